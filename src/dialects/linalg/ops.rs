//! `linalg.map`, `reduce`, `transpose`, `broadcast` (structured ops with their own syntax),
//! and `softmax`, `pack`, `unpack`.

use super::*;
use crate::dialects::lookup;
use crate::syntax::parser::RegionArg;

fn shape_str(s: &[i64]) -> String {
    let v: Vec<String> = s.iter().map(|&d| d.to_string()).collect();
    v.join(", ")
}

fn rank(ctx: &Context, t: Type) -> usize {
    ctx.shape(t).map(|s| s.len()).unwrap_or(0)
}

// ----- indexing maps of map/reduce/transpose/broadcast -----

pub fn indexing_maps(ir: &Ir, op: Op) -> Result<Vec<AffineMap>, String> {
    let ctx = &ir.ctx;
    let (ins, outs) = inputs_and_inits(ir, op);
    let init_rank = outs.first().map(|&o| rank(ctx, ir.value_ty(o))).unwrap_or(0) as u32;
    match ir.op_name(op) {
        "linalg.map" => Ok(vec![AffineMap::identity(init_rank); ins.len() + outs.len()]),
        "linalg.reduce" => {
            let r = ins.first().map(|&i| rank(ctx, ir.value_ty(i))).unwrap_or(0) as u32;
            let dims = dense_array(ir, op, "dimensions").unwrap_or_default();
            let mut maps = vec![AffineMap::identity(r); ins.len()];
            let kept = (0..r).filter(|d| !dims.contains(&(*d as i64))).map(AffineExpr::Dim).collect();
            maps.extend(std::iter::repeat_n(AffineMap { dims: r, syms: 0, results: kept }, outs.len()));
            Ok(maps)
        }
        "linalg.transpose" => {
            let perm = dense_array(ir, op, "permutation").unwrap_or_default();
            // inverse permutation: input dim perm[i] is loop i
            let mut res = vec![AffineExpr::Const(0); perm.len()];
            for (i, &p) in perm.iter().enumerate() {
                if let Some(slot) = res.get_mut(p.max(0) as usize) {
                    *slot = AffineExpr::Dim(i as u32);
                }
            }
            Ok(vec![AffineMap { dims: init_rank, syms: 0, results: res }, AffineMap::identity(init_rank)])
        }
        "linalg.broadcast" => {
            let dims = dense_array(ir, op, "dimensions").unwrap_or_default();
            let kept = (0..init_rank).filter(|d| !dims.contains(&(*d as i64))).map(AffineExpr::Dim).collect();
            Ok(vec![AffineMap { dims: init_rank, syms: 0, results: kept }, AffineMap::identity(init_rank)])
        }
        _ => Err("not a structured op".into()),
    }
}

pub fn iterator_types(ir: &Ir, op: Op) -> Result<Vec<IteratorType>, String> {
    let ctx = &ir.ctx;
    let (ins, outs) = inputs_and_inits(ir, op);
    if ir.op_name(op) == "linalg.reduce" {
        let r = ins.first().map(|&i| rank(ctx, ir.value_ty(i))).unwrap_or(0);
        let dims = dense_array(ir, op, "dimensions").unwrap_or_default();
        return Ok((0..r)
            .map(|d| if dims.contains(&(d as i64)) { IteratorType::Reduction } else { IteratorType::Parallel })
            .collect());
    }
    let r = outs.first().map(|&o| rank(ctx, ir.value_ty(o))).unwrap_or(0);
    Ok(vec![IteratorType::Parallel; r])
}

// ----- payload short form (`{ arith.addf }`) -----

struct Payload {
    name: String,
    pos: usize,
    attrs: Vec<(Sym, Attr)>,
}

/// `{ dialect.op {attrs} }` when present.
fn parse_payload(p: &mut Parser) -> PResult<Option<Payload>> {
    if !p.optional(Tok::LBrace) {
        return Ok(None);
    }
    let pos = p.tok.start;
    let name = p.parse_any_keyword("operation name")?;
    let attrs = if p.is(&Tok::LBrace) { p.parse_dict_entries()? } else { vec![] };
    p.expect(Tok::RBrace, "'}'")?;
    Ok(Some(Payload { name, pos, attrs }))
}

/// Properties an op gets by default when built without them.
fn payload_defaults(ir: &mut Ir, def: &crate::ir::OpDef) -> Vec<(&'static str, Attr)> {
    let mut v = vec![];
    if def.props.contains(&"fastmath") && !matches!(def.name, "arith.extf" | "arith.truncf") {
        v.push(("fastmath", ir.ctx.dialect_attr("arith", "fastmath<none>")));
    }
    if def.props.contains(&"overflowFlags") {
        v.push(("overflowFlags", ir.ctx.dialect_attr("arith", "overflow<none>")));
    }
    v
}

/// Builds `{ payload(args...); linalg.yield }` over the element types of the operands.
/// Map passes the inputs (not the init); reduce passes the init first, then the inputs.
fn build_payload(p: &mut Parser, st: &mut OpState, pl: Payload, init_first: bool) -> PResult<()> {
    let types: Vec<Type> = st.operands.iter().map(|&v| p.ir.value_ty(v)).collect();
    if let Some(pos) = types.iter().position(|&t| !p.ir.ctx.is_shaped(t)) {
        let _ = pos;
        return p.err_at(pl.pos, "expected shaped operands for the payload op");
    }
    let Some(def) = lookup(&pl.name) else {
        return p.err_at(pl.pos, format!("custom op '{}' is unknown", pl.name));
    };
    let (region, block) = new_body(p.ir, &types);
    let args = p.ir.args(block).to_vec();
    let Some(&last) = args.last() else { return p.err_at(pl.pos, "expected operands") };
    let operands: Vec<Value> = if init_first {
        std::iter::once(last).chain(args[..args.len() - 1].iter().copied()).collect()
    } else {
        args[..args.len() - 1].to_vec()
    };
    let rt = p.ir.value_ty(last);
    let mut props: Vec<(Sym, Attr)> = vec![];
    let mut attrs: Vec<(Sym, Attr)> = vec![];
    for (n, a) in pl.attrs {
        if def.props.contains(&p.ir.ctx.str(n)) {
            props = insert_sorted(&p.ir.ctx, props, n, a);
        } else {
            attrs = insert_sorted(&p.ir.ctx, attrs, n, a);
        }
    }
    for (n, a) in payload_defaults(p.ir, def) {
        let s = p.ir.ctx.sym(n);
        if !props.iter().any(|e| e.0 == s) {
            props = insert_sorted(&p.ir.ctx, props, s, a);
        }
    }
    let name = p.ir.ctx.sym(&pl.name);
    let payload = p.ir.create_op(name, operands, &[rt], props, attrs, vec![], vec![], st.loc);
    p.ir.append_op(block, payload);
    let res = p.ir.result(payload, 0);
    let y = p.ir.ctx.sym("linalg.yield");
    let yield_op = p.ir.create_op(y, vec![res], &[], vec![], vec![], vec![], vec![], st.loc);
    p.ir.append_op(block, yield_op);
    st.regions.push(region);
    Ok(())
}

/// The payload op if the body can print as `{ op }` (upstream's `canUseShortForm`).
fn short_form(ir: &Ir, op: Op, init_first: bool, map_init: bool) -> Option<Op> {
    let r = *ir.regions(op).first()?;
    let block = ir.entry_block(r)?;
    if ir.num_blocks(r) != 1 {
        return None;
    }
    let ops: Vec<Op> = ir.ops(block).collect();
    let args = ir.args(block);
    if ops.len() != 2 {
        return None;
    }
    let payload = ops[0];
    let pops = ir.operands(payload);
    let nargs = args.len() - usize::from(!map_init).min(args.len());
    if pops.is_empty() || pops.len() != nargs || ir.results(payload).len() != 1 || !ir.regions(payload).is_empty() {
        return None;
    }
    if init_first {
        if pops.last() != args.first() {
            return None;
        }
        if pops.iter().zip(args.iter().skip(1)).any(|(a, b)| a != b) {
            return None;
        }
    } else if pops.iter().zip(args.iter().take(nargs)).any(|(a, b)| a != b) {
        return None;
    }
    let y = ops[1];
    (ir.op_name(y) == "linalg.yield" && ir.operands(y) == [ir.result(payload, 0)]).then_some(payload)
}

fn print_short_form(pr: &mut Printer, payload: Op) {
    let ir = pr.ir;
    pr.w(" { ");
    pr.w(ir.op_name(payload));
    let none = ir
        .ctx
        .lookup_sym("fastmath")
        .and_then(|_| ir.attr(payload, "fastmath"))
        .and_then(|a| ir.ctx.enum_value(a, &crate::ir::enums::ARITH_FASTMATH))
        == Some(0);
    pr.attr_dict(payload, if none { &["fastmath"] } else { &[] });
    pr.w(" }");
}

/// `(%a: f32, %b: f32)` region arguments.
fn parse_region_args(p: &mut Parser) -> PResult<Vec<RegionArg>> {
    let mut args = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        if !p.is(&Tok::Percent) {
            return p.err("expected SSA identifier");
        }
        let name = p.text().to_string();
        let pos = p.tok.start;
        p.bump();
        p.expect(Tok::Colon, "':'")?;
        let ty = p.parse_type()?;
        if p.is(&Tok::LBrace) {
            p.parse_dict_entries()?;
        }
        let loc = if p.is_keyword("loc") { p.parse_loc()? } else { p.loc_at(pos) };
        args.push(RegionArg { name, pos, ty, loc: Some(loc) });
        Ok(())
    })?;
    Ok(args)
}

/// Prints the long form: a new line with `(%a: f32, ...) {body}`.
fn print_long_form(pr: &mut Printer, op: Op) {
    let Some(&r) = pr.ir.regions(op).first() else { return };
    pr.indent();
    pr.newline();
    pr.w("(");
    let names = pr.name_region_args(r);
    let tys: Vec<Type> =
        pr.ir.entry_block(r).map(|b| pr.ir.args(b).iter().map(|&a| pr.ir.value_ty(a)).collect()).unwrap_or_default();
    for (i, (n, t)) in names.iter().zip(&tys).enumerate() {
        if i > 0 {
            pr.w(", ");
        }
        pr.w(n);
        pr.w(": ");
        pr.ty(*t);
    }
    pr.w(") ");
    pr.region(r, false, true);
    pr.dedent();
}

/// Result types of a destination-style op: its tensor inits.
fn tensor_results(p: &Parser, outs: &[Type]) -> Vec<Type> {
    outs.iter().copied().filter(|&t| matches!(p.ir.ctx.type_kind(t), TypeKind::Tensor { .. })).collect()
}

// ----- linalg.map -----

pub fn parse_map(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let payload = parse_payload(p)?;
    let io = parse_ins_outs(p, st)?;
    st.types = tensor_results(p, &io.outs);
    p.parse_attr_dict(st)?;
    match payload {
        Some(pl) if !st.operands.is_empty() => build_payload(p, st, pl, false)?,
        Some(_) => st.regions.push(p.ir.new_region()),
        None => {
            let args = parse_region_args(p)?;
            let r = p.parse_region(args, false)?;
            st.regions.push(r);
        }
    }
    Ok(())
}

pub fn print_map(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("linalg.map");
    let short = short_form(ir, op, false, false);
    if let Some(pl) = short {
        print_short_form(pr, pl);
    }
    let (ins, outs) = inputs_and_inits(ir, op);
    print_ins_outs(pr, &ins, &outs);
    pr.attr_dict(op, &[]);
    if short.is_none() {
        print_long_form(pr, op);
    }
}

/// ODS checks of map/reduce/transpose/broadcast operands: tensors or memrefs.
fn tensor_or_memref_operands(v: &mut Verifier, op: Op, what: &str) -> bool {
    let ir = v.ir;
    for (i, &t) in ir.operand_types(op).iter().enumerate() {
        if !matches!(ir.ctx.type_kind(t), TypeKind::Tensor { .. } | TypeKind::MemRef { .. }) {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{i} must be {what}, but got '{s}'"));
            return false;
        }
    }
    true
}

pub fn verify_map(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.operands(op).is_empty() {
        v.err(op, "expected 1 or more operands, but found 0");
        return;
    }
    if !tensor_or_memref_operands(v, op, "variadic of ranked tensor of any type values or memref of any type values") {
        return;
    }
    let Some((ins, outs)) = verify_dps_operands(v, op, false) else { return };
    let Some(&r) = ir.regions(op).first() else {
        v.err(op, "requires one region");
        return;
    };
    let Some(block) = ir.entry_block(r) else {
        v.err(op, "region #0 ('mapper') failed to verify constraint: region with 1 blocks");
        return;
    };
    let args = ir.args(block);
    if ins.len() + 1 != args.len() {
        v.err(
            op,
            format!(
                "expects number of operands to match the arity of mapper, but got: {} and {}",
                ins.len() + 1,
                args.len()
            ),
        );
        return;
    }
    for (&a, &i) in args.iter().zip(&ins) {
        let et = elem_or_self(&ir.ctx, ir.value_ty(i));
        let at = ir.value_ty(a);
        if at != et {
            let (x, y) = (v.ty_str(et), v.ty_str(at));
            v.err(op, format!("expected element type of input '{x}' to match bbArg type '{y}'"));
            return;
        }
    }
    let out_shape = outs.first().map(|&o| static_shape(&ir.ctx, ir.value_ty(o))).unwrap_or_default();
    for &i in &ins {
        let s = static_shape(&ir.ctx, ir.value_ty(i));
        if s != out_shape {
            v.err(
                op,
                format!(
                    "expected shape of input ({}) to match shape of output ({})",
                    shape_str(&s),
                    shape_str(&out_shape)
                ),
            );
            return;
        }
    }
}

// ----- linalg.reduce -----

pub fn parse_reduce(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let payload = parse_payload(p)?;
    let io = parse_ins_outs(p, st)?;
    st.types = tensor_results(p, &io.outs);
    p.parse_keyword("dimensions")?;
    p.expect(Tok::Equal, "'='")?;
    let dims = parse_i64_list(p)?;
    let a = p.ir.ctx.dense_i64_array(&dims);
    st.add_attr(p.ir, "dimensions", a);
    p.parse_attr_dict(st)?;
    match payload {
        Some(pl) => {
            if st.operands.is_empty() {
                return p.err_at(pl.pos, "expected operands");
            }
            build_payload(p, st, pl, true)?
        }
        None => {
            let args = parse_region_args(p)?;
            let r = p.parse_region(args, false)?;
            st.regions.push(r);
        }
    }
    Ok(())
}

pub fn print_reduce(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("linalg.reduce");
    let short = short_form(ir, op, true, true);
    if let Some(pl) = short {
        print_short_form(pr, pl);
    }
    let (ins, outs) = inputs_and_inits(ir, op);
    print_ins_outs(pr, &ins, &outs);
    pr.w(" dimensions = ");
    print_i64_list(pr, &dense_array(ir, op, "dimensions").unwrap_or_default());
    pr.w(" ");
    pr.attr_dict(op, &["dimensions"]);
    if short.is_none() {
        print_long_form(pr, op);
    }
}

pub fn verify_reduce(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let n = ir.operands(op).len();
    if !tensor_or_memref_operands(v, op, "variadic of ranked tensor of any type values or memref of any type values") {
        return;
    }
    let Some(dims) = dense_array(ir, op, "dimensions") else {
        v.err(op, "requires attribute 'dimensions'");
        return;
    };
    let Some((ins, outs)) = verify_dps_operands(v, op, false) else { return };
    if ins.is_empty() {
        v.err(op, "expected at least one input");
        return;
    }
    let shape = |x: Value| static_shape(&ir.ctx, ir.value_ty(x));
    for (i, &x) in ins.iter().enumerate().skip(1) {
        if shape(x) != shape(ins[0]) {
            v.err(op, format!("expects all inputs to have the same shapes. Shape at input-index {i} is not equal to the shape at input-index 0."));
            return;
        }
    }
    for (i, &x) in outs.iter().enumerate().skip(1) {
        if shape(x) != shape(outs[0]) {
            v.err(op, format!("expects all outputs to have the same shapes. Shape at output-index {i} is not equal to the shape at output-index 0."));
            return;
        }
    }
    let in_shape = shape(ins[0]);
    let init_shape = shape(outs[0]);
    for &d in &dims {
        if d < 0 || d >= in_shape.len() as i64 {
            v.err(op, format!("dimensions for reduction should be in the range [0, {}].", in_shape.len() as i64 - 1));
            return;
        }
    }
    let reduced: Vec<i64> =
        in_shape.iter().enumerate().filter(|(i, _)| !dims.contains(&(*i as i64))).map(|(_, &s)| s).collect();
    if reduced.len() != init_shape.len() {
        v.err(
            op,
            format!(
                "number of dimensions after reduction {} doesn't match the init rank {}",
                reduced.len(),
                init_shape.len()
            ),
        );
        return;
    }
    if reduced != init_shape {
        v.err(
            op,
            format!(
                "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
                shape_str(&init_shape),
                shape_str(&reduced)
            ),
        );
        return;
    }
    let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        v.err(op, "region #0 ('combiner') failed to verify constraint: region with 1 blocks");
        return;
    };
    let args = ir.args(block);
    if args.len() != n {
        v.err(op, "mismatching number of operands and block arguments");
        return;
    }
    for (&i, &a) in ins.iter().zip(args.iter()) {
        let (et, at) = (elem_or_self(&ir.ctx, ir.value_ty(i)), ir.value_ty(a));
        if et != at {
            let (x, y) = (v.ty_str(et), v.ty_str(at));
            v.err(op, format!("input element type '{x}' does not match corresponding block argument type '{y}'"));
            return;
        }
    }
    for (&o, &a) in outs.iter().zip(args.iter().skip(ins.len())) {
        let (et, at) = (elem_or_self(&ir.ctx, ir.value_ty(o)), ir.value_ty(a));
        if et != at {
            let (x, y) = (v.ty_str(et), v.ty_str(at));
            v.err(op, format!("output element type '{x}' does not match corresponding block argument type '{y}'"));
            return;
        }
    }
}

// ----- linalg.transpose / linalg.broadcast -----

fn parse_identity_op(p: &mut Parser, st: &mut OpState, kw: &str) -> PResult<()> {
    let io = parse_ins_outs(p, st)?;
    st.types = tensor_results(p, &io.outs);
    p.parse_keyword(kw)?;
    p.expect(Tok::Equal, "'='")?;
    let list = parse_i64_list(p)?;
    let a = p.ir.ctx.dense_i64_array(&list);
    st.add_attr(p.ir, kw, a);
    p.parse_attr_dict(st)?;
    let types: Vec<Type> = st.operands.iter().map(|&v| p.ir.value_ty(v)).collect();
    let (region, block) = new_body(p.ir, &types);
    // The block arguments take the locations of the operands, as upstream's buildGenericRegion.
    let args = p.ir.args(block).to_vec();
    for (&a, &o) in args.iter().zip(&st.operands) {
        let loc = match p.ir.value_def(o) {
            ValueDef::Result(d, _) => Some(p.ir.loc(d)),
            _ => p.ir.value_loc(o),
        };
        if loc.is_some() {
            p.ir.set_value_loc(a, loc);
        }
    }
    if let Some(&first) = p.ir.args(block).first() {
        let y = p.ir.ctx.sym("linalg.yield");
        let yield_op = p.ir.create_op(y, vec![first], &[], vec![], vec![], vec![], vec![], st.loc);
        p.ir.append_op(block, yield_op);
    }
    st.regions.push(region);
    Ok(())
}

fn print_identity_op(pr: &mut Printer, op: Op, kw: &str) {
    let ir = pr.ir;
    pr.w(ir.op_name(op));
    let (ins, outs) = inputs_and_inits(ir, op);
    print_ins_outs(pr, &ins, &outs);
    pr.w(" ");
    pr.w(kw);
    pr.w(" = ");
    print_i64_list(pr, &dense_array(ir, op, kw).unwrap_or_default());
    pr.w(" ");
    pr.attr_dict(op, &[kw]);
}

pub fn parse_transpose(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    parse_identity_op(p, st, "permutation")
}
pub fn print_transpose(pr: &mut Printer, op: Op) {
    print_identity_op(pr, op, "permutation")
}
pub fn parse_broadcast(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    parse_identity_op(p, st, "dimensions")
}
pub fn print_broadcast(pr: &mut Printer, op: Op) {
    print_identity_op(pr, op, "dimensions")
}

/// Two operands (input, init), tensors or memrefs; returns their shapes.
fn input_init(v: &mut Verifier, op: Op, attr: &str) -> Option<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let ir = v.ir;
    if ir.operands(op).len() != 2 {
        v.err(op, format!("expected 2 operands, but found {}", ir.operands(op).len()));
        return None;
    }
    if !tensor_or_memref_operands(v, op, "ranked tensor of any type values or memref of any type values") {
        return None;
    }
    let Some(list) = dense_array(ir, op, attr) else {
        v.err(op, format!("requires attribute '{attr}'"));
        return None;
    };
    verify_dps_operands(v, op, false)?;
    let ts = ir.operand_types(op);
    Some((static_shape(&ir.ctx, ts[0]), static_shape(&ir.ctx, ts[1]), list))
}

pub fn verify_transpose(v: &mut Verifier, op: Op) {
    let Some((input, init, perm)) = input_init(v, op, "permutation") else { return };
    let mut seen = vec![false; perm.len()];
    let valid =
        perm.iter().all(|&p| p >= 0 && (p as usize) < perm.len() && !std::mem::replace(&mut seen[p as usize], true));
    if !valid {
        v.err(op, "permutation is not valid");
        return;
    }
    if input.len() != init.len() {
        v.err(op, format!("input rank ({}) does not match init rank ({})", input.len(), init.len()));
        return;
    }
    if perm.len() != input.len() {
        v.err(op, format!("size of permutation {} does not match the argument rank {}", perm.len(), input.len()));
        return;
    }
    for (i, &p) in perm.iter().enumerate() {
        let (a, b) = (input[p as usize], init[i]);
        if a != b {
            v.err(op, format!("dim(result, {i}) = {b} doesn't match dim(input, permutation[{i}]) = {a}"));
            return;
        }
    }
}

pub fn verify_broadcast(v: &mut Verifier, op: Op) {
    let Some((input, init, dims)) = input_init(v, op, "dimensions") else { return };
    if input.len() + dims.len() != init.len() {
        v.err(
            op,
            format!(
                "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}",
                input.len(),
                dims.len(),
                init.len()
            ),
        );
        return;
    }
    for (i, &d) in dims.iter().enumerate() {
        if d < 0 || d >= init.len() as i64 {
            v.err(
                op,
                format!("dimension {i} is out of range. expected range: [0, {}], got: {d}", init.len() as i64 - 1),
            );
            return;
        }
    }
    let kept: Vec<usize> = (0..init.len()).filter(|d| !dims.contains(&(*d as i64))).collect();
    for (i, &d) in kept.iter().enumerate() {
        let (Some(&a), Some(&b)) = (input.get(i), init.get(d)) else { break };
        if a != b {
            v.err(op, format!("input dim {i} should match init dim {d}. input: {a}, init: {b}"));
            return;
        }
    }
}

// ----- linalg.softmax -----

pub fn parse_softmax(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.parse_attr_dict(st)?;
    p.parse_keyword("dimension")?;
    p.expect(Tok::LParen, "'('")?;
    let d = p.parse_i64()?;
    let a = p.ir.ctx.i64_attr(d);
    st.add_attr(p.ir, "dimension", a);
    p.expect(Tok::RParen, "')'")?;
    let mut uses = vec![];
    let mut tys = vec![];
    for kw in ["ins", "outs"] {
        p.parse_keyword(kw)?;
        p.expect(Tok::LParen, "'('")?;
        uses.push(p.parse_operand()?);
        p.expect(Tok::Colon, "':'")?;
        tys.push(p.parse_type()?);
        p.expect(Tok::RParen, "')'")?;
    }
    st.operands = p.resolve_all(&uses, &tys, p.tok.start)?;
    st.types = parse_optional_arrow_types(p)?;
    Ok(())
}

pub fn print_softmax(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    pr.w("linalg.softmax");
    pr.attr_dict(op, &["dimension"]);
    let d = ir.attr(op, "dimension").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
    pr.w(&format!(" dimension({d})"));
    let ops = ir.operands(op);
    for (kw, &x) in ["ins", "outs"].iter().zip(ops) {
        pr.w(&format!(" {kw}("));
        pr.operand(x);
        pr.w(" : ");
        pr.ty(ir.value_ty(x));
        pr.w(")");
    }
    print_arrow_types(pr, &ir.result_types(op));
}

pub fn verify_softmax(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if !counts_at_least(v, op, 2, ir.results(op).len()) || ir.operands(op).len() != 2 {
        if ir.operands(op).len() > 2 {
            v.err(op, format!("expected 2 operands, but found {}", ir.operands(op).len()));
        }
        return;
    }
    let Some(d) = ir.attr(op, "dimension").and_then(|a| ir.ctx.as_int(a)) else {
        v.err(op, "requires attribute 'dimension'");
        return;
    };
    let ts = ir.operand_types(op);
    for (i, &t) in ts.iter().enumerate() {
        if !ir.ctx.is_shaped(t) {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{i} must be shaped of any type values, but got '{s}'"));
            return;
        }
    }
    if verify_dps_operands(v, op, false).is_none() {
        return;
    }
    let (a, b) = (static_shape(&ir.ctx, ts[0]), static_shape(&ir.ctx, ts[1]));
    let compatible = a.len() == b.len() && a.iter().zip(&b).all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC);
    if !compatible {
        v.err(op, "incompatible output shape");
        return;
    }
    if d < 0 || d >= a.len() as i128 {
        v.err(op, "incorrect dimension specified");
    }
}

/// The DPS check runs after the op's own (upstream's `verifyWithRegions`).
pub fn verify_softmax_regions(v: &mut Verifier, op: Op) {
    verify_dps_results(v, op);
}

// ----- linalg.pack / linalg.unpack -----

pub fn parse_pack(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    let is_pack = p.ir.ctx.str(st.name) == "linalg.pack";
    let source = p.parse_operand()?;
    let mut padding = None;
    if is_pack && p.parse_optional_keyword("padding_value") {
        p.expect(Tok::LParen, "'('")?;
        let u = p.parse_operand()?;
        p.expect(Tok::Colon, "':'")?;
        let t = p.parse_type()?;
        p.expect(Tok::RParen, "')'")?;
        padding = Some((u, t));
    }
    if p.parse_optional_keyword("outer_dims_perm") {
        p.expect(Tok::Equal, "'='")?;
        let v = parse_i64_list(p)?;
        let a = p.ir.ctx.dense_i64_array(&v);
        st.add_attr(p.ir, "outer_dims_perm", a);
    }
    p.parse_keyword("inner_dims_pos")?;
    p.expect(Tok::Equal, "'='")?;
    let v = parse_i64_list(p)?;
    let a = p.ir.ctx.dense_i64_array(&v);
    st.add_attr(p.ir, "inner_dims_pos", a);
    p.parse_keyword("inner_tiles")?;
    p.expect(Tok::Equal, "'='")?;
    let (dyn_uses, stat) = parse_dynamic_index_list(p)?;
    let a = p.ir.ctx.dense_i64_array(&stat);
    st.add_attr(p.ir, "static_inner_tiles", a);
    p.parse_keyword("into")?;
    let dest = p.parse_operand()?;
    p.parse_attr_dict(st)?;
    p.expect(Tok::Colon, "':'")?;
    let tpos = p.tok.start;
    let st_ty = p.parse_type()?;
    p.expect(Tok::Arrow, "'->'")?;
    let dt_pos = p.tok.start;
    let dt = p.parse_type()?;
    for (pos, t) in [(tpos, st_ty), (dt_pos, dt)] {
        if !matches!(p.ir.ctx.type_kind(t), TypeKind::Tensor { .. }) {
            let s = crate::syntax::printer::type_to_string(&p.ir.ctx, t);
            let name = p.ir.ctx.str(st.name).to_string();
            return p.err_at(
                pos,
                format!("custom op '{name}' invalid kind of type specified: expected builtin.tensor, but found '{s}'"),
            );
        }
    }
    let mut vals = vec![p.resolve(&source, st_ty)?, p.resolve(&dest, dt)?];
    if let Some((u, t)) = &padding {
        vals.push(p.resolve(u, *t)?);
    }
    let idx = p.ir.ctx.index_ty();
    vals.extend(p.resolve_same(&dyn_uses, idx)?);
    st.operands = vals;
    st.types = vec![dt];
    if is_pack {
        set_segments(p, st, &[1, 1, usize::from(padding.is_some()), dyn_uses.len()]);
    }
    Ok(())
}

/// Source, dest, padding value and dynamic tiles of a pack/unpack.
fn pack_parts(ir: &Ir, op: Op) -> (Option<Value>, Option<Value>, Option<Value>, Vec<Value>) {
    let ops = ir.operands(op);
    if ir.op_name(op) == "linalg.pack" {
        let seg = segments(ir, op);
        let get = |i: usize| seg.get(i).cloned().unwrap_or_default();
        (get(0).first().copied(), get(1).first().copied(), get(2).first().copied(), get(3))
    } else {
        (ops.first().copied(), ops.get(1).copied(), None, ops.get(2..).map(|s| s.to_vec()).unwrap_or_default())
    }
}

pub fn print_pack(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let (src, dst, pad, tiles) = pack_parts(ir, op);
    let (Some(src), Some(dst)) = (src, dst) else {
        pr.generic_op(op);
        return;
    };
    pr.w(ir.op_name(op));
    pr.w(" ");
    pr.operand(src);
    if let Some(pv) = pad {
        pr.w(" padding_value(");
        pr.operand(pv);
        pr.w(" : ");
        pr.ty(ir.value_ty(pv));
        pr.w(")");
    }
    if let Some(perm) = dense_array(ir, op, "outer_dims_perm").filter(|v| !v.is_empty()) {
        pr.w(" outer_dims_perm = ");
        print_i64_list(pr, &perm);
    }
    pr.w(" inner_dims_pos = ");
    print_i64_list(pr, &dense_array(ir, op, "inner_dims_pos").unwrap_or_default());
    pr.w(" inner_tiles = ");
    let stat: Vec<i128> =
        dense_array(ir, op, "static_inner_tiles").unwrap_or_default().iter().map(|&x| x as i128).collect();
    print_dynamic_index_list(pr, &tiles, &stat);
    pr.w(" into ");
    pr.operand(dst);
    pr.attr_dict(op, &["static_inner_tiles", "inner_dims_pos", "outer_dims_perm"]);
    pr.w(" : ");
    pr.ty(ir.value_ty(src));
    pr.w(" -> ");
    pr.ty(ir.value_ty(dst));
}

fn invalid_positions(v: &[i64], rank: usize) -> bool {
    let mut seen = std::collections::HashSet::new();
    v.len() > rank || v.iter().any(|&d| d < 0 || d >= rank as i64 || !seen.insert(d))
}

pub fn verify_pack(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let is_pack = ir.op_name(op) == "linalg.pack";
    if is_pack && check_segments(v, op, 4).is_none() {
        return;
    }
    let (src, dst, pad, dyn_tiles) = pack_parts(ir, op);
    let (Some(src), Some(dst)) = (src, dst) else {
        v.err(op, "expected source and destination operands");
        return;
    };
    let (st, dt) = (ir.value_ty(src), ir.value_ty(dst));
    for (i, t) in [(0, st), (1, dt)] {
        if !matches!(ir.ctx.type_kind(t), TypeKind::Tensor { .. }) {
            let s = v.ty_str(t);
            v.err(op, format!("operand #{i} must be ranked tensor of any type values, but got '{s}'"));
            return;
        }
    }
    if dyn_tiles.iter().any(|&t| !ir.ctx.is_index(ir.value_ty(t))) {
        v.err(op, "operand #3 must be variadic of index, but got a non-index type");
        return;
    }
    if ir.results(op).len() != 1 {
        v.err(op, "requires 1 result");
        return;
    }
    if ir.value_ty(ir.result(op, 0)) != dt {
        v.err(op, "failed to verify that all of {dest, result} have same type");
        return;
    }
    let (Some(inner), Some(stat)) = (dense_array(ir, op, "inner_dims_pos"), dense_array(ir, op, "static_inner_tiles"))
    else {
        v.err(op, "requires attribute 'inner_dims_pos'");
        return;
    };
    let outer = dense_array(ir, op, "outer_dims_perm").unwrap_or_default();
    if stat.iter().filter(|&&s| s == DYNAMIC).count() != dyn_tiles.len() {
        v.err(op, "expected as many dynamic inner tiles as '?' in inner_tiles");
        return;
    }
    if stat.contains(&0) {
        err_plain(v, op, "invalid zero tile factor");
        return;
    }
    let (packed, unpacked) = if is_pack { (dt, st) } else { (st, dt) };
    let us = static_shape(&ir.ctx, unpacked);
    let ps = static_shape(&ir.ctx, packed);
    if invalid_positions(&inner, us.len()) {
        err_plain(v, op, "invalid inner_dims_pos vector");
        return;
    }
    if invalid_positions(&outer, us.len()) {
        err_plain(v, op, "invalid outer_dims_perm vector");
        return;
    }
    if !outer.is_empty() && outer.len() != us.len() {
        err_plain(v, op, "outer_dims_perm must be a permutation or empty");
        return;
    }
    if stat.len() > us.len() {
        err_plain(
            v,
            op,
            "tiling factors must be less than or equal to the input rank for pack or output rank for unpack",
        );
        return;
    }
    if stat.len() != inner.len() {
        err_plain(v, op, "tiling factors must equal the number of dimensions to tile");
        return;
    }
    if ps.len() != us.len() + stat.len() {
        err_plain(
            v,
            op,
            format!(
                "packed rank != (unpacked rank + num tiling factors), got {} != {}",
                ps.len(),
                us.len() + stat.len()
            ),
        );
        return;
    }
    // expected packed shape
    let mut expected = us.clone();
    for (i, &d) in inner.iter().enumerate() {
        let d = d as usize;
        if expected[d] == DYNAMIC {
            continue;
        }
        if stat[i] == DYNAMIC {
            expected[d] = DYNAMIC;
            continue;
        }
        expected[d] = (expected[d] + stat[i] - 1).div_euclid(stat[i]);
    }
    if !outer.is_empty() {
        expected = outer.iter().map(|&p| expected[p as usize]).collect();
    }
    expected.extend(stat.iter().copied());
    for (i, (&dim, &tile)) in ps[us.len()..].iter().zip(&stat).enumerate() {
        if tile != DYNAMIC {
            if dim != tile {
                err_plain(v, op, format!("mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type at index {i}: got {dim} != {tile}"));
                return;
            }
        } else if dim != DYNAMIC {
            err_plain(
                v,
                op,
                format!(
                    "mismatch in inner tile sizes specified at index {i}: got static shape {dim} but dynamic tile size"
                ),
            );
            return;
        }
    }
    let compatible =
        expected.len() == ps.len() && expected.iter().zip(&ps).all(|(&a, &b)| a == b || a == DYNAMIC || b == DYNAMIC);
    if !compatible {
        let et = v.ty_str(ir.ctx.elem_ty(unpacked));
        let dims = |s: &[i64]| {
            s.iter().map(|&d| if d == DYNAMIC { "?x".to_string() } else { format!("{d}x") }).collect::<String>()
        };
        err_plain(
            v,
            op,
            format!(
                "expected 'tensor<{}{et}>' for the packed domain value, got 'tensor<{}{et}>'",
                dims(&expected),
                dims(&ps)
            ),
        );
        return;
    }
    if is_pack {
        let et = ir.ctx.elem_ty(st);
        if let Some(pv) = pad {
            let pt = ir.value_ty(pv);
            if pt != et {
                let (a, b) = (v.ty_str(et), v.ty_str(pt));
                v.err(op, format!("expected padding_value has '{a}' but got: '{b}'"));
            }
            return;
        }
        // Without a padding value only full tiles are allowed.
        let mut out_tiles: Vec<i64> = ps[..us.len()].to_vec();
        if !outer.is_empty() {
            let mut inv = vec![0usize; outer.len()];
            for (i, &p) in outer.iter().enumerate() {
                inv[p as usize] = i;
            }
            out_tiles = inv.iter().map(|&i| out_tiles[i]).collect();
        }
        for (&pos, &tile) in inner.iter().zip(&stat) {
            let s = us[pos as usize];
            if s == DYNAMIC {
                continue;
            }
            let partial = if tile == DYNAMIC {
                let o = out_tiles[pos as usize];
                o != DYNAMIC && o != 0 && s % o != 0
            } else {
                s % tile != 0
            };
            if partial {
                v.err(op, "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set");
                return;
            }
        }
    }
}

// ----- linalg.winograd_{filter,input,output}_transform -----

/// `WinogradConv2DFmr` cases: F(m, r).
const FMR: &[(&str, i64, i64)] = &[("F_2_3", 2, 3), ("F_4_3", 4, 3), ("F_2_5", 2, 5)];

pub fn parse_winograd(p: &mut Parser, st: &mut OpState) -> PResult<()> {
    p.parse_attr_dict(st)?;
    p.parse_keyword("fmr")?;
    p.expect(Tok::LParen, "'('")?;
    let pos = p.tok.start;
    let kw = p.parse_any_keyword("keyword")?;
    let Some(i) = FMR.iter().position(|f| f.0 == kw) else {
        return p
            .err_at(pos, format!("expected one of [F_2_3, F_4_3, F_2_5] for Winograd Conv2D (m, r) pair, got: {kw}"));
    };
    let i32t = p.ir.ctx.int_ty(32);
    let a = p.ir.ctx.int_attr(i32t, i as i128);
    st.add_attr(p.ir, "fmr", a);
    p.expect(Tok::RParen, "')'")?;
    let mut uses = vec![];
    let mut tys = vec![];
    for kw in ["ins", "outs"] {
        p.parse_keyword(kw)?;
        p.expect(Tok::LParen, "'('")?;
        uses.push(p.parse_operand()?);
        p.expect(Tok::Colon, "':'")?;
        tys.push(p.parse_type()?);
        p.expect(Tok::RParen, "')'")?;
    }
    st.operands = p.resolve_all(&uses, &tys, p.tok.start)?;
    p.expect(Tok::Arrow, "'->'")?;
    st.types = vec![p.parse_type()?];
    Ok(())
}

fn fmr(ir: &Ir, op: Op) -> Option<(&'static str, i64, i64)> {
    let i = ir.attr(op, "fmr").and_then(|a| ir.ctx.as_int(a))?;
    FMR.get(usize::try_from(i).ok()?).copied()
}

pub fn can_print_winograd(ir: &Ir, op: Op) -> bool {
    fmr(ir, op).is_some() && ir.operands(op).len() == 2 && ir.results(op).len() == 1
}

pub fn print_winograd(pr: &mut Printer, op: Op) {
    let ir = pr.ir;
    let Some((name, _, _)) = fmr(ir, op).filter(|_| can_print_winograd(ir, op)) else {
        pr.generic_op(op);
        return;
    };
    pr.w(ir.op_name(op));
    pr.attr_dict(op, &["fmr"]);
    pr.w(&format!(" fmr({name})"));
    for (kw, &x) in ["ins", "outs"].iter().zip(ir.operands(op)) {
        pr.w(&format!(" {kw}("));
        pr.operand(x);
        pr.w(" : ");
        pr.ty(ir.value_ty(x));
        pr.w(")");
    }
    print_arrow_types(pr, &ir.result_types(op));
}

fn compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
}

pub fn verify_winograd(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let name = ir.op_name(op);
    if !counts(v, op, 2, 1) {
        return;
    }
    let Some((_, m, r)) = fmr(ir, op) else {
        v.err(op, "attribute 'fmr' failed to satisfy constraint: allowed 32-bit signless integer cases: 0, 1, 2");
        return;
    };
    let (in_rank, out_rank) = if name == "linalg.winograd_input_transform" {
        (4, 6)
    } else if name == "linalg.winograd_output_transform" {
        (6, 4)
    } else {
        (4, 4)
    };
    let ts = ir.operand_types(op);
    let rt = ir.value_ty(ir.result(op, 0));
    for (what, i, t, rank) in
        [("operand", 0, ts[0], in_rank), ("operand", 1, ts[1], out_rank), ("result", 0, rt, out_rank)]
    {
        let ok = matches!(ir.ctx.type_kind(t), TypeKind::Tensor { shape, .. } if shape.len() == rank);
        if !ok {
            let s = v.ty_str(t);
            v.err(op, format!("{what} #{i} must be {rank}D tensor of any type values, but got '{s}'"));
            return;
        }
    }
    let a = static_shape(&ir.ctx, ts[0]);
    let out = static_shape(&ir.ctx, ts[1]);
    let alpha = m + r - 1;
    let expected = match name {
        "linalg.winograd_filter_transform" => {
            // filter (F, KH, KW, C) -> (alphaH, alphaW, C, F)
            let (h, w) = (a[1], a[2]);
            if h != r && h != 1 {
                v.err(op, "expect filter height either equals to r or 1");
                return;
            }
            if w != r && w != 1 {
                v.err(op, "expect filter width either equals to r or 1");
                return;
            }
            if h == 1 && w == 1 {
                v.err(op, "expect either filter height or width equals to r");
                return;
            }
            vec![if h == r { alpha } else { 1 }, if w == r { alpha } else { 1 }, a[3], a[0]]
        }
        "linalg.winograd_input_transform" => {
            // input (N, H, W, C) -> (alphaH, alphaW, tileH, tileW, N, C)
            let (h, w) = (a[1], a[2]);
            let left = out[0] != 1;
            let right = out[1] != 1;
            let mut e = vec![h; 6];
            if h == DYNAMIC {
                e[0] = alpha;
                e[2] = DYNAMIC;
            } else {
                e[0] = if left { alpha } else { 1 };
                e[2] = if left { (h - (r - 1)) / m } else { h };
            }
            if w == DYNAMIC {
                e[1] = alpha;
                e[3] = DYNAMIC;
            } else {
                e[1] = if right { alpha } else { 1 };
                e[3] = if right { (w - (r - 1)) / m } else { w };
            }
            e[4] = a[0];
            e[5] = a[3];
            e
        }
        _ => {
            // value (alphaH, alphaW, tileH, tileW, N, F) -> (N, H, W, F)
            let (vh, vw, th, tw) = (a[0], a[1], a[2], a[3]);
            let (left, right) = (vh != 1, vw != 1);
            let mut e = vec![vh; 4];
            if vh == DYNAMIC || th == DYNAMIC {
                e[1] = DYNAMIC;
            } else {
                if vh != (if left { alpha } else { 1 }) {
                    v.err(op, "expect input height equals to input tile size");
                    return;
                }
                e[1] = (if left { m } else { 1 }) * th;
            }
            if vw == DYNAMIC || tw == DYNAMIC {
                e[2] = DYNAMIC;
            } else {
                if vw != (if right { alpha } else { 1 }) {
                    v.err(op, "expect input width equals to input tile size");
                    return;
                }
                e[2] = (if right { m } else { 1 }) * tw;
            }
            e[0] = a[4];
            e[3] = a[5];
            e
        }
    };
    if !compatible(&expected, &out) {
        v.err(op, "the output shape is not expected");
    }
}

/// The DPS check runs after the op's own (upstream's `verifyWithRegions`).
pub fn verify_winograd_regions(v: &mut Verifier, op: Op) {
    verify_dps_results(v, op);
}
