//! Types: MLIR builtin types → LLVM types, and the memref descriptor.
//!
//! A ranked `memref<…xT>` of rank N is `{ptr allocated, ptr aligned, index offset,
//! [N x index] sizes, [N x index] strides}` (rank 0: the first three fields only); an unranked
//! memref is `{index rank, ptr descriptor}`. Function types are pointers. The strides and
//! offset a layout gives are `ir::layout`'s.

use super::{fail, Cx, R};
use crate::ir::{AttrKind, FloatKind, Type, TypeKind};
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
            // LLVM has no small float types: their bits, as upstream's type converter does.
            TypeKind::Float(k) if k.is_small() => self.int_ty(k.width()).into(),
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
                // A 0-D vector is a vector of one element (as upstream's).
                if shape.len() > 1 || scalable.iter().any(|&s| s) {
                    return fail(format!(
                        "uses the type '{}': only 0-D and 1-D fixed vectors translate to LLVM (mlirc-lower-vector \
                         rewrites n-D ones)",
                        self.type_str(t)
                    ));
                }
                let e = self.ty(*elem)?;
                let n = shape.first().map_or(1, |&n| n as u32);
                match e {
                    BasicTypeEnum::IntType(i) => i.vec_type(n).into(),
                    BasicTypeEnum::FloatType(f) => f.vec_type(n).into(),
                    BasicTypeEnum::PointerType(p) => p.vec_type(n).into(),
                    _ => return fail(format!("uses the type '{}', which has no LLVM form", self.type_str(t))),
                }
            }
            TypeKind::LlvmPtr { space } => self.ll.ptr_type(AddressSpace::from(*space as u16)).into(),
            TypeKind::LlvmStruct { packed, elems } => {
                let es = elems.iter().map(|&e| self.ty(e)).collect::<R<Vec<_>>>()?;
                self.ll.struct_type(&es, *packed).into()
            }
            TypeKind::LlvmArray { len, elem } => {
                let e = self.ty(*elem)?;
                let n = u32::try_from(*len).map_err(|_| super::Fail::Msg("uses a too large array type".into()))?;
                match e {
                    BasicTypeEnum::IntType(t) => t.array_type(n).into(),
                    BasicTypeEnum::FloatType(t) => t.array_type(n).into(),
                    BasicTypeEnum::PointerType(t) => t.array_type(n).into(),
                    BasicTypeEnum::StructType(t) => t.array_type(n).into(),
                    BasicTypeEnum::ArrayType(t) => t.array_type(n).into(),
                    BasicTypeEnum::VectorType(t) => t.array_type(n).into(),
                    BasicTypeEnum::ScalableVectorType(t) => t.array_type(n).into(),
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
            AttrKind::Int { value, .. } if (0..(1 << 16)).contains(value) => Ok(AddressSpace::from(*value as u16)),
            // `#gpu.address_space<global|workgroup|private>`: NVPTX's global, shared and local.
            _ if self.opts.device && self.ir.ctx.enum_value(a, &crate::ir::enums::GPU_ADDRESS_SPACE).is_some() => {
                let v = self.ir.ctx.enum_value(a, &crate::ir::enums::GPU_ADDRESS_SPACE);
                Ok(AddressSpace::from(match v {
                    Some(0) => super::gpu::GLOBAL,
                    Some(1) => super::gpu::SHARED,
                    _ => super::gpu::LOCAL,
                }))
            }
            _ => fail("uses a memref memory space that is not an integer, which has no LLVM address space"),
        }
    }

    pub fn type_str(&self, t: Type) -> String {
        crate::syntax::printer::type_to_string(&self.ir.ctx, t)
    }
}
