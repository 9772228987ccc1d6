//! The folders of the `arith` ops, with MLIR 22's semantics (`ArithOps.cpp`): identities
//! (`x + 0`, `x * 1`, `x - x`, `x & ~x`, double negation, cast chains, ...) and constant
//! folding at the operands' bit width (integers wrap; divisions by zero, signed overflow of
//! divisions and shifts by at least the width are left alone) or in the op's own float format
//! (see `softfloat`). Dense constants fold element by element, poison operands give poison
//! where upstream's common folders propagate it.

use super::softfloat::{self, sext, zext, BinOp, Format};
use super::values::*;
use crate::ir::rewrite::{FoldResult, Folded};
use crate::ir::*;

// ----- helpers -----

fn attr(a: Option<Attr>) -> Folded {
    match a {
        Some(a) => Folded::Results(vec![FoldResult::Attr(a)]),
        None => Folded::Failed,
    }
}

fn value(v: Value) -> Folded {
    Folded::Results(vec![FoldResult::Value(v)])
}

fn result_ty(ir: &Ir, op: Op) -> Type {
    ir.value_ty(ir.result(op, 0))
}

/// The op named `name` defining `v`.
pub fn def_of(ir: &Ir, v: Value, name: &str) -> Option<Op> {
    ir.defining_op(v).filter(|&d| ir.op_name(d) == name)
}

/// `(nsw, nuw)` of an op's `overflowFlags`.
pub fn overflow_flags(ir: &Ir, op: Op) -> (bool, bool) {
    use crate::ir::enums::{ARITH_OVERFLOW, NSW, NUW};
    let v = ir.attr(op, "overflowFlags").and_then(|a| ir.ctx.enum_value(a, &ARITH_OVERFLOW)).unwrap_or(0);
    (v & NSW != 0, v & NUW != 0)
}

/// Whether an op's `fastmath` flags include every flag of `want`.
pub fn has_fastmath(ir: &Ir, op: Op, want: &[&str]) -> bool {
    use crate::ir::enums::ARITH_FASTMATH;
    let bits = want.iter().fold(0, |b, w| b | ARITH_FASTMATH.value_of(w).unwrap_or(0));
    ir.attr(op, "fastmath").is_some_and(|a| ir.ctx.enum_has(a, &ARITH_FASTMATH, bits))
}

fn elem(ir: &Ir, t: Type) -> Option<ElemTy> {
    elem_ty(&ir.ctx, t)
}

/// Folds a same-type integer binary op element-wise: `f(width, a, b)` gets and returns
/// values sign-extended from the width (the result is re-normalized).
fn int_binary(ir: &mut Ir, op: Op, c: &[Option<Attr>], f: impl Fn(u32, i128, i128) -> Option<i128>) -> Folded {
    let ty = result_ty(ir, op);
    let Some(ElemTy::Int(w)) = elem(ir, ty) else { return Folded::Failed };
    attr(fold_binary(&mut ir.ctx, c[0], c[1], ty, |a, b| f(w, a.int(), b.int()).map(|v| El::I(sext(v, w)))))
}

/// Folds a same-type float binary op element-wise in the op's format.
fn float_binary(ir: &mut Ir, op: Op, c: &[Option<Attr>], f: impl Fn(Format, u64, u64) -> u64) -> Folded {
    let ty = result_ty(ir, op);
    let Some(fmt) = elem(ir, ty).and_then(|e| e.float_format()) else { return Folded::Failed };
    attr(fold_binary(&mut ir.ctx, c[0], c[1], ty, |a, b| Some(El::F(f(fmt, a.bits(), b.bits())))))
}

fn smin(w: u32) -> i128 {
    sext(1i128 << (w - 1), w)
}
fn smax(w: u32) -> i128 {
    smin(w).wrapping_sub(1) & if w >= 128 { -1 } else { (1i128 << w) - 1 }
}

// ----- integer arithmetic -----

pub fn addi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if is_int_zero(&ir.ctx, c[1]) {
        return value(lhs);
    }
    // addi(subi(a, b), b) -> a; addi(b, subi(a, b)) -> a
    if let Some(sub) = def_of(ir, lhs, "arith.subi") {
        if ir.operand(sub, 1) == rhs {
            return value(ir.operand(sub, 0));
        }
    }
    if let Some(sub) = def_of(ir, rhs, "arith.subi") {
        if ir.operand(sub, 1) == lhs {
            return value(ir.operand(sub, 0));
        }
    }
    int_binary(ir, op, c, |_, a, b| Some(a.wrapping_add(b)))
}

pub fn subi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if lhs == rhs {
        let ty = result_ty(ir, op);
        if let Some(z) = zero(&mut ir.ctx, ty) {
            return attr(Some(z));
        }
    }
    if is_int_zero(&ir.ctx, c[1]) {
        return value(lhs);
    }
    if let Some(add) = def_of(ir, lhs, "arith.addi") {
        // subi(addi(a, b), b) -> a; subi(addi(a, b), a) -> b
        if ir.operand(add, 1) == rhs {
            return value(ir.operand(add, 0));
        }
        if ir.operand(add, 0) == rhs {
            return value(ir.operand(add, 1));
        }
    }
    int_binary(ir, op, c, |_, a, b| Some(a.wrapping_sub(b)))
}

pub fn muli(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if is_int_zero(&ir.ctx, c[1]) {
        return value(ir.operand(op, 1));
    }
    if is_int_one(&ir.ctx, c[1]) {
        return value(ir.operand(op, 0));
    }
    int_binary(ir, op, c, |_, a, b| Some(a.wrapping_mul(b)))
}

/// `(a * b) / b -> a` when the multiplication has the flag (`nsw` for signed division, `nuw`
/// for unsigned).
fn div_of_mul(ir: &Ir, op: Op, signed: bool) -> Option<Value> {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let mul = def_of(ir, lhs, "arith.muli")?;
    let (nsw, nuw) = overflow_flags(ir, mul);
    if !(if signed { nsw } else { nuw }) {
        return None;
    }
    if ir.operand(mul, 0) == rhs {
        return Some(ir.operand(mul, 1));
    }
    if ir.operand(mul, 1) == rhs {
        return Some(ir.operand(mul, 0));
    }
    None
}

pub fn divui(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if is_int_one(&ir.ctx, c[1]) {
        return value(ir.operand(op, 0));
    }
    if let Some(v) = div_of_mul(ir, op, false) {
        return value(v);
    }
    int_binary(ir, op, c, |w, a, b| {
        let (a, b) = (zext(a, w), zext(b, w));
        (b != 0).then(|| (a / b) as i128)
    })
}

pub fn divsi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if is_int_one(&ir.ctx, c[1]) {
        return value(ir.operand(op, 0));
    }
    if let Some(v) = div_of_mul(ir, op, true) {
        return value(v);
    }
    int_binary(ir, op, c, |w, a, b| (b != 0 && !(a == smin(w) && b == -1)).then(|| a.wrapping_div(b)))
}

pub fn ceildivui(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if is_int_one(&ir.ctx, c[1]) {
        return value(ir.operand(op, 0));
    }
    int_binary(ir, op, c, |w, a, b| {
        let (a, b) = (zext(a, w), zext(b, w));
        (b != 0).then(|| (a / b + u128::from(a % b != 0)) as i128)
    })
}

/// Upstream's ceil division: not folded when the divisor is zero or when negating an
/// operand on its way overflows (a negative minimum-value operand).
fn ceil_div_signed(w: u32, a: i128, b: i128) -> Option<i128> {
    if b == 0 {
        return None;
    }
    if a == 0 {
        return Some(0);
    }
    let min = smin(w);
    match (a > 0, b > 0) {
        (true, true) => {}
        (false, false) if a == min || b == min => return None,
        (false, true) if a == min => return None,
        (true, false) if b == min => return None,
        _ => {}
    }
    let q = a / b;
    let r = a % b;
    Some(if r != 0 && ((r > 0) == (b > 0)) { q + 1 } else { q })
}

pub fn ceildivsi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if is_int_one(&ir.ctx, c[1]) {
        return value(ir.operand(op, 0));
    }
    int_binary(ir, op, c, ceil_div_signed)
}

pub fn floordivsi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if is_int_one(&ir.ctx, c[1]) {
        return value(ir.operand(op, 0));
    }
    int_binary(ir, op, c, |w, a, b| {
        if b == 0 || (a == smin(w) && b == -1) {
            return None;
        }
        let q = a / b;
        let r = a % b;
        Some(if r != 0 && ((r < 0) != (b < 0)) { q - 1 } else { q })
    })
}

fn rem_by_one(ir: &mut Ir, op: Op) -> Folded {
    let ty = result_ty(ir, op);
    attr(zero(&mut ir.ctx, ty))
}

pub fn remui(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if is_int_one(&ir.ctx, c[1]) {
        return rem_by_one(ir, op);
    }
    int_binary(ir, op, c, |w, a, b| {
        let (a, b) = (zext(a, w), zext(b, w));
        (b != 0).then(|| (a % b) as i128)
    })
}

pub fn remsi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if is_int_one(&ir.ctx, c[1]) {
        return rem_by_one(ir, op);
    }
    int_binary(ir, op, c, |_, a, b| (b != 0).then(|| a.wrapping_rem(b)))
}

// ----- bitwise -----

/// `xori(x, -1)` with operand 0 being `x`: returns the xori's constant operand value.
fn is_not_of(ir: &Ir, v: Value, x: Value) -> bool {
    let Some(xor) = def_of(ir, v, "arith.xori") else { return false };
    ir.operand(xor, 0) == x && is_all_ones(&ir.ctx, const_of(ir, ir.operand(xor, 1)))
}

pub fn andi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if is_int_zero(&ir.ctx, c[1]) {
        return value(rhs);
    }
    if is_all_ones(&ir.ctx, c[1]) {
        return value(lhs);
    }
    // and(x, not(x)) -> 0; and(not(x), x) -> 0
    if is_not_of(ir, rhs, lhs) || is_not_of(ir, lhs, rhs) {
        let ty = result_ty(ir, op);
        return attr(zero(&mut ir.ctx, ty));
    }
    // and(a, and(a, b)) -> and(a, b)
    for (inner, other) in [(lhs, rhs), (rhs, lhs)] {
        if let Some(prev) = def_of(ir, inner, "arith.andi") {
            if other == ir.operand(prev, 0) || other == ir.operand(prev, 1) {
                return value(ir.result(prev, 0));
            }
        }
    }
    let r = int_binary(ir, op, c, |_, a, b| Some(a & b));
    idempotent(ir, op, r)
}

/// The `Idempotent` trait's fold, after the op's own: `op(x, x) -> x`.
fn idempotent(ir: &Ir, op: Op, r: Folded) -> Folded {
    if r == Folded::Failed && ir.operand(op, 0) == ir.operand(op, 1) {
        return value(ir.operand(op, 0));
    }
    r
}

pub fn ori(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if is_int_zero(&ir.ctx, c[1]) {
        return value(lhs);
    }
    if is_all_ones(&ir.ctx, c[1]) {
        return attr(c[1]);
    }
    // or(x, xor(x, -1)) -> -1; or(xor(x, -1), x) -> -1
    for (x, not) in [(lhs, rhs), (rhs, lhs)] {
        if is_not_of(ir, not, x) {
            let xor = ir.defining_op(not).expect("xori");
            return value(ir.operand(xor, 1));
        }
    }
    let r = int_binary(ir, op, c, |_, a, b| Some(a | b));
    idempotent(ir, op, r)
}

pub fn xori(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if is_int_zero(&ir.ctx, c[1]) {
        return value(lhs);
    }
    if lhs == rhs {
        let ty = result_ty(ir, op);
        return attr(zero(&mut ir.ctx, ty));
    }
    // xor(xor(x, a), a) -> x; xor(xor(a, x), a) -> x
    if let Some(prev) = def_of(ir, lhs, "arith.xori") {
        if ir.operand(prev, 1) == rhs {
            return value(ir.operand(prev, 0));
        }
        if ir.operand(prev, 0) == rhs {
            return value(ir.operand(prev, 1));
        }
    }
    // xor(a, xor(x, a)) -> x; xor(a, xor(a, x)) -> x
    if let Some(prev) = def_of(ir, rhs, "arith.xori") {
        if ir.operand(prev, 1) == lhs {
            return value(ir.operand(prev, 0));
        }
        if ir.operand(prev, 0) == lhs {
            return value(ir.operand(prev, 1));
        }
    }
    int_binary(ir, op, c, |_, a, b| Some(a ^ b))
}

/// Shifts: `x >> 0 -> x`; constants fold when the shift amount is below the width (as
/// upstream, the last element folded decides for non-splat vectors; an out-of-range amount
/// of an earlier element gives APInt's result, 0 or the sign, a refinement of poison; a
/// poison operand does not fold).
fn shift(ir: &mut Ir, op: Op, c: &[Option<Attr>], f: fn(u32, i128, u32) -> i128) -> Folded {
    if is_int_zero(&ir.ctx, c[1]) {
        return value(ir.operand(op, 0));
    }
    let ty = result_ty(ir, op);
    let Some(ElemTy::Int(w)) = elem(ir, ty) else { return Folded::Failed };
    let mut bounded = false;
    let r = fold_binary(&mut ir.ctx, c[0], c[1], ty, |a, b| {
        let amount = zext(b.int(), w);
        bounded = amount < w as u128;
        Some(El::I(sext(f(w, a.int(), amount.min(128) as u32), w)))
    });
    // A poison operand does not fold: nothing was computed, so nothing is known in bounds.
    if bounded {
        attr(r)
    } else {
        Folded::Failed
    }
}

pub fn shli(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    shift(ir, op, c, |w, a, s| if s >= w { 0 } else { a << s })
}

pub fn shrui(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    shift(ir, op, c, |w, a, s| if s >= w { 0 } else { (zext(a, w) >> s) as i128 })
}

pub fn shrsi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    shift(ir, op, c, |w, a, s| if s >= w { a >> 127 } else { a >> s })
}

// ----- min/max -----

pub fn maxsi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    int_minmax(ir, op, c, smax, smin, |_, a, b| a.max(b))
}
pub fn minsi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    int_minmax(ir, op, c, smin, smax, |_, a, b| a.min(b))
}
pub fn maxui(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    int_minmax(ir, op, c, |_| -1, |_| 0, |w, a, b| if zext(a, w) >= zext(b, w) { a } else { b })
}
pub fn minui(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    int_minmax(ir, op, c, |_| 0, |_| -1, |w, a, b| if zext(a, w) <= zext(b, w) { a } else { b })
}

/// `op(x, x) -> x`; `op(x, absorbing) -> absorbing`; `op(x, identity) -> x`; constants.
fn int_minmax(
    ir: &mut Ir,
    op: Op,
    c: &[Option<Attr>],
    absorbing: fn(u32) -> i128,
    identity: fn(u32) -> i128,
    f: fn(u32, i128, i128) -> i128,
) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if let Some((w, v)) = c[1].and_then(|a| int_value(&ir.ctx, a)) {
        if v == sext(absorbing(w), w) {
            return value(rhs);
        }
        if v == sext(identity(w), w) {
            return value(lhs);
        }
    }
    int_binary(ir, op, c, |w, a, b| Some(f(w, a, b)))
}

// ----- floats -----

pub fn negf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let x = ir.operand(op, 0);
    if let Some(inner) = def_of(ir, x, "arith.negf") {
        return value(ir.operand(inner, 0));
    }
    let ty = result_ty(ir, op);
    let Some(e) = elem(ir, ty) else { return Folded::Failed };
    let sign = 1u64 << (e.width() - 1);
    attr(fold_unary(&mut ir.ctx, c[0], ty, |a| Some(El::F(a.bits() ^ sign))))
}

pub fn addf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if float_is(&ir.ctx, c[1], |f, b| f.is_zero(b) && f.is_neg(b)) {
        return value(ir.operand(op, 0));
    }
    float_binary(ir, op, c, |f, a, b| f.binary(BinOp::Add, a, b))
}

pub fn subf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if float_is(&ir.ctx, c[1], |f, b| f.is_zero(b) && !f.is_neg(b)) {
        return value(ir.operand(op, 0));
    }
    float_binary(ir, op, c, |f, a, b| f.binary(BinOp::Sub, a, b))
}

fn is_float_one(f: Format, b: u64) -> bool {
    f.compare(b, f.from_f64(1.0)) == Some(std::cmp::Ordering::Equal)
}

pub fn mulf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if float_is(&ir.ctx, c[1], is_float_one) {
        return value(ir.operand(op, 0));
    }
    if has_fastmath(ir, op, &["nnan", "nsz"]) && float_is(&ir.ctx, c[1], |f, b| f.is_zero(b)) {
        return value(ir.operand(op, 1));
    }
    float_binary(ir, op, c, |f, a, b| f.binary(BinOp::Mul, a, b))
}

pub fn divf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if float_is(&ir.ctx, c[1], is_float_one) {
        return value(ir.operand(op, 0));
    }
    float_binary(ir, op, c, |f, a, b| f.binary(BinOp::Div, a, b))
}

pub fn remf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    float_binary(ir, op, c, |f, a, b| f.binary(BinOp::Rem, a, b))
}

/// `op(x, x) -> x`; `op(x, k) -> x` when `is_identity(k)`; constants.
fn float_minmax(
    ir: &mut Ir,
    op: Op,
    c: &[Option<Attr>],
    is_identity: fn(Format, u64) -> bool,
    f: fn(Format, u64, u64) -> u64,
) -> Folded {
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if float_is(&ir.ctx, c[1], is_identity) {
        return value(lhs);
    }
    float_binary(ir, op, c, f)
}

pub fn maximumf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    float_minmax(ir, op, c, |f, b| f.is_inf(b) && f.is_neg(b), Format::maximum)
}
pub fn minimumf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    float_minmax(ir, op, c, |f, b| f.is_inf(b) && !f.is_neg(b), Format::minimum)
}
pub fn maxnumf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    float_minmax(ir, op, c, Format::is_nan, Format::maxnum)
}
pub fn minnumf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    float_minmax(ir, op, c, Format::is_nan, Format::minnum)
}

// ----- casts -----

/// (operand element type, result element type) of a cast.
fn cast_types(ir: &Ir, op: Op) -> Option<(ElemTy, ElemTy)> {
    Some((elem(ir, ir.value_ty(ir.operand(op, 0)))?, elem(ir, result_ty(ir, op))?))
}

fn cast_fold(ir: &mut Ir, op: Op, c: &[Option<Attr>], f: impl Fn(ElemTy, ElemTy, El) -> Option<El>) -> Folded {
    let Some((from, to)) = cast_types(ir, op) else { return Folded::Failed };
    let ty = result_ty(ir, op);
    attr(fold_unary(&mut ir.ctx, c[0], ty, |a| f(from, to, a)))
}

/// `ext(ext(x)) -> ext(x)` for the same extension: the op takes `x` in place.
fn fold_ext_chain(ir: &mut Ir, op: Op, name: &str) -> bool {
    let Some(inner) = def_of(ir, ir.operand(op, 0), name) else { return false };
    let x = ir.operand(inner, 0);
    ir.set_operand(op, 0, x);
    true
}

pub fn extui(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if fold_ext_chain(ir, op, "arith.extui") {
        return Folded::InPlace;
    }
    cast_fold(ir, op, c, |from, to, a| Some(El::I(sext(zext(a.int(), from.width()) as i128, to.width()))))
}

pub fn extsi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if fold_ext_chain(ir, op, "arith.extsi") {
        return Folded::InPlace;
    }
    cast_fold(ir, op, c, |_, _, a| Some(El::I(a.int())))
}

pub fn trunci(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let x = ir.operand(op, 0);
    let rt = result_ty(ir, op);
    if let Some(ext) = def_of(ir, x, "arith.extui").or_else(|| def_of(ir, x, "arith.extsi")) {
        let src = ir.operand(ext, 0);
        let (st, dt) = (ir.ctx.elem_ty(ir.value_ty(src)), ir.ctx.elem_ty(rt));
        let (sw, dw) = (ir.ctx.int_width(st).unwrap_or(0), ir.ctx.int_width(dt).unwrap_or(0));
        // trunci(ext(a)) -> trunci(a) when a is wider; -> a when of the result's type.
        if sw > dw {
            ir.set_operand(op, 0, src);
            return Folded::InPlace;
        }
        if st == dt {
            return value(src);
        }
    }
    if let Some(inner) = def_of(ir, x, "arith.trunci") {
        let src = ir.operand(inner, 0);
        ir.set_operand(op, 0, src);
        return Folded::InPlace;
    }
    cast_fold(ir, op, c, |_, to, a| Some(El::I(sext(a.int(), to.width()))))
}

pub fn extf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    // extf(truncf(x)) -> x when both allow contraction.
    if let Some(tr) = def_of(ir, ir.operand(op, 0), "arith.truncf") {
        let src = ir.operand(tr, 0);
        if ir.value_ty(src) == result_ty(ir, op)
            && has_fastmath(ir, tr, &["contract"])
            && has_fastmath(ir, op, &["contract"])
        {
            return value(src);
        }
    }
    float_convert(ir, op, c)
}

/// Exact float-to-float conversion of constants (no rounding, no overflow, quiet NaNs whose
/// payload fits).
fn float_convert(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    cast_fold(ir, op, c, |from, to, a| {
        let (f, t) = (from.float_format()?, to.float_format()?);
        f.convert_exact(t, a.bits()).map(El::F)
    })
}

pub fn truncf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    if let Some(ext) = def_of(ir, ir.operand(op, 0), "arith.extf") {
        let src = ir.operand(ext, 0);
        let st = ir.ctx.elem_ty(ir.value_ty(src));
        let it = ir.ctx.elem_ty(result_ty(ir, ext));
        let rt = ir.ctx.elem_ty(result_ty(ir, op));
        let fmt = |t: Type| ir.ctx.float_kind(t).and_then(softfloat::format);
        if let (Some(s), Some(i), Some(r)) = (fmt(st), fmt(it), fmt(rt)) {
            if s.representable_by(i) {
                // truncf(extf(a)) -> truncf(a) when a is wider than the result; -> a when of
                // the result's type.
                if s.width() > r.width() {
                    ir.set_operand(op, 0, src);
                    return Folded::InPlace;
                }
                if st == rt {
                    return value(src);
                }
            }
        }
    }
    float_convert(ir, op, c)
}

pub fn uitofp(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    cast_fold(ir, op, c, |from, to, a| Some(El::F(to.float_format()?.from_int(a.int(), from.width(), false))))
}

pub fn sitofp(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    cast_fold(ir, op, c, |from, to, a| Some(El::F(to.float_format()?.from_int(a.int(), from.width(), true))))
}

pub fn fptoui(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    cast_fold(ir, op, c, |from, to, a| from.float_format()?.to_int(a.bits(), to.width(), false).map(El::I))
}

pub fn fptosi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    cast_fold(ir, op, c, |from, to, a| from.float_format()?.to_int(a.bits(), to.width(), true).map(El::I))
}

/// `index_cast(index_cast(x))` (or `_castui`) `-> x` when it comes back to `x`'s type through
/// a type at least as wide (upstream MLIR 22 also folds narrower round trips, which lose
/// bits: a miscompile this folder does not reproduce).
fn index_cast_chain(ir: &Ir, op: Op, name: &str) -> Option<Value> {
    let inner = def_of(ir, ir.operand(op, 0), name)?;
    let x = ir.operand(inner, 0);
    if ir.value_ty(x) != result_ty(ir, op) {
        return None;
    }
    let width = |t: Type| elem(ir, t).map(|e| e.width());
    (width(result_ty(ir, inner))? >= width(ir.value_ty(x))?).then_some(x)
}

pub fn index_cast(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let r = cast_fold(ir, op, c, |_, to, a| Some(El::I(sext(a.int(), to.width()))));
    if r != Folded::Failed {
        return r;
    }
    match index_cast_chain(ir, op, "arith.index_cast") {
        Some(x) => value(x),
        None => Folded::Failed,
    }
}

pub fn index_castui(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let r = cast_fold(ir, op, c, |from, to, a| Some(El::I(sext(zext(a.int(), from.width()) as i128, to.width()))));
    if r != Folded::Failed {
        return r;
    }
    match index_cast_chain(ir, op, "arith.index_castui") {
        Some(x) => value(x),
        None => Folded::Failed,
    }
}

pub fn bitcast(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let x = ir.operand(op, 0);
    // The cast interface's fold of a cast to the same type.
    let Some(a) = c[0] else {
        return if ir.value_ty(x) == result_ty(ir, op) { value(x) } else { Folded::Failed };
    };
    let ty = result_ty(ir, op);
    let Some((from, to)) = cast_types(ir, op) else { return Folded::Failed };
    if from.width() > 64 {
        return Folded::Failed;
    }
    let conv = |e: El| -> El {
        let bits = match (e, from) {
            (El::I(v), ElemTy::Int(w)) => zext(v, w) as u64,
            (e, _) => e.bits(),
        };
        match to {
            ElemTy::Int(w) => El::I(sext(bits as i128, w)),
            ElemTy::Float(..) => El::F(bits),
        }
    };
    match read(&ir.ctx, a) {
        Some(Const::Elems { els, .. }) => attr(make(&mut ir.ctx, ty, els.into_iter().map(conv).collect())),
        _ if ir.ctx.is_shaped(ty) => Folded::Failed,
        Some(Const::Poison) => attr(Some(a)),
        Some(Const::Scalar { el, .. }) => attr(make(&mut ir.ctx, ty, vec![conv(el)])),
        _ => Folded::Failed,
    }
}

// ----- comparisons -----

/// `arith.cmpi` predicates in upstream's numbering.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CmpI {
    Eq,
    Ne,
    Slt,
    Sle,
    Sgt,
    Sge,
    Ult,
    Ule,
    Ugt,
    Uge,
}

impl CmpI {
    pub const ALL: [CmpI; 10] =
        [CmpI::Eq, CmpI::Ne, CmpI::Slt, CmpI::Sle, CmpI::Sgt, CmpI::Sge, CmpI::Ult, CmpI::Ule, CmpI::Ugt, CmpI::Uge];
    pub fn of(ir: &Ir, op: Op) -> Option<CmpI> {
        let i = ir.attr(op, "predicate").and_then(|a| ir.ctx.as_int(a))?;
        CmpI::ALL.get(usize::try_from(i).ok()?).copied()
    }
    pub fn index(self) -> i128 {
        CmpI::ALL.iter().position(|&p| p == self).expect("listed") as i128
    }
    /// The predicate of the negated comparison.
    pub fn inverse(self) -> CmpI {
        use CmpI::*;
        match self {
            Eq => Ne,
            Ne => Eq,
            Slt => Sge,
            Sle => Sgt,
            Sgt => Sle,
            Sge => Slt,
            Ult => Uge,
            Ule => Ugt,
            Ugt => Ule,
            Uge => Ult,
        }
    }
    /// The predicate with the operands swapped.
    pub fn swapped(self) -> CmpI {
        use CmpI::*;
        match self {
            Slt => Sgt,
            Sgt => Slt,
            Sle => Sge,
            Sge => Sle,
            Ult => Ugt,
            Ugt => Ult,
            Ule => Uge,
            Uge => Ule,
            p => p,
        }
    }
    pub fn eval(self, w: u32, a: i128, b: i128) -> bool {
        use CmpI::*;
        let (ua, ub) = (zext(a, w), zext(b, w));
        match self {
            Eq => a == b,
            Ne => a != b,
            Slt => a < b,
            Sle => a <= b,
            Sgt => a > b,
            Sge => a >= b,
            Ult => ua < ub,
            Ule => ua <= ub,
            Ugt => ua > ub,
            Uge => ua >= ub,
        }
    }
}

/// Width of an integer or a vector of integers (not tensors), as upstream's `getIntegerWidth`.
fn int_or_vector_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Int { width, .. } => Some(*width),
        TypeKind::Vector { elem, .. } => ctx.int_width(*elem),
        _ => None,
    }
}

pub fn cmpi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let Some(pred) = CmpI::of(ir, op) else { return Folded::Failed };
    let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
    let ty = result_ty(ir, op);
    if lhs == rhs {
        let b = matches!(pred, CmpI::Eq | CmpI::Sle | CmpI::Sge | CmpI::Ule | CmpI::Uge);
        return attr(bool_attr(&mut ir.ctx, ty, b));
    }
    let lhs_is_i1 = ir.ctx.int_width(ir.ctx.elem_ty(ir.value_ty(lhs))) == Some(1);
    if is_int_zero(&ir.ctx, c[1]) {
        // ext(%x : i1) != 0 -> %x
        for name in ["arith.extsi", "arith.extui"] {
            if let Some(ext) = def_of(ir, lhs, name) {
                let x = ir.operand(ext, 0);
                if int_or_vector_width(&ir.ctx, ir.value_ty(x)) == Some(1) && pred == CmpI::Ne {
                    return value(x);
                }
            }
        }
        // cmpi ne, %x, false : i1 -> %x
        if lhs_is_i1 && pred == CmpI::Ne {
            return value(lhs);
        }
    }
    // cmpi eq, %x, true : i1 -> %x
    if is_int_one(&ir.ctx, c[1]) && lhs_is_i1 && pred == CmpI::Eq {
        return value(lhs);
    }
    // A constant moves to the right, the predicate swapped.
    if c[0].is_some() && c[1].is_none() {
        let i64t = ir.ctx.int_ty(64);
        let p = ir.ctx.int_attr(i64t, pred.swapped().index());
        ir.set_prop(op, "predicate", p);
        ir.set_operands(op, vec![rhs, lhs]);
        return Folded::InPlace;
    }
    // Poison does not propagate through cmpi in MLIR 22 (its folder's result type is not
    // the operands').
    if c.iter().flatten().any(|&a| is_poison(&ir.ctx, a)) {
        return Folded::Failed;
    }
    if c[0].is_some() {
        let Some(ElemTy::Int(w)) = elem(ir, ir.value_ty(lhs)) else { return Folded::Failed };
        return attr(fold_binary(&mut ir.ctx, c[0], c[1], ty, |a, b| {
            Some(El::I(if pred.eval(w, a.int(), b.int()) { -1 } else { 0 }))
        }));
    }
    Folded::Failed
}

/// `arith.cmpf` predicates in upstream's order (`CMPF_PREDICATES`).
pub fn cmpf_eval(pred: usize, ord: Option<std::cmp::Ordering>) -> bool {
    use std::cmp::Ordering::*;
    let (uno, eq, lt, gt) = (ord.is_none(), ord == Some(Equal), ord == Some(Less), ord == Some(Greater));
    match pred {
        0 => false,
        1 => eq,
        2 => gt,
        3 => gt || eq,
        4 => lt,
        5 => lt || eq,
        6 => !uno && !eq,
        7 => !uno,
        8 => uno || eq,
        9 => uno || gt,
        10 => uno || gt || eq,
        11 => uno || lt,
        12 => uno || lt || eq,
        13 => !eq,
        14 => uno,
        _ => true,
    }
}

pub fn cmpf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let Some(pred) = ir.attr(op, "predicate").and_then(|a| ir.ctx.as_int(a)) else { return Folded::Failed };
    // Scalar float attributes only (not dense elements), as upstream.
    let scalar = |a: Option<Attr>| -> Option<(Format, u64)> {
        match ir.ctx.attr_kind(a?) {
            AttrKind::Float { ty, bits } => Some((softfloat::format(ir.ctx.float_kind(*ty)?)?, *bits)),
            _ => None,
        }
    };
    let (mut l, mut r) = (scalar(c[0]), scalar(c[1]));
    // A NaN operand decides alone: making both NaN does not change the result.
    if let Some((f, b)) = l {
        if f.is_nan(b) {
            r = l;
        }
    }
    if let Some((f, b)) = r {
        if f.is_nan(b) {
            l = r;
        }
    }
    let (Some((f, a)), Some((_, b))) = (l, r) else { return Folded::Failed };
    let v = cmpf_eval(pred as usize, f.compare(a, b));
    let b = ir.ctx.bool_attr(v);
    attr(Some(b))
}

// ----- select -----

pub fn select(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let (cond, t, f) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    if t == f {
        return value(t);
    }
    if is_int_one(&ir.ctx, c[0]) {
        return value(t);
    }
    if is_int_zero(&ir.ctx, c[0]) {
        return value(f);
    }
    if c[1].is_some_and(|a| is_poison(&ir.ctx, a)) {
        return value(f);
    }
    if c[2].is_some_and(|a| is_poison(&ir.ctx, a)) {
        return value(t);
    }
    let ty = result_ty(ir, op);
    // select %x, true, false : i1 -> %x
    if ir.ctx.is_signless_int(ty)
        && ir.ctx.int_width(ty) == Some(1)
        && is_int_one(&ir.ctx, c[1])
        && is_int_zero(&ir.ctx, c[2])
    {
        return value(cond);
    }
    // select (cmpi eq/ne %a, %b), %a, %b
    if let Some(cmp) = def_of(ir, cond, "arith.cmpi") {
        if let Some(p @ (CmpI::Eq | CmpI::Ne)) = CmpI::of(ir, cmp) {
            let (a, b) = (ir.operand(cmp, 0), ir.operand(cmp, 1));
            if (a == t && b == f) || (b == t && a == f) {
                return value(if p == CmpI::Ne { t } else { f });
            }
        }
    }
    // Element-wise selection between dense constants.
    let elems = |a: Option<Attr>| match a.and_then(|a| read(&ir.ctx, a)) {
        Some(Const::Elems { els, ty }) => Some((ty, els)),
        _ => None,
    };
    if let (Some((_, cs)), Some((lt, ts)), Some((_, fs))) = (elems(c[0]), elems(c[1]), elems(c[2])) {
        let n = cs.len().max(ts.len()).max(fs.len());
        let pick = |v: &[El], i: usize| if v.len() == 1 { v[0] } else { v[i] };
        let out: Vec<El> = (0..n).map(|i| if pick(&cs, i).int() != 0 { pick(&ts, i) } else { pick(&fs, i) }).collect();
        return attr(make(&mut ir.ctx, lt, out));
    }
    Folded::Failed
}

// ----- extended arithmetic -----

fn results(v: Vec<FoldResult>) -> Folded {
    Folded::Results(v)
}

pub fn addui_extended(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    let ovf_ty = ir.value_ty(ir.result(op, 1));
    if is_int_zero(&ir.ctx, c[1]) {
        let Some(f) = zero(&mut ir.ctx, ovf_ty) else { return Folded::Failed };
        return results(vec![FoldResult::Value(ir.operand(op, 0)), FoldResult::Attr(f)]);
    }
    let ty = result_ty(ir, op);
    let Some(ElemTy::Int(w)) = elem(ir, ty) else { return Folded::Failed };
    let Some(sum) =
        fold_binary(&mut ir.ctx, c[0], c[1], ty, |a, b| Some(El::I(sext(a.int().wrapping_add(b.int()), w))))
    else {
        return Folded::Failed;
    };
    if is_poison(&ir.ctx, sum) {
        return results(vec![FoldResult::Attr(sum), FoldResult::Attr(sum)]);
    }
    let ovf = fold_binary(&mut ir.ctx, Some(sum), c[0], ovf_ty, |s, a| {
        Some(El::I(if zext(s.int(), w) < zext(a.int(), w) { -1 } else { 0 }))
    });
    match ovf {
        Some(o) => results(vec![FoldResult::Attr(sum), FoldResult::Attr(o)]),
        None => Folded::Failed,
    }
}

/// The high `w` bits of the `2w`-bit product of `a` and `b` (unsigned or signed).
pub fn mul_high(w: u32, a: i128, b: i128, signed: bool) -> i128 {
    let (ua, ub) = (zext(a, w), zext(b, w));
    // 256-bit product of two u128 values, as (high, low).
    let (a1, a0) = (ua >> 64, ua & u64::MAX as u128);
    let (b1, b0) = (ub >> 64, ub & u64::MAX as u128);
    let (p00, p01, p10, p11) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
    let mid = (p00 >> 64) + (p01 & u64::MAX as u128) + (p10 & u64::MAX as u128);
    let lo = (p00 & u64::MAX as u128) | (mid << 64);
    let hi = p11 + (p01 >> 64) + (p10 >> 64) + (mid >> 64);
    let high = if w == 128 { hi } else { (hi << (128 - w)) | (lo >> w) };
    let mut h = high as i128;
    if signed {
        // Signed high part: subtract b (a) when a (b) is negative, modulo 2^w.
        if a < 0 {
            h = h.wrapping_sub(ub as i128);
        }
        if b < 0 {
            h = h.wrapping_sub(ua as i128);
        }
    }
    sext(h, w)
}

fn mul_extended(ir: &mut Ir, op: Op, c: &[Option<Attr>], signed: bool) -> Folded {
    if is_int_zero(&ir.ctx, c[1]) {
        let z = c[1].expect("constant");
        return results(vec![FoldResult::Attr(z), FoldResult::Attr(z)]);
    }
    if !signed && is_int_one(&ir.ctx, c[1]) {
        let ty = ir.value_ty(ir.operand(op, 0));
        let Some(z) = zero(&mut ir.ctx, ty) else { return Folded::Failed };
        return results(vec![FoldResult::Value(ir.operand(op, 0)), FoldResult::Attr(z)]);
    }
    let ty = result_ty(ir, op);
    let Some(ElemTy::Int(w)) = elem(ir, ty) else { return Folded::Failed };
    let Some(low) =
        fold_binary(&mut ir.ctx, c[0], c[1], ty, |a, b| Some(El::I(sext(a.int().wrapping_mul(b.int()), w))))
    else {
        return Folded::Failed;
    };
    let high = fold_binary(&mut ir.ctx, c[0], c[1], ty, |a, b| Some(El::I(mul_high(w, a.int(), b.int(), signed))));
    match high {
        Some(h) => results(vec![FoldResult::Attr(low), FoldResult::Attr(h)]),
        None => Folded::Failed,
    }
}

pub fn mulsi_extended(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    mul_extended(ir, op, c, true)
}

pub fn mului_extended(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
    mul_extended(ir, op, c, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn high_products() {
        assert_eq!(mul_high(8, -1, -1, false), -2); // 255 * 255 = 0xFE01
        assert_eq!(mul_high(8, -1, -1, true), 0);
        assert_eq!(mul_high(8, -128, -128, true), 64);
        assert_eq!(mul_high(64, -1, 2, false), 1);
        assert_eq!(mul_high(64, i64::MIN as i128, -1, true), 0);
        assert_eq!(mul_high(128, -1, -1, false), -2);
        assert_eq!(mul_high(128, -1, -1, true), 0);
        assert_eq!(mul_high(128, i128::MIN, i128::MIN, true), 1i128 << 126);
        assert_eq!(mul_high(32, 0x10000, 0x10000, false), 1);
    }

    #[test]
    fn division_helpers() {
        assert_eq!(ceil_div_signed(8, 7, 2), Some(4));
        assert_eq!(ceil_div_signed(8, -7, 2), Some(-3));
        assert_eq!(ceil_div_signed(8, 7, -2), Some(-3));
        assert_eq!(ceil_div_signed(8, -7, -2), Some(4));
        assert_eq!(ceil_div_signed(8, -128, 2), None);
        assert_eq!(ceil_div_signed(8, 0, -128), Some(0));
        assert_eq!(ceil_div_signed(8, 5, -128), None);
        assert_eq!(smax(8), 127);
        assert_eq!(smin(8), -128);
        assert_eq!(smax(128), i128::MAX);
        assert_eq!(smin(1), -1);
        assert_eq!(smax(1), 0);
    }
}
