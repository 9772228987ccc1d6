//! The `builtin` dialect: `module` and `unrealized_conversion_cast`.

use super::{OpSpec, GRAPH_REGION, ISOLATED, NO_TERMINATOR, PURE, SINGLE_BLOCK, SYMBOL, SYMBOL_TABLE};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

pub static OPS: &[OpSpec] = &[
    OpSpec::new("builtin.module")
        .custom(parse_module, print_module)
        .verify(verify_module)
        .props(&["sym_name", "sym_visibility"])
        // upstream: IsolatedFromAbove, SymbolTable, Symbol (its `sym_name` is optional),
        // NoTerminator, SingleBlock, HasOnlyGraphRegion
        .traits(ISOLATED | NO_TERMINATOR | SYMBOL_TABLE | SYMBOL | GRAPH_REGION | SINGLE_BLOCK)
        .default_dialect("builtin"),
    OpSpec::new("builtin.unrealized_conversion_cast").custom(parse_cast, print_cast).traits(PURE),
];

fn parse_module(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if let crate::syntax::lexer::Tok::At(_) = p.tok.kind {
        let n = p.parse_symbol_name()?;
        let a = p.ir.ctx.str_attr(&n);
        st.add_attr(p.ir, "sym_name", a);
    }
    p.parse_attr_dict_with_keyword(st)?;
    let r = p.parse_region(vec![], true)?;
    // A module body always has one block.
    if p.ir.region_is_empty(r) {
        let b = p.ir.new_block();
        p.ir.append_block(r, b);
    }
    st.regions.push(r);
    Ok(())
}

fn print_module(pr: &mut Printer, op: Op) {
    pr.w("module");
    if let Some(n) = pr.ir.attr(op, "sym_name").and_then(|a| pr.ir.ctx.as_str(a)) {
        pr.w(" ");
        pr.symbol(&String::from_utf8_lossy(n));
    }
    pr.attr_dict_with_keyword(op, &["sym_name"]);
    pr.w(" ");
    let r = pr.ir.regions(op)[0];
    pr.region(r, false, true);
}

fn verify_module(v: &mut Verifier, op: Op) {
    if !super::common::counts(v, op, 0, 0) {
        return;
    }
    let regions = v.ir.regions(op);
    if regions.len() != 1 {
        v.err(op, "requires one region");
        return;
    }
    if v.ir.num_blocks(regions[0]) != 1 {
        v.err(op, "expects region #0 to have 0 or 1 blocks");
        return;
    }
    let b = v.ir.entry_block(regions[0]).unwrap();
    if !v.ir.args(b).is_empty() {
        v.err(op, "expects region #0 to have 0 arguments");
    }
}

fn parse_cast(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = p.parse_operand_list()?;
    if !uses.is_empty() {
        let pos = p.tok.start;
        p.expect(Tok::Colon, "':'")?;
        let tys = p.parse_type_list_no_parens()?;
        st.operands = p.resolve_all(&uses, &tys, pos)?;
    }
    p.parse_keyword("to")?;
    st.types = p.parse_type_list_no_parens()?;
    p.parse_attr_dict(st)?;
    Ok(())
}

fn print_cast(pr: &mut Printer, op: Op) {
    pr.w("builtin.unrealized_conversion_cast");
    let ops = pr.ir.operands(op);
    if !ops.is_empty() {
        pr.w(" ");
        pr.operands(ops);
        pr.w(" : ");
        let ts = pr.ir.operand_types(op);
        pr.types(&ts);
    }
    pr.w(" to ");
    let ts = pr.ir.result_types(op);
    pr.types(&ts);
    pr.attr_dict(op, &[]);
}
