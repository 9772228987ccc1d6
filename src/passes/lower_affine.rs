//! `lower-affine`: affine ops to `scf`, `arith` and `memref` ops.
//!
//! Takes: verified IR. Gives: the same IR without `affine.for`, `affine.if`, `affine.parallel`,
//! `affine.load`, `affine.store`, `affine.apply`, `affine.min`, `affine.max` and
//! `affine.yield`, expanded as upstream's pass does:
//!
//! - affine expressions become `index` arithmetic in visiting order (left operand, right
//!   operand, op; each constant its own `arith.constant`): `+` → `addi`, `*` → `muli nsw`,
//!   `mod` → `remsi` made non-negative with a `select`, `floordiv`/`ceildiv` → `divsi` of an
//!   operand adjusted by sign so that the result rounds toward −∞ / +∞;
//! - `affine.for` → `scf.for` from the `maxsi` of the lower-bound results to the `minsi` of the
//!   upper-bound results with a constant step; `affine.parallel` → `scf.parallel` with bounds
//!   per dimension and its reductions as `scf.reduce` regions from an identity value (a 0-D
//!   band → its body, inlined, each reduction combining its identity with the yielded value;
//!   a band with a step `<= 0`, which upstream's verifier accepts but `scf.parallel` cannot
//!   express → an `scf.while` that never ends or never runs, see
//!   `lower_parallel_nonpositive_steps`);
//! - `affine.if` → `scf.if` on the `andi` of the constraints (`e >= 0` → `cmpi sge`,
//!   `e == 0` → `cmpi eq`); `affine.yield` → `scf.yield`;
//! - `affine.load`/`affine.store`/`affine.prefetch` → `memref.load`/`memref.store`/
//!   `memref.prefetch`, `affine.vector_load`/`affine.vector_store` → `vector.load`/
//!   `vector.store`, at the expanded map results;
//!   `affine.apply`/`affine.min`/`affine.max` → the expansion (and a `minsi`/`maxsi` chain);
//! - `affine.linearize_index` → `Σ index_i * stride_i` (`muli`/`addi nsw`), and
//!   `affine.delinearize_index` → `floordivsi` by the outermost stride, `divsi` of the
//!   non-negative remainder by each inner stride, the last the remainder; strides are suffix
//!   products of the basis (its outer bound unused), a constant for the static part times the
//!   product of the dynamic entries.
//!
//! Any other affine op is a diagnostic naming it. Outer ops are lowered first, from one
//! pre-order list made at the start; each op is replaced through the rewriter (O(uses)), so
//! the pass is linear in the size of the function.

use crate::diag::Diagnostic;
use crate::dialects::common::segments;
use crate::ir::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use crate::ir::rewrite::Rewriter as Builder;
use crate::ir::*;

type Res<T> = Result<T, Diagnostic>;

const REDUCTIONS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

pub fn run(ir: &mut Ir, top: Op) -> Result<(), Vec<Diagnostic>> {
    let mut work = vec![];
    ir.walk(top, &mut |o| {
        if ir.def(o).dialect() == "affine" || ir.op_name(o).starts_with("affine.") {
            work.push(o);
        }
    });
    for op in work {
        if ir.is_erased(op) {
            continue;
        }
        let r = match ir.op_name(op) {
            "affine.for" => lower_for(ir, op),
            "affine.if" => lower_if(ir, op),
            "affine.parallel" => lower_parallel(ir, op),
            "affine.load" => lower_access(ir, op, "memref.load", 0),
            "affine.store" => lower_access(ir, op, "memref.store", 1),
            "affine.vector_load" => lower_access(ir, op, "vector.load", 0),
            "affine.vector_store" => lower_access(ir, op, "vector.store", 1),
            "affine.prefetch" => lower_access(ir, op, "memref.prefetch", 0),
            "affine.apply" => lower_apply(ir, op, None),
            "affine.min" => lower_apply(ir, op, Some("arith.minsi")),
            "affine.max" => lower_apply(ir, op, Some("arith.maxsi")),
            "affine.linearize_index" => lower_linearize(ir, op),
            "affine.delinearize_index" => lower_delinearize(ir, op),
            // Terminators go with the op owning their region.
            "affine.yield" => Ok(()),
            _ => Err(err(ir, op, "cannot be lowered by lower-affine yet")),
        };
        r.map_err(|d| vec![d])?;
    }
    Ok(())
}

fn err(ir: &Ir, op: Op, msg: &str) -> Diagnostic {
    Diagnostic::error(ir.loc(op), format!("'{}' op {msg}", ir.op_name(op)))
}

fn map_prop(ir: &Ir, op: Op, name: &str) -> Res<AffineMap> {
    ir.attr(op, name)
        .and_then(|a| ir.ctx.as_affine_map(a))
        .cloned()
        .ok_or_else(|| err(ir, op, &format!("has no affine map '{name}'")))
}

fn set_prop(ir: &Ir, op: Op) -> Res<IntegerSet> {
    match ir.attr(op, "condition").map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::IntegerSet(s)) => Ok(s.clone()),
        _ => Err(err(ir, op, "has no integer set 'condition'")),
    }
}

// ----- building -----

fn value_of(b: &mut Builder, name: &str, operands: Vec<Value>, ty: Type, props: Vec<(&str, Attr)>) -> Value {
    let op = b.create(name, operands, &[ty], props, vec![]);
    b.ir.result(op, 0)
}

fn cst(b: &mut Builder, v: i64) -> Value {
    let t = b.ir.ctx.index_ty();
    let a = b.ir.ctx.index_attr(v);
    value_of(b, "arith.constant", vec![], t, vec![("value", a)])
}

fn ovf(b: &mut Builder, flag: &str) -> Attr {
    let def = &crate::ir::enums::ARITH_OVERFLOW;
    b.ir.ctx.enum_attr(def, def.parse_body(flag).unwrap_or(0))
}

fn int_op(b: &mut Builder, name: &str, l: Value, r: Value) -> Value {
    let t = b.ir.value_ty(l);
    let props = if matches!(name, "arith.addi" | "arith.subi" | "arith.muli") {
        vec![("overflowFlags", ovf(b, "none"))]
    } else {
        vec![]
    };
    value_of(b, name, vec![l, r], t, props)
}

fn cmpi(b: &mut Builder, pred: i128, l: Value, r: Value) -> Value {
    let i64t = b.ir.ctx.int_ty(64);
    let i1 = b.ir.ctx.int_ty(1);
    let p = b.ir.ctx.int_attr(i64t, pred);
    value_of(b, "arith.cmpi", vec![l, r], i1, vec![("predicate", p)])
}

fn select(b: &mut Builder, c: Value, t: Value, f: Value) -> Value {
    let ty = b.ir.value_ty(t);
    value_of(b, "arith.select", vec![c, t, f], ty, vec![])
}

const SLT: i128 = 2;
const SLE: i128 = 3;
const SGE: i128 = 5;
const EQ: i128 = 0;

/// Expands `e` over `dims` and `syms` into index arithmetic, as upstream visits it.
fn expand(b: &mut Builder, op: Op, e: &AffineExpr, dims: &[Value], syms: &[Value]) -> Res<Value> {
    match e {
        AffineExpr::Dim(i) => {
            dims.get(*i as usize).copied().ok_or_else(|| err(b.ir, op, "has a map with too few operands"))
        }
        AffineExpr::Sym(i) => {
            syms.get(*i as usize).copied().ok_or_else(|| err(b.ir, op, "has a map with too few operands"))
        }
        AffineExpr::Const(c) => Ok(cst(b, *c)),
        AffineExpr::Bin(k, l, r) => {
            if matches!(k, AffineBinOp::Mod | AffineBinOp::FloorDiv | AffineBinOp::CeilDiv) {
                if let Some(c) = r.constant() {
                    if c <= 0 {
                        let what = if *k == AffineBinOp::Mod { "modulo" } else { "division" };
                        return Err(Diagnostic::error(
                            b.ir.loc(op),
                            format!("{what} by non-positive value is not supported"),
                        ));
                    }
                }
            }
            let lv = expand(b, op, l, dims, syms)?;
            let rv = expand(b, op, r, dims, syms)?;
            Ok(match k {
                AffineBinOp::Add => int_op(b, "arith.addi", lv, rv),
                AffineBinOp::Mul => {
                    let t = b.ir.value_ty(lv);
                    let f = ovf(b, "nsw");
                    value_of(b, "arith.muli", vec![lv, rv], t, vec![("overflowFlags", f)])
                }
                AffineBinOp::Mod => {
                    let rem = int_op(b, "arith.remsi", lv, rv);
                    let zero = cst(b, 0);
                    let neg = cmpi(b, SLT, rem, zero);
                    let adj = int_op(b, "arith.addi", rem, rv);
                    select(b, neg, adj, rem)
                }
                AffineBinOp::FloorDiv => {
                    // q = a < 0 ? -1 - (-1 - a) / b : a / b
                    let zero = cst(b, 0);
                    let m1 = cst(b, -1);
                    let neg = cmpi(b, SLT, lv, zero);
                    let nd = int_op(b, "arith.subi", m1, lv);
                    let dividend = select(b, neg, nd, lv);
                    let q = int_op(b, "arith.divsi", dividend, rv);
                    let cq = int_op(b, "arith.subi", m1, q);
                    select(b, neg, cq, q)
                }
                AffineBinOp::CeilDiv => {
                    // q = a <= 0 ? -(-a / b) : (a - 1) / b + 1
                    let zero = cst(b, 0);
                    let one = cst(b, 1);
                    let nonpos = cmpi(b, SLE, lv, zero);
                    let neg = int_op(b, "arith.subi", zero, lv);
                    let dec = int_op(b, "arith.subi", lv, one);
                    let dividend = select(b, nonpos, neg, dec);
                    let q = int_op(b, "arith.divsi", dividend, rv);
                    let nq = int_op(b, "arith.subi", zero, q);
                    let iq = int_op(b, "arith.addi", q, one);
                    select(b, nonpos, nq, iq)
                }
            })
        }
    }
}

/// The expansions of the results of `map` applied to `operands` (dims then symbols).
fn expand_map(b: &mut Builder, op: Op, map: &AffineMap, results: &[AffineExpr], operands: &[Value]) -> Res<Vec<Value>> {
    let nd = (map.dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    results.iter().map(|e| expand(b, op, e, dims, syms)).collect()
}

/// `minsi`/`maxsi` over `vals`, left to right.
fn chain(b: &mut Builder, op: Op, name: &str, vals: Vec<Value>) -> Res<Value> {
    let mut it = vals.into_iter();
    let mut acc = it.next().ok_or_else(|| err(b.ir, op, "has a bound map without results"))?;
    for v in it {
        acc = int_op(b, name, acc, v);
    }
    Ok(acc)
}

/// Moves the blocks of `src` into a new region and turns its `affine.yield` terminators into
/// `yield_name` ops with the same operands.
fn take_region(b: &mut Builder, src: Region, yield_name: &str) -> Region {
    let r = b.ir.new_region();
    let blocks = b.inline_region_before(src, r, None);
    let saved = (b.insertion_point(), b.loc);
    for blk in blocks {
        if let Some(t) = b.ir.terminator(blk) {
            if b.ir.op_name(t) == "affine.yield" {
                b.set_insertion_point_before(t);
                b.loc = b.ir.loc(t);
                let ops = b.ir.operands(t).to_vec();
                b.create(yield_name, ops, &[], vec![], vec![]);
                b.erase_op(t);
            }
        }
    }
    if let Some(ip) = saved.0 {
        b.set_insertion_point(ip);
    }
    b.loc = saved.1;
    r
}

// ----- the lowerings -----

fn lower_for(ir: &mut Ir, op: Op) -> Res<()> {
    let seg = segments(ir, op);
    let [lbo, ubo, inits]: [Vec<Value>; 3] =
        seg.try_into().map_err(|_| err(ir, op, "has malformed operand segments"))?;
    let lm = map_prop(ir, op, "lowerBoundMap")?;
    let um = map_prop(ir, op, "upperBoundMap")?;
    let step =
        ir.attr(op, "step").and_then(|a| ir.ctx.as_int(a)).ok_or_else(|| err(ir, op, "has no constant step"))? as i64;
    let body = *ir.regions(op).first().ok_or_else(|| err(ir, op, "has no body"))?;
    let tys = ir.result_types(op);
    let mut b = Builder::before(ir, op);
    let lbs = expand_map(&mut b, op, &lm, &lm.results, &lbo)?;
    let lb = chain(&mut b, op, "arith.maxsi", lbs)?;
    let ubs = expand_map(&mut b, op, &um, &um.results, &ubo)?;
    let ub = chain(&mut b, op, "arith.minsi", ubs)?;
    let st = cst(&mut b, step);
    let r = take_region(&mut b, body, "scf.yield");
    let mut operands = vec![lb, ub, st];
    operands.extend(inits);
    let f = b.create("scf.for", operands, &tys, vec![], vec![r]);
    let res = b.ir.results(f).to_vec();
    b.replace_op(op, &res);
    Ok(())
}

fn lower_if(ir: &mut Ir, op: Op) -> Res<()> {
    let set = set_prop(ir, op)?;
    let operands = ir.operands(op).to_vec();
    let regions = ir.regions(op).to_vec();
    if regions.len() != 2 {
        return Err(err(ir, op, "must have two regions"));
    }
    let tys = ir.result_types(op);
    let mut b = Builder::before(ir, op);
    let nd = (set.dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    let zero = cst(&mut b, 0);
    // An empty set is upstream's `0 == 0`.
    let constraints =
        if set.constraints.is_empty() { vec![(AffineExpr::Const(0), true)] } else { set.constraints.clone() };
    let mut cond: Option<Value> = None;
    for (e, is_eq) in &constraints {
        let v = expand(&mut b, op, e, dims, syms)?;
        let c = cmpi(&mut b, if *is_eq { EQ } else { SGE }, v, zero);
        cond = Some(match cond {
            Some(a) => {
                let i1 = b.ir.ctx.int_ty(1);
                value_of(&mut b, "arith.andi", vec![a, c], i1, vec![])
            }
            None => c,
        });
    }
    let cond = cond.ok_or_else(|| err(b.ir, op, "has no condition"))?;
    let then_r = take_region(&mut b, regions[0], "scf.yield");
    let else_r = take_region(&mut b, regions[1], "scf.yield");
    let f = b.create("scf.if", vec![cond], &tys, vec![], vec![then_r, else_r]);
    let res = b.ir.results(f).to_vec();
    b.replace_op(op, &res);
    Ok(())
}

/// The splits of `results` into consecutive groups of the given sizes.
fn groups<'a>(ir: &Ir, op: Op, results: &'a [AffineExpr], sizes: &[i64]) -> Res<Vec<&'a [AffineExpr]>> {
    let mut out = vec![];
    let mut at = 0usize;
    for &s in sizes {
        let s = usize::try_from(s).map_err(|_| err(ir, op, "has a negative bound group size"))?;
        let g = results.get(at..at + s).ok_or_else(|| err(ir, op, "has bound groups that do not match its maps"))?;
        out.push(g);
        at += s;
    }
    Ok(out)
}

fn dense_ints(ir: &Ir, op: Op, name: &str) -> Res<Vec<i64>> {
    let a = ir.attr(op, name).ok_or_else(|| err(ir, op, &format!("has no '{name}'")))?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Dense { ty, data } if data.is_int() => {
            let n = ir.ctx.shape(*ty).and_then(|s| s.first().copied()).unwrap_or(0).max(0) as usize;
            Ok(if data.len() == 1 && n != 1 {
                vec![data.int_at(0) as i64; n]
            } else {
                data.ints_iter().map(|x| x as i64).collect()
            })
        }
        _ => Err(err(ir, op, &format!("has a malformed '{name}'"))),
    }
}

fn int_array(ir: &Ir, op: Op, name: &str) -> Res<Vec<i64>> {
    let a = ir.attr(op, name).ok_or_else(|| err(ir, op, &format!("has no '{name}'")))?;
    let list = ir.ctx.as_array(a).ok_or_else(|| err(ir, op, &format!("has a malformed '{name}'")))?;
    list.iter()
        .map(|&x| ir.ctx.as_int(x).map(|v| v as i64).ok_or_else(|| err(ir, op, &format!("has a malformed '{name}'"))))
        .collect()
}

/// The combining op of a reduction kind and its identity value's attribute.
fn reduction(b: &mut Builder, op: Op, kind: &str, ty: Type) -> Res<(&'static str, Attr)> {
    let ctx = &mut b.ir.ctx;
    if let Some(fk) = ctx.float_kind(ty) {
        let (name, x) = match kind {
            "addf" => ("arith.addf", 0.0),
            "mulf" => ("arith.mulf", 1.0),
            "maximumf" => ("arith.maximumf", f64::NEG_INFINITY),
            "minimumf" => ("arith.minimumf", f64::INFINITY),
            _ => {
                return Err(err(
                    b.ir,
                    op,
                    &format!("has the reduction '{kind}', which lower-affine does not support on floats"),
                ))
            }
        };
        let bits = crate::ir::float::from_f64(fk, x);
        return Ok((name, ctx.attr(AttrKind::Float { ty, bits })));
    }
    let w = ctx.int_width(ty).unwrap_or(64).min(64);
    let smax: i128 = (1i128 << (w - 1)) - 1;
    let smin: i128 = -(1i128 << (w - 1));
    let (name, v) = match kind {
        "addi" => ("arith.addi", 0),
        "muli" => ("arith.muli", 1),
        "andi" => ("arith.andi", -1),
        "ori" => ("arith.ori", 0),
        "xori" => ("arith.xori", 0),
        "maxs" => ("arith.maxsi", smin),
        "mins" => ("arith.minsi", smax),
        "maxu" => ("arith.maxui", 0),
        "minu" => ("arith.minui", -1),
        _ => {
            return Err(err(
                b.ir,
                op,
                &format!("has the reduction '{kind}', which lower-affine does not support on integers"),
            ))
        }
    };
    Ok((name, ctx.int_attr(ty, v)))
}

fn lower_parallel(ir: &mut Ir, op: Op) -> Res<()> {
    let lm = map_prop(ir, op, "lowerBoundsMap")?;
    let um = map_prop(ir, op, "upperBoundsMap")?;
    let lg = dense_ints(ir, op, "lowerBoundsGroups")?;
    let ug = dense_ints(ir, op, "upperBoundsGroups")?;
    let steps = int_array(ir, op, "steps")?;
    let kinds = int_array(ir, op, "reductions")?;
    let lgs = groups(ir, op, &lm.results, &lg)?;
    let ugs = groups(ir, op, &um.results, &ug)?;
    if lgs.len() != steps.len() || ugs.len() != steps.len() {
        return Err(err(ir, op, "has bounds and steps of different counts"));
    }
    let operands = ir.operands(op).to_vec();
    let nl = lm.dims as usize + lm.syms as usize;
    if operands.len() < nl {
        return Err(err(ir, op, "has too few operands"));
    }
    let (lo, uo) = operands.split_at(nl);
    let body = *ir.regions(op).first().ok_or_else(|| err(ir, op, "has no body"))?;
    let body_block = match (ir.entry_block(body), ir.num_blocks(body)) {
        (Some(bb), 1) if ir.args(bb).len() == steps.len() => bb,
        _ => return Err(err(ir, op, "must have a body of one block with one argument per dimension")),
    };
    let tys = ir.result_types(op);
    if tys.len() != kinds.len() {
        return Err(err(ir, op, "has results and reductions of different counts"));
    }
    let mut b = Builder::before(ir, op);
    let (mut lbs, mut ubs) = (vec![], vec![]);
    for (l, u) in lgs.iter().zip(&ugs) {
        let v = expand_map(&mut b, op, &lm, l, lo)?;
        lbs.push(chain(&mut b, op, "arith.maxsi", v)?);
        let v = expand_map(&mut b, op, &um, u, uo)?;
        ubs.push(chain(&mut b, op, "arith.minsi", v)?);
    }
    let stv: Vec<Value> = steps.iter().map(|&s| cst(&mut b, s)).collect();
    let mut inits = vec![];
    let mut combiners = vec![];
    for (&k, &t) in kinds.iter().zip(&tys) {
        let kind = REDUCTIONS.get(k as usize).copied().unwrap_or("?");
        let (name, ident) = reduction(&mut b, op, kind, t)?;
        inits.push(value_of(&mut b, "arith.constant", vec![], t, vec![("value", ident)]));
        combiners.push((name, t));
    }
    let res = if steps.is_empty() {
        // A 0-D band has one iteration: the body runs once, here, and each reduction
        // combines its identity with the yielded value (what one iteration of an
        // `scf.parallel` from the identity computes). `scf.parallel` needs a dimension.
        let t = b.ir.terminator(body_block).filter(|&t| b.ir.op_name(t) == "affine.yield");
        let t = t.ok_or_else(|| err(b.ir, op, "has a body without 'affine.yield'"))?;
        let yielded = b.ir.operands(t).to_vec();
        if yielded.len() != combiners.len() {
            return Err(err(b.ir, op, "yields values and reductions of different counts"));
        }
        b.erase_op(t);
        b.inline_block_before(body_block, op, &[]);
        let mut res = vec![];
        for ((&(name, ty), &init), &y) in combiners.iter().zip(&inits).zip(&yielded) {
            res.push(combine(&mut b, name, ty, init, y));
        }
        res
    } else if steps.iter().all(|&s| s > 0) {
        let p = build_scf_parallel(&mut b, lbs, ubs, stv, inits, &combiners, body, &tys);
        b.ir.results(p).to_vec()
    } else {
        lower_parallel_nonpositive_steps(&mut b, &steps, &lbs, &ubs, &stv, &inits, &combiners, body_block, &tys)
    };
    b.replace_op(op, &res);
    Ok(())
}

/// An `affine.parallel` band with a step `<= 0` (upstream's verifier accepts any constant
/// step). The band's iterations are the products of each dimension's `lb + k * step`,
/// `k >= 0`, below `ub`: none if a dimension is empty (`lb >= ub`), else infinitely many,
/// since a dimension with a step `<= 0` never reaches its upper bound (`scf.parallel`, whose
/// steps must be positive, cannot say that). So: an `scf.while` whose condition is "every
/// dimension is non-empty", fixed, iterating the dimensions of non-positive step
/// (`iv += step` each trip) and running, each trip, the body in an `scf.parallel` over the
/// other dimensions (or the body itself when there are none). It never terminates or runs
/// zero times; the band's results are then the reductions' identities.
#[allow(clippy::too_many_arguments)]
fn lower_parallel_nonpositive_steps(
    b: &mut Builder,
    steps: &[i64],
    lbs: &[Value],
    ubs: &[Value],
    stv: &[Value],
    inits: &[Value],
    combiners: &[(&'static str, Type)],
    body_block: Block,
    tys: &[Type],
) -> Vec<Value> {
    let mut nonempty: Option<Value> = None;
    for (&l, &u) in lbs.iter().zip(ubs) {
        let c = cmpi(b, SLT, l, u);
        nonempty = Some(match nonempty {
            Some(a) => {
                let i1 = b.ir.ctx.int_ty(1);
                value_of(b, "arith.andi", vec![a, c], i1, vec![])
            }
            None => c,
        });
    }
    let nonempty = nonempty.expect("a band with a non-positive step has a dimension");
    let fixed: Vec<usize> = (0..steps.len()).filter(|&d| steps[d] <= 0).collect();
    let moving: Vec<usize> = (0..steps.len()).filter(|&d| steps[d] > 0).collect();
    let index = b.ir.ctx.index_ty();
    let iv_tys = vec![index; fixed.len()];
    let init_ivs: Vec<Value> = fixed.iter().map(|&d| lbs[d]).collect();
    let before = b.ir.new_region();
    let after = b.ir.new_region();
    b.create("scf.while", init_ivs, &iv_tys, vec![], vec![before, after]);
    let saved = b.insertion_point();
    let bb = b.create_block(before, None, &iv_tys);
    let ab = b.create_block(after, None, &iv_tys);
    b.set_insertion_point_to_end(bb);
    let mut cond_ops = vec![nonempty];
    cond_ops.extend(b.ir.args(bb).to_vec());
    b.create("scf.condition", cond_ops, &[], vec![], vec![]);
    b.set_insertion_point_to_end(ab);
    let ivs = b.ir.args(ab).to_vec();
    let next: Vec<Value> = fixed.iter().zip(&ivs).map(|(&d, &iv)| int_op(b, "arith.addi", iv, stv[d])).collect();
    let y = b.create("scf.yield", next, &[], vec![], vec![]);
    // The body's arguments of the fixed dimensions are the while's; the others stay.
    for (&d, &iv) in fixed.iter().zip(&ivs).rev() {
        let a = b.ir.arg(body_block, d);
        b.replace_all_uses_with(a, iv);
        b.ir.erase_block_arg(body_block, d).expect("the argument was replaced");
    }
    let first_step = b.ir.first_op(ab).unwrap_or(y);
    b.set_insertion_point_before(first_step);
    if moving.is_empty() {
        if let Some(t) = b.ir.terminator(body_block).filter(|&t| b.ir.op_name(t) == "affine.yield") {
            b.erase_op(t);
        }
        b.inline_block_before(body_block, first_step, &[]);
    } else {
        let r = b.ir.block_region(body_block).expect("the body is in the band's region");
        let pick = |v: &[Value]| moving.iter().map(|&d| v[d]).collect::<Vec<_>>();
        // The inner loop's reductions are never observed (the outer loop does not end).
        build_scf_parallel(b, pick(lbs), pick(ubs), pick(stv), inits.to_vec(), combiners, r, tys);
    }
    if let Some(ip) = saved {
        b.set_insertion_point(ip);
    }
    inits.to_vec()
}

/// `name(x, y)` of a reduction's combining op, with upstream's default flags.
fn combine(b: &mut Builder, name: &str, ty: Type, x: Value, y: Value) -> Value {
    let props = if name.ends_with('f') {
        vec![("fastmath", b.ir.ctx.enum_attr(&crate::ir::enums::ARITH_FASTMATH, 0))]
    } else if matches!(name, "arith.addi" | "arith.muli") {
        vec![("overflowFlags", ovf(b, "none"))]
    } else {
        vec![]
    };
    value_of(b, name, vec![x, y], ty, props)
}

/// An `scf.parallel` at the insertion point over the given bounds and positive steps, with
/// the blocks of `body` (whose arguments are its induction variables) and one reduction per
/// combiner from the values `inits`: each `affine.yield` of the body becomes an `scf.reduce`
/// with one combining region per reduction.
#[allow(clippy::too_many_arguments)]
fn build_scf_parallel(
    b: &mut Builder,
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
    combiners: &[(&'static str, Type)],
    body: Region,
    tys: &[Type],
) -> Op {
    let n = steps.len() as i64;
    let seg = b.ir.ctx.dense_i32_array(&[n, n, n, inits.len() as i64]);
    let mut all = lbs;
    all.extend(ubs);
    all.extend(steps);
    all.extend(inits);
    let r = b.ir.new_region();
    b.inline_region_before(body, r, None);
    let blocks: Vec<Block> = b.ir.blocks(r).collect();
    for blk in blocks {
        let Some(t) = b.ir.terminator(blk) else { continue };
        if b.ir.op_name(t) != "affine.yield" {
            continue;
        }
        let mut regions = vec![];
        for &(name, ty) in combiners {
            let rr = b.ir.new_region();
            let rb = b.ir.new_block();
            b.ir.append_block(rr, rb);
            let x = b.ir.add_block_arg(rb, ty);
            let y = b.ir.add_block_arg(rb, ty);
            let loc = b.loc;
            let mut ib = Builder::at_end(b.ir, rb, loc);
            let v = combine(&mut ib, name, ty, x, y);
            ib.create("scf.reduce.return", vec![v], &[], vec![], vec![]);
            regions.push(rr);
        }
        let yops = b.ir.operands(t).to_vec();
        let mut yb = Builder::before(b.ir, t);
        yb.create("scf.reduce", yops, &[], vec![], regions);
        yb.erase_op(t);
    }
    b.create("scf.parallel", all, tys, vec![("operandSegmentSizes", seg)], vec![r])
}

/// `affine.load`/`store`/`vector_load`/`vector_store`/`prefetch` → the memref or vector op
/// at the expanded map results; `before` operands precede the memref (the stored value).
fn lower_access(ir: &mut Ir, op: Op, target: &str, before: usize) -> Res<()> {
    let map = map_prop(ir, op, "map")?;
    let operands = ir.operands(op).to_vec();
    if operands.len() < before + 1 {
        return Err(err(ir, op, "has too few operands"));
    }
    let tys = ir.result_types(op);
    let mut props: Vec<(&str, Attr)> = vec![];
    if target == "memref.prefetch" {
        for name in ["isDataCache", "isWrite", "localityHint"] {
            let a = ir.attr(op, name).ok_or_else(|| err(ir, op, &format!("has no '{name}'")))?;
            props.push((name, a));
        }
    } else {
        props.push(("nontemporal", ir.ctx.bool_attr(false)));
    }
    let mut b = Builder::before(ir, op);
    let mut ops = operands[..before + 1].to_vec();
    ops.extend(expand_map(&mut b, op, &map, &map.results, &operands[before + 1..])?);
    let l = b.create(target, ops, &tys, props, vec![]);
    let res = b.ir.results(l).to_vec();
    b.replace_op(op, &res);
    Ok(())
}

fn lower_apply(ir: &mut Ir, op: Op, combine: Option<&str>) -> Res<()> {
    let map = map_prop(ir, op, "map")?;
    let operands = ir.operands(op).to_vec();
    let mut b = Builder::before(ir, op);
    let vals = expand_map(&mut b, op, &map, &map.results, &operands)?;
    let v = match combine {
        Some(name) => chain(&mut b, op, name, vals)?,
        None => *vals.first().ok_or_else(|| err(b.ir, op, "has a map without results"))?,
    };
    b.replace_op(op, &[v]);
    Ok(())
}

/// The basis of a (de)linearization: static entries, dynamic ones from `dynamic`.
fn basis(ir: &Ir, op: Op, dynamic: &[Value]) -> Res<Vec<Result<i64, Value>>> {
    let stat = crate::dialects::common::dense_array(ir, op, "static_basis")
        .ok_or_else(|| err(ir, op, "has no 'static_basis'"))?;
    let mut dy = dynamic.iter();
    stat.iter()
        .map(|&x| {
            if x == DYNAMIC {
                dy.next().copied().map(Err).ok_or_else(|| err(ir, op, "has too few dynamic basis operands"))
            } else {
                Ok(Ok(x))
            }
        })
        .collect()
}

/// The strides of the `n` indices for the basis (innermost first materialized): `n - 1` values,
/// stride `i` for index `i`; the last index has stride 1.
fn strides(b: &mut Builder, op: Op, basis: &[Result<i64, Value>], n: usize, flags: &str) -> Res<Vec<Value>> {
    if n == 0 || basis.len() + 1 < n {
        return Err(err(b.ir, op, "has a basis that does not match its indices"));
    }
    let inner = &basis[basis.len() + 1 - n..];
    let mut out = vec![None; n - 1];
    let mut stat: i64 = 1;
    let mut dynv: Vec<Value> = vec![];
    for i in (0..n - 1).rev() {
        match inner[i] {
            Ok(c) => stat = stat.wrapping_mul(c),
            Err(v) => dynv.push(v),
        }
        let v = match dynv.split_first() {
            None => cst(b, stat),
            Some((&first, rest)) => {
                let mut p = first;
                for &d in rest {
                    p = mul_flags(b, p, d, flags);
                }
                if stat != 1 {
                    let c = cst(b, stat);
                    p = mul_flags(b, p, c, flags);
                }
                p
            }
        };
        out[i] = Some(v);
    }
    Ok(out.into_iter().flatten().collect())
}

fn mul_flags(b: &mut Builder, l: Value, r: Value, flags: &str) -> Value {
    let t = b.ir.value_ty(l);
    let f = ovf(b, flags);
    value_of(b, "arith.muli", vec![l, r], t, vec![("overflowFlags", f)])
}

fn add_nsw(b: &mut Builder, l: Value, r: Value) -> Value {
    let t = b.ir.value_ty(l);
    let f = ovf(b, "nsw");
    value_of(b, "arith.addi", vec![l, r], t, vec![("overflowFlags", f)])
}

fn lower_linearize(ir: &mut Ir, op: Op) -> Res<()> {
    let seg = segments(ir, op);
    let [idx, dynamic]: [Vec<Value>; 2] = seg.try_into().map_err(|_| err(ir, op, "has malformed operand segments"))?;
    let basis = basis(ir, op, &dynamic)?;
    let n = idx.len();
    let mut b = Builder::before(ir, op);
    let st = strides(&mut b, op, &basis, n, "nsw")?;
    let (&last, outer) = idx.split_last().ok_or_else(|| err(b.ir, op, "has no indices"))?;
    let terms: Vec<Value> = outer.iter().zip(&st).map(|(&i, &s)| mul_flags(&mut b, i, s, "nsw")).collect();
    let mut acc: Option<Value> = None;
    for t in terms.into_iter().chain(std::iter::once(last)) {
        acc = Some(match acc {
            Some(a) => add_nsw(&mut b, a, t),
            None => t,
        });
    }
    let v = acc.ok_or_else(|| err(b.ir, op, "has no indices"))?;
    b.replace_op(op, &[v]);
    Ok(())
}

fn lower_delinearize(ir: &mut Ir, op: Op) -> Res<()> {
    let operands = ir.operands(op).to_vec();
    let (&x, dynamic) = operands.split_first().ok_or_else(|| err(ir, op, "has no linear index"))?;
    let basis = basis(ir, op, dynamic)?;
    let n = ir.results(op).len();
    let mut b = Builder::before(ir, op);
    let st = strides(&mut b, op, &basis, n, "nsw, nuw")?;
    let mut out = vec![];
    if n == 1 {
        out.push(x);
    } else {
        let zero = cst(&mut b, 0);
        let modulo = |b: &mut Builder, s: Value| {
            let r = int_op(b, "arith.remsi", x, s);
            let neg = cmpi(b, SLT, r, zero);
            let adj = add_nsw(b, r, s);
            select(b, neg, adj, r)
        };
        for i in 0..n {
            let v = if i == 0 {
                int_op(&mut b, "arith.floordivsi", x, st[0])
            } else if i == n - 1 {
                modulo(&mut b, st[n - 2])
            } else {
                let r = modulo(&mut b, st[i - 1]);
                int_op(&mut b, "arith.divsi", r, st[i])
            };
            out.push(v);
        }
    }
    b.replace_op(op, &out);
    Ok(())
}
