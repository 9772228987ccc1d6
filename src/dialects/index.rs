//! The `index` dialect: integer arithmetic on `index` values, with upstream's semantics
//! (signed and unsigned division and remainder, ceiling and floor division, min/max, shifts,
//! casts to and from integers, comparison, constants). Every op is declared through `ods`:
//! the entries below are the whole definition of the syntax and the generic checks.

use super::ods::{op, AttrConstraint, OpFormat, ANY_INTEGER_OR_INDEX, I1, INDEX};
use super::{OpSpec, COMMUTATIVE, CONSTANT_LIKE, PURE};
use crate::dialects::ods::op_format;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::parser::{PResult, Parser};
use crate::syntax::printer::Printer;

static BINARY: OpFormat = op_format!(
    operands["lhs": INDEX, "rhs": INDEX] results["result": INDEX] format "$lhs `,` $rhs attr-dict"
);

static CAST: OpFormat = op_format!(
    operands["input": ANY_INTEGER_OR_INDEX] results["output": ANY_INTEGER_OR_INDEX]
    format "$input attr-dict `:` type($input) `to` type($output)" verify(verify_cast)
);

macro_rules! binary {
    ($name:literal) => {
        OpSpec::new($name).declare(&BINARY).traits(PURE)
    };
    ($name:literal, commutative) => {
        OpSpec::new($name).declare(&BINARY).traits(PURE | COMMUTATIVE)
    };
}

pub static OPS: &[OpSpec] = &[
    binary!("index.add", commutative),
    binary!("index.and", commutative),
    op!("index.bool.constant" results["result": I1] attrs["value": BOOL_ATTR] format "attr-dict $value"
        traits(PURE | CONSTANT_LIKE)),
    OpSpec::new("index.casts").declare(&CAST).traits(PURE),
    OpSpec::new("index.castu").declare(&CAST).traits(PURE),
    binary!("index.ceildivs"),
    binary!("index.ceildivu"),
    op!("index.cmp" operands["lhs": INDEX, "rhs": INDEX] results["result": I1] attrs["pred": PREDICATE]
        format "$pred `(` $lhs `,` $rhs `)` attr-dict" traits(PURE)),
    op!("index.constant" results["result": INDEX] attrs["value": INDEX_ATTR] format "attr-dict $value"
        traits(PURE | CONSTANT_LIKE)),
    binary!("index.divs"),
    binary!("index.divu"),
    binary!("index.floordivs"),
    binary!("index.maxs", commutative),
    binary!("index.maxu", commutative),
    binary!("index.mins", commutative),
    binary!("index.minu", commutative),
    binary!("index.mul", commutative),
    binary!("index.or", commutative),
    binary!("index.rems"),
    binary!("index.remu"),
    binary!("index.shl"),
    binary!("index.shrs"),
    binary!("index.shru"),
    op!("index.sizeof" results["result": INDEX] format "attr-dict" traits(PURE)),
    binary!("index.sub"),
    binary!("index.xor", commutative),
];

/// `index.casts`/`castu` convert between `index` and an integer type: exactly one side is
/// `index`.
fn verify_cast(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (a, b) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.result(op, 0)));
    let is_index = |t: Type| matches!(ir.ctx.type_kind(t), TypeKind::Index);
    if is_index(a) == is_index(b) {
        let (sa, sb) =
            (crate::syntax::printer::type_to_string(&ir.ctx, a), crate::syntax::printer::type_to_string(&ir.ctx, b));
        v.err(op, format!("operand type '{sa}' and result type '{sb}' are cast incompatible"));
    }
}

// ----- attributes -----

/// `index.cmp`'s predicates, as `#index<cmp_predicate NAME>`.
pub const PREDICATES: &[&str] = &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];

/// The predicate of an `index.cmp` predicate attribute.
pub fn predicate(ctx: &Context, a: Attr) -> Option<&'static str> {
    ctx.enum_keyword(a, &crate::ir::enums::INDEX_CMP_PREDICATE)
}

static PREDICATE: AttrConstraint = AttrConstraint {
    summary: "index comparison predicate kind",
    check: |ctx, a| predicate(ctx, a).is_some(),
    parse: parse_predicate,
    default: None,
    print: |pr, a| {
        let name = predicate(&pr.ir.ctx, a).unwrap_or("?");
        pr.w(name);
    },
};

fn parse_predicate(p: &mut Parser) -> PResult<Attr> {
    let pos = p.tok.start;
    let name = p.parse_any_keyword("a comparison predicate")?;
    if !PREDICATES.contains(&name.as_str()) {
        let msg = format!(
            "custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: {}",
            PREDICATES.join(", ")
        );
        let r = p.err_at(pos, msg);
        // Upstream reports the attribute's failure too, where the keyword ended.
        if p.diags.len() == 1 {
            let loc = p.loc_at(p.tok.start);
            p.diags.push(crate::diag::Diagnostic::error(
                loc,
                "custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a \
                 `::mlir::index::IndexCmpPredicate`",
            ));
        }
        return r;
    }
    Ok(p.ir.ctx.dialect_attr("index", &format!("<cmp_predicate {name}>")))
}

static INDEX_ATTR: AttrConstraint = AttrConstraint {
    summary: "index attribute",
    check: |ctx, a| match ctx.attr_kind(a) {
        AttrKind::Int { ty, .. } => matches!(ctx.type_kind(*ty), TypeKind::Index),
        _ => false,
    },
    parse: |p| {
        let v = p.parse_i64_attr_value()?;
        Ok(p.ir.ctx.index_attr(v))
    },
    print: |pr, a| {
        let v = pr.ir.ctx.as_int(a).unwrap_or(0);
        pr.w(&v.to_string());
    },
    default: None,
};

static BOOL_ATTR: AttrConstraint = AttrConstraint {
    summary: "bool attribute",
    check: |ctx, a| match ctx.attr_kind(a) {
        AttrKind::Int { ty, .. } => matches!(ctx.type_kind(*ty), TypeKind::Int { width: 1, .. }),
        _ => false,
    },
    parse: |p| {
        let b = if p.parse_optional_keyword("true") {
            true
        } else if p.tok.kind == crate::syntax::lexer::Tok::BareId && !p.is_keyword("false") {
            return p.err_wrong_token("expected attribute value");
        } else {
            p.parse_keyword("false")?;
            false
        };
        Ok(p.ir.ctx.bool_attr(b))
    },
    print: print_bool,
    default: None,
};

fn print_bool(pr: &mut Printer, a: Attr) {
    let v = pr.ir.ctx.as_int(a).unwrap_or(0);
    pr.w(if v != 0 { "true" } else { "false" });
}
