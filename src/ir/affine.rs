//! Affine expressions, maps and integer sets, with the simplifications MLIR 22's `AffineExpr`
//! operators apply on construction (constant folding, neutral elements, constants and symbolic
//! terms moved to the right, `d1 + d0` → `d0 + d1`, merged coefficients, `mod` detection,
//! division by known multiples), and MLIR's printing (`-d0`, `a - b * 3`, `a - 5`).
//!
//! `floordiv`, `ceildiv` and `mod` follow MLIR: floor and ceiling division round toward
//! negative and positive infinity, and `mod` is always non-negative for a positive divisor.

use std::fmt;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinOp {
    Add,
    Mul,
    Mod,
    FloorDiv,
    CeilDiv,
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    Dim(u32),
    Sym(u32),
    Const(i64),
    Bin(AffineBinOp, Box<AffineExpr>, Box<AffineExpr>),
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

pub fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a.wrapping_rem(b) != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}
pub fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a.wrapping_rem(b) != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}
pub fn modulo(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r < 0 {
        r.wrapping_add(b.wrapping_abs())
    } else {
        r
    }
}

#[allow(clippy::should_implement_trait)]
impl AffineExpr {
    pub fn constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Const(c) => Some(*c),
            _ => None,
        }
    }
    /// No dimension occurs in it (MLIR's `isSymbolicOrConstant`).
    pub fn is_symbolic_or_const(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Sym(_) | AffineExpr::Const(_) => true,
            AffineExpr::Bin(_, l, r) => l.is_symbolic_or_const() && r.is_symbolic_or_const(),
        }
    }
    /// Dimension `d` occurs in it (MLIR's `isFunctionOfDim`).
    pub fn is_function_of_dim(&self, d: u32) -> bool {
        match self {
            AffineExpr::Dim(x) => *x == d,
            AffineExpr::Sym(_) | AffineExpr::Const(_) => false,
            AffineExpr::Bin(_, l, r) => l.is_function_of_dim(d) || r.is_function_of_dim(d),
        }
    }

    /// The largest constant known to divide the expression (MLIR's `getLargestKnownDivisor`).
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Dim(_) | AffineExpr::Sym(_) => 1,
            AffineExpr::Const(c) => c.wrapping_abs(),
            AffineExpr::Bin(AffineBinOp::Mul, l, r) => {
                l.largest_known_divisor().wrapping_mul(r.largest_known_divisor())
            }
            AffineExpr::Bin(AffineBinOp::Add | AffineBinOp::Mod, l, r) => {
                gcd(l.largest_known_divisor() as u64, r.largest_known_divisor() as u64) as i64
            }
            AffineExpr::Bin(AffineBinOp::FloorDiv | AffineBinOp::CeilDiv, l, r) => match **r {
                AffineExpr::Const(c) if c != 0 => {
                    let d = l.largest_known_divisor();
                    if d.wrapping_rem(c) == 0 {
                        d.wrapping_div(c).wrapping_abs()
                    } else {
                        1
                    }
                }
                _ => 1,
            },
        }
    }

    /// Two dimensions (or two symbols) with the higher position on the left.
    fn leaves_out_of_order(l: &AffineExpr, r: &AffineExpr) -> bool {
        matches!((l, r), (AffineExpr::Dim(a), AffineExpr::Dim(b)) | (AffineExpr::Sym(a), AffineExpr::Sym(b)) if a > b)
    }

    fn raw(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
        AffineExpr::Bin(op, Box::new(l), Box::new(r))
    }

    /// Builds `l op r` with the simplifications MLIR's `AffineExpr` operators apply.
    pub fn bin(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
        match op {
            AffineBinOp::Add => Self::simplify_add(l, r),
            AffineBinOp::Mul => Self::simplify_mul(l, r),
            AffineBinOp::FloorDiv => Self::simplify_floor_div(l, r),
            AffineBinOp::CeilDiv => Self::simplify_ceil_div(l, r),
            AffineBinOp::Mod => Self::simplify_mod(l, r),
        }
    }

    fn simplify_add(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        match Self::try_simplify_add(&l, &r) {
            Some(e) => e,
            None => Self::raw(AffineBinOp::Add, l, r),
        }
    }

    /// `l + r` simplified, or `None` when no rule applies.
    fn try_simplify_add(l: &AffineExpr, r: &AffineExpr) -> Option<AffineExpr> {
        use AffineBinOp::*;
        use AffineExpr::{Bin, Const};
        if let (Const(a), Const(b)) = (l, r) {
            return a.checked_add(*b).map(Const);
        }
        // Constants, then symbolic terms, go to the right; `d1 + d0` becomes `d0 + d1`.
        if matches!(l, Const(_))
            || (l.is_symbolic_or_const() && !r.is_symbolic_or_const())
            || Self::leaves_out_of_order(l, r)
        {
            return Some(Self::simplify_add(r.clone(), l.clone()));
        }
        let r_const = r.constant();
        if r_const == Some(0) {
            return Some(l.clone());
        }
        // (e + c1) + c2 → e + (c1 + c2)
        if let (Bin(Add, ll, lr), Some(c2)) = (l, r_const) {
            if let Const(c1) = **lr {
                return Some(Self::simplify_add((**ll).clone(), Self::simplify_add(Const(c1), Const(c2))));
            }
        }
        // c1 * e + c2 * e → (c1 + c2) * e
        let split = |e: &AffineExpr| -> (AffineExpr, i64) {
            match e {
                Bin(Mul, a, b) => match **b {
                    Const(c) => ((**a).clone(), c),
                    _ => (e.clone(), 1),
                },
                _ => (e.clone(), 1),
            }
        };
        let (first, c1) = split(l);
        let (second, c2) = split(r);
        if first == second {
            return Some(Self::simplify_mul(first, Const(c1.wrapping_add(c2))));
        }
        // (e + c) + f → (e + f) + c
        if let Bin(Add, ll, lr) = l {
            if let Const(c) = **lr {
                let inner = Self::simplify_add((**ll).clone(), r.clone());
                return Some(Self::simplify_add(inner, Const(c)));
            }
        }
        // e + ((e floordiv q) * q) * -1 → e mod q
        let Bin(Mul, rl, rr) = r else { return None };
        if **rr == Const(-1) {
            if let Bin(Mul, a, q) = &**rl {
                if let Bin(FloorDiv, e, q2) = &**a {
                    if q2 == q && **e == *l {
                        return Some(Self::simplify_mod(l.clone(), (**q).clone()));
                    }
                }
                return None;
            }
        }
        // e + (e floordiv c) * -c → e mod c (c > 0); with a sum on the left, the rule is
        // tried on its last term: (a + e) + (e floordiv c) * -c → a + e mod c.
        let Bin(FloorDiv, e, q) = &**rl else { return None };
        if let (Const(c), Const(k)) = (&**q, &**rr) {
            if *c > 0 && **e == *l && *k == c.wrapping_neg() {
                return Some(Self::simplify_mod(l.clone(), Const(*c)));
            }
        }
        if let Bin(Add, ll, lr) = l {
            if let Some(s) = Self::try_simplify_add(lr, r) {
                return Some(Self::simplify_add((**ll).clone(), s));
            }
        }
        None
    }

    fn simplify_mul(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        use AffineBinOp::*;
        use AffineExpr::{Bin, Const};
        if let (Const(a), Const(b)) = (&l, &r) {
            return match a.checked_mul(*b) {
                Some(p) => Const(p),
                None => Self::raw(Mul, l, r),
            };
        }
        if !l.is_symbolic_or_const() && !r.is_symbolic_or_const() {
            return Self::raw(Mul, l, r);
        }
        // The constant or symbolic factor goes to the right; `s1 * s0` becomes `s0 * s1`.
        if !r.is_symbolic_or_const() || matches!(l, Const(_)) || Self::leaves_out_of_order(&l, &r) {
            return Self::simplify_mul(r, l);
        }
        let r_const = r.constant();
        match r_const {
            Some(1) => return l,
            Some(0) => return Const(0),
            _ => {}
        }
        if let Bin(Mul, ll, lr) = &l {
            if let Const(c1) = **lr {
                // (e * c1) * c2 → e * (c1 * c2)
                if let Some(c2) = r_const {
                    return Self::simplify_mul((**ll).clone(), Self::simplify_mul(Const(c1), Const(c2)));
                }
                // (e * c) * f → (e * f) * c
                let inner = Self::simplify_mul((**ll).clone(), r);
                return Self::simplify_mul(inner, Const(c1));
            }
        }
        Self::raw(Mul, l, r)
    }

    fn simplify_floor_div(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        use AffineBinOp::*;
        use AffineExpr::{Bin, Const};
        let c = match r {
            Const(c) if c != 0 => c,
            _ => return Self::raw(FloorDiv, l, r),
        };
        if let Const(a) = l {
            if a == i64::MIN && c == -1 {
                return Self::raw(FloorDiv, l, r);
            }
            return Const(floor_div(a, c));
        }
        if c == 1 {
            return l;
        }
        match &l {
            Bin(Mul, ll, lr) => {
                if let Const(k) = **lr {
                    if k.wrapping_rem(c) == 0 {
                        return Self::simplify_mul((**ll).clone(), Const(k.wrapping_div(c)));
                    }
                }
            }
            Bin(Add, ll, lr)
                if ll.largest_known_divisor().wrapping_rem(c) == 0
                    || lr.largest_known_divisor().wrapping_rem(c) == 0 =>
            {
                let a = Self::simplify_floor_div((**ll).clone(), Const(c));
                let b = Self::simplify_floor_div((**lr).clone(), Const(c));
                return Self::simplify_add(a, b);
            }
            _ => {}
        }
        Self::raw(FloorDiv, l, r)
    }

    fn simplify_ceil_div(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        use AffineBinOp::*;
        use AffineExpr::{Bin, Const};
        let c = match r {
            Const(c) if c != 0 => c,
            _ => return Self::raw(CeilDiv, l, r),
        };
        if let Const(a) = l {
            if a == i64::MIN && c == -1 {
                return Self::raw(CeilDiv, l, r);
            }
            return Const(ceil_div(a, c));
        }
        if c == 1 {
            return l;
        }
        if let Bin(Mul, ll, lr) = &l {
            if let Const(k) = **lr {
                if k.wrapping_rem(c) == 0 {
                    return Self::simplify_mul((**ll).clone(), Const(k.wrapping_div(c)));
                }
            }
        }
        Self::raw(CeilDiv, l, r)
    }

    fn simplify_mod(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        use AffineBinOp::*;
        use AffineExpr::{Bin, Const};
        let c = match r {
            Const(c) if c >= 1 => c,
            _ => return Self::raw(Mod, l, r),
        };
        if let Const(a) = l {
            return Const(modulo(a, c));
        }
        if l.largest_known_divisor().wrapping_rem(c) == 0 {
            return Const(0);
        }
        match &l {
            Bin(Add, ll, lr) => {
                if ll.largest_known_divisor().wrapping_rem(c) == 0 {
                    return Self::simplify_mod((**lr).clone(), Const(c));
                }
                if lr.largest_known_divisor().wrapping_rem(c) == 0 {
                    return Self::simplify_mod((**ll).clone(), Const(c));
                }
            }
            Bin(Mod, ll, lr) => {
                if let Const(k) = **lr {
                    if k >= 1 && modulo(k, c) == 0 {
                        return Self::simplify_mod((**ll).clone(), Const(c));
                    }
                }
            }
            _ => {}
        }
        Self::raw(Mod, l, r)
    }

    /// Replaces `d_i` by `dims[i]` and `s_i` by `syms[i]` (positions out of range are kept),
    /// re-simplifying the parts that changed (MLIR's `replaceDimsAndSymbols`).
    pub fn replace(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        match self {
            AffineExpr::Dim(i) => dims.get(*i as usize).cloned().unwrap_or_else(|| self.clone()),
            AffineExpr::Sym(i) => syms.get(*i as usize).cloned().unwrap_or_else(|| self.clone()),
            AffineExpr::Const(_) => self.clone(),
            AffineExpr::Bin(op, l, r) => {
                let (nl, nr) = (l.replace(dims, syms), r.replace(dims, syms));
                if nl == **l && nr == **r {
                    self.clone()
                } else {
                    Self::bin(*op, nl, nr)
                }
            }
        }
    }

    pub fn add(self, r: AffineExpr) -> AffineExpr {
        Self::bin(AffineBinOp::Add, self, r)
    }
    pub fn mul(self, r: AffineExpr) -> AffineExpr {
        Self::bin(AffineBinOp::Mul, self, r)
    }
    pub fn neg(self) -> AffineExpr {
        Self::bin(AffineBinOp::Mul, self, AffineExpr::Const(-1))
    }
    pub fn sub(self, r: AffineExpr) -> AffineExpr {
        self.add(r.neg())
    }

    /// Evaluates with the given dimension and symbol values; `None` on division by zero
    /// or a non-positive divisor (undefined in MLIR).
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<i64> {
        Some(match self {
            AffineExpr::Dim(i) => *dims.get(*i as usize)?,
            AffineExpr::Sym(i) => *syms.get(*i as usize)?,
            AffineExpr::Const(c) => *c,
            AffineExpr::Bin(op, l, r) => {
                let a = l.eval(dims, syms)?;
                let b = r.eval(dims, syms)?;
                match op {
                    AffineBinOp::Add => a.wrapping_add(b),
                    AffineBinOp::Mul => a.wrapping_mul(b),
                    AffineBinOp::FloorDiv if b != 0 => floor_div(a, b),
                    AffineBinOp::CeilDiv if b != 0 => ceil_div(a, b),
                    AffineBinOp::Mod if b > 0 => modulo(a, b),
                    _ => return None,
                }
            }
        })
    }

    /// Largest dimension and symbol position used, plus one.
    pub fn max_positions(&self) -> (u32, u32) {
        match self {
            AffineExpr::Dim(i) => (i + 1, 0),
            AffineExpr::Sym(i) => (0, i + 1),
            AffineExpr::Const(_) => (0, 0),
            AffineExpr::Bin(_, l, r) => {
                let (a, b) = l.max_positions();
                let (c, d) = r.max_positions();
                (a.max(c), b.max(d))
            }
        }
    }

    /// Writes the expression as MLIR prints it; `name(out, is_symbol, pos)` writes a dimension
    /// or symbol (ops print SSA names there, e.g. `%arg0` and `symbol(%arg1)`).
    pub fn write_with(&self, out: &mut String, name: &mut dyn FnMut(&mut String, bool, u32)) {
        self.write_rec(out, false, name)
    }

    fn write_rec(&self, out: &mut String, strong: bool, name: &mut dyn FnMut(&mut String, bool, u32)) {
        use std::fmt::Write;
        let (op, l, r) = match self {
            AffineExpr::Dim(i) => return name(out, false, *i),
            AffineExpr::Sym(i) => return name(out, true, *i),
            AffineExpr::Const(c) => {
                let _ = write!(out, "{c}");
                return;
            }
            AffineExpr::Bin(op, l, r) => (*op, &**l, &**r),
        };
        if strong {
            out.push('(');
        }
        if op != AffineBinOp::Add {
            if op == AffineBinOp::Mul && *r == AffineExpr::Const(-1) {
                // `e * -1` prints as `-e`.
                out.push('-');
                l.write_rec(out, true, name);
            } else {
                l.write_rec(out, true, name);
                out.push_str(match op {
                    AffineBinOp::Mul => " * ",
                    AffineBinOp::FloorDiv => " floordiv ",
                    AffineBinOp::CeilDiv => " ceildiv ",
                    _ => " mod ",
                });
                r.write_rec(out, true, name);
            }
        } else {
            match r {
                // `a + b * -1` prints as `a - b`, `a + b * -c` as `a - b * c`.
                AffineExpr::Bin(AffineBinOp::Mul, rl, rr) if matches!(**rr, AffineExpr::Const(c) if c < 0) => {
                    let c = rr.constant().unwrap_or(-1);
                    l.write_rec(out, false, name);
                    out.push_str(" - ");
                    if c == -1 {
                        let inner_strong = matches!(**rl, AffineExpr::Bin(AffineBinOp::Add, ..));
                        rl.write_rec(out, inner_strong, name);
                    } else {
                        rl.write_rec(out, true, name);
                        let _ = write!(out, " * {}", (c as i128).wrapping_neg());
                    }
                }
                // `a + -c` prints as `a - c`.
                AffineExpr::Const(c) if *c < 0 => {
                    l.write_rec(out, false, name);
                    let _ = write!(out, " - {}", (*c as i128).wrapping_neg());
                }
                _ => {
                    l.write_rec(out, false, name);
                    out.push_str(" + ");
                    r.write_rec(out, false, name);
                }
            }
        }
        if strong {
            out.push(')');
        }
    }

    fn default_name(out: &mut String, is_sym: bool, pos: u32) {
        use std::fmt::Write;
        let _ = write!(out, "{}{pos}", if is_sym { 's' } else { 'd' });
    }
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.write_with(&mut s, &mut AffineExpr::default_name);
        f.write_str(&s)
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    pub dims: u32,
    pub syms: u32,
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    pub fn identity(n: u32) -> AffineMap {
        AffineMap { dims: n, syms: 0, results: (0..n).map(AffineExpr::Dim).collect() }
    }
    pub fn constant(c: i64) -> AffineMap {
        AffineMap { dims: 0, syms: 0, results: vec![AffineExpr::Const(c)] }
    }
    pub fn is_identity(&self) -> bool {
        self.syms == 0
            && self.results.len() == self.dims as usize
            && self.results.iter().enumerate().all(|(i, e)| *e == AffineExpr::Dim(i as u32))
    }
    /// A single constant result.
    pub fn single_constant(&self) -> Option<i64> {
        match self.results.as_slice() {
            [AffineExpr::Const(c)] => Some(*c),
            _ => None,
        }
    }
    /// The map is `(d0..)[s0] -> (s0)` style: a single symbol result with one symbol and no dims.
    pub fn is_single_symbol(&self) -> bool {
        self.dims == 0 && self.syms == 1 && self.results == [AffineExpr::Sym(0)]
    }
    pub fn eval(&self, dims: &[i64], syms: &[i64]) -> Option<Vec<i64>> {
        self.results.iter().map(|e| e.eval(dims, syms)).collect()
    }
}

fn fmt_dims_syms(f: &mut fmt::Formatter<'_>, dims: u32, syms: u32) -> fmt::Result {
    write!(f, "(")?;
    for i in 0..dims {
        if i > 0 {
            write!(f, ", ")?;
        }
        write!(f, "d{i}")?;
    }
    write!(f, ")")?;
    if syms > 0 {
        write!(f, "[")?;
        for i in 0..syms {
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(f, "s{i}")?;
        }
        write!(f, "]")?;
    }
    Ok(())
}

impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_dims_syms(f, self.dims, self.syms)?;
        write!(f, " -> (")?;
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{e}")?;
        }
        write!(f, ")")
    }
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    pub dims: u32,
    pub syms: u32,
    /// Each constraint is `expr == 0` (true) or `expr >= 0` (false).
    pub constraints: Vec<(AffineExpr, bool)>,
}

impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_dims_syms(f, self.dims, self.syms)?;
        write!(f, " : (")?;
        for (i, (e, eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{e} {} 0", if *eq { "==" } else { ">=" })?;
        }
        write!(f, ")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[test]
    fn division_rounding() {
        assert_eq!(floor_div(-7, 2), -4);
        assert_eq!(ceil_div(-7, 2), -3);
        assert_eq!(ceil_div(7, 2), 4);
        assert_eq!(modulo(-7, 2), 1);
        assert_eq!(modulo(7, 3), 1);
    }
    #[test]
    fn simplify_and_print() {
        let e = AffineExpr::Dim(0).add(AffineExpr::Const(0)).mul(AffineExpr::Const(1));
        assert_eq!(e, AffineExpr::Dim(0));
        let e = AffineExpr::Dim(0).sub(AffineExpr::Dim(1));
        assert_eq!(e.to_string(), "d0 - d1");
        let e =
            AffineExpr::bin(AffineBinOp::FloorDiv, AffineExpr::Dim(0).add(AffineExpr::Const(1)), AffineExpr::Const(2));
        assert_eq!(e.to_string(), "(d0 + 1) floordiv 2");
    }
    #[test]
    fn upstream_rules() {
        use AffineExpr::{Const, Dim, Sym};
        let fd = |a, b| AffineExpr::bin(AffineBinOp::FloorDiv, a, b);
        // d1 + d0 → d0 + d1; s1 * s0 → s0 * s1
        assert_eq!(Dim(1).add(Dim(0)).to_string(), "d0 + d1");
        assert_eq!(Sym(1).mul(Sym(0)).to_string(), "s0 * s1");
        // (d0 + 2) + 3 → d0 + 5; d0 * 2 + d0 * 3 → d0 * 5; d0 - d0 → 0
        assert_eq!(Dim(0).add(Const(2)).add(Const(3)).to_string(), "d0 + 5");
        assert_eq!(Dim(0).mul(Const(2)).add(Dim(0).mul(Const(3))).to_string(), "d0 * 5");
        assert_eq!(Dim(0).sub(Dim(0)), Const(0));
        // d0 - (d0 floordiv 4) * 4 → d0 mod 4
        assert_eq!(Dim(0).sub(fd(Dim(0), Const(4)).mul(Const(4))).to_string(), "d0 mod 4");
        // printing of negations and negative coefficients
        assert_eq!(Dim(0).neg().add(Sym(0)).to_string(), "-d0 + s0");
        assert_eq!(Dim(0).mul(Const(-2)).to_string(), "d0 * -2");
        assert_eq!(Dim(0).sub(Dim(1).mul(Const(3))).to_string(), "d0 - d1 * 3");
        assert_eq!(Dim(0).mul(Sym(0)).neg().to_string(), "-(d0 * s0)");
        // (d0 * 8 + d1) floordiv 4 → d0 * 2 + d1 floordiv 4
        assert_eq!(fd(Dim(0).mul(Const(8)).add(Dim(1)), Const(4)).to_string(), "d0 * 2 + d1 floordiv 4");
        // overflow is kept unfolded
        assert_eq!(Const(i64::MAX).add(Const(1)).to_string(), "9223372036854775807 + 1");
    }
}
