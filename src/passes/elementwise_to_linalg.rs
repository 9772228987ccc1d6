//! `convert-elementwise-to-linalg`: element-wise ops on ranked tensors become `linalg.generic`
//! (upstream's `ConvertElementwiseToLinalgPass`).
//!
//! Takes: verified IR. Gives: every op with the `ELEMENTWISE` trait (every `arith` op but
//! `constant`, every `math` op) that has a ranked tensor operand replaced, as upstream's
//! conversion does, by a `linalg.generic` with
//! - inputs: the op's operands, in order; a tensor gets the identity map of the result rank,
//!   a scalar (the `i1` condition of `arith.select` on tensors) the map with no results, i.e.
//!   it is broadcast to every element;
//! - inits, one per result: the first operand whose type is the result's type, else a
//!   `tensor.empty` of the result type whose dynamic sizes are `tensor.dim`s of the first
//!   operand (each after its own `arith.constant` index, as upstream's builders make them);
//! - all loops parallel, and a body holding the op on the elements (same name, properties
//!   and attributes) and a `linalg.yield` of its results.
//!
//! No op is known by name: the trait is what the pass looks for. Upstream converts with the
//! dialect conversion driver, which neither folds nor uniques constants; neither does this
//! pass. The ops are collected once, then each is rewritten once: linear in the function.

use super::manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::diag::Diagnostic;
use crate::dialects::build::index_const;
use crate::ir::affine::AffineMap;
use crate::ir::context::TypeKind;
use crate::ir::registry::ELEMENTWISE;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "convert-elementwise-to-linalg",
    class: "ConvertElementwiseToLinalgPass",
    summary: "Convert ElementwiseMappable ops to linalg",
    options: &[],
    create: |_: &OptionValues| Box::new(ElementwiseToLinalg),
};

struct ElementwiseToLinalg;

impl Pass for ElementwiseToLinalg {
    /// Preserves everything when there is nothing to convert (no verification after it then).
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        Ok(if run(ir, op)? { Preserved::None } else { Preserved::All })
    }
}

/// Converts the element-wise ops below `top`; whether there was any.
pub fn run(ir: &mut Ir, top: Op) -> Result<bool, Vec<Diagnostic>> {
    let mut work = vec![];
    ir.walk(top, &mut |o| {
        if applies(ir, o) {
            work.push(o);
        }
    });
    let changed = !work.is_empty();
    for op in work {
        let mut rw = Rewriter::before(ir, op);
        lower(&mut rw, op);
    }
    Ok(changed)
}

fn is_ranked_tensor(ir: &Ir, t: Type) -> bool {
    matches!(ir.ctx.type_kind(t), TypeKind::Tensor { .. })
}

/// Upstream's `isElementwiseMappableOpOnRankedTensors`: the trait and a ranked tensor
/// operand (then every result is a ranked tensor of one shape: the verifier checked).
fn applies(ir: &Ir, op: Op) -> bool {
    ir.def(op).has(ELEMENTWISE)
        && ir.operands(op).iter().any(|&v| is_ranked_tensor(ir, ir.value_ty(v)))
        && ir.results(op).iter().all(|&r| is_ranked_tensor(ir, ir.value_ty(r)))
}

fn lower(rw: &mut Rewriter, op: Op) {
    let operands = rw.ir.operands(op).to_vec();
    let results = rw.ir.results(op).to_vec();
    let result_types: Vec<Type> = results.iter().map(|&r| rw.ir.value_ty(r)).collect();
    let rank = rw.ir.ctx.shape(result_types[0]).map_or(0, |s| s.len()) as u32;
    // Inits: an operand of the result's type, else a new tensor shaped like operand 0.
    let mut inits = vec![];
    for &t in &result_types {
        if let Some(&v) = operands.iter().find(|&&v| rw.ir.value_ty(v) == t) {
            inits.push(v);
            continue;
        }
        let first = operands[0];
        let shape = rw.ir.ctx.shape(rw.ir.value_ty(first)).map(|s| s.to_vec()).unwrap_or_default();
        let index = rw.ir.ctx.index_ty();
        let mut sizes = vec![];
        for (d, &s) in shape.iter().enumerate() {
            if s == DYNAMIC {
                let c = index_const(rw, d as i64);
                sizes.push(rw.create_value("tensor.dim", vec![first, c], index, vec![]));
            }
        }
        inits.push(rw.create_value("tensor.empty", sizes, t, vec![]));
    }
    // Maps: identity for tensors, no results for scalars; then the inits.
    let identity = rw.ir.ctx.affine_map_attr(AffineMap::identity(rank));
    let scalar = rw.ir.ctx.affine_map_attr(AffineMap { dims: rank, syms: 0, results: vec![] });
    let mut maps = vec![];
    for &v in &operands {
        let t = rw.ir.value_ty(v);
        maps.push(if is_ranked_tensor(rw.ir, t) { identity } else { scalar });
    }
    maps.extend(inits.iter().map(|_| identity));
    let maps = rw.ir.ctx.array_attr(maps);
    let parallel = rw.ir.ctx.enum_attr(&crate::ir::enums::LINALG_ITERATOR_TYPE, 0);
    let iterators = rw.ir.ctx.array_attr(vec![parallel; rank as usize]);
    let segments = rw.ir.ctx.dense_i32_array(&[operands.len() as i64, inits.len() as i64]);
    // The body: one argument per input and init element, the op on elements, the yield.
    let elem = |rw: &mut Rewriter, v: Value| {
        let t = rw.ir.value_ty(v);
        if rw.ir.ctx.is_tensor(t) {
            rw.ir.ctx.elem_ty(t)
        } else {
            t
        }
    };
    let mut arg_types: Vec<Type> = operands.iter().map(|&v| elem(rw, v)).collect();
    arg_types.extend(inits.iter().map(|&v| elem(rw, v)));
    let (region, block) = rw.ir.new_region_with_block(&arg_types);
    let elem_results: Vec<Type> = results.iter().map(|&r| elem(rw, r)).collect();
    let mut all = operands.clone();
    all.extend(&inits);
    let generic = rw.create(
        "linalg.generic",
        all,
        &result_types,
        vec![("indexing_maps", maps), ("iterator_types", iterators), ("operandSegmentSizes", segments)],
        vec![region],
    );
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    let args = rw.ir.args(block)[..operands.len()].to_vec();
    let name = rw.ir.def(op).name;
    let name = rw.ir.ctx.sym(name);
    let props = rw.ir.props(op).to_vec();
    let attrs = rw.ir.attrs(op).to_vec();
    let loc = rw.ir.loc(op);
    let scalar_op = rw.ir.create_op(name, args, &elem_results, props, attrs, vec![], vec![], loc);
    rw.insert(scalar_op);
    let yielded = rw.ir.results(scalar_op).to_vec();
    rw.create("linalg.yield", yielded, &[], vec![], vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    let new_results = rw.ir.results(generic).to_vec();
    rw.replace_op(op, &new_results);
}
