//! The `tensor` dialect: creation (`empty`, `from_elements`, `generate`, `splat`), element and
//! slice access (`extract`, `insert`, `extract_slice`, `insert_slice`, `parallel_insert_slice`),
//! shape queries (`dim`, `rank`), reshapes (`expand_shape`, `collapse_shape`, `reshape`),
//! `pad`, `concat`, `gather`, `scatter`, and casts (`cast`, `bitcast`).

use super::common::*;
use super::ods::{
    dict_attr, element_type_of, elements_of, operands_of, same_type_as, type_constraint, AttrConstraint, OpFormat,
    TypeConstraint, ANY_TYPE, DENSE_I64_ARRAY, I64_ATTR, INDEX, UNIT,
};
use super::ods::{is_ranked_tensor, RANKED_TENSOR};
use super::{OpSpec, NO_MEMORY_EFFECT, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR};
use crate::dialects::ods::{op, op_format};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::printer::type_to_string;

pub static OPS: &[OpSpec] = &[
    OpSpec::new("tensor.bitcast").declare(&BITCAST).traits(PURE),
    OpSpec::new("tensor.cast").declare(&CAST).traits(PURE),
    op!("tensor.collapse_shape" operands["src": RANKED_TENSOR] results["result": RANKED_TENSOR]
        attrs["reassociation": REASSOCIATION]
        format "$src $reassociation attr-dict `:` type($src) `into` type($result)" verify(verify_collapse_shape)
        traits(PURE)),
    op!("tensor.concat" operands["inputs*": RANKED_TENSOR] results["result": RANKED_TENSOR] attrs["dim": I64_ATTR]
        format "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)" verify(verify_concat)
        traits(PURE)),
    // `NoMemoryEffect` and only conditionally speculatable upstream (an out-of-range index is UB).
    op!("tensor.dim" operands["source": DIM_SOURCE, "index": INDEX] results["result": INDEX]
        format "attr-dict $source `,` $index `:` type($source)" traits(NO_MEMORY_EFFECT)),
    op!("tensor.empty" operands["dynamicSizes*": INDEX] results["result": RANKED_TENSOR]
        format "`(`$dynamicSizes`)` attr-dict `:` type($result)" verify(verify_empty) traits(PURE)),
    op!("tensor.expand_shape" operands["src": RANKED_TENSOR, "output_shape*": INDEX] results["result": RANKED_TENSOR]
        attrs["reassociation": REASSOCIATION, "static_output_shape": DENSE_I64_ARRAY]
        format "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) \
                 attr-dict `:` type($src) `into` type($result)"
        custom[DYNAMIC_INDEX_LIST] verify(verify_expand_shape) traits(PURE)),
    op!("tensor.extract" operands["tensor": RANKED_TENSOR, "indices*": INDEX] results["result": ANY_TYPE]
        format "$tensor `[` $indices `]` attr-dict `:` type($tensor)"
        infer[element_type_of("result", "tensor", "result type matches element type of tensor")] verify(|v, op| check_indices(v, op, 0, "incorrect number of indices for extract_element"))
        traits(PURE)),
    OpSpec::new("tensor.extract_slice").declare(&EXTRACT_SLICE).traits(PURE),
    op!("tensor.from_elements" operands["elements*": ANY_TYPE] results["result": STATIC_TENSOR]
        format "$elements attr-dict `:` type($result)"
        infer[elements_of("elements", "result", "operand types match result element type")] traits(PURE)),
    op!("tensor.gather" operands["source": RANKED_TENSOR, "indices": INDICES] results["result": RANKED_TENSOR]
        attrs["gather_dims": DENSE_I64_ARRAY, "unique?": UNIT]
        format "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict `:` \
                 functional-type(operands, results)"
        verify(verify_gather_scatter) traits(PURE)),
    // Its effects are those of its body (`RecursiveMemoryEffects`); not speculatable.
    op!("tensor.generate" operands["dynamicExtents*": INDEX] results["result": RANKED_TENSOR] regions["body"]
        format "$dynamicExtents $body attr-dict `:` type($result)" verify(verify_generate)
        traits(RECURSIVE_EFFECTS | SINGLE_BLOCK)),
    op!("tensor.insert" operands["scalar": ANY_TYPE, "dest": RANKED_TENSOR, "indices*": INDEX]
        results["result": RANKED_TENSOR] format "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)"
        infer[same_type_as("result", "dest", "result type matches type of dest"),
            element_type_of("scalar", "dest", "scalar type matches element type of dest")]
        verify(|v, op| check_indices(v, op, 1, "incorrect number of indices")) traits(PURE) dps(dps_dest)),
    OpSpec::new("tensor.insert_slice").declare(&INSERT_SLICE).traits(PURE).dps(dps_dest),
    OpSpec::new("tensor.pad").declare(&PAD).traits(PURE | SINGLE_BLOCK),
    // Not Pure (upstream: it would be erased, having no results): its effects are unknown.
    OpSpec::new("tensor.parallel_insert_slice").declare(&PARALLEL_INSERT_SLICE).dps(dps_dest),
    op!("tensor.rank" operands["tensor": ANY_TENSOR] results["result": INDEX]
        format "$tensor attr-dict `:` type($tensor)" traits(PURE)),
    op!("tensor.reshape" operands["source": ANY_TENSOR, "shape": SHAPE_1D] results["result": ANY_TENSOR]
        format "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)" verify(verify_reshape)
        traits(PURE)),
    op!("tensor.scatter" operands["source": RANKED_TENSOR, "dest": RANKED_TENSOR, "indices": INDICES]
        results["result": RANKED_TENSOR] attrs["scatter_dims": DENSE_I64_ARRAY, "unique?": UNIT]
        format "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` (`unique` $unique^)? \
                 attr-dict `:` functional-type(operands, results)"
        verify(verify_gather_scatter) traits(PURE)),
    op!("tensor.splat" operands["input": ANY_TYPE, "dynamicSizes*": INDEX] results["aggregate": RANKED_TENSOR]
        format "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)"
        infer[element_type_of("input", "aggregate", "operand type matches element type of result")]
        verify(verify_splat) traits(PURE)),
    op!("tensor.yield" operands["value": ANY_TYPE] format "$value attr-dict `:` type($value)" verify(verify_yield)
        traits(TERMINATOR | RETURN_LIKE | PURE)),
];

// ----- declarations -----

static ANY_TENSOR: TypeConstraint = TypeConstraint {
    summary: "tensor of any type values",
    check: |ctx, t| ctx.is_tensor(t),
    build: None,
    kind: Some(("", |ctx, t| ctx.is_tensor(t))),
};
static DIM_SOURCE: TypeConstraint = TypeConstraint {
    summary: "non-0-ranked or unranked tensor",
    check: |ctx, t| match ctx.type_kind(t) {
        TypeKind::Tensor { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedTensor { .. } => true,
        _ => false,
    },
    build: None,
    kind: Some(("", |ctx, t| ctx.is_tensor(t))),
};
static SHAPE_1D: TypeConstraint = type_constraint("1D tensor of signless integer or index values", |ctx, t| {
    matches!(ctx.type_kind(t), TypeKind::Tensor { shape, elem, .. }
            if shape.len() == 1 && (ctx.is_signless_int(*elem) || ctx.is_index(*elem)))
});

static CAST: OpFormat = op_format!(
    operands["source": ANY_TENSOR] results["dest": ANY_TENSOR]
    format "$source attr-dict `:` type($source) `to` type($dest)" verify(verify_cast)
);
static BITCAST: OpFormat = OpFormat { verify: Some(verify_bitcast), ..CAST };
static STATIC_TENSOR: TypeConstraint = TypeConstraint {
    summary: "statically shaped tensor of any type values",
    check: |ctx, t| ranked(ctx, t).is_some_and(|(s, _)| !s.contains(&DYNAMIC)),
    build: None,
    kind: Some(("builtin.tensor", is_ranked_tensor)),
};
static INDICES: TypeConstraint = type_constraint("ranked tensor of signless integer or index values", |ctx, t| {
    ranked(ctx, t).is_some_and(|(_, e)| ctx.is_signless_int(e) || ctx.is_index(e))
});
static REASSOCIATION: AttrConstraint = dict_attr("Array of 64-bit integer array attributes", |ctx, a| {
    let i64 = |x: Attr| matches!(ctx.attr_kind(x), AttrKind::Int { ty, .. } if ctx.is_signless_int(*ty) && ctx.int_width(*ty) == Some(64));
    ctx.as_array(a).is_some_and(|l| l.iter().all(|&g| ctx.as_array(g).is_some_and(|g| g.iter().all(|&x| i64(x)))))
});

static EXTRACT_SLICE: OpFormat = op_format!(
    operands["source": RANKED_TENSOR, "offsets*": INDEX, "sizes*": INDEX, "strides*": INDEX]
    results["result": RANKED_TENSOR]
    attrs["static_offsets": DENSE_I64_ARRAY, "static_sizes": DENSE_I64_ARRAY, "static_strides": DENSE_I64_ARRAY]
    format "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, \
             $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` \
             type($result)"
    custom[DYNAMIC_INDEX_LIST] verify(verify_extract_slice)
);
static INSERT_SLICE: OpFormat = op_format!(
    operands["source": RANKED_TENSOR, "dest": RANKED_TENSOR, "offsets*": INDEX, "sizes*": INDEX, "strides*": INDEX]
    results["result": RANKED_TENSOR]
    attrs["static_offsets": DENSE_I64_ARRAY, "static_sizes": DENSE_I64_ARRAY, "static_strides": DENSE_I64_ARRAY]
    format "$source `into` $dest `` custom<DynamicIndexList>($offsets, $static_offsets) \
             custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) \
             attr-dict `:` type($source) `into` type($dest)"
    infer[same_type_as("result", "dest", "expected result type to match dest type")]
    custom[DYNAMIC_INDEX_LIST] verify(verify_insert_slice)
);
static PARALLEL_INSERT_SLICE: OpFormat =
    OpFormat { results: &[], infer: &[], verify: Some(verify_parallel_insert_slice), ..INSERT_SLICE };
static PAD: OpFormat = op_format!(
    operands["source": RANKED_TENSOR, "low*": INDEX, "high*": INDEX] results["result": RANKED_TENSOR]
    attrs["static_low": DENSE_I64_ARRAY, "static_high": DENSE_I64_ARRAY, "nofold?": UNIT] regions["region"]
    format "$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) `high` `` \
             custom<DynamicIndexList>($high, $static_high) $region attr-dict `:` type($source) `to` type($result)"
    custom[DYNAMIC_INDEX_LIST] verify(verify_pad)
);

// ----- shared verifier helpers -----

/// Shape and element type of a ranked tensor type.
fn ranked(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Tensor { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

/// Shape and element type of a value of ranked tensor type (checked by the declaration).
fn tensor_of(ir: &Ir, v: Value) -> (Vec<i64>, Type) {
    let t = ir.value_ty(v);
    (ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default(), ir.ctx.elem_ty(t))
}

/// Upstream's `verifyDynamicDimensionCount`.
fn dynamic_count(v: &mut Verifier, op: Op, shape: &[i64], n: usize) -> bool {
    let want = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if want != n {
        v.err(op, format!("incorrect number of dynamic sizes, has {n}, expected {want}"));
        return false;
    }
    true
}

/// Upstream's `isRankReducedType(expected, actual)` + `produceSliceErrorMsg`, reported without the
/// op prefix as upstream does.
fn check_rank_reduced(v: &mut Verifier, op: Op, expected_shape: Vec<i64>, expected_elem: Type, actual: Type) -> bool {
    let Some((shape, elem)) = ranked(v.ctx(), actual) else { return false };
    if shape.len() > expected_shape.len() {
        err_plain(v, op, "expected rank to be smaller or equal to the other rank. ");
        return false;
    }
    if rank_reduction_mask(&expected_shape, &shape).is_none() {
        let s = spell(v.ctx(), &expected_shape, expected_elem);
        err_plain(v, op, format!("expected type to be '{s}' or a rank-reduced version. (size mismatch) "));
        return false;
    }
    if elem != expected_elem {
        let s = v.ty_str(expected_elem);
        err_plain(v, op, format!("expected element type to be '{s}'"));
        return false;
    }
    true
}

/// Spells `tensor<shape x elem>` (no encoding), as upstream prints an inferred type.
fn spell(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let dims: String = shape.iter().map(|&d| if d == DYNAMIC { "?x".to_string() } else { format!("{d}x") }).collect();
    format!("tensor<{dims}{}>", type_to_string(ctx, elem))
}

// ----- cast, bitcast -----

/// `verifyCompatibleShape`: unranked matches anything; else equal ranks and equal static sizes.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

fn verify_cast_like(v: &mut Verifier, op: Op, compatible: fn(&Context, Type, Type) -> bool) {
    let a = v.ir.value_ty(v.ir.operands(op)[0]);
    let b = v.ir.value_ty(v.ir.result(op, 0));
    if !compatible(v.ctx(), a, b) {
        let (x, y) = (v.ty_str(a), v.ty_str(b));
        v.err(op, format!("operand type '{x}' and result type '{y}' are cast incompatible"));
    }
}
fn verify_cast(v: &mut Verifier, op: Op) {
    verify_cast_like(v, op, |ctx, a, b| ctx.elem_ty(a) == ctx.elem_ty(b) && compatible_shapes(ctx, a, b));
}
fn elem_bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(ctx.elem_ty(t)) {
        TypeKind::Int { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}
fn verify_bitcast(v: &mut Verifier, op: Op) {
    verify_cast_like(v, op, |ctx, a, b| {
        let (x, y) = (elem_bit_width(ctx, a), elem_bit_width(ctx, b));
        x.is_some() && x == y && compatible_shapes(ctx, a, b)
    });
}

// ----- extract, insert -----

/// `tensor.extract` and `tensor.insert`: one index per dimension of the tensor, operand `t`,
/// which the indices follow.
fn check_indices(v: &mut Verifier, op: Op, t: usize, msg: &str) {
    let operands = v.ir.operands(op);
    if tensor_of(v.ir, operands[t]).0.len() != operands.len() - t - 1 {
        v.err(op, msg);
    }
}

// ----- empty, splat, generate, pad -----

fn verify_empty(v: &mut Verifier, op: Op) {
    let (shape, _) = tensor_of(v.ir, v.ir.result(op, 0));
    dynamic_count(v, op, &shape, v.ir.operands(op).len());
}

fn verify_splat(v: &mut Verifier, op: Op) {
    let (shape, _) = tensor_of(v.ir, v.ir.result(op, 0));
    dynamic_count(v, op, &shape, v.ir.operands(op).len() - 1);
}

fn verify_generate(v: &mut Verifier, op: Op) {
    let (shape, elem) = tensor_of(v.ir, v.ir.result(op, 0));
    if !dynamic_count(v, op, &shape, v.ir.operands(op).len()) {
        return;
    }
    let Some(b) = single_block(v, op, "body") else { return };
    let args = v.ir.args(b);
    if args.iter().any(|&a| !v.ctx().is_index(v.ir.value_ty(a))) {
        err_plain(v, op, "all body arguments must be index");
    } else if args.len() != shape.len() {
        err_plain(v, op, "must have one body argument per input dimension");
    } else if yielded_type(v.ir, b) != Some(elem) {
        v.err(op, "body must be terminated with a `yield` operation of the tensor element type");
    }
}

fn verify_pad(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (sshape, elem) = tensor_of(ir, ir.operands(op)[0]);
    let (rshape, relem) = tensor_of(ir, ir.result(op, 0));
    let low = dense_array(ir, op, "static_low").unwrap_or_default();
    let high = dense_array(ir, op, "static_high").unwrap_or_default();
    for (what, l) in [("low", &low), ("high", &high)] {
        let want = l.iter().filter(|&&x| x == DYNAMIC).count();
        let got = operands_of(ir, op, &PAD, what).len();
        if want != got {
            v.err(op, format!("expected {want} dynamic {what} padding values, but found {got}"));
            return;
        }
    }
    let (st, rt) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.result(op, 0)));
    if low.len() != sshape.len() || high.len() != sshape.len() {
        let (a, b) = (v.ty_str(st), v.ty_str(rt));
        err_plain(v, op, format!("failed to infer expectedType from sourceType '{a}', specified resultType is '{b}'"));
        return;
    }
    let inferred: Vec<i64> = (0..sshape.len())
        .map(|i| match (sshape[i], low[i], high[i]) {
            (d, l, h) if d == DYNAMIC || l == DYNAMIC || h == DYNAMIC => DYNAMIC,
            (d, l, h) => d.saturating_add(l).saturating_add(h),
        })
        .collect();
    if rshape.len() != inferred.len() || rshape.iter().zip(&inferred).any(|(&r, &e)| r != e && e != DYNAMIC) {
        let (a, b) = (v.ty_str(rt), spell(v.ctx(), &inferred, elem));
        err_plain(v, op, format!("specified type '{a}' does not match the inferred type '{b}'"));
        return;
    }
    let Some(b) = single_block(v, op, "region") else { return };
    let args = v.ir.args(b);
    if args.len() != rshape.len() {
        err_plain(v, op, format!("expected the block to have {} arguments", rshape.len()));
    } else if let Some(i) = args.iter().position(|&a| !v.ctx().is_index(v.ir.value_ty(a))) {
        v.err(op, format!("expected block argument {} to be an index", i + 1));
    } else if yielded_type(v.ir, b) != Some(relem) {
        // The result's element type, as upstream (which does not compare it with the
        // source's: bufferization refuses a pad where they differ).
        v.err(op, "expected yield type to match shape element type");
    }
}

/// The block of region #0, which has at most one (`SINGLE_BLOCK`, checked by the declaration);
/// upstream's `SizedRegion<1>` message when it has none.
fn single_block(v: &mut Verifier, op: Op, name: &str) -> Option<Block> {
    let b = v.ir.entry_block(v.ir.regions(op)[0]);
    if b.is_none() {
        v.err(op, format!("region #0 ('{name}') failed to verify constraint: region with 1 blocks"));
    }
    b
}

/// The value a block's `tensor.yield` terminator yields.
fn yielded_type(ir: &Ir, b: Block) -> Option<Type> {
    let t = ir.terminator(b)?;
    (ir.op_name(t) == "tensor.yield").then(|| ir.operands(t).first().map(|&x| ir.value_ty(x))).flatten()
}

fn verify_yield(v: &mut Verifier, op: Op) {
    let parent = v.ir.parent_op(op).map(|p| v.ir.op_name(p));
    if !matches!(parent, Some("tensor.generate" | "tensor.pad")) {
        v.err(op, "expects parent op to be one of 'tensor.generate, tensor.pad'");
    }
}

// ----- extract_slice, insert_slice, parallel_insert_slice -----

/// The offsets, sizes and strides of a slice of `shape` (`f` declares the op), then the slice
/// type `actual` against the sizes and the bounds of the slice.
fn verify_slice(v: &mut Verifier, op: Op, f: &OpFormat, (shape, elem): (Vec<i64>, Type), actual: Type) {
    let g = ["offsets", "sizes", "strides"].map(|n| operands_of(v.ir, op, f, n));
    let r = shape.len();
    let Some([offs, sizes, strides]) = verify_offsets_sizes_strides(v, op, [r, r, r], g) else { return };
    if check_rank_reduced(v, op, sizes.clone(), elem, actual) {
        if let Some(m) = slice_out_of_bounds(&shape, &offs, &sizes, &strides) {
            err_plain(v, op, m);
        }
    }
}

fn verify_extract_slice(v: &mut Verifier, op: Op) {
    let src = tensor_of(v.ir, v.ir.operands(op)[0]);
    verify_slice(v, op, &EXTRACT_SLICE, src, v.ir.value_ty(v.ir.result(op, 0)));
}

fn verify_insert_slice(v: &mut Verifier, op: Op) {
    let dest = tensor_of(v.ir, v.ir.operands(op)[1]);
    verify_slice(v, op, &INSERT_SLICE, dest, v.ir.value_ty(v.ir.operands(op)[0]));
}

fn verify_parallel_insert_slice(v: &mut Verifier, op: Op) {
    if v.ir.parent_op(op).map(|p| v.ir.op_name(p)) != Some("scf.forall.in_parallel") {
        err_plain(v, op, "expected InParallelOpInterface parent, got:");
        return;
    }
    verify_insert_slice(v, op);
}

// ----- expand_shape, collapse_shape, reshape -----

fn verify_expand_shape(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (rshape, _) = tensor_of(ir, ir.result(op, 0));
    let stat = dense_array(ir, op, "static_output_shape").unwrap_or_default();
    let n = ir.operands(op).len() - 1;
    let nd = stat.iter().filter(|&&x| x == DYNAMIC).count();
    if stat.len() != rshape.len() {
        let (r, s) = (rshape.len(), stat.len());
        v.err(op, format!("expected number of static shape dims to be equal to the output rank ({r}) but found {s} inputs instead"));
    } else if nd != n {
        v.err(op, format!("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {nd} dynamic dims while output_shape has {n} values"));
    } else {
        let (src, res) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.result(op, 0)));
        let before = v.diags.len();
        verify_tensor_reshape(v, op, res, src);
        // Stricter than upstream (which accepts it and then fails to verify the
        // memref.expand_shape that bufferization makes): a static size must be the result's.
        if v.diags.len() == before {
            if let Some(pos) = rshape.iter().zip(&stat).position(|(&r, &s)| r != DYNAMIC && s != DYNAMIC && r != s) {
                v.err(op, format!("invalid output shape provided at pos {pos}"));
            }
        }
    }
}

fn verify_collapse_shape(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if reassociation(ir, op).unwrap_or_default().iter().any(|x| x.is_empty()) {
        v.err(op, "reassociation indices must not be empty");
        return;
    }
    let (src, res) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.result(op, 0)));
    verify_tensor_reshape(v, op, src, res);
}

/// `verifyTensorReshapeOp`: reshape-like checks, then the element type of the collapsed type.
fn verify_tensor_reshape(v: &mut Verifier, op: Op, expanded: Type, collapsed: Type) {
    let g = reassociation(v.ir, op).unwrap_or_default();
    if !verify_reshape_like(v, op, expanded, collapsed, &g) {
        return;
    }
    let ctx = v.ctx();
    let es = ctx.shape(expanded).map(|s| s.to_vec()).unwrap_or_default();
    let (ee, ce) = (ctx.elem_ty(expanded), ctx.elem_ty(collapsed));
    let want = collapsed_shape(&es, &g);
    if ee != ce || ctx.shape(collapsed) != Some(&want[..]) {
        let (a, b) = (spell(ctx, &want, ee), v.ty_str(collapsed));
        v.err(op, format!("expected collapsed type to be '{a}', but got '{b}'"));
    }
}

fn verify_reshape(v: &mut Verifier, op: Op) {
    let sh = v.ir.value_ty(v.ir.operands(op)[1]);
    let Some(&[len]) = v.ctx().shape(sh) else { return };
    let (st, rt) = (v.ir.value_ty(v.ir.operands(op)[0]), v.ir.value_ty(v.ir.result(op, 0)));
    let ctx = v.ctx();
    if ctx.elem_ty(st) != ctx.elem_ty(rt) {
        v.err(op, "element types of source and destination tensor types should be the same");
        return;
    }
    let Some(rshape) = ctx.shape(rt).map(|s| s.to_vec()) else { return };
    if let Some(sshape) = ctx.shape(st) {
        let count = |s: &[i64]| -> Option<i128> {
            s.iter().try_fold(1i128, |a, &d| if d == DYNAMIC { None } else { a.checked_mul(d as i128) })
        };
        if let (Some(a), Some(b)) = (count(sshape), count(&rshape)) {
            if a != b {
                v.err(op, "source and destination tensor should have the same number of elements");
                return;
            }
        }
    }
    if len == DYNAMIC {
        v.err(op, "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type");
        return;
    }
    if len != rshape.len() as i64 {
        v.err(op, "length of shape operand differs from the result's tensor rank");
    }
}

// ----- concat -----

fn verify_concat(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let dim = ir.attr(op, "dim").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
    let ins: Vec<(Vec<i64>, Type)> = ir.operands(op).iter().map(|&x| tensor_of(ir, x)).collect();
    let (rshape, relem) = tensor_of(ir, ir.result(op, 0));
    let rank = rshape.len();
    let msg = if ins.is_empty() {
        "requires at least one input"
    } else if ins.iter().any(|(s, _)| s.len() != rank) {
        "rank of concatenated inputs must match result rank"
    } else if ins.iter().any(|(_, e)| *e != relem) {
        "inputs and result element type must match"
    } else if dim < 0 || dim as usize >= rank {
        "concatenation dim must be less than the tensor rank"
    } else {
        ""
    };
    if !msg.is_empty() {
        v.err(op, msg);
        return;
    }
    let dim = dim as usize;
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate().filter(|(i, _)| *i != dim) {
        for d in ins.iter().map(|(s, _)| s[i]).filter(|&d| d != DYNAMIC) {
            if *size != DYNAMIC && *size != d {
                v.err(op, format!("static concatenation size mismatch along non-concatenated dimension {i}"));
                return;
            }
            *size = d;
        }
    }
    sizes[dim] = ins
        .iter()
        .try_fold(0i64, |a, (s, _)| if s[dim] == DYNAMIC { None } else { a.checked_add(s[dim]) })
        .unwrap_or(DYNAMIC);
    if rshape.iter().zip(&sizes).any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b) {
        let rt = ir.value_ty(ir.result(op, 0));
        let (a, b) = (v.ty_str(rt), spell(v.ctx(), &sizes, relem));
        v.err(op, format!("result type '{a}'does not match inferred shape '{b}' static sizes"));
    }
}

// ----- gather, scatter -----

/// `tensor.gather` and `tensor.scatter`: upstream's `verifyGatherOrScatterDims`, then the type
/// of the gathered or scattered slice (`GatherOp::inferResultType`, both variants).
fn verify_gather_scatter(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ts = ir.operand_types(op);
    // The tensor sliced and the slice.
    let (what, whose, shaped, actual) = match ir.op_name(op) {
        "tensor.scatter" => ("scatter", "dest", ts[1], ts[0]),
        _ => ("gather", "source", ts[0], ir.value_ty(ir.result(op, 0))),
    };
    let dims = dense_array(ir, op, &format!("{what}_dims")).unwrap_or_default();
    let indices = ir.ctx.shape(ts[ts.len() - 1]).unwrap_or(&[]);
    let rank = ir.ctx.shape(shaped).map_or(0, |s| s.len());
    let msg = if dims.is_empty() {
        format!("{what}_dims must be non-empty")
    } else if dims.len() > rank {
        format!("{what}_dims overflow {whose} rank")
    } else if indices.last() != Some(&(dims.len() as i64)) {
        format!("{what}_dims length must match the size of last dimension of indices")
    } else if let Some(&d) = dims.iter().find(|&&d| d < 0 || d >= rank as i64) {
        match d < 0 {
            true => format!("{what}_dims value must be non-negative"),
            false => format!("{what}_dims value must be smaller than {whose} rank"),
        }
    } else if dims.windows(2).any(|w| w[0] >= w[1]) {
        format!("{what}_dims values must be strictly increasing")
    } else if what == "scatter" && !ir.has_attr(op, "unique") {
        "requires 'unique' attribute to be set".to_string()
    } else if let Some((a, b)) = gather_type_mismatch(v.ctx(), shaped, indices, &dims, actual) {
        let got = v.ty_str(actual);
        let kind = if what == "gather" { "result" } else { "source" };
        format!("{kind} type mismatch: expected '{a}' or its rank-reduced variant '{b}' (got: '{got}')")
    } else {
        return;
    };
    v.err(op, msg);
}

/// Upstream's `GatherOp::inferResultType` (both variants) against `actual`; `None` if it matches,
/// else the spelled full and rank-reduced expected types.
fn gather_type_mismatch(
    ctx: &Context,
    source: Type,
    indices: &[i64],
    dims: &[i64],
    actual: Type,
) -> Option<(String, String)> {
    let TypeKind::Tensor { shape, elem, encoding } = ctx.type_kind(source) else { return None };
    let lead = &indices[..indices.len().saturating_sub(1)];
    let mut full = lead.to_vec();
    let mut reduced = lead.to_vec();
    for (i, &d) in shape.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            full.push(1);
        } else {
            full.push(d);
            reduced.push(d);
        }
    }
    let ok = match ctx.type_kind(actual) {
        TypeKind::Tensor { shape: s, elem: e, encoding: en } => {
            e == elem && en == encoding && (*s == full || *s == reduced)
        }
        _ => false,
    };
    if ok {
        return None;
    }
    let spell_enc = |shape: &[i64]| {
        let s = spell(ctx, shape, *elem);
        match encoding {
            Some(a) => format!("{}, {}>", &s[..s.len() - 1], crate::syntax::printer::attr_to_string(ctx, *a)),
            None => s,
        }
    };
    Some((spell_enc(&full), spell_enc(&reduced)))
}
