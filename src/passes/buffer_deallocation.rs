//! `mlirc-buffer-deallocation`: frees every heap buffer a function allocates, exactly once, on
//! every path, never while a value aliasing it may still be used.
//!
//! Takes: a `func.func` at the control-flow level (after `convert-scf-to-cf`: one region of
//! blocks ending in `cf.br`, `cf.cond_br`, `cf.switch` or `func.return`). Gives: the same
//! function with `memref.dealloc` and `bufferization.dealloc` ops inserted, i1 *ownership*
//! block arguments added, and returned buffers that the function may not own copied. It is
//! upstream's ownership-based buffer deallocation (`ownership-based-buffer-deallocation`)
//! recast on the CFG, so unstructured loops (`cf.br` back edges carrying memrefs, which upstream
//! rejects) are handled by the same rules as lowered `scf` loops; hence its own name.
//!
//! **Ownership.** Each memref value has an ownership indicator, an i1 that is a constant when
//! known statically and an SSA value otherwise ("this value holds a claim on its buffer"):
//! `memref.alloc` results and the memref results of `func.call`s to functions defined in the
//! module are owned; function arguments, `memref.alloca`, `memref.get_global` and views
//! (`memref.subview`, `cast`, `reinterpret_cast`, `expand_shape`, `collapse_shape`, `view`,
//! `transpose`, `reshape`, `memory_space_cast`, `assume_alignment`, the base buffer of
//! `extract_strided_metadata`, a memref `arith.select`) are not: they alias their source, and
//! freeing any alias frees the base buffer (`memref.dealloc` of a view frees the descriptor's
//! allocated pointer). Every block other than the entry gets one i1 argument per *tracked*
//! memref it receives (a memref block argument, or a memref defined elsewhere and live on
//! entry, from `BlockLiveness`), and every branch passes the ownership of what it passes.
//!
//! **At the end of each block** the ownership claims the block holds (its ownership arguments,
//! the allocations and call results it defines) are resolved against the memrefs that live on
//! (the memref successor operands and the memrefs live out of the block): upstream's
//! `bufferization.dealloc (%held) if (%claims) retain (%live)` frees each claimed base buffer
//! at most once, unless a retained value aliases it, and returns, per retained value, whether
//! a claim moved to it. Where successors retain different sets (`cf.cond_br`, `cf.switch`), a
//! first dealloc before the terminator retains their union and a new block on each edge that
//! needs it frees what only the other edges keep. Most aliasing is decided statically (upstream's
//! `buffer-deallocation-simplification`, done here as the deallocs are built): the same base
//! value must alias; buffers of different alias classes (memrefs connected by views, selects
//! and branch arguments), a fresh allocation or call result of the block versus a buffer older
//! than it (a block argument, a value from another block) or another fresh one, and stack or
//! global buffers versus owned ones never alias. An unconditional claim
//! that aliases nothing kept becomes a plain `memref.dealloc` (the common case: an allocation
//! freed at the end of its block after its last use, or at a loop's exit); what stays
//! undecided is a `bufferization.dealloc` that the LLVM translation lowers to pointer compares
//! and a conditional `mlirc_free`.
//!
//! **Function boundaries.** Callees never take ownership of arguments and always return owned
//! buffers: at `func.return`, a memref that is not statically owned is copied into a fresh
//! buffer (unconditionally when it is statically not owned, else behind a `cf.cond_br` on its
//! ownership), with the memref's own offset, sizes and strides, as is a returned memref that
//! may alias one returned before it; so a C caller of an exported function owns what it gets
//! back (release with `mlirc_free`). Unranked memrefs, whose rank is unknown here, are the
//! exception: an unranked result is *borrowed* — returned as it is (never copied nor freed by
//! the function), and never freed by a caller (a leak if the function allocated it).
//!
//! **Conservative cases** (a leak rather than a wrong free): an alias class (see above) is left
//! alone entirely — none of its buffers freed by the pass, none of its returns copied — when it
//! contains an operand of an explicit `memref.dealloc` (the program manages those buffers
//! itself: existing deallocations keep working and are never doubled); an argument of a call
//! to a function that may free a block argument, directly or through further calls (it may
//! take the buffer over); a memref that an op the pass does not understand takes or returns (an
//! op with memref results other than those above, an op with unknown memory effects or a
//! `Free` effect, a terminator of a nested region); a result of a call to a function declared
//! but not defined here; or an allocation inside a nested region (run before
//! `convert-scf-to-cf`, the pass leaves the allocations inside `scf` regions alone). A
//! function with another terminator is left unchanged, as is one with no owned buffer and no
//! returned memref to copy.
//!
//! Cost: one walk for the alias classes (union-find), liveness once per function, and per
//! block work proportional to the memrefs it holds times those that live on (as upstream);
//! whether a callee frees an argument is found by walking it once per function processed. Ops
//! are created and changed through the rewriter; the ownership block arguments are added with
//! `Ir::add_block_arg` (as `convert-scf-to-cf` erases block arguments).

use crate::diag::Diagnostic;
use crate::dialects::build::{err, index_const, int_bin};
use crate::ir::dominance::BlockLiveness;
use crate::ir::fxhash::{FxHashMap, FxHashSet};
use crate::ir::interfaces::EffectKind;
use crate::ir::layout::{is_row_major, strides_and_offset};
use crate::ir::registry::TERMINATOR;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

/// View-like ops: result 0 aliases operand 0.
const VIEWS: &[&str] = &[
    "memref.cast",
    "memref.subview",
    "memref.reinterpret_cast",
    "memref.expand_shape",
    "memref.collapse_shape",
    "memref.view",
    "memref.transpose",
    "memref.reshape",
    "memref.memory_space_cast",
    "memref.assume_alignment",
    "memref.extract_strided_metadata",
];

const TERMINATORS: &[&str] = &["func.return", "cf.br", "cf.cond_br", "cf.switch"];

/// An ownership indicator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Own {
    Const(bool),
    Dyn(Value),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Alias {
    Must,
    May,
    No,
}

/// Where a block's tracked memref comes from.
#[derive(Clone, Copy)]
enum Slot {
    Arg(usize),
    LiveIn,
}

/// Alias classes and what is tracked, for one function.
struct Classes {
    parent: FxHashMap<Value, Value>,
    /// Each memref value's class representative (after `finish`).
    class: FxHashMap<Value, Value>,
    /// Values whose class has an owning root and nothing the pass cannot understand.
    tracked: FxHashSet<Value>,
    /// Representatives of the classes the pass leaves alone.
    bad_roots: FxHashSet<Value>,
    /// Whether some value is tracked.
    any_owned: bool,
}

impl Classes {
    fn find(&mut self, v: Value) -> Value {
        let mut x = v;
        loop {
            let p = *self.parent.entry(x).or_insert(x);
            if p == x {
                return x;
            }
            let gp = *self.parent.entry(p).or_insert(p);
            self.parent.insert(x, gp);
            x = p;
        }
    }
    fn union(&mut self, a: Value, b: Value) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra != rb {
            self.parent.insert(ra, rb);
        }
    }

    /// Builds the classes of `func`'s memrefs.
    fn new(ir: &Ir, func: Op) -> Classes {
        let mut c = Classes {
            parent: FxHashMap::default(),
            class: FxHashMap::default(),
            tracked: FxHashSet::default(),
            bad_roots: FxHashSet::default(),
            any_owned: false,
        };
        let mut owning = vec![];
        let mut bad = vec![];
        let is_mr = |v: Value| ir.ctx.is_memref(ir.value_ty(v));
        let table = ir.parent_op(func);
        let mut frees_args: FxHashMap<Op, bool> = FxHashMap::default();
        let mut walk_ops = vec![];
        ir.walk(func, &mut |o| {
            if o != func {
                walk_ops.push(o);
            }
        });
        for o in walk_ops {
            let top = ir.parent_op(o) == Some(func);
            for &r in ir.regions(o) {
                for b in ir.blocks(r) {
                    for &a in ir.args(b) {
                        if is_mr(a) {
                            c.find(a);
                        }
                    }
                }
            }
            let results: Vec<Value> = ir.results(o).iter().copied().filter(|&v| is_mr(v)).collect();
            let operands: Vec<Value> = ir.operands(o).iter().copied().filter(|&v| is_mr(v)).collect();
            for &v in results.iter().chain(&operands) {
                c.find(v);
            }
            let name = ir.op_name(o);
            match name {
                "memref.alloc" => {
                    if top {
                        owning.extend(results)
                    } else {
                        bad.extend(results)
                    }
                }
                "memref.alloca" | "memref.get_global" => {}
                _ if VIEWS.contains(&name) => {
                    if let (Some(&r), Some(&s)) = (ir.results(o).first(), ir.operands(o).first()) {
                        c.union(r, s);
                    }
                }
                "arith.select" if !results.is_empty() => {
                    for &s in &operands {
                        c.union(results[0], s);
                    }
                }
                "func.call" => {
                    let callee = ir
                        .attr(o, "callee")
                        .and_then(|a| ir.ctx.as_symbol_ref(a))
                        .and_then(|(root, nested)| table.and_then(|t| symbols::lookup_symbol(ir, t, root, nested)));
                    let defined =
                        callee.is_some_and(|f| ir.regions(f).first().is_some_and(|&r| !ir.region_is_empty(r)));
                    // A callee that frees (what may be) an argument takes the buffer over.
                    if let Some(f) = callee.filter(|_| defined && !operands.is_empty()) {
                        if frees_an_argument(ir, f, &mut frees_args) {
                            bad.extend(operands.iter().copied());
                        }
                    }
                    // Unranked results are never owned (see the module doc).
                    let (ranked, unranked): (Vec<Value>, Vec<Value>) =
                        results.iter().partition(|&&v| ir.ctx.shape(ir.value_ty(v)).is_some());
                    bad.extend(unranked);
                    if top && defined {
                        owning.extend(ranked)
                    } else if !ranked.is_empty() {
                        // An external function might return (a view of) an argument.
                        bad.extend(ranked);
                        bad.extend(operands);
                    }
                }
                "func.return" if top => {}
                _ if top && ir.def(o).interfaces.branch.is_some() => {
                    for (i, &s) in ir.successors(o).iter().enumerate() {
                        let ops = ir.successor_operands(o, i).unwrap_or(&[]);
                        for (&v, &a) in ops.iter().zip(ir.args(s)) {
                            if is_mr(v) {
                                c.union(v, a);
                            }
                        }
                    }
                }
                _ => {
                    let understood = results.is_empty()
                        && (operands.is_empty()
                            || (ir.def(o).traits & TERMINATOR == 0
                                && ir.memory_effects(o).is_some_and(|e| e.iter().all(|e| e.kind != EffectKind::Free))));
                    if !understood {
                        bad.extend(results);
                        bad.extend(operands);
                    }
                }
            }
        }
        let bad_roots: FxHashSet<Value> = bad.into_iter().map(|v| c.find(v)).collect();
        let owning_roots: FxHashSet<Value> =
            owning.into_iter().map(|v| c.find(v)).filter(|r| !bad_roots.contains(r)).collect();
        c.any_owned = !owning_roots.is_empty();
        let values: Vec<Value> = c.parent.keys().copied().collect();
        for v in values {
            let r = c.find(v);
            c.class.insert(v, r);
            if owning_roots.contains(&r) {
                c.tracked.insert(v);
            }
        }
        c.bad_roots = bad_roots;
        c
    }
}

/// Whether `f` may free a buffer it received: a `memref.dealloc` of a block argument (or of a
/// view of one), or such an argument passed to a call of a function that may (memoized in
/// `memo`; a function being examined counts by its own deallocations, which ends recursion).
fn frees_an_argument(ir: &Ir, f: Op, memo: &mut FxHashMap<Op, bool>) -> bool {
    if let Some(&b) = memo.get(&f) {
        return b;
    }
    memo.insert(f, false);
    let table = ir.parent_op(f);
    let from_arg = |v: Value| matches!(ir.value_def(Cx::base(ir, v)), ValueDef::Arg(..));
    let mut deallocs = false;
    let mut calls = vec![];
    ir.walk(f, &mut |o| match ir.op_name(o) {
        "memref.dealloc" => deallocs |= from_arg(ir.operand(o, 0)),
        "func.call" if ir.operands(o).iter().any(|&v| ir.ctx.is_memref(ir.value_ty(v)) && from_arg(v)) => calls.push(o),
        _ => {}
    });
    memo.insert(f, deallocs);
    let mut found = deallocs;
    for c in calls {
        if found {
            break;
        }
        let callee = ir
            .attr(c, "callee")
            .and_then(|a| ir.ctx.as_symbol_ref(a))
            .and_then(|(root, nested)| table.and_then(|t| symbols::lookup_symbol(ir, t, root, nested)));
        found = callee.is_some_and(|g| frees_an_argument(ir, g, memo));
    }
    memo.insert(f, found);
    found
}

/// The state of the rewrite of one function.
struct Cx {
    classes: Classes,
}

impl Cx {
    fn tracked(&self, v: Value) -> bool {
        self.classes.tracked.contains(&v)
    }
    /// Whether `v` is in a class the pass leaves alone (see the module doc).
    fn left_alone(&self, v: Value) -> bool {
        self.classes.class.get(&v).is_none_or(|r| self.classes.bad_roots.contains(r))
    }

    /// The buffer value `v` is a view of (through view ops).
    fn base(ir: &Ir, mut v: Value) -> Value {
        loop {
            match ir.defining_op(v) {
                Some(d) if VIEWS.contains(&ir.op_name(d)) && ir.results(d).first() == Some(&v) => v = ir.operand(d, 0),
                _ => return v,
            }
        }
    }

    /// Whether base `v` is a new buffer made by an op of `blk` (so distinct from every buffer
    /// alive before it, and from every other base made after it): an allocation, or a result
    /// of a call that hands over a buffer it owns.
    fn fresh(&self, ir: &Ir, v: Value, blk: Block) -> bool {
        ir.defining_op(v).is_some_and(|d| {
            ir.parent_block(d) == Some(blk)
                && match ir.op_name(d) {
                    "memref.alloc" => true,
                    "func.call" => self.tracked(v),
                    _ => false,
                }
        })
    }

    /// Whether base `v` is stack or global memory, which no claim is ever on.
    fn non_heap(ir: &Ir, v: Value) -> bool {
        ir.defining_op(v).is_some_and(|d| matches!(ir.op_name(d), "memref.alloca" | "memref.get_global"))
    }

    /// Whether `a` and `b` (both alive at the end of `blk`) may be views of one buffer.
    fn alias(&self, ir: &Ir, a: Value, b: Value, blk: Block) -> Alias {
        let (ra, rb) = (Self::base(ir, a), Self::base(ir, b));
        if ra == rb {
            return Alias::Must;
        }
        if Self::non_heap(ir, ra) || Self::non_heap(ir, rb) {
            return Alias::No;
        }
        // A fresh buffer differs from every buffer older than it (made before the block) and
        // from every other fresh one; not necessarily from something the block derives from
        // it (an `arith.select`, say).
        let independent =
            |v: Value| ir.defining_op(v).is_none_or(|d| ir.parent_block(d) != Some(blk)) || self.fresh(ir, v, blk);
        if (self.fresh(ir, ra, blk) && independent(rb)) || (self.fresh(ir, rb, blk) && independent(ra)) {
            return Alias::No;
        }
        match (self.classes.class.get(&ra), self.classes.class.get(&rb)) {
            (Some(x), Some(y)) if x != y => Alias::No,
            _ => Alias::May,
        }
    }

    /// Frees the claims `held` that no value of `retained` keeps, at the rewriter's insertion
    /// point, and returns the ownership of each retained value afterwards.
    fn dealloc(&self, rw: &mut Rewriter, held: &[(Value, Own)], retained: &[Value], blk: Block) -> Vec<Own> {
        let mut out = vec![Own::Const(false); retained.len()];
        let mut kept: Vec<(Value, Own)> = vec![];
        for &(d, c) in held {
            if c == Own::Const(false) {
                continue;
            }
            match retained.iter().position(|&r| self.alias(rw.ir, d, r, blk) == Alias::Must) {
                // The claim moves to the retained value.
                Some(j) => out[j] = or(rw, out[j], c),
                None => kept.push((d, c)),
            }
        }
        let may_r: Vec<usize> = (0..retained.len())
            .filter(|&j| kept.iter().any(|&(d, _)| self.alias(rw.ir, d, retained[j], blk) == Alias::May))
            .collect();
        let mut cond: Vec<(Value, Own)> = vec![];
        let mut plain = vec![];
        for (i, &(d, c)) in kept.iter().enumerate() {
            let alone = may_r.iter().all(|&j| self.alias(rw.ir, d, retained[j], blk) == Alias::No)
                && kept.iter().enumerate().all(|(k, &(e, _))| k == i || self.alias(rw.ir, d, e, blk) == Alias::No);
            if alone && c == Own::Const(true) {
                plain.push(d);
            } else {
                cond.push((d, c));
            }
        }
        for d in plain {
            rw.create("memref.dealloc", vec![d], &[], vec![], vec![]);
        }
        if !cond.is_empty() {
            let may_r: Vec<usize> = may_r
                .into_iter()
                .filter(|&j| cond.iter().any(|&(d, _)| self.alias(rw.ir, d, retained[j], blk) == Alias::May))
                .collect();
            let mut operands: Vec<Value> = cond.iter().map(|&(d, _)| d).collect();
            for &(_, c) in &cond {
                operands.push(value(rw, c));
            }
            operands.extend(may_r.iter().map(|&j| retained[j]));
            let seg = rw.ir.ctx.dense_i32_array(&[cond.len() as i64, cond.len() as i64, may_r.len() as i64]);
            let i1 = rw.ir.ctx.int_ty(1);
            let op = rw.create(
                "bufferization.dealloc",
                operands,
                &vec![i1; may_r.len()],
                vec![("operandSegmentSizes", seg)],
                vec![],
            );
            for (k, &j) in may_r.iter().enumerate() {
                let r = rw.ir.result(op, k);
                out[j] = or(rw, out[j], Own::Dyn(r));
            }
        }
        out
    }
}

/// The i1 value of `o`.
fn value(rw: &mut Rewriter, o: Own) -> Value {
    match o {
        Own::Dyn(v) => v,
        Own::Const(b) => {
            let i1 = rw.ir.ctx.int_ty(1);
            let a = rw.ir.ctx.bool_attr(b);
            rw.create_value("arith.constant", vec![], i1, vec![("value", a)])
        }
    }
}

fn or(rw: &mut Rewriter, a: Own, b: Own) -> Own {
    match (a, b) {
        (Own::Const(true), _) | (_, Own::Const(true)) => Own::Const(true),
        (Own::Const(false), x) | (x, Own::Const(false)) => x,
        (Own::Dyn(x), Own::Dyn(y)) if x == y => a,
        (Own::Dyn(x), Own::Dyn(y)) => {
            let t = rw.ir.value_ty(x);
            Own::Dyn(rw.create_value("arith.ori", vec![x, y], t, vec![]))
        }
    }
}

/// A fresh buffer with `r`'s contents, type and layout (offset and strides too), at the
/// insertion point; `None` for a layout that is not strided.
fn copy_of(rw: &mut Rewriter, r: Value) -> Option<Value> {
    let t = rw.ir.value_ty(r);
    let TypeKind::MemRef { shape, elem, space, .. } = rw.ir.ctx.type_kind(t).clone() else { return None };
    let (strides, offset) = strides_and_offset(&rw.ir.ctx, t)?;
    let index = rw.ir.ctx.index_ty();
    if is_row_major(&rw.ir.ctx, t) || (!strides.contains(&DYNAMIC) && offset != DYNAMIC) {
        let mut dyns = vec![];
        for (i, &s) in shape.iter().enumerate() {
            if s == DYNAMIC {
                let c = index_const(rw, i as i64);
                dyns.push(rw.create_value("memref.dim", vec![r, c], index, vec![]));
            }
        }
        let seg = rw.ir.ctx.dense_i32_array(&[dyns.len() as i64, 0]);
        let n = rw.create_value("memref.alloc", dyns, t, vec![("operandSegmentSizes", seg)]);
        rw.create("memref.copy", vec![r, n], &[], vec![], vec![]);
        return Some(n);
    }
    // A dynamic layout: a flat buffer spanning the view, seen through `r`'s own offset, sizes
    // and strides (offset + 1 + sum of max(size - 1, 0) * stride elements).
    let rank = shape.len();
    let base_t = rw.ir.ctx.ty(TypeKind::MemRef { shape: vec![], elem, layout: None, space });
    let mut tys = vec![base_t];
    tys.extend(std::iter::repeat_n(index, 1 + 2 * rank));
    let md = rw.create("memref.extract_strided_metadata", vec![r], &tys, vec![], vec![]);
    let md_off = rw.ir.result(md, 1);
    let md_sizes: Vec<Value> = (0..rank).map(|i| rw.ir.result(md, 2 + i)).collect();
    let md_strides: Vec<Value> = (0..rank).map(|i| rw.ir.result(md, 2 + rank + i)).collect();
    let (zero, one) = (index_const(rw, 0), index_const(rw, 1));
    let mut extent = int_bin(rw, "arith.addi", md_off, one);
    for i in 0..rank {
        let m = int_bin(rw, "arith.subi", md_sizes[i], one);
        let m = rw.create_value("arith.maxsi", vec![m, zero], index, vec![]);
        let p = int_bin(rw, "arith.muli", m, md_strides[i]);
        extent = int_bin(rw, "arith.addi", extent, p);
    }
    let flat_t = rw.ir.ctx.ty(TypeKind::MemRef { shape: vec![DYNAMIC], elem, layout: None, space });
    let seg = rw.ir.ctx.dense_i32_array(&[1, 0]);
    let flat = rw.create_value("memref.alloc", vec![extent], flat_t, vec![("operandSegmentSizes", seg)]);
    let mut operands = vec![flat];
    let pick = |stat: i64, dynv: Value, ops: &mut Vec<Value>| {
        if stat == DYNAMIC {
            ops.push(dynv);
        }
    };
    pick(offset, md_off, &mut operands);
    let n_off = operands.len() - 1;
    for i in 0..rank {
        pick(shape[i], md_sizes[i], &mut operands);
    }
    let n_sizes = operands.len() - 1 - n_off;
    for i in 0..rank {
        pick(strides[i], md_strides[i], &mut operands);
    }
    let n_strides = operands.len() - 1 - n_off - n_sizes;
    let seg = rw.ir.ctx.dense_i32_array(&[1, n_off as i64, n_sizes as i64, n_strides as i64]);
    let so = rw.ir.ctx.dense_i64_array(&[offset]);
    let ss = rw.ir.ctx.dense_i64_array(&shape);
    let st = rw.ir.ctx.dense_i64_array(&strides);
    let c = rw.create_value(
        "memref.reinterpret_cast",
        operands,
        t,
        vec![("operandSegmentSizes", seg), ("static_offsets", so), ("static_sizes", ss), ("static_strides", st)],
    );
    rw.create("memref.copy", vec![r, c], &[], vec![], vec![]);
    Some(c)
}

pub fn run(ir: &mut Ir, func: Op) -> Result<(), Vec<Diagnostic>> {
    let Some(&region) = ir.regions(func).first() else { return Ok(()) };
    let blocks: Vec<Block> = ir.blocks(region).collect();
    if blocks.is_empty() {
        return Ok(());
    }
    for &b in &blocks {
        match ir.terminator(b) {
            Some(t) if TERMINATORS.contains(&ir.op_name(t)) => {}
            _ => return Ok(()),
        }
    }
    let classes = Classes::new(ir, func);
    let cx = Cx { classes };
    // Nothing to free and nothing returned that must be copied: nothing to do.
    let returns_unowned = blocks.iter().any(|&b| {
        let t = ir.terminator(b).expect("checked above");
        ir.op_name(t) == "func.return"
            && ir.operands(t).iter().any(|&v| {
                let ty = ir.value_ty(v);
                ir.ctx.is_memref(ty) && ir.ctx.shape(ty).is_some() && !cx.tracked(v) && !cx.left_alone(v)
            })
    });
    if !cx.classes.any_owned && !returns_unowned {
        return Ok(());
    }
    let Some(live) = BlockLiveness::compute(ir, region) else { return Ok(()) };

    // Ownership arguments: per block, the tracked memrefs it receives.
    let i1 = ir.ctx.int_ty(1);
    let mut incoming: FxHashMap<Block, Vec<(Value, Slot, Value)>> = FxHashMap::default();
    for &b in &blocks[1..] {
        let mut list = vec![];
        let args = ir.args(b).to_vec();
        for (i, &a) in args.iter().enumerate() {
            if cx.tracked(a) {
                list.push((a, Slot::Arg(i)));
            }
        }
        for v in live.live_in(b) {
            if cx.tracked(v) && !args.contains(&v) {
                list.push((v, Slot::LiveIn));
            }
        }
        let with_args = list.into_iter().map(|(v, s)| (v, s, ir.add_block_arg(b, i1))).collect();
        incoming.insert(b, with_args);
    }

    let loc = ir.loc(func);
    let mut rw = Rewriter::new(ir, loc);
    for &b in &blocks {
        let mut held: Vec<(Value, Own)> =
            incoming.get(&b).map(|l| l.iter().map(|&(v, _, o)| (v, Own::Dyn(o))).collect()).unwrap_or_default();
        let ops: Vec<Op> = rw.ir.ops(b).collect();
        for &o in &ops {
            if matches!(rw.ir.op_name(o), "memref.alloc" | "func.call") {
                for &r in rw.ir.results(o) {
                    if cx.tracked(r) {
                        held.push((r, Own::Const(true)));
                    }
                }
            }
        }
        let t = *ops.last().expect("a block with a terminator");
        rw.loc = rw.ir.loc(t);
        if rw.ir.op_name(t) == "func.return" {
            lower_return(&mut rw, &cx, b, t, &held).map_err(|d| vec![d])?;
        } else {
            lower_branch(&mut rw, &cx, b, t, &held, &incoming);
        }
    }
    Ok(())
}

fn lower_return(rw: &mut Rewriter, cx: &Cx, b: Block, t: Op, held: &[(Value, Own)]) -> Result<(), Diagnostic> {
    let own_of = |v: Value| held.iter().find(|&&(h, _)| h == v).map(|&(_, o)| o).unwrap_or(Own::Const(false));
    let mut t_block = b;
    let n = rw.ir.operands(t).len();
    for k in 0..n {
        let r = rw.ir.operand(t, k);
        let ty = rw.ir.value_ty(r);
        if rw.ir.ctx.shape(ty).is_none() || !rw.ir.ctx.is_memref(ty) || (!cx.tracked(r) && cx.left_alone(r)) {
            continue;
        }
        // Two results must not share a claim: a result that may alias an earlier one is copied.
        let dup = (0..k).any(|j| {
            let e = rw.ir.operand(t, j);
            cx.tracked(r) && rw.ir.ctx.is_memref(rw.ir.value_ty(e)) && cx.alias(rw.ir, e, r, b) != Alias::No
        });
        let own = if dup || !cx.tracked(r) { Own::Const(false) } else { own_of(r) };
        if own == Own::Const(true) {
            continue;
        }
        rw.set_insertion_point_before(t);
        match own {
            Own::Const(_) => {
                let Some(c) = copy_of(rw, r) else {
                    return Err(err(rw.ir, t, "returns a memref it may not own, of a type that cannot be copied"));
                };
                rw.set_operand(t, k, c);
            }
            Own::Dyn(o) => {
                // ^b: cond_br %own, ^ret(%r), ^copy;  ^copy: %c = copy; br ^ret(%c);  ^ret(%x): return
                let ty = rw.ir.value_ty(r);
                let ret = rw.split_block(t_block, Some(t));
                let x = rw.ir.add_block_arg(ret, ty);
                let region = rw.ir.block_region(ret).expect("a block in a region");
                let copy = rw.create_block(region, Some(ret), &[]);
                rw.set_insertion_point_to_start(copy);
                let Some(c) = copy_of(rw, r) else {
                    return Err(err(rw.ir, t, "returns a memref it may not own, of a type that cannot be copied"));
                };
                crate::dialects::build::br(rw, ret, vec![c]);
                rw.set_insertion_point_to_end(t_block);
                crate::dialects::build::cond_br(rw, o, ret, vec![r], copy, vec![]);
                rw.set_operand(t, k, x);
                t_block = ret;
            }
        }
    }
    rw.set_insertion_point_before(t);
    let retained: Vec<Value> =
        rw.ir.operands(t).iter().copied().filter(|&v| rw.ir.ctx.is_memref(rw.ir.value_ty(v))).collect();
    cx.dealloc(rw, held, &retained, b);
    Ok(())
}

fn lower_branch(
    rw: &mut Rewriter,
    cx: &Cx,
    b: Block,
    t: Op,
    held: &[(Value, Own)],
    incoming: &FxHashMap<Block, Vec<(Value, Slot, Value)>>,
) {
    let succs = rw.ir.successors(t).to_vec();
    let edge_ops: Vec<Vec<Value>> =
        (0..succs.len()).map(|i| rw.ir.successor_operands(t, i).unwrap_or(&[]).to_vec()).collect();
    // What each edge keeps: per tracked slot of the successor, the value passed.
    let passed: Vec<Vec<Value>> = succs
        .iter()
        .zip(&edge_ops)
        .map(|(s, ops)| {
            incoming
                .get(s)
                .map(|l| {
                    l.iter()
                        .map(|&(v, slot, _)| match slot {
                            Slot::Arg(k) => ops[k],
                            Slot::LiveIn => v,
                        })
                        .collect()
                })
                .unwrap_or_default()
        })
        .collect();
    let mut union: Vec<Value> = vec![];
    for p in &passed {
        for &v in p {
            if !union.contains(&v) {
                union.push(v);
            }
        }
    }
    rw.set_insertion_point_before(t);
    let owns = cx.dealloc(rw, held, &union, b);
    let after: Vec<(Value, Own)> = union.iter().copied().zip(owns).collect();
    let branch = rw.ir.def(t).interfaces.branch.expect("a branch op");
    let region = rw.ir.block_region(b).expect("a block in a region");
    for (i, &s) in succs.iter().enumerate() {
        let keep = &passed[i];
        let extra = after.iter().any(|&(v, o)| o != Own::Const(false) && !keep.contains(&v));
        let (owns, edge): (Vec<Own>, Option<Block>) = if extra {
            // A block on this edge frees what only the other edges keep.
            let e = rw.create_block(region, rw.ir.next_block(b), &[]);
            rw.set_insertion_point_to_end(e);
            (cx.dealloc(rw, &after, keep, b), Some(e))
        } else {
            (keep.iter().map(|v| after.iter().find(|&&(a, _)| a == *v).map(|&(_, o)| o).unwrap()).collect(), None)
        };
        let mut ops = edge_ops[i].clone();
        for o in owns {
            ops.push(value(rw, o));
        }
        match edge {
            Some(e) => {
                crate::dialects::build::br(rw, s, ops);
                rw.modify_in_place(t, |ir| {
                    ir.set_successor(t, i, e);
                    (branch.set_successor_operands)(ir, t, i, vec![]);
                });
            }
            None => {
                rw.modify_in_place(t, |ir| (branch.set_successor_operands)(ir, t, i, ops));
            }
        }
        rw.set_insertion_point_before(t);
    }
}
