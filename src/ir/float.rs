//! Floating-point values as bit patterns of their own format (f16, bf16, f32, f64, tf32 and
//! MLIR 22's small types: the f8, f6 and f4 families), conversion to and from `f64`, and
//! MLIR-style printing.
//!
//! The formats are LLVM `APFloat`'s semantics (`semFloat8E4M3FN`, ...): a bias, whether the
//! all-ones exponent holds infinities and NaNs (IEEE), only a NaN with an all-ones mantissa
//! (`FN`), or nothing special (`FN` of the f6/f4 types: finite only), and for the `FNUZ` types
//! the one NaN at the negative-zero pattern (no -0, no infinity). f8E8M0FNU is an exponent
//! alone: unsigned, no zero, no subnormals, 0xFF its NaN.

use super::context::FloatKind;

/// What a format does with its special encodings (APFloat's `fltNonfiniteBehavior` and
/// `fltNanEncoding`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum NonFinite {
    /// All-ones exponent: infinity (zero mantissa) or NaN.
    Ieee,
    /// No infinity; the one NaN magnitude is all ones (exponent and mantissa).
    NanAllOnes,
    /// No infinity, no negative zero; the NaN is the negative-zero pattern.
    NanNegZero,
    /// Neither infinity nor NaN.
    FiniteOnly,
}

/// A binary format: exponent and stored-mantissa widths, exponent bias, special encodings.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sem {
    pub exp_bits: u32,
    pub man_bits: u32,
    pub bias: i32,
    pub nonfinite: NonFinite,
    /// Whether there is a sign bit (false only for f8E8M0FNU, which also has no zero and no
    /// subnormals: exponent field 0 is 2^-127).
    pub signed: bool,
}

impl Sem {
    pub fn width(self) -> u32 {
        self.exp_bits + self.man_bits + self.signed as u32
    }
    pub fn sign_bit(self) -> u64 {
        if self.signed {
            1 << (self.exp_bits + self.man_bits)
        } else {
            0
        }
    }
    /// The smallest unbiased exponent of a normal number.
    pub fn emin(self) -> i32 {
        if self.signed {
            1 - self.bias
        } else {
            -self.bias
        }
    }
    /// The largest finite magnitude's bits.
    pub fn max_finite(self) -> u64 {
        let all = (1u64 << (self.exp_bits + self.man_bits)) - 1;
        match self.nonfinite {
            NonFinite::Ieee => all - ((1 << self.man_bits) - 1) - 1,
            NonFinite::NanAllOnes => all - 1,
            NonFinite::NanNegZero | NonFinite::FiniteOnly => all,
        }
    }
    /// The canonical NaN (what a conversion makes of any NaN), if the format has one.
    pub fn nan(self) -> Option<u64> {
        let all = (1u64 << (self.exp_bits + self.man_bits)) - 1;
        match self.nonfinite {
            NonFinite::Ieee => Some((all >> self.man_bits << self.man_bits) | 1 << (self.man_bits - 1)),
            NonFinite::NanAllOnes => Some(all),
            NonFinite::NanNegZero => Some(self.sign_bit()),
            NonFinite::FiniteOnly => None,
        }
    }
    pub fn is_nan(self, bits: u64) -> bool {
        let mag = bits & !self.sign_bit();
        let exp_all = ((1u64 << self.exp_bits) - 1) << self.man_bits;
        match self.nonfinite {
            NonFinite::Ieee => mag & exp_all == exp_all && mag != exp_all,
            NonFinite::NanAllOnes => mag == self.max_finite() + 1,
            NonFinite::NanNegZero => bits == self.sign_bit(),
            NonFinite::FiniteOnly => false,
        }
    }
}

/// The format of `k`.
pub fn sem(k: FloatKind) -> Sem {
    use NonFinite::*;
    let (exp_bits, man_bits, bias, nonfinite) = match k {
        FloatKind::F16 => (5, 10, 15, Ieee),
        FloatKind::BF16 => (8, 7, 127, Ieee),
        FloatKind::F32 => (8, 23, 127, Ieee),
        FloatKind::F64 => (11, 52, 1023, Ieee),
        FloatKind::TF32 => (8, 10, 127, Ieee),
        FloatKind::F8E5M2 => (5, 2, 15, Ieee),
        FloatKind::F8E4M3 => (4, 3, 7, Ieee),
        FloatKind::F8E3M4 => (3, 4, 3, Ieee),
        FloatKind::F8E4M3FN => (4, 3, 7, NanAllOnes),
        FloatKind::F8E5M2FNUZ => (5, 2, 16, NanNegZero),
        FloatKind::F8E4M3FNUZ => (4, 3, 8, NanNegZero),
        FloatKind::F8E4M3B11FNUZ => (4, 3, 11, NanNegZero),
        FloatKind::F8E8M0FNU => (8, 0, 127, NanAllOnes),
        FloatKind::F6E2M3FN => (2, 3, 1, FiniteOnly),
        FloatKind::F6E3M2FN => (3, 2, 3, FiniteOnly),
        FloatKind::F4E2M1FN => (2, 1, 1, FiniteOnly),
    };
    Sem { exp_bits, man_bits, bias, nonfinite, signed: k != FloatKind::F8E8M0FNU }
}

/// Rounds `x` to the format as APFloat's `convert` does (round to nearest, ties to even) and
/// returns its bits: an overflow is infinity, the NaN of a format without infinity, or the
/// largest finite value of a finite-only format; an underflow is zero (without sign in the
/// FNUZ formats; f8E8M0FNU, which has no zero, gives its smallest value, and having no sign
/// bit, keeps the magnitude of a negative `x`, as MLIR's parser stores `-4.0`). NaN becomes the
/// format's NaN (zero in a finite-only format), keeping the sign in IEEE formats.
pub fn from_f64(k: FloatKind, x: f64) -> u64 {
    match k {
        FloatKind::F64 => return x.to_bits(),
        FloatKind::F32 => return (x as f32).to_bits() as u64,
        _ => {}
    }
    let s = sem(k);
    let neg = x.is_sign_negative();
    let sign = if neg { s.sign_bit() } else { 0 };
    if x.is_nan() {
        return match (s.nonfinite, s.nan()) {
            (NonFinite::NanNegZero, Some(n)) => n,
            (_, Some(n)) => sign | n,
            (_, None) => 0,
        };
    }
    let overflow = || match s.nonfinite {
        NonFinite::Ieee => sign | (s.max_finite() + 1),
        NonFinite::FiniteOnly => sign | s.max_finite(),
        NonFinite::NanAllOnes => sign | (s.max_finite() + 1),
        NonFinite::NanNegZero => s.sign_bit(),
    };
    if x.is_infinite() {
        return overflow();
    }
    let zero = || match (s.nonfinite, s.signed) {
        (_, false) => 0, // no zero: the smallest value, 2^-127
        (NonFinite::NanNegZero, _) => 0,
        _ => sign,
    };
    if x == 0.0 {
        return zero();
    }
    // |x| = sig * 2^e2, then the exponent of its leading bit.
    let b = x.to_bits();
    let field = ((b >> 52) & 0x7FF) as i32;
    let (sig, e2) =
        if field == 0 { (b & ((1 << 52) - 1), -1074) } else { (b & ((1 << 52) - 1) | 1 << 52, field - 1075) };
    let lead = 63 - sig.leading_zeros() as i32 + e2;
    let mb = s.man_bits as i32;
    if lead > s.bias + 2 {
        return overflow();
    }
    let e_t = lead.max(s.emin());
    // Round sig * 2^(e2 - q) to an integer, q the quantum's exponent.
    let q = e_t - mb;
    let r = if e2 >= q {
        sig << (e2 - q)
    } else {
        let sh = (q - e2).min(64) as u32;
        let (kept, rest) = if sh >= 64 { (0, sig) } else { (sig >> sh, sig & ((1u64 << sh) - 1)) };
        let half = if sh >= 64 { 1u64 << 63 } else { 1u64 << (sh - 1) };
        let half_up = rest > half || (rest == half && kept & 1 == 1);
        kept + half_up as u64
    };
    if r == 0 {
        return zero();
    }
    // Normal numbers carry their leading bit into the exponent field (and a rounding carry too).
    let base = (e_t + s.bias - if s.signed { 1 } else { 0 }) as i64;
    let mag = if s.signed { (base << mb) + r as i64 } else { base - 1 + r as i64 };
    if mag < 0 {
        return zero();
    }
    if mag as u64 > s.max_finite() {
        return overflow();
    }
    sign | mag as u64
}

/// The value of `bits` in format `k`, exactly (every supported format fits in f64).
pub fn to_f64(k: FloatKind, bits: u64) -> f64 {
    match k {
        FloatKind::F64 => return f64::from_bits(bits),
        FloatKind::F32 => return f32::from_bits(bits as u32) as f64,
        _ => {}
    }
    let s = sem(k);
    if s.is_nan(bits) {
        return f64::NAN;
    }
    let sign = if bits & s.sign_bit() != 0 { -1.0 } else { 1.0 };
    let mb = s.man_bits;
    let exp = (bits >> mb) & ((1 << s.exp_bits) - 1);
    let man = bits & ((1 << mb) - 1);
    if s.nonfinite == NonFinite::Ieee && exp == (1 << s.exp_bits) - 1 {
        return sign * f64::INFINITY;
    }
    if !s.signed {
        return 2f64.powi(exp as i32 - s.bias);
    }
    if exp == 0 {
        return sign * (man as f64) * 2f64.powi(1 - s.bias - mb as i32);
    }
    sign * ((1u64 << mb) | man) as f64 * 2f64.powi(exp as i32 - s.bias - mb as i32)
}

/// Width of the bit pattern.
pub fn bit_width(k: FloatKind) -> u32 {
    sem(k).width()
}

/// Parses a decimal literal into the format's bits as MLIR's parser does: to the nearest `f64`
/// first, then converted (to nearest, ties to even) to the format, so a literal between two
/// values of a narrower format can round twice.
pub fn parse_decimal(k: FloatKind, text: &str, negative: bool) -> Option<u64> {
    let v: f64 = text.parse().ok()?;
    Some(from_f64(k, if negative { -v } else { v }))
}

/// Reads a decimal (unsigned) back as APFloat's string constructor does: rounded once, exactly,
/// to the nearest value of the format (ties to even).
fn read_back(k: FloatKind, text: &str) -> Option<u64> {
    let v: f64 = match k {
        FloatKind::F32 => return Some(text.parse::<f32>().ok()?.to_bits() as u64),
        FloatKind::F64 => return Some(text.parse::<f64>().ok()?.to_bits()),
        _ => text.parse().ok()?,
    };
    let mag = from_f64(k, v);
    if !v.is_finite() || to_f64(k, mag) == v {
        return Some(mag);
    }
    // `v` (the decimal rounded to f64) is not in the format: a second rounding is exact unless
    // `v` is a midpoint between two neighbours of the format, which the text itself may not be.
    let other = if to_f64(k, mag) < v { mag + 1 } else { mag.wrapping_sub(1) };
    if other >> bit_width(k) != 0 || (to_f64(k, mag) + to_f64(k, other)) / 2.0 != v {
        return Some(mag);
    }
    let (hi, lo) = if to_f64(k, mag) > to_f64(k, other) { (mag, other) } else { (other, mag) };
    Some(match compare_decimal(text, v)? {
        std::cmp::Ordering::Greater => hi,
        std::cmp::Ordering::Less => lo,
        std::cmp::Ordering::Equal => mag,
    })
}

fn sign_bit(k: FloatKind) -> u64 {
    sem(k).sign_bit()
}

/// Compares the decimal literal `text` with the (finite, positive) binary value `v`, exactly.
fn compare_decimal(text: &str, v: f64) -> Option<std::cmp::Ordering> {
    let (mant, exp) = match text.find(['e', 'E']) {
        Some(i) => (&text[..i], text[i + 1..].parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (int, frac) = mant.split_once('.').unwrap_or((mant, ""));
    let mut d = Nat::from_u64(0);
    for c in int.chars().chain(frac.chars()) {
        d.mul_small(10);
        d.add_small(c.to_digit(10)?);
    }
    let k = exp - frac.len() as i32;
    let (m, j) = decompose(v);
    let mut b = Nat::from_u64(m);
    if k >= 0 {
        d.mul_pow5(k as u32);
        d.shl(k as u32);
    } else {
        b.mul_pow5((-k) as u32);
        b.shl((-k) as u32);
    }
    if j >= 0 {
        b.shl(j as u32);
    } else {
        d.shl((-j) as u32);
    }
    Some(d.cmp(&b))
}

/// `|v| = m * 2^e` for a finite `v`.
fn decompose(v: f64) -> (u64, i32) {
    let b = v.to_bits();
    let e = ((b >> 52) & 0x7FF) as i32;
    let f = b & ((1 << 52) - 1);
    if e == 0 {
        (f, -1074)
    } else {
        (f | (1 << 52), e - 1075)
    }
}

/// Prints a float as MLIR's AsmPrinter does: APFloat's `toString` with six significant digits in
/// exponent form (`6.097560e-05`) when that reads back as the same value, else APFloat's default
/// `toString` (enough digits to round-trip: `0.333333313`, `1.00000001E-10`) when it has a
/// decimal point, else (and for inf and NaN) the bit pattern in hex.
pub fn print(k: FloatKind, bits: u64) -> String {
    let v = to_f64(k, bits);
    if v.is_finite() {
        let six = to_string(k, bits, 6, 0, false);
        let sign = if v.is_sign_negative() { sign_bit(k) } else { 0 };
        if read_back(k, six.trim_start_matches('-')).map(|b| b | sign) == Some(bits) {
            return six;
        }
        let short = to_string(k, bits, 0, 3, true);
        if short.contains('.') {
            return short;
        }
    }
    let digits = (bit_width(k) as usize).div_ceil(4);
    format!("0x{:0width$X}", bits, width = digits)
}

/// APFloat's `toString(FormatPrecision, FormatMaxPadding, TruncateZero)` for a finite value:
/// the exact decimal expansion cut to `precision` significant digits (0: enough to round-trip),
/// printed in exponent form or, within `max_padding` zeros, positionally.
fn to_string(k: FloatKind, bits: u64, precision: u32, max_padding: u32, truncate_zero: bool) -> String {
    let v = to_f64(k, bits);
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    if v == 0.0 {
        if max_padding != 0 {
            out.push('0');
        } else if truncate_zero {
            out.push_str("0.0E+0");
        } else {
            out.push_str("0.0");
            for _ in 1..precision {
                out.push('0');
            }
            out.push_str("e+00");
        }
        return out;
    }
    let mb = sem(k).man_bits;
    let precision = if precision == 0 { 2 + (mb + 1) * 59 / 196 } else { precision };
    let (mut n, mut exp) = decompose(v);
    let tz = n.trailing_zeros();
    n >>= tz;
    exp += tz as i32;
    // The value as `sig * 10^exp`.
    let mut sig = Nat::from_u64(n);
    if exp > 0 {
        sig.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        sig.mul_pow5((-exp) as u32);
    }
    // Drop decimal digits beyond the precision needed (truncating), as APFloat does first.
    let bits_required = (precision * 196).div_ceil(59);
    let active = sig.bits();
    if active > bits_required {
        let tens = (active - bits_required) * 59 / 196;
        for _ in 0..tens {
            sig.divrem_small(10);
        }
        exp += tens as i32;
    }
    // Digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = vec![];
    while !sig.is_zero() {
        let d = sig.divrem_small(10) as u8;
        if buf.is_empty() && d == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + d);
        }
    }
    // Round (half up) to `precision` digits.
    let n = buf.len();
    if n > precision as usize {
        let mut first = n - precision as usize;
        if buf[first - 1] < b'5' {
            while first < n && buf[first] == b'0' {
                first += 1;
            }
        } else {
            let mut i = first;
            while i < n && buf[i] == b'9' {
                first += 1;
                i += 1;
            }
            if i < n {
                buf[i] += 1;
            }
        }
        exp += first as i32;
        if first == n {
            buf = vec![b'1'];
        } else {
            buf.drain(..first);
        }
    }
    let nd = buf.len();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || nd as u32 + exp as u32 > precision
    } else {
        let msd = exp + nd as i32 - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    let digit = |i: usize| buf[nd - 1 - i] as char;
    if scientific {
        let e = exp + nd as i32 - 1;
        out.push(digit(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        }
        for i in 1..nd {
            out.push(digit(i));
        }
        if !truncate_zero && precision as usize > nd - 1 {
            for _ in 0..(precision as usize - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let digits = e.unsigned_abs().to_string();
        if !truncate_zero && digits.len() < 2 {
            out.push('0');
        }
        out.push_str(&digits);
        return out;
    }
    if exp >= 0 {
        (0..nd).for_each(|i| out.push(digit(i)));
        (0..exp).for_each(|_| out.push('0'));
        return out;
    }
    let whole = exp + nd as i32;
    let mut i = 0;
    if whole > 0 {
        while i < whole as usize {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    (i..nd).for_each(|i| out.push(digit(i)));
    out
}

/// Natural numbers in base 2^32, little-endian: just what exact decimal conversion needs.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Nat(Vec<u32>);

impl Nat {
    fn from_u64(x: u64) -> Nat {
        let mut n = Nat(vec![x as u32, (x >> 32) as u32]);
        n.trim();
        n
    }
    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }
    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }
    fn bits(&self) -> u32 {
        match self.0.last() {
            Some(&top) => 32 * (self.0.len() as u32 - 1) + (32 - top.leading_zeros()),
            None => 0,
        }
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let x = *limb as u64 * m as u64 + carry;
            *limb = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
        self.trim();
    }
    fn add_small(&mut self, a: u32) {
        let mut carry = a as u64;
        for limb in &mut self.0 {
            if carry == 0 {
                break;
            }
            let x = *limb as u64 + carry;
            *limb = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn mul_pow5(&mut self, mut n: u32) {
        while n > 0 {
            let step = n.min(13);
            self.mul_small(5u32.pow(step));
            n -= step;
        }
    }
    fn shl(&mut self, n: u32) {
        if self.is_zero() {
            return;
        }
        let (words, bits) = ((n / 32) as usize, n % 32);
        if bits != 0 {
            let mut carry = 0u32;
            for limb in &mut self.0 {
                let x = *limb;
                *limb = (x << bits) | carry;
                carry = x >> (32 - bits);
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        self.0.splice(0..0, std::iter::repeat_n(0, words));
    }
    /// Divides in place and returns the remainder.
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for limb in self.0.iter_mut().rev() {
            let x = (rem << 32) | *limb as u64;
            *limb = (x / d as u64) as u32;
            rem = x % d as u64;
        }
        self.trim();
        rem as u32
    }
}

impl PartialOrd for Nat {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Nat {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.len().cmp(&other.0.len()).then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn roundtrips() {
        assert_eq!(print(FloatKind::F32, 1.0f32.to_bits() as u64), "1.000000e+00");
        assert_eq!(print(FloatKind::F64, 0.1f64.to_bits()), "1.000000e-01");
        assert_eq!(from_f64(FloatKind::F16, 1.0), 0x3C00);
        assert_eq!(from_f64(FloatKind::BF16, 1.0), 0x3F80);
        assert_eq!(to_f64(FloatKind::F16, 0x3C00), 1.0);
        assert_eq!(from_f64(FloatKind::F16, 65504.0), 0x7BFF);
        assert_eq!(from_f64(FloatKind::F16, f64::INFINITY), 0x7C00);
        assert_eq!(print(FloatKind::F32, 0x7F800000), "0x7F800000");
        assert_eq!(to_f64(FloatKind::F16, 1), 2f64.powi(-24));
        assert_eq!(from_f64(FloatKind::F16, 2f64.powi(-24)), 1);
        // APFloat's digits: six significant, zero-padded; else the round-trip default form.
        assert_eq!(print(FloatKind::F16, 0x03FF), "6.097560e-05");
        assert_eq!(print(FloatKind::BF16, 0x3DCD), "1.000980e-01");
        assert_eq!(print(FloatKind::F32, 0x3EAAAAAA), "0.333333313");
        assert_eq!(print(FloatKind::F64, 1.2345678901234567f64.to_bits()), "1.2345678901234567");
        assert_eq!(print(FloatKind::F32, 0x2EDBE700), "1.00000008E-10");
        assert_eq!(print(FloatKind::F32, 16777215f32.to_bits() as u64), "0x4B7FFFFF");
        assert_eq!(print(FloatKind::F64, (-0.0f64).to_bits()), "-0.000000e+00");
        // The parser rounds through f64 (twice); reading back in the printer rounds once.
        let above_mid = "0.00011888146400451660156250000000000000000001";
        assert_eq!(parse_decimal(FloatKind::F16, above_mid, false), Some(0x07CA));
        assert_eq!(read_back(FloatKind::F16, above_mid), Some(0x07CB));
    }
}
