//! `math` ops: LLVM intrinsics where LLVM has one (`llvm.sin`, `llvm.fma`, `llvm.ctlz`,
//! `llvm.is.fpclass`, …), libm calls otherwise (`expm1`, `log1p`, `cbrt`, `erf`, `erfc`,
//! `acosh`, `asinh`, `atanh`; f16 and bf16 go through the f32 function). `math.ipowi` is an
//! inline square-and-multiply loop with upstream's rules for negative exponents
//! (`convert-math-to-funcs`).

use super::{fail, Cx, R};
use crate::ir::Op;
use inkwell::llvm_sys::{LLVMIntPredicate as IP, LLVMOpcode as O};
use inkwell::types::BasicTypeEnum;
use inkwell::values::BasicValueEnum;

/// `llvm.is.fpclass` test masks.
const FC_NAN: u64 = 0x003;
const FC_INF: u64 = 0x204;
const FC_NORMAL: u64 = 0x108;
const FC_FINITE: u64 = 0x1f8;

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    let short = &name[5..];
    let fmf = cx.fastmath(op);
    if cx.opts.device && NVPTX_LIBCALLS.contains(&short) {
        // NVPTX has no instruction for these: libdevice's `__nv_*` functions compute them
        // (linked in by the driver), as upstream's `convert-gpu-to-nvvm` calls them.
        let args = cx.ir.operands(op).iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
        let c_name = if short == "powf" { "pow" } else { short };
        let v = libm(cx, &format!("__nv_{c_name}"), &args)?;
        return cx.set_result(op, 0, v);
    }
    if cx.opts.device && short == "fpowi" {
        // NVPTX cannot select `llvm.powi`: libdevice's `__nv_powif(float, int)` / `__nv_powi`.
        let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?.into_int_value());
        let BasicTypeEnum::FloatType(ft) = a.get_type() else {
            return fail("on vectors cannot be translated for the GPU by mlirc yet");
        };
        let i32t = cx.ll.i32_type();
        let e = if b.get_type().get_bit_width() > 32 {
            cx.b.build_int_truncate(b, i32t, "")?
        } else {
            cx.b.build_int_s_extend_or_bit_cast(b, i32t, "")?
        };
        let (call_t, fname) =
            if ft == cx.ll.f64_type() { (cx.ll.f64_type(), "__nv_powi") } else { (cx.ll.f32_type(), "__nv_powif") };
        let f = cx.extern_fn(fname, Some(call_t.into()), &[call_t.into(), i32t.into()]);
        let x = if ft == call_t { a } else { cx.cast(O::LLVMFPExt, a, call_t.into())? };
        let Some(r) = cx.call(f, &[x, e.into()])? else { return fail("libdevice call returned nothing") };
        let r = if ft == call_t { r } else { cx.cast(O::LLVMFPTrunc, r, a.get_type())? };
        return cx.set_result(op, 0, r);
    }
    let v = match short {
        "absf" | "ceil" | "floor" | "trunc" | "round" | "roundeven" | "sqrt" | "sin" | "cos" | "tan" | "asin"
        | "acos" | "atan" | "sinh" | "cosh" | "tanh" | "exp" | "exp2" | "log" | "log10" | "log2" => {
            let a = cx.operand(op, 0)?;
            let intr = match short {
                "absf" => "llvm.fabs",
                "roundeven" => "llvm.roundeven",
                s => return unary_intrinsic(cx, op, &format!("llvm.{s}"), a, fmf),
            };
            let v = cx.intrinsic(intr, &[a.get_type()], &[a])?;
            cx.set_fm(v, fmf);
            v
        }
        "copysign" | "powf" | "atan2" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let intr = match short {
                "copysign" => "llvm.copysign",
                "powf" => "llvm.pow",
                _ => "llvm.atan2",
            };
            let v = cx.intrinsic(intr, &[a.get_type()], &[a, b])?;
            cx.set_fm(v, fmf);
            v
        }
        "fma" => {
            let (a, b, c) = (cx.operand(op, 0)?, cx.operand(op, 1)?, cx.operand(op, 2)?);
            cx.via_f32(&[a, b, c], |x| {
                let v = cx.intrinsic("llvm.fma", &[x[0].get_type()], x)?;
                cx.set_fm(v, fmf);
                Ok(v)
            })?
        }
        "rsqrt" => {
            let a = cx.operand(op, 0)?;
            let s = cx.intrinsic("llvm.sqrt", &[a.get_type()], &[a])?;
            cx.set_fm(s, fmf);
            let one = cx.splat_float(a.get_type(), 1.0)?;
            cx.fbinop(O::LLVMFDiv, one, s, fmf)?
        }
        "expm1" | "log1p" | "cbrt" | "erf" | "erfc" | "acosh" | "asinh" | "atanh" => {
            let a = cx.operand(op, 0)?;
            libm(cx, short, &[a])?
        }
        "fpowi" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let v = cx.intrinsic("llvm.powi", &[a.get_type(), b.get_type()], &[a, b])?;
            cx.set_fm(v, fmf);
            v
        }
        "absi" => {
            let a = cx.operand(op, 0)?;
            let f = cx.ll.bool_type().const_zero().into();
            cx.intrinsic("llvm.abs", &[a.get_type()], &[a, f])?
        }
        "ctlz" | "cttz" => {
            let a = cx.operand(op, 0)?;
            let f = cx.ll.bool_type().const_zero().into();
            cx.intrinsic(&format!("llvm.{short}"), &[a.get_type()], &[a, f])?
        }
        "ctpop" => {
            let a = cx.operand(op, 0)?;
            cx.intrinsic("llvm.ctpop", &[a.get_type()], &[a])?
        }
        "isnan" | "isinf" | "isfinite" | "isnormal" => {
            let a = cx.operand(op, 0)?;
            let mask = match short {
                "isnan" => FC_NAN,
                "isinf" => FC_INF,
                "isfinite" => FC_FINITE,
                _ => FC_NORMAL,
            };
            let m = cx.ll.i32_type().const_int(mask, false).into();
            cx.intrinsic("llvm.is.fpclass", &[a.get_type()], &[a, m])?
        }
        "clampf" => {
            // min(max(x, lo), hi), NaN-propagating.
            let (x, lo, hi) = (cx.operand(op, 0)?, cx.operand(op, 1)?, cx.operand(op, 2)?);
            let m = cx.intrinsic("llvm.maximum", &[x.get_type()], &[x, lo])?;
            cx.set_fm(m, fmf);
            let v = cx.intrinsic("llvm.minimum", &[x.get_type()], &[m, hi])?;
            cx.set_fm(v, fmf);
            v
        }
        "sincos" => {
            let a = cx.operand(op, 0)?;
            let s = cx.intrinsic("llvm.sin", &[a.get_type()], &[a])?;
            cx.set_fm(s, fmf);
            let c = cx.intrinsic("llvm.cos", &[a.get_type()], &[a])?;
            cx.set_fm(c, fmf);
            cx.set_result(op, 0, s)?;
            return cx.set_result(op, 1, c);
        }
        "ipowi" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            ipowi(cx, a, b)?
        }
        _ => return super::unsupported(),
    };
    cx.set_result(op, 0, v)
}

fn unary_intrinsic<'c>(cx: &mut Cx<'_, 'c>, op: Op, intr: &str, a: BasicValueEnum<'c>, fmf: u32) -> R<()> {
    let v = cx.intrinsic(intr, &[a.get_type()], &[a])?;
    cx.set_fm(v, fmf);
    cx.set_result(op, 0, v)
}

/// The math ops NVPTX has no instruction for (LLVM would call the C library, which a GPU does
/// not have): on the device they call libdevice.
const NVPTX_LIBCALLS: &[&str] = &[
    "sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "exp", "exp2",
    "expm1", "log", "log10", "log2", "log1p", "powf", "atan2", "cbrt", "erf", "erfc",
];

/// Calls the C-style math function `name` (`namef` for f32; f16/bf16 through f32); on a
/// fixed-length vector, once per lane (there is no vector libm to call).
fn libm<'c>(cx: &Cx<'_, 'c>, name: &str, args: &[BasicValueEnum<'c>]) -> R<BasicValueEnum<'c>> {
    let t = args[0].get_type();
    if let BasicTypeEnum::VectorType(vt) = t {
        let mut v: BasicValueEnum = vt.get_poison().into();
        for lane in 0..vt.get_size() {
            let i = cx.ll.i64_type().const_int(lane as u64, false);
            let mut xs = vec![];
            for &a in args {
                xs.push(cx.b.build_extract_element(a.into_vector_value(), i, "")?);
            }
            let r = libm(cx, name, &xs)?;
            v = cx.b.build_insert_element(v.into_vector_value(), r, i, "")?.into();
        }
        return Ok(v);
    }
    let BasicTypeEnum::FloatType(ft) = t else {
        return fail("on this type cannot be translated to LLVM by mlirc yet (no libm function)");
    };
    let (f32t, f64t) = (cx.ll.f32_type(), cx.ll.f64_type());
    let (call_t, fname) = if ft == f64t { (f64t, name.to_string()) } else { (f32t, format!("{name}f")) };
    let f = cx.extern_fn(&fname, Some(call_t.into()), &vec![call_t.into(); args.len()]);
    let mut xs = vec![];
    for &a in args {
        xs.push(if ft == call_t { a } else { cx.cast(O::LLVMFPExt, a, call_t.into())? });
    }
    let Some(r) = cx.call(f, &xs)? else { return fail("libm call returned nothing") };
    if ft == call_t {
        Ok(r)
    } else {
        cx.fptrunc(r, t)
    }
}

/// `b ** e` on integers: 1 for e == 0; for e < 0: 1/b for b == 0 (division by zero, as
/// upstream), 1 for b == 1, ±1 for b == -1 by parity, else 0; square-and-multiply otherwise.
fn ipowi<'c>(cx: &Cx<'_, 'c>, b: BasicValueEnum<'c>, e: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
    let t = b.get_type();
    let BasicTypeEnum::IntType(it) = t else {
        return fail("on vectors cannot be translated to LLVM by mlirc yet");
    };
    let zero: BasicValueEnum = it.const_zero().into();
    let one: BasicValueEnum = it.const_int(1, false).into();
    let m1: BasicValueEnum = it.const_all_ones().into();
    let here = cx.insert_block()?;
    let neg = cx.append_block("ipowi.neg")?;
    let lp = cx.append_block("ipowi.loop")?;
    let done = cx.append_block("ipowi.done")?;
    // Negative exponent: a closed form.
    let eneg = cx.icmp(IP::LLVMIntSLT, e, zero)?.into_int_value();
    cx.b.build_conditional_branch(eneg, neg, lp)?;
    cx.b.position_at_end(neg);
    let b0 = cx.icmp(IP::LLVMIntEQ, b, zero)?;
    let b1 = cx.icmp(IP::LLVMIntEQ, b, one)?;
    let bm1 = cx.icmp(IP::LLVMIntEQ, b, m1)?;
    let odd = cx.binop(O::LLVMAnd, e, one)?;
    let odd = cx.icmp(IP::LLVMIntNE, odd, zero)?;
    let pm1 = cx.select(odd, m1, one)?;
    // For b == 0 the quotient 1/b is a division by zero, as upstream's expansion.
    let b_or_1 = cx.select(b0, b, one)?;
    let div = cx.binop(O::LLVMSDiv, one, b_or_1)?;
    let r = cx.select(bm1, pm1, zero)?;
    let r = cx.select(b1, one, r)?;
    let rneg = cx.select(b0, div, r)?;
    let neg_end = cx.insert_block()?;
    cx.b.build_unconditional_branch(done)?;
    // Loop: acc *= base when the low bit is set; base *= base; e >>= 1.
    cx.b.position_at_end(lp);
    let acc = cx.b.build_phi(it, "")?;
    let base = cx.b.build_phi(it, "")?;
    let ex = cx.b.build_phi(it, "")?;
    let (accv, basev, exv) = (acc.as_basic_value(), base.as_basic_value(), ex.as_basic_value());
    let is0 = cx.icmp(IP::LLVMIntEQ, exv, zero)?.into_int_value();
    let body = cx.append_block("ipowi.body")?;
    let lp_exit = cx.insert_block()?;
    cx.b.build_conditional_branch(is0, done, body)?;
    cx.b.position_at_end(body);
    let bit = cx.binop(O::LLVMAnd, exv, one)?;
    let bit = cx.icmp(IP::LLVMIntNE, bit, zero)?;
    let prod = cx.binop(O::LLVMMul, accv, basev)?;
    let acc2 = cx.select(bit, prod, accv)?;
    let base2 = cx.binop(O::LLVMMul, basev, basev)?;
    let ex2 = cx.binop(O::LLVMLShr, exv, one)?;
    cx.b.build_unconditional_branch(lp)?;
    acc.add_incoming(&[(&one, here), (&acc2, body)]);
    base.add_incoming(&[(&b, here), (&base2, body)]);
    ex.add_incoming(&[(&e, here), (&ex2, body)]);
    cx.b.position_at_end(done);
    let res = cx.b.build_phi(it, "")?;
    res.add_incoming(&[(&rneg, neg_end), (&accv, lp_exit)]);
    Ok(res.as_basic_value())
}
