//! The architecture invariants of ARCHITECTURE.md, checked on the source tree read as text.
//!
//! Every paragraph of ARCHITECTURE.md that starts with `**Architecture invariant:**` must be
//! claimed by a check below (a check names a phrase of its paragraph), and every check's phrase
//! must still be in the document: the document states only what this test checks, and the test
//! checks what the document states.
//!
//! The sources are read with comments, strings and character literals blanked out (line
//! numbers kept), then split into tokens. A reference to a module of the crate is a path that
//! starts with `crate::`, `super::` or `self::` (in `use` items or inline, `use` groups
//! `crate::{a, b::c}` included), resolved against the file's module path and the inline
//! `mod name { ... }` blocks around it; what counts is the top-level module it lands in
//! (`ir`, `syntax`, ...). A failure lists each offending place as `file:line: what`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

// ===== reading the sources =====

/// `src` with comments, string literals and character literals replaced by spaces (newlines
/// kept, so positions keep their line numbers). Lifetimes stay.
fn strip(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let blank = |out: &mut String, ch: char| out.push(if ch == '\n' { '\n' } else { ' ' });
    let is_ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    let mut i = 0;
    while i < c.len() {
        let next = c.get(i + 1).copied();
        // Line comments, doc comments included.
        if c[i] == '/' && next == Some('/') {
            while i < c.len() && c[i] != '\n' {
                blank(&mut out, c[i]);
                i += 1;
            }
            continue;
        }
        // Block comments, which nest.
        if c[i] == '/' && next == Some('*') {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                    depth += 1;
                    out.push_str("  ");
                    i += 2;
                } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    out.push_str("  ");
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            continue;
        }
        let prev_ident = i > 0 && is_ident(c[i - 1]);
        // Raw strings: r"..", r#".."#, br"..".
        if !prev_ident && (c[i] == 'r' || (c[i] == 'b' && next == Some('r'))) {
            let mut j = i + if c[i] == 'b' { 2 } else { 1 };
            let mut hashes = 0;
            while c.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if c.get(j) == Some(&'"') {
                for &ch in &c[i..=j] {
                    blank(&mut out, ch);
                }
                i = j + 1;
                while i < c.len() {
                    if c[i] == '"' && (1..=hashes).all(|h| c.get(i + h) == Some(&'#')) {
                        for _ in 0..=hashes {
                            out.push(' ');
                        }
                        i += hashes + 1;
                        break;
                    }
                    blank(&mut out, c[i]);
                    i += 1;
                }
                continue;
            }
        }
        // Strings (b"..", c".." too: the prefix is left as an identifier character).
        if c[i] == '"' {
            out.push(' ');
            i += 1;
            while i < c.len() && c[i] != '"' {
                if c[i] == '\\' {
                    blank(&mut out, c[i]);
                    i += 1;
                }
                if i < c.len() {
                    blank(&mut out, c[i]);
                    i += 1;
                }
            }
            out.push(' ');
            i += 1;
            continue;
        }
        // Character literals ('a', '\n', '\u{..}', '"'); a lifetime ('a) has no closing quote.
        if c[i] == '\'' {
            let end = if next == Some('\\') {
                (i + 3..c.len().min(i + 12)).find(|&j| c[j] == '\'')
            } else if c.get(i + 2) == Some(&'\'') {
                Some(i + 2)
            } else {
                None
            };
            if let Some(end) = end {
                for &ch in &c[i..=end] {
                    blank(&mut out, ch);
                }
                i = end + 1;
                continue;
            }
        }
        out.push(c[i]);
        i += 1;
    }
    out
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    /// `::`
    Path,
    Punct(char),
}

/// Tokens of stripped code with their line numbers (lifetimes and numbers are dropped).
fn tokens(code: &str) -> Vec<(Tok, usize)> {
    let c: Vec<char> = code.chars().collect();
    let mut out = vec![];
    let mut line = 1;
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        if ch == '\n' {
            line += 1;
            i += 1;
        } else if ch.is_whitespace() {
            i += 1;
        } else if ch == '\'' {
            // A lifetime: skip the name.
            i += 1;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
        } else if ch.is_alphanumeric() || ch == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            if !ch.is_ascii_digit() {
                out.push((Tok::Ident(c[start..i].iter().collect()), line));
            }
        } else if ch == ':' && c.get(i + 1) == Some(&':') {
            out.push((Tok::Path, line));
            i += 2;
        } else {
            out.push((Tok::Punct(ch), line));
            i += 1;
        }
    }
    out
}

/// A reference from a source file to a module of the crate (or, in `main.rs`, of `mlirc`).
#[derive(Clone, Debug)]
struct Ref {
    line: usize,
    /// The top-level module it lands in (`ir`, `syntax`, ...); empty for the crate root itself.
    top: String,
    /// The path as written, e.g. `crate::ir::Ir` or `super::super::x`.
    text: String,
}

/// A source file of `src/`.
struct Source {
    /// Relative to the repository, e.g. `src/ir/ops.rs`.
    rel: String,
    /// Its module path: `src/ir/ops.rs` is `[ir, ops]`, `src/ir/mod.rs` is `[ir]`.
    module: Vec<String>,
    toks: Vec<(Tok, usize)>,
    refs: Vec<Ref>,
}

impl Source {
    /// The top-level module the file belongs to (`main` for `src/main.rs`, `lib` for `src/lib.rs`).
    fn top(&self) -> &str {
        match self.rel.as_str() {
            "src/main.rs" => "main",
            "src/lib.rs" => "lib",
            _ => &self.module[0],
        }
    }
    fn is_in(&self, tops: &[&str]) -> bool {
        tops.contains(&self.top())
    }
    fn has_ident(&self, name: &str) -> Vec<usize> {
        self.toks.iter().filter(|(t, _)| *t == Tok::Ident(name.into())).map(|&(_, l)| l).collect()
    }
}

fn module_path(rel: &str) -> Vec<String> {
    let p = rel.strip_prefix("src/").unwrap_or(rel).strip_suffix(".rs").unwrap_or(rel);
    let mut parts: Vec<String> = p.split('/').map(String::from).collect();
    if parts.last().is_some_and(|l| l == "mod" || l == "lib" || l == "main") {
        parts.pop();
    }
    parts
}

/// The module references in `toks`, for a file of module path `module`. `extern_root` is the
/// name that stands for the crate root besides `crate` (`mlirc` in the binary).
fn references(toks: &[(Tok, usize)], module: &[String], extern_root: Option<&str>) -> Vec<Ref> {
    let ident = |i: usize| match toks.get(i) {
        Some((Tok::Ident(s), _)) => Some(s.as_str()),
        _ => None,
    };
    let is = |i: usize, t: Tok| toks.get(i).is_some_and(|(x, _)| *x == t);
    let mut refs = vec![];
    // Inline modules: (name, brace depth inside it).
    let mut inline: Vec<(String, usize)> = vec![];
    let mut pending_mod: Option<String> = None;
    let mut depth = 0usize;
    let mut i = 0;
    while i < toks.len() {
        match &toks[i].0 {
            Tok::Punct('{') => {
                depth += 1;
                if let Some(name) = pending_mod.take() {
                    inline.push((name, depth));
                }
            }
            Tok::Punct('}') => {
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
            }
            Tok::Punct(';') => pending_mod = None,
            Tok::Ident(s) if s == "mod" => pending_mod = ident(i + 1).map(String::from),
            _ => {}
        }
        let start_word = ident(i);
        let is_root = |w: &str| w == "crate" || Some(w) == extern_root;
        let starts = match start_word {
            Some(w) => (is_root(w) || w == "super" || w == "self") && is(i + 1, Tok::Path),
            None => false,
        };
        // Not a path's first segment when a `::` (or a `$` of `$crate`, which is `crate`) is before it.
        if !starts || (i > 0 && is(i - 1, Tok::Path)) {
            i += 1;
            continue;
        }
        let line = toks[i].1;
        let mut here: Vec<String> = module.to_vec();
        here.extend(inline.iter().map(|(n, _)| n.clone()));
        let mut base: Vec<String>;
        let mut j = i;
        let mut text = String::new();
        match start_word.unwrap_or("") {
            "super" => {
                base = here.clone();
                while ident(j) == Some("super") && is(j + 1, Tok::Path) {
                    base.pop();
                    text.push_str("super::");
                    j += 2;
                }
            }
            "self" => {
                base = here.clone();
                text.push_str("self::");
                j += 2;
            }
            w => {
                base = vec![];
                text.push_str(w);
                text.push_str("::");
                j += 2;
            }
        }
        // The rest: segments, or a `use` group of items.
        let mut firsts: Vec<String> = vec![];
        if is(j, Tok::Punct('{')) {
            let mut d = 0;
            let mut expect_item = true;
            text.push('{');
            j += 1;
            while j < toks.len() {
                match &toks[j].0 {
                    Tok::Punct('{') => d += 1,
                    Tok::Punct('}') if d == 0 => break,
                    Tok::Punct('}') => d -= 1,
                    Tok::Punct(',') if d == 0 => expect_item = true,
                    Tok::Ident(s) if d == 0 && expect_item => {
                        firsts.push(s.clone());
                        expect_item = false;
                    }
                    _ => {}
                }
                j += 1;
            }
            text.push_str(&firsts.join(", "));
            text.push('}');
        } else if is(j, Tok::Punct('*')) {
            text.push('*');
            firsts.push("*".into());
        } else {
            let mut segs = vec![];
            while let Some(s) = ident(j) {
                segs.push(s.to_string());
                if !is(j + 1, Tok::Path) {
                    break;
                }
                j += 2;
            }
            text.push_str(&segs.join("::"));
            firsts.extend(segs.into_iter().take(1));
        }
        for f in firsts {
            let top = match base.first() {
                Some(b) => b.clone(),
                None if f == "self" || f == "*" => String::new(),
                None => f,
            };
            refs.push(Ref { line, top, text: text.clone() });
        }
        i = j.max(i + 1);
    }
    refs
}

fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            rs_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Removes test-only code from `toks`: every `#[cfg(test)] mod name { ... }` block. Returns the
/// names of the modules declared `#[cfg(test)] mod name;` (whose files are test-only).
fn drop_test_modules(toks: &mut Vec<(Tok, usize)>) -> Vec<String> {
    let punct = |t: &Tok, c: char| *t == Tok::Punct(c);
    let ident = |t: &Tok, s: &str| *t == Tok::Ident(s.into());
    let mut test_files = vec![];
    let mut i = 0;
    while i + 7 <= toks.len() {
        let w: Vec<&Tok> = toks[i..i + 7].iter().map(|(t, _)| t).collect();
        let is_cfg_test = punct(w[0], '#')
            && punct(w[1], '[')
            && ident(w[2], "cfg")
            && punct(w[3], '(')
            && ident(w[4], "test")
            && punct(w[5], ')')
            && punct(w[6], ']');
        if !is_cfg_test {
            i += 1;
            continue;
        }
        let mut j = i + 7;
        if toks.get(j).is_some_and(|t| ident(&t.0, "pub")) {
            j += 1;
        }
        let (Some(m), Some(Tok::Ident(name)), Some(end)) =
            (toks.get(j), toks.get(j + 1).map(|t| &t.0), toks.get(j + 2).map(|t| &t.0))
        else {
            i += 1;
            continue;
        };
        if !ident(&m.0, "mod") {
            i += 1;
            continue;
        }
        if punct(end, ';') {
            test_files.push(name.clone());
            toks.drain(i..j + 3);
            continue;
        }
        if !punct(end, '{') {
            i += 1;
            continue;
        }
        let mut depth = 0;
        let mut k = j + 2;
        while k < toks.len() {
            if punct(&toks[k].0, '{') {
                depth += 1;
            } else if punct(&toks[k].0, '}') {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            k += 1;
        }
        toks.drain(i..(k + 1).min(toks.len()));
    }
    test_files
}

/// The sources of `src/` as the product is built: test-only modules (`#[cfg(test)]`) are left
/// out, since tests may use anything to build their inputs.
fn sources() -> Vec<Source> {
    let mut files = vec![];
    rs_files(&Path::new(ROOT).join("src"), &mut files);
    let mut test_only: BTreeSet<PathBuf> = BTreeSet::new();
    let mut out = vec![];
    for p in files {
        let rel = p.strip_prefix(ROOT).unwrap().to_string_lossy().trim_start_matches('/').to_string();
        let text = std::fs::read_to_string(&p).unwrap();
        let mut toks = tokens(&strip(&text));
        let dir = if p.file_name().is_some_and(|n| n == "mod.rs" || n == "lib.rs" || n == "main.rs") {
            p.parent().unwrap().to_path_buf()
        } else {
            p.with_extension("")
        };
        for name in drop_test_modules(&mut toks) {
            test_only.insert(dir.join(format!("{name}.rs")));
            test_only.insert(dir.join(&name).join("mod.rs"));
        }
        let module = module_path(&rel);
        let extern_root = (rel == "src/main.rs").then_some("mlirc");
        let refs = references(&toks, &module, extern_root);
        out.push((p, Source { rel, module, toks, refs }));
    }
    out.into_iter().filter(|(p, _)| !test_only.contains(p)).map(|(_, s)| s).collect()
}

// ===== the document =====

fn architecture_md() -> String {
    std::fs::read_to_string(Path::new(ROOT).join("ARCHITECTURE.md")).expect("ARCHITECTURE.md")
}

/// The paragraphs that state an invariant, each joined into one line.
fn invariant_paragraphs(md: &str) -> Vec<String> {
    let mut out = vec![];
    let mut para: Vec<&str> = vec![];
    for line in md.lines().chain(std::iter::once("")) {
        let l = line.trim();
        if l.is_empty() || l.starts_with('|') || l.starts_with('#') {
            if !para.is_empty() {
                let p = para.join(" ");
                let body = p.trim_start_matches("- ").trim_start();
                if body.starts_with("**Architecture invariant:**") {
                    out.push(body.to_string());
                }
                para.clear();
            }
            continue;
        }
        // A bullet starts a paragraph of its own.
        if l.starts_with("- ") && !para.is_empty() {
            let p = para.join(" ");
            let body = p.trim_start_matches("- ").trim_start();
            if body.starts_with("**Architecture invariant:**") {
                out.push(body.to_string());
            }
            para.clear();
        }
        para.push(l);
    }
    out
}

/// The dependency table: (module, the modules it may import; `None` for anything).
fn dependency_table(md: &str) -> Vec<(String, Option<BTreeSet<String>>)> {
    let ticked = |s: &str| -> Vec<String> { s.split('`').skip(1).step_by(2).map(String::from).collect() };
    let mut rows = vec![];
    let mut in_table = false;
    for line in md.lines() {
        let l = line.trim();
        if l.starts_with('|') && l.contains("may import") {
            in_table = true;
            continue;
        }
        if !in_table {
            continue;
        }
        if !l.starts_with('|') {
            break;
        }
        let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
        if cells.len() < 2 || cells[0].starts_with('-') {
            continue;
        }
        let Some(module) = ticked(cells[0]).into_iter().next() else { continue };
        let allowed = if cells[1].contains("anything") { None } else { Some(ticked(cells[1]).into_iter().collect()) };
        rows.push((module, allowed));
    }
    rows
}

// ===== the checks =====

/// A violation: `file:line: what`.
type Violations = Vec<String>;

fn forbidden_imports(srcs: &[Source], of: &[&str], forbidden: &[&str]) -> Violations {
    let mut v = vec![];
    for s in srcs.iter().filter(|s| s.is_in(of)) {
        for r in &s.refs {
            if forbidden.contains(&r.top.as_str()) {
                v.push(format!("{}:{}: `{}` imports `{}`", s.rel, r.line, r.text, r.top));
            }
        }
    }
    v
}

fn check_dependency_table(srcs: &[Source], md: &str) -> Violations {
    let table = dependency_table(md);
    let mut v = vec![];
    if table.is_empty() {
        v.push("ARCHITECTURE.md: no dependency table (a header row naming `may import`)".into());
    }
    let tops: BTreeSet<String> =
        srcs.iter().filter(|s| !s.is_in(&["main", "lib"])).map(|s| s.top().to_string()).collect();
    for t in &tops {
        if !table.iter().any(|(m, _)| m == t) {
            v.push(format!("src/{t}: the module has no row in the dependency table of ARCHITECTURE.md"));
        }
    }
    for (m, _) in &table {
        if !tops.contains(m) {
            v.push(format!("ARCHITECTURE.md: the dependency table names `{m}`, which is no module of src/"));
        }
    }
    for s in srcs.iter().filter(|s| !s.is_in(&["main", "lib"])) {
        let Some((_, allowed)) = table.iter().find(|(m, _)| m == s.top()) else { continue };
        let Some(allowed) = allowed else { continue };
        for r in &s.refs {
            if !r.top.is_empty() && r.top != s.top() && !allowed.contains(&r.top) {
                v.push(format!(
                    "{}:{}: `{}` imports `{}`, not in the row of `{}`",
                    s.rel,
                    r.line,
                    r.text,
                    r.top,
                    s.top()
                ));
            }
        }
    }
    v
}

fn check_inkwell(srcs: &[Source]) -> Violations {
    let mut v = vec![];
    for s in srcs.iter().filter(|s| !s.is_in(&["llvm", "emit", "target", "driver"])) {
        for l in s.has_ident("inkwell") {
            v.push(format!("{}:{l}: names `inkwell`", s.rel));
        }
    }
    v
}

fn check_no_mutation(srcs: &[Source]) -> Violations {
    let mut v = vec![];
    for s in srcs.iter().filter(|s| s.is_in(&["llvm", "emit"])) {
        let t = &s.toks;
        for (i, (tok, line)) in t.iter().enumerate() {
            if *tok != Tok::Ident("mut".into()) || i == 0 || t[i - 1].0 != Tok::Punct('&') {
                continue;
            }
            // `&mut Ir`, `&mut crate::ir::Ir`, `&mut ir::Ir` (a lifetime is dropped by the tokenizer).
            let mut j = i + 1;
            while matches!(t.get(j + 1), Some((Tok::Path, _))) {
                j += 2;
            }
            if matches!(t.get(j), Some((Tok::Ident(n), _)) if n == "Ir") {
                v.push(format!("{}:{line}: takes `&mut Ir`", s.rel));
            }
        }
        for l in s.has_ident("Rewriter") {
            v.push(format!("{}:{l}: uses a `Rewriter`", s.rel));
        }
    }
    v
}

/// The body tokens of `struct name { ... }` in `s`, and whether it is declared `pub`.
fn struct_body<'a>(s: &'a Source, name: &str) -> Option<(bool, &'a [(Tok, usize)])> {
    let t = &s.toks;
    let at = (1..t.len()).find(|&i| t[i - 1].0 == Tok::Ident("struct".into()) && t[i].0 == Tok::Ident(name.into()))?;
    // `pub struct`, `pub(crate) struct`, `pub(super) struct`.
    let before = &t[..at - 1];
    let public = matches!(before.last(), Some((Tok::Ident(p), _)) if p == "pub")
        || (matches!(before.last(), Some((Tok::Punct(')'), _)))
            && before.iter().rev().take(5).any(|(x, _)| *x == Tok::Ident("pub".into())));
    let open = (at..t.len()).find(|&i| t[i].0 == Tok::Punct('{'))?;
    let mut d = 0;
    for i in open..t.len() {
        match t[i].0 {
            Tok::Punct('{') => d += 1,
            Tok::Punct('}') => {
                d -= 1;
                if d == 0 {
                    return Some((public, &t[open + 1..i]));
                }
            }
            _ => {}
        }
    }
    None
}

fn check_private_tables(srcs: &[Source]) -> Violations {
    let mut v = vec![];
    let Some(ops) = srcs.iter().find(|s| s.rel == "src/ir/ops.rs") else {
        return vec!["src/ir/ops.rs: missing".into()];
    };
    match struct_body(ops, "Ir") {
        None => v.push("src/ir/ops.rs: no `struct Ir { ... }`".into()),
        Some((_, body)) => {
            // `pub ctx` (the interned types and attributes) is the one public field.
            for (i, (tok, line)) in body.iter().enumerate() {
                if *tok == Tok::Ident("pub".into()) && body.get(i + 1).map(|t| &t.0) != Some(&Tok::Ident("ctx".into()))
                {
                    v.push(format!("src/ir/ops.rs:{line}: a table of `Ir` is a public field"));
                }
            }
        }
    }
    for row in ["OpData", "ListData", "BlockData", "RegionData", "ValueData"] {
        match struct_body(ops, row) {
            None => v.push(format!("src/ir/ops.rs: no `struct {row}`")),
            Some((true, body)) => {
                v.push(format!("src/ir/ops.rs:{}: `{row}` is public", body.first().map_or(0, |x| x.1)))
            }
            Some((false, _)) => {}
        }
        for s in srcs.iter().filter(|s| s.rel != "src/ir/ops.rs") {
            for l in s.has_ident(row) {
                v.push(format!("{}:{l}: names `{row}`, a row type of the IR's tables", s.rel));
            }
        }
    }
    for s in srcs.iter().filter(|s| s.rel != "src/ir/ops.rs") {
        if struct_body(s, "Ir").is_some() {
            v.push(format!("{}: declares another `struct Ir`", s.rel));
        }
    }
    v
}

fn check_main(srcs: &[Source]) -> Violations {
    let Some(main) = srcs.iter().find(|s| s.rel == "src/main.rs") else {
        return vec!["src/main.rs: missing".into()];
    };
    let mut v = vec![];
    if main.refs.is_empty() {
        v.push("src/main.rs: does not call `mlirc::driver::main`".into());
    }
    for r in &main.refs {
        if r.text != "mlirc::driver::main" {
            v.push(format!("src/main.rs:{}: `{}` (only `mlirc::driver::main` is allowed)", r.line, r.text));
        }
    }
    for l in main.has_ident("mod") {
        v.push(format!("src/main.rs:{l}: declares a module"));
    }
    v
}

struct Check {
    /// A phrase of the ARCHITECTURE.md paragraph this check enforces.
    claim: &'static str,
    run: fn(&[Source], &str) -> Violations,
}

const CHECKS: &[Check] = &[
    Check { claim: "only the modules of its row", run: check_dependency_table },
    Check {
        claim: "`src/ir` imports neither",
        run: |s, _| {
            forbidden_imports(s, &["ir"], &["syntax", "dialects", "passes", "llvm", "emit", "target", "driver"])
        },
    },
    Check {
        claim: "`src/analysis` imports nothing of the crate",
        run: |s, _| {
            let others: Vec<&str> = s.iter().map(|x| x.top()).filter(|&t| t != "analysis").collect();
            let mut v = forbidden_imports(s, &["analysis"], &others);
            // The crate root itself (`crate::{self}`) counts too.
            v.extend(forbidden_imports(s, &["analysis"], &[""]));
            v
        },
    },
    Check { claim: "name `inkwell`", run: |s, _| check_inkwell(s) },
    Check { claim: "never mutate IR", run: |s, _| check_no_mutation(s) },
    Check { claim: "touches the IR's tables", run: |s, _| check_private_tables(s) },
    Check { claim: "`src/main.rs` only calls the driver", run: |s, _| check_main(s) },
];

#[test]
fn architecture_invariants_hold() {
    let md = architecture_md();
    let paragraphs = invariant_paragraphs(&md);
    let mut failures = vec![];
    for p in &paragraphs {
        if !CHECKS.iter().any(|c| p.contains(c.claim)) {
            failures.push(format!("ARCHITECTURE.md: no check in tests/architecture.rs enforces: {p}"));
        }
    }
    let srcs = sources();
    for c in CHECKS {
        let Some(p) = paragraphs.iter().find(|p| p.contains(c.claim)) else {
            failures.push(format!(
                "tests/architecture.rs: the check for \"{}\" has no '**Architecture invariant:**' paragraph in ARCHITECTURE.md",
                c.claim
            ));
            continue;
        };
        let v = (c.run)(&srcs, &md);
        if !v.is_empty() {
            failures.push(format!("violated: {p}\n    {}", v.join("\n    ")));
        }
    }
    assert!(failures.is_empty(), "\n{}\n", failures.join("\n\n"));
}

// ===== the reader itself =====

fn refs_of(code: &str, module: &[&str]) -> Vec<(String, String)> {
    let module: Vec<String> = module.iter().map(|s| s.to_string()).collect();
    references(&tokens(&strip(code)), &module, None).into_iter().map(|r| (r.top, r.text)).collect()
}

#[test]
fn reader_finds_paths() {
    let got = refs_of(
        "use crate::{ir::{Op, Ir}, syntax::parser};\nfn f() { crate::llvm::x(); self.y(); }\nuse super::ops::Ir;",
        &["ir", "verify"],
    );
    let tops: Vec<&str> = got.iter().map(|(t, _)| t.as_str()).collect();
    assert_eq!(tops, ["ir", "syntax", "llvm", "ir"], "{got:?}");
    // From the root module of a directory, `super::` leaves it.
    assert_eq!(refs_of("use super::passes::x;", &["ir"])[0].0, "passes");
    // `super` in an inline module is the enclosing file's module.
    let got = refs_of("mod tests { use super::super::testutil; use super::*; }", &["analysis", "domtree"]);
    assert_eq!(got.iter().map(|(t, _)| t.as_str()).collect::<Vec<_>>(), ["analysis", "analysis"], "{got:?}");
    // After an inline module closes, `super` is the file's parent again.
    let got = refs_of("mod a { fn f() {} }\nuse super::syntax;", &["ir"]);
    assert_eq!(got[0].0, "syntax");
}

#[test]
fn reader_ignores_comments_strings_and_chars() {
    let code = r###"
        // use crate::llvm;
        /* crate::llvm /* nested */ crate::emit */
        /// Doc: `crate::driver::main`.
        const S: &str = "crate::syntax::x";
        const R: &str = r#"crate::passes "quoted" x"#;
        const C: char = '"';
        fn f<'a>(x: &'a str) -> char { '\'' }
        use crate::ir::Op;
    "###;
    let got = refs_of(code, &["diag"]);
    assert_eq!(got.len(), 1, "{got:?}");
    assert_eq!(got[0].0, "ir");
    // Line numbers survive stripping.
    let r = references(&tokens(&strip(code)), &["diag".to_string()], None);
    assert_eq!(r[0].line, 9);
}

#[test]
fn checks_catch_violations() {
    let src = |rel: &str, code: &str| {
        let toks = tokens(&strip(code));
        let module = module_path(rel);
        let extern_root = (rel == "src/main.rs").then_some("mlirc");
        let refs = references(&toks, &module, extern_root);
        Source { rel: rel.into(), module, toks, refs }
    };
    let srcs = [
        src("src/ir/x.rs", "use crate::syntax::parser; fn f(ir: &Ir) {}"),
        src("src/llvm/y.rs", "fn g<'a>(ir: &'a mut crate::ir::Ir) { let r: Rewriter; }"),
        src("src/passes/z.rs", "use inkwell::context::Context;"),
        src("src/main.rs", "fn main() { mlirc::driver::run(&[]); }"),
    ];
    assert_eq!(forbidden_imports(&srcs, &["ir"], &["syntax"]).len(), 1);
    assert_eq!(check_no_mutation(&srcs).len(), 2);
    assert_eq!(check_inkwell(&srcs).len(), 1);
    assert_eq!(check_main(&srcs).len(), 1);
    let md = "| module | may import |\n|---|---|\n| `ir` | `diag` |\n| `llvm` | `ir` |\n| `passes` | anything |\n";
    let v = check_dependency_table(&srcs, md);
    assert!(v.iter().any(|x| x.contains("`crate::syntax::parser` imports `syntax`")), "{v:?}");
}

#[test]
fn test_only_modules_are_left_out() {
    let code = "fn a() {}\n#[cfg(test)]\nmod tests { use crate::syntax::x; fn f() { if x { } } }\n#[cfg(test)]\nmod more;\nfn b() {}";
    let mut toks = tokens(&strip(code));
    assert_eq!(drop_test_modules(&mut toks), ["more"]);
    assert!(!toks.iter().any(|(t, _)| *t == Tok::Ident("syntax".into())), "the test module's body is dropped");
    assert!(toks.iter().any(|(t, _)| *t == Tok::Ident("b".into())), "code after it stays");
}
