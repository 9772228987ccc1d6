//! The textual pass pipeline, exactly in mlir-opt's syntax:
//!
//! ```text
//! pipeline ::= op-name `(` element (`,` element)* `)`        e.g. builtin.module(...)
//! element  ::= pipeline | pass-name options?                e.g. func.func(cse), canonicalize
//! options  ::= `{` (key (`=` value)?)* `}`                 e.g. {max-iterations=3 top-down=false}
//! ```
//!
//! Names are identifiers of letters, digits, `.`, `_` and `-`; `any` anchors on every op.
//! Option values may be quoted (`"..."`, `'...'`) or braced (`{a,b}`). Whitespace is free
//! between tokens. `Pipeline` prints back in the same syntax (what `--print-pipeline` shows,
//! and what mlir-opt-22 accepts).

use std::fmt;

/// A pass with its options as written (`key`, `value`); the pass manager checks them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassSpec {
    pub name: String,
    pub options: Vec<(String, Option<String>)>,
    /// Byte offset of the name in the pipeline text.
    pub pos: usize,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Element {
    Pass(PassSpec),
    Nested(Pipeline),
}

/// An op anchor (`builtin.module`, `func.func`, `any`) and what runs on ops of that kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pipeline {
    pub anchor: String,
    pub elements: Vec<Element>,
    /// Byte offset of the anchor in the pipeline text.
    pub pos: usize,
}

/// A syntax error at a byte offset of the pipeline text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub pos: usize,
    pub msg: String,
}

impl Pipeline {
    /// Parses a whole pipeline (`anchor(elements)`).
    pub fn parse(text: &str) -> Result<Pipeline, SyntaxError> {
        let mut p = P { s: text.as_bytes(), i: 0 };
        p.ws();
        let start = p.i;
        let name = p.name();
        p.ws();
        if name.is_empty() || !p.eat(b'(') {
            return Err(SyntaxError {
                pos: start,
                msg: "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'"
                    .into(),
            });
        }
        let pl = p.pipeline_body(name, start)?;
        p.ws();
        if p.i != p.s.len() {
            return Err(SyntaxError { pos: p.i, msg: "expected end of pass pipeline".into() });
        }
        Ok(pl)
    }

    /// Every pass spec, in order, nested ones included.
    pub fn passes(&self) -> Vec<&PassSpec> {
        let mut out = vec![];
        fn go<'a>(p: &'a Pipeline, out: &mut Vec<&'a PassSpec>) {
            for e in &p.elements {
                match e {
                    Element::Pass(s) => out.push(s),
                    Element::Nested(n) => go(n, out),
                }
            }
        }
        go(self, &mut out);
        out
    }

    /// Drops everything after the first pass named `name` (nested pipelines are cut there
    /// too). Returns whether the pass was found.
    pub fn truncate_after(&mut self, name: &str) -> bool {
        for i in 0..self.elements.len() {
            let found = match &mut self.elements[i] {
                Element::Pass(s) => s.name == name,
                Element::Nested(n) => n.truncate_after(name),
            };
            if found {
                self.elements.truncate(i + 1);
                return true;
            }
        }
        false
    }
}

impl fmt::Display for Pipeline {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}(", self.anchor)?;
        for (i, e) in self.elements.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            match e {
                Element::Pass(s) => write!(f, "{s}")?,
                Element::Nested(n) => write!(f, "{n}")?,
            }
        }
        f.write_str(")")
    }
}

impl fmt::Display for PassSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        if !self.options.is_empty() {
            f.write_str("{")?;
            for (i, (k, v)) in self.options.iter().enumerate() {
                if i > 0 {
                    f.write_str(" ")?;
                }
                match v {
                    Some(v) => write!(f, "{k}={v}")?,
                    None => f.write_str(k)?,
                }
            }
            f.write_str("}")?;
        }
        Ok(())
    }
}

struct P<'a> {
    s: &'a [u8],
    i: usize,
}

impl P<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) -> bool {
        if self.s.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn name(&mut self) -> String {
        let start = self.i;
        while self.i < self.s.len() && (self.s[self.i].is_ascii_alphanumeric() || b"._-$".contains(&self.s[self.i])) {
            self.i += 1;
        }
        String::from_utf8_lossy(&self.s[start..self.i]).into_owned()
    }
    /// After `anchor(`: elements up to the closing `)`.
    fn pipeline_body(&mut self, anchor: String, pos: usize) -> Result<Pipeline, SyntaxError> {
        let mut elements = vec![];
        self.ws();
        if self.eat(b')') {
            return Ok(Pipeline { anchor, elements, pos });
        }
        loop {
            self.ws();
            let start = self.i;
            let name = self.name();
            if name.is_empty() {
                return Err(SyntaxError { pos: self.i, msg: "expected pass or pipeline name".into() });
            }
            self.ws();
            if self.eat(b'(') {
                elements.push(Element::Nested(self.pipeline_body(name, start)?));
            } else {
                let options = if self.s.get(self.i) == Some(&b'{') { self.options()? } else { vec![] };
                elements.push(Element::Pass(PassSpec { name, options, pos: start }));
            }
            self.ws();
            if self.eat(b',') {
                continue;
            }
            if self.eat(b')') {
                return Ok(Pipeline { anchor, elements, pos });
            }
            let msg =
                if self.i >= self.s.len() { "expected ')' to end the pass pipeline" } else { "expected ',' or ')'" };
            return Err(SyntaxError { pos: self.i, msg: msg.into() });
        }
    }
    /// `{key=value key2 ...}`.
    fn options(&mut self) -> Result<Vec<(String, Option<String>)>, SyntaxError> {
        let open = self.i;
        self.i += 1;
        let mut out = vec![];
        loop {
            self.ws();
            if self.eat(b'}') {
                return Ok(out);
            }
            if self.i >= self.s.len() {
                return Err(SyntaxError { pos: open, msg: "unbalanced '{' in pass options".into() });
            }
            let start = self.i;
            while self.i < self.s.len() && !b"= }\t\n\r".contains(&self.s[self.i]) {
                self.i += 1;
            }
            let key = String::from_utf8_lossy(&self.s[start..self.i]).into_owned();
            if key.is_empty() {
                return Err(SyntaxError { pos: self.i, msg: "expected an option name".into() });
            }
            let value = if self.eat(b'=') { Some(self.value()?) } else { None };
            out.push((key, value));
        }
    }
    /// An option value: quoted, braced, or up to the next space or `}`.
    fn value(&mut self) -> Result<String, SyntaxError> {
        let start = self.i;
        match self.s.get(self.i) {
            Some(&q @ (b'"' | b'\'')) => {
                self.i += 1;
                while self.i < self.s.len() && self.s[self.i] != q {
                    self.i += 1;
                }
                if !self.eat(q) {
                    return Err(SyntaxError { pos: start, msg: "unterminated string in pass options".into() });
                }
                Ok(String::from_utf8_lossy(&self.s[start + 1..self.i - 1]).into_owned())
            }
            Some(b'{') => {
                let mut depth = 0usize;
                while self.i < self.s.len() {
                    match self.s[self.i] {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                self.i += 1;
                                return Ok(String::from_utf8_lossy(&self.s[start + 1..self.i - 1]).into_owned());
                            }
                        }
                        _ => {}
                    }
                    self.i += 1;
                }
                Err(SyntaxError { pos: start, msg: "unbalanced '{' in pass options".into() })
            }
            _ => {
                while self.i < self.s.len() && !b" }\t\n\r".contains(&self.s[self.i]) {
                    self.i += 1;
                }
                Ok(String::from_utf8_lossy(&self.s[start..self.i]).into_owned())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        let text = "builtin.module( func.func(canonicalize{max-iterations=3 top-down=false}, cse) ,lower-affine)";
        let p = Pipeline::parse(text).unwrap();
        assert_eq!(p.anchor, "builtin.module");
        assert_eq!(
            p.to_string(),
            "builtin.module(func.func(canonicalize{max-iterations=3 top-down=false},cse),lower-affine)"
        );
        let names: Vec<&str> = p.passes().iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["canonicalize", "cse", "lower-affine"]);
        assert_eq!(Pipeline::parse(&p.to_string()).unwrap(), Pipeline::parse(&p.to_string()).unwrap());
        let q = Pipeline::parse("builtin.module(canonicalize{disable-patterns={a,b} x=\"y z\"})").unwrap();
        let Element::Pass(s) = &q.elements[0] else { panic!() };
        assert_eq!(s.options, [("disable-patterns".into(), Some("a,b".into())), ("x".into(), Some("y z".into()))]);
    }

    #[test]
    fn errors() {
        assert!(Pipeline::parse("cse").unwrap_err().msg.contains("wrapped with the anchor"));
        assert!(Pipeline::parse("builtin.module(cse").is_err());
        assert!(Pipeline::parse("builtin.module(cse,)").is_err());
        assert!(Pipeline::parse("builtin.module(canonicalize{a=1)").is_err());
        assert_eq!(Pipeline::parse("builtin.module()").unwrap().elements, vec![]);
    }

    #[test]
    fn truncates() {
        let mut p = Pipeline::parse("builtin.module(a,func.func(b,c),d)").unwrap();
        assert!(p.truncate_after("b"));
        assert_eq!(p.to_string(), "builtin.module(a,func.func(b))");
        assert!(!p.truncate_after("zz"));
    }
}
