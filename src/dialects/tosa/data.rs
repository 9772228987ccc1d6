//! TOSA's data-movement and control-flow ops: the custom syntax of `tosa.cond_if` and
//! `tosa.while_loop` (upstream's `IfOp::print/parse`, `WhileOp::print/parse`).
//!
//! ```mlir
//! %0 = tosa.cond_if %c (%a = %x) : tensor<i1> (tensor<2xf32>) -> tensor<2xf32> {
//! ^bb0(%a: tensor<2xf32>):
//!   tosa.yield %a : tensor<2xf32>
//! } else {
//! ^bb0(%a: tensor<2xf32>):
//!   tosa.yield %a : tensor<2xf32>
//! }
//! %1:2 = tosa.while_loop (%i = %0, %x = %1) : (tensor<i32>, tensor<2xf32>) -> (tensor<i32>, tensor<2xf32>) {
//!   ...  // the condition region, whose arguments are the list's names
//!   tosa.yield %c : tensor<i1>
//! } do {
//! ^bb0(%i: tensor<i32>, %x: tensor<2xf32>):
//!   tosa.yield %i, %x : tensor<i32>, tensor<2xf32>
//! }
//! ```
//!
//! `cond_if`'s list names the then-block's arguments when printed; the parser reads the
//! names and drops them, as upstream does (both regions carry their own block headers).

use crate::dialects::common::{entry_args, parse_assignment_list, print_assignment_list};
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

/// ` -> T`, ` -> (T, U)`, ` -> ()`: mlir-opt-22 prints the arrow even with no results.
fn print_arrow_types(pr: &mut Printer, ts: &[Type]) {
    pr.w(" -> ");
    pr.result_types(ts);
}

/// Whether the custom form can print `op`: the region the list names has one argument per
/// input.
pub fn can_print_control(ir: &Ir, op: Op) -> bool {
    let inputs =
        if ir.op_name(op) == "tosa.cond_if" { ir.operands(op).len().saturating_sub(1) } else { ir.operands(op).len() };
    ir.regions(op).first().is_some_and(|&r| ir.entry_block(r).is_some()) && entry_args(ir, op, 0).len() == inputs
}

pub fn parse_cond_if(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let cond = p.parse_operand()?;
    let list = if p.is(&Tok::LParen) { Some(parse_assignment_list(p)?.1) } else { None };
    if !p.is(&Tok::Colon) {
        return p.err("expected type for condition operand");
    }
    p.expect(Tok::Colon, "':'")?;
    let cpos = p.tok.start;
    let ct = p.parse_type()?;
    st.operands = p.resolve_all(&[cond], &[ct], cpos)?;
    if let Some(uses) = list {
        let tpos = p.tok.start;
        let t = p.parse_type()?;
        let TypeKind::Function { inputs, results } = p.ir.ctx.type_kind(t).clone() else {
            return p.err_at(
                tpos,
                "expected list of types for block arguments followed by arrow type and list of return types",
            );
        };
        if inputs.len() != uses.len() {
            let (n, m) = (uses.len(), inputs.len());
            return p.err_at(tpos, format!("expected as many input types as operands (expected {n} got {m})"));
        }
        st.types = results;
        let vs = p.resolve_all(&uses, &inputs, tpos)?;
        st.operands.extend(vs);
    } else if p.optional(Tok::Arrow) {
        st.types = p.parse_function_result_types()?;
    }
    let then = p.parse_region_with_entry_args(false)?;
    let other =
        if p.parse_optional_keyword("else") { p.parse_region_with_entry_args(false)? } else { p.ir.new_region() };
    st.regions = vec![then, other];
    p.parse_attr_dict(st)
}

pub fn print_cond_if(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let ops = ir.operands(op);
    pr.w("tosa.cond_if ");
    pr.operand(ops[0]);
    print_assignment_list(pr, " ", &entry_args(ir, op, 0), &ops[1..]);
    pr.w(" : ");
    pr.ty(ir.value_ty(ops[0]));
    if ops.len() > 1 {
        pr.w(" (");
        let tys: Vec<Type> = ops[1..].iter().map(|&v| ir.value_ty(v)).collect();
        pr.types(&tys);
        pr.w(")");
    }
    print_arrow_types(pr, &ir.result_types(op));
    pr.w(" ");
    let regions = ir.regions(op);
    pr.region(regions[0], true, true);
    if ir.entry_block(regions[1]).is_some() {
        pr.w(" else ");
        pr.region(regions[1], true, true);
    }
    pr.attr_dict(op, &[]);
}

pub fn parse_while_loop(p: &mut Parser, st: &mut OpState) -> PResult<()> {
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
    st.operands = p.resolve_all(&uses, &inputs, tpos)?;
    st.types = results;
    for (a, &t) in args.iter_mut().zip(&inputs) {
        a.ty = t;
    }
    let cond = p.parse_region(args, false)?;
    p.parse_keyword("do")?;
    let body = p.parse_region_with_entry_args(false)?;
    st.regions = vec![cond, body];
    p.parse_attr_dict_with_keyword(st)
}

pub fn print_while_loop(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("tosa.while_loop");
    print_assignment_list(pr, " ", &entry_args(ir, op, 0), ir.operands(op));
    pr.w(" : (");
    pr.types(&ir.operand_types(op));
    pr.w(") -> ");
    pr.result_types(&ir.result_types(op));
    pr.w(" ");
    let regions = ir.regions(op);
    pr.region(regions[0], false, true);
    pr.w(" do ");
    pr.region(regions[1], true, true);
    pr.attr_dict_with_keyword(op, &[]);
}

// ----- verifiers (upstream's messages) -----

use super::shape_values;
use crate::ir::verify::Verifier;

/// The element type and shape (None when unranked) of `v`'s type.
fn tensor_parts(ir: &Ir, v: Value) -> (Type, Option<Vec<i64>>) {
    let t = ir.value_ty(v);
    (ir.ctx.elem_ty(t), ir.ctx.shape(t).map(|s| s.to_vec()))
}

/// `expect input and output to have same element type, got 'A' and 'B'`; whether they match.
fn same_elem(v: &mut Verifier, op: Op, input: Value) -> bool {
    let ir = v.ir;
    let (a, b) = (tensor_parts(ir, input).0, tensor_parts(ir, ir.result(op, 0)).0);
    if a != b {
        let (sa, sb) = (v.ty_str(a), v.ty_str(b));
        v.err(op, format!("expect input and output to have same element type, got '{sa}' and '{sb}'"));
        return false;
    }
    true
}

pub fn verify_reshape(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !same_elem(v, op, ir.operand(op, 0)) {
        return;
    }
    let (_, ins) = tensor_parts(ir, ir.operand(op, 0));
    let (_, outs) = tensor_parts(ir, ir.result(op, 0));
    if let (Some(i), Some(o)) = (ins, outs) {
        if i.iter().chain(&o).all(|&d| d != DYNAMIC) {
            let (n, m): (i64, i64) = (i.iter().product(), o.iter().product());
            if n != m {
                v.err(op, format!("cannot reshape {n} elements into {m}"));
            }
        }
    }
}

pub fn verify_reverse(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !same_elem(v, op, ir.operand(op, 0)) {
        return;
    }
    let axis = ir.attr(op, "axis").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
    if let (_, Some(s)) = tensor_parts(ir, ir.operand(op, 0)) {
        if axis < 0 {
            v.err(op, "expected non-negative reverse axis");
        } else if !s.is_empty() && axis as usize >= s.len() {
            v.err(op, format!("expect input tensor rank ({}) to be larger than reverse axis ({axis})", s.len()));
        }
    }
}

pub fn verify_concat(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let inputs = ir.operands(op).to_vec();
    if inputs.is_empty() || !same_elem(v, op, inputs[0]) {
        return;
    }
    let axis = ir.attr(op, "axis").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
    let Some(first) = inputs.iter().find_map(|&x| tensor_parts(ir, x).1) else { return };
    if axis < 0 || axis as usize >= first.len() {
        v.err(op, format!("expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got {axis}"));
        return;
    }
    let axis = axis as usize;
    let (_, outs) = tensor_parts(ir, ir.result(op, 0));
    let mut sum = 0;
    for &x in &inputs {
        match tensor_parts(ir, x).1 {
            Some(s) if s.len() == first.len() && s[axis] != DYNAMIC => sum += s[axis],
            _ => return,
        }
    }
    if let Some(o) = outs {
        if o.len() == first.len() && o[axis] != DYNAMIC && o[axis] != sum {
            v.err(
                op,
                format!(
                    "requires sum of axis dimensions of input1 equal to output axis dimension, got {sum} and {}",
                    o[axis]
                ),
            );
        }
    }
}

pub fn verify_pad(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !same_elem(v, op, ir.operand(op, 0)) {
        return;
    }
    let (_, ins) = tensor_parts(ir, ir.operand(op, 0));
    let (_, outs) = tensor_parts(ir, ir.result(op, 0));
    let (Some(i), Some(o), Some(p)) = (ins, outs, shape_values(ir, ir.operand(op, 1))) else { return };
    if p.len() != 2 * i.len() || o.len() != i.len() {
        return;
    }
    for d in 0..i.len() {
        if i[d] == DYNAMIC || o[d] == DYNAMIC || p[2 * d] < 0 || p[2 * d + 1] < 0 {
            continue;
        }
        let want = i[d] + p[2 * d] + p[2 * d + 1];
        if want != o[d] {
            let (lo, hi) = (p[2 * d], p[2 * d + 1]);
            v.err(
                op,
                format!(
                    "mismatch in output shape at dimension {d}: expected {} + {lo} + {hi} = {want}, but got {}",
                    i[d], o[d]
                ),
            );
            return;
        }
    }
}

pub fn verify_same_elem(v: &mut Verifier, op: Op) {
    let input = v.ir.operand(op, 0);
    same_elem(v, op, input);
}
