//! Floating-point values as bit patterns of their own format (f16, bf16, f32, f64, tf32,
//! f8E5M2, f8E4M3FN), conversion to and from `f64`, and MLIR-style printing.

use super::context::FloatKind;

/// (exponent bits, mantissa bits, IEEE-style inf/nan encodings)
fn format(k: FloatKind) -> (u32, u32, bool) {
    match k {
        FloatKind::F16 => (5, 10, true),
        FloatKind::BF16 => (8, 7, true),
        FloatKind::F32 => (8, 23, true),
        FloatKind::F64 => (11, 52, true),
        FloatKind::TF32 => (8, 10, true),
        FloatKind::F8E5M2 => (5, 2, true),
        FloatKind::F8E4M3FN => (4, 3, false),
    }
}

/// Rounds `x` to the format (round to nearest even) and returns its bits.
pub fn from_f64(k: FloatKind, x: f64) -> u64 {
    match k {
        FloatKind::F64 => return x.to_bits(),
        FloatKind::F32 => return (x as f32).to_bits() as u64,
        _ => {}
    }
    let (eb, mb, ieee) = format(k);
    let sign = if x.is_sign_negative() { 1u64 << (eb + mb) } else { 0 };
    let emax_field = (1u64 << eb) - 1;
    let bias = (1i64 << (eb - 1)) - 1;
    if x.is_nan() {
        return sign | (emax_field << mb) | ((1 << mb) - 1).min(if ieee { 1 << (mb - 1) } else { (1 << mb) - 1 });
    }
    let a = x.abs();
    let max_finite =
        to_f64(k, if ieee { ((emax_field - 1) << mb) | ((1 << mb) - 1) } else { (emax_field << mb) | ((1 << mb) - 2) });
    if a.is_infinite() || a > max_finite * (1.0 + 0.5f64.powi(mb as i32 + 1)) {
        return if ieee { sign | (emax_field << mb) } else { sign | (emax_field << mb) | ((1 << mb) - 1) };
    }
    if a == 0.0 {
        return sign;
    }
    // Scale to an integer mantissa with round-to-nearest-even.
    let e = a.log2().floor() as i64;
    let e = e.max(1 - bias);
    let scale = (mb as i64) - e;
    let m = a * 2f64.powi(scale as i32);
    let mut mi = m.round() as u64;
    if (m - m.floor() - 0.5).abs() < f64::EPSILON && mi % 2 == 1 {
        mi -= 1;
    }
    let mut exp = e + bias;
    if mi >= (2u64 << mb) {
        mi >>= 1;
        exp += 1;
    }
    if mi < (1u64 << mb) {
        // subnormal
        return sign | mi;
    }
    if exp as u64 > emax_field || (ieee && exp as u64 == emax_field) {
        return if ieee { sign | (emax_field << mb) } else { sign | (emax_field << mb) | ((1 << mb) - 1) };
    }
    sign | ((exp as u64) << mb) | (mi & ((1 << mb) - 1))
}

/// The value of `bits` in format `k`, exactly (every supported format fits in f64).
pub fn to_f64(k: FloatKind, bits: u64) -> f64 {
    match k {
        FloatKind::F64 => return f64::from_bits(bits),
        FloatKind::F32 => return f32::from_bits(bits as u32) as f64,
        _ => {}
    }
    let (eb, mb, ieee) = format(k);
    let sign = if bits >> (eb + mb) & 1 == 1 { -1.0 } else { 1.0 };
    let exp = (bits >> mb) & ((1 << eb) - 1);
    let man = bits & ((1 << mb) - 1);
    let bias = (1i64 << (eb - 1)) - 1;
    let emax_field = (1u64 << eb) - 1;
    if ieee && exp == emax_field {
        return if man == 0 { sign * f64::INFINITY } else { f64::NAN };
    }
    if !ieee && exp == emax_field && man == (1 << mb) - 1 {
        return f64::NAN;
    }
    if exp == 0 {
        return sign * (man as f64) * 2f64.powi((1 - bias - mb as i64) as i32);
    }
    sign * ((1u64 << mb) | man) as f64 * 2f64.powi((exp as i64 - bias - mb as i64) as i32)
}

/// Width of the bit pattern.
pub fn bit_width(k: FloatKind) -> u32 {
    let (e, m, _) = format(k);
    1 + e + m
}

/// Parses a decimal literal into the format's bits.
pub fn parse_decimal(k: FloatKind, text: &str, negative: bool) -> Option<u64> {
    let v: f64 = match k {
        FloatKind::F32 => {
            let f: f32 = text.parse().ok()?;
            let f = if negative { -f } else { f };
            return Some(f.to_bits() as u64);
        }
        _ => text.parse().ok()?,
    };
    Some(from_f64(k, if negative { -v } else { v }))
}

/// Prints a float as MLIR does: `1.000000e+00` when six digits round-trip, else the shortest
/// decimal that round-trips, and the hex bit pattern for inf and NaN.
pub fn print(k: FloatKind, bits: u64) -> String {
    let v = to_f64(k, bits);
    if !v.is_finite() {
        let digits = (bit_width(k) as usize).div_ceil(4);
        return format!("0x{:0width$X}", bits, width = digits);
    }
    let six = format!("{v:.6e}");
    let six = mlir_exponent(&six);
    if parse_decimal(k, &six, false) == Some(bits) {
        return six;
    }
    let short = match k {
        FloatKind::F64 => format!("{v:e}"),
        _ => format!("{:e}", v as f32),
    };
    let short = if short.contains('.') { short } else { short.replacen('e', ".0e", 1) };
    if parse_decimal(k, &short, false) == Some(bits) {
        return short;
    }
    let digits = (bit_width(k) as usize).div_ceil(4);
    format!("0x{:0width$X}", bits, width = digits)
}

/// `1.5e0` → `1.500000e+00` style exponent.
fn mlir_exponent(s: &str) -> String {
    match s.split_once('e') {
        Some((m, e)) => {
            let (sign, digits) = match e.strip_prefix('-') {
                Some(d) => ('-', d),
                None => ('+', e),
            };
            format!("{m}e{sign}{digits:0>2}")
        }
        None => s.to_string(),
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
    }
}
