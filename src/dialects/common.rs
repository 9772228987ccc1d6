//! Helpers shared by the dialect files: common custom-form shapes and verifier checks.

pub use crate::ir::interfaces::{allocates, frees, reads, writes, WRITES_ANY};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, RegionArg, UOperand};
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

/// `kw<...>` where `kw` is e.g. `fastmath` or `overflow`, stored as the enum attribute
/// `#dialect.kw<...>` in `prop`.
pub fn parse_optional_enum_attr(
    p: &mut Parser,
    st: &mut OpState,
    kw: &str,
    dialect: &str,
    prop: &str,
) -> PResult<bool> {
    if !p.is_keyword(kw) {
        return Ok(false);
    }
    p.bump();
    if !p.is(&Tok::Less) {
        return p.err(format!("expected '<' after '{kw}'"));
    }
    let a = match enums::lookup(dialect, kw, enums::Form::Angle) {
        Some(def) => parse_enum_angle(p, def)?,
        None => {
            let body = p.parse_dialect_body()?;
            p.ir.ctx.dialect_attr(dialect, &format!("{kw}{body}"))
        }
    };
    st.add_attr(p.ir, prop, a);
    Ok(true)
}

/// `<value>` of the enum `def` (after its keyword in a custom form), as its attribute.
pub fn parse_enum_angle(p: &mut Parser, def: &'static enums::EnumDef) -> PResult<Attr> {
    p.expect(Tok::Less, "'<'")?;
    let v = p.parse_enum_value(def)?;
    p.expect(Tok::Greater, "'>'")?;
    Ok(p.ir.ctx.enum_attr(def, v))
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
    parse_mixed_list(p, Tok::LSquare, Tok::RSquare, "']'")
}

/// A list of operands and integers between `open` and `close`: the operands, and the values
/// with `DYNAMIC` for each operand.
fn parse_mixed_list(p: &mut Parser, open: Tok, close: Tok, what: &str) -> PResult<(Vec<UOperand>, Vec<i64>)> {
    let mut dyns = vec![];
    let mut stat = vec![];
    p.parse_delimited(open, close, what, |p| {
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
    print_mixed_list(pr, dyns, stat, |s| s as i64 == DYNAMIC, "[", "]")
}

/// Prints a mixed list in parentheses `(%a, 4, %b)` (scf.forall bounds, affine bases).
pub fn print_paren_index_list(pr: &mut Printer, dyns: &[Value], stat: &[i64]) {
    print_mixed_list(pr, dyns, stat, |s| s == DYNAMIC, "(", ")")
}

/// A list of static values where each dynamic one (`is_dynamic`) is the next of `dyns`.
fn print_mixed_list<T: Copy + std::fmt::Display>(
    pr: &mut Printer,
    dyns: &[Value],
    stat: &[T],
    is_dynamic: impl Fn(T) -> bool,
    open: &str,
    close: &str,
) {
    pr.w(open);
    let mut k = 0;
    for (i, &s) in stat.iter().enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        if is_dynamic(s) {
            if let Some(&v) = dyns.get(k) {
                pr.operand(v);
            }
            k += 1;
        } else {
            pr.w(&s.to_string());
        }
    }
    pr.w(close);
}

// ----- verifier helpers -----

/// Checks operand and result counts; reports and returns false on mismatch.
pub fn counts(v: &mut Verifier, op: Op, operands: usize, results: usize) -> bool {
    result_count(v, op, results) && operand_count(v, op, operands)
}

/// Upstream's structural traits of an op with no regions and no successors, in their order:
/// zero regions, the result count, zero successors, the operand count.
pub fn structure(v: &mut Verifier, op: Op, operands: usize, results: usize) -> bool {
    if !v.ir.regions(op).is_empty() {
        v.err(op, "requires zero regions");
        return false;
    }
    if !result_count(v, op, results) {
        return false;
    }
    if !v.ir.successors(op).is_empty() {
        v.err(op, "requires zero successors");
        return false;
    }
    operand_count(v, op, operands)
}

/// Exactly `operands` operands.
pub fn operand_count(v: &mut Verifier, op: Op, operands: usize) -> bool {
    let no = v.ir.operands(op).len();
    if no != operands {
        match operands {
            0 => v.err(op, "requires zero operands"),
            1 => v.err(op, "requires a single operand"),
            n => v.err(op, format!("expected {n} operands, but found {no}")),
        }
        return false;
    }
    true
}

/// Upstream's result-count traits, which are checked before the operand counts.
pub fn result_count(v: &mut Verifier, op: Op, results: usize) -> bool {
    let nr = v.ir.results(op).len();
    if nr != results {
        match results {
            0 => v.err(op, "requires zero results"),
            1 => v.err(op, "requires one result"),
            n => v.err(op, format!("expected {n} results")),
        }
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
    // An absent `operandSegmentSizes` reads as all zeros, as upstream's properties do.
    let seg = dense_array(v.ir, op, "operandSegmentSizes").unwrap_or_else(|| vec![0; n]);
    if seg.len() != n {
        v.err(
            op,
            format!(
                "'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}",
                seg.len()
            ),
        );
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

/// Reports `msg` at `op` without the `'name' op` prefix, as upstream's `Operation::emitError`
/// (as opposed to `emitOpError`) does.
pub fn err_plain(v: &mut Verifier, op: Op, msg: impl Into<String>) {
    let loc = v.ir.loc(op);
    v.diags.push(crate::diag::Diagnostic::error(loc, msg));
}

// ----- offsets, sizes and strides (upstream's OffsetSizeAndStrideOpInterface) -----

/// The property names of the static parts of `[offsets] [sizes] [strides]`.
pub const OSS_PROPS: [&str; 3] = ["static_offsets", "static_sizes", "static_strides"];

/// Upstream's `verifyOffsetSizeAndStrideOp`: list lengths against `max_ranks` (offsets, sizes,
/// strides), dynamic operand counts, non-negative static offsets and sizes. Returns the static
/// lists when all is well.
pub fn verify_offsets_sizes_strides(
    v: &mut Verifier,
    op: Op,
    max_ranks: [usize; 3],
    dyns: [&[Value]; 3],
) -> Option<[Vec<i64>; 3]> {
    let mut lists: [Vec<i64>; 3] = Default::default();
    for (i, name) in OSS_PROPS.iter().enumerate() {
        let Some(l) = dense_array(v.ir, op, name) else {
            v.err(op, format!("requires attribute '{name}'"));
            return None;
        };
        lists[i] = l;
    }
    // The dynamic operand counts are checked first, as upstream's generated verifier does.
    for (i, what) in ["offset", "size", "stride"].iter().enumerate() {
        let n = lists[i].iter().filter(|&&x| x == DYNAMIC).count();
        if dyns[i].len() != n {
            err_plain(
                v,
                op,
                format!(
                    "expected the number of '{what}s' to match the number of dynamic entries in '{}' ({} vs {n})",
                    OSS_PROPS[i],
                    dyns[i].len()
                ),
            );
            return None;
        }
    }
    let [o, s, t] = [lists[0].len(), lists[1].len(), lists[2].len()];
    if !(o == 1 && max_ranks[0] == 1) && o != s {
        err_plain(v, op, format!("expected mixed offsets rank to match mixed sizes rank ({o} vs {s}) so the rank of the result type is well-formed."));
        return None;
    }
    if s != t {
        err_plain(v, op, format!("expected mixed sizes rank to match mixed strides rank ({s} vs {t}) so the rank of the result type is well-formed."));
        return None;
    }
    for (i, what) in ["offset", "size", "stride"].iter().enumerate() {
        if max_ranks[i] != lists[i].len() {
            err_plain(v, op, format!("expected {} {what} values, got {}", max_ranks[i], lists[i].len()));
            return None;
        }
    }
    for (i, what) in ["offsets", "sizes"].iter().enumerate() {
        if let Some(&x) = lists[i].iter().find(|&&x| x < 0 && x != DYNAMIC) {
            err_plain(v, op, format!("expected {what} to be non-negative, but got {x}"));
            return None;
        }
    }
    Some(lists)
}

/// Upstream's `verifyInBoundsSlice`: the message for the first statically out-of-bounds
/// dimension of a slice of `shape`, if any.
pub fn slice_out_of_bounds(shape: &[i64], offsets: &[i64], sizes: &[i64], strides: &[i64]) -> Option<String> {
    for (i, (((&dim, &off), &size), &stride)) in shape.iter().zip(offsets).zip(sizes).zip(strides).enumerate() {
        if dim == DYNAMIC || off == DYNAMIC {
            continue;
        }
        // As upstream, even an empty slice must start inside the dimension.
        if off >= dim {
            return Some(format!("offset {i} is out-of-bounds: {off} >= {dim}"));
        }
        if size == DYNAMIC || stride == DYNAMIC {
            continue;
        }
        let last = (size - 1).saturating_mul(stride).saturating_add(off);
        if last >= dim {
            return Some(format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"));
        }
    }
    None
}

/// Upstream's `computeRankReductionMask`: the dimensions of `original` (all of size 1) dropped to
/// get `reduced`, matching greedily from the front; `None` if `reduced` is not such a reduction.
pub fn rank_reduction_mask(original: &[i64], reduced: &[i64]) -> Option<Vec<usize>> {
    let mut dropped = vec![];
    let mut r = 0;
    for (i, &d) in original.iter().enumerate() {
        if r < reduced.len() && reduced[r] == d {
            r += 1;
            continue;
        }
        if d != 1 {
            return None;
        }
        dropped.push(i);
    }
    (r == reduced.len()).then_some(dropped)
}

// ----- reassociation (expand_shape / collapse_shape) -----

/// The `reassociation` property `[[0, 1], [2]]` as index groups (`None` unless it is an array
/// of arrays of `i64` integers).
pub fn reassociation(ir: &Ir, op: Op) -> Option<Vec<Vec<i64>>> {
    let a = ir.attr(op, "reassociation")?;
    let i64_of = |x: Attr| match ir.ctx.attr_kind(x) {
        AttrKind::Int { ty, value } if ir.ctx.is_signless_int(*ty) && ir.ctx.int_width(*ty) == Some(64) => {
            i64::try_from(*value).ok()
        }
        _ => None,
    };
    ir.ctx.as_array(a)?.iter().map(|&g| ir.ctx.as_array(g)?.iter().map(|&x| i64_of(x)).collect()).collect()
}

/// Upstream's `verifyReshapeLikeTypes` for a reshape between `expanded` and `collapsed`
/// (ranked shaped types) grouped by `groups`: ranks, group count, contiguity, and static sizes.
pub fn verify_reshape_like(v: &mut Verifier, op: Op, expanded: Type, collapsed: Type, groups: &[Vec<i64>]) -> bool {
    let ctx = v.ctx();
    let (Some(es), Some(cs)) = (ctx.shape(expanded).map(|s| s.to_vec()), ctx.shape(collapsed).map(|s| s.to_vec()))
    else {
        return false;
    };
    if es.len() < cs.len() {
        let (a, b) = (v.ty_str(expanded), v.ty_str(collapsed));
        v.err(
            op,
            format!("expected the expanded type, {a} to have a higher (or same) rank than the collapsed type, {b}."),
        );
        return false;
    }
    if cs.len() != groups.len() {
        v.err(
            op,
            format!(
                "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
                cs.len(),
                groups.len()
            ),
        );
        return false;
    }
    // Every group's affine map has as many dimensions as the largest index + 1.
    let num_dims = groups.iter().flatten().copied().max().map(|m| m.saturating_add(1)).unwrap_or(0);
    if !groups.is_empty() && num_dims != es.len() as i64 {
        v.err(
            op,
            format!(
                "expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {num_dims}.",
                es.len()
            ),
        );
        return false;
    }
    let mut next = 0i64;
    for (i, g) in groups.iter().enumerate() {
        for &d in g {
            if d != next {
                v.err(op, format!("expected reassociation map #{i} to be valid and contiguous."));
                return false;
            }
            next += 1;
        }
    }
    if !groups.is_empty() && next != num_dims {
        v.err(op, format!("expected reassociation map #{} to be valid and contiguous.", groups.len() - 1));
        return false;
    }
    let mut start = 0usize;
    for (i, g) in groups.iter().enumerate() {
        let band = &es[start..start + g.len()];
        start += g.len();
        if band.contains(&DYNAMIC) {
            if cs[i] != DYNAMIC {
                v.err(op, format!("expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"));
                return false;
            }
        } else {
            let n = band.iter().fold(1i64, |a, &b| a.saturating_mul(b));
            if cs[i] != n {
                v.err(op, format!("expected dimension {i} of collapsed type to be static value of {n}"));
                return false;
            }
        }
    }
    true
}

/// The collapsed shape of `expanded` under `groups` (a dynamic size anywhere in a group makes
/// the collapsed size dynamic). `groups` must be valid for `expanded`.
pub fn collapsed_shape(expanded: &[i64], groups: &[Vec<i64>]) -> Vec<i64> {
    let mut out = vec![];
    let mut start = 0usize;
    for g in groups {
        let band = expanded.get(start..start + g.len()).unwrap_or(&[]);
        start += g.len();
        out.push(if band.contains(&DYNAMIC) { DYNAMIC } else { band.iter().fold(1i64, |a, &b| a.saturating_mul(b)) });
    }
    out
}

/// Checks that the arith flag properties some ops of several dialects carry (`fastmath`,
/// `overflowFlags`) hold the right kind of attribute, as upstream's property conversion does
/// when it parses them; the custom forms could not print anything else.
pub fn check_flag_props(v: &mut Verifier, op: Op) -> bool {
    // The `llvm` dialect's flags are integers (`overflowFlags = 1 : i32`).
    if v.ir.op_name(op).starts_with("llvm.") {
        return true;
    }
    use crate::ir::enums::{ARITH_FASTMATH, ARITH_OVERFLOW};
    for (name, kw, def) in [("fastmath", "fastmath<", &ARITH_FASTMATH), ("overflowFlags", "overflow<", &ARITH_OVERFLOW)]
    {
        if let Some(a) = v.ir.prop(op, name) {
            let ok = v.ctx().enum_value(a, def).is_some();
            if !ok {
                let got = crate::syntax::printer::attr_to_string(v.ctx(), a);
                v.err(op, format!("invalid property '{name}': expected #arith.{kw}...>, but got {got}"));
                return false;
            }
        }
    }
    true
}

/// `custom<DynamicIndexList>($dynamic, $static)`: a mixed list `[%a, 4, %b]` whose dynamic
/// entries are the operand group `$dynamic` and whose static entries (`kDynamic` for each
/// operand) are the dense i64 array `$static` (vector positions, tensor and memref slices,
/// paddings, shapes).
pub const DYNAMIC_INDEX_LIST: super::ods::Custom = super::ods::Custom {
    name: "DynamicIndexList",
    parse: |p, st, slots, args| {
        let (dyns, stat) = parse_dynamic_index_list(p)?;
        slots.set_operands(args[0], dyns);
        let a = p.ir.ctx.dense_i64_array(&stat);
        st.add_attr(p.ir, args[1].trim_start_matches('$'), a);
        Ok(())
    },
    print: |pr, op, f, args| {
        let dyns = super::ods::operands_of(pr.ir, op, f, args[0].trim_start_matches('$'));
        let stat = pr.ir.attr(op, args[1].trim_start_matches('$')).and_then(|a| pr.ir.ctx.as_dense_array(a));
        print_dynamic_index_list(pr, dyns, stat.unwrap_or_default());
    },
};

/// `r` is `i1`, or a vector/tensor of `i1` with the shape of `t` (upstream's `getI1SameShape`).
pub fn is_i1_same_shape(ctx: &Context, r: Type, t: Type) -> bool {
    if ctx.int_width(ctx.elem_ty(r)) != Some(1) || !ctx.is_signless_int(ctx.elem_ty(r)) {
        return false;
    }
    match (ctx.type_kind(t), ctx.type_kind(r)) {
        (TypeKind::Vector { shape: a, scalable: sa, .. }, TypeKind::Vector { shape: b, scalable: sb, .. }) => {
            a == b && sa == sb
        }
        (TypeKind::Tensor { shape: a, .. }, TypeKind::Tensor { shape: b, .. }) => a == b,
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { .. }) => true,
        _ => !ctx.is_shaped(t) && !ctx.is_shaped(r),
    }
}

// ----- shared by the structured control flow dialects (`scf`, `affine`) -----

/// Whether `op` is a registered terminator.
pub fn is_terminator(ir: &Ir, op: Op) -> bool {
    super::lookup(ir.op_name(op)).is_some_and(|d| d.is_terminator())
}

/// Gives `r` a block if it has none and ends its last block with `make()`'s op unless it
/// already ends in a terminator (the custom form's implicit terminator).
pub fn ensure_terminator_with(p: &mut Parser, r: Region, make: impl FnOnce(&mut Parser) -> Op) {
    if p.ir.region_is_empty(r) {
        let b = p.ir.new_block();
        p.ir.append_block(r, b);
    }
    let Some(b) = p.ir.last_block(r) else { return };
    if p.ir.terminator(b).is_some_and(|t| is_terminator(p.ir, t)) {
        return;
    }
    let op = make(p);
    p.ir.append_op(b, op);
}

/// An op named `name` without operands, results or attributes, holding `regions`.
pub fn bare_op(p: &mut Parser, name: &str, regions: Vec<Region>, loc: Attr) -> Op {
    let s = p.ir.ctx.sym(name);
    p.ir.create_op(s, vec![], &[], vec![], vec![], regions, vec![], loc)
}

/// `ensure_terminator_with` an operand-less `name` (`scf.yield`, `affine.yield`, `scf.reduce`).
pub fn ensure_terminator(p: &mut Parser, r: Region, name: &str, loc: Attr) {
    ensure_terminator_with(p, r, |p| bare_op(p, name, vec![], loc));
}

/// The arguments of the entry block of region `ri` (none when it is empty).
pub fn entry_args(ir: &Ir, op: Op, ri: usize) -> Vec<Value> {
    ir.regions(op).get(ri).and_then(|&r| ir.entry_block(r)).map(|b| ir.args(b).to_vec()).unwrap_or_default()
}

/// The types of `vs`.
pub fn value_types(ir: &Ir, vs: &[Value]) -> Vec<Type> {
    vs.iter().map(|&v| ir.value_ty(v)).collect()
}

/// The integer value of `v` when a constant-like op (`arith.constant`) defines it.
pub fn constant_int(ir: &Ir, v: Value) -> Option<i128> {
    let d = ir.defining_op(v)?;
    if !ir.def(d).has(crate::ir::registry::CONSTANT_LIKE) {
        return None;
    }
    match ir.ctx.attr_kind(ir.attr(d, "value")?) {
        AttrKind::Int { value, .. } => Some(*value),
        _ => None,
    }
}

/// Checks that `b` ends with `name` (upstream's `SingleBlockImplicitTerminator`).
pub fn implicit_terminator(v: &mut Verifier, op: Op, b: Block, name: &str) -> Option<Op> {
    let last = v.ir.terminator(b);
    if let Some(t) = last.filter(|&t| v.ir.op_name(t) == name) {
        return Some(t);
    }
    let msg = match last.map(|t| v.ir.op_name(t).to_string()) {
        Some(f) => format!("expects regions to end with '{name}', found '{f}'"),
        None => "expects a non-empty block".to_string(),
    };
    v.err_note(op, msg, op, format!("in custom textual format, the absence of terminator implies '{name}'"));
    None
}

/// `implicit_terminator` on the entry block of each non-empty region of `op`.
pub fn implicit_terminators(v: &mut Verifier, op: Op, name: &str) -> bool {
    let ir = v.ir;
    ir.regions(op).iter().filter_map(|&r| ir.entry_block(r)).all(|b| implicit_terminator(v, op, b, name).is_some())
}

/// `LoopLikeOpInterface`'s checks of the loop-carried values, in upstream's order (`yielded`
/// may be empty: not checked).
pub fn check_loop_carried(
    v: &mut Verifier,
    op: Op,
    inits: &[Type],
    iter: &[Type],
    yielded: &[Type],
    results: &[Type],
) -> bool {
    let (ni, na, ny, nr) = (inits.len(), iter.len(), yielded.len(), results.len());
    let msg = if ni != na {
        format!("different number of inits and region iter_args: {ni} != {na}")
    } else if ny != 0 && na != ny {
        format!("different number of region iter_args and yielded values: {na} != {ny}")
    } else if nr != na {
        format!("different number of loop results and region iter_args: {nr} != {na}")
    } else {
        let pairs = (0..na)
            .map(|i| (i, inits[i], iter[i], "init", "region iter_arg"))
            .chain((0..ny).map(|i| (i, iter[i], yielded[i], "region iter_arg", "yielded value")));
        let mut pairs: Vec<_> = pairs.collect();
        pairs.sort_by_key(|p| p.0);
        pairs.extend((0..nr).map(|i| (i, iter[i], results[i], "region iter_arg", "loop result")));
        let Some((i, a, b, x, y)) = pairs.into_iter().find(|p| p.1 != p.2) else { return true };
        let (s, t) = (v.ty_str(a), v.ty_str(b));
        format!("{i}-th {x} and {i}-th {y} have different type: '{s}' != '{t}'")
    };
    v.err(op, msg);
    false
}

/// `%name` declaring a region argument of type `ty`.
pub fn parse_region_arg(p: &mut Parser, ty: Type) -> PResult<RegionArg> {
    if !p.is(&Tok::Percent) {
        return p.err_wrong_token("expected SSA operand");
    }
    let arg = RegionArg { name: p.text().to_string(), pos: p.tok.start, ty, loc: None };
    p.bump();
    Ok(arg)
}

/// `%name : type {attrs}? loc(..)?`: a typed entry-block argument as function signatures,
/// `gpu` attributions and linalg region headers write it, and its attribute dictionary
/// (`dicts`: whether one may follow the type).
pub fn parse_typed_arg(p: &mut Parser, dicts: bool) -> PResult<(RegionArg, Option<Attr>)> {
    if !p.is(&Tok::Percent) {
        return p.err("expected SSA identifier");
    }
    let (name, pos) = (p.text().to_string(), p.tok.start);
    p.bump();
    p.expect(Tok::Colon, "':'")?;
    let ty = p.parse_type()?;
    let attrs = if dicts && p.is(&Tok::LBrace) {
        let e = p.parse_dict_entries()?;
        Some(p.ir.ctx.attr(AttrKind::Dict(e)))
    } else {
        None
    };
    let loc = if p.is_keyword("loc") { Some(p.parse_loc()?) } else { None };
    Ok((RegionArg { name, pos, ty, loc }, attrs))
}

/// `(%a, %b)`: region arguments of type `ty`.
pub fn parse_region_arg_list(p: &mut Parser, ty: Type) -> PResult<Vec<RegionArg>> {
    let mut v = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        v.push(parse_region_arg(p, ty)?);
        Ok(())
    })?;
    Ok(v)
}

/// `(%arg = %init, ...)`: region arguments (typed later) and the operands they start from.
pub fn parse_assignment_list(p: &mut Parser) -> PResult<(Vec<RegionArg>, Vec<UOperand>)> {
    let (mut args, mut uses) = (vec![], vec![]);
    let none = p.ir.ctx.none_ty();
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        args.push(parse_region_arg(p, none)?);
        p.expect(Tok::Equal, "'='")?;
        uses.push(p.parse_operand()?);
        Ok(())
    })?;
    Ok((args, uses))
}

/// `prefix(%a = %x, %b = %y)` (nothing if empty).
pub fn print_assignment_list(pr: &mut Printer, prefix: &str, args: &[Value], inits: &[Value]) {
    if inits.is_empty() {
        return;
    }
    pr.w(prefix);
    pr.w("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.operand(a);
        pr.w(" = ");
        pr.operand(v);
    }
    pr.w(")");
}

/// `(4, %n, ...)`: static values with `DYNAMIC` for each operand (`scf.forall` bounds,
/// affine bases).
pub fn parse_paren_index_list(p: &mut Parser) -> PResult<(Vec<UOperand>, Vec<i64>)> {
    parse_mixed_list(p, Tok::LParen, Tok::RParen, "')'")
}

/// `scf.if` and `affine.if`: the op enters "then" and "else" or (with an empty "else")
/// continues after itself; both regions return to the op.
pub const IF_REGION_BRANCH: crate::ir::interfaces::RegionBranchOpInterface = {
    use crate::ir::interfaces::RegionPoint::{Parent, Region as R};
    crate::ir::interfaces::RegionBranchOpInterface {
        successors: |ir, op, from, out| match from {
            Parent => {
                out.push(R(0));
                let els = ir.regions(op).get(1).is_some_and(|&r| !ir.region_is_empty(r));
                out.push(if els { R(1) } else { Parent });
            }
            R(_) => out.push(Parent),
        },
        entry_operands: |ir, op, _| ir.operands(op).len()..ir.operands(op).len(),
        inputs: |ir, op, to| if to == Parent { ir.results(op).to_vec() } else { vec![] },
    }
};

/// `RegionBranchOpInterface`'s check of the values along one edge: `point` is the branch
/// point, `from`/`to` as upstream names them (`parent`, `Operation scf.yield`, `Region #1`).
pub fn check_edge(v: &mut Verifier, op: Op, point: Op, from: &str, to: &str, src: &[Type], dst: &[Type]) -> bool {
    let msg = if src.len() != dst.len() {
        format!("region branch point has {} operands, but region successor needs {} inputs", src.len(), dst.len())
    } else if let Some(i) = (0..src.len()).find(|&i| src[i] != dst[i]) {
        let (x, y) = (v.ty_str(src[i]), v.ty_str(dst[i]));
        format!("successor operand type #{i} '{x}' should match successor input type #{i} '{y}'")
    } else {
        return true;
    };
    v.err_note(op, format!("along control flow edge from {from} to {to}: {msg}"), point, "region branch point");
    false
}

/// Upstream's `emitError` inside a custom op parser: `custom op 'name' msg` at `pos`.
pub fn custom_err<T>(p: &mut Parser, st: &OpState, pos: usize, msg: &str) -> PResult<T> {
    let name = p.ir.ctx.str(st.name).to_string();
    p.err_at(pos, format!("custom op '{name}' {msg}"))
}

/// The `thenRegion` and optional `else` region of `scf.if` and `affine.if` (a missing
/// terminator is `yield_op`; a missing else region is empty).
pub fn parse_then_else(p: &mut Parser, slots: &mut super::ods::Slots, loc: Attr, yield_op: &str) -> PResult<()> {
    for (i, name) in ["thenRegion", "elseRegion"].into_iter().enumerate() {
        let r = if i == 0 || p.parse_optional_keyword("else") {
            let r = p.parse_region(vec![], false)?;
            ensure_terminator(p, r, yield_op, loc);
            r
        } else {
            p.ir.new_region()
        };
        slots.set_region(name, r);
    }
    Ok(())
}

/// Prints what `parse_then_else` reads (`terminators`: whether the yields carry values and
/// are printed).
pub fn print_then_else(pr: &mut Printer, regions: &[Region], terminators: bool) {
    pr.region(regions[0], false, terminators);
    if !pr.ir.region_is_empty(regions[1]) {
        pr.w(" else ");
        pr.region(regions[1], false, terminators);
    }
}

/// `HasParent<...>`: `'op' op expects parent op 'p'` (or one of several).
pub fn parent_is(v: &mut Verifier, op: Op, names: &[&str]) -> bool {
    if v.ir.parent_op(op).is_some_and(|p| names.contains(&v.ir.op_name(p))) {
        return true;
    }
    match names {
        [one] => v.err(op, format!("expects parent op '{one}'")),
        _ => v.err(op, format!("expects parent op to be one of '{}'", names.join(", "))),
    }
    false
}

/// The init of a destination-style op whose destination is operand 1 (`tensor.insert`,
/// `insert_slice`, `parallel_insert_slice`, `vector.transfer_write`'s base,
/// `bufferization.materialize_in_destination`'s `dest`): upstream's
/// `getDpsInitsMutable() { return getDestMutable(); }`.
pub fn dps_dest(ir: &Ir, op: Op) -> std::ops::Range<usize> {
    let n = ir.operands(op).len();
    n.min(1)..n.min(2)
}
