//! The MLIR text format: lexer, parser (generic form, and dispatch to each op's custom form in
//! `dialects/`), printer.
//!
//! Architecture invariant: `syntax` knows nothing of LLVM; parsing never panics and never
//! loops, and nesting is bounded (`parser::MAX_DEPTH`).

pub mod lexer;
pub mod parse_attr;
pub mod parser;
pub mod printer;

use crate::diag::Diagnostic;
use crate::ir::{Ir, Op};

/// Parses `text[start..end]` (a whole file or one `// -----` chunk) into a top-level module.
pub fn parse(ir: &mut Ir, file: &str, text: &str, start: usize, end: usize) -> Result<Op, Vec<Diagnostic>> {
    let mut p = parser::Parser::new(ir, file, text, start, end);
    match p.parse_top() {
        Ok(op) => Ok(op),
        Err(()) => Err(p.diags),
    }
}

/// Prints `op` (custom form unless `generic`).
pub fn print(ir: &Ir, op: Op, generic: bool, debug_info: bool) -> String {
    let mut pr = printer::Printer::new(ir, generic);
    pr.debug_info = debug_info;
    pr.print_top(op)
}

/// `print`, streamed to `sink` as it is printed (a large module is never one string).
pub fn print_to(
    ir: &Ir,
    op: Op,
    generic: bool,
    debug_info: bool,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut pr = printer::Printer::new(ir, generic);
    pr.debug_info = debug_info;
    pr.print_top_to(op, sink)
}
