//! `tosa-to-arith`: tosa.const becomes arith.constant, tosa.apply_scale arith (upstream's TosaToArith.cpp).
//!
//! Takes: verified IR with TOSA ops on ranked tensors. Gives: the ops of this conversion
//! replaced with upstream's semantics; any other op untouched. An op of its set it cannot
//! lower is upstream's error (`failed to legalize operation`). Each op is rewritten once,
//! from a list collected once: linear in the function.
//!
//! `tosa.apply_scale` is lowered only with `include-apply-rescale` (off by default, as
//! upstream; mlirc's default pipeline turns it on), by upstream's 64-bit expansion
//! (`ApplyScale64BitOpConverter`): `(v * m + round) >> s` in i64, truncated to i32; with
//! `DOUBLE_ROUND` and `s > 31`, `round` gets `+-(1 << 30)` by the sign of `v`. Upstream's
//! `use-32-bit` variant is not offered. Only scalar operands; `INEXACT_ROUND` is refused.

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use super::tosa_common::{collect, not_legalized};
use crate::diag::Diagnostic;
use crate::dialects::build::{cmpi, int_bin, overflow, select, SGE};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "tosa-to-arith",
    class: "TosaToArith",
    summary: "Lower TOSA to the Arith dialect",
    options: &[OptionInfo {
        name: "include-apply-rescale",
        kind: OptionKind::Bool,
        default: "false",
        help: "Whether to include the lowering for tosa.apply_rescale to arith",
    }],
    create: |o: &OptionValues| Box::new(ThisPass { apply_scale: o.bool("include-apply-rescale") }),
};

struct ThisPass {
    apply_scale: bool,
}

impl Pass for ThisPass {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op, self.apply_scale)? { Preserved::None } else { Preserved::All })
    }
}

/// The ops this conversion lowers (`tosa.apply_scale` filtered out unless asked for).
fn wanted(name: &str) -> bool {
    name == "tosa.const" || name == "tosa.apply_scale"
}

/// Lowers the ops below `top` (`tosa.apply_scale` only if `apply_scale`); whether there was any.
pub fn run(ir: &mut Ir, top: Op, apply_scale: bool) -> Result<bool, Vec<Diagnostic>> {
    let mut work = collect(ir, top, wanted);
    if !apply_scale {
        work.retain(|&o| ir.op_name(o) == "tosa.const");
    }
    let mut errors = vec![];
    for &op in &work {
        if ir.op_name(op) == "tosa.apply_scale" {
            if let Err(why) = lower_apply_scale(ir, op) {
                errors.push(not_legalized(ir, op, &why));
            }
            continue;
        }
        // `tosa.const` is `arith.constant` of the same elements (dense, splat or resource).
        let values = ir.attr(op, "values").expect("verified: tosa.const has values");
        let ty = ir.value_ty(ir.result(op, 0));
        let mut rw = Rewriter::before(ir, op);
        let c = rw.create_value("arith.constant", vec![], ty, vec![("value", values)]);
        rw.replace_op(op, &[c]);
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(!work.is_empty())
}

/// `tosa.apply_scale %v, %m, %s` as upstream's `ApplyScale64BitOpConverter` writes it.
fn lower_apply_scale(ir: &mut Ir, op: Op) -> Result<(), String> {
    let (v, m, s) = (ir.operand(op, 0), ir.operand(op, 1), ir.operand(op, 2));
    let out = ir.value_ty(ir.result(op, 0));
    let vt = ir.value_ty(v);
    let widths = [vt, ir.value_ty(m), ir.value_ty(s), out].map(|t| ir.ctx.int_width(t));
    let [Some(vw), Some(32), Some(sw), Some(32)] = widths else {
        return Err("mlirc lowers tosa.apply_scale on scalars (i32 multiplier, i32 result) only".into());
    };
    if vw > 64 || sw > 32 {
        return Err("tosa.apply_scale value wider than 64 bits or shift wider than 32 bits".into());
    }
    let mode = ir.attr(op, "rounding_mode").and_then(|a| ir.ctx.enum_value(a, &crate::ir::enums::TOSA_ROUNDING_MODE));
    let double = match mode {
        Some(1) => false,
        Some(3) => true,
        _ => return Err("tosa.apply_scale with rounding mode other than SINGLE_ROUND or DOUBLE_ROUND".into()),
    };
    let i32t = ir.ctx.int_ty(32);
    let i64t = ir.ctx.int_ty(64);
    let mut rw = Rewriter::before(ir, op);
    let int = |rw: &mut Rewriter, t: Type, x: i128| {
        let a = rw.ir.ctx.int_attr(t, x);
        rw.create_value("arith.constant", vec![], t, vec![("value", a)])
    };
    let zero = int(&mut rw, vt, 0);
    let one64 = int(&mut rw, i64t, 1);
    let c31 = int(&mut rw, i32t, 31);
    // The shift is unsigned (upstream extends it with `extui`).
    let s32 = if sw < 32 { rw.create_value("arith.extui", vec![s], i32t, vec![]) } else { s };
    let ext = |rw: &mut Rewriter, x: Value, w: u32| {
        if w < 64 {
            rw.create_value("arith.extsi", vec![x], i64t, vec![])
        } else {
            x
        }
    };
    let v64 = ext(&mut rw, v, vw);
    let m64 = ext(&mut rw, m, 32);
    let prod = int_bin(&mut rw, "arith.muli", v64, m64);
    let s64 = rw.create_value("arith.extui", vec![s32], i64t, vec![]);
    let pow = int_bin(&mut rw, "arith.shli", one64, s64);
    let round = rw.create_value("arith.shrui", vec![pow, one64], i64t, vec![]);
    let mut acc = int_bin(&mut rw, "arith.addi", prod, round);
    if double {
        let pos = int(&mut rw, i64t, 1 << 30);
        let neg = int(&mut rw, i64t, -(1 << 30));
        let nonneg = cmpi(&mut rw, SGE, v, zero);
        let dir = select(&mut rw, nonneg, pos, neg);
        let adjusted = int_bin(&mut rw, "arith.addi", dir, acc);
        let big = cmpi(&mut rw, 4, s32, c31); // sgt
        acc = select(&mut rw, big, adjusted, acc);
    }
    let shifted = rw.create_value("arith.shrsi", vec![acc, s64], i64t, vec![]);
    let flags = overflow(&mut rw, "none");
    let r = rw.create_value("arith.trunci", vec![shifted], i32t, vec![("overflowFlags", flags)]);
    rw.replace_op(op, &[r]);
    Ok(())
}
