//! The `llvm` dialect as input: the ops, types and attributes that upstream's
//! `convert-*-to-llvm` passes produce, so that `mlir-opt`'s fully lowered output compiles.
//!
//! Types: `!llvm.ptr`, `!llvm.ptr<N>`, literal `!llvm.struct<([packed] ...)>`,
//! `!llvm.array<N x T>`, `!llvm.func<R (T, ...)>` and `!llvm.void` are typed
//! (`TypeKind::Llvm*`, parsed by `parse_type` here, printed by `ir::display`); other `llvm`
//! types (identified structs, `!llvm.token`, ...) stay dialect text. Attributes
//! (`#llvm.fastmath<...>`, `#llvm.linkage<...>`, `#llvm.cconv<...>`, ...) are enum attributes (`ir::enums`).
//!
//! Properties are upstream's, with their defaults set by the custom parsers, so that the
//! generic form prints as `mlir-opt --mlir-print-op-generic` does: integer flags
//! (`overflowFlags`, GEP `noWrapFlags`) are `i32`, enums (`predicate`, `ordering`, `bin_op`)
//! `i64`, unit flags (`isExact`, `isDisjoint`, `nonNeg`, `volatile_`) units.
//!
//! Every op is declared through ods (irregular parts as `custom<>` directives: GEP indices,
//! operand bundles, the element type of `insertvalue`/`extractvalue`, the case list of
//! `llvm.switch` shared with `cf.switch`, and the hand-written syntax upstream gives
//! `llvm.func` (its signature `func.func`'s), `llvm.call` and `llvm.mlir.global`); the
//! intrinsics upstream prints in the generic form only are `generic_only` declarations.

use super::common::*;
use super::ods::*;
use super::{cf, OpSpec, AUTOMATIC_ALLOCATION_SCOPE, CONSTANT_LIKE, ISOLATED, PURE, RETURN_LIKE, SYMBOL, TERMINATOR};
use crate::dialects::ods::op;
use crate::ir::interfaces::BranchOpInterface;
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser};
use crate::syntax::printer::Printer;

// ----- types -----

/// Parses the `llvm` type named `!llvm.<kw>` (the `!llvm.` token consumed), or `None` when it
/// is not one of the typed ones (the caller keeps it as dialect text).
pub fn parse_type(p: &mut Parser, pos: usize, kw: &str) -> PResult<Option<Type>> {
    if !matches!(kw, "ptr" | "struct" | "array" | "func" | "void") {
        // The other types upstream knows stay text; any other name is an error, as upstream.
        if matches!(kw, "ppc_fp128" | "x86_amx" | "token" | "label" | "metadata" | "target") {
            return Ok(None);
        }
        return p.err_at(pos + "!llvm.".len(), format!("unknown LLVM type: {kw}"));
    }
    // As upstream, an unbalanced body is an error before the type's own syntax is read.
    if p.is(&Tok::Less) {
        let save = p.tok.start;
        p.parse_dialect_body()?;
        p.reset_to(save);
    }
    if kw == "struct" && p.is(&Tok::Less) {
        // Identified structs (`struct<"name", ...>`) stay text.
        let save = p.tok.start;
        p.bump();
        let identified = matches!(p.tok.kind, Tok::Str(_));
        p.reset_to(save);
        if identified {
            return Ok(None);
        }
    }
    parse_body(p, pos, kw).map(Some)
}

/// The body of an `llvm` type after its keyword.
fn parse_body(p: &mut Parser, pos: usize, kw: &str) -> PResult<Type> {
    match kw {
        "ptr" => {
            let mut space = 0u32;
            if p.is(&Tok::Less) && !p.is_space_before(p.tok.start) {
                p.bump();
                space = p.parse_u64("expected address space")? as u32;
                p.expect(Tok::Greater, "'>'")?;
            }
            Ok(p.ir.ctx.ty(TypeKind::LlvmPtr { space }))
        }
        "void" => Ok(p.ir.ctx.ty(TypeKind::LlvmVoid)),
        "struct" => {
            p.expect(Tok::Less, "'<'")?;
            let packed = p.parse_optional_keyword("packed");
            let mut elems = vec![];
            p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
                elems.push(parse_elem_type(p)?);
                Ok(())
            })?;
            p.expect(Tok::Greater, "'>'")?;
            Ok(p.ir.ctx.ty(TypeKind::LlvmStruct { packed, elems }))
        }
        "array" => {
            p.expect(Tok::Less, "'<'")?;
            let len = p.parse_u64("expected array length")?;
            if !p.parse_optional_keyword("x") {
                return p.err("expected 'x' in LLVM dialect array type");
            }
            let elem = parse_elem_type(p)?;
            p.expect(Tok::Greater, "'>'")?;
            Ok(p.ir.ctx.ty(TypeKind::LlvmArray { len, elem }))
        }
        "func" => {
            p.expect(Tok::Less, "'<'")?;
            let ret = parse_elem_type(p)?;
            let mut params = vec![];
            let mut vararg = false;
            p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
                if p.optional(Tok::Ellipsis) {
                    vararg = true;
                } else {
                    params.push(parse_elem_type(p)?);
                }
                Ok(())
            })?;
            p.expect(Tok::Greater, "'>'")?;
            Ok(p.ir.ctx.ty(TypeKind::LlvmFunc { ret, params, vararg }))
        }
        _ => p.err_at(pos, format!("unknown LLVM type: {kw}")),
    }
}

/// A type inside an `llvm` type: the dialect's short forms (`ptr`, `struct<...>`, ...) or
/// any type.
fn parse_elem_type(p: &mut Parser) -> PResult<Type> {
    if p.is(&Tok::BareId) {
        let kw = p.text();
        if matches!(kw, "ptr" | "struct" | "array" | "func" | "void") {
            let pos = p.tok.start;
            p.bump();
            return parse_body(p, pos, kw);
        }
    }
    p.parse_type()
}

pub fn is_ptr(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::LlvmPtr { .. })
}

// ----- constraints -----

const fn ty_c(summary: &'static str, check: fn(&Context, Type) -> bool) -> TypeConstraint {
    TypeConstraint { summary, check, build: None, kind: None }
}
fn signless(k: &TypeKind) -> bool {
    matches!(k, TypeKind::Int { sign: Signedness::Signless, .. })
}
fn ptr(k: &TypeKind) -> bool {
    matches!(k, TypeKind::LlvmPtr { .. })
}
const INT_LIKE: TypeConstraint =
    ty_c("signless integer or LLVM dialect-compatible vector of signless integer", |ctx, t| elem_is(ctx, t, signless));
const FLOAT_LIKE: TypeConstraint =
    ty_c("floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type", |ctx, t| {
        elem_is(ctx, t, |k| matches!(k, TypeKind::Float(_)))
    });
const PTR: TypeConstraint = ty_c("LLVM pointer type", is_ptr);
const PTR_LIKE: TypeConstraint =
    ty_c("LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type", |ctx, t| elem_is(ctx, t, ptr));
const INT_OR_PTR_LIKE: TypeConstraint = ty_c(
    "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type",
    |ctx, t| elem_is(ctx, t, |k| signless(k) || ptr(k)),
);
const I1_LIKE: TypeConstraint =
    ty_c("1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer", |ctx, t| {
        elem_is(ctx, t, |k| matches!(k, TypeKind::Int { width: 1, sign: Signedness::Signless }))
    });
const SIGNLESS_INT: TypeConstraint = ty_c("signless integer", |ctx, t| signless(ctx.type_kind(t)));
const I8: TypeConstraint = ty_c("8-bit signless integer", |ctx, t| {
    matches!(ctx.type_kind(t), TypeKind::Int { width: 8, sign: Signedness::Signless })
});
/// `LLVM_Type`: a type LLVM IR has (upstream's `isCompatibleType`).
pub(crate) const LLVM_TYPE: TypeConstraint = ty_c("LLVM dialect-compatible type", is_compatible);
fn is_compatible(ctx: &Context, t: Type) -> bool {
    match ctx.type_kind(t) {
        TypeKind::Int { sign, .. } => *sign == Signedness::Signless,
        TypeKind::Float(k) => !matches!(k, FloatKind::TF32 | FloatKind::F8E5M2 | FloatKind::F8E4M3FN),
        TypeKind::Vector { elem, .. } => is_compatible(ctx, *elem),
        TypeKind::LlvmPtr { .. }
        | TypeKind::LlvmStruct { .. }
        | TypeKind::LlvmArray { .. }
        | TypeKind::LlvmFunc { .. }
        | TypeKind::LlvmVoid => true,
        TypeKind::Dialect { dialect, .. } => ctx.str(*dialect) == "llvm",
        _ => false,
    }
}
const AGGREGATE: TypeConstraint = ty_c("LLVM aggregate type", |ctx, t| {
    matches!(ctx.type_kind(t), TypeKind::LlvmStruct { .. } | TypeKind::LlvmArray { .. })
});

fn int_of_width(ctx: &Context, a: Attr, w: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.int_width(*ty) == Some(w))
}
fn int_attr(p: &mut Parser, w: u32, v: i128) -> Attr {
    let t = p.ir.ctx.int_ty(w);
    p.ir.ctx.int_attr(t, v)
}
/// A keyword (or, `quoted`, a string) among `names`: its index.
fn parse_enum(p: &mut Parser, names: &[&str], quoted: bool, what: &str) -> PResult<usize> {
    let pos = p.tok.start;
    let kw = if quoted { p.parse_string()? } else { p.parse_any_keyword(what)? };
    match names.iter().position(|&n| n == kw) {
        Some(i) => Ok(i),
        None => p.err_at(pos, format!("invalid {what} '{kw}'")),
    }
}
/// `|`- or `,`-separated flag keywords: the union of their bits.
fn parse_flags(p: &mut Parser, names: &[(&str, i128)], sep: Tok, what: &str) -> PResult<i128> {
    let mut flags = 0;
    loop {
        let kw = p.parse_any_keyword(what)?;
        match names.iter().find(|f| f.0 == kw) {
            Some(f) => flags |= f.1,
            None => return p.err(format!("invalid {what} '{kw}'")),
        }
        if !p.optional(sep.clone()) {
            return Ok(flags);
        }
    }
}
fn flag_names(mut f: i128, names: &[(&'static str, i128)]) -> Vec<&'static str> {
    let mut out = vec![];
    for &(n, v) in names {
        if f & v == v && v != 0 {
            out.push(n);
            f &= !v;
        }
    }
    out
}
const fn zero_default(w: u32) -> Option<AttrDefault> {
    let make: fn(&mut Context) -> Attr = if w == 32 {
        |ctx| {
            let t = ctx.int_ty(32);
            ctx.int_attr(t, 0)
        }
    } else {
        |ctx| {
            let t = ctx.int_ty(64);
            ctx.int_attr(t, 0)
        }
    };
    Some((make, |ctx, a| ctx.as_int(a) == Some(0)))
}

const OVERFLOW_NAMES: [(&str, i128); 2] = [("nsw", 1), ("nuw", 2)];
/// `overflowFlags` (an `i32` of bits), written `<nsw, nuw>` after `overflow`; default none.
const OVERFLOW: AttrConstraint = AttrConstraint {
    summary: "LLVM integer overflow flags",
    check: |ctx, a| int_of_width(ctx, a, 32),
    parse: |p| {
        p.expect(Tok::Less, "'<'")?;
        let f = parse_flags(p, &OVERFLOW_NAMES, Tok::Comma, "overflow flag")?;
        p.expect(Tok::Greater, "'>'")?;
        Ok(int_attr(p, 32, f))
    },
    print: |pr, a| {
        let names = flag_names(pr.ir.ctx.as_int(a).unwrap_or(0), &OVERFLOW_NAMES);
        pr.w(&format!("<{}>", names.join(", ")));
    },
    default: zero_default(32),
};
const GEP_FLAGS: [(&str, i128); 3] = [("inbounds", 3), ("nusw", 2), ("nuw", 4)];
/// GEP `noWrapFlags` (an `i32` of bits), written `inbounds|nuw`; default none.
const GEP_NO_WRAP: AttrConstraint = AttrConstraint {
    summary: "LLVM GEP no-wrap flags",
    check: |ctx, a| int_of_width(ctx, a, 32),
    parse: |p| {
        let f = parse_flags(p, &GEP_FLAGS, Tok::Vertical, "GEP flag")?;
        Ok(int_attr(p, 32, f))
    },
    print: |pr, a| {
        let names = flag_names(pr.ir.ctx.as_int(a).unwrap_or(0), &GEP_FLAGS);
        pr.w(&names.join("|"));
    },
    default: zero_default(32),
};
/// `#llvm.fastmath<...>` (in the attribute dictionary only); default `none`.
const FASTMATH_FLAGS: AttrConstraint = AttrConstraint {
    default: Some((
        |ctx| ctx.enum_attr(&enums::LLVM_FASTMATH, 0),
        |ctx, a| ctx.enum_value(a, &enums::LLVM_FASTMATH) == Some(0),
    )),
    ..dict_attr("LLVM fastmath flags", |ctx, a| ctx.enum_value(a, &enums::LLVM_FASTMATH).is_some())
};

pub const ICMP_PREDICATES: [&str; 10] = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"];
pub const FCMP_PREDICATES: [&str; 16] = [
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true",
];
pub const ORDERINGS: [(&str, i128); 7] = [
    ("not_atomic", 0),
    ("unordered", 1),
    ("monotonic", 2),
    ("acquire", 4),
    ("release", 5),
    ("acq_rel", 6),
    ("seq_cst", 7),
];
pub const ATOMIC_BIN_OPS: [&str; 21] = [
    "xchg",
    "add",
    "sub",
    "_and",
    "nand",
    "_or",
    "_xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
    "usub_cond",
    "usub_sat",
    "fmaximum",
    "fminimum",
];

/// An `i64` enum attribute written as one of `$names` (quoted or not), its index the value.
macro_rules! enum_attr {
    ($summary:expr, $names:expr, $quoted:expr, $what:expr) => {
        AttrConstraint {
            summary: $summary,
            check: |ctx, a| int_of_width(ctx, a, 64) && ctx.as_int(a).is_some_and(|i| (i as usize) < $names.len()),
            parse: |p| {
                let i = parse_enum(p, &$names, $quoted, $what)?;
                Ok(int_attr(p, 64, i as i128))
            },
            print: |pr, a| {
                let n = $names.get(pr.ir.ctx.as_int(a).unwrap_or(0) as usize).copied().unwrap_or("?");
                pr.w(&if $quoted { format!("\"{n}\"") } else { n.to_string() });
            },
            default: None,
        }
    };
}
const ICMP_PREDICATE: AttrConstraint = enum_attr!("llvm.icmp comparison predicate", ICMP_PREDICATES, true, "predicate");
const FCMP_PREDICATE: AttrConstraint = enum_attr!("llvm.fcmp comparison predicate", FCMP_PREDICATES, true, "predicate");
const BIN_OP: AttrConstraint =
    enum_attr!("llvm.atomicrmw binary operations", ATOMIC_BIN_OPS, false, "atomic binary op");
/// An atomic ordering (`i64`), written as its keyword.
const ORDERING: AttrConstraint = AttrConstraint {
    summary: "Atomic ordering for LLVM's memory model",
    check: |ctx, a| int_of_width(ctx, a, 64) && ORDERINGS.iter().any(|o| Some(o.1) == ctx.as_int(a)),
    parse: |p| {
        let names = ORDERINGS.map(|o| o.0);
        let i = parse_enum(p, &names, false, "atomic ordering")?;
        Ok(int_attr(p, 64, ORDERINGS[i].1))
    },
    print: |pr, a| {
        let v = pr.ir.ctx.as_int(a);
        pr.w(ORDERINGS.iter().find(|o| Some(o.1) == v).map_or("?", |o| o.0));
    },
    default: None,
};
/// The ordering of loads and stores, `not_atomic` by default.
const ORDERING_OR_NOT_ATOMIC: AttrConstraint = AttrConstraint { default: zero_default(64), ..ORDERING };
/// `addr_space`: 0 by default, but printed (the parser of `custom<GlobalType>` sets it).
const ADDR_SPACE: AttrConstraint = dict_attr("32-bit signless integer attribute", |ctx, a| int_of_width(ctx, a, 32));
const I1_ATTR: AttrConstraint = dict_attr(
    "1-bit signless integer attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.int_width(*ty) == Some(1) && ctx.is_signless_int(*ty)),
);
const DICT_ARRAY: AttrConstraint = dict_attr("Array of dictionary attributes", |ctx, a| {
    ctx.as_array(a).is_some_and(|l| l.iter().all(|&d| matches!(ctx.attr_kind(d), AttrKind::Dict(_))))
});
const ARRAY_ATTR: AttrConstraint = dict_attr("array attribute", |ctx, a| ctx.as_array(a).is_some());
/// `op_bundle_sizes`, set by `custom<OpBundles>` (an empty list when there are none).
const BUNDLE_SIZES: AttrConstraint = AttrConstraint {
    default: Some((|ctx| ctx.dense_i32_array(&[]), |ctx, a| ctx.as_dense_array(a).is_some_and(|v| v.is_empty()))),
    ..I32_LIST
};

// ----- op declarations -----

/// `$lhs, $rhs` of one type `$c` (SameOperandsAndResultType).
macro_rules! binary {
    ($name:ident, $c:expr, $attrs:expr, $format:expr) => {
        static $name: OpFormat = OpFormat {
            operands: &[("lhs", &$c), ("rhs", &$c)],
            results: &[("res", &$c)],
            attrs: $attrs,
            format: $format,
            same_type: true,
            ..FORMAT
        };
    };
}
binary!(INT_BIN, INT_LIKE, &[], "$lhs `,` $rhs attr-dict `:` type($res)");
binary!(
    OVERFLOW_BIN,
    INT_LIKE,
    &[("overflowFlags", &OVERFLOW)],
    "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($res)"
);
binary!(EXACT_BIN, INT_LIKE, &[("isExact?", &UNIT)], "(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)");
binary!(
    DISJOINT_BIN,
    INT_LIKE,
    &[("isDisjoint?", &UNIT)],
    "(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)"
);
binary!(FLOAT_BIN, FLOAT_LIKE, &[("fastmathFlags", &FASTMATH_FLAGS)], "$lhs `,` $rhs attr-dict `:` type($res)");
static FNEG: OpFormat = OpFormat {
    operands: &[("operand", &FLOAT_LIKE)],
    results: &[("res", &FLOAT_LIKE)],
    attrs: &[("fastmathFlags", &FASTMATH_FLAGS)],
    format: "$operand attr-dict `:` type($res)",
    same_type: true,
    ..FORMAT
};

/// `$arg : T to R`.
macro_rules! cast {
    ($name:ident, $from:expr, $to:expr) => {
        cast!($name, $from, $to, &[], "$arg attr-dict `:` type($arg) `to` type($res)");
    };
    ($name:ident, $from:expr, $to:expr, $attrs:expr, $format:expr) => {
        static $name: OpFormat = OpFormat {
            operands: &[("arg", &$from)],
            results: &[("res", &$to)],
            attrs: $attrs,
            format: $format,
            ..FORMAT
        };
    };
}
cast!(
    TRUNC,
    INT_LIKE,
    INT_LIKE,
    &[("overflowFlags", &OVERFLOW)],
    "$arg (`overflow` `` $overflowFlags^)? attr-dict `:` type($arg) `to` type($res)"
);
const NNEG: &[(&str, &AttrConstraint)] = &[("nonNeg?", &UNIT)];
const NNEG_CAST: &str = "(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)";
cast!(ZEXT, INT_LIKE, INT_LIKE, NNEG, NNEG_CAST);
cast!(UITOFP, INT_LIKE, FLOAT_LIKE, NNEG, NNEG_CAST);
cast!(SEXT, INT_LIKE, INT_LIKE);
cast!(FP_TO_FP, FLOAT_LIKE, FLOAT_LIKE);
cast!(FP_TO_INT, FLOAT_LIKE, INT_LIKE);
cast!(SITOFP, INT_LIKE, FLOAT_LIKE);
cast!(BITCAST, ANY_TYPE, ANY_TYPE);
cast!(ADDRSPACECAST, PTR_LIKE, PTR_LIKE);
cast!(PTR_TO_INT, PTR_LIKE, INT_LIKE);
cast!(INT_TO_PTR, INT_LIKE, PTR_LIKE);

/// `llvm.intr.NAME(%a, ...) : (T, ...) -> R` with operands `$ops` of `$c`.
macro_rules! intr_format {
    ($name:ident, [$($o:literal : $c:expr),*], $same:expr, $format:expr) => {
        intr_format!($name, [$($o: $c),*], $same, $format, &[("fastmathFlags", &FASTMATH_FLAGS)]);
    };
    ($name:ident, [$($o:literal : $c:expr),*], $same:expr, $format:expr, $attrs:expr) => {
        static $name: OpFormat = OpFormat {
            operands: &[$(($o, &$c)),*],
            results: &[("res", &ANY_TYPE)],
            attrs: $attrs,
            format: $format,
            same_type: $same,
            ..FORMAT
        };
    };
}
intr_format!(F_UNARY, ["in": FLOAT_LIKE], true, "`(` $in `)` attr-dict `:` functional-type(operands, results)");
intr_format!(F_BINARY, ["a": FLOAT_LIKE, "b": FLOAT_LIKE], true, "`(` $a `,` $b `)` attr-dict `:` functional-type(operands, results)");
intr_format!(
    F_TERNARY,
    ["a": FLOAT_LIKE, "b": FLOAT_LIKE, "c": FLOAT_LIKE],
    true,
    "`(` $a `,` $b `,` $c `)` attr-dict `:` functional-type(operands, results)"
);
intr_format!(POWI, ["val": FLOAT_LIKE, "power": SIGNLESS_INT], false, "`(` $val `,` $power `)` attr-dict `:` functional-type(operands, results)");
intr_format!(I_UNARY, ["in": INT_LIKE], true, "`(` $in `)` attr-dict `:` functional-type(operands, results)", &[]);
intr_format!(
    I_BINARY,
    ["a": INT_LIKE, "b": INT_LIKE],
    true,
    "`(` $a `,` $b `)` attr-dict `:` functional-type(operands, results)",
    &[]
);

/// `icmp`/`fcmp`: `"pred" %a, %b : T`, an `i1`-like result.
macro_rules! cmp_format {
    ($name:ident, $c:expr, $attrs:expr) => {
        static $name: OpFormat = OpFormat {
            operands: &[("lhs", &$c), ("rhs", &$c)],
            results: &[("res", &I1_LIKE)],
            attrs: $attrs,
            format: "$predicate $lhs `,` $rhs attr-dict `:` type($lhs)",
            infer: &[
                // SameTypeOperands: checked by `verify_cmp` with upstream's message.
                Infer {
                    target: "rhs",
                    from: "lhs",
                    build: |_, t| Some(t),
                    check: |_, _, _| true,
                    summary: "",
                    count: None,
                },
                Infer {
                    target: "res",
                    from: "lhs",
                    build: |ctx, t| Some(i1_like(ctx, t)),
                    check: |ctx, r, l| match (ctx.type_kind(r), ctx.type_kind(l)) {
                        (TypeKind::Vector { shape: a, .. }, TypeKind::Vector { shape: b, .. }) => a == b,
                        (TypeKind::Vector { .. }, _) | (_, TypeKind::Vector { .. }) => false,
                        _ => true,
                    },
                    summary: "result type has i1 element type and same shape as operands",
                    count: None,
                },
            ],
            verify: Some(verify_cmp),
            ..FORMAT
        };
    };
}
cmp_format!(ICMP, INT_OR_PTR_LIKE, &[("predicate", &ICMP_PREDICATE)]);
cmp_format!(FCMP, FLOAT_LIKE, &[("predicate", &FCMP_PREDICATE), ("fastmathFlags", &FASTMATH_FLAGS)]);
fn verify_cmp(v: &mut Verifier, op: Op) {
    let ops = v.ir.operands(op);
    if v.ir.value_ty(ops[0]) != v.ir.value_ty(ops[1]) {
        v.err(op, "requires all operands to have the same type");
    }
}

const SELECT_TYPES: &str = "all of {trueValue, falseValue, res} have same type";
static SELECT: OpFormat = OpFormat {
    operands: &[("condition", &I1_LIKE), ("trueValue", &ANY_TYPE), ("falseValue", &ANY_TYPE)],
    results: &[("res", &ANY_TYPE)],
    attrs: &[("fastmathFlags", &FASTMATH_FLAGS)],
    format: "$condition `,` $trueValue `,` $falseValue attr-dict `:` type($condition) `,` type($res)",
    infer: &[same_type_as("trueValue", "res", SELECT_TYPES), same_type_as("falseValue", "res", SELECT_TYPES)],
    ..FORMAT
};
static CONSTANT: OpFormat = OpFormat {
    results: &[("res", &ANY_TYPE)],
    attrs: &[("value", &ANY_ATTR)],
    format: "`(` $value `)` attr-dict `:` type($res)",
    ..FORMAT
};
/// `poison`, `undef`, `zero`, `intr.stacksave`: `: T`.
static RESULT_ONLY: OpFormat =
    OpFormat { results: &[("res", &ANY_TYPE)], format: "attr-dict `:` type($res)", ..FORMAT };
static ADDRESSOF: OpFormat = OpFormat {
    results: &[("res", &PTR)],
    attrs: &[("global_name", &FLAT_SYMBOL_REF)],
    format: "$global_name attr-dict `:` type($res)",
    verify: Some(verify_addressof),
    ..FORMAT
};
fn verify_addressof(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some((root, nested)) = ir.attr(op, "global_name").and_then(|a| ir.ctx.as_symbol_ref(a)) else { return };
    let table = crate::ir::symbols::symbol_table_of(ir, op);
    let found = v.lookup_symbol(table, root, nested);
    if !found.is_some_and(|f| matches!(ir.op_name(f), "llvm.mlir.global" | "llvm.func")) {
        v.err(op, "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'");
    }
}
static STACKRESTORE: OpFormat =
    OpFormat { operands: &[("ptr", &PTR)], format: "$ptr attr-dict `:` type($ptr)", ..FORMAT };

fn parse_bundles(p: &mut Parser, st: &mut OpState, slots: &mut Slots, args: &[&str]) -> PResult<()> {
    let (mut uses, mut tys, mut sizes, mut tags) = (vec![], vec![], vec![], vec![]);
    p.parse_comma_list(|p| {
        let tag = p.parse_string()?;
        tags.push(p.ir.ctx.str_attr(&tag));
        p.expect(Tok::LParen, "'('")?;
        let u = p.parse_operand_list()?;
        if !u.is_empty() {
            p.expect(Tok::Colon, "':'")?;
            tys.extend(p.parse_type_list_no_parens()?);
        }
        p.expect(Tok::RParen, "')'")?;
        sizes.push(u.len() as i64);
        uses.extend(u);
        Ok(())
    })?;
    slots.set_operands(args[0], uses);
    slots.set_types(args[0], tys);
    let a = p.ir.ctx.dense_i32_array(&sizes);
    st.add_attr(p.ir, args[1].trim_start_matches('$'), a);
    let a = p.ir.ctx.array_attr(tags);
    st.add_attr(p.ir, args[2].trim_start_matches('$'), a);
    Ok(())
}
fn print_bundles(pr: &mut Printer, op: Op, f: &OpFormat, args: &[&str]) {
    let ir = pr.ir;
    let vals = operands_of(ir, op, f, args[0].trim_start_matches('$'));
    let sizes = dense_array(ir, op, args[1].trim_start_matches('$')).unwrap_or_default();
    let tags = ir.attr(op, args[2].trim_start_matches('$')).and_then(|a| ir.ctx.as_array(a)).unwrap_or_default();
    let mut k = 0;
    for (i, &n) in sizes.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if let Some(&t) = tags.get(i) {
            pr.attr(t);
        }
        let vals = &vals[k.min(vals.len())..(k + n as usize).min(vals.len())];
        k += n as usize;
        pr.w("(");
        if !vals.is_empty() {
            pr.operands(vals);
            pr.w(" : ");
            pr.types(&vals.iter().map(|&v| ir.value_ty(v)).collect::<Vec<_>>());
        }
        pr.w(")");
    }
}

// ----- memory -----

/// A type atomic accesses support: a pointer, or an 8/16/32/64-bit integer or float.
fn atomic_type(ctx: &Context, t: Type) -> bool {
    let bits = match ctx.type_kind(t) {
        TypeKind::LlvmPtr { .. } => return true,
        TypeKind::Int { width, .. } => *width,
        TypeKind::Float(k) => k.width(),
        _ => 0,
    };
    matches!(bits, 8 | 16 | 32 | 64)
}
fn ordering(ir: &Ir, op: Op, name: &str) -> i128 {
    ir.attr(op, name).and_then(|a| ir.ctx.as_int(a)).unwrap_or(0)
}
const MONOTONIC: i128 = 2;
/// Loads and stores: atomic ones need a supported type, ordering and an alignment.
fn verify_atomic_access(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let load = ir.op_name(op) == "llvm.load";
    let o = ordering(ir, op, "ordering");
    if o == 0 {
        if ir.attr(op, "syncscope").is_some() {
            v.err(op, "expected syncscope to be null for non-atomic access");
        }
        return;
    }
    let t = if load { ir.value_ty(ir.result(op, 0)) } else { ir.value_ty(ir.operands(op)[0]) };
    // Loads cannot release, stores cannot acquire.
    let unsupported = if load { [5, 6] } else { [4, 6] };
    if !atomic_type(&ir.ctx, t) {
        let ts = v.ty_str(t);
        v.err(op, format!("unsupported type '{ts}' for atomic access"));
    } else if unsupported.contains(&o) {
        let name = ORDERINGS.iter().find(|x| x.1 == o).map_or("?", |x| x.0);
        v.err(op, format!("unsupported ordering '{name}'"));
    } else if ir.attr(op, "alignment").is_none() {
        v.err(op, "expected alignment for atomic access");
    }
}
fn verify_atomicrmw(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let t = ir.value_ty(ir.operands(op)[1]);
    let bin_op = ATOMIC_BIN_OPS.get(ordering(ir, op, "bin_op") as usize).copied().unwrap_or("");
    let float_op = matches!(bin_op, "fadd" | "fsub" | "fmax" | "fmin" | "fmaximum" | "fminimum");
    if float_op && !elem_is(&ir.ctx, t, |k| matches!(k, TypeKind::Float(_))) {
        v.err(op, "expected LLVM IR floating point type");
    } else if bin_op == "xchg" && !atomic_type(&ir.ctx, t) {
        v.err(op, "unexpected LLVM IR type for 'xchg' bin_op");
    } else if !float_op
        && bin_op != "xchg"
        && !matches!(ir.ctx.type_kind(t), TypeKind::Int { width: 8 | 16 | 32 | 64, .. })
    {
        v.err(op, "expected LLVM IR integer type");
    } else if ordering(ir, op, "ordering") < MONOTONIC {
        v.err(op, "expected at least 'monotonic' ordering");
    }
}
fn verify_cmpxchg(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (success, failure) = (ordering(ir, op, "success_ordering"), ordering(ir, op, "failure_ordering"));
    if !atomic_type(&ir.ctx, ir.value_ty(ir.operands(op)[2])) {
        v.err(op, "unexpected LLVM IR type");
    } else if success < MONOTONIC || failure < MONOTONIC {
        v.err(op, "ordering must be at least 'monotonic'");
    } else if failure == 5 || failure == 6 {
        v.err(op, "failure ordering cannot be 'release' or 'acq_rel'");
    }
}

// ----- getelementptr -----

/// `rawConstantIndices`' marker of a dynamic index (upstream's `kDynamicIndex`).
/// The discardable attribute holding an `#llvm.loop_annotation` on a loop op (`scf.for`,
/// `scf.parallel`) and, after `convert-scf-to-cf`, on the branch that closes the loop (its
/// latch), whose LLVM translation attaches the `!llvm.loop` metadata. Upstream's name.
pub const LOOP_ANNOTATION_ATTR: &str = "llvm.loop_annotation";

/// Marks `loop_op` as already unrolled and vectorized as it should be: LLVM's loop unroller
/// and loop vectorizer leave it alone (`llvm.loop.unroll.disable`,
/// `llvm.loop.vectorize.enable false`). mlirc's vectorizers mark the loops they emit, which
/// are register-blocked vector code already: unrolling or vectorizing them again costs most of
/// LLVM's compile time and buys nothing.
pub fn mark_vectorized_loop(ir: &mut Ir, loop_op: Op) {
    let a = ir.ctx.dialect_attr(
        "llvm",
        "loop_annotation<vectorize = #llvm.loop_vectorize<disable = true>, unroll = #llvm.loop_unroll<disable = true>>",
    );
    ir.set_attr(loop_op, LOOP_ANNOTATION_ATTR, a);
}

pub const GEP_DYNAMIC: i64 = i32::MIN as i64;

static GEP: OpFormat = OpFormat {
    operands: &[("base", &PTR_LIKE), ("dynamicIndices*", &INT_LIKE)],
    results: &[("res", &PTR_LIKE)],
    attrs: &[("noWrapFlags", &GEP_NO_WRAP), ("rawConstantIndices", &I32_LIST), ("elem_type", &TYPE_ATTR)],
    format: "($noWrapFlags^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` attr-dict `:` functional-type(operands, results) `,` $elem_type",
    custom: &[Custom { name: "GEPIndices", parse: parse_gep_indices, print: print_gep_indices }],
    verify: Some(verify_gep),
    ..FORMAT
};
fn parse_gep_indices(p: &mut Parser, st: &mut OpState, slots: &mut Slots, args: &[&str]) -> PResult<()> {
    let (mut dyns, mut raw) = (vec![], vec![]);
    p.parse_comma_list(|p| {
        if let Some(u) = p.parse_optional_operand()? {
            dyns.push(u);
            raw.push(GEP_DYNAMIC);
        } else {
            raw.push(p.parse_i64()?);
        }
        Ok(())
    })?;
    slots.set_operands(args[0], dyns);
    let a = p.ir.ctx.dense_i32_array(&raw);
    st.add_attr(p.ir, args[1].trim_start_matches('$'), a);
    Ok(())
}
fn print_gep_indices(pr: &mut Printer, op: Op, f: &OpFormat, args: &[&str]) {
    let dyns = operands_of(pr.ir, op, f, args[0].trim_start_matches('$'));
    let raw = dense_array(pr.ir, op, args[1].trim_start_matches('$')).unwrap_or_default();
    let mut k = 0;
    for (i, &r) in raw.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if r != GEP_DYNAMIC {
            pr.w(&r.to_string());
        } else if let Some(&v) = dyns.get(k) {
            pr.operand(v);
            k += 1;
        }
    }
}
fn verify_gep(v: &mut Verifier, op: Op) {
    let raw = dense_array(v.ir, op, "rawConstantIndices").unwrap_or_default();
    let n = raw.iter().filter(|&&r| r == GEP_DYNAMIC).count();
    if n + 1 != v.ir.operands(op).len() {
        v.err(op, "expected as many dynamic indices as specified in 'rawConstantIndices'");
        return;
    }
    // Indices into structs are constants within bounds (the first index steps over the pointer).
    let Some(mut t) = v.ir.attr(op, "elem_type").and_then(|a| v.ir.ctx.as_type(a)) else { return };
    for (i, &r) in raw.iter().enumerate().skip(1) {
        match v.ir.ctx.type_kind(t) {
            TypeKind::LlvmArray { elem, .. } => t = *elem,
            TypeKind::LlvmStruct { elems, .. } => {
                if r == GEP_DYNAMIC {
                    v.err(op, format!("expected index {i} indexing a struct to be constant"));
                    return;
                }
                let Some(&e) = elems.get(r as usize).filter(|_| r >= 0) else {
                    v.err(op, format!("index {i} indexing a struct is out of bounds"));
                    return;
                };
                t = e;
            }
            _ => return,
        }
    }
}

// ----- aggregates -----

/// The type at `pos` inside the aggregate type `t`, or a message.
pub fn element_type(ctx: &Context, mut t: Type, pos: &[i64]) -> Result<Type, String> {
    for &i in pos {
        match ctx.type_kind(t) {
            TypeKind::LlvmArray { len, elem } => {
                if i < 0 || i as u64 >= *len {
                    return Err(format!("position out of bounds: {i}"));
                }
                t = *elem;
            }
            TypeKind::LlvmStruct { elems, .. } => {
                if i < 0 || i as usize >= elems.len() {
                    return Err(format!("position out of bounds: {i}"));
                }
                t = elems[i as usize];
            }
            _ => {
                let s = crate::syntax::printer::type_to_string(ctx, t);
                return Err(format!("expected LLVM IR structure/array type, got: {s}"));
            }
        }
    }
    Ok(t)
}

/// `custom<InsertExtractValueElementType>($elem, $container, $position)`: `$elem`'s type is
/// the container's at the position; prints nothing.
const ELEMENT_TYPE: Custom = Custom {
    name: "InsertExtractValueElementType",
    parse: |p, st, slots, args| {
        let at = slots.types(args[1]).and_then(|t| t.first().copied());
        let s = p.ir.ctx.sym(args[2].trim_start_matches('$'));
        let pos = st.attrs.iter().find(|e| e.0 == s).and_then(|e| p.ir.ctx.as_dense_array(e.1));
        let pos: Vec<i64> = pos.unwrap_or_default().iter().map(|&x| x as i64).collect();
        let Some(at) = at else { return Ok(()) };
        match element_type(&p.ir.ctx, at, &pos) {
            Ok(t) => {
                slots.set_types(args[0], vec![t]);
                Ok(())
            }
            Err(m) => p.err(m),
        }
    },
    print: |_, _, _, _| {},
};
static INSERTVALUE: OpFormat = OpFormat {
    operands: &[("container", &AGGREGATE), ("value", &ANY_TYPE)],
    results: &[("res", &AGGREGATE)],
    attrs: &[("position", &DENSE_I64_ARRAY)],
    format: "$value `,` $container `` $position attr-dict `:` type($container) custom<InsertExtractValueElementType>($value, $container, $position)",
    infer: &[same_type_as("res", "container", "all of {container, res} have same type")],
    custom: &[ELEMENT_TYPE],
    verify: Some(verify_aggregate),
    ..FORMAT
};
static EXTRACTVALUE: OpFormat = OpFormat {
    operands: &[("container", &AGGREGATE)],
    results: &[("res", &ANY_TYPE)],
    attrs: &[("position", &DENSE_I64_ARRAY)],
    format: "$container `` $position attr-dict `:` type($container) custom<InsertExtractValueElementType>($res, $container, $position)",
    custom: &[ELEMENT_TYPE],
    verify: Some(verify_aggregate),
    ..FORMAT
};
fn verify_aggregate(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let insert = ir.op_name(op) == "llvm.insertvalue";
    let pos = dense_array(ir, op, "position").unwrap_or_default();
    let at = ir.value_ty(ir.operands(op)[0]);
    let et = match element_type(&ir.ctx, at, &pos) {
        Ok(t) => t,
        Err(m) => {
            v.err(op, m);
            return;
        }
    };
    let (got, what) = if insert {
        (ir.value_ty(ir.operands(op)[1]), "Type mismatch: cannot insert")
    } else {
        (ir.value_ty(ir.result(op, 0)), "Type mismatch: extracting from")
    };
    if got != et {
        let (a, b) = (v.ty_str(got), v.ty_str(at));
        let msg = if insert {
            format!("{what} '{a}' into '{b}'")
        } else {
            format!("{what} '{b}' should produce '{}' but this op returns '{a}'", v.ty_str(et))
        };
        v.err(op, msg);
    }
}

// ----- control flow -----

static RETURN: OpFormat = OpFormat {
    operands: &[("arg?", &ANY_TYPE)],
    format: "attr-dict ($arg^ `:` type($arg))?",
    verify: Some(verify_return),
    ..FORMAT
};
static BR: OpFormat = OpFormat {
    operands: &[("destOperands*", &ANY_TYPE)],
    successors: &["dest"],
    format: "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    ..FORMAT
};
static COND_BR: OpFormat = OpFormat {
    operands: &[("condition", &I1), ("trueDestOperands*", &ANY_TYPE), ("falseDestOperands*", &ANY_TYPE)],
    successors: &["trueDest", "falseDest"],
    attrs: &[("branch_weights?", &I32_LIST)],
    format: "$condition (`weights` `(` $branch_weights^ `)`)? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    ..FORMAT
};

const fn op(name: &'static str, f: &'static OpFormat) -> OpSpec {
    OpSpec::new(name).declare(f).traits(PURE)
}
/// An intrinsic with fast-math flags (float) or without.
const fn intr(name: &'static str, f: &'static OpFormat) -> OpSpec {
    op(name, f)
}

// Intrinsics upstream prints in the generic form only (no assembly format).
static COUNT_ZEROS: OpFormat = op_format!(operands["in": INT_LIKE] results["res": LLVM_TYPE]
    attrs["is_zero_poison": I1_ATTR] generic_only);
static MEM_COPY: OpFormat = op_format!(operands["dst": PTR, "src": PTR, "len": SIGNLESS_INT]
    attrs["isVolatile": I1_ATTR, "arg_attrs?": DICT_ARRAY, "res_attrs?": DICT_ARRAY] generic_only);
static WITH_OVERFLOW: OpFormat = op_format!(operands["a": INT_LIKE, "b": INT_LIKE] results["res": LLVM_TYPE]
generic_only verify(|v, op| {
    // SameOperandsElementType.
    let ts = v.ir.operand_types(op);
    if ts.iter().any(|&t| v.ctx().elem_ty(t) != v.ctx().elem_ty(ts[0])) {
        v.err(op, "requires the same element type for all operands");
    }
}));

pub static OPS: &[OpSpec] = &[
    op!("llvm.func"
        attrs[
            "sym_name": SYMBOL_NAME,
            "sym_visibility?": STRING,
            "function_type": FUNC_TYPE,
            "linkage": LINKAGE,
            "dso_local?": UNIT,
            "CConv": CCONV,
            "comdat?": ANY_ATTR,
            "personality?": ANY_ATTR,
            "garbageCollector?": STRING,
            "passthrough?": ARRAY_ATTR,
            "arg_attrs?": DICT_ARRAY,
            "res_attrs?": DICT_ARRAY,
            "function_entry_count?": ANY_ATTR,
            "memory_effects?": ANY_ATTR,
            "visibility_": I64_ENUM,
            "unnamed_addr": I64_ENUM,
            "alignment?": ANY_ATTR,
            "section?": STRING,
            "no_inline?": UNIT,
            "always_inline?": UNIT,
            "no_unwind?": UNIT,
            "will_return?": UNIT,
        ]
        regions["body"]
        format "custom<LLVMFunction>($linkage, $CConv, $sym_name, $function_type, $arg_attrs, $res_attrs, $body)"
        custom[LLVM_FUNCTION] verify(verify_func) traits(ISOLATED | SYMBOL | AUTOMATIC_ALLOCATION_SCOPE)),
    op!("llvm.mlir.global"
        attrs[
            "global_type": TYPE_ATTR,
            "constant?": UNIT,
            "sym_name": SYMBOL_NAME,
            "linkage": LINKAGE,
            "dso_local?": UNIT,
            "thread_local_?": UNIT,
            "externally_initialized?": UNIT,
            "value?": ANY_ATTR,
            "alignment?": ANY_ATTR,
            "addr_space?": ADDR_SPACE,
            "unnamed_addr": I64_ENUM,
            "section?": STRING,
            "comdat?": ANY_ATTR,
            "dbg_exprs?": ARRAY_ATTR,
            "visibility_": I64_ENUM,
        ]
        regions["initializer"]
        format "custom<Global>($linkage, $thread_local_, $unnamed_addr, $constant, $sym_name, $value) attr-dict \
                custom<GlobalType>($global_type, $initializer)"
        custom[GLOBAL, GLOBAL_TYPE] hand_printed traits(ISOLATED | SYMBOL)),
    op("llvm.return", &RETURN).traits(TERMINATOR | RETURN_LIKE | PURE),
    OpSpec::new("llvm.unreachable").declare(&FORMAT).traits(TERMINATOR),
    op("llvm.br", &BR)
        .props(&["loop_annotation"])
        .traits(TERMINATOR | PURE)
        .branch(BranchOpInterface { successor_operands: cf::br_operands, set_successor_operands: cf::set_br_operands }),
    op("llvm.cond_br", &COND_BR)
        .props(&["operandSegmentSizes", "branch_weights", "loop_annotation"])
        .traits(TERMINATOR | PURE)
        .branch(BranchOpInterface {
            successor_operands: cf::cond_br_operands,
            set_successor_operands: cf::set_cond_br_operands,
        }),
    op!("llvm.switch" operands["value": SIGNLESS_INT, "defaultOperands*": ANY_TYPE, "caseOperands*": ANY_TYPE]
    attrs["case_values?": cf::INT_ELEMENTS, "case_operand_segments": I32_LIST, "branch_weights?": I32_LIST]
    successors["defaultDestination", "caseDestinations*"] segments["caseOperands": "case_operand_segments"]
    format "$value `:` type($value) `,` $defaultDestination (`(` $defaultOperands^ `:` type($defaultOperands) `)`)? \
            custom<SwitchOpCases>(ref(type($value)), $case_values, $caseDestinations, $caseOperands, \
            type($caseOperands)) attr-dict"
    custom[cf::SWITCH_CASES] verify(verify_switch) can_print(cf::switch_can_print) traits(TERMINATOR | PURE)
    branch(BranchOpInterface {
        successor_operands: cf::switch_operands,
        set_successor_operands: cf::set_switch_operands,
    })),
    OpSpec::new("llvm.call").declare(&CALL),
    // `llvm.call_intrinsic "llvm.x86.avx512.vpdpbusd.512"(%a, %b, %c) : (T, U, V) -> R`: a call of
    // an LLVM intrinsic by name (one that is not overloaded: its declaration is the op's type).
    op!("llvm.call_intrinsic" operands["args*": LLVM_TYPE, "op_bundle_operands*": ANY_TYPE] results["results?": LLVM_TYPE]
        attrs[
            "intrin": STRING,
            "fastmathFlags": FASTMATH_FLAGS,
            "op_bundle_sizes": BUNDLE_SIZES,
            "op_bundle_tags?": ARRAY_ATTR,
            "arg_attrs?": DICT_ARRAY,
            "res_attrs?": DICT_ARRAY,
        ]
        format "$intrin `(` $args `)` `:` functional-type($args, $results) attr-dict"
        verify(verify_call_intrinsic)),
    op("llvm.mlir.constant", &CONSTANT).traits(PURE | CONSTANT_LIKE),
    op("llvm.mlir.poison", &RESULT_ONLY),
    op("llvm.mlir.undef", &RESULT_ONLY),
    op("llvm.mlir.zero", &RESULT_ONLY),
    op("llvm.mlir.addressof", &ADDRESSOF),
    op("llvm.getelementptr", &GEP),
    op("llvm.insertvalue", &INSERTVALUE),
    op("llvm.extractvalue", &EXTRACTVALUE),
    op!("llvm.load" operands["addr": PTR] results["res": ANY_TYPE]
        attrs[
            "volatile_?": UNIT,
            "syncscope?": STRING,
            "ordering": ORDERING_OR_NOT_ATOMIC,
            "invariant?": UNIT,
            "invariantGroup?": UNIT,
        ]
        verify(verify_atomic_access)
        format "(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($addr) `->` type($res)"
        props(MEM_PROPS)),
    op!("llvm.store" operands["value": ANY_TYPE, "addr": PTR]
        attrs["volatile_?": UNIT, "syncscope?": STRING, "ordering": ORDERING_OR_NOT_ATOMIC, "invariantGroup?": UNIT]
        verify(verify_atomic_access)
        format "(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` type($addr)"
        props(MEM_PROPS)),
    op!("llvm.alloca" operands["arraySize": SIGNLESS_INT] results["res": PTR]
        attrs["inalloca?": UNIT, "elem_type": TYPE_ATTR]
        format "(`inalloca` $inalloca^)? $arraySize `x` $elem_type attr-dict `:` functional-type($arraySize, results)"
        props(&["alignment", "elem_type", "inalloca"])),
    op("llvm.icmp", &ICMP),
    op("llvm.fcmp", &FCMP),
    op("llvm.select", &SELECT),
    op!("llvm.atomicrmw" operands["ptr": PTR, "val": ANY_TYPE] results["res": ANY_TYPE]
        attrs["volatile_?": UNIT, "bin_op": BIN_OP, "syncscope?": STRING, "ordering": ORDERING]
        format "(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict `:` type($ptr) `,` type($val)"
        infer[same_type_as("res", "val", "result #0 and operand #1 have the same type")] verify(verify_atomicrmw)
        props(&[
        "alignment",
        "bin_op",
        "ordering",
        "syncscope",
        "volatile_",
    ])),
    op!("llvm.cmpxchg" operands["ptr": PTR, "cmp": ANY_TYPE, "val": ANY_TYPE] results["res": ANY_TYPE]
        attrs[
            "weak?": UNIT,
            "volatile_?": UNIT,
            "syncscope?": STRING,
            "success_ordering": ORDERING,
            "failure_ordering": ORDERING,
        ]
        format "(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val (`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering attr-dict `:` type($ptr) `,` type($val)"
        infer[same_type_as("cmp", "val", "operand #1 and operand #2 have the same type"),
            Infer {
                target: "res",
                from: "val",
                build: |ctx, t| {
                    let i1 = ctx.int_ty(1);
                    Some(ctx.ty(TypeKind::LlvmStruct { packed: false, elems: vec![t, i1] }))
                },
                check: |ctx, r, v| {
                    matches!(ctx.type_kind(r), TypeKind::LlvmStruct { packed: false, elems }
                        if elems.len() == 2 && elems[0] == v && ctx.int_width(elems[1]) == Some(1))
                },
                summary: "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool",
                count: None,
            }]
        verify(verify_cmpxchg)
        props(&[
        "alignment",
        "failure_ordering",
        "success_ordering",
        "syncscope",
        "volatile_",
        "weak",
    ])),
    op("llvm.add", &OVERFLOW_BIN),
    op("llvm.sub", &OVERFLOW_BIN),
    op("llvm.mul", &OVERFLOW_BIN),
    op("llvm.shl", &OVERFLOW_BIN),
    op("llvm.udiv", &EXACT_BIN),
    op("llvm.sdiv", &EXACT_BIN),
    op("llvm.urem", &INT_BIN),
    op("llvm.srem", &INT_BIN),
    op("llvm.and", &INT_BIN),
    op("llvm.or", &DISJOINT_BIN),
    op("llvm.xor", &INT_BIN),
    op("llvm.lshr", &EXACT_BIN),
    op("llvm.ashr", &EXACT_BIN),
    op("llvm.fadd", &FLOAT_BIN),
    op("llvm.fsub", &FLOAT_BIN),
    op("llvm.fmul", &FLOAT_BIN),
    op("llvm.fdiv", &FLOAT_BIN),
    op("llvm.frem", &FLOAT_BIN),
    op("llvm.fneg", &FNEG),
    op("llvm.trunc", &TRUNC),
    op("llvm.zext", &ZEXT),
    op("llvm.sext", &SEXT),
    op("llvm.fpext", &FP_TO_FP),
    op("llvm.fptrunc", &FP_TO_FP),
    op("llvm.fptosi", &FP_TO_INT),
    op("llvm.fptoui", &FP_TO_INT),
    op("llvm.sitofp", &SITOFP),
    op("llvm.uitofp", &UITOFP),
    op("llvm.bitcast", &BITCAST),
    op("llvm.addrspacecast", &ADDRSPACECAST),
    op("llvm.ptrtoint", &PTR_TO_INT),
    op("llvm.inttoptr", &INT_TO_PTR),
    OpSpec::new("llvm.intr.stacksave").declare(&RESULT_ONLY),
    // `llvm.intr.assume %cond ["tag"(%a, %b : T, U), ...] : i1`.
    op!("llvm.intr.assume" operands["cond": I1, "op_bundle_operands*": ANY_TYPE]
        attrs["op_bundle_sizes": BUNDLE_SIZES, "op_bundle_tags?": ARRAY_ATTR]
        format "$cond (` ` `[` custom<OpBundles>($op_bundle_operands, $op_bundle_sizes, $op_bundle_tags)^ `]`)? `:` type($cond) attr-dict"
        custom[Custom { name: "OpBundles", parse: parse_bundles, print: print_bundles }]),
    OpSpec::new("llvm.intr.stackrestore").declare(&STACKRESTORE),
    OpSpec::new("llvm.intr.memcpy").declare(&MEM_COPY),
    OpSpec::new("llvm.intr.memmove").declare(&MEM_COPY),
    op!("llvm.intr.memset" operands["dst": PTR, "val": I8, "len": SIGNLESS_INT]
        attrs["isVolatile": I1_ATTR, "arg_attrs?": DICT_ARRAY, "res_attrs?": DICT_ARRAY] generic_only),
    op("llvm.intr.ctlz", &COUNT_ZEROS),
    op("llvm.intr.cttz", &COUNT_ZEROS),
    op!("llvm.intr.abs" operands["in": INT_LIKE] results["res": LLVM_TYPE] attrs["is_int_min_poison": I1_ATTR]
        generic_only traits(PURE)),
    op("llvm.intr.uadd.with.overflow", &WITH_OVERFLOW),
    op("llvm.intr.sadd.with.overflow", &WITH_OVERFLOW),
    op("llvm.intr.usub.with.overflow", &WITH_OVERFLOW),
    op("llvm.intr.ssub.with.overflow", &WITH_OVERFLOW),
    op("llvm.intr.umul.with.overflow", &WITH_OVERFLOW),
    op("llvm.intr.smul.with.overflow", &WITH_OVERFLOW),
    intr("llvm.intr.ctpop", &I_UNARY),
    intr("llvm.intr.smax", &I_BINARY),
    intr("llvm.intr.smin", &I_BINARY),
    intr("llvm.intr.umax", &I_BINARY),
    intr("llvm.intr.umin", &I_BINARY),
    intr("llvm.intr.fabs", &F_UNARY),
    intr("llvm.intr.sqrt", &F_UNARY),
    intr("llvm.intr.exp", &F_UNARY),
    intr("llvm.intr.exp2", &F_UNARY),
    intr("llvm.intr.log", &F_UNARY),
    intr("llvm.intr.log2", &F_UNARY),
    intr("llvm.intr.log10", &F_UNARY),
    intr("llvm.intr.pow", &F_BINARY),
    intr("llvm.intr.powi", &POWI),
    intr("llvm.intr.fma", &F_TERNARY),
    intr("llvm.intr.fmuladd", &F_TERNARY),
    intr("llvm.intr.sin", &F_UNARY),
    intr("llvm.intr.cos", &F_UNARY),
    intr("llvm.intr.tan", &F_UNARY),
    intr("llvm.intr.asin", &F_UNARY),
    intr("llvm.intr.acos", &F_UNARY),
    intr("llvm.intr.atan", &F_UNARY),
    intr("llvm.intr.atan2", &F_BINARY),
    intr("llvm.intr.sinh", &F_UNARY),
    intr("llvm.intr.cosh", &F_UNARY),
    intr("llvm.intr.tanh", &F_UNARY),
    intr("llvm.intr.floor", &F_UNARY),
    intr("llvm.intr.ceil", &F_UNARY),
    intr("llvm.intr.trunc", &F_UNARY),
    intr("llvm.intr.round", &F_UNARY),
    intr("llvm.intr.roundeven", &F_UNARY),
    intr("llvm.intr.rint", &F_UNARY),
    intr("llvm.intr.nearbyint", &F_UNARY),
    intr("llvm.intr.copysign", &F_BINARY),
    intr("llvm.intr.maxnum", &F_BINARY),
    intr("llvm.intr.minnum", &F_BINARY),
    intr("llvm.intr.maximum", &F_BINARY),
    intr("llvm.intr.minimum", &F_BINARY),
    // ----- vectors -----
    op!("llvm.extractelement" operands["vector": VECTOR, "position": SIGNLESS_INT] results["res": LLVM_TYPE]
        format "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"
        infer[element_type_of("res", "vector", "result type matches vector element type")]
        traits(PURE)),
    op!("llvm.insertelement" operands["vector": VECTOR, "value": LLVM_TYPE, "position": SIGNLESS_INT]
        results["res": VECTOR]
        format "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"
        infer[same_type_as("res", "vector", "all of {vector, res} have same type"),
            element_type_of("value", "vector", "argument type matches vector element type")]
        traits(PURE)),
    op!("llvm.shufflevector" operands["v1": VECTOR, "v2": VECTOR] results["res": VECTOR] attrs["mask": I32_LIST]
        format "$v1 `,` $v2 $mask attr-dict `:` type($v1) custom<ShuffleType>($v1, $res, $mask)"
        custom[Custom { name: "ShuffleType", parse: parse_shuffle_type, print: |_, _, _, _| {} }]
        infer[same_type_as("v2", "v1", "all of {v1, v2} have same type")]
        traits(PURE)),
    op("llvm.intr.vector.reduce.add", &INT_REDUCE),
    op("llvm.intr.vector.reduce.mul", &INT_REDUCE),
    op("llvm.intr.vector.reduce.and", &INT_REDUCE),
    op("llvm.intr.vector.reduce.or", &INT_REDUCE),
    op("llvm.intr.vector.reduce.xor", &INT_REDUCE),
    op("llvm.intr.vector.reduce.smax", &INT_REDUCE),
    op("llvm.intr.vector.reduce.smin", &INT_REDUCE),
    op("llvm.intr.vector.reduce.umax", &INT_REDUCE),
    op("llvm.intr.vector.reduce.umin", &INT_REDUCE),
    op("llvm.intr.vector.reduce.fadd", &ORDERED_REDUCE),
    op("llvm.intr.vector.reduce.fmul", &ORDERED_REDUCE),
    op("llvm.intr.vector.reduce.fmax", &F_REDUCE),
    op("llvm.intr.vector.reduce.fmin", &F_REDUCE),
    op("llvm.intr.vector.reduce.fmaximum", &F_REDUCE),
    op("llvm.intr.vector.reduce.fminimum", &F_REDUCE),
    op!("llvm.intr.masked.load" operands["data": PTR, "mask": I1_VECTOR, "pass_thru*": VECTOR] results["res": VECTOR]
        attrs["alignment": I32_ATTR, "nontemporal?": UNIT]
        format "$data `,` $mask (`,` $pass_thru^)? attr-dict `:` functional-type(operands, results)"),
    op!("llvm.intr.masked.store" operands["value": VECTOR, "data": PTR, "mask": I1_VECTOR] attrs["alignment": I32_ATTR]
        format "$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($data)"),
    op!("llvm.intr.masked.gather" operands["ptrs": PTR_VECTOR, "mask": I1_VECTOR, "pass_thru*": VECTOR]
        results["res": VECTOR] attrs["alignment": I32_ATTR]
        format "$ptrs `,` $mask (`,` $pass_thru^)? attr-dict `:` functional-type(operands, results)"),
    op!("llvm.intr.masked.scatter" operands["value": VECTOR, "ptrs": PTR_VECTOR, "mask": I1_VECTOR]
        attrs["alignment": I32_ATTR]
        format "$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)"),
    op!("llvm.intr.masked.expandload" operands["ptr": PTR, "mask": I1_VECTOR, "passthru": VECTOR]
        results["res": VECTOR] generic_only),
    op!("llvm.intr.masked.compressstore" operands["value": VECTOR, "ptr": PTR, "mask": I1_VECTOR] generic_only),
];

const VECTOR: TypeConstraint = ty_c("LLVM dialect-compatible vector type", |ctx, t| {
    matches!(ctx.type_kind(t), TypeKind::Vector { .. }) && is_compatible(ctx, t)
});
const I1_VECTOR: TypeConstraint = ty_c("LLVM dialect-compatible vector of 1-bit signless integer", |ctx, t| {
    matches!(ctx.type_kind(t), TypeKind::Vector { elem, .. }
        if matches!(ctx.type_kind(*elem), TypeKind::Int { width: 1, sign: Signedness::Signless }))
});
const PTR_VECTOR: TypeConstraint = ty_c(
    "LLVM dialect-compatible vector of LLVM pointer type",
    |ctx, t| matches!(ctx.type_kind(t), TypeKind::Vector { elem, .. } if is_ptr(ctx, *elem)),
);
const I32_ATTR: AttrConstraint = dict_attr("32-bit signless integer attribute", |ctx, a| int_of_width(ctx, a, 32));
static INT_REDUCE: OpFormat = op_format!(operands["in": VECTOR] results["res": LLVM_TYPE] generic_only);
static ORDERED_REDUCE: OpFormat = op_format!(operands["start_value": LLVM_TYPE, "input": VECTOR]
    results["res": LLVM_TYPE] attrs["fastmathFlags": FASTMATH_FLAGS] generic_only);
intr_format!(F_REDUCE, ["in": VECTOR], false, "`(` $in `)` attr-dict `:` functional-type(operands, results)");

/// `custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))`: prints nothing; the result
/// is a vector of the mask's length of `v1`'s element type.
fn parse_shuffle_type(p: &mut Parser, st: &mut OpState, got: &mut Slots, _: &[&str]) -> PResult<()> {
    let Some(t1) = got.types("v1").and_then(|t| t.first().copied()) else { return Ok(()) };
    let mask = p.ir.ctx.sym("mask");
    let n = st.attrs.iter().find(|e| e.0 == mask).and_then(|e| p.ir.ctx.as_dense_array(e.1)).map_or(0, |m| m.len());
    let elem = p.ir.ctx.elem_ty(t1);
    let res = p.ir.ctx.ty(TypeKind::Vector { shape: vec![n as i64], scalable: vec![false], elem });
    got.set_types("res", vec![res]);
    Ok(())
}

const MEM_PROPS: &[&str] = &[
    "access_groups",
    "alias_scopes",
    "alignment",
    "dereferenceable",
    "invariant",
    "invariantGroup",
    "noalias_scopes",
    "nontemporal",
    "ordering",
    "syncscope",
    "tbaa",
    "volatile_",
];

// ----- small helpers -----

fn set_prop(p: &mut Parser, st: &mut OpState, name: &str, a: Attr) {
    st.add_attr(p.ir, name, a);
}
const CCONVS: [&str; 5] = ["fastcc", "coldcc", "cc_10", "cc_11", "tailcc"];
/// One of the keywords `kws`, if next.
fn optional_keyword(p: &mut Parser, kws: &[&'static str]) -> Option<&'static str> {
    let kw = kws.iter().copied().find(|k| p.is_keyword(k))?;
    p.bump();
    Some(kw)
}
/// `kw ` of a `#llvm.<name><kw>` property unless `kw` is the default.
fn print_keyword_attr(pr: &mut Printer, op: Op, prop: &str, default: &str) {
    let kw = pr.ir.attr(op, prop).and_then(|a| pr.ir.ctx.as_enum(a)).and_then(|(d, v)| d.keyword(v));
    if let Some(kw) = kw.filter(|&k| k != default) {
        pr.w(kw);
        pr.w(" ");
    }
}
fn has(p: &Parser, st: &OpState, name: &str) -> bool {
    let Some(s) = p.ir.ctx.lookup_sym(name) else { return false };
    st.attrs.iter().chain(st.props.iter()).any(|e| e.0 == s)
}
fn default_int(p: &mut Parser, st: &mut OpState, name: &str, width: u32, v: i128) {
    if !has(p, st, name) {
        let t = p.ir.ctx.int_ty(width);
        let a = p.ir.ctx.int_attr(t, v);
        set_prop(p, st, name, a);
    }
}
fn int_prop(ir: &Ir, op: Op, name: &str) -> Option<i128> {
    ir.attr(op, name).and_then(|a| ir.ctx.as_int(a))
}
fn unit(p: &mut Parser, st: &mut OpState, name: &str) {
    let a = p.ir.ctx.unit_attr();
    set_prop(p, st, name, a);
}

/// Upstream's `SwitchOp::verify` (the last two reported without the op's name).
fn verify_switch(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let cases = cf::case_values(ir, op);
    let n = ir.successors(op).len();
    if cases.len() + 1 != n {
        v.err(op, "expects number of case values to match number of case destinations");
        return;
    }
    let weights = dense_array(ir, op, "branch_weights").map_or(n, |w| w.len());
    let case_ty = ir.attr(op, "case_values").and_then(|a| match ir.ctx.attr_kind(a) {
        AttrKind::Dense { ty, .. } => Some(ir.ctx.elem_ty(*ty)),
        _ => None,
    });
    let msg = if weights != n {
        format!("expects number of branch weights to match number of successors: {weights} vs {n}")
    } else if case_ty.is_some_and(|t| t != ir.value_ty(ir.operands(op)[0])) {
        "expects case value type to match condition value type".to_string()
    } else {
        return;
    };
    v.diags.push(crate::diag::Diagnostic::error(ir.loc(op), msg));
}

fn verify_return(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let n = ir.operands(op).len();
    let Some(f) = ir.parent_op(op).filter(|&f| ir.op_name(f) == "llvm.func") else { return };
    let Some(ret) = func_sig(ir, f).map(|s| s.0) else { return };
    let void = matches!(ir.ctx.type_kind(ret), TypeKind::LlvmVoid);
    let note = "when returning from function";
    if void && n == 1 {
        v.err_note(op, "expected no operands", f, note);
    } else if !void && n == 0 {
        v.err_note(op, "expected 1 operand", f, note);
    } else if n == 1 && ir.value_ty(ir.operands(op)[0]) != ret {
        v.err_note(op, "mismatching result types", f, note);
    }
}

// ----- calls -----

/// `[cconv] [tail kind] @callee(%args) [vararg(T)] [bundles]` or `%fn(%args) ...`: the part of
/// `llvm.call`'s hand-written syntax before the attribute dictionary (arguments `$CConv,
/// $TailCallKind, $callee, $callee_operands, $var_callee_type, $op_bundle_operands,
/// $op_bundle_sizes, $op_bundle_tags`).
const CALLEE: Custom = Custom {
    name: "Callee",
    parse: |p, st, slots, args| {
        for (kws, def) in
            [(&CCONVS[..], &enums::LLVM_CCONV), (&["tail", "musttail", "notail"][..], &enums::LLVM_TAILCALLKIND)]
        {
            if let Some(kw) = optional_keyword(p, kws) {
                let a = p.ir.ctx.dialect_attr("llvm", &format!("{}<{kw}>", def.mnemonic));
                st.add_attr(p.ir, if def.mnemonic == "cconv" { "CConv" } else { "TailCallKind" }, a);
            }
        }
        let mut uses = vec![];
        if matches!(p.tok.kind, Tok::At(_)) {
            let a = (FLAT_SYMBOL_REF.parse)(p)?;
            st.add_attr(p.ir, "callee", a);
        } else {
            uses.push(p.parse_operand()?);
        }
        p.expect(Tok::LParen, "'('")?;
        uses.extend(p.parse_operand_list()?);
        p.expect(Tok::RParen, "')'")?;
        slots.set_operands(args[3], uses);
        if p.parse_optional_keyword("vararg") {
            p.expect(Tok::LParen, "'('")?;
            let a = (TYPE_ATTR.parse)(p)?;
            st.add_attr(p.ir, "var_callee_type", a);
            p.expect(Tok::RParen, "')'")?;
        }
        if p.optional(Tok::LSquare) {
            parse_bundles(p, st, slots, &args[5..])?;
            p.expect(Tok::RSquare, "']'")?;
        }
        Ok(())
    },
    print: |pr, op, f, args| {
        let ir = pr.ir;
        print_keyword_attr(pr, op, "CConv", "ccc");
        print_keyword_attr(pr, op, "TailCallKind", "none");
        let args_of = operands_of(ir, op, f, "callee_operands");
        match ir.attr(op, "callee") {
            Some(c) => pr.attr(c),
            None => pr.operand(args_of[0]),
        }
        pr.w("(");
        pr.operands(&args_of[usize::from(ir.attr(op, "callee").is_none())..]);
        pr.w(")");
        if let Some(a) = ir.attr(op, "var_callee_type") {
            pr.w(" vararg(");
            (TYPE_ATTR.print)(pr, a);
            pr.w(")");
        }
        if !operands_of(ir, op, f, "op_bundle_operands").is_empty() || ir.attr(op, "op_bundle_tags").is_some() {
            pr.w(" [");
            print_bundles(pr, op, f, &args[5..]);
            pr.w("]");
        }
    },
};
/// `!llvm.ptr, (args) -> result` (the pointer type when the callee is an operand).
const CALL_TYPE: Custom = Custom {
    name: "CallType",
    parse: |p, st, slots, _| {
        let s = p.ir.ctx.sym("callee");
        let mut ins = vec![];
        if !st.attrs.iter().chain(&st.props).any(|e| e.0 == s) {
            ins.push(p.parse_type()?);
            p.expect(Tok::Comma, "','")?;
        }
        ins.extend(p.parse_paren_type_list()?);
        p.expect(Tok::Arrow, "'->'")?;
        let outs = p.parse_function_result_types()?;
        slots.set_types("callee_operands", ins);
        slots.set_types("result", outs);
        Ok(())
    },
    print: |pr, op, f, _| {
        let ir = pr.ir;
        let mut args = operands_of(ir, op, f, "callee_operands");
        if ir.attr(op, "callee").is_none() {
            pr.ty(ir.value_ty(args[0]));
            pr.w(", ");
            args = &args[1..];
        }
        pr.w("(");
        pr.types(&args.iter().map(|&v| ir.value_ty(v)).collect::<Vec<_>>());
        pr.w(") -> ");
        let rs = ir.result_types(op);
        if rs.is_empty() {
            pr.w("()");
        } else {
            pr.result_types(&rs);
        }
    },
};
/// An `llvm` enum attribute written as its keyword, its value 0 the default.
macro_rules! llvm_enum {
    ($def:path, $summary:literal) => {
        AttrConstraint {
            default: Some((|ctx| ctx.enum_attr(&$def, 0), |ctx, a| ctx.enum_value(a, &$def) == Some(0))),
            ..dict_attr($summary, |ctx, a| ctx.enum_value(a, &$def).is_some())
        }
    };
}
const CCONV: AttrConstraint = llvm_enum!(enums::LLVM_CCONV, "LLVM Calling Convention specification");
const TAIL_CALL_KIND: AttrConstraint = llvm_enum!(enums::LLVM_TAILCALLKIND, "Tail Call Kind");
/// `llvm.call`: its callee is a symbol or the first operand (so that the callee's checks are
/// the op's own).
static CALL: OpFormat = op_format!(
    operands["callee_operands*": LLVM_TYPE, "op_bundle_operands*": ANY_TYPE] results["result?": LLVM_TYPE]
    attrs[
        "var_callee_type?": TYPE_ATTR,
        "callee?": FLAT_SYMBOL_REF,
        "fastmathFlags": FASTMATH_FLAGS,
        "branch_weights?": I32_LIST,
        "CConv": CCONV,
        "TailCallKind": TAIL_CALL_KIND,
        "memory_effects?": ANY_ATTR,
        "convergent?": UNIT,
        "no_unwind?": UNIT,
        "will_return?": UNIT,
        "op_bundle_sizes": BUNDLE_SIZES,
        "op_bundle_tags?": ARRAY_ATTR,
        "arg_attrs?": DICT_ARRAY,
        "res_attrs?": DICT_ARRAY,
        "access_groups?": ARRAY_ATTR,
        "alias_scopes?": ARRAY_ATTR,
        "noalias_scopes?": ARRAY_ATTR,
        "tbaa?": ARRAY_ATTR,
    ]
    format "custom<Callee>($CConv, $TailCallKind, $callee, $callee_operands, $var_callee_type, $op_bundle_operands, \
            $op_bundle_sizes, $op_bundle_tags) attr-dict `:` custom<CallType>($arg_attrs, $res_attrs)"
    custom[CALLEE, CALL_TYPE] verify(verify_call) hand_printed
);
/// `llvm.call_intrinsic`: op bundles are not supported (the custom form cannot spell them).
fn verify_call_intrinsic(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let bundles = ir.attr(op, "op_bundle_sizes").and_then(|a| ir.ctx.as_dense_array(a)).is_some_and(|l| !l.is_empty());
    if bundles || ir.attr(op, "op_bundle_tags").is_some() {
        v.err(op, "operand bundles are not supported by mlirc");
    }
}
fn verify_call(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(c) = ir.attr(op, "callee").and_then(|a| ir.ctx.as_symbol_ref(a)) else { return };
    let name = ir.ctx.str(c.0).to_string();
    let table = crate::ir::symbols::symbol_table_of(ir, op);
    let (root, nested) = (c.0, c.1.to_vec());
    let Some(f) = v.lookup_symbol(table, root, &nested) else {
        v.err(op, format!("'{name}' does not reference a symbol in the current scope"));
        return;
    };
    if ir.op_name(f) != "llvm.func" {
        return;
    }
    let Some((ret, params, vararg)) = func_sig(ir, f) else { return };
    let args = ir.operand_types(op);
    if args.len() < params.len() || (!vararg && args.len() != params.len()) {
        let msg = format!("incorrect number of operands ({}) for callee (expecting: {})", args.len(), params.len());
        v.err(op, msg);
        return;
    }
    for (i, (&a, &p)) in args.iter().zip(&params).enumerate() {
        if a != p {
            let (x, y) = (v.ty_str(a), v.ty_str(p));
            v.err(op, format!("operand type mismatch for operand {i}: '{x}' != '{y}'"));
            return;
        }
    }
    let void = matches!(ir.ctx.type_kind(ret), TypeKind::LlvmVoid);
    let nres = ir.results(op).len();
    if void && nres != 0 {
        v.err(op, "calling function with void result must not produce values");
    } else if !void && nres == 0 {
        v.err(op, "expected function call to produce a value");
    } else if nres == 1 && ir.value_ty(ir.result(op, 0)) != ret {
        let (x, y) = (v.ty_str(ir.value_ty(ir.result(op, 0))), v.ty_str(ret));
        v.err(op, format!("result type mismatch: '{x}' != '{y}'"));
    }
}

// ----- functions and globals -----

const LINKAGES: [&str; 11] = [
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];

/// `(result, params, vararg)` of an `llvm.func`.
pub fn func_sig(ir: &Ir, f: Op) -> Option<(Type, Vec<Type>, bool)> {
    let t = ir.attr(f, "function_type").and_then(|a| ir.ctx.as_type(a))?;
    match ir.ctx.type_kind(t) {
        TypeKind::LlvmFunc { ret, params, vararg } => Some((*ret, params.clone(), *vararg)),
        _ => None,
    }
}

/// The linkage keyword of an op (`#llvm.linkage<K>`), `external` when absent.
pub fn linkage(ir: &Ir, op: Op) -> &str {
    ir.attr(op, "linkage").and_then(|a| ir.ctx.enum_keyword(a, &enums::LLVM_LINKAGE)).unwrap_or("external")
}

/// `[linkage] [cconv] @name(args) [-> result] [attributes {..}] [{body}]`: `llvm.func`'s
/// hand-written syntax, its signature that of `func.func` (with a trailing `...` when variadic).
const LLVM_FUNCTION: Custom = Custom {
    name: "LLVMFunction",
    parse: |p, st, slots, _| {
        if let Some(l) = optional_keyword(p, &LINKAGES) {
            let a = p.ir.ctx.dialect_attr("llvm", &format!("linkage<{l}>"));
            set_prop(p, st, "linkage", a);
        }
        if let Some(c) = optional_keyword(p, &CCONVS) {
            let a = p.ir.ctx.dialect_attr("llvm", &format!("cconv<{c}>"));
            set_prop(p, st, "CConv", a);
        }
        let a = (SYMBOL_NAME.parse)(p)?;
        set_prop(p, st, "sym_name", a);
        let mut vararg = false;
        let sig = super::func::parse_function_signature(p, Some(&mut vararg))?;
        let ret = sig.results.first().copied().unwrap_or_else(|| p.ir.ctx.ty(TypeKind::LlvmVoid));
        let ft = p.ir.ctx.ty(TypeKind::LlvmFunc { ret, params: sig.inputs.clone(), vararg });
        let a = p.ir.ctx.type_attr(ft);
        set_prop(p, st, "function_type", a);
        for (name, attrs) in [("arg_attrs", &sig.arg_attrs), ("res_attrs", &sig.res_attrs)] {
            if !attrs.is_empty() {
                let a = p.ir.ctx.array_attr(attrs.clone());
                set_prop(p, st, name, a);
            }
        }
        p.parse_attr_dict_with_keyword(st)?;
        if p.is(&Tok::LBrace) {
            let r = p.parse_region(sig.args, true)?;
            slots.set_region("body", r);
        }
        Ok(())
    },
    print: |pr, op, _, _| {
        let ir = pr.ir;
        let Some((ret, params, vararg)) = func_sig(ir, op) else { return };
        let l = linkage(ir, op);
        if l != "external" {
            pr.w(l);
            pr.w(" ");
        }
        print_keyword_attr(pr, op, "CConv", "ccc");
        if let Some(a) = ir.attr(op, "sym_name") {
            (SYMBOL_NAME.print)(pr, a);
        }
        let results = if matches!(ir.ctx.type_kind(ret), TypeKind::LlvmVoid) { vec![] } else { vec![ret] };
        super::func::print_function_signature(pr, op, &params, &results, vararg);
        let mut elided = vec!["sym_name", "function_type", "linkage", "CConv", "arg_attrs", "res_attrs"];
        for name in ["unnamed_addr", "visibility_"] {
            if int_prop(ir, op, name) == Some(0) {
                elided.push(name);
            }
        }
        pr.attr_dict_with_keyword(op, &elided);
        let r = ir.regions(op)[0];
        if !ir.region_is_empty(r) {
            pr.w(" ");
            pr.region(r, false, true);
        }
    },
};
const FUNC_TYPE: AttrConstraint = dict_attr("type attribute of LLVM function type", |ctx, a| {
    ctx.as_type(a).is_some_and(|t| matches!(ctx.type_kind(t), TypeKind::LlvmFunc { .. }))
});

fn verify_func(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some((_, params, _)) = func_sig(ir, op) else { return };
    let r = ir.regions(op)[0];
    match ir.entry_block(r) {
        Some(b) => {
            let args = ir.args(b);
            if args.len() != params.len() {
                v.err(op, format!("entry block must have {} arguments to match function signature", params.len()));
                return;
            }
            for (i, (&a, &t)) in args.iter().zip(&params).enumerate() {
                if ir.value_ty(a) != t {
                    let (x, y) = (v.ty_str(ir.value_ty(a)), v.ty_str(t));
                    v.err(op, format!("entry block argument #{i}('{x}') must match the type of the corresponding argument in function signature('{y}')"));
                    return;
                }
            }
        }
        None => {
            let l = linkage(ir, op);
            if l != "external" && l != "extern_weak" {
                v.err(op, "external functions must have 'external' or 'extern_weak' linkage");
            }
        }
    }
}

/// `linkage [thread_local] [unnamed_addr] [constant] @name(value)`, the part of
/// `llvm.mlir.global`'s hand-written syntax before the attribute dictionary.
const GLOBAL: Custom = Custom {
    name: "Global",
    parse: |p, st, _, _| {
        if let Some(l) = optional_keyword(p, &LINKAGES) {
            let a = p.ir.ctx.dialect_attr("llvm", &format!("linkage<{l}>"));
            set_prop(p, st, "linkage", a);
        }
        if p.parse_optional_keyword("thread_local") {
            unit(p, st, "thread_local_");
        }
        for (kw, v) in [("unnamed_addr", 2), ("local_unnamed_addr", 1)] {
            if p.parse_optional_keyword(kw) {
                let a = int_attr(p, 64, v);
                set_prop(p, st, "unnamed_addr", a);
            }
        }
        if p.parse_optional_keyword("constant") {
            unit(p, st, "constant");
        }
        let a = (SYMBOL_NAME.parse)(p)?;
        set_prop(p, st, "sym_name", a);
        p.expect(Tok::LParen, "'('")?;
        if !p.is(&Tok::RParen) {
            let v = p.parse_attr()?;
            set_prop(p, st, "value", v);
        }
        p.expect(Tok::RParen, "')'")
    },
    print: |pr, op, _, _| {
        let ir = pr.ir;
        pr.w(linkage(ir, op));
        pr.w(" ");
        if ir.has_attr(op, "thread_local_") {
            pr.w("thread_local ");
        }
        match int_prop(ir, op, "unnamed_addr") {
            Some(1) => pr.w("local_unnamed_addr "),
            Some(2) => pr.w("unnamed_addr "),
            _ => {}
        }
        if ir.has_attr(op, "constant") {
            pr.w("constant ");
        }
        if let Some(a) = ir.attr(op, "sym_name") {
            (SYMBOL_NAME.print)(pr, a);
        }
        pr.w("(");
        if let Some(v) = ir.attr(op, "value") {
            pr.attr(v);
        }
        pr.w(")");
    },
};
/// `: T` (left out for a string global) and the initializer region.
const GLOBAL_TYPE: Custom = Custom {
    name: "GlobalType",
    parse: |p, st, slots, _| {
        let ty = if p.optional(Tok::Colon) { Some(p.parse_type()?) } else { None };
        if p.is(&Tok::LBrace) {
            let r = p.parse_region(vec![], true)?;
            slots.set_region("initializer", r);
        }
        let Some(ty) = ty.or_else(|| string_global_type(p, st)) else {
            return p.err("type can only be omitted for string globals");
        };
        let a = p.ir.ctx.type_attr(ty);
        set_prop(p, st, "global_type", a);
        default_int(p, st, "addr_space", 32, 0);
        Ok(())
    },
    print: |pr, op, _, _| {
        let ir = pr.ir;
        let is_string = ir.attr(op, "value").is_some_and(|a| matches!(ir.ctx.attr_kind(a), AttrKind::String { .. }));
        if let Some(t) = ir.attr(op, "global_type").and_then(|a| ir.ctx.as_type(a)).filter(|_| !is_string) {
            pr.w(": ");
            pr.ty(t);
        }
        let r = ir.regions(op)[0];
        if !ir.region_is_empty(r) {
            if !is_string {
                pr.w(" ");
            }
            pr.region(r, false, true);
        }
    },
};
const LINKAGE: AttrConstraint = AttrConstraint {
    default: Some((
        |ctx| ctx.dialect_attr("llvm", "linkage<external>"),
        |ctx, a| ctx.enum_keyword(a, &enums::LLVM_LINKAGE) == Some("external"),
    )),
    ..dict_attr("LLVM Linkage specification", |ctx, a| ctx.enum_value(a, &enums::LLVM_LINKAGE).is_some())
};
const I64_ENUM: AttrConstraint = AttrConstraint {
    default: zero_default(64),
    ..dict_attr("64-bit signless integer attribute", |ctx, a| int_of_width(ctx, a, 64))
};

/// The type of a global whose `value` is a string: `!llvm.array<N x i8>`.
fn string_global_type(p: &mut Parser, st: &OpState) -> Option<Type> {
    let s = p.ir.ctx.lookup_sym("value")?;
    let a = st.attrs.iter().chain(st.props.iter()).find(|e| e.0 == s)?.1;
    let n = match p.ir.ctx.attr_kind(a) {
        AttrKind::String { bytes, .. } => bytes.len() as u64,
        _ => return None,
    };
    let i8t = p.ir.ctx.int_ty(8);
    Some(p.ir.ctx.ty(TypeKind::LlvmArray { len: n, elem: i8t }))
}
