//! The `arith` dialect: integer and float arithmetic, comparisons, casts, constants.
//!
//! This file: the ops' syntax, verification and table (traits, folders, patterns). The
//! transformation side lives beside it: `fold` (the folders, MLIR 22's semantics), `canonicalize`
//! (the canonicalization patterns), `values` (constant operands and element-wise folding, shared
//! with `math`), `softfloat` (IEEE arithmetic on bit patterns, as `APFloat` computes it).

use super::common::*;
use super::ods::{
    dict_attr, same_type_as, type_constraint, AttrConstraint, Custom, Infer, OpFormat, Slots, TypeConstraint, ANY_TYPE,
    FASTMATH, FLOAT_LIKE, FORMAT, OPTIONAL_FASTMATH, OVERFLOW, SIGNLESS_INT_LIKE,
};
use super::OpSpec;
use crate::dialects::ods::op;
use crate::dialects::ods::op_format;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

pub mod canonicalize;
pub mod fold;
pub mod softfloat;
pub mod values;

use super::{COMMUTATIVE, CONSTANT_LIKE, ELEMENTWISE, NO_MEMORY_EFFECT, PURE};
use canonicalize as pat;

/// The binary and unary arithmetic ops, declared through `ods` (upstream's formats).
static INT_BINARY: OpFormat = op_format!(
    operands["lhs": SIGNLESS_INT_LIKE, "rhs": SIGNLESS_INT_LIKE] results["result": SIGNLESS_INT_LIKE]
    format "$lhs `,` $rhs attr-dict `:` type($result)" same_type
);
static INT_BINARY_OVERFLOW: OpFormat = op_format!(
    operands["lhs": SIGNLESS_INT_LIKE, "rhs": SIGNLESS_INT_LIKE] results["result": SIGNLESS_INT_LIKE]
    attrs["overflowFlags": OVERFLOW] format "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
    same_type
);
static FLOAT_BINARY: OpFormat = op_format!(
    operands["lhs": FLOAT_LIKE, "rhs": FLOAT_LIKE] results["result": FLOAT_LIKE] attrs["fastmath": FASTMATH]
    format "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)" same_type
);
macro_rules! int_bin {
    ($n:literal) => {
        OpSpec::new($n).declare(&INT_BINARY)
    };
}
macro_rules! int_ovf {
    ($n:literal) => {
        OpSpec::new($n).declare(&INT_BINARY_OVERFLOW)
    };
}
macro_rules! float_bin {
    ($n:literal) => {
        OpSpec::new($n).declare(&FLOAT_BINARY)
    };
}
macro_rules! cast {
    ($n:literal, $f:expr) => {
        OpSpec::new($n).declare(&$f).traits(ELEMENTWISE | PURE)
    };
}

/// The casts' element-kind rules (upstream's `areCastCompatible`).
#[derive(Copy, Clone)]
enum CastKind {
    IntExt,
    IntTrunc,
    FloatExt,
    FloatTrunc,
    IntToFloat,
    FloatToInt,
    IndexCast,
    Bitcast,
}

/// The ops, with upstream's traits: `Pure` for everything but the integer divisions and
/// remainders, which may trap (division by zero, signed overflow) and are only free of
/// memory effects; `Commutative` where upstream declares it; folders and canonicalization
/// patterns (`fold.rs`, `canonicalize.rs`).
pub static OPS: &[OpSpec] = &[
    op!("arith.constant" results["result": ANY_TYPE] attrs["value": TYPED_ATTR]
        format "attr-dict custom<Value>($value)"
        custom[Custom { name: "Value", parse: parse_constant_value, print: print_constant_value }]
        verify(verify_constant) traits(PURE | CONSTANT_LIKE)),
    int_ovf!("arith.addi").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::addi).canonicalize(pat::ADDI),
    int_ovf!("arith.subi").traits(ELEMENTWISE | PURE).fold(fold::subi).canonicalize(pat::SUBI),
    int_ovf!("arith.muli").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::muli).canonicalize(pat::MULI),
    int_ovf!("arith.shli").traits(ELEMENTWISE | PURE).fold(fold::shli),
    int_bin!("arith.divui").traits(ELEMENTWISE | NO_MEMORY_EFFECT).fold(fold::divui),
    int_bin!("arith.divsi").traits(ELEMENTWISE | NO_MEMORY_EFFECT).fold(fold::divsi),
    int_bin!("arith.ceildivui").traits(ELEMENTWISE | NO_MEMORY_EFFECT).fold(fold::ceildivui),
    int_bin!("arith.ceildivsi").traits(ELEMENTWISE | NO_MEMORY_EFFECT).fold(fold::ceildivsi),
    int_bin!("arith.floordivsi").traits(ELEMENTWISE | NO_MEMORY_EFFECT).fold(fold::floordivsi),
    int_bin!("arith.remui").traits(ELEMENTWISE | NO_MEMORY_EFFECT).fold(fold::remui),
    int_bin!("arith.remsi").traits(ELEMENTWISE | NO_MEMORY_EFFECT).fold(fold::remsi),
    int_bin!("arith.andi").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::andi).canonicalize(pat::ANDI),
    int_bin!("arith.ori").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::ori).canonicalize(pat::ORI),
    int_bin!("arith.xori").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::xori).canonicalize(pat::XORI),
    int_bin!("arith.shrui").traits(ELEMENTWISE | PURE).fold(fold::shrui),
    int_bin!("arith.shrsi").traits(ELEMENTWISE | PURE).fold(fold::shrsi),
    int_bin!("arith.maxsi").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::maxsi),
    int_bin!("arith.maxui").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::maxui),
    int_bin!("arith.minsi").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::minsi),
    int_bin!("arith.minui").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::minui),
    float_bin!("arith.addf").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::addf),
    float_bin!("arith.subf").traits(ELEMENTWISE | PURE).fold(fold::subf),
    float_bin!("arith.mulf").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::mulf).canonicalize(pat::MULF),
    float_bin!("arith.divf").traits(ELEMENTWISE | PURE).fold(fold::divf).canonicalize(pat::DIVF),
    float_bin!("arith.remf").traits(ELEMENTWISE | PURE).fold(fold::remf),
    float_bin!("arith.maximumf").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::maximumf),
    float_bin!("arith.minimumf").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::minimumf),
    float_bin!("arith.maxnumf").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::maxnumf),
    float_bin!("arith.minnumf").traits(ELEMENTWISE | PURE | COMMUTATIVE).fold(fold::minnumf),
    op!("arith.negf" operands["operand": FLOAT_LIKE] results["result": FLOAT_LIKE] attrs["fastmath": FASTMATH]
        format "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)" same_type traits(ELEMENTWISE | PURE)
        fold(fold::negf)),
    OpSpec::new("arith.cmpi").declare(&CMPI).traits(ELEMENTWISE | PURE).fold(fold::cmpi).canonicalize(pat::CMPI),
    OpSpec::new("arith.cmpf").declare(&CMPF).traits(ELEMENTWISE | PURE).fold(fold::cmpf).canonicalize(pat::CMPF),
    op!("arith.select" declare(&SELECT) traits(ELEMENTWISE | PURE) fold(fold::select) canonicalize(pat::SELECT)),
    op!("arith.addui_extended" declare(&ADDUI_EXTENDED) traits(ELEMENTWISE | PURE | COMMUTATIVE)
        fold(fold::addui_extended) canonicalize(pat::ADDUI_EXTENDED)),
    op!("arith.mulsi_extended" declare(&MUL_EXTENDED) traits(ELEMENTWISE | PURE | COMMUTATIVE)
        fold(fold::mulsi_extended) canonicalize(pat::MULSI_EXTENDED)),
    op!("arith.mului_extended" declare(&MUL_EXTENDED) traits(ELEMENTWISE | PURE | COMMUTATIVE)
        fold(fold::mului_extended) canonicalize(pat::MULUI_EXTENDED)),
    cast!("arith.extui", INT_EXT).fold(fold::extui),
    cast!("arith.extsi", INT_EXT).fold(fold::extsi).canonicalize(pat::EXTSI),
    cast!("arith.extf", EXTF).fold(fold::extf),
    cast!("arith.trunci", TRUNCI).fold(fold::trunci).canonicalize(pat::TRUNCI),
    cast!("arith.truncf", TRUNCF).fold(fold::truncf).canonicalize(pat::TRUNCF),
    cast!("arith.uitofp", INT_TO_FLOAT).fold(fold::uitofp),
    cast!("arith.sitofp", INT_TO_FLOAT).fold(fold::sitofp),
    cast!("arith.fptoui", FLOAT_TO_INT).fold(fold::fptoui),
    cast!("arith.fptosi", FLOAT_TO_INT).fold(fold::fptosi),
    cast!("arith.index_cast", INDEX_CAST).fold(fold::index_cast).canonicalize(pat::INDEX_CAST),
    cast!("arith.index_castui", INDEX_CAST).fold(fold::index_castui).canonicalize(pat::INDEX_CASTUI),
    cast!("arith.bitcast", BITCAST).fold(fold::bitcast).canonicalize(pat::BITCAST),
];

pub const CMPI_PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
pub const CMPF_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
];
const ROUNDING: &[&str] = &["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"];

// ----- constraints -----

fn elem_of(ctx: &Context, t: Type, memref: bool, f: fn(&TypeKind) -> bool) -> bool {
    (memref && matches!(ctx.type_kind(t), TypeKind::MemRef { .. }) && f(ctx.type_kind(ctx.elem_ty(t))))
        || elem_is(ctx, t, f)
}
static FIXED_INT_LIKE: TypeConstraint = type_constraint("signless-fixed-width-integer-like", |ctx, t| {
    elem_of(ctx, t, false, |k| matches!(k, TypeKind::Int { sign: Signedness::Signless, .. }))
});
static BOOL_LIKE: TypeConstraint = type_constraint("bool-like", |ctx, t| {
    elem_of(ctx, t, false, |k| matches!(k, TypeKind::Int { width: 1, sign: Signedness::Signless }))
});
static INDEX_CAST_TYPE: TypeConstraint =
    type_constraint("signless-integer-like or memref of signless-integer", |ctx, t| {
        elem_of(ctx, t, true, |k| matches!(k, TypeKind::Int { sign: Signedness::Signless, .. } | TypeKind::Index))
    });
static BITCAST_TYPE: TypeConstraint =
    type_constraint("signless-integer-or-float-like or memref of signless-integer or float", |ctx, t| {
        elem_of(ctx, t, true, |k| {
            matches!(k, TypeKind::Int { sign: Signedness::Signless, .. } | TypeKind::Index | TypeKind::Float(_))
        })
    });

/// The value of a `TypedAttr` (strings are typed `none`).
fn typed_value_type(ctx: &Context, a: Attr) -> Option<Option<Type>> {
    match ctx.attr_kind(a) {
        AttrKind::Int { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::Dense { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(Some(*ty)),
        AttrKind::String { ty, .. } => Some(*ty),
        _ => None,
    }
}
static TYPED_ATTR: AttrConstraint = dict_attr("TypedAttr instance", |ctx, a| typed_value_type(ctx, a).is_some());

/// `arith.cmpi`/`cmpf`'s predicate: an `i64` case, written as its keyword (or string).
static CMPI_PREDICATE: AttrConstraint = AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
    check: |ctx, a| predicate_of(ctx, a, CMPI_PREDICATES).is_some(),
    parse: |p| parse_predicate(p, CMPI_PREDICATES),
    print: |pr, a| pr.w(predicate_of(&pr.ir.ctx, a, CMPI_PREDICATES).unwrap_or("?")),
    default: None,
};
static CMPF_PREDICATE: AttrConstraint = AttrConstraint {
    summary: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
    check: |ctx, a| predicate_of(ctx, a, CMPF_PREDICATES).is_some(),
    parse: |p| parse_predicate(p, CMPF_PREDICATES),
    print: |pr, a| pr.w(predicate_of(&pr.ir.ctx, a, CMPF_PREDICATES).unwrap_or("?")),
    default: None,
};

fn predicate_of(ctx: &Context, a: Attr, list: &'static [&'static str]) -> Option<&'static str> {
    match ctx.attr_kind(a) {
        AttrKind::Int { ty, value } if ctx.int_width(*ty) == Some(64) && ctx.is_signless_int(*ty) => {
            list.get(usize::try_from(*value).ok()?).copied()
        }
        _ => None,
    }
}

fn parse_predicate(p: &mut Parser, list: &[&str]) -> PResult<Attr> {
    let pos = p.tok.start;
    let kw = match p.tok.kind.clone() {
        Tok::BareId => p.parse_any_keyword("predicate")?,
        Tok::Str(s) => {
            p.bump();
            let s = String::from_utf8_lossy(&s).into_owned();
            if !list.contains(&s.as_str()) {
                return p.err_at(pos, format!("invalid predicate attribute specification: \"{s}\""));
            }
            s
        }
        _ => String::new(),
    };
    let Some(i) = list.iter().position(|&x| x == kw) else {
        let all = list.join(", ");
        return p.err_at(
            pos,
            format!("expected string or keyword containing one of the following enum values for attribute 'predicate' [{all}]"),
        );
    };
    let i64t = p.ir.ctx.int_ty(64);
    Ok(p.ir.ctx.int_attr(i64t, i as i128))
}

/// `truncf`'s optional rounding mode, an `i32` case written as its keyword.
static ROUNDING_MODE: AttrConstraint = AttrConstraint {
    summary: "Floating point rounding mode",
    check: |ctx, a| ctx.as_int(a).is_some_and(|i| (0..ROUNDING.len() as i128).contains(&i)),
    parse: |p| {
        let pos = p.tok.start;
        let kw = p.parse_any_keyword("rounding mode")?;
        let Some(i) = ROUNDING.iter().position(|&r| r == kw) else {
            return p
                .err_at(pos, format!("expected ::mlir::arith::RoundingMode to be one of: {}", ROUNDING.join(", ")));
        };
        let i32t = p.ir.ctx.int_ty(32);
        Ok(p.ir.ctx.int_attr(i32t, i as i128))
    },
    print: |pr, a| pr.w(pr.ir.ctx.as_int(a).and_then(|i| ROUNDING.get(i as usize)).unwrap_or(&"?")),
    default: None,
};

// ----- declarations -----

/// The value of `arith.constant`, whose type is the result's.
fn parse_constant_value(p: &mut Parser, st: &mut OpState, got: &mut Slots, _: &[&str]) -> PResult<()> {
    let pos = p.tok.start;
    let a = p.parse_attr()?;
    let Some(Some(t)) = typed_value_type(&p.ir.ctx, a) else {
        return p.err_at(pos, "expected a typed attribute for 'arith.constant'");
    };
    st.add_attr(p.ir, "value", a);
    got.set_types("result", vec![t]);
    Ok(())
}
fn print_constant_value(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    if let Some(a) = pr.ir.attr(op, "value") {
        pr.attr(a);
    }
}

fn verify_constant(v: &mut Verifier, op: Op) {
    let ctx = v.ctx();
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    let value = v.ir.attr(op, "value").and_then(|a| typed_value_type(ctx, a)).flatten();
    if value != Some(rt) {
        v.err(op, "failed to verify that all of {value, result} have same type");
    } else if matches!(ctx.type_kind(rt), TypeKind::Int { sign, .. } if *sign != Signedness::Signless) {
        v.err(op, "integer return type must be signless");
    } else if !matches!(ctx.type_kind(rt), TypeKind::Int { .. } | TypeKind::Index | TypeKind::Float(_))
        && !matches!(ctx.type_kind(rt), TypeKind::Vector { .. } | TypeKind::Tensor { .. })
    {
        v.err(op, "value must be an integer, float, or elements attribute");
    }
}

/// `result` is `i1`, or a vector/tensor of `i1` of `lhs`'s shape (upstream's `getI1SameShape`).
const I1_SAME_SHAPE: Infer = Infer {
    target: "result",
    from: "lhs",
    build: |ctx, t| Some(i1_like(ctx, t)),
    check: is_i1_same_shape,
    summary: "result type has i1 element type and same shape as operands",
    count: None,
};
/// `rhs` has `lhs`'s type (`SameTypeOperands`, checked by the op with its own message).
const RHS_AS_LHS: Infer = Infer { summary: "", ..same_type_as("rhs", "lhs", "") };

static CMPI: OpFormat = op_format!(
    operands["lhs": SIGNLESS_INT_LIKE, "rhs": SIGNLESS_INT_LIKE] results["result": BOOL_LIKE]
    attrs["predicate": CMPI_PREDICATE] format "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
    infer[I1_SAME_SHAPE, RHS_AS_LHS] verify(verify_same_operands)
);
static CMPF: OpFormat = op_format!(
    operands["lhs": FLOAT_LIKE, "rhs": FLOAT_LIKE] results["result": BOOL_LIKE]
    attrs["predicate": CMPF_PREDICATE, "fastmath": FASTMATH]
    format "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"
    infer[I1_SAME_SHAPE, RHS_AS_LHS] verify(verify_same_operands)
);

fn verify_same_operands(v: &mut Verifier, op: Op) {
    let ts = v.ir.operand_types(op);
    if ts.iter().any(|&t| t != ts[0]) {
        v.err(op, "requires all operands to have the same type");
    }
}

static SELECT: OpFormat = op_format!(
    operands["condition": BOOL_LIKE, "true_value": ANY_TYPE, "false_value": ANY_TYPE] results["result": ANY_TYPE]
    format "$condition `,` $true_value `,` $false_value attr-dict `:` custom<SelectTypes>($condition, $result)"
    infer[same_type_as("true_value", "result", "all of {true_value, false_value, result} have same type"),
        same_type_as("false_value", "result", "all of {true_value, false_value, result} have same type"),
        Infer {
            target: "condition",
            from: "result",
            build: |ctx, _| Some(ctx.int_ty(1)),
            check: |ctx, c, r| !ctx.is_shaped(c) || is_i1_same_shape(ctx, c, r),
            summary: "condition is signless i1 or has matching shape",
            count: None,
        }]
    custom[Custom { name: "SelectTypes", parse: parse_select_types, print: print_select_types }]
);

/// `: T` (an `i1` condition) or `: C, T`.
fn parse_select_types(p: &mut Parser, _: &mut OpState, got: &mut Slots, _: &[&str]) -> PResult<()> {
    let t = p.parse_type()?;
    let (c, r) = if p.optional(Tok::Comma) { (t, p.parse_type()?) } else { (p.ir.ctx.int_ty(1), t) };
    got.set_types("condition", vec![c]);
    got.set_types("result", vec![r]);
    Ok(())
}
fn print_select_types(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let c = pr.ir.value_ty(pr.ir.operands(op)[0]);
    if pr.ir.ctx.int_width(c) != Some(1) || pr.ir.ctx.is_shaped(c) {
        pr.ty(c);
        pr.w(", ");
    }
    pr.ty(pr.ir.value_ty(pr.ir.result(op, 0)));
}

static ADDUI_EXTENDED: OpFormat = op_format!(
    operands["lhs": SIGNLESS_INT_LIKE, "rhs": SIGNLESS_INT_LIKE]
    results["sum": SIGNLESS_INT_LIKE, "overflow": BOOL_LIKE]
    format "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"
    infer[same_type_as("lhs", "sum", "all of {lhs, rhs, sum} have same type"),
        same_type_as("rhs", "sum", "all of {lhs, rhs, sum} have same type")]
);
static MUL_EXTENDED: OpFormat = op_format!(
    operands["lhs": SIGNLESS_INT_LIKE, "rhs": SIGNLESS_INT_LIKE]
    results["low": SIGNLESS_INT_LIKE, "high": SIGNLESS_INT_LIKE] format "$lhs `,` $rhs attr-dict `:` type($lhs)"
    infer[same_type_as("rhs", "lhs", "all of {lhs, rhs, low, high} have same type"),
        same_type_as("low", "lhs", "all of {lhs, rhs, low, high} have same type"),
        same_type_as("high", "lhs", "all of {lhs, rhs, low, high} have same type")]
);

// ----- casts -----

/// A cast `$in attr-dict : type($in) to type($out)` (with `extra` before the attributes).
macro_rules! cast_format {
    ($in:expr, $out:expr, $kind:expr) => {
        cast_format!($in, $out, $kind, &[], "$in attr-dict `:` type($in) `to` type($out)")
    };
    ($in:expr, $out:expr, $kind:expr, $attrs:expr, $format:expr) => {
        OpFormat {
            operands: &[("in", $in)],
            results: &[("out", $out)],
            attrs: $attrs,
            format: $format,
            infer: &[SAME_TENSOR_DIMS],
            verify: Some(|v, op| verify_cast(v, op, $kind)),
            ..FORMAT
        }
    };
}
static INT_EXT: OpFormat = cast_format!(&FIXED_INT_LIKE, &FIXED_INT_LIKE, CastKind::IntExt);
static TRUNCI: OpFormat = cast_format!(
    &FIXED_INT_LIKE,
    &FIXED_INT_LIKE,
    CastKind::IntTrunc,
    &[("overflowFlags", &OVERFLOW)],
    "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"
);
static EXTF: OpFormat = cast_format!(
    &FLOAT_LIKE,
    &FLOAT_LIKE,
    CastKind::FloatExt,
    &[("fastmath?", &OPTIONAL_FASTMATH)],
    "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
);
static TRUNCF: OpFormat = cast_format!(
    &FLOAT_LIKE,
    &FLOAT_LIKE,
    CastKind::FloatTrunc,
    &[("roundingmode?", &ROUNDING_MODE), ("fastmath?", &OPTIONAL_FASTMATH)],
    "$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
);
static INT_TO_FLOAT: OpFormat = cast_format!(&FIXED_INT_LIKE, &FLOAT_LIKE, CastKind::IntToFloat);
static FLOAT_TO_INT: OpFormat = cast_format!(&FLOAT_LIKE, &FIXED_INT_LIKE, CastKind::FloatToInt);
static INDEX_CAST: OpFormat = cast_format!(&INDEX_CAST_TYPE, &INDEX_CAST_TYPE, CastKind::IndexCast);
static BITCAST: OpFormat = cast_format!(&BITCAST_TYPE, &BITCAST_TYPE, CastKind::Bitcast);

/// A tensor casts to a tensor of its shape (upstream's `SameInputOutputTensorDims`).
const SAME_TENSOR_DIMS: Infer = Infer {
    target: "out",
    from: "in",
    build: |_, t| Some(t),
    check: |ctx, o, i| {
        let dims = |t: Type| match ctx.type_kind(t) {
            TypeKind::Tensor { shape, .. } => Some(Some(shape)),
            TypeKind::UnrankedTensor { .. } => Some(None),
            _ => None,
        };
        match (dims(i), dims(o)) {
            (Some(Some(a)), Some(Some(b))) => a == b,
            (a, b) => a.is_some() == b.is_some(),
        }
    },
    summary: "input and output have the same tensor dimensions",
    count: None,
};

fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Int { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(crate::ir::float::bit_width(*k)),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// `SameOperandsAndResultShape`, then upstream's `areCastCompatible`.
fn verify_cast(v: &mut Verifier, op: Op, kind: CastKind) {
    let (a, b) = (v.ir.value_ty(v.ir.operands(op)[0]), v.ir.value_ty(v.ir.result(op, 0)));
    let ctx = v.ctx();
    let shape = |t: Type| ctx.is_shaped(t).then(|| ctx.shape(t));
    let compatible = match (shape(a), shape(b)) {
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len() && x.iter().zip(y).all(|(&i, &j)| i == j || i < 0 || j < 0)
        }
        (x, y) => x.is_some() == y.is_some(),
    };
    if !compatible {
        v.err(op, "requires the same shape for all operands and results");
        return;
    }
    let (ea, eb) = (ctx.elem_ty(a), ctx.elem_ty(b));
    let (int, fl) = (|t: Type| ctx.is_signless_int(t), |t: Type| ctx.is_float(t));
    let (wa, wb) = (bit_width(ctx, ea).unwrap_or(0), bit_width(ctx, eb).unwrap_or(0));
    let ok = ctx.is_vector(a) == ctx.is_vector(b)
        && ctx.is_tensor(a) == ctx.is_tensor(b)
        && match kind {
            CastKind::IntExt => int(ea) && int(eb) && wb > wa,
            CastKind::IntTrunc => int(ea) && int(eb) && wb < wa,
            CastKind::FloatExt => fl(ea) && fl(eb) && wb > wa,
            CastKind::FloatTrunc => fl(ea) && fl(eb) && wb < wa,
            CastKind::IntToFloat => int(ea) && fl(eb),
            CastKind::FloatToInt => fl(ea) && int(eb),
            CastKind::IndexCast => (ctx.is_index(ea) && int(eb)) || (int(ea) && ctx.is_index(eb)),
            CastKind::Bitcast => {
                let scalar = |t: Type| int(t) || fl(t) || ctx.is_index(t);
                scalar(ea) && scalar(eb) && wa == wb
            }
        };
    if !ok {
        let (x, y) = (v.ty_str(a), v.ty_str(b));
        v.err(op, format!("operand type '{x}' and result type '{y}' are cast incompatible"));
    }
}

/// Makes an `arith.constant` holding `value : ty` (the dialects' constant materializer for
/// folders): integer, index, float and dense values whose type is `ty`; `ub.poison` for
/// `#ub.poison`.
pub fn materialize_constant(rw: &mut crate::ir::rewrite::Rewriter, value: Attr, ty: Type) -> Option<Op> {
    let ctx = &rw.ir.ctx;
    let vt = match ctx.attr_kind(value) {
        AttrKind::Int { ty, .. } | AttrKind::Float { ty, .. } | AttrKind::Dense { ty, .. } => *ty,
        AttrKind::Dialect { .. } if ctx.dialect_attr_body(value, "ub").is_some_and(|b| b == "poison") => {
            return Some(rw.create("ub.poison", vec![], &[ty], vec![("value", value)], vec![]));
        }
        _ => return None,
    };
    if vt != ty {
        return None;
    }
    Some(rw.create("arith.constant", vec![], &[ty], vec![("value", value)], vec![]))
}
