//! The `math` dialect: elementary functions on floats and integers (scalars, vectors and
//! tensors), most with `fastmath` flags (`#arith.fastmath<...>`, default `none`).

use super::common::*;
use super::OpSpec;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

/// How many operands of which kind an op takes, which decides its syntax and checks.
#[derive(Copy, Clone, PartialEq)]
enum Kind {
    /// `%a [fastmath<..>] : T`, floats, N operands of the result's type.
    Float(usize),
    /// `%a[, %b] : T`, signless integers or index.
    Int(usize),
    /// `math.fpowi %a, %b [fastmath] : F, I`.
    FPowI,
    /// `math.isnan %a : T` → i1-like; fastmath only in the attribute dictionary.
    Classify,
    /// `math.sincos %a [fastmath] : T` → (T, T).
    SinCos,
    /// `math.clampf %a to [%lo, %hi] [fastmath] : T`.
    ClampF,
}

macro_rules! fl {
    ($n:literal, $k:literal) => {
        OpSpec::new($n)
            .custom(parse_float, print_float)
            .verify(|v, op| verify(v, op, Kind::Float($k)))
            .props(&["fastmath"])
    };
}
macro_rules! int {
    ($n:literal, $k:literal) => {
        OpSpec::new($n).custom(parse_int, print_int).verify(|v, op| verify(v, op, Kind::Int($k)))
    };
}
macro_rules! classify {
    ($n:literal) => {
        OpSpec::new($n)
            .custom(parse_classify, print_classify)
            .verify(|v, op| verify(v, op, Kind::Classify))
            .props(&["fastmath"])
    };
}

pub static OPS: &[OpSpec] = &[
    fl!("math.absf", 1),
    int!("math.absi", 1),
    fl!("math.acos", 1),
    fl!("math.acosh", 1),
    fl!("math.asin", 1),
    fl!("math.asinh", 1),
    fl!("math.atan", 1),
    fl!("math.atan2", 2),
    fl!("math.atanh", 1),
    fl!("math.cbrt", 1),
    fl!("math.ceil", 1),
    OpSpec::new("math.clampf")
        .custom(parse_clampf, print_clampf)
        .verify(|v, op| verify(v, op, Kind::ClampF))
        .props(&["fastmath"]),
    fl!("math.copysign", 2),
    fl!("math.cos", 1),
    fl!("math.cosh", 1),
    int!("math.ctlz", 1),
    int!("math.ctpop", 1),
    int!("math.cttz", 1),
    fl!("math.erf", 1),
    fl!("math.erfc", 1),
    fl!("math.exp", 1),
    fl!("math.exp2", 1),
    fl!("math.expm1", 1),
    fl!("math.floor", 1),
    fl!("math.fma", 3),
    OpSpec::new("math.fpowi")
        .custom(parse_fpowi, print_fpowi)
        .verify(|v, op| verify(v, op, Kind::FPowI))
        .props(&["fastmath"]),
    int!("math.ipowi", 2),
    classify!("math.isfinite"),
    classify!("math.isinf"),
    classify!("math.isnan"),
    classify!("math.isnormal"),
    fl!("math.log", 1),
    fl!("math.log10", 1),
    fl!("math.log1p", 1),
    fl!("math.log2", 1),
    fl!("math.powf", 2),
    fl!("math.round", 1),
    fl!("math.roundeven", 1),
    fl!("math.rsqrt", 1),
    fl!("math.sin", 1),
    OpSpec::new("math.sincos")
        .custom(parse_sincos, print_sincos)
        .verify(|v, op| verify(v, op, Kind::SinCos))
        .props(&["fastmath"]),
    fl!("math.sinh", 1),
    fl!("math.sqrt", 1),
    fl!("math.tan", 1),
    fl!("math.tanh", 1),
    fl!("math.trunc", 1),
];

/// Number of operands an op of `name` takes in the `Float`/`Int` shapes (1 if unknown).
fn arity(name: &str) -> usize {
    match name {
        "math.fma" => 3,
        "math.atan2" | "math.copysign" | "math.powf" | "math.ipowi" => 2,
        _ => 1,
    }
}

// ----- parsing and printing -----

fn parse_fastmath(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    parse_optional_enum_attr(p, st, "fastmath", "arith", "fastmath")?;
    Ok(())
}

/// `: T` after the attribute dictionary; every operand and the one result get `T`.
fn parse_float(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let n = arity(p.ir.ctx.str(st.name));
    let uses = parse_n_operands(p, n)?;
    parse_fastmath(p, st)?;
    default_prop(p, st, "fastmath", "arith", "fastmath<none>");
    parse_same_type_tail(p, st, &uses)
}

fn head(pr: &mut Printer, op: Op) {
    pr.w(pr.ir.op_name(op));
    pr.w(" ");
    pr.operands(pr.ir.operands(op));
}

fn first_operand_ty(pr: &Printer, op: Op) -> Option<Type> {
    pr.ir.operands(op).first().map(|&v| pr.ir.value_ty(v))
}

fn print_float(pr: &mut Printer, op: Op) {
    head(pr, op);
    print_enum_attr(pr, op, "fastmath", "arith");
    pr.attr_dict(op, &["fastmath"]);
    pr.w(" : ");
    if let Some(&r) = pr.ir.results(op).first() {
        pr.ty(pr.ir.value_ty(r));
    }
}

fn parse_int(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let n = arity(p.ir.ctx.str(st.name));
    let uses = parse_n_operands(p, n)?;
    parse_same_type_tail(p, st, &uses)
}

fn print_int(pr: &mut Printer, op: Op) {
    head(pr, op);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    if let Some(&r) = pr.ir.results(op).first() {
        pr.ty(pr.ir.value_ty(r));
    }
}

fn parse_fpowi(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = parse_n_operands(p, 2)?;
    parse_fastmath(p, st)?;
    default_prop(p, st, "fastmath", "arith", "fastmath<none>");
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let a = p.parse_type()?;
    p.expect(Tok::Comma, "','")?;
    let b = p.parse_type()?;
    st.operands = vec![p.resolve(&uses[0], a)?, p.resolve(&uses[1], b)?];
    st.types = vec![a];
    Ok(())
}

fn print_fpowi(pr: &mut Printer, op: Op) {
    head(pr, op);
    print_enum_attr(pr, op, "fastmath", "arith");
    pr.attr_dict(op, &["fastmath"]);
    pr.w(" : ");
    let ts = pr.ir.operand_types(op);
    pr.types(&ts);
}

fn is_none_fastmath(ir: &Ir, op: Op) -> bool {
    ir.attr(op, "fastmath").and_then(|a| ir.ctx.dialect_attr_body(a, "arith")) == Some("fastmath<none>")
}

fn parse_classify(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    p.parse_attr_dict(st)?;
    default_prop(p, st, "fastmath", "arith", "fastmath<none>");
    p.expect(Tok::Colon, "':'")?;
    let t = p.parse_type()?;
    if !is_float_like(&p.ir.ctx, t) {
        let name = p.ir.ctx.str(st.name).to_string();
        let s = crate::syntax::printer::type_to_string(&p.ir.ctx, t);
        return p.err_at(st.pos, format!("custom op '{name}' 'operand' must be floating-point-like, but got '{s}'"));
    }
    st.operands = vec![p.resolve(&u, t)?];
    st.types = vec![i1_like(&mut p.ir.ctx, t)];
    Ok(())
}

fn print_classify(pr: &mut Printer, op: Op) {
    head(pr, op);
    let elided: &[&str] = if is_none_fastmath(pr.ir, op) { &["fastmath"] } else { &[] };
    pr.attr_dict(op, elided);
    pr.w(" : ");
    if let Some(t) = first_operand_ty(pr, op) {
        pr.ty(t);
    }
}

fn parse_sincos(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    parse_fastmath(p, st)?;
    default_prop(p, st, "fastmath", "arith", "fastmath<none>");
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.parse_type()?;
    st.operands = vec![p.resolve(&u, t)?];
    st.types = vec![t, t];
    Ok(())
}

fn print_sincos(pr: &mut Printer, op: Op) {
    head(pr, op);
    print_enum_attr(pr, op, "fastmath", "arith");
    pr.attr_dict(op, &["fastmath"]);
    pr.w(" : ");
    if let Some(t) = first_operand_ty(pr, op) {
        pr.ty(t);
    }
}

fn parse_clampf(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.parse_keyword("to")?;
    p.expect(Tok::LSquare, "'['")?;
    let lo = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let hi = p.parse_operand()?;
    p.expect(Tok::RSquare, "']'")?;
    parse_fastmath(p, st)?;
    default_prop(p, st, "fastmath", "arith", "fastmath<none>");
    parse_same_type_tail(p, st, &[x, lo, hi])
}

fn print_clampf(pr: &mut Printer, op: Op) {
    let ops = pr.ir.operands(op);
    let [x, lo, hi] = ops else {
        pr.generic_op(op);
        return;
    };
    pr.w("math.clampf ");
    pr.operand(*x);
    pr.w(" to [");
    pr.operand(*lo);
    pr.w(", ");
    pr.operand(*hi);
    pr.w("]");
    print_enum_attr(pr, op, "fastmath", "arith");
    pr.attr_dict(op, &["fastmath"]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(*x));
}

// ----- verification -----

/// Structural counts, checked in upstream's trait order (regions, results, successors, operands).
fn structure(v: &mut Verifier, op: Op, operands: usize, results: usize) -> bool {
    let ir = v.ir;
    let (nr, no, ns, ng) = (ir.results(op).len(), ir.operands(op).len(), ir.successors(op).len(), ir.regions(op).len());
    if ng != 0 {
        v.err(op, "requires zero regions");
        return false;
    }
    if nr != results {
        match results {
            1 => v.err(op, "requires one result"),
            n => v.err(op, format!("expected {n} results")),
        }
        return false;
    }
    if ns != 0 {
        v.err(op, "requires zero successors");
        return false;
    }
    if no != operands {
        match operands {
            1 => v.err(op, "requires a single operand"),
            n => v.err(op, format!("expected {n} operands, but found {no}")),
        }
        return false;
    }
    true
}

fn type_is(v: &mut Verifier, op: Op, what: &str, i: usize, t: Type, ok: bool, desc: &str) -> bool {
    if !ok {
        let s = v.ty_str(t);
        v.err(op, format!("{what} #{i} must be {desc}, but got '{s}'"));
    }
    ok
}

const FLOAT: &str = "floating-point-like";
const INT: &str = "signless-integer-like";

fn verify_fastmath(v: &mut Verifier, op: Op) -> bool {
    let Some(a) = v.ir.attr(op, "fastmath") else { return true };
    let ok = v.ctx().dialect_attr_body(a, "arith").is_some_and(|b| b.starts_with("fastmath<"));
    if !ok {
        v.err(op, "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags");
    }
    ok
}

fn verify(v: &mut Verifier, op: Op, kind: Kind) {
    let name = v.ir.op_name(op).to_string();
    let (no, nr) = match kind {
        Kind::Float(_) | Kind::Int(_) => (arity(&name), 1),
        Kind::FPowI => (2, 1),
        Kind::Classify => (1, 1),
        Kind::SinCos => (1, 2),
        Kind::ClampF => (3, 1),
    };
    if !structure(v, op, no, nr) {
        return;
    }
    if !matches!(kind, Kind::Int(_)) && !verify_fastmath(v, op) {
        return;
    }
    let ots = v.ir.operand_types(op);
    let rts = v.ir.result_types(op);
    let ctx = v.ctx();
    match kind {
        Kind::Float(_) | Kind::ClampF | Kind::Int(_) => {
            let (desc, pred): (&str, fn(&Context, Type) -> bool) =
                if matches!(kind, Kind::Int(_)) { (INT, is_signless_int_like) } else { (FLOAT, is_float_like) };
            for (i, &t) in ots.iter().enumerate() {
                if !type_is(v, op, "operand", i, t, pred(v.ctx(), t), desc) {
                    return;
                }
            }
            if !type_is(v, op, "result", 0, rts[0], pred(v.ctx(), rts[0]), desc) {
                return;
            }
            same_operands_and_result_type(v, op);
        }
        Kind::FPowI => {
            let ok = type_is(v, op, "operand", 0, ots[0], is_float_like(ctx, ots[0]), FLOAT)
                && type_is(v, op, "operand", 1, ots[1], is_signless_int_like(v.ctx(), ots[1]), INT)
                && type_is(v, op, "result", 0, rts[0], is_float_like(v.ctx(), rts[0]), FLOAT);
            if !ok {
                return;
            }
            let ctx = v.ctx();
            let shapes = [ots[0], ots[1], rts[0]]
                .map(|t| (ctx.shape(t).map(|s| s.to_vec()), ctx.is_vector(t), ctx.is_tensor(t)));
            if shapes.windows(2).any(|w| w[0] != w[1]) {
                v.err(op, "requires the same shape for all operands and results");
                return;
            }
            if ots[0] != rts[0] {
                v.err(op, "failed to verify that all of {lhs, result} have same type");
            }
        }
        Kind::Classify => {
            if !type_is(v, op, "operand", 0, ots[0], is_float_like(ctx, ots[0]), FLOAT) {
                return;
            }
            let ctx = v.ctx();
            let bool_like = ctx.int_width(ctx.elem_ty(rts[0])) == Some(1) && ctx.is_signless_int(ctx.elem_ty(rts[0]));
            let bool_like = bool_like && (ctx.is_int(rts[0]) || ctx.is_vector(rts[0]) || ctx.is_tensor(rts[0]));
            if !type_is(v, op, "result", 0, rts[0], bool_like, "bool-like") {
                return;
            }
            if !same_shape_i1(v.ctx(), ots[0], rts[0]) {
                v.err(op, "failed to verify that result type has i1 element type and same shape as operands");
            }
        }
        Kind::SinCos => {
            if !type_is(v, op, "operand", 0, ots[0], is_float_like(ctx, ots[0]), FLOAT)
                || !type_is(v, op, "result", 0, rts[0], is_float_like(v.ctx(), rts[0]), FLOAT)
                || !type_is(v, op, "result", 1, rts[1], is_float_like(v.ctx(), rts[1]), FLOAT)
            {
                return;
            }
            if rts[0] != ots[0] || rts[1] != ots[0] {
                v.err(op, "failed to verify that all of {operand, sin, cos} have same type");
            }
        }
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
