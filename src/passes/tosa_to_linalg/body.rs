//! Scalar builders for the bodies `tosa-to-linalg` writes (element-wise ops, reductions):
//! each op with the properties upstream's builders give it (`fastmath = none` on float ops,
//! `overflowFlags = none` on `addi`/`subi`/`muli`/`shli`/`trunci`), and the constants TOSA's
//! rules need (largest finite float, NaN, infinities, integer bounds) per element type.

use crate::dialects::build::{int_bin, overflow};
use crate::ir::context::FloatKind;
use crate::ir::float;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

/// `arith.cmpf` predicates, numbered as upstream's `arith::CmpFPredicate`.
pub const OEQ: i128 = 1;
pub const OGT: i128 = 2;
pub const OGE: i128 = 3;
pub const ORD: i128 = 7;
pub const UEQ: i128 = 8;
pub const UGT: i128 = 9;
pub const UGE: i128 = 10;
pub const UNE: i128 = 13;
pub const UNO: i128 = 14;
/// `arith.cmpi` predicates, numbered as upstream's `arith::CmpIPredicate`.
pub const EQ: i128 = 0;
pub const NE: i128 = 1;
pub const SGT: i128 = 4;
pub const SGE: i128 = 5;

/// A builder of scalar ops at an insertion point.
pub struct B<'a> {
    pub rw: Rewriter<'a>,
}

impl B<'_> {
    pub fn ty(&self, v: Value) -> Type {
        self.rw.ir.value_ty(v)
    }
    pub fn is_float(&self, t: Type) -> bool {
        self.rw.ir.ctx.is_float(t)
    }
    pub fn width(&self, t: Type) -> u32 {
        let ctx = &self.rw.ir.ctx;
        ctx.int_width(t).or_else(|| ctx.float_kind(t).map(float::bit_width)).unwrap_or(0)
    }
    pub fn int_ty(&mut self, w: u32) -> Type {
        self.rw.ir.ctx.int_ty(w)
    }
    fn fastmath(&mut self) -> Attr {
        self.rw.ir.ctx.enum_attr(&crate::ir::enums::ARITH_FASTMATH, 0)
    }
    /// A float op (`arith.addf`, `math.exp`, ...) on operands of one type, `fastmath = none`.
    pub fn f(&mut self, name: &str, operands: Vec<Value>) -> Value {
        let t = self.ty(operands[0]);
        let fm = self.fastmath();
        self.rw.create_value(name, operands, t, vec![("fastmath", fm)])
    }
    /// An integer op on operands of one type (`int_bin`'s properties).
    pub fn i(&mut self, name: &str, a: Value, b: Value) -> Value {
        int_bin(&mut self.rw, name, a, b)
    }
    /// An op with no properties and the type of its first operand (`math.ctlz`).
    pub fn same(&mut self, name: &str, operands: Vec<Value>) -> Value {
        let t = self.ty(operands[0]);
        self.rw.create_value(name, operands, t, vec![])
    }
    pub fn cmpf(&mut self, pred: i128, a: Value, b: Value) -> Value {
        let i64t = self.rw.ir.ctx.int_ty(64);
        let i1 = self.rw.ir.ctx.int_ty(1);
        let p = self.rw.ir.ctx.int_attr(i64t, pred);
        let fm = self.fastmath();
        self.rw.create_value("arith.cmpf", vec![a, b], i1, vec![("predicate", p), ("fastmath", fm)])
    }
    pub fn cmpi(&mut self, pred: i128, a: Value, b: Value) -> Value {
        crate::dialects::build::cmpi(&mut self.rw, pred, a, b)
    }
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        crate::dialects::build::select(&mut self.rw, c, a, b)
    }
    /// A cast op to `t` (`arith.extsi`, `arith.sitofp`, ...); `trunci` with `overflowFlags`.
    pub fn cast(&mut self, name: &str, a: Value, t: Type) -> Value {
        let props =
            if name == "arith.trunci" { vec![("overflowFlags", overflow(&mut self.rw, "none"))] } else { vec![] };
        self.rw.create_value(name, vec![a], t, props)
    }
    pub fn int(&mut self, t: Type, v: i128) -> Value {
        let a = self.rw.ir.ctx.int_attr(t, v);
        self.rw.create_value("arith.constant", vec![], t, vec![("value", a)])
    }
    pub fn index(&mut self, v: i64) -> Value {
        crate::dialects::build::index_const(&mut self.rw, v)
    }
    pub fn float_bits(&mut self, t: Type, bits: u64) -> Value {
        let a = self.rw.ir.ctx.attr(AttrKind::Float { ty: t, bits });
        self.rw.create_value("arith.constant", vec![], t, vec![("value", a)])
    }
    /// `x` rounded to nearest even in `t`.
    pub fn float(&mut self, t: Type, x: f64) -> Value {
        let k = self.rw.ir.ctx.float_kind(t).unwrap_or(FloatKind::F32);
        self.float_bits(t, float::from_f64(k, x))
    }
    /// The typed attribute of a constant (for `linalg.fill` values built elsewhere).
    pub fn constant(&mut self, a: Attr, t: Type) -> Value {
        self.rw.create_value("arith.constant", vec![], t, vec![("value", a)])
    }
}

/// The float kind of `t` when it is a float type mlirc's TOSA lowering handles.
pub fn kind(ir: &Ir, t: Type) -> Option<FloatKind> {
    ir.ctx.float_kind(t).filter(|k| matches!(k, FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64))
}

/// The bits of the largest finite value of `k` (APFloat::getLargest), negated if `neg`.
pub fn largest_bits(k: FloatKind, neg: bool) -> u64 {
    let (bits, sign) = match k {
        FloatKind::F16 => (0x7BFF, 0x8000),
        FloatKind::BF16 => (0x7F7F, 0x8000),
        FloatKind::F64 => (0x7FEF_FFFF_FFFF_FFFF, 0x8000_0000_0000_0000),
        _ => (0x7F7F_FFFF, 0x8000_0000),
    };
    if neg {
        bits | sign
    } else {
        bits
    }
}

/// The quiet NaN of `k` (APFloat::getNaN).
pub fn nan_bits(k: FloatKind) -> u64 {
    match k {
        FloatKind::F16 => 0x7E00,
        FloatKind::BF16 => 0x7FC0,
        FloatKind::F64 => 0x7FF8_0000_0000_0000,
        _ => 0x7FC0_0000,
    }
}

/// Infinity of `k`, negative if `neg`.
pub fn inf_bits(k: FloatKind, neg: bool) -> u64 {
    match (k, neg) {
        (FloatKind::F16, false) => 0x7C00,
        (FloatKind::F16, true) => 0xFC00,
        (FloatKind::BF16, false) => 0x7F80,
        (FloatKind::BF16, true) => 0xFF80,
        (FloatKind::F64, false) => f64::INFINITY.to_bits(),
        (FloatKind::F64, true) => f64::NEG_INFINITY.to_bits(),
        (_, false) => f32::INFINITY.to_bits() as u64,
        (_, true) => f32::NEG_INFINITY.to_bits() as u64,
    }
}

/// APFloat's `semanticsMaxExponent`.
pub fn max_exponent(k: FloatKind) -> i64 {
    match k {
        FloatKind::F16 => 15,
        FloatKind::F64 => 1023,
        _ => 127,
    }
}

/// `FloatType::getFPMantissaWidth` (the precision, with the implicit bit).
pub fn mantissa_width(k: FloatKind) -> i64 {
    match k {
        FloatKind::F16 => 11,
        FloatKind::BF16 => 8,
        FloatKind::F64 => 53,
        _ => 24,
    }
}

/// The smallest and largest signed integers of `w` bits.
pub fn signed_range(w: u32) -> (i128, i128) {
    let w = w.clamp(1, 127);
    (-(1i128 << (w - 1)), (1i128 << (w - 1)) - 1)
}
