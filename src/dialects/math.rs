//! The `math` dialect: elementary functions on floats and integers (scalars, vectors and
//! tensors), most with `fastmath` flags (`#arith.fastmath<...>`, default `none`).

use super::common::*;
use super::ods::{op, op_format, same_type_as, type_constraint, Infer, OpFormat, TypeConstraint};
use super::ods::{FASTMATH, FLOAT_LIKE, FORMAT, SIGNLESS_INT_LIKE};
use super::{OpSpec, ELEMENTWISE, PURE};
use crate::ir::verify::Verifier;
use crate::ir::*;

/// The float ops of one, two and three operands (`fastmath` flags, default `none`) and the
/// integer ops of one and two, declared through `ods`.
static FLOAT_OPS: [OpFormat; 3] = [
    float_format(&[("operand", &FLOAT_LIKE)], "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    float_format(
        &[("lhs", &FLOAT_LIKE), ("rhs", &FLOAT_LIKE)],
        "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    ),
    float_format(
        &[("a", &FLOAT_LIKE), ("b", &FLOAT_LIKE), ("c", &FLOAT_LIKE)],
        "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    ),
];
static INT_OPS: [OpFormat; 2] = [
    int_format(&[("operand", &SIGNLESS_INT_LIKE)], "$operand attr-dict `:` type($result)"),
    int_format(
        &[("lhs", &SIGNLESS_INT_LIKE), ("rhs", &SIGNLESS_INT_LIKE)],
        "$lhs `,` $rhs attr-dict `:` type($result)",
    ),
];

static FLOAT_RESULT: [(&str, &TypeConstraint); 1] = [("result", &FLOAT_LIKE)];
static INT_RESULT: [(&str, &TypeConstraint); 1] = [("result", &SIGNLESS_INT_LIKE)];
static FASTMATH_ATTR: [(&str, &super::ods::AttrConstraint); 1] = [("fastmath", &FASTMATH)];

const fn float_format(operands: &'static [(&'static str, &'static TypeConstraint)], format: &'static str) -> OpFormat {
    OpFormat {
        operands,
        results: &FLOAT_RESULT,
        attrs: &FASTMATH_ATTR,
        format,
        verify: None,
        same_type: true,
        ..FORMAT
    }
}
const fn int_format(operands: &'static [(&'static str, &'static TypeConstraint)], format: &'static str) -> OpFormat {
    OpFormat { operands, results: &INT_RESULT, attrs: &[], format, verify: None, same_type: true, ..FORMAT }
}

macro_rules! fl {
    ($n:literal, $k:literal) => {
        OpSpec::new($n).declare(&FLOAT_OPS[$k - 1]).traits(PURE | ELEMENTWISE)
    };
}
macro_rules! int {
    ($n:literal, $k:literal) => {
        OpSpec::new($n).declare(&INT_OPS[$k - 1]).traits(PURE | ELEMENTWISE)
    };
}
macro_rules! classify {
    ($n:literal) => {
        OpSpec::new($n).declare(&CLASSIFY).traits(PURE | ELEMENTWISE)
    };
}

/// `math.isnan` and the other classifications: an i1-like result of the operand's shape;
/// `fastmath` only in the attribute dictionary.
static CLASSIFY: OpFormat = op_format! {
    operands["operand": FLOAT_LIKE] results["result": BOOL_LIKE] attrs["fastmath": FASTMATH]
    format "$operand attr-dict `:` type($operand)"
    infer[Infer {
        target: "result",
        from: "operand",
        build: |ctx, t| Some(i1_like(ctx, t)),
        check: |ctx, r, t| same_shape_i1(ctx, t, r),
        summary: "result type has i1 element type and same shape as operands",
        count: None,
    }]
};

static BOOL_LIKE: TypeConstraint = type_constraint("bool-like", |ctx, t| {
    let e = ctx.elem_ty(t);
    ctx.int_width(e) == Some(1) && ctx.is_signless_int(e) && (ctx.is_int(t) || ctx.is_vector(t) || ctx.is_tensor(t))
});

const SINCOS_TYPES: &str = "all of {operand, sin, cos} have same type";

/// The ops, all `Pure` as upstream declares them, with MLIR 22's folders (`fold` below).
pub static OPS: &[OpSpec] = &[
    fl!("math.absf", 1).fold(fold::absf),
    int!("math.absi", 1).fold(fold::absi),
    fl!("math.acos", 1).fold(fold::acos),
    fl!("math.acosh", 1).fold(fold::acosh),
    fl!("math.asin", 1).fold(fold::asin),
    fl!("math.asinh", 1).fold(fold::asinh),
    fl!("math.atan", 1).fold(fold::atan),
    fl!("math.atan2", 2).fold(fold::atan2),
    fl!("math.atanh", 1).fold(fold::atanh),
    fl!("math.cbrt", 1),
    fl!("math.ceil", 1).fold(fold::ceil),
    op!("math.clampf" operands["value": FLOAT_LIKE, "min": FLOAT_LIKE, "max": FLOAT_LIKE] results["result": FLOAT_LIKE]
        attrs["fastmath": FASTMATH] same_type traits(PURE | ELEMENTWISE)
        format "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"),
    fl!("math.copysign", 2).fold(fold::copysign),
    fl!("math.cos", 1).fold(fold::cos),
    fl!("math.cosh", 1).fold(fold::cosh),
    int!("math.ctlz", 1).fold(fold::ctlz),
    int!("math.ctpop", 1).fold(fold::ctpop),
    int!("math.cttz", 1).fold(fold::cttz),
    fl!("math.erf", 1).fold(fold::erf),
    fl!("math.erfc", 1).fold(fold::erfc),
    fl!("math.exp", 1).fold(fold::exp),
    fl!("math.exp2", 1).fold(fold::exp2),
    fl!("math.expm1", 1).fold(fold::expm1),
    fl!("math.floor", 1).fold(fold::floor),
    fl!("math.fma", 3),
    op!("math.fpowi" operands["lhs": FLOAT_LIKE, "rhs": SIGNLESS_INT_LIKE] results["result": FLOAT_LIKE]
        attrs["fastmath": FASTMATH] traits(PURE | ELEMENTWISE) verify(verify_same_shape)
        format "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"
        infer[same_type_as("result", "lhs", "all of {lhs, result} have same type")]),
    int!("math.ipowi", 2).fold(fold::ipowi),
    classify!("math.isfinite").fold(fold::isfinite),
    classify!("math.isinf").fold(fold::isinf),
    classify!("math.isnan").fold(fold::isnan),
    classify!("math.isnormal").fold(fold::isnormal),
    fl!("math.log", 1).fold(fold::log),
    fl!("math.log10", 1).fold(fold::log10),
    fl!("math.log1p", 1).fold(fold::log1p),
    fl!("math.log2", 1).fold(fold::log2),
    fl!("math.powf", 2).fold(fold::powf),
    fl!("math.round", 1).fold(fold::round),
    fl!("math.roundeven", 1).fold(fold::roundeven),
    fl!("math.rsqrt", 1),
    fl!("math.sin", 1).fold(fold::sin),
    op!("math.sincos" operands["operand": FLOAT_LIKE] results["sin": FLOAT_LIKE, "cos": FLOAT_LIKE]
        attrs["fastmath": FASTMATH] traits(PURE | ELEMENTWISE)
        format "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"
        infer[same_type_as("sin", "operand", SINCOS_TYPES), same_type_as("cos", "operand", SINCOS_TYPES)]),
    fl!("math.sinh", 1).fold(fold::sinh),
    fl!("math.sqrt", 1).fold(fold::sqrt),
    fl!("math.tan", 1).fold(fold::tan),
    fl!("math.tanh", 1).fold(fold::tanh),
    fl!("math.trunc", 1).fold(fold::trunc),
];

// ----- verification -----

/// `SameOperandsAndResultShape` (of `fpowi`).
fn verify_same_shape(v: &mut Verifier, op: Op) {
    let ctx = v.ctx();
    let tys = v.ir.operand_types(op).into_iter().chain(v.ir.result_types(op));
    let shapes: Vec<_> = tys.map(|t| (ctx.shape(t).map(|s| s.to_vec()), ctx.is_vector(t), ctx.is_tensor(t))).collect();
    if shapes.windows(2).any(|w| w[0] != w[1]) {
        v.err(op, "requires the same shape for all operands and results");
    }
}

/// `r` is `i1` or a vector/tensor of `i1` with the shape (and container kind) of `t`.
fn same_shape_i1(ctx: &Context, t: Type, r: Type) -> bool {
    if ctx.int_width(ctx.elem_ty(r)) != Some(1) {
        return false;
    }
    match (ctx.type_kind(t), ctx.type_kind(r)) {
        (TypeKind::Vector { shape: a, scalable: sa, .. }, TypeKind::Vector { shape: b, scalable: sb, .. }) => {
            a == b && sa == sb
        }
        (TypeKind::Tensor { shape: a, encoding: ea, .. }, TypeKind::Tensor { shape: b, encoding: eb, .. }) => {
            a == b && ea == eb
        }
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { .. }) => true,
        (TypeKind::Float(_), TypeKind::Int { .. }) => true,
        _ => false,
    }
}

// ----- folding -----

/// The folders of MLIR 22's `MathOps.cpp`. Exact operations (absf, copysign, ceil, floor,
/// roundeven, the classifications, integer bit counts, absi, ipowi) fold in every format the
/// arith folders compute in; the elementary functions fold for f32 and f64 only, through the
/// C library functions upstream calls (`sinf`, `sin`, ...), so that results are bit-identical
/// on the same host. Upstream folds neither `fma`, `fpowi`, `clampf`, `sincos`, `cbrt` nor
/// `rsqrt`.
mod fold {
    use super::super::arith::softfloat::{sext, zext, BinOp, Format, Integral};
    use super::super::arith::values::*;
    use crate::ir::rewrite::{FoldResult, Folded};
    use crate::ir::*;

    /// The C library's functions, as upstream's folders call them.
    mod libm {
        extern "C" {
            pub fn acosf(x: f32) -> f32;
            pub fn acos(x: f64) -> f64;
            pub fn acoshf(x: f32) -> f32;
            pub fn acosh(x: f64) -> f64;
            pub fn asinf(x: f32) -> f32;
            pub fn asin(x: f64) -> f64;
            pub fn asinhf(x: f32) -> f32;
            pub fn asinh(x: f64) -> f64;
            pub fn atanf(x: f32) -> f32;
            pub fn atan(x: f64) -> f64;
            pub fn atanhf(x: f32) -> f32;
            pub fn atanh(x: f64) -> f64;
            pub fn atan2f(y: f32, x: f32) -> f32;
            pub fn atan2(y: f64, x: f64) -> f64;
            pub fn cosf(x: f32) -> f32;
            pub fn cos(x: f64) -> f64;
            pub fn coshf(x: f32) -> f32;
            pub fn cosh(x: f64) -> f64;
            pub fn sinf(x: f32) -> f32;
            pub fn sin(x: f64) -> f64;
            pub fn sinhf(x: f32) -> f32;
            pub fn sinh(x: f64) -> f64;
            pub fn tanf(x: f32) -> f32;
            pub fn tan(x: f64) -> f64;
            pub fn tanhf(x: f32) -> f32;
            pub fn tanh(x: f64) -> f64;
            pub fn erff(x: f32) -> f32;
            pub fn erf(x: f64) -> f64;
            pub fn erfcf(x: f32) -> f32;
            pub fn erfc(x: f64) -> f64;
            pub fn expf(x: f32) -> f32;
            pub fn exp(x: f64) -> f64;
            pub fn exp2f(x: f32) -> f32;
            pub fn exp2(x: f64) -> f64;
            pub fn expm1f(x: f32) -> f32;
            pub fn expm1(x: f64) -> f64;
            pub fn logf(x: f32) -> f32;
            pub fn log(x: f64) -> f64;
            pub fn log10f(x: f32) -> f32;
            pub fn log10(x: f64) -> f64;
            pub fn log1pf(x: f32) -> f32;
            pub fn log1p(x: f64) -> f64;
            pub fn log2f(x: f32) -> f32;
            pub fn log2(x: f64) -> f64;
            pub fn powf(x: f32, y: f32) -> f32;
            pub fn pow(x: f64, y: f64) -> f64;
            pub fn sqrtf(x: f32) -> f32;
            pub fn sqrt(x: f64) -> f64;
            pub fn roundf(x: f32) -> f32;
            pub fn round(x: f64) -> f64;
            pub fn truncf(x: f32) -> f32;
            pub fn trunc(x: f64) -> f64;
        }
    }

    type F1 = unsafe extern "C" fn(f32) -> f32;
    type D1 = unsafe extern "C" fn(f64) -> f64;
    type F2 = unsafe extern "C" fn(f32, f32) -> f32;
    type D2 = unsafe extern "C" fn(f64, f64) -> f64;

    /// `f(x)` with the float or double C function for f32/f64 values; `None` otherwise.
    fn call1(fmt: Format, b: u64, (f, d): (F1, D1)) -> Option<u64> {
        // SAFETY: pure C library functions of plain floating-point arguments.
        match fmt.width() {
            32 => Some(unsafe { f(f32::from_bits(b as u32)) }.to_bits() as u64),
            64 => Some(unsafe { d(f64::from_bits(b)) }.to_bits()),
            _ => None,
        }
    }

    fn call2(fmt: Format, a: u64, b: u64, (f, d): (F2, D2)) -> Option<u64> {
        // SAFETY: pure C library functions of plain floating-point arguments.
        match fmt.width() {
            32 => Some(unsafe { f(f32::from_bits(a as u32), f32::from_bits(b as u32)) }.to_bits() as u64),
            64 => Some(unsafe { d(f64::from_bits(a), f64::from_bits(b)) }.to_bits()),
            _ => None,
        }
    }

    fn attr(a: Option<Attr>) -> Folded {
        match a {
            Some(a) => Folded::Results(vec![FoldResult::Attr(a)]),
            None => Folded::Failed,
        }
    }

    fn result_ty(ir: &Ir, op: Op) -> Type {
        ir.value_ty(ir.result(op, 0))
    }

    /// Element-wise fold of a float op (`constFoldUnaryOpConditional`).
    fn float_unary(ir: &mut Ir, op: Op, c: &[Option<Attr>], f: impl Fn(Format, u64) -> Option<u64>) -> Folded {
        let ty = result_ty(ir, op);
        let Some(fmt) = elem_ty(&ir.ctx, ty).and_then(|e| e.float_format()) else { return Folded::Failed };
        attr(fold_unary(&mut ir.ctx, c[0], ty, |a| f(fmt, a.bits()).map(El::F)))
    }

    fn float_binary(ir: &mut Ir, op: Op, c: &[Option<Attr>], f: impl Fn(Format, u64, u64) -> Option<u64>) -> Folded {
        let ty = result_ty(ir, op);
        let Some(fmt) = elem_ty(&ir.ctx, ty).and_then(|e| e.float_format()) else { return Folded::Failed };
        attr(fold_binary(&mut ir.ctx, c[0], c[1], ty, |a, b| f(fmt, a.bits(), b.bits()).map(El::F)))
    }

    fn int_unary(ir: &mut Ir, op: Op, c: &[Option<Attr>], f: impl Fn(u32, i128) -> i128) -> Folded {
        let ty = result_ty(ir, op);
        let Some(ElemTy::Int(w)) = elem_ty(&ir.ctx, ty) else { return Folded::Failed };
        attr(fold_unary(&mut ir.ctx, c[0], ty, |a| Some(El::I(sext(f(w, a.int()), w)))))
    }

    macro_rules! libm_unary {
        ($($name:ident: $f:ident, $d:ident;)*) => {$(
            pub fn $name(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
                float_unary(ir, op, c, |f, b| call1(f, b, (libm::$f, libm::$d)))
            }
        )*};
    }

    libm_unary! {
        acos: acosf, acos;
        acosh: acoshf, acosh;
        asin: asinf, asin;
        asinh: asinhf, asinh;
        atan: atanf, atan;
        atanh: atanhf, atanh;
        cos: cosf, cos;
        cosh: coshf, cosh;
        sin: sinf, sin;
        sinh: sinhf, sinh;
        tan: tanf, tan;
        tanh: tanhf, tanh;
        erf: erff, erf;
        erfc: erfcf, erfc;
        exp: expf, exp;
        exp2: exp2f, exp2;
        expm1: expm1f, expm1;
        round: roundf, round;
        trunc: truncf, trunc;
    }

    macro_rules! libm_nonnegative {
        ($($name:ident: $f:ident, $d:ident;)*) => {$(
            /// Not folded for negative operands (including -0 and negative NaNs), as upstream.
            pub fn $name(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
                float_unary(ir, op, c, |f, b| if f.is_neg(b) { None } else { call1(f, b, (libm::$f, libm::$d)) })
            }
        )*};
    }

    libm_nonnegative! {
        log: logf, log;
        log2: log2f, log2;
        log10: log10f, log10;
        sqrt: sqrtf, sqrt;
    }

    /// Not folded when `x + 1` is negative (computed in the operand's format).
    pub fn log1p(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        float_unary(ir, op, c, |f, b| {
            if f.is_neg(f.binary(BinOp::Add, b, f.from_f64(1.0))) {
                return None;
            }
            call1(f, b, (libm::log1pf, libm::log1p))
        })
    }

    pub fn atan2(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        float_binary(ir, op, c, |f, a, b| {
            if f.is_zero(a) && f.is_zero(b) {
                return Some(f.default_nan());
            }
            call2(f, a, b, (libm::atan2f, libm::atan2))
        })
    }

    pub fn powf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        float_binary(ir, op, c, |f, a, b| call2(f, a, b, (libm::powf, libm::pow)))
    }

    pub fn absf(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        float_unary(ir, op, c, |f, b| Some(f.abs(b)))
    }

    pub fn copysign(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        float_binary(ir, op, c, |f, a, b| Some(f.copy_sign(a, b)))
    }

    pub fn ceil(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        float_unary(ir, op, c, |f, b| Some(f.round_to_integral(b, Integral::Ceil)))
    }

    pub fn floor(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        float_unary(ir, op, c, |f, b| Some(f.round_to_integral(b, Integral::Floor)))
    }

    pub fn roundeven(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        float_unary(ir, op, c, |f, b| Some(f.round_to_integral(b, Integral::NearestEven)))
    }

    /// Classifications fold scalar float constants only (not dense elements, not poison).
    fn classify(ir: &mut Ir, c: &[Option<Attr>], f: fn(Format, u64) -> bool) -> Folded {
        let Some(a) = c[0] else { return Folded::Failed };
        let AttrKind::Float { ty, bits } = *ir.ctx.attr_kind(a) else { return Folded::Failed };
        let Some(fmt) = elem_ty(&ir.ctx, ty).and_then(|e| e.float_format()) else { return Folded::Failed };
        let b = ir.ctx.bool_attr(f(fmt, bits));
        attr(Some(b))
    }

    pub fn isnan(ir: &mut Ir, _: Op, c: &[Option<Attr>]) -> Folded {
        classify(ir, c, Format::is_nan)
    }
    pub fn isinf(ir: &mut Ir, _: Op, c: &[Option<Attr>]) -> Folded {
        classify(ir, c, Format::is_inf)
    }
    pub fn isfinite(ir: &mut Ir, _: Op, c: &[Option<Attr>]) -> Folded {
        classify(ir, c, Format::is_finite)
    }
    pub fn isnormal(ir: &mut Ir, _: Op, c: &[Option<Attr>]) -> Folded {
        classify(ir, c, Format::is_normal)
    }

    pub fn absi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        int_unary(ir, op, c, |_, v| v.wrapping_abs())
    }
    pub fn ctlz(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        int_unary(ir, op, c, |w, v| (w - (128 - zext(v, w).leading_zeros())) as i128)
    }
    pub fn cttz(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        int_unary(ir, op, c, |w, v| zext(v, w).trailing_zeros().min(w) as i128)
    }
    pub fn ctpop(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        int_unary(ir, op, c, |w, v| zext(v, w).count_ones() as i128)
    }

    /// `base ** power` at the operands' width; `0 ** negative` is not folded.
    pub fn ipowi(ir: &mut Ir, op: Op, c: &[Option<Attr>]) -> Folded {
        let ty = result_ty(ir, op);
        let Some(ElemTy::Int(w)) = elem_ty(&ir.ctx, ty) else { return Folded::Failed };
        attr(fold_binary(&mut ir.ctx, c[0], c[1], ty, |b, p| {
            let (base, power) = (b.int(), p.int());
            let one = sext(1, w);
            let r = if power == 0 {
                one
            } else if power < 0 {
                if base == 0 {
                    return None;
                }
                if base == one {
                    one
                } else if base != -1 {
                    0
                } else if power & 1 == 1 {
                    -1
                } else {
                    one
                }
            } else {
                let (mut r, mut b, mut p) = (one, base, zext(power, w));
                loop {
                    if p & 1 == 1 {
                        r = sext(r.wrapping_mul(b), w);
                    }
                    p >>= 1;
                    if p == 0 {
                        break r;
                    }
                    b = sext(b.wrapping_mul(b), w);
                }
            };
            Some(El::I(sext(r, w)))
        }))
    }
}
