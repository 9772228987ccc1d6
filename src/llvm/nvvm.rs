//! `nvvm` ops: each is a call of its NVVM intrinsic, named as LLVM 22 names them (what
//! `mlir-translate-22 --mlir-to-llvmir` gives): `llvm.nvvm.read.ptx.sreg.tid.x` (with a
//! `range(i32 lo, hi)` return attribute when the op has a `range`), barriers as
//! `llvm.nvvm.barrier.cta.sync.aligned.{all,count}` and `llvm.nvvm.barrier.cta.red.*`,
//! `llvm.nvvm.shfl.sync.<kind>.<type>[p]`, `llvm.nvvm.vote.<kind>.sync`,
//! `llvm.nvvm.redux.sync.<kind>[.abs][.NaN]`, `llvm.nvvm.elect.sync`, the cluster barriers,
//! `llvm.nvvm.nanosleep` and `llvm.nvvm.rcp.approx.ftz.f`.
//!
//! Kernels (`llvm.func` with `nvvm.kernel`) are marked in `llvm_dialect::declare_func`.

use super::{fail, Cx, R};
use crate::dialects::nvvm::{constant_range, is_sreg};
use crate::ir::enums::{NVVM_BARRIER_REDUCTION, NVVM_REDUX_KIND, NVVM_SHFL_KIND, NVVM_VOTE_SYNC_KIND};
use crate::ir::{Op, TypeKind};
use inkwell::values::{AsValueRef, BasicValueEnum};
use inkwell::IntPredicate;

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    if !is_nvptx(cx) {
        return fail("is an NVVM op: it compiles only for an NVPTX target (--target=nvptx64-nvidia-cuda)");
    }
    let short = &name["nvvm.".len()..];
    if let Some(reg) = short.strip_prefix("read.ptx.sreg.") {
        return sreg(cx, op, reg);
    }
    let i32t = cx.ll.i32_type();
    match short {
        "barrier0" => cx.intrinsic_void("llvm.nvvm.barrier.cta.sync.aligned.all", &[], &[i32t.const_zero().into()]),
        "barrier" => barrier(cx, op),
        "bar.warp.sync" => {
            let m = cx.operand(op, 0)?;
            cx.intrinsic_void("llvm.nvvm.bar.warp.sync", &[], &[m])
        }
        "shfl.sync" => {
            let kind = enum_kw(cx, op, "kind", &NVVM_SHFL_KIND)?;
            let args = operands(cx, op)?;
            let ty = match cx.ir.ctx.type_kind(cx.operand_ty(op, 1)?) {
                TypeKind::Float(_) => "f32",
                _ => "i32",
            };
            let pred = if cx.ir.has_attr(op, "return_value_and_is_valid") { "p" } else { "" };
            let v = cx.intrinsic(&format!("llvm.nvvm.shfl.sync.{kind}.{ty}{pred}"), &[], &args)?;
            cx.set_result(op, 0, v)
        }
        "vote.sync" => {
            let kind = enum_kw(cx, op, "kind", &NVVM_VOTE_SYNC_KIND)?;
            let args = operands(cx, op)?;
            let v = cx.intrinsic(&format!("llvm.nvvm.vote.{kind}.sync"), &[], &args)?;
            cx.set_result(op, 0, v)
        }
        "redux.sync" => {
            let kind = enum_kw(cx, op, "kind", &NVVM_REDUX_KIND)?;
            let flag = |n: &str| cx.ir.attr(op, n).and_then(|a| cx.ir.ctx.as_int(a)).is_some_and(|x| x != 0);
            let abs = if flag("abs") { ".abs" } else { "" };
            let nan = if flag("nan") { ".NaN" } else { "" };
            let args = operands(cx, op)?;
            let v = cx.intrinsic(&format!("llvm.nvvm.redux.sync.{kind}{abs}{nan}"), &[], &args)?;
            cx.set_result(op, 0, v)
        }
        "elect.sync" => {
            let mask = match cx.ir.operands(op).first() {
                Some(&m) => cx.val(m)?,
                None => i32t.const_all_ones().into(),
            };
            let s = cx.intrinsic("llvm.nvvm.elect.sync", &[], &[mask])?;
            let p = cx.b.build_extract_value(s.into_struct_value(), 1, "")?;
            cx.set_result(op, 0, p)
        }
        "fence.sc.cluster" => cx.intrinsic_void("llvm.nvvm.fence.sc.cluster", &[], &[]),
        "cluster.arrive" | "cluster.arrive.relaxed" | "cluster.wait" => {
            let aligned = if cx.ir.has_attr(op, "aligned") { ".aligned" } else { "" };
            cx.intrinsic_void(&format!("llvm.nvvm.barrier.{short}{aligned}"), &[], &[])
        }
        "nanosleep" => {
            let d = cx.operand(op, 0)?;
            cx.intrinsic_void("llvm.nvvm.nanosleep", &[], &[d])
        }
        "rcp.approx.ftz.f" => {
            let a = cx.operand(op, 0)?;
            let v = cx.intrinsic("llvm.nvvm.rcp.approx.ftz.f", &[], &[a])?;
            cx.set_result(op, 0, v)
        }
        _ => super::unsupported(),
    }
}

/// Whether the module is for NVPTX (its triple is set before the translation).
pub fn is_nvptx(cx: &Cx) -> bool {
    cx.module.get_triple().as_str().to_bytes().starts_with(b"nvptx")
}

fn operands<'c>(cx: &Cx<'_, 'c>, op: Op) -> R<Vec<BasicValueEnum<'c>>> {
    cx.ir.operands(op).iter().map(|&v| cx.val(v)).collect()
}

fn enum_kw(cx: &Cx, op: Op, attr: &str, def: &crate::ir::enums::EnumDef) -> R<&'static str> {
    match cx.ir.attr(op, attr).and_then(|a| cx.ir.ctx.enum_keyword(a, def)) {
        Some(k) => Ok(k),
        None => fail(format!("has no valid '{attr}'")),
    }
}

/// `nvvm.read.ptx.sreg.<reg>` → `llvm.nvvm.read.ptx.sreg.<reg>()`, whose type the op's must be.
fn sreg(cx: &mut Cx, op: Op, reg: &str) -> R<()> {
    if !is_sreg(reg) {
        return super::unsupported();
    }
    let name = format!("llvm.nvvm.read.ptx.sreg.{reg}");
    let v = cx.intrinsic(&name, &[], &[])?;
    let want = cx.ty(cx.result_ty(op, 0)?)?;
    if v.get_type() != want {
        let t = cx.ir.ctx.display_type(cx.result_ty(op, 0)?).to_string();
        return fail(format!("has result type '{t}', but '{name}' returns '{}'", v.get_type()));
    }
    if let Some(a) = cx.ir.attr(op, "range") {
        let Some((bits, lo, hi)) = constant_range(&cx.ir.ctx, a) else { return fail("has an invalid 'range'") };
        add_return_range(cx, v, bits, lo, hi)?;
    }
    cx.set_result(op, 0, v)
}

/// Adds `range(iN lo, hi)` to the return value of the call `call`.
pub(crate) fn add_return_range(cx: &Cx, call: BasicValueEnum, bits: u32, lo: i128, hi: i128) -> R<()> {
    if bits == 0 || bits > 128 {
        return fail(format!("has a range of unsupported width {bits}"));
    }
    let words = bits.div_ceil(64) as usize;
    let split = |x: i128| -> Vec<u64> { (0..words).map(|i| ((x as u128) >> (64 * i)) as u64).collect() };
    let (l, h) = (split(lo), split(hi));
    let kind = inkwell::attributes::Attribute::get_named_enum_kind_id("range");
    // SAFETY: the context and the call instruction are alive; the word arrays hold
    // ceil(bits / 64) words, as the C API requires.
    unsafe {
        use inkwell::llvm_sys::core as llc;
        let attr = llc::LLVMCreateConstantRangeAttribute(cx.ll.raw(), kind, bits, l.as_ptr(), h.as_ptr());
        llc::LLVMAddCallSiteAttribute(call.as_value_ref(), inkwell::llvm_sys::LLVMAttributeReturnIndex, attr);
    }
    Ok(())
}

/// `nvvm.barrier`: `llvm.nvvm.barrier.cta.sync.aligned.{all,count}(id, [n])`, or with a
/// reduction `llvm.nvvm.barrier.cta.red.<op>.aligned.all(0, pred != 0)` (`and`/`or` give an
/// `i1`, widened to the op's `i32`).
fn barrier(cx: &mut Cx, op: Op) -> R<()> {
    let seg = crate::dialects::common::dense_array(cx.ir, op, "operandSegmentSizes").unwrap_or_default();
    let [id_n, threads_n, pred_n] = seg[..] else { return fail("has no valid 'operandSegmentSizes'") };
    let ops = operands(cx, op)?;
    let i32t = cx.ll.i32_type();
    let id = if id_n != 0 { ops[0] } else { i32t.const_zero().into() };
    let has_result = !cx.ir.results(op).is_empty();
    let Some(red) = cx.ir.attr(op, "reductionOp") else {
        if has_result {
            return fail("has a result but no reduction: there is no value to give it");
        }
        if threads_n != 0 {
            let n = ops[id_n as usize];
            return cx.intrinsic_void("llvm.nvvm.barrier.cta.sync.aligned.count", &[], &[id, n]);
        }
        return cx.intrinsic_void("llvm.nvvm.barrier.cta.sync.aligned.all", &[], &[id]);
    };
    let Some(kind) = cx.ir.ctx.enum_keyword(red, &NVVM_BARRIER_REDUCTION) else {
        return fail("has an invalid 'reductionOp'");
    };
    if pred_n == 0 || id_n != 0 || threads_n != 0 {
        return fail("has a reduction with a barrier id or without a predicate");
    }
    let pred = ops[0].into_int_value();
    let nz = cx.b.build_int_compare(IntPredicate::NE, pred, pred.get_type().const_zero(), "")?;
    let v = cx.intrinsic(&format!("llvm.nvvm.barrier.cta.red.{kind}.aligned.all"), &[], &[id, nz.into()])?;
    if has_result {
        let v = match v {
            BasicValueEnum::IntValue(b) if b.get_type().get_bit_width() == 1 => {
                cx.b.build_int_z_extend(b, i32t, "")?.into()
            }
            v => v,
        };
        cx.set_result(op, 0, v)?;
    }
    Ok(())
}
