//! Op builders that passes and patterns share, on top of `ir::rewrite::Rewriter`: constants, integer
//! arithmetic with the properties upstream sets, comparisons, selects and branches, `linalg.fill`;
//! and the diagnostic `'name' op msg` at an op.

use crate::diag::Diagnostic;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

/// `arith.cmpi` predicates, numbered as upstream's `arith::CmpIPredicate`.
pub const EQ: i128 = 0;
pub const SLT: i128 = 2;
pub const SLE: i128 = 3;
pub const SGE: i128 = 5;
pub const ULT: i128 = 6;

/// `arith.constant <v> : index`.
pub fn index_const(rw: &mut Rewriter, v: i64) -> Value {
    let t = rw.ir.ctx.index_ty();
    let a = rw.ir.ctx.index_attr(v);
    rw.create_value("arith.constant", vec![], t, vec![("value", a)])
}

/// `#arith.overflow<flags>`.
pub fn overflow(rw: &mut Rewriter, flags: &str) -> Attr {
    rw.ir.ctx.dialect_attr("arith", &format!("overflow<{flags}>"))
}

/// An integer binary op; `addi`/`subi`/`muli`/`shli` get `overflowFlags = none` as upstream's
/// builders give them.
pub fn int_bin(rw: &mut Rewriter, name: &str, a: Value, b: Value) -> Value {
    let t = rw.ir.value_ty(a);
    let props = if matches!(name, "arith.addi" | "arith.subi" | "arith.muli" | "arith.shli") {
        vec![("overflowFlags", overflow(rw, "none"))]
    } else {
        vec![]
    };
    rw.create_value(name, vec![a, b], t, props)
}

/// `arith.cmpi <pred>` (upstream's numbering: `EQ`, `SLT`, ...).
pub fn cmpi(rw: &mut Rewriter, pred: i128, a: Value, b: Value) -> Value {
    let i64t = rw.ir.ctx.int_ty(64);
    let i1 = rw.ir.ctx.int_ty(1);
    let p = rw.ir.ctx.int_attr(i64t, pred);
    rw.create_value("arith.cmpi", vec![a, b], i1, vec![("predicate", p)])
}

pub fn select(rw: &mut Rewriter, c: Value, a: Value, b: Value) -> Value {
    let t = rw.ir.value_ty(a);
    rw.create_value("arith.select", vec![c, a, b], t, vec![])
}

/// `cf.br ^dest(args)`.
pub fn br(rw: &mut Rewriter, dest: Block, args: Vec<Value>) -> Op {
    rw.create_full("cf.br", args, &[], vec![], vec![], vec![dest])
}

/// `cf.cond_br %c, ^t(targs), ^f(fargs)`.
pub fn cond_br(rw: &mut Rewriter, c: Value, t: Block, targs: Vec<Value>, f: Block, fargs: Vec<Value>) -> Op {
    let seg = rw.ir.ctx.dense_i32_array(&[1, targs.len() as i64, fargs.len() as i64]);
    let mut ops = vec![c];
    ops.extend(targs);
    ops.extend(fargs);
    rw.create_full("cf.cond_br", ops, &[], vec![("operandSegmentSizes", seg)], vec![], vec![t, f])
}

/// A diagnostic `'name' op msg` at `op`.
pub fn err(ir: &Ir, op: Op, msg: &str) -> Diagnostic {
    Diagnostic::error(ir.loc(op), format!("'{}' op {msg}", ir.op_name(op)))
}

/// `linalg.fill ins(%v) outs(%init)` (its payload a yield of the value).
pub fn linalg_fill(rw: &mut Rewriter, v: Value, init: Value) -> Value {
    let t = rw.ir.value_ty(init);
    let types = [rw.ir.value_ty(v), rw.ir.ctx.elem_ty(t)];
    let (region, block) = rw.ir.new_region_with_block(&types);
    let first = rw.ir.arg(block, 0);
    let saved = rw.insertion_point();
    rw.set_insertion_point_to_end(block);
    rw.create("linalg.yield", vec![first], &[], vec![], vec![]);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    let segments = rw.ir.ctx.dense_i32_array(&[1, 1]);
    let op = rw.create("linalg.fill", vec![v, init], &[t], vec![("operandSegmentSizes", segments)], vec![region]);
    rw.ir.result(op, 0)
}
