//! The `memref` dialect: allocation, loads and stores, views (subview, reinterpret_cast,
//! reshapes, transpose), globals, atomics and metadata extraction.
//!
//! Strides and offsets of layouts come from `ir::layout` (re-exported here: `strides_and_offset`,
//! `canonical_strides`, ...), which the LLVM translation uses too.

use super::common::*;
use super::ods::{
    self, dict_attr, element_type_of, op, op_format, operands_of, same_type_as, AttrConstraint, Custom, Infer,
    OpFormat, Slots, TypeConstraint, ALIGNMENT, ANY_ATTR, ANY_TYPE, BOOL, FLAT_SYMBOL_REF, I64_ARRAY, INDEX, MEMREF,
    NONTEMPORAL, STRING, SYMBOL_NAME, UNIT,
};
use super::{
    OpSpec, AUTOMATIC_ALLOCATION_SCOPE, NO_MEMORY_EFFECT, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, SINGLE_BLOCK, SYMBOL,
    TERMINATOR,
};
use crate::ir::interfaces::{RegionBranchOpInterface, RegionBranchTerminatorOpInterface, RegionPoint};

mod fold;
use crate::ir::affine::{AffineExpr, AffineMap};
use crate::ir::symbols::symbol_table_of;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;
pub(crate) use fold::const_int;

/// The ops whose result is a view of their operand 0's buffer (the same memory): what an
/// analysis follows from a buffer to its aliases.
/// A detached `memref.global "private" constant @name : ty = init` at `loc` (what bufferizing
/// a tensor constant makes, and the weights `passes::pack_constants` re-lays out).
pub fn private_constant_global(ir: &mut Ir, name: &str, ty: Type, init: Attr, loc: Attr) -> Op {
    let c = &mut ir.ctx;
    let mut props = vec![];
    for (n, a) in [
        ("sym_name", c.str_attr(name)),
        ("sym_visibility", c.str_attr("private")),
        ("type", c.type_attr(ty)),
        ("initial_value", init),
        ("constant", c.unit_attr()),
    ] {
        let s = c.sym(n);
        props.push((s, a));
    }
    props.sort_by(|a, b| c.str(a.0).cmp(c.str(b.0)));
    let gname = ir.ctx.sym("memref.global");
    ir.create_op(gname, vec![], &[], props, vec![], vec![], vec![], loc)
}

pub fn is_view(name: &str) -> bool {
    let views = ["subview", "cast", "reinterpret_cast", "expand_shape", "collapse_shape", "transpose", "view"];
    name.strip_prefix("memref.").is_some_and(|n| views.contains(&n))
}

pub static OPS: &[OpSpec] = &[
    op!("memref.alloc" declare(&ALLOC) effects_on(&[allocates(0)])
        canonicalize(&[&fold::SimplifyAllocConst, &fold::SimplifyDeadAlloc])),
    op!("memref.alloca" declare(&ALLOC) effects_on(&[allocates(0)])
        canonicalize(&[&fold::SimplifyAllocConst, &fold::SimplifyDeadAlloc])),
    op!("memref.alloca_scope" results["results*": ANY_TYPE] regions["bodyRegion(1)"]
        format "custom<AllocaScope>($bodyRegion) attr-dict"
        custom[Custom { name: "AllocaScope", parse: parse_alloca_scope, print: print_alloca_scope }]
        verify(verify_alloca_scope) traits(AUTOMATIC_ALLOCATION_SCOPE | RECURSIVE_EFFECTS | SINGLE_BLOCK)
        region_branch(ALLOCA_SCOPE_BRANCH) canonicalize(&[&fold::AllocaScopeInliner])),
    op!("memref.alloca_scope.return" operands["results*": ANY_TYPE] format "attr-dict ($results^ `:` type($results))?"
        verify(|v, op| _ = parent_is(v, op, &["memref.alloca_scope"])) traits(TERMINATOR | PURE | RETURN_LIKE)
        region_terminator(ALL_OPERANDS_FORWARDED)),
    op!("memref.assume_alignment" operands["memref": RANKED] results["result": RANKED]
        attrs["alignment": ALIGNMENT_I32] format "$memref `,` $alignment attr-dict `:` type($memref)" same_type
        verify(|v, op| {
            if v.ir.attr(op, "alignment").and_then(|a| i32_value(v.ctx(), a)).is_some_and(|x| x & (x - 1) != 0) {
                v.err(op, "alignment must be power of 2");
            }
        })
        traits(PURE) fold(fold::fold_assume_alignment)),
    op!("memref.atomic_rmw" operands["value": INT_OR_FLOAT, "memref": MEMREF_OF_INT_OR_FLOAT, "indices*": INDEX]
        results["result": INT_OR_FLOAT] attrs["kind": ATOMIC_KIND]
        format "$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)"
        infer[same_type_as("result", "value", "all of {value, result} have same type"),
            element_type_of("value", "memref", "value type matches element type of memref")]
        verify(verify_atomic_rmw) effects_on(&[reads(1), writes(1)]) fold(fold::fold_atomic_rmw)),
    op!("memref.atomic_yield" operands["result": ANY_TYPE] format "$result attr-dict `:` type($result)"
        verify(verify_atomic_yield) traits(TERMINATOR | PURE)),
    OpSpec::new("memref.cast").declare(&CAST).traits(PURE).fold(fold::fold_cast),
    op!("memref.collapse_shape" operands["src": STRIDED] results["result": STRIDED]
        attrs["reassociation": REASSOCIATION]
        format "$src $reassociation attr-dict `:` type($src) `into` type($result)" verify(verify_collapse_shape)
        traits(PURE) fold(fold::fold_collapse_shape) canonicalize(&[&fold::CollapseShapeOfCast])),
    op!("memref.copy" operands["source": BASE_MEMREF, "target": BASE_MEMREF]
        format "$source `,` $target attr-dict `:` type($source) `to` type($target)" verify(verify_copy)
        effects_on(&[reads(0), writes(1)]) fold(fold::fold_copy) canonicalize(&[&fold::FoldEmptyCopy, &fold::FoldSelfCopy])),
    op!("memref.dealloc" operands["memref": BASE_MEMREF] format "$memref attr-dict `:` type($memref)"
        effects_on(&[frees(0)]) fold(fold::fold_all_casts)),
    op!("memref.dim" operands["source": DIM_SOURCE, "index": INDEX] results["result": INDEX]
        format "attr-dict $source `,` $index `:` type($source)" traits(NO_MEMORY_EFFECT) fold(fold::fold_dim)
        canonicalize(&[&fold::DimOfMemRefReshape])),
    // Inferred when parsing; the verifier names a mismatch as upstream's does.
    op!("memref.distinct_objects" operands["operands*": RANKED] results["results*": RANKED]
        format "$operands attr-dict `:` type($operands)"
        infer[Infer { check: |_, _, _| true, ..same_type_as("results", "operands", "") }]
        verify(|v, op| {
            if v.ir.operand_types(op) != v.ir.result_types(op) {
                v.err(op, "operand types and result types must match");
            } else if v.ir.operands(op).is_empty() {
                v.err(op, "expected at least one operand");
            }
        })
        traits(PURE)),
    op!("memref.dma_start" operands["operands*": ANY_TYPE] format "custom<DmaStart>($operands)"
        custom[Custom { name: "DmaStart", parse: parse_dma_start, print: print_dma_start }] verify(verify_dma_start)
        can_print(|ir, op| ods::can_print(ir, op) && dma_start_layout(ir, op).is_some()) fold(fold::fold_all_casts)),
    op!("memref.dma_wait" operands["tagMemRef": RANKED, "tagIndices*": INDEX, "numElements": INDEX]
        format "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)"
        verify(|v, op| {
            let (n, rank) = (v.ir.operands(op).len() - 2, rank_of(v.ir, op, 0));
            if n != rank {
                v.err(op, format!("expected tagIndices to have the same number of elements as the tagMemRef rank, expected {rank}, but got {n}"));
            }
        })
        fold(fold::fold_all_casts)),
    op!("memref.expand_shape" declare(&EXPAND_SHAPE)
        can_print(|ir, op| ods::can_print(ir, op) && static_lists_fit(ir, op, &EXPAND_SHAPE, &[INDEX_LISTS[3]]))
        traits(PURE) fold(fold::fold_expand_shape)),
    op!("memref.extract_aligned_pointer_as_index" operands["source": BASE_MEMREF] results["aligned_pointer": INDEX]
        format "$source `:` type($source) `->` type(results) attr-dict" traits(PURE)),
    op!("memref.extract_strided_metadata" operands["source": STRIDED] results["results*": ANY_TYPE]
        format "$source `:` type($source) `->` type(results) attr-dict" verify(verify_extract_strided_metadata)
        traits(PURE) canonicalize(&[&fold::ExtractStridedMetadataConstants])),
    op!("memref.generic_atomic_rmw" operands["memref": MEMREF_OF_INT_OR_FLOAT, "indices*": INDEX]
        results["result": INT_OR_FLOAT] regions["atomic_body"]
        format "$memref `[` $indices `]` `:` type($memref) $atomic_body attr-dict"
        infer[element_type_of("result", "memref", "result type matches element type of memref")]
        verify(verify_generic_atomic_rmw) traits(SINGLE_BLOCK) effects_on(&[reads(0), writes(0)])),
    op!("memref.get_global" results["result": STATIC_MEMREF] attrs["name": FLAT_SYMBOL_REF]
        format "$name `:` type($result) attr-dict" verify(verify_get_global) traits(PURE)),
    op!("memref.global"
        attrs[
            "sym_name": SYMBOL_NAME,
            "sym_visibility?": STRING,
            "type": MEMREF_TYPE_ATTR,
            "initial_value?": ANY_ATTR,
            "constant?": UNIT,
            "alignment?": ALIGNMENT,
        ]
        format "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict"
        custom[
            Custom { name: "GlobalMemrefOpTypeAndInitialValue", parse: parse_global_type, print: print_global_type },
        ]
        verify(verify_global) traits(SYMBOL)),
    op!("memref.load" operands["memref": MEMREF, "indices*": INDEX] results["result": ANY_TYPE]
        attrs["nontemporal?": NONTEMPORAL, "alignment?": ALIGNMENT]
        format "$memref `[` $indices `]` attr-dict `:` type($memref)"
        infer[element_type_of("result", "memref", "result type matches element type of 'memref'")]
        verify(|v, op| {
            let (n, rank) = (v.ir.operands(op).len() - 1, rank_of(v.ir, op, 0));
            if n != rank {
                v.err(op, format!("incorrect number of indices for load, expected {rank} but got {n}"));
            }
        })
        effects_on(&[reads(0)]) fold(fold::fold_all_casts)),
    OpSpec::new("memref.memory_space_cast").declare(&MEMORY_SPACE_CAST).traits(PURE).fold(fold::fold_memory_space_cast),
    // Upstream prints discardable attributes of a prefetch where its parser does not accept
    // them: such ops print in generic form so the output parses.
    op!("memref.prefetch" operands["memref": RANKED, "indices*": INDEX]
        attrs["isWrite": BOOL, "localityHint": LOCALITY, "isDataCache": BOOL]
        format "$memref `[` $indices `]` `,` custom<ReadWrite>($isWrite) `,` `locality` `<` $localityHint `>` `,` custom<CacheType>($isDataCache) `:` type($memref)"
        custom[Custom {
                name: "ReadWrite",
                parse: |p, st, _, a| keyword_flag(p, st, a[0], ["read", "write"], "rw specifier has to be 'read' or 'write'"),
                print: |pr, op, _, a| print_keyword_flag(pr, op, a[0], ["read", "write"]),
            },
            Custom {
                name: "CacheType",
                parse: |p, st, _, a| keyword_flag(p, st, a[0], ["instr", "data"], "cache type has to be 'data' or 'instr'"),
                print: |pr, op, _, a| print_keyword_flag(pr, op, a[0], ["instr", "data"]),
            }]
        verify(|v, op| {
            if v.ir.operands(op).len() != 1 + rank_of(v.ir, op, 0) {
                v.err(op, "too few indices");
            }
        })
        can_print(|ir, op| ods::can_print(ir, op) && ir.attrs(op).is_empty()) effects_on(&[writes(0)])
        fold(fold::fold_all_casts)),
    op!("memref.rank" operands["memref": BASE_MEMREF] results["result": INDEX]
        format "$memref attr-dict `:` type($memref)" traits(PURE) fold(fold::fold_rank)),
    op!("memref.realloc" operands["source": MEMREF_1D, "dynamicResultSize?": INDEX] results["result": MEMREF_1D]
        attrs["alignment?": ALIGNMENT]
        format "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)"
        verify(verify_realloc) effects_on(&[frees(0), allocates(0)]) canonicalize(&[&fold::SimplifyDeadAlloc])),
    op!("memref.reinterpret_cast" declare(&REINTERPRET_CAST)
        can_print(|ir, op| ods::can_print(ir, op) && static_lists_fit(ir, op, &REINTERPRET_CAST, &INDEX_LISTS[..3]))
        traits(PURE) fold(fold::fold_reinterpret_cast)
        canonicalize(&[&fold::ReinterpretCastOfExtractStridedMetadata, &fold::ReinterpretCastConstantFolder])),
    op!("memref.reshape" operands["source": BASE_MEMREF, "shape": SHAPE_1D] results["result": BASE_MEMREF]
        format "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)" verify(verify_reshape)
        effects_on(&[reads(1)])),
    op!("memref.store" operands["value": ANY_TYPE, "memref": MEMREF, "indices*": INDEX]
        attrs["nontemporal?": NONTEMPORAL, "alignment?": ALIGNMENT]
        format "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"
        infer[element_type_of("value", "memref", "type of 'value' matches element type of 'memref'")]
        verify(|v, op| {
            if v.ir.operands(op).len() - 2 != rank_of(v.ir, op, 1) {
                v.err(op, "store index operand count not equal to memref rank");
            }
        })
        effects_on(&[writes(1)]) fold(fold::fold_store)),
    op!("memref.subview" declare(&SUBVIEW)
        can_print(|ir, op| ods::can_print(ir, op) && static_lists_fit(ir, op, &SUBVIEW, &INDEX_LISTS[..3]))
        traits(PURE) fold(fold::fold_subview)
        canonicalize(&[&fold::SubViewConstantArgumentFolder, &fold::SubViewOfCast, &fold::TrivialSubView])),
    op!("memref.transpose" operands["in": STRIDED] results["result": STRIDED] attrs["permutation": AFFINE_MAP]
        format "$in $permutation attr-dict `:` type($in) `to` type(results)" verify(verify_transpose)
        traits(PURE) fold(fold::fold_transpose)),
    op!("memref.view" operands["source": BYTES_1D, "byte_shift": INDEX, "sizes*": INDEX] results["result": MEMREF]
        format "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)"
        verify(verify_view) traits(PURE) fold(fold::fold_view)
        canonicalize(&[&fold::ViewShapeFolder, &fold::ViewOfCastOfAlloc])),
];

// ===== declarations =====

const fn memref_of(summary: &'static str, check: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint { summary, check, build: None, kind: None }
}
static BASE_MEMREF: TypeConstraint = memref_of("ranked or unranked memref of any type values", |c, t| c.is_memref(t));
/// A ranked memref, read as any type (the verifier names a non-memref).
static RANKED: TypeConstraint = TypeConstraint { kind: None, ..MEMREF };
static STRIDED: TypeConstraint =
    memref_of("strided memref of any type values", |c, t| strides_and_offset(c, t).is_some());
static STATIC_MEMREF: TypeConstraint = memref_of("statically shaped memref of any type values", |c, t| {
    ranked(c, t).is_some_and(|m| !m.shape.contains(&DYNAMIC))
});
static INT_OR_FLOAT: TypeConstraint = memref_of("signless integer or floating-point", int_or_float);
static MEMREF_OF_INT_OR_FLOAT: TypeConstraint =
    memref_of("memref of signless integer or floating-point values", |c, t| {
        ranked(c, t).is_some_and(|m| int_or_float(c, m.elem))
    });
static MEMREF_1D: TypeConstraint =
    memref_of("1D memref of any type values", |ctx, t| ranked(ctx, t).is_some_and(|m| m.shape.len() == 1));
static DIM_SOURCE: TypeConstraint =
    memref_of("unranked.memref of any type values or non-0-ranked.memref of any type values", |ctx, t| {
        match ctx.type_kind(t) {
            TypeKind::UnrankedMemRef { .. } => true,
            TypeKind::MemRef { shape, .. } => !shape.is_empty(),
            _ => false,
        }
    });
static SHAPE_1D: TypeConstraint = memref_of("1D memref of signless integer or index values", |ctx, t| {
    ranked(ctx, t).is_some_and(|m| m.shape.len() == 1 && (ctx.is_signless_int(m.elem) || ctx.is_index(m.elem)))
});
static BYTES_1D: TypeConstraint = memref_of("1D memref of 8-bit signless integer values", |ctx, t| {
    ranked(ctx, t)
        .is_some_and(|m| m.shape.len() == 1 && ctx.is_signless_int(m.elem) && ctx.int_width(m.elem) == Some(8))
});

fn int_or_float(ctx: &Context, t: Type) -> bool {
    ctx.is_signless_int(t) || ctx.is_float(t)
}

/// A 32-bit integer attribute written as a bare integer.
const fn i32_attr(summary: &'static str, check: fn(&Context, Attr) -> bool) -> AttrConstraint {
    AttrConstraint {
        parse: |p| {
            let t = p.ir.ctx.int_ty(32);
            p.parse_attr_typed(t)
        },
        print: |pr, a| match pr.ir.ctx.as_int(a) {
            Some(x) if i32_value(&pr.ir.ctx, a).is_some() => pr.w(&x.to_string()),
            _ => pr.attr(a),
        },
        ..dict_attr(summary, check)
    }
}
fn i32_value(ctx: &Context, a: Attr) -> Option<i128> {
    match ctx.attr_kind(a) {
        AttrKind::Int { ty, value } if ctx.is_signless_int(*ty) && ctx.int_width(*ty) == Some(32) => Some(*value),
        _ => None,
    }
}
static ALIGNMENT_I32: AttrConstraint = i32_attr("32-bit signless integer attribute whose value is positive", |c, a| {
    i32_value(c, a).is_some_and(|x| x > 0)
});
static LOCALITY: AttrConstraint =
    i32_attr("32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3", |c, a| {
        i32_value(c, a).is_some_and(|x| (0..=3).contains(&x))
    });

/// `AtomicRMWKindAttr`: an `i64` written as its case's keyword.
static ATOMIC_KIND: AttrConstraint = AttrConstraint {
    parse: |p| {
        let pos = p.tok.start;
        let kw = match p.tok.kind.clone() {
            Tok::BareId => Some(p.parse_any_keyword("kind")?),
            Tok::Str(s) => {
                p.bump();
                Some(String::from_utf8_lossy(&s).into_owned())
            }
            _ => None,
        };
        match kw.and_then(|k| ATOMIC_RMW_KINDS.iter().position(|&x| x == k)) {
            Some(k) => Ok(p.ir.ctx.i64_attr(k as i64)),
            None => p.err_at(pos, format!("custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [{}]", ATOMIC_RMW_KINDS.join(", "))),
        }
    },
    print: |pr, a| pr.w(atomic_kind(&pr.ir.ctx, a).unwrap_or("addf")),
    ..dict_attr(
        "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15",
        |c, a| atomic_kind(c, a).is_some(),
    )
};

fn atomic_kind(ctx: &Context, a: Attr) -> Option<&'static str> {
    match ctx.attr_kind(a) {
        AttrKind::Int { ty, value } if ctx.int_width(*ty) == Some(64) => {
            ATOMIC_RMW_KINDS.get(usize::try_from(*value).ok()?).copied()
        }
        _ => None,
    }
}

/// `IndexListArrayAttr` (`[[0, 1], [2]]`).
static REASSOCIATION: AttrConstraint = AttrConstraint {
    parse: |p| if p.is(&Tok::LSquare) { p.parse_attr() } else { p.err("expected '['") },
    ..dict_attr("Array of 64-bit integer array attributes", |c, a| reassociation_of(c, a).is_some())
};

/// `AffineMapAttr`, written as the bare map (or an alias).
static AFFINE_MAP: AttrConstraint = AttrConstraint {
    parse: |p| {
        let pos = p.tok.start;
        if !p.is(&Tok::Hash) {
            let m = p.parse_affine_map_body()?;
            return Ok(p.ir.ctx.affine_map_attr(m));
        }
        let a = p.parse_attr()?;
        if p.ir.ctx.as_affine_map(a).is_none() {
            return p.err_at(pos, "expected affine map");
        }
        Ok(a)
    },
    print: |pr, a| match pr.ir.ctx.as_affine_map(a) {
        Some(m) => pr.w(&m.to_string()),
        None => pr.attr(a),
    },
    ..dict_attr("AffineMap attribute", |c, a| c.as_affine_map(a).is_some())
};

static MEMREF_TYPE_ATTR: AttrConstraint =
    dict_attr("memref type attribute", |c, a| c.as_type(a).is_some_and(|t| ranked(c, t).is_some()));

/// The mixed static/dynamic lists: (operand group, static attribute).
const INDEX_LISTS: [(&str, &str); 4] = [
    ("offsets", "static_offsets"),
    ("sizes", "static_sizes"),
    ("strides", "static_strides"),
    ("output_shape", "static_output_shape"),
];

/// Whether each static list has one `kDynamic` entry per operand of its group (otherwise the
/// custom form would not say which operands go where).
fn static_lists_fit(ir: &Ir, op: Op, f: &OpFormat, lists: &[(&str, &str)]) -> bool {
    lists.iter().all(|&(group, attr)| {
        dense_array(ir, op, attr)
            .is_some_and(|s| s.iter().filter(|&&x| x == DYNAMIC).count() == operands_of(ir, op, f, group).len())
    })
}

static ALLOC: OpFormat = op_format!(
    operands["dynamicSizes*": INDEX, "symbolOperands*": INDEX] results["memref": MEMREF] attrs["alignment?": ALIGNMENT]
    format "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)" verify(verify_alloc)
);
static EXPAND_SHAPE: OpFormat = op_format!(
    operands["src": STRIDED, "output_shape*": INDEX] results["result": STRIDED]
    attrs["reassociation": REASSOCIATION, "static_output_shape": I64_ARRAY]
    format "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)"
    custom[DYNAMIC_INDEX_LIST] verify(verify_expand_shape)
);
static CAST: OpFormat = op_format!(
    operands["source": BASE_MEMREF] results["dest": BASE_MEMREF]
    format "$source attr-dict `:` type($source) `to` type($dest)"
    verify(|v, op| verify_cast_like(v, op, cast_compatible))
);
static MEMORY_SPACE_CAST: OpFormat =
    OpFormat { verify: Some(|v, op| verify_cast_like(v, op, memory_space_cast_compatible)), ..CAST };
static SUBVIEW: OpFormat = op_format!(
    operands["source": RANKED, "offsets*": INDEX, "sizes*": INDEX, "strides*": INDEX] results["result": RANKED]
    attrs["static_offsets": I64_ARRAY, "static_sizes": I64_ARRAY, "static_strides": I64_ARRAY]
    format "$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)"
    custom[DYNAMIC_INDEX_LIST] verify(verify_subview)
);
static REINTERPRET_CAST: OpFormat = op_format!(
    operands["source": BASE_MEMREF, "offsets*": INDEX, "sizes*": INDEX, "strides*": INDEX] results["result": STRIDED]
    attrs["static_offsets": I64_ARRAY, "static_sizes": I64_ARRAY, "static_strides": I64_ARRAY]
    format "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)"
    custom[DYNAMIC_INDEX_LIST] verify(verify_reinterpret_cast)
);

// ===== traits, effects and region interfaces =====
//
// As MLIR 22 declares them (checked with `mlir-opt-22 --test-side-effects`): accesses read or
// write the memref operand they name, allocations allocate their result (`alloca` on the
// automatic-allocation-scope resource, which is not modelled), views and metadata ops are
// pure, `dim` has no memory effect but is not always speculatable, `reshape` reads its shape
// operand, `prefetch` counts as a write of its memref, and `dma_start`/`dma_wait` declare no
// effects (unknown).

/// `memref.alloca_scope`: the parent enters the body, the body returns to the parent with
/// its terminator's operands as the results.
const ALLOCA_SCOPE_BRANCH: RegionBranchOpInterface = RegionBranchOpInterface {
    successors: |_, _, from, out| {
        out.push(if from == RegionPoint::Parent { RegionPoint::Region(0) } else { RegionPoint::Parent })
    },
    entry_operands: |_, _, _| 0..0,
    inputs: |ir, op, to| if to == RegionPoint::Parent { ir.results(op).to_vec() } else { vec![] },
};

/// A terminator forwarding all its operands.
const ALL_OPERANDS_FORWARDED: RegionBranchTerminatorOpInterface =
    RegionBranchTerminatorOpInterface { successor_operands: |ir, op, _| 0..ir.operands(op).len() };

/// Ops with MLIR's `AutomaticAllocationScope` trait (a `memref.alloca` needs one as ancestor).
pub const AUTOMATIC_ALLOCATION_SCOPES: &[&str] = &[
    "func.func",
    "memref.alloca_scope",
    "gpu.func",
    "gpu.launch",
    "llvm.func",
    "scf.for",
    "scf.forall",
    "scf.parallel",
    "affine.for",
    "affine.parallel",
    "async.execute",
];

/// `memref.atomic_rmw` kinds in the order of their integer values.
pub const ATOMIC_RMW_KINDS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf", "mins", "minu",
    "mulf", "muli", "ori", "xori",
];

// ===== types and layouts =====

/// The parts of a ranked memref type.
#[derive(Clone, Debug)]
pub struct MemRefTy {
    pub shape: Vec<i64>,
    pub elem: Type,
    pub layout: Option<Attr>,
    pub space: Option<Attr>,
}

/// The parts of `t` if it is a ranked memref.
pub fn ranked(ctx: &Context, t: Type) -> Option<MemRefTy> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, layout, space } => {
            Some(MemRefTy { shape: shape.clone(), elem: *elem, layout: *layout, space: *space })
        }
        _ => None,
    }
}

/// The memory space of a ranked or unranked memref (`Some(None)` for the default space).
pub fn memory_space(ctx: &Context, t: Type) -> Option<Option<Attr>> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { space, .. } | TypeKind::UnrankedMemRef { space, .. } => Some(*space),
        _ => None,
    }
}

// Strides and offsets of layouts live in `ir::layout`, shared with the LLVM translation; the
// public ones stay reachable from here.
pub use crate::ir::layout::{canonical_strides, is_identity_layout, strided_memref, strides_and_offset};
use crate::ir::layout::{layout_symbols, sat_add, sat_mul, strided_affine_map};

fn ty_s(ir: &Ir, t: Type) -> String {
    crate::syntax::printer::type_to_string(&ir.ctx, t)
}

fn attr_s(ir: &Ir, a: Attr) -> String {
    crate::syntax::printer::attr_to_string(&ir.ctx, a)
}

fn operand_ty(ir: &Ir, op: Op, i: usize) -> Option<Type> {
    ir.operands(op).get(i).map(|&v| ir.value_ty(v))
}

fn result_ty(ir: &Ir, op: Op, i: usize) -> Option<Type> {
    ir.results(op).get(i).map(|&v| ir.value_ty(v))
}

/// The rank of operand `i` (0 unless a ranked memref).
fn rank_of(ir: &Ir, op: Op, i: usize) -> usize {
    operand_ty(ir, op, i).and_then(|t| ir.ctx.shape(t)).map_or(0, |s| s.len())
}

/// Operand 0's and result 0's types, and their parts when both are ranked memrefs.
fn source_and_result(ir: &Ir, op: Op) -> Option<(Type, Type, MemRefTy, MemRefTy)> {
    let (a, b) = (operand_ty(ir, op, 0)?, result_ty(ir, op, 0)?);
    Some((a, b, ranked(&ir.ctx, a)?, ranked(&ir.ctx, b)?))
}

/// `different <what> specified for <a> type '<A>' and <b> type '<B>'` (an `emitError`).
fn different(v: &mut Verifier, op: Op, what: &str, (a, at): (&str, Type), (b, bt): (&str, Type)) {
    let (x, y) = (ty_s(v.ir, at), ty_s(v.ir, bt));
    err_plain(v, op, format!("different {what} specified for {a} type '{x}' and {b} type '{y}'"));
}

/// The text of `memref<shape x elem[, layout][, space]>`.
fn memref_text(ir: &Ir, shape: &[i64], elem: Type, layout: Option<String>, space: Option<Attr>) -> String {
    let dims: String = shape.iter().map(|&d| if d == DYNAMIC { "?x".to_string() } else { format!("{d}x") }).collect();
    let mut s = format!("memref<{dims}{}", ty_s(ir, elem));
    for part in layout.into_iter().chain(space.map(|sp| attr_s(ir, sp))) {
        s.push_str(", ");
        s.push_str(&part);
    }
    s.push('>');
    s
}

fn strided_text(strides: &[i64], offset: i64) -> String {
    let f = |x: i64| if x == DYNAMIC { "?".to_string() } else { x.to_string() };
    let mut s = format!("strided<[{}]", strides.iter().map(|&x| f(x)).collect::<Vec<_>>().join(", "));
    if offset != 0 {
        s.push_str(&format!(", offset: {}", f(offset)));
    }
    s.push('>');
    s
}

// ===== custom directives =====

/// `custom<AllocaScope>`: `[-> (types)] { body }`, the body's terminator implied
/// (`SingleBlockImplicitTerminator`).
fn parse_alloca_scope(p: &mut Parser, st: &mut OpState, slots: &mut Slots, _: &[&str]) -> PResult<()> {
    if p.optional(Tok::Arrow) {
        let tys = p.parse_function_result_types()?;
        slots.set_types("results", tys);
    }
    let r = p.parse_region(vec![], false)?;
    ensure_terminator(p, r, "memref.alloca_scope.return", st.loc);
    slots.set_region("bodyRegion", r);
    Ok(())
}

fn print_alloca_scope(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let rts = ir.result_types(op);
    if !rts.is_empty() {
        pr.w(" -> (");
        pr.types(&rts);
        pr.w(")");
    }
    pr.w(" ");
    pr.region(ir.regions(op)[0], false, !rts.is_empty());
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>`: `type [= uninitialized | <elements>]`, the
/// elements attribute written without its type (the memref's shape and element type).
fn parse_global_type(p: &mut Parser, st: &mut OpState, _: &mut Slots, _: &[&str]) -> PResult<()> {
    let t = p.parse_type()?;
    let Some(m) = ranked(&p.ir.ctx, t).filter(|m| !m.shape.contains(&DYNAMIC)) else {
        let msg = format!("type should be static shaped memref, but got '{}'", ty_s(p.ir, t));
        return custom_err(p, st, st.pos, &msg);
    };
    let ta = p.ir.ctx.type_attr(t);
    st.add_attr(p.ir, "type", ta);
    if !p.optional(Tok::Equal) {
        return Ok(());
    }
    let init = if p.parse_optional_keyword("uninitialized") {
        p.ir.ctx.unit_attr()
    } else {
        let tt = p.ir.ctx.ty(TypeKind::Tensor { shape: m.shape.clone(), elem: m.elem, encoding: None });
        let a = p.parse_attr_typed(tt)?;
        if !matches!(p.ir.ctx.attr_kind(a), AttrKind::Dense { .. } | AttrKind::DenseResource { .. }) {
            return custom_err(p, st, st.pos, "initial value should be a unit or elements attribute");
        }
        a
    };
    st.add_attr(p.ir, "initial_value", init);
    Ok(())
}

fn print_global_type(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    if let Some(t) = ir.attr(op, "type").and_then(|a| ir.ctx.as_type(a)) {
        pr.ty(t);
    }
    let Some(init) = ir.attr(op, "initial_value") else { return };
    pr.w(" = ");
    let ty = match ir.ctx.attr_kind(init) {
        AttrKind::Unit => return pr.w("uninitialized"),
        AttrKind::Dense { ty, .. } | AttrKind::DenseResource { ty, .. } => Some(*ty),
        _ => None,
    };
    let start = pr.out.len();
    pr.attr(init);
    if let Some(suffix) = ty.map(|t| format!(" : {}", ty_s(ir, t))) {
        if pr.out[start..].ends_with(&suffix) {
            let l = pr.out.len() - suffix.len();
            pr.out.truncate(l);
        }
    }
}

/// A bool attribute written as one of two keywords (`prefetch`'s `read`/`write`,
/// `instr`/`data`).
fn keyword_flag(p: &mut Parser, st: &mut OpState, attr: &str, kws: [&str; 2], msg: &str) -> PResult<()> {
    let kw = p.parse_any_keyword("keyword")?;
    let Some(i) = kws.iter().position(|&k| k == kw) else {
        return custom_err(p, st, st.pos, msg);
    };
    let a = p.ir.ctx.bool_attr(i == 1);
    st.add_attr(p.ir, attr.trim_start_matches('$'), a);
    Ok(())
}

fn print_keyword_flag(pr: &mut Printer, op: Op, attr: &str, kws: [&str; 2]) {
    let set = pr.ir.attr(op, attr.trim_start_matches('$')).and_then(|a| pr.ir.ctx.as_int(a)).is_some_and(|x| x != 0);
    pr.w(kws[usize::from(set)]);
}

/// `custom<DmaStart>`: `%src[idx], %dst[idx], %num, %tag[idx][, %stride, %per_stride] attr-dict
/// : src_type, dst_type, tag_type`.
fn parse_dma_start(p: &mut Parser, st: &mut OpState, slots: &mut Slots, _: &[&str]) -> PResult<()> {
    let mut uses = vec![];
    let mut lists = vec![];
    for (i, indexed) in [true, true, false, true].into_iter().enumerate() {
        if i > 0 {
            p.expect(Tok::Comma, "','")?;
        }
        uses.push(p.parse_operand()?);
        if indexed {
            p.expect(Tok::LSquare, "'['")?;
            let l = p.parse_operand_list()?;
            p.expect(Tok::RSquare, "']'")?;
            lists.push(l.len());
            uses.extend(l);
        }
    }
    let before = uses.len();
    while p.optional(Tok::Comma) {
        uses.push(p.parse_operand()?);
    }
    let strides = uses.len() - before;
    if strides != 0 && strides != 2 {
        return p.err_at(st.pos, "expected two stride related operands");
    }
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let tys = p.parse_type_list_no_parens()?;
    if tys.len() != 3 {
        return p.err_at(st.pos, "fewer/more types expected");
    }
    let idx = p.ir.ctx.index_ty();
    let n = |k: usize| std::iter::repeat_n(idx, k);
    let all: Vec<Type> = std::iter::once(tys[0])
        .chain(n(lists[0]))
        .chain([tys[1]])
        .chain(n(lists[1]))
        .chain([idx, tys[2]])
        .chain(n(lists[2] + strides))
        .collect();
    slots.set_operands("operands", uses);
    slots.set_types("operands", all);
    Ok(())
}

fn print_dma_start(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let ops = ir.operands(op);
    let Some((dst, num, tag, end)) = dma_start_layout(ir, op) else { return };
    for (i, (at, list)) in
        [(0, 1..dst), (dst, dst + 1..num), (num, num..num), (tag, tag + 1..end)].into_iter().enumerate()
    {
        if i > 0 {
            pr.w(", ");
        }
        pr.operand(ops[at]);
        if at != num {
            pr.w("[");
            pr.operands(&ops[list]);
            pr.w("]");
        }
    }
    if end < ops.len() {
        pr.w(", ");
        pr.operands(&ops[end..]);
    }
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    pr.types(&[ir.value_ty(ops[0]), ir.value_ty(ops[dst]), ir.value_ty(ops[tag])]);
}

/// Operand positions of a dma_start: (dst, num, tag, end of tag indices).
fn dma_start_layout(ir: &Ir, op: Op) -> Option<(usize, usize, usize, usize)> {
    let ops = ir.operands(op);
    let rank = |i: usize| {
        ops.get(i)
            .and_then(|&v| ir.ctx.shape(ir.value_ty(v)).filter(|_| ir.ctx.is_memref(ir.value_ty(v))))
            .map(|s| s.len())
    };
    let dst = 1 + rank(0)?;
    let num = dst + 1 + rank(dst)?;
    let tag = num + 1;
    let end = tag + 1 + rank(tag)?;
    (end == ops.len() || end + 2 == ops.len()).then_some((dst, num, tag, end))
}

// ===== op-specific verification =====

fn verify_alloc(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let mut ancestors = std::iter::successors(ir.parent_op(op), |&p| ir.parent_op(p));
    if ir.op_name(op) == "memref.alloca" && !ancestors.any(|p| AUTOMATIC_ALLOCATION_SCOPES.contains(&ir.op_name(p))) {
        v.err(op, "requires an ancestor op with AutomaticAllocationScope trait");
        return;
    }
    let Some(m) = result_ty(v.ir, op, 0).and_then(|t| ranked(v.ctx(), t)) else { return };
    let ndyn = m.shape.iter().filter(|&&d| d == DYNAMIC).count();
    let nsym = layout_symbols(v.ctx(), m.layout);
    let (dyns, syms) =
        (operands_of(v.ir, op, &ALLOC, "dynamicSizes").len(), operands_of(v.ir, op, &ALLOC, "symbolOperands").len());
    if dyns != ndyn {
        v.err(op, format!("incorrect number of dynamic sizes, has {dyns}, expected {ndyn}"));
    } else if syms != nsym {
        v.err(op, format!("symbol operand count does not equal memref symbol count: expected {nsym}, got {syms}"));
    }
}

fn verify_realloc(v: &mut Verifier, op: Op) {
    let Some((st, rt, s, r)) = source_and_result(v.ir, op) else { return };
    let (ss, rs) = (ty_s(v.ir, st), ty_s(v.ir, rt));
    let sized = v.ir.operands(op).len() == 2;
    if !is_identity_layout(v.ctx(), s.layout) {
        err_plain(v, op, format!("unsupported layout for source memref type '{ss}'"));
    } else if !is_identity_layout(v.ctx(), r.layout) {
        err_plain(v, op, format!("unsupported layout for result memref type '{rs}'"));
    } else if s.space != r.space {
        different(v, op, "memory spaces", ("source memref", st), ("result memref", rt));
    } else if s.elem != r.elem {
        different(v, op, "element types", ("source memref", st), ("result memref", rt));
    } else if r.shape.contains(&DYNAMIC) && !sized {
        err_plain(v, op, format!("missing dimension operand for result type '{rs}'"));
    } else if !r.shape.contains(&DYNAMIC) && sized {
        err_plain(v, op, format!("unnecessary dimension operand for result type '{rs}'"));
    }
}

/// `NoRegionArguments`, `SingleBlockImplicitTerminator<alloca_scope.return>`, and the types
/// the body returns (the declaration checks that there is one block).
fn verify_alloca_scope(v: &mut Verifier, op: Op) {
    const TERM: &str = "memref.alloca_scope.return";
    let ir = v.ir;
    let Some(b) = ir.entry_block(ir.regions(op)[0]) else { return };
    if !ir.args(b).is_empty() {
        return v.err(op, "region should have no arguments");
    }
    let Some(t) = ir.last_op(b) else {
        return v.err(op, "expects a non-empty block");
    };
    if ir.op_name(t) != TERM {
        return wrong_terminator(v, op, t, TERM);
    }
    let (got, want) = (ir.operand_types(t), ir.result_types(op));
    check_edge(v, op, t, "Operation memref.alloca_scope.return", "parent", &got, &want);
}

/// `SingleBlockImplicitTerminator<term>`'s error when the block ends with another op, `t`.
fn wrong_terminator(v: &mut Verifier, op: Op, t: Op, term: &str) {
    let n = v.ir.op_name(t).to_string();
    let note = format!("in custom textual format, the absence of terminator implies '{term}'");
    v.err_note(op, format!("expects regions to end with '{term}', found '{n}'"), t, note);
}

/// MLIR's `memref::CastOp::areCastCompatible`.
pub fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::MemRef { shape: sa, elem: ea, layout: la, space: pa },
            TypeKind::MemRef { shape: sb, elem: eb, layout: lb, space: pb },
        ) => {
            if ea != eb || pa != pb || sa.len() != sb.len() {
                return false;
            }
            if la != lb {
                let (Some((xs, xo)), Some((ys, yo))) = (strides_and_offset(ctx, a), strides_and_offset(ctx, b)) else {
                    return false;
                };
                let ok = |x: i64, y: i64| x == DYNAMIC || y == DYNAMIC || x == y;
                if xs.len() != ys.len() || !ok(xo, yo) || xs.iter().zip(&ys).any(|(&x, &y)| !ok(x, y)) {
                    return false;
                }
            }
            sa.iter().zip(sb).all(|(&x, &y)| x == DYNAMIC || y == DYNAMIC || x == y)
        }
        (TypeKind::UnrankedMemRef { .. }, TypeKind::UnrankedMemRef { .. }) => false,
        _ => match (ctx.is_memref(a), ctx.is_memref(b)) {
            (true, true) => ctx.elem_ty(a) == ctx.elem_ty(b) && memory_space(ctx, a) == memory_space(ctx, b),
            _ => false,
        },
    }
}

fn verify_cast_like(v: &mut Verifier, op: Op, compatible: fn(&Context, Type, Type) -> bool) {
    let ir = v.ir;
    let (Some(a), Some(b)) = (operand_ty(ir, op, 0), result_ty(ir, op, 0)) else { return };
    if !compatible(&ir.ctx, a, b) {
        let (x, y) = (ty_s(ir, a), ty_s(ir, b));
        v.err(op, format!("operand type '{x}' and result type '{y}' are cast incompatible"));
    }
}

fn memory_space_cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    match (ctx.type_kind(a), ctx.type_kind(b)) {
        (
            TypeKind::MemRef { shape: sa, elem: ea, layout: la, .. },
            TypeKind::MemRef { shape: sb, elem: eb, layout: lb, .. },
        ) => ea == eb && la == lb && sa == sb,
        (TypeKind::UnrankedMemRef { elem: ea, .. }, TypeKind::UnrankedMemRef { elem: eb, .. }) => ea == eb,
        _ => false,
    }
}

fn verify_copy(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ts = ir.operand_types(op);
    if let (Some(a), Some(b)) = (ir.ctx.shape(ts[0]), ir.ctx.shape(ts[1])) {
        if a.len() != b.len() || a.iter().zip(b).any(|(&x, &y)| x != DYNAMIC && y != DYNAMIC && x != y) {
            v.err(op, "requires the same shape for all operands");
            return;
        }
    }
    if ir.ctx.elem_ty(ts[0]) != ir.ctx.elem_ty(ts[1]) {
        v.err(op, "requires the same element type for all operands");
    }
}

/// The dynamic operands of the offsets, sizes and strides of a subview or reinterpret_cast.
fn oss_operands<'a>(ir: &'a Ir, op: Op, f: &OpFormat) -> [&'a [Value]; 3] {
    [0, 1, 2].map(|i| operands_of(ir, op, f, INDEX_LISTS[i].0))
}

fn verify_subview(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some((bt, rt, base, res)) = source_and_result(ir, op) else { return };
    let rank = base.shape.len();
    let Some([offs, sizes, strides]) = verify_offsets_sizes_strides(v, op, [rank; 3], oss_operands(ir, op, &SUBVIEW))
    else {
        return;
    };
    let (bs, rs) = (ty_s(ir, bt), ty_s(ir, rt));
    if base.space != res.space {
        return different(v, op, "memory spaces", ("base memref", bt), ("subview memref", rt));
    }
    let Some((src_strides, src_offset)) = strides_and_offset(&ir.ctx, bt) else {
        return err_plain(v, op, format!("base type '{bs}' is not strided"));
    };
    // The result type without rank reduction.
    let off = offs.iter().zip(&src_strides).fold(src_offset, |acc, (&o, &s)| sat_add(acc, sat_mul(o, s)));
    let exp_strides: Vec<i64> = src_strides.iter().zip(&strides).map(|(&a, &b)| sat_mul(a, b)).collect();
    let exp = memref_text(ir, &sizes, base.elem, Some(strided_text(&exp_strides, off)), base.space);
    let expected =
        |why: &str| format!("expected result type to be '{exp}' or a rank-reduced version. ({why}), but got '{rs}'");
    let msg = if res.shape.len() > sizes.len() {
        format!("expected result rank to be smaller or equal to the source rank, but got '{rs}'")
    } else if rank_reduction_mask(&sizes, &res.shape).is_none() {
        expected("mismatch of result sizes")
    } else if base.elem != res.elem {
        format!("expected result element type to be '{}', but got '{rs}'", ty_s(ir, base.elem))
    } else if !strides_and_offset(&ir.ctx, rt).is_some_and(|(res_strides, res_offset)| {
        // Which dimensions were dropped (strides of unit dimensions disambiguate).
        res_offset == off
            && reduction_mask_from_strides(&sizes, &exp_strides, &res.shape, &res_strides).is_some_and(|unused| {
                let kept = exp_strides.iter().zip(&unused).filter(|(_, &u)| !u).map(|(&s, _)| s);
                kept.eq(res_strides.iter().copied())
            })
    }) {
        expected("mismatch of result layout")
    } else if let Some(msg) = slice_out_of_bounds(&base.shape, &offs, &sizes, &strides) {
        msg
    } else {
        return;
    };
    err_plain(v, op, msg);
}

/// `computeMemRefRankReductionMask` on the expected (non-reduced) type given by its sizes and
/// strides and the result type's shape and strides.
fn reduction_mask_from_strides(
    sizes: &[i64],
    strides: &[i64],
    res_shape: &[i64],
    res_strides: &[i64],
) -> Option<Vec<bool>> {
    if sizes.len() == res_shape.len() {
        return Some(vec![false; sizes.len()]);
    }
    let mut unused: Vec<bool> = sizes.iter().map(|&s| s == 1).collect();
    let count = |u: &[bool]| u.iter().filter(|&&b| b).count();
    if count(&unused) + res_shape.len() == sizes.len() {
        return Some(unused);
    }
    let occurrences = |v: &[i64]| {
        let mut m = std::collections::BTreeMap::new();
        for &x in v {
            *m.entry(x).or_insert(0usize) += 1;
        }
        m
    };
    let mut unaccounted = occurrences(strides);
    let cand = occurrences(res_strides);
    for (d, dropped) in unused.iter_mut().enumerate().filter(|(_, u)| **u) {
        let s = strides[d];
        let (u, c) = (unaccounted.get(&s).copied().unwrap_or(0), cand.get(&s).copied().unwrap_or(0));
        match u.cmp(&c) {
            std::cmp::Ordering::Greater => _ = unaccounted.insert(s, u - 1),
            std::cmp::Ordering::Equal => *dropped = false,
            std::cmp::Ordering::Less => return None,
        }
    }
    (count(&unused) + res_shape.len() == sizes.len()).then_some(unused)
}

fn verify_reinterpret_cast(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (Some(st), Some(rt)) = (operand_ty(ir, op, 0), result_ty(ir, op, 0)) else { return };
    let Some(res) = ranked(&ir.ctx, rt) else { return };
    let rank = res.shape.len();
    let Some([offs, sizes, strides]) =
        verify_offsets_sizes_strides(v, op, [1, rank, rank], oss_operands(ir, op, &REINTERPRET_CAST))
    else {
        return;
    };
    if memory_space(&ir.ctx, st) != Some(res.space) {
        return different(v, op, "memory spaces", ("source", st), ("result memref", rt));
    }
    if ir.ctx.elem_ty(st) != res.elem {
        return different(v, op, "element types", ("source", st), ("result memref", rt));
    }
    let f = |x: i64| if x == DYNAMIC { "dynamic".to_string() } else { x.to_string() };
    let mismatch = |r: &[i64], e: &[i64]| r.iter().zip(e).position(|(&r, &e)| r != DYNAMIC && r != e);
    if let Some(i) = mismatch(&res.shape, &sizes) {
        let msg = format!("expected result type with size = {} instead of {} in dim = {i}", f(sizes[i]), res.shape[i]);
        return err_plain(v, op, msg);
    }
    let Some((rstrides, roff)) = strides_and_offset(&ir.ctx, rt) else {
        return err_plain(v, op, format!("expected result type to have strided layout but found '{}'", ty_s(ir, rt)));
    };
    if mismatch(&[roff], &offs).is_some() {
        return err_plain(v, op, format!("expected result type with offset = {} instead of {roff}", f(offs[0])));
    }
    if let Some(i) = mismatch(&rstrides, &strides) {
        let msg =
            format!("expected result type with stride = {} instead of {} in dim = {i}", f(strides[i]), rstrides[i]);
        err_plain(v, op, msg);
    }
}

fn verify_reshape(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (Some(st), Some(sh), Some(rt)) = (operand_ty(ir, op, 0), operand_ty(ir, op, 1), result_ty(ir, op, 0)) else {
        return;
    };
    let len = ranked(&ir.ctx, sh).and_then(|m| m.shape.first().copied()).unwrap_or(DYNAMIC);
    let msg = if ir.ctx.elem_ty(st) != ir.ctx.elem_ty(rt) {
        "element types of source and destination memref types should be the same"
    } else if ranked(&ir.ctx, st).is_some_and(|s| !is_identity_layout(&ir.ctx, s.layout)) {
        "source memref type should have identity affine map"
    } else if let Some(r) = ranked(&ir.ctx, rt) {
        if !is_identity_layout(&ir.ctx, r.layout) {
            "result memref type should have identity affine map"
        } else if len == DYNAMIC {
            "cannot use shape operand with dynamic length to reshape to statically-ranked memref type"
        } else if len != r.shape.len() as i64 {
            "length of shape operand differs from the result's memref rank"
        } else {
            return;
        }
    } else {
        return;
    };
    v.err(op, msg);
}

fn verify_view(v: &mut Verifier, op: Op) {
    let n = v.ir.operands(op).len() - 2;
    let Some((bt, rt, b, r)) = source_and_result(v.ir, op) else { return };
    let ndyn = r.shape.iter().filter(|&&d| d == DYNAMIC).count();
    if n != ndyn {
        v.err(op, format!("incorrect number of dynamic sizes, has {n}, expected {ndyn}"));
    } else if !is_identity_layout(v.ctx(), b.layout) {
        err_plain(v, op, format!("unsupported map for base memref type '{}'", ty_s(v.ir, bt)));
    } else if !is_identity_layout(v.ctx(), r.layout) {
        err_plain(v, op, format!("unsupported map for result memref type '{}'", ty_s(v.ir, rt)));
    } else if b.space != r.space {
        different(v, op, "memory spaces", ("base memref", bt), ("view memref", rt));
    }
}

fn verify_global(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(t) = ir.attr(op, "type").and_then(|a| ir.ctx.as_type(a)) else { return };
    let Some(m) = ranked(&ir.ctx, t).filter(|m| !m.shape.contains(&DYNAMIC)) else {
        return v.err(op, format!("type should be static shaped memref, but got '{}'", ty_s(ir, t)));
    };
    let Some(init) = ir.attr(op, "initial_value") else { return };
    let ity = match ir.ctx.attr_kind(init) {
        AttrKind::Unit => return,
        AttrKind::Dense { ty, .. } | AttrKind::DenseResource { ty, .. } => *ty,
        _ => {
            let s = attr_s(ir, init);
            return v.err(op, format!("initial value should be a unit or elements attribute, but got {s}"));
        }
    };
    let ie = ir.ctx.elem_ty(ity);
    let ishape = ir.ctx.shape(ity).unwrap_or_default();
    if ie != m.elem {
        let (a, b) = (ty_s(ir, m.elem), ty_s(ir, ie));
        v.err(op, format!("initial value element expected to be of type '{a}', but was of type '{b}'"));
    } else if ishape != m.shape {
        let f = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
        v.err(op, format!("initial value shape expected to be {} but was {}", f(&m.shape), f(ishape)));
    }
}

fn verify_get_global(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some((root, _)) = ir.attr(op, "name").and_then(|a| ir.ctx.as_symbol_ref(a)) else { return };
    let n = ir.ctx.str(root).to_string();
    let Some(g) = v.lookup_symbol(symbol_table_of(ir, op), root, &[]).filter(|&g| ir.op_name(g) == "memref.global")
    else {
        return v.err(op, format!("'{n}' does not reference a valid global memref"));
    };
    let gt = ir.attr(g, "type").and_then(|a| ir.ctx.as_type(a));
    let Some(rt) = result_ty(ir, op, 0) else { return };
    if gt != Some(rt) {
        let gs = gt.map(|t| ty_s(ir, t)).unwrap_or_default();
        v.err(op, format!("result type '{}' does not match type '{gs}' of the global memref @{n}", ty_s(ir, rt)));
    }
}

/// The reassociation groups of an `IndexListArrayAttr`.
pub(crate) fn reassociation_of(ctx: &Context, a: Attr) -> Option<Vec<Vec<i64>>> {
    let i64_of = |x: Attr| match ctx.attr_kind(x) {
        AttrKind::Int { ty, value } if ctx.is_signless_int(*ty) && ctx.int_width(*ty) == Some(64) => {
            i64::try_from(*value).ok()
        }
        _ => None,
    };
    ctx.as_array(a)?.iter().map(|&g| ctx.as_array(g)?.iter().map(|&x| i64_of(x)).collect()).collect()
}

/// The source and result of an expand_shape or collapse_shape, and the reassociation.
fn reshape_parts(ir: &Ir, op: Op) -> Option<(Type, MemRefTy, MemRefTy, Vec<Vec<i64>>)> {
    let (st, _, s, r) = source_and_result(ir, op)?;
    Some((st, s, r, reassociation_of(&ir.ctx, ir.attr(op, "reassociation")?)?))
}

/// MLIR's `verifyCollapsedShape` (memref wording).
fn verify_collapsed_shape(v: &mut Verifier, op: Op, collapsed: &[i64], expanded: &[i64], re: &[Vec<i64>]) -> bool {
    if collapsed.len() != re.len() {
        v.err(op, format!("invalid number of reassociation groups: found {}, expected {}", re.len(), collapsed.len()));
        return false;
    }
    let mut next = 0i64;
    for (cd, group) in re.iter().enumerate() {
        let mut found_dynamic = false;
        for &ed in group {
            if ed != next {
                v.err(op, "reassociation indices must be contiguous");
                return false;
            }
            next += 1;
            if ed < 0 || ed as usize >= expanded.len() {
                v.err(op, format!("reassociation index {ed} is out of bounds"));
                return false;
            }
            if expanded[ed as usize] == DYNAMIC {
                found_dynamic = true;
            }
        }
        if (collapsed[cd] == DYNAMIC) != found_dynamic {
            v.err(op, format!("collapsed dim ({cd}) must be dynamic if and only if reassociation group is dynamic"));
            return false;
        }
        if !found_dynamic {
            let size = group.iter().fold(1i64, |acc, &d| sat_mul(acc, expanded[d as usize]));
            if size != collapsed[cd] {
                v.err(
                    op,
                    format!("collapsed dim size ({}) must equal reassociation group size ({size})", collapsed[cd]),
                );
                return false;
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|&d| d != 1) {
            v.err(op, "rank 0 memrefs can only be extended/collapsed with/from ones");
            return false;
        }
    } else if next != expanded.len() as i64 {
        v.err(
            op,
            format!("expanded rank ({}) inconsistent with number of reassociation indices ({next})", expanded.len()),
        );
        return false;
    }
    true
}

/// The `(strides, offset)` a layout is exactly (`None`: the identity).
fn layout_is(ctx: &Context, m: &MemRefTy, want: &Option<(Vec<i64>, i64)>) -> bool {
    match (want, m.layout.map(|a| ctx.attr_kind(a))) {
        (None, None) => true,
        (Some((s, o)), Some(AttrKind::Strided { offset, strides })) => s == strides && o == offset,
        _ => false,
    }
}

/// The checks an expand_shape and a collapse_shape share once the expected layout is known:
/// the result is the expected `memref<shape x elem, layout, space>`.
fn check_reshaped(
    v: &mut Verifier,
    op: Op,
    what: &str,
    src: &MemRefTy,
    res: &MemRefTy,
    expected: Option<(Vec<i64>, i64)>,
) -> bool {
    let ir = v.ir;
    if src.elem == res.elem && src.space == res.space && layout_is(&ir.ctx, res, &expected) {
        return true;
    }
    let layout = expected.map(|(s, o)| strided_text(&s, o));
    let e = memref_text(ir, &res.shape, src.elem, layout, src.space);
    let r = result_ty(ir, op, 0).map(|t| ty_s(ir, t)).unwrap_or_default();
    v.err(op, format!("expected {what} type to be '{e}' but found '{r}'"));
    false
}

fn verify_expand_shape(v: &mut Verifier, op: Op) {
    let Some((st, src, res, re)) = reshape_parts(v.ir, op) else { return };
    let ir = v.ir;
    let static_shape = dense_array(ir, op, "static_output_shape").unwrap_or_default();
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 > r1 {
        return v
            .err(op, format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."));
    }
    if !verify_collapsed_shape(v, op, &src.shape, &res.shape, &re) {
        return;
    }
    let expected = if is_identity_layout(&ir.ctx, src.layout) {
        None
    } else {
        let Some((ss, so)) = strides_and_offset(&ir.ctx, st) else {
            return v.err(op, "invalid source layout map");
        };
        // Each group's last dimension keeps the source stride; the others multiply it by the
        // sizes after them (the groups are contiguous and in bounds: checked above).
        let mut strides = vec![1; res.shape.len()];
        for (group, &stride) in re.iter().zip(&ss) {
            let mut cur = stride;
            for &d in group.iter().rev() {
                strides[d as usize] = cur;
                cur = sat_mul(cur, res.shape[d as usize]);
            }
        }
        Some((strides, so))
    };
    if !check_reshaped(v, op, "expanded", &src, &res, expected) {
        return;
    }
    let ndyn = static_shape.iter().filter(|&&x| x == DYNAMIC).count();
    let nops = ir.operands(op).len() - 1;
    if static_shape.len() != res.shape.len() {
        v.err(op, format!("expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead", res.shape.len(), static_shape.len()));
    } else if nops != ndyn {
        v.err(op, format!("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {ndyn} dynamic dims while output_shape has {nops} values"));
    } else if let Some(pos) = res.shape.iter().zip(&static_shape).position(|(&r, &s)| r != DYNAMIC && r != s) {
        v.err(op, format!("invalid output shape provided at pos {pos}"));
    }
}

fn verify_collapse_shape(v: &mut Verifier, op: Op) {
    let Some((st, src, res, re)) = reshape_parts(v.ir, op) else { return };
    let ir = v.ir;
    let (r0, r1) = (src.shape.len(), res.shape.len());
    if r0 < r1 {
        return v.err(op, format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."));
    }
    if !verify_collapsed_shape(v, op, &res.shape, &src.shape, &re) {
        return;
    }
    let expected = if is_identity_layout(&ir.ctx, src.layout) {
        None
    } else if let Some(l) =
        strides_and_offset(&ir.ctx, st).and_then(|(ss, so)| collapsed_layout(&src.shape, &ss, so, &re))
    {
        Some(l)
    } else {
        return v.err(op, "invalid source layout map or collapsing non-contiguous dims");
    };
    check_reshaped(v, op, "collapsed", &src, &res, expected);
}

/// MLIR's `computeCollapsedLayoutMap` (non-strict).
pub(crate) fn collapsed_layout(
    shape: &[i64],
    strides: &[i64],
    offset: i64,
    re: &[Vec<i64>],
) -> Option<(Vec<i64>, i64)> {
    let mut res = vec![];
    for group in re {
        let mut r: &[i64] = group;
        while r.len() > 1 && shape.get(*r.last()? as usize) == Some(&1) {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        if shape.get(last).copied()? != DYNAMIC || r.len() == 1 {
            res.push(*strides.get(last)?);
        } else {
            res.push(DYNAMIC);
        }
    }
    for (gi, group) in re.iter().enumerate().rev() {
        let mut stride = res[gi];
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = sat_mul(stride, *shape.get(idx)?);
            if *shape.get(idx - 1)? == 1 {
                continue;
            }
            let src = *strides.get(idx - 1)?;
            if stride != DYNAMIC && src != DYNAMIC && stride != src {
                return None;
            }
        }
    }
    Some((res, offset))
}

/// The permutation a map encodes (`results[i]` is `d(perm[i])`), if it is one.
fn as_permutation(m: &AffineMap) -> Option<Vec<usize>> {
    let dims = m.results.iter().map(|e| match e {
        AffineExpr::Dim(d) => Some(*d as usize),
        _ => None,
    });
    let perm: Vec<usize> = dims.collect::<Option<_>>()?;
    let mut sorted = perm.clone();
    sorted.sort_unstable();
    (m.syms == 0 && sorted.into_iter().eq(0..m.dims as usize)).then_some(perm)
}

fn verify_transpose(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(m) = ir.attr(op, "permutation").and_then(|a| ir.ctx.as_affine_map(a)) else { return };
    let Some(perm) = as_permutation(m) else {
        return v.err(op, "expected a permutation map");
    };
    let Some((st, rt, src, res)) = source_and_result(ir, op) else { return };
    if perm.len() != src.shape.len() {
        return v.err(op, "expected a permutation map of same rank as the input");
    }
    let Some((ss, so)) = strides_and_offset(&ir.ctx, st) else { return };
    let shape: Vec<i64> = perm.iter().map(|&d| src.shape[d]).collect();
    let strides: Vec<i64> = perm.iter().map(|&d| ss[d]).collect();
    if res.shape == shape
        && res.elem == src.elem
        && res.space == src.space
        && strides_and_offset(&ir.ctx, rt) == Some((strides.clone(), so))
    {
        return;
    }
    let layout = (so != 0 || strides != canonical_strides(&shape))
        .then(|| format!("affine_map<{}>", strided_affine_map(&strides, so)));
    let want = memref_text(ir, &shape, src.elem, layout, src.space);
    let rs = ty_s(ir, rt);
    v.err(op, format!("result type '{rs}' is not equivalent to the canonical transposed input type '{want}'"));
}

fn verify_extract_strided_metadata(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(src) = operand_ty(ir, op, 0).and_then(|t| ranked(&ir.ctx, t)) else { return };
    let rs = ir.result_types(op);
    let rank = src.shape.len();
    let base = memref_text(ir, &[], src.elem, None, src.space);
    let is_base = |t: Type| matches!(ir.ctx.type_kind(t), TypeKind::MemRef { shape, elem, layout: None, space } if shape.is_empty() && *elem == src.elem && *space == src.space);
    if rs.len() == 2 + 2 * rank && is_base(rs[0]) && rs[1..].iter().all(|&t| ir.ctx.is_index(t)) {
        return;
    }
    let want: Vec<String> = std::iter::once(base.clone())
        .chain(std::iter::repeat_n("index".into(), 1 + 2 * rank))
        .map(|s| format!("'{s}'"))
        .collect();
    let got: Vec<String> = rs.iter().map(|&t| format!("'{}'", ty_s(ir, t))).collect();
    let (want, got) = (want.join(", "), got.join(", "));
    v.err(op, format!("inferred type(s) {want} are incompatible with return type(s) of operation {got}"));
    v.err(op, "failed to infer returned types");
}

fn verify_atomic_rmw(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (Some(kind), Some(vt)) = (ir.attr(op, "kind").and_then(|a| atomic_kind(&ir.ctx, a)), operand_ty(ir, op, 0))
    else {
        return;
    };
    if rank_of(ir, op, 1) != ir.operands(op).len() - 2 {
        return v.err(op, "expects the number of subscripts to be equal to memref rank");
    }
    match kind {
        "addf" | "maximumf" | "minimumf" | "mulf" if !ir.ctx.is_float(vt) => {
            v.err(op, format!("with kind '{kind}' expects a floating-point type"))
        }
        "addi" | "maxs" | "maxu" | "mins" | "minu" | "muli" | "ori" | "xori" | "andi" if !ir.ctx.is_int(vt) => {
            v.err(op, format!("with kind '{kind}' expects an integer type"))
        }
        _ => {}
    }
}

fn verify_generic_atomic_rmw(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (r, Some(rt)) = (ir.regions(op)[0], result_ty(ir, op, 0)) else { return };
    let Some(b) = ir.entry_block(r).filter(|&b| ir.args(b).len() == 1) else {
        return v.err(op, "expected single number of entry block arguments");
    };
    if ir.value_ty(ir.args(b)[0]) != rt {
        return v.err(op, "expected block argument of the same type result type");
    }
    if let Some(o) = ir.blocks(r).flat_map(|blk| ir.ops(blk)).find(|&o| !ir.is_memory_effect_free(o)) {
        let msg = "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects";
        return v.diags.push(crate::diag::Diagnostic::error(ir.loc(o), msg));
    }
    const TERM: &str = "memref.atomic_yield";
    if let Some(t) = ir.last_op(b).filter(|&t| ir.num_blocks(r) == 1 && ir.op_name(t) != TERM) {
        wrong_terminator(v, op, t, TERM);
    }
}

fn verify_atomic_yield(v: &mut Verifier, op: Op) {
    if !parent_is(v, op, &["memref.generic_atomic_rmw"]) {
        return;
    }
    let ir = v.ir;
    let (Some(pt), Some(t)) = (ir.parent_op(op).and_then(|p| result_ty(ir, p, 0)), operand_ty(ir, op, 0)) else {
        return;
    };
    if pt != t {
        let (a, b) = (ty_s(ir, t), ty_s(ir, pt));
        v.err(op, format!("types mismatch between yield op: '{a}' and its parent: '{b}'"));
    }
}

fn verify_dma_start(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let ops = ir.operands(op);
    let n = ops.len();
    if n < 4 {
        return v.err(op, "expected at least 4 operands");
    }
    let rank = |i: usize| ops.get(i).and_then(|&x| ranked(&ir.ctx, ir.value_ty(x))).map(|m| m.shape.len());
    let all_index = |r: std::ops::Range<usize>| ops[r].iter().all(|&x| ir.ctx.is_index(ir.value_ty(x)));
    // The memrefs in order (source, destination, tag), each followed by its indices; the
    // number of elements sits between the destination's indices and the tag.
    let mut at = 0;
    let mut expected = 4;
    for (i, what) in ["source", "destination", "tag"].into_iter().enumerate() {
        let Some(r) = rank(at) else {
            return v.err(op, format!("expected {what} to be of memref type"));
        };
        expected += r;
        if n < expected {
            return v.err(op, format!("expected at least {expected} operands"));
        }
        if !all_index(at + 1..at + 1 + r) {
            return v.err(op, format!("expected {what} indices to be of index type"));
        }
        at += 1 + r;
        if i == 1 {
            if !ir.ctx.is_index(ir.value_ty(ops[at])) {
                return v.err(op, "expected num elements to be of index type");
            }
            at += 1;
        }
    }
    if n != expected && n != expected + 2 {
        v.err(op, "incorrect number of operands");
    } else if n == expected + 2 && !all_index(expected..n) {
        v.err(op, "expected stride and num elements per stride to be of type index");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_reduction() {
        assert_eq!(reduction_mask_from_strides(&[1, 4, 1], &[4, 1, 1], &[4], &[1]), Some(vec![true, false, true]));
        assert_eq!(
            reduction_mask_from_strides(&[1, 1, 4], &[16, 4, 1], &[1, 4], &[4, 1]),
            Some(vec![true, false, false])
        );
    }
}
