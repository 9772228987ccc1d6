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
use crate::ir::{AttrKind, Block, Op, Value};
use inkwell::basic_block::BasicBlock;
use inkwell::types::IntType;
use inkwell::values::IntValue;
use inkwell::IntPredicate;

pub fn lower(cx: &mut Cx, op: Op, name: &str) -> R<()> {
    match name {
        "cf.br" => {
            let Some(&dest) = cx.ir.successors(op).first() else { return fail("has no successor") };
            let args = cx.ir.operands(op).to_vec();
            branch_to(cx, dest, &args)?;
            loop_metadata(cx, op)
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
            loop_metadata(cx, op)
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
/// The `!llvm.loop` metadata of the branch just built (the current block's terminator) from the
/// op's `#llvm.loop_annotation` (`llvm.loop_annotation` on `cf.br`/`cf.cond_br`, the
/// `loop_annotation` property of `llvm.br`/`llvm.cond_br`), as upstream's translation writes
/// it: `disableNonforced`, `mustProgress`, `isVectorized`, `vectorize<disable, width>`,
/// `interleave<count>` and `unroll<disable, count, runtimeDisable, full>`. Other parameters
/// are hints LLVM may ignore: they are left out.
fn loop_metadata(cx: &mut Cx, op: Op) -> R<()> {
    let ir = cx.ir;
    let Some(a) = ir.attr(op, crate::dialects::llvm::LOOP_ANNOTATION_ATTR).or_else(|| ir.prop(op, "loop_annotation"))
    else {
        return Ok(());
    };
    let Some(body) = ir.ctx.dialect_attr_body(a, "llvm").and_then(|b| b.strip_prefix("loop_annotation")) else {
        return Ok(());
    };
    let mut hints: Vec<(&str, Option<u64>, u32)> = vec![]; // (name, value, bit width)
    for (k, v) in params(body) {
        let flag = v == "true";
        match k {
            "disableNonforced" if flag => hints.push(("llvm.loop.disable_nonforced", None, 0)),
            "mustProgress" if flag => hints.push(("llvm.loop.mustprogress", None, 0)),
            "isVectorized" if flag => hints.push(("llvm.loop.isvectorized", Some(1), 32)),
            "vectorize" | "interleave" | "unroll" => {
                let inner = v.split_once('<').map_or("", |(_, r)| r);
                for (ik, iv) in params(&format!("<{inner}")) {
                    let b = iv == "true";
                    let n = iv.split(' ').next().and_then(|n| n.parse::<u64>().ok());
                    match (k, ik) {
                        ("vectorize", "disable") => hints.push(("llvm.loop.vectorize.enable", Some(!b as u64), 1)),
                        ("vectorize", "width") if n.is_some() => hints.push(("llvm.loop.vectorize.width", n, 32)),
                        ("interleave", "count") if n.is_some() => hints.push(("llvm.loop.interleave.count", n, 32)),
                        ("unroll", "disable") if b => hints.push(("llvm.loop.unroll.disable", None, 0)),
                        ("unroll", "disable") => hints.push(("llvm.loop.unroll.enable", None, 0)),
                        ("unroll", "count") if n.is_some() => hints.push(("llvm.loop.unroll.count", n, 32)),
                        ("unroll", "runtimeDisable") if b => hints.push(("llvm.loop.unroll.runtime.disable", None, 0)),
                        ("unroll", "full") if b => hints.push(("llvm.loop.unroll.full", None, 0)),
                        _ => {}
                    }
                }
            }
            _ => {}
        }
    }
    let Some(term) = cx.insert_block()?.get_terminator() else { return Ok(()) };
    use inkwell::llvm_sys::{core as llc, debuginfo as di};
    use inkwell::values::AsValueRef;
    let ctx = cx.ll.raw();
    // SAFETY: plain LLVM C API calls on values of this context; the temporary node is replaced
    // (and freed) by the loop's node, which then refers to itself and becomes distinct.
    unsafe {
        let temp = di::LLVMTemporaryMDNode(ctx, std::ptr::null_mut(), 0);
        let mut ops = vec![temp];
        for (name, val, bits) in hints {
            let s = llc::LLVMMDStringInContext2(ctx, name.as_ptr().cast(), name.len());
            let mut node = vec![s];
            if let Some(v) = val {
                let c = llc::LLVMConstInt(llc::LLVMIntTypeInContext(ctx, bits), v, 0);
                node.push(llc::LLVMValueAsMetadata(c));
            }
            ops.push(llc::LLVMMDNodeInContext2(ctx, node.as_mut_ptr(), node.len()));
        }
        let id = llc::LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len());
        di::LLVMMetadataReplaceAllUsesWith(temp, id);
        let kind = b"llvm.loop";
        let kind = llc::LLVMGetMDKindIDInContext(ctx, kind.as_ptr().cast(), kind.len() as u32);
        llc::LLVMSetMetadata(term.as_value_ref(), kind, llc::LLVMMetadataAsValue(ctx, id));
    }
    Ok(())
}

/// The `key = value` parameters of an attribute body `<k1 = v1, k2 = #x<...>, ...>` (commas
/// inside nested brackets do not split).
fn params(body: &str) -> Vec<(&str, &str)> {
    let inner = body.trim().strip_prefix('<').and_then(|b| b.strip_suffix('>')).unwrap_or("");
    let mut out = vec![];
    let (mut depth, mut start) = (0i32, 0);
    let bytes = inner.as_bytes();
    for i in 0..=bytes.len() {
        let c = bytes.get(i).copied().unwrap_or(b',');
        match c {
            b'<' | b'(' | b'[' | b'{' => depth += 1,
            b'>' | b')' | b']' | b'}' => depth -= 1,
            b',' if depth == 0 => {
                if let Some((k, v)) = inner[start..i].split_once('=') {
                    out.push((k.trim(), v.trim()));
                }
                start = i + 1;
            }
            _ => {}
        }
    }
    out
}

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
        Some(AttrKind::Dense { data, ty }) if data.is_int() => {
            let n = cx.ir.ctx.shape(*ty).and_then(|s| s.first().copied()).unwrap_or(1).max(0) as usize;
            if data.len() == 1 && n > 1 {
                vec![data.int_at(0); n]
            } else {
                data.ints_iter().collect()
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
