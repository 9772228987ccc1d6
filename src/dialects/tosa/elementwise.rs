//! Verifiers of TOSA's element-wise ops, reductions and `argmax`, with upstream's messages
//! (TosaOps.cpp and the ODS traits it declares, mlir-opt-22 as the oracle):
//! - binary ops (`add`, `mul`, ..., comparisons): operands of one rank, shapes that broadcast
//!   (equal or 1), a result shape the broadcast shape can give, one element type for operands
//!   and result (`mul`'s integer operands may widen to its result; comparisons give `i1`);
//! - `logical_*` on `i1`, `select` with an `i1` condition;
//! - unary ops: the same shape and element type for operand and result (`cast` and `table`
//!   change the element type);
//! - `clamp`: bounds of the element type's kind, `min_val <= max_val`; float `mul` shift 0;
//! - reductions: `0 <= axis < rank`, the reduced dimension 1 and the others the input's;
//!   `argmax`: the input's shape without the axis.
//!
//! Unranked operands are left to the lowering (which refuses them), as upstream's checks skip
//! what they cannot know.

use crate::ir::display::{attr_to_string, type_to_string};
use crate::ir::verify::Verifier;
use crate::ir::*;

fn shape(ir: &Ir, v: Value) -> Option<Vec<i64>> {
    ir.ctx.shape(ir.value_ty(v)).map(|s| s.to_vec())
}

fn elem(ir: &Ir, v: Value) -> Type {
    ir.ctx.elem_ty(ir.value_ty(v))
}

fn dims(s: &[i64], sep: &str) -> String {
    s.iter().map(|&d| if d == DYNAMIC { "?".to_string() } else { d.to_string() }).collect::<Vec<_>>().join(sep)
}

/// The first integer of a constant operand (`tosa.const`), if it is one.
fn first_int(ir: &Ir, v: Value) -> Option<i128> {
    let a = crate::dialects::tosa::const_values(ir, v)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Dense { data, .. } if data.is_int() && !data.is_empty() => Some(data.int_at(0)),
        _ => None,
    }
}

fn is_i1(ir: &Ir, t: Type) -> bool {
    ir.ctx.int_width(t) == Some(1)
}

/// `operand #i must be tosa-conformant tensor of 1-bit signless integer values`.
fn require_i1(v: &mut Verifier, op: Op, what: &str, i: usize, val: Value) -> bool {
    let ir = v.ir;
    if is_i1(ir, elem(ir, val)) {
        return true;
    }
    let t = type_to_string(&ir.ctx, ir.value_ty(val));
    v.err(op, format!("{what} #{i} must be tosa-conformant tensor of 1-bit signless integer values, but got '{t}'"));
    false
}

/// Ranks, broadcast-compatible shapes and the result's shape of a broadcasting op.
fn broadcast(v: &mut Verifier, op: Op, operands: &[Value]) -> bool {
    let ir = v.ir;
    let shapes: Vec<Vec<i64>> = operands.iter().filter_map(|&x| shape(ir, x)).collect();
    if shapes.len() != operands.len() {
        return true;
    }
    if shapes.windows(2).any(|w| w[0].len() != w[1].len()) {
        v.err(op, "operands don't have matching ranks");
        return false;
    }
    let mut out = shapes[0].clone();
    for s in &shapes[1..] {
        for (o, &d) in out.iter_mut().zip(s) {
            match (*o, d) {
                (a, b) if a == b || b == 1 => {}
                (1, b) => *o = b,
                (DYNAMIC, _) | (_, DYNAMIC) => *o = DYNAMIC,
                _ => {
                    v.err(op, "operands don't have broadcast-compatible shapes");
                    return false;
                }
            }
        }
    }
    let Some(res) = shape(ir, ir.result(op, 0)) else { return true };
    let compatible =
        res.len() == out.len() && res.iter().zip(&out).all(|(&r, &o)| r == o || r == DYNAMIC || o == DYNAMIC || o == 1);
    if !compatible {
        let (r, o) = (dims(&res, "x"), dims(&out, "x"));
        v.err(op, format!("result type '{r}' not broadcast compatible with broadcasted operands's shapes '{o}'"));
        return false;
    }
    true
}

fn same_elem(v: &mut Verifier, op: Op, values: &[Value]) -> bool {
    let ir = v.ir;
    let first = elem(ir, values[0]);
    if values.iter().any(|&x| elem(ir, x) != first) {
        v.err(op, "requires the same element type for all operands and results");
        return false;
    }
    true
}

/// `add`, `sub`, `maximum`, `bitwise_*`, shifts, ...: broadcasting, one element type.
pub fn verify_binary(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let operands = ir.operands(op).to_vec();
    if !broadcast(v, op, &operands) {
        return;
    }
    let mut all = operands;
    all.push(ir.result(op, 0));
    same_elem(v, op, &all);
}

/// `logical_and`/`or`/`xor`: binary on `i1`.
pub fn verify_logical(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    for (i, &x) in ir.operands(op).iter().enumerate() {
        if !require_i1(v, op, "operand", i, x) {
            return;
        }
    }
    if !require_i1(v, op, "result", 0, ir.result(op, 0)) {
        return;
    }
    verify_binary(v, op);
}

/// `equal`, `greater`, `greater_equal`: broadcasting, one operand element type, `i1` result.
pub fn verify_compare(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !require_i1(v, op, "result", 0, ir.result(op, 0)) {
        return;
    }
    let operands = ir.operands(op).to_vec();
    if broadcast(v, op, &operands) && elem(ir, operands[0]) != elem(ir, operands[1]) {
        v.err(op, "requires the same element type for all operands");
    }
}

/// `mul`: broadcasting of the first two operands; integers may widen to the result; a float
/// multiplication's constant shift is 0.
pub fn verify_mul(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let operands = ir.operands(op).to_vec();
    if !broadcast(v, op, &operands[..2]) {
        return;
    }
    let (a, b, r) = (elem(ir, operands[0]), elem(ir, operands[1]), elem(ir, ir.result(op, 0)));
    if a != b {
        v.err(op, "requires the same element type for all operands");
        return;
    }
    if ir.ctx.is_float(a) {
        if r != a {
            v.err(op, "requires the same element type for all operands and results");
            return;
        }
        let shift = first_int(ir, operands[2]);
        if shift.is_some_and(|s| s != 0) {
            v.err(op, "require shift to be 0 for float type");
        }
    } else if ir.ctx.int_width(r) < ir.ctx.int_width(a) {
        v.err(op, "requires the same element type for all operands and results");
    }
}

/// `select`: an `i1` condition, broadcasting, one element type for the values and result.
pub fn verify_select(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let operands = ir.operands(op).to_vec();
    if !require_i1(v, op, "operand", 0, operands[0]) || !broadcast(v, op, &operands) {
        return;
    }
    let (a, b, r) = (elem(ir, operands[1]), elem(ir, operands[2]), elem(ir, ir.result(op, 0)));
    if a != b {
        v.err(op, "requires the same element type for all operands");
    } else if a != r {
        let (a, r) = (type_to_string(&ir.ctx, a), type_to_string(&ir.ctx, r));
        v.err(op, format!("expect input and output to have same element type, got '{a}' and '{r}'"));
    }
}

/// Shapes of operand 0 and the result equal (where both are known).
fn same_shape(v: &mut Verifier, op: Op) -> bool {
    let ir = v.ir;
    if let (Some(a), Some(r)) = (shape(ir, ir.operand(op, 0)), shape(ir, ir.result(op, 0))) {
        let ok = a.len() == r.len() && a.iter().zip(&r).all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC);
        if !ok {
            v.err(op, "requires the same shape for all operands and results");
            return false;
        }
    }
    true
}

/// Unary ops (`abs`, `exp`, `negate`, `clamp`, `identity`, ...): same shape and element type.
pub fn verify_unary(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !same_shape(v, op) {
        return;
    }
    let (a, r) = (ir.operand(op, 0), ir.result(op, 0));
    if !same_elem(v, op, &[a, r]) {
        return;
    }
    if ir.op_name(op) == "tosa.logical_not" {
        let _ = require_i1(v, op, "operand", 0, a) && require_i1(v, op, "result", 0, r);
    }
}

/// `negate`: a unary op whose constant zero points are 0 unless the elements are `i8`.
pub fn verify_negate(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (a, r) = (ir.operand(op, 0), ir.result(op, 0));
    if !same_shape(v, op) || !same_elem(v, op, &[a, r]) {
        return;
    }
    let et = elem(ir, a);
    if !ir.ctx.is_int(et) || ir.ctx.int_width(et) == Some(8) {
        return;
    }
    for (i, what) in [(1, "input1"), (2, "output")] {
        if first_int(ir, ir.operand(op, i)).is_some_and(|z| z != 0) {
            return v.err(op, format!("{what} zero point must be zero for non-int8 integer types"));
        }
    }
}

/// `cast`, `table`, `rescale`: the same shape, any element types.
pub fn verify_same_shape(v: &mut Verifier, op: Op) {
    same_shape(v, op);
}

/// `clamp`: a unary op whose bounds are of the element type's kind, `min_val <= max_val`.
pub fn verify_clamp(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !same_shape(v, op) || !same_elem(v, op, &[ir.operand(op, 0), ir.result(op, 0)]) {
        return;
    }
    let et = elem(ir, ir.operand(op, 0));
    let (Some(min), Some(max)) = (ir.attr(op, "min_val"), ir.attr(op, "max_val")) else { return };
    let value = |a: Attr| match ir.ctx.attr_kind(a) {
        AttrKind::Int { ty, value } => Some((*ty, *value as f64)),
        AttrKind::Float { ty, bits } => ir.ctx.float_kind(*ty).map(|k| (*ty, crate::ir::float::to_f64(k, *bits))),
        _ => None,
    };
    let (Some((tmin, lo)), Some((tmax, hi))) = (value(min), value(max)) else { return };
    if tmin != et || tmax != et {
        v.err(op, "min/max attributes types are incompatible with input/output element types.");
        return;
    }
    if lo > hi {
        let (a, b) = (attr_to_string(&ir.ctx, min), attr_to_string(&ir.ctx, max));
        v.err(op, format!("expected min_val <= max_val, got min_val={a}, max_val={b}"));
    }
}

/// The reductions: the axis in range, the result the input with the axis of size 1.
pub fn verify_reduce(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (input, result) = (ir.operand(op, 0), ir.result(op, 0));
    let axis = ir.attr(op, "axis").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
    if axis < 0 {
        return v.err(op, "reduce axis must not be negative");
    }
    let Some(in_shape) = shape(ir, input) else { return };
    if axis as usize >= in_shape.len() && !(in_shape.is_empty() && axis == 0) {
        return v
            .err(op, format!("expect input tensor rank ({}) to be larger than reduce axis ({axis})", in_shape.len()));
    }
    let mut inferred = in_shape.clone();
    if let Some(d) = inferred.get_mut(axis as usize) {
        *d = 1;
    }
    let Some(out) = shape(ir, result) else { return };
    let et = type_to_string(&ir.ctx, elem(ir, input));
    let inferred_ty =
        if inferred.is_empty() { format!("tensor<{et}>") } else { format!("tensor<{}x{et}>", dims(&inferred, "x")) };
    let matches = out.len() == inferred.len()
        && out.iter().zip(&inferred).all(|(&o, &i)| o == i || o == DYNAMIC || i == DYNAMIC)
        && elem(ir, input) == elem(ir, result);
    if !matches {
        if out.len() == in_shape.len() && out.get(axis as usize).is_some_and(|&d| d != 1 && d != DYNAMIC) {
            return v.err(op, format!("expect reduced dimension size to be 1, got {}", out[axis as usize]));
        }
        let (i, r) = (inferred_ty, type_to_string(&ir.ctx, ir.value_ty(result)));
        v.err(op, format!("inferred type(s) '{i}' are incompatible with return type(s) of operation '{r}'"));
        v.err(op, "failed to infer returned types");
    }
}

/// `argmax`: the axis in range, the result the input's shape without it, of integers.
pub fn verify_argmax(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (input, result) = (ir.operand(op, 0), ir.result(op, 0));
    let axis = ir.attr(op, "axis").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
    let Some(in_shape) = shape(ir, input) else { return };
    if axis < 0 || axis as usize >= in_shape.len() {
        return v.err(op, "specified axis is outside the rank of the tensor");
    }
    if !ir.ctx.is_int(elem(ir, result)) {
        let t = type_to_string(&ir.ctx, ir.value_ty(result));
        return v.err(op, format!("result #0 must be tosa-conformant tensor of 32-bit signless integer or 64-bit signless integer values, but got '{t}'"));
    }
    let Some(out) = shape(ir, result) else { return };
    let mut want = in_shape;
    want.remove(axis as usize);
    let ok = out.len() == want.len() && out.iter().zip(&want).all(|(&o, &w)| o == w || o == DYNAMIC || w == DYNAMIC);
    if !ok {
        let (w, o) = (dims(&want, ", "), dims(&out, ", "));
        v.err(op, format!("expected output shape '{w}', got '{o}'"));
    }
}
