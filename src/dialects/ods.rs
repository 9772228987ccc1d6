//! Declarative op definitions (in the spirit of MLIR's ODS, as Rust data): an op declares its
//! operands, results and inherent attributes with their constraints, and an assembly format
//! string with MLIR's directives; parsing, printing and the generic checks (counts, types,
//! attributes, with upstream's messages) come from the declaration, and only op-specific
//! verification stays hand-written.
//!
//! An op is one entry: `OpSpec::new("index.add").declare(&BINARY).traits(PURE | COMMUTATIVE)`,
//! with
//! ```text
//! static BINARY: OpFormat = OpFormat {
//!     operands: &[("lhs", &INDEX), ("rhs", &INDEX)],
//!     results: &[("result", &INDEX)],
//!     attrs: &[],
//!     format: "$lhs `,` $rhs attr-dict",
//!     verify: None,
//!     same_type: false,
//! };
//! ```
//! Format directives (a subset of MLIR's, growing as dialects move here): `$name` (an operand,
//! or an attribute printed by its constraint), `` `lit` `` (a keyword or punctuation),
//! `type($name)` (an operand's or result's type), `attr-dict`. An operand or result whose
//! type the format does not give has a buildable constraint (`index`, `i1`). Spacing follows
//! MLIR's generated printers: a space before each element except before `,` `)` `]` `}` `>`
//! after punctuation, and none after `(`, `[`, `{` and `<`.
//!
//! The format string is read at every parse and print (a few tokens; no allocation beyond the
//! op's own).

use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, UOperand};
use crate::syntax::printer::Printer;

/// A type constraint: upstream's summary (used in "must be <summary>, but got ..."), the check,
/// and how to build the type when the format does not spell it.
pub struct TypeConstraint {
    pub summary: &'static str,
    pub check: fn(&Context, Type) -> bool,
    pub build: Option<fn(&mut Context) -> Type>,
}

/// An attribute constraint: upstream's summary ("failed to satisfy constraint: <summary>"),
/// the check, and the custom form's parser and printer of the attribute's value.
pub struct AttrConstraint {
    pub summary: &'static str,
    pub check: fn(&Context, Attr) -> bool,
    pub parse: fn(&mut Parser) -> PResult<Attr>,
    pub print: fn(&mut Printer, Attr),
    /// A default-valued attribute (upstream's `DefaultValuedAttr`): the value the parser sets
    /// when the text leaves it out, and whether a value is that default (an optional group
    /// anchored on it is then not printed).
    pub default: Option<AttrDefault>,
}

/// A default value: how to make it, and whether an attribute is it.
pub type AttrDefault = (fn(&mut Context) -> Attr, fn(&Context, Attr) -> bool);

/// An op's declaration: named operands, results and inherent attributes (all required, one
/// value each, for now), the assembly format, and the op's own extra checks.
pub struct OpFormat {
    pub operands: &'static [(&'static str, &'static TypeConstraint)],
    pub results: &'static [(&'static str, &'static TypeConstraint)],
    pub attrs: &'static [(&'static str, &'static AttrConstraint)],
    pub format: &'static str,
    pub verify: Option<crate::ir::registry::VerifyFn>,
    /// All operands and results have one type (upstream's `SameOperandsAndResultType`): the
    /// format spells it once, the others take it, and the verifier checks it.
    pub same_type: bool,
}

/// One element of a format string.
#[derive(Clone, PartialEq, Debug)]
enum Elem<'a> {
    Var(&'a str),
    Lit(&'a str),
    TypeOf(&'a str),
    AttrDict,
    /// `( ... )?`: printed when its anchor (`$name^`) is set to a value other than its default;
    /// parsed when its first element is there.
    Optional(Vec<Elem<'a>>, &'a str),
}

/// The elements of a format string (up to the `)?` that closes a group, when nested).
fn elems(format: &str) -> Vec<Elem<'_>> {
    fn group<'a>(rest: &mut &'a str, anchor: &mut Option<&'a str>) -> Vec<Elem<'a>> {
        let mut out = vec![];
        loop {
            *rest = rest.trim_start();
            if rest.is_empty() {
                return out;
            }
            if let Some(r) = rest.strip_prefix(")?") {
                *rest = r;
                return out;
            }
            if let Some(r) = rest.strip_prefix('(') {
                *rest = r;
                let mut a = None;
                let inner = group(rest, &mut a);
                out.push(Elem::Optional(inner, a.unwrap_or("")));
                continue;
            }
            let (e, len) = one(rest);
            *rest = rest.get(len.min(rest.len())..).unwrap_or("");
            if let Some(r) = rest.strip_prefix('^') {
                *rest = r;
                if let Elem::Var(n) = e {
                    *anchor = Some(n);
                }
            }
            out.push(e);
        }
    }
    fn one(rest: &str) -> (Elem<'_>, usize) {
        if let Some(r) = rest.strip_prefix('`') {
            let end = r.find('`').unwrap_or(r.len());
            (Elem::Lit(&r[..end]), end + 2)
        } else if let Some(r) = rest.strip_prefix("type($") {
            let end = r.find(')').unwrap_or(r.len());
            (Elem::TypeOf(&r[..end]), end + 7)
        } else if let Some(r) = rest.strip_prefix('$') {
            let end = r.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(r.len());
            (Elem::Var(&r[..end]), end + 1)
        } else {
            let end = rest.find(|c: char| c.is_whitespace() || c == ')').unwrap_or(rest.len());
            debug_assert_eq!(&rest[..end], "attr-dict", "unknown format directive");
            (Elem::AttrDict, end)
        }
    }
    let mut rest = format;
    let mut anchor = None;
    group(&mut rest, &mut anchor)
}

/// The declaration of the op named `name`.
fn format_of(name: &str) -> &'static OpFormat {
    let r = super::registry();
    let id = r.lookup(name).expect("a registered op");
    super::asm(id).format.expect("an op declared through ods")
}

fn punct(lit: &str) -> Option<Tok> {
    Some(match lit {
        "," => Tok::Comma,
        "(" => Tok::LParen,
        ")" => Tok::RParen,
        "[" => Tok::LSquare,
        "]" => Tok::RSquare,
        "{" => Tok::LBrace,
        "}" => Tok::RBrace,
        "<" => Tok::Less,
        ">" => Tok::Greater,
        ":" => Tok::Colon,
        "=" => Tok::Equal,
        "->" => Tok::Arrow,
        _ => return None,
    })
}

/// What the parser has read of an op so far.
struct Parsed {
    uses: Vec<Option<UOperand>>,
    operand_types: Vec<Option<Type>>,
    result_types: Vec<Option<Type>>,
}

fn parse_elems(p: &mut Parser, st: &mut OpState, f: &OpFormat, es: &[Elem], got: &mut Parsed) -> PResult<()> {
    for e in es {
        match e {
            Elem::Lit("") => {}
            Elem::Lit(l) => match punct(l) {
                Some(t) => p.expect(t, &format!("'{l}'"))?,
                None => p.parse_keyword(l)?,
            },
            Elem::Var(n) => {
                if let Some(i) = f.operands.iter().position(|o| o.0 == *n) {
                    got.uses[i] = Some(p.parse_operand()?);
                } else if let Some(&(name, c)) = f.attrs.iter().find(|a| a.0 == *n) {
                    let a = (c.parse)(p)?;
                    st.add_attr(p.ir, name, a);
                }
            }
            Elem::TypeOf(n) => {
                let t = p.parse_type()?;
                if let Some(i) = f.operands.iter().position(|o| o.0 == *n) {
                    got.operand_types[i] = Some(t);
                } else if let Some(i) = f.results.iter().position(|o| o.0 == *n) {
                    got.result_types[i] = Some(t);
                }
            }
            Elem::AttrDict => p.parse_attr_dict(st)?,
            Elem::Optional(group, _) => {
                // The group is there when its first element is.
                let present = match group.first() {
                    Some(Elem::Lit(l)) => match punct(l) {
                        Some(t) => p.is(&t),
                        None => p.is_keyword(l),
                    },
                    _ => false,
                };
                if present {
                    parse_elems(p, st, f, group, got)?;
                }
            }
        }
    }
    Ok(())
}

/// The custom parser of every declared op.
pub fn parse(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let f = format_of(p.ir.ctx.str(st.name));
    let mut got = Parsed {
        uses: vec![None; f.operands.len()],
        operand_types: vec![None; f.operands.len()],
        result_types: vec![None; f.results.len()],
    };
    parse_elems(p, st, f, &elems(f.format), &mut got)?;
    for &(name, c) in f.attrs {
        if let Some((make, _)) = c.default {
            let s = p.ir.ctx.sym(name);
            if !st.attrs.iter().any(|e| e.0 == s) {
                let a = make(&mut p.ir.ctx);
                st.add_attr(p.ir, name, a);
            }
        }
    }
    // One type for all (`same_type`): the one the format spelled.
    let shared = f.same_type.then(|| got.operand_types.iter().chain(&got.result_types).flatten().next().copied());
    let shared = shared.flatten();
    let built = |p: &mut Parser, c: &TypeConstraint, t: Option<Type>| -> Type {
        t.or(shared).or_else(|| c.build.map(|b| b(&mut p.ir.ctx))).unwrap_or_else(|| p.ir.ctx.none_ty())
    };
    for (i, u) in got.uses.iter().enumerate() {
        let t = built(p, f.operands[i].1, got.operand_types[i]);
        let u = u.as_ref().expect("every operand is in the format");
        let v = p.resolve(u, t)?;
        st.operands.push(v);
    }
    for (i, &(_, c)) in f.results.iter().enumerate() {
        let t = built(p, c, got.result_types[i]);
        st.types.push(t);
    }
    Ok(())
}

/// Spacing state of the printer: whether the last element was punctuation (and which), and
/// whether an empty literal asked for no space before the next element.
struct Spacing {
    last_punct: Option<char>,
    no_space: bool,
}

fn print_elems(pr: &mut Printer, op: Op, f: &OpFormat, es: &[Elem], sp: &mut Spacing) {
    for e in es {
        match e {
            Elem::Lit("") => sp.no_space = true,
            Elem::Lit(l) => {
                let first = l.chars().next().unwrap_or(' ');
                let space = if l.len() != 1 && *l != "->" {
                    !matches!(sp.last_punct, Some('(' | '[' | '{' | '<'))
                } else {
                    match sp.last_punct {
                        Some('(' | '[' | '{' | '<') => false,
                        Some(_) => !">)}],".contains(first),
                        None => !"<>(){}[],".contains(first),
                    }
                };
                if !sp.no_space && space {
                    pr.w(" ");
                }
                pr.w(l);
                sp.last_punct = (!(first.is_alphabetic() || first == '_')).then_some(first);
                sp.no_space = false;
            }
            Elem::AttrDict => {
                let elided: Vec<&str> = f.attrs.iter().map(|a| a.0).collect();
                pr.attr_dict(op, &elided);
            }
            Elem::Optional(group, anchor) => {
                let shown = f.attrs.iter().find(|a| a.0 == *anchor).is_some_and(|&(n, c)| {
                    pr.ir
                        .attr(op, n)
                        .is_some_and(|a| c.default.is_none_or(|(_, is_default)| !is_default(&pr.ir.ctx, a)))
                });
                if shown {
                    print_elems(pr, op, f, group, sp);
                }
            }
            Elem::Var(n) | Elem::TypeOf(n) => {
                if !sp.no_space && !matches!(sp.last_punct, Some('(' | '[' | '{' | '<')) {
                    pr.w(" ");
                }
                sp.no_space = false;
                sp.last_punct = None;
                let operand = f.operands.iter().position(|o| o.0 == *n);
                match (e, operand) {
                    (Elem::Var(_), Some(i)) => {
                        let v = pr.ir.operands(op)[i];
                        pr.operand(v);
                    }
                    (Elem::Var(_), None) => {
                        if let Some(&(aname, c)) = f.attrs.iter().find(|a| a.0 == *n) {
                            if let Some(a) = pr.ir.attr(op, aname) {
                                (c.print)(pr, a);
                            }
                        }
                    }
                    (_, Some(i)) => {
                        let t = pr.ir.value_ty(pr.ir.operands(op)[i]);
                        pr.ty(t);
                    }
                    (_, None) => {
                        if let Some(i) = f.results.iter().position(|o| o.0 == *n) {
                            let t = pr.ir.value_ty(pr.ir.result(op, i));
                            pr.ty(t);
                        }
                    }
                }
            }
        }
    }
}

/// The custom printer of every declared op.
pub fn print(pr: &mut Printer, op: Op) {
    let name = pr.ir.op_name(op).to_string();
    let f = format_of(&name);
    pr.w(&name);
    let mut sp = Spacing { last_punct: None, no_space: false };
    print_elems(pr, op, f, &elems(f.format), &mut sp);
}

/// Whether the custom printer can print `op`: its operand and result counts and attributes
/// are as declared (otherwise the generic form shows what the verifier rejects).
pub fn can_print(ir: &Ir, op: Op) -> bool {
    let f = format_of(ir.op_name(op));
    ir.operands(op).len() == f.operands.len()
        && ir.results(op).len() == f.results.len()
        && f.attrs.iter().all(|&(n, c)| ir.attr(op, n).is_some_and(|a| (c.check)(&ir.ctx, a)))
}

/// The generic checks of every declared op, in upstream's order (the structural traits, then
/// attribute, operand and result constraints, then `SameOperandsAndResultType`), with its
/// messages, then the op's own checks.
pub fn verify(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let f = format_of(ir.op_name(op));
    if !super::common::structure(v, op, f.operands.len(), f.results.len()) {
        return;
    }
    for &(n, c) in f.attrs {
        match ir.attr(op, n) {
            None if c.default.is_none() => {
                v.err(op, format!("requires attribute '{n}'"));
                return;
            }
            Some(a) if !(c.check)(&ir.ctx, a) => {
                v.err(op, format!("attribute '{n}' failed to satisfy constraint: {}", c.summary));
                return;
            }
            _ => {}
        }
    }
    for (i, &(_, c)) in f.operands.iter().enumerate() {
        let t = ir.value_ty(ir.operands(op)[i]);
        if !(c.check)(&ir.ctx, t) {
            let ts = crate::syntax::printer::type_to_string(&ir.ctx, t);
            v.err(op, format!("operand #{i} must be {}, but got '{ts}'", c.summary));
            return;
        }
    }
    for (i, &(_, c)) in f.results.iter().enumerate() {
        let t = ir.value_ty(ir.result(op, i));
        if !(c.check)(&ir.ctx, t) {
            let ts = crate::syntax::printer::type_to_string(&ir.ctx, t);
            v.err(op, format!("result #{i} must be {}, but got '{ts}'", c.summary));
            return;
        }
    }
    if f.same_type && !super::common::same_operands_and_result_type(v, op) {
        return;
    }
    if let Some(extra) = f.verify {
        extra(v, op);
    }
}

// ----- constraints shared by dialects -----

pub static INDEX: TypeConstraint = TypeConstraint {
    summary: "index",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::Index),
    build: Some(|ctx| ctx.index_ty()),
};

pub static I1: TypeConstraint = TypeConstraint {
    summary: "1-bit signless integer",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::Int { width: 1, sign: Signedness::Signless }),
    build: Some(|ctx| ctx.int_ty(1)),
};

pub static ANY_INTEGER_OR_INDEX: TypeConstraint = TypeConstraint {
    summary: "integer or index",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::Index | TypeKind::Int { .. }),
    build: None,
};

pub static FLOAT_LIKE: TypeConstraint =
    TypeConstraint { summary: "floating-point-like", check: super::common::is_float_like, build: None };

pub static SIGNLESS_INT_LIKE: TypeConstraint =
    TypeConstraint { summary: "signless-integer-like", check: super::common::is_signless_int_like, build: None };

/// `<flags>` of an `#arith.<kw><flags>` attribute (the format prints the keyword), or the
/// whole attribute when it is not one.
fn print_flags(pr: &mut Printer, a: Attr, kw: &str) {
    match pr.ir.ctx.dialect_attr_body(a, "arith").and_then(|b| b.strip_prefix(kw)) {
        Some(b) => {
            let b = b.to_string();
            pr.w(&b);
        }
        None => pr.attr(a),
    }
}

/// `#arith.fastmath<...>`, written `<flags>` after a `fastmath` keyword; default `none`.
pub static FASTMATH: AttrConstraint = AttrConstraint {
    summary: "Floating point fast math flags",
    check: |ctx, a| ctx.dialect_attr_body(a, "arith").is_some_and(|b| b.starts_with("fastmath<")),
    parse: |p| {
        if !p.is(&Tok::Less) {
            return p.err("expected '<' after 'fastmath'");
        }
        let body = super::common::parse_fastmath_flags(p)?;
        Ok(p.ir.ctx.dialect_attr("arith", &format!("fastmath{body}")))
    },
    print: |pr, a| print_flags(pr, a, "fastmath"),
    default: Some((
        |ctx| ctx.dialect_attr("arith", "fastmath<none>"),
        |ctx, a| ctx.dialect_attr_body(a, "arith") == Some("fastmath<none>"),
    )),
};

/// `#arith.overflow<...>`, written `<flags>` after an `overflow` keyword; default `none`.
pub static OVERFLOW: AttrConstraint = AttrConstraint {
    summary: "Integer overflow arith flags",
    check: |ctx, a| ctx.dialect_attr_body(a, "arith").is_some_and(|b| b.starts_with("overflow<")),
    parse: |p| {
        if !p.is(&Tok::Less) {
            return p.err("expected '<' after 'overflow'");
        }
        let body = p.parse_dialect_body()?;
        Ok(p.ir.ctx.dialect_attr("arith", &format!("overflow{body}")))
    },
    print: |pr, a| print_flags(pr, a, "overflow"),
    default: Some((
        |ctx| ctx.dialect_attr("arith", "overflow<none>"),
        |ctx, a| ctx.dialect_attr_body(a, "arith") == Some("overflow<none>"),
    )),
};
