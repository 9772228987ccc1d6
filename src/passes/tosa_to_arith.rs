//! `tosa-to-arith`: tosa.const becomes arith.constant, tosa.apply_scale arith (upstream's TosaToArith.cpp).
//!
//! Takes: verified IR with TOSA ops on ranked tensors. Gives: the ops of this conversion
//! replaced with upstream's semantics; any other op untouched. An op of its set it cannot
//! lower is upstream's error (`failed to legalize operation`). Each op is rewritten once,
//! from a list collected once: linear in the function.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use super::tosa_common::collect;
use crate::diag::Diagnostic;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "tosa-to-arith",
    class: "TosaToArith",
    summary: "Lower TOSA to the Arith dialect",
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
fn wanted(name: &str) -> bool {
    name == "tosa.const"
}

/// Lowers the ops below `top`; whether there was any.
pub fn run(ir: &mut Ir, top: Op) -> Result<bool, Vec<Diagnostic>> {
    let work = collect(ir, top, wanted);
    for &op in &work {
        // `tosa.const` is `arith.constant` of the same elements (dense, splat or resource).
        let values = ir.attr(op, "values").expect("verified: tosa.const has values");
        let ty = ir.value_ty(ir.result(op, 0));
        let mut rw = Rewriter::before(ir, op);
        let c = rw.create_value("arith.constant", vec![], ty, vec![("value", values)]);
        rw.replace_op(op, &[c]);
    }
    Ok(!work.is_empty())
}
