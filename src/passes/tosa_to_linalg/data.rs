//! `tosa-to-linalg`'s rules for the data-movement ops (see `mod.rs`): `gather`, `reverse`,
//! `tile`, `resize`, `fft2d`, `rfft2d`, each as upstream's converter in TosaToLinalg.cpp.
//!
//! - `gather` (values `[N,K,C]`, indices `[N,W]`): a generic over the result `[N,W,C]` reading
//!   the index and extracting `values[n, index, c]`;
//! - `reverse`: a generic over the result extracting `input[.., size-1-i, ..]`;
//! - `tile`: a generic broadcasting the input to `[m0, d0, m1, d1, ...]`, then a
//!   `tosa.reshape` to the result (left for `tosa-to-tensor`, as upstream leaves it).
//!
//! `resize`, `fft2d` and `rfft2d` are not lowered yet: an error naming the op. Static shapes
//! only; anything else is upstream's `failed to legalize operation` with a note.

use crate::diag::Diagnostic;
use crate::dialects::build::{index_const, int_bin};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;
use crate::passes::tosa_common::not_legalized;
use crate::passes::tosa_to_tensor::{shape_values, static_shape, tensor_ty};

/// Whether `name` is an op these rules lower.
pub fn wanted(name: &str) -> bool {
    matches!(name, "tosa.gather" | "tosa.reverse" | "tosa.tile" | "tosa.resize" | "tosa.fft2d" | "tosa.rfft2d")
}

/// Replaces `op` (which `wanted` accepts) by its lowering.
pub fn lower(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    for &v in ir.operands(op).iter().chain(ir.results(op)) {
        let t = ir.value_ty(v);
        if ir.ctx.is_tensor(t) && static_shape(ir, t).is_none() {
            return Err(not_legalized(ir, op, "mlirc lowers it on static shapes only"));
        }
    }
    match ir.op_name(op) {
        "tosa.gather" => gather(ir, op),
        "tosa.reverse" => reverse(ir, op),
        "tosa.tile" => tile(ir, op),
        // Not yet: an unsupported op named as the compile harness expects (`'tosa.X' op ...`).
        _ => Err(crate::dialects::build::err(ir, op, "cannot be lowered by mlirc yet (tosa-to-linalg)")),
    }
}

/// A `linalg.generic` with all loops parallel over `rank` dims: `ins` and `outs` with `maps`,
/// results of `result_types`, and a body `body(rw, block args)` whose values are yielded.
pub fn generic(
    rw: &mut Rewriter,
    ins: Vec<Value>,
    outs: Vec<Value>,
    maps: Vec<AffineMap>,
    rank: usize,
    body: impl FnOnce(&mut Rewriter, &[Value]) -> Vec<Value>,
) -> Op {
    let elem = |rw: &Rewriter, v: Value| rw.ir.ctx.elem_ty(rw.ir.value_ty(v));
    let arg_types: Vec<Type> = ins.iter().chain(&outs).map(|&v| elem(rw, v)).collect();
    let result_types: Vec<Type> = outs.iter().map(|&v| rw.ir.value_ty(v)).collect();
    let maps: Vec<Attr> = maps.into_iter().map(|m| rw.ir.ctx.affine_map_attr(m)).collect();
    let maps = rw.ir.ctx.array_attr(maps);
    let parallel = rw.ir.ctx.enum_attr(&crate::ir::enums::LINALG_ITERATOR_TYPE, 0);
    let iterators = rw.ir.ctx.array_attr(vec![parallel; rank]);
    let segments = rw.ir.ctx.dense_i32_array(&[ins.len() as i64, outs.len() as i64]);
    let (region, block) = rw.ir.new_region_with_block(&arg_types);
    let mut all = ins;
    all.extend(outs);
    let g = rw.create(
        "linalg.generic",
        all,
        &result_types,
        vec![("indexing_maps", maps), ("iterator_types", iterators), ("operandSegmentSizes", segments)],
        vec![region],
    );
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let args = rw.ir.args(block).to_vec();
    let ys = body(rw, &args);
    rw.create("linalg.yield", ys, &[], vec![], vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    g
}

/// `linalg.index d`.
pub fn linalg_index(rw: &mut Rewriter, d: usize) -> Value {
    let index = rw.ir.ctx.index_ty();
    let a = rw.ir.ctx.i64_attr(d as i64);
    rw.create_value("linalg.index", vec![], index, vec![("dim", a)])
}

fn map(dims: usize, results: Vec<AffineExpr>) -> AffineMap {
    AffineMap { dims: dims as u32, syms: 0, results }
}

/// `tosa.gather` (upstream's `GatherConverter`).
fn gather(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let values = ir.operand(op, 0);
    let indices = ir.operand(op, 1);
    let out_ty = ir.value_ty(ir.result(op, 0));
    let rank = ir.ctx.shape(out_ty).map_or(0, |s| s.len());
    if rank != 3 || ir.ctx.shape(ir.value_ty(values)).map_or(0, |s| s.len()) != 3 {
        return Err(not_legalized(ir, op, "its values and output must be of rank 3"));
    }
    let elem = ir.ctx.elem_ty(out_ty);
    let mut rw = Rewriter::before(ir, op);
    let empty = rw.create_value("tensor.empty", vec![], out_ty, vec![]);
    let maps = vec![map(3, vec![AffineExpr::Dim(0), AffineExpr::Dim(1)]), AffineMap::identity(3)];
    let g = generic(&mut rw, vec![indices], vec![empty], maps, 3, |rw, args| {
        let i0 = linalg_index(rw, 0);
        let index = rw.ir.ctx.index_ty();
        let i1 = rw.create_value("arith.index_cast", vec![args[0]], index, vec![]);
        let i2 = linalg_index(rw, 2);
        vec![rw.create_value("tensor.extract", vec![values, i0, i1, i2], elem, vec![])]
    });
    let r = rw.ir.result(g, 0);
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `tosa.reverse` (upstream's `ReverseConverter`).
fn reverse(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let input = ir.operand(op, 0);
    let in_ty = ir.value_ty(input);
    let shape = static_shape(ir, in_ty).unwrap_or_default();
    let rank = shape.len();
    let axis = ir.attr(op, "axis").and_then(|a| ir.ctx.as_int(a)).unwrap_or(-1);
    if axis < 0 || axis as usize >= rank {
        return Err(not_legalized(ir, op, "its axis is not a dimension of its input"));
    }
    let axis = axis as usize;
    let elem = ir.ctx.elem_ty(in_ty);
    let out_ty = ir.value_ty(ir.result(op, 0));
    let mut rw = Rewriter::before(ir, op);
    let size = index_const(&mut rw, shape[axis]);
    let empty = rw.create_value("tensor.empty", vec![], in_ty, vec![]);
    let out_ty_ok = out_ty == in_ty;
    let g = generic(&mut rw, vec![], vec![empty], vec![AffineMap::identity(rank as u32)], rank, |rw, _| {
        let mut idx = vec![input];
        for d in 0..rank {
            let mut i = linalg_index(rw, d);
            if d == axis {
                let one = index_const(rw, 1);
                let last = int_bin(rw, "arith.subi", size, one);
                i = int_bin(rw, "arith.subi", last, i);
            }
            idx.push(i);
        }
        vec![rw.create_value("tensor.extract", idx, elem, vec![])]
    });
    let mut r = rw.ir.result(g, 0);
    if !out_ty_ok {
        r = rw.create_value("tensor.cast", vec![r], out_ty, vec![]);
    }
    rw.replace_op(op, &[r]);
    Ok(())
}

/// `tosa.tile` (upstream's `TileConverter`).
fn tile(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let input = ir.operand(op, 0);
    let in_ty = ir.value_ty(input);
    let shape = static_shape(ir, in_ty).unwrap_or_default();
    let rank = shape.len();
    let multiples = shape_values(ir, ir.operand(op, 1))
        .ok_or_else(|| not_legalized(ir, op, "its multiples must be a tosa.const_shape value"))?;
    let out_ty = ir.value_ty(ir.result(op, 0));
    let outs = static_shape(ir, out_ty).unwrap_or_default();
    if multiples.len() != rank
        || outs.len() != rank
        || (0..rank).any(|d| multiples[d] < 0 || multiples[d].checked_mul(shape[d]) != Some(outs[d]))
    {
        return Err(not_legalized(ir, op, "its multiples do not fit its input and result"));
    }
    let mut generic_shape = vec![];
    for d in 0..rank {
        generic_shape.push(multiples[d]);
        generic_shape.push(shape[d]);
    }
    let elem = ir.ctx.elem_ty(in_ty);
    let generic_ty = tensor_ty(ir, generic_shape, elem);
    let index = ir.ctx.index_ty();
    let index_vec = tensor_ty(ir, vec![rank as i64], index);
    let values = ir.ctx.dense_ints(index_vec, outs.iter().map(|&s| s as i128));
    let tosa = ir.ctx.sym("tosa");
    let shape_ty = ir.ctx.ty(TypeKind::Dialect { dialect: tosa, body: format!("shape<{rank}>") });
    let mut rw = Rewriter::before(ir, op);
    let empty = rw.create_value("tensor.empty", vec![], generic_ty, vec![]);
    let read = map(2 * rank, (0..rank).map(|d| AffineExpr::Dim(2 * d as u32 + 1)).collect());
    let maps = vec![read, AffineMap::identity(2 * rank as u32)];
    let g = generic(&mut rw, vec![input], vec![empty], maps, 2 * rank, |_, args| vec![args[0]]);
    let broadcast = rw.ir.result(g, 0);
    let new_shape = rw.create_value("tosa.const_shape", vec![], shape_ty, vec![("values", values)]);
    let r = rw.create_value("tosa.reshape", vec![broadcast, new_shape], out_ty, vec![]);
    rw.replace_op(op, &[r]);
    Ok(())
}
