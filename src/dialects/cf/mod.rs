//! The `cf` dialect: unstructured control flow (`br`, `cond_br`, `switch`) and `assert`.
//!
//! The branches are pure terminators implementing `BranchOpInterface`: successor `i`'s
//! operands are a range of the op's operands, read from `operandSegmentSizes` (and, for
//! `cf.switch`, `case_operand_segments`), which `set_successor_operands` keeps up to date.
//! `cf.assert` writes to memory in general (it may end the program, as upstream models it).
//! Canonicalization patterns (upstream's `ControlFlowOps.cpp`) are in `canonicalize.rs`.

mod canonicalize;

use super::common::*;
use super::ods::{dict_attr, AttrConstraint, OpFormat, ANY_TYPE, FORMAT, I1};
use super::{OpSpec, PURE, TERMINATOR};
use crate::ir::interfaces::{BranchOpInterface, Effect, EffectKind, EffectOn};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;
use std::ops::Range;

pub static OPS: &[OpSpec] = &[
    OpSpec::new("cf.br")
        .declare(&BR)
        .traits(TERMINATOR | PURE)
        .branch(BranchOpInterface { successor_operands: br_operands, set_successor_operands: set_br_operands })
        .canonicalize(canonicalize::BR),
    OpSpec::new("cf.cond_br")
        .declare(&COND_BR)
        .traits(TERMINATOR | PURE)
        .branch(BranchOpInterface {
            successor_operands: cond_br_operands,
            set_successor_operands: set_cond_br_operands,
        })
        .canonicalize(canonicalize::COND_BR),
    OpSpec::new("cf.switch")
        .custom(parse_switch, print_switch)
        .verify(verify_switch)
        .props(&["case_values", "case_operand_segments", "operandSegmentSizes"])
        .traits(TERMINATOR | PURE)
        .branch(BranchOpInterface { successor_operands: switch_operands, set_successor_operands: set_switch_operands })
        .canonicalize(canonicalize::SWITCH),
    OpSpec::new("cf.assert").declare(&ASSERT).effects(assert_effects).canonicalize(canonicalize::ASSERT),
];

static BR: OpFormat = OpFormat {
    operands: &[("destOperands*", &ANY_TYPE)],
    successors: &["dest"],
    format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    verify: Some(|v, op| {
        let (s, vals) = (v.ir.successors(op)[0], v.ir.operands(op).to_vec());
        check_successor_operands(v, op, 0, s, &vals);
    }),
    ..FORMAT
};
static COND_BR: OpFormat = OpFormat {
    operands: &[("condition", &I1), ("trueDestOperands*", &ANY_TYPE), ("falseDestOperands*", &ANY_TYPE)],
    attrs: &[("branch_weights?", &WEIGHTS)],
    successors: &["trueDest", "falseDest"],
    format: "$condition (`weights` `(` $branch_weights^ `)`)? `,` \
             $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` \
             $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    verify: Some(verify_cond_br),
    ..FORMAT
};
/// `DenseI32ArrayAttr`, written `[1, 2]`.
static WEIGHTS: AttrConstraint = AttrConstraint {
    summary: "i32 dense array attribute",
    check: |ctx, a| ctx.as_dense_array(a).is_some(),
    parse: |p| {
        let mut w = vec![];
        p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
            w.push(p.parse_i64()?);
            Ok(())
        })?;
        Ok(p.ir.ctx.dense_i32_array(&w))
    },
    print: |pr, a| {
        let list: Vec<String> = pr.ir.ctx.as_dense_array(a).unwrap_or(&[]).iter().map(|x| x.to_string()).collect();
        pr.w(&format!("[{}]", list.join(", ")));
    },
    default: None,
};
static ASSERT: OpFormat =
    OpFormat { operands: &[("arg", &I1)], attrs: &[("msg", &MESSAGE)], format: "$arg `,` $msg attr-dict", ..FORMAT };
static MESSAGE: AttrConstraint = AttrConstraint {
    parse: |p| {
        let pos = p.tok.start;
        let a = p.parse_attr()?;
        if p.ir.ctx.as_str(a).is_none() {
            return p.err_at(pos, "expected string message");
        }
        Ok(a)
    },
    ..dict_attr("string attribute", |ctx, a| ctx.as_str(a).is_some())
};

// ----- interfaces -----

/// A terminating assertion is a write to memory in general (upstream's model of "program
/// termination"), so that it is neither erased nor moved across other effects.
fn assert_effects(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Write, EffectOn::Any));
}

fn br_operands(ir: &Ir, op: Op, _: usize) -> Range<usize> {
    0..ir.operands(op).len()
}

fn set_br_operands(ir: &mut Ir, op: Op, _: usize, vals: Vec<Value>) {
    ir.set_operands(op, vals);
}

/// `operandSegmentSizes` as sizes, with the missing entries zero (`n` entries).
fn segment_sizes(ir: &Ir, op: Op, n: usize) -> Vec<usize> {
    let mut s: Vec<usize> =
        dense_array(ir, op, "operandSegmentSizes").unwrap_or_default().iter().map(|&x| x.max(0) as usize).collect();
    s.resize(n, 0);
    s
}

/// A range starting at `start` of `len` operands, clipped to the op's operands.
fn clipped(ir: &Ir, op: Op, start: usize, len: usize) -> Range<usize> {
    let n = ir.operands(op).len();
    start.min(n)..(start + len).min(n)
}

/// `cf.cond_br`: successor 0 (true) gets segment 1, successor 1 (false) segment 2.
fn cond_br_operands(ir: &Ir, op: Op, i: usize) -> Range<usize> {
    let s = segment_sizes(ir, op, 3);
    let start = s[0] + if i == 1 { s[1] } else { 0 };
    clipped(ir, op, start, s[1 + i.min(1)])
}

/// Replaces the operands in `range` by `vals`.
fn splice_operands(ir: &mut Ir, op: Op, range: Range<usize>, vals: Vec<Value>) {
    let mut all = ir.operands(op).to_vec();
    all.splice(range, vals);
    ir.set_operands(op, all);
}

fn set_segments_prop(ir: &mut Ir, op: Op, name: &str, sizes: &[usize]) {
    let v: Vec<i64> = sizes.iter().map(|&x| x as i64).collect();
    let a = ir.ctx.dense_i32_array(&v);
    ir.set_prop(op, name, a);
}

fn set_cond_br_operands(ir: &mut Ir, op: Op, i: usize, vals: Vec<Value>) {
    let mut s = segment_sizes(ir, op, 3);
    s[1 + i.min(1)] = vals.len();
    let r = cond_br_operands(ir, op, i);
    splice_operands(ir, op, r, vals);
    set_segments_prop(ir, op, "operandSegmentSizes", &s);
}

/// `case_operand_segments` as sizes.
fn case_segment_sizes(ir: &Ir, op: Op) -> Vec<usize> {
    dense_array(ir, op, "case_operand_segments").unwrap_or_default().iter().map(|&x| x.max(0) as usize).collect()
}

/// `cf.switch`: successor 0 (the default) gets segment 1; successor `i > 0` (case `i - 1`)
/// its part of segment 2 by `case_operand_segments`.
fn switch_operands(ir: &Ir, op: Op, i: usize) -> Range<usize> {
    let s = segment_sizes(ir, op, 3);
    if i == 0 {
        return clipped(ir, op, s[0], s[1]);
    }
    let cs = case_segment_sizes(ir, op);
    let before: usize = cs.iter().take(i - 1).sum();
    clipped(ir, op, s[0] + s[1] + before, cs.get(i - 1).copied().unwrap_or(0))
}

fn set_switch_operands(ir: &mut Ir, op: Op, i: usize, vals: Vec<Value>) {
    let mut s = segment_sizes(ir, op, 3);
    let r = switch_operands(ir, op, i);
    let old = r.len();
    if i == 0 {
        s[1] = vals.len();
    } else {
        let mut cs = case_segment_sizes(ir, op);
        if let Some(c) = cs.get_mut(i - 1) {
            *c = vals.len();
        }
        s[2] = s[2] - old.min(s[2]) + vals.len();
        set_segments_prop(ir, op, "case_operand_segments", &cs);
    }
    splice_operands(ir, op, r, vals);
    set_segments_prop(ir, op, "operandSegmentSizes", &s);
}

/// Checks that `vals` match the arguments of `b`.
pub fn check_successor_operands(v: &mut Verifier, op: Op, idx: usize, b: Block, vals: &[Value]) -> bool {
    let args = v.ir.args(b).to_vec();
    if args.len() != vals.len() {
        v.err(
            op,
            format!("branch has {} operands for successor #{idx}, but target block has {}", vals.len(), args.len()),
        );
        return false;
    }
    for (i, (&a, &x)) in args.iter().zip(vals).enumerate() {
        let (at, xt) = (v.ir.value_ty(a), v.ir.value_ty(x));
        if at != xt {
            let (s1, s2) = (v.ty_str(xt), v.ty_str(at));
            v.err(op, format!("type mismatch for bb argument #{i} of successor #{idx}: '{s1}' vs '{s2}'"));
            return false;
        }
    }
    true
}

fn verify_cond_br(v: &mut Verifier, op: Op) {
    let s = v.ir.successors(op).to_vec();
    // Upstream's `WeightedBranchOpInterface` check, reported without the op's name.
    if let Some(w) = dense_array(v.ir, op, "branch_weights") {
        if !w.is_empty() && w.len() != s.len() {
            let msg =
                format!("expects number of branch weights to match number of successors: {} vs {}", w.len(), s.len());
            v.diags.push(crate::diag::Diagnostic::error(v.ir.loc(op), msg));
            return;
        }
    }
    let g = segments(v.ir, op);
    if check_successor_operands(v, op, 0, s[0], &g[1]) {
        check_successor_operands(v, op, 1, s[1], &g[2]);
    }
}

fn parse_switch(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let flag = p.parse_operand()?;
    p.expect(Tok::Colon, "':'")?;
    let ft = p.parse_type()?;
    let fv = p.resolve(&flag, ft)?;
    p.expect(Tok::Comma, "','")?;
    p.expect(Tok::LSquare, "'['")?;
    p.parse_keyword("default")?;
    p.expect(Tok::Colon, "':'")?;
    let (db, dv) = p.parse_successor_and_operands()?;
    let mut cases: Vec<i128> = vec![];
    let mut case_blocks = vec![];
    let mut case_vals: Vec<Vec<Value>> = vec![];
    while p.optional(Tok::Comma) {
        // Any 64-bit pattern, signed or not (the printer writes values zero-extended).
        let neg = p.optional(Tok::Minus);
        let c = p.parse_u64("expected integer value")? as i128;
        let c = if neg { -c } else { c };
        p.expect(Tok::Colon, "':'")?;
        let (b, v) = p.parse_successor_and_operands()?;
        cases.push(c);
        case_blocks.push(b);
        case_vals.push(v);
    }
    p.expect(Tok::RSquare, "']'")?;
    p.parse_attr_dict(st)?;
    if !cases.is_empty() {
        let data = DenseData::Int(
            cases
                .iter()
                .map(|&c| {
                    let w = p.ir.ctx.int_width(ft).unwrap_or(64);
                    crate::syntax::parse_attr::normalize_int(c, w, Signedness::Signless).unwrap_or(c)
                })
                .collect(),
        );
        let vt = p.ir.ctx.ty(TypeKind::Vector { shape: vec![cases.len() as i64], scalable: vec![false], elem: ft });
        let a = p.ir.ctx.attr(AttrKind::Dense { ty: vt, data });
        st.add_attr(p.ir, "case_values", a);
    }
    let segs: Vec<i64> = case_vals.iter().map(|v| v.len() as i64).collect();
    let a = p.ir.ctx.dense_i32_array(&segs);
    st.add_attr(p.ir, "case_operand_segments", a);
    let total: usize = case_vals.iter().map(|v| v.len()).sum();
    set_segments(p, st, &[1, dv.len(), total]);
    st.operands = vec![fv];
    st.operands.extend(dv);
    for v in case_vals {
        st.operands.extend(v);
    }
    st.successors = vec![db];
    st.successors.extend(case_blocks);
    Ok(())
}
fn case_values(ir: &Ir, op: Op) -> Vec<i128> {
    match ir.attr(op, "case_values").map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::Dense { data: DenseData::Int(v), ty }) => {
            let n = ir.ctx.shape(*ty).and_then(|s| s.first().copied()).unwrap_or(1) as usize;
            if v.len() == 1 && n > 1 {
                vec![v[0]; n]
            } else {
                v.clone()
            }
        }
        _ => vec![],
    }
}
fn print_switch(pr: &mut Printer, op: Op) {
    let segs = segments(pr.ir, op);
    let succ = pr.ir.successors(op).to_vec();
    let cases = case_values(pr.ir, op);
    let case_segs = dense_array(pr.ir, op, "case_operand_segments").unwrap_or_default();
    if segs.len() != 3 || cases.len() + 1 != succ.len() || case_segs.len() != cases.len() {
        pr.generic_op(op);
        return;
    }
    pr.w("cf.switch ");
    pr.operand(segs[0][0]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(segs[0][0]));
    pr.w(", [");
    pr.newline();
    pr.w("  default: ");
    pr.successor_with_operands(succ[0], &segs[1]);
    // Case values print zero-extended from the flag's width (APInt::getLimitedValue): `-7`
    // of an i32 flag reads `4294967289`.
    let width = pr.ir.ctx.int_width(pr.ir.value_ty(segs[0][0])).unwrap_or(64).min(64);
    let mut k = 0usize;
    for (i, &c) in cases.iter().enumerate() {
        pr.w(",");
        pr.newline();
        let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
        let c = if c < 0 || c > u64::MAX as i128 { c as u64 & mask } else { c as u64 };
        pr.w(&format!("  {c}: "));
        let n = case_segs[i].max(0) as usize;
        let vals = segs[2][k.min(segs[2].len())..(k + n).min(segs[2].len())].to_vec();
        k += n;
        pr.successor_with_operands(succ[i + 1], &vals);
    }
    // Without case values the list closes on the default's line.
    if pr.ir.attr(op, "case_values").is_some() {
        pr.newline();
    }
    pr.w("]");
    pr.attr_dict(op, &["case_values", "case_operand_segments"]);
}
fn verify_switch(v: &mut Verifier, op: Op) {
    let Some(_) = check_segments(v, op, 3) else { return };
    let g = segments(v.ir, op);
    if g[0].len() != 1 {
        v.err(op, "operand group #0 must have exactly one value");
        return;
    }
    let ft = v.ir.value_ty(g[0][0]);
    if !v.ctx().is_int(ft) {
        let s = v.ty_str(ft);
        v.err(op, format!("operand #0 must be integer, but got '{s}'"));
        return;
    }
    let cases = case_values(v.ir, op);
    let succ = v.ir.successors(op).to_vec();
    if succ.len() != cases.len() + 1 {
        v.err(
            op,
            format!(
                "number of case values ({}) and case destinations ({}) should match",
                cases.len(),
                succ.len().saturating_sub(1)
            ),
        );
        return;
    }
    if let Some(a) = v.ir.attr(op, "case_values") {
        if let AttrKind::Dense { ty, .. } = v.ctx().attr_kind(a) {
            let et = v.ctx().elem_ty(*ty);
            if et != ft {
                let (x, y) = (v.ty_str(et), v.ty_str(ft));
                v.err(op, format!("'flag' type ({y}) should match case value type ({x})"));
                return;
            }
        }
    }
    let case_segs = dense_array(v.ir, op, "case_operand_segments").unwrap_or_default();
    if case_segs.len() != cases.len() || case_segs.iter().sum::<i64>() != g[2].len() as i64 {
        v.err(op, "case operand segments do not match the case operands");
        return;
    }
    if !check_successor_operands(v, op, 0, succ[0], &g[1]) {
        return;
    }
    let mut k = 0usize;
    for (i, &n) in case_segs.iter().enumerate() {
        let vals = g[2][k..k + n as usize].to_vec();
        k += n as usize;
        if !check_successor_operands(v, op, i + 1, succ[i + 1], &vals) {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ir::*;

    /// Parses `text` and returns the IR and the ops named `name`, in order.
    fn parse(text: &str, name: &str) -> (Ir, Op, Vec<Op>) {
        let mut ir = crate::dialects::new_ir();
        let top = crate::syntax::parse(&mut ir, "t", text, 0, text.len()).expect("parses");
        assert!(crate::ir::verify::verify(&ir, top).is_empty());
        let mut ops = vec![];
        ir.walk(top, &mut |o| {
            if ir.op_name(o) == name {
                ops.push(o)
            }
        });
        (ir, top, ops)
    }

    fn set(ir: &mut Ir, op: Op, i: usize, vals: Vec<Value>) {
        let b = ir.def(op).interfaces.branch.expect("branch interface");
        (b.set_successor_operands)(ir, op, i, vals);
    }

    #[test]
    fn cond_br_successor_operands() {
        let (mut ir, top, ops) = parse(
            "func.func @f(%c: i1, %a: i32, %b: i32) {\n  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b, %a : i32, i32)\n\
             ^bb1(%x: i32):\n  return\n^bb2(%y: i32, %z: i32):\n  return\n}\n",
            "cf.cond_br",
        );
        let op = ops[0];
        let args = ir.args(ir.parent_block(op).unwrap()).to_vec();
        let (a, b) = (args[1], args[2]);
        assert_eq!(ir.successor_operands(op, 0), Some(&[a][..]));
        assert_eq!(ir.successor_operands(op, 1), Some(&[b, a][..]));
        // Drop the true side's operand, change the false side's: segments follow.
        set(&mut ir, op, 0, vec![]);
        assert_eq!(ir.successor_operands(op, 0), Some(&[][..]));
        assert_eq!(ir.successor_operands(op, 1), Some(&[b, a][..]));
        set(&mut ir, op, 1, vec![a, a]);
        set(&mut ir, op, 0, vec![b]);
        assert_eq!(ir.successor_operands(op, 0), Some(&[b][..]));
        assert_eq!(ir.successor_operands(op, 1), Some(&[a, a][..]));
        assert_eq!(crate::dialects::common::dense_array(&ir, op, "operandSegmentSizes"), Some(vec![1, 1, 2]));
        assert!(ir.check_consistency(top).is_ok());
    }

    #[test]
    fn switch_successor_operands() {
        let (mut ir, top, ops) = parse(
            "func.func @f(%x: i32, %a: i32, %b: i32) {\n  cf.switch %x : i32, [\n    default: ^bb1(%a : i32),\n\
             \x20   1: ^bb2,\n    2: ^bb3(%b, %a : i32, i32)\n  ]\n^bb1(%p: i32):\n  return\n^bb2:\n  return\n\
             ^bb3(%q: i32, %r: i32):\n  return\n}\n",
            "cf.switch",
        );
        let op = ops[0];
        let args = ir.args(ir.parent_block(op).unwrap()).to_vec();
        let (a, b) = (args[1], args[2]);
        assert_eq!(ir.successor_operands(op, 0), Some(&[a][..]));
        assert_eq!(ir.successor_operands(op, 1), Some(&[][..]));
        assert_eq!(ir.successor_operands(op, 2), Some(&[b, a][..]));
        set(&mut ir, op, 1, vec![b, b, b]);
        assert_eq!(ir.successor_operands(op, 0), Some(&[a][..]));
        assert_eq!(ir.successor_operands(op, 1), Some(&[b, b, b][..]));
        assert_eq!(ir.successor_operands(op, 2), Some(&[b, a][..]));
        set(&mut ir, op, 2, vec![a]);
        set(&mut ir, op, 0, vec![]);
        assert_eq!(ir.successor_operands(op, 0), Some(&[][..]));
        assert_eq!(ir.successor_operands(op, 1), Some(&[b, b, b][..]));
        assert_eq!(ir.successor_operands(op, 2), Some(&[a][..]));
        assert_eq!(crate::dialects::common::dense_array(&ir, op, "operandSegmentSizes"), Some(vec![1, 0, 4]));
        assert_eq!(crate::dialects::common::dense_array(&ir, op, "case_operand_segments"), Some(vec![3, 1]));
        assert!(ir.check_consistency(top).is_ok());
    }
}
