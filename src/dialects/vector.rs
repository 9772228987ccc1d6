//! The `vector` dialect: the subset a vectorizer needs — broadcasts, element and slice
//! extraction/insertion, transfers, loads and stores (plain and masked), reductions,
//! contractions, outer products, masks, shape casts, transposes and printing.

use super::common::*;
use super::ods::{
    dict_attr, element_type_of, elements_of, same_element_type, same_type_as, AttrConstraint, Custom, OpFormat, Slots,
    TypeConstraint, ALIGNMENT, ANY_TYPE, DENSE_I64_ARRAY, FASTMATH, INDEX, MEMREF, NONTEMPORAL, VECTOR,
};
use super::{OpSpec, PURE};
use crate::dialects::ods::op;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::enums::{VECTOR_ITERATOR_TYPE, VECTOR_KIND, VECTOR_PUNCTUATION};
use crate::ir::interfaces::{Effect, EffectOn};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

pub static OPS: &[OpSpec] = &[
    op!("vector.broadcast" operands["source": ANY_TYPE] results["vector": VECTOR]
        format "$source attr-dict `:` type($source) `to` type($vector)" verify(verify_broadcast) traits(PURE)),
    op!("vector.extract" operands["source": VECTOR, "dynamic_position*": INDEX] results["result": ANY_TYPE]
        attrs["static_position": DENSE_I64_ARRAY]
        format "$source `` custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($result) \
                 `from` type($source)"
        custom[DYNAMIC_INDEX_LIST] verify(verify_extract) traits(PURE)),
    op!("vector.insert" operands["valueToStore": ANY_TYPE, "dest": VECTOR, "dynamic_position*": INDEX]
        results["result": VECTOR] attrs["static_position": DENSE_I64_ARRAY]
        format "$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` \
                 type($valueToStore) `into` type($dest)"
        infer[same_type_as("result", "dest", "all of {dest, result} have same type")] custom[DYNAMIC_INDEX_LIST]
        verify(verify_insert) traits(PURE)),
    op!("vector.transfer_read"
        operands["base": SHAPED, "indices*": INDEX, "padding": ANY_TYPE, "mask?": MASK] results["vector": VECTOR]
        attrs["in_bounds": BOOL_ARRAY, "permutation_map": AFFINE_MAP]
        format "$base `[` $indices `]` `,` $padding (`,` $mask^)? custom<TransferTail>($base, $vector)"
        infer[element_type_of("padding", "base", "")] custom[TRANSFER_TAIL] verify(|v, op| verify_transfer(v, op, false))
        effects(|ir, op, out| on_memref(ir, op, reads(0), out)) dps(|_, _| 0..0)),
    op!("vector.transfer_write"
        operands["valueToStore": VECTOR, "base": SHAPED, "indices*": INDEX, "mask?": MASK]
        results["result?": RANKED_TENSOR] attrs["in_bounds": BOOL_ARRAY, "permutation_map": AFFINE_MAP]
        format "$valueToStore `,` $base `[` $indices `]` (`,` $mask^)? custom<TransferTail>($valueToStore, $base)"
        custom[TRANSFER_TAIL] verify(|v, op| verify_transfer(v, op, true))
        effects(|ir, op, out| on_memref(ir, op, writes(1), out)) dps(dps_dest)),
    op!("vector.load" operands["base": MEMREF, "indices*": INDEX] results["result": VECTOR]
        attrs["nontemporal?": NONTEMPORAL, "alignment?": ALIGNMENT]
        format "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result)" verify(verify_load)
        effects_on(&[reads(0)])),
    op!("vector.store" operands["valueToStore": VECTOR, "base": MEMREF, "indices*": INDEX]
        attrs["nontemporal?": NONTEMPORAL, "alignment?": ALIGNMENT]
        format "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)"
        verify(verify_store) effects_on(&[writes(1)])),
    op!("vector.maskedload" operands["base": MEMREF, "indices*": INDEX, "mask": MASK, "pass_thru": VECTOR]
        results["result": VECTOR] attrs["alignment?": ALIGNMENT]
        format "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` \
                 type($pass_thru) `into` type($result)"
        verify(verify_masked) effects_on(&[reads(0)])),
    op!("vector.maskedstore" operands["base": MEMREF, "indices*": INDEX, "mask": MASK, "valueToStore": VECTOR]
        attrs["alignment?": ALIGNMENT]
        format "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` \
                 type($valueToStore)"
        verify(verify_masked) effects_on(&[writes(0)])),
    op!("vector.gather"
        operands["base": SHAPED, "offsets*": INDEX, "indices": INT_OR_INDEX_VECTOR, "mask": MASK, "pass_thru": NON0_VECTOR]
        results["result": NON0_VECTOR] attrs["alignment?": ALIGNMENT]
        format "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` \
                 type($indices) `,` type($mask) `,` type($pass_thru) `into` type($result)"
        verify(verify_masked) effects_on(&[reads(0)])),
    op!("vector.scatter"
        operands["base": MEMREF, "offsets*": INDEX, "indices": INT_OR_INDEX_VECTOR, "mask": MASK,
            "valueToStore": NON0_VECTOR]
        attrs["alignment?": ALIGNMENT]
        format "$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` \
                 type($indices) `,` type($mask) `,` type($valueToStore)"
        verify(verify_masked) effects_on(&[writes(0)])),
    op!("vector.expandload" operands["base": MEMREF, "indices*": INDEX, "mask": MASK, "pass_thru": NON0_VECTOR]
        results["result": NON0_VECTOR] attrs["alignment?": ALIGNMENT]
        format "$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) `,` \
                 type($pass_thru) `into` type($result)"
        verify(verify_masked) effects_on(&[reads(0)])),
    op!("vector.compressstore" operands["base": MEMREF, "indices*": INDEX, "mask": MASK, "valueToStore": NON0_VECTOR]
        attrs["alignment?": ALIGNMENT]
        format "$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` type($mask) `,` \
                 type($valueToStore)"
        verify(verify_masked) effects_on(&[writes(0)])),
    op!("vector.interleave" operands["lhs": VECTOR, "rhs": VECTOR] results["result": VECTOR]
        format "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"
        infer[same_type_as("rhs", "lhs", "all of {lhs, rhs} have same type")] verify(verify_interleave) traits(PURE)),
    op!("vector.deinterleave" operands["source": VECTOR] results["res1": VECTOR, "res2": VECTOR]
        format "$source attr-dict `:` type($source) `->` type($res1)"
        infer[same_type_as("res2", "res1", "all of {res1, res2} have same type")] verify(verify_deinterleave)
        traits(PURE)),
    op!("vector.to_elements" operands["source": VECTOR] results["elements*": ANY_TYPE]
        format "$source attr-dict `:` type($source)"
        infer[elements_of("elements", "source", "result types match the elements of 'source'")] traits(PURE)),
    op!("vector.fma" operands["lhs": FLOAT_VECTOR, "rhs": FLOAT_VECTOR, "acc": FLOAT_VECTOR]
        results["result": FLOAT_VECTOR] format "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)" same_type traits(PURE)),
    op!("vector.reduction" operands["vector": VECTOR, "acc?": ANY_TYPE] results["dest": ANY_TYPE]
        attrs["kind": COMBINING_KIND, "fastmath": FASTMATH]
        format "$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($vector) `into` type($dest)"
        infer[same_element_type("dest", "vector", "source operand and result have same element type"),
            same_type_as("acc", "dest", "all of {acc, dest} have same type")]
        verify(verify_reduction) traits(PURE)),
    op!("vector.multi_reduction" operands["source": VECTOR, "acc": ANY_TYPE] results["dest": ANY_TYPE]
        attrs["kind": COMBINING_KIND, "reduction_dims": DENSE_I64_ARRAY]
        format "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)"
        infer[same_type_as("acc", "dest", "all of {dest, acc} have same type")]
        verify(verify_multi_reduction) traits(PURE)),
    op!("vector.contract" operands["lhs": VECTOR, "rhs": VECTOR, "acc": ANY_TYPE] results["result": ANY_TYPE]
        attrs["indexing_maps": AFFINE_MAP_ARRAY, "iterator_types": ITERATOR_TYPES, "kind": DEFAULT_KIND]
        format "custom<ContractionTraits>($indexing_maps, $iterator_types, $kind) $lhs `,` $rhs `,` $acc attr-dict `:` \
                 type($lhs) `,` type($rhs) `into` type($result)"
        infer[same_type_as("acc", "result", "result type matches accumulator type")]
        custom[Custom { name: "ContractionTraits", parse: parse_contraction_traits, print: print_contraction_traits }]
        verify(verify_contract) traits(PURE)),
    op!("vector.outerproduct" operands["lhs": NON0_VECTOR, "rhs": ANY_TYPE, "acc?": NON0_VECTOR]
        results["result": NON0_VECTOR] attrs["kind": DEFAULT_KIND] format "$lhs `,` $rhs (`,` $acc^)? custom<OuterProductTail>()"
        infer[same_element_type("result", "lhs", "lhs operand and result have same element type"),
            same_element_type("result", "rhs", "rhs operand and result have same element type")]
        custom[Custom { name: "OuterProductTail", parse: parse_outerproduct_tail, print: print_outerproduct_tail }]
        verify(verify_outerproduct) traits(PURE)),
    op!("vector.shape_cast" operands["source": VECTOR] results["result": VECTOR]
        format "$source attr-dict `:` type($source) `to` type($result)" verify(verify_shape_cast) traits(PURE)),
    op!("vector.bitcast" operands["source": VECTOR] results["result": VECTOR]
        format "$source attr-dict `:` type($source) `to` type($result)" verify(verify_bitcast) traits(PURE)),
    op!("vector.create_mask" operands["operands*": INDEX] results["result": MASK]
        format "$operands attr-dict `:` type($result)" verify(verify_create_mask) traits(PURE)),
    op!("vector.constant_mask" results["result": MASK] attrs["mask_dim_sizes": DENSE_I64_ARRAY]
        format "$mask_dim_sizes attr-dict `:` type($result)" verify(verify_constant_mask) traits(PURE)),
    op!("vector.print" operands["source?": PRINTABLE] attrs["stringLiteral?": STRING, "punctuation": PUNCTUATION]
        format "($source^ `:` type($source))? (`str` $stringLiteral^)? (`punctuation` $punctuation^)? attr-dict"
        verify(verify_print) effects_on(&[WRITES_ANY])),
    op!("vector.step" results["result": INDEX_VECTOR_1D] format "attr-dict `:` type($result)" traits(PURE)),
    op!("vector.from_elements" operands["elements*": ANY_TYPE] results["dest": VECTOR]
        format "$elements attr-dict `:` type($dest)"
        infer[elements_of("elements", "dest", "shaped type 'dest' matches 'elements' element count and types")]
        traits(PURE)),
    op!("vector.extract_strided_slice" operands["source": VECTOR] results["result": VECTOR]
        attrs["offsets": I64_ARRAY, "sizes": I64_ARRAY, "strides": I64_ARRAY]
        format "$source attr-dict `:` type($source) `to` type(results)" verify(verify_extract_strided_slice) traits(PURE)),
    op!("vector.insert_strided_slice" operands["valueToStore": VECTOR, "dest": VECTOR] results["result": VECTOR]
        attrs["offsets": I64_ARRAY, "strides": I64_ARRAY]
        format "$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)"
        infer[same_type_as("result", "dest", "all of {dest, result} have same type")]
        verify(verify_insert_strided_slice) traits(PURE)),
    op!("vector.transpose" operands["vector": VECTOR] results["result": VECTOR] attrs["permutation": DENSE_I64_ARRAY]
        format "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)"
        infer[same_element_type("result", "vector", "source operand and result have same element type")]
        verify(verify_transpose) traits(PURE)),
    op!("vector.shuffle" operands["v1": FIXED_VECTOR, "v2": FIXED_VECTOR] results["vector": NON0_VECTOR]
        attrs["mask": DENSE_I64_ARRAY] format "$v1 `,` $v2 $mask attr-dict `:` custom<ShuffleTypes>($v1, $v2)"
        infer[same_element_type("vector", "v1", "first operand v1 and result have same element type"),
            same_element_type("vector", "v2", "second operand v2 and result have same element type")]
        custom[Custom { name: "ShuffleTypes", parse: parse_shuffle_types, print: print_shuffle_types }]
        verify(verify_shuffle) traits(PURE)),
];

// ----- declarations -----

fn is_vector(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. })
}
static FLOAT_VECTOR: TypeConstraint = TypeConstraint {
    summary: "vector of floating-point values",
    check: |ctx, t| vec_parts(ctx, t).is_some_and(|(_, _, e)| ctx.is_float(e)),
    ..VECTOR
};
static MASK: TypeConstraint = TypeConstraint {
    summary: "vector of 1-bit signless integer values",
    check: |ctx, t| vec_parts(ctx, t).is_some_and(|(_, _, e)| ctx.int_width(e) == Some(1) && ctx.is_signless_int(e)),
    ..VECTOR
};
/// `AnyVectorOfNonZeroRank`.
static NON0_VECTOR: TypeConstraint =
    TypeConstraint { check: |ctx, t| ctx.shape(t).is_some_and(|s| !s.is_empty()) && is_vector(ctx, t), ..VECTOR };
/// `VectorOfNonZeroRankOf<[AnyInteger, Index]>`: the index vector of `gather` and `scatter`.
static INT_OR_INDEX_VECTOR: TypeConstraint = TypeConstraint {
    summary: "vector of integer or index values",
    check: |ctx, t| {
        vec_parts(ctx, t).is_some_and(|(s, _, e)| !s.is_empty() && (ctx.is_index(e) || ctx.int_width(e).is_some()))
    },
    ..VECTOR
};
/// `AnyFixedVectorOfAnyRank`.
static FIXED_VECTOR: TypeConstraint = TypeConstraint {
    summary: "fixed-length vector of any type values",
    check: |ctx, t| vec_parts(ctx, t).is_some_and(|(_, sc, _)| !sc.contains(&true)),
    ..VECTOR
};
/// `AnyShaped`.
static SHAPED: TypeConstraint =
    TypeConstraint { summary: "shaped of any type values", check: Context::is_shaped, ..VECTOR };
/// `AnyRankedTensor`.
static RANKED_TENSOR: TypeConstraint = TypeConstraint {
    summary: "ranked tensor of any type values",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::Tensor { .. }),
    ..VECTOR
};
static INDEX_VECTOR_1D: TypeConstraint = TypeConstraint {
    summary: "vector of index values of ranks 1",
    check: |ctx, t| matches!(vec_parts(ctx, t), Some((s, _, e)) if s.len() == 1 && ctx.is_index(e)),
    ..VECTOR
};

/// `#vector.kind<...>`, written `<kind>`.
static COMBINING_KIND: AttrConstraint = AttrConstraint {
    summary: "Kind of combining function for contractions and reductions",
    check: |ctx, a| kind_of(ctx, a).is_some(),
    parse: |p| parse_angle_enum(p, "combining kind", "kind", KINDS),
    print: |pr, a| pr.w(&format!("<{}>", kind_of(&pr.ir.ctx, a).unwrap_or("add"))),
    default: None,
};
/// The `kind` of contractions and outer products: `add` unless given.
static DEFAULT_KIND: AttrConstraint = AttrConstraint {
    default: Some((|ctx| ctx.dialect_attr("vector", "kind<add>"), |_, _| false)),
    ..dict_attr(COMBINING_KIND.summary, |ctx, a| kind_of(ctx, a).is_some())
};
static AFFINE_MAP_ARRAY: AttrConstraint = dict_attr("AffineMap array attribute", |ctx, a| {
    ctx.as_array(a).is_some_and(|l| l.iter().all(|&m| ctx.as_affine_map(m).is_some()))
});
static ITERATOR_TYPES: AttrConstraint = dict_attr("Iterator type should be an enum.", |ctx, a| {
    ctx.as_array(a).is_some_and(|l| l.iter().all(|&x| iterator_is_reduction(ctx, x).is_some()))
});
static AFFINE_MAP: AttrConstraint = dict_attr("AffineMap attribute", |ctx, a| ctx.as_affine_map(a).is_some());
static BOOL_ARRAY: AttrConstraint = dict_attr("1-bit boolean array attribute", |ctx, a| {
    ctx.as_array(a).is_some_and(|l| l.iter().all(|&x| matches!(ctx.attr_kind(x), AttrKind::Int { ty, .. } if ctx.int_width(*ty) == Some(1) && ctx.is_signless_int(*ty))))
});
static I64_ARRAY: AttrConstraint = dict_attr("64-bit integer array attribute", |ctx, a| {
    ctx.as_array(a).is_some_and(|l| {
        l.iter().all(|&x| matches!(ctx.attr_kind(x), AttrKind::Int { ty, .. } if ctx.int_width(*ty) == Some(64)))
    })
});
static STRING: AttrConstraint = AttrConstraint {
    parse: |p| p.parse_string().map(|s| p.ir.ctx.str_attr(&s)),
    ..dict_attr("An Attribute containing a string", |ctx, a| ctx.as_str(a).is_some())
};
/// `#vector.punctuation<...>`, written `<kind>`; `newline` unless given.
static PUNCTUATION: AttrConstraint = AttrConstraint {
    summary: "Punctuation for separating vectors or vector elements",
    check: |ctx, a| punctuation_of(ctx, a).is_some(),
    parse: |p| parse_angle_enum(p, "punctuation", "punctuation", PUNCTUATIONS),
    print: |pr, a| pr.w(&format!("<{}>", punctuation_of(&pr.ir.ctx, a).unwrap_or("newline"))),
    default: Some((
        |ctx| ctx.dialect_attr("vector", "punctuation<newline>"),
        |ctx, a| punctuation_of(ctx, a) == Some("newline"),
    )),
};
/// What `vector.print` prints: a scalar or a vector of scalars (upstream's summary is empty).
static PRINTABLE: TypeConstraint = TypeConstraint {
    summary: "",
    check: |ctx, t| is_scalar(ctx, t) || vec_parts(ctx, t).is_some_and(|(_, _, e)| is_scalar(ctx, e)),
    ..VECTOR
};

fn kind_of(ctx: &Context, a: Attr) -> Option<&'static str> {
    ctx.enum_keyword(a, &VECTOR_KIND)
}
fn punctuation_of(ctx: &Context, a: Attr) -> Option<&'static str> {
    ctx.enum_keyword(a, &VECTOR_PUNCTUATION)
}
/// Whether a `#vector.iterator_type<...>` is `reduction` (`None` for another attribute).
fn iterator_is_reduction(ctx: &Context, a: Attr) -> Option<bool> {
    ctx.enum_keyword(a, &VECTOR_ITERATOR_TYPE).map(|k| k == "reduction")
}

// ----- memory effects -----

/// The effect of a transfer on its base (`reads(0)`, `writes(1)`) when it is a memref; none on a
/// tensor (upstream's transfer ops touch memory only through buffers).
fn on_memref(ir: &Ir, op: Op, effect: Effect, out: &mut Vec<Effect>) {
    let EffectOn::Operand(i) = effect.on else { return };
    if ir.operands(op).get(i as usize).is_some_and(|&v| !ir.ctx.is_tensor(ir.value_ty(v))) {
        out.push(effect);
    }
}

/// `#vector.kind<...>` values.
const KINDS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "minimumf", "maximumf",
];
const PUNCTUATIONS: &[&str] = &["no_punctuation", "newline", "comma", "open", "close"];

// ----- type helpers -----

/// (shape, scalable flags (one per dimension), element type) of a vector type.
type VecParts = (Vec<i64>, Vec<bool>, Type);

fn vec_parts(ctx: &Context, t: Type) -> Option<VecParts> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, scalable, elem } => {
            let mut sc = scalable.clone();
            sc.resize(shape.len(), false);
            Some((shape.clone(), sc, *elem))
        }
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

/// `<word>` (with a space allowed before `<`), checked against `allowed`: `#vector.mnemonic<word>`.
fn parse_angle_enum(p: &mut Parser, what: &str, mnemonic: &str, allowed: &[&str]) -> PResult<Attr> {
    p.expect(Tok::Less, "'<'")?;
    let pos = p.tok.start;
    let kw = p.parse_any_keyword(what)?;
    if !allowed.contains(&kw.as_str()) {
        return p.err_at(pos, format!("expected {what} to be one of: {}", allowed.join(", ")));
    }
    p.expect(Tok::Greater, "'>'")?;
    Ok(p.ir.ctx.dialect_attr("vector", &format!("{mnemonic}<{kw}>")))
}

fn result_ty(ir: &Ir, op: Op) -> Option<Type> {
    ir.results(op).first().map(|&r| ir.value_ty(r))
}

/// The parts of operand 0 and result 0 when both are vectors.
fn vec_io(v: &Verifier, op: Op) -> Option<(VecParts, VecParts)> {
    let ir = v.ir;
    let (a, b) = (ir.value_ty(*ir.operands(op).first()?), result_ty(ir, op)?);
    Some((vec_parts(&ir.ctx, a)?, vec_parts(&ir.ctx, b)?))
}

// ----- broadcast -----

fn verify_broadcast(v: &mut Verifier, op: Op) {
    let (st, rt) = (v.ir.value_ty(v.ir.operands(op)[0]), v.ir.value_ty(v.ir.result(op, 0)));
    let Some((dshape, dscal, delem)) = vec_parts(v.ctx(), rt) else { return };
    let (sshape, sscal, selem) = vec_parts(v.ctx(), st).unwrap_or((vec![], vec![], st));
    if selem != delem {
        v.err(op, "failed to verify that source operand and result have same element type");
    } else if sshape.len() > dshape.len() {
        v.err(op, "source rank higher than destination rank");
    } else {
        let off = dshape.len() - sshape.len();
        let bad = (0..sshape.len())
            .find(|&i| (sshape[i] != 1 || sscal[i]) && (sshape[i], sscal[i]) != (dshape[off + i], dscal[off + i]));
        if let Some(i) = bad {
            let (s, d) = (dim_str(sshape[i], sscal[i]), dim_str(dshape[off + i], dscal[off + i]));
            v.err(op, format!("dimension mismatch ({s} vs. {d})"));
        }
    }
}

/// A dimension as a vector type prints it: `4`, `?`, `[4]` when scalable.
fn dim_str(d: i64, scalable: bool) -> String {
    let d = if d == DYNAMIC { "?".to_string() } else { d.to_string() };
    if scalable {
        format!("[{d}]")
    } else {
        d
    }
}

/// `vector<...>` text for a shape that may not be interned.
fn vec_str(shape: &[i64], scal: &[bool], elem: &str) -> String {
    let dims: String = shape.iter().enumerate().map(|(i, &d)| dim_str(d, scal.get(i) == Some(&true)) + "x").collect();
    format!("vector<{dims}{elem}>")
}

// ----- transfer_read / transfer_write -----

/// The mask shape (and scalable flags) of a transfer with vector shape `vshape`, `vscal` and
/// permutation map `m`: one dimension per source dimension the map uses, in source order.
fn mask_shape(vshape: &[i64], vscal: &[bool], m: &AffineMap) -> Option<(Vec<i64>, Vec<bool>)> {
    let dims: Option<Vec<(i64, bool)>> = (0..m.dims)
        .filter_map(|d| m.results.iter().position(|e| *e == AffineExpr::Dim(d)))
        .map(|k| Some((*vshape.get(k)?, vscal.get(k).copied().unwrap_or(false))))
        .collect();
    Some(dims?.into_iter().unzip())
}

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

/// `custom<TransferTail>($a, $b)` of the transfers (whose upstream parsers and printers are
/// hand-written): the attribute dictionary, without a minor identity `permutation_map` or an
/// all-false `in_bounds`, then `:` and the types of `a` and `b` (the shaped type and the vector,
/// in either order). Both attributes default from the types, as do the mask's type and a
/// tensor write's result type.
const TRANSFER_TAIL: Custom = Custom { name: "TransferTail", parse: parse_transfer_tail, print: print_transfer_tail };

fn parse_transfer_tail(p: &mut Parser, st: &mut OpState, got: &mut Slots, args: &[&str]) -> PResult<()> {
    p.parse_attr_dict(st)?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let tys = p.parse_type_list_no_parens()?;
    let [a, b] = tys[..] else { return p.err_at(pos, "requires two types") };
    let write = args[0] == "$valueToStore";
    let (src, vt) = if write { (b, a) } else { (a, b) };
    let src_ok = (shaped_parts(&p.ir.ctx, src).is_some(), "requires memref or ranked tensor type");
    let vec_ok = (is_vector(&p.ir.ctx, vt), "requires vector type");
    let checks = if write { [vec_ok, src_ok] } else { [src_ok, vec_ok] };
    if let Some((_, msg)) = checks.iter().find(|c| !c.0) {
        return p.err_at(pos, *msg);
    }
    // Defaults: the minor identity map, all dimensions possibly out of bounds.
    let given = st.attrs.iter().find(|e| p.ir.ctx.str(e.0) == "permutation_map");
    let map = match given.map(|e| p.ir.ctx.as_affine_map(e.1).cloned()) {
        Some(Some(m)) => m,
        Some(None) => return p.err_at(pos, "expected 'permutation_map' to be an affine map"),
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
    if !st.attrs.iter().any(|e| p.ir.ctx.str(e.0) == "in_bounds") {
        let f = p.ir.ctx.bool_attr(false);
        let a = p.ir.ctx.array_attr(vec![f; map.results.len()]);
        st.add_attr(p.ir, "in_bounds", a);
    }
    got.set_types(args[0], vec![a]);
    got.set_types(args[1], vec![b]);
    if write && p.ir.ctx.is_tensor(src) {
        got.set_types("result", vec![src]);
    }
    if !got.operands("mask").is_empty() {
        let Some(mt) = mask_type(&mut p.ir.ctx, vt, &map) else {
            return p.err_at(pos, "expected a permutation_map with results of the vector rank");
        };
        got.set_types("mask", vec![mt]);
    }
    Ok(())
}

/// Prints ` {attrs} : a, b` (no dictionary when `attrs` is false) after the space the format
/// already printed.
fn print_attrs_and_types(pr: &mut Printer, op: Op, attrs: bool, elided: &[&str], a: Type, b: Type) {
    let mark = pr.out.len();
    if attrs {
        pr.attr_dict(op, elided);
    }
    pr.w(" : ");
    pr.out.remove(mark);
    pr.ty(a);
    pr.w(", ");
    pr.ty(b);
}

fn print_transfer_tail(pr: &mut Printer, op: Op, _: &OpFormat, args: &[&str]) {
    let ir = pr.ir;
    let ts = ir.operand_types(op);
    let write = args[0] == "$valueToStore";
    let (src, vt) = if write { (ts[1], ts[0]) } else { (ts[0], ir.value_ty(ir.result(op, 0))) };
    let mut elided = vec![];
    let map = ir.attr(op, "permutation_map").and_then(|a| ir.ctx.as_affine_map(a));
    if map.is_some() && minor_identity(&ir.ctx, src, vt).as_ref() == map {
        elided.push("permutation_map");
    }
    if bool_array(ir, op, "in_bounds").is_some_and(|b| b.iter().all(|x| !x)) {
        elided.push("in_bounds");
    }
    let (a, b) = if write { (vt, src) } else { (src, vt) };
    print_attrs_and_types(pr, op, true, &elided, a, b);
}

/// The checks of both transfers (the declaration checks the operand kinds and attributes).
fn verify_transfer(v: &mut Verifier, op: Op, write: bool) {
    let ir = v.ir;
    let s = segments(ir, op);
    let (src, vecv, idx, pad) = if write {
        (s[1][0], ir.value_ty(s[0][0]), &s[2], None)
    } else {
        (s[0][0], ir.value_ty(ir.result(op, 0)), &s[1], Some(s[2][0]))
    };
    let mask = s[3].first().copied();
    let srct = ir.value_ty(src);
    if write && ir.ctx.is_tensor(srct) && result_ty(ir, op) != Some(srct) {
        v.err(op, "expects a result of the tensor type it writes into");
        return;
    }
    let Some((vshape, vscal, velem)) = vec_parts(v.ctx(), vecv) else { return };
    let Some((sshape, selem)) = shaped_parts(v.ctx(), srct) else {
        v.err(op, "requires source to be a memref or ranked tensor type");
        return;
    };
    if idx.len() != sshape.len() {
        v.err(op, format!("requires {} indices", sshape.len()));
        return;
    }
    // A source of vectors holds the vector's minor dimensions.
    let (es, ee) = vec_parts(v.ctx(), selem).map_or((vec![], selem), |(es, _, ee)| (es, ee));
    let elem_rank = es.len();
    let Some(map) = ir.attr(op, "permutation_map").and_then(|a| ir.ctx.as_affine_map(a)).cloned() else { return };
    let msg = if ee != velem && elem_rank > 0 {
        "requires source vector element and vector result element types to match"
    } else if elem_rank > vshape.len() || vshape[vshape.len() - elem_rank..] != es[..] {
        "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source"
    } else if ee != velem {
        "requires source to be a memref or ranked tensor of the same element type as the vector"
    } else if map.syms != 0 {
        "requires permutation_map without symbols"
    } else if map.dims as usize != sshape.len() {
        "requires a permutation_map with input dims of the same rank as the source type"
    } else if map.results.len() != vshape.len() - elem_rank {
        "requires a permutation_map with result dims of the same rank as the vector type"
    } else {
        ""
    };
    if !msg.is_empty() {
        v.err(op, msg);
        return;
    }
    let mut seen = vec![false; map.dims as usize];
    for e in &map.results {
        let msg = match e {
            AffineExpr::Dim(d) => match seen.get_mut(*d as usize) {
                None => "requires a permutation_map with input dims of the same rank as the source type",
                Some(true) => "requires a permutation_map that is a permutation (found one dim used more than once)",
                Some(s) => {
                    *s = true;
                    continue;
                }
            },
            AffineExpr::Const(0) if !write => continue,
            AffineExpr::Const(0) => "should not have broadcast dimensions",
            _ => {
                "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)"
            }
        };
        v.err(op, msg);
        return;
    }
    let nb = bool_array(ir, op, "in_bounds").map_or(0, |b| b.len());
    if nb != map.results.len() {
        v.err(op, format!("expects the in_bounds attr of same rank as permutation_map results: affine_map<{map}> vs inBounds of size: {nb}"));
        return;
    }
    if pad.is_some_and(|pad| ir.value_ty(pad) != selem) {
        v.err(op, "requires formal padding and source of the same elemental type");
        return;
    }
    let (Some(m), Some((ms, msc))) = (mask, mask_shape(&vshape, &vscal, &map)) else { return };
    let got = ir.value_ty(m);
    if !matches!(vec_parts(v.ctx(), got), Some((s, sc, _)) if s == ms && sc == msc) {
        let (ws, gs) = (vec_str(&ms, &msc, "i1"), v.ty_str(got));
        v.err(op, format!("inferred mask type ({ws}) and mask operand type ({gs}) don't match"));
    }
}

// ----- load / store / maskedload / maskedstore -----

/// Base is a memref with one index per dimension and an element type matching `vt`'s.
fn check_base(v: &mut Verifier, op: Op, base: Type, nidx: usize, vt: Type, what: &str) -> bool {
    let (Some((shape, elem)), Some((_, _, velem))) = (shaped_parts(v.ctx(), base), vec_parts(v.ctx(), vt)) else {
        return false;
    };
    let msg = if nidx != shape.len() {
        format!("requires {} indices", shape.len())
    } else if vec_parts(v.ctx(), elem).is_some() && elem != vt {
        format!("base memref and {what} vector types should match")
    } else if vec_parts(v.ctx(), elem).is_none() && elem != velem {
        format!("base and {what} element type should match")
    } else {
        return true;
    };
    v.err(op, msg);
    false
}

fn verify_load(v: &mut Verifier, op: Op) {
    let ts = v.ir.operand_types(op);
    check_base(v, op, ts[0], ts.len() - 1, v.ir.value_ty(v.ir.result(op, 0)), "result");
}

fn verify_store(v: &mut Verifier, op: Op) {
    let ts = v.ir.operand_types(op);
    check_base(v, op, ts[1], ts.len() - 2, ts[0], "valueToStore");
}

/// The masked loads and stores (`maskedload`, `gather`, `expandload` and their stores), whose
/// operands are `base, indices..., [index vector (gather, scatter),] mask, value`: the base,
/// the shapes of the index vector and the mask against the value's, and a load's pass-through.
fn verify_masked(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ts = ir.operand_types(op);
    let n = ts.len();
    let load = !ir.results(op).is_empty();
    let (vt, what) = if load { (ir.value_ty(ir.result(op, 0)), "result") } else { (ts[n - 1], "valueToStore") };
    let gather = matches!(ir.op_name(op), "vector.gather" | "vector.scatter");
    if !check_base(v, op, ts[0], n - 3 - gather as usize, vt, what) {
        return;
    }
    let mismatch = |t: Type| v.ctx().shape(t) != v.ctx().shape(vt);
    let msg = if gather && mismatch(ts[n - 3]) {
        format!("expected {what} dim to match indices dim")
    } else if mismatch(ts[n - 2]) && ir.op_name(op).starts_with("vector.masked") {
        format!("expected {what} shape to match mask shape")
    } else if mismatch(ts[n - 2]) {
        format!("expected {what} dim to match mask dim")
    } else if load && ts[n - 1] != vt {
        "expected pass_thru of same type as result type".to_string()
    } else {
        return;
    };
    v.err(op, msg);
}

/// `vector.interleave`: the result doubles the trailing dimension (a 0-D input gives `vector<2xT>`).
fn verify_interleave(v: &mut Verifier, op: Op) {
    let Some(((mut sa, _, ea), (sr, _, er))) = vec_io(v, op) else { return };
    match sa.last_mut() {
        Some(d) => *d *= 2,
        None => sa.push(2),
    }
    if sa != sr || ea != er {
        v.err(op, "failed to verify that type of 'result' is double the width of the inputs");
    }
}

/// `vector.deinterleave`: the results halve the (even) trailing dimension.
fn verify_deinterleave(v: &mut Verifier, op: Op) {
    let Some(((ss, _, es), (sr, _, er))) = vec_io(v, op) else { return };
    let mut half = ss.clone();
    let ok = match half.last_mut() {
        Some(d) if *d % 2 == 0 => {
            *d /= 2;
            true
        }
        _ => false,
    };
    if !ok || half != sr || es != er {
        v.err(op, "failed to verify that the trailing dimension of the results is half the width of source trailing dimension");
    }
}

// ----- outerproduct -----

/// `custom<OuterProductTail>()`: the attribute dictionary (upstream prints it only with an
/// accumulator; here also when it holds more than the default kind, to survive a round trip),
/// `:` and the operand types, from which the result's and the accumulator's follow.
fn parse_outerproduct_tail(p: &mut Parser, st: &mut OpState, got: &mut Slots, _: &[&str]) -> PResult<()> {
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
            vector_ty(&mut p.ir.ctx, vec![a, b], vec![lsc[0], rsc[0]], le)
        }
        None => lt,
    };
    got.set_types("lhs", vec![lt]);
    got.set_types("rhs", vec![rt]);
    got.set_types("result", vec![res]);
    if !got.operands("acc").is_empty() {
        got.set_types("acc", vec![res]);
    }
    Ok(())
}

fn print_outerproduct_tail(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let ts = ir.operand_types(op);
    let attrs = ts.len() == 3 || !ir.attrs(op).is_empty() || combining_kind(ir, op) != "add";
    print_attrs_and_types(pr, op, attrs, &[], ts[0], ts[1]);
}

fn verify_outerproduct(v: &mut Verifier, op: Op) {
    let ts = v.ir.operand_types(op);
    let Some(res) = result_ty(v.ir, op) else { return };
    let (Some((ls, _, le)), Some((rs, _, _))) = (vec_parts(v.ctx(), ts[0]), vec_parts(v.ctx(), res)) else { return };
    let msg = if ls.len() != 1 {
        "expected 1-d vector for operand #1"
    } else if let Some((bs, _, be)) = vec_parts(v.ctx(), ts[1]) {
        if bs.len() != 1 {
            "expected 1-d vector for operand #2"
        } else if rs.len() != 2 {
            "expected 2-d vector result"
        } else if ls[0] != rs[0] {
            "expected #1 operand dim to match result dim #1"
        } else if bs[0] != rs[1] {
            "expected #2 operand dim to match result dim #2"
        } else if be != le {
            "expected operands of the same element type"
        } else {
            ""
        }
    } else if rs.len() != 1 {
        "expected 1-d vector result"
    } else if ls[0] != rs[0] {
        "expected #1 operand dim to match result dim #1"
    } else if ts[1] != le {
        "expected operands of the same element type"
    } else {
        ""
    };
    if !msg.is_empty() {
        v.err(op, msg);
    } else if ts.get(2).is_some_and(|&at| at != res) {
        v.err(op, "expected operand #3 of same type as result type");
    } else if !kind_supports(v.ctx(), combining_kind(v.ir, op), le) {
        v.err(op, "unsupported outerproduct type");
    }
}

// ----- shape_cast / bitcast -----

fn verify_shape_cast(v: &mut Verifier, op: Op) {
    let Some(((sa, sca, ea), (sb, scb, eb))) = vec_io(v, op) else { return };
    let (na, nb): (i64, i64) = (sa.iter().product(), sb.iter().product());
    let (ca, cb) = (sca.iter().filter(|&&x| x).count(), scb.iter().filter(|&&x| x).count());
    if ea != eb {
        v.err(op, "has different source and result element types");
    } else if na != nb {
        v.err(op, format!("has different number of elements at source ({na}) and result ({nb})"));
    } else if ca != cb {
        v.err(op, format!("different number of scalable dims at source ({ca}) and result ({cb})"));
    }
}

fn verify_bitcast(v: &mut Verifier, op: Op) {
    let Some(((sa, _, ea), (sb, _, eb))) = vec_io(v, op) else { return };
    let bits = |e: Type, s: &[i64]| bitwidth(v.ctx(), e).map(|w| w as i128 * s.last().copied().unwrap_or(1) as i128);
    if sa.len() != sb.len() {
        v.err(op, "failed to verify that all of {source, result} have same rank");
    } else if sa.len() > 1 && sa[..sa.len() - 1] != sb[..sb.len() - 1] {
        v.err(op, "dimension size mismatch at: 0");
    } else if bits(ea, &sa).is_none() || bits(ea, &sa) != bits(eb, &sb) {
        v.err(op, "source/result bitwidth of the minor 1-D vectors must be equal");
    }
}

// ----- strided slices -----

fn verify_extract_strided_slice(v: &mut Verifier, op: Op) {
    let Some(((sa, sca, ea), (sb, _, eb))) = vec_io(v, op) else { return };
    let [off, sizes, strides] = ["offsets", "sizes", "strides"].map(|n| i64_array(v.ir, op, n).unwrap_or_default());
    // Each condition over all dimensions in turn, as upstream checks them.
    let dim = |f: &dyn Fn(usize) -> bool| (0..off.len()).find(|&i| f(i));
    let msg = if let Some((n, _)) =
        [("offsets", &off), ("sizes", &sizes), ("strides", &strides)].into_iter().find(|x| x.1.len() > sa.len())
    {
        format!("expected {n} attribute of rank no greater than vector rank")
    } else if off.len() != sizes.len() || off.len() != strides.len() {
        "expected offsets, sizes and strides attributes of the same rank".to_string()
    } else if let Some(i) = dim(&|i| off[i] < 0 || off[i] >= sa[i]) {
        format!("expected offsets dimension {i} to be confined to [0, {})", sa[i])
    } else if let Some(i) = dim(&|i| sizes[i] < 1 || sizes[i] > sa[i]) {
        format!("expected sizes dimension {i} to be confined to [1, {})", sa[i] + 1)
    } else if let Some(i) = dim(&|i| strides[i] != 1) {
        format!("expected strides dimension {i} to be confined to [1, 2)")
    } else if let Some(i) = dim(&|i| off[i] + sizes[i] > sa[i]) {
        format!("expected sum(offsets, sizes) dimension {i} to be confined to [1, {})", sa[i] + 1)
    } else if let Some(i) = dim(&|i| sca[i] && sizes[i] != sa[i]) {
        let (s, d) = (sizes[i], sa[i]);
        format!("expected size at idx={i} to match the corresponding base size from the input vector ({s} vs {d})")
    } else if [&sizes[..], &sa[sizes.len()..]].concat() != sb || ea != eb {
        "expected result type to match the shape given by the sizes attribute".to_string()
    } else {
        return;
    };
    v.err(op, msg);
}

// ----- shuffle -----

/// `custom<ShuffleTypes>($v1, $v2)`: the operand types; the result's follows from `v1`'s and
/// the mask's length (upstream's `InferTypeOpAdaptor`).
fn parse_shuffle_types(p: &mut Parser, st: &mut OpState, got: &mut Slots, args: &[&str]) -> PResult<()> {
    let t1 = p.parse_type()?;
    p.expect(Tok::Comma, "','")?;
    let t2 = p.parse_type()?;
    let mask = p.ir.ctx.sym("mask");
    let n = st.attrs.iter().find(|e| e.0 == mask).and_then(|e| p.ir.ctx.as_dense_array(e.1)).map_or(0, |m| m.len());
    let (mut shape, mut scal, elem) = vec_parts(&p.ir.ctx, t1).unwrap_or((vec![], vec![], t1));
    if shape.is_empty() {
        (shape, scal) = (vec![0], vec![false]);
    }
    (shape[0], scal[0]) = (n as i64, false);
    let res = vector_ty(&mut p.ir.ctx, shape, scal, elem);
    got.set_types(args[0], vec![t1]);
    got.set_types(args[1], vec![t2]);
    got.set_types("vector", vec![res]);
    Ok(())
}

fn print_shuffle_types(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ts = pr.ir.operand_types(op);
    pr.types(&ts);
}

fn verify_shuffle(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let mask = dense_array(ir, op, "mask").unwrap_or_default();
    let lead = |t: Type| ir.ctx.shape(t).and_then(|s| s.first().copied()).unwrap_or(1);
    let total = lead(ir.value_ty(ir.operands(op)[0])) + lead(ir.value_ty(ir.operands(op)[1]));
    if lead(ir.value_ty(ir.result(op, 0))) != mask.len() as i64 {
        v.err(op, "mask length mismatch");
    } else if let Some(i) = mask.iter().position(|&m| m != -1 && (m < 0 || m >= total)) {
        v.err(op, format!("mask index #{} out of range", i + 1));
    }
}

// ----- extract / insert -----

/// Checks `static_position` against the dynamic operands and the vector shape.
fn check_positions(v: &mut Verifier, op: Op, shape: &[i64], ndyn: usize, dest: bool) -> Option<Vec<i64>> {
    let pos = dense_array(v.ir, op, "static_position").unwrap_or_default();
    let nd = pos.iter().filter(|&&x| x == DYNAMIC).count();
    let (rank, what) = if dest {
        ("dest vector rank", "dest vector dimension")
    } else {
        ("vector rank", "vector dimension or poison (-1)")
    };
    let msg = if nd != ndyn {
        "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite".to_string()
    } else if pos.len() > shape.len() {
        format!("expected position attribute of rank no greater than {rank}")
    } else if let Some(i) = pos.iter().zip(shape).position(|(&p, &d)| !(p == DYNAMIC || p == -1 || (0..d).contains(&p)))
    {
        let i = i + 1;
        format!("expected position attribute #{i} to be a non-negative integer smaller than the corresponding {what}")
    } else {
        return Some(pos);
    };
    v.err(op, msg);
    None
}

fn verify_extract(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (st, rt) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.result(op, 0)));
    let Some((shape, scal, elem)) = vec_parts(v.ctx(), st) else { return };
    let Some(pos) = check_positions(v, op, &shape, ir.operands(op).len() - 1, false) else { return };
    // The inferred type needs a mutable context; compare structurally instead.
    let n = pos.len();
    let one = |x: Type, y: Type| matches!(vec_parts(v.ctx(), x), Some((s, _, e)) if s == [1] && e == y);
    let ok = match vec_parts(v.ctx(), rt) {
        _ if n >= shape.len() => elem == rt || one(elem, rt) || one(rt, elem),
        Some((s, sc, e)) => s[..] == shape[n..] && sc[..] == scal[n..] && e == elem,
        None => false,
    };
    if !ok {
        let inferred =
            if n >= shape.len() { v.ty_str(elem) } else { vec_str(&shape[n..], &scal[n..], &v.ty_str(elem)) };
        let r = v.ty_str(rt);
        v.err(op, format!("inferred type(s) '{inferred}' are incompatible with return type(s) of operation '{r}'"));
        v.err(op, "failed to infer returned types");
    }
}

fn verify_insert(v: &mut Verifier, op: Op) {
    let ts = v.ir.operand_types(op);
    let Some((shape, _, elem)) = vec_parts(v.ctx(), ts[1]) else { return };
    let Some(pos) = check_positions(v, op, &shape, ts.len() - 2, true) else { return };
    match vec_parts(v.ctx(), ts[0]) {
        Some((vs, _, _)) if vs.len() + pos.len() != shape.len() => {
            v.err(op, "expected position attribute rank + source rank to match dest vector rank")
        }
        Some((vs, _, ve)) if ve != elem || vs[..] != shape[pos.len()..] => {
            let (a, b) = (v.ty_str(ts[0]), v.ty_str(ts[1]));
            v.err(op, format!("expected valueToStore type '{a}' to match the trailing dimensions of '{b}'"));
        }
        Some(_) => {}
        None if pos.len() != shape.len() => v.err(op, "expected position attribute rank to match the dest vector rank"),
        None if ts[0] != elem => {
            v.err(op, "failed to verify that valueToStore operand and result have same element type")
        }
        None => {}
    }
}

// ----- reduction / contract -----

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

/// `vector.multi_reduction`: the result is the source without the reduced dimensions (the
/// element type when none is left).
fn verify_multi_reduction(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (st, dt) = (ir.value_ty(ir.operands(op)[0]), ir.value_ty(ir.result(op, 0)));
    let Some((shape, _, elem)) = vec_parts(v.ctx(), st) else { return };
    let dims = dense_array(ir, op, "reduction_dims").unwrap_or_default();
    let ts: Vec<i64> =
        shape.iter().enumerate().filter(|(i, _)| !dims.contains(&(*i as i64))).map(|(_, &d)| d).collect();
    let ok = if ts.is_empty() {
        dt == elem
    } else {
        matches!(v.ctx().type_kind(dt), TypeKind::Vector { shape, elem: e, .. } if *shape == ts && *e == elem)
    };
    if !ok {
        let (a, b) = (v.ty_str(dt), v.ty_str(st));
        v.err(op, format!("destination type {a} is incompatible with source type {b}"));
    }
}

/// The combining kind of a reduction, contraction or outer product (`add` unless given).
pub fn combining_kind(ir: &Ir, op: Op) -> &str {
    ir.attr(op, "kind").and_then(|a| kind_of(&ir.ctx, a)).unwrap_or("add")
}

/// The punctuation of a `vector.print` (`newline` unless given).
pub fn punctuation(ir: &Ir, op: Op) -> &str {
    ir.attr(op, "punctuation").and_then(|a| punctuation_of(&ir.ctx, a)).unwrap_or("newline")
}

fn verify_reduction(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some((shape, _, elem)) = vec_parts(v.ctx(), ir.value_ty(ir.operands(op)[0])) else { return };
    let k = combining_kind(ir, op);
    if shape.len() != 1 {
        v.err(op, format!("unsupported reduction rank: {}", shape.len()));
    } else if !kind_supports(v.ctx(), k, elem) {
        let s = v.ty_str(elem);
        v.err(op, format!("unsupported reduction type ''{s}'' for kind '{k}'"));
    }
}

/// `{indexing_maps = [...], iterator_types = ["parallel", ...], kind = ...}`: the trait
/// dictionary of `vector.contract`, whose iterator types are spelled as strings.
fn parse_contraction_traits(p: &mut Parser, st: &mut OpState, _: &mut Slots, _: &[&str]) -> PResult<()> {
    let dpos = p.tok.start;
    if !p.is(&Tok::LBrace) {
        return p.err("expected '{' for the contraction's indexing maps and iterator types");
    }
    for (n, mut a) in p.parse_dict_entries()? {
        let name = p.ir.ctx.str(n).to_string();
        if name == "iterator_types" {
            let Some(list) = p.ir.ctx.as_array(a).map(|l| l.to_vec()) else {
                return p.err_at(dpos, "expected an array of iterator types");
            };
            let mut out = vec![];
            for x in list {
                out.push(match p.ir.ctx.as_str(x).map(|b| String::from_utf8_lossy(b).into_owned()) {
                    Some(s) => match VECTOR_ITERATOR_TYPE.value_of(&s) {
                        Some(k) => p.ir.ctx.enum_attr(&VECTOR_ITERATOR_TYPE, k),
                        None => return p.err_at(dpos, format!("unexpected iterator_type ({s})")),
                    },
                    None => x,
                });
            }
            a = p.ir.ctx.array_attr(out);
        }
        st.add_attr(p.ir, &name, a);
    }
    Ok(())
}

fn print_contraction_traits(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    pr.w("{");
    let present = ["indexing_maps", "iterator_types", "kind"].into_iter().filter_map(|n| Some((n, ir.attr(op, n)?)));
    for (i, (name, a)) in present.enumerate() {
        pr.w(if i > 0 { ", " } else { "" });
        pr.w(name);
        pr.w(" = ");
        if name != "iterator_types" {
            pr.attr(a);
            continue;
        }
        pr.w("[");
        for (i, &x) in ir.ctx.as_array(a).unwrap_or(&[]).iter().enumerate() {
            pr.w(if i > 0 { ", " } else { "" });
            match ir.ctx.enum_keyword(x, &VECTOR_ITERATOR_TYPE) {
                Some(s) => pr.w(&format!("\"{s}\"")),
                None => pr.attr(x),
            }
        }
        pr.w("]");
    }
    pr.w("}");
}

fn verify_contract(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let arr = |n: &str| ir.attr(op, n).and_then(|a| ir.ctx.as_array(a)).unwrap_or(&[]);
    let maps: Vec<AffineMap> = arr("indexing_maps").iter().filter_map(|&m| ir.ctx.as_affine_map(m).cloned()).collect();
    let is_red: Vec<bool> = arr("iterator_types").iter().filter_map(|&x| iterator_is_reduction(&ir.ctx, x)).collect();
    let tys = ir.operand_types(op);
    let res = ir.value_ty(ir.result(op, 0));
    let shapes: Vec<Vec<i64>> = tys.iter().map(|&t| vec_parts(v.ctx(), t).map(|x| x.0).unwrap_or_default()).collect();
    if maps.len() != 3 {
        v.err(op, "expected an indexing map for each vector operand");
        return;
    }
    let n = is_red.len();
    for (i, m) in maps.iter().enumerate() {
        let mut seen = vec![false; n];
        let msg = if m.syms != 0 {
            "to have no symbols".to_string()
        } else if m.dims as usize != n {
            format!("to have {n} number of inputs")
        } else if m.results.len() != shapes[i].len() {
            format!("to have {} number of outputs", shapes[i].len())
        } else if !m
            .results
            .iter()
            .all(|e| matches!(e, AffineExpr::Dim(d) if !std::mem::replace(&mut seen[*d as usize], true)))
        {
            "to be a projected permutation of its inputs".to_string()
        } else {
            continue;
        };
        v.err(op, format!("expected indexing map {i} {msg}"));
        return;
    }
    // Sizes of the iteration dimensions from lhs and rhs must agree.
    let mut size = vec![None; n];
    for k in 0..2 {
        for (j, e) in maps[k].results.iter().enumerate() {
            let AffineExpr::Dim(d) = e else { continue };
            let d = *d as usize;
            match size[d] {
                Some(x) if x != shapes[k][j] => {
                    let what = if is_red[d] { "contracting" } else { "batch" };
                    v.err(op, format!("invalid {what} dimension map"));
                    return;
                }
                _ => size[d] = Some(shapes[k][j]),
            }
        }
    }
    let uses = |m: usize, d: usize| maps[m].results.contains(&AffineExpr::Dim(d as u32));
    for (d, &red) in is_red.iter().enumerate() {
        if red && !(uses(0, d) && uses(1, d)) {
            v.err(op, "invalid contracting dimension map");
            return;
        }
        if red && uses(2, d) {
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
    match expected {
        Some(exp) if (0..n).all(|d| is_red[d] || uses(2, d)) => {
            if exp != shapes[2] {
                let elem = vec_parts(v.ctx(), tys[0]).map(|x| x.2).unwrap_or(res);
                let want = if exp.is_empty() { v.ty_str(elem) } else { vec_str(&exp, &[], &v.ty_str(elem)) };
                v.err(op, format!("invalid accumulator/result vector shape, expected: '{want}'"));
            }
        }
        _ => v.err(op, "invalid accumulator/result vector shape"),
    }
}

// ----- masks / print -----

fn verify_create_mask(v: &mut Verifier, op: Op) {
    let n = v.ir.operands(op).len();
    let rank = v.ctx().shape(v.ir.value_ty(v.ir.result(op, 0))).map_or(0, |s| s.len());
    if rank == 0 && n != 1 {
        v.err(op, "must specify exactly one operand for 0-D create_mask");
    } else if rank != 0 && n != rank {
        v.err(op, "must specify an operand for each result vector dimension");
    }
}

fn verify_constant_mask(v: &mut Verifier, op: Op) {
    let Some((shape, scal, _)) = vec_parts(v.ctx(), v.ir.value_ty(v.ir.result(op, 0))) else { return };
    let sizes = dense_array(v.ir, op, "mask_dim_sizes").unwrap_or_default();
    if sizes.len() != shape.len().max(1) {
        v.err(op, "must specify array attr of size equal vector result rank");
        return;
    }
    let dims = if shape.is_empty() { vec![1] } else { shape };
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

fn verify_print(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.attr(op, "stringLiteral").is_some() && (!ir.operands(op).is_empty() || punctuation(ir, op) != "newline") {
        v.err(op, "failed to verify that `source` or `punctuation` are not set when printing strings");
    }
}

// ----- insert_strided_slice / transpose -----

fn verify_insert_strided_slice(v: &mut Verifier, op: Op) {
    let ts = v.ir.operand_types(op);
    let (Some((sa, _, ea)), Some((sb, _, eb))) = (vec_parts(v.ctx(), ts[0]), vec_parts(v.ctx(), ts[1])) else { return };
    let (off, strides) =
        (i64_array(v.ir, op, "offsets").unwrap_or_default(), i64_array(v.ir, op, "strides").unwrap_or_default());
    let lead = sb.len().saturating_sub(sa.len());
    let msg = if off.len() != sb.len() {
        "expected offsets of same size as destination vector rank".to_string()
    } else if strides.len() != sa.len() {
        "expected strides of same size as source vector rank".to_string()
    } else if sa.len() > sb.len() {
        "expected source rank to be no greater than destination rank".to_string()
    } else if ea != eb {
        "failed to verify that source operand and result have same element type".to_string()
    } else if let Some(i) = (0..sb.len()).find(|&i| off[i] < 0 || off[i] >= sb[i]) {
        format!("expected offsets dimension {i} to be confined to [0, {})", sb[i])
    } else if strides.iter().any(|&s| s != 1) {
        "expected strides to be confined to [1, 2)".to_string()
    } else if let Some(i) = (0..sa.len()).map(|i| lead + i).find(|&i| off[i] + sa[i - lead] > sb[i]) {
        format!("expected sum(offsets, source vector shape) dimension {i} to be confined to [1, {})", sb[i] + 1)
    } else {
        return;
    };
    v.err(op, msg);
}

fn verify_transpose(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(((sa, sca, _), (sb, scb, _))) = vec_io(v, op) else { return };
    let perm = dense_array(ir, op, "permutation").unwrap_or_default();
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
        let msg = if p < 0 || p as usize >= perm.len() {
            "transposition index out of range"
        } else if std::mem::replace(&mut seen[p as usize], true) {
            "duplicate position index"
        } else if sa[p as usize] != sb[i] || sca.get(p as usize) != scb.get(i) {
            "dimension size mismatch at"
        } else {
            continue;
        };
        v.err(op, format!("{msg}: {p}"));
        return;
    }
}
