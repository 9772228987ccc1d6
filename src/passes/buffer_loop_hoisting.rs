//! `buffer-loop-hoisting`: allocations in a loop body whose sizes do not change from one
//! iteration to the next move out of the loop, as upstream's pass of that name: the loop then
//! reuses one buffer instead of allocating (and freeing) one per iteration.
//!
//! Takes: a function on buffers, before deallocation. Gives: each `memref.alloc` directly in a
//! loop region (`LoopLike`) moved before the loop — and again out of enclosing loops, as far
//! as it can go — when
//! - its size operands are defined outside the loop;
//! - its buffer, and every view of it, stays within the iteration (the uses
//!   `promote_buffers_to_stack::stays_in_frame` accepts: reads, writes, copies, shape queries,
//!   linalg ops, calls returning no memref), and is never deallocated explicitly (a buffer
//!   freed in the loop body cannot be reused by the next iteration).
//!
//! A fresh buffer has undefined contents, so reusing the previous iteration's buffer is a
//! valid fresh buffer. Deallocation, later in the pipeline, frees the hoisted buffer after the
//! loop.
//!
//! Cost: each allocation's uses are visited once per loop level it leaves.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use super::promote_buffers_to_stack::stays_in_frame;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "buffer-loop-hoisting",
    class: "BufferLoopHoistingPass",
    summary: "Optimizes placement of allocation operations by moving them out of loop nests",
    options: &[],
    create: |_: &OptionValues| Box::new(BufferLoopHoisting),
};

struct BufferLoopHoisting;

impl Pass for BufferLoopHoisting {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op) { Preserved::None } else { Preserved::All })
    }
}

/// Hoists the allocations below `func`; returns whether any moved.
pub fn run(ir: &mut Ir, func: Op) -> bool {
    let mut moved = false;
    let mut allocs = vec![];
    ir.walk(func, &mut |o| {
        if ir.op_name(o) == "memref.alloc" {
            allocs.push(o);
        }
    });
    for a in allocs {
        let mut deallocs = vec![];
        if !stays_in_frame(ir, ir.result(a, 0), &mut deallocs) || !deallocs.is_empty() {
            continue;
        }
        while let Some(lp) = enclosing_loop(ir, a, func) {
            let invariant = ir.operands(a).iter().all(|&v| !ir.regions(lp).iter().any(|&r| ir.value_defined_in(v, r)));
            if !invariant {
                break;
            }
            let loc = ir.loc(a);
            Rewriter::new(ir, loc).move_op_before(a, lp);
            moved = true;
        }
    }
    moved
}

/// The loop op whose loop region holds `op` directly (its block is in one of the loop's
/// re-executed regions), below `func`.
fn enclosing_loop(ir: &Ir, op: Op, func: Op) -> Option<Op> {
    let parent = ir.parent_op(op)?;
    if parent == func {
        return None;
    }
    let ll = ir.def(parent).interfaces.loop_like?;
    let region = ir.parent_region(op)?;
    let idx = ir.regions(parent).iter().position(|&r| r == region)?;
    ll.loop_regions.contains(&idx).then_some(parent)
}
