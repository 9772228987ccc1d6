//! `loop-invariant-code-motion`: moves the ops of loop bodies that compute the same thing in
//! every iteration, and may run speculatively, before the loop (upstream's
//! `LoopInvariantCodeMotion` and `moveLoopInvariantCode`).
//!
//! Takes: verified IR. Gives: the same IR where, for every loop (an op with the
//! `LoopLikeOpInterface`: `scf.for`, `scf.while`, `scf.parallel`, `scf.forall`, `affine.for`,
//! `affine.parallel`), the ops of its loop regions that
//! - are not terminators,
//! - have no memory effects, nested ops included (upstream's `isMemoryEffectFree`),
//! - are speculatable (`PURE`, or a region op whose nested ops all are and that always
//!   terminates: see `side_effects.rs`), since the loop may run zero times,
//! - and use (they and the ops nested in them) only values defined outside the loop or
//!   inside the op itself,
//!
//! are moved right before the loop. Ops like an integer division that may trap
//! (`NO_MEMORY_EFFECT` without `PURE`), reads of memory, and ops using the induction variable or
//! another value of the body stay.
//!
//! Loops are visited innermost first (post-order), so an op moved out of an inner loop lands
//! in the outer loop's body and can move on out of the outer loop. In each loop region, the
//! ops are tried in order; when one moves, its users at the top level of the region are tried
//! again (upstream's worklist, so the moved ops keep upstream's order).
//!
//! Cost: each op is tried once per loop it is moved out of, plus once per operand that moves
//! out; effect and speculatability queries are memoized bottom-up (`side_effects.rs`); whether
//! a value is defined in the loop is O(1) for the op's own operands. Only the nested operands
//! of region ops that are candidates (effect free and speculatable) are walked, as upstream.

use super::manager::{Analyses, Pass, PassInfo, PassResult, Preserved};
use super::side_effects::Summaries;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;
use std::collections::VecDeque;

pub const INFO: PassInfo = PassInfo {
    name: "loop-invariant-code-motion",
    class: "LoopInvariantCodeMotion",
    summary: "Hoist loop invariant instructions outside of the loop",
    options: &[],
    create: |_| Box::new(LicmPass),
};

struct LicmPass;

impl Pass for LicmPass {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op) > 0 { Preserved::None } else { Preserved::All })
    }
}

/// Hoists the invariant ops of every loop in `top` (itself included); returns how many moved.
pub fn run(ir: &mut Ir, top: Op) -> usize {
    let mut loops = vec![];
    ir.walk_with(top, WalkOrder::Post, &mut |ir, o| {
        if ir.def(o).interfaces.loop_like.is_some() {
            loops.push(o);
        }
        WalkResult::Advance
    });
    let mut fx = Summaries::new();
    let mut moved = 0;
    for lp in loops {
        moved += hoist_out_of(ir, lp, &mut fx);
    }
    moved
}

/// Moves the invariant ops of loop `lp`'s loop regions before it.
fn hoist_out_of(ir: &mut Ir, lp: Op, fx: &mut Summaries) -> usize {
    let Some(ll) = ir.def(lp).interfaces.loop_like else { return 0 };
    let mut moved = 0;
    let loc = ir.loc(lp);
    for &i in ll.loop_regions {
        let Some(&r) = ir.regions(lp).get(i) else { continue };
        let mut work: VecDeque<Op> = ir.blocks(r).flat_map(|b| ir.ops(b)).collect();
        while let Some(op) = work.pop_front() {
            // Already moved (it was queued again as a user of an op that moved).
            if ir.parent_region(op) != Some(r) {
                continue;
            }
            if !(fx.is_effect_free(ir, op) && fx.is_speculatable(ir, op) && can_be_hoisted(ir, op, lp)) {
                continue;
            }
            Rewriter::new(ir, loc).move_op_before(op, lp);
            moved += 1;
            for &res in ir.results(op) {
                work.extend(ir.users(res).filter(|&u| ir.parent_region(u) == Some(r)));
            }
        }
    }
    moved
}

/// Whether `op`, at the top level of a loop region of `lp`, and the ops nested in it use only
/// values defined outside `lp` or inside `op`.
fn can_be_hoisted(ir: &Ir, op: Op, lp: Op) -> bool {
    if ir.def(op).is_terminator() {
        return false;
    }
    // An operand of `op` itself is visible at the top level of the loop region: it is defined
    // in one of `lp`'s regions (directly) or outside `lp`.
    let in_loop_region = |v: Value| ir.value_region(v).and_then(|r| ir.region_op(r)) == Some(lp);
    if ir.operands(op).iter().any(|&v| in_loop_region(v)) {
        return false;
    }
    if ir.regions(op).is_empty() {
        return true;
    }
    let mut ok = true;
    ir.walk_with(op, WalkOrder::Pre, &mut |ir, n| {
        if n == op {
            return WalkResult::Advance;
        }
        for &v in ir.operands(n) {
            let Some(def_op) = ir.value_region(v).and_then(|r| ir.region_op(r)) else { continue };
            if ir.is_ancestor(op, def_op) {
                continue;
            }
            if ir.is_ancestor(lp, def_op) {
                ok = false;
                return WalkResult::Interrupt;
            }
        }
        WalkResult::Advance
    });
    ok
}
