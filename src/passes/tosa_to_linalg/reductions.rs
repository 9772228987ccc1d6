//! `tosa-to-linalg`'s reductions (upstream's `ReduceConverter`, `reduceMatchAndRewriteHelper`,
//! `ArgMaxConverter`).
//!
//! `reduce_sum`/`_product`/`_min`/`_max`/`_all`/`_any` become a `linalg.reduce` over `axis`
//! into a `tensor.empty` filled (`linalg.fill`) with the reduction's identity (the largest
//! finite float, not infinity, for `min`/`max`, as upstream), then a `tensor.expand_shape`
//! that gives back the reduced dimension as size 1. With `nan_mode = IGNORE` on floats the
//! reduce also carries an "all NaN so far" flag per element, and a `linalg.select` puts NaN
//! where every element was NaN.
//!
//! `argmax` becomes a `linalg.generic` with two inits (the index, filled with 0, and the
//! running maximum, filled as `reduce_max`'s), the axis a reduction loop, keeping the first
//! index of the maximum: with `PROPAGATE` a NaN wins and keeps its (first) index, with
//! `IGNORE` NaNs are skipped.
//!
//! Not lowered (a `failed to legalize` error with a note): dynamic or unranked shapes, element
//! types without an identity (upstream fails the same way).

use super::body::*;
use super::elementwise::{generic, static_shape};
use crate::diag::Diagnostic;
use crate::dialects::build;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;
use crate::passes::tosa_common::not_legalized;

/// Whether `name` is an op these rules lower.
pub fn wanted(name: &str) -> bool {
    matches!(
        name,
        "tosa.reduce_sum"
            | "tosa.reduce_product"
            | "tosa.reduce_min"
            | "tosa.reduce_max"
            | "tosa.reduce_all"
            | "tosa.reduce_any"
            | "tosa.argmax"
    )
}

/// The reduction's initial value (upstream's `createInitialValueForReduceOp`).
fn initial(ir: &mut Ir, name: &str, t: Type) -> Option<Attr> {
    if let Some(k) = kind(ir, t) {
        let bits = match name {
            "tosa.reduce_sum" => crate::ir::float::from_f64(k, 0.0),
            "tosa.reduce_product" => crate::ir::float::from_f64(k, 1.0),
            "tosa.reduce_min" => largest_bits(k, false),
            "tosa.reduce_max" | "tosa.argmax" => largest_bits(k, true),
            _ => return None,
        };
        return Some(ir.ctx.attr(AttrKind::Float { ty: t, bits }));
    }
    let ctx = &mut ir.ctx;
    let w = ctx.int_width(t)?;
    let (lo, hi) = signed_range(w);
    let v = match (name, w) {
        ("tosa.reduce_all", 1) => -1,
        ("tosa.reduce_any", 1) => 0,
        ("tosa.reduce_all" | "tosa.reduce_any", _) => return None,
        ("tosa.reduce_sum", _) => 0,
        ("tosa.reduce_product", _) => 1,
        ("tosa.reduce_min", _) => hi,
        ("tosa.reduce_max" | "tosa.argmax", _) => lo,
        _ => return None,
    };
    Some(ctx.int_attr(t, v))
}

/// Replaces `op` (which `wanted` accepts) by its lowering.
pub fn lower(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let name = ir.op_name(op).to_string();
    let input = ir.operand(op, 0);
    let res_ty = ir.value_ty(ir.result(op, 0));
    let (Some(in_shape), Some(out_shape)) = (static_shape(ir, ir.value_ty(input)), static_shape(ir, res_ty)) else {
        return Err(not_legalized(ir, op, "mlirc lowers TOSA reductions on static shapes only"));
    };
    let axis = ir.attr(op, "axis").and_then(|a| ir.ctx.as_int(a)).unwrap_or(-1);
    if axis < 0 || axis as usize >= in_shape.len() {
        return Err(not_legalized(ir, op, "the axis is out of range"));
    }
    let axis = axis as usize;
    let elem = ir.ctx.elem_ty(ir.value_ty(input));
    let Some(init) = initial(ir, &name, elem) else {
        return Err(not_legalized(ir, op, "no initial value for this reduction and element type"));
    };
    let ignore_nan = ir.ctx.is_float(elem)
        && ir.attr(op, "nan_mode").is_some_and(|a| ir.ctx.enum_value(a, &crate::ir::enums::TOSA_NAN_MODE) == Some(2));
    let mut reduce_shape = in_shape.clone();
    reduce_shape.remove(axis);
    let red_ty = ir.ctx.ty(TypeKind::Tensor { shape: reduce_shape.clone(), elem, encoding: None });
    if name == "tosa.argmax" {
        return argmax(ir, op, input, axis, init, reduce_shape, ignore_nan);
    }
    let rank = in_shape.len();
    let loc = ir.loc(op);
    let mut b = B { rw: Rewriter::before(ir, op) };
    let empty = b.rw.create_value("tensor.empty", vec![], red_ty, vec![]);
    let c = b.constant(init, elem);
    let filled = build::linalg_fill(&mut b.rw, c, empty);
    let mut inputs = vec![input];
    let mut outputs = vec![filled];
    let i1 = b.int_ty(1);
    let flags_ty = b.rw.ir.ctx.ty(TypeKind::Tensor { shape: reduce_shape.clone(), elem: i1, encoding: None });
    if ignore_nan {
        let t = b.int(i1, -1);
        let empty = b.rw.create_value("tensor.empty", vec![], flags_ty, vec![]);
        inputs.push(input);
        outputs.push(build::linalg_fill(&mut b.rw, t, empty));
    }
    // The body: (inputs..., inits...).
    let mut arg_types = vec![elem; inputs.len() + 1];
    if ignore_nan {
        arg_types.push(i1);
    }
    let (region, block) = b.rw.ir.new_region_with_block(&arg_types);
    let args = b.rw.ir.args(block).to_vec();
    {
        let mut body = B { rw: Rewriter::at_end(b.rw.ir, block, loc) };
        let (x, acc) = (args[0], if ignore_nan { args[2] } else { args[1] });
        let fl = body.is_float(elem);
        let r = match (name.as_str(), fl) {
            ("tosa.reduce_sum", true) => body.f("arith.addf", vec![x, acc]),
            ("tosa.reduce_sum", false) => body.i("arith.addi", x, acc),
            ("tosa.reduce_product", true) => body.f("arith.mulf", vec![x, acc]),
            ("tosa.reduce_product", false) => body.i("arith.muli", x, acc),
            ("tosa.reduce_min", true) => body.f("arith.minimumf", vec![x, acc]),
            ("tosa.reduce_min", false) => body.i("arith.minsi", x, acc),
            ("tosa.reduce_max", true) => body.f("arith.maximumf", vec![x, acc]),
            ("tosa.reduce_max", false) => body.i("arith.maxsi", x, acc),
            ("tosa.reduce_all", _) => body.i("arith.andi", x, acc),
            _ => body.i("arith.ori", x, acc),
        };
        let mut yielded = vec![r];
        if ignore_nan {
            let nan = body.cmpf(UNO, x, x);
            let sel = body.select(nan, acc, r);
            let flag = body.i("arith.andi", args[3], nan);
            yielded = vec![sel, flag];
        }
        body.rw.create("linalg.yield", yielded, &[], vec![], vec![]);
    }
    let dims = b.rw.ir.ctx.dense_i64_array(&[axis as i64]);
    let out_types: Vec<Type> = outputs.iter().map(|&v| b.rw.ir.value_ty(v)).collect();
    let mut operands = inputs;
    operands.extend(&outputs);
    let reduce = b.rw.create("linalg.reduce", operands, &out_types, vec![("dimensions", dims)], vec![region]);
    let mut reduced = b.rw.ir.result(reduce, 0);
    if ignore_nan {
        // NaN where every element was NaN.
        let k = kind(b.rw.ir, elem).unwrap_or(crate::ir::context::FloatKind::F32);
        let nan = b.float_bits(elem, nan_bits(k));
        let empty = b.rw.create_value("tensor.empty", vec![], red_ty, vec![]);
        let nans = build::linalg_fill(&mut b.rw, nan, empty);
        let empty = b.rw.create_value("tensor.empty", vec![], red_ty, vec![]);
        let flags = b.rw.ir.result(reduce, 1);
        let (region, block) = b.rw.ir.new_region_with_block(&[i1, elem, elem, elem]);
        let a = b.rw.ir.args(block).to_vec();
        {
            let mut body = B { rw: Rewriter::at_end(b.rw.ir, block, loc) };
            let s = body.select(a[0], a[1], a[2]);
            body.rw.create("linalg.yield", vec![s], &[], vec![], vec![]);
        }
        let segments = b.rw.ir.ctx.dense_i32_array(&[3, 1]);
        let sel = b.rw.create(
            "linalg.select",
            vec![flags, nans, reduced, empty],
            &[red_ty],
            vec![("operandSegmentSizes", segments)],
            vec![region],
        );
        reduced = b.rw.ir.result(sel, 0);
    }
    // The reduced dimension back as size 1: `[[0], ..., [axis, axis + 1], ...]` (the last
    // group takes it when the axis is the last dimension).
    let red_rank = rank - 1;
    let mut groups: Vec<Vec<i64>> =
        (0..red_rank).map(|i| vec![if i >= axis { i as i64 + 1 } else { i as i64 }]).collect();
    if red_rank != 0 {
        let at = if axis < red_rank { axis } else { red_rank - 1 };
        groups[at] = vec![at as i64, at as i64 + 1];
    }
    let groups: Vec<Attr> = groups
        .into_iter()
        .map(|g| {
            let v = g.into_iter().map(|i| b.rw.ir.ctx.i64_attr(i)).collect();
            b.rw.ir.ctx.array_attr(v)
        })
        .collect();
    let reassoc = b.rw.ir.ctx.array_attr(groups);
    let out_shape = b.rw.ir.ctx.dense_i64_array(&out_shape);
    let expanded = b.rw.create_value(
        "tensor.expand_shape",
        vec![reduced],
        res_ty,
        vec![("reassociation", reassoc), ("static_output_shape", out_shape)],
    );
    b.rw.replace_op(op, &[expanded]);
    Ok(())
}

/// `tosa.argmax` (upstream's `ArgMaxConverter`).
fn argmax(
    ir: &mut Ir,
    op: Op,
    input: Value,
    axis: usize,
    init: Attr,
    reduce_shape: Vec<i64>,
    ignore_nan: bool,
) -> Result<(), Diagnostic> {
    let res_ty = ir.value_ty(ir.result(op, 0));
    let out_elem = ir.ctx.elem_ty(res_ty);
    let elem = ir.ctx.elem_ty(ir.value_ty(input));
    if !ir.ctx.is_int(out_elem) || ir.ctx.shape(res_ty) != Some(&reduce_shape[..]) {
        return Err(not_legalized(
            ir,
            op,
            "the result of tosa.argmax must be the input's shape without the axis, of integers",
        ));
    }
    let rank = reduce_shape.len() + 1;
    let loc = ir.loc(op);
    let val_ty = ir.ctx.ty(TypeKind::Tensor { shape: reduce_shape, elem, encoding: None });
    let mut b = B { rw: Rewriter::before(ir, op) };
    let empty = b.rw.create_value("tensor.empty", vec![], res_ty, vec![]);
    let zero = b.int(out_elem, 0);
    let idx_init = build::linalg_fill(&mut b.rw, zero, empty);
    let empty = b.rw.create_value("tensor.empty", vec![], val_ty, vec![]);
    let c = b.constant(init, elem);
    let val_init = build::linalg_fill(&mut b.rw, c, empty);
    let (region, block) = b.rw.ir.new_region_with_block(&[elem, out_elem, elem]);
    let a = b.rw.ir.args(block).to_vec();
    {
        let mut body = B { rw: Rewriter::at_end(b.rw.ir, block, loc) };
        let (x, old_idx, old_val) = (a[0], a[1], a[2]);
        let d = body.rw.ir.ctx.i64_attr(axis as i64);
        let index = body.rw.ir.ctx.index_ty();
        let i = body.rw.create_value("linalg.index", vec![], index, vec![("dim", d)]);
        let i = body.cast("arith.index_cast", i, out_elem);
        let pred = if body.is_float(elem) {
            if ignore_nan {
                body.cmpf(OGT, x, old_val)
            } else {
                let gt = body.cmpf(UGT, x, old_val);
                let ord = body.cmpf(ORD, old_val, old_val);
                body.i("arith.andi", gt, ord)
            }
        } else {
            body.cmpi(SGT, x, old_val)
        };
        let v = body.select(pred, x, old_val);
        let i = body.select(pred, i, old_idx);
        body.rw.create("linalg.yield", vec![i, v], &[], vec![], vec![]);
    }
    let kept: Vec<AffineExpr> = (0..rank).filter(|&d| d != axis).map(|d| AffineExpr::Dim(d as u32)).collect();
    let out_map = AffineMap { dims: rank as u32, syms: 0, results: kept };
    let maps = vec![AffineMap::identity(rank as u32), out_map.clone(), out_map];
    let its: Vec<bool> = (0..rank).map(|d| d != axis).collect();
    let r = generic(&mut b.rw, &[input], &[idx_init, val_init], maps, &its, region);
    b.rw.replace_op(op, &r[..1]);
    Ok(())
}
