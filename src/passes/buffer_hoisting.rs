//! `buffer-hoisting`: allocations move upwards, into dominating blocks and out of nested
//! regions that are not loops, as upstream's pass of that name; `buffer-loop-hoisting` then
//! takes them out of loops, and one allocation placed early serves every path.
//!
//! Takes: a function on buffers, before deallocation. Gives: each `memref.alloc` moved, as far
//! as it can go, by these two steps, repeated:
//! - **in a region with several blocks** (unstructured control flow): to the end of the
//!   highest block on its dominator chain (before the terminator) that is in the same loops
//!   as its block and where its size operands are available. Nothing moves in a region whose
//!   control flow is irreducible (a cycle with several entries: no block is "in the same
//!   loops" for certain);
//! - **out of the region of an op** that is a region-branch op (`scf.if`, `scf.index_switch`,
//!   `scf.execute_region`, ...), not a loop, not isolated from above and not an allocation
//!   scope, when the allocation is in the region's entry block and its size operands are
//!   defined outside the op: to just before the op.
//!
//! In a function that deallocates buffers itself (`memref.dealloc`), an allocation stays where
//! it is when it or a view of it is deallocated, or may be (it flows on through a branch, a
//! yield or into a region op): a path that skips the dealloc would leak the moved buffer (the
//! deallocation pass leaves buffers the program frees itself alone). `memref.alloca`
//! never moves (its lifetime is its scope's).
//!
//! A buffer allocated earlier on a path that then does not use it is still a valid fresh
//! buffer where it was allocated before; the deallocation pass, later in the pipeline, frees it
//! on every path.
//!
//! Cost: each allocation climbs at most its nesting depth plus its dominator chain, with one
//! dominance query per operand per step; loop and dominance information is computed once per
//! multi-block region.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::memref::is_view;
use crate::ir::dominance::{CfLoopInfo, DominanceInfo};
use crate::ir::fxhash::FxHashMap;
use crate::ir::registry::{AUTOMATIC_ALLOCATION_SCOPE, ISOLATED, TERMINATOR};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "buffer-hoisting",
    class: "BufferHoistingPass",
    summary: "Optimizes placement of allocation operations by moving them into common dominators and out of nested \
              regions",
    options: &[],
    create: |_: &OptionValues| Box::new(BufferHoisting),
};

struct BufferHoisting;

impl Pass for BufferHoisting {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op) { Preserved::None } else { Preserved::All })
    }
}

/// Per multi-block region: each block's innermost loop (an index into the region's loops;
/// `None` outside every loop), or `None` for the whole region when its control flow is
/// irreducible.
type LoopsOf = Option<FxHashMap<Block, Option<usize>>>;

/// Hoists the allocations below `func`; returns whether any moved.
pub fn run(ir: &mut Ir, func: Op) -> bool {
    let mut allocs = vec![];
    let mut deallocs = false;
    ir.walk(func, &mut |o| match ir.op_name(o) {
        "memref.alloc" => allocs.push(o),
        "memref.dealloc" => deallocs = true,
        _ => {}
    });
    let mut dom = DominanceInfo::new();
    let mut loops: FxHashMap<Region, LoopsOf> = FxHashMap::default();
    let mut moved = false;
    for a in allocs {
        if deallocs && may_be_deallocated(ir, ir.result(a, 0)) {
            continue;
        }
        while let (Some(block), Some(region)) = (ir.parent_block(a), ir.parent_region(a)) {
            // 1. Up the dominator chain of a multi-block region.
            if ir.blocks(region).len() > 1 && Some(block) != ir.entry_block(region) {
                let info = loops.entry(region).or_insert_with(|| loops_of(ir, region));
                if let Some(innermost) = info {
                    let here = innermost.get(&block).copied().flatten();
                    let mut target = None;
                    let mut b = block;
                    while let Some(d) = dom.idom(ir, b) {
                        let Some(term) = ir.terminator(d) else { break };
                        if innermost.get(&d).copied().flatten() != here
                            || !ir.operands(a).to_vec().into_iter().all(|v| dom.value_dominates(ir, v, term))
                        {
                            break;
                        }
                        target = Some(term);
                        b = d;
                    }
                    if let Some(term) = target {
                        let loc = ir.loc(a);
                        Rewriter::new(ir, loc).move_op_before(a, term);
                        moved = true;
                        continue;
                    }
                }
            }
            // 2. Out of a non-loop region op, from its region's entry block.
            if Some(block) != ir.entry_block(region) {
                break;
            }
            let Some(parent) = ir.region_op(region) else { break };
            let d = ir.def(parent);
            if parent == func
                || d.interfaces.region_branch.is_none()
                || d.interfaces.loop_like.is_some()
                || d.has(ISOLATED | AUTOMATIC_ALLOCATION_SCOPE)
                || ir.operands(a).iter().any(|&v| ir.regions(parent).iter().any(|&r| ir.value_defined_in(v, r)))
            {
                break;
            }
            let loc = ir.loc(a);
            Rewriter::new(ir, loc).move_op_before(a, parent);
            moved = true;
        }
    }
    moved
}

/// Each block's innermost loop in `region`, or `None` when its control flow is irreducible.
fn loops_of(ir: &Ir, region: Region) -> LoopsOf {
    let info = CfLoopInfo::compute(ir, region)?;
    if !info.is_reducible() {
        return None;
    }
    let mut innermost: FxHashMap<Block, Option<usize>> = FxHashMap::default();
    for b in ir.blocks(region) {
        innermost.insert(b, None);
    }
    // Outer loops come first: a nested loop's blocks are reassigned to it.
    for (i, l) in info.loops().iter().enumerate() {
        for &b in &l.blocks {
            innermost.insert(b, Some(i));
        }
    }
    Some(innermost)
}

/// Whether buffer `v` or a view of it may reach a `memref.dealloc`: one of them is its
/// operand, or flows on through a terminator (a branch, a yield) or into a region op.
fn may_be_deallocated(ir: &Ir, v: Value) -> bool {
    ir.uses(v).iter().any(|u| match ir.op_name(u.op) {
        "memref.dealloc" => true,
        _ if ir.def(u.op).has(TERMINATOR) || !ir.regions(u.op).is_empty() => true,
        n if is_view(n) => u.index == 0 && may_be_deallocated(ir, ir.result(u.op, 0)),
        _ => false,
    })
}
