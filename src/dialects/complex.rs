//! The `complex` dialect: complex numbers with floating-point parts (`complex<f32>`, ...), as
//! MLIR 22 defines them: construction and access (`constant`, `create`, `re`, `im`,
//! `bitcast`), arithmetic (`add`, `sub`, `mul`, `div`, `neg`, `conj`), comparisons (`eq`,
//! `neq`) and elementary functions (`abs`, `angle`, `exp`, `expm1`, `log`, `log1p`, `sqrt`,
//! `rsqrt`, `pow`, `powi`, `atan2`, `sin`, `cos`, `tan`, `tanh`, `sign`), most with
//! `fastmath` flags (`#arith.fastmath<...>`, default `none`; `powi`'s are optional).
//!
//! Every op is declared through `ods` (constraints, generic checks, upstream's messages);
//! the ops whose types the format does not spell in full (`re`, `im`, `abs`, `angle`:
//! the result is the element type; `create`: the operands are; `eq`/`neq`: the right
//! operand's type and the `i1` result; `powi`: its optional flags) keep a hand-written
//! parser and printer. The lowering is `llvm::complex` (upstream's
//! `convert-complex-to-standard` formulas on `{T, T}` structs).

use super::ods::{
    same_type_as, type_constraint, AttrConstraint, Infer, OpFormat, TypeConstraint, FASTMATH, FORMAT, I1,
    OPTIONAL_FASTMATH,
};
use super::{OpSpec, CONSTANT_LIKE, PURE};
use crate::dialects::ods::op;
use crate::dialects::ods::op_format;
use crate::ir::rewrite::{FoldResult, Folded};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::printer::type_to_string;

// ----- constraints -----

/// The element type of a complex type.
pub fn element(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Complex(e) => Some(*e),
        _ => None,
    }
}

fn is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(_))
}

fn is_complex_float(ctx: &Context, t: Type) -> bool {
    element(ctx, t).is_some_and(|e| is_float(ctx, e))
}

/// `Complex<AnyFloat>`.
static COMPLEX_FLOAT: TypeConstraint = TypeConstraint {
    summary: "complex type with floating-point elements",
    check: is_complex_float,
    build: None,
    kind: Some(("builtin.complex", |ctx, t| element(ctx, t).is_some())),
};

/// `AnyComplex` (`complex.constant` also makes integer complex numbers).
static ANY_COMPLEX: TypeConstraint = type_constraint("complex-type", |ctx, t| element(ctx, t).is_some());

/// `AnyFloat`.
static FLOAT: TypeConstraint = type_constraint("floating-point", is_float);

static SIGNLESS_INTEGER: TypeConstraint = TypeConstraint {
    summary: "signless integer",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::Int { sign: Signedness::Signless, .. }),
    build: None,
    kind: Some(("builtin.integer", |ctx, t| matches!(ctx.type_kind(t), TypeKind::Int { .. }))),
};

static ANY_TYPE: TypeConstraint = type_constraint("any type", |_, _| true);

/// `ArrayAttr`, written as the generic attribute.
static ARRAY: AttrConstraint = AttrConstraint {
    summary: "array attribute",
    check: |ctx, a| ctx.as_array(a).is_some(),
    parse: |p| p.parse_attr(),
    print: |pr, a| pr.attr(a),
    default: None,
};

static FASTMATH_ATTR: [(&str, &AttrConstraint); 1] = [("fastmath", &FASTMATH)];

// ----- declarations -----

/// `ComplexArithmeticOp`: `add`, `sub`, `mul`, `div`, `pow`, `atan2`.
static BINARY: OpFormat = OpFormat {
    operands: &[("lhs", &COMPLEX_FLOAT), ("rhs", &COMPLEX_FLOAT)],
    results: &[("result", &COMPLEX_FLOAT)],
    attrs: &FASTMATH_ATTR,
    format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    verify: None,
    same_type: true,
    ..FORMAT
};

/// `ComplexUnaryOp` with `SameOperandsAndResultType`.
static UNARY: OpFormat = OpFormat {
    operands: &[("complex", &COMPLEX_FLOAT)],
    results: &[("result", &COMPLEX_FLOAT)],
    attrs: &FASTMATH_ATTR,
    format: "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
    verify: None,
    same_type: true,
    ..FORMAT
};

/// `target`'s type is the element type of `from`'s complex type (an empty `summary`: the
/// parser infers it, the op's verifier checks it).
const fn complex_element(target: &'static str, from: &'static str, summary: &'static str) -> Infer {
    Infer {
        target,
        from,
        build: |ctx, t| element(ctx, t),
        check: |ctx, t, f| element(ctx, f) == Some(t),
        summary,
        count: None,
    }
}

/// `ComplexUnaryOp` whose result is the element type (`re`, `im`, `abs`, `angle`).
static TO_ELEMENT: OpFormat = OpFormat {
    operands: &[("complex", &COMPLEX_FLOAT)],
    results: &[("result", &FLOAT)],
    attrs: &FASTMATH_ATTR,
    format: "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
    infer: &[complex_element("result", "complex", "complex element type matches result type")],
    ..FORMAT
};

static COMPARE: OpFormat = op_format!(
    operands["lhs": COMPLEX_FLOAT, "rhs": COMPLEX_FLOAT] results["result": I1]
    format "$lhs `,` $rhs attr-dict `:` type($lhs)" infer[same_type_as("rhs", "lhs", "")] verify(verify_compare)
);

static BITCAST: OpFormat = op_format!(
    operands["operand": ANY_TYPE] results["result": ANY_TYPE]
    format "$operand attr-dict `:` type($operand) `to` type($result)" verify(verify_bitcast)
);

macro_rules! binary {
    ($n:literal) => {
        OpSpec::new($n).declare(&BINARY).traits(PURE)
    };
}
macro_rules! unary {
    ($n:literal) => {
        OpSpec::new($n).declare(&UNARY).traits(PURE)
    };
}
macro_rules! to_element {
    ($n:literal) => {
        OpSpec::new($n).declare(&TO_ELEMENT).traits(PURE)
    };
}
macro_rules! compare {
    ($n:literal) => {
        OpSpec::new($n).declare(&COMPARE).traits(PURE)
    };
}

/// The ops, `Pure` as upstream declares them (their `Elementwise` is not `ElementwiseMappable`,
/// mlirc's `ELEMENTWISE`), with MLIR 22's folders that give an existing
/// value or a part of a constant (`fold` below).
pub static OPS: &[OpSpec] = &[
    to_element!("complex.abs"),
    binary!("complex.add"),
    to_element!("complex.angle"),
    binary!("complex.atan2"),
    OpSpec::new("complex.bitcast").declare(&BITCAST).traits(PURE).fold(fold::bitcast),
    unary!("complex.conj").fold(fold::involution),
    op!("complex.constant" results["complex": ANY_COMPLEX] attrs["value": ARRAY]
        format "$value attr-dict `:` type($complex)" verify(verify_constant) traits(PURE | CONSTANT_LIKE)),
    unary!("complex.cos"),
    op!("complex.create" operands["real": FLOAT, "imaginary": FLOAT] results["complex": COMPLEX_FLOAT]
        format "$real `,` $imaginary attr-dict `:` type($complex)"
        infer[complex_element("real", "complex", ""), complex_element("imaginary", "complex", "")]
        verify(verify_create) traits(PURE) fold(fold::create)),
    binary!("complex.div"),
    compare!("complex.eq"),
    unary!("complex.exp").fold(fold::exp),
    unary!("complex.expm1"),
    to_element!("complex.im").fold(fold::im),
    unary!("complex.log").fold(fold::log),
    unary!("complex.log1p"),
    binary!("complex.mul"),
    unary!("complex.neg").fold(fold::involution),
    compare!("complex.neq"),
    binary!("complex.pow"),
    // `powi`: its `fastmath` is optional (no default), printed whenever it is set.
    op!("complex.powi" operands["lhs": COMPLEX_FLOAT, "rhs": SIGNLESS_INTEGER] results["result": COMPLEX_FLOAT]
        attrs["fastmath?": OPTIONAL_FASTMATH]
        format "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result) `,` type($rhs)"
        infer[same_type_as("lhs", "result", "")] verify(verify_powi) traits(PURE)),
    to_element!("complex.re").fold(fold::re),
    unary!("complex.rsqrt"),
    unary!("complex.sign"),
    unary!("complex.sin"),
    unary!("complex.sqrt"),
    binary!("complex.sub"),
    unary!("complex.tan"),
    unary!("complex.tanh"),
];

// ----- verifiers (after the declared constraints) -----

fn types_match(v: &mut Verifier, op: Op, a: Type, b: Type, what: &str) -> bool {
    if a != b {
        v.err(op, format!("failed to verify that {what}"));
        return false;
    }
    true
}

/// `TypesMatchWith`: the result is the operand's element type.
fn verify_create(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (re, im) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.operands(op)[1]));
    let Some(e) = element(&ir.ctx, ir.value_ty(ir.result(op, 0))) else { return };
    let _ = types_match(v, op, re, im, "all of {real, imaginary} have same type")
        && types_match(v, op, e, re, "complex element type matches real operand type")
        && types_match(v, op, e, im, "complex element type matches imaginary operand type");
}

fn verify_compare(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (a, b) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.operands(op)[1]));
    types_match(v, op, a, b, "all of {lhs, rhs} have same type");
}

fn verify_powi(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (a, r) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.result(op, 0)));
    types_match(v, op, a, r, "all of {lhs, result} have same type");
}

/// `value` is a two-element array of float or integer attributes of the element type.
fn verify_constant(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(parts) = ir.attr(op, "value").and_then(|a| ir.ctx.as_array(a)) else { return };
    if parts.len() != 2 {
        v.err(op, "requires 'value' to be a complex constant, represented as array of two values");
        return;
    }
    let ty_of = |a: Attr| match ir.ctx.attr_kind(a) {
        AttrKind::Int { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        _ => None,
    };
    let (Some(re), Some(im)) = (ty_of(parts[0]), ty_of(parts[1])) else {
        v.err(op, "requires attribute's elements to be float or integer attributes");
        return;
    };
    let Some(e) = element(&ir.ctx, ir.value_ty(ir.result(op, 0))) else { return };
    if re != e || im != e {
        let s = |t| type_to_string(&ir.ctx, t);
        v.err(
            op,
            format!(
                "requires attribute's element types ('{}', '{}') to match the element type of the op's return type \
                 ('{}')",
                s(re),
                s(im),
                s(e)
            ),
        );
    }
}

/// The width in bits of an int, float or complex type (`None` for other types).
pub fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Int { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.width()),
        TypeKind::Complex(e) => bit_width(ctx, *e).map(|w| 2 * w),
        _ => None,
    }
}

/// Between a complex type and an int or float type of the same width (or a type and itself).
fn verify_bitcast(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (a, r) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.result(op, 0)));
    if a == r {
        return;
    }
    let int_float_complex =
        |t: Type| matches!(ir.ctx.type_kind(t), TypeKind::Int { .. } | TypeKind::Float(_) | TypeKind::Complex(_));
    if !int_float_complex(a) {
        v.err(op, "operand must be int/float/complex");
    } else if !int_float_complex(r) {
        v.err(op, "result must be int/float/complex");
    } else if element(&ir.ctx, a).is_some() == element(&ir.ctx, r).is_some() {
        v.err(op, "requires that either input or output has a complex type");
    } else if bit_width(&ir.ctx, a) != bit_width(&ir.ctx, r) {
        v.err(op, "casting bitwidths do not match");
    }
}

// ----- folders -----

/// Upstream's folders that need no new complex constant: parts of a `create` or a constant,
/// `create(re z, im z) = z`, `neg(neg z) = z`, `conj(conj z) = z`, `log(exp z) = z`,
/// `exp(log z) = z` and the identity bitcast.
mod fold {
    use super::*;

    /// The operand `i` of `op` when it is the result of an op named `name`: that op.
    fn defined_by(ir: &Ir, op: Op, i: usize, name: &str) -> Option<Op> {
        let d = ir.defining_op(*ir.operands(op).get(i)?)?;
        (ir.op_name(d) == name).then_some(d)
    }

    fn value(v: Value) -> Folded {
        Folded::Results(vec![FoldResult::Value(v)])
    }

    /// A part of a `create` or of a constant.
    fn part(ir: &Ir, op: Op, cst: &[Option<Attr>], i: usize) -> Folded {
        if let Some(c) = defined_by(ir, op, 0, "complex.create") {
            return value(ir.operands(c)[i]);
        }
        let parts = cst.first().copied().flatten().and_then(|a| ir.ctx.as_array(a));
        match parts {
            Some(p) if p.len() == 2 && matches!(ir.ctx.attr_kind(p[i]), AttrKind::Float { .. }) => {
                Folded::Results(vec![FoldResult::Attr(p[i])])
            }
            _ => Folded::Failed,
        }
    }

    pub fn re(ir: &mut Ir, op: Op, cst: &[Option<Attr>]) -> Folded {
        part(ir, op, cst, 0)
    }

    pub fn im(ir: &mut Ir, op: Op, cst: &[Option<Attr>]) -> Folded {
        part(ir, op, cst, 1)
    }

    pub fn create(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
        let (Some(r), Some(i)) = (defined_by(ir, op, 0, "complex.re"), defined_by(ir, op, 1, "complex.im")) else {
            return Folded::Failed;
        };
        let z = ir.operands(r)[0];
        if ir.operands(i)[0] == z && ir.value_ty(z) == ir.value_ty(ir.result(op, 0)) {
            value(z)
        } else {
            Folded::Failed
        }
    }

    /// `f(f(z)) = z` for the op's own kind.
    pub fn involution(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
        let name = ir.op_name(op).to_string();
        match defined_by(ir, op, 0, &name) {
            Some(d) => value(ir.operands(d)[0]),
            None => Folded::Failed,
        }
    }

    pub fn exp(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
        match defined_by(ir, op, 0, "complex.log") {
            Some(d) => value(ir.operands(d)[0]),
            None => Folded::Failed,
        }
    }

    pub fn log(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
        match defined_by(ir, op, 0, "complex.exp") {
            Some(d) => value(ir.operands(d)[0]),
            None => Folded::Failed,
        }
    }

    pub fn bitcast(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
        let v = ir.operands(op)[0];
        if ir.value_ty(v) == ir.value_ty(ir.result(op, 0)) {
            value(v)
        } else {
            Folded::Failed
        }
    }
}
