//! Value-generic instruction builders (scalars and vectors alike) over LLVM's C API, plus
//! MLIR's fast-math and overflow flags.

use super::{fail, Cx, R};
use crate::ir::{enums, Op};
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::{LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate};
use inkwell::types::{AsTypeRef, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicValueEnum};

const NO_NAME: *const std::ffi::c_char = c"".as_ptr();

/// LLVM's fast-math flag bits (`LLVMFastMathFlags`).
pub mod fm {
    pub const REASSOC: u32 = 1;
    pub const NNAN: u32 = 2;
    pub const NINF: u32 = 4;
    pub const NSZ: u32 = 8;
    pub const ARCP: u32 = 16;
    pub const CONTRACT: u32 = 32;
    pub const AFN: u32 = 64;
    pub const ALL: u32 = 127;
}

impl<'a, 'c> Cx<'a, 'c> {
    /// MLIR `fastmath` flags of an op as LLVM's bits, plus the flags `-ffast-math` /
    /// `-ffp-contract=fast` add to every floating-point op (`Options::extra_fastmath`).
    pub fn fastmath(&self, op: Op) -> u32 {
        // mlirc's math expansions mark their ops (`mlirc.exact_fp`, see
        // passes/math_approximation.rs): their rounding tricks need exact arithmetic.
        let extra = if self.ir.attr(op, "mlirc.exact_fp").is_some() { 0 } else { self.opts.extra_fastmath & fm::ALL };
        let Some(a) = self.ir.attr(op, "fastmath") else { return extra };
        // `arith::FastMathFlags` has the bits of the C API's `LLVMFastMathFlags`.
        (self.ir.ctx.enum_value(a, &enums::ARITH_FASTMATH).unwrap_or(0) as u32 & fm::ALL) | extra
    }

    /// MLIR `overflowFlags` of an op: (nsw, nuw).
    pub fn overflow(&self, op: Op) -> (bool, bool) {
        let Some(a) = self.ir.attr(op, "overflowFlags") else { return (false, false) };
        let v = self.ir.ctx.enum_value(a, &enums::ARITH_OVERFLOW).unwrap_or(0);
        (v & enums::NSW != 0, v & enums::NUW != 0)
    }

    /// Sets fast-math flags on `v` if it is an instruction that takes them.
    pub fn set_fm(&self, v: BasicValueEnum<'c>, bits: u32) {
        if bits == 0 {
            return;
        }
        let r = v.as_value_ref();
        // SAFETY: `r` is a live value; both calls check that it is an FP-math instruction.
        unsafe {
            if !llc::LLVMIsAInstruction(r).is_null() && llc::LLVMCanValueUseFastMathFlags(r) != 0 {
                llc::LLVMSetFastMathFlags(r, bits);
            }
        }
    }

    fn builder_ref(&self) -> inkwell::llvm_sys::prelude::LLVMBuilderRef {
        self.b.as_mut_ptr()
    }

    fn checked(&self, v: inkwell::llvm_sys::prelude::LLVMValueRef) -> R<BasicValueEnum<'c>> {
        if v.is_null() {
            return fail("could not be built by LLVM");
        }
        Ok(self.wrap(v))
    }

    /// `a op b` for any arithmetic opcode, with optional nsw/nuw and fast-math flags.
    pub fn binop(&self, opc: LLVMOpcode, a: BasicValueEnum<'c>, b: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
        // SAFETY: operands are live values of this context; the builder is positioned.
        let v = unsafe { llc::LLVMBuildBinOp(self.builder_ref(), opc, a.as_value_ref(), b.as_value_ref(), NO_NAME) };
        self.checked(v)
    }

    pub fn binop_ovf(
        &self,
        opc: LLVMOpcode,
        a: BasicValueEnum<'c>,
        b: BasicValueEnum<'c>,
        nsw: bool,
        nuw: bool,
    ) -> R<BasicValueEnum<'c>> {
        let v = self.binop(opc, a, b)?;
        let r = v.as_value_ref();
        // SAFETY: add/sub/mul/shl results are binary-operator instructions unless folded.
        unsafe {
            if !llc::LLVMIsABinaryOperator(r).is_null() {
                if nsw {
                    llc::LLVMSetNSW(r, 1);
                }
                if nuw {
                    llc::LLVMSetNUW(r, 1);
                }
            }
        }
        Ok(v)
    }

    pub fn fbinop(
        &self,
        opc: LLVMOpcode,
        a: BasicValueEnum<'c>,
        b: BasicValueEnum<'c>,
        fmf: u32,
    ) -> R<BasicValueEnum<'c>> {
        let v = self.binop(opc, a, b)?;
        self.set_fm(v, fmf);
        Ok(v)
    }

    pub fn fneg(&self, a: BasicValueEnum<'c>, fmf: u32) -> R<BasicValueEnum<'c>> {
        // SAFETY: as in `binop`.
        let v = unsafe { llc::LLVMBuildFNeg(self.builder_ref(), a.as_value_ref(), NO_NAME) };
        let v = self.checked(v)?;
        self.set_fm(v, fmf);
        Ok(v)
    }

    pub fn icmp(&self, pred: LLVMIntPredicate, a: BasicValueEnum<'c>, b: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
        // SAFETY: as in `binop`.
        let v = unsafe { llc::LLVMBuildICmp(self.builder_ref(), pred, a.as_value_ref(), b.as_value_ref(), NO_NAME) };
        self.checked(v)
    }

    pub fn fcmp(
        &self,
        pred: LLVMRealPredicate,
        a: BasicValueEnum<'c>,
        b: BasicValueEnum<'c>,
        fmf: u32,
    ) -> R<BasicValueEnum<'c>> {
        // SAFETY: as in `binop`.
        let v = unsafe { llc::LLVMBuildFCmp(self.builder_ref(), pred, a.as_value_ref(), b.as_value_ref(), NO_NAME) };
        let v = self.checked(v)?;
        self.set_fm(v, fmf);
        Ok(v)
    }

    pub fn select(&self, c: BasicValueEnum<'c>, a: BasicValueEnum<'c>, b: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
        // SAFETY: as in `binop`.
        let v = unsafe {
            llc::LLVMBuildSelect(self.builder_ref(), c.as_value_ref(), a.as_value_ref(), b.as_value_ref(), NO_NAME)
        };
        self.checked(v)
    }

    pub fn cast(&self, opc: LLVMOpcode, v: BasicValueEnum<'c>, t: BasicTypeEnum<'c>) -> R<BasicValueEnum<'c>> {
        // SAFETY: as in `binop`; `t` is a type of this context.
        let r = unsafe { llc::LLVMBuildCast(self.builder_ref(), opc, v.as_value_ref(), t.as_type_ref(), NO_NAME) };
        self.checked(r)
    }

    /// An integer constant of any width from a sign-extended i128.
    pub fn const_int_wide(&self, t: inkwell::types::IntType<'c>, value: i128) -> BasicValueEnum<'c> {
        let w = t.get_bit_width();
        if w <= 64 {
            return t.const_int(value as u64, true).into();
        }
        // Words beyond the value's 128 bits repeat its sign (values are stored sign-extended).
        let n = w.div_ceil(64) as usize;
        let sign = if value < 0 { u64::MAX } else { 0 };
        let mut words = vec![sign; n];
        words[0] = value as u64;
        words[1] = (value >> 64) as u64;
        // SAFETY: `words` outlives the call; LLVM copies them.
        let v = unsafe { llc::LLVMConstIntOfArbitraryPrecision(t.as_type_ref(), n as u32, words.as_ptr()) };
        self.wrap(v)
    }

    /// The element type of a scalar or vector type.
    pub fn scalar_of(&self, t: BasicTypeEnum<'c>) -> BasicTypeEnum<'c> {
        match t {
            BasicTypeEnum::VectorType(v) => v.get_element_type(),
            t => t,
        }
    }

    /// `t` (scalar) splatted to the shape of `like` (scalar or vector).
    pub fn like_shape(&self, scalar: BasicTypeEnum<'c>, like: BasicTypeEnum<'c>) -> BasicTypeEnum<'c> {
        match (like, scalar) {
            (BasicTypeEnum::VectorType(v), BasicTypeEnum::IntType(i)) => i.vec_type(v.get_size()).into(),
            (BasicTypeEnum::VectorType(v), BasicTypeEnum::FloatType(f)) => f.vec_type(v.get_size()).into(),
            _ => scalar,
        }
    }

    /// A constant integer splatted to the shape of `t`.
    pub fn splat_int(&self, t: BasicTypeEnum<'c>, v: i128) -> R<BasicValueEnum<'c>> {
        match t {
            BasicTypeEnum::IntType(i) => Ok(self.const_int_wide(i, v)),
            BasicTypeEnum::VectorType(vt) => {
                let e = vt.get_element_type().into_int_type();
                let c = self.const_int_wide(e, v);
                let elems = vec![c; vt.get_size() as usize];
                Ok(inkwell::types::VectorType::const_vector(&elems).into())
            }
            _ => fail("expects an integer type"),
        }
    }

    /// A constant float splatted to the shape of `t`.
    pub fn splat_float(&self, t: BasicTypeEnum<'c>, v: f64) -> R<BasicValueEnum<'c>> {
        match t {
            BasicTypeEnum::FloatType(f) => Ok(f.const_float(v).into()),
            BasicTypeEnum::VectorType(vt) => {
                let e = vt.get_element_type().into_float_type();
                let c: BasicValueEnum = e.const_float(v).into();
                let elems = vec![c; vt.get_size() as usize];
                Ok(inkwell::types::VectorType::const_vector(&elems).into())
            }
            _ => fail("expects a float type"),
        }
    }
}
