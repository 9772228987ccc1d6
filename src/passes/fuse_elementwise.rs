//! `linalg-fuse-elementwise-ops`: producer/consumer fusion of `linalg.generic` ops on tensors
//! (the core of upstream's `LinalgElementwiseOpFusionPass`, its `FuseElementwiseOps` pattern
//! with the pass's default control).
//!
//! Takes: verified IR. Gives: each `linalg.generic` consumer on tensors with an input produced
//! by another `linalg.generic` fused with that producer into one `linalg.generic`, when, as
//! upstream's `areElementwiseOpsFusable` and the pass's control decide:
//! - the producer has pure tensor semantics, only parallel loops, and one use (the consumer's
//!   operand) — its results feed nothing else;
//! - the operand is an input of the consumer (not an init), the consumer's map for it has as
//!   many results as the producer has loops, each a loop dimension or a constant, and the
//!   producer's map of that result is a permutation;
//! - when the consumer has reduction loops, every loop is still indexed by some input of the
//!   fused op (the consumer's other operands, the producer's inputs).
//!
//! The fused op (upstream's `fuseElementwiseOps`): inputs are the consumer's inputs before the
//! fused one, the producer's inputs (maps `producerMap ∘ resultMap⁻¹ ∘ consumerMap`), the
//! consumer's remaining inputs; inits are the producer's inits whose payload value is used
//! (preserved results; their maps composed the same way) and the consumer's inits; iterator
//! types are the consumer's; the payload is the producer's ops followed by the consumer's, the
//! producer's yielded value standing for the consumer's fused argument. The consumer is
//! replaced and the producer erased.
//!
//! Unlike upstream, a consumer that reads the operand through other expressions (a window
//! `oh + kh`: a convolution written as a generic, as `mlirc-conv-to-channels-last` makes
//! them) is not fused: it reads each element several times, and the fused op would compute the
//! producer's payload once per read (9 times for a 3×3 window), and the convolution would no
//! longer be one the vectorizer recognizes.
//!
//! Splat and scalar constant inputs (`arith.constant` of an integer or float, or of dense
//! elements all equal) become `arith.constant` scalars the payload reads, while the remaining
//! operands still give every loop its bound (upstream's `FoldScalarOrSplatConstant`, which the
//! pass runs too).
//!
//! Results that nothing uses are dropped first, with their inits and the payload only they
//! need (upstream's pass runs its erase-unused-results pattern: torch-mlir's softmax computes
//! each row's maximum with `aten.max.dim`, whose indices are never read). Inputs that repeat an
//! earlier input with the same map are dropped next (upstream's pass
//! runs its erase-unused-operands patterns too), so that `ins(%x, %x)` counts as one use of `%x`.
//!
//! Not done (upstream's pass also runs them): reshape propagation by expansion/collapsing,
//! `linalg.fill` folding into generics, the generic op's
//! canonicalizations, and producers with `linalg.index` ops (left unfused). Upstream also
//! replaces an init whose value the payload does not read by a `tensor.empty`
//! (`RemoveOutsDependency`); mlirc keeps the init, so that bufferization keeps writing into the
//! caller's buffer rather than into a new allocation (softmax's `exp` into its output: upstream's
//! rewrite costs a 16 MiB temporary there).
//!
//! Cost: a worklist of the generic ops seeded once; a fusion moves the payloads into the fused
//! op's block with `merge_blocks` (O(min) per move, so a chain of n fusions costs O(n log n))
//! and puts the fused op back on the list. Each fusion erases an op: linear number of steps.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::linalg::inputs_and_inits;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::context::{AttrKind, TypeKind};
use crate::ir::interfaces::IteratorType;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "linalg-fuse-elementwise-ops",
    class: "LinalgElementwiseOpFusionPass",
    summary: "Fuse elementwise operations on tensors",
    options: &[],
    create: |_: &OptionValues| Box::new(Fuse),
};

struct Fuse;

impl Pass for Fuse {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op) { Preserved::None } else { Preserved::All })
    }
}

/// Fuses what it can below `top`; whether anything changed.
pub fn run(ir: &mut Ir, top: Op) -> bool {
    let mut work = vec![];
    ir.walk(top, &mut |o| {
        if ir.op_name(o) == "linalg.generic" {
            work.push(o);
        }
    });
    // Consumers are taken last-first, so that a chain fuses into its last op.
    let mut changed = false;
    while let Some(consumer) = work.pop() {
        if ir.is_erased(consumer) {
            continue;
        }
        let consumer = match drop_unused_results(ir, consumer) {
            Some(op) => {
                changed = true;
                op
            }
            None => consumer,
        };
        let consumer = match fold_splat_inputs(ir, consumer) {
            Some(op) => {
                changed = true;
                op
            }
            None => consumer,
        };
        let consumer = match dedup_inputs(ir, consumer) {
            Some(op) => {
                changed = true;
                op
            }
            None => consumer,
        };
        let n_inputs = inputs_and_inits(ir, consumer).0.len();
        for idx in 0..n_inputs {
            if let Some(fused) = try_fuse(ir, consumer, idx) {
                work.push(fused);
                changed = true;
                break;
            }
        }
    }
    changed
}

fn maps(ir: &Ir, op: Op) -> Option<Vec<AffineMap>> {
    let iface = ir.def(op).interfaces.structured?;
    (iface.indexing_maps)(ir, op).ok()
}

fn iterators(ir: &Ir, op: Op) -> Option<Vec<IteratorType>> {
    let iface = ir.def(op).interfaces.structured?;
    (iface.iterator_types)(ir, op).ok()
}

fn is_permutation(m: &AffineMap) -> bool {
    if m.results.len() != m.dims as usize {
        return false;
    }
    let mut seen = vec![false; m.dims as usize];
    for e in &m.results {
        match *e {
            AffineExpr::Dim(d) if !seen[d as usize] => seen[d as usize] = true,
            _ => return false,
        }
    }
    true
}

/// `arg ∘ result⁻¹ ∘ consumer` for a permutation `result`.
fn compose(arg: &AffineMap, result: &AffineMap, consumer: &AffineMap) -> AffineMap {
    // Producer loop `d` is result position `p` with `result[p] = d`, i.e. `consumer[p]`.
    let mut subst = vec![AffineExpr::Const(0); result.dims as usize];
    for (p, e) in result.results.iter().enumerate() {
        if let AffineExpr::Dim(d) = *e {
            subst[d as usize] = consumer.results[p].clone();
        }
    }
    AffineMap { dims: consumer.dims, syms: 0, results: arg.results.iter().map(|e| e.replace(&subst, &[])).collect() }
}

fn body(ir: &Ir, op: Op) -> Option<Block> {
    let r = *ir.regions(op).first()?;
    ir.entry_block(r)
}

/// Drops the results of a generic on tensors that nothing uses, with their inits and the part of
/// the payload that only they need (upstream's pass runs its erase-unused-results pattern for
/// this): torch-mlir's softmax takes each row's maximum with `aten.max.dim`, whose indices
/// nobody reads, and the index a row's maximum is at makes the reduction a scalar loop. The
/// new op, or `None` when every result is used, none is, the payload has ops with regions or
/// effects, or the payload that computes a used result reads a dropped result's init.
fn drop_unused_results(ir: &mut Ir, op: Op) -> Option<Op> {
    let (ins, outs) = inputs_and_inits(ir, op);
    let res = ir.results(op).to_vec();
    if res.len() != outs.len() || outs.iter().chain(&ins).any(|&v| !ir.ctx.is_tensor(ir.value_ty(v))) {
        return None;
    }
    let kept: Vec<usize> = (0..res.len()).filter(|&j| !ir.use_empty(res[j])).collect();
    if kept.is_empty() || kept.len() == res.len() {
        return None;
    }
    let b = body(ir, op)?;
    let term = ir.terminator(b)?;
    let payload: Vec<Op> = ir.ops(b).filter(|&o| o != term).collect();
    if payload.iter().any(|&o| !ir.regions(o).is_empty() || !ir.is_trivially_dead_candidate(o)) {
        return None;
    }
    // The payload the kept results need: backward from their yielded values.
    let yields = ir.operands(term).to_vec();
    let mut live = std::collections::HashSet::new();
    let mut stack: Vec<Value> = kept.iter().map(|&j| yields[j]).collect();
    let args = ir.args(b).to_vec();
    let mut args_read = vec![false; args.len()];
    while let Some(v) = stack.pop() {
        match ir.value_def(v) {
            ValueDef::Arg(blk, i) if blk == b => args_read[i as usize] = true,
            _ => {
                if let Some(d) = ir.defining_op(v).filter(|&d| ir.parent_block(d) == Some(b)) {
                    if live.insert(d) {
                        stack.extend(ir.operands(d).iter().copied());
                    }
                }
            }
        }
    }
    let n_ins = ins.len();
    if (0..outs.len()).any(|j| !kept.contains(&j) && args_read[n_ins + j]) {
        return None;
    }
    // The payload of the dropped results goes, last op first.
    let kept_yields: Vec<Value> = kept.iter().map(|&j| yields[j]).collect();
    ir.set_operands(term, kept_yields);
    for &o in payload.iter().rev() {
        if !live.contains(&o) {
            ir.erase_op(o).ok()?;
        }
    }
    let slots: Vec<usize> = (0..n_ins).collect();
    rebuild(ir, op, &slots, &slots, &kept)
}

/// Upstream's `FoldScalarOrSplatConstant`: each input of a generic on tensors that an
/// `arith.constant` defines as a scalar or a splat of integers or floats becomes an
/// `arith.constant` scalar before the op that the payload reads instead (one input at a time,
/// in order, while the remaining maps still give every loop's bound). The new op, or `None`.
fn fold_splat_inputs(ir: &mut Ir, op: Op) -> Option<Op> {
    let (ins, outs) = inputs_and_inits(ir, op);
    if ins.iter().chain(&outs).any(|&v| ir.ctx.is_memref(ir.value_ty(v))) {
        return None;
    }
    let m = maps(ir, op)?;
    let n_loops = m.first()?.dims;
    let b = body(ir, op)?;
    let args = ir.args(b).to_vec();
    let mut dropped = vec![false; ins.len()];
    for i in 0..ins.len() {
        let Some(def) = ir.defining_op(ins[i]) else { continue };
        if ir.op_name(def) != "arith.constant" {
            continue;
        }
        let Some(attr) = ir.attr(def, "value") else { continue };
        let (scalar, ty) = match ir.ctx.attr_kind(attr) {
            AttrKind::Int { ty, .. } | AttrKind::Float { ty, .. } => (attr, *ty),
            AttrKind::Dense { ty, data } if data.all_same() && !data.is_empty() => {
                let elem = ir.ctx.elem_ty(*ty);
                if !matches!(ir.ctx.type_kind(elem), TypeKind::Int { .. } | TypeKind::Float(_)) {
                    continue;
                }
                let Some((_, el)) = crate::dialects::arith::values::splat_value(&ir.ctx, attr) else { continue };
                let Some(a) = crate::dialects::arith::values::make(&mut ir.ctx, elem, vec![el]) else { continue };
                (a, elem)
            }
            _ => continue,
        };
        // Every loop's bound still comes from a plain dimension of a remaining operand.
        let remaining = (0..m.len()).filter(|&k| k >= ins.len() || (k != i && !dropped[k]));
        let mut bound = vec![false; n_loops as usize];
        for k in remaining {
            for e in &m[k].results {
                if let AffineExpr::Dim(d) = *e {
                    bound[d as usize] = true;
                }
            }
        }
        if bound.iter().any(|&x| !x) {
            continue;
        }
        let mut rw = Rewriter::before(ir, op);
        let c = rw.create_value("arith.constant", vec![], ty, vec![("value", scalar)]);
        rw.replace_all_uses_with(args[i], c);
        dropped[i] = true;
    }
    if !dropped.contains(&true) {
        return None;
    }
    let keep: Vec<usize> = (0..ins.len()).filter(|&i| !dropped[i]).collect();
    let slot: Vec<usize> = (0..ins.len()).map(|i| keep.iter().position(|&k| k == i).unwrap_or(0)).collect();
    let outs: Vec<usize> = (0..outs.len()).collect();
    rebuild(ir, op, &keep, &slot, &outs)
}

/// Drops the inputs of a generic on tensors that repeat an earlier input with the same map (a
/// fusion leaves `ins(%x, %x)` where a producer and its consumer both read `%x`; upstream's
/// pass runs `populateEraseUnusedOperandsAndResultsPatterns` for this); the new op, or `None`
/// when no input repeats. The later input's block argument is replaced by the earlier one's.
fn dedup_inputs(ir: &mut Ir, op: Op) -> Option<Op> {
    let (ins, outs) = inputs_and_inits(ir, op);
    if ins.iter().any(|&v| !ir.ctx.is_tensor(ir.value_ty(v))) {
        return None;
    }
    let m = maps(ir, op)?;
    // `keep`: the inputs kept; `slot[i]`: the position among them of input i (or its twin).
    let mut keep: Vec<usize> = vec![];
    let mut slot: Vec<usize> = vec![];
    for i in 0..ins.len() {
        match keep.iter().position(|&k| ins[k] == ins[i] && m[k] == m[i]) {
            Some(j) => slot.push(j),
            None => {
                slot.push(keep.len());
                keep.push(i);
            }
        }
    }
    if keep.len() == ins.len() {
        return None;
    }
    let outs: Vec<usize> = (0..outs.len()).collect();
    rebuild(ir, op, &keep, &slot, &outs)
}

/// Replaces the generic `op` by one with the inputs `keep_ins` and the inits `keep_outs` (and
/// their maps and results); input `i`'s block argument becomes the new op's input
/// `in_slot[i]`; a dropped init's argument must be unused. The new op.
fn rebuild(ir: &mut Ir, op: Op, keep_ins: &[usize], in_slot: &[usize], keep_outs: &[usize]) -> Option<Op> {
    let (ins, outs) = inputs_and_inits(ir, op);
    let m = maps(ir, op)?;
    let b = body(ir, op)?;
    let args = ir.args(b).to_vec();
    let res = ir.results(op).to_vec();
    let n_ins = ins.len();
    let mut arg_types: Vec<Type> = keep_ins.iter().map(|&i| ir.value_ty(args[i])).collect();
    arg_types.extend(keep_outs.iter().map(|&j| ir.value_ty(args[n_ins + j])));
    let (region, nblock) = ir.new_region_with_block(&arg_types);
    let nargs = ir.args(nblock).to_vec();
    let mut operands: Vec<Value> = keep_ins.iter().map(|&i| ins[i]).collect();
    operands.extend(keep_outs.iter().map(|&j| outs[j]));
    let mut new_maps: Vec<Attr> = keep_ins.iter().map(|&i| ir.ctx.affine_map_attr(m[i].clone())).collect();
    new_maps.extend(keep_outs.iter().map(|&j| ir.ctx.affine_map_attr(m[n_ins + j].clone())));
    let maps_attr = ir.ctx.array_attr(new_maps);
    let iters_attr = ir.attr(op, "iterator_types")?;
    let seg = ir.ctx.dense_i32_array(&[keep_ins.len() as i64, keep_outs.len() as i64]);
    let result_types: Vec<Type> = keep_outs.iter().map(|&j| ir.value_ty(res[j])).collect();
    let mut rw = Rewriter::before(ir, op);
    let new_op = rw.create(
        "linalg.generic",
        operands,
        &result_types,
        vec![("indexing_maps", maps_attr), ("iterator_types", iters_attr), ("operandSegmentSizes", seg)],
        vec![region],
    );
    let ir = rw.ir;
    // A dropped init's argument has no use left: any value stands for it.
    let mut mapped: Vec<Value> = in_slot.iter().map(|&j| nargs[j]).collect();
    for j in 0..outs.len() {
        mapped.push(match keep_outs.iter().position(|&k| k == j) {
            Some(p) => nargs[keep_ins.len() + p],
            None => nargs[0],
        });
    }
    ir.merge_blocks(b, nblock, &mapped);
    for (p, &j) in keep_outs.iter().enumerate() {
        let nr = ir.result(new_op, p);
        ir.replace_all_uses_with(res[j], nr);
    }
    ir.erase_op(op).ok()?;
    Some(new_op)
}

/// Fuses the producer of `consumer`'s input `idx` into it if allowed; the fused op.
fn try_fuse(ir: &mut Ir, consumer: Op, idx: usize) -> Option<Op> {
    let operand = ir.operands(consumer)[idx];
    let producer = ir.defining_op(operand)?;
    if ir.op_name(producer) != "linalg.generic" || !ir.ctx.is_tensor(ir.value_ty(operand)) {
        return None;
    }
    // The control: the producer has exactly one use.
    let uses: usize = ir.results(producer).iter().map(|&r| ir.uses(r).len()).sum();
    if uses != 1 {
        return None;
    }
    let ptypes = ir.operand_types(producer);
    if ptypes.iter().any(|&t| ir.ctx.is_memref(t)) || ir.results(producer).is_empty() {
        return None;
    }
    let piters = iterators(ir, producer)?;
    if !piters.iter().all(|t| matches!(t, IteratorType::Parallel)) {
        return None;
    }
    let citers = iterators(ir, consumer)?;
    let pmaps = maps(ir, producer)?;
    let cmaps = maps(ir, consumer)?;
    let (pins, pinits) = inputs_and_inits(ir, producer);
    let (cins, cinits) = inputs_and_inits(ir, consumer);
    let cmap = cmaps[idx].clone();
    if cmap.results.len() != piters.len() {
        return None;
    }
    // Not through a window (`oh + kh`): the consumer reads each element several times.
    if cmap.results.iter().any(|e| !matches!(e, AffineExpr::Dim(_) | AffineExpr::Const(_))) {
        return None;
    }
    let result_no = ir.results(producer).iter().position(|&r| r == operand)?;
    let rmap = pmaps[pins.len() + result_no].clone();
    if !is_permutation(&rmap) {
        return None;
    }
    let pbody = body(ir, producer)?;
    let cbody = body(ir, consumer)?;
    if ir.ops(pbody).any(|o| ir.op_name(o) == "linalg.index") {
        return None;
    }
    if citers.iter().any(|t| matches!(t, IteratorType::Reduction)) {
        let mut covered = vec![false; citers.len()];
        let mut cover = |m: &AffineMap| {
            for e in &m.results {
                if let AffineExpr::Dim(d) = *e {
                    covered[d as usize] = true;
                }
            }
        };
        for (i, m) in cmaps.iter().enumerate() {
            if ir.operands(consumer)[i] != operand {
                cover(m);
            }
        }
        for m in &pmaps[..pins.len()] {
            cover(&compose(m, &rmap, &cmap));
        }
        if !covered.iter().all(|&c| c) {
            return None;
        }
    }
    // Preserved producer results: those whose init the payload reads.
    let pargs = ir.args(pbody).to_vec();
    let preserved: Vec<usize> = (0..pinits.len()).filter(|&k| !ir.use_empty(pargs[pins.len() + k])).collect();

    // Operands, maps, types.
    let mut ins = vec![];
    let mut new_maps = vec![];
    ins.extend_from_slice(&cins[..idx]);
    new_maps.extend_from_slice(&cmaps[..idx]);
    for (k, &v) in pins.iter().enumerate() {
        ins.push(v);
        new_maps.push(compose(&pmaps[k], &rmap, &cmap));
    }
    ins.extend_from_slice(&cins[idx + 1..]);
    new_maps.extend_from_slice(&cmaps[idx + 1..cins.len()]);
    let mut outs = vec![];
    let mut result_types = vec![];
    for &k in &preserved {
        outs.push(pinits[k]);
        new_maps.push(compose(&pmaps[pins.len() + k], &rmap, &cmap));
        result_types.push(ir.value_ty(ir.result(producer, k)));
    }
    outs.extend_from_slice(&cinits);
    new_maps.extend_from_slice(&cmaps[cins.len()..]);
    result_types.extend(ir.results(consumer).iter().map(|&r| ir.value_ty(r)));

    // The fused block's arguments, in operand order.
    let cargs = ir.args(cbody).to_vec();
    let arg_ty = |ir: &Ir, v: Value| ir.value_ty(v);
    let mut arg_types: Vec<Type> = vec![];
    arg_types.extend(cargs[..idx].iter().map(|&a| arg_ty(ir, a)));
    arg_types.extend(pargs[..pins.len()].iter().map(|&a| arg_ty(ir, a)));
    arg_types.extend(cargs[idx + 1..cins.len()].iter().map(|&a| arg_ty(ir, a)));
    arg_types.extend(preserved.iter().map(|&k| arg_ty(ir, pargs[pins.len() + k])));
    arg_types.extend(cargs[cins.len()..].iter().map(|&a| arg_ty(ir, a)));
    let (region, fblock) = ir.new_region_with_block(&arg_types);
    let fargs = ir.args(fblock).to_vec();

    let mut all = ins.clone();
    all.extend(&outs);
    let maps_attr: Vec<Attr> = new_maps.into_iter().map(|m| ir.ctx.affine_map_attr(m)).collect();
    let maps_attr = ir.ctx.array_attr(maps_attr);
    let iters_attr = ir.attr(consumer, "iterator_types")?;
    let seg = ir.ctx.dense_i32_array(&[ins.len() as i64, outs.len() as i64]);
    let mut rw = Rewriter::before(ir, consumer);
    let fused = rw.create(
        "linalg.generic",
        all,
        &result_types,
        vec![("indexing_maps", maps_attr), ("iterator_types", iters_attr), ("operandSegmentSizes", seg)],
        vec![region],
    );
    let ir = rw.ir;

    // The producer's payload: its inputs' arguments, its preserved inits'; its yield removed.
    let pterm = ir.terminator(pbody)?;
    let pyield = ir.operands(pterm).to_vec();
    ir.erase_op(pterm).ok()?;
    let mut pmapped = vec![];
    pmapped.extend_from_slice(&fargs[idx..idx + pins.len()]);
    let pres_base = cins.len() - 1 + pins.len();
    for k in 0..pinits.len() {
        match preserved.iter().position(|&x| x == k) {
            Some(j) => pmapped.push(fargs[pres_base + j]),
            // Unused: any value.
            None => pmapped.push(fargs[0]),
        }
    }
    // A yielded argument of the producer is its replacement.
    let pyield: Vec<Value> = pyield
        .into_iter()
        .map(|v| match ir.value_def(v) {
            ValueDef::Arg(b, i) if b == pbody => pmapped[i as usize],
            _ => v,
        })
        .collect();
    ir.merge_blocks(pbody, fblock, &pmapped);
    // The consumer's payload, the fused argument standing for the producer's yielded value.
    let mut cmapped = vec![];
    cmapped.extend_from_slice(&fargs[..idx]);
    cmapped.push(pyield[result_no]);
    cmapped.extend_from_slice(&fargs[idx + pins.len()..idx + pins.len() + (cins.len() - idx - 1)]);
    cmapped.extend_from_slice(&fargs[pres_base + preserved.len()..]);
    ir.merge_blocks(cbody, fblock, &cmapped);
    let term = ir.terminator(fblock)?;
    let mut yielded: Vec<Value> = preserved.iter().map(|&k| pyield[k]).collect();
    yielded.extend(ir.operands(term).to_vec());
    ir.set_operands(term, yielded);

    let fres = ir.results(fused).to_vec();
    let (pres, cres) = fres.split_at(preserved.len());
    let cres = cres.to_vec();
    for (j, &k) in preserved.iter().enumerate() {
        let r = ir.result(producer, k);
        ir.replace_all_uses_with(r, pres[j]);
    }
    for (i, &r) in ir.results(consumer).to_vec().iter().enumerate() {
        ir.replace_all_uses_with(r, cres[i]);
    }
    ir.erase_op(consumer).ok()?;
    ir.erase_op(producer).ok()?;
    Some(fused)
}
