//! Folders and canonicalization patterns of the `scf` ops, as upstream's `SCF.cpp`:
//!
//! - `scf.if`: a constant condition inlines the region taken (`RemoveStaticCondition`);
//!   unused results go (`RemoveUnusedResults`); results whose yielded values are defined
//!   outside become `arith.select`s (`ConvertTrivialIfToSelect`); results yielding the same
//!   value on both sides, or `true`/`false` constants, become that value or the condition
//!   (`ReplaceIfYieldWithConditionOrValue`); an "else" holding only a `scf.yield` goes
//!   (`RemoveEmptyElseBranch`); uses of the condition inside become constants
//!   (`ConditionPropagation`); consecutive `scf.if`s on one condition merge (`CombineIfs`).
//!   The folder turns `if (c xor true)` into `if c` with the regions swapped.
//! - `scf.for`: a known trip count of 0 gives the inits, of 1 the inlined body, and an empty
//!   body yielding values from outside gives those values (`SimplifyTrivialLoops`);
//!   iteration arguments that are loop-invariant (yielded unchanged, or re-yielding their
//!   init) or unused with an unused result go (`ForOpIterArgsFolder`).
//! - `scf.while`: the condition's value in "after" (`WhileConditionTruth`, `WhileCmpCond`),
//!   unused results and arguments (`WhileUnusedResult`, `WhileRemoveUnusedArgs`),
//!   loop-invariant arguments and forwarded values (`RemoveLoopInvariantArgsFromBeforeBlock`,
//!   `RemoveLoopInvariantValueYielded`), duplicated results
//!   (`WhileRemoveDuplicatedResults`), results in the order of the "before" arguments
//!   (`WhileOpAlignBeforeArgs`).
//! - `scf.execute_region`: inlined when single-block, or into a function body as blocks
//!   (unless `no_inline`).
//! - `scf.index_switch`: a constant operand inlines the case taken; unused results go.
//! - `scf.parallel`: dimensions of one iteration are dropped (all of them: the body and the
//!   reductions are inlined), a dimension of none gives the inits.
//!
//! Left out from upstream: `CombineNestedIfs`, `ForOpTensorCastFolder`,
//! `MergeNestedParallelLoops`, and the `scf.forall` patterns (tensor-level). Deliberate
//! differences: trip counts are computed exactly (upstream subtracts the bounds in their
//! width, so e.g. `i8` bounds `-100 to 100` count no iteration), and a loop whose last step
//! would wrap around the bounds' type is left alone; an `scf.while` whose condition is a
//! constant false is replaced by its "before" region run once (upstream keeps it).

use crate::ir::registry::CONSTANT_LIKE;
use crate::ir::rewrite::{Folded, Pattern, Rewriter};
use crate::ir::*;

/// Upstream lists these alphabetically (so `ConvertTrivialIfToSelect` comes first and
/// `arith.select`'s folders finish the job); here the ones that need no folding of the ops
/// they create come first. The fixed point is the same.
pub static IF: &[&dyn Pattern] = &[
    &RemoveStaticCondition,
    &RemoveUnusedResults,
    &ReplaceIfYieldWithConditionOrValue,
    &ConvertTrivialIfToSelect,
    &RemoveEmptyElseBranch,
    &ConditionPropagation,
    &CombineIfs,
];
pub static FOR: &[&dyn Pattern] = &[&ForOpIterArgsFolder, &SimplifyTrivialLoops];
pub static WHILE: &[&dyn Pattern] = &[
    &WhileConstantFalse,
    &RemoveLoopInvariantArgsFromBeforeBlock,
    &RemoveLoopInvariantValueYielded,
    &WhileConditionTruth,
    &WhileCmpCond,
    &WhileUnusedResult,
    &WhileRemoveDuplicatedResults,
    &WhileRemoveUnusedArgs,
    &WhileOpAlignBeforeArgs,
];
pub static EXECUTE_REGION: &[&dyn Pattern] = &[&SingleBlockExecuteInliner, &MultiBlockExecuteInliner];
pub static INDEX_SWITCH: &[&dyn Pattern] = &[&FoldConstantCase, &IndexSwitchRemoveUnusedResults];
pub static PARALLEL: &[&dyn Pattern] = &[&ParallelOpSingleOrZeroIterationDimsFolder];

// ----- helpers -----

/// The integer value of `v` when a constant-like op defines it (sign-extended: an `i1` true
/// reads -1).
fn const_int(ir: &Ir, v: Value) -> Option<i128> {
    let d = ir.defining_op(v)?;
    if !ir.def(d).has(CONSTANT_LIKE) {
        return None;
    }
    match ir.ctx.attr_kind(ir.attr(d, "value")?) {
        AttrKind::Int { value, .. } => Some(*value),
        _ => None,
    }
}

/// The value of `v` when it is a constant `i1`.
fn const_bool(ir: &Ir, v: Value) -> Option<bool> {
    if ir.ctx.int_width(ir.value_ty(v)) != Some(1) {
        return None;
    }
    const_int(ir, v).map(|c| c != 0)
}

/// The entry block of region `ri` of `op`.
fn block(ir: &Ir, op: Op, ri: usize) -> Option<Block> {
    ir.regions(op).get(ri).and_then(|&r| ir.entry_block(r))
}

/// The terminator of the entry block of region `ri` of `op`, and its operands.
fn terminator(ir: &Ir, op: Op, ri: usize) -> Option<(Op, Vec<Value>)> {
    let t = ir.terminator(block(ir, op, ri)?)?;
    Some((t, ir.operands(t).to_vec()))
}

/// `arith.constant <b> : i1` before the rewriter's insertion point.
fn bool_const(rw: &mut Rewriter, b: bool) -> Value {
    let i1 = rw.ir.ctx.int_ty(1);
    let a = rw.ir.ctx.bool_attr(b);
    rw.create_value("arith.constant", vec![], i1, vec![("value", a)])
}

/// Moves the ops of `b` (a region's only block, ending in a terminator whose operands are
/// `op`'s new values) before `op`, its arguments replaced by `args`, and replaces `op` by
/// those values (upstream's `replaceOpWithRegion`).
fn replace_op_with_block(rw: &mut Rewriter, op: Op, b: Block, args: &[Value]) {
    let Some(t) = rw.ir.terminator(b) else { return };
    rw.inline_block_before(b, op, args);
    // Read after inlining: yielded block arguments are replaced by `args` now.
    let vals = rw.ir.operands(t).to_vec();
    rw.erase_op(t);
    rw.replace_op(op, &vals);
}

/// A new op like `op` (same name, properties and attributes) with `operands` and
/// `result_types`, before `op`, taking over `op`'s regions.
fn recreate(rw: &mut Rewriter, op: Op, operands: Vec<Value>, result_types: &[Type]) -> Op {
    let old: Vec<Region> = rw.ir.regions(op).to_vec();
    let regions: Vec<Region> = old.iter().map(|_| rw.ir.new_region()).collect();
    let name = rw.ir.op_name(op).to_string();
    rw.set_insertion_point_before(op);
    let new = rw.create(&name, operands, result_types, vec![], regions.clone());
    let (props, attrs) = (rw.ir.props(op).to_vec(), rw.ir.attrs(op).to_vec());
    rw.ir.set_props(new, props);
    rw.ir.set_attrs(new, attrs);
    for (&o, &n) in old.iter().zip(&regions) {
        rw.inline_region_before(o, n, None);
    }
    new
}

/// Replaces `op`: result `i` by `vals[i]`, or left alone when `None` (it must be unused).
fn replace_results(rw: &mut Rewriter, op: Op, vals: &[Option<Value>]) {
    let results = rw.ir.results(op).to_vec();
    let vals: Vec<Value> = results.iter().zip(vals).map(|(&r, v)| v.unwrap_or(r)).collect();
    rw.replace_op(op, &vals);
}

/// Sets the operands of `op` (reported as a modification).
fn set_operands(rw: &mut Rewriter, op: Op, vals: Vec<Value>) {
    rw.modify_in_place(op, |ir| ir.set_operands(op, vals));
}

/// Erases the arguments of `b` at `indices` (unused by now), highest first.
fn erase_args(ir: &mut Ir, b: Block, indices: &[usize]) {
    let mut idx = indices.to_vec();
    idx.sort_unstable();
    for &i in idx.iter().rev() {
        let _ = ir.erase_block_arg(b, i);
    }
}

/// Keeps the entries of `v` whose index is in `keep`.
fn filter<T: Copy>(v: &[T], keep: &[bool]) -> Vec<T> {
    v.iter().zip(keep).filter(|(_, &k)| k).map(|(&x, _)| x).collect()
}

// ----- trip counts -----

/// The number of iterations of a loop from `lb` to `ub` by `step` (comparing unsigned when
/// `unsigned`), when known: none when the bounds are the same value or a constant upper bound
/// is not above a constant lower bound; none when the constant step is not positive (upstream
/// deems such loops to run no iteration); else exact from constant bounds and step, unless
/// the step after the last iteration would overflow the type (the loop would wrap around).
pub fn trip_count(ir: &Ir, lb: Value, ub: Value, step: Value, unsigned: bool) -> Option<u128> {
    if lb == ub {
        return Some(0);
    }
    let ty = ir.value_ty(lb);
    let width = if ir.ctx.is_index(ty) { 64 } else { ir.ctx.int_width(ty)? };
    let s = const_int(ir, step);
    if s.is_some_and(|s| s <= 0) {
        return Some(0);
    }
    if width > 64 {
        return None;
    }
    let read = |v: Value| const_int(ir, v).map(|c| if unsigned && c < 0 { c + (1i128 << width) } else { c });
    let (l, u) = (read(lb)?, read(ub)?);
    if u <= l {
        return Some(0);
    }
    let s = s?;
    let n = (u - l + s - 1) / s;
    let max = if unsigned { (1i128 << width) - 1 } else { (1i128 << (width - 1)) - 1 };
    if l + n * s > max {
        return None;
    }
    Some(n as u128)
}

fn for_trip_count(ir: &Ir, op: Op) -> Option<u128> {
    let o = ir.operands(op);
    if o.len() < 3 {
        return None;
    }
    trip_count(ir, o[0], o[1], o[2], ir.prop(op, "unsignedCmp").is_some())
}

// ----- scf.if -----

/// `scf.if (c xor true)` with an "else": `scf.if c` with the regions swapped.
pub fn fold_if(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let regions = ir.regions(op).to_vec();
    let (Some(then_b), Some(else_b)) = (block(ir, op, 0), block(ir, op, 1)) else { return Folded::Failed };
    let Some(x) = ir.operands(op).first().and_then(|&c| ir.defining_op(c)) else { return Folded::Failed };
    if ir.op_name(x) != "arith.xori" || ir.operands(x).len() != 2 || const_bool(ir, ir.operand(x, 1)) != Some(true) {
        return Folded::Failed;
    }
    let c = ir.operand(x, 0);
    ir.set_operand(op, 0, c);
    ir.move_block(then_b, regions[1], None);
    ir.move_block(else_b, regions[0], None);
    Folded::InPlace
}

/// `scf.if` on a constant: the region taken, inlined (or nothing).
struct RemoveStaticCondition;

impl Pattern for RemoveStaticCondition {
    fn name(&self) -> &'static str {
        "RemoveStaticCondition"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(c) = ir.operands(op).first().and_then(|&c| const_bool(ir, c)) else { return false };
        match block(ir, op, if c { 0 } else { 1 }) {
            Some(b) => replace_op_with_block(rw, op, b, &[]),
            None if ir.results(op).is_empty() => rw.erase_op(op),
            None => return false,
        }
        true
    }
}

/// Recreates region op `op` (`scf.if`, `scf.index_switch`) without its unused results: the
/// new op takes over the regions, whose terminators stop yielding those values. Returns
/// whether any result was unused.
fn remove_unused_results(rw: &mut Rewriter, op: Op) -> bool {
    let ir = &*rw.ir;
    let keep: Vec<bool> = ir.results(op).iter().map(|&r| !ir.use_empty(r)).collect();
    if keep.iter().all(|&k| k) {
        return false;
    }
    let types = filter(&ir.result_types(op), &keep);
    let operands = ir.operands(op).to_vec();
    let new = recreate(rw, op, operands, &types);
    for ri in 0..rw.ir.regions(new).len() {
        if let Some((y, vals)) = terminator(rw.ir, new, ri) {
            set_operands(rw, y, filter(&vals, &keep));
        }
    }
    let mut k = 0;
    let vals: Vec<Option<Value>> = keep
        .iter()
        .map(|&kept| {
            kept.then(|| {
                k += 1;
                rw.ir.result(new, k - 1)
            })
        })
        .collect();
    replace_results(rw, op, &vals);
    true
}

/// Unused results of `scf.if` go (a new `scf.if` takes over the regions).
struct RemoveUnusedResults;

impl Pattern for RemoveUnusedResults {
    fn name(&self) -> &'static str {
        "RemoveUnusedResults"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        remove_unused_results(rw, op)
    }
}

/// Results of `scf.if` whose yielded values are both defined outside it become
/// `arith.select`s (or the value itself when it is the same on both sides).
struct ConvertTrivialIfToSelect;

impl Pattern for ConvertTrivialIfToSelect {
    fn name(&self) -> &'static str {
        "ConvertTrivialIfToSelect"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        if ir.results(op).is_empty() {
            return false;
        }
        let regions = ir.regions(op).to_vec();
        let (Some((_, t)), Some((_, e))) = (terminator(ir, op, 0), terminator(ir, op, 1)) else { return false };
        let inside: Vec<bool> = t
            .iter()
            .zip(&e)
            .map(|(&a, &b)| ir.value_region(a) == Some(regions[0]) || ir.value_region(b) == Some(regions[1]))
            .collect();
        if inside.iter().all(|&x| x) {
            return false;
        }
        let types = filter(&ir.result_types(op), &inside);
        let cond = ir.operand(op, 0);
        let new = recreate(rw, op, vec![cond], &types);
        rw.set_insertion_point_before(new);
        let mut vals = vec![];
        let mut k = 0;
        for (i, &ins) in inside.iter().enumerate() {
            if ins {
                vals.push(Some(rw.ir.result(new, k)));
                k += 1;
            } else if t[i] == e[i] {
                vals.push(Some(t[i]));
            } else {
                let ty = rw.ir.value_ty(t[i]);
                vals.push(Some(rw.create_value("arith.select", vec![cond, t[i], e[i]], ty, vec![])));
            }
        }
        for (ri, ys) in [(0, &t), (1, &e)] {
            if let Some((y, _)) = terminator(rw.ir, new, ri) {
                set_operands(rw, y, filter(ys, &inside));
            }
        }
        replace_results(rw, op, &vals);
        true
    }
}

/// Results of `scf.if` yielding one value on both sides become that value; yielding
/// `true`/`false` (or `false`/`true`), the condition (or its negation).
struct ReplaceIfYieldWithConditionOrValue;

impl Pattern for ReplaceIfYieldWithConditionOrValue {
    fn name(&self) -> &'static str {
        "ReplaceIfYieldWithConditionOrValue"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        if ir.results(op).is_empty() {
            return false;
        }
        let (Some((_, t)), Some((_, e))) = (terminator(ir, op, 0), terminator(ir, op, 1)) else { return false };
        let results = ir.results(op).to_vec();
        let cond = ir.operand(op, 0);
        let mut changed = false;
        for (i, &r) in results.iter().enumerate() {
            if rw.ir.use_empty(r) {
                continue;
            }
            if t[i] == e[i] {
                rw.replace_all_uses_with(r, t[i]);
                changed = true;
                continue;
            }
            match (const_bool(rw.ir, t[i]), const_bool(rw.ir, e[i])) {
                (Some(true), Some(false)) => rw.replace_all_uses_with(r, cond),
                (Some(false), Some(true)) => {
                    rw.set_insertion_point_before(op);
                    let one = bool_const(rw, true);
                    let i1 = rw.ir.value_ty(cond);
                    let not = rw.create_value("arith.xori", vec![cond, one], i1, vec![]);
                    rw.replace_all_uses_with(r, not);
                }
                _ => continue,
            }
            changed = true;
        }
        changed
    }
}

/// An "else" holding only its `scf.yield`, in an `scf.if` without results, goes.
struct RemoveEmptyElseBranch;

impl Pattern for RemoveEmptyElseBranch {
    fn name(&self) -> &'static str {
        "RemoveEmptyElseBranch"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        if !ir.results(op).is_empty() {
            return false;
        }
        let Some(b) = block(ir, op, 1) else { return false };
        if ir.num_ops(b) != 1 {
            return false;
        }
        if rw.erase_block(b).is_err() {
            return false;
        }
        rw.modify_in_place(op, |_| ());
        true
    }
}

/// Uses of an `scf.if`'s condition inside "then" become `true`, inside "else" `false`.
struct ConditionPropagation;

impl Pattern for ConditionPropagation {
    fn name(&self) -> &'static str {
        "ConditionPropagation"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(&cond) = ir.operands(op).first() else { return false };
        if const_int(ir, cond).is_some() {
            return false;
        }
        let regions = ir.regions(op).to_vec();
        let mut by_side: [Vec<Use>; 2] = [vec![], vec![]];
        for &u in ir.uses(cond) {
            for (side, &r) in regions.iter().enumerate().take(2) {
                if ir.region_contains(r, u.op) {
                    by_side[side].push(u);
                }
            }
        }
        let mut changed = false;
        for (side, uses) in by_side.into_iter().enumerate() {
            if uses.is_empty() {
                continue;
            }
            rw.set_insertion_point_before(op);
            let k = bool_const(rw, side == 0);
            for u in uses {
                rw.set_operand(u.op, u.index as usize, k);
            }
            changed = true;
        }
        changed
    }
}

/// Two consecutive `scf.if`s on the same condition (or one on its negation `c xor true`)
/// merge into one whose regions run both bodies in turn; uses of the first one's results in
/// the second one's regions read the yielded values directly.
struct CombineIfs;

impl Pattern for CombineIfs {
    fn name(&self) -> &'static str {
        "CombineIfs"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, next: Op) -> bool {
        let ir = &*rw.ir;
        let Some(prev) = ir.prev_op(next).filter(|&p| ir.op_name(p) == "scf.if") else { return false };
        let (pc, nc) = (ir.operand(prev, 0), ir.operand(next, 0));
        let negation_of = |x: Value, y: Value| {
            ir.defining_op(x).is_some_and(|d| {
                ir.op_name(d) == "arith.xori"
                    && ir.operands(d).len() == 2
                    && ir.operand(d, 0) == y
                    && const_bool(ir, ir.operand(d, 1)) == Some(true)
            })
        };
        // The blocks of `next` that run when `prev`'s condition is true / false.
        let (nthen, nelse) = (block(ir, next, 0), block(ir, next, 1));
        let (when_true, when_false) = if nc == pc {
            (nthen, nelse)
        } else if negation_of(nc, pc) || negation_of(pc, nc) {
            (nelse, nthen)
        } else {
            return false;
        };
        if when_true.is_none() && when_false.is_none() {
            return false;
        }
        let (Some((_, pthen_y)), pelse) = (terminator(ir, prev, 0), terminator(ir, prev, 1)) else { return false };
        let pelse_y = pelse.map(|p| p.1).unwrap_or_default();
        // Uses of `prev`'s results inside `next` read what `prev` yielded on that side.
        let nregions = ir.regions(next).to_vec();
        let mut updates = vec![];
        for (i, &r) in ir.results(prev).iter().enumerate() {
            for &u in ir.uses(r) {
                for (blk, vals) in [(when_true, &pthen_y), (when_false, &pelse_y)] {
                    let Some(b) = blk else { continue };
                    let reg = ir.block_region(b);
                    if reg.is_some_and(|reg| nregions.contains(&reg) && ir.region_contains(reg, u.op)) {
                        if let Some(&v) = vals.get(i) {
                            updates.push((u, v));
                        }
                    }
                }
            }
        }
        for (u, v) in updates {
            rw.set_operand(u.op, u.index as usize, v);
        }
        let (np, nn) = (rw.ir.results(prev).len(), rw.ir.results(next).len());
        let mut types = rw.ir.result_types(prev);
        types.extend(rw.ir.result_types(next));
        // The combined op takes `prev`'s regions, then appends `next`'s blocks to them.
        let combined = recreate(rw, prev, vec![pc], &types);
        rw.ir.set_attrs(combined, vec![]);
        let cregions = rw.ir.regions(combined).to_vec();
        for (ri, nb) in [(0usize, when_true), (1usize, when_false)] {
            let Some(nb) = nb else { continue };
            match block(rw.ir, combined, ri) {
                None => {
                    // `prev` had no "else": `next`'s block becomes it as it is.
                    rw.ir.move_block(nb, cregions[ri], None);
                    rw.modify_in_place(combined, |_| ());
                }
                Some(cb) => {
                    let (Some(y1), Some(y2)) = (rw.ir.terminator(cb), rw.ir.terminator(nb)) else { return true };
                    let mut vals = rw.ir.operands(y1).to_vec();
                    vals.extend(rw.ir.operands(y2).iter().copied());
                    rw.erase_op(y1);
                    rw.merge_blocks(nb, cb, &[]);
                    let y = rw.ir.terminator(cb).unwrap_or(y2);
                    set_operands(rw, y, vals);
                }
            }
        }
        // A side where `prev` yields and `next` has no block: pad its yield... only possible
        // when `next` has no results (no "else"), so the operands already match.
        let cres = rw.ir.results(combined).to_vec();
        let prev_vals: Vec<Value> = cres[..np].to_vec();
        let next_vals: Vec<Value> = cres[np..np + nn].to_vec();
        rw.replace_op(prev, &prev_vals);
        rw.replace_op(next, &next_vals);
        true
    }
}

// ----- scf.for -----

/// Iteration arguments of `scf.for` that are loop-invariant (the body yields the argument
/// itself, or re-yields its init) or dead (unused argument and unused result) go; their
/// uses and results become the inits.
struct ForOpIterArgsFolder;

impl Pattern for ForOpIterArgsFolder {
    fn name(&self) -> &'static str {
        "ForOpIterArgsFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(body) = block(ir, op, 0) else { return false };
        let Some((y, yields)) = terminator(ir, op, 0) else { return false };
        let ops = ir.operands(op).to_vec();
        if ops.len() < 3 {
            return false;
        }
        let inits = &ops[3..];
        let iters = ir.args(body)[1..].to_vec();
        let results = ir.results(op).to_vec();
        if inits.len() != iters.len() || yields.len() != iters.len() || results.len() != iters.len() {
            return false;
        }
        let forwarded: Vec<bool> = (0..iters.len())
            .map(|i| {
                iters[i] == yields[i] || inits[i] == yields[i] || (ir.use_empty(iters[i]) && ir.use_empty(results[i]))
            })
            .collect();
        if !forwarded.iter().any(|&f| f) {
            return false;
        }
        let keep: Vec<bool> = forwarded.iter().map(|&f| !f).collect();
        set_operands(rw, y, filter(&yields, &keep));
        let mut gone = vec![];
        for (i, &f) in forwarded.iter().enumerate() {
            if f {
                rw.replace_all_uses_with(iters[i], inits[i]);
                gone.push(i + 1);
            }
        }
        erase_args(rw.ir, body, &gone);
        let mut operands = ops[..3].to_vec();
        operands.extend(filter(inits, &keep));
        let types = filter(&rw.ir.result_types(op), &keep);
        let new = recreate(rw, op, operands, &types);
        let mut k = 0;
        let vals: Vec<Option<Value>> = (0..iters.len())
            .map(|i| {
                Some(if forwarded[i] {
                    inits[i]
                } else {
                    k += 1;
                    rw.ir.result(new, k - 1)
                })
            })
            .collect();
        replace_results(rw, op, &vals);
        true
    }
}

/// `scf.for` with a known trip count of 0 (the inits), of 1 (the body inlined, the induction
/// variable the lower bound), or of more with a body that only yields values defined outside
/// (those values).
struct SimplifyTrivialLoops;

impl Pattern for SimplifyTrivialLoops {
    fn name(&self) -> &'static str {
        "SimplifyTrivialLoops"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(n) = for_trip_count(ir, op) else { return false };
        let ops = ir.operands(op).to_vec();
        let Some(body) = block(ir, op, 0) else { return false };
        match n {
            0 => rw.replace_op(op, &ops[3..]),
            1 => {
                let mut args = vec![ops[0]];
                args.extend_from_slice(&ops[3..]);
                replace_op_with_block(rw, op, body, &args);
            }
            _ => {
                let r = ir.regions(op)[0];
                let Some((_, yields)) = terminator(ir, op, 0) else { return false };
                if ir.num_ops(body) != 1 || yields.iter().any(|&v| ir.value_defined_in(v, r)) {
                    return false;
                }
                rw.replace_op(op, &yields);
            }
        }
        true
    }
}

// ----- scf.while -----

/// The parts of an `scf.while`: "before" block, "after" block, `scf.condition`, `scf.yield`.
struct While {
    before: Block,
    after: Block,
    cond: Op,
    yld: Op,
}

fn while_parts(ir: &Ir, op: Op) -> Option<While> {
    let (before, after) = (block(ir, op, 0)?, block(ir, op, 1)?);
    let (cond, yld) = (ir.terminator(before)?, ir.terminator(after)?);
    if ir.op_name(cond) != "scf.condition" || ir.op_name(yld) != "scf.yield" || ir.operands(cond).is_empty() {
        return None;
    }
    Some(While { before, after, cond, yld })
}

/// The values `scf.condition` forwards (all operands but the condition).
fn cond_args(ir: &Ir, cond: Op) -> Vec<Value> {
    ir.operands(cond)[1..].to_vec()
}

/// An `scf.while` whose condition is a constant false runs its "before" region once: it is
/// inlined, and the forwarded values are the results. (Not an upstream pattern.)
struct WhileConstantFalse;

impl Pattern for WhileConstantFalse {
    fn name(&self) -> &'static str {
        "WhileConstantFalse"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(w) = while_parts(ir, op) else { return false };
        if const_bool(ir, ir.operand(w.cond, 0)) != Some(false) {
            return false;
        }
        let inits = ir.operands(op).to_vec();
        rw.inline_block_before(w.before, op, &inits);
        let vals = cond_args(rw.ir, w.cond);
        rw.erase_op(w.cond);
        rw.replace_op(op, &vals);
        true
    }
}

/// "Before" arguments that stay their init: the body yields the init, or yields an "after"
/// argument that `scf.condition` filled with the "before" argument itself (or its init).
/// Their uses become the inits; the arguments go.
struct RemoveLoopInvariantArgsFromBeforeBlock;

impl Pattern for RemoveLoopInvariantArgsFromBeforeBlock {
    fn name(&self) -> &'static str {
        "RemoveLoopInvariantArgsFromBeforeBlock"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(w) = while_parts(ir, op) else { return false };
        let inits = ir.operands(op).to_vec();
        let yields = ir.operands(w.yld).to_vec();
        let bargs = ir.args(w.before).to_vec();
        let cargs = cond_args(ir, w.cond);
        if yields.len() != inits.len() || bargs.len() != inits.len() {
            return false;
        }
        let invariant: Vec<bool> = (0..inits.len())
            .map(|i| {
                if yields[i] == inits[i] {
                    return true;
                }
                match ir.value_def(yields[i]) {
                    ValueDef::Arg(b, k) if b == w.after => {
                        cargs.get(k as usize).is_some_and(|&c| c == bargs[i] || c == inits[i])
                    }
                    _ => false,
                }
            })
            .collect();
        if !invariant.iter().any(|&x| x) {
            return false;
        }
        let keep: Vec<bool> = invariant.iter().map(|&x| !x).collect();
        set_operands(rw, w.yld, filter(&yields, &keep));
        let mut gone = vec![];
        for i in 0..inits.len() {
            if invariant[i] {
                rw.replace_all_uses_with(bargs[i], inits[i]);
                gone.push(i);
            }
        }
        erase_args(rw.ir, w.before, &gone);
        set_operands(rw, op, filter(&inits, &keep));
        true
    }
}

/// Values `scf.condition` forwards that are defined outside the "before" block: the "after"
/// argument and the result receiving them become the values themselves.
struct RemoveLoopInvariantValueYielded;

impl Pattern for RemoveLoopInvariantValueYielded {
    fn name(&self) -> &'static str {
        "RemoveLoopInvariantValueYielded"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(w) = while_parts(ir, op) else { return false };
        let cargs = cond_args(ir, w.cond);
        let aargs = ir.args(w.after).to_vec();
        if aargs.len() != cargs.len() || ir.results(op).len() != cargs.len() {
            return false;
        }
        let outside: Vec<bool> = cargs.iter().map(|&v| ir.value_block(v) != Some(w.before)).collect();
        if !outside.iter().any(|&x| x) {
            return false;
        }
        let keep: Vec<bool> = outside.iter().map(|&x| !x).collect();
        let c = ir.operand(w.cond, 0);
        let mut new_cond = vec![c];
        new_cond.extend(filter(&cargs, &keep));
        set_operands(rw, w.cond, new_cond);
        let mut gone = vec![];
        for (i, &o) in outside.iter().enumerate() {
            if o {
                rw.replace_all_uses_with(aargs[i], cargs[i]);
                gone.push(i);
            }
        }
        erase_args(rw.ir, w.after, &gone);
        rebuild_while(rw, op, &outside.iter().zip(&cargs).map(|(&o, &v)| o.then_some(v)).collect::<Vec<_>>())
    }
}

/// Replaces `op` by an `scf.while` with its (already updated) regions whose results are the
/// "after" arguments' types; result `i` of `op` becomes `fixed[i]` when set, else the next
/// new result.
fn rebuild_while(rw: &mut Rewriter, op: Op, fixed: &[Option<Value>]) -> bool {
    let Some(after) = block(rw.ir, op, 1) else { return false };
    let types: Vec<Type> = rw.ir.args(after).iter().map(|&a| rw.ir.value_ty(a)).collect();
    let inits = rw.ir.operands(op).to_vec();
    let new = recreate(rw, op, inits, &types);
    let mut k = 0;
    let vals: Vec<Option<Value>> = fixed
        .iter()
        .map(|f| {
            Some(f.unwrap_or_else(|| {
                k += 1;
                rw.ir.result(new, k - 1)
            }))
        })
        .collect();
    replace_results(rw, op, &vals);
    true
}

/// Uses of "after" arguments that receive the condition itself become `true`.
struct WhileConditionTruth;

impl Pattern for WhileConditionTruth {
    fn name(&self) -> &'static str {
        "WhileConditionTruth"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(w) = while_parts(ir, op) else { return false };
        let c = ir.operand(w.cond, 0);
        let targets: Vec<Value> = cond_args(ir, w.cond)
            .iter()
            .zip(ir.args(w.after))
            .filter(|&(&v, &a)| v == c && !ir.use_empty(a))
            .map(|(_, &a)| a)
            .collect();
        if targets.is_empty() {
            return false;
        }
        rw.set_insertion_point_before(op);
        let t = bool_const(rw, true);
        for a in targets {
            rw.replace_all_uses_with(a, t);
        }
        true
    }
}

/// `arith.cmpi` predicates (upstream's numbering) and their negations.
fn invert_predicate(p: i128) -> Option<i128> {
    Some(match p {
        0 => 1,
        1 => 0,
        2 => 5,
        5 => 2,
        3 => 4,
        4 => 3,
        6 => 9,
        9 => 6,
        7 => 8,
        8 => 7,
        _ => return None,
    })
}

/// When the condition is `arith.cmpi p, x, y` and `x` (or `y`) is forwarded to "after", an
/// `arith.cmpi` there comparing the received value with the same other operand by `p` (or
/// its negation) is known true (false).
struct WhileCmpCond;

impl Pattern for WhileCmpCond {
    fn name(&self) -> &'static str {
        "WhileCmpCond"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(w) = while_parts(ir, op) else { return false };
        let Some(cmp) = ir.defining_op(ir.operand(w.cond, 0)).filter(|&d| ir.op_name(d) == "arith.cmpi") else {
            return false;
        };
        let pred_of = |o: Op| ir.attr(o, "predicate").and_then(|a| ir.ctx.as_int(a));
        let Some(p) = pred_of(cmp) else { return false };
        let cops = ir.operands(cmp).to_vec();
        if cops.len() != 2 {
            return false;
        }
        let mut found = vec![];
        for (&v, &a) in cond_args(ir, w.cond).iter().zip(ir.args(w.after)) {
            for idx in 0..2 {
                if v != cops[idx] {
                    continue;
                }
                for &u in ir.uses(a) {
                    let c2 = u.op;
                    if ir.op_name(c2) != "arith.cmpi" || u.index as usize != idx || ir.operands(c2).len() != 2 {
                        continue;
                    }
                    if ir.operand(c2, 1 - idx) != cops[1 - idx] {
                        continue;
                    }
                    if ir.results(c2).len() != 1 || ir.ctx.int_width(ir.value_ty(ir.result(c2, 0))) != Some(1) {
                        continue;
                    }
                    let Some(p2) = pred_of(c2) else { continue };
                    let same = if p2 == p {
                        true
                    } else if Some(p2) == invert_predicate(p) {
                        false
                    } else {
                        continue;
                    };
                    if !found.iter().any(|&(o, _)| o == c2) {
                        found.push((c2, same));
                    }
                }
            }
        }
        if found.is_empty() {
            return false;
        }
        for (c2, same) in found {
            rw.set_insertion_point_before(c2);
            let k = bool_const(rw, same);
            rw.replace_op(c2, &[k]);
        }
        true
    }
}

/// Results of `scf.while` unused, with their "after" argument unused too, go.
struct WhileUnusedResult;

impl Pattern for WhileUnusedResult {
    fn name(&self) -> &'static str {
        "WhileUnusedResult"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(w) = while_parts(ir, op) else { return false };
        let cargs = cond_args(ir, w.cond);
        let aargs = ir.args(w.after).to_vec();
        let results = ir.results(op).to_vec();
        if aargs.len() != cargs.len() || results.len() != cargs.len() {
            return false;
        }
        let dead: Vec<bool> = (0..cargs.len()).map(|i| ir.use_empty(results[i]) && ir.use_empty(aargs[i])).collect();
        if !dead.iter().any(|&d| d) {
            return false;
        }
        let keep: Vec<bool> = dead.iter().map(|&d| !d).collect();
        let mut new_cond = vec![ir.operand(w.cond, 0)];
        new_cond.extend(filter(&cargs, &keep));
        set_operands(rw, w.cond, new_cond);
        let gone: Vec<usize> = (0..dead.len()).filter(|&i| dead[i]).collect();
        erase_args(rw.ir, w.after, &gone);
        // Dead results are unused: any value will do for them.
        let fixed: Vec<Option<Value>> = dead.iter().zip(&results).map(|(&d, &r)| d.then_some(r)).collect();
        rebuild_while(rw, op, &fixed)
    }
}

/// A value `scf.condition` forwards more than once is forwarded once; the duplicates'
/// "after" arguments and results read the first one.
struct WhileRemoveDuplicatedResults;

impl Pattern for WhileRemoveDuplicatedResults {
    fn name(&self) -> &'static str {
        "WhileRemoveDuplicatedResults"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(w) = while_parts(ir, op) else { return false };
        let cargs = cond_args(ir, w.cond);
        let aargs = ir.args(w.after).to_vec();
        if aargs.len() != cargs.len() || ir.results(op).len() != cargs.len() {
            return false;
        }
        let mut first: crate::ir::fxhash::FxHashMap<Value, usize> = Default::default();
        let mut pos = vec![];
        let mut unique = vec![];
        for (i, &v) in cargs.iter().enumerate() {
            let p = *first.entry(v).or_insert_with(|| {
                unique.push(i);
                unique.len() - 1
            });
            pos.push(p);
        }
        if unique.len() == cargs.len() {
            return false;
        }
        let mut new_cond = vec![ir.operand(w.cond, 0)];
        new_cond.extend(unique.iter().map(|&i| cargs[i]));
        set_operands(rw, w.cond, new_cond);
        let mut gone = vec![];
        for i in 0..cargs.len() {
            let f = unique[pos[i]];
            if f != i {
                rw.replace_all_uses_with(aargs[i], aargs[f]);
                gone.push(i);
            }
        }
        erase_args(rw.ir, w.after, &gone);
        let types: Vec<Type> = rw.ir.args(w.after).iter().map(|&a| rw.ir.value_ty(a)).collect();
        let inits = rw.ir.operands(op).to_vec();
        let new = recreate(rw, op, inits, &types);
        let vals: Vec<Option<Value>> = pos.iter().map(|&p| Some(rw.ir.result(new, p))).collect();
        replace_results(rw, op, &vals);
        true
    }
}

/// Unused "before" arguments go, with their inits and the values yielded for them.
struct WhileRemoveUnusedArgs;

impl Pattern for WhileRemoveUnusedArgs {
    fn name(&self) -> &'static str {
        "WhileRemoveUnusedArgs"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(w) = while_parts(ir, op) else { return false };
        let bargs = ir.args(w.before).to_vec();
        let inits = ir.operands(op).to_vec();
        let yields = ir.operands(w.yld).to_vec();
        if inits.len() != bargs.len() || yields.len() != bargs.len() {
            return false;
        }
        let keep: Vec<bool> = bargs.iter().map(|&a| !ir.use_empty(a)).collect();
        if keep.iter().all(|&k| k) {
            return false;
        }
        set_operands(rw, w.yld, filter(&yields, &keep));
        let gone: Vec<usize> = (0..keep.len()).filter(|&i| !keep[i]).collect();
        erase_args(rw.ir, w.before, &gone);
        set_operands(rw, op, filter(&inits, &keep));
        true
    }
}

/// When `scf.condition` forwards exactly the "before" arguments in another order, it
/// forwards them in their order; the "after" arguments and results follow.
struct WhileOpAlignBeforeArgs;

impl Pattern for WhileOpAlignBeforeArgs {
    fn name(&self) -> &'static str {
        "WhileOpAlignBeforeArgs"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(w) = while_parts(ir, op) else { return false };
        let bargs = ir.args(w.before).to_vec();
        let cargs = cond_args(ir, w.cond);
        let aargs = ir.args(w.after).to_vec();
        if bargs == cargs || bargs.len() != cargs.len() || aargs.len() != cargs.len() {
            return false;
        }
        // perm[i]: the position among the "before" arguments of the i-th forwarded value.
        let mut perm = vec![];
        for &c in &cargs {
            let Some(j) = bargs.iter().position(|&b| b == c) else { return false };
            if perm.contains(&j) {
                return false;
            }
            perm.push(j);
        }
        let mut new_cond = vec![ir.operand(w.cond, 0)];
        new_cond.extend(bargs.iter().copied());
        set_operands(rw, w.cond, new_cond);
        let n = aargs.len();
        let types: Vec<Type> = bargs.iter().map(|&b| rw.ir.value_ty(b)).collect();
        let fresh: Vec<Value> = types.iter().map(|&t| rw.ir.add_block_arg(w.after, t)).collect();
        for i in 0..n {
            rw.replace_all_uses_with(aargs[i], fresh[perm[i]]);
        }
        erase_args(rw.ir, w.after, &(0..n).collect::<Vec<_>>());
        let inits = rw.ir.operands(op).to_vec();
        let new = recreate(rw, op, inits, &types);
        let vals: Vec<Option<Value>> = perm.iter().map(|&j| Some(rw.ir.result(new, j))).collect();
        replace_results(rw, op, &vals);
        true
    }
}

// ----- scf.execute_region -----

fn no_inline(ir: &Ir, op: Op) -> bool {
    ir.attr(op, "no_inline").is_some()
}

/// A single-block `scf.execute_region` is inlined.
struct SingleBlockExecuteInliner;

impl Pattern for SingleBlockExecuteInliner {
    fn name(&self) -> &'static str {
        "SingleBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(&r) = ir.regions(op).first() else { return false };
        if no_inline(ir, op) || ir.num_blocks(r) != 1 {
            return false;
        }
        let Some(b) = ir.entry_block(r) else { return false };
        if ir.terminator(b).is_none_or(|t| ir.op_name(t) != "scf.yield") {
            return false;
        }
        replace_op_with_block(rw, op, b, &[]);
        true
    }
}

/// An `scf.execute_region` directly in a function body (or in another `scf.execute_region`)
/// becomes blocks of it: the block holding the op is split, branches into the region's
/// entry, and each `scf.yield` branches to the continuation, whose arguments are the results.
struct MultiBlockExecuteInliner;

impl Pattern for MultiBlockExecuteInliner {
    fn name(&self) -> &'static str {
        "MultiBlockExecuteInliner"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(parent) = ir.parent_op(op) else { return false };
        if no_inline(ir, op)
            || !matches!(ir.op_name(parent), "func.func" | "gpu.func" | "llvm.func" | "scf.execute_region")
        {
            return false;
        }
        let (Some(&r), Some(prev)) = (ir.regions(op).first(), ir.parent_block(op)) else { return false };
        let Some(entry) = ir.entry_block(r) else { return false };
        let Some(dst) = ir.block_region(prev) else { return false };
        let blocks: Vec<Block> = ir.blocks(r).collect();
        let post = rw.split_block(prev, Some(op));
        rw.set_insertion_point_to_end(prev);
        rw.create_full("cf.br", vec![], &[], vec![], vec![], vec![entry]);
        for b in blocks {
            let Some(y) = rw.ir.terminator(b).filter(|&t| rw.ir.op_name(t) == "scf.yield") else { continue };
            let vals = rw.ir.operands(y).to_vec();
            rw.set_insertion_point_before(y);
            rw.loc = rw.ir.loc(y);
            rw.create_full("cf.br", vals, &[], vec![], vec![], vec![post]);
            rw.erase_op(y);
        }
        rw.inline_region_before(r, dst, Some(post));
        let types = rw.ir.result_types(op);
        let args: Vec<Value> = types.iter().map(|&t| rw.ir.add_block_arg(post, t)).collect();
        rw.replace_op(op, &args);
        true
    }
}

// ----- scf.index_switch -----

/// `scf.index_switch` on a constant: the case taken (or the default), inlined.
struct FoldConstantCase;

impl Pattern for FoldConstantCase {
    fn name(&self) -> &'static str {
        "FoldConstantCase"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(v) = ir.operands(op).first().and_then(|&v| const_int(ir, v)) else { return false };
        let cases = crate::dialects::common::dense_array(ir, op, "cases").unwrap_or_default();
        let ri = cases.iter().position(|&c| c as i128 == v).map(|i| i + 1).unwrap_or(0);
        let Some(b) = block(ir, op, ri) else { return false };
        replace_op_with_block(rw, op, b, &[]);
        true
    }
}

/// Unused results of `scf.index_switch` go.
struct IndexSwitchRemoveUnusedResults;

impl Pattern for IndexSwitchRemoveUnusedResults {
    fn name(&self) -> &'static str {
        "IndexSwitchRemoveUnusedResults"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        remove_unused_results(rw, op)
    }
}

// ----- scf.parallel -----

/// Dimensions of `scf.parallel` with one iteration are dropped (their induction variable is
/// the lower bound); with all of them dropped, the body and the reductions are inlined. A
/// dimension with no iteration makes the results the inits.
struct ParallelOpSingleOrZeroIterationDimsFolder;

impl Pattern for ParallelOpSingleOrZeroIterationDimsFolder {
    fn name(&self) -> &'static str {
        "ParallelOpSingleOrZeroIterationDimsFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let segs = crate::dialects::common::segments(ir, op);
        if segs.len() != 4 {
            return false;
        }
        let (lbs, ubs, steps, inits) = (&segs[0], &segs[1], &segs[2], &segs[3]);
        let Some(body) = block(ir, op, 0) else { return false };
        let ivs = ir.args(body).to_vec();
        if ivs.len() != lbs.len() || ubs.len() != lbs.len() || steps.len() != lbs.len() {
            return false;
        }
        let mut single = vec![];
        for d in 0..lbs.len() {
            match trip_count(ir, lbs[d], ubs[d], steps[d], false) {
                Some(0) => {
                    let inits = inits.clone();
                    rw.replace_op(op, &inits);
                    return true;
                }
                Some(1) => single.push(d),
                _ => {}
            }
        }
        if single.is_empty() {
            return false;
        }
        if single.len() < lbs.len() {
            for &d in &single {
                rw.replace_all_uses_with(ivs[d], lbs[d]);
            }
            erase_args(rw.ir, body, &single);
            let keep: Vec<bool> = (0..lbs.len()).map(|d| !single.contains(&d)).collect();
            let (l, u, s) = (filter(lbs, &keep), filter(ubs, &keep), filter(steps, &keep));
            let sizes = [l.len() as i64, u.len() as i64, s.len() as i64, inits.len() as i64];
            let operands = [l, u, s, inits.clone()].concat();
            let types = rw.ir.result_types(op);
            let new = recreate(rw, op, operands, &types);
            let a = rw.ir.ctx.dense_i32_array(&sizes);
            rw.ir.set_prop(new, "operandSegmentSizes", a);
            let results = rw.ir.results(new).to_vec();
            rw.replace_op(op, &results);
            return true;
        }
        // Every dimension runs once: the body, then each reduction combining its init with
        // the value reduced.
        let Some(reduce) = ir.terminator(body).filter(|&t| ir.op_name(t) == "scf.reduce") else { return false };
        let inits = inits.clone();
        let lbs = lbs.clone();
        rw.inline_block_before(body, op, &lbs);
        let mut results = vec![];
        let regions = rw.ir.regions(reduce).to_vec();
        for (i, r) in regions.into_iter().enumerate() {
            let (Some(rb), Some(&init)) = (rw.ir.entry_block(r), inits.get(i)) else { return true };
            let Some(ret) = rw.ir.terminator(rb) else { return true };
            let value = rw.ir.operand(reduce, i);
            rw.inline_block_before(rb, reduce, &[init, value]);
            let out = rw.ir.operands(ret).first().copied().unwrap_or(init);
            rw.erase_op(ret);
            results.push(out);
        }
        rw.erase_op(reduce);
        rw.replace_op(op, &results);
        true
    }
}
