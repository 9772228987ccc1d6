//! The `builtin` dialect: `module` and `unrealized_conversion_cast`.

use super::ods::{dict_attr, AttrConstraint, Custom, Slots, ANY_TYPE};
use super::{OpSpec, GRAPH_REGION, ISOLATED, NO_TERMINATOR, PURE, SINGLE_BLOCK, SYMBOL, SYMBOL_TABLE};
use crate::dialects::ods::op;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::parser::{OpState, PResult, Parser};

pub static OPS: &[OpSpec] = &[
    op!("builtin.module"
        attrs[
            "sym_name?": SYMBOL_NAME,
            "sym_visibility?": dict_attr("string attribute", |ctx, a| ctx.as_str(a).is_some()),
        ]
        regions["bodyRegion"] format "($sym_name^)? attr-dict-with-keyword custom<Body>($bodyRegion)"
        custom[Custom {
            name: "Body",
            parse: parse_body,
            print: |pr, op, _, _| pr.region(pr.ir.regions(op)[0], false, true),
        }]
        verify(verify_module))
    // upstream: IsolatedFromAbove, SymbolTable, Symbol (its `sym_name` is optional),
    // NoTerminator, SingleBlock, HasOnlyGraphRegion
    .traits(ISOLATED | NO_TERMINATOR | SYMBOL_TABLE | SYMBOL | GRAPH_REGION | SINGLE_BLOCK)
    .default_dialect("builtin"),
    op!("builtin.unrealized_conversion_cast" operands["inputs*": ANY_TYPE] results["outputs*": ANY_TYPE]
        format "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict" traits(PURE)),
];

/// A symbol's name, written `@name`, held as a string.
static SYMBOL_NAME: AttrConstraint = AttrConstraint {
    summary: "string attribute",
    check: |ctx, a| ctx.as_str(a).is_some(),
    parse: |p| {
        let n = p.parse_symbol_name()?;
        Ok(p.ir.ctx.str_attr(&n))
    },
    print: |pr, a| pr.symbol(&String::from_utf8_lossy(pr.ir.ctx.as_str(a).unwrap_or(b""))),
    default: None,
};

/// The module's body, which always has one block.
fn parse_body(p: &mut Parser, _: &mut OpState, got: &mut Slots, _: &[&str]) -> PResult<()> {
    let r = p.parse_region(vec![], true)?;
    if p.ir.region_is_empty(r) {
        let b = p.ir.new_block();
        p.ir.append_block(r, b);
    }
    got.set_region("bodyRegion", r);
    Ok(())
}

fn verify_module(v: &mut Verifier, op: Op) {
    let r = v.ir.regions(op)[0];
    if v.ir.num_blocks(r) != 1 {
        return v.err(op, "expects region #0 to have 0 or 1 blocks");
    } else if !v.ir.args(v.ir.entry_block(r).unwrap()).is_empty() {
        return v.err(op, "expects region #0 to have 0 arguments");
    }
    // Its discardable attributes belong to dialects.
    if let Some(&(n, _)) = v.ir.attrs(op).iter().find(|&&(n, _)| !v.ir.ctx.str(n).contains('.')) {
        let n = v.ir.ctx.str(n).to_string();
        v.err(op, format!("can only contain attributes with dialect-prefixed names, found: '{n}'"));
    }
}
