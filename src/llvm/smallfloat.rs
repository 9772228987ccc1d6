//! MLIR 22's small float types (the f8, f6 and f4 families), which LLVM has no type for.
//!
//! A value is its bit pattern in an integer of the type's width (`i8`, `i6`, `i4`: one byte
//! each in memory), as upstream's LLVM type converter represents them. Only `arith.extf` and
//! `arith.truncf` (to and from f16, bf16, f32, f64 and each other), `arith.constant`,
//! `arith.bitcast` and `arith.select` compute on them; any other op of `arith`, `math`,
//! `complex` or `vector` arithmetic on them is refused by name (`check_op`), as upstream's
//! `convert-arith-to-llvm` leaves them unconverted.
//!
//! What the conversions compute:
//! - f4E2M1FN and f8E8M0FNU: exactly what upstream's `arith-expand` (`include-f4e2m1`,
//!   `include-f8e8m0`) emits, the only way upstream compiles them: through f32 (an f64 source
//!   is first rounded to f32); f4E2M1FN rounds half away from zero, saturates to ±6 (NaN to
//!   +6), and drops the sign below 0.5 in magnitude (+0 up to 0.25, +0.5 above, as upstream);
//!   f8E8M0FNU truncation keeps the f32 exponent field (no rounding, sign dropped), and its
//!   extension maps field 0 to +0 and 0xFF to the NaN 0xFFFFFFFF.
//! - every other type: APFloat's `convert` (what upstream's folders compute): extension exact
//!   (NaN payloads shifted, quiet; the FNUZ NaN to the positive default NaN), truncation from
//!   the value in f64 (sources extend to f64 exactly) rounded once to nearest even, overflow to
//!   infinity, to the NaN of formats without one, or saturating in the finite-only f6 types.

use super::{fail, Cx, R};
use crate::ir::float::{sem, NonFinite};
use crate::ir::{FloatKind, Op, TypeKind};
use inkwell::llvm_sys::{LLVMIntPredicate as IP, LLVMOpcode as O};
use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;

/// The small float kind of `t` (a scalar, vector or other shaped type's element), if any.
pub fn small_kind(ctx: &crate::ir::Context, t: crate::ir::Type) -> Option<FloatKind> {
    let e = match ctx.type_kind(t) {
        TypeKind::Complex(e) => *e,
        _ => ctx.elem_ty(t),
    };
    ctx.float_kind(e).filter(|k| k.is_small())
}

/// Refuses, by name, an op that computes on a small float type other than the conversions.
pub fn check_op(cx: &Cx, op: Op, name: &str) -> R<()> {
    let (dialect, short) = name.split_once('.').unwrap_or((name, ""));
    let allowed = match dialect {
        "arith" => matches!(short, "constant" | "extf" | "truncf" | "bitcast" | "select"),
        "math" | "complex" => false,
        "vector" => {
            !matches!(short, "reduction" | "multi_reduction" | "contract" | "fma" | "outerproduct" | "print" | "scan")
        }
        _ => true,
    };
    if allowed {
        return Ok(());
    }
    let ctx = &cx.ir.ctx;
    let tys = cx
        .ir
        .operands(op)
        .iter()
        .map(|&v| cx.ir.value_ty(v))
        .chain(cx.ir.results(op).iter().map(|&v| cx.ir.value_ty(v)));
    for t in tys {
        if let Some(k) = small_kind(ctx, t) {
            return fail(format!(
                "computes on the type '{}', which mlirc only converts (arith.extf, arith.truncf) as upstream's \
                 arith-to-llvm does: extend to f32 first",
                k.name()
            ));
        }
    }
    Ok(())
}

impl<'c> Cx<'_, 'c> {
    fn k64(&self, like: BasicTypeEnum<'c>, v: i128) -> R<BasicValueEnum<'c>> {
        self.splat_int(self.like_shape(self.ll.i64_type().into(), like), v)
    }

    /// `v` (a small float of kind `k`, as integer bits) as f64, exactly.
    fn small_to_f64(&self, v: BasicValueEnum<'c>, k: FloatKind) -> R<BasicValueEnum<'c>> {
        let t = v.get_type();
        let f64t = self.like_shape(self.ll.f64_type().into(), t);
        if k == FloatKind::F8E8M0FNU {
            // Upstream's expansion: the byte as an f32 exponent field; 0xFF the NaN 0xFFFFFFFF.
            let i32t = self.like_shape(self.ll.i32_type().into(), t);
            let x = self.cast(O::LLVMZExt, v, i32t)?;
            let bits = self.binop(O::LLVMShl, x, self.splat_int(i32t, 23)?)?;
            let nan = self.icmp(IP::LLVMIntEQ, v, self.splat_int(t, 0xFF)?)?;
            let bits = self.select(nan, self.splat_int(i32t, -1)?, bits)?;
            let f = self.cast(O::LLVMBitCast, bits, self.like_shape(self.ll.f32_type().into(), t))?;
            return self.cast(O::LLVMFPExt, f, f64t);
        }
        let s = sem(k);
        let (mb, eb) = (s.man_bits as i128, s.exp_bits as i128);
        let w = s.width() as i128;
        let x = self.cast(O::LLVMZExt, v, self.like_shape(self.ll.i64_type().into(), t))?;
        let c = |n: i128| self.k64(t, n);
        let field = self.binop(O::LLVMAnd, self.binop(O::LLVMLShr, x, c(mb)?)?, c((1 << eb) - 1)?)?;
        let man = self.binop(O::LLVMAnd, x, c((1 << mb) - 1)?)?;
        let sign = self.binop(O::LLVMShl, self.binop(O::LLVMLShr, x, c(w - 1)?)?, c(63)?)?;
        let is_sub = self.icmp(IP::LLVMIntEQ, field, c(0)?)?;
        let sig = self.select(is_sub, man, self.binop(O::LLVMOr, man, c(1 << mb)?)?)?;
        let fexp = self.select(is_sub, c(1)?, field)?;
        // 2^(fexp - bias - mb) as f64 bits: always a normal f64 for these formats.
        let p = self.binop(O::LLVMAdd, fexp, c(1023 - s.bias as i128 - mb)?)?;
        let p = self.cast(O::LLVMBitCast, self.binop(O::LLVMShl, p, c(52)?)?, f64t)?;
        let mag = self.fbinop(O::LLVMFMul, self.cast(O::LLVMUIToFP, sig, f64t)?, p, 0)?;
        let mag = self.cast(O::LLVMBitCast, mag, self.like_shape(self.ll.i64_type().into(), t))?;
        let mut r = self.binop(O::LLVMOr, mag, sign)?;
        let nan_payload = |r: BasicValueEnum<'c>, cond: BasicValueEnum<'c>| -> R<BasicValueEnum<'c>> {
            // sign, all-ones exponent, the mantissa at the top, quiet.
            let m = self.binop(O::LLVMShl, man, c(52 - mb)?)?;
            let n = self.binop(O::LLVMOr, self.binop(O::LLVMOr, sign, m)?, c(0x7FF8_0000_0000_0000)?)?;
            self.select(cond, n, r)
        };
        let all_exp = self.icmp(IP::LLVMIntEQ, field, c((1 << eb) - 1)?)?;
        match s.nonfinite {
            NonFinite::Ieee => {
                let man0 = self.icmp(IP::LLVMIntEQ, man, c(0)?)?;
                let inf = self.binop(O::LLVMOr, sign, c(0x7FF0_0000_0000_0000)?)?;
                let special = self.select(man0, inf, nan_payload(r, all_exp)?)?;
                r = self.select(all_exp, special, r)?;
            }
            NonFinite::NanAllOnes => {
                let all_man = self.icmp(IP::LLVMIntEQ, man, c((1 << mb) - 1)?)?;
                let cond = self.binop(O::LLVMAnd, all_exp, all_man)?;
                r = nan_payload(r, cond)?;
            }
            NonFinite::NanNegZero => {
                let cond = self.icmp(IP::LLVMIntEQ, x, c(1 << (w - 1))?)?;
                r = self.select(cond, c(0x7FF8_0000_0000_0000)?, r)?;
            }
            NonFinite::FiniteOnly => {}
        }
        self.cast(O::LLVMBitCast, r, f64t)
    }

    /// `v` (f64) rounded to the small kind `k` as APFloat's `convert` does; integer bits.
    fn f64_to_small(&self, v: BasicValueEnum<'c>, k: FloatKind) -> R<BasicValueEnum<'c>> {
        let t = v.get_type();
        let i64t = self.like_shape(self.ll.i64_type().into(), t);
        let c = |n: i128| self.k64(t, n);
        let s = sem(k);
        let mb = s.man_bits as i128;
        let b = self.cast(O::LLVMBitCast, v, i64t)?;
        let sign_b = self.binop(O::LLVMLShr, b, c(63)?)?;
        let a = self.binop(O::LLVMAnd, b, c(0x7FFF_FFFF_FFFF_FFFF)?)?;
        let is_nan = self.icmp(IP::LLVMIntUGT, a, c(0x7FF0_0000_0000_0000)?)?;
        let field = self.binop(O::LLVMLShr, a, c(52)?)?;
        let man = self.binop(O::LLVMAnd, a, c((1 << 52) - 1)?)?;
        let is_sub = self.icmp(IP::LLVMIntEQ, field, c(0)?)?;
        let sig = self.select(is_sub, man, self.binop(O::LLVMOr, man, c(1 << 52)?)?)?;
        let e2 = self.binop(O::LLVMSub, self.select(is_sub, c(1)?, field)?, c(1075)?)?;
        let lz = self.intrinsic(
            "llvm.ctlz",
            &[i64t],
            &[sig, self.splat_int(self.like_shape(self.ll.bool_type().into(), t), 0)?],
        )?;
        let lead = self.binop(O::LLVMAdd, self.binop(O::LLVMSub, c(63)?, lz)?, e2)?;
        let e_t = self.intrinsic("llvm.smax", &[i64t], &[lead, c(s.emin() as i128)?])?;
        // sig * 2^(e2 - q) rounded to an integer, q = e_t - mb (the shift is positive).
        let sh = self.binop(O::LLVMSub, self.binop(O::LLVMSub, e_t, c(mb)?)?, e2)?;
        let sh = self.intrinsic("llvm.umin", &[i64t], &[sh, c(63)?])?;
        let kept = self.binop(O::LLVMLShr, sig, sh)?;
        let one = c(1)?;
        let rest = self.binop(O::LLVMAnd, sig, self.binop(O::LLVMSub, self.binop(O::LLVMShl, one, sh)?, one)?)?;
        let half = self.binop(O::LLVMShl, one, self.binop(O::LLVMSub, sh, one)?)?;
        let above = self.icmp(IP::LLVMIntUGT, rest, half)?;
        let tie = self.icmp(IP::LLVMIntEQ, rest, half)?;
        let odd = self.cast(O::LLVMTrunc, kept, self.like_shape(self.ll.bool_type().into(), t))?;
        let up = self.binop(O::LLVMOr, above, self.binop(O::LLVMAnd, tie, odd)?)?;
        let r = self.binop(O::LLVMAdd, kept, self.cast(O::LLVMZExt, up, i64t)?)?;
        let mag = if s.signed {
            let base = self.binop(O::LLVMAdd, e_t, c(s.bias as i128 - 1)?)?;
            self.binop(O::LLVMAdd, self.binop(O::LLVMShl, base, c(mb)?)?, r)?
        } else {
            self.binop(O::LLVMAdd, self.binop(O::LLVMAdd, e_t, c(s.bias as i128 - 1)?)?, r)?
        };
        let sign = if s.signed { self.binop(O::LLVMShl, sign_b, c(s.width() as i128 - 1)?)? } else { c(0)? };
        let max = s.max_finite() as i128;
        let nan = s.nan().unwrap_or(0) as i128;
        let with_sign = |n: i128| self.binop(O::LLVMOr, sign, c(n)?);
        let (ovf, nanv, zero) = match s.nonfinite {
            NonFinite::Ieee => (with_sign(max + 1)?, with_sign(nan)?, sign),
            NonFinite::NanAllOnes => (with_sign(nan)?, with_sign(nan)?, sign),
            NonFinite::NanNegZero => (c(nan)?, c(nan)?, c(0)?),
            NonFinite::FiniteOnly => (with_sign(max)?, c(0)?, sign),
        };
        let zero = if s.signed { zero } else { c(0)? };
        let is_zero = self.icmp(IP::LLVMIntEQ, r, c(0)?)?;
        let is_ovf = self.icmp(IP::LLVMIntSGT, mag, c(max)?)?;
        let mut out = self.binop(O::LLVMOr, sign, mag)?;
        out = self.select(is_zero, zero, out)?;
        out = self.select(is_ovf, ovf, out)?;
        out = self.select(is_nan, nanv, out)?;
        self.cast(O::LLVMTrunc, out, self.like_shape(self.int_ty(s.width()).into(), t))
    }

    /// `v` (f32) to f4E2M1FN as upstream's `arith-expand` (`include-f4e2m1`) computes it.
    fn f32_to_f4e2m1(&self, v: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
        use inkwell::llvm_sys::LLVMRealPredicate as FP;
        let t = v.get_type();
        let (i32t, i8t, i4t) = (
            self.like_shape(self.ll.i32_type().into(), t),
            self.like_shape(self.ll.i8_type().into(), t),
            self.like_shape(self.int_ty(4).into(), t),
        );
        let (c32, c8, c4) = (|n| self.splat_int(i32t, n), |n| self.splat_int(i8t, n), |n| self.splat_int(i4t, n));
        let (six, msix) = (self.splat_float(t, 6.0)?, self.splat_float(t, -6.0)?);
        let lt = self.fcmp(FP::LLVMRealULT, v, six, 0)?;
        let x = self.select(lt, v, six)?;
        let uno = self.fcmp(FP::LLVMRealUNO, v, v, 0)?;
        let x = self.select(uno, six, x)?;
        let gt = self.fcmp(FP::LLVMRealUGT, x, msix, 0)?;
        let y = self.select(gt, x, msix)?;
        let uno = self.fcmp(FP::LLVMRealUNO, x, x, 0)?;
        let x = self.select(uno, msix, y)?;
        let b = self.cast(O::LLVMBitCast, x, i32t)?;
        let sign =
            self.binop(O::LLVMShl, self.cast(O::LLVMTrunc, self.binop(O::LLVMLShr, b, c32(31)?)?, i4t)?, c4(3)?)?;
        let e = self.binop(O::LLVMSub, self.binop(O::LLVMLShr, b, c32(23)?)?, c32(126)?)?;
        let e4 = self.binop(O::LLVMShl, self.cast(O::LLVMTrunc, e, i4t)?, c4(1)?)?;
        let r = self.binop(O::LLVMAdd, sign, e4)?;
        let m1 = self.binop(O::LLVMLShr, self.binop(O::LLVMAnd, b, c32(0x40_0000)?)?, c32(22)?)?;
        let r = self.binop(O::LLVMAdd, r, self.cast(O::LLVMTrunc, m1, i4t)?)?;
        let e8 = self.cast(O::LLVMTrunc, e, i8t)?;
        let sub = self.icmp(IP::LLVMIntSLE, e8, c8(0)?)?;
        let em1 = self.icmp(IP::LLVMIntEQ, e8, c8(-1)?)?;
        let man = self.binop(O::LLVMAnd, b, c32(0x7F_FFFF)?)?;
        let man_nz = self.icmp(IP::LLVMIntUGT, man, c32(0)?)?;
        let quarter_half = self.binop(O::LLVMAnd, em1, man_nz)?;
        let e0 = self.icmp(IP::LLVMIntEQ, e8, c8(0)?)?;
        let r1 = self.select(sub, c4(-1)?, r)?;
        let r2 = self.select(quarter_half, c4(0)?, r1)?;
        let r3 = self.select(e0, r, r2)?;
        let low = self.binop(O::LLVMAnd, b, c32(0x3F_FFFF)?)?;
        let half_up = self.icmp(IP::LLVMIntUGE, low, c32(0x20_0000)?)?;
        let up = self.binop(O::LLVMOr, half_up, sub)?;
        self.select(up, self.binop(O::LLVMAdd, r3, c4(1)?)?, r3)
    }

    /// `arith.extf`/`arith.truncf` where the source or the result (kinds `from`, `to`) is a
    /// small float; `rt` is the result's LLVM type.
    pub fn small_float_convert(
        &self,
        v: BasicValueEnum<'c>,
        from: FloatKind,
        to: FloatKind,
        rt: BasicTypeEnum<'c>,
    ) -> R<BasicValueEnum<'c>> {
        let t = v.get_type();
        let f64t = self.like_shape(self.ll.f64_type().into(), t);
        let f32t = self.like_shape(self.ll.f32_type().into(), t);
        // The source as f64, exactly; or, for the two expanded results, as f32.
        let wide = if from.is_small() {
            self.small_to_f64(v, from)?
        } else if from == FloatKind::F64 {
            v
        } else {
            self.cast(O::LLVMFPExt, v, f64t)?
        };
        if !to.is_small() {
            return if to == FloatKind::F64 { Ok(wide) } else { self.fptrunc(wide, rt) };
        }
        match to {
            FloatKind::F4E2M1FN | FloatKind::F8E8M0FNU => {
                // Upstream: f64 rounded to f32 first, narrower floats extended to f32.
                let x = if from == FloatKind::F32 { v } else { self.fptrunc(wide, f32t)? };
                if to == FloatKind::F4E2M1FN {
                    self.f32_to_f4e2m1(x)
                } else {
                    let i32t = self.like_shape(self.ll.i32_type().into(), t);
                    let b = self.cast(O::LLVMBitCast, x, i32t)?;
                    let e = self.binop(O::LLVMLShr, b, self.splat_int(i32t, 23)?)?;
                    self.cast(O::LLVMTrunc, e, rt)
                }
            }
            _ => self.f64_to_small(wide, to),
        }
    }
}
