//! `complex` ops on `{T, T}` structs (real part first, as upstream's `convert-complex-to-llvm`
//! lays them out), with the formulas of upstream's `convert-complex-to-standard`, operation
//! for operation, so that results match the upstream pipeline bit for bit: division is
//! Smith's algorithm with the scaling for infinite and zero operands and the NaN recovery,
//! `abs` is `max * sqrt(1 + (min/max)^2)` (NaN → min), `sqrt`/`rsqrt`/`log`/`log1p`/`exp`/
//! `expm1`/`pow`/`sin`/`cos`/`tan`/`tanh` their special-case formulas, `powi` is `pow` with a
//! real exponent and `atan2` is `-i * log((x + iy) / sqrt(x^2 + y^2))` through the complex
//! operations themselves. The `math` functions these formulas use are emitted as the reference
//! pipeline's `convert-math-to-llvm` lowers them: intrinsics, `rsqrt` as `1 / sqrt`, and
//! `expm1`/`log1p` as `exp(x) - 1` and `log(1 + x)` (not libm's). The op's fast-math flags go
//! on every float instruction.
//! `complex.bitcast` (which upstream's pipeline does not lower) reinterprets the bytes of the
//! struct, real part first.

use super::{fail, Cx, R};
use crate::ir::{AttrKind, Op};
use inkwell::llvm_sys::{LLVMOpcode as O, LLVMRealPredicate as FP};
use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;

type V<'c> = BasicValueEnum<'c>;
/// A complex value as its (real, imaginary) parts.
type C<'c> = (V<'c>, V<'c>);

/// The emitter of one op: its part type and fast-math flags.
struct E<'x, 'a, 'c> {
    cx: &'x Cx<'a, 'c>,
    t: BasicTypeEnum<'c>,
    fm: u32,
}

impl<'c> E<'_, '_, 'c> {
    fn k(&self, v: f64) -> V<'c> {
        self.t.into_float_type().const_float(v).into()
    }
    fn add(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.cx.fbinop(O::LLVMFAdd, a, b, self.fm)
    }
    fn sub(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.cx.fbinop(O::LLVMFSub, a, b, self.fm)
    }
    fn mul(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.cx.fbinop(O::LLVMFMul, a, b, self.fm)
    }
    fn div(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.cx.fbinop(O::LLVMFDiv, a, b, self.fm)
    }
    fn neg(&self, a: V<'c>) -> R<V<'c>> {
        self.cx.fneg(a, self.fm)
    }
    fn cmp(&self, p: FP, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.cx.fcmp(p, a, b, self.fm)
    }
    fn sel(&self, c: V<'c>, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.cx.select(c, a, b)
    }
    fn and(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.cx.binop(O::LLVMAnd, a, b)
    }
    fn or(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.cx.binop(O::LLVMOr, a, b)
    }
    fn not(&self, a: V<'c>) -> R<V<'c>> {
        let t = self.cx.ll.bool_type().const_all_ones().into();
        self.cx.binop(O::LLVMXor, a, t)
    }
    /// A call of the float intrinsic `llvm.NAME` on `args`.
    fn intr(&self, name: &str, args: &[V<'c>]) -> R<V<'c>> {
        let v = self.cx.intrinsic(&format!("llvm.{name}"), &[self.t], args)?;
        self.cx.set_fm(v, self.fm);
        Ok(v)
    }
    fn fabs(&self, a: V<'c>) -> R<V<'c>> {
        self.intr("fabs", &[a])
    }
    fn max(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.intr("maximum", &[a, b])
    }
    fn min(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.intr("minimum", &[a, b])
    }
    fn copysign(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.intr("copysign", &[a, b])
    }
    fn sqrt(&self, a: V<'c>) -> R<V<'c>> {
        self.intr("sqrt", &[a])
    }
    /// `math.rsqrt`: `1 / sqrt(a)`.
    fn rsqrt(&self, a: V<'c>) -> R<V<'c>> {
        let s = self.sqrt(a)?;
        self.div(self.k(1.0), s)
    }
    fn exp(&self, a: V<'c>) -> R<V<'c>> {
        self.intr("exp", &[a])
    }
    fn log(&self, a: V<'c>) -> R<V<'c>> {
        self.intr("log", &[a])
    }
    fn sin(&self, a: V<'c>) -> R<V<'c>> {
        self.intr("sin", &[a])
    }
    fn cos(&self, a: V<'c>) -> R<V<'c>> {
        self.intr("cos", &[a])
    }
    fn atan2(&self, y: V<'c>, x: V<'c>) -> R<V<'c>> {
        self.intr("atan2", &[y, x])
    }
    fn powf(&self, a: V<'c>, b: V<'c>) -> R<V<'c>> {
        self.intr("pow", &[a, b])
    }
    fn fma(&self, a: V<'c>, b: V<'c>, c: V<'c>) -> R<V<'c>> {
        self.intr("fma", &[a, b, c])
    }
    /// `math.expm1` as the reference pipeline's `convert-math-to-llvm` expands it: `exp(a) - 1`.
    fn expm1(&self, a: V<'c>) -> R<V<'c>> {
        let e = self.exp(a)?;
        self.sub(e, self.k(1.0))
    }
    /// `math.log1p` as `convert-math-to-llvm` expands it: `log(1 + a)`.
    fn log1p(&self, a: V<'c>) -> R<V<'c>> {
        let s = self.add(self.k(1.0), a)?;
        self.log(s)
    }

    // ----- the formulas -----

    fn c_add(&self, (a, b): C<'c>, (c, d): C<'c>) -> R<C<'c>> {
        Ok((self.add(a, c)?, self.add(b, d)?))
    }

    fn c_mul(&self, (a, b): C<'c>, (c, d): C<'c>) -> R<C<'c>> {
        let ac = self.mul(a, c)?;
        let bd = self.mul(b, d)?;
        let re = self.sub(ac, bd)?;
        let bc = self.mul(b, c)?;
        let ad = self.mul(a, d)?;
        Ok((re, self.add(bc, ad)?))
    }

    /// `|x + iy|` = `max * sqrt(1 + (min/max)^2)`, or `min` when that is NaN.
    fn abs(&self, (x, y): C<'c>) -> R<V<'c>> {
        let (ax, ay) = (self.fabs(x)?, self.fabs(y)?);
        let (mx, mn) = (self.max(ax, ay)?, self.min(ax, ay)?);
        let r = self.div(mn, mx)?;
        let r2 = self.mul(r, r)?;
        let s = self.add(r2, self.k(1.0))?;
        let s = self.sqrt(s)?;
        let t = self.mul(mx, s)?;
        let nan = self.cmp(FP::LLVMRealUNO, t, t)?;
        self.sel(nan, mn, t)
    }

    /// Smith's algorithm, then the C99 Annex G fix-ups where it gives NaN + iNaN.
    fn c_div(&self, (a, b): C<'c>, (c, d): C<'c>) -> R<C<'c>> {
        let (zero, one, inf) = (self.k(0.0), self.k(1.0), self.k(f64::INFINITY));
        // |c| < |d|: scale by c/d.
        let r1 = self.div(c, d)?;
        let t = self.mul(r1, c)?;
        let den1 = self.add(d, t)?;
        let t = self.mul(a, r1)?;
        let t = self.add(t, b)?;
        let re1 = self.div(t, den1)?;
        let t = self.mul(b, r1)?;
        let t = self.sub(t, a)?;
        let im1 = self.div(t, den1)?;
        // Otherwise by d/c.
        let r2 = self.div(d, c)?;
        let t = self.mul(r2, d)?;
        let den2 = self.add(c, t)?;
        let t = self.mul(b, r2)?;
        let t = self.add(a, t)?;
        let re2 = self.div(t, den2)?;
        let t = self.mul(a, r2)?;
        let t = self.sub(b, t)?;
        let im2 = self.div(t, den2)?;
        // A zero divisor and a non-NaN dividend: infinities with c's sign.
        let ac = self.fabs(c)?;
        let c0 = self.cmp(FP::LLVMRealOEQ, ac, zero)?;
        let ad = self.fabs(d)?;
        let d0 = self.cmp(FP::LLVMRealOEQ, ad, zero)?;
        let a_ord = self.cmp(FP::LLVMRealORD, a, zero)?;
        let b_ord = self.cmp(FP::LLVMRealORD, b, zero)?;
        let num_ord = self.or(a_ord, b_ord)?;
        let den0 = self.and(c0, d0)?;
        let case_zero = self.and(num_ord, den0)?;
        let sc = self.copysign(inf, c)?;
        let re_zero = self.mul(sc, a)?;
        let im_zero = self.mul(sc, b)?;
        // An infinite dividend and a finite divisor.
        let c_fin = self.cmp(FP::LLVMRealONE, ac, inf)?;
        let d_fin = self.cmp(FP::LLVMRealONE, ad, inf)?;
        let den_fin = self.and(c_fin, d_fin)?;
        let aa = self.fabs(a)?;
        let a_inf = self.cmp(FP::LLVMRealOEQ, aa, inf)?;
        let ab = self.fabs(b)?;
        let b_inf = self.cmp(FP::LLVMRealOEQ, ab, inf)?;
        let num_inf = self.or(a_inf, b_inf)?;
        let case_inf = self.and(num_inf, den_fin)?;
        let t = self.sel(a_inf, one, zero)?;
        let ta = self.copysign(t, a)?;
        let t = self.sel(b_inf, one, zero)?;
        let tb = self.copysign(t, b)?;
        let x = self.mul(ta, c)?;
        let y = self.mul(tb, d)?;
        let t = self.add(x, y)?;
        let re_inf = self.mul(inf, t)?;
        let x = self.mul(ta, d)?;
        let y = self.mul(tb, c)?;
        let t = self.sub(y, x)?;
        let im_inf = self.mul(inf, t)?;
        // A finite dividend and an infinite divisor.
        let a_fin = self.cmp(FP::LLVMRealONE, aa, inf)?;
        let b_fin = self.cmp(FP::LLVMRealONE, ab, inf)?;
        let num_fin = self.and(a_fin, b_fin)?;
        let c_inf = self.cmp(FP::LLVMRealOEQ, ac, inf)?;
        let d_inf = self.cmp(FP::LLVMRealOEQ, ad, inf)?;
        let den_inf = self.or(c_inf, d_inf)?;
        let case_fin = self.and(num_fin, den_inf)?;
        let t = self.sel(c_inf, one, zero)?;
        let tc = self.copysign(t, c)?;
        let t = self.sel(d_inf, one, zero)?;
        let td = self.copysign(t, d)?;
        let x = self.mul(a, tc)?;
        let y = self.mul(b, td)?;
        let t = self.add(x, y)?;
        let re_fin = self.mul(zero, t)?;
        let x = self.mul(b, tc)?;
        let y = self.mul(a, td)?;
        let t = self.sub(x, y)?;
        let im_fin = self.mul(zero, t)?;
        // Smith's result, and the fix-ups where both of its parts are NaN.
        let c_lt_d = self.cmp(FP::LLVMRealOLT, ac, ad)?;
        let re = self.sel(c_lt_d, re1, re2)?;
        let im = self.sel(c_lt_d, im1, im2)?;
        let re_f = self.sel(case_fin, re_fin, re)?;
        let im_f = self.sel(case_fin, im_fin, im)?;
        let re_f = self.sel(case_inf, re_inf, re_f)?;
        let im_f = self.sel(case_inf, im_inf, im_f)?;
        let re_f = self.sel(case_zero, re_zero, re_f)?;
        let im_f = self.sel(case_zero, im_zero, im_f)?;
        let re_nan = self.cmp(FP::LLVMRealUNO, re, zero)?;
        let im_nan = self.cmp(FP::LLVMRealUNO, im, zero)?;
        let both = self.and(re_nan, im_nan)?;
        Ok((self.sel(both, re_f, re)?, self.sel(both, im_f, im)?))
    }

    fn c_exp(&self, (x, y): C<'c>) -> R<C<'c>> {
        let (zero, inf) = (self.k(0.0), self.k(f64::INFINITY));
        let e = self.exp(x)?;
        let h = self.mul(x, self.k(0.5))?;
        let eh = self.exp(h)?;
        let co = self.cos(y)?;
        let si = self.sin(y)?;
        // exp(x) overflows: exp(x/2)^2 keeps finite products finite.
        let e_inf = self.cmp(FP::LLVMRealOEQ, e, inf)?;
        let y0 = self.cmp(FP::LLVMRealOEQ, y, zero)?;
        let re = self.mul(e, co)?;
        let t = self.mul(eh, co)?;
        let t = self.mul(t, eh)?;
        let re = self.sel(e_inf, t, re)?;
        let im = self.mul(e, si)?;
        let t = self.mul(eh, si)?;
        let t = self.mul(t, eh)?;
        let im = self.sel(e_inf, t, im)?;
        Ok((re, self.sel(y0, zero, im)?))
    }

    fn c_log(&self, z: C<'c>) -> R<C<'c>> {
        let a = self.abs(z)?;
        let re = self.log(a)?;
        Ok((re, self.atan2(z.1, z.0)?))
    }

    /// `sqrt(r) (cos(t/2), sin(t/2))` with `sqrt(r)` as `sqrt(max) * (1 + (min/max)^2)^(1/4)`,
    /// and C99's special values.
    fn c_sqrt(&self, (x, y): C<'c>) -> R<C<'c>> {
        let zero = self.k(0.0);
        let (ax, ay) = (self.fabs(x)?, self.fabs(y)?);
        let (mx, mn) = (self.max(ax, ay)?, self.min(ax, ay)?);
        let r = self.div(mn, mx)?;
        let r2 = self.mul(r, r)?;
        let s = self.add(r2, self.k(1.0))?;
        let sq = self.sqrt(mx)?;
        let p = self.powf(s, self.k(0.25))?;
        let t = self.mul(sq, p)?;
        let nan = self.cmp(FP::LLVMRealUNO, t, t)?;
        let m = self.sel(nan, mn, t)?;
        let th = self.atan2(y, x)?;
        let th = self.mul(th, self.k(0.5))?;
        let co = self.cos(th)?;
        let si = self.sin(th)?;
        let si0 = self.cmp(FP::LLVMRealOEQ, si, zero)?;
        let re = self.mul(m, co)?;
        let im = self.mul(m, si)?;
        let im = self.sel(si0, zero, im)?;
        let (inf, ninf, qnan) = (self.k(f64::INFINITY), self.k(f64::NEG_INFINITY), self.k(f64::NAN));
        let ay = self.fabs(y)?;
        let y_inf = self.cmp(FP::LLVMRealOEQ, ay, inf)?;
        let y_fin = self.cmp(FP::LLVMRealONE, ay, inf)?;
        let x_pinf = self.cmp(FP::LLVMRealOEQ, x, inf)?;
        let x_ninf = self.cmp(FP::LLVMRealOEQ, x, ninf)?;
        let c = self.and(x_ninf, y_fin)?;
        let re = self.sel(c, zero, re)?;
        let c = self.or(y_inf, x_pinf)?;
        let re = self.sel(c, inf, re)?;
        let s_inf = self.copysign(inf, y)?;
        let m_nan = self.cmp(FP::LLVMRealUNO, m, m)?;
        let im = self.sel(m_nan, qnan, im)?;
        let c = self.or(y_inf, x_ninf)?;
        let im = self.sel(c, s_inf, im)?;
        let m0 = self.cmp(FP::LLVMRealOEQ, m, zero)?;
        Ok((self.sel(m0, zero, re)?, self.sel(m0, zero, im)?))
    }

    fn c_rsqrt(&self, (x, y): C<'c>) -> R<C<'c>> {
        let (zero, inf, qnan) = (self.k(0.0), self.k(f64::INFINITY), self.k(f64::NAN));
        let (ax, ay) = (self.fabs(x)?, self.fabs(y)?);
        let (mx, mn) = (self.max(ax, ay)?, self.min(ax, ay)?);
        let r = self.div(mn, mx)?;
        let r2 = self.mul(r, r)?;
        let s = self.add(r2, self.k(1.0))?;
        let rs = self.rsqrt(s)?;
        let rmn = self.rsqrt(mn)?;
        let rmx = self.rsqrt(mx)?;
        let q = self.sqrt(rs)?;
        let t = self.mul(rmx, q)?;
        let nan = self.cmp(FP::LLVMRealUNO, t, t)?;
        let m = self.sel(nan, rmn, t)?;
        let th = self.atan2(y, x)?;
        let th = self.mul(th, self.k(-0.5))?;
        let co = self.cos(th)?;
        let si = self.sin(th)?;
        let re = self.mul(m, co)?;
        let im = self.mul(m, si)?;
        let zx = self.copysign(zero, x)?;
        let zy = self.copysign(zero, y)?;
        let nzy = self.mul(self.k(-1.0), zy)?;
        let ax = self.fabs(x)?;
        let ay = self.fabs(y)?;
        let y_inf = self.cmp(FP::LLVMRealOEQ, ay, inf)?;
        let x_nan = self.cmp(FP::LLVMRealUNO, x, x)?;
        let x_inf = self.cmp(FP::LLVMRealOEQ, ax, inf)?;
        let c = self.and(y_inf, x_nan)?;
        let c = self.or(c, x_inf)?;
        let re = self.sel(c, zx, re)?;
        let im = self.sel(c, nzy, im)?;
        let x0 = self.cmp(FP::LLVMRealOEQ, x, zero)?;
        let y0 = self.cmp(FP::LLVMRealOEQ, y, zero)?;
        let z0 = self.and(x0, y0)?;
        Ok((self.sel(z0, inf, re)?, self.sel(z0, qnan, im)?))
    }

    fn c_log1p(&self, (x, y): C<'c>) -> R<C<'c>> {
        let one = self.k(1.0);
        let xp1 = self.add(x, one)?;
        let a = self.fabs(xp1)?;
        let ay = self.fabs(y)?;
        let mx = self.max(a, ay)?;
        let mn = self.min(a, ay)?;
        let c = self.cmp(FP::LLVMRealOGT, xp1, ay)?;
        let t = self.sub(mx, one)?;
        let u = self.sel(c, x, t)?;
        let r = self.div(mn, mx)?;
        let l1 = self.log1p(u)?;
        let r2 = self.mul(r, r)?;
        let l2 = self.log1p(r2)?;
        let h = self.mul(self.k(0.5), l2)?;
        let re = self.add(h, l1)?;
        let nan = self.cmp(FP::LLVMRealUNO, re, re)?;
        let re = self.sel(nan, mn, re)?;
        Ok((re, self.atan2(y, xp1)?))
    }

    /// `expm1(x) (cos y - 1 + 1) + (cos y - 1)` with `cos y - 1` from a polynomial for small
    /// `y` (`y^2 < (pi/4)^2`).
    fn c_expm1(&self, (x, y): C<'c>) -> R<C<'c>> {
        let (zero, one) = (self.k(0.0), self.k(1.0));
        let em1 = self.expm1(x)?;
        let e = self.add(em1, one)?;
        let si = self.sin(y)?;
        let co = self.cos(y)?;
        let cm1_big = self.add(co, self.k(-1.0))?;
        let y2 = self.mul(y, y)?;
        let y4 = self.mul(y2, y2)?;
        const COEFFS: [f64; 7] = [
            4.737750796424621E-14,
            -1.147028484342536E-11,
            2.087675428708152E-9,
            -2.755731921499979E-7,
            2.480158730157055E-5,
            -0.0013888888888888872,
            0.041666666666666664,
        ];
        let mut p = self.fma(self.k(COEFFS[0]), y2, self.k(COEFFS[1]))?;
        for &c in &COEFFS[2..] {
            p = self.fma(p, y2, self.k(c))?;
        }
        let t = self.mul(y4, p)?;
        let h = self.mul(self.k(-0.5), y2)?;
        let cm1_small = self.add(t, h)?;
        let big = self.cmp(FP::LLVMRealOGE, y2, self.k(0.61685))?;
        let cm1 = self.sel(big, cm1_big, cm1_small)?;
        let t = self.add(cm1, one)?;
        let t = self.mul(em1, t)?;
        let re = self.add(t, cm1)?;
        let y0 = self.cmp(FP::LLVMRealOEQ, y, zero)?;
        let im = self.mul(e, si)?;
        Ok((re, self.sel(y0, zero, im)?))
    }

    fn c_sin(&self, (x, y): C<'c>) -> R<C<'c>> {
        let half = self.k(0.5);
        let e = self.exp(y)?;
        let a = self.mul(half, e)?;
        let b = self.div(half, e)?;
        let s = self.sin(x)?;
        let c = self.cos(x)?;
        let t = self.add(a, b)?;
        let re = self.mul(t, s)?;
        let t = self.sub(a, b)?;
        Ok((re, self.mul(t, c)?))
    }

    fn c_cos(&self, (x, y): C<'c>) -> R<C<'c>> {
        let half = self.k(0.5);
        let e = self.exp(y)?;
        let a = self.mul(half, e)?;
        let b = self.div(half, e)?;
        let s = self.sin(x)?;
        let c = self.cos(x)?;
        let t = self.add(b, a)?;
        let re = self.mul(t, c)?;
        let t = self.sub(b, a)?;
        Ok((re, self.mul(t, s)?))
    }

    /// `(e^2x - e^-2x, 4 cos y sin y) / (e^2x + e^-2x + 4 cos^2 y)` through `expm1`, with the
    /// limits for infinite `x` and the zero imaginary part for real arguments.
    fn c_tanh(&self, (x, y): C<'c>) -> R<C<'c>> {
        let (m1, inf, four) = (self.k(-1.0), self.k(f64::INFINITY), self.k(4.0));
        let x2 = self.add(x, x)?;
        let nx2 = self.mul(m1, x2)?;
        let a = self.expm1(x2)?;
        let b = self.expm1(nx2)?;
        let num_re = self.sub(a, b)?;
        let c = self.cos(y)?;
        let c2 = self.mul(c, c)?;
        let c2x4 = self.mul(c2, four)?;
        let s = self.sin(y)?;
        let cs = self.mul(c, s)?;
        let num_im = self.mul(four, cs)?;
        let ab = self.add(a, b)?;
        let den = self.add(ab, c2x4)?;
        let ab_inf = self.cmp(FP::LLVMRealOEQ, ab, inf)?;
        let sgn = self.copysign(m1, x)?;
        let q = self.div(num_re, den)?;
        let re = self.sel(ab_inf, sgn, q)?;
        let im = self.div(num_im, den)?;
        let ax = self.fabs(x)?;
        let (zero, qnan) = (self.k(0.0), self.k(f64::NAN));
        let x_inf = self.cmp(FP::LLVMRealOEQ, ax, inf)?;
        let y0 = self.cmp(FP::LLVMRealOEQ, y, zero)?;
        let x_fin = self.not(x_inf)?;
        let im_nan = self.cmp(FP::LLVMRealUNO, num_im, num_im)?;
        let c1 = self.and(im_nan, x_fin)?;
        let c2 = self.and(x_inf, im_nan)?;
        let c2 = self.or(y0, c2)?;
        Ok((self.sel(c1, qnan, re)?, self.sel(c2, zero, im)?))
    }

    /// `tan(z) = -i tanh(iz)`.
    fn c_tan(&self, (x, y): C<'c>) -> R<C<'c>> {
        let m1 = self.k(-1.0);
        let ny = self.mul(y, m1)?;
        let (re, im) = self.c_tanh((ny, x))?;
        Ok((im, self.mul(re, m1)?))
    }

    /// `z^w = |z|^a e^(-b arg z) (cos t, sin t)` with `t = a arg z + b log|z|`, `w = a + ib`,
    /// and the special cases of zero, one and infinite bases.
    fn c_pow(&self, z: C<'c>, (a, b): C<'c>) -> R<C<'c>> {
        let (x, y) = z;
        let r = self.abs(z)?;
        let p = self.powf(r, a)?;
        let nb = self.neg(b)?;
        let th = self.atan2(y, x)?;
        let t = self.mul(nb, th)?;
        let e = self.exp(t)?;
        let mag = self.mul(p, e)?;
        let lr = self.log(r)?;
        let t1 = self.mul(a, th)?;
        let t2 = self.mul(b, lr)?;
        let ang = self.add(t1, t2)?;
        let co = self.cos(ang)?;
        let si = self.sin(ang)?;
        let (inf, zero, one) = (self.k(f64::INFINITY), self.k(0.0), self.k(1.0));
        let r0 = self.cmp(FP::LLVMRealOEQ, r, zero)?;
        let b0 = self.cmp(FP::LLVMRealOEQ, b, zero)?;
        let a0 = self.cmp(FP::LLVMRealOEQ, a, zero)?;
        let y0 = self.cmp(FP::LLVMRealOEQ, y, zero)?;
        let a_nonneg = self.cmp(FP::LLVMRealOLE, zero, a)?;
        let re = self.mul(mag, co)?;
        let im = self.mul(mag, si)?;
        // 0^w: 1 for w == 0, else 0 (for a real non-negative w).
        let zre = self.sel(a0, one, zero)?;
        let c = self.and(r0, b0)?;
        let c = self.and(c, a_nonneg)?;
        let (re, im) = (self.sel(c, zre, re)?, self.sel(c, zero, im)?);
        // z^0 = 1.
        let c = self.and(a0, b0)?;
        let (re, im) = (self.sel(c, one, re)?, self.sel(c, zero, im)?);
        // 1^w = 1.
        let x1 = self.cmp(FP::LLVMRealOEQ, x, one)?;
        let c = self.and(x1, y0)?;
        let (re, im) = (self.sel(c, one, re)?, self.sel(c, zero, im)?);
        // inf^a: inf for a > 0, 0 for a < 0.
        let x_inf = self.cmp(FP::LLVMRealOEQ, x, inf)?;
        let base_inf = self.and(x_inf, y0)?;
        let a_pos = self.cmp(FP::LLVMRealOGT, a, zero)?;
        let c = self.and(b0, a_pos)?;
        let c = self.and(base_inf, c)?;
        let (re, im) = (self.sel(c, inf, re)?, self.sel(c, zero, im)?);
        let a_neg = self.cmp(FP::LLVMRealOLT, a, zero)?;
        let c = self.and(b0, a_neg)?;
        let c = self.and(base_inf, c)?;
        Ok((self.sel(c, zero, re)?, self.sel(c, zero, im)?))
    }

    /// `atan2(y, x) = -i log((x + iy) / sqrt(x^2 + y^2))` on complex `y` and `x`.
    fn c_atan2(&self, y: C<'c>, x: C<'c>) -> R<C<'c>> {
        let (zero, one) = (self.k(0.0), self.k(1.0));
        let xx = self.c_mul(x, x)?;
        let yy = self.c_mul(y, y)?;
        let s = self.c_add(xx, yy)?;
        let root = self.c_sqrt(s)?;
        let iy = self.c_mul((zero, one), y)?;
        let num = self.c_add(x, iy)?;
        let q = self.c_div(num, root)?;
        let l = self.c_log(q)?;
        self.c_mul((zero, self.k(-1.0)), l)
    }

    fn c_sign(&self, z: C<'c>) -> R<C<'c>> {
        let (x, y) = z;
        let zero = self.k(0.0);
        let x0 = self.cmp(FP::LLVMRealOEQ, x, zero)?;
        let y0 = self.cmp(FP::LLVMRealOEQ, y, zero)?;
        let z0 = self.and(x0, y0)?;
        let a = self.abs(z)?;
        let re = self.div(x, a)?;
        let im = self.div(y, a)?;
        Ok((self.sel(z0, x, re)?, self.sel(z0, y, im)?))
    }
}

/// The parts of a complex value.
fn parts<'c>(cx: &Cx<'_, 'c>, v: V<'c>) -> R<C<'c>> {
    let s = v.into_struct_value();
    Ok((cx.b.build_extract_value(s, 0, "")?, cx.b.build_extract_value(s, 1, "")?))
}

/// The complex value of two parts.
fn pack<'c>(cx: &Cx<'_, 'c>, t: BasicTypeEnum<'c>, (re, im): C<'c>) -> R<V<'c>> {
    let st = t.into_struct_type();
    let s = cx.b.build_insert_value(st.get_poison(), re, 0, "")?;
    let s = cx.b.build_insert_value(s, im, 1, "")?;
    Ok(s.into_struct_value().into())
}

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    let short = &name[8..];
    match short {
        "constant" => return constant(cx, op),
        "bitcast" => return bitcast(cx, op),
        "create" => {
            let t = cx.ty(cx.result_ty(op, 0)?)?;
            let v = pack(cx, t, (cx.operand(op, 0)?, cx.operand(op, 1)?))?;
            return cx.set_result(op, 0, v);
        }
        _ => {}
    }
    let zt = cx.ty(cx.operand_ty(op, 0)?)?;
    let BasicTypeEnum::StructType(st) = zt else { return fail("expects a complex operand") };
    let Some(t) = st.get_field_type_at_index(0) else { return fail("expects a complex operand") };
    if !t.is_float_type() {
        return fail("expects a complex operand with floating-point parts");
    }
    let e = E { cx: &*cx, t, fm: cx.fastmath(op) };
    let z = parts(cx, cx.operand(op, 0)?)?;
    let w = || -> R<C> { parts(cx, cx.operand(op, 1)?) };
    // Results that are one part (or a flag).
    let scalar = match short {
        "re" => Some(z.0),
        "im" => Some(z.1),
        "abs" => Some(e.abs(z)?),
        "angle" => Some(e.atan2(z.1, z.0)?),
        "eq" | "neq" => {
            let (c, d) = w()?;
            let (p, join) = if short == "eq" { (FP::LLVMRealOEQ, O::LLVMAnd) } else { (FP::LLVMRealUNE, O::LLVMOr) };
            let r = cx.fcmp(p, z.0, c, 0)?;
            let i = cx.fcmp(p, z.1, d, 0)?;
            Some(cx.binop(join, r, i)?)
        }
        _ => None,
    };
    if let Some(v) = scalar {
        return cx.set_result(op, 0, v);
    }
    let r = match short {
        "add" => e.c_add(z, w()?)?,
        "sub" => {
            let (c, d) = w()?;
            (e.sub(z.0, c)?, e.sub(z.1, d)?)
        }
        "mul" => e.c_mul(z, w()?)?,
        "div" => e.c_div(z, w()?)?,
        "neg" => (e.neg(z.0)?, e.neg(z.1)?),
        "conj" => (z.0, e.neg(z.1)?),
        "exp" => e.c_exp(z)?,
        "expm1" => e.c_expm1(z)?,
        "log" => e.c_log(z)?,
        "log1p" => e.c_log1p(z)?,
        "sqrt" => e.c_sqrt(z)?,
        "rsqrt" => e.c_rsqrt(z)?,
        "sin" => e.c_sin(z)?,
        "cos" => e.c_cos(z)?,
        "tan" => e.c_tan(z)?,
        "tanh" => e.c_tanh(z)?,
        "sign" => e.c_sign(z)?,
        "pow" => e.c_pow(z, w()?)?,
        "atan2" => e.c_atan2(z, w()?)?,
        "powi" => {
            // z^(n + 0i), n converted with `sitofp`.
            let n = cx.operand(op, 1)?;
            let a = cx.cast(O::LLVMSIToFP, n, t)?;
            e.c_pow(z, (a, e.k(0.0)))?
        }
        _ => return super::unsupported(),
    };
    let v = pack(cx, zt, r)?;
    cx.set_result(op, 0, v)
}

/// `complex.constant [re, im]`: a constant struct of the two parts.
fn constant(cx: &mut Cx, op: Op) -> R<()> {
    let t = cx.ty(cx.result_ty(op, 0)?)?;
    let Some(parts) = cx.ir.attr(op, "value").and_then(|a| cx.ir.ctx.as_array(a)) else {
        return fail("has no two-part 'value'");
    };
    if parts.len() != 2
        || !parts.iter().all(|&p| matches!(cx.ir.ctx.attr_kind(p), AttrKind::Int { .. } | AttrKind::Float { .. }))
    {
        return fail("has no two-part 'value'");
    }
    let (re, im) = (super::arith::attr_constant(cx, parts[0])?, super::arith::attr_constant(cx, parts[1])?);
    let v = pack(cx, t, (re, im))?;
    cx.set_result(op, 0, v)
}

/// `complex.bitcast`: the bytes of the value read as the other type (through a stack slot).
fn bitcast(cx: &mut Cx, op: Op) -> R<()> {
    let (from, to) = (cx.ty(cx.operand_ty(op, 0)?)?, cx.ty(cx.result_ty(op, 0)?)?);
    let v = cx.operand(op, 0)?;
    if from == to {
        return cx.set_result(op, 0, v);
    }
    // The slot has the int or float type, whose alignment is at least the parts'.
    let slot = cx.entry_alloca(if matches!(from, BasicTypeEnum::StructType(_)) { to } else { from }, "bitcast")?;
    cx.b.build_store(slot, v)?;
    let r = cx.b.build_load(to, slot, "")?;
    cx.set_result(op, 0, r)
}
