//! The `affine` dialect: loops (`for`, `parallel`), conditionals (`if`) and `yield`; memory
//! accesses (`load`, `store`, `vector_load`, `vector_store`, `prefetch`, `dma_start`,
//! `dma_wait`); index arithmetic (`apply`, `min`, `max`, `linearize_index`,
//! `delinearize_index`).
//!
//! The custom forms embed affine expressions whose identifiers are SSA values:
//! `%A[%i + 1, %j * 2 + symbol(%n)]` is the map `(d0, d1)[s0] -> (d0 + 1, d1 * 2 + s0)` over the
//! operands `%i, %j, %n` (dimensions in order of first use, then symbols). Maps are built with
//! the same simplifications upstream's parser applies (see `ir::affine`).
//!
//! Operands in dimension and symbol positions are checked with upstream's affine scope rules
//! (`isValidDim` / `isValidSymbol`): the scope is the region of the closest `func.func`,
//! `gpu.func` or `gpu.launch`; top-level values, constants, pure ops over valid symbols and
//! `memref.dim`/`tensor.dim` of top-level shaped values are symbols; `affine.for` and
//! `affine.parallel` block arguments and `affine.apply` / `linearize_index` /
//! `delinearize_index` over dimensions are dimensions. Not modelled: the `memref.dim` of a
//! view/subview/alloc whose size is a symbol (such dims are rejected, conservatively).

use super::common::*;
use super::ods::{dict_attr, operands_of, AttrConstraint, Custom, OpFormat, ANY_TYPE, FORMAT, INDEX, UNIT_PROP};
use super::{OpSpec, AUTOMATIC_ALLOCATION_SCOPE, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR};
use crate::ir::interfaces::{
    Effect, EffectKind, EffectOn, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionPoint,
};

mod fold;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::interfaces::LoopLikeOpInterface as LoopLike;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, RegionArg, UOperand};
use crate::syntax::printer::Printer;
use std::collections::HashMap;

const MAP_PROPS: &[&str] = &["map"];

pub static OPS: &[OpSpec] = &[
    OpSpec::new("affine.apply")
        .custom(parse_apply, print_apply)
        .verify(verify_apply)
        .props(MAP_PROPS)
        .traits(PURE)
        .fold(fold::fold_apply)
        .canonicalize(&[&fold::SimplifyAffineOp]),
    OpSpec::new("affine.delinearize_index").declare(&DELINEARIZE).props(&["static_basis"]).traits(PURE),
    OpSpec::new("affine.dma_start")
        .custom(parse_dma_start, print_dma_start)
        .can_print(can_print_dma)
        .verify(verify_dma_start)
        .effects(effects_dma_start)
        .fold(fold::fold_access),
    OpSpec::new("affine.dma_wait")
        .custom(parse_dma_wait, print_dma_wait)
        .can_print(can_print_dma)
        .verify(verify_dma_wait)
        .fold(fold::fold_access),
    OpSpec::new("affine.for")
        .custom(parse_for, print_for)
        .can_print(can_print_for)
        .verify(verify_for)
        .verify_regions(verify_for_regions)
        .props(&["lowerBoundMap", "operandSegmentSizes", "step", "upperBoundMap"])
        .traits(AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_EFFECTS | SINGLE_BLOCK)
        .region_branch(FOR_BRANCH)
        .fold(fold::fold_for)
        .canonicalize(&[&fold::EmptyLoopFolder])
        .loop_like(LoopLike::new(&[0], |_, _| true)),
    OpSpec::new("affine.if")
        .custom(parse_if, print_if)
        .can_print(can_print_if)
        .verify(verify_if)
        .verify_regions(verify_if_regions)
        .props(&["condition"])
        .traits(RECURSIVE_EFFECTS | SINGLE_BLOCK)
        .region_branch(IF_BRANCH)
        .fold(fold::fold_if)
        .canonicalize(&[&fold::SimplifyDeadElse, &fold::AlwaysTrueOrFalseIf]),
    OpSpec::new("affine.linearize_index")
        .declare(&LINEARIZE)
        .props(&["disjoint", "operandSegmentSizes", "static_basis"])
        .traits(PURE),
    OpSpec::new("affine.load")
        .custom(parse_load, print_load)
        .can_print(can_print_access)
        .verify(verify_load)
        .props(MAP_PROPS)
        .effects(effects_read_0)
        .fold(fold::fold_load)
        .canonicalize(&[&fold::SimplifyAffineOp]),
    OpSpec::new("affine.max")
        .custom(parse_min_max, print_min_max)
        .verify(verify_min_max)
        .props(MAP_PROPS)
        .traits(PURE)
        .fold(fold::fold_max)
        .canonicalize(MIN_MAX_PATTERNS),
    OpSpec::new("affine.min")
        .custom(parse_min_max, print_min_max)
        .verify(verify_min_max)
        .props(MAP_PROPS)
        .traits(PURE)
        .fold(fold::fold_min)
        .canonicalize(MIN_MAX_PATTERNS),
    OpSpec::new("affine.parallel")
        .custom(parse_parallel, print_parallel)
        .can_print(can_print_parallel)
        .verify(verify_parallel)
        .verify_regions(verify_parallel_regions)
        .props(&["lowerBoundsGroups", "lowerBoundsMap", "reductions", "steps", "upperBoundsGroups", "upperBoundsMap"])
        .traits(AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_EFFECTS | SINGLE_BLOCK)
        .loop_like(LoopLike::new(&[0], |_, _| true)),
    OpSpec::new("affine.prefetch")
        .custom(parse_prefetch, print_prefetch)
        .can_print(can_print_prefetch)
        .verify(verify_prefetch)
        .props(&["isDataCache", "isWrite", "localityHint", "map"])
        .fold(fold::fold_access)
        .canonicalize(&[&fold::SimplifyAffineOp]),
    OpSpec::new("affine.store")
        .custom(parse_store, print_store)
        .can_print(can_print_access)
        .verify(verify_store)
        .props(MAP_PROPS)
        .effects(effects_write_1)
        .fold(fold::fold_access)
        .canonicalize(&[&fold::SimplifyAffineOp]),
    OpSpec::new("affine.vector_load")
        .custom(parse_vector_load, print_vector_load)
        .can_print(can_print_access)
        .verify(verify_vector_load)
        .props(MAP_PROPS)
        .effects(effects_read_0)
        .fold(fold::fold_access)
        .canonicalize(&[&fold::SimplifyAffineOp]),
    OpSpec::new("affine.vector_store")
        .custom(parse_vector_store, print_vector_store)
        .can_print(can_print_access)
        .verify(verify_vector_store)
        .props(MAP_PROPS)
        .effects(effects_write_1)
        .fold(fold::fold_access)
        .canonicalize(&[&fold::SimplifyAffineOp]),
    OpSpec::new("affine.yield").declare(&YIELD).traits(TERMINATOR | PURE | RETURN_LIKE).region_terminator(
        RegionBranchTerminatorOpInterface { successor_operands: |ir, op, _| 0..ir.operands(op).len() },
    ),
];

const MIN_MAX_PATTERNS: &[&dyn crate::ir::rewrite::Pattern] =
    &[&fold::SingleResultMinMax, &fold::DedupMinMax, &fold::SimplifyAffineOp, &fold::MinMaxResultOrder];

// ===== traits, effects and region interfaces =====
//
// As MLIR 22 declares them (checked with `mlir-opt-22 --test-side-effects`): index arithmetic
// is pure; loads read and stores write their memref operand; `dma_start` reads its source and
// tag and writes its destination; `prefetch` and `dma_wait` declare no effects (unknown);
// `for`, `if` and `parallel` have the effects of their bodies, `for` and `parallel` are
// allocation scopes; `yield` is a pure return-like terminator. `affine.for` and `affine.if`
// implement the region-branch interface; `affine.parallel` does not (as upstream: its results
// are reductions of the yielded values, not the values themselves).

fn effects_read_0(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Read, EffectOn::Operand(0)));
}
fn effects_write_1(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Write, EffectOn::Operand(1)));
}
fn effects_dma_start(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    match dma_start_parts(ir, op) {
        Some((parts, _)) => {
            let dst = 1 + parts[0].2.len();
            let tag = dst + 1 + parts[1].2.len();
            out.push(Effect::new(EffectKind::Read, EffectOn::Operand(0)));
            out.push(Effect::new(EffectKind::Write, EffectOn::Operand(dst as u32)));
            out.push(Effect::new(EffectKind::Read, EffectOn::Operand(tag as u32)));
        }
        None => out.push(Effect::new(EffectKind::Write, EffectOn::Any)),
    }
}

/// The trip count of an `affine.for` with constant bounds and step.
fn trivial_trip_count(ir: &Ir, op: Op) -> Option<i64> {
    let lb = map_of(ir, op, "lowerBoundMap")?.single_constant()?;
    let ub = map_of(ir, op, "upperBoundMap")?.single_constant()?;
    let step = ir.attr(op, "step").and_then(|a| ir.ctx.as_int(a)).and_then(|s| i64::try_from(s).ok())?;
    if step <= 0 {
        return None;
    }
    Some(if ub <= lb { 0 } else { crate::ir::affine::ceil_div(ub.checked_sub(lb)?, step) })
}

/// `affine.for`: the parent enters the body (with the inits as iter_args) or, for zero trips,
/// goes to the results; the body goes back to itself or to the results. A known trip count
/// prunes the impossible edges (as upstream's `getSuccessorRegions`).
const FOR_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |ir, op, from, out| {
        let trip = trivial_trip_count(ir, op);
        match (from, trip) {
            (RegionPoint::Parent, Some(0)) => out.push(RegionPoint::Parent),
            (RegionPoint::Parent, Some(_)) => out.push(RegionPoint::Region(0)),
            (RegionPoint::Region(_), Some(1)) => out.push(RegionPoint::Parent),
            _ => {
                out.push(RegionPoint::Region(0));
                out.push(RegionPoint::Parent);
            }
        }
    },
    entry_operands: |ir, op, _| {
        let seg = segments(ir, op);
        let n = ir.operands(op).len();
        let inits = seg.get(2).map(|s| s.len()).unwrap_or(0);
        n - inits..n
    },
    inputs: |ir, op, to| match to {
        RegionPoint::Parent => ir.results(op).to_vec(),
        RegionPoint::Region(i) => {
            entry_args(ir, op, i as usize).map(|a| a.into_iter().skip(1).collect()).unwrap_or_default()
        }
    },
};

/// `affine.if`: the parent enters the then region, and the else region or (without one) the
/// results; both regions go to the results.
const IF_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |ir, op, from, out| match from {
        RegionPoint::Parent => {
            out.push(RegionPoint::Region(0));
            let has_else = ir.regions(op).get(1).is_some_and(|&r| !ir.region_is_empty(r));
            out.push(if has_else { RegionPoint::Region(1) } else { RegionPoint::Parent });
        }
        RegionPoint::Region(_) => out.push(RegionPoint::Parent),
    },
    entry_operands: |_, _, _| 0..0,
    inputs: |ir, op, to| match to {
        RegionPoint::Parent => ir.results(op).to_vec(),
        RegionPoint::Region(_) => vec![],
    },
};

/// `arith::AtomicRMWKind`, the reductions of `affine.parallel`, in enum order.
const REDUCTIONS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

// ===== affine expressions over SSA values =====

/// The SSA operands an affine expression names, numbered as dimensions (`%x`) and symbols
/// (`symbol(%x)`) in order of first use; a value named twice keeps its first role.
#[derive(Default)]
struct SsaIds {
    seen: Vec<(String, u32, AffineExpr)>,
    dims: Vec<UOperand>,
    syms: Vec<UOperand>,
}

impl SsaIds {
    /// The expression-parser callback: `%x` or `symbol(%x)` at the current token.
    fn leaf(&mut self, p: &mut Parser) -> PResult<Option<AffineExpr>> {
        let is_sym = if p.is(&Tok::Percent) {
            false
        } else if p.is_keyword("symbol") {
            p.bump();
            p.expect(Tok::LParen, "'('")?;
            true
        } else {
            return Ok(None);
        };
        if !p.is(&Tok::Percent) {
            return p.err("unexpected ssa identifier");
        }
        let u = p.parse_operand()?;
        let e = match self.seen.iter().find(|s| s.0 == u.name && s.1 == u.idx) {
            Some(s) => s.2.clone(),
            None => {
                let e = if is_sym {
                    self.syms.push(u.clone());
                    AffineExpr::Sym(self.syms.len() as u32 - 1)
                } else {
                    self.dims.push(u.clone());
                    AffineExpr::Dim(self.dims.len() as u32 - 1)
                };
                self.seen.push((u.name, u.idx, e.clone()));
                e
            }
        };
        if is_sym {
            p.expect(Tok::RParen, "')'")?;
        }
        Ok(Some(e))
    }

    fn expr(&mut self, p: &mut Parser) -> PResult<AffineExpr> {
        p.parse_affine_expr_with(&mut |q: &mut Parser| self.leaf(q))
    }

    fn map(self, results: Vec<AffineExpr>) -> (AffineMap, Vec<UOperand>) {
        let m = AffineMap { dims: self.dims.len() as u32, syms: self.syms.len() as u32, results };
        let mut ops = self.dims;
        ops.extend(self.syms);
        (m, ops)
    }
}

/// `[e0, e1, ...]` (or with parentheses) of affine expressions over SSA values: the map and its
/// operands, dimensions first.
fn parse_map_of_ssa_ids(p: &mut Parser, paren: bool) -> PResult<(AffineMap, Vec<UOperand>)> {
    let mut ids = SsaIds::default();
    let mut results = vec![];
    let (open, close, name) =
        if paren { (Tok::LParen, Tok::RParen, "')'") } else { (Tok::LSquare, Tok::RSquare, "']'") };
    p.parse_delimited(open, close, name, |p| {
        results.push(ids.expr(p)?);
        Ok(())
    })?;
    Ok(ids.map(results))
}

/// Writes `e` with `%name` for dimensions and `symbol(%name)` for symbols.
fn write_expr_ssa(pr: &mut Printer, e: &AffineExpr, dims: &[Value], syms: &[Value]) {
    let dn: Vec<String> = dims.iter().map(|&v| pr.value_name(v)).collect();
    let sn: Vec<String> = syms.iter().map(|&v| pr.value_name(v)).collect();
    let mut s = String::new();
    e.write_with(&mut s, &mut |out: &mut String, is_sym: bool, pos: u32| {
        let names = if is_sym { &sn } else { &dn };
        let n = names.get(pos as usize).map(String::as_str).unwrap_or("<<INVALID>>");
        if is_sym {
            out.push_str("symbol(");
            out.push_str(n);
            out.push(')');
        } else {
            out.push_str(n);
        }
    });
    pr.w(&s);
}

/// The results of `map` over `operands` (dimensions first), comma separated.
fn write_map_ssa(pr: &mut Printer, map: &AffineMap, operands: &[Value]) {
    let nd = (map.dims as usize).min(operands.len());
    let (dims, syms) = operands.split_at(nd);
    for (i, e) in map.results.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        write_expr_ssa(pr, e, dims, syms);
    }
}

/// `(%d0, %d1)[%s0]`: dimension operands and optional symbol operands; returns all the
/// operands and the number of dimensions.
fn parse_dim_and_symbol_list(p: &mut Parser) -> PResult<(Vec<UOperand>, usize)> {
    let mut v = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        v.push(p.parse_operand()?);
        Ok(())
    })?;
    let nd = v.len();
    if p.is(&Tok::LSquare) {
        p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
            v.push(p.parse_operand()?);
            Ok(())
        })?;
    }
    Ok((v, nd))
}

fn print_dim_and_symbol_list(pr: &mut Printer, ops: &[Value], nd: usize) {
    let nd = nd.min(ops.len());
    pr.w("(");
    pr.operands(&ops[..nd]);
    pr.w(")");
    if ops.len() > nd {
        pr.w("[");
        pr.operands(&ops[nd..]);
        pr.w("]");
    }
}

/// A parse error worded as upstream's `emitError` inside a custom op parser.
fn custom_err<T>(p: &mut Parser, st: &OpState, pos: usize, msg: &str) -> PResult<T> {
    let name = p.ir.ctx.str(st.name).to_string();
    p.err_at(pos, format!("custom op '{name}' {msg}"))
}

// ===== small IR helpers =====

fn map_of(ir: &Ir, op: Op, name: &str) -> Option<AffineMap> {
    ir.attr(op, name).and_then(|a| ir.ctx.as_affine_map(a)).cloned()
}

fn inputs(m: &AffineMap) -> usize {
    (m.dims + m.syms) as usize
}

fn index_ty(p: &mut Parser) -> Type {
    p.ir.ctx.index_ty()
}

fn is_terminator(ir: &Ir, op: Op) -> bool {
    super::lookup(ir.op_name(op)).is_some_and(|d| d.is_terminator())
}

/// Gives the region a block if it has none and ends its last block with an `affine.yield`
/// unless it already ends in a terminator (the custom form's implicit terminator).
fn ensure_yield(p: &mut Parser, r: Region, loc: Attr) {
    if p.ir.region_is_empty(r) {
        let b = p.ir.new_block();
        p.ir.append_block(r, b);
    }
    let Some(b) = p.ir.last_block(r) else { return };
    if p.ir.terminator(b).is_some_and(|t| is_terminator(p.ir, t)) {
        return;
    }
    let s = p.ir.ctx.sym("affine.yield");
    let y = p.ir.create_op(s, vec![], &[], vec![], vec![], vec![], vec![], loc);
    p.ir.append_op(b, y);
}

fn entry_args(ir: &Ir, op: Op, ri: usize) -> Option<Vec<Value>> {
    let r = *ir.regions(op).get(ri)?;
    let b = ir.entry_block(r)?;
    Some(ir.args(b).to_vec())
}

/// `'affine.x' op operand #i must be variadic of index, but got 'T'` for the first non-index
/// operand among `ops` (numbered from `first`).
fn check_index_operands(v: &mut Verifier, op: Op, ops: &[Value], first: usize) -> bool {
    for (i, &x) in ops.iter().enumerate() {
        let t = v.ir.value_ty(x);
        if !v.ctx().is_index(t) {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{} must be variadic of index, but got '{s}'", first + i));
            return false;
        }
    }
    true
}

fn require_map(v: &mut Verifier, op: Op, name: &str) -> Option<AffineMap> {
    match v.ir.attr(op, name) {
        None => {
            v.err(op, format!("requires attribute '{name}'"));
            None
        }
        Some(a) => match v.ctx().as_affine_map(a) {
            Some(m) => Some(m.clone()),
            None => {
                v.err(op, format!("attribute '{name}' failed to satisfy constraint: AffineMap attribute"));
                None
            }
        },
    }
}

// ===== affine scopes, dimensions and symbols =====

/// Ops whose regions are affine scopes (upstream's `AffineScope` trait).
fn is_affine_scope(name: &str) -> bool {
    matches!(name, "func.func" | "gpu.func" | "gpu.launch")
}

/// The region of the closest ancestor op that is an affine scope (`getAffineScope`).
fn affine_scope(ir: &Ir, op: Op) -> Option<Region> {
    let mut cur = op;
    loop {
        let b = ir.parent_block(cur)?;
        let r = ir.block_region(b)?;
        let parent = ir.region_op(r)?;
        if is_affine_scope(ir.op_name(parent)) {
            return Some(r);
        }
        cur = parent;
    }
}

/// The region holding the definition of `v`.
fn value_region(ir: &Ir, v: Value) -> Option<Region> {
    match ir.value_def(v) {
        ValueDef::Result(o, _) => ir.block_region(ir.parent_block(o)?),
        ValueDef::Arg(b, _) => ir.block_region(b),
        ValueDef::Placeholder => None,
    }
}

/// An `affine.for` induction variable or an `affine.parallel` one (not an `iter_args` value).
fn is_induction_var(ir: &Ir, v: Value) -> bool {
    let ValueDef::Arg(b, i) = ir.value_def(v) else { return false };
    let entry = ir.block_region(b).and_then(|r| ir.entry_block(r)) == Some(b);
    match ir.block_parent_op(b).map(|o| ir.op_name(o)) {
        Some("affine.for") => entry && i == 0,
        Some("affine.parallel") => entry,
        _ => false,
    }
}

/// Defined at the top level of an affine scope (`isTopLevelValue(value)`).
fn is_top_level(ir: &Ir, v: Value) -> bool {
    value_region(ir, v).and_then(|r| ir.region_op(r)).is_some_and(|o| is_affine_scope(ir.op_name(o)))
}

/// Integer constant defined by `arith.constant`.
fn constant_of(ir: &Ir, v: Value) -> Option<i128> {
    let d = ir.defining_op(v)?;
    if ir.op_name(d) != "arith.constant" {
        return None;
    }
    let a = ir.attr(d, "value")?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Int { .. } => ir.ctx.as_int(a),
        _ => None,
    }
}

/// Ops upstream considers pure (speculatable and free of memory effects) among those that can
/// compute an `index` value.
fn is_pure(ir: &Ir, op: Op) -> bool {
    let name = ir.op_name(op);
    let divisor = || ir.operands(op).get(1).and_then(|&d| constant_of(ir, d));
    match name {
        "arith.addi"
        | "arith.subi"
        | "arith.muli"
        | "arith.andi"
        | "arith.ori"
        | "arith.xori"
        | "arith.maxsi"
        | "arith.maxui"
        | "arith.minsi"
        | "arith.minui"
        | "arith.shli"
        | "arith.shrsi"
        | "arith.shrui"
        | "arith.index_cast"
        | "arith.index_castui"
        | "arith.select"
        | "arith.constant"
        | "affine.apply"
        | "affine.min"
        | "affine.max"
        | "affine.linearize_index"
        | "affine.delinearize_index" => true,
        "arith.divui" | "arith.remui" | "arith.ceildivui" => divisor().is_some_and(|c| c != 0),
        "arith.divsi" | "arith.remsi" | "arith.ceildivsi" | "arith.floordivsi" => {
            divisor().is_some_and(|c| c != 0 && c != -1)
        }
        _ => false,
    }
}

/// `isValidSymbol` / `isValidDim` with a memo (the definitions form a DAG).
struct Affinity<'a> {
    ir: &'a Ir,
    region: Option<Region>,
    syms: HashMap<Value, bool>,
    dims: HashMap<Value, bool>,
}

impl<'a> Affinity<'a> {
    fn new(ir: &'a Ir, op: Op) -> Self {
        Affinity { ir, region: affine_scope(ir, op), syms: HashMap::new(), dims: HashMap::new() }
    }

    fn symbol(&mut self, v: Value) -> bool {
        if let Some(&b) = self.syms.get(&v) {
            return b;
        }
        // Provisional answer for cycles (graph regions).
        self.syms.insert(v, false);
        let r = self.symbol_uncached(v);
        self.syms.insert(v, r);
        r
    }

    fn symbol_uncached(&mut self, v: Value) -> bool {
        let ir = self.ir;
        if !ir.ctx.is_index(ir.value_ty(v)) {
            return false;
        }
        if self.region.is_some() && value_region(ir, v) == self.region {
            return true;
        }
        let Some(d) = ir.defining_op(v) else { return false };
        if ir.op_name(d) == "arith.constant" || ir.op_name(d) == "ub.poison" {
            return true;
        }
        if is_pure(ir, d) && ir.operands(d).to_vec().into_iter().all(|x| self.symbol(x)) {
            return true;
        }
        if matches!(ir.op_name(d), "memref.dim" | "tensor.dim") {
            return ir.operands(d).first().is_some_and(|&s| is_top_level(ir, s));
        }
        false
    }

    fn dim(&mut self, v: Value) -> bool {
        if let Some(&b) = self.dims.get(&v) {
            return b;
        }
        self.dims.insert(v, false);
        let r = self.dim_uncached(v);
        self.dims.insert(v, r);
        r
    }

    fn dim_uncached(&mut self, v: Value) -> bool {
        let ir = self.ir;
        if !ir.ctx.is_index(ir.value_ty(v)) {
            return false;
        }
        if self.symbol(v) {
            return true;
        }
        let Some(d) = ir.defining_op(v) else { return is_induction_var(ir, v) };
        match ir.op_name(d) {
            "affine.apply" | "affine.linearize_index" | "affine.delinearize_index" => {
                ir.operands(d).to_vec().into_iter().all(|x| self.dim(x))
            }
            "memref.dim" | "tensor.dim" => ir.operands(d).first().is_some_and(|&s| is_top_level(ir, s)),
            _ => false,
        }
    }
}

/// Upstream's `verifyDimAndSymbolIdentifiers`: the first `nd` operands must be valid
/// dimensions, the others valid symbols.
fn check_dims_and_symbols(v: &mut Verifier, op: Op, ops: &[Value], nd: usize) -> bool {
    let mut a = Affinity::new(v.ir, op);
    for (i, &x) in ops.iter().enumerate() {
        if i < nd {
            if !a.dim(x) {
                v.err(op, "operand cannot be used as a dimension id");
                return false;
            }
        } else if !a.symbol(x) {
            v.err(op, "operand cannot be used as a symbol");
            return false;
        }
    }
    true
}

/// Upstream's `isValidAffineIndexOperand` over `ops`.
fn check_index_operands_valid(v: &mut Verifier, op: Op, ops: &[Value], msg: &str) -> bool {
    let mut a = Affinity::new(v.ir, op);
    for &x in ops {
        if !a.dim(x) && !a.symbol(x) {
            v.err(op, msg);
            return false;
        }
    }
    true
}

// ===== affine.for =====

/// One loop bound: `%s` (the map `()[s0] -> (s0)`), an integer (a constant map), or
/// `[max|min] #map(%dims)[%syms]`. Returns the map and its operands.
fn parse_bound(p: &mut Parser, st: &OpState, lower: bool) -> PResult<(Attr, Vec<Value>)> {
    let index = index_ty(p);
    let has_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    if p.is(&Tok::Percent) {
        let uses = p.parse_operand_list()?;
        if uses.len() > 1 {
            return custom_err(p, st, st.pos, "expected only one loop bound operand");
        }
        let v = p.resolve_same(&uses, index)?;
        let m = AffineMap { dims: 0, syms: 1, results: vec![AffineExpr::Sym(0)] };
        return Ok((p.ir.ctx.affine_map_attr(m), v));
    }
    let attr_pos = p.tok.start;
    let a = p.parse_attr_typed(index)?;
    match p.ir.ctx.attr_kind(a).clone() {
        AttrKind::AffineMap(m) => {
            let (uses, nd) = parse_dim_and_symbol_list(p)?;
            let v = p.resolve_same(&uses, index)?;
            if m.dims as usize != nd {
                return custom_err(p, st, st.pos, "dim operand count and affine map dim count must match");
            }
            if inputs(&m) != v.len() {
                return custom_err(p, st, st.pos, "symbol operand count and affine map symbol count must match");
            }
            if m.results.len() > 1 && !has_min_max {
                let msg = if lower {
                    "lower loop bound affine map with multiple results requires 'max' prefix"
                } else {
                    "upper loop bound affine map with multiple results requires 'min' prefix"
                };
                return custom_err(p, st, attr_pos, msg);
            }
            Ok((a, v))
        }
        AttrKind::Int { value, .. } => {
            let m = AffineMap::constant(value as i64);
            Ok((p.ir.ctx.affine_map_attr(m), vec![]))
        }
        _ => custom_err(p, st, st.pos, "expected valid affine map representation for loop bounds"),
    }
}

/// Prints a bound the way it was (or could have been) written.
fn print_bound(pr: &mut Printer, a: Attr, ops: &[Value], prefix: &str) {
    let Some(m) = pr.ir.ctx.as_affine_map(a).cloned() else { return };
    if m.results.len() == 1 {
        if let (0, 0, Some(c)) = (m.dims, m.syms, m.single_constant()) {
            pr.w(&c.to_string());
            return;
        }
        if m.is_single_symbol() {
            if let Some(&v) = ops.first() {
                pr.operand(v);
                return;
            }
        }
    } else {
        pr.w(prefix);
        pr.w(" ");
    }
    pr.attr(a);
    print_dim_and_symbol_list(pr, ops, m.dims as usize);
}

fn parse_for(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let index = index_ty(p);
    if !p.is(&Tok::Percent) {
        return p.err_wrong_token("expected SSA operand");
    }
    let iv = RegionArg { name: p.text().to_string(), pos: p.tok.start, ty: index, loc: None };
    p.bump();
    p.expect(Tok::Equal, "'='")?;
    let (lb, lb_ops) = parse_bound(p, st, true)?;
    p.parse_keyword("to")?;
    let (ub, ub_ops) = parse_bound(p, st, false)?;
    st.add_attr(p.ir, "lowerBoundMap", lb);
    st.add_attr(p.ir, "upperBoundMap", ub);
    let mut step = 1;
    if p.parse_optional_keyword("step") {
        let pos = p.tok.start;
        let a = p.parse_attr_typed(index)?;
        let Some(s) = p.ir.ctx.as_int(a).filter(|_| matches!(p.ir.ctx.attr_kind(a), AttrKind::Int { .. })) else {
            return p.err_at(pos, "invalid kind of attribute specified");
        };
        if s < 0 {
            return custom_err(p, st, pos, "expected step to be representable as a positive signed integer");
        }
        step = s as i64;
    }
    let sa = p.ir.ctx.index_attr(step);
    st.add_attr(p.ir, "step", sa);
    let mut args = vec![iv];
    let mut inits = vec![];
    if p.parse_optional_keyword("iter_args") {
        let mut uses = vec![];
        p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
            if !p.is(&Tok::Percent) {
                return p.err_wrong_token("expected SSA operand");
            }
            args.push(RegionArg { name: p.text().to_string(), pos: p.tok.start, ty: index, loc: None });
            p.bump();
            p.expect(Tok::Equal, "'='")?;
            uses.push(p.parse_operand()?);
            Ok(())
        })?;
        p.expect(Tok::Arrow, "'->'")?;
        st.types = p.parse_function_result_types()?;
        for ((u, a), &t) in uses.iter().zip(args.iter_mut().skip(1)).zip(&st.types) {
            a.ty = t;
            inits.push(p.resolve(u, t)?);
        }
    }
    set_segments(p, st, &[lb_ops.len(), ub_ops.len(), inits.len()]);
    if args.len() != st.types.len() + 1 {
        return custom_err(p, st, st.pos, "mismatch between the number of loop-carried values and results");
    }
    st.operands = lb_ops;
    st.operands.extend(ub_ops);
    st.operands.extend(inits);
    let r = p.parse_region(args, false)?;
    ensure_yield(p, r, st.loc);
    st.regions.push(r);
    p.parse_attr_dict(st)
}

/// Operands of an `affine.for` split as (lower bound, upper bound, inits) when consistent with
/// its maps.
fn for_parts(ir: &Ir, op: Op) -> Option<[Vec<Value>; 3]> {
    let seg = segments(ir, op);
    let [lb, ub, init]: [Vec<Value>; 3] = seg.try_into().ok()?;
    let (lm, um) = (map_of(ir, op, "lowerBoundMap")?, map_of(ir, op, "upperBoundMap")?);
    if inputs(&lm) != lb.len() || inputs(&um) != ub.len() || lb.len() + ub.len() + init.len() != ir.operands(op).len() {
        return None;
    }
    Some([lb, ub, init])
}

fn can_print_for(ir: &Ir, op: Op) -> bool {
    let Some([_, _, init]) = for_parts(ir, op) else { return false };
    let step = ir.attr(op, "step").and_then(|a| ir.ctx.as_int(a));
    let args = entry_args(ir, op, 0).unwrap_or_default();
    step.is_some() && args.len() == init.len() + 1 && ir.results(op).len() == init.len() && ir.regions(op).len() == 1
}

fn print_for(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let (Some([lb, ub, init]), Some(args)) = (for_parts(ir, op), entry_args(ir, op, 0)) else {
        pr.generic_op(op);
        return;
    };
    let (Some(la), Some(ua)) = (ir.attr(op, "lowerBoundMap"), ir.attr(op, "upperBoundMap")) else { return };
    pr.w("affine.for ");
    pr.operand(args[0]);
    pr.w(" = ");
    print_bound(pr, la, &lb, "max");
    pr.w(" to ");
    print_bound(pr, ua, &ub, "min");
    let step = ir.attr(op, "step").and_then(|a| ir.ctx.as_int(a)).unwrap_or(1);
    if step != 1 {
        pr.w(&format!(" step {step}"));
    }
    if !init.is_empty() {
        pr.w(" iter_args(");
        for (i, (&a, &v)) in args[1..].iter().zip(&init).enumerate() {
            if i > 0 {
                pr.w(", ");
            }
            pr.operand(a);
            pr.w(" = ");
            pr.operand(v);
        }
        pr.w(") -> (");
        let ts = ir.result_types(op);
        pr.types(&ts);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(ir.regions(op)[0], false, !init.is_empty());
    pr.attr_dict(op, &["lowerBoundMap", "upperBoundMap", "step"]);
}

fn verify_for(v: &mut Verifier, op: Op) {
    let Some(seg) = check_segments(v, op, 3) else { return };
    let Some(_) = require_map(v, op, "lowerBoundMap") else { return };
    let Some(step) = require_attr(v, op, "step") else { return };
    let Some(_) = require_map(v, op, "upperBoundMap") else { return };
    match v.ctx().attr_kind(step) {
        AttrKind::Int { ty, .. } if v.ctx().is_index(*ty) => {}
        _ => {
            v.err(op, "attribute 'step' failed to satisfy constraint: index attribute");
            return;
        }
    }
    let nb = (seg[0] + seg[1]) as usize;
    let ops = v.ir.operands(op)[..nb].to_vec();
    if !check_index_operands(v, op, &ops, 0) {
        return;
    }
    if v.ir.regions(op).len() != 1 {
        v.err(op, "requires one region");
        return;
    }
    let r = v.ir.regions(op)[0];
    if v.ir.num_blocks(r) != 1 {
        v.err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
    }
}

/// Checks the single block of `r` ends with `affine.yield` (upstream's
/// `SingleBlockImplicitTerminator`); returns the yield.
fn yield_of(v: &mut Verifier, op: Op, r: Region) -> Option<Op> {
    let b = v.ir.entry_block(r)?;
    match v.ir.terminator(b) {
        Some(t) if v.ir.op_name(t) == "affine.yield" => Some(t),
        last => {
            let msg = match last.map(|t| v.ir.op_name(t).to_string()) {
                Some(f) => format!("expects regions to end with 'affine.yield', found '{f}'"),
                None => "expects a non-empty block".to_string(),
            };
            v.err_note(op, msg, op, "in custom textual format, the absence of terminator implies 'affine.yield'");
            None
        }
    }
}

fn verify_for_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(&r) = ir.regions(op).first() else { return };
    let Some(body) = ir.entry_block(r) else { return };
    let Some(y) = yield_of(v, op, r) else { return };
    let seg = segments(ir, op);
    let (Some(lm), Some(um)) = (map_of(ir, op, "lowerBoundMap"), map_of(ir, op, "upperBoundMap")) else { return };
    let [lb, ub, inits]: [Vec<Value>; 3] = match seg.try_into() {
        Ok(s) => s,
        Err(_) => return,
    };
    // LoopLikeOpInterface: inits, region iter_args, yielded values and results.
    let args = ir.args(body).to_vec();
    let iter: Vec<Value> = args.iter().skip(1).copied().collect();
    let n_iter = (args.len() as u64).wrapping_sub(1);
    if inits.len() as u64 != n_iter {
        v.err(op, format!("different number of inits and region iter_args: {} != {n_iter}", inits.len()));
        return;
    }
    let yielded = ir.operand_types(y);
    if !yielded.is_empty() && iter.len() != yielded.len() {
        v.err(
            op,
            format!("different number of region iter_args and yielded values: {} != {}", iter.len(), yielded.len()),
        );
        return;
    }
    let results = ir.result_types(op);
    if results.len() != iter.len() {
        v.err(
            op,
            format!("different number of loop results and region iter_args: {} != {}", results.len(), iter.len()),
        );
        return;
    }
    for (i, &a) in iter.iter().enumerate() {
        let at = ir.value_ty(a);
        let it = ir.value_ty(inits[i]);
        let checks = [
            (it, at, "init", "region iter_arg"),
            (at, yielded.get(i).copied().unwrap_or(at), "region iter_arg", "yielded value"),
        ];
        for (x, y, a_name, b_name) in checks {
            if x != y {
                let (s, t) = (v.ty_str(x), v.ty_str(y));
                v.err(op, format!("{i}-th {a_name} and {i}-th {b_name} have different type: '{s}' != '{t}'"));
                return;
            }
        }
    }
    for (i, (&a, &rt)) in iter.iter().zip(&results).enumerate() {
        let at = ir.value_ty(a);
        if at != rt {
            let (s, t) = (v.ty_str(at), v.ty_str(rt));
            v.err(op, format!("{i}-th region iter_arg and {i}-th loop result have different type: '{s}' != '{t}'"));
            return;
        }
    }
    // AffineForOp::verifyRegions
    if args.first().is_none_or(|&a| !ir.ctx.is_index(ir.value_ty(a))) {
        v.err(op, "expected body to have a single index argument for the induction variable");
        return;
    }
    if inputs(&lm) > 0 && !check_dims_and_symbols(v, op, &lb, lm.dims as usize) {
        return;
    }
    if inputs(&um) > 0 && !check_dims_and_symbols(v, op, &ub, um.dims as usize) {
        return;
    }
    if lm.results.is_empty() {
        v.err(op, "expected lower bound map to have at least one result");
        return;
    }
    if um.results.is_empty() {
        v.err(op, "expected upper bound map to have at least one result");
    }
}

// ===== affine.parallel =====

/// `(e, max(e, e), ...)`: a list of bounds, each an expression over SSA values or a
/// `max(...)`/`min(...)` group. Returns the combined map (operands de-duplicated), the size of
/// each group, and the operands.
fn parse_bound_list(p: &mut Parser, kw: &str) -> PResult<(AffineMap, Vec<i64>, Vec<Value>)> {
    let index = index_ty(p);
    p.expect(Tok::LParen, "'('")?;
    if p.optional(Tok::RParen) {
        return Ok((AffineMap { dims: 0, syms: 0, results: vec![] }, vec![], vec![]));
    }
    let mut exprs: Vec<AffineExpr> = vec![];
    let mut flat_dims: Vec<Vec<UOperand>> = vec![];
    let mut flat_syms: Vec<Vec<UOperand>> = vec![];
    let mut groups = vec![];
    p.parse_comma_list(|p| {
        if p.parse_optional_keyword(kw) {
            let (m, ops) = parse_map_of_ssa_ids(p, true)?;
            let nd = m.dims as usize;
            groups.push(m.results.len() as i64);
            for e in m.results {
                exprs.push(e);
                flat_dims.push(ops[..nd].to_vec());
                flat_syms.push(ops[nd..].to_vec());
            }
        } else {
            let mut ids = SsaIds::default();
            exprs.push(ids.expr(p)?);
            flat_dims.push(std::mem::take(&mut ids.dims));
            flat_syms.push(std::mem::take(&mut ids.syms));
            groups.push(1);
        }
        Ok(())
    })?;
    p.expect(Tok::RParen, "')'")?;
    // Give each expression its own dimensions and symbols, then merge equal operands.
    let (mut nd, mut ns) = (0u32, 0u32);
    for (i, e) in exprs.iter_mut().enumerate() {
        let (d, s) = (flat_dims[i].len() as u32, flat_syms[i].len() as u32);
        let dr: Vec<AffineExpr> = (0..d).map(|k| AffineExpr::Dim(k + nd)).collect();
        let sr: Vec<AffineExpr> = (0..s).map(|k| AffineExpr::Sym(k + ns)).collect();
        *e = e.replace(&dr, &sr);
        nd += d;
        ns += s;
    }
    let dedup = |p: &mut Parser, lists: &[Vec<UOperand>], sym: bool| -> PResult<(Vec<Value>, Vec<AffineExpr>)> {
        let mut vals: Vec<Value> = vec![];
        let mut repl = vec![];
        for u in lists.iter().flatten() {
            let v = p.resolve(u, index)?;
            let pos = match vals.iter().position(|&x| x == v) {
                Some(i) => i,
                None => {
                    vals.push(v);
                    vals.len() - 1
                }
            } as u32;
            repl.push(if sym { AffineExpr::Sym(pos) } else { AffineExpr::Dim(pos) });
        }
        Ok((vals, repl))
    };
    let (dvals, drepl) = dedup(p, &flat_dims, false)?;
    let (svals, srepl) = dedup(p, &flat_syms, true)?;
    let results = exprs.iter().map(|e| e.replace(&drepl, &srepl)).collect();
    let map = AffineMap { dims: dvals.len() as u32, syms: svals.len() as u32, results };
    let mut ops = dvals;
    ops.extend(svals);
    Ok((map, groups, ops))
}

fn i32_tensor(ctx: &mut Context, v: &[i64]) -> Attr {
    let i32t = ctx.int_ty(32);
    let ty = ctx.ty(TypeKind::Tensor { shape: vec![v.len() as i64], elem: i32t, encoding: None });
    ctx.attr(AttrKind::Dense { ty, data: DenseData::Int(v.iter().map(|&x| x as i128).collect()) })
}

fn parse_parallel(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let index = index_ty(p);
    let mut ivs = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        if !p.is(&Tok::Percent) {
            return p.err_wrong_token("expected SSA operand");
        }
        ivs.push(RegionArg { name: p.text().to_string(), pos: p.tok.start, ty: index, loc: None });
        p.bump();
        Ok(())
    })?;
    p.expect(Tok::Equal, "'='")?;
    let (lm, lg, lops) = parse_bound_list(p, "max")?;
    p.parse_keyword("to")?;
    let (um, ug, uops) = parse_bound_list(p, "min")?;
    let a = p.ir.ctx.affine_map_attr(lm);
    st.add_attr(p.ir, "lowerBoundsMap", a);
    let a = i32_tensor(&mut p.ir.ctx, &lg);
    st.add_attr(p.ir, "lowerBoundsGroups", a);
    let a = p.ir.ctx.affine_map_attr(um);
    st.add_attr(p.ir, "upperBoundsMap", a);
    let a = i32_tensor(&mut p.ir.ctx, &ug);
    st.add_attr(p.ir, "upperBoundsGroups", a);
    let steps: Vec<i64> = if p.parse_optional_keyword("step") {
        let (m, _) = parse_map_of_ssa_ids(p, true)?;
        let mut s = vec![];
        for e in &m.results {
            match e.constant() {
                Some(c) => s.push(c),
                None => return custom_err(p, st, st.pos, "steps must be constant integers"),
            }
        }
        s
    } else {
        vec![1; ivs.len()]
    };
    let i64t = p.ir.ctx.int_ty(64);
    let sv = steps.iter().map(|&s| p.ir.ctx.int_attr(i64t, s as i128)).collect();
    let a = p.ir.ctx.array_attr(sv);
    st.add_attr(p.ir, "steps", a);
    let mut reductions = vec![];
    if p.parse_optional_keyword("reduce") {
        p.expect(Tok::LParen, "'('")?;
        p.parse_comma_list(|p| {
            let pos = p.tok.start;
            let s = match p.tok.kind.clone() {
                Tok::Str(b) => {
                    p.bump();
                    String::from_utf8_lossy(&b).into_owned()
                }
                _ => return p.err("expected attribute value"),
            };
            let Some(k) = REDUCTIONS.iter().position(|&r| r == s) else {
                return custom_err(p, st, pos, &format!("invalid reduction value: \"{s}\""));
            };
            reductions.push(p.ir.ctx.int_attr(i64t, k as i128));
            Ok(())
        })?;
        p.expect(Tok::RParen, "')'")?;
    }
    let a = p.ir.ctx.array_attr(reductions);
    st.add_attr(p.ir, "reductions", a);
    if p.optional(Tok::Arrow) {
        st.types = p.parse_function_result_types()?;
    }
    let r = p.parse_region(ivs, false)?;
    p.parse_attr_dict(st)?;
    ensure_yield(p, r, st.loc);
    st.regions.push(r);
    st.operands = lops;
    st.operands.extend(uops);
    Ok(())
}

/// The group sizes of a `dense<...> : tensor<Nxi32>` property.
fn groups_of(ir: &Ir, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = ir.attr(op, name)?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Dense { ty, data: DenseData::Int(v) } => {
            let n = ir.ctx.shape(*ty)?.first().copied()?;
            if !ir.ctx.is_int(ir.ctx.elem_ty(*ty)) || n < 0 {
                return None;
            }
            let n = n as usize;
            Some(if v.len() == 1 && n != 1 { vec![v[0] as i64; n] } else { v.iter().map(|&x| x as i64).collect() })
        }
        _ => None,
    }
}

fn int_list(ir: &Ir, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = ir.attr(op, name)?;
    ir.ctx
        .as_array(a)?
        .iter()
        .map(|&x| match ir.ctx.attr_kind(x) {
            AttrKind::Int { value, .. } => Some(*value as i64),
            _ => None,
        })
        .collect()
}

struct Parallel {
    lm: AffineMap,
    lg: Vec<i64>,
    um: AffineMap,
    ug: Vec<i64>,
    steps: Vec<i64>,
    reductions: Vec<i64>,
}

fn parallel_parts(ir: &Ir, op: Op) -> Option<Parallel> {
    let p = Parallel {
        lm: map_of(ir, op, "lowerBoundsMap")?,
        lg: groups_of(ir, op, "lowerBoundsGroups")?,
        um: map_of(ir, op, "upperBoundsMap")?,
        ug: groups_of(ir, op, "upperBoundsGroups")?,
        steps: int_list(ir, op, "steps")?,
        reductions: int_list(ir, op, "reductions")?,
    };
    Some(p)
}

fn can_print_parallel(ir: &Ir, op: Op) -> bool {
    let Some(pp) = parallel_parts(ir, op) else { return false };
    let args = entry_args(ir, op, 0).unwrap_or_default();
    inputs(&pp.lm) + inputs(&pp.um) == ir.operands(op).len()
        && pp.lg.iter().all(|&g| g >= 0)
        && pp.ug.iter().all(|&g| g >= 0)
        && pp.lg.iter().sum::<i64>() as usize == pp.lm.results.len()
        && pp.ug.iter().sum::<i64>() as usize == pp.um.results.len()
        && pp.reductions.len() == ir.results(op).len()
        && pp.reductions.iter().all(|&r| (0..REDUCTIONS.len() as i64).contains(&r))
        && args.len() == pp.steps.len()
        && ir.regions(op).len() == 1
}

fn print_min_max_bound(pr: &mut Printer, m: &AffineMap, groups: &[i64], ops: &[Value], kw: &str) {
    let nd = (m.dims as usize).min(ops.len());
    let (dims, syms) = ops.split_at(nd);
    let mut start = 0usize;
    for (i, &g) in groups.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        let g = g as usize;
        let end = (start + g).min(m.results.len());
        if g == 1 {
            write_expr_ssa(pr, &m.results[start], dims, syms);
        } else {
            pr.w(kw);
            pr.w("(");
            let sub = AffineMap { dims: m.dims, syms: m.syms, results: m.results[start.min(end)..end].to_vec() };
            write_map_ssa(pr, &sub, ops);
            pr.w(")");
        }
        start = end;
    }
}

fn print_parallel(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let (Some(pp), Some(args)) = (parallel_parts(ir, op), entry_args(ir, op, 0)) else {
        pr.generic_op(op);
        return;
    };
    let ops = ir.operands(op);
    let nl = inputs(&pp.lm).min(ops.len());
    pr.w("affine.parallel (");
    pr.operands(&args);
    pr.w(") = (");
    print_min_max_bound(pr, &pp.lm, &pp.lg, &ops[..nl], "max");
    pr.w(") to (");
    print_min_max_bound(pr, &pp.um, &pp.ug, &ops[nl..], "min");
    pr.w(")");
    if pp.steps.iter().any(|&s| s != 1) {
        let s: Vec<String> = pp.steps.iter().map(|s| s.to_string()).collect();
        pr.w(&format!(" step ({})", s.join(", ")));
    }
    let rts = ir.result_types(op);
    if !rts.is_empty() {
        let r: Vec<String> =
            pp.reductions.iter().map(|&k| format!("\"{}\"", REDUCTIONS.get(k as usize).unwrap_or(&"?"))).collect();
        pr.w(&format!(" reduce ({}) -> (", r.join(", ")));
        pr.types(&rts);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(ir.regions(op)[0], false, !rts.is_empty());
    pr.attr_dict(
        op,
        &["reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap", "upperBoundsGroups", "steps"],
    );
}

/// Whether a result type fits a reduction kind (upstream's `isResultTypeMatchAtomicRMWKind`).
fn reduction_fits(ctx: &Context, t: Type, kind: &str) -> bool {
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => ctx.is_float(t),
        "addi" | "muli" | "andi" | "ori" => ctx.is_int(t),
        "assign" => true,
        _ => false,
    }
}

fn verify_parallel(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(groups_l) = ir.attr(op, "lowerBoundsGroups") else {
        v.err(op, "requires attribute 'lowerBoundsGroups'");
        return;
    };
    let Some(lm) = require_map(v, op, "lowerBoundsMap") else { return };
    if ir.attr(op, "reductions").is_none() {
        v.err(op, "requires attribute 'reductions'");
        return;
    }
    if ir.attr(op, "steps").is_none() {
        v.err(op, "requires attribute 'steps'");
        return;
    }
    let Some(groups_u) = ir.attr(op, "upperBoundsGroups") else {
        v.err(op, "requires attribute 'upperBoundsGroups'");
        return;
    };
    let Some(um) = require_map(v, op, "upperBoundsMap") else { return };
    let (Some(lg), Some(ug)) = (groups_of(ir, op, "lowerBoundsGroups"), groups_of(ir, op, "upperBoundsGroups")) else {
        let which =
            if groups_of(ir, op, "lowerBoundsGroups").is_none() { "lowerBoundsGroups" } else { "upperBoundsGroups" };
        let _ = (groups_l, groups_u);
        v.err(
            op,
            format!("attribute '{which}' failed to satisfy constraint: 32-bit signless integer elements attribute"),
        );
        return;
    };
    let Some(steps) = int_list(ir, op, "steps") else {
        v.err(op, "attribute 'steps' failed to satisfy constraint: 64-bit integer array attribute");
        return;
    };
    let Some(reductions) = int_list(ir, op, "reductions") else {
        v.err(op, "attribute 'reductions' failed to satisfy constraint: Reduction ops");
        return;
    };
    let ops = ir.operands(op).to_vec();
    if !check_index_operands(v, op, &ops, 0) {
        return;
    }
    if ir.regions(op).len() != 1 {
        v.err(op, "requires one region");
        return;
    }
    let r = ir.regions(op)[0];
    if ir.num_blocks(r) != 1 {
        v.err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
        return;
    }
    let nargs = entry_args(ir, op, 0).map(|a| a.len()).unwrap_or(0);
    let n = steps.len();
    if lg.len() != nargs || ug.len() != nargs || n != nargs {
        v.err(
            op,
            format!(
                "the number of region arguments ({nargs}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({n}) must all match",
                lg.len(),
                ug.len()
            ),
        );
        return;
    }
    for (groups, m, which) in [(&lg, &lm, "lower"), (&ug, &um, "upper")] {
        let mut total = 0i64;
        for &g in groups.iter() {
            if g == 0 {
                v.err(op, format!("expected {which} bound map to have at least one result"));
                return;
            }
            total += g;
        }
        if total != m.results.len() as i64 {
            v.err(op, format!("expected {which} bounds map to have {total} results"));
            return;
        }
    }
    let rts = ir.result_types(op);
    if reductions.len() != rts.len() {
        v.err(op, "a reduction must be specified for each output");
        return;
    }
    for (&k, &t) in reductions.iter().zip(&rts) {
        let Some(&kind) = usize::try_from(k).ok().and_then(|k| REDUCTIONS.get(k)) else {
            v.err(op, "invalid reduction attribute");
            return;
        };
        if !reduction_fits(v.ctx(), t, kind) {
            v.err(op, "result type cannot match reduction attribute");
            return;
        }
    }
    if inputs(&lm) + inputs(&um) != ops.len() {
        v.err(
            op,
            format!("expected {} operands for the bound maps, but found {}", inputs(&lm) + inputs(&um), ops.len()),
        );
        return;
    }
    let (lo, uo) = ops.split_at(inputs(&lm));
    if check_dims_and_symbols(v, op, lo, lm.dims as usize) {
        check_dims_and_symbols(v, op, uo, um.dims as usize);
    }
}

fn verify_parallel_regions(v: &mut Verifier, op: Op) {
    let Some(&r) = v.ir.regions(op).first() else { return };
    yield_of(v, op, r);
}

// ===== affine.if =====

fn parse_if(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let index = index_ty(p);
    let pos = p.tok.start;
    let a = p.parse_attr()?;
    let AttrKind::IntegerSet(set) = p.ir.ctx.attr_kind(a).clone() else {
        return p.err_at(pos, "invalid kind of attribute specified");
    };
    st.add_attr(p.ir, "condition", a);
    let (uses, nd) = parse_dim_and_symbol_list(p)?;
    st.operands = p.resolve_same(&uses, index)?;
    if set.dims as usize != nd {
        return custom_err(p, st, st.pos, "dim operand count and integer set dim count must match");
    }
    if (set.dims + set.syms) as usize != st.operands.len() {
        return custom_err(p, st, st.pos, "symbol operand count and integer set symbol count must match");
    }
    if p.optional(Tok::Arrow) {
        st.types = p.parse_function_result_types()?;
    }
    let then = p.parse_region(vec![], false)?;
    ensure_yield(p, then, st.loc);
    let els = if p.parse_optional_keyword("else") {
        let r = p.parse_region(vec![], false)?;
        ensure_yield(p, r, st.loc);
        r
    } else {
        p.ir.new_region()
    };
    st.regions = vec![then, els];
    p.parse_attr_dict(st)
}

fn set_of(ir: &Ir, op: Op) -> Option<crate::ir::affine::IntegerSet> {
    match ir.ctx.attr_kind(ir.attr(op, "condition")?) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

fn can_print_if(ir: &Ir, op: Op) -> bool {
    set_of(ir, op).is_some_and(|s| (s.dims + s.syms) as usize == ir.operands(op).len()) && ir.regions(op).len() == 2
}

fn print_if(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let (Some(set), Some(a)) = (set_of(ir, op), ir.attr(op, "condition")) else {
        pr.generic_op(op);
        return;
    };
    pr.w("affine.if ");
    pr.attr(a);
    print_dim_and_symbol_list(pr, ir.operands(op), set.dims as usize);
    let rts = ir.result_types(op);
    if !rts.is_empty() {
        pr.w(" -> ");
        pr.result_types(&rts);
    }
    let regions = ir.regions(op);
    pr.w(" ");
    pr.region(regions[0], false, !rts.is_empty());
    if !ir.region_is_empty(regions[1]) {
        pr.w(" else ");
        pr.region(regions[1], false, !rts.is_empty());
    }
    pr.attr_dict(op, &["condition"]);
}

fn verify_if(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.regions(op).len() != 2 {
        v.err(op, "expected 2 regions");
        return;
    }
    let (then, els) = (ir.regions(op)[0], ir.regions(op)[1]);
    if ir.num_blocks(then) != 1 {
        v.err(op, "region #0 ('thenRegion') failed to verify constraint: region with 1 blocks");
        return;
    }
    if ir.num_blocks(els) > 1 {
        v.err(op, "region #1 ('elseRegion') failed to verify constraint: region with at most 1 blocks");
        return;
    }
    let Some(set) = set_of(ir, op) else {
        v.err(op, "requires an integer set attribute named 'condition'");
        return;
    };
    let ops = ir.operands(op).to_vec();
    if ops.len() != (set.dims + set.syms) as usize {
        v.err(op, "operand count and condition integer set dimension and symbol count must match");
        return;
    }
    check_dims_and_symbols(v, op, &ops, set.dims as usize);
}

fn verify_if_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let regions = ir.regions(op).to_vec();
    for &r in &regions {
        if ir.entry_block(r).is_some() && yield_of(v, op, r).is_none() {
            return;
        }
    }
    // RegionBranchOpInterface: without an else region, control reaches the results directly.
    let n = ir.results(op).len();
    if regions.get(1).is_some_and(|&r| ir.region_is_empty(r)) && n != 0 {
        v.err_note(
            op,
            format!("along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs {n} inputs"),
            op,
            "region branch point",
        );
    }
}

// ===== affine.yield =====

static YIELD: OpFormat = OpFormat {
    operands: &[("operands*", &ANY_TYPE)],
    format: "attr-dict ($operands^ `:` type($operands))?",
    verify: Some(verify_yield),
    ..FORMAT
};

fn verify_yield(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let parent = ir.parent_op(op).filter(|&p| matches!(ir.op_name(p), "affine.parallel" | "affine.if" | "affine.for"));
    let Some(parent) = parent else {
        v.err(op, "only terminates affine.if/for/parallel regions");
        return;
    };
    let (rs, os) = (ir.result_types(parent), ir.operand_types(op));
    if rs.len() != os.len() {
        v.err(op, "parent of yield must have same number of results as the yield operands");
        return;
    }
    if rs != os {
        v.err(op, "types mismatch between yield op and its parent");
    }
}

// ===== loads and stores =====

fn memref_elem(ctx: &Context, t: Type) -> Option<(Type, usize)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, shape, .. } => Some((*elem, shape.len())),
        _ => None,
    }
}

/// `%A[subscripts]`: the memref operand and the subscript map with its operands.
fn parse_access(p: &mut Parser, st: &mut OpState) -> PResult<(UOperand, Vec<UOperand>)> {
    let m = p.parse_operand()?;
    let (map, ops) = parse_map_of_ssa_ids(p, false)?;
    let a = p.ir.ctx.affine_map_attr(map);
    st.add_attr(p.ir, "map", a);
    Ok((m, ops))
}

/// The memref type after `:`; reports a non-memref type as upstream's `parseColonType`.
fn parse_memref_type(p: &mut Parser) -> PResult<Type> {
    p.expect(Tok::Colon, "':'")?;
    let pos = p.tok.start;
    let t = p.parse_type()?;
    if memref_elem(&p.ir.ctx, t).is_none() {
        let s = crate::syntax::printer::type_to_string(&p.ir.ctx, t);
        return p.err_at(pos, format!("invalid kind of type specified: expected builtin.memref, but found '{s}'"));
    }
    Ok(t)
}

fn parse_load(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let (m, idx) = parse_access(p, st)?;
    p.parse_attr_dict(st)?;
    let t = parse_memref_type(p)?;
    let index = index_ty(p);
    st.operands = vec![p.resolve(&m, t)?];
    st.operands.extend(p.resolve_same(&idx, index)?);
    st.types = vec![memref_elem(&p.ir.ctx, t).map(|e| e.0).unwrap_or(t)];
    Ok(())
}

fn parse_store(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let val = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let (m, idx) = parse_access(p, st)?;
    p.parse_attr_dict(st)?;
    let t = parse_memref_type(p)?;
    let index = index_ty(p);
    let et = memref_elem(&p.ir.ctx, t).map(|e| e.0).unwrap_or(t);
    st.operands = vec![p.resolve(&val, et)?, p.resolve(&m, t)?];
    st.operands.extend(p.resolve_same(&idx, index)?);
    Ok(())
}

fn parse_vector_load(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let (m, idx) = parse_access(p, st)?;
    p.parse_attr_dict(st)?;
    let t = parse_memref_type(p)?;
    p.expect(Tok::Comma, "','")?;
    let vt = p.parse_type()?;
    let index = index_ty(p);
    st.operands = vec![p.resolve(&m, t)?];
    st.operands.extend(p.resolve_same(&idx, index)?);
    st.types = vec![vt];
    Ok(())
}

fn parse_vector_store(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let val = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let (m, idx) = parse_access(p, st)?;
    p.parse_attr_dict(st)?;
    let t = parse_memref_type(p)?;
    p.expect(Tok::Comma, "','")?;
    let vt = p.parse_type()?;
    let index = index_ty(p);
    st.operands = vec![p.resolve(&val, vt)?, p.resolve(&m, t)?];
    st.operands.extend(p.resolve_same(&idx, index)?);
    Ok(())
}

/// (position of the memref operand, the op's map) for loads and stores.
fn access_parts(ir: &Ir, op: Op) -> (usize, Option<AffineMap>) {
    let mpos = if matches!(ir.op_name(op), "affine.store" | "affine.vector_store") { 1 } else { 0 };
    (mpos, map_of(ir, op, "map"))
}

fn can_print_access(ir: &Ir, op: Op) -> bool {
    let (mpos, map) = access_parts(ir, op);
    map.is_some_and(|m| ir.operands(op).len() == mpos + 1 + inputs(&m))
        && ir.operands(op).get(mpos).is_some_and(|&m| memref_elem(&ir.ctx, ir.value_ty(m)).is_some())
}

/// `%A[subscripts]` of a load or store.
fn print_access(pr: &mut Printer, op: Op, mpos: usize) {
    let ir = pr.ir;
    let ops = ir.operands(op);
    pr.operand(ops[mpos]);
    pr.w("[");
    if let Some(m) = map_of(ir, op, "map") {
        write_map_ssa(pr, &m, &ops[mpos + 1..]);
    }
    pr.w("]");
}

fn print_load(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w(ir.op_name(op));
    pr.w(" ");
    print_access(pr, op, 0);
    pr.attr_dict(op, &["map"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
    if ir.op_name(op) == "affine.vector_load" {
        if let Some(&r) = ir.results(op).first() {
            pr.w(", ");
            pr.ty(ir.value_ty(r));
        }
    }
}
fn print_vector_load(pr: &mut Printer, op: Op) {
    print_load(pr, op)
}

fn print_store(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let ops = ir.operands(op);
    pr.w(ir.op_name(op));
    pr.w(" ");
    pr.operand(ops[0]);
    pr.w(", ");
    print_access(pr, op, 1);
    pr.attr_dict(op, &["map"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ops[1]));
    if ir.op_name(op) == "affine.vector_store" {
        pr.w(", ");
        pr.ty(ir.value_ty(ops[0]));
    }
}
fn print_vector_store(pr: &mut Printer, op: Op) {
    print_store(pr, op)
}

/// The memref operand and the subscript checks shared by loads and stores
/// (upstream's `verifyMemoryOpIndexing`). Returns the memref's element type.
fn verify_access(v: &mut Verifier, op: Op, mpos: usize, results: usize) -> Option<Type> {
    let ir = v.ir;
    let ops = ir.operands(op).to_vec();
    if ops.len() <= mpos {
        v.err(op, format!("expected {} or more operands, but found {}", mpos + 1, ops.len()));
        return None;
    }
    if ir.results(op).len() != results {
        v.err(op, format!("requires {results} result{}", if results == 1 { "" } else { "s" }));
        return None;
    }
    let map = require_map(v, op, "map")?;
    let mt = ir.value_ty(ops[mpos]);
    let Some((elem, rank)) = memref_elem(v.ctx(), mt) else {
        let s = v.ty_str(mt);
        v.err(op, format!("operand #{mpos} must be memref of any type values, but got '{s}'"));
        return None;
    };
    let idx = &ops[mpos + 1..];
    if !check_index_operands(v, op, idx, mpos + 1) {
        return None;
    }
    let name = ir.op_name(op);
    let mismatch = match name {
        "affine.load" => ir.results(op).first().map(|&r| ir.value_ty(r)) != Some(elem),
        "affine.store" => ir.value_ty(ops[0]) != elem,
        _ => false,
    };
    if mismatch {
        let msg = if name == "affine.load" {
            "result type must match element type of memref"
        } else {
            "value to store must have the same type as memref element type"
        };
        v.err(op, msg);
        return None;
    }
    if map.results.len() != rank {
        v.err(op, "affine map num results must equal memref rank");
        return None;
    }
    if inputs(&map) != idx.len() {
        v.err(op, "expects as many subscripts as affine map inputs");
        return None;
    }
    if !check_dims_and_symbols(v, op, idx, map.dims as usize) {
        return None;
    }
    Some(elem)
}

fn verify_load(v: &mut Verifier, op: Op) {
    verify_access(v, op, 0, 1);
}

fn verify_store(v: &mut Verifier, op: Op) {
    if v.ir.operands(op).len() < 2 {
        v.err(op, format!("expected 2 or more operands, but found {}", v.ir.operands(op).len()));
        return;
    }
    verify_access(v, op, 1, 0);
}

/// `requires memref and vector types of the same elemental type`.
fn check_vector(v: &mut Verifier, op: Op, elem: Type, vt: Type) {
    let ctx = v.ctx();
    if !ctx.is_vector(vt) {
        let s = v.ty_str(vt);
        let what = if v.ir.op_name(op) == "affine.vector_load" { "result #0" } else { "operand #0" };
        v.err(op, format!("{what} must be vector of any type values, but got '{s}'"));
        return;
    }
    if ctx.elem_ty(vt) != elem {
        v.err(op, "requires memref and vector types of the same elemental type");
    }
}

fn verify_vector_load(v: &mut Verifier, op: Op) {
    if let Some(elem) = verify_access(v, op, 0, 1) {
        let vt = v.ir.value_ty(v.ir.result(op, 0));
        check_vector(v, op, elem, vt);
    }
}

fn verify_vector_store(v: &mut Verifier, op: Op) {
    if v.ir.operands(op).len() < 2 {
        v.err(op, format!("expected 2 or more operands, but found {}", v.ir.operands(op).len()));
        return;
    }
    if let Some(elem) = verify_access(v, op, 1, 0) {
        let vt = v.ir.value_ty(v.ir.operands(op)[0]);
        check_vector(v, op, elem, vt);
    }
}

// ===== affine.prefetch =====

fn parse_prefetch(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let (m, idx) = parse_access(p, st)?;
    p.expect(Tok::Comma, "','")?;
    let rw = p.parse_any_keyword("valid keyword")?;
    p.expect(Tok::Comma, "','")?;
    p.parse_keyword("locality")?;
    p.expect(Tok::Less, "'<'")?;
    let i32t = p.ir.ctx.int_ty(32);
    let hint = p.parse_attr_typed(i32t)?;
    st.add_attr(p.ir, "localityHint", hint);
    p.expect(Tok::Greater, "'>'")?;
    p.expect(Tok::Comma, "','")?;
    let cache = p.parse_any_keyword("valid keyword")?;
    p.parse_attr_dict(st)?;
    let t = parse_memref_type(p)?;
    let index = index_ty(p);
    st.operands = vec![p.resolve(&m, t)?];
    st.operands.extend(p.resolve_same(&idx, index)?);
    if rw != "read" && rw != "write" {
        return custom_err(p, st, st.pos, "rw specifier has to be 'read' or 'write'");
    }
    let a = p.ir.ctx.bool_attr(rw == "write");
    st.add_attr(p.ir, "isWrite", a);
    if cache != "data" && cache != "instr" {
        return custom_err(p, st, st.pos, "cache type has to be 'data' or 'instr'");
    }
    let a = p.ir.ctx.bool_attr(cache == "data");
    st.add_attr(p.ir, "isDataCache", a);
    Ok(())
}

fn bool_prop(ir: &Ir, op: Op, name: &str) -> Option<bool> {
    ir.attr(op, name).and_then(|a| ir.ctx.as_int(a)).map(|x| x != 0)
}

fn can_print_prefetch(ir: &Ir, op: Op) -> bool {
    can_print_access(ir, op)
        && bool_prop(ir, op, "isWrite").is_some()
        && bool_prop(ir, op, "isDataCache").is_some()
        && ir.attr(op, "localityHint").and_then(|a| ir.ctx.as_int(a)).is_some()
}

fn print_prefetch(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("affine.prefetch ");
    print_access(pr, op, 0);
    let w = bool_prop(ir, op, "isWrite").unwrap_or(false);
    let d = bool_prop(ir, op, "isDataCache").unwrap_or(true);
    let h = ir.attr(op, "localityHint").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
    pr.w(&format!(", {}, locality<{h}>, {}", if w { "write" } else { "read" }, if d { "data" } else { "instr" }));
    pr.attr_dict(op, &["map", "localityHint", "isDataCache", "isWrite"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ir.operands(op)[0]));
}

fn verify_prefetch(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    for name in ["isDataCache", "isWrite", "localityHint", "map"] {
        if require_attr(v, op, name).is_none() {
            return;
        }
    }
    for name in ["isDataCache", "isWrite"] {
        let ok = ir.attr(op, name).is_some_and(
            |a| matches!(v.ctx().attr_kind(a), AttrKind::Int { ty, .. } if v.ctx().int_width(*ty) == Some(1)),
        );
        if !ok {
            v.err(op, format!("attribute '{name}' failed to satisfy constraint: bool attribute"));
            return;
        }
    }
    let hint = ir.attr(op, "localityHint").and_then(|a| match v.ctx().attr_kind(a) {
        AttrKind::Int { ty, value } if v.ctx().int_width(*ty) == Some(32) && v.ctx().is_signless_int(*ty) => {
            Some(*value)
        }
        _ => None,
    });
    if !hint.is_some_and(|h| (0..=3).contains(&h)) {
        v.err(op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3");
        return;
    }
    let ops = ir.operands(op).to_vec();
    let Some(&m) = ops.first() else {
        v.err(op, "expected 1 or more operands, but found 0");
        return;
    };
    let mt = ir.value_ty(m);
    let Some((_, rank)) = memref_elem(v.ctx(), mt) else {
        let s = v.ty_str(mt);
        v.err(op, format!("operand #0 must be memref of any type values, but got '{s}'"));
        return;
    };
    if !check_index_operands(v, op, &ops[1..], 1) {
        return;
    }
    let Some(map) = require_map(v, op, "map") else { return };
    if map.results.len() != rank {
        v.err(op, "affine.prefetch affine map num results must equal memref rank");
        return;
    }
    if inputs(&map) + 1 != ops.len() {
        v.err(op, "too few operands");
        return;
    }
    check_index_operands_valid(v, op, &ops[1..], "index must be a valid dimension or symbol identifier");
}

// ===== affine.dma_start / affine.dma_wait =====

fn parse_dma_start(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let mut parts = vec![];
    for (i, name) in ["src_map", "dst_map", "tag_map"].into_iter().enumerate() {
        if i > 0 {
            p.expect(Tok::Comma, "','")?;
        }
        let m = p.parse_operand()?;
        let (map, idx) = parse_map_of_ssa_ids(p, false)?;
        let a = p.ir.ctx.affine_map_attr(map);
        st.add_attr(p.ir, name, a);
        parts.push((m, idx));
    }
    p.expect(Tok::Comma, "','")?;
    let num = p.parse_operand()?;
    let mut stride = vec![];
    while p.optional(Tok::Comma) {
        stride.push(p.parse_operand()?);
    }
    if !stride.is_empty() && stride.len() != 2 {
        return custom_err(p, st, st.pos, "expected two stride related operands");
    }
    p.expect(Tok::Colon, "':'")?;
    let types = p.parse_type_list_no_parens()?;
    if types.len() != 3 {
        return custom_err(p, st, st.pos, "expected three types");
    }
    let index = index_ty(p);
    for ((m, idx), &t) in parts.iter().zip(&types) {
        let v = p.resolve(m, t)?;
        st.operands.push(v);
        let vs = p.resolve_same(idx, index)?;
        st.operands.extend(vs);
    }
    st.operands.push(p.resolve(&num, index)?);
    let vs = p.resolve_same(&stride, index)?;
    st.operands.extend(vs);
    Ok(())
}

/// The three (memref, map, indices) triples and the trailing operands of a `dma_start`.
type DmaStart = (Vec<(Value, AffineMap, Vec<Value>)>, Vec<Value>);

fn dma_start_parts(ir: &Ir, op: Op) -> Option<DmaStart> {
    let ops = ir.operands(op);
    let mut i = 0usize;
    let mut parts = vec![];
    for name in ["src_map", "dst_map", "tag_map"] {
        let m = map_of(ir, op, name)?;
        let n = inputs(&m);
        let mem = *ops.get(i)?;
        let idx = ops.get(i + 1..i + 1 + n)?.to_vec();
        parts.push((mem, m, idx));
        i += 1 + n;
    }
    let rest = ops.get(i..)?.to_vec();
    Some((parts, rest))
}

fn can_print_dma(ir: &Ir, op: Op) -> bool {
    let known = ["src_map", "dst_map", "tag_map"];
    let extra = ir.attrs(op).iter().chain(ir.props(op)).any(|(n, _)| !known.contains(&ir.ctx.str(*n)));
    if extra {
        return false;
    }
    if ir.op_name(op) == "affine.dma_wait" {
        return map_of(ir, op, "tag_map").is_some_and(|m| ir.operands(op).len() == inputs(&m) + 2);
    }
    dma_start_parts(ir, op).is_some_and(|(_, rest)| rest.len() == 1 || rest.len() == 3)
}

fn print_dma_start(pr: &mut Printer, op: Op) {
    let Some((parts, rest)) = dma_start_parts(pr.ir, op) else {
        pr.generic_op(op);
        return;
    };
    pr.w("affine.dma_start ");
    for (i, (mem, map, idx)) in parts.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.operand(*mem);
        pr.w("[");
        write_map_ssa(pr, map, idx);
        pr.w("]");
    }
    pr.w(", ");
    pr.operands(&rest);
    pr.w(" : ");
    let ts: Vec<Type> = parts.iter().map(|p| pr.ir.value_ty(p.0)).collect();
    pr.types(&ts);
}

fn verify_dma_start(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    for name in ["src_map", "dst_map", "tag_map"] {
        if require_map(v, op, name).is_none() {
            return;
        }
    }
    let Some((parts, rest)) = dma_start_parts(ir, op) else {
        v.err(op, "incorrect number of operands");
        return;
    };
    for ((mem, _, _), what) in parts.iter().zip(["source", "destination", "tag"]) {
        if !v.ctx().is_memref(ir.value_ty(*mem)) {
            v.err(op, format!("expected DMA {what} to be of memref type"));
            return;
        }
    }
    if rest.len() != 1 && rest.len() != 3 {
        v.err(op, "incorrect number of operands");
        return;
    }
    let mut a = Affinity::new(ir, op);
    for ((_, _, idx), what) in parts.iter().zip(["src", "dst", "tag"]) {
        for &x in idx {
            if !v.ctx().is_index(ir.value_ty(x)) {
                v.err(op, format!("{what} index to dma_start must have 'index' type"));
                return;
            }
            if !a.dim(x) && !a.symbol(x) {
                v.err(op, format!("{what} index must be a valid dimension or symbol identifier"));
                return;
            }
        }
    }
}

fn parse_dma_wait(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let m = p.parse_operand()?;
    let (map, idx) = parse_map_of_ssa_ids(p, false)?;
    let a = p.ir.ctx.affine_map_attr(map);
    st.add_attr(p.ir, "tag_map", a);
    p.expect(Tok::Comma, "','")?;
    let num = p.parse_operand()?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.parse_type()?;
    let index = index_ty(p);
    st.operands = vec![p.resolve(&m, t)?];
    st.operands.extend(p.resolve_same(&idx, index)?);
    st.operands.push(p.resolve(&num, index)?);
    if !p.ir.ctx.is_memref(t) {
        return custom_err(p, st, st.pos, "expected tag to be of memref type");
    }
    Ok(())
}

fn print_dma_wait(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let ops = ir.operands(op);
    let Some(m) = map_of(ir, op, "tag_map").filter(|m| ops.len() == inputs(m) + 2) else {
        pr.generic_op(op);
        return;
    };
    pr.w("affine.dma_wait ");
    pr.operand(ops[0]);
    pr.w("[");
    write_map_ssa(pr, &m, &ops[1..ops.len() - 1]);
    pr.w("], ");
    pr.operand(ops[ops.len() - 1]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ops[0]));
}

fn verify_dma_wait(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(m) = require_map(v, op, "tag_map") else { return };
    let ops = ir.operands(op).to_vec();
    if ops.len() != inputs(&m) + 2 {
        v.err(op, "incorrect number of operands");
        return;
    }
    if !v.ctx().is_memref(ir.value_ty(ops[0])) {
        v.err(op, "expected DMA tag to be of memref type");
        return;
    }
    let mut a = Affinity::new(ir, op);
    for &x in &ops[1..ops.len() - 1] {
        if !v.ctx().is_index(ir.value_ty(x)) {
            v.err(op, "index to dma_wait must have 'index' type");
            return;
        }
        if !a.dim(x) && !a.symbol(x) {
            v.err(op, "index must be a valid dimension or symbol identifier");
            return;
        }
    }
}

// ===== affine.apply / affine.min / affine.max =====

fn parse_apply(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let pos = p.tok.start;
    let a = p.parse_attr()?;
    let Some(m) = p.ir.ctx.as_affine_map(a).cloned() else {
        return p.err_at(pos, "invalid kind of attribute specified");
    };
    st.add_attr(p.ir, "map", a);
    let (uses, nd) = parse_dim_and_symbol_list(p)?;
    let index = index_ty(p);
    st.operands = p.resolve_same(&uses, index)?;
    p.parse_attr_dict(st)?;
    if m.dims as usize != nd || inputs(&m) != st.operands.len() {
        return custom_err(p, st, st.pos, "dimension or symbol index mismatch");
    }
    st.types = vec![index; m.results.len()];
    Ok(())
}

fn print_apply(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let (Some(a), Some(m)) = (ir.attr(op, "map"), map_of(ir, op, "map")) else {
        pr.generic_op(op);
        return;
    };
    pr.w(ir.op_name(op));
    pr.w(" ");
    pr.attr(a);
    print_dim_and_symbol_list(pr, ir.operands(op), m.dims as usize);
    pr.attr_dict(op, &["map"]);
}

fn verify_map_op_common(v: &mut Verifier, op: Op) -> Option<AffineMap> {
    let m = require_map(v, op, "map")?;
    let ops = v.ir.operands(op).to_vec();
    if !check_index_operands(v, op, &ops, 0) {
        return None;
    }
    let rs = v.ir.result_types(op);
    if rs.len() != 1 {
        v.err(op, "requires 1 result");
        return None;
    }
    if !v.ctx().is_index(rs[0]) {
        let s = v.ty_str(rs[0]);
        v.err(op, format!("result #0 must be index, but got '{s}'"));
        return None;
    }
    if ops.len() != inputs(&m) {
        v.err(op, "operand count and affine map dimension and symbol count must match");
        return None;
    }
    Some(m)
}

fn verify_apply(v: &mut Verifier, op: Op) {
    let Some(m) = verify_map_op_common(v, op) else { return };
    if m.results.len() != 1 {
        v.err(op, "mapping must produce one value");
        return;
    }
    let ops = v.ir.operands(op).to_vec();
    let mut a = Affinity::new(v.ir, op);
    for &x in &ops[m.dims as usize..] {
        if a.dim(x) && !a.symbol(x) {
            err_plain(v, op, "dimensional operand cannot be used as a symbol");
            return;
        }
    }
}

fn parse_min_max(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let pos = p.tok.start;
    let a = p.parse_attr()?;
    if p.ir.ctx.as_affine_map(a).is_none() {
        return p.err_at(pos, "invalid kind of attribute specified");
    }
    st.add_attr(p.ir, "map", a);
    let (uses, _) = parse_dim_and_symbol_list(p)?;
    p.parse_attr_dict(st)?;
    let index = index_ty(p);
    st.operands = p.resolve_same(&uses, index)?;
    st.types = vec![index];
    Ok(())
}

fn print_min_max(pr: &mut Printer, op: Op) {
    print_apply(pr, op)
}

fn verify_min_max(v: &mut Verifier, op: Op) {
    let Some(m) = verify_map_op_common(v, op) else { return };
    if m.results.is_empty() {
        v.err(op, "affine map expect at least one result");
    }
}

// ===== affine.linearize_index / affine.delinearize_index =====

/// `(10, %n, 20)`: the basis, as static values with `DYNAMIC` for each operand.
fn parse_basis(p: &mut Parser) -> PResult<(Vec<UOperand>, Vec<i64>)> {
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

static LINEARIZE: OpFormat = OpFormat {
    operands: &[("multi_index*", &INDEX), ("dynamic_basis*", &INDEX)],
    results: &[("linear_index", &INDEX)],
    attrs: &[("static_basis", &I64_ARRAY), ("disjoint", &UNIT_PROP)],
    format: "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` custom<DynamicIndexList>($dynamic_basis, $static_basis) attr-dict `:` type($linear_index)",
    custom: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify_linearize),
    ..FORMAT
};

/// The `static_basis` against its dynamic entries.
fn check_basis(v: &mut Verifier, op: Op, dyn_count: usize) -> Option<Vec<i64>> {
    let Some(stat) = dense_array(v.ir, op, "static_basis") else {
        v.err(op, "requires attribute 'static_basis'");
        return None;
    };
    if stat.iter().filter(|&&s| s == DYNAMIC).count() != dyn_count {
        v.err(op, "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite");
        return None;
    }
    Some(stat)
}

fn verify_linearize(v: &mut Verifier, op: Op) {
    let stat = dense_array(v.ir, op, "static_basis").unwrap_or_default();
    let n = operands_of(v.ir, op, &LINEARIZE, "multi_index").len();
    if n != stat.len() && n != stat.len() + 1 {
        v.err(op, "should be passed a basis element for each index except possibly the first");
        return;
    }
    check_basis(v, op, operands_of(v.ir, op, &LINEARIZE, "dynamic_basis").len());
}

/// `DenseI64ArrayAttr`.
static I64_ARRAY: AttrConstraint = dict_attr(
    "i64 dense array attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(64)),
);

/// `custom<DynamicIndexList>($dynamic, $static)` with parentheses: `(%a, 4, %b)`.
const DYNAMIC_INDEX_LIST: Custom = Custom {
    name: "DynamicIndexList",
    parse: |p, st, slots, args| {
        let (dyns, stat) = parse_basis(p)?;
        slots.set_operands(args[0], dyns);
        let a = p.ir.ctx.dense_i64_array(&stat);
        st.add_attr(p.ir, args[1].trim_start_matches('$'), a);
        Ok(())
    },
    print: |pr, op, f, args| {
        let dyns = operands_of(pr.ir, op, f, args[0].trim_start_matches('$'));
        let stat = dense_array(pr.ir, op, args[1].trim_start_matches('$')).unwrap_or_default();
        print_paren_index_list(pr, dyns, &stat);
    },
};

static DELINEARIZE: OpFormat = OpFormat {
    operands: &[("linear_index", &INDEX), ("dynamic_basis*", &INDEX)],
    results: &[("multi_index*", &INDEX)],
    attrs: &[("static_basis", &I64_ARRAY)],
    format:
        "$linear_index `into` custom<DynamicIndexList>($dynamic_basis, $static_basis) attr-dict `:` type($multi_index)",
    custom: &[DYNAMIC_INDEX_LIST],
    verify: Some(verify_delinearize),
    ..FORMAT
};

fn verify_delinearize(v: &mut Verifier, op: Op) {
    let ops = v.ir.operands(op);
    let stat = dense_array(v.ir, op, "static_basis").unwrap_or_default();
    let n = v.ir.results(op).len();
    if stat.len() != n && stat.len() + 1 != n {
        v.err(op, "should return an index for each basis element and up to one extra index");
        return;
    }
    if check_basis(v, op, ops.len() - 1).is_none() {
        return;
    }
    if stat.iter().any(|&s| s <= 0 && s != DYNAMIC) {
        v.err(op, "no basis element may be statically non-positive");
    }
}
