//! IEEE-754 binary floating point on bit patterns, computed as LLVM's `APFloat` does, for the
//! constant folders of `arith` and `math`.
//!
//! Supported formats: f16, bf16, f32 and f64 (`format` is `None` for the others, which the
//! folders then leave alone). Only round-to-nearest-even is needed: MLIR 22's arith ops carry
//! no rounding mode except `truncf`, whose folder only folds exact conversions.
//!
//! How results are exact: every value of these formats is exactly an `f64`, so an operation is
//! computed in `f64` (the host's IEEE arithmetic) and the result rounded once more to the
//! op's own format by `Format::round`, an exact integer rounding. For f64 that second rounding
//! is the identity. For the narrower formats the double rounding is innocuous: products are
//! exact in f64 (at most 2 x 24 significant bits), sums of f16 values are exact (multiples of
//! 2^-24 below 2^17), and for the remaining cases (bf16/f32 sums, quotients) f64 carries at
//! least 2p+2 bits of a p-bit format, the classical bound (Figueroa) under which rounding to
//! f64 first never changes the final round-to-nearest result; a result on a subnormal grid
//! only has fewer bits, which keeps the bound. `fmod` (remf) is exact in any format.
//!
//! NaN results follow `APFloat`: an operand NaN propagates (the left one first) with its sign
//! and payload, quieted; an invalid operation (inf - inf, 0 x inf, 0 / 0, x rem 0, ...) gives
//! the default NaN, positive with only the quiet bit set.

use crate::ir::FloatKind;
use std::cmp::Ordering;

/// Exponent and stored-mantissa widths of an IEEE-style binary format.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Format {
    pub exp_bits: u32,
    pub man_bits: u32,
}

/// The format of `k`, when the folders compute in it.
pub fn format(k: FloatKind) -> Option<Format> {
    let (exp_bits, man_bits) = match k {
        FloatKind::F16 => (5, 10),
        FloatKind::BF16 => (8, 7),
        FloatKind::F32 => (8, 23),
        FloatKind::F64 => (11, 52),
        _ => return None,
    };
    Some(Format { exp_bits, man_bits })
}

/// A binary operation of `arith`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    /// `fmod`: the remainder of the truncated quotient, with the sign of the dividend.
    Rem,
}

impl BinOp {
    /// `x op y` in `T`'s own arithmetic (one IEEE rounding for `f32` and `f64`).
    pub fn apply<T>(self, x: T, y: T) -> T
    where
        T: std::ops::Add<Output = T>
            + std::ops::Sub<Output = T>
            + std::ops::Mul<Output = T>
            + std::ops::Div<Output = T>
            + std::ops::Rem<Output = T>,
    {
        match self {
            BinOp::Add => x + y,
            BinOp::Sub => x - y,
            BinOp::Mul => x * y,
            BinOp::Div => x / y,
            BinOp::Rem => x % y,
        }
    }
}

/// Rounding to an integral value (`math.ceil`, `math.floor`, `math.roundeven`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Integral {
    Ceil,
    Floor,
    NearestEven,
}

/// `2^e` for `e` in f64's normal exponent range.
fn pow2(e: i32) -> f64 {
    debug_assert!((-1022..=1023).contains(&e));
    f64::from_bits(((e + 1023) as u64) << 52)
}

impl Format {
    pub fn width(self) -> u32 {
        1 + self.exp_bits + self.man_bits
    }
    fn sign_bit(self) -> u64 {
        1 << (self.width() - 1)
    }
    fn exp_mask(self) -> u64 {
        ((1 << self.exp_bits) - 1) << self.man_bits
    }
    fn man_mask(self) -> u64 {
        (1 << self.man_bits) - 1
    }
    fn quiet_bit(self) -> u64 {
        1 << (self.man_bits - 1)
    }
    fn bias(self) -> i32 {
        (1 << (self.exp_bits - 1)) - 1
    }
    /// Bits of the format only (drops anything above its width).
    pub fn mask(self, b: u64) -> u64 {
        if self.width() == 64 {
            b
        } else {
            b & ((1 << self.width()) - 1)
        }
    }

    pub fn is_nan(self, b: u64) -> bool {
        b & self.exp_mask() == self.exp_mask() && b & self.man_mask() != 0
    }
    pub fn is_signaling(self, b: u64) -> bool {
        self.is_nan(b) && b & self.quiet_bit() == 0
    }
    pub fn is_inf(self, b: u64) -> bool {
        b & !self.sign_bit() == self.exp_mask()
    }
    pub fn is_zero(self, b: u64) -> bool {
        b & !self.sign_bit() == 0
    }
    pub fn is_neg(self, b: u64) -> bool {
        b & self.sign_bit() != 0
    }
    pub fn is_finite(self, b: u64) -> bool {
        b & self.exp_mask() != self.exp_mask()
    }
    /// Finite, nonzero and not subnormal (`APFloat::isNormal`).
    pub fn is_normal(self, b: u64) -> bool {
        let e = b & self.exp_mask();
        e != 0 && e != self.exp_mask()
    }
    pub fn quiet(self, b: u64) -> u64 {
        b | self.quiet_bit()
    }
    /// APFloat's default NaN: positive, quiet, zero payload.
    pub fn default_nan(self) -> u64 {
        self.exp_mask() | self.quiet_bit()
    }
    pub fn inf(self, neg: bool) -> u64 {
        self.exp_mask() | if neg { self.sign_bit() } else { 0 }
    }
    pub fn zero(self, neg: bool) -> u64 {
        if neg {
            self.sign_bit()
        } else {
            0
        }
    }
    pub fn neg(self, b: u64) -> u64 {
        b ^ self.sign_bit()
    }
    pub fn abs(self, b: u64) -> u64 {
        b & !self.sign_bit()
    }
    /// `a` with the sign of `s`.
    pub fn copy_sign(self, a: u64, s: u64) -> u64 {
        self.abs(a) | (s & self.sign_bit())
    }

    /// A finite value as (negative, m, e) with value `m * 2^e` (`m` = 0 for zeros); `None`
    /// for infinities and NaNs.
    pub fn decompose(self, b: u64) -> Option<(bool, u64, i32)> {
        if !self.is_finite(b) {
            return None;
        }
        let field = ((b & self.exp_mask()) >> self.man_bits) as i32;
        let man = b & self.man_mask();
        let lsb = 1 - self.bias() - self.man_bits as i32;
        Some(if field == 0 {
            (self.is_neg(b), man, lsb)
        } else {
            (self.is_neg(b), man | (1 << self.man_bits), lsb + field - 1)
        })
    }

    /// The value as an `f64`: exact for every non-NaN value of the supported formats.
    pub fn to_f64(self, b: u64) -> f64 {
        if self.width() == 64 {
            return f64::from_bits(b);
        }
        if self.is_nan(b) {
            return f64::NAN;
        }
        if self.is_inf(b) {
            return if self.is_neg(b) { f64::NEG_INFINITY } else { f64::INFINITY };
        }
        let (neg, m, e) = self.decompose(b).expect("finite");
        let v = m as f64 * pow2(e);
        if neg {
            -v
        } else {
            v
        }
    }

    /// Rounds the exact value `(-1)^neg * m * 2^e` to the format, to nearest with ties to
    /// even; too large magnitudes become infinities.
    pub fn round(self, neg: bool, m: u128, e: i32) -> u64 {
        let sign = if neg { self.sign_bit() } else { 0 };
        if m == 0 {
            return sign;
        }
        let p = self.man_bits as i32 + 1;
        let emin = 1 - self.bias();
        let emax = self.bias();
        let top = 127 - m.leading_zeros() as i32 + e;
        let mut lsb = top.max(emin) - (p - 1);
        let shift = lsb as i64 - e as i64;
        let (mut q, half, sticky) = if shift <= 0 {
            (m << (-shift) as u32, false, false)
        } else if shift > 128 {
            (0, false, true)
        } else if shift == 128 {
            (0, m >> 127 == 1, m & (u128::MAX >> 1) != 0)
        } else {
            let s = shift as u32;
            (m >> s, (m >> (s - 1)) & 1 == 1, m & ((1u128 << (s - 1)) - 1) != 0)
        };
        if half && (sticky || q & 1 == 1) {
            q += 1;
        }
        if q == 1 << p {
            q >>= 1;
            lsb += 1;
        }
        if q == 0 {
            return sign;
        }
        if q >= 1 << (p - 1) {
            let top = lsb + p - 1;
            if top > emax {
                return sign | self.exp_mask();
            }
            let field = (top + self.bias()) as u64;
            sign | (field << self.man_bits) | (q as u64 & self.man_mask())
        } else {
            sign | q as u64
        }
    }

    /// Rounds a non-NaN `f64` to the format.
    pub fn from_f64(self, x: f64) -> u64 {
        debug_assert!(!x.is_nan());
        if self.width() == 64 {
            return x.to_bits();
        }
        if x.is_infinite() {
            return self.inf(x < 0.0);
        }
        let (neg, m, e) = F64.decompose(x.to_bits()).expect("finite");
        self.round(neg, m as u128, e)
    }

    /// `a op b`, as `APFloat` computes it.
    pub fn binary(self, op: BinOp, a: u64, b: u64) -> u64 {
        if self.is_nan(a) {
            return self.quiet(a);
        }
        if self.is_nan(b) {
            return self.quiet(b);
        }
        let r = op.apply(self.to_f64(a), self.to_f64(b));
        if r.is_nan() {
            return self.default_nan();
        }
        self.from_f64(r)
    }

    /// IEEE comparison: `None` when unordered (a NaN is involved); -0 equals +0.
    pub fn compare(self, a: u64, b: u64) -> Option<Ordering> {
        if self.is_nan(a) || self.is_nan(b) {
            return None;
        }
        self.to_f64(a).partial_cmp(&self.to_f64(b))
    }
    fn less(self, a: u64, b: u64) -> bool {
        self.compare(a, b) == Some(Ordering::Less)
    }
    fn opposite_zeros(self, a: u64, b: u64) -> bool {
        self.is_zero(a) && self.is_zero(b) && self.is_neg(a) != self.is_neg(b)
    }

    /// `llvm::maximum`: NaN-propagating, -0 < +0.
    pub fn maximum(self, a: u64, b: u64) -> u64 {
        if self.is_nan(a) {
            return self.quiet(a);
        }
        if self.is_nan(b) {
            return self.quiet(b);
        }
        if self.opposite_zeros(a, b) {
            return if self.is_neg(a) { b } else { a };
        }
        if self.less(a, b) {
            b
        } else {
            a
        }
    }
    /// `llvm::minimum`: NaN-propagating, -0 < +0.
    pub fn minimum(self, a: u64, b: u64) -> u64 {
        if self.is_nan(a) {
            return self.quiet(a);
        }
        if self.is_nan(b) {
            return self.quiet(b);
        }
        if self.opposite_zeros(a, b) {
            return if self.is_neg(a) { a } else { b };
        }
        if self.less(b, a) {
            b
        } else {
            a
        }
    }
    /// `llvm::maxnum` (IEEE-754 2008 maxNum): a quiet NaN loses against a number, a
    /// signaling NaN gives a quiet NaN; -0 < +0.
    pub fn maxnum(self, a: u64, b: u64) -> u64 {
        if self.is_signaling(a) {
            return self.quiet(a);
        }
        if self.is_signaling(b) {
            return self.quiet(b);
        }
        if self.is_nan(a) {
            return b;
        }
        if self.is_nan(b) {
            return a;
        }
        if self.opposite_zeros(a, b) {
            return if self.is_neg(a) { b } else { a };
        }
        if self.less(a, b) {
            b
        } else {
            a
        }
    }
    /// `llvm::minnum`, the counterpart of `maxnum`.
    pub fn minnum(self, a: u64, b: u64) -> u64 {
        if self.is_signaling(a) {
            return self.quiet(a);
        }
        if self.is_signaling(b) {
            return self.quiet(b);
        }
        if self.is_nan(a) {
            return b;
        }
        if self.is_nan(b) {
            return a;
        }
        if self.opposite_zeros(a, b) {
            return if self.is_neg(a) { a } else { b };
        }
        if self.less(b, a) {
            b
        } else {
            a
        }
    }

    /// `APFloat::roundToIntegral`: NaNs are quieted, infinities and zeros kept, the sign of a
    /// zero result is the operand's.
    pub fn round_to_integral(self, b: u64, mode: Integral) -> u64 {
        if self.is_nan(b) {
            return self.quiet(b);
        }
        if !self.is_finite(b) || self.is_zero(b) {
            return b;
        }
        let x = self.to_f64(b);
        let r = match mode {
            Integral::Ceil => x.ceil(),
            Integral::Floor => x.floor(),
            Integral::NearestEven => x.round_ties_even(),
        };
        self.from_f64(r)
    }

    /// `APFloat::convertToInteger` toward zero into a `width`-bit integer: `None` when
    /// invalid (NaN, infinity, out of range; negative nonzero results for unsigned). The
    /// result is sign-extended from `width` bits.
    pub fn to_int(self, b: u64, width: u32, signed: bool) -> Option<i128> {
        if !(1..=128).contains(&width) {
            return None;
        }
        let (neg, m, e) = self.decompose(b)?;
        let mag: u128 = if m == 0 {
            0
        } else if e >= 0 {
            let bits = 64 - m.leading_zeros() as i32 + e;
            if bits > 128 {
                return None;
            }
            (m as u128) << e
        } else if -e >= 64 {
            0
        } else {
            (m >> -e) as u128
        };
        let v: u128 = if signed {
            let limit = 1u128 << (width - 1);
            if (neg && mag > limit) || (!neg && mag >= limit) {
                return None;
            }
            if neg {
                mag.wrapping_neg()
            } else {
                mag
            }
        } else {
            if neg && mag != 0 {
                return None;
            }
            if width < 128 && mag >> width != 0 {
                return None;
            }
            mag
        };
        Some(sext(v as i128, width))
    }

    /// `APFloat::convertFromAPInt` (to nearest even) of `v`, a `width`-bit integer stored
    /// sign-extended, read as signed or unsigned.
    pub fn from_int(self, v: i128, width: u32, signed: bool) -> u64 {
        if signed {
            self.round(v < 0, v.unsigned_abs(), 0)
        } else {
            self.round(false, zext(v, width), 0)
        }
    }

    /// Converts `b` to format `to` when no information is lost (`arith.extf`/`truncf`
    /// folding): signaling NaNs, inexact results, overflows and NaN payloads that do not fit
    /// give `None`.
    pub fn convert_exact(self, to: Format, b: u64) -> Option<u64> {
        let sign = if self.is_neg(b) { to.sign_bit() } else { 0 };
        if self.is_nan(b) {
            if self.is_signaling(b) {
                return None;
            }
            let man = b & self.man_mask();
            let man = if to.man_bits >= self.man_bits {
                man << (to.man_bits - self.man_bits)
            } else {
                let lost = self.man_bits - to.man_bits;
                if man & ((1 << lost) - 1) != 0 {
                    return None;
                }
                man >> lost
            };
            return Some(sign | to.exp_mask() | man);
        }
        if self.is_inf(b) {
            return Some(to.inf(self.is_neg(b)));
        }
        let (neg, m, e) = self.decompose(b)?;
        let r = to.round(neg, m as u128, e);
        (to.is_finite(r) && to.to_f64(r) == self.to_f64(b)).then_some(r)
    }

    /// Whether every value of `self` is a value of `to` (`APFloat::isRepresentableBy`).
    pub fn representable_by(self, to: Format) -> bool {
        to.exp_bits >= self.exp_bits && to.man_bits >= self.man_bits
    }
}

const F64: Format = Format { exp_bits: 11, man_bits: 52 };

/// `v` (any bits) sign-extended from `width` bits.
pub fn sext(v: i128, width: u32) -> i128 {
    if width >= 128 {
        v
    } else {
        let s = 128 - width;
        (v << s) >> s
    }
}

/// The low `width` bits of `v`, as unsigned.
pub fn zext(v: i128, width: u32) -> u128 {
    if width >= 128 {
        v as u128
    } else {
        (v as u128) & ((1u128 << width) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(k: FloatKind) -> Format {
        format(k).unwrap()
    }

    #[test]
    fn rounding_to_f16_and_bf16() {
        let h = f(FloatKind::F16);
        assert_eq!(h.from_f64(1.0), 0x3C00);
        assert_eq!(h.from_f64(65504.0), 0x7BFF);
        // Halfway between 65504 and the next step (65536): ties to even, i.e. infinity.
        assert_eq!(h.from_f64(65520.0), 0x7C00);
        assert_eq!(h.from_f64(65519.99), 0x7BFF);
        assert_eq!(h.from_f64(2f64.powi(-24)), 1);
        assert_eq!(h.from_f64(2f64.powi(-25)), 0);
        assert_eq!(h.from_f64(-(2f64.powi(-25))), 0x8000);
        assert_eq!(h.from_f64(3.0 * 2f64.powi(-26)), 1);
        assert_eq!(h.from_f64(3.0 * 2f64.powi(-25)), 2);
        assert_eq!(h.from_f64(2049.0), 0x6800);
        assert_eq!(h.from_f64(2051.0), 0x6802);
        let b = f(FloatKind::BF16);
        assert_eq!(b.from_f64(1.0), 0x3F80);
        assert_eq!(b.from_f64(257.0), 0x4380);
        assert_eq!(b.from_f64(259.0), 0x4382);
        let s = f(FloatKind::F32);
        for x in [0.1f64, 1e-40, -3.5e38, 1e39, 16777217.0, 1.0 + 2f64.powi(-24)] {
            assert_eq!(s.from_f64(x), (x as f32).to_bits() as u64, "{x}");
        }
    }

    #[test]
    fn f32_ops_match_the_host() {
        let s = f(FloatKind::F32);
        let vals = [0.1f32, 3.0, -7.25, 1e-38, 1e-45, 3.4e38, -0.0, 0.0, 1.0 / 3.0, 16777216.0];
        for &a in &vals {
            for &b in &vals {
                let (x, y) = (a.to_bits() as u64, b.to_bits() as u64);
                for (op, r) in [(BinOp::Add, a + b), (BinOp::Sub, a - b), (BinOp::Mul, a * b), (BinOp::Div, a / b)] {
                    if r.is_nan() {
                        assert_eq!(s.binary(op, x, y), s.default_nan());
                    } else {
                        assert_eq!(s.binary(op, x, y), r.to_bits() as u64, "{a} {op:?} {b}");
                    }
                }
            }
        }
    }

    #[test]
    fn integers() {
        let h = f(FloatKind::F16);
        assert_eq!(h.from_int(-1, 8, true), 0xBC00);
        assert_eq!(h.from_int(-1, 8, false), h.from_f64(255.0));
        assert_eq!(h.from_int(i32::MAX as i128, 32, true), 0x7C00);
        assert_eq!(h.to_int(h.from_f64(-1.5), 8, true), Some(-1));
        assert_eq!(h.to_int(h.from_f64(-0.5), 8, false), Some(0));
        assert_eq!(h.to_int(h.from_f64(-1.0), 8, false), None);
        assert_eq!(h.to_int(h.from_f64(255.0), 8, false), Some(-1));
        assert_eq!(h.to_int(h.from_f64(128.0), 8, true), None);
        assert_eq!(h.to_int(h.from_f64(-128.0), 8, true), Some(-128));
        assert_eq!(h.to_int(0x7C00, 32, true), None);
        let d = f(FloatKind::F64);
        assert_eq!(d.to_int(2f64.powi(127).to_bits(), 128, false), Some(i128::MIN));
        assert_eq!(d.to_int(2f64.powi(127).to_bits(), 128, true), None);
        assert_eq!(d.to_int((-(2f64.powi(127))).to_bits(), 128, true), Some(i128::MIN));
        assert_eq!(d.from_int(i128::MIN, 128, true), (-(2f64.powi(127))).to_bits());
    }

    /// A small deterministic generator (xorshift64*).
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
    }

    #[test]
    fn rounding_to_f32_matches_the_host() {
        let s = f(FloatKind::F32);
        let mut r = Rng(0x9E37_79B9_7F4A_7C15);
        for _ in 0..200_000 {
            // f64 values around f32's whole range, subnormals and overflow included.
            let bits = r.next();
            let e = 1023 - 160 + (bits >> 52) % 300;
            let x = f64::from_bits((bits & (1 << 63)) | (e << 52) | (bits & ((1 << 52) - 1)));
            assert_eq!(s.from_f64(x), (x as f32).to_bits() as u64, "{x:e}");
        }
    }

    /// The exact result of `a op b` rounded once, computed with integers: checks that going
    /// through f64 (double rounding) gives the same bits.
    fn exact(fmt: Format, op: BinOp, a: u64, b: u64) -> Option<u64> {
        let (na, ma, ea) = fmt.decompose(a)?;
        let (nb, mb, eb) = fmt.decompose(b)?;
        if ma == 0 || mb == 0 {
            return None;
        }
        match op {
            BinOp::Mul => Some(fmt.round(na != nb, ma as u128 * mb as u128, ea + eb)),
            BinOp::Div => {
                let k = 64;
                let n = (ma as u128) << k;
                let (q, rem) = (n / mb as u128, n % mb as u128);
                // A sticky bit below the quotient's (many) significant bits.
                Some(fmt.round(na != nb, (q << 1) | u128::from(rem != 0), ea - eb - k - 1))
            }
            BinOp::Add | BinOp::Sub => {
                let nb = if op == BinOp::Sub { !nb } else { nb };
                let e = ea.min(eb);
                if (ea - e).max(eb - e) > 90 {
                    return None;
                }
                let x = (ma as i128) << (ea - e);
                let y = (mb as i128) << (eb - e);
                let v = if na { -x } else { x } + if nb { -y } else { y };
                (v != 0).then(|| fmt.round(v < 0, v.unsigned_abs(), e))
            }
            BinOp::Rem => None,
        }
    }

    #[test]
    fn double_rounding_is_innocuous() {
        let mut r = Rng(0xD1B5_4A32_D192_ED03);
        for k in [FloatKind::F16, FloatKind::BF16, FloatKind::F32] {
            let fmt = f(k);
            let mask = (1u64 << fmt.width()) - 1;
            let mut checked = 0;
            for i in 0..300_000 {
                let a = r.next() & mask;
                // Operands of nearby magnitudes half of the time, so that sums round.
                let b = if i % 2 == 0 { r.next() & mask } else { (a ^ (r.next() & 0xFFF)) & mask };
                for op in [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::Div] {
                    if let Some(want) = exact(fmt, op, a, b) {
                        assert_eq!(fmt.binary(op, a, b), want, "{k:?} {a:#x} {op:?} {b:#x}");
                        checked += 1;
                    }
                }
            }
            assert!(checked > 500_000, "{k:?}: {checked}");
        }
    }
}
