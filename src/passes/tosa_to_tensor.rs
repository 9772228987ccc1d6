//! `tosa-to-tensor`: reshape, slice, pad and concat become tensor ops (upstream's
//! TosaToTensor.cpp); the tosa.const_shape ops left dead are erased.
//!
//! Takes: verified IR with TOSA ops on ranked tensors. Gives: the ops of this conversion
//! replaced with upstream's semantics; any other op untouched. An op of its set it cannot
//! lower is upstream's error (`failed to legalize operation`). Each op is rewritten once,
//! from a list collected once: linear in the function.
//!
//! - `reshape` is a `tensor.collapse_shape` to the intermediate shape upstream infers
//!   (`inferReshapeCollapsedType`) then a `tensor.expand_shape` to the result, each left out
//!   when it would not change the type (upstream builds them with `createOrFold`);
//! - `slice` is a `tensor.extract_slice` with unit strides;
//! - `pad` is a `tensor.pad` yielding element 0 of `pad_const` (a `tensor.extract`);
//! - `concat` is a `tensor.empty` of the result type and one `tensor.insert_slice` per input
//!   at its offset along `axis` (one input of the result's type is the result itself).
//!
//! The shape operands must come from `tosa.const_shape` (their `values` are read); anything
//! else is a diagnostic naming the op. Only static shapes are lowered. This is the last TOSA
//! pass of the pipeline, and nothing after it can use a `!tosa.shape` value: at its end the
//! `tosa.const_shape` ops without users are erased. Upstream leaves them for `canonicalize`,
//! which mlirc's -O0 pipeline does not run after these passes.

use super::manager::{OptionValues, PassInfo};
use super::tosa_common::ConversionPass;
use super::tosa_common::{collect, not_legalized};
use crate::diag::Diagnostic;
use crate::dialects::build::index_const;
use crate::ir::context::TypeKind;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "tosa-to-tensor",
    class: "TosaToTensor",
    summary: "Lower TOSA to the Tensor dialect",
    options: &[],
    create: |_: &OptionValues| Box::new(ConversionPass(run)),
};

/// The ops this conversion lowers.
fn wanted(name: &str) -> bool {
    matches!(name, "tosa.reshape" | "tosa.slice" | "tosa.pad" | "tosa.concat")
}

/// Lowers the ops below `top`, then erases the dead `tosa.const_shape`s; whether there was
/// anything to do.
pub fn run(ir: &mut Ir, top: Op) -> Result<bool, Vec<Diagnostic>> {
    let work = collect(ir, top, wanted);
    let mut errors = vec![];
    for &op in &work {
        let r = match ir.op_name(op) {
            "tosa.reshape" => reshape(ir, op),
            "tosa.slice" => slice(ir, op),
            "tosa.pad" => pad(ir, op),
            _ => concat(ir, op),
        };
        if let Err(d) = r {
            errors.push(d);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let shapes = collect(ir, top, |n| n == "tosa.const_shape");
    let mut erased = false;
    for &s in &shapes {
        if ir.results_unused(s) {
            let mut rw = Rewriter::before(ir, s);
            rw.erase_op(s);
            erased = true;
        }
    }
    Ok(!work.is_empty() || erased)
}

pub use crate::dialects::tosa::shape_values;

/// The static shape of ranked tensor type `t`, or None.
pub fn static_shape(ir: &Ir, t: Type) -> Option<Vec<i64>> {
    match ir.ctx.type_kind(t) {
        TypeKind::Tensor { shape, .. } if shape.iter().all(|&d| d != DYNAMIC) => Some(shape.clone()),
        _ => None,
    }
}

/// A ranked tensor type.
pub fn tensor_ty(ir: &mut Ir, shape: Vec<i64>, elem: Type) -> Type {
    ir.ctx.ty(TypeKind::Tensor { shape, elem, encoding: None })
}

/// The static shapes of `op`'s operand `i` and result 0, or upstream's error.
fn static_in_out(ir: &Ir, op: Op, i: usize) -> Result<(Vec<i64>, Vec<i64>), Diagnostic> {
    let ins = static_shape(ir, ir.value_ty(ir.operand(op, i)));
    let outs = static_shape(ir, ir.value_ty(ir.result(op, 0)));
    match (ins, outs) {
        (Some(a), Some(b)) => Ok((a, b)),
        _ => Err(not_legalized(ir, op, "mlirc lowers it on static shapes only")),
    }
}

/// The values of shape operand `i` of `op`, or a diagnostic.
fn shape_operand(ir: &Ir, op: Op, i: usize) -> Result<Vec<i64>, Diagnostic> {
    shape_values(ir, ir.operand(op, i))
        .ok_or_else(|| not_legalized(ir, op, "its shape operands must be tosa.const_shape values"))
}

// ----- reshape -----

/// Upstream's `inferReshapeCollapsedType` on static shapes: the coarsest shape both `lhs`
/// and `rhs` expand to.
fn collapsed_shape(lhs: &[i64], rhs: &[i64]) -> Vec<i64> {
    if lhs.is_empty() || rhs.is_empty() {
        return vec![];
    }
    let mut out = vec![];
    let (mut l, mut r) = (0, 0);
    while l < lhs.len() && r < rhs.len() {
        let (mut ls, mut rs) = (lhs[l], rhs[r]);
        while ls != rs && l < lhs.len() && r < rhs.len() {
            if ls < rs {
                l += 1;
                if l < lhs.len() {
                    ls *= lhs[l];
                }
            } else {
                r += 1;
                if r < rhs.len() {
                    rs *= rhs[r];
                }
            }
        }
        if ls == rs {
            out.push(ls);
        }
        l += 1;
        r += 1;
    }
    out
}

/// Upstream's `createReassociationMapForCollapse` on static shapes: which dims of `src`
/// make each dim of `dst`; None when the shapes do not line up.
fn reassociation(src: &[i64], dst: &[i64]) -> Option<Vec<Vec<i64>>> {
    if src.is_empty() || dst.is_empty() {
        return Some(vec![]);
    }
    let mut map = vec![vec![]; dst.len()];
    let (mut s, mut d) = (0, 0);
    while s < src.len() && d < dst.len() {
        let ds = dst[d];
        let mut ss = src[s];
        while ss < ds && s < src.len() {
            map[d].push(s as i64);
            s += 1;
            ss = ss.checked_mul(*src.get(s)?)?;
        }
        if ss == ds {
            map[d].push(s as i64);
            s += 1;
            if d == dst.len() - 1 || dst[d + 1] != 1 {
                while s < src.len() && src[s] == 1 {
                    map[d].push(s as i64);
                    s += 1;
                }
            }
        }
        d += 1;
    }
    let ok = s == src.len() && d == dst.len() && map.iter().all(|g| !g.is_empty());
    ok.then_some(map)
}

fn reassociation_attr(ir: &mut Ir, map: &[Vec<i64>]) -> Attr {
    let groups: Vec<Attr> = map
        .iter()
        .map(|g| {
            let v = g.iter().map(|&i| ir.ctx.i64_attr(i)).collect();
            ir.ctx.array_attr(v)
        })
        .collect();
    ir.ctx.array_attr(groups)
}

/// `tosa.reshape` → collapse_shape + expand_shape (upstream's `ReshapeConverter`).
fn reshape(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let (ins, outs) = static_in_out(ir, op, 0)?;
    let input = ir.operand(op, 0);
    let elem = ir.ctx.elem_ty(ir.value_ty(input));
    let mid = collapsed_shape(&ins, &outs);
    let bad = || not_legalized(ir, op, "the shapes of its input and result do not line up");
    let down = reassociation(&ins, &mid).ok_or_else(bad)?;
    let up = reassociation(&outs, &mid).ok_or_else(bad)?;
    let mid_ty = tensor_ty(ir, mid.clone(), elem);
    let down = reassociation_attr(ir, &down);
    let up = reassociation_attr(ir, &up);
    let out_ty = ir.value_ty(ir.result(op, 0));
    let mut rw = Rewriter::before(ir, op);
    let mut v = input;
    if ins != mid {
        v = rw.create_value("tensor.collapse_shape", vec![v], mid_ty, vec![("reassociation", down)]);
    }
    if outs != mid {
        if ins == outs {
            // expand_shape(collapse_shape(x)) back to x's type folds to x.
            v = input;
        } else {
            let static_out = rw.ir.ctx.dense_i64_array(&outs);
            v = rw.create_value(
                "tensor.expand_shape",
                vec![v],
                out_ty,
                vec![("reassociation", up), ("static_output_shape", static_out)],
            );
        }
    }
    rw.replace_op(op, &[v]);
    Ok(())
}

// ----- slice -----

/// `tosa.slice` → `tensor.extract_slice` (upstream's `SliceConverter`).
fn slice(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let (ins, outs) = static_in_out(ir, op, 0)?;
    let start = shape_operand(ir, op, 1)?;
    let size = shape_operand(ir, op, 2)?;
    let rank = ins.len();
    if start.len() != rank || size.len() != rank {
        return Err(not_legalized(ir, op, "its start and size do not have the input's rank"));
    }
    for d in 0..rank {
        let s = if size[d] == -1 { ins[d] - start[d] } else { size[d] };
        if start[d] < 0 || s != outs[d] || start[d] + s > ins[d] {
            return Err(not_legalized(ir, op, "its start and size do not fit the input and result"));
        }
    }
    let input = ir.operand(op, 0);
    let out_ty = ir.value_ty(ir.result(op, 0));
    let offsets = ir.ctx.dense_i64_array(&start);
    let sizes = ir.ctx.dense_i64_array(&outs);
    let strides = ir.ctx.dense_i64_array(&vec![1; rank]);
    let segs = ir.ctx.dense_i32_array(&[1, 0, 0, 0]);
    let mut rw = Rewriter::before(ir, op);
    let v = rw.create_value(
        "tensor.extract_slice",
        vec![input],
        out_ty,
        vec![
            ("operandSegmentSizes", segs),
            ("static_offsets", offsets),
            ("static_sizes", sizes),
            ("static_strides", strides),
        ],
    );
    rw.replace_op(op, &[v]);
    Ok(())
}

// ----- pad -----

/// `tosa.pad` → `tensor.pad` (upstream's `PadConverter`): padding `[lo0, hi0, lo1, ...]`.
fn pad(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let (ins, outs) = static_in_out(ir, op, 0)?;
    let padding = shape_operand(ir, op, 1)?;
    let rank = ins.len();
    if padding.len() != 2 * rank {
        return Err(not_legalized(ir, op, "its padding does not have twice the input's rank"));
    }
    let low: Vec<i64> = (0..rank).map(|d| padding[2 * d]).collect();
    let high: Vec<i64> = (0..rank).map(|d| padding[2 * d + 1]).collect();
    for d in 0..rank {
        if low[d] < 0 || high[d] < 0 || ins[d] + low[d] + high[d] != outs[d] {
            return Err(not_legalized(ir, op, "its padding does not fit the input and result"));
        }
    }
    let input = ir.operand(op, 0);
    let pad_const = ir.operand(op, 2);
    let elem = ir.ctx.elem_ty(ir.value_ty(input));
    if ir.ctx.elem_ty(ir.value_ty(pad_const)) != elem {
        return Err(not_legalized(ir, op, "its pad_const has another element type than its input"));
    }
    let pc_rank = ir.ctx.shape(ir.value_ty(pad_const)).map_or(0, |s| s.len());
    let out_ty = ir.value_ty(ir.result(op, 0));
    let mut rw = Rewriter::before(ir, op);
    let zero = index_const(&mut rw, 0);
    let mut extract = vec![pad_const];
    extract.extend(vec![zero; pc_rank]);
    let value = rw.create_value("tensor.extract", extract, elem, vec![]);
    let index = rw.ir.ctx.index_ty();
    let (region, block) = rw.ir.new_region_with_block(&vec![index; rank]);
    let low_a = rw.ir.ctx.dense_i64_array(&low);
    let high_a = rw.ir.ctx.dense_i64_array(&high);
    let segs = rw.ir.ctx.dense_i32_array(&[1, 0, 0]);
    let p = rw.create(
        "tensor.pad",
        vec![input],
        &[out_ty],
        vec![("static_low", low_a), ("static_high", high_a), ("operandSegmentSizes", segs)],
        vec![region],
    );
    rw.set_insertion_point_to_end(block);
    rw.create("tensor.yield", vec![value], &[], vec![], vec![]);
    let v = rw.ir.result(p, 0);
    rw.replace_op(op, &[v]);
    Ok(())
}

// ----- concat -----

/// `tosa.concat` → `tensor.empty` + `tensor.insert_slice`s (upstream's `ConcatConverter`).
fn concat(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let out_ty = ir.value_ty(ir.result(op, 0));
    let outs =
        static_shape(ir, out_ty).ok_or_else(|| not_legalized(ir, op, "mlirc lowers it on static shapes only"))?;
    let inputs = ir.operands(op).to_vec();
    let rank = outs.len();
    let axis = ir.attr(op, "axis").and_then(|a| ir.ctx.as_int(a)).unwrap_or(-1);
    if axis < 0 || axis as usize >= rank || inputs.is_empty() {
        return Err(not_legalized(ir, op, "its axis is not a dimension of its result"));
    }
    let axis = axis as usize;
    let mut shapes = vec![];
    let mut total = 0;
    for &v in &inputs {
        let s = static_shape(ir, ir.value_ty(v))
            .ok_or_else(|| not_legalized(ir, op, "mlirc lowers it on static shapes only"))?;
        if s.len() != rank || (0..rank).any(|d| d != axis && s[d] != outs[d]) {
            return Err(not_legalized(ir, op, "its inputs do not fit its result"));
        }
        total += s[axis];
        shapes.push(s);
    }
    if total != outs[axis] {
        return Err(not_legalized(ir, op, "its inputs do not fit its result"));
    }
    let mut rw = Rewriter::before(ir, op);
    let mut result = rw.create_value("tensor.empty", vec![], out_ty, vec![]);
    let mut offset = 0;
    for (&v, s) in inputs.iter().zip(&shapes) {
        if rw.ir.value_ty(v) == out_ty {
            // An insert_slice of the whole destination folds to its source.
            result = v;
        } else {
            let mut offs = vec![0; rank];
            offs[axis] = offset;
            let offsets = rw.ir.ctx.dense_i64_array(&offs);
            let sizes = rw.ir.ctx.dense_i64_array(s);
            let strides = rw.ir.ctx.dense_i64_array(&vec![1; rank]);
            let segs = rw.ir.ctx.dense_i32_array(&[1, 1, 0, 0, 0]);
            result = rw.create_value(
                "tensor.insert_slice",
                vec![v, result],
                out_ty,
                vec![
                    ("operandSegmentSizes", segs),
                    ("static_offsets", offsets),
                    ("static_sizes", sizes),
                    ("static_strides", strides),
                ],
            );
        }
        offset += s[axis];
    }
    rw.replace_op(op, &[result]);
    Ok(())
}
