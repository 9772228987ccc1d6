//! `tosa-to-linalg`'s element-wise rules (upstream's `PointwiseConverter`,
//! `createLinalgBodyCalculationForElementwiseOp`, `TableConverter`).
//!
//! Each op becomes one `linalg.generic` with all loops parallel over the result's shape, its
//! init a `tensor.empty`, and as inputs the op's tensor operands: a size-1 dimension of an
//! operand where the result's is not 1 is broadcast (the constant `0` in the operand's map,
//! as upstream's `emitElementwiseComputation`). Operands that upstream reads as constants are
//! not inputs: `mul`'s `shift` when it is a constant, `negate`'s zero points, `table`'s table
//! (read with `tensor.extract` in the body). `identity`, and `cast` to the same type, are
//! their operand.
//!
//! The bodies are upstream's, op for op: NaN handling by `nan_mode` (`IGNORE` selects the
//! other operand when one is NaN; `clamp` gives `min_val` for NaN), `mul`'s shift through
//! `tosa.apply_scale` (lowered by `tosa-to-arith`), `negate`'s zero points in a wider
//! intermediate type with saturation, `cast`'s float-to-integer rounding to nearest even with
//! saturation (clamped in the float domain when the float type holds the integer bounds,
//! else compared with the bounds or with infinities), `arithmetic_right_shift`'s rounding.
//!
//! `rescale` is upstream's `RescaleConverter`: `apply_scale` with the constant multiplier and
//! shift (per-channel ones as constant tensor inputs indexed by the last dimension), zero
//! points, saturation to the (signed or unsigned) output range.
//!
//! Not lowered (a `failed to legalize` error with a note): dynamic or unranked shapes,
//! element types a body has no rule for, a `rescale` or `mul` shift or zero point that is not
//! a constant where upstream needs one (upstream fails the same way).

use super::body::*;
use crate::diag::Diagnostic;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;
use crate::passes::tosa_common::not_legalized;

const OPS: &[&str] = &[
    "tosa.abs",
    "tosa.add",
    "tosa.arithmetic_right_shift",
    "tosa.bitwise_and",
    "tosa.bitwise_not",
    "tosa.bitwise_or",
    "tosa.bitwise_xor",
    "tosa.cast",
    "tosa.ceil",
    "tosa.clamp",
    "tosa.clz",
    "tosa.cos",
    "tosa.equal",
    "tosa.erf",
    "tosa.exp",
    "tosa.floor",
    "tosa.greater",
    "tosa.greater_equal",
    "tosa.identity",
    "tosa.intdiv",
    "tosa.log",
    "tosa.logical_and",
    "tosa.logical_left_shift",
    "tosa.logical_not",
    "tosa.logical_or",
    "tosa.logical_right_shift",
    "tosa.logical_xor",
    "tosa.maximum",
    "tosa.minimum",
    "tosa.mul",
    "tosa.negate",
    "tosa.pow",
    "tosa.reciprocal",
    "tosa.rescale",
    "tosa.rsqrt",
    "tosa.select",
    "tosa.sigmoid",
    "tosa.sin",
    "tosa.sub",
    "tosa.table",
    "tosa.tanh",
];

/// Whether `name` is an op these rules lower.
pub fn wanted(name: &str) -> bool {
    OPS.contains(&name)
}

/// The static shape of a ranked tensor type, `None` for unranked or dynamic ones.
pub fn static_shape(ir: &Ir, t: Type) -> Option<Vec<i64>> {
    match ir.ctx.type_kind(t) {
        TypeKind::Tensor { shape, .. } if shape.iter().all(|&d| d != DYNAMIC) => Some(shape.clone()),
        _ => None,
    }
}

/// The integer elements of a constant (`tosa.const` or `arith.constant`), a splat as one.
pub fn const_ints(ir: &Ir, v: Value) -> Option<Vec<i128>> {
    let a = crate::dialects::tosa::const_values(ir, v)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Dense { data, .. } if data.is_int() && !data.is_empty() => Some(data.ints_iter().collect()),
        _ => None,
    }
}

/// The float elements of a constant, as `f64` (a splat as one).
fn const_floats(ir: &Ir, v: Value) -> Option<Vec<f64>> {
    let a = crate::dialects::tosa::const_values(ir, v)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Dense { ty, data } if data.is_float() && !data.is_empty() => {
            let k = ir.ctx.float_kind(ir.ctx.elem_ty(*ty))?;
            Some(data.float_bits_iter().map(|b| crate::ir::float::to_f64(k, b)).collect())
        }
        _ => None,
    }
}

/// Creates `linalg.generic ins(inputs) outs(inits)` with `maps`, `iterators` and `region`
/// at the rewriter's insertion point; its results.
pub fn generic(
    rw: &mut Rewriter,
    inputs: &[Value],
    inits: &[Value],
    maps: Vec<AffineMap>,
    iterators: &[bool],
    region: Region,
) -> Vec<Value> {
    let maps = maps.into_iter().map(|m| rw.ir.ctx.affine_map_attr(m)).collect();
    let maps = rw.ir.ctx.array_attr(maps);
    let par = rw.ir.ctx.enum_attr(&crate::ir::enums::LINALG_ITERATOR_TYPE, 0);
    let red = rw.ir.ctx.enum_attr(&crate::ir::enums::LINALG_ITERATOR_TYPE, 1);
    let its = iterators.iter().map(|&parallel| if parallel { par } else { red }).collect();
    let its = rw.ir.ctx.array_attr(its);
    let segments = rw.ir.ctx.dense_i32_array(&[inputs.len() as i64, inits.len() as i64]);
    let types: Vec<Type> = inits.iter().map(|&v| rw.ir.value_ty(v)).collect();
    let mut operands = inputs.to_vec();
    operands.extend(inits);
    let g = rw.create(
        "linalg.generic",
        operands,
        &types,
        vec![("indexing_maps", maps), ("iterator_types", its), ("operandSegmentSizes", segments)],
        vec![region],
    );
    rw.ir.results(g).to_vec()
}

/// What a body needs to know of its op.
struct Info {
    name: String,
    /// The element type of operand 0 (of operand 1 for `select`), and of the result.
    elem: Type,
    out: Type,
    /// `mul`'s constant shift.
    shift: Option<i128>,
    /// `negate`'s constant zero points.
    zps: (i128, i128),
    /// `clamp`'s bounds, `nan_mode` (`IGNORE`), `arithmetic_right_shift`'s `round`.
    min: Option<Attr>,
    max: Option<Attr>,
    ignore_nan: bool,
    round: bool,
    /// `table`'s table and its length.
    table: Option<Value>,
}

/// Replaces `op` (which `wanted` accepts) by its lowering.
pub fn lower(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let name = ir.op_name(op).to_string();
    let operands = ir.operands(op).to_vec();
    let result = ir.result(op, 0);
    let res_ty = ir.value_ty(result);
    let Some(out_shape) = static_shape(ir, res_ty) else {
        return Err(not_legalized(ir, op, "mlirc lowers TOSA element-wise ops on static shapes only"));
    };
    if operands.iter().any(|&v| static_shape(ir, ir.value_ty(v)).is_none()) {
        return Err(not_legalized(ir, op, "mlirc lowers TOSA element-wise ops on static shapes only"));
    }
    if name == "tosa.rescale" {
        return rescale(ir, op, &operands, out_shape);
    }
    let in_ty = ir.value_ty(operands[0]);
    if name == "tosa.identity" || (name == "tosa.cast" && in_ty == res_ty) {
        let mut rw = Rewriter::before(ir, op);
        rw.replace_op(op, &[operands[0]]);
        return Ok(());
    }
    let shift = if name == "tosa.mul" { const_ints(ir, operands[2]).map(|v| v[0]) } else { None };
    let mut zps = (0, 0);
    if name == "tosa.negate" {
        let zp =
            |i: usize| const_ints(ir, operands[i]).map(|v| v[0]).or_else(|| const_floats(ir, operands[i]).map(|_| 0));
        let (Some(a), Some(b)) = (zp(1), zp(2)) else {
            return Err(not_legalized(ir, op, "the zero points of tosa.negate must be constants"));
        };
        zps = (a, b);
    }
    let inputs: Vec<Value> = match name.as_str() {
        "tosa.negate" | "tosa.table" => vec![operands[0]],
        "tosa.mul" if shift.is_some() => operands[..2].to_vec(),
        _ => operands.clone(),
    };
    let elem_of = |ir: &Ir, v: Value| ir.ctx.elem_ty(ir.value_ty(v));
    let info = Info {
        elem: elem_of(ir, operands[if name == "tosa.select" { 1 } else { 0 }]),
        out: ir.ctx.elem_ty(res_ty),
        shift,
        zps,
        min: ir.attr(op, "min_val"),
        max: ir.attr(op, "max_val"),
        ignore_nan: ir
            .attr(op, "nan_mode")
            .is_some_and(|a| ir.ctx.enum_value(a, &crate::ir::enums::TOSA_NAN_MODE) == Some(2)),
        round: ir.attr(op, "round").and_then(|a| ir.ctx.as_int(a)).is_some_and(|r| r != 0),
        table: (name == "tosa.table").then(|| operands[1]),
        name,
    };
    // The body, built first in a block of its own so that a failure leaves the function as
    // it was.
    let mut arg_types: Vec<Type> = inputs.iter().map(|&v| elem_of(ir, v)).collect();
    arg_types.push(info.out);
    let (region, block) = ir.new_region_with_block(&arg_types);
    let args = ir.args(block)[..inputs.len()].to_vec();
    let loc = ir.loc(op);
    let mut b = B { rw: Rewriter::at_end(ir, block, loc) };
    let v = body(&mut b, &info, &args);
    let v = match v {
        Ok(v) => v,
        Err(why) => return Err(not_legalized(ir, op, &why)),
    };
    b.rw.create("linalg.yield", vec![v], &[], vec![], vec![]);
    // The generic: broadcasting maps for the inputs, the identity for the init.
    let rank = out_shape.len() as u32;
    let mut maps = vec![];
    for &v in &inputs {
        let shape = static_shape(ir, ir.value_ty(v)).unwrap_or_default();
        let results =
            shape
                .iter()
                .enumerate()
                .map(|(d, &s)| {
                    if s == 1 && out_shape.get(d) != Some(&1) {
                        AffineExpr::Const(0)
                    } else {
                        AffineExpr::Dim(d as u32)
                    }
                })
                .collect();
        maps.push(AffineMap { dims: rank, syms: 0, results });
    }
    maps.push(AffineMap::identity(rank));
    let mut rw = Rewriter::before(ir, op);
    let empty = rw.create_value("tensor.empty", vec![], res_ty, vec![]);
    let r = generic(&mut rw, &inputs, &[empty], maps, &vec![true; rank as usize], region);
    rw.replace_op(op, &r);
    Ok(())
}

/// The scalar computation of one element (upstream's
/// `createLinalgBodyCalculationForElementwiseOp`).
fn body(b: &mut B, info: &Info, args: &[Value]) -> Result<Value, String> {
    let et = info.elem;
    let fl = b.is_float(et);
    let int = b.rw.ir.ctx.is_int(et);
    let unhandled = || {
        Err(format!(
            "no lowering of {} for element type {}",
            info.name,
            crate::ir::display::type_to_string(&b.rw.ir.ctx, et)
        ))
    };
    let a0 = args[0];
    Ok(match (info.name.as_str(), fl, int) {
        ("tosa.abs", true, _) => b.f("math.absf", vec![a0]),
        ("tosa.abs", _, true) => {
            let zero = b.int(et, 0);
            let neg = b.i("arith.subi", zero, a0);
            b.i("arith.maxsi", a0, neg)
        }
        ("tosa.add", true, _) => b.f("arith.addf", vec![a0, args[1]]),
        ("tosa.add", _, true) => b.i("arith.addi", a0, args[1]),
        ("tosa.sub", true, _) => b.f("arith.subf", vec![a0, args[1]]),
        ("tosa.sub", _, true) => b.i("arith.subi", a0, args[1]),
        ("tosa.intdiv", _, true) => b.i("arith.divsi", a0, args[1]),
        ("tosa.reciprocal", true, _) => {
            let one = b.float(et, 1.0);
            b.f("arith.divf", vec![one, a0])
        }
        ("tosa.mul", ..) => return mul(b, info, args),
        ("tosa.negate", true, _) => b.f("arith.negf", vec![a0]),
        ("tosa.negate", _, true) => negate(b, info, a0),
        ("tosa.bitwise_and", _, true) | ("tosa.logical_and", _, true) => b.i("arith.andi", a0, args[1]),
        ("tosa.bitwise_or", _, true) | ("tosa.logical_or", _, true) => b.i("arith.ori", a0, args[1]),
        ("tosa.bitwise_xor", _, true) | ("tosa.logical_xor", _, true) => b.i("arith.xori", a0, args[1]),
        ("tosa.bitwise_not", _, true) => {
            let ones = b.int(et, -1);
            b.i("arith.xori", a0, ones)
        }
        ("tosa.logical_not", _, true) => {
            let one = b.int(et, -1);
            b.i("arith.xori", a0, one)
        }
        ("tosa.logical_left_shift", _, true) => b.i("arith.shli", a0, args[1]),
        ("tosa.logical_right_shift", _, true) => b.i("arith.shrui", a0, args[1]),
        ("tosa.arithmetic_right_shift", _, true) => {
            let r = b.i("arith.shrsi", a0, args[1]);
            if !info.round {
                return Ok(r);
            }
            let i1 = b.int_ty(1);
            let one = b.int(et, 1);
            let zero = b.int(et, 0);
            let f = b.int(i1, 0);
            let t = b.int(i1, -1);
            let positive = b.cmpi(SGT, args[1], zero);
            let sub = b.i("arith.subi", args[1], one);
            let shifted = b.i("arith.shrsi", a0, sub);
            let low = b.cast("arith.trunci", shifted, i1);
            let odd = b.i("arith.andi", low, t);
            let round = b.select(positive, odd, f);
            let ext = b.cast("arith.extui", round, et);
            b.i("arith.addi", r, ext)
        }
        ("tosa.clz", _, true) => b.same("math.ctlz", vec![a0]),
        ("tosa.pow", true, _) => b.f("math.powf", vec![a0, args[1]]),
        ("tosa.rsqrt", true, _) => b.f("math.rsqrt", vec![a0]),
        ("tosa.log", true, _) => b.f("math.log", vec![a0]),
        ("tosa.exp", true, _) => b.f("math.exp", vec![a0]),
        ("tosa.sin", true, _) => b.f("math.sin", vec![a0]),
        ("tosa.cos", true, _) => b.f("math.cos", vec![a0]),
        ("tosa.tanh", true, _) => b.f("math.tanh", vec![a0]),
        ("tosa.erf", true, _) => b.f("math.erf", vec![a0]),
        ("tosa.ceil", true, _) => b.f("math.ceil", vec![a0]),
        ("tosa.floor", true, _) => b.f("math.floor", vec![a0]),
        ("tosa.greater", true, _) => b.cmpf(OGT, a0, args[1]),
        ("tosa.greater", _, true) => b.cmpi(SGT, a0, args[1]),
        ("tosa.greater_equal", true, _) => b.cmpf(OGE, a0, args[1]),
        ("tosa.greater_equal", _, true) => b.cmpi(SGE, a0, args[1]),
        ("tosa.equal", true, _) => b.cmpf(OEQ, a0, args[1]),
        ("tosa.equal", _, true) => b.cmpi(EQ, a0, args[1]),
        ("tosa.select", ..) if fl || int => b.select(a0, args[1], args[2]),
        ("tosa.maximum", true, _) | ("tosa.minimum", true, _) => {
            let n = if info.name == "tosa.maximum" { "arith.maximumf" } else { "arith.minimumf" };
            let r = b.f(n, vec![a0, args[1]]);
            if !info.ignore_nan {
                return Ok(r);
            }
            let lhs_nan = b.cmpf(UNO, a0, a0);
            let rhs_nan = b.cmpf(UNO, args[1], args[1]);
            let r = b.select(lhs_nan, args[1], r);
            b.select(rhs_nan, a0, r)
        }
        ("tosa.maximum", _, true) => b.i("arith.maxsi", a0, args[1]),
        ("tosa.minimum", _, true) => b.i("arith.minsi", a0, args[1]),
        ("tosa.clamp", true, _) => {
            let bound = |b: &mut B, a: Option<Attr>| -> Result<Value, String> {
                let ir = &b.rw.ir;
                let x = match a.map(|a| ir.ctx.attr_kind(a).clone()) {
                    Some(AttrKind::Float { ty, bits }) => {
                        crate::ir::float::to_f64(ir.ctx.float_kind(ty).ok_or("bad bound")?, bits)
                    }
                    Some(AttrKind::Int { value, .. }) => value as f64,
                    _ => return Err("tosa.clamp needs min_val and max_val".into()),
                };
                Ok(b.float(et, x))
            };
            let min = bound(b, info.min)?;
            let max = bound(b, info.max)?;
            let r = b.f("arith.minimumf", vec![a0, max]);
            let r = b.f("arith.maximumf", vec![r, min]);
            if !info.ignore_nan {
                return Ok(r);
            }
            let nan = b.cmpf(UNO, a0, a0);
            b.select(nan, min, r)
        }
        ("tosa.clamp", _, true) => {
            let w = b.width(et);
            let bound = |b: &B, a: Option<Attr>| a.and_then(|a| b.rw.ir.ctx.as_int(a));
            let (Some(min), Some(max)) = (bound(b, info.min), bound(b, info.max)) else {
                return Err("tosa.clamp needs integer min_val and max_val".into());
            };
            let (lo, hi) = if w <= 64 { signed_range(w) } else { (i64::MIN as i128, i64::MAX as i128) };
            let (min, max) = (min.max(lo).min(hi), max.max(lo).min(hi));
            let min = b.int(et, min);
            let max = b.int(et, max);
            let r = b.i("arith.maxsi", min, a0);
            b.i("arith.minsi", max, r)
        }
        ("tosa.sigmoid", true, _) => {
            let one = b.float(et, 1.0);
            let neg = b.f("arith.negf", vec![a0]);
            let exp = b.f("math.exp", vec![neg]);
            let added = b.f("arith.addf", vec![exp, one]);
            b.f("arith.divf", vec![one, added])
        }
        ("tosa.cast", ..) => return cast(b, a0, et, info.out),
        ("tosa.table", _, true) => return table(b, info, a0),
        _ => return unhandled(),
    })
}

/// `tosa.mul`: `mulf`; for integers `apply_scale` when the shift is not 0, else `muli` of
/// the operands sign-extended to the result type.
fn mul(b: &mut B, info: &Info, args: &[Value]) -> Result<Value, String> {
    let (x, y) = (args[0], args[1]);
    if b.is_float(info.elem) {
        if info.shift.is_some_and(|s| s != 0) {
            return Err("tosa.mul of floats cannot have a shift".into());
        }
        return Ok(b.f("arith.mulf", vec![x, y]));
    }
    if !b.rw.ir.ctx.is_int(info.elem) {
        return Err("no lowering of tosa.mul for this element type".into());
    }
    let i32t = b.int_ty(32);
    let shift = match info.shift {
        Some(0) => None,
        Some(s) => Some(s),
        // A shift known only at run time (an input): upstream applies it to i32 operands.
        None if info.elem == i32t && info.out == i32t => {
            return Ok(apply_scale(b, x, y, args[2]));
        }
        None => return Err("a tosa.mul shift that is not a constant needs i32 operands and result".into()),
    };
    if let Some(s) = shift {
        if info.out != i32t {
            return Err("a tosa.mul with a shift needs an i32 result".into());
        }
        let i8t = b.int_ty(8);
        let s = b.int(i8t, s);
        let x = if b.ty(x) != i32t { b.cast("arith.extsi", x, i32t) } else { x };
        let y = if b.ty(y) != i32t { b.cast("arith.extsi", y, i32t) } else { y };
        return Ok(apply_scale(b, x, y, s));
    }
    let out = info.out;
    let wo = b.width(out);
    let x = if b.width(b.ty(x)) < wo { b.cast("arith.extsi", x, out) } else { x };
    let y = if b.width(b.ty(y)) < wo { b.cast("arith.extsi", y, out) } else { y };
    if b.ty(x) != out || b.ty(y) != out {
        return Err("tosa.mul operands wider than its result".into());
    }
    Ok(b.i("arith.muli", x, y))
}

/// `tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32`.
fn apply_scale(b: &mut B, v: Value, m: Value, s: Value) -> Value {
    let mode = b.rw.ir.ctx.enum_attr(&crate::ir::enums::TOSA_ROUNDING_MODE, 1);
    let i32t = b.int_ty(32);
    let op = b.rw.create("tosa.apply_scale", vec![v, m, s], &[i32t], vec![], vec![]);
    b.rw.ir.set_attr(op, "rounding_mode", mode);
    b.rw.ir.result(op, 0)
}

/// Integer `tosa.negate`: `inZp + outZp - x` in an intermediate type wide enough, clamped to
/// the element type's range.
fn negate(b: &mut B, info: &Info, x: Value) -> Value {
    let et = info.elem;
    let w = b.width(et);
    let (lo, hi) = signed_range(w);
    let zp_add = info.zps.0 + info.zps.1;
    let max_value = hi + zp_add.abs() + 1;
    let iw = if max_value <= i16::MAX as i128 {
        16
    } else if max_value <= i32::MAX as i128 {
        32
    } else if max_value <= (1i128 << 47) - 1 {
        48
    } else {
        64
    };
    let it = b.int_ty(iw);
    let zp = b.int(it, zp_add);
    let ext = if iw > w { b.cast("arith.extsi", x, it) } else { x };
    let sub = b.i("arith.subi", zp, ext);
    let min = b.int(it, lo);
    let max = b.int(it, hi);
    let r = b.i("arith.maxsi", min, sub);
    let r = b.i("arith.minsi", max, r);
    if iw > w {
        b.cast("arith.trunci", r, et)
    } else {
        r
    }
}

/// `tosa.cast` from `src` to `dst` elements (different types).
fn cast(b: &mut B, x: Value, src: Type, dst: Type) -> Result<Value, String> {
    let ir = &b.rw.ir;
    let (sf, df) = (kind(ir, src), kind(ir, dst));
    let (si, di) = (ir.ctx.int_width(src), ir.ctx.int_width(dst));
    let (sw, dw) = (b.width(src), b.width(dst));
    Ok(match (sf, si, df, di) {
        (Some(_), _, Some(_), _) if sw < dw => b.cast("arith.extf", x, dst),
        (Some(_), _, Some(_), _) if sw > dw => b.cast("arith.truncf", x, dst),
        (_, Some(1), Some(_), _) => b.cast("arith.uitofp", x, dst),
        (_, Some(1), _, Some(_)) => b.cast("arith.extui", x, dst),
        (_, Some(_), Some(_), _) => b.cast("arith.sitofp", x, dst),
        (Some(_), _, _, Some(1)) => {
            let zero = b.float(src, 0.0);
            b.cmpf(UNE, x, zero)
        }
        (Some(k), _, _, Some(w)) => {
            let rounded = b.f("math.roundeven", vec![x]);
            let (imin, imax) = signed_range(w);
            if w as i64 - 1 > max_exponent(k) {
                // Every integer value of the float fits; infinities become the bounds.
                let conv = b.cast("arith.fptosi", rounded, dst);
                let pinf = b.float_bits(src, inf_bits(k, false));
                let ninf = b.float_bits(src, inf_bits(k, true));
                let over = b.cmpf(UEQ, rounded, pinf);
                let under = b.cmpf(UEQ, rounded, ninf);
                let min = b.int(dst, imin);
                let max = b.int(dst, imax);
                let r = b.select(over, max, conv);
                return Ok(b.select(under, min, r));
            }
            let min_fp = b.float(src, imin as f64);
            if mantissa_width(k) >= w as i64 - 1 {
                // The bounds are exact in the float type: clamp there.
                let max_fp = b.float(src, imax as f64);
                let r = b.f("arith.minimumf", vec![rounded, max_fp]);
                let r = b.f("arith.maximumf", vec![r, min_fp]);
                return Ok(b.cast("arith.fptosi", r, dst));
            }
            let max_plus_one = b.float(src, imax as f64 + 1.0);
            let max = b.int(dst, imax);
            let clamped = b.f("arith.maximumf", vec![rounded, min_fp]);
            let conv = b.cast("arith.fptosi", clamped, dst);
            let over = b.cmpf(UGE, rounded, max_plus_one);
            b.select(over, max, conv)
        }
        (_, Some(_), _, Some(1)) => {
            let zero = b.int(src, 0);
            b.cmpi(NE, x, zero)
        }
        (_, Some(_), _, Some(_)) if sw < dw => b.cast("arith.extsi", x, dst),
        (_, Some(_), _, Some(_)) => b.cast("arith.trunci", x, dst),
        _ => {
            let (s, d) = (
                crate::ir::display::type_to_string(&b.rw.ir.ctx, src),
                crate::ir::display::type_to_string(&b.rw.ir.ctx, dst),
            );
            return Err(format!("no lowering of tosa.cast from {s} to {d}"));
        }
    })
}

/// `tosa.table`: an i8 lookup (`x + 128`), or the i16 interpolation between two entries of a
/// 513-entry table (upstream's `TableConverter`).
fn table(b: &mut B, info: &Info, x: Value) -> Result<Value, String> {
    let Some(tab) = info.table else { return Err("tosa.table needs a table".into()) };
    let index = b.rw.ir.ctx.index_ty();
    let tab_elem = b.rw.ir.ctx.elem_ty(b.ty(tab));
    let (iw, tw, ow) = (b.width(info.elem), b.width(tab_elem), b.width(info.out));
    let extract = |b: &mut B, i: Value| b.rw.create_value("tensor.extract", vec![tab, i], tab_elem, vec![]);
    if iw == 8 && tw == 8 && ow == 8 {
        let i = b.cast("arith.index_cast", x, index);
        let off = b.index(128);
        let i = b.i("arith.addi", i, off);
        return Ok(extract(b, i));
    }
    if iw == 16 && tw == 16 && ow == 32 {
        let i32t = b.int_ty(32);
        let ext = b.cast("arith.extsi", x, i32t);
        let c32768 = b.int(i32t, 32768);
        let c7 = b.int(i32t, 7);
        let c1 = b.int(i32t, 1);
        let c127 = b.int(i32t, 127);
        let biased = b.i("arith.addi", ext, c32768);
        let idx = b.i("arith.shrui", biased, c7);
        let fraction = b.i("arith.andi", biased, c127);
        let idx_plus_one = b.i("arith.addi", idx, c1);
        let i0 = b.cast("arith.index_cast", idx, index);
        let i1 = b.cast("arith.index_cast", idx_plus_one, index);
        let base = extract(b, i0);
        let next = extract(b, i1);
        let base = b.cast("arith.extsi", base, i32t);
        let next = b.cast("arith.extsi", next, i32t);
        let base_scaled = b.i("arith.shli", base, c7);
        let diff = b.i("arith.subi", next, base);
        let diff_scaled = b.i("arith.muli", diff, fraction);
        return Ok(b.i("arith.addi", base_scaled, diff_scaled));
    }
    Err("tosa.table takes i8 to i8 (256 entries) or i16 to i32 (513 entries)".into())
}

/// `tosa.rescale` (upstream's `RescaleConverter`): `(x - input_zp)` scaled by `apply_scale`
/// with the constant multiplier and shift (per channel: tensors indexed by the last
/// dimension), plus `output_zp`, saturated to the output type (unsigned bounds with
/// `output_unsigned`). `DOUBLE_ROUND` stays only when a shift exceeds 31.
fn rescale(ir: &mut Ir, op: Op, operands: &[Value], out_shape: Vec<i64>) -> Result<(), Diagnostic> {
    let fail = |ir: &Ir, why: &str| Err(not_legalized(ir, op, why));
    let flag = |ir: &Ir, n: &str| ir.attr(op, n).and_then(|a| ir.ctx.as_int(a)).is_some_and(|v| v != 0);
    let mode = ir.attr(op, "rounding_mode").and_then(|a| ir.ctx.enum_value(a, &crate::ir::enums::TOSA_ROUNDING_MODE));
    if mode == Some(2) {
        return fail(ir, "tosa.rescale with rounding mode = 'INEXACT_ROUND' is not currently supported");
    }
    if mode == Some(3) && !flag(ir, "scale32") {
        return fail(ir, "tosa.rescale requires scale32 for double_round to be true");
    }
    let (input, res_ty) = (operands[0], ir.value_ty(ir.result(op, 0)));
    let in_elem = ir.ctx.elem_ty(ir.value_ty(input));
    let out_elem = ir.ctx.elem_ty(res_ty);
    let (Some(in_w), Some(out_w)) = (ir.ctx.int_width(in_elem), ir.ctx.int_width(out_elem)) else {
        return fail(ir, "only support integer type");
    };
    if in_w > 48 || out_w > 32 {
        return fail(ir, "mlirc lowers tosa.rescale from at most 48 to at most 32 bits");
    }
    let (Some(mut shifts), Some(mut mults)) = (const_ints(ir, operands[2]), const_ints(ir, operands[1])) else {
        return fail(ir, "tosa.rescale requires constant shift and multiplier input values");
    };
    // A splat stands for as many values as the other has.
    if shifts.len() == 1 && mults.len() > 1 {
        shifts = vec![shifts[0]; mults.len()];
    } else if mults.len() == 1 && shifts.len() > 1 {
        mults = vec![mults[0]; shifts.len()];
    }
    if shifts.len() != mults.len() {
        return fail(ir, "tosa.rescale needs as many shifts as multipliers");
    }
    let (Some(izp), Some(ozp)) = (const_ints(ir, operands[3]), const_ints(ir, operands[4])) else {
        return fail(ir, "the zero points of tosa.rescale must be constants");
    };
    let (in_unsigned, out_unsigned) = (flag(ir, "input_unsigned"), flag(ir, "output_unsigned"));
    // Zero points as the unsigned flags read them.
    let zext = |v: i128, t: Type| match ir.ctx.int_width(ir.ctx.elem_ty(t)) {
        Some(w) if w < 64 => v & ((1i128 << w) - 1),
        _ => v,
    };
    let izp = if in_unsigned { zext(izp[0], ir.value_ty(operands[3])) } else { izp[0] };
    let ozp = if out_unsigned { zext(ozp[0], ir.value_ty(operands[4])) } else { ozp[0] };
    for (s, m) in shifts.iter_mut().zip(mults.iter_mut()) {
        *s = *s as i8 as i128;
        *m = *m as i32 as i128;
        if *s > 63 {
            *s = 0;
            *m = 0;
        }
    }
    let double = mode == Some(3) && shifts.iter().any(|&s| s > 31);
    let rank = out_shape.len() as u32;
    let loc = ir.loc(op);
    let mut b = B { rw: Rewriter::before(ir, op) };
    let (i8t, i32t) = (b.int_ty(8), b.int_ty(32));
    let mut inputs = vec![input];
    let mut maps = vec![AffineMap::identity(rank)];
    let channel = AffineMap { dims: rank, syms: 0, results: vec![AffineExpr::Dim(rank.saturating_sub(1))] };
    let per_channel = |b: &mut B, t: Type, v: &[i128]| {
        let ty = b.rw.ir.ctx.ty(TypeKind::Tensor { shape: vec![v.len() as i64], elem: t, encoding: None });
        let a = b.rw.ir.ctx.dense_ints(ty, v.iter().copied());
        b.constant(a, ty)
    };
    let mult = if mults.len() == 1 {
        Ok(b.int(i32t, mults[0]))
    } else {
        inputs.push(per_channel(&mut b, i32t, &mults));
        maps.push(channel.clone());
        Err(inputs.len() - 1)
    };
    let shift = if shifts.len() == 1 {
        Ok(b.int(i8t, shifts[0]))
    } else {
        inputs.push(per_channel(&mut b, i8t, &shifts));
        maps.push(channel);
        Err(inputs.len() - 1)
    };
    maps.push(AffineMap::identity(rank));
    let empty = b.rw.create_value("tensor.empty", vec![], res_ty, vec![]);
    let mut arg_types: Vec<Type> = inputs.iter().map(|&v| b.rw.ir.ctx.elem_ty(b.rw.ir.value_ty(v))).collect();
    arg_types.push(out_elem);
    let (region, block) = b.rw.ir.new_region_with_block(&arg_types);
    let args = b.rw.ir.args(block).to_vec();
    {
        let mut body = B { rw: Rewriter::at_end(b.rw.ir, block, loc) };
        let iw = if in_w > 32 { 48 } else { 32 };
        let it = body.int_ty(iw);
        let izp = body.int(it, izp as i32 as i128);
        let ozp = body.int(i32t, ozp as i32 as i128);
        let mult = mult.unwrap_or_else(|i| args[i]);
        let shift = shift.unwrap_or_else(|i| args[i]);
        let mut v = args[0];
        if in_w < 32 {
            v = body.cast(if in_unsigned { "arith.extui" } else { "arith.extsi" }, v, i32t);
        }
        let v = body.i("arith.subi", v, izp);
        let mode = body.rw.ir.ctx.enum_attr(&crate::ir::enums::TOSA_ROUNDING_MODE, if double { 3 } else { 1 });
        let scaled = body.rw.create("tosa.apply_scale", vec![v, mult, shift], &[i32t], vec![], vec![]);
        body.rw.ir.set_attr(scaled, "rounding_mode", mode);
        let v = body.rw.ir.result(scaled, 0);
        let v = body.i("arith.addi", v, ozp);
        let (lo, hi) = if out_unsigned { (0, (1i128 << out_w) - 1) } else { signed_range(out_w) };
        let lo = body.int(i32t, lo as i32 as i128);
        let hi = body.int(i32t, hi as i32 as i128);
        let v = body.i("arith.maxsi", lo, v);
        let mut v = body.i("arith.minsi", hi, v);
        if out_w < 32 {
            v = body.cast("arith.trunci", v, out_elem);
        }
        body.rw.create("linalg.yield", vec![v], &[], vec![], vec![]);
    }
    let r = generic(&mut b.rw, &inputs, &[empty], maps, &vec![true; rank as usize], region);
    b.rw.replace_op(op, &r);
    Ok(())
}
