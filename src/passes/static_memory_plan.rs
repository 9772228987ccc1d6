//! `mlirc-static-memory-plan`: the intermediate buffers of a function with static shapes share
//! one arena whose size is known at compile time, and each exported function gets a variant
//! that takes the arena from its caller (TensorFlow Lite Micro's convention): zero `malloc` at
//! inference time.
//!
//! Takes: a `builtin.module` whose functions are at the control-flow level, after
//! `mlirc-buffer-deallocation` has freed their buffers (`memref.dealloc`). Gives, for each
//! `func.func` with a body:
//!
//! - **The plan.** Each `memref.alloc` in the function's own blocks (not in a nested region: the
//!   scratch of an `scf.parallel` body, which concurrent iterations would share, stays as it
//!   is) of a static, identity-layout type with a scalar element, that is freed by a
//!   `memref.dealloc` of it (or of a view of it) in the function and otherwise only read,
//!   written or looked at in place (the uses `promote-buffers-to-stack` accepts, and vector ops
//!   with no memref result), becomes a `memref.view` of one `i8` arena at a constant byte offset;
//!   its deallocations go. The arena is one `memref.alloc` at the function's entry, freed before
//!   each `func.return`: one allocation per call instead of one per buffer. It is a plain
//!   allocation (no `alignment`: glibc's aligned allocations do not reuse the block they freed
//!   for the same request, and the heap would grow and shrink at every call) of `align - 1`
//!   bytes more than the plan, whose first aligned byte is found at run time
//!   (`memref.extract_aligned_pointer_as_index`): the views' byte shifts are that padding plus
//!   constants.
//!   A buffer's *live range* is an interval of positions in the function's ops numbered in block
//!   order: from its allocation to its deallocation, widened to the whole of every block through
//!   which it is live (found by following the control-flow edges from the allocation until a
//!   deallocation: a buffer live across a loop covers the loop's blocks, one allocated in a loop
//!   body dies in that iteration), so it holds every point where the buffer may be live whatever
//!   the block order. Buffers whose live ranges are disjoint may share bytes. Offsets come from
//!   the greedy-by-size planner (as TFLite's): largest first, each at the lowest offset,
//!   aligned, that no placed buffer with an overlapping live range occupies. Every offset is a
//!   multiple of the `alignment` option (64 bytes) and of the buffer's own `alignment`; the
//!   arena's alignment is the largest of these.
//! - **The arena entry point** (`entry-points=true`, the default), for a public function whose
//!   plan is not empty, whose every returned memref is a `memref.alloc` of a static identity
//!   type made in its own blocks and not freed, and that allocates nothing else on the heap
//!   (nor calls a function defined here that does): the function's body moves to a private
//!   `@<f>_impl(%arena, %out..., args...)` whose returned buffers are the `%out` arguments
//!   (destination-passing), and two public functions call it:
//!   `@<f>(args...)`, which allocates the arena and the returned buffers, calls it, frees the
//!   arena and returns the buffers (the caller owns them, as before); and
//!   `@<f>_arena(%arena: memref<Nxi8>, args...) attributes {mlirc.arena_size = N,
//!   mlirc.arena_alignment = A}`, whose intermediates and results are views of the caller's
//!   arena (results after the intermediates): no allocation at all, and the results are valid
//!   until the arena is used again. Its `_mlir_ciface_` wrapper takes the arena as a plain
//!   pointer (`void *arena`), aligned up to `A` there; the C header defines
//!   `MLIRC_<F>_ARENA_SIZE` (`N + A - 1` bytes, room for that alignment).
//!
//! `--stats` shows, per function, the arena's bytes, the planned buffers' bytes without reuse,
//! the buffers planned and those left on the heap, with why.
//!
//! Cost: one walk of each function to number its ops; per buffer, its uses and the blocks of its
//! live range; the planner compares each buffer with the ones placed before it (quadratic in
//! the number of planned buffers, which are a function's tensors, a few hundred for a model;
//! only those whose ranges overlap are sorted).

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::build::index_const;
use crate::ir::context::TypeKind;
use crate::ir::fxhash::{FxHashMap, FxHashSet};
use crate::ir::layout::is_row_major;
use crate::ir::rewrite::Rewriter;
use crate::ir::symbols::{symbol_name, SymbolTable};
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-static-memory-plan",
    class: "StaticMemoryPlanPass",
    summary: "Place a function's static intermediate buffers in one arena by liveness, and add entry points that take the arena from the caller",
    options: &[
        OptionInfo {
            name: "alignment",
            kind: OptionKind::Int,
            default: "64",
            help: "Byte alignment of every buffer in the arena (a power of two).",
        },
        OptionInfo {
            name: "entry-points",
            kind: OptionKind::Bool,
            default: "true",
            help: "Add @<f>_arena, which takes the arena from its caller, for each public function that can have it.",
        },
    ],
    create: |o: &OptionValues| {
        let a = o.int("alignment");
        let alignment = if a > 0 && (a as u64).is_power_of_two() { a } else { 64 };
        Box::new(Plan { alignment, entry_points: o.bool("entry-points") })
    },
};

pub use crate::dialects::func::{arena_of, ARENA_ALIGNMENT_ATTR, ARENA_SIZE_ATTR};

struct Plan {
    alignment: i64,
    entry_points: bool,
}

/// Why a heap buffer is not planned (`--stats`).
#[derive(Copy, Clone)]
enum Left {
    Dynamic,
    Escapes,
    Returned,
    NotFreed,
    Nested,
}

/// The statistics names the driver's `--stats` reads.
pub const STAT_ARENA: &str = "arena bytes";
pub const STAT_UNSHARED: &str = "planned bytes";
pub const STAT_PLANNED: &str = "planned buffers";
pub const STAT_LEFT: [&str; 5] = [
    "heap: dynamic or not plannable type",
    "heap: escapes (branch, unknown use)",
    "heap: returned",
    "heap: not freed here",
    "heap: in a nested region",
];

/// One planned buffer.
struct Buf {
    alloc: Op,
    /// Each deallocation and the value (the allocation or a view) it frees.
    deallocs: Vec<(Op, Value)>,
    bytes: i64,
    align: i64,
    lo: u32,
    hi: u32,
    offset: i64,
}

/// What planning a function made.
struct Planned {
    /// The arena's `memref.alloc` (at the entry) and its deallocations (before each return).
    arena: Op,
    arena_deallocs: Vec<Op>,
    /// The arena's bytes (the plan's, and `align - 1` to align its start) and alignment.
    size: i64,
    align: i64,
}

impl Pass for Plan {
    fn run(&mut self, ir: &mut Ir, top: Op, am: &mut Analyses) -> PassResult {
        let Some(body) = ir.regions(top).first().and_then(|&r| ir.entry_block(r)) else { return Ok(Preserved::All) };
        let funcs: Vec<Op> = ir
            .ops(body)
            .filter(|&o| ir.op_name(o) == "func.func" && ir.regions(o).first().is_some_and(|&r| !ir.region_is_empty(r)))
            .collect();
        let mut changed = false;
        let mut plans: Vec<(Op, Planned)> = vec![];
        for &f in &funcs {
            let name = symbol_name(ir, f).map(|n| String::from_utf8_lossy(n).into_owned()).unwrap_or_default();
            if let Some(p) = self.plan_function(ir, f, &name, am) {
                changed = true;
                plans.push((f, p));
            }
        }
        if self.entry_points && !plans.is_empty() {
            let mut table = SymbolTable::new(ir, top);
            let mut allocates: FxHashMap<Op, bool> = FxHashMap::default();
            for (f, p) in plans {
                if let Some(outs) = arena_outputs(ir, f, &p, &table, &mut allocates) {
                    split(ir, &mut table, f, &p, &outs, self.alignment);
                }
            }
        }
        Ok(if changed { Preserved::None } else { Preserved::All })
    }
}

impl Plan {
    /// Plans `f`'s intermediate buffers; `None` when none can be planned.
    fn plan_function(&self, ir: &mut Ir, f: Op, name: &str, am: &mut Analyses) -> Option<Planned> {
        let region = ir.regions(f)[0];
        // Positions: ops of the function's blocks in block order (a nested op is at its
        // ancestor's position); each block's first and last position.
        let mut pos: FxHashMap<Op, u32> = FxHashMap::default();
        let mut span: FxHashMap<Block, (u32, u32)> = FxHashMap::default();
        let mut allocs = vec![];
        let mut returns = vec![];
        let mut n = 0u32;
        for b in ir.blocks(region) {
            let start = n;
            for o in ir.ops(b) {
                match ir.op_name(o) {
                    "memref.alloc" => allocs.push(o),
                    "func.return" => returns.push(o),
                    _ => {}
                }
                pos.insert(o, n);
                n += 1;
            }
            span.insert(b, (start, n.saturating_sub(1).max(start)));
        }
        let mut left = [0u64; 5];
        ir.walk(f, &mut |o| {
            if matches!(ir.op_name(o), "memref.alloc" | "memref.realloc") && ir.parent_op(o) != Some(f) {
                left[Left::Nested as usize] += 1;
            }
        });
        let mut bufs: Vec<Buf> = vec![];
        for a in allocs {
            match self.candidate(ir, a) {
                Ok((bytes, align, deallocs)) => {
                    let (lo, hi) = live_range(ir, a, &deallocs, &pos, &span);
                    bufs.push(Buf { alloc: a, deallocs, bytes, align, lo, hi, offset: 0 });
                }
                Err(why) => left[why as usize] += 1,
            }
        }
        for (i, &k) in left.iter().enumerate() {
            if k > 0 {
                am.stat(name, STAT_LEFT[i], k);
            }
        }
        if bufs.is_empty() {
            return None;
        }
        let (size, align) = assign(&mut bufs, self.alignment);
        am.stat(name, STAT_ARENA, size as u64);
        am.stat(name, STAT_UNSHARED, bufs.iter().map(|b| b.bytes as u64).sum());
        am.stat(name, STAT_PLANNED, bufs.len() as u64);

        // The rewrite: the arena at the entry, views in place of the allocations.
        let entry = ir.entry_block(region)?;
        let loc = ir.loc(f);
        let i8t = ir.ctx.int_ty(8);
        // The arena is a plain allocation with room to align its start at run time: an aligned
        // allocation of glibc does not reuse the block it freed for the same request, so the
        // heap would grow and be trimmed (page faults) at every call.
        let bytes = size + align - 1;
        let arena_t = ir.ctx.ty(TypeKind::MemRef { shape: vec![bytes], elem: i8t, layout: None, space: None });
        let index = ir.ctx.index_ty();
        let mut rw = Rewriter::new(ir, loc);
        rw.set_insertion_point_to_start(entry);
        let seg = rw.ir.ctx.dense_i32_array(&[0, 0]);
        let arena_v = rw.create_value("memref.alloc", vec![], arena_t, vec![("operandSegmentSizes", seg)]);
        let arena = rw.ir.defining_op(arena_v)?;
        let ptr = rw.create_value("memref.extract_aligned_pointer_as_index", vec![arena_v], index, vec![]);
        let zero = index_const(&mut rw, 0);
        let neg = rw.create_value("arith.subi", vec![zero, ptr], index, vec![]);
        let mask = index_const(&mut rw, align - 1);
        let pad = rw.create_value("arith.andi", vec![neg, mask], index, vec![]);
        for b in &bufs {
            let values: FxHashSet<Value> = b.deallocs.iter().map(|&(_, v)| v).collect();
            for &(d, _) in &b.deallocs {
                remove_dealloc(&mut rw, d, &values);
            }
            rw.loc = rw.ir.loc(b.alloc);
            rw.set_insertion_point_before(b.alloc);
            let c = index_const(&mut rw, b.offset);
            let off = rw.create_value("arith.addi", vec![pad, c], index, vec![]);
            let t = rw.ir.value_ty(rw.ir.result(b.alloc, 0));
            let v = rw.create_value("memref.view", vec![arena_v, off], t, vec![]);
            rw.replace_op(b.alloc, &[v]);
        }
        let mut arena_deallocs = vec![];
        for r in returns {
            rw.loc = rw.ir.loc(r);
            rw.set_insertion_point_before(r);
            let d = rw.create("memref.dealloc", vec![arena_v], &[], vec![], vec![]);
            arena_deallocs.push(d);
        }
        Some(Planned { arena, arena_deallocs, size: bytes, align })
    }

    /// Whether allocation `a` can be planned: its bytes, alignment and deallocations, or why not.
    fn candidate(&self, ir: &Ir, a: Op) -> Result<(i64, i64, Vec<(Op, Value)>), Left> {
        let t = ir.value_ty(ir.result(a, 0));
        let bytes = static_bytes(ir, t).ok_or(Left::Dynamic)?;
        if !ir.operands(a).is_empty() {
            return Err(Left::Dynamic);
        }
        let own = ir.attr(a, "alignment").and_then(|x| ir.ctx.as_int(x)).unwrap_or(0) as i64;
        let align = if own > 0 && (own as u64).is_power_of_two() { own.max(self.alignment) } else { self.alignment };
        let mut deallocs = vec![];
        let mut returned = false;
        if !in_frame(ir, ir.result(a, 0), true, &mut deallocs, &mut returned) {
            return Err(Left::Escapes);
        }
        if returned {
            return Err(Left::Returned);
        }
        if deallocs.is_empty() {
            return Err(Left::NotFreed);
        }
        Ok((bytes.max(1), align, deallocs))
    }
}

/// The bytes of a static memref type with the identity layout and a scalar element in the
/// default memory space, or `None`.
fn static_bytes(ir: &Ir, t: Type) -> Option<i64> {
    let TypeKind::MemRef { shape, elem, space: None, .. } = ir.ctx.type_kind(t) else { return None };
    if shape.iter().any(|&d| d < 0) || !is_row_major(&ir.ctx, t) {
        return None;
    }
    let elem_bytes = elem_bytes(ir, *elem)?;
    shape.iter().try_fold(elem_bytes, |acc: i64, &d| acc.checked_mul(d)).filter(|&b| b < (1i64 << 40))
}

/// The bytes LLVM gives one element (a power of two for integers and floats, as its allocation
/// size; `index` as 64 bits, at least what any target uses).
fn elem_bytes(ir: &Ir, e: Type) -> Option<i64> {
    let bits = match ir.ctx.type_kind(e) {
        TypeKind::Int { width, .. } => *width,
        TypeKind::Index => 64,
        TypeKind::Float(k) => crate::ir::float::bit_width(*k),
        _ => return None,
    };
    Some(i64::from(bits.div_ceil(8).max(1).next_power_of_two()))
}

/// Whether buffer `v` (an allocation, `top`, or a view of it) is used only in place (see the
/// module doc); collects its deallocations, and notes whether the allocation itself is returned.
fn in_frame(ir: &Ir, v: Value, top: bool, deallocs: &mut Vec<(Op, Value)>, returned: &mut bool) -> bool {
    for &u in ir.uses(v) {
        let op = u.op;
        let name = ir.op_name(op);
        match name {
            "memref.dealloc" => deallocs.push((op, v)),
            // What buffer deallocation leaves undecided: a buffer it retains, or frees as well
            // as retains, stays; one it frees unconditionally (`if (%true)`, nothing retained)
            // is freed there; anything else may be freed or not.
            "bufferization.dealloc" => {
                let seg = crate::dialects::common::segments(ir, op);
                if seg.len() != 3 {
                    return false;
                }
                let i = u.index as usize;
                if i >= seg[0].len() || seg[2].contains(&v) {
                    continue;
                }
                if !seg[2].is_empty() || !seg[1].get(i).is_some_and(|&c| is_true(ir, c)) {
                    return false;
                }
                deallocs.push((op, v));
            }
            "func.return" if top => *returned = true,
            n if crate::dialects::memref::is_view(n) && u.index == 0 => {
                if !in_frame(ir, ir.result(op, 0), false, deallocs, returned) {
                    return false;
                }
            }
            "memref.load"
            | "memref.store"
            | "memref.copy"
            | "memref.dim"
            | "memref.rank"
            | "memref.prefetch"
            | "memref.atomic_rmw"
            | "memref.generic_atomic_rmw"
            | "memref.extract_aligned_pointer_as_index" => {}
            "func.call" => {
                if ir.results(op).iter().any(|&r| ir.ctx.is_memref(ir.value_ty(r))) {
                    return false;
                }
            }
            n if n.starts_with("vector.") && !ir.results(op).iter().any(|&r| ir.ctx.is_memref(ir.value_ty(r))) => {}
            _ if ir.def(op).interfaces.structured.is_some() && ir.results(op).is_empty() => {}
            _ => return false,
        }
    }
    true
}

/// Whether `v` is the constant `true`.
fn is_true(ir: &Ir, v: Value) -> bool {
    ir.defining_op(v).is_some_and(|d| {
        ir.op_name(d) == "arith.constant" && ir.attr(d, "value").and_then(|a| ir.ctx.as_int(a)).is_some_and(|x| x != 0)
    })
}

/// Removes deallocation `d` of buffer `values` (an allocation and its views): a
/// `memref.dealloc` goes; a `bufferization.dealloc` loses those memrefs and their conditions,
/// and goes when none is left.
fn remove_dealloc(rw: &mut Rewriter, d: Op, values: &FxHashSet<Value>) {
    if rw.ir.is_erased(d) {
        return;
    }
    if rw.ir.op_name(d) == "memref.dealloc" {
        rw.erase_op(d);
        return;
    }
    let seg = crate::dialects::common::segments(rw.ir, d);
    let keep: Vec<usize> = (0..seg[0].len()).filter(|&i| !values.contains(&seg[0][i])).collect();
    if keep.is_empty() && seg[2].is_empty() {
        rw.erase_op(d);
        return;
    }
    let mut operands: Vec<Value> = keep.iter().map(|&i| seg[0][i]).collect();
    operands.extend(keep.iter().map(|&i| seg[1][i]));
    operands.extend(&seg[2]);
    let sizes = rw.ir.ctx.dense_i32_array(&[keep.len() as i64, keep.len() as i64, seg[2].len() as i64]);
    rw.modify_in_place(d, |ir| {
        ir.set_operands(d, operands);
        ir.set_prop(d, "operandSegmentSizes", sizes);
    });
}

/// The live range of allocation `a` freed by `deallocs`: positions from the allocation to the
/// last deallocation reached, every block through which it is live wholly included.
fn live_range(
    ir: &Ir,
    a: Op,
    deallocs: &[(Op, Value)],
    pos: &FxHashMap<Op, u32>,
    span: &FxHashMap<Block, (u32, u32)>,
) -> (u32, u32) {
    // The first deallocation in each block (deallocations in nested regions count at their
    // ancestor in the function's block).
    let mut dies: FxHashMap<Block, u32> = FxHashMap::default();
    for &(d, _) in deallocs {
        let mut x = d;
        while !pos.contains_key(&x) {
            match ir.parent_op(x) {
                Some(p) => x = p,
                None => break,
            }
        }
        let (Some(b), Some(&p)) = (ir.parent_block(x), pos.get(&x)) else { continue };
        let e = dies.entry(b).or_insert(p);
        *e = (*e).min(p);
    }
    let pa = pos[&a];
    let ba = ir.parent_block(a).expect("an allocation is in a block");
    let (mut lo, mut hi) = (pa, pa);
    let mut seen: FxHashSet<Block> = FxHashSet::default();
    let mut work = vec![];
    match dies.get(&ba) {
        Some(&d) if d > pa => hi = hi.max(d),
        _ => {
            hi = hi.max(span[&ba].1);
            work.push(ba);
        }
    }
    // Blocks the buffer is live into, from the end of a block where it is live.
    while let Some(b) = work.pop() {
        let Some(t) = ir.terminator(b) else { continue };
        for &s in ir.successors(t) {
            if !seen.insert(s) {
                continue;
            }
            let (start, end) = span[&s];
            lo = lo.min(start);
            match dies.get(&s) {
                Some(&d) if s != ba || d < pa => hi = hi.max(d),
                _ => {
                    hi = hi.max(end);
                    work.push(s);
                }
            }
        }
    }
    (lo, hi)
}

/// Greedy by size: places each buffer at the lowest aligned offset free of the buffers placed
/// before it whose live ranges overlap its own. Returns the arena's bytes and alignment.
fn assign(bufs: &mut [Buf], base_align: i64) -> (i64, i64) {
    let mut order: Vec<usize> = (0..bufs.len()).collect();
    order.sort_by(|&x, &y| bufs[y].bytes.cmp(&bufs[x].bytes).then(bufs[x].lo.cmp(&bufs[y].lo)));
    let mut placed: Vec<usize> = vec![];
    let mut size = 0i64;
    let mut align = base_align;
    for &i in &order {
        let (lo, hi, bytes, al) = (bufs[i].lo, bufs[i].hi, bufs[i].bytes, bufs[i].align);
        let mut busy: Vec<(i64, i64)> = placed
            .iter()
            .filter(|&&j| bufs[j].lo <= hi && lo <= bufs[j].hi)
            .map(|&j| (bufs[j].offset, bufs[j].offset + bufs[j].bytes))
            .collect();
        busy.sort_unstable();
        let mut off = 0i64;
        for (s, e) in busy {
            if off + bytes <= s {
                break;
            }
            off = off.max(round_up(e, al));
        }
        bufs[i].offset = off;
        size = size.max(off + bytes);
        align = align.max(al);
        placed.push(i);
    }
    (round_up(size, align), align)
}

fn round_up(x: i64, a: i64) -> i64 {
    (x + a - 1) / a * a
}

/// For the arena entry point: the allocations `f` returns, one per memref result in order, when
/// `f` can have one (see the module doc).
fn arena_outputs(
    ir: &Ir,
    f: Op,
    p: &Planned,
    table: &SymbolTable,
    allocates: &mut FxHashMap<Op, bool>,
) -> Option<Vec<Option<Op>>> {
    let public = ir.attr(f, "sym_visibility").and_then(|a| ir.ctx.as_str(a)).is_none_or(|v| v == b"public");
    if !public {
        return None;
    }
    let name = symbol_name(ir, f)?.to_vec();
    for suffix in [&b"_arena"[..], b"_impl"] {
        let n = [&name[..], suffix].concat();
        if table.lookup(&n).is_some() || table.lookup(&[b"_mlir_ciface_".as_slice(), &n].concat()).is_some() {
            return None;
        }
    }
    let (_, results) = crate::dialects::func::function_type(ir, f)?;
    let region = ir.regions(f)[0];
    let mut outs: Vec<Option<Op>> = vec![None; results.len()];
    let mut seen: FxHashSet<Op> = FxHashSet::default();
    let mut nrets = 0;
    for b in ir.blocks(region) {
        let Some(t) = ir.terminator(b) else { continue };
        if ir.op_name(t) != "func.return" {
            continue;
        }
        nrets += 1;
        for (i, &v) in ir.operands(t).iter().enumerate() {
            let ty = ir.value_ty(v);
            if !ir.ctx.is_memref(ty) {
                continue;
            }
            let a = ir.defining_op(v)?;
            if ir.op_name(a) != "memref.alloc" || ir.parent_op(a) != Some(f) || static_bytes(ir, ty).is_none() {
                return None;
            }
            if !ir.operands(a).is_empty() {
                return None;
            }
            match outs[i] {
                None if seen.insert(a) => outs[i] = Some(a),
                Some(x) if x == a => {}
                _ => return None,
            }
            let (mut d, mut r) = (vec![], false);
            if !in_frame(ir, v, true, &mut d, &mut r) || !d.is_empty() {
                return None;
            }
        }
    }
    if nrets == 0 {
        return None;
    }
    // Nothing else may allocate: no other heap allocation, no call to a function defined here
    // that allocates.
    let mut ok = true;
    ir.walk(f, &mut |o| {
        if !ok {
            return;
        }
        match ir.op_name(o) {
            "memref.alloc" | "memref.realloc" => {
                if o != p.arena && !seen.contains(&o) {
                    ok = false;
                }
            }
            "func.call" => {
                if let Some(c) = callee(ir, o, table) {
                    if function_allocates(ir, c, table, allocates, 0) {
                        ok = false;
                    }
                }
            }
            "func.call_indirect" => ok = false,
            _ => {}
        }
    });
    ok.then_some(outs)
}

/// The function a `func.call` calls, when it is a symbol of the module.
fn callee(ir: &Ir, call: Op, table: &SymbolTable) -> Option<Op> {
    let (root, nested) = ir.ctx.as_symbol_ref(ir.attr(call, "callee")?)?;
    if !nested.is_empty() {
        return None;
    }
    table.lookup(ir.ctx.str(root).as_bytes())
}

/// Whether a call of `f` may allocate on the heap (conservatively: a cycle or deep chain does).
fn function_allocates(ir: &Ir, f: Op, table: &SymbolTable, memo: &mut FxHashMap<Op, bool>, depth: u32) -> bool {
    if let Some(&m) = memo.get(&f) {
        return m;
    }
    if depth > 32 {
        return true;
    }
    memo.insert(f, true);
    let mut calls = vec![];
    let mut allocs = false;
    ir.walk(f, &mut |o| match ir.op_name(o) {
        "memref.alloc" | "memref.realloc" | "func.call_indirect" => allocs = true,
        "func.call" => calls.push(o),
        _ => {}
    });
    if !allocs {
        for c in calls {
            if let Some(g) = callee(ir, c, table) {
                if function_allocates(ir, g, table, memo, depth + 1) {
                    allocs = true;
                    break;
                }
            }
        }
    }
    memo.insert(f, allocs);
    allocs
}

/// Splits planned function `f` (returning the allocations `outs`) into `@<f>_impl`, `@<f>` and
/// `@<f>_arena` (see the module doc).
fn split(ir: &mut Ir, table: &mut SymbolTable, f: Op, p: &Planned, outs: &[Option<Op>], base_align: i64) {
    let loc = ir.loc(f);
    let name = String::from_utf8_lossy(symbol_name(ir, f).unwrap_or_default()).into_owned();
    let Some((inputs, results)) = crate::dialects::func::function_type(ir, f) else { return };
    let region = ir.regions(f)[0];
    let Some(entry) = ir.entry_block(region) else { return };
    let arena_t = ir.value_ty(ir.result(p.arena, 0));

    // The implementation: `f` itself, renamed, with the arena and the results as arguments.
    let outs: Vec<(usize, Op)> = outs.iter().enumerate().filter_map(|(i, a)| a.map(|a| (i, a))).collect();
    let out_types: Vec<Type> = outs.iter().map(|&(i, _)| results[i]).collect();
    let out_aligns: Vec<Option<Attr>> = outs.iter().map(|&(_, a)| ir.attr(a, "alignment")).collect();
    let arena_arg = ir.insert_block_arg(entry, 0, arena_t);
    let mut rw = Rewriter::new(ir, loc);
    rw.replace_all_uses_with(rw.ir.result(p.arena, 0), arena_arg);
    for &d in &p.arena_deallocs {
        rw.erase_op(d);
    }
    rw.erase_op(p.arena);
    for (k, &(_, a)) in outs.iter().enumerate() {
        let t = out_types[k];
        let arg = rw.ir.insert_block_arg(entry, 1 + k, t);
        rw.replace_op(a, &[arg]);
    }
    let mut impl_inputs = vec![arena_t];
    impl_inputs.extend(&out_types);
    impl_inputs.extend(&inputs);
    let impl_name = format!("{name}_impl");
    let fty = ir.ctx.func_ty(impl_inputs.clone(), results.clone());
    let a = ir.ctx.type_attr(fty);
    ir.set_prop(f, "function_type", a);
    let a = ir.ctx.str_attr(&impl_name);
    ir.set_prop(f, "sym_name", a);
    let a = ir.ctx.str_attr("private");
    ir.set_prop(f, "sym_visibility", a);
    let c_iface = ir.has_attr(f, "llvm.emit_c_interface");
    ir.remove_attr(f, "llvm.emit_c_interface");
    for n in ["arg_attrs", "res_attrs"] {
        if ir.prop(f, n).is_some() {
            ir.remove_attr(f, n);
        }
    }
    table.remove(name.as_bytes());
    table.remove(impl_name.as_bytes());

    // Output offsets after the intermediates, in the caller's arena.
    let mut total = p.size;
    let mut align = p.align;
    let mut out_offsets = vec![];
    for (k, &t) in out_types.iter().enumerate() {
        let own = out_aligns[k].and_then(|x| ir.ctx.as_int(x)).unwrap_or(0) as i64;
        let al = if own > 0 && (own as u64).is_power_of_two() { own.max(base_align) } else { base_align };
        align = align.max(al);
        let off = round_up(total, al);
        out_offsets.push(off);
        total = off + static_bytes(ir, t).unwrap_or(0).max(1);
    }
    let total = round_up(total, align);

    // `@<f>`: allocates, calls, frees the arena.
    let wrapper = new_func(ir, table, &name, &inputs, &results, loc, f);
    {
        let entry = ir.entry_block(ir.regions(wrapper)[0]).expect("new function has a block");
        let args: Vec<Value> = ir.args(entry).to_vec();
        let mut rw = Rewriter::new(ir, loc);
        rw.set_insertion_point_to_end(entry);
        let seg = rw.ir.ctx.dense_i32_array(&[0, 0]);
        let arena = rw.create_value("memref.alloc", vec![], arena_t, vec![("operandSegmentSizes", seg)]);
        let mut operands = vec![arena];
        for (k, &t) in out_types.iter().enumerate() {
            let seg = rw.ir.ctx.dense_i32_array(&[0, 0]);
            let mut props = vec![("operandSegmentSizes", seg)];
            if let Some(a) = out_aligns[k] {
                props.push(("alignment", a));
            }
            operands.push(rw.create_value("memref.alloc", vec![], t, props));
        }
        operands.extend(args);
        let callee = rw.ir.ctx.symbol_ref(&impl_name);
        let call = rw.create("func.call", operands, &results, vec![("callee", callee)], vec![]);
        rw.create("memref.dealloc", vec![arena], &[], vec![], vec![]);
        let rs = rw.ir.results(call).to_vec();
        rw.create("func.return", rs, &[], vec![], vec![]);
    }
    if c_iface {
        let u = ir.ctx.unit_attr();
        ir.set_attr(wrapper, "llvm.emit_c_interface", u);
    }

    // `@<f>_arena`: views of the caller's arena.
    let i8t = ir.ctx.int_ty(8);
    let caller_t = ir.ctx.ty(TypeKind::MemRef { shape: vec![total], elem: i8t, layout: None, space: None });
    let mut a_inputs = vec![caller_t];
    a_inputs.extend(&inputs);
    let with_arena = new_func(ir, table, &format!("{name}_arena"), &a_inputs, &results, loc, f);
    {
        let entry = ir.entry_block(ir.regions(with_arena)[0]).expect("new function has a block");
        let args: Vec<Value> = ir.args(entry).to_vec();
        let mut rw = Rewriter::new(ir, loc);
        rw.set_insertion_point_to_end(entry);
        let zero = index_const(&mut rw, 0);
        let mut operands = vec![rw.create_value("memref.view", vec![args[0], zero], arena_t, vec![])];
        for (k, &t) in out_types.iter().enumerate() {
            let off = index_const(&mut rw, out_offsets[k]);
            operands.push(rw.create_value("memref.view", vec![args[0], off], t, vec![]));
        }
        operands.extend(&args[1..]);
        let callee = rw.ir.ctx.symbol_ref(&impl_name);
        let call = rw.create("func.call", operands, &results, vec![("callee", callee)], vec![]);
        let rs = rw.ir.results(call).to_vec();
        rw.create("func.return", rs, &[], vec![], vec![]);
    }
    let a = ir.ctx.i64_attr(total);
    ir.set_attr(with_arena, ARENA_SIZE_ATTR, a);
    let a = ir.ctx.i64_attr(align);
    ir.set_attr(with_arena, ARENA_ALIGNMENT_ATTR, a);
    if c_iface {
        let u = ir.ctx.unit_attr();
        ir.set_attr(with_arena, "llvm.emit_c_interface", u);
    }
}

/// A new public `func.func @name(inputs) -> results` with an empty entry block, placed before
/// `before`.
fn new_func(
    ir: &mut Ir,
    table: &mut SymbolTable,
    name: &str,
    inputs: &[Type],
    results: &[Type],
    loc: Attr,
    before: Op,
) -> Op {
    let fty = ir.ctx.func_ty(inputs.to_vec(), results.to_vec());
    let (region, _) = ir.new_region_with_block(inputs);
    let fname = ir.ctx.sym("func.func");
    let func = ir.create_op(fname, vec![], &[], vec![], vec![], vec![region], vec![], loc);
    let a = ir.ctx.type_attr(fty);
    ir.set_prop(func, "function_type", a);
    let a = ir.ctx.str_attr(name);
    ir.set_prop(func, "sym_name", a);
    table.insert(ir, func);
    ir.move_op_before(func, before);
    func
}
