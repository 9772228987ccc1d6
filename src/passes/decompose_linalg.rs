//! `mlirc-decompose-linalg`: `linalg.softmax`, `linalg.pack` and `linalg.unpack` on tensors
//! become ops the rest of the pipeline bufferizes and lowers. Upstream has no pass for this
//! job, only transform ops (`transform.structured.decompose_interface`, which runs
//! `SoftmaxOp::decomposeOperation`, and `transform.structured.lower_pack`/`lower_unpack`, which
//! run `linalg::lowerPack`/`lowerUnPack`); this pass applies the same decompositions to every
//! such op, hence mlirc's own name.
//!
//! Takes: verified IR. Gives, for each op on ranked tensors:
//! - `linalg.softmax dimension(d) ins(%x) outs(%o)` (upstream's decomposition, in its order):
//!   `%m` = a `linalg.generic` reducing `arith.maxnumf` along `d` into a `tensor.empty` of the
//!   other dimensions filled (`linalg.fill`) with maxnumf's identity (upstream's `-NaN`);
//!   `%e` = a parallel `linalg.generic` computing `math.exp(x - m)` into `%o`; `%s` = a
//!   `linalg.generic` reducing `arith.addf` along `d` into the empty tensor filled with `0.0`;
//!   the result = a parallel `linalg.generic` computing `e / s` into `%e` (reading it as its
//!   init; upstream's writes `ins(%e, %s)` into `%o` again, which forces the exponentials into
//!   a second buffer when the result is read later: `%o` is overwritten while `%e`, its older
//!   value, is still to be read — the same values either way). The dynamic sizes of
//!   the reductions' tensor are `tensor.dim`s of `%x`. Float element types only (upstream builds
//!   the same float ops; for other element types the op is a diagnostic).
//! - `linalg.pack` (upstream's `lowerPack`): the source padded (`tensor.pad`, high padding
//!   `outer * tile - size` on each tiled dimension, with the `padding_value`, else zero) to a
//!   shape that `tensor.expand_shape` splits into the strip-mined shape (each tiled dimension
//!   `d` as `[d / tile, tile]`, in source order), then a `linalg.transpose` into the dest that
//!   puts the outer dimensions in `outer_dims_perm` order and the tiles in `inner_dims_pos`
//!   order. The pad is left out when it pads nothing and keeps the type.
//! - `linalg.unpack` (upstream's `lowerUnPack`): a `linalg.transpose` of the packed source into
//!   a `tensor.empty` of the strip-mined shape, a `tensor.collapse_shape` to the padded shape,
//!   a `tensor.extract_slice` of the dest's sizes at offset 0 (left out when the collapsed type
//!   is already the dest's static type), and a `linalg.copy` into the dest (destination style, as upstream).
//!
//! Dynamic sizes (and dynamic inner tiles, which upstream's `lowerPack` refuses) are computed
//! with `tensor.dim`, `arith.muli` and `arith.subi`. `linalg.softmax` on buffers (memref
//! operands) is left as it is: it stays unsupported, and the translation names the op.
//! `linalg.pack`/`unpack` only exist on tensors. The ops are collected once, then each is
//! rewritten once: linear in the function.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::diag::Diagnostic;
use crate::dialects::build::{err, index_const, int_bin};
use crate::dialects::common::{dense_array, segments};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::context::{AttrKind, TypeKind};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-decompose-linalg",
    class: "DecomposeLinalgPass",
    summary: "Decompose linalg.softmax, linalg.pack and linalg.unpack on tensors into generic, fill, pad, reshape, \
              transpose, slice and copy ops",
    options: &[],
    create: |_: &OptionValues| Box::new(DecomposeLinalg),
};

struct DecomposeLinalg;

impl Pass for DecomposeLinalg {
    /// Preserves everything when there is nothing to decompose.
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op)? { Preserved::None } else { Preserved::All })
    }
}

/// Decomposes the ops below `top`; whether there was any.
pub fn run(ir: &mut Ir, top: Op) -> Result<bool, Vec<Diagnostic>> {
    let mut work = vec![];
    let mut errors = vec![];
    ir.walk(top, &mut |o| match ir.op_name(o) {
        "linalg.softmax" => {
            let x = ir.operands(o)[0];
            let t = ir.value_ty(x);
            if !is_ranked_tensor(ir, t) || !ir.results(o).iter().all(|&r| is_ranked_tensor(ir, ir.value_ty(r))) {
                return;
            }
            if ir.ctx.float_kind(ir.ctx.elem_ty(t)).is_none() {
                errors.push(err(ir, o, "cannot be decomposed: its element type is not a float type"));
                return;
            }
            work.push(o);
        }
        "linalg.pack" | "linalg.unpack" => work.push(o),
        _ => {}
    });
    if !errors.is_empty() {
        return Err(errors);
    }
    let changed = !work.is_empty();
    for op in work {
        let mut rw = Rewriter::before(ir, op);
        let new = match rw.ir.op_name(op) {
            "linalg.softmax" => softmax(&mut rw, op),
            "linalg.pack" => pack(&mut rw, op),
            _ => unpack(&mut rw, op),
        };
        rw.replace_op(op, &[new]);
    }
    Ok(changed)
}

fn is_ranked_tensor(ir: &Ir, t: Type) -> bool {
    matches!(ir.ctx.type_kind(t), TypeKind::Tensor { .. })
}

fn shape(ir: &Ir, t: Type) -> Vec<i64> {
    ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default()
}

fn tensor_ty(rw: &mut Rewriter, shape: Vec<i64>, elem: Type) -> Type {
    rw.ir.ctx.ty(TypeKind::Tensor { shape, elem, encoding: None })
}

/// `tensor.dim %v, d`.
fn dim(rw: &mut Rewriter, v: Value, d: usize) -> Value {
    let c = index_const(rw, d as i64);
    let index = rw.ir.ctx.index_ty();
    rw.create_value("tensor.dim", vec![v, c], index, vec![])
}

/// The size `d` of `v` as a value: a constant when static.
fn size(rw: &mut Rewriter, v: Value, d: usize) -> Value {
    let s = shape(rw.ir, rw.ir.value_ty(v))[d];
    if s == DYNAMIC {
        dim(rw, v, d)
    } else {
        index_const(rw, s)
    }
}

fn fastmath(rw: &mut Rewriter) -> Attr {
    rw.ir.ctx.enum_attr(&crate::ir::enums::ARITH_FASTMATH, 0)
}

fn float_const(rw: &mut Rewriter, t: Type, x: f64) -> Value {
    let k = rw.ir.ctx.float_kind(t).expect("float element type");
    let bits = crate::ir::float::from_f64(k, x);
    let a = rw.ir.ctx.attr(AttrKind::Float { ty: t, bits });
    rw.create_value("arith.constant", vec![], t, vec![("value", a)])
}

fn iterators(rw: &mut Rewriter, rank: usize, reduced: Option<usize>) -> Attr {
    let par = rw.ir.ctx.enum_attr(&crate::ir::enums::LINALG_ITERATOR_TYPE, 0);
    let red = rw.ir.ctx.enum_attr(&crate::ir::enums::LINALG_ITERATOR_TYPE, 1);
    let v = (0..rank).map(|i| if Some(i) == reduced { red } else { par }).collect();
    rw.ir.ctx.array_attr(v)
}

/// A `linalg.generic` over `ins` and one init, with `maps` and `iters`; `body` fills the body
/// (whose arguments it gets) and returns the value to yield.
fn generic(
    rw: &mut Rewriter,
    ins: Vec<Value>,
    init: Value,
    maps: Vec<AffineMap>,
    iters: Attr,
    body: impl FnOnce(&mut Rewriter, &[Value]) -> Value,
) -> Value {
    let maps: Vec<Attr> = maps.into_iter().map(|m| rw.ir.ctx.affine_map_attr(m)).collect();
    let maps = rw.ir.ctx.array_attr(maps);
    let segments = rw.ir.ctx.dense_i32_array(&[ins.len() as i64, 1]);
    let mut operands = ins;
    operands.push(init);
    let arg_types: Vec<Type> = operands.iter().map(|&v| rw.ir.ctx.elem_ty(rw.ir.value_ty(v))).collect();
    let (region, block) = rw.ir.new_region_with_block(&arg_types);
    let t = rw.ir.value_ty(init);
    let g = rw.create(
        "linalg.generic",
        operands,
        &[t],
        vec![("indexing_maps", maps), ("iterator_types", iters), ("operandSegmentSizes", segments)],
        vec![region],
    );
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let args = rw.ir.args(block).to_vec();
    let y = body(rw, &args);
    rw.create("linalg.yield", vec![y], &[], vec![], vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    rw.ir.result(g, 0)
}

/// `linalg.fill ins(%v) outs(%init)` or `linalg.copy ins(%v) outs(%init)`.
fn fill_or_copy(rw: &mut Rewriter, name: &str, v: Value, init: Value) -> Value {
    let types = [rw.ir.value_ty(v), rw.ir.value_ty(init)];
    let region = crate::dialects::linalg::yield_first_body(rw, &types);
    let segments = rw.ir.ctx.dense_i32_array(&[1, 1]);
    let t = rw.ir.value_ty(init);
    let op = rw.create(name, vec![v, init], &[t], vec![("operandSegmentSizes", segments)], vec![region]);
    rw.ir.result(op, 0)
}

/// `linalg.transpose ins(%v) outs(%init) permutation = perm`.
fn transpose(rw: &mut Rewriter, v: Value, init: Value, perm: &[i64]) -> Value {
    let types = [rw.ir.value_ty(v), rw.ir.value_ty(init)];
    let region = crate::dialects::linalg::yield_first_body(rw, &types);
    let p = rw.ir.ctx.dense_i64_array(perm);
    let t = rw.ir.value_ty(init);
    let op = rw.create("linalg.transpose", vec![v, init], &[t], vec![("permutation", p)], vec![region]);
    rw.ir.result(op, 0)
}

/// A float binary op (or `math.exp` with one operand) with upstream's default fast-math flags.
fn float_op(rw: &mut Rewriter, name: &str, operands: Vec<Value>) -> Value {
    let t = rw.ir.value_ty(operands[0]);
    let fm = fastmath(rw);
    rw.create_value(name, operands, t, vec![("fastmath", fm)])
}

/// `SoftmaxOp::decomposeOperation`: max, exp(x - max), sum, division.
fn softmax(rw: &mut Rewriter, op: Op) -> Value {
    let (x, out) = (rw.ir.operands(op)[0], rw.ir.operands(op)[1]);
    let d = rw.ir.attr(op, "dimension").and_then(|a| rw.ir.ctx.as_int(a)).unwrap_or(0) as usize;
    let xt = rw.ir.value_ty(x);
    let elem = rw.ir.ctx.elem_ty(xt);
    let xs = shape(rw.ir, xt);
    let rank = xs.len();
    // The reductions' init: the input's shape without `d`.
    let mut dyn_sizes = vec![];
    let mut red_shape = vec![];
    for (i, &s) in xs.iter().enumerate() {
        if i == d {
            continue;
        }
        red_shape.push(s);
        if s == DYNAMIC {
            dyn_sizes.push(dim(rw, x, i));
        }
    }
    let red_ty = tensor_ty(rw, red_shape, elem);
    let empty = rw.create_value("tensor.empty", dyn_sizes, red_ty, vec![]);
    let identity = AffineMap::identity(rank as u32);
    let dropped = AffineMap {
        dims: rank as u32,
        syms: 0,
        results: (0..rank as u32).filter(|&i| i as usize != d).map(AffineExpr::Dim).collect(),
    };
    // 1. max along d, from maxnumf's identity (upstream's -NaN).
    let neg_nan = float_const(rw, elem, -f64::NAN);
    let max_init = fill_or_copy(rw, "linalg.fill", neg_nan, empty);
    let red_iters = iterators(rw, rank, Some(d));
    let max = generic(rw, vec![x], max_init, vec![identity.clone(), dropped.clone()], red_iters, |rw, a| {
        float_op(rw, "arith.maxnumf", vec![a[0], a[1]])
    });
    // 2. exp(x - max)
    let par_iters = iterators(rw, rank, None);
    let maps = vec![identity.clone(), dropped.clone(), identity.clone()];
    let num = generic(rw, vec![x, max], out, maps.clone(), par_iters, |rw, a| {
        let s = float_op(rw, "arith.subf", vec![a[0], a[1]]);
        float_op(rw, "math.exp", vec![s])
    });
    // 3. sum along d
    let zero = float_const(rw, elem, 0.0);
    let sum_init = fill_or_copy(rw, "linalg.fill", zero, empty);
    let sum = generic(rw, vec![num], sum_init, vec![identity, dropped], red_iters, |rw, a| {
        float_op(rw, "arith.addf", vec![a[0], a[1]])
    });
    // 4. the division, in the exponentials' tensor
    let maps = vec![maps[1].clone(), maps[0].clone()];
    generic(rw, vec![sum], num, maps, par_iters, |rw, a| float_op(rw, "arith.divf", vec![a[1], a[0]]))
}

/// What pack and unpack share: the strip-mined shape (each source dimension in order, a tiled
/// one as `[outer, tile]`) and where each source dimension's parts are in it and in the packed
/// shape.
struct Packing {
    /// Rank of the unpacked tensor.
    n: usize,
    inner: Vec<usize>,
    /// Tile sizes (`DYNAMIC` for a dynamic tile) and their values.
    tiles: Vec<i64>,
    tile_vals: Vec<Option<Value>>,
    /// `outer_pos[d]`: the packed dimension holding source dimension `d`'s outer part.
    outer_pos: Vec<usize>,
    /// Strip-mined position of `d`'s outer part, and of its tile (for tiled dimensions).
    sm_outer: Vec<usize>,
    sm_inner: Vec<Option<usize>>,
    /// Which tile (index into `inner`) each source dimension has.
    tile_of: Vec<Option<usize>>,
    groups: Vec<Vec<i64>>,
}

fn packing(rw: &mut Rewriter, op: Op, n: usize, dyn_tiles: &[Value]) -> Packing {
    let inner: Vec<usize> =
        dense_array(rw.ir, op, "inner_dims_pos").unwrap_or_default().iter().map(|&d| d as usize).collect();
    let tiles = dense_array(rw.ir, op, "static_inner_tiles").unwrap_or_default();
    let mut it = dyn_tiles.iter();
    let tile_vals = tiles.iter().map(|&t| if t == DYNAMIC { it.next().copied() } else { None }).collect();
    let perm: Vec<usize> = match dense_array(rw.ir, op, "outer_dims_perm") {
        Some(p) if !p.is_empty() => p.iter().map(|&d| d as usize).collect(),
        _ => (0..n).collect(),
    };
    let mut outer_pos = vec![0; n];
    for (i, &d) in perm.iter().enumerate() {
        outer_pos[d] = i;
    }
    let mut tile_of = vec![None; n];
    for (k, &d) in inner.iter().enumerate() {
        tile_of[d] = Some(k);
    }
    let (mut sm_outer, mut sm_inner, mut groups) = (vec![], vec![], vec![]);
    let mut pos = 0usize;
    for t in &tile_of {
        sm_outer.push(pos);
        if t.is_some() {
            sm_inner.push(Some(pos + 1));
            groups.push(vec![pos as i64, pos as i64 + 1]);
            pos += 2;
        } else {
            sm_inner.push(None);
            groups.push(vec![pos as i64]);
            pos += 1;
        }
    }
    Packing { n, inner, tiles, tile_vals, outer_pos, sm_outer, sm_inner, tile_of, groups }
}

impl Packing {
    fn tile_value(&self, rw: &mut Rewriter, k: usize) -> Value {
        match self.tile_vals[k] {
            Some(v) => v,
            None => index_const(rw, self.tiles[k]),
        }
    }
    fn reassociation(&self, rw: &mut Rewriter) -> Attr {
        let groups: Vec<Attr> = self
            .groups
            .iter()
            .map(|g| {
                let v = g.iter().map(|&i| rw.ir.ctx.i64_attr(i)).collect();
                rw.ir.ctx.array_attr(v)
            })
            .collect();
        rw.ir.ctx.array_attr(groups)
    }
    fn sm_rank(&self) -> usize {
        self.n + self.inner.len()
    }
}

/// Upstream's `lowerPack`: pad, expand_shape, transpose.
fn pack(rw: &mut Rewriter, op: Op) -> Value {
    let seg = segments(rw.ir, op);
    let (src, dest) = (seg[0][0], seg[1][0]);
    let pad_value = seg[2].first().copied();
    let st = rw.ir.value_ty(src);
    let elem = rw.ir.ctx.elem_ty(st);
    let ss = shape(rw.ir, st);
    let ps = shape(rw.ir, rw.ir.value_ty(dest));
    let pk = packing(rw, op, ss.len(), &seg[3]);
    let n = pk.n;
    // The padded shape and the high padding of each dimension.
    let mut padded = vec![];
    let mut static_high = vec![];
    let mut dyn_high = vec![];
    for d in 0..n {
        let outer = ps[pk.outer_pos[d]];
        let Some(k) = pk.tile_of[d] else {
            padded.push(ss[d]);
            static_high.push(0);
            continue;
        };
        let tile = pk.tiles[k];
        if outer != DYNAMIC && tile != DYNAMIC {
            padded.push(outer * tile);
            if ss[d] != DYNAMIC {
                static_high.push(outer * tile - ss[d]);
                continue;
            }
        } else {
            padded.push(DYNAMIC);
        }
        let o = size(rw, dest, pk.outer_pos[d]);
        let t = pk.tile_value(rw, k);
        let full = int_bin(rw, "arith.muli", o, t);
        let s = size(rw, src, d);
        dyn_high.push(int_bin(rw, "arith.subi", full, s));
        static_high.push(DYNAMIC);
    }
    let padded_ty = tensor_ty(rw, padded.clone(), elem);
    let padded_val = if padded_ty == st && static_high.iter().all(|&h| h == 0) {
        src
    } else {
        let pv = match pad_value {
            Some(v) => v,
            None if rw.ir.ctx.is_float(elem) => float_const(rw, elem, 0.0),
            None => {
                let z = rw.ir.ctx.int_attr(elem, 0);
                rw.create_value("arith.constant", vec![], elem, vec![("value", z)])
            }
        };
        let index = rw.ir.ctx.index_ty();
        let (region, block) = rw.ir.new_region_with_block(&vec![index; n]);
        let saved = rw.insertion_point();
        rw.set_insertion_point_to_end(block);
        rw.create("tensor.yield", vec![pv], &[], vec![], vec![]);
        if let Some(ip) = saved {
            rw.set_insertion_point(ip);
        }
        let low = rw.ir.ctx.dense_i64_array(&vec![0; n]);
        let high = rw.ir.ctx.dense_i64_array(&static_high);
        let segs = rw.ir.ctx.dense_i32_array(&[1, 0, dyn_high.len() as i64]);
        let mut operands = vec![src];
        operands.extend(&dyn_high);
        let p = rw.create(
            "tensor.pad",
            operands,
            &[padded_ty],
            vec![("static_low", low), ("static_high", high), ("operandSegmentSizes", segs)],
            vec![region],
        );
        rw.ir.result(p, 0)
    };
    // The strip-mined shape and the dynamic sizes of the expansion.
    let mut sm = vec![0; pk.sm_rank()];
    let mut sm_dyn: Vec<Option<Value>> = vec![None; pk.sm_rank()];
    for d in 0..n {
        let outer = ps[pk.outer_pos[d]];
        match pk.tile_of[d] {
            Some(k) => {
                sm[pk.sm_outer[d]] = outer;
                if outer == DYNAMIC {
                    sm_dyn[pk.sm_outer[d]] = Some(dim(rw, dest, pk.outer_pos[d]));
                }
                let i = pk.sm_inner[d].expect("tiled");
                sm[i] = pk.tiles[k];
                sm_dyn[i] = pk.tile_vals[k];
            }
            None => {
                sm[pk.sm_outer[d]] = padded[d];
                if padded[d] == DYNAMIC {
                    sm_dyn[pk.sm_outer[d]] = Some(dim(rw, padded_val, d));
                }
            }
        }
    }
    let sm_ty = tensor_ty(rw, sm.clone(), elem);
    let reassoc = pk.reassociation(rw);
    let out_shape = rw.ir.ctx.dense_i64_array(&sm);
    let mut operands = vec![padded_val];
    operands.extend(sm_dyn.iter().flatten());
    let expanded = rw.create_value(
        "tensor.expand_shape",
        operands,
        sm_ty,
        vec![("reassociation", reassoc), ("static_output_shape", out_shape)],
    );
    // Packed dimension i is strip-mined dimension perm[i].
    let mut perm = vec![0i64; pk.sm_rank()];
    for d in 0..n {
        perm[pk.outer_pos[d]] = pk.sm_outer[d] as i64;
    }
    for (k, &d) in pk.inner.iter().enumerate() {
        perm[n + k] = pk.sm_inner[d].expect("tiled") as i64;
    }
    transpose(rw, expanded, dest, &perm)
}

/// Upstream's `lowerUnPack`: transpose, collapse_shape, extract_slice, copy.
fn unpack(rw: &mut Rewriter, op: Op) -> Value {
    let operands = rw.ir.operands(op).to_vec();
    let (src, dest) = (operands[0], operands[1]);
    let st = rw.ir.value_ty(src);
    let dt = rw.ir.value_ty(dest);
    let elem = rw.ir.ctx.elem_ty(st);
    let ps = shape(rw.ir, st);
    let ds = shape(rw.ir, dt);
    let pk = packing(rw, op, ds.len(), &operands[2..]);
    let n = pk.n;
    // Strip-mined dimension j is packed dimension q[j].
    let mut q = vec![0usize; pk.sm_rank()];
    for d in 0..n {
        q[pk.sm_outer[d]] = pk.outer_pos[d];
    }
    for (k, &d) in pk.inner.iter().enumerate() {
        q[pk.sm_inner[d].expect("tiled")] = n + k;
    }
    let sm: Vec<i64> = q.iter().map(|&p| ps[p]).collect();
    let mut dyn_sizes = vec![];
    for (j, &s) in sm.iter().enumerate() {
        if s == DYNAMIC {
            dyn_sizes.push(dim(rw, src, q[j]));
        }
    }
    let sm_ty = tensor_ty(rw, sm.clone(), elem);
    let empty = rw.create_value("tensor.empty", dyn_sizes, sm_ty, vec![]);
    let perm: Vec<i64> = q.iter().map(|&p| p as i64).collect();
    let transposed = transpose(rw, src, empty, &perm);
    let collapsed: Vec<i64> = pk
        .groups
        .iter()
        .map(|g| {
            g.iter()
                .try_fold(1i64, |acc, &j| {
                    let s = sm[j as usize];
                    (s != DYNAMIC).then_some(acc * s)
                })
                .unwrap_or(DYNAMIC)
        })
        .collect();
    let collapsed_ty = tensor_ty(rw, collapsed, elem);
    let reassoc = pk.reassociation(rw);
    let collapsed_val =
        rw.create_value("tensor.collapse_shape", vec![transposed], collapsed_ty, vec![("reassociation", reassoc)]);
    let slice = if collapsed_ty == dt && !ds.contains(&DYNAMIC) {
        collapsed_val
    } else {
        let mut dyn_sizes = vec![];
        for (i, &s) in ds.iter().enumerate() {
            if s == DYNAMIC {
                dyn_sizes.push(dim(rw, dest, i));
            }
        }
        let offsets = rw.ir.ctx.dense_i64_array(&vec![0; n]);
        let sizes = rw.ir.ctx.dense_i64_array(&ds);
        let strides = rw.ir.ctx.dense_i64_array(&vec![1; n]);
        let segs = rw.ir.ctx.dense_i32_array(&[1, 0, dyn_sizes.len() as i64, 0]);
        let mut operands = vec![collapsed_val];
        operands.extend(dyn_sizes);
        rw.create_value(
            "tensor.extract_slice",
            operands,
            dt,
            vec![
                ("operandSegmentSizes", segs),
                ("static_offsets", offsets),
                ("static_sizes", sizes),
                ("static_strides", strides),
            ],
        )
    };
    fill_or_copy(rw, "linalg.copy", slice, dest)
}
