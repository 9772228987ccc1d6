//! `vector` ops on 1-D and 0-D fixed vectors, as LLVM vector IR.
//!
//! A 1-D `vector<NxT>` is LLVM's `<N x T>`, a 0-D `vector<T>` is `<1 x T>` (as upstream's
//! `convert-vector-to-llvm`). Vectors of rank 2 and more, and the ops that only make sense on
//! them (`contract`, `transfer_read`, `multi_reduction`, `shape_cast`, ...), are rewritten into
//! 1-D ones by `mlirc-lower-vector` before translation; one left over is a diagnostic naming it.
//!
//! Memory ops address `base[indices]` as `memref.load` does and need the memref's innermost
//! stride to be 1 (as upstream). Their alignment is the `alignment` attribute, else the
//! element's natural alignment (never the vector's: `vector.load` may start anywhere).
//! `vector.print` prints as upstream's lowering does, through the runner-utils functions of
//! the runtime (`printOpen`, `printF32`, `printComma`, ...).

use super::{fail, Cx, R};
use crate::dialects::common::dense_array;
use crate::ir::{FloatKind, Op, Signedness, Type, TypeKind, DYNAMIC};
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::llvm_sys::LLVMIntPredicate as IP;
use inkwell::llvm_sys::LLVMOpcode as O;
use inkwell::types::{AsTypeRef, BasicTypeEnum, VectorType};
use inkwell::values::{AsValueRef, BasicValue, BasicValueEnum, IntValue, PointerValue, VectorValue};

/// Upstream's `kPoisonIndex`: a static position of -1 selects a poison element.
const POISON_INDEX: i64 = -1;

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    match name {
        "vector.load" => load(cx, op),
        "vector.store" => store(cx, op),
        "vector.maskedload" => masked_load(cx, op),
        "vector.maskedstore" => masked_store(cx, op),
        "vector.gather" => gather(cx, op),
        "vector.scatter" => scatter(cx, op),
        "vector.expandload" => expand_load(cx, op),
        "vector.compressstore" => compress_store(cx, op),
        "vector.broadcast" => broadcast(cx, op),
        "vector.extract" => extract(cx, op),
        "vector.insert" => insert(cx, op),
        "vector.fma" => {
            // A fused multiply-add by definition (one rounding): `llvm.fma`, not `llvm.fmuladd`,
            // which LLVM may split into a multiply and an add.
            let args = [cx.operand(op, 0)?, cx.operand(op, 1)?, cx.operand(op, 2)?];
            let v = cx.via_f32(&args, |x| cx.intrinsic("llvm.fma", &[x[0].get_type()], x))?;
            cx.set_result(op, 0, v)
        }
        "vector.reduction" => reduction(cx, op),
        "vector.outerproduct" => outerproduct(cx, op),
        "vector.shuffle" => shuffle(cx, op),
        "vector.bitcast" => {
            let t = cx.ty(cx.result_ty(op, 0)?)?;
            let v = cx.cast(O::LLVMBitCast, cx.operand(op, 0)?, t)?;
            cx.set_result(op, 0, v)
        }
        "vector.from_elements" => {
            let vt = vec_ty(cx, cx.result_ty(op, 0)?)?;
            let mut v = vt.get_poison();
            for i in 0..cx.ir.operands(op).len() {
                let e = cx.operand(op, i)?;
                v = cx.b.build_insert_element(v, e, cx.ll.i64_type().const_int(i as u64, false), "")?;
            }
            cx.set_result(op, 0, v.into())
        }
        "vector.create_mask" => create_mask(cx, op),
        "vector.constant_mask" => {
            let vt = vec_ty(cx, cx.result_ty(op, 0)?)?;
            let sizes = dense_array(cx.ir, op, "mask_dim_sizes").unwrap_or_default();
            let Some(&k) = sizes.first() else { return fail("has no mask size") };
            let n = vt.get_size() as i64;
            // A 0-D mask is set when its (single) size is not 0.
            let k = if rank(cx, cx.result_ty(op, 0)?) == 0 { n.min(k) } else { k };
            let bits: Vec<BasicValueEnum> =
                (0..n).map(|i| cx.ll.bool_type().const_int((i < k) as u64, false).into()).collect();
            cx.set_result(op, 0, VectorType::const_vector(&bits).into())
        }
        "vector.step" => {
            let vt = vec_ty(cx, cx.result_ty(op, 0)?)?;
            let et = vt.get_element_type().into_int_type();
            let elems: Vec<BasicValueEnum> = (0..vt.get_size()).map(|i| et.const_int(i as u64, false).into()).collect();
            cx.set_result(op, 0, VectorType::const_vector(&elems).into())
        }
        "vector.extract_strided_slice" => extract_strided_slice(cx, op),
        "vector.insert_strided_slice" => insert_strided_slice(cx, op),
        "vector.print" => print(cx, op),
        "vector.transfer_read"
        | "vector.transfer_write"
        | "vector.contract"
        | "vector.multi_reduction"
        | "vector.shape_cast"
        | "vector.transpose"
        | "vector.mask" => fail("cannot be translated to LLVM directly: mlirc-lower-vector must rewrite it first"),
        _ => super::unsupported(),
    }
}

// ----- types -----

/// The rank of vector type `t` (0 for scalars too).
fn rank(cx: &Cx, t: Type) -> usize {
    match cx.ir.ctx.type_kind(t) {
        TypeKind::Vector { shape, .. } => shape.len(),
        _ => 0,
    }
}

fn is_vector(cx: &Cx, t: Type) -> bool {
    matches!(cx.ir.ctx.type_kind(t), TypeKind::Vector { .. })
}

/// The LLVM vector type of a 0-D or 1-D vector type.
fn vec_ty<'c>(cx: &Cx<'_, 'c>, t: Type) -> R<VectorType<'c>> {
    match cx.ty(t)? {
        BasicTypeEnum::VectorType(v) => Ok(v),
        _ => fail(format!("expects a vector type, not '{}'", cx.type_str(t))),
    }
}

fn i64c<'c>(cx: &Cx<'_, 'c>, v: i64) -> IntValue<'c> {
    cx.ll.i64_type().const_int(v as u64, true)
}

/// `s` in every lane of `vt`.
fn splat<'c>(cx: &Cx<'_, 'c>, vt: VectorType<'c>, s: BasicValueEnum<'c>) -> R<VectorValue<'c>> {
    let one = cx.b.build_insert_element(vt.get_poison(), s, i64c(cx, 0), "")?;
    let zeros = cx.ll.i32_type().vec_type(vt.get_size()).const_zero();
    Ok(cx.b.build_shuffle_vector(one, vt.get_poison(), zeros, "")?)
}

/// The `i32` shuffle mask of `lanes` (-1: a poison lane).
pub(super) fn shuffle_mask<'c>(cx: &Cx<'_, 'c>, lanes: &[i64]) -> VectorValue<'c> {
    let i32t = cx.ll.i32_type();
    let elems: Vec<BasicValueEnum> = lanes
        .iter()
        .map(|&l| if l < 0 { i32t.get_poison().into() } else { i32t.const_int(l as u64, false).into() })
        .collect();
    VectorType::const_vector(&elems)
}

// ----- memory -----

/// Natural alignment in bytes of scalar element type `t`: its size rounded up to a power of two.
fn natural_align(cx: &Cx, t: Type) -> u32 {
    let bits = match cx.ir.ctx.type_kind(t) {
        TypeKind::Int { width, .. } => *width,
        TypeKind::Index => cx.opts.index_bits,
        TypeKind::Float(k) => crate::ir::float::bit_width(*k),
        _ => 64,
    };
    bits.div_ceil(8).next_power_of_two().clamp(1, 16)
}

/// The address of `base[indices]` (operand `mem` is the memref, `idx` its index operands) and
/// the alignment of an access of `value_ty` there.
fn address<'c>(
    cx: &Cx<'_, 'c>,
    op: Op,
    mem: usize,
    idx: std::ops::Range<usize>,
    value_ty: Type,
) -> R<(PointerValue<'c>, u32)> {
    let mt = cx.operand_ty(op, mem)?;
    let m = cx.mr(op, mem)?;
    let TypeKind::MemRef { elem, .. } = cx.ir.ctx.type_kind(mt) else {
        return fail("expects a ranked memref");
    };
    let elem = *elem;
    // A memref of vectors holds whole vectors: no stride requirement.
    if !is_vector(cx, elem) && !m.shape.is_empty() && m.strides.last() != Some(&1) {
        return fail(format!(
            "accesses '{}', whose innermost dimension is not known to be contiguous (stride 1); mlirc cannot translate \
             that",
            cx.type_str(mt)
        ));
    }
    if is_vector(cx, elem) && elem != value_ty {
        return fail("accesses a memref of vectors with another vector type");
    }
    let ix = cx.ir.operands(op)[idx].iter().map(|&v| Ok(cx.val(v)?.into_int_value())).collect::<R<Vec<_>>>()?;
    let p = cx.elem_addr(&m, &ix)?;
    let align = match cx.ir.attr(op, "alignment").and_then(|a| cx.ir.ctx.as_int(a)) {
        Some(a) if a > 0 => a as u32,
        _ if is_vector(cx, elem) => 0,
        _ => natural_align(cx, elem),
    };
    Ok((p, align))
}

fn set_align(v: BasicValueEnum, align: u32) -> R<()> {
    if align == 0 {
        return Ok(());
    }
    if let Some(i) = v.as_instruction_value() {
        i.set_alignment(align).map_err(|e| super::Fail::Msg(format!("cannot set alignment {align}: {e}")))?;
    }
    Ok(())
}

fn set_nontemporal(cx: &Cx, op: Op, inst: inkwell::values::InstructionValue) -> R<()> {
    if cx.ir.attr(op, "nontemporal").and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(0) == 0 {
        return Ok(());
    }
    let kind = cx.ll.get_kind_id("nontemporal");
    let node = cx.ll.metadata_node(&[cx.ll.i32_type().const_int(1, false).into()]);
    inst.set_metadata(node, kind).map_err(|e| super::Fail::Msg(format!("cannot mark nontemporal: {e}")))?;
    Ok(())
}

fn load(cx: &mut Cx, op: Op) -> R<()> {
    let rt = cx.result_ty(op, 0)?;
    let n = cx.ir.operands(op).len();
    let (p, align) = address(cx, op, 0, 1..n, rt)?;
    let v = cx.b.build_load(cx.ty(rt)?, p, "")?;
    set_align(v, align)?;
    if let Some(i) = v.as_instruction_value() {
        set_nontemporal(cx, op, i)?;
    }
    cx.set_result(op, 0, v)
}

fn store(cx: &mut Cx, op: Op) -> R<()> {
    let vt = cx.operand_ty(op, 0)?;
    let n = cx.ir.operands(op).len();
    let (p, align) = address(cx, op, 1, 2..n, vt)?;
    let s = cx.b.build_store(p, cx.operand(op, 0)?)?;
    if align > 0 {
        s.set_alignment(align).map_err(|e| super::Fail::Msg(format!("cannot set alignment {align}: {e}")))?;
    }
    set_nontemporal(cx, op, s)
}

/// Calls the overloaded intrinsic `name` and puts `align` (if not 0) on its pointer parameter
/// `ptr_param` (LLVM 22 takes the alignment of masked memory intrinsics as an attribute).
pub(super) fn aligned_call<'c>(
    cx: &Cx<'_, 'c>,
    name: &str,
    tys: &[BasicTypeEnum<'c>],
    args: &[BasicValueEnum<'c>],
    ptr_param: u32,
    align: u32,
) -> R<Option<BasicValueEnum<'c>>> {
    let Some(i) = inkwell::intrinsics::Intrinsic::find(name) else {
        return fail(format!("needs the LLVM intrinsic '{name}', which this LLVM lacks"));
    };
    let Some(f) = i.get_declaration(&cx.module, tys) else {
        return fail(format!("cannot declare the LLVM intrinsic '{name}'"));
    };
    let a: Vec<inkwell::values::BasicMetadataValueEnum> = args.iter().map(|&v| v.into()).collect();
    let call = cx.b.build_call(f, &a, "")?;
    if align > 0 {
        let kind = Attribute::get_named_enum_kind_id("align");
        call.add_attribute(AttributeLoc::Param(ptr_param), cx.ll.create_enum_attribute(kind, align as u64));
    }
    Ok(call.try_as_basic_value().basic())
}

fn masked_load(cx: &mut Cx, op: Op) -> R<()> {
    // base, indices..., mask, pass_thru
    let n = cx.ir.operands(op).len();
    let rt = cx.result_ty(op, 0)?;
    let (p, align) = address(cx, op, 0, 1..n - 2, rt)?;
    let t = cx.ty(rt)?;
    let args = [p.into(), cx.operand(op, n - 2)?, cx.operand(op, n - 1)?];
    let v = aligned_call(cx, "llvm.masked.load", &[t, cx.ptr_ty().into()], &args, 0, align.max(1))?;
    cx.set_result(op, 0, v.ok_or(super::Fail::Msg("masked load returns nothing".into()))?)
}

fn masked_store(cx: &mut Cx, op: Op) -> R<()> {
    // base, indices..., mask, valueToStore
    let n = cx.ir.operands(op).len();
    let vt = cx.operand_ty(op, n - 1)?;
    let (p, align) = address(cx, op, 0, 1..n - 2, vt)?;
    let t = cx.ty(vt)?;
    let args = [cx.operand(op, n - 1)?, p.into(), cx.operand(op, n - 2)?];
    aligned_call(cx, "llvm.masked.store", &[t, cx.ptr_ty().into()], &args, 1, align.max(1))?;
    Ok(())
}

/// The vector of addresses `&base[offsets] + index_vec[i]` (elements) of a gather/scatter.
fn lane_addresses<'c>(cx: &Cx<'_, 'c>, op: Op, n: usize, value_ty: Type) -> R<(VectorValue<'c>, u32)> {
    // base, offsets..., index_vec, mask, (pass_thru | value)
    let (p, align) = address(cx, op, 0, 1..n - 3, cx.ir.ctx.elem_ty(value_ty))?;
    let iv = cx.operand(op, n - 3)?.into_vector_value();
    let lanes = iv.get_type().get_size();
    let i64v = cx.ll.i64_type().vec_type(lanes);
    let iw = iv.get_type().get_element_type().into_int_type().get_bit_width();
    let iv = if iw < 64 { cx.cast(O::LLVMSExt, iv.into(), i64v.into())? } else { iv.into() };
    let m = cx.mr(op, 0)?;
    let mut ix = [iv.as_value_ref()];
    // SAFETY: live values and types of this context; a vector index makes LLVM's GEP yield a
    // vector of pointers (inkwell's typed wrapper takes scalar indices only).
    let ptrs = cx.wrap(unsafe {
        inkwell::llvm_sys::core::LLVMBuildInBoundsGEP2(
            cx.b.as_mut_ptr(),
            m.elem.as_type_ref(),
            p.as_value_ref(),
            ix.as_mut_ptr(),
            1,
            c"".as_ptr(),
        )
    });
    Ok((ptrs.into_vector_value(), align))
}

fn gather(cx: &mut Cx, op: Op) -> R<()> {
    let n = cx.ir.operands(op).len();
    let rt = cx.result_ty(op, 0)?;
    if rank(cx, rt) != 1 {
        return fail("gathers a vector of rank other than 1: mlirc-lower-vector must rewrite it first");
    }
    let (ptrs, align) = lane_addresses(cx, op, n, rt)?;
    let t = cx.ty(rt)?;
    let args = [ptrs.into(), cx.operand(op, n - 2)?, cx.operand(op, n - 1)?];
    let v = aligned_call(cx, "llvm.masked.gather", &[t, ptrs.get_type().into()], &args, 0, align.max(1))?;
    cx.set_result(op, 0, v.ok_or(super::Fail::Msg("gather returns nothing".into()))?)
}

fn scatter(cx: &mut Cx, op: Op) -> R<()> {
    let n = cx.ir.operands(op).len();
    let vt = cx.operand_ty(op, n - 1)?;
    if rank(cx, vt) != 1 {
        return fail("scatters a vector of rank other than 1: mlirc-lower-vector must rewrite it first");
    }
    let (ptrs, align) = lane_addresses(cx, op, n, vt)?;
    let t = cx.ty(vt)?;
    let args = [cx.operand(op, n - 1)?, ptrs.into(), cx.operand(op, n - 2)?];
    aligned_call(cx, "llvm.masked.scatter", &[t, ptrs.get_type().into()], &args, 1, align.max(1))?;
    Ok(())
}

fn expand_load(cx: &mut Cx, op: Op) -> R<()> {
    // base, indices..., mask, pass_thru
    let n = cx.ir.operands(op).len();
    let rt = cx.result_ty(op, 0)?;
    let (p, _) = address(cx, op, 0, 1..n - 2, cx.ir.ctx.elem_ty(rt))?;
    let t = cx.ty(rt)?;
    let args = [p.into(), cx.operand(op, n - 2)?, cx.operand(op, n - 1)?];
    let v = cx.intrinsic("llvm.masked.expandload", &[t], &args)?;
    cx.set_result(op, 0, v)
}

fn compress_store(cx: &mut Cx, op: Op) -> R<()> {
    // base, indices..., mask, valueToStore
    let n = cx.ir.operands(op).len();
    let vt = cx.operand_ty(op, n - 1)?;
    let (p, _) = address(cx, op, 0, 1..n - 2, cx.ir.ctx.elem_ty(vt))?;
    let t = cx.ty(vt)?;
    let args = [cx.operand(op, n - 1)?, p.into(), cx.operand(op, n - 2)?];
    cx.intrinsic_void("llvm.masked.compressstore", &[t], &args)
}

// ----- element movement -----

fn broadcast(cx: &mut Cx, op: Op) -> R<()> {
    let (st, rt) = (cx.operand_ty(op, 0)?, cx.result_ty(op, 0)?);
    let src = cx.operand(op, 0)?;
    if st == rt {
        return cx.set_result(op, 0, src);
    }
    if rank(cx, rt) > 1 {
        return fail("broadcasts to a vector of rank 2 or more: mlirc-lower-vector must rewrite it first");
    }
    let vt = vec_ty(cx, rt)?;
    let scalar = if is_vector(cx, st) {
        // vector<1xT> or vector<T>: its only element.
        let s = src.into_vector_value();
        if s.get_type().get_size() != 1 {
            return fail("broadcasts a vector that is neither of size 1 nor of the result's type");
        }
        cx.b.build_extract_element(s, i64c(cx, 0), "")?
    } else {
        src
    };
    let v = splat(cx, vt, scalar)?;
    cx.set_result(op, 0, v.into())
}

/// The positions of an extract/insert: `static_position` with `DYNAMIC` entries taken, in
/// order, from the operands from `first_dyn` on. `None` stands for a poison position.
fn positions<'c>(cx: &Cx<'_, 'c>, op: Op, first_dyn: usize) -> R<Vec<Option<IntValue<'c>>>> {
    let stat = dense_array(cx.ir, op, "static_position").unwrap_or_default();
    let dyns = &cx.ir.operands(op)[first_dyn..];
    let mut k = 0;
    let mut out = vec![];
    for s in stat {
        if s == DYNAMIC {
            let Some(&v) = dyns.get(k) else { return fail("has fewer dynamic positions than '?' entries") };
            k += 1;
            out.push(Some(cx.val(v)?.into_int_value()));
        } else if s == POISON_INDEX {
            out.push(None);
        } else {
            out.push(Some(i64c(cx, s)));
        }
    }
    Ok(out)
}

fn extract(cx: &mut Cx, op: Op) -> R<()> {
    let (st, rt) = (cx.operand_ty(op, 0)?, cx.result_ty(op, 0)?);
    if rank(cx, st) > 1 {
        return fail("extracts from a vector of rank 2 or more: mlirc-lower-vector must rewrite it first");
    }
    let src = cx.operand(op, 0)?;
    let pos = positions(cx, op, 1)?;
    let v = match (pos.as_slice(), is_vector(cx, rt)) {
        ([], true) => src,
        ([], false) => cx.b.build_extract_element(src.into_vector_value(), i64c(cx, 0), "")?,
        ([Some(p)], false) => cx.b.build_extract_element(src.into_vector_value(), *p, "")?,
        ([None], false) => cx.poison(cx.ty(rt)?),
        _ => return fail("has a position mlirc cannot translate"),
    };
    cx.set_result(op, 0, v)
}

fn insert(cx: &mut Cx, op: Op) -> R<()> {
    let (vt, dt) = (cx.operand_ty(op, 0)?, cx.operand_ty(op, 1)?);
    if rank(cx, dt) > 1 {
        return fail("inserts into a vector of rank 2 or more: mlirc-lower-vector must rewrite it first");
    }
    let (val, dest) = (cx.operand(op, 0)?, cx.operand(op, 1)?);
    let pos = positions(cx, op, 2)?;
    let v: BasicValueEnum = match (pos.as_slice(), is_vector(cx, vt)) {
        ([], true) => val,
        ([], false) => cx.b.build_insert_element(dest.into_vector_value(), val, i64c(cx, 0), "")?.into(),
        ([Some(p)], false) => cx.b.build_insert_element(dest.into_vector_value(), val, *p, "")?.into(),
        ([None], false) => cx.poison(cx.ty(dt)?),
        _ => return fail("has a position mlirc cannot translate"),
    };
    cx.set_result(op, 0, v)
}

fn shuffle(cx: &mut Cx, op: Op) -> R<()> {
    let (t1, t2, rt) = (cx.operand_ty(op, 0)?, cx.operand_ty(op, 1)?, cx.result_ty(op, 0)?);
    if rank(cx, t1) > 1 || rank(cx, rt) > 1 {
        return fail("shuffles vectors of rank 2 or more: mlirc-lower-vector must rewrite it first");
    }
    let mask = dense_array(cx.ir, op, "mask").unwrap_or_default();
    let (a, b) = (cx.operand(op, 0)?.into_vector_value(), cx.operand(op, 1)?.into_vector_value());
    let v = if t1 == t2 {
        cx.b.build_shuffle_vector(a, b, shuffle_mask(cx, &mask), "")?
    } else {
        // Operands of different lengths: lane by lane.
        let n1 = a.get_type().get_size() as i64;
        let vt = vec_ty(cx, rt)?;
        let mut v = vt.get_poison();
        for (i, &m) in mask.iter().enumerate() {
            if m < 0 {
                continue;
            }
            let (src, k) = if m < n1 { (a, m) } else { (b, m - n1) };
            let e = cx.b.build_extract_element(src, i64c(cx, k), "")?;
            v = cx.b.build_insert_element(v, e, i64c(cx, i as i64), "")?;
        }
        v
    };
    cx.set_result(op, 0, v.into())
}

fn extract_strided_slice(cx: &mut Cx, op: Op) -> R<()> {
    if rank(cx, cx.operand_ty(op, 0)?) != 1 {
        return fail("slices a vector of rank 2 or more: mlirc-lower-vector must rewrite it first");
    }
    let off = cx.ir.attr(op, "offsets").and_then(|a| int_list(cx, a)).unwrap_or_default();
    let size = cx.ir.attr(op, "sizes").and_then(|a| int_list(cx, a)).unwrap_or_default();
    let (Some(&o), Some(&s)) = (off.first(), size.first()) else { return fail("has no offsets or sizes") };
    let src = cx.operand(op, 0)?.into_vector_value();
    let lanes: Vec<i64> = (o..o + s).collect();
    let v = cx.b.build_shuffle_vector(src, src, shuffle_mask(cx, &lanes), "")?;
    cx.set_result(op, 0, v.into())
}

fn insert_strided_slice(cx: &mut Cx, op: Op) -> R<()> {
    if rank(cx, cx.operand_ty(op, 1)?) != 1 {
        return fail("inserts into a vector of rank 2 or more: mlirc-lower-vector must rewrite it first");
    }
    let off = cx.ir.attr(op, "offsets").and_then(|a| int_list(cx, a)).unwrap_or_default();
    let Some(&o) = off.first() else { return fail("has no offsets") };
    let (src, dest) = (cx.operand(op, 0)?.into_vector_value(), cx.operand(op, 1)?.into_vector_value());
    let (k, n) = (src.get_type().get_size() as i64, dest.get_type().get_size() as i64);
    // Widen the source to the destination's length, then pick each lane from one of the two.
    let wide = cx.b.build_shuffle_vector(
        src,
        src,
        shuffle_mask(cx, &(0..n).map(|i| if i < k { i } else { -1 }).collect::<Vec<_>>()),
        "",
    )?;
    let lanes: Vec<i64> = (0..n).map(|i| if i >= o && i < o + k { i - o } else { n + i }).collect();
    let v = cx.b.build_shuffle_vector(wide, dest, shuffle_mask(cx, &lanes), "")?;
    cx.set_result(op, 0, v.into())
}

fn int_list(cx: &Cx, a: crate::ir::Attr) -> Option<Vec<i64>> {
    cx.ir.ctx.as_array(a)?.iter().map(|&x| cx.ir.ctx.as_int(x).map(|v| v as i64)).collect()
}

fn create_mask(cx: &mut Cx, op: Op) -> R<()> {
    let vt = vec_ty(cx, cx.result_ty(op, 0)?)?;
    let n = vt.get_size();
    let bound = match cx.ir.operands(op).first() {
        Some(_) => cx.operand(op, 0)?.into_int_value(),
        None => return fail("has no bound"),
    };
    let it = bound.get_type();
    let steps: Vec<BasicValueEnum> = (0..n).map(|i| it.const_int(i as u64, false).into()).collect();
    let lanes = VectorType::const_vector(&steps);
    let b = splat(cx, it.vec_type(n), bound.into())?;
    let v = cx.icmp(IP::LLVMIntSLT, lanes.into(), b.into())?;
    cx.set_result(op, 0, v)
}

// ----- arithmetic -----

fn reduction(cx: &mut Cx, op: Op) -> R<()> {
    let vt = cx.operand_ty(op, 0)?;
    if rank(cx, vt) > 1 {
        return fail("reduces a vector of rank 2 or more: mlirc-lower-vector must rewrite it first");
    }
    let v = cx.operand(op, 0)?;
    let acc = if cx.ir.operands(op).len() > 1 { Some(cx.operand(op, 1)?) } else { None };
    let et = cx.ir.ctx.elem_ty(vt);
    let st = cx.ty(et)?;
    let lt = cx.ty(vt)?;
    let kind = crate::dialects::vector::combining_kind(cx.ir, op).to_string();
    let fmf = cx.fastmath(op);
    let r = if cx.ir.ctx.is_float(et) {
        let (intr, combine): (&str, Option<&str>) = match kind.as_str() {
            "add" | "mul" => {
                // Ordered (sequential) unless the flags allow reassociation; the start value is
                // the accumulator or the neutral element (+0.0 for add, as upstream, 1.0 for mul).
                let start = match acc {
                    Some(a) => a,
                    None => cx.splat_float(st, if kind == "add" { 0.0 } else { 1.0 })?,
                };
                let name = if kind == "add" { "llvm.vector.reduce.fadd" } else { "llvm.vector.reduce.fmul" };
                let r = cx.intrinsic(name, &[lt], &[start, v])?;
                cx.set_fm(r, fmf);
                return cx.set_result(op, 0, r);
            }
            "minnumf" => ("llvm.vector.reduce.fmin", Some("llvm.minnum")),
            "maxnumf" => ("llvm.vector.reduce.fmax", Some("llvm.maxnum")),
            "minimumf" => ("llvm.vector.reduce.fminimum", Some("llvm.minimum")),
            "maximumf" => ("llvm.vector.reduce.fmaximum", Some("llvm.maximum")),
            k => return fail(format!("has the combining kind '{k}', which does not apply to floats")),
        };
        let r = cx.intrinsic(intr, &[lt], &[v])?;
        cx.set_fm(r, fmf);
        match (acc, combine) {
            (Some(a), Some(c)) => {
                let r = cx.intrinsic(c, &[st], &[a, r])?;
                cx.set_fm(r, fmf);
                r
            }
            _ => r,
        }
    } else {
        let intr = match kind.as_str() {
            "add" => "llvm.vector.reduce.add",
            "mul" => "llvm.vector.reduce.mul",
            "and" => "llvm.vector.reduce.and",
            "or" => "llvm.vector.reduce.or",
            "xor" => "llvm.vector.reduce.xor",
            "minui" => "llvm.vector.reduce.umin",
            "minsi" => "llvm.vector.reduce.smin",
            "maxui" => "llvm.vector.reduce.umax",
            "maxsi" => "llvm.vector.reduce.smax",
            k => return fail(format!("has the combining kind '{k}', which does not apply to integers")),
        };
        let r = cx.intrinsic(intr, &[lt], &[v])?;
        match acc {
            Some(a) => combine_int(cx, &kind, a, r)?,
            None => r,
        }
    };
    cx.set_result(op, 0, r)
}

/// `a <kind> b` on integers (scalars or vectors).
fn combine_int<'c>(cx: &Cx<'_, 'c>, kind: &str, a: BasicValueEnum<'c>, b: BasicValueEnum<'c>) -> R<BasicValueEnum<'c>> {
    let opc = match kind {
        "add" => O::LLVMAdd,
        "mul" => O::LLVMMul,
        "and" => O::LLVMAnd,
        "or" => O::LLVMOr,
        "xor" => O::LLVMXor,
        _ => {
            let pred = match kind {
                "minui" => IP::LLVMIntULT,
                "minsi" => IP::LLVMIntSLT,
                "maxui" => IP::LLVMIntUGT,
                "maxsi" => IP::LLVMIntSGT,
                k => return fail(format!("has the combining kind '{k}', which does not apply to integers")),
            };
            let c = cx.icmp(pred, a, b)?;
            return cx.select(c, a, b);
        }
    };
    cx.binop(opc, a, b)
}

/// `a <kind> b` on floats (scalars or vectors).
fn combine_float<'c>(
    cx: &Cx<'_, 'c>,
    kind: &str,
    a: BasicValueEnum<'c>,
    b: BasicValueEnum<'c>,
) -> R<BasicValueEnum<'c>> {
    let t = a.get_type();
    match kind {
        "add" => cx.fbinop(O::LLVMFAdd, a, b, 0),
        "mul" => cx.fbinop(O::LLVMFMul, a, b, 0),
        "minnumf" => cx.intrinsic("llvm.minnum", &[t], &[a, b]),
        "maxnumf" => cx.intrinsic("llvm.maxnum", &[t], &[a, b]),
        "minimumf" => cx.intrinsic("llvm.minimum", &[t], &[a, b]),
        "maximumf" => cx.intrinsic("llvm.maximum", &[t], &[a, b]),
        k => fail(format!("has the combining kind '{k}', which does not apply to floats")),
    }
}

/// The AXPY form `vector.outerproduct %a, %s[, %acc] : vector<NxT>, T`: `a * s` lane by lane,
/// combined with `acc` by the kind (a fused multiply-add, `llvm.fma`, for floats with kind add).
fn outerproduct(cx: &mut Cx, op: Op) -> R<()> {
    let (lt, rt) = (cx.operand_ty(op, 0)?, cx.operand_ty(op, 1)?);
    if is_vector(cx, rt) || rank(cx, lt) != 1 {
        return fail("is a 2-D outer product: mlirc-lower-vector must rewrite it first");
    }
    let res = cx.result_ty(op, 0)?;
    let vt = vec_ty(cx, res)?;
    let a = cx.operand(op, 0)?;
    let s = splat(cx, vt, cx.operand(op, 1)?)?.into();
    let acc = if cx.ir.operands(op).len() > 2 { Some(cx.operand(op, 2)?) } else { None };
    let kind = crate::dialects::vector::combining_kind(cx.ir, op).to_string();
    let float = cx.ir.ctx.is_float(cx.ir.ctx.elem_ty(res));
    let v = match (acc, float) {
        (Some(c), true) if kind == "add" => cx.intrinsic("llvm.fma", &[vt.into()], &[a, s, c])?,
        (Some(c), true) => {
            let m = cx.fbinop(O::LLVMFMul, a, s, 0)?;
            combine_float(cx, &kind, c, m)?
        }
        (None, true) => cx.fbinop(O::LLVMFMul, a, s, 0)?,
        (Some(c), false) => {
            let m = cx.binop(O::LLVMMul, a, s)?;
            combine_int(cx, &kind, c, m)?
        }
        (None, false) => cx.binop(O::LLVMMul, a, s)?,
    };
    cx.set_result(op, 0, v)
}

// ----- printing -----

/// Lanes of a vector printed one call each; longer vectors are printed by a loop.
const UNROLLED_PRINT_LANES: u32 = 16;

fn print(cx: &mut Cx, op: Op) -> R<()> {
    if let Some(s) = cx.ir.attr(op, "stringLiteral").and_then(|a| cx.ir.ctx.as_str(a)) {
        // A string is printed as it is, without punctuation (as upstream).
        let s = String::from_utf8_lossy(s).into_owned();
        let p = cx.c_string(&s)?;
        let f = cx.extern_fn("printString", None, &[cx.ptr_ty().into()]);
        cx.call(f, &[p.into()])?;
        return Ok(());
    }
    if let Some(&src) = cx.ir.operands(op).first() {
        let t = cx.ir.value_ty(src);
        let v = cx.val(src)?;
        if is_vector(cx, t) {
            if rank(cx, t) > 1 {
                return fail("prints a vector of rank 2 or more: mlirc-lower-vector must rewrite it first");
            }
            print_vector(cx, v.into_vector_value(), cx.ir.ctx.elem_ty(t))?;
        } else {
            print_scalar(cx, v, t)?;
        }
    }
    let punct = match crate::dialects::vector::punctuation(cx.ir, op) {
        "newline" => "printNewline",
        "comma" => "printComma",
        "open" => "printOpen",
        "close" => "printClose",
        _ => return Ok(()),
    };
    call0(cx, punct)
}

fn call0(cx: &Cx, name: &str) -> R<()> {
    let f = cx.extern_fn(name, None, &[]);
    cx.call(f, &[])?;
    Ok(())
}

/// `( a, b, c )`.
fn print_vector<'c>(cx: &mut Cx<'_, 'c>, v: VectorValue<'c>, elem: Type) -> R<()> {
    let n = v.get_type().get_size();
    call0(cx, "printOpen")?;
    if n <= UNROLLED_PRINT_LANES {
        for i in 0..n {
            if i > 0 {
                call0(cx, "printComma")?;
            }
            let e = cx.b.build_extract_element(v, i64c(cx, i as i64), "")?;
            print_scalar(cx, e, elem)?;
        }
    } else {
        // for (i = 0; i < n; i++) { if (i) printComma(); print(v[i]); }
        let here = cx.insert_block()?;
        let (body, comma, elem_bb, done) =
            (cx.append_block("")?, cx.append_block("")?, cx.append_block("")?, cx.append_block("")?);
        cx.b.build_unconditional_branch(body)?;
        cx.b.position_at_end(body);
        let i64t = cx.ll.i64_type();
        let phi = cx.b.build_phi(i64t, "")?;
        let i = phi.as_basic_value().into_int_value();
        let first = cx.b.build_int_compare(inkwell::IntPredicate::EQ, i, i64c(cx, 0), "")?;
        cx.b.build_conditional_branch(first, elem_bb, comma)?;
        cx.b.position_at_end(comma);
        call0(cx, "printComma")?;
        cx.b.build_unconditional_branch(elem_bb)?;
        cx.b.position_at_end(elem_bb);
        let e = cx.b.build_extract_element(v, i, "")?;
        print_scalar(cx, e, elem)?;
        let next = cx.b.build_int_add(i, i64c(cx, 1), "")?;
        let more = cx.b.build_int_compare(inkwell::IntPredicate::ULT, next, i64c(cx, n as i64), "")?;
        let latch = cx.insert_block()?;
        cx.b.build_conditional_branch(more, body, done)?;
        phi.add_incoming(&[(&i64c(cx, 0), here), (&next, latch)]);
        cx.b.position_at_end(done);
    }
    call0(cx, "printClose")
}

/// One scalar, through the runner-utils function of its type (integers widened to 64 bits:
/// `i1` and unsigned ones by zero extension, the others by sign extension; `index` unsigned).
fn print_scalar<'c>(cx: &Cx<'_, 'c>, v: BasicValueEnum<'c>, t: Type) -> R<()> {
    let (name, arg): (&str, BasicValueEnum) = match cx.ir.ctx.type_kind(t) {
        TypeKind::Index => ("printU64", widen(cx, v, false)?),
        TypeKind::Int { width, sign } if *width <= 64 => {
            let unsigned = *sign == Signedness::Unsigned;
            let name = if unsigned { "printU64" } else { "printI64" };
            (name, widen(cx, v, unsigned || *width == 1)?)
        }
        TypeKind::Float(k) => match k {
            FloatKind::F32 => ("printF32", v),
            FloatKind::F64 => ("printF64", v),
            FloatKind::F16 => ("printF16", cx.cast(O::LLVMBitCast, v, cx.ll.i16_type().into())?),
            FloatKind::BF16 => ("printBF16", cx.cast(O::LLVMBitCast, v, cx.ll.i16_type().into())?),
            _ => return fail(format!("prints '{}', which mlirc cannot print", cx.type_str(t))),
        },
        _ => return fail(format!("prints '{}', which mlirc cannot print", cx.type_str(t))),
    };
    let f = cx.extern_fn(name, None, &[arg.get_type()]);
    cx.call(f, &[arg])?;
    Ok(())
}

fn widen<'c>(cx: &Cx<'_, 'c>, v: BasicValueEnum<'c>, zero: bool) -> R<BasicValueEnum<'c>> {
    let i64t = cx.ll.i64_type();
    let w = v.into_int_value().get_type().get_bit_width();
    if w == 64 {
        return Ok(v);
    }
    cx.cast(if zero { O::LLVMZExt } else { O::LLVMSExt }, v, i64t.into())
}
