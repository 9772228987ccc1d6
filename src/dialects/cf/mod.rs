//! The `cf` dialect: unstructured control flow (`br`, `cond_br`, `switch`) and `assert`.
//!
//! The branches are pure terminators implementing `BranchOpInterface`: successor `i`'s
//! operands are a range of the op's operands, read from `operandSegmentSizes` (and, for
//! `cf.switch`, `case_operand_segments`), which `set_successor_operands` keeps up to date.
//! `cf.assert` writes to memory in general (it may end the program, as upstream models it).
//! Canonicalization patterns (upstream's `ControlFlowOps.cpp`) are in `canonicalize.rs`.

mod canonicalize;

use super::common::*;
use super::ods::{
    dict_attr, op, operands_of, successors_of, type_constraint, AttrConstraint, Custom, OpFormat, Slots,
    TypeConstraint, ANY_TYPE, FORMAT, I1, I32_LIST,
};
use super::{OpSpec, PURE, TERMINATOR};
use crate::ir::interfaces::BranchOpInterface;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, UOperand};
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
    op!("cf.switch" operands["flag": ANY_INTEGER, "defaultOperands*": ANY_TYPE, "caseOperands*": ANY_TYPE]
        attrs["case_values?": INT_ELEMENTS, "case_operand_segments": I32_LIST]
        successors["defaultDestination", "caseDestinations*"] segments["caseOperands": "case_operand_segments"]
        format "$flag `:` type($flag) `,` `[` `\\n` custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, \
                $defaultOperands, type($defaultOperands), $case_values, $caseDestinations, $caseOperands, \
                type($caseOperands)) `]` attr-dict"
        custom[SWITCH_CASES] verify(verify_switch) can_print(switch_can_print) traits(TERMINATOR | PURE)
        branch(BranchOpInterface { successor_operands: switch_operands, set_successor_operands: set_switch_operands })
        canonicalize(canonicalize::SWITCH)),
    OpSpec::new("cf.assert").declare(&ASSERT).effects_on(&[WRITES_ANY]).canonicalize(canonicalize::ASSERT),
];

static BR: OpFormat = OpFormat {
    operands: &[("destOperands*", &ANY_TYPE)],
    successors: &["dest"],
    format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    verify: Some(|v, op| {
        let ir = v.ir;
        check_successor_operands(v, op, 0, ir.successors(op)[0], ir.operands(op));
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
/// `DenseI32ArrayAttr`, written `[1, 2]` (a dense array of any width passes the check).
static WEIGHTS: AttrConstraint = AttrConstraint { check: |ctx, a| ctx.as_dense_array(a).is_some(), ..I32_LIST };
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

pub(crate) fn br_operands(ir: &Ir, op: Op, _: usize) -> Range<usize> {
    0..ir.operands(op).len()
}

pub(crate) fn set_br_operands(ir: &mut Ir, op: Op, _: usize, vals: Vec<Value>) {
    ir.set_operands(op, vals);
}

/// The dense array `name` as sizes (negative ones zero).
fn sizes(ir: &Ir, op: Op, name: &str) -> Vec<usize> {
    dense_array(ir, op, name).unwrap_or_default().iter().map(|&x| x.max(0) as usize).collect()
}

/// `operandSegmentSizes` as sizes, with the missing entries zero (`n` entries).
fn segment_sizes(ir: &Ir, op: Op, n: usize) -> Vec<usize> {
    let mut s = sizes(ir, op, "operandSegmentSizes");
    s.resize(n, 0);
    s
}

/// A range starting at `start` of `len` operands, clipped to the op's operands.
fn clipped(ir: &Ir, op: Op, start: usize, len: usize) -> Range<usize> {
    let n = ir.operands(op).len();
    start.min(n)..(start + len).min(n)
}

/// `cf.cond_br`: successor 0 (true) gets segment 1, successor 1 (false) segment 2.
pub(crate) fn cond_br_operands(ir: &Ir, op: Op, i: usize) -> Range<usize> {
    let s = segment_sizes(ir, op, 3);
    let start = s[0] + if i == 1 { s[1] } else { 0 };
    clipped(ir, op, start, s[1 + i.min(1)])
}

/// Replaces the operands in `range` by `vals`, and `operandSegmentSizes` by `segments`.
fn splice_operands(ir: &mut Ir, op: Op, range: Range<usize>, vals: Vec<Value>, segments: &[usize]) {
    let mut all = ir.operands(op).to_vec();
    all.splice(range, vals);
    ir.set_operands(op, all);
    set_segments_prop(ir, op, "operandSegmentSizes", segments);
}

fn set_segments_prop(ir: &mut Ir, op: Op, name: &str, sizes: &[usize]) {
    let v: Vec<i64> = sizes.iter().map(|&x| x as i64).collect();
    let a = ir.ctx.dense_i32_array(&v);
    ir.set_prop(op, name, a);
}

pub(crate) fn set_cond_br_operands(ir: &mut Ir, op: Op, i: usize, vals: Vec<Value>) {
    let mut s = segment_sizes(ir, op, 3);
    s[1 + i.min(1)] = vals.len();
    let r = cond_br_operands(ir, op, i);
    splice_operands(ir, op, r, vals, &s);
}

/// `cf.switch`: successor 0 (the default) gets segment 1; successor `i > 0` (case `i - 1`)
/// its part of segment 2 by `case_operand_segments`.
pub(crate) fn switch_operands(ir: &Ir, op: Op, i: usize) -> Range<usize> {
    let s = segment_sizes(ir, op, 3);
    if i == 0 {
        return clipped(ir, op, s[0], s[1]);
    }
    let cs = sizes(ir, op, "case_operand_segments");
    let before: usize = cs.iter().take(i - 1).sum();
    clipped(ir, op, s[0] + s[1] + before, cs.get(i - 1).copied().unwrap_or(0))
}

pub(crate) fn set_switch_operands(ir: &mut Ir, op: Op, i: usize, vals: Vec<Value>) {
    let mut s = segment_sizes(ir, op, 3);
    let r = switch_operands(ir, op, i);
    let old = r.len();
    if i == 0 {
        s[1] = vals.len();
    } else {
        let mut cs = sizes(ir, op, "case_operand_segments");
        if let Some(c) = cs.get_mut(i - 1) {
            *c = vals.len();
        }
        s[2] = s[2] - old.min(s[2]) + vals.len();
        set_segments_prop(ir, op, "case_operand_segments", &cs);
    }
    splice_operands(ir, op, r, vals, &s);
}

/// Checks that `vals` match the arguments of `b`.
pub fn check_successor_operands(v: &mut Verifier, op: Op, idx: usize, b: Block, vals: &[Value]) -> bool {
    let ir = v.ir;
    let (args, vals) = (value_types(ir, ir.args(b)), value_types(ir, vals));
    let msg = if args.len() != vals.len() {
        format!("branch has {} operands for successor #{idx}, but target block has {}", vals.len(), args.len())
    } else if let Some(i) = args.iter().zip(&vals).position(|(a, x)| a != x) {
        let (s1, s2) = (v.ty_str(vals[i]), v.ty_str(args[i]));
        format!("type mismatch for bb argument #{i} of successor #{idx}: '{s1}' vs '{s2}'")
    } else {
        return true;
    };
    v.err(op, msg);
    false
}

fn verify_cond_br(v: &mut Verifier, op: Op) {
    let s = v.ir.successors(op).to_vec();
    // Upstream's `WeightedBranchOpInterface` check, reported without the op's name.
    if let Some(w) = dense_array(v.ir, op, "branch_weights").filter(|w| !w.is_empty() && w.len() != s.len()) {
        let msg = format!("expects number of branch weights to match number of successors: {} vs {}", w.len(), s.len());
        err_plain(v, op, msg);
        return;
    }
    let g = segments(v.ir, op);
    if check_successor_operands(v, op, 0, s[0], &g[1]) {
        check_successor_operands(v, op, 1, s[1], &g[2]);
    }
}

/// `AnyInteger`.
static ANY_INTEGER: TypeConstraint = type_constraint("integer", |ctx, t| ctx.is_int(t));

/// `AnyIntElementsAttr`.
pub static INT_ELEMENTS: AttrConstraint = dict_attr(
    "integer elements attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Dense { data, .. } if data.is_int()),
);

/// `custom<SwitchOpCases>` of `cf.switch` and `llvm.switch`. `cf.switch`'s arguments name the
/// default destination too (`ref(type($flag)), $defaultDestination, $defaultOperands,
/// type($defaultOperands), $case_values, ...`): `default: ^bb(..)` then a `, value: ^bb(..)` line
/// per case, values zero-extended. `llvm.switch`'s (`ref(type($value)), $case_values,
/// $caseDestinations, $caseOperands, type($caseOperands)`): `[`, the `value: ^bb(..)` lines
/// (signed), `]`. The directive sets `case_operand_segments`.
pub const SWITCH_CASES: Custom = Custom { name: "SwitchOpCases", parse: parse_switch_cases, print: print_switch_cases };

/// `^bb` or `^bb(%a, %b : T, U)`, unresolved.
fn parse_successor_uses(p: &mut Parser) -> PResult<(Block, Vec<UOperand>, Vec<Type>)> {
    let b = p.parse_successor()?;
    let (mut uses, mut tys) = (vec![], vec![]);
    if p.optional(Tok::LParen) {
        uses = p.parse_operand_list()?;
        p.expect(Tok::Colon, "':'")?;
        tys = p.parse_type_list_no_parens()?;
        p.expect(Tok::RParen, "')'")?;
    }
    Ok((b, uses, tys))
}

fn parse_switch_cases(p: &mut Parser, st: &mut OpState, slots: &mut Slots, args: &[&str]) -> PResult<()> {
    let with_default = args.len() == 8;
    let flag = slots.ref_type(args[0]).unwrap_or_else(|| p.ir.ctx.int_ty(64));
    let width = p.ir.ctx.int_width(flag).unwrap_or(64);
    let (mut values, mut dests, mut uses, mut tys, mut sizes) = (vec![], vec![], vec![], vec![], vec![]);
    let mut case = |p: &mut Parser| -> PResult<()> {
        // Any 64-bit pattern, signed or not.
        let neg = p.optional(Tok::Minus);
        let c = p.parse_u64("expected integer value")? as i128;
        let c = if neg { -c } else { c };
        values.push(crate::syntax::parse_attr::normalize_int(c, width, Signedness::Signless).unwrap_or(c));
        p.expect(Tok::Colon, "':'")?;
        let (b, u, t) = parse_successor_uses(p)?;
        dests.push(b);
        sizes.push(u.len() as i64);
        uses.extend(u);
        tys.extend(t);
        Ok(())
    };
    if with_default {
        p.parse_keyword("default")?;
        p.expect(Tok::Colon, "':'")?;
        let (b, u, t) = parse_successor_uses(p)?;
        slots.set_successors(args[1], vec![b]);
        slots.set_operands(args[2], u);
        slots.set_types(args[2], t);
        while p.optional(Tok::Comma) {
            case(p)?;
        }
    } else {
        p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", case)?;
    }
    let k = if with_default { 4 } else { 1 };
    if !values.is_empty() {
        let vt = p.ir.ctx.ty(TypeKind::Vector { shape: vec![values.len() as i64], scalable: vec![false], elem: flag });
        let a = p.ir.ctx.dense_ints(vt, values);
        st.add_attr(p.ir, args[k].trim_start_matches('$'), a);
    }
    slots.set_successors(args[k + 1], dests);
    slots.set_operands(args[k + 2], uses);
    slots.set_types(args[k + 2], tys);
    let a = p.ir.ctx.dense_i32_array(&sizes);
    st.add_attr(p.ir, "case_operand_segments", a);
    Ok(())
}

fn print_switch_cases(pr: &mut Printer, op: Op, f: &OpFormat, args: &[&str]) {
    let ir = pr.ir;
    let with_default = args.len() == 8;
    let k = if with_default { 4 } else { 1 };
    let arg = |i: usize| args[i].trim_start_matches('$');
    let (dests, vals) = (successors_of(ir, op, f, arg(k + 1)), operands_of(ir, op, f, arg(k + 2)));
    let sizes = dense_array(ir, op, "case_operand_segments").unwrap_or_default();
    let flag = ir.operands(op)[0];
    if with_default {
        pr.w("  default: ");
        pr.successor_with_operands(successors_of(ir, op, f, arg(1))[0], operands_of(ir, op, f, arg(2)));
    } else {
        pr.w("[");
    }
    // `cf.switch` prints values zero-extended from the flag's width (`getLimitedValue`: `-7`
    // of an i32 flag reads `4294967289`), `llvm.switch` signed.
    let width = ir.ctx.int_width(ir.value_ty(flag)).unwrap_or(64).min(64);
    let mask = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
    let mut at = 0usize;
    for (i, (c, &b)) in case_values(ir, op).into_iter().zip(dests).enumerate() {
        if with_default || i > 0 {
            pr.w(",");
        }
        pr.newline();
        let c = if !with_default || (0..=u64::MAX as i128).contains(&c) { c } else { (c as u64 & mask) as i128 };
        pr.w(&format!("  {c}: "));
        let n = sizes.get(i).map_or(0, |&n| n.max(0) as usize);
        pr.successor_with_operands(b, &vals[at.min(vals.len())..(at + n).min(vals.len())]);
        at += n;
    }
    // Without case values `cf.switch`'s list closes on the default's line.
    if !with_default || ir.attr(op, "case_values").is_some() {
        pr.newline();
    }
    if !with_default {
        pr.w("]");
    }
}

/// The case values, one per case (a splat repeated).
pub fn case_values(ir: &Ir, op: Op) -> Vec<i128> {
    match ir.attr(op, "case_values").map(|a| ir.ctx.attr_kind(a)) {
        Some(AttrKind::Dense { data, ty }) if data.is_int() => {
            let n = ir.ctx.shape(*ty).and_then(|s| s.first().copied()).unwrap_or(1) as usize;
            if data.len() == 1 && n > 1 {
                vec![data.int_at(0); n]
            } else {
                data.ints_iter().collect()
            }
        }
        _ => vec![],
    }
}

/// The custom form needs one case value per case destination.
pub fn switch_can_print(ir: &Ir, op: Op) -> bool {
    super::ods::can_print(ir, op) && case_values(ir, op).len() + 1 == ir.successors(op).len()
}

fn verify_switch(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ft = ir.value_ty(ir.operands(op)[0]);
    let cases = case_values(ir, op);
    let succ = ir.successors(op);
    if succ.len() != cases.len() + 1 {
        let (nv, nd) = (cases.len(), succ.len().saturating_sub(1));
        v.err(op, format!("number of case values ({nv}) and case destinations ({nd}) should match"));
        return;
    }
    if let Some(AttrKind::Dense { ty, .. }) = ir.attr(op, "case_values").map(|a| ir.ctx.attr_kind(a)) {
        let et = v.ctx().elem_ty(*ty);
        if et != ft {
            let (x, y) = (v.ty_str(et), v.ty_str(ft));
            v.err(op, format!("'flag' type ({y}) should match case value type ({x})"));
            return;
        }
    }
    for (i, &b) in succ.iter().enumerate() {
        let vals = &ir.operands(op)[switch_operands(ir, op, i)];
        if !check_successor_operands(v, op, i, b, vals) {
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
