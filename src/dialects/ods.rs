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

use crate::ir::enums::{EnumDef, ARITH_FASTMATH, ARITH_OVERFLOW};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, RegionArg, UOperand};
use crate::syntax::printer::Printer;

/// A type constraint: upstream's summary (used in "must be <summary>, but got ..."), the check,
/// and how to build the type when the format does not spell it.
pub struct TypeConstraint {
    pub summary: &'static str,
    pub check: fn(&Context, Type) -> bool,
    pub build: Option<fn(&mut Context) -> Type>,
    /// The type class upstream's generated parser reads when the format spells this type
    /// (`parseType<MemRefType>`): its name and test; another kind of type is a parse error
    /// ("invalid kind of type specified: expected builtin.memref, but found ..."; an empty name
    /// gives the message without that part, as for `TensorType`).
    pub kind: Option<TypeKindCheck>,
}

/// A type class's name and test (see `TypeConstraint::kind`).
pub type TypeKindCheck = (&'static str, fn(&Context, Type) -> bool);

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

/// A type that follows from another operand's or result's (upstream's `TypesMatchWith`):
/// `target`'s type is `build(from's type)`; the verifier checks it with upstream's message
/// "failed to verify that <summary>", and the format need not spell `target`'s type.
pub struct Infer {
    pub target: &'static str,
    pub from: &'static str,
    pub build: fn(&mut Context, Type) -> Option<Type>,
    pub check: fn(&Context, target: Type, from: Type) -> bool,
    pub summary: &'static str,
    /// For a variadic `target`: how many values `from`'s type asks for (upstream's
    /// `TypesMatchWith` building a list, e.g. one per element of a vector); the parser reports
    /// a different number of operands as upstream does.
    pub count: Option<fn(&Context, Type) -> Option<usize>>,
}

/// A `custom<Name>(args)` directive: the hand-written part of a format. `parse` fills the
/// named slots of its arguments; `print` prints them (both get the argument names as written,
/// e.g. `["$offsets", "$static_offsets"]`). An argument may also name a discardable attribute
/// the directive reads and prints (`$gpu.kernel`): `attr-dict` leaves it out. A directive may
/// give the entry block arguments of a region the format reads later (`Slots::add_region_args`,
/// as upstream's hand-written parsers pass them to `parseRegion`); a region a directive names
/// is printed without its entry block header (the directive prints the arguments).
pub struct Custom {
    pub name: &'static str,
    pub parse: fn(&mut Parser, &mut OpState, &mut Slots, &[&str]) -> PResult<()>,
    pub print: fn(&mut Printer, Op, &OpFormat, &[&str]),
}

/// An op's declaration: named operands and results (a name ending in `*` is variadic, in `?`
/// optional; two or more such operand groups are sized by `operandSegmentSizes`, as upstream's
/// `AttrSizedOperandSegments`), inherent attributes (`?`: optional), regions and successors,
/// the assembly format, type inference rules, custom directives, and the op's own checks.
/// Write new entries as `OpFormat { operands: ..., format: "...", ..FORMAT }`.
pub struct OpFormat {
    pub operands: &'static [(&'static str, &'static TypeConstraint)],
    pub results: &'static [(&'static str, &'static TypeConstraint)],
    pub attrs: &'static [(&'static str, &'static AttrConstraint)],
    pub regions: &'static [&'static str],
    pub successors: &'static [&'static str],
    pub format: &'static str,
    pub infer: &'static [Infer],
    pub custom: &'static [Custom],
    pub verify: Option<crate::ir::registry::VerifyFn>,
    /// All operands and results have one type (upstream's `SameOperandsAndResultType`): the
    /// format spells it once, the others take it, and the verifier checks it.
    pub same_type: bool,
    /// The variadic operand groups have one size (upstream's `SameVariadicOperandSize`): they
    /// share the operands that the single groups leave, without `operandSegmentSizes`.
    pub same_variadic_size: bool,
    /// Upstream prints the op with a hand-written printer rather than a generated one: a
    /// custom directive that prints nothing leaves no space (linalg's structured ops).
    pub hand_printed: bool,
    /// Operand groups of groups (upstream's `VariadicOfVariadic<T, "attr">`): a variadic group's
    /// name and the `DenseI32ArrayAttr` that splits it (the format's `custom<>` directive sets
    /// it; the attribute dictionary leaves it out; the verifier checks it adds up).
    pub segments: &'static [(&'static str, &'static str)],
    /// Upstream has no custom form for the op (neither an assembly format nor a hand-written
    /// parser): it prints and parses in the generic form only; the declaration gives the checks.
    pub generic_only: bool,
}

/// The empty declaration, for `..FORMAT` in entries.
pub const FORMAT: OpFormat = OpFormat {
    operands: &[],
    results: &[],
    attrs: &[],
    regions: &[],
    successors: &[],
    format: "attr-dict",
    infer: &[],
    custom: &[],
    verify: None,
    same_type: false,
    same_variadic_size: false,
    hand_printed: false,
    segments: &[],
    generic_only: false,
};

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Debug)]
enum Arity {
    One,
    Optional,
    Variadic,
}

/// A declared name without its arity suffix, and the arity.
fn split(n: &str) -> (&str, Arity) {
    if let Some(b) = n.strip_suffix('*') {
        (b, Arity::Variadic)
    } else if let Some(b) = n.strip_suffix('?') {
        (b, Arity::Optional)
    } else {
        (n, Arity::One)
    }
}

fn find<T>(list: &[(&'static str, T)], name: &str) -> Option<usize> {
    list.iter().position(|e| split(e.0).0 == name)
}

/// A declared region: its name, arity (`*`: variadic, upstream's `VariadicRegion`) and block
/// count constraint: `name(1)` is `SizedRegion<1>`, `name(<=1)` is `MaxSizedRegion<1>`.
fn region_decl(r: &str) -> (&str, Arity, Option<(bool, usize)>) {
    let (head, size) = match r.split_once('(') {
        Some((h, c)) => {
            let c = c.trim_end_matches(')');
            let (max, n) = match c.strip_prefix("<=") {
                Some(n) => (true, n),
                None => (false, c),
            };
            (h, Some((max, n.parse().unwrap_or(1))))
        }
        None => (r, None),
    };
    let (name, arity) = split(head);
    (name, arity, size)
}

/// The position of the region group `name`.
fn region_index(f: &OpFormat, name: &str) -> Option<usize> {
    f.regions.iter().position(|r| region_decl(r).0 == name)
}

/// The region indices of each declared region group of an op with `n` regions.
fn region_ranges(f: &OpFormat, n: usize) -> Vec<std::ops::Range<usize>> {
    let fixed = f.regions.iter().filter(|r| region_decl(r).1 != Arity::Variadic).count();
    let mut at = 0;
    f.regions
        .iter()
        .map(|r| {
            let s = if region_decl(r).1 == Arity::Variadic { n.saturating_sub(fixed) } else { 1 };
            let e = (at + s).min(n);
            let out = at..e;
            at = e;
            out
        })
        .collect()
}

/// The position of the successor group `name` (`*`: variadic, upstream's `VariadicSuccessor`).
fn successor_index(f: &OpFormat, name: &str) -> Option<usize> {
    f.successors.iter().position(|s| split(s).0 == name)
}

/// The successor indices of each declared successor group of an op with `n` successors.
fn successor_ranges(f: &OpFormat, n: usize) -> Vec<std::ops::Range<usize>> {
    let fixed = f.successors.iter().filter(|s| split(s).1 == Arity::One).count();
    let mut at = 0;
    f.successors
        .iter()
        .map(|s| {
            let e = (at + if split(s).1 == Arity::One { 1 } else { n.saturating_sub(fixed) }).min(n);
            let out = at..e;
            at = e;
            out
        })
        .collect()
}

/// Whether `n` successors fit the declared groups.
fn successors_fit(f: &OpFormat, n: usize) -> bool {
    let fixed = f.successors.iter().filter(|s| split(s).1 == Arity::One).count();
    if fixed < f.successors.len() {
        n >= fixed
    } else {
        n == fixed
    }
}

/// The successors of the group `name` of `op`.
pub fn successors_of<'a>(ir: &'a Ir, op: Op, f: &OpFormat, name: &str) -> &'a [Block] {
    match successor_index(f, name.trim_start_matches('$')) {
        Some(i) => &ir.successors(op)[successor_ranges(f, ir.successors(op).len())[i].clone()],
        None => &[],
    }
}

/// Whether the operands are sized by `operandSegmentSizes` (two or more non-single groups).
fn sized_segments(f: &OpFormat) -> bool {
    !f.same_variadic_size && f.operands.iter().filter(|o| split(o.0).1 != Arity::One).count() >= 2
}

/// The value ranges of `n` values split into `groups` (one variable group takes the rest; with
/// `segments`, the sizes given).
fn ranges(groups: &[(&str, &TypeConstraint)], n: usize, segments: Option<&[i64]>) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::with_capacity(groups.len());
    let mut at = 0usize;
    if let Some(seg) = segments {
        for i in 0..groups.len() {
            let s = seg.get(i).copied().unwrap_or(0).max(0) as usize;
            let e = (at + s).min(n);
            out.push(at..e);
            at = e;
        }
        return out;
    }
    let fixed = groups.iter().filter(|g| split(g.0).1 == Arity::One).count();
    // Variable groups share the rest equally (one takes it all; `same_variadic_size`).
    let rest = n.saturating_sub(fixed) / (groups.len() - fixed).max(1);
    for g in groups {
        let s = if split(g.0).1 == Arity::One { 1 } else { rest };
        let e = (at + s).min(n);
        out.push(at..e);
        at = e;
    }
    out
}

/// The operand ranges of `op`'s groups.
fn operand_ranges(ir: &Ir, op: Op, f: &OpFormat) -> Vec<std::ops::Range<usize>> {
    let seg = if sized_segments(f) { super::common::dense_array(ir, op, "operandSegmentSizes") } else { None };
    ranges(f.operands, ir.operands(op).len(), seg.as_deref())
}

/// The operands of the group `name` of `op` (a declared op).
pub fn operands_of<'a>(ir: &'a Ir, op: Op, f: &OpFormat, name: &str) -> &'a [Value] {
    match find(f.operands, name) {
        Some(i) => &ir.operands(op)[operand_ranges(ir, op, f)[i].clone()],
        None => &[],
    }
}

/// The results of the group `name` of `op`.
pub fn results_of<'a>(ir: &'a Ir, op: Op, f: &OpFormat, name: &str) -> &'a [Value] {
    match find(f.results, name) {
        Some(i) => &ir.results(op)[ranges(f.results, ir.results(op).len(), None)[i].clone()],
        None => &[],
    }
}

/// One element of a format string.
#[derive(Clone, PartialEq, Debug)]
enum Elem<'a> {
    Var(&'a str),
    Lit(&'a str),
    /// `type($x)`, `type(operands)`, `type(results)`.
    TypeOf(&'a str),
    /// `functional-type(A, B)`.
    Functional(&'a str, &'a str),
    AttrDict,
    AttrDictKw,
    /// `custom<Name>(args)`.
    Custom(&'a str, Vec<&'a str>),
    /// `( ... )?`: printed when its anchor (`$name^`) is set (an attribute to a value other
    /// than its default, an operand group or region non-empty); parsed when its first element
    /// is there.
    Optional(Vec<Elem<'a>>, &'a str),
}

/// The elements of `f`'s format string, split once per format and thread (every op parsed or
/// printed needs them, several times).
fn format_elems(f: &OpFormat) -> std::rc::Rc<Vec<Elem<'static>>> {
    thread_local! {
        static CACHE: std::cell::RefCell<std::collections::HashMap<usize, std::rc::Rc<Vec<Elem<'static>>>>> = Default::default();
    }
    CACHE.with(|c| c.borrow_mut().entry(f.format.as_ptr() as usize).or_insert_with(|| elems(f.format).into()).clone())
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
                match &e {
                    Elem::Var(n) | Elem::TypeOf(n) => *anchor = Some(n),
                    // A custom directive anchors on its first argument.
                    Elem::Custom(_, args) => *anchor = args.first().map(|a| a.trim_start_matches('$')),
                    _ => {}
                }
            }
            out.push(e);
        }
    }
    /// The text inside the parentheses that start `r` (after the directive's name).
    fn args(r: &str) -> (&str, usize) {
        // The parenthesis that closes the first (arguments may nest: `ref(type($x))`).
        let mut depth = 0usize;
        let end = r
            .char_indices()
            .find(|&(_, c)| {
                depth = match c {
                    '(' => depth + 1,
                    ')' => depth.saturating_sub(1),
                    _ => depth,
                };
                c == ')' && depth == 0
            })
            .map_or(r.len(), |x| x.0);
        (r.get(1..end).unwrap_or(""), end + 1)
    }
    fn one(rest: &str) -> (Elem<'_>, usize) {
        if let Some(r) = rest.strip_prefix('`') {
            let end = r.find('`').unwrap_or(r.len());
            (Elem::Lit(&r[..end]), end + 2)
        } else if let Some(r) = rest.strip_prefix("type") {
            let (a, len) = args(r);
            (Elem::TypeOf(a.trim().trim_start_matches('$')), len + 4)
        } else if let Some(r) = rest.strip_prefix("functional-type") {
            let (a, len) = args(r);
            let (x, y) = a.split_once(',').unwrap_or((a, ""));
            (Elem::Functional(x.trim().trim_start_matches('$'), y.trim().trim_start_matches('$')), len + 15)
        } else if let Some(r) = rest.strip_prefix("custom<") {
            let close = r.find('>').unwrap_or(r.len());
            let (a, len) = args(&r[close + 1..]);
            let list = a.split(',').map(str::trim).filter(|s| !s.is_empty()).collect();
            (Elem::Custom(&r[..close], list), 7 + close + 1 + len)
        } else if let Some(r) = rest.strip_prefix('$') {
            let end = r.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(r.len());
            (Elem::Var(&r[..end]), end + 1)
        } else {
            let end = rest.find(|c: char| c.is_whitespace() || c == ')').unwrap_or(rest.len());
            match &rest[..end] {
                "attr-dict-with-keyword" => (Elem::AttrDictKw, end),
                d => {
                    debug_assert_eq!(d, "attr-dict", "unknown format directive");
                    (Elem::AttrDict, end)
                }
            }
        }
    }
    let mut rest = format;
    let mut anchor = None;
    group(&mut rest, &mut anchor)
}

/// The names a format uses (`$x`, and the arguments of `custom<>` directives).
fn vars<'a>(es: &[Elem<'a>], out: &mut Vec<&'a str>) {
    for e in es {
        match e {
            Elem::Var(n) => out.push(n),
            Elem::Custom(_, args) => out.extend(args.iter().map(|a| a.trim_start_matches('$'))),
            Elem::Optional(g, _) => vars(g, out),
            _ => {}
        }
    }
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
        "?" => Tok::Question,
        "*" => Tok::Star,
        "+" => Tok::Plus,
        "-" => Tok::Minus,
        "..." => Tok::Ellipsis,
        _ => return None,
    })
}

/// What the parser has read of an op so far, by declared group: the parts a `custom<>`
/// directive fills through `set_operands`, `set_types`, `set_region`.
pub struct Slots {
    uses: Vec<Vec<UOperand>>,
    operand_types: Vec<Option<Vec<Type>>>,
    result_types: Vec<Option<Vec<Type>>>,
    regions: Vec<Vec<Region>>,
    region_args: Vec<Vec<RegionArg>>,
    successors: Vec<Vec<Block>>,
    f: &'static OpFormat,
}

impl Slots {
    /// The operands of group `name` (`$name` or `name`).
    pub fn set_operands(&mut self, name: &str, uses: Vec<UOperand>) {
        if let Some(i) = find(self.f.operands, name.trim_start_matches('$')) {
            self.uses[i] = uses;
        }
    }
    /// The types of operand or result group `name`.
    pub fn set_types(&mut self, name: &str, tys: Vec<Type>) {
        let n = name.trim_start_matches('$');
        if let Some(i) = find(self.f.operands, n) {
            self.operand_types[i] = Some(tys);
        } else if let Some(i) = find(self.f.results, n) {
            self.result_types[i] = Some(tys);
        }
    }
    /// The operands read so far for group `name`.
    pub fn operands(&self, name: &str) -> &[UOperand] {
        find(self.f.operands, name.trim_start_matches('$')).map_or(&[], |i| &self.uses[i])
    }
    /// The types already read of operand or result group `name` (for a custom directive that
    /// derives a type from another's, as upstream's `ref(type($x))`).
    pub fn types(&self, name: &str) -> Option<&[Type]> {
        let n = name.trim_start_matches('$');
        match (find(self.f.operands, n), find(self.f.results, n)) {
            (Some(i), _) => self.operand_types[i].as_deref(),
            (_, Some(i)) => self.result_types[i].as_deref(),
            _ => None,
        }
    }
    /// The successors of a (variadic) successor group.
    pub fn set_successors(&mut self, name: &str, bs: Vec<Block>) {
        if let Some(i) = successor_index(self.f, name.trim_start_matches('$')) {
            self.successors[i] = bs;
        }
    }
    /// The type of the operand or result `name` as the custom directive's `ref(type($name))`
    /// argument names it (its first type).
    pub fn ref_type(&self, arg: &str) -> Option<Type> {
        let n = arg.trim_start_matches("ref(").trim_start_matches("type(").trim_end_matches(')');
        self.types(n)?.first().copied()
    }
    pub fn set_region(&mut self, name: &str, r: Region) {
        self.set_regions(name, vec![r]);
    }
    /// Entry block arguments (after those given before) of the region `name` the format reads
    /// later.
    pub fn add_region_args(&mut self, name: &str, args: Vec<RegionArg>) {
        if let Some(i) = region_index(self.f, name.trim_start_matches('$')) {
            self.region_args[i].extend(args);
        }
    }
    /// The regions of a (variadic) region group.
    pub fn set_regions(&mut self, name: &str, rs: Vec<Region>) {
        if let Some(i) = region_index(self.f, name.trim_start_matches('$')) {
            self.regions[i] = rs;
        }
    }
}

/// Whether the element that starts an optional group is next in the input.
fn group_present(p: &Parser, f: &OpFormat, first: Option<&Elem>) -> bool {
    match first {
        Some(Elem::Lit(l)) => match punct(l) {
            Some(t) => p.is(&t),
            None => p.is_keyword(l),
        },
        Some(Elem::Var(n)) if find(f.operands, n).is_some() => p.is(&Tok::Percent),
        Some(Elem::Var(n)) if region_index(f, n).is_some() => p.is(&Tok::LBrace),
        Some(Elem::Var(n)) if successor_index(f, n).is_some() => p.is(&Tok::Caret),
        Some(Elem::TypeOf(_)) => p.starts_type(),
        // An attribute that starts a group: a string attribute (`($sym_visibility^)?`) is there
        // when a string literal is; any other (an enum's keyword, a symbol, an array, a full
        // attribute) when a keyword the format does not spell, a symbol name, a `[` or a `#`
        // comes next.
        Some(Elem::Var(n)) => match f.attrs.iter().find(|a| split(a.0).0 == *n) {
            Some(a) if std::ptr::eq(a.1, &STRING) => matches!(p.tok.kind, Tok::Str(_)),
            Some(_) => {
                fn spelled(p: &Parser, es: &[Elem]) -> bool {
                    es.iter().any(|e| match e {
                        Elem::Lit(l) => p.is_keyword(l),
                        Elem::Optional(g, _) => spelled(p, g),
                        _ => false,
                    })
                }
                // A dotted identifier is the next op's name (`nvvm.barrier` on its own line).
                let kw = p.is(&Tok::BareId)
                    && !p.is_keyword("attributes")
                    && !p.text().contains('.')
                    && !spelled(p, &format_elems(f));
                // `#dialect.name<...>` spelled in full (`($reductionOp^ $pred)?` of `nvvm.barrier`).
                kw || matches!(p.tok.kind, Tok::At(_) | Tok::LSquare | Tok::Hash)
            }
            None => false,
        },
        _ => false,
    }
}

/// A comma-separated list of types, possibly empty.
fn parse_optional_type_list(p: &mut Parser) -> PResult<Vec<Type>> {
    let mut v = vec![];
    if let Some(t) = p.parse_optional_type()? {
        v.push(t);
        while p.optional(Tok::Comma) {
            v.push(p.parse_type()?);
        }
    }
    Ok(v)
}

/// Whether the format gives the types of all operands at once (`type(operands)`,
/// `functional-type(operands, ...)`).
fn spells_all_operand_types(f: &OpFormat, es: &[Elem]) -> bool {
    es.iter().any(|e| match e {
        Elem::TypeOf("operands") | Elem::Functional("operands", _) => find(f.operands, "operands").is_none(),
        Elem::Optional(g, _) => spells_all_operand_types(f, g),
        _ => false,
    })
}

/// The types `type(...)` names: a group, or all operands/results. Sets them in `got`.
fn set_types_of(got: &mut Slots, f: &OpFormat, what: &str, mut tys: Vec<Type>) {
    match what {
        // A group named `results` or `operands` (as `scf.yield`'s) is that group.
        n if find(f.operands, n).is_some() || find(f.results, n).is_some() => got.set_types(n, tys),
        "operands" | "results" => {
            let groups = if what == "operands" { f.operands } else { f.results };
            // Distributed over the groups in order (one variable group takes the rest).
            let rs = ranges(groups, tys.len(), None);
            let mut slots = vec![];
            for r in rs.iter().rev() {
                slots.push(tys.split_off(r.start.min(tys.len())));
            }
            slots.reverse();
            for (i, s) in slots.into_iter().enumerate() {
                if what == "operands" {
                    got.operand_types[i] = Some(s);
                } else {
                    got.result_types[i] = Some(s);
                }
            }
        }
        n => got.set_types(n, tys),
    }
}

fn parse_elems(p: &mut Parser, st: &mut OpState, f: &OpFormat, es: &[Elem], got: &mut Slots) -> PResult<()> {
    for e in es {
        match e {
            Elem::Lit("") | Elem::Lit(" ") | Elem::Lit("\\n") => {}
            Elem::Lit(l) => match punct(l) {
                Some(t) => p.expect(t, &format!("'{l}'"))?,
                None => p.parse_keyword(l)?,
            },
            Elem::Var(n) => {
                if let Some(i) = find(f.operands, n) {
                    got.uses[i] = match split(f.operands[i].0).1 {
                        Arity::One => vec![p.parse_operand()?],
                        Arity::Optional => p.parse_optional_operand()?.into_iter().collect(),
                        Arity::Variadic => p.parse_operand_list()?,
                    };
                } else if let Some(&(name, c)) = f.attrs.iter().find(|a| split(a.0).0 == *n) {
                    let a = (c.parse)(p)?;
                    st.add_attr(p.ir, split(name).0, a);
                } else if let Some(i) = region_index(f, n) {
                    let isolated = st.def.is_some_and(|d| d.traits & super::ISOLATED != 0);
                    if region_decl(f.regions[i]).1 == Arity::Variadic {
                        // `{...}, {...}`: the regions write their own entry block headers.
                        while p.is(&Tok::LBrace) {
                            got.regions[i].push(p.parse_region_with_entry_args(isolated)?);
                            if !p.optional(Tok::Comma) {
                                break;
                            }
                        }
                    } else {
                        let r = p.parse_region(std::mem::take(&mut got.region_args[i]), isolated)?;
                        // As upstream's generated parsers, a single-block op's empty region gets
                        // its block.
                        if st.def.is_some_and(|d| d.has(super::SINGLE_BLOCK)) && p.ir.region_is_empty(r) {
                            let b = p.ir.new_block();
                            p.ir.append_block(r, b);
                        }
                        got.regions[i] = vec![r];
                    }
                } else if let Some(i) = successor_index(f, n) {
                    got.successors[i].push(p.parse_successor()?);
                    while split(f.successors[i]).1 == Arity::Variadic && p.optional(Tok::Comma) {
                        got.successors[i].push(p.parse_successor()?);
                    }
                }
            }
            Elem::TypeOf(n) => {
                let variadic = match (find(f.operands, n), find(f.results, n)) {
                    (Some(i), _) => split(f.operands[i].0).1 != Arity::One,
                    (_, Some(i)) => split(f.results[i].0).1 != Arity::One,
                    _ => true,
                };
                let pos = p.tok.start;
                let tys = if variadic { parse_optional_type_list(p)? } else { vec![p.parse_type()?] };
                let c = match (find(f.operands, n), find(f.results, n)) {
                    (Some(i), _) => Some(f.operands[i].1),
                    (_, Some(i)) => Some(f.results[i].1),
                    _ => None,
                };
                if let Some((kind, is)) = c.and_then(|c| c.kind) {
                    if let Some(&t) = tys.iter().find(|&&t| !is(&p.ir.ctx, t)) {
                        let ts = crate::syntax::printer::type_to_string(&p.ir.ctx, t);
                        let on = p.ir.ctx.str(st.name).to_string();
                        let expected = if kind.is_empty() {
                            String::new()
                        } else {
                            format!(": expected {kind}, but found '{ts}'")
                        };
                        return p.err_at(pos, format!("custom op '{on}' invalid kind of type specified{expected}"));
                    }
                }
                set_types_of(got, f, n, tys);
            }
            Elem::Functional(a, b) => {
                p.expect(Tok::LParen, "'('")?;
                let ins = if p.is(&Tok::RParen) { vec![] } else { p.parse_type_list_no_parens()? };
                p.expect(Tok::RParen, "')'")?;
                p.expect(Tok::Arrow, "'->'")?;
                let outs = p.parse_function_result_types()?;
                set_types_of(got, f, a, ins);
                set_types_of(got, f, b, outs);
            }
            Elem::AttrDict => p.parse_attr_dict(st)?,
            Elem::AttrDictKw => p.parse_attr_dict_with_keyword(st)?,
            Elem::Custom(name, args) => {
                let c = f.custom.iter().find(|c| c.name == *name).expect("a declared custom directive");
                (c.parse)(p, st, got, args)?;
            }
            Elem::Optional(group, _) => {
                let first = group.iter().find(|e| !matches!(e, Elem::Lit("" | " " | "\\n")));
                if group_present(p, f, first) {
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
    let mut got = Slots {
        uses: vec![vec![]; f.operands.len()],
        operand_types: vec![None; f.operands.len()],
        result_types: vec![None; f.results.len()],
        regions: vec![vec![]; f.regions.len()],
        region_args: (0..f.regions.len()).map(|_| vec![]).collect(),
        successors: vec![vec![]; f.successors.len()],
        f,
    };
    let start = p.tok.start;
    parse_elems(p, st, f, &format_elems(f), &mut got)?;
    if spells_all_operand_types(f, &format_elems(f)) {
        // Upstream resolves the operands against all the types at once.
        let nu: usize = got.uses.iter().map(Vec::len).sum();
        let nt: usize = got.operand_types.iter().flatten().map(Vec::len).sum();
        if nu != nt {
            let on = p.ir.ctx.str(st.name);
            let msg =
                format!("custom op '{on}' number of operands and types do not match: got {nu} operands and {nt} types");
            return p.err_at(st.pos, msg);
        }
    }
    // Defaults are set unless the attribute is optional (`DefaultValuedOptionalAttr`).
    for &(name, c) in f.attrs.iter().filter(|a| split(a.0).1 == Arity::One) {
        if let Some((make, _)) = c.default {
            let s = p.ir.ctx.sym(split(name).0);
            if !st.attrs.iter().any(|e| e.0 == s) {
                let a = make(&mut p.ir.ctx);
                st.add_attr(p.ir, split(name).0, a);
            }
        }
    }
    if sized_segments(f) {
        let sizes: Vec<usize> = got.uses.iter().map(Vec::len).collect();
        super::common::set_segments(p, st, &sizes);
    }
    // Types: spelled, or inferred from another group's (`infer`, repeated until nothing
    // changes), or the one shared type (`same_type`), or built from the constraint.
    let shared = if f.same_type {
        got.operand_types.iter().chain(&got.result_types).flatten().flatten().next().copied()
    } else {
        None
    };
    let mut changed = true;
    while changed {
        changed = false;
        for inf in f.infer {
            let known = |g: &Slots, n: &str| -> Option<Type> {
                match (find(f.operands, n), find(f.results, n)) {
                    (Some(i), _) => g.operand_types[i].as_ref().and_then(|t| t.first().copied()),
                    (_, Some(i)) => g.result_types[i].as_ref().and_then(|t| t.first().copied()),
                    _ => None,
                }
            };
            // A target already typed (possibly as an empty group) is done.
            let typed = match (find(f.operands, inf.target), find(f.results, inf.target)) {
                (Some(i), _) => got.operand_types[i].is_some(),
                (_, Some(i)) => got.result_types[i].is_some(),
                _ => true,
            };
            if typed {
                continue;
            }
            let Some(from) = known(&got, inf.from) else { continue };
            // A variadic result group inferred from a variadic operand group takes one type
            // per operand (upstream's `RangedTypesMatchWith`).
            let ranged = find(f.results, inf.target).is_some_and(|i| split(f.results[i].0).1 == Arity::Variadic);
            if let (true, Some(i), None) = (ranged, find(f.operands, inf.from), inf.count) {
                let froms = got.operand_types[i].clone().unwrap_or_default();
                let mut tys = Vec::with_capacity(froms.len());
                for t in froms {
                    match (inf.build)(&mut p.ir.ctx, t) {
                        Some(t) => tys.push(t),
                        None => return p.err_at(start, "invalid kind of type specified"),
                    }
                }
                got.set_types(inf.target, tys);
                changed = true;
                continue;
            }
            let built = (inf.build)(&mut p.ir.ctx, from);
            // As upstream's generated parsers, a type that a transformation (not the identity)
            // reads must first satisfy its own constraint.
            if built != Some(from) {
                let c = find(f.operands, inf.from).map(|i| f.operands[i].1);
                if let Some(c) = c.or_else(|| find(f.results, inf.from).map(|i| f.results[i].1)) {
                    if !(c.check)(&p.ir.ctx, from) {
                        let (on, ts) = (p.ir.ctx.str(st.name), crate::syntax::printer::type_to_string(&p.ir.ctx, from));
                        let msg = format!("custom op '{on}' '{}' must be {}, but got '{ts}'", inf.from, c.summary);
                        return p.err_at(st.pos, msg);
                    }
                }
            }
            let Some(t) = built else {
                return p.err_at(start, "invalid kind of type specified");
            };
            let n = match find(f.operands, inf.target) {
                Some(i) => {
                    let n = got.uses[i].len();
                    match inf.count.and_then(|c| c(&p.ir.ctx, from)) {
                        Some(want) if want != n => {
                            let at = got.uses[i].first().map_or(start, |u| u.pos);
                            let on = p.ir.ctx.str(st.name).to_string();
                            return p.err_at(
                                at,
                                format!("custom op '{on}' number of operands and types do not match: got {n} operands and {want} types"),
                            );
                        }
                        _ => n,
                    }
                }
                // A variadic result group: as many as `count` says (upstream's `TypesMatchWith`
                // building a list, e.g. one per element of a vector).
                None => inf.count.and_then(|c| c(&p.ir.ctx, from)).unwrap_or(1),
            };
            got.set_types(inf.target, vec![t; n]);
            changed = true;
        }
    }
    let built = |p: &mut Parser, c: &TypeConstraint, n: usize, t: Option<Vec<Type>>| -> Vec<Type> {
        t.or_else(|| shared.map(|s| vec![s; n]))
            .or_else(|| c.build.map(|b| vec![b(&mut p.ir.ctx); n]))
            .unwrap_or_else(|| vec![p.ir.ctx.none_ty(); n])
    };
    for i in 0..f.operands.len() {
        let uses = std::mem::take(&mut got.uses[i]);
        let tys = built(p, f.operands[i].1, uses.len(), got.operand_types[i].take());
        if tys.len() != uses.len() {
            let at = uses.first().map_or(start, |u| u.pos);
            return p.err_at(at, format!("{} operands present, but expected {}", uses.len(), tys.len()));
        }
        for (u, t) in uses.iter().zip(tys) {
            let v = p.resolve(u, t)?;
            st.operands.push(v);
        }
    }
    for (i, &(n, c)) in f.results.iter().enumerate() {
        let one = usize::from(split(n).1 == Arity::One);
        let tys = built(p, c, one, got.result_types[i].take());
        st.types.extend(tys);
    }
    for (i, rs) in got.regions.iter_mut().enumerate() {
        if rs.is_empty() && region_decl(f.regions[i]).1 != Arity::Variadic {
            rs.push(p.ir.new_region());
        }
        st.regions.append(rs);
    }
    for s in got.successors.iter_mut() {
        st.successors.append(s);
    }
    Ok(())
}

/// Spacing state of the printer: whether the last element was punctuation (and which), and
/// whether an empty literal asked for no space before the next element.
struct Spacing {
    last_punct: Option<char>,
    no_space: bool,
}

impl Spacing {
    /// Before a value, type, attribute or directive: a space unless just after an opening
    /// bracket or an empty literal.
    fn before_value(&mut self, pr: &mut Printer) {
        if !self.no_space && !matches!(self.last_punct, Some('(' | '[' | '{' | '<')) {
            pr.w(" ");
        }
        self.no_space = false;
        self.last_punct = None;
    }
}

/// Whether an optional group anchored on `anchor` prints.
fn anchor_set(ir: &Ir, op: Op, f: &OpFormat, anchor: &str) -> bool {
    if let Some(&(n, c)) = f.attrs.iter().find(|a| split(a.0).0 == anchor) {
        return ir
            .attr(op, split(n).0)
            .is_some_and(|a| c.default.is_none_or(|(_, is_default)| !is_default(&ir.ctx, a)));
    }
    if find(f.operands, anchor).is_some() {
        return !operands_of(ir, op, f, anchor).is_empty();
    }
    if find(f.results, anchor).is_some() {
        return !results_of(ir, op, f, anchor).is_empty();
    }
    if let Some(i) = region_index(f, anchor) {
        let rs = region_ranges(f, ir.regions(op).len()).swap_remove(i);
        return ir.regions(op)[rs].iter().any(|&r| !ir.region_is_empty(r));
    }
    false
}

/// The types of a group, or of all operands/results.
fn types_of(ir: &Ir, op: Op, f: &OpFormat, what: &str) -> Vec<Type> {
    let vals: &[Value] = match what {
        n if find(f.operands, n).is_some() => operands_of(ir, op, f, n),
        n if find(f.results, n).is_some() => results_of(ir, op, f, n),
        "operands" => ir.operands(op),
        "results" => ir.results(op),
        n if find(f.operands, n).is_some() => operands_of(ir, op, f, n),
        n => results_of(ir, op, f, n),
    };
    vals.iter().map(|&v| ir.value_ty(v)).collect()
}

fn print_elems(pr: &mut Printer, op: Op, f: &OpFormat, es: &[Elem], sp: &mut Spacing) {
    for e in es {
        match e {
            Elem::Lit("") => sp.no_space = true,
            Elem::Lit(" ") => {
                pr.w(" ");
                sp.no_space = true;
            }
            Elem::Lit("\\n") => {
                pr.newline();
                sp.no_space = true;
            }
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
            Elem::AttrDict | Elem::AttrDictKw => {
                // Attributes the format prints elsewhere, and those equal to their default.
                let mut elided = vec![];
                vars(&format_elems(f), &mut elided);
                for &(n, c) in f.attrs {
                    let (n, _) = split(n);
                    let is_default =
                        c.default.is_some_and(|(_, d)| pr.ir.attr(op, n).is_some_and(|a| d(&pr.ir.ctx, a)));
                    if is_default {
                        elided.push(n);
                    }
                }
                if sized_segments(f) {
                    elided.push("operandSegmentSizes");
                }
                elided.extend(f.segments.iter().map(|s| s.1));
                if *e == Elem::AttrDict {
                    pr.attr_dict(op, &elided);
                } else {
                    pr.attr_dict_with_keyword(op, &elided);
                }
            }
            Elem::Optional(group, anchor) => {
                if anchor_set(pr.ir, op, f, anchor) {
                    print_elems(pr, op, f, group, sp);
                }
            }
            Elem::Custom(name, args) => {
                let c = f.custom.iter().find(|c| c.name == *name).expect("a declared custom directive");
                // As upstream's generated printers, the space before a directive stays when
                // the directive prints nothing (`gpu.wait `); an op whose upstream printer is
                // hand-written (`hand_printed`) leaves none.
                let (mark, state) = (pr.out.len(), (sp.last_punct, sp.no_space));
                sp.before_value(pr);
                let spaced = pr.out.len();
                (c.print)(pr, op, f, args);
                if f.hand_printed && pr.out.len() == spaced && spaced >= mark {
                    pr.out.truncate(mark);
                    (sp.last_punct, sp.no_space) = state;
                }
            }
            Elem::Functional(a, b) => {
                sp.before_value(pr);
                let ins = types_of(pr.ir, op, f, a);
                let outs = types_of(pr.ir, op, f, b);
                pr.w("(");
                pr.types(&ins);
                pr.w(") -> ");
                pr.result_types(&outs);
            }
            Elem::TypeOf(n) => {
                let tys = types_of(pr.ir, op, f, n);
                if tys.is_empty() {
                    continue;
                }
                sp.before_value(pr);
                pr.types(&tys);
            }
            Elem::Var(n) => {
                if find(f.operands, n).is_some() {
                    let vals = operands_of(pr.ir, op, f, n);
                    if vals.is_empty() && split(f.operands[find(f.operands, n).unwrap_or(0)].0).1 != Arity::Variadic {
                        continue;
                    }
                    sp.before_value(pr);
                    pr.operands(vals);
                } else if let Some(&(aname, c)) = f.attrs.iter().find(|a| split(a.0).0 == *n) {
                    // A unit attribute is its keyword (the group around it), nothing more.
                    if std::ptr::eq(c, &UNIT) || std::ptr::eq(c, &UNIT_PROP) {
                        continue;
                    }
                    if let Some(a) = pr.ir.attr(op, split(aname).0) {
                        sp.before_value(pr);
                        (c.print)(pr, a);
                    }
                } else if let Some(i) = region_index(f, n) {
                    sp.before_value(pr);
                    let ir = pr.ir;
                    let mut named = vec![];
                    for e in format_elems(f).iter() {
                        if let Elem::Custom(_, args) = e {
                            named.extend(args.iter().map(|a| a.trim_start_matches('$')));
                        }
                    }
                    let entry_args = !named.contains(n);
                    for (k, &r) in ir.regions(op)[region_ranges(f, ir.regions(op).len())[i].clone()].iter().enumerate()
                    {
                        if k > 0 {
                            pr.w(", ");
                        }
                        pr.region(r, entry_args, true);
                    }
                } else if successor_index(f, n).is_some() {
                    sp.before_value(pr);
                    for (k, &s) in successors_of(pr.ir, op, f, n).iter().enumerate() {
                        if k > 0 {
                            pr.w(", ");
                        }
                        pr.successor(s);
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
    // Without the prefix of the enclosing op's default dialect (`call` in a `func.func`).
    let dialect = pr.ir.parent_op(op).map_or(Some("builtin"), |p| pr.ir.def(p).default_dialect);
    pr.w(dialect.and_then(|d| name.strip_prefix(d)?.strip_prefix('.')).unwrap_or(&name));
    let mut sp = Spacing { last_punct: None, no_space: false };
    print_elems(pr, op, f, &format_elems(f), &mut sp);
}

/// Whether the groups of `op` hold as many values as declared (and `operandSegmentSizes`
/// adds up).
fn groups_fit(ir: &Ir, op: Op, f: &OpFormat) -> bool {
    let fits = |groups: &[(&str, &TypeConstraint)], rs: &[std::ops::Range<usize>], n: usize| {
        rs.last().map_or(n == 0, |r| r.end == n)
            && groups.iter().zip(rs).all(|(g, r)| match split(g.0).1 {
                Arity::One => r.len() == 1,
                Arity::Optional => r.len() <= 1,
                Arity::Variadic => true,
            })
    };
    let n = ir.operands(op).len();
    if sized_segments(f)
        && super::common::dense_array(ir, op, "operandSegmentSizes").is_none_or(|s| s.len() != f.operands.len())
    {
        return false;
    }
    let nr = ir.results(op).len();
    fits(f.operands, &operand_ranges(ir, op, f), n) && fits(f.results, &ranges(f.results, nr, None), nr)
}

/// Whether the custom printer can print `op`: its groups, regions, successors and attributes
/// are as declared, and the types the format leaves out follow from the others (otherwise
/// the generic form shows what the verifier rejects).
pub fn can_print(ir: &Ir, op: Op) -> bool {
    let f = format_of(ir.op_name(op));
    groups_fit(ir, op, f)
        && regions_fit(ir.regions(op).len(), f)
        && !f.generic_only
        && successors_fit(f, ir.successors(op).len())
        && f.segments.iter().all(|&(g, a)| {
            let sizes = super::common::dense_array(ir, op, a);
            sizes.is_some_and(|s| {
                s.iter().all(|&x| x >= 0) && s.iter().sum::<i64>() as usize == operands_of(ir, op, f, g).len()
            })
        })
        && f.attrs.iter().all(|&(n, c)| {
            let (n, arity) = split(n);
            match ir.attr(op, n) {
                Some(a) => (c.check)(&ir.ctx, a),
                // A default-valued attribute left out (as a generic form may) prints as its default.
                None => arity == Arity::Optional || c.default.is_some(),
            }
        })
        && f.infer.iter().all(|inf| infer_holds(ir, op, f, inf) != Some(false))
        && (!f.same_type || all_same_type(ir, op))
}

fn all_same_type(ir: &Ir, op: Op) -> bool {
    let mut tys = ir.operands(op).iter().chain(ir.results(op)).map(|&v| ir.value_ty(v));
    let first = tys.next();
    tys.all(|t| Some(t) == first)
}

/// Whether an inference rule holds on `op` (`None`: a group is empty).
fn infer_holds(ir: &Ir, op: Op, f: &OpFormat, inf: &Infer) -> Option<bool> {
    let from = *types_of(ir, op, f, inf.from).first()?;
    let targets = types_of(ir, op, f, inf.target);
    targets.first()?;
    Some(targets.iter().all(|&t| (inf.check)(&ir.ctx, t, from)))
}

/// Upstream's count traits, in their order: regions, results, successors, operands.
fn structure(v: &mut Verifier, op: Op, f: &OpFormat) -> bool {
    let ir = v.ir;
    let count = |groups: &[(&str, &TypeConstraint)]| {
        let fixed = groups.iter().filter(|g| split(g.0).1 == Arity::One).count();
        (fixed, groups.iter().any(|g| split(g.0).1 != Arity::One))
    };
    let nreg = ir.regions(op).len();
    if !regions_fit(nreg, f) {
        match f.regions.len() {
            0 => v.err(op, "requires zero regions"),
            1 if !variadic_regions(f) => v.err(op, "requires one region"),
            n if !variadic_regions(f) => v.err(op, format!("expected {n} regions")),
            n => v.err(op, format!("expected {} or more regions", n - 1)),
        }
        return false;
    }
    let (fixed, var) = count(f.results);
    let nr = ir.results(op).len();
    if var && nr < fixed {
        v.err(op, format!("expected {fixed} or more results"));
        return false;
    }
    if !var && !super::common::result_count(v, op, fixed) {
        return false;
    }
    let ns = ir.successors(op).len();
    let fixed = f.successors.iter().filter(|s| split(s).1 == Arity::One).count();
    if !successors_fit(f, ns) && fixed < f.successors.len() {
        v.err(op, format!("requires at least {fixed} successors but found {ns}"));
        return false;
    }
    if !successors_fit(f, ns) {
        match f.successors.len() {
            0 => v.err(op, "requires zero successors"),
            1 => v.err(op, "requires 1 successor"),
            n => v.err(op, format!("requires {n} successors")),
        }
        return false;
    }
    let (fixed, var) = count(f.operands);
    let no = ir.operands(op).len();
    if var && no < fixed {
        v.err(op, format!("expected {fixed} or more operands, but found {no}"));
        return false;
    }
    var || super::common::operand_count(v, op, fixed)
}

fn variadic_regions(f: &OpFormat) -> bool {
    f.regions.iter().any(|r| region_decl(r).1 == Arity::Variadic)
}

fn regions_fit(n: usize, f: &OpFormat) -> bool {
    if variadic_regions(f) {
        n + 1 >= f.regions.len()
    } else {
        n == f.regions.len()
    }
}

/// `SingleBlock` (when the op has the trait) and the regions' block count constraints.
fn check_region_blocks(v: &mut Verifier, op: Op, f: &OpFormat, single_block_trait: bool) -> bool {
    let ir = v.ir;
    let regions = ir.regions(op);
    if single_block_trait {
        if let Some(i) = regions.iter().position(|&r| ir.num_blocks(r) > 1) {
            v.err(op, format!("expects region #{i} to have 0 or 1 blocks"));
            return false;
        }
        return true;
    }
    for (decl, rs) in f.regions.iter().zip(region_ranges(f, regions.len())) {
        let (name, _, size) = region_decl(decl);
        let Some((max, n)) = size else { continue };
        for i in rs {
            let nb = ir.num_blocks(regions[i]);
            if nb > n || (!max && nb < n) {
                let what = if max { "at most " } else { "" };
                v.err(op, format!("region #{i} ('{name}') failed to verify constraint: region with {what}{n} blocks"));
                return false;
            }
        }
    }
    true
}

/// Checks each value of the groups against its constraint ("operand #i must be ...").
fn check_groups(
    v: &mut Verifier,
    op: Op,
    groups: &[(&str, &TypeConstraint)],
    vals: &[Value],
    rs: &[std::ops::Range<usize>],
    what: &str,
) -> bool {
    let ir = v.ir;
    for ((n, c), r) in groups.iter().zip(rs) {
        let arity = split(n).1;
        if arity == Arity::Optional && r.len() > 1 {
            v.err(op, format!("{what} group starting at #{} requires 0 or 1 element, but found {}", r.start, r.len()));
            return false;
        }
        for i in r.clone() {
            let t = ir.value_ty(vals[i]);
            if !(c.check)(&ir.ctx, t) {
                let ts = crate::syntax::printer::type_to_string(&ir.ctx, t);
                let variadic = if arity == Arity::Variadic { "variadic of " } else { "" };
                v.err(op, format!("{what} #{i} must be {variadic}{}, but got '{ts}'", c.summary));
                return false;
            }
        }
    }
    true
}

/// The generic checks of every declared op, in upstream's order (the structural traits, then
/// attribute, operand-segment, operand and result constraints, then `SameOperandsAndResultType`
/// and the type-inference rules), with its messages, then the op's own checks.
pub fn verify(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let f = format_of(ir.op_name(op));
    if !structure(v, op, f) || !check_region_blocks(v, op, f, ir.def(op).has(super::SINGLE_BLOCK)) {
        return;
    }
    for &(n, c) in f.attrs {
        let (n, arity) = split(n);
        match ir.attr(op, n) {
            None if c.default.is_none() && arity != Arity::Optional => {
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
    if sized_segments(f) && super::common::check_segments(v, op, f.operands.len()).is_none() {
        return;
    }
    let rs = operand_ranges(ir, op, f);
    if !check_groups(v, op, f.operands, ir.operands(op), &rs, "operand") {
        return;
    }
    // Groups of groups: their sizes add up (upstream's `verifyValueSizeAttr`).
    for &(g, a) in f.segments {
        let n = operands_of(ir, op, f, g).len();
        let Some(sizes) = super::common::dense_array(ir, op, a) else {
            v.err(op, format!("requires dense i32 array attribute '{a}'"));
            return;
        };
        let total: i64 = sizes.iter().sum();
        if sizes.iter().any(|&s| s < 0) {
            v.err(op, format!("'{a}' attribute cannot have negative elements"));
            return;
        }
        if total != n as i64 {
            v.err(
                op,
                format!("{g} count ({n}) does not match with the total size ({total}) specified in attribute '{a}'"),
            );
            return;
        }
    }
    let rr = ranges(f.results, ir.results(op).len(), None);
    if !check_groups(v, op, f.results, ir.results(op), &rr, "result") {
        return;
    }
    if f.same_type && !super::common::same_operands_and_result_type(v, op) {
        return;
    }
    // A rule without a summary only infers types in the parser (the op checks it).
    for inf in f.infer.iter().filter(|i| !i.summary.is_empty()) {
        if infer_holds(ir, op, f, inf) == Some(false) {
            v.err(op, format!("failed to verify that {}", inf.summary));
            return;
        }
    }
    // Region constraints come after the predicates, as in upstream's generated verifiers.
    if !check_region_blocks(v, op, f, false) {
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
    kind: None,
};

pub static I1: TypeConstraint = TypeConstraint {
    summary: "1-bit signless integer",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::Int { width: 1, sign: Signedness::Signless }),
    build: Some(|ctx| ctx.int_ty(1)),
    kind: None,
};

pub static ANY_INTEGER_OR_INDEX: TypeConstraint =
    type_constraint("integer or index", |ctx, t| matches!(ctx.type_kind(t), TypeKind::Index | TypeKind::Int { .. }));

pub static FLOAT_LIKE: TypeConstraint = type_constraint("floating-point-like", super::common::is_float_like);

pub static SIGNLESS_INT_LIKE: TypeConstraint =
    type_constraint("signless-integer-like", super::common::is_signless_int_like);

/// Any type.
pub static ANY_TYPE: TypeConstraint = type_constraint("any type", |_, _| true);

pub fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Tensor { .. })
}

/// `AnyRankedTensor` (read as a `RankedTensorType` where a format spells it).
pub static RANKED_TENSOR: TypeConstraint = TypeConstraint {
    summary: "ranked tensor of any type values",
    check: is_ranked_tensor,
    build: None,
    kind: Some(("builtin.tensor", is_ranked_tensor)),
};

/// `AnyShaped`: ranked or unranked tensors and memrefs, and vectors.
pub static ANY_SHAPED: TypeConstraint = type_constraint("shaped of any type values", |ctx, t| {
    ctx.is_shaped(t) || matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. })
});

/// `AnyVectorOfAnyRank`.
pub static VECTOR: TypeConstraint = type_constraint("vector of any type values", |ctx, t| ctx.is_vector(t));

/// Any attribute.
pub static ANY_ATTR: AttrConstraint = dict_attr("any attribute", |_, _| true);

/// A ranked memref (`AnyMemRef`, read as a `MemRefType`).
pub static MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any type values",
    check: is_ranked_memref,
    build: None,
    kind: Some(("builtin.memref", is_ranked_memref)),
};

fn is_ranked_memref(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::MemRef { .. })
}

/// `AnySignlessIntegerOrIndex`.
pub static SIGNLESS_INT_OR_INDEX: TypeConstraint =
    type_constraint("signless integer or index", |ctx, t| ctx.is_signless_int(t) || ctx.is_index(t));

/// The optional `alignment` of memory accesses and allocations.
pub static ALIGNMENT: AttrConstraint = dict_attr(
    "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
    |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::Int { ty, value }
            if ctx.is_signless_int(*ty) && ctx.int_width(*ty) == Some(64) && *value > 0 && value & (value - 1) == 0)
    },
);

/// `nontemporal` of loads and stores (`DefaultValuedOptionalAttr<BoolAttr, "false">`).
pub static NONTEMPORAL: AttrConstraint = AttrConstraint {
    default: Some((|ctx| ctx.bool_attr(false), |ctx, a| ctx.as_int(a) == Some(0) && is_bool(ctx, a))),
    ..dict_attr("bool attribute", is_bool)
};

fn is_bool(ctx: &Context, a: Attr) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.int_width(*ty) == Some(1) && ctx.is_signless_int(*ty))
}

/// A unit attribute (`UnitAttr`), set by the keyword of the optional group it anchors.
pub static UNIT: AttrConstraint = AttrConstraint {
    summary: "unit attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Unit),
    parse: |p| Ok(p.ir.ctx.unit_attr()),
    print: |_, _| {},
    default: None,
};

/// A unit property (`UnitProp`): set by the keyword of the optional group it anchors, `false`
/// when absent (the generic form shows `name = false`).
pub static UNIT_PROP: AttrConstraint = AttrConstraint {
    summary: "unit attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Unit) || is_bool(ctx, a),
    parse: |p| Ok(p.ir.ctx.unit_attr()),
    print: |_, _| {},
    default: Some((|ctx| ctx.bool_attr(false), |ctx, a| ctx.as_int(a) == Some(0) && is_bool(ctx, a))),
};

/// `target`'s type is `from`'s element type (`TypesMatchWith<..., "getElementTypeOrSelf">`).
pub const fn element_type_of(target: &'static str, from: &'static str, summary: &'static str) -> Infer {
    Infer {
        target,
        from,
        build: |ctx, t| ctx.shape(t).map(|_| ctx.elem_ty(t)),
        check: |ctx, t, f| ctx.shape(f).is_some() && ctx.elem_ty(f) == t,
        summary,
        count: None,
    }
}

/// Each value of the variadic `target` has `from`'s element type, and there is one per
/// element of `from`'s static shape (`TypesMatchWith` building `getNumElements()` types).
pub const fn elements_of(target: &'static str, from: &'static str, summary: &'static str) -> Infer {
    Infer {
        count: Some(|ctx, t| ctx.shape(t)?.iter().try_fold(1usize, |a, &d| a.checked_mul(usize::try_from(d).ok()?))),
        ..element_type_of(target, from, summary)
    }
}

/// `target` and `from` have the same element type (a scalar is its own element type); the
/// format spells both types.
pub const fn same_element_type(target: &'static str, from: &'static str, summary: &'static str) -> Infer {
    Infer {
        target,
        from,
        build: |_, _| None,
        check: |ctx, t, f| ctx.elem_ty(t) == ctx.elem_ty(f),
        summary,
        count: None,
    }
}

/// `target` has `from`'s type (`AllTypesMatch`).
pub const fn same_type_as(target: &'static str, from: &'static str, summary: &'static str) -> Infer {
    Infer { target, from, build: |_, t| Some(t), check: |_, t, f| t == f, summary, count: None }
}

/// A type constraint with no builder and no type class: upstream's summary and its test.
pub const fn type_constraint(summary: &'static str, check: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint { summary, check, build: None, kind: None }
}

/// An attribute only ever written in the attribute dictionary (its custom form is the
/// generic attribute syntax).
pub const fn dict_attr(summary: &'static str, check: fn(&Context, Attr) -> bool) -> AttrConstraint {
    AttrConstraint { summary, check, parse: |p| p.parse_attr(), print: |pr, a| pr.attr(a), default: None }
}

/// `<flags>` of an enum attribute (the format prints the keyword), or the whole attribute
/// when it is not one of `def`.
fn print_flags(pr: &mut Printer, a: Attr, def: &EnumDef) {
    match pr.ir.ctx.enum_value(a, def) {
        Some(v) => pr.w(&format!("<{}>", def.body(v))),
        None => pr.attr(a),
    }
}

/// `#arith.fastmath<...>`, written `<flags>` after a `fastmath` keyword; default `none`.
pub static FASTMATH: AttrConstraint = AttrConstraint {
    summary: "Floating point fast math flags",
    check: is_fastmath,
    parse: parse_fastmath,
    print: |pr, a| print_flags(pr, a, &ARITH_FASTMATH),
    default: Some((|ctx| ctx.enum_attr(&ARITH_FASTMATH, 0), |ctx, a| ctx.enum_value(a, &ARITH_FASTMATH) == Some(0))),
};

/// `FASTMATH` without a default (upstream's `OptionalAttr`, as `arith.extf`'s): printed when set.
pub static OPTIONAL_FASTMATH: AttrConstraint = AttrConstraint {
    summary: "Floating point fast math flags",
    check: is_fastmath,
    parse: parse_fastmath,
    print: |pr, a| print_flags(pr, a, &ARITH_FASTMATH),
    default: None,
};

fn is_fastmath(ctx: &Context, a: Attr) -> bool {
    ctx.enum_value(a, &ARITH_FASTMATH).is_some()
}

fn parse_fastmath(p: &mut Parser) -> PResult<Attr> {
    super::common::parse_enum_angle(p, &ARITH_FASTMATH)
}

/// `#arith.overflow<...>`, written `<flags>` after an `overflow` keyword; default `none`.
pub static OVERFLOW: AttrConstraint = AttrConstraint {
    summary: "Integer overflow arith flags",
    check: |ctx, a| ctx.enum_value(a, &ARITH_OVERFLOW).is_some(),
    parse: |p| {
        if !p.is(&Tok::Less) {
            return p.err("expected '<' after 'overflow'");
        }
        super::common::parse_enum_angle(p, &ARITH_OVERFLOW)
    },
    print: |pr, a| print_flags(pr, a, &ARITH_OVERFLOW),
    default: Some((|ctx| ctx.enum_attr(&ARITH_OVERFLOW, 0), |ctx, a| ctx.enum_value(a, &ARITH_OVERFLOW) == Some(0))),
};

/// `TypeAttr`, written as the type.
pub const TYPE_ATTR: AttrConstraint = AttrConstraint {
    summary: "any type attribute",
    check: |ctx, a| ctx.as_type(a).is_some(),
    parse: |p| {
        let t = p.parse_type()?;
        Ok(p.ir.ctx.type_attr(t))
    },
    print: |pr, a| match pr.ir.ctx.as_type(a) {
        Some(t) => pr.ty(t),
        None => pr.attr(a),
    },
    default: None,
};

fn is_dense_array(ctx: &Context, a: Attr, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(width))
}

/// `[1, 2]`, the custom form of a dense integer array.
fn parse_int_list(p: &mut Parser) -> PResult<Vec<i64>> {
    let mut v = vec![];
    p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
        v.push(p.parse_i64()?);
        Ok(())
    })?;
    Ok(v)
}

fn print_int_list(pr: &mut Printer, a: Attr) {
    let v: Vec<String> = pr.ir.ctx.as_dense_array(a).unwrap_or_default().iter().map(|x| x.to_string()).collect();
    pr.w(&format!("[{}]", v.join(", ")));
}

/// `DenseI32ArrayAttr`, written `[1, 2]`.
pub const I32_LIST: AttrConstraint = AttrConstraint {
    summary: "i32 dense array attribute",
    check: |ctx, a| is_dense_array(ctx, a, 32),
    parse: |p| {
        let v = parse_int_list(p)?;
        Ok(p.ir.ctx.dense_i32_array(&v))
    },
    print: print_int_list,
    default: None,
};

/// A string attribute (`StrAttr`), written as a string literal; an optional group anchored on
/// it is there when a string literal is.
pub static STRING: AttrConstraint = dict_attr("string attribute", |ctx, a| ctx.as_str(a).is_some());

/// A symbol's own name (`SymbolNameAttr`): a string attribute written `@name`.
pub static SYMBOL_NAME: AttrConstraint = AttrConstraint {
    parse: |p| {
        let n = p.parse_symbol_name()?;
        Ok(p.ir.ctx.str_attr(&n))
    },
    print: |pr, a| {
        let n = String::from_utf8_lossy(pr.ir.ctx.as_str(a).unwrap_or(b"")).into_owned();
        pr.symbol(&n);
    },
    ..dict_attr("string attribute", |ctx, a| ctx.as_str(a).is_some())
};

/// A reference to a symbol of the enclosing table (`FlatSymbolRefAttr`), written `@name`.
pub static FLAT_SYMBOL_REF: AttrConstraint = AttrConstraint {
    parse: |p| {
        let n = p.parse_symbol_name()?;
        Ok(p.ir.ctx.symbol_ref(&n))
    },
    ..dict_attr("flat symbol reference attribute", |ctx, a| ctx.as_symbol_ref(a).is_some_and(|(_, n)| n.is_empty()))
};

/// `DenseI64ArrayAttr`.
pub static I64_ARRAY: AttrConstraint = dict_attr(
    "i64 dense array attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(64)),
);

/// `BoolAttr`.
pub static BOOL: AttrConstraint = dict_attr("bool attribute", is_bool);

/// A `DenseI64ArrayAttr`, written `[1, 2, 3]` in a format.
pub static DENSE_I64_ARRAY: AttrConstraint = AttrConstraint {
    summary: "i64 dense array attribute",
    check: |ctx, a| is_dense_array(ctx, a, 64),
    parse: |p| {
        let v = parse_int_list(p)?;
        Ok(p.ir.ctx.dense_i64_array(&v))
    },
    print: print_int_list,
    default: None,
};

/// An `I64Attr`, written as its integer in a format.
pub static I64_ATTR: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.is_signless_int(*ty) && ctx.int_width(*ty) == Some(64)),
    parse: |p| {
        let v = p.parse_i64()?;
        Ok(p.ir.ctx.i64_attr(v))
    },
    print: |pr, a| {
        let v = pr.ir.ctx.as_int(a).unwrap_or(0);
        pr.w(&v.to_string());
    },
    default: None,
};

/// An op's declaration as one entry, read like an ODS record: the declaration's fields
/// (`operands[..]`, `results[..]`, `attrs[..]` as `"name": CONSTRAINT` lists; `regions[..]`,
/// `successors[..]` (`"name*"`: variadic), `infer[..]`, `custom[..]`, `segments["group": "attr"]`;
/// `format "..."`; `verify(f)`; the flags `same_type`, `same_variadic_size`, `hand_printed`,
/// `generic_only`) and the registry's (`traits(..)`,
/// `fold(..)`, `effects(..)`, ... : any `OpSpec` builder method) in any order:
/// ```text
/// op!("memref.rank" operands["memref": BASE_MEMREF] results["result": INDEX]
///     format "$memref attr-dict `:` type($memref)" traits(PURE) fold(fold::fold_rank))
/// ```
/// An op whose declaration others share names it first: `op!("memref.alloca" declare(&ALLOC) ..)`.
macro_rules! op {
    // An op with a declaration it shares with others (`static X: OpFormat = op_format!(..)`).
    ($name:literal declare $f:tt $($rest:tt)*) => {
        $crate::dialects::ods::op!(@spec ($crate::dialects::OpSpec::new($name).declare $f) $($rest)*)
    };
    ($name:literal $($rest:tt)*) => {
        $crate::dialects::ods::op!(@spec
            ({
                const F: $crate::dialects::ods::OpFormat = $crate::dialects::ods::op_format!($($rest)*);
                $crate::dialects::OpSpec::new($name).declare(&F)
            })
            $($rest)*)
    };
    (@spec ($e:expr)) => { $e };
    (@spec ($e:expr) same_type $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) same_variadic_size $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) hand_printed $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) generic_only $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) segments $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) format $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) operands $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) results $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) attrs $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) regions $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) successors $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) infer $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) custom [$($v:tt)*] $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) verify $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e) $($rest)*) };
    (@spec ($e:expr) $k:ident $v:tt $($rest:tt)*) => { $crate::dialects::ods::op!(@spec ($e.$k $v) $($rest)*) };
}
pub(crate) use op;

/// The `OpFormat` part of an `op!` entry (also usable alone, for a declaration several ops
/// share): `op_format!(operands["lhs": INDEX, "rhs": INDEX] results["result": INDEX] format "...")`.
macro_rules! op_format {
    (@f [$($acc:tt)*]) => { $crate::dialects::ods::OpFormat { $($acc)* ..$crate::dialects::ods::FORMAT } };
    (@f [$($acc:tt)*] operands [$($n:literal : $c:expr),* $(,)?] $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* operands: &[$(($n, &$c)),*],] $($rest)*)
    };
    (@f [$($acc:tt)*] results [$($n:literal : $c:expr),* $(,)?] $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* results: &[$(($n, &$c)),*],] $($rest)*)
    };
    (@f [$($acc:tt)*] attrs [$($n:literal : $c:expr),* $(,)?] $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* attrs: &[$(($n, &$c)),*],] $($rest)*)
    };
    (@f [$($acc:tt)*] regions [$($e:expr),* $(,)?] $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* regions: &[$($e),*],] $($rest)*)
    };
    (@f [$($acc:tt)*] successors [$($e:expr),* $(,)?] $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* successors: &[$($e),*],] $($rest)*)
    };
    (@f [$($acc:tt)*] infer [$($e:expr),* $(,)?] $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* infer: &[$($e),*],] $($rest)*)
    };
    (@f [$($acc:tt)*] custom [$($e:expr),* $(,)?] $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* custom: &[$($e),*],] $($rest)*)
    };
    (@f [$($acc:tt)*] format $s:literal $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* format: $s,] $($rest)*)
    };
    (@f [$($acc:tt)*] verify ($v:expr) $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* verify: Some($v),] $($rest)*)
    };
    (@f [$($acc:tt)*] same_type $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* same_type: true,] $($rest)*)
    };
    (@f [$($acc:tt)*] same_variadic_size $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* same_variadic_size: true,] $($rest)*)
    };
    (@f [$($acc:tt)*] hand_printed $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* hand_printed: true,] $($rest)*)
    };
    (@f [$($acc:tt)*] generic_only $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* generic_only: true,] $($rest)*)
    };
    (@f [$($acc:tt)*] segments [$($g:literal : $a:literal),* $(,)?] $($rest:tt)*) => {
        $crate::dialects::ods::op_format!(@f [$($acc)* segments: &[$(($g, $a)),*],] $($rest)*)
    };
    (@f [$($acc:tt)*] $k:ident $v:tt $($rest:tt)*) => { $crate::dialects::ods::op_format!(@f [$($acc)*] $($rest)*) };
    ($($rest:tt)*) => { $crate::dialects::ods::op_format!(@f [] $($rest)*) };
}
pub(crate) use op_format;

/// The inherent attributes (properties) a declaration implies: its attributes, and
/// `operandSegmentSizes` when its operand groups are sized by it.
pub fn declared_props(f: &OpFormat) -> Vec<&'static str> {
    let mut p: Vec<&'static str> = f.attrs.iter().map(|a| split(a.0).0).collect();
    if sized_segments(f) {
        p.push("operandSegmentSizes");
    }
    p.sort_unstable();
    p
}
