//! `mlirc-gpu-offload`: outermost `scf.parallel` loops run as GPU kernels (what upstream's
//! `gpu-map-parallel-loops` + `convert-parallel-loops-to-gpu` do, plus the data movement
//! upstream leaves to the user). `--offload=gpu` puts it in the pipeline after `lower-affine`
//! (so `affine.parallel` counts too), followed by `gpu-kernel-outlining`.
//!
//! For each outermost `scf.parallel` or `scf.forall` (on buffers: no shared outputs) of a
//! function (not inside a GPU op) that it can offload:
//!
//! - **mapping**: up to three dimensions; the innermost loop dimension goes to `x`, the next
//!   to `y`, then `z`. Default block sizes: 256 (1-D), 32×8 (2-D), 32×4×2 (3-D); the grid is
//!   `ceildiv(trip count, block size)` per dimension (at least 1). Each thread computes
//!   `t = block_id * block_dim + thread_id`, runs the body when `t < trip count` in every
//!   dimension, with the induction variable `lb + t * step`;
//! - **data**: every memref the loop uses that is defined outside it gets a device copy:
//!   `gpu.alloc` of the same type, `gpu.memcpy` host → device before the kernel, device → host
//!   after it when the loop may write the memref (a store, an atomic, or a view of it), and
//!   `gpu.dealloc`. Scalars are passed as they are (outlining makes them kernel arguments).
//!
//! Left on the host (the CPU runs them as without the flag): loops with reductions (results),
//! more than three dimensions, ops in the body a kernel cannot run (allocations, calls, global
//! memrefs, copies through the runtime, ops of other dialects than arith/math/index/memref/scf/
//! complex/ub), or memrefs that are not plain row-major buffers in the default memory space.
//!
//! One walk collects the loops; each loop's body is walked once to check (kernel-safe ops and
//! the buffers it writes) and once to clone: linear in the size of the function.

use crate::diag::Diagnostic;
use crate::dialects::build;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub fn run(ir: &mut Ir, top: Op) -> Result<(), Vec<Diagnostic>> {
    let mut loops = vec![];
    ir.walk_with(top, WalkOrder::Pre, &mut |ir, o| match ir.op_name(o) {
        "gpu.module" | "gpu.launch" | "gpu.func" => WalkResult::Skip,
        "scf.parallel" | "scf.forall" => {
            loops.push(o);
            WalkResult::Skip
        }
        _ => WalkResult::Advance,
    });
    let mut any = false;
    for p in loops {
        if let Some(plan) = Plan::of(ir, p) {
            offload(ir, p, plan);
            any = true;
        }
    }
    if any && ir.attr(top, "gpu.container_module").is_none() {
        let u = ir.ctx.unit_attr();
        ir.set_attr(top, "gpu.container_module", u);
    }
    Ok(())
}

/// What offloading a loop needs: the memrefs to copy (and whether each is written).
struct Plan {
    memrefs: Vec<(Value, bool)>,
}

impl Plan {
    fn of(ir: &Ir, p: Op) -> Option<Plan> {
        let n = ir.args(ir.entry_block(ir.regions(p)[0])?).len();
        if !ir.results(p).is_empty() || n == 0 || n > 3 {
            return None;
        }
        // An `scf.forall` on buffers: no shared outputs, an empty `in_parallel`.
        if ir.op_name(p) == "scf.forall" {
            let term = ir.terminator(ir.entry_block(ir.regions(p)[0])?)?;
            let empty = ir.regions(term).iter().all(|&r| ir.blocks(r).all(|b| ir.ops(b).next().is_none()));
            if !ir.operands(p).is_empty()
                && crate::dialects::common::segments(ir, p).get(3).is_some_and(|o| !o.is_empty())
                || !empty
            {
                return None;
            }
        }
        let body = ir.regions(p)[0];
        // One walk of the body: whether a kernel can run it, and the values it may write
        // through (any use but a load or a dim).
        let mut ok = true;
        let mut written = crate::ir::entity::EntitySet::new();
        for b in ir.blocks(body) {
            for o in ir.ops(b) {
                ir.walk(o, &mut |x| {
                    ok &= kernel_op(ir.op_name(x));
                    if !matches!(ir.op_name(x), "memref.load" | "memref.dim") {
                        for &v in ir.operands(x) {
                            written.insert(v);
                        }
                    }
                });
            }
        }
        if !ok {
            return None;
        }
        let mut memrefs = vec![];
        for v in ir.values_defined_above(body) {
            let t = ir.value_ty(v);
            match ir.ctx.type_kind(t) {
                TypeKind::MemRef { space: None, .. } if crate::ir::layout::is_row_major(&ir.ctx, t) => {
                    memrefs.push((v, written.contains(v)));
                }
                TypeKind::Int { .. } | TypeKind::Index | TypeKind::Float(_) => {}
                _ => return None,
            }
        }
        Some(Plan { memrefs })
    }
}

/// Whether a kernel can run `name`.
fn kernel_op(name: &str) -> bool {
    let dialect = name.split('.').next().unwrap_or("");
    match dialect {
        "arith" | "math" | "index" | "scf" | "complex" | "ub" => true,
        "memref" => !matches!(
            name,
            "memref.alloc"
                | "memref.dealloc"
                | "memref.realloc"
                | "memref.get_global"
                | "memref.global"
                | "memref.copy"
                | "memref.alloca_scope"
        ),
        _ => false,
    }
}

/// The lower bounds, upper bounds and steps of an `scf.parallel` or `scf.forall` (static ones
/// of a forall as constants). Also what `mlirc-parallelize` turns a forall into.
pub(super) fn bounds(rw: &mut Rewriter, p: Op) -> (Vec<Value>, Vec<Value>, Vec<Value>) {
    if rw.ir.op_name(p) == "scf.parallel" {
        let ops = rw.ir.operands(p).to_vec();
        let n = ops.len() / 3;
        return (ops[..n].to_vec(), ops[n..2 * n].to_vec(), ops[2 * n..3 * n].to_vec());
    }
    let seg = crate::dialects::common::segments(rw.ir, p);
    let mut out = vec![];
    for (k, attr) in ["staticLowerBound", "staticUpperBound", "staticStep"].iter().enumerate() {
        let stat = crate::dialects::common::dense_array(rw.ir, p, attr).unwrap_or_default();
        let mut dyns = seg.get(k).cloned().unwrap_or_default().into_iter();
        let vals =
            stat.iter()
                .map(|&s| {
                    if s == DYNAMIC {
                        dyns.next().expect("a dynamic bound per '?'")
                    } else {
                        build::index_const(rw, s)
                    }
                })
                .collect();
        out.push(vals);
    }
    let steps = out.pop().unwrap_or_default();
    let ubs = out.pop().unwrap_or_default();
    let lbs = out.pop().unwrap_or_default();
    (lbs, ubs, steps)
}

/// Default block sizes per dimension count (x first).
fn block_sizes(n: usize) -> &'static [i64] {
    match n {
        1 => &[256],
        2 => &[32, 8],
        _ => &[32, 4, 2],
    }
}

fn offload(ir: &mut Ir, p: Op, plan: Plan) {
    let loc = ir.loc(p);
    let mut rw = Rewriter::new(ir, loc);
    rw.set_insertion_point_before(p);
    let index = rw.ir.ctx.index_ty();
    let (lbs, ubs, steps) = bounds(&mut rw, p);
    let n = lbs.len();

    // Device copies.
    let mut devs = vec![];
    for &(m, _) in &plan.memrefs {
        let t = rw.ir.value_ty(m);
        let shape = rw.ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default();
        let mut dyns = vec![];
        for (i, &d) in shape.iter().enumerate() {
            if d == DYNAMIC {
                let c = build::index_const(&mut rw, i as i64);
                dyns.push(rw.create_value("memref.dim", vec![m, c], index, vec![]));
            }
        }
        let seg = rw.ir.ctx.dense_i32_array(&[0, dyns.len() as i64, 0]);
        let dev = rw.create_value("gpu.alloc", dyns, t, vec![("operandSegmentSizes", seg)]);
        rw.create("gpu.memcpy", vec![dev, m], &[], vec![], vec![]);
        devs.push(dev);
    }

    // Trip counts, grid and block sizes; dimension d of the loop goes to launch axis n-1-d.
    let zero = build::index_const(&mut rw, 0);
    let one = build::index_const(&mut rw, 1);
    let mut trips = vec![];
    for d in 0..n {
        let span = build::int_bin(&mut rw, "arith.subi", ubs[d], lbs[d]);
        let t = rw.create_value("arith.ceildivsi", vec![span, steps[d]], index, vec![]);
        trips.push(rw.create_value("arith.maxsi", vec![t, zero], index, vec![]));
    }
    let sizes = block_sizes(n);
    let mut grid = vec![one; 3];
    let mut block = vec![one; 3];
    for (d, &trip) in trips.iter().enumerate() {
        let axis = n - 1 - d;
        let b = build::index_const(&mut rw, sizes[axis]);
        let g = rw.create_value("arith.ceildivsi", vec![trip, b], index, vec![]);
        grid[axis] = rw.create_value("arith.maxsi", vec![g, one], index, vec![]);
        block[axis] = b;
    }

    // The launch: 12 index arguments (block ids, thread ids, grid sizes, block sizes).
    let (region, entry) = rw.ir.new_region_with_block(&[index; 12]);
    let mut launch_ops = vec![];
    launch_ops.extend(&grid);
    launch_ops.extend(&block);
    let seg = rw.ir.ctx.dense_i32_array(&[0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    rw.create("gpu.launch", launch_ops, &[], vec![("operandSegmentSizes", seg)], vec![region]);
    let args = rw.ir.args(entry).to_vec();
    rw.set_insertion_point_to_end(entry);
    let term = rw.create("gpu.terminator", vec![], &[], vec![], vec![]);
    rw.set_insertion_point_before(term);
    let mut ts = vec![];
    let mut inside: Option<Value> = None;
    for (d, &trip) in trips.iter().enumerate() {
        let axis = n - 1 - d;
        let (bid, tid, bdim) = (args[axis], args[3 + axis], args[9 + axis]);
        let base = build::int_bin(&mut rw, "arith.muli", bid, bdim);
        let t = build::int_bin(&mut rw, "arith.addi", base, tid);
        let c = build::cmpi(&mut rw, build::SLT, t, trip);
        inside = Some(match inside {
            Some(acc) => rw.create_value("arith.andi", vec![acc, c], rw.ir.value_ty(c), vec![]),
            None => c,
        });
        ts.push(t);
    }
    let (then_region, then_block) = rw.ir.new_region_with_block(&[]);
    let else_region = rw.ir.new_region();
    let cond = inside.expect("at least one dimension");
    rw.create("scf.if", vec![cond], &[], vec![], vec![then_region, else_region]);
    rw.set_insertion_point_to_end(then_block);
    let y = rw.create("scf.yield", vec![], &[], vec![], vec![]);
    rw.set_insertion_point_before(y);

    // The body, cloned with the induction variables and the device buffers.
    let mut map = IrMapping::new();
    let body = rw.ir.entry_block(rw.ir.regions(p)[0]).expect("a loop body");
    let ivs = rw.ir.args(body).to_vec();
    for d in 0..n {
        let scaled = build::int_bin(&mut rw, "arith.muli", ts[d], steps[d]);
        let iv = build::int_bin(&mut rw, "arith.addi", lbs[d], scaled);
        map.map_value(ivs[d], iv);
    }
    for (&(m, _), &dev) in plan.memrefs.iter().zip(&devs) {
        map.map_value(m, dev);
    }
    let body_ops: Vec<Op> = rw.ir.ops(body).collect();
    for &o in &body_ops[..body_ops.len().saturating_sub(1)] {
        rw.clone_op(o, &mut map);
    }

    // Results back, device memory freed.
    rw.set_insertion_point_after(p);
    for (&(m, written), &dev) in plan.memrefs.iter().zip(&devs) {
        if written {
            rw.create("gpu.memcpy", vec![m, dev], &[], vec![], vec![]);
        }
        rw.create("gpu.dealloc", vec![dev], &[], vec![], vec![]);
    }
    rw.erase_op(p);
}
