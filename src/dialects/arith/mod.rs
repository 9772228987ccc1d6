//! The `arith` dialect: integer and float arithmetic, comparisons, casts, constants.
//!
//! This file: the ops' syntax, verification and table (traits, folders, patterns). The
//! transformation side lives beside it: `fold` (the folders, MLIR 22's semantics), `canonicalize`
//! (the canonicalization patterns), `values` (constant operands and element-wise folding, shared
//! with `math`), `softfloat` (IEEE arithmetic on bit patterns, as `APFloat` computes it).

use super::common::*;
use super::ods::{OpFormat, FASTMATH, FLOAT_LIKE, FORMAT, OVERFLOW, SIGNLESS_INT_LIKE};
use super::OpSpec;
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
static INT_BINARY: OpFormat = OpFormat {
    operands: &[("lhs", &SIGNLESS_INT_LIKE), ("rhs", &SIGNLESS_INT_LIKE)],
    results: &[("result", &SIGNLESS_INT_LIKE)],
    attrs: &[],
    format: "$lhs `,` $rhs attr-dict `:` type($result)",
    verify: None,
    same_type: true,
    ..FORMAT
};
static INT_BINARY_OVERFLOW: OpFormat = OpFormat {
    operands: &[("lhs", &SIGNLESS_INT_LIKE), ("rhs", &SIGNLESS_INT_LIKE)],
    results: &[("result", &SIGNLESS_INT_LIKE)],
    attrs: &[("overflowFlags", &OVERFLOW)],
    format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
    verify: None,
    same_type: true,
    ..FORMAT
};
static FLOAT_BINARY: OpFormat = OpFormat {
    operands: &[("lhs", &FLOAT_LIKE), ("rhs", &FLOAT_LIKE)],
    results: &[("result", &FLOAT_LIKE)],
    attrs: &[("fastmath", &FASTMATH)],
    format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    verify: None,
    same_type: true,
    ..FORMAT
};
static FLOAT_UNARY: OpFormat = OpFormat {
    operands: &[("operand", &FLOAT_LIKE)],
    results: &[("result", &FLOAT_LIKE)],
    attrs: &[("fastmath", &FASTMATH)],
    format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    verify: None,
    same_type: true,
    ..FORMAT
};

macro_rules! int_bin {
    ($n:literal) => {
        OpSpec::new($n).declare(&INT_BINARY)
    };
}
macro_rules! int_ovf {
    ($n:literal) => {
        OpSpec::new($n).declare(&INT_BINARY_OVERFLOW).props(&["overflowFlags"])
    };
}
macro_rules! float_bin {
    ($n:literal) => {
        OpSpec::new($n).declare(&FLOAT_BINARY).props(&["fastmath"])
    };
}
macro_rules! cast {
    ($n:literal, $k:expr) => {
        OpSpec::new($n).custom(parse_cast, print_cast).verify(|v, op| verify_cast(v, op, $k)).traits(ELEMENTWISE | PURE)
    };
}
macro_rules! cast_fm {
    ($n:literal, $k:expr) => {
        OpSpec::new($n)
            .custom(parse_cast_fm, print_cast_fm)
            .verify(|v, op| verify_cast(v, op, $k))
            .props(&["fastmath", "roundingmode"])
            .traits(ELEMENTWISE | PURE)
    };
}

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
    OpSpec::new("arith.constant")
        .custom(parse_constant, print_constant)
        .verify(verify_constant)
        .props(&["value"])
        .traits(PURE | CONSTANT_LIKE),
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
    OpSpec::new("arith.negf").declare(&FLOAT_UNARY).props(&["fastmath"]).traits(ELEMENTWISE | PURE).fold(fold::negf),
    OpSpec::new("arith.cmpi")
        .custom(parse_cmp, print_cmp)
        .verify(verify_cmp)
        .props(&["predicate"])
        .traits(ELEMENTWISE | PURE)
        .fold(fold::cmpi)
        .canonicalize(pat::CMPI),
    OpSpec::new("arith.cmpf")
        .custom(parse_cmp, print_cmp)
        .verify(verify_cmp)
        .props(&["predicate", "fastmath"])
        .traits(ELEMENTWISE | PURE)
        .fold(fold::cmpf)
        .canonicalize(pat::CMPF),
    OpSpec::new("arith.select")
        .custom(parse_select, print_select)
        .verify(verify_select)
        .traits(ELEMENTWISE | PURE)
        .fold(fold::select)
        .canonicalize(pat::SELECT),
    OpSpec::new("arith.addui_extended")
        .custom(parse_addui_ext, print_addui_ext)
        .verify(verify_extended)
        .traits(ELEMENTWISE | PURE | COMMUTATIVE)
        .fold(fold::addui_extended)
        .canonicalize(pat::ADDUI_EXTENDED),
    OpSpec::new("arith.mulsi_extended")
        .custom(parse_mul_ext, print_mul_ext)
        .verify(verify_extended)
        .traits(ELEMENTWISE | PURE | COMMUTATIVE)
        .fold(fold::mulsi_extended)
        .canonicalize(pat::MULSI_EXTENDED),
    OpSpec::new("arith.mului_extended")
        .custom(parse_mul_ext, print_mul_ext)
        .verify(verify_extended)
        .traits(ELEMENTWISE | PURE | COMMUTATIVE)
        .fold(fold::mului_extended)
        .canonicalize(pat::MULUI_EXTENDED),
    cast!("arith.extui", CastKind::IntExt).fold(fold::extui),
    cast!("arith.extsi", CastKind::IntExt).fold(fold::extsi).canonicalize(pat::EXTSI),
    cast_fm!("arith.extf", CastKind::FloatExt).fold(fold::extf),
    OpSpec::new("arith.trunci")
        .custom(parse_cast_ovf, print_cast_ovf)
        .verify(|v, op| verify_cast(v, op, CastKind::IntTrunc))
        .props(&["overflowFlags"])
        .traits(ELEMENTWISE | PURE)
        .fold(fold::trunci)
        .canonicalize(pat::TRUNCI),
    cast_fm!("arith.truncf", CastKind::FloatTrunc).fold(fold::truncf).canonicalize(pat::TRUNCF),
    cast!("arith.uitofp", CastKind::IntToFloat).fold(fold::uitofp),
    cast!("arith.sitofp", CastKind::IntToFloat).fold(fold::sitofp),
    cast!("arith.fptoui", CastKind::FloatToInt).fold(fold::fptoui),
    cast!("arith.fptosi", CastKind::FloatToInt).fold(fold::fptosi),
    cast!("arith.index_cast", CastKind::IndexCast).fold(fold::index_cast).canonicalize(pat::INDEX_CAST),
    cast!("arith.index_castui", CastKind::IndexCast).fold(fold::index_castui).canonicalize(pat::INDEX_CASTUI),
    cast!("arith.bitcast", CastKind::Bitcast).fold(fold::bitcast).canonicalize(pat::BITCAST),
];

pub const CMPI_PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
pub const CMPF_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "true",
];
const ROUNDING: &[&str] = &["to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away"];

// ----- binary and unary -----

// ----- constant -----

fn parse_constant(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    let a = p.parse_attr()?;
    let t = match p.ir.ctx.attr_kind(a) {
        AttrKind::Int { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::Dense { ty, .. }
        | AttrKind::DenseResource { ty, .. } => *ty,
        _ => return p.err_at(pos, "expected a typed attribute for 'arith.constant'"),
    };
    st.add_attr(p.ir, "value", a);
    st.types = vec![t];
    Ok(())
}
fn print_constant(pr: &mut Printer, op: Op) {
    pr.w("arith.constant");
    pr.attr_dict(op, &["value"]);
    pr.w(" ");
    let Some(a) = pr.ir.attr(op, "value") else { return };
    pr.attr(a);
}
fn verify_constant(v: &mut Verifier, op: Op) {
    if !counts(v, op, 0, 1) {
        return;
    }
    let Some(a) = require_attr(v, op, "value") else { return };
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    let at = match v.ctx().attr_kind(a) {
        AttrKind::Int { ty, .. }
        | AttrKind::Float { ty, .. }
        | AttrKind::Dense { ty, .. }
        | AttrKind::DenseResource { ty, .. } => Some(*ty),
        _ => None,
    };
    match at {
        Some(t) if t == rt => {
            if !matches!(
                v.ctx().type_kind(t),
                TypeKind::Int { sign: Signedness::Signless, .. }
                    | TypeKind::Index
                    | TypeKind::Float(_)
                    | TypeKind::Vector { .. }
                    | TypeKind::Tensor { .. }
            ) {
                let s = v.ty_str(t);
                v.err(
                    op,
                    format!("result #0 must be signless integer or floating-point or vector or tensor, but got '{s}'"),
                );
            }
        }
        Some(t) => {
            let (a, b) = (v.ty_str(t), v.ty_str(rt));
            let _ = (a, b);
            v.err(op, "failed to verify that all of {value, result} have same type");
        }
        None => v.err(op, "value must be an integer, float, or elements attribute"),
    }
}

// ----- comparisons -----

fn parse_cmp(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let is_f = p.ir.ctx.str(st.name) == "arith.cmpf";
    let pos = p.tok.start;
    let kw = match p.tok.kind.clone() {
        Tok::BareId => p.parse_any_keyword("predicate")?,
        Tok::Str(s) => {
            p.bump();
            String::from_utf8_lossy(&s).into_owned()
        }
        _ => {
            return p.err(
                "expected string or keyword containing one of the following enum values for attribute 'predicate'",
            )
        }
    };
    let list = if is_f { CMPF_PREDICATES } else { CMPI_PREDICATES };
    let Some(i) = list.iter().position(|&x| x == kw) else {
        let name = p.ir.ctx.str(st.name).to_string();
        return p.err_at(
            pos,
            format!("custom op '{name}' expected string or keyword containing one of the following enum values for attribute 'predicate' [{}]", list.join(", ")),
        );
    };
    let i64t = p.ir.ctx.int_ty(64);
    let a = p.ir.ctx.int_attr(i64t, i as i128);
    st.add_attr(p.ir, "predicate", a);
    p.expect(Tok::Comma, "','")?;
    let uses = parse_n_operands(p, 2)?;
    if is_f {
        parse_optional_enum_attr(p, st, "fastmath", "arith", "fastmath")?;
        default_prop(p, st, "fastmath", "arith", "fastmath<none>");
    }
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.parse_type()?;
    st.operands = p.resolve_same(&uses, t)?;
    st.types = vec![i1_like(&mut p.ir.ctx, t)];
    Ok(())
}
fn can_print_cmp(ir: &Ir, op: Op) -> Option<&'static str> {
    let is_f = ir.op_name(op) == "arith.cmpf";
    let i = ir.attr(op, "predicate").and_then(|a| ir.ctx.as_int(a))?;
    let list = if is_f { CMPF_PREDICATES } else { CMPI_PREDICATES };
    list.get(usize::try_from(i).ok()?).copied()
}
fn print_cmp(pr: &mut Printer, op: Op) {
    let Some(pred) = can_print_cmp(pr.ir, op) else {
        pr.generic_op(op);
        return;
    };
    pr.w(pr.ir.op_name(op));
    pr.w(" ");
    pr.w(pred);
    pr.w(", ");
    pr.operands(pr.ir.operands(op));
    if pr.ir.op_name(op) == "arith.cmpf" {
        print_enum_attr(pr, op, "fastmath", "arith");
    }
    pr.attr_dict(op, &["predicate", "fastmath"]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(pr.ir.operands(op)[0]));
}
fn verify_cmp(v: &mut Verifier, op: Op) {
    if !counts(v, op, 2, 1) {
        return;
    }
    let Some(_) = require_attr(v, op, "predicate") else { return };
    if can_print_cmp(v.ir, op).is_none() {
        v.err(op, "attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases");
        return;
    }
    let ts = v.ir.operand_types(op);
    if ts[0] != ts[1] {
        v.err(op, "requires all operands to have the same type");
        return;
    }
    let is_f = v.ir.op_name(op) == "arith.cmpf";
    let ok = if is_f { is_float_like(v.ctx(), ts[0]) } else { is_signless_int_like(v.ctx(), ts[0]) };
    if !ok {
        let s = v.ty_str(ts[0]);
        let what = if is_f { "floating-point-like" } else { "signless-integer-like" };
        v.err(op, format!("operand #0 must be {what}, but got '{s}'"));
        return;
    }
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    let ctx = v.ctx();
    let want_shape = ctx.shape(ts[0]).map(|s| s.to_vec());
    let got_shape = ctx.shape(rt).map(|s| s.to_vec());
    let rt_i1 = ctx.int_width(ctx.elem_ty(rt)) == Some(1);
    if !rt_i1 || want_shape != got_shape {
        v.err(op, "result type must be i1 or a shaped type of i1 with the shape of the operands");
    }
}

// ----- select -----

fn parse_select(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = parse_n_operands(p, 3)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t1 = p.parse_type()?;
    let (ct, rt) = if p.optional(Tok::Comma) { (t1, p.parse_type()?) } else { (p.ir.ctx.int_ty(1), t1) };
    st.operands = vec![p.resolve(&uses[0], ct)?, p.resolve(&uses[1], rt)?, p.resolve(&uses[2], rt)?];
    st.types = vec![rt];
    Ok(())
}
fn print_select(pr: &mut Printer, op: Op) {
    pr.w("arith.select ");
    pr.operands(pr.ir.operands(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    let ct = pr.ir.value_ty(pr.ir.operands(op)[0]);
    if pr.ir.ctx.int_width(ct) != Some(1) || pr.ir.ctx.is_shaped(ct) {
        pr.ty(ct);
        pr.w(", ");
    }
    pr.ty(pr.ir.value_ty(pr.ir.result(op, 0)));
}
fn verify_select(v: &mut Verifier, op: Op) {
    if !counts(v, op, 3, 1) {
        return;
    }
    let ts = v.ir.operand_types(op);
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    if ts[1] != rt || ts[2] != rt {
        v.err(op, "failed to verify that all of {true_value, false_value, result} have same type");
        return;
    }
    let ctx = v.ctx();
    if ctx.int_width(ctx.elem_ty(ts[0])) != Some(1) {
        let s = v.ty_str(ts[0]);
        v.err(op, format!("operand #0 must be bool-like, but got '{s}'"));
        return;
    }
    if ctx.is_shaped(ts[0]) && ctx.shape(ts[0]) != ctx.shape(rt) {
        let s = v.ty_str(rt);
        v.err(
            op,
            format!(
                "expected condition type to have the same shape as the result type, expected '{}', but got '{}'",
                s,
                v.ty_str(ts[0])
            ),
        );
    }
}

// ----- extended arithmetic -----

fn parse_addui_ext(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = parse_n_operands(p, 2)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.parse_type()?;
    p.expect(Tok::Comma, "','")?;
    let o = p.parse_type()?;
    st.operands = p.resolve_same(&uses, t)?;
    st.types = vec![t, o];
    Ok(())
}
fn print_addui_ext(pr: &mut Printer, op: Op) {
    pr.w("arith.addui_extended ");
    pr.operands(pr.ir.operands(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    let ts = pr.ir.result_types(op);
    pr.types(&ts);
}
fn parse_mul_ext(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = parse_n_operands(p, 2)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.parse_type()?;
    st.operands = p.resolve_same(&uses, t)?;
    st.types = vec![t, t];
    Ok(())
}
fn print_mul_ext(pr: &mut Printer, op: Op) {
    pr.w(pr.ir.op_name(op));
    pr.w(" ");
    pr.operands(pr.ir.operands(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(pr.ir.result(op, 0)));
}
fn verify_extended(v: &mut Verifier, op: Op) {
    if !counts(v, op, 2, 2) {
        return;
    }
    let ts = v.ir.operand_types(op);
    let rs = v.ir.result_types(op);
    if ts[0] != ts[1] || rs[0] != ts[0] {
        v.err(op, "requires the same type for all operands and results");
        return;
    }
    if !is_signless_int_like(v.ctx(), ts[0]) {
        let s = v.ty_str(ts[0]);
        v.err(op, format!("operand #0 must be signless-integer-like, but got '{s}'"));
        return;
    }
    if v.ir.op_name(op) == "arith.addui_extended" {
        let ctx = v.ctx();
        if ctx.int_width(ctx.elem_ty(rs[1])) != Some(1) || ctx.shape(rs[1]) != ctx.shape(ts[0]) {
            v.err(op, "overflow flag type must be i1 or a shaped type of i1 with the shape of the operands");
        }
    } else if rs[1] != ts[0] {
        v.err(op, "requires the same type for all operands and results");
    }
}

// ----- casts -----

fn parse_cast_tail(p: &mut Parser, st: &mut OpState, u: &crate::syntax::parser::UOperand) -> PResult<()> {
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let a = p.parse_type()?;
    p.parse_keyword("to")?;
    let b = p.parse_type()?;
    st.operands = vec![p.resolve(u, a)?];
    st.types = vec![b];
    Ok(())
}
fn print_cast_tail(pr: &mut Printer, op: Op, elided: &[&str]) {
    pr.attr_dict(op, elided);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(pr.ir.operands(op)[0]));
    pr.w(" to ");
    pr.ty(pr.ir.value_ty(pr.ir.result(op, 0)));
}
fn parse_cast(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    parse_cast_tail(p, st, &u)
}
fn print_cast(pr: &mut Printer, op: Op) {
    pr.w(pr.ir.op_name(op));
    pr.w(" ");
    pr.operands(pr.ir.operands(op));
    print_cast_tail(pr, op, &[]);
}
fn parse_cast_fm(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    if let Some(i) = ROUNDING.iter().position(|r| p.is_keyword(r)) {
        p.bump();
        let t = p.ir.ctx.int_ty(32);
        let a = p.ir.ctx.int_attr(t, i as i128);
        st.add_attr(p.ir, "roundingmode", a);
    }
    parse_optional_enum_attr(p, st, "fastmath", "arith", "fastmath")?;
    parse_cast_tail(p, st, &u)
}
fn print_cast_fm(pr: &mut Printer, op: Op) {
    pr.w(pr.ir.op_name(op));
    pr.w(" ");
    pr.operands(pr.ir.operands(op));
    let mut elided = vec!["fastmath"];
    if let Some(i) = pr.ir.attr(op, "roundingmode").and_then(|a| pr.ir.ctx.as_int(a)) {
        if let Some(r) = ROUNDING.get(i as usize) {
            pr.w(" ");
            pr.w(r);
            elided.push("roundingmode");
        }
    }
    print_enum_attr(pr, op, "fastmath", "arith");
    print_cast_tail(pr, op, &elided);
}
fn parse_cast_ovf(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    parse_optional_enum_attr(p, st, "overflow", "arith", "overflowFlags")?;
    default_prop(p, st, "overflowFlags", "arith", "overflow<none>");
    parse_cast_tail(p, st, &u)
}
fn print_cast_ovf(pr: &mut Printer, op: Op) {
    pr.w(pr.ir.op_name(op));
    pr.w(" ");
    pr.operands(pr.ir.operands(op));
    print_enum_attr(pr, op, "overflowFlags", "arith");
    print_cast_tail(pr, op, &["overflowFlags"]);
}

fn bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Int { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(crate::ir::float::bit_width(*k)),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

fn verify_cast(v: &mut Verifier, op: Op, kind: CastKind) {
    if !counts(v, op, 1, 1) {
        return;
    }
    let a = v.ir.value_ty(v.ir.operands(op)[0]);
    let b = v.ir.value_ty(v.ir.result(op, 0));
    let ctx = v.ctx();
    if ctx.shape(a) != ctx.shape(b) || ctx.is_vector(a) != ctx.is_vector(b) || ctx.is_tensor(a) != ctx.is_tensor(b) {
        let (x, y) = (v.ty_str(a), v.ty_str(b));
        v.err(op, format!("operand type '{x}' and result type '{y}' are cast incompatible"));
        return;
    }
    let (ea, eb) = (ctx.elem_ty(a), ctx.elem_ty(b));
    let int = |t: Type| ctx.is_signless_int(t);
    let fl = |t: Type| ctx.is_float(t);
    let ok = match kind {
        CastKind::IntExt | CastKind::IntTrunc => int(ea) && int(eb),
        CastKind::FloatExt | CastKind::FloatTrunc => fl(ea) && fl(eb),
        CastKind::IntToFloat => int(ea) && fl(eb),
        CastKind::FloatToInt => fl(ea) && int(eb),
        CastKind::IndexCast => (ctx.is_index(ea) && int(eb)) || (int(ea) && ctx.is_index(eb)),
        CastKind::Bitcast => {
            (int(ea) || fl(ea) || ctx.is_index(ea))
                && (int(eb) || fl(eb) || ctx.is_index(eb))
                && bit_width(ctx, ea) == bit_width(ctx, eb)
        }
    };
    if !ok {
        let (x, y) = (v.ty_str(a), v.ty_str(b));
        v.err(op, format!("operand type '{x}' and result type '{y}' are cast incompatible"));
        return;
    }
    let (wa, wb) = (bit_width(ctx, ea).unwrap_or(0), bit_width(ctx, eb).unwrap_or(0));
    let bad_width = match kind {
        CastKind::IntExt | CastKind::FloatExt => wb <= wa,
        CastKind::IntTrunc | CastKind::FloatTrunc => wb >= wa,
        _ => false,
    };
    if bad_width {
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
