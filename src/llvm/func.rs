//! Functions and the calling convention: `func.func` declarations and bodies, `func.call`,
//! `func.call_indirect`, `func.constant`, `func.return`, and the `_mlir_ciface_` wrappers.
//!
//! At a function boundary a ranked memref argument becomes its descriptor's fields as separate
//! parameters (allocated, aligned, offset, sizes…, strides…), an unranked memref becomes
//! (rank, descriptor pointer); one result is returned as is, several as a struct.
//!
//! C interface (`_mlir_ciface_<name>`): memref arguments are passed as pointers to their
//! descriptors; a struct result (several results, or a memref) is written through a first
//! pointer parameter. An external declaration with `llvm.emit_c_interface` is called through
//! its `_mlir_ciface_` symbol. Scalars cross the C interface as the LLVM types of the function
//! itself, as upstream's wrappers do: f16 and bf16 are `half` and `bfloat` (C `_Float16` and
//! `__bf16`, passed in floating-point registers on x86-64 and AArch64), not 16-bit integers.

use super::{fail, Cx, R};
use crate::ir::{Ir, Op, Type, TypeKind};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage;
use inkwell::types::{BasicMetadataTypeEnum, BasicType, BasicTypeEnum, FunctionType};
use inkwell::values::{BasicMetadataValueEnum, BasicValueEnum, FunctionValue};

/// What the translation knows of an MLIR function.
#[derive(Clone)]
pub struct FuncInfo<'c> {
    /// The LLVM function calls go to (`_mlir_ciface_<name>` for C-interface declarations).
    pub f: FunctionValue<'c>,
    pub inputs: Vec<Type>,
    pub results: Vec<Type>,
    /// Calls go through the C interface.
    pub via_ciface: bool,
}

pub const CIFACE_PREFIX: &str = "_mlir_ciface_";

fn sym_name(cx: &Cx, op: Op) -> R<String> {
    match cx.ir.attr(op, "sym_name").and_then(|a| cx.ir.ctx.as_str(a)) {
        Some(s) => Ok(String::from_utf8_lossy(s).into_owned()),
        None => fail("has no 'sym_name'"),
    }
}

fn signature(cx: &Cx, op: Op) -> R<(Vec<Type>, Vec<Type>)> {
    match crate::dialects::func::function_type(cx.ir, op) {
        Some(s) => Ok(s),
        None => fail("has no function type"),
    }
}

fn has_body(cx: &Cx, op: Op) -> bool {
    defined(cx.ir, op)
}

fn defined(ir: &Ir, op: Op) -> bool {
    ir.regions(op).first().map(|&r| !ir.region_is_empty(r)).unwrap_or(false)
}

fn is_public(ir: &Ir, op: Op) -> bool {
    ir.attr(op, "sym_visibility").and_then(|a| ir.ctx.as_str(a)).map(|v| v == b"public").unwrap_or(true)
}

/// Whether the function gets (or, for a declaration, is called through) a C interface: it is
/// marked `llvm.emit_c_interface`, or public and defined under `--c-interface=all` (the
/// default). An unmarked function whose wrapper name another symbol has gets none
/// (`c_interface_wrapper`).
pub fn wants_ciface(cx: &Cx, op: Op) -> bool {
    cx.ir.has_attr(op, "llvm.emit_c_interface")
        || (cx.opts.c_interface_all && defined(cx.ir, op) && is_public(cx.ir, op))
}

/// Whether the defined `func.func` `op` gets a `_mlir_ciface_<name>` wrapper in the object, as
/// `c_interface_wrapper` decides it, with `symbols` the module's symbol table and `all` the
/// `--c-interface=all` setting. The driver declares exactly these in the header, so that an
/// object and a header made by separate runs agree.
pub fn has_c_interface(ir: &Ir, op: Op, all: bool, symbols: &crate::ir::symbols::SymbolTable) -> bool {
    if !defined(ir, op) {
        return false;
    }
    if ir.has_attr(op, "llvm.emit_c_interface") {
        return true;
    }
    all && is_public(ir, op)
        && crate::ir::symbols::symbol_name(ir, op)
            .is_some_and(|name| symbols.lookup(&[CIFACE_PREFIX.as_bytes(), name].concat()).is_none())
}

impl<'a, 'c> Cx<'a, 'c> {
    pub fn is_unranked(&self, t: Type) -> bool {
        matches!(self.ir.ctx.type_kind(t), TypeKind::UnrankedMemRef { .. })
    }

    /// Bytes of a ranked descriptor of dynamic rank `rank`: two pointers, the offset, and
    /// `2 * rank` sizes and strides.
    pub fn unranked_desc_bytes(&self, rank: inkwell::values::IntValue<'c>) -> R<inkwell::values::IntValue<'c>> {
        let ib = (self.opts.index_bits / 8) as i64;
        let ptr = self.ptr_ty().size_of();
        let two_ptrs = self.b.build_int_mul(ptr, self.ll.i64_type().const_int(2, false), "")?;
        let two_ptrs = self.b.build_int_truncate_or_bit_cast(two_ptrs, self.index_ty(), "")?;
        let per_dim = self.b.build_int_mul(rank, self.idx(2 * ib), "")?;
        let rest = self.b.build_int_add(per_dim, self.idx(ib), "")?;
        Ok(self.b.build_int_add(two_ptrs, rest, "")?)
    }

    /// Copies the descriptor of an unranked memref to `malloc`ed memory (returning it).
    pub fn unranked_to_heap(&self, v: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
        let s = v.into_struct_value();
        let rank = self.b.build_extract_value(s, 0, "")?.into_int_value();
        let src = self.b.build_extract_value(s, 1, "")?.into_pointer_value();
        let size = self.unranked_desc_bytes(rank)?;
        let malloc = self.extern_fn("malloc", Some(self.ptr_ty().into()), &[self.index_ty().into()]);
        let Some(p) = self.call(malloc, &[size.into()])? else { return fail("malloc returned nothing") };
        let p = p.into_pointer_value();
        self.b
            .build_memcpy(p, 8, src, 8, size)
            .map_err(|e| super::Fail::Msg(format!("cannot copy a descriptor: {e}")))?;
        let u = self.b.build_insert_value(s, p, 1, "")?;
        Ok(u.into_struct_value().into())
    }

    /// Moves a returned heap descriptor (see `unranked_to_heap`) to this frame's stack.
    pub fn unranked_from_heap(&self, v: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
        let s = v.into_struct_value();
        let rank = self.b.build_extract_value(s, 0, "")?.into_int_value();
        let src = self.b.build_extract_value(s, 1, "")?.into_pointer_value();
        let size = self.unranked_desc_bytes(rank)?;
        let stack = self.b.build_array_alloca(self.ll.i8_type(), size, "")?;
        if let Some(i) = stack.as_instruction() {
            let _ = i.set_alignment(8);
        }
        self.b
            .build_memcpy(stack, 8, src, 8, size)
            .map_err(|e| super::Fail::Msg(format!("cannot copy a descriptor: {e}")))?;
        let free = self.extern_fn("free", None, &[self.ptr_ty().into()]);
        self.call(free, &[src.into()])?;
        let u = self.b.build_insert_value(s, stack, 1, "")?;
        Ok(u.into_struct_value().into())
    }

    /// The LLVM parameter types one MLIR argument expands into.
    pub fn param_types(&self, t: Type) -> R<Vec<BasicTypeEnum<'c>>> {
        Ok(match self.ir.ctx.type_kind(t) {
            TypeKind::MemRef { shape, space, .. } => {
                let p = self.ll.ptr_type(self.addr_space(*space)?);
                let i = self.index_ty();
                let mut v: Vec<BasicTypeEnum> = vec![p.into(), p.into(), i.into()];
                v.extend(std::iter::repeat_n(BasicTypeEnum::from(i), 2 * shape.len()));
                v
            }
            TypeKind::UnrankedMemRef { .. } => vec![self.index_ty().into(), self.ptr_ty().into()],
            _ => vec![self.ty(t)?],
        })
    }

    /// The LLVM return type of a result list: none, the one type, or a struct.
    pub fn return_type(&self, results: &[Type]) -> R<Option<BasicTypeEnum<'c>>> {
        Ok(match results.len() {
            0 => None,
            1 => Some(self.ty(results[0])?),
            _ => {
                let ts = results.iter().map(|&t| self.ty(t)).collect::<R<Vec<_>>>()?;
                Some(self.ll.struct_type(&ts, false).into())
            }
        })
    }

    /// The LLVM function type of an MLIR signature, memrefs expanded.
    pub fn fn_type(&self, inputs: &[Type], results: &[Type]) -> R<FunctionType<'c>> {
        let mut ps: Vec<BasicMetadataTypeEnum> = vec![];
        for &t in inputs {
            ps.extend(self.param_types(t)?.into_iter().map(BasicMetadataTypeEnum::from));
        }
        Ok(match self.return_type(results)? {
            Some(r) => r.fn_type(&ps, false),
            None => self.ll.void_type().fn_type(&ps, false),
        })
    }

    /// The C-interface function type: memrefs by pointer, a struct result through a first
    /// pointer parameter.
    pub fn ciface_fn_type(&self, inputs: &[Type], results: &[Type]) -> R<(FunctionType<'c>, bool)> {
        let ret = self.return_type(results)?;
        let by_ptr = matches!(ret, Some(BasicTypeEnum::StructType(_)));
        let mut ps: Vec<BasicMetadataTypeEnum> = vec![];
        if by_ptr {
            ps.push(self.ptr_ty().into());
        }
        for &t in inputs {
            if self.ir.ctx.is_memref(t) {
                ps.push(self.ptr_ty().into());
            } else {
                ps.push(self.ty(t)?.into());
            }
        }
        Ok(match ret {
            Some(r) if !by_ptr => (r.fn_type(&ps, false), false),
            _ => (self.ll.void_type().fn_type(&ps, false), by_ptr),
        })
    }

    /// Splits a value of MLIR type `t` into its call arguments.
    pub fn expand(&self, t: Type, v: BasicValueEnum<'c>) -> R<Vec<BasicValueEnum<'c>>> {
        match self.ir.ctx.type_kind(t) {
            TypeKind::MemRef { shape, .. } => {
                let mut out = vec![];
                for i in 0..3 {
                    out.push(self.extract(v, i)?);
                }
                for field in [3u32, 4] {
                    if shape.is_empty() {
                        break;
                    }
                    let arr = self.extract(v, field)?;
                    for i in 0..shape.len() {
                        out.push(self.extract(arr, i as u32)?);
                    }
                }
                Ok(out)
            }
            TypeKind::UnrankedMemRef { .. } => {
                let s = v.into_struct_value();
                Ok(vec![self.b.build_extract_value(s, 0, "")?, self.b.build_extract_value(s, 1, "")?])
            }
            _ => Ok(vec![v]),
        }
    }

    /// Rebuilds a value of MLIR type `t` from its parameters (the inverse of `expand`).
    pub fn assemble(&self, t: Type, ps: &[BasicValueEnum<'c>]) -> R<BasicValueEnum<'c>> {
        match self.ir.ctx.type_kind(t) {
            TypeKind::MemRef { shape, .. } => {
                let n = shape.len();
                let sizes: Vec<_> = ps[3..3 + n].iter().map(|v| v.into_int_value()).collect();
                let strides: Vec<_> = ps[3 + n..3 + 2 * n].iter().map(|v| v.into_int_value()).collect();
                let d = self.build_desc(
                    t,
                    ps[0].into_pointer_value(),
                    ps[1].into_pointer_value(),
                    ps[2].into_int_value(),
                    &sizes,
                    &strides,
                )?;
                Ok(d.into())
            }
            TypeKind::UnrankedMemRef { .. } => {
                let st = self.unranked_ty();
                let s = self.b.build_insert_value(st.get_poison(), ps[0], 0, "")?;
                let s = self.b.build_insert_value(s, ps[1], 1, "")?;
                Ok(s.into_struct_value().into())
            }
            _ => Ok(ps[0]),
        }
    }

    /// Packs several values into the multi-result struct (one value is returned as is).
    pub fn pack_results(&self, results: &[Type], vals: &[BasicValueEnum<'c>]) -> R<Option<BasicValueEnum<'c>>> {
        match vals.len() {
            0 => Ok(None),
            1 => Ok(Some(vals[0])),
            _ => {
                let Some(BasicTypeEnum::StructType(st)) = self.return_type(results)? else {
                    return fail("has an inconsistent result list");
                };
                let mut agg = st.get_poison().into();
                for (i, &v) in vals.iter().enumerate() {
                    agg = self.b.build_insert_value(agg, v, i as u32, "")?;
                }
                Ok(Some(agg.into_struct_value().into()))
            }
        }
    }

    /// Unpacks a call's return value into one value per MLIR result.
    pub fn unpack_results(&self, n: usize, r: Option<BasicValueEnum<'c>>) -> R<Vec<BasicValueEnum<'c>>> {
        match (n, r) {
            (0, _) => Ok(vec![]),
            (1, Some(v)) => Ok(vec![v]),
            (_, Some(BasicValueEnum::StructValue(s))) => {
                (0..n).map(|i| Ok(self.b.build_extract_value(s, i as u32, "")?)).collect()
            }
            _ => fail("call has an unexpected return value"),
        }
    }
}

/// Declares a `func.func` (body or not) in the LLVM module.
pub fn declare(cx: &mut Cx, op: Op) -> R<()> {
    let name = sym_name(cx, op)?;
    let (inputs, results) = signature(cx, op)?;
    let body = has_body(cx, op);
    if body && name.starts_with("llvm.") {
        return fail(format!(
            "'@{name}': LLVM reserves the names starting with 'llvm.' for its intrinsics, which cannot have a body"
        ));
    }
    if !body && cx.ir.has_attr(op, "llvm.emit_c_interface") {
        let (ft, _) = cx.ciface_fn_type(&inputs, &results)?;
        let cname = format!("{CIFACE_PREFIX}{name}");
        let f = match cx.module.get_function(&cname) {
            Some(f) => f,
            None => cx.module.add_function(&cname, ft, Some(Linkage::External)),
        };
        cx.funcs.insert(name, FuncInfo { f, inputs, results, via_ciface: true });
        return Ok(());
    }
    let ft = if super::gpu::bare_kernel(cx, op) {
        super::gpu::bare_fn_type(cx, &inputs)?
    } else {
        cx.fn_type(&inputs, &results)?
    };
    if let Some(existing) = cx.module.get_function(&name) {
        if existing.get_type() != ft {
            return fail(format!("'@{name}' conflicts with a runtime function of the same name and another type"));
        }
        cx.funcs.insert(name, FuncInfo { f: existing, inputs, results, via_ciface: false });
        return Ok(());
    }
    let linkage = if body && !is_public(cx.ir, op) { Linkage::Internal } else { Linkage::External };
    let f = cx.module.add_function(&name, ft, Some(linkage));
    cx.funcs.insert(name, FuncInfo { f, inputs, results, via_ciface: false });
    Ok(())
}

/// Translates a function body.
pub fn define(cx: &mut Cx, op: Op) -> R<()> {
    if !has_body(cx, op) {
        return Ok(());
    }
    let name = sym_name(cx, op)?;
    // Not declared: its declaration failed and was reported.
    let Some(info) = cx.funcs.get(&name).cloned() else { return Ok(()) };
    let f = info.f;
    let region = cx.ir.regions(op)[0];
    let blocks = cx.rpo(region);
    cx.cur_fn = Some(f);
    cx.blocks.clear();
    cx.phis.clear();
    for (i, &b) in blocks.iter().enumerate() {
        let bb = cx.ll.append_basic_block(f, if i == 0 { "entry" } else { "" });
        cx.blocks.insert(b, bb);
    }
    let entry = blocks[0];
    cx.entry_bb = Some(cx.blocks[&entry]);
    cx.b.position_at_end(cx.blocks[&entry]);
    // Entry arguments from the (expanded) parameters.
    let params = f.get_params();
    let mut k = 0;
    let args = cx.ir.args(entry).to_vec();
    let n_in = info.inputs.len();
    // A `gpu.func`'s entry block also has its memory attributions after the inputs.
    if args.len() < n_in || (args.len() > n_in && cx.ir.op_name(op) != "gpu.func") {
        return fail("has an entry block whose arguments do not match its type");
    }
    let bare = super::gpu::bare_kernel(cx, op);
    for (&a, &t) in args.iter().zip(&info.inputs) {
        if bare && cx.ir.ctx.is_memref(t) {
            let v = super::gpu::static_memref(cx, t, params[k])?;
            k += 1;
            cx.set(a, v);
            continue;
        }
        let n = cx.param_types(t)?.len();
        let v = cx.assemble(t, &params[k..k + n])?;
        k += n;
        cx.set(a, v);
    }
    if args.len() > n_in {
        super::gpu::attributions(cx, op, &name, &args[n_in..])?;
    }
    // Phis for the arguments of the other blocks.
    for &b in &blocks[1..] {
        cx.b.position_at_end(cx.blocks[&b]);
        let mut phis = vec![];
        for a in cx.ir.args(b).to_vec() {
            let t = cx.ty(cx.ir.value_ty(a))?;
            let phi = cx.b.build_phi(t, "")?;
            cx.set(a, phi.as_basic_value());
            phis.push(phi);
        }
        cx.phis.insert(b, phis);
    }
    cx.translate_blocks(&blocks)?;
    erase_unused_aggregates(f);
    cx.cur_fn = None;
    cx.entry_bb = None;
    Ok(())
}

/// Erases the `insertvalue`s of `f` whose results nothing uses: the descriptors assembled at
/// the entry whose fields the translation read directly (`Cx::extract`).
fn erase_unused_aggregates(f: FunctionValue) {
    use inkwell::llvm_sys::core as llc;
    use inkwell::values::AsValueRef;
    let mut work = vec![];
    // SAFETY: walks and erases instructions of `f`, a function of this module that nothing
    // else holds a reference into; each collected insertvalue is looked at once, and erased
    // only when it has no uses.
    unsafe {
        let mut bb = llc::LLVMGetFirstBasicBlock(f.as_value_ref());
        while !bb.is_null() {
            let mut i = llc::LLVMGetFirstInstruction(bb);
            while !i.is_null() {
                if !llc::LLVMIsAInsertValueInst(i).is_null() {
                    work.push(i);
                }
                i = llc::LLVMGetNextInstruction(i);
            }
            bb = llc::LLVMGetNextBasicBlock(bb);
        }
        // Users before what they use (blocks are laid out in reverse post-order, so every
        // insertvalue comes after the one whose aggregate it extends): one pass erases chains.
        for &i in work.iter().rev() {
            if llc::LLVMGetFirstUse(i).is_null() {
                llc::LLVMInstructionEraseFromParent(i);
            }
        }
    }
}

/// `func.*` ops inside bodies.
pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    match name {
        "func.return" => {
            let f = cx.cur_fn()?;
            let mut vals = cx.ir.operands(op).iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
            let tys: Vec<Type> = cx.ir.operand_types(op);
            // An unranked result's descriptor may live in this frame: hand out a heap copy.
            for (v, &t) in vals.iter_mut().zip(&tys) {
                if cx.is_unranked(t) {
                    *v = cx.unranked_to_heap(*v)?;
                }
            }
            match cx.pack_results(&tys, &vals)? {
                None => {
                    if f.get_type().get_return_type().is_some() {
                        return fail("returns nothing from a function with results");
                    }
                    cx.b.build_return(None)?;
                }
                Some(v) => {
                    cx.b.build_return(Some(&v))?;
                }
            }
            Ok(())
        }
        "func.call" => {
            let callee = match cx.ir.attr(op, "callee").and_then(|a| cx.ir.ctx.as_symbol_ref(a)) {
                Some((root, _)) => cx.ir.ctx.str(root).to_string(),
                None => return fail("has no callee"),
            };
            let Some(info) = cx.funcs.get(&callee).cloned() else {
                return fail(format!("calls '@{callee}', which is not a function of this module"));
            };
            let args = cx.ir.operands(op).to_vec();
            let vals = args.iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
            if let Some(threads) =
                cx.ir.attr(op, crate::dialects::func::PARALLEL_THREADS_ATTR).and_then(|a| cx.ir.ctx.as_int(a))
            {
                if !info.via_ciface && info.results.is_empty() && cx.opts.index_bits == 64 && args.len() >= 3 {
                    let work = cx
                        .ir
                        .attr(op, crate::dialects::func::PARALLEL_WORK_ATTR)
                        .and_then(|a| cx.ir.ctx.as_int(a))
                        .map(|w| w.clamp(0, i64::MAX as i128) as i64);
                    return parallel_call(cx, op, &callee, &info, &vals, threads as i32, work);
                }
            }
            let results = if info.via_ciface {
                call_ciface(cx, &info, &vals)?
            } else {
                let mut flat: Vec<BasicMetadataValueEnum> = vec![];
                for (&a, &v) in args.iter().zip(&vals) {
                    flat.extend(cx.expand(cx.ir.value_ty(a), v)?.into_iter().map(BasicMetadataValueEnum::from));
                }
                let c = cx.b.build_call(info.f, &flat, "")?;
                let mut rs = cx.unpack_results(info.results.len(), c.try_as_basic_value().basic())?;
                for (v, &t) in rs.iter_mut().zip(&info.results) {
                    if cx.is_unranked(t) {
                        *v = cx.unranked_from_heap(*v)?;
                    }
                }
                rs
            };
            for (i, v) in results.into_iter().enumerate() {
                cx.set_result(op, i, v)?;
            }
            Ok(())
        }
        "func.call_indirect" => {
            let ft = cx.operand_ty(op, 0)?;
            let TypeKind::Function { inputs, results } = cx.ir.ctx.type_kind(ft).clone() else {
                return fail("has a callee that is not a function");
            };
            let llft = cx.fn_type(&inputs, &results)?;
            let callee = cx.operand(op, 0)?.into_pointer_value();
            let args = cx.ir.operands(op)[1..].to_vec();
            let mut flat: Vec<BasicMetadataValueEnum> = vec![];
            for &a in &args {
                let v = cx.val(a)?;
                flat.extend(cx.expand(cx.ir.value_ty(a), v)?.into_iter().map(BasicMetadataValueEnum::from));
            }
            let c = cx.b.build_indirect_call(llft, callee, &flat, "")?;
            let mut rs = cx.unpack_results(results.len(), c.try_as_basic_value().basic())?;
            for (v, &t) in rs.iter_mut().zip(&results) {
                if cx.is_unranked(t) {
                    *v = cx.unranked_from_heap(*v)?;
                }
            }
            for (i, v) in rs.into_iter().enumerate() {
                cx.set_result(op, i, v)?;
            }
            Ok(())
        }
        "func.constant" => {
            let callee = match cx.ir.attr(op, "value").and_then(|a| cx.ir.ctx.as_symbol_ref(a)) {
                Some((root, _)) => cx.ir.ctx.str(root).to_string(),
                None => return fail("has no function symbol"),
            };
            let Some(info) = cx.funcs.get(&callee).cloned() else {
                return fail(format!("refers to '@{callee}', which is not a function of this module"));
            };
            if info.via_ciface {
                return fail(format!("takes the address of '@{callee}', which is only known through its C interface"));
            }
            let p = info.f.as_global_value().as_pointer_value();
            cx.set_result(op, 0, p.into())
        }
        _ => super::unsupported(),
    }
}

/// Calls a C-interface declaration: memref arguments are spilled to stack descriptors and
/// passed by pointer; a struct result comes back through a first pointer argument.
fn call_ciface<'c>(cx: &Cx<'_, 'c>, info: &FuncInfo<'c>, vals: &[BasicValueEnum<'c>]) -> R<Vec<BasicValueEnum<'c>>> {
    let ret = cx.return_type(&info.results)?;
    let mut args: Vec<BasicMetadataValueEnum> = vec![];
    let mut out = None;
    if let Some(BasicTypeEnum::StructType(st)) = ret {
        let p = cx.entry_alloca(st.into(), "")?;
        args.push(p.into());
        out = Some((p, st));
    }
    for (&t, &v) in info.inputs.iter().zip(vals) {
        if cx.ir.ctx.is_memref(t) {
            let p = cx.entry_alloca(v.get_type(), "")?;
            cx.b.build_store(p, v)?;
            args.push(p.into());
        } else {
            args.push(v.into());
        }
    }
    let c = cx.b.build_call(info.f, &args, "")?;
    match out {
        Some((p, st)) => {
            let v = cx.b.build_load(st, p, "")?;
            if info.results.len() == 1 {
                Ok(vec![v])
            } else {
                cx.unpack_results(info.results.len(), Some(v))
            }
        }
        None => cx.unpack_results(info.results.len(), c.try_as_basic_value().basic()),
    }
}

/// Adds `_mlir_ciface_<name>` for a defined function that asks for it.
pub fn c_interface_wrapper(cx: &mut Cx, op: Op) -> R<()> {
    if !has_body(cx, op) || !wants_ciface(cx, op) {
        return Ok(());
    }
    let name = sym_name(cx, op)?;
    let Some(info) = cx.funcs.get(&name).cloned() else { return Ok(()) };
    let (ft, by_ptr) = cx.ciface_fn_type(&info.inputs, &info.results)?;
    let cname = format!("{CIFACE_PREFIX}{name}");
    if cx.module.get_function(&cname).is_some() {
        if !cx.ir.has_attr(op, "llvm.emit_c_interface") {
            // Only `--c-interface=all` asked for it: the symbol of that name stays what it is.
            return Ok(());
        }
        return fail(format!("needs the C-interface wrapper '{cname}', but that name is taken"));
    }
    let w = cx.module.add_function(&cname, ft, Some(Linkage::External));
    let bb = cx.ll.append_basic_block(w, "entry");
    cx.b.position_at_end(bb);
    let params = w.get_params();
    let mut flat: Vec<BasicMetadataValueEnum> = vec![];
    // An arena entry point (`mlirc-static-memory-plan`) takes its arena as a plain pointer, the
    // first byte aligned to the arena's alignment used.
    let arena = crate::dialects::func::arena_of(cx.ir, op);
    for (k, (&t, &p)) in info.inputs.iter().zip(&params[usize::from(by_ptr)..]).enumerate() {
        if let (0, Some((size, align))) = (k, arena) {
            let p = p.into_pointer_value();
            let addr = cx.b.build_ptr_to_int(p, cx.index_ty(), "")?;
            let neg = cx.b.build_int_neg(addr, "")?;
            let pad = cx.b.build_and(neg, cx.idx(align - 1), "")?;
            // SAFETY: the caller's arena holds `size + align - 1` bytes (the header says so).
            let aligned = unsafe { cx.b.build_in_bounds_gep(cx.ll.i8_type(), p, &[pad], "")? };
            for v in [p.into(), aligned.into(), cx.idx(0).into(), cx.idx(size).into(), cx.idx(1).into()] {
                flat.push(v);
            }
            continue;
        }
        if cx.ir.ctx.is_memref(t) {
            let st = cx.ty(t)?;
            let d = cx.b.build_load(st, p.into_pointer_value(), "")?;
            flat.extend(cx.expand(t, d)?.into_iter().map(BasicMetadataValueEnum::from));
        } else {
            flat.push(p.into());
        }
    }
    let c = cx.b.build_call(info.f, &flat, "")?;
    // The wrapper stays a bridge, as upstream's is: LLVM's inliner would otherwise copy the whole
    // kernel into it and optimize and select every instruction of it twice.
    let noinline = Attribute::get_named_enum_kind_id("noinline");
    c.add_attribute(AttributeLoc::Function, cx.ll.create_enum_attribute(noinline, 0));
    let r = c.try_as_basic_value().basic();
    match (by_ptr, r) {
        (true, Some(v)) => {
            cx.b.build_store(params[0].into_pointer_value(), v)?;
            cx.b.build_return(None)?;
        }
        (false, Some(v)) => {
            cx.b.build_return(Some(&v))?;
        }
        _ => {
            cx.b.build_return(None)?;
        }
    }
    Ok(())
}

/// A call marked `mlirc.parallel_threads`: its arguments but the bounds go into a stack struct,
/// and `mlirc_parallel_for` runs the callee on chunks `[lo, hi)` of the outer dimension through
/// a trampoline `void <callee>.chunk(ptr ctx, i64 lo, i64 hi)` that unpacks them. With the
/// estimated `work` of one iteration (`mlirc.parallel_work`), `mlirc_parallel_for_cost`, which
/// runs a loop with too little work on the calling thread.
fn parallel_call<'c>(
    cx: &mut Cx<'_, 'c>,
    op: Op,
    callee: &str,
    info: &FuncInfo<'c>,
    vals: &[BasicValueEnum<'c>],
    threads: i32,
    work: Option<i64>,
) -> R<()> {
    let types: Vec<Type> = cx.ir.operands(op).iter().map(|&v| cx.ir.value_ty(v)).collect();
    let fields: Vec<BasicTypeEnum> = vals[2..].iter().map(|v| v.get_type()).collect();
    let st = cx.ll.struct_type(&fields, false);
    let ptr = cx.ptr_ty();
    let i64t = cx.ll.i64_type();
    let name = format!("{callee}.chunk");
    let tramp = match cx.module.get_function(&name) {
        Some(f) => f,
        None => {
            let ft = cx.ll.void_type().fn_type(&[ptr.into(), i64t.into(), i64t.into()], false);
            let f = cx.module.add_function(&name, ft, Some(Linkage::Private));
            let here = cx.insert_block()?;
            let bb = cx.ll.append_basic_block(f, "entry");
            cx.b.position_at_end(bb);
            let pctx = f.get_nth_param(0).ok_or(super::Fail::Msg("trampoline has no context".into()))?;
            let whole = cx.b.build_load(st, pctx.into_pointer_value(), "")?.into_struct_value();
            let mut flat: Vec<BasicMetadataValueEnum> = vec![];
            for i in 1..3 {
                flat.push(f.get_nth_param(i).ok_or(super::Fail::Msg("trampoline has no bounds".into()))?.into());
            }
            for (i, &t) in types[2..].iter().enumerate() {
                let v = cx.b.build_extract_value(whole, i as u32, "")?;
                flat.extend(cx.expand(t, v)?.into_iter().map(BasicMetadataValueEnum::from));
            }
            cx.b.build_call(info.f, &flat, "")?;
            cx.b.build_return(None)?;
            cx.b.position_at_end(here);
            f
        }
    };
    let slot = cx.entry_alloca(st.into(), "")?;
    let mut agg = st.get_poison();
    for (i, v) in vals[2..].iter().enumerate() {
        agg = cx.b.build_insert_value(agg, *v, i as u32, "")?.into_struct_value();
    }
    cx.b.build_store(slot, agg)?;
    let i32t = cx.ll.i32_type();
    let mut params = vec![ptr.into(), ptr.into(), i64t.into(), i64t.into(), i64t.into(), i32t.into()];
    let mut args = vec![
        tramp.as_global_value().as_pointer_value().into(),
        slot.into(),
        vals[0],
        vals[1],
        vals[2],
        i32t.const_int(threads as u64, true).into(),
    ];
    let name = match work {
        Some(w) => {
            params.push(i64t.into());
            args.push(i64t.const_int(w as u64, false).into());
            "mlirc_parallel_for_cost"
        }
        None => "mlirc_parallel_for",
    };
    let run = cx.extern_fn(name, None, &params);
    cx.call(run, &args)?;
    Ok(())
}
