//! Helpers shared by the dialect files: common custom-form shapes and verifier checks.

use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, UOperand};
use crate::syntax::printer::Printer;

/// Parses exactly `n` comma-separated operands.
pub fn parse_n_operands(p: &mut Parser, n: usize) -> PResult<Vec<UOperand>> {
    let mut v = Vec::with_capacity(n);
    for i in 0..n {
        if i > 0 {
            p.expect(Tok::Comma, "','")?;
        }
        v.push(p.parse_operand()?);
    }
    Ok(v)
}

/// `kw<...>` where `kw` is e.g. `fastmath` or `overflow`, stored as `#dialect.kw<...>` in `prop`.
pub fn parse_optional_enum_attr(p: &mut Parser, st: &mut OpState, kw: &str, dialect: &str, prop: &str) -> PResult<bool> {
    if !p.is_keyword(kw) {
        return Ok(false);
    }
    p.bump();
    if !p.is(&Tok::Less) {
        return p.err(format!("expected '<' after '{kw}'"));
    }
    let body = p.parse_dialect_body()?;
    let a = p.ir.ctx.dialect_attr(dialect, &format!("{kw}{body}"));
    st.add_attr(p.ir, prop, a);
    Ok(true)
}

/// Prints ` kw<...>` for a `#dialect.kw<...>` property unless it is `kw<none>`.
pub fn print_enum_attr(pr: &mut Printer, op: Op, prop: &str, dialect: &str) {
    if let Some(a) = pr.ir.attr(op, prop) {
        if let Some(body) = pr.ir.ctx.dialect_attr_body(a, dialect) {
            if !body.ends_with("<none>") {
                let b = body.to_string();
                pr.w(" ");
                pr.w(&b);
            }
            return;
        }
        pr.w(" ");
        pr.attr(a);
    }
}

/// Sets `prop` to `#dialect.body` unless already present.
pub fn default_prop(p: &mut Parser, st: &mut OpState, prop: &str, dialect: &str, body: &str) {
    let s = p.ir.ctx.sym(prop);
    if !st.attrs.iter().any(|e| e.0 == s) && !st.props.iter().any(|e| e.0 == s) {
        let a = p.ir.ctx.dialect_attr(dialect, body);
        st.add_attr(p.ir, prop, a);
    }
}

/// `[%a, 4, %b]`-style mixed list: returns the dynamic operands and the static values with
/// `DYNAMIC` for each operand. Also accepts `[]`.
pub fn parse_dynamic_index_list(p: &mut Parser) -> PResult<(Vec<UOperand>, Vec<i64>)> {
    let mut dyns = vec![];
    let mut stat = vec![];
    p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
        if let Some(u) = p.parse_optional_operand()? {
            dyns.push(u);
            stat.push(DYNAMIC);
        } else {
            stat.push(p.parse_i64()?);
        }
        Ok(())
    })?;
    Ok((dyns, stat))
}

/// Prints a mixed list `[%a, 4, %b]`.
pub fn print_dynamic_index_list(pr: &mut Printer, dyns: &[Value], stat: &[i128]) {
    pr.w("[");
    let mut k = 0;
    for (i, &s) in stat.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if s as i64 == DYNAMIC {
            if let Some(&v) = dyns.get(k) {
                pr.operand(v);
            }
            k += 1;
        } else {
            pr.w(&s.to_string());
        }
    }
    pr.w("]");
}

/// `: type` — resolves all operands with it and makes it the single result type.
pub fn parse_same_type_tail(p: &mut Parser, st: &mut OpState, uses: &[UOperand]) -> PResult<()> {
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let t = p.parse_type()?;
    st.operands = p.resolve_same(uses, t)?;
    st.types = vec![t];
    Ok(())
}

// ----- verifier helpers -----

/// Checks operand and result counts; reports and returns false on mismatch.
pub fn counts(v: &mut Verifier, op: Op, operands: usize, results: usize) -> bool {
    let (no, nr) = (v.ir.operands(op).len(), v.ir.results(op).len());
    if no != operands {
        v.err(op, format!("expected {operands} operands, but found {no}"));
        return false;
    }
    if nr != results {
        v.err(op, format!("requires {results} result{}", if results == 1 { "" } else { "s" }));
        return false;
    }
    true
}

/// At least `operands` operands and exactly `results` results.
pub fn counts_at_least(v: &mut Verifier, op: Op, operands: usize, results: usize) -> bool {
    let (no, nr) = (v.ir.operands(op).len(), v.ir.results(op).len());
    if no < operands {
        v.err(op, format!("expected {operands} or more operands, but found {no}"));
        return false;
    }
    if nr != results {
        v.err(op, format!("requires {results} result{}", if results == 1 { "" } else { "s" }));
        return false;
    }
    true
}

/// All operands and results share one type.
pub fn same_operands_and_result_type(v: &mut Verifier, op: Op) -> bool {
    let ir = v.ir;
    let mut all = ir.operand_types(op);
    all.extend(ir.result_types(op));
    if all.windows(2).any(|w| w[0] != w[1]) {
        v.err(op, "requires the same type for all operands and results");
        return false;
    }
    true
}

/// Element type predicate applied to a scalar or the element type of a vector/tensor.
pub fn elem_is(ctx: &Context, t: Type, f: impl Fn(&TypeKind) -> bool) -> bool {
    let k = ctx.type_kind(t);
    match k {
        TypeKind::Vector { elem, .. } | TypeKind::Tensor { elem, .. } | TypeKind::UnrankedTensor { elem } => {
            f(ctx.type_kind(*elem))
        }
        _ => f(k),
    }
}

pub fn is_signless_int_like(ctx: &Context, t: Type) -> bool {
    elem_is(ctx, t, |k| matches!(k, TypeKind::Int { sign: Signedness::Signless, .. } | TypeKind::Index))
}
pub fn is_float_like(ctx: &Context, t: Type) -> bool {
    elem_is(ctx, t, |k| matches!(k, TypeKind::Float(_)))
}

/// Requires a property/attribute to exist.
pub fn require_attr(v: &mut Verifier, op: Op, name: &str) -> Option<Attr> {
    let a = v.ir.attr(op, name);
    if a.is_none() {
        v.err(op, format!("requires attribute '{name}'"));
    }
    a
}

/// The shape of a tensor/vector type with `i1` elements matching `t`'s shape (`i1` for scalars).
pub fn i1_like(ctx: &mut Context, t: Type) -> Type {
    let i1 = ctx.int_ty(1);
    match ctx.type_kind(t).clone() {
        TypeKind::Vector { shape, scalable, .. } => ctx.ty(TypeKind::Vector { shape, scalable, elem: i1 }),
        TypeKind::Tensor { shape, encoding, .. } => ctx.ty(TypeKind::Tensor { shape, elem: i1, encoding }),
        TypeKind::UnrankedTensor { .. } => ctx.ty(TypeKind::UnrankedTensor { elem: i1 }),
        _ => i1,
    }
}

/// Reads a dense i32/i64 array property as i64s.
pub fn dense_array(ir: &Ir, op: Op, name: &str) -> Option<Vec<i64>> {
    ir.attr(op, name).and_then(|a| ir.ctx.as_dense_array(a)).map(|v| v.iter().map(|&x| x as i64).collect())
}

/// Checks `operandSegmentSizes` against the operand count.
pub fn check_segments(v: &mut Verifier, op: Op, n: usize) -> Option<Vec<i64>> {
    let Some(seg) = dense_array(v.ir, op, "operandSegmentSizes") else {
        v.err(op, "requires attribute 'operandSegmentSizes'");
        return None;
    };
    if seg.len() != n {
        v.err(op, format!("'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}", seg.len()));
        return None;
    }
    let total: i64 = seg.iter().sum();
    if total != v.ir.operands(op).len() as i64 || seg.iter().any(|&s| s < 0) {
        v.err(op, format!("operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'", v.ir.operands(op).len()));
        return None;
    }
    Some(seg)
}

/// Sets `operandSegmentSizes`.
pub fn set_segments(p: &mut Parser, st: &mut OpState, sizes: &[usize]) {
    let v: Vec<i64> = sizes.iter().map(|&s| s as i64).collect();
    let a = p.ir.ctx.dense_i32_array(&v);
    let s = p.ir.ctx.sym("operandSegmentSizes");
    st.props = insert_sorted(&p.ir.ctx, std::mem::take(&mut st.props), s, a);
}

/// Splits the operands by `operandSegmentSizes`.
pub fn segments(ir: &Ir, op: Op) -> Vec<Vec<Value>> {
    let ops = ir.operands(op);
    let Some(seg) = dense_array(ir, op, "operandSegmentSizes") else { return vec![ops.to_vec()] };
    let mut out = vec![];
    let mut i = 0usize;
    for s in seg {
        let e = (i + s.max(0) as usize).min(ops.len());
        out.push(ops[i..e].to_vec());
        i = e;
    }
    out
}
