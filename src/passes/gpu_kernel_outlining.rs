//! `gpu-kernel-outlining`: each `gpu.launch` becomes a kernel (`gpu.func ... kernel`) in a
//! `gpu.module` of its own and a `gpu.launch_func` of it, as upstream's pass of that name
//! (`KernelOutlining.cpp`, MLIR 22).
//!
//! Takes: a `builtin.module` (or any op whose first region holds symbols). Gives, for each
//! `gpu.launch` below one of its symbol ops (functions, in order; the `gpu.module`s the pass
//! inserts are visited too, so a launch inside a callee copied into a kernel module is outlined
//! in turn, as upstream):
//! - a `gpu.func @<name> kernel` whose arguments are the values the launch body uses but does
//!   not define, in the order a post-order walk of the body first meets them (upstream's
//!   `getUsedValuesDefinedAbove`; constants are arguments too: MLIR 22's pass sinks nothing,
//!   that is `gpu-launch-sink-index-computations`' job); its entry block starts with
//!   `gpu.block_id`, `gpu.thread_id`, `gpu.grid_dim`, `gpu.block_dim` (x, y, z each; then
//!   `gpu.cluster_id` and `gpu.cluster_dim` for a launch with clusters), which replace the
//!   launch region's arguments; workgroup and private attributions become the function's; the
//!   body's blocks follow (several blocks stay several blocks), `gpu.terminator` becomes
//!   `gpu.return`; `known_block_size`/`known_grid_size` when the three sizes are integer
//!   constants no larger than 2^32-1; `<name>` is the launch's `function(@f)` or
//!   `<enclosing symbol>_kernel`;
//! - the `gpu.module` holding it: the launch's `module(@m)` when that names an existing
//!   `gpu.module`, else a new one named like the kernel (or `@m`) inserted after the function
//!   (after the modules its earlier launches made), its name made unique in the symbol table
//!   (`_0`, `_1`, ... with one counter per table); the kernel's name is made unique in the
//!   module likewise; with `data-layout-str`, the module gets it as `dlti.dl_spec`;
//! - every symbol the kernel refers to (callees, globals, ...), looked up by its leaf name at
//!   the top level, copied into the module, transitively (the copies' references too), in
//!   upstream's order (a stack of symbols; the references of one symbol in attribute order, the
//!   nested regions of an op after the ops of its region, last region first);
//! - `gpu.launch_func @mod::@kernel [clusters in (...)] blocks in (...) threads in (...)
//!   [dynamic_shared_memory_size %s] args(...)` in place of the launch, with its async
//!   dependencies and token;
//! - `gpu.container_module` on the top op when any launch was outlined.
//!
//! Differences from upstream: a launch inside a `builtin.module` nested in the one the pass
//! runs on is an error naming the launch (upstream outlines it into a `gpu.launch_func` whose
//! closest module is not a container module, which then fails to verify); a reference to a
//! symbol the top level does not define is an error naming the referring op (upstream
//! dereferences a null symbol and crashes); a `data-layout-str` that is not a
//! `#dlti.dl_spec<...>` is an error (upstream fails silently). The body is moved into the
//! kernel rather than cloned and erased (the same IR results).
//!
//! Also here, as upstream keeps it next to the outlining: `gpu-launch-sink-index-computations`
//! (`sink_index_computations`), which copies into each launch body the constants, `memref.dim`,
//! `arith.select` and `arith.cmpi` ops whose results the body captures, when all they need is
//! available in the body; run before the outlining, the kernel computes those values instead of
//! taking them as arguments (from the same one walk of the body; uses replaced slot by slot).
//!
//! Cost: linear in the size of the module plus the output: each launch body is walked once
//! (the values it captures, with the operand slots that use them, in that one walk), moved
//! once; symbol tables are indexed once (the top one, each kernel module when first used);
//! each copied symbol is walked once for its references.

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::diag::Diagnostic;
use crate::dialects::common::segments;
use crate::ir::fxhash::FxHashMap;
use crate::ir::registry::{CONSTANT_LIKE, SYMBOL, SYMBOL_TABLE};
use crate::ir::rewrite::Rewriter;
use crate::ir::symbols::{symbol_name, SymbolTable};
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "gpu-kernel-outlining",
    class: "GpuKernelOutliningPass",
    summary: "Outline gpu.launch bodies to kernel functions",
    options: &[OptionInfo {
        name: "data-layout-str",
        // A string: `List` keeps the raw text (read back with `word`).
        kind: OptionKind::List,
        default: "",
        help: "String description of the data layout",
    }],
    create: |o: &OptionValues| Box::new(KernelOutlining { data_layout: o.word("data-layout-str").to_string() }),
};

/// `gpu-launch-sink-index-computations`: upstream's companion pass, run before the outlining
/// when constants and index computations should be computed in the kernel rather than passed.
pub const SINK_INFO: PassInfo = PassInfo {
    name: "gpu-launch-sink-index-computations",
    class: "GpuLaunchSinkIndexComputationsPass",
    summary: "Sink index computations into gpu.launch body",
    options: &[],
    create: |_: &OptionValues| Box::new(SinkIndexComputations),
};

struct SinkIndexComputations;

impl Pass for SinkIndexComputations {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        let mut launches = vec![];
        ir.walk(op, &mut |o| {
            if ir.op_name(o) == "gpu.launch" {
                launches.push(o);
            }
        });
        let mut changed = false;
        for l in launches {
            changed |= sink_index_computations(ir, l);
        }
        Ok(if changed { Preserved::None } else { Preserved::All })
    }
}

/// Copies into the body of `launch`, at its start, the ops defining the values it captures that
/// are "likely index computations" (constants, `memref.dim`, `arith.select`, `arith.cmpi`) and
/// whose own operands are available in the body (captured already, or defined by such ops,
/// copied too, transitively): upstream's `sinkOperationsIntoLaunchOp` with
/// `isLikelyAnIndexComputation`. Uses in the body then refer to the copies; the outlining no
/// longer passes those values as kernel arguments. Returns whether anything was copied.
pub fn sink_index_computations(ir: &mut Ir, launch: Op) -> bool {
    let region = ir.regions(launch)[0];
    let Some(entry) = ir.entry_block(region) else { return false };
    let (candidates, slots) = captured_values(ir, launch, region);
    let deps: FxHashMap<Value, ()> = candidates.iter().map(|&v| (v, ())).collect();
    let mut sink = Sink { order: vec![], chosen: FxHashMap::default(), available: FxHashMap::default() };
    for &v in &candidates {
        if let Some(d) = ir.defining_op(v) {
            sink.extract(ir, d, &deps);
        }
    }
    if sink.order.is_empty() {
        return false;
    }
    let loc = ir.loc(launch);
    let mut rw = Rewriter::new(ir, loc);
    rw.set_insertion_point_to_start(entry);
    let mut map = IrMapping::new();
    for &o in &sink.order {
        rw.clone_op(o, &mut map);
    }
    for (o, i) in slots {
        let v = rw.ir.operand(o, i);
        if let Some(&nv) = map.values.get(&v) {
            rw.set_operand(o, i, nv);
        }
    }
    true
}

/// The ops chosen for sinking, in the order they are copied.
struct Sink {
    order: Vec<Op>,
    chosen: FxHashMap<Op, ()>,
    /// The results of the chosen ops.
    available: FxHashMap<Value, ()>,
}

impl Sink {
    /// Upstream's `extractBeneficiaryOps`: whether `op` can be sunk, choosing it and what it needs.
    fn extract(&mut self, ir: &Ir, op: Op, deps: &FxHashMap<Value, ()>) -> bool {
        if self.chosen.contains_key(&op) {
            return true;
        }
        let likely_index =
            ir.def(op).has(CONSTANT_LIKE) || matches!(ir.op_name(op), "memref.dim" | "arith.select" | "arith.cmpi");
        if !likely_index {
            return false;
        }
        for &v in ir.operands(op) {
            if self.available.contains_key(&v) {
                continue;
            }
            let made = ir.defining_op(v).is_some_and(|d| self.extract(ir, d, deps));
            if !made && !deps.contains_key(&v) {
                return false;
            }
        }
        self.chosen.insert(op, ());
        self.order.push(op);
        for &r in ir.results(op) {
            self.available.insert(r, ());
        }
        true
    }
}

struct KernelOutlining {
    data_layout: String,
}

impl Pass for KernelOutlining {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        let dl = if self.data_layout.is_empty() { None } else { Some(parse_data_layout(ir, op, &self.data_layout)?) };
        Ok(if run(ir, op, dl)? { Preserved::None } else { Preserved::All })
    }
}

/// The `#dlti.dl_spec<...>` the option spells (upstream's `parseAttribute`, whose errors name
/// the text as their file).
fn parse_data_layout(ir: &mut Ir, top: Op, text: &str) -> Result<Attr, Vec<Diagnostic>> {
    let attr = {
        let mut p = crate::syntax::parser::Parser::new(ir, text, text, 0, text.len());
        match p.parse_attr() {
            Ok(a) if matches!(p.tok.kind, crate::syntax::lexer::Tok::Eof) => Some(a),
            Ok(_) => None,
            Err(()) => return Err(std::mem::take(&mut p.diags)),
        }
    };
    match attr {
        Some(a) if ir.ctx.dialect_attr_body(a, "dlti").is_some_and(|b| b.starts_with("dl_spec<")) => Ok(a),
        _ => Err(vec![Diagnostic::error(
            ir.loc(top),
            format!("gpu-kernel-outlining: data-layout-str '{text}' is not a data layout specification"),
        )]),
    }
}

/// Outlines every launch below the symbols of `top`; returns whether any was.
pub fn run(ir: &mut Ir, top: Op, data_layout: Option<Attr>) -> Result<bool, Vec<Diagnostic>> {
    let Some(body) = ir.regions(top).first().and_then(|&r| ir.entry_block(r)) else { return Ok(false) };
    let mut st = State { table: SymbolTable::new(ir, top), modules: FxHashMap::default(), data_layout };
    let mut modified = false;
    let mut cur = ir.first_op(body);
    while let Some(f) = cur {
        if ir.def(f).has(SYMBOL) || symbol_name(ir, f).is_some() {
            // New modules go before the op that followed the function.
            let next = ir.next_op(f);
            let mut launches = vec![];
            ir.walk_with(f, WalkOrder::Post, &mut |ir, o| {
                if ir.op_name(o) == "gpu.launch" {
                    launches.push(o);
                }
                WalkResult::Advance
            });
            for l in launches {
                let mut up = std::iter::successors(ir.parent_op(l), |&p| ir.parent_op(p)).take_while(|&p| p != top);
                if up.any(|p| ir.op_name(p) == "builtin.module") {
                    let msg = "is inside a module nested in the one gpu-kernel-outlining runs on: its gpu.launch_func \
                               would not be in a container module (run the pass on the nested module)";
                    return Err(vec![crate::dialects::build::err(ir, l, msg)]);
                }
                st.outline(ir, l, next)?;
                modified = true;
            }
        }
        cur = ir.next_op(f);
    }
    if modified {
        let u = ir.ctx.unit_attr();
        let loc = ir.loc(top);
        Rewriter::new(ir, loc).modify_in_place(top, |ir| ir.set_attr(top, "gpu.container_module", u));
    }
    Ok(modified)
}

struct State {
    /// The top op's symbols.
    table: SymbolTable,
    /// The symbol tables of the kernel modules used so far.
    modules: FxHashMap<Op, SymbolTable>,
    data_layout: Option<Attr>,
}

/// Sets `name` on a new op as a property when the op declares it, else as an attribute.
fn set_named(ir: &mut Ir, op: Op, name: &str, a: Attr) {
    if ir.def(op).props.contains(&name) {
        ir.set_prop(op, name, a);
    } else {
        ir.set_attr(op, name, a);
    }
}

fn sym_ref_name(ir: &Ir, op: Op, attr: &str) -> Option<String> {
    let (root, _) = ir.attr(op, attr).and_then(|a| ir.ctx.as_symbol_ref(a))?;
    Some(ir.ctx.str(root).to_string())
}

impl State {
    fn outline(&mut self, ir: &mut Ir, launch: Op, insert_before: Option<Op>) -> Result<(), Vec<Diagnostic>> {
        let loc = ir.loc(launch);
        let region = ir.regions(launch)[0];
        let entry = ir.entry_block(region).expect("verified gpu.launch has an entry block");
        let seg = segments(ir, launch);
        let has_cluster = seg.len() > 9 && seg[7..10].iter().all(|s| s.len() == 1);
        let nids = if has_cluster { 18 } else { 12 };
        let nwg = ir.attr(launch, "workgroup_attributions").and_then(|a| ir.ctx.as_int(a)).unwrap_or(0) as usize;
        let launch_args = ir.args(entry).to_vec();
        let wg_tys: Vec<Type> = launch_args[nids..nids + nwg].iter().map(|&a| ir.value_ty(a)).collect();
        let pv_tys: Vec<Type> = launch_args[nids + nwg..].iter().map(|&a| ir.value_ty(a)).collect();

        // The captured values, and the operand slots inside the body that use them.
        let (captured, slots) = captured_values(ir, launch, region);
        let in_tys: Vec<Type> = captured.iter().map(|&v| ir.value_ty(v)).collect();

        // The kernel function, with its entry block.
        let name = match sym_ref_name(ir, launch, "function") {
            Some(n) => n,
            None => {
                let parent = std::iter::successors(ir.parent_op(launch), |&p| ir.parent_op(p))
                    .find(|&p| ir.def(p).has(SYMBOL) || symbol_name(ir, p).is_some());
                let base = parent.and_then(|p| symbol_name(ir, p)).map(|n| String::from_utf8_lossy(n).into_owned());
                format!("{}_kernel", base.unwrap_or_default())
            }
        };
        let fty = ir.ctx.func_ty(in_tys.clone(), vec![]);
        let all_tys: Vec<Type> = in_tys.iter().chain(&wg_tys).chain(&pv_tys).copied().collect();
        let (fregion, fentry) = ir.new_region_with_block(&all_tys);
        for i in 0..all_tys.len() {
            let a = ir.arg(fentry, i);
            ir.set_value_loc(a, Some(loc));
        }
        let fname = ir.ctx.sym("gpu.func");
        let func = ir.create_op(fname, vec![], &[], vec![], vec![], vec![fregion], vec![], loc);
        let a = ir.ctx.type_attr(fty);
        set_named(ir, func, "function_type", a);
        let a = ir.ctx.str_attr(&name);
        set_named(ir, func, "sym_name", a);
        let a = ir.ctx.i64_attr(nwg as i64);
        set_named(ir, func, "workgroup_attributions", a);
        let a = ir.ctx.unit_attr();
        set_named(ir, func, "gpu.kernel", a);
        if let Some(a) = constant_dims(ir, &seg[4..7]) {
            set_named(ir, func, "known_block_size", a);
        }
        if let Some(a) = constant_dims(ir, &seg[1..4]) {
            set_named(ir, func, "known_grid_size", a);
        }

        let mut rw = Rewriter::at_end(ir, fentry, loc);
        // The launch's ids and sizes, then its attributions.
        let mut repl = vec![];
        let kinds: &[&str] = if has_cluster {
            &["block_id", "thread_id", "grid_dim", "block_dim", "cluster_id", "cluster_dim"]
        } else {
            &["block_id", "thread_id", "grid_dim", "block_dim"]
        };
        let idx = rw.ir.ctx.index_ty();
        for k in kinds {
            for d in ["x", "y", "z"] {
                let dim = rw.ir.ctx.dialect_attr("gpu", &format!("<dim {d}>"));
                repl.push(rw.create_value(&format!("gpu.{k}"), vec![], idx, vec![("dimension", dim)]));
            }
        }
        // The module, the kernel in it, the symbols the body refers to (copied before the body
        // moves: a copy of the function holding this launch holds it whole, as upstream's).
        let module = self.kernel_module(ir, launch, &name, loc, insert_before);
        let kname = {
            let kt = self.modules.get_mut(&module).expect("kernel module table");
            let n = kt.insert(ir, func);
            String::from_utf8_lossy(&n).into_owned()
        };
        self.copy_symbols(ir, module, region_uses(ir, vec![region]))?;
        let mname = symbol_name(ir, module).map(|n| String::from_utf8_lossy(n).into_owned()).unwrap_or_default();

        let mut rw = Rewriter::new(ir, loc);
        let n_in = captured.len();
        repl.extend_from_slice(&rw.ir.args(fentry)[n_in..]);
        // Captured values → the kernel's arguments, in the body only.
        let pos: FxHashMap<Value, usize> = captured.iter().enumerate().map(|(i, &v)| (v, i)).collect();
        for (o, i) in slots {
            let v = rw.ir.operand(o, i);
            let a = rw.ir.arg(fentry, pos[&v]);
            rw.set_operand(o, i, a);
        }
        // The body moves into the kernel; its entry block joins the kernel's.
        rw.inline_region_before(region, fregion, None);
        rw.merge_blocks(entry, fentry, &repl);
        let blocks: Vec<Block> = rw.ir.blocks(fregion).collect();
        for b in blocks {
            let Some(t) = rw.ir.terminator(b).filter(|&t| rw.ir.op_name(t) == "gpu.terminator") else { continue };
            rw.set_insertion_point_before(t);
            rw.loc = rw.ir.loc(t);
            rw.create("gpu.return", vec![], &[], vec![], vec![]);
            rw.erase_op(t);
        }

        // The launch becomes a launch_func.
        let mut operands: Vec<Value> = seg.iter().take(7).flatten().copied().collect();
        let (ncl, ndyn) = (if has_cluster { 1 } else { 0 }, seg.get(10).map_or(0, |s| s.len()));
        if has_cluster {
            operands.extend(seg[7..10].iter().flatten());
        }
        operands.extend(seg.get(10).into_iter().flatten());
        operands.extend(&captured);
        let sizes = [seg[0].len() as i64, 1, 1, 1, 1, 1, 1, ncl, ncl, ncl, ndyn as i64, captured.len() as i64, 0];
        let root = ir.ctx.sym(&mname);
        let leaf = ir.ctx.sym(&kname);
        let kernel = ir.ctx.attr(AttrKind::SymbolRef { root, nested: vec![leaf] });
        let segs = ir.ctx.dense_i32_array(&sizes);
        let results = ir.result_types(launch);
        let mut rw = Rewriter::before(ir, launch);
        let lf = rw.create(
            "gpu.launch_func",
            operands,
            &results,
            vec![("kernel", kernel), ("operandSegmentSizes", segs)],
            vec![],
        );
        let vals = rw.ir.results(lf).to_vec();
        rw.replace_op(launch, &vals);
        Ok(())
    }

    /// The module the kernel of `launch` goes into (indexed in `self.modules`): the existing
    /// `gpu.module` its `module` attribute names, or a new one inserted before `insert_before`.
    fn kernel_module(&mut self, ir: &mut Ir, launch: Op, kname: &str, loc: Attr, before: Option<Op>) -> Op {
        let wanted = sym_ref_name(ir, launch, "module");
        let existing =
            wanted.as_deref().and_then(|n| self.table.lookup(n.as_bytes())).filter(|&m| ir.op_name(m) == "gpu.module");
        let module = match existing {
            Some(m) => m,
            None => {
                let (r, _) = ir.new_region_with_block(&[]);
                let n = ir.ctx.sym("gpu.module");
                let m = ir.create_op(n, vec![], &[], vec![], vec![], vec![r], vec![], loc);
                let a = ir.ctx.str_attr(wanted.as_deref().unwrap_or(kname));
                set_named(ir, m, "sym_name", a);
                m
            }
        };
        if let Some(dl) = self.data_layout {
            Rewriter::new(ir, loc).modify_in_place(module, |ir| ir.set_attr(module, "dlti.dl_spec", dl));
        }
        if existing.is_none() {
            self.table.insert(ir, module);
            if let Some(b) = before {
                Rewriter::new(ir, loc).move_op_before(module, b);
            }
        }
        self.modules.entry(module).or_insert_with(|| SymbolTable::new(ir, module));
        module
    }

    /// Copies into `module` the top-level symbols `func` refers to, and theirs, as upstream's
    /// `createKernelModule` (a stack of symbols to scan; each reference resolved by its leaf
    /// name, first in the module, then at the top level).
    fn copy_symbols(&mut self, ir: &mut Ir, module: Op, first: Option<Vec<(Op, Sym)>>) -> Result<(), Vec<Diagnostic>> {
        let mut work = vec![];
        let mut uses = first;
        loop {
            for (user, name) in uses.take().unwrap_or_default() {
                let kt = self.modules.get_mut(&module).expect("kernel module table");
                let key = ir.ctx.str(name).as_bytes().to_vec();
                if kt.lookup(&key).is_some() {
                    continue;
                }
                let Some(def) = self.table.lookup(&key) else {
                    let msg = format!(
                        "refers to '@{}', which the module does not define: it cannot be copied into the kernel module",
                        ir.ctx.str(name)
                    );
                    return Err(vec![crate::dialects::build::err(ir, user, &msg)]);
                };
                let copy = ir.clone_op(def, &mut IrMapping::new());
                kt.insert(ir, copy);
                work.push(copy);
            }
            let Some(s) = work.pop() else { return Ok(()) };
            uses = symbol_uses(ir, s);
        }
    }
}

/// The values `region` (of `launch`) uses but does not define, in the order a post-order walk
/// meets them first (upstream's `getUsedValuesDefinedAbove`), and every (op, operand index)
/// using one of them.
pub(super) fn captured_values(ir: &Ir, launch: Op, region: Region) -> (Vec<Value>, Vec<(Op, usize)>) {
    // A value is captured when it is defined in a region enclosing the launch.
    let mut above = FxHashMap::default();
    let mut r = ir.parent_region(launch);
    while let Some(x) = r {
        above.insert(x, ());
        r = ir.region_op(x).and_then(|o| ir.parent_region(o));
    }
    let mut seen = FxHashMap::default();
    let (mut out, mut slots) = (vec![], vec![]);
    for b in ir.blocks(region) {
        for o in ir.ops(b) {
            ir.walk_with(o, WalkOrder::Post, &mut |ir, x| {
                for (i, &v) in ir.operands(x).iter().enumerate() {
                    if ir.value_region(v).is_some_and(|vr| above.contains_key(&vr)) {
                        slots.push((x, i));
                        if seen.insert(v, ()).is_none() {
                            out.push(v);
                        }
                    }
                }
                WalkResult::Advance
            });
        }
    }
    (out, slots)
}

/// `array<i32: x, y, z>` when the three sizes are integer constants that fit in 32 unsigned
/// bits (upstream's `maybeConstantDimsAttr`).
fn constant_dims(ir: &mut Ir, dims: &[Vec<Value>]) -> Option<Attr> {
    let mut vals = vec![];
    for d in dims {
        let v = *d.first()?;
        let o = ir.defining_op(v).filter(|&o| ir.def(o).has(CONSTANT_LIKE))?;
        let c = ir.attr(o, "value").and_then(|a| ir.ctx.as_int(a))?;
        let bits = c as u64; // index and i64 constants: their 64-bit pattern, compared unsigned
        if bits > u32::MAX as u64 {
            return None;
        }
        vals.push(bits as u32 as i32 as i64);
    }
    Some(ir.ctx.dense_i32_array(&vals))
}

/// Whether upstream would treat `op` as a possible symbol table it knows nothing of (an
/// unregistered op with one region), which makes it give up on symbol uses.
fn unknown_table(ir: &Ir, op: Op) -> bool {
    ir.op_id(op) == crate::ir::registry::OpId::UNREGISTERED && ir.regions(op).len() == 1
}

/// The symbol references of `op` and of the ops nested in it outside nested symbol tables, in
/// upstream's order (`SymbolTable::getSymbolUses`), as (referring op, leaf name); `None` when
/// an unknown op may hide a symbol table.
fn symbol_uses(ir: &Ir, op: Op) -> Option<Vec<(Op, Sym)>> {
    let mut out = vec![];
    if unknown_table(ir, op) {
        return None;
    }
    refs_of(ir, op, &mut out);
    if ir.def(op).has(SYMBOL_TABLE) {
        return Some(out);
    }
    let mut rest = region_uses(ir, ir.regions(op).to_vec())?;
    out.append(&mut rest);
    Some(out)
}

/// The symbol references of the ops in `regions` (and nested in them, outside nested symbol
/// tables): the ops of a region in order, then the regions they hold, last pushed first.
fn region_uses(ir: &Ir, mut work: Vec<Region>) -> Option<Vec<(Op, Sym)>> {
    let mut out = vec![];
    while let Some(r) = work.pop() {
        for b in ir.blocks(r) {
            for o in ir.ops(b) {
                if unknown_table(ir, o) {
                    return None;
                }
                refs_of(ir, o, &mut out);
                if !ir.def(o).has(SYMBOL_TABLE) {
                    work.extend_from_slice(ir.regions(o));
                }
            }
        }
    }
    Some(out)
}

/// The symbol references in `op`'s attributes (inherent and discardable, by name), pre-order.
fn refs_of(ir: &Ir, op: Op, out: &mut Vec<(Op, Sym)>) {
    let mut all: Vec<(Sym, Attr)> = ir.props(op).iter().chain(ir.attrs(op)).copied().collect();
    if all.is_empty() {
        return;
    }
    all.sort_by(|a, b| ir.ctx.str(a.0).cmp(ir.ctx.str(b.0)));
    for (_, a) in all {
        refs_in(&ir.ctx, a, op, out);
    }
}

fn refs_in(ctx: &Context, a: Attr, op: Op, out: &mut Vec<(Op, Sym)>) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } => out.push((op, *nested.last().unwrap_or(root))),
        AttrKind::Array(v) => {
            for &x in v {
                refs_in(ctx, x, op, out);
            }
        }
        AttrKind::Dict(entries) => {
            for &(_, x) in entries {
                refs_in(ctx, x, op, out);
            }
        }
        _ => {}
    }
}
