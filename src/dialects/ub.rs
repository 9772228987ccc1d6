//! The `ub` dialect: `ub.poison`.

use super::ods::{AttrConstraint, OpFormat, ANY_TYPE};
use super::{OpSpec, CONSTANT_LIKE, PURE};
use crate::dialects::ods::op_format;

/// `ub.poison` is `Pure` and constant-like (its `value`, `#ub.poison`, is what folders see).
pub static OPS: &[OpSpec] = &[OpSpec::new("ub.poison").declare(&POISON).traits(PURE | CONSTANT_LIKE)];

static POISON: OpFormat = op_format!(
    results["result": ANY_TYPE] attrs["value": POISON_VALUE] format "attr-dict (`<` $value^ `>`)? `:` type($result)"
);

/// The poison value, `#ub.poison` by default.
static POISON_VALUE: AttrConstraint = AttrConstraint {
    summary: "PoisonAttrInterface instance",
    check: |_, _| true,
    parse: |p| p.parse_attr(),
    print: |pr, a| pr.attr(a),
    default: Some((|ctx| ctx.dialect_attr("ub", "poison"), |ctx, a| ctx.dialect_attr_body(a, "ub") == Some("poison"))),
};
