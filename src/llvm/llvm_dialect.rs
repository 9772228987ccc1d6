//! The `llvm` dialect → LLVM IR: `llvm.func` and `llvm.mlir.global` at module level, and the
//! ops of `mlir-opt`'s fully lowered output inside bodies (one LLVM instruction each, as
//! `mlir-translate` emits them).
//!
//! An `llvm.func`'s signature is its `!llvm.func` type as is (no memref expansion: the
//! lowered code already passes descriptors field by field), and its body translates like a
//! `func.func`'s (`func::define`). `llvm.emit_c_interface` on an `llvm.func` adds nothing:
//! upstream's lowering already made the `_mlir_ciface_` functions. Linkage is the op's
//! `linkage` (`sym_visibility` does not change it, as in `mlir-translate`). A global's
//! initializer is its `value` (scalar, dense or string) or its initializer region of
//! constants.

use super::{fail, func::FuncInfo, Cx, R};
use crate::dialects::llvm::{func_sig, linkage, ATOMIC_BIN_OPS, FCMP_PREDICATES, GEP_DYNAMIC, ICMP_PREDICATES};
use crate::ir::{AttrKind, DenseData, Op, Type, TypeKind};
use inkwell::llvm_sys::core as llc;
use inkwell::llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMOpcode, LLVMRealPredicate};
use inkwell::module::Linkage;
use inkwell::types::{AsTypeRef, BasicMetadataTypeEnum, BasicType, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicMetadataValueEnum, BasicValue, BasicValueEnum};

const NO_NAME: *const std::ffi::c_char = c"".as_ptr();

fn sym_name(cx: &Cx, op: Op) -> R<String> {
    match cx.ir.attr(op, "sym_name").and_then(|a| cx.ir.ctx.as_str(a)) {
        Some(s) => Ok(String::from_utf8_lossy(s).into_owned()),
        None => fail("has no 'sym_name'"),
    }
}

fn ll_linkage(l: &str) -> R<Linkage> {
    Ok(match l {
        "private" => Linkage::Private,
        "internal" => Linkage::Internal,
        "available_externally" => Linkage::AvailableExternally,
        "linkonce" => Linkage::LinkOnceAny,
        "weak" => Linkage::WeakAny,
        "common" => Linkage::Common,
        "appending" => Linkage::Appending,
        "extern_weak" => Linkage::ExternalWeak,
        "linkonce_odr" => Linkage::LinkOnceODR,
        "weak_odr" => Linkage::WeakODR,
        "external" => Linkage::External,
        _ => return fail(format!("has the linkage '{l}', which mlirc cannot translate")),
    })
}

/// Declares an `llvm.func` in the LLVM module.
pub fn declare_func(cx: &mut Cx, op: Op) -> R<()> {
    let name = sym_name(cx, op)?;
    let Some((ret, params, vararg)) = func_sig(cx.ir, op) else { return fail("has no '!llvm.func' type") };
    let ps = params.iter().map(|&t| cx.ty(t).map(BasicMetadataTypeEnum::from)).collect::<R<Vec<_>>>()?;
    let void = matches!(cx.ir.ctx.type_kind(ret), TypeKind::LlvmVoid);
    let ft = if void { cx.ll.void_type().fn_type(&ps, vararg) } else { cx.ty(ret)?.fn_type(&ps, vararg) };
    let results = if void { vec![] } else { vec![ret] };
    let body = cx.ir.regions(op).first().is_some_and(|&r| !cx.ir.region_is_empty(r));
    let f = match cx.module.get_function(&name) {
        Some(f) if f.get_type() == ft => f,
        Some(_) => return fail(format!("'@{name}' conflicts with a function of the same name and another type")),
        None => cx.module.add_function(&name, ft, None),
    };
    if body {
        f.set_linkage(ll_linkage(linkage(cx.ir, op))?);
    }
    mark_kernel(cx, op, f)?;
    cx.funcs.insert(name, FuncInfo { f, inputs: params, results, via_ciface: false });
    Ok(())
}

/// LLVM's `ptx_kernel` calling convention (`CallingConv::PTX_Kernel`).
const PTX_KERNEL_CC: u32 = 71;

/// On an NVPTX target, a kernel (`nvvm.kernel`, or the `ptx_kernelcc` calling convention) gets the
/// `ptx_kernel` calling convention, and its launch bounds the function attributes LLVM 22
/// reads (`"nvvm.maxntid"="128,1,1"`, `"nvvm.reqntid"`, `"nvvm.cluster_dim"`,
/// `"nvvm.minctasm"`, `"nvvm.maxnreg"`, `"nvvm.maxclusterrank"`), as `mlir-translate-22` does.
/// Other targets ignore these attributes (they describe NVPTX kernels only).
fn mark_kernel(cx: &Cx, op: Op, f: inkwell::values::FunctionValue) -> R<()> {
    let ir = cx.ir;
    if !super::nvvm::is_nvptx(cx) {
        return Ok(());
    }
    let cconv = ir.attr(op, "CConv").and_then(|a| ir.ctx.enum_keyword(a, &crate::ir::enums::LLVM_CCONV));
    if ir.has_attr(op, "nvvm.kernel") || cconv == Some("ptx_kernelcc") {
        f.set_call_conventions(PTX_KERNEL_CC);
    }
    let string_attr = |key: &str, value: &str| {
        let a = cx.ll.create_string_attribute(key, value);
        f.add_attribute(inkwell::attributes::AttributeLoc::Function, a);
    };
    for (attr, key) in
        [("nvvm.maxntid", "nvvm.maxntid"), ("nvvm.reqntid", "nvvm.reqntid"), ("nvvm.cluster_dim", "nvvm.cluster_dim")]
    {
        if let Some(a) = ir.attr(op, attr) {
            let Some(dims) = ir.ctx.as_dense_array(a) else {
                return fail(format!("has '{attr}', which is not an array of integers"));
            };
            let text: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
            string_attr(key, &text.join(","));
        }
    }
    for (attr, key) in [
        ("nvvm.minctasm", "nvvm.minctasm"),
        ("nvvm.maxnreg", "nvvm.maxnreg"),
        ("nvvm.cluster_max_blocks", "nvvm.maxclusterrank"),
    ] {
        if let Some(a) = ir.attr(op, attr) {
            let Some(n) = ir.ctx.as_int(a) else { return fail(format!("has '{attr}', which is not an integer")) };
            string_attr(key, &n.to_string());
        }
    }
    Ok(())
}

/// Declares an `llvm.mlir.global` with its initializer.
pub fn declare_global(cx: &mut Cx, op: Op) -> R<()> {
    let name = sym_name(cx, op)?;
    let Some(t) = cx.ir.attr(op, "global_type").and_then(|a| cx.ir.ctx.as_type(a)) else {
        return fail("has no 'global_type'");
    };
    let lt = cx.ty(t)?;
    let space = cx.ir.attr(op, "addr_space").and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(0);
    let g = cx.module.add_global(lt, Some(inkwell::AddressSpace::from(space as u16)), &name);
    let init = match cx.ir.attr(op, "value") {
        Some(a) => Some(const_of_attr(cx, a, lt)?),
        None => {
            let r = cx.ir.regions(op)[0];
            if cx.ir.region_is_empty(r) {
                None
            } else {
                Some(region_constant(cx, r)?)
            }
        }
    };
    let l = linkage(cx.ir, op);
    if let Some(i) = init {
        g.set_initializer(&i);
    } else if l != "external" && l != "extern_weak" {
        g.set_initializer(&lt.const_zero());
    }
    g.set_linkage(ll_linkage(l)?);
    g.set_constant(cx.ir.has_attr(op, "constant"));
    if let Some(al) = cx.ir.attr(op, "alignment").and_then(|a| cx.ir.ctx.as_int(a)) {
        g.set_alignment(al as u32);
    }
    if cx.ir.has_attr(op, "thread_local_") {
        g.set_thread_local(true);
    }
    match cx.ir.attr(op, "unnamed_addr").and_then(|a| cx.ir.ctx.as_int(a)) {
        Some(1) => g.set_unnamed_address(inkwell::values::UnnamedAddress::Local),
        Some(2) => g.set_unnamed_address(inkwell::values::UnnamedAddress::Global),
        _ => {}
    }
    Ok(())
}

/// The constant an initializer region of constant ops returns.
fn region_constant<'c>(cx: &mut Cx<'_, 'c>, r: crate::ir::Region) -> R<BasicValueEnum<'c>> {
    let Some(b) = cx.ir.entry_block(r) else { return fail("has an empty initializer region") };
    for op in cx.ir.ops(b).collect::<Vec<_>>() {
        let name = cx.ir.op_name(op);
        match name {
            "llvm.return" => return cx.operand(op, 0),
            "llvm.mlir.undef" | "llvm.mlir.poison" | "llvm.mlir.zero" | "llvm.mlir.constant" => {
                let v = constant_op(cx, op, name)?;
                cx.set_result(op, 0, v)?;
            }
            _ => return fail(format!("has an initializer region with '{name}', which mlirc cannot translate")),
        }
    }
    fail("has an initializer region without 'llvm.return'")
}

/// `llvm.mlir.constant`, `undef`, `poison`, `zero`.
fn constant_op<'c>(cx: &Cx<'_, 'c>, op: Op, name: &str) -> R<BasicValueEnum<'c>> {
    let t = cx.ty(cx.result_ty(op, 0)?)?;
    Ok(match name {
        "llvm.mlir.undef" => undef(t),
        "llvm.mlir.poison" => cx.poison(t),
        "llvm.mlir.zero" => t.const_zero(),
        _ => {
            let Some(a) = cx.ir.attr(op, "value") else { return fail("has no value") };
            const_of_attr(cx, a, t)?
        }
    })
}

fn undef(t: BasicTypeEnum) -> BasicValueEnum {
    // SAFETY: `t` is a live type; `LLVMGetUndef` returns a constant of it.
    unsafe { BasicValueEnum::new(llc::LLVMGetUndef(t.as_type_ref())) }
}

/// The constant of type `t` an attribute stands for: integers and floats (of `t`'s scalar
/// type), dense elements filling vectors and nested arrays in row-major order, strings.
fn const_of_attr<'c>(cx: &Cx<'_, 'c>, a: crate::ir::Attr, t: BasicTypeEnum<'c>) -> R<BasicValueEnum<'c>> {
    match cx.ir.ctx.attr_kind(a).clone() {
        AttrKind::Int { value, .. } => match t {
            BasicTypeEnum::IntType(_) | BasicTypeEnum::VectorType(_) => cx.splat_int(t, value),
            _ => fail("has an integer value of a non-integer type"),
        },
        AttrKind::Float { bits, ty } => {
            let k = cx.ir.ctx.float_kind(ty).unwrap_or(crate::ir::FloatKind::F64);
            super::arith::float_const(cx, t, k, bits)
        }
        AttrKind::String { bytes, .. } => Ok(cx.ll.const_string(&bytes, false).into()),
        AttrKind::Array(elems) => match t {
            // `[a, b]` of a struct: one attribute per field.
            BasicTypeEnum::StructType(st) if st.count_fields() as usize == elems.len() => {
                let vals = elems
                    .iter()
                    .enumerate()
                    .map(|(i, &e)| match st.get_field_type_at_index(i as u32) {
                        Some(ft) => const_of_attr(cx, e, ft),
                        None => fail("has a struct value of the wrong size"),
                    })
                    .collect::<R<Vec<_>>>()?;
                Ok(st.const_named_struct(&vals).into())
            }
            _ => fail("has an array value mlirc cannot translate"),
        },
        AttrKind::Dense { ty, data } => {
            if let Some(c) = super::memref::dense_bytes_const(cx, t, cx.ir.ctx.elem_ty(ty), &data) {
                return Ok(c);
            }
            let mut i = 0;
            let r = dense_const(cx, t, &data, &mut i)?;
            Ok(r)
        }
        AttrKind::DenseResource { handle, .. } => super::memref::resource_const(cx, t, &handle),
        _ => fail("has a value mlirc cannot translate"),
    }
}

fn dense_const<'c>(cx: &Cx<'_, 'c>, t: BasicTypeEnum<'c>, data: &DenseData, i: &mut usize) -> R<BasicValueEnum<'c>> {
    let n = data.len();
    let pick = |i: usize| if n == 1 { 0 } else { i };
    match t {
        BasicTypeEnum::ArrayType(at) => {
            let et = at.get_element_type();
            let elems = (0..at.len()).map(|_| dense_const(cx, et, data, i)).collect::<R<Vec<_>>>()?;
            let mut refs: Vec<_> = elems.iter().map(|v| v.as_value_ref()).collect();
            // SAFETY: the elements are constants of `et`, alive in this context.
            let v = unsafe { llc::LLVMConstArray2(et.as_type_ref(), refs.as_mut_ptr(), refs.len() as u64) };
            Ok(cx.wrap(v))
        }
        BasicTypeEnum::VectorType(vt) => {
            let et = vt.get_element_type();
            let elems = (0..vt.get_size()).map(|_| dense_const(cx, et, data, i)).collect::<R<Vec<_>>>()?;
            Ok(inkwell::types::VectorType::const_vector(&elems).into())
        }
        BasicTypeEnum::IntType(it) => {
            if !data.is_int() {
                return fail("has dense data that does not match its type");
            }
            if pick(*i) >= n {
                return fail("has too few dense elements");
            }
            let x = data.int_at(*i);
            *i += 1;
            Ok(cx.const_int_wide(it, x))
        }
        BasicTypeEnum::FloatType(_) => {
            if !data.is_float() {
                return fail("has dense data that does not match its type");
            }
            if pick(*i) >= n {
                return fail("has too few dense elements");
            }
            let x = data.float_bits_at(*i);
            *i += 1;
            super::arith::float_const(cx, t, crate::ir::FloatKind::F64, x)
        }
        _ => fail("has a dense value of a type mlirc cannot translate"),
    }
}

/// LLVM's fast-math bits of `fastmathFlags = #llvm.fastmath<...>`.
fn fastmath(cx: &Cx, op: Op) -> u32 {
    use super::build::fm;
    use crate::ir::enums::LLVM_FASTMATH;
    let Some(v) = cx.ir.attr(op, "fastmathFlags").and_then(|a| cx.ir.ctx.enum_value(a, &LLVM_FASTMATH)) else {
        return 0;
    };
    // `LLVM::FastmathFlags` orders its bits unlike the C API's `LLVMFastMathFlags`: map by keyword.
    [
        ("reassoc", fm::REASSOC),
        ("nnan", fm::NNAN),
        ("ninf", fm::NINF),
        ("nsz", fm::NSZ),
        ("arcp", fm::ARCP),
        ("contract", fm::CONTRACT),
        ("afn", fm::AFN),
    ]
    .iter()
    .filter(|(kw, _)| LLVM_FASTMATH.value_of(kw).is_some_and(|b| v & b != 0))
    .fold(0, |a, (_, b)| a | b)
}

fn int_prop(cx: &Cx, op: Op, name: &str) -> i128 {
    cx.ir.attr(op, name).and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(0)
}

fn ordering(v: i128) -> LLVMAtomicOrdering {
    match v {
        1 => LLVMAtomicOrdering::LLVMAtomicOrderingUnordered,
        2 => LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
        4 => LLVMAtomicOrdering::LLVMAtomicOrderingAcquire,
        5 => LLVMAtomicOrdering::LLVMAtomicOrderingRelease,
        6 => LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease,
        7 => LLVMAtomicOrdering::LLVMAtomicOrderingSequentiallyConsistent,
        _ => LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic,
    }
}

/// Sets the alignment, volatility and atomic ordering of a load or store.
fn memory_flags(cx: &Cx, op: Op, inst: inkwell::llvm_sys::prelude::LLVMValueRef) {
    let al = int_prop(cx, op, "alignment");
    let o = int_prop(cx, op, "ordering");
    // SAFETY: `inst` is a load or store just built.
    unsafe {
        if al > 0 {
            llc::LLVMSetAlignment(inst, al as u32);
        }
        if cx.ir.has_attr(op, "volatile_") {
            llc::LLVMSetVolatile(inst, 1);
        }
        if o != 0 {
            llc::LLVMSetOrdering(inst, ordering(o));
        }
    }
}

fn set_exact_flags(cx: &Cx, op: Op, v: BasicValueEnum) {
    let r = v.as_value_ref();
    // SAFETY: `r` is live; the setters are only called on instructions of the right kind.
    unsafe {
        if llc::LLVMIsAInstruction(r).is_null() {
            return;
        }
        if cx.ir.has_attr(op, "isExact") {
            llc::LLVMSetExact(r, 1);
        }
        if cx.ir.has_attr(op, "isDisjoint") {
            llc::LLVMSetIsDisjoint(r, 1);
        }
        if cx.ir.has_attr(op, "nonNeg") {
            llc::LLVMSetNNeg(r, 1);
        }
    }
}

/// The `llvm` ops inside bodies.
pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    use LLVMOpcode as O;
    let short = &name[5..];
    let v: BasicValueEnum = match short {
        "add" | "sub" | "mul" | "shl" => {
            let opc = match short {
                "add" => O::LLVMAdd,
                "sub" => O::LLVMSub,
                "mul" => O::LLVMMul,
                _ => O::LLVMShl,
            };
            let f = int_prop(cx, op, "overflowFlags");
            cx.binop_ovf(opc, cx.operand(op, 0)?, cx.operand(op, 1)?, f & 1 != 0, f & 2 != 0)?
        }
        "udiv" | "sdiv" | "urem" | "srem" | "and" | "or" | "xor" | "lshr" | "ashr" => {
            let opc = match short {
                "udiv" => O::LLVMUDiv,
                "sdiv" => O::LLVMSDiv,
                "urem" => O::LLVMURem,
                "srem" => O::LLVMSRem,
                "and" => O::LLVMAnd,
                "or" => O::LLVMOr,
                "xor" => O::LLVMXor,
                "lshr" => O::LLVMLShr,
                _ => O::LLVMAShr,
            };
            let v = cx.binop(opc, cx.operand(op, 0)?, cx.operand(op, 1)?)?;
            set_exact_flags(cx, op, v);
            v
        }
        "fadd" | "fsub" | "fmul" | "fdiv" | "frem" => {
            let opc = match short {
                "fadd" => O::LLVMFAdd,
                "fsub" => O::LLVMFSub,
                "fmul" => O::LLVMFMul,
                "fdiv" => O::LLVMFDiv,
                _ => O::LLVMFRem,
            };
            cx.fbinop(opc, cx.operand(op, 0)?, cx.operand(op, 1)?, fastmath(cx, op))?
        }
        "fneg" => cx.fneg(cx.operand(op, 0)?, fastmath(cx, op))?,
        "trunc" | "zext" | "sext" | "fpext" | "fptrunc" | "fptosi" | "fptoui" | "sitofp" | "uitofp" | "bitcast"
        | "addrspacecast" | "ptrtoint" | "inttoptr" => {
            let opc = match short {
                "trunc" => O::LLVMTrunc,
                "zext" => O::LLVMZExt,
                "sext" => O::LLVMSExt,
                "fpext" => O::LLVMFPExt,
                "fptrunc" => O::LLVMFPTrunc,
                "fptosi" => O::LLVMFPToSI,
                "fptoui" => O::LLVMFPToUI,
                "sitofp" => O::LLVMSIToFP,
                "uitofp" => O::LLVMUIToFP,
                "bitcast" => O::LLVMBitCast,
                "addrspacecast" => O::LLVMAddrSpaceCast,
                "ptrtoint" => O::LLVMPtrToInt,
                _ => O::LLVMIntToPtr,
            };
            let t = cx.ty(cx.result_ty(op, 0)?)?;
            let v = cx.cast(opc, cx.operand(op, 0)?, t)?;
            set_exact_flags(cx, op, v);
            let f = int_prop(cx, op, "overflowFlags");
            if short == "trunc" && f != 0 {
                // SAFETY: a `trunc` instruction (unless folded to a constant, checked).
                unsafe {
                    let r = v.as_value_ref();
                    if !llc::LLVMIsAInstruction(r).is_null() {
                        llc::LLVMSetNSW(r, (f & 1) as i32);
                        llc::LLVMSetNUW(r, ((f >> 1) & 1) as i32);
                    }
                }
            }
            v
        }
        "icmp" => {
            use LLVMIntPredicate as P;
            let i = int_prop(cx, op, "predicate") as usize;
            let p = match ICMP_PREDICATES.get(i).copied() {
                Some("eq") => P::LLVMIntEQ,
                Some("ne") => P::LLVMIntNE,
                Some("slt") => P::LLVMIntSLT,
                Some("sle") => P::LLVMIntSLE,
                Some("sgt") => P::LLVMIntSGT,
                Some("sge") => P::LLVMIntSGE,
                Some("ult") => P::LLVMIntULT,
                Some("ule") => P::LLVMIntULE,
                Some("ugt") => P::LLVMIntUGT,
                Some("uge") => P::LLVMIntUGE,
                _ => return fail("has an invalid predicate"),
            };
            cx.icmp(p, cx.operand(op, 0)?, cx.operand(op, 1)?)?
        }
        "fcmp" => {
            use LLVMRealPredicate as P;
            let i = int_prop(cx, op, "predicate") as usize;
            let p = match FCMP_PREDICATES.get(i).copied() {
                Some("_false") => P::LLVMRealPredicateFalse,
                Some("oeq") => P::LLVMRealOEQ,
                Some("ogt") => P::LLVMRealOGT,
                Some("oge") => P::LLVMRealOGE,
                Some("olt") => P::LLVMRealOLT,
                Some("ole") => P::LLVMRealOLE,
                Some("one") => P::LLVMRealONE,
                Some("ord") => P::LLVMRealORD,
                Some("ueq") => P::LLVMRealUEQ,
                Some("ugt") => P::LLVMRealUGT,
                Some("uge") => P::LLVMRealUGE,
                Some("ult") => P::LLVMRealULT,
                Some("ule") => P::LLVMRealULE,
                Some("une") => P::LLVMRealUNE,
                Some("uno") => P::LLVMRealUNO,
                Some("_true") => P::LLVMRealPredicateTrue,
                _ => return fail("has an invalid predicate"),
            };
            cx.fcmp(p, cx.operand(op, 0)?, cx.operand(op, 1)?, fastmath(cx, op))?
        }
        "select" => {
            let v = cx.select(cx.operand(op, 0)?, cx.operand(op, 1)?, cx.operand(op, 2)?)?;
            cx.set_fm(v, fastmath(cx, op));
            v
        }
        "mlir.constant" | "mlir.undef" | "mlir.poison" | "mlir.zero" => constant_op(cx, op, name)?,
        "mlir.addressof" => {
            let Some((root, _)) = cx.ir.attr(op, "global_name").and_then(|a| cx.ir.ctx.as_symbol_ref(a)) else {
                return fail("has no 'global_name'");
            };
            let sym = cx.ir.ctx.str(root);
            if let Some(g) = cx.module.get_global(sym) {
                g.as_pointer_value().into()
            } else if let Some(f) = cx.module.get_function(sym) {
                f.as_global_value().as_pointer_value().into()
            } else {
                return fail(format!("refers to '@{sym}', which is not a global or function of this module"));
            }
        }
        "getelementptr" => gep(cx, op)?,
        "insertvalue" => {
            let mut idx: Vec<u32> = position(cx, op).iter().map(|&x| x as u32).collect();
            insert_nested(cx, cx.operand(op, 0)?, cx.operand(op, 1)?, &mut idx)?
        }
        "extractvalue" => {
            let mut agg = cx.operand(op, 0)?;
            for i in position(cx, op) {
                agg = extract(cx, agg, i as u32)?;
            }
            agg
        }
        "load" => {
            let t = cx.ty(cx.result_ty(op, 0)?)?;
            let p = cx.operand(op, 0)?.into_pointer_value();
            let v = cx.b.build_load(t, p, "")?;
            if let Some(i) = v.as_instruction_value() {
                memory_flags(cx, op, i.as_value_ref());
            }
            v
        }
        "store" => {
            let v = cx.operand(op, 0)?;
            let p = cx.operand(op, 1)?.into_pointer_value();
            let i = cx.b.build_store(p, v)?;
            memory_flags(cx, op, i.as_value_ref());
            return Ok(());
        }
        "alloca" => {
            let Some(et) = cx.ir.attr(op, "elem_type").and_then(|a| cx.ir.ctx.as_type(a)) else {
                return fail("has no 'elem_type'");
            };
            let et = cx.ty(et)?;
            let n = cx.operand(op, 0)?.into_int_value();
            let p = cx.b.build_array_alloca(et, n, "")?;
            let al = int_prop(cx, op, "alignment");
            if al > 0 {
                if let Some(i) = p.as_instruction() {
                    let _ = i.set_alignment(al as u32);
                }
            }
            p.into()
        }
        "call" => return call(cx, op),
        "call_intrinsic" => return call_intrinsic(cx, op),
        "return" => {
            let vals = cx.ir.operands(op).iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
            // MLIR checks this only inside an llvm.func; LLVM's verifier would reject it without a location.
            let ret = cx.cur_fn.and_then(|f| f.get_type().get_return_type());
            let ok = match (vals.first(), ret) {
                (None, None) => true,
                (Some(v), Some(t)) => v.get_type() == t && vals.len() == 1,
                _ => false,
            };
            if !ok {
                return Err(super::Fail::Msg("returns values that are not those of the function it is in".into()));
            }
            match vals.first() {
                Some(v) => cx.b.build_return(Some(v))?,
                None => cx.b.build_return(None)?,
            };
            return Ok(());
        }
        "unreachable" => {
            cx.b.build_unreachable()?;
            return Ok(());
        }
        "br" => return super::cf::lower(cx, op, "cf.br"),
        "cond_br" => return super::cf::lower(cx, op, "cf.cond_br"),
        "switch" => return super::cf::lower(cx, op, "cf.switch"),
        "atomicrmw" => {
            use LLVMAtomicRMWBinOp as B;
            let k = int_prop(cx, op, "bin_op") as usize;
            let b = match ATOMIC_BIN_OPS.get(k).copied() {
                Some("xchg") => B::LLVMAtomicRMWBinOpXchg,
                Some("add") => B::LLVMAtomicRMWBinOpAdd,
                Some("sub") => B::LLVMAtomicRMWBinOpSub,
                Some("_and") => B::LLVMAtomicRMWBinOpAnd,
                Some("nand") => B::LLVMAtomicRMWBinOpNand,
                Some("_or") => B::LLVMAtomicRMWBinOpOr,
                Some("_xor") => B::LLVMAtomicRMWBinOpXor,
                Some("max") => B::LLVMAtomicRMWBinOpMax,
                Some("min") => B::LLVMAtomicRMWBinOpMin,
                Some("umax") => B::LLVMAtomicRMWBinOpUMax,
                Some("umin") => B::LLVMAtomicRMWBinOpUMin,
                Some("fadd") => B::LLVMAtomicRMWBinOpFAdd,
                Some("fsub") => B::LLVMAtomicRMWBinOpFSub,
                Some("fmax") => B::LLVMAtomicRMWBinOpFMax,
                Some("fmin") => B::LLVMAtomicRMWBinOpFMin,
                Some("fmaximum") => B::LLVMAtomicRMWBinOpFMaximum,
                Some("fminimum") => B::LLVMAtomicRMWBinOpFMinimum,
                _ => return fail("has an atomic operation mlirc cannot translate"),
            };
            let (p, v) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let o = ordering(int_prop(cx, op, "ordering"));
            // SAFETY: live values of this context; the builder is positioned.
            let r = unsafe { llc::LLVMBuildAtomicRMW(cx.b.as_mut_ptr(), b, p.as_value_ref(), v.as_value_ref(), o, 0) };
            if r.is_null() {
                return fail("could not be built by LLVM");
            }
            let al = int_prop(cx, op, "alignment");
            // SAFETY: `r` is the atomicrmw just built.
            unsafe {
                if al > 0 {
                    llc::LLVMSetAlignment(r, al as u32);
                }
                if cx.ir.has_attr(op, "volatile_") {
                    llc::LLVMSetVolatile(r, 1);
                }
            }
            cx.wrap(r)
        }
        "cmpxchg" => {
            let (p, c, n) = (cx.operand(op, 0)?, cx.operand(op, 1)?, cx.operand(op, 2)?);
            let so = ordering(int_prop(cx, op, "success_ordering"));
            let fo = ordering(int_prop(cx, op, "failure_ordering"));
            // SAFETY: live values of this context; the builder is positioned.
            let r = unsafe {
                llc::LLVMBuildAtomicCmpXchg(
                    cx.b.as_mut_ptr(),
                    p.as_value_ref(),
                    c.as_value_ref(),
                    n.as_value_ref(),
                    so,
                    fo,
                    0,
                )
            };
            if r.is_null() {
                return fail("could not be built by LLVM");
            }
            // SAFETY: `r` is the cmpxchg just built.
            unsafe {
                if cx.ir.has_attr(op, "weak") {
                    llc::LLVMSetWeak(r, 1);
                }
                if cx.ir.has_attr(op, "volatile_") {
                    llc::LLVMSetVolatile(r, 1);
                }
            }
            cx.wrap(r)
        }
        "intr.stacksave" => {
            let p = cx.ty(cx.result_ty(op, 0)?)?;
            cx.intrinsic("llvm.stacksave", &[p], &[])?
        }
        "intr.stackrestore" => {
            let p = cx.operand(op, 0)?;
            cx.intrinsic_void("llvm.stackrestore", &[p.get_type()], &[p])?;
            return Ok(());
        }
        "intr.memcpy" | "intr.memmove" => {
            let (d, s, n) = (cx.operand(op, 0)?, cx.operand(op, 1)?, cx.operand(op, 2)?);
            let vol = cx.ir.attr(op, "isVolatile").and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(0);
            let vol = cx.ll.bool_type().const_int(vol as u64, false).into();
            let intr = if short == "intr.memcpy" { "llvm.memcpy" } else { "llvm.memmove" };
            cx.intrinsic_void(intr, &[d.get_type(), s.get_type(), n.get_type()], &[d, s, n, vol])?;
            return Ok(());
        }
        "intr.memset" => {
            let (d, v, n) = (cx.operand(op, 0)?, cx.operand(op, 1)?, cx.operand(op, 2)?);
            let vol = cx.ir.attr(op, "isVolatile").and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(0);
            let vol = cx.ll.bool_type().const_int(vol as u64, false).into();
            cx.intrinsic_void("llvm.memset", &[d.get_type(), n.get_type()], &[d, v, n, vol])?;
            return Ok(());
        }
        "intr.assume" => {
            // Operand bundles (`"align"(%p, %n)`) only give the optimizer facts: dropped.
            let c = cx.operand(op, 0)?;
            cx.intrinsic_void("llvm.assume", &[], &[c])?;
            return Ok(());
        }
        "intr.ctlz" | "intr.cttz" | "intr.abs" => {
            let a = cx.operand(op, 0)?;
            let flag = if short == "intr.abs" { "is_int_min_poison" } else { "is_zero_poison" };
            let f = cx.ir.attr(op, flag).and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(0);
            let f = cx.ll.bool_type().const_int(f as u64, false).into();
            cx.intrinsic(&format!("llvm.{}", &short[5..]), &[a.get_type()], &[a, f])?
        }
        s if s.ends_with(".with.overflow") => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            cx.intrinsic(&format!("llvm.{}", &s[5..]), &[a.get_type()], &[a, b])?
        }
        "intr.powi" => {
            let (a, b) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let v = cx.intrinsic("llvm.powi", &[a.get_type(), b.get_type()], &[a, b])?;
            cx.set_fm(v, fastmath(cx, op));
            v
        }
        "extractelement" => {
            let (v, i) = (cx.operand(op, 0)?.into_vector_value(), cx.operand(op, 1)?.into_int_value());
            cx.b.build_extract_element(v, i, "")?
        }
        "insertelement" => {
            let v = cx.operand(op, 0)?.into_vector_value();
            let (x, i) = (cx.operand(op, 1)?, cx.operand(op, 2)?.into_int_value());
            cx.b.build_insert_element(v, x, i, "")?.into()
        }
        "shufflevector" => {
            let (a, b) = (cx.operand(op, 0)?.into_vector_value(), cx.operand(op, 1)?.into_vector_value());
            let mask = crate::dialects::common::dense_array(cx.ir, op, "mask").unwrap_or_default();
            // LLVM takes lanes of the two vectors or -1 (poison); anything else is an invalid
            // instruction, which its verifier would reject without a location.
            let lanes =
                cx.ir.ctx.shape(cx.ir.value_ty(cx.ir.operand(op, 0))).and_then(|s| s.first().copied()).unwrap_or(0);
            if let Some(bad) = mask.iter().find(|&&i| i < -1 || i >= 2 * lanes) {
                return Err(super::Fail::Msg(format!(
                    "mask index {bad} is out of range for two vectors of {lanes} elements (LLVM takes 0 to {} or -1)",
                    2 * lanes - 1
                )));
            }
            cx.b.build_shuffle_vector(a, b, super::vector::shuffle_mask(cx, &mask), "")?.into()
        }
        "intr.vector.reduce.fadd" | "intr.vector.reduce.fmul" => {
            let (start, v) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
            let r = cx.intrinsic(&format!("llvm.{}", &short[5..]), &[v.get_type()], &[start, v])?;
            cx.set_fm(r, fastmath(cx, op));
            r
        }
        "intr.masked.load" | "intr.masked.gather" | "intr.masked.expandload" => {
            let args = cx.ir.operands(op).iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
            let rt = cx.ty(cx.result_ty(op, 0)?)?;
            let mut args = args;
            if args.len() == 2 {
                // No pass-through: the lanes the mask leaves out are poison.
                args.push(cx.poison(rt));
            }
            let tys = if short == "intr.masked.expandload" { vec![rt] } else { vec![rt, args[0].get_type()] };
            masked_call(cx, op, &format!("llvm.{}", &short[5..]), &tys, &args, 0)?
                .ok_or(super::Fail::Msg("returns nothing".into()))?
        }
        "intr.masked.store" | "intr.masked.scatter" | "intr.masked.compressstore" => {
            let args = cx.ir.operands(op).iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
            let tys = if short == "intr.masked.compressstore" {
                vec![args[0].get_type()]
            } else {
                vec![args[0].get_type(), args[1].get_type()]
            };
            masked_call(cx, op, &format!("llvm.{}", &short[5..]), &tys, &args, 1)?;
            return Ok(());
        }
        s if s.starts_with("intr.") => {
            // Overloaded on the type of the first operand (the result's type for these).
            let args = cx.ir.operands(op).iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
            let Some(first) = args.first() else { return super::unsupported() };
            let v = cx.intrinsic(&format!("llvm.{}", &s[5..]), &[first.get_type()], &args)?;
            cx.set_fm(v, fastmath(cx, op));
            v
        }
        _ => return super::unsupported(),
    };
    cx.set_result(op, 0, v)
}

fn position(cx: &Cx, op: Op) -> Vec<i64> {
    crate::dialects::common::dense_array(cx.ir, op, "position").unwrap_or_default()
}

fn extract<'c>(cx: &Cx<'_, 'c>, agg: BasicValueEnum<'c>, i: u32) -> R<BasicValueEnum<'c>> {
    Ok(match agg {
        BasicValueEnum::StructValue(s) => cx.b.build_extract_value(s, i, "")?,
        BasicValueEnum::ArrayValue(a) => cx.b.build_extract_value(a, i, "")?,
        _ => return fail("extracts from a value that is not an aggregate"),
    })
}

/// `insertvalue` at a nested position, as one LLVM instruction (LLVM's `insertvalue` takes
/// the index list; inkwell's builder takes one index, so the C API is used).
fn insert_nested<'c>(
    cx: &Cx<'_, 'c>,
    agg: BasicValueEnum<'c>,
    v: BasicValueEnum<'c>,
    idx: &mut [u32],
) -> R<BasicValueEnum<'c>> {
    match idx {
        [] => Ok(v),
        [i] => Ok(match agg {
            BasicValueEnum::StructValue(s) => cx.b.build_insert_value(s, v, *i, "")?.as_basic_value_enum(),
            BasicValueEnum::ArrayValue(a) => cx.b.build_insert_value(a, v, *i, "")?.as_basic_value_enum(),
            _ => return fail("inserts into a value that is not an aggregate"),
        }),
        [i, rest @ ..] => {
            let inner = extract(cx, agg, *i)?;
            let inner = insert_nested(cx, inner, v, rest)?;
            insert_nested(cx, agg, inner, &mut [*i])
        }
    }
}

/// `getelementptr` with its constant and dynamic indices and no-wrap flags.
fn gep<'c>(cx: &Cx<'_, 'c>, op: Op) -> R<BasicValueEnum<'c>> {
    let Some(et) = cx.ir.attr(op, "elem_type").and_then(|a| cx.ir.ctx.as_type(a)) else {
        return fail("has no 'elem_type'");
    };
    let et = cx.ty(et)?;
    let raw = crate::dialects::common::dense_array(cx.ir, op, "rawConstantIndices").unwrap_or_default();
    let base = cx.operand(op, 0)?;
    let mut k = 1;
    let mut idx = vec![];
    for r in raw {
        if r == GEP_DYNAMIC {
            idx.push(cx.operand(op, k)?);
            k += 1;
        } else {
            // Struct field indices must be i32; LLVM accepts i32 for array indices too.
            idx.push(cx.ll.i32_type().const_int(r as u64, true).into());
        }
    }
    let mut refs: Vec<_> = idx.iter().map(|v| v.as_value_ref()).collect();
    let flags = int_prop(cx, op, "noWrapFlags");
    // LLVM's GEPNoWrapFlags: inbounds 1, nusw 2, nuw 4 (MLIR's bits are the same).
    // SAFETY: live values and type of this context; the builder is positioned.
    let v = unsafe {
        llc::LLVMBuildGEPWithNoWrapFlags(
            cx.b.as_mut_ptr(),
            et.as_type_ref(),
            base.as_value_ref(),
            refs.as_mut_ptr(),
            refs.len() as u32,
            NO_NAME,
            flags as u32,
        )
    };
    if v.is_null() {
        return fail("could not be built by LLVM");
    }
    Ok(cx.wrap(v))
}

/// `llvm.call`, direct (to an `llvm.func`) or through a pointer; variadic calls take the
/// callee's type from `var_callee_type`.
fn call(cx: &mut Cx, op: Op) -> R<()> {
    let ops = cx.ir.operands(op).to_vec();
    let callee = cx.ir.attr(op, "callee").and_then(|a| cx.ir.ctx.as_symbol_ref(a)).map(|(r, _)| cx.ir.ctx.str(r));
    let (fptr, args) = match callee {
        Some(name) => {
            let Some(info) = cx.funcs.get(name) else {
                return fail(format!("calls '@{name}', which is not a function of this module"));
            };
            (info.f.as_global_value().as_pointer_value(), &ops[..])
        }
        None => (cx.val(ops[0])?.into_pointer_value(), &ops[1..]),
    };
    let vals = args.iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
    let ft = match cx.ir.attr(op, "var_callee_type").and_then(|a| cx.ir.ctx.as_type(a)) {
        Some(t) => {
            let TypeKind::LlvmFunc { ret, params, vararg } = cx.ir.ctx.type_kind(t).clone() else {
                return fail("has a 'var_callee_type' that is not a function type");
            };
            fn_type(cx, ret, &params, vararg)?
        }
        None => {
            let ps: Vec<BasicMetadataTypeEnum> = vals.iter().map(|v| v.get_type().into()).collect();
            match cx.ir.results(op).first() {
                Some(&r) => cx.ty(cx.ir.value_ty(r))?.fn_type(&ps, false),
                None => cx.ll.void_type().fn_type(&ps, false),
            }
        }
    };
    let a: Vec<BasicMetadataValueEnum> = vals.iter().map(|&v| v.into()).collect();
    let c = cx.b.build_indirect_call(ft, fptr, &a, "")?;
    let fmf = fastmath(cx, op);
    if let Some(v) = c.try_as_basic_value().basic() {
        cx.set_fm(v, fmf);
        cx.set_result(op, 0, v)?;
    }
    Ok(())
}

/// `llvm.call_intrinsic`: a call of the intrinsic named by `intrin`, which must exist in this
/// LLVM, not be overloaded and have the op's type (LLVM's verifier would reject a mismatch
/// without a location).
fn call_intrinsic(cx: &mut Cx, op: Op) -> R<()> {
    let name = cx
        .ir
        .attr(op, "intrin")
        .and_then(|a| cx.ir.ctx.as_str(a))
        .map(|s| String::from_utf8_lossy(s).into_owned())
        .unwrap_or_default();
    let Some(i) = inkwell::intrinsics::Intrinsic::find(&name) else {
        return fail(format!("could not find LLVM intrinsic: {name}"));
    };
    if i.is_overloaded() {
        return fail(format!("calls the overloaded intrinsic '{name}', which mlirc does not instantiate"));
    }
    let Some(f) = i.get_declaration(&cx.module, &[]) else {
        return fail(format!("cannot declare the LLVM intrinsic '{name}'"));
    };
    let vals = cx.ir.operands(op).iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
    let ps: Vec<BasicMetadataTypeEnum> = vals.iter().map(|v| v.get_type().into()).collect();
    let ft = match cx.ir.results(op).first() {
        Some(&r) => cx.ty(cx.ir.value_ty(r))?.fn_type(&ps, false),
        None => cx.ll.void_type().fn_type(&ps, false),
    };
    if f.get_type() != ft {
        return fail(format!(
            "calls the intrinsic '{name}' as {}, but its type is {}",
            ft.print_to_string().to_string_lossy(),
            f.get_type().print_to_string().to_string_lossy()
        ));
    }
    cx.call(f, &vals)?.map_or(Ok(()), |v| {
        cx.set_fm(v, fastmath(cx, op));
        cx.set_result(op, 0, v)
    })
}

fn fn_type<'c>(cx: &Cx<'_, 'c>, ret: Type, params: &[Type], vararg: bool) -> R<inkwell::types::FunctionType<'c>> {
    let ps = params.iter().map(|&t| cx.ty(t).map(BasicMetadataTypeEnum::from)).collect::<R<Vec<_>>>()?;
    Ok(if matches!(cx.ir.ctx.type_kind(ret), TypeKind::LlvmVoid) {
        cx.ll.void_type().fn_type(&ps, vararg)
    } else {
        cx.ty(ret)?.fn_type(&ps, vararg)
    })
}

/// A masked memory intrinsic; its `alignment` attribute goes on pointer parameter `ptr_param`.
fn masked_call<'c>(
    cx: &Cx<'_, 'c>,
    op: Op,
    name: &str,
    tys: &[inkwell::types::BasicTypeEnum<'c>],
    args: &[BasicValueEnum<'c>],
    ptr_param: u32,
) -> R<Option<BasicValueEnum<'c>>> {
    let align = cx.ir.attr(op, "alignment").and_then(|a| cx.ir.ctx.as_int(a)).filter(|&a| a > 0).unwrap_or(0);
    super::vector::aligned_call(cx, name, tys, args, ptr_param, align as u32)
}
