//! The `vector` dialect: the subset a vectorizer needs — broadcasts, element and slice
//! extraction/insertion, transfers, loads and stores (plain and masked), reductions,
//! contractions, outer products, masks, shape casts, transposes and printing.

use super::common::*;
use super::ods::{OpFormat, TypeConstraint, ALIGNMENT, ANY_TYPE, FORMAT, INDEX, MEMREF, NONTEMPORAL};
use super::{OpSpec, PURE};
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::interfaces::{Effect, EffectKind, EffectOn};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, UOperand};
use crate::syntax::printer::Printer;

pub static OPS: &[OpSpec] = &[
    OpSpec::new("vector.broadcast").declare(&BROADCAST).traits(PURE),
    OpSpec::new("vector.extract")
        .custom(parse_extract, print_extract)
        .verify(verify_extract)
        .props(&["static_position"])
        .traits(PURE),
    OpSpec::new("vector.insert")
        .custom(parse_insert, print_insert)
        .verify(verify_insert)
        .props(&["static_position"])
        .traits(PURE),
    OpSpec::new("vector.transfer_read")
        .custom(parse_transfer_read, print_transfer_read)
        .verify(verify_transfer_read)
        .props(&["in_bounds", "operandSegmentSizes", "permutation_map"])
        .effects(effects_transfer_read)
        .dps(dps_none),
    OpSpec::new("vector.transfer_write")
        .custom(parse_transfer_write, print_transfer_write)
        .verify(verify_transfer_write)
        .props(&["in_bounds", "operandSegmentSizes", "permutation_map"])
        .effects(effects_transfer_write)
        .dps(dps_transfer_write),
    OpSpec::new("vector.load").declare(&LOAD).props(&["alignment", "nontemporal"]).effects(effects_read_base),
    OpSpec::new("vector.store").declare(&STORE).props(&["alignment", "nontemporal"]).effects(effects_store),
    OpSpec::new("vector.maskedload").declare(&MASKEDLOAD).props(&["alignment"]).effects(effects_read_base),
    OpSpec::new("vector.maskedstore").declare(&MASKEDSTORE).props(&["alignment"]).effects(effects_maskedstore),
    OpSpec::new("vector.fma").declare(&FMA).traits(PURE),
    OpSpec::new("vector.reduction")
        .custom(parse_reduction, print_reduction)
        .verify(verify_reduction)
        .props(&["fastmath", "kind"])
        .traits(PURE),
    OpSpec::new("vector.contract")
        .custom(parse_contract, print_contract)
        .verify(verify_contract)
        .props(&["indexing_maps", "iterator_types", "kind"])
        .traits(PURE),
    OpSpec::new("vector.outerproduct")
        .custom(parse_outerproduct, print_outerproduct)
        .verify(verify_outerproduct)
        .props(&["kind"])
        .traits(PURE),
    OpSpec::new("vector.shape_cast").declare(&SHAPE_CAST).traits(PURE),
    OpSpec::new("vector.bitcast").declare(&BITCAST).traits(PURE),
    OpSpec::new("vector.create_mask")
        .custom(parse_create_mask, print_create_mask)
        .verify(verify_create_mask)
        .traits(PURE),
    OpSpec::new("vector.constant_mask")
        .custom(parse_constant_mask, print_constant_mask)
        .verify(verify_constant_mask)
        .props(&["mask_dim_sizes"])
        .traits(PURE),
    OpSpec::new("vector.print")
        .custom(parse_print, print_print)
        .verify(verify_print)
        .props(&["punctuation", "stringLiteral"])
        .effects(effects_print),
    OpSpec::new("vector.step").declare(&STEP).traits(PURE),
    OpSpec::new("vector.from_elements")
        .custom(parse_from_elements, print_from_elements)
        .verify(verify_from_elements)
        .traits(PURE),
    OpSpec::new("vector.extract_strided_slice")
        .declare(&EXTRACT_STRIDED_SLICE)
        .props(&["offsets", "sizes", "strides"])
        .traits(PURE),
    OpSpec::new("vector.insert_strided_slice")
        .custom(parse_insert_strided_slice, print_insert_strided_slice)
        .verify(verify_insert_strided_slice)
        .props(&["offsets", "strides"])
        .traits(PURE),
    OpSpec::new("vector.transpose")
        .custom(parse_transpose, print_transpose)
        .verify(verify_transpose)
        .props(&["permutation"])
        .traits(PURE),
    OpSpec::new("vector.shuffle")
        .custom(parse_shuffle, print_shuffle)
        .verify(verify_shuffle)
        .props(&["mask"])
        .traits(PURE),
];

// ----- declarations -----

fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}
static VECTOR: TypeConstraint =
    TypeConstraint { summary: "vector of any type values", check: is_vector, build: None, kind: None };
static FLOAT_VECTOR: TypeConstraint = TypeConstraint {
    summary: "vector of floating-point values",
    check: |ctx, t| vec_parts(ctx, t).is_some_and(|(_, _, e)| ctx.is_float(e)),
    build: None,
    kind: None,
};
static MASK: TypeConstraint = TypeConstraint {
    summary: "vector of 1-bit signless integer values",
    check: |ctx, t| vec_parts(ctx, t).is_some_and(|(_, _, e)| ctx.int_width(e) == Some(1) && ctx.is_signless_int(e)),
    build: None,
    kind: None,
};
static INDEX_VECTOR_1D: TypeConstraint = TypeConstraint {
    summary: "vector of index values of ranks 1",
    check: |ctx, t| matches!(vec_parts(ctx, t), Some((s, _, e)) if s.len() == 1 && ctx.is_index(e)),
    build: None,
    kind: None,
};

static BROADCAST: OpFormat = OpFormat {
    operands: &[("source", &ANY_TYPE)],
    results: &[("vector", &VECTOR)],
    format: "$source attr-dict `:` type($source) `to` type($vector)",
    verify: Some(verify_broadcast),
    ..FORMAT
};
static SHAPE_CAST: OpFormat = OpFormat {
    operands: &[("source", &VECTOR)],
    results: &[("result", &VECTOR)],
    format: "$source attr-dict `:` type($source) `to` type($result)",
    verify: Some(verify_shape_cast),
    ..FORMAT
};
static BITCAST: OpFormat = OpFormat { verify: Some(verify_bitcast), ..SHAPE_CAST };
static EXTRACT_STRIDED_SLICE: OpFormat = OpFormat {
    format: "$source attr-dict `:` type($source) `to` type(results)",
    verify: Some(verify_extract_strided_slice),
    ..SHAPE_CAST
};
static FMA: OpFormat = OpFormat {
    operands: &[("lhs", &FLOAT_VECTOR), ("rhs", &FLOAT_VECTOR), ("acc", &FLOAT_VECTOR)],
    results: &[("result", &FLOAT_VECTOR)],
    format: "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)",
    same_type: true,
    ..FORMAT
};
static STEP: OpFormat =
    OpFormat { results: &[("result", &INDEX_VECTOR_1D)], format: "attr-dict `:` type($result)", ..FORMAT };
static LOAD: OpFormat = OpFormat {
    operands: &[("base", &MEMREF), ("indices*", &INDEX)],
    results: &[("result", &VECTOR)],
    attrs: &[("nontemporal?", &NONTEMPORAL), ("alignment?", &ALIGNMENT)],
    format: "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)",
    verify: Some(verify_load),
    ..FORMAT
};
static STORE: OpFormat = OpFormat {
    operands: &[("valueToStore", &VECTOR), ("base", &MEMREF), ("indices*", &INDEX)],
    attrs: &[("nontemporal?", &NONTEMPORAL), ("alignment?", &ALIGNMENT)],
    format: "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)",
    verify: Some(verify_store),
    ..FORMAT
};
static MASKEDLOAD: OpFormat = OpFormat {
    operands: &[("base", &MEMREF), ("indices*", &INDEX), ("mask", &MASK), ("pass_thru", &VECTOR)],
    results: &[("result", &VECTOR)],
    attrs: &[("alignment?", &ALIGNMENT)],
    format: "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` \
             type($pass_thru) `into` type($result)",
    verify: Some(verify_maskedload),
    ..FORMAT
};
static MASKEDSTORE: OpFormat = OpFormat {
    operands: &[("base", &MEMREF), ("indices*", &INDEX), ("mask", &MASK), ("valueToStore", &VECTOR)],
    attrs: &[("alignment?", &ALIGNMENT)],
    format: "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` \
             type($valueToStore)",
    verify: Some(verify_maskedstore),
    ..FORMAT
};

// ----- memory effects and destinations -----

/// Effect `kind` on operand `i` when it is a memref; none on a tensor (upstream's transfer ops
/// touch memory only through buffers).
fn on_memref(ir: &Ir, op: Op, i: usize, kind: EffectKind, out: &mut Vec<Effect>) {
    if let Some(&v) = ir.operands(op).get(i) {
        if !ir.ctx.is_tensor(ir.value_ty(v)) {
            out.push(Effect::new(kind, EffectOn::Operand(i as u32)));
        }
    }
}

/// `vector.transfer_read %base[...]`: reads `base` when it is a memref.
fn effects_transfer_read(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    on_memref(ir, op, 0, EffectKind::Read, out);
}

/// `vector.transfer_write %v, %base[...]`: writes `base` when it is a memref.
fn effects_transfer_write(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    on_memref(ir, op, 1, EffectKind::Write, out);
}

/// `vector.load` / `vector.maskedload`: `Arg<AnyMemRef, "", [MemRead]>:$base`, operand 0.
fn effects_read_base(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Read, EffectOn::Operand(0)));
}

/// `vector.store %v, %base[...]`: writes `base`, operand 1.
fn effects_store(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Write, EffectOn::Operand(1)));
}

/// `vector.maskedstore %base[...], %mask, %v`: writes `base`, operand 0.
fn effects_maskedstore(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Write, EffectOn::Operand(0)));
}

/// `vector.print`: `MemoryEffects<[MemWrite]>` (standard output).
fn effects_print(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Write, EffectOn::Any));
}

/// `vector.transfer_read` is in destination style with no inits.
fn dps_none(_: &Ir, _: Op) -> std::ops::Range<usize> {
    0..0
}

/// `vector.transfer_write`'s init is its base, operand 1 (its tensor result replaces it).
fn dps_transfer_write(ir: &Ir, op: Op) -> std::ops::Range<usize> {
    let n = ir.operands(op).len();
    n.min(1)..n.min(2)
}

/// `#vector.kind<...>` values.
const KINDS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "minimumf", "maximumf",
];
const PUNCTUATIONS: &[&str] = &["no_punctuation", "newline", "comma", "open", "close"];
const ITERATOR_TYPES: &[&str] = &["parallel", "reduction"];

// ----- type helpers -----

/// (shape, scalable flags, element type) of a vector type.
fn vec_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, elem } => Some((shape.clone(), scalable.clone(), *elem)),
        _ => None,
    }
}

fn vector_ty(ctx: &mut Context, shape: Vec<i64>, scalable: Vec<bool>, elem: Type) -> Type {
    ctx.ty(TypeKind::Vector { shape, scalable, elem })
}

/// (shape, element type) of a memref or ranked tensor.
fn shaped_parts(ctx: &Context, t: Type) -> Option<(Vec<i64>, Type)> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } | TypeKind::Tensor { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }
}

fn is_scalar(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Int { .. } | TypeKind::Index | TypeKind::Float(_))
}

fn bitwidth(ctx: &Context, t: Type) -> Option<u64> {
    match ctx.type_kind(t) {
        TypeKind::Int { width, .. } => Some(*width as u64),
        TypeKind::Float(k) => Some(crate::ir::float::bit_width(*k) as u64),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

fn i64_array(ir: &Ir, op: Op, name: &str) -> Option<Vec<i64>> {
    let a = ir.attr(op, name)?;
    ir.ctx.as_array(a)?.iter().map(|&x| ir.ctx.as_int(x).map(|v| v as i64)).collect()
}

fn bool_array(ir: &Ir, op: Op, name: &str) -> Option<Vec<bool>> {
    let a = ir.attr(op, name)?;
    ir.ctx
        .as_array(a)?
        .iter()
        .map(|&x| match ir.ctx.attr_kind(x) {
            AttrKind::Int { value, ty } if ir.ctx.int_width(*ty) == Some(1) => Some(*value != 0),
            _ => None,
        })
        .collect()
}

/// The body `x` of a `#vector.name<x>` attribute.
fn enum_value<'a>(ir: &'a Ir, op: Op, prop: &str, name: &str) -> Option<&'a str> {
    let def = crate::ir::enums::lookup("vector", name, crate::ir::enums::Form::Angle)?;
    ir.ctx.enum_keyword(ir.attr(op, prop)?, def)
}

/// `<word>` (with a space allowed before `<`), checked against `allowed`.
fn parse_angle_enum(p: &mut Parser, what: &str, allowed: &[&str]) -> PResult<String> {
    p.expect(Tok::Less, "'<'")?;
    let pos = p.tok.start;
    let kw = p.parse_any_keyword(what)?;
    if !allowed.contains(&kw.as_str()) {
        return p.err_at(pos, format!("expected {what} to be one of: {}", allowed.join(", ")));
    }
    p.expect(Tok::Greater, "'>'")?;
    Ok(kw)
}

fn parse_type_kw(p: &mut Parser, kw: &str) -> PResult<Type> {
    p.parse_keyword(kw)?;
    p.parse_type()
}

fn resolve_indices(p: &mut Parser, uses: &[UOperand]) -> PResult<Vec<Value>> {
    let idx = p.ir.ctx.index_ty();
    p.resolve_same(uses, idx)
}

/// `[%a, %b]`
fn parse_index_operands(p: &mut Parser) -> PResult<Vec<UOperand>> {
    let mut v = vec![];
    p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
        v.push(p.parse_operand()?);
        Ok(())
    })?;
    Ok(v)
}

/// `[1, 2, 3]` as integers.
fn parse_int_list(p: &mut Parser) -> PResult<Vec<i64>> {
    let mut v = vec![];
    p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
        v.push(p.parse_i64()?);
        Ok(())
    })?;
    Ok(v)
}

fn print_int_list(pr: &mut Printer, v: &[i64]) {
    pr.w("[");
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    pr.w(&s.join(", "));
    pr.w("]");
}

fn print_indexed(pr: &mut Printer, base: Value, idx: &[Value]) {
    pr.operand(base);
    pr.w("[");
    pr.operands(idx);
    pr.w("]");
}

fn result_ty(ir: &Ir, op: Op) -> Option<Type> {
    ir.results(op).first().map(|&r| ir.value_ty(r))
}

fn operand_ty(ir: &Ir, op: Op, i: usize) -> Option<Type> {
    ir.operands(op).get(i).map(|&v| ir.value_ty(v))
}

/// Requires `t` to be a vector; reports `operand/result #i must be vector...` otherwise.
fn want_vector(v: &mut Verifier, op: Op, t: Type, what: &str) -> Option<(Vec<i64>, Vec<bool>, Type)> {
    let r = vec_parts(v.ctx(), t);
    if r.is_none() {
        let s = v.ty_str(t);
        v.err(op, format!("{what} must be vector of any type values, but got '{s}'"));
    }
    r
}

fn check_indices_are_index(v: &mut Verifier, op: Op, from: usize, n: usize) -> bool {
    for i in from..from + n {
        let Some(t) = operand_ty(v.ir, op, i) else { return false };
        if !v.ctx().is_index(t) {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{i} must be variadic of index, but got '{s}'"));
            return false;
        }
    }
    true
}

// ----- broadcast -----

fn verify_broadcast(v: &mut Verifier, op: Op) {
    let (Some(st), Some(rt)) = (operand_ty(v.ir, op, 0), result_ty(v.ir, op)) else { return };
    let Some((dshape, dscal, delem)) = vec_parts(v.ctx(), rt) else { return };
    let (sshape, sscal, selem) = match vec_parts(v.ctx(), st) {
        Some(x) => x,
        None => (vec![], vec![], st),
    };
    if selem != delem {
        v.err(op, "failed to verify that source operand and result have same element type");
        return;
    }
    if sshape.len() > dshape.len() {
        v.err(op, "source rank higher than destination rank");
        return;
    }
    let off = dshape.len() - sshape.len();
    for (i, (&s, &sc)) in sshape.iter().zip(&sscal).enumerate() {
        let (d, dsc) = (dshape[off + i], dscal.get(off + i).copied().unwrap_or(false));
        if s == 1 && !sc {
            continue;
        }
        if s != d {
            v.err(op, format!("dimension mismatch ({s} vs. {d})"));
            return;
        }
        if sc != dsc {
            v.err(
                op,
                format!(
                    "dimension mismatch ({}{s}{} vs. {}{d}{})",
                    if sc { "[" } else { "" },
                    if sc { "]" } else { "" },
                    if dsc { "[" } else { "" },
                    if dsc { "]" } else { "" }
                ),
            );
            return;
        }
    }
}

// ----- extract / insert -----

fn parse_extract(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let (dyns, stat) = parse_dynamic_index_list(p)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let rt = p.parse_type()?;
    let vt = parse_type_kw(p, "from")?;
    st.operands = vec![p.resolve(&src, vt)?];
    st.operands.extend(resolve_indices(p, &dyns)?);
    let a = p.ir.ctx.dense_i64_array(&stat);
    st.add_attr(p.ir, "static_position", a);
    st.types = vec![rt];
    Ok(())
}

fn print_positions(pr: &mut Printer, op: Op, dyn_from: usize) {
    let stat: Vec<i128> = pr
        .ir
        .attr(op, "static_position")
        .and_then(|a| pr.ir.ctx.as_dense_array(a))
        .map(|v| v.to_vec())
        .unwrap_or_default();
    let dyns = pr.ir.operands(op).get(dyn_from..).unwrap_or(&[]).to_vec();
    print_dynamic_index_list(pr, &dyns, &stat);
}

fn print_extract(pr: &mut Printer, op: Op) {
    pr.w("vector.extract ");
    pr.operand(pr.ir.operands(op)[0]);
    print_positions(pr, op, 1);
    pr.attr_dict(op, &["static_position"]);
    pr.w(" : ");
    if let Some(t) = result_ty(pr.ir, op) {
        pr.ty(t);
    }
    pr.w(" from ");
    if let Some(t) = operand_ty(pr.ir, op, 0) {
        pr.ty(t);
    }
}

/// Checks `static_position` against the dynamic operands and the vector shape.
fn check_positions(v: &mut Verifier, op: Op, shape: &[i64], ndyn: usize, dest: bool) -> Option<Vec<i64>> {
    let Some(pos) = dense_array(v.ir, op, "static_position") else {
        v.err(op, "requires attribute 'static_position'");
        return None;
    };
    let nd = pos.iter().filter(|&&x| x == DYNAMIC).count();
    if nd != ndyn {
        v.err(op, format!("expected {nd} dynamic position operands, but found {ndyn}"));
        return None;
    }
    if pos.len() > shape.len() {
        v.err(
            op,
            if dest {
                "expected position attribute of rank no greater than dest vector rank"
            } else {
                "expected position attribute of rank no greater than vector rank"
            },
        );
        return None;
    }
    for (i, (&p, &d)) in pos.iter().zip(shape).enumerate() {
        if p == DYNAMIC || p == -1 || (p >= 0 && p < d) {
            continue;
        }
        let what = if dest { "dest vector dimension" } else { "vector dimension or poison (-1)" };
        v.err(
            op,
            format!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding {what}",
                i + 1
            ),
        );
        return None;
    }
    Some(pos)
}

/// `vector<...>` text for a shape that may not be interned.
fn vec_str(v: &Verifier, shape: &[i64], scal: &[bool], elem: Type) -> String {
    let mut s = String::from("vector<");
    for (i, &d) in shape.iter().enumerate() {
        let sc = scal.get(i).copied().unwrap_or(false);
        let d = if d == DYNAMIC { "?".to_string() } else { d.to_string() };
        s.push_str(&if sc { format!("[{d}]x") } else { format!("{d}x") });
    }
    s.push_str(&v.ty_str(elem));
    s.push('>');
    s
}

/// The mask shape (and scalable flags) of a transfer with vector shape `vshape`, `vscal` and
/// permutation map `m`: one dimension per source dimension the map uses, in source order.
fn mask_shape(vshape: &[i64], vscal: &[bool], m: &AffineMap) -> Option<(Vec<i64>, Vec<bool>)> {
    let mut shape = vec![];
    let mut scal = vec![];
    for d in 0..m.dims {
        if let Some(k) = m.results.iter().position(|e| *e == AffineExpr::Dim(d)) {
            shape.push(*vshape.get(k)?);
            scal.push(vscal.get(k).copied().unwrap_or(false));
        }
    }
    Some((shape, scal))
}

fn compatible_extract(ctx: &Context, a: Type, b: Type) -> bool {
    let one = |x: Type, y: Type| matches!(vec_parts(ctx, x), Some((s, _, e)) if s == [1] && e == y);
    a == b || one(a, b) || one(b, a)
}

fn verify_extract(v: &mut Verifier, op: Op) {
    if !counts_at_least(v, op, 1, 1) {
        return;
    }
    let (Some(st), Some(rt)) = (operand_ty(v.ir, op, 0), result_ty(v.ir, op)) else { return };
    let Some((shape, scal, elem)) = want_vector(v, op, st, "operand #0") else { return };
    let ndyn = v.ir.operands(op).len() - 1;
    if !check_indices_are_index(v, op, 1, ndyn) {
        return;
    }
    let Some(pos) = check_positions(v, op, &shape, ndyn, false) else { return };
    // The inferred type needs a mutable context; compare structurally instead.
    let n = pos.len();
    let ok = if n >= shape.len() {
        compatible_extract(v.ctx(), elem, rt)
    } else {
        match vec_parts(v.ctx(), rt) {
            Some((s, sc, e)) => s.as_slice() == &shape[n..] && sc.as_slice() == &scal[n..] && e == elem,
            None => false,
        }
    };
    if !ok {
        let inferred = if n >= shape.len() { v.ty_str(elem) } else { vec_str(v, &shape[n..], &scal[n..], elem) };
        let r = v.ty_str(rt);
        v.err(op, format!("inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{r}'"));
        v.err(op, "failed to infer returned types");
    }
}

fn parse_insert(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let val = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let dst = p.parse_operand()?;
    let (dyns, stat) = parse_dynamic_index_list(p)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let vt = p.parse_type()?;
    let dt = parse_type_kw(p, "into")?;
    st.operands = vec![p.resolve(&val, vt)?, p.resolve(&dst, dt)?];
    st.operands.extend(resolve_indices(p, &dyns)?);
    let a = p.ir.ctx.dense_i64_array(&stat);
    st.add_attr(p.ir, "static_position", a);
    st.types = vec![dt];
    Ok(())
}

fn print_insert(pr: &mut Printer, op: Op) {
    let ops = pr.ir.operands(op);
    pr.w("vector.insert ");
    pr.operand(ops[0]);
    pr.w(", ");
    pr.operand(ops[1]);
    pr.w(" ");
    print_positions(pr, op, 2);
    pr.attr_dict(op, &["static_position"]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(ops[0]));
    pr.w(" into ");
    pr.ty(pr.ir.value_ty(ops[1]));
}

fn verify_insert(v: &mut Verifier, op: Op) {
    if !counts_at_least(v, op, 2, 1) {
        return;
    }
    let (Some(vt), Some(dt), Some(rt)) = (operand_ty(v.ir, op, 0), operand_ty(v.ir, op, 1), result_ty(v.ir, op)) else {
        return;
    };
    let Some((shape, _, elem)) = want_vector(v, op, dt, "operand #1") else { return };
    if rt != dt {
        v.err(op, "failed to verify that all of {dest, result} have same type");
        return;
    }
    let ndyn = v.ir.operands(op).len() - 2;
    if !check_indices_are_index(v, op, 2, ndyn) {
        return;
    }
    let Some(pos) = check_positions(v, op, &shape, ndyn, true) else { return };
    match vec_parts(v.ctx(), vt) {
        Some((vs, _, ve)) => {
            if vs.len() + pos.len() != shape.len() {
                v.err(op, "expected position attribute rank + source rank to match dest vector rank");
            } else if ve != elem || vs.as_slice() != &shape[pos.len()..] {
                let (a, b) = (v.ty_str(vt), v.ty_str(dt));
                v.err(op, format!("expected valueToStore type '{a}' to match the trailing dimensions of '{b}'"));
            }
        }
        None => {
            if pos.len() != shape.len() {
                v.err(op, "expected position attribute rank to match the dest vector rank");
            } else if vt != elem {
                v.err(op, "failed to verify that valueToStore operand and result have same element type");
            }
        }
    }
}

// ----- transfer_read / transfer_write -----

/// The permutation map used when none is given: the minor identity from the source rank to
/// the vector rank (less the rank of a vector element type).
fn minor_identity(ctx: &Context, src: Type, vt: Type) -> Option<AffineMap> {
    let (sshape, selem) = shaped_parts(ctx, src)?;
    let (vshape, _, _) = vec_parts(ctx, vt)?;
    let elem_rank = vec_parts(ctx, selem).map(|x| x.0.len()).unwrap_or(0);
    let n = vshape.len().checked_sub(elem_rank)?;
    let d = sshape.len();
    if n > d {
        return None;
    }
    Some(AffineMap { dims: d as u32, syms: 0, results: (d - n..d).map(|i| AffineExpr::Dim(i as u32)).collect() })
}

/// The mask type a transfer with vector type `vt` and permutation map `m` takes.
fn mask_type(ctx: &mut Context, vt: Type, m: &AffineMap) -> Option<Type> {
    let (vshape, vscal, _) = vec_parts(ctx, vt)?;
    let (shape, scal) = mask_shape(&vshape, &vscal, m)?;
    let i1 = ctx.int_ty(1);
    Some(vector_ty(ctx, shape, scal, i1))
}

/// Default `permutation_map` and `in_bounds`; returns the map.
fn transfer_defaults(p: &mut Parser, st: &mut OpState, src: Type, vt: Type, pos: usize) -> PResult<AffineMap> {
    let pm = p.ir.ctx.sym("permutation_map");
    let given = st.attrs.iter().find(|e| e.0 == pm).map(|e| e.1);
    let map = match given {
        Some(a) => match p.ir.ctx.as_affine_map(a) {
            Some(m) => m.clone(),
            None => return p.err_at(pos, "expected 'permutation_map' to be an affine map"),
        },
        None => {
            let Some(m) = minor_identity(&p.ir.ctx, src, vt) else {
                return p
                    .err_at(pos, "expected a memref or ranked tensor source and a vector result of no greater rank");
            };
            let a = p.ir.ctx.affine_map_attr(m.clone());
            st.add_attr(p.ir, "permutation_map", a);
            m
        }
    };
    let ib = p.ir.ctx.sym("in_bounds");
    if !st.attrs.iter().any(|e| e.0 == ib) {
        let f = p.ir.ctx.bool_attr(false);
        let a = p.ir.ctx.array_attr(vec![f; map.results.len()]);
        st.add_attr(p.ir, "in_bounds", a);
    }
    Ok(map)
}

fn parse_transfer_read(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    let idx = parse_index_operands(p)?;
    p.expect(Tok::Comma, "','")?;
    let pad = p.parse_operand()?;
    let mask = if p.optional(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let tys = p.parse_type_list_no_parens()?;
    let [srct, vt] = tys[..] else { return p.err_at(pos, "requires two types") };
    let Some((_, selem)) = shaped_parts(&p.ir.ctx, srct) else {
        return p.err_at(pos, "requires memref or ranked tensor type");
    };
    if vec_parts(&p.ir.ctx, vt).is_none() {
        return p.err_at(pos, "requires vector type");
    }
    let map = transfer_defaults(p, st, srct, vt, pos)?;
    st.operands = vec![p.resolve(&src, srct)?];
    st.operands.extend(resolve_indices(p, &idx)?);
    st.operands.push(p.resolve(&pad, selem)?);
    if let Some(m) = &mask {
        let Some(mt) = mask_type(&mut p.ir.ctx, vt, &map) else {
            return p.err_at(pos, "expected a permutation_map with results of the vector rank");
        };
        st.operands.push(p.resolve(m, mt)?);
    }
    set_segments(p, st, &[1, idx.len(), 1, mask.is_some() as usize]);
    st.types = vec![vt];
    Ok(())
}

/// Attributes whose values are the defaults the custom form leaves out.
fn transfer_elided(ir: &Ir, op: Op, src: Option<Type>, vt: Option<Type>) -> Vec<&'static str> {
    let mut el = vec![];
    if let (Some(s), Some(v), Some(m)) = (src, vt, ir.attr(op, "permutation_map").and_then(|a| ir.ctx.as_affine_map(a)))
    {
        if minor_identity(&ir.ctx, s, v).as_ref() == Some(m) {
            el.push("permutation_map");
        }
    }
    if bool_array(ir, op, "in_bounds").map(|b| b.iter().all(|x| !x)).unwrap_or(false) {
        el.push("in_bounds");
    }
    el
}

fn print_transfer_read(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let seg = segments(ir, op);
    let (Some(src), Some(idx), Some(pad)) =
        (seg.first().and_then(|s| s.first()), seg.get(1), seg.get(2).and_then(|s| s.first()))
    else {
        pr.generic_op(op);
        return;
    };
    pr.w("vector.transfer_read ");
    print_indexed(pr, *src, idx);
    pr.w(", ");
    pr.operand(*pad);
    if let Some(m) = seg.get(3).and_then(|s| s.first()) {
        pr.w(", ");
        pr.operand(*m);
    }
    let st = ir.value_ty(*src);
    let el = transfer_elided(ir, op, Some(st), result_ty(ir, op));
    pr.attr_dict(op, &el);
    pr.w(" : ");
    pr.ty(st);
    pr.w(", ");
    if let Some(t) = result_ty(ir, op) {
        pr.ty(t);
    }
}

fn parse_transfer_write(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let val = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let dst = p.parse_operand()?;
    let idx = parse_index_operands(p)?;
    let mask = if p.optional(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let tys = p.parse_type_list_no_parens()?;
    let [vt, dstt] = tys[..] else { return p.err_at(pos, "requires two types") };
    if vec_parts(&p.ir.ctx, vt).is_none() {
        return p.err_at(pos, "requires vector type");
    }
    if shaped_parts(&p.ir.ctx, dstt).is_none() {
        return p.err_at(pos, "requires memref or ranked tensor type");
    }
    let map = transfer_defaults(p, st, dstt, vt, pos)?;
    st.operands = vec![p.resolve(&val, vt)?, p.resolve(&dst, dstt)?];
    st.operands.extend(resolve_indices(p, &idx)?);
    if let Some(m) = &mask {
        let Some(mt) = mask_type(&mut p.ir.ctx, vt, &map) else {
            return p.err_at(pos, "expected a permutation_map with results of the vector rank");
        };
        st.operands.push(p.resolve(m, mt)?);
    }
    set_segments(p, st, &[1, 1, idx.len(), mask.is_some() as usize]);
    if p.ir.ctx.is_tensor(dstt) {
        st.types = vec![dstt];
    }
    Ok(())
}

fn print_transfer_write(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let seg = segments(ir, op);
    let (Some(val), Some(dst), Some(idx)) =
        (seg.first().and_then(|s| s.first()), seg.get(1).and_then(|s| s.first()), seg.get(2))
    else {
        pr.generic_op(op);
        return;
    };
    pr.w("vector.transfer_write ");
    pr.operand(*val);
    pr.w(", ");
    print_indexed(pr, *dst, idx);
    if let Some(m) = seg.get(3).and_then(|s| s.first()) {
        pr.w(", ");
        pr.operand(*m);
    }
    let (vt, dt) = (ir.value_ty(*val), ir.value_ty(*dst));
    let el = transfer_elided(ir, op, Some(dt), Some(vt));
    pr.attr_dict(op, &el);
    pr.w(" : ");
    pr.ty(vt);
    pr.w(", ");
    pr.ty(dt);
}

/// The operands of a transfer; `write` selects transfer_write's rules.
struct Xfer<'a> {
    src: Value,
    vecv: Type,
    idx: &'a [Value],
    pad: Option<Value>,
    mask: Option<Value>,
    write: bool,
}

/// Checks shared by both transfers.
fn verify_transfer(v: &mut Verifier, op: Op, x: Xfer) {
    let Xfer { src, vecv, idx, pad, mask, write } = x;
    let ir = v.ir;
    let srct = ir.value_ty(src);
    let Some((sshape, selem)) = shaped_parts(v.ctx(), srct) else {
        let s = v.ty_str(srct);
        v.err(op, format!("operand #{} must be shaped of any type values, but got '{s}'", if write { 1 } else { 0 }));
        return;
    };
    let Some((vshape, _, velem)) = vec_parts(v.ctx(), vecv) else {
        let s = v.ty_str(vecv);
        v.err(
            op,
            format!(
                "{} must be vector of any type values, but got '{s}'",
                if write { "operand #0" } else { "result #0" }
            ),
        );
        return;
    };
    if idx.len() != sshape.len() {
        v.err(op, format!("requires {} indices", sshape.len()));
        return;
    }
    for &i in idx {
        if !v.ctx().is_index(ir.value_ty(i)) {
            let s = v.ty_str(ir.value_ty(i));
            v.err(op, format!("indices must be of index type, but got '{s}'"));
            return;
        }
    }
    // element types
    let elem_rank = match vec_parts(v.ctx(), selem) {
        Some((es, _, ee)) => {
            if ee != velem {
                v.err(op, "requires source vector element and vector result element types to match");
                return;
            }
            if es.len() > vshape.len() || vshape[vshape.len() - es.len()..] != es[..] {
                v.err(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source");
                return;
            }
            es.len()
        }
        None => {
            if selem != velem {
                v.err(op, "requires source to be a memref or ranked tensor of the same element type as the vector");
                return;
            }
            0
        }
    };
    let Some(map) = ir.attr(op, "permutation_map").and_then(|a| ir.ctx.as_affine_map(a)).cloned() else {
        v.err(op, "requires attribute 'permutation_map'");
        return;
    };
    if map.syms != 0 {
        v.err(op, "requires permutation_map without symbols");
        return;
    }
    if map.dims as usize != sshape.len() {
        v.err(op, "requires a permutation_map with input dims of the same rank as the source type");
        return;
    }
    if map.results.len() != vshape.len() - elem_rank {
        v.err(op, "requires a permutation_map with result dims of the same rank as the vector type");
        return;
    }
    let mut seen = vec![false; map.dims as usize];
    for e in &map.results {
        match e {
            AffineExpr::Dim(d) => {
                let Some(s) = seen.get_mut(*d as usize) else {
                    v.err(op, "requires a permutation_map with input dims of the same rank as the source type");
                    return;
                };
                if *s {
                    v.err(op, "requires a permutation_map that is a permutation (found one dim used more than once)");
                    return;
                }
                *s = true;
            }
            AffineExpr::Const(0) if !write => {}
            AffineExpr::Const(0) => {
                v.err(op, "should not have broadcast dimensions");
                return;
            }
            _ => {
                v.err(op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)");
                return;
            }
        }
    }
    match bool_array(ir, op, "in_bounds") {
        None => {
            v.err(op, "requires attribute 'in_bounds'");
            return;
        }
        Some(b) if b.len() != map.results.len() => {
            v.err(op, format!("expects the in_bounds attr of same rank as permutation_map results: affine_map<{map}> vs inBounds of size: {}", b.len()));
            return;
        }
        _ => {}
    }
    if let Some(pad) = pad {
        if ir.value_ty(pad) != selem {
            v.err(op, "requires formal padding and source of the same elemental type");
            return;
        }
    }
    if let Some(m) = mask {
        let Some((vshape, vscal, _)) = vec_parts(v.ctx(), vecv) else { return };
        let Some((ms, msc)) = mask_shape(&vshape, &vscal, &map) else { return };
        let got = ir.value_ty(m);
        let i1 = |t: Type| v.ctx().int_width(t) == Some(1) && v.ctx().is_signless_int(t);
        let ok = matches!(vec_parts(v.ctx(), got), Some((s, sc, e)) if s == ms && sc == msc && i1(e));
        if !ok {
            let ws = format!(
                "vector<{}i1>",
                ms.iter()
                    .zip(&msc)
                    .map(|(d, &sc)| if sc { format!("[{d}]x") } else { format!("{d}x") })
                    .collect::<String>()
            );
            let gs = v.ty_str(got);
            v.err(op, format!("inferred mask type ({ws}) and mask operand type ({gs}) don't match"));
        }
    }
}

fn verify_transfer_read(v: &mut Verifier, op: Op) {
    let Some(seg) = check_segments(v, op, 4) else { return };
    if seg[0] != 1 || seg[2] != 1 || seg[3] > 1 {
        v.err(op, "expects one source, one padding value and at most one mask");
        return;
    }
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let s = segments(v.ir, op);
    let Some(rt) = result_ty(v.ir, op) else { return };
    verify_transfer(
        v,
        op,
        Xfer { src: s[0][0], vecv: rt, idx: &s[1], pad: Some(s[2][0]), mask: s[3].first().copied(), write: false },
    );
}

fn verify_transfer_write(v: &mut Verifier, op: Op) {
    let Some(seg) = check_segments(v, op, 4) else { return };
    if seg[0] != 1 || seg[1] != 1 || seg[3] > 1 {
        v.err(op, "expects one value to store, one destination and at most one mask");
        return;
    }
    let s = segments(v.ir, op);
    let dt = v.ir.value_ty(s[1][0]);
    let nres = v.ir.results(op).len();
    if v.ctx().is_tensor(dt) {
        if nres != 1 || result_ty(v.ir, op) != Some(dt) {
            v.err(op, "expects a result of the tensor type it writes into");
            return;
        }
    } else if nres != 0 {
        v.err(op, "requires 0 results when writing into a memref");
        return;
    }
    let vt = v.ir.value_ty(s[0][0]);
    verify_transfer(
        v,
        op,
        Xfer { src: s[1][0], vecv: vt, idx: &s[2], pad: None, mask: s[3].first().copied(), write: true },
    );
}

// ----- load / store / maskedload / maskedstore -----

/// Base is a memref with one index per dimension and an element type matching `vt`'s.
fn check_base(v: &mut Verifier, op: Op, base: Type, nidx: usize, from: usize, vt: Type, what: &str) -> bool {
    let ir = v.ir;
    let Some((shape, elem)) = (match v.ctx().type_kind(base) {
        TypeKind::MemRef { shape, elem, .. } => Some((shape.clone(), *elem)),
        _ => None,
    }) else {
        let s = v.ty_str(base);
        v.err(op, format!("operand #{} must be memref of any type values, but got '{s}'", from - 1));
        return false;
    };
    if nidx != shape.len() {
        v.err(op, format!("requires {} indices", shape.len()));
        return false;
    }
    if !check_indices_are_index(v, op, from, nidx) {
        return false;
    }
    let Some((_, _, velem)) = vec_parts(v.ctx(), vt) else {
        let s = v.ty_str(vt);
        v.err(op, format!("{what} must be vector of any type values, but got '{s}'"));
        return false;
    };
    let _ = ir;
    if vec_parts(v.ctx(), elem).is_some() {
        if elem != vt {
            v.err(op, format!("base memref and {what} vector types should match"));
            return false;
        }
    } else if elem != velem {
        v.err(op, format!("base and {what} element type should match"));
        return false;
    }
    true
}

fn verify_load(v: &mut Verifier, op: Op) {
    let (Some(bt), Some(rt)) = (operand_ty(v.ir, op, 0), result_ty(v.ir, op)) else { return };
    let n = v.ir.operands(op).len() - 1;
    check_base(v, op, bt, n, 1, rt, "result");
}

fn verify_store(v: &mut Verifier, op: Op) {
    let (Some(vt), Some(bt)) = (operand_ty(v.ir, op, 0), operand_ty(v.ir, op, 1)) else { return };
    let n = v.ir.operands(op).len() - 2;
    check_base(v, op, bt, n, 2, vt, "valueToStore");
}

/// The mask is a vector of `i1` with the shape of `vt`.
fn check_mask(v: &mut Verifier, op: Op, mask: Type, vt: Type, what: &str) -> bool {
    let ctx = v.ctx();
    let ok_elem =
        vec_parts(ctx, mask).map(|(_, _, e)| ctx.int_width(e) == Some(1) && ctx.is_signless_int(e)).unwrap_or(false);
    if !ok_elem {
        let s = v.ty_str(mask);
        v.err(op, format!("mask must be vector of 1-bit signless integer values, but got '{s}'"));
        return false;
    }
    if ctx.shape(mask) != ctx.shape(vt) {
        v.err(op, format!("expected {what} shape to match mask shape"));
        return false;
    }
    true
}

fn verify_maskedload(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ops = ir.operands(op);
    let n = ops.len();
    let (bt, mt, pt) = (ir.value_ty(ops[0]), ir.value_ty(ops[n - 2]), ir.value_ty(ops[n - 1]));
    let Some(rt) = result_ty(ir, op) else { return };
    if !check_base(v, op, bt, n - 3, 1, rt, "result") || !check_mask(v, op, mt, rt, "result") {
        return;
    }
    if pt != rt {
        v.err(op, "expected pass_thru of same type as result type");
    }
}

fn verify_maskedstore(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ops = ir.operands(op);
    let n = ops.len();
    let (bt, mt, vt) = (ir.value_ty(ops[0]), ir.value_ty(ops[n - 2]), ir.value_ty(ops[n - 1]));
    if check_base(v, op, bt, n - 3, 1, vt, "valueToStore") {
        check_mask(v, op, mt, vt, "valueToStore");
    }
}

// ----- fma -----

// ----- reduction -----

fn kind_attr(p: &mut Parser, kind: &str) -> Attr {
    p.ir.ctx.dialect_attr("vector", &format!("kind<{kind}>"))
}

fn parse_reduction(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let kind = parse_angle_enum(p, "combining kind", KINDS)?;
    let a = kind_attr(p, &kind);
    st.add_attr(p.ir, "kind", a);
    p.expect(Tok::Comma, "','")?;
    let src = p.parse_operand()?;
    let acc = if p.optional(Tok::Comma) { Some(p.parse_operand()?) } else { None };
    parse_optional_enum_attr(p, st, "fastmath", "arith", "fastmath")?;
    default_prop(p, st, "fastmath", "arith", "fastmath<none>");
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let vt = p.parse_type()?;
    let rt = parse_type_kw(p, "into")?;
    st.operands = vec![p.resolve(&src, vt)?];
    if let Some(a) = &acc {
        st.operands.push(p.resolve(a, rt)?);
    }
    st.types = vec![rt];
    Ok(())
}

fn print_reduction(pr: &mut Printer, op: Op) {
    let Some(kind) = enum_value(pr.ir, op, "kind", "kind") else {
        pr.generic_op(op);
        return;
    };
    pr.w("vector.reduction <");
    pr.w(kind);
    pr.w(">, ");
    pr.operands(pr.ir.operands(op));
    print_enum_attr(pr, op, "fastmath", "arith");
    pr.attr_dict(op, &["kind", "fastmath"]);
    pr.w(" : ");
    if let Some(t) = operand_ty(pr.ir, op, 0) {
        pr.ty(t);
    }
    pr.w(" into ");
    if let Some(t) = result_ty(pr.ir, op) {
        pr.ty(t);
    }
}

/// Whether a combining kind applies to an element type.
fn kind_supports(ctx: &Context, kind: &str, elem: Type) -> bool {
    let int = ctx.is_int(elem) || ctx.is_index(elem);
    let fl = ctx.is_float(elem);
    match kind {
        "add" | "mul" => int || fl,
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => int,
        _ => fl,
    }
}

fn check_kind(v: &mut Verifier, op: Op) -> Option<String> {
    let Some(a) = v.ir.attr(op, "kind") else {
        v.err(op, "requires attribute 'kind'");
        return None;
    };
    match enum_value(v.ir, op, "kind", "kind") {
        Some(k) if KINDS.contains(&k) => Some(k.to_string()),
        _ => {
            let s = crate::syntax::printer::attr_to_string(v.ctx(), a);
            v.err(op, format!("attribute 'kind' failed to satisfy constraint: Kind of combining function for contractions and reductions ({s})"));
            None
        }
    }
}

fn verify_reduction(v: &mut Verifier, op: Op) {
    let no = v.ir.operands(op).len();
    if !(1..=2).contains(&no) || v.ir.results(op).len() != 1 {
        v.err(op, "expects a vector, an optional accumulator and one result");
        return;
    }
    let Some(kind) = check_kind(v, op) else { return };
    let (Some(vt), Some(rt)) = (operand_ty(v.ir, op, 0), result_ty(v.ir, op)) else { return };
    let Some((shape, _, elem)) = want_vector(v, op, vt, "operand #0") else { return };
    if elem != rt {
        v.err(op, "failed to verify that source operand and result have same element type");
        return;
    }
    if shape.len() != 1 {
        v.err(op, format!("unsupported reduction rank: {}", shape.len()));
        return;
    }
    if let Some(at) = operand_ty(v.ir, op, 1) {
        if at != rt {
            v.err(op, "failed to verify that all of {acc, dest} have same type");
            return;
        }
    }
    if !kind_supports(v.ctx(), &kind, elem) {
        let s = v.ty_str(elem);
        v.err(op, format!("unsupported reduction type ''{s}'' for kind '{kind}'"));
    }
}

// ----- contract -----

fn parse_contract(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    // The trait dictionary; `iterator_types` is spelled as strings there.
    let dpos = p.tok.start;
    if !p.is(&Tok::LBrace) {
        return p.err("expected '{' for the contraction's indexing maps and iterator types");
    }
    let entries = p.parse_dict_entries()?;
    for (n, a) in entries {
        let name = p.ir.ctx.str(n).to_string();
        let a = if name == "iterator_types" {
            let Some(list) = p.ir.ctx.as_array(a).map(|l| l.to_vec()) else {
                return p.err_at(dpos, "expected an array of iterator types");
            };
            let mut out = vec![];
            for x in list {
                let s = p.ir.ctx.as_str(x).map(|b| String::from_utf8_lossy(b).into_owned());
                match s {
                    Some(s) if ITERATOR_TYPES.contains(&s.as_str()) => {
                        out.push(p.ir.ctx.dialect_attr("vector", &format!("iterator_type<{s}>")))
                    }
                    Some(s) => return p.err_at(dpos, format!("unexpected iterator_type ({s})")),
                    None => out.push(x),
                }
            }
            p.ir.ctx.array_attr(out)
        } else {
            a
        };
        st.add_attr(p.ir, &name, a);
    }
    let uses = parse_n_operands(p, 3)?;
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let lt = p.parse_type()?;
    p.expect(Tok::Comma, "','")?;
    let rt = p.parse_type()?;
    let res = parse_type_kw(p, "into")?;
    let _ = pos;
    st.operands = vec![p.resolve(&uses[0], lt)?, p.resolve(&uses[1], rt)?, p.resolve(&uses[2], res)?];
    st.types = vec![res];
    let kind = p.ir.ctx.sym("kind");
    if !st.attrs.iter().any(|e| e.0 == kind) {
        let a = kind_attr(p, "add");
        st.add_attr(p.ir, "kind", a);
    }
    Ok(())
}

fn print_contract(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("vector.contract {");
    let mut first = true;
    for name in ["indexing_maps", "iterator_types", "kind"] {
        let Some(a) = ir.attr(op, name) else { continue };
        if !first {
            pr.w(", ");
        }
        first = false;
        pr.w(name);
        pr.w(" = ");
        if name == "iterator_types" {
            pr.w("[");
            for (i, &x) in ir.ctx.as_array(a).unwrap_or(&[]).iter().enumerate() {
                if i > 0 {
                    pr.w(", ");
                }
                match ir.ctx.enum_keyword(x, &crate::ir::enums::VECTOR_ITERATOR_TYPE) {
                    Some(s) => {
                        pr.w("\"");
                        pr.w(s);
                        pr.w("\"");
                    }
                    None => pr.attr(x),
                }
            }
            pr.w("]");
        } else {
            pr.attr(a);
        }
    }
    pr.w("} ");
    pr.operands(ir.operands(op));
    pr.attr_dict(op, &["indexing_maps", "iterator_types", "kind"]);
    pr.w(" : ");
    let ts = ir.operand_types(op);
    if ts.len() >= 2 {
        pr.ty(ts[0]);
        pr.w(", ");
        pr.ty(ts[1]);
    }
    pr.w(" into ");
    if let Some(t) = result_ty(ir, op) {
        pr.ty(t);
    }
}

fn verify_contract(v: &mut Verifier, op: Op) {
    if !counts(v, op, 3, 1) {
        return;
    }
    let ir = v.ir;
    let Some(kind) = check_kind(v, op) else { return };
    let Some(maps) = ir.attr(op, "indexing_maps").and_then(|a| ir.ctx.as_array(a)) else {
        v.err(op, "requires attribute 'indexing_maps'");
        return;
    };
    let maps: Option<Vec<AffineMap>> = maps.iter().map(|&m| ir.ctx.as_affine_map(m).cloned()).collect();
    let Some(maps) = maps else {
        v.err(op, "attribute 'indexing_maps' failed to satisfy constraint: array of affine maps");
        return;
    };
    let Some(iters) = ir.attr(op, "iterator_types").and_then(|a| ir.ctx.as_array(a)) else {
        v.err(op, "requires attribute 'iterator_types'");
        return;
    };
    let iters: Option<Vec<bool>> = iters
        .iter()
        .map(|&x| match ir.ctx.enum_keyword(x, &crate::ir::enums::VECTOR_ITERATOR_TYPE) {
            Some("parallel") => Some(false),
            Some("reduction") => Some(true),
            _ => None,
        })
        .collect();
    let Some(is_red) = iters else {
        v.err(op, "attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum.");
        return;
    };
    let tys = ir.operand_types(op);
    let res = ir.value_ty(ir.result(op, 0));
    if tys[2] != res {
        v.err(op, "failed to verify that result type matches accumulator type");
        return;
    }
    let shapes: Vec<Vec<i64>> = tys.iter().map(|&t| vec_parts(v.ctx(), t).map(|x| x.0).unwrap_or_default()).collect();
    for (i, &t) in tys.iter().take(2).enumerate() {
        if vec_parts(v.ctx(), t).is_none() {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{i} must be vector of any type values, but got '{s}'"));
            return;
        }
    }
    if maps.len() != 3 {
        v.err(op, "expected an indexing map for each vector operand");
        return;
    }
    let n = is_red.len();
    for (i, m) in maps.iter().enumerate() {
        if m.syms != 0 {
            v.err(op, format!("expected indexing map {i} to have no symbols"));
            return;
        }
        if m.dims as usize != n {
            v.err(op, format!("expected indexing map {i} to have {n} number of inputs"));
            return;
        }
        if m.results.len() != shapes[i].len() {
            v.err(op, format!("expected indexing map {i} to have {} number of outputs", shapes[i].len()));
            return;
        }
        let mut seen = vec![false; n];
        for e in &m.results {
            match e {
                AffineExpr::Dim(d) if seen.get(*d as usize) == Some(&false) => seen[*d as usize] = true,
                _ => {
                    v.err(op, format!("expected indexing map {i} to be a projected permutation of its inputs"));
                    return;
                }
            }
        }
    }
    // Sizes of the iteration dimensions from lhs and rhs must agree.
    let mut size = vec![None; n];
    for k in 0..2 {
        for (j, e) in maps[k].results.iter().enumerate() {
            let AffineExpr::Dim(d) = e else { continue };
            let d = *d as usize;
            let s = shapes[k][j];
            match size[d] {
                Some(x) if x != s => {
                    v.err(
                        op,
                        if is_red[d] { "invalid contracting dimension map" } else { "invalid batch dimension map" },
                    );
                    return;
                }
                _ => size[d] = Some(s),
            }
        }
    }
    for (d, &red) in is_red.iter().enumerate() {
        let in_l = maps[0].results.contains(&AffineExpr::Dim(d as u32));
        let in_r = maps[1].results.contains(&AffineExpr::Dim(d as u32));
        if red && !(in_l && in_r) {
            v.err(op, "invalid contracting dimension map");
            return;
        }
        if maps[2].results.contains(&AffineExpr::Dim(d as u32)) && red {
            v.err(op, "invalid accumulator/result vector shape");
            return;
        }
    }
    if !is_red.iter().any(|&r| r) {
        v.err(op, "expected at least one contracting dimension pair");
        return;
    }
    // The accumulator's shape follows from the sizes of the parallel dimensions.
    let expected: Option<Vec<i64>> =
        maps[2].results.iter().map(|e| if let AffineExpr::Dim(d) = e { size[*d as usize] } else { None }).collect();
    let all_parallel_in_acc = (0..n).all(|d| is_red[d] || maps[2].results.contains(&AffineExpr::Dim(d as u32)));
    match expected {
        Some(exp) if all_parallel_in_acc => {
            if exp != shapes[2] {
                let elem = vec_parts(v.ctx(), tys[0]).map(|x| x.2).unwrap_or(res);
                let want = if exp.is_empty() { v.ty_str(elem) } else { vec_str(v, &exp, &[], elem) };
                v.err(op, format!("invalid accumulator/result vector shape, expected: '{want}'"));
                return;
            }
        }
        _ => {
            v.err(op, "invalid accumulator/result vector shape");
            return;
        }
    }
    let _ = kind;
}

// ----- outerproduct -----

fn parse_outerproduct(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let mut uses = vec![p.parse_operand()?];
    p.expect(Tok::Comma, "','")?;
    uses.push(p.parse_operand()?);
    if p.optional(Tok::Comma) {
        uses.push(p.parse_operand()?);
    }
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let lt = p.parse_type()?;
    p.expect(Tok::Comma, "','")?;
    let rt = p.parse_type()?;
    let Some((ls, lsc, le)) = vec_parts(&p.ir.ctx, lt) else {
        return p.err_at(pos, "expected vector type for operand #1");
    };
    let res = match vec_parts(&p.ir.ctx, rt) {
        Some((rs, rsc, _)) => {
            let (Some(&a), Some(&b)) = (ls.first(), rs.first()) else {
                return p.err_at(pos, "expected 1-d vector for operands");
            };
            vector_ty(
                &mut p.ir.ctx,
                vec![a, b],
                vec![lsc.first().copied().unwrap_or(false), rsc.first().copied().unwrap_or(false)],
                le,
            )
        }
        None => lt,
    };
    st.operands = vec![p.resolve(&uses[0], lt)?, p.resolve(&uses[1], rt)?];
    if let Some(a) = uses.get(2) {
        st.operands.push(p.resolve(a, res)?);
    }
    st.types = vec![res];
    let kind = p.ir.ctx.sym("kind");
    if !st.attrs.iter().any(|e| e.0 == kind) {
        let a = kind_attr(p, "add");
        st.add_attr(p.ir, "kind", a);
    }
    Ok(())
}

fn print_outerproduct(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let ops = ir.operands(op);
    pr.w("vector.outerproduct ");
    pr.operands(ops);
    // Upstream prints the attributes only along with an accumulator; without one, a
    // non-default kind or other attributes still need printing to survive a round trip.
    let default_only = ir.attrs(op).is_empty() && enum_value(ir, op, "kind", "kind") == Some("add");
    if ops.len() == 3 || !default_only {
        pr.attr_dict(op, &[]);
    }
    pr.w(" : ");
    pr.ty(ir.value_ty(ops[0]));
    pr.w(", ");
    pr.ty(ir.value_ty(ops[1]));
}

fn verify_outerproduct(v: &mut Verifier, op: Op) {
    let no = v.ir.operands(op).len();
    if !(2..=3).contains(&no) || v.ir.results(op).len() != 1 {
        v.err(op, "expects two operands, an optional accumulator and one result");
        return;
    }
    let Some(kind) = check_kind(v, op) else { return };
    let ts = v.ir.operand_types(op);
    let Some(res) = result_ty(v.ir, op) else { return };
    let Some((ls, _, le)) = want_vector(v, op, ts[0], "operand #0") else { return };
    let Some((rs, _, _)) = want_vector(v, op, res, "result #0") else { return };
    if ls.len() != 1 {
        v.err(op, "expected 1-d vector for operand #1");
        return;
    }
    match vec_parts(v.ctx(), ts[1]) {
        Some((bs, _, be)) => {
            if bs.len() != 1 {
                v.err(op, "expected 1-d vector for operand #2");
                return;
            }
            if rs.len() != 2 {
                v.err(op, "expected 2-d vector result");
                return;
            }
            if ls[0] != rs[0] {
                v.err(op, "expected #1 operand dim to match result dim #1");
                return;
            }
            if bs[0] != rs[1] {
                v.err(op, "expected #2 operand dim to match result dim #2");
                return;
            }
            if be != le {
                v.err(op, "expected operands of the same element type");
                return;
            }
        }
        None => {
            if rs.len() != 1 {
                v.err(op, "expected 1-d vector result");
                return;
            }
            if ls[0] != rs[0] {
                v.err(op, "expected #1 operand dim to match result dim #1");
                return;
            }
            if ts[1] != le {
                v.err(op, "expected operands of the same element type");
                return;
            }
        }
    }
    if let Some(&at) = ts.get(2) {
        if at != res {
            v.err(op, "expected operand #3 of same type as result type");
            return;
        }
    }
    if !kind_supports(v.ctx(), &kind, le) {
        v.err(op, "unsupported outerproduct type");
    }
}

// ----- shape_cast / bitcast -----

fn verify_shape_cast(v: &mut Verifier, op: Op) {
    let (Some(a), Some(b)) = (operand_ty(v.ir, op, 0), result_ty(v.ir, op)) else { return };
    let (Some((sa, sca, ea)), Some((sb, scb, eb))) = (vec_parts(v.ctx(), a), vec_parts(v.ctx(), b)) else { return };
    if ea != eb {
        v.err(op, "has different source and result element types");
        return;
    }
    let (na, nb): (i64, i64) = (sa.iter().product(), sb.iter().product());
    if na != nb {
        v.err(op, format!("has different number of elements at source ({na}) and result ({nb})"));
        return;
    }
    let (ca, cb) = (sca.iter().filter(|&&x| x).count(), scb.iter().filter(|&&x| x).count());
    if ca != cb {
        v.err(op, format!("different number of scalable dims at source ({ca}) and result ({cb})"));
    }
}

fn verify_bitcast(v: &mut Verifier, op: Op) {
    let (Some(a), Some(b)) = (operand_ty(v.ir, op, 0), result_ty(v.ir, op)) else { return };
    let (Some((sa, _, ea)), Some((sb, _, eb))) = (vec_parts(v.ctx(), a), vec_parts(v.ctx(), b)) else { return };
    if sa.len() != sb.len() {
        v.err(op, "failed to verify that all of {source, result} have same rank");
        return;
    }
    if sa.len() > 1 && sa[..sa.len() - 1] != sb[..sb.len() - 1] {
        v.err(op, "dimension size mismatch at: 0");
        return;
    }
    let ctx = v.ctx();
    let (wa, wb) = (bitwidth(ctx, ea), bitwidth(ctx, eb));
    let (la, lb) = (sa.last().copied().unwrap_or(1), sb.last().copied().unwrap_or(1));
    match (wa, wb) {
        (Some(x), Some(y)) if (x as i128) * (la as i128) == (y as i128) * (lb as i128) => {}
        _ => v.err(op, "source/result bitwidth of the minor 1-D vectors must be equal"),
    }
}

// ----- masks -----

fn parse_create_mask(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = p.parse_operand_list()?;
    p.parse_attr_dict(st)?;
    let t = p.parse_colon_type()?;
    st.operands = resolve_indices(p, &uses)?;
    st.types = vec![t];
    Ok(())
}

fn print_create_mask(pr: &mut Printer, op: Op) {
    pr.w("vector.create_mask ");
    pr.operands(pr.ir.operands(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    if let Some(t) = result_ty(pr.ir, op) {
        pr.ty(t);
    }
}

fn want_mask_result(v: &mut Verifier, op: Op) -> Option<Vec<i64>> {
    let t = result_ty(v.ir, op)?;
    let ctx = v.ctx();
    match vec_parts(ctx, t) {
        Some((s, _, e)) if ctx.int_width(e) == Some(1) && ctx.is_signless_int(e) => Some(s),
        _ => {
            let st = v.ty_str(t);
            v.err(op, format!("result #0 must be vector of 1-bit signless integer values, but got '{st}'"));
            None
        }
    }
}

fn verify_create_mask(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let n = v.ir.operands(op).len();
    if !check_indices_are_index(v, op, 0, n) {
        return;
    }
    let Some(shape) = want_mask_result(v, op) else { return };
    if shape.is_empty() {
        if n != 1 {
            v.err(op, "must specify exactly one operand for 0-D create_mask");
        }
    } else if n != shape.len() {
        v.err(op, "must specify an operand for each result vector dimension");
    }
}

fn parse_constant_mask(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let sizes = parse_int_list(p)?;
    let a = p.ir.ctx.dense_i64_array(&sizes);
    st.add_attr(p.ir, "mask_dim_sizes", a);
    p.parse_attr_dict(st)?;
    let t = p.parse_colon_type()?;
    st.types = vec![t];
    Ok(())
}

fn print_constant_mask(pr: &mut Printer, op: Op) {
    pr.w("vector.constant_mask ");
    let v = dense_array(pr.ir, op, "mask_dim_sizes").unwrap_or_default();
    print_int_list(pr, &v);
    pr.attr_dict(op, &["mask_dim_sizes"]);
    pr.w(" : ");
    if let Some(t) = result_ty(pr.ir, op) {
        pr.ty(t);
    }
}

fn verify_constant_mask(v: &mut Verifier, op: Op) {
    if !counts(v, op, 0, 1) {
        return;
    }
    let Some(shape) = want_mask_result(v, op) else { return };
    let Some(sizes) = dense_array(v.ir, op, "mask_dim_sizes") else {
        v.err(op, "requires attribute 'mask_dim_sizes'");
        return;
    };
    let rank = shape.len().max(1);
    if sizes.len() != rank {
        v.err(op, "must specify array attr of size equal vector result rank");
        return;
    }
    let dims = if shape.is_empty() { vec![1] } else { shape };
    let scal = result_ty(v.ir, op).and_then(|t| vec_parts(v.ctx(), t)).map(|x| x.1).unwrap_or_default();
    for (i, (&s, &d)) in sizes.iter().zip(&dims).enumerate() {
        if s < 0 || s > d {
            v.err(op, "array attr of size out of bounds of vector result dimension size");
            return;
        }
        if scal.get(i).copied().unwrap_or(false) && s != 0 && s != d {
            v.err(op, "only supports 'none set' or 'all set' scalable dimensions");
            return;
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&s| s != 0) {
        v.err(op, "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim");
    }
}

// ----- print -----

fn parse_print(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    if let Some(u) = p.parse_optional_operand()? {
        let t = p.parse_colon_type()?;
        st.operands = vec![p.resolve(&u, t)?];
    }
    let (mut seen_str, mut seen_punct) = (false, false);
    loop {
        if !seen_str && p.parse_optional_keyword("str") {
            seen_str = true;
            let s = p.parse_string()?;
            let a = p.ir.ctx.str_attr(&s);
            st.add_attr(p.ir, "stringLiteral", a);
        } else if !seen_punct && p.parse_optional_keyword("punctuation") {
            seen_punct = true;
            let k = parse_angle_enum(p, "punctuation", PUNCTUATIONS)?;
            let a = p.ir.ctx.dialect_attr("vector", &format!("punctuation<{k}>"));
            st.add_attr(p.ir, "punctuation", a);
        } else {
            break;
        }
    }
    if !seen_punct {
        let a = p.ir.ctx.dialect_attr("vector", "punctuation<newline>");
        st.add_attr(p.ir, "punctuation", a);
    }
    p.parse_attr_dict(st)
}

fn print_print(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("vector.print");
    if let Some(&s) = ir.operands(op).first() {
        pr.w(" ");
        pr.operand(s);
        pr.w(" : ");
        pr.ty(ir.value_ty(s));
    }
    let mut elided = vec![];
    if let Some(a) = ir.attr(op, "stringLiteral") {
        if ir.ctx.as_str(a).is_some() {
            pr.w(" str ");
            pr.attr(a);
            elided.push("stringLiteral");
        }
    }
    match enum_value(ir, op, "punctuation", "punctuation") {
        Some("newline") => elided.push("punctuation"),
        Some(k) => {
            pr.w(" punctuation <");
            pr.w(k);
            pr.w(">");
            elided.push("punctuation");
        }
        None => {}
    }
    pr.attr_dict(op, &elided);
}

fn verify_print(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.operands(op).len() > 1 || !ir.results(op).is_empty() {
        v.err(op, "expects at most one operand and no results");
        return;
    }
    let punct = enum_value(ir, op, "punctuation", "punctuation");
    if ir.attr(op, "punctuation").is_some() && !punct.map(|k| PUNCTUATIONS.contains(&k)).unwrap_or(false) {
        v.err(op, "attribute 'punctuation' failed to satisfy constraint: Punctuation for separating vectors or vector elements");
        return;
    }
    if let Some(a) = ir.attr(op, "stringLiteral") {
        if ir.ctx.as_str(a).is_none() {
            v.err(op, "attribute 'stringLiteral' failed to satisfy constraint: An Attribute containing a string");
            return;
        }
        if !ir.operands(op).is_empty() || matches!(punct, Some(k) if k != "newline") {
            v.err(op, "failed to verify that `source` or `punctuation` are not set when printing strings");
            return;
        }
    }
    if let Some(t) = operand_ty(ir, op, 0) {
        let ok = is_scalar(v.ctx(), t) || vec_parts(v.ctx(), t).map(|(_, _, e)| is_scalar(v.ctx(), e)).unwrap_or(false);
        if !ok {
            let s = v.ty_str(t);
            v.err(op, format!("operand #0 must be , but got '{s}'"));
        }
    }
}

// ----- step / from_elements -----

fn parse_from_elements(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let pos = p.tok.start;
    let uses = p.parse_operand_list()?;
    p.parse_attr_dict(st)?;
    let t = p.parse_colon_type()?;
    let Some((shape, _, elem)) = vec_parts(&p.ir.ctx, t) else {
        return p.err_at(pos, "expected a vector result type");
    };
    let n: i64 = shape.iter().product();
    if n != uses.len() as i64 {
        return p.err_at(pos, format!("custom op 'vector.from_elements' number of operands and types do not match: got {} operands and {n} types", uses.len()));
    }
    st.operands = p.resolve_same(&uses, elem)?;
    st.types = vec![t];
    Ok(())
}

fn print_from_elements(pr: &mut Printer, op: Op) {
    pr.w("vector.from_elements ");
    pr.operands(pr.ir.operands(op));
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    if let Some(t) = result_ty(pr.ir, op) {
        pr.ty(t);
    }
}

fn verify_from_elements(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let Some(t) = result_ty(v.ir, op) else { return };
    let Some((shape, _, elem)) = want_vector(v, op, t, "result #0") else { return };
    let n: i64 = shape.iter().product();
    let ts = v.ir.operand_types(op);
    if ts.len() as i64 != n || ts.iter().any(|&x| x != elem) {
        v.err(op, "failed to verify that operand types match result element type");
    }
}

// ----- strided slices -----

fn verify_extract_strided_slice(v: &mut Verifier, op: Op) {
    let (Some(a), Some(b)) = (operand_ty(v.ir, op, 0), result_ty(v.ir, op)) else { return };
    let (Some((sa, sca, ea)), Some((sb, _, eb))) = (vec_parts(v.ctx(), a), vec_parts(v.ctx(), b)) else { return };
    let (Some(off), Some(sizes), Some(strides)) =
        (i64_array(v.ir, op, "offsets"), i64_array(v.ir, op, "sizes"), i64_array(v.ir, op, "strides"))
    else {
        v.err(op, "requires i64 array attributes 'offsets', 'sizes' and 'strides'");
        return;
    };
    let r = sa.len();
    for (name, l) in [("offsets", off.len()), ("sizes", sizes.len()), ("strides", strides.len())] {
        if l > r {
            v.err(op, format!("expected {name} attribute of rank no greater than vector rank"));
            return;
        }
    }
    if off.len() != sizes.len() || off.len() != strides.len() {
        v.err(op, "expected offsets, sizes and strides attributes of the same rank");
        return;
    }
    for i in 0..off.len() {
        if off[i] < 0 || off[i] >= sa[i] {
            v.err(op, format!("expected offsets dimension {i} to be confined to [0, {})", sa[i]));
            return;
        }
        if sizes[i] < 1 || sizes[i] > sa[i] {
            v.err(op, format!("expected sizes dimension {i} to be confined to [1, {})", sa[i] + 1));
            return;
        }
        if strides[i] != 1 {
            v.err(op, format!("expected strides dimension {i} to be confined to [1, 2)"));
            return;
        }
        if off[i] + sizes[i] > sa[i] {
            v.err(op, format!("expected sum(offsets, sizes) dimension {i} to be confined to [1, {})", sa[i] + 1));
            return;
        }
        if sca.get(i).copied().unwrap_or(false) && sizes[i] != sa[i] {
            v.err(
                op,
                format!(
                    "expected size at idx={i} to match the corresponding base size from the input vector ({} vs {})",
                    sizes[i], sa[i]
                ),
            );
            return;
        }
    }
    let mut want = sizes.clone();
    want.extend_from_slice(&sa[sizes.len()..]);
    if want != sb || ea != eb {
        v.err(op, "expected result type to match the shape given by the sizes attribute");
    }
}

fn parse_insert_strided_slice(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = parse_n_operands(p, 2)?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let a = p.parse_type()?;
    let b = parse_type_kw(p, "into")?;
    st.operands = vec![p.resolve(&uses[0], a)?, p.resolve(&uses[1], b)?];
    st.types = vec![b];
    Ok(())
}

fn print_insert_strided_slice(pr: &mut Printer, op: Op) {
    let ops = pr.ir.operands(op);
    pr.w("vector.insert_strided_slice ");
    pr.operands(ops);
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(ops[0]));
    pr.w(" into ");
    pr.ty(pr.ir.value_ty(ops[1]));
}

fn verify_insert_strided_slice(v: &mut Verifier, op: Op) {
    if !counts(v, op, 2, 1) {
        return;
    }
    let ts = v.ir.operand_types(op);
    let Some(res) = result_ty(v.ir, op) else { return };
    let Some((sa, _, ea)) = want_vector(v, op, ts[0], "operand #0") else { return };
    let Some((sb, _, eb)) = want_vector(v, op, ts[1], "operand #1") else { return };
    if res != ts[1] {
        v.err(op, "failed to verify that all of {dest, result} have same type");
        return;
    }
    let (Some(off), Some(strides)) = (i64_array(v.ir, op, "offsets"), i64_array(v.ir, op, "strides")) else {
        v.err(op, "requires i64 array attributes 'offsets' and 'strides'");
        return;
    };
    if off.len() != sb.len() {
        v.err(op, "expected offsets of same size as destination vector rank");
        return;
    }
    if strides.len() != sa.len() {
        v.err(op, "expected strides of same size as source vector rank");
        return;
    }
    if sa.len() > sb.len() {
        v.err(op, "expected source rank to be no greater than destination rank");
        return;
    }
    if ea != eb {
        v.err(op, "failed to verify that source operand and result have same element type");
        return;
    }
    let lead = sb.len() - sa.len();
    for i in 0..sb.len() {
        if off[i] < 0 || off[i] >= sb[i] {
            v.err(op, format!("expected offsets dimension {i} to be confined to [0, {})", sb[i]));
            return;
        }
    }
    for (i, &s) in strides.iter().enumerate() {
        if s != 1 {
            v.err(op, format!("expected strides dimension {i} to be confined to [1, 2)"));
            return;
        }
    }
    for i in 0..sa.len() {
        if off[lead + i] + sa[i] > sb[lead + i] {
            v.err(
                op,
                format!(
                    "expected sum(offsets, source vector shape) dimension {} to be confined to [1, {})",
                    lead + i,
                    sb[lead + i] + 1
                ),
            );
            return;
        }
    }
}

// ----- transpose / shuffle -----

fn parse_transpose(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let u = p.parse_operand()?;
    p.expect(Tok::Comma, "','")?;
    let perm = parse_int_list(p)?;
    let a = p.ir.ctx.dense_i64_array(&perm);
    st.add_attr(p.ir, "permutation", a);
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.parse_type()?;
    let r = parse_type_kw(p, "to")?;
    st.operands = vec![p.resolve(&u, t)?];
    st.types = vec![r];
    Ok(())
}

fn print_transpose(pr: &mut Printer, op: Op) {
    pr.w("vector.transpose ");
    pr.operands(pr.ir.operands(op));
    pr.w(", ");
    let perm = dense_array(pr.ir, op, "permutation").unwrap_or_default();
    print_int_list(pr, &perm);
    pr.attr_dict(op, &["permutation"]);
    pr.w(" : ");
    if let Some(t) = operand_ty(pr.ir, op, 0) {
        pr.ty(t);
    }
    pr.w(" to ");
    if let Some(t) = result_ty(pr.ir, op) {
        pr.ty(t);
    }
}

fn verify_transpose(v: &mut Verifier, op: Op) {
    if !counts(v, op, 1, 1) {
        return;
    }
    let (Some(a), Some(b)) = (operand_ty(v.ir, op, 0), result_ty(v.ir, op)) else { return };
    let Some((sa, sca, ea)) = want_vector(v, op, a, "operand #0") else { return };
    let Some((sb, scb, eb)) = want_vector(v, op, b, "result #0") else { return };
    let Some(perm) = dense_array(v.ir, op, "permutation") else {
        v.err(op, "requires attribute 'permutation'");
        return;
    };
    if ea != eb {
        v.err(op, "failed to verify that source operand and result have same element type");
        return;
    }
    if sa.len() != sb.len() {
        v.err(op, "vector result rank mismatch: 2");
        return;
    }
    if perm.len() != sa.len() {
        v.err(op, format!("transposition length mismatch: {}", perm.len()));
        return;
    }
    let mut seen = vec![false; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= perm.len() {
            v.err(op, format!("transposition index out of range: {p}"));
            return;
        }
        if seen[p as usize] {
            v.err(op, format!("duplicate position index: {p}"));
            return;
        }
        seen[p as usize] = true;
        if sa[p as usize] != sb[i] || sca.get(p as usize) != scb.get(i) {
            v.err(op, format!("dimension size mismatch at: {p}"));
            return;
        }
    }
}

fn parse_shuffle(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let uses = parse_n_operands(p, 2)?;
    let mask = parse_int_list(p)?;
    let a = p.ir.ctx.dense_i64_array(&mask);
    st.add_attr(p.ir, "mask", a);
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let t1 = p.parse_type()?;
    p.expect(Tok::Comma, "','")?;
    let t2 = p.parse_type()?;
    let res = match vec_parts(&p.ir.ctx, t1) {
        Some((s, sc, e)) if !s.is_empty() => {
            let mut shape = vec![mask.len() as i64];
            shape.extend_from_slice(&s[1..]);
            let mut scal = vec![false];
            scal.extend_from_slice(&sc[1..]);
            vector_ty(&mut p.ir.ctx, shape, scal, e)
        }
        Some((_, _, e)) => vector_ty(&mut p.ir.ctx, vec![mask.len() as i64], vec![false], e),
        None if is_scalar(&p.ir.ctx, t1) => vector_ty(&mut p.ir.ctx, vec![mask.len() as i64], vec![false], t1),
        None => return p.err_at(pos, "expected vector or scalar operands"),
    };
    st.operands = vec![p.resolve(&uses[0], t1)?, p.resolve(&uses[1], t2)?];
    st.types = vec![res];
    Ok(())
}

fn print_shuffle(pr: &mut Printer, op: Op) {
    let ops = pr.ir.operands(op);
    pr.w("vector.shuffle ");
    pr.operands(ops);
    pr.w(" ");
    let m = dense_array(pr.ir, op, "mask").unwrap_or_default();
    print_int_list(pr, &m);
    pr.attr_dict(op, &["mask"]);
    pr.w(" : ");
    pr.ty(pr.ir.value_ty(ops[0]));
    pr.w(", ");
    pr.ty(pr.ir.value_ty(ops[1]));
}

fn verify_shuffle(v: &mut Verifier, op: Op) {
    if !counts(v, op, 2, 1) {
        return;
    }
    let ts = v.ir.operand_types(op);
    let Some(res) = result_ty(v.ir, op) else { return };
    let Some(mask) = dense_array(v.ir, op, "mask") else {
        v.err(op, "requires attribute 'mask'");
        return;
    };
    let lead = |t: Type| vec_parts(v.ctx(), t).map(|x| x.0.first().copied().unwrap_or(1)).unwrap_or(1);
    let total = lead(ts[0]) + lead(ts[1]);
    let Some((rs, _, _)) = want_vector(v, op, res, "result #0") else { return };
    if rs.first().copied() != Some(mask.len() as i64) {
        v.err(op, "mask length mismatch");
        return;
    }
    for (i, &m) in mask.iter().enumerate() {
        if m != -1 && (m < 0 || m >= total) {
            v.err(op, format!("mask index #{} out of range", i + 1));
            return;
        }
    }
}
