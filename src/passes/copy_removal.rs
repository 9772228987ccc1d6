//! `mlirc-copy-removal`: copies between buffers that one buffer can do without go, with the
//! allocation that only fed them (upstream once had a `copy-removal` pass; MLIR 22 has none,
//! hence mlirc's own name).
//!
//! Takes: a function on buffers, before deallocation. Gives the same function without
//! - **a temporary that only feeds a copy**: `%t = memref.alloc` whose every use is in ops of
//!   one block before `memref.copy %t, %d` (loads, stores, linalg ops, views, ...: the uses
//!   `promote_buffers_to_stack::stays_in_frame` accepts) or a dealloc after it, copied into a
//!   buffer `%d` that a `memref.alloc`/`memref.alloca` of the same type made before `%t` and
//!   that nothing uses between `%t`'s allocation and the copy (nor through a view or any value
//!   other than `%d` itself: `%d`'s users are plain accesses). The ops write `%d` directly;
//!   the copy, `%t` and its deallocs go. Elements the ops did not write keep `%d`'s old
//!   values instead of `%t`'s undefined ones.
//! - **a copy only read**: `%d = memref.alloc` whose first use is `memref.copy %s, %d` (same
//!   type) in `%d`'s block, and whose other uses are reads (loads, copies out of it, linalg
//!   inputs, `memref.dim`, ...) and deallocs, when nothing between the copy and the last read
//!   may write or free `%s`'s memory: every op there has known effects, and each write or
//!   free is on a buffer of its own allocation (`memref.alloc`/`alloca`, through views) other
//!   than `%s`'s. The reads read `%s`; the copy, `%d` and its deallocs go.
//!
//! Cost: the ops of each block are numbered once, with the positions of the writes that could
//! touch any buffer (unknown effects, writes to memory that is not a local allocation) and of
//! the writes to each local allocation; each candidate then checks its range by binary search.
//! A destination with more than `MAX_USES` uses is left alone (its uses are scanned per copy).

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use super::promote_buffers_to_stack::stays_in_frame;
use crate::ir::fxhash::FxHashMap;
use crate::ir::interfaces::EffectKind;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-copy-removal",
    class: "CopyRemovalPass",
    summary: "Remove copies into fresh buffers that are only read, and temporaries that only feed a copy",
    options: &[],
    create: |_: &OptionValues| Box::new(CopyRemoval),
};

/// Uses of a copy's destination scanned per copy at most.
const MAX_USES: usize = 64;

struct CopyRemoval;

impl Pass for CopyRemoval {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op) { Preserved::None } else { Preserved::All })
    }
}

/// Per block: each op's position, the positions of the ops that may write anything, and of
/// the ops that write or free each local allocation (by the allocation's op).
#[derive(Default)]
struct BlockIndex {
    pos: FxHashMap<Op, usize>,
    unknown: Vec<usize>,
    writes: FxHashMap<Op, Vec<usize>>,
}

/// Removes the copies below `func` that the module doc describes; whether any went.
pub fn run(ir: &mut Ir, func: Op) -> bool {
    let mut copies = vec![];
    ir.walk(func, &mut |o| {
        if ir.op_name(o) == "memref.copy" {
            copies.push(o);
        }
    });
    let mut index: FxHashMap<Block, BlockIndex> = FxHashMap::default();
    // Allocations replaced by another (the temporaries of the first pattern), by that one.
    let mut merged: FxHashMap<Op, Vec<Op>> = FxHashMap::default();
    let mut changed = false;
    for c in copies {
        if ir.parent_block(c).is_none() {
            continue;
        }
        let (s, d) = (ir.operands(c)[0], ir.operands(c)[1]);
        if ir.value_ty(s) != ir.value_ty(d) {
            continue;
        }
        if feeds_only_copy(ir, c, s, d) {
            let t = merge(ir, c, s, d);
            // The block indexes list `t`'s writes under `t`: they are `d`'s now.
            if let Some(da) = base_alloc(ir, d) {
                merged.entry(da).or_default().push(t);
            }
            changed = true;
        } else if only_read_copy(ir, &mut index, &merged, c, s, d) {
            // `d` had no writes but the copy's and its deallocs', now gone: the indexes hold.
            merge(ir, c, d, s);
            changed = true;
        }
    }
    changed
}

/// Erases copy `c`, the allocation of `gone` and its deallocs, and makes `gone`'s uses use
/// `keep`; returns the erased allocation.
fn merge(ir: &mut Ir, c: Op, gone: Value, keep: Value) -> Op {
    let mut rw = Rewriter::before(ir, c);
    rw.erase_op(c);
    let a = rw.ir.defining_op(gone).expect("an allocation");
    let users: Vec<Op> = rw.ir.users(gone).collect();
    for u in users {
        if is_dealloc(rw.ir, u) {
            rw.erase_op(u);
        }
    }
    rw.replace_all_uses_with(gone, keep);
    rw.erase_op(a);
    a
}

fn is_alloc(ir: &Ir, v: Value) -> bool {
    ir.defining_op(v).is_some_and(|d| matches!(ir.op_name(d), "memref.alloc" | "memref.alloca"))
}

fn is_dealloc(ir: &Ir, op: Op) -> bool {
    ir.op_name(op) == "memref.dealloc"
}

/// The first pattern of the module doc: `s` a temporary whose buffer only feeds copy `c` into
/// the fresh `d`.
fn feeds_only_copy(ir: &Ir, c: Op, s: Value, d: Value) -> bool {
    let (Some(t), Some(b)) = (ir.defining_op(s), ir.parent_block(c)) else { return false };
    if ir.op_name(t) != "memref.alloc" || ir.parent_block(t) != Some(b) || !is_alloc(ir, d) {
        return false;
    }
    let Some(dd) = ir.defining_op(d) else { return false };
    // `d` is made before `t` (in `b`, or in a block around it).
    let Some(db) = ir.parent_block(dd) else { return false };
    let (Some(ty), Some(cy)) = (ir.ancestor_in_block(t, db), ir.ancestor_in_block(c, db)) else { return false };
    if !ir.is_before_in_block(dd, ty) {
        return false;
    }
    // `t`'s uses: in ops of `b` before the copy, or deallocs after it, and none lets it out.
    let mut deallocs = vec![];
    for u in ir.uses(s) {
        if u.op == c {
            continue;
        }
        let Some(x) = ir.ancestor_in_block(u.op, b) else { return false };
        let before = ir.is_before_in_block(x, c);
        if is_dealloc(ir, u.op) {
            if before {
                return false;
            }
            continue;
        }
        if !before {
            return false;
        }
    }
    // A copy of `t` elsewhere, a call, ...: `stays_in_frame` checks the uses (and views').
    if !stays_in_frame(ir, s, &mut deallocs) {
        return false;
    }
    // `d`'s uses: no access between `t` and the copy; any other use (a view, a call, a
    // yield: a value that may alias `d`) after the copy.
    let uses = ir.uses(d);
    if uses.len() > MAX_USES {
        return false;
    }
    uses.iter().all(|u| {
        if u.op == c {
            return true;
        }
        if plain_access(ir, u.op) {
            return ir
                .ancestor_in_block(u.op, b)
                .is_none_or(|x| !(ir.is_before_in_block(t, x) && ir.is_before_in_block(x, c)));
        }
        match ir.ancestor_in_block(u.op, b) {
            Some(x) => ir.is_before_in_block(c, x),
            None => ir.ancestor_in_block(u.op, db).is_some_and(|z| z != cy && ir.is_before_in_block(cy, z)),
        }
    })
}

/// An op that reads or writes a buffer operand in place without making another value that
/// aliases it.
fn plain_access(ir: &Ir, op: Op) -> bool {
    matches!(
        ir.op_name(op),
        "memref.load"
            | "memref.store"
            | "memref.copy"
            | "memref.dim"
            | "memref.dealloc"
            | "vector.load"
            | "vector.store"
            | "vector.transfer_read"
            | "vector.transfer_write"
    ) || (ir.def(op).interfaces.structured.is_some() && ir.results(op).is_empty())
}

/// An op that only reads its buffer operand `i` (or looks at its shape).
fn only_reads(ir: &Ir, op: Op, i: u32) -> bool {
    match ir.op_name(op) {
        "memref.load" | "memref.dim" | "vector.load" | "vector.transfer_read" => i == 0,
        "memref.copy" => i == 0,
        _ => {
            ir.def(op).interfaces.structured.is_some()
                && ir.results(op).is_empty()
                && ir.dps_inits(op).is_some_and(|r| !r.contains(&(i as usize)))
        }
    }
}

/// The allocation a buffer comes from, through views; `None` when it is not a local one.
fn base_alloc(ir: &Ir, mut v: Value) -> Option<Op> {
    loop {
        let d = ir.defining_op(v)?;
        match ir.op_name(d) {
            "memref.alloc" | "memref.alloca" => return Some(d),
            n if crate::dialects::memref::is_view(n) => v = ir.operands(d)[0],
            _ => return None,
        }
    }
}

fn block_index<'a>(ir: &Ir, index: &'a mut FxHashMap<Block, BlockIndex>, b: Block) -> &'a BlockIndex {
    index.entry(b).or_insert_with(|| {
        let mut bi = BlockIndex::default();
        for (k, o) in ir.ops(b).enumerate() {
            bi.pos.insert(o, k);
            if ir.def(o).has(crate::ir::registry::TERMINATOR) {
                continue;
            }
            let Some(effects) = ir.memory_effects(o) else {
                bi.unknown.push(k);
                continue;
            };
            for e in effects {
                if !matches!(e.kind, EffectKind::Write | EffectKind::Free) {
                    continue;
                }
                match e.value.and_then(|v| base_alloc(ir, v)) {
                    Some(a) => bi.writes.entry(a).or_default().push(k),
                    None => {
                        // An effect on memory in general, or on a buffer not allocated here.
                        if bi.unknown.last() != Some(&k) {
                            bi.unknown.push(k);
                        }
                    }
                }
            }
        }
        bi
    })
}

/// Whether a sorted list of positions has one in `lo..=hi`.
fn any_in(v: &[usize], lo: usize, hi: usize) -> bool {
    let i = v.partition_point(|&p| p < lo);
    v.get(i).is_some_and(|&p| p <= hi)
}

/// The second pattern of the module doc: `d` a fresh buffer that copy `c` fills from `s` and
/// that is only read afterwards while `s` does not change.
fn only_read_copy(
    ir: &Ir,
    index: &mut FxHashMap<Block, BlockIndex>,
    merged: &FxHashMap<Op, Vec<Op>>,
    c: Op,
    s: Value,
    d: Value,
) -> bool {
    let (Some(a), Some(b)) = (ir.defining_op(d), ir.parent_block(c)) else { return false };
    if ir.op_name(a) != "memref.alloc" || ir.parent_block(a) != Some(b) {
        return false;
    }
    let uses = ir.uses(d);
    if uses.len() > MAX_USES {
        return false;
    }
    // Every other use: a read (or a dealloc) after the copy, in `b`.
    let mut last = c;
    for u in uses {
        if u.op == c {
            continue;
        }
        let Some(x) = ir.ancestor_in_block(u.op, b) else { return false };
        if !ir.is_before_in_block(c, x) && x != c {
            return false;
        }
        if !(is_dealloc(ir, u.op) || only_reads(ir, u.op, u.index)) {
            return false;
        }
        if !is_dealloc(ir, u.op) && ir.is_before_in_block(last, x) {
            last = x;
        }
    }
    // Nothing between the copy and the last read may write or free `s`'s memory.
    let sb = base_alloc(ir, s);
    let bi = block_index(ir, index, b);
    let (Some(&lo), Some(&hi)) = (bi.pos.get(&c), bi.pos.get(&last)) else { return false };
    if hi <= lo {
        return true;
    }
    if any_in(&bi.unknown, lo + 1, hi) {
        return false;
    }
    let Some(sa) = sb else { return true };
    // `sa` and the temporaries merged into it.
    let mut allocs = vec![sa];
    let mut k = 0;
    while k < allocs.len() {
        if let Some(m) = merged.get(&allocs[k]) {
            allocs.extend(m.iter().copied());
        }
        k += 1;
    }
    allocs.iter().all(|a| bi.writes.get(a).is_none_or(|w| !any_in(w, lo + 1, hi)))
}
