//! Parsing of types, attributes, locations, affine maps and integer sets.

use super::lexer::Tok;
use super::parser::{PResult, Parser};
use crate::ir::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use crate::ir::enums;
use crate::ir::float;
use crate::ir::*;

/// One scalar of a `dense<...>` literal before it is given its element type.
#[derive(Clone)]
enum Lit {
    Int { neg: bool, text: String, pos: usize },
    Float { neg: bool, text: String, pos: usize },
    Bool(bool, usize),
    Str(Vec<u8>),
    Complex(Box<Lit>, Box<Lit>),
}

/// Nested list structure of a dense literal.
enum Tree {
    Leaf(Lit),
    List(Vec<Tree>, usize),
}

/// Sign-extends (signless, signed) or zero-extends (unsigned) `v` from `width` bits, and checks
/// that it fits as MLIR does (a literal may use the signed or the unsigned range).
pub fn normalize_int(v: i128, width: u32, sign: Signedness) -> Option<i128> {
    if width == 0 {
        return if v == 0 { Some(0) } else { None };
    }
    if width >= 128 {
        return Some(v);
    }
    let min = -(1i128 << (width - 1));
    let umax = (1i128 << width) - 1;
    match sign {
        Signedness::Unsigned => (0..=umax).contains(&v).then_some(v),
        Signedness::Signed => (min..=umax >> 1).contains(&v).then_some(v),
        Signedness::Signless => {
            if !(min..=umax).contains(&v) {
                return None;
            }
            let shift = 128 - width;
            Some((v << shift) >> shift)
        }
    }
}

impl<'a> Parser<'a> {
    fn parse_int_text(&mut self, neg: bool, text: &str, pos: usize) -> PResult<i128> {
        let v = if let Some(h) = text.strip_prefix("0x") { i128::from_str_radix(h, 16) } else { text.parse::<i128>() };
        match v {
            Ok(v) => Ok(if neg { -v } else { v }),
            Err(_) => self.err_at(pos, "integer constant out of range"),
        }
    }

    // ----- types -----

    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.starts_type() {
            return self.parse_type().map(Some);
        }
        Ok(None)
    }

    pub fn starts_type(&self) -> bool {
        match self.tok.kind {
            Tok::Bang | Tok::LParen => true,
            Tok::BareId => {
                let t = self.text();
                matches!(t, "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref")
                    || FloatKind::from_name(t).is_some()
                    || int_type_width(t).is_some()
            }
            _ => false,
        }
    }

    /// `: type`
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.expect(Tok::Colon, "':'")?;
        self.parse_type()
    }

    /// `type (',' type)*`
    pub fn parse_type_list_no_parens(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![];
        self.parse_comma_list(|p| {
            v.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(v)
    }

    /// `: type (',' type)*`, when a colon is present.
    pub fn parse_optional_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        if self.optional(Tok::Colon) {
            return self.parse_type_list_no_parens();
        }
        Ok(vec![])
    }

    /// `(t1, t2)` or `()`
    pub fn parse_paren_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![];
        self.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
            v.push(p.parse_type()?);
            Ok(())
        })?;
        Ok(v)
    }

    /// Function results: `type` or `(t1, t2)`.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.is(&Tok::LParen) {
            // Could be a function type as the single result `(i32) -> i32`; MLIR treats a
            // parenthesized list here as the result list.
            return self.parse_paren_type_list();
        }
        Ok(vec![self.parse_type()?])
    }

    pub fn parse_type(&mut self) -> PResult<Type> {
        self.enter()?;
        let r = self.generic(|p| p.parse_type_inner());
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> PResult<Type> {
        let pos = self.tok.start;
        match self.tok.kind.clone() {
            Tok::LParen => {
                let inputs = self.parse_paren_type_list()?;
                self.expect(Tok::Arrow, "'->' in function type")?;
                let results = self.parse_function_result_types()?;
                Ok(self.ir.ctx.func_ty(inputs, results))
            }
            Tok::Bang => {
                let text = self.text().to_string();
                self.bump();
                let name = &text[1..];
                if let Some(kw) = name.strip_prefix("llvm.") {
                    if let Some(t) = crate::dialects::llvm::parse_type(self, pos, kw)? {
                        return Ok(t);
                    }
                }
                if let Some((dialect, body)) = self.parse_dialect_symbol(name)? {
                    self.check_dialect_hook(pos, name, NO_TYPE_HOOK, "type")?;
                    self.check_dialect_registered(pos, name, &body, None)?;
                    return Ok(self.ir.ctx.ty(TypeKind::Dialect { dialect, body }));
                }
                match self.type_aliases.get(name) {
                    Some(&t) => Ok(t),
                    None => self.err_at(pos, format!("undefined symbol alias id '{name}'")),
                }
            }
            Tok::BareId => {
                let t = self.text().to_string();
                if let Some((w, sign)) = int_type_width(&t) {
                    self.bump();
                    if w > 16_777_215 {
                        return self.err_at(pos, "integer bitwidth is limited to 16777215 bits");
                    }
                    return Ok(self.ir.ctx.ty(TypeKind::Int { width: w, sign }));
                }
                if let Some(k) = FloatKind::from_name(&t) {
                    self.bump();
                    return Ok(self.ir.ctx.float_ty(k));
                }
                if !matches!(t.as_str(), "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref") {
                    return self.err_wrong_token("expected non-function type");
                }
                self.bump();
                match t.as_str() {
                    "index" => Ok(self.ir.ctx.index_ty()),
                    "none" => Ok(self.ir.ctx.none_ty()),
                    "complex" => {
                        self.expect(Tok::Less, "'<' in complex type")?;
                        // Upstream reports a bad element type at the element type.
                        let elem_pos = self.tok.start;
                        let e = self.parse_type()?;
                        if !self.ir.ctx.is_int(e) && !self.ir.ctx.is_float(e) {
                            return self.err_at(elem_pos, "invalid element type for complex");
                        }
                        self.expect(Tok::Greater, "'>' in complex type")?;
                        Ok(self.ir.ctx.ty(TypeKind::Complex(e)))
                    }
                    "tuple" => {
                        let mut v = vec![];
                        self.parse_delimited(Tok::Less, Tok::Greater, "'>' in tuple type", |p| {
                            v.push(p.parse_type()?);
                            Ok(())
                        })?;
                        Ok(self.ir.ctx.ty(TypeKind::Tuple(v)))
                    }
                    "vector" => self.parse_vector_type(pos),
                    "tensor" => self.parse_tensor_type(pos),
                    "memref" => self.parse_memref_type(pos),
                    _ => self.err_wrong_token("expected non-function type"),
                }
            }
            _ => self.err_wrong_token("expected non-function type"),
        }
    }

    /// The dialect and text body of a dialect type or attribute named `name` (after `!` or `#`):
    /// `dialect.rest<...>`, or the pretty form without a dotted name, `dialect<...>`
    /// (`#gpu<dim x>`). `None` when `name` is an alias. Fast-math flags are kept in upstream's
    /// canonical spelling.
    fn parse_dialect_symbol(&mut self, name: &str) -> PResult<Option<(Sym, String)>> {
        if let Some((dialect, rest)) = name.split_once('.') {
            let body = format!("{rest}{}", self.parse_dialect_body()?);
            return Ok(Some((self.ir.ctx.sym(dialect), body)));
        }
        if self.lex.src.get(self.tok.start) == Some(&b'<') && !self.is_space_before(self.tok.start) {
            let body = self.parse_dialect_body()?;
            return Ok(Some((self.ir.ctx.sym(name), body)));
        }
        Ok(None)
    }

    /// The rest of an enum attribute after `#name` when a table of `ir::enums` describes it:
    /// `#arith.fastmath<nnan,ninf>` (`name` is `arith.fastmath`) or `#gpu<dim x>` (`name` is
    /// `gpu`, the mnemonic is the first word inside). `None` (nothing consumed) otherwise.
    fn parse_enum_attr(&mut self, name: &str) -> PResult<Option<Attr>> {
        let def = match name.split_once('.') {
            Some((d, m)) => match enums::lookup(d, m, enums::Form::Angle) {
                Some(def) => def,
                None => return Ok(None),
            },
            None => {
                if !self.is(&Tok::Less) || self.is_space_before(self.tok.start) {
                    return Ok(None);
                }
                let next = self.lex.lex(self.tok.end);
                if next.kind != Tok::BareId {
                    return Ok(None);
                }
                let m = std::str::from_utf8(&self.lex.src[next.start..next.end]).unwrap_or("");
                match enums::lookup(name, m, enums::Form::Spaced) {
                    Some(def) => {
                        self.bump();
                        self.bump();
                        def
                    }
                    None => return Ok(None),
                }
            }
        };
        if def.form == enums::Form::Angle {
            self.expect(Tok::Less, "'<'")?;
        }
        let v = self.parse_enum_value(def)?;
        self.expect(Tok::Greater, "'>'")?;
        Ok(Some(self.ir.ctx.enum_attr(def, v)))
    }

    /// An enum's value as upstream's parsers read it: a keyword or string, for a bit enum
    /// comma-separated keywords (their union). An unknown keyword is upstream's two errors
    /// (`expected ... to be one of: ...` and `failed to parse ... parameter ...`).
    pub fn parse_enum_value(&mut self, def: &'static enums::EnumDef) -> PResult<u64> {
        let first = self.tok.start;
        let mut v = 0;
        loop {
            let pos = self.tok.start;
            let kw = match &self.tok.kind {
                Tok::BareId => self.text().to_string(),
                Tok::Str(b) => String::from_utf8_lossy(b).into_owned(),
                _ => return self.enum_error(def, pos, None),
            };
            self.bump();
            match def.value_of(&kw) {
                Some(x) => v |= x,
                None => {
                    let at = if def.errors == enums::Errors::Standard { first } else { pos };
                    return self.enum_error(def, at, Some(&kw));
                }
            }
            if !def.bit_enum || !self.optional(Tok::Comma) {
                return Ok(v);
            }
        }
    }

    fn enum_error<T>(&mut self, def: &enums::EnumDef, at: usize, got: Option<&str>) -> PResult<T> {
        let before = self.diags.len();
        let r = self.err_at(at, def.unknown_keyword_message(got));
        if self.diags.len() == before + 1 {
            // Upstream's second error, where the keyword ended (a custom op's too).
            let pos = self.tok.start;
            let _ = self.err_at_also(pos, def.parameter_message());
        }
        r
    }

    /// A registered dialect that defines no types (attributes) has no parsing hook for them:
    /// upstream's error, with or without `--allow-unregistered-dialect`, at the symbol's data.
    fn check_dialect_hook(&mut self, pos: usize, name: &str, no_hook: &[&str], what: &str) -> PResult<()> {
        match name.split_once('.') {
            Some((dialect, _)) if no_hook.contains(&dialect) => {
                self.err_at(pos + 1 + dialect.len() + 1, format!("dialect '{dialect}' provides no {what} parsing hook"))
            }
            _ => Ok(()),
        }
    }

    /// Without `--allow-unregistered-dialect`, a type or attribute of a dialect upstream does
    /// not register is an error, worded as upstream's (which quotes it in the opaque form). `pos`
    /// is the position of the `!`/`#`; `attr_ty` the attribute's type (`None` for a type).
    fn check_dialect_registered(
        &mut self,
        pos: usize,
        name: &str,
        body: &str,
        attr_ty: Option<Option<Type>>,
    ) -> PResult<()> {
        let dialect = dialect_of(name);
        if self.allow_unregistered || is_upstream_dialect(dialect) {
            return Ok(());
        }
        // Upstream reports at the symbol's data: after `dialect.`, or at the sigil.
        let (at, data) = match name.split_once('.') {
            Some(_) => (pos + 1 + dialect.len() + 1, body.to_string()),
            None => (pos, body.strip_prefix('<').and_then(|b| b.strip_suffix('>')).unwrap_or(body).to_string()),
        };
        let how = "created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() \
                   on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";
        match attr_ty {
            None => self.err_at(at, format!("`!\"{dialect}\"<\"{data}\">` type {how}")),
            Some(t) => {
                let t = match t {
                    Some(t) => self.ir.ctx.display_type(t).to_string(),
                    None => "none".to_string(),
                };
                self.err_at(at, format!("#\"{dialect}\"<\"{data}\"> : '{t}' attribute {how}"))
            }
        }
    }

    /// Raw `<...>` body of a dialect attribute or type, balanced, as text (or empty).
    pub fn parse_dialect_body(&mut self) -> PResult<String> {
        let src = self.lex.src;
        let start = self.tok.start;
        // The body must follow the identifier directly.
        if src.get(start) != Some(&b'<') || self.is_space_before(start) {
            return Ok(String::new());
        }
        let mut stack: Vec<u8> = vec![];
        let mut i = start;
        let limit = self.lex.limit;
        // Upstream names the innermost open punctuation.
        let unbalanced = |p: &mut Self, stack: &[u8]| {
            let open = match stack.last() {
                Some(b')') => '(',
                Some(b']') => '[',
                Some(b'}') => '{',
                _ => '<',
            };
            p.err_at(start, format!("unbalanced '{open}' character in pretty dialect name"))
        };
        loop {
            if i >= limit {
                return unbalanced(self, &stack);
            }
            let c = src[i];
            match c {
                b'<' => stack.push(b'>'),
                b'(' => stack.push(b')'),
                b'[' => stack.push(b']'),
                b'{' => stack.push(b'}'),
                b'>' if i > start && src[i - 1] == b'-' => {}
                b'>' | b')' | b']' | b'}' => {
                    if stack.last() != Some(&c) {
                        return unbalanced(self, &stack);
                    }
                    stack.pop();
                    if stack.is_empty() {
                        break;
                    }
                }
                b'"' => {
                    i += 1;
                    while i < limit && src[i] != b'"' {
                        // As upstream's lexer: a string ends on its line.
                        if matches!(src[i], b'\n' | 0x0b | 0x0c) {
                            return self.err_at_raw(i, "expected '\"' in string literal");
                        }
                        if src[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                    if i >= limit {
                        return self.err_at_raw(limit.saturating_sub(1), "expected '\"' in string literal");
                    }
                }
                _ => {}
            }
            i += 1;
        }
        let body = String::from_utf8_lossy(&src[start..=i]).into_owned();
        self.reset_to(i + 1);
        Ok(self.expand_aliases(body))
    }

    /// The body with each alias it uses (`#name` or `!name`: no dot, no `<` after, outside
    /// strings; upstream's rule for an alias reference) replaced by the aliased value's text,
    /// so the body stays meaningful once printed where the alias definitions are not.
    fn expand_aliases(&self, body: String) -> String {
        if (self.attr_aliases.is_empty() && self.type_aliases.is_empty()) || !body.contains(['#', '!']) {
            return body;
        }
        let b = body.as_bytes();
        let is_id = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c == b'$';
        let mut out = String::with_capacity(body.len());
        let (mut i, mut copied) = (0, 0);
        while i < b.len() {
            match b[i] {
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' {
                        i += if b[i] == b'\\' { 2 } else { 1 };
                    }
                    i += 1;
                }
                c @ (b'#' | b'!') => {
                    let s = i + 1;
                    let mut e = s;
                    while e < b.len() && (is_id(b[e]) || b[e] == b'.') {
                        e += 1;
                    }
                    let name = &body[s..e];
                    let alias = !name.is_empty() && !name.contains('.') && b.get(e) != Some(&b'<');
                    let text = match (alias, c) {
                        (true, b'#') => self.attr_aliases.get(name).map(|&a| self.ir.ctx.display_attr(a).to_string()),
                        (true, _) => self.type_aliases.get(name).map(|&t| self.ir.ctx.display_type(t).to_string()),
                        _ => None,
                    };
                    if let Some(t) = text {
                        out.push_str(&body[copied..i]);
                        out.push_str(&t);
                        copied = e;
                    }
                    i = e.max(i + 1);
                }
                _ => i += 1,
            }
        }
        out.push_str(&body[copied.min(body.len())..]);
        out
    }

    pub fn is_space_before(&self, pos: usize) -> bool {
        pos > 0 && matches!(self.lex.src[pos - 1], b' ' | b'\t' | b'\n' | b'\r')
    }

    /// Scans `4x?x[8]x` dimension prefixes character by character from the current token.
    /// Returns (sizes, scalable flags); `allow_unranked` accepts a leading `*x`.
    fn parse_dims(&mut self, allow_scalable: bool) -> PResult<(Vec<i64>, Vec<bool>)> {
        let src = self.lex.src;
        let limit = self.lex.limit;
        let mut i = self.lex.skip_trivia(self.tok.start);
        let mut dims = vec![];
        let mut scal = vec![];
        loop {
            // Sizes and `x` are tokens to upstream's lexer: blanks may stand between them.
            i = self.lex.skip_trivia(i);
            let start = i;
            let mut scalable = false;
            let size;
            if i < limit && src[i] == b'?' {
                size = DYNAMIC;
                i += 1;
            } else {
                if allow_scalable && i < limit && src[i] == b'[' {
                    scalable = true;
                    i = self.lex.skip_trivia(i + 1);
                }
                let ds = i;
                while i < limit && src[i].is_ascii_digit() {
                    i += 1;
                }
                if i == ds {
                    i = start;
                    break;
                }
                let text = std::str::from_utf8(&src[ds..i]).unwrap_or("0");
                size = match text.parse::<i64>() {
                    Ok(v) => v,
                    Err(_) => return self.err_at(ds, "invalid dimension"),
                };
                if scalable {
                    i = self.lex.skip_trivia(i);
                    if i < limit && src[i] == b']' {
                        i += 1;
                    } else {
                        return self.err_at(i, "missing ']' closing scalable dimension");
                    }
                }
            }
            let x = self.lex.skip_trivia(i);
            if x < limit && src[x] == b'x' {
                i = x + 1;
                dims.push(size);
                scal.push(scalable);
            } else {
                // A size must be followed by `x` (upstream reports right after the size).
                return self.err_at_raw(i, "expected 'x' in dimension list");
            }
        }
        self.reset_to(i);
        Ok((dims, scal))
    }

    fn parse_vector_type(&mut self, pos: usize) -> PResult<Type> {
        self.expect(Tok::Less, "'<' in vector type")?;
        let (shape, scalable) = self.parse_dims(true)?;
        if shape.contains(&DYNAMIC) {
            return self.err_at(pos, "vector types must have static shape");
        }
        if shape.iter().any(|&d| d <= 0) {
            return self.err_at(pos, "vector types must have positive constant sizes");
        }
        let elem = self.parse_type()?;
        let k = self.ir.ctx.type_kind(elem);
        if !matches!(k, TypeKind::Int { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::LlvmPtr { .. }) {
            return self.err_at(pos, "vector elements must be int/index/float type");
        }
        self.expect(Tok::Greater, "'>' in vector type")?;
        Ok(self.ir.ctx.ty(TypeKind::Vector { shape, scalable, elem }))
    }

    fn is_unranked_marker(&self) -> bool {
        self.is(&Tok::Star)
    }

    fn parse_tensor_type(&mut self, pos: usize) -> PResult<Type> {
        self.expect(Tok::Less, "'<' in tensor type")?;
        if self.is_unranked_marker() {
            self.bump();
            if !(self.tok.kind == Tok::BareId && self.text().starts_with('x')) {
                return self.err("expected 'x' in dimension list");
            }
            let after_x = self.tok.start + 1;
            self.reset_to(after_x);
            let elem = self.parse_type()?;
            self.expect(Tok::Greater, "'>' in tensor type")?;
            return Ok(self.ir.ctx.ty(TypeKind::UnrankedTensor { elem }));
        }
        let (shape, _) = self.parse_dims(false)?;
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.optional(Tok::Comma) {
            encoding = Some(self.parse_attr()?);
        }
        self.expect(Tok::Greater, "'>' in tensor type")?;
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return self.err_at(pos, "invalid tensor dimension size");
        }
        if !self.valid_tensor_elem(elem) {
            return self.err_at(pos, "invalid tensor element type");
        }
        Ok(self.ir.ctx.ty(TypeKind::Tensor { shape, elem, encoding }))
    }

    fn valid_tensor_elem(&self, t: Type) -> bool {
        !matches!(self.ir.ctx.type_kind(t), TypeKind::Function { .. } | TypeKind::None)
    }

    fn parse_memref_type(&mut self, pos: usize) -> PResult<Type> {
        self.expect(Tok::Less, "'<' in memref type")?;
        if self.is_unranked_marker() {
            self.bump();
            if !(self.tok.kind == Tok::BareId && self.text().starts_with('x')) {
                return self.err("expected 'x' in dimension list");
            }
            let after_x = self.tok.start + 1;
            self.reset_to(after_x);
            let elem = self.parse_type()?;
            let mut space = None;
            if self.optional(Tok::Comma) {
                space = Some(self.parse_attr()?);
            }
            self.expect(Tok::Greater, "'>' in memref type")?;
            return Ok(self.ir.ctx.ty(TypeKind::UnrankedMemRef { elem, space }));
        }
        let (shape, _) = self.parse_dims(false)?;
        let elem = self.parse_type()?;
        if !matches!(
            self.ir.ctx.type_kind(elem),
            TypeKind::Int { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::MemRef { .. }
                | TypeKind::Dialect { .. }
        ) {
            return self.err_at(pos, "invalid memref element type");
        }
        let mut layout = None;
        let mut space = None;
        while self.optional(Tok::Comma) {
            let apos = self.tok.start;
            let a = self.parse_attr()?;
            let is_layout = matches!(self.ir.ctx.attr_kind(a), AttrKind::AffineMap(_) | AttrKind::Strided { .. });
            if is_layout && layout.is_none() && space.is_none() {
                if let AttrKind::AffineMap(m) = self.ir.ctx.attr_kind(a) {
                    if m.dims as usize != shape.len() {
                        return self.err_at(
                            apos,
                            "memref layout mismatch between rank and affine map: ".to_string()
                                + &format!("{} != {}", shape.len(), m.dims),
                        );
                    }
                    // The identity layout is the default and is dropped, as MLIR does.
                    if m.is_identity() {
                        continue;
                    }
                }
                if let AttrKind::Strided { strides, .. } = self.ir.ctx.attr_kind(a) {
                    if strides.len() != shape.len() {
                        return self.err_at(apos, "expected the number of strides to match the rank");
                    }
                }
                layout = Some(a);
            } else if space.is_none() {
                space = Some(a);
            } else {
                return self.err_at(apos, "unexpected extra attribute in memref type");
            }
        }
        self.expect(Tok::Greater, "'>' in memref type")?;
        if shape.iter().any(|&d| d < 0 && d != DYNAMIC) {
            return self.err_at(pos, "invalid memref size");
        }
        // `0 : i64` memory space is the default and dropped.
        if let Some(s) = space {
            if let AttrKind::Int { value: 0, .. } = self.ir.ctx.attr_kind(s) {
                space = None;
            }
        }
        Ok(self.ir.ctx.ty(TypeKind::MemRef { shape, elem, layout, space }))
    }

    // ----- attributes -----

    pub fn parse_optional_attr(&mut self) -> PResult<Option<Attr>> {
        let starts = match self.tok.kind {
            Tok::Hash | Tok::At(_) | Tok::Int | Tok::Float | Tok::Minus | Tok::Str(_) | Tok::LSquare | Tok::LBrace => {
                true
            }
            Tok::BareId => {
                matches!(
                    self.text(),
                    "true"
                        | "false"
                        | "unit"
                        | "dense"
                        | "dense_resource"
                        | "array"
                        | "affine_map"
                        | "affine_set"
                        | "strided"
                        | "loc"
                        | "sparse"
                        | "distinct"
                ) || self.starts_type()
            }
            _ => self.starts_type(),
        };
        if !starts {
            return Ok(None);
        }
        self.parse_attr().map(Some)
    }

    pub fn parse_attr(&mut self) -> PResult<Attr> {
        self.enter()?;
        let r = self.generic(|p| p.parse_attr_inner(None));
        self.leave();
        r
    }

    /// An attribute of the given type, as MLIR's `parseAttribute(attr, type)`: numbers, `dense<...>`
    /// and `dense_resource<...>` take `ty` and no `: type` suffix.
    pub fn parse_attr_typed(&mut self, ty: Type) -> PResult<Attr> {
        self.enter()?;
        let r = self.generic(|p| p.parse_attr_inner(Some(ty)));
        self.leave();
        r
    }

    fn parse_attr_inner(&mut self, ty_hint: Option<Type>) -> PResult<Attr> {
        let pos = self.tok.start;
        match self.tok.kind.clone() {
            Tok::Hash => {
                let text = self.text().to_string();
                self.bump();
                let name = &text[1..];
                if let Some(a) = self.parse_enum_attr(name)? {
                    return Ok(a);
                }
                if let Some((dialect, mut body)) = self.parse_dialect_symbol(name)? {
                    self.check_dialect_hook(pos, name, NO_ATTR_HOOK, "attribute")?;
                    // The index dialect's one attribute is its comparison predicate (an enum,
                    // parsed above): anything else is upstream's error, not an opaque body.
                    if name == "index" {
                        let inner = body.strip_prefix('<').unwrap_or(&body);
                        let word: String = inner.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                        return self
                            .err_at(pos + "#index<".len(), format!("unknown attribute `{word}` in dialect `index`"));
                    }
                    if !is_upstream_dialect(dialect_of(name)) {
                        // An opaque attribute may have a type (`#foo.bar<1> : i64`), printed back
                        // after it.
                        let ty = if self.optional(Tok::Colon) { Some(self.parse_type()?) } else { None };
                        self.check_dialect_registered(pos, name, &body, Some(ty))?;
                        if let Some(t) = ty {
                            body = format!("{body} : {}", self.ir.ctx.display_type(t));
                        }
                    }
                    return Ok(self.ir.ctx.attr(AttrKind::Dialect { dialect, body }));
                }
                match self.attr_aliases.get(name) {
                    Some(&a) => Ok(a),
                    None => self.err_at(pos, format!("undefined symbol alias id '{name}'")),
                }
            }
            Tok::At(root) => {
                self.bump();
                let root = self.ir.ctx.sym(&root);
                let mut nested = vec![];
                while self.is(&Tok::ColonColon) {
                    self.bump();
                    match self.tok.kind.clone() {
                        Tok::At(n) => {
                            self.bump();
                            nested.push(self.ir.ctx.sym(&n));
                        }
                        _ => return self.err("expected nested symbol reference identifier"),
                    }
                }
                Ok(self.ir.ctx.attr(AttrKind::SymbolRef { root, nested }))
            }
            Tok::Str(bytes) => {
                self.bump();
                let mut ty = None;
                if self.is(&Tok::Colon) {
                    self.bump();
                    ty = Some(self.parse_type()?);
                }
                Ok(self.ir.ctx.attr(AttrKind::String { bytes, ty }))
            }
            Tok::LSquare => {
                let mut v = vec![];
                self.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
                    v.push(p.parse_attr()?);
                    Ok(())
                })?;
                Ok(self.ir.ctx.array_attr(v))
            }
            Tok::LBrace => {
                let entries = self.parse_dict_entries()?;
                Ok(self.ir.ctx.attr(AttrKind::Dict(entries)))
            }
            Tok::Int | Tok::Float | Tok::Minus => self.parse_number_attr(ty_hint),
            Tok::BareId => {
                let t = self.text().to_string();
                match t.as_str() {
                    "true" | "false" => {
                        self.bump();
                        let b = t == "true";
                        if self.is(&Tok::Colon) && self.lex.lex(self.tok.end).kind == Tok::BareId {
                            // `true : i1` is accepted.
                            let save = self.tok.clone();
                            self.bump();
                            if self.is_keyword("i1") {
                                self.bump();
                            } else {
                                self.tok = save;
                            }
                        }
                        Ok(self.ir.ctx.bool_attr(b))
                    }
                    "unit" => {
                        self.bump();
                        Ok(self.ir.ctx.unit_attr())
                    }
                    "dense" => self.parse_dense(ty_hint),
                    "dense_resource" => {
                        self.bump();
                        self.expect(Tok::Less, "'<'")?;
                        // A handle is a keyword or a string (`dense_resource<"a b">`).
                        let h = match self.tok.kind.clone() {
                            Tok::Str(b) => {
                                self.bump();
                                String::from_utf8_lossy(&b).into_owned()
                            }
                            _ => match self.parse_optional_any_keyword() {
                                Some(h) => h,
                                None => return self.err("expected identifier key for 'resource' entry"),
                            },
                        };
                        self.expect(Tok::Greater, "'>'")?;
                        let ty = match ty_hint {
                            Some(t) => t,
                            None => self.parse_colon_type()?,
                        };
                        Ok(self.ir.ctx.attr(AttrKind::DenseResource { ty, handle: h }))
                    }
                    "array" => self.parse_dense_array(),
                    "affine_map" => {
                        self.bump();
                        self.expect(Tok::Less, "'<'")?;
                        let m = self.parse_affine_map_body()?;
                        self.expect(Tok::Greater, "'>'")?;
                        Ok(self.ir.ctx.affine_map_attr(m))
                    }
                    "affine_set" => {
                        self.bump();
                        self.expect(Tok::Less, "'<'")?;
                        let s = self.parse_integer_set_body()?;
                        self.expect(Tok::Greater, "'>'")?;
                        Ok(self.ir.ctx.attr(AttrKind::IntegerSet(s)))
                    }
                    "strided" => self.parse_strided(),
                    "loc" => self.generic(|p| p.parse_loc_outer(false)),
                    _ => {
                        if self.starts_type() {
                            let t = self.parse_type()?;
                            return Ok(self.ir.ctx.type_attr(t));
                        }
                        self.err_wrong_token("expected attribute value")
                    }
                }
            }
            Tok::Bang | Tok::LParen => {
                let t = self.parse_type()?;
                Ok(self.ir.ctx.type_attr(t))
            }
            _ => self.err_wrong_token("expected attribute value"),
        }
    }

    /// `{a = 1, b}` entries, sorted by name.
    pub fn parse_dict_entries(&mut self) -> PResult<Vec<(Sym, Attr)>> {
        self.generic(|p| p.parse_dict_entries_inner(&[]))
    }

    /// As `parse_dict_entries`, where the value of a key of `bare` may also be the keyword
    /// of its enum alone (`{nan_mode = IGNORE}`, as TOSA's parsers read it).
    pub fn parse_dict_entries_bare_enums(
        &mut self,
        bare: &[(&str, &'static crate::ir::enums::EnumDef)],
    ) -> PResult<Vec<(Sym, Attr)>> {
        self.generic(|p| p.parse_dict_entries_inner(bare))
    }

    fn parse_dict_entries_inner(
        &mut self,
        bare: &[(&str, &'static crate::ir::enums::EnumDef)],
    ) -> PResult<Vec<(Sym, Attr)>> {
        let mut entries: Vec<(Sym, Attr)> = vec![];
        let open_pos = self.tok.start;
        self.parse_delimited(Tok::LBrace, Tok::RBrace, "'}' in attribute dictionary", |p| {
            let kpos = p.tok.start;
            let key = match p.tok.kind.clone() {
                Tok::BareId => p.text().to_string(),
                Tok::Str(s) => String::from_utf8_lossy(&s).into_owned(),
                _ => return p.err_wrong_token("expected attribute name"),
            };
            p.bump();
            // A key of the table, or another key whose value is a keyword of exactly one of the
            // table's enums: the printer, as upstream's, writes every such enum bare whatever its
            // key (`{nan_de = IGNORE}`), which upstream's parser then rejects; mlirc reads it back.
            let enum_def = bare.iter().find(|b| b.0 == key).map(|b| b.1).or_else(|| {
                if !matches!(p.tok.kind, Tok::Equal) {
                    return None;
                }
                let next = p.lex.lex(p.tok.end);
                if next.kind != Tok::BareId {
                    return None;
                }
                let kw = std::str::from_utf8(&p.lex.src[next.start..next.end]).unwrap_or("");
                let mut defs = bare.iter().filter(|b| b.1.value_of(kw).is_some());
                match (defs.next(), defs.next()) {
                    (Some(d), None) => Some(d.1),
                    _ => None,
                }
            });
            let a = if !p.optional(Tok::Equal) {
                p.ir.ctx.unit_attr()
            } else if let (Some(def), Tok::BareId) = (enum_def, &p.tok.kind) {
                let kw = p.text().to_string();
                let Some(v) = def.value_of(&kw) else {
                    return p.err(def.unknown_keyword_message(Some(&kw)));
                };
                p.bump();
                p.ir.ctx.enum_attr(def, v)
            } else {
                p.parse_attr()?
            };
            let k = p.ir.ctx.sym(&key);
            if entries.iter().any(|e| e.0 == k) {
                return p.err_at(kpos, format!("duplicate key '{key}' in dictionary attribute"));
            }
            entries.push((k, a));
            Ok(())
        })?;
        let _ = open_pos;
        let ctx = &self.ir.ctx;
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        Ok(entries)
    }

    fn parse_number_attr(&mut self, ty_hint: Option<Type>) -> PResult<Attr> {
        let pos = self.tok.start;
        let neg = self.optional(Tok::Minus);
        let (is_float, text) = match self.tok.kind {
            Tok::Int => (false, self.text().to_string()),
            Tok::Float => (true, self.text().to_string()),
            _ => return self.err("expected integer or float literal"),
        };
        let npos = self.tok.start;
        self.bump();
        let ty = if let Some(t) = ty_hint {
            t
        } else if self.optional(Tok::Colon) {
            self.parse_type()?
        } else if is_float {
            self.ir.ctx.float_ty(FloatKind::F64)
        } else {
            self.ir.ctx.int_ty(64)
        };
        let lit = if is_float { Lit::Float { neg, text, pos: npos } } else { Lit::Int { neg, text, pos: npos } };
        let _ = pos;
        self.scalar_attr(&lit, ty)
    }

    /// Builds an integer or float attribute of type `ty` from a literal.
    fn scalar_attr(&mut self, lit: &Lit, ty: Type) -> PResult<Attr> {
        match self.ir.ctx.type_kind(ty).clone() {
            TypeKind::Float(k) => {
                let bits = self.float_bits(lit, k)?;
                Ok(self.ir.ctx.attr(AttrKind::Float { ty, bits }))
            }
            TypeKind::Int { .. } | TypeKind::Index => {
                let v = self.int_value(lit, ty)?;
                Ok(self.ir.ctx.int_attr(ty, v))
            }
            _ => {
                let pos = match lit {
                    Lit::Int { pos, .. } | Lit::Float { pos, .. } => *pos,
                    _ => self.tok.start,
                };
                self.err_at(pos, "integer literal not valid for specified type")
            }
        }
    }

    fn int_value(&mut self, lit: &Lit, ty: Type) -> PResult<i128> {
        self.int_value_in(lit, ty, false)
    }

    /// `int_value` for an element of a `dense<...>` literal, whose errors upstream words its own way.
    fn dense_int_value(&mut self, lit: &Lit, ty: Type) -> PResult<i128> {
        self.int_value_in(lit, ty, true)
    }

    fn int_value_in(&mut self, lit: &Lit, ty: Type, dense: bool) -> PResult<i128> {
        let (width, sign) = match self.ir.ctx.type_kind(ty) {
            TypeKind::Int { width, sign } => (*width, *sign),
            // An index literal must fit a signed 64-bit integer, as upstream checks.
            _ => (64, Signedness::Signed),
        };
        match lit {
            Lit::Int { neg, text, pos } => {
                let pos = *pos;
                if *neg && sign == Signedness::Unsigned {
                    let msg = if dense {
                        "expected unsigned integer elements, but parsed negative value"
                    } else {
                        "negative integer literal not valid for unsigned integer type"
                    };
                    return self.err_at(pos, msg);
                }
                let v = self.parse_int_text(*neg, text, pos)?;
                match normalize_int(v, width, sign) {
                    Some(v) => Ok(v),
                    None if dense => self.err_at(pos, "integer constant out of range for type"),
                    None => self.err_at(pos, "integer constant out of range for attribute"),
                }
            }
            Lit::Bool(b, pos) => {
                if width != 1 {
                    return self.err_at(*pos, "expected i1 type for 'true' or 'false' values");
                }
                Ok(if *b { -1 } else { 0 })
            }
            Lit::Float { pos, .. } => self.err_at(*pos, "expected integer elements, but parsed floating-point"),
            _ => self.err("expected integer literal"),
        }
    }

    /// An element of `array<iN: ...>`, as upstream reads it: a negative literal wraps around
    /// for an unsigned type; out of range is reported after the literal.
    fn array_int_value(&mut self, lit: &Lit, width: u32, sign: Signedness) -> PResult<i128> {
        let (neg, text, pos) = match lit {
            Lit::Int { neg, text, pos } => (*neg, text, *pos),
            Lit::Bool(_, pos) => return self.err_at(*pos, "expected i1 type for 'true' or 'false' values"),
            Lit::Float { pos, .. } => return self.err_at(*pos, "expected integer literal"),
            _ => return self.err("expected integer literal"),
        };
        let v = self.parse_int_text(neg, text, pos)?;
        if width >= 128 {
            return Ok(v);
        }
        let fits = match (neg, sign) {
            (true, _) => -v <= 1i128 << (width - 1),
            (false, Signedness::Signed) => v < 1i128 << (width - 1),
            (false, _) => v < 1i128 << width,
        };
        if !fits {
            return self.err("integer constant out of range");
        }
        let masked = v & ((1i128 << width) - 1);
        if sign == Signedness::Unsigned {
            return Ok(masked);
        }
        let shift = 128 - width;
        Ok((masked << shift) >> shift)
    }

    fn float_bits(&mut self, lit: &Lit, k: FloatKind) -> PResult<u64> {
        match lit {
            Lit::Float { neg, text, pos } => match float::parse_decimal(k, text, *neg) {
                Some(b) => Ok(b),
                None => self.err_at(*pos, "invalid floating point literal"),
            },
            Lit::Int { neg, text, pos } => {
                if let Some(h) = text.strip_prefix("0x") {
                    if *neg {
                        return self.err_at(*pos, "hexadecimal float literal should not have a leading minus");
                    }
                    let v = u64::from_str_radix(h, 16).ok();
                    let w = float::bit_width(k);
                    return match v {
                        Some(v) if w == 64 || v >> w == 0 => Ok(v),
                        _ => self.err_at(*pos, "hexadecimal float constant out of range for type"),
                    };
                }
                let _ = neg;
                let pos = *pos;
                self.err_at(pos, "unexpected decimal integer literal for a floating point value").inspect_err(|_| {
                    self.add_note(pos, "add a trailing dot to make the literal a float");
                })
            }
            Lit::Bool(_, pos) => self.err_at(*pos, "expected floating-point elements, but parsed integer"),
            _ => self.err("expected float literal"),
        }
    }

    fn parse_lit(&mut self) -> PResult<Lit> {
        let pos = self.tok.start;
        match self.tok.kind.clone() {
            Tok::Minus | Tok::Int | Tok::Float => {
                let neg = self.optional(Tok::Minus);
                let text = self.text().to_string();
                let npos = self.tok.start;
                let r = match self.tok.kind {
                    Tok::Int => Lit::Int { neg, text, pos: npos },
                    Tok::Float => Lit::Float { neg, text, pos: npos },
                    _ => return self.err("expected integer or floating point literal"),
                };
                self.bump();
                Ok(r)
            }
            Tok::BareId if self.text() == "true" || self.text() == "false" => {
                let b = self.text() == "true";
                self.bump();
                Ok(Lit::Bool(b, pos))
            }
            Tok::Str(s) => {
                self.bump();
                Ok(Lit::Str(s))
            }
            Tok::LParen => {
                self.bump();
                let re = self.parse_lit()?;
                self.expect(Tok::Comma, "',' in complex literal")?;
                let im = self.parse_lit()?;
                self.expect(Tok::RParen, "')' in complex literal")?;
                Ok(Lit::Complex(Box::new(re), Box::new(im)))
            }
            _ => self.err("expected element literal of primitive type"),
        }
    }

    fn parse_tree(&mut self) -> PResult<Tree> {
        self.enter()?;
        let r = if self.is(&Tok::LSquare) {
            let pos = self.tok.start;
            let mut v = vec![];
            self.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
                v.push(p.parse_tree()?);
                Ok(())
            })
            .map(|_| Tree::List(v, pos))
        } else {
            self.parse_lit().map(Tree::Leaf)
        };
        self.leave();
        r
    }

    /// `dense<...> : type`, or `dense<...>` when the caller gives the type (`ty_hint`, as
    /// `memref.global` does with its tensor type).
    fn parse_dense(&mut self, ty_hint: Option<Type>) -> PResult<Attr> {
        let pos = self.tok.start;
        self.bump();
        // `dense<"0x...">`: the digits are decoded straight from the source (weights are
        // megabytes of them), never copied into a token.
        let raw_hex = if self.is(&Tok::Less) { self.raw_hex_string(self.tok.end) } else { None };
        let tree = if raw_hex.is_some() {
            None
        } else {
            self.expect(Tok::Less, "'<' after 'dense'")?;
            if self.is(&Tok::Greater) {
                None
            } else {
                Some((self.tok.start, self.parse_tree()?))
            }
        };
        self.expect(Tok::Greater, "'>'")?;
        let mut tpos = self.tok.start;
        let ty = match ty_hint {
            Some(t) => t,
            None => {
                if !self.is(&Tok::Colon) {
                    return self.err("expected ':'");
                }
                self.bump();
                tpos = self.tok.start;
                self.parse_type()?
            }
        };
        let (shape, elem) = match self.ir.ctx.type_kind(ty) {
            TypeKind::Tensor { shape, elem, .. } | TypeKind::Vector { shape, elem, .. } => (shape.clone(), *elem),
            _ => return self.err_at(tpos, "elements literal must be a shaped type"),
        };
        if shape.contains(&DYNAMIC) {
            return self.err_at(tpos, "elements literal type must have static shape");
        }
        let count: i64 = shape.iter().product();
        let mut leaves = vec![];
        let mut lit_shape = vec![];
        if let Some((text, bytes)) = raw_hex {
            if !matches!(self.ir.ctx.type_kind(elem), TypeKind::Dialect { .. }) {
                return self.dense_from_hex(bytes, ty, elem, count, pos);
            }
            leaves.push(Lit::Str(self.lex.src[text].to_vec()));
        }
        match tree {
            None if !leaves.is_empty() => {}
            None => {
                if count != 0 {
                    return self.err_at(pos, "expected non-empty elements literal for non-empty type");
                }
            }
            Some((_, Tree::Leaf(l))) => leaves.push(l),
            Some((tpos0, t)) => {
                self.flatten(&t, 0, &mut lit_shape, &mut leaves)?;
                let _ = tpos0;
                if lit_shape != shape {
                    let fmt = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
                    return self.err_at(
                        tpos,
                        format!(
                            "inferred shape of elements literal ([{}]) does not match type ([{}])",
                            fmt(&lit_shape),
                            fmt(&shape)
                        ),
                    );
                }
            }
        }
        // hex form with escapes: `dense<"0x\41...">`
        if let [Lit::Str(s)] = leaves.as_slice() {
            if s.starts_with(b"0x") && !matches!(self.ir.ctx.type_kind(elem), TypeKind::Dialect { .. }) {
                let bytes = decode_hex(&s[2..]);
                return self.dense_from_hex(bytes, ty, elem, count, pos);
            }
        }
        let data = self.dense_data(&leaves, elem)?;
        // A single element with more than one slot is a splat; keep one element.
        Ok(self.ir.ctx.attr(AttrKind::Dense { ty, data }))
    }

    /// After the `<` ending at `at`: a string `"0x..."` of hex digit pairs, followed by `>`:
    /// the range of the string's text (quotes excluded) and its bytes, leaving the parser at
    /// the `>`; else `None`, the parser unmoved.
    fn raw_hex_string(&mut self, at: usize) -> Option<(std::ops::Range<usize>, Option<Vec<u8>>)> {
        let src = self.lex.src;
        let limit = self.lex.limit;
        let mut i = at;
        while i < limit && matches!(src[i], b' ' | b'\t' | b'\n' | b'\r') {
            i += 1;
        }
        if !src.get(i..limit)?.starts_with(b"\"0x") {
            return None;
        }
        // Decoded while scanning for the closing quote: anything but hex digits up to it (an
        // escape, a bad digit) leaves the string to the lexer.
        let body = i + 1;
        let (bytes, used) = decode_hex_prefix(&src[body + 2..limit]);
        let end = body + 2 + used;
        if src.get(end) != Some(&b'"') {
            return None;
        }
        let save = self.tok.clone();
        self.reset_to(end + 1);
        if !self.is(&Tok::Greater) {
            self.tok = save;
            return None;
        }
        Some((body..end, Some(bytes)))
    }

    fn flatten(&mut self, t: &Tree, depth: usize, shape: &mut Vec<i64>, out: &mut Vec<Lit>) -> PResult<()> {
        match t {
            Tree::Leaf(l) => {
                if depth != shape.len() {
                    return self.err("tensor literal is invalid; ranks are not consistent between elements");
                }
                out.push(l.clone());
            }
            Tree::List(v, pos) => {
                if depth == shape.len() {
                    if out.is_empty() || depth > 0 {
                        shape.push(v.len() as i64);
                    } else {
                        return self
                            .err_at(*pos, "tensor literal is invalid; ranks are not consistent between elements");
                    }
                } else if depth > shape.len() || shape[depth] != v.len() as i64 {
                    return self.err_at(*pos, "tensor literal is invalid; ranks are not consistent between elements");
                }
                for c in v {
                    self.flatten(c, depth + 1, shape, out)?;
                }
                if v.is_empty() && depth + 1 > shape.len() {
                    // `[]` contributes a zero-size dimension.
                }
            }
        }
        Ok(())
    }

    fn dense_data(&mut self, leaves: &[Lit], elem: Type) -> PResult<DenseData> {
        let kind = self.ir.ctx.type_kind(elem).clone();
        Ok(match kind {
            TypeKind::Int { .. } | TypeKind::Index => {
                let mut v = Vec::with_capacity(leaves.len());
                for l in leaves {
                    v.push(self.dense_int_value(l, elem)?);
                }
                let (width, sign) = self.ir.ctx.dense_int_format(elem);
                DenseData::ints(width, sign, v)
            }
            TypeKind::Float(k) => {
                let mut v = Vec::with_capacity(leaves.len());
                for l in leaves {
                    v.push(self.float_bits(l, k)?);
                }
                DenseData::floats(float_storage_bytes(k), v)
            }
            TypeKind::Complex(inner) => {
                let ik = self.ir.ctx.type_kind(inner).clone();
                let mut fi = vec![];
                let mut ii = vec![];
                for l in leaves {
                    let Lit::Complex(re, im) = l else {
                        return self.err("expected complex element literal '(re, im)'");
                    };
                    match ik {
                        TypeKind::Float(k) => fi.push((self.float_bits(re, k)?, self.float_bits(im, k)?)),
                        _ => ii.push((self.dense_int_value(re, inner)?, self.dense_int_value(im, inner)?)),
                    }
                }
                match ik {
                    TypeKind::Float(k) => DenseData::complex_floats(float_storage_bytes(k), fi),
                    _ => {
                        let (width, sign) = self.ir.ctx.dense_int_format(inner);
                        DenseData::complex_ints(width, sign, ii)
                    }
                }
            }
            _ => {
                let mut v = vec![];
                for l in leaves {
                    match l {
                        Lit::Str(s) => v.push(s.clone()),
                        _ => return self.err("expected string element"),
                    }
                }
                DenseData::strings(v)
            }
        })
    }

    /// The elements of `dense<"0x...">` from the decoded bytes (`None`: the string was not hex),
    /// kept as they are when they are MLIR's storage of `elem` (no copy).
    fn dense_from_hex(
        &mut self,
        bytes: Option<Vec<u8>>,
        ty: Type,
        elem: Type,
        count: i64,
        pos: usize,
    ) -> PResult<Attr> {
        let Some(mut bytes) = bytes else {
            return self.err_at(pos, "expected hex string");
        };
        // A complex element is two parts of its element type, real first.
        let (part, parts) = match self.ir.ctx.type_kind(elem) {
            TypeKind::Complex(t) => (*t, 2),
            _ => (elem, 1),
        };
        let (kind, width, sign) = match self.ir.ctx.type_kind(part) {
            TypeKind::Int { width, sign } => {
                (if parts == 2 { DenseKind::ComplexInt } else { DenseKind::Int }, *width, *sign)
            }
            TypeKind::Index => {
                (if parts == 2 { DenseKind::ComplexInt } else { DenseKind::Int }, 64, Signedness::Signless)
            }
            TypeKind::Float(k) => (
                if parts == 2 { DenseKind::ComplexFloat } else { DenseKind::Float },
                8 * float_storage_bytes(*k) as u32,
                Signedness::Signless,
            ),
            _ => return self.err_at(pos, "hex dense literal needs an integer or float element type"),
        };
        let bad_size = |p: &mut Self, len: usize| {
            p.err_at(pos, format!("elements hex data size is invalid for provided type: got {len} bytes"))
        };
        if width == 1 && parts == 1 {
            // `i1` elements are bits, eight to a byte, the first in the lowest bit (a single
            // byte of zeros or ones is a splat); stored a byte each.
            if bytes.len() == 1 && matches!(bytes[0], 0 | 0xff) {
                bytes[0] &= 1;
            } else {
                if bytes.len() as i64 != (count + 7) / 8 {
                    return bad_size(self, bytes.len());
                }
                let bits = bytes;
                bytes = (0..count as usize).map(|i| bits[i / 8] >> (i % 8) & 1).collect();
            }
        }
        let esize = (width as usize).div_ceil(8).max(1);
        let n = bytes.len() / (esize * parts);
        if !bytes.len().is_multiple_of(esize * parts) || (n as i64 != count && n != 1) {
            return bad_size(self, bytes.len());
        }
        let len = bytes.len();
        let Some(data) = DenseData::from_raw(kind, width, sign, bytes) else { return bad_size(self, len) };
        Ok(self.ir.ctx.attr(AttrKind::Dense { ty, data }))
    }

    fn parse_dense_array(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "'<' after 'array'")?;
        let tpos = self.tok.start;
        let elem = self.parse_type()?;
        let kind = self.ir.ctx.type_kind(elem).clone();
        let mut values = vec![];
        if self.optional(Tok::Colon) {
            self.parse_comma_list(|p| {
                let l = p.parse_lit()?;
                match &kind {
                    TypeKind::Int { width: 1, .. } => match l {
                        Lit::Bool(b, _) => values.push(b as i128),
                        Lit::Int { text, .. } if text == "0" || text == "1" => values.push((text == "1") as i128),
                        _ => return p.err("expected i1 value 'true' or 'false'"),
                    },
                    TypeKind::Int { width, sign } => {
                        let v = p.array_int_value(&l, *width, *sign)?;
                        values.push(v)
                    }
                    TypeKind::Float(k) => {
                        let b = p.float_bits(&l, *k)?;
                        values.push(b as i128)
                    }
                    _ => return p.err_at(tpos, "expected integer or float type"),
                }
                Ok(())
            })?;
        } else if !matches!(kind, TypeKind::Int { .. } | TypeKind::Float(_)) {
            return self.err_at(tpos, "expected integer or float type");
        }
        self.expect(Tok::Greater, "'>' to close an array attribute")?;
        Ok(self.ir.ctx.attr(AttrKind::DenseArray { elem, values }))
    }

    fn parse_strided(&mut self) -> PResult<Attr> {
        self.bump();
        self.expect(Tok::Less, "'<' after 'strided'")?;
        let mut strides = vec![];
        self.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
            if p.optional(Tok::Question) {
                strides.push(DYNAMIC);
            } else {
                strides.push(p.parse_i64()?);
            }
            Ok(())
        })?;
        let mut offset = 0;
        if self.optional(Tok::Comma) {
            self.parse_keyword("offset")?;
            self.expect(Tok::Colon, "':' after 'offset'")?;
            offset = if self.optional(Tok::Question) { DYNAMIC } else { self.parse_i64()? };
        }
        self.expect(Tok::Greater, "'>'")?;
        Ok(self.ir.ctx.attr(AttrKind::Strided { offset, strides }))
    }

    // ----- locations -----

    /// A trailing location `loc(...)` (of an op, a block or function argument). As upstream's
    /// `parseTrailingLocationSpecifier`, `loc(#alias)` may name a location alias defined later
    /// in the file (mlir-opt and torch-mlir print them at the end): it gets a placeholder that
    /// `resolve_deferred_locs` fills in once the file is read.
    pub fn parse_loc(&mut self) -> PResult<Attr> {
        self.generic(|p| p.parse_loc_outer(true))
    }

    fn parse_loc_outer(&mut self, trailing: bool) -> PResult<Attr> {
        self.parse_keyword("loc")?;
        self.expect(Tok::LParen, "'(' in location")?;
        let alias = self.text().get(1..).filter(|n| self.tok.kind == Tok::Hash && !n.contains('.'));
        let l = match alias {
            Some(name) if trailing && !self.attr_aliases.contains_key(name) => {
                let placeholder = self.ir.ctx.attr_unique(AttrKind::Loc(LocKind::Unknown));
                self.deferred_locs.push((placeholder, name.to_string(), self.tok.start));
                self.bump();
                placeholder
            }
            _ => self.parse_loc_inner()?,
        };
        self.expect(Tok::RParen, "')' in location")?;
        Ok(l)
    }

    /// Fills the placeholders of location aliases used before their definition (upstream's
    /// `OperationParser::finalize`).
    pub fn resolve_deferred_locs(&mut self) -> PResult<()> {
        for (placeholder, name, pos) in std::mem::take(&mut self.deferred_locs) {
            let Some(&a) = self.attr_aliases.get(&name) else {
                return self.err_at_raw(pos, "operation location alias was never defined");
            };
            if !self.ir.ctx.is_loc(a) {
                let text = self.ir.ctx.display_attr(a).to_string();
                return self.err_at_raw(pos, format!("expected location, but found '{text}'"));
            }
            let kind = self.ir.ctx.attr_kind(a).clone();
            self.ir.ctx.fill_unique(placeholder, kind);
        }
        Ok(())
    }

    fn parse_loc_inner(&mut self) -> PResult<Attr> {
        self.enter()?;
        let r = self.parse_loc_body();
        self.leave();
        r
    }

    fn parse_loc_body(&mut self) -> PResult<Attr> {
        match self.tok.kind.clone() {
            Tok::Hash => {
                let a = self.parse_attr()?;
                if !self.ir.ctx.is_loc(a) {
                    return self.err("expected location attribute");
                }
                Ok(a)
            }
            Tok::Str(s) => {
                self.bump();
                let name = String::from_utf8_lossy(&s).into_owned();
                if self.optional(Tok::Colon) {
                    let line = self.parse_u64("expected integer line number in FileLineColLoc")?;
                    let mut col = 0;
                    if self.optional(Tok::Colon) {
                        col = self.parse_u64("expected integer column number in FileLineColLoc")?;
                    }
                    // `to` ranges are accepted and dropped.
                    if self.parse_optional_keyword("to") {
                        if self.tok.kind == Tok::Int {
                            self.bump();
                        }
                        if self.optional(Tok::Colon) {
                            self.parse_u64("expected column")?;
                        }
                    }
                    let file = self.ir.ctx.sym(&name);
                    return Ok(self.ir.ctx.attr(AttrKind::Loc(LocKind::FileLineCol {
                        file,
                        line: line as u32,
                        col: col as u32,
                    })));
                }
                let mut child = None;
                if self.optional(Tok::LParen) {
                    child = Some(self.parse_loc_inner()?);
                    self.expect(Tok::RParen, "')' after child location of NameLoc")?;
                }
                let name = self.ir.ctx.sym(&name);
                Ok(self.ir.ctx.attr(AttrKind::Loc(LocKind::Name { name, child })))
            }
            Tok::BareId => {
                let kw = self.text().to_string();
                self.bump();
                match kw.as_str() {
                    "unknown" => Ok(self.ir.ctx.unknown_loc()),
                    "callsite" => {
                        self.expect(Tok::LParen, "'(' in callsite location")?;
                        let callee = self.parse_loc_inner()?;
                        self.parse_keyword("at")?;
                        let caller = self.parse_loc_inner()?;
                        self.expect(Tok::RParen, "')' in callsite location")?;
                        Ok(self.ir.ctx.attr(AttrKind::Loc(LocKind::CallSite { callee, caller })))
                    }
                    "fused" => {
                        let mut metadata = None;
                        if self.optional(Tok::Less) {
                            metadata = Some(self.parse_attr()?);
                            self.expect(Tok::Greater, "'>' after fused location metadata")?;
                        }
                        let mut locs = vec![];
                        self.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
                            locs.push(p.parse_loc_inner()?);
                            Ok(())
                        })?;
                        Ok(self.ir.ctx.attr(AttrKind::Loc(LocKind::Fused { locs, metadata })))
                    }
                    _ => self.err("expected location instance"),
                }
            }
            _ => self.err("expected location instance"),
        }
    }

    // ----- affine -----

    /// `(d0, d1)[s0] -> (exprs)` (the part inside `affine_map<...>`).
    pub fn parse_affine_map_body(&mut self) -> PResult<AffineMap> {
        self.generic(|p| p.parse_affine_map_body_inner())
    }

    fn parse_affine_map_body_inner(&mut self) -> PResult<AffineMap> {
        let (dims, syms) = self.parse_dim_sym_lists()?;
        self.expect(Tok::Arrow, "'->'")?;
        let mut results = vec![];
        self.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
            results.push(p.parse_affine_expr(&dims, &syms)?);
            Ok(())
        })?;
        Ok(AffineMap { dims: dims.len() as u32, syms: syms.len() as u32, results })
    }

    pub fn parse_integer_set_body(&mut self) -> PResult<IntegerSet> {
        let (dims, syms) = self.parse_dim_sym_lists()?;
        self.expect(Tok::Colon, "':'")?;
        let mut constraints = vec![];
        self.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
            let l = p.parse_affine_expr(&dims, &syms)?;
            let c = match p.tok.kind {
                Tok::Greater => {
                    p.bump();
                    p.expect(Tok::Equal, "'>='")?;
                    let r = p.parse_affine_expr(&dims, &syms)?;
                    (l.sub(r), false)
                }
                Tok::Less => {
                    p.bump();
                    p.expect(Tok::Equal, "'<='")?;
                    let r = p.parse_affine_expr(&dims, &syms)?;
                    (r.sub(l), false)
                }
                Tok::Equal => {
                    p.bump();
                    p.expect(Tok::Equal, "'=='")?;
                    let r = p.parse_affine_expr(&dims, &syms)?;
                    (l.sub(r), true)
                }
                _ => return p.err("expected '== affine-expr' or '>= affine-expr' at end of affine constraint"),
            };
            constraints.push(c);
            Ok(())
        })?;
        Ok(IntegerSet { dims: dims.len() as u32, syms: syms.len() as u32, constraints })
    }

    fn parse_dim_sym_lists(&mut self) -> PResult<(Vec<String>, Vec<String>)> {
        let mut dims = vec![];
        self.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
            dims.push(p.parse_any_keyword("bare identifier")?);
            Ok(())
        })?;
        let mut syms = vec![];
        if self.is(&Tok::LSquare) {
            self.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
                syms.push(p.parse_any_keyword("bare identifier")?);
                Ok(())
            })?;
        }
        Ok((dims, syms))
    }

    /// An affine expression over named dims and symbols.
    pub fn parse_affine_expr(&mut self, dims: &[String], syms: &[String]) -> PResult<AffineExpr> {
        self.parse_affine_expr_with(&mut |p: &mut Parser| {
            if p.tok.kind != Tok::BareId {
                return Ok(None);
            }
            let t = p.text();
            if let Some(i) = dims.iter().position(|d| d == t) {
                p.bump();
                return Ok(Some(AffineExpr::Dim(i as u32)));
            }
            if let Some(i) = syms.iter().position(|d| d == t) {
                p.bump();
                return Ok(Some(AffineExpr::Sym(i as u32)));
            }
            Ok(None)
        })
    }

    /// An affine expression whose identifiers `leaf` parses: it sees the parser at a bare
    /// identifier or SSA name and returns the dimension or symbol it stands for (`None`:
    /// "use of undeclared identifier"). Custom op syntaxes use it for SSA operands.
    pub fn parse_affine_expr_with(
        &mut self,
        leaf: &mut dyn FnMut(&mut Parser) -> PResult<Option<AffineExpr>>,
    ) -> PResult<AffineExpr> {
        self.enter()?;
        let r = self.generic(|p| p.affine_sum(leaf));
        self.leave();
        r
    }

    fn starts_affine_operand(&self) -> bool {
        matches!(self.tok.kind, Tok::Minus | Tok::Int | Tok::LParen | Tok::BareId | Tok::Percent)
    }

    fn affine_sum(&mut self, leaf: &mut dyn FnMut(&mut Parser) -> PResult<Option<AffineExpr>>) -> PResult<AffineExpr> {
        let mut e = self.affine_product(leaf)?;
        loop {
            let neg = match self.tok.kind {
                Tok::Plus => false,
                Tok::Minus => true,
                _ => return Ok(e),
            };
            self.bump();
            if !self.starts_affine_operand() {
                return self.err("missing right operand of binary operator");
            }
            let r = self.affine_product(leaf)?;
            e = if neg { e.sub(r) } else { e.add(r) };
        }
    }

    fn affine_product(
        &mut self,
        leaf: &mut dyn FnMut(&mut Parser) -> PResult<Option<AffineExpr>>,
    ) -> PResult<AffineExpr> {
        let mut e = self.affine_unary(leaf)?;
        loop {
            let pos = self.tok.start;
            let (op, name) = if self.is(&Tok::Star) {
                (AffineBinOp::Mul, "")
            } else if self.is_keyword("floordiv") {
                (AffineBinOp::FloorDiv, "floordiv")
            } else if self.is_keyword("ceildiv") {
                (AffineBinOp::CeilDiv, "ceildiv")
            } else if self.is_keyword("mod") {
                (AffineBinOp::Mod, "mod")
            } else {
                return Ok(e);
            };
            self.bump();
            if !self.starts_affine_operand() {
                return self.err("missing right operand of binary operator");
            }
            let r = self.affine_unary(leaf)?;
            // As upstream, a bad operand is reported at the next high-precedence operator
            // when one follows, else at this one.
            let next_high = self.is(&Tok::Star)
                || self.is_keyword("floordiv")
                || self.is_keyword("ceildiv")
                || self.is_keyword("mod");
            let pos = if next_high { self.tok.start } else { pos };
            if op == AffineBinOp::Mul && !e.is_symbolic_or_const() && !r.is_symbolic_or_const() {
                return self.err_at(
                    pos,
                    "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                );
            }
            if op != AffineBinOp::Mul && !r.is_symbolic_or_const() {
                return self.err_at(
                    pos,
                    format!("non-affine expression: right operand of {name} has to be either a constant or symbolic"),
                );
            }
            e = AffineExpr::bin(op, e, r);
        }
    }

    fn affine_unary(
        &mut self,
        leaf: &mut dyn FnMut(&mut Parser) -> PResult<Option<AffineExpr>>,
    ) -> PResult<AffineExpr> {
        self.enter()?;
        let r = self.affine_unary_inner(leaf);
        self.leave();
        r
    }

    fn affine_unary_inner(
        &mut self,
        leaf: &mut dyn FnMut(&mut Parser) -> PResult<Option<AffineExpr>>,
    ) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::Minus => {
                self.bump();
                if self.tok.kind == Tok::Int {
                    let v = self.parse_u64("expected integer")?;
                    if v > i64::MAX as u64 {
                        return self.err("constant too large for index");
                    }
                    return Ok(AffineExpr::Const(-(v as i64)));
                }
                let e = self.affine_unary(leaf)?;
                Ok(e.neg())
            }
            Tok::Int => {
                let v = self.parse_u64("expected integer")?;
                if v > i64::MAX as u64 {
                    return self.err("constant too large for index");
                }
                Ok(AffineExpr::Const(v as i64))
            }
            Tok::LParen => {
                self.bump();
                let e = self.affine_sum(leaf)?;
                self.expect(Tok::RParen, "')'")?;
                Ok(e)
            }
            Tok::BareId | Tok::Percent => match leaf(self)? {
                Some(e) => Ok(e),
                None => self.err("use of undeclared identifier"),
            },
            _ => self.err("expected affine expression"),
        }
    }
}

/// `i32` → (32, signless); `si8` → (8, signed); `ui16` → (16, unsigned).
pub fn int_type_width(t: &str) -> Option<(u32, Signedness)> {
    let (rest, sign) = if let Some(r) = t.strip_prefix("si") {
        (r, Signedness::Signed)
    } else if let Some(r) = t.strip_prefix("ui") {
        (r, Signedness::Unsigned)
    } else if let Some(r) = t.strip_prefix('i') {
        (r, Signedness::Signless)
    } else {
        return None;
    };
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.len() > 9 {
        return None;
    }
    rest.parse().ok().map(|w| (w, sign))
}

/// The dialect of a dialect type or attribute name (`foo` of `foo.bar`, or `foo`).
fn dialect_of(name: &str) -> &str {
    name.split_once('.').map(|x| x.0).unwrap_or(name)
}

/// The dialects mlir-opt-22 registers: their types and attributes need no
/// `--allow-unregistered-dialect` (mlirc reads those it does not know as opaque).
const UPSTREAM_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

/// The dialects mlir-opt-22 registers that define no types, and those that define no
/// attributes (`!arith.x`, `#memref.x` are errors).
const NO_TYPE_HOOK: &[&str] = &[
    "affine",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "func",
    "index",
    "linalg",
    "math",
    "memref",
    "nvvm",
    "pdl_interp",
    "rocdl",
    "scf",
    "tensor",
    "ub",
    "vector",
    "x86vector",
    "xevm",
];
const NO_ATTR_HOOK: &[&str] = &[
    "affine",
    "amx",
    "arm_neon",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "func",
    "math",
    "memref",
    "pdl",
    "pdl_interp",
    "quant",
    "scf",
    "shape",
    "tensor",
    "wasmssa",
    "x86vector",
];

pub(crate) fn is_upstream_dialect(d: &str) -> bool {
    UPSTREAM_DIALECTS.contains(&d)
}

/// The bytes of a string of hex digit pairs (either case); `None` for an odd length or a
/// character that is no hex digit.
pub fn decode_hex(hex: &[u8]) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    let (out, used) = decode_hex_prefix(hex);
    (used == hex.len()).then_some(out)
}

/// Decodes the pairs of hex digits `hex` starts with: their bytes and the number of digits
/// read (even; it stops at the first pair holding something else). Works on blocks of 64
/// digits without branches per digit, so that megabytes of weights decode at memory speed.
pub fn decode_hex_prefix(hex: &[u8]) -> (Vec<u8>, usize) {
    const BLOCK: usize = 64;
    // A digit's value: '0'..'9' are 0x30..0x39, 'a'..'f' 0x61..0x66, 'A'..'F' 0x41..0x46.
    fn value(c: u8) -> u8 {
        (c & 0x0f) + 9 * (c >> 6)
    }
    fn is_digit(c: u8) -> bool {
        c.wrapping_sub(b'0') < 10 || (c | 0x20).wrapping_sub(b'a') < 6
    }
    let mut out = Vec::with_capacity(hex.len() / 2);
    let mut blocks = hex.chunks_exact(BLOCK);
    let mut used = 0;
    for block in &mut blocks {
        let block: &[u8; BLOCK] = block.try_into().unwrap_or(&[b'0'; BLOCK]);
        if !block.iter().fold(true, |ok, &c| ok & is_digit(c)) {
            break;
        }
        let mut bytes = [0u8; BLOCK / 2];
        for (b, pair) in bytes.iter_mut().zip(block.chunks_exact(2)) {
            *b = value(pair[0]) << 4 | value(pair[1]);
        }
        out.extend_from_slice(&bytes);
        used += BLOCK;
    }
    for pair in hex[used..].chunks_exact(2) {
        if !is_digit(pair[0]) || !is_digit(pair[1]) {
            break;
        }
        out.push(value(pair[0]) << 4 | value(pair[1]));
        used += 2;
    }
    (out, used)
}
