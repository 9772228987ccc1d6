//! `tosa-to-linalg-named`: conv2d, conv3d, depthwise_conv2d, matmul, max_pool2d, avg_pool2d and transpose become linalg named ops (upstream's TosaToLinalgNamed.cpp); transpose_conv2d becomes a conv2d on the zero-stuffed input (upstream's tosa-optional-decompositions, emitted directly).
//!
//! Takes: verified IR with TOSA ops on ranked tensors. Gives: the ops of this conversion
//! replaced with upstream's semantics; any other op untouched. An op of its set it cannot
//! lower is upstream's error (`failed to legalize operation`). Each op is rewritten once,
//! from a list collected once: linear in the function.
//!
//! What each op becomes (upstream's ops, in upstream's order):
//! - `conv2d` / `conv3d`: `tensor.pad` of the input by `pad` with the input zero point (when
//!   any pad is not 0); for conv3d a `linalg.transpose` of the weight to DHWCF; the bias
//!   broadcast (`arith.extf`/`extsi` to `acc_type`) by a `linalg.generic` into the init of
//!   `linalg.conv_2d_nhwc_fhwc` / `conv_3d_ndhwc_dhwcf` (their `_q` forms with `i32` zero
//!   points when one is not 0); a `tosa.cast` to the result type when `acc_type` is wider.
//! - `depthwise_conv2d`: pad, `linalg.depthwise_conv_2d_nhwc_hwcm(_q)` into a zero-filled
//!   `N×H×W×C×M` accumulator, `tensor.collapse_shape` of the last two dims, then a
//!   `linalg.generic` adding the bias.
//! - `matmul`: `linalg.batch_matmul` (`quantized_batch_matmul` with zero points) into zeros.
//! - `max_pool2d`: pad and fill with the lowest finite float (signed minimum for integers),
//!   `linalg.pooling_nhwc_max`; with `nan_mode = IGNORE` the same loops as a `linalg.generic`
//!   whose body keeps the accumulator when the input is NaN.
//! - `avg_pool2d` (float accumulators): zero pad, `linalg.pooling_nhwc_sum`, then a
//!   `linalg.generic` dividing each sum by the number of window elements inside the input.
//! - `transpose`: `linalg.transpose` into a `tensor.empty`.
//! - `transpose_conv2d`: the input is written with `stride - 1` zeros between elements into a
//!   zero tensor (`linalg.fill` + strided `tensor.insert_slice`) padded by `kernel - 1 + out_pad`
//!   on each side, the kernel reversed along H and W (`linalg.generic`), then the conv2d above
//!   with stride and dilation 1. Negative `out_pad` is refused.
//!
//! Only static shapes are lowered; a dynamic one, a zero point that is not a constant or not
//! allowed, an integer `avg_pool2d` are errors naming the op.

use super::manager::{OptionValues, PassInfo};
use super::tosa_common::ConversionPass;
use super::tosa_common::{collect, not_legalized};
use crate::diag::Diagnostic;
use crate::dialects::build::{index_const, int_bin};
use crate::dialects::linalg::build_named_region;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::context::{FloatKind, TypeKind};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "tosa-to-linalg-named",
    class: "TosaToLinalgNamed",
    summary: "Lower TOSA to LinAlg named operations",
    options: &[],
    create: |_: &OptionValues| Box::new(ConversionPass(run)),
};

/// The ops this conversion lowers.
fn wanted(name: &str) -> bool {
    matches!(
        name,
        "tosa.conv2d"
            | "tosa.conv3d"
            | "tosa.depthwise_conv2d"
            | "tosa.matmul"
            | "tosa.max_pool2d"
            | "tosa.avg_pool2d"
            | "tosa.transpose"
            | "tosa.transpose_conv2d"
    )
}

/// Lowers the ops below `top`; whether there was any.
pub fn run(ir: &mut Ir, top: Op) -> Result<bool, Vec<Diagnostic>> {
    let work = collect(ir, top, wanted);
    let mut errors = vec![];
    for &op in &work {
        // Everything that can refuse the op is checked before anything is created.
        let plan = match check(ir, op) {
            Ok(p) => p,
            Err(why) => {
                errors.push(not_legalized(ir, op, &why));
                continue;
            }
        };
        let mut rw = Rewriter::before(ir, op);
        match lower(&mut rw, op, &plan) {
            Ok(v) => rw.replace_op(op, &[v]),
            Err(why) => errors.push(not_legalized(rw.ir, op, &why)),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(!work.is_empty())
}

// ----- checks -----

/// What the checks found: the zero points (input/a, weight/b).
struct Plan {
    zps: (i64, i64),
}

fn static_shape(ir: &Ir, t: Type) -> Option<Vec<i64>> {
    match ir.ctx.type_kind(t) {
        TypeKind::Tensor { shape, .. } if shape.iter().all(|&d| d >= 0) => Some(shape.clone()),
        _ => None,
    }
}

/// Upstream's `getZeroPoint`: the first element of a constant operand (sign-extended); a
/// float zero point is 0 when it is ±0.0, else -1 (which the checks then refuse).
fn zero_point(ir: &Ir, v: Value) -> Option<i64> {
    let def = ir.defining_op(v)?;
    let a = match ir.op_name(def) {
        "tosa.const" => ir.attr(def, "values")?,
        "arith.constant" => ir.attr(def, "value")?,
        _ => return None,
    };
    let AttrKind::Dense { data, .. } = ir.ctx.attr_kind(a) else { return None };
    if data.is_empty() {
        return None;
    }
    if data.is_float() {
        let bits = data.float_bits_at(0);
        let k = ir.ctx.float_kind(ir.ctx.elem_ty(ir.value_ty(v)))?;
        let sign = 1u64 << (crate::ir::float::bit_width(k) - 1);
        return Some(if bits & !sign == 0 { 0 } else { -1 });
    }
    Some(data.int_at(0) as i64)
}

/// Upstream's `verify*ZeroPoint`: a zero point must be 0 unless its element type is `i8`.
fn check_zp(ir: &Ir, v: Value, what: &str) -> Result<i64, String> {
    let zp = zero_point(ir, v).ok_or(format!("{what} zero point cannot be statically determined"))?;
    let et = ir.ctx.elem_ty(ir.value_ty(v));
    if zp != 0 && ir.ctx.int_width(et) != Some(8) {
        return Err(format!("{what} zero point must be zero for non-int8 integer types"));
    }
    Ok(zp)
}

fn check(ir: &Ir, op: Op) -> Result<Plan, String> {
    for t in ir.operand_types(op).into_iter().chain(ir.results(op).iter().map(|&r| ir.value_ty(r))) {
        if static_shape(ir, t).is_none() {
            return Err("mlirc lowers it on static shapes only".into());
        }
    }
    let ops = ir.operands(op).to_vec();
    let name = ir.op_name(op);
    let in_et = ir.ctx.elem_ty(ir.value_ty(ops[0]));
    let mut zps = (0, 0);
    match name {
        "tosa.conv2d" | "tosa.conv3d" | "tosa.depthwise_conv2d" | "tosa.transpose_conv2d" => {
            zps = (check_zp(ir, ops[3], "input")?, check_zp(ir, ops[4], "weight")?);
            if zps != (0, 0) && name == "tosa.transpose_conv2d" {
                return Err("mlirc lowers it without zero points only".into());
            }
            if zps.0 != 0 {
                let w = ir.ctx.int_width(in_et).unwrap_or(64);
                if zps.0 < -(1i64 << (w - 1)) || zps.0 >= 1i64 << (w - 1) {
                    return Err("zero point outside of the input range".into());
                }
            }
            if name == "tosa.transpose_conv2d" {
                let out_pad = ints(ir, op, "out_pad");
                if out_pad.iter().any(|&p| p < 0) {
                    return Err("mlirc lowers it with a non-negative out_pad only".into());
                }
            }
        }
        "tosa.matmul" => {
            zps = (check_zp(ir, ops[2], "input a")?, check_zp(ir, ops[3], "input b")?);
            // Upstream's verifier lets them disagree; linalg's would then refuse the op.
            let (a, b) = (shape_of(ir, ops[0]), shape_of(ir, ops[1]));
            let o = shape_of(ir, ir.result(op, 0));
            if a[0] != b[0] || a[2] != b[1] || o != [a[0], a[1], b[2]] {
                return Err("the shapes of a, b and the result do not agree".into());
            }
        }
        "tosa.max_pool2d" if init_of_max(ir, in_et).is_none() => return Err("unsupported element type".into()),
        "tosa.avg_pool2d" => {
            let acc = ir.attr(op, "acc_type").and_then(|a| ir.ctx.as_type(a));
            if !acc.is_some_and(|t| ir.ctx.is_float(t)) || !ir.ctx.is_float(in_et) {
                return Err("mlirc lowers it with float types only".into());
            }
            check_zp(ir, ops[1], "input")?;
            check_zp(ir, ops[2], "output")?;
        }
        _ => {}
    }
    if matches!(name, "tosa.conv2d" | "tosa.conv3d" | "tosa.depthwise_conv2d" | "tosa.transpose_conv2d") {
        let acc = ir.attr(op, "acc_type").and_then(|a| ir.ctx.as_type(a));
        if acc.is_none() {
            return Err("no acc_type".into());
        }
    }
    Ok(Plan { zps })
}

// ----- builders -----

fn ints(ir: &Ir, op: Op, name: &str) -> Vec<i64> {
    ir.attr(op, name)
        .and_then(|a| ir.ctx.as_dense_array(a))
        .map(|v| v.iter().map(|&x| x as i64).collect())
        .unwrap_or_default()
}

fn shape_of(ir: &Ir, v: Value) -> Vec<i64> {
    ir.ctx.shape(ir.value_ty(v)).map(|s| s.to_vec()).unwrap_or_default()
}

fn elem_of(ir: &Ir, v: Value) -> Type {
    ir.ctx.elem_ty(ir.value_ty(v))
}

fn tensor_ty(rw: &mut Rewriter, shape: &[i64], elem: Type) -> Type {
    rw.ir.ctx.ty(TypeKind::Tensor { shape: shape.to_vec(), elem, encoding: None })
}

/// The lowest finite value of a float type, the signed minimum of an integer type: the
/// padding and initial value of `max_pool2d`.
fn init_of_max(ir: &Ir, et: Type) -> Option<AttrKind> {
    if let Some(k) = ir.ctx.float_kind(et) {
        let bits = match k {
            FloatKind::F32 => 0xFF7F_FFFF,
            FloatKind::F16 => 0xFBFF,
            FloatKind::BF16 => 0xFF7F,
            _ => return None,
        };
        return Some(AttrKind::Float { ty: et, bits });
    }
    let w = ir.ctx.int_width(et)?;
    if !ir.ctx.is_signless_int(et) || !(2..=64).contains(&w) {
        return None;
    }
    Some(AttrKind::Int { ty: et, value: -(1i128 << (w - 1)) })
}

/// `arith.constant` of an attribute kind (typed by `ty`).
fn constant(rw: &mut Rewriter, k: AttrKind, ty: Type) -> Value {
    let a = rw.ir.ctx.attr(k);
    rw.create_value("arith.constant", vec![], ty, vec![("value", a)])
}

/// `arith.constant 0` (or `0.0`) of a scalar type; `v` instead of 0 for integers.
fn scalar_const(rw: &mut Rewriter, ty: Type, v: i64) -> Value {
    let k =
        if rw.ir.ctx.is_float(ty) { AttrKind::Float { ty, bits: 0 } } else { AttrKind::Int { ty, value: v as i128 } };
    constant(rw, k, ty)
}

fn empty(rw: &mut Rewriter, shape: &[i64], elem: Type) -> Value {
    let t = tensor_ty(rw, shape, elem);
    rw.create_value("tensor.empty", vec![], t, vec![])
}

/// A region with one block of `types` whose body `f` builds from the block arguments and
/// whose terminator is `term` of the value `f` returns.
fn body(rw: &mut Rewriter, types: &[Type], term: &str, f: impl FnOnce(&mut Rewriter, &[Value]) -> Value) -> Region {
    let (region, block) = rw.ir.new_region_with_block(types);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let args = rw.ir.args(block).to_vec();
    let v = f(rw, &args);
    rw.create(term, vec![v], &[], vec![], vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    region
}

/// `tensor.pad` of `input` by `pad` (low/high per dimension, interleaved) with the constant
/// `value`; `input` itself when every pad is 0 (upstream's `applyPad`).
fn apply_pad(rw: &mut Rewriter, input: Value, pad: &[i64], value: AttrKind) -> Value {
    if pad.iter().all(|&p| p == 0) {
        return input;
    }
    let shape = shape_of(rw.ir, input);
    let et = elem_of(rw.ir, input);
    let low: Vec<i64> = (0..shape.len()).map(|i| pad[2 * i]).collect();
    let high: Vec<i64> = (0..shape.len()).map(|i| pad[2 * i + 1]).collect();
    let padded: Vec<i64> = (0..shape.len()).map(|i| shape[i] + low[i] + high[i]).collect();
    let pv = constant(rw, value, et);
    let index = rw.ir.ctx.index_ty();
    let region = body(rw, &vec![index; shape.len()], "tensor.yield", |_, _| pv);
    let padded_ty = tensor_ty(rw, &padded, et);
    let low = rw.ir.ctx.dense_i64_array(&low);
    let high = rw.ir.ctx.dense_i64_array(&high);
    let segs = rw.ir.ctx.dense_i32_array(&[1, 0, 0]);
    let p = rw.create(
        "tensor.pad",
        vec![input],
        &[padded_ty],
        vec![("static_low", low), ("static_high", high), ("operandSegmentSizes", segs)],
        vec![region],
    );
    rw.ir.result(p, 0)
}

/// The pad of a 2-d/3-d TOSA op widened to every dimension of its N...C input.
fn full_pad(pad: &[i64]) -> Vec<i64> {
    let mut p = vec![0, 0];
    p.extend_from_slice(pad);
    p.extend([0, 0]);
    p
}

/// A named structured op on `inputs` into `init` with the properties `props`.
fn named(
    rw: &mut Rewriter,
    name: &str,
    inputs: Vec<Value>,
    init: Value,
    props: Vec<(&str, Attr)>,
) -> Result<Value, String> {
    let mut types: Vec<Type> = inputs.iter().map(|&v| rw.ir.value_ty(v)).collect();
    let t = rw.ir.value_ty(init);
    types.push(t);
    let (region, maps) = build_named_region(rw.ir, name, &types)?;
    let segs = rw.ir.ctx.dense_i32_array(&[inputs.len() as i64, 1]);
    let mut props = props;
    props.push(("operandSegmentSizes", segs));
    if let Some(m) = maps {
        props.push(("indexing_maps", m));
    }
    let mut operands = inputs;
    operands.push(init);
    let op = rw.create(name, operands, &[t], props, vec![region]);
    Ok(rw.ir.result(op, 0))
}

/// `linalg.fill ins(%v) outs(%init)`.
fn fill(rw: &mut Rewriter, v: Value, init: Value) -> Result<Value, String> {
    named(rw, "linalg.fill", vec![v], init, vec![])
}

fn iterators(rw: &mut Rewriter, kinds: &str) -> Attr {
    let par = rw.ir.ctx.enum_attr(&crate::ir::enums::LINALG_ITERATOR_TYPE, 0);
    let red = rw.ir.ctx.enum_attr(&crate::ir::enums::LINALG_ITERATOR_TYPE, 1);
    let v = kinds.chars().map(|c| if c == 'r' { red } else { par }).collect();
    rw.ir.ctx.array_attr(v)
}

/// A `linalg.generic` of `inputs` into `init` with `maps` and iterator kinds `iters`
/// (`p`/`r`), whose body `f` computes the yielded value from the block arguments.
fn generic(
    rw: &mut Rewriter,
    inputs: Vec<Value>,
    init: Value,
    maps: Vec<AffineMap>,
    iters: &str,
    f: impl FnOnce(&mut Rewriter, &[Value]) -> Value,
) -> Value {
    let mut types: Vec<Type> = inputs.iter().map(|&v| elem_of(rw.ir, v)).collect();
    types.push(elem_of(rw.ir, init));
    let region = body(rw, &types, "linalg.yield", f);
    let maps = maps.into_iter().map(|m| rw.ir.ctx.affine_map_attr(m)).collect();
    let maps = rw.ir.ctx.array_attr(maps);
    let iters = iterators(rw, iters);
    let segs = rw.ir.ctx.dense_i32_array(&[inputs.len() as i64, 1]);
    let t = rw.ir.value_ty(init);
    let mut operands = inputs;
    operands.push(init);
    let op = rw.create(
        "linalg.generic",
        operands,
        &[t],
        vec![("indexing_maps", maps), ("iterator_types", iters), ("operandSegmentSizes", segs)],
        vec![region],
    );
    rw.ir.result(op, 0)
}

fn dim(d: u32) -> AffineExpr {
    AffineExpr::Dim(d)
}

fn map(dims: u32, results: Vec<AffineExpr>) -> AffineMap {
    AffineMap { dims, syms: 0, results }
}

/// Upstream's `getBroadcastingMap`: a rank-1 source of one element reads element 0, any other
/// source the innermost dimensions of the result.
fn broadcast_map(src: &[i64], rank: u32) -> AffineMap {
    if src == [1] {
        return map(rank, vec![AffineExpr::Const(0)]);
    }
    let n = src.len() as u32;
    map(rank, (0..n).map(|d| dim(d + rank - n)).collect())
}

/// Upstream's `linalgBroadcastAndMaybeExt`: `bias` broadcast into `init` (its element type
/// extended with `arith.extf`/`extsi` when narrower).
fn broadcast_bias(rw: &mut Rewriter, bias: Value, init: Value) -> Value {
    let rank = shape_of(rw.ir, init).len() as u32;
    let maps = vec![broadcast_map(&shape_of(rw.ir, bias), rank), AffineMap::identity(rank)];
    let iters = "p".repeat(rank as usize);
    generic(rw, vec![bias], init, maps, &iters, |rw, args| {
        let (b, out_t) = (args[0], rw.ir.value_ty(args[1]));
        if rw.ir.value_ty(b) == out_t {
            return b;
        }
        let name = if rw.ir.ctx.is_float(out_t) { "arith.extf" } else { "arith.extsi" };
        rw.create_value(name, vec![b], out_t, vec![])
    })
}

/// `dense<v> : tensor<Nxi64>` (or `vector<Nxi64>`) for `strides`/`dilations`.
fn i64_elements(rw: &mut Rewriter, v: &[i64], vector: bool) -> Attr {
    let i64t = rw.ir.ctx.int_ty(64);
    let n = v.len() as i64;
    let t = if vector {
        rw.ir.ctx.ty(TypeKind::Vector { shape: vec![n], scalable: vec![false], elem: i64t })
    } else {
        tensor_ty(rw, &[n], i64t)
    };
    let values: Vec<i128> =
        if v.iter().all(|&x| x == v[0]) { vec![v[0] as i128] } else { v.iter().map(|&x| x as i128).collect() };
    rw.ir.ctx.dense_ints(t, values)
}

fn i32_const(rw: &mut Rewriter, v: i64) -> Value {
    let i32t = rw.ir.ctx.int_ty(32);
    scalar_const(rw, i32t, v)
}

/// `linalg.transpose ins(%v) outs(tensor.empty) permutation = perm`.
fn transpose(rw: &mut Rewriter, v: Value, perm: &[i64]) -> Value {
    let shape = shape_of(rw.ir, v);
    let et = elem_of(rw.ir, v);
    let out: Vec<i64> = perm.iter().map(|&p| shape[p as usize]).collect();
    let init = empty(rw, &out, et);
    let region = body(rw, &[et, et], "linalg.yield", |_, args| args[0]);
    let p = rw.ir.ctx.dense_i64_array(perm);
    let t = rw.ir.value_ty(init);
    let op = rw.create("linalg.transpose", vec![v, init], &[t], vec![("permutation", p)], vec![region]);
    rw.ir.result(op, 0)
}

// ----- lowerings -----

fn lower(rw: &mut Rewriter, op: Op, plan: &Plan) -> Result<Value, String> {
    let operands = rw.ir.operands(op).to_vec();
    let result_ty = rw.ir.value_ty(rw.ir.result(op, 0));
    match rw.ir.op_name(op) {
        "tosa.conv2d" | "tosa.conv3d" => {
            let (pad, stride, dilation) =
                (ints(rw.ir, op, "pad"), ints(rw.ir, op, "stride"), ints(rw.ir, op, "dilation"));
            conv(rw, op, operands[0], operands[1], operands[2], plan.zps, &pad, &stride, &dilation)
        }
        "tosa.transpose_conv2d" => transpose_conv(rw, op, &operands),
        "tosa.depthwise_conv2d" => depthwise(rw, op, &operands, plan.zps),
        "tosa.matmul" => {
            let out_shape = shape_of(rw.ir, rw.ir.result(op, 0));
            let et = rw.ir.ctx.elem_ty(result_ty);
            let zero = scalar_const(rw, et, 0);
            let e = empty(rw, &out_shape, et);
            let init = fill(rw, zero, e)?;
            if plan.zps == (0, 0) {
                return named(rw, "linalg.batch_matmul", vec![operands[0], operands[1]], init, vec![]);
            }
            let a = i32_const(rw, plan.zps.0);
            let b = i32_const(rw, plan.zps.1);
            named(rw, "linalg.quantized_batch_matmul", vec![operands[0], operands[1], a, b], init, vec![])
        }
        "tosa.max_pool2d" => max_pool(rw, op, operands[0]),
        "tosa.avg_pool2d" => avg_pool(rw, op, operands[0]),
        "tosa.transpose" => {
            let perm = ints(rw.ir, op, "perms");
            Ok(transpose(rw, operands[0], &perm))
        }
        other => Err(format!("'{other}' is not lowered by this pass")),
    }
}

fn acc_type(rw: &Rewriter, op: Op) -> Type {
    let a = rw.ir.attr(op, "acc_type").expect("checked: acc_type");
    rw.ir.ctx.as_type(a).expect("checked: acc_type is a type")
}

/// Upstream's `ConvConverter` for conv2d (FHWC kernel) and conv3d (DHWCF after a transpose).
#[allow(clippy::too_many_arguments)]
fn conv(
    rw: &mut Rewriter,
    op: Op,
    input: Value,
    weight: Value,
    bias: Value,
    zps: (i64, i64),
    pad: &[i64],
    stride: &[i64],
    dilation: &[i64],
) -> Result<Value, String> {
    let result_ty = rw.ir.value_ty(rw.ir.result(op, 0));
    let out_shape = shape_of(rw.ir, rw.ir.result(op, 0));
    let acc = acc_type(rw, op);
    let in_et = elem_of(rw.ir, input);
    let has_zp = zps != (0, 0);
    let pad_value = if has_zp { AttrKind::Int { ty: in_et, value: zps.0 as i128 } } else { zero_kind(rw.ir, in_et) };
    let input = apply_pad(rw, input, &full_pad(pad), pad_value);
    let three_d = out_shape.len() == 5;
    let weight = if three_d { transpose(rw, weight, &[1, 2, 3, 4, 0]) } else { weight };
    let strides = i64_elements(rw, stride, false);
    let dilations = i64_elements(rw, dilation, false);
    let bias_init = empty(rw, &out_shape, acc);
    let init = broadcast_bias(rw, bias, bias_init);
    let props = vec![("dilations", dilations), ("strides", strides)];
    let base = if three_d { "linalg.conv_3d_ndhwc_dhwcf" } else { "linalg.conv_2d_nhwc_fhwc" };
    if has_zp {
        let i = i32_const(rw, zps.0);
        let k = i32_const(rw, zps.1);
        return named(rw, &format!("{base}_q"), vec![input, weight, i, k], init, props);
    }
    let conv = named(rw, base, vec![input, weight], init, props)?;
    if rw.ir.value_ty(conv) != result_ty {
        return Ok(rw.create_value("tosa.cast", vec![conv], result_ty, vec![]));
    }
    Ok(conv)
}

fn zero_kind(ir: &Ir, et: Type) -> AttrKind {
    if ir.ctx.is_float(et) {
        AttrKind::Float { ty: et, bits: 0 }
    } else {
        AttrKind::Int { ty: et, value: 0 }
    }
}

/// Upstream's `DepthwiseConvConverter`.
fn depthwise(rw: &mut Rewriter, op: Op, operands: &[Value], zps: (i64, i64)) -> Result<Value, String> {
    let (input, weight, bias) = (operands[0], operands[1], operands[2]);
    let result_ty = rw.ir.value_ty(rw.ir.result(op, 0));
    let out_shape = shape_of(rw.ir, rw.ir.result(op, 0));
    let result_et = rw.ir.ctx.elem_ty(result_ty);
    let w_shape = shape_of(rw.ir, weight);
    let acc = acc_type(rw, op);
    let in_et = elem_of(rw.ir, input);
    let (pad, stride, dilation) = (ints(rw.ir, op, "pad"), ints(rw.ir, op, "stride"), ints(rw.ir, op, "dilation"));
    let has_zp = zps != (0, 0);
    let pad_value = if has_zp { AttrKind::Int { ty: in_et, value: zps.0 as i128 } } else { zero_kind(rw.ir, in_et) };
    let input = apply_pad(rw, input, &full_pad(&pad), pad_value);
    let strides = i64_elements(rw, &stride, false);
    let dilations = i64_elements(rw, &dilation, false);
    let conv_shape = [out_shape[0], out_shape[1], out_shape[2], w_shape[2], w_shape[3]];
    let e = empty(rw, &conv_shape, acc);
    let zero = scalar_const(rw, acc, 0);
    let zeros = fill(rw, zero, e)?;
    let bias_init = empty(rw, &out_shape, result_et);
    let props = vec![("dilations", dilations), ("strides", strides)];
    let mut conv = if has_zp {
        let i = i32_const(rw, zps.0);
        let k = i32_const(rw, zps.1);
        named(rw, "linalg.depthwise_conv_2d_nhwc_hwcm_q", vec![input, weight, i, k], zeros, props)?
    } else {
        named(rw, "linalg.depthwise_conv_2d_nhwc_hwcm", vec![input, weight], zeros, props)?
    };
    if !has_zp && acc != result_et {
        let t = tensor_ty(rw, &conv_shape, result_et);
        conv = rw.create_value("tosa.cast", vec![conv], t, vec![]);
    }
    let reassoc = {
        let i64t = rw.ir.ctx.int_ty(64);
        let groups: Vec<Vec<i128>> = vec![vec![0], vec![1], vec![2], vec![3, 4]];
        let groups = groups
            .into_iter()
            .map(|g| {
                let v = g.into_iter().map(|d| rw.ir.ctx.int_attr(i64t, d)).collect();
                rw.ir.ctx.array_attr(v)
            })
            .collect();
        rw.ir.ctx.array_attr(groups)
    };
    let collapsed = rw.create_value("tensor.collapse_shape", vec![conv], result_ty, vec![("reassociation", reassoc)]);
    let maps = vec![broadcast_map(&shape_of(rw.ir, bias), 4), AffineMap::identity(4), AffineMap::identity(4)];
    let float = rw.ir.ctx.is_float(in_et);
    Ok(generic(rw, vec![bias, collapsed], bias_init, maps, "pppp", |rw, args| {
        let (mut b, c) = (args[0], args[1]);
        if float {
            let (t, fm) = (rw.ir.value_ty(c), fastmath(rw));
            return rw.create_value("arith.addf", vec![b, c], t, vec![("fastmath", fm)]);
        }
        let t = rw.ir.value_ty(c);
        if has_zp && rw.ir.value_ty(b) != t {
            b = rw.create_value("arith.extsi", vec![b], t, vec![]);
        }
        int_bin(rw, "arith.addi", b, c)
    }))
}

fn fastmath(rw: &mut Rewriter) -> Attr {
    rw.ir.ctx.enum_attr(&crate::ir::enums::ARITH_FASTMATH, 0)
}

/// The maps of `linalg.pooling_nhwc_*` with `stride` (dilation 1): input, window, output.
fn pooling_maps(stride: &[i64]) -> Vec<AffineMap> {
    let win = |d: u32, s: i64, k: u32| AffineExpr::add(AffineExpr::mul(dim(d), AffineExpr::Const(s)), dim(k));
    vec![
        map(6, vec![dim(0), win(1, stride[0], 4), win(2, stride[1], 5), dim(3)]),
        map(6, vec![dim(4), dim(5)]),
        map(6, vec![dim(0), dim(1), dim(2), dim(3)]),
    ]
}

/// Upstream's `MaxPool2dConverter`.
fn max_pool(rw: &mut Rewriter, op: Op, input: Value) -> Result<Value, String> {
    let out_shape = shape_of(rw.ir, rw.ir.result(op, 0));
    let et = elem_of(rw.ir, input);
    let init_kind = init_of_max(rw.ir, et).ok_or("unsupported element type")?;
    let (kernel, stride, pad) = (ints(rw.ir, op, "kernel"), ints(rw.ir, op, "stride"), ints(rw.ir, op, "pad"));
    let padded = apply_pad(rw, input, &full_pad(&pad), init_kind.clone());
    let init_v = constant(rw, init_kind, et);
    let strides = i64_elements(rw, &stride, true);
    let dilations = i64_elements(rw, &[1, 1], true);
    let e = empty(rw, &out_shape, et);
    let filled = fill(rw, init_v, e)?;
    let window = empty(rw, &kernel, et);
    let ignore = rw
        .ir
        .attr(op, "nan_mode")
        .is_some_and(|a| rw.ir.ctx.enum_value(a, &crate::ir::enums::TOSA_NAN_MODE) == Some(2));
    if !(ignore && rw.ir.ctx.is_float(et)) {
        let props = vec![("dilations", dilations), ("strides", strides)];
        return named(rw, "linalg.pooling_nhwc_max", vec![padded, window], filled, props);
    }
    // nan_mode = IGNORE: the pooling's loops with a body that skips NaN inputs.
    Ok(generic(rw, vec![padded, window], filled, pooling_maps(&stride), "pppprr", |rw, args| {
        let (x, out) = (args[0], args[2]);
        let t = rw.ir.value_ty(x);
        let fm = fastmath(rw);
        let m = rw.create_value("arith.maximumf", vec![out, x], t, vec![("fastmath", fm)]);
        let i64t = rw.ir.ctx.int_ty(64);
        let uno = rw.ir.ctx.int_attr(i64t, 14);
        let i1 = rw.ir.ctx.int_ty(1);
        let fm = fastmath(rw);
        let nan = rw.create_value("arith.cmpf", vec![x, x], i1, vec![("fastmath", fm), ("predicate", uno)]);
        rw.create_value("arith.select", vec![nan, out, m], t, vec![])
    }))
}

/// Upstream's `AvgPool2dConverter` (float accumulators): the window sums divided by the
/// number of window elements that are not padding.
fn avg_pool(rw: &mut Rewriter, op: Op, input: Value) -> Result<Value, String> {
    let result_ty = rw.ir.value_ty(rw.ir.result(op, 0));
    let out_shape = shape_of(rw.ir, rw.ir.result(op, 0));
    let result_et = rw.ir.ctx.elem_ty(result_ty);
    let acc = acc_type(rw, op);
    let in_et = elem_of(rw.ir, input);
    let (kernel, stride, pad) = (ints(rw.ir, op, "kernel"), ints(rw.ir, op, "stride"), ints(rw.ir, op, "pad"));
    let padded = apply_pad(rw, input, &full_pad(&pad), zero_kind(rw.ir, in_et));
    let zero = scalar_const(rw, acc, 0);
    let e = empty(rw, &out_shape, acc);
    let filled = fill(rw, zero, e)?;
    let window = empty(rw, &kernel, acc);
    let strides = i64_elements(rw, &stride, true);
    let dilations = i64_elements(rw, &[1, 1], true);
    let props = vec![("dilations", dilations), ("strides", strides)];
    let sum = named(rw, "linalg.pooling_nhwc_sum", vec![padded, window], filled, props)?;
    // The last output row and column (upstream: `tensor.dim` of the sums minus 1).
    let index = rw.ir.ctx.index_ty();
    let dim_h = {
        let d = index_const(rw, 1);
        rw.create_value("tensor.dim", vec![sum, d], index, vec![])
    };
    let dim_w = {
        let d = index_const(rw, 2);
        rw.create_value("tensor.dim", vec![sum, d], index, vec![])
    };
    let c1 = index_const(rw, 1);
    let last_h = int_bin(rw, "arith.subi", dim_h, c1);
    let last_w = int_bin(rw, "arith.subi", dim_w, c1);
    let init = empty(rw, &out_shape, result_et);
    let id = AffineMap::identity(4);
    Ok(generic(rw, vec![sum], init, vec![id.clone(), id], "pppp", |rw, args| {
        let zero = index_const(rw, 0);
        // The window elements along dimension `i` (1: H, 2: W) that lie in the input.
        let coverage = |rw: &mut Rewriter, i: usize, last: Value| {
            let s = index_const(rw, stride[i - 1]);
            let mut valid = index_const(rw, kernel[i - 1]);
            let dim_attr = rw.ir.ctx.i64_attr(i as i64);
            let left = rw.create_value("linalg.index", vec![], index, vec![("dim", dim_attr)]);
            let right = int_bin(rw, "arith.subi", last, left);
            let left = int_bin(rw, "arith.muli", left, s);
            let right = int_bin(rw, "arith.muli", right, s);
            for (pos, p) in [(left, pad[2 * (i - 1)]), (right, pad[2 * (i - 1) + 1])] {
                if p == 0 {
                    continue;
                }
                let pv = index_const(rw, p);
                let d = int_bin(rw, "arith.subi", pos, pv);
                let off = int_bin(rw, "arith.minsi", d, zero);
                valid = int_bin(rw, "arith.addi", valid, off);
            }
            int_bin(rw, "arith.maxsi", c1, valid)
        };
        let kh = coverage(rw, 1, last_h);
        let kw = coverage(rw, 2, last_w);
        let n = int_bin(rw, "arith.muli", kh, kw);
        let i32t = rw.ir.ctx.int_ty(32);
        let n = rw.create_value("arith.index_cast", vec![n], i32t, vec![]);
        let nf = rw.create_value("arith.sitofp", vec![n], acc, vec![]);
        let fm = fastmath(rw);
        let mut v = rw.create_value("arith.divf", vec![args[0], nf], acc, vec![("fastmath", fm)]);
        let wider = rw.ir.ctx.float_kind(acc).map(crate::ir::float::bit_width)
            > rw.ir.ctx.float_kind(result_et).map(crate::ir::float::bit_width);
        if wider {
            let fm = fastmath(rw);
            v = rw.create_value("arith.truncf", vec![v], result_et, vec![("fastmath", fm)]);
        }
        v
    }))
}

/// `transpose_conv2d` as upstream's decomposition computes it: the input with `stride - 1`
/// zeros between its elements, padded by `kernel - 1 + out_pad`, convolved at stride 1 with
/// the kernel reversed along H and W.
fn transpose_conv(rw: &mut Rewriter, op: Op, operands: &[Value]) -> Result<Value, String> {
    let (input, weight, bias) = (operands[0], operands[1], operands[2]);
    let in_shape = shape_of(rw.ir, input);
    let w_shape = shape_of(rw.ir, weight);
    let in_et = elem_of(rw.ir, input);
    let (out_pad, stride) = (ints(rw.ir, op, "out_pad"), ints(rw.ir, op, "stride"));
    let (kh, kw) = (w_shape[1], w_shape[2]);
    let low = [kh - 1 + out_pad[0], kw - 1 + out_pad[2]];
    let high = [kh - 1 + out_pad[1], kw - 1 + out_pad[3]];
    let stuffed = [(in_shape[1] - 1) * stride[0] + 1, (in_shape[2] - 1) * stride[1] + 1];
    let big = [in_shape[0], low[0] + stuffed[0] + high[0], low[1] + stuffed[1] + high[1], in_shape[3]];
    // The zero tensor and the input written into it at stride `stride`.
    let e = empty(rw, &big, in_et);
    let zero = scalar_const(rw, in_et, 0);
    let zeros = fill(rw, zero, e)?;
    let big_ty = rw.ir.value_ty(zeros);
    let offsets = rw.ir.ctx.dense_i64_array(&[0, low[0], low[1], 0]);
    let sizes = rw.ir.ctx.dense_i64_array(&in_shape);
    let strides = rw.ir.ctx.dense_i64_array(&[1, stride[0], stride[1], 1]);
    let segs = rw.ir.ctx.dense_i32_array(&[1, 1, 0, 0, 0]);
    let stuffed_input = rw.create_value(
        "tensor.insert_slice",
        vec![input, zeros],
        big_ty,
        vec![
            ("operandSegmentSizes", segs),
            ("static_offsets", offsets),
            ("static_sizes", sizes),
            ("static_strides", strides),
        ],
    );
    // The kernel reversed along H and W.
    let w_et = elem_of(rw.ir, weight);
    let rev_init = empty(rw, &w_shape, w_et);
    let rev =
        |d: u32, k: i64| AffineExpr::add(AffineExpr::mul(dim(d), AffineExpr::Const(-1)), AffineExpr::Const(k - 1));
    let rev_map = map(4, vec![dim(0), rev(1, kh), rev(2, kw), dim(3)]);
    let reversed =
        generic(rw, vec![weight], rev_init, vec![rev_map, AffineMap::identity(4)], "pppp", |_, args| args[0]);
    conv(rw, op, stuffed_input, reversed, bias, (0, 0), &[0, 0, 0, 0], &[1, 1], &[1, 1])
}
