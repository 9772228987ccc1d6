//! What the `tosa-to-*` passes share: collecting the TOSA ops of a function in order, and
//! upstream's error for an op a conversion cannot lower.

use super::manager::{Analyses, Pass, PassResult, Preserved};
use crate::diag::Diagnostic;
use crate::ir::*;

/// A TOSA conversion as a pass: its function lowers the ops below the op the pass runs on and
/// says whether there were any (nothing is preserved then; everything when there were none).
pub struct ConversionPass(pub fn(&mut Ir, Op) -> Result<bool, Vec<Diagnostic>>);

impl Pass for ConversionPass {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if (self.0)(ir, op)? { Preserved::None } else { Preserved::All })
    }
}

/// The ops below `top` whose name `wanted` accepts, in pre-order (producers before users
/// within a block), collected once: the passes rewrite each once, linear in the function.
pub fn collect(ir: &Ir, top: Op, wanted: fn(&str) -> bool) -> Vec<Op> {
    let mut work = vec![];
    ir.walk(top, &mut |o| {
        if wanted(ir.op_name(o)) {
            work.push(o);
        }
    });
    work
}

/// Upstream's dialect-conversion failure: `failed to legalize operation 'tosa.X'`, with why
/// mlirc cannot (a note) when it knows.
pub fn not_legalized(ir: &Ir, op: Op, why: &str) -> Diagnostic {
    let mut d = Diagnostic::error(ir.loc(op), format!("failed to legalize operation '{}'", ir.op_name(op)));
    if !why.is_empty() {
        d = d.note(ir.loc(op), why.to_string());
    }
    d
}
