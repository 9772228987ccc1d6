//! The `gpu` dialect: kernel modules and functions, launches (inline `gpu.launch` and
//! `gpu.launch_func` of an outlined kernel), thread/block/grid indices, barriers, shuffles,
//! device memory (alloc, dealloc, memcpy, memset) and async tokens.
//!
//! `!gpu.async.token` is a dialect type (`TypeKind::Dialect`); `#gpu.address_space<...>`,
//! `#gpu<dim x>` and `#gpu<shuffle_mode xor>` are enum attributes (`ir::enums`).

use super::common::*;
use super::func::{function_type, parse_signature, print_signature};
use super::ods::{
    self, same_type_as, AttrConstraint, Custom, OpFormat, Slots, TypeConstraint, ANY_TYPE, FORMAT, I1, INDEX, UNIT,
};
use super::{
    OpSpec, AUTOMATIC_ALLOCATION_SCOPE, ISOLATED, NO_TERMINATOR, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, SINGLE_BLOCK,
    SYMBOL, SYMBOL_TABLE, TERMINATOR,
};
use crate::dialects::ods::op;
use crate::ir::interfaces::{Effect, EffectKind, EffectOn};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, RegionArg, UOperand};
use crate::syntax::printer::Printer;

pub static OPS: &[OpSpec] = &[
    OpSpec::new("gpu.module")
        .custom(parse_module, print_module)
        .verify(verify_module)
        .props(&["offloadingHandler", "sym_name", "targets"])
        .traits(ISOLATED | NO_TERMINATOR | SYMBOL_TABLE | SYMBOL | SINGLE_BLOCK),
    OpSpec::new("gpu.func")
        .custom(parse_func, print_func)
        .verify(verify_func)
        .props(&[
            "arg_attrs",
            "function_type",
            "known_block_size",
            "known_cluster_size",
            "known_grid_size",
            "private_attrib_attrs",
            "res_attrs",
            "workgroup_attrib_attrs",
        ])
        .traits(ISOLATED | SYMBOL | AUTOMATIC_ALLOCATION_SCOPE),
    OpSpec::new("gpu.return")
        .custom(parse_yield_like, print_yield_like)
        .verify(verify_return)
        .traits(TERMINATOR | RETURN_LIKE | PURE),
    op!("gpu.terminator" verify(verify_terminator) traits(TERMINATOR | PURE)),
    OpSpec::new("gpu.launch")
        .custom(parse_launch, print_launch)
        .verify(verify_launch)
        .props(&["function", "module", "operandSegmentSizes"])
        .traits(RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE),
    OpSpec::new("gpu.launch_func")
        .custom(parse_launch_func, print_launch_func)
        .verify(verify_launch_func)
        .props(&["kernel", "operandSegmentSizes"]),
    OpSpec::new("gpu.thread_id").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.block_id").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.block_dim").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.grid_dim").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.global_id").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.cluster_id").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.cluster_dim").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.cluster_dim_blocks").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.cluster_block_id").declare(&DIM_OP).traits(PURE),
    op!("gpu.lane_id" results["result": INDEX] attrs["upper_bound?": UPPER_BOUND]
        format "(`upper_bound` $upper_bound^)? attr-dict" traits(PURE)),
    OpSpec::new("gpu.subgroup_id").declare(&BOUNDED_INDEX).traits(PURE),
    OpSpec::new("gpu.num_subgroups").declare(&BOUNDED_INDEX).traits(PURE),
    OpSpec::new("gpu.subgroup_size").declare(&BOUNDED_INDEX).traits(PURE),
    OpSpec::new("gpu.barrier").declare(&BARRIER),
    op!("gpu.shuffle" operands["value": ANY_TYPE, "offset": I32, "width": I32]
        results["shuffleResult": ANY_TYPE, "valid": I1] attrs["mode": SHUFFLE_MODE]
        format "$mode $value `,` $offset `,` $width attr-dict `:` type($value)"
        infer[same_type_as("shuffleResult", "value", "all of {value, shuffleResult} have same type")] traits(PURE)),
    op!("gpu.printf" operands["args*": PRINTF_ARG] attrs["format": FORMAT_STR]
        format "$format attr-dict (`,` $args^ `:` type($args))?" effects(effects_write_any)),
    OpSpec::new("gpu.alloc").declare(&ALLOC).effects(effects_alloc),
    OpSpec::new("gpu.dealloc").declare(&DEALLOC).effects(effects_dealloc),
    OpSpec::new("gpu.memcpy").declare(&MEMCPY).effects(effects_memcpy),
    OpSpec::new("gpu.memset").declare(&MEMSET).effects(effects_memset),
    OpSpec::new("gpu.wait").declare(&WAIT),
];

// ----- memory effects (upstream declares them on the operands and results) -----
//
// Ops without effects here (`gpu.barrier`, `gpu.launch_func`, `gpu.wait`, `gpu.func`, `gpu.module`)
// declare none upstream either: their effects are unknown.

/// `gpu.printf`: `MemoryEffects<[MemWrite]>` (output).
fn effects_write_any(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Write, EffectOn::Any));
}

/// `gpu.alloc`: allocates its memref result (the async token is not memory).
fn effects_alloc(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Allocate, EffectOn::Result(0)));
}

/// The operand `from_end` places before the end (after the async dependencies).
fn operand_from_end(ir: &Ir, op: Op, from_end: usize) -> EffectOn {
    match ir.operands(op).len().checked_sub(from_end) {
        Some(i) => EffectOn::Operand(i as u32),
        None => EffectOn::Any,
    }
}

/// `gpu.dealloc [deps] %memref`: frees its last operand.
fn effects_dealloc(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Free, operand_from_end(ir, op, 1)));
}

/// `gpu.memcpy [deps] %dst, %src`: writes `dst`, reads `src`.
fn effects_memcpy(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Write, operand_from_end(ir, op, 2)));
    out.push(Effect::new(EffectKind::Read, operand_from_end(ir, op, 1)));
}

/// `gpu.memset [deps] %dst, %value`: writes `dst`.
fn effects_memset(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Write, operand_from_end(ir, op, 2)));
}

const DIMS: &[&str] = &["x", "y", "z"];
const SHUFFLE_MODES: &[&str] = &["xor", "up", "down", "idx"];

// ----- shared helpers -----

fn token_ty(ctx: &mut Context) -> Type {
    let d = ctx.sym("gpu");
    ctx.ty(TypeKind::Dialect { dialect: d, body: "async.token".into() })
}

fn is_token(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Dialect { dialect, body } if ctx.str(*dialect) == "gpu" && body == "async.token")
}

fn op_short_name(p: &Parser, st: &OpState) -> String {
    p.ir.ctx.str(st.name).to_string()
}

/// `async`? `[%deps]`?: returns whether `async` was given and the dependencies (resolved).
fn parse_async_deps(p: &mut Parser, st: &mut OpState) -> PResult<(bool, Vec<Value>)> {
    let pos = p.tok.start;
    let is_async = p.parse_optional_keyword("async");
    if is_async && st.num_results == 0 {
        let n = op_short_name(p, st);
        return p.err_at(pos, format!("custom op '{n}' needs to be named when marked 'async'"));
    }
    let mut uses = vec![];
    if p.is(&Tok::LSquare) {
        p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
            uses.push(p.parse_operand()?);
            Ok(())
        })?;
    }
    let t = token_ty(&mut p.ir.ctx);
    let deps = p.resolve_same(&uses, t)?;
    Ok((is_async, deps))
}

/// Prints `async [%a, %b]` (either part only when present), without surrounding spaces.
fn print_async_deps(pr: &mut Printer, is_async: bool, deps: &[Value]) {
    if is_async {
        pr.w("async");
        if !deps.is_empty() {
            pr.w(" ");
        }
    }
    if !deps.is_empty() {
        pr.w("[");
        pr.operands(deps);
        pr.w("]");
    }
}

/// Whether the op's last result is an async token.
fn has_async_token(ir: &Ir, op: Op) -> bool {
    ir.results(op).last().map(|&r| is_token(&ir.ctx, ir.value_ty(r))).unwrap_or(false)
}

/// Checks that `vals` are async tokens (operands `first..`).
fn check_tokens(v: &mut Verifier, op: Op, vals: &[Value], first: usize) -> bool {
    for (i, &x) in vals.iter().enumerate() {
        let t = v.ir.value_ty(x);
        if !is_token(v.ctx(), t) {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{} must be variadic of async token type, but got '{s}'", first + i));
            return false;
        }
    }
    true
}

/// Checks an optional trailing async token result.
fn check_token_result(v: &mut Verifier, op: Op, from: usize) -> bool {
    let rs = v.ir.result_types(op);
    if rs.len() > from + 1 {
        v.err(op, format!("requires at most {} results", from + 1));
        return false;
    }
    if let Some(&t) = rs.get(from) {
        if !is_token(v.ctx(), t) {
            let s = v.ty_str(t);
            v.err(op, format!("result #{from} must be async token type, but got '{s}'"));
            return false;
        }
    }
    true
}

fn index_ty(p: &mut Parser) -> Type {
    p.ir.ctx.index_ty()
}

fn int_attr_value(ir: &Ir, op: Op, name: &str) -> Option<i128> {
    ir.attr(op, name).and_then(|a| ir.ctx.as_int(a))
}

/// The memory space name of a `#gpu.address_space<...>` memref memory space, if it is one.
fn gpu_address_space(ctx: &Context, t: Type) -> Option<String> {
    let TypeKind::MemRef { space: Some(s), .. } = ctx.type_kind(t) else { return None };
    Some(ctx.enum_keyword(*s, &crate::ir::enums::GPU_ADDRESS_SPACE)?.to_string())
}

/// `(%a : T {attrs}, ...)` after `workgroup` / `private`: region arguments and their attribute
/// dictionaries (empty dictionaries when absent).
fn parse_attributions(p: &mut Parser) -> PResult<(Vec<RegionArg>, Vec<Attr>)> {
    let mut args = vec![];
    let mut attrs = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        if !p.is(&Tok::Percent) {
            return p.err("expected SSA identifier");
        }
        let name = p.text().to_string();
        let pos = p.tok.start;
        p.bump();
        p.expect(Tok::Colon, "':'")?;
        let ty = p.parse_type()?;
        let d = if p.is(&Tok::LBrace) {
            let e = p.parse_dict_entries()?;
            p.ir.ctx.attr(AttrKind::Dict(e))
        } else {
            p.ir.ctx.dict_attr(vec![])
        };
        let loc = if p.is_keyword("loc") { Some(p.parse_loc()?) } else { None };
        args.push(RegionArg { name, pos, ty, loc });
        attrs.push(d);
        Ok(())
    })?;
    Ok((args, attrs))
}

/// Prints ` kw(%a : T {attrs}, ...)` for the entry block arguments `args`.
fn print_attributions(pr: &mut Printer, kw: &str, args: &[Value], attrs: Option<Attr>) {
    if args.is_empty() {
        return;
    }
    let ir = pr.ir;
    let dicts: Vec<Attr> = attrs.and_then(|a| ir.ctx.as_array(a)).map(|v| v.to_vec()).unwrap_or_default();
    pr.w(" ");
    pr.w(kw);
    pr.w("(");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.operand(a);
        pr.w(" : ");
        pr.ty(ir.value_ty(a));
        if let Some(&d) = dicts.get(i) {
            if matches!(ir.ctx.attr_kind(d), AttrKind::Dict(e) if !e.is_empty()) {
                pr.w(" ");
                pr.attr(d);
            }
        }
    }
    pr.w(")");
}

/// Attribution types are memrefs whose `#gpu.address_space` (if any) is `space`.
fn check_attributions(v: &mut Verifier, op: Op, vals: &[Value], space: &str) -> bool {
    for &a in vals {
        let t = v.ir.value_ty(a);
        if !v.ctx().is_memref(t) {
            v.err(op, "expected memref type in attribution");
            return false;
        }
        if let Some(s) = gpu_address_space(v.ctx(), t) {
            if s != space {
                v.err(op, format!("expected memory space {space} in attribution"));
                return false;
            }
        }
    }
    true
}

fn workgroup_count(ir: &Ir, op: Op) -> usize {
    int_attr_value(ir, op, "workgroup_attributions").and_then(|n| usize::try_from(n).ok()).unwrap_or(0)
}

fn add_workgroup_count(p: &mut Parser, st: &mut OpState, n: usize) {
    let t = p.ir.ctx.int_ty(64);
    let a = p.ir.ctx.int_attr(t, n as i128);
    st.add_attr(p.ir, "workgroup_attributions", a);
}

/// `[dict, ...]` when any dictionary is non-empty.
fn add_dict_array(p: &mut Parser, st: &mut OpState, name: &str, dicts: Vec<Attr>) {
    let any = dicts.iter().any(|&d| matches!(p.ir.ctx.attr_kind(d), AttrKind::Dict(e) if !e.is_empty()));
    if any {
        let a = p.ir.ctx.array_attr(dicts);
        st.add_attr(p.ir, name, a);
    }
}

// ----- gpu.module -----

fn parse_module(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let a = p.ir.ctx.str_attr(&name);
    st.add_attr(p.ir, "sym_name", a);
    if p.optional(Tok::Less) {
        let h = p.parse_attr()?;
        st.add_attr(p.ir, "offloadingHandler", h);
        p.expect(Tok::Greater, "'>'")?;
    }
    if p.is(&Tok::LSquare) {
        let mut targets = vec![];
        p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
            targets.push(p.parse_attr()?);
            Ok(())
        })?;
        let a = p.ir.ctx.array_attr(targets);
        st.add_attr(p.ir, "targets", a);
    }
    p.parse_attr_dict_with_keyword(st)?;
    let r = p.parse_region(vec![], true)?;
    if p.ir.region_is_empty(r) {
        let b = p.ir.new_block();
        p.ir.append_block(r, b);
    }
    st.regions.push(r);
    Ok(())
}

fn print_module(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("gpu.module ");
    let name = ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a)).unwrap_or(b"");
    pr.symbol(&String::from_utf8_lossy(name));
    if let Some(h) = ir.attr(op, "offloadingHandler") {
        pr.w("<");
        pr.attr(h);
        pr.w(">");
    }
    if let Some(t) = ir.attr(op, "targets") {
        pr.w(" ");
        pr.attr(t);
    }
    pr.attr_dict_with_keyword(op, &["sym_name", "offloadingHandler", "targets"]);
    pr.w(" ");
    if let Some(&r) = ir.regions(op).first() {
        pr.region(r, false, true);
    }
}

fn verify_module(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a)).is_none() {
        v.err(op, "requires string attribute 'sym_name'");
        return;
    }
    if let Some(t) = ir.attr(op, "targets") {
        if ir.ctx.as_array(t).is_none() {
            v.err(op, "attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements");
            return;
        }
    }
    let regions = ir.regions(op);
    if regions.len() != 1 || ir.num_blocks(regions[0]) != 1 {
        v.err(op, "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
        return;
    }
    let b = ir.entry_block(regions[0]).unwrap();
    if !ir.args(b).is_empty() {
        v.err(op, "region #0 ('bodyRegion') failed to verify constraint: region with no arguments");
    }
}

// ----- gpu.func -----

fn parse_func(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if !matches!(p.tok.kind, Tok::At(_)) {
        return p.err("expected valid '@'-identifier for symbol name");
    }
    let sig = parse_signature(p, st)?;
    if !sig.named && !sig.inputs.is_empty() {
        return p.err("expected named arguments for a function with a body");
    }
    let mut args = sig.args;
    let mut nwg = 0;
    if p.parse_optional_keyword("workgroup") {
        let (a, d) = parse_attributions(p)?;
        nwg = a.len();
        args.extend(a);
        add_dict_array(p, st, "workgroup_attrib_attrs", d);
    }
    if p.parse_optional_keyword("private") {
        let (a, d) = parse_attributions(p)?;
        args.extend(a);
        add_dict_array(p, st, "private_attrib_attrs", d);
    }
    if p.parse_optional_keyword("kernel") {
        let u = p.ir.ctx.unit_attr();
        st.add_attr(p.ir, "gpu.kernel", u);
    }
    p.parse_attr_dict_with_keyword(st)?;
    add_workgroup_count(p, st, nwg);
    let r = p.parse_region(args, true)?;
    st.regions.push(r);
    Ok(())
}

fn print_func(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("gpu.func");
    print_signature(pr, op);
    let ninputs = function_type(ir, op).map(|f| f.0.len()).unwrap_or(0);
    let nwg = workgroup_count(ir, op);
    let args: Vec<Value> =
        ir.regions(op).first().and_then(|&r| ir.entry_block(r)).map(|b| ir.args(b).to_vec()).unwrap_or_default();
    let wg = args.get(ninputs..(ninputs + nwg).min(args.len())).unwrap_or(&[]);
    let pv = args.get((ninputs + nwg).min(args.len())..).unwrap_or(&[]);
    print_attributions(pr, "workgroup", wg, ir.attr(op, "workgroup_attrib_attrs"));
    print_attributions(pr, "private", pv, ir.attr(op, "private_attrib_attrs"));
    if ir.attr(op, "gpu.kernel").is_some() {
        pr.w(" kernel");
    }
    pr.attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "function_type",
            "arg_attrs",
            "res_attrs",
            "workgroup_attributions",
            "gpu.kernel",
            "workgroup_attrib_attrs",
            "private_attrib_attrs",
        ],
    );
    if let Some(&r) = ir.regions(op).first() {
        pr.w(" ");
        pr.region(r, false, true);
    }
}

fn check_dim_hint(v: &mut Verifier, op: Op, name: &str) -> bool {
    let Some(a) = v.ir.attr(op, name) else { return true };
    let ok = matches!(v.ctx().attr_kind(a), AttrKind::DenseArray { elem, values } if v.ctx().int_width(*elem) == Some(32) && values.len() == 3);
    if !ok {
        v.err(op, format!("attribute '{name}' failed to satisfy constraint: i32 dense array attribute with 3 elements (if present)"));
    }
    ok
}

fn verify_func(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.parent_op(op).map(|p| ir.op_name(p) != "gpu.module").unwrap_or(false) {
        v.err(op, "expects parent op 'gpu.module'");
        return;
    }
    let Some((inputs, results)) = function_type(ir, op) else {
        v.err(op, "requires attribute 'function_type'");
        return;
    };
    if ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a)).is_none() {
        v.err(op, "requires string attribute 'sym_name'");
        return;
    }
    for n in ["known_block_size", "known_grid_size", "known_cluster_size"] {
        if !check_dim_hint(v, op, n) {
            return;
        }
    }
    if ir.attr(op, "gpu.kernel").is_some() && !results.is_empty() {
        v.err(op, "expected void return type for kernel function");
        return;
    }
    let Some(&r) = ir.regions(op).first() else {
        v.err(op, "requires one region");
        return;
    };
    let Some(b) = ir.entry_block(r) else {
        v.err(op, "expected body with at least one block");
        return;
    };
    let args = ir.args(b).to_vec();
    let nwg = workgroup_count(ir, op);
    if args.len() < inputs.len() + nwg {
        v.err(op, format!("expected at least {} arguments to body region", inputs.len() + nwg));
        return;
    }
    for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
        if ir.value_ty(a) != t {
            let (x, y) = (v.ty_str(t), v.ty_str(ir.value_ty(a)));
            v.err(op, format!("expected body region argument #{i} to be of type {x}, got {y}"));
            return;
        }
    }
    let (wg, pv) = args[inputs.len()..].split_at(nwg);
    if !check_attributions(v, op, wg, "workgroup") || !check_attributions(v, op, pv, "private") {
        return;
    }
    for (name, n) in [("workgroup_attrib_attrs", wg.len()), ("private_attrib_attrs", pv.len())] {
        if let Some(a) = ir.attr(op, name) {
            if ir.ctx.as_array(a).map(|x| x.len()) != Some(n) {
                v.err(op, format!("expected {name} to have one dictionary per attribution ({n})"));
                return;
            }
        }
    }
}

// ----- gpu.return / gpu.terminator -----

fn verify_return(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(f) = ir.parent_op(op).filter(|&f| ir.op_name(f) == "gpu.func") else {
        v.err(op, "expects parent op 'gpu.func'");
        return;
    };
    let Some((_, results)) = function_type(ir, f) else { return };
    let ts = ir.operand_types(op);
    if ts.len() != results.len() {
        v.err_note(op, format!("expected {} result operands", results.len()), f, "return type declared here");
        return;
    }
    for (i, (&a, &b)) in ts.iter().zip(&results).enumerate() {
        if a != b {
            let s = v.ty_str(a);
            v.err(op, format!("unexpected type `'{s}'' for operand #{i}"));
            return;
        }
    }
}

// ----- gpu.launch -----

/// `(%a, %b, %c) in (%x = %v, %y = %w, %z = %u)`: the three id arguments, the three size
/// arguments and the three size operands.
fn parse_size_assignment(p: &mut Parser) -> PResult<(Vec<RegionArg>, Vec<RegionArg>, Vec<UOperand>)> {
    let idx = index_ty(p);
    let mut ids = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        if !p.is(&Tok::Percent) {
            return p.err("expected SSA identifier");
        }
        ids.push(RegionArg { name: p.text().to_string(), pos: p.tok.start, ty: idx, loc: None });
        p.bump();
        Ok(())
    })?;
    p.parse_keyword("in")?;
    let mut sizes = vec![];
    let mut vals = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        if !p.is(&Tok::Percent) {
            return p.err("expected SSA identifier");
        }
        sizes.push(RegionArg { name: p.text().to_string(), pos: p.tok.start, ty: idx, loc: None });
        p.bump();
        p.expect(Tok::Equal, "'='")?;
        vals.push(p.parse_operand()?);
        Ok(())
    })?;
    if ids.len() != 3 || sizes.len() != 3 {
        return p.err("expected three dimensions (x, y, z)");
    }
    Ok((ids, sizes, vals))
}

fn parse_launch(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let (is_async, deps) = parse_async_deps(p, st)?;
    let idx = index_ty(p);
    let mut cluster = None;
    if p.parse_optional_keyword("clusters") {
        cluster = Some(parse_size_assignment(p)?);
    }
    p.parse_keyword("blocks")?;
    let (bids, gsizes, gvals) = parse_size_assignment(p)?;
    p.parse_keyword("threads")?;
    let (tids, bsizes, bvals) = parse_size_assignment(p)?;
    let mut smem = None;
    if p.parse_optional_keyword("dynamic_shared_memory_size") {
        smem = Some(p.parse_operand()?);
    }
    for kw in ["module", "function"] {
        if p.parse_optional_keyword(kw) {
            p.expect(Tok::LParen, "'('")?;
            let a = p.parse_attr()?;
            if !matches!(p.ir.ctx.attr_kind(a), AttrKind::SymbolRef { .. }) {
                return p.err("expected a symbol reference");
            }
            st.add_attr(p.ir, kw, a);
            p.expect(Tok::RParen, "')'")?;
        }
    }
    let mut args: Vec<RegionArg> = vec![];
    args.extend(bids);
    args.extend(tids);
    args.extend(gsizes);
    args.extend(bsizes);
    let mut cvals = vec![];
    if let Some((cids, csizes, cv)) = cluster {
        args.extend(cids);
        args.extend(csizes);
        cvals = cv;
    }
    let mut nwg = 0;
    if p.parse_optional_keyword("workgroup") {
        let (a, _) = parse_attributions(p)?;
        nwg = a.len();
        args.extend(a);
    }
    if p.parse_optional_keyword("private") {
        let (a, _) = parse_attributions(p)?;
        args.extend(a);
    }
    let r = p.parse_region(args, false)?;
    st.regions.push(r);
    p.parse_attr_dict(st)?;
    add_workgroup_count(p, st, nwg);
    let mut ops = deps.clone();
    ops.extend(p.resolve_same(&gvals, idx)?);
    ops.extend(p.resolve_same(&bvals, idx)?);
    ops.extend(p.resolve_same(&cvals, idx)?);
    if let Some(s) = &smem {
        let i32t = p.ir.ctx.int_ty(32);
        ops.push(p.resolve(s, i32t)?);
    }
    st.operands = ops;
    let c = if cvals.is_empty() { 0 } else { 1 };
    set_segments(p, st, &[deps.len(), 1, 1, 1, 1, 1, 1, c, c, c, smem.is_some() as usize]);
    if is_async {
        st.types = vec![token_ty(&mut p.ir.ctx)];
    }
    Ok(())
}

fn print_size_assignment(pr: &mut Printer, ids: &[String], sizes: &[String], vals: &[Value]) {
    pr.w("(");
    pr.w(&ids.join(", "));
    pr.w(") in (");
    for (i, (n, &v)) in sizes.iter().zip(vals).enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.w(n);
        pr.w(" = ");
        pr.operand(v);
    }
    pr.w(")");
}

/// Whether a launch's operands and region have the shape its custom form needs.
fn launch_printable(ir: &Ir, op: Op) -> bool {
    let seg = segments(ir, op);
    if seg.len() != 11 || seg[1..7].iter().any(|s| s.len() != 1) {
        return false;
    }
    let nargs = ir.regions(op).first().and_then(|&r| ir.entry_block(r)).map(|b| ir.args(b).len()).unwrap_or(0);
    let base = if seg[7].len() == 1 { 18 } else { 12 };
    nargs >= base + workgroup_count(ir, op)
}

fn print_launch(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    if !launch_printable(ir, op) {
        pr.generic_op(op);
        return;
    }
    let seg = segments(ir, op);
    let r = ir.regions(op)[0];
    let names = pr.name_region_args(r);
    let args: Vec<Value> = ir.entry_block(r).map(|b| ir.args(b).to_vec()).unwrap_or_default();
    pr.w("gpu.launch");
    let is_async = has_async_token(ir, op);
    if is_async || !seg[0].is_empty() {
        pr.w(" ");
        print_async_deps(pr, is_async, &seg[0]);
    }
    let has_cluster = seg[7].len() == 1;
    if has_cluster {
        pr.w(" clusters");
        let cv = [seg[7][0], seg[8][0], seg[9][0]];
        print_size_assignment(pr, &names[12..15], &names[15..18], &cv);
    }
    pr.w(" blocks");
    let gv = [seg[1][0], seg[2][0], seg[3][0]];
    print_size_assignment(pr, &names[0..3], &names[6..9], &gv);
    pr.w(" threads");
    let bv = [seg[4][0], seg[5][0], seg[6][0]];
    print_size_assignment(pr, &names[3..6], &names[9..12], &bv);
    if let Some(&s) = seg[10].first() {
        pr.w(" dynamic_shared_memory_size ");
        pr.operand(s);
    }
    for kw in ["module", "function"] {
        if let Some(a) = ir.attr(op, kw) {
            pr.w(" ");
            pr.w(kw);
            pr.w("(");
            pr.attr(a);
            pr.w(")");
        }
    }
    let base = if has_cluster { 18 } else { 12 };
    let nwg = workgroup_count(ir, op);
    print_attributions(pr, "workgroup", &args[base..base + nwg], None);
    print_attributions(pr, "private", &args[base + nwg..], None);
    pr.w(" ");
    pr.region(r, false, true);
    pr.attr_dict(op, &["function", "module", "workgroup_attributions"]);
}

fn verify_launch(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(seg) = check_segments(v, op, 11) else { return };
    let s = segments(ir, op);
    if seg[1..7].iter().any(|&n| n != 1) || seg[7..10].iter().any(|&n| n != seg[7] || n > 1) || seg[10] > 1 {
        v.err(op, "expects one grid and one block size operand per dimension, cluster sizes for all dimensions or none, and at most one dynamic shared memory size");
        return;
    }
    if !check_tokens(v, op, &s[0], 0) || !check_token_result(v, op, 0) {
        return;
    }
    for (k, grp) in s.iter().enumerate().take(10).skip(1) {
        if let Some(&x) = grp.first() {
            let t = ir.value_ty(x);
            if !v.ctx().is_index(t) {
                let st = v.ty_str(t);
                v.err(
                    op,
                    format!("operand #{} must be index, but got '{st}'", s[..k].iter().map(|g| g.len()).sum::<usize>()),
                );
                return;
            }
        }
    }
    if let Some(&x) = s[10].first() {
        let t = ir.value_ty(x);
        if v.ctx().int_width(t) != Some(32) || !v.ctx().is_signless_int(t) {
            let st = v.ty_str(t);
            v.err(
                op,
                format!("operand #{} must be 32-bit signless integer, but got '{st}'", ir.operands(op).len() - 1),
            );
            return;
        }
    }
    for kw in ["module", "function"] {
        if let Some(a) = ir.attr(op, kw) {
            if ir.ctx.as_symbol_ref(a).is_none() {
                v.err(op, format!("attribute '{kw}' failed to satisfy constraint: symbol reference attribute"));
                return;
            }
        }
    }
    let regions = ir.regions(op);
    if regions.len() != 1 {
        v.err(op, "requires one region");
        return;
    }
    let Some(b) = ir.entry_block(regions[0]) else {
        v.err(op, "region #0 ('body') failed to verify constraint: region with at least 1 blocks");
        return;
    };
    let args = ir.args(b).to_vec();
    let base = if seg[7] == 1 { 18 } else { 12 };
    let nwg = workgroup_count(ir, op);
    if args.len() < base + nwg {
        v.err(op, "unexpected number of region arguments");
        return;
    }
    if args[..base].iter().any(|&a| !v.ctx().is_index(ir.value_ty(a))) {
        v.err(op, "expected the launch dimension region arguments to be of index type");
        return;
    }
    if !check_attributions(v, op, &args[base..base + nwg], "workgroup")
        || !check_attributions(v, op, &args[base + nwg..], "private")
    {
        return;
    }
    for blk in ir.blocks(regions[0]) {
        let Some(t) = ir.terminator(blk) else { continue };
        let Some(def) = super::lookup(ir.op_name(t)) else { continue };
        if ir.op_name(t) != "gpu.terminator" && ir.successors(t).is_empty() && def.is_terminator() {
            // Upstream checks this after the nested ops: the terminator's own complaint
            // (e.g. a `gpu.return` outside a `gpu.func`) comes first.
            let before = v.diags.len();
            (def.verify)(v, t);
            if v.diags.len() == before {
                err_plain(v, t, "expected 'gpu.terminator' or a terminator with successors");
            }
            return;
        }
    }
}

// ----- gpu.launch_func -----

fn parse_launch_func(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let (is_async, deps) = parse_async_deps(p, st)?;
    let mut object = None;
    if p.optional(Tok::Less) {
        let u = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        p.expect(Tok::Greater, "'>'")?;
        object = Some(p.resolve(&u, t)?);
    }
    let pos = p.tok.start;
    let k = p.parse_attr()?;
    if !matches!(p.ir.ctx.attr_kind(k), AttrKind::SymbolRef { .. }) {
        return p.err_at(pos, "expected a symbol reference to the kernel");
    }
    st.add_attr(p.ir, "kernel", k);
    let three = |p: &mut Parser| -> PResult<Vec<UOperand>> {
        p.parse_keyword("in")?;
        let v = {
            p.expect(Tok::LParen, "'('")?;
            let v = parse_n_operands(p, 3)?;
            p.expect(Tok::RParen, "')'")?;
            v
        };
        Ok(v)
    };
    let mut cl = vec![];
    if p.parse_optional_keyword("clusters") {
        cl = three(p)?;
    }
    p.parse_keyword("blocks")?;
    let gr = three(p)?;
    p.parse_keyword("threads")?;
    let bl = three(p)?;
    let dim_ty = if p.optional(Tok::Colon) { p.parse_type()? } else { index_ty(p) };
    let mut smem = None;
    if p.parse_optional_keyword("dynamic_shared_memory_size") {
        smem = Some(p.parse_operand()?);
    }
    let mut kargs = vec![];
    if p.parse_optional_keyword("args") {
        let mut uses = vec![];
        let mut tys = vec![];
        p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
            uses.push(p.parse_operand()?);
            tys.push(p.parse_colon_type()?);
            Ok(())
        })?;
        for (u, t) in uses.iter().zip(&tys) {
            kargs.push(p.resolve(u, *t)?);
        }
    }
    p.parse_attr_dict(st)?;
    let mut ops = deps.clone();
    ops.extend(p.resolve_same(&gr, dim_ty)?);
    ops.extend(p.resolve_same(&bl, dim_ty)?);
    ops.extend(p.resolve_same(&cl, dim_ty)?);
    if let Some(s) = &smem {
        let i32t = p.ir.ctx.int_ty(32);
        ops.push(p.resolve(s, i32t)?);
    }
    ops.extend(kargs.iter().copied());
    ops.extend(object);
    st.operands = ops;
    let c = if cl.is_empty() { 0 } else { 1 };
    set_segments(
        p,
        st,
        &[deps.len(), 1, 1, 1, 1, 1, 1, c, c, c, smem.is_some() as usize, kargs.len(), object.is_some() as usize],
    );
    if is_async {
        st.types = vec![token_ty(&mut p.ir.ctx)];
    }
    Ok(())
}

fn launch_func_printable(ir: &Ir, op: Op) -> bool {
    let seg = segments(ir, op);
    seg.len() == 13 && seg[1..7].iter().all(|s| s.len() == 1) && ir.attr(op, "kernel").is_some()
}

fn print_launch_func(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    if !launch_func_printable(ir, op) {
        pr.generic_op(op);
        return;
    }
    let seg = segments(ir, op);
    pr.w("gpu.launch_func ");
    print_async_deps(pr, has_async_token(ir, op), &seg[0]);
    if let Some(&o) = seg[12].first() {
        pr.w("<");
        pr.operand(o);
        pr.w(" : ");
        pr.ty(ir.value_ty(o));
        pr.w(">");
    }
    pr.w(" ");
    if let Some(k) = ir.attr(op, "kernel") {
        pr.attr(k);
    }
    let three = |pr: &mut Printer, kw: &str, a: &[Value], b: &[Value], c: &[Value]| {
        pr.w(" ");
        pr.w(kw);
        pr.w(" in (");
        pr.operands(&[a[0], b[0], c[0]]);
        pr.w(")");
    };
    if seg[7].len() == 1 && seg[8].len() == 1 && seg[9].len() == 1 {
        three(pr, "clusters", &seg[7], &seg[8], &seg[9]);
    }
    three(pr, "blocks", &seg[1], &seg[2], &seg[3]);
    three(pr, "threads", &seg[4], &seg[5], &seg[6]);
    pr.w(" ");
    let dt = ir.value_ty(seg[1][0]);
    if !ir.ctx.is_index(dt) {
        pr.w(": ");
        pr.ty(dt);
    }
    if let Some(&s) = seg[10].first() {
        pr.w(" dynamic_shared_memory_size ");
        pr.operand(s);
    }
    pr.w(" ");
    if !seg[11].is_empty() {
        pr.w("args(");
        for (i, &a) in seg[11].iter().enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            pr.operand(a);
            pr.w(" : ");
            pr.ty(ir.value_ty(a));
        }
        pr.w(")");
    }
    pr.attr_dict(op, &["kernel"]);
}

/// The closest enclosing `builtin.module`.
fn enclosing_module(ir: &Ir, op: Op) -> Option<Op> {
    let mut cur = ir.parent_op(op);
    while let Some(p) = cur {
        if ir.op_name(p) == "builtin.module" {
            return Some(p);
        }
        cur = ir.parent_op(p);
    }
    None
}

fn verify_launch_func(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(seg) = check_segments(v, op, 13) else { return };
    let s = segments(ir, op);
    if seg[1..7].iter().any(|&n| n != 1)
        || seg[7..10].iter().any(|&n| n != seg[7] || n > 1)
        || seg[10] > 1
        || seg[12] > 1
    {
        v.err(op, "expects one grid and one block size operand per dimension, cluster sizes for all dimensions or none, at most one dynamic shared memory size and at most one async object");
        return;
    }
    if !check_tokens(v, op, &s[0], 0) || !check_token_result(v, op, 0) {
        return;
    }
    let dt = ir.value_ty(s[1][0]);
    let dim_ok =
        |t: Type| v.ctx().is_index(t) || matches!(v.ctx().int_width(t), Some(32 | 64)) && v.ctx().is_signless_int(t);
    if !dim_ok(dt) || s[1..10].iter().flatten().any(|&x| ir.value_ty(x) != dt) {
        v.err(op, "expects the grid, block and cluster sizes to share one type: index, i32 or i64");
        return;
    }
    if let Some(&x) = s[10].first() {
        let t = ir.value_ty(x);
        if v.ctx().int_width(t) != Some(32) || !v.ctx().is_signless_int(t) {
            let st = v.ty_str(t);
            v.err(op, format!("dynamic shared memory size must be a 32-bit signless integer, but got '{st}'"));
            return;
        }
    }
    let Some((root, nested)) = ir.attr(op, "kernel").and_then(|a| ir.ctx.as_symbol_ref(a)) else {
        v.err(op, "requires attribute 'kernel'");
        return;
    };
    let Some(module) = enclosing_module(ir, op) else {
        v.err(op, "expected to belong to a module");
        return;
    };
    if ir.attr(module, "gpu.container_module").is_none() {
        v.err(op, "expected the closest surrounding module to have the 'gpu.container_module' attribute");
        return;
    }
    let container_name = ir.ctx.str(root).to_string();
    let Some(container) = v.lookup_symbol(module, root, &[]) else {
        v.err(op, format!("kernel container '{container_name}' is undefined"));
        return;
    };
    if ir.op_name(container) != "gpu.module" {
        if ir.op_name(container) == "gpu.binary" {
            return;
        }
        v.err(op, format!("kernel module '{container_name}' is undefined"));
        return;
    }
    let leaf = nested.last().copied().unwrap_or(root);
    let kref = ir.attr(op, "kernel").map(|a| crate::syntax::printer::attr_to_string(v.ctx(), a)).unwrap_or_default();
    let Some(kernel) = v.lookup_symbol(container, leaf, &[]) else {
        v.err(op, format!("kernel function '{kref}' is undefined"));
        return;
    };
    let kname = ir.op_name(kernel);
    if kname != "gpu.func" && kname != "func.func" && kname != "llvm.func" {
        v.err_note(
            op,
            format!("referenced kernel '{kref}' is not a function"),
            kernel,
            "see the kernel definition here",
        );
        return;
    }
    if ir.attr(kernel, "gpu.kernel").is_none() {
        v.err(op, "kernel function is missing the 'gpu.kernel' attribute");
        return;
    }
    if kname != "gpu.func" {
        return;
    }
    let Some((inputs, _)) = function_type(ir, kernel) else { return };
    let kargs = &s[11];
    if kargs.len() != inputs.len() {
        v.err(op, format!("got {} kernel operands but expected {}", kargs.len(), inputs.len()));
        return;
    }
    for (i, (&a, &t)) in kargs.iter().zip(&inputs).enumerate() {
        if ir.value_ty(a) != t {
            v.err(op, format!("type of function argument {i} does not match"));
            return;
        }
    }
}

// ----- declarations (ods) -----

/// `!gpu.async.token` (`GPU_AsyncToken`).
static TOKEN: TypeConstraint =
    TypeConstraint { summary: "async token type", check: is_token, build: Some(token_ty), kind: None };

/// `AnyMemRef` (ranked or unranked; the custom form reads a ranked `MemRefType`).
static ANY_MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any type values",
    check: |ctx, t| ctx.is_memref(t),
    build: None,
    kind: Some(("builtin.memref", |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { .. }))),
};

/// `Index` read as an `IndexType` where the format spells it.
static INDEX_KIND: TypeConstraint = TypeConstraint {
    summary: "index",
    check: |ctx, t| ctx.is_index(t),
    build: Some(|ctx| ctx.index_ty()),
    kind: Some(("builtin.index", |ctx, t| ctx.is_index(t))),
};

static I32: TypeConstraint = TypeConstraint {
    summary: "32-bit signless integer",
    check: |ctx, t| ctx.int_width(t) == Some(32) && ctx.is_signless_int(t),
    build: Some(|ctx| ctx.int_ty(32)),
    kind: None,
};

/// `gpu.printf` arguments: integers, indices, floats or LLVM pointers.
static PRINTF_ARG: TypeConstraint = TypeConstraint {
    summary: "integer or index or floating-point or LLVM pointer type",
    check: |ctx, t| {
        ctx.is_int(t) || ctx.is_index(t) || ctx.is_float(t) || matches!(ctx.type_kind(t), TypeKind::Dialect { .. })
    },
    build: None,
    kind: None,
};

/// The value of a `#gpu<kw v>` enum attribute whose value is one of `allowed`.
fn enum_value<'a>(ctx: &'a Context, a: Attr, kw: &str) -> Option<&'a str> {
    let def = crate::ir::enums::lookup("gpu", kw, crate::ir::enums::Form::Spaced)?;
    ctx.enum_keyword(a, def)
}

/// Reads a bare enum keyword into `#gpu<kw v>` (upstream's message on another keyword).
fn parse_enum(p: &mut Parser, kw: &str, what: &str, allowed: &[&str]) -> PResult<Attr> {
    let pos = p.tok.start;
    let v = p.parse_any_keyword(what)?;
    if !allowed.contains(&v.as_str()) {
        return p.err_at(pos, format!("expected one of [{}] for {what}, got: {v}", allowed.join(", ")));
    }
    Ok(p.ir.ctx.dialect_attr("gpu", &format!("<{kw} {v}>")))
}

/// Prints an enum value with upstream's leading space (the op name is followed by two).
fn print_enum(pr: &mut Printer, a: Attr, kw: &str) {
    match enum_value(&pr.ir.ctx, a, kw).map(|v| format!(" {v}")) {
        Some(v) => pr.w(&v),
        None => pr.attr(a),
    }
}

/// `#gpu<dim x>` (`GPU_DimensionAttr`), written `x`.
static DIMENSION: AttrConstraint = AttrConstraint {
    summary: "a dimension, either 'x', 'y', or 'z'",
    check: |ctx, a| enum_value(ctx, a, "dim").is_some_and(|d| DIMS.contains(&d)),
    parse: |p| parse_enum(p, "dim", "gpu dimension", DIMS),
    print: |pr, a| print_enum(pr, a, "dim"),
    default: None,
};

/// `#gpu<shuffle_mode xor>` (`GPU_ShuffleModeAttr`), written `xor`.
static SHUFFLE_MODE: AttrConstraint = AttrConstraint {
    summary: "Indexing modes supported by gpu.shuffle.",
    check: |ctx, a| enum_value(ctx, a, "shuffle_mode").is_some_and(|m| SHUFFLE_MODES.contains(&m)),
    parse: |p| parse_enum(p, "shuffle_mode", "shuffle mode", SHUFFLE_MODES),
    print: |pr, a| print_enum(pr, a, "shuffle_mode"),
    default: None,
};

/// `upper_bound` (`IndexAttr`), written as its integer.
static UPPER_BOUND: AttrConstraint = AttrConstraint {
    summary: "index attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.is_index(*ty)),
    parse: |p| {
        let n = p.parse_i64()?;
        Ok(p.ir.ctx.index_attr(n))
    },
    print: |pr, a| {
        let n = pr.ir.ctx.as_int(a).unwrap_or(0).to_string();
        pr.w(&n);
    },
    default: None,
};

static FORMAT_STR: AttrConstraint = AttrConstraint {
    summary: "string attribute",
    check: |ctx, a| ctx.as_str(a).is_some(),
    parse: |p| {
        let s = p.parse_string()?;
        Ok(p.ir.ctx.str_attr(&s))
    },
    print: |pr, a| pr.attr(a),
    default: None,
};

/// `custom<AsyncDependencies>($asyncToken, $asyncDependencies)`: `async`? `[%deps]`?.
static ASYNC_DEPS: &[Custom] =
    &[Custom { name: "AsyncDependencies", parse: parse_async_custom, print: print_async_custom }];

fn parse_async_custom(p: &mut Parser, st: &mut OpState, got: &mut Slots, args: &[&str]) -> PResult<()> {
    let pos = p.tok.start;
    if p.parse_optional_keyword("async") {
        if st.num_results == 0 {
            let n = op_short_name(p, st);
            return p.err_at(pos, format!("custom op '{n}' needs to be named when marked 'async'"));
        }
        let t = token_ty(&mut p.ir.ctx);
        got.set_types(args[0], vec![t]);
    }
    let mut uses = vec![];
    if p.is(&Tok::LSquare) {
        p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
            uses.push(p.parse_operand()?);
            Ok(())
        })?;
    }
    got.set_operands(args[1], uses);
    Ok(())
}

fn print_async_custom(pr: &mut Printer, op: Op, f: &OpFormat, args: &[&str]) {
    let ir = pr.ir;
    let is_async = !ods::results_of(ir, op, f, args[0].trim_start_matches('$')).is_empty();
    print_async_deps(pr, is_async, ods::operands_of(ir, op, f, args[1].trim_start_matches('$')));
}

static DIM_OP: OpFormat = OpFormat {
    results: &[("result", &INDEX)],
    attrs: &[("dimension", &DIMENSION), ("upper_bound?", &UPPER_BOUND)],
    format: "$dimension (`upper_bound` $upper_bound^)? attr-dict",
    ..FORMAT
};

static BOUNDED_INDEX: OpFormat = OpFormat {
    results: &[("result", &INDEX_KIND)],
    attrs: &[("upper_bound?", &UPPER_BOUND)],
    format: "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)",
    ..FORMAT
};

static BARRIER: OpFormat = FORMAT;

fn verify_terminator(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.parent_op(op).is_none_or(|p| ir.op_name(p) != "gpu.launch") {
        v.err(op, "expects parent op 'gpu.launch'");
    }
}

// ----- memory -----

static ALLOC: OpFormat = OpFormat {
    operands: &[("asyncDependencies*", &TOKEN), ("dynamicSizes*", &INDEX), ("symbolOperands*", &INDEX)],
    results: &[("memref", &ANY_MEMREF), ("asyncToken?", &TOKEN)],
    attrs: &[("hostShared?", &UNIT)],
    format: "custom<AsyncDependencies>($asyncToken, $asyncDependencies) (` ` `host_shared` $hostShared^)? ` ` \
             `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    custom: ASYNC_DEPS,
    verify: Some(verify_alloc),
    ..FORMAT
};

fn verify_alloc(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let t = ir.value_ty(ir.result(op, 0));
    let TypeKind::MemRef { shape, layout, .. } = v.ctx().type_kind(t) else { return };
    let ndyn = shape.iter().filter(|&&d| d == DYNAMIC).count();
    let has = ods::operands_of(ir, op, &ALLOC, "dynamicSizes").len();
    if has != ndyn {
        v.err(op, format!("incorrect number of dynamic sizes, has {has}, expected {ndyn}"));
        return;
    }
    let nsyms = layout.and_then(|l| ir.ctx.as_affine_map(l)).map_or(0, |m| m.syms as usize);
    let got = ods::operands_of(ir, op, &ALLOC, "symbolOperands").len();
    if got != nsyms {
        v.err(op, format!("symbol operand count does not equal memref symbol count: expected {nsyms}, got {got}"));
    }
}

static DEALLOC: OpFormat = OpFormat {
    operands: &[("asyncDependencies*", &TOKEN), ("memref", &ANY_MEMREF)],
    results: &[("asyncToken?", &TOKEN)],
    format: "custom<AsyncDependencies>($asyncToken, $asyncDependencies) $memref attr-dict `:` type($memref)",
    custom: ASYNC_DEPS,
    ..FORMAT
};

static MEMCPY: OpFormat = OpFormat {
    operands: &[("asyncDependencies*", &TOKEN), ("dst", &ANY_MEMREF), ("src", &ANY_MEMREF)],
    results: &[("asyncToken?", &TOKEN)],
    format: "custom<AsyncDependencies>($asyncToken, $asyncDependencies) $dst `,` $src `:` type($dst) `,` type($src) \
             attr-dict",
    custom: ASYNC_DEPS,
    verify: Some(verify_memcpy),
    ..FORMAT
};

fn verify_memcpy(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ops = ir.operands(op);
    let (a, b) = (ir.value_ty(ops[ops.len() - 2]), ir.value_ty(ops[ops.len() - 1]));
    if ir.ctx.elem_ty(a) != ir.ctx.elem_ty(b) {
        v.err(op, "arguments have incompatible element type");
    } else if ir.ctx.shape(a) != ir.ctx.shape(b) {
        v.err(op, "arguments have incompatible shape");
    }
}

static MEMSET: OpFormat = OpFormat {
    operands: &[("asyncDependencies*", &TOKEN), ("dst", &ANY_MEMREF), ("value", &ANY_TYPE)],
    results: &[("asyncToken?", &TOKEN)],
    format: "custom<AsyncDependencies>($asyncToken, $asyncDependencies) $dst `,` $value `:` type($dst) `,` \
             type($value) attr-dict",
    custom: ASYNC_DEPS,
    verify: Some(verify_memset),
    ..FORMAT
};

fn verify_memset(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ops = ir.operands(op);
    if ir.ctx.elem_ty(ir.value_ty(ops[ops.len() - 2])) != ir.ctx.elem_ty(ir.value_ty(ops[ops.len() - 1])) {
        v.err(op, "failed to verify that all of {dst, value} have same element type");
    }
}

static WAIT: OpFormat = OpFormat {
    operands: &[("asyncDependencies*", &TOKEN)],
    results: &[("asyncToken?", &TOKEN)],
    format: "custom<AsyncDependencies>($asyncToken, $asyncDependencies) attr-dict",
    custom: ASYNC_DEPS,
    ..FORMAT
};
