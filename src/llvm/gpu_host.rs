//! Host code of the `gpu` dialect: kernels embedded as PTX and launched through the `mgpu*`
//! runtime ABI that LLVM 22's `gpu-to-llvm` uses (implemented by `runtime-c/`), so objects
//! lowered by upstream and by mlirc link against the same runtime.
//!
//! - A `gpu.module` compiled by the driver (`Options::gpu_binaries`) becomes `@<name>_binary`
//!   (its PTX, NUL-terminated), `@<name>_module` (the loaded module) and a constructor /
//!   destructor pair in `llvm.global_ctors`/`llvm.global_dtors` (priority 123, as upstream):
//!   `mgpuModuleLoadJIT(binary, optLevel)` and `mgpuModuleUnload`. With PTX for several
//!   architectures, `mlircModuleLoadPtx(ptx[], sm[], n, optLevel)` picks the newest one the
//!   device runs.
//! - `gpu.launch_func` → `mgpuModuleGetFunction`, the kernel operands stored in a struct whose
//!   fields' addresses form the `void **params` array (a memref is its `3 + 2·rank`
//!   descriptor fields), `mgpuLaunchKernel`; synchronous launches run on a stream of their
//!   own, synchronized and destroyed; with `clusters in (...)`, `mgpuLaunchClusterKernel`.
//! - Async tokens are streams: `gpu.wait async` creates one, an op `async [%t]` runs on `%t`'s
//!   stream (further dependencies are waited for through events) and returns it, `gpu.wait
//!   [%t...]` synchronizes and destroys them.
//! - `gpu.alloc` → `mgpuMemAlloc` (identity layout), `gpu.dealloc` → `mgpuMemFree`,
//!   `gpu.memcpy` → `mgpuMemcpy` (of the source's elements), `gpu.memset` → `mgpuMemset32`/`16`,
//!   `gpu.host_register`/`host_unregister` → `mgpuMemHostRegisterMemRef`/`UnregisterMemRef`.

use super::{fail, Cx, R};
use crate::ir::{Op, TypeKind, Value};
use inkwell::module::Linkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};

/// PTX of one `gpu.module` for each `-–gpu-arch` (`sm_80` → 80).
#[derive(Clone, Debug)]
pub struct GpuBinary {
    pub module: String,
    pub ptx: Vec<(u32, Vec<u8>)>,
}

/// Embeds the PTX of `gpu.module` `op` and registers its load/unload functions.
pub(crate) fn embed_module(cx: &mut Cx, op: Op) -> R<()> {
    let name = sym(cx, op, "sym_name")?;
    let Some(bin) = cx.opts.gpu_binaries.iter().find(|b| b.module == name).cloned() else {
        return fail("is device code: compile with --gpu-arch=sm_XX to embed its kernels, or with --target=nvptx64-nvidia-cuda for PTX");
    };
    let ptr = cx.ptr_ty();
    let i32t = cx.ll.i32_type();
    let mut blobs = vec![];
    for (sm, ptx) in &bin.ptx {
        let text = cx.ll.const_string(ptx, true);
        let gname = if bin.ptx.len() == 1 { format!("{name}_binary") } else { format!("{name}_binary_sm_{sm}") };
        let g = cx.module.add_global(text.get_type(), None, &gname);
        g.set_initializer(&text);
        g.set_constant(true);
        g.set_linkage(Linkage::Internal);
        g.set_alignment(8);
        blobs.push((*sm, g.as_pointer_value()));
    }
    let handle = cx.module.add_global(ptr, None, &format!("{name}_module"));
    handle.set_initializer(&ptr.const_null());
    handle.set_linkage(Linkage::Internal);
    let opt = i32t.const_int(cx.opts.opt_level as u64, false);

    let saved = cx.b.get_insert_block();
    let load =
        cx.module.add_function(&format!("{name}_load"), cx.ll.void_type().fn_type(&[], false), Some(Linkage::Internal));
    cx.b.position_at_end(cx.ll.append_basic_block(load, "entry"));
    let m = if blobs.len() == 1 {
        let f = cx.extern_fn("mgpuModuleLoadJIT", Some(ptr.into()), &[ptr.into(), i32t.into()]);
        cx.call(f, &[blobs[0].1.into(), opt.into()])?
    } else {
        let n = blobs.len() as u32;
        let ptrs = ptr.const_array(&blobs.iter().map(|b| b.1).collect::<Vec<_>>());
        let sms = i32t.const_array(&blobs.iter().map(|b| i32t.const_int(b.0 as u64, false)).collect::<Vec<_>>());
        let gp = cx.module.add_global(ptr.array_type(n), None, &format!("{name}_binaries"));
        gp.set_initializer(&ptrs);
        gp.set_constant(true);
        gp.set_linkage(Linkage::Internal);
        let gs = cx.module.add_global(i32t.array_type(n), None, &format!("{name}_archs"));
        gs.set_initializer(&sms);
        gs.set_constant(true);
        gs.set_linkage(Linkage::Internal);
        let f =
            cx.extern_fn("mlircModuleLoadPtx", Some(ptr.into()), &[ptr.into(), ptr.into(), i32t.into(), i32t.into()]);
        let count = i32t.const_int(n as u64, false);
        cx.call(f, &[gp.as_pointer_value().into(), gs.as_pointer_value().into(), count.into(), opt.into()])?
    };
    let Some(m) = m else { return fail("module load returned nothing") };
    cx.b.build_store(handle.as_pointer_value(), m)?;
    cx.b.build_return(None)?;

    let unload = cx.module.add_function(
        &format!("{name}_unload"),
        cx.ll.void_type().fn_type(&[], false),
        Some(Linkage::Internal),
    );
    cx.b.position_at_end(cx.ll.append_basic_block(unload, "entry"));
    let m = cx.b.build_load(ptr, handle.as_pointer_value(), "")?;
    let f = cx.extern_fn("mgpuModuleUnload", None, &[ptr.into()]);
    cx.call(f, &[m])?;
    cx.b.build_return(None)?;
    if let Some(bb) = saved {
        cx.b.position_at_end(bb);
    }
    cx.gpu_modules.insert(name, (handle.as_pointer_value(), load, unload));
    Ok(())
}

/// `llvm.global_ctors` / `llvm.global_dtors` for the embedded modules.
pub(crate) fn add_ctors(cx: &mut Cx) {
    if cx.gpu_modules.is_empty() {
        return;
    }
    let mut mods: Vec<(String, FunctionValue, FunctionValue)> =
        cx.gpu_modules.iter().map(|(n, &(_, l, u))| (n.clone(), l, u)).collect();
    mods.sort_by(|a, b| a.0.cmp(&b.0));
    let i32t = cx.ll.i32_type();
    let ptr = cx.ptr_ty();
    let entry = cx.ll.struct_type(&[i32t.into(), ptr.into(), ptr.into()], false);
    for (gname, pick) in [("llvm.global_ctors", 0), ("llvm.global_dtors", 1)] {
        let elems: Vec<_> = mods
            .iter()
            .map(|(_, l, u)| {
                let f = if pick == 0 { *l } else { *u };
                entry.const_named_struct(&[
                    i32t.const_int(123, false).into(),
                    f.as_global_value().as_pointer_value().into(),
                    ptr.const_null().into(),
                ])
            })
            .collect();
        let arr = entry.const_array(&elems);
        let g = cx.module.add_global(arr.get_type(), None, gname);
        g.set_initializer(&arr);
        g.set_linkage(Linkage::Appending);
    }
}

fn sym(cx: &Cx, op: Op, name: &str) -> R<String> {
    match cx.ir.attr(op, name).and_then(|a| cx.ir.ctx.as_str(a)) {
        Some(s) => Ok(String::from_utf8_lossy(s).into_owned()),
        None => fail(format!("has no '{name}'")),
    }
}

/// The operand groups of `op` by `operandSegmentSizes`.
fn groups(cx: &Cx, op: Op) -> R<Vec<Vec<Value>>> {
    let Some(seg) = crate::dialects::common::dense_array(cx.ir, op, "operandSegmentSizes") else {
        return fail("has no operandSegmentSizes");
    };
    let ops = cx.ir.operands(op);
    let mut out = vec![];
    let mut k = 0;
    for n in seg {
        let n = n as usize;
        let Some(g) = ops.get(k..k + n) else { return fail("has operandSegmentSizes that do not fit its operands") };
        out.push(g.to_vec());
        k += n;
    }
    Ok(out)
}

fn void_fn<'c>(cx: &Cx<'_, 'c>, name: &str, params: &[BasicTypeEnum<'c>]) -> FunctionValue<'c> {
    cx.extern_fn(name, None, params)
}

/// The stream an op runs on: its first dependency's (the others are waited for through
/// events), or a new one (`owned`) for a synchronous op.
fn stream_for<'c>(cx: &Cx<'_, 'c>, deps: &[Value]) -> R<(PointerValue<'c>, bool)> {
    let ptr = cx.ptr_ty();
    let Some((&first, rest)) = deps.split_first() else {
        let f = cx.extern_fn("mgpuStreamCreate", Some(ptr.into()), &[]);
        let Some(s) = cx.call(f, &[])? else { return fail("stream creation returned nothing") };
        return Ok((s.into_pointer_value(), true));
    };
    let s = cx.val(first)?.into_pointer_value();
    wait_for(cx, s, rest)?;
    Ok((s, false))
}

/// Makes stream `s` wait for the work on the streams of `deps`.
fn wait_for<'c>(cx: &Cx<'_, 'c>, s: PointerValue<'c>, deps: &[Value]) -> R<()> {
    let ptr = cx.ptr_ty();
    for &d in deps {
        let other = cx.val(d)?;
        let create = cx.extern_fn("mgpuEventCreate", Some(ptr.into()), &[]);
        let Some(e) = cx.call(create, &[])? else { return fail("event creation returned nothing") };
        cx.call(void_fn(cx, "mgpuEventRecord", &[ptr.into(), ptr.into()]), &[e, other])?;
        cx.call(void_fn(cx, "mgpuStreamWaitEvent", &[ptr.into(), ptr.into()]), &[s.into(), e])?;
        cx.call(void_fn(cx, "mgpuEventDestroy", &[ptr.into()]), &[e])?;
    }
    Ok(())
}

/// Ends an op on stream `s`: an async op returns it as its token; a synchronous op on a
/// stream of its own waits for it and destroys it.
fn finish<'c>(cx: &mut Cx<'_, 'c>, op: Op, s: PointerValue<'c>, owned: bool, token_result: Option<usize>) -> R<()> {
    let ptr = cx.ptr_ty();
    match token_result {
        Some(i) => cx.set_result(op, i, s.into()),
        None => {
            cx.call(void_fn(cx, "mgpuStreamSynchronize", &[ptr.into()]), &[s.into()])?;
            if owned {
                cx.call(void_fn(cx, "mgpuStreamDestroy", &[ptr.into()]), &[s.into()])?;
            }
            Ok(())
        }
    }
}

/// The index of `op`'s async token result, if it has one.
fn token_result(cx: &Cx, op: Op) -> Option<usize> {
    cx.ir.results(op).iter().position(|&r| crate::dialects::gpu::is_token(&cx.ir.ctx, cx.ir.value_ty(r)))
}

/// The address of a memref's first element.
fn base<'c>(cx: &Cx<'_, 'c>, m: &super::memref::Mr<'c>) -> R<PointerValue<'c>> {
    let zeros = vec![cx.idx(0); m.shape.len()];
    cx.elem_addr(m, &zeros)
}

fn as_i64<'c>(cx: &Cx<'_, 'c>, v: BasicValueEnum<'c>) -> R<IntValue<'c>> {
    let i = v.into_int_value();
    Ok(cx.b.build_int_z_extend_or_bit_cast(i, cx.ll.i64_type(), "")?)
}

/// Host-side `gpu.*` ops.
pub(crate) fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    let ptr = cx.ptr_ty();
    let i64t = cx.ll.i64_type();
    match name {
        "gpu.launch_func" => {
            let g = groups(cx, op)?;
            if g.len() != 13 {
                return fail("has an unexpected operand layout");
            }
            if !g[12].is_empty() {
                return fail("with an async object cannot be translated by mlirc yet");
            }
            let Some((root, leaf)) = cx.ir.attr(op, "kernel").and_then(|a| cx.ir.ctx.as_symbol_ref(a)) else {
                return fail("has no kernel");
            };
            let module = cx.ir.ctx.str(root).to_string();
            let [kernel] = leaf[..] else {
                return fail("names no kernel inside its gpu.module");
            };
            let kernel = cx.ir.ctx.str(kernel).to_string();
            let Some(&(handle, _, _)) = cx.gpu_modules.get(&module) else {
                return fail(format!("launches a kernel of '@{module}', which is not an embedded gpu.module"));
            };
            let dims = (1..7).map(|i| as_i64(cx, cx.val(g[i][0])?)).collect::<R<Vec<_>>>()?;
            let smem = match g[10].first() {
                Some(&v) => cx.val(v)?.into_int_value(),
                None => cx.ll.i32_type().const_zero(),
            };
            // The kernel operands, expanded as at a function boundary, in a struct.
            let mut fields: Vec<BasicValueEnum> = vec![];
            for &v in &g[11] {
                let x = cx.val(v)?;
                let t = cx.ir.value_ty(v);
                if cx.opts.bare_ptr_kernels && cx.ir.ctx.is_memref(t) {
                    // The aligned pointer alone (the kernel knows the static shape).
                    let m = cx.mr_of(x, t)?;
                    fields.push(cx.mr_aligned(&m)?.into());
                    continue;
                }
                fields.extend(cx.expand(t, x)?);
            }
            let st = cx.ll.struct_type(&fields.iter().map(|f| f.get_type()).collect::<Vec<_>>(), false);
            let n = fields.len() as u32;
            let slots = cx.entry_alloca(st.into(), "")?;
            let params = cx.entry_alloca(ptr.array_type(n.max(1)).into(), "")?;
            for (i, f) in fields.iter().enumerate() {
                let p = cx.b.build_struct_gep(st, slots, i as u32, "")?;
                cx.b.build_store(p, *f)?;
                let at = unsafe {
                    cx.b.build_in_bounds_gep(
                        ptr.array_type(n.max(1)),
                        params,
                        &[i64t.const_zero(), i64t.const_int(i as u64, false)],
                        "",
                    )?
                };
                cx.b.build_store(at, p)?;
            }
            let m = cx.b.build_load(ptr, handle, "")?;
            let kname = cx.c_string(&kernel)?;
            let getf = cx.extern_fn("mgpuModuleGetFunction", Some(ptr.into()), &[ptr.into(), ptr.into()]);
            let Some(f) = cx.call(getf, &[m, kname.into()])? else { return fail("kernel lookup returned nothing") };
            let (s, owned) = stream_for(cx, &g[0])?;
            if g[7..10].iter().all(|c| c.len() == 1) {
                // `clusters in (...)`: mgpuLaunchClusterKernel(f, cluster xyz, grid xyz, block xyz,
                // smem, stream, params, extra), upstream's ABI (no parameter count).
                let clusters = g[7..10].iter().map(|c| as_i64(cx, cx.val(c[0])?)).collect::<R<Vec<_>>>()?;
                let mut tys: Vec<BasicTypeEnum> = vec![ptr.into()];
                tys.extend(std::iter::repeat_n(BasicTypeEnum::from(i64t), 9));
                let rest: [BasicTypeEnum; 4] = [cx.ll.i32_type().into(), ptr.into(), ptr.into(), ptr.into()];
                tys.extend(rest);
                let launch = void_fn(cx, "mgpuLaunchClusterKernel", &tys);
                let mut args: Vec<BasicValueEnum> = vec![f];
                args.extend(clusters.iter().chain(&dims).map(|&d| BasicValueEnum::from(d)));
                let tail: [BasicValueEnum; 4] = [smem.into(), s.into(), params.into(), ptr.const_null().into()];
                args.extend(tail);
                cx.call(launch, &args)?;
                return finish(cx, op, s, owned, token_result(cx, op));
            }
            let launch = void_fn(
                cx,
                "mgpuLaunchKernel",
                &[
                    ptr.into(),
                    i64t.into(),
                    i64t.into(),
                    i64t.into(),
                    i64t.into(),
                    i64t.into(),
                    i64t.into(),
                    cx.ll.i32_type().into(),
                    ptr.into(),
                    ptr.into(),
                    ptr.into(),
                    i64t.into(),
                ],
            );
            let mut args: Vec<BasicValueEnum> = vec![f];
            args.extend(dims.iter().map(|&d| BasicValueEnum::from(d)));
            let tail: [BasicValueEnum; 5] =
                [smem.into(), s.into(), params.into(), ptr.const_null().into(), i64t.const_int(n as u64, false).into()];
            args.extend(tail);
            cx.call(launch, &args)?;
            finish(cx, op, s, owned, token_result(cx, op))
        }
        "gpu.wait" => {
            let deps = cx.ir.operands(op).to_vec();
            match token_result(cx, op) {
                Some(i) => {
                    let f = cx.extern_fn("mgpuStreamCreate", Some(ptr.into()), &[]);
                    let Some(s) = cx.call(f, &[])? else { return fail("stream creation returned nothing") };
                    wait_for(cx, s.into_pointer_value(), &deps)?;
                    cx.set_result(op, i, s)
                }
                None => {
                    for d in deps {
                        let s = cx.val(d)?;
                        cx.call(void_fn(cx, "mgpuStreamSynchronize", &[ptr.into()]), &[s])?;
                        cx.call(void_fn(cx, "mgpuStreamDestroy", &[ptr.into()]), &[s])?;
                    }
                    Ok(())
                }
            }
        }
        "gpu.alloc" => {
            let g = groups(cx, op)?;
            if g.len() != 3 || !g[2].is_empty() {
                return fail("with symbol operands (a layout map) cannot be translated by mlirc yet");
            }
            let t = cx.result_ty(op, 0)?;
            let TypeKind::MemRef { shape, elem, layout, .. } = cx.ir.ctx.type_kind(t).clone() else {
                return fail("has a result that is not a memref");
            };
            if layout.is_some() && !crate::ir::layout::is_row_major(&cx.ir.ctx, t) {
                return fail("of a memref with a layout cannot be translated by mlirc yet");
            }
            let sizes = super::memref::mixed(cx, &shape, &g[1])?;
            let strides = cx.row_major(&sizes)?;
            let mut count = cx.idx(1);
            for &s in &sizes {
                count = cx.imul(count, s)?;
            }
            let et = cx.ty(elem)?;
            let bytes = cx.imul(count, cx.size_of(et)?)?;
            let shared = cx.ll.bool_type().const_int(cx.ir.attr(op, "hostShared").is_some() as u64, false);
            let tok = token_result(cx, op);
            let (s, owned) = if tok.is_some() { stream_for(cx, &g[0])? } else { (ptr.const_null(), false) };
            let f =
                cx.extern_fn("mgpuMemAlloc", Some(ptr.into()), &[i64t.into(), ptr.into(), cx.ll.bool_type().into()]);
            let Some(p) = cx.call(f, &[bytes.into(), s.into(), shared.into()])? else {
                return fail("allocation returned nothing");
            };
            let p = p.into_pointer_value();
            let d = cx.build_desc(t, p, p, cx.idx(0), &sizes, &strides)?;
            cx.set_result(op, 0, d.into())?;
            match tok {
                Some(i) => finish(cx, op, s, owned, Some(i)),
                None => Ok(()),
            }
        }
        "gpu.dealloc" => {
            let ops = cx.ir.operands(op).to_vec();
            let Some((_, deps)) = ops.split_last() else { return fail("has no memref") };
            let mr = cx.mr(op, ops.len() - 1)?;
            let p = cx.mr_allocated(&mr)?;
            let tok = token_result(cx, op);
            let (s, owned) = if tok.is_some() { stream_for(cx, deps)? } else { (ptr.const_null(), false) };
            cx.call(void_fn(cx, "mgpuMemFree", &[ptr.into(), ptr.into()]), &[p.into(), s.into()])?;
            match tok {
                Some(i) => finish(cx, op, s, owned, Some(i)),
                None => Ok(()),
            }
        }
        "gpu.memcpy" => {
            let n = cx.ir.operands(op).len();
            let deps = cx.ir.operands(op)[..n - 2].to_vec();
            let (dst, src) = (cx.mr(op, n - 2)?, cx.mr(op, n - 1)?);
            let mut count = cx.idx(1);
            for i in 0..cx.ir.ctx.shape(cx.operand_ty(op, n - 1)?).map_or(0, |s| s.len()) {
                count = cx.imul(count, cx.mr_size(&src, i)?)?;
            }
            let bytes = cx.imul(count, cx.size_of(src.elem)?)?;
            let dp = base(cx, &dst)?;
            let sp = base(cx, &src)?;
            let (s, owned) = stream_for(cx, &deps)?;
            cx.call(
                void_fn(cx, "mgpuMemcpy", &[ptr.into(), ptr.into(), i64t.into(), ptr.into()]),
                &[dp.into(), sp.into(), bytes.into(), s.into()],
            )?;
            finish(cx, op, s, owned, token_result(cx, op))
        }
        "gpu.memset" => {
            let n = cx.ir.operands(op).len();
            let deps = cx.ir.operands(op)[..n - 2].to_vec();
            let dst = cx.mr(op, n - 2)?;
            let v = cx.operand(op, n - 1)?;
            let bits = match v.get_type() {
                BasicTypeEnum::IntType(t) => t.get_bit_width(),
                BasicTypeEnum::FloatType(t) if t == cx.ll.f32_type() => 32,
                BasicTypeEnum::FloatType(t) if t == cx.ll.f16_type() || t == cx.ll.bf16_type() => 16,
                _ => 0,
            };
            if bits != 32 && bits != 16 {
                return fail("of a value that is not 16 or 32 bits wide cannot be translated");
            }
            let it = cx.ll.custom_width_int_type(std::num::NonZeroU32::new(bits).unwrap_or(std::num::NonZeroU32::MIN));
            let it = it.map_err(|_| super::Fail::Msg("has no integer type of its width".into()))?;
            let bitsv = cx.b.build_bit_cast(v, it, "")?;
            let mut count = cx.idx(1);
            for i in 0..dst.shape.len() {
                count = cx.imul(count, cx.mr_size(&dst, i)?)?;
            }
            let dp = base(cx, &dst)?;
            let (s, owned) = stream_for(cx, &deps)?;
            let fname = if bits == 32 { "mgpuMemset32" } else { "mgpuMemset16" };
            cx.call(
                void_fn(cx, fname, &[ptr.into(), it.into(), i64t.into(), ptr.into()]),
                &[dp.into(), bitsv, count.into(), s.into()],
            )?;
            finish(cx, op, s, owned, token_result(cx, op))
        }
        "gpu.host_register" | "gpu.host_unregister" => {
            // (rank, descriptor, element size), as upstream's lowering passes an unranked memref.
            let u = cx.operand(op, 0)?.into_struct_value();
            let rank = cx.b.build_extract_value(u, 0, "")?;
            let desc = cx.b.build_extract_value(u, 1, "")?;
            let TypeKind::UnrankedMemRef { elem, .. } = cx.ir.ctx.type_kind(cx.operand_ty(op, 0)?).clone() else {
                return fail("has an operand that is not an unranked memref");
            };
            let esz = cx.size_of(cx.ty(elem)?)?;
            let fname =
                if name == "gpu.host_register" { "mgpuMemHostRegisterMemRef" } else { "mgpuMemHostUnregisterMemRef" };
            let it = cx.index_ty();
            cx.call(void_fn(cx, fname, &[it.into(), ptr.into(), it.into()]), &[rank, desc, esz.into()])?;
            Ok(())
        }
        // Ids, sizes, barriers, shuffles, ...: device code outside a gpu.module.
        _ => fail("is device code: it compiles inside a gpu.module (for an NVPTX target, or embedded with --gpu-arch)"),
    }
}
