//! `tm-tensor-to-loops` (torch-mlir's `TMTensorToLoops`): torch-mlir's `tm_tensor` ops on
//! buffers become `scf` loops around `memref.load`/`memref.store` and the op's region inlined.
//!
//! Takes: verified IR after bufferization. Gives: every `tm_tensor.sort`, `scan`, `scatter` and
//! `topk` whose operands are all buffers replaced by its scalar implementation; ops on tensors
//! are left (the LLVM translation names them). Each op is rewritten once, in time linear in
//! its size. Per op (region arguments as torch-mlir defines them):
//!
//! - **sort**: loops over the dimensions but `dimension`, then an insertion sort of each line:
//!   element `i` moves left past element `j - 1` while the comparator, given the pairs
//!   `(out[j - 1], out[j])` of every operand, yields false (torch-mlir's swap rule: its
//!   reference lowering bubble-sorts with the same adjacent swaps). With the non-strict
//!   comparators torch-mlir emits (`ole`, `oge`) equal elements never swap: the sort is stable,
//!   and the index operand of `torch.sort`/`torch.topk` keeps the first occurrence first.
//!   Sorted input costs one comparison per element.
//! - **scan**: loops over the dimensions but `dimension`; along it the running value is a
//!   loop-carried value: inclusive, `out[0] = in[0]`, `out[i] = f(out[i-1], in[i])`; exclusive,
//!   `out[0] = acc`, `out[i] = f(out[i-1], in[i-1])` (region arguments `(accumulated, element)`);
//!   the accumulator then holds the last value written along the dimension (unchanged for an
//!   empty dimension).
//! - **scatter**: loops over the update's dimensions; update `(n, u...)` goes to the original
//!   at the update's trailing indices `u...` (aligned with the original's last dimensions) plus,
//!   on dimension `dimension_map[k]`, `indices[n, k]` (sign-extended to `index`); the stored
//!   value is the region's `(update, original)`. Updates apply in order, so repeated indices
//!   accumulate (`unique_indices(false)`). Indices are not bounds-checked.
//! - **topk**: for each input element in order, a pass over the `k` outputs along `dimension`
//!   that keeps the better of the carried and the stored element (the region's `(carried,
//!   stored)`; on a tie, the lower index), carrying the other on (torch-mlir's lowering).

use crate::diag::Diagnostic;
use crate::dialects::build::{self, index_const, EQ, SLT};
use crate::dialects::tm_tensor;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub fn run(ir: &mut Ir, top: Op) -> Result<(), Vec<Diagnostic>> {
    let mut work = vec![];
    ir.walk_with(top, WalkOrder::Post, &mut |ir, o| {
        if matches!(ir.op_name(o), "tm_tensor.sort" | "tm_tensor.scan" | "tm_tensor.scatter" | "tm_tensor.topk") {
            work.push(o);
        }
        WalkResult::Advance
    });
    for op in work {
        if ir.is_erased(op) || ir.operands(op).iter().any(|&v| !ir.ctx.is_memref(ir.value_ty(v))) {
            continue;
        }
        let mut rw = Rewriter::before(ir, op);
        match rw.ir.op_name(op) {
            "tm_tensor.sort" => lower_sort(&mut rw, op),
            "tm_tensor.scan" => lower_scan(&mut rw, op),
            "tm_tensor.scatter" => lower_scatter(&mut rw, op),
            _ => lower_topk(&mut rw, op),
        }
        rw.erase_op(op);
    }
    Ok(())
}

// ----- builders -----

/// The size of dimension `d` of buffer `m`: a constant, or `memref.dim`.
fn size(rw: &mut Rewriter, m: Value, d: usize) -> Value {
    let s = rw.ir.ctx.shape(rw.ir.value_ty(m)).map_or(DYNAMIC, |s| s[d]);
    if s != DYNAMIC {
        return index_const(rw, s);
    }
    let c = index_const(rw, d as i64);
    let index = rw.ir.ctx.index_ty();
    rw.create_value("memref.dim", vec![m, c], index, vec![])
}

/// `scf.for %iv = lb to ub step 1 iter_args(inits)`: the loop and its body block; the
/// insertion point is left at the end of the body, which the caller ends with `scf.yield`.
fn for_loop(rw: &mut Rewriter, lb: Value, ub: Value, inits: Vec<Value>) -> (Op, Block) {
    let index = rw.ir.ctx.index_ty();
    let step = index_const(rw, 1);
    let tys: Vec<Type> = inits.iter().map(|&v| rw.ir.value_ty(v)).collect();
    let mut arg_tys = vec![index];
    arg_tys.extend(&tys);
    let (region, block) = rw.ir.new_region_with_block(&arg_tys);
    let mut operands = vec![lb, ub, step];
    operands.extend(inits);
    let f = rw.create("scf.for", operands, &tys, vec![], vec![region]);
    rw.set_insertion_point_to_end(block);
    (f, block)
}

/// Loops from 0 to each of `ubs` (none where `None`), outermost first; the insertion point is
/// left inside the innermost one. Returns the induction variables (`None` where no loop).
fn loop_nest(rw: &mut Rewriter, ubs: &[Option<Value>]) -> Vec<Option<Value>> {
    let mut ivs = vec![];
    for ub in ubs {
        let Some(ub) = *ub else {
            ivs.push(None);
            continue;
        };
        let lb = index_const(rw, 0);
        let (_, block) = for_loop(rw, lb, ub, vec![]);
        ivs.push(Some(rw.ir.arg(block, 0)));
        let y = rw.create("scf.yield", vec![], &[], vec![], vec![]);
        rw.set_insertion_point_before(y);
    }
    ivs
}

/// `scf.if %cond -> (tys)` with both blocks made; the insertion point is not moved.
fn if_else(rw: &mut Rewriter, cond: Value, tys: &[Type]) -> (Op, Block, Block) {
    let (then_r, then_b) = rw.ir.new_region_with_block(&[]);
    let (else_r, else_b) = rw.ir.new_region_with_block(&[]);
    let op = rw.create("scf.if", vec![cond], tys, vec![], vec![then_r, else_r]);
    (op, then_b, else_b)
}

fn load(rw: &mut Rewriter, buf: Value, idx: &[Value]) -> Value {
    let elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(buf));
    let f = rw.ir.ctx.bool_attr(false);
    let mut ops = vec![buf];
    ops.extend(idx);
    rw.create_value("memref.load", ops, elem, vec![("nontemporal", f)])
}

fn store(rw: &mut Rewriter, v: Value, buf: Value, idx: &[Value]) {
    let f = rw.ir.ctx.bool_attr(false);
    let mut ops = vec![v, buf];
    ops.extend(idx);
    rw.create("memref.store", ops, &[], vec![("nontemporal", f)], vec![]);
}

fn bool_const(rw: &mut Rewriter, b: bool) -> Value {
    let i1 = rw.ir.ctx.int_ty(1);
    let a = rw.ir.ctx.bool_attr(b);
    rw.create_value("arith.constant", vec![], i1, vec![("value", a)])
}

/// `arith.index_cast %v : a to b`.
fn index_cast(rw: &mut Rewriter, v: Value, to: Type) -> Value {
    if rw.ir.value_ty(v) == to {
        return v;
    }
    rw.create_value("arith.index_cast", vec![v], to, vec![])
}

/// The op's region inlined at the insertion point with its arguments bound to `args`: the
/// values its `tm_tensor.yield` yields.
fn inline_body(rw: &mut Rewriter, op: Op, args: &[Value]) -> Vec<Value> {
    let region = rw.ir.regions(op)[0];
    let b = rw.ir.entry_block(region).expect("a verified tm_tensor op has a body");
    let mut map = IrMapping::new();
    for (&a, &v) in rw.ir.args(b).to_vec().iter().zip(args) {
        map.map_value(a, v);
    }
    let ops: Vec<Op> = rw.ir.ops(b).collect();
    let (&term, body) = ops.split_last().expect("a verified tm_tensor op's body ends in tm_tensor.yield");
    for &o in body {
        rw.clone_op(o, &mut map);
    }
    rw.ir.operands(term).iter().map(|&v| map.value(v)).collect()
}

/// `ivs` with `v` at `d`.
fn at(ivs: &[Option<Value>], d: usize, v: Value) -> Vec<Value> {
    ivs.iter().enumerate().map(|(i, iv)| if i == d { v } else { iv.expect("a loop per other dimension") }).collect()
}

fn dimension(ir: &Ir, op: Op) -> usize {
    ir.attr(op, "dimension").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0) as usize
}

fn rank(ir: &Ir, v: Value) -> usize {
    ir.ctx.shape(ir.value_ty(v)).map_or(0, |s| s.len())
}

// ----- the ops -----

fn lower_sort(rw: &mut Rewriter, op: Op) {
    let outs: Vec<Value> = rw.ir.operands(op).to_vec();
    let d = dimension(rw.ir, op);
    let r = rank(rw.ir, outs[0]);
    let ubs: Vec<Option<Value>> = (0..r).map(|i| (i != d).then(|| size(rw, outs[0], i))).collect();
    let n = size(rw, outs[0], d);
    let ivs = loop_nest(rw, &ubs);
    let index = rw.ir.ctx.index_ty();
    let i1 = rw.ir.ctx.int_ty(1);
    // for i in 1..n: j = i; while j > 0 && !cmp(out[j-1], out[j]) { swap; j -= 1 }
    let one = index_const(rw, 1);
    let (_, body) = for_loop(rw, one, n, vec![]);
    let i = rw.ir.arg(body, 0);
    let before = rw.ir.new_region();
    let after = rw.ir.new_region();
    let w = rw.create("scf.while", vec![i], &[index], vec![], vec![before, after]);
    rw.create("scf.yield", vec![], &[], vec![], vec![]);
    let bb = rw.create_block(before, None, &[index]);
    let ab = rw.create_block(after, None, &[index]);
    // before: whether element j moves left.
    rw.set_insertion_point_to_end(bb);
    let j = rw.ir.arg(bb, 0);
    let zero = index_const(rw, 0);
    let positive = build::cmpi(rw, SLT, zero, j);
    let (cond_if, then_b, else_b) = if_else(rw, positive, &[i1]);
    rw.set_insertion_point_to_end(then_b);
    let one = index_const(rw, 1);
    let jm1 = build::int_bin(rw, "arith.subi", j, one);
    let mut args = vec![];
    for &o in &outs {
        let (li, ri) = (at(&ivs, d, jm1), at(&ivs, d, j));
        args.push(load(rw, o, &li));
        args.push(load(rw, o, &ri));
    }
    let keep = inline_body(rw, op, &args)[0];
    let t = bool_const(rw, true);
    let swap = rw.create_value("arith.xori", vec![keep, t], i1, vec![]);
    rw.create("scf.yield", vec![swap], &[], vec![], vec![]);
    rw.set_insertion_point_to_end(else_b);
    let f = bool_const(rw, false);
    rw.create("scf.yield", vec![f], &[], vec![], vec![]);
    rw.set_insertion_point_to_end(bb);
    let c = rw.ir.result(cond_if, 0);
    rw.create("scf.condition", vec![c, j], &[], vec![], vec![]);
    // after: swap elements j-1 and j of every operand.
    rw.set_insertion_point_to_end(ab);
    let j = rw.ir.arg(ab, 0);
    let one = index_const(rw, 1);
    let jm1 = build::int_bin(rw, "arith.subi", j, one);
    for &o in &outs {
        let (li, ri) = (at(&ivs, d, jm1), at(&ivs, d, j));
        let (l, r) = (load(rw, o, &li), load(rw, o, &ri));
        store(rw, r, o, &li);
        store(rw, l, o, &ri);
    }
    rw.create("scf.yield", vec![jm1], &[], vec![], vec![]);
    let _ = w;
}

fn lower_scan(rw: &mut Rewriter, op: Op) {
    let ops = rw.ir.operands(op).to_vec();
    let (input, output, acc) = (ops[0], ops[1], ops[2]);
    let inclusive = rw.ir.attr(op, "inclusive").and_then(|a| rw.ir.ctx.as_int(a)).is_some_and(|v| v != 0);
    let d = dimension(rw.ir, op);
    let r = rank(rw.ir, input);
    let ubs: Vec<Option<Value>> = (0..r).map(|i| (i != d).then(|| size(rw, input, i))).collect();
    let n = size(rw, input, d);
    let ivs = loop_nest(rw, &ubs);
    let acc_idx: Vec<Value> = ivs.iter().flatten().copied().collect();
    let elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(input));
    let init = load(rw, acc, &acc_idx);
    let zero = index_const(rw, 0);
    let (f, body) = for_loop(rw, zero, n, vec![init]);
    let (i, carry) = (rw.ir.arg(body, 0), rw.ir.arg(body, 1));
    let zero = index_const(rw, 0);
    let first = build::cmpi(rw, EQ, i, zero);
    let (v_if, then_b, else_b) = if_else(rw, first, &[elem]);
    let here = at(&ivs, d, i);
    rw.set_insertion_point_to_end(then_b);
    let v0 = if inclusive { load(rw, input, &here) } else { carry };
    rw.create("scf.yield", vec![v0], &[], vec![], vec![]);
    rw.set_insertion_point_to_end(else_b);
    let x = if inclusive {
        load(rw, input, &here)
    } else {
        let one = index_const(rw, 1);
        let im1 = build::int_bin(rw, "arith.subi", i, one);
        load(rw, input, &at(&ivs, d, im1))
    };
    let y = inline_body(rw, op, &[carry, x])[0];
    rw.create("scf.yield", vec![y], &[], vec![], vec![]);
    rw.set_insertion_point_to_end(body);
    let v = rw.ir.result(v_if, 0);
    store(rw, v, output, &here);
    rw.create("scf.yield", vec![v], &[], vec![], vec![]);
    rw.set_insertion_point_after(f);
    let last = rw.ir.result(f, 0);
    store(rw, last, acc, &acc_idx);
}

fn lower_scatter(rw: &mut Rewriter, op: Op) {
    let ops = rw.ir.operands(op).to_vec();
    let (updates, indices, original) = (ops[0], ops[1], ops[2]);
    let dim_map = crate::dialects::common::dense_array(rw.ir, op, "dimension_map").unwrap_or_default();
    let (urank, orank) = (rank(rw.ir, updates), rank(rw.ir, original));
    let ubs: Vec<Option<Value>> = (0..urank).map(|i| Some(size(rw, updates, i))).collect();
    let ivs: Vec<Value> = loop_nest(rw, &ubs).into_iter().flatten().collect();
    let index = rw.ir.ctx.index_ty();
    let u = load(rw, updates, &ivs);
    // The update's trailing indices address the original's last dimensions.
    let mut starts: Vec<Option<Value>> = vec![None; orank];
    let offset = orank + 1 - urank;
    for (k, &iv) in ivs.iter().enumerate().skip(1) {
        starts[offset + k - 1] = Some(iv);
    }
    for (k, &dim) in dim_map.iter().enumerate() {
        let c = index_const(rw, k as i64);
        let raw = load(rw, indices, &[ivs[0], c]);
        let mut idx = index_cast(rw, raw, index);
        if let Some(s) = starts[dim as usize] {
            idx = build::int_bin(rw, "arith.addi", idx, s);
        }
        starts[dim as usize] = Some(idx);
    }
    let starts: Vec<Value> = starts.into_iter().map(|s| s.unwrap_or_else(|| index_const(rw, 0))).collect();
    let orig = load(rw, original, &starts);
    let v = inline_body(rw, op, &[u, orig])[0];
    store(rw, v, original, &starts);
}

fn lower_topk(rw: &mut Rewriter, op: Op) {
    let ops = rw.ir.operands(op).to_vec();
    let n_in = tm_tensor::num_ins(rw.ir, op);
    let values = ops[0];
    let in_indices = (n_in == 2).then(|| ops[1]);
    let (out_values, out_indices) = (ops[n_in], ops[n_in + 1]);
    let d = dimension(rw.ir, op);
    let r = rank(rw.ir, values);
    let ubs: Vec<Option<Value>> = (0..r).map(|i| Some(size(rw, values, i))).collect();
    let k = size(rw, out_values, d);
    let ivs = loop_nest(rw, &ubs);
    let here: Vec<Value> = ivs.iter().flatten().copied().collect();
    let v0 = load(rw, values, &here);
    let idx_ty = rw.ir.ctx.elem_ty(rw.ir.value_ty(out_indices));
    let i0 = match in_indices {
        Some(ii) => load(rw, ii, &here),
        None => index_cast(rw, here[d], idx_ty),
    };
    let zero = index_const(rw, 0);
    let (_, body) = for_loop(rw, zero, k, vec![v0, i0]);
    let (j, cv, ci) = (rw.ir.arg(body, 0), rw.ir.arg(body, 1), rw.ir.arg(body, 2));
    let slot = at(&ivs, d, j);
    let kv = load(rw, out_values, &slot);
    let ki = load(rw, out_indices, &slot);
    let fwd = inline_body(rw, op, &[cv, kv])[0];
    let rev = inline_body(rw, op, &[kv, cv])[0];
    let i1 = rw.ir.ctx.int_ty(1);
    let tie = build::cmpi(rw, EQ, fwd, rev);
    let earlier = build::cmpi(rw, SLT, ci, ki);
    let tie_earlier = rw.create_value("arith.andi", vec![tie, earlier], i1, vec![]);
    let take_index = rw.create_value("arith.ori", vec![fwd, tie_earlier], i1, vec![]);
    let new_kv = build::select(rw, fwd, cv, kv);
    let new_ki = build::select(rw, take_index, ci, ki);
    store(rw, new_kv, out_values, &slot);
    store(rw, new_ki, out_indices, &slot);
    let next_v = build::select(rw, fwd, kv, cv);
    let next_i = build::select(rw, take_index, ki, ci);
    rw.create("scf.yield", vec![next_v, next_i], &[], vec![], vec![]);
}
