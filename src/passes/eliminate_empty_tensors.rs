//! `eliminate-empty-tensors`: a `tensor.empty` whose contents are computed only to be copied
//! into a destination is replaced by that destination, as upstream's pass of that name; the
//! computation then writes into the destination's buffer and one-shot bufferization allocates
//! nothing and copies nothing for it (an allocation that only fed a copy).
//!
//! Takes: tensor-level IR, before `one-shot-bufferize`. Gives: for each
//! - `tensor.insert_slice %src into %d[o][s][t]` or `tensor.parallel_insert_slice` (the
//!   replacement: `tensor.extract_slice %d[o][s][t]`, of the source's type),
//! - `bufferization.materialize_in_destination %src in %d` with a tensor destination (the
//!   replacement: `%d`) or a `restrict writable` memref destination that nothing else uses
//!   (other than `to_tensor`s that are themselves unused; the replacement:
//!   `bufferization.to_tensor %d restrict writable`),
//!
//! whose source comes from a `tensor.empty` along a chain of destination writes (each value of
//! the chain is the result of an op that writes its one aliased operand, the previous value:
//! `linalg.fill`, `linalg.generic`, `tensor.insert`, ...) where every value has that one use,
//! the `tensor.empty` replaced by the replacement, built just before the chain's first op when
//! the destination and the slice's offsets, sizes and strides are all defined there (dominate
//! it). The chain then writes into the destination (or its slice): whether in place is for the
//! bufferization analysis to decide as for any write, so a read of the destination between the
//! chain and the copy still gets its own buffer. The final copy copies a buffer onto itself
//! and is left out by bufferization.
//!
//! Cost: each candidate walks its chain once (each value has one use, so the chains are
//! disjoint); one dominance query per operand of the replacement.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::bufferization::interface::BufferizableOpInterface;
use crate::ir::dominance::DominanceInfo;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "eliminate-empty-tensors",
    class: "EmptyTensorElimination",
    summary: "Try to eliminate all tensor.empty ops.",
    options: &[],
    create: |_: &OptionValues| Box::new(EliminateEmptyTensors),
};

struct EliminateEmptyTensors;

impl Pass for EliminateEmptyTensors {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op) { Preserved::None } else { Preserved::All })
    }
}

/// Eliminates the `tensor.empty`s below `top` that only feed a copy; whether any went.
pub fn run(ir: &mut Ir, top: Op) -> bool {
    let mut users = vec![];
    ir.walk(top, &mut |o| {
        if matches!(
            ir.op_name(o),
            "tensor.insert_slice" | "tensor.parallel_insert_slice" | "bufferization.materialize_in_destination"
        ) {
            users.push(o);
        }
    });
    let mut dom = DominanceInfo::new();
    let mut changed = false;
    for u in users {
        let Some((empty, first)) = chain_to_empty(ir, ir.operands(u)[0]) else { continue };
        let ty = ir.value_ty(ir.result(empty, 0));
        let dest = ir.operands(u)[1];
        // The operands of the replacement must be available before the chain's first op.
        let needed: Vec<Value> = match ir.op_name(u) {
            "bufferization.materialize_in_destination" => vec![dest],
            _ => ir.operands(u)[1..].to_vec(),
        };
        if !needed.into_iter().all(|v| dom.value_dominates(ir, v, first)) {
            continue;
        }
        let loc = ir.loc(empty);
        let mut rw = Rewriter::new(ir, loc);
        rw.set_insertion_point_before(first);
        let replacement = match rw.ir.op_name(u) {
            "bufferization.materialize_in_destination" => {
                if rw.ir.ctx.is_tensor(rw.ir.value_ty(dest)) {
                    if rw.ir.value_ty(dest) != ty {
                        continue;
                    }
                    dest
                } else {
                    let restrict_writable = rw.ir.prop(u, "restrict").is_some() && rw.ir.prop(u, "writable").is_some();
                    let alone = rw.ir.uses(dest).iter().all(|x| {
                        x.op == u
                            || (rw.ir.op_name(x.op) == "bufferization.to_tensor"
                                && rw.ir.results(x.op).iter().all(|&r| rw.ir.use_empty(r)))
                    });
                    if !restrict_writable || !alone {
                        continue;
                    }
                    let unit = rw.ir.ctx.unit_attr();
                    rw.create_value(
                        "bufferization.to_tensor",
                        vec![dest],
                        ty,
                        vec![("restrict", unit), ("writable", unit)],
                    )
                }
            }
            _ => {
                let ops = rw.ir.operands(u).to_vec();
                let mut segs =
                    crate::dialects::common::dense_array(rw.ir, u, "operandSegmentSizes").unwrap_or_default();
                if segs.len() != 5 {
                    continue;
                }
                // insert_slice: source, dest, offsets, sizes, strides; extract_slice: source,
                // offsets, sizes, strides.
                segs.remove(0);
                let segs = rw.ir.ctx.dense_i32_array(&segs);
                let mut props = vec![("operandSegmentSizes", segs)];
                for name in ["static_offsets", "static_sizes", "static_strides"] {
                    let Some(a) = rw.ir.attr(u, name) else { continue };
                    props.push((name, a));
                }
                rw.create_value("tensor.extract_slice", ops[1..].to_vec(), ty, props)
            }
        };
        rw.replace_all_uses_with(rw.ir.result(empty, 0), replacement);
        rw.erase_op(empty);
        changed = true;
    }
    changed
}

/// The `tensor.empty` that `v` comes from along a chain of destination writes where every
/// value has one use, and the chain's first op (the user of the empty tensor).
fn chain_to_empty(ir: &Ir, mut v: Value) -> Option<(Op, Op)> {
    loop {
        if !ir.has_one_use(v) {
            return None;
        }
        let ValueDef::Result(d, ri) = ir.value_def(v) else { return None };
        if ir.op_name(d) == "tensor.empty" {
            return Some((d, ir.uses(v)[0].op));
        }
        let m = ir.registry().interface::<BufferizableOpInterface>(ir.op_id(d))?;
        let mut aliased =
            (0..ir.operands(d).len()).filter(|&j| (m.aliasing_results)(ir, d, j).contains(&(ri as usize)));
        let j = aliased.next()?;
        if aliased.next().is_some() || !(m.writes)(ir, d, j) {
            return None;
        }
        v = ir.operands(d)[j];
    }
}
