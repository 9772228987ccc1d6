//! `mlirc-fold-constants` (mlirc's own; IREE's `const-eval` plays this part): the tensor ops
//! whose operands are all constants are computed at compile time, so a model's weights are
//! transposed, reshaped, broadcast, cast and combined (batch-norm's `rsqrt(var + eps)`) once by
//! the compiler, not at every call.
//!
//! Takes: a module on tensors (before bufferization). Gives: the same module where each value
//! computed only from constants, and derived from at least one non-splat constant (a weight)
//! or a splat of at most 16 KiB, is an `arith.constant` of its elements (`dense<...>`, or a new `dense_resource` blob for
//! results of at least `RESOURCE_BYTES`), and the ops that computed it are erased once unused.
//! Builtin resources no op refers to any more are freed (a weight folded into its transpose
//! is not held twice).
//!
//! **What is evaluated**: the structured linalg ops (`generic`, `transpose`, `broadcast`,
//! `map`, `reduce`, `fill`, `copy` and every named op, through their indexing maps and
//! payload, so each op is computed with its own semantics), `tensor.expand_shape`,
//! `collapse_shape` and `cast` (the same elements), `tensor.extract_slice` with static
//! offsets, sizes and strides. Payload ops: `arith`'s arithmetic, comparisons, `select`,
//! casts and constants, `math.sqrt`/`rsqrt`/`absf`, `linalg.index`. Elements: integers of up to
//! 64 bits, index, f16, bf16, f32, f64. Anything else (another payload op, an operand that is
//! not constant, a division by zero, a shift by the width or more, dynamic shapes) leaves the
//! op as it is.
//!
//! **Exactness**: the loops run in the order of `convert-linalg-to-loops` (the loop dimensions
//! lexicographically, reductions in order), each payload op in its element type with
//! round-to-nearest-even (f32 and f64 natively, f16 and bf16 through `softfloat`, exact as a
//! product of rounded f32 steps is not needed: each op rounds once), so a folded value is bit
//! for bit what the program computes at run time (`math.rsqrt` is `1 / sqrt(x)`, two
//! roundings, as mlirc lowers it).
//!
//! **Limits**: a result larger than `max-fold-bytes` is not folded, and neither is a result
//! that would be larger than the constants it derives from (and than 16 KiB): broadcasting a
//! bias into an activation-sized tensor would only grow the binary. Each op's iteration space
//! is bounded by `MAX_ITERATIONS`. Fills, and values computed from splats only that are not
//! splats of at most 16 KiB, stay as they are (a fill is cheaper than a global).
//!
//! Linear: ops are visited once in program order; an evaluated value is held only until it is
//! materialized (later consumers read it back from its attribute).

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::arith::softfloat::{self, BinOp, Format};
use crate::dialects::common::dense_array;
use crate::dialects::linalg;
use crate::ir::affine::{AffineBinOp, AffineExpr};
use crate::ir::context::{DenseData, DenseKind, ResourceBlob, Signedness};
use crate::ir::fxhash::FxHashMap;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;
use std::rc::Rc;

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-fold-constants",
    class: "FoldConstants",
    summary: "Compute at compile time the tensor ops whose operands are all constants (weights transposed, reshaped, cast, batch-norm factors)",
    options: &[OptionInfo {
        name: "max-fold-bytes",
        kind: OptionKind::Int,
        default: "1073741824",
        help: "Largest result, in bytes, that is computed at compile time",
    }],
    create: |o: &OptionValues| Box::new(ThisPass { max_bytes: o.int("max-fold-bytes").max(0) as u64 }),
};

struct ThisPass {
    max_bytes: u64,
}

impl Pass for ThisPass {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op, self.max_bytes) { Preserved::None } else { Preserved::All })
    }
}

/// Results of at least this many bytes become a `dense_resource` blob, smaller ones `dense<>`.
const RESOURCE_BYTES: usize = 4096;
/// A result may always be this large, whatever the constants it derives from.
const SMALL_BYTES: u64 = 16 * 1024;
/// Iterations of one op's loops, at most (a constant matmul of 1024³ would be 2^30).
const MAX_ITERATIONS: u64 = 1 << 28;

/// An element type the evaluator computes in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    /// A signless integer of this width (index: 64).
    Int(u32),
    F32,
    F64,
    /// f16 or bf16: stored in 2 bytes, computed through `softfloat`.
    Half(FloatKind, Format),
}

impl Ty {
    fn of(ctx: &Context, t: Type) -> Option<Ty> {
        match ctx.type_kind(t) {
            TypeKind::Int { width, .. } if *width <= 64 => Some(Ty::Int(*width)),
            TypeKind::Index => Some(Ty::Int(64)),
            TypeKind::Float(FloatKind::F32) => Some(Ty::F32),
            TypeKind::Float(FloatKind::F64) => Some(Ty::F64),
            TypeKind::Float(k @ (FloatKind::F16 | FloatKind::BF16)) => Some(Ty::Half(*k, softfloat::format(*k)?)),
            _ => None,
        }
    }
    /// Bytes of one stored element (as `DenseData` and resource blobs store it).
    fn bytes(self) -> usize {
        match self {
            Ty::Int(w) => w.div_ceil(8).max(1) as usize,
            Ty::F32 => 4,
            Ty::F64 => 8,
            Ty::Half(..) => 2,
        }
    }
    fn format(self) -> Option<Format> {
        match self {
            Ty::Int(_) => None,
            Ty::F32 => softfloat::format(FloatKind::F32),
            Ty::F64 => softfloat::format(FloatKind::F64),
            Ty::Half(_, f) => Some(f),
        }
    }
}

/// One element: an integer sign-extended from its width, or a float's bit pattern.
type El = u64;

fn sext(v: u64, w: u32) -> u64 {
    if w >= 64 {
        v
    } else {
        (((v << (64 - w)) as i64) >> (64 - w)) as u64
    }
}

fn zext(v: u64, w: u32) -> u64 {
    if w >= 64 {
        v
    } else {
        v & ((1u64 << w) - 1)
    }
}

/// A constant tensor: its shape, element type and elements in row-major order (one for a
/// splat), stored as `DenseData` stores them.
struct Tensor {
    shape: Vec<i64>,
    ty: Ty,
    splat: bool,
    data: Vec<u8>,
    /// Bytes of the non-splat constants of the input this value derives from (0: splats only).
    src_bytes: u64,
}

impl Tensor {
    fn len(&self) -> usize {
        self.shape.iter().product::<i64>().max(0) as usize
    }
    fn get(&self, i: usize) -> El {
        let n = self.ty.bytes();
        let i = if self.splat { 0 } else { i };
        let mut le = [0u8; 8];
        le[..n].copy_from_slice(&self.data[i * n..(i + 1) * n]);
        let v = u64::from_le_bytes(le);
        match self.ty {
            Ty::Int(w) => sext(v, w),
            _ => v,
        }
    }
    fn set(&mut self, i: usize, v: El) {
        let n = self.ty.bytes();
        let v = match self.ty {
            Ty::Int(w) => zext(v, w),
            _ => v,
        };
        self.data[i * n..(i + 1) * n].copy_from_slice(&v.to_le_bytes()[..n]);
    }
    /// Row-major strides of the shape (0 everywhere for a splat).
    fn strides(&self) -> Vec<i64> {
        let mut s = vec![0; self.shape.len()];
        if !self.splat {
            let mut acc = 1;
            for d in (0..self.shape.len()).rev() {
                s[d] = acc;
                acc *= self.shape[d];
            }
        }
        s
    }
}

/// The static shape and element type of a ranked tensor type.
fn tensor_type(ctx: &Context, t: Type) -> Option<(Vec<i64>, Ty)> {
    match ctx.type_kind(t) {
        TypeKind::Tensor { shape, elem, .. } if shape.iter().all(|&d| d >= 0) => {
            Some((shape.clone(), Ty::of(ctx, *elem)?))
        }
        _ => None,
    }
}

struct Folder {
    max_bytes: u64,
    /// Evaluated values not (yet) materialized: fills, splat-only values.
    known: FxHashMap<Value, Rc<Tensor>>,
    /// Numbering of new resource handles.
    next_handle: usize,
    changed: bool,
}

/// Folds what can be folded below `top`; whether anything changed.
pub fn run(ir: &mut Ir, top: Op, max_bytes: u64) -> bool {
    let mut ops = vec![];
    ir.walk(top, &mut |op| ops.push(op));
    let mut f = Folder { max_bytes, known: FxHashMap::default(), next_handle: 0, changed: false };
    for op in ops {
        if ir.is_erased(op) {
            continue;
        }
        f.visit(ir, op);
    }
    if f.changed {
        drop_unused_resources(ir, top);
    }
    f.changed
}

impl Folder {
    fn visit(&mut self, ir: &mut Ir, op: Op) {
        let name = ir.op_name(op).to_string();
        if ir.results(op).len() != 1 || ir.use_empty(ir.result(op, 0)) {
            return;
        }
        let value = match name.as_str() {
            "tensor.expand_shape" | "tensor.collapse_shape" | "tensor.cast" => self.reshape(ir, op),
            "tensor.extract_slice" => self.extract_slice(ir, op),
            _ if linalg::is_structured(&name) => self.structured(ir, op),
            _ => None,
        };
        let Some(t) = value else { return };
        let result = ir.result(op, 0);
        let bytes = (t.len() * t.ty.bytes()) as u64;
        // Derived from a weight and not much larger; or a small splat from splats only (batch
        // norm's `rsqrt(var + eps)` when the running variance is a splat, as in a freshly
        // initialized model: folded, the fused payload no longer computes it per element).
        let n = t.ty.bytes();
        let splat_result = t.splat || (n > 0 && t.data.chunks_exact(n).all(|c| c == &t.data[..n]));
        let worth = name != "linalg.fill"
            && bytes <= self.max_bytes
            && ((t.src_bytes > 0 && (bytes <= t.src_bytes || bytes <= SMALL_BYTES))
                || (t.src_bytes == 0 && bytes <= SMALL_BYTES && splat_result));
        if !worth {
            // Kept for its consumers when cheap to hold: a splat (fills), or small.
            if t.splat || bytes <= SMALL_BYTES {
                self.known.insert(result, Rc::new(t));
            }
            return;
        }
        let ty = ir.value_ty(result);
        let attr = self.materialize(ir, ty, t);
        let mut rw = Rewriter::before(ir, op);
        let c = rw.create_value("arith.constant", vec![], ty, vec![("value", attr)]);
        rw.replace_all_uses_with(result, c);
        ir.erase_if_dead(op);
        self.changed = true;
    }

    /// Whether `v` has a constant value (`value_of` without reading it).
    fn is_const(&self, ir: &Ir, v: Value) -> bool {
        self.known.contains_key(&v) || ir.defining_op(v).is_some_and(|d| ir.op_name(d) == "arith.constant")
    }

    /// The constant value of `v`: an `arith.constant` of a dense or resource tensor, or a value
    /// evaluated before.
    fn value_of(&self, ir: &Ir, v: Value) -> Option<Rc<Tensor>> {
        if let Some(t) = self.known.get(&v) {
            return Some(t.clone());
        }
        let def = ir.defining_op(v)?;
        if ir.op_name(def) != "arith.constant" {
            return None;
        }
        let a = ir.attr(def, "value")?;
        let (shape, ty) = tensor_type(&ir.ctx, ir.value_ty(v))?;
        let len = shape.iter().product::<i64>() as usize;
        match ir.ctx.attr_kind(a) {
            AttrKind::Dense { data, .. } => {
                let ok = match ty {
                    Ty::Int(w) => data.kind() == DenseKind::Int && data.width() == w.max(1),
                    _ => data.kind() == DenseKind::Float && data.part_bytes() == ty.bytes(),
                };
                if !ok || (data.len() != len && !data.is_splat()) {
                    return None;
                }
                let splat = data.is_splat();
                let src_bytes = if splat { 0 } else { data.raw_bytes().len() as u64 };
                Some(Rc::new(Tensor { shape, ty, splat, data: data.raw_bytes().to_vec(), src_bytes }))
            }
            AttrKind::DenseResource { handle, .. } => {
                // Resource blobs hold whole bytes per element; i1 (bit-packed upstream) is left.
                if matches!(ty, Ty::Int(w) if w % 8 != 0) {
                    return None;
                }
                let blob = ir.ctx.resource(handle)?;
                if blob.bytes.len() != len * ty.bytes() {
                    return None;
                }
                let src_bytes = blob.bytes.len() as u64;
                Some(Rc::new(Tensor { shape, ty, splat: false, data: blob.bytes.clone(), src_bytes }))
            }
            _ => None,
        }
    }

    /// An attribute holding `t`'s elements, for a tensor of type `ty`.
    fn materialize(&mut self, ir: &mut Ir, ty: Type, t: Tensor) -> Attr {
        let n = t.ty.bytes();
        let all_same = t.splat || t.data.chunks_exact(n).all(|c| c == &t.data[..n]);
        let data = if all_same && !t.data.is_empty() { t.data[..n].to_vec() } else { t.data };
        if data.len() >= RESOURCE_BYTES {
            let handle = loop {
                let h = format!("mlirc_folded_{}", self.next_handle);
                self.next_handle += 1;
                if ir.ctx.resource(&h).is_none() {
                    break h;
                }
            };
            ir.ctx.set_resource(&handle, ResourceBlob { align: t.ty.bytes().max(1) as u32, bytes: data });
            return ir.ctx.attr(AttrKind::DenseResource { ty, handle });
        }
        let d = match t.ty {
            Ty::Int(w) => {
                let sign = ir.ctx.dense_int_format(ir.ctx.elem_ty(ty)).1;
                DenseData::from_raw(DenseKind::Int, w, sign, data)
            }
            _ => DenseData::from_raw(DenseKind::Float, 8 * n as u32, Signedness::Signless, data),
        }
        .expect("whole elements");
        ir.ctx.attr(AttrKind::Dense { ty, data: d })
    }

    /// `expand_shape`, `collapse_shape`, `cast`: the same elements in the result's shape.
    fn reshape(&self, ir: &Ir, op: Op) -> Option<Tensor> {
        let src = self.value_of(ir, ir.operand(op, 0))?;
        let (shape, ty) = tensor_type(&ir.ctx, ir.value_ty(ir.result(op, 0)))?;
        if ty != src.ty || ir.operands(op).len() != 1 {
            return None;
        }
        Some(Tensor { shape, ty, splat: src.splat, data: src.data.clone(), src_bytes: src.src_bytes })
    }

    /// `tensor.extract_slice` with static offsets, sizes and strides.
    fn extract_slice(&self, ir: &Ir, op: Op) -> Option<Tensor> {
        if ir.operands(op).len() != 1 {
            return None;
        }
        let src = self.value_of(ir, ir.operand(op, 0))?;
        let (shape, ty) = tensor_type(&ir.ctx, ir.value_ty(ir.result(op, 0)))?;
        let offsets = dense_array(ir, op, "static_offsets")?;
        let sizes = dense_array(ir, op, "static_sizes")?;
        let strides = dense_array(ir, op, "static_strides")?;
        let rank = src.shape.len();
        if offsets.len() != rank || sizes.len() != rank || strides.len() != rank {
            return None;
        }
        let count: i64 = sizes.iter().product();
        let mut out = Tensor { shape, ty, splat: src.splat, data: vec![], src_bytes: src.src_bytes };
        if src.splat {
            out.data = src.data.clone();
            return Some(out);
        }
        out.data = vec![0; count.max(0) as usize * ty.bytes()];
        let ss = src.strides();
        let mut idx = vec![0i64; rank];
        for i in 0..count.max(0) as usize {
            let off: i64 = (0..rank).map(|d| (offsets[d] + idx[d] * strides[d]) * ss[d]).sum();
            out.set(i, src.get(off as usize));
            for d in (0..rank).rev() {
                idx[d] += 1;
                if idx[d] < sizes[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        Some(out)
    }

    /// A structured linalg op on tensors, computed through its maps and payload.
    fn structured(&self, ir: &Ir, op: Op) -> Option<Tensor> {
        let name = ir.op_name(op);
        if matches!(name, "linalg.softmax" | "linalg.pack" | "linalg.unpack") || name.starts_with("linalg.winograd") {
            return None;
        }
        let (ins, inits) = linalg::inputs_and_inits(ir, op);
        if inits.len() != 1 || ir.results(op).len() != 1 {
            return None;
        }
        if name == "linalg.fill" {
            // A splat of the scalar.
            let (ty, v) = scalar_const(ir, *ins.first()?)?;
            let (shape, rty) = tensor_type(&ir.ctx, ir.value_ty(ir.result(op, 0)))?;
            if ty != rty {
                return None;
            }
            let mut t = Tensor { shape, ty, splat: true, data: vec![0; ty.bytes()], src_bytes: 0 };
            t.set(0, v);
            return Some(t);
        }
        // Every tensor input constant (checked before any is read).
        if !ins.iter().all(|&v| !ir.ctx.is_tensor(ir.value_ty(v)) || self.is_const(ir, v)) {
            return None;
        }
        let maps = linalg::indexing_maps(ir, op).ok()?;
        let iters = linalg::iterator_types(ir, op).ok()?;
        let block = ir.entry_block(*ir.regions(op).first()?)?;
        let body = Body::compile(ir, block)?;
        // Operands: inputs (scalars allowed: a fill's value), then the init.
        let mut tensors: Vec<Option<Rc<Tensor>>> = vec![];
        let mut scalars: Vec<Option<El>> = vec![];
        for &v in &ins {
            if ir.ctx.is_tensor(ir.value_ty(v)) {
                tensors.push(Some(self.value_of(ir, v)?));
                scalars.push(None);
            } else {
                scalars.push(Some(scalar_const(ir, v)?.1));
                tensors.push(None);
            }
        }
        let init = inits[0];
        let (shape, ty) = tensor_type(&ir.ctx, ir.value_ty(init))?;
        let out_arg = ir.args(block).len().checked_sub(1)?;
        let reads_init = !ir.use_empty(ir.arg(block, out_arg));
        let mut out = match self.value_of(ir, init) {
            Some(t) => {
                let len = t.len();
                let mut o = Tensor { shape, ty, splat: false, data: vec![0; len * ty.bytes()], src_bytes: t.src_bytes };
                for i in 0..len {
                    o.set(i, t.get(i));
                }
                o
            }
            None if !reads_init => {
                let len = shape.iter().product::<i64>() as usize;
                Tensor { shape, ty, splat: false, data: vec![0; len * ty.bytes()], src_bytes: 0 }
            }
            None => return None,
        };
        if body.arg_tys.len() != ins.len() + 1 || body.arg_tys[out_arg] != ty {
            return None;
        }
        out.src_bytes = out.src_bytes.max(tensors.iter().flatten().map(|t| t.src_bytes).max().unwrap_or(0));
        // The loop ranges, from the first operand dimension that is exactly each loop.
        let n_loops = iters.len();
        let mut ranges: Vec<Option<i64>> = vec![None; n_loops];
        let mut operand_shapes: Vec<Vec<i64>> = vec![];
        for (i, m) in maps.iter().enumerate() {
            let s = if i < ins.len() {
                match &tensors[i] {
                    Some(t) => t.shape.clone(),
                    None => vec![],
                }
            } else {
                out.shape.clone()
            };
            if m.results.len() != s.len() || m.dims as usize != n_loops || m.syms != 0 {
                return None;
            }
            for (r, e) in m.results.iter().enumerate() {
                if let AffineExpr::Dim(d) = e {
                    ranges[*d as usize].get_or_insert(s[r]);
                }
            }
            operand_shapes.push(s);
        }
        let ranges: Vec<i64> = ranges.into_iter().collect::<Option<_>>()?;
        let total: u64 = ranges.iter().try_fold(1u64, |a, &r| a.checked_mul(r.max(0) as u64))?;
        if total > MAX_ITERATIONS {
            return None;
        }
        // Each operand's offset is linear in the loop indices: a stride per loop and a base.
        let mut lin: Vec<(Vec<i64>, i64)> = vec![];
        for (i, m) in maps.iter().enumerate() {
            let strides = if i < ins.len() {
                match &tensors[i] {
                    Some(t) => t.strides(),
                    None => vec![],
                }
            } else {
                out.strides()
            };
            let mut per_loop = vec![0i64; n_loops];
            let mut base = 0i64;
            for (r, e) in m.results.iter().enumerate() {
                let (coeffs, c) = linear(e, n_loops)?;
                for l in 0..n_loops {
                    per_loop[l] += coeffs[l] * strides[r];
                }
                base += c * strides[r];
            }
            lin.push((per_loop, base));
        }
        // The output map must be a projected permutation (each element written in place).
        if !maps[ins.len()].results.iter().all(|e| matches!(e, AffineExpr::Dim(_))) {
            return None;
        }
        if total == 0 {
            return Some(out);
        }
        let mut idx = vec![0i64; n_loops];
        let mut offs: Vec<i64> = lin.iter().map(|l| l.1).collect();
        let mut slots: Vec<El> = vec![0; body.slots];
        let bounds_ok = |i: usize, o: i64| -> bool {
            let len: i64 = operand_shapes[i].iter().product();
            o >= 0 && (o < len || (i < ins.len() && tensors[i].as_ref().is_some_and(|t| t.splat)))
        };
        for _ in 0..total {
            for i in 0..ins.len() {
                slots[i] = match (&tensors[i], scalars[i]) {
                    (Some(t), _) => {
                        if !bounds_ok(i, offs[i]) {
                            return None;
                        }
                        t.get(offs[i] as usize)
                    }
                    (None, Some(s)) => s,
                    _ => return None,
                };
            }
            let o = offs[ins.len()];
            if !bounds_ok(ins.len(), o) {
                return None;
            }
            slots[out_arg] = out.get(o as usize);
            let y = body.run(&mut slots, &idx)?;
            out.set(o as usize, y);
            // Next point, lexicographically.
            for l in (0..n_loops).rev() {
                idx[l] += 1;
                for (k, li) in lin.iter().enumerate() {
                    offs[k] += li.0[l];
                }
                if idx[l] < ranges[l] {
                    break;
                }
                for (k, li) in lin.iter().enumerate() {
                    offs[k] -= li.0[l] * ranges[l];
                }
                idx[l] = 0;
            }
        }
        Some(out)
    }
}

/// `e` as `Σ coeffs[l]·d_l + c`, when it is linear in the dims (no symbols, mod or division).
fn linear(e: &AffineExpr, n: usize) -> Option<(Vec<i64>, i64)> {
    match e {
        AffineExpr::Dim(d) => {
            let mut v = vec![0; n];
            *v.get_mut(*d as usize)? = 1;
            Some((v, 0))
        }
        AffineExpr::Const(c) => Some((vec![0; n], *c)),
        AffineExpr::Sym(_) => None,
        AffineExpr::Bin(op, l, r) => {
            let (lc, lk) = linear(l, n)?;
            let (rc, rk) = linear(r, n)?;
            match op {
                AffineBinOp::Add => Some((lc.iter().zip(&rc).map(|(a, b)| a + b).collect(), lk + rk)),
                AffineBinOp::Mul if rc.iter().all(|&c| c == 0) => Some((lc.iter().map(|a| a * rk).collect(), lk * rk)),
                AffineBinOp::Mul if lc.iter().all(|&c| c == 0) => Some((rc.iter().map(|a| a * lk).collect(), lk * rk)),
                _ => None,
            }
        }
    }
}

/// A scalar `arith.constant`: its type and element.
fn scalar_const(ir: &Ir, v: Value) -> Option<(Ty, El)> {
    let def = ir.defining_op(v)?;
    if ir.op_name(def) != "arith.constant" {
        return None;
    }
    let ty = Ty::of(&ir.ctx, ir.value_ty(v))?;
    match ir.ctx.attr_kind(ir.attr(def, "value")?) {
        AttrKind::Int { value, .. } => Some((
            ty,
            sext(
                *value as u64,
                match ty {
                    Ty::Int(w) => w,
                    _ => return None,
                },
            ),
        )),
        AttrKind::Float { bits, .. } if !matches!(ty, Ty::Int(_)) => Some((ty, *bits)),
        _ => None,
    }
}

/// A payload instruction; operands are slot numbers.
#[derive(Clone, Debug)]
enum Ins {
    Const(El),
    Index(usize),
    FBin(BinOp, Ty, usize, usize),
    FMinMax(u8, Ty, usize, usize),
    FUn(u8, Ty, usize),
    CmpF(u8, Ty, usize, usize),
    IBin(u8, u32, usize, usize),
    CmpI(u8, u32, usize, usize),
    Select(usize, usize, usize),
    Cast(u8, Ty, Ty, usize),
}

/// A compiled payload: the block's arguments in slots `0..args`, each op's result in the next.
struct Body {
    arg_tys: Vec<Ty>,
    code: Vec<Ins>,
    slots: usize,
    result: usize,
}

const NEG: u8 = 0;
const ABS: u8 = 1;
const SQRT: u8 = 2;
const RSQRT: u8 = 3;

impl Body {
    fn compile(ir: &Ir, block: Block) -> Option<Body> {
        let args = ir.args(block);
        let arg_tys: Vec<Ty> = args.iter().map(|&a| Ty::of(&ir.ctx, ir.value_ty(a))).collect::<Option<_>>()?;
        let mut slot: FxHashMap<Value, usize> = args.iter().enumerate().map(|(i, &a)| (a, i)).collect();
        let mut code = vec![];
        let mut n = args.len();
        let mut result = None;
        for op in ir.ops(block) {
            let name = ir.op_name(op);
            if name == "linalg.yield" {
                if ir.operands(op).len() != 1 {
                    return None;
                }
                let v = ir.operand(op, 0);
                result = Some(match slot.get(&v) {
                    Some(&s) => s,
                    None => {
                        // A value from outside the payload: a scalar constant.
                        code.push(Ins::Const(scalar_const(ir, v)?.1));
                        n += 1;
                        n - 1
                    }
                });
                break;
            }
            if ir.results(op).len() != 1 || !ir.regions(op).is_empty() {
                return None;
            }
            // Operands: slots, or scalar constants from outside the payload.
            let mut ops = vec![];
            for &v in ir.operands(op) {
                match slot.get(&v) {
                    Some(&s) => ops.push(s),
                    None => {
                        code.push(Ins::Const(scalar_const(ir, v)?.1));
                        slot.insert(v, n);
                        ops.push(n);
                        n += 1;
                    }
                }
            }
            let rt = Ty::of(&ir.ctx, ir.value_ty(ir.result(op, 0)))?;
            let ot = |i: usize| ir.operands(op).get(i).and_then(|&v| Ty::of(&ir.ctx, ir.value_ty(v)));
            let fl = |t: Ty| (!matches!(t, Ty::Int(_))).then_some(t);
            let iw = |t: Ty| match t {
                Ty::Int(w) => Some(w),
                _ => None,
            };
            let ins = match name {
                "arith.constant" => Ins::Const(scalar_const(ir, ir.result(op, 0))?.1),
                "linalg.index" => Ins::Index(ir.attr(op, "dim").and_then(|a| ir.ctx.as_int(a))? as usize),
                "arith.addf" => Ins::FBin(BinOp::Add, fl(rt)?, ops[0], ops[1]),
                "arith.subf" => Ins::FBin(BinOp::Sub, fl(rt)?, ops[0], ops[1]),
                "arith.mulf" => Ins::FBin(BinOp::Mul, fl(rt)?, ops[0], ops[1]),
                "arith.divf" => Ins::FBin(BinOp::Div, fl(rt)?, ops[0], ops[1]),
                "arith.maximumf" => Ins::FMinMax(0, fl(rt)?, ops[0], ops[1]),
                "arith.minimumf" => Ins::FMinMax(1, fl(rt)?, ops[0], ops[1]),
                "arith.maxnumf" => Ins::FMinMax(2, fl(rt)?, ops[0], ops[1]),
                "arith.minnumf" => Ins::FMinMax(3, fl(rt)?, ops[0], ops[1]),
                "arith.negf" => Ins::FUn(NEG, fl(rt)?, ops[0]),
                "math.absf" => Ins::FUn(ABS, fl(rt)?, ops[0]),
                "math.sqrt" => Ins::FUn(SQRT, fl(rt)?, ops[0]),
                "math.rsqrt" => Ins::FUn(RSQRT, fl(rt)?, ops[0]),
                "arith.cmpf" => {
                    let p = ir.attr(op, "predicate").and_then(|a| ir.ctx.as_int(a))?;
                    Ins::CmpF(p as u8, fl(ot(0)?)?, ops[0], ops[1])
                }
                "arith.cmpi" => {
                    let p = ir.attr(op, "predicate").and_then(|a| ir.ctx.as_int(a))?;
                    Ins::CmpI(p as u8, iw(ot(0)?)?, ops[0], ops[1])
                }
                "arith.select" if ops.len() == 3 => Ins::Select(ops[0], ops[1], ops[2]),
                _ => {
                    if let Some(k) = INT_BINS.iter().position(|&s| s == name) {
                        Ins::IBin(k as u8, iw(rt)?, ops[0], ops[1])
                    } else if let Some(k) = CASTS.iter().position(|&s| s == name) {
                        if ir.attr(op, "roundingmode").is_some() {
                            return None;
                        }
                        Ins::Cast(k as u8, ot(0)?, rt, ops[0])
                    } else {
                        return None;
                    }
                }
            };
            code.push(ins);
            slot.insert(ir.result(op, 0), n);
            n += 1;
        }
        Some(Body { arg_tys, code, slots: n, result: result? })
    }

    /// Runs the payload on the arguments in `slots`; `None` for undefined behaviour.
    fn run(&self, slots: &mut [El], idx: &[i64]) -> Option<El> {
        for (n, ins) in (self.arg_tys.len()..).zip(&self.code) {
            let v = match *ins {
                Ins::Const(c) => c,
                Ins::Index(d) => *idx.get(d)? as u64,
                Ins::FBin(op, t, a, b) => fbin(op, t, slots[a], slots[b]),
                Ins::FMinMax(k, t, a, b) => {
                    let f = t.format()?;
                    let (x, y) = (slots[a], slots[b]);
                    match k {
                        0 => f.maximum(x, y),
                        1 => f.minimum(x, y),
                        2 => f.maxnum(x, y),
                        _ => f.minnum(x, y),
                    }
                }
                Ins::FUn(k, t, a) => fun(k, t, slots[a])?,
                Ins::CmpF(p, t, a, b) => {
                    let f = t.format()?;
                    let r = crate::dialects::arith::fold::cmpf_eval(p as usize, f.compare(slots[a], slots[b]));
                    if r {
                        u64::MAX
                    } else {
                        0
                    }
                }
                Ins::CmpI(p, w, a, b) => {
                    let (x, y) = (slots[a] as i64, slots[b] as i64);
                    let (ux, uy) = (zext(slots[a], w), zext(slots[b], w));
                    let r = match p {
                        0 => x == y,
                        1 => x != y,
                        2 => x < y,
                        3 => x <= y,
                        4 => x > y,
                        5 => x >= y,
                        6 => ux < uy,
                        7 => ux <= uy,
                        8 => ux > uy,
                        9 => ux >= uy,
                        _ => return None,
                    };
                    if r {
                        u64::MAX
                    } else {
                        0
                    }
                }
                Ins::Select(c, a, b) => {
                    if slots[c] & 1 != 0 {
                        slots[a]
                    } else {
                        slots[b]
                    }
                }
                Ins::IBin(k, w, a, b) => ibin(k, w, slots[a], slots[b])?,
                Ins::Cast(k, from, to, a) => cast(k, from, to, slots[a])?,
            };
            slots[n] = v;
        }
        Some(slots[self.result])
    }
}

const INT_BINS: &[&str] = &[
    "arith.addi",
    "arith.subi",
    "arith.muli",
    "arith.divsi",
    "arith.divui",
    "arith.remsi",
    "arith.remui",
    "arith.andi",
    "arith.ori",
    "arith.xori",
    "arith.shli",
    "arith.shrsi",
    "arith.shrui",
    "arith.maxsi",
    "arith.minsi",
    "arith.maxui",
    "arith.minui",
];

const CASTS: &[&str] = &[
    "arith.extf",
    "arith.truncf",
    "arith.extsi",
    "arith.extui",
    "arith.trunci",
    "arith.sitofp",
    "arith.uitofp",
    "arith.fptosi",
    "arith.fptoui",
    "arith.index_cast",
    "arith.index_castui",
    "arith.bitcast",
];

fn fbin(op: BinOp, t: Ty, a: El, b: El) -> El {
    match t {
        Ty::F32 => op.apply(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits() as u64,
        Ty::F64 => op.apply(f64::from_bits(a), f64::from_bits(b)).to_bits(),
        Ty::Half(_, f) => f.binary(op, a, b),
        Ty::Int(_) => 0,
    }
}

fn fun(k: u8, t: Ty, a: El) -> Option<El> {
    let f = t.format()?;
    Some(match k {
        NEG => f.neg(a),
        ABS => f.abs(a),
        _ => {
            let s = match t {
                Ty::F32 => (f32::from_bits(a as u32).sqrt().to_bits()) as u64,
                Ty::F64 => f64::from_bits(a).sqrt().to_bits(),
                // sqrt in f64 then one rounding: exact for f16/bf16 (f64 has > 2p + 2 bits).
                _ if f.is_nan(a) => f.quiet(a),
                _ => {
                    let r = f.to_f64(a).sqrt();
                    if r.is_nan() {
                        f.default_nan()
                    } else {
                        f.from_f64(r)
                    }
                }
            };
            if k == SQRT {
                s
            } else {
                fbin(BinOp::Div, t, f.from_f64(1.0), s)
            }
        }
    })
}

fn ibin(k: u8, w: u32, a: El, b: El) -> Option<El> {
    let (ua, ub) = (zext(a, w), zext(b, w));
    let (sa, sb) = (a as i64, b as i64);
    let r = match INT_BINS[k as usize] {
        "arith.addi" => a.wrapping_add(b),
        "arith.subi" => a.wrapping_sub(b),
        "arith.muli" => a.wrapping_mul(b),
        "arith.divsi" => {
            let min = sext(1u64 << (w - 1), w) as i64;
            if sb == 0 || (sa == min && sb == -1) {
                return None;
            }
            (sa / sb) as u64
        }
        "arith.divui" => {
            if ub == 0 {
                return None;
            }
            ua / ub
        }
        "arith.remsi" => {
            if sb == 0 || (sb == -1) {
                if sb == 0 {
                    return None;
                }
                0
            } else {
                (sa % sb) as u64
            }
        }
        "arith.remui" => {
            if ub == 0 {
                return None;
            }
            ua % ub
        }
        "arith.andi" => a & b,
        "arith.ori" => a | b,
        "arith.xori" => a ^ b,
        "arith.shli" | "arith.shrsi" | "arith.shrui" => {
            if ub >= w as u64 {
                return None;
            }
            match INT_BINS[k as usize] {
                "arith.shli" => a << ub,
                "arith.shrsi" => (sa >> ub) as u64,
                _ => ua >> ub,
            }
        }
        "arith.maxsi" => sa.max(sb) as u64,
        "arith.minsi" => sa.min(sb) as u64,
        "arith.maxui" => ua.max(ub),
        _ => ua.min(ub),
    };
    Some(sext(r, w))
}

fn cast(k: u8, from: Ty, to: Ty, a: El) -> Option<El> {
    let w_to = match to {
        Ty::Int(w) => w,
        _ => 0,
    };
    let w_from = match from {
        Ty::Int(w) => w,
        _ => 0,
    };
    Some(match CASTS[k as usize] {
        "arith.extf" | "arith.truncf" => {
            let (f, t) = (from.format()?, to.format()?);
            if f.is_nan(a) {
                // The quiet NaN with the payload's top bits, as the hardware converts.
                if from == Ty::F64 && to == Ty::F32 {
                    (f64::from_bits(a) as f32).to_bits() as u64
                } else if from == Ty::F32 && to == Ty::F64 {
                    (f32::from_bits(a as u32) as f64).to_bits()
                } else {
                    return None;
                }
            } else {
                t.from_f64(f.to_f64(a))
            }
        }
        "arith.extsi" | "arith.index_cast" => sext(a, w_to.min(w_from).max(1)),
        "arith.extui" | "arith.index_castui" => sext(zext(a, w_from), w_to),
        "arith.trunci" => sext(a, w_to),
        "arith.sitofp" => to.format()?.from_int(a as i64 as i128, w_from, true),
        "arith.uitofp" => to.format()?.from_int(zext(a, w_from) as i128, w_from, false),
        "arith.fptosi" | "arith.fptoui" => {
            let signed = CASTS[k as usize] == "arith.fptosi";
            let v = from.format()?.to_int(a, w_to, signed)?;
            sext(v as u64, w_to)
        }
        _ => {
            // bitcast between equal widths.
            if from.bytes() != to.bytes() {
                return None;
            }
            match to {
                Ty::Int(w) => sext(a, w),
                _ => zext(a, 8 * to.bytes() as u32),
            }
        }
    })
}

/// Frees the builtin resource blobs that no op below `top` refers to any more.
fn drop_unused_resources(ir: &mut Ir, top: Op) {
    let mut used = std::collections::HashSet::new();
    let mut stack: Vec<Attr> = vec![];
    let ctx = &ir.ctx;
    ir.walk(top, &mut |op| {
        for &(_, a) in ir.props(op).iter().chain(ir.attrs(op)) {
            stack.push(a);
            while let Some(a) = stack.pop() {
                match ctx.attr_kind(a) {
                    AttrKind::DenseResource { handle, .. } => {
                        used.insert(handle.clone());
                    }
                    AttrKind::Array(v) => stack.extend(v.iter()),
                    AttrKind::Dict(v) => stack.extend(v.iter().map(|x| x.1)),
                    _ => {}
                }
            }
        }
    });
    ir.ctx.retain_resources(|h| used.contains(h));
}
