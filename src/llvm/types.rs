//! Types: MLIR builtin types → LLVM types, and the memref descriptor.
//!
//! A ranked `memref<…xT>` of rank N is `{ptr allocated, ptr aligned, index offset,
//! [N x index] sizes, [N x index] strides}` (rank 0: the first three fields only); an unranked
//! memref is `{index rank, ptr descriptor}`. Function types are pointers.

use super::{fail, Cx, R};
use crate::ir::affine::{AffineBinOp, AffineExpr};
use crate::ir::{AttrKind, Context, FloatKind, Type, TypeKind, DYNAMIC};
use inkwell::types::{BasicTypeEnum, FloatType, StructType};
use inkwell::AddressSpace;

impl<'a, 'c> Cx<'a, 'c> {
    /// The LLVM type of an MLIR type, or a message saying why there is none.
    pub fn ty(&self, t: Type) -> R<BasicTypeEnum<'c>> {
        let ctx = &self.ir.ctx;
        Ok(match ctx.type_kind(t) {
            TypeKind::Int { width, .. } => {
                if *width == 0 {
                    return fail("uses the zero-width type i0, which has no LLVM form");
                }
                self.int_ty(*width).into()
            }
            TypeKind::Index => self.index_ty().into(),
            TypeKind::Float(k) => self.float_ty(*k)?.into(),
            TypeKind::MemRef { shape, space, .. } => {
                let asp = self.addr_space(*space)?;
                self.desc_ty(shape.len(), asp).into()
            }
            TypeKind::UnrankedMemRef { space, .. } => {
                self.addr_space(*space)?;
                self.unranked_ty().into()
            }
            TypeKind::Function { .. } => self.ptr_ty().into(),
            TypeKind::Vector { shape, scalable, elem } => {
                if shape.len() != 1 || scalable.iter().any(|&s| s) {
                    return fail(format!("uses the type '{}': only 1-D fixed vectors are supported", self.type_str(t)));
                }
                let e = self.ty(*elem)?;
                let n = shape[0] as u32;
                match e {
                    BasicTypeEnum::IntType(i) => i.vec_type(n).into(),
                    BasicTypeEnum::FloatType(f) => f.vec_type(n).into(),
                    BasicTypeEnum::PointerType(p) => p.vec_type(n).into(),
                    _ => return fail(format!("uses the type '{}', which has no LLVM form", self.type_str(t))),
                }
            }
            TypeKind::Complex(e) => {
                let e = self.ty(*e)?;
                self.ll.struct_type(&[e, e], false).into()
            }
            _ => return fail(format!("uses the type '{}', which has no LLVM form", self.type_str(t))),
        })
    }

    pub fn float_ty(&self, k: FloatKind) -> R<FloatType<'c>> {
        Ok(match k {
            FloatKind::F16 => self.ll.f16_type(),
            FloatKind::BF16 => {
                self.uses_bf16.set(true);
                self.ll.bf16_type()
            }
            FloatKind::F32 => self.ll.f32_type(),
            FloatKind::F64 => self.ll.f64_type(),
            _ => return fail(format!("uses the type '{}', which has no LLVM form", k.name())),
        })
    }

    /// The descriptor struct of a ranked memref of rank `rank`.
    pub fn desc_ty(&self, rank: usize, space: AddressSpace) -> StructType<'c> {
        let p = self.ll.ptr_type(space);
        let i = self.index_ty();
        if rank == 0 {
            self.ll.struct_type(&[p.into(), p.into(), i.into()], false)
        } else {
            let a = i.array_type(rank as u32);
            self.ll.struct_type(&[p.into(), p.into(), i.into(), a.into(), a.into()], false)
        }
    }

    /// `{index rank, ptr descriptor}`.
    pub fn unranked_ty(&self) -> StructType<'c> {
        self.ll.struct_type(&[self.index_ty().into(), self.ptr_ty().into()], false)
    }

    /// The LLVM address space of a memref memory space (none or an integer).
    pub fn addr_space(&self, space: Option<crate::ir::Attr>) -> R<AddressSpace> {
        let Some(a) = space else { return Ok(AddressSpace::default()) };
        match self.ir.ctx.attr_kind(a) {
            AttrKind::Int { value, .. } if (0..(1 << 24)).contains(value) => Ok(AddressSpace::from(*value as u16)),
            _ => fail("uses a memref memory space that is not an integer, which has no LLVM address space"),
        }
    }

    pub fn type_str(&self, t: Type) -> String {
        crate::syntax::printer::type_to_string(&self.ir.ctx, t)
    }
}

/// Static strides and offset of a ranked memref type (`DYNAMIC` where unknown), or `None`
/// for a layout that is not strided.
pub fn strides_and_offset(ctx: &Context, t: Type) -> Option<(Vec<i64>, i64)> {
    let TypeKind::MemRef { shape, layout, .. } = ctx.type_kind(t) else { return None };
    let identity = || {
        let mut strides = vec![0i64; shape.len()];
        let mut acc = 1i64;
        for i in (0..shape.len()).rev() {
            strides[i] = acc;
            acc = if acc == DYNAMIC || shape[i] == DYNAMIC {
                DYNAMIC
            } else {
                acc.checked_mul(shape[i]).unwrap_or(DYNAMIC)
            };
        }
        (strides, 0)
    };
    let Some(l) = layout else { return Some(identity()) };
    match ctx.attr_kind(*l) {
        AttrKind::Strided { offset, strides } => Some((strides.clone(), *offset)),
        AttrKind::AffineMap(m) => {
            if m.is_identity() {
                return Some(identity());
            }
            if m.results.len() != 1 || m.dims as usize != shape.len() {
                return None;
            }
            // A single linear result: sum of stride_i * d_i + offset; symbols are dynamic.
            let mut strides = vec![0i64; shape.len()];
            let mut offset = 0i64;
            linear_terms(&m.results[0], &mut strides, &mut offset, Some(1))?;
            Some((strides, offset))
        }
        _ => None,
    }
}

fn add_dyn(acc: &mut i64, v: Option<i64>) {
    *acc = match v {
        Some(v) if *acc != DYNAMIC => acc.wrapping_add(v),
        _ => DYNAMIC,
    };
}

/// Accumulates `scale * e` into per-dimension strides and an offset (`scale` None: a
/// dynamic factor). Fails on non-linear expressions.
fn linear_terms(e: &AffineExpr, strides: &mut [i64], offset: &mut i64, scale: Option<i64>) -> Option<()> {
    match e {
        AffineExpr::Dim(d) => add_dyn(strides.get_mut(*d as usize)?, scale),
        AffineExpr::Sym(_) => add_dyn(offset, None),
        AffineExpr::Const(c) => add_dyn(offset, scale.map(|s| s.wrapping_mul(*c))),
        AffineExpr::Bin(AffineBinOp::Add, a, b) => {
            linear_terms(a, strides, offset, scale)?;
            linear_terms(b, strides, offset, scale)?;
        }
        AffineExpr::Bin(AffineBinOp::Mul, a, b) => match (&**a, &**b) {
            (x, AffineExpr::Const(c)) | (AffineExpr::Const(c), x) => {
                linear_terms(x, strides, offset, scale.map(|s| s.wrapping_mul(*c)))?
            }
            (x, AffineExpr::Sym(_)) | (AffineExpr::Sym(_), x) => linear_terms(x, strides, offset, None)?,
            _ => return None,
        },
        _ => return None,
    }
    Some(())
}

/// Whether a memref type is contiguous row-major with a static zero offset.
pub fn is_identity_layout(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout: None, .. } => true,
        TypeKind::MemRef { shape, .. } => {
            let Some((strides, offset)) = strides_and_offset(ctx, t) else { return false };
            let mut acc = 1i64;
            for i in (0..shape.len()).rev() {
                if strides[i] != acc {
                    return false;
                }
                acc = if shape[i] == DYNAMIC { DYNAMIC } else { acc * shape[i] };
                if acc == DYNAMIC && i > 0 {
                    return false;
                }
            }
            offset == 0
        }
        _ => false,
    }
}
