//! `memref` ops on descriptors.
//!
//! A ranked memref value is its descriptor struct `{allocated, aligned, offset, sizes[N],
//! strides[N]}`. Sizes, strides and offsets the memref type states statically are used as
//! constants; the others are read from the descriptor. Element `[i0, …, iN-1]` lives at
//! `aligned + offset + Σ ik * stride_k` (row-major linearization).
//!
//! `alloc`/`dealloc` call the runtime's `mlirc_alloc(size, align)`/`mlirc_dealloc(ptr)`;
//! `copy` is a `memcpy` when both sides are contiguous, else the runtime's `memrefCopy`.

use super::{fail, Cx, Fail, R};
use crate::dialects::common::{dense_array, rank_reduction_mask, reassociation, segments};
use crate::ir::layout::{is_row_major, strides_and_offset};
use crate::ir::{AttrKind, DenseData, DenseKind, FloatKind, Op, Type, TypeKind, Value, DYNAMIC};
use inkwell::llvm_sys::LLVMOpcode as O;
use inkwell::module::Linkage;
use inkwell::types::{AsTypeRef, BasicType, BasicTypeEnum};
use inkwell::values::{AsValueRef, BasicValue, BasicValueEnum, IntValue, PointerValue, StructValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp};

/// The runtime's allocation functions (runtime-c/mlirc_runtime.h).
const ALLOC_FN: &str = "mlirc_alloc";
const DEALLOC_FN: &str = "mlirc_dealloc";

/// A ranked memref value with its type's static facts.
pub struct Mr<'c> {
    pub v: StructValue<'c>,
    pub shape: Vec<i64>,
    /// Static strides (`DYNAMIC` where unknown).
    pub strides: Vec<i64>,
    pub offset: i64,
    pub elem: BasicTypeEnum<'c>,
}

impl<'a, 'c> Cx<'a, 'c> {
    /// Builds a ranked descriptor value of memref type `t`.
    /// `p` in address space `space` (an `addrspacecast` when it is in another one).
    pub fn in_space(&self, p: PointerValue<'c>, space: inkwell::AddressSpace) -> R<PointerValue<'c>> {
        if p.get_type().get_address_space() == space {
            return Ok(p);
        }
        Ok(self.b.build_address_space_cast(p, self.ll.ptr_type(space), "")?)
    }

    pub fn build_desc(
        &self,
        t: Type,
        allocated: PointerValue<'c>,
        aligned: PointerValue<'c>,
        offset: IntValue<'c>,
        sizes: &[IntValue<'c>],
        strides: &[IntValue<'c>],
    ) -> R<StructValue<'c>> {
        let rank = sizes.len();
        let space = match self.ir.ctx.type_kind(t) {
            TypeKind::MemRef { space, .. } => self.addr_space(*space)?,
            _ => inkwell::AddressSpace::default(),
        };
        let st = self.desc_ty(rank, space);
        // Memory from the stack or the runtime is in the default address space; a memref in
        // another one takes it through a cast (as upstream's `llvm.addrspacecast`).
        let (allocated, aligned) = (self.in_space(allocated, space)?, self.in_space(aligned, space)?);
        let mut v = self.b.build_insert_value(st.get_poison(), allocated, 0, "")?;
        v = self.b.build_insert_value(v, aligned, 1, "")?;
        v = self.b.build_insert_value(v, offset, 2, "")?;
        if rank > 0 {
            let at = self.index_ty().array_type(rank as u32);
            for (field, vals) in [(3u32, sizes), (4, strides)] {
                let mut arr = at.get_poison().as_basic_value_enum().into_array_value();
                for (i, s) in vals.iter().enumerate() {
                    arr = self.b.build_insert_value(arr, *s, i as u32, "")?.into_array_value();
                }
                v = self.b.build_insert_value(v, arr, field, "")?;
            }
        }
        Ok(v.into_struct_value())
    }

    /// A ranked memref value with the static facts of its type.
    pub fn mr_of(&self, v: BasicValueEnum<'c>, t: Type) -> R<Mr<'c>> {
        let TypeKind::MemRef { shape, elem, .. } = self.ir.ctx.type_kind(t) else {
            return fail(format!("expects a ranked memref, not '{}'", self.type_str(t)));
        };
        let (strides, offset) = strides_and_offset(&self.ir.ctx, t).unwrap_or((vec![DYNAMIC; shape.len()], DYNAMIC));
        Ok(Mr { v: v.into_struct_value(), shape: shape.clone(), strides, offset, elem: self.ty(*elem)? })
    }
    pub fn mr(&self, op: Op, i: usize) -> R<Mr<'c>> {
        let v = self.operand(op, i)?;
        self.mr_of(v, self.operand_ty(op, i)?)
    }

    /// Field `i` of an aggregate: the value inserted there when this translation built the
    /// aggregate with `insertvalue`s (a descriptor made at the function's entry or by a view
    /// op), else an `extractvalue`. LLVM would fold the same, but every instruction not emitted
    /// is one its passes do not visit.
    pub(super) fn extract(&self, agg: BasicValueEnum<'c>, i: u32) -> R<BasicValueEnum<'c>> {
        use inkwell::llvm_sys::core as llc;
        let mut cur = agg.as_value_ref();
        // SAFETY: `cur` is a value of this module; the insertvalue queries only read it, and
        // an insertvalue with one index has operands 0 (the aggregate) and 1 (the field).
        // A descriptor's chain is at most its five fields long (its arrays at most their rank):
        // the walk stops after 16 links, so a long hand-built chain costs no more per field.
        unsafe {
            for _ in 0..16 {
                let ins = llc::LLVMIsAInsertValueInst(cur);
                if ins.is_null() || llc::LLVMGetNumIndices(ins) != 1 {
                    break;
                }
                if *llc::LLVMGetIndices(ins) == i {
                    return Ok(self.wrap(llc::LLVMGetOperand(ins, 1)));
                }
                cur = llc::LLVMGetOperand(ins, 0);
            }
        }
        let agg = match agg {
            BasicValueEnum::StructValue(v) => v.into(),
            BasicValueEnum::ArrayValue(v) => v.into(),
            _ => return fail("extracts a field of a value that is not an aggregate"),
        };
        let v: inkwell::values::AggregateValueEnum = agg;
        Ok(self.b.build_extract_value(v, i, "")?)
    }
    fn field(&self, m: &Mr<'c>, i: u32) -> R<BasicValueEnum<'c>> {
        self.extract(m.v.into(), i)
    }
    fn field2(&self, m: &Mr<'c>, i: u32, j: usize) -> R<IntValue<'c>> {
        let arr = self.extract(m.v.into(), i)?;
        Ok(self.extract(arr, j as u32)?.into_int_value())
    }
    pub fn mr_allocated(&self, m: &Mr<'c>) -> R<PointerValue<'c>> {
        Ok(self.field(m, 0)?.into_pointer_value())
    }
    pub fn mr_aligned(&self, m: &Mr<'c>) -> R<PointerValue<'c>> {
        Ok(self.field(m, 1)?.into_pointer_value())
    }
    pub fn mr_offset(&self, m: &Mr<'c>) -> R<IntValue<'c>> {
        if m.offset != DYNAMIC {
            return Ok(self.idx(m.offset));
        }
        Ok(self.field(m, 2)?.into_int_value())
    }
    pub fn mr_size(&self, m: &Mr<'c>, i: usize) -> R<IntValue<'c>> {
        match m.shape.get(i) {
            Some(&s) if s != DYNAMIC => Ok(self.idx(s)),
            Some(_) => self.field2(m, 3, i),
            None => fail("indexes a dimension out of range"),
        }
    }
    pub fn mr_stride(&self, m: &Mr<'c>, i: usize) -> R<IntValue<'c>> {
        match m.strides.get(i) {
            Some(&s) if s != DYNAMIC => Ok(self.idx(s)),
            Some(_) => self.field2(m, 4, i),
            None => fail("indexes a dimension out of range"),
        }
    }

    /// `a + b` on index values; `x + 0` is `x` (address arithmetic is mostly unit strides and
    /// zero offsets: not emitting those keeps the module, and LLVM's time on it, small).
    pub fn iadd(&self, a: IntValue<'c>, b: IntValue<'c>) -> R<IntValue<'c>> {
        match (const_of(a), const_of(b)) {
            (Some(0), _) => Ok(b),
            (_, Some(0)) => Ok(a),
            _ => Ok(self.b.build_int_add(a, b, "")?),
        }
    }
    /// `a * b` on index values; `x * 1` is `x`.
    pub fn imul(&self, a: IntValue<'c>, b: IntValue<'c>) -> R<IntValue<'c>> {
        match (const_of(a), const_of(b)) {
            (Some(1), _) => Ok(b),
            (_, Some(1)) => Ok(a),
            _ => Ok(self.b.build_int_mul(a, b, "")?),
        }
    }

    /// The linear element offset of `indices` (offset included).
    pub fn linear_index(&self, m: &Mr<'c>, indices: &[IntValue<'c>]) -> R<IntValue<'c>> {
        let mut acc = self.mr_offset(m)?;
        for (i, &ix) in indices.iter().enumerate() {
            let s = self.mr_stride(m, i)?;
            let t = self.imul(ix, s)?;
            acc = self.iadd(acc, t)?;
        }
        Ok(acc)
    }

    /// The address of element `indices`.
    pub fn elem_addr(&self, m: &Mr<'c>, indices: &[IntValue<'c>]) -> R<PointerValue<'c>> {
        if indices.len() != m.shape.len() {
            return fail("has the wrong number of indices");
        }
        let base = self.mr_aligned(m)?;
        let lin = self.linear_index(m, indices)?;
        // SAFETY: in-bounds accesses are the op's contract (out of bounds is undefined).
        Ok(unsafe { self.b.build_in_bounds_gep(m.elem, base, &[lin], "")? })
    }

    /// Byte size of one element of LLVM type `t` (a constant expression).
    pub fn size_of(&self, t: BasicTypeEnum<'c>) -> R<IntValue<'c>> {
        let s = t.size_of().ok_or(Fail::Msg("has an element type without a size".into()))?;
        if self.opts.index_bits == 64 {
            Ok(s)
        } else {
            Ok(self.b.build_int_truncate_or_bit_cast(s, self.index_ty(), "")?)
        }
    }

    /// Row-major strides for `sizes` (the innermost is 1).
    pub(crate) fn row_major(&self, sizes: &[IntValue<'c>]) -> R<Vec<IntValue<'c>>> {
        let mut strides = vec![self.idx(1); sizes.len()];
        for i in (0..sizes.len().saturating_sub(1)).rev() {
            strides[i] = self.imul(strides[i + 1], sizes[i + 1])?;
        }
        Ok(strides)
    }

    /// Static facts of the result type override computed values (they must agree anyway).
    fn pin(&self, t: Type, sizes: &mut [IntValue<'c>], strides: &mut [IntValue<'c>], offset: &mut IntValue<'c>) {
        if let Some(shape) = self.ir.ctx.shape(t) {
            for (s, &k) in sizes.iter_mut().zip(shape) {
                if k != DYNAMIC {
                    *s = self.idx(k);
                }
            }
        }
        if let Some((st, off)) = strides_and_offset(&self.ir.ctx, t) {
            for (s, &k) in strides.iter_mut().zip(&st) {
                if k != DYNAMIC {
                    *s = self.idx(k);
                }
            }
            if off != DYNAMIC {
                *offset = self.idx(off);
            }
        }
    }

    /// An unranked memref `{rank, ptr}` pointing to a stack copy of `m`'s descriptor.
    pub fn to_unranked(&self, m: &Mr<'c>) -> R<StructValue<'c>> {
        let p = self.b.build_alloca(m.v.get_type(), "")?;
        self.b.build_store(p, m.v)?;
        let u = self.b.build_insert_value(self.unranked_ty().get_poison(), self.idx(m.shape.len() as i64), 0, "")?;
        let u = self.b.build_insert_value(u, p, 1, "")?;
        Ok(u.into_struct_value())
    }
}

/// Index operands as LLVM integers.
fn indices<'c>(cx: &Cx<'_, 'c>, vals: &[Value]) -> R<Vec<IntValue<'c>>> {
    vals.iter().map(|&v| Ok(cx.val(v)?.into_int_value())).collect()
}

/// Static values with `DYNAMIC` holes filled from `dyns`, in order.
pub(crate) fn mixed<'c>(cx: &Cx<'_, 'c>, stat: &[i64], dyns: &[Value]) -> R<Vec<IntValue<'c>>> {
    let mut k = 0;
    let mut out = vec![];
    for &s in stat {
        if s == DYNAMIC {
            let Some(&v) = dyns.get(k) else { return fail("has fewer dynamic operands than '?' entries") };
            k += 1;
            out.push(cx.val(v)?.into_int_value());
        } else {
            out.push(cx.idx(s));
        }
    }
    Ok(out)
}

pub fn declare_global(cx: &mut Cx, op: Op) -> R<()> {
    let name = match cx.ir.attr(op, "sym_name").and_then(|a| cx.ir.ctx.as_str(a)) {
        Some(s) => String::from_utf8_lossy(s).into_owned(),
        None => return fail("has no 'sym_name'"),
    };
    let Some(t) = cx.ir.attr(op, "type").and_then(|a| cx.ir.ctx.as_type(a)) else { return fail("has no 'type'") };
    let TypeKind::MemRef { shape, elem, .. } = cx.ir.ctx.type_kind(t).clone() else {
        return fail("has a non-memref type");
    };
    if shape.contains(&DYNAMIC) {
        return fail("has a dynamic shape");
    }
    let n: i64 = shape.iter().product();
    let et = cx.ty(elem)?;
    let at = array_of(et, n as u32)?;
    // A large initial value of raw bytes is one `[N x i8]` array: LLVM writes byte data to
    // the object as one block, but an array of floats element by element (minutes for a
    // gigabyte of weights). Loads go through the global's address alone, whatever its type.
    if let Some(bytes) = raw_initial_value(cx.ir, op, et, elem, n as usize) {
        let i8t = cx.ll.i8_type();
        let Ok(len) = u32::try_from(bytes.len()) else {
            return fail(format!("has an initial value of {} bytes; mlirc's limit is 4 GiB per global", bytes.len()));
        };
        let g = cx.module.add_global(i8t.array_type(len), None, &name);
        cx.globals.insert(name, (g, t));
        // SAFETY: `bytes` is `len` bytes; LLVM copies them into its constant.
        let init = unsafe {
            inkwell::llvm_sys::core::LLVMConstDataArray(i8t.as_type_ref(), bytes.as_ptr().cast(), bytes.len())
        };
        // SAFETY: the global and the constant are of this module's context.
        unsafe { inkwell::llvm_sys::core::LLVMSetInitializer(g.as_value_ref(), init) };
        let private =
            cx.ir.attr(op, "sym_visibility").and_then(|a| cx.ir.ctx.as_str(a)).is_some_and(|v| v != b"public");
        g.set_linkage(if private { Linkage::Internal } else { Linkage::External });
        if cx.ir.has_attr(op, "constant") {
            g.set_constant(true);
        }
        // The element type's alignment is gone with it: a cache line, unless the op says.
        let al = cx.ir.attr(op, "alignment").and_then(|a| cx.ir.ctx.as_int(a)).map_or(64, |a| a as u32);
        g.set_alignment(al);
        return Ok(());
    }
    let g = cx.module.add_global(at, None, &name);
    // Known before its initializer is made: a bad initial value is one error, at this op, not
    // one more at each `memref.get_global`.
    cx.globals.insert(name, (g, t));
    let private =
        cx.ir.attr(op, "sym_visibility").and_then(|a| cx.ir.ctx.as_str(a)).map(|v| v != b"public").unwrap_or(false);
    let linkage = if private { Linkage::Internal } else { Linkage::External };
    match cx.ir.attr(op, "initial_value").map(|a| cx.ir.ctx.attr_kind(a)) {
        None => {
            g.set_linkage(Linkage::External);
        }
        Some(AttrKind::Unit) => {
            g.set_initializer(&at.const_zero());
            g.set_linkage(linkage);
        }
        Some(AttrKind::Dense { data, .. }) => {
            let init = dense_array_const(cx, et, elem, data, n as usize)?;
            g.set_initializer(&init);
            g.set_linkage(linkage);
        }
        Some(AttrKind::DenseResource { handle, .. }) => {
            let init = resource_const(cx, at.as_basic_type_enum(), handle)?;
            g.set_initializer(&init);
            g.set_linkage(linkage);
        }
        Some(_) => return fail("has an initial value mlirc cannot translate"),
    }
    if cx.ir.has_attr(op, "constant") {
        g.set_constant(true);
    }
    if let Some(al) = cx.ir.attr(op, "alignment").and_then(|a| cx.ir.ctx.as_int(a)) {
        g.set_alignment(al as u32);
    }
    Ok(())
}

/// Initial values from this size on are emitted as raw bytes (`declare_global`).
const RAW_INITIAL_BYTES: usize = 1 << 16;

/// The initial value of the `memref.global` `op` (of `n` elements of `elem`, LLVM type `et`)
/// as the little-endian bytes LLVM stores, when it is a dense or resource value of at least
/// `RAW_INITIAL_BYTES` whose stored elements are those bytes (integers and floats of whole
/// bytes, not `i1`; a splat repeated).
fn raw_initial_value<'a>(
    ir: &'a crate::ir::Ir,
    op: Op,
    et: BasicTypeEnum,
    elem: Type,
    n: usize,
) -> Option<std::borrow::Cow<'a, [u8]>> {
    let size = data_elem_bytes(et).ok()?;
    let total = n.checked_mul(size)?;
    let byte_sized = match ir.ctx.type_kind(elem) {
        TypeKind::Int { width, .. } => matches!(width, 8 | 16 | 32 | 64),
        TypeKind::Float(k) => matches!(k, FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64),
        _ => false,
    };
    if !byte_sized || total < RAW_INITIAL_BYTES || cfg!(target_endian = "big") {
        return None;
    }
    match ir.ctx.attr_kind(ir.attr(op, "initial_value")?) {
        AttrKind::Dense { data, .. } => {
            let numbers = (data.is_int() || data.is_float()) && data.part_bytes() == size;
            if !numbers {
                None
            } else if data.len() == n {
                Some(std::borrow::Cow::Borrowed(data.raw_bytes()))
            } else if data.len() == 1 {
                Some(std::borrow::Cow::Owned(data.raw_bytes().repeat(n)))
            } else {
                None
            }
        }
        AttrKind::DenseResource { handle, .. } => {
            let blob = ir.ctx.resource(handle)?;
            (blob.bytes.len() == total).then_some(std::borrow::Cow::Borrowed(&blob.bytes[..]))
        }
        _ => None,
    }
}

/// The constant of `t` (arrays of arrays of a scalar) whose bytes are the blob of
/// `dense_resource<handle>`, in row-major order (`bytes_const`).
pub(crate) fn resource_const<'c>(cx: &Cx<'_, 'c>, t: BasicTypeEnum<'c>, handle: &str) -> R<BasicValueEnum<'c>> {
    let mut name = String::new();
    crate::ir::display::write_resource_key(&mut name, handle);
    let Some(blob) = cx.ir.ctx.resource(handle) else {
        return fail(format!(
            "has an initial value dense_resource<{name}> whose data the file does not hold (no blob in its \
             dialect_resources section: elided resources cannot be compiled)"
        ));
    };
    let (dims, et) = array_dims(t);
    let size = match data_elem_bytes(et) {
        Ok(size) => size,
        Err(Some(w)) => {
            return fail(format!(
                "has a dense_resource<{name}> initial value of i{w} elements, which mlirc cannot translate"
            ))
        }
        Err(None) => {
            return fail(format!(
                "has a dense_resource<{name}> initial value of an element type mlirc cannot translate"
            ))
        }
    };
    let total = dims.iter().product::<usize>() * size;
    if blob.bytes.len() != total {
        return fail(format!(
            "has an initial value dense_resource<{name}> of {} bytes, but its type holds {total}",
            blob.bytes.len()
        ));
    }
    if dims.is_empty() {
        return fail(format!("has a dense_resource<{name}> initial value of a non-array type"));
    }
    bytes_const(cx, t, &blob.bytes)
        .map_or_else(|| fail(format!("has a dense_resource<{name}> initial value mlirc cannot translate")), Ok)
}

/// The dimensions of the arrays of arrays `t` and their scalar type.
fn array_dims(t: BasicTypeEnum) -> (Vec<usize>, BasicTypeEnum) {
    let mut dims = vec![];
    let mut et = t;
    while let BasicTypeEnum::ArrayType(at) = et {
        dims.push(at.len() as usize);
        et = at.get_element_type();
    }
    (dims, et)
}

/// Bytes of one element of scalar type `et` in the raw little-endian storage `bytes_const`
/// reads (`i1` a byte); `Err(Some(width))` for other integer widths, `Err(None)` for other
/// types.
fn data_elem_bytes(et: BasicTypeEnum) -> Result<usize, Option<u32>> {
    use inkwell::llvm_sys::core as llc;
    use inkwell::llvm_sys::LLVMTypeKind as K;
    // SAFETY: `et` is a live type of this context.
    let kind = unsafe { llc::LLVMGetTypeKind(et.as_type_ref()) };
    match (kind, et) {
        (K::LLVMIntegerTypeKind, BasicTypeEnum::IntType(it)) => match it.get_bit_width() {
            w @ (1 | 8 | 16 | 32 | 64) => Ok(w.div_ceil(8) as usize),
            w => Err(Some(w)),
        },
        (K::LLVMHalfTypeKind | K::LLVMBFloatTypeKind, _) => Ok(2),
        (K::LLVMFloatTypeKind, _) => Ok(4),
        (K::LLVMDoubleTypeKind, _) => Ok(8),
        _ => Err(None),
    }
}

/// The constant of `t` (arrays of arrays of an integer or float, at least one level) whose
/// elements, in row-major order, are the little-endian `bytes` (`data_elem_bytes` each). Made
/// as LLVM constant data arrays (one per innermost array, as upstream's
/// `ModuleTranslation`), never one constant object per element: a weight of millions of
/// elements costs its bytes. `i1` elements take a byte each (only these are made one by one:
/// LLVM has no data array of `i1`). `None` when the sizes do not match.
pub(crate) fn bytes_const<'c>(cx: &Cx<'_, 'c>, t: BasicTypeEnum<'c>, bytes: &[u8]) -> Option<BasicValueEnum<'c>> {
    use inkwell::llvm_sys::core as llc;
    let (dims, et) = array_dims(t);
    let size = data_elem_bytes(et).ok()?;
    let inner = dims.last().copied()?;
    let total = dims.iter().product::<usize>() * size;
    if bytes.len() != total {
        return None;
    }
    if total == 0 || bytes.iter().all(|&b| b == 0) {
        return Some(t.const_zero());
    }
    // The innermost arrays, in order, straight from the bytes.
    let row = |bytes: &[u8]| -> BasicValueEnum<'c> {
        match et {
            BasicTypeEnum::IntType(it) if it.get_bit_width() == 1 => {
                let bits: Vec<_> = bytes.iter().map(|&b| it.const_int(u64::from(b != 0), false)).collect();
                it.const_array(&bits).into()
            }
            // SAFETY: `bytes` holds whole elements of `et`; LLVM copies them.
            _ => cx.wrap(unsafe { llc::LLVMConstDataArray(et.as_type_ref(), bytes.as_ptr().cast(), bytes.len()) }),
        }
    };
    let mut level: Vec<BasicValueEnum<'c>> = bytes.chunks(inner * size).map(row).collect();
    // Outer dimensions, innermost first: group the arrays of the level below.
    for d in (0..dims.len() - 1).rev() {
        let BasicTypeEnum::ArrayType(at) = type_at_depth(t, d) else { break };
        let et = at.get_element_type();
        level = level
            .chunks(dims[d])
            .map(|c| {
                let mut refs: Vec<_> = c.iter().map(|v| v.as_value_ref()).collect();
                // SAFETY: the elements are constants of `et`, alive in this context.
                cx.wrap(unsafe { llc::LLVMConstArray2(et.as_type_ref(), refs.as_mut_ptr(), refs.len() as u64) })
            })
            .collect();
    }
    level.pop()
}

/// The type `d` array levels inside `t`.
fn type_at_depth(t: BasicTypeEnum, d: usize) -> BasicTypeEnum {
    let mut t = t;
    for _ in 0..d {
        if let BasicTypeEnum::ArrayType(at) = t {
            t = at.get_element_type();
        }
    }
    t
}

/// `[n x et]`.
pub(crate) fn array_of(et: BasicTypeEnum, n: u32) -> R<inkwell::types::ArrayType> {
    Ok(match et {
        BasicTypeEnum::IntType(t) => t.array_type(n),
        BasicTypeEnum::FloatType(t) => t.array_type(n),
        BasicTypeEnum::VectorType(t) => t.array_type(n),
        BasicTypeEnum::PointerType(t) => t.array_type(n),
        BasicTypeEnum::StructType(t) => t.array_type(n),
        BasicTypeEnum::ArrayType(t) => t.array_type(n),
        BasicTypeEnum::ScalableVectorType(t) => t.array_type(n),
    })
}

/// The constant of `t` (arrays of arrays of a scalar) holding dense data of element type
/// `elem` whose storage is LLVM's (integers of 1, 8, 16, 32 or 64 bits of the same width,
/// f16, bf16, f32, f64), made from its bytes by `bytes_const` (a splat repeated, all zeros as
/// `zeroinitializer`); `None` for other data, which is made element by element.
pub(crate) fn dense_bytes_const<'c>(
    cx: &Cx<'_, 'c>,
    t: BasicTypeEnum<'c>,
    elem: Type,
    data: &DenseData,
) -> Option<BasicValueEnum<'c>> {
    let (dims, et) = array_dims(t);
    if dims.is_empty() || data.is_empty() {
        return None;
    }
    let n: usize = dims.iter().product();
    let same = match (cx.ir.ctx.type_kind(elem), et) {
        (TypeKind::Int { .. } | TypeKind::Index, BasicTypeEnum::IntType(it)) => {
            data.is_int() && it.get_bit_width() == data.width()
        }
        (TypeKind::Float(k), _) => {
            data.is_float()
                && matches!(k, FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)
                && data_elem_bytes(et) == Ok(data.part_bytes())
        }
        _ => false,
    };
    if !same || (data.len() != n && data.len() != 1) {
        return None;
    }
    if data.raw_bytes().iter().all(|&b| b == 0) {
        return Some(t.const_zero());
    }
    if data.len() == 1 && n > 1 {
        return bytes_const(cx, t, &data.raw_bytes().repeat(n));
    }
    bytes_const(cx, t, data.raw_bytes())
}

/// A constant `[n x T]` from dense data (a splat fills every element): from its bytes when
/// they are LLVM's storage (`dense_bytes_const`), else element by element.
fn dense_array_const<'c>(
    cx: &Cx<'_, 'c>,
    et: BasicTypeEnum<'c>,
    elem: Type,
    data: &DenseData,
    n: usize,
) -> R<BasicValueEnum<'c>> {
    if let Some(c) = array_of(et, n as u32).ok().and_then(|at| dense_bytes_const(cx, at.into(), elem, data)) {
        return Ok(c);
    }
    let ok_len = data.len() == n || data.len() == 1;
    let vals: Vec<BasicValueEnum> = match (data.kind(), et) {
        (DenseKind::Int, BasicTypeEnum::IntType(it)) if ok_len => {
            (0..n).map(|i| cx.const_int_wide(it, data.int_at(i))).collect()
        }
        (DenseKind::Float, BasicTypeEnum::FloatType(_)) if ok_len => {
            let k =
                cx.ir.ctx.float_kind(elem).ok_or(Fail::Msg("has a float initializer of a non-float type".into()))?;
            (0..n).map(|i| super::arith::float_const(cx, et, k, data.float_bits_at(i))).collect::<R<_>>()?
        }
        _ if n == 0 => vec![],
        _ => return fail("has an initial value mlirc cannot translate"),
    };
    Ok(match et {
        BasicTypeEnum::IntType(t) => t.const_array(&vals.iter().map(|v| v.into_int_value()).collect::<Vec<_>>()).into(),
        BasicTypeEnum::FloatType(t) => {
            t.const_array(&vals.iter().map(|v| v.into_float_value()).collect::<Vec<_>>()).into()
        }
        _ => return fail("has an initial value mlirc cannot translate"),
    })
}

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    match name {
        "memref.load" => {
            let m = cx.mr(op, 0)?;
            let ix = indices(cx, &cx.ir.operands(op)[1..])?;
            let p = cx.elem_addr(&m, &ix)?;
            let v = cx.b.build_load(m.elem, p, "")?;
            cx.set_result(op, 0, v)
        }
        "memref.store" => {
            let v = cx.operand(op, 0)?;
            let m = cx.mr(op, 1)?;
            let ix = indices(cx, &cx.ir.operands(op)[2..])?;
            let p = cx.elem_addr(&m, &ix)?;
            cx.b.build_store(p, v)?;
            Ok(())
        }
        "memref.prefetch" => {
            // `llvm.prefetch(ptr, rw, locality, cache type)`, as upstream's lowering: a hint that
            // never faults.
            let m = cx.mr(op, 0)?;
            let ix = indices(cx, &cx.ir.operands(op)[1..])?;
            let p = cx.elem_addr(&m, &ix)?;
            let int = |k: &str| cx.ir.attr(op, k).and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(0);
            let i32t = cx.ll.i32_type();
            let args = [
                p.into(),
                i32t.const_int(u64::from(int("isWrite") != 0), false).into(),
                i32t.const_int(int("localityHint").clamp(0, 3) as u64, false).into(),
                i32t.const_int(u64::from(int("isDataCache") != 0), false).into(),
            ];
            cx.intrinsic_void("llvm.prefetch", &[p.get_type().into()], &args)
        }
        "memref.alloc" | "memref.alloca" => alloc(cx, op, name == "memref.alloca"),
        "memref.dealloc" => {
            let t = cx.operand_ty(op, 0)?;
            let allocated = if cx.ir.ctx.is_memref(t) && cx.ir.ctx.shape(t).is_none() {
                let u = cx.operand(op, 0)?.into_struct_value();
                let d = cx.b.build_extract_value(u, 1, "")?.into_pointer_value();
                cx.b.build_load(cx.ptr_ty(), d, "")?
            } else {
                let m = cx.mr(op, 0)?;
                // Back to the runtime's (default) address space.
                cx.in_space(cx.mr_allocated(&m)?, inkwell::AddressSpace::default())?.into()
            };
            let f = cx.extern_fn(DEALLOC_FN, None, &[cx.ptr_ty().into()]);
            cx.call(f, &[allocated])?;
            Ok(())
        }
        "memref.get_global" => {
            let gname = match cx.ir.attr(op, "name").and_then(|a| cx.ir.ctx.as_symbol_ref(a)) {
                Some((root, _)) => cx.ir.ctx.str(root).to_string(),
                None => return fail("has no global name"),
            };
            let Some(&(g, _)) = cx.globals.get(&gname) else {
                return fail(format!("refers to '@{gname}', which is not a memref.global of this module"));
            };
            let t = cx.result_ty(op, 0)?;
            let shape = cx.ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default();
            let p = g.as_pointer_value();
            let sizes: Vec<IntValue> = shape.iter().map(|&s| cx.idx(s)).collect();
            let strides = cx.row_major(&sizes)?;
            let d = cx.build_desc(t, p, p, cx.idx(0), &sizes, &strides)?;
            cx.set_result(op, 0, d.into())
        }
        "memref.cast" => cast(cx, op),
        "memref.subview" => subview(cx, op),
        "memref.reinterpret_cast" => reinterpret_cast(cx, op),
        "memref.transpose" => transpose(cx, op),
        "memref.expand_shape" => expand_shape(cx, op),
        "memref.collapse_shape" => collapse_shape(cx, op),
        "memref.reshape" => reshape(cx, op),
        "memref.view" => view(cx, op),
        "memref.dim" => dim(cx, op),
        "memref.rank" => {
            let t = cx.operand_ty(op, 0)?;
            let r = match cx.ir.ctx.shape(t) {
                Some(s) => cx.idx(s.len() as i64).into(),
                None => cx.b.build_extract_value(cx.operand(op, 0)?.into_struct_value(), 0, "")?,
            };
            cx.set_result(op, 0, r)
        }
        "memref.copy" => copy(cx, op),
        "memref.extract_strided_metadata" => {
            let m = cx.mr(op, 0)?;
            let rank = m.shape.len();
            let bt = cx.result_ty(op, 0)?;
            let (al, ag) = (cx.mr_allocated(&m)?, cx.mr_aligned(&m)?);
            let base = cx.build_desc(bt, al, ag, cx.idx(0), &[], &[])?;
            cx.set_result(op, 0, base.into())?;
            let off = if m.offset != DYNAMIC { cx.idx(m.offset) } else { cx.field(&m, 2)?.into_int_value() };
            cx.set_result(op, 1, off.into())?;
            for i in 0..rank {
                let s = cx.mr_size(&m, i)?;
                cx.set_result(op, 2 + i, s.into())?;
                let st = cx.mr_stride(&m, i)?;
                cx.set_result(op, 2 + rank + i, st.into())?;
            }
            Ok(())
        }
        "memref.extract_aligned_pointer_as_index" => {
            let m = cx.mr(op, 0)?;
            let p = cx.mr_aligned(&m)?;
            let i = cx.b.build_ptr_to_int(p, cx.index_ty(), "")?;
            cx.set_result(op, 0, i.into())
        }
        "memref.assume_alignment" => {
            let v = cx.operand(op, 0)?;
            cx.set_result(op, 0, v)
        }
        "memref.atomic_rmw" => atomic_rmw(cx, op),
        "memref.generic_atomic_rmw" => generic_atomic_rmw(cx, op),
        "memref.alloca_scope" => alloca_scope(cx, op),
        "memref.alloca_scope.return" => cx.region_exit(op),
        "memref.memory_space_cast" => {
            let v = cx.operand(op, 0)?;
            let (a, b) = (cx.ty(cx.operand_ty(op, 0)?)?, cx.ty(cx.result_ty(op, 0)?)?);
            if a != b {
                return fail("between different LLVM address spaces cannot be translated by mlirc yet");
            }
            cx.set_result(op, 0, v)
        }
        _ => super::unsupported(),
    }
}

fn alloc(cx: &mut Cx, op: Op, stack: bool) -> R<()> {
    let t = cx.result_ty(op, 0)?;
    let TypeKind::MemRef { shape, elem, .. } = cx.ir.ctx.type_kind(t).clone() else {
        return fail("has a non-memref result");
    };
    if !is_row_major(&cx.ir.ctx, t)
        && strides_and_offset(&cx.ir.ctx, t).map(|(s, o)| s.contains(&DYNAMIC) || o == DYNAMIC).unwrap_or(true)
    {
        return fail(format!(
            "of type '{}' (a layout that is not static and strided) cannot be translated",
            cx.type_str(t)
        ));
    }
    let seg = segments(cx.ir, op);
    let dyns = seg.first().cloned().unwrap_or_default();
    let sizes = mixed(cx, &shape, &dyns)?;
    let mut strides = cx.row_major(&sizes)?;
    let mut offset = cx.idx(0);
    let mut sizes2 = sizes.clone();
    cx.pin(t, &mut sizes2, &mut strides, &mut offset);
    let et = cx.ty(elem)?;
    // Elements spanned: for the identity layout the product of the sizes; for a static
    // strided layout offset + Σ (size_i - 1) * stride_i + 1.
    let mut count = cx.idx(1);
    if is_row_major(&cx.ir.ctx, t) {
        for &s in &sizes {
            count = cx.imul(count, s)?;
        }
    } else {
        count = cx.iadd(offset, cx.idx(1))?;
        for (&s, &st) in sizes.iter().zip(&strides) {
            let sm1 = cx.b.build_int_sub(s, cx.idx(1), "")?;
            let t = cx.imul(sm1, st)?;
            count = cx.iadd(count, t)?;
        }
    }
    let align = cx.ir.attr(op, "alignment").and_then(|a| cx.ir.ctx.as_int(a)).unwrap_or(0) as u64;
    let p = if stack {
        let a = cx.b.build_array_alloca(et, count, "")?;
        if align > 0 {
            if let Some(i) = a.as_instruction() {
                let _ = i.set_alignment(align as u32);
            }
        }
        a
    } else {
        let esz = cx.size_of(et)?;
        let bytes = cx.imul(count, esz)?;
        let f = cx.extern_fn(ALLOC_FN, Some(cx.ptr_ty().into()), &[cx.index_ty().into(), cx.index_ty().into()]);
        let Some(p) = cx.call(f, &[bytes.into(), cx.idx(align as i64).into()])? else {
            return fail("allocation returned nothing");
        };
        p.into_pointer_value()
    };
    let d = cx.build_desc(t, p, p, offset, &sizes2, &strides)?;
    cx.set_result(op, 0, d.into())
}

fn cast(cx: &mut Cx, op: Op) -> R<()> {
    let (from, to) = (cx.operand_ty(op, 0)?, cx.result_ty(op, 0)?);
    let v = cx.operand(op, 0)?;
    let (fr, tr) = (cx.ir.ctx.shape(from).is_some(), cx.ir.ctx.shape(to).is_some());
    let r: BasicValueEnum = match (fr, tr) {
        (true, true) => v,
        (true, false) => {
            let m = cx.mr_of(v, from)?;
            cx.to_unranked(&m)?.into()
        }
        (false, true) => {
            let p = cx.b.build_extract_value(v.into_struct_value(), 1, "")?.into_pointer_value();
            let st = cx.ty(to)?;
            cx.b.build_load(st, p, "")?
        }
        (false, false) => v,
    };
    cx.set_result(op, 0, r)
}

fn subview(cx: &mut Cx, op: Op) -> R<()> {
    let m = cx.mr(op, 0)?;
    let t = cx.result_ty(op, 0)?;
    let seg = segments(cx.ir, op);
    if seg.len() != 4 {
        return fail("has malformed operand segments");
    }
    let so = dense_array(cx.ir, op, "static_offsets").unwrap_or_default();
    let ss = dense_array(cx.ir, op, "static_sizes").unwrap_or_default();
    let st = dense_array(cx.ir, op, "static_strides").unwrap_or_default();
    let offs = mixed(cx, &so, &seg[1])?;
    let sizes = mixed(cx, &ss, &seg[2])?;
    let strides = mixed(cx, &st, &seg[3])?;
    let mut offset = cx.mr_offset(&m)?;
    let mut new_strides = vec![];
    for i in 0..offs.len() {
        let s = cx.mr_stride(&m, i)?;
        let t1 = cx.imul(offs[i], s)?;
        offset = cx.iadd(offset, t1)?;
        new_strides.push(cx.imul(strides[i], s)?);
    }
    // Rank reduction: drop unit dimensions the result type does not have.
    let rshape = cx.ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default();
    let (mut out_sizes, mut out_strides) = (sizes.clone(), new_strides.clone());
    if rshape.len() != ss.len() {
        let Some(dropped) = rank_reduction_mask(&ss, &rshape) else {
            return fail("has a rank reduction mlirc cannot infer");
        };
        out_sizes = sizes.iter().enumerate().filter(|(i, _)| !dropped.contains(i)).map(|x| *x.1).collect();
        out_strides = new_strides.iter().enumerate().filter(|(i, _)| !dropped.contains(i)).map(|x| *x.1).collect();
    }
    cx.pin(t, &mut out_sizes, &mut out_strides, &mut offset);
    let d = cx.build_desc(t, cx.mr_allocated(&m)?, cx.mr_aligned(&m)?, offset, &out_sizes, &out_strides)?;
    cx.set_result(op, 0, d.into())
}

/// The (allocated, aligned) pointers of a ranked or unranked memref operand.
pub(super) fn base_pointers<'c>(cx: &Cx<'_, 'c>, op: Op, i: usize) -> R<(PointerValue<'c>, PointerValue<'c>)> {
    let t = cx.operand_ty(op, i)?;
    if cx.ir.ctx.shape(t).is_some() {
        let m = cx.mr(op, i)?;
        return Ok((cx.mr_allocated(&m)?, cx.mr_aligned(&m)?));
    }
    // Unranked: the descriptor starts with the two pointers, whatever its rank.
    let u = cx.operand(op, i)?.into_struct_value();
    let d = cx.b.build_extract_value(u, 1, "")?.into_pointer_value();
    let al = cx.b.build_load(cx.ptr_ty(), d, "")?.into_pointer_value();
    // SAFETY: the second field of every ranked descriptor is the aligned pointer.
    let p1 = unsafe { cx.b.build_in_bounds_gep(cx.ptr_ty(), d, &[cx.idx(1)], "")? };
    let ag = cx.b.build_load(cx.ptr_ty(), p1, "")?.into_pointer_value();
    Ok((al, ag))
}

fn reinterpret_cast(cx: &mut Cx, op: Op) -> R<()> {
    let t = cx.result_ty(op, 0)?;
    let seg = segments(cx.ir, op);
    if seg.len() != 4 {
        return fail("has malformed operand segments");
    }
    let so = dense_array(cx.ir, op, "static_offsets").unwrap_or_default();
    let ss = dense_array(cx.ir, op, "static_sizes").unwrap_or_default();
    let st = dense_array(cx.ir, op, "static_strides").unwrap_or_default();
    let offs = mixed(cx, &so, &seg[1])?;
    let mut sizes = mixed(cx, &ss, &seg[2])?;
    let mut strides = mixed(cx, &st, &seg[3])?;
    let mut offset = offs.first().copied().unwrap_or(cx.idx(0));
    cx.pin(t, &mut sizes, &mut strides, &mut offset);
    let (al, ag) = base_pointers(cx, op, 0)?;
    let d = cx.build_desc(t, al, ag, offset, &sizes, &strides)?;
    cx.set_result(op, 0, d.into())
}

fn transpose(cx: &mut Cx, op: Op) -> R<()> {
    let m = cx.mr(op, 0)?;
    let t = cx.result_ty(op, 0)?;
    let Some(perm) = cx.ir.attr(op, "permutation").and_then(|a| cx.ir.ctx.as_affine_map(a)).cloned() else {
        return fail("has no permutation");
    };
    let mut sizes = vec![];
    let mut strides = vec![];
    for e in &perm.results {
        let crate::ir::affine::AffineExpr::Dim(d) = e else {
            return fail("has a permutation that is not a permutation of dimensions");
        };
        sizes.push(cx.mr_size(&m, *d as usize)?);
        strides.push(cx.mr_stride(&m, *d as usize)?);
    }
    let mut offset = cx.mr_offset(&m)?;
    cx.pin(t, &mut sizes, &mut strides, &mut offset);
    let d = cx.build_desc(t, cx.mr_allocated(&m)?, cx.mr_aligned(&m)?, offset, &sizes, &strides)?;
    cx.set_result(op, 0, d.into())
}

fn expand_shape(cx: &mut Cx, op: Op) -> R<()> {
    let m = cx.mr(op, 0)?;
    let t = cx.result_ty(op, 0)?;
    let Some(groups) = reassociation(cx.ir, op) else { return fail("has no reassociation") };
    let so = dense_array(cx.ir, op, "static_output_shape").unwrap_or_default();
    let dyns = cx.ir.operands(op)[1..].to_vec();
    let mut sizes = mixed(cx, &so, &dyns)?;
    let rank = sizes.len();
    let mut strides = vec![cx.idx(0); rank];
    for (k, g) in groups.iter().enumerate() {
        // Innermost dimension of the group keeps the source stride; outer ones multiply.
        let mut s = cx.mr_stride(&m, k)?;
        for &d in g.iter().rev() {
            let d = d as usize;
            if d >= rank {
                return fail("has a reassociation out of range");
            }
            strides[d] = s;
            s = cx.imul(s, sizes[d])?;
        }
    }
    let mut offset = cx.mr_offset(&m)?;
    cx.pin(t, &mut sizes, &mut strides, &mut offset);
    let d = cx.build_desc(t, cx.mr_allocated(&m)?, cx.mr_aligned(&m)?, offset, &sizes, &strides)?;
    cx.set_result(op, 0, d.into())
}

fn collapse_shape(cx: &mut Cx, op: Op) -> R<()> {
    let m = cx.mr(op, 0)?;
    let t = cx.result_ty(op, 0)?;
    let Some(groups) = reassociation(cx.ir, op) else { return fail("has no reassociation") };
    let mut sizes = vec![];
    let mut strides = vec![];
    for g in &groups {
        let mut size = cx.idx(1);
        for &d in g {
            let s = cx.mr_size(&m, d as usize)?;
            size = cx.imul(size, s)?;
        }
        sizes.push(size);
        // The stride of the group is that of its innermost dimension.
        match g.last() {
            Some(&d) => strides.push(cx.mr_stride(&m, d as usize)?),
            None => strides.push(cx.idx(1)),
        }
    }
    let mut offset = cx.mr_offset(&m)?;
    cx.pin(t, &mut sizes, &mut strides, &mut offset);
    let d = cx.build_desc(t, cx.mr_allocated(&m)?, cx.mr_aligned(&m)?, offset, &sizes, &strides)?;
    cx.set_result(op, 0, d.into())
}

fn reshape(cx: &mut Cx, op: Op) -> R<()> {
    let t = cx.result_ty(op, 0)?;
    let Some(rshape) = cx.ir.ctx.shape(t).map(|s| s.to_vec()) else {
        return reshape_unranked(cx, op);
    };
    let (al, ag) = base_pointers(cx, op, 0)?;
    let sh = cx.mr(op, 1)?;
    let mut sizes = vec![];
    for (i, &k) in rshape.iter().enumerate() {
        if k != DYNAMIC {
            sizes.push(cx.idx(k));
            continue;
        }
        let p = cx.elem_addr(&sh, &[cx.idx(i as i64)])?;
        let v = cx.b.build_load(sh.elem, p, "")?.into_int_value();
        let v = if v.get_type().get_bit_width() == cx.opts.index_bits {
            v
        } else {
            cx.b.build_int_s_extend_or_bit_cast(v, cx.index_ty(), "")?
        };
        sizes.push(v);
    }
    let strides = cx.row_major(&sizes)?;
    let src_t = cx.operand_ty(op, 0)?;
    let offset = match cx.ir.ctx.shape(src_t) {
        Some(_) => {
            let m = cx.mr(op, 0)?;
            cx.mr_offset(&m)?
        }
        None => cx.idx(0),
    };
    let d = cx.build_desc(t, al, ag, offset, &sizes, &strides)?;
    cx.set_result(op, 0, d.into())
}

/// The source's offset, ranked or unranked.
fn source_offset<'c>(cx: &Cx<'_, 'c>, op: Op, i: usize) -> R<IntValue<'c>> {
    let t = cx.operand_ty(op, i)?;
    if cx.ir.ctx.shape(t).is_some() {
        let m = cx.mr(op, i)?;
        return cx.mr_offset(&m);
    }
    let u = cx.operand(op, i)?.into_struct_value();
    let d = cx.b.build_extract_value(u, 1, "")?.into_pointer_value();
    let st = cx.desc_ty(0, inkwell::AddressSpace::default());
    let p = cx.b.build_struct_gep(st, d, 2, "")?;
    Ok(cx.b.build_load(cx.index_ty(), p, "")?.into_int_value())
}

/// `memref.reshape` to an unranked memref: the rank is the shape buffer's length, known at
/// run time, so the descriptor is built on the stack: pointers and offset of the source,
/// sizes from the shape buffer, row-major strides computed innermost first.
fn reshape_unranked(cx: &mut Cx, op: Op) -> R<()> {
    if cx.opts.index_bits != 64 {
        return fail("to an unranked memref needs 64-bit pointers and indices");
    }
    let (al, ag) = base_pointers(cx, op, 0)?;
    let offset = source_offset(cx, op, 0)?;
    let sh = cx.mr(op, 1)?;
    let rank = cx.mr_size(&sh, 0)?;
    let bytes = cx.unranked_desc_bytes(rank)?;
    let d = cx.b.build_array_alloca(cx.ll.i8_type(), bytes, "")?;
    if let Some(i) = d.as_instruction() {
        let _ = i.set_alignment(8);
    }
    let st = cx.desc_ty(0, inkwell::AddressSpace::default());
    cx.b.build_store(cx.b.build_struct_gep(st, d, 0, "")?, al)?;
    cx.b.build_store(cx.b.build_struct_gep(st, d, 1, "")?, ag)?;
    cx.b.build_store(cx.b.build_struct_gep(st, d, 2, "")?, offset)?;
    // for (i = rank - 1, stride = 1; i >= 0; stride *= size_i, i--)
    let it = cx.index_ty();
    let start = cx.b.build_int_sub(rank, cx.idx(1), "")?;
    let here = cx.insert_block()?;
    let head = cx.append_block("reshape.head")?;
    let body = cx.append_block("reshape.body")?;
    let done = cx.append_block("reshape.done")?;
    cx.b.build_unconditional_branch(head)?;
    cx.b.position_at_end(head);
    let i = cx.b.build_phi(it, "")?;
    let stride = cx.b.build_phi(it, "")?;
    let iv = i.as_basic_value().into_int_value();
    let sv = stride.as_basic_value().into_int_value();
    let more = cx.b.build_int_compare(inkwell::IntPredicate::SGE, iv, cx.idx(0), "")?;
    cx.b.build_conditional_branch(more, body, done)?;
    cx.b.position_at_end(body);
    let sp = cx.elem_addr(&sh, &[iv])?;
    let size = cx.b.build_load(sh.elem, sp, "")?.into_int_value();
    let size = cx.b.build_int_s_extend_or_bit_cast(size, it, "")?;
    // Words of the descriptor: 3 + i for size i, 3 + rank + i for stride i.
    let si = cx.iadd(iv, cx.idx(3))?;
    // SAFETY: the descriptor was allocated for `rank` sizes and strides.
    let sizep = unsafe { cx.b.build_in_bounds_gep(it, d, &[si], "")? };
    cx.b.build_store(sizep, size)?;
    let ti = cx.iadd(si, rank)?;
    // SAFETY: as above.
    let stridep = unsafe { cx.b.build_in_bounds_gep(it, d, &[ti], "")? };
    cx.b.build_store(stridep, sv)?;
    let next_s = cx.imul(sv, size)?;
    let next_i = cx.b.build_int_sub(iv, cx.idx(1), "")?;
    let body_end = cx.insert_block()?;
    cx.b.build_unconditional_branch(head)?;
    i.add_incoming(&[(&start, here), (&next_i, body_end)]);
    stride.add_incoming(&[(&cx.idx(1), here), (&next_s, body_end)]);
    cx.b.position_at_end(done);
    let u = cx.b.build_insert_value(cx.unranked_ty().get_poison(), rank, 0, "")?;
    let u = cx.b.build_insert_value(u, d, 1, "")?;
    cx.set_result(op, 0, u.into_struct_value().into())
}

fn view(cx: &mut Cx, op: Op) -> R<()> {
    let m = cx.mr(op, 0)?;
    let t = cx.result_ty(op, 0)?;
    let Some(shape) = cx.ir.ctx.shape(t).map(|s| s.to_vec()) else { return fail("has an unranked result") };
    let ops = cx.ir.operands(op).to_vec();
    let Some(&shift) = ops.get(1) else { return fail("has no byte shift") };
    let shift = cx.val(shift)?.into_int_value();
    let mut sizes = mixed(cx, &shape, &ops[2..])?;
    let mut strides = cx.row_major(&sizes)?;
    // aligned' = aligned + source offset (bytes of i8) + shift
    let src_off = cx.mr_offset(&m)?;
    let bytes = cx.iadd(src_off, shift)?;
    // SAFETY: the view's byte shift stays within the source buffer by the op's contract.
    let ag = unsafe { cx.b.build_in_bounds_gep(cx.ll.i8_type(), cx.mr_aligned(&m)?, &[bytes], "")? };
    let mut offset = cx.idx(0);
    cx.pin(t, &mut sizes, &mut strides, &mut offset);
    let d = cx.build_desc(t, cx.mr_allocated(&m)?, ag, offset, &sizes, &strides)?;
    cx.set_result(op, 0, d.into())
}

fn dim(cx: &mut Cx, op: Op) -> R<()> {
    let t = cx.operand_ty(op, 0)?;
    let i = cx.operand(op, 1)?.into_int_value();
    let r: IntValue = match cx.ir.ctx.shape(t).map(|s| s.to_vec()) {
        Some(shape) => {
            let m = cx.mr(op, 0)?;
            match i.get_sign_extended_constant() {
                Some(c) if (c as usize) < shape.len() && c >= 0 => cx.mr_size(&m, c as usize)?,
                _ => {
                    // A dynamic dimension index: spill the sizes and load the one asked for.
                    if shape.is_empty() {
                        return fail("of a rank-0 memref has no dimension");
                    }
                    let arr = cx.b.build_extract_value(m.v, 3, "")?;
                    let p = cx.entry_alloca(arr.get_type(), "")?;
                    cx.b.build_store(p, arr)?;
                    // SAFETY: an out-of-range index is undefined behavior in MLIR too.
                    let ep = unsafe { cx.b.build_in_bounds_gep(cx.index_ty(), p, &[i], "")? };
                    cx.b.build_load(cx.index_ty(), ep, "")?.into_int_value()
                }
            }
        }
        None => {
            // Unranked: sizes start after {ptr, ptr, index} in the descriptor.
            let u = cx.operand(op, 0)?.into_struct_value();
            let d = cx.b.build_extract_value(u, 1, "")?.into_pointer_value();
            let st = cx.desc_ty(1, inkwell::AddressSpace::default());
            let sizes = cx.b.build_struct_gep(st, d, 3, "")?;
            // SAFETY: as above.
            let ep = unsafe { cx.b.build_in_bounds_gep(cx.index_ty(), sizes, &[i], "")? };
            cx.b.build_load(cx.index_ty(), ep, "")?.into_int_value()
        }
    };
    cx.set_result(op, 0, r.into())
}

fn copy(cx: &mut Cx, op: Op) -> R<()> {
    let (st, dt) = (cx.operand_ty(op, 0)?, cx.operand_ty(op, 1)?);
    let ranked = cx.ir.ctx.shape(st).is_some() && cx.ir.ctx.shape(dt).is_some();
    let elem = cx.ir.ctx.elem_ty(st);
    let et = cx.ty(elem)?;
    let esz = cx.size_of(et)?;
    let contiguous = ranked && is_row_major(&cx.ir.ctx, st) && is_row_major(&cx.ir.ctx, dt);
    if contiguous {
        let (s, d) = (cx.mr(op, 0)?, cx.mr(op, 1)?);
        let mut n = cx.idx(1);
        for i in 0..s.shape.len() {
            let k = cx.mr_size(&s, i)?;
            n = cx.imul(n, k)?;
        }
        let bytes = cx.imul(n, esz)?;
        let zeros = vec![cx.idx(0); s.shape.len()];
        let sp = cx.elem_addr(&s, &zeros)?;
        let dp = cx.elem_addr(&d, &zeros)?;
        cx.b.build_memcpy(dp, 1, sp, 1, bytes).map_err(|e| Fail::Msg(format!("cannot build a memcpy: {e}")))?;
        return Ok(());
    }
    let un = |i: usize| -> R<StructValue> {
        let t = cx.operand_ty(op, i)?;
        if cx.ir.ctx.shape(t).is_some() {
            let m = cx.mr(op, i)?;
            cx.to_unranked(&m)
        } else {
            Ok(cx.operand(op, i)?.into_struct_value())
        }
    };
    let (su, du) = (un(0)?, un(1)?);
    let sp = cx.b.build_alloca(su.get_type(), "")?;
    cx.b.build_store(sp, su)?;
    let dp = cx.b.build_alloca(du.get_type(), "")?;
    cx.b.build_store(dp, du)?;
    let f = cx.extern_fn("memrefCopy", None, &[cx.index_ty().into(), cx.ptr_ty().into(), cx.ptr_ty().into()]);
    cx.call(f, &[esz.into(), sp.into(), dp.into()])?;
    Ok(())
}

/// `arith::AtomicRMWKind` values, as upstream numbers them.
fn rmw_kind(k: i128) -> Option<&'static str> {
    const KINDS: &[&str] = &[
        "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
        "mulf", "muli", "ori", "xori",
    ];
    KINDS.get(usize::try_from(k).ok()?).copied()
}

fn atomic_rmw(cx: &mut Cx, op: Op) -> R<()> {
    let Some(kind) = cx.ir.attr(op, "kind").and_then(|a| cx.ir.ctx.as_int(a)).and_then(rmw_kind) else {
        return fail("has an unknown kind");
    };
    let v = cx.operand(op, 0)?;
    let m = cx.mr(op, 1)?;
    let ix = indices(cx, &cx.ir.operands(op)[2..])?;
    let p = cx.elem_addr(&m, &ix)?;
    let bin = match kind {
        "addf" => Some(AtomicRMWBinOp::FAdd),
        "addi" => Some(AtomicRMWBinOp::Add),
        "andi" => Some(AtomicRMWBinOp::And),
        "assign" => Some(AtomicRMWBinOp::Xchg),
        "maximumf" => Some(AtomicRMWBinOp::FMaximum),
        "maxnumf" => Some(AtomicRMWBinOp::FMax),
        "maxs" => Some(AtomicRMWBinOp::Max),
        "maxu" => Some(AtomicRMWBinOp::UMax),
        "minimumf" => Some(AtomicRMWBinOp::FMinimum),
        "minnumf" => Some(AtomicRMWBinOp::FMin),
        "mins" => Some(AtomicRMWBinOp::Min),
        "minu" => Some(AtomicRMWBinOp::UMin),
        "ori" => Some(AtomicRMWBinOp::Or),
        "xori" => Some(AtomicRMWBinOp::Xor),
        _ => None,
    };
    let old = match bin {
        Some(b) => atomicrmw(cx, b, p, v)?,
        None => {
            // mulf / muli: a compare-and-swap loop.
            let opc = if kind == "mulf" { O::LLVMFMul } else { O::LLVMMul };
            cas_loop_with(cx, p, m.elem, |cx, cur| cx.binop(opc, cur, v))?
        }
    };
    cx.set_result(op, 0, old)
}

fn atomicrmw<'c>(
    cx: &Cx<'_, 'c>,
    b: AtomicRMWBinOp,
    p: PointerValue<'c>,
    v: BasicValueEnum<'c>,
) -> R<BasicValueEnum<'c>> {
    use inkwell::llvm_sys::core as llc;
    use inkwell::values::AsValueRef;
    // inkwell's typed helper only takes integers; the C API takes any value.
    let op = match b {
        AtomicRMWBinOp::Xchg => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpXchg,
        AtomicRMWBinOp::Add => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAdd,
        AtomicRMWBinOp::And => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAnd,
        AtomicRMWBinOp::Or => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpOr,
        AtomicRMWBinOp::Xor => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpXor,
        AtomicRMWBinOp::Max => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpMax,
        AtomicRMWBinOp::Min => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpMin,
        AtomicRMWBinOp::UMax => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpUMax,
        AtomicRMWBinOp::UMin => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpUMin,
        AtomicRMWBinOp::FAdd => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFAdd,
        AtomicRMWBinOp::FMax => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFMax,
        AtomicRMWBinOp::FMin => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFMin,
        AtomicRMWBinOp::FMaximum => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFMaximum,
        AtomicRMWBinOp::FMinimum => inkwell::llvm_sys::LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpFMinimum,
        _ => return fail("has an atomic kind mlirc cannot translate"),
    };
    // SAFETY: `p` and `v` are live values of this context; the builder is positioned.
    let r = unsafe {
        llc::LLVMBuildAtomicRMW(
            cx.b.as_mut_ptr(),
            op,
            p.as_value_ref(),
            v.as_value_ref(),
            inkwell::llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingAcquireRelease,
            0,
        )
    };
    if r.is_null() {
        return fail("could not build an atomicrmw");
    }
    Ok(cx.wrap(r))
}

/// The compare-and-swap loop of `atomic_rmw mulf/muli` and `generic_atomic_rmw`: `body`
/// computes the new value from the current one (positioned inside the loop).
fn cas_loop_with<'c, F>(
    cx: &mut Cx<'_, 'c>,
    p: PointerValue<'c>,
    et: BasicTypeEnum<'c>,
    mut body: F,
) -> R<BasicValueEnum<'c>>
where
    F: FnMut(&mut Cx<'_, 'c>, BasicValueEnum<'c>) -> R<BasicValueEnum<'c>>,
{
    let it = match et {
        BasicTypeEnum::IntType(t) => t,
        BasicTypeEnum::FloatType(f) if f == cx.ll.f64_type() => cx.ll.i64_type(),
        BasicTypeEnum::FloatType(f) if f == cx.ll.f32_type() => cx.ll.i32_type(),
        BasicTypeEnum::FloatType(_) => cx.ll.i16_type(),
        _ => return fail("needs a compare-and-swap on a type mlirc cannot exchange atomically"),
    };
    let is_float = matches!(et, BasicTypeEnum::FloatType(_));
    let init = cx.b.build_load(et, p, "")?;
    let here = cx.insert_block()?;
    let lp = cx.append_block("cas.loop")?;
    let done = cx.append_block("cas.done")?;
    cx.b.build_unconditional_branch(lp)?;
    cx.b.position_at_end(lp);
    let cur = cx.b.build_phi(et, "")?;
    let curv = cur.as_basic_value();
    let new = body(cx, curv)?;
    let (ci, ni) = if is_float {
        (cx.cast(O::LLVMBitCast, curv, it.into())?, cx.cast(O::LLVMBitCast, new, it.into())?)
    } else {
        (curv, new)
    };
    let pair = cx.b.build_cmpxchg(
        p,
        ci.into_int_value(),
        ni.into_int_value(),
        AtomicOrdering::AcquireRelease,
        AtomicOrdering::Monotonic,
    )?;
    let seen = cx.b.build_extract_value(pair, 0, "")?;
    let ok = cx.b.build_extract_value(pair, 1, "")?.into_int_value();
    let seen_t = if is_float { cx.cast(O::LLVMBitCast, seen, et)? } else { seen };
    let end = cx.insert_block()?;
    cx.b.build_conditional_branch(ok, done, lp)?;
    cur.add_incoming(&[(&init, here), (&seen_t, end)]);
    cx.b.position_at_end(done);
    Ok(curv)
}

fn generic_atomic_rmw(cx: &mut Cx, op: Op) -> R<()> {
    let m = cx.mr(op, 0)?;
    let ix = indices(cx, &cx.ir.operands(op)[1..])?;
    let p = cx.elem_addr(&m, &ix)?;
    let Some(&r) = cx.ir.regions(op).first() else { return fail("has no body") };
    if cx.ir.num_blocks(r) != 1 {
        return fail("with a multi-block body cannot be translated by mlirc yet");
    }
    let body = cx.ir.entry_block(r).unwrap();
    let arg = *cx.ir.args(body).first().ok_or(Fail::Msg("has a body without argument".into()))?;
    let ops: Vec<Op> = cx.ir.ops(body).collect();
    let old = cas_loop_with(cx, p, m.elem, |cx, cur| {
        cx.set(arg, cur);
        let mut yielded = None;
        for &o in &ops {
            if cx.ir.op_name(o) == "memref.atomic_yield" {
                yielded = Some(cx.operand(o, 0)?);
            } else {
                cx.op(o)?;
            }
        }
        yielded.ok_or(Fail::Msg("has a body without memref.atomic_yield".into()))
    })?;
    cx.set_result(op, 0, old)
}

fn alloca_scope(cx: &mut Cx, op: Op) -> R<()> {
    let Some(&r) = cx.ir.regions(op).first() else { return fail("has no body") };
    let sp = cx.intrinsic("llvm.stacksave", &[cx.ptr_ty().into()], &[])?;
    let tys = cx.ir.result_types(op);
    let results = cx.inline_region(r, &tys)?;
    cx.intrinsic_void("llvm.stackrestore", &[cx.ptr_ty().into()], &[sp])?;
    for (i, v) in results.into_iter().enumerate() {
        cx.set_result(op, i, v)?;
    }
    Ok(())
}

/// The value of an integer constant (sign-extended), `None` for anything else.
fn const_of(v: IntValue) -> Option<i64> {
    if v.is_const() {
        v.get_sign_extended_constant()
    } else {
        None
    }
}
