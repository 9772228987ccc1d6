//! IR-building helpers the lowering passes share: creating and inserting ops, index
//! constants, batch use replacement, removing ops.

use crate::diag::Diagnostic;
use crate::ir::builder::{detach, insert, InsertPoint};
use crate::ir::*;

/// Creates an op and inserts it at `ip`.
#[allow(clippy::too_many_arguments)]
pub fn mk(
    ir: &mut Ir,
    ip: InsertPoint,
    name: &str,
    operands: Vec<Value>,
    types: &[Type],
    props: Vec<(&str, Attr)>,
    succ: Vec<Block>,
    loc: Attr,
) -> Op {
    let name = ir.ctx.sym(name);
    let mut p = vec![];
    for (n, a) in props {
        let s = ir.ctx.sym(n);
        p = insert_sorted(&ir.ctx, p, s, a);
    }
    let op = ir.create_op(name, operands, types, p, vec![], vec![], succ, loc);
    insert(ir, ip, op);
    op
}

/// Creates a one-result op and returns the result.
pub fn mk1(
    ir: &mut Ir,
    ip: InsertPoint,
    name: &str,
    operands: Vec<Value>,
    ty: Type,
    props: Vec<(&str, Attr)>,
    loc: Attr,
) -> Value {
    let op = mk(ir, ip, name, operands, &[ty], props, vec![], loc);
    ir.result(op, 0)
}

pub fn at_end(b: Block) -> InsertPoint {
    InsertPoint { block: b, before: None }
}

/// The insertion point right before `op`.
pub fn before(ir: &Ir, op: Op) -> Option<InsertPoint> {
    Some(InsertPoint { block: ir.op(op).parent?, before: Some(op) })
}

pub fn index_const(ir: &mut Ir, ip: InsertPoint, v: i64, loc: Attr) -> Value {
    let t = ir.ctx.index_ty();
    let a = ir.ctx.index_attr(v);
    mk1(ir, ip, "arith.constant", vec![], t, vec![("value", a)], loc)
}

/// An integer binary op with the default properties upstream sets.
pub fn int_bin(ir: &mut Ir, ip: InsertPoint, name: &str, a: Value, b: Value, loc: Attr) -> Value {
    let t = ir.value_ty(a);
    let props = if matches!(name, "arith.addi" | "arith.subi" | "arith.muli" | "arith.shli") {
        vec![("overflowFlags", ir.ctx.dialect_attr("arith", "overflow<none>"))]
    } else {
        vec![]
    };
    mk1(ir, ip, name, vec![a, b], t, props, loc)
}

/// `arith.cmpi <pred>` with upstream's predicate numbering.
pub fn cmpi(ir: &mut Ir, ip: InsertPoint, pred: &str, a: Value, b: Value, loc: Attr) -> Value {
    let i = crate::dialects::arith::CMPI_PREDICATES.iter().position(|&p| p == pred).unwrap_or(0);
    let i64t = ir.ctx.int_ty(64);
    let pa = ir.ctx.int_attr(i64t, i as i128);
    let i1 = ir.ctx.int_ty(1);
    mk1(ir, ip, "arith.cmpi", vec![a, b], i1, vec![("predicate", pa)], loc)
}

pub fn select(ir: &mut Ir, ip: InsertPoint, c: Value, a: Value, b: Value, loc: Attr) -> Value {
    let t = ir.value_ty(a);
    mk1(ir, ip, "arith.select", vec![c, a, b], t, vec![], loc)
}

/// The nearest ancestor that is isolated from above (the function), where uses can live.
pub fn scope_of(ir: &Ir, mut op: Op) -> Op {
    while let Some(p) = ir.parent_op(op) {
        if crate::dialects::lookup(ir.op_name(p)).map(|d| d.is_isolated()).unwrap_or(false) {
            return p;
        }
        op = p;
    }
    op
}

/// Replaces the uses of each `from` by its `to`, below `scope`, in one walk.
pub fn replace_uses(ir: &mut Ir, scope: Op, pairs: &[(Value, Value)]) {
    if pairs.is_empty() {
        return;
    }
    let map: std::collections::HashMap<Value, Value> = pairs.iter().copied().collect();
    let mut ops = vec![];
    ir.walk(scope, &mut |o| ops.push(o));
    for o in ops {
        for v in &mut ir.op_mut(o).operands {
            if let Some(&t) = map.get(v) {
                *v = t;
            }
        }
    }
}

/// Replaces `op`'s results by `vals` and removes it.
pub fn replace_op(ir: &mut Ir, op: Op, vals: &[Value]) {
    let scope = scope_of(ir, op);
    let pairs: Vec<(Value, Value)> = ir.results(op).iter().copied().zip(vals.iter().copied()).collect();
    replace_uses(ir, scope, &pairs);
    remove(ir, op);
}

/// Removes `op` (detached, operands dropped; its regions must have been emptied or moved).
pub fn remove(ir: &mut Ir, op: Op) {
    detach(ir, op);
    ir.op_mut(op).operands.clear();
}

/// A diagnostic `'name' op msg` at `op`.
pub fn err(ir: &Ir, op: Op, msg: &str) -> Diagnostic {
    Diagnostic::error(ir.op(op).loc, format!("'{}' op {msg}", ir.op_name(op)))
}
