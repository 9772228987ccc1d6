//! `linalg.map`, `reduce`, `transpose`, `broadcast` (structured ops with their own syntax),
//! and `softmax`, `pack`, `unpack`.

use super::*;
use crate::dialects::lookup;
use crate::dialects::ods::op_format;

fn shape_str(s: &[i64]) -> String {
    s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
}

// ----- indexing maps of map/reduce/transpose/broadcast -----

pub fn indexing_maps(ir: &Ir, op: Op) -> Result<Vec<AffineMap>, String> {
    let (ins, outs) = inputs_and_inits(ir, op);
    let init_rank = init_rank(ir, op) as u32;
    match ir.op_name(op) {
        "linalg.map" => Ok(vec![AffineMap::identity(init_rank); ins.len() + outs.len()]),
        "linalg.reduce" => {
            let r = ins.first().map_or(0, |&i| rank(&ir.ctx, ir.value_ty(i))) as u32;
            let mut maps = vec![AffineMap::identity(r); ins.len()];
            maps.extend(std::iter::repeat_n(drop_dims(ir, op, r), outs.len()));
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
        "linalg.broadcast" => Ok(vec![drop_dims(ir, op, init_rank), AffineMap::identity(init_rank)]),
        _ => Err("not a structured op".into()),
    }
}

/// The projection of `rank` loops that drops the op's `dimensions`.
fn drop_dims(ir: &Ir, op: Op, rank: u32) -> AffineMap {
    let dims = dense_array(ir, op, "dimensions").unwrap_or_default();
    let kept = (0..rank).filter(|&d| !dims.contains(&(d as i64))).map(AffineExpr::Dim).collect();
    AffineMap { dims: rank, syms: 0, results: kept }
}

pub fn iterator_types(ir: &Ir, op: Op) -> Result<Vec<IteratorType>, String> {
    if ir.op_name(op) != "linalg.reduce" {
        return Ok(vec![IteratorType::Parallel; init_rank(ir, op)]);
    }
    let (ins, _) = inputs_and_inits(ir, op);
    let r = ins.first().map_or(0, |&i| rank(&ir.ctx, ir.value_ty(i)));
    let dims = dense_array(ir, op, "dimensions").unwrap_or_default();
    Ok((0..r)
        .map(|d| if dims.contains(&(d as i64)) { IteratorType::Reduction } else { IteratorType::Parallel })
        .collect())
}

// ----- the payload of map and reduce: `{ arith.addf }` or `(%a: f32, ...) { body }` -----

/// Where `custom<Payload>` keeps a short form's payload op (name, attributes, position) until
/// `custom<Body>` has the operand types that its region needs.
const STASH: &str = "linalg.payload";

/// `custom<Payload>()`: `{ dialect.op {attrs} }` when the body has the short form.
const PAYLOAD: Custom = Custom {
    name: "Payload",
    parse: |p, st, _, _| {
        if !p.optional(Tok::LBrace) {
            return Ok(());
        }
        let pos = p.tok.start;
        let name = p.parse_any_keyword("operation name")?;
        let attrs = if p.is(&Tok::LBrace) { p.parse_dict_entries()? } else { vec![] };
        p.expect(Tok::RBrace, "'}'")?;
        let ctx = &mut p.ir.ctx;
        let stash = vec![ctx.str_attr(&name), ctx.dict_attr(attrs), ctx.i64_attr(pos as i64)];
        let a = ctx.array_attr(stash);
        st.add_attr(p.ir, STASH, a);
        Ok(())
    },
    print: |pr, op, _, _| {
        let Some(payload) = short_form(pr.ir, op) else { return };
        let ir = pr.ir;
        pr.w("{ ");
        pr.w(ir.op_name(payload));
        let none = ir.attr(payload, "fastmath").and_then(|a| ir.ctx.enum_value(a, &enums::ARITH_FASTMATH)) == Some(0);
        pr.attr_dict(payload, if none { &["fastmath"] } else { &[] });
        pr.w(" }");
    },
};

/// `custom<Body>($inputs, $inits, $region)`: the region built from the short form's payload, or
/// the long form `(%a: f32, ...) {...}` on a new line.
const BODY: Custom = Custom {
    name: "Body",
    parse: |p, st, slots, args| {
        let stash = p.ir.ctx.lookup_sym(STASH).and_then(|s| st.attrs.iter().position(|e| e.0 == s));
        let region = match stash {
            Some(i) => {
                let a = st.attrs.remove(i).1;
                build_payload(p, st, a, &ins_outs_types(slots, args))?
            }
            None => {
                let mut rargs = vec![];
                p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
                    let (mut arg, _) = parse_typed_arg(p, true)?;
                    arg.loc = Some(arg.loc.unwrap_or_else(|| p.loc_at(arg.pos)));
                    rargs.push(arg);
                    Ok(())
                })?;
                p.parse_region(rargs, false)?
            }
        };
        slots.set_region(arg(args, 2), region);
        Ok(())
    },
    print: |pr, op, _, _| {
        let Some(&r) = pr.ir.regions(op).first().filter(|_| short_form(pr.ir, op).is_none()) else { return };
        pr.indent();
        pr.newline();
        pr.w("(");
        let names = pr.name_region_args(r);
        let args = pr.ir.entry_block(r).map(|b| pr.ir.args(b).to_vec()).unwrap_or_default();
        for (i, (n, &a)) in names.iter().zip(&args).enumerate() {
            pr.w(if i > 0 { ", " } else { "" });
            pr.w(n);
            pr.w(": ");
            pr.ty(pr.ir.value_ty(a));
        }
        pr.w(") ");
        pr.region(r, false, true);
        pr.dedent();
    },
};

/// Builds `{ payload(args...); linalg.yield }` over the element types of the operands.
/// Map passes the inputs (not the init); reduce passes the init first, then the inputs.
fn build_payload(p: &mut Parser, st: &mut OpState, stash: Attr, types: &[Type]) -> PResult<Region> {
    let ctx = &p.ir.ctx;
    let parts = ctx.as_array(stash).unwrap_or(&[]).to_vec();
    let name = String::from_utf8_lossy(ctx.as_str(parts[0]).unwrap_or(b"")).into_owned();
    let attrs = match ctx.attr_kind(parts[1]) {
        AttrKind::Dict(e) => e.clone(),
        _ => vec![],
    };
    let pos = ctx.as_int(parts[2]).unwrap_or(0) as usize;
    let init_first = p.ir.ctx.str(st.name) == "linalg.reduce";
    if types.is_empty() {
        if init_first {
            return p.err_at(pos, "expected operands");
        }
        return Ok(p.ir.new_region());
    }
    if types.iter().any(|&t| !p.ir.ctx.is_shaped(t)) {
        return p.err_at(pos, "expected shaped operands for the payload op");
    }
    let Some(def) = lookup(&name) else {
        return p.err_at(pos, format!("custom op '{name}' is unknown"));
    };
    let (region, block) = new_body(p.ir, types);
    let args = p.ir.args(block).to_vec();
    let (&last, rest) = args.split_last().expect("operands");
    let operands: Vec<Value> =
        if init_first { std::iter::once(last).chain(rest.iter().copied()).collect() } else { rest.to_vec() };
    let rt = p.ir.value_ty(last);
    let (mut props, mut attrs_out) = (vec![], vec![]);
    for (n, a) in attrs {
        let list = if def.props.contains(&p.ir.ctx.str(n)) { &mut props } else { &mut attrs_out };
        *list = insert_sorted(&p.ir.ctx, std::mem::take(list), n, a);
    }
    // The properties the payload op gets by default when built without them.
    for (n, value) in [("fastmath", "fastmath<none>"), ("overflowFlags", "overflow<none>")] {
        let s = p.ir.ctx.sym(n);
        let no_default = n == "fastmath" && matches!(def.name, "arith.extf" | "arith.truncf");
        if def.props.contains(&n) && !no_default && !props.iter().any(|e: &(Sym, Attr)| e.0 == s) {
            let a = p.ir.ctx.dialect_attr("arith", value);
            props = insert_sorted(&p.ir.ctx, props, s, a);
        }
    }
    let name = p.ir.ctx.sym(&name);
    let payload = p.ir.create_op(name, operands, &[rt], props, attrs_out, vec![], vec![], st.loc);
    p.ir.append_op(block, payload);
    let res = p.ir.result(payload, 0);
    let y = p.ir.ctx.sym("linalg.yield");
    let yield_op = p.ir.create_op(y, vec![res], &[], vec![], vec![], vec![], vec![], st.loc);
    p.ir.append_op(block, yield_op);
    Ok(region)
}

/// The payload op if the body can print as `{ op }` (upstream's `canUseShortForm`): map passes
/// the inputs in order, reduce the init first, then the inputs.
fn short_form(ir: &Ir, op: Op) -> Option<Op> {
    let reduce = ir.op_name(op) == "linalg.reduce";
    let r = *ir.regions(op).first()?;
    let block = ir.entry_block(r).filter(|_| ir.num_blocks(r) == 1)?;
    let ops: Vec<Op> = ir.ops(block).collect();
    let args = ir.args(block);
    let [payload, y] = ops[..] else { return None };
    let pops = ir.operands(payload);
    let nargs = args.len() - usize::from(!reduce).min(args.len());
    if pops.is_empty() || pops.len() != nargs || ir.results(payload).len() != 1 || !ir.regions(payload).is_empty() {
        return None;
    }
    let in_order = if reduce {
        pops.last() == args.first() && pops.iter().zip(&args[1..]).all(|(a, b)| a == b)
    } else {
        pops.iter().zip(args).all(|(a, b)| a == b)
    };
    (in_order && ir.op_name(y) == "linalg.yield" && ir.operands(y) == [ir.result(payload, 0)]).then_some(payload)
}

// ----- linalg.map -----

pub static MAP: OpFormat = op_format!(
    hand_printed operands["inputs*": TENSOR_OR_MEMREF, "init": TENSOR_OR_MEMREF] results["result*": ANY_TENSOR]
    regions["mapper"]
    format "custom<Payload>() custom<InsOuts>($inputs, $init, $result) attr-dict `` custom<Body>($inputs, $init, $mapper)"
    custom[PAYLOAD, INS_OUTS, BODY] verify(verify_map)
);

fn verify_map(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (ins, outs) = inputs_and_inits(ir, op);
    // The declaration's region count was checked before.
    let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return v.err(op, "region #0 ('mapper') failed to verify constraint: region with 1 blocks");
    };
    let args = ir.args(block);
    if ins.len() + 1 != args.len() {
        let (want, got) = (ins.len() + 1, args.len());
        return v
            .err(op, format!("expects number of operands to match the arity of mapper, but got: {want} and {got}"));
    }
    for (&a, &i) in args.iter().zip(&ins) {
        let et = elem_or_self(&ir.ctx, ir.value_ty(i));
        let at = ir.value_ty(a);
        if at != et {
            let (x, y) = (v.ty_str(et), v.ty_str(at));
            return v.err(op, format!("expected element type of input '{x}' to match bbArg type '{y}'"));
        }
    }
    let out_shape = outs.first().map(|&o| static_shape(&ir.ctx, ir.value_ty(o))).unwrap_or_default();
    for &i in &ins {
        let s = static_shape(&ir.ctx, ir.value_ty(i));
        if s != out_shape {
            let (s, o) = (shape_str(&s), shape_str(&out_shape));
            return v.err(op, format!("expected shape of input ({s}) to match shape of output ({o})"));
        }
    }
}

// ----- linalg.reduce -----

pub static REDUCE: OpFormat = OpFormat {
    hand_printed: true,
    operands: &[("inputs*", &TENSOR_OR_MEMREF), ("inits*", &TENSOR_OR_MEMREF)],
    attrs: &[("dimensions", &DENSE_I64_ARRAY)],
    regions: &["combiner"],
    format: "custom<Payload>() custom<InsOuts>($inputs, $inits, $result) custom<DenseList>($dimensions) attr-dict `` \
             custom<Body>($inputs, $inits, $combiner)",
    custom: &[PAYLOAD, INS_OUTS, DENSE_LIST, BODY],
    verify: Some(verify_reduce),
    same_variadic_size: true,
    ..MAP
};

fn verify_reduce(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let n = ir.operands(op).len();
    let dims = dense_array(ir, op, "dimensions").unwrap_or_default();
    let (ins, outs) = inputs_and_inits(ir, op);

    if ins.is_empty() {
        return v.err(op, "expected at least one input");
    }
    let shape = |x: Value| static_shape(&ir.ctx, ir.value_ty(x));
    for (what, group) in [("input", &ins), ("output", &outs)] {
        if let Some(i) = group.iter().position(|&x| shape(x) != shape(group[0])) {
            return v.err(op, format!("expects all {what}s to have the same shapes. Shape at {what}-index {i} is not equal to the shape at {what}-index 0."));
        }
    }
    let in_shape = shape(ins[0]);
    let init_shape = shape(outs[0]);
    if dims.iter().any(|&d| d < 0 || d >= in_shape.len() as i64) {
        let max = in_shape.len() as i64 - 1;
        return v.err(op, format!("dimensions for reduction should be in the range [0, {max}]."));
    }
    let reduced: Vec<i64> =
        in_shape.iter().enumerate().filter(|(i, _)| !dims.contains(&(*i as i64))).map(|(_, &s)| s).collect();
    if reduced.len() != init_shape.len() {
        let (r, i) = (reduced.len(), init_shape.len());
        return v.err(op, format!("number of dimensions after reduction {r} doesn't match the init rank {i}"));
    }
    if reduced != init_shape {
        let (i, r) = (shape_str(&init_shape), shape_str(&reduced));
        return v.err(op, format!("init dimensions [{i}] doesn't match input dimensions after reduction [{r}]"));
    }
    let Some(block) = ir.regions(op).first().and_then(|&r| ir.entry_block(r)) else {
        return v.err(op, "region #0 ('combiner') failed to verify constraint: region with 1 blocks");
    };
    let args = ir.args(block);
    if args.len() != n {
        return v.err(op, "mismatching number of operands and block arguments");
    }
    for (what, group, args) in [("input", &ins, args), ("output", &outs, &args[ins.len()..])] {
        for (&x, &a) in group.iter().zip(args) {
            let (et, at) = (elem_or_self(&ir.ctx, ir.value_ty(x)), ir.value_ty(a));
            if et != at {
                let (x, y) = (v.ty_str(et), v.ty_str(at));
                return v.err(
                    op,
                    format!("{what} element type '{x}' does not match corresponding block argument type '{y}'"),
                );
            }
        }
    }
}

// ----- linalg.transpose / linalg.broadcast -----

pub static TRANSPOSE: OpFormat = op_format!(
    hand_printed operands["input": TENSOR_OR_MEMREF, "init": TENSOR_OR_MEMREF] results["result*": ANY_TENSOR]
    attrs["permutation": DENSE_I64_ARRAY] regions["region"]
    format "custom<InsOuts>($input, $init, $result) custom<DenseList>($permutation) attr-dict \
             custom<IdentityBody>($input, $init, $region)"
    custom[INS_OUTS, DENSE_LIST, IDENTITY_BODY] verify(verify_transpose)
);

pub static BROADCAST: OpFormat = OpFormat {
    hand_printed: true,
    attrs: &[("dimensions", &DENSE_I64_ARRAY)],
    format: "custom<InsOuts>($input, $init, $result) custom<DenseList>($dimensions) attr-dict \
             custom<IdentityBody>($input, $init, $region)",
    verify: Some(verify_broadcast),
    ..TRANSPOSE
};

/// `custom<IdentityBody>($input, $init, $region)`: the region `{ linalg.yield %in }` that the
/// custom form leaves out; its arguments take the operands' locations, as upstream's
/// `buildGenericRegion`.
const IDENTITY_BODY: Custom = Custom {
    name: "IdentityBody",
    parse: |p, st, slots, args| {
        let types = ins_outs_types(slots, args);
        let uses: Vec<_> = [arg(args, 0), arg(args, 1)].iter().flat_map(|g| slots.operands(g).to_vec()).collect();
        let (region, block) = new_body(p.ir, &types);
        let bargs = p.ir.args(block).to_vec();
        for ((&a, u), &t) in bargs.iter().zip(&uses).zip(&types) {
            let o = p.resolve(u, t)?;
            let loc = match p.ir.value_def(o) {
                ValueDef::Result(d, _) => Some(p.ir.loc(d)),
                _ => p.ir.value_loc(o),
            };
            if loc.is_some() {
                p.ir.set_value_loc(a, loc);
            }
        }
        if let Some(&first) = bargs.first() {
            let y = p.ir.ctx.sym("linalg.yield");
            let yield_op = p.ir.create_op(y, vec![first], &[], vec![], vec![], vec![], vec![], st.loc);
            p.ir.append_op(block, yield_op);
        }
        slots.set_region(arg(args, 2), region);
        Ok(())
    },
    print: |_, _, _, _| {},
};

/// The shapes of the input and the init, and the list attribute `attr`.
fn input_init(ir: &Ir, op: Op, attr: &str) -> (Vec<i64>, Vec<i64>, Vec<i64>) {
    let ts = ir.operand_types(op);
    (static_shape(&ir.ctx, ts[0]), static_shape(&ir.ctx, ts[1]), dense_array(ir, op, attr).unwrap_or_default())
}

fn verify_transpose(v: &mut Verifier, op: Op) {
    let (input, init, perm) = input_init(v.ir, op, "permutation");
    if invalid_positions(&perm, perm.len()) {
        return v.err(op, "permutation is not valid");
    }
    if input.len() != init.len() {
        return v.err(op, format!("input rank {} does not match init rank {}", input.len(), init.len()));
    }
    if perm.len() != input.len() {
        return v
            .err(op, format!("size of permutation {} does not match the argument rank {}", perm.len(), input.len()));
    }
    for (i, &p) in perm.iter().enumerate() {
        let (a, b) = (input[p as usize], init[i]);
        if a != b {
            return v.err(op, format!("dim(result, {i}) = {b} doesn't match dim(input, permutation[{i}]) = {a}"));
        }
    }
}

fn verify_broadcast(v: &mut Verifier, op: Op) {
    let (input, init, dims) = input_init(v.ir, op, "dimensions");
    let (in_rank, n, out_rank) = (input.len(), dims.len(), init.len());
    if in_rank + n != out_rank {
        return v.err(op, format!("input rank plus added dimensions does not match init rank. input rank: {in_rank}, dimensions size: {n}, init rank: {out_rank}"));
    }
    if let Some((i, d)) = dims.iter().enumerate().find(|&(_, &d)| d < 0 || d >= out_rank as i64) {
        let max = out_rank as i64 - 1;
        return v.err(op, format!("dimension {i} is out of range. expected range: [0, {max}], got: {d}"));
    }
    let kept: Vec<usize> = (0..init.len()).filter(|d| !dims.contains(&(*d as i64))).collect();
    for (i, &d) in kept.iter().enumerate() {
        let (Some(&a), Some(&b)) = (input.get(i), init.get(d)) else { break };
        if a != b {
            return v.err(op, format!("input dim {i} should match init dim {d}. input: {a}, init: {b}"));
        }
    }
}

// ----- linalg.softmax -----

/// `AnyShaped` read as a `ShapedType`.
static SHAPED_KIND: TypeConstraint = TypeConstraint { kind: Some(("", |ctx, t| ctx.is_shaped(t))), ..ANY_SHAPED };

pub static SOFTMAX: OpFormat = op_format!(
    operands["input": SHAPED_KIND, "output": SHAPED_KIND] results["result*": RANKED_TENSOR] attrs["dimension": ods::I64_ATTR]
    format "attr-dict `dimension` `(` $dimension `)` `ins` `(` $input `:` type($input) `)` \
             `outs` `(` $output `:` type($output) `)` (`->` type($result)^)?"
    verify(verify_softmax)
);

fn verify_softmax(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let d = ir.attr(op, "dimension").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0);
    let ts = ir.operand_types(op);
    let (a, b) = (static_shape(&ir.ctx, ts[0]), static_shape(&ir.ctx, ts[1]));
    if !compatible(&a, &b) {
        return v.err(op, "incompatible output shape");
    }
    if d < 0 || d >= a.len() as i128 {
        v.err(op, "incorrect dimension specified");
    }
}

// ----- linalg.pack / linalg.unpack -----

/// `outer_dims_perm`: `DefaultValuedOptionalAttr<DenseI64ArrayAttr, "{}">`.
static OUTER_DIMS_PERM: AttrConstraint = AttrConstraint {
    default: Some((|ctx| ctx.dense_i64_array(&[]), |ctx, a| ctx.as_dense_array(a).is_some_and(|v| v.is_empty()))),
    ..DENSE_I64_ARRAY
};

pub static PACK: OpFormat = op_format!(
    operands["source": RANKED_TENSOR, "dest": RANKED_TENSOR, "padding_value?": ANY_TYPE, "inner_tiles*": INDEX]
    results["result": RANKED_TENSOR]
    attrs[
        "outer_dims_perm?": OUTER_DIMS_PERM,
        "inner_dims_pos": DENSE_I64_ARRAY,
        "static_inner_tiles": DENSE_I64_ARRAY,
    ]
    format "$source (`padding_value` `(` $padding_value^ `:` type($padding_value) `)`)? \
             (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos \
             `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) \
             `into` $dest attr-dict `:` type($source) `->` type($dest)"
    infer[ods::same_type_as("result", "dest", "all of {dest, result} have same type")] custom[DYNAMIC_INDEX_LIST]
    verify(verify_pack)
);

pub static UNPACK: OpFormat = OpFormat {
    operands: &[("source", &RANKED_TENSOR), ("dest", &RANKED_TENSOR), ("inner_tiles*", &INDEX)],
    format: "$source (`outer_dims_perm` `=` $outer_dims_perm^)? `inner_dims_pos` `=` $inner_dims_pos \
             `inner_tiles` `=` custom<DynamicIndexList>($inner_tiles, $static_inner_tiles) \
             `into` $dest attr-dict `:` type($source) `->` type($dest)",
    ..PACK
};

/// Whether `v` is not a list of distinct positions below `rank`.
fn invalid_positions(v: &[i64], rank: usize) -> bool {
    let mut seen = std::collections::HashSet::new();
    v.len() > rank || v.iter().any(|&d| d < 0 || d >= rank as i64 || !seen.insert(d))
}

fn verify_pack(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let is_pack = ir.op_name(op) == "linalg.pack";
    let f = if is_pack { &PACK } else { &UNPACK };
    let one = |n| ods::operands_of(ir, op, f, n).first().copied();
    let (Some(src), Some(dst), pad) = (one("source"), one("dest"), one("padding_value")) else { return };
    let dyn_tiles = ods::operands_of(ir, op, f, "inner_tiles");
    let (st, dt) = (ir.value_ty(src), ir.value_ty(dst));
    let inner = dense_array(ir, op, "inner_dims_pos").unwrap_or_default();
    let stat = dense_array(ir, op, "static_inner_tiles").unwrap_or_default();
    let outer = dense_array(ir, op, "outer_dims_perm").unwrap_or_default();
    if stat.iter().filter(|&&s| s == DYNAMIC).count() != dyn_tiles.len() {
        return v.err(op, "expected as many dynamic inner tiles as '?' in inner_tiles");
    }
    if stat.contains(&0) {
        return err_plain(v, op, "invalid zero tile factor");
    }
    let (packed, unpacked) = if is_pack { (dt, st) } else { (st, dt) };
    let us = static_shape(&ir.ctx, unpacked);
    let ps = static_shape(&ir.ctx, packed);
    if invalid_positions(&inner, us.len()) {
        return err_plain(v, op, "invalid inner_dims_pos vector");
    }
    if invalid_positions(&outer, us.len()) {
        return err_plain(v, op, "invalid outer_dims_perm vector");
    }
    if !outer.is_empty() && outer.len() != us.len() {
        return err_plain(v, op, "outer_dims_perm must be a permutation or empty");
    }
    if stat.len() > us.len() {
        return err_plain(
            v,
            op,
            "tiling factors must be less than or equal to the input rank for pack or output rank for unpack",
        );
    }
    if stat.len() != inner.len() {
        return err_plain(v, op, "tiling factors must equal the number of dimensions to tile");
    }
    if ps.len() != us.len() + stat.len() {
        let (p, u) = (ps.len(), us.len() + stat.len());
        return err_plain(v, op, format!("packed rank != (unpacked rank + num tiling factors), got {p} != {u}"));
    }
    // expected packed shape
    let mut expected = us.clone();
    for (&d, &tile) in inner.iter().zip(&stat) {
        let size = &mut expected[d as usize];
        if *size != DYNAMIC {
            *size = if tile == DYNAMIC { DYNAMIC } else { (*size + tile - 1).div_euclid(tile) };
        }
    }
    if !outer.is_empty() {
        expected = outer.iter().map(|&p| expected[p as usize]).collect();
    }
    expected.extend(stat.iter().copied());
    // A static tile gives its size; a dynamic one needs a dynamic dimension.
    if ps[us.len()..].iter().zip(&stat).any(|(&dim, &tile)| if tile == DYNAMIC { dim != DYNAMIC } else { dim != tile })
    {
        return err_plain(
            v,
            op,
            "mismatch in inner tile sizes specified and shaped of tiled dimension in the packed type",
        );
    }
    if !compatible(&expected, &ps) {
        let et = v.ty_str(ir.ctx.elem_ty(unpacked));
        let dims = |s: &[i64]| {
            s.iter().map(|&d| if d == DYNAMIC { "?x".to_string() } else { format!("{d}x") }).collect::<String>()
        };
        let (e, p) = (dims(&expected), dims(&ps));
        return err_plain(
            v,
            op,
            format!("expected 'tensor<{e}{et}>' for the packed domain value, got 'tensor<{p}{et}>'"),
        );
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
        // The outer tile counts in the unpacked order (`outer_dims_perm` undone).
        let mut out_tiles: Vec<i64> = ps[..us.len()].to_vec();
        for (i, &p) in outer.iter().enumerate() {
            out_tiles[p as usize] = ps[i];
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
                return v.err(op, "invalid tile factor or output size provided. Only full tiles are supported when padding_value is not set");
            }
        }
    }
}

// ----- linalg.winograd_{filter,input,output}_transform -----

/// `WinogradConv2DFmr` cases: F(m, r).
const FMR: &[(&str, i64, i64)] = &[("F_2_3", 2, 3), ("F_4_3", 4, 3), ("F_2_5", 2, 5)];

fn fmr(ir: &Ir, op: Op) -> Option<(&'static str, i64, i64)> {
    let i = ir.attr(op, "fmr").and_then(|a| ir.ctx.as_int(a))?;
    FMR.get(usize::try_from(i).ok()?).copied()
}

/// `WinogradConv2DFmrAttr`, written as the case's name.
static FMR_ATTR: AttrConstraint = AttrConstraint {
    summary: "allowed 32-bit signless integer cases: 0, 1, 2",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, value } if ctx.int_width(*ty) == Some(32) && (0..3).contains(value)),
    parse: |p| {
        let pos = p.tok.start;
        let kw = p.parse_any_keyword("keyword")?;
        let Some(i) = FMR.iter().position(|f| f.0 == kw) else {
            let msg = format!("expected one of [F_2_3, F_4_3, F_2_5] for Winograd Conv2D (m, r) pair, got: {kw}");
            return p.err_at(pos, msg);
        };
        let i32t = p.ir.ctx.int_ty(32);
        Ok(p.ir.ctx.int_attr(i32t, i as i128))
    },
    print: |pr, a| pr.w(pr.ir.ctx.as_int(a).and_then(|i| FMR.get(i as usize)).map_or("", |f| f.0)),
    default: None,
};

fn is_tensor_of_rank<const N: usize>(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Tensor { shape, .. } if shape.len() == N)
}

static TENSOR_4D: TypeConstraint = type_constraint("4D tensor of any type values", is_tensor_of_rank::<4>);
static TENSOR_6D: TypeConstraint = type_constraint("6D tensor of any type values", is_tensor_of_rank::<6>);

pub static WINOGRAD_FILTER: OpFormat = op_format!(
    operands["filter": TENSOR_4D, "output": TENSOR_4D] results["result": TENSOR_4D] attrs["fmr": FMR_ATTR]
    format "attr-dict `fmr` `(` $fmr `)` `ins` `(` $filter `:` type($filter) `)` \
             `outs` `(` $output `:` type($output) `)` `->` type($result)"
    verify(verify_winograd)
);

pub static WINOGRAD_INPUT: OpFormat = OpFormat {
    operands: &[("filter", &TENSOR_4D), ("output", &TENSOR_6D)],
    results: &[("result", &TENSOR_6D)],
    ..WINOGRAD_FILTER
};

pub static WINOGRAD_OUTPUT: OpFormat = OpFormat {
    operands: &[("filter", &TENSOR_6D), ("output", &TENSOR_4D)],
    results: &[("result", &TENSOR_4D)],
    ..WINOGRAD_FILTER
};

fn compatible(a: &[i64], b: &[i64]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x == y || x == DYNAMIC || y == DYNAMIC)
}

fn verify_winograd(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let name = ir.op_name(op);
    let Some((_, m, r)) = fmr(ir, op) else { return };
    let ts = ir.operand_types(op);
    let a = static_shape(&ir.ctx, ts[0]);
    let out = static_shape(&ir.ctx, ts[1]);
    let alpha = m + r - 1;
    let expected = match name {
        "linalg.winograd_filter_transform" => {
            // filter (F, KH, KW, C) -> (alphaH, alphaW, C, F)
            let (h, w) = (a[1], a[2]);
            for (size, what) in [(h, "height"), (w, "width")] {
                if size != r && size != 1 {
                    return v.err(op, format!("expect filter {what} either equals to r or 1"));
                }
            }
            if h == 1 && w == 1 {
                return v.err(op, "expect either filter height or width equals to r");
            }
            vec![if h == r { alpha } else { 1 }, if w == r { alpha } else { 1 }, a[3], a[0]]
        }
        "linalg.winograd_input_transform" => {
            // input (N, H, W, C) -> (alphaH, alphaW, tileH, tileW, N, C); a dimension is
            // transformed unless the output's alpha for it is 1
            let tiles = |size: i64, transformed: bool| match (size, transformed) {
                (DYNAMIC, _) => (alpha, DYNAMIC),
                (_, true) => (alpha, (size - (r - 1)) / m),
                (_, false) => (1, size),
            };
            let ((ah, th), (aw, tw)) = (tiles(a[1], out[0] != 1), tiles(a[2], out[1] != 1));
            vec![ah, aw, th, tw, a[0], a[3]]
        }
        _ => {
            // value (alphaH, alphaW, tileH, tileW, N, F) -> (N, H, W, F); a dimension is
            // transformed unless its alpha is 1
            let size = |alpha_in: i64, tiles: i64| match (alpha_in, tiles) {
                (DYNAMIC, _) | (_, DYNAMIC) => Some(DYNAMIC),
                (1, _) => Some(tiles),
                _ => (alpha_in == alpha).then_some(m * tiles),
            };
            let Some(h) = size(a[0], a[2]) else {
                return v.err(op, "expect input height equals to input tile size");
            };
            let Some(w) = size(a[1], a[3]) else {
                return v.err(op, "expect input width equals to input tile size");
            };
            vec![a[4], h, w, a[5]]
        }
    };
    if !compatible(&expected, &out) {
        v.err(op, "the output shape is not expected");
    }
}
