//! Diagnostics in MLIR's format: `file:line:col: error: message`, the source line, a caret,
//! then `note:` lines. Also the `--verify-diagnostics` checker (`// expected-error ...`).

use crate::ir::{Attr, AttrKind, Context, LocKind};

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Severity {
    Error,
    Warning,
    Note,
    Remark,
}

impl Severity {
    pub fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub loc: Attr,
    pub msg: String,
    pub notes: Vec<(Attr, String)>,
}

impl Diagnostic {
    pub fn error(loc: Attr, msg: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Error, loc, msg: msg.into(), notes: vec![] }
    }
    /// A warning: reported, but the compilation goes on and succeeds.
    pub fn warning(loc: Attr, msg: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, loc, msg: msg.into(), notes: vec![] }
    }
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
    pub fn note(mut self, loc: Attr, msg: impl Into<String>) -> Diagnostic {
        self.notes.push((loc, msg.into()));
        self
    }
}

/// A source file the diagnostics can quote.
pub struct Source<'a> {
    pub name: &'a str,
    pub text: &'a str,
}

/// The innermost file position of a location, if any.
pub fn file_pos(ctx: &Context, loc: Attr) -> Option<(String, u32, u32)> {
    match ctx.attr_kind(loc) {
        AttrKind::Loc(LocKind::FileLineCol { file, line, col }) => Some((ctx.str(*file).to_string(), *line, *col)),
        AttrKind::Loc(LocKind::Name { child: Some(c), .. }) => file_pos(ctx, *c),
        AttrKind::Loc(LocKind::CallSite { callee, .. }) => file_pos(ctx, *callee),
        AttrKind::Loc(LocKind::Fused { locs, .. }) => locs.iter().find_map(|&l| file_pos(ctx, l)),
        _ => None,
    }
}

fn render_one(out: &mut String, ctx: &Context, src: &[Source], loc: Attr, sev: Severity, msg: &str) {
    match file_pos(ctx, loc) {
        Some((file, line, col)) => {
            out.push_str(&format!("{file}:{line}:{col}: {}: {msg}\n", sev.name()));
            if let Some(s) = src.iter().find(|s| s.name == file) {
                if let Some(text) = s.text.lines().nth(line.saturating_sub(1) as usize) {
                    out.push_str(text);
                    out.push('\n');
                    let pad: String = text
                        .chars()
                        .take(col.saturating_sub(1) as usize)
                        .map(|c| if c == '\t' { '\t' } else { ' ' })
                        .collect();
                    out.push_str(&pad);
                    out.push_str("^\n");
                }
            }
        }
        None => out.push_str(&format!("loc(unknown): {}: {msg}\n", sev.name())),
    }
}

/// Renders diagnostics as MLIR does.
pub fn render(ctx: &Context, src: &[Source], diags: &[Diagnostic]) -> String {
    let mut out = String::new();
    for d in diags {
        render_one(&mut out, ctx, src, d.loc, d.severity, &d.msg);
        for (l, m) in &d.notes {
            render_one(&mut out, ctx, src, *l, Severity::Note, m);
        }
    }
    out
}

struct Expected {
    sev: Severity,
    line: u32,
    text: String,
    regex: bool,
    matched: bool,
    at: (u32, u32),
}

/// Parses the `expected-*` annotations of `text` (whose first line is line `first_line` of the file).
fn expectations(text: &str, first_line: u32) -> Result<Vec<Expected>, String> {
    let mut out = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        let line = first_line + i as u32;
        let mut rest = *l;
        while let Some(p) = rest.find("expected-") {
            let col = (l.len() - rest.len() + p + 1) as u32;
            rest = &rest[p + "expected-".len()..];
            let (sev, after) = if let Some(a) = rest.strip_prefix("error") {
                (Severity::Error, a)
            } else if let Some(a) = rest.strip_prefix("warning") {
                (Severity::Warning, a)
            } else if let Some(a) = rest.strip_prefix("note") {
                (Severity::Note, a)
            } else if let Some(a) = rest.strip_prefix("remark") {
                (Severity::Remark, a)
            } else {
                continue;
            };
            let (regex, after) = match after.strip_prefix("-re") {
                Some(a) => (true, a),
                None => (false, after),
            };
            let mut a = after.trim_start();
            let mut target = line;
            if let Some(b) = a.strip_prefix('@') {
                let end = b.find(|c: char| c.is_whitespace() || c == '{').unwrap_or(b.len());
                let spec = &b[..end];
                a = b[end..].trim_start();
                target = match spec {
                    "above" => line - 1,
                    "below" => line + 1,
                    s if s.starts_with('+') || s.starts_with('-') => {
                        let n: i64 = s[1..].parse().map_err(|_| format!("{line}:{col}: bad offset '{s}'"))?;
                        let n = if s.starts_with('-') { -n } else { n };
                        (line as i64 + n) as u32
                    }
                    s => return Err(format!("{line}:{col}: bad expected location '@{s}'")),
                };
            }
            // Optional count like `2 {{...}}` is not supported; the message follows in {{ }}.
            let Some(b) = a.strip_prefix("{{") else { continue };
            let Some(e) = b.find("}}") else {
                return Err(format!("{line}:{col}: expected '}}}}' to close the expected message"));
            };
            out.push(Expected { sev, line: target, text: b[..e].to_string(), regex, matched: false, at: (line, col) });
            rest = &b[e + 2..];
        }
    }
    Ok(out)
}

fn matches_text(e: &Expected, msg: &str) -> bool {
    if !e.regex {
        return msg.contains(&e.text);
    }
    // `expected-error-re`: literal text with `{{regex}}` holes; we treat each hole as "anything".
    let mut pos = 0;
    for (i, part) in e.text.split("{{").enumerate() {
        let lit = if i == 0 { part } else { part.split_once("}}").map(|x| x.1).unwrap_or("") };
        match msg[pos..].find(lit) {
            Some(p) => pos += p + lit.len(),
            None => return false,
        }
    }
    true
}

/// Checks emitted diagnostics against the annotations of one input chunk. Returns the
/// rendered mismatch report, empty when everything matched.
pub fn verify(ctx: &Context, file: &str, text: &str, first_line: u32, diags: &[Diagnostic]) -> String {
    let mut exp = match expectations(text, first_line) {
        Ok(e) => e,
        Err(m) => return format!("{file}:{m}\n"),
    };
    let mut out = String::new();
    let mut check = |sev: Severity, loc: Attr, msg: &str, out: &mut String| {
        let pos = file_pos(ctx, loc);
        let line = pos.as_ref().filter(|p| p.0 == file).map(|p| p.1);
        if let Some(e) =
            exp.iter_mut().find(|e| !e.matched && e.sev == sev && Some(e.line) == line && matches_text(e, msg))
        {
            e.matched = true;
            return;
        }
        match pos {
            Some((f, l, c)) => out.push_str(&format!("{f}:{l}:{c}: error: unexpected {}: {msg}\n", sev.name())),
            None => out.push_str(&format!("{file}: error: unexpected {}: {msg}\n", sev.name())),
        }
    };
    for d in diags {
        check(d.severity, d.loc, &d.msg, &mut out);
        for (l, m) in &d.notes {
            check(Severity::Note, *l, m, &mut out);
        }
    }
    for e in exp.iter().filter(|e| !e.matched) {
        out.push_str(&format!(
            "{file}:{}:{}: error: expected {} \"{}\" was not produced\n",
            e.at.0,
            e.at.1,
            e.sev.name(),
            e.text
        ));
    }
    out
}
