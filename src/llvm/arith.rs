//! `arith` ops on integers (i1…i64 and wider, `index`), floats (f16, bf16, f32, f64) and 1-D
//! vectors of them, with fast-math and overflow flags.
//!
//! The ops LLVM has no instruction for are expanded as upstream's `arith-expand` defines them:
//! `ceildivsi`/`floordivsi`/`ceildivui` from division and remainder, the extended
//! multiplications through a double-width product, `addui_extended` with an unsigned compare.

use super::{fail, Cx, R};
use crate::dialects::arith::{CMPF_PREDICATES, CMPI_PREDICATES};
use crate::ir::{AttrKind, DenseKind, Op};
use inkwell::llvm_sys::{LLVMIntPredicate as IP, LLVMOpcode as O, LLVMRealPredicate as FP};
use inkwell::types::{AsTypeRef, BasicTypeEnum};
use inkwell::values::BasicValueEnum;

fn int_bits(t: BasicTypeEnum) -> u32 {
    match t {
        BasicTypeEnum::IntType(i) => i.get_bit_width(),
        BasicTypeEnum::VectorType(v) => v.get_element_type().into_int_type().get_bit_width(),
        _ => 0,
    }
}

fn float_bits(t: BasicTypeEnum, cx: &Cx) -> (u32, bool) {
    // (storage width, is bf16)
    let s = match t {
        BasicTypeEnum::VectorType(v) => v.get_element_type(),
        t => t,
    };
    let f = s.into_float_type();
    if f == cx.ll.bf16_type() {
        (16, true)
    } else if f == cx.ll.f16_type() {
        (16, false)
    } else if f == cx.ll.f32_type() {
        (32, false)
    } else {
        (64, false)
    }
}

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    let short = &name[6..];
    let v = match short {
        "constant" => constant(cx, op)?,
        "addi" | "subi" | "muli" | "shli" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let (nsw, nuw) = cx.overflow(op);
            let opc = match short {
                "addi" => O::LLVMAdd,
                "subi" => O::LLVMSub,
                "muli" => O::LLVMMul,
                _ => O::LLVMShl,
            };
            cx.binop_ovf(opc, a, b, nsw, nuw)?
        }
        "divui" | "divsi" | "remui" | "remsi" | "andi" | "ori" | "xori" | "shrui" | "shrsi" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let opc = match short {
                "divui" => O::LLVMUDiv,
                "divsi" => O::LLVMSDiv,
                "remui" => O::LLVMURem,
                "remsi" => O::LLVMSRem,
                "andi" => O::LLVMAnd,
                "ori" => O::LLVMOr,
                "xori" => O::LLVMXor,
                "shrui" => O::LLVMLShr,
                _ => O::LLVMAShr,
            };
            cx.binop(opc, a, b)?
        }
        "ceildivui" => {
            // a == 0 ? 0 : (a - 1) / b + 1
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let t = a.get_type();
            let (zero, one) = (cx.splat_int(t, 0)?, cx.splat_int(t, 1)?);
            let am1 = cx.binop(O::LLVMSub, a, one)?;
            let q = cx.binop(O::LLVMUDiv, am1, b)?;
            let q1 = cx.binop(O::LLVMAdd, q, one)?;
            let is0 = cx.icmp(IP::LLVMIntEQ, a, zero)?;
            cx.select(is0, zero, q1)?
        }
        "ceildivsi" | "floordivsi" => {
            // q = a / b (toward zero); adjust by one when the remainder is non-zero and the
            // exact quotient is positive (ceil) or negative (floor).
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let t = a.get_type();
            let (zero, one) = (cx.splat_int(t, 0)?, cx.splat_int(t, 1)?);
            let q = cx.binop(O::LLVMSDiv, a, b)?;
            let r = cx.binop(O::LLVMSRem, a, b)?;
            let rnz = cx.icmp(IP::LLVMIntNE, r, zero)?;
            let rneg = cx.icmp(IP::LLVMIntSLT, r, zero)?;
            let bneg = cx.icmp(IP::LLVMIntSLT, b, zero)?;
            let (adj, pred) =
                if short == "ceildivsi" { (O::LLVMAdd, IP::LLVMIntEQ) } else { (O::LLVMSub, IP::LLVMIntNE) };
            let signs = cx.icmp(pred, rneg, bneg)?;
            let fix = cx.binop(O::LLVMAnd, rnz, signs)?;
            let qa = cx.binop(adj, q, one)?;
            cx.select(fix, qa, q)?
        }
        "maxsi" | "maxui" | "minsi" | "minui" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let intr = match short {
                "maxsi" => "llvm.smax",
                "maxui" => "llvm.umax",
                "minsi" => "llvm.smin",
                _ => "llvm.umin",
            };
            cx.intrinsic(intr, &[a.get_type()], &[a, b])?
        }
        "addf" | "subf" | "mulf" | "divf" | "remf" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let opc = match short {
                "addf" => O::LLVMFAdd,
                "subf" => O::LLVMFSub,
                "mulf" => O::LLVMFMul,
                "divf" => O::LLVMFDiv,
                _ => O::LLVMFRem,
            };
            cx.via_f32(&[a, b], |x| cx.fbinop(opc, x[0], x[1], cx.fastmath(op)))?
        }
        "maximumf" | "minimumf" | "maxnumf" | "minnumf" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let intr = match short {
                "maximumf" => "llvm.maximum",
                "minimumf" => "llvm.minimum",
                "maxnumf" => "llvm.maxnum",
                _ => "llvm.minnum",
            };
            let v = cx.intrinsic(intr, &[a.get_type()], &[a, b])?;
            cx.set_fm(v, cx.fastmath(op));
            v
        }
        "negf" => {
            let a = cx.operand(op, 0)?;
            cx.fneg(a, cx.fastmath(op))?
        }
        "cmpi" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let p = predicate(cx, op, CMPI_PREDICATES)?;
            let pred = match p {
                "eq" => IP::LLVMIntEQ,
                "ne" => IP::LLVMIntNE,
                "slt" => IP::LLVMIntSLT,
                "sle" => IP::LLVMIntSLE,
                "sgt" => IP::LLVMIntSGT,
                "sge" => IP::LLVMIntSGE,
                "ult" => IP::LLVMIntULT,
                "ule" => IP::LLVMIntULE,
                "ugt" => IP::LLVMIntUGT,
                _ => IP::LLVMIntUGE,
            };
            cx.icmp(pred, a, b)?
        }
        "cmpf" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let p = predicate(cx, op, CMPF_PREDICATES)?;
            let pred = match p {
                "false" => FP::LLVMRealPredicateFalse,
                "oeq" => FP::LLVMRealOEQ,
                "ogt" => FP::LLVMRealOGT,
                "oge" => FP::LLVMRealOGE,
                "olt" => FP::LLVMRealOLT,
                "ole" => FP::LLVMRealOLE,
                "one" => FP::LLVMRealONE,
                "ord" => FP::LLVMRealORD,
                "ueq" => FP::LLVMRealUEQ,
                "ugt" => FP::LLVMRealUGT,
                "uge" => FP::LLVMRealUGE,
                "ult" => FP::LLVMRealULT,
                "ule" => FP::LLVMRealULE,
                "une" => FP::LLVMRealUNE,
                "uno" => FP::LLVMRealUNO,
                _ => FP::LLVMRealPredicateTrue,
            };
            cx.fcmp(pred, a, b, cx.fastmath(op))?
        }
        "select" => {
            let (c, a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?, cx.operand(op, 2)?);
            cx.select(c, a, b)?
        }
        "addui_extended" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let sum = cx.binop(O::LLVMAdd, a, b)?;
            let ovf = cx.icmp(IP::LLVMIntULT, sum, a)?;
            cx.set_result(op, 0, sum)?;
            cx.set_result(op, 1, ovf)?;
            return Ok(());
        }
        "mulsi_extended" | "mului_extended" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let t = a.get_type();
            let w = int_bits(t);
            let wide = cx.like_shape(cx.int_ty(2 * w).into(), t);
            let ext = if short == "mulsi_extended" { O::LLVMSExt } else { O::LLVMZExt };
            let (wa, wb) = (cx.cast(ext, a, wide)?, cx.cast(ext, b, wide)?);
            let p = cx.binop(O::LLVMMul, wa, wb)?;
            let lo = cx.cast(O::LLVMTrunc, p, t)?;
            let sh = cx.splat_int(wide, w as i128)?;
            let hi = cx.binop(O::LLVMLShr, p, sh)?;
            let hi = cx.cast(O::LLVMTrunc, hi, t)?;
            cx.set_result(op, 0, lo)?;
            cx.set_result(op, 1, hi)?;
            return Ok(());
        }
        "extui" | "extsi" | "trunci" | "index_cast" | "index_castui" => {
            let a = cx.operand(op, 0)?;
            let rt = cx.ty(cx.result_ty(op, 0)?)?;
            let (from, to) = (int_bits(a.get_type()), int_bits(rt));
            let signed = matches!(short, "extsi" | "index_cast");
            if from == to {
                a
            } else if from > to {
                cx.cast(O::LLVMTrunc, a, rt)?
            } else {
                cx.cast(if signed { O::LLVMSExt } else { O::LLVMZExt }, a, rt)?
            }
        }
        "extf" | "truncf" => {
            let a = cx.operand(op, 0)?;
            let rt = cx.ty(cx.result_ty(op, 0)?)?;
            if cx.ir.attr(op, "roundingmode").is_some() && short == "truncf" {
                return fail("with a rounding mode cannot be translated to LLVM by mlirc yet");
            }
            let kind = |t| cx.ir.ctx.float_kind(cx.ir.ctx.elem_ty(t));
            if let (Some(from), Some(to)) = (kind(cx.operand_ty(op, 0)?), kind(cx.result_ty(op, 0)?)) {
                if from.is_small() || to.is_small() {
                    let v = cx.small_float_convert(a, from, to, rt)?;
                    return cx.set_result(op, 0, v);
                }
            }
            let ((fw, fbf), (tw, tbf)) = (float_bits(a.get_type(), cx), float_bits(rt, cx));
            let v = if fw == 16 && tw == 16 && fbf != tbf {
                // f16 <-> bf16 goes through f32.
                let f32t = cx.like_shape(cx.ll.f32_type().into(), rt);
                let x = cx.cast(O::LLVMFPExt, a, f32t)?;
                cx.fptrunc(x, rt)?
            } else if fw == tw {
                a
            } else if short == "extf" {
                cx.cast(O::LLVMFPExt, a, rt)?
            } else {
                cx.fptrunc(a, rt)?
            };
            cx.set_fm(v, cx.fastmath(op));
            v
        }
        "uitofp" | "sitofp" | "fptoui" | "fptosi" | "bitcast" => {
            let a = cx.operand(op, 0)?;
            let rt = cx.ty(cx.result_ty(op, 0)?)?;
            let opc = match short {
                "uitofp" => O::LLVMUIToFP,
                "sitofp" => O::LLVMSIToFP,
                "fptoui" => O::LLVMFPToUI,
                "fptosi" => O::LLVMFPToSI,
                _ => O::LLVMBitCast,
            };
            if short == "bitcast" && a.get_type() == rt {
                a
            } else {
                cx.cast(opc, a, rt)?
            }
        }
        _ => return super::unsupported(),
    };
    cx.set_result(op, 0, v)
}

fn predicate<'s>(cx: &Cx, op: Op, list: &'s [&'s str]) -> R<&'s str> {
    let i = cx.ir.attr(op, "predicate").and_then(|a| cx.ir.ctx.as_int(a));
    match i.and_then(|i| usize::try_from(i).ok()).and_then(|i| list.get(i)) {
        Some(p) => Ok(p),
        None => fail("has an invalid predicate"),
    }
}

/// `arith.constant`: integers, floats, and dense vectors.
fn constant<'c>(cx: &Cx<'_, 'c>, op: Op) -> R<BasicValueEnum<'c>> {
    let Some(a) = cx.ir.attr(op, "value") else { return fail("has no value") };
    attr_constant(cx, a)
}

/// The LLVM constant of a typed scalar or dense attribute.
pub fn attr_constant<'c>(cx: &Cx<'_, 'c>, a: crate::ir::Attr) -> R<BasicValueEnum<'c>> {
    match cx.ir.ctx.attr_kind(a).clone() {
        AttrKind::Int { ty, value } => {
            let t = cx.ty(ty)?;
            cx.splat_int(t, value)
        }
        AttrKind::Float { ty, bits } => {
            let t = cx.ty(ty)?;
            let k =
                cx.ir.ctx.float_kind(ty).ok_or(super::Fail::Msg("has a float constant of a non-float type".into()))?;
            float_const(cx, t, k, bits)
        }
        AttrKind::Dense { ty, data } => {
            let t = cx.ty(ty)?;
            let BasicTypeEnum::VectorType(vt) = t else {
                return fail(format!("has a constant of type '{}', which only vectors support", cx.type_str(ty)));
            };
            let n = vt.get_size() as usize;
            let et = vt.get_element_type();
            let elem = cx.ir.ctx.elem_ty(ty);
            if data.len() != n && data.len() != 1 {
                return fail("has a dense constant of the wrong size");
            }
            let elems: Vec<BasicValueEnum> = match data.kind() {
                DenseKind::Int if !data.is_empty() => {
                    (0..n).map(|i| cx.splat_int(et, data.int_at(i))).collect::<R<_>>()?
                }
                DenseKind::Float if !data.is_empty() => {
                    let k = cx
                        .ir
                        .ctx
                        .float_kind(elem)
                        .ok_or(super::Fail::Msg("has a float constant of a non-float type".into()))?;
                    (0..n).map(|i| float_const(cx, et, k, data.float_bits_at(i))).collect::<R<_>>()?
                }
                _ => return fail("has a dense constant mlirc cannot translate"),
            };
            if elems.len() != n {
                return fail("has a dense constant of the wrong size");
            }
            Ok(inkwell::types::VectorType::const_vector(&elems).into())
        }
        _ => fail("has a constant mlirc cannot translate"),
    }
}

/// A float constant from its bit pattern, exactly (NaN payloads and signs included).
pub fn float_const<'c>(
    cx: &Cx<'_, 'c>,
    t: BasicTypeEnum<'c>,
    _k: crate::ir::FloatKind,
    bits: u64,
) -> R<BasicValueEnum<'c>> {
    let st = cx.scalar_of(t);
    if let BasicTypeEnum::IntType(_) = st {
        // A small float type's bits.
        return cx.splat_int(t, bits as i128);
    }
    let words = [bits, 0u64];
    // SAFETY: `st` is a float type of this context; LLVM reads as many words as the format needs.
    let c = cx.wrap(unsafe { inkwell::llvm_sys::core::LLVMConstFPFromBits(st.as_type_ref(), words.as_ptr()) });
    match t {
        BasicTypeEnum::VectorType(vt) => {
            Ok(inkwell::types::VectorType::const_vector(&vec![c; vt.get_size() as usize]).into())
        }
        _ => Ok(c),
    }
}
