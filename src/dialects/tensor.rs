//! The `tensor` dialect: creation (`empty`, `from_elements`, `generate`, `splat`), element and
//! slice access (`extract`, `insert`, `extract_slice`, `insert_slice`, `parallel_insert_slice`),
//! shape queries (`dim`, `rank`), reshapes (`expand_shape`, `collapse_shape`, `reshape`),
//! `pad`, `concat`, `gather`, `scatter`, and casts (`cast`, `bitcast`).

use super::common::*;
use super::ods::{element_type_of, same_type_as, OpFormat, TypeConstraint, ANY_TYPE, FORMAT, INDEX};
use super::{OpSpec, NO_MEMORY_EFFECT, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, SINGLE_BLOCK, TERMINATOR};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, UOperand};
use crate::syntax::printer::{type_to_string, Printer};

const SLICE_PROPS: &[&str] = &["operandSegmentSizes", "static_offsets", "static_sizes", "static_strides"];

/// Wraps a verifier with the region-count (and no-successor) check.
macro_rules! regions {
    ($n:literal, $f:expr) => {
        |v: &mut Verifier, op: Op| {
            if region_count(v, op, $n) {
                $f(v, op)
            }
        }
    };
}

pub static OPS: &[OpSpec] = &[
    OpSpec::new("tensor.bitcast").declare(&BITCAST).traits(PURE),
    OpSpec::new("tensor.cast").declare(&CAST).traits(PURE),
    OpSpec::new("tensor.collapse_shape")
        .custom(parse_collapse_shape, print_collapse_shape)
        .verify(regions!(0, verify_collapse_shape))
        .props(&["reassociation"])
        .traits(PURE),
    OpSpec::new("tensor.concat")
        .custom(parse_concat, print_concat)
        .can_print(can_print_concat)
        .verify(regions!(0, verify_concat))
        .props(&["dim"])
        .traits(PURE),
    // `NoMemoryEffect` and only conditionally speculatable upstream (an out-of-range index is UB).
    OpSpec::new("tensor.dim").declare(&DIM).traits(NO_MEMORY_EFFECT),
    OpSpec::new("tensor.empty").custom(parse_empty, print_empty).verify(regions!(0, verify_empty)).traits(PURE),
    OpSpec::new("tensor.expand_shape")
        .custom(parse_expand_shape, print_expand_shape)
        .verify(regions!(0, verify_expand_shape))
        .props(&["reassociation", "static_output_shape"])
        .traits(PURE),
    OpSpec::new("tensor.extract").declare(&EXTRACT).traits(PURE),
    OpSpec::new("tensor.extract_slice")
        .custom(parse_extract_slice, print_extract_slice)
        .verify(regions!(0, verify_extract_slice))
        .props(SLICE_PROPS)
        .traits(PURE),
    OpSpec::new("tensor.from_elements")
        .custom(parse_from_elements, print_from_elements)
        .verify(regions!(0, verify_from_elements))
        .traits(PURE),
    OpSpec::new("tensor.gather")
        .custom(parse_gather, print_gather)
        .verify(regions!(0, verify_gather))
        .props(&["gather_dims", "unique"])
        .traits(PURE),
    // Its effects are those of its body (`RecursiveMemoryEffects`); not speculatable.
    OpSpec::new("tensor.generate")
        .custom(parse_generate, print_generate)
        .verify(regions!(1, verify_generate))
        .traits(RECURSIVE_EFFECTS | SINGLE_BLOCK),
    OpSpec::new("tensor.insert").declare(&INSERT).traits(PURE).dps(dps_dest),
    OpSpec::new("tensor.insert_slice")
        .custom(parse_insert_slice, print_insert_slice)
        .verify(regions!(0, verify_insert_slice))
        .props(SLICE_PROPS)
        .traits(PURE)
        .dps(dps_dest),
    OpSpec::new("tensor.pad")
        .custom(parse_pad, print_pad)
        .verify(regions!(1, verify_pad))
        .props(&["nofold", "operandSegmentSizes", "static_high", "static_low"])
        .traits(PURE | SINGLE_BLOCK),
    // Not Pure (upstream: it would be erased, having no results): its effects are unknown.
    OpSpec::new("tensor.parallel_insert_slice")
        .custom(parse_insert_slice, print_insert_slice)
        .verify(regions!(0, verify_parallel_insert_slice))
        .props(SLICE_PROPS)
        .dps(dps_dest),
    OpSpec::new("tensor.rank").declare(&RANK).traits(PURE),
    OpSpec::new("tensor.reshape").declare(&RESHAPE).traits(PURE),
    OpSpec::new("tensor.scatter")
        .custom(parse_scatter, print_scatter)
        .verify(regions!(0, verify_scatter))
        .props(&["scatter_dims", "unique"])
        .traits(PURE),
    OpSpec::new("tensor.splat").declare(&SPLAT).traits(PURE),
    OpSpec::new("tensor.yield").declare(&YIELD).traits(TERMINATOR | RETURN_LIKE | PURE),
];

/// The init of `tensor.insert`, `insert_slice` and `parallel_insert_slice`: `dest`, operand 1
/// (upstream's `getDpsInitsMutable() { return getDestMutable(); }`).
fn dps_dest(ir: &Ir, op: Op) -> std::ops::Range<usize> {
    let n = ir.operands(op).len();
    n.min(1)..n.min(2)
}

// ----- declarations -----

fn is_ranked_tensor(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Tensor { .. })
}
static RANKED_TENSOR: TypeConstraint = TypeConstraint {
    summary: "ranked tensor of any type values",
    check: is_ranked_tensor,
    build: None,
    kind: Some(("builtin.tensor", is_ranked_tensor)),
};
static ANY_TENSOR: TypeConstraint = TypeConstraint {
    summary: "tensor of any type values",
    check: |ctx, t| ctx.is_tensor(t),
    build: None,
    kind: Some(("", |ctx, t| ctx.is_tensor(t))),
};
static DIM_SOURCE: TypeConstraint = TypeConstraint {
    summary: "non-0-ranked or unranked tensor",
    check: |ctx, t| match ctx.type_kind(t) {
        TypeKind::Tensor { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedTensor { .. } => true,
        _ => false,
    },
    build: None,
    kind: Some(("", |ctx, t| ctx.is_tensor(t))),
};
static SHAPE_1D: TypeConstraint = TypeConstraint {
    summary: "1D tensor of signless integer or index values",
    check: |ctx, t| {
        matches!(ctx.type_kind(t), TypeKind::Tensor { shape, elem, .. }
            if shape.len() == 1 && (ctx.is_signless_int(*elem) || ctx.is_index(*elem)))
    },
    build: None,
    kind: None,
};

static CAST: OpFormat = OpFormat {
    operands: &[("source", &ANY_TENSOR)],
    results: &[("dest", &ANY_TENSOR)],
    format: "$source attr-dict `:` type($source) `to` type($dest)",
    verify: Some(verify_cast),
    ..FORMAT
};
static BITCAST: OpFormat = OpFormat { verify: Some(verify_bitcast), ..CAST };
static DIM: OpFormat = OpFormat {
    operands: &[("source", &DIM_SOURCE), ("index", &INDEX)],
    results: &[("result", &INDEX)],
    format: "attr-dict $source `,` $index `:` type($source)",
    ..FORMAT
};
static RANK: OpFormat = OpFormat {
    operands: &[("tensor", &ANY_TENSOR)],
    results: &[("result", &INDEX)],
    format: "$tensor attr-dict `:` type($tensor)",
    ..FORMAT
};
static EXTRACT: OpFormat = OpFormat {
    operands: &[("tensor", &RANKED_TENSOR), ("indices*", &INDEX)],
    results: &[("result", &ANY_TYPE)],
    format: "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
    infer: &[element_type_of("result", "tensor", "result type matches element type of tensor")],
    verify: Some(verify_extract),
    ..FORMAT
};
static INSERT: OpFormat = OpFormat {
    operands: &[("scalar", &ANY_TYPE), ("dest", &RANKED_TENSOR), ("indices*", &INDEX)],
    results: &[("result", &RANKED_TENSOR)],
    format: "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)",
    infer: &[
        same_type_as("result", "dest", "result type matches type of dest"),
        element_type_of("scalar", "dest", "scalar type matches element type of dest"),
    ],
    verify: Some(verify_insert),
    ..FORMAT
};
static SPLAT: OpFormat = OpFormat {
    operands: &[("input", &ANY_TYPE), ("dynamicSizes*", &INDEX)],
    results: &[("aggregate", &RANKED_TENSOR)],
    format: "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)",
    infer: &[element_type_of("input", "aggregate", "operand type matches element type of result")],
    verify: Some(verify_splat),
    ..FORMAT
};
static RESHAPE: OpFormat = OpFormat {
    operands: &[("source", &ANY_TENSOR), ("shape", &SHAPE_1D)],
    results: &[("result", &ANY_TENSOR)],
    format: "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
    verify: Some(verify_reshape),
    ..FORMAT
};
static YIELD: OpFormat = OpFormat {
    operands: &[("value", &ANY_TYPE)],
    format: "$value attr-dict `:` type($value)",
    verify: Some(verify_yield),
    ..FORMAT
};

// ----- shared parsing helpers -----

fn op_name(p: &Parser, st: &OpState) -> String {
    p.ir.ctx.str(st.name).to_string()
}

/// A type that must be a ranked tensor (upstream's `RankedTensorType` in a custom form).
fn parse_ranked_tensor(p: &mut Parser, st: &OpState) -> PResult<Type> {
    let pos = p.tok.start;
    let t = p.parse_type()?;
    if !matches!(p.ir.ctx.type_kind(t), TypeKind::Tensor { .. }) {
        let (n, s) = (op_name(p, st), type_to_string(&p.ir.ctx, t));
        return p.err_at(
            pos,
            format!("custom op '{n}' invalid kind of type specified: expected builtin.tensor, but found '{s}'"),
        );
    }
    Ok(t)
}

/// `(T1, T2) -> R` (or `-> (R1, R2)`); returns the inputs, results and where the type began.
pub(crate) fn parse_functional_type(p: &mut Parser) -> PResult<(Vec<Type>, Vec<Type>, usize)> {
    let pos = p.tok.start;
    let t = p.parse_type()?;
    match p.ir.ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Ok((inputs.clone(), results.clone(), pos)),
        _ => p.err_at(pos, "expected function type"),
    }
}

/// Resolves `uses` as `index` values.
fn resolve_index(p: &mut Parser, uses: &[UOperand]) -> PResult<Vec<Value>> {
    let t = p.ir.ctx.index_ty();
    p.resolve_same(uses, t)
}

/// `(A) -> R` functional-type printing for all operands and results.
fn print_functional_type(pr: &mut Printer, op: Op) {
    let (ins, outs) = (pr.ir.operand_types(op), pr.ir.result_types(op));
    pr.w("(");
    pr.types(&ins);
    pr.w(") -> ");
    pr.result_types(&outs);
}

fn print_operand_ty(pr: &mut Printer, op: Op, i: usize) {
    if let Some(&v) = pr.ir.operands(op).get(i) {
        pr.ty(pr.ir.value_ty(v));
    }
}

fn print_result_ty(pr: &mut Printer, op: Op) {
    if let Some(&v) = pr.ir.results(op).first() {
        pr.ty(pr.ir.value_ty(v));
    }
}

// ----- shared verifier helpers -----

/// Shape and element type of a ranked tensor type.
fn ranked(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Tensor { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

/// Reports `'op' <what> #<i> must be <desc>, but got '<t>'` unless `ok`.
fn constraint(v: &mut Verifier, op: Op, what: &str, i: usize, t: Type, ok: bool, desc: &str) -> bool {
    if !ok {
        let s = v.ty_str(t);
        v.err(op, format!("{what} #{i} must be {desc}, but got '{s}'"));
    }
    ok
}

fn ranked_operand(v: &mut Verifier, op: Op, i: usize) -> Option<(Vec<i64>, Type)> {
    let t = v.ir.value_ty(*v.ir.operands(op).get(i)?);
    let r = ranked(v.ctx(), t);
    constraint(v, op, "operand", i, t, r.is_some(), "ranked tensor of any type values");
    r
}

fn ranked_result(v: &mut Verifier, op: Op) -> Option<(Vec<i64>, Type)> {
    let t = v.ir.value_ty(*v.ir.results(op).first()?);
    let r = ranked(v.ctx(), t);
    constraint(v, op, "result", 0, t, r.is_some(), "ranked tensor of any type values");
    r
}

/// Operands `from..` (a variadic group of `index`) must be `index`.
fn index_operands(v: &mut Verifier, op: Op, from: usize, to: usize) -> bool {
    for i in from..to.min(v.ir.operands(op).len()) {
        let t = v.ir.value_ty(v.ir.operands(op)[i]);
        let ok = v.ctx().is_index(t);
        if !constraint(v, op, "operand", i, t, ok, "variadic of index") {
            return false;
        }
    }
    true
}

/// Upstream's `verifyDynamicDimensionCount`.
fn dynamic_count(v: &mut Verifier, op: Op, shape: &[i64], n: usize) -> bool {
    let want = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if want != n {
        v.err(op, format!("incorrect number of dynamic sizes, has {n}, expected {want}"));
        return false;
    }
    true
}

/// Upstream's `isRankReducedType(expected, actual)` + `produceSliceErrorMsg`, reported without the
/// op prefix as upstream does.
fn check_rank_reduced(v: &mut Verifier, op: Op, expected_shape: Vec<i64>, expected_elem: Type, actual: Type) -> bool {
    let Some((shape, elem)) = ranked(v.ctx(), actual) else { return false };
    if shape.len() > expected_shape.len() {
        err_plain(v, op, "expected rank to be smaller or equal to the other rank. ");
        return false;
    }
    if rank_reduction_mask(&expected_shape, &shape).is_none() {
        let s = spell(v.ctx(), &expected_shape, expected_elem);
        err_plain(v, op, format!("expected type to be '{s}' or a rank-reduced version. (size mismatch) "));
        return false;
    }
    if elem != expected_elem {
        let s = v.ty_str(expected_elem);
        err_plain(v, op, format!("expected element type to be '{s}'"));
        return false;
    }
    true
}

/// Spells `tensor<shape x elem>` (no encoding), as upstream prints an inferred type.
fn spell(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let mut s = String::from("tensor<");
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&type_to_string(ctx, elem));
    s.push('>');
    s
}

// ----- cast, bitcast -----

/// `verifyCompatibleShape`: unranked matches anything; else equal ranks and equal static sizes.
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.shape(a), ctx.shape(b)) {
        (Some(x), Some(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

fn verify_cast_like(v: &mut Verifier, op: Op, compatible: fn(&Context, Type, Type) -> bool) {
    let a = v.ir.value_ty(v.ir.operands(op)[0]);
    let b = v.ir.value_ty(v.ir.result(op, 0));
    if !compatible(v.ctx(), a, b) {
        let (x, y) = (v.ty_str(a), v.ty_str(b));
        v.err(op, format!("operand type '{x}' and result type '{y}' are cast incompatible"));
    }
}
fn verify_cast(v: &mut Verifier, op: Op) {
    verify_cast_like(v, op, |ctx, a, b| ctx.elem_ty(a) == ctx.elem_ty(b) && compatible_shapes(ctx, a, b));
}
fn elem_bit_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(ctx.elem_ty(t)) {
        TypeKind::Int { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}
fn verify_bitcast(v: &mut Verifier, op: Op) {
    verify_cast_like(v, op, |ctx, a, b| {
        let (x, y) = (elem_bit_width(ctx, a), elem_bit_width(ctx, b));
        x.is_some() && x == y && compatible_shapes(ctx, a, b)
    });
}

// ----- empty -----

fn parse_empty(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LParen, "'('")?;
    let uses = p.parse_operand_list()?;
    p.expect(Tok::RParen, "')'")?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = parse_ranked_tensor(p, st)?;
    st.operands = resolve_index(p, &uses)?;
    st.types = vec![t];
    Ok(())
}
fn print_empty(pr: &mut Printer, op: Op) {
    pr.w("tensor.empty(");
    pr.operands(pr.ir.operands(op));
    pr.w(")");
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    print_result_ty(pr, op);
}
fn verify_empty(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let n = v.ir.operands(op).len();
    if !index_operands(v, op, 0, n) {
        return;
    }
    let Some((shape, _)) = ranked_result(v, op) else { return };
    dynamic_count(v, op, &shape, n);
}

// ----- extract, insert -----

fn verify_extract(v: &mut Verifier, op: Op) {
    let Some((shape, _)) = ranked(v.ctx(), v.ir.value_ty(v.ir.operands(op)[0])) else { return };
    let n = v.ir.operands(op).len();
    if shape.len() != n - 1 {
        v.err(op, "incorrect number of indices for extract_element");
    }
}

fn verify_insert(v: &mut Verifier, op: Op) {
    let Some((shape, _)) = ranked(v.ctx(), v.ir.value_ty(v.ir.operands(op)[1])) else { return };
    let n = v.ir.operands(op).len();
    if shape.len() != n - 2 {
        v.err(op, "incorrect number of indices");
    }
}

// ----- extract_slice, insert_slice, parallel_insert_slice -----

fn parse_oss_tail(p: &mut Parser, st: &mut OpState, lead: Vec<Value>, lists: [Vec<UOperand>; 3]) -> PResult<()> {
    let mut sizes = vec![1; lead.len()];
    let mut ops = lead;
    for l in &lists {
        sizes.push(l.len());
        ops.extend(resolve_index(p, l)?);
    }
    set_segments(p, st, &sizes);
    st.operands = ops;
    Ok(())
}

fn parse_extract_slice(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let lists = parse_offsets_sizes_strides(p, st)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let a = parse_ranked_tensor(p, st)?;
    p.parse_keyword("to")?;
    let b = parse_ranked_tensor(p, st)?;
    let s = p.resolve(&src, a)?;
    parse_oss_tail(p, st, vec![s], lists)?;
    st.types = vec![b];
    Ok(())
}

/// The operand groups of a slice op, when `operandSegmentSizes` matches.
fn slice_groups(ir: &Ir, op: Op, n: usize) -> Option<Vec<Vec<Value>>> {
    let g = segments(ir, op);
    (g.len() == n && g.iter().take(n - 3).all(|x| x.len() == 1)).then_some(g)
}

fn print_extract_slice(pr: &mut Printer, op: Op) {
    let Some(g) = slice_groups(pr.ir, op, 4) else {
        pr.generic_op(op);
        return;
    };
    pr.w("tensor.extract_slice ");
    pr.operand(g[0][0]);
    print_offsets_sizes_strides(pr, op, [&g[1], &g[2], &g[3]]);
    pr.attr_dict(op, &OSS_PROPS);
    pr.w(" : ");
    print_operand_ty(pr, op, 0);
    pr.w(" to ");
    print_result_ty(pr, op);
}

fn verify_extract_slice(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let Some(seg) = check_segments(v, op, 4) else { return };
    if seg[0] != 1 {
        v.err(op, "operand group #0 must have exactly one value");
        return;
    }
    let Some((shape, elem)) = ranked_operand(v, op, 0) else { return };
    let n = v.ir.operands(op).len();
    if !index_operands(v, op, 1, n) || ranked_result(v, op).is_none() {
        return;
    }
    let g = segments(v.ir, op);
    let r = shape.len();
    let Some([offs, sizes, strides]) = verify_offsets_sizes_strides(v, op, [r, r, r], [&g[1], &g[2], &g[3]]) else {
        return;
    };
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    if !check_rank_reduced(v, op, sizes.clone(), elem, rt) {
        return;
    }
    if let Some(m) = slice_out_of_bounds(&shape, &offs, &sizes, &strides) {
        err_plain(v, op, m);
    }
}

fn parse_insert_slice(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_keyword("into")?;
    let dst = p.parse_operand()?;
    let lists = parse_offsets_sizes_strides(p, st)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let a = parse_ranked_tensor(p, st)?;
    p.parse_keyword("into")?;
    let b = parse_ranked_tensor(p, st)?;
    let s = p.resolve(&src, a)?;
    let d = p.resolve(&dst, b)?;
    parse_oss_tail(p, st, vec![s, d], lists)?;
    // `insert_slice` returns the updated destination; `parallel_insert_slice` returns nothing.
    if op_name(p, st) == "tensor.insert_slice" {
        st.types = vec![b];
    }
    Ok(())
}
fn print_insert_slice(pr: &mut Printer, op: Op) {
    let Some(g) = slice_groups(pr.ir, op, 5) else {
        pr.generic_op(op);
        return;
    };
    pr.w(pr.ir.op_name(op));
    pr.w(" ");
    pr.operand(g[0][0]);
    pr.w(" into ");
    pr.operand(g[1][0]);
    print_offsets_sizes_strides(pr, op, [&g[2], &g[3], &g[4]]);
    pr.attr_dict(op, &OSS_PROPS);
    pr.w(" : ");
    print_operand_ty(pr, op, 0);
    pr.w(" into ");
    print_operand_ty(pr, op, 1);
}

/// The checks shared by `insert_slice` and `parallel_insert_slice`.
fn verify_insert_slice_common(v: &mut Verifier, op: Op) {
    let Some(seg) = check_segments(v, op, 5) else { return };
    for (i, &s) in seg.iter().take(2).enumerate() {
        if s != 1 {
            v.err(op, format!("operand group #{i} must have exactly one value"));
            return;
        }
    }
    if ranked_operand(v, op, 0).is_none() {
        return;
    }
    let Some((shape, elem)) = ranked_operand(v, op, 1) else { return };
    let n = v.ir.operands(op).len();
    if !index_operands(v, op, 2, n) {
        return;
    }
    let g = segments(v.ir, op);
    let r = shape.len();
    let Some([offs, sizes, strides]) = verify_offsets_sizes_strides(v, op, [r, r, r], [&g[2], &g[3], &g[4]]) else {
        return;
    };
    let st = v.ir.value_ty(v.ir.operands(op)[0]);
    if !check_rank_reduced(v, op, sizes.clone(), elem, st) {
        return;
    }
    if let Some(m) = slice_out_of_bounds(&shape, &offs, &sizes, &strides) {
        err_plain(v, op, m);
    }
}
fn verify_insert_slice(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    if let Some(&d) = v.ir.operands(op).get(1) {
        if v.ir.value_ty(d) != v.ir.value_ty(v.ir.result(op, 0)) {
            v.err(op, "failed to verify that expected result type to match dest type");
            return;
        }
    }
    verify_insert_slice_common(v, op)
}
fn verify_parallel_insert_slice(v: &mut Verifier, op: Op) {
    if !v.ir.results(op).is_empty() {
        v.err(op, "requires zero results");
        return;
    }
    let parent = v.ir.parent_op(op).map(|p| v.ir.op_name(p).to_string());
    if parent.as_deref() != Some("scf.forall.in_parallel") {
        err_plain(v, op, "expected InParallelOpInterface parent, got:");
        return;
    }
    verify_insert_slice_common(v, op)
}

// ----- dim, rank -----

// ----- from_elements, splat -----

fn parse_from_elements(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let pos = p.tok.start;
    let uses = p.parse_operand_list()?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = parse_ranked_tensor(p, st)?;
    let shape = p.ir.ctx.shape(t).map(|s| s.to_vec()).unwrap_or_default();
    let n = if shape.contains(&DYNAMIC) { None } else { shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d as u64)) };
    if n != Some(uses.len() as u64) {
        let name = op_name(p, st);
        let want = n.map(|n| n.to_string()).unwrap_or_else(|| "?".into());
        return p.err_at(
            pos,
            format!(
                "custom op '{name}' number of operands and types do not match: got {} operands and {want} types",
                uses.len()
            ),
        );
    }
    let et = p.ir.ctx.elem_ty(t);
    st.operands = p.resolve_same(&uses, et)?;
    st.types = vec![t];
    Ok(())
}
fn print_from_elements(pr: &mut Printer, op: Op) {
    // Upstream's declarative printer leaves two spaces when there are no elements.
    pr.w("tensor.from_elements ");
    pr.operands(pr.ir.operands(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    print_result_ty(pr, op);
}
fn verify_from_elements(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    let Some((shape, elem)) = ranked(v.ctx(), rt) else {
        constraint(v, op, "result", 0, rt, false, "statically shaped tensor of any type values");
        return;
    };
    if !constraint(v, op, "result", 0, rt, !shape.contains(&DYNAMIC), "statically shaped tensor of any type values") {
        return;
    }
    let n = shape.iter().try_fold(1u64, |a, &d| a.checked_mul(d as u64));
    let ops = v.ir.operands(op);
    if n != Some(ops.len() as u64) || ops.iter().any(|&x| v.ir.value_ty(x) != elem) {
        v.err(op, "failed to verify that operand types match result element type");
    }
}

fn verify_splat(v: &mut Verifier, op: Op) {
    let n = v.ir.operands(op).len();
    let Some((shape, _)) = ranked(v.ctx(), v.ir.value_ty(v.ir.result(op, 0))) else { return };
    dynamic_count(v, op, &shape, n - 1);
}

// ----- generate, pad, yield -----

fn parse_generate(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = p.parse_operand_list()?;
    let r = p.parse_region_with_entry_args(false)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = parse_ranked_tensor(p, st)?;
    st.operands = resolve_index(p, &uses)?;
    st.regions = vec![r];
    st.types = vec![t];
    Ok(())
}
fn print_generate(pr: &mut Printer, op: Op) {
    // Upstream's declarative printer leaves two spaces when there are no extents.
    pr.w("tensor.generate ");
    pr.operands(pr.ir.operands(op));
    pr.w(" ");
    if let Some(&r) = pr.ir.regions(op).first() {
        pr.region(r, true, true);
    }
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    print_result_ty(pr, op);
}

/// The single block of region #0 (reports upstream's wording for other block counts).
fn single_block(v: &mut Verifier, op: Op) -> Option<Block> {
    let Some(&r) = v.ir.regions(op).first() else {
        v.err(op, "requires one region");
        return None;
    };
    if v.ir.regions(op).len() != 1 {
        v.err(op, "requires one region");
        return None;
    }
    if v.ir.num_blocks(r) != 1 {
        if v.ir.region_is_empty(r) {
            v.err(op, "region #0 ('region') failed to verify constraint: region with 1 blocks");
        } else {
            v.err(op, "expects region #0 to have 0 or 1 blocks");
        }
        return None;
    }
    v.ir.entry_block(r)
}

/// The value a block's `tensor.yield` terminator yields.
fn yielded_type(ir: &Ir, b: Block) -> Option<Type> {
    let t = ir.terminator(b)?;
    (ir.op_name(t) == "tensor.yield").then(|| ir.operands(t).first().map(|&x| ir.value_ty(x))).flatten()
}

fn verify_generate(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let n = v.ir.operands(op).len();
    if !index_operands(v, op, 0, n) {
        return;
    }
    let Some((shape, elem)) = ranked_result(v, op) else { return };
    if !dynamic_count(v, op, &shape, n) {
        return;
    }
    let Some(b) = single_block(v, op) else { return };
    let args = v.ir.args(b).to_vec();
    if args.iter().any(|&a| !v.ctx().is_index(v.ir.value_ty(a))) {
        err_plain(v, op, "all body arguments must be index");
        return;
    }
    if args.len() != shape.len() {
        err_plain(v, op, "must have one body argument per input dimension");
        return;
    }
    if yielded_type(v.ir, b) != Some(elem) {
        v.err(op, "body must be terminated with a `yield` operation of the tensor element type");
    }
}

fn parse_pad(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    if p.parse_optional_keyword("nofold") {
        let u = p.ir.ctx.unit_attr();
        st.add_attr(p.ir, "nofold", u);
    }
    p.parse_keyword("low")?;
    let (low, slow) = parse_dynamic_index_list(p)?;
    p.parse_keyword("high")?;
    let (high, shigh) = parse_dynamic_index_list(p)?;
    let r = p.parse_region_with_entry_args(false)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let a = parse_ranked_tensor(p, st)?;
    p.parse_keyword("to")?;
    let b = parse_ranked_tensor(p, st)?;
    let la = p.ir.ctx.dense_i64_array(&slow);
    st.add_attr(p.ir, "static_low", la);
    let ha = p.ir.ctx.dense_i64_array(&shigh);
    st.add_attr(p.ir, "static_high", ha);
    let s = p.resolve(&src, a)?;
    parse_oss_tail_n(p, st, s, &[low, high])?;
    st.regions = vec![r];
    st.types = vec![b];
    Ok(())
}
/// One leading operand followed by groups of `index` operands, with `operandSegmentSizes`.
fn parse_oss_tail_n(p: &mut Parser, st: &mut OpState, lead: Value, groups: &[Vec<UOperand>]) -> PResult<()> {
    let mut sizes = vec![1];
    let mut ops = vec![lead];
    for l in groups {
        sizes.push(l.len());
        ops.extend(resolve_index(p, l)?);
    }
    set_segments(p, st, &sizes);
    st.operands = ops;
    Ok(())
}
fn print_pad(pr: &mut Printer, op: Op) {
    let g = segments(pr.ir, op);
    if g.len() != 3 || g[0].len() != 1 {
        pr.generic_op(op);
        return;
    }
    pr.w("tensor.pad ");
    pr.operand(g[0][0]);
    if pr.ir.has_attr(op, "nofold") {
        pr.w(" nofold");
    }
    pr.w(" low");
    let low: Vec<i128> = dense_array(pr.ir, op, "static_low").unwrap_or_default().iter().map(|&x| x as i128).collect();
    print_dynamic_index_list(pr, &g[1], &low);
    pr.w(" high");
    let high: Vec<i128> =
        dense_array(pr.ir, op, "static_high").unwrap_or_default().iter().map(|&x| x as i128).collect();
    print_dynamic_index_list(pr, &g[2], &high);
    pr.w(" ");
    if let Some(&r) = pr.ir.regions(op).first() {
        pr.region(r, true, true);
    }
    pr.attr_dict(op, &["nofold", "static_low", "static_high"]);
    pr.w(" : ");
    print_operand_ty(pr, op, 0);
    pr.w(" to ");
    print_result_ty(pr, op);
}
fn verify_pad(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let Some(seg) = check_segments(v, op, 3) else { return };
    if seg[0] != 1 {
        v.err(op, "operand group #0 must have exactly one value");
        return;
    }
    let Some((sshape, elem)) = ranked_operand(v, op, 0) else { return };
    let n = v.ir.operands(op).len();
    if !index_operands(v, op, 1, n) {
        return;
    }
    let Some((rshape, _)) = ranked_result(v, op) else { return };
    let (Some(low), Some(high)) = (require_attr(v, op, "static_low"), require_attr(v, op, "static_high")) else {
        return;
    };
    let _ = (low, high);
    let low = dense_array(v.ir, op, "static_low").unwrap_or_default();
    let high = dense_array(v.ir, op, "static_high").unwrap_or_default();
    for (i, (what, l)) in [("low", &low), ("high", &high)].into_iter().enumerate() {
        let want = l.iter().filter(|&&x| x == DYNAMIC).count() as i64;
        if want != seg[i + 1] {
            v.err(op, format!("expected {want} dynamic {what} padding values, but found {}", seg[i + 1]));
            return;
        }
    }
    let (st, rt) = (v.ir.value_ty(v.ir.operands(op)[0]), v.ir.value_ty(v.ir.result(op, 0)));
    if low.len() != sshape.len() || high.len() != sshape.len() {
        let (a, b) = (v.ty_str(st), v.ty_str(rt));
        err_plain(v, op, format!("failed to infer expectedType from sourceType '{a}', specified resultType is '{b}'"));
        return;
    }
    let inferred: Vec<i64> = (0..sshape.len())
        .map(|i| {
            let (d, l, h) = (sshape[i], low[i], high[i]);
            if d == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                DYNAMIC
            } else {
                d.saturating_add(l).saturating_add(h)
            }
        })
        .collect();
    let ok = rshape.len() == inferred.len() && rshape.iter().zip(&inferred).all(|(&r, &e)| r == e || e == DYNAMIC);
    if !ok {
        let (a, b) = (v.ty_str(rt), spell(v.ctx(), &inferred, elem));
        err_plain(v, op, format!("specified type '{a}' does not match the inferred type '{b}'"));
        return;
    }
    let Some(b) = single_block(v, op) else { return };
    let args = v.ir.args(b).to_vec();
    if args.len() != rshape.len() {
        err_plain(v, op, format!("expected the block to have {} arguments", rshape.len()));
        return;
    }
    if let Some(i) = args.iter().position(|&a| !v.ctx().is_index(v.ir.value_ty(a))) {
        v.err(op, format!("expected block argument {} to be an index", i + 1));
        return;
    }
    if yielded_type(v.ir, b) != Some(v.ctx().elem_ty(rt)) {
        v.err(op, "expected yield type to match shape element type");
    }
}

fn verify_yield(v: &mut Verifier, op: Op) {
    let parent = v.ir.parent_op(op).map(|p| v.ir.op_name(p).to_string());
    if !matches!(parent.as_deref(), Some("tensor.generate" | "tensor.pad")) {
        v.err(op, "expects parent op to be one of 'tensor.generate, tensor.pad'");
    }
}

// ----- expand_shape, collapse_shape, reshape -----

fn parse_reassociation(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let pos = p.tok.start;
    let a = p.parse_attr()?;
    if p.ir.ctx.as_array(a).is_none() {
        return p.err_at(pos, "invalid kind of attribute specified");
    }
    st.add_attr(p.ir, "reassociation", a);
    Ok(())
}

fn parse_expand_shape(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_reassociation(p, st)?;
    p.parse_keyword("output_shape")?;
    let (dyns, stat) = parse_dynamic_index_list(p)?;
    let a = p.ir.ctx.dense_i64_array(&stat);
    st.add_attr(p.ir, "static_output_shape", a);
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let a = parse_ranked_tensor(p, st)?;
    p.parse_keyword("into")?;
    let b = parse_ranked_tensor(p, st)?;
    st.operands = vec![p.resolve(&src, a)?];
    st.operands.extend(resolve_index(p, &dyns)?);
    st.types = vec![b];
    Ok(())
}
fn print_reassociation(pr: &mut Printer, op: Op) {
    if let Some(a) = pr.ir.attr(op, "reassociation") {
        pr.w(" ");
        pr.attr(a);
    }
}
fn print_expand_shape(pr: &mut Printer, op: Op) {
    let ops = pr.ir.operands(op);
    pr.w("tensor.expand_shape ");
    pr.operand(ops[0]);
    print_reassociation(pr, op);
    pr.w(" output_shape ");
    let stat: Vec<i128> =
        dense_array(pr.ir, op, "static_output_shape").unwrap_or_default().iter().map(|&x| x as i128).collect();
    print_dynamic_index_list(pr, &ops[1..], &stat);
    pr.attr_dict(op, &["reassociation", "static_output_shape"]);
    pr.w(" : ");
    print_operand_ty(pr, op, 0);
    pr.w(" into ");
    print_result_ty(pr, op);
}

/// The reassociation groups, or upstream's constraint message.
fn groups(v: &mut Verifier, op: Op) -> Option<Vec<Vec<i64>>> {
    require_attr(v, op, "reassociation")?;
    let g = reassociation(v.ir, op);
    if g.is_none() {
        v.err(op, "attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes");
    }
    g
}

/// `verifyTensorReshapeOp`: reshape-like checks, then the element type of the collapsed type.
fn verify_tensor_reshape(v: &mut Verifier, op: Op, expanded: Type, collapsed: Type, g: &[Vec<i64>]) {
    if !verify_reshape_like(v, op, expanded, collapsed, g) {
        return;
    }
    let ctx = v.ctx();
    let es = ctx.shape(expanded).map(|s| s.to_vec()).unwrap_or_default();
    let (ee, ce) = (ctx.elem_ty(expanded), ctx.elem_ty(collapsed));
    let want = collapsed_shape(&es, g);
    if ee != ce || ctx.shape(collapsed) != Some(&want[..]) {
        let (a, b) = (spell(ctx, &want, ee), v.ty_str(collapsed));
        v.err(op, format!("expected collapsed type to be '{a}', but got '{b}'"));
    }
}

fn verify_expand_shape(v: &mut Verifier, op: Op) {
    if !counts_at_least(v, op, 1, 1) || ranked_operand(v, op, 0).is_none() {
        return;
    }
    let n = v.ir.operands(op).len();
    if !index_operands(v, op, 1, n) {
        return;
    }
    let Some((rshape, _)) = ranked_result(v, op) else { return };
    let Some(g) = groups(v, op) else { return };
    let Some(_) = require_attr(v, op, "static_output_shape") else { return };
    let stat = dense_array(v.ir, op, "static_output_shape").unwrap_or_default();
    if stat.len() != rshape.len() {
        v.err(
            op,
            format!(
                "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
                rshape.len(),
                stat.len()
            ),
        );
        return;
    }
    let nd = stat.iter().filter(|&&x| x == DYNAMIC).count();
    if nd != n - 1 {
        v.err(op, format!("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {nd} dynamic dims while output_shape has {} values", n - 1));
        return;
    }
    let (src, res) = (v.ir.value_ty(v.ir.operands(op)[0]), v.ir.value_ty(v.ir.result(op, 0)));
    verify_tensor_reshape(v, op, res, src, &g);
}

fn parse_collapse_shape(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    parse_reassociation(p, st)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let a = parse_ranked_tensor(p, st)?;
    p.parse_keyword("into")?;
    let b = parse_ranked_tensor(p, st)?;
    st.operands = vec![p.resolve(&src, a)?];
    st.types = vec![b];
    Ok(())
}
fn print_collapse_shape(pr: &mut Printer, op: Op) {
    pr.w("tensor.collapse_shape ");
    pr.operands(pr.ir.operands(op));
    print_reassociation(pr, op);
    pr.attr_dict(op, &["reassociation"]);
    pr.w(" : ");
    print_operand_ty(pr, op, 0);
    pr.w(" into ");
    print_result_ty(pr, op);
}
fn verify_collapse_shape(v: &mut Verifier, op: Op) {
    if !counts(v, op, 1, 1) || ranked_operand(v, op, 0).is_none() || ranked_result(v, op).is_none() {
        return;
    }
    let Some(g) = groups(v, op) else { return };
    if g.iter().any(|x| x.is_empty()) {
        v.err(op, "reassociation indices must not be empty");
        return;
    }
    let (src, res) = (v.ir.value_ty(v.ir.operands(op)[0]), v.ir.value_ty(v.ir.result(op, 0)));
    verify_tensor_reshape(v, op, src, res, &g);
}

fn verify_reshape(v: &mut Verifier, op: Op) {
    let sh = v.ir.value_ty(v.ir.operands(op)[1]);
    let Some(&[len]) = v.ctx().shape(sh) else { return };
    let (st, rt) = (v.ir.value_ty(v.ir.operands(op)[0]), v.ir.value_ty(v.ir.result(op, 0)));
    let ctx = v.ctx();
    if ctx.elem_ty(st) != ctx.elem_ty(rt) {
        v.err(op, "element types of source and destination tensor types should be the same");
        return;
    }
    let Some(rshape) = ctx.shape(rt).map(|s| s.to_vec()) else { return };
    if let Some(sshape) = ctx.shape(st) {
        let count = |s: &[i64]| -> Option<i128> {
            s.iter().try_fold(1i128, |a, &d| if d == DYNAMIC { None } else { a.checked_mul(d as i128) })
        };
        if let (Some(a), Some(b)) = (count(sshape), count(&rshape)) {
            if a != b {
                v.err(op, "source and destination tensor should have the same number of elements");
                return;
            }
        }
    }
    if len == DYNAMIC {
        v.err(op, "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type");
        return;
    }
    if len != rshape.len() as i64 {
        v.err(op, "length of shape operand differs from the result's tensor rank");
    }
}

// ----- concat -----

fn parse_concat(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.parse_keyword("dim")?;
    p.expect(Tok::LParen, "'('")?;
    let d = p.parse_i64()?;
    p.expect(Tok::RParen, "')'")?;
    let a = p.ir.ctx.i64_attr(d);
    st.add_attr(p.ir, "dim", a);
    let uses = p.parse_operand_list()?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let (ins, outs, pos) = parse_functional_type(p)?;
    st.operands = p.resolve_all(&uses, &ins, pos)?;
    st.types = outs;
    Ok(())
}
fn print_concat(pr: &mut Printer, op: Op) {
    pr.w("tensor.concat dim(");
    let d = pr.ir.attr(op, "dim").and_then(|a| pr.ir.ctx.as_int(a)).unwrap_or(0);
    pr.w(&d.to_string());
    pr.w(")");
    let ops = pr.ir.operands(op);
    if !ops.is_empty() {
        pr.w(" ");
        pr.operands(ops);
    }
    pr.attr_dict(op, &["dim"]);
    pr.w(" : ");
    print_functional_type(pr, op);
}
fn can_print_concat(ir: &Ir, op: Op) -> bool {
    ir.attr(op, "dim").and_then(|a| ir.ctx.as_int(a)).is_some()
}
fn verify_concat(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let Some(dim) = require_attr(v, op, "dim") else { return };
    let dim = match v.ctx().attr_kind(dim) {
        AttrKind::Int { ty, value } if v.ctx().int_width(*ty) == Some(64) && v.ctx().is_signless_int(*ty) => {
            *value as i64
        }
        _ => {
            v.err(op, "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute");
            return;
        }
    };
    let n = v.ir.operands(op).len();
    let mut ins = vec![];
    for i in 0..n {
        let t = v.ir.value_ty(v.ir.operands(op)[i]);
        let r = ranked(v.ctx(), t);
        if !constraint(v, op, "operand", i, t, r.is_some(), "variadic of ranked tensor of any type values") {
            return;
        }
        ins.extend(r);
    }
    let Some((rshape, relem)) = ranked_result(v, op) else { return };
    if ins.is_empty() {
        v.err(op, "requires at least one input");
        return;
    }
    let rank = rshape.len();
    if ins.iter().any(|(s, _)| s.len() != rank) {
        v.err(op, "rank of concatenated inputs must match result rank");
        return;
    }
    if ins.iter().any(|(_, e)| *e != relem) {
        v.err(op, "inputs and result element type must match");
        return;
    }
    if dim < 0 || dim as usize >= rank {
        v.err(op, "concatenation dim must be less than the tensor rank");
        return;
    }
    let dim = dim as usize;
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            continue;
        }
        for (s, _) in &ins {
            let d = s[i];
            if d == DYNAMIC {
                continue;
            }
            if *size != DYNAMIC && *size != d {
                v.err(op, format!("static concatenation size mismatch along non-concatenated dimension {i}"));
                return;
            }
            *size = d;
        }
    }
    sizes[dim] = ins
        .iter()
        .try_fold(0i64, |a, (s, _)| if s[dim] == DYNAMIC { None } else { a.checked_add(s[dim]) })
        .unwrap_or(DYNAMIC);
    if rshape.iter().zip(&sizes).any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b) {
        let rt = v.ir.value_ty(v.ir.result(op, 0));
        let (a, b) = (v.ty_str(rt), spell(v.ctx(), &sizes, ins[0].1));
        v.err(op, format!("result type '{a}'does not match inferred shape '{b}' static sizes"));
    }
}

// ----- gather, scatter -----

/// `kw([0, 1, 2])` stored as a dense i64 array property named `kw`, then optional `unique`.
fn parse_dims_and_unique(p: &mut Parser, st: &mut OpState, kw: &str) -> PResult<()> {
    p.parse_keyword(kw)?;
    p.expect(Tok::LParen, "'('")?;
    let mut dims = vec![];
    p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
        dims.push(p.parse_i64()?);
        Ok(())
    })?;
    p.expect(Tok::RParen, "')'")?;
    let a = p.ir.ctx.dense_i64_array(&dims);
    st.add_attr(p.ir, kw, a);
    if p.parse_optional_keyword("unique") {
        let u = p.ir.ctx.unit_attr();
        st.add_attr(p.ir, "unique", u);
    }
    Ok(())
}
fn print_dims_and_unique(pr: &mut Printer, op: Op, kw: &str) {
    pr.w(" ");
    pr.w(kw);
    pr.w("([");
    let dims = dense_array(pr.ir, op, kw).unwrap_or_default();
    pr.w(&dims.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "));
    pr.w("])");
    if pr.ir.has_attr(op, "unique") {
        pr.w(" unique");
    }
    pr.attr_dict(op, &[kw, "unique"]);
    pr.w(" : ");
    print_functional_type(pr, op);
}

fn parse_gather(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.expect(Tok::LSquare, "'['")?;
    let idx = p.parse_operand()?;
    p.expect(Tok::RSquare, "']'")?;
    parse_dims_and_unique(p, st, "gather_dims")?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let (ins, outs, pos) = parse_functional_type(p)?;
    st.operands = p.resolve_all(&[src, idx], &ins, pos)?;
    st.types = outs;
    Ok(())
}
fn print_gather(pr: &mut Printer, op: Op) {
    let ops = pr.ir.operands(op);
    pr.w("tensor.gather ");
    pr.operand(ops[0]);
    pr.w("[");
    pr.operand(ops[1]);
    pr.w("]");
    print_dims_and_unique(pr, op, "gather_dims");
}

fn parse_scatter(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_keyword("into")?;
    let dst = p.parse_operand()?;
    p.expect(Tok::LSquare, "'['")?;
    let idx = p.parse_operand()?;
    p.expect(Tok::RSquare, "']'")?;
    parse_dims_and_unique(p, st, "scatter_dims")?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let (ins, outs, pos) = parse_functional_type(p)?;
    st.operands = p.resolve_all(&[src, dst, idx], &ins, pos)?;
    st.types = outs;
    Ok(())
}
fn print_scatter(pr: &mut Printer, op: Op) {
    let ops = pr.ir.operands(op);
    pr.w("tensor.scatter ");
    pr.operand(ops[0]);
    pr.w(" into ");
    pr.operand(ops[1]);
    pr.w("[");
    pr.operand(ops[2]);
    pr.w("]");
    print_dims_and_unique(pr, op, "scatter_dims");
}

/// Operand `i` must be a ranked tensor of signless integers or indices.
fn indices_operand(v: &mut Verifier, op: Op, i: usize) -> Option<Vec<i64>> {
    let t = v.ir.value_ty(*v.ir.operands(op).get(i)?);
    let ctx = v.ctx();
    let r = ranked(ctx, t).filter(|(_, e)| ctx.is_signless_int(*e) || ctx.is_index(*e)).map(|x| x.0);
    constraint(v, op, "operand", i, t, r.is_some(), "ranked tensor of signless integer or index values");
    r
}

/// Upstream's `verifyGatherOrScatterDims`.
fn verify_gather_scatter_dims(
    v: &mut Verifier,
    op: Op,
    what: &str,
    whose: &str,
    dims: &[i64],
    indices: &[i64],
    rank: usize,
) -> bool {
    let msg = if dims.is_empty() {
        Some(format!("{what}_dims must be non-empty"))
    } else if dims.len() > rank {
        Some(format!("{what}_dims overflow {whose} rank"))
    } else if indices.last() != Some(&(dims.len() as i64)) {
        Some(format!("{what}_dims length must match the size of last dimension of indices"))
    } else if let Some(&d) = dims.iter().find(|&&d| d < 0 || d >= rank as i64) {
        Some(if d < 0 {
            format!("{what}_dims value must be non-negative")
        } else {
            format!("{what}_dims value must be smaller than {whose} rank")
        })
    } else if dims.windows(2).any(|w| w[0] >= w[1]) {
        Some(format!("{what}_dims values must be strictly increasing"))
    } else {
        None
    };
    if let Some(m) = msg {
        v.err(op, m);
        return false;
    }
    true
}

/// Upstream's `GatherOp::inferResultType` (both variants) against `actual`; `None` if it matches,
/// else the spelled full and rank-reduced expected types.
fn gather_type_mismatch(
    ctx: &Context,
    source: Type,
    indices: &[i64],
    dims: &[i64],
    actual: Type,
) -> Option<(String, String)> {
    let TypeKind::Tensor { shape, elem, encoding } = ctx.type_kind(source) else { return None };
    let lead = &indices[..indices.len().saturating_sub(1)];
    let mut full = lead.to_vec();
    let mut reduced = lead.to_vec();
    for (i, &d) in shape.iter().enumerate() {
        if dims.binary_search(&(i as i64)).is_ok() {
            full.push(1);
        } else {
            full.push(d);
            reduced.push(d);
        }
    }
    let ok = match ctx.type_kind(actual) {
        TypeKind::Tensor { shape: s, elem: e, encoding: en } => {
            e == elem && en == encoding && (*s == full || *s == reduced)
        }
        _ => false,
    };
    if ok {
        return None;
    }
    let spell_enc = |shape: &[i64]| {
        let s = spell(ctx, shape, *elem);
        match encoding {
            Some(a) => format!("{}, {}>", &s[..s.len() - 1], crate::syntax::printer::attr_to_string(ctx, *a)),
            None => s,
        }
    };
    Some((spell_enc(&full), spell_enc(&reduced)))
}

fn verify_gather(v: &mut Verifier, op: Op) {
    if !counts(v, op, 2, 1) || ranked_operand(v, op, 0).is_none() {
        return;
    }
    let Some(indices) = indices_operand(v, op, 1) else { return };
    let Some(_) = ranked_result(v, op) else { return };
    let Some(_) = require_attr(v, op, "gather_dims") else { return };
    let Some(dims) = dense_array(v.ir, op, "gather_dims") else {
        v.err(op, "attribute 'gather_dims' failed to satisfy constraint: i64 dense array attribute");
        return;
    };
    let st = v.ir.value_ty(v.ir.operands(op)[0]);
    let rank = v.ctx().shape(st).map_or(0, |s| s.len());
    if !verify_gather_scatter_dims(v, op, "gather", "source", &dims, &indices, rank) {
        return;
    }
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    if let Some((a, b)) = gather_type_mismatch(v.ctx(), st, &indices, &dims, rt) {
        let got = v.ty_str(rt);
        v.err(op, format!("result type mismatch: expected '{a}' or its rank-reduced variant '{b}' (got: '{got}')"));
    }
}

fn verify_scatter(v: &mut Verifier, op: Op) {
    if !counts(v, op, 3, 1) || ranked_operand(v, op, 0).is_none() || ranked_operand(v, op, 1).is_none() {
        return;
    }
    let Some(indices) = indices_operand(v, op, 2) else { return };
    let Some(_) = ranked_result(v, op) else { return };
    let Some(_) = require_attr(v, op, "scatter_dims") else { return };
    let Some(dims) = dense_array(v.ir, op, "scatter_dims") else {
        v.err(op, "attribute 'scatter_dims' failed to satisfy constraint: i64 dense array attribute");
        return;
    };
    let dt = v.ir.value_ty(v.ir.operands(op)[1]);
    let rank = v.ctx().shape(dt).map_or(0, |s| s.len());
    if !verify_gather_scatter_dims(v, op, "scatter", "dest", &dims, &indices, rank) {
        return;
    }
    if !v.ir.has_attr(op, "unique") {
        v.err(op, "requires 'unique' attribute to be set");
        return;
    }
    let st = v.ir.value_ty(v.ir.operands(op)[0]);
    if let Some((a, b)) = gather_type_mismatch(v.ctx(), dt, &indices, &dims, st) {
        let got = v.ty_str(st);
        v.err(op, format!("source type mismatch: expected '{a}' or its rank-reduced variant '{b}' (got: '{got}')"));
    }
}
