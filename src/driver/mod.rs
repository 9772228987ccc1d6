//! The driver: command line → `compile` → outputs and exit code.
//!
//! `compile` is the pipeline, read top to bottom. Outputs are written atomically and only on
//! success; internal errors become a one-line banner and exit code 101.

pub mod cli;

use crate::diag::{self, Diagnostic, Source};
use crate::ir::verify;
use crate::ir::Ir;
use crate::syntax;
use cli::{Options, Parsed};
use std::io::{Read, Write};

/// Exit codes.
pub const EXIT_OK: i32 = 0;
pub const EXIT_DIAG: i32 = 1;
pub const EXIT_USAGE: i32 = 2;
pub const EXIT_ICE: i32 = 101;

/// Stack for the compiler thread: deep but bounded nesting must never overflow.
const STACK_SIZE: usize = 512 << 20;

/// The marker that splits an input with `--split-input-file`.
pub const SPLIT_MARKER: &str = "// -----";

/// Entry point of the binary: runs the compiler on a big-stack thread and turns panics into
/// an internal-error banner.
pub fn main(args: Vec<String>) -> i32 {
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let at = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
        eprintln!("mlirc: internal compiler error: {msg}{at} (please report this bug)");
    }));
    let h = std::thread::Builder::new().stack_size(STACK_SIZE).spawn(move || run(&args));
    match h.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => EXIT_ICE,
    }
}

/// Parses flags and runs.
pub fn run(args: &[String]) -> i32 {
    let opts = match cli::parse(args) {
        Ok(Parsed::Run(o)) => o,
        Ok(Parsed::Help) => {
            print!("{}", cli::HELP);
            return EXIT_OK;
        }
        Ok(Parsed::Version) => {
            println!("mlirc {} (LLVM {})", env!("CARGO_PKG_VERSION"), crate::llvm::version());
            return EXIT_OK;
        }
        Err(msg) => {
            eprintln!("mlirc: error: {msg}");
            eprintln!("Run 'mlirc --help' for usage.");
            return EXIT_USAGE;
        }
    };
    let (name, text) = match read_input(&opts.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("mlirc: error: could not open input file '{}': {e}", opts.input);
            return EXIT_DIAG;
        }
    };
    let text = match String::from_utf8(text) {
        Ok(t) => t,
        Err(e) => {
            // Lex what is valid; the first invalid byte is where the error is reported.
            let valid = e.utf8_error().valid_up_to();
            let bytes = e.into_bytes();
            let t = String::from_utf8_lossy(&bytes[..valid]).into_owned();
            let line = t.matches('\n').count() + 1;
            let col = valid - t.rfind('\n').map(|p| p + 1).unwrap_or(0) + 1;
            eprintln!("{name}:{line}:{col}: error: input is not valid UTF-8");
            return EXIT_DIAG;
        }
    };
    let (out, ok) = process(&opts, &name, &text);
    if !ok {
        return EXIT_DIAG;
    }
    match write_output(opts.output.as_deref(), out.as_bytes()) {
        Ok(()) => EXIT_OK,
        Err(e) => {
            eprintln!("mlirc: error: {e}");
            EXIT_DIAG
        }
    }
}

fn read_input(path: &str) -> std::io::Result<(String, Vec<u8>)> {
    if path == "-" {
        let mut v = vec![];
        std::io::stdin().read_to_end(&mut v)?;
        Ok(("<stdin>".to_string(), v))
    } else {
        Ok((path.to_string(), std::fs::read(path)?))
    }
}

/// Writes `data` to `path` atomically (temp file in the same folder, then rename); `None` or
/// `-` is standard output.
pub fn write_output(path: Option<&str>, data: &[u8]) -> Result<(), String> {
    match path {
        None | Some("-") => {
            let mut o = std::io::stdout().lock();
            o.write_all(data).and_then(|_| o.flush()).map_err(|e| format!("cannot write output: {e}"))
        }
        Some(p) => {
            let path = std::path::Path::new(p);
            let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
            let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| format!("cannot write '{p}': {e}"))?;
            tmp.write_all(data).map_err(|e| format!("cannot write '{p}': {e}"))?;
            tmp.persist(path).map_err(|e| format!("cannot write '{p}': {}", e.error))?;
            Ok(())
        }
    }
}

/// Byte ranges of the chunks of `text` (one chunk unless splitting). Lines holding the split
/// marker belong to no chunk.
pub fn chunks(text: &str, split: bool) -> Vec<(usize, usize)> {
    if !split {
        return vec![(0, text.len())];
    }
    let mut out = vec![];
    let mut start = 0;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        if line.contains(SPLIT_MARKER) {
            out.push((start, pos));
            start = pos + line.len();
        }
        pos += line.len();
    }
    out.push((start, text.len()));
    out
}

/// The result of compiling one chunk.
pub struct ChunkResult {
    pub ir: Ir,
    pub output: Option<String>,
    pub diags: Vec<Diagnostic>,
}

/// The pipeline for one chunk: parse → verify → print.
pub fn compile(opts: &Options, file: &str, text: &str, range: (usize, usize)) -> ChunkResult {
    let mut ir = Ir::new();
    let top = match syntax::parse(&mut ir, file, text, range.0, range.1) {
        Ok(op) => op,
        Err(diags) => return ChunkResult { ir, output: None, diags },
    };
    let diags = verify::verify(&ir, top);
    if !diags.is_empty() {
        return ChunkResult { ir, output: None, diags };
    }
    let output = match opts.emit {
        cli::Emit::Mlir => syntax::print(&ir, top, opts.generic, opts.debug_info),
    };
    ChunkResult { ir, output: Some(output), diags: vec![] }
}

/// Runs every chunk; returns the joined output and whether everything succeeded. Diagnostics go
/// to standard error.
pub fn process(opts: &Options, file: &str, text: &str) -> (String, bool) {
    let mut outputs = vec![];
    let mut ok = true;
    let src = [Source { name: file, text }];
    for range in chunks(text, opts.split) {
        let r = compile(opts, file, text, range);
        if opts.verify_diagnostics {
            let first_line = text[..range.0].matches('\n').count() as u32 + 1;
            let report = diag::verify(&r.ir.ctx, file, &text[range.0..range.1], first_line, &r.diags);
            if !report.is_empty() {
                eprint!("{report}");
                ok = false;
            }
        } else if !r.diags.is_empty() {
            eprint!("{}", diag::render(&r.ir.ctx, &src, &r.diags));
            ok = false;
        }
        if let Some(o) = r.output {
            outputs.push(o);
        }
        // The process ends soon: freeing every table one by one would only cost time.
        std::mem::forget(r.ir);
    }
    (outputs.join(&format!("{SPLIT_MARKER}\n")), ok)
}

/// Parses, verifies and prints `src` in one call (used by the fuzz test). Never panics by
/// contract; errors come back rendered.
pub fn roundtrip_text(src: &str, generic: bool) -> Result<String, String> {
    let mut ir = Ir::new();
    let top = syntax::parse(&mut ir, "<input>", src, 0, src.len())
        .map_err(|d| diag::render(&ir.ctx, &[Source { name: "<input>", text: src }], &d))?;
    let diags = verify::verify(&ir, top);
    if !diags.is_empty() {
        return Err(diag::render(&ir.ctx, &[Source { name: "<input>", text: src }], &diags));
    }
    Ok(syntax::print(&ir, top, generic, false))
}
