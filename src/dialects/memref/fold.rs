//! Folders and canonicalization patterns of the `memref` dialect, as MLIR 22's
//! (`MemRefOps.cpp`):
//!
//! - `memref.cast` folding into its users (upstream's `foldMemRefCast`): `load`, `store`,
//!   `dealloc`, `prefetch`, `atomic_rmw`, `dma_start`, `dma_wait`, `dim`, `cast`,
//!   `extract_strided_metadata`, `reinterpret_cast` take the cast's (ranked) source; `copy`,
//!   `subview`, `collapse_shape` and `view` only casts that lose static information
//!   (`CastOp::canFoldIntoConsumerOp`);
//! - identity casts (`cast`, `memory_space_cast`) fold to their source;
//! - `dim` of a static size, of an `alloc`/`alloca`/`view`/`subview` dynamic size, of a
//!   `reshape` (a load of its shape operand); `rank` of a ranked memref;
//! - allocations: constant dynamic sizes become static (`SimplifyAllocConst`, with a cast
//!   back), allocations used only by stores into them and deallocations go
//!   (`SimplifyDeadAlloc`), `alloca_scope` without allocations (or last in an allocation
//!   scope) is inlined;
//! - `copy` to itself or of an empty memref goes;
//! - views: `subview`/`view`/`reinterpret_cast` with constant operands get static sizes,
//!   offsets and strides (with a cast to the old type), trivial ones fold to their source,
//!   chains of `transpose`, `memory_space_cast`, `reinterpret_cast`, `assume_alignment`
//!   and inverse `expand_shape`/`collapse_shape` pairs fold;
//! - `extract_strided_metadata` results known from the source type become constants, and a
//!   `reinterpret_cast` rebuilding its source from it becomes the source.
//!
//! Left out (not needed by memref-level programs): the `ComposeReassociativeReshapeOps` /
//! `ComposeExpandOfCollapseOp` family, `AllocaScopeHoister`, `bubbleDownCasts`.
//!
//! Deliberate difference: `subview(cast(x))` is not rewritten when the subview's static
//! offsets, sizes and strides run out of the bounds of `x`'s more static type (upstream
//! rewrites and leaves IR that fails verification).

use super::{
    collapsed_layout, is_identity_layout, ranked, reduction_mask_from_strides, sat_add, sat_mul, strided_memref,
    strides_and_offset,
};
use crate::dialects::common::{dense_array, segments, slice_out_of_bounds};
use crate::ir::rewrite::{FoldResult, Folded, Pattern, Rewriter};
use crate::ir::*;

// ===== helpers =====

/// The integer value of `v` when a constant-like op defines it.
pub(crate) fn const_int(ir: &Ir, v: Value) -> Option<i64> {
    let d = ir.defining_op(v)?;
    if !ir.def(d).has(crate::ir::registry::CONSTANT_LIKE) {
        return None;
    }
    let a = ir.attr(d, "value")?;
    match ir.ctx.attr_kind(a) {
        AttrKind::Int { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

fn attr_int(ir: &Ir, a: Option<Attr>) -> Option<i64> {
    match ir.ctx.attr_kind(a?) {
        AttrKind::Int { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// The source of a `memref.cast` defining `v`.
fn cast_source(ir: &Ir, v: Value) -> Option<Value> {
    let d = ir.defining_op(v)?;
    (ir.op_name(d) == "memref.cast").then(|| ir.operand(d, 0))
}

fn defined_by(ir: &Ir, v: Value, name: &str) -> Option<Op> {
    let d = ir.defining_op(v)?;
    (ir.op_name(d) == name).then_some(d)
}

/// Upstream's `foldMemRefCast`: every operand (other than `inner`) defined by a `memref.cast`
/// from a ranked memref takes the cast's source. Returns whether anything changed.
fn fold_memref_cast(ir: &mut Ir, op: Op, inner: Option<Value>) -> bool {
    let mut changed = false;
    for i in 0..ir.operands(op).len() {
        let v = ir.operand(op, i);
        if Some(v) == inner {
            continue;
        }
        if let Some(src) = cast_source(ir, v) {
            if ranked(&ir.ctx, ir.value_ty(src)).is_some() {
                ir.set_operand(op, i, src);
                changed = true;
            }
        }
    }
    changed
}

fn in_place(changed: bool) -> Folded {
    if changed {
        Folded::InPlace
    } else {
        Folded::Failed
    }
}

/// `CastOp::canFoldIntoConsumerOp`: a cast between ranked strided memrefs of one element type
/// and rank that makes no size, offset or stride more static.
pub(crate) fn can_fold_into_consumer(ir: &Ir, cast: Op) -> bool {
    let (st, rt) = (ir.value_ty(ir.operand(cast, 0)), ir.value_ty(ir.result(cast, 0)));
    let (Some(s), Some(r)) = (ranked(&ir.ctx, st), ranked(&ir.ctx, rt)) else { return false };
    if s.elem != r.elem || s.shape.len() != r.shape.len() {
        return false;
    }
    let (Some((ss, so)), Some((rs, ro))) = (strides_and_offset(&ir.ctx, st), strides_and_offset(&ir.ctx, rt)) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !(s.shape.iter().zip(&r.shape).any(|(&a, &b)| more_static(a, b))
        || more_static(so, ro)
        || ss.iter().zip(&rs).any(|(&a, &b)| more_static(a, b)))
}

/// A static or dynamic index (MLIR's `OpFoldResult` of an index).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ofr {
    Const(i64),
    Val(Value),
}

impl Ofr {
    fn constant(self) -> Option<i64> {
        match self {
            Ofr::Const(c) => Some(c),
            Ofr::Val(_) => None,
        }
    }
}

/// `getAsOpFoldResult`: a constant-defined value becomes its constant.
fn as_ofr(ir: &Ir, v: Value) -> Ofr {
    const_int(ir, v).map(Ofr::Const).unwrap_or(Ofr::Val(v))
}

/// Static entries of `stat` with the values of `dyns` in the dynamic positions.
fn mixed(stat: &[i64], dyns: &[Value]) -> Vec<Ofr> {
    let mut it = dyns.iter();
    stat.iter()
        .map(|&s| if s == DYNAMIC { it.next().map(|&v| Ofr::Val(v)).unwrap_or(Ofr::Const(s)) } else { Ofr::Const(s) })
        .collect()
}

/// `dispatchIndexOpFoldResults`: the static list (`DYNAMIC` for values) and the values.
fn dispatch(ofrs: &[Ofr]) -> (Vec<i64>, Vec<Value>) {
    let mut stat = vec![];
    let mut dyns = vec![];
    for &o in ofrs {
        match o {
            Ofr::Const(c) => stat.push(c),
            Ofr::Val(v) => {
                stat.push(DYNAMIC);
                dyns.push(v);
            }
        }
    }
    (stat, dyns)
}

/// `constifyIndexValues`: entries static in `known` become constants, values defined by
/// constants too.
fn constify(ir: &Ir, values: &mut [Ofr], known: &[i64]) {
    for (v, &k) in values.iter_mut().zip(known) {
        if k != DYNAMIC {
            *v = Ofr::Const(k);
        } else if let Ofr::Val(x) = *v {
            *v = as_ofr(ir, x);
        }
    }
}

/// The offsets, sizes and strides of a subview or reinterpret_cast (operand groups 1..4).
fn oss(ir: &Ir, op: Op) -> Option<[Vec<Ofr>; 3]> {
    let segs = segments(ir, op);
    if segs.len() != 4 {
        return None;
    }
    let o = dense_array(ir, op, "static_offsets")?;
    let s = dense_array(ir, op, "static_sizes")?;
    let t = dense_array(ir, op, "static_strides")?;
    Some([mixed(&o, &segs[1]), mixed(&s, &segs[2]), mixed(&t, &segs[3])])
}

/// Creates a subview or reinterpret_cast of `src` with the given mixed lists.
fn create_oss(rw: &mut Rewriter, name: &str, ty: Type, src: Value, lists: &[Vec<Ofr>; 3]) -> Value {
    let (so, dof) = dispatch(&lists[0]);
    let (ss, dsz) = dispatch(&lists[1]);
    let (st, dst) = dispatch(&lists[2]);
    let seg = rw.ir.ctx.dense_i32_array(&[1, dof.len() as i64, dsz.len() as i64, dst.len() as i64]);
    let (ao, asz, ast) =
        (rw.ir.ctx.dense_i64_array(&so), rw.ir.ctx.dense_i64_array(&ss), rw.ir.ctx.dense_i64_array(&st));
    let mut operands = vec![src];
    operands.extend(dof);
    operands.extend(dsz);
    operands.extend(dst);
    let props =
        vec![("operandSegmentSizes", seg), ("static_offsets", ao), ("static_sizes", asz), ("static_strides", ast)];
    rw.create_value(name, operands, ty, props)
}

/// `v` as type `ty`: `v` itself or a new `memref.cast`.
fn cast_to(rw: &mut Rewriter, v: Value, ty: Type) -> Value {
    if rw.ir.value_ty(v) == ty {
        v
    } else {
        rw.create_value("memref.cast", vec![v], ty, vec![])
    }
}

fn memref_with_shape(ctx: &mut Context, t: Type, shape: Vec<i64>) -> Option<Type> {
    let m = ranked(ctx, t)?;
    Some(ctx.ty(TypeKind::MemRef { shape, elem: m.elem, layout: m.layout, space: m.space }))
}

// ===== accesses: folding casts =====

pub(super) fn fold_all_casts(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    in_place(fold_memref_cast(ir, op, None))
}

pub(super) fn fold_store(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let value = ir.operand(op, 0);
    in_place(fold_memref_cast(ir, op, Some(value)))
}

pub(super) fn fold_atomic_rmw(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let value = ir.operand(op, 0);
    in_place(fold_memref_cast(ir, op, Some(value)))
}

/// `copy(cast(x))`: only casts that lose static information (`FoldCopyOfCast`).
pub(super) fn fold_copy(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    for i in 0..ir.operands(op).len() {
        let v = ir.operand(op, i);
        if let Some(c) = defined_by(ir, v, "memref.cast") {
            if can_fold_into_consumer(ir, c) {
                let src = ir.operand(c, 0);
                ir.set_operand(op, i, src);
                return Folded::InPlace;
            }
        }
    }
    Folded::Failed
}

/// `memref.copy %x, %x` and copies of empty memrefs go; so does a copy between two views of
/// one buffer (through `subview`, `expand_shape`, `collapse_shape`, `cast`) with the same
/// static shape, offset and strides (but those of unit dimensions): the same elements in the
/// same order (a producer that computed into a padded buffer's interior, then inserted there).
pub(super) struct FoldSelfCopy;
impl Pattern for FoldSelfCopy {
    fn name(&self) -> &'static str {
        "FoldSelfCopy"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let (a, b) = (rw.ir.operand(op, 0), rw.ir.operand(op, 1));
        if a != b && !same_view(rw.ir, a, b) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

/// Whether `a` and `b` are views of one buffer with the same static shape, offset and strides
/// (those of unit dimensions aside).
fn same_view(ir: &Ir, a: Value, b: Value) -> bool {
    let root = |mut v: Value| {
        while let Some(d) = ir.defining_op(v) {
            if !matches!(
                ir.op_name(d),
                "memref.subview" | "memref.expand_shape" | "memref.collapse_shape" | "memref.cast"
            ) {
                break;
            }
            v = ir.operand(d, 0);
        }
        v
    };
    let layout = |v: Value| {
        let t = ir.value_ty(v);
        let shape = ir.ctx.shape(t)?.to_vec();
        let (strides, offset) = crate::ir::layout::strides_and_offset(&ir.ctx, t)?;
        if shape.contains(&DYNAMIC) || strides.contains(&DYNAMIC) || offset == DYNAMIC {
            return None;
        }
        let strides: Vec<i64> = strides.iter().zip(&shape).map(|(&s, &n)| if n == 1 { 0 } else { s }).collect();
        Some((shape, strides, offset))
    };
    let la = layout(a);
    root(a) == root(b) && la.is_some() && la == layout(b)
}

pub(super) struct FoldEmptyCopy;
impl Pattern for FoldEmptyCopy {
    fn name(&self) -> &'static str {
        "FoldEmptyCopy"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let empty = |v: Value| ranked(&rw.ir.ctx, rw.ir.value_ty(v)).is_some_and(|m| m.shape.contains(&0));
        if !empty(rw.ir.operand(op, 0)) && !empty(rw.ir.operand(op, 1)) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

// ===== casts =====

/// `cast(cast(x))` → `cast(x)` (ranked `x`), then an identity cast folds to its source.
pub(super) fn fold_cast(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let changed = fold_memref_cast(ir, op, None);
    let src = ir.operand(op, 0);
    if ir.value_ty(src) == ir.value_ty(ir.result(op, 0)) {
        return Folded::Results(vec![FoldResult::Value(src)]);
    }
    in_place(changed)
}

/// `memory_space_cast(memory_space_cast(x))` → `memory_space_cast(x)`; identity casts fold.
pub(super) fn fold_memory_space_cast(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let mut changed = false;
    if let Some(prev) = defined_by(ir, ir.operand(op, 0), "memref.memory_space_cast") {
        let src = ir.operand(prev, 0);
        ir.set_operand(op, 0, src);
        changed = true;
    }
    let src = ir.operand(op, 0);
    if ir.value_ty(src) == ir.value_ty(ir.result(op, 0)) {
        return Folded::Results(vec![FoldResult::Value(src)]);
    }
    in_place(changed)
}

/// `assume_alignment(assume_alignment(x, a), a)` → the inner one.
pub(super) fn fold_assume_alignment(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let Some(prev) = defined_by(ir, ir.operand(op, 0), "memref.assume_alignment") else { return Folded::Failed };
    let a = |o: Op| attr_int(ir, ir.attr(o, "alignment"));
    if a(prev).is_none() || a(prev) != a(op) {
        return Folded::Failed;
    }
    Folded::Results(vec![FoldResult::Value(ir.operand(op, 0))])
}

// ===== dim / rank =====

/// The position of dimension `i` among the dynamic dimensions of `shape`.
fn dynamic_dim_index(shape: &[i64], i: usize) -> usize {
    shape[..i].iter().filter(|&&d| d == DYNAMIC).count()
}

/// `SubViewOp::getDroppedDims` (strides of unit dimensions disambiguate).
fn subview_dropped_dims(ir: &Ir, sv: Op) -> Option<Vec<bool>> {
    let (st, rt) = (ir.value_ty(ir.operand(sv, 0)), ir.value_ty(ir.result(sv, 0)));
    let sizes = dense_array(ir, sv, "static_sizes")?;
    let (src_strides, _) = strides_and_offset(&ir.ctx, st)?;
    let res = ranked(&ir.ctx, rt)?;
    let (res_strides, _) = strides_and_offset(&ir.ctx, rt)?;
    let sizes: Vec<i64> = mixed(&sizes, &segments(ir, sv)[2])
        .iter()
        .map(|o| match o {
            Ofr::Const(c) => *c,
            Ofr::Val(_) => DYNAMIC,
        })
        .collect();
    reduction_mask_from_strides(&sizes, &src_strides, &res.shape, &res_strides)
}

pub(super) fn fold_dim(ir: &mut Ir, op: Op, consts: &[Option<Attr>]) -> Folded {
    let Some(index) = attr_int(ir, consts.get(1).copied().flatten()) else { return Folded::Failed };
    let src = ir.operand(op, 0);
    let Some(m) = ranked(&ir.ctx, ir.value_ty(src)) else { return Folded::Failed };
    if index < 0 || index as usize >= m.shape.len() {
        return Folded::Failed;
    }
    let i = index as usize;
    if m.shape[i] != DYNAMIC {
        let a = ir.ctx.index_attr(m.shape[i]);
        return Folded::Results(vec![FoldResult::Attr(a)]);
    }
    if let Some(d) = ir.defining_op(src) {
        let dyn_pos = dynamic_dim_index(&m.shape, i);
        match ir.op_name(d) {
            "memref.alloc" | "memref.alloca" => {
                if let Some(&v) = segments(ir, d).first().and_then(|s| s.get(dyn_pos)) {
                    return Folded::Results(vec![FoldResult::Value(v)]);
                }
            }
            "memref.view" => {
                if let Some(&v) = ir.operands(d).get(2 + dyn_pos) {
                    return Folded::Results(vec![FoldResult::Value(v)]);
                }
            }
            "memref.subview" => {
                let Some(dropped) = subview_dropped_dims(ir, d) else { return Folded::Failed };
                let Some(src_index) = (0..dropped.len()).filter(|&k| !dropped[k]).nth(i) else {
                    return Folded::Failed;
                };
                let Some(sizes) = dense_array(ir, d, "static_sizes") else { return Folded::Failed };
                if sizes.get(src_index) != Some(&DYNAMIC) {
                    return Folded::Failed;
                }
                let pos = dynamic_dim_index(&sizes, src_index);
                if let Some(&v) = segments(ir, d).get(2).and_then(|s| s.get(pos)) {
                    return Folded::Results(vec![FoldResult::Value(v)]);
                }
                return Folded::Failed;
            }
            _ => {}
        }
    }
    in_place(fold_memref_cast(ir, op, None))
}

/// `dim(reshape(x, shape), i)` → `load shape[i]` (cast to index), placed after the reshape,
/// when `i` is available there (`DimOfMemRefReshape`).
pub(super) struct DimOfMemRefReshape;
impl Pattern for DimOfMemRefReshape {
    fn name(&self) -> &'static str {
        "DimOfMemRefReshape"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(reshape) = defined_by(ir, ir.operand(op, 0), "memref.reshape") else { return false };
        let index = ir.operand(op, 1);
        let (Some(rblock), Some(iblock)) = (ir.parent_block(reshape), ir.value_block(index)) else { return false };
        if iblock == rblock {
            if let Some(d) = ir.defining_op(index) {
                if ir.is_before_in_block(reshape, d) {
                    return false;
                }
            }
        } else if ir.parent_block(op) != Some(rblock) {
            // The index's region must be a proper ancestor of the reshape's.
            let (Some(ir_region), Some(rr)) = (ir.block_region(iblock), ir.block_region(rblock)) else { return false };
            let mut cur = ir.region_op(rr);
            let mut found = false;
            while let Some(o) = cur {
                let Some(pr) = ir.parent_region(o) else { break };
                if pr == ir_region {
                    found = true;
                    break;
                }
                cur = ir.region_op(pr);
            }
            if !found {
                return false;
            }
        }
        let shape = ir.operand(reshape, 1);
        let elem = ranked(&ir.ctx, ir.value_ty(shape)).map(|m| m.elem);
        let Some(elem) = elem else { return false };
        let loc = ir.loc(op);
        rw.set_insertion_point_after(reshape);
        rw.loc = loc;
        let mut v = rw.create_value("memref.load", vec![shape, index], elem, vec![]);
        let idx = rw.ir.ctx.index_ty();
        if elem != idx {
            v = rw.create_value("arith.index_cast", vec![v], idx, vec![]);
        }
        rw.replace_op(op, &[v]);
        true
    }
}

pub(super) fn fold_rank(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let Some(m) = ranked(&ir.ctx, ir.value_ty(ir.operand(op, 0))) else { return Folded::Failed };
    let a = ir.ctx.index_attr(m.shape.len() as i64);
    Folded::Results(vec![FoldResult::Attr(a)])
}

// ===== allocations =====

/// Constant non-negative dynamic sizes of an `alloc`/`alloca` become static; a cast gives
/// back the old type (`SimplifyAllocConst`).
pub(super) struct SimplifyAllocConst;
impl Pattern for SimplifyAllocConst {
    fn name(&self) -> &'static str {
        "SimplifyAllocConst"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let segs = segments(ir, op);
        if segs.len() != 2 {
            return false;
        }
        let konst = |v: Value| const_int(ir, v).filter(|&c| c >= 0);
        if !segs[0].iter().any(|&v| konst(v).is_some()) {
            return false;
        }
        let ty = ir.value_ty(ir.result(op, 0));
        let Some(m) = ranked(&ir.ctx, ty) else { return false };
        let mut shape = vec![];
        let mut dyns = vec![];
        let mut k = 0;
        for &d in &m.shape {
            if d != DYNAMIC {
                shape.push(d);
                continue;
            }
            let Some(&v) = segs[0].get(k) else { return false };
            k += 1;
            match konst(v) {
                Some(c) => shape.push(c),
                None => {
                    shape.push(DYNAMIC);
                    dyns.push(v);
                }
            }
        }
        let name = ir.op_name(op).to_string();
        let align = ir.attr(op, "alignment");
        let syms = segs[1].clone();
        let Some(nt) = memref_with_shape(&mut rw.ir.ctx, ty, shape) else { return false };
        let seg = rw.ir.ctx.dense_i32_array(&[dyns.len() as i64, syms.len() as i64]);
        let mut props = vec![("operandSegmentSizes", seg)];
        if let Some(a) = align {
            props.push(("alignment", a));
        }
        let mut operands = dyns;
        operands.extend(syms);
        let new = rw.create_value(&name, operands, nt, props);
        let c = rw.create_value("memref.cast", vec![new], ty, vec![]);
        rw.replace_op(op, &[c]);
        true
    }
}

/// An allocation used only by stores into it and deallocations goes with them
/// (`SimplifyDeadAlloc`).
pub(super) struct SimplifyDeadAlloc;
impl Pattern for SimplifyDeadAlloc {
    fn name(&self) -> &'static str {
        "SimplifyDeadAlloc"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(&r) = ir.results(op).first() else { return false };
        let ok = ir.uses(r).iter().all(|u| match ir.op_name(u.op) {
            "memref.store" => ir.operand(u.op, 0) != r,
            "memref.dealloc" => true,
            _ => false,
        });
        if !ok {
            return false;
        }
        let mut users: Vec<Op> = ir.users(r).collect();
        users.dedup();
        for u in users {
            if !rw.ir.is_erased(u) {
                rw.erase_op(u);
            }
        }
        rw.erase_op(op);
        true
    }
}

/// Whether `op` opens an allocation scope (the trait, or one of upstream's scope ops whose
/// definition here does not carry it yet).
fn is_allocation_scope(ir: &Ir, op: Op) -> bool {
    ir.def(op).has(crate::ir::registry::AUTOMATIC_ALLOCATION_SCOPE)
        || super::AUTOMATIC_ALLOCATION_SCOPES.contains(&ir.op_name(op))
}

/// `isOpItselfPotentialAutomaticAllocation`: `memref.alloca`, or an op of unknown effects.
fn may_allocate_on_stack(ir: &Ir, op: Op) -> bool {
    let def = ir.def(op);
    if def.has(crate::ir::registry::RECURSIVE_EFFECTS) {
        return false;
    }
    if def.traits & (crate::ir::registry::PURE | crate::ir::registry::NO_MEMORY_EFFECT) != 0 {
        return false;
    }
    def.interfaces.effects.is_none() || ir.op_name(op) == "memref.alloca"
}

/// The op is the last before the terminator of a single-block region.
fn last_non_terminator(ir: &Ir, op: Op) -> bool {
    let Some(b) = ir.parent_block(op) else { return false };
    let Some(next) = ir.next_op(op) else { return false };
    ir.def(next).is_terminator()
        && ir.last_op(b) == Some(next)
        && ir.block_region(b).is_some_and(|r| ir.num_blocks(r) == 1)
}

/// Inlines an `alloca_scope` that allocates nothing on the stack, or that is the last op of
/// an allocation scope's region (`AllocaScopeInliner`).
pub(super) struct AllocaScopeInliner;
impl Pattern for AllocaScopeInliner {
    fn name(&self) -> &'static str {
        "AllocaScopeInliner"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let mut potential = false;
        ir.walk_with(op, WalkOrder::Pre, &mut |ir, o| {
            if o == op {
                return WalkResult::Advance;
            }
            if may_allocate_on_stack(ir, o) {
                potential = true;
                return WalkResult::Interrupt;
            }
            if is_allocation_scope(ir, o) {
                return WalkResult::Skip;
            }
            WalkResult::Advance
        });
        if potential {
            let parent_scope = ir.parent_op(op).is_some_and(|p| is_allocation_scope(ir, p));
            if !parent_scope || !last_non_terminator(ir, op) {
                return false;
            }
        }
        let Some(&r) = ir.regions(op).first() else { return false };
        let Some(body) = ir.entry_block(r) else { return false };
        let Some(term) = ir.terminator(body) else { return false };
        let results = ir.operands(term).to_vec();
        rw.inline_block_before(body, op, &[]);
        rw.replace_op(op, &results);
        rw.erase_op(term);
        true
    }
}

// ===== extract_strided_metadata =====

/// Results known from the source type become constants; a cast source is looked through.
pub(super) struct ExtractStridedMetadataConstants;
impl Pattern for ExtractStridedMetadataConstants {
    fn name(&self) -> &'static str {
        "ExtractStridedMetadataOpFold"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let st = ir.value_ty(ir.operand(op, 0));
        let (Some(m), Some((strides, offset))) = (ranked(&ir.ctx, st), strides_and_offset(&ir.ctx, st)) else {
            return false;
        };
        let rank = m.shape.len();
        let res = ir.results(op).to_vec();
        if res.len() != 2 + 2 * rank {
            return false;
        }
        let mut known = vec![offset];
        known.extend(&m.shape);
        known.extend(&strides);
        let mut todo = vec![];
        for (k, &r) in res[1..].iter().enumerate() {
            if known[k] != DYNAMIC && !ir.use_empty(r) {
                todo.push((r, known[k]));
            }
        }
        let cast_src = cast_source(ir, ir.operand(op, 0)).filter(|&s| ranked(&ir.ctx, ir.value_ty(s)).is_some());
        if todo.is_empty() && cast_src.is_none() {
            return false;
        }
        for (r, c) in todo {
            let v = crate::dialects::build::index_const(rw, c);
            rw.replace_all_uses_with(r, v);
        }
        if let Some(s) = cast_src {
            rw.set_operand(op, 0, s);
        }
        true
    }
}

// ===== reinterpret_cast =====

pub(super) fn fold_reinterpret_cast(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let src = ir.operand(op, 0);
    let prev = ir.defining_op(src).and_then(|d| match ir.op_name(d) {
        "memref.reinterpret_cast" | "memref.cast" => Some(ir.operand(d, 0)),
        "memref.subview" => {
            let [offs, _, _] = oss(ir, d)?;
            offs.iter()
                .all(|&o| matches!(o, Ofr::Const(0)) || matches!(o, Ofr::Val(v) if const_int(ir, v) == Some(0)))
                .then(|| ir.operand(d, 0))
        }
        _ => None,
    });
    if let Some(p) = prev {
        ir.set_operand(op, 0, p);
        return Folded::InPlace;
    }
    let rt = ir.value_ty(ir.result(op, 0));
    let static_shape = ranked(&ir.ctx, rt).is_some_and(|m| !m.shape.contains(&DYNAMIC));
    let off0 = dense_array(ir, op, "static_offsets").is_some_and(|o| o.first() == Some(&0));
    if static_shape && ir.value_ty(src) == rt && off0 {
        return Folded::Results(vec![FoldResult::Value(src)]);
    }
    Folded::Failed
}

/// The constified offset, sizes and strides of a reinterpret_cast (from its result type and
/// constant operands).
fn rc_constified(ir: &Ir, op: Op) -> Option<[Vec<Ofr>; 3]> {
    let [mut o, mut s, mut t] = oss(ir, op)?;
    let rt = ir.value_ty(ir.result(op, 0));
    let m = ranked(&ir.ctx, rt)?;
    let (strides, offset) = strides_and_offset(&ir.ctx, rt)?;
    constify(ir, &mut o, &[offset]);
    constify(ir, &mut s, &m.shape);
    constify(ir, &mut t, &strides);
    Some([o, s, t])
}

/// `reinterpret_cast(extract_strided_metadata(x))` rebuilding `x` → `x` (or a cast of it);
/// otherwise the reinterpret_cast takes `x` as its source.
pub(super) struct ReinterpretCastOfExtractStridedMetadata;
impl Pattern for ReinterpretCastOfExtractStridedMetadata {
    fn name(&self) -> &'static str {
        "ReinterpretCastOpExtractStridedMetadataFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(esm) = defined_by(ir, ir.operand(op, 0), "memref.extract_strided_metadata") else { return false };
        let x = ir.operand(esm, 0);
        let xt = ir.value_ty(x);
        let noop = (|| {
            let m = ranked(&ir.ctx, xt)?;
            let (strides, offset) = strides_and_offset(&ir.ctx, xt)?;
            let rank = m.shape.len();
            let res = ir.results(esm);
            let vals = |r: &[Value]| r.iter().map(|&v| as_ofr(ir, v)).collect::<Vec<_>>();
            let mut eo = vals(&res[1..2]);
            let mut es = vals(&res[2..2 + rank]);
            let mut et = vals(&res[2 + rank..]);
            constify(ir, &mut eo, &[offset]);
            constify(ir, &mut es, &m.shape);
            constify(ir, &mut et, &strides);
            let [ro, rs, rt] = rc_constified(ir, op)?;
            Some(et == rt && es == rs && eo == ro)
        })()
        .unwrap_or(false);
        if !noop {
            rw.set_operand(op, 0, x);
            return true;
        }
        let ty = rw.ir.value_ty(rw.ir.result(op, 0));
        let v = cast_to(rw, x, ty);
        rw.replace_op(op, &[v]);
        true
    }
}

/// Constant operands and sizes, offsets and strides known from the result type become
/// static (`ReinterpretCastOpConstantFolder`).
pub(super) struct ReinterpretCastConstantFolder;
impl Pattern for ReinterpretCastConstantFolder {
    fn name(&self) -> &'static str {
        "ReinterpretCastOpConstantFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(cur) = oss(ir, op) else { return false };
        let Some(new) = rc_constified(ir, op) else { return false };
        let count = |l: &[Vec<Ofr>; 3]| l.iter().flatten().filter(|o| o.constant().is_some()).count();
        if count(&cur) == count(&new) {
            return false;
        }
        let src = ir.operand(op, 0);
        let st = ir.value_ty(src);
        let (elem, space) = match ir.ctx.type_kind(st) {
            TypeKind::MemRef { elem, space, .. } | TypeKind::UnrankedMemRef { elem, space } => (*elem, *space),
            _ => return false,
        };
        let (so, _) = dispatch(&new[0]);
        let (ss, _) = dispatch(&new[1]);
        let (sst, _) = dispatch(&new[2]);
        let nt = strided_memref(&mut rw.ir.ctx, ss, elem, sst, so[0], space);
        let old = rw.ir.value_ty(rw.ir.result(op, 0));
        let v = create_oss(rw, "memref.reinterpret_cast", nt, src, &new);
        let c = rw.create_value("memref.cast", vec![v], old, vec![]);
        rw.replace_op(op, &[c]);
        true
    }
}

// ===== subview =====

/// `SubViewOp::inferResultType` (None for negative static strides or sizes/offsets).
fn infer_subview_type(ctx: &mut Context, src: Type, offs: &[i64], sizes: &[i64], strides: &[i64]) -> Option<Type> {
    if offs.iter().chain(sizes).any(|&x| x != DYNAMIC && x < 0) || strides.iter().any(|&x| x != DYNAMIC && x < 0) {
        return None;
    }
    let m = ranked(ctx, src)?;
    let (ss, so) = strides_and_offset(ctx, src)?;
    let mut off = so;
    for (&o, &s) in offs.iter().zip(&ss) {
        off = sat_add(off, sat_mul(o, s));
    }
    let st: Vec<i64> = ss.iter().zip(strides).map(|(&a, &b)| sat_mul(a, b)).collect();
    Some(strided_memref(ctx, sizes.to_vec(), m.elem, st, off, m.space))
}

/// Drops the dimensions marked in `dropped` from a strided memref type.
fn drop_dims(ctx: &mut Context, t: Type, dropped: &[bool]) -> Option<Type> {
    if !dropped.iter().any(|&d| d) {
        return Some(t);
    }
    let m = ranked(ctx, t)?;
    let (strides, off) = strides_and_offset(ctx, t)?;
    let keep = |v: &[i64]| v.iter().zip(dropped).filter(|(_, &d)| !d).map(|(&x, _)| x).collect::<Vec<_>>();
    let (shape, strides) = (keep(&m.shape), keep(&strides));
    Some(strided_memref(ctx, shape, m.elem, strides, off, m.space))
}

fn static_of(l: &[Ofr]) -> Vec<i64> {
    l.iter().map(|o| o.constant().unwrap_or(DYNAMIC)).collect()
}

/// Constant offsets, sizes (non-negative) and strides (non-zero) become static; a cast gives
/// back the old type (`OpWithOffsetSizesAndStridesConstantArgumentFolder`).
pub(super) struct SubViewConstantArgumentFolder;
impl Pattern for SubViewConstantArgumentFolder {
    fn name(&self) -> &'static str {
        "OpWithOffsetSizesAndStridesConstantArgumentFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(mut lists) = oss(ir, op) else { return false };
        // Offsets first; sizes only when no offset folds, strides only when no size folds
        // (upstream's short-circuiting `failed(...) && failed(...)`).
        let mut changed = false;
        for (k, list) in lists.iter_mut().enumerate() {
            for o in list.iter_mut() {
                if let Ofr::Val(v) = *o {
                    if let Some(c) = const_int(ir, v) {
                        if c >= 0 && (k != 2 || c != 0) {
                            *o = Ofr::Const(c);
                            changed = true;
                        }
                    }
                }
            }
            if changed {
                break;
            }
        }
        if !changed {
            return false;
        }
        let src = ir.operand(op, 0);
        let st = ir.value_ty(src);
        let Some(sm) = ranked(&ir.ctx, st) else { return false };
        let (so, ss, sst) = (static_of(&lists[0]), static_of(&lists[1]), static_of(&lists[2]));
        if slice_out_of_bounds(&sm.shape, &so, &ss, &sst).is_some() {
            return false;
        }
        let Some(dropped) = subview_dropped_dims(ir, op) else { return false };
        let Some(t) = infer_subview_type(&mut rw.ir.ctx, st, &so, &ss, &sst) else { return false };
        let Some(t) = drop_dims(&mut rw.ir.ctx, t, &dropped) else { return false };
        let old = rw.ir.value_ty(rw.ir.result(op, 0));
        let v = create_oss(rw, "memref.subview", t, src, &lists);
        let v = cast_to(rw, v, old);
        rw.replace_op(op, &[v]);
        true
    }
}

/// `subview(cast(x))` with a cast losing static information → `cast(subview(x))`
/// (`SubViewOpMemRefCastFolder`).
pub(super) struct SubViewOfCast;
impl Pattern for SubViewOfCast {
    fn name(&self) -> &'static str {
        "SubViewOpMemRefCastFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        if ir.operands(op).iter().any(|&v| const_int(ir, v).is_some()) {
            return false;
        }
        let Some(cast) = defined_by(ir, ir.operand(op, 0), "memref.cast") else { return false };
        if !can_fold_into_consumer(ir, cast) {
            return false;
        }
        let Some(lists) = oss(ir, op) else { return false };
        let x = ir.operand(cast, 0);
        let xt = ir.value_ty(x);
        let Some(dropped) = subview_dropped_dims(ir, op) else { return false };
        let (so, ss, sst) = (static_of(&lists[0]), static_of(&lists[1]), static_of(&lists[2]));
        // Deliberately stricter than upstream: no rewrite into a subview that would not
        // verify (static offsets/sizes/strides out of bounds of the more static source).
        let Some(xm) = ranked(&rw.ir.ctx, xt) else { return false };
        if slice_out_of_bounds(&xm.shape, &so, &ss, &sst).is_some() {
            return false;
        }
        let Some(t) = infer_subview_type(&mut rw.ir.ctx, xt, &so, &ss, &sst) else { return false };
        let Some(t) = drop_dims(&mut rw.ir.ctx, t, &dropped) else { return false };
        let old = rw.ir.value_ty(rw.ir.result(op, 0));
        let v = create_oss(rw, "memref.subview", t, x, &lists);
        let v = cast_to(rw, v, old);
        rw.replace_op(op, &[v]);
        true
    }
}

/// A subview with zero offsets, unit strides and the source's static sizes is its source
/// (or a cast of it) (`TrivialSubViewOpFolder`).
pub(super) struct TrivialSubView;
impl Pattern for TrivialSubView {
    fn name(&self) -> &'static str {
        "TrivialSubViewOpFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let src = ir.operand(op, 0);
        let (st, rt) = (ir.value_ty(src), ir.value_ty(ir.result(op, 0)));
        let (Some(sm), Some(rm)) = (ranked(&ir.ctx, st), ranked(&ir.ctx, rt)) else { return false };
        if sm.shape.len() != rm.shape.len() {
            return false;
        }
        let Some([o, s, t]) = oss(ir, op) else { return false };
        let c = |x: Ofr| match x {
            Ofr::Const(c) => Some(c),
            Ofr::Val(v) => const_int(ir, v),
        };
        if o.iter().any(|&x| c(x) != Some(0)) || t.iter().any(|&x| c(x) != Some(1)) {
            return false;
        }
        if s.iter().zip(&sm.shape).any(|(&x, &d)| c(x) != Some(d) || d == DYNAMIC) {
            return false;
        }
        let v = cast_to(rw, src, rt);
        rw.replace_op(op, &[v]);
        true
    }
}

pub(super) fn fold_subview(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let src = ir.operand(op, 0);
    let (st, rt) = (ir.value_ty(src), ir.value_ty(ir.result(op, 0)));
    let Some(rm) = ranked(&ir.ctx, rt) else { return Folded::Failed };
    let static_layout = match rm.layout.map(|a| ir.ctx.attr_kind(a)) {
        None => true,
        Some(AttrKind::Strided { offset, strides }) => *offset != DYNAMIC && !strides.contains(&DYNAMIC),
        Some(_) => false,
    };
    if st == rt && !rm.shape.contains(&DYNAMIC) && static_layout {
        return Folded::Results(vec![FoldResult::Value(src)]);
    }
    if let Some(prev) = defined_by(ir, src, "memref.subview") {
        let is = |x: Ofr, k: i64| match x {
            Ofr::Const(c) => c == k,
            Ofr::Val(v) => const_int(ir, v) == Some(k),
        };
        let (Some([o, s, t]), Some([_, ps, _])) = (oss(ir, op), oss(ir, prev)) else { return Folded::Failed };
        if o.iter().all(|&x| is(x, 0)) && t.iter().all(|&x| is(x, 1)) && s == ps && st == rt {
            return Folded::Results(vec![FoldResult::Value(src)]);
        }
    }
    Folded::Failed
}

// ===== view =====

pub(super) fn fold_view(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let src = ir.operand(op, 0);
    let rt = ir.value_ty(ir.result(op, 0));
    if ir.value_ty(src) == rt && ranked(&ir.ctx, rt).is_some_and(|m| !m.shape.contains(&DYNAMIC)) {
        return Folded::Results(vec![FoldResult::Value(src)]);
    }
    Folded::Failed
}

/// Constant dynamic sizes of a view become static, with a cast back (`ViewOpShapeFolder`).
pub(super) struct ViewShapeFolder;
impl Pattern for ViewShapeFolder {
    fn name(&self) -> &'static str {
        "ViewOpShapeFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        if !ir.operands(op).iter().any(|&v| const_int(ir, v).is_some()) {
            return false;
        }
        let rt = ir.value_ty(ir.result(op, 0));
        let Some(m) = ranked(&ir.ctx, rt) else { return false };
        let sizes = ir.operands(op)[2..].to_vec();
        let mut shape = vec![];
        let mut keep = vec![];
        let mut k = 0;
        for &d in &m.shape {
            if d != DYNAMIC {
                shape.push(d);
                continue;
            }
            let Some(&v) = sizes.get(k) else { return false };
            k += 1;
            match const_int(ir, v) {
                Some(c) => shape.push(c),
                None => {
                    shape.push(DYNAMIC);
                    keep.push(v);
                }
            }
        }
        if shape == m.shape {
            return false;
        }
        let (src, shift) = (ir.operand(op, 0), ir.operand(op, 1));
        let Some(nt) = memref_with_shape(&mut rw.ir.ctx, rt, shape) else { return false };
        let mut operands = vec![src, shift];
        operands.extend(keep);
        let v = rw.create_value("memref.view", operands, nt, vec![]);
        let c = rw.create_value("memref.cast", vec![v], rt, vec![]);
        rw.replace_op(op, &[c]);
        true
    }
}

/// `view(cast(alloc))` → `view(alloc)` (`ViewOpMemrefCastFolder`).
pub(super) struct ViewOfCastOfAlloc;
impl Pattern for ViewOfCastOfAlloc {
    fn name(&self) -> &'static str {
        "ViewOpMemrefCastFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(src) = cast_source(ir, ir.operand(op, 0)) else { return false };
        if defined_by(ir, src, "memref.alloc").is_none() {
            return false;
        }
        rw.set_operand(op, 0, src);
        true
    }
}

// ===== transpose =====

pub(super) fn fold_transpose(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    let Some(perm) = ir.attr(op, "permutation").and_then(|a| ir.ctx.as_affine_map(a)).cloned() else {
        return Folded::Failed;
    };
    let src = ir.operand(op, 0);
    if perm.is_identity() && ir.value_ty(src) == ir.value_ty(ir.result(op, 0)) {
        return Folded::Results(vec![FoldResult::Value(src)]);
    }
    let Some(prev) = defined_by(ir, src, "memref.transpose") else { return Folded::Failed };
    let Some(inner) = ir.attr(prev, "permutation").and_then(|a| ir.ctx.as_affine_map(a)).cloned() else {
        return Folded::Failed;
    };
    let results = perm.results.iter().map(|e| e.replace(&inner.results, &[])).collect();
    let composed = crate::ir::affine::AffineMap { dims: inner.dims, syms: inner.syms, results };
    let a = ir.ctx.affine_map_attr(composed);
    let x = ir.operand(prev, 0);
    ir.set_operand(op, 0, x);
    ir.set_prop(op, "permutation", a);
    Folded::InPlace
}

// ===== expand_shape / collapse_shape =====

fn fold_reshape(ir: &mut Ir, op: Op, inverse: &str) -> Folded {
    let src = ir.operand(op, 0);
    let rt = ir.value_ty(ir.result(op, 0));
    if ir.value_ty(src) == rt {
        return Folded::Results(vec![FoldResult::Value(src)]);
    }
    if let Some(prev) = defined_by(ir, src, inverse) {
        let x = ir.operand(prev, 0);
        if ir.value_ty(x) == rt {
            return Folded::Results(vec![FoldResult::Value(x)]);
        }
    }
    Folded::Failed
}

pub(super) fn fold_expand_shape(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    fold_reshape(ir, op, "memref.collapse_shape")
}

pub(super) fn fold_collapse_shape(ir: &mut Ir, op: Op, _: &[Option<Attr>]) -> Folded {
    fold_reshape(ir, op, "memref.expand_shape")
}

/// `collapse_shape(cast(x))` with a cast losing static information → the collapse of `x`
/// (with a cast when the collapsed type changes) (`CollapseShapeOpMemRefCastFolder`).
pub(super) struct CollapseShapeOfCast;
impl Pattern for CollapseShapeOfCast {
    fn name(&self) -> &'static str {
        "CollapseShapeOpMemRefCastFolder"
    }
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool {
        let ir = &*rw.ir;
        let Some(cast) = defined_by(ir, ir.operand(op, 0), "memref.cast") else { return false };
        if !can_fold_into_consumer(ir, cast) {
            return false;
        }
        let x = ir.operand(cast, 0);
        let Some(groups) = crate::dialects::common::reassociation(ir, op) else { return false };
        let xt = rw.ir.value_ty(x);
        let Some(nt) = collapsed_type(&mut rw.ir.ctx, xt, &groups) else { return false };
        let old = rw.ir.value_ty(rw.ir.result(op, 0));
        if nt == old {
            rw.set_operand(op, 0, x);
            return true;
        }
        let re = rw.ir.attr(op, "reassociation");
        let Some(re) = re else { return false };
        let v = rw.create_value("memref.collapse_shape", vec![x], nt, vec![("reassociation", re)]);
        let c = rw.create_value("memref.cast", vec![v], old, vec![]);
        rw.replace_op(op, &[c]);
        true
    }
}

/// `CollapseShapeOp::computeCollapsedType`.
fn collapsed_type(ctx: &mut Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let m = ranked(ctx, src)?;
    let mut shape = vec![];
    for g in groups {
        let mut size = 1i64;
        for &d in g {
            size = sat_mul(size, *m.shape.get(d as usize)?);
        }
        shape.push(size);
    }
    if is_identity_layout(ctx, m.layout) {
        return Some(ctx.ty(TypeKind::MemRef { shape, elem: m.elem, layout: None, space: m.space }));
    }
    let (ss, so) = strides_and_offset(ctx, src)?;
    let (strides, off) = collapsed_layout(&m.shape, &ss, so, groups)?;
    Some(strided_memref(ctx, shape, m.elem, strides, off, m.space))
}
