//! `tosa-to-linalg`'s rules for the data-movement ops (see `mod.rs`): `gather`, `reverse`,
//! `tile`, `resize`, `fft2d`, `rfft2d`, each as upstream's converter in TosaToLinalg.cpp.
//!
//! - `gather` (values `[N,K,C]`, indices `[N,W]`): a generic over the result `[N,W,C]` reading
//!   the index and extracting `values[n, index, c]`;
//! - `reverse`: a generic over the result extracting `input[.., size-1-i, ..]`;
//! - `tile`: a generic broadcasting the input to `[m0, d0, m1, d1, ...]`, then a
//!   `tosa.reshape` to the result (left for `tosa-to-tensor`, as upstream leaves it).
//!
//! - `resize` (float, NHWC): upstream's `GenericResizeConverter`, a generic over the result
//!   computing the source index `(o * scale_d + offset) floordiv scale_n` and the fraction
//!   `rem / scale_n` per spatial dim, then the nearest (fraction >= 0.5 rounds up) or the
//!   bilinear blend of four extracted values; indices clamped to the input.
//!
//! Integer `resize`, `fft2d` and `rfft2d` are not lowered yet: an error naming the op. Static shapes
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
        "tosa.resize" => resize(ir, op),
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

/// Float `tosa.resize` (upstream's `GenericResizeConverter`, `NEAREST_NEIGHBOR` and `BILINEAR`).
fn resize(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let input = ir.operand(op, 0);
    let in_ty = ir.value_ty(input);
    let out_ty = ir.value_ty(ir.result(op, 0));
    let elem = ir.ctx.elem_ty(in_ty);
    let (Some(ishape), Some(_)) = (static_shape(ir, in_ty), static_shape(ir, out_ty)) else {
        return Err(not_legalized(ir, op, "mlirc lowers it on static shapes only"));
    };
    if !ir.ctx.is_float(elem) || ir.ctx.elem_ty(out_ty) != elem || ishape.len() != 4 {
        return Err(not_legalized(ir, op, "mlirc lowers tosa.resize of rank-4 float tensors only"));
    }
    if ishape[1] == 1 || ishape[2] == 1 {
        return Err(not_legalized(ir, op, "mlirc does not lower tosa.resize of an input with a spatial dim of 1 yet"));
    }
    let vals = [1, 2, 3].map(|i| shape_values(ir, ir.operand(op, i)));
    let [Some(scale), Some(offset), Some(border)] = vals else {
        return Err(not_legalized(ir, op, "its scale, offset and border must be tosa.const_shape"));
    };
    if scale.len() != 4 || offset.len() != 2 || border.len() != 2 {
        return Err(not_legalized(ir, op, "its scale, offset and border have the wrong sizes"));
    }
    let mode = ir.attr(op, "mode").and_then(|a| ir.ctx.enum_value(a, &crate::ir::enums::TOSA_RESIZE_MODE));
    let bilinear = match mode {
        Some(1) => false,
        Some(2) => true,
        _ => return Err(not_legalized(ir, op, "unknown resize mode")),
    };
    let i32t = ir.ctx.int_ty(32);
    let index = ir.ctx.index_ty();
    let fm = ir.ctx.enum_attr(&crate::ir::enums::ARITH_FASTMATH, 0);
    let mut rw = Rewriter::before(ir, op);
    let empty = rw.create_value("tensor.empty", vec![], out_ty, vec![]);
    let g = generic(&mut rw, vec![], vec![empty], vec![AffineMap::identity(4)], 4, |rw, _| {
        let int = |rw: &mut Rewriter, x: i64| {
            let a = rw.ir.ctx.int_attr(i32t, x as i128);
            rw.create_value("arith.constant", vec![], i32t, vec![("value", a)])
        };
        let fconst = |rw: &mut Rewriter, x: f64| {
            let k = rw.ir.ctx.float_kind(elem).unwrap_or(crate::ir::context::FloatKind::F32);
            let bits = crate::ir::float::from_f64(k, x);
            let a = rw.ir.ctx.attr(AttrKind::Float { ty: elem, bits });
            rw.create_value("arith.constant", vec![], elem, vec![("value", a)])
        };
        let f = |rw: &mut Rewriter, name: &str, a: Value, b: Value| {
            rw.create_value(name, vec![a, b], elem, vec![("fastmath", fm)])
        };
        let idx: Vec<Value> = (0..4).map(|d| linalg_index(rw, d)).collect();
        let zero = int(rw, 0);
        let _zero_f = fconst(rw, 0.0);
        let hmax = int(rw, ishape[1] - 1);
        let wmax = int(rw, ishape[2] - 1);
        let y = rw.create_value("arith.index_cast", vec![idx[1]], i32t, vec![]);
        let x = rw.create_value("arith.index_cast", vec![idx[2]], i32t, vec![]);
        let yn = int(rw, scale[0]);
        let yd = int(rw, scale[1]);
        let xn = int(rw, scale[2]);
        let xd = int(rw, scale[3]);
        let oy = int(rw, offset[0]);
        let ox = int(rw, offset[1]);
        let _by = int(rw, border[0]);
        let _bx = int(rw, border[1]);
        // The source index and the fraction along one dim.
        let split = |rw: &mut Rewriter, o: Value, d: Value, off: Value, n: Value| {
            let t = int_bin(rw, "arith.muli", o, d);
            let t = int_bin(rw, "arith.addi", t, off);
            let i = rw.create_value("arith.floordivsi", vec![t, n], i32t, vec![]);
            let r = rw.create_value("arith.remsi", vec![t, n], i32t, vec![]);
            let rf = rw.create_value("arith.sitofp", vec![r], elem, vec![]);
            let nf = rw.create_value("arith.uitofp", vec![n], elem, vec![]);
            (i, f(rw, "arith.divf", rf, nf))
        };
        let (iy, dy) = split(rw, y, yd, oy, yn);
        let (ix, dx) = split(rw, x, xd, ox, xn);
        let one = int(rw, 1);
        let clamp = |rw: &mut Rewriter, v: Value, max: Value| {
            let v = rw.create_value("arith.maxsi", vec![zero, v], i32t, vec![]);
            let v = rw.create_value("arith.minsi", vec![max, v], i32t, vec![]);
            v
        };
        if !bilinear {
            let near = |rw: &mut Rewriter, i: Value, d: Value, max: Value| {
                let half = fconst(rw, 0.5);
                let i64t = rw.ir.ctx.int_ty(64);
                let i1 = rw.ir.ctx.int_ty(1);
                let p = rw.ir.ctx.int_attr(i64t, 3); // oge
                let c = rw.create_value("arith.cmpf", vec![d, half], i1, vec![("predicate", p), ("fastmath", fm)]);
                let up = crate::dialects::build::select(rw, c, one, zero);
                let v = int_bin(rw, "arith.addi", i, up);
                let v = clamp(rw, v, max);
                rw.create_value("arith.index_cast", vec![v], index, vec![])
            };
            let sy = near(rw, iy, dy, hmax);
            let sx = near(rw, ix, dx, wmax);
            return vec![rw.create_value("tensor.extract", vec![input, idx[0], sy, sx, idx[3]], elem, vec![])];
        }
        let pair = |rw: &mut Rewriter, i: Value, max: Value| {
            let i1 = int_bin(rw, "arith.addi", i, one);
            let a = clamp(rw, i, max);
            let b = clamp(rw, i1, max);
            let a = rw.create_value("arith.index_cast", vec![a], index, vec![]);
            let b = rw.create_value("arith.index_cast", vec![b], index, vec![]);
            (a, b)
        };
        let (y0, y1) = pair(rw, iy, hmax);
        let (x0, x1) = pair(rw, ix, wmax);
        let ex = |rw: &mut Rewriter, yy: Value, xx: Value| {
            rw.create_value("tensor.extract", vec![input, idx[0], yy, xx, idx[3]], elem, vec![])
        };
        let v00 = ex(rw, y0, x0);
        let v01 = ex(rw, y0, x1);
        let v10 = ex(rw, y1, x0);
        let v11 = ex(rw, y1, x1);
        let onef = fconst(rw, 1.0);
        let lerp = |rw: &mut Rewriter, a: Value, b: Value, d: Value| {
            let w = f(rw, "arith.subf", onef, d);
            let a = f(rw, "arith.mulf", a, w);
            let b = f(rw, "arith.mulf", b, d);
            f(rw, "arith.addf", a, b)
        };
        let top = lerp(rw, v00, v01, dx);
        let bottom = lerp(rw, v10, v11, dx);
        vec![lerp(rw, top, bottom, dy)]
    });
    let r = rw.ir.result(g, 0);
    rw.replace_op(op, &[r]);
    Ok(())
}
