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
use super::ods::{
    dict_attr, operands_of, AttrConstraint, Custom, Infer, OpFormat, Slots, ANY_TYPE, I64_ARRAY, INDEX, MEMREF,
    UNIT_PROP, VECTOR,
};
use super::{OpSpec, AUTOMATIC_ALLOCATION_SCOPE, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR};
use crate::dialects::ods::op;
use crate::dialects::ods::op_format;
use crate::ir::interfaces::{Effect, RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionPoint};

mod fold;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::interfaces::LoopLikeOpInterface as LoopLike;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, RegionArg, UOperand};
use crate::syntax::printer::Printer;
use std::collections::HashMap;

pub static OPS: &[OpSpec] = &[
    OpSpec::new("affine.apply").declare(&APPLY).traits(PURE).fold(fold::fold_apply).canonicalize(SIMPLIFY),
    op!("affine.delinearize_index" operands["linear_index": INDEX, "dynamic_basis*": INDEX]
        results["multi_index*": INDEX] attrs["static_basis": I64_ARRAY]
        format "$linear_index `into` custom<DynamicIndexList>($dynamic_basis, $static_basis) attr-dict `:` type($multi_index)"
        custom[DYNAMIC_INDEX_LIST] verify(verify_delinearize) traits(PURE)),
    // Upstream's DMA ops have no properties: their maps are discardable attributes.
    op!("affine.dma_start" declare(&DMA_START) props(&[]) can_print(can_print_dma) effects(effects_dma_start)
        fold(fold::fold_access)),
    OpSpec::new("affine.dma_wait").declare(&DMA_WAIT).props(&[]).can_print(can_print_dma).fold(fold::fold_access),
    op!("affine.for" declare(&FOR) can_print(can_print_for) verify_regions(verify_for_regions)
        traits(AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_EFFECTS | SINGLE_BLOCK) region_branch(FOR_BRANCH)
        fold(fold::fold_for) canonicalize(&[&fold::EmptyLoopFolder]) loop_like(LoopLike::new(&[0], |_, _| true))),
    op!("affine.if" declare(&IF)
        can_print(|ir, op| {
            super::ods::can_print(ir, op)
                && set_of(ir, op).is_some_and(|s| (s.dims + s.syms) as usize == ir.operands(op).len())
        })
        verify_regions(verify_if_regions) props(&["condition"]) traits(RECURSIVE_EFFECTS | SINGLE_BLOCK)
        region_branch(IF_REGION_BRANCH) fold(fold::fold_if)
        canonicalize(&[&fold::SimplifyDeadElse, &fold::AlwaysTrueOrFalseIf])),
    OpSpec::new("affine.linearize_index").declare(&LINEARIZE).traits(PURE),
    access_op("affine.load", &LOAD).effects_on(&[reads(0)]).fold(fold::fold_load),
    OpSpec::new("affine.max").declare(&MIN_MAX).traits(PURE).fold(fold::fold_max).canonicalize(MIN_MAX_PATTERNS),
    OpSpec::new("affine.min").declare(&MIN_MAX).traits(PURE).fold(fold::fold_min).canonicalize(MIN_MAX_PATTERNS),
    op!("affine.parallel" declare(&PARALLEL) can_print(can_print_parallel)
        verify_regions(|v, op| _ = implicit_terminators(v, op, "affine.yield"))
        traits(AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_EFFECTS | SINGLE_BLOCK)
        loop_like(LoopLike::new(&[0], |_, _| true))),
    access_op("affine.prefetch", &PREFETCH),
    access_op("affine.store", &STORE).effects_on(&[writes(1)]),
    access_op("affine.vector_load", &VECTOR_LOAD).effects_on(&[reads(0)]),
    access_op("affine.vector_store", &VECTOR_STORE).effects_on(&[writes(1)]),
    op!("affine.yield" operands["operands*": ANY_TYPE] format "attr-dict ($operands^ `:` type($operands))?"
        verify(verify_yield) traits(TERMINATOR | PURE | RETURN_LIKE) region_terminator(
            RegionBranchTerminatorOpInterface { successor_operands: |ir, op, _| 0..ir.operands(op).len() })),
];

const SIMPLIFY: &[&dyn crate::ir::rewrite::Pattern] = &[&fold::SimplifyAffineOp];

/// A load, store or prefetch: its declaration, `map`, folder and `SimplifyAffineOp`.
const fn access_op(name: &'static str, f: &'static OpFormat) -> OpSpec {
    OpSpec::new(name).declare(f).can_print(can_print_access).fold(fold::fold_access).canonicalize(SIMPLIFY)
}

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

fn effects_dma_start(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    let Some((parts, _)) = dma_start_parts(ir, op).filter(|(p, _)| p.len() == 3) else {
        return out.push(WRITES_ANY);
    };
    let dst = 1 + parts[0].2.len();
    let tag = dst + 1 + parts[1].2.len();
    out.extend([reads(0), writes(dst as u32), reads(tag as u32)]);
}

/// The trip count of an `affine.for` with constant bounds and step.
fn trivial_trip_count(ir: &Ir, op: Op) -> Option<i64> {
    let lb = map_of(ir, op, "lowerBoundMap")?.single_constant()?;
    let ub = map_of(ir, op, "upperBoundMap")?.single_constant()?;
    let step = i64::try_from(ir.ctx.as_int(ir.attr(op, "step")?)?).ok().filter(|&s| s > 0)?;
    Some(if ub <= lb { 0 } else { crate::ir::affine::ceil_div(ub.checked_sub(lb)?, step) })
}

/// `affine.for`: the parent enters the body (with the inits as iter_args) or, for zero trips,
/// goes to the results; the body goes back to itself or to the results. A known trip count
/// prunes the impossible edges (as upstream's `getSuccessorRegions`).
const FOR_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |ir, op, from, out| match (from, trivial_trip_count(ir, op)) {
        (RegionPoint::Parent, Some(0)) => out.push(RegionPoint::Parent),
        (RegionPoint::Parent, Some(_)) => out.push(RegionPoint::Region(0)),
        (RegionPoint::Region(_), Some(1)) => out.push(RegionPoint::Parent),
        _ => {
            out.push(RegionPoint::Region(0));
            out.push(RegionPoint::Parent);
        }
    },
    entry_operands: |ir, op, _| {
        let n = ir.operands(op).len();
        n - operands_of(ir, op, &FOR, "inits").len()..n
    },
    inputs: |ir, op, to| match to {
        RegionPoint::Parent => ir.results(op).to_vec(),
        RegionPoint::Region(i) => entry_args(ir, op, i as usize).into_iter().skip(1).collect(),
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
        let n = names.get(pos as usize).map_or("<<INVALID>>", String::as_str);
        out.push_str(&if is_sym { format!("symbol({n})") } else { n.to_string() });
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

// ===== small IR helpers =====

fn map_of(ir: &Ir, op: Op, name: &str) -> Option<AffineMap> {
    ir.attr(op, name).and_then(|a| ir.ctx.as_affine_map(a)).cloned()
}

fn inputs(m: &AffineMap) -> usize {
    (m.dims + m.syms) as usize
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

/// Upstream's `isPure` (speculatable and free of memory effects): the `PURE` trait, and the
/// integer divisions by a constant that cannot trap.
fn is_pure(ir: &Ir, op: Op) -> bool {
    let divisor = || ir.operands(op).get(1).and_then(|&d| constant_int(ir, d));
    match ir.op_name(op) {
        "arith.divui" | "arith.remui" | "arith.ceildivui" => divisor().is_some_and(|c| c != 0),
        "arith.divsi" | "arith.remsi" | "arith.ceildivsi" | "arith.floordivsi" => {
            divisor().is_some_and(|c| c != 0 && c != -1)
        }
        _ => ir.def(op).has(PURE),
    }
}

/// `isValidSymbol` / `isValidDim` with a memo (the definitions form a DAG).
struct Affinity<'a> {
    ir: &'a Ir,
    region: Option<Region>,
    /// The answers so far, by value and whether the question was "symbol" (else "dimension").
    memo: HashMap<(Value, bool), bool>,
}

impl<'a> Affinity<'a> {
    fn new(ir: &'a Ir, op: Op) -> Self {
        Affinity { ir, region: affine_scope(ir, op), memo: HashMap::new() }
    }

    fn symbol(&mut self, v: Value) -> bool {
        self.memoized(v, true)
    }

    fn dim(&mut self, v: Value) -> bool {
        self.memoized(v, false)
    }

    fn memoized(&mut self, v: Value, symbol: bool) -> bool {
        if let Some(&b) = self.memo.get(&(v, symbol)) {
            return b;
        }
        // Provisional answer for cycles (graph regions).
        self.memo.insert((v, symbol), false);
        let r = if symbol { self.symbol_uncached(v) } else { self.dim_uncached(v) };
        self.memo.insert((v, symbol), r);
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
        let (valid, what) = if i < nd { (a.dim(x), "dimension id") } else { (a.symbol(x), "symbol") };
        if !valid {
            v.err(op, format!("operand cannot be used as a {what}"));
            return false;
        }
    }
    true
}

// ===== affine.for =====

/// An `index` attribute.
static INDEX_ATTR: AttrConstraint =
    dict_attr("index attribute", |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.is_index(*ty)));

static FOR: OpFormat = op_format!(
    operands["lowerBoundOperands*": INDEX, "upperBoundOperands*": INDEX, "inits*": ANY_TYPE]
    results["results*": ANY_TYPE] attrs["lowerBoundMap": AFFINE_MAP, "step": INDEX_ATTR, "upperBoundMap": AFFINE_MAP]
    regions["region(1)"] format "custom<For>($lowerBoundMap, $upperBoundMap, $step, $region) attr-dict"
    custom[Custom { name: "For", parse: parse_for, print: print_for }]
);

/// One loop bound: `%s` (the map `()[s0] -> (s0)`), an integer (a constant map), or
/// `[max|min] #map(%dims)[%syms]`. Returns the map and its operands.
fn parse_bound(p: &mut Parser, st: &OpState, lower: bool) -> PResult<(Attr, Vec<UOperand>)> {
    let index = p.ir.ctx.index_ty();
    let has_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" });
    if p.is(&Tok::Percent) {
        let uses = p.parse_operand_list()?;
        if uses.len() > 1 {
            return custom_err(p, st, st.pos, "expected only one loop bound operand");
        }
        let m = AffineMap { dims: 0, syms: 1, results: vec![AffineExpr::Sym(0)] };
        return Ok((p.ir.ctx.affine_map_attr(m), uses));
    }
    let attr_pos = p.tok.start;
    let a = p.parse_attr_typed(index)?;
    match p.ir.ctx.attr_kind(a).clone() {
        AttrKind::AffineMap(m) => {
            let (uses, nd) = parse_dim_and_symbol_list(p)?;
            if m.dims as usize != nd {
                return custom_err(p, st, st.pos, "dim operand count and affine map dim count must match");
            }
            if inputs(&m) != uses.len() {
                return custom_err(p, st, st.pos, "symbol operand count and affine map symbol count must match");
            }
            if m.results.len() > 1 && !has_min_max {
                let (which, kw) = if lower { ("lower", "max") } else { ("upper", "min") };
                let msg = format!("{which} loop bound affine map with multiple results requires '{kw}' prefix");
                return custom_err(p, st, attr_pos, &msg);
            }
            Ok((a, uses))
        }
        AttrKind::Int { value, .. } => Ok((p.ir.ctx.affine_map_attr(AffineMap::constant(value as i64)), vec![])),
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
        if let (true, Some(&v)) = (m.is_single_symbol(), ops.first()) {
            pr.operand(v);
            return;
        }
    } else {
        pr.w(prefix);
        pr.w(" ");
    }
    pr.attr(a);
    print_dim_and_symbol_list(pr, ops, m.dims as usize);
}

/// `%i = lb to ub (step s)? (iter_args(%a = %x, ...) -> (types))? {body}`.
fn parse_for(p: &mut Parser, st: &mut OpState, slots: &mut Slots, _: &[&str]) -> PResult<()> {
    let index = p.ir.ctx.index_ty();
    let mut args = vec![parse_region_arg(p, index)?];
    p.expect(Tok::Equal, "'='")?;
    let (lb, lb_ops) = parse_bound(p, st, true)?;
    p.parse_keyword("to")?;
    let (ub, ub_ops) = parse_bound(p, st, false)?;
    st.add_attr(p.ir, "lowerBoundMap", lb);
    st.add_attr(p.ir, "upperBoundMap", ub);
    slots.set_operands("lowerBoundOperands", lb_ops);
    slots.set_operands("upperBoundOperands", ub_ops);
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
    let mut tys = vec![];
    if p.parse_optional_keyword("iter_args") {
        let (iter, uses) = parse_assignment_list(p)?;
        p.expect(Tok::Arrow, "'->'")?;
        tys = p.parse_function_result_types()?;
        args.extend(iter.into_iter().zip(&tys).map(|(a, &ty)| RegionArg { ty, ..a }));
        slots.set_operands("inits", uses);
        slots.set_types("inits", tys.clone());
    }
    if args.len() != tys.len() + 1 {
        return custom_err(p, st, st.pos, "mismatch between the number of loop-carried values and results");
    }
    slots.set_types("results", tys);
    let r = p.parse_region(args, false)?;
    ensure_terminator(p, r, "affine.yield", st.loc);
    slots.set_region("region", r);
    Ok(())
}

fn print_for(pr: &mut Printer, op: Op, f: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let (Some(la), Some(ua)) = (ir.attr(op, "lowerBoundMap"), ir.attr(op, "upperBoundMap")) else { return };
    let args = entry_args(ir, op, 0);
    pr.operand(args[0]);
    pr.w(" = ");
    print_bound(pr, la, operands_of(ir, op, f, "lowerBoundOperands"), "max");
    pr.w(" to ");
    print_bound(pr, ua, operands_of(ir, op, f, "upperBoundOperands"), "min");
    let step = ir.attr(op, "step").and_then(|a| ir.ctx.as_int(a)).unwrap_or(1);
    if step != 1 {
        pr.w(&format!(" step {step}"));
    }
    let inits = operands_of(ir, op, f, "inits");
    print_assignment_list(pr, " iter_args", &args[1..], inits);
    if !inits.is_empty() {
        pr.w(" -> (");
        pr.types(&value_types(ir, ir.results(op)));
        pr.w(")");
    }
    pr.w(" ");
    pr.region(ir.regions(op)[0], false, !inits.is_empty());
}

fn can_print_for(ir: &Ir, op: Op) -> bool {
    let n = |g| operands_of(ir, op, &FOR, g).len();
    super::ods::can_print(ir, op)
        && map_of(ir, op, "lowerBoundMap").is_some_and(|m| inputs(&m) == n("lowerBoundOperands"))
        && map_of(ir, op, "upperBoundMap").is_some_and(|m| inputs(&m) == n("upperBoundOperands"))
        && entry_args(ir, op, 0).len() == n("inits") + 1
        && ir.results(op).len() == n("inits")
}

fn verify_for_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(body) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else { return };
    let Some(y) = implicit_terminator(v, op, body, "affine.yield") else { return };
    let (Some(lm), Some(um)) = (map_of(ir, op, "lowerBoundMap"), map_of(ir, op, "upperBoundMap")) else { return };
    let args = value_types(ir, ir.args(body));
    let inits = value_types(ir, operands_of(ir, op, &FOR, "inits"));
    let carried = args.get(1..).unwrap_or(&[]);
    if !check_loop_carried(v, op, &inits, carried, &ir.operand_types(y), &ir.result_types(op)) {
        return;
    }
    if args.first().is_none_or(|&a| !ir.ctx.is_index(a)) {
        v.err(op, "expected body to have a single index argument for the induction variable");
        return;
    }
    for (m, g) in [(&lm, "lowerBoundOperands"), (&um, "upperBoundOperands")] {
        if inputs(m) > 0 && !check_dims_and_symbols(v, op, operands_of(ir, op, &FOR, g), m.dims as usize) {
            return;
        }
    }
    if lm.results.is_empty() {
        v.err(op, "expected lower bound map to have at least one result");
    } else if um.results.is_empty() {
        v.err(op, "expected upper bound map to have at least one result");
    }
}

// ===== affine.parallel =====

/// `ElementsAttr` of 32-bit integers (the bound group sizes).
static I32_ELEMENTS: AttrConstraint =
    dict_attr("32-bit signless integer elements attribute", |ctx, a| groups_from(ctx, a).is_some());
/// `I64ArrayAttr` (the steps).
static I64_ARRAY_ATTR: AttrConstraint =
    dict_attr("64-bit integer array attribute", |ctx, a| int_array(ctx, a).is_some());
/// The reduction kinds (an array of `AtomicRMWKind` values).
static REDUCTION_KINDS: AttrConstraint = dict_attr("Reduction ops", |ctx, a| int_array(ctx, a).is_some());

static PARALLEL: OpFormat = op_format!(
    operands["mapOperands*": INDEX] results["results*": ANY_TYPE]
    attrs[
        "lowerBoundsGroups": I32_ELEMENTS,
        "lowerBoundsMap": AFFINE_MAP,
        "reductions": REDUCTION_KINDS,
        "steps": I64_ARRAY_ATTR,
        "upperBoundsGroups": I32_ELEMENTS,
        "upperBoundsMap": AFFINE_MAP,
    ]
    regions["region(1)"]
    format "custom<Parallel>($lowerBoundsGroups, $lowerBoundsMap, $reductions, $steps, $upperBoundsGroups, $upperBoundsMap, $region) attr-dict"
    custom[Custom { name: "Parallel", parse: parse_parallel, print: print_parallel }] verify(verify_parallel)
);

/// `(e, max(e, e), ...)`: a list of bounds, each an expression over SSA values or a
/// `max(...)`/`min(...)` group. Returns the combined map (operands de-duplicated), the size of
/// each group, and the operands.
fn parse_bound_list(p: &mut Parser, kw: &str) -> PResult<(AffineMap, Vec<i64>, Vec<UOperand>)> {
    // Each expression with its own dimension and symbol operands.
    let mut exprs: Vec<(AffineExpr, Vec<UOperand>, Vec<UOperand>)> = vec![];
    let mut groups = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        if p.parse_optional_keyword(kw) {
            let (m, ops) = parse_map_of_ssa_ids(p, true)?;
            let (dims, syms) = ops.split_at(m.dims as usize);
            groups.push(m.results.len() as i64);
            exprs.extend(m.results.into_iter().map(|e| (e, dims.to_vec(), syms.to_vec())));
        } else {
            let mut ids = SsaIds::default();
            let e = ids.expr(p)?;
            exprs.push((e, ids.dims, ids.syms));
            groups.push(1);
        }
        Ok(())
    })?;
    // Renumber each expression's operands into the lists of distinct ones.
    let (mut dims, mut syms) = (vec![], vec![]);
    let results = exprs
        .into_iter()
        .map(|(e, d, s)| {
            let d: Vec<_> = d.into_iter().map(|u| AffineExpr::Dim(intern(&mut dims, u))).collect();
            let s: Vec<_> = s.into_iter().map(|u| AffineExpr::Sym(intern(&mut syms, u))).collect();
            e.replace(&d, &s)
        })
        .collect();
    let map = AffineMap { dims: dims.len() as u32, syms: syms.len() as u32, results };
    dims.extend(syms);
    Ok((map, groups, dims))
}

/// The position of `u` in `list` (appended if new).
fn intern(list: &mut Vec<UOperand>, u: UOperand) -> u32 {
    let pos = list.iter().position(|x| x.name == u.name && x.idx == u.idx);
    pos.unwrap_or_else(|| {
        list.push(u);
        list.len() - 1
    }) as u32
}

fn i32_tensor(ctx: &mut Context, v: &[i64]) -> Attr {
    let i32t = ctx.int_ty(32);
    let ty = ctx.ty(TypeKind::Tensor { shape: vec![v.len() as i64], elem: i32t, encoding: None });
    ctx.dense_ints(ty, v.iter().map(|&x| x as i128))
}

/// `(%i, ...) = (lbs) to (ubs) (step (s, ...))? (reduce ("kind", ...) -> (types))? {body}`.
fn parse_parallel(p: &mut Parser, st: &mut OpState, slots: &mut Slots, _: &[&str]) -> PResult<()> {
    let index = p.ir.ctx.index_ty();
    let ivs = parse_region_arg_list(p, index)?;
    p.expect(Tok::Equal, "'='")?;
    let (lm, lg, mut ops) = parse_bound_list(p, "max")?;
    p.parse_keyword("to")?;
    let (um, ug, uops) = parse_bound_list(p, "min")?;
    ops.extend(uops);
    slots.set_operands("mapOperands", ops);
    for (n, m, g) in [("lowerBounds", lm, lg), ("upperBounds", um, ug)] {
        let a = p.ir.ctx.affine_map_attr(m);
        st.add_attr(p.ir, &format!("{n}Map"), a);
        let a = i32_tensor(&mut p.ir.ctx, &g);
        st.add_attr(p.ir, &format!("{n}Groups"), a);
    }
    let mut steps = vec![1; ivs.len()];
    if p.parse_optional_keyword("step") {
        let (m, _) = parse_map_of_ssa_ids(p, true)?;
        let Some(s) = m.results.iter().map(|e| e.constant()).collect() else {
            return custom_err(p, st, st.pos, "steps must be constant integers");
        };
        steps = s;
    }
    let i64t = p.ir.ctx.int_ty(64);
    let sv = steps.iter().map(|&s| p.ir.ctx.int_attr(i64t, s as i128)).collect();
    let a = p.ir.ctx.array_attr(sv);
    st.add_attr(p.ir, "steps", a);
    let mut reductions = vec![];
    if p.parse_optional_keyword("reduce") {
        p.expect(Tok::LParen, "'('")?;
        p.parse_comma_list(|p| {
            let pos = p.tok.start;
            let Tok::Str(b) = p.tok.kind.clone() else { return p.err("expected attribute value") };
            p.bump();
            let s = String::from_utf8_lossy(&b).into_owned();
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
        let tys = p.parse_function_result_types()?;
        slots.set_types("results", tys);
    }
    let r = p.parse_region(ivs, false)?;
    ensure_terminator(p, r, "affine.yield", st.loc);
    slots.set_region("region", r);
    Ok(())
}

/// The group sizes of a `dense<...> : tensor<Nxi32>` attribute.
fn groups_from(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    let AttrKind::Dense { ty, data } = ctx.attr_kind(a) else { return None };
    if !data.is_int() {
        return None;
    }
    let n = *ctx.shape(*ty)?.first()?;
    if !ctx.is_int(ctx.elem_ty(*ty)) || n < 0 {
        return None;
    }
    Some(if data.len() == 1 && n != 1 {
        vec![data.int_at(0) as i64; n as usize]
    } else {
        data.ints_iter().map(|x| x as i64).collect()
    })
}

fn int_array(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    ctx.as_array(a)?
        .iter()
        .map(|&x| match ctx.attr_kind(x) {
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
    let get = |n| ir.attr(op, n);
    Some(Parallel {
        lm: map_of(ir, op, "lowerBoundsMap")?,
        lg: groups_from(&ir.ctx, get("lowerBoundsGroups")?)?,
        um: map_of(ir, op, "upperBoundsMap")?,
        ug: groups_from(&ir.ctx, get("upperBoundsGroups")?)?,
        steps: int_array(&ir.ctx, get("steps")?)?,
        reductions: int_array(&ir.ctx, get("reductions")?)?,
    })
}

fn can_print_parallel(ir: &Ir, op: Op) -> bool {
    let Some(pp) = parallel_parts(ir, op) else { return false };
    super::ods::can_print(ir, op)
        && inputs(&pp.lm) + inputs(&pp.um) == ir.operands(op).len()
        && [(&pp.lg, &pp.lm), (&pp.ug, &pp.um)]
            .iter()
            .all(|(g, m)| g.iter().all(|&g| g >= 0) && g.iter().sum::<i64>() as usize == m.results.len())
        && pp.reductions.len() == ir.results(op).len()
        && pp.reductions.iter().all(|&r| (0..REDUCTIONS.len() as i64).contains(&r))
        && entry_args(ir, op, 0).len() == pp.steps.len()
}

fn print_min_max_bound(pr: &mut Printer, m: &AffineMap, groups: &[i64], ops: &[Value], kw: &str) {
    let nd = (m.dims as usize).min(ops.len());
    let (dims, syms) = ops.split_at(nd);
    let mut start = 0usize;
    for (i, &g) in groups.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        let end = (start + g as usize).min(m.results.len());
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

fn print_parallel(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let Some(pp) = parallel_parts(ir, op) else { return };
    let ops = ir.operands(op);
    let nl = inputs(&pp.lm).min(ops.len());
    pr.w("(");
    pr.operands(&entry_args(ir, op, 0));
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
    let Some(Parallel { lm, lg, um, ug, steps, reductions }) = parallel_parts(ir, op) else { return };
    let nargs = entry_args(ir, op, 0).len();
    if lg.len() != nargs || ug.len() != nargs || steps.len() != nargs {
        let (l, u, n) = (lg.len(), ug.len(), steps.len());
        v.err(op, format!("the number of region arguments ({nargs}) and the number of map groups for lower ({l}) and upper bound ({u}), and the number of steps ({n}) must all match"));
        return;
    }
    for (groups, m, which) in [(&lg, &lm, "lower"), (&ug, &um, "upper")] {
        if groups.contains(&0) {
            v.err(op, format!("expected {which} bound map to have at least one result"));
            return;
        }
        let total: i64 = groups.iter().sum();
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
    let (ops, n) = (ir.operands(op), inputs(&lm) + inputs(&um));
    if n != ops.len() {
        v.err(op, format!("expected {n} operands for the bound maps, but found {}", ops.len()));
        return;
    }
    let (lo, uo) = ops.split_at(inputs(&lm));
    let _ = check_dims_and_symbols(v, op, lo, lm.dims as usize) && check_dims_and_symbols(v, op, uo, um.dims as usize);
}

// ===== affine.if =====

static IF: OpFormat = op_format!(
    operands["operands*": ANY_TYPE] results["results*": ANY_TYPE] regions["thenRegion(1)", "elseRegion(<=1)"]
    format "custom<If>($condition, $operands, $results, $thenRegion, $elseRegion) attr-dict"
    custom[Custom { name: "If", parse: parse_if, print: print_if }] verify(verify_if)
);

/// `#set(%dims)[%syms] (-> types)? {then} (else {else})?`.
fn parse_if(p: &mut Parser, st: &mut OpState, slots: &mut Slots, _: &[&str]) -> PResult<()> {
    let pos = p.tok.start;
    let a = p.parse_attr()?;
    let AttrKind::IntegerSet(set) = p.ir.ctx.attr_kind(a).clone() else {
        return p.err_at(pos, "invalid kind of attribute specified");
    };
    st.add_attr(p.ir, "condition", a);
    let (uses, nd) = parse_dim_and_symbol_list(p)?;
    if set.dims as usize != nd {
        return custom_err(p, st, st.pos, "dim operand count and integer set dim count must match");
    }
    if (set.dims + set.syms) as usize != uses.len() {
        return custom_err(p, st, st.pos, "symbol operand count and integer set symbol count must match");
    }
    let index = p.ir.ctx.index_ty();
    slots.set_types("operands", vec![index; uses.len()]);
    slots.set_operands("operands", uses);
    if p.optional(Tok::Arrow) {
        let tys = p.parse_function_result_types()?;
        slots.set_types("results", tys);
    }
    parse_then_else(p, slots, st.loc, "affine.yield")
}

fn set_of(ir: &Ir, op: Op) -> Option<crate::ir::affine::IntegerSet> {
    match ir.ctx.attr_kind(ir.attr(op, "condition")?) {
        AttrKind::IntegerSet(s) => Some(s.clone()),
        _ => None,
    }
}

fn print_if(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let (Some(set), Some(a)) = (set_of(ir, op), ir.attr(op, "condition")) else { return };
    pr.attr(a);
    print_dim_and_symbol_list(pr, ir.operands(op), set.dims as usize);
    let rts = ir.result_types(op);
    if !rts.is_empty() {
        pr.w(" -> ");
        pr.result_types(&rts);
    }
    pr.w(" ");
    print_then_else(pr, ir.regions(op), !rts.is_empty());
}

fn verify_if(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(set) = set_of(ir, op) else {
        v.err(op, "requires an integer set attribute named 'condition'");
        return;
    };
    let ops = ir.operands(op);
    if ops.len() != (set.dims + set.syms) as usize {
        v.err(op, "operand count and condition integer set dimension and symbol count must match");
        return;
    }
    check_dims_and_symbols(v, op, ops, set.dims as usize);
}

fn verify_if_regions(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    // RegionBranchOpInterface: without an else region, control reaches the results directly.
    if implicit_terminators(v, op, "affine.yield") && ir.region_is_empty(ir.regions(op)[1]) {
        check_edge(v, op, op, "parent", "parent", &[], &ir.result_types(op));
    }
}

// ===== affine.yield =====

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

// ===== memory accesses: loads, stores, prefetch, dma =====

/// `AffineMapAttr`.
static AFFINE_MAP: AttrConstraint = dict_attr("AffineMap attribute", |ctx, a| ctx.as_affine_map(a).is_some());

/// `BoolAttr`.
static BOOL: AttrConstraint = dict_attr(
    "bool attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.int_width(*ty) == Some(1)),
);

static LOCALITY: AttrConstraint =
    dict_attr("32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3", |ctx, a| {
        matches!(ctx.attr_kind(a), AttrKind::Int { ty, value }
            if ctx.int_width(*ty) == Some(32) && ctx.is_signless_int(*ty) && (0..=3).contains(value))
    });

/// `target` has `from`'s element type when parsed (the op's verifier checks it, with its own
/// message).
const fn elem_of(target: &'static str, from: &'static str) -> Infer {
    Infer {
        target,
        from,
        build: |ctx, t| ctx.shape(t).map(|_| ctx.elem_ty(t)),
        check: |_, _, _| true,
        summary: "",
        count: None,
    }
}

fn name(arg: &str) -> &str {
    arg.trim_start_matches('$')
}

/// `custom<Access>($memref, $indices, $map)`: `%A[subscripts]`, the subscripts an affine map
/// over SSA values.
const ACCESS: Custom = Custom {
    name: "Access",
    parse: |p, st, slots, args| {
        let m = p.parse_operand()?;
        let (map, idx) = parse_map_of_ssa_ids(p, false)?;
        slots.set_operands(args[0], vec![m]);
        slots.set_operands(args[1], idx);
        let a = p.ir.ctx.affine_map_attr(map);
        st.add_attr(p.ir, name(args[2]), a);
        Ok(())
    },
    print: |pr, op, f, args| {
        let ir = pr.ir;
        pr.operands(operands_of(ir, op, f, name(args[0])));
        pr.w("[");
        if let Some(m) = map_of(ir, op, name(args[2])) {
            write_map_ssa(pr, &m, operands_of(ir, op, f, name(args[1])));
        }
        pr.w("]");
    },
};

static LOAD: OpFormat = op_format!(
    operands["memref": MEMREF, "indices*": INDEX] results["result": ANY_TYPE] attrs["map": AFFINE_MAP]
    format "custom<Access>($memref, $indices, $map) attr-dict `:` type($memref)"
    infer[elem_of("result", "memref")] custom[ACCESS] verify(|v, op| _ = verify_access(v, op))
);
static STORE: OpFormat = op_format!(
    operands["value": ANY_TYPE, "memref": MEMREF, "indices*": INDEX] attrs["map": AFFINE_MAP]
    format "$value `,` custom<Access>($memref, $indices, $map) attr-dict `:` type($memref)"
    infer[elem_of("value", "memref")] custom[ACCESS] verify(|v, op| _ = verify_access(v, op))
);
static VECTOR_LOAD: OpFormat = op_format!(
    operands["memref": MEMREF, "indices*": INDEX] results["result": VECTOR] attrs["map": AFFINE_MAP]
    format "custom<Access>($memref, $indices, $map) attr-dict `:` type($memref) `,` type($result)"
    custom[ACCESS] verify(verify_vector_access)
);
static VECTOR_STORE: OpFormat = op_format!(
    operands["value": VECTOR, "memref": MEMREF, "indices*": INDEX] attrs["map": AFFINE_MAP]
    format "$value `,` custom<Access>($memref, $indices, $map) attr-dict `:` type($memref) `,` type($value)"
    custom[ACCESS] verify(verify_vector_access)
);

/// The memref operand's position and the subscripts of a load or store.
fn access_parts(ir: &Ir, op: Op) -> (usize, &[Value]) {
    let mpos = usize::from(matches!(ir.op_name(op), "affine.store" | "affine.vector_store"));
    (mpos, ir.operands(op).get(mpos + 1..).unwrap_or(&[]))
}

fn can_print_access(ir: &Ir, op: Op) -> bool {
    let idx = access_parts(ir, op).1;
    super::ods::can_print(ir, op) && map_of(ir, op, "map").is_some_and(|m| inputs(&m) == idx.len())
}

/// Upstream's `verifyMemoryOpIndexing` and the element type checks of loads and stores;
/// returns the memref's element type.
fn verify_access(v: &mut Verifier, op: Op) -> Option<Type> {
    let ir = v.ir;
    let (mpos, idx) = access_parts(ir, op);
    let mt = ir.value_ty(ir.operands(op)[mpos]);
    let (elem, rank) = (ir.ctx.elem_ty(mt), ir.ctx.shape(mt)?.len());
    let map = map_of(ir, op, "map")?;
    let msg = match ir.op_name(op) {
        "affine.load" if ir.value_ty(ir.result(op, 0)) != elem => "result type must match element type of memref",
        "affine.store" if ir.value_ty(ir.operands(op)[0]) != elem => {
            "value to store must have the same type as memref element type"
        }
        _ if map.results.len() != rank => "affine map num results must equal memref rank",
        _ if inputs(&map) != idx.len() => "expects as many subscripts as affine map inputs",
        _ => return check_dims_and_symbols(v, op, idx, map.dims as usize).then_some(elem),
    };
    v.err(op, msg);
    None
}

fn verify_vector_access(v: &mut Verifier, op: Op) {
    let vt = v.ir.results(op).first().copied().unwrap_or(v.ir.operands(op)[0]);
    if verify_access(v, op).is_some_and(|elem| v.ctx().elem_ty(v.ir.value_ty(vt)) != elem) {
        v.err(op, "requires memref and vector types of the same elemental type");
    }
}

static PREFETCH: OpFormat = op_format!(
    operands["memref": MEMREF, "indices*": INDEX]
    attrs["isDataCache": BOOL, "isWrite": BOOL, "localityHint": LOCALITY, "map": AFFINE_MAP]
    format "custom<Access>($memref, $indices, $map) `,` custom<Hints>($isWrite, $localityHint, $isDataCache) attr-dict `:` type($memref)"
    custom[ACCESS,
        Custom {
            name: "Hints",
            parse: |p, st, _, _| {
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
                if rw != "read" && rw != "write" {
                    return custom_err(p, st, st.pos, "rw specifier has to be 'read' or 'write'");
                }
                if cache != "data" && cache != "instr" {
                    return custom_err(p, st, st.pos, "cache type has to be 'data' or 'instr'");
                }
                for (n, b) in [("isWrite", rw == "write"), ("isDataCache", cache == "data")] {
                    let a = p.ir.ctx.bool_attr(b);
                    st.add_attr(p.ir, n, a);
                }
                Ok(())
            },
            print: |pr, op, _, _| {
                let ir = pr.ir;
                let get = |n| ir.attr(op, n).and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
                let (w, d, h) = (get("isWrite") != 0, get("isDataCache") != 0, get("localityHint"));
                pr.w(&format!("{}, locality<{h}>, {}", ["read", "write"][w as usize], ["instr", "data"][d as usize]));
            },
        }]
    verify(verify_prefetch)
);

fn verify_prefetch(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (Some(map), ops) = (map_of(ir, op, "map"), ir.operands(op)) else { return };
    if Some(map.results.len()) != ir.ctx.shape(ir.value_ty(ops[0])).map(|s| s.len()) {
        v.err(op, "affine.prefetch affine map num results must equal memref rank");
    } else if inputs(&map) + 1 != ops.len() {
        v.err(op, "too few operands");
    } else {
        check_valid_indices(v, op, &ops[1..], "", "index must be a valid dimension or symbol identifier");
    }
}

/// Each of `ops` has type index (`{what} index to {name} must have 'index' type`) and is a
/// valid dimension or symbol (`msg`).
fn check_valid_indices(v: &mut Verifier, op: Op, ops: &[Value], type_msg: &str, msg: &str) -> bool {
    let mut a = Affinity::new(v.ir, op);
    for &x in ops {
        if !type_msg.is_empty() && !v.ctx().is_index(v.ir.value_ty(x)) {
            v.err(op, type_msg);
            return false;
        }
        if !a.dim(x) && !a.symbol(x) {
            v.err(op, msg);
            return false;
        }
    }
    true
}

/// `affine.dma_start` and `affine.dma_wait` (hand-written upstream: their operands are one
/// variadic group, their maps plain attributes, and the custom form has no attribute
/// dictionary).
macro_rules! dma {
    ($format:literal, [$($map:literal),*], $c:expr $(,)?) => {
        op_format!(operands["operands*": ANY_TYPE] attrs[$($map: AFFINE_MAP),*] format $format
            custom[$c] verify(verify_dma))
    };
}

static DMA_START: OpFormat = dma!(
    "custom<DmaStart>($operands, $src_map, $dst_map, $tag_map)",
    ["src_map", "dst_map", "tag_map"],
    Custom { name: "DmaStart", parse: parse_dma, print: print_dma },
);

static DMA_WAIT: OpFormat = dma!(
    "custom<DmaWait>($operands, $tag_map)",
    ["tag_map"],
    Custom { name: "DmaWait", parse: parse_dma, print: print_dma },
);

/// The map attributes of a `dma_wait` or `dma_start`, one per memref.
fn dma_maps(wait: bool) -> &'static [&'static str] {
    if wait {
        &["tag_map"]
    } else {
        &["src_map", "dst_map", "tag_map"]
    }
}

/// `%mem[subscripts], ..., %n (, %stride, %per_stride)? : types`: each memref (source,
/// destination and tag for `dma_start`, the tag for `dma_wait`) with its subscripts, the
/// trailing operands, and the memref types.
fn parse_dma(p: &mut Parser, st: &mut OpState, slots: &mut Slots, _: &[&str]) -> PResult<()> {
    let wait = p.ir.ctx.str(st.name) == "affine.dma_wait";
    let (mut uses, mut counts) = (vec![], vec![]);
    for (i, name) in dma_maps(wait).iter().enumerate() {
        if i > 0 {
            p.expect(Tok::Comma, "','")?;
        }
        uses.push(p.parse_operand()?);
        let (map, idx) = parse_map_of_ssa_ids(p, false)?;
        counts.push(idx.len());
        uses.extend(idx);
        let a = p.ir.ctx.affine_map_attr(map);
        st.add_attr(p.ir, name, a);
    }
    p.expect(Tok::Comma, "','")?;
    let rest = if wait { vec![p.parse_operand()?] } else { p.parse_operand_list()? };
    if rest.len() != 1 && rest.len() != 3 {
        return custom_err(p, st, st.pos, "expected two stride related operands");
    }
    p.expect(Tok::Colon, "':'")?;
    let types = if wait { vec![p.parse_type()?] } else { p.parse_type_list_no_parens()? };
    if wait && !p.ir.ctx.is_memref(types[0]) {
        return custom_err(p, st, st.pos, "expected tag to be of memref type");
    }
    if types.len() != counts.len() {
        return custom_err(p, st, st.pos, "expected three types");
    }
    let index = p.ir.ctx.index_ty();
    let mut tys = vec![];
    for (&t, n) in types.iter().zip(counts) {
        tys.push(t);
        tys.extend(std::iter::repeat_n(index, n));
    }
    tys.extend(std::iter::repeat_n(index, rest.len()));
    uses.extend(rest);
    slots.set_operands("operands", uses);
    slots.set_types("operands", tys);
    Ok(())
}

fn print_dma(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let Some((parts, rest)) = dma_start_parts(pr.ir, op) else { return };
    for (mem, map, idx) in &parts {
        pr.operand(*mem);
        pr.w("[");
        write_map_ssa(pr, map, idx);
        pr.w("], ");
    }
    pr.operands(&rest);
    pr.w(" : ");
    let ts: Vec<Type> = parts.iter().map(|p| pr.ir.value_ty(p.0)).collect();
    pr.types(&ts);
}

/// The (memref, map, indices) of each memref of a `dma_start` (source, destination, tag) or
/// `dma_wait` (tag), and the operands after them.
type DmaParts = (Vec<(Value, AffineMap, Vec<Value>)>, Vec<Value>);

fn dma_start_parts(ir: &Ir, op: Op) -> Option<DmaParts> {
    let ops = ir.operands(op);
    let mut i = 0usize;
    let mut parts = vec![];
    for name in dma_maps(ir.op_name(op) == "affine.dma_wait") {
        let m = map_of(ir, op, name)?;
        let n = inputs(&m);
        parts.push((*ops.get(i)?, m, ops.get(i + 1..i + 1 + n)?.to_vec()));
        i += 1 + n;
    }
    Some((parts, ops.get(i..)?.to_vec()))
}

fn can_print_dma(ir: &Ir, op: Op) -> bool {
    let known = ["src_map", "dst_map", "tag_map"];
    let extra = ir.attrs(op).iter().chain(ir.props(op)).any(|(n, _)| !known.contains(&ir.ctx.str(*n)));
    let rest = |n: usize| if ir.op_name(op) == "affine.dma_wait" { n == 1 } else { n == 1 || n == 3 };
    !extra && dma_start_parts(ir, op).is_some_and(|(_, r)| rest(r.len()))
}

fn verify_dma(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let wait = ir.op_name(op) == "affine.dma_wait";
    let Some((parts, _)) = dma_start_parts(ir, op).filter(|(_, r)| r.len() == 1 || (!wait && r.len() == 3)) else {
        v.err(op, "incorrect number of operands");
        return;
    };
    let (op_name, mems, prefixes): (_, &[&str], &[&str]) = if wait {
        ("dma_wait", &["tag"], &[""])
    } else {
        ("dma_start", &["source", "destination", "tag"], &["src ", "dst ", "tag "])
    };
    if let Some((_, what)) = parts.iter().zip(mems).find(|((mem, _, _), _)| !ir.ctx.is_memref(ir.value_ty(*mem))) {
        v.err(op, format!("expected DMA {what} to be of memref type"));
        return;
    }
    for ((_, _, idx), what) in parts.iter().zip(prefixes) {
        let type_msg = format!("{what}index to {op_name} must have 'index' type");
        let msg = format!("{what}index must be a valid dimension or symbol identifier");
        if !check_valid_indices(v, op, idx, &type_msg, &msg) {
            return;
        }
    }
}

// ===== affine.apply / affine.min / affine.max =====

/// `custom<MapOperands>($map, $mapOperands)`: `#map(%dims)[%syms]`.
const MAP_OPERANDS: Custom = Custom {
    name: "MapOperands",
    parse: |p, st, slots, _| {
        let pos = p.tok.start;
        let a = p.parse_attr()?;
        let Some(m) = p.ir.ctx.as_affine_map(a).cloned() else {
            return p.err_at(pos, "invalid kind of attribute specified");
        };
        st.add_attr(p.ir, "map", a);
        let (uses, nd) = parse_dim_and_symbol_list(p)?;
        if p.ir.ctx.str(st.name) == "affine.apply" {
            if m.dims as usize != nd || inputs(&m) != uses.len() {
                return custom_err(p, st, st.pos, "dimension or symbol index mismatch");
            }
            let index = p.ir.ctx.index_ty();
            slots.set_types("result", vec![index; m.results.len()]);
        }
        slots.set_operands("mapOperands", uses);
        Ok(())
    },
    print: |pr, op, _, _| {
        let ir = pr.ir;
        let Some(a) = ir.attr(op, "map") else { return };
        pr.attr(a);
        let nd = map_of(ir, op, "map").map_or(0, |m| m.dims as usize);
        print_dim_and_symbol_list(pr, ir.operands(op), nd);
    },
};

macro_rules! map_op {
    ($verify:expr) => {
        op_format!(operands["mapOperands*": INDEX] results["result": INDEX] attrs["map": AFFINE_MAP]
            format "custom<MapOperands>($map, $mapOperands) attr-dict" custom[MAP_OPERANDS] verify($verify))
    };
}

static APPLY: OpFormat = map_op!(|v, op| {
    let Some(m) = check_map_operands(v, op) else { return };
    if m.results.len() != 1 {
        v.err(op, "mapping must produce one value");
        return;
    }
    let mut a = Affinity::new(v.ir, op);
    if v.ir.operands(op)[m.dims as usize..].iter().any(|&x| a.dim(x) && !a.symbol(x)) {
        err_plain(v, op, "dimensional operand cannot be used as a symbol");
    }
});

static MIN_MAX: OpFormat = map_op!(|v, op| {
    if check_map_operands(v, op).is_some_and(|m| m.results.is_empty()) {
        v.err(op, "affine map expect at least one result");
    }
});

fn check_map_operands(v: &mut Verifier, op: Op) -> Option<AffineMap> {
    let m = map_of(v.ir, op, "map")?;
    if v.ir.operands(op).len() != inputs(&m) {
        v.err(op, "operand count and affine map dimension and symbol count must match");
        return None;
    }
    Some(m)
}

// ===== affine.linearize_index / affine.delinearize_index =====

static LINEARIZE: OpFormat = op_format!(
    operands["multi_index*": INDEX, "dynamic_basis*": INDEX] results["linear_index": INDEX]
    attrs["static_basis": I64_ARRAY, "disjoint": UNIT_PROP]
    format "(`disjoint` $disjoint^)? ` ` `[` $multi_index `]` `by` custom<DynamicIndexList>($dynamic_basis, $static_basis) attr-dict `:` type($linear_index)"
    custom[DYNAMIC_INDEX_LIST] verify(verify_linearize)
);

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

/// `custom<DynamicIndexList>($dynamic, $static)` with parentheses: `(%a, 4, %b)`.
const DYNAMIC_INDEX_LIST: Custom = Custom {
    name: "DynamicIndexList",
    parse: |p, st, slots, args| {
        let (dyns, stat) = parse_paren_index_list(p)?;
        slots.set_operands(args[0], dyns);
        let a = p.ir.ctx.dense_i64_array(&stat);
        st.add_attr(p.ir, name(args[1]), a);
        Ok(())
    },
    print: |pr, op, f, args| {
        let dyns = operands_of(pr.ir, op, f, name(args[0]));
        let stat = dense_array(pr.ir, op, name(args[1])).unwrap_or_default();
        print_paren_index_list(pr, dyns, &stat);
    },
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
