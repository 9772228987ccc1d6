//! Affine expressions, maps and integer sets, with the simplifications MLIR applies on
//! construction (constant folding, neutral elements, constants moved to the right).
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

pub fn floor_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}
pub fn ceil_div(a: i64, b: i64) -> i64 {
    let q = a.wrapping_div(b);
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}
pub fn modulo(a: i64, b: i64) -> i64 {
    let r = a.wrapping_rem(b);
    if r < 0 {
        r + b.abs()
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
    fn is_symbolic_or_const(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Sym(_) | AffineExpr::Const(_) => true,
            AffineExpr::Bin(_, l, r) => l.is_symbolic_or_const() && r.is_symbolic_or_const(),
        }
    }
    /// Builds `l op r`, simplified.
    pub fn bin(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
        use AffineBinOp::*;
        use AffineExpr::Const;
        match (op, &l, &r) {
            (Add, Const(a), Const(b)) => return Const(a.wrapping_add(*b)),
            (Mul, Const(a), Const(b)) => return Const(a.wrapping_mul(*b)),
            (FloorDiv, Const(a), Const(b)) if *b != 0 => return Const(floor_div(*a, *b)),
            (CeilDiv, Const(a), Const(b)) if *b != 0 => return Const(ceil_div(*a, *b)),
            (Mod, Const(a), Const(b)) if *b > 0 => return Const(modulo(*a, *b)),
            (Add, _, Const(0)) => return l,
            (Add, Const(0), _) => return r,
            (Mul, _, Const(1)) => return l,
            (Mul, Const(1), _) => return r,
            (Mul, _, Const(0)) | (Mul, Const(0), _) => return Const(0),
            (FloorDiv | CeilDiv, _, Const(1)) => return l,
            (Mod, _, Const(1)) => return Const(0),
            _ => {}
        }
        // Canonical order: constants and symbolic terms on the right of commutative ops.
        if matches!(op, Add | Mul) && matches!(l, Const(_)) {
            return AffineExpr::Bin(op, Box::new(r), Box::new(l));
        }
        if op == Mul && l.is_symbolic_or_const() && !r.is_symbolic_or_const() {
            return AffineExpr::Bin(op, Box::new(r), Box::new(l));
        }
        AffineExpr::Bin(op, Box::new(l), Box::new(r))
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

    fn fmt_prec(&self, f: &mut fmt::Formatter<'_>, parent_prec: u8) -> fmt::Result {
        match self {
            AffineExpr::Dim(i) => write!(f, "d{i}"),
            AffineExpr::Sym(i) => write!(f, "s{i}"),
            AffineExpr::Const(c) => {
                if *c < 0 && parent_prec > 0 {
                    write!(f, "({c})")
                } else {
                    write!(f, "{c}")
                }
            }
            AffineExpr::Bin(op, l, r) => {
                let prec = if *op == AffineBinOp::Add { 1 } else { 2 };
                let paren = parent_prec >= prec && !(parent_prec == 1 && prec == 1);
                if paren {
                    write!(f, "(")?;
                }
                match op {
                    AffineBinOp::Add => {
                        l.fmt_prec(f, 1)?;
                        // `a + b * -1` prints as `a - b`, `a + -3` as `a - 3`.
                        match &**r {
                            AffineExpr::Const(c) if *c < 0 && *c != i64::MIN => write!(f, " - {}", -c)?,
                            // As upstream: the subtrahend binds weakly unless it is a sum, and
                            // `a + b * -c` prints as `a - b * c`; a product or quotient on the
                            // right of `+` needs no parentheses.
                            AffineExpr::Bin(AffineBinOp::Mul, x, y) if **y == AffineExpr::Const(-1) => {
                                write!(f, " - ")?;
                                let sum = matches!(**x, AffineExpr::Bin(AffineBinOp::Add, ..));
                                x.fmt_prec(f, if sum { 2 } else { 1 })?;
                            }
                            AffineExpr::Bin(AffineBinOp::Mul, x, y) if matches!(**y, AffineExpr::Const(c) if c < -1 && c != i64::MIN) => {
                                write!(f, " - ")?;
                                x.fmt_prec(f, 2)?;
                                if let AffineExpr::Const(c) = **y {
                                    write!(f, " * {}", -c)?;
                                }
                            }
                            _ => {
                                write!(f, " + ")?;
                                r.fmt_prec(f, 1)?;
                            }
                        }
                    }
                    _ => {
                        l.fmt_prec(f, 2)?;
                        let name = match op {
                            AffineBinOp::Mul => " * ",
                            AffineBinOp::Mod => " mod ",
                            AffineBinOp::FloorDiv => " floordiv ",
                            AffineBinOp::CeilDiv => " ceildiv ",
                            AffineBinOp::Add => unreachable!(),
                        };
                        f.write_str(name)?;
                        r.fmt_prec(f, 3)?;
                    }
                }
                if paren {
                    write!(f, ")")?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.fmt_prec(f, 0)
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
        let e = AffineExpr::bin(AffineBinOp::FloorDiv, AffineExpr::Dim(0).add(AffineExpr::Const(1)), AffineExpr::Const(2));
        assert_eq!(e.to_string(), "(d0 + 1) floordiv 2");
    }
}
