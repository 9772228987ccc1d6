//! The `func` dialect: functions, calls, returns, function constants. The signature parser
//! and printer here are shared with `gpu.func`.
//!
//! Traits as upstream's: `func.func` is an isolated symbol and an automatic allocation scope;
//! `func.return` a pure return-like terminator; `func.constant` a pure constant (its `value`
//! is the function's symbol); calls have unknown effects. The one canonicalization is
//! upstream's: `func.call_indirect` of a `func.constant` becomes a `func.call`.

use super::ods::{
    dict_attr, type_constraint, AttrConstraint, Custom, OpFormat, Slots, TypeConstraint, ANY_TYPE, FLAT_SYMBOL_REF,
    STRING, UNIT,
};
use super::{OpSpec, AUTOMATIC_ALLOCATION_SCOPE, CONSTANT_LIKE, ISOLATED, PURE, RETURN_LIKE, SYMBOL, TERMINATOR};
use crate::dialects::common::{parse_typed_arg, value_types};
use crate::dialects::ods::op;
use crate::ir::rewrite::{Pattern, Rewriter};
use crate::ir::symbols::symbol_table_of;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, RegionArg};
use crate::syntax::printer::Printer;

/// The attribute `mlirc-parallelize` puts on the call of an outlined parallel loop (arguments:
/// the outer dimension's lower bound, upper bound and step, then the values the loop uses); its
/// value is the number of threads (0: all cores). The LLVM translation runs such a call through
/// the runtime's thread pool; without it the call runs the whole loop.
pub const PARALLEL_THREADS_ATTR: &str = "mlirc.parallel_threads";

/// Next to `PARALLEL_THREADS_ATTR`: the estimated work of one iteration of the outer dimension
/// (about one op of the loop body per unit), which the runtime weighs against its threshold
/// (`mlirc_parallel_for_cost`: a loop with less work runs on the calling thread).
pub const PARALLEL_WORK_ATTR: &str = "mlirc.parallel_work";

pub static OPS: &[OpSpec] = &[
    op!("func.func"
        attrs[
            "sym_name": STRING,
            "function_type": FUNCTION_TYPE_ATTR,
            "sym_visibility?": STRING,
            "arg_attrs?": ARRAY,
            "res_attrs?": ARRAY,
            "no_inline?": UNIT,
        ]
        regions["body"]
        format "`` custom<Function>($sym_visibility, $sym_name, $function_type, $arg_attrs, $res_attrs, $body)"
        custom[Custom { name: "Function", parse: parse_func, print: print_func }] verify(verify_function_like)
        traits(ISOLATED | SYMBOL | AUTOMATIC_ALLOCATION_SCOPE) default_dialect("func")),
    op!("func.return" operands["operands*": ANY_TYPE] format "attr-dict ($operands^ `:` type($operands))?"
        verify(verify_return) traits(TERMINATOR | RETURN_LIKE | PURE)),
    op!("func.call" operands["operands*": ANY_TYPE] results["results*": ANY_TYPE]
        attrs["callee": SYMBOL_REF, "arg_attrs?": ARRAY, "res_attrs?": ARRAY, "no_inline?": UNIT]
        format "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)" verify(verify_call)),
    op!("func.call_indirect" operands["callee": FUNCTION_TYPE, "callee_operands*": ANY_TYPE]
        results["results*": ANY_TYPE] attrs["arg_attrs?": ARRAY, "res_attrs?": ARRAY]
        format "$callee `(` $callee_operands `)` attr-dict `:` custom<CalleeType>($callee)"
        custom[Custom { name: "CalleeType", parse: parse_callee_type, print: print_callee_type }]
        verify(verify_call_indirect) canonicalize(&[&CallIndirectOfConstant])),
    op!("func.constant" results["result": FUNCTION_TYPE] attrs["value": FLAT_SYMBOL_REF]
        format "attr-dict $value `:` type($result)" verify(verify_constant) traits(PURE | CONSTANT_LIKE)),
];

static FUNCTION_TYPE: TypeConstraint =
    type_constraint("function type", |ctx, t| matches!(ctx.type_kind(t), TypeKind::Function { .. }));
/// A symbol reference, possibly nested (`@m::@f`): a callee, an `ml_program` global.
pub static SYMBOL_REF: AttrConstraint = AttrConstraint {
    parse: |p| {
        let root = p.parse_symbol_name()?;
        let mut nested = vec![];
        while p.optional(Tok::ColonColon) {
            nested.push(p.parse_symbol_name()?);
        }
        let root = p.ir.ctx.sym(&root);
        let nested = nested.iter().map(|n| p.ir.ctx.sym(n)).collect();
        Ok(p.ir.ctx.attr(AttrKind::SymbolRef { root, nested }))
    },
    ..dict_attr("symbol reference attribute", |ctx, a| ctx.as_symbol_ref(a).is_some())
};
pub static FUNCTION_TYPE_ATTR: AttrConstraint = dict_attr("type attribute of function type", |ctx, a| {
    ctx.as_type(a).is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::Function { .. }))
});
pub static ARRAY: AttrConstraint = dict_attr("Array of dictionary attributes", |ctx, a| ctx.as_array(a).is_some());

/// `func.call_indirect` of a `func.constant`: a `func.call` of that function.
struct CallIndirectOfConstant;

impl Pattern for CallIndirectOfConstant {
    fn name(&self) -> &'static str {
        "CallIndirectOfConstant"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(&callee) = ir.operands(op).first() else { return false };
        let Some(c) = ir.defining_op(callee).filter(|&c| ir.op_name(c) == "func.constant") else { return false };
        let Some(sym) = ir.attr(c, "value").filter(|&a| ir.ctx.as_symbol_ref(a).is_some()) else { return false };
        let args = ir.operands(op)[1..].to_vec();
        let types = ir.result_types(op);
        let call = rw.create("func.call", args, &types, vec![("callee", sym)], vec![]);
        let results = rw.ir.results(call).to_vec();
        rw.replace_op(op, &results);
        true
    }
}

/// A parsed function signature.
pub struct Signature {
    pub args: Vec<RegionArg>,
    pub inputs: Vec<Type>,
    pub results: Vec<Type>,
    pub arg_attrs: Vec<Attr>,
    pub res_attrs: Vec<Attr>,
    /// Whether arguments were named (`%arg0: i32`) rather than bare types.
    pub named: bool,
}

/// `[visibility] @name(args) [-> results]`; the caller parses what follows.
pub fn parse_signature(p: &mut Parser, st: &mut OpState) -> PResult<Signature> {
    for vis in ["private", "public", "nested"] {
        if p.parse_optional_keyword(vis) {
            let a = p.ir.ctx.str_attr(vis);
            st.add_attr(p.ir, "sym_visibility", a);
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    let a = p.ir.ctx.str_attr(&name);
    st.add_attr(p.ir, "sym_name", a);
    let sig = parse_function_signature(p, None)?;
    let ft = p.ir.ctx.func_ty(sig.inputs.clone(), sig.results.clone());
    let fa = p.ir.ctx.type_attr(ft);
    st.add_attr(p.ir, "function_type", fa);
    for (name, attrs) in [("arg_attrs", &sig.arg_attrs), ("res_attrs", &sig.res_attrs)] {
        if !attrs.is_empty() {
            let a = p.ir.ctx.array_attr(attrs.clone());
            st.add_attr(p.ir, name, a);
        }
    }
    Ok(sig)
}

/// `(args) [-> results]` of a function-like op (`vararg`: a trailing `...` is allowed and sets it).
pub fn parse_function_signature(p: &mut Parser, mut vararg: Option<&mut bool>) -> PResult<Signature> {
    let mut sig =
        Signature { args: vec![], inputs: vec![], results: vec![], arg_attrs: vec![], res_attrs: vec![], named: false };
    let mut any_attr = false;
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        if let Some(v) = vararg.as_deref_mut().filter(|_| p.is(&Tok::Ellipsis)) {
            p.bump();
            *v = true;
            return Ok(());
        }
        let (ty, attrs) = if p.is(&Tok::Percent) {
            if !sig.named && !sig.inputs.is_empty() {
                return p.err("expected type instead of SSA identifier");
            }
            sig.named = true;
            let (arg, attrs) = parse_typed_arg(p, true)?;
            let ty = arg.ty;
            sig.args.push(arg);
            (ty, attrs)
        } else {
            if sig.named {
                return p.err("expected SSA identifier");
            }
            let ty = p.parse_type()?;
            let attrs = parse_optional_dict(p)?;
            if p.is_keyword("loc") {
                p.parse_loc()?;
            }
            (ty, attrs)
        };
        any_attr |= attrs.is_some();
        sig.inputs.push(ty);
        sig.arg_attrs.push(attrs.unwrap_or_else(|| p.ir.ctx.dict_attr(vec![])));
        Ok(())
    })?;
    if !any_attr {
        sig.arg_attrs.clear();
    }
    let mut any_res_attr = false;
    if p.optional(Tok::Arrow) {
        if p.is(&Tok::LParen) {
            p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
                sig.results.push(p.parse_type()?);
                let attrs = parse_optional_dict(p)?;
                any_res_attr |= attrs.is_some();
                sig.res_attrs.push(attrs.unwrap_or_else(|| p.ir.ctx.dict_attr(vec![])));
                Ok(())
            })?;
        } else {
            sig.results.push(p.parse_type()?);
        }
    }
    if !any_res_attr {
        sig.res_attrs.clear();
    }
    Ok(sig)
}

fn parse_optional_dict(p: &mut Parser) -> PResult<Option<Attr>> {
    if !p.is(&Tok::LBrace) {
        return Ok(None);
    }
    let e = p.parse_dict_entries()?;
    Ok(Some(p.ir.ctx.attr(AttrKind::Dict(e))))
}

pub fn parse_func(p: &mut Parser, st: &mut OpState, got: &mut Slots, _: &[&str]) -> PResult<()> {
    let sig = parse_signature(p, st)?;
    p.parse_attr_dict_with_keyword(st)?;
    if p.is(&Tok::LBrace) {
        // Unnamed arguments leave the entry block's header to the body (the verifier matches
        // it with the signature), as upstream's `parseFunctionOp`.
        let pos = p.tok.start;
        let r = p.parse_region(sig.args, true)?;
        if p.ir.region_is_empty(r) {
            return p.err_at(pos, "expected non-empty function body");
        }
        got.set_region("body", r);
    }
    Ok(())
}

/// The `function_type` of a function-like op.
pub fn function_type(ir: &Ir, op: Op) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = ir.attr(op, "function_type").and_then(|a| ir.ctx.as_type(a))?;
    match ir.ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

/// The attribute of an arena entry point `@<f>_arena` (made by `mlirc-static-memory-plan`)
/// giving its arena's bytes (without the alignment slack its C wrapper asks for).
pub const ARENA_SIZE_ATTR: &str = "mlirc.arena_size";
/// The attribute of an arena entry point giving the alignment its C wrapper gives the arena.
pub const ARENA_ALIGNMENT_ATTR: &str = "mlirc.arena_alignment";

/// For an arena entry point: its arena's bytes and alignment, when its first argument is the
/// arena (a static 1-D `i8` memref of that size). The LLVM translation's C wrapper and the
/// header read it.
pub fn arena_of(ir: &Ir, f: Op) -> Option<(i64, i64)> {
    let size = ir.attr(f, ARENA_SIZE_ATTR).and_then(|a| ir.ctx.as_int(a))? as i64;
    let align = ir.attr(f, ARENA_ALIGNMENT_ATTR).and_then(|a| ir.ctx.as_int(a))? as i64;
    let (inputs, _) = function_type(ir, f)?;
    let TypeKind::MemRef { shape, elem, .. } = ir.ctx.type_kind(*inputs.first()?) else { return None };
    let byte = matches!(ir.ctx.type_kind(*elem), TypeKind::Int { width: 8, .. });
    (byte && shape[..] == [size] && size > 0 && align > 0 && (align as u64).is_power_of_two()).then_some((size, align))
}

fn dict_entry(ir: &Ir, op: Op, name: &str, i: usize) -> Option<Attr> {
    let a = ir.attr(op, name)?;
    let d = *ir.ctx.as_array(a)?.get(i)?;
    match ir.ctx.attr_kind(d) {
        AttrKind::Dict(e) if !e.is_empty() => Some(d),
        _ => None,
    }
}

/// Prints `[visibility] @name(%arg0: T {attrs}, ...) -> (results)` (the visibility keyword
/// when the op declares `sym_visibility`; `gpu.func`'s attribute dictionary shows it).
pub fn print_signature(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let declared = ir.def(op).props.contains(&"sym_visibility");
    if let Some(v) = ir.attr(op, "sym_visibility").filter(|_| declared).and_then(|a| ir.ctx.as_str(a)) {
        pr.w(" ");
        pr.w(std::str::from_utf8(v).unwrap_or("private"));
    }
    pr.w(" ");
    let name = ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a)).unwrap_or(b"");
    pr.symbol(&String::from_utf8_lossy(name));
    let (inputs, results) = function_type(ir, op).unwrap_or_default();
    print_function_signature(pr, op, &inputs, &results, false);
}

/// `(%arg0: T {attrs}, ...) -> (results)` of a function-like op (`, ...` when `vararg`).
pub fn print_function_signature(pr: &mut Printer, op: Op, inputs: &[Type], results: &[Type], vararg: bool) {
    let ir = pr.ir;
    let body = ir.regions(op).first().and_then(|&r| ir.entry_block(r));
    let names = body.map(|_| pr.name_region_args(ir.regions(op)[0])).unwrap_or_default();
    pr.w("(");
    for (i, &t) in inputs.iter().enumerate() {
        pr.w(if i > 0 { ", " } else { "" });
        if let Some(n) = names.get(i) {
            pr.w(n);
            pr.w(": ");
        }
        pr.ty(t);
        if let Some(d) = dict_entry(ir, op, "arg_attrs", i) {
            pr.w(" ");
            pr.attr(d);
        }
        let arg = body.and_then(|b| ir.args(b).get(i).copied());
        if let Some(l) = arg.and_then(|a| ir.value_loc(a)).filter(|_| pr.debug_info) {
            pr.w(" ");
            pr.attr(l);
        }
    }
    if vararg {
        pr.w(if inputs.is_empty() { "..." } else { ", ..." });
    }
    pr.w(")");
    if !results.is_empty() {
        pr.w(" -> ");
        let any_attr = (0..results.len()).any(|i| dict_entry(ir, op, "res_attrs", i).is_some());
        let wrap = results.len() > 1 || any_attr || matches!(ir.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if wrap {
            pr.w("(");
        }
        for (i, &t) in results.iter().enumerate() {
            pr.w(if i > 0 { ", " } else { "" });
            pr.ty(t);
            if let Some(d) = dict_entry(ir, op, "res_attrs", i) {
                pr.w(" ");
                pr.attr(d);
            }
        }
        if wrap {
            pr.w(")");
        }
    }
}

pub fn print_func(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    print_signature(pr, op);
    pr.attr_dict_with_keyword(op, &["sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs"]);
    let r = pr.ir.regions(op)[0];
    if !pr.ir.region_is_empty(r) {
        pr.w(" ");
        pr.region(r, false, true);
    }
}

/// Checks a function-like op's type against its entry block.
pub fn verify_function_like(v: &mut Verifier, op: Op) {
    let Some((inputs, _)) = function_type(v.ir, op) else {
        v.err(op, "requires attribute 'function_type'");
        return;
    };
    if v.ir.attr(op, "sym_name").and_then(|a| v.ctx().as_str(a)).is_none() {
        v.err(op, "requires attribute 'sym_name'");
        return;
    }
    let vis = v.ir.attr(op, "sym_visibility");
    if let Some(a) = vis.filter(|&a| !matches!(v.ctx().as_str(a), Some(b"public" | b"private" | b"nested"))) {
        let got = crate::syntax::printer::attr_to_string(v.ctx(), a);
        v.err(op, format!("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {got}"));
        return;
    }
    // Argument and result attributes must be dialect attributes (upstream's
    // `function_interface_impl::verifyTrait`).
    for (key, what, count) in [("arg_attrs", "argument", inputs.len()), ("res_attrs", "result", usize::MAX)] {
        let Some(all) = v.ir.attr(op, key) else { continue };
        let Some(list) = v.ctx().as_array(all).map(|l| l.to_vec()) else { continue };
        if what == "argument" && list.len() != count {
            v.err(op, format!("expects argument attribute array to have the same number of elements as the number of function arguments, got {}, but expected {count}", list.len()));
            return;
        }
        for d in list {
            let AttrKind::Dict(entries) = v.ctx().attr_kind(d) else { continue };
            if entries.iter().any(|&(n, _)| !v.ctx().str(n).contains('.')) {
                v.err(op, format!("{what}s may only have dialect attributes"));
                return;
            }
        }
    }
    let Some(&r) = v.ir.regions(op).first() else {
        v.err(op, "requires one region");
        return;
    };
    if let Some(b) = v.ir.entry_block(r) {
        let args = value_types(v.ir, v.ir.args(b));
        if args.len() != inputs.len() {
            v.err(op, format!("entry block must have {} arguments to match function signature", inputs.len()));
        } else if let Some(i) = args.iter().zip(&inputs).position(|(a, t)| a != t) {
            let (x, y) = (v.ty_str(inputs[i]), v.ty_str(args[i]));
            v.err(op, format!("type of entry block argument #{i}('{y}') must match the type of the corresponding argument in function signature('{x}')"));
        }
    } else if matches!(v.ir.attr(op, "sym_visibility").and_then(|a| v.ctx().as_str(a)), None | Some(b"public")) {
        v.err(op, "symbol declaration cannot have public visibility");
    }
}

// ----- return -----

fn verify_return(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(f) = ir.parent_op(op) else { return };
    if ir.op_name(f) != "func.func" {
        v.err(op, "expects parent op 'func.func'");
        return;
    }
    let Some((_, results)) = function_type(ir, f) else { return };
    let ts = ir.operand_types(op);
    let fname = ir.attr(f, "sym_name").and_then(|a| ir.ctx.as_str(a)).map(String::from_utf8_lossy).unwrap_or_default();
    if ts.len() != results.len() {
        v.err(op, format!("has {} operands, but enclosing function (@{fname}) returns {}", ts.len(), results.len()));
    } else if let Some(i) = ts.iter().zip(&results).position(|(a, b)| a != b) {
        let (x, y) = (v.ty_str(ts[i]), v.ty_str(results[i]));
        v.err(
            op,
            format!(
                "type of return operand {i} ('{x}') doesn't match function result type ('{y}') in function @{fname}"
            ),
        );
    }
}

// ----- calls -----

/// The `func.func` that the symbol reference `attr` of `op` names (`None`: no reference, or
/// `missing(name)` reported).
fn referenced_func(v: &mut Verifier, op: Op, attr: &str, missing: fn(&str) -> String) -> Option<Op> {
    let ir = v.ir;
    let (root, nested) = ir.attr(op, attr).and_then(|a| ir.ctx.as_symbol_ref(a))?;
    let f = v.lookup_symbol(symbol_table_of(ir, op), root, nested).filter(|&f| ir.op_name(f) == "func.func");
    if f.is_none() {
        v.err(op, missing(ir.ctx.str(root)));
    }
    f
}

fn verify_call(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(f) = referenced_func(v, op, "callee", |name| format!("'{name}' does not reference a valid function"))
    else {
        return;
    };
    let Some((inputs, results)) = function_type(ir, f) else { return };
    let (ts, rs) = (ir.operand_types(op), ir.result_types(op));
    if ts.len() != inputs.len() {
        v.err(op, "incorrect number of operands for callee");
    } else if let Some(i) = ts.iter().zip(&inputs).position(|(a, b)| a != b) {
        let (x, y) = (v.ty_str(inputs[i]), v.ty_str(ts[i]));
        let msg =
            format!("operand type mismatch: expected operand type '{x}', but provided '{y}' for operand number {i}");
        v.err(op, msg);
    } else if rs.len() != results.len() {
        v.err(op, "incorrect number of results for callee");
    } else if let Some(i) = rs.iter().zip(&results).position(|(a, b)| a != b) {
        v.err(op, format!("result type mismatch at index {i}"));
    }
}

/// `: (A) -> R`: the callee's type, which gives the arguments' and results'.
fn parse_callee_type(p: &mut Parser, _: &mut OpState, got: &mut Slots, _: &[&str]) -> PResult<()> {
    let pos = p.tok.start;
    let t = p.parse_type()?;
    let TypeKind::Function { inputs, results } = p.ir.ctx.type_kind(t).clone() else {
        return p.err_at(pos, "expected function type");
    };
    got.set_types("callee", vec![t]);
    got.set_types("callee_operands", inputs);
    got.set_types("results", results);
    Ok(())
}

fn print_callee_type(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    pr.ty(pr.ir.value_ty(pr.ir.operands(op)[0]));
}

fn verify_call_indirect(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(TypeKind::Function { inputs, results }) =
        ir.operands(op).first().map(|&c| ir.ctx.type_kind(ir.value_ty(c)))
    else {
        return;
    };
    if ir.operand_types(op)[1..] != inputs[..] {
        v.err(op, "failed to verify that callee input types match argument types");
    } else if ir.result_types(op) != *results {
        v.err(op, "failed to verify that callee result types match result types");
    }
}

fn verify_constant(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(f) = referenced_func(v, op, "value", |name| format!("reference to undefined function '{name}'")) else {
        return;
    };
    let ft = ir.attr(f, "function_type").and_then(|a| ir.ctx.as_type(a));
    if ft != Some(ir.value_ty(ir.result(op, 0))) {
        v.err(op, "reference to function with mismatched type");
    }
}
