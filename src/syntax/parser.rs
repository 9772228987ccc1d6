//! The parser: top level, operations (generic form and dispatch to each op's custom form),
//! regions, blocks and SSA names. Types, attributes and locations are in `parse_attr.rs`.
//!
//! The first error stops parsing (as in MLIR); it is recorded in `diags`. Nesting is bounded
//! so that no input overflows the stack.

use super::lexer::{Lexer, Tok, Token};
use crate::diag::Diagnostic;
use crate::dialects;
use crate::ir::fxhash::FxHashMap as HashMap;
use crate::ir::OpDef;
use crate::ir::*;

pub type PResult<T> = Result<T, ()>;

/// Deepest nesting of regions, types and attributes accepted (a region costs two levels: its op
/// and its block). Above mlir-opt-22's own reach (it crashes at about 4000 nested regions); every
/// recursive phase (verify, print, passes, translation) runs on the driver's 512 MB stack, which
/// holds this depth (tests/driver/nesting-limits.mlir).
pub const MAX_DEPTH: usize = 20_000;

/// An SSA use whose type is not known yet: `%name` or `%name#idx`.
#[derive(Clone, Debug)]
pub struct UOperand {
    pub name: String,
    pub idx: u32,
    pub pos: usize,
}

/// A region entry argument declared by an op's custom syntax (`scf.for %iv = ...`).
#[derive(Clone, Debug)]
pub struct RegionArg {
    pub name: String,
    pub pos: usize,
    pub ty: Type,
    pub loc: Option<Attr>,
}

/// What a custom or generic op parser fills in.
pub struct OpState {
    pub name: Sym,
    pub def: Option<&'static OpDef>,
    pub loc: Attr,
    pub pos: usize,
    pub operands: Vec<Value>,
    pub types: Vec<Type>,
    /// Inherent and discardable attributes together; split by `OpDef::props` at creation.
    pub attrs: Vec<(Sym, Attr)>,
    pub props: Vec<(Sym, Attr)>,
    pub regions: Vec<Region>,
    pub successors: Vec<Block>,
    /// Number of results named on the left of `=`.
    pub num_results: usize,
}

impl OpState {
    pub fn add_attr(&mut self, ir: &mut Ir, name: &str, a: Attr) {
        let s = ir.ctx.sym(name);
        let list = std::mem::take(&mut self.attrs);
        self.attrs = insert_sorted(&ir.ctx, list, s, a);
    }
}

/// The SSA names of one region. Names are keyed by their text (not interned in the context:
/// they are forgotten when the region's scope closes, and most are used in one function only).
struct ValueScope {
    isolated: bool,
    defs: HashMap<Box<str>, (Vec<Value>, usize)>,
    /// Forward references (only in isolated scopes): (name, index) → placeholder and use position.
    fwd: HashMap<(Box<str>, u32), (Value, usize)>,
}

struct BlockScope {
    region: Region,
    blocks: HashMap<String, (Block, bool, usize)>,
}

pub struct Parser<'a> {
    pub ir: &'a mut Ir,
    pub lex: Lexer<'a>,
    src: &'a str,
    pub tok: Token,
    file: Sym,
    line_starts: Vec<usize>,
    pub diags: Vec<Diagnostic>,
    pub type_aliases: HashMap<String, Type>,
    pub attr_aliases: HashMap<String, Attr>,
    scopes: Vec<ValueScope>,
    block_scopes: Vec<BlockScope>,
    pub depth: usize,
    default_dialects: Vec<&'static str>,
    defs: HashMap<Sym, Option<&'static OpDef>>,
    /// `--allow-unregistered-dialect`: ops, types and attributes of dialects no tool knows
    /// parse (ops in the generic form only) as opaque entities.
    pub allow_unregistered: bool,
    /// Where the chunk being parsed starts.
    chunk_start: usize,
    /// The op whose custom form is being parsed, outside the generic parts of it (types,
    /// attributes, nested ops): its errors read `custom op 'NAME' ...`, as upstream's
    /// `OpAsmParser::emitError` words them.
    custom_op: Option<Sym>,
    /// Trailing `loc(#alias)` read before `#alias` is defined: placeholder, alias, position.
    pub deferred_locs: Vec<(Attr, String, usize)>,
}

impl<'a> Parser<'a> {
    /// A parser over `text[start..end]`; positions and line numbers refer to all of `text`.
    pub fn new(ir: &'a mut Ir, file: &str, text: &'a str, start: usize, end: usize) -> Parser<'a> {
        let lex = Lexer::new(text, end);
        let tok = lex.lex(start);
        let mut line_starts = vec![0];
        line_starts.extend(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1));
        let file = ir.ctx.sym(file);
        Parser {
            ir,
            lex,
            src: text,
            tok,
            file,
            line_starts,
            diags: vec![],
            type_aliases: HashMap::default(),
            attr_aliases: HashMap::default(),
            scopes: vec![],
            block_scopes: vec![],
            depth: 0,
            default_dialects: vec![],
            defs: HashMap::default(),
            allow_unregistered: false,
            chunk_start: start,
            custom_op: None,
            deferred_locs: vec![],
        }
    }

    // ----- tokens and errors -----

    pub fn bump(&mut self) {
        self.tok = self.lex.lex(self.tok.end);
    }
    /// Re-lexes from a byte position (used after raw scanning).
    pub fn reset_to(&mut self, pos: usize) {
        self.tok = self.lex.lex(pos);
    }
    /// The current token's text. Token boundaries always fall on character boundaries.
    pub fn text(&self) -> &'a str {
        self.src.get(self.tok.start..self.tok.end).unwrap_or("")
    }
    pub fn is(&self, k: &Tok) -> bool {
        std::mem::discriminant(&self.tok.kind) == std::mem::discriminant(k)
    }
    pub fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareId && self.text() == kw
    }
    pub fn loc_at(&mut self, pos: usize) -> Attr {
        let line = match self.line_starts.binary_search(&pos) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let col = pos - self.line_starts[line] + 1;
        let (line, col) = (line as u32 + 1, col as u32);
        self.ir.ctx.attr_unique(AttrKind::Loc(LocKind::FileLineCol { file: self.file, line, col }))
    }
    /// Reports `msg` at `pos`, as `custom op 'NAME' msg` while an op's custom form is parsed.
    pub fn err_at<T>(&mut self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        let msg = msg.into();
        match self.custom_op {
            Some(name) if !msg.starts_with("custom op '") => {
                let name = self.ir.ctx.str(name).to_string();
                self.err_at_raw(pos, format!("custom op '{name}' {msg}"))
            }
            _ => self.err_at_raw(pos, msg),
        }
    }

    /// Reports `msg` at `pos` after an error already reported (upstream's follow-up errors), as
    /// `custom op 'NAME' msg` in a custom form.
    pub fn err_at_also(&mut self, pos: usize, msg: impl Into<String>) -> PResult<()> {
        let mut msg = msg.into();
        if let Some(name) = self.custom_op {
            msg = format!("custom op '{}' {msg}", self.ir.ctx.str(name));
        }
        let loc = self.loc_at(pos);
        self.diags.push(Diagnostic::error(loc, msg));
        Err(())
    }

    /// Reports `msg` at `pos` as it is (the errors of upstream's generic parser).
    pub fn err_at_raw<T>(&mut self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        if self.diags.is_empty() {
            let loc = self.loc_at(pos);
            self.diags.push(Diagnostic::error(loc, msg));
        }
        Err(())
    }

    /// Runs `f` as upstream's generic parser (types, attributes, nested ops): its errors are not
    /// the custom op's.
    pub fn generic<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.custom_op.take();
        let r = f(self);
        self.custom_op = saved;
        r
    }
    /// Attaches a note to the error just reported.
    pub fn add_note(&mut self, pos: usize, msg: impl Into<String>) {
        let loc = self.loc_at(pos);
        if let Some(d) = self.diags.last_mut() {
            d.notes.push((loc, msg.into()));
        }
    }
    pub fn err<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        if let Tok::Error(m) = &self.tok.kind {
            let m = m.clone();
            return self.err_at_raw(self.tok.start, m);
        }
        self.err_at(self.tok.start, msg)
    }
    /// Consumes `k` or reports `expected ...` where upstream reports a wrong token.
    pub fn expect(&mut self, k: Tok, what: &str) -> PResult<()> {
        if self.is(&k) {
            self.bump();
            Ok(())
        } else {
            self.err_wrong_token(format!("expected {what}"))
        }
    }

    /// Reports an unexpected current token as upstream's `emitWrongTokenError` does: right after
    /// the previous token (skipping blanks, blank lines and `//` comments back to it), where the
    /// expected token belongs; at the token itself when nothing precedes it in the chunk.
    pub fn err_wrong_token<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        if let Tok::Error(m) = &self.tok.kind {
            let m = m.clone();
            return self.err_at_raw(self.tok.start, m);
        }
        let pos = self.wrong_token_pos();
        self.err_at_raw(pos, msg)
    }

    fn wrong_token_pos(&self) -> usize {
        let src = self.lex.src;
        let mut at = self.tok.start;
        if self.tok.kind == Tok::Eof && at > self.chunk_start {
            at -= 1;
        }
        let original = at;
        let mut end = at;
        loop {
            while end > self.chunk_start && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end <= self.chunk_start {
                return original;
            }
            if !matches!(src[end - 1], b'\n' | b'\r') {
                return end;
            }
            end -= 1;
            // A `//` on the line above starts a comment: the error goes before it.
            let line_start = src[self.chunk_start..end]
                .iter()
                .rposition(|&c| c == b'\n' || c == b'\r')
                .map_or(self.chunk_start, |i| self.chunk_start + i);
            if let Some(c) = src[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + c;
            }
        }
    }
    /// Consumes `k` if present.
    pub fn optional(&mut self, k: Tok) -> bool {
        if self.is(&k) {
            self.bump();
            true
        } else {
            false
        }
    }
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.is_keyword(kw) {
            self.bump();
            true
        } else {
            false
        }
    }
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            self.err(format!("expected '{kw}'"))
        }
    }
    /// Any bare identifier (or a keyword-like token), returned as text.
    pub fn parse_optional_any_keyword(&mut self) -> Option<String> {
        if self.tok.kind == Tok::BareId {
            let s = self.text().to_string();
            self.bump();
            Some(s)
        } else {
            None
        }
    }
    pub fn parse_any_keyword(&mut self, what: &str) -> PResult<String> {
        match self.parse_optional_any_keyword() {
            Some(s) => Ok(s),
            None => self.err(format!("expected {what}")),
        }
    }
    pub fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.err_at_raw(self.tok.start, "nesting is too deep");
        }
        Ok(())
    }
    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    /// `elem (',' elem)*` between optional delimiters; `open`/`close` are checked by the caller.
    pub fn parse_comma_list(&mut self, mut f: impl FnMut(&mut Self) -> PResult<()>) -> PResult<()> {
        f(self)?;
        while self.optional(Tok::Comma) {
            f(self)?;
        }
        Ok(())
    }
    /// `'(' (elem (',' elem)*)? ')'` (or another pair of delimiters).
    pub fn parse_delimited(
        &mut self,
        open: Tok,
        close: Tok,
        close_name: &str,
        mut f: impl FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let o = match open {
            Tok::LParen => "'('",
            Tok::LSquare => "'['",
            Tok::LBrace => "'{'",
            Tok::Less => "'<'",
            _ => "an opening delimiter",
        };
        self.expect(open, o)?;
        if self.optional(close.clone()) {
            return Ok(());
        }
        self.parse_comma_list(&mut f)?;
        self.expect(close, close_name)
    }

    // ----- top level -----

    /// Parses a whole input chunk into a `builtin.module` op.
    pub fn parse_top(&mut self) -> PResult<Op> {
        let block = self.ir.new_block();
        let region = self.ir.new_region();
        self.ir.append_block(region, block);
        self.scopes.push(ValueScope { isolated: true, defs: HashMap::default(), fwd: HashMap::default() });
        self.block_scopes.push(BlockScope { region, blocks: HashMap::default() });
        loop {
            match self.tok.kind.clone() {
                Tok::Eof => break,
                Tok::Hash => self.parse_alias_def(true)?,
                Tok::Bang => self.parse_alias_def(false)?,
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_op()?;
                    self.ir.append_op(block, op);
                }
            }
        }
        self.finish_isolated_scope()?;
        self.resolve_deferred_locs()?;
        self.block_scopes.pop();
        let ops: Vec<Op> = self.ir.ops(block).collect();
        if ops.len() == 1 && self.ir.op_name(ops[0]) == "builtin.module" {
            self.ir.detach_op(ops[0]);
            return Ok(ops[0]);
        }
        let name = self.ir.ctx.sym("builtin.module");
        let loc = self.ir.ctx.unknown_loc();
        Ok(self.ir.create_op(name, vec![], &[], vec![], vec![], vec![region], vec![], loc))
    }

    fn parse_alias_def(&mut self, attr: bool) -> PResult<()> {
        let name = self.text().to_string();
        let pos = self.tok.start;
        if name.contains('.') {
            return self.err(format!(
                "expected operation name, found dialect {} '{name}'",
                if attr { "attribute" } else { "type" }
            ));
        }
        self.bump();
        self.expect(Tok::Equal, "'=' in alias definition")?;
        let key = name[1..].to_string();
        if attr {
            let a = self.parse_attr()?;
            if self.attr_aliases.insert(key, a).is_some() {
                return self.err_at(pos, format!("redefinition of attribute alias id '{}'", &name[1..]));
            }
        } else {
            let t = self.parse_type()?;
            if self.type_aliases.insert(key, t).is_some() {
                return self.err_at(pos, format!("redefinition of type alias id '{}'", &name[1..]));
            }
        }
        Ok(())
    }

    /// `{-# key: {...}, ... #-}` (upstream's `parseFileMetadataDictionary`): the blobs of
    /// `dialect_resources: { builtin: { handle: "0x..." } }` go to the context's resource table
    /// (decoded straight from the source text, never held as a string token);
    /// `external_resources` are kept as text.
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.bump();
        if self.optional(Tok::FileMetadataEnd) {
            return Ok(());
        }
        loop {
            let pos = self.tok.start;
            let Some(key) = self.parse_optional_any_keyword() else {
                return self.err("expected identifier key in file metadata dictionary");
            };
            self.expect(Tok::Colon, "':'")?;
            match key.as_str() {
                "dialect_resources" => self.parse_resource_groups(true)?,
                "external_resources" => self.parse_resource_groups(false)?,
                _ => return self.err_at_raw(pos, format!("unknown key '{key}' in file metadata dictionary")),
            }
            if self.optional(Tok::FileMetadataEnd) {
                return Ok(());
            }
            self.expect(Tok::Comma, "'#-}'")?;
        }
    }

    /// `{ name: { key: value, ... }, ... }` of `dialect_resources` (`dialect`) or
    /// `external_resources`.
    fn parse_resource_groups(&mut self, dialect: bool) -> PResult<()> {
        self.expect(Tok::LBrace, "'{'")?;
        if self.optional(Tok::RBrace) {
            return Ok(());
        }
        loop {
            let name_pos = self.tok.start;
            let Some(name) = self.parse_optional_any_keyword() else {
                return self.err("expected identifier key for 'resource' entry");
            };
            self.expect(Tok::Colon, "':'")?;
            self.expect(Tok::LBrace, "'{'")?;
            if dialect && name != "builtin" {
                let dialect_name = name.split('.').next().unwrap_or("");
                if !crate::syntax::parse_attr::is_upstream_dialect(dialect_name) {
                    return self.err_at_raw(name_pos, format!("dialect '{name}' is unknown"));
                }
            }
            let mut group = ExternalResources { name: name.clone(), entries: vec![] };
            if !self.optional(Tok::RBrace) {
                loop {
                    let key_pos = self.tok.start;
                    let key = match self.tok.kind.clone() {
                        Tok::BareId => self.text().to_string(),
                        Tok::Str(b) => String::from_utf8_lossy(&b).into_owned(),
                        _ => return self.err("expected identifier key for 'resource' entry"),
                    };
                    if dialect && name != "builtin" {
                        return self.err_at_raw(key_pos, format!("unexpected 'resource' section for dialect '{name}'"));
                    }
                    // The value is read from the text after the ':', before any token is made of
                    // it: a blob's hex string may be hundreds of megabytes.
                    let colon = self.lex.lex(self.tok.end);
                    if colon.kind != Tok::Colon {
                        self.bump();
                        return self.err_wrong_token("expected ':'");
                    }
                    let src = self.lex.src;
                    let mut at = colon.end;
                    while at < self.lex.limit && src[at].is_ascii_whitespace() {
                        at += 1;
                    }
                    if dialect {
                        let blob = self.parse_blob_at(at, &key)?;
                        self.ir.ctx.set_resource(&key, blob);
                    } else {
                        self.reset_to(at);
                        let value = match &self.tok.kind {
                            Tok::Str(_) => self.text().to_string(),
                            Tok::BareId if matches!(self.text(), "true" | "false") => self.text().to_string(),
                            _ => return self.err(format!("expected string value for key '{key}'")),
                        };
                        self.bump();
                        group.entries.push((key, value));
                    }
                    if self.optional(Tok::RBrace) {
                        break;
                    }
                    self.expect(Tok::Comma, "'}'")?;
                }
            }
            if !dialect && !group.entries.is_empty() {
                self.ir.ctx.external_resources.push(group);
            }
            if self.optional(Tok::RBrace) {
                return Ok(());
            }
            self.expect(Tok::Comma, "'}'")?;
        }
    }

    /// The blob `"0x<alignment: 4 bytes LE><data>"` at byte `at` (upstream's
    /// `parseAsBlob`); leaves the parser after it.
    fn parse_blob_at(&mut self, at: usize, key: &str) -> PResult<ResourceBlob> {
        let src = self.lex.src;
        let limit = self.lex.limit;
        let bad = format!("expected hex string blob for key '{key}'");
        if at >= limit || src[at] != b'"' {
            self.reset_to(at);
            return self.err_at_raw(at, bad);
        }
        let body = at + 1;
        let Some(len) = src[body..limit].iter().position(|&c| c == b'"' || c == b'\\' || c == b'\n') else {
            self.reset_to(at);
            return self.err(bad);
        };
        let text = &src[body..body + len];
        if src[body + len] != b'"' {
            return self.err_at_raw(at, bad);
        }
        let hex = text.strip_prefix(b"0x").filter(|h| h.len() % 2 == 0).unwrap_or(b"-");
        let (head, data) = hex.split_at(hex.len().min(8));
        let decode = crate::syntax::parse_attr::decode_hex;
        let (Some(head), Some(bytes)) = (decode(head), decode(data)) else {
            return self.err_at_raw(at, bad);
        };
        if head.len() < 4 {
            return self.err_at_raw(at, format!("{bad} to encode alignment in first 4 bytes"));
        }
        let align = u32::from_le_bytes([head[0], head[1], head[2], head[3]]);
        if !align.is_power_of_two() {
            return self.err_at_raw(
                at,
                format!("{bad} to encode alignment in first 4 bytes, but got non-power-of-2 value: {align}"),
            );
        }
        self.reset_to(body + len + 1);
        Ok(ResourceBlob { align, bytes })
    }

    // ----- operations -----

    fn op_def(&mut self, name: Sym) -> Option<&'static OpDef> {
        if let Some(d) = self.defs.get(&name) {
            return *d;
        }
        let r = self.ir.registry();
        let d = r.lookup(self.ir.ctx.str(name)).map(|id| r.def(id));
        self.defs.insert(name, d);
        d
    }

    pub fn parse_op(&mut self) -> PResult<Op> {
        self.enter()?;
        let r = self.generic(|p| p.parse_op_inner());
        self.leave();
        r
    }

    fn parse_op_inner(&mut self) -> PResult<Op> {
        // results
        let mut results: Vec<(String, usize, usize)> = vec![];
        if self.is(&Tok::Percent) {
            loop {
                if !self.is(&Tok::Percent) {
                    return self.err_wrong_token("expected valid ssa identifier");
                }
                let name = self.text().to_string();
                let pos = self.tok.start;
                self.bump();
                let mut n = 1;
                if self.optional(Tok::Colon) {
                    if self.tok.kind != Tok::Int {
                        return self.err_wrong_token("expected integer number of results");
                    }
                    n = self.parse_u64("expected integer number of results")? as usize;
                    if n == 0 {
                        return self.err("expected named operation to have at least 1 result");
                    }
                }
                results.push((name, n, pos));
                if !self.optional(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equal, "'=' after SSA name")?;
        }
        let num_results: usize = results.iter().map(|r| r.1).sum();
        let pos = self.tok.start;
        let loc = self.loc_at(pos);
        let mut st = match self.tok.kind.clone() {
            Tok::Str(bytes) => {
                let name = String::from_utf8_lossy(&bytes).into_owned();
                self.bump();
                self.parse_generic_op(name, pos, loc, num_results)?
            }
            // `i32` is an integer-type token upstream, not an op name.
            Tok::BareId if super::parse_attr::int_type_width(self.text()).is_some() => {
                return self.err_wrong_token("expected operation name in quotes");
            }
            Tok::BareId => self.parse_custom_op(pos, loc, num_results)?,
            _ => return self.err_wrong_token("expected operation name in quotes"),
        };
        // trailing location
        if self.is_keyword("loc") {
            st.loc = self.parse_loc()?;
        }
        // Upstream reports a mismatch at the first result name.
        if let Some(&(_, _, first)) = results.first().filter(|_| st.types.len() != num_results) {
            if st.types.is_empty() {
                return self.err_at(first, "cannot name an operation with no results");
            }
            return self.err_at(
                first,
                format!("operation defines {} results but was provided {} to bind", st.types.len(), num_results),
            );
        }
        let op = self.create(st)?;
        // bind names
        let mut i = 0;
        for (name, n, rpos) in results {
            let vals: Vec<Value> = self.ir.results(op)[i..i + n].to_vec();
            self.define_values(&name, rpos, vals)?;
            i += n;
        }
        Ok(op)
    }

    /// Creates the op from a parsed state, splitting inherent attributes into properties.
    pub fn create(&mut self, mut st: OpState) -> PResult<Op> {
        if let Some(def) = st.def {
            let attrs = std::mem::take(&mut st.attrs);
            for (n, a) in attrs {
                if def.props.contains(&self.ir.ctx.str(n)) && !st.props.iter().any(|p| p.0 == n) {
                    st.props = insert_sorted(&self.ir.ctx, std::mem::take(&mut st.props), n, a);
                } else {
                    st.attrs.push((n, a));
                }
            }
        }
        let op =
            self.ir.create_op(st.name, st.operands, &st.types, st.props, st.attrs, st.regions, st.successors, st.loc);
        Ok(op)
    }

    /// The definition of a generic op's name; `None` for an op of an unregistered dialect
    /// (with `--allow-unregistered-dialect`). `next` is where upstream reports an unknown dialect:
    /// the token after the name.
    fn lookup_name(&mut self, pos: usize, next: usize, name: &str) -> PResult<(Sym, Option<&'static OpDef>)> {
        let s = self.ir.ctx.sym(name);
        match self.op_def(s) {
            Some(d) => Ok((s, Some(d))),
            None => {
                let dialect = name.split_once('.').map(|x| x.0).unwrap_or("");
                if dialects::is_known_dialect(dialect) {
                    self.err_at(
                        pos,
                        format!("unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"),
                    )
                } else if self.allow_unregistered {
                    Ok((s, None))
                } else {
                    self.err_at(next, "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used")
                }
            }
        }
    }

    fn parse_generic_op(&mut self, name: String, pos: usize, loc: Attr, num_results: usize) -> PResult<OpState> {
        let next = self.tok.start;
        let (sym, def) = self.lookup_name(pos, next, &name)?;
        let mut uses = vec![];
        self.parse_delimited(Tok::LParen, Tok::RParen, "')' to end operand list", |p| {
            uses.push(p.parse_operand()?);
            Ok(())
        })?;
        let mut st = OpState {
            name: sym,
            def,
            loc,
            pos,
            operands: vec![],
            types: vec![],
            attrs: vec![],
            props: vec![],
            regions: vec![],
            successors: vec![],
            num_results,
        };
        if self.is(&Tok::LSquare) {
            self.parse_delimited(Tok::LSquare, Tok::RSquare, "']' in successor list", |p| {
                let b = p.parse_successor()?;
                st.successors.push(b);
                Ok(())
            })?;
        }
        if self.is(&Tok::Less) {
            self.bump();
            let d = self.parse_attr()?;
            match self.ir.ctx.attr_kind(d) {
                AttrKind::Dict(entries) => st.props = entries.clone(),
                _ => return self.err("expected a dictionary of properties"),
            }
            self.expect(Tok::Greater, "'>' to close properties")?;
        }
        if self.is(&Tok::LParen) {
            // An unregistered op may or may not be isolated: names from outside stay visible.
            let isolated = def.is_some_and(|d| d.is_isolated());
            self.bump();
            // A generic op that names a default dialect sets it for its regions; any other (with
            // no default dialect, or unregistered) keeps the enclosing one, as upstream's parser
            // does (`return` inside a generic `"scf.for"` in a `func.func` is `func.return`).
            let dd = def.and_then(|d| d.default_dialect).filter(|d| !d.is_empty());
            if let Some(d) = dd {
                self.default_dialects.push(d);
            }
            let mut r = Ok(());
            loop {
                match self.parse_region_with(None, isolated) {
                    Ok(reg) => st.regions.push(reg),
                    Err(()) => {
                        r = Err(());
                        break;
                    }
                }
                if !self.optional(Tok::Comma) {
                    break;
                }
            }
            if dd.is_some() {
                self.default_dialects.pop();
            }
            r?;
            self.expect(Tok::RParen, "')' to end region list")?;
        }
        if self.is(&Tok::LBrace) {
            self.parse_attr_dict(&mut st)?;
        }
        self.expect(Tok::Colon, "':' followed by operation type")?;
        let tpos = self.tok.start;
        let t = self.parse_type()?;
        let (inputs, results) = match self.ir.ctx.type_kind(t) {
            TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => return self.err_at(tpos, "expected function type"),
        };
        if inputs.len() != uses.len() {
            return self.err_at(
                tpos,
                format!(
                    "expected {} operand type{} but had {}",
                    uses.len(),
                    if uses.len() == 1 { "" } else { "s" },
                    inputs.len()
                ),
            );
        }
        for (u, ty) in uses.iter().zip(inputs) {
            let v = self.resolve(u, ty)?;
            st.operands.push(v);
        }
        st.types = results;
        Ok(st)
    }

    fn parse_custom_op(&mut self, pos: usize, loc: Attr, num_results: usize) -> PResult<OpState> {
        let raw = self.text().to_string();
        let mut full = raw.clone();
        let mut s = self.ir.ctx.sym(&raw);
        let mut def = if raw.contains('.') { self.op_def(s) } else { None };
        if def.is_none() && !raw.contains('.') {
            let d = self.default_dialects.last().copied().unwrap_or("builtin");
            let n = if d.is_empty() { raw.clone() } else { format!("{d}.{raw}") };
            let cand = self.ir.ctx.sym(&n);
            match self.op_def(cand).filter(|_| !d.is_empty()) {
                Some(found) => {
                    def = Some(found);
                    s = cand;
                    full = n;
                }
                None if d.is_empty() => {
                    // No default dialect here (e.g. inside `scf.for`): upstream's wording.
                    let pos = self.tok.start;
                    let r = self.err(format!("Dialect `' not found for custom op '{raw}'  (tried '.{raw}' as well)"));
                    self.add_note(pos, format!("Available dialects: {}", dialects::ALL_DIALECTS.join(", ")));
                    return r;
                }
                None => return self.err(format!("custom op '{raw}' is unknown (tried '{n}' as well)")),
            }
        }
        let Some(def) = def else {
            let dialect = raw.split_once('.').map(|x| x.0).unwrap_or("");
            if dialects::is_known_dialect(dialect) {
                return self.err(format!("custom op '{raw}' is unknown"));
            }
            let pos = self.tok.start;
            let r = self.err(format!("Dialect `{dialect}' not found for custom op '{raw}' "));
            self.add_note(pos, format!("Available dialects: {}", dialects::ALL_DIALECTS.join(", ")));
            return r;
        };
        let asm = self.ir.registry().lookup(def.name).map(dialects::asm);
        let Some(parse) = asm.and_then(|a| a.parse) else {
            return self.err(format!("custom op '{full}' has no custom assembly form; use the generic form"));
        };
        self.bump();
        let mut st = OpState {
            name: s,
            def: Some(def),
            loc,
            pos,
            operands: vec![],
            types: vec![],
            attrs: vec![],
            props: vec![],
            regions: vec![],
            successors: vec![],
            num_results,
        };
        // Every op sets the default dialect of its regions (none unless it names one), as MLIR's
        // OpAsmOpInterface does: `call` resolves inside `func.func` but not inside `scf.for`.
        self.default_dialects.push(def.default_dialect.unwrap_or(""));
        let saved = self.custom_op.replace(s);
        let r = parse(self, &mut st);
        self.custom_op = saved;
        self.default_dialects.pop();
        r?;
        Ok(st)
    }

    // ----- SSA values -----

    pub fn parse_optional_operand(&mut self) -> PResult<Option<UOperand>> {
        if !self.is(&Tok::Percent) {
            return Ok(None);
        }
        self.parse_operand().map(Some)
    }

    pub fn parse_operand(&mut self) -> PResult<UOperand> {
        if !self.is(&Tok::Percent) {
            return self.err_wrong_token("expected SSA operand");
        }
        let name = self.text().to_string();
        let pos = self.tok.start;
        self.bump();
        let mut idx = 0;
        // `%x#N`: the lexer sees `#N` as an invalid hash identifier; scan it by hand.
        let src = self.lex.src;
        if self.tok.start == pos + name.len() && src.get(self.tok.start) == Some(&b'#') {
            let mut e = self.tok.start + 1;
            while e < self.lex.limit && src[e].is_ascii_digit() {
                e += 1;
            }
            if e == self.tok.start + 1 {
                return self.err_at_raw(self.tok.start, "invalid SSA value result number");
            }
            let digits = std::str::from_utf8(&src[self.tok.start + 1..e]).unwrap_or("0");
            idx = match digits.parse::<u32>() {
                Ok(i) => i,
                Err(_) => return self.err_at_raw(self.tok.start, "invalid SSA value result number"),
            };
            self.reset_to(e);
        }
        Ok(UOperand { name, idx, pos })
    }

    /// `%a, %b, ...` (possibly empty when nothing starts with `%`).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UOperand>> {
        let mut v = vec![];
        if !self.is(&Tok::Percent) {
            return Ok(v);
        }
        self.parse_comma_list(|p| {
            v.push(p.parse_operand()?);
            Ok(())
        })?;
        Ok(v)
    }

    fn describe(&self, t: Type) -> String {
        super::printer::type_to_string(&self.ir.ctx, t)
    }

    /// Gives `u` its value, creating a forward reference of type `ty` if it is not defined yet.
    pub fn resolve(&mut self, u: &UOperand, ty: Type) -> PResult<Value> {
        let mut found = None;
        for s in self.scopes.iter().rev() {
            // Names are visible across isolated-from-above boundaries while parsing, as in MLIR:
            // the verifier then reports the use ("using value defined outside the region").
            if let Some((vals, dpos)) = s.defs.get(u.name.as_str()) {
                found = Some((vals.get(u.idx as usize).copied(), *dpos));
                break;
            }
        }
        if let Some((v, dpos)) = found {
            let Some(v) = v else {
                return self.err_at_raw(u.pos, "reference to invalid result number");
            };
            let vt = self.ir.value_ty(v);
            if vt != ty {
                let (a, b) = (self.describe(ty), self.describe(vt));
                let r = self.err_at_raw(
                    u.pos,
                    format!("use of value '{}' expects different type than prior uses: '{a}' vs '{b}'", u.name),
                );
                self.add_note(dpos, "prior use here");
                return r;
            }
            return Ok(v);
        }
        // forward reference, recorded in the nearest isolated scope
        let si = self.scopes.iter().rposition(|s| s.isolated).unwrap_or(0);
        let key: (Box<str>, u32) = (u.name.as_str().into(), u.idx);
        if let Some(&(v, fpos)) = self.scopes[si].fwd.get(&key) {
            let vt = self.ir.value_ty(v);
            if vt != ty {
                let (a, b) = (self.describe(ty), self.describe(vt));
                let r = self.err_at_raw(
                    u.pos,
                    format!("use of value '{}' expects different type than prior uses: '{a}' vs '{b}'", u.name),
                );
                self.add_note(fpos, "prior use here");
                return r;
            }
            return Ok(v);
        }
        let v = self.ir.new_placeholder(ty);
        self.scopes[si].fwd.insert(key, (v, u.pos));
        Ok(v)
    }

    /// Resolves a list of uses against a list of types.
    pub fn resolve_all(&mut self, uses: &[UOperand], tys: &[Type], pos: usize) -> PResult<Vec<Value>> {
        if uses.len() != tys.len() {
            return self.err_at(pos, format!("{} operands present, but expected {}", uses.len(), tys.len()));
        }
        uses.iter().zip(tys).map(|(u, &t)| self.resolve(u, t)).collect()
    }

    /// Resolves every use with the same type.
    pub fn resolve_same(&mut self, uses: &[UOperand], ty: Type) -> PResult<Vec<Value>> {
        uses.iter().map(|u| self.resolve(u, ty)).collect()
    }

    /// Binds `name` to `vals`; a pending forward reference takes the defined value's place.
    fn define_values(&mut self, name: &str, pos: usize, vals: Vec<Value>) -> PResult<()> {
        let mut prev = None;
        for s in self.scopes.iter().rev() {
            if let Some((_, p)) = s.defs.get(name) {
                prev = Some(*p);
                break;
            }
        }
        if let Some(p) = prev {
            let r = self.err_at_raw(pos, format!("redefinition of SSA value '{name}'"));
            self.add_note(p, "previously defined here");
            return r;
        }
        let si = self.scopes.iter().rposition(|s| s.isolated).unwrap_or(0);
        let mut out = Vec::with_capacity(vals.len());
        for (i, v) in vals.into_iter().enumerate() {
            let fwd = &mut self.scopes[si].fwd;
            let pending = if fwd.is_empty() { None } else { fwd.remove(&(Box::<str>::from(name), i as u32)) };
            if let Some((ph, upos)) = pending {
                let (pt, vt) = (self.ir.value_ty(ph), self.ir.value_ty(v));
                if pt != vt {
                    let (a, b) = (self.describe(pt), self.describe(vt));
                    let r = self.err_at_raw(pos, format!("definition of SSA value '{name}#{i}' has type '{b}'"));
                    self.add_note(upos, format!("previously used here with type '{a}'"));
                    return r;
                }
                // The uses of the placeholder become uses of the definition.
                self.ir.replace_all_uses_with(ph, v);
                out.push(v);
            } else {
                out.push(v);
            }
        }
        let cur = self.scopes.len() - 1;
        self.scopes[cur].defs.insert(name.into(), (out, pos));
        Ok(())
    }

    fn finish_isolated_scope(&mut self) -> PResult<()> {
        let s = self.scopes.pop().expect("scope");
        if let Some((_, (_, pos))) = s.fwd.iter().min_by_key(|(_, (_, p))| *p) {
            return self.err_at_raw(*pos, "use of undeclared SSA value name");
        }
        Ok(())
    }

    // ----- blocks and regions -----

    fn block_ref(&mut self, name: &str, pos: usize) -> Block {
        let bs = self.block_scopes.last_mut().expect("block scope");
        if let Some(&(b, _, _)) = bs.blocks.get(name) {
            return b;
        }
        let b = self.ir.new_block();
        self.block_scopes.last_mut().unwrap().blocks.insert(name.to_string(), (b, false, pos));
        b
    }

    /// `^bb` as a successor.
    pub fn parse_successor(&mut self) -> PResult<Block> {
        if !self.is(&Tok::Caret) {
            return self.err_wrong_token("expected block name");
        }
        if self.block_scopes.is_empty() {
            return self.err("successors are only allowed inside a region");
        }
        let name = self.text().to_string();
        let pos = self.tok.start;
        self.bump();
        Ok(self.block_ref(&name, pos))
    }

    /// `^bb(%a, %b : i32, f32)` or `^bb`: a successor with its operands.
    pub fn parse_successor_and_operands(&mut self) -> PResult<(Block, Vec<Value>)> {
        let b = self.parse_successor()?;
        let mut vals = vec![];
        if self.optional(Tok::LParen) {
            let uses = self.parse_operand_list()?;
            let pos = self.tok.start;
            self.expect(Tok::Colon, "':'")?;
            let tys = self.parse_type_list_no_parens()?;
            vals = self.resolve_all(&uses, &tys, pos)?;
            self.expect(Tok::RParen, "')'")?;
        }
        Ok((b, vals))
    }

    /// A region `{ ... }` whose entry block arguments (if any) the op's syntax declared.
    pub fn parse_region(&mut self, args: Vec<RegionArg>, isolated: bool) -> PResult<Region> {
        self.parse_region_with(Some(args), isolated)
    }

    /// Parses `{ ... }` when present; an absent region is empty.
    pub fn parse_optional_region(&mut self, args: Vec<RegionArg>, isolated: bool) -> PResult<Option<Region>> {
        if !self.is(&Tok::LBrace) {
            return Ok(None);
        }
        self.parse_region(args, isolated).map(Some)
    }

    /// A region `{ ... }` whose entry block header (`^bb0(%a: T):`), if any, is written in the
    /// region itself, as in the generic form (`tensor.generate`, `linalg.generic`).
    pub fn parse_region_with_entry_args(&mut self, isolated: bool) -> PResult<Region> {
        self.parse_region_with(None, isolated)
    }

    fn parse_region_with(&mut self, args: Option<Vec<RegionArg>>, isolated: bool) -> PResult<Region> {
        self.enter()?;
        let r = self.parse_region_inner(args, isolated);
        self.leave();
        r
    }

    fn parse_region_inner(&mut self, args: Option<Vec<RegionArg>>, isolated: bool) -> PResult<Region> {
        let region = self.ir.new_region();
        self.expect(Tok::LBrace, "'{' to begin a region")?;
        self.scopes.push(ValueScope { isolated, defs: HashMap::default(), fwd: HashMap::default() });
        self.block_scopes.push(BlockScope { region, blocks: HashMap::default() });
        let named_args = args.as_ref().map(|a| !a.is_empty()).unwrap_or(false);
        if self.is(&Tok::RBrace) && !named_args {
            self.bump();
        } else {
            // entry block
            // A custom op that declares no arguments lets the region name its entry block
            // (`^bb0(%in: f32):`), as MLIR's `parseRegion` with an empty argument list does.
            if !self.is(&Tok::Caret) || named_args {
                if self.is(&Tok::Caret) && named_args {
                    return self.err("invalid block name in region with named arguments");
                }
                let b = self.ir.new_block();
                self.ir.append_block(region, b);
                if let Some(args) = args {
                    for a in args {
                        let v = self.ir.add_block_arg(b, a.ty);
                        self.ir.set_value_loc(v, a.loc);
                        self.define_values(&a.name, a.pos, vec![v])?;
                    }
                }
                self.parse_block_body(b)?;
            }
            while self.is(&Tok::Caret) {
                self.parse_block()?;
            }
            self.expect(Tok::RBrace, "'}' to end a region")?;
        }
        // undefined blocks
        let bs = self.block_scopes.pop().unwrap();
        if let Some((name, (_, _, pos))) = bs.blocks.iter().filter(|(_, v)| !v.1).min_by_key(|(_, v)| v.2) {
            let name = name.clone();
            let pos = *pos;
            self.scopes.pop();
            let _ = name;
            return self.err_at_raw(pos, "reference to an undefined block");
        }
        if isolated {
            self.finish_isolated_scope()?;
        } else {
            self.scopes.pop();
        }
        Ok(region)
    }

    fn parse_block(&mut self) -> PResult<()> {
        let name = self.text().to_string();
        let pos = self.tok.start;
        self.bump();
        let b = self.block_ref(&name, pos);
        let bs = self.block_scopes.last_mut().unwrap();
        let entry = bs.blocks.get_mut(&name).unwrap();
        if entry.1 {
            return self.err_at_raw(pos, format!("redefinition of block '{name}'"));
        }
        entry.1 = true;
        let region = bs.region;
        self.ir.append_block(region, b);
        if self.optional(Tok::LParen) && !self.optional(Tok::RParen) {
            self.parse_comma_list(|p| {
                if !p.is(&Tok::Percent) {
                    return p.err_wrong_token("expected SSA operand");
                }
                let n = p.text().to_string();
                let apos = p.tok.start;
                p.bump();
                p.expect(Tok::Colon, "':' and type for SSA operand")?;
                let t = p.parse_type()?;
                let v = p.ir.add_block_arg(b, t);
                if p.is_keyword("loc") {
                    let l = p.parse_loc()?;
                    p.ir.set_value_loc(v, Some(l));
                }
                p.define_values(&n, apos, vec![v])
            })?;
            self.expect(Tok::RParen, "')' to end argument list")?;
        }
        self.expect(Tok::Colon, "':' after block name")?;
        self.parse_block_body(b)
    }

    fn parse_block_body(&mut self, b: Block) -> PResult<()> {
        while !matches!(self.tok.kind, Tok::Caret | Tok::RBrace | Tok::Eof) {
            let op = self.parse_op()?;
            self.ir.append_op(b, op);
        }
        if self.is(&Tok::Eof) {
            // Upstream reads on for another op.
            return self.err_wrong_token("expected operation name in quotes");
        }
        Ok(())
    }

    // ----- attribute dictionaries -----

    /// `{name = attr, unit_name, ...}` when present, merged into `st.attrs`.
    pub fn parse_attr_dict(&mut self, st: &mut OpState) -> PResult<()> {
        if !self.is(&Tok::LBrace) {
            return Ok(());
        }
        let pos = self.tok.start;
        let entries = self.parse_dict_entries()?;
        for (n, a) in entries {
            if st.attrs.iter().any(|e| e.0 == n) {
                let name = self.ir.ctx.str(n).to_string();
                return self.err_at(pos, format!("duplicate key '{name}' in dictionary attribute"));
            }
            st.attrs = insert_sorted(&self.ir.ctx, std::mem::take(&mut st.attrs), n, a);
        }
        Ok(())
    }

    /// `attributes {...}` when present.
    pub fn parse_attr_dict_with_keyword(&mut self, st: &mut OpState) -> PResult<()> {
        if self.parse_optional_keyword("attributes") {
            if !self.is(&Tok::LBrace) {
                return self.err("expected '{' in attribute dictionary");
            }
            self.parse_attr_dict(st)?;
        }
        Ok(())
    }

    pub fn parse_u64(&mut self, msg: &str) -> PResult<u64> {
        if self.tok.kind != Tok::Int {
            return self.err(msg);
        }
        let t = self.text();
        let v = if let Some(h) = t.strip_prefix("0x") { u64::from_str_radix(h, 16) } else { t.parse::<u64>() };
        match v {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => self.err("integer value too large"),
        }
    }

    /// A signed 64-bit integer literal (`-3`, `42`).
    pub fn parse_i64(&mut self) -> PResult<i64> {
        let neg = self.optional(Tok::Minus);
        let v = self.parse_u64("expected integer value")?;
        if neg {
            if v > (i64::MAX as u64) + 1 {
                return self.err("integer value too large");
            }
            Ok((v as i64).wrapping_neg())
        } else if v > i64::MAX as u64 {
            self.err("integer value too large")
        } else {
            Ok(v as i64)
        }
    }

    /// A signed 64-bit integer literal that stands for an attribute value (`index.constant 42`):
    /// a literal outside the signed 64-bit range is, as upstream says, "integer constant out of
    /// range for attribute" at the literal (after any `-`).
    pub fn parse_i64_attr_value(&mut self) -> PResult<i64> {
        let neg = self.optional(Tok::Minus);
        if self.tok.kind == Tok::BareId {
            // Upstream parses any attribute there: a bare word is none.
            return self.err_wrong_token("expected attribute value");
        }
        if self.tok.kind != Tok::Int {
            return self.err("expected integer value");
        }
        let pos = self.tok.start;
        let t = self.text();
        let v = if let Some(h) = t.strip_prefix("0x") { u64::from_str_radix(h, 16) } else { t.parse::<u64>() };
        let limit = if neg { (i64::MAX as u64) + 1 } else { i64::MAX as u64 };
        match v {
            Ok(v) if v <= limit => {
                self.bump();
                Ok(if neg { (v as i64).wrapping_neg() } else { v as i64 })
            }
            _ => self.err_at_raw(pos, "integer constant out of range for attribute"),
        }
    }

    pub fn parse_optional_i64(&mut self) -> PResult<Option<i64>> {
        if self.tok.kind == Tok::Int || (self.tok.kind == Tok::Minus && self.lex.lex(self.tok.end).kind == Tok::Int) {
            return self.parse_i64().map(Some);
        }
        Ok(None)
    }

    /// `@name`
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        match self.tok.kind.clone() {
            Tok::At(s) => {
                self.bump();
                Ok(s)
            }
            _ => self.err("expected valid '@'-identifier for symbol name"),
        }
    }

    /// A string literal as UTF-8 text.
    pub fn parse_string(&mut self) -> PResult<String> {
        match self.tok.kind.clone() {
            Tok::Str(s) => {
                self.bump();
                Ok(String::from_utf8_lossy(&s).into_owned())
            }
            _ => self.err("expected string"),
        }
    }
}
