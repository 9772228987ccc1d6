//! The `bufferization` dialect: the tensor/buffer boundary (`to_tensor`, `to_buffer`,
//! `materialize_in_destination`), tensor allocation (`alloc_tensor`, `dealloc_tensor`), and
//! buffer ownership (`clone`, `dealloc`).

pub mod interface;
pub mod models;

use super::common::*;
use super::ods::{OpFormat, TypeConstraint, FORMAT, UNIT};
use super::{OpSpec, PURE};
use crate::dialects::ods::op;
use crate::ir::interfaces::{Effect, EffectKind, EffectOn};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, UOperand};
use crate::syntax::printer::Printer;

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
    OpSpec::new("bufferization.alloc_tensor")
        .custom(parse_alloc_tensor, print_alloc_tensor)
        .can_print(can_print_alloc_tensor)
        .verify(regions!(0, verify_alloc_tensor))
        .props(&["memory_space", "operandSegmentSizes"]),
    op!("bufferization.clone" operands["input": BUFFER] results["output": BUFFER]
        format "$input attr-dict `:` type($input) `to` type($output)" effects(effects_clone)),
    OpSpec::new("bufferization.dealloc")
        .custom(parse_dealloc, print_dealloc)
        .can_print(can_print_dealloc)
        .verify(regions!(0, verify_dealloc))
        .props(&["operandSegmentSizes"]),
    OpSpec::new("bufferization.dealloc_tensor").declare(&DEALLOC_TENSOR),
    OpSpec::new("bufferization.materialize_in_destination")
        .custom(parse_materialize, print_materialize)
        .verify(regions!(0, verify_materialize))
        .props(&["restrict", "writable"])
        .effects(effects_materialize)
        .dps(dps_materialize),
    op!("bufferization.to_buffer" operands["tensor": TENSOR] results["buffer": BUFFER] attrs["read_only?": UNIT]
        format "$tensor (`read_only` $read_only^)? attr-dict `:` type($tensor) `to` type($buffer)"
        verify(verify_to_buffer) traits(PURE)),
    op!("bufferization.to_tensor" operands["buffer": BUFFER] results["result": TENSOR]
        attrs["restrict?": UNIT, "writable?": UNIT]
        format "$buffer (`restrict` $restrict^)? (`writable` $writable^)? attr-dict `:` type($buffer) `to` type($result)"
        verify(verify_to_tensor) effects(effects_to_tensor)),
];

// ----- declarations -----

static BUFFER: TypeConstraint =
    TypeConstraint { summary: MEMREF_DESC, check: is_memref, build: None, kind: Some(("", is_memref)) };
static TENSOR: TypeConstraint =
    TypeConstraint { summary: TENSOR_DESC, check: is_tensor, build: None, kind: Some(("", is_tensor)) };

static DEALLOC_TENSOR: OpFormat =
    OpFormat { operands: &[("tensor", &TENSOR)], format: "$tensor attr-dict `:` type($tensor)", ..FORMAT };

// ----- memory effects and destinations -----
//
// `alloc_tensor`, `dealloc_tensor` and `dealloc` declare no memory effects upstream: their
// effects are unknown, so no generic algorithm moves or erases them (an `alloc_tensor` marks
// where a new buffer must be allocated, and stays even when unused).

/// `bufferization.clone`: reads its operand, allocates and writes its result (dead when unused).
fn effects_clone(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Read, EffectOn::Operand(0)));
    out.push(Effect::new(EffectKind::Write, EffectOn::Result(0)));
    out.push(Effect::new(EffectKind::Allocate, EffectOn::Result(0)));
}

/// `bufferization.to_tensor`: reads its buffer.
fn effects_to_tensor(_: &Ir, _: Op, out: &mut Vec<Effect>) {
    out.push(Effect::new(EffectKind::Read, EffectOn::Operand(0)));
}

/// `bufferization.materialize_in_destination %src in %dest`: writes `dest` when it is a
/// buffer; on tensors it has no effects.
fn effects_materialize(ir: &Ir, op: Op, out: &mut Vec<Effect>) {
    if let Some(&d) = ir.operands(op).get(1) {
        if !ir.ctx.is_tensor(ir.value_ty(d)) {
            out.push(Effect::new(EffectKind::Write, EffectOn::Operand(1)));
        }
    }
}

/// `materialize_in_destination`'s init is `dest`, operand 1.
fn dps_materialize(ir: &Ir, op: Op) -> std::ops::Range<usize> {
    let n = ir.operands(op).len();
    n.min(1)..n.min(2)
}

// ----- helpers -----

/// A type of the kind `ok` accepts, else upstream's "invalid kind of type specified".
fn parse_kind(p: &mut Parser, st: &OpState, ok: fn(&Context, Type) -> bool) -> PResult<Type> {
    let pos = p.tok.start;
    let t = p.parse_type()?;
    if !ok(&p.ir.ctx, t) {
        let n = p.ir.ctx.str(st.name).to_string();
        return p.err_at(pos, format!("custom op '{n}' invalid kind of type specified"));
    }
    Ok(t)
}

fn is_tensor(ctx: &Context, t: Type) -> bool {
    ctx.is_tensor(t)
}
fn is_memref(ctx: &Context, t: Type) -> bool {
    ctx.is_memref(t)
}

/// Sets unit property `name` when keyword `name` comes next.
fn parse_unit_keyword(p: &mut Parser, st: &mut OpState, name: &str) {
    if p.parse_optional_keyword(name) {
        let u = p.ir.ctx.unit_attr();
        st.add_attr(p.ir, name, u);
    }
}

fn print_unit_keyword(pr: &mut Printer, op: Op, name: &str) {
    if pr.ir.has_attr(op, name) {
        pr.w(" ");
        pr.w(name);
    }
}

fn operand_ty(ir: &Ir, op: Op, i: usize) -> Option<Type> {
    ir.operands(op).get(i).map(|&v| ir.value_ty(v))
}

/// Reports `'op' <what> #<i> must be <desc>, but got '<t>'` unless `ok`.
fn constraint(v: &mut Verifier, op: Op, what: &str, i: usize, t: Type, ok: bool, desc: &str) -> bool {
    if !ok {
        let s = v.ty_str(t);
        v.err(op, format!("{what} #{i} must be {desc}, but got '{s}'"));
    }
    ok
}

const MEMREF_DESC: &str = "ranked or unranked memref of any type values";
const TENSOR_DESC: &str = "tensor of any type values";

fn tensor_operand(v: &mut Verifier, op: Op, i: usize) -> bool {
    let Some(t) = operand_ty(v.ir, op, i) else { return false };
    let ok = v.ctx().is_tensor(t);
    constraint(v, op, "operand", i, t, ok, TENSOR_DESC)
}

/// Upstream's tensor/buffer type match (`TensorLikeType::verifyCompatibleBufferType` for builtin
/// tensors): same rankedness and shape, then the same element type.
fn check_tensor_buffer(v: &mut Verifier, op: Op, tensor: Type, buffer: Type) {
    let ctx = v.ctx();
    let msg = if ctx.shape(tensor) != ctx.shape(buffer) {
        Some("shapes do not match")
    } else if ctx.elem_ty(tensor) != ctx.elem_ty(buffer) {
        Some("element types do not match")
    } else {
        None
    };
    if let Some(m) = msg {
        err_plain(v, op, m);
        v.err(op, "failed to verify that specified tensor and buffer types match");
    }
}

// ----- to_tensor, to_buffer -----

fn verify_to_tensor(v: &mut Verifier, op: Op) {
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    let m = v.ir.value_ty(v.ir.operands(op)[0]);
    check_tensor_buffer(v, op, rt, m);
}

fn verify_to_buffer(v: &mut Verifier, op: Op) {
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    let t = v.ir.value_ty(v.ir.operands(op)[0]);
    check_tensor_buffer(v, op, t, rt);
}

// ----- alloc_tensor -----

fn parse_alloc_tensor(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.expect(Tok::LParen, "'('")?;
    let dyns = p.parse_operand_list()?;
    p.expect(Tok::RParen, "')'")?;
    let mut copy = None;
    if p.parse_optional_keyword("copy") {
        p.expect(Tok::LParen, "'('")?;
        copy = Some(p.parse_operand()?);
        p.expect(Tok::RParen, "')'")?;
    }
    let mut hint = None;
    if p.parse_optional_keyword("size_hint") {
        p.expect(Tok::Equal, "'='")?;
        hint = Some(p.parse_operand()?);
    }
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = parse_kind(p, st, is_tensor)?;
    let it = p.ir.ctx.index_ty();
    st.operands = p.resolve_same(&dyns, it)?;
    if let Some(c) = &copy {
        let c = p.resolve(c, t)?;
        st.operands.push(c);
    }
    if let Some(h) = &hint {
        let h = p.resolve(h, it)?;
        st.operands.push(h);
    }
    set_segments(p, st, &[dyns.len(), copy.is_some() as usize, hint.is_some() as usize]);
    st.types = vec![t];
    Ok(())
}
fn can_print_alloc_tensor(ir: &Ir, op: Op) -> bool {
    let g = segments(ir, op);
    g.len() == 3 && g[1].len() <= 1 && g[2].len() <= 1
}
fn print_alloc_tensor(pr: &mut Printer, op: Op) {
    let g = segments(pr.ir, op);
    pr.w("bufferization.alloc_tensor(");
    pr.operands(&g[0]);
    pr.w(")");
    if let Some(&c) = g[1].first() {
        pr.w(" copy(");
        pr.operand(c);
        pr.w(")");
    }
    if let Some(&h) = g[2].first() {
        pr.w(" size_hint=");
        pr.operand(h);
    }
    pr.attr_dict(op, &[]);
    pr.w(" : ");
    if let Some(&r) = pr.ir.results(op).first() {
        pr.ty(pr.ir.value_ty(r));
    }
}
fn verify_alloc_tensor(v: &mut Verifier, op: Op) {
    if v.ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    let Some(seg) = check_segments(v, op, 3) else { return };
    for (i, &s) in seg.iter().enumerate().skip(1) {
        if s > 1 {
            v.err(op, format!("operand group #{i} must be optional (0 or 1 values), but has {s}"));
            return;
        }
    }
    let g = segments(v.ir, op);
    let n = v.ir.operands(op).len();
    for i in 0..n {
        let t = v.ir.value_ty(v.ir.operands(op)[i]);
        let (ok, desc) = if i < g[0].len() {
            (v.ctx().is_index(t), "variadic of index")
        } else if seg[1] == 1 && i == g[0].len() {
            (v.ctx().is_tensor(t), TENSOR_DESC)
        } else {
            (v.ctx().is_index(t), "index")
        };
        if !constraint(v, op, "operand", i, t, ok, desc) {
            return;
        }
    }
    let rt = v.ir.value_ty(v.ir.result(op, 0));
    let ok = v.ctx().is_tensor(rt);
    if !constraint(v, op, "result", 0, rt, ok, TENSOR_DESC) {
        return;
    }
    let ndyn = v.ctx().shape(rt).map(|s| s.iter().filter(|&&d| d == DYNAMIC).count()).unwrap_or(0);
    if let Some(&c) = g[1].first() {
        if !g[0].is_empty() {
            err_plain(v, op, "dynamic sizes not needed when copying a tensor");
        } else if v.ir.value_ty(c) != rt {
            err_plain(v, op, "expected that `copy` and return type match");
        }
    } else if g[0].len() != ndyn {
        v.err(op, format!("incorrect number of dynamic sizes, has {}, expected {ndyn}", g[0].len()));
    }
}

// ----- materialize_in_destination -----

fn parse_materialize(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let src = p.parse_operand()?;
    p.parse_keyword("in")?;
    parse_unit_keyword(p, st, "restrict");
    parse_unit_keyword(p, st, "writable");
    let dst = p.parse_operand()?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let (ins, outs, pos) = super::tensor::parse_functional_type(p)?;
    st.operands = p.resolve_all(&[src, dst], &ins, pos)?;
    st.types = outs;
    Ok(())
}
fn print_materialize(pr: &mut Printer, op: Op) {
    let ops = pr.ir.operands(op);
    pr.w("bufferization.materialize_in_destination ");
    pr.operand(ops[0]);
    pr.w(" in");
    print_unit_keyword(pr, op, "restrict");
    print_unit_keyword(pr, op, "writable");
    pr.w(" ");
    pr.operand(ops[1]);
    pr.attr_dict(op, &["restrict", "writable"]);
    pr.w(" : (");
    let (ins, outs) = (pr.ir.operand_types(op), pr.ir.result_types(op));
    pr.types(&ins);
    pr.w(") -> ");
    pr.result_types(&outs);
}
fn verify_materialize(v: &mut Verifier, op: Op) {
    if v.ir.operands(op).len() != 2 {
        v.err(op, format!("expected 2 operands, but found {}", v.ir.operands(op).len()));
        return;
    }
    if v.ir.results(op).len() > 1 {
        v.err(op, "requires zero or one result");
        return;
    }
    if !tensor_operand(v, op, 0) {
        return;
    }
    let (st, dt) = (v.ir.value_ty(v.ir.operands(op)[0]), v.ir.value_ty(v.ir.operands(op)[1]));
    let ctx = v.ctx();
    let (dt_tensor, dt_memref) = (ctx.is_tensor(dt), ctx.is_memref(dt));
    if !dt_tensor && !dt_memref {
        v.err(op, "'dest' must be a tensor or a memref");
        return;
    }
    if dt_tensor {
        let Some(&r) = v.ir.results(op).first() else {
            v.err(op, "tensor 'dest' implies exactly one tensor result");
            return;
        };
        if v.ir.value_ty(r) != dt {
            v.err(op, "result and 'dest' types must match");
            return;
        }
    }
    if dt_memref && !v.ir.results(op).is_empty() {
        v.err(op, "memref 'dest' implies zero results");
        return;
    }
    if v.ir.has_attr(op, "restrict") && !dt_memref {
        v.err(op, "'restrict' is valid only for memref destinations");
        return;
    }
    if v.ir.has_attr(op, "writable") != dt_memref {
        v.err(op, "'writable' must be specified if and only if the destination is of memref type");
        return;
    }
    let ctx = v.ctx();
    match (ctx.shape(st), ctx.shape(dt)) {
        (Some(a), Some(b)) => {
            if a.len() != b.len() {
                v.err(op, "rank mismatch between source and destination shape");
            } else if a.iter().zip(b).any(|(&x, &y)| x != DYNAMIC && y != DYNAMIC && x != y) {
                v.err(op, "source/destination shapes are incompatible");
            }
        }
        (None, None) => {}
        _ => v.err(op, "source/destination shapes are incompatible"),
    }
}

// ----- clone, dealloc_tensor -----

// ----- dealloc -----

/// `(%a, %b : T1, T2)`
fn parse_typed_operands(p: &mut Parser) -> PResult<Vec<Value>> {
    p.expect(Tok::LParen, "'('")?;
    let uses: Vec<UOperand> = p.parse_operand_list()?;
    let pos = p.tok.start;
    p.expect(Tok::Colon, "':'")?;
    let tys = p.parse_type_list_no_parens()?;
    let vals = p.resolve_all(&uses, &tys, pos)?;
    p.expect(Tok::RParen, "')'")?;
    Ok(vals)
}

fn parse_dealloc(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let mut memrefs = vec![];
    let mut conds = vec![];
    if p.is(&Tok::LParen) {
        memrefs = parse_typed_operands(p)?;
        p.parse_keyword("if")?;
        p.expect(Tok::LParen, "'('")?;
        let uses = p.parse_operand_list()?;
        p.expect(Tok::RParen, "')'")?;
        let i1 = p.ir.ctx.int_ty(1);
        conds = p.resolve_same(&uses, i1)?;
    }
    let mut retained = vec![];
    if p.parse_optional_keyword("retain") {
        retained = parse_typed_operands(p)?;
    }
    p.parse_attr_dict(st)?;
    set_segments(p, st, &[memrefs.len(), conds.len(), retained.len()]);
    let i1 = p.ir.ctx.int_ty(1);
    st.types = vec![i1; retained.len()];
    st.operands = memrefs;
    st.operands.extend(conds);
    st.operands.extend(retained);
    Ok(())
}
fn can_print_dealloc(ir: &Ir, op: Op) -> bool {
    let g = segments(ir, op);
    g.len() == 3 && (!g[0].is_empty() || g[1].is_empty())
}
fn print_dealloc(pr: &mut Printer, op: Op) {
    let g = segments(pr.ir, op);
    pr.w("bufferization.dealloc");
    let typed = |pr: &mut Printer, vals: &[Value]| {
        pr.w("(");
        pr.operands(vals);
        pr.w(" : ");
        let tys: Vec<Type> = vals.iter().map(|&v| pr.ir.value_ty(v)).collect();
        pr.types(&tys);
        pr.w(")");
    };
    if !g[0].is_empty() {
        pr.w(" ");
        typed(pr, &g[0]);
        pr.w(" if (");
        pr.operands(&g[1]);
        pr.w(")");
    }
    if !g[2].is_empty() {
        pr.w(" retain ");
        typed(pr, &g[2]);
    }
    pr.attr_dict(op, &[]);
}
fn verify_dealloc(v: &mut Verifier, op: Op) {
    let Some(_) = check_segments(v, op, 3) else { return };
    let g = segments(v.ir, op);
    let (nm, nc) = (g[0].len(), g[1].len());
    for i in 0..v.ir.operands(op).len() {
        let t = v.ir.value_ty(v.ir.operands(op)[i]);
        let ctx = v.ctx();
        let (ok, desc) = if i >= nm && i < nm + nc {
            (ctx.int_width(t) == Some(1) && ctx.is_signless_int(t), "variadic of 1-bit signless integer")
        } else {
            (ctx.is_memref(t), "variadic of ranked or unranked memref of any type values")
        };
        if !constraint(v, op, "operand", i, t, ok, desc) {
            return;
        }
    }
    for (i, &r) in v.ir.results(op).iter().enumerate() {
        let t = v.ir.value_ty(r);
        let ok = v.ctx().int_width(t) == Some(1) && v.ctx().is_signless_int(t);
        if !constraint(v, op, "result", i, t, ok, "variadic of 1-bit signless integer") {
            return;
        }
    }
    if nm != nc {
        v.err(op, "must have the same number of conditions as memrefs to deallocate");
        return;
    }
    if g[2].len() != v.ir.results(op).len() {
        v.err(op, "must have the same number of updated conditions (results) as retained operands");
    }
}
