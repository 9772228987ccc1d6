//! Weak definitions of the compiler-runtime conversions to bf16 (`__truncsfbf2`,
//! `__truncdfbf2`) that LLVM's bf16 lowering calls. Older libgcc (GCC 12, Debian bookworm)
//! lacks them; MLIR's runner utils ship their own for the same reason. Weak, so a toolchain's
//! own definitions win.
//!
//! Both round to nearest even; NaNs stay NaNs (quieted, sign kept).

use super::{Cx, R};
use inkwell::module::Linkage;
use inkwell::IntPredicate;

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
