//! torch-mlir's `tm_tensor` dialect (TMTensor): the ops torch-mlir leaves in its
//! linalg-on-tensors output for what linalg cannot express, `sort` (`torch.sort`,
//! `torch.topk`), `scan` (`torch.cumsum`), `scatter` (`scatter_add`, `index_put`, ...) and
//! `topk`, with their terminator `yield`. Syntax, operand groups and verifier messages are
//! torch-mlir's (TMTensorOps.td / TMTensorOps.cpp); `attention` is not modelled.
//!
//! Every op is in destination-passing style: `ins` are read, `outs` are the destinations
//! (read and written; on tensors result `k` is `outs` `k`, on buffers the op has no results).
//! The bufferization model is `bufferization/models.rs`'s `TM_TENSOR`; the lowering to loops
//! on buffers is `passes/tm_tensor_to_loops.rs`.
//!
//! ```mlir
//! %2:2 = tm_tensor.sort dimension(1) outs(%a, %i : tensor<3x8xf32>, tensor<3x8xi64>) {
//! ^bb0(%l: f32, %r: f32, %li: i64, %ri: i64):
//!   %c = arith.cmpf oge, %l, %r : f32
//!   tm_tensor.yield %c : i1
//! } -> tensor<3x8xf32>, tensor<3x8xi64>
//! ```

use super::ods::{dict_attr, operands_of, type_constraint, AttrConstraint, TypeConstraint, ANY_TYPE, BOOL, I64_ATTR};
use super::ods::{ANY_SHAPED, RANKED_TENSOR};
use super::{OpSpec, PURE, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR};
use crate::dialects::ods::op;
use crate::ir::interfaces::{reads, writes, Effect};
use crate::ir::verify::Verifier;
use crate::ir::*;

pub static OPS: &[OpSpec] = &[
    op!("tm_tensor.scan" operands["inputs*": ANY_SHAPED, "outputs*": ANY_SHAPED] results["results*": RANKED_TENSOR]
        attrs["dimension": I64_ATTR, "inclusive": BOOL] regions["region"]
        format "`dimension` `(` $dimension `)` `inclusive` `(` $inclusive `)` attr-dict \
                 `ins` `(` $inputs `:` type($inputs) `)` `outs` `(` $outputs `:` type($outputs) `)` \
                 $region (`->` type($results)^)?"
        verify(verify_scan) traits(SINGLE_BLOCK) effects(effects) dps(outs)),
    op!("tm_tensor.scatter" operands["inputs*": RANKED_TENSOR_OR_MEMREF, "outputs*": RANKED_TENSOR_OR_MEMREF]
        results["results*": RANKED_TENSOR] attrs["dimension_map": DENSE_I64_ARRAY_ATTR, "unique_indices": UNIQUE_INDICES]
        regions["region"]
        format "attr-dict `unique_indices` `(` $unique_indices `)` (`ins` `(` $inputs^ `:` type($inputs) `)`)? \
                 `outs` `(` $outputs `:` type($outputs) `)` $region (`->` type($results)^)?"
        verify(verify_scatter) traits(SINGLE_BLOCK) effects(effects) dps(outs)),
    op!("tm_tensor.sort" operands["inputs*": ANY_TYPE, "outputs*": ANY_SHAPED] results["results*": RANKED_TENSOR]
        attrs["dimension": I64_ATTR] regions["region"]
        format "attr-dict `dimension` `(` $dimension `)` (`ins` `(` $inputs^ `:` type($inputs) `)`)? \
                 `outs` `(` $outputs `:` type($outputs) `)` $region (`->` type($results)^)?"
        verify(verify_sort) traits(SINGLE_BLOCK) effects(effects) dps(outs)),
    op!("tm_tensor.topk" operands["inputs*": ANY_SHAPED, "outputs*": ANY_SHAPED] results["results*": RANKED_TENSOR]
        attrs["dimension": I64_ATTR] regions["region"]
        format "attr-dict `dimension` `(` $dimension `)` `ins` `(` $inputs `:` type($inputs) `)` \
                 `outs` `(` $outputs `:` type($outputs) `)` $region (`->` type($results)^)?"
        verify(verify_topk) traits(SINGLE_BLOCK) effects(effects) dps(outs)),
    op!("tm_tensor.yield" operands["operands*": ANY_TYPE] format "attr-dict ($operands^ `:` type($operands))?"
        traits(PURE | RETURN_LIKE | TERMINATOR)),
];

// ----- constraints -----

/// `AnyRankedTensorOrMemRefType`.
static RANKED_TENSOR_OR_MEMREF: TypeConstraint =
    type_constraint("ranked tensor or memref of any type values", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::Tensor { .. } | TypeKind::MemRef { .. })
    });

/// `DenseI64ArrayAttr`, written in the attribute dictionary.
static DENSE_I64_ARRAY_ATTR: AttrConstraint = dict_attr(
    "i64 dense array attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(64)),
);

/// `DefaultValuedAttr<BoolAttr, "true">`.
static UNIQUE_INDICES: AttrConstraint = AttrConstraint {
    default: Some((|ctx| ctx.bool_attr(true), |ctx, a| ctx.as_int(a).is_some_and(|v| v != 0))),
    ..dict_attr(
        "bool attribute",
        |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.int_width(*ty) == Some(1)),
    )
};

// ----- interfaces -----

/// The `outs` operands (the destinations): the second operand group.
pub fn outs(ir: &Ir, op: Op) -> std::ops::Range<usize> {
    let n = ir.operands(op).len();
    let segs = super::common::dense_array(ir, op, "operandSegmentSizes").unwrap_or_default();
    let ins = segs.first().map_or(0, |&s| (s.max(0) as usize).min(n));
    ins..n
}

/// The number of `ins` operands.
pub fn num_ins(ir: &Ir, op: Op) -> usize {
    outs(ir, op).start
}

/// Reads every `ins` buffer, reads and writes every `outs` buffer (torch-mlir's
/// `getEffectsImpl`; its `Allocate` of tensor results has no meaning here).
fn effects(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    let o = outs(ir, op);
    for (i, &v) in ir.operands(op).iter().enumerate() {
        if ir.ctx.is_memref(ir.value_ty(v)) {
            out.push(reads(i as u32));
            if o.contains(&i) {
                out.push(writes(i as u32));
            }
        }
    }
}

// ----- verifiers -----

fn shape(ir: &Ir, v: Value) -> Vec<i64> {
    ir.ctx.shape(ir.value_ty(v)).map(|s| s.to_vec()).unwrap_or_default()
}

fn elem(ir: &Ir, v: Value) -> Type {
    ir.ctx.elem_ty(ir.value_ty(v))
}

fn int_attr(ir: &Ir, op: Op, name: &str) -> i64 {
    ir.attr(op, name).and_then(|a| ir.ctx.as_int(a)).unwrap_or(0) as i64
}

/// The entry block of the op's region, and its terminator when that is a `tm_tensor.yield`.
fn body(ir: &Ir, op: Op) -> Option<(Block, Option<Op>)> {
    let r = *ir.regions(op).first()?;
    let b = ir.entry_block(r)?;
    let t = ir.terminator(b).filter(|&t| ir.op_name(t) == "tm_tensor.yield");
    Some((b, t))
}

/// Results: one per `outs` tensor, of its type (`TMTensorInterface`'s check).
fn check_results(v: &mut Verifier, op: Op) -> bool {
    let ir = v.ir;
    let outs: Vec<Type> = operands_of(ir, op, fmt(ir, op), "outputs").iter().map(|&x| ir.value_ty(x)).collect();
    let tensors: Vec<Type> = outs.iter().copied().filter(|&t| ir.ctx.is_tensor(t)).collect();
    let results: Vec<Type> = ir.results(op).iter().map(|&r| ir.value_ty(r)).collect();
    if results.len() != tensors.len() {
        v.err(
            op,
            format!(
                "expected the number of results ({}) to be equal to the number of output tensors ({})",
                results.len(),
                tensors.len()
            ),
        );
        return false;
    }
    for (i, (r, t)) in results.iter().zip(&tensors).enumerate() {
        if r != t {
            v.err(
                op,
                format!(
                    "expected type of operand #{i} ({}) to match type of corresponding result ({})",
                    v.ty_str(*t),
                    v.ty_str(*r)
                ),
            );
            return false;
        }
    }
    if tensors.len() != outs.len() && !tensors.is_empty() {
        v.err(op, "expected all outputs to be tensors or all to be buffers");
        return false;
    }
    let n_in = num_ins(ir, op);
    if !tensors.is_empty() && ir.operands(op)[..n_in].iter().any(|&x| ir.ctx.is_memref(ir.value_ty(x))) {
        v.err(op, "expected inputs to be tensors when the outputs are");
        return false;
    }
    if tensors.is_empty() && ir.operands(op)[..n_in].iter().any(|&x| ir.ctx.is_tensor(ir.value_ty(x))) {
        v.err(op, "expected inputs to be buffers when the outputs are");
        return false;
    }
    if ir.operands(op).iter().any(|&x| ir.ctx.is_shaped(ir.value_ty(x)) && ir.ctx.shape(ir.value_ty(x)).is_none()) {
        v.err(op, "expected ranked operands");
        return false;
    }
    true
}

fn fmt(ir: &Ir, op: Op) -> &'static super::ods::OpFormat {
    super::asm(ir.op_id(op)).format.expect("tm_tensor ops are declared")
}

fn compatible(a: i64, b: i64) -> bool {
    a == DYNAMIC || b == DYNAMIC || a == b
}

fn verify_scan(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !check_results(v, op) {
        return;
    }
    let o = outs(ir, op);
    if o.start != 1 {
        return v.err(op, "expected one input operands");
    }
    if o.len() != 2 {
        return v.err(op, "expected two output operands");
    }
    let ops = ir.operands(op);
    let (input, output, acc) = (ops[0], ops[1], ops[2]);
    if !ir.ctx.is_shaped(ir.value_ty(input)) {
        return v.err(op, "expected first input element type to be shaped");
    }
    let (is, os, accs) = (shape(ir, input), shape(ir, output), shape(ir, acc));
    if elem(ir, acc) != elem(ir, input) {
        return v.err(op, "expected input/accumulator element types to be identical");
    }
    if accs.len() + 1 != is.len() {
        return v.err(op, "expected accumulator rank to be equal to input rank - 1");
    }
    let dim = int_attr(ir, op, "dimension");
    if dim < 0 || dim as usize >= is.len() {
        return v.err(op, format!("dimension must be within [0, {})", is.len()));
    }
    let expected: Vec<i64> = is.iter().enumerate().filter(|&(i, _)| i as i64 != dim).map(|(_, &s)| s).collect();
    if expected.iter().zip(&accs).any(|(&a, &b)| !compatible(a, b)) {
        return v.err(op, "incompatible input/accumulator shapes");
    }
    if elem(ir, input) != elem(ir, output) {
        return v.err(op, "expected input/output element types to be identical");
    }
    if is.len() != os.len() {
        return v.err(op, "expected input/output to have identical ranks");
    }
    if is.iter().zip(&os).any(|(&a, &b)| !compatible(a, b)) {
        return v.err(op, "incompatible input/output shapes");
    }
    // The combiner: (accumulated, element) -> accumulated.
    let Some((b, term)) = body(ir, op) else { return v.err(op, "expected a region with one block") };
    let e = elem(ir, input);
    let args = ir.args(b);
    if args.len() != 2 || args.iter().any(|&a| ir.value_ty(a) != e) {
        return v.err(op, format!("expected region to have two arguments of type {}", v.ty_str(e)));
    }
    let Some(t) = term else { return v.err(op, "expected region to end with 'tm_tensor.yield'") };
    if ir.operands(t).len() != 1 || ir.value_ty(ir.operands(t)[0]) != e {
        v.err(t, format!("expected region to yield a single value of type {}", v.ty_str(e)));
    }
}

/// Upstream's `isInvalid` for `dimension_map`: too many, repeated or out of range entries.
fn invalid_dims(dims: &[i64], rank: i64) -> bool {
    if dims.len() as i64 > rank {
        return true;
    }
    let mut seen = std::collections::HashSet::new();
    dims.iter().any(|&d| !seen.insert(d) || d < 0 || d >= rank)
}

fn verify_scatter(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !check_results(v, op) {
        return;
    }
    let o = outs(ir, op);
    if o.start != 2 {
        return v.err(op, "expected two input operands");
    }
    if o.len() != 1 {
        return v.err(op, "expected one output operand");
    }
    let ops = ir.operands(op);
    let (updates, indices, original) = (ops[0], ops[1], ops[2]);
    let (us, is, os) = (shape(ir, updates), shape(ir, indices), shape(ir, original));
    if is.len() != 2 || !ir.ctx.is_int(elem(ir, indices)) {
        return v.err(op, "expected indices to be of rank 2 of integer element type");
    }
    let depth = is[1];
    if depth == DYNAMIC {
        return v.err(op, "expected index depth is static");
    }
    let dim_map = super::common::dense_array(ir, op, "dimension_map").unwrap_or_default();
    if dim_map.len() as i64 != depth {
        return v.err(op, "invalid number of dimension map entries ");
    }
    let (urank, orank) = (us.len() as i64, os.len() as i64);
    if invalid_dims(&dim_map, orank) {
        return v.err(op, "dimension map is invalid");
    }
    if urank < 1 {
        return v.err(op, "expected update value to be at least rank 1");
    }
    if is[0] != us[0] {
        return v.err(op, "mismatch in shape of indices and update value at dim#0");
    }
    if urank - 1 > orank {
        return v.err(op, "update value rank exceeds the rank of the original value");
    }
    if orank > depth + urank - 1 {
        return v.err(op, "index depth and update value does not cover rank of original value");
    }
    // The update's trailing dimensions are whole slices of the original's.
    let full = orank - depth;
    for (od, ud) in (depth..orank).zip(urank - full..urank) {
        let (o_size, u_size) = (os[od as usize], us[ud as usize]);
        if o_size != DYNAMIC && u_size > o_size {
            return v.err(op, format!("shape of update value dim#{ud} exceeds original value at dim#{od}"));
        }
    }
    let insert = orank - urank + 1;
    for (od, ud) in (insert..depth).zip(1..urank - full) {
        let (o_size, u_size) = (os[od as usize], us[ud as usize]);
        if o_size != DYNAMIC && u_size > o_size {
            return v.err(
                op,
                format!("indexed shape of update value dim#{ud} exceeds original value at dim#{od} {u_size} {o_size}"),
            );
        }
    }
    let Some((b, term)) = body(ir, op) else { return v.err(op, "expected a region with one block") };
    let args = ir.args(b).to_vec();
    if args.len() != 2 {
        return v.err(op, "expected region to have two arguments");
    }
    let (a0, a1) = (ir.value_ty(args[0]), ir.value_ty(args[1]));
    let scalar = |t: Type| {
        let t = match ir.ctx.type_kind(t) {
            TypeKind::Complex(elem) => *elem,
            _ => t,
        };
        ir.ctx.is_int(t) || ir.ctx.is_float(t) || ir.ctx.is_index(t)
    };
    if !scalar(a0) || !scalar(a1) {
        return v.err(op, "expected region to have scalar argument of integer or float types");
    }
    if a0 != elem(ir, updates) {
        let msg = format!(
            "mismatch in argument 0 of region {} and element type of update value {}",
            v.ty_str(a0),
            v.ty_str(elem(ir, updates))
        );
        return v.err(op, msg);
    }
    if a1 != elem(ir, original) {
        let msg = format!(
            "mismatch in argument 1 of region {} and element type of original value {}",
            v.ty_str(a1),
            v.ty_str(elem(ir, original))
        );
        return v.err(op, msg);
    }
    if a0 != a1 {
        let msg = format!("mismatch in region argument types {} and {}", v.ty_str(a0), v.ty_str(a1));
        return v.err(op, msg);
    }
    let Some(t) = term else { return v.err(op, "expected region to end with 'tm_tensor.yield'") };
    if ir.operands(t).len() != 1 {
        return v.err(t, "expected region to yield a single value");
    }
    let y = ir.value_ty(ir.operands(t)[0]);
    if y != a0 {
        let msg =
            format!("mismatch in type of yielded value {} and argument of the region {}", v.ty_str(y), v.ty_str(a0));
        v.err(t, msg);
    }
}

fn verify_sort(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !check_results(v, op) {
        return;
    }
    let o = outs(ir, op);
    if o.start != 0 {
        return v.err(op, "does not expect to take any inputs");
    }
    if o.is_empty() {
        return v.err(op, "expected at least one `outs` operand");
    }
    let Some((b, term)) = body(ir, op) else { return v.err(op, "expected a region with one block") };
    let args = ir.args(b).to_vec();
    if args.len() != 2 * o.len() {
        return v.err(op, format!("region block should have {} arguments", 2 * o.len()));
    }
    let outs: Vec<Value> = ir.operands(op)[o].to_vec();
    let shape0 = shape(ir, outs[0]);
    let rank = shape0.len() as i64;
    let dim = int_attr(ir, op, "dimension");
    if dim < 0 || dim >= rank {
        return v.err(op, format!("dimension must be within (0, {rank}]"));
    }
    for (index, &x) in outs.iter().enumerate() {
        let s = shape(ir, x);
        if s.len() as i64 != rank {
            return v.err(op, format!("expected operand {index} to be rank {rank}, same as other operands"));
        }
        if s != shape0 {
            return v.err(op, format!("expected operand {index} to have same shape as other operands"));
        }
        let e = elem(ir, x);
        for i in [2 * index, 2 * index + 1] {
            let at = ir.value_ty(args[i]);
            if at != e {
                let msg =
                    format!("region block argument #{i} should be of type {} but got {}", v.ty_str(e), v.ty_str(at));
                return v.err(op, msg);
            }
        }
    }
    let Some(t) = term else { return v.err(op, "expected region to end with 'tm_tensor.yield'") };
    if ir.operands(t).len() != 1 {
        return v.err(op, "should yield exactly one operand");
    }
    if ir.ctx.int_width(ir.value_ty(ir.operands(t)[0])) != Some(1) {
        v.err(op, "should yield i1 type");
    }
}

fn verify_topk(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !check_results(v, op) {
        return;
    }
    let o = outs(ir, op);
    if o.start != 1 && o.start != 2 {
        return v.err(op, "expected one or two input operands");
    }
    if o.len() != 2 {
        return v.err(op, "expected two output operands");
    }
    let ops = ir.operands(op).to_vec();
    let values = ops[0];
    let in_indices = (o.start == 2).then(|| ops[1]);
    let (out_values, out_indices) = (ops[o.start], ops[o.start + 1]);
    let vs = shape(ir, values);
    let dim = int_attr(ir, op, "dimension");
    if dim < 0 || dim as usize >= vs.len() {
        return v.err(op, "dimension exceeds rank");
    }
    if elem(ir, values) != elem(ir, out_values) {
        return v.err(op, "expected input/output value types to be identical");
    }
    let int_elems = |x: Value| ir.ctx.is_int(elem(ir, x));
    if !int_elems(out_indices) || in_indices.is_some_and(|x| !int_elems(x)) {
        return v.err(op, "expected input/output indices types to be integers");
    }
    let (ovs, ois) = (shape(ir, out_values), shape(ir, out_indices));
    if vs.len() != ovs.len() {
        return v.err(op, "expected input/output to have the same rank");
    }
    if let Some(ii) = in_indices {
        let iis = shape(ir, ii);
        if iis.len() != ois.len() {
            return v.err(op, "expected input/output to have the same rank");
        }
        if iis.len() != vs.len() || iis.iter().zip(&vs).any(|(&a, &b)| !compatible(a, b)) {
            return v.err(op, "input indices/values shape must match");
        }
    }
    if ovs.len() != ois.len() || ovs.iter().zip(&ois).any(|(&a, &b)| !compatible(a, b)) {
        return v.err(op, "output indices/values shape must match");
    }
    if vs.iter().zip(&ovs).enumerate().any(|(i, (&a, &b))| i as i64 != dim && !compatible(a, b)) {
        return v.err(op, "incompatible input/output shapes");
    }
    let Some((b, term)) = body(ir, op) else { return v.err(op, "expected a region with one block") };
    let args = ir.args(b);
    if args.len() != 2 {
        return v.err(op, "region block should have 2 arguments");
    }
    let e = elem(ir, values);
    if args.iter().any(|&a| ir.value_ty(a) != e) {
        return v.err(op, "region block types must match input");
    }
    let yields_i1 =
        term.is_some_and(|t| ir.operands(t).first().is_some_and(|&y| ir.ctx.int_width(ir.value_ty(y)) == Some(1)));
    if !yields_i1 {
        v.err(op, "region block must end with a linalg_ext.yield i1!");
    }
}
