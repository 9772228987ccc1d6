//! `convert-linalg-to-loops`: structured linalg ops on buffers become `scf.for` loop nests
//! (upstream's `ConvertLinalgToLoopsPass`).
//!
//! Takes: verified IR. Gives: every op implementing the structured-op interface
//! (`StructuredOpInterface`: `linalg.generic`, the named ops, `map`, `reduce`, `transpose`,
//! `broadcast`) whose operands are all memrefs or scalars replaced by the scalar loop nest that
//! computes it, as upstream's pass does. No structured op is known here by name: the loops come
//! from the interface's indexing maps, the scalar computation from the op's body (region 0, which
//! the parser builds for the named ops):
//!
//! - **bounds** (upstream's "shapes to loops"): the indexing maps' results over all operands,
//!   in operand order; loop `d` runs from 0 to the size of the first operand dimension whose
//!   result is exactly `d` (a constant for a static size, else `memref.dim`), step 1. Loop 0 is
//!   the outermost, so floating-point reductions add in upstream's order;
//! - **body**, in the innermost loop (or in place when there are no loops): a `memref.load` of
//!   each memref operand whose block argument the body uses (inputs, then inits), at the map's
//!   results (the induction variable for a plain dimension, an `affine.apply` for any other
//!   expression); scalar operands are used as they are; the body's ops cloned with the block
//!   arguments mapped to those values and `linalg.index d` to the induction variable of loop
//!   `d`; a `memref.store` of each yielded value into its init.
//!
//! Upstream rewrites in the greedy pattern driver, together with the folders and the
//! canonicalization patterns of `memref.dim`, `tensor.dim` and `affine.apply`; so does this pass,
//! in three steps that give the same IR (see `run`): constants are uniqued at the top of the
//! function, `affine.apply`s are canonicalized (a constant folds), unused `memref.dim`s
//! disappear, and the other ops of the function are folded too. The structured ops are collected
//! once and each rewritten through the rewriter, and the driver visits each op a bounded number
//! of times, so the pass is linear in the size of the function. A function with no structured
//! op to rewrite is left as it is (upstream's driver would still fold it; at `-O0` it stays as
//! written).
//!
//! Option `parallel-outer` (mlirc's own; the default pipeline sets it with `--threads=N`): the
//! outermost loop of more than one iteration (static size not 1; the loops before it run once)
//! is an `scf.parallel` when it is a parallel loop that every init indexes as a plain dimension
//! (its iterations write disjoint elements; a reduction loop is never split, so every element is
//! computed in the same order), which `mlirc-parallelize` runs on threads.
//!
//! Left alone: structured ops with a tensor operand (bufferization comes first) and ops that are
//! not structured (`linalg.softmax`, `linalg.pack`, `linalg.unpack`, the Winograd transforms);
//! the LLVM translation then names them as unsupported.

use super::greedy::{apply_patterns_greedily, GreedyConfig, PatternSet, RegionSimplify};
use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::diag::Diagnostic;
use crate::dialects::build;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "convert-linalg-to-loops",
    class: "ConvertLinalgToLoopsPass",
    summary: "Lower the operations from the linalg dialect into loops",
    options: &[OptionInfo {
        name: "parallel-outer",
        kind: OptionKind::Bool,
        default: "false",
        help: "mlirc's own: the outermost parallel loop of each op (of more than one iteration) as an scf.parallel \
               (--threads=N: mlirc-parallelize runs it on threads)",
    }],
    create: |o: &OptionValues| Box::new(ToLoops { parallel_outer: o.bool("parallel-outer") }),
};

struct ToLoops {
    parallel_outer: bool,
}

impl Pass for ToLoops {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        let mode = if self.parallel_outer { Mode::Outer } else { Mode::Sequential };
        run_with(ir, op, mode).map(|()| Preserved::None)
    }
}

/// Which loops become `scf.parallel`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// None.
    Sequential,
    /// Each run of consecutive parallel loops (`convert-linalg-to-parallel-loops`).
    All,
    /// The outermost loop of more than one iteration, when its iterations write disjoint
    /// elements (`parallel-outer`).
    Outer,
}

pub fn run(ir: &mut Ir, top: Op) -> Result<(), Vec<Diagnostic>> {
    run_with(ir, top, Mode::Sequential)
}

/// `convert-linalg-to-parallel-loops`: the same, with each run of consecutive parallel loops
/// one `scf.parallel` (reductions stay `scf.for`), as upstream's pass; what `--offload=gpu`
/// maps to GPU threads.
pub fn run_parallel(ir: &mut Ir, top: Op) -> Result<(), Vec<Diagnostic>> {
    run_with(ir, top, Mode::All)
}

fn run_with(ir: &mut Ir, top: Op, mode: Mode) -> Result<(), Vec<Diagnostic>> {
    let mut work = vec![];
    ir.walk_with(top, WalkOrder::Post, &mut |ir, o| {
        if ir.def(o).interfaces.structured.is_some() {
            work.push(o);
        }
        WalkResult::Advance
    });
    if !work.iter().any(|&o| Plan::of(ir, o).is_some()) {
        return Ok(());
    }
    // Upstream runs its rewrite in one greedy driver, which uniques constants only when it seeds
    // its worklist at the start of each sweep; ours uniques them as it meets them. The same
    // IR comes out of three steps: the constants already there are uniqued first (upstream's
    // first seeding), the structured ops are rewritten (collected once, inner ops first), then
    // the driver folds and canonicalizes what the rewrite made (upstream's later sweeps).
    let seed = GreedyConfig {
        fold: false,
        max_iterations: 1,
        region_simplify: RegionSimplify::Disabled,
        ..Default::default()
    };
    apply_patterns_greedily(ir, top, &PatternSet::new(), &seed).map_err(|d| vec![d])?;
    for op in work {
        if ir.is_erased(op) {
            continue;
        }
        if let Some(mut plan) = Plan::of(ir, op) {
            match mode {
                Mode::All => {}
                Mode::Sequential => plan.parallel.iter_mut().for_each(|p| *p = false),
                Mode::Outer => {
                    let outer = (0..plan.parallel.len()).find(|&d| plan.static_sizes[d] != Some(1));
                    let keep = outer.filter(|&d| plan.parallel[d] && plan.inits_index(d));
                    for (d, p) in plan.parallel.iter_mut().enumerate() {
                        *p = Some(d) == keep;
                    }
                }
            }
            let mut rw = Rewriter::before(ir, op);
            lower(&mut rw, op, &plan);
        }
    }
    let mut patterns = PatternSet::new();
    for name in ["memref.dim", "tensor.dim", "affine.apply"] {
        patterns.add_canonicalization_of(ir, name);
    }
    // The IR is equivalent whether or not the driver converged: no warning (upstream ignores
    // it too).
    apply_patterns_greedily(ir, top, &patterns, &GreedyConfig::default()).map_err(|d| vec![d])?;
    Ok(())
}

/// What the rewrite needs, read before anything changes.
struct Plan {
    maps: Vec<AffineMap>,
    /// Loop `d`'s bound: position in the flattened operand dimensions.
    bound_pos: Vec<usize>,
    /// Where the inits start among the operands.
    inits_start: usize,
    body: Block,
    /// Which loops are parallel (only read by `convert-linalg-to-parallel-loops`).
    parallel: Vec<bool>,
    /// Each loop's size when it is static.
    static_sizes: Vec<Option<i64>>,
}

impl Plan {
    /// The plan for `op`, or None when the op is not a structured op on buffers with a
    /// single-block body (then it is left alone).
    fn of(ir: &Ir, op: Op) -> Option<Plan> {
        let iface = ir.def(op).interfaces.structured?;
        let maps = (iface.indexing_maps)(ir, op).ok()?;
        let iterators = (iface.iterator_types)(ir, op).ok()?;
        let num_loops = iterators.len();
        let parallel = iterators.iter().map(|t| matches!(t, crate::ir::interfaces::IteratorType::Parallel)).collect();
        let operands = ir.operands(op);
        // Pure buffer semantics: no tensor operand; maps and ranks agree (the verifier checked).
        if operands.iter().any(|&v| ir.ctx.is_tensor(ir.value_ty(v))) || maps.len() != operands.len() {
            return None;
        }
        for (m, &v) in maps.iter().zip(operands) {
            let rank = if ir.ctx.is_memref(ir.value_ty(v)) { ir.ctx.shape(ir.value_ty(v))?.len() } else { 0 };
            if m.dims as usize != num_loops || m.syms != 0 || m.results.len() != rank {
                return None;
            }
        }
        let inits = ir.dps_inits(op)?;
        if inits.end != operands.len() || operands[inits.clone()].iter().any(|&v| !ir.ctx.is_memref(ir.value_ty(v))) {
            return None;
        }
        let region = *ir.regions(op).first()?;
        let body = ir.entry_block(region)?;
        if ir.num_blocks(region) != 1 || ir.args(body).len() != operands.len() {
            return None;
        }
        let yielded = ir.terminator(body).map(|t| ir.operands(t).len());
        if yielded != Some(inits.len()) {
            return None;
        }
        let bound_pos = loop_bound_positions(&maps, num_loops)?;
        let dims: Vec<i64> = operands
            .iter()
            .filter(|&&v| ir.ctx.is_memref(ir.value_ty(v)))
            .flat_map(|&v| ir.ctx.shape(ir.value_ty(v)).map(|s| s.to_vec()).unwrap_or_default())
            .collect();
        let static_sizes = bound_pos.iter().map(|&p| dims.get(p).copied().filter(|&s| s != DYNAMIC)).collect();
        Some(Plan { maps, bound_pos, inits_start: inits.start, body, parallel, static_sizes })
    }

    /// Whether every init indexes loop `d` as a plain dimension (so that different iterations
    /// of it write different elements).
    fn inits_index(&self, d: usize) -> bool {
        self.maps[self.inits_start..].iter().all(|m| m.results.contains(&AffineExpr::Dim(d as u32)))
    }
}

/// For each loop of a structured op, the position, in the flat list of its operands' dimensions
/// (operand order), of the first dimension its indexing maps index with that loop alone: where
/// the loop's size comes from (upstream's `createLoopRanges` over the shapes-to-loops map).
/// None when a loop appears in no result as a plain dimension.
pub(super) fn loop_bound_positions(maps: &[AffineMap], num_loops: usize) -> Option<Vec<usize>> {
    let mut first: Vec<Option<usize>> = vec![None; num_loops];
    let mut pos = 0;
    for m in maps {
        for e in &m.results {
            if let AffineExpr::Dim(d) = *e {
                first[d as usize].get_or_insert(pos);
            }
            pos += 1;
        }
    }
    first.into_iter().collect()
}

fn lower(rw: &mut Rewriter, op: Op, plan: &Plan) {
    let operands = rw.ir.operands(op).to_vec();
    let index = rw.ir.ctx.index_ty();
    // The sizes of all operand dimensions, in operand order (upstream's
    // `createFlatListOfOperandDims`): a static size is known, a dynamic one is a `memref.dim`.
    let mut sizes: Vec<Result<i64, Value>> = vec![];
    for &v in &operands {
        let ty = rw.ir.value_ty(v);
        if !rw.ir.ctx.is_memref(ty) {
            continue;
        }
        let shape = rw.ir.ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        for (i, s) in shape.into_iter().enumerate() {
            if s == DYNAMIC {
                let c = build::index_const(rw, i as i64);
                sizes.push(Err(rw.create_value("memref.dim", vec![v, c], index, vec![])));
            } else {
                sizes.push(Ok(s));
            }
        }
    }
    // The bounds of every loop, then the loop nest, loop 0 outermost.
    let bounds: Vec<[Value; 3]> = plan
        .bound_pos
        .iter()
        .map(|&p| {
            let lb = build::index_const(rw, 0);
            let ub = match sizes[p] {
                Ok(s) => build::index_const(rw, s),
                Err(v) => v,
            };
            [lb, ub, build::index_const(rw, 1)]
        })
        .collect();
    let mut ivs = vec![];
    let mut d = 0;
    while d < bounds.len() {
        if !plan.parallel[d] {
            let [lb, ub, step] = bounds[d];
            let (region, block) = rw.ir.new_region_with_block(&[index]);
            rw.create("scf.for", vec![lb, ub, step], &[], vec![], vec![region]);
            ivs.push(rw.ir.arg(block, 0));
            rw.set_insertion_point_to_end(block);
            let y = rw.create("scf.yield", vec![], &[], vec![], vec![]);
            rw.set_insertion_point_before(y);
            d += 1;
            continue;
        }
        // A run of parallel loops: one `scf.parallel`.
        let end = (d..bounds.len()).find(|&e| !plan.parallel[e]).unwrap_or(bounds.len());
        let n = end - d;
        let mut ops = vec![];
        for k in 0..3 {
            ops.extend(bounds[d..end].iter().map(|b| b[k]));
        }
        let (region, block) = rw.ir.new_region_with_block(&vec![index; n]);
        let seg = rw.ir.ctx.dense_i32_array(&[n as i64, n as i64, n as i64, 0]);
        rw.create("scf.parallel", ops, &[], vec![("operandSegmentSizes", seg)], vec![region]);
        ivs.extend(rw.ir.args(block).to_vec());
        rw.set_insertion_point_to_end(block);
        let y = rw.create("scf.reduce", vec![], &[], vec![], vec![]);
        rw.set_insertion_point_before(y);
        d = end;
    }
    // Loads of the operands the body reads (upstream loads them all; the driver erases the
    // unused loads), scalars as they are.
    let args = rw.ir.args(plan.body).to_vec();
    let mut map = IrMapping::new();
    for (i, (&v, &arg)) in operands.iter().zip(&args).enumerate() {
        if rw.ir.use_empty(arg) {
            continue;
        }
        let loaded = if rw.ir.ctx.is_memref(rw.ir.value_ty(v)) {
            let idx = indices(rw, &plan.maps[i], &ivs);
            load(rw, v, idx)
        } else {
            v
        };
        map.map_value(arg, loaded);
    }
    // The store indices, made before the body as upstream makes them.
    let store_at: Vec<(Value, Vec<Value>)> = (plan.inits_start..operands.len())
        .map(|i| {
            let idx = indices(rw, &plan.maps[i], &ivs);
            (operands[i], idx)
        })
        .collect();
    // The body, `linalg.index d` as the induction variable of loop `d` (the verifier keeps
    // `linalg.index` directly in the body).
    let body_ops: Vec<Op> = rw.ir.ops(plan.body).collect();
    let (&term, body_ops) = body_ops.split_last().expect("a body has its terminator");
    for &o in body_ops {
        if let Some(&iv) = index_dim(rw.ir, o).and_then(|d| ivs.get(d)) {
            map.map_value(rw.ir.result(o, 0), iv);
            continue;
        }
        rw.clone_op(o, &mut map);
    }
    let yielded: Vec<Value> = rw.ir.operands(term).iter().map(|&v| map.value(v)).collect();
    for (v, (buf, idx)) in yielded.into_iter().zip(store_at) {
        let mut ops = vec![v, buf];
        ops.extend(idx);
        let f = rw.ir.ctx.bool_attr(false);
        rw.create("memref.store", ops, &[], vec![("nontemporal", f)], vec![]);
    }
    rw.erase_op(op);
}

/// The dimension of a `linalg.index` op.
fn index_dim(ir: &Ir, op: Op) -> Option<usize> {
    if ir.op_name(op) != "linalg.index" {
        return None;
    }
    ir.attr(op, "dim").and_then(|a| ir.ctx.as_int(a)).map(|d| d as usize)
}

/// The indices of an operand: the results of its map at the induction variables (a plain
/// dimension is its variable; any other expression an `affine.apply`, which the driver
/// canonicalizes).
fn indices(rw: &mut Rewriter, map: &AffineMap, ivs: &[Value]) -> Vec<Value> {
    let index = rw.ir.ctx.index_ty();
    map.results
        .iter()
        .map(|e| match *e {
            AffineExpr::Dim(d) => ivs[d as usize],
            _ => {
                let m = AffineMap { dims: map.dims, syms: 0, results: vec![e.clone()] };
                let a = rw.ir.ctx.affine_map_attr(m);
                rw.create_value("affine.apply", ivs.to_vec(), index, vec![("map", a)])
            }
        })
        .collect()
}

fn load(rw: &mut Rewriter, buf: Value, idx: Vec<Value>) -> Value {
    let elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(buf));
    let f = rw.ir.ctx.bool_attr(false);
    let mut ops = vec![buf];
    ops.extend(idx);
    rw.create_value("memref.load", ops, elem, vec![("nontemporal", f)])
}
