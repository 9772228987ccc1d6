//! `tosa-to-linalg`: TOSA's element-wise ops, reductions, `argmax`, `gather`, `table`,
//! `rescale`, `reverse`, `tile`, `resize`, `fft2d`/`rfft2d` become `linalg.generic`s on
//! tensors (upstream's TosaToLinalg.cpp), with upstream's broadcasting and NaN rules.
//!
//! Takes: verified IR, after `tosa-to-linalg-named` (and `tosa-to-scf`, which lowers
//! `scatter`). Gives: those ops replaced; `const`, `const_shape`, `reshape`, `slice`, `pad`,
//! `concat`, `cond_if`, `while_loop` and `apply_scale` stay for `tosa-to-arith`,
//! `tosa-to-tensor` and `tosa-to-scf`, as upstream leaves them legal. Each op is rewritten
//! once, from a list collected once: linear in the function.
//!
//! The rules are split by kind: `elementwise.rs` (unary, binary, ternary, comparison,
//! activation and cast ops, `rescale`, `table`), `reductions.rs` (`reduce_*`, `argmax`),
//! `data.rs` (`gather`, `reverse`, `tile`, `resize`, `fft2d`, `rfft2d`).

mod body;
mod data;
mod elementwise;
mod reductions;

use super::manager::{OptionValues, PassInfo};
use super::tosa_common::{collect, ConversionPass};
use crate::diag::Diagnostic;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "tosa-to-linalg",
    class: "TosaToLinalg",
    summary: "Lower TOSA to LinAlg on tensors",
    options: &[],
    create: |_: &OptionValues| Box::new(ConversionPass(run)),
};

fn wanted(name: &str) -> bool {
    elementwise::wanted(name) || reductions::wanted(name) || data::wanted(name)
}

/// Lowers the ops below `top`; whether there was any.
pub fn run(ir: &mut Ir, top: Op) -> Result<bool, Vec<Diagnostic>> {
    let work = collect(ir, top, wanted);
    let mut errors = vec![];
    for &op in &work {
        let name = ir.op_name(op).to_string();
        let r = if elementwise::wanted(&name) {
            elementwise::lower(ir, op)
        } else if reductions::wanted(&name) {
            reductions::lower(ir, op)
        } else {
            data::lower(ir, op)
        };
        if let Err(d) = r {
            errors.push(d);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(!work.is_empty())
}
