//! `tosa-to-scf`: cond_if and while_loop become scf.if and scf.while, scatter an scf.for nest
//! (upstream's TosaToSCF.cpp).
//!
//! Takes: verified IR with TOSA ops on ranked tensors. Gives: the ops of this conversion
//! replaced with upstream's semantics; any other op untouched. An op of its set it cannot
//! lower is upstream's error (`failed to legalize operation`). Each op is rewritten once,
//! from a list collected once: linear in the function.
//!
//! - `cond_if`: `tensor.extract` of the condition, then an `scf.if` whose regions are the
//!   op's, moved (not copied), their block arguments replaced by the inputs and dropped,
//!   each `tosa.yield` an `scf.yield`;
//! - `while_loop`: an `scf.while` over the inputs whose "before" region is the condition
//!   region (its `tosa.yield %c` becomes `scf.condition(tensor.extract %c)` passing the
//!   block's arguments) and whose "after" region is the body (`tosa.yield` → `scf.yield`);
//! - `scatter` (values_in `[N,K,C]`, indices `[N,W]`, input `[N,W,C]`): two `scf.for`s over
//!   N and W carrying the values, each step copying the `1x1xC` slice `input[n, w]` to
//!   `values[n, indices[n, w]]` with `tensor.extract_slice`/`insert_slice` of SSA offsets
//!   and sizes, as upstream builds them. A later write to the same place wins.

use super::manager::{OptionValues, PassInfo};
use super::tosa_common::ConversionPass;
use super::tosa_common::{collect, not_legalized};
use crate::diag::Diagnostic;
use crate::dialects::build::index_const;
use crate::ir::context::TypeKind;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "tosa-to-scf",
    class: "TosaToSCF",
    summary: "Lower TOSA to the SCF dialect",
    options: &[],
    create: |_: &OptionValues| Box::new(ConversionPass(run)),
};

/// The ops this conversion lowers.
fn wanted(name: &str) -> bool {
    matches!(name, "tosa.cond_if" | "tosa.while_loop" | "tosa.scatter")
}

/// Lowers the ops below `top`; whether there was any.
pub fn run(ir: &mut Ir, top: Op) -> Result<bool, Vec<Diagnostic>> {
    let work = collect(ir, top, wanted);
    let mut errors = vec![];
    for &op in &work {
        let r = match ir.op_name(op) {
            "tosa.cond_if" => cond_if(ir, op),
            "tosa.while_loop" => while_loop(ir, op),
            _ => scatter(ir, op),
        };
        if let Err(d) = r {
            errors.push(d);
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(!work.is_empty())
}

/// `tensor.extract %t[0, ..]`: the one element of `t`.
fn extract_scalar(rw: &mut Rewriter, t: Value) -> Value {
    let ty = rw.ir.value_ty(t);
    let rank = rw.ir.ctx.shape(ty).map_or(0, |s| s.len());
    let elem = rw.ir.ctx.elem_ty(ty);
    let mut operands = vec![t];
    if rank > 0 {
        let zero = index_const(rw, 0);
        operands.extend(vec![zero; rank]);
    }
    rw.create_value("tensor.extract", operands, elem, vec![])
}

/// Whether each region of `op` is one block ending in `tosa.yield`.
fn regions_ok(ir: &Ir, op: Op) -> bool {
    ir.regions(op).iter().all(|&r| {
        ir.num_blocks(r) == 1
            && ir.entry_block(r).and_then(|b| ir.terminator(b)).is_some_and(|t| ir.op_name(t) == "tosa.yield")
    })
}

/// Replaces the `tosa.yield` ending `b` by `name` (`scf.yield`, `scf.condition`) of `lead`
/// (the extracted condition, if any) and the yielded values or `pass`.
fn replace_yield(rw: &mut Rewriter, b: Block, to_condition: bool) {
    let y = rw.ir.terminator(b).expect("checked: ends in tosa.yield");
    let vals = rw.ir.operands(y).to_vec();
    rw.set_insertion_point_before(y);
    if to_condition {
        let c = extract_scalar(rw, vals[0]);
        let mut ops = vec![c];
        ops.extend(rw.ir.args(b).to_vec());
        rw.create("scf.condition", ops, &[], vec![], vec![]);
    } else {
        rw.create("scf.yield", vals, &[], vec![], vec![]);
    }
    rw.erase_op(y);
}

/// `tosa.cond_if` → `scf.if` (upstream's `IfOpConverter`).
fn cond_if(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let regions = ir.regions(op).to_vec();
    if !regions_ok(ir, op) {
        return Err(not_legalized(ir, op, "its regions must be single blocks ending in tosa.yield"));
    }
    let operands = ir.operands(op).to_vec();
    let inputs = &operands[1..];
    for &r in &regions {
        let b = ir.entry_block(r).expect("checked");
        if ir.args(b).len() != inputs.len() {
            return Err(not_legalized(ir, op, "its regions must take one argument per input"));
        }
    }
    let result_types = ir.result_types(op);
    let mut rw = Rewriter::before(ir, op);
    let c = extract_scalar(&mut rw, operands[0]);
    let (then_r, else_r) = (rw.ir.new_region(), rw.ir.new_region());
    let new_if = rw.create("scf.if", vec![c], &result_types, vec![], vec![then_r, else_r]);
    for (&src, dst) in regions.iter().zip([then_r, else_r]) {
        rw.ir.inline_region_before(src, dst, None);
        let b = rw.ir.entry_block(dst).expect("moved");
        let args = rw.ir.args(b).to_vec();
        for (&a, &v) in args.iter().zip(inputs) {
            rw.replace_all_uses_with(a, v);
        }
        for i in (0..args.len()).rev() {
            let _ = rw.ir.erase_block_arg(b, i);
        }
        replace_yield(&mut rw, b, false);
    }
    let results = rw.ir.results(new_if).to_vec();
    rw.set_insertion_point_before(op);
    rw.replace_op(op, &results);
    Ok(())
}

/// `tosa.while_loop` → `scf.while` (upstream's `WhileOpConverter`).
fn while_loop(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let regions = ir.regions(op).to_vec();
    if !regions_ok(ir, op) {
        return Err(not_legalized(ir, op, "its regions must be single blocks ending in tosa.yield"));
    }
    let inputs = ir.operands(op).to_vec();
    let result_types = ir.result_types(op);
    let mut rw = Rewriter::before(ir, op);
    let (before, after) = (rw.ir.new_region(), rw.ir.new_region());
    let new_while = rw.create("scf.while", inputs, &result_types, vec![], vec![before, after]);
    for (&src, dst, cond) in [(&regions[0], before, true), (&regions[1], after, false)] {
        rw.ir.inline_region_before(src, dst, None);
        let b = rw.ir.entry_block(dst).expect("moved");
        replace_yield(&mut rw, b, cond);
    }
    let results = rw.ir.results(new_while).to_vec();
    rw.set_insertion_point_before(op);
    rw.replace_op(op, &results);
    Ok(())
}

/// An `scf.for %iv = lb to ub step s iter_args(init)` whose body `body(rw, iv, acc)`
/// returns the value yielded; the loop's result.
fn for_loop(
    rw: &mut Rewriter,
    lb: Value,
    ub: Value,
    step: Value,
    init: Value,
    body: impl FnOnce(&mut Rewriter, Value, Value) -> Value,
) -> Value {
    let index = rw.ir.ctx.index_ty();
    let ty = rw.ir.value_ty(init);
    let (region, block) = rw.ir.new_region_with_block(&[index, ty]);
    let f = rw.create("scf.for", vec![lb, ub, step, init], &[ty], vec![], vec![region]);
    let args = rw.ir.args(block).to_vec();
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let y = body(rw, args[0], args[1]);
    rw.create("scf.yield", vec![y], &[], vec![], vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    rw.ir.result(f, 0)
}

/// `tosa.scatter` → an `scf.for` nest (upstream's `ScatterOpConverter`).
fn scatter(ir: &mut Ir, op: Op) -> Result<(), Diagnostic> {
    let values_in = ir.operand(op, 0);
    let indices = ir.operand(op, 1);
    let input = ir.operand(op, 2);
    let in_ty = ir.value_ty(input);
    let shape = match ir.ctx.type_kind(in_ty) {
        TypeKind::Tensor { shape, .. } if shape.len() == 3 && shape.iter().all(|&d| d != DYNAMIC) => shape.clone(),
        _ => return Err(not_legalized(ir, op, "mlirc lowers it on static [N,W,C] inputs only")),
    };
    let vt = ir.value_ty(values_in);
    if ir.ctx.shape(vt).map_or(0, |s| s.len()) != 3 || ir.value_ty(ir.result(op, 0)) != vt {
        return Err(not_legalized(ir, op, "its values_in and values_out must be of one rank-3 type"));
    }
    let elem = ir.ctx.elem_ty(in_ty);
    let slice_ty = ir.ctx.ty(TypeKind::Tensor { shape: vec![DYNAMIC; 3], elem, encoding: None });
    let idx_elem = ir.ctx.elem_ty(ir.value_ty(indices));
    let mut rw = Rewriter::before(ir, op);
    // The sizes of `input` (tensor.dim folded to constants, after their dim constants).
    let mut dims = vec![];
    for (d, &s) in shape.iter().enumerate() {
        index_const(&mut rw, d as i64);
        dims.push(index_const(&mut rw, s));
    }
    let zero = index_const(&mut rw, 0);
    let one = index_const(&mut rw, 1);
    let dyn3 = rw.ir.ctx.dense_i64_array(&[DYNAMIC; 3]);
    let r = for_loop(&mut rw, zero, dims[0], one, values_in, |rw, n, acc| {
        for_loop(rw, zero, dims[1], one, acc, |rw, w, acc| {
            let index = rw.ir.ctx.index_ty();
            let i = rw.create_value("tensor.extract", vec![indices, n, w], idx_elem, vec![]);
            let k = rw.create_value("arith.index_cast", vec![i], index, vec![]);
            let segs = rw.ir.ctx.dense_i32_array(&[1, 3, 3, 3]);
            let props = vec![
                ("operandSegmentSizes", segs),
                ("static_offsets", dyn3),
                ("static_sizes", dyn3),
                ("static_strides", dyn3),
            ];
            let s = rw.create_value(
                "tensor.extract_slice",
                vec![input, n, w, zero, one, one, dims[2], one, one, one],
                slice_ty,
                props.clone(),
            );
            let mut props = props;
            props[0].1 = rw.ir.ctx.dense_i32_array(&[1, 1, 3, 3, 3]);
            rw.create_value(
                "tensor.insert_slice",
                vec![s, acc, n, k, zero, one, one, dims[2], one, one, one],
                vt,
                props,
            )
        })
    });
    rw.replace_op(op, &[r]);
    Ok(())
}
