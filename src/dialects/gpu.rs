//! The `gpu` dialect: kernel modules and functions, launches (inline `gpu.launch` and
//! `gpu.launch_func` of an outlined kernel), thread/block/grid indices, barriers, shuffles,
//! device memory (alloc, dealloc, memcpy, memset) and async tokens.
//!
//! `!gpu.async.token` is a dialect type (`TypeKind::Dialect`); `#gpu.address_space<...>`,
//! `#gpu<dim x>` and `#gpu<shuffle_mode xor>` are enum attributes (`ir::enums`).

use super::common::*;
use super::func::{function_type, parse_signature, print_signature, ARRAY, FUNCTION_TYPE_ATTR};
use super::ods::{
    self, dict_attr, same_type_as, type_constraint, AttrConstraint, Custom, OpFormat, Slots, TypeConstraint, ANY_TYPE,
    FORMAT, I1, INDEX, SYMBOL_NAME, UNIT,
};
use super::{
    OpSpec, AUTOMATIC_ALLOCATION_SCOPE, ISOLATED, NO_TERMINATOR, PURE, RECURSIVE_EFFECTS, RETURN_LIKE, SINGLE_BLOCK,
    SYMBOL, SYMBOL_TABLE, TERMINATOR,
};
use crate::dialects::ods::op;
use crate::ir::enums::{EnumDef, GPU_ADDRESS_SPACE, GPU_ALL_REDUCE_OP, GPU_DIM, GPU_SHUFFLE_MODE};
use crate::ir::interfaces::{Effect, EffectKind, EffectOn};
use crate::ir::verify::Verifier;
use crate::ir::*;
use crate::syntax::lexer::Tok;
use crate::syntax::parser::{OpState, PResult, Parser, RegionArg, UOperand};
use crate::syntax::printer::Printer;

pub static OPS: &[OpSpec] = &[
    op!("gpu.module" attrs["sym_name": SYMBOL_NAME, "targets?": TARGETS, "offloadingHandler?": HANDLER]
        regions["bodyRegion(1)"]
        format "$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? attr-dict-with-keyword $bodyRegion"
        verify(verify_module) traits(ISOLATED | NO_TERMINATOR | SYMBOL_TABLE | SYMBOL | SINGLE_BLOCK)),
    op!("gpu.func"
        attrs[
            "function_type": FUNCTION_TYPE_ATTR,
            "arg_attrs?": ARRAY,
            "res_attrs?": ARRAY,
            "workgroup_attrib_attrs?": ARRAY,
            "private_attrib_attrs?": ARRAY,
            "known_block_size?": DIM_HINT,
            "known_grid_size?": DIM_HINT,
            "known_cluster_size?": DIM_HINT,
        ]
        regions["body"]
        format "`` custom<Function>($sym_name, $function_type, $arg_attrs, $res_attrs, $workgroup_attrib_attrs, \
                $private_attrib_attrs, $workgroup_attributions, $gpu.kernel, $body) attr-dict-with-keyword $body"
        custom[Custom { name: "Function", parse: parse_func, print: print_func }]
        verify(verify_func) traits(ISOLATED | SYMBOL | AUTOMATIC_ALLOCATION_SCOPE)),
    op!("gpu.return" operands["operands*": ANY_TYPE] format "attr-dict ($operands^ `:` type($operands))?"
        verify(verify_return) traits(TERMINATOR | RETURN_LIKE | PURE)),
    op!("gpu.terminator" verify(verify_terminator) traits(TERMINATOR | PURE)),
    op!("gpu.launch"
        operands[
            "asyncDependencies*": TOKEN,
            "gridSizeX": INDEX,
            "gridSizeY": INDEX,
            "gridSizeZ": INDEX,
            "blockSizeX": INDEX,
            "blockSizeY": INDEX,
            "blockSizeZ": INDEX,
            "clusterSizeX?": INDEX,
            "clusterSizeY?": INDEX,
            "clusterSizeZ?": INDEX,
            "dynamicSharedMemorySize?": I32,
        ]
        results["asyncToken?": TOKEN] attrs["function?": SYMBOL_REF, "module?": SYMBOL_REF] regions["body"]
        format "custom<AsyncDependencies>($asyncToken, $asyncDependencies) custom<LaunchDims>($clusterSizeX, \
                $clusterSizeY, $clusterSizeZ, $gridSizeX, $gridSizeY, $gridSizeZ, $blockSizeX, $blockSizeY, \
                $blockSizeZ, $body) (`dynamic_shared_memory_size` $dynamicSharedMemorySize^)? \
                (`module` `(` $module^ `)`)? (`function` `(` $function^ `)`)? \
                custom<Attributions>($workgroup_attributions, $body) $body attr-dict"
        custom[
            ASYNC,
            Custom { name: "LaunchDims", parse: parse_launch_dims, print: print_launch_dims },
            Custom {
                name: "Attributions",
                parse: |p, st, got, _| parse_all_attributions(p, st, got, false),
                print: |pr, op, _, _| print_all_attributions(pr, op, launch_config(pr.ir, op).1, false),
            },
        ]
        hand_printed verify(verify_launch) can_print(can_print_launch)
        traits(RECURSIVE_EFFECTS | AUTOMATIC_ALLOCATION_SCOPE)),
    op!("gpu.launch_func"
        operands[
            "asyncDependencies*": TOKEN,
            "gridSizeX": LAUNCH_INDEX,
            "gridSizeY": LAUNCH_INDEX,
            "gridSizeZ": LAUNCH_INDEX,
            "blockSizeX": LAUNCH_INDEX,
            "blockSizeY": LAUNCH_INDEX,
            "blockSizeZ": LAUNCH_INDEX,
            "clusterSizeX?": LAUNCH_INDEX,
            "clusterSizeY?": LAUNCH_INDEX,
            "clusterSizeZ?": LAUNCH_INDEX,
            "dynamicSharedMemorySize?": I32,
            "kernelOperands*": ANY_TYPE,
            "asyncObject?": ANY_TYPE,
        ]
        results["asyncToken?": TOKEN] attrs["kernel": SYMBOL_REF]
        format "custom<AsyncDependencies>($asyncToken, $asyncDependencies) \
                (`<` $asyncObject^ `:` type($asyncObject) `>`)? $kernel \
                (`clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)`)? \
                `blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)` \
                `threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)` \
                custom<LaunchDimType>($gridSizeX, $clusterSizeX, $clusterSizeY, $clusterSizeZ) \
                (`dynamic_shared_memory_size` $dynamicSharedMemorySize^)? \
                custom<LaunchFuncOperands>($kernelOperands) attr-dict"
        infer[
            same_type_as("gridSizeY", "gridSizeX", SAME_SIZE_TYPES),
            same_type_as("gridSizeZ", "gridSizeX", SAME_SIZE_TYPES),
            same_type_as("blockSizeX", "gridSizeX", SAME_SIZE_TYPES),
            same_type_as("blockSizeY", "gridSizeX", SAME_SIZE_TYPES),
            same_type_as("blockSizeZ", "gridSizeX", SAME_SIZE_TYPES),
        ]
        custom[
            ASYNC,
            Custom { name: "LaunchDimType", parse: parse_launch_dim_type, print: print_launch_dim_type },
            Custom { name: "LaunchFuncOperands", parse: parse_kernel_operands, print: print_kernel_operands },
        ]
        verify(verify_launch_func)),
    OpSpec::new("gpu.thread_id").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.block_id").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.block_dim").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.grid_dim").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.global_id").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.cluster_id").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.cluster_dim").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.cluster_dim_blocks").declare(&DIM_OP).traits(PURE),
    OpSpec::new("gpu.cluster_block_id").declare(&DIM_OP).traits(PURE),
    op!("gpu.lane_id" results["result": INDEX] attrs["upper_bound?": UPPER_BOUND]
        format "(`upper_bound` $upper_bound^)? attr-dict" traits(PURE)),
    OpSpec::new("gpu.subgroup_id").declare(&BOUNDED_INDEX).traits(PURE),
    OpSpec::new("gpu.num_subgroups").declare(&BOUNDED_INDEX).traits(PURE),
    OpSpec::new("gpu.subgroup_size").declare(&BOUNDED_INDEX).traits(PURE),
    OpSpec::new("gpu.barrier").declare(&FORMAT),
    op!("gpu.shuffle" operands["value": ANY_TYPE, "offset": I32, "width": I32]
        results["shuffleResult": ANY_TYPE, "valid": I1] attrs["mode": SHUFFLE_MODE]
        format "$mode $value `,` $offset `,` $width attr-dict `:` type($value)"
        infer[same_type_as("shuffleResult", "value", "all of {value, shuffleResult} have same type")] traits(PURE)),
    op!("gpu.printf" operands["args*": PRINTF_ARG] attrs["format": FORMAT_STR]
        format "$format attr-dict (`,` $args^ `:` type($args))?" effects_on(&[WRITES_ANY])),
    OpSpec::new("gpu.alloc").declare(&ALLOC).effects_on(&[allocates(0)]),
    op!("gpu.dealloc" operands["asyncDependencies*": TOKEN, "memref": ANY_MEMREF] results["asyncToken?": TOKEN]
        format "custom<AsyncDependencies>($asyncToken, $asyncDependencies) $memref attr-dict `:` type($memref)"
        custom[ASYNC] effects(|ir, op, out| on_last_operands(ir, op, out, &[(EffectKind::Free, 1)]))),
    op!("gpu.memcpy"
        operands["asyncDependencies*": TOKEN, "dst": ANY_MEMREF, "src": ANY_MEMREF] results["asyncToken?": TOKEN]
        format "custom<AsyncDependencies>($asyncToken, $asyncDependencies) $dst `,` $src `:` type($dst) `,` \
                type($src) attr-dict"
        custom[ASYNC] verify(verify_memcpy)
        effects(|ir, op, out| on_last_operands(ir, op, out, &[(EffectKind::Write, 2), (EffectKind::Read, 1)]))),
    op!("gpu.memset"
        operands["asyncDependencies*": TOKEN, "dst": ANY_MEMREF, "value": ANY_TYPE] results["asyncToken?": TOKEN]
        format "custom<AsyncDependencies>($asyncToken, $asyncDependencies) $dst `,` $value `:` type($dst) `,` \
                type($value) attr-dict"
        custom[ASYNC] verify(verify_memset)
        effects(|ir, op, out| on_last_operands(ir, op, out, &[(EffectKind::Write, 2)]))),
    op!("gpu.wait" operands["asyncDependencies*": TOKEN] results["asyncToken?": TOKEN]
        format "custom<AsyncDependencies>($asyncToken, $asyncDependencies) attr-dict" custom[ASYNC]),
    op!("gpu.subgroup_reduce" operands["value": ANY_TYPE] results["result": ANY_TYPE]
        attrs["op": ALL_REDUCE_OP, "uniform?": UNIT, "cluster_size?": I32_ATTR, "cluster_stride": CLUSTER_STRIDE]
        format "$op $value (`uniform` $uniform^)? (`cluster` `` custom<ClusterSize>($cluster_size, $cluster_stride)^)? attr-dict \
                `:` functional-type(operands, results)"
        custom[Custom { name: "ClusterSize", parse: parse_cluster_size, print: print_cluster_size }]
        same_type verify(verify_subgroup_reduce) traits(PURE)),
    op!("gpu.host_register" operands["value": UNRANKED_MEMREF] format "$value attr-dict `:` type($value)"),
    op!("gpu.host_unregister" operands["value": UNRANKED_MEMREF] format "$value attr-dict `:` type($value)"),
    op!("gpu.dynamic_shared_memory" results["resultMemref": I8_MEMREF_1D] format "attr-dict `:` type($resultMemref)"
        verify(verify_dynamic_shared_memory) traits(PURE)),
];

// ----- memory effects (upstream declares them on the operands and results) -----
//
// Ops without effects here (`gpu.barrier`, `gpu.launch_func`, `gpu.wait`, `gpu.func`, `gpu.module`)
// declare none upstream either: their effects are unknown.

/// Effects on the operands after the async dependencies (`gpu.dealloc [deps] %memref`,
/// `gpu.memcpy [deps] %dst, %src`): `(kind, n)` on the `n`-th operand from the end.
fn on_last_operands(ir: &Ir, op: Op, out: &mut Vec<Effect>, effects: &[(EffectKind, usize)]) {
    for &(kind, from_end) in effects {
        let on = ir.operands(op).len().checked_sub(from_end).map_or(EffectOn::Any, |i| EffectOn::Operand(i as u32));
        out.push(Effect::new(kind, on));
    }
}

// ----- shared helpers -----

fn token_ty(ctx: &mut Context) -> Type {
    let d = ctx.sym("gpu");
    ctx.ty(TypeKind::Dialect { dialect: d, body: "async.token".into() })
}

/// Whether `t` is `!gpu.async.token`.
pub fn is_token(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), TypeKind::Dialect { dialect, body } if ctx.str(*dialect) == "gpu" && body == "async.token")
}

/// The memory space name of a `#gpu.address_space<...>` memref memory space, if it is one.
fn gpu_address_space(ctx: &Context, t: Type) -> Option<&str> {
    let TypeKind::MemRef { space: Some(s), .. } = ctx.type_kind(t) else { return None };
    ctx.enum_keyword(*s, &GPU_ADDRESS_SPACE)
}

/// Attribution types are memrefs whose `#gpu.address_space` (if any) is `space`.
fn check_attributions(v: &mut Verifier, op: Op, vals: &[Value], space: &str) -> bool {
    for &a in vals {
        let t = v.ir.value_ty(a);
        let msg = if !v.ctx().is_memref(t) {
            "expected memref type in attribution".to_string()
        } else if gpu_address_space(v.ctx(), t).is_some_and(|s| s != space) {
            format!("expected memory space {space} in attribution")
        } else {
            continue;
        };
        v.err(op, msg);
        return false;
    }
    true
}

fn workgroup_count(ir: &Ir, op: Op) -> usize {
    let n = ir.attr(op, "workgroup_attributions").and_then(|a| ir.ctx.as_int(a));
    n.and_then(|n| usize::try_from(n).ok()).unwrap_or(0)
}

// ----- gpu.module -----

fn verify_module(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.entry_block(ir.regions(op)[0]).is_some_and(|b| !ir.args(b).is_empty()) {
        v.err(op, "region #0 ('bodyRegion') failed to verify constraint: region with no arguments");
    }
}

// ----- gpu.func: func.func's signature, then attributions and `kernel` -----

/// `custom<Function>`: `@name(%a: T, ...) -> results`, `workgroup(...)`, `private(...)`, `kernel`.
fn parse_func(p: &mut Parser, st: &mut OpState, got: &mut Slots, _: &[&str]) -> PResult<()> {
    if !matches!(p.tok.kind, Tok::At(_)) {
        return p.err("expected valid '@'-identifier for symbol name");
    }
    let args = p.lex.skip_trivia(p.tok.end);
    let sig = parse_signature(p, st)?;
    if !sig.named && !sig.inputs.is_empty() {
        return p.err_at(args, "gpu.func requires named arguments");
    }
    got.add_region_args("body", sig.args);
    parse_all_attributions(p, st, got, true)?;
    if p.parse_optional_keyword("kernel") {
        let u = p.ir.ctx.unit_attr();
        st.add_attr(p.ir, "gpu.kernel", u);
    }
    Ok(())
}

fn print_func(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    print_signature(pr, op);
    print_all_attributions(pr, op, function_type(pr.ir, op).map_or(0, |f| f.0.len()), true);
    if pr.ir.attr(op, "gpu.kernel").is_some() {
        pr.w(" kernel");
    }
}

/// `workgroup(%a : T {attrs}, ...)`? `private(...)`?: entry block arguments of the body after
/// those read before, their count (`workgroup_attributions`) and, with `dicts_allowed`
/// (`gpu.func`), dictionaries (`[dict, ...]` when any is not empty).
fn parse_all_attributions(p: &mut Parser, st: &mut OpState, got: &mut Slots, dicts_allowed: bool) -> PResult<()> {
    let mut nwg = 0;
    for kw in ["workgroup", "private"] {
        if !p.parse_optional_keyword(kw) {
            continue;
        }
        let (mut args, mut dicts, mut any) = (vec![], vec![], false);
        p.parse_delimited(Tok::LParen, Tok::RParen, "')' in argument list", |p| {
            let (arg, dict) = parse_typed_arg(p, dicts_allowed)?;
            let dict = dict.unwrap_or_else(|| p.ir.ctx.dict_attr(vec![]));
            any |= matches!(p.ir.ctx.attr_kind(dict), AttrKind::Dict(e) if !e.is_empty());
            dicts.push(dict);
            args.push(arg);
            Ok(())
        })?;
        if kw == "workgroup" {
            nwg = args.len();
        }
        got.add_region_args("body", args);
        if any {
            let a = p.ir.ctx.array_attr(dicts);
            st.add_attr(p.ir, &format!("{kw}_attrib_attrs"), a);
        }
    }
    let a = p.ir.ctx.i64_attr(nwg as i64);
    st.add_attr(p.ir, "workgroup_attributions", a);
    Ok(())
}

/// `workgroup(%a : T {attrs}, ...)` `private(...)` (each when not empty, after a space unless
/// first without `lead`): the entry block arguments after the first `first`.
fn print_all_attributions(pr: &mut Printer, op: Op, first: usize, mut lead: bool) {
    let ir = pr.ir;
    let args = ir.regions(op).first().and_then(|&r| ir.entry_block(r)).map_or(&[][..], |b| ir.args(b));
    let end = (first + workgroup_count(ir, op)).min(args.len());
    let groups = [("workgroup", &args[first.min(end)..end]), ("private", &args[end..])];
    for (kw, vals) in groups.into_iter().filter(|g| !g.1.is_empty()) {
        let dicts = ir.attr(op, &format!("{kw}_attrib_attrs")).and_then(|a| ir.ctx.as_array(a)).unwrap_or(&[]);
        pr.w(if lead { " " } else { "" });
        lead = true;
        print_typed_list(pr, kw, vals, dicts);
    }
}

/// `kw(%a : T {dict}, ...)`: the values with their types and the non-empty of `dicts`.
fn print_typed_list(pr: &mut Printer, kw: &str, vals: &[Value], dicts: &[Attr]) {
    let ir = pr.ir;
    pr.w(kw);
    pr.w("(");
    for (i, &a) in vals.iter().enumerate() {
        pr.w(if i > 0 { ", " } else { "" });
        pr.operand(a);
        pr.w(" : ");
        pr.ty(ir.value_ty(a));
        if let Some(&d) = dicts.get(i).filter(|&&d| matches!(ir.ctx.attr_kind(d), AttrKind::Dict(e) if !e.is_empty())) {
            pr.w(" ");
            pr.attr(d);
        }
    }
    pr.w(")");
}

fn verify_func(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.parent_op(op).is_some_and(|p| ir.op_name(p) != "gpu.module") {
        v.err(op, "expects parent op 'gpu.module'");
        return;
    }
    let Some((inputs, results)) = function_type(ir, op) else { return };
    if ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a)).is_none() {
        v.err(op, "requires string attribute 'sym_name'");
        return;
    }
    if ir.attr(op, "gpu.kernel").is_some() && !results.is_empty() {
        v.err(op, "expected void return type for kernel function");
        return;
    }
    let Some(b) = ir.entry_block(ir.regions(op)[0]) else {
        v.err(op, "expected body with at least one block");
        return;
    };
    let args = ir.args(b).to_vec();
    let nwg = workgroup_count(ir, op);
    if args.len() < inputs.len() + nwg {
        v.err(op, format!("expected at least {} arguments to body region", inputs.len() + nwg));
        return;
    }
    if let Some(i) = inputs.iter().zip(&args).position(|(&t, &a)| ir.value_ty(a) != t) {
        let (x, y) = (v.ty_str(inputs[i]), v.ty_str(ir.value_ty(args[i])));
        v.err(op, format!("expected body region argument #{i} to be of type {x}, got {y}"));
        return;
    }
    let (wg, pv) = args[inputs.len()..].split_at(nwg);
    if !check_attributions(v, op, wg, "workgroup") || !check_attributions(v, op, pv, "private") {
        return;
    }
    for (name, n) in [("workgroup_attrib_attrs", wg.len()), ("private_attrib_attrs", pv.len())] {
        if ir.attr(op, name).is_some_and(|a| ir.ctx.as_array(a).map(|x| x.len()) != Some(n)) {
            v.err(op, format!("expected {name} to have one dictionary per attribution ({n})"));
            return;
        }
    }
}

// ----- gpu.return / gpu.terminator -----

fn verify_return(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let Some(f) = ir.parent_op(op).filter(|&f| ir.op_name(f) == "gpu.func") else {
        v.err(op, "expects parent op 'gpu.func'");
        return;
    };
    let Some((_, results)) = function_type(ir, f) else { return };
    let ts = ir.operand_types(op);
    if ts.len() != results.len() {
        v.err_note(op, format!("expected {} result operands", results.len()), f, "return type declared here");
    } else if let Some(i) = ts.iter().zip(&results).position(|(a, b)| a != b) {
        let s = v.ty_str(ts[i]);
        v.err(op, format!("unexpected type `'{s}'' for operand #{i}"));
    }
}

// ----- gpu.launch -----

/// `(%a, %b, %c) in (%x = %v, %y = %w, %z = %u)`: the three id arguments, the three size
/// arguments and the three size operands.
fn parse_size_assignment(p: &mut Parser) -> PResult<(Vec<RegionArg>, Vec<RegionArg>, Vec<UOperand>)> {
    let idx = p.ir.ctx.index_ty();
    let arg = |p: &mut Parser| -> PResult<RegionArg> {
        if !p.is(&Tok::Percent) {
            return p.err("expected SSA identifier");
        }
        let a = RegionArg { name: p.text().to_string(), pos: p.tok.start, ty: idx, loc: None };
        p.bump();
        Ok(a)
    };
    let mut ids = vec![];
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        ids.push(arg(p)?);
        Ok(())
    })?;
    p.parse_keyword("in")?;
    let (mut sizes, mut vals) = (vec![], vec![]);
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        sizes.push(arg(p)?);
        p.expect(Tok::Equal, "'='")?;
        vals.push(p.parse_operand()?);
        Ok(())
    })?;
    if ids.len() != 3 || sizes.len() != 3 {
        return p.err("expected three dimensions (x, y, z)");
    }
    Ok((ids, sizes, vals))
}

fn print_size_assignment(pr: &mut Printer, ids: &[Value], sizes: &[Value], vals: &[Value]) {
    pr.w("(");
    pr.operands(ids);
    pr.w(") in ");
    print_assignment_list(pr, "", sizes, vals);
}

/// `custom<LaunchDims>`: `clusters(%ids) in (%size = %v, ...)`? `blocks(...) in (...)`
/// `threads(...) in (...)`: the size operands (the groups the directive names: cluster, grid,
/// block) and the entry block arguments (block ids, thread ids, grid sizes, block sizes, then
/// cluster ids and sizes).
fn parse_launch_dims(p: &mut Parser, _: &mut OpState, got: &mut Slots, args: &[&str]) -> PResult<()> {
    let cluster = if p.parse_optional_keyword("clusters") { Some(parse_size_assignment(p)?) } else { None };
    p.parse_keyword("blocks")?;
    let (bids, gsizes, gvals) = parse_size_assignment(p)?;
    p.parse_keyword("threads")?;
    let (tids, bsizes, bvals) = parse_size_assignment(p)?;
    let cvals = cluster.as_ref().map_or(vec![], |c| c.2.clone());
    let first = 3 - cvals.len();
    for (n, v) in args[first..9].iter().zip(cvals.into_iter().chain(gvals).chain(bvals)) {
        got.set_operands(n, vec![v]);
    }
    for a in [bids, tids, gsizes, bsizes].into_iter().chain(cluster.into_iter().flat_map(|c| [c.0, c.1])) {
        got.add_region_args("body", a);
    }
    Ok(())
}

fn print_launch_dims(pr: &mut Printer, op: Op, f: &OpFormat, args: &[&str]) {
    let ir = pr.ir;
    let region_args = entry_args(ir, op, 0);
    let vals: Vec<Value> =
        args[..9].iter().flat_map(|n| ods::operands_of(ir, op, f, n.trim_start_matches('$'))).copied().collect();
    let c = vals.len() - 6;
    if c == 3 {
        pr.w("clusters");
        print_size_assignment(pr, &region_args[12..15], &region_args[15..18], &vals[..3]);
        pr.w(" ");
    }
    pr.w("blocks");
    print_size_assignment(pr, &region_args[0..3], &region_args[6..9], &vals[c..c + 3]);
    pr.w(" threads");
    print_size_assignment(pr, &region_args[3..6], &region_args[9..12], &vals[c + 3..]);
}

/// The number of cluster size operands, and of the entry block arguments before the attributions.
fn launch_config(ir: &Ir, op: Op) -> (usize, usize) {
    let c = segments(ir, op)[7..10].iter().map(Vec::len).sum::<usize>();
    (c, 12 + 2 * c)
}

/// Whether a launch's cluster sizes and region arguments have the shape its custom form needs.
fn can_print_launch(ir: &Ir, op: Op) -> bool {
    ods::can_print(ir, op) && {
        let (c, base) = launch_config(ir, op);
        let nargs = ir.entry_block(ir.regions(op)[0]).map_or(0, |b| ir.args(b).len());
        (c == 0 || c == 3) && nargs >= base + workgroup_count(ir, op)
    }
}

fn verify_launch(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let (c, base) = launch_config(ir, op);
    if c != 0 && c != 3 {
        v.err(op, "cluster size must be all present");
        return;
    }
    let r = ir.regions(op)[0];
    let Some(b) = ir.entry_block(r) else {
        v.err(op, "region #0 ('body') failed to verify constraint: region with at least 1 blocks");
        return;
    };
    let args = ir.args(b).to_vec();
    let nwg = workgroup_count(ir, op);
    if args.len() < base + nwg {
        v.err(op, "unexpected number of region arguments");
        return;
    }
    if args[..base].iter().any(|&a| !v.ctx().is_index(ir.value_ty(a))) {
        v.err(op, "expected the launch dimension region arguments to be of index type");
        return;
    }
    if !check_attributions(v, op, &args[base..base + nwg], "workgroup")
        || !check_attributions(v, op, &args[base + nwg..], "private")
    {
        return;
    }
    for blk in ir.blocks(r) {
        let Some(t) = ir.terminator(blk) else { continue };
        let Some(def) = super::lookup(ir.op_name(t)) else { continue };
        if ir.op_name(t) != "gpu.terminator" && ir.successors(t).is_empty() && def.is_terminator() {
            // Upstream checks this after the nested ops: the terminator's own complaint
            // (e.g. a `gpu.return` outside a `gpu.func`) comes first.
            let before = v.diags.len();
            (def.verify)(v, t);
            if v.diags.len() == before {
                err_plain(v, t, "expected 'gpu.terminator' or a terminator with successors");
            }
            return;
        }
    }
}

// ----- gpu.launch_func -----

/// `custom<LaunchDimType>`: `: type` of the grid, block and cluster sizes unless `index`.
fn parse_launch_dim_type(p: &mut Parser, _: &mut OpState, got: &mut Slots, args: &[&str]) -> PResult<()> {
    let t = if p.optional(Tok::Colon) { p.parse_type()? } else { p.ir.ctx.index_ty() };
    for n in args {
        let k = got.operands(n).len();
        got.set_types(n, vec![t; k]);
    }
    Ok(())
}

fn print_launch_dim_type(pr: &mut Printer, op: Op, f: &OpFormat, args: &[&str]) {
    let ir = pr.ir;
    let t = ods::operands_of(ir, op, f, args[0].trim_start_matches('$')).first().map(|&x| ir.value_ty(x));
    if let Some(t) = t.filter(|&t| !ir.ctx.is_index(t)) {
        pr.w(": ");
        pr.ty(t);
    }
}

/// `custom<LaunchFuncOperands>`: `args(%a : T, ...)`?.
fn parse_kernel_operands(p: &mut Parser, _: &mut OpState, got: &mut Slots, args: &[&str]) -> PResult<()> {
    if !p.parse_optional_keyword("args") {
        return Ok(());
    }
    let (mut uses, mut tys) = (vec![], vec![]);
    p.parse_delimited(Tok::LParen, Tok::RParen, "')'", |p| {
        uses.push(p.parse_operand()?);
        tys.push(p.parse_colon_type()?);
        Ok(())
    })?;
    got.set_operands(args[0], uses);
    got.set_types(args[0], tys);
    Ok(())
}

fn print_kernel_operands(pr: &mut Printer, op: Op, f: &OpFormat, args: &[&str]) {
    let vals = ods::operands_of(pr.ir, op, f, args[0].trim_start_matches('$'));
    if !vals.is_empty() {
        print_typed_list(pr, "args", vals, &[]);
    }
}

fn verify_launch_func(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let s = segments(ir, op);
    let cluster: Vec<Type> = s[7..10].iter().flatten().map(|&x| ir.value_ty(x)).collect();
    if !matches!(cluster.len(), 0 | 3) {
        v.err(op, "cluster size must be all present");
        return;
    }
    if cluster.iter().any(|&t| t != cluster[0]) {
        v.err(op, "expects types of the cluster dimensions must be the same");
        return;
    }
    let Some((root, nested)) = ir.attr(op, "kernel").and_then(|a| ir.ctx.as_symbol_ref(a)) else { return };
    let mut ancestors = std::iter::successors(ir.parent_op(op), |&p| ir.parent_op(p));
    let Some(module) = ancestors.find(|&p| ir.op_name(p) == "builtin.module") else {
        v.err(op, "expected to belong to a module");
        return;
    };
    if ir.attr(module, "gpu.container_module").is_none() {
        v.err(op, "expected the closest surrounding module to have the 'gpu.container_module' attribute");
        return;
    }
    let container_name = ir.ctx.str(root).to_string();
    let Some(container) = v.lookup_symbol(module, root, &[]) else {
        v.err(op, format!("kernel container '{container_name}' is undefined"));
        return;
    };
    if ir.op_name(container) != "gpu.module" {
        if ir.op_name(container) == "gpu.binary" {
            return;
        }
        v.err(op, format!("kernel module '{container_name}' is undefined"));
        return;
    }
    let leaf = nested.last().copied().unwrap_or(root);
    let kref = ir.attr(op, "kernel").map(|a| crate::syntax::printer::attr_to_string(v.ctx(), a)).unwrap_or_default();
    let Some(kernel) = v.lookup_symbol(container, leaf, &[]) else {
        v.err(op, format!("kernel function '{kref}' is undefined"));
        return;
    };
    let kname = ir.op_name(kernel);
    if !matches!(kname, "gpu.func" | "func.func" | "llvm.func") {
        let msg = format!("referenced kernel '{kref}' is not a function");
        v.err_note(op, msg, kernel, "see the kernel definition here");
        return;
    }
    if ir.attr(kernel, "gpu.kernel").is_none() {
        v.err(op, "kernel function is missing the 'gpu.kernel' attribute");
        return;
    }
    // Only a `gpu.func`'s arguments are checked against the kernel operands.
    let Some((inputs, _)) = function_type(ir, kernel).filter(|_| kname == "gpu.func") else { return };
    let kargs = &s[11];
    if kargs.len() != inputs.len() {
        v.err(op, format!("got {} kernel operands but expected {}", kargs.len(), inputs.len()));
    } else if let Some(i) = kargs.iter().zip(&inputs).position(|(&a, &t)| ir.value_ty(a) != t) {
        v.err(op, format!("type of function argument {i} does not match"));
    }
}

// ----- declarations (ods) -----

/// `SymbolRefAttr`.
static SYMBOL_REF: AttrConstraint = dict_attr("symbol reference attribute", |ctx, a| ctx.as_symbol_ref(a).is_some());

/// `gpu.module`'s `targets` (`GPUNonEmptyTargetArrayAttr`).
static TARGETS: AttrConstraint = dict_attr("array of GPU target attributes with at least 1 elements", |ctx, a| {
    ctx.as_array(a).is_some_and(|t| !t.is_empty())
});

/// `gpu.module`'s `offloadingHandler` (`OffloadingTranslationAttr`).
static HANDLER: AttrConstraint = dict_attr("any attribute with the `OffloadingTranslationAttrTrait`", |_, _| true);

/// `GPU_OptionalDimSizeHintAttr`.
static DIM_HINT: AttrConstraint = dict_attr(
    "i32 dense array attribute with 3 elements (if present)",
    |ctx, a| matches!(ctx.attr_kind(a), &AttrKind::DenseArray { elem, ref values } if ctx.int_width(elem) == Some(32) && values.len() == 3),
);

/// `LaunchIndx`: the grid, block and cluster sizes of `gpu.launch_func`.
static LAUNCH_INDEX: TypeConstraint =
    type_constraint("index or 32-bit signless integer or 64-bit signless integer", |ctx, t| {
        ctx.is_index(t) || ctx.is_signless_int(t) && matches!(ctx.int_width(t), Some(32 | 64))
    });

const SAME_SIZE_TYPES: &str =
    "all of {gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ} have same type";

/// `!gpu.async.token` (`GPU_AsyncToken`).
static TOKEN: TypeConstraint =
    TypeConstraint { summary: "async token type", check: is_token, build: Some(token_ty), kind: None };

/// `AnyMemRef` (ranked or unranked; the custom form reads a ranked `MemRefType`).
static ANY_MEMREF: TypeConstraint = TypeConstraint {
    summary: "memref of any type values",
    check: |ctx, t| ctx.is_memref(t),
    build: None,
    kind: Some(("builtin.memref", |ctx, t| matches!(ctx.type_kind(t), TypeKind::MemRef { .. }))),
};

/// `Index` read as an `IndexType` where the format spells it.
static INDEX_KIND: TypeConstraint = TypeConstraint {
    summary: "index",
    check: |ctx, t| ctx.is_index(t),
    build: Some(|ctx| ctx.index_ty()),
    kind: Some(("builtin.index", |ctx, t| ctx.is_index(t))),
};

/// `#gpu<all_reduce_op add>`, written `add`.
static ALL_REDUCE_OP: AttrConstraint = AttrConstraint {
    summary: "built-in reduction operations supported by gpu.allreduce.",
    check: |ctx, a| ctx.enum_keyword(a, &GPU_ALL_REDUCE_OP).is_some(),
    parse: |p| parse_enum(p, &GPU_ALL_REDUCE_OP, "all reduce operation"),
    print: |pr, a| print_enum(pr, a, &GPU_ALL_REDUCE_OP),
    default: None,
};
static I32_ATTR: AttrConstraint = dict_attr(
    "32-bit signless integer attribute",
    |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.int_width(*ty) == Some(32) && ctx.is_signless_int(*ty)),
);
/// `cluster_stride`: 1 unless written.
static CLUSTER_STRIDE: AttrConstraint = AttrConstraint {
    default: Some((
        |ctx| {
            let t = ctx.int_ty(32);
            ctx.int_attr(t, 1)
        },
        |ctx, a| ctx.as_int(a) == Some(1),
    )),
    ..I32_ATTR
};

/// `custom<ClusterSize>`: `(size = N[, stride = S])` after `cluster`.
fn parse_cluster_size(p: &mut Parser, st: &mut OpState, _: &mut Slots, _: &[&str]) -> PResult<()> {
    let i32t = p.ir.ctx.int_ty(32);
    p.expect(Tok::LParen, "'('")?;
    let read = |p: &mut Parser, kw: &str| -> PResult<Attr> {
        if !p.parse_optional_keyword(kw) {
            return p.err(format!("expected '{kw}'"));
        }
        p.expect(Tok::Equal, "'='")?;
        let v = p.parse_u64("expected integer value")?;
        Ok(p.ir.ctx.int_attr(i32t, v as i128))
    };
    let size = read(p, "size")?;
    st.add_attr(p.ir, "cluster_size", size);
    if p.optional(Tok::Comma) {
        let stride = read(p, "stride")?;
        st.add_attr(p.ir, "cluster_stride", stride);
    }
    p.expect(Tok::RParen, "')'")
}

fn print_cluster_size(pr: &mut Printer, op: Op, _: &OpFormat, _: &[&str]) {
    let ir = pr.ir;
    let Some(size) = ir.attr(op, "cluster_size").and_then(|a| ir.ctx.as_int(a)) else { return };
    match ir.attr(op, "cluster_stride").and_then(|a| ir.ctx.as_int(a)).filter(|&s| s != 1) {
        Some(stride) => pr.w(&format!("(size = {size}, stride = {stride})")),
        None => pr.w(&format!("(size = {size})")),
    }
}

/// `gpu.subgroup_reduce`: the operation fits the element type, cluster size and stride are
/// powers of two (upstream's checks and messages).
fn verify_subgroup_reduce(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let t = ir.value_ty(ir.operands(op)[0]);
    let elem = ir.ctx.elem_ty(t);
    let kind = ir.attr(op, "op").and_then(|a| ir.ctx.enum_keyword(a, &GPU_ALL_REDUCE_OP)).unwrap_or("");
    let float = ir.ctx.float_kind(elem).is_some();
    let int_only = matches!(kind, "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor");
    let float_only = matches!(kind, "minnumf" | "maxnumf" | "minimumf" | "maximumf");
    if (float && int_only) || (!float && float_only) {
        let ts = crate::syntax::printer::type_to_string(&ir.ctx, elem);
        err_plain(v, op, format!("`{kind}` reduction operation is not compatible with type '{ts}'"));
        return;
    }
    for (name, what) in [("cluster_size", "cluster size"), ("cluster_stride", "cluster stride")] {
        let n = ir.attr(op, name).and_then(|a| ir.ctx.as_int(a));
        if let Some(n) = n.filter(|&n| n <= 0 || (n & (n - 1)) != 0) {
            v.err(op, format!("{what} {n} is not a power of two"));
            return;
        }
    }
}

static UNRANKED_MEMREF: TypeConstraint = TypeConstraint {
    summary: "unranked.memref of any type values",
    check: |ctx, t| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. }),
    build: None,
    kind: Some(("builtin.unranked_memref", |ctx, t| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. }))),
};

static I8_MEMREF_1D: TypeConstraint = type_constraint("1D memref of 8-bit signless integer values", |ctx, t| {
    matches!(ctx.type_kind(t), TypeKind::MemRef { shape, elem, .. }
            if shape.len() == 1 && ctx.int_width(*elem) == Some(8) && ctx.is_signless_int(*elem))
});

/// `gpu.dynamic_shared_memory`: the dynamic shared memory of the block, as `memref<?xi8>` in
/// the workgroup address space.
fn verify_dynamic_shared_memory(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let t = ir.value_ty(ir.results(op)[0]);
    let TypeKind::MemRef { shape, space, .. } = ir.ctx.type_kind(t) else { return };
    if space.and_then(|a| ir.ctx.enum_value(a, &GPU_ADDRESS_SPACE)) != Some(1) {
        v.err(op, "address space must be address_space<workgroup>");
    } else if shape[..] != [DYNAMIC] {
        v.err(op, "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>");
    }
}

static I32: TypeConstraint = TypeConstraint {
    summary: "32-bit signless integer",
    check: |ctx, t| ctx.int_width(t) == Some(32) && ctx.is_signless_int(t),
    build: Some(|ctx| ctx.int_ty(32)),
    kind: None,
};

/// `gpu.printf` arguments: integers, indices, floats or LLVM pointers.
static PRINTF_ARG: TypeConstraint =
    type_constraint("integer or index or floating-point or LLVM pointer type", |ctx, t| {
        ctx.is_int(t) || ctx.is_index(t) || ctx.is_float(t) || matches!(ctx.type_kind(t), TypeKind::Dialect { .. })
    });

/// Reads a bare keyword of the `#gpu<mnemonic v>` enum `def` (upstream's message on another
/// keyword).
fn parse_enum(p: &mut Parser, def: &'static EnumDef, what: &str) -> PResult<Attr> {
    let pos = p.tok.start;
    let v = p.parse_any_keyword(what)?;
    let Some(value) = def.value_of(&v) else {
        return p.err_at(pos, format!("expected one of [{}] for {what}, got: {v}", def.keyword_list()));
    };
    Ok(p.ir.ctx.enum_attr(def, value))
}

/// Prints an enum value with upstream's leading space (the op name is followed by two).
fn print_enum(pr: &mut Printer, a: Attr, def: &EnumDef) {
    match pr.ir.ctx.enum_keyword(a, def) {
        Some(v) => pr.w(&format!(" {v}")),
        None => pr.attr(a),
    }
}

/// `#gpu<dim x>` (`GPU_DimensionAttr`), written `x`.
static DIMENSION: AttrConstraint = AttrConstraint {
    summary: "a dimension, either 'x', 'y', or 'z'",
    check: |ctx, a| ctx.enum_keyword(a, &GPU_DIM).is_some(),
    parse: |p| parse_enum(p, &GPU_DIM, "gpu dimension"),
    print: |pr, a| print_enum(pr, a, &GPU_DIM),
    default: None,
};

/// `#gpu<shuffle_mode xor>` (`GPU_ShuffleModeAttr`), written `xor`.
static SHUFFLE_MODE: AttrConstraint = AttrConstraint {
    summary: "Indexing modes supported by gpu.shuffle.",
    check: |ctx, a| ctx.enum_keyword(a, &GPU_SHUFFLE_MODE).is_some(),
    parse: |p| parse_enum(p, &GPU_SHUFFLE_MODE, "shuffle mode"),
    print: |pr, a| print_enum(pr, a, &GPU_SHUFFLE_MODE),
    default: None,
};

/// `upper_bound` (`IndexAttr`), written as its integer.
static UPPER_BOUND: AttrConstraint = AttrConstraint {
    summary: "index attribute",
    check: |ctx, a| matches!(ctx.attr_kind(a), AttrKind::Int { ty, .. } if ctx.is_index(*ty)),
    parse: |p| {
        let n = p.parse_i64()?;
        Ok(p.ir.ctx.index_attr(n))
    },
    ..ods::I64_ATTR
};

static FORMAT_STR: AttrConstraint = AttrConstraint {
    parse: |p| {
        let s = p.parse_string()?;
        Ok(p.ir.ctx.str_attr(&s))
    },
    ..dict_attr("string attribute", |ctx, a| ctx.as_str(a).is_some())
};

/// `custom<AsyncDependencies>($asyncToken, $asyncDependencies)`: `async`? `[%deps]`?.
const ASYNC: Custom = Custom { name: "AsyncDependencies", parse: parse_async_custom, print: print_async_custom };

fn parse_async_custom(p: &mut Parser, st: &mut OpState, got: &mut Slots, args: &[&str]) -> PResult<()> {
    let pos = p.tok.start;
    if p.parse_optional_keyword("async") {
        if st.num_results == 0 {
            return custom_err(p, st, pos, "needs to be named when marked 'async'");
        }
        let t = token_ty(&mut p.ir.ctx);
        got.set_types(args[0], vec![t]);
    }
    let mut uses = vec![];
    if p.is(&Tok::LSquare) {
        p.parse_delimited(Tok::LSquare, Tok::RSquare, "']'", |p| {
            uses.push(p.parse_operand()?);
            Ok(())
        })?;
    }
    got.set_operands(args[1], uses);
    Ok(())
}

fn print_async_custom(pr: &mut Printer, op: Op, f: &OpFormat, args: &[&str]) {
    let ir = pr.ir;
    let is_async = !ods::results_of(ir, op, f, args[0].trim_start_matches('$')).is_empty();
    let deps = ods::operands_of(ir, op, f, args[1].trim_start_matches('$'));
    pr.w(if is_async { "async" } else { "" });
    if !deps.is_empty() {
        pr.w(if is_async { " [" } else { "[" });
        pr.operands(deps);
        pr.w("]");
    }
}

static DIM_OP: OpFormat = OpFormat {
    results: &[("result", &INDEX)],
    attrs: &[("dimension", &DIMENSION), ("upper_bound?", &UPPER_BOUND)],
    format: "$dimension (`upper_bound` $upper_bound^)? attr-dict",
    ..FORMAT
};

static BOUNDED_INDEX: OpFormat = OpFormat {
    results: &[("result", &INDEX_KIND)],
    attrs: &[("upper_bound?", &UPPER_BOUND)],
    format: "(`upper_bound` $upper_bound^)? attr-dict `:` type($result)",
    ..FORMAT
};

fn verify_terminator(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    if ir.parent_op(op).is_none_or(|p| ir.op_name(p) != "gpu.launch") {
        v.err(op, "expects parent op 'gpu.launch'");
    }
}

// ----- memory -----

static ALLOC: OpFormat = OpFormat {
    operands: &[("asyncDependencies*", &TOKEN), ("dynamicSizes*", &INDEX), ("symbolOperands*", &INDEX)],
    results: &[("memref", &ANY_MEMREF), ("asyncToken?", &TOKEN)],
    attrs: &[("hostShared?", &UNIT)],
    format: "custom<AsyncDependencies>($asyncToken, $asyncDependencies) (` ` `host_shared` $hostShared^)? ` ` \
             `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    custom: &[ASYNC],
    verify: Some(verify_alloc),
    ..FORMAT
};

fn verify_alloc(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let t = ir.value_ty(ir.result(op, 0));
    let TypeKind::MemRef { shape, layout, .. } = v.ctx().type_kind(t) else { return };
    let ndyn = shape.iter().filter(|&&d| d == DYNAMIC).count();
    let has = ods::operands_of(ir, op, &ALLOC, "dynamicSizes").len();
    if has != ndyn {
        v.err(op, format!("incorrect number of dynamic sizes, has {has}, expected {ndyn}"));
        return;
    }
    let nsyms = layout.and_then(|l| ir.ctx.as_affine_map(l)).map_or(0, |m| m.syms as usize);
    let got = ods::operands_of(ir, op, &ALLOC, "symbolOperands").len();
    if got != nsyms {
        v.err(op, format!("symbol operand count does not equal memref symbol count: expected {nsyms}, got {got}"));
    }
}

fn verify_memcpy(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let [.., a, b] = ir.operand_types(op)[..] else { return };
    if ir.ctx.elem_ty(a) != ir.ctx.elem_ty(b) {
        v.err(op, "arguments have incompatible element type");
    } else if ir.ctx.shape(a) != ir.ctx.shape(b) {
        v.err(op, "arguments have incompatible shape");
    }
}

fn verify_memset(v: &mut Verifier, op: Op) {
    let ir = v.ir;
    let [.., dst, value] = ir.operand_types(op)[..] else { return };
    if ir.ctx.elem_ty(dst) != ir.ctx.elem_ty(value) {
        v.err(op, "failed to verify that all of {dst, value} have same element type");
    }
}
