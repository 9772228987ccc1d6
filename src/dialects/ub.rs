//! The `ub` dialect: `ub.poison`.

use super::common::counts;
use super::{OpSpec, CONSTANT_LIKE, PURE};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

/// `ub.poison` is `Pure` and constant-like (its `value`, `#ub.poison`, is what folders see).
pub static OPS: &[OpSpec] = &[OpSpec::new("ub.poison")
    .custom(parse_poison, print_poison)
    .verify(verify_poison)
    .props(&["value"])
    .traits(PURE | CONSTANT_LIKE)];

fn parse_poison(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.optional(crate::syntax::lexer::Tok::Less) {
        let a = p.parse_attr()?;
        st.add_attr(p.ir, "value", a);
        p.expect(crate::syntax::lexer::Tok::Greater, "'>'")?;
    } else {
        let a = p.ir.ctx.dialect_attr("ub", "poison");
        st.add_attr(p.ir, "value", a);
    }
    p.parse_attr_dict(st)?;
    st.types = vec![p.parse_colon_type()?];
    Ok(())
}

fn print_poison(pr: &mut Printer, op: Op) {
    pr.w("ub.poison");
    let v = pr.ir.attr(op, "value");
    if let Some(a) = v {
        if pr.ir.ctx.dialect_attr_body(a, "ub") != Some("poison") {
            pr.w("<");
            pr.attr(a);
            pr.w(">");
        }
    }
    pr.attr_dict(op, &["value"]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(pr.ir.result(op, 0)));
}

fn verify_poison(v: &mut Verifier, op: Op) {
    counts(v, op, 0, 1);
}
