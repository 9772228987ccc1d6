//! Bufferizable-op models (see `interface.rs`) for the ops of the other dialects, attached to
//! their op kinds by `attach` (upstream keeps these in each dialect's
//! `BufferizableOpInterfaceImpl`; here they sit beside the interface so that one file shows
//! which ops bufferize and how).
//!
//! Covered: `tensor.empty, extract, insert, dim, rank, cast, extract_slice, insert_slice,
//! from_elements, expand_shape, collapse_shape`; `bufferization.alloc_tensor, to_buffer,
//! materialize_in_destination`; every linalg op in destination-passing style; tensor
//! `arith.constant` (a read-only `memref.global`); `func.return`, `func.call`; `scf.for`,
//! `scf.if` and `scf.yield`; `cf.br`, `cf.cond_br`; then (at the end of the file)
//! `tensor.splat, generate, pad, concat, bitcast, reshape`, `arith.select` with an `i1`
//! condition, `bufferization.dealloc_tensor`, `scf.execute_region, index_switch, while,
//! condition`, `scf.forall` with `shared_outs` and `tensor.parallel_insert_slice`; torch-mlir's
//! `tm_tensor.sort, scan, scatter, topk`; `ml_program.global, global_load, global_load_const,
//! global_store` on tensors.

use super::interface::*;
use crate::dialects::build::index_const;
use crate::dialects::common::{dense_array, segments};
use crate::ir::context::TypeKind;
use crate::ir::interfaces::RegionPoint;
use crate::ir::layout::{canonical_strides, sat_add, sat_mul, strided_memref, strides_and_offset};
use crate::ir::registry::Registry;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

/// Attaches the models to the registered op kinds.
pub fn attach(reg: &mut Registry) {
    let table: &[(&str, &'static BufferizableOpInterface)] = &[
        ("tensor.empty", &EMPTY),
        ("tensor.extract", &EXTRACT),
        ("tensor.insert", &INSERT),
        ("tensor.dim", &DIM),
        ("tensor.rank", &RANK),
        ("tensor.cast", &CAST),
        ("tensor.extract_slice", &EXTRACT_SLICE),
        ("tensor.insert_slice", &INSERT_SLICE),
        ("tensor.from_elements", &FROM_ELEMENTS),
        ("tensor.expand_shape", &RESHAPE),
        ("tensor.collapse_shape", &RESHAPE),
        ("bufferization.alloc_tensor", &ALLOC_TENSOR),
        ("bufferization.to_buffer", &TO_BUFFER),
        ("bufferization.materialize_in_destination", &MATERIALIZE),
        ("arith.constant", &CONSTANT),
        ("func.return", &RETURN),
        ("func.call", &CALL),
        ("scf.for", &FOR),
        ("scf.if", &IF),
        ("scf.yield", &YIELD),
        ("cf.br", &BRANCH),
        ("cf.cond_br", &BRANCH),
        ("tensor.splat", &SPLAT),
        ("tensor.generate", &GENERATE),
        ("tensor.pad", &PAD),
        ("tensor.concat", &CONCAT),
        ("tensor.bitcast", &BITCAST),
        ("tensor.reshape", &TENSOR_RESHAPE),
        ("arith.select", &SELECT),
        ("bufferization.dealloc_tensor", &DEALLOC_TENSOR),
        ("scf.execute_region", &REGION_RESULTS),
        ("scf.index_switch", &REGION_RESULTS),
        ("scf.while", &WHILE),
        ("scf.condition", &YIELD),
        ("scf.forall", &FORALL),
        ("tensor.parallel_insert_slice", &PARALLEL_INSERT_SLICE),
        ("tm_tensor.scan", &TM_TENSOR),
        ("tm_tensor.scatter", &TM_TENSOR),
        ("tm_tensor.sort", &TM_TENSOR),
        ("tm_tensor.topk", &TM_TENSOR),
        ("ml_program.global", &ML_PROGRAM_GLOBAL),
        ("ml_program.global_load", &GLOBAL_LOAD),
        ("ml_program.global_load_const", &GLOBAL_LOAD_CONST),
        ("ml_program.global_store", &GLOBAL_STORE),
    ];
    for (name, model) in table {
        reg.attach(name, *model);
    }
    let linalg: Vec<&'static str> = reg
        .defs()
        .filter(|(_, d)| {
            d.dialect() == "linalg" && d.interfaces.dps_inits.is_some() && d.interfaces.structured.is_some()
        })
        .map(|(_, d)| d.name)
        .collect();
    for name in linalg {
        reg.attach(name, &LINALG);
    }
}

fn no(_: &Ir, _: Op, _: usize) -> bool {
    false
}
fn yes(_: &Ir, _: Op, _: usize) -> bool {
    true
}
fn none(_: &Ir, _: Op, _: usize) -> Vec<usize> {
    vec![]
}
fn first_result(_: &Ir, _: Op, _: usize) -> Vec<usize> {
    vec![0]
}
fn is_tensor(ir: &Ir, v: Value) -> bool {
    ir.ctx.is_tensor(ir.value_ty(v))
}

// ----- tensor -----

static EMPTY: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_empty };

fn bufferize_empty(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let t = rw.ir.value_ty(rw.ir.result(op, 0));
    let ty = memref_type(&mut rw.ir.ctx, t);
    let sizes = rw.ir.operands(op).to_vec();
    let m = alloc(rw, ty, sizes);
    st.replace_op(rw, op, &[m]);
    Ok(())
}

static EXTRACT: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_extract };

fn bufferize_extract(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let m = st.buffer(rw, op, 0);
    let mut operands = rw.ir.operands(op).to_vec();
    operands[0] = m;
    let ty = rw.ir.value_ty(rw.ir.result(op, 0));
    let v = rw.create_value("memref.load", operands, ty, vec![]);
    st.replace_op(rw, op, &[v]);
    Ok(())
}

/// `tensor.insert %scalar into %dest[...]`: operand 1 is the destination.
static INSERT: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _, i| i == 1,
    writes: |_, _, i| i == 1,
    aliasing_results: |_, _, i| if i == 1 { vec![0] } else { vec![] },
    bufferize: bufferize_insert,
};

fn bufferize_insert(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let d = st.dest_buffer(rw, op, 1, true)?;
    let mut operands = rw.ir.operands(op).to_vec();
    operands[1] = d;
    rw.create("memref.store", operands, &[], vec![], vec![]);
    st.replace_op(rw, op, &[d]);
    Ok(())
}

static DIM: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_dim };

fn bufferize_dim(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let m = st.buffer(rw, op, 0);
    let index = rw.ir.operands(op)[1];
    let ty = rw.ir.ctx.index_ty();
    let v = rw.create_value("memref.dim", vec![m, index], ty, vec![]);
    st.replace_op(rw, op, &[v]);
    Ok(())
}

static RANK: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_rank };

fn bufferize_rank(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let m = st.buffer(rw, op, 0);
    let ty = rw.ir.ctx.index_ty();
    let v = rw.create_value("memref.rank", vec![m], ty, vec![]);
    st.replace_op(rw, op, &[v]);
    Ok(())
}

static CAST: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: first_result, bufferize: bufferize_cast };

/// The buffer type of a `tensor.cast` result, given the source buffer's type: the identity
/// layout when the source has it, else a fully dynamic strided layout (which every strided
/// source casts to).
fn cast_result_type(ctx: &mut Context, src: Type, result: Type) -> Type {
    let identity = memref_type(ctx, result);
    let TypeKind::MemRef { layout: Some(_), .. } = ctx.type_kind(src) else { return identity };
    match ctx.type_kind(result).clone() {
        TypeKind::Tensor { shape, elem, .. } => {
            let strides = vec![DYNAMIC; shape.len()];
            strided_memref(ctx, shape, elem, strides, DYNAMIC, None)
        }
        _ => identity,
    }
}

fn bufferize_cast(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let m = st.buffer(rw, op, 0);
    let src = rw.ir.value_ty(m);
    let result = rw.ir.value_ty(rw.ir.result(op, 0));
    let ty = cast_result_type(&mut rw.ir.ctx, src, result);
    let v = if ty == src { m } else { rw.create_value("memref.cast", vec![m], ty, vec![]) };
    st.replace_op(rw, op, &[v]);
    Ok(())
}

/// The type of a `memref.subview` of a buffer of type `src` with the static offsets, sizes
/// and strides of a slice op (dynamic entries are `DYNAMIC`), reduced to the rank of the
/// tensor type `slice` (dropping unit dimensions): `None` if `src` is not strided or the
/// rank reduction does not match.
fn subview_type(
    ctx: &mut Context,
    src: Type,
    offs: &[i64],
    sizes: &[i64],
    strides: &[i64],
    slice: Type,
) -> Option<Type> {
    let (src_strides, src_offset) = strides_and_offset(ctx, src)?;
    let elem = ctx.elem_ty(src);
    let want = ctx.shape(slice)?.to_vec();
    let mut offset = src_offset;
    for (&o, &s) in offs.iter().zip(&src_strides) {
        offset = if o == 0 {
            offset
        } else if o == DYNAMIC || s == DYNAMIC || offset == DYNAMIC {
            DYNAMIC
        } else {
            sat_add(offset, sat_mul(o, s))
        };
    }
    let mut shape = vec![];
    let mut res_strides = vec![];
    let mut j = 0;
    for (i, &size) in sizes.iter().enumerate() {
        if j < want.len() && want[j] == size {
            shape.push(size);
            let (a, b) = (src_strides[i], strides[i]);
            res_strides.push(if a == DYNAMIC || b == DYNAMIC { DYNAMIC } else { sat_mul(a, b) });
            j += 1;
        } else if size != 1 {
            return None;
        }
    }
    if j != want.len() {
        return None;
    }
    // A dynamic stride is the source's, not necessarily the canonical stride of the slice's
    // own sizes: only fully static canonical strides make the identity layout.
    if offset == 0 && !res_strides.contains(&DYNAMIC) && res_strides == canonical_strides(&shape) {
        return Some(ctx.ty(TypeKind::MemRef { shape, elem, layout: None, space: None }));
    }
    Some(strided_memref(ctx, shape, elem, res_strides, offset, None))
}

/// A `memref.subview` of `m` with the offsets, sizes and strides of slice op `op` (whose
/// operand groups `first..first+3` are them), typed for tensor type `slice`.
fn subview(rw: &mut Rewriter, op: Op, m: Value, first: usize, slice: Type) -> Result<Value, String> {
    let g = segments(rw.ir, op);
    let [offs, sizes, strides] =
        ["static_offsets", "static_sizes", "static_strides"].map(|n| dense_array(rw.ir, op, n).unwrap_or_default());
    let src = rw.ir.value_ty(m);
    let ty = subview_type(&mut rw.ir.ctx, src, &offs, &sizes, &strides, slice)
        .ok_or_else(|| "cannot compute the type of the buffer slice".to_string())?;
    let mut operands = vec![m];
    for grp in &g[first..first + 3] {
        operands.extend_from_slice(grp);
    }
    let segs =
        rw.ir.ctx.dense_i32_array(&[1, g[first].len() as i64, g[first + 1].len() as i64, g[first + 2].len() as i64]);
    let props: Vec<(&str, Attr)> = ["static_offsets", "static_sizes", "static_strides"]
        .into_iter()
        .filter_map(|n| rw.ir.attr(op, n).map(|a| (n, a)))
        .chain(std::iter::once(("operandSegmentSizes", segs)))
        .collect();
    Ok(rw.create_value("memref.subview", operands, ty, props))
}

/// Copies the source (operand 0) of `tensor.insert_slice`/`parallel_insert_slice` `op` into
/// the slice of buffer `d` its offsets, sizes and strides (operands from 2) name; nothing when
/// the source was computed in place in that very slice (through loops that pass it on).
fn copy_into_slice(rw: &mut Rewriter, op: Op, d: Value, st: &mut dyn BufferizeState) -> Result<(), String> {
    let src_ty = rw.ir.value_ty(rw.ir.operands(op)[0]);
    let view = subview(rw, op, d, 2, src_ty)?;
    let src = st.buffer(rw, op, 0);
    if same_subview(rw.ir, unchanged_source(rw.ir, src), view) {
        rw.erase_op(rw.ir.defining_op(view).expect("a subview"));
    } else {
        copy(rw, src, view);
    }
    Ok(())
}

/// Whether `a` and `b` are `memref.subview`s of one buffer with the same offsets, sizes and
/// strides.
fn same_subview(ir: &Ir, a: Value, b: Value) -> bool {
    let (Some(x), Some(y)) = (ir.defining_op(a), ir.defining_op(b)) else { return false };
    x != y
        && ir.op_name(x) == "memref.subview"
        && ir.op_name(y) == "memref.subview"
        && ir.operands(x) == ir.operands(y)
        && ir.props(x) == ir.props(y)
        && ir.value_ty(a) == ir.value_ty(b)
}

/// The buffer `m` is at the same place: up through `memref.cast`s and through loops that pass
/// the buffer on unchanged (an `scf.for` result whose body yields its own argument, an
/// `scf.while` result whose condition forwards a "before" argument that the "after" region
/// yields back unchanged) to the loop's init.
fn unchanged_source(ir: &Ir, mut m: Value) -> Value {
    let strip = |mut v: Value| {
        while let Some(d) = ir.defining_op(v).filter(|&d| ir.op_name(d) == "memref.cast") {
            v = ir.operands(d)[0];
        }
        v
    };
    loop {
        m = strip(m);
        let ValueDef::Result(d, k) = ir.value_def(m) else { return m };
        let k = k as usize;
        let entry = |r: usize| ir.regions(d).get(r).and_then(|&r| ir.entry_block(r));
        let yielded = |r: usize, i: usize| {
            let t = ir.terminator(entry(r)?)?;
            ir.operands(t).get(i).map(|&v| strip(v))
        };
        let next = match ir.op_name(d) {
            "scf.for" => {
                let arg = entry(0).and_then(|b| ir.args(b).get(k + 1).copied());
                (arg.is_some() && yielded(0, k) == arg).then(|| ir.operands(d)[3 + k])
            }
            "scf.while" => {
                // Result k is condition operand k + 1: "before" argument j, which the "after"
                // region must yield back as its own argument k.
                match (yielded(0, k + 1), entry(0), entry(1)) {
                    (Some(v), Some(b), Some(a)) => ir
                        .args(b)
                        .iter()
                        .position(|&x| x == v)
                        .and_then(|j| (yielded(1, j) == ir.args(a).get(k).copied()).then(|| ir.operands(d)[j])),
                    _ => None,
                }
            }
            _ => None,
        };
        match next {
            Some(n) => m = n,
            None => return m,
        }
    }
}

static EXTRACT_SLICE: BufferizableOpInterface = BufferizableOpInterface {
    reads: no,
    writes: no,
    aliasing_results: |_, _, i| if i == 0 { vec![0] } else { vec![] },
    bufferize: bufferize_extract_slice,
};

fn bufferize_extract_slice(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let m = st.buffer(rw, op, 0);
    let slice = rw.ir.value_ty(rw.ir.result(op, 0));
    let v = subview(rw, op, m, 1, slice)?;
    st.replace_op(rw, op, &[v]);
    Ok(())
}

/// `tensor.insert_slice %src into %dest[...]`: operand 1 is the destination.
static INSERT_SLICE: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _, i| i <= 1,
    writes: |_, _, i| i == 1,
    aliasing_results: |_, _, i| if i == 1 { vec![0] } else { vec![] },
    bufferize: bufferize_insert_slice,
};

fn bufferize_insert_slice(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let d = st.dest_buffer(rw, op, 1, true)?;
    copy_into_slice(rw, op, d, st)?;
    st.replace_op(rw, op, &[d]);
    Ok(())
}

static FROM_ELEMENTS: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_from_elements };

fn bufferize_from_elements(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let t = rw.ir.value_ty(rw.ir.result(op, 0));
    let shape = rw.ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default();
    let ty = memref_type(&mut rw.ir.ctx, t);
    let m = alloc(rw, ty, vec![]);
    let elems = rw.ir.operands(op).to_vec();
    let strides = canonical_strides(&shape);
    for (k, e) in elems.into_iter().enumerate() {
        // Row-major position k: index d is (k / stride_d) mod size_d.
        let mut idx = vec![];
        for (d, &size) in shape.iter().enumerate() {
            let v = (k as i64 / strides[d].max(1)) % size.max(1);
            idx.push(index_const(rw, v));
        }
        let mut operands = vec![e, m];
        operands.extend(idx);
        rw.create("memref.store", operands, &[], vec![], vec![]);
    }
    st.replace_op(rw, op, &[m]);
    Ok(())
}

/// `tensor.expand_shape` / `tensor.collapse_shape`: a reshaped view of the source buffer
/// (of a copy with the identity layout when the source has another layout).
static RESHAPE: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: first_result, bufferize: bufferize_reshape };

fn bufferize_reshape(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let mut m = st.buffer(rw, op, 0);
    let src = rw.ir.value_ty(m);
    let result = rw.ir.value_ty(rw.ir.result(op, 0));
    // A collapse of a static strided view whose groups are contiguous (a slice of a padded
    // buffer without its unit batch dimension) is a strided view too.
    let strided = strided_reshape(rw.ir, op, src, result);
    if strided.is_none() && !matches!(rw.ir.ctx.type_kind(src), TypeKind::MemRef { layout: None, .. }) {
        let t = tensor_type(&mut rw.ir.ctx, src);
        let want = memref_type(&mut rw.ir.ctx, t);
        m = buffer_as(rw, m, want);
    }
    let ty = match strided {
        Some(t) => t,
        None => memref_type(&mut rw.ir.ctx, result),
    };
    let name = if rw.ir.op_name(op) == "tensor.expand_shape" { "memref.expand_shape" } else { "memref.collapse_shape" };
    let mut operands = rw.ir.operands(op).to_vec();
    operands[0] = m;
    let props: Vec<(&str, Attr)> = ["reassociation", "static_output_shape"]
        .into_iter()
        .filter_map(|n| rw.ir.attr(op, n).map(|a| (n, a)))
        .collect();
    let v = rw.create_value(name, operands, ty, props);
    st.replace_op(rw, op, &[v]);
    Ok(())
}

/// The strided type of a reshape's result on a buffer of type `src` with a static
/// non-identity strided layout: a collapse whose groups are contiguous in it (MLIR's
/// `computeCollapsedLayoutMap`), or an expansion (each group's innermost dimension keeps the
/// source dimension's stride, the others multiply the sizes inside them).
fn strided_reshape(ir: &mut Ir, op: Op, src: Type, result: Type) -> Option<Type> {
    let TypeKind::MemRef { shape, elem, layout: Some(_), space } = ir.ctx.type_kind(src).clone() else { return None };
    let (strides, offset) = crate::ir::layout::strides_and_offset(&ir.ctx, src)?;
    let res_shape = ir.ctx.shape(result)?.to_vec();
    if strides.contains(&DYNAMIC) || offset == DYNAMIC || shape.contains(&DYNAMIC) || res_shape.contains(&DYNAMIC) {
        return None;
    }
    let re = crate::dialects::memref::reassociation_of(&ir.ctx, ir.attr(op, "reassociation")?)?;
    let s = if ir.op_name(op) == "tensor.collapse_shape" {
        let (s, o) = crate::dialects::memref::collapsed_layout(&shape, &strides, offset, &re)?;
        if o != offset {
            return None;
        }
        s
    } else {
        if re.len() != shape.len() {
            return None;
        }
        let mut s = vec![0; res_shape.len()];
        for (i, group) in re.iter().enumerate() {
            let mut stride = strides[i];
            for &j in group.iter().rev() {
                s[*usize::try_from(j).as_ref().ok()?] = stride;
                stride *= res_shape[j as usize];
            }
        }
        s
    };
    if s.contains(&DYNAMIC) {
        return None;
    }
    Some(crate::ir::layout::strided_memref(&mut ir.ctx, res_shape, elem, s, offset, space))
}

// ----- bufferization -----

/// `bufferization.alloc_tensor(%sizes...) copy(%t)`: a new buffer, filled from `copy`.
static ALLOC_TENSOR: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_alloc_tensor };

fn bufferize_alloc_tensor(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let g = segments(rw.ir, op);
    let t = rw.ir.value_ty(rw.ir.result(op, 0));
    let ty = memref_type(&mut rw.ir.ctx, t);
    if !matches!(rw.ir.ctx.type_kind(ty), TypeKind::MemRef { .. }) {
        return Err("cannot allocate a buffer of unranked type".into());
    }
    let sizes = g.first().cloned().unwrap_or_default();
    let from = g.get(1).and_then(|c| c.first().copied());
    let m = match from {
        Some(_) => {
            let i = sizes.len();
            let src = st.buffer(rw, op, i);
            let src_sizes = if sizes.is_empty() { dynamic_sizes(rw, src) } else { sizes };
            let m = alloc(rw, ty, src_sizes);
            copy(rw, src, m);
            m
        }
        None => alloc(rw, ty, sizes),
    };
    st.replace_op(rw, op, &[m]);
    Ok(())
}

/// `bufferization.to_buffer %t`: the tensor's buffer, as the requested type.
static TO_BUFFER: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_to_buffer };

fn bufferize_to_buffer(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let m = st.buffer(rw, op, 0);
    let want = rw.ir.value_ty(rw.ir.result(op, 0));
    let v = buffer_as(rw, m, want);
    st.replace_op(rw, op, &[v]);
    Ok(())
}

/// `bufferization.materialize_in_destination %src in %dest`: copies into the destination
/// (a tensor: its buffer, in place or not; a memref: that buffer).
static MATERIALIZE: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _, i| i == 0,
    writes: |_, _, i| i == 1,
    aliasing_results: |_, _, i| if i == 1 { vec![0] } else { vec![] },
    bufferize: bufferize_materialize,
};

fn bufferize_materialize(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let dest = rw.ir.operands(op)[1];
    let d = if is_tensor(rw.ir, dest) { st.dest_buffer(rw, op, 1, false)? } else { dest };
    let src = st.buffer(rw, op, 0);
    // A source computed in the destination itself (`eliminate-empty-tensors`): nothing to copy.
    if unchanged_source(rw.ir, src) != unchanged_source(rw.ir, d) {
        copy(rw, src, d);
    }
    let vals: Vec<Value> = rw.ir.results(op).iter().map(|_| d).collect();
    st.replace_op(rw, op, &vals);
    Ok(())
}

// ----- linalg -----

/// Every linalg op in destination-passing style: reads its inputs, reads an init when its
/// body uses the init's element (or when the op has no body), writes its inits; result `k`
/// is init `k`'s buffer. The op on buffers is the same op with buffer operands and no
/// results, its region moved over.
static LINALG: BufferizableOpInterface = BufferizableOpInterface {
    reads: linalg_reads,
    writes: |ir, op, i| ir.dps_inits(op).is_some_and(|r| r.contains(&i)),
    aliasing_results: |ir, op, i| match ir.dps_inits(op) {
        Some(r) if r.contains(&i) => vec![i - r.start],
        _ => vec![],
    },
    bufferize: bufferize_linalg,
};

fn linalg_reads(ir: &Ir, op: Op, i: usize) -> bool {
    let Some(inits) = ir.dps_inits(op) else { return true };
    if !inits.contains(&i) {
        return true;
    }
    let Some(&r) = ir.regions(op).first() else { return true };
    let Some(b) = ir.entry_block(r) else { return true };
    // The body's block arguments are one per operand, in operand order.
    ir.args(b).get(i).is_none_or(|&a| !ir.use_empty(a))
}

fn bufferize_linalg(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    bufferize_dps(rw, op, st, linalg_reads)
}

/// An op in destination-passing style on buffers: the same op with buffer operands (a
/// destination's buffer holds its tensor's contents when `reads` says the op reads it) and
/// no results, its regions moved over; result `k` is init `k`'s buffer.
fn bufferize_dps(
    rw: &mut Rewriter,
    op: Op,
    st: &mut dyn BufferizeState,
    reads: fn(&Ir, Op, usize) -> bool,
) -> Result<(), String> {
    let inits = rw.ir.dps_inits(op).unwrap_or(0..0);
    let n = rw.ir.operands(op).len();
    let mut operands = Vec::with_capacity(n);
    let mut init_buffers = vec![];
    for i in 0..n {
        let v = rw.ir.operands(op)[i];
        if !is_tensor(rw.ir, v) {
            operands.push(v);
        } else if inits.contains(&i) {
            let copy = reads(rw.ir, op, i);
            let d = st.dest_buffer(rw, op, i, copy)?;
            operands.push(d);
            init_buffers.push(d);
        } else {
            operands.push(st.buffer(rw, op, i));
        }
    }
    let name = rw.ir.op_name(op).to_string();
    let name = rw.ir.ctx.sym(&name);
    let props = rw.ir.props(op).to_vec();
    let attrs = rw.ir.attrs(op).to_vec();
    let loc = rw.ir.loc(op);
    let old_regions = rw.ir.regions(op).to_vec();
    let mut regions = vec![];
    for &r in &old_regions {
        let nr = rw.ir.new_region();
        rw.inline_region_before(r, nr, None);
        regions.push(nr);
    }
    let new = rw.ir.create_op(name, operands, &[], props, attrs, regions, vec![], loc);
    rw.insert(new);
    st.replace_op(rw, op, &init_buffers);
    Ok(())
}

// ----- tm_tensor -----

/// torch-mlir's `tm_tensor` ops (`sort`, `scan`, `scatter`, `topk`): read their `ins`, write
/// their `outs` (result `k` is `outs` `k`'s buffer) and read them too, except `scan`'s output
/// (written before it is read) and, for an inclusive scan, its accumulator (only written).
static TM_TENSOR: BufferizableOpInterface = BufferizableOpInterface {
    reads: tm_tensor_reads,
    writes: |ir, op, i| crate::dialects::tm_tensor::outs(ir, op).contains(&i),
    aliasing_results: |ir, op, i| {
        let outs = crate::dialects::tm_tensor::outs(ir, op);
        if outs.contains(&i) {
            vec![i - outs.start]
        } else {
            vec![]
        }
    },
    bufferize: |rw, op, st| bufferize_dps(rw, op, st, tm_tensor_reads),
};

fn tm_tensor_reads(ir: &Ir, op: Op, i: usize) -> bool {
    let outs = crate::dialects::tm_tensor::outs(ir, op);
    if ir.op_name(op) != "tm_tensor.scan" || !outs.contains(&i) {
        return true;
    }
    let inclusive = ir.attr(op, "inclusive").and_then(|a| ir.ctx.as_int(a)).is_some_and(|v| v != 0);
    i == outs.start + 1 && !inclusive
}

// ----- arith -----

/// A tensor `arith.constant`: a private read-only `memref.global` holding the value (one per
/// constant op) read with `memref.get_global`.
static CONSTANT: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_constant };

fn bufferize_constant(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let t = rw.ir.value_ty(rw.ir.result(op, 0));
    let value = rw.ir.attr(op, "value").ok_or("a constant without a value")?;
    let ty = memref_type(&mut rw.ir.ctx, t);
    // The symbol table: the closest ancestor that is one.
    let mut table = rw.ir.parent_op(op);
    while let Some(t) = table {
        if rw.ir.def(t).has(crate::ir::registry::SYMBOL_TABLE) {
            break;
        }
        table = rw.ir.parent_op(t);
    }
    let table = table.ok_or("a tensor constant outside a module")?;
    let mut name = String::from("__constant_");
    if let Some(shape) = rw.ir.ctx.shape(t) {
        for &d in shape {
            name.push_str(&format!("{d}x"));
        }
    }
    let elem = rw.ir.ctx.elem_ty(t);
    name.push_str(&rw.ir.ctx.display_type(elem).to_string());
    let loc = rw.ir.loc(op);
    let global = crate::dialects::memref::private_constant_global(rw.ir, &name, ty, value, loc);
    let body = rw.ir.regions(table).first().and_then(|&r| rw.ir.entry_block(r)).ok_or("an empty module")?;
    let mut symbols = crate::ir::symbols::SymbolTable::new(rw.ir, table);
    // Insert at the start of the module, as upstream does, under a unique name.
    let unique = symbols.insert(rw.ir, global);
    rw.ir.detach_op(global);
    match rw.ir.first_op(body) {
        Some(first) => rw.ir.insert_op_before(global, first),
        None => rw.ir.append_op(body, global),
    }
    let sym = rw.ir.ctx.symbol_ref(&String::from_utf8_lossy(&unique));
    let m = rw.create_value("memref.get_global", vec![], ty, vec![("name", sym)]);
    st.replace_op(rw, op, &[m]);
    Ok(())
}

// ----- ml_program -----

/// A tensor `ml_program.global` (upstream's `hasTensorSemantics`: it holds no tensor value):
/// a `memref.global` of the same name and visibility with the identity layout, `constant`
/// unless the global is mutable, its initial value the global's (`uninitialized` without
/// one, where upstream refuses). The pass sees it through `declares_tensor`.
static ML_PROGRAM_GLOBAL: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_global };

fn bufferize_global(rw: &mut Rewriter, op: Op, _: &mut dyn BufferizeState) -> Result<(), String> {
    let t = rw.ir.attr(op, "type").and_then(|a| rw.ir.ctx.as_type(a)).ok_or("without a type")?;
    let ty = memref_type(&mut rw.ir.ctx, t);
    let static_shape = rw.ir.ctx.shape(ty).is_some_and(|s| !s.contains(&DYNAMIC));
    let shown = rw.ir.ctx.display_type(t).to_string();
    if !static_shape {
        return Err(format!("of type '{shown}' cannot be bufferized: a memref.global needs a static shape"));
    }
    let init = match rw.ir.attr(op, "value") {
        None => rw.ir.ctx.unit_attr(),
        Some(v) => {
            let vt = match rw.ir.ctx.attr_kind(v) {
                AttrKind::Dense { ty, .. } | AttrKind::DenseResource { ty, .. } => Some(*ty),
                _ => None,
            };
            if vt != Some(t) {
                let vs = crate::syntax::printer::attr_to_string(&rw.ir.ctx, v);
                return Err(format!(
                    "cannot be bufferized: its initial value {vs} is not an elements attribute of type '{shown}'"
                ));
            }
            v
        }
    };
    let mut props = vec![
        ("sym_name", rw.ir.attr(op, "sym_name").ok_or("without a name")?),
        ("type", rw.ir.ctx.type_attr(ty)),
        ("initial_value", init),
    ];
    if let Some(vis) = rw.ir.attr(op, "sym_visibility") {
        props.push(("sym_visibility", vis));
    }
    if rw.ir.attr(op, "is_mutable").is_none() {
        props.push(("constant", rw.ir.ctx.unit_attr()));
    }
    rw.create("memref.global", vec![], &[], props, vec![]);
    rw.erase_op(op);
    Ok(())
}

/// `ml_program.global_load`: a copy of the global's buffer (`memref.get_global`) taken at
/// the load, so that the loaded value stays what it was when a later `global_store` (here, in
/// a callee, or in a later call) changes the global, and a write into the loaded tensor
/// never writes the global. (Upstream's model hands out the global's own buffer, read-only:
/// a value read after a store to the same global then sees the store.)
static GLOBAL_LOAD: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_global_load };

fn bufferize_global_load(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let g = get_global(rw, op)?;
    let copy_of = alloc_like(rw, g);
    copy(rw, g, copy_of);
    st.replace_op(rw, op, &[copy_of]);
    Ok(())
}

/// `ml_program.global_load_const` (only of an immutable global, which nothing writes): the
/// global's own buffer, a read-only root for the analysis, like a tensor `arith.constant`.
static GLOBAL_LOAD_CONST: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_global_load_const };

fn bufferize_global_load_const(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let g = get_global(rw, op)?;
    st.replace_op(rw, op, &[g]);
    Ok(())
}

/// `ml_program.global_store`: a copy of the stored tensor's buffer into the global's.
static GLOBAL_STORE: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_global_store };

fn bufferize_global_store(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let g = get_global(rw, op)?;
    let m = st.buffer(rw, op, 0);
    copy(rw, m, g);
    rw.erase_op(op);
    Ok(())
}

/// `memref.get_global` of the global a load or store names, typed as its tensor's buffer
/// (the op's own type, which the verifier checked is the global's).
fn get_global(rw: &mut Rewriter, op: Op) -> Result<Value, String> {
    let (root, nested) = rw.ir.attr(op, "global").and_then(|a| rw.ir.ctx.as_symbol_ref(a)).ok_or("without a global")?;
    if !nested.is_empty() {
        return Err("of a global in a nested symbol table is not supported by mlirc".into());
    }
    let t = match rw.ir.results(op).first() {
        Some(&r) => rw.ir.value_ty(r),
        None => rw.ir.value_ty(rw.ir.operands(op)[0]),
    };
    let ty = memref_type(&mut rw.ir.ctx, t);
    if !rw.ir.ctx.shape(ty).is_some_and(|s| !s.contains(&DYNAMIC)) {
        let shown = rw.ir.ctx.display_type(t).to_string();
        return Err(format!("of type '{shown}' cannot be bufferized: a memref.global needs a static shape"));
    }
    let name = rw.ir.ctx.str(root).to_string();
    let sym = rw.ir.ctx.symbol_ref(&name);
    Ok(rw.create_value("memref.get_global", vec![], ty, vec![("name", sym)]))
}

/// Whether `op` declares a tensor without holding a tensor value: a tensor `ml_program.global`
/// (upstream's `hasTensorSemantics` of its model). One-shot-bufferize bufferizes such ops too.
pub fn declares_tensor(ir: &Ir, op: Op) -> bool {
    ir.op_name(op) == "ml_program.global"
        && ir.attr(op, "type").and_then(|a| ir.ctx.as_type(a)).is_some_and(|t| ir.ctx.is_tensor(t))
}

// ----- func -----

/// `func.return`: returns buffers with the identity layout (a copy for another layout).
static RETURN: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_forward };

/// Replaces each tensor operand of `op` (a terminator or call) by its buffer as the buffer type
/// of the value it flows into (a region terminator's target, already bufferized: a loop's
/// arguments and results may have a strided layout), else the identity layout buffer type of
/// the tensor.
fn bufferize_forward(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let n = rw.ir.operands(op).len();
    for i in 0..n {
        let v = rw.ir.operands(op)[i];
        if is_tensor(rw.ir, v) {
            let t = rw.ir.value_ty(v);
            let want = forward_target_type(rw.ir, op, i).unwrap_or_else(|| memref_type(&mut rw.ir.ctx, t));
            let m = st.buffer(rw, op, i);
            let m = buffer_as(rw, m, want);
            rw.set_operand(op, i, m);
        }
    }
    Ok(())
}

/// The buffer type of the value that region terminator `op` forwards its operand `i` into,
/// when that value is already a buffer.
fn forward_target_type(ir: &Ir, op: Op, i: usize) -> Option<Type> {
    let rt = ir.def(op).interfaces.region_terminator?;
    let parent = ir.parent_op(op)?;
    let rb = ir.def(parent).interfaces.region_branch?;
    let region = ir.parent_region(op)?;
    let ri = ir.regions(parent).iter().position(|&r| r == region)?;
    let mut succ = vec![];
    (rb.successors)(ir, parent, RegionPoint::Region(ri as u32), &mut succ);
    let to = *succ.first()?;
    let range = (rt.successor_operands)(ir, op, to);
    if !range.contains(&i) {
        return None;
    }
    let input = *(rb.inputs)(ir, parent, to).get(i - range.start)?;
    let ty = ir.value_ty(input);
    matches!(ir.ctx.type_kind(ty), TypeKind::MemRef { .. }).then_some(ty)
}

/// The buffer type of a loop value of tensor type `t` whose first buffer has type `init`: the
/// identity layout, or for a view with another layout (a slice entering the loop) a layout
/// both it and every identity-layout buffer of the shape cast to (each stride and the offset
/// kept where the two agree, dynamic elsewhere), so that the view enters the loop without a
/// copy and new buffers yielded later still fit.
fn loop_buffer_type(ctx: &mut Context, t: Type, init: Type) -> Type {
    let identity = memref_type(ctx, t);
    let TypeKind::MemRef { layout: Some(_), shape, elem, .. } = ctx.type_kind(init).clone() else { return identity };
    let Some((strides, offset)) = strides_and_offset(ctx, init) else {
        return strided_memref(ctx, shape.clone(), elem, vec![DYNAMIC; shape.len()], DYNAMIC, None);
    };
    let canonical = canonical_strides(&shape);
    let strides: Vec<i64> = strides.iter().zip(&canonical).map(|(&s, &c)| if s == c { s } else { DYNAMIC }).collect();
    let offset = if offset == 0 { 0 } else { DYNAMIC };
    if offset == 0 && strides == canonical {
        return identity;
    }
    strided_memref(ctx, shape, elem, strides, offset, None)
}

/// `func.call`: passes buffers with the identity layout; tensor results are new buffers.
static CALL: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_call };

fn bufferize_call(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    bufferize_forward(rw, op, st)?;
    retype_results(rw, op);
    Ok(())
}

// ----- scf -----

/// `scf.for` with tensor iter_args: the iter_args, the body's arguments and the results become
/// identity-layout buffers; each iteration passes on the buffer its `scf.yield` yields.
static FOR: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_for };

fn bufferize_for(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let body = rw.ir.regions(op).first().and_then(|&r| rw.ir.entry_block(r)).ok_or("a loop without a body")?;
    let n = rw.ir.operands(op).len();
    // Operands: lower bound, upper bound, step, then the inits; body arguments: the induction
    // variable, then one per init; results: one per init, of its argument's type.
    let mut types = vec![None; n.saturating_sub(3)];
    for i in 3..n {
        let v = rw.ir.operands(op)[i];
        if !is_tensor(rw.ir, v) {
            continue;
        }
        let t = rw.ir.value_ty(v);
        let m = st.dest_buffer(rw, op, i, true)?;
        let have = rw.ir.value_ty(m);
        let want = loop_buffer_type(&mut rw.ir.ctx, t, have);
        let m = buffer_as(rw, m, want);
        rw.set_operand(op, i, m);
        let arg = rw.ir.arg(body, i - 2);
        retype_as_buffer(rw, arg, want, block_start(rw.ir, body));
        types[i - 3] = Some(want);
    }
    retype_results_as(rw, op, &types);
    Ok(())
}

/// Gives each tensor result of `op` its identity-layout buffer type; its users see it
/// through a `bufferization.to_tensor` after the op.
fn retype_results(rw: &mut Rewriter, op: Op) {
    retype_results_as(rw, op, &[]);
}

/// Gives each tensor result `k` of `op` the buffer type `types[k]`, or (`None`, or past the
/// end) its identity-layout buffer type.
fn retype_results_as(rw: &mut Rewriter, op: Op, types: &[Option<Type>]) {
    let results = rw.ir.results(op).to_vec();
    for (k, r) in results.into_iter().enumerate() {
        if !is_tensor(rw.ir, r) {
            continue;
        }
        let t = rw.ir.value_ty(r);
        let m = types.get(k).copied().flatten().unwrap_or_else(|| memref_type(&mut rw.ir.ctx, t));
        if rw.ir.use_empty(r) {
            rw.ir.set_type(r, m);
            continue;
        }
        let Some(block) = rw.ir.parent_block(op) else { continue };
        let after = InsertPoint { block, before: rw.ir.next_op(op) };
        retype_as_buffer(rw, r, m, after);
    }
}

/// Gives `v` (a block argument or result of tensor type) the buffer type `ty`; its users see
/// it through a `bufferization.to_tensor` created at `at`.
pub fn retype_as_buffer(rw: &mut Rewriter, v: Value, ty: Type, at: InsertPoint) {
    let t = rw.ir.value_ty(v);
    rw.ir.set_type(v, ty);
    let saved = rw.insertion_point();
    rw.set_insertion_point(at);
    let tt = rw.create_value("bufferization.to_tensor", vec![v], t, vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    let user = rw.ir.defining_op(tt);
    rw.replace_uses_if(v, tt, &mut |_, u| Some(u.op) != user);
}

/// The start of block `b`.
pub fn block_start(ir: &Ir, b: Block) -> InsertPoint {
    InsertPoint { block: b, before: ir.first_op(b) }
}

/// `scf.if` with tensor results: the results become identity-layout buffers (the yields are
/// converted when they are visited).
static IF: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_if };

fn bufferize_if(rw: &mut Rewriter, op: Op, _: &mut dyn BufferizeState) -> Result<(), String> {
    retype_results(rw, op);
    Ok(())
}

/// `scf.yield` (and the branch ops): each tensor operand becomes its buffer with the
/// identity layout, the type of the values it flows into.
static YIELD: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_forward };

static BRANCH: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_forward };

// ----- more tensor ops, arith.select, more scf region ops -----

/// A static size or offset, or the index value holding a dynamic one.
type Ofr = Result<i64, Value>;

fn ofr_value(rw: &mut Rewriter, x: Ofr) -> Value {
    match x {
        Ok(c) => index_const(rw, c),
        Err(v) => v,
    }
}

/// `a + b` on index values, folded when both are static.
fn ofr_add(rw: &mut Rewriter, a: Ofr, b: Ofr) -> Ofr {
    match (a, b) {
        (Ok(x), Ok(y)) => Ok(x + y),
        (Ok(0), y) | (y, Ok(0)) => y,
        (a, b) => {
            let (a, b) = (ofr_value(rw, a), ofr_value(rw, b));
            Err(crate::dialects::build::int_bin(rw, "arith.addi", a, b))
        }
    }
}

/// The size of dimension `d` of buffer `m`: static, or a `memref.dim`.
fn buffer_dim(rw: &mut Rewriter, m: Value, d: usize) -> Ofr {
    let t = rw.ir.value_ty(m);
    match rw.ir.ctx.shape(t).and_then(|s| s.get(d).copied()) {
        Some(s) if s != DYNAMIC => Ok(s),
        _ => {
            let c = index_const(rw, d as i64);
            let index = rw.ir.ctx.index_ty();
            Err(rw.create_value("memref.dim", vec![m, c], index, vec![]))
        }
    }
}

/// A unit-stride `memref.subview` of `m` at `offs` with `sizes` (same rank as `m`).
fn subview_at(rw: &mut Rewriter, m: Value, offs: &[Ofr], sizes: &[Ofr]) -> Result<Value, String> {
    let stat = |v: &[Ofr]| v.iter().map(|x| *x.as_ref().unwrap_or(&DYNAMIC)).collect::<Vec<i64>>();
    let dynv = |v: &[Ofr]| v.iter().filter_map(|x| x.err()).collect::<Vec<Value>>();
    let (so, ss) = (stat(offs), stat(sizes));
    let ones = vec![1; sizes.len()];
    let src = rw.ir.value_ty(m);
    let elem = rw.ir.ctx.elem_ty(src);
    let slice = rw.ir.ctx.ty(TypeKind::Tensor { shape: ss.clone(), elem, encoding: None });
    let ty = subview_type(&mut rw.ir.ctx, src, &so, &ss, &ones, slice)
        .ok_or_else(|| "cannot compute the type of the buffer slice".to_string())?;
    let (dofs, dsizes) = (dynv(offs), dynv(sizes));
    let segs = rw.ir.ctx.dense_i32_array(&[1, dofs.len() as i64, dsizes.len() as i64, 0]);
    let mut operands = vec![m];
    operands.extend(dofs);
    operands.extend(dsizes);
    let props = vec![
        ("static_offsets", rw.ir.ctx.dense_i64_array(&so)),
        ("static_sizes", rw.ir.ctx.dense_i64_array(&ss)),
        ("static_strides", rw.ir.ctx.dense_i64_array(&ones)),
        ("operandSegmentSizes", segs),
    ];
    Ok(rw.create_value("memref.subview", operands, ty, props))
}

/// `linalg.map outs(%out)` whose body computes each element from its indices: the body of
/// `src_region` (one block, one index argument per dimension, ending in a `tensor.yield` of
/// the element) moved in, its arguments replaced by `linalg.index` ops.
fn map_from_index_body(rw: &mut Rewriter, out: Value, src_region: Region) -> Result<(), String> {
    let t = rw.ir.value_ty(out);
    let rank = rw.ir.ctx.shape(t).map_or(0, |s| s.len());
    let elem = rw.ir.ctx.elem_ty(t);
    let src = rw.ir.entry_block(src_region).ok_or("a body without a block")?;
    let (region, block) = rw.ir.new_region_with_block(&[elem]);
    rw.create("linalg.map", vec![out], &[], vec![], vec![region]);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let index = rw.ir.ctx.index_ty();
    let i64t = rw.ir.ctx.int_ty(64);
    let mut idx = vec![];
    for d in 0..rank {
        let a = rw.ir.ctx.int_attr(i64t, d as i128);
        idx.push(rw.create_value("linalg.index", vec![], index, vec![("dim", a)]));
    }
    rw.merge_blocks(src, block, &idx);
    let term = rw.ir.terminator(block).ok_or("a body without a terminator")?;
    let yielded = rw.ir.operands(term).to_vec();
    rw.set_insertion_point_before(term);
    rw.create("linalg.yield", yielded, &[], vec![], vec![]);
    rw.erase_op(term);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    Ok(())
}

/// `tensor.splat %x[%sizes]`: a new buffer filled with `%x` by a `linalg.map` (as upstream).
static SPLAT: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_splat };

fn bufferize_splat(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let t = rw.ir.value_ty(rw.ir.result(op, 0));
    let ty = memref_type(&mut rw.ir.ctx, t);
    let operands = rw.ir.operands(op).to_vec();
    let (x, sizes) = operands.split_first().ok_or("a splat without a value")?;
    let m = alloc(rw, ty, sizes.to_vec());
    let elem = rw.ir.ctx.elem_ty(t);
    let (region, block) = rw.ir.new_region_with_block(&[elem]);
    rw.create("linalg.map", vec![m], &[], vec![], vec![region]);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    rw.create("linalg.yield", vec![*x], &[], vec![], vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    st.replace_op(rw, op, &[m]);
    Ok(())
}

/// `tensor.generate`: a new buffer filled by a `linalg.map` whose body is the op's body
/// (indices from `linalg.index`), as upstream.
static GENERATE: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_generate };

fn bufferize_generate(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let t = rw.ir.value_ty(rw.ir.result(op, 0));
    let ty = memref_type(&mut rw.ir.ctx, t);
    let sizes = rw.ir.operands(op).to_vec();
    let m = alloc(rw, ty, sizes);
    let body = *rw.ir.regions(op).first().ok_or("a generate without a body")?;
    map_from_index_body(rw, m, body)?;
    st.replace_op(rw, op, &[m]);
    Ok(())
}

/// `tensor.pad`: a new buffer of the padded shape, filled by a `linalg.map` running the pad
/// body at every index, then the source copied into the subview at the low padding (as
/// upstream).
static PAD: BufferizableOpInterface =
    BufferizableOpInterface { reads: |_, _, i| i == 0, writes: no, aliasing_results: none, bufferize: bufferize_pad };

fn bufferize_pad(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let g = segments(rw.ir, op);
    let [low, high] = ["static_low", "static_high"].map(|n| dense_array(rw.ir, op, n).unwrap_or_default());
    // Negative padding would cut the source: its buffer is not a view of the result's.
    if let Some(&p) = low.iter().chain(&high).find(|&&p| p < 0 && p != DYNAMIC) {
        return Err(format!("cannot bufferize a pad with negative padding ({p})"));
    }
    let mixed = |stat: &[i64], dynv: &[Value]| -> Vec<Ofr> {
        let mut k = 0;
        stat.iter()
            .map(|&s| {
                if s == DYNAMIC {
                    k += 1;
                    Err(dynv[k - 1])
                } else {
                    Ok(s)
                }
            })
            .collect()
    };
    let (lo, hi) = (mixed(&low, &g[1]), mixed(&high, &g[2]));
    let t = rw.ir.value_ty(rw.ir.result(op, 0));
    let src_elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(rw.ir.operands(op)[0]));
    if src_elem != rw.ir.ctx.elem_ty(t) {
        return Err("cannot bufferize a pad whose result's element type is not its source's".into());
    }
    let src = st.buffer(rw, op, 0);
    let shape = rw.ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default();
    let mut src_sizes = vec![];
    let mut dyn_sizes = vec![];
    for d in 0..shape.len() {
        let s = buffer_dim(rw, src, d);
        src_sizes.push(s);
        if shape[d] == DYNAMIC {
            let a = ofr_add(rw, s, lo[d]);
            let b = ofr_add(rw, a, hi[d]);
            dyn_sizes.push(ofr_value(rw, b));
        }
    }
    let ty = memref_type(&mut rw.ir.ctx, t);
    let m = alloc(rw, ty, dyn_sizes);
    let body = *rw.ir.regions(op).first().ok_or("a pad without a body")?;
    map_from_index_body(rw, m, body)?;
    let view = subview_at(rw, m, &lo, &src_sizes)?;
    copy(rw, src, view);
    st.replace_op(rw, op, &[m]);
    Ok(())
}

/// `tensor.concat dim(d)`: a new buffer, each input copied into its subview along `d`.
static CONCAT: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_concat };

fn bufferize_concat(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let dim = rw.ir.attr(op, "dim").and_then(|a| rw.ir.ctx.as_int(a)).ok_or("a concat without a dim")? as usize;
    let n = rw.ir.operands(op).len();
    let bufs: Vec<Value> = (0..n).map(|i| st.buffer(rw, op, i)).collect();
    let t = rw.ir.value_ty(rw.ir.result(op, 0));
    let shape = rw.ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default();
    // Each input's sizes; the result's size along `dim` is their sum.
    let mut sizes: Vec<Vec<Ofr>> = vec![];
    for &b in &bufs {
        sizes.push((0..shape.len()).map(|d| buffer_dim(rw, b, d)).collect());
    }
    let mut dyn_sizes = vec![];
    for (d, &s) in shape.iter().enumerate() {
        if s != DYNAMIC {
            continue;
        }
        let v = if d == dim {
            let mut acc: Ofr = Ok(0);
            for sz in &sizes {
                acc = ofr_add(rw, acc, sz[d]);
            }
            acc
        } else {
            sizes.iter().map(|sz| sz[d]).find(|x| x.is_ok()).unwrap_or(sizes[0][d])
        };
        dyn_sizes.push(ofr_value(rw, v));
    }
    let ty = memref_type(&mut rw.ir.ctx, t);
    let m = alloc(rw, ty, dyn_sizes);
    let mut offset: Ofr = Ok(0);
    let last = bufs.len().saturating_sub(1);
    for (k, (b, sz)) in bufs.into_iter().zip(sizes).enumerate() {
        let mut offs = vec![Ok(0); shape.len()];
        offs[dim] = offset;
        let view = subview_at(rw, m, &offs, &sz)?;
        copy(rw, b, view);
        if k < last {
            offset = ofr_add(rw, offset, sz[dim]);
        }
    }
    st.replace_op(rw, op, &[m]);
    Ok(())
}

/// `tensor.bitcast`: upstream has no model; here a new buffer of the result type, filled by a
/// `linalg.map` of `arith.bitcast` over the source.
static BITCAST: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_bitcast };

fn bufferize_bitcast(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let src = st.buffer(rw, op, 0);
    let t = rw.ir.value_ty(rw.ir.result(op, 0));
    let ty = memref_type(&mut rw.ir.ctx, t);
    let ranked = |ir: &Ir, t: Type| matches!(ir.ctx.type_kind(t), TypeKind::MemRef { .. });
    if !ranked(rw.ir, ty) || !ranked(rw.ir, rw.ir.value_ty(src)) {
        return Err("on an unranked tensor cannot be bufferized by mlirc yet".into());
    }
    let sizes = dynamic_sizes(rw, src);
    let m = alloc(rw, ty, sizes);
    let (from, to) = (rw.ir.ctx.elem_ty(rw.ir.value_ty(src)), rw.ir.ctx.elem_ty(t));
    let plain = |ir: &Ir, t: Type| ir.ctx.is_signless_int(t) || ir.ctx.is_float(t);
    if !plain(rw.ir, from) || !plain(rw.ir, to) {
        return Err("on signed or unsigned integer elements cannot be bufferized by mlirc yet".into());
    }
    let (region, block) = rw.ir.new_region_with_block(&[from, to]);
    rw.create("linalg.map", vec![src, m], &[], vec![], vec![region]);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let a = rw.ir.arg(block, 0);
    let c = rw.create_value("arith.bitcast", vec![a], to, vec![]);
    rw.create("linalg.yield", vec![c], &[], vec![], vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    st.replace_op(rw, op, &[m]);
    Ok(())
}

/// `tensor.reshape %src(%shape)`: `memref.reshape` of the source buffer (a copy with the
/// identity layout when it has another layout); the result aliases the source, as upstream.
static TENSOR_RESHAPE: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _, i| i == 1,
    writes: no,
    aliasing_results: |_, _, i| if i == 0 { vec![0] } else { vec![] },
    bufferize: bufferize_tensor_reshape,
};

fn bufferize_tensor_reshape(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let mut bufs = vec![];
    for i in 0..2 {
        let m = st.buffer(rw, op, i);
        let t = rw.ir.value_ty(rw.ir.operands(op)[i]);
        let want = memref_type(&mut rw.ir.ctx, t);
        bufs.push(buffer_as(rw, m, want));
    }
    let result = rw.ir.value_ty(rw.ir.result(op, 0));
    let ty = memref_type(&mut rw.ir.ctx, result);
    let v = rw.create_value("memref.reshape", bufs, ty, vec![]);
    st.replace_op(rw, op, &[v]);
    Ok(())
}

/// `arith.select %c, %a, %b` on tensors with an `i1` condition: `arith.select` on the two
/// buffers; the result aliases both (as upstream). Buffers of different layouts are first
/// brought to the identity layout (a copy, which only makes later writes safer).
static SELECT: BufferizableOpInterface = BufferizableOpInterface {
    reads: no,
    writes: no,
    aliasing_results: |_, _, i| if i == 1 || i == 2 { vec![0] } else { vec![] },
    bufferize: bufferize_select,
};

fn bufferize_select(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let c = rw.ir.operands(op)[0];
    if rw.ir.ctx.is_tensor(rw.ir.value_ty(c)) {
        return Err("with a tensor condition cannot be bufferized (convert-elementwise-to-linalg handles it)".into());
    }
    let (a, b) = (st.buffer(rw, op, 1), st.buffer(rw, op, 2));
    let (ta, tb) = (rw.ir.value_ty(a), rw.ir.value_ty(b));
    let (a, b) = if ta == tb {
        (a, b)
    } else {
        let t = rw.ir.value_ty(rw.ir.result(op, 0));
        let want = memref_type(&mut rw.ir.ctx, t);
        (buffer_as(rw, a, want), buffer_as(rw, b, want))
    };
    let ty = rw.ir.value_ty(a);
    let v = rw.create_value("arith.select", vec![c, a, b], ty, vec![]);
    st.replace_op(rw, op, &[v]);
    Ok(())
}

/// `bufferization.dealloc_tensor`: nothing to do once bufferized (buffers are freed by the
/// deallocation pass).
static DEALLOC_TENSOR: BufferizableOpInterface =
    BufferizableOpInterface { reads: no, writes: no, aliasing_results: none, bufferize: bufferize_dealloc_tensor };

fn bufferize_dealloc_tensor(rw: &mut Rewriter, op: Op, _: &mut dyn BufferizeState) -> Result<(), String> {
    rw.erase_op(op);
    Ok(())
}

/// `scf.execute_region`, `scf.index_switch` with tensor results: like `scf.if`, the results
/// become identity-layout buffers; the `scf.yield`s are converted when visited.
static REGION_RESULTS: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_if };

/// `scf.while` with tensor operands: the inits, both regions' arguments and the results become
/// identity-layout buffers; `scf.condition` and `scf.yield` forward whatever buffer they get
/// (like `scf.for`'s iter_args: no copy back).
static WHILE: BufferizableOpInterface =
    BufferizableOpInterface { reads: yes, writes: no, aliasing_results: none, bufferize: bufferize_while };

fn bufferize_while(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let n = rw.ir.operands(op).len();
    let mut inits = vec![];
    for i in 0..n {
        let v = rw.ir.operands(op)[i];
        if is_tensor(rw.ir, v) {
            inits.push((i, st.dest_buffer(rw, op, i, true)?));
        }
    }
    // A view entering the loop (a strided layout) makes every ranked tensor value of the loop
    // a fully dynamic strided buffer, which all buffers cast to: the values flow between the
    // regions in any order.
    let dynamic = inits
        .iter()
        .any(|&(_, m)| matches!(rw.ir.ctx.type_kind(rw.ir.value_ty(m)), TypeKind::MemRef { layout: Some(_), .. }));
    let want = |ctx: &mut Context, t: Type| match ctx.type_kind(t).clone() {
        TypeKind::Tensor { shape, elem, .. } if dynamic => {
            strided_memref(ctx, shape.clone(), elem, vec![DYNAMIC; shape.len()], DYNAMIC, None)
        }
        _ => memref_type(ctx, t),
    };
    for (i, m) in inits {
        let t = rw.ir.value_ty(rw.ir.operands(op)[i]);
        let ty = want(&mut rw.ir.ctx, t);
        let m = buffer_as(rw, m, ty);
        rw.set_operand(op, i, m);
    }
    let regions = rw.ir.regions(op).to_vec();
    for r in regions {
        let Some(b) = rw.ir.entry_block(r) else { continue };
        let args = rw.ir.args(b).to_vec();
        for a in args {
            if is_tensor(rw.ir, a) {
                let t = rw.ir.value_ty(a);
                let ty = want(&mut rw.ir.ctx, t);
                retype_as_buffer(rw, a, ty, block_start(rw.ir, b));
            }
        }
    }
    let mut types = vec![];
    for k in 0..rw.ir.results(op).len() {
        let t = rw.ir.value_ty(rw.ir.result(op, k));
        types.push(Some(want(&mut rw.ir.ctx, t)));
    }
    retype_results_as(rw, op, &types);
    Ok(())
}

// ----- scf.forall, tensor.parallel_insert_slice -----

/// The operand range of `scf.forall`'s shared_outs (the last operands, one per result).
fn forall_outs(ir: &Ir, op: Op) -> std::ops::Range<usize> {
    let n = ir.operands(op).len();
    n.saturating_sub(ir.results(op).len())..n
}

/// `scf.forall` with `shared_outs`: each shared_out is a destination the iterations write
/// slices of (through `parallel_insert_slice`), read as a whole when no iteration runs; result
/// `k` is shared_out `k`'s buffer (a copy when the analysis decided out of place). On buffers,
/// the op has no shared_outs and no results: the body sees the buffers through
/// `bufferization.to_tensor` (as upstream).
static FORALL: BufferizableOpInterface = BufferizableOpInterface {
    reads: yes,
    writes: |ir, op, i| forall_outs(ir, op).contains(&i),
    aliasing_results: |ir, op, i| {
        let outs = forall_outs(ir, op);
        if outs.contains(&i) {
            vec![i - outs.start]
        } else {
            vec![]
        }
    },
    bufferize: bufferize_forall,
};

fn bufferize_forall(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    let outs = forall_outs(rw.ir, op);
    let body = rw.ir.regions(op).first().and_then(|&r| rw.ir.entry_block(r)).ok_or("a loop without a body")?;
    let mut bufs = vec![];
    for i in outs.clone() {
        bufs.push(st.dest_buffer(rw, op, i, true)?);
    }
    // The body's shared_out arguments (after the induction variables) become the buffers.
    let rank = rw.ir.args(body).len().checked_sub(bufs.len()).ok_or("a loop with too few body arguments")?;
    rw.set_insertion_point_to_start(body);
    for (k, &b) in bufs.iter().enumerate() {
        let a = rw.ir.arg(body, rank + k);
        let t = rw.ir.value_ty(a);
        let x = rw.create_value("bufferization.to_tensor", vec![b], t, vec![]);
        rw.replace_all_uses_with(a, x);
    }
    for k in (0..bufs.len()).rev() {
        rw.ir.erase_block_arg(body, rank + k).map_err(|_| "a shared_out argument still in use".to_string())?;
    }
    // The same loop without shared_outs and results.
    let mut segs = dense_array(rw.ir, op, "operandSegmentSizes").unwrap_or_default();
    if let Some(last) = segs.last_mut() {
        *last = 0;
    }
    let segs = rw.ir.ctx.dense_i32_array(&segs);
    let seg_sym = rw.ir.ctx.sym("operandSegmentSizes");
    let props: Vec<(Sym, Attr)> =
        rw.ir.props(op).iter().map(|&(n, a)| if n == seg_sym { (n, segs) } else { (n, a) }).collect();
    let operands = rw.ir.operands(op)[..outs.start].to_vec();
    let name = rw.ir.ctx.sym("scf.forall");
    let attrs = rw.ir.attrs(op).to_vec();
    let loc = rw.ir.loc(op);
    let old = rw.ir.regions(op)[0];
    let region = rw.ir.new_region();
    rw.inline_region_before(old, region, None);
    let new = rw.ir.create_op(name, operands, &[], props, attrs, vec![region], vec![], loc);
    rw.set_insertion_point_before(op);
    rw.insert(new);
    st.replace_op(rw, op, &bufs);
    Ok(())
}

/// `tensor.parallel_insert_slice %src into %dest[...]` in `scf.forall.in_parallel`: writes its
/// slice of the shared_out's buffer, always in place (the forall's own write decides whether
/// that buffer is a copy): a `memref.subview` and a `memref.copy` at the end of the loop body,
/// the op erased (as upstream).
static PARALLEL_INSERT_SLICE: BufferizableOpInterface = BufferizableOpInterface {
    reads: |_, _, i| i == 0,
    writes: |_, _, i| i == 1,
    aliasing_results: none,
    bufferize: bufferize_parallel_insert_slice,
};

fn bufferize_parallel_insert_slice(rw: &mut Rewriter, op: Op, st: &mut dyn BufferizeState) -> Result<(), String> {
    if !st.in_place(op, 1) {
        return Err("cannot be bufferized by mlirc: a read of its destination may see this write \
                    (the destination would need a copy)"
            .into());
    }
    let parent = rw.ir.parent_op(op).ok_or("outside a parallel combining op")?;
    rw.set_insertion_point_before(parent);
    let d = st.buffer(rw, op, 1);
    copy_into_slice(rw, op, d, st)?;
    rw.erase_op(op);
    Ok(())
}
