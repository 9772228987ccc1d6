//! The `scf` dialect: structured control flow (`for`, `forall`, `parallel`, `if`, `while`,
//! `index_switch`, `execute_region`) and its terminators (`yield`, `condition`, `reduce`,
//! `reduce.return`, `forall.in_parallel`).
//!
//! Regions whose terminator carries nothing may omit it in the custom form: the parsers here
//! re-create it (`ensure_terminator`), and the printers leave it out as upstream does.
//!
//! Traits and interfaces as upstream's: the structured ops have recursive memory effects and
//! implement `RegionBranchOpInterface` with MLIR's control-flow edges (`region_branch`
//! below); the loops are automatic allocation scopes; the terminators are pure and implement
//! `RegionBranchTerminatorOpInterface`. Folders and canonicalization patterns (upstream's
//! `SCF.cpp`) are in `canonicalize.rs`.

mod canonicalize;

use super::common::*;
use super::ods::{Custom, OpFormat, ANY_TYPE, FORMAT, I1, UNIT};
use super::{
    OpSpec, AUTOMATIC_ALLOCATION_SCOPE, GRAPH_REGION, NO_TERMINATOR, PURE, RECURSIVE_EFFECTS, RETURN_LIKE,
    SINGLE_BLOCK, TERMINATOR,
};
use crate::ir::interfaces::LoopLikeOpInterface as LoopLike;
use crate::ir::interfaces::{RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionPoint};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, RegionArg, UOperand};
use crate::syntax::printer::Printer;
use std::ops::Range;

/// `scf.yield`: every operand flows to the successor (the parent's results, the next
/// iteration, or `scf.while`'s "before" region).
const YIELD_TERMINATOR: RegionBranchTerminatorOpInterface =
    RegionBranchTerminatorOpInterface { successor_operands: |ir, op, _| 0..ir.operands(op).len() };
/// `scf.condition`: all but the condition flow to the "after" region or the results.
const CONDITION_TERMINATOR: RegionBranchTerminatorOpInterface = RegionBranchTerminatorOpInterface {
    successor_operands: |ir, op, _| 1.min(ir.operands(op).len())..ir.operands(op).len(),
};
/// `scf.reduce`, `scf.forall.in_parallel`: nothing flows (the reductions and the parallel
/// inserts combine values their own way).
const NOTHING_TERMINATOR: RegionBranchTerminatorOpInterface =
    RegionBranchTerminatorOpInterface { successor_operands: |ir, op, _| ir.operands(op).len()..ir.operands(op).len() };

pub static OPS: &[OpSpec] = &[
    OpSpec::new("scf.condition").declare(&CONDITION).traits(TERMINATOR | PURE).region_terminator(CONDITION_TERMINATOR),
    OpSpec::new("scf.execute_region")
        .declare(&EXECUTE_REGION)
        .verify_regions(verify_execute_region_regions)
        .props(&["no_inline"])
        .traits(RECURSIVE_EFFECTS)
        .region_branch(region_branch::EXECUTE_REGION)
        .canonicalize(canonicalize::EXECUTE_REGION),
    OpSpec::new("scf.for")
        .custom(parse_for, print_for)
        .verify(verify_for)
        .verify_regions(verify_for_regions)
        .props(&["unsignedCmp"])
        .traits(RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE | SINGLE_BLOCK)
        .region_branch(region_branch::FOR)
        .canonicalize(canonicalize::FOR)
        .loop_like(LoopLike::new(&[0], |ir, op| constant_int(ir, ir.operand(op, 2)) == Some(1))),
    OpSpec::new("scf.forall")
        .custom(parse_forall, print_forall)
        .verify(verify_forall)
        .verify_regions(verify_forall_regions)
        .props(&["mapping", "operandSegmentSizes", "staticLowerBound", "staticStep", "staticUpperBound"])
        .traits(RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE | SINGLE_BLOCK)
        .region_branch(region_branch::FORALL)
        .loop_like(LoopLike::new(&[0], |_, _| false)),
    OpSpec::new("scf.forall.in_parallel")
        .custom(parse_in_parallel, print_in_parallel)
        .verify(verify_in_parallel)
        .traits(TERMINATOR | NO_TERMINATOR | PURE | SINGLE_BLOCK | GRAPH_REGION)
        .region_terminator(NOTHING_TERMINATOR),
    OpSpec::new("scf.if")
        .custom(parse_if, print_if)
        .verify(verify_if)
        .verify_regions(verify_if_regions)
        .traits(RECURSIVE_EFFECTS | SINGLE_BLOCK)
        .region_branch(region_branch::IF)
        .fold(canonicalize::fold_if)
        .canonicalize(canonicalize::IF),
    OpSpec::new("scf.index_switch")
        .custom(parse_index_switch, print_index_switch)
        .verify(verify_index_switch)
        .props(&["cases"])
        .traits(RECURSIVE_EFFECTS | SINGLE_BLOCK)
        .region_branch(region_branch::INDEX_SWITCH)
        .canonicalize(canonicalize::INDEX_SWITCH),
    OpSpec::new("scf.parallel")
        .custom(parse_parallel, print_parallel)
        .verify(verify_parallel)
        .props(&["operandSegmentSizes"])
        .traits(RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE | SINGLE_BLOCK)
        .region_branch(region_branch::PARALLEL_LOOP)
        .canonicalize(canonicalize::PARALLEL)
        .loop_like(LoopLike::new(&[0], |_, _| false)),
    OpSpec::new("scf.reduce")
        .custom(parse_reduce, print_reduce)
        .verify(verify_reduce)
        .verify_regions(verify_reduce_regions)
        .traits(TERMINATOR | RECURSIVE_EFFECTS)
        .region_terminator(NOTHING_TERMINATOR),
    OpSpec::new("scf.reduce.return").declare(&REDUCE_RETURN).traits(TERMINATOR | PURE),
    OpSpec::new("scf.while")
        .custom(parse_while, print_while)
        .verify(verify_while)
        .verify_regions(verify_while_regions)
        .traits(RECURSIVE_EFFECTS | SINGLE_BLOCK)
        .region_branch(region_branch::WHILE)
        .canonicalize(canonicalize::WHILE)
        .loop_like(LoopLike::new(&[0, 1], |_, _| false)),
    OpSpec::new("scf.yield")
        .declare(&YIELD)
        .traits(TERMINATOR | RETURN_LIKE | PURE)
        .region_terminator(YIELD_TERMINATOR),
];

/// `RegionBranchOpInterface` of the structured ops: MLIR's edges (`getSuccessorRegions`),
/// entry operands (`getEntrySuccessorOperands`) and successor inputs.
mod region_branch {
    use super::*;
    use RegionPoint::{Parent, Region as R};

    fn entry_args(ir: &Ir, op: Op, ri: u32) -> Vec<Value> {
        super::entry_args(ir, op, ri as usize)
    }
    fn no_operands(ir: &Ir, op: Op, _: u32) -> Range<usize> {
        ir.operands(op).len()..ir.operands(op).len()
    }
    /// Results for the parent; nothing for a region (its entry block has no arguments).
    fn results_only(ir: &Ir, op: Op, to: RegionPoint) -> Vec<Value> {
        match to {
            Parent => ir.results(op).to_vec(),
            R(_) => vec![],
        }
    }

    /// `scf.for`: the op and the body may each enter the body (again) or leave the loop; the
    /// inits flow into the iteration arguments (not the induction variable).
    pub const FOR: RegionBranchOpInterface = RegionBranchOpInterface {
        successors: |_, _, _, out| out.extend([R(0), Parent]),
        entry_operands: |ir, op, _| 3.min(ir.operands(op).len())..ir.operands(op).len(),
        inputs: |ir, op, to| match to {
            Parent => ir.results(op).to_vec(),
            R(r) => entry_args(ir, op, r).into_iter().skip(1).collect(),
        },
    };

    /// `scf.if`: the op enters "then" or "else" (or, with an empty "else", continues after
    /// itself); both regions return to the op.
    pub const IF: RegionBranchOpInterface = RegionBranchOpInterface {
        successors: |ir, op, from, out| match from {
            Parent => {
                out.push(R(0));
                let els = ir.regions(op).get(1).is_some_and(|&r| !ir.region_is_empty(r));
                out.push(if els { R(1) } else { Parent });
            }
            R(_) => out.push(Parent),
        },
        entry_operands: no_operands,
        inputs: results_only,
    };

    /// `scf.while`: the op enters "before"; "before" (through `scf.condition`) leaves or enters
    /// "after"; "after" goes back to "before". The inits flow into "before".
    pub const WHILE: RegionBranchOpInterface = RegionBranchOpInterface {
        successors: |_, _, from, out| match from {
            Parent | R(1) => out.push(R(0)),
            R(_) => out.extend([Parent, R(1)]),
        },
        entry_operands: |ir, op, r| if r == 0 { 0..ir.operands(op).len() } else { no_operands(ir, op, r) },
        inputs: |ir, op, to| match to {
            Parent => ir.results(op).to_vec(),
            R(r) => entry_args(ir, op, r),
        },
    };

    /// `scf.execute_region`: the op enters its region, which returns to the op.
    pub const EXECUTE_REGION: RegionBranchOpInterface = RegionBranchOpInterface {
        successors: |_, _, from, out| out.push(if from == Parent { R(0) } else { Parent }),
        entry_operands: no_operands,
        inputs: results_only,
    };

    /// `scf.index_switch`: the op enters any of its regions (default first); each returns to
    /// the op.
    pub const INDEX_SWITCH: RegionBranchOpInterface = RegionBranchOpInterface {
        successors: |ir, op, from, out| match from {
            Parent => out.extend((0..ir.regions(op).len() as u32).map(R)),
            R(_) => out.push(Parent),
        },
        entry_operands: no_operands,
        inputs: results_only,
    };

    /// `scf.forall`: like `PARALLEL_LOOP`, but each `shared_outs` operand flows into its body
    /// argument (every iteration sees the same shared value) and, when no iteration runs, to
    /// the matching result; the `scf.forall.in_parallel` terminator forwards nothing (its
    /// `parallel_insert_slice`s write into the body arguments, which the results then hold).
    pub const FORALL: RegionBranchOpInterface = RegionBranchOpInterface {
        successors: |_, _, _, out| out.extend([R(0), Parent]),
        entry_operands: |ir, op, _| {
            let n = ir.operands(op).len();
            n.saturating_sub(ir.results(op).len())..n
        },
        inputs: |ir, op, to| match to {
            Parent => ir.results(op).to_vec(),
            R(r) => {
                let args = entry_args(ir, op, r);
                let skip = args.len().saturating_sub(ir.results(op).len());
                args.into_iter().skip(skip).collect()
            }
        },
    };

    /// `scf.parallel`: the op and the body may each enter the body or leave; no values flow
    /// along these edges (reductions combine their own).
    pub const PARALLEL_LOOP: RegionBranchOpInterface = RegionBranchOpInterface {
        successors: |_, _, _, out| out.extend([R(0), Parent]),
        entry_operands: no_operands,
        inputs: |_, _, _| vec![],
    };
}

// ----- parsing helpers -----

/// `%name` declaring a region argument.
fn parse_arg_name(p: &mut Parser) -> PResult<(String, usize)> {
    if !p.is(&Tok::Percent) {
        return p.err_wrong_token("expected SSA operand");
    }
    let name = p.text().to_string();
    let pos = p.tok.start;
    p.bump();
    Ok((name, pos))
}

fn region_arg(name: (String, usize), ty: Type) -> RegionArg {
    RegionArg { name: name.0, pos: name.1, ty, loc: None }
}

/// `(%a, %b)`: region argument names.
fn parse_arg_name_list(p: &mut Parser) -> PResult<Vec<(String, usize)>> {
    let mut v = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        v.push(parse_arg_name(p)?);
        Ok(())
    })?;
    Ok(v)
}

/// Region argument names (with positions) and the operands they start from.
type Assignments = (Vec<(String, usize)>, Vec<UOperand>);

/// `(%arg = %init, ...)`: region argument names and the operands they start from.
fn parse_assignment_list(p: &mut Parser) -> PResult<Assignments> {
    let mut names = vec![];
    let mut uses = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        names.push(parse_arg_name(p)?);
        p.expect(Tok::Equal, "'='")?;
        uses.push(p.parse_operand()?);
        Ok(())
    })?;
    Ok((names, uses))
}

/// `(%a, %b)` with exactly `n` operands (any count when `n` is `None`).
fn parse_paren_operands(p: &mut Parser, n: Option<usize>) -> PResult<Vec<UOperand>> {
    let pos = p.tok.start;
    let mut v = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        v.push(p.parse_operand()?);
        Ok(())
    })?;
    if let Some(n) = n {
        if v.len() != n {
            return p.err_at(pos, format!("expected {n} operands"));
        }
    }
    Ok(v)
}

/// `-> type` or `-> (types)` when an arrow follows.
fn parse_optional_arrow_types(p: &mut Parser) -> PResult<Vec<Type>> {
    if p.optional(Tok::Arrow) {
        return p.parse_function_result_types();
    }
    Ok(vec![])
}

/// `(4, %n, ...)`: static values with `DYNAMIC` for each operand.
fn parse_paren_index_list(p: &mut Parser) -> PResult<(Vec<UOperand>, Vec<i64>)> {
    let mut dyns = vec![];
    let mut stat = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        if let Some(u) = p.parse_optional_operand()? {
            dyns.push(u);
            stat.push(DYNAMIC);
        } else {
            stat.push(p.parse_i64()?);
        }
        Ok(())
    })?;
    Ok((dyns, stat))
}

fn is_terminator(ir: &Ir, op: Op) -> bool {
    super::lookup(ir.op_name(op)).is_some_and(|d| d.is_terminator())
}

/// Makes sure the region has a block and its last block ends in a terminator, appending
/// `make()`'s op otherwise (the custom form's implicit terminator).
fn ensure_terminator_with(p: &mut Parser, r: Region, make: impl FnOnce(&mut Parser) -> Op) {
    if p.ir.region_is_empty(r) {
        let b = p.ir.new_block();
        p.ir.append_block(r, b);
    }
    let Some(b) = p.ir.last_block(r) else { return };
    if p.ir.terminator(b).is_some_and(|t| is_terminator(p.ir, t)) {
        return;
    }
    let op = make(p);
    p.ir.append_op(b, op);
}

/// An op with no operands, results or attributes named `name`, with `regions`.
fn bare_op(p: &mut Parser, name: &str, regions: Vec<Region>, loc: Attr) -> Op {
    let s = p.ir.ctx.sym(name);
    p.ir.create_op(s, vec![], &[], vec![], vec![], regions, vec![], loc)
}

/// Appends `name` (an `scf.yield` or `scf.reduce` without operands) unless the region ends
/// in a terminator.
fn ensure_terminator(p: &mut Parser, r: Region, name: &str, loc: Attr) {
    ensure_terminator_with(p, r, |p| bare_op(p, name, vec![], loc));
}

/// A region `{}` holding one empty block.
fn ensure_block(p: &mut Parser, r: Region) {
    if p.ir.region_is_empty(r) {
        let b = p.ir.new_block();
        p.ir.append_block(r, b);
    }
}

// ----- printing helpers -----

fn entry_args(ir: &Ir, op: Op, ri: usize) -> Vec<Value> {
    ir.regions(op).get(ri).and_then(|&r| ir.entry_block(r)).map(|b| ir.args(b).to_vec()).unwrap_or_default()
}

/// ` name(%a = %x, %b = %y)` (nothing if empty).
fn print_assignment_list(pr: &mut Printer, prefix: &str, args: &[Value], inits: &[Value]) {
    if inits.is_empty() {
        return;
    }
    pr.w(prefix);
    pr.w("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.operand(a);
        pr.w(" = ");
        pr.operand(v);
    }
    pr.w(")");
}

fn value_types(ir: &Ir, vs: &[Value]) -> Vec<Type> {
    vs.iter().map(|&v| ir.value_ty(v)).collect()
}

/// ` -> T` or ` -> (T1, T2)` (nothing if empty).
fn print_optional_arrow_types(pr: &mut Printer, ts: &[Type]) {
    if !ts.is_empty() {
        pr.w(" -> ");
        pr.result_types(ts);
    }
}

/// The integer value of `v` when a constant-like op (`arith.constant`) defines it.
fn constant_int(ir: &Ir, v: Value) -> Option<i128> {
    let d = ir.defining_op(v)?;
    if !ir.def(d).has(crate::ir::registry::CONSTANT_LIKE) {
        return None;
    }
    let a = ir.attr(d, "value")?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Int { .. } => ir.ctx.as_int(a),
        _ => None,
    }
}

// ----- verifier helpers -----

/// The only block of region `ri` (None if the region is empty); reports more than one block.
fn single_block(v: &mut Verifier, op: Op, ri: usize) -> Result<Option<Block>, ()> {
    let Some(&r) = v.ir.regions(op).get(ri) else { return Ok(None) };
    let blocks = v.ir.blocks(r);
    if blocks.len() > 1 {
        v.err(op, format!("expects region #{ri} to have 0 or 1 blocks"));
        return Err(());
    }
    Ok(blocks.clone().next())
}

/// Checks `b` ends with `name` (SingleBlockImplicitTerminator's wording).
fn implicit_terminator(v: &mut Verifier, op: Op, b: Block, name: &str) -> Option<Op> {
    let last = v.ir.terminator(b);
    match last {
        Some(t) if v.ir.op_name(t) == name => Some(t),
        _ => {
            let found = last.map(|t| v.ir.op_name(t).to_string());
            let msg = match found {
                Some(f) => format!("expects regions to end with '{name}', found '{f}'"),
                None => "expects a non-empty block".to_string(),
            };
            v.err_note(op, msg, op, format!("in custom textual format, the absence of terminator implies '{name}'"));
            None
        }
    }
}

/// `'op' op expects parent op 'p'`.
fn parent_is(v: &mut Verifier, op: Op, names: &[&str]) -> Option<Op> {
    let p = v.ir.parent_op(op);
    if let Some(p) = p.filter(|&p| names.contains(&v.ir.op_name(p))) {
        return Some(p);
    }
    if names.len() == 1 {
        v.err(op, format!("expects parent op '{}'", names[0]));
    } else {
        v.err(op, format!("expects parent op to be one of '{}'", names.join(", ")));
    }
    None
}

fn is_int_or_index(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_int(t) || ctx.is_index(t)
}

fn is_i1(ctx: &Context, t: Type) -> bool {
    ctx.int_width(t) == Some(1) && ctx.is_signless_int(t)
}

fn region_count(v: &mut Verifier, op: Op, n: usize) -> bool {
    let got = v.ir.regions(op).len();
    if got != n {
        match n {
            1 => v.err(op, "requires one region"),
            n => v.err(op, format!("expected {n} regions")),
        }
        return false;
    }
    true
}

fn no_results(v: &mut Verifier, op: Op) -> bool {
    if !v.ir.results(op).is_empty() {
        v.err(op, "requires zero results");
        return false;
    }
    true
}

/// Values flowing along a region control flow edge (`RegionBranchOpInterface`'s check):
/// `point` is the branch point (the op itself when it is the parent), `from`/`to` as upstream
/// names them (`parent`, `Operation scf.yield`, `Region #1`).
fn check_edge(v: &mut Verifier, op: Op, point: Op, from: &str, to: &str, src: &[Type], dst: &[Type]) -> bool {
    if src.len() != dst.len() {
        let msg = format!(
            "along control flow edge from {from} to {to}: region branch point has {} operands, but region successor needs {} inputs",
            src.len(),
            dst.len()
        );
        v.err_note(op, msg, point, "region branch point");
        return false;
    }
    for (i, (&a, &b)) in src.iter().zip(dst).enumerate() {
        if a != b {
            let (x, y) = (v.ty_str(a), v.ty_str(b));
            let msg = format!("along control flow edge from {from} to {to}: successor operand type #{i} '{x}' should match successor input type #{i} '{y}'");
            v.err_note(op, msg, point, "region branch point");
            return false;
        }
    }
    true
}

// ----- scf.yield / scf.condition -----

static YIELD: OpFormat = OpFormat {
    operands: &[("results*", &ANY_TYPE)],
    format: "attr-dict ($results^ `:` type($results))?",
    verify: Some(|v, op| {
        parent_is(v, op, &["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"]);
    }),
    ..FORMAT
};

static CONDITION: OpFormat = OpFormat {
    operands: &[("condition", &I1), ("args*", &ANY_TYPE)],
    format: "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
    verify: Some(|v, op| {
        parent_is(v, op, &["scf.while"]);
    }),
    ..FORMAT
};

fn parse_for(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.parse_optional_keyword("unsigned") {
        let u = p.ir.ctx.unit_attr();
        st.add_attr(p.ir, "unsignedCmp", u);
    }
    let iv = parse_arg_name(p)?;
    p.expect(Tok::Equal, "'='")?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut names = vec![];
    let mut inits = vec![];
    if p.parse_optional_keyword("iter_args") {
        (names, inits) = parse_assignment_list(p)?;
        p.expect(Tok::Arrow, "'->'")?;
        st.types = p.parse_function_result_types()?;
    }
    if names.len() != st.types.len() {
        return p.err_at(st.pos, "mismatch in number of loop-carried values and defined values");
    }
    let ivt = if p.optional(Tok::Colon) { p.parse_type()? } else { p.ir.ctx.index_ty() };
    st.operands = p.resolve_same(&[lb, ub, step], ivt)?;
    let types = st.types.clone();
    st.operands.extend(p.resolve_all(&inits, &types, st.pos)?);
    let mut args = vec![region_arg(iv, ivt)];
    args.extend(names.into_iter().zip(types).map(|(n, t)| region_arg(n, t)));
    let r = p.parse_region(args, false)?;
    ensure_terminator(p, r, "scf.yield", st.loc);
    st.regions.push(r);
    p.parse_attr_dict(st)
}

fn print_for(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let ops = ir.operands(op);
    let args = entry_args(ir, op, 0);
    if ops.len() < 3 || args.len() != ops.len() - 2 {
        pr.generic_op(op);
        return;
    }
    pr.w("scf.for");
    if ir.prop(op, "unsignedCmp").is_some() {
        pr.w(" unsigned");
    }
    pr.w(" ");
    pr.operand(args[0]);
    pr.w(" = ");
    pr.operand(ops[0]);
    pr.w(" to ");
    pr.operand(ops[1]);
    pr.w(" step ");
    pr.operand(ops[2]);
    let inits = &ops[3..];
    print_assignment_list(pr, " iter_args", &args[1..], inits);
    if !inits.is_empty() {
        pr.w(" -> (");
        let ts = value_types(ir, inits);
        pr.types(&ts);
        pr.w(")");
    }
    pr.w(" ");
    let ivt = ir.value_ty(args[0]);
    if !ir.ctx.is_index(ivt) {
        pr.w(" : ");
        pr.ty(ivt);
        pr.w(" ");
    }
    pr.region(ir.regions(op)[0], false, !inits.is_empty());
    pr.attr_dict(op, &["unsignedCmp"]);
}

fn verify_for(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ops = ir.operands(op).to_vec();
    if ops.len() < 3 {
        v.err(op, format!("expected 3 or more operands, but found {}", ops.len()));
        return;
    }
    let ts = ir.operand_types(op);
    for (i, &t) in ts.iter().enumerate().take(3) {
        if !is_int_or_index(v.ctx(), t) {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{i} must be signless integer or index, but got '{s}'"));
            return;
        }
    }
    if ts[0] != ts[1] || ts[0] != ts[2] {
        v.err(op, "failed to verify that all of {lowerBound, upperBound, step} have same type");
        return;
    }
    if !region_count(v, op, 1) {
        return;
    }
    let Ok(body) = single_block(v, op, 0) else { return };
    if body.is_none() {
        v.err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
    }
}

fn verify_for_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(body) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else { return };
    let Some(y) = implicit_terminator(v, op, body, "scf.yield") else { return };
    let ts = ir.operand_types(op);
    let args = ir.args(body).to_vec();
    if args.first().map(|&a| ir.value_ty(a)) != Some(ts[0]) {
        v.err(op, "expected induction variable to be same type as bounds");
        return;
    }
    let inits = &ts[3..];
    let results = ir.result_types(op);
    if inits.len() != results.len() {
        v.err(op, "mismatch in number of loop-carried values and defined values");
        return;
    }
    let iter: Vec<Type> = args[1..].iter().map(|&a| ir.value_ty(a)).collect();
    let yielded = ir.operand_types(y);
    if inits.len() != iter.len() {
        v.err(op, format!("different number of inits and region iter_args: {} != {}", inits.len(), iter.len()));
        return;
    }
    if iter.len() != yielded.len() {
        v.err(
            op,
            format!("different number of region iter_args and yielded values: {} != {}", iter.len(), yielded.len()),
        );
        return;
    }
    for i in 0..iter.len() {
        let pairs = [
            (inits[i], iter[i], "init", "region iter_arg"),
            (iter[i], yielded[i], "region iter_arg", "yielded value"),
            (iter[i], results[i], "region iter_arg", "loop result"),
        ];
        for (a, b, x, y) in pairs {
            if a != b {
                let (s, t) = (v.ty_str(a), v.ty_str(b));
                v.err(op, format!("{i}-th {x} and {i}-th {y} have different type: '{s}' != '{t}'"));
                return;
            }
        }
    }
}

// ----- scf.forall / scf.forall.in_parallel -----

fn parse_forall(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let ivs = parse_arg_name_list(p)?;
    let n = ivs.len() as i64;
    let index = p.ir.ctx.index_ty();
    let (mut dl, mut ds) = (vec![], vec![]);
    let (du, sl, su, ss);
    if p.parse_optional_keyword("in") {
        let (d, s) = parse_paren_index_list(p)?;
        du = p.resolve_same(&d, index)?;
        su = s;
        sl = vec![0; n as usize];
        ss = vec![1; n as usize];
    } else {
        p.expect(Tok::Equal, "'='")?;
        let (d, s) = parse_paren_index_list(p)?;
        dl = p.resolve_same(&d, index)?;
        sl = s;
        p.parse_keyword("to")?;
        let (d, s) = parse_paren_index_list(p)?;
        du = p.resolve_same(&d, index)?;
        su = s;
        p.parse_keyword("step")?;
        let (d, s) = parse_paren_index_list(p)?;
        ds = p.resolve_same(&d, index)?;
        ss = s;
    }
    let mut outs = vec![];
    let mut names = vec![];
    if p.parse_optional_keyword("shared_outs") {
        let pos = p.tok.start;
        let (nm, uses) = parse_assignment_list(p)?;
        st.types = parse_optional_arrow_types(p)?;
        if uses.len() != st.types.len() {
            return p.err_at(
                pos,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    uses.len(),
                    st.types.len()
                ),
            );
        }
        let types = st.types.clone();
        outs = p.resolve_all(&uses, &types, pos)?;
        names = nm;
    }
    let mut args: Vec<RegionArg> = ivs.into_iter().map(|iv| region_arg(iv, index)).collect();
    args.extend(names.into_iter().zip(st.types.clone()).map(|(n, t)| region_arg(n, t)));
    let r = p.parse_region(args, false)?;
    let loc = st.loc;
    ensure_terminator_with(p, r, |p| {
        let inner = p.ir.new_region();
        ensure_block(p, inner);
        bare_op(p, "scf.forall.in_parallel", vec![inner], loc)
    });
    st.regions.push(r);
    p.parse_attr_dict(st)?;
    for (name, vals) in [("staticLowerBound", &sl), ("staticUpperBound", &su), ("staticStep", &ss)] {
        let a = p.ir.ctx.dense_i64_array(vals);
        st.add_attr(p.ir, name, a);
    }
    set_segments(p, st, &[dl.len(), du.len(), ds.len(), outs.len()]);
    st.operands = [dl, du, ds, outs].concat();
    Ok(())
}

struct Forall {
    lb: (Vec<Value>, Vec<i64>),
    ub: (Vec<Value>, Vec<i64>),
    step: (Vec<Value>, Vec<i64>),
    outs: Vec<Value>,
}

fn forall_parts(ir: &Ir, op: Op) -> Option<Forall> {
    let segs = segments(ir, op);
    if segs.len() != 4
        || dense_array(ir, op, "operandSegmentSizes")?.iter().sum::<i64>() != ir.operands(op).len() as i64
    {
        return None;
    }
    let get = |n: &str| dense_array(ir, op, n);
    let (sl, su, ss) = (get("staticLowerBound")?, get("staticUpperBound")?, get("staticStep")?);
    Some(Forall {
        lb: (segs[0].clone(), sl),
        ub: (segs[1].clone(), su),
        step: (segs[2].clone(), ss),
        outs: segs[3].clone(),
    })
}

/// Whether each entry of a mixed list is the constant `c` (an attribute or an `arith.constant`).
fn all_const(ir: &Ir, l: &(Vec<Value>, Vec<i64>), c: i128) -> bool {
    let mut k = 0;
    l.1.iter().all(|&s| {
        if s == DYNAMIC {
            let v = l.0.get(k).and_then(|&v| constant_int(ir, v));
            k += 1;
            v == Some(c)
        } else {
            s as i128 == c
        }
    })
}

fn print_forall(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let Some(f) = forall_parts(ir, op) else {
        pr.generic_op(op);
        return;
    };
    let args = entry_args(ir, op, 0);
    let n = f.ub.1.len();
    if args.len() != n + f.outs.len() || ir.regions(op).len() != 1 {
        pr.generic_op(op);
        return;
    }
    pr.w("scf.forall (");
    pr.operands(&args[..n]);
    pr.w(")");
    if all_const(ir, &f.lb, 0) && all_const(ir, &f.step, 1) {
        pr.w(" in ");
        print_paren_index_list(pr, &f.ub.0, &f.ub.1);
    } else {
        pr.w(" = ");
        print_paren_index_list(pr, &f.lb.0, &f.lb.1);
        pr.w(" to ");
        print_paren_index_list(pr, &f.ub.0, &f.ub.1);
        pr.w(" step ");
        print_paren_index_list(pr, &f.step.0, &f.step.1);
    }
    print_assignment_list(pr, " shared_outs", &args[n..], &f.outs);
    pr.w(" ");
    if !f.outs.is_empty() {
        pr.w("-> (");
        let ts = ir.result_types(op);
        pr.types(&ts);
        pr.w(") ");
    }
    let has_results = !ir.results(op).is_empty();
    pr.region(ir.regions(op)[0], false, has_results);
    pr.attr_dict(op, &["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"]);
}

/// `verifyListOfOperandsOrIntegers`: `n` static entries, one operand per dynamic entry.
fn check_mixed(v: &mut Verifier, op: Op, name: &str, n: usize, l: &(Vec<Value>, Vec<i64>)) -> bool {
    if l.1.len() != n {
        err_plain(v, op, format!("expected {n} {name} values, got {}", l.1.len()));
        return false;
    }
    let d = l.1.iter().filter(|&&s| s == DYNAMIC).count();
    if d != l.0.len() {
        err_plain(v, op, format!("expected {d} dynamic {name} values"));
        return false;
    }
    true
}

fn verify_forall(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(_) = check_segments(v, op, 4) else { return };
    for name in ["staticLowerBound", "staticUpperBound", "staticStep"] {
        if dense_array(ir, op, name).is_none() {
            v.err(op, format!("requires attribute '{name}'"));
            return;
        }
    }
    let Some(f) = forall_parts(ir, op) else { return };
    for (i, &x) in ir.operands(op).iter().enumerate().take(f.lb.0.len() + f.ub.0.len() + f.step.0.len()) {
        let t = ir.value_ty(x);
        if !ir.ctx.is_index(t) {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{i} must be variadic of index, but got '{s}'"));
            return;
        }
    }
    if !region_count(v, op, 1) {
        return;
    }
    let Ok(body) = single_block(v, op, 0) else { return };
    let Some(body) = body else {
        v.err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
        return;
    };
    let n = f.lb.1.len();
    let nres = ir.results(op).len();
    if nres != f.outs.len() {
        v.err(op, format!("produces {nres} results, but has only {} outputs", f.outs.len()));
        return;
    }
    let args = ir.args(body).to_vec();
    if args.len() != n + f.outs.len() {
        v.err(op, format!("region expects {n} arguments"));
        return;
    }
    for (i, &a) in args.iter().take(n).enumerate() {
        if !ir.ctx.is_index(ir.value_ty(a)) {
            v.err(op, format!("expects {i}-th block argument to be an index"));
            return;
        }
    }
    for (i, &o) in f.outs.iter().enumerate() {
        if ir.value_ty(args[n + i]) != ir.value_ty(o) {
            v.err(op, format!("type mismatch between {i}-th output and corresponding block argument"));
            return;
        }
        let (ot, rt) = (ir.value_ty(o), ir.value_ty(ir.result(op, i)));
        if rt != ot {
            let (a, b) = (v.ty_str(ot), v.ty_str(rt));
            v.err(
                op,
                format!(
                    "expected type of operand #{} ('{a}') to match type of corresponding result ('{b}')",
                    ir.operands(op).len() - f.outs.len() + i
                ),
            );
            return;
        }
    }
    if let Some(m) = ir.attr(op, "mapping") {
        match ir.ctx.as_array(m) {
            Some(a) if a.is_empty() || a.len() == n => {}
            Some(_) => {
                v.err(op, "mapping attribute size must match op rank");
                return;
            }
            None => {
                v.err(op, "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute");
                return;
            }
        }
    }
    let _ = check_mixed(v, op, "lower bound", n, &f.lb)
        && check_mixed(v, op, "upper bound", n, &f.ub)
        && check_mixed(v, op, "step", n, &f.step);
}

fn verify_forall_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if let Some(body) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) {
        implicit_terminator(v, op, body, "scf.forall.in_parallel");
    }
}

fn parse_in_parallel(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let r = p.parse_region(vec![], false)?;
    ensure_block(p, r);
    st.regions.push(r);
    p.parse_attr_dict(st)
}

fn print_in_parallel(pr: &mut Printer, op: Op) {
    let Some(&r) = pr.ir.regions(op).first() else {
        pr.generic_op(op);
        return;
    };
    pr.w("scf.forall.in_parallel ");
    pr.region(r, false, false);
    pr.attr_dict(op, &[]);
}

fn verify_in_parallel(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !ir.operands(op).is_empty() {
        v.err(op, format!("expected 0 operands, but found {}", ir.operands(op).len()));
        return;
    }
    if !no_results(v, op) || !region_count(v, op, 1) {
        return;
    }
    let r = ir.regions(op)[0];
    if ir.num_blocks(r) != 1 {
        v.err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
        return;
    }
    if parent_is(v, op, &["scf.forall"]).is_none() {
        return;
    }
    let b = ir.entry_block(r).unwrap();
    for o in ir.ops(b) {
        if ir.op_name(o) != "tensor.parallel_insert_slice" {
            v.err(op, "expected only ParallelCombiningOpInterface ops");
            return;
        }
    }
}

// ----- scf.parallel / scf.reduce / scf.reduce.return -----

fn parse_parallel(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let ivs = parse_arg_name_list(p)?;
    let n = Some(ivs.len());
    let index = p.ir.ctx.index_ty();
    p.expect(Tok::Equal, "'='")?;
    let lb = parse_paren_operands(p, n)?;
    let lb = p.resolve_same(&lb, index)?;
    p.parse_keyword("to")?;
    let ub = parse_paren_operands(p, n)?;
    let ub = p.resolve_same(&ub, index)?;
    p.parse_keyword("step")?;
    let step = parse_paren_operands(p, n)?;
    let step = p.resolve_same(&step, index)?;
    let inits = if p.parse_optional_keyword("init") { parse_paren_operands(p, None)? } else { vec![] };
    st.types = parse_optional_arrow_types(p)?;
    let args = ivs.into_iter().map(|iv| region_arg(iv, index)).collect();
    let r = p.parse_region(args, false)?;
    st.regions.push(r);
    p.parse_attr_dict(st)?;
    if inits.len() != st.types.len() {
        return p.err_at(
            st.pos,
            format!(
                "number of operands and types do not match: got {} operands and {} types",
                inits.len(),
                st.types.len()
            ),
        );
    }
    let types = st.types.clone();
    let inits = p.resolve_all(&inits, &types, st.pos)?;
    ensure_terminator(p, r, "scf.reduce", st.loc);
    set_segments(p, st, &[lb.len(), ub.len(), step.len(), inits.len()]);
    st.operands = [lb, ub, step, inits].concat();
    Ok(())
}

fn print_parallel(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let segs = segments(ir, op);
    let args = entry_args(ir, op, 0);
    if segs.len() != 4 || ir.regions(op).len() != 1 {
        pr.generic_op(op);
        return;
    }
    pr.w("scf.parallel (");
    pr.operands(&args);
    pr.w(") = (");
    pr.operands(&segs[0]);
    pr.w(") to (");
    pr.operands(&segs[1]);
    pr.w(") step (");
    pr.operands(&segs[2]);
    pr.w(")");
    if !segs[3].is_empty() {
        pr.w(" init (");
        pr.operands(&segs[3]);
        pr.w(")");
    }
    let rts = ir.result_types(op);
    print_optional_arrow_types(pr, &rts);
    pr.w(" ");
    pr.region(ir.regions(op)[0], false, true);
    pr.attr_dict(op, &["operandSegmentSizes"]);
}

fn verify_parallel(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(seg) = check_segments(v, op, 4) else { return };
    for (i, &x) in ir.operands(op).iter().enumerate().take((seg[0] + seg[1] + seg[2]) as usize) {
        let t = ir.value_ty(x);
        if !ir.ctx.is_index(t) {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{i} must be variadic of index, but got '{s}'"));
            return;
        }
    }
    if !region_count(v, op, 1) {
        return;
    }
    let Ok(body) = single_block(v, op, 0) else { return };
    let g = segments(ir, op);
    let steps = &g[2];
    if steps.is_empty() {
        v.err(op, "needs at least one tuple element for lowerBound, upperBound and step");
        return;
    }
    if g[0].len() != steps.len() || g[1].len() != steps.len() {
        v.err(op, "expects the same number of lower bounds, upper bounds and steps");
        return;
    }
    if steps.iter().any(|&s| constant_int(ir, s).is_some_and(|c| c <= 0)) {
        v.err(op, "constant step operand must be positive");
        return;
    }
    let Some(body) = body else {
        v.err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
        return;
    };
    let args = ir.args(body).to_vec();
    if args.len() != steps.len() {
        v.err(
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        );
        return;
    }
    if args.iter().any(|&a| !ir.ctx.is_index(ir.value_ty(a))) {
        v.err(op, "expects arguments for the induction variable to be of index type");
        return;
    }
    let term = ir.terminator(body);
    let Some(reduce) = term.filter(|&t| ir.op_name(t) == "scf.reduce") else {
        match term {
            Some(t) => v.err_note(op, "expects body to terminate with 'scf.reduce'", t, "terminator here"),
            None => v.err(op, "expects body to terminate with 'scf.reduce'"),
        }
        return;
    };
    let nres = ir.results(op).len();
    let nred = ir.operands(reduce).len();
    if nres != nred {
        v.err(op, format!("expects number of results: {nres} to be the same as number of reductions: {nred}"));
        return;
    }
    if nres != g[3].len() {
        v.err(
            op,
            format!("expects number of results: {nres} to be the same as number of initial values: {}", g[3].len()),
        );
        return;
    }
    for (i, &init) in g[3].iter().enumerate() {
        let (rt, ot) = (ir.value_ty(ir.result(op, i)), ir.value_ty(ir.operands(reduce)[i]));
        if rt != ot {
            let (a, b) = (v.ty_str(ot), v.ty_str(rt));
            v.err(
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: '{a}' to be the same as the {i}-th result type: '{b}'"
                ),
            );
            return;
        }
        if ir.value_ty(init) != rt {
            let (a, b) = (v.ty_str(ir.value_ty(init)), v.ty_str(rt));
            v.err(
                op,
                format!("expects type of {i}-th initial value: '{a}' to be the same as the {i}-th result type: '{b}'"),
            );
            return;
        }
    }
}

fn parse_reduce(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if p.optional(Tok::LParen) {
        let uses = p.parse_operand_list()?;
        let pos = p.tok.start;
        p.expect(Tok::Colon, "':'")?;
        let tys = p.parse_type_list_no_parens()?;
        p.expect(Tok::RParen, "')'")?;
        st.operands = p.resolve_all(&uses, &tys, pos)?;
    }
    if p.is(&Tok::LBrace) {
        loop {
            let r = p.parse_region_with_entry_args(false)?;
            st.regions.push(r);
            if !p.optional(Tok::Comma) {
                break;
            }
        }
    }
    p.parse_attr_dict(st)
}

fn print_reduce(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("scf.reduce");
    let ops = ir.operands(op);
    if !ops.is_empty() {
        pr.w("(");
        pr.operands(ops);
        pr.w(" : ");
        let ts = ir.operand_types(op);
        pr.types(&ts);
        pr.w(")");
    }
    pr.w(" ");
    for (i, &r) in ir.regions(op).iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.region(r, true, true);
    }
    pr.attr_dict(op, &[]);
}

fn verify_reduce(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !no_results(v, op) || parent_is(v, op, &["scf.parallel"]).is_none() {
        return;
    }
    let ts = ir.operand_types(op);
    let regions = ir.regions(op).to_vec();
    if regions.len() != ts.len() {
        v.err(
            op,
            format!("expects one reduction region per operand: {} operands, {} regions", ts.len(), regions.len()),
        );
        return;
    }
    for (i, &r) in regions.iter().enumerate() {
        if ir.num_blocks(r) != 1 {
            v.err(op, format!("region #{i} ('reductions') failed to verify constraint: region with 1 blocks"));
            return;
        }
    }
}

fn verify_reduce_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ts = ir.operand_types(op);
    let regions = ir.regions(op).to_vec();
    for (i, (&r, &t)) in regions.iter().zip(&ts).enumerate() {
        if ir.num_blocks(r) != 1 {
            v.err(op, format!("region #{i} ('reductions') failed to verify constraint: region with 1 blocks"));
            return;
        }
        let b = ir.entry_block(r).unwrap();
        if ir.block_is_empty(b) {
            v.err(op, format!("{i}-th reduction has an empty body"));
            return;
        }
        let args = ir.args(b);
        if args.len() != 2 || args.iter().any(|&a| ir.value_ty(a) != t) {
            let s = v.ty_str(t);
            v.err(op, format!("expected two block arguments with type '{s}' in the {i}-th reduction region"));
            return;
        }
        if ir.terminator(b).map(|t| ir.op_name(t)) != Some("scf.reduce.return") {
            v.err(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
            return;
        }
    }
}

static REDUCE_RETURN: OpFormat = OpFormat {
    operands: &[("result", &ANY_TYPE)],
    format: "$result attr-dict `:` type($result)",
    verify: Some(verify_reduce_return),
    ..FORMAT
};

fn verify_reduce_return(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if parent_is(v, op, &["scf.reduce"]).is_none() {
        return;
    }
    let Some(b) = ir.parent_block(op) else { return };
    let Some(&a0) = ir.args(b).first() else { return };
    let (want, got) = (ir.value_ty(a0), ir.value_ty(ir.operands(op)[0]));
    if want != got {
        let s = v.ty_str(want);
        v.err(op, format!("must have type '{s}' (the type of the reduction inputs)"));
    }
}

// ----- scf.if -----

fn parse_if(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ir.ctx.int_ty(1);
    st.operands = vec![p.resolve(&c, i1)?];
    st.types = parse_optional_arrow_types(p)?;
    let then = p.parse_region(vec![], false)?;
    ensure_terminator(p, then, "scf.yield", st.loc);
    let els = if p.parse_optional_keyword("else") {
        let r = p.parse_region(vec![], false)?;
        ensure_terminator(p, r, "scf.yield", st.loc);
        r
    } else {
        p.ir.new_region()
    };
    st.regions = vec![then, els];
    p.parse_attr_dict(st)
}

fn print_if(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let (ops, regions) = (ir.operands(op), ir.regions(op));
    if ops.len() != 1 || regions.len() != 2 {
        pr.generic_op(op);
        return;
    }
    pr.w("scf.if ");
    pr.operand(ops[0]);
    let rts = ir.result_types(op);
    let terms = !rts.is_empty();
    if terms {
        pr.w(" -> (");
        pr.types(&rts);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(regions[0], false, terms);
    if !ir.region_is_empty(regions[1]) {
        pr.w(" else ");
        pr.region(regions[1], false, terms);
    }
    pr.attr_dict(op, &[]);
}

/// Checks the operands of the `scf.yield` ending `b` against the op's results.
fn check_yield_to_parent(v: &mut Verifier, op: Op, b: Block) -> bool {
    let ir = v.ir;
    let Some(y) = ir.terminator(b).filter(|&y| ir.op_name(y) == "scf.yield") else { return true };
    let src = ir.operand_types(y);
    let dst = ir.result_types(op);
    check_edge(v, op, y, "Operation scf.yield", "parent", &src, &dst)
}

fn verify_if(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.operands(op).len() != 1 {
        v.err(op, "requires a single operand");
        return;
    }
    let t = ir.value_ty(ir.operands(op)[0]);
    if !is_i1(v.ctx(), t) {
        let s = v.ty_str(t);
        v.err(op, format!("operand #0 must be 1-bit signless integer, but got '{s}'"));
        return;
    }
    if !region_count(v, op, 2) {
        return;
    }
    let mut blocks = vec![];
    for ri in 0..2 {
        let Ok(b) = single_block(v, op, ri) else { return };
        if let Some(b) = b {
            if !ir.args(b).is_empty() {
                v.err(op, format!("region #{ri} should have no arguments"));
                return;
            }
        }
        blocks.push(b);
    }
    if blocks[0].is_none() {
        v.err(op, "region #0 ('thenRegion') failed to verify constraint: region with 1 blocks");
        return;
    }
    if !ir.results(op).is_empty() && blocks[1].is_none() {
        v.err(op, "must have an else block if defining values");
    }
}

fn verify_if_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let blocks: Vec<Block> = ir.regions(op).iter().filter_map(|&r| ir.entry_block(r)).collect();
    for &b in &blocks {
        if implicit_terminator(v, op, b, "scf.yield").is_none() {
            return;
        }
    }
    for &b in &blocks {
        if !check_yield_to_parent(v, op, b) {
            return;
        }
    }
}

// ----- scf.while -----

fn parse_while(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let (names, uses) = if p.is(&Tok::LParen) { parse_assignment_list(p)? } else { (vec![], vec![]) };
    p.expect(Tok::Colon, "':'")?;
    let tpos = p.tok.start;
    let t = p.parse_type()?;
    let TypeKind::Function { inputs, results } = p.ir.ctx.type_kind(t).clone() else {
        return p.err_at(tpos, "invalid kind of type specified: expected builtin.function");
    };
    if inputs.len() != uses.len() {
        return p.err_at(
            tpos,
            format!("expected as many input types as operands (expected {} got {})", uses.len(), inputs.len()),
        );
    }
    st.operands = p.resolve_all(&uses, &inputs, tpos)?;
    st.types = results;
    let args = names.into_iter().zip(inputs).map(|(n, t)| region_arg(n, t)).collect();
    let before = p.parse_region(args, false)?;
    p.parse_keyword("do")?;
    let after = p.parse_region_with_entry_args(false)?;
    st.regions = vec![before, after];
    p.parse_attr_dict_with_keyword(st)
}

fn print_while(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let regions = ir.regions(op);
    let ops = ir.operands(op);
    let args = entry_args(ir, op, 0);
    if regions.len() != 2 || (!ops.is_empty() && args.len() != ops.len()) {
        pr.generic_op(op);
        return;
    }
    pr.w("scf.while");
    print_assignment_list(pr, " ", &args, ops);
    pr.w(" : (");
    let ts = ir.operand_types(op);
    pr.types(&ts);
    pr.w(") -> ");
    let rts = ir.result_types(op);
    pr.result_types(&rts);
    pr.w(" ");
    pr.region(regions[0], false, true);
    pr.w(" do ");
    pr.region(regions[1], true, true);
    pr.attr_dict_with_keyword(op, &[]);
}

fn verify_while(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !region_count(v, op, 2) {
        return;
    }
    let mut blocks = vec![];
    for (ri, name) in [(0, "before"), (1, "after")] {
        let r = ir.regions(op)[ri];
        if ir.num_blocks(r) != 1 {
            v.err(op, format!("region #{ri} ('{name}') failed to verify constraint: region with 1 blocks"));
            return;
        }
        blocks.push(ir.entry_block(r).unwrap());
    }
    let (before, after) = (blocks[0], blocks[1]);
    for (b, name, term) in [(before, "before", "scf.condition"), (after, "after", "scf.yield")] {
        match ir.terminator(b) {
            None => {
                v.err(op, "expects a non-empty block");
                return;
            }
            Some(t) if ir.op_name(t) != term => {
                v.err_note(op, format!("expects the '{name}' region to terminate with '{term}'"), t, "terminator here");
                return;
            }
            _ => {}
        }
    }
}

fn verify_while_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let regions = ir.regions(op);
    let (Some(before), Some(after)) = (ir.entry_block(regions[0]), ir.entry_block(regions[1])) else { return };
    let (Some(cond), Some(yld)) = (ir.terminator(before), ir.terminator(after)) else { return };
    let inits = ir.operand_types(op);
    let before_args = value_types(ir, ir.args(before));
    let after_args = value_types(ir, ir.args(after));
    let cond_args: Vec<Type> = ir.operand_types(cond).into_iter().skip(1).collect();
    let yielded = ir.operand_types(yld);
    let results = ir.result_types(op);
    let _ = check_edge(v, op, op, "parent", "Region #0", &inits, &before_args)
        && check_edge(v, op, cond, "Operation scf.condition", "Region #1", &cond_args, &after_args)
        && check_edge(v, op, cond, "Operation scf.condition", "parent", &cond_args, &results)
        && check_edge(v, op, yld, "Operation scf.yield", "Region #0", &yielded, &before_args);
}

// ----- scf.index_switch -----

fn parse_index_switch(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    let index = p.ir.ctx.index_ty();
    st.operands = vec![p.resolve(&u, index)?];
    p.parse_attr_dict(st)?;
    if p.optional(Tok::Arrow) {
        st.types = p.parse_type_list_no_parens()?;
    }
    let mut cases = vec![];
    let mut regions = vec![];
    while p.parse_optional_keyword("case") {
        cases.push(p.parse_i64()?);
        regions.push(p.parse_region(vec![], false)?);
    }
    p.parse_keyword("default")?;
    let default = p.parse_region(vec![], false)?;
    ensure_terminator(p, default, "scf.yield", st.loc);
    let a = p.ir.ctx.dense_i64_array(&cases);
    st.add_attr(p.ir, "cases", a);
    st.regions = vec![default];
    st.regions.extend(regions);
    Ok(())
}

fn print_index_switch(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let cases = dense_array(ir, op, "cases").unwrap_or_default();
    let regions = ir.regions(op);
    let ops = ir.operands(op);
    if ops.len() != 1 || regions.len() != cases.len() + 1 {
        pr.generic_op(op);
        return;
    }
    pr.w("scf.index_switch ");
    pr.operand(ops[0]);
    pr.attr_dict(op, &["cases"]);
    let rts = ir.result_types(op);
    if !rts.is_empty() {
        pr.w(" -> ");
        pr.types(&rts);
    }
    pr.w(" ");
    for (c, &r) in cases.iter().zip(&regions[1..]) {
        pr.newline();
        pr.w(&format!("case {c} "));
        pr.region(r, false, true);
    }
    pr.newline();
    pr.w("default ");
    pr.region(regions[0], true, false);
}

fn verify_index_switch(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.operands(op).len() != 1 {
        v.err(op, "requires a single operand");
        return;
    }
    let t = ir.value_ty(ir.operands(op)[0]);
    if !ir.ctx.is_index(t) {
        let s = v.ty_str(t);
        v.err(op, format!("operand #0 must be index, but got '{s}'"));
        return;
    }
    let Some(cases) = dense_array(ir, op, "cases") else {
        v.err(op, "requires attribute 'cases'");
        return;
    };
    let regions = ir.regions(op).to_vec();
    if regions.is_empty() {
        v.err(op, "requires at least 1 region");
        return;
    }
    if regions.len() - 1 != cases.len() {
        v.err(op, format!("has {} case regions but {} case values", regions.len() - 1, cases.len()));
        return;
    }
    let mut seen = std::collections::HashSet::new();
    for &c in &cases {
        if !seen.insert(c) {
            v.err(op, format!("has duplicate case value: {c}"));
            return;
        }
    }
    for (ri, &r) in regions.iter().enumerate() {
        let blocks = ir.blocks(r);
        if blocks.len() != 1 {
            let name = if ri == 0 { "defaultRegion" } else { "caseRegions" };
            v.err(op, format!("region #{ri} ('{name}') failed to verify constraint: region with 1 blocks"));
            return;
        }
    }
    let rts = ir.result_types(op);
    for (ri, &r) in regions.iter().enumerate() {
        let b = ir.entry_block(r).unwrap();
        let what = if ri == 0 { "default region".to_string() } else { format!("case region #{}", ri - 1) };
        let term = ir.terminator(b);
        let Some(y) = term.filter(|&t| ir.op_name(t) == "scf.yield") else {
            let got = term.map(|t| ir.op_name(t).to_string()).unwrap_or_default();
            v.err(op, format!("expected region to end with scf.yield, but got {got}"));
            return;
        };
        let ys = ir.operand_types(y);
        if ys.len() != rts.len() {
            v.err_note(
                op,
                format!("expected each region to return {} values, but {what} returns {}", rts.len(), ys.len()),
                y,
                "see yield operation here",
            );
            return;
        }
        for (i, (&a, &b)) in ys.iter().zip(&rts).enumerate() {
            if a != b {
                let (x, w) = (v.ty_str(b), v.ty_str(a));
                v.err_note(
                    op,
                    format!("expected result #{i} of each region to be '{x}'"),
                    y,
                    format!("{what} returns '{w}' here"),
                );
                return;
            }
        }
    }
}

// ----- scf.execute_region -----

static EXECUTE_REGION: OpFormat = OpFormat {
    results: &[("results*", &ANY_TYPE)],
    attrs: &[("no_inline?", &UNIT)],
    regions: &["region"],
    format: "(`->` custom<ArrowTypes>($results)^)? (`no_inline` $no_inline^)? $region attr-dict",
    custom: &[Custom {
        name: "ArrowTypes",
        parse: |p, _, slots, args| {
            let tys = p.parse_function_result_types()?;
            slots.set_types(args[0], tys);
            Ok(())
        },
        print: |pr, op, _, _| {
            let ts = pr.ir.result_types(op);
            pr.result_types(&ts);
        },
    }],
    verify: Some(verify_execute_region),
    ..FORMAT
};

fn verify_execute_region(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let r = ir.regions(op)[0];
    let Some(entry) = ir.entry_block(r) else {
        v.err(op, "region needs to have at least one block");
        return;
    };
    if !ir.args(entry).is_empty() {
        v.err(op, "region cannot have any arguments");
    }
}

fn verify_execute_region_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(&r) = ir.regions(op).first() else { return };
    for b in ir.blocks(r) {
        if !check_yield_to_parent(v, op, b) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::interfaces::RegionPoint::{self, Parent, Region as R};
    use crate::ir::*;

    fn first(ir: &Ir, top: Op, name: &str) -> Op {
        let mut found = None;
        ir.walk(top, &mut |o| {
            if found.is_none() && ir.op_name(o) == name {
                found = Some(o)
            }
        });
        found.expect("op present")
    }

    fn successors(ir: &Ir, op: Op, from: RegionPoint) -> Vec<RegionPoint> {
        let mut out = vec![];
        (ir.def(op).interfaces.region_branch.expect("region branch").successors)(ir, op, from, &mut out);
        out
    }

    #[test]
    fn region_branch_edges() {
        let text = "func.func @f(%c: i1, %n: index, %a: i32) {\n  %c0 = arith.constant 0 : index\n\
            \x20 %c1 = arith.constant 1 : index\n\
            \x20 %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {\n    scf.yield %x : i32\n  }\n\
            \x20 scf.if %c {\n  }\n\
            \x20 %s = scf.if %c -> i32 {\n    scf.yield %a : i32\n  } else {\n    scf.yield %a : i32\n  }\n\
            \x20 %w = scf.while (%y = %a) : (i32) -> i32 {\n    scf.condition(%c) %y : i32\n  } do {\n\
            \x20 ^bb0(%z: i32):\n    scf.yield %z : i32\n  }\n  return\n}\n";
        let mut ir = crate::dialects::new_ir();
        let top = crate::syntax::parse(&mut ir, "t", text, 0, text.len()).expect("parses");
        assert!(crate::ir::verify::verify(&ir, top).is_empty());

        let f = first(&ir, top, "scf.for");
        let rb = ir.def(f).interfaces.region_branch.unwrap();
        assert_eq!(successors(&ir, f, Parent), vec![R(0), Parent]);
        assert_eq!(successors(&ir, f, R(0)), vec![R(0), Parent]);
        assert_eq!((rb.entry_operands)(&ir, f, 0), 3..4);
        let body = ir.entry_block(ir.regions(f)[0]).unwrap();
        assert_eq!((rb.inputs)(&ir, f, R(0)), vec![ir.arg(body, 1)]);
        assert_eq!((rb.inputs)(&ir, f, Parent), ir.results(f).to_vec());
        let y = ir.terminator(body).unwrap();
        let t = ir.def(y).interfaces.region_terminator.unwrap();
        assert_eq!((t.successor_operands)(&ir, y, R(0)), 0..1);
        assert!(ir.def(y).has(crate::ir::registry::RETURN_LIKE | crate::ir::registry::PURE));

        let mut ifs = vec![];
        ir.walk(top, &mut |o| {
            if ir.op_name(o) == "scf.if" {
                ifs.push(o)
            }
        });
        // Without "else", control may skip the op; with it, it enters one of the regions.
        assert_eq!(successors(&ir, ifs[0], Parent), vec![R(0), Parent]);
        assert_eq!(successors(&ir, ifs[1], Parent), vec![R(0), R(1)]);
        assert_eq!(successors(&ir, ifs[1], R(1)), vec![Parent]);
        let rb = ir.def(ifs[1]).interfaces.region_branch.unwrap();
        assert!((rb.entry_operands)(&ir, ifs[1], 0).is_empty());

        let w = first(&ir, top, "scf.while");
        let rb = ir.def(w).interfaces.region_branch.unwrap();
        assert_eq!(successors(&ir, w, Parent), vec![R(0)]);
        assert_eq!(successors(&ir, w, R(0)), vec![Parent, R(1)]);
        assert_eq!(successors(&ir, w, R(1)), vec![R(0)]);
        assert_eq!((rb.entry_operands)(&ir, w, 0), 0..1);
        let before = ir.entry_block(ir.regions(w)[0]).unwrap();
        let cond = ir.terminator(before).unwrap();
        let t = ir.def(cond).interfaces.region_terminator.unwrap();
        assert_eq!((t.successor_operands)(&ir, cond, R(1)), 1..2);
        assert_eq!((t.successor_operands)(&ir, cond, Parent), 1..2);

        // Loops with pure bodies have no effects; the terminators are pure.
        assert_eq!(ir.memory_effects(f), Some(vec![]));
        assert!(ir.is_trivially_dead_candidate(w));
    }
}
