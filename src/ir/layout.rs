//! Memref layouts: the strides and offset a memref type's layout gives each element (MLIR's
//! `getStridesAndOffset`), the strides of the identity layout, and strided layouts as types.
//!
//! One module for every user: the memref verifier (`dialects::memref`), the lowerings, and the
//! LLVM translation (`llvm::memref` pins the static strides of a type into its descriptors).
//! Element `[i0, …, iN-1]` of a memref with strides `s` and offset `o` lives at
//! `o + Σ ik * sk` elements from the aligned pointer.
//!
//! - no layout, or an identity affine map: the row-major strides of the shape, offset 0
//!   ([`canonical_strides`]; a stride left of a dynamic or zero size is dynamic, as MLIR's
//!   `makeCanonicalStridedLayoutExpr` makes it);
//! - `strided<[s0, s1], offset: o>`: those numbers;
//! - a single-result affine map that is a sum of `dim * factor` and symbolic terms, after
//!   distributing products over sums (`(d0 + 1) * 8 + d1` is strides `[8, 1]`, offset 8): the
//!   factors, and the symbolic-or-constant terms as the offset. A factor or an offset that
//!   involves a symbol is dynamic. `mod`, `floordiv` and `ceildiv` of dimensions, and maps
//!   with several results, are not strided (`None`).
//!
//! Numbers are `i64` with `DYNAMIC` (`?`) for unknown; arithmetic saturates to `DYNAMIC` on
//! overflow ([`sat_add`], [`sat_mul`], with MLIR's `SaturatedInteger` rules).

use super::affine::{AffineBinOp, AffineExpr, AffineMap};
use super::context::{Attr, AttrKind, Context, Type, TypeKind, DYNAMIC};

/// MLIR's `SaturatedInteger` product: 0 times anything is 0, else dynamic if either is (or on
/// overflow).
pub fn sat_mul(a: i64, b: i64) -> i64 {
    if a == 0 || b == 0 {
        return 0;
    }
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_mul(b).filter(|&x| x != DYNAMIC).unwrap_or(DYNAMIC)
}

/// MLIR's `SaturatedInteger` sum: dynamic if either is (or on overflow).
pub fn sat_add(a: i64, b: i64) -> i64 {
    if a == DYNAMIC || b == DYNAMIC {
        return DYNAMIC;
    }
    a.checked_add(b).filter(|&x| x != DYNAMIC).unwrap_or(DYNAMIC)
}

/// Whether a layout attribute is the identity: absent, or an identity affine map.
pub fn is_identity_layout(ctx: &Context, layout: Option<Attr>) -> bool {
    match layout {
        None => true,
        Some(a) => ctx.as_affine_map(a).is_some_and(|m| m.is_identity()),
    }
}

/// The strides of the identity layout of `shape`: each is the product of the sizes to its
/// right, and dynamic once a size to its right is dynamic or 0 (MLIR's
/// `makeCanonicalStridedLayoutExpr`, which makes those strides symbols).
pub fn canonical_strides(shape: &[i64]) -> Vec<i64> {
    let mut strides = vec![0; shape.len()];
    let mut running = 1i64;
    for i in (0..shape.len()).rev() {
        strides[i] = running;
        running = if shape[i] > 0 && running != DYNAMIC { sat_mul(running, shape[i]) } else { DYNAMIC };
    }
    strides
}

/// Strides and offset of a ranked memref type (see the module doc); `None` for an unranked or
/// non-memref type and for a layout that is not strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { return None };
    match layout.map(|a| ctx.attr_kind(a)) {
        None => Some((canonical_strides(shape), 0)),
        Some(AttrKind::Strided { offset, strides }) => Some((strides.clone(), *offset)),
        Some(AttrKind::AffineMap(m)) if m.is_identity() => Some((canonical_strides(shape), 0)),
        Some(AttrKind::AffineMap(m)) => {
            let r = affine_strides_and_offset(m)?;
            (r.0.len() == shape.len()).then_some(r)
        }
        Some(_) => None,
    }
}

/// Strides and offset of a single-result affine layout map, or `None` if it is not strided.
fn affine_strides_and_offset(m: &AffineMap) -> Option<(Vec<i64>, i64)> {
    let [e] = m.results.as_slice() else { return None };
    let mut strides = vec![0i64; m.dims as usize];
    let mut offset = 0i64;
    linear_terms(e, Some(1), &mut strides, &mut offset)?;
    Some((strides, offset))
}

/// Adds `factor * e` to the strides (its dimension terms) and the offset (its other terms).
/// `factor` is `None` when it involves a symbol. MLIR's `extractStrides`, over an expression
/// that MLIR would first have flattened: a product is distributed over the sum it multiplies.
fn linear_terms(e: &AffineExpr, factor: Option<i64>, strides: &mut [i64], offset: &mut i64) -> Option<()> {
    let add = |acc: &mut i64, v: Option<i64>| *acc = v.map_or(DYNAMIC, |v| sat_add(*acc, v));
    match e {
        AffineExpr::Dim(d) => add(strides.get_mut(*d as usize)?, factor),
        // A term multiplied by 0 is no term, whatever it is.
        _ if factor == Some(0) => {}
        AffineExpr::Sym(_) => *offset = DYNAMIC,
        AffineExpr::Const(c) => add(offset, factor.map(|f| sat_mul(f, *c)).filter(|&v| v != DYNAMIC)),
        AffineExpr::Bin(AffineBinOp::Add, l, r) => {
            linear_terms(l, factor, strides, offset)?;
            linear_terms(r, factor, strides, offset)?;
        }
        AffineExpr::Bin(AffineBinOp::Mul, l, r) => {
            // An affine product has a symbolic-or-constant side: it scales the other side.
            let (inner, scale) = if r.is_symbolic_or_const() { (l, r) } else { (r, l) };
            if !scale.is_symbolic_or_const() {
                return None;
            }
            let f = match (factor, scale.as_ref()) {
                (Some(f), AffineExpr::Const(c)) => Some(sat_mul(f, *c)).filter(|&v| v != DYNAMIC),
                (_, AffineExpr::Const(0)) => Some(0),
                _ => None,
            };
            linear_terms(inner, f, strides, offset)?;
        }
        AffineExpr::Bin(AffineBinOp::Mod | AffineBinOp::FloorDiv | AffineBinOp::CeilDiv, ..) => return None,
    }
    Some(())
}

/// Whether the elements of a ranked memref type are laid out as the identity layout lays them
/// out: row-major, contiguous, offset 0. A `strided<>` or affine layout counts when its strides
/// and offset are statically those of the identity layout (a dynamic size is allowed only in
/// the outermost dimension then, where no stride depends on it).
pub fn is_row_major(ctx: &Context, t: Type) -> bool {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { return false };
    if is_identity_layout(ctx, *layout) {
        return true;
    }
    let Some((strides, offset)) = strides_and_offset(ctx, t) else { return false };
    let mut expected = 1i64;
    for i in (0..shape.len()).rev() {
        if strides[i] != expected {
            return false;
        }
        if i > 0 {
            expected = if shape[i] == DYNAMIC { return false } else { sat_mul(expected, shape[i]) };
        }
    }
    offset == 0
}

/// The number of symbols of a layout's affine form: the symbol operands an allocation of a
/// memref with this layout needs.
pub fn layout_symbols(ctx: &Context, layout: Option<Attr>) -> usize {
    match layout.map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::AffineMap(m)) if !m.is_identity() => m.syms as usize,
        Some(AttrKind::Strided { offset, strides }) => {
            (*offset == DYNAMIC) as usize + strides.iter().filter(|&&s| s == DYNAMIC).count()
        }
        _ => 0,
    }
}

/// `memref<shape x elem, strided<strides, offset: o>, space>`.
pub fn strided_memref(
    ctx: &mut Context,
    shape: Vec<i64>,
    elem: Type,
    strides: Vec<i64>,
    offset: i64,
    space: Option<Attr>,
) -> Type {
    let layout = ctx.attr(AttrKind::Strided { offset, strides });
    ctx.ty(TypeKind::MemRef { shape, elem, layout: Some(layout), space })
}

/// The affine form of a strided layout as MLIR's `canonicalizeStridedLayout` prints it
/// (`(d0, d1)[s0] -> (d0 + s0 + d1 * 8)`), for diagnostics.
pub fn strided_affine_map(strides: &[i64], offset: i64) -> AffineMap {
    let mut nsym = 0u32;
    let mut expr = AffineExpr::Const(0);
    let offset_sym = if offset == DYNAMIC {
        nsym += 1;
        Some(AffineExpr::Sym(0))
    } else {
        None
    };
    for (i, &s) in strides.iter().enumerate() {
        if s != DYNAMIC && s != 0 {
            expr = expr.add(AffineExpr::Dim(i as u32).mul(AffineExpr::Const(s)));
        }
    }
    if let Some(o) = offset_sym {
        expr = expr.add(o);
    }
    for (i, &s) in strides.iter().enumerate() {
        if s == DYNAMIC {
            expr = expr.add(AffineExpr::Dim(i as u32).mul(AffineExpr::Sym(nsym)));
            nsym += 1;
        }
    }
    if offset != DYNAMIC {
        expr = expr.add(AffineExpr::Const(offset));
    }
    AffineMap { dims: strides.len() as u32, syms: nsym, results: vec![expr] }
}

#[cfg(test)]
mod tests {
    use super::*;
    use AffineExpr::{Const, Dim, Sym};

    fn map(dims: u32, syms: u32, e: AffineExpr) -> AffineMap {
        AffineMap { dims, syms, results: vec![e] }
    }
    fn bin(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
        // Built without simplification: the extraction must not rely on a normal form.
        AffineExpr::Bin(op, Box::new(l), Box::new(r))
    }
    use AffineBinOp::{Add, FloorDiv, Mul};

    #[test]
    fn identity_strides() {
        assert_eq!(canonical_strides(&[4, 8]), vec![8, 1]);
        assert_eq!(canonical_strides(&[DYNAMIC, 4]), vec![4, 1]);
        assert_eq!(canonical_strides(&[4, DYNAMIC]), vec![DYNAMIC, 1]);
        assert_eq!(canonical_strides(&[0, 4]), vec![4, 1]);
        // A zero size poisons the strides to its left, as upstream (`memref<4x0x3xf32>`).
        assert_eq!(canonical_strides(&[4, 0, 3]), vec![DYNAMIC, 3, 1]);
        assert_eq!(canonical_strides(&[]), Vec::<i64>::new());
        assert_eq!(canonical_strides(&[2, i64::MAX, 2]), vec![DYNAMIC, 2, 1]);
    }

    #[test]
    fn affine_layouts() {
        // d0 * 6 + d1 * 2 + 5
        let m = map(2, 0, bin(Add, bin(Add, bin(Mul, Dim(0), Const(6)), bin(Mul, Const(2), Dim(1))), Const(5)));
        assert_eq!(affine_strides_and_offset(&m), Some((vec![6, 2], 5)));
        // (d0 + 1) * 8 + d1: distributed
        let m = map(2, 0, bin(Add, bin(Mul, bin(Add, Dim(0), Const(1)), Const(8)), Dim(1)));
        assert_eq!(affine_strides_and_offset(&m), Some((vec![8, 1], 8)));
        // d0 * (s0 + 1) + d1 + s0 * s1: a symbolic factor and a symbolic offset
        let m = map(
            2,
            2,
            bin(Add, bin(Add, bin(Mul, Dim(0), bin(Add, Sym(0), Const(1))), Dim(1)), bin(Mul, Sym(0), Sym(1))),
        );
        assert_eq!(affine_strides_and_offset(&m), Some((vec![DYNAMIC, 1], DYNAMIC)));
        // (d1 + s0) * 2 + d0 * 6
        let m = map(2, 1, bin(Add, bin(Mul, bin(Add, Dim(1), Sym(0)), Const(2)), bin(Mul, Dim(0), Const(6))));
        assert_eq!(affine_strides_and_offset(&m), Some((vec![6, 2], DYNAMIC)));
        // s0 * 0 + d0: no offset
        let m = map(1, 1, bin(Add, bin(Mul, Sym(0), Const(0)), Dim(0)));
        assert_eq!(affine_strides_and_offset(&m), Some((vec![1], 0)));
        // floordiv is not strided, even of symbols only (as upstream)
        assert_eq!(affine_strides_and_offset(&map(1, 0, bin(FloorDiv, Dim(0), Const(2)))), None);
        assert_eq!(affine_strides_and_offset(&map(1, 1, bin(Add, Dim(0), bin(FloorDiv, Sym(0), Const(2))))), None);
        // two results
        let two = AffineMap { dims: 2, syms: 0, results: vec![Dim(1), Dim(0)] };
        assert_eq!(affine_strides_and_offset(&two), None);
    }

    #[test]
    fn strided_map_text_form() {
        let m = strided_affine_map(&[8, DYNAMIC], DYNAMIC);
        assert_eq!((m.dims, m.syms), (2, 2));
        assert_eq!(affine_strides_and_offset(&m), Some((vec![8, DYNAMIC], DYNAMIC)));
        assert_eq!(affine_strides_and_offset(&strided_affine_map(&[4, 1], 3)), Some((vec![4, 1], 3)));
    }
}
