//! `mlirc-drop-unit-dims` (mlirc's own; upstream's `linalg-fold-unit-extent-dims` does the same
//! job with other reshapes): the loops of size 1 of a `linalg.generic` on tensors, and the unit
//! dimensions of its operands that they (or a constant 0) index, are dropped. torch-mlir keeps
//! reduced dimensions (`keepdim`): a row sum writes `tensor<1x128x1xf32>` through the map
//! `(d0, d1, d2) -> (d0, d1, 0)`, which the vectorizers do not take; without its unit
//! dimensions it is a plain reduction of a `128x256` tensor into `128`.
//!
//! Takes: a module on tensors. Gives: each `linalg.generic` with static shapes, projected
//! permutation or constant map results, and a loop of size 1 or an operand dimension of size 1
//! indexed by such a loop or a constant 0, replaced by a `linalg.generic` without them: its
//! operands `tensor.collapse_shape`d (each dropped dimension joins the next kept one, or the
//! last; a `tensor.empty` is an empty of the small shape), its loops renumbered (`linalg.index` of a dropped loop is 0), its results
//! `tensor.expand_shape`d back. A collapse of an expand with the same reassociation is the
//! expand's source, so chains of such generics meet without reshapes between them (and
//! `linalg-fuse-elementwise-ops`, which runs next, fuses them). The payload is moved, not
//! changed: results are the same bit for bit.
//!
//! Cost: each generic is visited once, in program order; linear.

use super::manager::{Analyses, Pass, PassInfo, PassResult, Preserved};
use crate::dialects::common::reassociation;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "mlirc-drop-unit-dims",
    class: "DropUnitDims",
    summary: "Drop the loops and operand dimensions of size 1 of linalg.generic ops on tensors",
    options: &[],
    create: |_| Box::new(ThisPass),
};

struct ThisPass;

impl Pass for ThisPass {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op) { Preserved::None } else { Preserved::All })
    }
}

/// Drops the unit dimensions of the generics below `top`; whether any changed.
pub fn run(ir: &mut Ir, top: Op) -> bool {
    let mut ops = vec![];
    ir.walk(top, &mut |op| {
        if ir.op_name(op) == "linalg.generic" {
            ops.push(op);
        }
    });
    let mut changed = false;
    let mut reshapes = vec![];
    for op in ops {
        changed |= drop_unit_dims(ir, op, &mut reshapes).is_some();
    }
    // The expands of results that the next generic took back (and what they leave unused): a
    // dead reshape is a use, and `linalg-fuse-elementwise-ops` fuses only producers of one use.
    for r in reshapes {
        ir.erase_if_dead(r);
    }
    changed
}

/// A static ranked tensor's shape and element type.
fn static_tensor(ir: &Ir, t: Type) -> Option<(Vec<i64>, Type)> {
    match ir.ctx.type_kind(t) {
        TypeKind::Tensor { shape, elem, encoding: None } if shape.iter().all(|&d| d >= 0) => {
            Some((shape.clone(), *elem))
        }
        _ => None,
    }
}

/// Groups of positions `0..rank` each holding one kept position (dropped ones join the next
/// kept one, trailing ones the last); empty when none is kept.
fn groups(rank: usize, kept: &[usize]) -> Vec<Vec<i64>> {
    let mut out: Vec<Vec<i64>> = vec![];
    let mut pending: Vec<i64> = vec![];
    for r in 0..rank {
        pending.push(r as i64);
        if kept.contains(&r) {
            out.push(std::mem::take(&mut pending));
        }
    }
    if let Some(last) = out.last_mut() {
        last.extend(pending);
    }
    out
}

fn reassociation_attr(ir: &mut Ir, groups: &[Vec<i64>]) -> Attr {
    let gs: Vec<Attr> = groups
        .iter()
        .map(|g| {
            let v = g.iter().map(|&i| ir.ctx.i64_attr(i)).collect();
            ir.ctx.array_attr(v)
        })
        .collect();
    ir.ctx.array_attr(gs)
}

fn drop_unit_dims(ir: &mut Ir, op: Op, reshapes: &mut Vec<Op>) -> Option<()> {
    let maps = crate::dialects::linalg::indexing_maps(ir, op).ok()?;
    let operands = ir.operands(op).to_vec();
    let n_ins = crate::dialects::linalg::inits_range(ir, op).start;
    if maps.len() != operands.len() || ir.results(op).len() != operands.len() - n_ins {
        return None;
    }
    let mut shapes = vec![];
    for &v in &operands {
        shapes.push(static_tensor(ir, ir.value_ty(v))?);
    }
    let n_loops = maps.first()?.dims as usize;
    if maps.iter().any(|m| m.syms != 0 || m.dims as usize != n_loops) {
        return None;
    }
    // Loop ranges; every result a dim or a constant.
    let mut ranges: Vec<Option<i64>> = vec![None; n_loops];
    for (m, (shape, _)) in maps.iter().zip(&shapes) {
        if m.results.len() != shape.len() {
            return None;
        }
        for (r, e) in m.results.iter().enumerate() {
            match e {
                AffineExpr::Dim(d) => {
                    ranges[*d as usize].get_or_insert(shape[r]);
                }
                AffineExpr::Const(_) => {}
                _ => return None,
            }
        }
    }
    let unit: Vec<bool> = ranges.iter().map(|r| *r == Some(1)).collect();
    // Per operand, the positions kept.
    let kept: Vec<Vec<usize>> = maps
        .iter()
        .zip(&shapes)
        .map(|(m, (shape, _))| {
            (0..shape.len())
                .filter(|&r| {
                    let droppable = shape[r] == 1
                        && match m.results[r] {
                            AffineExpr::Dim(d) => unit[d as usize],
                            AffineExpr::Const(0) => true,
                            _ => false,
                        };
                    !droppable
                })
                .collect()
        })
        .collect();
    if !unit.iter().any(|&u| u) && kept.iter().zip(&shapes).all(|(k, (s, _))| k.len() == s.len()) {
        return None;
    }
    // New loop numbers.
    let mut renumber = vec![None; n_loops];
    let mut n_new = 0u32;
    for d in 0..n_loops {
        if !unit[d] {
            renumber[d] = Some(n_new);
            n_new += 1;
        }
    }
    let new_maps: Vec<AffineMap> = maps
        .iter()
        .zip(&kept)
        .map(|(m, k)| AffineMap {
            dims: n_new,
            syms: 0,
            results: k
                .iter()
                .map(|&r| match &m.results[r] {
                    AffineExpr::Dim(d) => AffineExpr::Dim(renumber[*d as usize].expect("a kept loop")),
                    e => e.clone(),
                })
                .collect(),
        })
        .collect();
    let iters = ir.attr(op, "iterator_types")?;
    let iter_list: Vec<Attr> = ir.ctx.as_array(iters)?.to_vec();
    if iter_list.len() != n_loops {
        return None;
    }
    let new_iters: Vec<Attr> = (0..n_loops).filter(|&d| !unit[d]).map(|d| iter_list[d]).collect();

    // Operands collapsed (or an expand's source taken back).
    let mut rw = Rewriter::before(ir, op);
    let mut new_operands = vec![];
    let mut result_groups = vec![];
    for (i, &v) in operands.iter().enumerate() {
        let (shape, elem) = &shapes[i];
        if kept[i].len() == shape.len() {
            new_operands.push(v);
            result_groups.push(None);
            continue;
        }
        let g = groups(shape.len(), &kept[i]);
        let small: Vec<i64> = kept[i].iter().map(|&r| shape[r]).collect();
        let small_ty = rw.ir.ctx.ty(TypeKind::Tensor { shape: small.clone(), elem: *elem, encoding: None });
        let from_expand = rw.ir.defining_op(v).filter(|&d| {
            rw.ir.op_name(d) == "tensor.expand_shape"
                && rw.ir.operands(d).len() == 1
                && rw.ir.value_ty(rw.ir.operand(d, 0)) == small_ty
                && reassociation(rw.ir, d).as_ref() == Some(&g)
        });
        let is_empty = rw.ir.defining_op(v).is_some_and(|d| rw.ir.op_name(d) == "tensor.empty");
        let nv = match from_expand {
            Some(d) => rw.ir.operand(d, 0),
            // An init that is only a shape: an empty of the small shape.
            None if is_empty => rw.create_value("tensor.empty", vec![], small_ty, vec![]),
            None => {
                let ra = reassociation_attr(rw.ir, &g);
                rw.create_value("tensor.collapse_shape", vec![v], small_ty, vec![("reassociation", ra)])
            }
        };
        new_operands.push(nv);
        result_groups.push(Some((g, shape.clone())));
    }
    let result_types: Vec<Type> = new_operands[n_ins..].iter().map(|&v| rw.ir.value_ty(v)).collect();
    let maps_attr: Vec<Attr> = new_maps.into_iter().map(|m| rw.ir.ctx.affine_map_attr(m)).collect();
    let maps_attr = rw.ir.ctx.array_attr(maps_attr);
    let iters_attr = rw.ir.ctx.array_attr(new_iters);
    let seg = rw.ir.ctx.dense_i32_array(&[n_ins as i64, (operands.len() - n_ins) as i64]);
    let region = rw.ir.new_region();
    let new_op = rw.create(
        "linalg.generic",
        new_operands,
        &result_types,
        vec![("indexing_maps", maps_attr), ("iterator_types", iters_attr), ("operandSegmentSizes", seg)],
        vec![region],
    );
    let old_region = rw.ir.regions(op)[0];
    rw.inline_region_before(old_region, region, None);
    // linalg.index of a dropped loop is 0; the others renumbered.
    let mut index_ops = vec![];
    {
        let ir: &Ir = rw.ir;
        ir.walk(new_op, &mut |o| {
            // Those of this generic (not of a generic nested in its payload).
            let mut p = ir.parent_op(o);
            while let Some(q) = p.filter(|&q| q != new_op && !crate::dialects::linalg::is_structured(ir.op_name(q))) {
                p = ir.parent_op(q);
            }
            if ir.op_name(o) == "linalg.index" && p == Some(new_op) {
                index_ops.push(o);
            }
        });
    }
    for o in index_ops {
        let d = rw.ir.attr(o, "dim").and_then(|a| rw.ir.ctx.as_int(a))? as usize;
        match renumber.get(d).copied().flatten() {
            Some(nd) => {
                let a = rw.ir.ctx.i64_attr(nd as i64);
                rw.modify_in_place(o, |ir| ir.set_prop(o, "dim", a));
            }
            None => {
                rw.set_insertion_point_before(o);
                let zero = crate::dialects::build::index_const(&mut rw, 0);
                rw.replace_op(o, &[zero]);
            }
        }
    }
    // Results expanded back.
    rw.set_insertion_point_after(new_op);
    let mut replacements = vec![];
    for (j, &res) in rw.ir.results(new_op).to_vec().iter().enumerate() {
        match &result_groups[n_ins + j] {
            None => replacements.push(res),
            Some((g, shape)) => {
                let ra = reassociation_attr(rw.ir, g);
                let out_shape = rw.ir.ctx.dense_i64_array(shape);
                let ty = rw.ir.value_ty(rw.ir.result(op, j));
                let e = rw.create_value(
                    "tensor.expand_shape",
                    vec![res],
                    ty,
                    vec![("reassociation", ra), ("static_output_shape", out_shape)],
                );
                reshapes.extend(rw.ir.defining_op(e));
                replacements.push(e);
            }
        }
    }
    rw.replace_op(op, &replacements);
    Some(())
}
