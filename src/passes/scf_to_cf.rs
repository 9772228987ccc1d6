//! `convert-scf-to-cf`: structured control flow to blocks and branches.
//!
//! Takes: verified IR. Gives: the same IR with every `scf.for`, `scf.if`, `scf.while`,
//! `scf.index_switch`, `scf.execute_region`, `scf.parallel` and `scf.forall` replaced by
//! `cf.br`/`cf.cond_br`/`cf.switch` between blocks of the enclosing region, as upstream's pass
//! does:
//!
//! - `scf.for`: a condition block `^cond(iv, iters…)` (`arith.cmpi slt`, or `ult` with
//!   `unsignedCmp`) branching to the body or past the loop; the body's `scf.yield` becomes
//!   `iv + step` and a branch back. The loop's results are the condition block's iter args.
//! - `scf.if`, `scf.index_switch` (on the index cast to i64, not i32 as upstream, so that case
//!   values outside i32 compare right), `scf.execute_region`: the regions'
//!   blocks are inlined and their `scf.yield`s branch to a continuation block whose arguments
//!   are the op's results.
//! - `scf.while`: `scf.condition` becomes a `cf.cond_br` to the "after" region or out.
//! - `scf.parallel` and `scf.forall` (on CPU): nested `scf.for` loops, lowered in turn; the
//!   reductions of `scf.parallel` are loop-carried values combined by the `scf.reduce` regions.
//!   `scf.forall` must have no `shared_outs` (bufferize first).
//!
//! Outer ops are lowered first, from one pre-order list made at the start (new loops that
//! `scf.parallel`/`scf.forall` become are lowered right after them), so each body moves once
//! as a single block, and every rewrite goes through the rewriter: the pass is linear in the
//! size of the function (splitting a block moves its shorter part).

use crate::diag::Diagnostic;
use crate::dialects::build::{br, cond_br, err, index_const, ULT};
use crate::dialects::common::{dense_array, segments};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

const STRUCTURED: &[&str] =
    &["scf.for", "scf.if", "scf.while", "scf.index_switch", "scf.execute_region", "scf.parallel", "scf.forall"];

type Res<T> = Result<T, Diagnostic>;

pub fn run(ir: &mut Ir, top: Op) -> Result<(), Vec<Diagnostic>> {
    let mut work = vec![];
    ir.walk(top, &mut |o| {
        if STRUCTURED.contains(&ir.op_name(o)) {
            work.push(o);
        }
    });
    work.reverse();
    let loc = ir.loc(top);
    let mut rw = Rewriter::new(ir, loc);
    while let Some(op) = work.pop() {
        rw.loc = rw.ir.loc(op);
        let r = match rw.ir.op_name(op) {
            "scf.for" => lower_for(&mut rw, op),
            "scf.if" => lower_if(&mut rw, op),
            "scf.while" => lower_while(&mut rw, op),
            "scf.index_switch" => lower_index_switch(&mut rw, op),
            "scf.execute_region" => lower_execute_region(&mut rw, op),
            "scf.parallel" => parallel_to_for(&mut rw, op, &mut work),
            _ => forall_to_for(&mut rw, op, &mut work),
        };
        r.map_err(|d| vec![d])?;
    }
    Ok(())
}

// ----- IR surgery -----

/// The block holding `op` and its region; an error if the region is not a function-like body
/// that may hold several blocks.
fn context(ir: &Ir, op: Op) -> Res<(Block, Region)> {
    let b = ir.parent_block(op).ok_or_else(|| err(ir, op, "is not in a block"))?;
    let r = ir.block_region(b).ok_or_else(|| err(ir, op, "is not in a region"))?;
    let parent = ir.region_op(r).ok_or_else(|| err(ir, op, "is not in an op"))?;
    let pname = ir.op_name(parent);
    let ok = matches!(pname, "func.func" | "gpu.func") || pname.starts_with("scf.");
    if !ok {
        return Err(err(
            ir,
            op,
            &format!("cannot be lowered to branches inside '{pname}', whose region must stay a single block"),
        ));
    }
    Ok((b, r))
}

/// Moves the ops after `op` into a new block right after `op`'s block (the continuation).
fn split_after(rw: &mut Rewriter, op: Op, b: Block) -> Block {
    let next = rw.ir.next_op(op);
    rw.split_block(b, next)
}

/// Replaces the terminator named `name` of each of `blocks` by what `f` builds before it.
fn rewrite_terminators(rw: &mut Rewriter, blocks: &[Block], name: &str, f: &mut dyn FnMut(&mut Rewriter, Op)) {
    for &b in blocks {
        if let Some(t) = rw.ir.terminator(b) {
            if rw.ir.op_name(t) == name {
                rw.set_insertion_point_before(t);
                rw.loc = rw.ir.loc(t);
                f(rw, t);
                rw.erase_op(t);
            }
        }
    }
}

/// Removes the (now unused) arguments of `b`.
fn drop_args(ir: &mut Ir, b: Block) {
    for i in (0..ir.args(b).len()).rev() {
        let _ = ir.erase_block_arg(b, i);
    }
}

// ----- the lowerings -----

fn lower_for(rw: &mut Rewriter, op: Op) -> Res<()> {
    let (b, r) = context(rw.ir, op)?;
    let loc = rw.ir.loc(op);
    let ops = rw.ir.operands(op).to_vec();
    if ops.len() < 3 {
        return Err(err(rw.ir, op, "has fewer than three operands"));
    }
    let (lb, ub, step, inits) = (ops[0], ops[1], ops[2], ops[3..].to_vec());
    let iv_ty = rw.ir.value_ty(lb);
    let body_r = *rw.ir.regions(op).first().ok_or_else(|| err(rw.ir, op, "has no body"))?;
    let entry = rw.ir.entry_block(body_r).ok_or_else(|| err(rw.ir, op, "has an empty body"))?;
    let cont = split_after(rw, op, b);
    let mut types = vec![iv_ty];
    types.extend(inits.iter().map(|&v| rw.ir.value_ty(v)));
    let cond = rw.create_block(r, Some(cont), &types);
    let body = rw.inline_region_before(body_r, r, Some(cont));
    // The body's arguments become the condition block's, the loop's results its iter args.
    let cargs = rw.ir.args(cond).to_vec();
    let eargs = rw.ir.args(entry).to_vec();
    for (&e, &c) in eargs.iter().zip(&cargs) {
        rw.replace_all_uses_with(e, c);
    }
    drop_args(rw.ir, entry);
    rw.replace_all_op_uses(op, &cargs[1..]);
    // Entry: jump to the condition.
    rw.loc = loc;
    rw.set_insertion_point_to_end(b);
    let mut a = vec![lb];
    a.extend(inits);
    br(rw, cond, a);
    // Condition.
    rw.set_insertion_point_to_end(cond);
    let pred = if rw.ir.prop(op, "unsignedCmp").is_some() { ULT } else { crate::dialects::build::SLT };
    let c = crate::dialects::build::cmpi(rw, pred, cargs[0], ub);
    cond_br(rw, c, entry, vec![], cont, vec![]);
    // Yields: step and loop back.
    let iv = cargs[0];
    let hints = llvm_attrs(rw.ir, op);
    rewrite_terminators(rw, &body, "scf.yield", &mut |rw, y| {
        let next = crate::dialects::build::int_bin(rw, "arith.addi", iv, step);
        let mut a = vec![next];
        a.extend(rw.ir.operands(y).iter().copied());
        let latch = br(rw, cond, a);
        for &(n, v) in &hints {
            let name = rw.ir.ctx.str(n).to_string();
            rw.ir.set_attr(latch, &name, v);
        }
    });
    rw.erase_op(op);
    Ok(())
}

/// The discardable attributes of `op` whose values are `llvm` dialect attributes (such as
/// `llvm.loop_annotation`): as upstream, they go to the branch that closes the loop, where
/// LLVM looks for loop metadata.
fn llvm_attrs(ir: &Ir, op: Op) -> Vec<(Sym, Attr)> {
    let llvm = |a: Attr| match ir.ctx.attr_kind(a) {
        AttrKind::Dialect { dialect, .. } => ir.ctx.str(*dialect) == "llvm",
        AttrKind::Enum { def, .. } => def.dialect == "llvm",
        _ => false,
    };
    ir.attrs(op).iter().copied().filter(|&(_, a)| llvm(a)).collect()
}

/// Inlines `regions` before the continuation of `op` and sends their `scf.yield`s to a new
/// continuation block whose arguments replace `op`'s results. Returns (the block that held
/// `op`, the entry block of each region or `None` for an empty region, the continuation).
fn inline_with_continuation(rw: &mut Rewriter, op: Op, regions: &[Region]) -> Res<(Block, Vec<Option<Block>>, Block)> {
    let (b, r) = context(rw.ir, op)?;
    let cont = split_after(rw, op, b);
    let rtypes = rw.ir.result_types(op);
    for &t in &rtypes {
        rw.ir.add_block_arg(cont, t);
    }
    let mut entries = vec![];
    let mut all = vec![];
    for &reg in regions {
        let blocks = rw.inline_region_before(reg, r, Some(cont));
        entries.push(blocks.first().copied());
        all.extend(blocks);
    }
    let cargs = rw.ir.args(cont).to_vec();
    rw.replace_all_op_uses(op, &cargs);
    rewrite_terminators(rw, &all, "scf.yield", &mut |rw, y| {
        let a = rw.ir.operands(y).to_vec();
        br(rw, cont, a);
    });
    rw.loc = rw.ir.loc(op);
    rw.set_insertion_point_to_end(b);
    Ok((b, entries, cont))
}

fn lower_if(rw: &mut Rewriter, op: Op) -> Res<()> {
    let c = *rw.ir.operands(op).first().ok_or_else(|| err(rw.ir, op, "has no condition"))?;
    let regions = rw.ir.regions(op).to_vec();
    let (_, entries, cont) = inline_with_continuation(rw, op, &regions)?;
    let then = entries.first().copied().flatten().ok_or_else(|| err(rw.ir, op, "has an empty 'then' region"))?;
    let els = entries.get(1).copied().flatten().unwrap_or(cont);
    cond_br(rw, c, then, vec![], els, vec![]);
    rw.erase_op(op);
    Ok(())
}

fn lower_execute_region(rw: &mut Rewriter, op: Op) -> Res<()> {
    let regions = rw.ir.regions(op).to_vec();
    let (_, entries, _) = inline_with_continuation(rw, op, &regions)?;
    let entry = entries.first().copied().flatten().ok_or_else(|| err(rw.ir, op, "has an empty region"))?;
    br(rw, entry, vec![]);
    rw.erase_op(op);
    Ok(())
}

/// `scf.index_switch` → `cf.switch` on the index cast to i64, so that case values compare at
/// their full width (upstream casts to i32, which truncates cases outside i32).
fn lower_index_switch(rw: &mut Rewriter, op: Op) -> Res<()> {
    let arg = *rw.ir.operands(op).first().ok_or_else(|| err(rw.ir, op, "has no argument"))?;
    let cases = dense_array(rw.ir, op, "cases").unwrap_or_default();
    let regions = rw.ir.regions(op).to_vec();
    if regions.len() != cases.len() + 1 {
        return Err(err(rw.ir, op, "has a region count that does not match its cases"));
    }
    let (_, entries, _) = inline_with_continuation(rw, op, &regions)?;
    let blocks: Vec<Block> =
        entries.iter().map(|e| e.ok_or_else(|| err(rw.ir, op, "has an empty region"))).collect::<Res<_>>()?;
    let i64t = rw.ir.ctx.int_ty(64);
    let flag = rw.create_value("arith.index_cast", vec![arg], i64t, vec![]);
    let vt = rw.ir.ctx.ty(TypeKind::Vector { shape: vec![cases.len() as i64], scalable: vec![false], elem: i64t });
    let values = rw.ir.ctx.dense_ints(vt, cases.iter().map(|&c| c as i128));
    let case_segs = rw.ir.ctx.dense_i32_array(&vec![0; cases.len()]);
    let seg = rw.ir.ctx.dense_i32_array(&[1, 0, 0]);
    let mut props = vec![("case_operand_segments", case_segs), ("operandSegmentSizes", seg)];
    if !cases.is_empty() {
        props.push(("case_values", values));
    }
    rw.create_full("cf.switch", vec![flag], &[], props, vec![], blocks);
    rw.erase_op(op);
    Ok(())
}

fn lower_while(rw: &mut Rewriter, op: Op) -> Res<()> {
    let loc = rw.ir.loc(op);
    let inits = rw.ir.operands(op).to_vec();
    let regions = rw.ir.regions(op).to_vec();
    if regions.len() != 2 {
        return Err(err(rw.ir, op, "needs two regions"));
    }
    let (b, r) = context(rw.ir, op)?;
    let cont = split_after(rw, op, b);
    for t in rw.ir.result_types(op) {
        rw.ir.add_block_arg(cont, t);
    }
    let before = rw.inline_region_before(regions[0], r, Some(cont));
    let after = rw.inline_region_before(regions[1], r, Some(cont));
    let (Some(&bentry), Some(&aentry)) = (before.first(), after.first()) else {
        return Err(err(rw.ir, op, "has an empty region"));
    };
    let cargs = rw.ir.args(cont).to_vec();
    rw.replace_all_op_uses(op, &cargs);
    rw.loc = loc;
    rw.set_insertion_point_to_end(b);
    br(rw, bentry, inits);
    rewrite_terminators(rw, &before, "scf.condition", &mut |rw, t| {
        let ops = rw.ir.operands(t).to_vec();
        if let Some((&c, vals)) = ops.split_first() {
            cond_br(rw, c, aentry, vals.to_vec(), cont, vals.to_vec());
        }
    });
    rewrite_terminators(rw, &after, "scf.yield", &mut |rw, y| {
        let a = rw.ir.operands(y).to_vec();
        br(rw, bentry, a);
    });
    rw.erase_op(op);
    Ok(())
}

/// One loop level of a multi-dimensional loop being rebuilt as nested `scf.for`s.
struct Level {
    lb: Value,
    ub: Value,
    step: Value,
}

/// What `nested_for` built: the loops (outermost first), the innermost body block, its
/// induction variables (one per level, outermost first), its carried values, and the
/// outermost loop's results.
struct Nest {
    loops: Vec<Op>,
    inner: Block,
    ivs: Vec<Value>,
    carried: Vec<Value>,
    results: Vec<Value>,
}

/// Builds nested `scf.for` ops before `op`, carrying `inits` through every level. The
/// innermost body is left without terminator.
fn nested_for(rw: &mut Rewriter, op: Op, levels: &[Level], inits: &[Value]) -> Res<Nest> {
    let types: Vec<Type> = inits.iter().map(|&v| rw.ir.value_ty(v)).collect();
    let idx = rw.ir.ctx.index_ty();
    rw.set_insertion_point_before(op);
    let mut carried = inits.to_vec();
    let mut ivs = vec![];
    let mut loops = vec![];
    let mut outer_results = None;
    let mut parent_body: Option<Block> = None;
    for l in levels {
        let mut arg_types = vec![idx];
        arg_types.extend(types.iter().copied());
        let (reg, body) = rw.ir.new_region_with_block(&arg_types);
        let iv = rw.ir.arg(body, 0);
        let args = rw.ir.args(body)[1..].to_vec();
        let mut operands = vec![l.lb, l.ub, l.step];
        operands.extend(carried.iter().copied());
        let f = rw.create("scf.for", operands, &types, vec![], vec![reg]);
        let res = rw.ir.results(f).to_vec();
        if let Some(pb) = parent_body {
            // The enclosing loop yields this loop's results.
            rw.set_insertion_point_to_end(pb);
            rw.create("scf.yield", res.clone(), &[], vec![], vec![]);
        }
        if outer_results.is_none() {
            outer_results = Some(res);
        }
        loops.push(f);
        ivs.push(iv);
        carried = args;
        parent_body = Some(body);
        rw.set_insertion_point_to_end(body);
    }
    let inner = parent_body.ok_or_else(|| err(rw.ir, op, "has no dimension"))?;
    Ok(Nest { loops, inner, ivs, carried, results: outer_results.unwrap_or_default() })
}

/// Queues the loops a parallel op became, outermost first.
fn queue(work: &mut Vec<Op>, loops: &[Op]) {
    work.extend(loops.iter().rev());
}

fn parallel_to_for(rw: &mut Rewriter, op: Op, work: &mut Vec<Op>) -> Res<()> {
    let seg = segments(rw.ir, op);
    if seg.len() != 4 || seg[0].len() != seg[1].len() || seg[1].len() != seg[2].len() {
        return Err(err(rw.ir, op, "has malformed operand segments"));
    }
    let levels: Vec<Level> =
        (0..seg[0].len()).map(|d| Level { lb: seg[0][d], ub: seg[1][d], step: seg[2][d] }).collect();
    let inits = seg[3].clone();
    let body_r = *rw.ir.regions(op).first().ok_or_else(|| err(rw.ir, op, "has no body"))?;
    let body = rw.ir.entry_block(body_r).ok_or_else(|| err(rw.ir, op, "has an empty body"))?;
    if levels.is_empty() {
        return Err(err(rw.ir, op, "with no dimension cannot be lowered by mlirc yet"));
    }
    let Nest { loops, inner, ivs, carried: accs, results } = nested_for(rw, op, &levels, &inits)?;
    for (n, v) in llvm_attrs(rw.ir, op) {
        let name = rw.ir.ctx.str(n).to_string();
        for &l in &loops {
            rw.ir.set_attr(l, &name, v);
        }
    }
    rw.merge_blocks(body, inner, &ivs);
    let reduce = rw.ir.terminator(inner).ok_or_else(|| err(rw.ir, op, "has a body without terminator"))?;
    rw.replace_all_op_uses(op, &results);
    // Reductions: combine each carried value with the reduced operand in the innermost body.
    let vals = rw.ir.operands(reduce).to_vec();
    let rregions = rw.ir.regions(reduce).to_vec();
    let mut next = vec![];
    for (k, (&v, &rr)) in vals.iter().zip(&rregions).enumerate() {
        let rb = rw.ir.entry_block(rr).ok_or_else(|| err(rw.ir, op, "has an empty reduction region"))?;
        if rw.ir.args(rb).len() != 2 || k >= accs.len() {
            return Err(err(rw.ir, op, "has a malformed reduction"));
        }
        rw.inline_block_before(rb, reduce, &[accs[k], v]);
        let ret = rw.ir.prev_op(reduce).ok_or_else(|| err(rw.ir, op, "has a reduction without terminator"))?;
        // Read the combined value after the arguments were replaced: the region may return
        // one of them.
        let combined =
            *rw.ir.operands(ret).first().ok_or_else(|| err(rw.ir, op, "has a reduction that returns nothing"))?;
        next.push(combined);
        rw.erase_op(ret);
    }
    rw.erase_op(reduce);
    rw.set_insertion_point_to_end(inner);
    rw.create("scf.yield", next, &[], vec![], vec![]);
    rw.erase_op(op);
    queue(work, &loops);
    Ok(())
}

fn forall_to_for(rw: &mut Rewriter, op: Op, work: &mut Vec<Op>) -> Res<()> {
    let seg = segments(rw.ir, op);
    if seg.len() != 4 {
        return Err(err(rw.ir, op, "has malformed operand segments"));
    }
    if !seg[3].is_empty() {
        return Err(err(rw.ir, op, "with shared_outs cannot be lowered to loops; bufferize it first"));
    }
    let sl = dense_array(rw.ir, op, "staticLowerBound").unwrap_or_default();
    let su = dense_array(rw.ir, op, "staticUpperBound").unwrap_or_default();
    let ss = dense_array(rw.ir, op, "staticStep").unwrap_or_default();
    rw.set_insertion_point_before(op);
    let mixed = |rw: &mut Rewriter, stat: &[i64], dyns: &[Value]| -> Res<Vec<Value>> {
        let mut k = 0;
        let mut out = vec![];
        for &s in stat {
            if s == DYNAMIC {
                out.push(*dyns.get(k).ok_or_else(|| err(rw.ir, op, "has fewer dynamic bounds than '?' entries"))?);
                k += 1;
            } else {
                out.push(index_const(rw, s));
            }
        }
        Ok(out)
    };
    let n = su.len();
    let lbs = if sl.is_empty() { (0..n).map(|_| index_const(rw, 0)).collect() } else { mixed(rw, &sl, &seg[0])? };
    let ubs = mixed(rw, &su, &seg[1])?;
    let steps = if ss.is_empty() { (0..n).map(|_| index_const(rw, 1)).collect() } else { mixed(rw, &ss, &seg[2])? };
    if lbs.len() != n || steps.len() != n || n == 0 {
        return Err(err(rw.ir, op, "has inconsistent bounds"));
    }
    let levels: Vec<Level> = (0..n).map(|d| Level { lb: lbs[d], ub: ubs[d], step: steps[d] }).collect();
    let body_r = *rw.ir.regions(op).first().ok_or_else(|| err(rw.ir, op, "has no body"))?;
    let body = rw.ir.entry_block(body_r).ok_or_else(|| err(rw.ir, op, "has an empty body"))?;
    if let Some(t) = rw.ir.terminator(body) {
        let has_content = rw.ir.regions(t).iter().any(|&r| rw.ir.blocks(r).any(|bb| !rw.ir.block_is_empty(bb)));
        if has_content {
            return Err(err(
                rw.ir,
                op,
                "with parallel_insert_slice in its terminator cannot be lowered to loops; bufferize it first",
            ));
        }
    }
    let Nest { loops, inner, ivs, .. } = nested_for(rw, op, &levels, &[])?;
    rw.merge_blocks(body, inner, &ivs);
    if let Some(t) = rw.ir.terminator(inner) {
        rw.erase_op(t);
    }
    rw.set_insertion_point_to_end(inner);
    rw.create("scf.yield", vec![], &[], vec![], vec![]);
    rw.erase_op(op);
    queue(work, &loops);
    Ok(())
}
