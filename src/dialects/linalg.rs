//! The `linalg` dialect: structured ops on tensors and memrefs.
//!
//! - `linalg.generic` with its region, `linalg.yield`, `linalg.index` (this file);
//! - the named structured ops (`matmul`, `fill`, `copy`, `add`, `conv_*`, `pooling_*`, ...,
//!   `elementwise`, `contract`) in `named.rs`: their custom form hides a region that the parser
//!   builds as upstream does, from a body expression (`body.rs`);
//! - `map`, `reduce`, `transpose`, `broadcast`, `softmax`, `pack`, `unpack`, and the Winograd
//!   transforms in `ops.rs`.
//!
//! Every structured op exposes its indexing maps and iterator types (`indexing_maps`,
//! `iterator_types`) and is verified like upstream's `LinalgStructuredInterface`:
//! one indexing map per operand, map ranks against operand ranks, invertible maps, static
//! shapes against the inferred loop ranges, region arguments against element types.

mod body;
mod named;
mod ops;

use super::common::*;
use super::ods::{
    self, dict_attr, type_constraint, AttrConstraint, Custom, OpFormat, Slots, TypeConstraint, ANY_TYPE,
    DENSE_I64_ARRAY, FORMAT, INDEX,
};
use super::ods::{is_ranked_tensor, ANY_SHAPED, RANKED_TENSOR};
use super::{OpSpec, NO_MEMORY_EFFECT, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, TERMINATOR};
use crate::dialects::ods::op;
use crate::dialects::ods::op_format;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::interfaces::{Effect, StructuredOpInterface};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};

pub use crate::ir::interfaces::IteratorType;
pub use named::{build_named_region, named_spec, NamedSpec};

/// What every structured op implements (upstream's `LinalgStructuredInterface`,
/// `DestinationStyleOpInterface` and `MemoryEffectsOpInterface` through
/// `getGenericEffectsImpl`): indexing maps and iterator types, the `outs` as inits, effects on
/// buffer operands only (none on tensors), plus those of the payload's ops (upstream keeps a
/// `linalg.generic` on tensors whose payload stores to memory, and erases one whose payload only
/// loads: the payload's effects count, as with `RecursiveMemoryEffects`). The implicit
/// terminator, DPS results and interface checks run after the region's (`verifyWithRegions`).
/// `props`: the inherent attributes beyond the declaration's, if any.
const fn structured(name: &'static str, f: &'static OpFormat, props: &'static [&'static str]) -> OpSpec {
    let spec = OpSpec::new(name);
    let spec = if props.is_empty() { spec } else { spec.props(props) };
    spec.declare(f)
        .verify_regions(verify_region_level)
        .structured(StructuredOpInterface { indexing_maps, iterator_types })
        .dps(inits_range)
        .effects(structured_effects)
        .traits(RECURSIVE_EFFECTS)
}

/// The Winograd transforms implement neither effects nor destination style upstream: their
/// effects are unknown.
const fn winograd(name: &'static str, f: &'static OpFormat) -> OpSpec {
    OpSpec::new(name).declare(f).verify_regions(verify_after_region)
}

/// The ops other than the named ones.
const BASE: [OpSpec; 13] = [
    structured("linalg.generic", &GENERIC, &[]),
    op!("linalg.yield" operands["values*": ANY_TYPE] format "($values^)? attr-dict (`:` type($values)^)?"
        verify(verify_yield) traits(TERMINATOR | RETURN_LIKE | PURE)),
    op!("linalg.index" results["result": INDEX_KIND] attrs["dim": DIM] format "$dim attr-dict `:` type($result)"
        verify(verify_index) traits(PURE)),
    structured("linalg.map", &ops::MAP, &[]),
    structured("linalg.reduce", &ops::REDUCE, &[]),
    structured("linalg.transpose", &ops::TRANSPOSE, &[]),
    structured("linalg.broadcast", &ops::BROADCAST, &[]),
    // Not structured, but in destination style with buffer effects like the structured ops
    // (upstream's `SoftmaxOp::getEffects`: reads and writes its init buffer, having no payload).
    op!("linalg.softmax" declare(&ops::SOFTMAX) verify_regions(verify_after_region) dps(inits_range)
        effects(softmax_effects)),
    // Tensors only: `NoMemoryEffect` (and conditionally speculatable) upstream; `dest` is the init.
    OpSpec::new("linalg.pack").declare(&ops::PACK).traits(NO_MEMORY_EFFECT).dps(inits_range),
    OpSpec::new("linalg.unpack").declare(&ops::UNPACK).traits(NO_MEMORY_EFFECT).dps(inits_range),
    winograd("linalg.winograd_filter_transform", &ops::WINOGRAD_FILTER),
    winograd("linalg.winograd_input_transform", &ops::WINOGRAD_INPUT),
    winograd("linalg.winograd_output_transform", &ops::WINOGRAD_OUTPUT),
];

const NONE: OpSpec = OpSpec::new("");

/// Every linalg op: those above, then one per row of the named ops' table.
static ALL: [OpSpec; BASE.len() + named::NAMED.len()] = {
    let (mut base, mut all) = (BASE, [NONE; BASE.len() + named::NAMED.len()]);
    let mut i = 0;
    while i < all.len() {
        all[i] = if i < base.len() {
            std::mem::replace(&mut base[i], NONE)
        } else {
            named::op(&named::NAMED[i - base.len()])
        };
        i += 1;
    }
    all
};

pub static OPS: &[OpSpec] = &ALL;

// ----- structured op model -----

fn iterator_from_name(s: &str) -> Option<IteratorType> {
    match s {
        "parallel" => Some(IteratorType::Parallel),
        "reduction" => Some(IteratorType::Reduction),
        _ => None,
    }
}

/// `#linalg.iterator_type<parallel>`
fn iterator_from_attr(ctx: &Context, a: Attr) -> Option<IteratorType> {
    iterator_from_name(ctx.enum_keyword(a, &crate::ir::enums::LINALG_ITERATOR_TYPE)?)
}

/// Whether the op implements upstream's `LinalgOp` interface (has a payload region and
/// indexing maps).
pub fn is_structured(name: &str) -> bool {
    matches!(name, "linalg.generic" | "linalg.map" | "linalg.reduce" | "linalg.transpose" | "linalg.broadcast")
        || named_spec(name).is_some()
}

/// The operand range of the inits (`outs`) of a linalg op in destination style (the
/// destination-style interface's inits); the inputs are the operands before it.
pub fn inits_range(ir: &Ir, op: Op) -> std::ops::Range<usize> {
    let n = ir.operands(op).len();
    match ir.op_name(op) {
        "linalg.map" => n.saturating_sub(1)..n,
        // SameVariadicOperandSize: each group has half of the operands (rounded down).
        "linalg.reduce" => n / 2..n / 2 * 2,
        "linalg.transpose"
        | "linalg.broadcast"
        | "linalg.softmax"
        | "linalg.winograd_filter_transform"
        | "linalg.winograd_input_transform"
        | "linalg.winograd_output_transform" => n.min(1)..n,
        // `source`, `dest`, optional `padding_value`, `inner_tiles`
        "linalg.pack" | "linalg.unpack" => n.min(1)..n.min(2),
        _ => match dense_array(ir, op, "operandSegmentSizes").as_deref() {
            Some(&[a, b]) => {
                let a = (a.max(0) as usize).min(n);
                a..(a + b.max(0) as usize).min(n)
            }
            _ => n..n,
        },
    }
}

/// The names upstream gives the payload's arguments in the custom form: `%in` for the inputs'
/// and `%out` (`linalg.generic`) or `%init` (`linalg.map`, `linalg.reduce`) for the inits'.
pub fn block_arg_names(ir: &Ir, op: Op, r: Region) -> Option<Vec<Option<&'static str>>> {
    let init = match ir.op_name(op) {
        "linalg.generic" => "out",
        "linalg.map" | "linalg.reduce" => "init",
        _ => return None,
    };
    let args = ir.args(ir.entry_block(r)?).len();
    let range = inits_range(ir, op);
    let (ins, inits) = (range.start, range.len());
    Some((0..args).map(|i| if i < ins { Some("in") } else { (i + inits >= args).then_some(init) }).collect())
}

/// The DPS inputs and inits of a structured op.
pub fn inputs_and_inits(ir: &Ir, op: Op) -> (Vec<Value>, Vec<Value>) {
    let all = ir.operands(op);
    let r = inits_range(ir, op);
    (all[..r.start].to_vec(), all[r].to_vec())
}

/// Whether the payload reads the value of operand `i` (its block argument has uses); upstream's
/// `payloadUsesValueFromOperand`.
fn payload_uses(ir: &Ir, op: Op, i: usize) -> bool {
    let block = ir.regions(op).first().and_then(|&r| ir.entry_block(r));
    block.and_then(|b| ir.args(b).get(i).copied()).is_some_and(|a| !ir.use_empty(a))
}

/// Upstream's `getGenericEffectsImpl`: reads each input buffer, writes each init buffer and
/// reads it too when the payload uses its elements; nothing for tensors and scalars.
fn structured_effects(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    buffer_effects(ir, op, out, |i| payload_uses(ir, op, i));
}

/// `linalg.softmax`: reads its input buffer, reads and writes its init buffer.
fn softmax_effects(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    buffer_effects(ir, op, out, |_| true);
}

fn buffer_effects(ir: &Ir, op: Op, out: &mut Vec<Effect>, init_is_read: impl Fn(usize) -> bool) {
    let inits = inits_range(ir, op);
    for (i, &v) in ir.operands(op).iter().enumerate() {
        if !ir.ctx.is_memref(ir.value_ty(v)) {
            continue;
        }
        let init = inits.contains(&i);
        if !init || init_is_read(i) {
            out.push(reads(i as u32));
        }
        if init {
            out.push(writes(i as u32));
        }
    }
}

/// The indexing maps of a structured op (one per operand), or a message saying why there are
/// none (the verifier reports it).
pub fn indexing_maps(ir: &Ir, op: Op) -> Result<Vec<AffineMap>, String> {
    match ir.op_name(op) {
        "linalg.generic" => maps_attr(ir, op),
        "linalg.map" | "linalg.reduce" | "linalg.transpose" | "linalg.broadcast" => ops::indexing_maps(ir, op),
        _ => named::indexing_maps(ir, op),
    }
}

/// The iterator types of a structured op (one per loop).
pub fn iterator_types(ir: &Ir, op: Op) -> Result<Vec<IteratorType>, String> {
    match ir.op_name(op) {
        "linalg.generic" => {
            array_attr(ir, op, "iterator_types", "Iterator type should be an enum.", iterator_from_attr)
        }
        "linalg.map" | "linalg.reduce" | "linalg.transpose" | "linalg.broadcast" => ops::iterator_types(ir, op),
        _ => named::iterator_types(ir, op),
    }
}

/// An `indexing_maps` array property.
fn maps_attr(ir: &Ir, op: Op) -> Result<Vec<AffineMap>, String> {
    array_attr(ir, op, "indexing_maps", "AffineMap array attribute", |ctx, m| ctx.as_affine_map(m).cloned())
}

/// The elements of the array attribute `name`, each read by `elem`, or upstream's message for
/// a missing attribute or one that fails its constraint (`summary`).
fn array_attr<T>(
    ir: &Ir,
    op: Op,
    name: &str,
    summary: &str,
    elem: impl Fn(&Context, Attr) -> Option<T>,
) -> Result<Vec<T>, String> {
    let a = ir.attr(op, name).ok_or_else(|| format!("requires attribute '{name}'"))?;
    let bad = || format!("attribute '{name}' failed to satisfy constraint: {summary}");
    let list = ir.ctx.as_array(a).ok_or_else(bad)?;
    list.iter().map(|&x| elem(&ir.ctx, x)).collect::<Option<Vec<_>>>().ok_or_else(bad)
}

/// The shape of a ranked shaped type; scalars have rank 0.
fn static_shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default()
}

fn rank(ctx: &Context, t: Type) -> usize {
    ctx.shape(t).map_or(0, |s| s.len())
}

/// Rank of the (first) init operand.
fn init_rank(ir: &Ir, op: Op) -> usize {
    inits_range(ir, op).next().map_or(0, |i| rank(&ir.ctx, ir.value_ty(ir.operands(op)[i])))
}

/// Element type of a memref or ranked tensor, else the type itself (a block argument's type).
pub fn elem_or_self(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::MemRef { elem, .. } | TypeKind::Tensor { elem, .. } => *elem,
        _ => t,
    }
}

/// The loop-dim → first operand dimension that is exactly that dim (MLIR's
/// `inversePermutation` of the concatenated maps), or None if some loop has none.
fn shapes_to_loops(maps: &[AffineMap], num_loops: usize) -> Option<Vec<usize>> {
    let mut first: Vec<Option<usize>> = vec![None; num_loops];
    for (pos, e) in maps.iter().flat_map(|m| &m.results).enumerate() {
        if let AffineExpr::Dim(d) = e {
            if let Some(slot @ None) = first.get_mut(*d as usize) {
                *slot = Some(pos);
            }
        }
    }
    first.into_iter().collect()
}

/// Checks shared by every structured op (upstream's `verifyStructuredOpInterface` with
/// `IndexingMapOpInterface::verifyImpl`). Reports the first problem.
pub fn verify_structured(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ctx = &ir.ctx;
    let types = ir.operand_types(op);
    // pure tensor or buffer semantics
    if types.iter().any(|&t| ctx.is_tensor(t)) && types.iter().any(|&t| ctx.is_memref(t)) {
        return v.err(op, "expected to have pure tensor or buffer semantics");
    }
    let (maps, iters) = match (indexing_maps(ir, op), iterator_types(ir, op)) {
        (Ok(maps), Ok(iters)) => (maps, iters),
        (Err(e), _) | (_, Err(e)) => return v.err(op, e),
    };
    if maps.len() != types.len() {
        let (m, n) = (maps.len(), types.len());
        return v.err(
            op,
            format!(
                "expected the number of indexing_map ({m}) to be equal to the number of input/output operands ({n})"
            ),
        );
    }
    let shapes: Vec<Vec<i64>> = types.iter().map(|&t| static_shape(ctx, t)).collect();
    for (i, (m, shape)) in maps.iter().zip(&shapes).enumerate() {
        if m.syms != 0 {
            return v.err(op, format!("unexpected symbols in indexing_map #{i}"));
        }
        if m.results.len() != shape.len() {
            let (r, n) = (shape.len(), m.results.len());
            return v
                .err(op, format!("expected operand #{i} rank ({r}) to match the result rank of indexing_map ({n})"));
        }
    }
    let num_loops = maps.iter().map(|m| m.dims as usize).max().unwrap_or(0);
    let Some(inv) = shapes_to_loops(&maps, num_loops) else {
        let all: Vec<String> = maps.iter().flat_map(|m| m.results.iter().map(|e| e.to_string())).collect();
        let dims: Vec<String> = (0..num_loops).map(|i| format!("d{i}")).collect();
        let (dims, all) = (dims.join(", "), all.join(", "));
        return v.err(op, format!("invalid indexing maps are non-invertible: (({dims}) -> ({all}))"));
    };
    let sizes: Vec<i64> = shapes.concat();
    let ends: Vec<i64> = inv.iter().map(|&i| sizes.get(i).copied().unwrap_or(DYNAMIC)).collect();
    if !ends.contains(&DYNAMIC) {
        let last: Vec<i64> = ends.iter().map(|&e| e.saturating_sub(1)).collect();
        let zeros = vec![0i64; last.len()];
        for (i, (m, shape)) in maps.iter().zip(&shapes).enumerate() {
            let (Some(lo), Some(hi)) = (m.eval(&zeros, &[]), m.eval(&last, &[])) else { continue };
            for (d, &s) in shape.iter().enumerate() {
                if s == DYNAMIC || s == 0 {
                    continue;
                }
                let (a, b) = (lo.get(d).copied().unwrap_or(0), hi.get(d).copied().unwrap_or(0));
                let inferred = a.max(b).saturating_add(1);
                if a.min(b) < 0 {
                    return v.err(op, format!("unexpected result less than 0 at expression #{d} in {m}"));
                }
                if matches!(m.results.get(d), Some(AffineExpr::Dim(_))) {
                    if inferred != s {
                        return v.err(op, format!("inferred input/output operand #{i} has shape's dimension #{d} to be {inferred}, but found {s}"));
                    }
                } else if inferred > s {
                    return v.err(op, format!("inferred input/output operand #{i} has shape's dimension #{d} to be greater than or equal to {inferred}, but found {s}"));
                }
            }
        }
    }
    if let Some(i) = maps.iter().position(|m| m.dims as usize != iters.len()) {
        let n = iters.len();
        return v.err(op, format!("expected indexing_map #{i} to have {n} dim(s) to match the number of loops"));
    }
    let block = match ir.regions(op) {
        [r] if ir.num_blocks(*r) == 1 => ir.entry_block(*r).unwrap(),
        _ => return v.err(op, "expects to have 1 region with 1 block"),
    };
    let args = ir.args(block);
    if args.len() != types.len() {
        return v.err(
            op,
            "expected as many non-induction variable region arguments as the number of input/output operands",
        );
    }
    for (i, (&a, &t)) in args.iter().zip(&types).enumerate() {
        let (at, et) = (ir.value_ty(a), elem_or_self(ctx, t));
        if at != et {
            let (x, y) = (v.ty_str(at), v.ty_str(et));
            return v.err(op, format!("expected type of bb argument #{i} ('{x}') to match element or self type of the corresponding operand ('{y}')"));
        }
    }
}

/// Reports `msg` at `op` and returns false (for the checks that stop their caller).
fn fail(v: &mut Verifier, op: Op, msg: impl AsRef<str>) -> bool {
    v.err(op, msg);
    false
}

/// Upstream's `DestinationStyleOpInterface` check: one tensor result per tensor init, of the
/// same type.
pub fn verify_dps_results(v: &mut Verifier, op: Op) -> bool {
    let ir = v.ir;
    let ctx = &ir.ctx;
    let (ins, outs) = inputs_and_inits(ir, op);
    let mut tensor_inits = vec![];
    for (i, t) in outs.iter().map(|&o| ir.value_ty(o)).enumerate() {
        if matches!(ctx.type_kind(t), TypeKind::Tensor { .. } | TypeKind::UnrankedTensor { .. }) {
            tensor_inits.push((ins.len() + i, t));
        } else if !matches!(ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }) {
            return fail(v, op, format!("expected that operand #{} is a tensor or a memref", ins.len() + i));
        }
    }
    let results = ir.result_types(op);
    if results.len() != tensor_inits.len() {
        let (r, t) = (results.len(), tensor_inits.len());
        return fail(
            v,
            op,
            format!("expected the number of tensor results ({r}) to be equal to the number of output tensors ({t})"),
        );
    }
    for (&(i, t), &r) in tensor_inits.iter().zip(&results) {
        if t != r {
            let (a, b) = (v.ty_str(t), v.ty_str(r));
            return fail(
                v,
                op,
                format!("expected type of operand #{i} ('{a}') to match type of corresponding result ('{b}')"),
            );
        }
    }
    true
}

/// The checks upstream runs after verifying the op's region (`verifyWithRegions`): the
/// implicit terminator, the DPS results and the structured-op interface.
fn verify_region_level(v: &mut Verifier, op: Op) {
    if check_terminator(v, op) && verify_dps_results(v, op) {
        verify_structured(v, op);
    }
}

/// The DPS check of the ops that are not structured, after their own.
fn verify_after_region(v: &mut Verifier, op: Op) {
    verify_dps_results(v, op);
}

// ----- constraints and directives shared by the ops -----

/// `AnyTensor`.
static ANY_TENSOR: TypeConstraint = type_constraint("tensor of any type values", |ctx, t| ctx.is_tensor(t));

/// `TensorOrMemref`.
static TENSOR_OR_MEMREF: TypeConstraint =
    type_constraint("memref of any type values or ranked tensor of any type values", |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::Tensor { .. } | TypeKind::MemRef { .. })
    });

/// `AffineMapArrayAttr`.
static MAPS: AttrConstraint = dict_attr("AffineMap array attribute", |ctx, a| {
    ctx.as_array(a).is_some_and(|l| l.iter().all(|&m| ctx.as_affine_map(m).is_some()))
});

/// The name of a group or attribute in a directive's arguments.
fn arg<'a>(args: &[&'a str], i: usize) -> &'a str {
    args.get(i).map_or("", |a| a.trim_start_matches('$'))
}

/// `custom<InsOuts>($inputs, $inits[, $results])`: `[<{props}>] [{attrs}] [ins(%a : T)]
/// [outs(%b : U)]`, each part printed when not empty; with a third group, the results are the
/// tensor inits (upstream's `parseDstStyleOp`).
const INS_OUTS: Custom = Custom {
    name: "InsOuts",
    parse: |p, st, slots, args| {
        if p.optional(Tok::Less) {
            let pos = p.tok.start;
            let d = p.parse_attr()?;
            let AttrKind::Dict(e) = p.ir.ctx.attr_kind(d).clone() else {
                return p.err_at(pos, "expected a dictionary of properties");
            };
            for (n, a) in e {
                st.props = insert_sorted(&p.ir.ctx, std::mem::take(&mut st.props), n, a);
            }
            p.expect(Tok::Greater, "'>'")?;
        }
        p.parse_attr_dict(st)?;
        for (kw, group) in [("ins", arg(args, 0)), ("outs", arg(args, 1))] {
            if p.parse_optional_keyword(kw) {
                p.expect(Tok::LParen, "'('")?;
                slots.set_operands(group, p.parse_operand_list()?);
                p.expect(Tok::Colon, "':'")?;
                let tys = p.parse_type_list_no_parens()?;
                if kw == "outs" && args.len() > 2 {
                    let tensors = tys.iter().copied().filter(|&t| is_ranked_tensor(&p.ir.ctx, t)).collect();
                    slots.set_types(args[2], tensors);
                }
                slots.set_types(group, tys);
                p.expect(Tok::RParen, "')'")?;
            }
        }
        Ok(())
    },
    print: |pr, op, f, args| {
        for (kw, group) in [("ins", arg(args, 0)), ("outs", arg(args, 1))] {
            let vals = ods::operands_of(pr.ir, op, f, group);
            if !vals.is_empty() {
                if kw == "outs" && !pr.out.ends_with(' ') {
                    pr.w(" ");
                }
                pr.w(&format!("{kw}("));
                pr.operands(vals);
                pr.w(" : ");
                pr.types(&value_types(pr.ir, vals));
                pr.w(")");
            }
        }
    },
};

/// `custom<ArrowTypes>($results)`: `-> T` or `-> (T, U)` when there are results.
const ARROW_TYPES: Custom = Custom {
    name: "ArrowTypes",
    parse: |p, _, slots, args| {
        if p.optional(Tok::Arrow) {
            slots.set_types(args[0], p.parse_function_result_types()?);
        }
        Ok(())
    },
    print: |pr, op, _, _| {
        let ts = pr.ir.result_types(op);
        if !ts.is_empty() {
            pr.w("-> ");
            pr.result_types(&ts);
        }
    },
};

/// `custom<DenseList>($attr)`: `attr = [1, 2] ` (upstream's `printDenseI64ArrayAttr`, with its
/// trailing space).
const DENSE_LIST: Custom = Custom {
    name: "DenseList",
    parse: |p, st, _, args| {
        let name = arg(args, 0);
        p.parse_keyword(name)?;
        p.expect(Tok::Equal, "'='")?;
        let a = (DENSE_I64_ARRAY.parse)(p)?;
        st.add_attr(p.ir, name, a);
        Ok(())
    },
    print: |pr, op, _, args| {
        let name = arg(args, 0);
        pr.w(&format!("{name} = "));
        if let Some(a) = pr.ir.attr(op, name) {
            (DENSE_I64_ARRAY.print)(pr, a);
        }
        pr.w(" ");
    },
};

/// A new region with one block whose arguments are the element types of `types` (a scalar
/// operand gives its own type).
pub fn new_body(ir: &mut Ir, types: &[Type]) -> (Region, Block) {
    let r = ir.new_region();
    let b = ir.new_block();
    ir.append_block(r, b);
    let loc = ir.ctx.unknown_loc();
    for &t in types {
        let v = ir.add_block_arg(b, elem_or_self(&ir.ctx, t));
        ir.set_value_loc(v, Some(loc));
    }
    (r, b)
}

/// A new body (`new_body` of `types`) that yields its first argument: the payload of a copy,
/// a transpose or a broadcast. The rewriter's insertion point is kept.
pub fn yield_first_body(rw: &mut crate::ir::rewrite::Rewriter, types: &[Type]) -> Region {
    let (region, block) = new_body(rw.ir, types);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let first = rw.ir.args(block)[0];
    rw.create("linalg.yield", vec![first], &[], vec![], vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    region
}

/// The attribute `name` of the op being parsed, if it has been read.
fn state_attr(p: &Parser, st: &OpState, name: &str) -> Option<Attr> {
    let s = p.ir.ctx.lookup_sym(name)?;
    st.attrs.iter().find(|e| e.0 == s).map(|e| e.1)
}

/// The types of the inputs and inits read so far.
fn ins_outs_types(slots: &Slots, args: &[&str]) -> Vec<Type> {
    [arg(args, 0), arg(args, 1)].iter().flat_map(|g| slots.types(g).unwrap_or(&[])).copied().collect()
}

// ----- linalg.generic -----

const GENERIC_TRAIT_ATTRS: &[&str] = &["doc", "indexing_maps", "iterator_types", "library_call"];

/// `IteratorTypeArrayAttr`.
static ITERATORS: AttrConstraint = dict_attr("Iterator type should be an enum.", |ctx, a| {
    ctx.as_array(a).is_some_and(|l| l.iter().all(|&x| iterator_from_attr(ctx, x).is_some()))
});

static GENERIC: OpFormat = op_format!(
    hand_printed operands["inputs*": ANY_TYPE, "outputs*": ANY_SHAPED] results["result_tensors*": RANKED_TENSOR]
    attrs["indexing_maps": MAPS, "iterator_types": ITERATORS, "doc?": ods::STRING, "library_call?": ods::STRING] regions["region"]
    format "custom<GenericTrait>($indexing_maps, $iterator_types) custom<InsOuts>($inputs, $outputs) \
             custom<GenericAttrs>() ($region^)? custom<ArrowTypes>($result_tensors)"
    custom[GENERIC_TRAIT, INS_OUTS, GENERIC_ATTRS, ARROW_TYPES]
);

/// `custom<GenericTrait>`: the dictionary of the trait attributes, iterator types as strings.
const GENERIC_TRAIT: Custom = Custom {
    name: "GenericTrait",
    parse: |p, st, _, _| {
        let pos = p.tok.start;
        if !p.is(&Tok::LBrace) {
            return p.err("expected attribute value");
        }
        let d = p.parse_attr()?;
        let AttrKind::Dict(entries) = p.ir.ctx.attr_kind(d).clone() else {
            return p.err_at(pos, "invalid kind of attribute specified");
        };
        let its = p.ir.ctx.lookup_sym("iterator_types");
        let list = entries.iter().find(|e| Some(e.0) == its).and_then(|e| p.ir.ctx.as_array(e.1)).map(|l| l.to_vec());
        let Some(list) = list else { return p.err_at(pos, "expected iterator_types array attribute") };
        let mut conv = vec![];
        for a in list {
            let kind = match p.ir.ctx.as_str(a).map(|s| String::from_utf8_lossy(s).into_owned()) {
                Some(s) => match iterator_from_name(&s) {
                    Some(k) => k,
                    None => return p.err(format!("unexpected iterator_type ({s})")),
                },
                None => match iterator_from_attr(&p.ir.ctx, a) {
                    Some(k) => k,
                    None => return p.err_at(pos, "expected iterator_types array attribute"),
                },
            };
            conv.push(p.ir.ctx.dialect_attr("linalg", &format!("iterator_type<{}>", kind.name())));
        }
        let conv = p.ir.ctx.array_attr(conv);
        for (n, a) in entries {
            let a = if Some(n) == its { conv } else { a };
            st.attrs = insert_sorted(&p.ir.ctx, std::mem::take(&mut st.attrs), n, a);
        }
        Ok(())
    },
    print: |pr, op, _, _| {
        let ir = pr.ir;
        let mut parts = vec![];
        for &name in GENERIC_TRAIT_ATTRS {
            let Some(a) = ir.attr(op, name) else { continue };
            let mark = pr.out.len();
            if name == "iterator_types" {
                let its = iterator_types(ir, op).unwrap_or_default();
                let s: Vec<String> = its.iter().map(|k| format!("\"{}\"", k.name())).collect();
                pr.w(&format!("[{}]", s.join(", ")));
            } else {
                pr.attr(a);
            }
            parts.push(format!("{name} = {}", pr.out.split_off(mark)));
        }
        pr.w(&format!("{{{}}}", parts.join(", ")));
    },
};

/// `custom<GenericAttrs>()`: `attrs = {...}` with the other attributes, when there are any.
const GENERIC_ATTRS: Custom = Custom {
    name: "GenericAttrs",
    parse: |p, st, _, _| {
        if p.parse_optional_keyword("attrs") {
            p.expect(Tok::Equal, "'='")?;
            p.parse_attr_dict(st)?;
        }
        Ok(())
    },
    print: |pr, op, _, _| {
        let ir = pr.ir;
        let extra = ir.props(op).iter().chain(ir.attrs(op)).map(|e| ir.ctx.str(e.0));
        if extra.clone().any(|n| !GENERIC_TRAIT_ATTRS.contains(&n) && n != "operandSegmentSizes") {
            // Upstream's printer leaves two spaces here.
            pr.w("attrs = ");
            pr.attr_dict(op, GENERIC_TRAIT_ATTRS);
        }
    },
};

/// The single block, if not empty, ends in `linalg.yield` (SingleBlockImplicitTerminator).
fn check_terminator(v: &mut Verifier, op: Op) -> bool {
    let ir = v.ir;
    ir.regions(op).iter().all(|&r| {
        if ir.num_blocks(r) > 1 {
            return fail(v, op, "expects region #0 to have 0 or 1 blocks");
        }
        let b = ir.entry_block(r).filter(|&b| ir.terminator(b).is_some());
        b.is_none_or(|b| implicit_terminator(v, op, b, "linalg.yield").is_some())
    })
}

// ----- linalg.yield -----

fn verify_yield(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(parent) = ir.parent_op(op) else {
        return v.err(op, "expected parent op with LinalgOp interface");
    };
    let pregions = ir.regions(parent);
    if pregions.len() != 1 || ir.region_is_empty(pregions[0]) {
        return v.err(op, "expected single non-empty parent region");
    }
    if !is_structured(ir.op_name(parent)) {
        return v.err(op, "expected parent op with LinalgOp interface");
    }
    let (_, outs) = inputs_and_inits(ir, parent);
    let vals = ir.operands(op);
    if vals.len() != outs.len() {
        return v.err(op, format!("expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})", vals.len(), outs.len()));
    }
    for (i, (&y, &o)) in vals.iter().zip(&outs).enumerate() {
        let et = elem_or_self(&ir.ctx, ir.value_ty(o));
        let yt = ir.value_ty(y);
        if yt != et {
            let (a, b) = (v.ty_str(yt), v.ty_str(et));
            return v.err(op, format!("type of yield operand {} ('{a}') doesn't match the element type of the enclosing linalg.generic op ('{b}')", i + 1));
        }
    }
}

// ----- linalg.index -----

/// `Index` read as an `IndexType`.
static INDEX_KIND: TypeConstraint = TypeConstraint {
    summary: "index",
    check: |ctx, t| ctx.is_index(t),
    build: Some(|ctx| ctx.index_ty()),
    kind: Some(("builtin.index", |ctx, t| ctx.is_index(t))),
};

/// `ConfinedAttr<I64Attr, [IntMinValue<0>]>`, written as the integer.
static DIM: AttrConstraint = AttrConstraint {
    summary: "64-bit signless integer attribute whose minimum value is 0",
    check: |ctx, a| ctx.as_int(a).is_some_and(|d| d >= 0),
    parse: |p| {
        let pos = p.tok.start;
        let d = p.parse_u64("expected integer value")?;
        if d > i64::MAX as u64 {
            return p.err_at(pos, "integer value too large");
        }
        Ok(p.ir.ctx.i64_attr(d as i64))
    },
    print: |pr, a| pr.w(&pr.ir.ctx.as_int(a).unwrap_or(0).to_string()),
    default: None,
};

fn verify_index(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let d = ir.attr(op, "dim").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
    let Some(parent) = ir.parent_op(op).filter(|&p| is_structured(ir.op_name(p))) else {
        return v.err(op, "expected parent op with LinalgOp interface");
    };
    let loops = iterator_types(ir, parent).map(|i| i.len()).unwrap_or(0);
    if loops as i128 <= d {
        v.err(
            op,
            format!("expected dim ({d}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"),
        );
    }
}
