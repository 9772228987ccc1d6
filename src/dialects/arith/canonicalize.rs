//! The canonicalization patterns of the `arith` ops, as MLIR 22 declares them
//! (`ArithCanonicalization.td` and the C++ patterns of `ArithOps.cpp`), under upstream's
//! names: reassociation of constants through `addi`/`subi`/`muli` chains (overflow flags
//! intersected where upstream merges them, dropped where it drops them), `xori` of a
//! comparison with `true`, logic ops and comparisons of extensions, redundant selects, cast
//! chains, `cmpf` of an integer converted to float against a constant, and negations through
//! `mulf`/`divf`.

use super::fold::{def_of, overflow_flags, CmpI};
use super::softfloat::{self, zext, Format};
use super::values::*;
use crate::ir::rewrite::{Pattern, Rewriter};
use crate::ir::*;

/// A pattern given by a function.
pub struct Pat {
    name: &'static str,
    f: fn(&mut Rewriter, Op) -> bool,
}

impl Pattern for Pat {
    fn name(&self) -> &'static str {
        self.name
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        (self.f)(rw, op)
    }
}

const fn pat(name: &'static str, f: fn(&mut Rewriter, Op) -> bool) -> Pat {
    Pat { name, f }
}

// ----- matching and building helpers -----

/// The scalar integer attribute of the constant defining `v` (upstream's
/// `ConstantLikeMatcher APIntAttr`), with its width.
fn const_int(ir: &Ir, v: Value) -> Option<IntConst> {
    let a = const_of(ir, v)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Int { ty, value } => Some((elem_ty(&ir.ctx, *ty)?.int_width()?, *value)),
        _ => None,
    }
}

/// The value of a scalar or splat integer constant defining `v` (`m_ConstantInt`).
fn const_splat_int(ir: &Ir, v: Value) -> Option<IntConst> {
    int_value(&ir.ctx, const_of(ir, v)?)
}

fn ty(ir: &Ir, v: Value) -> Type {
    ir.value_ty(v)
}

fn width(ir: &Ir, t: Type) -> Option<u32> {
    elem_ty(&ir.ctx, t).map(|e| e.width())
}

fn constant(rw: &mut Rewriter, t: Type, a: Attr) -> Value {
    rw.create_value("arith.constant", vec![], t, vec![("value", a)])
}

fn int_constant(rw: &mut Rewriter, t: Type, v: i128) -> Value {
    let w = width(rw.ir, t).unwrap_or(64);
    let a = rw.ir.ctx.int_attr(t, softfloat::sext(v, w));
    constant(rw, t, a)
}

fn flags_attr(rw: &mut Rewriter, (nsw, nuw): (bool, bool)) -> Attr {
    let body = match (nsw, nuw) {
        (false, false) => "overflow<none>",
        (true, false) => "overflow<nsw>",
        (false, true) => "overflow<nuw>",
        (true, true) => "overflow<nsw, nuw>",
    };
    rw.ir.ctx.dialect_attr("arith", body)
}

/// The flags both ops have (upstream's `mergeOverflowFlags`).
fn merged(ir: &Ir, a: Op, b: Op) -> (bool, bool) {
    let (x, y) = (overflow_flags(ir, a), overflow_flags(ir, b));
    (x.0 && y.0, x.1 && y.1)
}

const NONE: (bool, bool) = (false, false);

/// `name %a, %b` with the given overflow flags (for addi/subi/muli).
fn ovf_op(rw: &mut Rewriter, name: &str, a: Value, b: Value, flags: (bool, bool)) -> Value {
    let t = ty(rw.ir, a);
    let f = flags_attr(rw, flags);
    rw.create_value(name, vec![a, b], t, vec![("overflowFlags", f)])
}

fn plain_op(rw: &mut Rewriter, name: &str, operands: Vec<Value>, t: Type) -> Value {
    rw.create_value(name, operands, t, vec![])
}

fn cmpi_op(rw: &mut Rewriter, pred: CmpI, a: Value, b: Value, t: Type) -> Value {
    let i64t = rw.ir.ctx.int_ty(64);
    let p = rw.ir.ctx.int_attr(i64t, pred.index());
    rw.create_value("arith.cmpi", vec![a, b], t, vec![("predicate", p)])
}

fn replace(rw: &mut Rewriter, op: Op, v: Value) -> bool {
    rw.replace_op(op, &[v]);
    true
}

fn result(ir: &Ir, op: Op) -> Value {
    ir.result(op, 0)
}

fn operands2(ir: &Ir, op: Op) -> (Value, Value) {
    (ir.operand(op, 0), ir.operand(op, 1))
}

// ----- addi / subi / muli with constants -----

/// A scalar integer constant: (width, value).
type IntConst = (u32, i128);

/// `outer(inner(..), c1)` where `inner` is named `inner_name` and has a constant on the side
/// `c0_rhs` says: returns (inner op, x, c0, c1) with `x` inner's other operand.
fn nested_const(
    ir: &Ir,
    op: Op,
    inner_name: &str,
    c0_rhs: bool,
    c1_rhs: bool,
) -> Option<(Op, Value, IntConst, IntConst)> {
    let (a, b) = operands2(ir, op);
    let (nested, c1v) = if c1_rhs { (a, b) } else { (b, a) };
    let c1 = const_int(ir, c1v)?;
    let inner = def_of(ir, nested, inner_name)?;
    let (x0, x1) = operands2(ir, inner);
    let (x, c0v) = if c0_rhs { (x0, x1) } else { (x1, x0) };
    let c0 = const_int(ir, c0v)?;
    Some((inner, x, c0, c1))
}

/// Rewrites `op` to `new_name(x, k)` or `new_name(k, x)` with constant `k` of `op`'s type.
fn rebuild(rw: &mut Rewriter, op: Op, new_name: &str, x: Value, k: i128, k_rhs: bool, flags: (bool, bool)) -> bool {
    let t = ty(rw.ir, result(rw.ir, op));
    let c = int_constant(rw, t, k);
    let (a, b) = if k_rhs { (x, c) } else { (c, x) };
    let v = ovf_op(rw, new_name, a, b, flags);
    replace(rw, op, v)
}

/// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
fn addi_add_constant(rw: &mut Rewriter, op: Op) -> bool {
    let Some((inner, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.addi", true, true) else { return false };
    let f = merged(rw.ir, inner, op);
    rebuild(rw, op, "arith.addi", x, c0.wrapping_add(c1), true, f)
}

/// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
fn addi_sub_constant_rhs(rw: &mut Rewriter, op: Op) -> bool {
    let Some((inner, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.subi", true, true) else { return false };
    let f = merged(rw.ir, inner, op);
    rebuild(rw, op, "arith.addi", x, c1.wrapping_sub(c0), true, f)
}

/// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
fn addi_sub_constant_lhs(rw: &mut Rewriter, op: Op) -> bool {
    let Some((inner, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.subi", false, true) else { return false };
    let f = merged(rw.ir, inner, op);
    rebuild(rw, op, "arith.subi", x, c0.wrapping_add(c1), false, f)
}

fn is_minus_one(ir: &Ir, v: Value) -> bool {
    const_splat_int(ir, v).is_some_and(|(_, c)| c == -1)
}

/// addi(x, muli(y, -1)) -> subi(x, y)
fn addi_mul_neg_one_rhs(rw: &mut Rewriter, op: Op) -> bool {
    let (x, m) = operands2(rw.ir, op);
    let Some(mul) = def_of(rw.ir, m, "arith.muli") else { return false };
    let (y, c) = operands2(rw.ir, mul);
    if !is_minus_one(rw.ir, c) {
        return false;
    }
    let v = ovf_op(rw, "arith.subi", x, y, NONE);
    replace(rw, op, v)
}

/// addi(muli(x, -1), y) -> subi(y, x)
fn addi_mul_neg_one_lhs(rw: &mut Rewriter, op: Op) -> bool {
    let (m, y) = operands2(rw.ir, op);
    let Some(mul) = def_of(rw.ir, m, "arith.muli") else { return false };
    let (x, c) = operands2(rw.ir, mul);
    if !is_minus_one(rw.ir, c) {
        return false;
    }
    let v = ovf_op(rw, "arith.subi", y, x, NONE);
    replace(rw, op, v)
}

/// subi(addi(x, c0), c1) -> addi(x, c0 - c1), without overflow flags.
fn subi_rhs_add_constant(rw: &mut Rewriter, op: Op) -> bool {
    let Some((_, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.addi", true, true) else { return false };
    rebuild(rw, op, "arith.addi", x, c0.wrapping_sub(c1), true, NONE)
}

/// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
fn subi_lhs_add_constant(rw: &mut Rewriter, op: Op) -> bool {
    let Some((inner, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.addi", true, false) else { return false };
    let f = merged(rw.ir, inner, op);
    rebuild(rw, op, "arith.subi", x, c1.wrapping_sub(c0), false, f)
}

/// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
fn subi_rhs_sub_constant_rhs(rw: &mut Rewriter, op: Op) -> bool {
    let Some((inner, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.subi", true, true) else { return false };
    let f = merged(rw.ir, inner, op);
    rebuild(rw, op, "arith.subi", x, c0.wrapping_add(c1), true, f)
}

/// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
fn subi_rhs_sub_constant_lhs(rw: &mut Rewriter, op: Op) -> bool {
    let Some((inner, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.subi", false, true) else { return false };
    let f = merged(rw.ir, inner, op);
    rebuild(rw, op, "arith.subi", x, c0.wrapping_sub(c1), false, f)
}

/// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
fn subi_lhs_sub_constant_rhs(rw: &mut Rewriter, op: Op) -> bool {
    let Some((inner, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.subi", true, false) else { return false };
    let f = merged(rw.ir, inner, op);
    rebuild(rw, op, "arith.subi", x, c0.wrapping_add(c1), false, f)
}

/// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
fn subi_lhs_sub_constant_lhs(rw: &mut Rewriter, op: Op) -> bool {
    let Some((inner, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.subi", false, false) else { return false };
    let f = merged(rw.ir, inner, op);
    rebuild(rw, op, "arith.addi", x, c1.wrapping_sub(c0), true, f)
}

/// subi(subi(x, y), x) -> subi(0, y)
fn subi_sub_lhs_rhs_lhs(rw: &mut Rewriter, op: Op) -> bool {
    let (a, x2) = operands2(rw.ir, op);
    let Some(inner) = def_of(rw.ir, a, "arith.subi") else { return false };
    let (x, y) = operands2(rw.ir, inner);
    if x != x2 {
        return false;
    }
    let yt = ty(rw.ir, y);
    let Some(z) = zero(&mut rw.ir.ctx, yt) else { return false };
    let f = merged(rw.ir, inner, op);
    let c = constant(rw, yt, z);
    let v = ovf_op(rw, "arith.subi", c, y, f);
    replace(rw, op, v)
}

/// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
fn muli_muli_constant(rw: &mut Rewriter, op: Op) -> bool {
    let Some((inner, x, (_, c0), (_, c1))) = nested_const(rw.ir, op, "arith.muli", true, true) else { return false };
    let f = merged(rw.ir, inner, op);
    rebuild(rw, op, "arith.muli", x, c0.wrapping_mul(c1), true, f)
}

// ----- extended arithmetic -----

/// `*_extended(x, y) -> [plain(x, y), x]` when the second result is unused.
fn extended_to_plain(rw: &mut Rewriter, op: Op, name: &str) -> bool {
    if !rw.ir.use_empty(rw.ir.result(op, 1)) {
        return false;
    }
    let (x, y) = operands2(rw.ir, op);
    let v = ovf_op(rw, name, x, y, NONE);
    rw.replace_op(op, &[v, x]);
    true
}

fn addui_extended_to_addi(rw: &mut Rewriter, op: Op) -> bool {
    extended_to_plain(rw, op, "arith.addi")
}

fn mulsi_extended_to_muli(rw: &mut Rewriter, op: Op) -> bool {
    extended_to_plain(rw, op, "arith.muli")
}

fn mului_extended_to_muli(rw: &mut Rewriter, op: Op) -> bool {
    extended_to_plain(rw, op, "arith.muli")
}

/// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
fn mulsi_extended_rhs_one(rw: &mut Rewriter, op: Op) -> bool {
    let (x, c) = operands2(rw.ir, op);
    if const_splat_int(rw.ir, c).is_none_or(|(w, v)| zext(v, w) != 1) {
        return false;
    }
    let xt = ty(rw.ir, x);
    // The high half is an extension of an i1: not expressible for index.
    if rw.ir.ctx.is_index(rw.ir.ctx.elem_ty(xt)) {
        return false;
    }
    let Some(z) = zero(&mut rw.ir.ctx, xt) else { return false };
    let Some(bt) = i1_like(rw.ir, xt) else { return false };
    let zc = constant(rw, xt, z);
    let neg = cmpi_op(rw, CmpI::Slt, x, zc, bt);
    let high = plain_op(rw, "arith.extsi", vec![neg], xt);
    rw.replace_op(op, &[x, high]);
    true
}

/// `i1` with the shape of `t`.
fn i1_like(ir: &mut Ir, t: Type) -> Option<Type> {
    let i1 = ir.ctx.int_ty(1);
    Some(match ir.ctx.type_kind(t).clone() {
        TypeKind::Vector { shape, scalable, .. } => ir.ctx.ty(TypeKind::Vector { shape, scalable, elem: i1 }),
        TypeKind::Tensor { shape, encoding, .. } => ir.ctx.ty(TypeKind::Tensor { shape, elem: i1, encoding }),
        TypeKind::UnrankedTensor { .. } => ir.ctx.ty(TypeKind::UnrankedTensor { elem: i1 }),
        TypeKind::Int { .. } | TypeKind::Index => i1,
        _ => return None,
    })
}

// ----- logic -----

/// The scalar `true` constant defining `v` (`ConstantAttr<I1Attr, "1">`).
fn is_true_scalar(ir: &Ir, v: Value) -> bool {
    const_int(ir, v) == Some((1, -1))
}
fn is_false_scalar(ir: &Ir, v: Value) -> bool {
    const_int(ir, v) == Some((1, 0))
}

/// xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)
fn xori_not_cmpi(rw: &mut Rewriter, op: Op) -> bool {
    let (c, t) = operands2(rw.ir, op);
    if !is_true_scalar(rw.ir, t) {
        return false;
    }
    let Some(cmp) = def_of(rw.ir, c, "arith.cmpi") else { return false };
    let Some(pred) = CmpI::of(rw.ir, cmp) else { return false };
    let (a, b) = operands2(rw.ir, cmp);
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = cmpi_op(rw, pred.inverse(), a, b, rt);
    replace(rw, op, v)
}

/// `logic(ext(x), ext(y)) -> ext(logic(x, y))` when `x` and `y` have the same type.
fn logic_of_ext(rw: &mut Rewriter, op: Op, ext: &str) -> bool {
    let (a, b) = operands2(rw.ir, op);
    let (Some(ea), Some(eb)) = (def_of(rw.ir, a, ext), def_of(rw.ir, b, ext)) else { return false };
    let (x, y) = (rw.ir.operand(ea, 0), rw.ir.operand(eb, 0));
    if ty(rw.ir, x) != ty(rw.ir, y) {
        return false;
    }
    let name = rw.ir.op_name(op).to_string();
    let xt = ty(rw.ir, x);
    let inner = plain_op(rw, &name, vec![x, y], xt);
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = plain_op(rw, ext, vec![inner], rt);
    replace(rw, op, v)
}

fn logic_of_extui(rw: &mut Rewriter, op: Op) -> bool {
    logic_of_ext(rw, op, "arith.extui")
}
fn logic_of_extsi(rw: &mut Rewriter, op: Op) -> bool {
    logic_of_ext(rw, op, "arith.extsi")
}

/// cmpi(eq/ne, ext(a), ext(b)) -> cmpi(eq/ne, a, b) when `a` and `b` have the same type.
fn cmpi_of_ext(rw: &mut Rewriter, op: Op, ext: &str) -> bool {
    let Some(pred @ (CmpI::Eq | CmpI::Ne)) = CmpI::of(rw.ir, op) else { return false };
    let (a, b) = operands2(rw.ir, op);
    let (Some(ea), Some(eb)) = (def_of(rw.ir, a, ext), def_of(rw.ir, b, ext)) else { return false };
    let (x, y) = (rw.ir.operand(ea, 0), rw.ir.operand(eb, 0));
    if ty(rw.ir, x) != ty(rw.ir, y) {
        return false;
    }
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = cmpi_op(rw, pred, x, y, rt);
    replace(rw, op, v)
}

fn cmpi_ext_si(rw: &mut Rewriter, op: Op) -> bool {
    cmpi_of_ext(rw, op, "arith.extsi")
}
fn cmpi_ext_ui(rw: &mut Rewriter, op: Op) -> bool {
    cmpi_of_ext(rw, op, "arith.extui")
}

// ----- select -----

fn select_op(rw: &mut Rewriter, c: Value, a: Value, b: Value, t: Type) -> Value {
    plain_op(rw, "arith.select", vec![c, a, b], t)
}

/// select(not(c), a, b) -> select(c, b, a), `not` being an xori with a scalar -1.
fn select_not_cond(rw: &mut Rewriter, op: Op) -> bool {
    let c = rw.ir.operand(op, 0);
    let Some(xor) = def_of(rw.ir, c, "arith.xori") else { return false };
    let (p, ones) = operands2(rw.ir, xor);
    if const_int(rw.ir, ones).is_none_or(|(_, v)| v != -1) {
        return false;
    }
    let (a, b) = (rw.ir.operand(op, 1), rw.ir.operand(op, 2));
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = select_op(rw, p, b, a, rt);
    replace(rw, op, v)
}

/// select(c, select(c, a, b), d) -> select(c, a, d)
fn redundant_select_true(rw: &mut Rewriter, op: Op) -> bool {
    let (c, t, f) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1), rw.ir.operand(op, 2));
    let Some(inner) = def_of(rw.ir, t, "arith.select") else { return false };
    if rw.ir.operand(inner, 0) != c {
        return false;
    }
    let a = rw.ir.operand(inner, 1);
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = select_op(rw, c, a, f, rt);
    replace(rw, op, v)
}

/// select(c, a, select(c, b, d)) -> select(c, a, d)
fn redundant_select_false(rw: &mut Rewriter, op: Op) -> bool {
    let (c, t, f) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1), rw.ir.operand(op, 2));
    let Some(inner) = def_of(rw.ir, f, "arith.select") else { return false };
    if rw.ir.operand(inner, 0) != c {
        return false;
    }
    let d = rw.ir.operand(inner, 2);
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = select_op(rw, c, t, d, rt);
    replace(rw, op, v)
}

/// select(c, false, true) -> xori(c, true)
fn select_i1_to_not(rw: &mut Rewriter, op: Op) -> bool {
    let (c, t, f) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1), rw.ir.operand(op, 2));
    if !is_false_scalar(rw.ir, t) || !is_true_scalar(rw.ir, f) {
        return false;
    }
    let i1 = rw.ir.ctx.int_ty(1);
    let one = rw.ir.ctx.bool_attr(true);
    let k = constant(rw, i1, one);
    let ct = ty(rw.ir, c);
    let v = plain_op(rw, "arith.xori", vec![c, k], ct);
    replace(rw, op, v)
}

fn is_one_value(ir: &Ir, v: Value) -> bool {
    const_splat_int(ir, v).is_some_and(|(w, x)| zext(x, w) == 1)
}
fn is_zero_value(ir: &Ir, v: Value) -> bool {
    const_splat_int(ir, v).is_some_and(|(_, x)| x == 0)
}

/// select(c, 1, 0) -> extui(c); select(c, 0, 1) -> extui(xori(c, 1)), for scalar integers
/// wider than i1.
fn select_to_extui(rw: &mut Rewriter, op: Op) -> bool {
    let rt = ty(rw.ir, result(rw.ir, op));
    if !rw.ir.ctx.is_int(rt) || rw.ir.ctx.int_width(rt) == Some(1) {
        return false;
    }
    let (c, t, f) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1), rw.ir.operand(op, 2));
    if is_one_value(rw.ir, t) && is_zero_value(rw.ir, f) {
        let v = plain_op(rw, "arith.extui", vec![c], rt);
        return replace(rw, op, v);
    }
    if is_zero_value(rw.ir, t) && is_one_value(rw.ir, f) {
        let ct = ty(rw.ir, c);
        let k = int_constant(rw, ct, 1);
        let not = plain_op(rw, "arith.xori", vec![c, k], ct);
        let v = plain_op(rw, "arith.extui", vec![not], rt);
        return replace(rw, op, v);
    }
    false
}

// ----- casts -----

/// `cast(inner(x)) -> cast(x)` (the outer cast kept, reading `x`).
fn cast_of(rw: &mut Rewriter, op: Op, inner: &str) -> bool {
    let Some(d) = def_of(rw.ir, rw.ir.operand(op, 0), inner) else { return false };
    let x = rw.ir.operand(d, 0);
    let name = rw.ir.op_name(op).to_string();
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = plain_op(rw, &name, vec![x], rt);
    replace(rw, op, v)
}

fn index_cast_of_extsi(rw: &mut Rewriter, op: Op) -> bool {
    cast_of(rw, op, "arith.extsi")
}
fn index_castui_of_extui(rw: &mut Rewriter, op: Op) -> bool {
    cast_of(rw, op, "arith.extui")
}
fn bitcast_of_bitcast(rw: &mut Rewriter, op: Op) -> bool {
    cast_of(rw, op, "arith.bitcast")
}

/// extsi(extui(x)) -> extui(x)
fn extsi_of_extui(rw: &mut Rewriter, op: Op) -> bool {
    let Some(d) = def_of(rw.ir, rw.ir.operand(op, 0), "arith.extui") else { return false };
    let x = rw.ir.operand(d, 0);
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = plain_op(rw, "arith.extui", vec![x], rt);
    replace(rw, op, v)
}

/// trunci(ext(x)) -> ext(x) when only extension bits are dropped.
fn trunci_of_ext(rw: &mut Rewriter, op: Op, ext: &str) -> bool {
    let e = rw.ir.operand(op, 0);
    let Some(d) = def_of(rw.ir, e, ext) else { return false };
    let x = rw.ir.operand(d, 0);
    let rt = ty(rw.ir, result(rw.ir, op));
    let (Some(we), Some(wt), Some(wx)) = (width(rw.ir, ty(rw.ir, e)), width(rw.ir, rt), width(rw.ir, ty(rw.ir, x)))
    else {
        return false;
    };
    if !(we > wt && wt > wx) {
        return false;
    }
    let v = plain_op(rw, ext, vec![x], rt);
    replace(rw, op, v)
}

fn trunci_extsi_to_extsi(rw: &mut Rewriter, op: Op) -> bool {
    trunci_of_ext(rw, op, "arith.extsi")
}
fn trunci_extui_to_extui(rw: &mut Rewriter, op: Op) -> bool {
    trunci_of_ext(rw, op, "arith.extui")
}

/// trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when `c` is the number of truncated bits.
fn trunci_shrsi_to_trunci_shrui(rw: &mut Rewriter, op: Op) -> bool {
    let s = rw.ir.operand(op, 0);
    let Some(d) = def_of(rw.ir, s, "arith.shrsi") else { return false };
    let (x, c) = operands2(rw.ir, d);
    let Some(ca) = const_of(rw.ir, c) else { return false };
    let Some((_, amount)) = int_value(&rw.ir.ctx, ca) else { return false };
    let rt = ty(rw.ir, result(rw.ir, op));
    let (Some(wx), Some(wt)) = (width(rw.ir, ty(rw.ir, x)), width(rw.ir, rt)) else { return false };
    if (wx - wt) as i128 != amount {
        return false;
    }
    let ct = ty(rw.ir, c);
    let k = constant(rw, ct, ca);
    let xt = ty(rw.ir, x);
    let shr = plain_op(rw, "arith.shrui", vec![x, k], xt);
    let mut props = vec![];
    if let Some(f) = rw.ir.attr(op, "overflowFlags") {
        props.push(("overflowFlags", f));
    }
    let v = rw.create_value("arith.trunci", vec![shr], rt, props);
    replace(rw, op, v)
}

/// truncf(itofp(x)) -> itofp(x) to the narrower type, when truncf has no rounding mode.
fn truncf_of_itofp(rw: &mut Rewriter, op: Op, itofp: &str) -> bool {
    if rw.ir.attr(op, "roundingmode").is_some() {
        return false;
    }
    let Some(d) = def_of(rw.ir, rw.ir.operand(op, 0), itofp) else { return false };
    let x = rw.ir.operand(d, 0);
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = plain_op(rw, itofp, vec![x], rt);
    replace(rw, op, v)
}

fn truncf_sitofp(rw: &mut Rewriter, op: Op) -> bool {
    truncf_of_itofp(rw, op, "arith.sitofp")
}
fn truncf_uitofp(rw: &mut Rewriter, op: Op) -> bool {
    truncf_of_itofp(rw, op, "arith.uitofp")
}

// ----- floats -----

/// `op(negf(x), negf(y)) -> op(x, y)`, keeping `op`'s fastmath flags.
fn of_negf(rw: &mut Rewriter, op: Op) -> bool {
    let (a, b) = operands2(rw.ir, op);
    let (Some(na), Some(nb)) = (def_of(rw.ir, a, "arith.negf"), def_of(rw.ir, b, "arith.negf")) else {
        return false;
    };
    let (x, y) = (rw.ir.operand(na, 0), rw.ir.operand(nb, 0));
    if ty(rw.ir, x) != ty(rw.ir, y) {
        return false;
    }
    let name = rw.ir.op_name(op).to_string();
    let rt = ty(rw.ir, result(rw.ir, op));
    let mut props = vec![];
    if let Some(f) = rw.ir.attr(op, "fastmath") {
        props.push(("fastmath", f));
    }
    let v = rw.create_value(&name, vec![x, y], rt, props);
    replace(rw, op, v)
}

/// The exponent of the leading bit of a finite nonzero value (`ilogb`).
fn ilogb(f: Format, b: u64) -> Option<i32> {
    let (_, m, e) = f.decompose(b)?;
    (m != 0).then(|| 63 - m.leading_zeros() as i32 + e)
}

/// cmpf(pred, itofp(i), c) -> cmpi(pred', i, c') or a constant, when the conversion of `i`
/// cannot change the comparison (upstream's `CmpFIntToFPConst`).
fn cmpf_int_to_fp_const(rw: &mut Rewriter, op: Op) -> bool {
    let ir = &*rw.ir;
    let Some(pred) = ir.attr(op, "predicate").and_then(|a| ir.ctx.as_int(a)) else { return false };
    let (lhs, rhs) = operands2(ir, op);
    let Some(ca) = const_of(ir, rhs) else { return false };
    let AttrKind::Float { ty: ft, bits: k } = *ir.ctx.attr_kind(ca) else { return false };
    let Some(f) = ir.ctx.float_kind(ft).and_then(softfloat::format) else { return false };
    if f.is_nan(k) {
        return false;
    }
    let mantissa = f.man_bits as i32 + 1;
    let (unsigned, int_val) = if let Some(d) = def_of(ir, lhs, "arith.sitofp") {
        (false, ir.operand(d, 0))
    } else if let Some(d) = def_of(ir, lhs, "arith.uitofp") {
        (true, ir.operand(d, 0))
    } else {
        return false;
    };
    let it = ty(ir, int_val);
    let Some(w) = ir.ctx.int_width(it).filter(|&w| w <= 128) else { return false };
    let value_bits = if unsigned { w as i32 } else { w as i32 - 1 };
    if w as i32 > mantissa {
        if f.is_inf(k) {
            let largest = f.abs(f.inf(false)) - 1;
            if ilogb(f, largest).unwrap_or(0) < value_bits {
                return false;
            }
        } else if let Some(e) = ilogb(f, k) {
            if mantissa <= e && e <= value_bits {
                return false;
            }
        }
    }
    // ord/uno and the other predicates in integer form; always-false/true are left alone.
    let ipred = match pred {
        7 => return const_bool(rw, op, true),
        14 => return const_bool(rw, op, false),
        1 | 8 => CmpI::Eq,
        2 | 9 => pick(unsigned, CmpI::Ugt, CmpI::Sgt),
        3 | 10 => pick(unsigned, CmpI::Uge, CmpI::Sge),
        4 | 11 => pick(unsigned, CmpI::Ult, CmpI::Slt),
        5 | 12 => pick(unsigned, CmpI::Ule, CmpI::Sle),
        6 | 13 => CmpI::Ne,
        _ => return false,
    };
    let lt = |a: u64, b: u64| f.compare(a, b) == Some(std::cmp::Ordering::Less);
    let (max, min) = if unsigned {
        (f.from_int(-1, w, false), f.from_int(0, w, false))
    } else {
        let smin = softfloat::sext(1i128 << (w - 1), w);
        (f.from_int(softfloat::sext(smin.wrapping_sub(1), w), w, true), f.from_int(smin, w, true))
    };
    use CmpI::*;
    if lt(max, k) {
        return const_bool(rw, op, matches!(ipred, Ne | Slt | Sle | Ult | Ule));
    }
    if lt(k, min) {
        return const_bool(rw, op, matches!(ipred, Ne | Sgt | Sge | Ugt | Uge));
    }
    let Some(kint) = f.to_int(k, w, !unsigned) else { return false };
    let mut ipred = ipred;
    if !f.is_zero(k) {
        let back = f.from_int(kint, w, !unsigned);
        if f.compare(back, k) != Some(std::cmp::Ordering::Equal) {
            let neg = f.is_neg(k);
            match ipred {
                Ne => return const_bool(rw, op, true),
                Eq => return const_bool(rw, op, false),
                Ule if neg => return const_bool(rw, op, false),
                Sle if neg => ipred = Slt,
                Ult if neg => return const_bool(rw, op, false),
                Ult => ipred = Ule,
                Slt if !neg => ipred = Sle,
                Ugt if neg => return const_bool(rw, op, true),
                Sgt if neg => ipred = Sge,
                Uge if neg => return const_bool(rw, op, true),
                Uge => ipred = Ugt,
                Sge if !neg => ipred = Sgt,
                _ => {}
            }
        }
    }
    let c = int_constant(rw, it, kint);
    let rt = ty(rw.ir, result(rw.ir, op));
    let v = cmpi_op(rw, ipred, int_val, c, rt);
    replace(rw, op, v)
}

fn pick(unsigned: bool, u: CmpI, s: CmpI) -> CmpI {
    if unsigned {
        u
    } else {
        s
    }
}

fn const_bool(rw: &mut Rewriter, op: Op, b: bool) -> bool {
    let i1 = rw.ir.ctx.int_ty(1);
    let a = rw.ir.ctx.bool_attr(b);
    let v = constant(rw, i1, a);
    replace(rw, op, v)
}

// ----- the pattern lists -----

pub static ADDI: &[&dyn Pattern] = &[
    &pat("AddIAddConstant", addi_add_constant),
    &pat("AddISubConstantRHS", addi_sub_constant_rhs),
    &pat("AddISubConstantLHS", addi_sub_constant_lhs),
    &pat("AddIMulNegativeOneRhs", addi_mul_neg_one_rhs),
    &pat("AddIMulNegativeOneLhs", addi_mul_neg_one_lhs),
];
pub static SUBI: &[&dyn Pattern] = &[
    &pat("SubIRHSAddConstant", subi_rhs_add_constant),
    &pat("SubILHSAddConstant", subi_lhs_add_constant),
    &pat("SubIRHSSubConstantRHS", subi_rhs_sub_constant_rhs),
    &pat("SubIRHSSubConstantLHS", subi_rhs_sub_constant_lhs),
    &pat("SubILHSSubConstantRHS", subi_lhs_sub_constant_rhs),
    &pat("SubILHSSubConstantLHS", subi_lhs_sub_constant_lhs),
    &pat("SubISubILHSRHSLHS", subi_sub_lhs_rhs_lhs),
];
pub static MULI: &[&dyn Pattern] = &[&pat("MulIMulIConstant", muli_muli_constant)];
pub static ADDUI_EXTENDED: &[&dyn Pattern] = &[&pat("AddUIExtendedToAddI", addui_extended_to_addi)];
pub static MULSI_EXTENDED: &[&dyn Pattern] =
    &[&pat("MulSIExtendedToMulI", mulsi_extended_to_muli), &pat("MulSIExtendedRHSOne", mulsi_extended_rhs_one)];
pub static MULUI_EXTENDED: &[&dyn Pattern] = &[&pat("MulUIExtendedToMulI", mului_extended_to_muli)];
pub static XORI: &[&dyn Pattern] =
    &[&pat("XOrINotCmpI", xori_not_cmpi), &pat("XOrIOfExtUI", logic_of_extui), &pat("XOrIOfExtSI", logic_of_extsi)];
pub static ANDI: &[&dyn Pattern] = &[&pat("AndOfExtUI", logic_of_extui), &pat("AndOfExtSI", logic_of_extsi)];
pub static ORI: &[&dyn Pattern] = &[&pat("OrOfExtUI", logic_of_extui), &pat("OrOfExtSI", logic_of_extsi)];
pub static CMPI: &[&dyn Pattern] = &[&pat("CmpIExtSI", cmpi_ext_si), &pat("CmpIExtUI", cmpi_ext_ui)];
pub static CMPF: &[&dyn Pattern] = &[&pat("CmpFIntToFPConst", cmpf_int_to_fp_const)];
pub static SELECT: &[&dyn Pattern] = &[
    &pat("RedundantSelectFalse", redundant_select_false),
    &pat("RedundantSelectTrue", redundant_select_true),
    &pat("SelectNotCond", select_not_cond),
    &pat("SelectI1ToNot", select_i1_to_not),
    &pat("SelectToExtUI", select_to_extui),
];
pub static INDEX_CAST: &[&dyn Pattern] = &[&pat("IndexCastOfExtSI", index_cast_of_extsi)];
pub static INDEX_CASTUI: &[&dyn Pattern] = &[&pat("IndexCastUIOfExtUI", index_castui_of_extui)];
pub static BITCAST: &[&dyn Pattern] = &[&pat("BitcastOfBitcast", bitcast_of_bitcast)];
pub static EXTSI: &[&dyn Pattern] = &[&pat("ExtSIOfExtUI", extsi_of_extui)];
pub static TRUNCI: &[&dyn Pattern] = &[
    &pat("TruncIExtSIToExtSI", trunci_extsi_to_extsi),
    &pat("TruncIExtUIToExtUI", trunci_extui_to_extui),
    &pat("TruncIShrSIToTrunciShrUI", trunci_shrsi_to_trunci_shrui),
];
pub static TRUNCF: &[&dyn Pattern] =
    &[&pat("TruncFSIToFPToSIToFP", truncf_sitofp), &pat("TruncFUIToFPToUIToFP", truncf_uitofp)];
pub static MULF: &[&dyn Pattern] = &[&pat("MulFOfNegF", of_negf)];
pub static DIVF: &[&dyn Pattern] = &[&pat("DivFOfNegF", of_negf)];
