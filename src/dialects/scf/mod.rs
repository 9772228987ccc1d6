//! The `scf` dialect: structured control flow (`for`, `forall`, `parallel`, `if`, `while`,
//! `index_switch`, `execute_region`) and its terminators (`yield`, `condition`, `reduce`,
//! `reduce.return`, `forall.in_parallel`), all declared through `ods`: the loop headers and
//! the regions with implicit terminators are `custom<>` directives.
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
use super::ods::{
    dict_attr, operands_of, same_type_as, AttrConstraint, Custom, OpFormat, Slots, ANY_TYPE, I1, I64_ARRAY, INDEX,
    SIGNLESS_INT_OR_INDEX, UNIT,
};
use super::{
    OpSpec, AUTOMATIC_ALLOCATION_SCOPE, GRAPH_REGION, NO_TERMINATOR, PURE, RECURSIVE_EFFECTS, RETURN_LIKE,
    SINGLE_BLOCK, TERMINATOR,
};
use crate::dialects::ods::op;
use crate::dialects::ods::op_format;
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

const LOOP: u64 = RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE | SINGLE_BLOCK;

pub static OPS: &[OpSpec] = &[
    op!("scf.condition" operands["condition": I1, "args*": ANY_TYPE]
        format "`(` $condition `)` attr-dict ($args^ `:` type($args))?"
        verify(|v, op| _ = parent_is(v, op, &["scf.while"]))
        traits(TERMINATOR | PURE) region_terminator(CONDITION_TERMINATOR)),
    op!("scf.execute_region" declare(&EXECUTE_REGION) verify_regions(|v, op| yields_to_parent(v, op, 0..1))
        traits(RECURSIVE_EFFECTS) region_branch(region_branch::EXECUTE_REGION)
        canonicalize(canonicalize::EXECUTE_REGION)),
    op!("scf.for" declare(&FOR)
        can_print(|ir, op| {
            let n = ir.operands(op).len();
            super::ods::can_print(ir, op) && entry_args(ir, op, 0).len() + 2 == n && ir.results(op).len() + 3 == n
        })
        verify_regions(verify_for_regions) props(&["unsignedCmp"]) traits(LOOP) region_branch(region_branch::FOR)
        canonicalize(canonicalize::FOR)
        loop_like(LoopLike::new(&[0], |ir, op| constant_int(ir, ir.operand(op, 2)) == Some(1)))),
    op!("scf.forall" declare(&FORALL)
        can_print(|ir, op| {
            let n = dense_array(ir, op, "staticUpperBound").map_or(0, |s| s.len());
            let outs = operands_of(ir, op, &FORALL, "outputs").len();
            super::ods::can_print(ir, op) && entry_args(ir, op, 0).len() == n + outs
        })
        verify_regions(|v, op| _ = implicit_terminators(v, op, "scf.forall.in_parallel"))
        traits(LOOP) region_branch(region_branch::FORALL) loop_like(LoopLike::new(&[0], |_, _| false))),
    op!("scf.forall.in_parallel" regions["region(1)"] format "$region attr-dict"
        verify(|v, op| {
            let ir = v.ir;
            if !parent_is(v, op, &["scf.forall"]) {
                return;
            }
            let b = ir.entry_block(ir.regions(op)[0]).unwrap();
            if ir.ops(b).any(|o| ir.op_name(o) != "tensor.parallel_insert_slice") {
                v.err(op, "expected only ParallelCombiningOpInterface ops");
            }
        })
        traits(TERMINATOR | NO_TERMINATOR | PURE | SINGLE_BLOCK | GRAPH_REGION) region_terminator(NOTHING_TERMINATOR)),
    op!("scf.if" declare(&IF)
        verify_regions(|v, op| {
            if implicit_terminators(v, op, "scf.yield") {
                yields_to_parent(v, op, 0..2);
            }
        })
        traits(RECURSIVE_EFFECTS | SINGLE_BLOCK) region_branch(IF_REGION_BRANCH) fold(canonicalize::fold_if)
        canonicalize(canonicalize::IF)),
    op!("scf.index_switch" declare(&INDEX_SWITCH) traits(RECURSIVE_EFFECTS | SINGLE_BLOCK)
        region_branch(region_branch::INDEX_SWITCH) canonicalize(canonicalize::INDEX_SWITCH)),
    op!("scf.parallel" declare(&PARALLEL)
        can_print(|ir, op| super::ods::can_print(ir, op) && entry_args(ir, op, 0).len() == steps(ir, op).len())
        traits(LOOP) region_branch(region_branch::PARALLEL_LOOP) canonicalize(canonicalize::PARALLEL)
        loop_like(LoopLike::new(&[0], |_, _| false))),
    op!("scf.reduce" declare(&REDUCE) verify_regions(verify_reduce_regions) traits(TERMINATOR | RECURSIVE_EFFECTS)
        region_terminator(NOTHING_TERMINATOR)),
    op!("scf.reduce.return" operands["result": ANY_TYPE] format "$result attr-dict `:` type($result)"
        verify(|v, op| {
            let ir = v.ir;
            if !parent_is(v, op, &["scf.reduce"]) {
                return;
            }
            let Some(&a0) = ir.parent_block(op).and_then(|b| ir.args(b).first()) else { return };
            let want = ir.value_ty(a0);
            if want != ir.value_ty(ir.operands(op)[0]) {
                let s = v.ty_str(want);
                v.err(op, format!("must have type '{s}' (the type of the reduction inputs)"));
            }
        })
        traits(TERMINATOR | PURE)),
    op!("scf.while" declare(&WHILE)
        can_print(|ir, op| {
            let n = ir.operands(op).len();
            super::ods::can_print(ir, op) && (n == 0 || entry_args(ir, op, 0).len() == n)
        })
        verify_regions(verify_while_regions) traits(RECURSIVE_EFFECTS | SINGLE_BLOCK)
        region_branch(region_branch::WHILE) canonicalize(canonicalize::WHILE)
        loop_like(LoopLike::new(&[0, 1], |_, _| false))),
    op!("scf.yield" operands["results*": ANY_TYPE] format "attr-dict ($results^ `:` type($results))?"
        verify(|v, op| {
            parent_is(v, op, &["scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"]);
        })
        traits(TERMINATOR | RETURN_LIKE | PURE) region_terminator(YIELD_TERMINATOR)),
];

/// `RegionBranchOpInterface` of the structured ops: MLIR's edges (`getSuccessorRegions`),
/// entry operands (`getEntrySuccessorOperands`) and successor inputs.
mod region_branch {
    use super::*;
    use RegionPoint::{Parent, Region as R};

    fn no_operands(ir: &Ir, op: Op, _: u32) -> Range<usize> {
        ir.operands(op).len()..ir.operands(op).len()
    }
    /// Results for the parent; nothing for a region (its entry block has no arguments).
    fn results_only(ir: &Ir, op: Op, to: RegionPoint) -> Vec<Value> {
        if to == Parent {
            ir.results(op).to_vec()
        } else {
            vec![]
        }
    }

    /// `scf.for`: the op and the body may each enter the body (again) or leave the loop; the
    /// inits flow into the iteration arguments (not the induction variable).
    pub const FOR: RegionBranchOpInterface = RegionBranchOpInterface {
        successors: |_, _, _, out| out.extend([R(0), Parent]),
        entry_operands: |ir, op, _| 3.min(ir.operands(op).len())..ir.operands(op).len(),
        inputs: |ir, op, to| match to {
            Parent => ir.results(op).to_vec(),
            R(r) => entry_args(ir, op, r as usize).into_iter().skip(1).collect(),
        },
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
            R(r) => entry_args(ir, op, r as usize),
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
                let args = entry_args(ir, op, r as usize);
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

// ----- helpers -----

/// Checks the operands of the `scf.yield`s ending the blocks of regions `rs` against the op's
/// results.
fn yields_to_parent(v: &mut Verifier, op: Op, rs: Range<usize>) {
    let ir = v.ir;
    let dst = ir.result_types(op);
    for &r in ir.regions(op).get(rs).unwrap_or(&[]) {
        for b in ir.blocks(r) {
            let Some(y) = ir.terminator(b).filter(|&y| ir.op_name(y) == "scf.yield") else { continue };
            if !check_edge(v, op, y, "Operation scf.yield", "parent", &ir.operand_types(y), &dst) {
                return;
            }
        }
    }
}

/// `-> type` or `-> (types)` when an arrow follows.
fn parse_arrow_types(p: &mut Parser) -> PResult<Vec<Type>> {
    if p.optional(Tok::Arrow) {
        return p.parse_function_result_types();
    }
    Ok(vec![])
}

fn print_arrow_types(pr: &mut Printer, ts: &[Type], parens: bool) {
    if ts.is_empty() {
        return;
    }
    pr.w(" -> ");
    if parens {
        pr.w("(");
        pr.types(ts);
        pr.w(")");
    } else {
        pr.result_types(ts);
    }
}

/// `(%a, %b, ...)`.
fn parse_paren_operands(p: &mut Parser) -> PResult<Vec<UOperand>> {
    let mut v = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        v.push(p.parse_operand()?);
        Ok(())
    })?;
    Ok(v)
}

/// `"number of operands and types do not match: got N operands and M types"`.
fn count_mismatch<T>(p: &mut Parser, pos: usize, n: usize, m: usize) -> PResult<T> {
    p.err_at(pos, format!("number of operands and types do not match: got {n} operands and {m} types"))
}

// ----- scf.for -----

const BOUNDS_SAME_TYPE: &str = "all of {lowerBound, upperBound, step} have same type";

static FOR: OpFormat = op_format!(
    operands["lowerBound": SIGNLESS_INT_OR_INDEX, "upperBound": SIGNLESS_INT_OR_INDEX, "step": SIGNLESS_INT_OR_INDEX, "initArgs*": ANY_TYPE]
    results["results*": ANY_TYPE] regions["region(1)"] format "custom<For>($unsignedCmp, $region) attr-dict"
    infer[same_type_as("upperBound", "lowerBound", BOUNDS_SAME_TYPE),
        same_type_as("step", "lowerBound", BOUNDS_SAME_TYPE)]
    custom[Custom { name: "For", parse: parse_for, print: print_for }]
);

/// `(unsigned)? %i = %lb to %ub step %s (iter_args(%a = %x, ...) -> (types))? (: type)? {body}`.
fn parse_for(p: &mut Parser, st: &mut OpState, slots: &mut Slots, _: &[&str]) -> PResult<()> {
    if p.parse_optional_keyword("unsigned") {
        let u = p.ir.ctx.unit_attr();
        st.add_attr(p.ir, "unsignedCmp", u);
    }
    let none = p.ir.ctx.none_ty();
    let iv = parse_region_arg(p, none)?;
    p.expect(Tok::Equal, "'='")?;
    let bounds = ["lowerBound", "upperBound", "step"];
    for (kw, name) in ["", "to", "step"].into_iter().zip(bounds) {
        if !kw.is_empty() {
            p.parse_keyword(kw)?;
        }
        slots.set_operands(name, vec![p.parse_operand()?]);
    }
    let (mut args, mut tys) = (vec![], vec![]);
    if p.parse_optional_keyword("iter_args") {
        let (a, uses) = parse_assignment_list(p)?;
        p.expect(Tok::Arrow, "'->'")?;
        tys = p.parse_function_result_types()?;
        args = a;
        slots.set_operands("initArgs", uses);
        slots.set_types("initArgs", tys.clone());
    }
    if args.len() != tys.len() {
        return p.err_at(st.pos, "mismatch in number of loop-carried values and defined values");
    }
    let ivt = if p.optional(Tok::Colon) { p.parse_type()? } else { p.ir.ctx.index_ty() };
    for name in bounds {
        slots.set_types(name, vec![ivt]);
    }
    let mut all = vec![RegionArg { ty: ivt, ..iv }];
    all.extend(args.into_iter().zip(&tys).map(|(a, &ty)| RegionArg { ty, ..a }));
    slots.set_types("results", tys);
    let r = p.parse_region(all, false)?;
    ensure_terminator(p, r, "scf.yield", st.loc);
    slots.set_region("region", r);
    Ok(())
}

fn print_for(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let (ops, args) = (ir.operands(op), entry_args(ir, op, 0));
    if ir.prop(op, "unsignedCmp").is_some() {
        pr.w("unsigned ");
    }
    pr.operand(args[0]);
    for (kw, &v) in [" = ", " to ", " step "].iter().zip(ops) {
        pr.w(kw);
        pr.operand(v);
    }
    let inits = &ops[3..];
    print_assignment_list(pr, " iter_args", &args[1..], inits);
    print_arrow_types(pr, &value_types(ir, inits), true);
    pr.w(" ");
    let ivt = ir.value_ty(args[0]);
    if !ir.ctx.is_index(ivt) {
        pr.w(" : ");
        pr.ty(ivt);
        pr.w(" ");
    }
    pr.region(ir.regions(op)[0], false, !inits.is_empty());
}

fn verify_for_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(body) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else { return };
    let Some(y) = implicit_terminator(v, op, body, "scf.yield") else { return };
    let ts = ir.operand_types(op);
    let args = value_types(ir, ir.args(body));
    let results = ir.result_types(op);
    if args.first() != Some(&ts[0]) {
        v.err(op, "expected induction variable to be same type as bounds");
    } else if ts.len() - 3 != results.len() {
        v.err(op, "mismatch in number of loop-carried values and defined values");
    } else if check_loop_carried(v, op, &ts[3..], &args[1..], &ir.operand_types(y), &results) {
        // An implicit (empty) `scf.yield` in a loop with iter_args: upstream's region-branch
        // check of the back edge (reported at the loop, which the yield is not yet).
        check_edge(v, op, op, "Operation scf.yield", "Region #0", &ir.operand_types(y), &args[1..]);
    }
}

// ----- scf.forall / scf.forall.in_parallel -----

/// `DeviceMappingArrayAttr`.
static MAPPING: AttrConstraint = dict_attr("Device Mapping array attribute", |ctx, a| ctx.as_array(a).is_some());

static FORALL: OpFormat = op_format!(
    operands["dynamicLowerBound*": INDEX, "dynamicUpperBound*": INDEX, "dynamicStep*": INDEX, "outputs*": ANY_TYPE]
    results["results*": ANY_TYPE]
    attrs["mapping?": MAPPING, "staticLowerBound": I64_ARRAY, "staticStep": I64_ARRAY, "staticUpperBound": I64_ARRAY]
    regions["region(1)"] format "custom<Forall>($staticLowerBound, $staticUpperBound, $staticStep, $region) attr-dict"
    custom[Custom { name: "Forall", parse: parse_forall, print: print_forall }] verify(verify_forall)
);

const FORALL_BOUNDS: [(&str, &str, &str); 3] = [
    ("dynamicLowerBound", "staticLowerBound", "lower bound"),
    ("dynamicUpperBound", "staticUpperBound", "upper bound"),
    ("dynamicStep", "staticStep", "step"),
];

/// `(%i, ...) (in (ubs) | = (lbs) to (ubs) step (steps)) (shared_outs(%o = %x, ...) -> (types))?
/// {body}`.
fn parse_forall(p: &mut Parser, st: &mut OpState, slots: &mut Slots, _: &[&str]) -> PResult<()> {
    let index = p.ir.ctx.index_ty();
    let mut args = parse_region_arg_list(p, index)?;
    let n = args.len();
    let lists = if p.parse_optional_keyword("in") {
        vec![(vec![], vec![0; n]), parse_paren_index_list(p)?, (vec![], vec![1; n])]
    } else {
        p.expect(Tok::Equal, "'='")?;
        let lb = parse_paren_index_list(p)?;
        p.parse_keyword("to")?;
        let ub = parse_paren_index_list(p)?;
        p.parse_keyword("step")?;
        vec![lb, ub, parse_paren_index_list(p)?]
    };
    for ((dyn_name, stat_name, _), (d, s)) in FORALL_BOUNDS.iter().zip(lists) {
        slots.set_operands(dyn_name, d);
        let a = p.ir.ctx.dense_i64_array(&s);
        st.add_attr(p.ir, stat_name, a);
    }
    if p.parse_optional_keyword("shared_outs") {
        let pos = p.tok.start;
        let (outs, uses) = parse_assignment_list(p)?;
        let tys = parse_arrow_types(p)?;
        if uses.len() != tys.len() {
            return count_mismatch(p, pos, uses.len(), tys.len());
        }
        args.extend(outs.into_iter().zip(&tys).map(|(a, &ty)| RegionArg { ty, ..a }));
        slots.set_operands("outputs", uses);
        slots.set_types("outputs", tys.clone());
        slots.set_types("results", tys);
    }
    let r = p.parse_region(args, false)?;
    let loc = st.loc;
    ensure_terminator_with(p, r, |p| {
        let inner = p.ir.new_region();
        let b = p.ir.new_block();
        p.ir.append_block(inner, b);
        bare_op(p, "scf.forall.in_parallel", vec![inner], loc)
    });
    slots.set_region("region", r);
    Ok(())
}

/// A dynamic-or-static list of `scf.forall`: its operands and static values.
fn forall_list<'a>(ir: &'a Ir, op: Op, (d, s, _): (&str, &str, &str)) -> (&'a [Value], Vec<i64>) {
    (operands_of(ir, op, &FORALL, d), dense_array(ir, op, s).unwrap_or_default())
}

fn print_forall(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let args = entry_args(ir, op, 0);
    let lists = FORALL_BOUNDS.map(|b| forall_list(ir, op, b));
    let n = lists[1].1.len();
    pr.w("(");
    pr.operands(&args[..n]);
    pr.w(")");
    // Whether each entry is the constant `c` (an attribute or an `arith.constant`).
    let all_const = |(dyns, stat): &(&[Value], Vec<i64>), c: i128| {
        let mut k = dyns.iter();
        stat.iter().all(|&s| {
            if s == DYNAMIC {
                k.next().and_then(|&v| constant_int(ir, v)) == Some(c)
            } else {
                s as i128 == c
            }
        })
    };
    if all_const(&lists[0], 0) && all_const(&lists[2], 1) {
        pr.w(" in ");
        print_paren_index_list(pr, lists[1].0, &lists[1].1);
    } else {
        for (kw, (d, s)) in [" = ", " to ", " step "].iter().zip(&lists) {
            pr.w(kw);
            print_paren_index_list(pr, d, s);
        }
    }
    let outs = operands_of(ir, op, &FORALL, "outputs");
    print_assignment_list(pr, " shared_outs", &args[n..], outs);
    print_arrow_types(pr, &ir.result_types(op), true);
    pr.w(" ");
    pr.region(ir.regions(op)[0], false, !ir.results(op).is_empty());
}

fn verify_forall(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let lists = FORALL_BOUNDS.map(|b| forall_list(ir, op, b));
    let outs = operands_of(ir, op, &FORALL, "outputs");
    let n = lists[0].1.len();
    let nres = ir.results(op).len();
    let Some(body) = ir.entry_block(ir.regions(op)[0]) else { return };
    let args = ir.args(body);
    let first_out = ir.operands(op).len() - outs.len();
    let msg = if nres != outs.len() {
        format!("produces {nres} results, but has only {} outputs", outs.len())
    } else if args.len() != n + outs.len() {
        format!("region expects {n} arguments")
    } else if let Some(i) = args[..n].iter().position(|&a| !ir.ctx.is_index(ir.value_ty(a))) {
        format!("expects {i}-th block argument to be an index")
    } else if let Some(i) = (0..outs.len()).find(|&i| ir.value_ty(args[n + i]) != ir.value_ty(outs[i])) {
        format!("type mismatch between {i}-th output and corresponding block argument")
    } else if let Some(i) = (0..outs.len()).find(|&i| ir.value_ty(ir.result(op, i)) != ir.value_ty(outs[i])) {
        let (a, b) = (v.ty_str(ir.value_ty(outs[i])), v.ty_str(ir.value_ty(ir.result(op, i))));
        format!("expected type of operand #{} ('{a}') to match type of corresponding result ('{b}')", first_out + i)
    } else if ir.attr(op, "mapping").and_then(|m| ir.ctx.as_array(m)).is_some_and(|a| !a.is_empty() && a.len() != n) {
        "mapping attribute size must match op rank".to_string()
    } else {
        // `verifyListOfOperandsOrIntegers`: `n` static entries, one operand per dynamic entry.
        for ((dyns, stat), (_, _, name)) in lists.iter().zip(FORALL_BOUNDS) {
            let d = stat.iter().filter(|&&s| s == DYNAMIC).count();
            if stat.len() != n {
                err_plain(v, op, format!("expected {n} {name} values, got {}", stat.len()));
                return;
            } else if d != dyns.len() {
                err_plain(v, op, format!("expected {d} dynamic {name} values"));
                return;
            }
        }
        return;
    };
    v.err(op, msg);
}

// ----- scf.parallel / scf.reduce / scf.reduce.return -----

static PARALLEL: OpFormat = op_format!(
    operands["lowerBound*": INDEX, "upperBound*": INDEX, "step*": INDEX, "initVals*": ANY_TYPE]
    results["results*": ANY_TYPE] regions["region(1)"] format "custom<Parallel>($region) attr-dict"
    custom[Custom { name: "Parallel", parse: parse_parallel, print: print_parallel }] verify(verify_parallel)
);

fn steps(ir: &Ir, op: Op) -> &[Value] {
    operands_of(ir, op, &PARALLEL, "step")
}

/// `(%i, ...) = (lbs) to (ubs) step (steps) (init (inits))? (-> types)? {body}`.
fn parse_parallel(p: &mut Parser, st: &mut OpState, slots: &mut Slots, _: &[&str]) -> PResult<()> {
    let index = p.ir.ctx.index_ty();
    let ivs = parse_region_arg_list(p, index)?;
    for (i, (kw, name)) in [("=", "lowerBound"), ("to", "upperBound"), ("step", "step")].into_iter().enumerate() {
        if i == 0 {
            p.expect(Tok::Equal, "'='")?;
        } else {
            p.parse_keyword(kw)?;
        }
        let pos = p.tok.start;
        let uses = parse_paren_operands(p)?;
        if uses.len() != ivs.len() {
            return p.err_at(pos, format!("expected {} operands", ivs.len()));
        }
        slots.set_operands(name, uses);
    }
    let inits = if p.parse_optional_keyword("init") { parse_paren_operands(p)? } else { vec![] };
    let tys = parse_arrow_types(p)?;
    if inits.len() != tys.len() {
        return count_mismatch(p, st.pos, inits.len(), tys.len());
    }
    slots.set_operands("initVals", inits);
    slots.set_types("initVals", tys.clone());
    slots.set_types("results", tys);
    let r = p.parse_region(ivs, false)?;
    ensure_terminator(p, r, "scf.reduce", st.loc);
    slots.set_region("region", r);
    Ok(())
}

fn print_parallel(pr: &mut Printer, op: Op, f: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    pr.w("(");
    pr.operands(&entry_args(ir, op, 0));
    pr.w(")");
    for (kw, g) in [(" = (", "lowerBound"), (" to (", "upperBound"), (" step (", "step"), (" init (", "initVals")] {
        let vals = operands_of(ir, op, f, g);
        if g != "initVals" || !vals.is_empty() {
            pr.w(kw);
            pr.operands(vals);
            pr.w(")");
        }
    }
    print_arrow_types(pr, &ir.result_types(op), false);
    pr.w(" ");
    pr.region(ir.regions(op)[0], false, true);
}

fn verify_parallel(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let g = |n| operands_of(ir, op, &PARALLEL, n);
    let (steps, inits) = (g("step"), g("initVals"));
    let body = ir.entry_block(ir.regions(op)[0]).unwrap();
    let args = ir.args(body);
    let nres = ir.results(op).len();
    let term = ir.terminator(body);
    let reduce = term.filter(|&t| ir.op_name(t) == "scf.reduce");
    let nred = reduce.map_or(0, |r| ir.regions(r).len());
    let msg = if steps.is_empty() {
        "needs at least one tuple element for lowerBound, upperBound and step".to_string()
    } else if g("lowerBound").len() != steps.len() || g("upperBound").len() != steps.len() {
        "expects the same number of lower bounds, upper bounds and steps".to_string()
    } else if steps.iter().any(|&s| constant_int(ir, s).is_some_and(|c| c <= 0)) {
        "constant step operand must be positive".to_string()
    } else if args.len() != steps.len() {
        let (a, s) = (args.len(), steps.len());
        format!("expects the same number of induction variables: {a} as bound and step values: {s}")
    } else if args.iter().any(|&a| !ir.ctx.is_index(ir.value_ty(a))) {
        "expects arguments for the induction variable to be of index type".to_string()
    } else if reduce.is_none() {
        match term {
            Some(t) => v.err_note(op, "expects body to terminate with 'scf.reduce'", t, "terminator here"),
            None => v.err(op, "expects body to terminate with 'scf.reduce'"),
        }
        return;
    } else if nres != nred {
        format!("expects number of results: {nres} to be the same as number of reductions: {nred}")
    } else if nres != inits.len() {
        format!("expects number of results: {nres} to be the same as number of initial values: {}", inits.len())
    } else {
        // The first result whose reduction operand (reported at `scf.reduce`) or initial
        // value has another type.
        let reduce = reduce.unwrap();
        let mismatch = inits.iter().zip(ir.operands(reduce)).enumerate().find_map(|(i, (&init, &o))| {
            let rt = ir.value_ty(ir.result(op, i));
            if ir.value_ty(o) != rt {
                Some((reduce, i, "reduction operand", o))
            } else {
                (ir.value_ty(init) != rt).then_some((op, i, "initial value", init))
            }
        });
        if let Some((at, i, what, x)) = mismatch {
            let (a, b) = (v.ty_str(ir.value_ty(x)), v.ty_str(ir.value_ty(ir.result(op, i))));
            v.err(at, format!("expects type of {i}-th {what}: '{a}' to be the same as the {i}-th result type: '{b}'"));
        }
        return;
    };
    v.err(op, msg);
}

static REDUCE: OpFormat = op_format!(
    operands["operands*": ANY_TYPE] regions["reductions*(1)"]
    format "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict"
    verify(|v, op| {
        let (n, nr) = (v.ir.operands(op).len(), v.ir.regions(op).len());
        if parent_is(v, op, &["scf.parallel"]) && n != nr {
            let m = format!(
                "expects number of reduction regions: {nr} to be the same as number of reduction operands: {n}"
            );
            v.err(op, m);
        }
    })
);

fn verify_reduce_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    for (i, (&r, t)) in ir.regions(op).iter().zip(ir.operand_types(op)).enumerate() {
        let b = ir.entry_block(r).unwrap();
        let args = ir.args(b);
        let s = v.ty_str(t);
        if ir.block_is_empty(b) {
            v.err(op, format!("{i}-th reduction has an empty body"));
        } else if args.len() != 2 || args.iter().any(|&a| ir.value_ty(a) != t) {
            v.err(op, format!("expected two block arguments with type '{s}' in the {i}-th reduction region"));
        } else if ir.terminator(b).map(|t| ir.op_name(t)) != Some("scf.reduce.return") {
            v.err(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
        } else {
            continue;
        }
        return;
    }
}

// ----- scf.if -----

static IF: OpFormat = op_format!(
    operands["condition": I1] results["results*": ANY_TYPE] regions["thenRegion(1)", "elseRegion(<=1)"]
    format "$condition custom<If>($results, $thenRegion, $elseRegion) attr-dict"
    custom[Custom {
        name: "If",
        parse: |p, st, slots, _| {
            let tys = parse_arrow_types(p)?;
            slots.set_types("results", tys);
            parse_then_else(p, slots, st.loc, "scf.yield")
        },
        print: |pr, op, _, _| {
            let ir = pr.ir;
            let (rts, regions) = (ir.result_types(op), ir.regions(op));
            if !rts.is_empty() {
                pr.w("-> (");
                pr.types(&rts);
                pr.w(") ");
            }
            print_then_else(pr, regions, !rts.is_empty());
        },
    }]
    verify(|v, op| {
        let ir = v.ir;
        let blocks: Vec<Option<Block>> = ir.regions(op).iter().map(|&r| ir.entry_block(r)).collect();
        if let Some(ri) = blocks.iter().position(|b| b.is_some_and(|b| !ir.args(b).is_empty())) {
            v.err(op, format!("region #{ri} should have no arguments"));
        } else if !ir.results(op).is_empty() && blocks[1].is_none() {
            v.err(op, "must have an else block if defining values");
        }
    })
);

// ----- scf.while -----

static WHILE: OpFormat = op_format!(
    operands["inits*": ANY_TYPE] results["results*": ANY_TYPE] regions["before(1)", "after(1)"]
    format "custom<While>($inits, $before, $after) attr-dict-with-keyword"
    custom[Custom {
        name: "While",
        parse: |p, _, slots, _| {
            let (mut args, uses) = if p.is(&Tok::LParen) { parse_assignment_list(p)? } else { (vec![], vec![]) };
            p.expect(Tok::Colon, "':'")?;
            let tpos = p.tok.start;
            let t = p.parse_type()?;
            let TypeKind::Function { inputs, results } = p.ir.ctx.type_kind(t).clone() else {
                return p.err_at(tpos, "invalid kind of type specified: expected builtin.function");
            };
            if inputs.len() != uses.len() {
                let (n, m) = (uses.len(), inputs.len());
                return p.err_at(tpos, format!("expected as many input types as operands (expected {n} got {m})"));
            }
            for (a, &t) in args.iter_mut().zip(&inputs) {
                a.ty = t;
            }
            slots.set_operands("inits", uses);
            slots.set_types("inits", inputs);
            slots.set_types("results", results);
            let before = p.parse_region(args, false)?;
            p.parse_keyword("do")?;
            let after = p.parse_region_with_entry_args(false)?;
            slots.set_region("before", before);
            slots.set_region("after", after);
            Ok(())
        },
        print: |pr, op, _, _| {
            let ir = pr.ir;
            print_assignment_list(pr, "", &entry_args(ir, op, 0), ir.operands(op));
            if !ir.operands(op).is_empty() {
                pr.w(" ");
            }
            pr.w(": (");
            pr.types(&ir.operand_types(op));
            pr.w(") -> ");
            pr.result_types(&ir.result_types(op));
            pr.w(" ");
            pr.region(ir.regions(op)[0], false, true);
            pr.w(" do ");
            pr.region(ir.regions(op)[1], true, true);
        },
    }]
    verify(|v, op| {
        let ir = v.ir;
        for (ri, name, term) in [(0, "before", "scf.condition"), (1, "after", "scf.yield")] {
            match ir.terminator(ir.entry_block(ir.regions(op)[ri]).unwrap()) {
                None => v.err(op, "expects a non-empty block"),
                Some(t) if ir.op_name(t) != term => v.err_note(
                    op,
                    format!("expects the '{name}' region to terminate with '{term}'"),
                    t,
                    "terminator here",
                ),
                _ => continue,
            }
            return;
        }
    })
);

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

static INDEX_SWITCH: OpFormat = op_format!(
    operands["arg": INDEX] results["results*": ANY_TYPE] attrs["cases": I64_ARRAY]
    regions["defaultRegion(1)", "caseRegions*(1)"]
    format "$arg attr-dict (`->` type($results)^)? custom<SwitchCases>($cases, $caseRegions, $defaultRegion)"
    custom[Custom {
        name: "SwitchCases",
        parse: |p, st, slots, _| {
            let (mut cases, mut regions) = (vec![], vec![]);
            while p.parse_optional_keyword("case") {
                cases.push(p.parse_i64()?);
                regions.push(p.parse_region(vec![], false)?);
            }
            p.parse_keyword("default")?;
            let default = p.parse_region(vec![], false)?;
            ensure_terminator(p, default, "scf.yield", st.loc);
            let a = p.ir.ctx.dense_i64_array(&cases);
            st.add_attr(p.ir, "cases", a);
            slots.set_region("defaultRegion", default);
            slots.set_regions("caseRegions", regions);
            Ok(())
        },
        print: |pr, op, _, _| {
            let ir = pr.ir;
            let regions = ir.regions(op);
            for (c, &r) in dense_array(ir, op, "cases").unwrap_or_default().iter().zip(&regions[1..]) {
                pr.newline();
                pr.w(&format!("case {c} "));
                pr.region(r, false, true);
            }
            pr.newline();
            pr.w("default ");
            pr.region(regions[0], true, false);
        },
    }]
    verify(verify_index_switch)
);

fn verify_index_switch(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let cases = dense_array(ir, op, "cases").unwrap_or_default();
    let regions = ir.regions(op);
    if regions.len() - 1 != cases.len() {
        v.err(op, format!("has {} case regions but {} case values", regions.len() - 1, cases.len()));
        return;
    }
    let mut seen = std::collections::HashSet::new();
    if let Some(c) = cases.iter().find(|&&c| !seen.insert(c)) {
        v.err(op, format!("has duplicate case value: {c}"));
        return;
    }
    let rts = ir.result_types(op);
    for (ri, &r) in regions.iter().enumerate() {
        let what = if ri == 0 { "default region".to_string() } else { format!("case region #{}", ri - 1) };
        let term = ir.terminator(ir.entry_block(r).unwrap());
        let Some(y) = term.filter(|&t| ir.op_name(t) == "scf.yield") else {
            let got = term.map(|t| ir.op_name(t).to_string()).unwrap_or_default();
            v.err(op, format!("expected region to end with scf.yield, but got {got}"));
            return;
        };
        let ys = ir.operand_types(y);
        if ys.len() != rts.len() {
            let msg = format!("expected each region to return {} values, but {what} returns {}", rts.len(), ys.len());
            v.err_note(op, msg, y, "see yield operation here");
            return;
        }
        if let Some(i) = (0..ys.len()).find(|&i| ys[i] != rts[i]) {
            let (x, w) = (v.ty_str(rts[i]), v.ty_str(ys[i]));
            let msg = format!("expected result #{i} of each region to be '{x}'");
            v.err_note(op, msg, y, format!("{what} returns '{w}' here"));
            return;
        }
    }
}

// ----- scf.execute_region -----

static EXECUTE_REGION: OpFormat = op_format!(
    results["results*": ANY_TYPE] attrs["no_inline?": UNIT] regions["region"]
    format "(`->` custom<ArrowTypes>($results)^)? (`no_inline` $no_inline^)? $region attr-dict"
    custom[Custom {
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
    }]
    verify(|v, op| {
        let ir = v.ir;
        match ir.entry_block(ir.regions(op)[0]) {
            None => v.err(op, "region needs to have at least one block"),
            Some(entry) if !ir.args(entry).is_empty() => v.err(op, "region cannot have any arguments"),
            _ => {}
        }
    })
);

#[cfg(test)]
mod tests {
    use crate::ir::interfaces::RegionPoint::{self, Parent, Region as R};
    use crate::ir::*;

    fn ops_named(ir: &Ir, top: Op, name: &str) -> Vec<Op> {
        let mut found = vec![];
        ir.walk(top, &mut |o| {
            if ir.op_name(o) == name {
                found.push(o)
            }
        });
        found
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

        let f = ops_named(&ir, top, "scf.for")[0];
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

        let ifs = ops_named(&ir, top, "scf.if");
        // Without "else", control may skip the op; with it, it enters one of the regions.
        assert_eq!(successors(&ir, ifs[0], Parent), vec![R(0), Parent]);
        assert_eq!(successors(&ir, ifs[1], Parent), vec![R(0), R(1)]);
        assert_eq!(successors(&ir, ifs[1], R(1)), vec![Parent]);
        let rb = ir.def(ifs[1]).interfaces.region_branch.unwrap();
        assert!((rb.entry_operands)(&ir, ifs[1], 0).is_empty());

        let w = ops_named(&ir, top, "scf.while")[0];
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
