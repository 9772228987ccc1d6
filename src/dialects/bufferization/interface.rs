//! The bufferizable-op interface (upstream's `BufferizableOpInterface`): what an op with tensor
//! operands or results does to the buffers behind them, and how it becomes an op on buffers.
//!
//! An op kind implements it by attaching a model to the registry (`Registry::attach`, see
//! `models.rs`); `one-shot-bufferize` (src/passes/one_shot_bufferize.rs) queries it. A model
//! promises, for each tensor operand `i` of an op:
//! - `reads(i)`: the op may read the contents of the operand's buffer (not only its shape);
//! - `writes(i)`: the op writes into the operand's buffer when it runs in place (a
//!   destination: `tensor.insert`'s dest, a linalg init);
//! - `aliasing_results(i)`: the results that, when the op runs in place, are the operand's
//!   buffer or a view of it (`tensor.extract_slice`'s result, a linalg op's result `k` for
//!   init `k`);
//! - `bufferize`: replaces the op by ops on buffers, asking the state for the buffers of its
//!   operands (`buffer` to read, `dest_buffer` to write: the operand's own buffer when the
//!   analysis decided in place, else a new one) and handing the buffers of its results to
//!   `replace_op`. It may assume the ops defining its operands were bufferized before it
//!   (the pass visits ops in pre-order).
//!
//! Ops with regions that forward tensors (`scf.for`, `scf.if`, their `scf.yield`) implement it
//! too; the analysis follows the values they forward through the region-branch interface. A
//! region op may write an operand it forwards into its region (`scf.forall`'s shared_outs):
//! decided out of place, the region then gets the new buffer.

use crate::dialects::build::index_const;
use crate::ir::context::TypeKind;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

/// See the module doc.
pub struct BufferizableOpInterface {
    pub reads: fn(&Ir, Op, usize) -> bool,
    pub writes: fn(&Ir, Op, usize) -> bool,
    pub aliasing_results: fn(&Ir, Op, usize) -> Vec<usize>,
    pub bufferize: fn(&mut Rewriter, Op, &mut dyn BufferizeState) -> Result<(), String>,
}

/// What `bufferize` may ask of the pass.
pub trait BufferizeState {
    /// The buffer holding tensor operand `i` of `op`, to read.
    fn buffer(&mut self, rw: &mut Rewriter, op: Op, i: usize) -> Value;
    /// The buffer `op` writes for tensor operand `i`: the operand's buffer when the analysis
    /// decided that the op runs in place on it, else a new buffer of the same shape (holding a
    /// copy of the operand's contents when `copy`). Fails for a new buffer of unranked type.
    fn dest_buffer(&mut self, rw: &mut Rewriter, op: Op, i: usize, copy: bool) -> Result<Value, String>;
    /// Whether the analysis decided that `op` writes tensor operand `i` in place.
    fn in_place(&self, op: Op, i: usize) -> bool;
    /// Replaces `op` by `values`, one per result: a buffer for a tensor result (its users,
    /// not bufferized yet, see it through `bufferization.to_tensor`), any value for the others.
    fn replace_op(&mut self, rw: &mut Rewriter, op: Op, values: &[Value]);
}

/// The buffer type of a tensor type: a memref of the same shape and element type with the
/// identity layout (`tensor<*xf32>` → `memref<*xf32>`); other types are returned as they are.
pub fn memref_type(ctx: &mut Context, t: Type) -> Type {
    match ctx.type_kind(t).clone() {
        TypeKind::Tensor { shape, elem, .. } => ctx.ty(TypeKind::MemRef { shape, elem, layout: None, space: None }),
        TypeKind::UnrankedTensor { elem } => ctx.ty(TypeKind::UnrankedMemRef { elem, space: None }),
        _ => t,
    }
}

/// The tensor type of a buffer type (`memref<4x?xf32, strided<..>>` → `tensor<4x?xf32>`).
pub fn tensor_type(ctx: &mut Context, t: Type) -> Type {
    match ctx.type_kind(t).clone() {
        TypeKind::MemRef { shape, elem, .. } => ctx.ty(TypeKind::Tensor { shape, elem, encoding: None }),
        TypeKind::UnrankedMemRef { elem, .. } => ctx.ty(TypeKind::UnrankedTensor { elem }),
        _ => t,
    }
}

/// The sizes of the dynamic dimensions of buffer `m` (`memref.dim`), in order.
pub fn dynamic_sizes(rw: &mut Rewriter, m: Value) -> Vec<Value> {
    let t = rw.ir.value_ty(m);
    let shape = rw.ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default();
    let index = rw.ir.ctx.index_ty();
    let mut out = vec![];
    for (d, &s) in shape.iter().enumerate() {
        if s == DYNAMIC {
            let c = index_const(rw, d as i64);
            out.push(rw.create_value("memref.dim", vec![m, c], index, vec![]));
        }
    }
    out
}

/// A new buffer (`memref.alloc`) of type `ty` (identity layout) with the given dynamic sizes.
pub fn alloc(rw: &mut Rewriter, ty: Type, dyn_sizes: Vec<Value>) -> Value {
    let segs = rw.ir.ctx.dense_i32_array(&[dyn_sizes.len() as i64, 0]);
    rw.create_value("memref.alloc", dyn_sizes, ty, vec![("operandSegmentSizes", segs)])
}

/// A new identity-layout buffer shaped like buffer `m` (its dynamic sizes read from `m`).
pub fn alloc_like(rw: &mut Rewriter, m: Value) -> Value {
    let t = rw.ir.value_ty(m);
    let tt = tensor_type(&mut rw.ir.ctx, t);
    let ty = memref_type(&mut rw.ir.ctx, tt);
    let sizes = dynamic_sizes(rw, m);
    alloc(rw, ty, sizes)
}

/// `memref.copy src, dst`.
pub fn copy(rw: &mut Rewriter, src: Value, dst: Value) {
    rw.create("memref.copy", vec![src, dst], &[], vec![], vec![]);
}

/// `m` as a buffer of type `want`: `m` itself, a `memref.cast` when the types are cast
/// compatible (same layout up to static information, or to/from unranked) and the cast
/// cannot be wrong at run time, else a copy into a new identity-layout buffer (cast to `want`
/// when `want` has a strided layout that every identity-layout buffer of its shape casts to).
pub fn buffer_as(rw: &mut Rewriter, m: Value, want: Type) -> Value {
    let have = rw.ir.value_ty(m);
    if have == want {
        return m;
    }
    if crate::dialects::memref::cast_compatible(&rw.ir.ctx, have, want) && !loses_layout(&rw.ir.ctx, have, want) {
        return rw.create_value("memref.cast", vec![m], want, vec![]);
    }
    let mut sizes = vec![];
    if let (Some(ws), Some(hs)) = (rw.ir.ctx.shape(want).map(|s| s.to_vec()), rw.ir.ctx.shape(have).map(|s| s.to_vec()))
    {
        let index = rw.ir.ctx.index_ty();
        for (d, (&w, &h)) in ws.iter().zip(&hs).enumerate() {
            if w == DYNAMIC {
                if h == DYNAMIC {
                    let c = index_const(rw, d as i64);
                    sizes.push(rw.create_value("memref.dim", vec![m, c], index, vec![]));
                } else {
                    sizes.push(index_const(rw, h));
                }
            }
        }
    }
    // A new buffer has the identity layout; a strided `want` (a loop's values) is a cast of it.
    let identity = match rw.ir.ctx.type_kind(want).clone() {
        TypeKind::MemRef { shape, elem, space, .. } => {
            rw.ir.ctx.ty(TypeKind::MemRef { shape, elem, layout: None, space })
        }
        _ => want,
    };
    let new = alloc(rw, identity, sizes);
    copy(rw, m, new);
    if identity != want {
        return rw.create_value("memref.cast", vec![new], want, vec![]);
    }
    new
}

/// Whether casting a buffer of type `have` to `want` would assert a layout `have` does not
/// guarantee: `want` has the identity layout while `have` has a layout that is not statically
/// the identity (a subview with a dynamic offset or strides). Such a cast is only right when
/// the run-time offset is 0 and the strides are row-major, so a copy is needed instead.
fn loses_layout(ctx: &Context, have: Type, want: Type) -> bool {
    let (TypeKind::MemRef { layout: Some(_), shape, .. }, TypeKind::MemRef { layout: None, .. }) =
        (ctx.type_kind(have), ctx.type_kind(want))
    else {
        return false;
    };
    match crate::ir::layout::strides_and_offset(ctx, have) {
        Some((strides, 0)) => strides != crate::ir::layout::canonical_strides(shape) || strides.contains(&DYNAMIC),
        _ => true,
    }
}
