//! Constant operand values as the folders see them (MLIR's `IntegerAttr`, `FloatAttr`,
//! `DenseElementsAttr` and `ub.poison`), and the element-wise folding helpers of MLIR's
//! `CommonFolders.h`: a poison operand makes the result poison; scalars fold to scalars of
//! the result type; two dense constants of the same type fold element by element (to a splat
//! when every result element is equal, as MLIR uniques them).
//!
//! Integers are stored sign-extended from their width (`AttrKind::Int`), index as 64 bits;
//! folders get an element's value with its width and return it in the same form. Widths
//! above 128 bits and float formats other than f16/bf16/f32/f64 are not folded.

use super::softfloat::{self, Format};
use crate::ir::*;

/// The element type of a constant, as folding needs it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ElemTy {
    /// A signless integer (or `index`, 64 bits) of this width.
    Int(u32),
    /// A float type and its format (`None` for formats the folders do not compute in).
    Float(FloatKind, Option<Format>),
}

impl ElemTy {
    pub fn width(self) -> u32 {
        match self {
            ElemTy::Int(w) => w,
            ElemTy::Float(k, _) => crate::ir::float::bit_width(k),
        }
    }
    pub fn int_width(self) -> Option<u32> {
        match self {
            ElemTy::Int(w) => Some(w),
            ElemTy::Float(..) => None,
        }
    }
    pub fn float_format(self) -> Option<Format> {
        match self {
            ElemTy::Float(_, f) => f,
            ElemTy::Int(_) => None,
        }
    }
}

/// The element type of `t` (itself when scalar).
pub fn elem_ty(ctx: &Context, t: Type) -> Option<ElemTy> {
    match ctx.type_kind(ctx.elem_ty(t)) {
        TypeKind::Int { width, .. } if *width <= 128 => Some(ElemTy::Int(*width)),
        TypeKind::Index => Some(ElemTy::Int(64)),
        TypeKind::Float(k) => Some(ElemTy::Float(*k, softfloat::format(*k))),
        _ => None,
    }
}

/// One element: an integer (sign-extended from its width) or a float bit pattern.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum El {
    I(i128),
    F(u64),
}

impl El {
    pub fn int(self) -> i128 {
        match self {
            El::I(v) => v,
            El::F(b) => b as i128,
        }
    }
    pub fn bits(self) -> u64 {
        match self {
            El::F(b) => b,
            El::I(v) => v as u64,
        }
    }
}

/// A constant operand.
#[derive(Clone, Debug)]
pub enum Const {
    Poison,
    /// An integer or float attribute of type `ty`.
    Scalar {
        ty: Type,
        el: El,
    },
    /// Dense elements of the shaped type `ty`: one value for a splat, else one per element.
    Elems {
        ty: Type,
        els: Vec<El>,
    },
}

impl Const {
    /// The attribute's type (`None` for poison).
    pub fn ty(&self) -> Option<Type> {
        match self {
            Const::Poison => None,
            Const::Scalar { ty, .. } | Const::Elems { ty, .. } => Some(*ty),
        }
    }
}

pub fn is_poison(ctx: &Context, a: Attr) -> bool {
    ctx.dialect_attr_body(a, "ub").is_some_and(|b| b == "poison")
}

/// Reads a constant attribute; `None` for other attributes (dense resources, strings, ...).
pub fn read(ctx: &Context, a: Attr) -> Option<Const> {
    match ctx.attr_kind(a) {
        AttrKind::Int { ty, value } => {
            elem_ty(ctx, *ty)?;
            Some(Const::Scalar { ty: *ty, el: El::I(*value) })
        }
        AttrKind::Float { ty, bits } => Some(Const::Scalar { ty: *ty, el: El::F(*bits) }),
        AttrKind::Dense { ty, data } => {
            elem_ty(ctx, *ty)?;
            let els: Vec<El> = match data.kind() {
                DenseKind::Int => data.ints_iter().map(El::I).collect(),
                DenseKind::Float => data.float_bits_iter().map(El::F).collect(),
                _ => return None,
            };
            if els.is_empty() {
                return None;
            }
            Some(Const::Elems { ty: *ty, els })
        }
        _ if is_poison(ctx, a) => Some(Const::Poison),
        _ => None,
    }
}

/// A constant of type `ty` (scalar, or shaped with one value per element or a splat).
pub fn make(ctx: &mut Context, ty: Type, mut els: Vec<El>) -> Option<Attr> {
    if !ctx.is_shaped(ty) {
        let el = *els.first()?;
        return Some(match (el, ctx.type_kind(ty)) {
            (El::I(v), TypeKind::Int { .. } | TypeKind::Index) => ctx.int_attr(ty, v),
            (El::F(b), TypeKind::Float(_)) => ctx.attr(AttrKind::Float { ty, bits: b }),
            _ => return None,
        });
    }
    if !matches!(ctx.type_kind(ty), TypeKind::Vector { .. } | TypeKind::Tensor { .. }) {
        return None;
    }
    let shape = ctx.shape(ty)?;
    if shape.contains(&DYNAMIC) {
        return None;
    }
    if els.iter().all(|&e| e == els[0]) {
        els.truncate(1);
    }
    Some(if ctx.is_float(ctx.elem_ty(ty)) {
        ctx.dense_floats(ty, els.iter().map(|e| e.bits()))
    } else {
        ctx.dense_ints(ty, els.iter().map(|e| e.int()))
    })
}

/// A constant of type `ty` whose every element is `el`.
pub fn splat(ctx: &mut Context, ty: Type, el: El) -> Option<Attr> {
    make(ctx, ty, vec![el])
}

/// An integer zero (or `false`) of type `ty`, as `Builder::getZeroAttr` gives it.
pub fn zero(ctx: &mut Context, ty: Type) -> Option<Attr> {
    let el = match elem_ty(ctx, ty)? {
        ElemTy::Int(_) => El::I(0),
        ElemTy::Float(..) => El::F(0),
    };
    splat(ctx, ty, el)
}

/// `true`/`false` of the i1-like type `ty`.
pub fn bool_attr(ctx: &mut Context, ty: Type, b: bool) -> Option<Attr> {
    splat(ctx, ty, El::I(if b { -1 } else { 0 }))
}

/// The value of a scalar or splat constant (dense elements that are all equal), with its
/// element type: what MLIR's `m_ConstantInt`/`m_ConstantFloat` matchers see.
pub fn splat_value(ctx: &Context, a: Attr) -> Option<(ElemTy, El)> {
    match ctx.attr_kind(a) {
        AttrKind::Int { ty, value } => Some((elem_ty(ctx, *ty)?, El::I(*value))),
        AttrKind::Float { ty, bits } => Some((elem_ty(ctx, *ty)?, El::F(*bits))),
        AttrKind::Dense { ty, data } if data.all_same() => match data.kind() {
            DenseKind::Int => Some((elem_ty(ctx, *ty)?, El::I(data.int_at(0)))),
            DenseKind::Float => Some((elem_ty(ctx, *ty)?, El::F(data.float_bits_at(0)))),
            _ => None,
        },
        _ => None,
    }
}

/// The value of a scalar or splat integer constant, with its width.
pub fn int_value(ctx: &Context, a: Attr) -> Option<(u32, i128)> {
    match splat_value(ctx, a)? {
        (ElemTy::Int(w), El::I(v)) => Some((w, v)),
        _ => None,
    }
}

/// The value of a scalar or splat float constant, with its format.
pub fn float_value(ctx: &Context, a: Attr) -> Option<(Format, u64)> {
    match splat_value(ctx, a)? {
        (ElemTy::Float(_, Some(f)), El::F(b)) => Some((f, b)),
        _ => None,
    }
}

/// `m_Zero`: an integer scalar or splat equal to 0.
pub fn is_int_zero(ctx: &Context, a: Option<Attr>) -> bool {
    a.and_then(|a| int_value(ctx, a)).is_some_and(|(_, v)| v == 0)
}
/// `m_One`: an integer scalar or splat equal to 1 (`true` for i1).
pub fn is_int_one(ctx: &Context, a: Option<Attr>) -> bool {
    a.and_then(|a| int_value(ctx, a)).is_some_and(|(w, v)| softfloat::zext(v, w) == 1)
}
/// An integer scalar or splat with every bit set (-1).
pub fn is_all_ones(ctx: &Context, a: Option<Attr>) -> bool {
    a.and_then(|a| int_value(ctx, a)).is_some_and(|(_, v)| v == -1)
}
/// A float scalar or splat satisfying `pred`.
pub fn float_is(ctx: &Context, a: Option<Attr>, pred: impl Fn(Format, u64) -> bool) -> bool {
    a.and_then(|a| float_value(ctx, a)).is_some_and(|(f, b)| pred(f, b))
}

/// The constant value of `v`, when a constant-like op defines it.
pub fn const_of(ir: &Ir, v: Value) -> Option<Attr> {
    ir.constant_value(v)
}

/// `constFoldUnaryOp`/`constFoldCastOp`: applies `f` to each element of the constant `a`
/// (poison stays poison) and builds a constant of type `res_ty`. `f` returning `None` for
/// any element means no fold.
pub fn fold_unary(
    ctx: &mut Context,
    a: Option<Attr>,
    res_ty: Type,
    mut f: impl FnMut(El) -> Option<El>,
) -> Option<Attr> {
    let a = a?;
    match read(ctx, a)? {
        Const::Poison => Some(a),
        Const::Scalar { el, .. } => {
            if ctx.is_shaped(res_ty) {
                return None;
            }
            make(ctx, res_ty, vec![f(el)?])
        }
        Const::Elems { els, .. } => {
            if !ctx.is_shaped(res_ty) {
                return None;
            }
            let out = els.into_iter().map(&mut f).collect::<Option<Vec<El>>>()?;
            make(ctx, res_ty, out)
        }
    }
}

/// `constFoldBinaryOp`: a poison operand (the left one first) is the result; otherwise both
/// must be constants of the same type, folded element by element into a constant of type
/// `res_ty`. `f` returning `None` for any element means no fold.
pub fn fold_binary(
    ctx: &mut Context,
    a: Option<Attr>,
    b: Option<Attr>,
    res_ty: Type,
    mut f: impl FnMut(El, El) -> Option<El>,
) -> Option<Attr> {
    let ca = a.and_then(|x| read(ctx, x));
    let cb = b.and_then(|x| read(ctx, x));
    if matches!(ca, Some(Const::Poison)) {
        return a;
    }
    if matches!(cb, Some(Const::Poison)) {
        return b;
    }
    let (ca, cb) = (ca?, cb?);
    if ca.ty() != cb.ty() {
        return None;
    }
    match (ca, cb) {
        (Const::Scalar { el: x, .. }, Const::Scalar { el: y, .. }) => {
            if ctx.is_shaped(res_ty) {
                return None;
            }
            make(ctx, res_ty, vec![f(x, y)?])
        }
        (Const::Elems { els: xs, .. }, Const::Elems { els: ys, .. }) => {
            if !ctx.is_shaped(res_ty) {
                return None;
            }
            let n = xs.len().max(ys.len());
            if (xs.len() != 1 && xs.len() != n) || (ys.len() != 1 && ys.len() != n) {
                return None;
            }
            let pick = |v: &[El], i: usize| if v.len() == 1 { v[0] } else { v[i] };
            let out = (0..n).map(|i| f(pick(&xs, i), pick(&ys, i))).collect::<Option<Vec<El>>>()?;
            make(ctx, res_ty, out)
        }
        _ => None,
    }
}
