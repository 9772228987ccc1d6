//! `cf` ops: branches become LLVM branches whose block arguments feed the target's phis;
//! `cf.assert` writes its message to standard error and aborts when the condition is false.
//!
//! An edge of a multi-way branch (`cond_br`, `switch`) into a block with arguments goes
//! through its own small block, so that two edges from one block into the same target can
//! carry different values.
//!
//! `cf.switch` cases compare with the flag at its full width (any integer width), and a case
//! value listed again (equal at the flag's width, e.g. 255 and -1 on i8) is dropped: the first
//! matching case wins, as in upstream's folding of a switch on a constant, and LLVM rejects a
//! `switch` with duplicate cases.

use super::{fail, Cx, R};
use crate::ir::{AttrKind, Block, DenseData, Op, Value};
use inkwell::basic_block::BasicBlock;
use inkwell::types::IntType;
use inkwell::values::IntValue;
use inkwell::IntPredicate;

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    match name {
        "cf.br" => {
            let Some(&dest) = cx.ir.successors(op).first() else { return fail("has no successor") };
            let args = cx.ir.operands(op).to_vec();
            branch_to(cx, dest, &args)
        }
        "cf.cond_br" => {
            let succ = cx.ir.successors(op).to_vec();
            let (Some(&c), &[t, f]) = (cx.ir.operands(op).first(), &succ[..]) else {
                return fail("has malformed operands or successors");
            };
            let c = cx.val(c)?.into_int_value();
            let (targs, fargs) = (successor_operands(cx, op, 0)?, successor_operands(cx, op, 1)?);
            let t = edge(cx, t, &targs)?;
            let f = edge(cx, f, &fargs)?;
            cx.b.build_conditional_branch(c, t, f)?;
            Ok(())
        }
        "cf.switch" => {
            let succ = cx.ir.successors(op).to_vec();
            let Some(&flag) = cx.ir.operands(op).first().filter(|_| !succ.is_empty()) else {
                return fail("has malformed operands or successors");
            };
            let flag = cx.val(flag)?.into_int_value();
            let cases = case_values(cx, op);
            if cases.len() + 1 != succ.len() {
                return fail("has case values that do not match its successors");
            }
            let dargs = successor_operands(cx, op, 0)?;
            let default = edge(cx, succ[0], &dargs)?;
            let fty = flag.get_type();
            let width = fty.get_bit_width();
            let mut ll_cases = vec![];
            let mut seen = std::collections::HashSet::new();
            for (i, &cv) in cases.iter().enumerate() {
                // MLIR allows a case value to be listed twice (equal at the flag's width);
                // the first one wins, and LLVM rejects duplicates: later ones are dropped
                // (before `edge`, which would add phi entries from an unused block).
                let cv = sign_extend(cv, width);
                if !seen.insert(cv) {
                    continue;
                }
                let vals = successor_operands(cx, op, i + 1)?;
                let bb = edge(cx, succ[i + 1], &vals)?;
                ll_cases.push((const_int_full(fty, cv), bb));
            }
            cx.b.build_switch(flag, default, &ll_cases)?;
            Ok(())
        }
        "cf.assert" => {
            let c = cx.operand(op, 0)?.into_int_value();
            let msg = cx
                .ir
                .attr(op, "msg")
                .and_then(|a| cx.ir.ctx.as_str(a))
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .unwrap_or_default();
            let ok = cx.append_block("assert.ok")?;
            let bad = cx.append_block("assert.fail")?;
            cx.b.build_conditional_branch(c, ok, bad)?;
            cx.b.position_at_end(bad);
            abort_with_message(cx, &msg)?;
            cx.b.position_at_end(ok);
            Ok(())
        }
        _ => super::unsupported(),
    }
}

/// Writes `msg` and a newline to standard error (POSIX `write`), then calls `abort`.
pub fn abort_with_message(cx: &mut Cx, msg: &str) -> R<()> {
    let text = format!("{msg}\n");
    let p = cx.c_string(&text)?;
    let i32t = cx.ll.i32_type();
    let sz = cx.index_ty();
    let write = cx.extern_fn("write", Some(sz.into()), &[i32t.into(), cx.ptr_ty().into(), sz.into()]);
    cx.call(write, &[i32t.const_int(2, false).into(), p.into(), sz.const_int(text.len() as u64, false).into()])?;
    let abort = cx.extern_fn("abort", None, &[]);
    cx.call(abort, &[])?;
    cx.b.build_unreachable()?;
    Ok(())
}

/// The operands `op` passes to its successor `i` (`BranchOpInterface`).
fn successor_operands(cx: &Cx, op: Op, i: usize) -> R<Vec<Value>> {
    match cx.ir.successor_operands(op, i) {
        Some(v) => Ok(v.to_vec()),
        None => fail("does not implement the branch interface"),
    }
}

/// An unconditional branch to `dest` passing `args` to its phis.
fn branch_to(cx: &mut Cx, dest: Block, args: &[Value]) -> R<()> {
    let Some(&bb) = cx.blocks.get(&dest) else { return fail("branches to a block outside its function") };
    add_incoming(cx, dest, args)?;
    cx.b.build_unconditional_branch(bb)?;
    Ok(())
}

/// The LLVM block an edge of a multi-way branch jumps to: the target itself when it has no
/// arguments, else a new block that branches there with the arguments.
fn edge<'c>(cx: &mut Cx<'_, 'c>, dest: Block, args: &[Value]) -> R<BasicBlock<'c>> {
    let Some(&bb) = cx.blocks.get(&dest) else { return fail("branches to a block outside its function") };
    if cx.ir.args(dest).is_empty() {
        return Ok(bb);
    }
    let here = cx.insert_block()?;
    let tramp = cx.ll.insert_basic_block_after(here, "");
    cx.b.position_at_end(tramp);
    branch_to(cx, dest, args)?;
    cx.b.position_at_end(here);
    Ok(tramp)
}

fn add_incoming(cx: &mut Cx, dest: Block, args: &[Value]) -> R<()> {
    let here = cx.insert_block()?;
    let phis = cx.phis.get(&dest).cloned().unwrap_or_default();
    if phis.len() != args.len() {
        return fail("passes a wrong number of block arguments");
    }
    for (phi, &a) in phis.iter().zip(args) {
        let v = cx.val(a)?;
        phi.add_incoming(&[(&v, here)]);
    }
    Ok(())
}

/// `v` reduced to `width` bits and sign-extended back (the value a case has at the flag's width).
fn sign_extend(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let s = 128 - width;
    (v << s) >> s
}

/// The constant `v` (sign-extended) of integer type `t`, at any width: words above the 64
/// low bits are kept, and widths above 128 get the sign in every further word.
fn const_int_full<'c>(t: IntType<'c>, v: i128) -> IntValue<'c> {
    let w = t.get_bit_width();
    if w <= 64 {
        return t.const_int(v as u64, true);
    }
    let n = w.div_ceil(64) as usize;
    let fill = if v < 0 { u64::MAX } else { 0 };
    let words: Vec<u64> = (0..n).map(|i| if i < 2 { (v >> (64 * i)) as u64 } else { fill }).collect();
    t.const_int_arbitrary_precision(&words)
}

fn case_values(cx: &Cx, op: Op) -> Vec<i128> {
    match cx.ir.attr(op, "case_values").map(|a| cx.ir.ctx.attr_kind(a)) {
        Some(AttrKind::Dense { data: DenseData::Int(v), ty }) => {
            let n = cx.ir.ctx.shape(*ty).and_then(|s| s.first().copied()).unwrap_or(1).max(0) as usize;
            if v.len() == 1 && n > 1 {
                vec![v[0]; n]
            } else {
                v.clone()
            }
        }
        _ => vec![],
    }
}

/// `a <pred> b` on integers (helper shared by the lowering of structured ops).
#[allow(dead_code)]
pub fn icmp<'c>(
    cx: &Cx<'_, 'c>,
    pred: IntPredicate,
    a: inkwell::values::IntValue<'c>,
    b: inkwell::values::IntValue<'c>,
) -> R<inkwell::values::IntValue<'c>> {
    Ok(cx.b.build_int_compare(pred, a, b, "")?)
}
