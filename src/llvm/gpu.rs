//! Device code of the `gpu` dialect for NVPTX: the functions of a `gpu.module` and the ops
//! inside them, as upstream's `convert-gpu-to-nvvm` + `mlir-translate` produce them.
//!
//! - `gpu.func ... kernel` → a `ptx_kernel` function (calling convention 71); its parameters
//!   follow the host calling convention (a ranked memref is its descriptor's fields), so the
//!   host passes `3 + 2·rank` parameters per memref. `known_block_size` → `"nvvm.maxntid"`;
//!   `known_block_size`/`known_grid_size` also bound the id and size registers (`range`).
//!   A `gpu.func` without `kernel` is a device function (`.func`).
//! - Workgroup attributions → internal `addrspace(3)` globals, one per attribution
//!   (`__wg_<func>_<i>`); private attributions → stack slots seen through `addrspace(5)`.
//! - Ids and sizes → `llvm.nvvm.read.ptx.sreg.*` (zero-extended to `index`); `gpu.barrier` →
//!   `bar.sync 0`; `gpu.shuffle` → `shfl.sync` (32-bit values; 64-bit as two halves), with
//!   upstream's mask and clamp; `gpu.printf` → `vprintf` with the arguments promoted as C's
//!   variadic calls do; `gpu.dynamic_shared_memory` → an external `addrspace(3)` array.
//! - Memory spaces: `#gpu.address_space<global|workgroup|private>` are LLVM address spaces
//!   1, 3 and 5 (see `Cx::addr_space`).

use super::{fail, Cx, R};
use crate::ir::enums;
use crate::ir::{Op, TypeKind, Value};
use inkwell::module::Linkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue};
use inkwell::AddressSpace;

/// LLVM's `ptx_kernel` calling convention.
const PTX_KERNEL_CC: u32 = 71;
/// NVPTX address spaces.
pub const GLOBAL: u16 = 1;
pub const SHARED: u16 = 3;
pub const LOCAL: u16 = 5;

/// Declares a `gpu.func`: as a `func.func`, then marked as a kernel when it is one.
pub(crate) fn declare_func(cx: &mut Cx, op: Op) -> R<()> {
    super::func::declare(cx, op)?;
    if cx.ir.attr(op, "gpu.kernel").is_none() {
        return Ok(());
    }
    let Some(name) = cx.ir.attr(op, "sym_name").and_then(|a| cx.ir.ctx.as_str(a)) else {
        return fail("has no 'sym_name'");
    };
    let name = String::from_utf8_lossy(name).into_owned();
    let Some(f) = cx.module.get_function(&name) else { return fail("was not declared") };
    f.set_call_conventions(PTX_KERNEL_CC);
    f.set_linkage(Linkage::External);
    if let Some(dims) = cx.ir.attr(op, "known_block_size").and_then(|a| cx.ir.ctx.as_dense_array(a)) {
        let text = dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",");
        let attr = cx.ll.create_string_attribute("nvvm.maxntid", &text);
        f.add_attribute(inkwell::attributes::AttributeLoc::Function, attr);
    }
    Ok(())
}

/// Whether `op` is a kernel taking its memrefs as bare pointers (`--gpu-bare-ptr-call-conv`).
pub(crate) fn bare_kernel(cx: &Cx, op: Op) -> bool {
    cx.opts.bare_ptr_kernels && cx.ir.op_name(op) == "gpu.func" && cx.ir.attr(op, "gpu.kernel").is_some()
}

/// A memref a bare-pointer kernel can take: static shape, identity layout.
fn bare_ok(cx: &Cx, t: crate::ir::Type) -> bool {
    cx.ir.ctx.shape(t).is_some_and(|s| s.iter().all(|&d| d >= 0)) && crate::ir::layout::is_row_major(&cx.ir.ctx, t)
}

/// A bare-pointer kernel's type: each memref is its aligned pointer, other arguments as usual.
pub(crate) fn bare_fn_type<'c>(cx: &Cx<'_, 'c>, inputs: &[crate::ir::Type]) -> R<inkwell::types::FunctionType<'c>> {
    let mut ps: Vec<inkwell::types::BasicMetadataTypeEnum> = vec![];
    for &t in inputs {
        if cx.ir.ctx.is_memref(t) {
            if !bare_ok(cx, t) {
                return fail(format!(
                    "takes '{}': with --gpu-bare-ptr-call-conv, memref arguments need a static shape and the identity layout",
                    cx.type_str(t)
                ));
            }
            let TypeKind::MemRef { space, .. } = cx.ir.ctx.type_kind(t) else { unreachable!() };
            ps.push(cx.ll.ptr_type(cx.addr_space(*space)?).into());
        } else {
            ps.extend(cx.param_types(t)?.into_iter().map(inkwell::types::BasicMetadataTypeEnum::from));
        }
    }
    Ok(cx.ll.void_type().fn_type(&ps, false))
}

/// The descriptor of a static, row-major memref at `p` (a bare-pointer argument, a memory
/// attribution): static sizes, row-major strides, offset 0.
pub(crate) fn static_memref<'c>(cx: &Cx<'_, 'c>, t: crate::ir::Type, p: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
    let shape = cx.ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default();
    let sizes: Vec<IntValue> = shape.iter().map(|&d| cx.idx(d)).collect();
    let strides = cx.row_major(&sizes)?;
    let p = p.into_pointer_value();
    Ok(cx.build_desc(t, p, p, cx.idx(0), &sizes, &strides)?.into())
}

/// Gives the memory attributions of `gpu.func @fname` (the entry arguments after its inputs)
/// their memory: workgroup ones a shared-memory global each, private ones a stack slot.
pub(crate) fn attributions(cx: &mut Cx, op: Op, fname: &str, args: &[Value]) -> R<()> {
    let workgroup = cx.ir.attr(op, "workgroup_attributions").and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(0) as usize;
    for (i, &a) in args.iter().enumerate() {
        let t = cx.ir.value_ty(a);
        let TypeKind::MemRef { shape, elem, .. } = cx.ir.ctx.type_kind(t).clone() else {
            return fail("has a memory attribution that is not a memref");
        };
        if shape.iter().any(|&d| d < 0) {
            return fail("has a memory attribution of dynamic shape");
        }
        let count: i64 = shape.iter().product();
        let et = cx.ty(elem)?;
        let arr: BasicTypeEnum = super::memref::array_of(et, count as u32)?.into();
        let p = if i < workgroup {
            let g = cx.module.add_global(arr, Some(AddressSpace::from(SHARED)), &format!("__wg_{fname}_{i}"));
            g.set_linkage(Linkage::Internal);
            g.set_initializer(&cx.poison(arr));
            g.set_alignment(16);
            g.as_pointer_value()
        } else {
            cx.entry_alloca(arr, "")?
        };
        let d = static_memref(cx, t, p.into())?;
        cx.set(a, d);
    }
    Ok(())
}

/// The `x`/`y`/`z` of a dimension op.
fn dim(cx: &Cx, op: Op) -> R<&'static str> {
    match cx.ir.attr(op, "dimension").and_then(|a| cx.ir.ctx.enum_keyword(a, &enums::GPU_DIM)) {
        Some("x") => Ok("x"),
        Some("y") => Ok("y"),
        Some("z") => Ok("z"),
        _ => fail("has no dimension"),
    }
}

/// A special register (`i32`), zero-extended to `index`.
fn sreg<'c>(cx: &Cx<'_, 'c>, reg: &str) -> R<IntValue<'c>> {
    sreg_in(cx, reg, None)
}

/// `sreg`, with the range the kernel's `known_block_size`/`known_grid_size` give (`op` inside
/// the kernel): `tid` in [0, block), `ntid` = block, `ctaid` in [0, grid), `nctaid` = grid.
fn sreg_in<'c>(cx: &Cx<'_, 'c>, reg: &str, op: Option<Op>) -> R<IntValue<'c>> {
    let v = cx.intrinsic(&format!("llvm.nvvm.read.ptx.sreg.{reg}"), &[], &[])?;
    let (name, dim) = reg.split_once('.').unwrap_or((reg, ""));
    let axis = ["x", "y", "z"].iter().position(|&d| d == dim);
    let known = if matches!(name, "tid" | "ntid") { "known_block_size" } else { "known_grid_size" };
    if let (Some(op), Some(axis), true) = (op, axis, matches!(name, "tid" | "ntid" | "ctaid" | "nctaid")) {
        let mut f = cx.ir.parent_op(op);
        while let Some(p) = f.filter(|&p| cx.ir.op_name(p) != "gpu.func") {
            f = cx.ir.parent_op(p);
        }
        let size = f
            .and_then(|f| cx.ir.attr(f, known))
            .and_then(|a| cx.ir.ctx.as_dense_array(a))
            .and_then(|d| d.get(axis).copied());
        if let Some(n) = size.filter(|&n| n > 0) {
            let (lo, hi) = if name.starts_with('n') { (n, n + 1) } else { (0, n) };
            super::nvvm::add_return_range(cx, v, 32, lo, hi)?;
        }
    }
    Ok(cx.b.build_int_z_extend_or_bit_cast(v.into_int_value(), cx.index_ty(), "")?)
}

/// `gpu.*` ops inside device functions.
pub(crate) fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    let v: BasicValueEnum = match name {
        "gpu.thread_id" | "gpu.block_id" | "gpu.block_dim" | "gpu.grid_dim" => {
            let reg = match name {
                "gpu.thread_id" => "tid",
                "gpu.block_id" => "ctaid",
                "gpu.block_dim" => "ntid",
                _ => "nctaid",
            };
            sreg_in(cx, &format!("{reg}.{}", dim(cx, op)?), Some(op))?.into()
        }
        "gpu.global_id" => {
            let d = dim(cx, op)?;
            let (b, n, t) =
                (sreg(cx, &format!("ctaid.{d}"))?, sreg(cx, &format!("ntid.{d}"))?, sreg(cx, &format!("tid.{d}"))?);
            let bn = cx.b.build_int_mul(b, n, "")?;
            cx.b.build_int_add(bn, t, "")?.into()
        }
        "gpu.lane_id" => sreg(cx, "laneid")?.into(),
        "gpu.subgroup_size" => sreg(cx, "warpsize")?.into(),
        "gpu.subgroup_id" | "gpu.num_subgroups" => {
            // Linear thread id / warp size, or the number of warps of the block (rounded up).
            let (nx, ny, nz) = (sreg(cx, "ntid.x")?, sreg(cx, "ntid.y")?, sreg(cx, "ntid.z")?);
            let ws = sreg(cx, "warpsize")?;
            let b = &cx.b;
            if name == "gpu.num_subgroups" {
                let n = b.build_int_mul(b.build_int_mul(nx, ny, "")?, nz, "")?;
                let n = b.build_int_add(n, b.build_int_sub(ws, cx.idx(1), "")?, "")?;
                b.build_int_unsigned_div(n, ws, "")?.into()
            } else {
                let (tx, ty, tz) = (sreg(cx, "tid.x")?, sreg(cx, "tid.y")?, sreg(cx, "tid.z")?);
                let lin = b.build_int_add(b.build_int_mul(tz, ny, "")?, ty, "")?;
                let lin = b.build_int_add(b.build_int_mul(lin, nx, "")?, tx, "")?;
                b.build_int_unsigned_div(lin, ws, "")?.into()
            }
        }
        "gpu.barrier" => {
            let zero = cx.ll.i32_type().const_zero().into();
            cx.intrinsic_void("llvm.nvvm.barrier.cta.sync.aligned.all", &[], &[zero])?;
            return Ok(());
        }
        "gpu.shuffle" => return shuffle(cx, op),
        "gpu.subgroup_reduce" => return subgroup_reduce(cx, op),
        "gpu.printf" => return printf(cx, op),
        "gpu.return" => {
            let vals = cx.ir.operands(op).iter().map(|&v| cx.val(v)).collect::<R<Vec<_>>>()?;
            let tys = cx.ir.operand_types(op);
            match cx.pack_results(&tys, &vals)? {
                None => cx.b.build_return(None)?,
                Some(v) => cx.b.build_return(Some(&v))?,
            };
            return Ok(());
        }
        "gpu.dynamic_shared_memory" => {
            let t = cx.result_ty(op, 0)?;
            let name = "__dynamic_shmem__";
            let g = match cx.module.get_global(name) {
                Some(g) => g,
                None => {
                    let arr = cx.ll.i8_type().array_type(0);
                    let g = cx.module.add_global(arr, Some(AddressSpace::from(SHARED)), name);
                    g.set_linkage(Linkage::External);
                    g.set_alignment(16);
                    g
                }
            };
            let p = g.as_pointer_value();
            let d = cx.build_desc(t, p, p, cx.idx(0), &[cx.idx(0)], &[cx.idx(1)])?;
            d.into()
        }
        _ => return super::unsupported(),
    };
    cx.set_result(op, 0, v)
}

/// `gpu.shuffle MODE %value, %offset, %width`: `shfl.sync` over the lanes below `width`, with
/// upstream's operands (member mask `0xffffffff >> (32 - width)`; clamp `width - 1`, or
/// `32 - width` for `up`) and its validity predicate.
fn shuffle(cx: &mut Cx, op: Op) -> R<()> {
    let mode = match cx.ir.attr(op, "mode").and_then(|a| cx.ir.ctx.enum_keyword(a, &enums::GPU_SHUFFLE_MODE)) {
        Some("xor") => "bfly",
        Some("up") => "up",
        Some("down") => "down",
        Some("idx") => "idx",
        _ => return fail("has no shuffle mode"),
    };
    let (value, offset, width) =
        (cx.operand(op, 0)?, cx.operand(op, 1)?.into_int_value(), cx.operand(op, 2)?.into_int_value());
    let (res, valid) = shuffle_value(cx, mode, value, offset, width)?;
    cx.set_result(op, 0, res)?;
    cx.set_result(op, 1, valid)
}

/// `shfl.sync` of `value` (32 or 64 bits) in `mode` over the lanes below `width`: the value
/// and the validity predicate.
fn shuffle_value<'c>(
    cx: &Cx<'_, 'c>,
    mode: &str,
    value: BasicValueEnum<'c>,
    offset: IntValue<'c>,
    width: IntValue<'c>,
) -> R<(BasicValueEnum<'c>, BasicValueEnum<'c>)> {
    let i32t = cx.ll.i32_type();
    let lead = cx.b.build_int_sub(i32t.const_int(32, false), width, "")?;
    let mask = cx.b.build_right_shift(i32t.const_all_ones(), lead, false, "")?;
    let clamp = if mode == "up" { lead } else { cx.b.build_int_sub(width, i32t.const_int(1, false), "")? };
    let t = value.get_type();
    let bits = match t {
        BasicTypeEnum::IntType(it) => it.get_bit_width(),
        BasicTypeEnum::FloatType(ft) if ft == cx.ll.f32_type() => 32,
        BasicTypeEnum::FloatType(ft) if ft == cx.ll.f64_type() => 64,
        _ => 0,
    };
    Ok(match bits {
        32 => {
            let kind = if t.is_float_type() { "f32" } else { "i32" };
            shfl32(cx, mode, kind, mask, value, offset, clamp)?
        }
        64 => {
            // Two 32-bit shuffles of the halves; valid when the first one is.
            let i64t = cx.ll.i64_type();
            let as_int = cx.b.build_bit_cast(value, i64t, "")?.into_int_value();
            let lo = cx.b.build_int_truncate(as_int, i32t, "")?;
            let hi = cx.b.build_right_shift(as_int, i64t.const_int(32, false), false, "")?;
            let hi = cx.b.build_int_truncate(hi, i32t, "")?;
            let (rlo, valid) = shfl32(cx, mode, "i32", mask, lo.into(), offset, clamp)?;
            let (rhi, _) = shfl32(cx, mode, "i32", mask, hi.into(), offset, clamp)?;
            let rlo = cx.b.build_int_z_extend(rlo.into_int_value(), i64t, "")?;
            let rhi = cx.b.build_int_z_extend(rhi.into_int_value(), i64t, "")?;
            let rhi = cx.b.build_left_shift(rhi, i64t.const_int(32, false), "")?;
            let r = cx.b.build_or(rlo, rhi, "")?;
            (cx.b.build_bit_cast(r, t, "")?, valid)
        }
        _ => return fail("of a value that is not 32 or 64 bits wide cannot be translated"),
    })
}

/// `gpu.subgroup_reduce OP %x [cluster(size = S, stride = T)]`: a butterfly of `shfl.sync.bfly`
/// over the cluster (the whole warp by default), each lane ending with the reduction of its
/// cluster.
fn subgroup_reduce(cx: &mut Cx, op: Op) -> R<()> {
    let kind = cx.ir.attr(op, "op").and_then(|a| cx.ir.ctx.enum_keyword(a, &enums::GPU_ALL_REDUCE_OP));
    let Some(kind) = kind else { return fail("has no reduction operation") };
    let size = cx.ir.attr(op, "cluster_size").and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(32) as u64;
    let stride = cx.ir.attr(op, "cluster_stride").and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(1) as u64;
    if size * stride > 32 {
        return fail("with a cluster wider than the warp (32 lanes) cannot be translated");
    }
    let i32t = cx.ll.i32_type();
    let mut acc = cx.operand(op, 0)?;
    let width = i32t.const_int(32, false);
    let mut off = stride;
    while off < stride * size {
        let (other, _) = shuffle_value(cx, "bfly", acc, i32t.const_int(off, false), width)?;
        acc = combine(cx, kind, acc, other)?;
        off *= 2;
    }
    cx.set_result(op, 0, acc)
}

/// `a OP b` for a `gpu.all_reduce_op`.
fn combine<'c>(cx: &Cx<'_, 'c>, kind: &str, a: BasicValueEnum<'c>, b: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
    use inkwell::llvm_sys::LLVMOpcode as O;
    let t = a.get_type();
    let float = matches!(t, BasicTypeEnum::FloatType(_));
    Ok(match kind {
        "add" if float => cx.fbinop(O::LLVMFAdd, a, b, 0)?,
        "mul" if float => cx.fbinop(O::LLVMFMul, a, b, 0)?,
        "add" => cx.binop(O::LLVMAdd, a, b)?,
        "mul" => cx.binop(O::LLVMMul, a, b)?,
        "and" => cx.binop(O::LLVMAnd, a, b)?,
        "or" => cx.binop(O::LLVMOr, a, b)?,
        "xor" => cx.binop(O::LLVMXor, a, b)?,
        k => {
            let intr = match k {
                "minui" => "llvm.umin",
                "minsi" => "llvm.smin",
                "maxui" => "llvm.umax",
                "maxsi" => "llvm.smax",
                "minnumf" => "llvm.minnum",
                "maxnumf" => "llvm.maxnum",
                "minimumf" => "llvm.minimum",
                "maximumf" => "llvm.maximum",
                _ => return fail(format!("has the unknown reduction '{k}'")),
            };
            cx.intrinsic(intr, &[t], &[a, b])?
        }
    })
}

fn shfl32<'c>(
    cx: &Cx<'_, 'c>,
    mode: &str,
    kind: &str,
    mask: IntValue<'c>,
    value: BasicValueEnum<'c>,
    offset: IntValue<'c>,
    clamp: IntValue<'c>,
) -> R<(BasicValueEnum<'c>, BasicValueEnum<'c>)> {
    let name = format!("llvm.nvvm.shfl.sync.{mode}.{kind}p");
    let pair = cx.intrinsic(&name, &[], &[mask.into(), value, offset.into(), clamp.into()])?.into_struct_value();
    let v = cx.b.build_extract_value(pair, 0, "")?;
    let ok = cx.b.build_extract_value(pair, 1, "")?;
    Ok((v, ok))
}

/// `gpu.printf "fmt", args`: `vprintf(fmt, buffer)` with the arguments stored in a struct, each
/// promoted as in a C variadic call (floats to `double`, small integers to `i32`).
fn printf(cx: &mut Cx, op: Op) -> R<()> {
    let Some(fmt) = cx.ir.attr(op, "format").and_then(|a| cx.ir.ctx.as_str(a)) else {
        return fail("has no format");
    };
    let fmt = String::from_utf8_lossy(fmt).into_owned();
    let fmt_ptr = cx.c_string(&fmt)?;
    let mut vals: Vec<BasicValueEnum> = vec![];
    for &a in cx.ir.operands(op) {
        let v = cx.val(a)?;
        vals.push(match v.get_type() {
            BasicTypeEnum::FloatType(_) => cx.b.build_float_ext(v.into_float_value(), cx.ll.f64_type(), "")?.into(),
            BasicTypeEnum::IntType(it) if it.get_bit_width() < 32 => {
                let signed = matches!(
                    cx.ir.ctx.type_kind(cx.ir.value_ty(a)),
                    TypeKind::Int { sign: crate::ir::Signedness::Signed, .. }
                );
                let i32t = cx.ll.i32_type();
                if it.get_bit_width() == 1 || !signed {
                    cx.b.build_int_z_extend(v.into_int_value(), i32t, "")?.into()
                } else {
                    cx.b.build_int_s_extend(v.into_int_value(), i32t, "")?.into()
                }
            }
            _ => v,
        });
    }
    let ptr = cx.ptr_ty();
    let vprintf = cx.extern_fn("vprintf", Some(cx.ll.i32_type().into()), &[ptr.into(), ptr.into()]);
    let buf = if vals.is_empty() {
        ptr.const_null()
    } else {
        let st = cx.ll.struct_type(&vals.iter().map(|v| v.get_type()).collect::<Vec<_>>(), false);
        let slot = cx.entry_alloca(st.into(), "")?;
        for (i, v) in vals.iter().enumerate() {
            let p = cx.b.build_struct_gep(st, slot, i as u32, "")?;
            cx.b.build_store(p, *v)?;
        }
        slot
    };
    cx.call(vprintf, &[fmt_ptr.into(), buf.into()])?;
    Ok(())
}
