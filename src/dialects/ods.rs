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

use super::common::counts;
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
}

/// An op's declaration: named operands, results and inherent attributes (all required, one
/// value each, for now), the assembly format, and the op's own extra checks.
pub struct OpFormat {
    pub operands: &'static [(&'static str, &'static TypeConstraint)],
    pub results: &'static [(&'static str, &'static TypeConstraint)],
    pub attrs: &'static [(&'static str, &'static AttrConstraint)],
    pub format: &'static str,
    pub verify: Option<crate::ir::registry::VerifyFn>,
}

/// One element of a format string.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Elem<'a> {
    Var(&'a str),
    Lit(&'a str),
    TypeOf(&'a str),
    AttrDict,
}

fn elems(format: &str) -> impl Iterator<Item = Elem<'_>> {
    let mut rest = format;
    std::iter::from_fn(move || {
        rest = rest.trim_start();
        if rest.is_empty() {
            return None;
        }
        let (e, len) = if let Some(r) = rest.strip_prefix('`') {
            let end = r.find('`').unwrap_or(r.len());
            (Elem::Lit(&r[..end]), end + 2)
        } else if let Some(r) = rest.strip_prefix("type($") {
            let end = r.find(')').unwrap_or(r.len());
            (Elem::TypeOf(&r[..end]), end + 7)
        } else if let Some(r) = rest.strip_prefix('$') {
            let end = r.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(r.len());
            (Elem::Var(&r[..end]), end + 1)
        } else {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            debug_assert_eq!(&rest[..end], "attr-dict", "unknown format directive");
            (Elem::AttrDict, end)
        };
        rest = rest.get(len.min(rest.len())..).unwrap_or("");
        Some(e)
    })
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

/// The custom parser of every declared op.
pub fn parse(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let f = format_of(p.ir.ctx.str(st.name));
    let mut uses: Vec<Option<UOperand>> = vec![None; f.operands.len()];
    let mut operand_types: Vec<Option<Type>> = vec![None; f.operands.len()];
    let mut result_types: Vec<Option<Type>> = vec![None; f.results.len()];
    for e in elems(f.format) {
        match e {
            Elem::Lit("") => {}
            Elem::Lit(l) => match punct(l) {
                Some(t) => p.expect(t, &format!("'{l}'"))?,
                None => p.parse_keyword(l)?,
            },
            Elem::Var(n) => {
                if let Some(i) = f.operands.iter().position(|o| o.0 == n) {
                    uses[i] = Some(p.parse_operand()?);
                } else if let Some(&(name, c)) = f.attrs.iter().find(|a| a.0 == n) {
                    let a = (c.parse)(p)?;
                    st.add_attr(p.ir, name, a);
                }
            }
            Elem::TypeOf(n) => {
                let t = p.parse_type()?;
                if let Some(i) = f.operands.iter().position(|o| o.0 == n) {
                    operand_types[i] = Some(t);
                } else if let Some(i) = f.results.iter().position(|o| o.0 == n) {
                    result_types[i] = Some(t);
                }
            }
            Elem::AttrDict => p.parse_attr_dict(st)?,
        }
    }
    let built = |p: &mut Parser, c: &TypeConstraint, t: Option<Type>| -> Type {
        t.or_else(|| c.build.map(|b| b(&mut p.ir.ctx))).unwrap_or_else(|| p.ir.ctx.none_ty())
    };
    for (i, u) in uses.iter().enumerate() {
        let t = built(p, f.operands[i].1, operand_types[i]);
        let u = u.as_ref().expect("every operand is in the format");
        let v = p.resolve(u, t)?;
        st.operands.push(v);
    }
    for (i, &(_, c)) in f.results.iter().enumerate() {
        let t = built(p, c, result_types[i]);
        st.types.push(t);
    }
    Ok(())
}

/// The custom printer of every declared op.
pub fn print(pr: &mut Printer, op: Op) {
    let name = pr.ir.op_name(op).to_string();
    let f = format_of(&name);
    pr.w(&name);
    // Whether the last element was punctuation (and which), and whether an empty literal asked
    // for no space before the next element.
    let mut last_punct: Option<char> = None;
    let mut no_space = false;
    let elided: Vec<&str> = f.attrs.iter().map(|a| a.0).collect();
    for e in elems(f.format) {
        let space = |text: &str, last: Option<char>| -> bool {
            let first = text.chars().next().unwrap_or(' ');
            if text.len() != 1 && text != "->" {
                return !matches!(last, Some('(' | '[' | '{' | '<'));
            }
            match last {
                Some('(' | '[' | '{' | '<') => false,
                Some(_) => !">)}],".contains(first),
                None => !"<>(){}[],".contains(first),
            }
        };
        match e {
            Elem::Lit("") => no_space = true,
            Elem::Lit(l) => {
                if !no_space && space(l, last_punct) {
                    pr.w(" ");
                }
                pr.w(l);
                let c = l.chars().next().unwrap_or('_');
                last_punct = (!(c.is_alphabetic() || c == '_')).then_some(c);
                no_space = false;
            }
            Elem::AttrDict => {
                pr.attr_dict(op, &elided);
            }
            Elem::Var(n) | Elem::TypeOf(n) => {
                if !no_space && !matches!(last_punct, Some('(' | '[' | '{' | '<')) {
                    pr.w(" ");
                }
                no_space = false;
                last_punct = None;
                let operand = f.operands.iter().position(|o| o.0 == n);
                match (e, operand) {
                    (Elem::Var(_), Some(i)) => {
                        let v = pr.ir.operands(op)[i];
                        pr.operand(v);
                    }
                    (Elem::Var(_), None) => {
                        if let Some(&(aname, c)) = f.attrs.iter().find(|a| a.0 == n) {
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
                        if let Some(i) = f.results.iter().position(|o| o.0 == n) {
                            let t = pr.ir.value_ty(pr.ir.result(op, i));
                            pr.ty(t);
                        }
                    }
                }
            }
        }
    }
}

/// Whether the custom printer can print `op`: its operand and result counts and attributes
/// are as declared (otherwise the generic form shows what the verifier rejects).
pub fn can_print(ir: &Ir, op: Op) -> bool {
    let f = format_of(ir.op_name(op));
    ir.operands(op).len() == f.operands.len()
        && ir.results(op).len() == f.results.len()
        && f.attrs.iter().all(|&(n, c)| ir.attr(op, n).is_some_and(|a| (c.check)(&ir.ctx, a)))
}

/// The generic checks of every declared op, with upstream's messages, then the op's own.
pub fn verify(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let f = format_of(ir.op_name(op));
    if !counts(v, op, f.operands.len(), f.results.len()) {
        return;
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
    for &(n, c) in f.attrs {
        match ir.attr(op, n) {
            None => {
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
