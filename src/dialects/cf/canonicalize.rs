//! Canonicalization of `cf` ops, as upstream's `ControlFlowOps.cpp` does it:
//!
//! - `cf.br`: into a block whose only predecessor it is, the blocks merge
//!   (`SimplifyBrToBlockWithSinglePred`); to a block holding nothing but another `cf.br`, it
//!   goes straight to that branch's target (`SimplifyPassThroughBr`).
//! - `cf.cond_br`: on a constant, a `cf.br` to the taken side; edges into pass-through blocks
//!   skip them; two edges into one block become a `cf.br` (with `arith.select`s for operands
//!   that differ, when the block has no other predecessor); a `cond_br` whose only
//!   predecessor branched on the same condition takes the side that predecessor implies; uses
//!   of the condition in a successor only it reaches become constants.
//! - `cf.switch`: without cases, or on a constant flag, a `cf.br`; cases that go where the
//!   default goes (with the same operands) are dropped; edges into pass-through blocks skip
//!   them; a switch whose only predecessor switched on the same flag knows the value (or the
//!   values it cannot have).
//! - `cf.assert` of a constant true goes.
//!
//! Every pattern changes the branch in place or replaces it by one new branch; the block
//! surgery (`merge_blocks`) is O(min of the two blocks). Deliberate differences from upstream:
//! rewrites of a `cf.cond_br` into another `cf.cond_br` keep its `branch_weights` (the edges
//! keep their meaning); the search for a cycle of unconditional branches behind a
//! pass-through block gives up (no rewrite) after `CHAIN_LIMIT` blocks, so that a long chain
//! costs a bounded walk per rewrite.

use super::case_values;
use crate::ir::fxhash::FxHashSet;
use crate::ir::registry::CONSTANT_LIKE;
use crate::ir::rewrite::{Pattern, Rewriter};
use crate::ir::*;

pub static BR: &[&dyn Pattern] = &[&SimplifyBrToBlockWithSinglePred, &SimplifyPassThroughBr];
pub static COND_BR: &[&dyn Pattern] = &[
    &SimplifyConstCondBranchPred,
    &SimplifyPassThroughCondBranch,
    &SimplifyCondBranchIdenticalSuccessors,
    &SimplifyCondBranchFromCondBranchOnSameCondition,
    &CondBranchTruthPropagation,
];
pub static SWITCH: &[&dyn Pattern] = &[
    &SimplifySwitchWithOnlyDefault,
    &DropSwitchCasesThatMatchDefault,
    &SimplifyConstSwitchValue,
    &SimplifyPassThroughSwitch,
    &SimplifySwitchFromSwitchOnSameCondition,
    &SimplifySwitchFromDefaultSwitchOnSameCondition,
];
pub static ASSERT: &[&dyn Pattern] = &[&EraseTrueAssert];

/// How many blocks of unconditional branches the cycle check behind a pass-through block
/// follows before giving up.
const CHAIN_LIMIT: usize = 64;

// ----- helpers -----

/// The integer value of `v` when a constant-like op defines it.
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

fn is_br(ir: &Ir, op: Op) -> bool {
    ir.op_name(op) == "cf.br"
}

/// The operands `op` passes to its successor `i` (branch interface).
fn succ_operands(ir: &Ir, op: Op, i: usize) -> Vec<Value> {
    ir.successor_operands(op, i).map(|v| v.to_vec()).unwrap_or_default()
}

/// The only predecessor block of `b` when exactly one edge enters it (MLIR's
/// `getSinglePredecessor`).
fn single_predecessor(ir: &Ir, b: Block) -> Option<Block> {
    match ir.block_uses(b) {
        [u] => ir.parent_block(u.op),
        _ => None,
    }
}

/// `cf.br ^dest(args)` at the rewriter's insertion point, replacing `op`.
fn replace_with_br(rw: &mut Rewriter, op: Op, dest: Block, args: Vec<Value>) {
    rw.set_insertion_point_before(op);
    rw.create_full("cf.br", args, &[], vec![], vec![], vec![dest]);
    rw.erase_op(op);
}

/// When `succ` holds only a `cf.br` that uses `succ`'s arguments nowhere else, the edge
/// `(succ, operands)` can go straight to that branch's target: returns the target and the
/// operands to pass it (MLIR's `collapseBranch`). Refused for a branch to itself or into a
/// cycle of unconditional branches (the rewrite would never end).
fn collapse_branch(ir: &Ir, succ: Block, operands: &[Value]) -> Option<(Block, Vec<Value>)> {
    let t = ir.first_op(succ)?;
    if ir.num_ops(succ) != 1 || !is_br(ir, t) {
        return None;
    }
    if ir.args(succ).iter().any(|&a| ir.users(a).any(|u| u != t)) {
        return None;
    }
    let dest = *ir.successors(t).first()?;
    if dest == succ {
        return None;
    }
    let mut visited: FxHashSet<Block> = [succ, dest].into_iter().collect();
    let mut next = ir.terminator(dest).filter(|&x| is_br(ir, x));
    while let Some(b) = next {
        let d = *ir.successors(b).first()?;
        if !visited.insert(d) || visited.len() > CHAIN_LIMIT {
            return None;
        }
        next = ir.terminator(d).filter(|&x| is_br(ir, x));
    }
    let vals = ir
        .operands(t)
        .iter()
        .map(|&v| match ir.value_def(v) {
            ValueDef::Arg(b, i) if b == succ => operands.get(i as usize).copied().unwrap_or(v),
            _ => v,
        })
        .collect();
    Some((dest, vals))
}

/// Points successor `i` of branch `op` at `dest` with `vals`, in place.
fn retarget(rw: &mut Rewriter, op: Op, i: usize, dest: Block, vals: Vec<Value>) {
    rw.modify_in_place(op, |ir| {
        ir.set_successor(op, i, dest);
        if let Some(b) = ir.def(op).interfaces.branch {
            (b.set_successor_operands)(ir, op, i, vals);
        }
    });
}

// ----- cf.br -----

/// `cf.br ^b(args)` where `^b` has no other predecessor: `^b`'s ops join the branch's block,
/// its arguments replaced by `args`.
struct SimplifyBrToBlockWithSinglePred;

impl Pattern for SimplifyBrToBlockWithSinglePred {
    fn name(&self) -> &'static str {
        "SimplifyBrToBlockWithSinglePred"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let (Some(&succ), Some(parent)) = (ir.successors(op).first(), ir.parent_block(op)) else { return false };
        if succ == parent || ir.block_uses(succ).len() != 1 {
            return false;
        }
        let args = ir.operands(op).to_vec();
        rw.erase_op(op);
        rw.merge_blocks(succ, parent, &args);
        true
    }
}

/// `cf.br ^b` where `^b` only branches on: straight to `^b`'s target.
struct SimplifyPassThroughBr;

impl Pattern for SimplifyPassThroughBr {
    fn name(&self) -> &'static str {
        "SimplifyPassThroughBr"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(&dest) = ir.successors(op).first() else { return false };
        if Some(dest) == ir.parent_block(op) {
            return false;
        }
        let Some((d, vals)) = collapse_branch(ir, dest, ir.operands(op)) else { return false };
        retarget(rw, op, 0, d, vals);
        true
    }
}

// ----- cf.cond_br -----

/// `cf.cond_br` on a constant: a `cf.br` to the side taken.
struct SimplifyConstCondBranchPred;

impl Pattern for SimplifyConstCondBranchPred {
    fn name(&self) -> &'static str {
        "SimplifyConstCondBranchPred"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(c) = ir.operands(op).first().and_then(|&c| const_int(ir, c)) else { return false };
        let i = if c != 0 { 0 } else { 1 };
        let Some(&dest) = ir.successors(op).get(i) else { return false };
        let args = succ_operands(ir, op, i);
        replace_with_br(rw, op, dest, args);
        true
    }
}

/// Edges of a `cf.cond_br` into pass-through blocks go to those blocks' targets.
struct SimplifyPassThroughCondBranch;

impl Pattern for SimplifyPassThroughCondBranch {
    fn name(&self) -> &'static str {
        "SimplifyPassThroughCondBranch"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        collapse_successors(rw, op)
    }
}

/// Collapses every edge of `op` into a pass-through block (in place); whether any was.
fn collapse_successors(rw: &mut Rewriter, op: Op) -> bool {
    let ir = &*rw.ir;
    let succ = ir.successors(op).to_vec();
    let mut changes = vec![];
    for (i, &s) in succ.iter().enumerate() {
        if let Some((d, vals)) = collapse_branch(ir, s, &succ_operands(ir, op, i)) {
            changes.push((i, d, vals));
        }
    }
    if changes.is_empty() {
        return false;
    }
    for (i, d, vals) in changes {
        retarget(rw, op, i, d, vals);
    }
    true
}

/// Both edges of a `cf.cond_br` into one block: a `cf.br`, with an `arith.select` per
/// operand that differs (only when the block has no other predecessor).
struct SimplifyCondBranchIdenticalSuccessors;

impl Pattern for SimplifyCondBranchIdenticalSuccessors {
    fn name(&self) -> &'static str {
        "SimplifyCondBranchIdenticalSuccessors"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let succ = ir.successors(op);
        if succ.len() != 2 || succ[0] != succ[1] {
            return false;
        }
        let dest = succ[0];
        let (t, f) = (succ_operands(ir, op, 0), succ_operands(ir, op, 1));
        if t == f {
            replace_with_br(rw, op, dest, t);
            return true;
        }
        // Selects are only valid when every edge into `dest` comes from here.
        let here = ir.parent_block(op);
        if ir.block_uses(dest).iter().any(|u| ir.parent_block(u.op) != here) {
            return false;
        }
        let cond = ir.operands(op)[0];
        let mut merged = vec![];
        for (&a, &b) in t.iter().zip(&f) {
            if a == b {
                merged.push(a);
            } else {
                let ty = rw.ir.value_ty(a);
                merged.push(rw.create_value("arith.select", vec![cond, a, b], ty, vec![]));
            }
        }
        replace_with_br(rw, op, dest, merged);
        true
    }
}

/// A `cf.cond_br` whose block is entered only from a `cf.cond_br` on the same condition:
/// the condition is known there, so a `cf.br` to the side it implies.
struct SimplifyCondBranchFromCondBranchOnSameCondition;

impl Pattern for SimplifyCondBranchFromCondBranchOnSameCondition {
    fn name(&self) -> &'static str {
        "SimplifyCondBranchFromCondBranchOnSameCondition"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(here) = ir.parent_block(op) else { return false };
        let Some(pred) = single_predecessor(ir, here) else { return false };
        let Some(pt) = ir.terminator(pred) else { return false };
        if ir.op_name(pt) != "cf.cond_br" || ir.operands(pt).first() != ir.operands(op).first() {
            return false;
        }
        let i = if ir.successors(pt).first() == Some(&here) { 0 } else { 1 };
        let Some(&dest) = ir.successors(op).get(i) else { return false };
        let args = succ_operands(ir, op, i);
        replace_with_br(rw, op, dest, args);
        true
    }
}

/// In a successor only this `cf.cond_br` enters (by one edge), the condition is known: its
/// uses by ops of that block become `true` (or `false`) constants.
struct CondBranchTruthPropagation;

impl Pattern for CondBranchTruthPropagation {
    fn name(&self) -> &'static str {
        "CondBranchTruthPropagation"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(&cond) = ir.operands(op).first() else { return false };
        let succ = ir.successors(op).to_vec();
        if succ.len() != 2 {
            return false;
        }
        let mut changed = false;
        for (i, &s) in succ.iter().enumerate() {
            if single_predecessor(rw.ir, s).is_none() {
                continue;
            }
            let uses: Vec<Use> =
                rw.ir.uses(cond).iter().copied().filter(|u| rw.ir.parent_block(u.op) == Some(s)).collect();
            if uses.is_empty() {
                continue;
            }
            let i1 = rw.ir.value_ty(cond);
            let value = rw.ir.ctx.bool_attr(i == 0);
            rw.set_insertion_point_before(op);
            let k = rw.create_value("arith.constant", vec![], i1, vec![("value", value)]);
            for u in uses {
                rw.set_operand(u.op, u.index as usize, k);
            }
            changed = true;
        }
        changed
    }
}

// ----- cf.switch -----

/// A `cf.switch` taken apart: flag, default edge, and (value, block, operands) per case.
struct SwitchParts {
    flag: Value,
    default: (Block, Vec<Value>),
    cases: Vec<(i128, Block, Vec<Value>)>,
}

fn switch_parts(ir: &Ir, op: Op) -> Option<SwitchParts> {
    let flag = *ir.operands(op).first()?;
    let succ = ir.successors(op);
    let values = case_values(ir, op);
    if succ.len() != values.len() + 1 {
        return None;
    }
    let cases = values.iter().enumerate().map(|(i, &v)| (v, succ[i + 1], succ_operands(ir, op, i + 1))).collect();
    Some(SwitchParts { flag, default: (succ[0], succ_operands(ir, op, 0)), cases })
}

/// Replaces switch `op` by a `cf.switch` made of `parts`.
fn replace_switch(rw: &mut Rewriter, op: Op, parts: SwitchParts) {
    let ft = rw.ir.value_ty(parts.flag);
    let mut props = vec![];
    if !parts.cases.is_empty() {
        let vt =
            rw.ir.ctx.ty(TypeKind::Vector { shape: vec![parts.cases.len() as i64], scalable: vec![false], elem: ft });
        props.push(("case_values", rw.ir.ctx.dense_ints(vt, parts.cases.iter().map(|c| c.0))));
    }
    let case_segs: Vec<i64> = parts.cases.iter().map(|c| c.2.len() as i64).collect();
    props.push(("case_operand_segments", rw.ir.ctx.dense_i32_array(&case_segs)));
    let total: i64 = case_segs.iter().sum();
    props.push(("operandSegmentSizes", rw.ir.ctx.dense_i32_array(&[1, parts.default.1.len() as i64, total])));
    let mut operands = vec![parts.flag];
    operands.extend(parts.default.1);
    let mut succ = vec![parts.default.0];
    for (_, b, vals) in parts.cases {
        operands.extend(vals);
        succ.push(b);
    }
    rw.set_insertion_point_before(op);
    rw.create_full("cf.switch", operands, &[], props, vec![], succ);
    rw.erase_op(op);
}

/// Replaces switch `op` by a `cf.br` along the edge taken for flag value `v`.
fn fold_switch(rw: &mut Rewriter, op: Op, parts: SwitchParts, v: i128) {
    let (dest, args) = match parts.cases.into_iter().find(|c| c.0 == v) {
        Some((_, b, vals)) => (b, vals),
        None => parts.default,
    };
    replace_with_br(rw, op, dest, args);
}

/// A `cf.switch` with no cases: a `cf.br` to the default.
struct SimplifySwitchWithOnlyDefault;

impl Pattern for SimplifySwitchWithOnlyDefault {
    fn name(&self) -> &'static str {
        "SimplifySwitchWithOnlyDefault"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let Some(parts) = switch_parts(rw.ir, op) else { return false };
        if !parts.cases.is_empty() {
            return false;
        }
        replace_with_br(rw, op, parts.default.0, parts.default.1);
        true
    }
}

/// Cases that go where the default goes, with the same operands, are dropped.
struct DropSwitchCasesThatMatchDefault;

impl Pattern for DropSwitchCasesThatMatchDefault {
    fn name(&self) -> &'static str {
        "DropSwitchCasesThatMatchDefault"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let Some(mut parts) = switch_parts(rw.ir, op) else { return false };
        let n = parts.cases.len();
        let default = parts.default.clone();
        parts.cases.retain(|c| c.1 != default.0 || c.2 != default.1);
        if parts.cases.len() == n {
            return false;
        }
        replace_switch(rw, op, parts);
        true
    }
}

/// A `cf.switch` on a constant: a `cf.br` along the edge taken.
struct SimplifyConstSwitchValue;

impl Pattern for SimplifyConstSwitchValue {
    fn name(&self) -> &'static str {
        "SimplifyConstSwitchValue"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let Some(parts) = switch_parts(rw.ir, op) else { return false };
        let Some(v) = const_int(rw.ir, parts.flag) else { return false };
        fold_switch(rw, op, parts, v);
        true
    }
}

/// Edges of a `cf.switch` into pass-through blocks go to those blocks' targets.
struct SimplifyPassThroughSwitch;

impl Pattern for SimplifyPassThroughSwitch {
    fn name(&self) -> &'static str {
        "SimplifyPassThroughSwitch"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        collapse_successors(rw, op)
    }
}

/// The switch `op` ending a block entered only from a `cf.switch` on the same flag, and the
/// index of that edge among the predecessor's successors.
fn switch_from_same_flag(ir: &Ir, op: Op) -> Option<(SwitchParts, SwitchParts, Block)> {
    let here = ir.parent_block(op)?;
    let pred = single_predecessor(ir, here)?;
    let pt = ir.terminator(pred)?;
    if ir.op_name(pt) != "cf.switch" || ir.operands(pt).first() != ir.operands(op).first() {
        return None;
    }
    Some((switch_parts(ir, op)?, switch_parts(ir, pt)?, here))
}

/// A `cf.switch` entered only through a case edge of a switch on the same flag: the flag has
/// that case's value, so a `cf.br` along the edge it takes.
struct SimplifySwitchFromSwitchOnSameCondition;

impl Pattern for SimplifySwitchFromSwitchOnSameCondition {
    fn name(&self) -> &'static str {
        "SimplifySwitchFromSwitchOnSameCondition"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let Some((parts, pred, here)) = switch_from_same_flag(rw.ir, op) else { return false };
        if pred.default.0 == here {
            return false;
        }
        match pred.cases.iter().find(|c| c.1 == here) {
            Some(&(v, _, _)) => fold_switch(rw, op, parts, v),
            None => replace_with_br(rw, op, parts.default.0, parts.default.1),
        }
        true
    }
}

/// A `cf.switch` entered only through the default edge of a switch on the same flag: the
/// flag has none of that switch's case values that lead elsewhere, so those cases go.
struct SimplifySwitchFromDefaultSwitchOnSameCondition;

impl Pattern for SimplifySwitchFromDefaultSwitchOnSameCondition {
    fn name(&self) -> &'static str {
        "SimplifySwitchFromDefaultSwitchOnSameCondition"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let Some((mut parts, pred, here)) = switch_from_same_flag(rw.ir, op) else { return false };
        if pred.default.0 != here {
            return false;
        }
        let impossible: FxHashSet<i128> = pred.cases.iter().filter(|c| c.1 != here).map(|c| c.0).collect();
        let n = parts.cases.len();
        parts.cases.retain(|c| !impossible.contains(&c.0));
        if parts.cases.len() == n {
            return false;
        }
        replace_switch(rw, op, parts);
        true
    }
}

// ----- cf.assert -----

/// `cf.assert` of a constant true goes.
struct EraseTrueAssert;

impl Pattern for EraseTrueAssert {
    fn name(&self) -> &'static str {
        "EraseTrueAssert"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        // `m_One`: the value 1 of an i1 is stored as -1 (sign-extended).
        let Some(c) = ir.operands(op).first().and_then(|&c| const_int(ir, c)) else { return false };
        if c == 0 {
            return false;
        }
        rw.erase_op(op);
        true
    }
}
