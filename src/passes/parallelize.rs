//! `mlirc-parallelize{threads=N}`: the outermost parallel loops run on threads (`--threads=N`).
//!
//! Takes: a `builtin.module` whose functions may hold `scf.parallel` loops (after
//! `lower-affine`, before `convert-scf-to-cf`). Gives, for each `scf.parallel` without results
//! that is not nested in another parallel loop (nor in a `gpu.launch`), a private function
//! `@<function>_par<k>(%lo, %hi, %step, %captured...)` holding the loop, whose outer dimension
//! runs from `%lo` to `%hi` by `%step`, and in place of the loop a call
//! `func.call @<function>_par<k>(%lb0, %ub0, %step0, %captured...) {mlirc.parallel_threads = N,
//! mlirc.parallel_work = W}` (see the cost model below).
//! The call is an ordinary call (run as it is, it runs the whole loop); the LLVM translation
//! turns a call with that attribute into `mlirc_parallel_for` of the runtime, which runs chunks
//! of the outer dimension on a thread pool (`runtime-c/mlirc_parallel.c`). The captured values
//! are those the loop uses but does not define, its other bounds and steps included; constants
//! are copied into the function instead.
//!
//! Iterations of `scf.parallel` may run in any order (its definition), so running chunks
//! concurrently keeps the meaning. Loops with reductions (results) stay as they are.
//!
//! **Cost model**: threads pay only for loops with enough work. The work of one iteration of the
//! outer dimension is estimated from the body (`work`: one unit per op, scalar or vector, times
//! the static trip counts of the loops around it, `DYNAMIC_TRIPS` for an unknown one, the other
//! dimensions of the loop included). With a static outer trip count, a loop whose whole work is
//! under `min-work` stays where it is (run sequentially); otherwise the call also carries
//! `mlirc.parallel_work = <work of one iteration>`, and the runtime (`mlirc_parallel_for_cost`)
//! runs it on the calling thread when the trip count it meets makes the whole work too small.
//! With `min-work=0` every loop goes to the pool (no `mlirc.parallel_work`): what the threads
//! tests use (`--codegen=parallel-min-work=0`) so that small programs do run on threads.
//!
//! Cost: one walk of each function to find the loops, one walk of each loop's body to find what
//! it captures and one to estimate its work; each loop moves once.

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::func::{PARALLEL_THREADS_ATTR, PARALLEL_WORK_ATTR};
use crate::ir::fxhash::FxHashMap;
use crate::ir::registry::CONSTANT_LIKE;
use crate::ir::rewrite::Rewriter;
use crate::ir::symbols::{symbol_name, SymbolTable};
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-parallelize",
    class: "ParallelizePass",
    summary: "Run the outermost scf.parallel loops on the runtime's thread pool",
    options: &[
        OptionInfo {
            name: "threads",
            kind: OptionKind::Int,
            default: "0",
            help: "Threads per loop (0: as many as the machine has cores)",
        },
        OptionInfo {
            name: "min-work",
            kind: OptionKind::Int,
            default: "40000",
            help: "Loops with less estimated work (about one op of the body per unit) stay sequential; \
                   the runtime's threshold (mlirc_parallel_for_cost) decides for dynamic trip counts",
        },
    ],
    create: |o: &OptionValues| Box::new(Parallelize { threads: o.int("threads"), min_work: o.int("min-work") }),
};

/// The trip count assumed for a loop whose bounds are not constants.
const DYNAMIC_TRIPS: i64 = 16;

struct Parallelize {
    threads: i64,
    min_work: i64,
}

impl Pass for Parallelize {
    fn run(&mut self, ir: &mut Ir, top: Op, _: &mut Analyses) -> PassResult {
        let Some(body) = ir.regions(top).first().and_then(|&r| ir.entry_block(r)) else { return Ok(Preserved::All) };
        let mut table = SymbolTable::new(ir, top);
        let funcs: Vec<Op> = ir.ops(body).filter(|&o| ir.op_name(o) == "func.func").collect();
        let mut changed = false;
        for f in funcs {
            let mut loops = vec![];
            ir.walk_with(f, WalkOrder::Pre, &mut |ir, o| match ir.op_name(o) {
                "scf.parallel" if ir.results(o).is_empty() => {
                    loops.push(o);
                    WalkResult::Skip
                }
                "scf.forall" if ir.results(o).is_empty() && forall_terminator_is_empty(ir, o) => {
                    loops.push(o);
                    WalkResult::Skip
                }
                "scf.parallel" | "scf.forall" | "gpu.launch" | "gpu.module" => WalkResult::Skip,
                _ => WalkResult::Advance,
            });
            let base = symbol_name(ir, f).map(|n| String::from_utf8_lossy(n).into_owned()).unwrap_or_default();
            for l in loops {
                let l = if ir.op_name(l) == "scf.forall" { forall_to_parallel(ir, l) } else { l };
                let per_iter = iteration_work(ir, l);
                let n = ir.args(ir.entry_block(ir.regions(l)[0]).expect("scf.parallel has a body")).len();
                let outer = trips(ir, ir.operand(l, 0), ir.operand(l, n), ir.operand(l, 2 * n));
                if outer.is_some_and(|t| t.saturating_mul(per_iter) < self.min_work) {
                    continue;
                }
                // min-work=0: every loop runs on the pool (no cost left for the runtime).
                let work = (self.min_work > 0).then_some(per_iter);
                outline(ir, &mut table, f, l, &base, self.threads, work);
                changed = true;
            }
        }
        Ok(if changed { Preserved::None } else { Preserved::All })
    }
}

/// The constant value of an index `v`, if it is one.
fn const_index(ir: &Ir, v: Value) -> Option<i64> {
    let d = ir.defining_op(v)?;
    if !ir.def(d).has(CONSTANT_LIKE) {
        return None;
    }
    ir.attr(d, "value").and_then(|a| ir.ctx.as_int(a)).and_then(|x| i64::try_from(x).ok())
}

/// The trip count of `lb..ub step s` when all three are constants.
fn trips(ir: &Ir, lb: Value, ub: Value, step: Value) -> Option<i64> {
    let (lb, ub, step) = (const_index(ir, lb)?, const_index(ir, ub)?, const_index(ir, step)?);
    (step > 0).then(|| {
        if ub > lb {
            ((ub as i128 - lb as i128 + step as i128 - 1) / step as i128).min(i64::MAX as i128) as i64
        } else {
            0
        }
    })
}

/// The estimated work of one iteration of the outer dimension of the parallel loop `l`: the
/// work of its body times the trip counts of its other dimensions.
fn iteration_work(ir: &Ir, l: Op) -> i64 {
    let body = ir.entry_block(ir.regions(l)[0]).expect("scf.parallel has a body");
    let n = ir.args(body).len();
    let mut w = block_work(ir, body);
    for d in 1..n {
        let t = trips(ir, ir.operand(l, d), ir.operand(l, n + d), ir.operand(l, 2 * n + d)).unwrap_or(DYNAMIC_TRIPS);
        w = w.saturating_mul(t);
    }
    w.max(1)
}

/// The estimated work of running `block` once: one unit per op (constants excepted), an op's
/// regions added (a loop's body times its trip count, `DYNAMIC_TRIPS` when it is not static; the
/// larger branch of a conditional). Each op is visited once.
fn block_work(ir: &Ir, block: Block) -> i64 {
    let mut w: i64 = 0;
    for o in ir.ops(block) {
        if ir.def(o).has(CONSTANT_LIKE) {
            continue;
        }
        w = w.saturating_add(1);
        let regions = ir.regions(o);
        if regions.is_empty() {
            continue;
        }
        let region_work = |r: Region| ir.blocks(r).map(|b| block_work(ir, b)).fold(0i64, i64::saturating_add);
        let inner = match ir.op_name(o) {
            "scf.for" => {
                let t = trips(ir, ir.operand(o, 0), ir.operand(o, 1), ir.operand(o, 2)).unwrap_or(DYNAMIC_TRIPS);
                region_work(regions[0]).saturating_mul(t)
            }
            "scf.parallel" => {
                let b = ir.entry_block(regions[0]).expect("scf.parallel has a body");
                let n = ir.args(b).len();
                (0..n).fold(region_work(regions[0]), |w, d| {
                    let t = trips(ir, ir.operand(o, d), ir.operand(o, n + d), ir.operand(o, 2 * n + d))
                        .unwrap_or(DYNAMIC_TRIPS);
                    w.saturating_mul(t)
                })
            }
            "scf.if" | "scf.index_switch" => regions.iter().map(|&r| region_work(r)).max().unwrap_or(0),
            "scf.while" => {
                regions.iter().map(|&r| region_work(r)).fold(0i64, i64::saturating_add).saturating_mul(DYNAMIC_TRIPS)
            }
            _ => regions.iter().map(|&r| region_work(r)).fold(0i64, i64::saturating_add),
        };
        w = w.saturating_add(inner);
    }
    w
}

/// Whether the `scf.forall.in_parallel` of a forall on buffers is empty (it has no shared
/// outputs to insert into).
fn forall_terminator_is_empty(ir: &Ir, l: Op) -> bool {
    let Some(body) = ir.regions(l).first().and_then(|&r| ir.entry_block(r)) else { return false };
    ir.terminator(body).is_none_or(|t| ir.regions(t).iter().all(|&r| ir.blocks(r).all(|b| ir.block_is_empty(b))))
}

/// An `scf.forall` on buffers as the `scf.parallel` of the same iterations (static bounds
/// become constants); the body moves over.
fn forall_to_parallel(ir: &mut Ir, l: Op) -> Op {
    let loc = ir.loc(l);
    let mut rw = Rewriter::before(ir, l);
    let (lbs, ubs, steps) = super::gpu_offload::bounds(&mut rw, l);
    let n = ubs.len();
    let ops: Vec<Value> = [lbs, ubs, steps].concat();
    let idx = rw.ir.ctx.index_ty();
    let (region, block) = rw.ir.new_region_with_block(&vec![idx; n]);
    let segs = rw.ir.ctx.dense_i32_array(&[n as i64, n as i64, n as i64, 0]);
    rw.loc = loc;
    let p = rw.create("scf.parallel", ops, &[], vec![("operandSegmentSizes", segs)], vec![region]);
    let body = rw.ir.entry_block(rw.ir.regions(l)[0]).expect("scf.forall has a body");
    if let Some(t) = rw.ir.terminator(body) {
        rw.erase_op(t);
    }
    let ivs = rw.ir.args(block).to_vec();
    rw.set_insertion_point_to_end(block);
    let red = rw.create("scf.reduce", vec![], &[], vec![], vec![]);
    rw.inline_block_before(body, red, &ivs);
    rw.erase_op(l);
    p
}

/// The values `l` uses (in its body, or as operands other than the outer dimension's bounds)
/// that it does not define, in first-use order, with the operand slots that use them.
fn captured(ir: &Ir, l: Op, n: usize) -> (Vec<Value>, Vec<(Op, usize)>) {
    let mut seen = FxHashMap::default();
    let (mut out, mut slots) = (vec![], vec![]);
    // Operands: lbs[n], ubs[n], steps[n]; the outer dimension's three are the new arguments.
    for (i, &v) in ir.operands(l).iter().enumerate() {
        if i == 0 || i == n || i == 2 * n {
            continue;
        }
        slots.push((l, i));
        if seen.insert(v, ()).is_none() {
            out.push(v);
        }
    }
    // The body: as a kernel's (one walk, the slots recorded on the way).
    let (body, body_slots) = super::gpu_kernel_outlining::captured_values(ir, l, ir.regions(l)[0]);
    out.extend(body.into_iter().filter(|&v| seen.insert(v, ()).is_none()));
    slots.extend(body_slots);
    (out, slots)
}

fn outline(ir: &mut Ir, table: &mut SymbolTable, f: Op, l: Op, base: &str, threads: i64, work: Option<i64>) {
    let loc = ir.loc(l);
    let n = ir.args(ir.entry_block(ir.regions(l)[0]).expect("scf.parallel has a body")).len();
    let (lb, ub, step) = (ir.operand(l, 0), ir.operand(l, n), ir.operand(l, 2 * n));
    let (values, slots) = captured(ir, l, n);
    // Constants are copied into the function; the other values become its arguments.
    let is_const = |ir: &Ir, v: Value| ir.defining_op(v).is_some_and(|d| ir.def(d).has(CONSTANT_LIKE));
    let args: Vec<Value> = values.iter().copied().filter(|&v| !is_const(ir, v)).collect();
    let idx = ir.ctx.index_ty();
    let mut tys = vec![idx, idx, idx];
    tys.extend(args.iter().map(|&v| ir.value_ty(v)));
    let fty = ir.ctx.func_ty(tys.clone(), vec![]);
    let (region, entry) = ir.new_region_with_block(&tys);
    let fname = ir.ctx.sym("func.func");
    let func = ir.create_op(fname, vec![], &[], vec![], vec![], vec![region], vec![], loc);
    let a = ir.ctx.type_attr(fty);
    ir.set_prop(func, "function_type", a);
    let a = ir.ctx.str_attr(&format!("{base}_par"));
    ir.set_prop(func, "sym_name", a);
    let a = ir.ctx.str_attr("private");
    ir.set_prop(func, "sym_visibility", a);
    let name = String::from_utf8_lossy(&table.insert(ir, func)).into_owned();
    let mut rw = Rewriter::new(ir, loc);
    rw.move_op_after(func, f);

    // The body: copies of the constants, the loop, a return.
    rw.set_insertion_point_to_end(entry);
    let ret = rw.create("func.return", vec![], &[], vec![], vec![]);
    let mut map: FxHashMap<Value, Value> = FxHashMap::default();
    let mut k = 3;
    for &v in &values {
        if is_const(rw.ir, v) {
            let d = rw.ir.defining_op(v).expect("constant has a definition");
            rw.set_insertion_point_before(ret);
            let c = rw.clone_op(d, &mut IrMapping::default());
            map.insert(v, rw.ir.result(c, 0));
        } else {
            map.insert(v, rw.ir.arg(entry, k));
            k += 1;
        }
    }
    // The call, where the loop was.
    let mut operands = vec![lb, ub, step];
    operands.extend(&args);
    let callee = rw.ir.ctx.symbol_ref(&name);
    let nt = rw.ir.ctx.i64_attr(threads);
    let nw = work.map(|w| rw.ir.ctx.i64_attr(w));
    rw.set_insertion_point_before(l);
    let call = rw.create("func.call", operands, &[], vec![("callee", callee)], vec![]);
    rw.modify_in_place(call, |ir| {
        ir.set_attr(call, PARALLEL_THREADS_ATTR, nt);
        if let Some(nw) = nw {
            ir.set_attr(call, PARALLEL_WORK_ATTR, nw);
        }
    });
    rw.move_op_before(l, ret);
    for (o, i) in slots {
        let v = rw.ir.operand(o, i);
        rw.set_operand(o, i, map[&v]);
    }
    let (a0, a1, a2) = (rw.ir.arg(entry, 0), rw.ir.arg(entry, 1), rw.ir.arg(entry, 2));
    rw.set_operand(l, 0, a0);
    rw.set_operand(l, n, a1);
    rw.set_operand(l, 2 * n, a2);
}
