//! The `bufferization` dialect: the tensor/buffer boundary (`to_tensor`, `to_buffer`,
//! `materialize_in_destination`), tensor allocation (`alloc_tensor`, `dealloc_tensor`), and
//! buffer ownership (`clone`, `dealloc`).

pub mod interface;
pub mod models;

use super::common::*;
use super::ods::{same_type_as, type_constraint, Infer, TypeConstraint, ANY_ATTR, I1, INDEX, UNIT};
use super::{OpSpec, PURE};
use crate::dialects::ods::op;
use crate::ir::interfaces::{Effect, EffectKind, EffectOn};
use crate::ir::verify::Verifier;
use crate::ir::*;

pub static OPS: &[OpSpec] = &[
    op!("bufferization.alloc_tensor" operands["dynamic_sizes*": INDEX, "copy?": TENSOR, "size_hint?": INDEX]
        results["result": TENSOR] attrs["memory_space?": ANY_ATTR] verify(verify_alloc_tensor)
        format "`(` $dynamic_sizes `)` (`copy` `(` $copy^ `)`)? (`size_hint` `` `=` `` $size_hint^)?
                attr-dict `:` type($result)"
        infer[same_type_as("copy", "result", "")]),
    op!("bufferization.clone" operands["input": BUFFER] results["output": BUFFER]
        format "$input attr-dict `:` type($input) `to` type($output)" effects_on(&[reads(0), Effect::new(EffectKind::Write, EffectOn::Result(0)), allocates(0)])),
    op!("bufferization.dealloc" operands["memrefs*": ANY_MEMREF, "conditions*": I1, "retained*": ANY_MEMREF]
        results["updatedConditions*": I1] verify(verify_dealloc)
        format "(` ` `(` $memrefs^ `:` type($memrefs) `)` `if` ` ` `(` $conditions `)`)?
                (`retain` ` ` `(` $retained^ `:` type($retained) `)`)? attr-dict"
        // One `i1` per retained buffer (upstream's `inferReturnTypes`).
        infer[Infer { build: |ctx, _| Some(ctx.int_ty(1)), check: |_, _, _| true,
                      ..same_type_as("updatedConditions", "retained", "") }]),
    op!("bufferization.dealloc_tensor" operands["tensor": TENSOR] format "$tensor attr-dict `:` type($tensor)"),
    op!("bufferization.materialize_in_destination" operands["source": TENSOR, "dest": ANY_SHAPED]
        results["result?": TENSOR] attrs["restrict?": UNIT, "writable?": UNIT]
        format "$source `in` (`restrict` $restrict^)? (`writable` $writable^)? $dest
                attr-dict `:` functional-type(operands, results)"
        verify(verify_materialize) effects(effects_materialize) dps(dps_dest)),
    op!("bufferization.to_buffer" operands["tensor": TENSOR] results["buffer": BUFFER] attrs["read_only?": UNIT]
        format "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)"
        verify(verify_tensor_buffer) traits(PURE)),
    op!("bufferization.to_tensor" operands["buffer": BUFFER] results["result": TENSOR]
        attrs["restrict?": UNIT, "writable?": UNIT]
        format "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)"
        verify(verify_tensor_buffer) effects_on(&[reads(0)])),
];

// ----- declarations -----

static BUFFER: TypeConstraint = TypeConstraint { kind: Some(("", is_memref)), ..ANY_MEMREF };
/// `BUFFER` where the format does not spell it as a memref type (`dealloc`).
static ANY_MEMREF: TypeConstraint = type_constraint(MEMREF_DESC, is_memref);
static TENSOR: TypeConstraint =
    TypeConstraint { summary: "tensor of any type values", check: is_tensor, build: None, kind: Some(("", is_tensor)) };
static ANY_SHAPED: TypeConstraint = type_constraint("shaped of any type values", |ctx, t| ctx.is_shaped(t));

// ----- memory effects and destinations -----
//
// `alloc_tensor`, `dealloc_tensor` and `dealloc` declare no memory effects upstream: their
// effects are unknown, so no generic algorithm moves or erases them (an `alloc_tensor` marks
// where a new buffer must be allocated, and stays even when unused).

/// `bufferization.materialize_in_destination %src in %dest`: writes `dest` when it is a
/// buffer; on tensors it has no effects.
fn effects_materialize(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    if ir.operands(op).get(1).is_some_and(|&d| !ir.ctx.is_tensor(ir.value_ty(d))) {
        out.push(writes(1));
    }
}

// ----- helpers -----

fn is_tensor(ctx: &Context, t: Type) -> bool {
    ctx.is_tensor(t)
}
fn is_memref(ctx: &Context, t: Type) -> bool {
    ctx.is_memref(t)
}

const MEMREF_DESC: &str = "ranked or unranked memref of any type values";

/// `to_tensor` and `to_buffer`: upstream's tensor/buffer type match
/// (`TensorLikeType::verifyCompatibleBufferType` for builtin tensors): same rankedness and
/// shape, then the same element type.
fn verify_tensor_buffer(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (a, b) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.result(op, 0)));
    let (tensor, buffer) = if ir.ctx.is_tensor(a) { (a, b) } else { (b, a) };
    let msg = if ir.ctx.shape(tensor) != ir.ctx.shape(buffer) {
        "shapes do not match"
    } else if ir.ctx.elem_ty(tensor) != ir.ctx.elem_ty(buffer) {
        "element types do not match"
    } else {
        return;
    };
    err_plain(v, op, msg);
    v.err(op, "failed to verify that specified tensor and buffer types match");
}

// ----- alloc_tensor, materialize_in_destination, dealloc -----

fn verify_alloc_tensor(v: &mut Verifier, op: Op) {
    let g = segments(v.ir, op);
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    let ndyn = v.ctx().shape(rt).map(|s| s.iter().filter(|&&d| d == DYNAMIC).count()).unwrap_or(0);
    if let Some(&c) = g[1].first() {
        if !g[0].is_empty() {
            err_plain(v, op, "dynamic sizes not needed when copying a tensor");
        } else if v.ir.value_ty(c) != rt {
            err_plain(v, op, "expected that `copy` and return type match");
        }
    } else if g[0].len() != ndyn {
        v.err(op, format!("incorrect number of dynamic sizes, has {}, expected {ndyn}", g[0].len()));
    }
}

fn verify_materialize(v: &mut Verifier, op: Op) {
    let (st, dt) = (v.ir.value_ty(v.ir.operands(op)[0]), v.ir.value_ty(v.ir.operands(op)[1]));
    let ctx = v.ctx();
    let (dt_tensor, dt_memref) = (ctx.is_tensor(dt), ctx.is_memref(dt));
    let result = v.ir.results(op).first().map(|&r| v.ir.value_ty(r));
    let msg = if !dt_tensor && !dt_memref {
        "'dest' must be a tensor or a memref"
    } else if dt_tensor && result.is_none() {
        "tensor 'dest' implies exactly one tensor result"
    } else if dt_tensor && result != Some(dt) {
        "result and 'dest' types must match"
    } else if dt_memref && result.is_some() {
        "memref 'dest' implies zero results"
    } else if v.ir.has_attr(op, "restrict") && !dt_memref {
        "'restrict' is valid only for memref destinations"
    } else if v.ir.has_attr(op, "writable") != dt_memref {
        "'writable' must be specified if and only if the destination is of memref type"
    } else {
        match (ctx.shape(st), ctx.shape(dt)) {
            (Some(a), Some(b)) if a.len() != b.len() => "rank mismatch between source and destination shape",
            (Some(a), Some(b)) if a.iter().zip(b).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y) => return,
            (None, None) => return,
            _ => "source/destination shapes are incompatible",
        }
    };
    v.err(op, msg);
}

fn verify_dealloc(v: &mut Verifier, op: Op) {
    let g = segments(v.ir, op);
    if g[0].len() != g[1].len() {
        v.err(op, "must have the same number of conditions as memrefs to deallocate");
    } else if g[2].len() != v.ir.results(op).len() {
        v.err(op, "must have the same number of updated conditions (results) as retained operands");
    }
}
