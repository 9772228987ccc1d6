//! The `llvm` dialect as input: the ops, types and attributes that upstream's
//! `convert-*-to-llvm` passes produce, so that `mlir-opt`'s fully lowered output compiles.
//!
//! Types: `!llvm.ptr`, `!llvm.ptr<N>`, literal `!llvm.struct<([packed] ...)>`,
//! `!llvm.array<N x T>`, `!llvm.func<R (T, ...)>` and `!llvm.void` are typed
//! (`TypeKind::Llvm*`, parsed by `parse_type` here, printed by `ir::display`); other `llvm`
//! types (identified structs, `!llvm.token`, ...) stay dialect text. Attributes
//! (`#llvm.fastmath<...>`, `#llvm.linkage<...>`, `#llvm.cconv<...>`, ...) are enum attributes (`ir::enums`).
//!
//! Properties are upstream's, with their defaults set by the custom parsers, so that the
//! generic form prints as `mlir-opt --mlir-print-op-generic` does: integer flags
//! (`overflowFlags`, GEP `noWrapFlags`) are `i32`, enums (`predicate`, `ordering`, `bin_op`)
//! `i64`, unit flags (`isExact`, `isDisjoint`, `nonNeg`, `volatile_`) units.
//!
//! Ops with upstream's declarative format that ods expresses are declared (casts); the others
//! (variadic operands, successors, regions, mixed static/dynamic GEP indices, optional
//! keywords before operands) are hand-written here, grouped by shape.

use super::common::*;
use super::ods::{OpFormat, TypeConstraint, FORMAT};
use super::{OpSpec, AUTOMATIC_ALLOCATION_SCOPE, CONSTANT_LIKE, ISOLATED, PURE, RETURN_LIKE, SYMBOL, TERMINATOR};
use crate::ir::interfaces::BranchOpInterface;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, RegionArg, UOperand};
use crate::syntax::printer::Printer;
use std::ops::Range;

// ----- types -----

/// Parses the `llvm` type named `!llvm.<kw>` (the `!llvm.` token consumed), or `None` when it
/// is not one of the typed ones (the caller keeps it as dialect text).
pub fn parse_type(p: &mut Parser, pos: usize, kw: &str) -> PResult<Option<Type>> {
    if !matches!(kw, "ptr" | "struct" | "array" | "func" | "void") {
        return Ok(None);
    }
    // As upstream, an unbalanced body is an error before the type's own syntax is read.
    if p.is(&Tok::Less) {
        let save = p.tok.start;
        p.parse_dialect_body()?;
        p.reset_to(save);
    }
    if kw == "struct" && p.is(&Tok::Less) {
        // Identified structs (`struct<"name", ...>`) stay text.
        let save = p.tok.start;
        p.bump();
        let identified = matches!(p.tok.kind, Tok::Str(_));
        p.reset_to(save);
        if identified {
            return Ok(None);
        }
    }
    parse_body(p, pos, kw).map(Some)
}

/// The body of an `llvm` type after its keyword.
fn parse_body(p: &mut Parser, pos: usize, kw: &str) -> PResult<Type> {
    match kw {
        "ptr" => {
            let mut space = 0u32;
            if p.is(&Tok::Less) && !p.is_space_before(p.tok.start) {
                p.bump();
                space = p.parse_u64("expected address space")? as u32;
                p.expect(Tok::Greater, "'>'")?;
            }
            Ok(p.ir.ctx.ty(TypeKind::LlvmPtr { space }))
        }
        "void" => Ok(p.ir.ctx.ty(TypeKind::LlvmVoid)),
        "struct" => {
            p.expect(Tok::Less, "'<'")?;
            let packed = p.parse_optional_keyword("packed");
            let mut elems = vec![];
            p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
                elems.push(parse_elem_type(p)?);
                Ok(())
            })?;
            p.expect(Tok::Greater, "'>'")?;
            Ok(p.ir.ctx.ty(TypeKind::LlvmStruct { packed, elems }))
        }
        "array" => {
            p.expect(Tok::Less, "'<'")?;
            let len = p.parse_u64("expected array length")?;
            if !p.parse_optional_keyword("x") {
                return p.err("expected 'x' in LLVM dialect array type");
            }
            let elem = parse_elem_type(p)?;
            p.expect(Tok::Greater, "'>'")?;
            Ok(p.ir.ctx.ty(TypeKind::LlvmArray { len, elem }))
        }
        "func" => {
            p.expect(Tok::Less, "'<'")?;
            let ret = parse_elem_type(p)?;
            let mut params = vec![];
            let mut vararg = false;
            p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
                if p.optional(Tok::Ellipsis) {
                    vararg = true;
                } else {
                    params.push(parse_elem_type(p)?);
                }
                Ok(())
            })?;
            p.expect(Tok::Greater, "'>'")?;
            Ok(p.ir.ctx.ty(TypeKind::LlvmFunc { ret, params, vararg }))
        }
        _ => p.err_at(pos, format!("unknown LLVM type: {kw}")),
    }
}

/// A type inside an `llvm` type: the dialect's short forms (`ptr`, `struct<...>`, ...) or
/// any type.
fn parse_elem_type(p: &mut Parser) -> PResult<Type> {
    if p.is(&Tok::BareId) {
        let kw = p.text();
        if matches!(kw, "ptr" | "struct" | "array" | "func" | "void") {
            let pos = p.tok.start;
            p.bump();
            return parse_body(p, pos, kw);
        }
    }
    p.parse_type()
}

pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::LlvmPtr { .. })
}

// ----- ops -----

const FASTMATH: &[&str] = &["fastmathFlags"];

const fn int_bin(name: &'static str) -> OpSpec {
    OpSpec::new(name).custom(parse_bin, print_bin).verify(verify_bin).props(&["overflowFlags"]).traits(PURE)
}
const fn plain_bin(name: &'static str) -> OpSpec {
    OpSpec::new(name).custom(parse_bin, print_bin).verify(verify_bin).props(&["isExact", "isDisjoint"]).traits(PURE)
}
const fn float_bin(name: &'static str) -> OpSpec {
    OpSpec::new(name).custom(parse_bin, print_bin).verify(verify_bin).props(FASTMATH).traits(PURE)
}
const fn cast(name: &'static str) -> OpSpec {
    OpSpec::new(name).custom(parse_cast, print_cast).props(&["overflowFlags", "nonNeg"]).traits(PURE)
}
/// `llvm.intr.NAME(%a, ...) : (T, ...) -> R`, with fast-math flags or not.
const fn intr(name: &'static str, fastmath: bool) -> OpSpec {
    OpSpec::new(name).custom(parse_intr, print_intr).props(if fastmath { FASTMATH } else { &[] }).traits(PURE)
}
/// An intrinsic upstream prints in the generic form (no assembly format).
const fn generic_intr(name: &'static str, props: &'static [&'static str]) -> OpSpec {
    OpSpec::new(name).props(props).traits(PURE)
}

static PTR_TO_INT: OpFormat = OpFormat {
    operands: &[("arg", &PTR_LIKE)],
    results: &[("res", &INT_LIKE)],
    attrs: &[],
    format: "$arg attr-dict `:` type($arg) `to` type($res)",
    verify: None,
    same_type: false,
    ..FORMAT
};
static INT_TO_PTR: OpFormat = OpFormat {
    operands: &[("arg", &INT_LIKE)],
    results: &[("res", &PTR_LIKE)],
    attrs: &[],
    format: "$arg attr-dict `:` type($arg) `to` type($res)",
    verify: None,
    same_type: false,
    ..FORMAT
};
static PTR_LIKE: TypeConstraint = TypeConstraint {
    summary: "LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    check: |ctx, t| elem_is(ctx, t, |k| matches!(k, TypeKind::LlvmPtr { .. })),
    build: None,
    kind: None,
};
static INT_LIKE: TypeConstraint = TypeConstraint {
    summary: "signless integer or LLVM dialect-compatible vector of signless integer",
    check: |ctx, t| elem_is(ctx, t, |k| matches!(k, TypeKind::Int { sign: Signedness::Signless, .. })),
    build: None,
    kind: None,
};

pub static OPS: &[OpSpec] = &[
    OpSpec::new("llvm.func")
        .custom(parse_func, print_func)
        .verify(verify_func)
        .props(FUNC_PROPS)
        .traits(ISOLATED | SYMBOL | AUTOMATIC_ALLOCATION_SCOPE),
    OpSpec::new("llvm.mlir.global").custom(parse_global, print_global).props(GLOBAL_PROPS).traits(ISOLATED | SYMBOL),
    OpSpec::new("llvm.return")
        .custom(parse_return, print_return)
        .verify(verify_return)
        .traits(TERMINATOR | RETURN_LIKE | PURE),
    OpSpec::new("llvm.unreachable").custom(parse_nothing, print_nothing).traits(TERMINATOR),
    OpSpec::new("llvm.br")
        .custom(parse_br, print_br)
        .props(&["loop_annotation"])
        .traits(TERMINATOR | PURE)
        .branch(BranchOpInterface { successor_operands: br_operands, set_successor_operands: set_br_operands }),
    OpSpec::new("llvm.cond_br")
        .custom(parse_cond_br, print_cond_br)
        .props(&["operandSegmentSizes", "branch_weights", "loop_annotation"])
        .traits(TERMINATOR | PURE)
        .branch(BranchOpInterface {
            successor_operands: cond_br_operands,
            set_successor_operands: set_cond_br_operands,
        }),
    OpSpec::new("llvm.switch")
        .custom(parse_switch, print_switch)
        .props(&["case_values", "case_operand_segments", "operandSegmentSizes", "branch_weights"])
        .traits(TERMINATOR | PURE)
        .branch(BranchOpInterface { successor_operands: switch_operands, set_successor_operands: set_switch_operands }),
    OpSpec::new("llvm.call").custom(parse_call, print_call).verify(verify_call).props(CALL_PROPS),
    OpSpec::new("llvm.mlir.constant")
        .custom(parse_constant, print_constant)
        .props(&["value"])
        .traits(PURE | CONSTANT_LIKE),
    OpSpec::new("llvm.mlir.poison").custom(parse_nothing, print_nothing).traits(PURE),
    OpSpec::new("llvm.mlir.undef").custom(parse_nothing, print_nothing).traits(PURE),
    OpSpec::new("llvm.mlir.zero").custom(parse_nothing, print_nothing).traits(PURE),
    OpSpec::new("llvm.mlir.addressof").custom(parse_addressof, print_addressof).props(&["global_name"]).traits(PURE),
    OpSpec::new("llvm.getelementptr")
        .custom(parse_gep, print_gep)
        .verify(verify_gep)
        .props(&["elem_type", "noWrapFlags", "rawConstantIndices"])
        .traits(PURE),
    OpSpec::new("llvm.insertvalue")
        .custom(parse_insertvalue, print_insertvalue)
        .verify(verify_aggregate)
        .props(&["position"])
        .traits(PURE),
    OpSpec::new("llvm.extractvalue")
        .custom(parse_extractvalue, print_extractvalue)
        .verify(verify_aggregate)
        .props(&["position"])
        .traits(PURE),
    OpSpec::new("llvm.load").custom(parse_load, print_load).props(MEM_PROPS),
    OpSpec::new("llvm.store").custom(parse_store, print_store).props(MEM_PROPS),
    OpSpec::new("llvm.alloca").custom(parse_alloca, print_alloca).props(&["alignment", "elem_type", "inalloca"]),
    OpSpec::new("llvm.icmp").custom(parse_cmp, print_cmp).props(&["predicate"]).traits(PURE),
    OpSpec::new("llvm.fcmp").custom(parse_cmp, print_cmp).props(&["fastmathFlags", "predicate"]).traits(PURE),
    OpSpec::new("llvm.select").custom(parse_select, print_select).props(FASTMATH).traits(PURE),
    OpSpec::new("llvm.atomicrmw").custom(parse_atomicrmw, print_atomicrmw).props(&[
        "alignment",
        "bin_op",
        "ordering",
        "syncscope",
        "volatile_",
    ]),
    OpSpec::new("llvm.cmpxchg").custom(parse_cmpxchg, print_cmpxchg).props(&[
        "alignment",
        "failure_ordering",
        "success_ordering",
        "syncscope",
        "volatile_",
        "weak",
    ]),
    int_bin("llvm.add"),
    int_bin("llvm.sub"),
    int_bin("llvm.mul"),
    int_bin("llvm.shl"),
    plain_bin("llvm.udiv"),
    plain_bin("llvm.sdiv"),
    plain_bin("llvm.urem"),
    plain_bin("llvm.srem"),
    plain_bin("llvm.and"),
    plain_bin("llvm.or"),
    plain_bin("llvm.xor"),
    plain_bin("llvm.lshr"),
    plain_bin("llvm.ashr"),
    float_bin("llvm.fadd"),
    float_bin("llvm.fsub"),
    float_bin("llvm.fmul"),
    float_bin("llvm.fdiv"),
    float_bin("llvm.frem"),
    float_bin("llvm.fneg"),
    cast("llvm.trunc"),
    cast("llvm.zext"),
    cast("llvm.sext"),
    cast("llvm.fpext"),
    cast("llvm.fptrunc"),
    cast("llvm.fptosi"),
    cast("llvm.fptoui"),
    cast("llvm.sitofp"),
    cast("llvm.uitofp"),
    cast("llvm.bitcast"),
    cast("llvm.addrspacecast"),
    OpSpec::new("llvm.ptrtoint").declare(&PTR_TO_INT).traits(PURE),
    OpSpec::new("llvm.inttoptr").declare(&INT_TO_PTR).traits(PURE),
    OpSpec::new("llvm.intr.stacksave").custom(parse_nothing, print_nothing),
    OpSpec::new("llvm.intr.assume").custom(parse_assume, print_assume).props(&["op_bundle_sizes", "op_bundle_tags"]),
    OpSpec::new("llvm.intr.stackrestore").custom(parse_stackrestore, print_stackrestore),
    generic_intr("llvm.intr.memcpy", &["arg_attrs", "isVolatile", "res_attrs"]),
    generic_intr("llvm.intr.memmove", &["arg_attrs", "isVolatile", "res_attrs"]),
    generic_intr("llvm.intr.memset", &["arg_attrs", "isVolatile", "res_attrs"]),
    generic_intr("llvm.intr.ctlz", &["is_zero_poison"]),
    generic_intr("llvm.intr.cttz", &["is_zero_poison"]),
    generic_intr("llvm.intr.abs", &["is_int_min_poison"]),
    generic_intr("llvm.intr.uadd.with.overflow", &[]),
    generic_intr("llvm.intr.sadd.with.overflow", &[]),
    generic_intr("llvm.intr.usub.with.overflow", &[]),
    generic_intr("llvm.intr.ssub.with.overflow", &[]),
    generic_intr("llvm.intr.umul.with.overflow", &[]),
    generic_intr("llvm.intr.smul.with.overflow", &[]),
    intr("llvm.intr.ctpop", false),
    intr("llvm.intr.smax", false),
    intr("llvm.intr.smin", false),
    intr("llvm.intr.umax", false),
    intr("llvm.intr.umin", false),
    intr("llvm.intr.fabs", true),
    intr("llvm.intr.sqrt", true),
    intr("llvm.intr.exp", true),
    intr("llvm.intr.exp2", true),
    intr("llvm.intr.log", true),
    intr("llvm.intr.log2", true),
    intr("llvm.intr.log10", true),
    intr("llvm.intr.pow", true),
    intr("llvm.intr.powi", true),
    intr("llvm.intr.fma", true),
    intr("llvm.intr.fmuladd", true),
    intr("llvm.intr.sin", true),
    intr("llvm.intr.cos", true),
    intr("llvm.intr.tan", true),
    intr("llvm.intr.asin", true),
    intr("llvm.intr.acos", true),
    intr("llvm.intr.atan", true),
    intr("llvm.intr.atan2", true),
    intr("llvm.intr.sinh", true),
    intr("llvm.intr.cosh", true),
    intr("llvm.intr.tanh", true),
    intr("llvm.intr.floor", true),
    intr("llvm.intr.ceil", true),
    intr("llvm.intr.trunc", true),
    intr("llvm.intr.round", true),
    intr("llvm.intr.roundeven", true),
    intr("llvm.intr.rint", true),
    intr("llvm.intr.nearbyint", true),
    intr("llvm.intr.copysign", true),
    intr("llvm.intr.maxnum", true),
    intr("llvm.intr.minnum", true),
    intr("llvm.intr.maximum", true),
    intr("llvm.intr.minimum", true),
];

const FUNC_PROPS: &[&str] = &[
    "CConv",
    "alignment",
    "arg_attrs",
    "comdat",
    "dso_local",
    "function_entry_count",
    "function_type",
    "garbageCollector",
    "linkage",
    "memory_effects",
    "no_inline",
    "always_inline",
    "no_unwind",
    "passthrough",
    "personality",
    "res_attrs",
    "section",
    "sym_name",
    "sym_visibility",
    "unnamed_addr",
    "visibility_",
    "will_return",
];
const GLOBAL_PROPS: &[&str] = &[
    "addr_space",
    "alignment",
    "comdat",
    "constant",
    "dbg_exprs",
    "dso_local",
    "externally_initialized",
    "global_type",
    "linkage",
    "section",
    "sym_name",
    "thread_local_",
    "unnamed_addr",
    "value",
    "visibility_",
];
const CALL_PROPS: &[&str] = &[
    "CConv",
    "TailCallKind",
    "access_groups",
    "alias_scopes",
    "arg_attrs",
    "branch_weights",
    "callee",
    "convergent",
    "fastmathFlags",
    "memory_effects",
    "no_unwind",
    "noalias_scopes",
    "op_bundle_sizes",
    "op_bundle_tags",
    "operandSegmentSizes",
    "res_attrs",
    "tbaa",
    "var_callee_type",
    "will_return",
];
const MEM_PROPS: &[&str] = &[
    "access_groups",
    "alias_scopes",
    "alignment",
    "dereferenceable",
    "invariant",
    "invariantGroup",
    "noalias_scopes",
    "nontemporal",
    "ordering",
    "syncscope",
    "tbaa",
    "volatile_",
];

// ----- small helpers -----

fn set_prop(p: &mut Parser, st: &mut OpState, name: &str, a: Attr) {
    st.add_attr(p.ir, name, a);
}
fn has(p: &Parser, st: &OpState, name: &str) -> bool {
    let Some(s) = p.ir.ctx.lookup_sym(name) else { return false };
    st.attrs.iter().chain(st.props.iter()).any(|e| e.0 == s)
}
fn default_int(p: &mut Parser, st: &mut OpState, name: &str, width: u32, v: i128) {
    if !has(p, st, name) {
        let t = p.ir.ctx.int_ty(width);
        let a = p.ir.ctx.int_attr(t, v);
        set_prop(p, st, name, a);
    }
}
fn default_fastmath(p: &mut Parser, st: &mut OpState) {
    default_prop(p, st, "fastmathFlags", "llvm", "fastmath<none>");
}
fn int_prop(ir: &Ir, op: Op, name: &str) -> Option<i128> {
    ir.attr(op, name).and_then(|a| ir.ctx.as_int(a))
}
/// Names of properties holding their default (printed nowhere in the custom form).
fn defaults(ir: &Ir, op: Op) -> Vec<&'static str> {
    let mut out = vec![];
    if ir.attr(op, "fastmathFlags").and_then(|a| ir.ctx.enum_value(a, &enums::LLVM_FASTMATH)) == Some(0) {
        out.push("fastmathFlags");
    }
    out
}
fn unit(p: &mut Parser, st: &mut OpState, name: &str) {
    let a = p.ir.ctx.unit_attr();
    set_prop(p, st, name, a);
}

fn parse_colon_type(p: &mut Parser) -> PResult<Type> {
    p.expect(Tok::Colon, "':'")?;
    p.parse_type()
}

// ----- binary ops -----

const OVERFLOW_NAMES: [(&str, i128); 2] = [("nsw", 1), ("nuw", 2)];

fn parse_overflow(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("overflow") {
        p.expect(Tok::Less, "'<'")?;
        let mut flags = 0i128;
        loop {
            let kw = p.parse_any_keyword("overflow flag")?;
            match OVERFLOW_NAMES.iter().find(|f| f.0 == kw) {
                Some(f) => flags |= f.1,
                None => return p.err(format!("invalid overflow flag '{kw}'")),
            }
            if !p.optional(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::Greater, "'>'")?;
        let t = p.ir.ctx.int_ty(32);
        let a = p.ir.ctx.int_attr(t, flags);
        set_prop(p, st, "overflowFlags", a);
    }
    Ok(())
}
fn print_overflow(pr: &mut Printer, op: Op) {
    let f = int_prop(pr.ir, op, "overflowFlags").unwrap_or(0);
    if f != 0 {
        let names: Vec<&str> = OVERFLOW_NAMES.iter().filter(|n| f & n.1 != 0).map(|n| n.0).collect();
        pr.w(&format!(" overflow<{}>", names.join(", ")));
    }
}

fn parse_unit_keywords(p: &mut Parser, st: &mut OpState, name: &str) {
    for (kw, prop, ops) in [
        ("exact", "isExact", &["llvm.udiv", "llvm.sdiv", "llvm.lshr", "llvm.ashr"][..]),
        ("disjoint", "isDisjoint", &["llvm.or"][..]),
        ("nneg", "nonNeg", &["llvm.zext", "llvm.uitofp"][..]),
    ] {
        if ops.contains(&name) && p.parse_optional_keyword(kw) {
            unit(p, st, prop);
        }
    }
}
fn print_unit_keywords(pr: &mut Printer, op: Op) {
    for (kw, prop) in [("exact", "isExact"), ("disjoint", "isDisjoint"), ("nneg", "nonNeg")] {
        if pr.ir.has_attr(op, prop) {
            pr.w(" ");
            pr.w(kw);
        }
    }
}

fn parse_bin(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let name = p.ir.ctx.str(st.name).to_string();
    parse_unit_keywords(p, st, &name);
    let unary = name == "llvm.fneg";
    let uses = parse_n_operands(p, if unary { 1 } else { 2 })?;
    let ovf = st.def.is_some_and(|d| d.props.contains(&"overflowFlags"));
    if ovf {
        parse_overflow(p, st)?;
    }
    p.parse_attr_dict(st)?;
    let t = parse_colon_type(p)?;
    st.operands = p.resolve_same(&uses, t)?;
    st.types.push(t);
    if ovf {
        default_int(p, st, "overflowFlags", 32, 0);
    }
    if st.def.is_some_and(|d| d.props.contains(&"fastmathFlags")) {
        default_fastmath(p, st);
    }
    Ok(())
}
fn print_bin(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w(ir.op_name(op));
    print_unit_keywords(pr, op);
    pr.w(" ");
    pr.operands(ir.operands(op));
    print_overflow(pr, op);
    let mut elided = defaults(ir, op);
    elided.extend(["overflowFlags", "isExact", "isDisjoint"]);
    pr.attr_dict(op, &elided);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.result(op, 0)));
}
fn verify_bin(v: &mut Verifier, op: Op) {
    if !counts(v, op, if v.ir.op_name(op) == "llvm.fneg" { 1 } else { 2 }, 1) {
        return;
    }
    same_operands_and_result_type(v, op);
}

// ----- casts -----

fn parse_cast(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let name = p.ir.ctx.str(st.name).to_string();
    parse_unit_keywords(p, st, &name);
    let u = p.parse_operand()?;
    if name == "llvm.trunc" {
        parse_overflow(p, st)?;
    }
    p.parse_attr_dict(st)?;
    let from = parse_colon_type(p)?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    let v = p.resolve(&u, from)?;
    st.operands.push(v);
    st.types.push(to);
    if name == "llvm.trunc" {
        default_int(p, st, "overflowFlags", 32, 0);
    }
    Ok(())
}
fn print_cast(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w(ir.op_name(op));
    print_unit_keywords(pr, op);
    pr.w(" ");
    pr.operand(ir.operands(op)[0]);
    print_overflow(pr, op);
    pr.attr_dict(op, &["overflowFlags", "nonNeg"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
    pr.w(" to ");
    pr.ty(ir.value_ty(ir.result(op, 0)));
}

// ----- comparisons, select -----

pub const ICMP_PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
pub const FCMP_PREDICATES: [&str; 16] = [
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true",
];

fn predicates(name: &str) -> &'static [&'static str] {
    if name == "llvm.icmp" {
        &ICMP_PREDICATES
    } else {
        &FCMP_PREDICATES
    }
}

fn parse_cmp(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let name = p.ir.ctx.str(st.name).to_string();
    let pos = p.tok.start;
    let pred = p.parse_string()?;
    let Some(i) = predicates(&name).iter().position(|&x| x == pred) else {
        return p.err_at(pos, format!("invalid predicate '{pred}'"));
    };
    let uses = parse_n_operands(p, 2)?;
    p.parse_attr_dict(st)?;
    let t = parse_colon_type(p)?;
    st.operands = p.resolve_same(&uses, t)?;
    let r = i1_like(&mut p.ir.ctx, t);
    st.types.push(r);
    let i64t = p.ir.ctx.int_ty(64);
    let a = p.ir.ctx.int_attr(i64t, i as i128);
    set_prop(p, st, "predicate", a);
    if name == "llvm.fcmp" {
        default_fastmath(p, st);
    }
    Ok(())
}
fn print_cmp(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let name = ir.op_name(op);
    pr.w(name);
    let i = int_prop(ir, op, "predicate").unwrap_or(0) as usize;
    pr.w(&format!(" \"{}\" ", predicates(name).get(i).copied().unwrap_or("?")));
    pr.operands(ir.operands(op));
    let mut elided = defaults(ir, op);
    elided.push("predicate");
    pr.attr_dict(op, &elided);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
}

fn parse_select(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = parse_n_operands(p, 3)?;
    p.parse_attr_dict(st)?;
    let ct = parse_colon_type(p)?;
    p.expect(Tok::Comma, "','")?;
    let t = p.parse_type()?;
    st.operands = vec![p.resolve(&uses[0], ct)?, p.resolve(&uses[1], t)?, p.resolve(&uses[2], t)?];
    st.types.push(t);
    default_fastmath(p, st);
    Ok(())
}
fn print_select(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.select ");
    pr.operands(ir.operands(op));
    pr.attr_dict(op, &defaults(ir, op));
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
    pr.w(", ");
    pr.ty(ir.value_ty(ir.result(op, 0)));
}

// ----- constants and friends -----

fn parse_nothing(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.parse_attr_dict(st)?;
    if st.num_results > 0 || p.is(&Tok::Colon) {
        let t = parse_colon_type(p)?;
        st.types.push(t);
    }
    Ok(())
}
fn print_nothing(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w(ir.op_name(op));
    pr.attr_dict(op, &[]);
    if let Some(&r) = ir.results(op).first() {
        pr.w(" : ");
        pr.ty(ir.value_ty(r));
    }
}

fn parse_constant(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LParen, "'('")?;
    let a = p.parse_attr()?;
    p.expect(Tok::RParen, "')'")?;
    set_prop(p, st, "value", a);
    p.parse_attr_dict(st)?;
    let t = parse_colon_type(p)?;
    st.types.push(t);
    Ok(())
}
fn print_constant(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.mlir.constant(");
    if let Some(a) = ir.attr(op, "value") {
        pr.attr(a);
    }
    pr.w(")");
    pr.attr_dict(op, &["value"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.result(op, 0)));
}

fn parse_addressof(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let a = p.ir.ctx.symbol_ref(&name);
    set_prop(p, st, "global_name", a);
    p.parse_attr_dict(st)?;
    let t = parse_colon_type(p)?;
    st.types.push(t);
    Ok(())
}
fn print_addressof(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.mlir.addressof ");
    if let Some(a) = ir.attr(op, "global_name") {
        pr.attr(a);
    }
    pr.attr_dict(op, &["global_name"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.result(op, 0)));
}

// ----- intrinsics -----

fn parse_intr(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let mut uses = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        uses.push(p.parse_operand()?);
        Ok(())
    })?;
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let ins = p.parse_paren_type_list()?;
    p.expect(Tok::Arrow, "'->'")?;
    let outs = p.parse_function_result_types()?;
    st.operands = p.resolve_all(&uses, &ins, pos)?;
    st.types = outs;
    if st.def.is_some_and(|d| d.props.contains(&"fastmathFlags")) {
        default_fastmath(p, st);
    }
    Ok(())
}
fn print_intr(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w(ir.op_name(op));
    pr.w("(");
    pr.operands(ir.operands(op));
    pr.w(")");
    pr.attr_dict(op, &defaults(ir, op));
    pr.w(" : (");
    pr.types(&ir.operand_types(op));
    pr.w(") -> ");
    let rs: Vec<Type> = ir.results(op).iter().map(|&r| ir.value_ty(r)).collect();
    pr.result_types(&rs);
}

fn parse_stackrestore(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    p.parse_attr_dict(st)?;
    let t = parse_colon_type(p)?;
    let v = p.resolve(&u, t)?;
    st.operands.push(v);
    Ok(())
}
fn print_stackrestore(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.intr.stackrestore ");
    pr.operand(ir.operands(op)[0]);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
}

/// `llvm.intr.assume %cond ["tag"(%a, %b : T, U), ...] : i1`.
fn parse_assume(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    let mut sizes = vec![];
    let mut tags = vec![];
    let mut bundle_vals = vec![];
    if p.is(&Tok::LSquare) {
        p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
            let tag = p.parse_string()?;
            tags.push(p.ir.ctx.str_attr(&tag));
            p.expect(Tok::LParen, "'('")?;
            let uses = p.parse_operand_list()?;
            let pos = p.tok.start;
            p.expect(Tok::Colon, "':'")?;
            let tys = p.parse_type_list_no_parens()?;
            p.expect(Tok::RParen, "')'")?;
            sizes.push(uses.len() as i64);
            bundle_vals.extend(p.resolve_all(&uses, &tys, pos)?);
            Ok(())
        })?;
    }
    p.parse_attr_dict(st)?;
    let t = parse_colon_type(p)?;
    st.operands.push(p.resolve(&c, t)?);
    st.operands.extend(bundle_vals);
    let a = p.ir.ctx.dense_i32_array(&sizes);
    set_prop(p, st, "op_bundle_sizes", a);
    if !tags.is_empty() {
        let a = p.ir.ctx.array_attr(tags);
        set_prop(p, st, "op_bundle_tags", a);
    }
    Ok(())
}
fn print_assume(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let ops = ir.operands(op);
    pr.w("llvm.intr.assume ");
    pr.operand(ops[0]);
    let sizes = dense_array(ir, op, "op_bundle_sizes").unwrap_or_default();
    let tags = ir.attr(op, "op_bundle_tags").and_then(|a| ir.ctx.as_array(a)).map(|a| a.to_vec()).unwrap_or_default();
    if !sizes.is_empty() {
        pr.w(" [");
        let mut k = 1;
        for (i, &n) in sizes.iter().enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            if let Some(&t) = tags.get(i) {
                pr.attr(t);
            }
            let vals = &ops[k.min(ops.len())..(k + n as usize).min(ops.len())];
            k += n as usize;
            pr.w("(");
            pr.operands(vals);
            pr.w(" : ");
            let tys: Vec<Type> = vals.iter().map(|&v| ir.value_ty(v)).collect();
            pr.types(&tys);
            pr.w(")");
        }
        pr.w("]");
    }
    pr.attr_dict(op, &["op_bundle_sizes", "op_bundle_tags"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ops[0]));
}

// ----- memory -----

pub const ORDERINGS: [(&str, i128); 7] = [
    ("not_atomic", 0),
    ("unordered", 1),
    ("monotonic", 2),
    ("acquire", 4),
    ("release", 5),
    ("acq_rel", 6),
    ("seq_cst", 7),
];
pub const ATOMIC_BIN_OPS: [&str; 21] = [
    "xchg",
    "add",
    "sub",
    "_and",
    "nand",
    "_or",
    "_xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
    "usub_cond",
    "usub_sat",
    "fmaximum",
    "fminimum",
];

fn parse_ordering(p: &mut Parser, st: &mut OpState, prop: &str) -> PResult<()> {
    let kw = p.parse_any_keyword("atomic ordering")?;
    let Some(&(_, v)) = ORDERINGS.iter().find(|o| o.0 == kw) else {
        return p.err(format!("invalid atomic ordering '{kw}'"));
    };
    let t = p.ir.ctx.int_ty(64);
    let a = p.ir.ctx.int_attr(t, v);
    set_prop(p, st, prop, a);
    Ok(())
}
fn ordering_name(ir: &Ir, op: Op, prop: &str) -> &'static str {
    let v = int_prop(ir, op, prop).unwrap_or(0);
    ORDERINGS.iter().find(|o| o.1 == v).map(|o| o.0).unwrap_or("not_atomic")
}

fn parse_load(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("volatile") {
        unit(p, st, "volatile_");
    }
    let u = p.parse_operand()?;
    if p.parse_optional_keyword("atomic") {
        parse_ordering(p, st, "ordering")?;
    }
    if p.parse_optional_keyword("invariant") {
        unit(p, st, "invariant");
    }
    p.parse_attr_dict(st)?;
    let pt = parse_colon_type(p)?;
    p.expect(Tok::Arrow, "'->'")?;
    let t = p.parse_type()?;
    let v = p.resolve(&u, pt)?;
    st.operands.push(v);
    st.types.push(t);
    default_int(p, st, "ordering", 64, 0);
    Ok(())
}
fn print_volatile(pr: &mut Printer, op: Op) {
    if pr.ir.has_attr(op, "volatile_") {
        pr.w(" volatile");
    }
}
fn print_atomic(pr: &mut Printer, op: Op) {
    let o = ordering_name(pr.ir, op, "ordering");
    if o != "not_atomic" {
        pr.w(" atomic ");
        pr.w(o);
    }
    if pr.ir.has_attr(op, "invariant") {
        pr.w(" invariant");
    }
}
fn print_load(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.load");
    print_volatile(pr, op);
    pr.w(" ");
    pr.operand(ir.operands(op)[0]);
    print_atomic(pr, op);
    pr.attr_dict(op, &["volatile_", "ordering", "invariant"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
    pr.w(" -> ");
    pr.ty(ir.value_ty(ir.result(op, 0)));
}
fn parse_store(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("volatile") {
        unit(p, st, "volatile_");
    }
    let uses = parse_n_operands(p, 2)?;
    if p.parse_optional_keyword("atomic") {
        parse_ordering(p, st, "ordering")?;
    }
    p.parse_attr_dict(st)?;
    let t = parse_colon_type(p)?;
    p.expect(Tok::Comma, "','")?;
    let pt = p.parse_type()?;
    st.operands = vec![p.resolve(&uses[0], t)?, p.resolve(&uses[1], pt)?];
    default_int(p, st, "ordering", 64, 0);
    Ok(())
}
fn print_store(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.store");
    print_volatile(pr, op);
    pr.w(" ");
    pr.operands(ir.operands(op));
    print_atomic(pr, op);
    pr.attr_dict(op, &["volatile_", "ordering", "invariant"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
    pr.w(", ");
    pr.ty(ir.value_ty(ir.operands(op)[1]));
}

fn parse_alloca(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("inalloca") {
        unit(p, st, "inalloca");
    }
    let u = p.parse_operand()?;
    p.parse_keyword("x")?;
    let et = p.parse_type()?;
    let a = p.ir.ctx.type_attr(et);
    set_prop(p, st, "elem_type", a);
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let ins = p.parse_paren_type_list()?;
    p.expect(Tok::Arrow, "'->'")?;
    let outs = p.parse_function_result_types()?;
    st.operands = p.resolve_all(&[u], &ins, pos)?;
    st.types = outs;
    Ok(())
}
fn print_alloca(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.alloca ");
    if ir.has_attr(op, "inalloca") {
        pr.w("inalloca ");
    }
    pr.operand(ir.operands(op)[0]);
    pr.w(" x ");
    if let Some(t) = ir.attr(op, "elem_type").and_then(|a| ir.ctx.as_type(a)) {
        pr.ty(t);
    }
    pr.attr_dict(op, &["elem_type", "inalloca"]);
    pr.w(" : (");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
    pr.w(") -> ");
    pr.ty(ir.value_ty(ir.result(op, 0)));
}

fn parse_atomicrmw(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("volatile") {
        unit(p, st, "volatile_");
    }
    let kw = p.parse_any_keyword("atomic binary op")?;
    let Some(i) = ATOMIC_BIN_OPS.iter().position(|&x| x == kw) else {
        return p.err(format!("invalid atomic binary op '{kw}'"));
    };
    let t64 = p.ir.ctx.int_ty(64);
    let a = p.ir.ctx.int_attr(t64, i as i128);
    set_prop(p, st, "bin_op", a);
    let uses = parse_n_operands(p, 2)?;
    if p.parse_optional_keyword("syncscope") {
        p.expect(Tok::LParen, "'('")?;
        let s = p.parse_string()?;
        let a = p.ir.ctx.str_attr(&s);
        set_prop(p, st, "syncscope", a);
        p.expect(Tok::RParen, "')'")?;
    }
    parse_ordering(p, st, "ordering")?;
    p.parse_attr_dict(st)?;
    let pt = parse_colon_type(p)?;
    p.expect(Tok::Comma, "','")?;
    let t = p.parse_type()?;
    st.operands = vec![p.resolve(&uses[0], pt)?, p.resolve(&uses[1], t)?];
    st.types.push(t);
    Ok(())
}
fn print_syncscope(pr: &mut Printer, op: Op) {
    if let Some(s) = pr.ir.attr(op, "syncscope") {
        pr.w(" syncscope(");
        pr.attr(s);
        pr.w(")");
    }
}
fn print_atomicrmw(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.atomicrmw");
    print_volatile(pr, op);
    let i = int_prop(ir, op, "bin_op").unwrap_or(0) as usize;
    pr.w(" ");
    pr.w(ATOMIC_BIN_OPS.get(i).copied().unwrap_or("?"));
    pr.w(" ");
    pr.operands(ir.operands(op));
    print_syncscope(pr, op);
    pr.w(" ");
    pr.w(ordering_name(ir, op, "ordering"));
    pr.attr_dict(op, &["volatile_", "bin_op", "ordering", "syncscope"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
    pr.w(", ");
    pr.ty(ir.value_ty(ir.operands(op)[1]));
}
fn parse_cmpxchg(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("weak") {
        unit(p, st, "weak");
    }
    if p.parse_optional_keyword("volatile") {
        unit(p, st, "volatile_");
    }
    let uses = parse_n_operands(p, 3)?;
    if p.parse_optional_keyword("syncscope") {
        p.expect(Tok::LParen, "'('")?;
        let s = p.parse_string()?;
        let a = p.ir.ctx.str_attr(&s);
        set_prop(p, st, "syncscope", a);
        p.expect(Tok::RParen, "')'")?;
    }
    parse_ordering(p, st, "success_ordering")?;
    parse_ordering(p, st, "failure_ordering")?;
    p.parse_attr_dict(st)?;
    let pt = parse_colon_type(p)?;
    p.expect(Tok::Comma, "','")?;
    let t = p.parse_type()?;
    st.operands = vec![p.resolve(&uses[0], pt)?, p.resolve(&uses[1], t)?, p.resolve(&uses[2], t)?];
    let i1 = p.ir.ctx.int_ty(1);
    let r = p.ir.ctx.ty(TypeKind::LlvmStruct { packed: false, elems: vec![t, i1] });
    st.types.push(r);
    Ok(())
}
fn print_cmpxchg(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.cmpxchg");
    if ir.has_attr(op, "weak") {
        pr.w(" weak");
    }
    print_volatile(pr, op);
    pr.w(" ");
    pr.operands(ir.operands(op));
    print_syncscope(pr, op);
    pr.w(" ");
    pr.w(ordering_name(ir, op, "success_ordering"));
    pr.w(" ");
    pr.w(ordering_name(ir, op, "failure_ordering"));
    pr.attr_dict(op, &["weak", "volatile_", "success_ordering", "failure_ordering", "syncscope"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
    pr.w(", ");
    pr.ty(ir.value_ty(ir.operands(op)[1]));
}

// ----- getelementptr -----

/// `rawConstantIndices`' marker of a dynamic index (upstream's `kDynamicIndex`).
pub const GEP_DYNAMIC: i64 = i32::MIN as i64;
const GEP_FLAGS: [(&str, i128); 3] = [("inbounds", 3), ("nusw", 2), ("nuw", 4)];

fn parse_gep(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let mut flags = 0i128;
    while let Some(&(_, v)) = GEP_FLAGS.iter().find(|f| p.is_keyword(f.0)) {
        p.bump();
        flags |= v;
        if !p.optional(Tok::Vertical) {
            break;
        }
    }
    let base = p.parse_operand()?;
    let mut dyns: Vec<UOperand> = vec![];
    let mut raw: Vec<i64> = vec![];
    p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
        if p.is(&Tok::Percent) {
            dyns.push(p.parse_operand()?);
            raw.push(GEP_DYNAMIC);
        } else {
            raw.push(p.parse_i64()?);
        }
        Ok(())
    })?;
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let ins = p.parse_paren_type_list()?;
    p.expect(Tok::Arrow, "'->'")?;
    let outs = p.parse_function_result_types()?;
    p.expect(Tok::Comma, "','")?;
    let et = p.parse_type()?;
    let mut uses = vec![base];
    uses.extend(dyns);
    st.operands = p.resolve_all(&uses, &ins, pos)?;
    st.types = outs;
    let a = p.ir.ctx.type_attr(et);
    set_prop(p, st, "elem_type", a);
    let t32 = p.ir.ctx.int_ty(32);
    let a = p.ir.ctx.int_attr(t32, flags);
    set_prop(p, st, "noWrapFlags", a);
    let a = p.ir.ctx.dense_i32_array(&raw);
    set_prop(p, st, "rawConstantIndices", a);
    Ok(())
}
fn print_gep(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.getelementptr ");
    let mut f = int_prop(ir, op, "noWrapFlags").unwrap_or(0);
    let mut names = vec![];
    for &(n, v) in &GEP_FLAGS {
        if f & v == v && v != 0 {
            names.push(n);
            f &= !v;
        }
    }
    if !names.is_empty() {
        pr.w(&names.join("|"));
        pr.w(" ");
    }
    let ops = ir.operands(op);
    pr.operand(ops[0]);
    pr.w("[");
    let raw = dense_array(ir, op, "rawConstantIndices").unwrap_or_default();
    let mut k = 1;
    for (i, &r) in raw.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if r == GEP_DYNAMIC {
            if let Some(&v) = ops.get(k) {
                pr.operand(v);
            }
            k += 1;
        } else {
            pr.w(&r.to_string());
        }
    }
    pr.w("]");
    pr.attr_dict(op, &["elem_type", "noWrapFlags", "rawConstantIndices"]);
    pr.w(" : (");
    pr.types(&ir.operand_types(op));
    pr.w(") -> ");
    pr.ty(ir.value_ty(ir.result(op, 0)));
    pr.w(", ");
    if let Some(t) = ir.attr(op, "elem_type").and_then(|a| ir.ctx.as_type(a)) {
        pr.ty(t);
    }
}
fn verify_gep(v: &mut Verifier, op: Op) {
    let raw = dense_array(v.ir, op, "rawConstantIndices").unwrap_or_default();
    let n = raw.iter().filter(|&&r| r == GEP_DYNAMIC).count();
    if n + 1 != v.ir.operands(op).len() {
        v.err(op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
    }
}

// ----- aggregates -----

fn parse_position(p: &mut Parser, st: &mut OpState) -> PResult<Vec<i64>> {
    let mut pos = vec![];
    p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
        pos.push(p.parse_i64()?);
        Ok(())
    })?;
    let a = p.ir.ctx.dense_i64_array(&pos);
    set_prop(p, st, "position", a);
    Ok(pos)
}

/// The type at `pos` inside the aggregate type `t`, or a message.
pub fn element_type(ctx: &Context, mut t: Type, pos: &[i64]) -> Result<Type, String> {
    for &i in pos {
        match ctx.type_kind(t) {
            TypeKind::LlvmArray { len, elem } => {
                if i < 0 || i as u64 >= *len {
                    return Err(format!("position out of bounds: {i}"));
                }
                t = *elem;
            }
            TypeKind::LlvmStruct { elems, .. } => {
                if i < 0 || i as usize >= elems.len() {
                    return Err(format!("position out of bounds: {i}"));
                }
                t = elems[i as usize];
            }
            _ => {
                let s = crate::syntax::printer::type_to_string(ctx, t);
                return Err(format!("expected LLVM IR structure/array type, got: {s}"));
            }
        }
    }
    Ok(t)
}

fn parse_insertvalue(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let agg = p.parse_operand()?;
    let pos = parse_position(p, st)?;
    p.parse_attr_dict(st)?;
    let at = parse_colon_type(p)?;
    let et = match element_type(&p.ir.ctx, at, &pos) {
        Ok(t) => t,
        Err(m) => return p.err(m),
    };
    st.operands = vec![p.resolve(&agg, at)?, p.resolve(&v, et)?];
    st.types.push(at);
    Ok(())
}
fn print_position(pr: &mut Printer, op: Op) {
    let pos = dense_array(pr.ir, op, "position").unwrap_or_default();
    let s: Vec<String> = pos.iter().map(|x| x.to_string()).collect();
    pr.w(&format!("[{}]", s.join(", ")));
}
fn print_insertvalue(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.insertvalue ");
    pr.operand(ir.operands(op)[1]);
    pr.w(", ");
    pr.operand(ir.operands(op)[0]);
    print_position(pr, op);
    pr.attr_dict(op, &["position"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.result(op, 0)));
    // Upstream's format ends with a directive that prints nothing after a space.
    pr.w(" ");
}
fn parse_extractvalue(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let agg = p.parse_operand()?;
    let pos = parse_position(p, st)?;
    p.parse_attr_dict(st)?;
    let at = parse_colon_type(p)?;
    let et = match element_type(&p.ir.ctx, at, &pos) {
        Ok(t) => t,
        Err(m) => return p.err(m),
    };
    st.operands = vec![p.resolve(&agg, at)?];
    st.types.push(et);
    Ok(())
}
fn print_extractvalue(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.extractvalue ");
    pr.operand(ir.operands(op)[0]);
    print_position(pr, op);
    pr.attr_dict(op, &["position"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
    pr.w(" ");
}
fn verify_aggregate(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let insert = ir.op_name(op) == "llvm.insertvalue";
    if !counts(v, op, if insert { 2 } else { 1 }, 1) {
        return;
    }
    let pos = dense_array(ir, op, "position").unwrap_or_default();
    let at = ir.value_ty(ir.operands(op)[0]);
    let et = match element_type(&ir.ctx, at, &pos) {
        Ok(t) => t,
        Err(m) => {
            v.err(op, m);
            return;
        }
    };
    let (got, what) = if insert {
        (ir.value_ty(ir.operands(op)[1]), "Type mismatch: cannot insert")
    } else {
        (ir.value_ty(ir.result(op, 0)), "Type mismatch: extracting from")
    };
    if got != et {
        let (a, b) = (v.ty_str(got), v.ty_str(at));
        let msg = if insert {
            format!("{what} '{a}' into '{b}'")
        } else {
            format!("{what} '{b}' should produce '{}' but this op returns '{a}'", v.ty_str(et))
        };
        v.err(op, msg);
    }
}

// ----- control flow -----

fn parse_br(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let (b, vals) = p.parse_successor_and_operands()?;
    st.successors.push(b);
    st.operands = vals;
    p.parse_attr_dict(st)
}
fn print_br(pr: &mut Printer, op: Op) {
    pr.w("llvm.br ");
    let b = pr.ir.successors(op)[0];
    pr.successor_with_operands(b, pr.ir.operands(op));
    pr.attr_dict(op, &[]);
}
fn br_operands(ir: &Ir, op: Op, _: usize) -> Range<usize> {
    0..ir.operands(op).len()
}
fn set_br_operands(ir: &mut Ir, op: Op, _: usize, vals: Vec<Value>) {
    ir.set_operands(op, vals);
}

fn segment_sizes(ir: &Ir, op: Op, n: usize) -> Vec<usize> {
    let mut s: Vec<usize> =
        dense_array(ir, op, "operandSegmentSizes").unwrap_or_default().iter().map(|&x| x.max(0) as usize).collect();
    s.resize(n, 0);
    s
}
fn clipped(ir: &Ir, op: Op, start: usize, len: usize) -> Range<usize> {
    let n = ir.operands(op).len();
    start.min(n)..(start + len).min(n)
}
fn splice_operands(ir: &mut Ir, op: Op, range: Range<usize>, vals: Vec<Value>) {
    let mut all = ir.operands(op).to_vec();
    all.splice(range, vals);
    ir.set_operands(op, all);
}
fn set_segments_prop(ir: &mut Ir, op: Op, name: &str, sizes: &[usize]) {
    let v: Vec<i64> = sizes.iter().map(|&x| x as i64).collect();
    let a = ir.ctx.dense_i32_array(&v);
    ir.set_prop(op, name, a);
}
fn cond_br_operands(ir: &Ir, op: Op, i: usize) -> Range<usize> {
    let s = segment_sizes(ir, op, 3);
    let start = s[0] + if i == 1 { s[1] } else { 0 };
    clipped(ir, op, start, s[1 + i.min(1)])
}
fn set_cond_br_operands(ir: &mut Ir, op: Op, i: usize, vals: Vec<Value>) {
    let mut s = segment_sizes(ir, op, 3);
    s[1 + i.min(1)] = vals.len();
    let r = cond_br_operands(ir, op, i);
    splice_operands(ir, op, r, vals);
    set_segments_prop(ir, op, "operandSegmentSizes", &s);
}
fn case_segment_sizes(ir: &Ir, op: Op) -> Vec<usize> {
    dense_array(ir, op, "case_operand_segments").unwrap_or_default().iter().map(|&x| x.max(0) as usize).collect()
}
fn switch_operands(ir: &Ir, op: Op, i: usize) -> Range<usize> {
    let s = segment_sizes(ir, op, 3);
    if i == 0 {
        return clipped(ir, op, s[0], s[1]);
    }
    let cs = case_segment_sizes(ir, op);
    let before: usize = cs.iter().take(i - 1).sum();
    clipped(ir, op, s[0] + s[1] + before, cs.get(i - 1).copied().unwrap_or(0))
}
fn set_switch_operands(ir: &mut Ir, op: Op, i: usize, vals: Vec<Value>) {
    let mut s = segment_sizes(ir, op, 3);
    let r = switch_operands(ir, op, i);
    let old = r.len();
    if i == 0 {
        s[1] = vals.len();
    } else {
        let mut cs = case_segment_sizes(ir, op);
        if let Some(c) = cs.get_mut(i - 1) {
            *c = vals.len();
        }
        s[2] = s[2] - old.min(s[2]) + vals.len();
        set_segments_prop(ir, op, "case_operand_segments", &cs);
    }
    splice_operands(ir, op, r, vals);
    set_segments_prop(ir, op, "operandSegmentSizes", &s);
}

fn parse_cond_br(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ir.ctx.int_ty(1);
    let cv = p.resolve(&c, i1)?;
    if p.parse_optional_keyword("weights") {
        p.expect(Tok::LParen, "'('")?;
        let mut w = vec![];
        p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
            w.push(p.parse_i64()?);
            Ok(())
        })?;
        let a = p.ir.ctx.dense_i32_array(&w);
        st.add_attr(p.ir, "branch_weights", a);
        p.expect(Tok::RParen, "')'")?;
    }
    p.expect(Tok::Comma, "','")?;
    let (t, tv) = p.parse_successor_and_operands()?;
    p.expect(Tok::Comma, "','")?;
    let (f, fv) = p.parse_successor_and_operands()?;
    p.parse_attr_dict(st)?;
    set_segments(p, st, &[1, tv.len(), fv.len()]);
    st.successors = vec![t, f];
    st.operands = vec![cv];
    st.operands.extend(tv);
    st.operands.extend(fv);
    Ok(())
}
fn print_cond_br(pr: &mut Printer, op: Op) {
    let segs = segments(pr.ir, op);
    if segs.len() != 3 || segs[0].len() != 1 || pr.ir.successors(op).len() != 2 {
        pr.generic_op(op);
        return;
    }
    pr.w("llvm.cond_br ");
    pr.operand(segs[0][0]);
    if let Some(w) = dense_array(pr.ir, op, "branch_weights") {
        let list: Vec<String> = w.iter().map(|x| x.to_string()).collect();
        pr.w(&format!(" weights([{}])", list.join(", ")));
    }
    let s = pr.ir.successors(op).to_vec();
    pr.w(", ");
    pr.successor_with_operands(s[0], &segs[1]);
    pr.w(", ");
    pr.successor_with_operands(s[1], &segs[2]);
    pr.attr_dict(op, &["branch_weights"]);
}

fn parse_switch(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let flag = p.parse_operand()?;
    let ft = parse_colon_type(p)?;
    let fv = p.resolve(&flag, ft)?;
    p.expect(Tok::Comma, "','")?;
    let (db, dv) = p.parse_successor_and_operands()?;
    let mut cases: Vec<i128> = vec![];
    let mut case_blocks = vec![];
    let mut case_vals: Vec<Vec<Value>> = vec![];
    p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
        let c = p.parse_i64()?;
        p.expect(Tok::Colon, "':'")?;
        let (b, v) = p.parse_successor_and_operands()?;
        let w = p.ir.ctx.int_width(ft).unwrap_or(64);
        cases.push(crate::syntax::parse_attr::normalize_int(c as i128, w, Signedness::Signless).unwrap_or(c as i128));
        case_blocks.push(b);
        case_vals.push(v);
        Ok(())
    })?;
    p.parse_attr_dict(st)?;
    if !cases.is_empty() {
        let n = cases.len() as i64;
        let vt = p.ir.ctx.ty(TypeKind::Vector { shape: vec![n], scalable: vec![false], elem: ft });
        let a = p.ir.ctx.attr(AttrKind::Dense { ty: vt, data: DenseData::Int(cases) });
        st.add_attr(p.ir, "case_values", a);
    }
    let segs: Vec<i64> = case_vals.iter().map(|v| v.len() as i64).collect();
    let a = p.ir.ctx.dense_i32_array(&segs);
    st.add_attr(p.ir, "case_operand_segments", a);
    let total: usize = case_vals.iter().map(|v| v.len()).sum();
    set_segments(p, st, &[1, dv.len(), total]);
    st.operands = vec![fv];
    st.operands.extend(dv);
    for v in case_vals {
        st.operands.extend(v);
    }
    st.successors = vec![db];
    st.successors.extend(case_blocks);
    Ok(())
}
fn case_values(ir: &Ir, op: Op) -> Vec<i128> {
    match ir.attr(op, "case_values").map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::Dense { data: DenseData::Int(v), ty }) => {
            let n = ir.ctx.shape(*ty).and_then(|s| s.first().copied()).unwrap_or(1) as usize;
            if v.len() == 1 && n > 1 {
                vec![v[0]; n]
            } else {
                v.clone()
            }
        }
        _ => vec![],
    }
}
fn print_switch(pr: &mut Printer, op: Op) {
    let segs = segments(pr.ir, op);
    let succ = pr.ir.successors(op).to_vec();
    let cases = case_values(pr.ir, op);
    let case_segs = dense_array(pr.ir, op, "case_operand_segments").unwrap_or_default();
    if segs.len() != 3 || segs[0].len() != 1 || cases.len() + 1 != succ.len() || case_segs.len() != cases.len() {
        pr.generic_op(op);
        return;
    }
    pr.w("llvm.switch ");
    pr.operand(segs[0][0]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(segs[0][0]));
    pr.w(", ");
    pr.successor_with_operands(succ[0], &segs[1]);
    pr.w(" [");
    let mut k = 0usize;
    for (i, c) in cases.iter().enumerate() {
        if i > 0 {
            pr.w(",");
        }
        pr.newline();
        pr.w(&format!("  {c}: "));
        let n = case_segs[i].max(0) as usize;
        let vals = segs[2][k.min(segs[2].len())..(k + n).min(segs[2].len())].to_vec();
        k += n;
        pr.successor_with_operands(succ[i + 1], &vals);
    }
    pr.newline();
    pr.w("]");
    pr.attr_dict(op, &["case_values", "case_operand_segments"]);
}

fn parse_return(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = p.parse_operand_list()?;
    p.parse_attr_dict(st)?;
    if !uses.is_empty() {
        let pos = p.tok.start;
        p.expect(Tok::Colon, "':'")?;
        let tys = p.parse_type_list_no_parens()?;
        st.operands = p.resolve_all(&uses, &tys, pos)?;
    }
    Ok(())
}
fn print_return(pr: &mut Printer, op: Op) {
    super::func::print_return_like(pr, op, "llvm.return");
}
fn verify_return(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let n = ir.operands(op).len();
    if n > 1 {
        v.err(op, "expects at most 1 operand");
        return;
    }
    let Some(f) = ir.parent_op(op).filter(|&f| ir.op_name(f) == "llvm.func") else { return };
    let Some(ret) = func_sig(ir, f).map(|s| s.0) else { return };
    let void = matches!(ir.ctx.type_kind(ret), TypeKind::LlvmVoid);
    let note = "when returning from function";
    if void && n == 1 {
        v.err_note(op, "expected no operands", f, note);
    } else if !void && n == 0 {
        v.err_note(op, "expected 1 operand", f, note);
    } else if n == 1 && ir.value_ty(ir.operands(op)[0]) != ret {
        v.err_note(op, "mismatching result types", f, note);
    }
}

// ----- calls -----

fn parse_call(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let mut cconv = "ccc".to_string();
    if let Some(kw) = ["fastcc", "coldcc", "cc_10", "cc_11", "tailcc"].iter().find(|k| p.is_keyword(k)) {
        cconv = kw.to_string();
        p.bump();
    }
    let mut tail = "none".to_string();
    if let Some(kw) = ["tail", "musttail", "notail"].iter().find(|k| p.is_keyword(k)) {
        tail = kw.to_string();
        p.bump();
    }
    let mut uses = vec![];
    let direct = matches!(p.tok.kind, Tok::At(_));
    if direct {
        let name = p.parse_symbol_name()?;
        let a = p.ir.ctx.symbol_ref(&name);
        set_prop(p, st, "callee", a);
    } else {
        uses.push(p.parse_operand()?);
    }
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        uses.push(p.parse_operand()?);
        Ok(())
    })?;
    if p.parse_optional_keyword("vararg") {
        p.expect(Tok::LParen, "'('")?;
        let t = p.parse_type()?;
        let a = p.ir.ctx.type_attr(t);
        set_prop(p, st, "var_callee_type", a);
        p.expect(Tok::RParen, "')'")?;
    }
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let mut ins = vec![];
    if !direct {
        ins.push(p.parse_type()?);
        p.expect(Tok::Comma, "','")?;
    }
    ins.extend(p.parse_paren_type_list()?);
    p.expect(Tok::Arrow, "'->'")?;
    let outs = p.parse_function_result_types()?;
    st.operands = p.resolve_all(&uses, &ins, pos)?;
    st.types = outs;
    let n = st.operands.len();
    default_prop(p, st, "CConv", "llvm", &format!("cconv<{cconv}>"));
    default_prop(p, st, "TailCallKind", "llvm", &format!("tailcallkind<{tail}>"));
    default_fastmath(p, st);
    if !has(p, st, "op_bundle_sizes") {
        let a = p.ir.ctx.dense_i32_array(&[]);
        set_prop(p, st, "op_bundle_sizes", a);
    }
    set_segments(p, st, &[n, 0]);
    Ok(())
}
fn print_call(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.call ");
    if let Some(c) = ir.attr(op, "CConv").and_then(|a| ir.ctx.enum_keyword(a, &enums::LLVM_CCONV)) {
        if c != "ccc" {
            pr.w(c);
            pr.w(" ");
        }
    }
    if let Some(c) = ir.attr(op, "TailCallKind").and_then(|a| ir.ctx.enum_keyword(a, &enums::LLVM_TAILCALLKIND)) {
        if c != "none" {
            pr.w(c);
            pr.w(" ");
        }
    }
    let ops = ir.operands(op);
    let direct = ir.attr(op, "callee");
    let args = match direct {
        Some(c) => {
            pr.attr(c);
            ops
        }
        None => {
            pr.operand(ops[0]);
            &ops[1..]
        }
    };
    pr.w("(");
    pr.operands(args);
    pr.w(")");
    if let Some(t) = ir.attr(op, "var_callee_type").and_then(|a| ir.ctx.as_type(a)) {
        pr.w(" vararg(");
        pr.ty(t);
        pr.w(")");
    }
    let mut elided = defaults(ir, op);
    elided.extend(["CConv", "TailCallKind", "callee", "var_callee_type", "op_bundle_sizes"]);
    pr.attr_dict(op, &elided);
    pr.w(" : ");
    if direct.is_none() {
        pr.ty(ir.value_ty(ops[0]));
        pr.w(", ");
    }
    pr.w("(");
    let tys: Vec<Type> = args.iter().map(|&v| ir.value_ty(v)).collect();
    pr.types(&tys);
    pr.w(") -> ");
    let rs: Vec<Type> = ir.results(op).iter().map(|&r| ir.value_ty(r)).collect();
    if rs.is_empty() {
        pr.w("()");
    } else {
        pr.result_types(&rs);
    }
}
fn verify_call(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.results(op).len() > 1 {
        v.err(op, "expected function with 0 or 1 result");
        return;
    }
    let Some(c) = ir.attr(op, "callee").and_then(|a| ir.ctx.as_symbol_ref(a)) else { return };
    let name = ir.ctx.str(c.0).to_string();
    let table = crate::ir::symbols::symbol_table_of(ir, op);
    let (root, nested) = (c.0, c.1.to_vec());
    let Some(f) = v.lookup_symbol(table, root, &nested) else {
        v.err(op, format!("'{name}' does not reference a symbol in the current scope"));
        return;
    };
    if ir.op_name(f) != "llvm.func" {
        return;
    }
    let Some((ret, params, vararg)) = func_sig(ir, f) else { return };
    let args = ir.operand_types(op);
    if args.len() < params.len() || (!vararg && args.len() != params.len()) {
        let msg = format!("incorrect number of operands ({}) for callee (expecting: {})", args.len(), params.len());
        v.err(op, msg);
        return;
    }
    for (i, (&a, &p)) in args.iter().zip(&params).enumerate() {
        if a != p {
            let (x, y) = (v.ty_str(a), v.ty_str(p));
            v.err(op, format!("operand type mismatch for operand {i}: '{x}' != '{y}'"));
            return;
        }
    }
    let void = matches!(ir.ctx.type_kind(ret), TypeKind::LlvmVoid);
    let nres = ir.results(op).len();
    if void && nres != 0 {
        v.err(op, "expected function call to produce no value");
    } else if !void && nres == 0 {
        v.err(op, "expected function call to produce a value");
    } else if nres == 1 && ir.value_ty(ir.result(op, 0)) != ret {
        let (x, y) = (v.ty_str(ir.value_ty(ir.result(op, 0))), v.ty_str(ret));
        v.err(op, format!("result type mismatch: '{x}' != '{y}'"));
    }
}

// ----- functions and globals -----

const LINKAGES: [&str; 11] = [
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];

/// `(result, params, vararg)` of an `llvm.func`.
pub fn func_sig(ir: &Ir, f: Op) -> Option<(Type, Vec<Type>, bool)> {
    let t = ir.attr(f, "function_type").and_then(|a| ir.ctx.as_type(a))?;
    match ir.ctx.type_kind(t) {
        TypeKind::LlvmFunc { ret, params, vararg } => Some((*ret, params.clone(), *vararg)),
        _ => None,
    }
}

/// The linkage keyword of an op (`#llvm.linkage<K>`), `external` when absent.
pub fn linkage(ir: &Ir, op: Op) -> &str {
    ir.attr(op, "linkage").and_then(|a| ir.ctx.enum_keyword(a, &enums::LLVM_LINKAGE)).unwrap_or("external")
}

fn parse_linkage(p: &mut Parser, st: &mut OpState) {
    let mut l = "external";
    for k in LINKAGES {
        if p.is_keyword(k) {
            p.bump();
            l = k;
            break;
        }
    }
    let a = p.ir.ctx.dialect_attr("llvm", &format!("linkage<{l}>"));
    set_prop(p, st, "linkage", a);
}

fn parse_func(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    parse_linkage(p, st);
    let mut cconv = "ccc".to_string();
    if let Some(kw) = ["fastcc", "coldcc", "cc_10", "cc_11", "tailcc"].iter().find(|k| p.is_keyword(k)) {
        cconv = kw.to_string();
        p.bump();
    }
    let name = p.parse_symbol_name()?;
    let a = p.ir.ctx.str_attr(&name);
    set_prop(p, st, "sym_name", a);
    let mut args: Vec<RegionArg> = vec![];
    let mut params = vec![];
    let mut arg_attrs = vec![];
    let mut any_attr = false;
    let mut vararg = false;
    p.parse_delimited(Tok::LParen, Tok::RParen, "')' in argument list", |p| {
        if p.optional(Tok::Ellipsis) {
            vararg = true;
            return Ok(());
        }
        let pos = p.tok.start;
        let name = p.is(&Tok::Percent).then(|| p.text().to_string());
        if name.is_some() {
            p.bump();
            p.expect(Tok::Colon, "':'")?;
        }
        let ty = p.parse_type()?;
        let attrs = if p.is(&Tok::LBrace) {
            any_attr = true;
            let e = p.parse_dict_entries()?;
            p.ir.ctx.attr(AttrKind::Dict(e))
        } else {
            p.ir.ctx.dict_attr(vec![])
        };
        let loc = if p.is_keyword("loc") { Some(p.parse_loc()?) } else { None };
        if let Some(name) = name {
            args.push(RegionArg { name, pos, ty, loc });
        }
        params.push(ty);
        arg_attrs.push(attrs);
        Ok(())
    })?;
    let mut ret = p.ir.ctx.ty(TypeKind::LlvmVoid);
    if p.optional(Tok::Arrow) {
        ret = p.parse_type()?;
    }
    let ft = p.ir.ctx.ty(TypeKind::LlvmFunc { ret, params: params.clone(), vararg });
    let a = p.ir.ctx.type_attr(ft);
    set_prop(p, st, "function_type", a);
    if any_attr {
        let a = p.ir.ctx.array_attr(arg_attrs);
        set_prop(p, st, "arg_attrs", a);
    }
    p.parse_attr_dict_with_keyword(st)?;
    default_prop(p, st, "CConv", "llvm", &format!("cconv<{cconv}>"));
    default_int(p, st, "unnamed_addr", 64, 0);
    default_int(p, st, "visibility_", 64, 0);
    if p.is(&Tok::LBrace) {
        if args.len() != params.len() {
            return p.err("expected named arguments for a function with a body");
        }
        let r = p.parse_region(args, true)?;
        st.regions.push(r);
    } else {
        let r = p.ir.new_region();
        st.regions.push(r);
    }
    Ok(())
}
fn print_func(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let sig = func_sig(ir, op);
    if sig.is_none() {
        pr.generic_op(op);
        return;
    }
    pr.w("llvm.func ");
    let l = linkage(ir, op);
    if l != "external" {
        pr.w(l);
        pr.w(" ");
    }
    if let Some(c) = ir.attr(op, "CConv").and_then(|a| ir.ctx.enum_keyword(a, &enums::LLVM_CCONV)) {
        if c != "ccc" {
            pr.w(c);
            pr.w(" ");
        }
    }
    let name = ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a)).unwrap_or(b"");
    pr.symbol(&String::from_utf8_lossy(name));
    let Some((ret, params, vararg)) = sig else { return };
    let r = ir.regions(op)[0];
    let body = ir.entry_block(r);
    let names = body.map(|_| pr.name_region_args(r)).unwrap_or_default();
    let arg_attrs = ir.attr(op, "arg_attrs").and_then(|a| ir.ctx.as_array(a)).map(|a| a.to_vec()).unwrap_or_default();
    pr.w("(");
    for (i, &t) in params.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if let Some(n) = names.get(i) {
            pr.w(n);
            pr.w(": ");
        }
        pr.ty(t);
        if let Some(&d) = arg_attrs.get(i) {
            if matches!(ir.ctx.attr_kind(d), AttrKind::Dict(e) if !e.is_empty()) {
                pr.w(" ");
                pr.attr(d);
            }
        }
    }
    if vararg {
        pr.w(if params.is_empty() { "..." } else { ", ..." });
    }
    pr.w(")");
    if !matches!(ir.ctx.type_kind(ret), TypeKind::LlvmVoid) {
        pr.w(" -> ");
        pr.ty(ret);
    }
    let mut elided = vec!["sym_name", "function_type", "linkage", "CConv", "arg_attrs", "res_attrs"];
    if int_prop(ir, op, "unnamed_addr") == Some(0) {
        elided.push("unnamed_addr");
    }
    if int_prop(ir, op, "visibility_") == Some(0) {
        elided.push("visibility_");
    }
    pr.attr_dict_with_keyword(op, &elided);
    if !ir.region_is_empty(r) {
        pr.w(" ");
        pr.region(r, false, true);
    }
}
fn verify_func(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some((_, params, _)) = func_sig(ir, op) else {
        v.err(op, "requires attribute 'function_type'");
        return;
    };
    let r = ir.regions(op)[0];
    match ir.entry_block(r) {
        Some(b) => {
            let args = ir.args(b);
            if args.len() != params.len() {
                v.err(op, format!("entry block must have {} arguments to match function signature", params.len()));
                return;
            }
            for (i, (&a, &t)) in args.iter().zip(&params).enumerate() {
                if ir.value_ty(a) != t {
                    let (x, y) = (v.ty_str(ir.value_ty(a)), v.ty_str(t));
                    v.err(op, format!("entry block argument #{i}('{x}') must match the type of the corresponding argument in function signature('{y}')"));
                    return;
                }
            }
        }
        None => {
            let l = linkage(ir, op);
            if l != "external" && l != "extern_weak" {
                v.err(op, "external functions must have 'external' or 'extern_weak' linkage");
            }
        }
    }
}

fn parse_global(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    parse_linkage(p, st);
    for (kw, prop) in [("dso_local", "dso_local"), ("thread_local", "thread_local_")] {
        if p.parse_optional_keyword(kw) {
            unit(p, st, prop);
        }
    }
    if p.parse_optional_keyword("unnamed_addr") {
        default_int(p, st, "unnamed_addr", 64, 2);
    } else if p.parse_optional_keyword("local_unnamed_addr") {
        default_int(p, st, "unnamed_addr", 64, 1);
    }
    if p.parse_optional_keyword("constant") {
        unit(p, st, "constant");
    }
    let name = p.parse_symbol_name()?;
    let a = p.ir.ctx.str_attr(&name);
    set_prop(p, st, "sym_name", a);
    p.expect(Tok::LParen, "'('")?;
    if !p.is(&Tok::RParen) {
        let v = p.parse_attr()?;
        set_prop(p, st, "value", v);
    }
    p.expect(Tok::RParen, "')'")?;
    p.parse_attr_dict(st)?;
    let mut ty = None;
    if p.optional(Tok::Colon) {
        ty = Some(p.parse_type()?);
    }
    let r = if p.is(&Tok::LBrace) { p.parse_region(vec![], true)? } else { p.ir.new_region() };
    st.regions.push(r);
    let ty = match ty {
        Some(t) => t,
        None => match string_global_type(p, st) {
            Some(t) => t,
            None => return p.err("type can only be omitted for string globals"),
        },
    };
    let a = p.ir.ctx.type_attr(ty);
    set_prop(p, st, "global_type", a);
    default_int(p, st, "unnamed_addr", 64, 0);
    default_int(p, st, "visibility_", 64, 0);
    default_int(p, st, "addr_space", 32, 0);
    Ok(())
}
fn print_global(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("llvm.mlir.global ");
    pr.w(linkage(ir, op));
    pr.w(" ");
    if ir.has_attr(op, "dso_local") {
        pr.w("dso_local ");
    }
    if ir.has_attr(op, "thread_local_") {
        pr.w("thread_local ");
    }
    match int_prop(ir, op, "unnamed_addr") {
        Some(1) => pr.w("local_unnamed_addr "),
        Some(2) => pr.w("unnamed_addr "),
        _ => {}
    }
    if ir.has_attr(op, "constant") {
        pr.w("constant ");
    }
    let name = ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a)).unwrap_or(b"");
    pr.symbol(&String::from_utf8_lossy(name));
    pr.w("(");
    if let Some(v) = ir.attr(op, "value") {
        pr.attr(v);
    }
    pr.w(")");
    let mut elided =
        vec!["sym_name", "global_type", "constant", "value", "linkage", "dso_local", "thread_local_", "unnamed_addr"];
    if int_prop(ir, op, "visibility_") == Some(0) {
        elided.push("visibility_");
    }
    pr.attr_dict(op, &elided);
    let is_string = ir.attr(op, "value").is_some_and(|a| matches!(ir.ctx.attr_kind(a), AttrKind::String { .. }));
    if !is_string {
        if let Some(t) = ir.attr(op, "global_type").and_then(|a| ir.ctx.as_type(a)) {
            pr.w(" : ");
            pr.ty(t);
        }
    }
    let r = ir.regions(op)[0];
    if !ir.region_is_empty(r) {
        pr.w(" ");
        pr.region(r, false, true);
    }
}

/// The type of a global whose `value` is a string: `!llvm.array<N x i8>`.
fn string_global_type(p: &mut Parser, st: &OpState) -> Option<Type> {
    let s = p.ir.ctx.lookup_sym("value")?;
    let a = st.attrs.iter().chain(st.props.iter()).find(|e| e.0 == s)?.1;
    let n = match p.ir.ctx.attr_kind(a) {
        AttrKind::String { bytes, .. } => bytes.len() as u64,
        _ => return None,
    };
    let i8t = p.ir.ctx.int_ty(8);
    Some(p.ir.ctx.ty(TypeKind::LlvmArray { len: n, elem: i8t }))
}
