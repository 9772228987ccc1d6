//! `mlirc-vectorize-elementwise{vector-bits=N reassociate fma}` (mlirc's own): structured linalg ops
//! on buffers whose maps are projected permutations (inputs also affine windows, see below) and
//! whose payload is scalar `arith`/`math` become `scf.for` loops over 1-D vector loads, vector
//! arithmetic and vector stores.
//!
//! Takes: a function (normally `func.func`, after bufferization). Gives: each op with the
//! structured-op interface (`linalg.generic`, `map`, `reduce`, `fill`, `copy`, the named
//! element-wise ops, ...) that it can vectorize replaced by loops; everything else left for
//! `convert-linalg-to-loops`. The vector length `VL` is `vector-bits` over the widest element
//! type the op touches (at least 2 lanes, else the op is left). Strategies, first that applies:
//!
//! - **parallel** (element-wise ops, broadcasts, and reductions along outer dimensions such as
//!   column sums): the dimension `d` of the inits' innermost result is a parallel loop, every
//!   init has `d` exactly once, last, with unit stride, and every input the payload reads has it
//!   the same way or not at all (then a scalar load and a `vector.broadcast`). The other loops
//!   keep their order around an innermost loop over `d` stepped by `VL` (`vector.load`, the
//!   payload on vectors, `vector.store`) and a scalar epilogue for the remainder. The order in
//!   which each element is computed or accumulated is the scalar one: results are bit-exact.
//!   A static `d` shorter than `VL` gets narrower vectors (`VL` halved until it fits, at least 2
//!   lanes): 8 channels on AVX-512 run as 8-lane vectors.
//!   Inputs may be indexed by other affine expressions of the loops but `d` (pooling, depthwise
//!   and other convolutions: `oh * s + kh`), through `affine.apply`; then only this strategy
//!   applies. When every reduction loop comes after `d` and the payload reads its one init as
//!   `%out`, the reduction loops go inside the vector loop carrying the accumulator (loaded and
//!   stored once per vector), in their order.
//! - **reduction along the row** (`linalg.reduce`, row sums/maxima): the last loop `r` is a
//!   reduction, the inputs have it last with unit stride (or not at all), there is one init,
//!   and the payload ends with `combine(x, %out)` (`%out` used only there) for a combiner whose
//!   reassociation is exact (`maxnumf minnumf maximumf minimumf`, integer `addi muli andi ori
//!   xori maxsi minsi maxui minui`) or allowed (`addf`/`mulf` with the `reassoc` fastmath flag,
//!   or under the pass option `reassociate`, which `-ffast-math` sets). The loop over `r`
//!   accumulates in a vector started from the combiner's neutral element, one
//!   `vector.reduction` (with the init as accumulator) per row, then a scalar epilogue.
//! - **ordered reduction across rows** (`addf`/`mulf` without reassociation): lanes are `VL`
//!   consecutive values of the init's innermost parallel dimension `p` (rows): each `VL`x`VL`
//!   block of inputs is loaded as `VL` row vectors, the payload runs on them, an in-register
//!   transpose (`vector.shuffle`s that targets have as single instructions) turns them into
//!   columns, and the columns are combined into the accumulator vector in the scalar order;
//!   remaining columns go lane by lane through `vector.from_elements`, remaining rows through
//!   scalar loops. Bit-exact. Inputs larger than the L2 cache (option `l2-cache`) are streamed
//!   `VL` rows at a time, at most `STREAMED_ROWS`: each row gets a `memref.prefetch`
//!   `PREFETCH_BYTES / VL` ahead (past the row's end, the start of the row `VL` rows down,
//!   which the next block reads).
//!
//! Math ops on vectors are expanded at once with mlirc's polynomials
//! (`math_approximation::expand`, its polynomials through `fma` with the option `fma`); the scalar epilogues keep the scalar ops (libm).
//!
//! Emits only 1-D vector ops (`vector.load/store/broadcast/reduction/shuffle/from_elements`)
//! and `memref.prefetch`.
//! Cost: one walk collecting the ops, then a fixed amount of new IR per op (the payload cloned
//! a bounded number of times): linear in the function.

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use super::math_approximation;
use crate::dialects::arith::values::{make, El};
use crate::dialects::build;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::fxhash::{FxHashMap, FxHashSet};
use crate::ir::interfaces::IteratorType;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-vectorize-elementwise",
    class: "VectorizeElementwisePass",
    summary: "Vectorize element-wise linalg ops and reductions on buffers into loops of 1-D vector ops",
    options: &[
        OptionInfo {
            name: "vector-bits",
            kind: OptionKind::Int,
            default: "256",
            help: "The width of the target's vector registers in bits",
        },
        OptionInfo {
            name: "reassociate",
            kind: OptionKind::Bool,
            default: "false",
            help: "Reassociate floating-point add/mul reductions even without the reassoc flag (-ffast-math)",
        },
        OptionInfo {
            name: "fma",
            kind: OptionKind::Bool,
            default: "false",
            help: "The target has fused multiply-add: vectorized math evaluates its polynomials with math.fma",
        },
        OptionInfo {
            name: "l2-cache",
            kind: OptionKind::Int,
            default: "0",
            help: "The L2 cache size in bytes: ordered reductions over larger inputs prefetch their rows (0: never)",
        },
        OptionInfo {
            name: "parallel-outer",
            kind: OptionKind::Bool,
            default: "false",
            help: "The outermost parallel loop of each op (of more than one iteration) as an scf.parallel \
                   (--threads=N: mlirc-parallelize runs it on threads)",
        },
    ],
    create: |o: &OptionValues| {
        Box::new(Vectorize(Config {
            bits: o.int("vector-bits"),
            reassoc: o.bool("reassociate"),
            fma: o.bool("fma"),
            l2_cache: o.int("l2-cache"),
            parallel_outer: o.bool("parallel-outer"),
        }))
    },
};

/// The pass options.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    pub bits: i64,
    pub reassoc: bool,
    pub fma: bool,
    pub l2_cache: i64,
    pub parallel_outer: bool,
}

struct Vectorize(Config);

impl Pass for Vectorize {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op, self.0) { Preserved::None } else { Preserved::All })
    }
}

/// How far ahead an ordered reduction that streams its rows prefetches, in bytes summed over
/// its rows (each row `PREFETCH_BYTES / VL` ahead): measured on matvec 4096x4096 f32 (AMD
/// Zen 4), where 16 KiB in flight read 10-15% faster than the hardware prefetchers alone (the
/// rows cross pages together) with 16 rows of 1 KiB or 8 rows of 2 KiB, and more is slower;
/// continuing into the next block's rows gained 5% more.
const PREFETCH_BYTES: i64 = 16384;

/// At most this many rows (lanes) for an ordered reduction that streams its rows from memory:
/// 8 rows of 256-bit vectors read matvec 4096x4096 f32 at 30 GB/s where 16 rows of 512-bit
/// ones read 23 (AMD Zen 4: the 16x16 transpose's 64 shuffles of 512 bits, against 24 of 256
/// bits for 8x8, crowded out the loads). Softmax's row sums are as fast either way.
const STREAMED_ROWS: i64 = 8;

/// At most this many vectors per step of an element-wise op whose reduction loops carry the
/// accumulator (pooling, depthwise convolution): their chains through the reduction loops run
/// side by side.
const MAX_ACCUMULATORS: i64 = 4;

/// At most this many accumulators per step of such an op in all, when an outer loop is
/// unrolled around the vector loop (see `lower`): AVX-512 and NEON have 32 registers, and two
/// FMA pipes of 4 cycles' latency need 8 independent chains.
const ACCUMULATOR_BUDGET: i64 = 8;

/// Vectors per step of the parallel strategy carrying reduction loops: as many as divide a
/// static size `n`, up to `max`, so that their accumulators' chains through the reduction
/// loops run side by side.
fn vectors_per_step(ir: &Ir, n: Value, vl: i64, max: i64) -> i64 {
    const_index(ir, n).and_then(|s| (1..=max).rev().find(|&k| s % (k * vl) == 0)).unwrap_or(1)
}

/// The innermost reduction loop of the parallel strategy is unrolled when it has at most this
/// many iterations (a convolution window's width): its loads of the same input element for
/// neighbouring output pixels become one (LLVM's GVN), as the filter's already are.
const MAX_UNROLLED_WINDOW: i64 = 7;

/// Vectorizes what it can below `top`; whether anything changed.
pub fn run(ir: &mut Ir, top: Op, config: Config) -> bool {
    let mut work = vec![];
    ir.walk(top, &mut |o| {
        if ir.def(o).interfaces.structured.is_some() {
            work.push(o);
        }
    });
    let mut changed = false;
    // Plans first (lowering an op leaves the others as they are), then the fills that a
    // reduction right after them overwrites: the reduction starts from the fill's value and
    // the fill goes.
    let plans: Vec<(Op, Option<Plan>)> = work.into_iter().map(|op| (op, Plan::of(ir, op, config))).collect();
    let mut start_from: FxHashMap<Op, Value> = Default::default();
    let mut overwritten: FxHashSet<Op> = Default::default();
    for (op, plan) in &plans {
        if let Some((fill, value)) = plan.as_ref().and_then(|p| overwritten_fill(ir, *op, p)) {
            start_from.insert(*op, value);
            overwritten.insert(fill);
        }
    }
    for (op, plan) in plans {
        if overwritten.contains(&op) {
            Rewriter::before(ir, op).erase_op(op);
            changed = true;
        } else if let Some(plan) = plan {
            let mut rw = Rewriter::before(ir, op);
            lower(&mut rw, op, &plan, start_from.get(&op).copied());
            changed = true;
        }
    }
    changed
}

/// The `linalg.fill` of `op`'s init that `op` overwrites before anything else reads it, and
/// the fill's value: `op` reads each element of its init once, as its reduction's start
/// (strategies `Parallel` carrying every reduction loop, `RowReduce` and `Ordered` with no
/// other reduction loop), and writes them all; the fill is on the same buffer value, and
/// between the two there are only ops whose only memory effect is allocating. (As the
/// vectorization itself, this takes `op`'s inputs not to overlap its init; an input that is
/// the init itself keeps the fill.)
fn overwritten_fill(ir: &Ir, op: Op, plan: &Plan) -> Option<(Op, Value)> {
    // Every reduction loop inside the strategy's accumulation (none outside it, around
    // repeated loads of the init).
    let iters = (ir.def(op).interfaces.structured?.iterator_types)(ir, op).ok()?;
    let reductions: Vec<usize> = (0..iters.len()).filter(|&k| matches!(iters[k], IteratorType::Reduction)).collect();
    let once = match plan.strategy {
        Strategy::Parallel { ref inner, .. } => !inner.is_empty() && reductions.iter().all(|k| inner.contains(k)),
        Strategy::RowReduce { r } | Strategy::Ordered { r, .. } => reductions == [r],
    };
    let operands = ir.operands(op);
    let init = *operands.get(plan.inits_start)?;
    if !once || operands.len() != plan.inits_start + 1 || operands[..plan.inits_start].contains(&init) {
        return None;
    }
    let mut prev = ir.prev_op(op);
    while let Some(p) = prev {
        if ir.op_name(p) == "linalg.fill" {
            let fill = ir.operands(p);
            return (fill.len() == 2 && fill[1] == init && ir.results(p).is_empty()).then_some((p, fill[0]));
        }
        let allocates_only = ir
            .memory_effects(p)
            .is_some_and(|es| es.iter().all(|e| e.kind == crate::ir::interfaces::EffectKind::Allocate));
        if !allocates_only || ir.operands(p).contains(&init) {
            return None;
        }
        prev = ir.prev_op(p);
    }
    None
}

#[derive(Clone, Debug)]
enum Strategy {
    /// `inner`: reduction loops carried around the vector loop over `d` (the accumulator
    /// stays in a register; see `parallel_reduce`), empty when the loops stay outside.
    Parallel {
        d: usize,
        inner: Vec<usize>,
    },
    RowReduce {
        r: usize,
    },
    Ordered {
        p: usize,
        r: usize,
    },
}

/// The final combine of a reduction payload: `c = op(x, %out)`.
#[derive(Clone, Copy)]
struct Combiner {
    op: Op,
    /// Which operand of `op` is `%out`.
    out_pos: usize,
    /// `vector.reduction` kind (`VECTOR_KIND` value).
    kind: u64,
    /// The neutral element.
    neutral: El,
    float: bool,
}

struct Plan {
    maps: Vec<AffineMap>,
    /// Loop `d`'s bound: position in the flattened operand dimensions.
    bound_pos: Vec<usize>,
    inits_start: usize,
    body: Block,
    vl: i64,
    strategy: Strategy,
    combiner: Option<Combiner>,
    /// Vectorized math evaluates its polynomials with `fma`.
    fma: bool,
    /// The L2 cache size (bytes; 0: no software prefetch).
    l2_cache: i64,
    /// Which loops are parallel (`IteratorType::Parallel`) and each init indexes as a plain
    /// dimension: iterations of such a loop write disjoint elements.
    disjoint: Vec<bool>,
    /// The outermost such loop of more than one iteration becomes an `scf.parallel`.
    parallel_outer: bool,
}

fn elem_width(ctx: &Context, t: Type) -> Option<u32> {
    if let Some(k) = ctx.float_kind(t) {
        return match k {
            FloatKind::F32 => Some(32),
            FloatKind::F64 => Some(64),
            _ => None,
        };
    }
    if ctx.is_int(t) {
        return ctx.int_width(t).filter(|&w| w <= 64).map(|w| w.max(8));
    }
    None
}

/// Whether memref type `t` has a unit innermost stride (or rank 0).
fn unit_inner_stride(ctx: &Context, t: Type) -> bool {
    match crate::ir::layout::strides_and_offset(ctx, t) {
        Some((s, _)) => s.last().is_none_or(|&x| x == 1),
        None => false,
    }
}

/// How map `m` uses loop `d`: `Some(true)` once and last, `Some(false)` not at all, None otherwise.
fn inner_use(m: &AffineMap, d: usize) -> Option<bool> {
    if m.results.iter().any(|e| !matches!(e, AffineExpr::Dim(_)) && e.is_function_of_dim(d as u32)) {
        return None;
    }
    let n = m.results.iter().filter(|e| matches!(e, AffineExpr::Dim(x) if *x as usize == d)).count();
    match n {
        0 => Some(false),
        1 if matches!(m.results.last(), Some(AffineExpr::Dim(x)) if *x as usize == d) => Some(true),
        _ => None,
    }
}

impl Plan {
    fn of(ir: &Ir, op: Op, config: Config) -> Option<Plan> {
        let Config { bits, reassoc, fma, l2_cache, parallel_outer } = config;
        let iface = ir.def(op).interfaces.structured?;
        let maps = (iface.indexing_maps)(ir, op).ok()?;
        let iters = (iface.iterator_types)(ir, op).ok()?;
        let n = iters.len();
        let operands = ir.operands(op);
        if n == 0 || maps.len() != operands.len() {
            return None;
        }
        let inits = ir.dps_inits(op)?;
        if inits.end != operands.len() || inits.is_empty() {
            return None;
        }
        let mut max_w = 8;
        // Inputs may be indexed by affine expressions of several loops (convolution windows,
        // pooling): then only the parallel strategy applies, with the vectorized loop used
        // nowhere but as some operands' innermost index.
        let mut windowed = false;
        for (k, (m, &v)) in maps.iter().zip(operands).enumerate() {
            let t = ir.value_ty(v);
            if ir.ctx.is_tensor(t) {
                return None;
            }
            let (rank, elem) = if ir.ctx.is_memref(t) { (ir.ctx.shape(t)?.len(), ir.ctx.elem_ty(t)) } else { (0, t) };
            if m.dims as usize != n || m.syms != 0 || m.results.len() != rank {
                return None;
            }
            if !m.results.iter().all(|e| matches!(e, AffineExpr::Dim(_))) {
                if k >= inits.start {
                    return None;
                }
                windowed = true;
            }
            // Memory holds whole bytes per element (an `i1` is a byte; a vector of `i1` would be
            // bits): only widths of 8, 16, 32 and 64 bits are loaded as vectors.
            if ir.ctx.is_int(elem) && !matches!(ir.ctx.int_width(elem), Some(8 | 16 | 32 | 64)) {
                return None;
            }
            max_w = max_w.max(elem_width(&ir.ctx, elem)?);
        }
        if operands[inits.clone()].iter().any(|&v| !ir.ctx.is_memref(ir.value_ty(v))) {
            return None;
        }
        let region = *ir.regions(op).first()?;
        let body = ir.entry_block(region)?;
        if ir.num_blocks(region) != 1 || ir.args(body).len() != operands.len() {
            return None;
        }
        let term = ir.terminator(body)?;
        if ir.operands(term).len() != inits.len() {
            return None;
        }
        for o in ir.ops(body) {
            if o == term {
                continue;
            }
            let name = ir.op_name(o);
            // One result each (`arith.mulsi_extended` and the like stay scalar).
            if !(name.starts_with("arith.") || name.starts_with("math."))
                || !ir.regions(o).is_empty()
                || ir.results(o).len() != 1
            {
                return None;
            }
            for &v in ir.operands(o).iter().chain(ir.results(o)) {
                max_w = max_w.max(elem_width(&ir.ctx, ir.value_ty(v))?);
            }
        }
        let vl = bits / i64::from(max_w);
        if vl < 2 {
            return None;
        }
        let bound_pos = super::linalg_to_loops::loop_bound_positions(&maps, n)?;
        let args = ir.args(body);
        // The operands the payload reads (inputs; inits read by the payload too).
        let read: Vec<usize> = (0..operands.len()).filter(|&i| !ir.use_empty(args[i])).collect();
        let is_mem = |i: usize| ir.ctx.is_memref(ir.value_ty(operands[i]));
        // The size of loop d if static.
        let static_size = |d: usize| -> Option<i64> {
            for (m, &v) in maps.iter().zip(operands) {
                let Some(shape) = ir.ctx.shape(ir.value_ty(v)).filter(|_| ir.ctx.is_memref(ir.value_ty(v))) else {
                    continue;
                };
                for (k, e) in m.results.iter().enumerate() {
                    if matches!(e, AffineExpr::Dim(x) if *x as usize == d) && shape[k] != DYNAMIC {
                        return Some(shape[k]);
                    }
                }
            }
            None
        };
        let too_small = |d: usize| static_size(d).is_some_and(|s| s < vl);
        let mk = |strategy, combiner, vl| Plan {
            maps: maps.clone(),
            bound_pos: bound_pos.clone(),
            inits_start: inits.start,
            body,
            vl,
            strategy,
            combiner,
            fma,
            l2_cache,
            disjoint: (0..n)
                .map(|d| {
                    matches!(iters[d], IteratorType::Parallel)
                        && maps[inits.clone()].iter().all(|m| m.results.contains(&AffineExpr::Dim(d as u32)))
                })
                .collect(),
            parallel_outer,
        };

        // Parallel: the inits' innermost dimension.
        let init_inner = |i: usize| match maps[i].results.last() {
            Some(AffineExpr::Dim(x)) => Some(*x as usize),
            _ => None,
        };
        if let Some(d) = init_inner(inits.start) {
            // Narrower vectors (halving) for a dimension shorter than the register: a few
            // channels (8 on AVX-512) still fill whole vectors.
            let mut vl = vl;
            while vl > 2 && static_size(d).is_some_and(|s| s < vl) {
                vl /= 2;
            }
            // A static size that whole vectors do not cover: the width with the fewest steps
            // (vectors plus the scalar remainder), whole vectors on a tie (72 channels on
            // AVX-512: nine 8-lane vectors, not four 16-lane ones and 8 scalars).
            if let Some(s) = static_size(d).filter(|&s| s % vl != 0) {
                let cost = |w: i64| (s / w + s % w, s % w != 0);
                vl = std::iter::successors(Some(vl), |&w| (w > 2).then_some(w / 2))
                    .min_by_key(|&w| cost(w))
                    .unwrap_or(vl);
            }
            let ok = matches!(iters[d], IteratorType::Parallel)
                && static_size(d).is_none_or(|s| s >= vl)
                && inits.clone().all(|i| {
                    inner_use(&maps[i], d) == Some(true) && unit_inner_stride(&ir.ctx, ir.value_ty(operands[i]))
                })
                && read.iter().all(|&i| {
                    !is_mem(i)
                        || match inner_use(&maps[i], d) {
                            Some(true) => unit_inner_stride(&ir.ctx, ir.value_ty(operands[i])),
                            Some(false) => true,
                            None => false,
                        }
                });
            if ok {
                // Reduction loops (convolution windows, pooling) go inside the vector loop,
                // carrying one accumulator, when the payload reads its single init as `%out`:
                // each element's updates keep their order (that of the reduction loops).
                let reds: Vec<usize> = (0..n).filter(|&k| matches!(iters[k], IteratorType::Reduction)).collect();
                // Only reduction loops after `d` (the loops' order otherwise: a column sum keeps
                // streaming rows).
                let inner = if inits.len() == 1 && read.contains(&inits.start) && reds.iter().all(|&r| r > d) {
                    reds
                } else {
                    vec![]
                };
                return Some(mk(Strategy::Parallel { d, inner }, None, vl));
            }
        }
        if windowed {
            return None;
        }

        // Reductions: one init, the last loop a reduction.
        let r = n - 1;
        if inits.len() != 1 || !matches!(iters[r], IteratorType::Reduction) || too_small(r) {
            return None;
        }
        let init = inits.start;
        if inner_use(&maps[init], r) != Some(false) {
            return None;
        }
        let comb = combiner(ir, body, term, args[init], reassoc)?;
        let inputs_ok = read.iter().filter(|&&i| i != init).all(|&i| {
            !is_mem(i)
                || match inner_use(&maps[i], r) {
                    Some(true) => unit_inner_stride(&ir.ctx, ir.value_ty(operands[i])),
                    Some(false) => true,
                    None => false,
                }
        });
        if !inputs_ok {
            return None;
        }
        if comb.1 {
            return Some(mk(Strategy::RowReduce { r }, Some(comb.0), vl));
        }
        // Ordered: lanes along the init's innermost dimension.
        let p = init_inner(init)?;
        if !matches!(iters[p], IteratorType::Parallel)
            || !(vl as u64).is_power_of_two()
            || too_small(p)
            || inner_use(&maps[init], p) != Some(true)
            || !unit_inner_stride(&ir.ctx, ir.value_ty(operands[init]))
        {
            return None;
        }
        Some(mk(Strategy::Ordered { p, r }, Some(comb.0), vl))
    }
}

/// The combiner of a reduction payload, and whether it may be reassociated.
fn combiner(ir: &Ir, body: Block, term: Op, out: Value, reassoc: bool) -> Option<(Combiner, bool)> {
    let y = *ir.operands(term).first()?;
    let c = ir.defining_op(y)?;
    if ir.parent_block(c) != Some(body) || !ir.has_one_use(y) || !ir.has_one_use(out) {
        return None;
    }
    let ops = ir.operands(c);
    if ops.len() != 2 {
        return None;
    }
    let out_pos = ops.iter().position(|&v| v == out)?;
    let t = ir.value_ty(y);
    let w = ir.ctx.int_width(t).unwrap_or(64);
    let umax = if w >= 64 { -1i128 } else { (1i128 << w) - 1 };
    let fneg_zero = |t: Type| match ir.ctx.float_kind(t) {
        Some(FloatKind::F64) => El::F((-0.0f64).to_bits()),
        _ => El::F(u64::from((-0.0f32).to_bits())),
    };
    let fval = |v: f64| match ir.ctx.float_kind(t) {
        Some(FloatKind::F64) => El::F(v.to_bits()),
        _ => El::F(u64::from((v as f32).to_bits())),
    };
    let fm_reassoc = ir
        .attr(c, "fastmath")
        .and_then(|a| ir.ctx.enum_value(a, &crate::ir::enums::ARITH_FASTMATH))
        .is_some_and(|v| v & 1 != 0);
    let (kind, neutral, float, exact) = match ir.op_name(c) {
        "arith.addf" => (0, fneg_zero(t), true, false),
        "arith.mulf" => (1, fval(1.0), true, false),
        "arith.minnumf" => (4, fval(f64::NAN), true, true),
        "arith.maxnumf" => (7, fval(f64::NAN), true, true),
        "arith.maximumf" => (11, fval(f64::NEG_INFINITY), true, true),
        "arith.minimumf" => (12, fval(f64::INFINITY), true, true),
        "arith.addi" => (0, El::I(0), false, true),
        "arith.muli" => (1, El::I(1), false, true),
        "arith.minui" => (2, El::I(umax), false, true),
        "arith.minsi" => (3, El::I((1i128 << (w - 1)) - 1), false, true),
        "arith.maxui" => (5, El::I(0), false, true),
        "arith.maxsi" => (6, El::I(-(1i128 << (w - 1))), false, true),
        "arith.andi" => (8, El::I(-1), false, true),
        "arith.ori" => (9, El::I(0), false, true),
        "arith.xori" => (10, El::I(0), false, true),
        _ => return None,
    };
    let may = exact || reassoc || fm_reassoc;
    Some((Combiner { op: c, out_pos, kind, neutral, float }, may))
}

fn vec_ty(ctx: &mut Context, t: Type, vl: i64) -> Type {
    ctx.ty(TypeKind::Vector { shape: vec![vl], scalable: vec![false], elem: t })
}

/// Emits the loop nest and the vector code of `op`, then erases it. `start`: the value its init
/// holds (that of a fill `op` overwrites, erased), read in place of the init.
fn lower(rw: &mut Rewriter, op: Op, plan: &Plan, start: Option<Value>) {
    let operands = rw.ir.operands(op).to_vec();
    let index = rw.ir.ctx.index_ty();
    // Loop sizes, as convert-linalg-to-loops takes them.
    let mut flat: Vec<(Value, usize)> = vec![];
    for &v in &operands {
        let ty = rw.ir.value_ty(v);
        if rw.ir.ctx.is_memref(ty) {
            let rank = rw.ir.ctx.shape(ty).map_or(0, |s| s.len());
            flat.extend((0..rank).map(|k| (v, k)));
        }
    }
    let sizes: Vec<Value> = plan
        .bound_pos
        .iter()
        .map(|&p| {
            let (v, k) = flat[p];
            let s = rw.ir.ctx.shape(rw.ir.value_ty(v)).map_or(DYNAMIC, |s| s[k]);
            if s == DYNAMIC {
                let c = build::index_const(rw, k as i64);
                rw.create_value("memref.dim", vec![v, c], index, vec![])
            } else {
                build::index_const(rw, s)
            }
        })
        .collect();
    let n = sizes.len();
    let mut ivs: Vec<Option<Value>> = vec![None; n];
    let skip: Vec<usize> = match plan.strategy {
        Strategy::Parallel { d, ref inner } => std::iter::once(d).chain(inner.iter().copied()).collect(),
        Strategy::RowReduce { r } => vec![r],
        Strategy::Ordered { p, r } => vec![p, r],
    };
    // Outer loops, in order; with `parallel-outer`, the first of more than one iteration is
    // an `scf.parallel` when its iterations write disjoint elements (the loops before it run
    // once). When there is none, the vector loop of the parallel strategy is.
    let mut par_done = !plan.parallel_outer;
    // The parallel strategy carrying reduction loops unrolls the innermost outer loop when its
    // vector loop has fewer accumulators than `ACCUMULATOR_BUDGET` (depthwise convolutions
    // and pooling over few channels: several output pixels per step share the filter's loads
    // and their chains run side by side).
    let unroll = match plan.strategy {
        Strategy::Parallel { ref inner, .. } if !inner.is_empty() => {
            (0..n).rev().find(|k| !skip.contains(k)).and_then(|u| {
                let t = ACCUMULATOR_BUDGET.min(const_index(rw.ir, sizes[u]).unwrap_or(i64::MAX));
                (t > 1 && plan.disjoint[u]).then_some((u, t))
            })
        }
        _ => None,
    };
    let mut unrolled = None;
    for k in 0..n {
        if skip.contains(&k) {
            continue;
        }
        let zero = build::index_const(rw, 0);
        let one = build::index_const(rw, 1);
        if !par_done && const_index(rw.ir, sizes[k]) != Some(1) {
            par_done = true;
            if plan.disjoint[k] {
                ivs[k] = Some(simple_parallel(rw, zero, sizes[k], one).1);
                continue;
            }
        }
        if let Some((u, t)) = unroll.filter(|&(u, _)| u == k) {
            // Steps of `t` iterations, then the remainder one at a time (below).
            let end = round_down(rw, sizes[u], t);
            let step = build::index_const(rw, t);
            let (lp, iv) = simple_for(rw, zero, end, step);
            ivs[k] = Some(iv);
            unrolled = Some((u, t, lp, end));
            continue;
        }
        ivs[k] = Some(simple_for(rw, zero, sizes[k], one).1);
    }
    let mut em = Em { plan, operands, ivs, vl: plan.vl, start, streamed: None, par_vector: !par_done };
    if let (Some((u, t, lp, end)), Strategy::Parallel { d, inner }) = (unrolled, &plan.strategy) {
        let iv = em.ivs[u].expect("loop variable");
        let us: Vec<Value> = (0..t)
            .map(|k| {
                if k == 0 {
                    return iv;
                }
                let c = build::index_const(rw, k);
                build::int_bin(rw, "arith.addi", iv, c)
            })
            .collect();
        em.parallel_reduce(rw, *d, inner, &sizes, Some((u, &us)), (ACCUMULATOR_BUDGET / t).max(1));
        rw.set_insertion_point_after(lp);
        if const_index(rw.ir, sizes[u]).is_none_or(|s| s % t != 0) {
            let one = build::index_const(rw, 1);
            let (lp, iv) = simple_for(rw, end, sizes[u], one);
            em.ivs[u] = Some(iv);
            em.parallel_reduce(rw, *d, inner, &sizes, None, MAX_ACCUMULATORS);
            rw.set_insertion_point_after(lp);
        }
        rw.erase_op(op);
        return;
    }
    if let Strategy::Ordered { p, r } = plan.strategy {
        em.streamed = em.streamed_rows(rw.ir, &em.read_inputs(rw.ir), p, r);
        if em.streamed.is_some() {
            em.vl = em.vl.min(STREAMED_ROWS);
        }
    }
    match plan.strategy {
        Strategy::Parallel { d, ref inner } if inner.is_empty() => em.parallel(rw, d, sizes[d]),
        Strategy::Parallel { d, ref inner } => em.parallel_reduce(rw, d, inner, &sizes, None, MAX_ACCUMULATORS),
        Strategy::RowReduce { r } => em.row_reduce(rw, r, sizes[r]),
        Strategy::Ordered { p, r } => em.ordered(rw, p, r, sizes[p], sizes[r]),
    }
    rw.erase_op(op);
}

/// `scf.for %iv = lb to ub step s` with an empty body; the insertion point moves into it
/// (before its yield). Returns the loop and its induction variable.
fn simple_for(rw: &mut Rewriter, lb: Value, ub: Value, step: Value) -> (Op, Value) {
    let index = rw.ir.ctx.index_ty();
    let (region, block) = rw.ir.new_region_with_block(&[index]);
    let f = rw.create("scf.for", vec![lb, ub, step], &[], vec![], vec![region]);
    crate::dialects::llvm::mark_vectorized_loop(rw.ir, f);
    rw.set_insertion_point_to_end(block);
    let y = rw.create("scf.yield", vec![], &[], vec![], vec![]);
    rw.set_insertion_point_before(y);
    (f, rw.ir.arg(block, 0))
}

/// `scf.parallel %iv = lb to ub step s` with an empty body; the insertion point moves into it
/// (before its `scf.reduce`). Returns the loop and its induction variable.
fn simple_parallel(rw: &mut Rewriter, lb: Value, ub: Value, step: Value) -> (Op, Value) {
    let index = rw.ir.ctx.index_ty();
    let (region, block) = rw.ir.new_region_with_block(&[index]);
    let seg = rw.ir.ctx.dense_i32_array(&[1, 1, 1, 0]);
    let p = rw.create("scf.parallel", vec![lb, ub, step], &[], vec![("operandSegmentSizes", seg)], vec![region]);
    rw.set_insertion_point_to_end(block);
    let y = rw.create("scf.reduce", vec![], &[], vec![], vec![]);
    rw.set_insertion_point_before(y);
    (p, rw.ir.arg(block, 0))
}

/// `scf.for` with iter_args: returns (the loop op, iv, iter block args); the insertion point is
/// at the end of the body (the caller creates the yield).
fn iter_for(rw: &mut Rewriter, lb: Value, ub: Value, step: Value, inits: Vec<Value>) -> (Op, Value, Vec<Value>) {
    let index = rw.ir.ctx.index_ty();
    let tys: Vec<Type> = inits.iter().map(|&v| rw.ir.value_ty(v)).collect();
    let mut arg_tys = vec![index];
    arg_tys.extend(&tys);
    let (region, block) = rw.ir.new_region_with_block(&arg_tys);
    let mut ops = vec![lb, ub, step];
    ops.extend(inits);
    let f = rw.create("scf.for", ops, &tys, vec![], vec![region]);
    crate::dialects::llvm::mark_vectorized_loop(rw.ir, f);
    rw.set_insertion_point_to_end(block);
    let args = rw.ir.args(block).to_vec();
    (f, args[0], args[1..].to_vec())
}

/// `n - n mod vl` (a constant when `n` is one).
fn round_down(rw: &mut Rewriter, n: Value, vl: i64) -> Value {
    if let Some(s) = const_index(rw.ir, n) {
        return build::index_const(rw, s - s % vl);
    }
    let c = build::index_const(rw, vl);
    let rem = build::int_bin(rw, "arith.remsi", n, c);
    build::int_bin(rw, "arith.subi", n, rem)
}

fn const_index(ir: &Ir, v: Value) -> Option<i64> {
    let o = ir.defining_op(v)?;
    if ir.op_name(o) != "arith.constant" {
        return None;
    }
    ir.attr(o, "value").and_then(|a| ir.ctx.as_int(a)).map(|x| x as i64)
}

/// The innermost body of `Em::reduce_nest`: (emitter, rewriter, loop variables, accumulators)
/// to the next accumulators.
type NestBody<'b> = dyn FnMut(&Em, &mut Rewriter, &[(usize, Value)], &[Value]) -> Vec<Value> + 'b;

struct Em<'p> {
    plan: &'p Plan,
    operands: Vec<Value>,
    ivs: Vec<Option<Value>>,
    /// Lanes per vector: the plan's, or fewer for an ordered reduction that streams its rows
    /// from memory (`STREAMED_ROWS`).
    vl: i64,
    /// What the init holds before the op (the value of a fill it overwrites): read in place of
    /// the init.
    start: Option<Value>,
    /// For an ordered reduction, the inputs it streams from memory (`streamed_rows`).
    streamed: Option<(Vec<usize>, i64)>,
    /// The vector loop of the parallel strategy is an `scf.parallel` (`parallel-outer`, no outer
    /// loop took it).
    par_vector: bool,
}

impl Em<'_> {
    /// Operand `i`'s indices at the loop variables (`overrides` first): a plain dimension is
    /// its variable, another expression an `affine.apply` (expanded by `lower-affine`).
    fn indices(&self, rw: &mut Rewriter, i: usize, overrides: &[(usize, Value)]) -> Vec<Value> {
        let map = &self.plan.maps[i];
        let iv = |d: usize| overrides.iter().find(|(k, _)| *k == d).map(|(_, v)| *v).or(self.ivs[d]);
        let mut out = vec![];
        for e in &map.results {
            if let AffineExpr::Dim(d) = *e {
                out.push(iv(d as usize).expect("loop variable"));
                continue;
            }
            let index = rw.ir.ctx.index_ty();
            // Loops the expression does not use may have no variable here: any index will do.
            let zero = build::index_const(rw, 0);
            let dims: Vec<Value> = (0..map.dims as usize)
                .map(|d| {
                    debug_assert!(iv(d).is_some() || !e.is_function_of_dim(d as u32), "loop variable");
                    iv(d).unwrap_or(zero)
                })
                .collect();
            let m = AffineMap { dims: map.dims, syms: 0, results: vec![e.clone()] };
            let a = rw.ir.ctx.affine_map_attr(m);
            out.push(rw.create_value("affine.apply", dims, index, vec![("map", a)]));
        }
        out
    }
    fn is_mem(&self, ir: &Ir, i: usize) -> bool {
        ir.ctx.is_memref(ir.value_ty(self.operands[i]))
    }
    fn scalar_load(&self, rw: &mut Rewriter, i: usize, ov: &[(usize, Value)]) -> Value {
        let v = self.operands[i];
        if let (Some(s), true) = (self.start, i == self.plan.inits_start) {
            return s;
        }
        if !self.is_mem(rw.ir, i) {
            return v;
        }
        let elem = rw.ir.ctx.elem_ty(rw.ir.value_ty(v));
        let mut ops = vec![v];
        ops.extend(self.indices(rw, i, ov));
        let f = rw.ir.ctx.bool_attr(false);
        rw.create_value("memref.load", ops, elem, vec![("nontemporal", f)])
    }
    /// A read prefetch of operand `i`'s element into the L2 cache (`locality<1>`).
    fn prefetch(&self, rw: &mut Rewriter, i: usize, ov: &[(usize, Value)]) {
        let mut ops = vec![self.operands[i]];
        ops.extend(self.indices(rw, i, ov));
        let i32t = rw.ir.ctx.int_ty(32);
        let attrs = vec![
            ("isWrite", rw.ir.ctx.bool_attr(false)),
            ("localityHint", rw.ir.ctx.int_attr(i32t, 1)),
            ("isDataCache", rw.ir.ctx.bool_attr(true)),
        ];
        rw.create("memref.prefetch", ops, &[], attrs, vec![]);
    }
    /// The inputs an ordered reduction streams from memory, one row per lane, that are worth
    /// prefetching (larger than the L2 cache, or of dynamic size): those whose rows are along `p`
    /// and whose innermost dimension is `r`. With the element size in bytes of the first, which
    /// sets the prefetch distance they share (one column index). None when there are none.
    fn streamed_rows(&self, ir: &Ir, read: &[usize], p: usize, r: usize) -> Option<(Vec<usize>, i64)> {
        if self.plan.l2_cache <= 0 {
            return None;
        }
        let mut out: Option<(Vec<usize>, i64)> = None;
        for &i in read {
            let t = ir.value_ty(self.operands[i]);
            let m = &self.plan.maps[i];
            if !self.is_mem(ir, i)
                || inner_use(m, r) != Some(true)
                || !m.results.iter().any(|e| e.is_function_of_dim(p as u32))
            {
                continue;
            }
            let Some(bytes) = elem_width(&ir.ctx, ir.ctx.elem_ty(t)).map(|w| i64::from(w) / 8) else { continue };
            let size = ir
                .ctx
                .shape(t)
                .and_then(|s| s.iter().try_fold(bytes, |n, &d| (d != DYNAMIC).then(|| n.saturating_mul(d))));
            if size.is_none_or(|n| n > self.plan.l2_cache) {
                out.get_or_insert_with(|| (vec![], bytes.max(1))).0.push(i);
            }
        }
        out
    }
    fn scalar_store(&self, rw: &mut Rewriter, i: usize, val: Value, ov: &[(usize, Value)]) {
        let mut ops = vec![val, self.operands[i]];
        ops.extend(self.indices(rw, i, ov));
        let f = rw.ir.ctx.bool_attr(false);
        rw.create("memref.store", ops, &[], vec![("nontemporal", f)], vec![]);
    }
    /// Operand `i` as a vector along loop `d` (at `at`): a vector load when its map has `d`,
    /// else a broadcast of its scalar.
    fn vector_load(&self, rw: &mut Rewriter, i: usize, d: usize, at: Value, ov: &[(usize, Value)]) -> Value {
        let v = self.operands[i];
        let elem = if self.is_mem(rw.ir, i) { rw.ir.ctx.elem_ty(rw.ir.value_ty(v)) } else { rw.ir.value_ty(v) };
        let vt = vec_ty(&mut rw.ir.ctx, elem, self.vl);
        let filled = self.start.is_some() && i == self.plan.inits_start;
        if self.is_mem(rw.ir, i) && inner_use(&self.plan.maps[i], d) == Some(true) && !filled {
            let mut o = ov.to_vec();
            o.push((d, at));
            let mut ops = vec![v];
            ops.extend(self.indices(rw, i, &o));
            return rw.create_value("vector.load", ops, vt, vec![]);
        }
        let s = self.scalar_load(rw, i, ov);
        rw.create_value("vector.broadcast", vec![s], vt, vec![])
    }
    fn vector_store(&self, rw: &mut Rewriter, i: usize, val: Value, d: usize, at: Value, ov: &[(usize, Value)]) {
        let mut o = ov.to_vec();
        o.push((d, at));
        let mut ops = vec![val, self.operands[i]];
        ops.extend(self.indices(rw, i, &o));
        rw.create("vector.store", ops, &[], vec![], vec![]);
    }

    /// Clones the payload (but `skip`) with the block arguments mapped in `map`; with `vl`,
    /// on vectors of that length (values from outside broadcast, math expanded). Returns the
    /// yielded values.
    fn payload(&self, rw: &mut Rewriter, map: &mut IrMapping, vl: Option<i64>, skip: Option<Op>) -> Vec<Value> {
        let body = self.plan.body;
        let ops: Vec<Op> = rw.ir.ops(body).collect();
        let (&term, ops) = ops.split_last().expect("terminator");
        for &o in ops {
            if Some(o) == skip {
                continue;
            }
            match vl {
                None => {
                    rw.clone_op(o, map);
                }
                Some(vl) => self.clone_vector(rw, o, map, vl),
            }
        }
        if skip.is_some() {
            return vec![];
        }
        rw.ir.operands(term).to_vec().into_iter().map(|v| self.get(rw, map, v, vl)).collect()
    }

    /// `v` in the clone: mapped, or (defined outside the payload) as it is / broadcast.
    fn get(&self, rw: &mut Rewriter, map: &mut IrMapping, v: Value, vl: Option<i64>) -> Value {
        let m = map.value(v);
        if m != v || !self.outside(rw.ir, v) {
            return m;
        }
        match vl {
            None => v,
            Some(vl) => {
                let t = rw.ir.value_ty(v);
                let vt = vec_ty(&mut rw.ir.ctx, t, vl);
                let b = rw.create_value("vector.broadcast", vec![v], vt, vec![]);
                map.map_value(v, b);
                b
            }
        }
    }
    fn outside(&self, ir: &Ir, v: Value) -> bool {
        match ir.value_def(v) {
            ValueDef::Result(o, _) => ir.parent_block(o) != Some(self.plan.body),
            ValueDef::Arg(b, _) => b != self.plan.body,
            ValueDef::Placeholder => true,
        }
    }
    fn clone_vector(&self, rw: &mut Rewriter, o: Op, map: &mut IrMapping, vl: i64) {
        if rw.ir.op_name(o) == "arith.constant" {
            let c = rw.clone_op(o, &mut IrMapping::new());
            let s = rw.ir.result(c, 0);
            let t = rw.ir.value_ty(s);
            let vt = vec_ty(&mut rw.ir.ctx, t, vl);
            let b = rw.create_value("vector.broadcast", vec![s], vt, vec![]);
            map.map_value(rw.ir.result(o, 0), b);
            return;
        }
        let operands: Vec<Value> = rw.ir.operands(o).to_vec();
        let operands: Vec<Value> = operands.into_iter().map(|v| self.get(rw, map, v, Some(vl))).collect();
        let r = rebuild(rw, o, operands, vl, self.plan.fma);
        map.map_value(rw.ir.result(o, 0), r);
    }

    /// The combiner on `acc` and `x` (vectors or scalars alike).
    fn combine(&self, rw: &mut Rewriter, acc: Value, x: Value) -> Value {
        let c = self.plan.combiner.expect("a reduction");
        let mut ops = vec![x, x];
        ops[c.out_pos] = acc;
        let t = rw.ir.value_ty(acc);
        let name = rw.ir.op_name_sym(c.op);
        let props = rw.ir.props(c.op).to_vec();
        let attrs = rw.ir.attrs(c.op).to_vec();
        let loc = rw.ir.loc(c.op);
        let new = rw.ir.create_op(name, ops, &[t], props, attrs, vec![], vec![], loc);
        rw.insert(new);
        rw.ir.result(new, 0)
    }
    /// The combiner's other operand (`x` of `combine(x, %out)`) in the clone.
    fn combined(&self, rw: &mut Rewriter, map: &mut IrMapping, vl: Option<i64>) -> Value {
        let c = self.plan.combiner.expect("a reduction");
        let x = rw.ir.operands(c.op)[1 - c.out_pos];
        self.get(rw, map, x, vl)
    }
    fn read_inputs(&self, ir: &Ir) -> Vec<usize> {
        let args = ir.args(self.plan.body);
        (0..self.plan.inits_start).filter(|&i| !ir.use_empty(args[i])).collect()
    }
    fn arg(&self, ir: &Ir, i: usize) -> Value {
        ir.arg(self.plan.body, i)
    }

    fn parallel(&self, rw: &mut Rewriter, d: usize, n: Value) {
        let vl = self.vl;
        let zero = build::index_const(rw, 0);
        let step = build::index_const(rw, vl);
        let end = round_down(rw, n, vl);
        let args = rw.ir.args(self.plan.body).to_vec();
        let read: Vec<usize> = (0..args.len()).filter(|&i| !rw.ir.use_empty(args[i])).collect();
        let (lp, iv) = if self.par_vector && self.plan.disjoint[d] {
            simple_parallel(rw, zero, end, step)
        } else {
            simple_for(rw, zero, end, step)
        };
        let mut map = IrMapping::new();
        for &i in &read {
            let v = self.vector_load(rw, i, d, iv, &[]);
            map.map_value(args[i], v);
        }
        let ys = self.payload(rw, &mut map, Some(vl), None);
        for (k, y) in ys.into_iter().enumerate() {
            self.vector_store(rw, self.plan.inits_start + k, y, d, iv, &[]);
        }
        rw.set_insertion_point_after(lp);
        if const_index(rw.ir, n).is_some_and(|s| s % vl == 0) {
            return;
        }
        let one = build::index_const(rw, 1);
        let (lp, iv) = simple_for(rw, end, n, one);
        let mut map = IrMapping::new();
        for &i in &read {
            let v = self.scalar_load(rw, i, &[(d, iv)]);
            map.map_value(args[i], v);
        }
        let ys = self.payload(rw, &mut map, None, None);
        for (k, y) in ys.into_iter().enumerate() {
            self.scalar_store(rw, self.plan.inits_start + k, y, &[(d, iv)]);
        }
        rw.set_insertion_point_after(lp);
    }

    /// The parallel strategy with the reduction loops `reds` inside the vector loop over `d`:
    /// the init is loaded once per vector, carried through the reduction loops (in order) as
    /// the payload's `%out`, and stored once; then the same on scalars for the remainder. With
    /// `unroll = (u, values)`, the step does the same at each of the values of loop `u`.
    fn parallel_reduce(
        &self,
        rw: &mut Rewriter,
        d: usize,
        reds: &[usize],
        sizes: &[Value],
        unroll: Option<(usize, &[Value])>,
        max_per_step: i64,
    ) {
        let vl = self.vl;
        let init = self.plan.inits_start;
        let n = sizes[d];
        let zero = build::index_const(rw, 0);
        let per_step = vectors_per_step(rw.ir, n, vl, max_per_step);
        let step = build::index_const(rw, vl * per_step);
        let end = round_down(rw, n, vl);
        // Loop `u`'s value per unrolled iteration (none: its loop variable).
        let us: Vec<Option<(usize, Value)>> = match unroll {
            Some((u, vals)) => vals.iter().map(|&v| Some((u, v))).collect(),
            None => vec![None],
        };
        // The payload at the loop variables `ov`, per accumulator: on vectors at `d` = `at`,
        // or on scalars, with loop `u` at its value.
        let step_body = |lanes: Vec<(Option<Value>, Option<(usize, Value)>)>| {
            move |em: &Em, rw: &mut Rewriter, ov: &[(usize, Value)], accs: &[Value]| -> Vec<Value> {
                let read = em.read_inputs(rw.ir);
                accs.iter()
                    .zip(&lanes)
                    .map(|(&acc, &(at, u))| {
                        let mut ov = ov.to_vec();
                        ov.extend(u);
                        let mut map = IrMapping::new();
                        for &i in &read {
                            let v = match at {
                                Some(at) => em.vector_load(rw, i, d, at, &ov),
                                None => em.scalar_load(rw, i, &ov),
                            };
                            map.map_value(em.arg(rw.ir, i), v);
                        }
                        map.map_value(em.arg(rw.ir, init), acc);
                        em.payload(rw, &mut map, at.is_some().then_some(vl), None)[0]
                    })
                    .collect()
            }
        };
        let (lp, iv) = simple_for(rw, zero, end, step);
        let at: Vec<Value> = (0..per_step)
            .map(|k| {
                if k == 0 {
                    return iv;
                }
                let off = build::index_const(rw, k * vl);
                build::int_bin(rw, "arith.addi", iv, off)
            })
            .collect();
        let lanes: Vec<(Option<Value>, Option<(usize, Value)>)> =
            us.iter().flat_map(|&u| at.iter().map(move |&a| (Some(a), u))).collect();
        let accs: Vec<Value> =
            lanes.iter().map(|&(a, u)| self.vector_load(rw, init, d, a.unwrap(), &Vec::from_iter(u))).collect();
        let outs = self.reduce_nest(rw, reds, sizes, accs, &mut vec![], &mut step_body(lanes.clone()));
        for (out, (a, u)) in outs.into_iter().zip(lanes) {
            self.vector_store(rw, init, out, d, a.unwrap(), &Vec::from_iter(u));
        }
        rw.set_insertion_point_after(lp);
        if const_index(rw.ir, n).is_some_and(|s| s % vl == 0) {
            return;
        }
        let one = build::index_const(rw, 1);
        let (lp, iv) = simple_for(rw, end, n, one);
        let lanes: Vec<(Option<Value>, Option<(usize, Value)>)> = us.iter().map(|&u| (None, u)).collect();
        let at_d = |u: Option<(usize, Value)>| -> Vec<(usize, Value)> { std::iter::once((d, iv)).chain(u).collect() };
        let accs: Vec<Value> = lanes.iter().map(|&(_, u)| self.scalar_load(rw, init, &at_d(u))).collect();
        let outs = self.reduce_nest(rw, reds, sizes, accs, &mut vec![(d, iv)], &mut step_body(lanes.clone()));
        for (out, (_, u)) in outs.into_iter().zip(lanes) {
            self.scalar_store(rw, init, out, &at_d(u));
        }
        rw.set_insertion_point_after(lp);
    }

    /// Loops over `reds` (outermost first) carrying `accs`; `body(overrides, accs)` gives the
    /// next values in the innermost. Returns the final values (after the loops).
    fn reduce_nest(
        &self,
        rw: &mut Rewriter,
        reds: &[usize],
        sizes: &[Value],
        accs: Vec<Value>,
        ov: &mut Vec<(usize, Value)>,
        body: &mut NestBody<'_>,
    ) -> Vec<Value> {
        let Some((&r, rest)) = reds.split_first() else {
            return body(self, rw, ov, &accs);
        };
        if let Some(k) = const_index(rw.ir, sizes[r]).filter(|&k| rest.is_empty() && k <= MAX_UNROLLED_WINDOW) {
            let mut accs = accs;
            for j in 0..k {
                let j = build::index_const(rw, j);
                ov.push((r, j));
                accs = body(self, rw, ov, &accs);
                ov.pop();
            }
            return accs;
        }
        let zero = build::index_const(rw, 0);
        let one = build::index_const(rw, 1);
        let (lp, iv, accs) = iter_for(rw, zero, sizes[r], one, accs);
        ov.push((r, iv));
        let next = self.reduce_nest(rw, rest, sizes, accs, ov, body);
        ov.pop();
        rw.create("scf.yield", next, &[], vec![], vec![]);
        rw.set_insertion_point_after(lp);
        rw.ir.results(lp).to_vec()
    }

    fn row_reduce(&self, rw: &mut Rewriter, r: usize, n: Value) {
        let vl = self.vl;
        let c = self.plan.combiner.expect("a reduction");
        let init = self.plan.inits_start;
        let acc0 = self.scalar_load(rw, init, &[]);
        let t = rw.ir.value_ty(acc0);
        let vt = vec_ty(&mut rw.ir.ctx, t, vl);
        let neutral = make(&mut rw.ir.ctx, vt, vec![c.neutral]).expect("splat");
        let neutral = rw.create_value("arith.constant", vec![], vt, vec![("value", neutral)]);
        let zero = build::index_const(rw, 0);
        let step = build::index_const(rw, vl);
        let end = round_down(rw, n, vl);
        let read = self.read_inputs(rw.ir);
        let (lp, iv, accs) = iter_for(rw, zero, end, step, vec![neutral]);
        let mut map = IrMapping::new();
        for &i in &read {
            let v = self.vector_load(rw, i, r, iv, &[]);
            map.map_value(self.arg(rw.ir, i), v);
        }
        self.payload(rw, &mut map, Some(vl), Some(c.op));
        let x = self.combined(rw, &mut map, Some(vl));
        let next = self.combine(rw, accs[0], x);
        rw.create("scf.yield", vec![next], &[], vec![], vec![]);
        rw.set_insertion_point_after(lp);
        let kind = rw.ir.ctx.enum_attr(&crate::ir::enums::VECTOR_KIND, c.kind);
        let fm = rw.ir.ctx.enum_attr(&crate::ir::enums::ARITH_FASTMATH, if c.float && c.kind <= 1 { 1 } else { 0 });
        let v = rw.ir.result(lp, 0);
        let mut red = rw.create_value("vector.reduction", vec![v, acc0], t, vec![("kind", kind), ("fastmath", fm)]);
        if const_index(rw.ir, n).is_none_or(|s| s % vl != 0) {
            let one = build::index_const(rw, 1);
            let (lp, iv, accs) = iter_for(rw, end, n, one, vec![red]);
            let mut map = IrMapping::new();
            for &i in &read {
                let v = self.scalar_load(rw, i, &[(r, iv)]);
                map.map_value(self.arg(rw.ir, i), v);
            }
            self.payload(rw, &mut map, None, Some(c.op));
            let x = self.combined(rw, &mut map, None);
            let next = self.combine(rw, accs[0], x);
            rw.create("scf.yield", vec![next], &[], vec![], vec![]);
            rw.set_insertion_point_after(lp);
            red = rw.ir.result(lp, 0);
        }
        self.scalar_store(rw, init, red, &[]);
    }

    fn ordered(&self, rw: &mut Rewriter, p: usize, r: usize, np: Value, nr: Value) {
        let vl = self.vl;
        let c = self.plan.combiner.expect("a reduction");
        let init = self.plan.inits_start;
        let read = self.read_inputs(rw.ir);
        let zero = build::index_const(rw, 0);
        let step = build::index_const(rw, vl);
        let one = build::index_const(rw, 1);
        let pend = round_down(rw, np, vl);
        let rend = round_down(rw, nr, vl);
        let r_rest = const_index(rw.ir, nr).is_none_or(|s| s % vl != 0);
        // Blocks of VL rows.
        let (plp, pv) = simple_for(rw, zero, pend, step);
        let acc0 = self.vector_load(rw, init, p, pv, &[]);
        let streamed = &self.streamed;
        // Loop-invariant parts of the prefetched position: the distance in elements
        // (`PREFETCH_BYTES` over the `VL` rows), the next block and the last column and block.
        let bounds = streamed.as_ref().map(|&(_, bytes)| {
            let pv_next = build::int_bin(rw, "arith.addi", pv, step);
            let last_col = build::int_bin(rw, "arith.subi", nr, one);
            let last_block = build::int_bin(rw, "arith.subi", np, step);
            (PREFETCH_BYTES / vl / bytes, pv_next, last_col, last_block)
        });
        let (lp, rv, accs) = iter_for(rw, zero, rend, step, vec![acc0]);
        // What is prefetched: `PREFETCH_BYTES / VL` ahead in each row; past a row's end, the start of
        // the row `VL` rows down (the next block's), so that the next block's rows do not all
        // begin with a miss. The first of the `VL` rows and the column.
        let ahead = bounds.map(|(elems, pv_next, last_col, last_block)| {
            let d = build::index_const(rw, elems);
            let at = build::int_bin(rw, "arith.addi", rv, d);
            let in_row = build::cmpi(rw, build::SLT, at, nr);
            let wrapped = build::int_bin(rw, "arith.subi", at, nr);
            let col = build::select(rw, in_row, at, wrapped);
            let col = build::int_bin(rw, "arith.minsi", col, last_col);
            let down = build::select(rw, in_row, pv, pv_next);
            let row = build::int_bin(rw, "arith.minsi", down, last_block);
            (row, col)
        });
        let mut rows = vec![];
        for k in 0..vl {
            let kc = build::index_const(rw, k);
            let pk = build::int_bin(rw, "arith.addi", pv, kc);
            let mut map = IrMapping::new();
            if let (Some((row, col)), Some((inputs, _))) = (ahead, streamed) {
                let rk = build::int_bin(rw, "arith.addi", row, kc);
                for &i in inputs {
                    self.prefetch(rw, i, &[(p, rk), (r, col)]);
                }
            }
            for &i in &read {
                let v = self.vector_load(rw, i, r, rv, &[(p, pk)]);
                map.map_value(self.arg(rw.ir, i), v);
            }
            self.payload(rw, &mut map, Some(vl), Some(c.op));
            rows.push(self.combined(rw, &mut map, Some(vl)));
        }
        let cols = transpose(rw, rows);
        let mut acc = accs[0];
        for col in cols {
            acc = self.combine(rw, acc, col);
        }
        rw.create("scf.yield", vec![acc], &[], vec![], vec![]);
        rw.set_insertion_point_after(lp);
        let mut acc = rw.ir.result(lp, 0);
        if r_rest {
            let (lp, rv, accs) = iter_for(rw, rend, nr, one, vec![acc]);
            let mut xs = vec![];
            for k in 0..vl {
                let kc = build::index_const(rw, k);
                let pk = build::int_bin(rw, "arith.addi", pv, kc);
                let mut map = IrMapping::new();
                for &i in &read {
                    let v = self.scalar_load(rw, i, &[(p, pk), (r, rv)]);
                    map.map_value(self.arg(rw.ir, i), v);
                }
                self.payload(rw, &mut map, None, Some(c.op));
                xs.push(self.combined(rw, &mut map, None));
            }
            let vt = rw.ir.value_ty(acc);
            let col = rw.create_value("vector.from_elements", xs, vt, vec![]);
            let next = self.combine(rw, accs[0], col);
            rw.create("scf.yield", vec![next], &[], vec![], vec![]);
            rw.set_insertion_point_after(lp);
            acc = rw.ir.result(lp, 0);
        }
        self.vector_store(rw, init, acc, p, pv, &[]);
        rw.set_insertion_point_after(plp);
        if const_index(rw.ir, np).is_some_and(|s| s % vl == 0) {
            return;
        }
        // Remaining rows: the scalar loop.
        let (plp, pv) = simple_for(rw, pend, np, one);
        let s0 = self.scalar_load(rw, init, &[(p, pv)]);
        let (lp, rv, accs) = iter_for(rw, zero, nr, one, vec![s0]);
        let mut map = IrMapping::new();
        for &i in &read {
            let v = self.scalar_load(rw, i, &[(p, pv), (r, rv)]);
            map.map_value(self.arg(rw.ir, i), v);
        }
        self.payload(rw, &mut map, None, Some(c.op));
        let x = self.combined(rw, &mut map, None);
        let next = self.combine(rw, accs[0], x);
        rw.create("scf.yield", vec![next], &[], vec![], vec![]);
        rw.set_insertion_point_after(lp);
        let s = rw.ir.result(lp, 0);
        self.scalar_store(rw, init, s, &[(p, pv)]);
        rw.set_insertion_point_after(plp);
    }
}

/// `o` rebuilt on `operands` with its results as vectors of `vl`; math ops are expanded into
/// mlirc's polynomials. Returns the (first) result.
fn rebuild(rw: &mut Rewriter, o: Op, operands: Vec<Value>, vl: i64, fma: bool) -> Value {
    let results: Vec<Value> = rw.ir.results(o).to_vec();
    let tys: Vec<Type> = results
        .iter()
        .map(|&r| {
            let t = rw.ir.value_ty(r);
            vec_ty(&mut rw.ir.ctx, t, vl)
        })
        .collect();
    let name = rw.ir.op_name_sym(o);
    let props = rw.ir.props(o).to_vec();
    let attrs = rw.ir.attrs(o).to_vec();
    let loc = rw.ir.loc(o);
    let new = rw.ir.create_op(name, operands, &tys, props, attrs, vec![], vec![], loc);
    rw.insert(new);
    let r = rw.ir.result(new, 0);
    if rw.ir.op_name(new).starts_with("math.") {
        if let Some(v) = math_approximation::expand(rw.ir, new, true, fma) {
            return v;
        }
    }
    r
}

/// The transpose of `rows` (`n` vectors of `n` lanes, `n` a power of two), returned as columns
/// in order, in `log2 n` rounds of two-source shuffles that targets have as single instructions
/// (x86 `unpcklps`/`unpckhps`, `unpcklpd`/`unpckhpd`, `shuff32x4`; AArch64 `zip1`/`zip2`): first
/// `log2 w` rounds interleave groups of 1, 2, ... lanes within each 128-bit block of `w` lanes
/// (the low or the high halves of the blocks of two vectors), then whole blocks (the even or the
/// odd blocks of two vectors). Round `k` pairs the vectors `i` and `i + 2^k`. The rounds leave the
/// columns in a permuted order, which a simulation of the lanes (`n`x`n` labels) recovers.
fn transpose(rw: &mut Rewriter, rows: Vec<Value>) -> Vec<Value> {
    let n = rows.len();
    let vt = rw.ir.value_ty(rows[0]);
    let elem_bits = elem_width(&rw.ir.ctx, rw.ir.ctx.elem_ty(vt)).unwrap_or(32);
    let w = (128 / elem_bits.max(1) as usize).clamp(1, n);
    // Two-source masks: lanes `0..n` of the first vector, `n..2n` of the second.
    let unpack = |g: usize, hi: bool| -> Vec<i64> {
        let mut m = vec![];
        for block in 0..n / w {
            let base = block * w + if hi { w / 2 } else { 0 };
            for t in 0..w / (2 * g) {
                m.extend((0..g).map(|x| (base + t * g + x) as i64));
                m.extend((0..g).map(|x| (n + base + t * g + x) as i64));
            }
        }
        m
    };
    let blocks = |odd: usize| -> Vec<i64> {
        let mut m = vec![];
        for src in [0, n] {
            for b in (0..n / w).step_by(2) {
                m.extend((0..w).map(|x| (src + (b + odd) * w + x) as i64));
            }
        }
        m
    };
    let mut rounds = vec![];
    let mut g = 1;
    while g < w {
        rounds.push((unpack(g, false), unpack(g, true)));
        g *= 2;
    }
    while 1 << rounds.len() < n {
        rounds.push((blocks(0), blocks(1)));
    }
    // Lane labels: `label[v][l]` is the (row, column) of the element in lane `l` of vector `v`.
    let mut label: Vec<Vec<(usize, usize)>> = (0..n).map(|r| (0..n).map(|c| (r, c)).collect()).collect();
    let mut vals = rows;
    for (k, (lo, hi)) in rounds.iter().enumerate() {
        let st = 1 << k;
        let (lo_attr, hi_attr) = (rw.ir.ctx.dense_i64_array(lo), rw.ir.ctx.dense_i64_array(hi));
        for i in (0..n).filter(|i| i & st == 0) {
            let (a, c) = (vals[i], vals[i + st]);
            let pick = |m: &[i64]| -> Vec<(usize, usize)> {
                m.iter()
                    .map(|&x| if (x as usize) < n { label[i][x as usize] } else { label[i + st][x as usize - n] })
                    .collect()
            };
            let (llo, lhi) = (pick(lo), pick(hi));
            vals[i] = rw.create_value("vector.shuffle", vec![a, c], vt, vec![("mask", lo_attr)]);
            vals[i + st] = rw.create_value("vector.shuffle", vec![a, c], vt, vec![("mask", hi_attr)]);
            label[i] = llo;
            label[i + st] = lhi;
        }
    }
    let mut cols = vec![None; n];
    for (v, lanes) in vals.into_iter().zip(&label) {
        let c = lanes[0].1;
        assert!(lanes.iter().enumerate().all(|(l, &(r, cc))| r == l && cc == c), "a transposing shuffle sequence");
        cols[c] = Some(v);
    }
    cols.into_iter().map(|c| c.expect("every column")).collect()
}
