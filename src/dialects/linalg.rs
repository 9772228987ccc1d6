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
use super::{OpSpec, NO_MEMORY_EFFECT, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, TERMINATOR};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::interfaces::{Effect, EffectKind, EffectOn, StructuredOpInterface};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, UOperand};
use crate::syntax::printer::Printer;

pub use crate::ir::interfaces::IteratorType;
pub use named::{named_spec, NamedSpec};

/// What every structured op implements (upstream's `LinalgStructuredInterface`,
/// `DestinationStyleOpInterface` and `MemoryEffectsOpInterface` through
/// `getGenericEffectsImpl`): indexing maps and iterator types, the `outs` as inits, effects on
/// buffer operands only (none on tensors), plus those of the payload's ops (upstream keeps a
/// `linalg.generic` on tensors whose payload stores to memory, and erases one whose payload only
/// loads: the payload's effects count, as with `RecursiveMemoryEffects`).
const fn structured(spec: OpSpec) -> OpSpec {
    spec.structured(StructuredOpInterface { indexing_maps, iterator_types })
        .dps(dps_inits)
        .effects(structured_effects)
        .traits(RECURSIVE_EFFECTS)
}

macro_rules! named {
    ($n:literal) => {
        named!($n, props: &["operandSegmentSizes"])
    };
    ($n:literal, window) => {
        named!($n, props: &["dilations", "operandSegmentSizes", "strides"])
    };
    ($n:literal, cast) => {
        named!($n, props: &["cast", "operandSegmentSizes"])
    };
    ($n:literal, maps) => {
        named!($n, props: &["cast", "indexing_maps", "operandSegmentSizes"])
    };
    ($n:literal, props: $p:expr) => {
        structured(
            OpSpec::new($n)
                .custom(named::parse, named::print)
                .verify(named::verify)
                .verify_regions(verify_region_level)
                .props($p),
        )
    };
}

macro_rules! winograd {
    ($n:literal) => {
        OpSpec::new($n)
            .custom(ops::parse_winograd, ops::print_winograd)
            .can_print(ops::can_print_winograd)
            .verify(ops::verify_winograd)
            .verify_regions(ops::verify_winograd_regions)
            .props(&["fmr"])
    };
}

pub static OPS: &[OpSpec] = &[
    structured(
        OpSpec::new("linalg.generic")
            .custom(parse_generic, print_generic)
            .can_print(can_print_generic)
            .verify(verify_generic)
            .verify_regions(verify_region_level)
            .props(&["doc", "indexing_maps", "iterator_types", "library_call", "operandSegmentSizes"]),
    ),
    OpSpec::new("linalg.yield")
        .custom(parse_yield, print_yield)
        .verify(verify_yield)
        .traits(TERMINATOR | RETURN_LIKE | PURE),
    OpSpec::new("linalg.index").custom(parse_index, print_index).verify(verify_index).props(&["dim"]).traits(PURE),
    // map, reduce, transpose, broadcast, softmax, pack, unpack
    structured(
        OpSpec::new("linalg.map")
            .custom(ops::parse_map, ops::print_map)
            .verify(ops::verify_map)
            .verify_regions(verify_region_level),
    ),
    structured(
        OpSpec::new("linalg.reduce")
            .custom(ops::parse_reduce, ops::print_reduce)
            .verify(ops::verify_reduce)
            .verify_regions(verify_region_level)
            .props(&["dimensions"]),
    ),
    structured(
        OpSpec::new("linalg.transpose")
            .custom(ops::parse_transpose, ops::print_transpose)
            .verify(ops::verify_transpose)
            .verify_regions(verify_region_level)
            .props(&["permutation"]),
    ),
    structured(
        OpSpec::new("linalg.broadcast")
            .custom(ops::parse_broadcast, ops::print_broadcast)
            .verify(ops::verify_broadcast)
            .verify_regions(verify_region_level)
            .props(&["dimensions"]),
    ),
    // Not structured, but in destination style with buffer effects like the structured ops
    // (upstream's `SoftmaxOp::getEffects`: reads and writes its init buffer, having no payload).
    OpSpec::new("linalg.softmax")
        .custom(ops::parse_softmax, ops::print_softmax)
        .verify(ops::verify_softmax)
        .verify_regions(ops::verify_softmax_regions)
        .props(&["dimension"])
        .dps(dps_inits)
        .effects(softmax_effects),
    // Tensors only: `NoMemoryEffect` (and conditionally speculatable) upstream; `dest` is the init.
    OpSpec::new("linalg.pack")
        .custom(ops::parse_pack, ops::print_pack)
        .verify(ops::verify_pack)
        .props(&["inner_dims_pos", "operandSegmentSizes", "outer_dims_perm", "static_inner_tiles"])
        .traits(NO_MEMORY_EFFECT)
        .dps(dps_inits),
    OpSpec::new("linalg.unpack")
        .custom(ops::parse_pack, ops::print_pack)
        .verify(ops::verify_pack)
        .props(&["inner_dims_pos", "outer_dims_perm", "static_inner_tiles"])
        .traits(NO_MEMORY_EFFECT)
        .dps(dps_inits),
    // The Winograd transforms implement neither effects nor destination style upstream: their
    // effects are unknown.
    winograd!("linalg.winograd_filter_transform"),
    winograd!("linalg.winograd_input_transform"),
    winograd!("linalg.winograd_output_transform"),
    // named structured ops
    named!("linalg.fill"),
    named!("linalg.copy", cast),
    named!("linalg.matmul", maps),
    named!("linalg.batch_matmul", maps),
    named!("linalg.batch_reduce_matmul", maps),
    named!("linalg.contract", maps),
    named!("linalg.elementwise", props: &["indexing_maps", "kind", "operandSegmentSizes"]),
    named!("linalg.exp"),
    named!("linalg.log"),
    named!("linalg.abs"),
    named!("linalg.ceil"),
    named!("linalg.floor"),
    named!("linalg.negf"),
    named!("linalg.reciprocal"),
    named!("linalg.round"),
    named!("linalg.sqrt"),
    named!("linalg.rsqrt"),
    named!("linalg.square"),
    named!("linalg.tanh"),
    named!("linalg.erf"),
    named!("linalg.add"),
    named!("linalg.sub"),
    named!("linalg.mul"),
    named!("linalg.div"),
    named!("linalg.div_unsigned"),
    named!("linalg.max"),
    named!("linalg.min"),
    named!("linalg.powf"),
    named!("linalg.select"),
    named!("linalg.matvec"),
    named!("linalg.vecmat"),
    named!("linalg.batch_matvec"),
    named!("linalg.batch_vecmat"),
    named!("linalg.dot"),
    named!("linalg.mmt4d"),
    named!("linalg.batch_mmt4d"),
    named!("linalg.quantized_matmul"),
    named!("linalg.quantized_batch_matmul"),
    named!("linalg.fill_rng_2d"),
    named!("linalg.conv_1d"),
    named!("linalg.conv_2d"),
    named!("linalg.conv_3d"),
    named!("linalg.conv_1d_nwc_wcf", window),
    named!("linalg.conv_1d_ncw_fcw", window),
    named!("linalg.conv_2d_nhwc_hwcf", window),
    named!("linalg.conv_2d_nhwc_fhwc", window),
    named!("linalg.conv_2d_nchw_fchw", window),
    named!("linalg.conv_2d_ngchw_fgchw", window),
    named!("linalg.conv_2d_ngchw_gfchw", window),
    named!("linalg.conv_2d_nhwgc_gfhwc", window),
    named!("linalg.conv_2d_nhwc_hwcf_q", window),
    named!("linalg.conv_2d_nhwc_fhwc_q", window),
    named!("linalg.conv_2d_nchw_fchw_q", window),
    named!("linalg.conv_2d_ngchw_gfchw_q", window),
    named!("linalg.conv_2d_nhwgc_gfhwc_q", window),
    named!("linalg.conv_3d_ndhwc_dhwcf", window),
    named!("linalg.conv_3d_ndhwc_dhwcf_q", window),
    named!("linalg.conv_3d_ncdhw_fcdhw", window),
    named!("linalg.depthwise_conv_1d_nwc_wc", window),
    named!("linalg.depthwise_conv_1d_ncw_cw", window),
    named!("linalg.depthwise_conv_1d_nwc_wcm", window),
    named!("linalg.depthwise_conv_2d_nchw_chw", window),
    named!("linalg.depthwise_conv_2d_nhwc_hwc", window),
    named!("linalg.depthwise_conv_2d_nhwc_hwc_q", window),
    named!("linalg.depthwise_conv_2d_nhwc_hwcm", window),
    named!("linalg.depthwise_conv_2d_nhwc_hwcm_q", window),
    named!("linalg.depthwise_conv_3d_ndhwc_dhwc", window),
    named!("linalg.depthwise_conv_3d_ncdhw_cdhw", window),
    named!("linalg.depthwise_conv_3d_ndhwc_dhwcm", window),
    named!("linalg.pooling_nhwc_sum", window),
    named!("linalg.pooling_nhwc_max", window),
    named!("linalg.pooling_nhwc_max_unsigned", window),
    named!("linalg.pooling_nhwc_min", window),
    named!("linalg.pooling_nhwc_min_unsigned", window),
    named!("linalg.pooling_nchw_sum", window),
    named!("linalg.pooling_nchw_max", window),
    named!("linalg.pooling_nwc_sum", window),
    named!("linalg.pooling_nwc_max", window),
    named!("linalg.pooling_nwc_max_unsigned", window),
    named!("linalg.pooling_nwc_min", window),
    named!("linalg.pooling_nwc_min_unsigned", window),
    named!("linalg.pooling_ncw_sum", window),
    named!("linalg.pooling_ncw_max", window),
    named!("linalg.pooling_ndhwc_sum", window),
    named!("linalg.pooling_ndhwc_max", window),
    named!("linalg.pooling_ndhwc_min", window),
];

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

/// The operand range of the inits (`outs`) of a linalg op in destination style; the inputs
/// are the operands before it.
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
    Some(
        (0..args)
            .map(|i| {
                if i < ins {
                    Some("in")
                } else if i + inits >= args {
                    Some(init)
                } else {
                    None
                }
            })
            .collect(),
    )
}

/// The DPS inputs and inits of a structured op.
pub fn inputs_and_inits(ir: &Ir, op: Op) -> (Vec<Value>, Vec<Value>) {
    let all = ir.operands(op);
    let r = inits_range(ir, op);
    (all[..r.start].to_vec(), all[r].to_vec())
}

/// The destination-style interface's inits.
fn dps_inits(ir: &Ir, op: Op) -> std::ops::Range<usize> {
    inits_range(ir, op)
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
    let on = |i: usize| EffectOn::Operand(i as u32);
    for (i, &v) in ir.operands(op).iter().enumerate() {
        if !ir.ctx.is_memref(ir.value_ty(v)) {
            continue;
        }
        if !inits.contains(&i) {
            out.push(Effect::new(EffectKind::Read, on(i)));
            continue;
        }
        if init_is_read(i) {
            out.push(Effect::new(EffectKind::Read, on(i)));
        }
        out.push(Effect::new(EffectKind::Write, on(i)));
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
            let a = ir.attr(op, "iterator_types").ok_or("requires attribute 'iterator_types'")?;
            let list = ir
                .ctx
                .as_array(a)
                .ok_or("attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.")?;
            list.iter().map(|&x| iterator_from_attr(&ir.ctx, x)).collect::<Option<Vec<_>>>().ok_or_else(|| {
                "attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.".to_string()
            })
        }
        "linalg.map" | "linalg.reduce" | "linalg.transpose" | "linalg.broadcast" => ops::iterator_types(ir, op),
        _ => named::iterator_types(ir, op),
    }
}

/// An `indexing_maps` array property.
fn maps_attr(ir: &Ir, op: Op) -> Result<Vec<AffineMap>, String> {
    let a = ir.attr(op, "indexing_maps").ok_or("requires attribute 'indexing_maps'")?;
    let bad = || "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute".to_string();
    let list = ir.ctx.as_array(a).ok_or_else(bad)?;
    list.iter().map(|&m| ir.ctx.as_affine_map(m).cloned()).collect::<Option<Vec<_>>>().ok_or_else(bad)
}

/// The shape of a ranked shaped type; scalars have rank 0.
fn static_shape(ctx: &Context, t: Type) -> Vec<i64> {
    ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default()
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
    let mut pos = 0usize;
    for m in maps {
        for e in &m.results {
            if let AffineExpr::Dim(d) = e {
                if let Some(slot) = first.get_mut(*d as usize) {
                    if slot.is_none() {
                        *slot = Some(pos);
                    }
                }
            }
            pos += 1;
        }
    }
    first.into_iter().collect()
}

fn map_str(m: &AffineMap) -> String {
    m.to_string()
}

/// Static loop ranges (`DYNAMIC` when unknown) of a verified structured op.
pub fn static_loop_ranges(ir: &Ir, op: Op) -> Option<Vec<i64>> {
    let maps = indexing_maps(ir, op).ok()?;
    let n = iterator_types(ir, op).ok()?.len();
    let inv = shapes_to_loops(&maps, n)?;
    let sizes: Vec<i64> = ir.operand_types(op).iter().flat_map(|&t| static_shape(&ir.ctx, t)).collect();
    inv.iter().map(|&i| sizes.get(i).copied()).collect()
}

/// Checks shared by every structured op (upstream's `verifyStructuredOpInterface` with
/// `IndexingMapOpInterface::verifyImpl`). Reports the first problem and returns false.
pub fn verify_structured(v: &mut Verifier, op: Op) -> bool {
    let ir = v.ir;
    let ctx = &ir.ctx;
    let types = ir.operand_types(op);
    // pure tensor or buffer semantics
    let any_tensor = types.iter().any(|&t| ctx.is_tensor(t));
    let any_memref = types.iter().any(|&t| ctx.is_memref(t));
    if any_tensor && any_memref {
        v.err(op, "expected to have pure tensor or buffer semantics");
        return false;
    }
    let maps = match indexing_maps(ir, op) {
        Ok(m) => m,
        Err(e) => {
            v.err(op, e);
            return false;
        }
    };
    let iters = match iterator_types(ir, op) {
        Ok(i) => i,
        Err(e) => {
            v.err(op, e);
            return false;
        }
    };
    if maps.len() != types.len() {
        v.err(
            op,
            format!(
                "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
                maps.len(),
                types.len()
            ),
        );
        return false;
    }
    let mut sizes = vec![];
    for (i, (m, &t)) in maps.iter().zip(&types).enumerate() {
        let shape = static_shape(ctx, t);
        if m.syms != 0 {
            v.err(op, format!("unexpected symbols in indexing_map #{i}"));
            return false;
        }
        if m.results.len() != shape.len() {
            v.err(
                op,
                format!(
                    "expected operand #{i} rank ({}) to match the result rank of indexing_map ({})",
                    shape.len(),
                    m.results.len()
                ),
            );
            return false;
        }
        sizes.extend(shape);
    }
    let num_loops = maps.iter().map(|m| m.dims as usize).max().unwrap_or(0);
    let Some(inv) = shapes_to_loops(&maps, num_loops) else {
        let all: Vec<String> = maps.iter().flat_map(|m| m.results.iter().map(|e| e.to_string())).collect();
        let dims: Vec<String> = (0..num_loops).map(|i| format!("d{i}")).collect();
        v.err(op, format!("invalid indexing maps are non-invertible: (({}) -> ({}))", dims.join(", "), all.join(", ")));
        return false;
    };
    let ends: Vec<i64> = inv.iter().map(|&i| sizes.get(i).copied().unwrap_or(DYNAMIC)).collect();
    if !ends.contains(&DYNAMIC) {
        let last: Vec<i64> = ends.iter().map(|&e| e.saturating_sub(1)).collect();
        let zeros = vec![0i64; last.len()];
        for (i, (m, &t)) in maps.iter().zip(&types).enumerate() {
            let shape = static_shape(ctx, t);
            let (Some(lo), Some(hi)) = (m.eval(&zeros, &[]), m.eval(&last, &[])) else { continue };
            for (d, &s) in shape.iter().enumerate() {
                if s == DYNAMIC || s == 0 {
                    continue;
                }
                let (a, b) = (lo.get(d).copied().unwrap_or(0), hi.get(d).copied().unwrap_or(0));
                let inferred = a.max(b).saturating_add(1);
                if a.min(b) < 0 {
                    v.err(op, format!("unexpected result less than 0 at expression #{d} in {}", map_str(m)));
                    return false;
                }
                if matches!(m.results.get(d), Some(AffineExpr::Dim(_))) {
                    if inferred != s {
                        v.err(op, format!("inferred input/output operand #{i} has shape's dimension #{d} to be {inferred}, but found {s}"));
                        return false;
                    }
                } else if inferred > s {
                    v.err(op, format!("inferred input/output operand #{i} has shape's dimension #{d} to be greater than or equal to {inferred}, but found {s}"));
                    return false;
                }
            }
        }
    }
    for (i, m) in maps.iter().enumerate() {
        if m.dims as usize != iters.len() {
            v.err(
                op,
                format!("expected indexing_map #{i} to have {} dim(s) to match the number of loops", iters.len()),
            );
            return false;
        }
    }
    let regions = ir.regions(op);
    let block = match regions {
        [r] if ir.num_blocks(*r) == 1 => ir.entry_block(*r).unwrap(),
        _ => {
            v.err(op, "expects to have 1 region with 1 block");
            return false;
        }
    };
    let args = ir.args(block);
    if args.len() != types.len() {
        v.err(op, "expected as many non-induction variable region arguments as the number of input/output operands");
        return false;
    }
    for (i, (&a, &t)) in args.iter().zip(&types).enumerate() {
        let (at, et) = (ir.value_ty(a), elem_or_self(ctx, t));
        if at != et {
            let (x, y) = (v.ty_str(at), v.ty_str(et));
            v.err(op, format!("expected type of bb argument #{i} ('{x}') to match element or self type of the corresponding operand ('{y}')"));
            return false;
        }
    }
    true
}

/// ODS-level checks of a destination-style op with `ins`/`outs`: segment sizes, shaped inits,
/// ranked-tensor results. Returns the inputs and inits.
pub fn verify_dps_operands(v: &mut Verifier, op: Op, segmented: bool) -> Option<(Vec<Value>, Vec<Value>)> {
    if segmented {
        check_segments(v, op, 2)?;
    }
    let ir = v.ir;
    let (ins, outs) = inputs_and_inits(ir, op);
    let ctx = &ir.ctx;
    for (i, &o) in outs.iter().enumerate() {
        let t = ir.value_ty(o);
        if !ctx.is_shaped(t)
            && !matches!(ctx.type_kind(t), TypeKind::UnrankedTensor { .. } | TypeKind::UnrankedMemRef { .. })
        {
            let s = v.ty_str(t);
            v.err(
                op,
                format!("operand #{} must be variadic of shaped of any type values, but got '{s}'", ins.len() + i),
            );
            return None;
        }
    }
    for (i, &r) in ir.results(op).iter().enumerate() {
        let t = ir.value_ty(r);
        if !ctx.is_tensor(t) {
            let s = v.ty_str(t);
            v.err(op, format!("result #{i} must be variadic of ranked tensor of any type values, but got '{s}'"));
            return None;
        }
    }
    Some((ins, outs))
}

/// Upstream's `DestinationStyleOpInterface` check: one tensor result per tensor init, of the
/// same type.
pub fn verify_dps_results(v: &mut Verifier, op: Op) -> bool {
    let ir = v.ir;
    let ctx = &ir.ctx;
    let (ins, outs) = inputs_and_inits(ir, op);
    let mut tensor_inits = vec![];
    for (i, &o) in outs.iter().enumerate() {
        let t = ir.value_ty(o);
        if matches!(ctx.type_kind(t), TypeKind::Tensor { .. } | TypeKind::UnrankedTensor { .. }) {
            tensor_inits.push((ins.len() + i, t));
        } else if !matches!(ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }) {
            v.err(op, format!("expected that operand #{} is a tensor or a memref", ins.len() + i));
            return false;
        }
    }
    let results = ir.result_types(op);
    if results.len() != tensor_inits.len() {
        v.err(
            op,
            format!(
                "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
                results.len(),
                tensor_inits.len()
            ),
        );
        return false;
    }
    for (&(i, t), &r) in tensor_inits.iter().zip(&results) {
        if t != r {
            let (a, b) = (v.ty_str(t), v.ty_str(r));
            v.err(op, format!("expected type of operand #{i} ('{a}') to match type of corresponding result ('{b}')"));
            return false;
        }
    }
    true
}

/// The checks upstream runs after verifying the op's region (`verifyWithRegions`): the
/// implicit terminator, the DPS results and the structured-op interface.
pub fn verify_region_level(v: &mut Verifier, op: Op) {
    if !check_terminator(v, op) || !verify_dps_results(v, op) {
        return;
    }
    verify_structured(v, op);
}

// ----- shared custom-form pieces -----

/// What `ins(...) outs(...)` parsed.
pub struct InsOuts {
    pub ins: Vec<Type>,
    pub outs: Vec<Type>,
}

/// `[<{props}>] [{attrs}] [ins(%a, %b : T, U)] [outs(%c : V)]`; resolves the operands into
/// `st.operands` (inputs first).
pub(crate) fn parse_ins_outs(p: &mut Parser, st: &mut OpState) -> PResult<InsOuts> {
    if p.is(&Tok::Less) {
        p.bump();
        let pos = p.tok.start;
        let d = p.parse_attr()?;
        match p.ir.ctx.attr_kind(d) {
            AttrKind::Dict(e) => {
                for &(n, a) in &e.clone() {
                    st.props = insert_sorted(&p.ir.ctx, std::mem::take(&mut st.props), n, a);
                }
            }
            _ => return p.err_at(pos, "expected a dictionary of properties"),
        }
        p.expect(Tok::Greater, "'>'")?;
    }
    p.parse_attr_dict(st)?;
    let mut r = InsOuts { ins: vec![], outs: vec![] };
    let mut in_uses: Vec<UOperand> = vec![];
    let mut out_uses: Vec<UOperand> = vec![];
    let (mut in_pos, mut out_pos) = (p.tok.start, p.tok.start);
    if p.parse_optional_keyword("ins") {
        p.expect(Tok::LParen, "'('")?;
        in_pos = p.tok.start;
        in_uses = p.parse_operand_list()?;
        p.expect(Tok::Colon, "':'")?;
        r.ins = p.parse_type_list_no_parens()?;
        p.expect(Tok::RParen, "')'")?;
    }
    if p.parse_optional_keyword("outs") {
        out_pos = p.tok.start;
        p.expect(Tok::LParen, "'('")?;
        out_uses = p.parse_operand_list()?;
        p.expect(Tok::Colon, "':'")?;
        r.outs = p.parse_type_list_no_parens()?;
        p.expect(Tok::RParen, "')'")?;
    }
    let mut vals = p.resolve_all(&in_uses, &r.ins, in_pos)?;
    vals.extend(p.resolve_all(&out_uses, &r.outs, out_pos)?);
    st.operands = vals;
    Ok(r)
}

/// ` ins(%a : T) outs(%b : U)`, each part only when not empty.
pub fn print_ins_outs(pr: &mut Printer, ins: &[Value], outs: &[Value]) {
    for (kw, vals) in [("ins", ins), ("outs", outs)] {
        if vals.is_empty() {
            continue;
        }
        pr.w(" ");
        pr.w(kw);
        pr.w("(");
        pr.operands(vals);
        pr.w(" : ");
        let ts: Vec<Type> = vals.iter().map(|&x| pr.ir.value_ty(x)).collect();
        pr.types(&ts);
        pr.w(")");
    }
}

/// `-> T` or `-> (T, U)` when present.
pub(crate) fn parse_optional_arrow_types(p: &mut Parser) -> PResult<Vec<Type>> {
    if p.optional(Tok::Arrow) {
        return p.parse_function_result_types();
    }
    Ok(vec![])
}

/// ` -> T` or ` -> (T, U)`, nothing for no results.
pub fn print_arrow_types(pr: &mut Printer, ts: &[Type]) {
    if ts.is_empty() {
        return;
    }
    pr.w(" -> ");
    pr.result_types(ts);
}

/// A new region with one block whose arguments are the element types of `types` (a scalar
/// operand gives its own type).
pub fn new_body(ir: &mut Ir, types: &[Type]) -> (Region, Block) {
    let r = ir.new_region();
    let b = ir.new_block();
    ir.append_block(r, b);
    for &t in types {
        let et = elem_or_self(&ir.ctx, t);
        let v = ir.add_block_arg(b, et);
        let loc = ir.ctx.unknown_loc();
        ir.set_value_loc(v, Some(loc));
    }
    (r, b)
}

/// `[1, 2, 3]` as a list of integers.
pub(crate) fn parse_i64_list(p: &mut Parser) -> PResult<Vec<i64>> {
    let mut v = vec![];
    p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
        v.push(p.parse_i64()?);
        Ok(())
    })?;
    Ok(v)
}

pub fn print_i64_list(pr: &mut Printer, v: &[i64]) {
    pr.w("[");
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    pr.w(&s.join(", "));
    pr.w("]");
}

// ----- linalg.generic -----

const GENERIC_TRAIT_ATTRS: &[&str] = &["doc", "indexing_maps", "iterator_types", "library_call"];

fn parse_generic(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let pos = p.tok.start;
    if !p.is(&Tok::LBrace) {
        return p.err("expected attribute value");
    }
    let d = p.parse_attr()?;
    let entries = match p.ir.ctx.attr_kind(d) {
        AttrKind::Dict(e) => e.clone(),
        _ => return p.err_at(pos, "invalid kind of attribute specified"),
    };
    let its = p.ir.ctx.lookup_sym("iterator_types");
    let Some(&(its_name, its_attr)) = entries.iter().find(|e| Some(e.0) == its) else {
        return p.err_at(pos, "expected iterator_types array attribute");
    };
    let Some(list) = p.ir.ctx.as_array(its_attr).map(|l| l.to_vec()) else {
        return p.err_at(pos, "expected iterator_types array attribute");
    };
    let mut conv = vec![];
    for a in list {
        let kind = match p.ir.ctx.as_str(a) {
            Some(s) => {
                let s = String::from_utf8_lossy(s).into_owned();
                match iterator_from_name(&s) {
                    Some(k) => k,
                    None => return p.err(format!("unexpected iterator_type ({s})")),
                }
            }
            None => match iterator_from_attr(&p.ir.ctx, a) {
                Some(k) => k,
                None => return p.err_at(pos, "expected iterator_types array attribute"),
            },
        };
        conv.push(p.ir.ctx.dialect_attr("linalg", &format!("iterator_type<{}>", kind.name())));
    }
    let conv = p.ir.ctx.array_attr(conv);
    for (n, a) in entries {
        let a = if n == its_name { conv } else { a };
        st.attrs = insert_sorted(&p.ir.ctx, std::mem::take(&mut st.attrs), n, a);
    }
    let io = parse_ins_outs(p, st)?;
    if p.parse_optional_keyword("attrs") {
        p.expect(Tok::Equal, "'='")?;
        p.parse_attr_dict(st)?;
    }
    let r = p.parse_region(vec![], false)?;
    st.regions.push(r);
    st.types = parse_optional_arrow_types(p)?;
    set_segments(p, st, &[io.ins.len(), io.outs.len()]);
    Ok(())
}

fn print_generic(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("linalg.generic {");
    let mut first = true;
    for &name in GENERIC_TRAIT_ATTRS {
        let Some(a) = ir.attr(op, name) else { continue };
        if !first {
            pr.w(", ");
        }
        first = false;
        pr.w(name);
        pr.w(" = ");
        if name == "iterator_types" {
            let its = iterator_types(ir, op).unwrap_or_default();
            let s: Vec<String> = its.iter().map(|k| format!("\"{}\"", k.name())).collect();
            pr.w(&format!("[{}]", s.join(", ")));
        } else {
            pr.attr(a);
        }
    }
    pr.w("}");
    let (ins, outs) = inputs_and_inits(ir, op);
    print_ins_outs(pr, &ins, &outs);
    let has_extra = ir
        .props(op)
        .iter()
        .chain(ir.attrs(op).iter())
        .any(|(n, _)| !GENERIC_TRAIT_ATTRS.contains(&ir.ctx.str(*n)) && ir.ctx.str(*n) != "operandSegmentSizes");
    if has_extra {
        pr.w(" attrs = ");
        pr.attr_dict(op, GENERIC_TRAIT_ATTRS);
    }
    if let Some(&r) = ir.regions(op).first() {
        if !ir.region_is_empty(r) {
            pr.w(" ");
            pr.region(r, true, true);
        }
    }
    print_arrow_types(pr, &ir.result_types(op));
}

/// The custom printer needs iterator types it can spell.
fn can_print_generic(ir: &Ir, op: Op) -> bool {
    iterator_types(ir, op).is_ok()
}

fn verify_generic(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if verify_dps_operands(v, op, true).is_none() {
        return;
    }
    if let Err(e) = maps_attr(ir, op) {
        v.err(op, e);
        return;
    }
    if let Err(e) = iterator_types(ir, op) {
        v.err(op, e);
        return;
    }
    for name in ["doc", "library_call"] {
        if let Some(a) = ir.attr(op, name) {
            if ir.ctx.as_str(a).is_none() {
                v.err(op, format!("attribute '{name}' failed to satisfy constraint: string attribute"));
                return;
            }
        }
    }
}

/// The single block ends in `linalg.yield` (SingleBlockImplicitTerminator).
fn check_terminator(v: &mut Verifier, op: Op) -> bool {
    let ir = v.ir;
    for &r in ir.regions(op) {
        if ir.num_blocks(r) > 1 {
            v.err(op, "expects region #0 to have 0 or 1 blocks");
            return false;
        }
        if let Some(b) = ir.entry_block(r) {
            if let Some(t) = ir.terminator(b) {
                let n = ir.op_name(t);
                if n != "linalg.yield" {
                    let n = n.to_string();
                    v.err_note(
                        op,
                        format!("expects regions to end with 'linalg.yield', found '{n}'"),
                        op,
                        "in custom textual format, the absence of terminator implies 'linalg.yield'",
                    );
                    return false;
                }
            }
        }
    }
    true
}

// ----- linalg.yield -----

fn parse_yield(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let pos = p.tok.start;
    let uses = p.parse_operand_list()?;
    p.parse_attr_dict(st)?;
    let tys = if uses.is_empty() { vec![] } else { p.parse_optional_colon_type_list()? };
    st.operands = p.resolve_all(&uses, &tys, pos)?;
    Ok(())
}

fn print_yield(pr: &mut Printer, op: Op) {
    pr.w("linalg.yield");
    let ops = pr.ir.operands(op).to_vec();
    if !ops.is_empty() {
        pr.w(" ");
        pr.operands(&ops);
    }
    pr.attr_dict(op, &[]);
    if !ops.is_empty() {
        pr.w(" : ");
        let ts = pr.ir.operand_types(op);
        pr.types(&ts);
    }
}

fn verify_yield(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(parent) = ir.parent_op(op) else {
        v.err(op, "expected parent op with LinalgOp interface");
        return;
    };
    check_yield(v, op, parent);
}

/// The checks of a `linalg.yield` in `parent`; reports at the yield.
fn check_yield(v: &mut Verifier, op: Op, parent: Op) -> bool {
    let ir = v.ir;
    let pregions = ir.regions(parent);
    if pregions.len() != 1 || ir.region_is_empty(pregions[0]) {
        v.err(op, "expected single non-empty parent region");
        return false;
    }
    if !is_structured(ir.op_name(parent)) {
        v.err(op, "expected parent op with LinalgOp interface");
        return false;
    }
    let (_, outs) = inputs_and_inits(ir, parent);
    let vals = ir.operands(op);
    if vals.len() != outs.len() {
        v.err(op, format!("expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})", vals.len(), outs.len()));
        return false;
    }
    for (i, (&y, &o)) in vals.iter().zip(&outs).enumerate() {
        let et = elem_or_self(&ir.ctx, ir.value_ty(o));
        let yt = ir.value_ty(y);
        if yt != et {
            let (a, b) = (v.ty_str(yt), v.ty_str(et));
            v.err(op, format!("type of yield operand {} ('{a}') doesn't match the element type of the enclosing linalg.generic op ('{b}')", i + 1));
            return false;
        }
    }
    true
}

// ----- linalg.index -----

fn parse_index(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let pos = p.tok.start;
    let d = p.parse_u64("expected integer value")?;
    if d > i64::MAX as u64 {
        return p.err_at(pos, "integer value too large");
    }
    let a = p.ir.ctx.i64_attr(d as i64);
    st.add_attr(p.ir, "dim", a);
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let tpos = p.tok.start;
    let t = p.parse_type()?;
    if !p.ir.ctx.is_index(t) {
        let s = crate::syntax::printer::type_to_string(&p.ir.ctx, t);
        return p.err_at(
            tpos,
            format!("custom op 'linalg.index' invalid kind of type specified: expected builtin.index, but found '{s}'"),
        );
    }
    st.types = vec![t];
    Ok(())
}

fn print_index(pr: &mut Printer, op: Op) {
    pr.w("linalg.index ");
    let d = pr.ir.attr(op, "dim").and_then(|a| pr.ir.ctx.as_int(a)).unwrap_or(0);
    pr.w(&d.to_string());
    pr.attr_dict(op, &["dim"]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(pr.ir.result(op, 0)));
}

fn verify_index(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !counts(v, op, 0, 1) {
        return;
    }
    let Some(d) = ir.attr(op, "dim").and_then(|a| ir.ctx.as_int(a)) else {
        v.err(op, "requires attribute 'dim'");
        return;
    };
    if d < 0 {
        v.err(
            op,
            "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0",
        );
        return;
    }
    let t = ir.value_ty(ir.result(op, 0));
    if !ir.ctx.is_index(t) {
        let s = v.ty_str(t);
        v.err(op, format!("result #0 must be index, but got '{s}'"));
        return;
    }
    let parent = ir.parent_op(op);
    let Some(parent) = parent.filter(|&p| is_structured(ir.op_name(p))) else {
        v.err(op, "expected parent op with LinalgOp interface");
        return;
    };
    let loops = iterator_types(ir, parent).map(|i| i.len()).unwrap_or(0);
    if loops as i128 <= d {
        v.err(
            op,
            format!("expected dim ({d}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"),
        );
    }
}
