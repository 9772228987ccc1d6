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
//! - `scf.if`, `scf.index_switch` (on the index cast to i32), `scf.execute_region`: the regions'
//!   blocks are inlined and their `scf.yield`s branch to a continuation block whose arguments
//!   are the op's results.
//! - `scf.while`: `scf.condition` becomes a `cf.cond_br` to the "after" region or out.
//! - `scf.parallel` and `scf.forall` (on CPU): nested `scf.for` loops, lowered in turn; the
//!   reductions of `scf.parallel` are loop-carried values combined by the `scf.reduce` regions.
//!   `scf.forall` must have no `shared_outs` (bufferize first).
//!
//! Outer ops are lowered first; their nested ops, now in the enclosing region, follow.

use super::rewrite::{at_end, err, index_const, mk, remove, replace_uses, scope_of};
use crate::diag::Diagnostic;
use crate::dialects::common::{dense_array, segments};
use crate::ir::builder::{insert, InsertPoint};
use crate::ir::*;

const STRUCTURED: &[&str] =
    &["scf.for", "scf.if", "scf.while", "scf.index_switch", "scf.execute_region", "scf.parallel", "scf.forall"];

type Res<T> = Result<T, Diagnostic>;

pub fn run(ir: &mut Ir, top: Op) -> Result<(), Vec<Diagnostic>> {
    while let Some(op) = first_structured(ir, top) {
        let r = match ir.op_name(op) {
            "scf.for" => lower_for(ir, op),
            "scf.if" => lower_if(ir, op),
            "scf.while" => lower_while(ir, op),
            "scf.index_switch" => lower_index_switch(ir, op),
            "scf.execute_region" => lower_execute_region(ir, op),
            "scf.parallel" => parallel_to_for(ir, op),
            _ => forall_to_for(ir, op),
        };
        r.map_err(|d| vec![d])?;
    }
    Ok(())
}

/// The first structured op below `top`, parents before children.
fn first_structured(ir: &Ir, top: Op) -> Option<Op> {
    fn go(ir: &Ir, op: Op) -> Option<Op> {
        if STRUCTURED.contains(&ir.op_name(op)) {
            return Some(op);
        }
        for &r in &ir.op(op).regions {
            for &b in &ir.region(r).blocks {
                for &o in &ir.block(b).ops {
                    if let Some(x) = go(ir, o) {
                        return Some(x);
                    }
                }
            }
        }
        None
    }
    go(ir, top)
}

// ----- IR surgery -----

fn br(ir: &mut Ir, ip: InsertPoint, dest: Block, args: Vec<Value>, loc: Attr) {
    mk(ir, ip, "cf.br", args, &[], vec![], vec![dest], loc);
}

#[allow(clippy::too_many_arguments)]
fn cond_br(
    ir: &mut Ir,
    ip: InsertPoint,
    c: Value,
    t: Block,
    targs: Vec<Value>,
    f: Block,
    fargs: Vec<Value>,
    loc: Attr,
) {
    let seg = ir.ctx.dense_i32_array(&[1, targs.len() as i64, fargs.len() as i64]);
    let mut ops = vec![c];
    ops.extend(targs);
    ops.extend(fargs);
    mk(ir, ip, "cf.cond_br", ops, &[], vec![("operandSegmentSizes", seg)], vec![t, f], loc);
}

/// The region and position of `block`.
fn block_pos(ir: &Ir, block: Block) -> Option<(Region, usize)> {
    let r = ir.block(block).parent?;
    let i = ir.region(r).blocks.iter().position(|&b| b == block)?;
    Some((r, i))
}

/// Moves the ops after `op` into a new block placed right after `op`'s block.
fn split_after(ir: &mut Ir, op: Op) -> Option<Block> {
    let b = ir.op(op).parent?;
    let (r, i) = block_pos(ir, b)?;
    let k = ir.block(b).ops.iter().position(|&o| o == op)?;
    let rest: Vec<Op> = ir.block_mut(b).ops.split_off(k + 1);
    let nb = ir.new_block();
    for &o in &rest {
        ir.op_mut(o).parent = Some(nb);
    }
    ir.block_mut(nb).ops = rest;
    ir.block_mut(nb).parent = Some(r);
    ir.region_mut(r).blocks.insert(i + 1, nb);
    Some(nb)
}

/// Moves every block of `src` into `dst` right before block index `at`; returns them.
fn inline_blocks(ir: &mut Ir, src: Region, dst: Region, at: usize) -> Vec<Block> {
    let blocks = std::mem::take(&mut ir.region_mut(src).blocks);
    for &b in &blocks {
        ir.block_mut(b).parent = Some(dst);
    }
    let list = &mut ir.region_mut(dst).blocks;
    let at = at.min(list.len());
    list.splice(at..at, blocks.iter().copied());
    blocks
}

/// A new block with arguments of the given types, inserted in `r` at index `at`.
fn new_block_at(ir: &mut Ir, r: Region, at: usize, types: &[Type]) -> Block {
    let b = ir.new_block();
    for &t in types {
        ir.add_block_arg(b, t);
    }
    ir.block_mut(b).parent = Some(r);
    let list = &mut ir.region_mut(r).blocks;
    let at = at.min(list.len());
    list.insert(at, b);
    b
}

/// The block holding `op`, its region and index there; an error if the region is not a
/// function-like body that may hold several blocks.
fn context(ir: &Ir, op: Op) -> Res<(Block, Region, usize)> {
    let b = ir.op(op).parent.ok_or_else(|| err(ir, op, "is not in a block"))?;
    let (r, i) = block_pos(ir, b).ok_or_else(|| err(ir, op, "is not in a region"))?;
    let parent = ir.region(r).parent.ok_or_else(|| err(ir, op, "is not in an op"))?;
    let pname = ir.op_name(parent);
    let ok = matches!(pname, "func.func" | "gpu.func") || pname.starts_with("scf.");
    if !ok {
        return Err(err(
            ir,
            op,
            &format!("cannot be lowered to branches inside '{pname}', whose region must stay a single block"),
        ));
    }
    Ok((b, r, i))
}

/// Replaces the terminator of each of `blocks` named `name` by what `f` builds.
fn rewrite_terminators(ir: &mut Ir, blocks: &[Block], name: &str, f: &mut dyn FnMut(&mut Ir, Block, Op)) {
    for &b in blocks {
        if let Some(t) = ir.terminator(b) {
            if ir.op_name(t) == name {
                f(ir, b, t);
                remove(ir, t);
            }
        }
    }
}

// ----- the lowerings -----

fn lower_for(ir: &mut Ir, op: Op) -> Res<()> {
    let (b, r, i) = context(ir, op)?;
    let loc = ir.op(op).loc;
    let ops = ir.operands(op).to_vec();
    if ops.len() < 3 {
        return Err(err(ir, op, "has fewer than three operands"));
    }
    let (lb, ub, step, inits) = (ops[0], ops[1], ops[2], ops[3..].to_vec());
    let iv_ty = ir.value_ty(lb);
    let body_r = *ir.op(op).regions.first().ok_or_else(|| err(ir, op, "has no body"))?;
    let entry = ir.entry_block(body_r).ok_or_else(|| err(ir, op, "has an empty body"))?;
    let cont = split_after(ir, op).ok_or_else(|| err(ir, op, "cannot be split"))?;
    let mut types = vec![iv_ty];
    types.extend(inits.iter().map(|&v| ir.value_ty(v)));
    let cond = new_block_at(ir, r, i + 1, &types);
    let body = inline_blocks(ir, body_r, r, i + 2);
    // Body arguments become the condition block's.
    let cargs = ir.block(cond).args.clone();
    let eargs = std::mem::take(&mut ir.block_mut(entry).args);
    let scope = scope_of(ir, op);
    let mut pairs: Vec<(Value, Value)> = eargs.iter().copied().zip(cargs.iter().copied()).collect();
    pairs.extend(ir.results(op).iter().copied().zip(cargs[1..].iter().copied()));
    replace_uses(ir, scope, &pairs);
    // Entry: jump to the condition.
    let mut a = vec![lb];
    a.extend(inits);
    br(ir, at_end(b), cond, a, loc);
    // Condition.
    let pred = if ir.prop(op, "unsignedCmp").is_some() { 6 } else { 2 };
    let i64t = ir.ctx.int_ty(64);
    let pa = ir.ctx.int_attr(i64t, pred);
    let i1 = ir.ctx.int_ty(1);
    let cmp = mk(ir, at_end(cond), "arith.cmpi", vec![cargs[0], ub], &[i1], vec![("predicate", pa)], vec![], loc);
    let c = ir.result(cmp, 0);
    cond_br(ir, at_end(cond), c, entry, vec![], cont, vec![], loc);
    // Yields: step and loop back.
    let iv = cargs[0];
    rewrite_terminators(ir, &body, "scf.yield", &mut |ir, blk, y| {
        let yloc = ir.op(y).loc;
        let ovf = ir.ctx.dialect_attr("arith", "overflow<none>");
        let add = mk(
            ir,
            InsertPoint { block: blk, before: Some(y) },
            "arith.addi",
            vec![iv, step],
            &[iv_ty],
            vec![("overflowFlags", ovf)],
            vec![],
            yloc,
        );
        let mut a = vec![ir.result(add, 0)];
        a.extend(ir.operands(y).iter().copied());
        br(ir, InsertPoint { block: blk, before: Some(y) }, cond, a, yloc);
    });
    remove(ir, op);
    Ok(())
}

/// Inlines `regions` before the continuation of `op` and sends their `scf.yield`s to a new
/// continuation block whose arguments replace `op`'s results. Returns (the block that held
/// `op`, the entry block of each region or `None` for an empty region, the continuation).
fn inline_with_continuation(ir: &mut Ir, op: Op, regions: &[Region]) -> Res<(Block, Vec<Option<Block>>, Block)> {
    let (b, r, i) = context(ir, op)?;
    let loc = ir.op(op).loc;
    let cont = split_after(ir, op).ok_or_else(|| err(ir, op, "cannot be split"))?;
    let rtypes = ir.result_types(op);
    for &t in &rtypes {
        ir.add_block_arg(cont, t);
    }
    let mut at = i + 1;
    let mut entries = vec![];
    let mut all = vec![];
    for &reg in regions {
        let blocks = inline_blocks(ir, reg, r, at);
        at += blocks.len();
        entries.push(blocks.first().copied());
        all.extend(blocks);
    }
    let scope = scope_of(ir, op);
    let pairs: Vec<(Value, Value)> = ir.results(op).iter().copied().zip(ir.block(cont).args.clone()).collect();
    replace_uses(ir, scope, &pairs);
    rewrite_terminators(ir, &all, "scf.yield", &mut |ir, blk, y| {
        let a = ir.operands(y).to_vec();
        let yloc = ir.op(y).loc;
        br(ir, InsertPoint { block: blk, before: Some(y) }, cont, a, yloc);
    });
    let _ = loc;
    Ok((b, entries, cont))
}

fn lower_if(ir: &mut Ir, op: Op) -> Res<()> {
    let loc = ir.op(op).loc;
    let c = *ir.operands(op).first().ok_or_else(|| err(ir, op, "has no condition"))?;
    let regions = ir.op(op).regions.clone();
    let (b, entries, cont) = inline_with_continuation(ir, op, &regions)?;
    let then = entries.first().copied().flatten().ok_or_else(|| err(ir, op, "has an empty 'then' region"))?;
    let els = entries.get(1).copied().flatten().unwrap_or(cont);
    cond_br(ir, at_end(b), c, then, vec![], els, vec![], loc);
    remove(ir, op);
    Ok(())
}

fn lower_execute_region(ir: &mut Ir, op: Op) -> Res<()> {
    let loc = ir.op(op).loc;
    let regions = ir.op(op).regions.clone();
    let (b, entries, _) = inline_with_continuation(ir, op, &regions)?;
    let entry = entries.first().copied().flatten().ok_or_else(|| err(ir, op, "has an empty region"))?;
    br(ir, at_end(b), entry, vec![], loc);
    remove(ir, op);
    Ok(())
}

fn lower_index_switch(ir: &mut Ir, op: Op) -> Res<()> {
    let loc = ir.op(op).loc;
    let arg = *ir.operands(op).first().ok_or_else(|| err(ir, op, "has no argument"))?;
    let cases = dense_array(ir, op, "cases").unwrap_or_default();
    let regions = ir.op(op).regions.clone();
    if regions.len() != cases.len() + 1 {
        return Err(err(ir, op, "has a region count that does not match its cases"));
    }
    let (b, entries, _) = inline_with_continuation(ir, op, &regions)?;
    let blocks: Vec<Block> =
        entries.iter().map(|e| e.ok_or_else(|| err(ir, op, "has an empty region"))).collect::<Res<_>>()?;
    let i32t = ir.ctx.int_ty(32);
    let cast = mk(ir, at_end(b), "arith.index_cast", vec![arg], &[i32t], vec![], vec![], loc);
    let flag = ir.result(cast, 0);
    let vt = ir.ctx.ty(TypeKind::Vector { shape: vec![cases.len() as i64], scalable: vec![false], elem: i32t });
    let values = ir
        .ctx
        .attr(AttrKind::Dense { ty: vt, data: DenseData::Int(cases.iter().map(|&c| c as i32 as i128).collect()) });
    let case_segs = ir.ctx.dense_i32_array(&vec![0; cases.len()]);
    let seg = ir.ctx.dense_i32_array(&[1, 0, 0]);
    let mut succ = vec![blocks[0]];
    succ.extend(&blocks[1..]);
    let mut props = vec![("case_operand_segments", case_segs), ("operandSegmentSizes", seg)];
    if !cases.is_empty() {
        props.push(("case_values", values));
    }
    mk(ir, at_end(b), "cf.switch", vec![flag], &[], props, succ, loc);
    remove(ir, op);
    Ok(())
}

fn lower_while(ir: &mut Ir, op: Op) -> Res<()> {
    let loc = ir.op(op).loc;
    let inits = ir.operands(op).to_vec();
    let regions = ir.op(op).regions.clone();
    if regions.len() != 2 {
        return Err(err(ir, op, "needs two regions"));
    }
    let (b, r, i) = context(ir, op)?;
    let cont = split_after(ir, op).ok_or_else(|| err(ir, op, "cannot be split"))?;
    for t in ir.result_types(op) {
        ir.add_block_arg(cont, t);
    }
    let before = inline_blocks(ir, regions[0], r, i + 1);
    let after = inline_blocks(ir, regions[1], r, i + 1 + before.len());
    let (Some(&bentry), Some(&aentry)) = (before.first(), after.first()) else {
        return Err(err(ir, op, "has an empty region"));
    };
    let scope = scope_of(ir, op);
    let pairs: Vec<(Value, Value)> = ir.results(op).iter().copied().zip(ir.block(cont).args.clone()).collect();
    replace_uses(ir, scope, &pairs);
    br(ir, at_end(b), bentry, inits, loc);
    rewrite_terminators(ir, &before, "scf.condition", &mut |ir, blk, t| {
        let ops = ir.operands(t).to_vec();
        let tloc = ir.op(t).loc;
        if let Some((&c, vals)) = ops.split_first() {
            cond_br(
                ir,
                InsertPoint { block: blk, before: Some(t) },
                c,
                aentry,
                vals.to_vec(),
                cont,
                vals.to_vec(),
                tloc,
            );
        }
    });
    rewrite_terminators(ir, &after, "scf.yield", &mut |ir, blk, y| {
        let a = ir.operands(y).to_vec();
        let yloc = ir.op(y).loc;
        br(ir, InsertPoint { block: blk, before: Some(y) }, bentry, a, yloc);
    });
    remove(ir, op);
    Ok(())
}

/// One loop level of a multi-dimensional loop being rebuilt as nested `scf.for`s.
struct Level {
    lb: Value,
    ub: Value,
    step: Value,
}

/// What `nested_for` built: the innermost body block, its induction variables (one per
/// level, outermost first), its carried values, and the outermost loop's results.
struct Nest {
    inner: Block,
    ivs: Vec<Value>,
    carried: Vec<Value>,
    results: Vec<Value>,
}

/// Builds nested `scf.for` ops in place of `op` (before it), carrying `inits` through every
/// level. The innermost body is left without terminator.
fn nested_for(ir: &mut Ir, op: Op, levels: &[Level], inits: &[Value]) -> Res<Nest> {
    let loc = ir.op(op).loc;
    let b = ir.op(op).parent.ok_or_else(|| err(ir, op, "is not in a block"))?;
    let types: Vec<Type> = inits.iter().map(|&v| ir.value_ty(v)).collect();
    let idx = ir.ctx.index_ty();
    let mut ip = InsertPoint { block: b, before: Some(op) };
    let mut carried = inits.to_vec();
    let mut ivs = vec![];
    let mut outer_results = None;
    let mut parent_body: Option<Block> = None;
    for l in levels {
        let body = ir.new_block();
        let iv = ir.add_block_arg(body, idx);
        let args: Vec<Value> = types.iter().map(|&t| ir.add_block_arg(body, t)).collect();
        let reg = ir.new_region();
        ir.push_block(reg, body);
        let mut operands = vec![l.lb, l.ub, l.step];
        operands.extend(carried.iter().copied());
        let name = ir.ctx.sym("scf.for");
        let f = ir.create_op(name, operands, &types, vec![], vec![], vec![reg], vec![], loc);
        insert(ir, ip, f);
        let res = ir.results(f).to_vec();
        if let Some(pb) = parent_body {
            // The enclosing loop yields this loop's results.
            mk(ir, at_end(pb), "scf.yield", res.clone(), &[], vec![], vec![], loc);
        }
        if outer_results.is_none() {
            outer_results = Some(res);
        }
        ivs.push(iv);
        carried = args;
        parent_body = Some(body);
        ip = at_end(body);
    }
    let inner = parent_body.ok_or_else(|| err(ir, op, "has no dimension"))?;
    Ok(Nest { inner, ivs, carried, results: outer_results.unwrap_or_default() })
}

/// Moves the ops of `from` (all but its terminator) to the end of `to`.
fn move_body(ir: &mut Ir, from: Block, to: Block) -> Option<Op> {
    let mut ops = std::mem::take(&mut ir.block_mut(from).ops);
    let term = ops.pop();
    for &o in &ops {
        ir.op_mut(o).parent = Some(to);
    }
    ir.block_mut(to).ops.extend(ops);
    term
}

fn parallel_to_for(ir: &mut Ir, op: Op) -> Res<()> {
    let loc = ir.op(op).loc;
    let seg = segments(ir, op);
    if seg.len() != 4 || seg[0].len() != seg[1].len() || seg[1].len() != seg[2].len() {
        return Err(err(ir, op, "has malformed operand segments"));
    }
    let levels: Vec<Level> =
        (0..seg[0].len()).map(|d| Level { lb: seg[0][d], ub: seg[1][d], step: seg[2][d] }).collect();
    let inits = seg[3].clone();
    let body_r = *ir.op(op).regions.first().ok_or_else(|| err(ir, op, "has no body"))?;
    let body = ir.entry_block(body_r).ok_or_else(|| err(ir, op, "has an empty body"))?;
    let scope = scope_of(ir, op);
    if levels.is_empty() {
        return Err(err(ir, op, "with no dimension cannot be lowered by mlirc yet"));
    }
    let Nest { inner, ivs, carried: accs, results } = nested_for(ir, op, &levels, &inits)?;
    let old_ivs = ir.block(body).args.clone();
    let reduce = move_body(ir, body, inner).ok_or_else(|| err(ir, op, "has a body without terminator"))?;
    let mut pairs: Vec<(Value, Value)> = old_ivs.into_iter().zip(ivs).collect();
    pairs.extend(ir.results(op).iter().copied().zip(results.iter().copied()));
    replace_uses(ir, scope, &pairs);
    // Reductions: combine each carried value with the reduced operand in the innermost body.
    let vals = ir.operands(reduce).to_vec();
    let rregions = ir.op(reduce).regions.clone();
    let mut next = vec![];
    for (k, (&v, &rr)) in vals.iter().zip(&rregions).enumerate() {
        let rb = ir.entry_block(rr).ok_or_else(|| err(ir, op, "has an empty reduction region"))?;
        let rargs = ir.block(rb).args.clone();
        if rargs.len() != 2 || k >= accs.len() {
            return Err(err(ir, op, "has a malformed reduction"));
        }
        let ret = move_body(ir, rb, inner).ok_or_else(|| err(ir, op, "has a reduction without terminator"))?;
        let combined = *ir.operands(ret).first().ok_or_else(|| err(ir, op, "has a reduction that returns nothing"))?;
        replace_uses(ir, scope, &[(rargs[0], accs[k]), (rargs[1], v)]);
        next.push(combined);
        remove(ir, ret);
    }
    remove(ir, reduce);
    mk(ir, at_end(inner), "scf.yield", next, &[], vec![], vec![], loc);
    ir.region_mut(body_r).blocks.clear();
    remove(ir, op);
    Ok(())
}

fn forall_to_for(ir: &mut Ir, op: Op) -> Res<()> {
    let loc = ir.op(op).loc;
    let seg = segments(ir, op);
    if seg.len() != 4 {
        return Err(err(ir, op, "has malformed operand segments"));
    }
    if !seg[3].is_empty() {
        return Err(err(ir, op, "with shared_outs cannot be lowered to loops; bufferize it first"));
    }
    let sl = dense_array(ir, op, "staticLowerBound").unwrap_or_default();
    let su = dense_array(ir, op, "staticUpperBound").unwrap_or_default();
    let ss = dense_array(ir, op, "staticStep").unwrap_or_default();
    let b = ir.op(op).parent.ok_or_else(|| err(ir, op, "is not in a block"))?;
    let ip = InsertPoint { block: b, before: Some(op) };
    let mixed = |ir: &mut Ir, stat: &[i64], dyns: &[Value]| -> Res<Vec<Value>> {
        let mut k = 0;
        let mut out = vec![];
        for &s in stat {
            if s == DYNAMIC {
                out.push(*dyns.get(k).ok_or_else(|| err(ir, op, "has fewer dynamic bounds than '?' entries"))?);
                k += 1;
            } else {
                out.push(index_const(ir, ip, s, loc));
            }
        }
        Ok(out)
    };
    let n = su.len();
    let lbs =
        if sl.is_empty() { (0..n).map(|_| index_const(ir, ip, 0, loc)).collect() } else { mixed(ir, &sl, &seg[0])? };
    let ubs = mixed(ir, &su, &seg[1])?;
    let steps =
        if ss.is_empty() { (0..n).map(|_| index_const(ir, ip, 1, loc)).collect() } else { mixed(ir, &ss, &seg[2])? };
    if lbs.len() != n || steps.len() != n || n == 0 {
        return Err(err(ir, op, "has inconsistent bounds"));
    }
    let levels: Vec<Level> = (0..n).map(|d| Level { lb: lbs[d], ub: ubs[d], step: steps[d] }).collect();
    let body_r = *ir.op(op).regions.first().ok_or_else(|| err(ir, op, "has no body"))?;
    let body = ir.entry_block(body_r).ok_or_else(|| err(ir, op, "has an empty body"))?;
    let scope = scope_of(ir, op);
    let Nest { inner, ivs, .. } = nested_for(ir, op, &levels, &[])?;
    let old_ivs = ir.block(body).args.clone();
    let term = move_body(ir, body, inner);
    if let Some(t) = term {
        let has_content =
            ir.op(t).regions.iter().any(|&r| ir.region(r).blocks.iter().any(|&bb| !ir.block(bb).ops.is_empty()));
        if has_content {
            return Err(err(
                ir,
                op,
                "with parallel_insert_slice in its terminator cannot be lowered to loops; bufferize it first",
            ));
        }
        remove(ir, t);
    }
    let pairs: Vec<(Value, Value)> = old_ivs.into_iter().zip(ivs).collect();
    replace_uses(ir, scope, &pairs);
    mk(ir, at_end(inner), "scf.yield", vec![], &[], vec![], vec![], loc);
    ir.region_mut(body_r).blocks.clear();
    remove(ir, op);
    Ok(())
}
