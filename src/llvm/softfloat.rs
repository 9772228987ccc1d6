//! bf16 helpers.
//!
//! Weak definitions of the compiler-runtime conversions to bf16 (`__truncsfbf2`,
//! `__truncdfbf2`) that LLVM's bf16 lowering calls. Older libgcc (GCC 12, Debian bookworm)
//! lacks them; MLIR's runner utils ship their own for the same reason. Weak, so a toolchain's
//! own definitions win.
//!
//! bf16 arithmetic in f32 (`Options::bf16_via_f32`, AArch64 without `+bf16`): the operands
//! extended, the op on f32, the result rounded to bf16 by integer operations (`Cx::to_bf16`),
//! as upstream's `arith-emulate-unsupported-floats` computes it. LLVM 22's AArch64 backend
//! expands the f32 → bf16 rounding of 8-lane bf16 arithmetic with the round-to-even bit read
//! from the wrong register (results 1 ulp off on ties); a plain `fptrunc` would not avoid it,
//! since InstCombine turns `fptrunc(fadd(fpext a, fpext b))` back into a bf16 `fadd`.
//!
//! All round to nearest even; NaNs stay NaNs (quieted, sign kept).

use super::{Cx, R};
use inkwell::llvm_sys::{LLVMIntPredicate as IP, LLVMOpcode as O};
use inkwell::module::Linkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;
use inkwell::IntPredicate;

impl<'c> Cx<'_, 'c> {
    /// Whether values of `t` (bf16 or a vector of bf16) are computed in f32 (`Options::bf16_via_f32`).
    pub fn bf16_in_f32(&self, t: BasicTypeEnum<'c>) -> bool {
        self.opts.bf16_via_f32 && self.scalar_of(t) == self.ll.bf16_type().into()
    }

    /// `f` of `args` (bf16 scalars or vectors of one shape) computed in f32 and rounded back to
    /// bf16 when `bf16_in_f32`; `f` of `args` themselves otherwise.
    pub fn via_f32(
        &self,
        args: &[BasicValueEnum<'c>],
        f: impl FnOnce(&[BasicValueEnum<'c>]) -> R<BasicValueEnum<'c>>,
    ) -> R<BasicValueEnum<'c>> {
        let Some(t) = args.first().map(|a| a.get_type()).filter(|&t| self.bf16_in_f32(t)) else { return f(args) };
        let f32t = self.like_shape(self.ll.f32_type().into(), t);
        let xs = args.iter().map(|&a| self.cast(O::LLVMFPExt, a, f32t)).collect::<R<Vec<_>>>()?;
        let r = f(&xs)?;
        self.to_bf16(r)
    }

    /// `v` (f32, or a vector of f32) rounded to bf16 by integer operations, as `__truncsfbf2`.
    pub fn to_bf16(&self, v: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
        let t = v.get_type();
        let i32t = self.like_shape(self.ll.i32_type().into(), t);
        let k = |n: i128| self.splat_int(i32t, n);
        let bits = self.cast(O::LLVMBitCast, v, i32t)?;
        let hi = self.binop(O::LLVMLShr, bits, k(16)?)?;
        let lsb = self.binop(O::LLVMAnd, hi, k(1)?)?;
        let bias = self.binop(O::LLVMAdd, lsb, k(0x7fff)?)?;
        let rounded = self.binop(O::LLVMLShr, self.binop(O::LLVMAdd, bits, bias)?, k(16)?)?;
        let abs = self.binop(O::LLVMAnd, bits, k(0x7fff_ffff)?)?;
        let is_nan = self.icmp(IP::LLVMIntUGT, abs, k(0x7f80_0000)?)?;
        let qnan = self.binop(O::LLVMOr, hi, k(0x40)?)?;
        let r = self.select(is_nan, qnan, rounded)?;
        let h = self.cast(O::LLVMTrunc, r, self.like_shape(self.ll.i16_type().into(), t))?;
        self.cast(O::LLVMBitCast, h, self.like_shape(self.ll.bf16_type().into(), t))
    }

    /// `fptrunc v to rt`, through `to_bf16` when `rt` is computed in f32 and `v` is f32.
    pub fn fptrunc(&self, v: BasicValueEnum<'c>, rt: BasicTypeEnum<'c>) -> R<BasicValueEnum<'c>> {
        if self.bf16_in_f32(rt) && self.scalar_of(v.get_type()) == self.ll.f32_type().into() {
            return self.to_bf16(v);
        }
        self.cast(O::LLVMFPTrunc, v, rt)
    }
}

/// Adds the helpers to the module (called when the module uses bf16).
pub fn add_bf16_helpers(cx: &mut Cx) -> R<()> {
    let bf = cx.ll.bf16_type();
    let (f32t, f64t, i32t, i64t, i16t) =
        (cx.ll.f32_type(), cx.ll.f64_type(), cx.ll.i32_type(), cx.ll.i64_type(), cx.ll.i16_type());
    let b = cx.ll.create_builder();

    // float -> bf16: RNE on the top 16 bits of the f32 pattern.
    if cx.module.get_function("__truncsfbf2").map(|f| f.count_basic_blocks() == 0).unwrap_or(true) {
        let f = match cx.module.get_function("__truncsfbf2") {
            Some(f) => f,
            None => cx.module.add_function("__truncsfbf2", bf.fn_type(&[f32t.into()], false), None),
        };
        f.set_linkage(Linkage::WeakODR);
        b.position_at_end(cx.ll.append_basic_block(f, "entry"));
        let x = f.get_nth_param(0).ok_or(super::Fail::Msg("bad helper".into()))?.into_float_value();
        let bits = b.build_bit_cast(x, i32t, "")?.into_int_value();
        let r = round_f32_bits_to_bf16(&b, cx, bits)?;
        let h = b.build_int_truncate(r, i16t, "")?;
        let v = b.build_bit_cast(h, bf, "")?;
        b.build_return(Some(&v))?;
    }

    // double -> bf16: round to odd into f32 (exact enough: 24 >= 2*8+2 bits), then RNE.
    if cx.module.get_function("__truncdfbf2").map(|f| f.count_basic_blocks() == 0).unwrap_or(true) {
        let f = match cx.module.get_function("__truncdfbf2") {
            Some(f) => f,
            None => cx.module.add_function("__truncdfbf2", bf.fn_type(&[f64t.into()], false), None),
        };
        f.set_linkage(Linkage::WeakODR);
        b.position_at_end(cx.ll.append_basic_block(f, "entry"));
        let x = f.get_nth_param(0).ok_or(super::Fail::Msg("bad helper".into()))?.into_float_value();
        // t = (float)x, rounded to nearest; step toward zero if it rounded away from zero.
        let t = b.build_float_trunc(x, f32t, "")?;
        let back = b.build_float_ext(t, f64t, "")?;
        let tbits = b.build_bit_cast(t, i32t, "")?.into_int_value();
        let ax = b.build_bit_cast(x, i64t, "")?.into_int_value();
        let abs_mask = i64t.const_int(0x7fff_ffff_ffff_ffff, false);
        let ax = b.build_and(ax, abs_mask, "")?;
        let aback = b.build_bit_cast(back, i64t, "")?.into_int_value();
        let aback = b.build_and(aback, abs_mask, "")?;
        let away = b.build_int_compare(IntPredicate::UGT, aback, ax, "")?;
        // Infinity from a finite overflow stays infinity (round to odd keeps it out of range).
        let is_nan = b.build_float_compare(inkwell::FloatPredicate::UNO, x, x, "")?;
        let step = b.build_and(away, b.build_not(is_nan, "")?, "")?;
        let dec = b.build_int_sub(tbits, i32t.const_int(1, false), "")?;
        let tz = b.build_select(step, dec, tbits, "")?.into_int_value();
        let inexact = b.build_float_compare(inkwell::FloatPredicate::UNE, back, x, "")?;
        let inexact = b.build_and(inexact, b.build_not(is_nan, "")?, "")?;
        let odd = b.build_or(tz, i32t.const_int(1, false), "")?;
        let jammed = b.build_select(inexact, odd, tz, "")?.into_int_value();
        let r = round_f32_bits_to_bf16(&b, cx, jammed)?;
        let h = b.build_int_truncate(r, i16t, "")?;
        let v = b.build_bit_cast(h, bf, "")?;
        b.build_return(Some(&v))?;
    }
    Ok(())
}

/// `(bits + 0x7fff + ((bits >> 16) & 1)) >> 16`, or the quieted NaN `(bits >> 16) | 0x40`.
fn round_f32_bits_to_bf16<'c>(
    b: &inkwell::builder::Builder<'c>,
    cx: &Cx<'_, 'c>,
    bits: inkwell::values::IntValue<'c>,
) -> R<inkwell::values::IntValue<'c>> {
    let i32t = cx.ll.i32_type();
    let c = |v: u64| i32t.const_int(v, false);
    let hi = b.build_right_shift(bits, c(16), false, "")?;
    let lsb = b.build_and(hi, c(1), "")?;
    let bias = b.build_int_add(c(0x7fff), lsb, "")?;
    let rounded = b.build_right_shift(b.build_int_add(bits, bias, "")?, c(16), false, "")?;
    let abs = b.build_and(bits, c(0x7fff_ffff), "")?;
    let is_nan = b.build_int_compare(IntPredicate::UGT, abs, c(0x7f80_0000), "")?;
    let qnan = b.build_or(hi, c(0x40), "")?;
    Ok(b.build_select(is_nan, qnan, rounded, "")?.into_int_value())
}
