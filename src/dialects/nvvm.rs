//! The `nvvm` dialect: what `convert-gpu-to-nvvm` makes of the `gpu` ops inside kernels —
//! special-register reads (`nvvm.read.ptx.sreg.tid.x`, ...), barriers, warp shuffles, votes,
//! reductions and elections — and the related ops a kernel written by hand uses (clocks,
//! global timer, lane masks, cluster barriers, `nanosleep`, `rcp.approx.ftz.f`). Each op is
//! one NVVM intrinsic (`llvm/nvvm.rs` translates them).
//!
//! The enum attributes (`#nvvm<shfl_kind bfly>`, `#nvvm<vote_sync_kind any>`,
//! `#nvvm<redux_kind add>`, `#nvvm.reduction<popc>`) are tables of `ir::enums`; the range of
//! a special-register read is `#llvm.constant_range<i32, 0, 128>` (text), written
//! `range <i32, 0, 128>`. Other `#nvvm.*` attributes (`#nvvm.target<...>`) stay text.

use super::ods::{
    self, dict_attr, same_type_as, type_constraint, AttrConstraint, OpFormat, TypeConstraint, BOOL, I1, UNIT,
};
use super::{OpSpec, PURE};
use crate::dialects::ods::{op, op_format};
use crate::ir::enums::{EnumDef, NVVM_BARRIER_REDUCTION, NVVM_REDUX_KIND, NVVM_SHFL_KIND, NVVM_VOTE_SYNC_KIND};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{PResult, Parser};
use crate::syntax::printer::Printer;

/// Special registers whose read is `Pure` and may carry a `range` (upstream's
/// `NVVM_PureSpecialRangeableRegisterOp`).
const RANGED: &[&str] = &[
    "laneid",
    "warpsize",
    "warpid",
    "nwarpid",
    "smid",
    "nsmid",
    "gridid",
    "tid.x",
    "tid.y",
    "tid.z",
    "ntid.x",
    "ntid.y",
    "ntid.z",
    "ctaid.x",
    "ctaid.y",
    "ctaid.z",
    "nctaid.x",
    "nctaid.y",
    "nctaid.z",
    "clusterid.x",
    "clusterid.y",
    "clusterid.z",
    "nclusterid.x",
    "nclusterid.y",
    "nclusterid.z",
    "cluster.ctaid.x",
    "cluster.ctaid.y",
    "cluster.ctaid.z",
    "cluster.nctaid.x",
    "cluster.nctaid.y",
    "cluster.nctaid.z",
    "cluster.ctarank",
    "cluster.nctarank",
];

/// Whether `nvvm.read.ptx.sreg.<reg>` is one of the special-register reads this dialect has
/// (the translation's check: each is the intrinsic `llvm.nvvm.read.ptx.sreg.<reg>`).
pub fn is_sreg(reg: &str) -> bool {
    RANGED.contains(&reg)
        || matches!(
            reg,
            "lanemask.eq"
                | "lanemask.le"
                | "lanemask.lt"
                | "lanemask.ge"
                | "lanemask.gt"
                | "clock"
                | "clock64"
                | "globaltimer"
                | "globaltimer.lo"
        )
        || reg.strip_prefix("envreg").and_then(|n| n.parse::<u32>().ok()).is_some_and(|n| n < 32)
}

macro_rules! sreg {
    (ranged $r:literal) => {
        OpSpec::new(concat!("nvvm.read.ptx.sreg.", $r)).declare(&SREG_RANGED).traits(PURE)
    };
    (pure $r:literal) => {
        OpSpec::new(concat!("nvvm.read.ptx.sreg.", $r)).declare(&SREG).traits(PURE)
    };
    (sm90 $r:literal) => {
        OpSpec::new(concat!("nvvm.read.ptx.sreg.", $r)).declare(&SREG_RANGED_SM90).traits(PURE)
    };
    (effects $r:literal) => {
        OpSpec::new(concat!("nvvm.read.ptx.sreg.", $r)).declare(&SREG)
    };
}

pub static OPS: &[OpSpec] = &[
    sreg!(ranged "laneid"),
    sreg!(ranged "warpsize"),
    sreg!(ranged "warpid"),
    sreg!(ranged "nwarpid"),
    sreg!(ranged "smid"),
    sreg!(ranged "nsmid"),
    sreg!(ranged "gridid"),
    sreg!(ranged "tid.x"),
    sreg!(ranged "tid.y"),
    sreg!(ranged "tid.z"),
    sreg!(ranged "ntid.x"),
    sreg!(ranged "ntid.y"),
    sreg!(ranged "ntid.z"),
    sreg!(ranged "ctaid.x"),
    sreg!(ranged "ctaid.y"),
    sreg!(ranged "ctaid.z"),
    sreg!(ranged "nctaid.x"),
    sreg!(ranged "nctaid.y"),
    sreg!(ranged "nctaid.z"),
    sreg!(sm90 "clusterid.x"),
    sreg!(ranged "clusterid.y"),
    sreg!(ranged "clusterid.z"),
    sreg!(ranged "nclusterid.x"),
    sreg!(ranged "nclusterid.y"),
    sreg!(ranged "nclusterid.z"),
    sreg!(sm90 "cluster.ctaid.x"),
    sreg!(sm90 "cluster.ctaid.y"),
    sreg!(sm90 "cluster.ctaid.z"),
    sreg!(sm90 "cluster.nctaid.x"),
    sreg!(sm90 "cluster.nctaid.y"),
    sreg!(ranged "cluster.nctaid.z"),
    sreg!(sm90 "cluster.ctarank"),
    sreg!(ranged "cluster.nctarank"),
    sreg!(pure "lanemask.eq"),
    sreg!(pure "lanemask.le"),
    sreg!(pure "lanemask.lt"),
    sreg!(pure "lanemask.ge"),
    sreg!(pure "lanemask.gt"),
    sreg!(effects "clock"),
    sreg!(effects "clock64"),
    sreg!(effects "globaltimer"),
    sreg!(effects "globaltimer.lo"),
    sreg!(pure "envreg0"),
    sreg!(pure "envreg1"),
    sreg!(pure "envreg2"),
    sreg!(pure "envreg3"),
    sreg!(pure "envreg4"),
    sreg!(pure "envreg5"),
    sreg!(pure "envreg6"),
    sreg!(pure "envreg7"),
    sreg!(pure "envreg8"),
    sreg!(pure "envreg9"),
    sreg!(pure "envreg10"),
    sreg!(pure "envreg11"),
    sreg!(pure "envreg12"),
    sreg!(pure "envreg13"),
    sreg!(pure "envreg14"),
    sreg!(pure "envreg15"),
    sreg!(pure "envreg16"),
    sreg!(pure "envreg17"),
    sreg!(pure "envreg18"),
    sreg!(pure "envreg19"),
    sreg!(pure "envreg20"),
    sreg!(pure "envreg21"),
    sreg!(pure "envreg22"),
    sreg!(pure "envreg23"),
    sreg!(pure "envreg24"),
    sreg!(pure "envreg25"),
    sreg!(pure "envreg26"),
    sreg!(pure "envreg27"),
    sreg!(pure "envreg28"),
    sreg!(pure "envreg29"),
    sreg!(pure "envreg30"),
    sreg!(pure "envreg31"),
    OpSpec::new("nvvm.barrier0").declare(&ods::FORMAT),
    op!("nvvm.barrier"
        operands["barrierId?": I32, "numberOfThreads?": I32, "reductionPredicate?": I32]
        results["res?": I32]
        attrs["reductionOp?": BARRIER_REDUCTION]
        format "(`id` `=` $barrierId^)? (`number_of_threads` `=` $numberOfThreads^)? \
                ($reductionOp^ $reductionPredicate)? attr-dict (`->` type($res)^)?"
        verify(verify_barrier)),
    op!("nvvm.bar.warp.sync" operands["mask": LLVM_TYPE] format "$mask attr-dict `:` type($mask)"),
    op!("nvvm.shfl.sync"
        operands["thread_mask": I32, "val": I32_OR_F32, "offset": I32, "mask_and_clamp": I32]
        results["res": I32_F32_OR_STRUCT]
        attrs["kind": SHFL_KIND, "return_value_and_is_valid?": UNIT]
        format "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp  attr-dict `:` type($val) `->` type($res)"
        verify(verify_shfl)),
    op!("nvvm.vote.sync"
        operands["mask": I32, "pred": I1]
        results["res": I32_OR_I1]
        attrs["kind": VOTE_SYNC_KIND]
        format "$kind $mask `,` $pred attr-dict `->` type($res)"
        verify(verify_vote)),
    op!("nvvm.redux.sync"
        operands["val": I32_OR_F32, "mask_and_clamp": I32]
        results["res": I32_OR_F32]
        attrs["kind": REDUX_KIND, "abs": FALSE_BOOL, "nan": FALSE_BOOL]
        format "$kind $val `,` $mask_and_clamp  attr-dict `:` type($val) `->` type($res)"
        infer[same_type_as("res", "val", "all of {res, val} have same type")]
        verify(verify_redux)),
    op!("nvvm.elect.sync" operands["membermask?": I32] results["pred": I1]
        format "($membermask^)? attr-dict `->` type(results)"),
    OpSpec::new("nvvm.fence.sc.cluster").declare(&ods::FORMAT),
    OpSpec::new("nvvm.cluster.arrive").declare(&ALIGNED),
    OpSpec::new("nvvm.cluster.arrive.relaxed").declare(&ALIGNED_SM90),
    OpSpec::new("nvvm.cluster.wait").declare(&ALIGNED_SM90),
    op!("nvvm.nanosleep" operands["duration": I32] format "attr-dict $duration"),
    op!("nvvm.rcp.approx.ftz.f" operands["arg": F32] results["res": F32] format "$arg attr-dict `:` type($res)"
        traits(PURE)),
];

/// A special-register read: `attr-dict : type`.
static SREG: OpFormat = op_format!(results["res": LLVM_TYPE] format "attr-dict `:` type($res)");
/// A special-register read with an optional known range: `range <i32, 0, 1024>`.
static SREG_RANGED: OpFormat = op_format!(
    results["res": LLVM_TYPE] attrs["range?": CONSTANT_RANGE] format "(`range` $range^)? attr-dict `:` type($res)"
);
/// `SREG_RANGED` for the registers upstream marks `NVVMRequiresSM<90>`.
static SREG_RANGED_SM90: OpFormat = op_format!(
    results["res": LLVM_TYPE] attrs["range?": CONSTANT_RANGE] format "(`range` $range^)? attr-dict `:` type($res)"
    verify(|v, op| {
        requires_sm(v, op, 90);
    })
);
/// The cluster barriers: an optional `aligned` unit attribute, in the attribute dictionary.
static ALIGNED: OpFormat = op_format!(attrs["aligned?": UNIT_IN_DICT] format "attr-dict");
/// `ALIGNED` for the barriers upstream marks `NVVMRequiresSM<90>`.
static ALIGNED_SM90: OpFormat = op_format!(attrs["aligned?": UNIT_IN_DICT] format "attr-dict" verify(|v, op| {
    requires_sm(v, op, 90);
}));

// ----- constraints -----

fn is_int(ctx: &Context, t: Type, w: u32) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Int { width, sign: Signedness::Signless } if *width == w)
}
fn is_f32(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Float(FloatKind::F32))
}

static I32: TypeConstraint = TypeConstraint {
    summary: "32-bit signless integer",
    check: |ctx, t| is_int(ctx, t, 32),
    build: Some(|ctx| ctx.int_ty(32)),
    // Read as an `IntegerType` where the format spells it.
    kind: Some(("", |ctx, t| matches!(ctx.type_kind(t), TypeKind::Int { .. }))),
};
static F32: TypeConstraint = TypeConstraint {
    summary: "32-bit float",
    check: is_f32,
    build: Some(|ctx| ctx.float_ty(FloatKind::F32)),
    // Read as a `Float32Type`.
    kind: Some(("", is_f32)),
};
static I32_OR_F32: TypeConstraint =
    type_constraint("32-bit signless integer or 32-bit float", |ctx, t| is_int(ctx, t, 32) || is_f32(ctx, t));
static I32_F32_OR_STRUCT: TypeConstraint =
    type_constraint("32-bit signless integer or 32-bit float or LLVM structure type", |ctx, t| {
        is_int(ctx, t, 32) || is_f32(ctx, t) || matches!(ctx.type_kind(t), TypeKind::LlvmStruct { .. })
    });
static I32_OR_I1: TypeConstraint = type_constraint("32-bit signless integer or 1-bit signless integer", |ctx, t| {
    is_int(ctx, t, 32) || is_int(ctx, t, 1)
});
/// `LLVM_Type`.
static LLVM_TYPE: TypeConstraint = super::llvm::LLVM_TYPE;

/// An enum written as its bare keyword (upstream's default `$value` format), printed after
/// a space of its own (hence two after the op name).
/// An unknown keyword is upstream's two errors (`expected ... to be one of` and `failed to
/// parse ... parameter`).
fn parse_keyword_enum(p: &mut Parser, def: &'static EnumDef) -> PResult<Attr> {
    let v = p.parse_enum_value(def)?;
    Ok(p.ir.ctx.enum_attr(def, v))
}
fn print_keyword_enum(pr: &mut Printer, a: Attr, def: &EnumDef) {
    match pr.ir.ctx.enum_keyword(a, def) {
        Some(k) => pr.w(&format!(" {k}")),
        None => pr.attr(a),
    }
}

static SHFL_KIND: AttrConstraint = AttrConstraint {
    summary: "NVVM shuffle kind",
    check: |ctx, a| ctx.enum_value(a, &NVVM_SHFL_KIND).is_some(),
    parse: |p| parse_keyword_enum(p, &NVVM_SHFL_KIND),
    print: |pr, a| print_keyword_enum(pr, a, &NVVM_SHFL_KIND),
    default: None,
};
static VOTE_SYNC_KIND: AttrConstraint = AttrConstraint {
    summary: "NVVM vote sync kind",
    check: |ctx, a| ctx.enum_value(a, &NVVM_VOTE_SYNC_KIND).is_some(),
    parse: |p| parse_keyword_enum(p, &NVVM_VOTE_SYNC_KIND),
    print: |pr, a| print_keyword_enum(pr, a, &NVVM_VOTE_SYNC_KIND),
    default: None,
};
static REDUX_KIND: AttrConstraint = AttrConstraint {
    summary: "NVVM redux kind",
    check: |ctx, a| ctx.enum_value(a, &NVVM_REDUX_KIND).is_some(),
    parse: |p| parse_keyword_enum(p, &NVVM_REDUX_KIND),
    print: |pr, a| print_keyword_enum(pr, a, &NVVM_REDUX_KIND),
    default: None,
};
/// `#nvvm.reduction<popc>`, written in full.
static BARRIER_REDUCTION: AttrConstraint =
    dict_attr("NVVM barrier reduction operation", |ctx, a| ctx.enum_value(a, &NVVM_BARRIER_REDUCTION).is_some());
/// `DefaultValuedAttr<BoolAttr, "false">`.
static FALSE_BOOL: AttrConstraint = AttrConstraint {
    default: Some((|ctx| ctx.bool_attr(false), |ctx, a| ctx.as_int(a) == Some(0) && (BOOL.check)(ctx, a))),
    ..BOOL
};
/// An optional unit attribute the format leaves to the attribute dictionary.
static UNIT_IN_DICT: AttrConstraint = dict_attr("unit attribute", |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Unit));

/// `#llvm.constant_range<i32, 0, 128>` (`LLVM_ConstantRangeAttr`), written `<i32, 0, 128>`.
static CONSTANT_RANGE: AttrConstraint = AttrConstraint {
    summary: "A range of two integers, corresponding to LLVM's ConstantRange",
    check: |ctx, a| constant_range(ctx, a).is_some(),
    parse: |p| {
        p.expect(Tok::Less, "'<'")?;
        let t = p.parse_type()?;
        p.expect(Tok::Comma, "','")?;
        let lo = parse_wide_int(p)?;
        p.expect(Tok::Comma, "','")?;
        let hi = parse_wide_int(p)?;
        p.expect(Tok::Greater, "'>'")?;
        let t = p.ir.ctx.display_type(t).to_string();
        Ok(p.ir.ctx.dialect_attr("llvm", &format!("constant_range<{t}, {lo}, {hi}>")))
    },
    print: |pr, a| {
        let body = pr.ir.ctx.dialect_attr_body(a, "llvm").and_then(|b| b.strip_prefix("constant_range"));
        match body {
            Some(b) => {
                let b = b.to_string();
                pr.w(&b)
            }
            None => pr.attr(a),
        }
    },
    default: None,
};

/// An integer literal of a range bound (up to 128 bits, possibly negative).
fn parse_wide_int(p: &mut Parser) -> PResult<i128> {
    let neg = p.optional(Tok::Minus);
    if p.tok.kind != Tok::Int {
        return p.err("expected integer value");
    }
    let t = p.text().to_string();
    let v = if let Some(h) = t.strip_prefix("0x") { u128::from_str_radix(h, 16) } else { t.parse::<u128>() };
    match v {
        Ok(v) => {
            p.bump();
            Ok(if neg { (v as i128).wrapping_neg() } else { v as i128 })
        }
        Err(_) => p.err("integer value too large"),
    }
}

/// The bit width, lower and upper bounds of a `#llvm.constant_range<iN, lo, hi>`.
pub fn constant_range(ctx: &Context, a: Attr) -> Option<(u32, i128, i128)> {
    let body = ctx.dialect_attr_body(a, "llvm")?.strip_prefix("constant_range<")?.strip_suffix('>')?;
    let mut it = body.split(',').map(str::trim);
    let w = it.next()?.strip_prefix('i')?.parse::<u32>().ok()?;
    let lo = it.next()?.parse::<i128>().ok()?;
    let hi = it.next()?.parse::<i128>().ok()?;
    it.next().is_none().then_some((w, lo, hi))
}

// ----- verifiers (upstream's words) -----

/// Upstream's `NVVMRequiresSM<sm>`: inside a `gpu.module` whose targets include
/// `#nvvm.target`s, each target's chip (`sm_50` when it names none; `sm_90a` is 90) must be at
/// least `sm`. Outside such a module nothing is checked.
fn requires_sm(v: &mut Verifier, op: Op, sm: u32) -> bool {
    let ir = v.ir;
    let mut p = ir.parent_op(op);
    while let Some(m) = p {
        if ir.op_name(m) == "gpu.module" {
            break;
        }
        p = ir.parent_op(m);
    }
    let Some(targets) = p.and_then(|m| ir.attr(m, "targets")).and_then(|a| ir.ctx.as_array(a)) else { return true };
    for &t in targets {
        let Some(body) = ir.ctx.dialect_attr_body(t, "nvvm") else { continue };
        if body != "target" && !body.starts_with("target<") {
            continue;
        }
        let chip = nvvm_target_chip(body);
        let version = chip.strip_prefix("sm_").map(|d| d.trim_end_matches(|c: char| c.is_ascii_alphabetic()));
        if version.and_then(|d| d.parse::<u32>().ok()).is_some_and(|n| n < sm) {
            v.err(op, format!("is not supported on {chip}"));
            return false;
        }
    }
    true
}

/// The `chip` of an `#nvvm.target<...>` body (`sm_50` when it names none).
fn nvvm_target_chip(body: &str) -> String {
    let Some(i) = body.find("chip = \"") else { return "sm_50".into() };
    let rest = &body[i + "chip = \"".len()..];
    rest.split('"').next().unwrap_or("sm_50").to_string()
}

fn verify_barrier(v: &mut Verifier, op: Op) {
    let seg = super::common::dense_array(v.ir, op, "operandSegmentSizes").unwrap_or_default();
    let [id, threads, pred] = seg[..] else { return };
    let reduction = v.ir.has_attr(op, "reductionOp");
    if threads != 0 && id == 0 {
        v.err(op, "barrier id is missing, it should be set between 0 to 15");
    } else if id != 0 && (reduction || pred != 0) {
        v.err(op, "reduction are only available when id is 0");
    } else if reduction != (pred != 0) {
        v.err(op, "reduction predicate and reduction operation must be specified together");
    }
}

fn verify_shfl(v: &mut Verifier, op: Op) {
    if !requires_sm(v, op, 30) {
        return;
    }
    let ir = v.ir;
    let val_ty = ir.value_ty(ir.operands(op)[1]);
    let res_ty = ir.value_ty(ir.result(op, 0));
    let show = |t: Type| ir.ctx.display_type(t).to_string();
    let fields = match ir.ctx.type_kind(res_ty) {
        TypeKind::LlvmStruct { elems, .. } => Some(elems.clone()),
        _ => None,
    };
    if ir.has_attr(op, "return_value_and_is_valid") {
        let Some(fields) = fields.filter(|f| f.len() == 2) else {
            return v.err(op, "expected return type to be a two-element struct");
        };
        if fields[0] != val_ty {
            let m = format!(
                "expected first element in the returned struct to be of type '{}' but got '{}' instead",
                show(val_ty),
                show(fields[0])
            );
            return v.err(op, m);
        }
        if !is_int(&ir.ctx, fields[1], 1) {
            let m = format!(
                "expected second element in the returned struct to be of type 'i1' but got '{}' instead",
                show(fields[1])
            );
            v.err(op, m);
        }
    } else if fields.is_some() {
        v.err(op, "\"return_value_and_is_valid\" attribute must be specified when the return type is a struct type");
    } else if res_ty != val_ty {
        let m = format!("expected return type to be of type '{}' but got '{}' instead", show(val_ty), show(res_ty));
        v.err(op, m);
    }
}

fn verify_vote(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let kind = ir.attr(op, "kind").and_then(|a| ir.ctx.enum_keyword(a, &NVVM_VOTE_SYNC_KIND));
    let res_ty = ir.value_ty(ir.result(op, 0));
    if kind == Some("ballot") {
        if !is_int(&ir.ctx, res_ty, 32) {
            v.err(op, "vote.sync 'ballot' returns an i32");
        }
    } else if !is_int(&ir.ctx, res_ty, 1) {
        v.err(op, "vote.sync 'any', 'all' and 'uni' returns an i1");
    }
}

fn verify_redux(v: &mut Verifier, op: Op) {
    if !requires_sm(v, op, 80) {
        return;
    }
    let ir = v.ir;
    let Some(kind) = ir.attr(op, "kind").and_then(|a| ir.ctx.enum_keyword(a, &NVVM_REDUX_KIND)) else { return };
    let ty = ir.value_ty(ir.operands(op)[0]);
    let f32 = is_f32(&ir.ctx, ty);
    let float_kind = matches!(kind, "fmin" | "fmax");
    let show = ir.ctx.display_type(ty).to_string();
    if float_kind && !f32 {
        return v.err(op, format!("'{kind}' redux kind unsupported with '{show}' type. Only supported type is 'f32'."));
    }
    if !float_kind && f32 {
        return v.err(op, format!("'{kind}' redux kind unsupported with '{show}' type. Only supported type is 'i32'."));
    }
    let set = |name: &str| ir.attr(op, name).and_then(|a| ir.ctx.as_int(a)).is_some_and(|x| x != 0);
    for flag in ["abs", "nan"] {
        if set(flag) && !f32 {
            return v.err(op, format!("{flag} attribute is supported only for f32 type"));
        }
    }
}
