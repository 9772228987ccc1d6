//! The `ml_program` dialect: module-level globals and the ops that read and write them, as
//! torch-mlir's ONNX importer emits them (a random seed kept in a mutable global), plus the
//! dialect's function containers. Syntax and verifier messages are upstream's
//! (MLProgramOps.td / MLProgramOps.cpp).
//!
//! ```mlir
//! ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
//! %seed = ml_program.global_load @global_seed : tensor<i64>
//! ml_program.global_store @global_seed = %next : tensor<i64>
//! ```
//!
//! - `global`: a symbol with a `type`, an optional initial `value` and `is_mutable`; an
//!   immutable global must have a value. Its visibility is always printed (`public` when
//!   absent), as upstream's `custom<SymbolVisibility>`.
//! - `global_load` (reads the global), `global_load_const` (pure; only of an immutable
//!   global), `global_store` (writes; only into a mutable global); the type must be the
//!   global's. The `_graph` forms take and produce `!ml_program.token`s to order effects in
//!   graph regions.
//! - `func` (an SSA-CFG function ended by `return`), `subgraph` (a single-block graph region
//!   ended by `output`), `token`.
//!
//! Compilation: `one-shot-bufferize` turns tensor globals into `memref.global`s and the loads
//! and stores into `memref.get_global` and copies (models in `bufferization/models.rs`).
//! Globals of other types, the `_graph` ops, `func` and `subgraph` are parsed, verified and
//! printed but not lowered: the translation reports them by name.

use super::func::{parse_func, print_func, verify_function_like, FUNCTION_TYPE_ATTR, SYMBOL_REF};
use super::ods::{
    dict_attr, AttrConstraint, Custom, OpFormat, Slots, TypeConstraint, ANY_ATTR, ANY_TYPE, STRING, SYMBOL_NAME,
    TYPE_ATTR, UNIT,
};
use super::{OpSpec, GRAPH_REGION, ISOLATED, PURE, RETURN_LIKE, SINGLE_BLOCK, SYMBOL, TERMINATOR};
use crate::dialects::ods::{op, op_format};
use crate::ir::interfaces::{READS_ANY, WRITES_ANY};
use crate::ir::symbols::symbol_table_of;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

pub static OPS: &[OpSpec] = &[
    op!("ml_program.global"
        attrs[
            "sym_name": SYMBOL_NAME,
            "type": TYPE_ATTR,
            "is_mutable?": UNIT,
            "value?": ANY_ATTR,
            "sym_visibility?": STRING,
        ]
        format "custom<SymbolVisibility>($sym_visibility) (`mutable` $is_mutable^)? $sym_name `` \
                custom<TypedInitialValue>($type, $value) attr-dict"
        custom[
            Custom { name: "SymbolVisibility", parse: parse_visibility, print: print_visibility },
            Custom { name: "TypedInitialValue", parse: parse_typed_initial_value, print: print_typed_initial_value },
        ]
        verify(|v, op| {
            if v.ir.attr(op, "is_mutable").is_none() && v.ir.attr(op, "value").is_none() {
                v.err(op, "immutable global must have an initial value");
            }
        })
        traits(SYMBOL)),
    op!("ml_program.global_load" results["result": ANY_TYPE] attrs["global": SYMBOL_REF]
        format "$global `:` type($result) attr-dict"
        verify(|v, op| verify_global_use(v, op, GlobalUse::Load))
        effects_on(&[READS_ANY])),
    op!("ml_program.global_load_const" results["result": ANY_TYPE] attrs["global": SYMBOL_REF]
        format "$global `:` type($result) attr-dict"
        verify(|v, op| verify_global_use(v, op, GlobalUse::LoadConst))
        traits(PURE)),
    op!("ml_program.global_load_graph" operands["consumeTokens*": TOKEN]
        results["result": ANY_TYPE, "produceToken": TOKEN] attrs["global": SYMBOL_REF]
        format "$global `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($result) attr-dict"
        custom[Custom { name: "TokenOrdering", parse: parse_token_ordering, print: print_token_ordering }]
        verify(|v, op| verify_global_use(v, op, GlobalUse::Load))
        effects_on(&[READS_ANY])),
    op!("ml_program.global_store" operands["value": ANY_TYPE] attrs["global": SYMBOL_REF]
        format "$global `=` $value `:` type($value) attr-dict"
        verify(|v, op| verify_global_use(v, op, GlobalUse::Store))
        effects_on(&[WRITES_ANY])),
    op!("ml_program.global_store_graph" operands["value": ANY_TYPE, "consumeTokens*": TOKEN]
        results["produceToken": TOKEN] attrs["global": SYMBOL_REF]
        format "$global `=` $value `` custom<TokenOrdering>($consumeTokens, type($produceToken)) `:` type($value) attr-dict"
        custom[Custom { name: "TokenOrdering", parse: parse_token_ordering, print: print_token_ordering }]
        verify(|v, op| verify_global_use(v, op, GlobalUse::Store))
        effects_on(&[WRITES_ANY])),
    op!("ml_program.func" declare(&FUNCTION_LIKE) traits(ISOLATED | SYMBOL)),
    op!("ml_program.subgraph" declare(&FUNCTION_LIKE) traits(ISOLATED | SYMBOL | SINGLE_BLOCK | GRAPH_REGION)),
    op!("ml_program.output" operands["operands*": ANY_TYPE] format "attr-dict ($operands^ `:` type($operands))?"
        verify(|v, op| verify_terminator(v, op, "ml_program.subgraph", "outputs", "output"))
        traits(PURE | TERMINATOR | RETURN_LIKE)),
    op!("ml_program.return" operands["operands*": ANY_TYPE] format "attr-dict ($operands^ `:` type($operands))?"
        verify(|v, op| verify_terminator(v, op, "ml_program.func", "returns", "return"))
        traits(PURE | TERMINATOR | RETURN_LIKE)),
    op!("ml_program.token" results["token": TOKEN] format "attr-dict" traits(PURE)),
];

/// `ml_program.func` and `ml_program.subgraph`: `func.func`'s signature syntax and checks.
static FUNCTION_LIKE: OpFormat = op_format!(
    attrs[
        "sym_name": SYMBOL_NAME,
        "function_type": FUNCTION_TYPE_ATTR,
        "arg_attrs?": DICT_ARRAY,
        "res_attrs?": DICT_ARRAY,
        "sym_visibility?": STRING,
    ]
    regions["body"]
    format "`` custom<Function>($sym_visibility, $sym_name, $function_type, $arg_attrs, $res_attrs, $body)"
    custom[Custom { name: "Function", parse: parse_func, print: print_func }]
    verify(verify_function_like)
);

/// `!ml_program.token`.
pub fn token_ty(ctx: &mut Context) -> Type {
    let d = ctx.sym("ml_program");
    ctx.ty(TypeKind::Dialect { dialect: d, body: "token".into() })
}

fn is_token(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Dialect { dialect, body } if ctx.str(*dialect) == "ml_program" && body == "token")
}

static TOKEN: TypeConstraint = TypeConstraint {
    build: Some(token_ty),
    ..super::ods::type_constraint("Token for establishing execution ordering in a graph", is_token)
};

static DICT_ARRAY: AttrConstraint = dict_attr("Array of dictionary attributes", |ctx, a| {
    ctx.as_array(a).is_some_and(|l| l.iter().all(|&d| matches!(ctx.attr_kind(d), AttrKind::Dict(_))))
});

// ----- custom directives -----

/// `public`, `private` or `nested` (required; `public` is the absent attribute).
fn parse_visibility(p: &mut Parser, st: &mut OpState, _: &mut Slots, _: &[&str]) -> PResult<()> {
    for vis in ["public", "private", "nested"] {
        if p.parse_optional_keyword(vis) {
            let a = p.ir.ctx.str_attr(vis);
            st.add_attr(p.ir, "sym_visibility", a);
            return Ok(());
        }
    }
    let pos = p.tok.start;
    p.err_at(pos, "expected 'public', 'private', or 'nested'")
}

fn print_visibility(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let vis = pr.ir.attr(op, "sym_visibility").and_then(|a| pr.ir.ctx.as_str(a)).unwrap_or(b"public");
    let s = String::from_utf8_lossy(vis).into_owned();
    pr.w(&s);
}

/// `(value) : type` or `: type`.
fn parse_typed_initial_value(p: &mut Parser, st: &mut OpState, _: &mut Slots, _: &[&str]) -> PResult<()> {
    if p.optional(Tok::LParen) {
        let a = p.parse_attr()?;
        st.add_attr(p.ir, "value", a);
        p.expect(Tok::RParen, "')'")?;
    }
    p.expect(Tok::Colon, "':'")?;
    let t = p.parse_type()?;
    let ta = p.ir.ctx.type_attr(t);
    st.add_attr(p.ir, "type", ta);
    Ok(())
}

fn print_typed_initial_value(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    if let Some(a) = pr.ir.attr(op, "value") {
        pr.w("(");
        pr.attr(a);
        pr.w(")");
    }
    pr.w(" : ");
    match pr.ir.attr(op, "type") {
        Some(a) => match pr.ir.ctx.as_type(a) {
            Some(t) => pr.ty(t),
            None => pr.attr(a),
        },
        None => pr.w("<<NULL TYPE>>"),
    }
}

/// `ordering(%a, %b -> !ml_program.token)` or `ordering(() -> !ml_program.token)`; absent,
/// nothing (the parse then fails on the missing result type, as upstream's).
fn parse_token_ordering(p: &mut Parser, _: &mut OpState, slots: &mut Slots, args: &[&str]) -> PResult<()> {
    if !p.parse_optional_keyword("ordering") || !p.optional(Tok::LParen) {
        return Ok(());
    }
    let mut uses = vec![];
    if p.optional(Tok::LParen) {
        p.expect(Tok::RParen, "')'")?;
    } else {
        uses = p.parse_operand_list()?;
    }
    p.expect(Tok::Arrow, "'->'")?;
    let t = p.parse_type()?;
    p.expect(Tok::RParen, "')'")?;
    slots.set_operands(args[0], uses);
    slots.set_types(args[1].trim_start_matches("type(").trim_end_matches(')'), vec![t]);
    Ok(())
}

fn print_token_ordering(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let tokens: Vec<Value> = match ir.op_name(op) {
        "ml_program.global_store_graph" => ir.operands(op).get(1..).unwrap_or(&[]).to_vec(),
        _ => ir.operands(op).to_vec(),
    };
    let produced = ir.results(op).last().map(|&r| ir.value_ty(r));
    pr.w(" ordering(");
    if tokens.is_empty() {
        pr.w("()");
    } else {
        pr.operands(&tokens);
    }
    if let Some(t) = produced {
        pr.w(" -> ");
        pr.ty(t);
    }
    pr.w(")");
}

// ----- verification -----

#[derive(Clone, Copy, PartialEq)]
enum GlobalUse {
    Load,
    LoadConst,
    Store,
}

/// Upstream's `verifySymbolUses` of the load and store ops.
fn verify_global_use(v: &mut Verifier, op: Op, kind: GlobalUse) {
    let ir = v.ir;
    let Some(attr) = ir.attr(op, "global") else { return };
    let Some((root, nested)) = ir.ctx.as_symbol_ref(attr) else { return };
    let name = crate::syntax::printer::attr_to_string(&ir.ctx, attr);
    let g = v.lookup_symbol(symbol_table_of(ir, op), root, nested).filter(|&g| ir.op_name(g) == "ml_program.global");
    let Some(g) = g else {
        return v.err(op, format!("undefined global: {name}"));
    };
    let mutable = ir.attr(g, "is_mutable").is_some();
    match kind {
        GlobalUse::LoadConst if mutable => {
            return v.err(op, format!("cannot load as const from mutable global {name}"))
        }
        GlobalUse::Store if !mutable => return v.err(op, format!("cannot store to an immutable global {name}")),
        _ => {}
    }
    let Some(gt) = ir.attr(g, "type").and_then(|a| ir.ctx.as_type(a)) else { return };
    let t = match kind {
        GlobalUse::Store => ir.operands(op).first().map(|&x| ir.value_ty(x)),
        _ => ir.results(op).first().map(|&x| ir.value_ty(x)),
    };
    let Some(t) = t else { return };
    if t != gt {
        let (gs, ts) = (v.ty_str(gt), v.ty_str(t));
        let msg = match kind {
            GlobalUse::Store => format!("cannot store to a global typed '{gs}' from '{ts}'"),
            _ => format!("cannot load from global typed '{gs}' as '{ts}'"),
        };
        v.err(op, msg);
    }
}

/// `output` / `return`: inside their function kind, matching its results (upstream's
/// `HasParent` and the ops' verifiers; the type mismatch is reported without the op prefix).
fn verify_terminator(v: &mut Verifier, op: Op, parent: &str, verb: &str, what: &str) {
    let ir = v.ir;
    let Some(f) = ir.parent_op(op).filter(|&f| ir.op_name(f) == parent) else {
        return v.err(op, format!("expects parent op '{parent}'"));
    };
    let Some((_, results)) = super::func::function_type(ir, f) else { return };
    let fname = ir.attr(f, "sym_name").and_then(|a| ir.ctx.as_str(a)).map(String::from_utf8_lossy).unwrap_or_default();
    let ts = ir.operand_types(op);
    if ts.len() != results.len() {
        return v
            .err(op, format!("has {} operands, but enclosing function (@{fname}) {verb} {}", ts.len(), results.len()));
    }
    if let Some(i) = ts.iter().zip(&results).position(|(a, b)| a != b) {
        let (x, y) = (v.ty_str(ts[i]), v.ty_str(results[i]));
        let msg = format!(
            "type of {what} operand {i} ('{x}') doesn't match function result type ('{y}') in function @{fname}"
        );
        v.diags.push(crate::diag::Diagnostic::error(ir.loc(op), msg));
    }
}
