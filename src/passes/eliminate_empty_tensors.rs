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
//! mlirc's addition (`pad_in_place`): a `tensor.pad` with static padding by a value defined
//! above it (or a constant) whose source comes from a `tensor.empty` along such a chain,
//! `tensor.expand_shape`/`collapse_shape` included, becomes a `tensor.insert_slice` into a
//! `linalg.fill` of a new `tensor.empty` (upstream's `GeneralizePadOpPattern`), the chain's
//! empty tensor replaced by the filled tensor's slice with the chain's reshapes inverted: the
//! producer of a padded activation computes into the padded buffer's interior.
//!
//! Cost: each candidate walks its chain once (each value has one use, so the chains are
//! disjoint); one dominance query per operand of the replacement.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::bufferization::interface::BufferizableOpInterface;
use crate::dialects::build;
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
            "tensor.insert_slice"
                | "tensor.parallel_insert_slice"
                | "bufferization.materialize_in_destination"
                | "tensor.pad"
        ) {
            users.push(o);
        }
    });
    let mut dom = DominanceInfo::new();
    let mut changed = false;
    for u in users {
        let Some((empty, first, reshapes)) = chain_to_empty(ir, ir.operands(u)[0]) else { continue };
        let ty = ir.value_ty(ir.result(empty, 0));
        if ir.op_name(u) == "tensor.pad" {
            if pad_in_place(ir, &mut dom, u, empty, first, &reshapes) {
                changed = true;
            }
            continue;
        }
        // (Reshapes along the chain: only for pads.)
        if !reshapes.is_empty() {
            continue;
        }
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
/// value has one use, the chain's first op (the user of the empty tensor), and the
/// `tensor.expand_shape`/`collapse_shape` ops met on the way (from `v` down).
fn chain_to_empty(ir: &Ir, mut v: Value) -> Option<(Op, Op, Vec<Op>)> {
    let mut reshapes = vec![];
    loop {
        if !ir.has_one_use(v) {
            return None;
        }
        let ValueDef::Result(d, ri) = ir.value_def(v) else { return None };
        if ir.op_name(d) == "tensor.empty" {
            return Some((d, ir.uses(v)[0].op, reshapes));
        }
        if matches!(ir.op_name(d), "tensor.expand_shape" | "tensor.collapse_shape") {
            reshapes.push(d);
            v = ir.operands(d)[0];
            continue;
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

/// `tensor.pad %src` (static padding by a value defined above it) whose source comes from a
/// `tensor.empty` along a chain (`chain_to_empty`, reshapes included) becomes
/// `tensor.insert_slice %src into linalg.fill(%value, tensor.empty)` (upstream's
/// `GeneralizePadOpPattern`), the empty tensor replaced by the slice of the filled tensor
/// (through the inverse reshapes): the chain computes into the padded buffer, instead of into
/// a buffer of its own that the pad then copies (mobilenet's and resnet's activations before
/// each 3x3 convolution). Whether the pad applies.
fn pad_in_place(ir: &mut Ir, dom: &mut DominanceInfo, pad: Op, empty: Op, first: Op, reshapes: &[Op]) -> bool {
    let src = ir.operands(pad)[0];
    if ir.operands(pad).len() != 1 {
        return false; // dynamic padding
    }
    let pad_ty = ir.value_ty(ir.result(pad, 0));
    let Some(src_shape) = ir.ctx.shape(ir.value_ty(src)).map(|s| s.to_vec()) else { return false };
    let low = crate::dialects::common::dense_array(ir, pad, "static_low").unwrap_or_default();
    let pad_shape = ir.ctx.shape(pad_ty).map(|s| s.to_vec()).unwrap_or_default();
    if src_shape.iter().chain(&pad_shape).chain(&low).any(|&d| d == DYNAMIC || d < 0) || low.len() != src_shape.len() {
        return false;
    }
    // The padding value: the body's one op yields a value from above.
    let Some(&region) = ir.regions(pad).first() else { return false };
    let Some(body) = ir.entry_block(region) else { return false };
    let Some(term) = ir.terminator(body) else { return false };
    if ir.ops(body).count() != 1 || ir.operands(term).len() != 1 {
        return false;
    }
    let mut value = ir.operands(term)[0];
    if ir.value_block(value) == Some(body) {
        return false;
    }
    // A constant defined after the chain's first op is cloned before it.
    let clone_const = match ir.defining_op(value) {
        _ if dom.value_dominates(ir, value, first) => None,
        Some(c) if ir.op_name(c) == "arith.constant" => Some(c),
        _ => return false,
    };
    // Every reshape's inverse is static (an expand_shape's inverse is the collapse_shape
    // with its reassociation; a collapse_shape's, the expand_shape to its source's shape).
    for &r in reshapes {
        let from = ir.value_ty(ir.operands(r)[0]);
        if ir.ctx.shape(from).is_none_or(|s| s.contains(&DYNAMIC)) || ir.operands(r).len() != 1 {
            return false;
        }
    }
    let rank = src_shape.len();
    let loc = ir.loc(pad);
    let mut rw = Rewriter::new(ir, loc);
    rw.set_insertion_point_before(first);
    if let Some(c) = clone_const {
        let a = rw.ir.attr(c, "value").expect("a constant's value");
        let t = rw.ir.value_ty(value);
        value = rw.create_value("arith.constant", vec![], t, vec![("value", a)]);
    }
    let e = rw.create_value("tensor.empty", vec![], pad_ty, vec![]);
    let filled = build::linalg_fill(&mut rw, value, e);
    let slice_props = |rw: &mut Rewriter, segs: &[i64]| {
        let segs = rw.ir.ctx.dense_i32_array(segs);
        let offsets = rw.ir.ctx.dense_i64_array(&low);
        let sizes = rw.ir.ctx.dense_i64_array(&src_shape);
        let strides = rw.ir.ctx.dense_i64_array(&vec![1; rank]);
        vec![
            ("operandSegmentSizes", segs),
            ("static_offsets", offsets),
            ("static_sizes", sizes),
            ("static_strides", strides),
        ]
    };
    let props = slice_props(&mut rw, &[1, 0, 0, 0]);
    let mut slice = rw.create_value("tensor.extract_slice", vec![filled], rw.ir.value_ty(src), props);
    for &r in reshapes {
        let from = rw.ir.value_ty(rw.ir.operands(r)[0]);
        let reassoc = rw.ir.attr(r, "reassociation").expect("a reshape's reassociation");
        slice = if rw.ir.op_name(r) == "tensor.expand_shape" {
            rw.create_value("tensor.collapse_shape", vec![slice], from, vec![("reassociation", reassoc)])
        } else {
            let shape = rw.ir.ctx.shape(from).map(|s| s.to_vec()).unwrap_or_default();
            let out = rw.ir.ctx.dense_i64_array(&shape);
            rw.create_value(
                "tensor.expand_shape",
                vec![slice],
                from,
                vec![("reassociation", reassoc), ("static_output_shape", out)],
            )
        };
    }
    rw.replace_all_uses_with(rw.ir.result(empty, 0), slice);
    rw.erase_op(empty);
    rw.set_insertion_point_before(pad);
    let props = slice_props(&mut rw, &[1, 1, 0, 0, 0]);
    let inserted = rw.create_value("tensor.insert_slice", vec![src, filled], pad_ty, props);
    rw.replace_op(pad, &[inserted]);
    true
}
