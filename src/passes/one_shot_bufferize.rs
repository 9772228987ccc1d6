//! `one-shot-bufferize`: tensors become buffers (memrefs), as upstream's One-Shot Bufferize
//! with `bufferize-function-boundaries` and `function-boundary-type-conversion=
//! identity-layout-map`.
//!
//! Takes: a module with tensor-level functions. Gives: the same module on buffers: no tensor
//! value is left except inside ops that take tensors as plain values (none yet); every op
//! with tensor operands or results must have a bufferizable-op model
//! (`dialects::bufferization::interface`), else it is an error naming the op.
//!
//! 1. **Function boundaries.** Tensor arguments and results of every function become
//!    identity-layout memrefs (declarations too: `printMemrefF32(tensor<*xf32>)` takes a
//!    `memref<*xf32>`). In a body, an argument is seen by the tensor ops through a
//!    `bufferization.to_tensor`, which is `restrict writable` only when the argument has
//!    `bufferization.writable = true`; so a function never writes into its arguments'
//!    buffers otherwise. Block arguments of unstructured control flow get the same treatment.
//!    A returned tensor is a buffer the caller owns (the deallocation pass copies a returned
//!    buffer the function does not own).
//!    First, an op that writes into a `tensor.empty` with other uses gets a copy of it of its
//!    own (its contents are undefined, so the writes need not share a buffer).
//! 2. **Analysis: in place or out of place.** Every operand that an op writes (a destination:
//!    `tensor.insert`, `tensor.insert_slice`, linalg inits, ...) is decided once, in program
//!    order. Buffers flow between tensor values along directed edges: from an operand to the
//!    results that alias it (a slice, a cast, a destination's result), from a region op's
//!    operands into its regions' arguments, from a region's yielded values to the op's results
//!    and (loops) to the next iteration's arguments. A region op may itself write an operand it
//!    forwards (`scf.forall`'s shared_outs, which its `parallel_insert_slice`s write): that
//!    write is decided like any other, before the ops of its region; out of place, the region
//!    and the results get the new buffer, and an upward walk stops there as at any decided
//!    write. A write into tensor `t` by op `W` runs in place unless:
//!    - `t`'s buffer may come, along these edges upwards, from a buffer that must not be
//!      written: a function argument (not writable), a constant (`arith.constant`,
//!      `ml_program.global_load_const`), a `to_tensor` that is not
//!      `writable`, the result of an op without a model (a write already decided out of place
//!      starts a new buffer; memoized, so linear over a chain);
//!    - `W` is inside a loop region that `t` is not defined in (each iteration must see the
//!      same `t`);
//!    - some op that reads a value sharing `t`'s buffer but *not derived from `W`'s result*
//!      may run after `W` (a read-after-write conflict). These values are found from `t`
//!      upwards (through the ops it aliases: slices, casts, region results and arguments) up to
//!      the nearest write already decided in place — whose own check covered what lies above
//!      it, which keeps the analysis linear on chains of in-place writes — plus every alias
//!      taken off that path on the side. The walk stops there only while that write is the
//!      latest one decided in place into the buffer (buffer classes: a union-find over the
//!      values that may share a buffer): a later in-place write into a value above it (a
//!      second op writing into the same `tensor.empty`) made a value that check never saw, so
//!      the walk goes on past it. "May run after": not before `W` in their common
//!      block, or separated from `W` by a loop region that does not define the value (a value
//!      defined inside an op of the common block is defined anew by every loop around it). A
//!      `tensor.insert_slice` into the very slice `W` wrote through `tensor.extract_slice` is
//!      not such a read (it overwrites that slice and keeps the rest, which `W` did not touch).
//!      A value forwarded by a yield in a branch exclusive with `W`'s (another case of the same
//!      `scf.if`/`scf.index_switch`) does not see `W`'s write on that path: its uses are not
//!      followed. `W`'s own reads of the buffer it writes are conflicts too, except an
//!      elementwise read (a linalg op with only parallel loops reading the same view through
//!      the same permutation map as its destination's), the source of an `insert_slice` that is
//!      the very slice it writes (or a new buffer), `materialize_in_destination`'s source
//!      computed in the destination itself, and `parallel_insert_slice`'s source. Values past a
//!      later op that writes the whole buffer without reading it (`linalg.fill`, a generic not
//!      reading its init, `materialize_in_destination`) hold that op's data: their reads are
//!      not followed.
//!
//!    A loop (`scf.for`, `scf.while`) whose region argument is written in its body writes its
//!    init, decided like a destination before the body's writes: out of place it gets one copy
//!    before the loop (a constant or an argument as the init, or an init read after the loop),
//!    and the body's writes then run in place instead of copying every iteration.
//!
//!    An out-of-place write gets a new buffer (with a copy of the old contents when the op
//!    reads them). Destinations count as read by the ops that keep part of them (`insert`,
//!    `insert_slice`, linalg ops whose body reads the init), which is conservative. A
//!    `tensor.parallel_insert_slice` always writes in place into its forall's shared_out
//!    buffer; as upstream, the body argument is one iteration's value (reads of it in the
//!    body run before the write), so only a conflict inside the body could refuse it, which
//!    is then an error naming the op.
//! 3. **Rewrite.** Ops are bufferized in pre-order through their models; a tensor result is
//!    replaced by a buffer, which not yet bufferized users see through
//!    `bufferization.to_tensor`. Buffers flow through `scf.for` iter_args and `scf.if`
//!    results: a loop passes on whatever buffer its body yields (no copy back into the
//!    iter_arg's buffer), so a loop whose body yields a new buffer each iteration works. Loop
//!    values have the identity layout, except where an init is a view with another layout (a
//!    slice): then a strided layout that both the view and new buffers cast to, so the loop
//!    works in the slice itself. An `insert_slice` whose source is (through loops that pass
//!    it on unchanged) the slice it writes copies nothing.
//! 4. **Cleanup.** `to_buffer(to_tensor(%m))` folds to `%m` (a cast or a copy when the types
//!    differ); unused `to_tensor`s go.
//!
//! The buffers allocated here are freed by the deallocation pass later in the pipeline.
//!
//! Cost: the analysis visits each value's uses a bounded number of times per write on the
//! path segment it belongs to (see above); the rewrite visits each op once.

use super::manager::{Analyses, OptionInfo, OptionKind, OptionValues, Pass, PassInfo, PassResult, Preserved};
use crate::diag::Diagnostic;
use crate::dialects::bufferization::interface::{alloc_like, buffer_as, copy, memref_type};
use crate::dialects::bufferization::interface::{BufferizableOpInterface, BufferizeState};
use crate::dialects::bufferization::models::{block_start, declares_tensor, retype_as_buffer};
use crate::ir::affine::AffineExpr;
use crate::ir::context::TypeKind;
use crate::ir::fxhash::{FxHashMap, FxHashSet};
use crate::ir::interfaces::{IteratorType, RegionPoint};
use crate::ir::rewrite::Rewriter;
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "one-shot-bufferize",
    class: "OneShotBufferizePass",
    summary: "One-Shot Bufferize",
    options: &[
        OptionInfo {
            name: "bufferize-function-boundaries",
            kind: OptionKind::Bool,
            default: "false",
            help: "Bufferize function boundaries (required when a function takes or returns tensors)",
        },
        OptionInfo {
            name: "function-boundary-type-conversion",
            kind: OptionKind::Enum(&["identity-layout-map", "fully-dynamic-layout-map", "infer-layout-map"]),
            default: "identity-layout-map",
            help: "Layout of function arguments and results (mlirc supports identity-layout-map)",
        },
    ],
    create: create_pass,
};

fn create_pass(o: &OptionValues) -> Box<dyn Pass> {
    Box::new(OneShotBufferize {
        boundaries: o.bool("bufferize-function-boundaries"),
        layout: o.word("function-boundary-type-conversion").to_string(),
    })
}

struct OneShotBufferize {
    boundaries: bool,
    layout: String,
}

impl Pass for OneShotBufferize {
    fn run(&mut self, ir: &mut Ir, op: Op, am: &mut Analyses) -> PassResult {
        if self.layout != "identity-layout-map" {
            let msg = format!(
                "one-shot-bufferize: mlirc supports only function-boundary-type-conversion=identity-layout-map, not '{}'",
                self.layout
            );
            return Err(vec![Diagnostic::error(ir.loc(op), msg)]);
        }
        if !mentions_tensors(ir, op) {
            return Ok(Preserved::All);
        }
        if !self.boundaries {
            if let Some(f) = tensor_signature(ir, op) {
                let msg = "one-shot-bufferize: this function takes or returns tensors; mlirc bufferizes such \
                           functions only with bufferize-function-boundaries";
                return Err(vec![Diagnostic::error(ir.loc(f), msg)]);
            }
        }
        for (function, name, n) in run(ir, op)? {
            am.stat(&function, name, n);
        }
        Ok(Preserved::None)
    }
}

fn is_tensor(ir: &Ir, v: Value) -> bool {
    ir.ctx.is_tensor(ir.value_ty(v))
}

fn model(ir: &Ir, op: Op) -> Option<&'static BufferizableOpInterface> {
    ir.registry().interface::<BufferizableOpInterface>(ir.op_id(op))
}

/// The tensor operands of `d` (index, value) whose buffer result `ri` shares when `d` runs in
/// place, by `d`'s model.
fn aliased_operands(ir: &Ir, d: Op, ri: u32) -> Vec<(usize, Value)> {
    let Some(m) = model(ir, d) else { return vec![] };
    ir.operands(d)
        .iter()
        .enumerate()
        .filter(|&(j, &x)| is_tensor(ir, x) && (m.aliasing_results)(ir, d, j).contains(&(ri as usize)))
        .map(|(j, &x)| (j, x))
        .collect()
}

/// Whether anything below `top` has a tensor type (operands, results, block arguments,
/// function types).
fn mentions_tensors(ir: &Ir, top: Op) -> bool {
    let mut found = false;
    ir.walk(top, &mut |o| {
        if found {
            return;
        }
        found = ir.results(o).iter().any(|&r| is_tensor(ir, r))
            || declares_tensor(ir, o)
            || ir.regions(o).iter().any(|&r| ir.blocks(r).any(|b| ir.args(b).iter().any(|&a| is_tensor(ir, a))))
            || ir.attr(o, "function_type").and_then(|a| ir.ctx.as_type(a)).is_some_and(|t| type_has_tensor(ir, t));
    });
    found
}

/// The first function below `top` whose signature has a tensor.
fn tensor_signature(ir: &Ir, top: Op) -> Option<Op> {
    let mut found = None;
    ir.walk(top, &mut |o| {
        if found.is_none()
            && ir.op_name(o) == "func.func"
            && ir.attr(o, "function_type").and_then(|a| ir.ctx.as_type(a)).is_some_and(|t| type_has_tensor(ir, t))
        {
            found = Some(o);
        }
    });
    found
}

fn type_has_tensor(ir: &Ir, t: Type) -> bool {
    match ir.ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => inputs.iter().chain(results).any(|&x| ir.ctx.is_tensor(x)),
        _ => ir.ctx.is_tensor(t),
    }
}

/// Bufferizes `module`; returns per function the number of writes done in place and out of
/// place (`in-place writes`, `out-of-place writes`).
pub fn run(ir: &mut Ir, module: Op) -> Result<Vec<(String, &'static str, u64)>, Vec<Diagnostic>> {
    convert_boundaries(ir, module);
    split_empty_tensors(ir, module);
    let analysis = Analysis::run(ir, module);
    let mut stats = vec![];
    for (set, name) in [(&analysis.in_place, "in-place writes"), (&analysis.out_of_place, "out-of-place writes")] {
        let mut per: FxHashMap<String, u64> = FxHashMap::default();
        for &(op, _) in set.iter() {
            *per.entry(function_name(ir, op)).or_default() += 1;
        }
        let mut v: Vec<_> = per.into_iter().collect();
        v.sort();
        stats.extend(v.into_iter().map(|(f, n)| (f, name, n)));
    }
    rewrite(ir, module, analysis)?;
    cleanup(ir, module)?;
    Ok(stats)
}

/// Gives each op that writes into a `tensor.empty` shared with other uses a copy of its own,
/// right before the op (where its buffer is needed: not allocated at the shared one's place,
/// maybe long before, nor outside a loop that holds the op). Its contents are undefined, so a write into it need not share its buffer
/// with the other uses; and the in-place analysis then never walks the many values that
/// writes into one shared empty tensor would put in its buffer (after CSE, one `tensor.empty`
/// per shape serves a whole function: deciding each of N writes into it would visit all N).
/// Views of it and `insert_slice`s into it keep the one value (a slice written in place and
/// inserted back at the same place needs no copy), and so do region ops (loop inits).
fn split_empty_tensors(ir: &mut Ir, module: Op) {
    let mut empties = vec![];
    ir.walk(module, &mut |o| empties.push(o));
    empties.retain(|&o| ir.op_name(o) == "tensor.empty" && ir.uses(ir.results(o)[0]).len() > 1);
    for e in empties {
        let uses = ir.uses(ir.results(e)[0]).to_vec();
        let own: Vec<Use> = uses
            .iter()
            .copied()
            .filter(|u| {
                ir.def(u.op).interfaces.region_branch.is_none()
                    && !matches!(ir.op_name(u.op), "tensor.insert_slice" | "tensor.parallel_insert_slice")
                    && model(ir, u.op).is_some_and(|m| (m.writes)(ir, u.op, u.index as usize))
            })
            .collect();
        // When every use writes, the first keeps the original.
        let skip = usize::from(own.len() == uses.len());
        for u in &own[skip..] {
            let copy = ir.clone_op(e, &mut IrMapping::new());
            ir.insert_op_before(copy, u.op);
            let v = ir.results(copy)[0];
            ir.set_operand(u.op, u.index as usize, v);
        }
    }
}

/// The name of the function holding `op` (`?` outside one).
fn function_name(ir: &Ir, mut op: Op) -> String {
    loop {
        if ir.op_name(op) == "func.func" {
            if let Some(n) = crate::ir::symbols::symbol_name(ir, op) {
                return String::from_utf8_lossy(n).into_owned();
            }
        }
        match ir.parent_op(op) {
            Some(p) => op = p,
            None => return "?".into(),
        }
    }
}

// ----- 1. function boundaries -----

/// Gives every function's tensor arguments and results buffer types, and every block
/// argument of tensor type (function entries and unstructured control flow) a buffer type
/// seen through a `to_tensor`.
fn convert_boundaries(ir: &mut Ir, module: Op) {
    let mut funcs = vec![];
    ir.walk(module, &mut |o| {
        if ir.op_name(o) == "func.func" {
            funcs.push(o);
        }
    });
    for f in funcs {
        if let Some(ft) = ir.attr(f, "function_type").and_then(|a| ir.ctx.as_type(a)) {
            if let TypeKind::Function { inputs, results } = ir.ctx.type_kind(ft).clone() {
                let inputs = inputs.into_iter().map(|t| memref_type(&mut ir.ctx, t)).collect();
                let results = results.into_iter().map(|t| memref_type(&mut ir.ctx, t)).collect();
                let nt = ir.ctx.func_ty(inputs, results);
                let a = ir.ctx.type_attr(nt);
                ir.set_prop(f, "function_type", a);
            }
        }
        let regions = ir.regions(f).to_vec();
        let mut blocks = vec![];
        for r in regions {
            blocks.extend(ir.blocks(r));
        }
        let arg_attrs = ir.attr(f, "arg_attrs").and_then(|a| ir.ctx.as_array(a)).map(|a| a.to_vec());
        for (bi, b) in blocks.into_iter().enumerate() {
            let args = ir.args(b).to_vec();
            for (i, a) in args.into_iter().enumerate() {
                if !is_tensor(ir, a) {
                    continue;
                }
                let writable = bi == 0
                    && arg_attrs.as_ref().and_then(|v| v.get(i)).is_some_and(|&d| {
                        dict_get(ir, d, "bufferization.writable")
                            .is_some_and(|x| ir.ctx.as_int(x).is_some_and(|v| v != 0))
                    });
                let t = ir.value_ty(a);
                let ty = memref_type(&mut ir.ctx, t);
                let loc = ir.loc(f);
                let mut rw = Rewriter::new(ir, loc);
                let at = block_start(rw.ir, b);
                retype_as_buffer(&mut rw, a, ty, at);
                if writable {
                    let tt = ir.users(a).into_iter().find(|&u| ir.op_name(u) == "bufferization.to_tensor");
                    if let Some(tt) = tt {
                        let unit = ir.ctx.unit_attr();
                        ir.set_prop(tt, "restrict", unit);
                        ir.set_prop(tt, "writable", unit);
                    }
                }
            }
        }
    }
}

fn dict_get(ir: &Ir, dict: Attr, key: &str) -> Option<Attr> {
    match ir.ctx.attr_kind(dict) {
        crate::ir::context::AttrKind::Dict(entries) => {
            entries.iter().find(|(k, _)| ir.ctx.str(*k) == key).map(|&(_, v)| v)
        }
        _ => None,
    }
}

// ----- 2. analysis -----

/// The flows of buffers between tensor values and the in-place decisions (see the module doc).
struct Analysis {
    /// Values whose buffer must not be written (roots: non-writable `to_tensor`s, constants,
    /// results of ops without a model).
    roots: FxHashSet<Value>,
    /// Values whose buffer may come from a root, memoized.
    ro_memo: FxHashMap<Value, bool>,
    /// Values a region op forwards into `v` (yielded values for a result, entry operands for
    /// a region argument), with the use that forwards each.
    preds: FxHashMap<Value, Vec<(Value, Use)>>,
    /// Values yielded into a loop-carried region argument (the next iteration's value).
    carried: FxHashMap<Value, Vec<Value>>,
    /// `loop_safe` per loop op.
    loop_memo: FxHashMap<Op, bool>,
    /// Writes decided out of place: (op, operand index).
    out_of_place: FxHashSet<(Op, u32)>,
    /// Writes decided in place.
    in_place: FxHashSet<(Op, u32)>,
    /// Loop entry operands (`scf.for`, `scf.while`) whose region argument the loop may write:
    /// the loop writes the operand's buffer, like a destination.
    loop_writes: FxHashSet<(Op, u32)>,
    /// Values that may share a buffer (see `BufferClasses`), and the order of the writes
    /// decided in place into each class.
    classes: BufferClasses,
}

/// Buffer classes: a union-find over tensor values joined by every edge along which a buffer
/// may flow (views and casts, region forwarding, writes decided in place), with, per class,
/// the number of the latest write decided in place into it. An upward walk may stop at an
/// in-place write `X` (whose own check covered the values above it) only while `X` is that
/// latest write: a later in-place write into the same buffer (a second op writing into the
/// `tensor.empty` that `X` also wrote, say) puts a new value there that `X`'s check never saw,
/// and the walk must go on past `X` to find its readers. A class grows only by unions, so
/// over-approximating it costs walking, never correctness.
#[derive(Default)]
struct BufferClasses {
    parent: FxHashMap<Value, Value>,
    size: FxHashMap<Value, u32>,
    /// Per class root: the number of the latest write decided in place into the class.
    latest: FxHashMap<Value, u32>,
    /// The number of each write decided in place, in decision order (from 1).
    order: FxHashMap<(Op, u32), u32>,
}

impl BufferClasses {
    fn find(&self, mut v: Value) -> Value {
        while let Some(&p) = self.parent.get(&v) {
            v = p;
        }
        v
    }

    /// Joins the classes of `a` and `b` (by size, so `find` stays logarithmic).
    fn union(&mut self, a: Value, b: Value) {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return;
        }
        let size = |c: &Self, r: Value| c.size.get(&r).copied().unwrap_or(1);
        let (big, small) = if size(self, ra) >= size(self, rb) { (ra, rb) } else { (rb, ra) };
        self.parent.insert(small, big);
        let total = size(self, big) + size(self, small);
        self.size.insert(big, total);
        if let Some(l) = self.latest.remove(&small) {
            let e = self.latest.entry(big).or_default();
            *e = (*e).max(l);
        }
    }

    /// Records the write `(op, i)` into `dest`, decided in place, as its class's latest.
    fn write_in_place(&mut self, op: Op, i: u32, dest: Value) {
        let n = self.order.len() as u32 + 1;
        self.order.insert((op, i), n);
        let root = self.find(dest);
        self.latest.insert(root, n);
    }

    /// Whether the in-place write `(op, i)` into `dest` is still the latest write decided in
    /// place into `dest`'s buffer.
    fn is_latest(&self, op: Op, i: u32, dest: Value) -> bool {
        self.order.get(&(op, i)).is_some_and(|n| self.latest.get(&self.find(dest)) == Some(n))
    }
}

impl Analysis {
    /// Whether the buffer of `v` may be one that must not be written: a root reachable
    /// upwards through the ops and region flows `v`'s buffer comes from (a write decided out
    /// of place makes a new buffer; writes not decided yet pass their destination's buffer).
    fn read_only(&mut self, ir: &Ir, v: Value) -> bool {
        let mut in_progress = FxHashSet::default();
        self.ro(ir, v, &mut in_progress).0
    }

    /// Whether the loop owning the loop-carried region argument `arg` keeps its iterations'
    /// buffers apart: every value it carries into one of its arguments derives (upwards, in the
    /// iteration) only from that same argument or from new buffers, and no value is carried
    /// into two arguments. Otherwise two arguments of one iteration may share a buffer (a
    /// swap, a value yielded twice, a value from outside the loop), and the arguments are
    /// treated as buffers not to write.
    fn loop_safe(&mut self, ir: &Ir, arg: Value) -> bool {
        let Some(block) = ir.value_block(arg) else { return false };
        let Some(owner) = ir.block_parent_op(block) else { return false };
        if let Some(&r) = self.loop_memo.get(&owner) {
            return r;
        }
        let mut args: Vec<Value> = vec![];
        for &r in ir.regions(owner) {
            for b in ir.blocks(r) {
                args.extend(ir.args(b).iter().copied().filter(|a| self.carried.contains_key(a)));
            }
        }
        let mut seen: FxHashSet<Value> = FxHashSet::default();
        let mut safe = true;
        'all: for &a in &args {
            for &y in &self.carried[&a] {
                if !seen.insert(y) {
                    safe = false;
                    break 'all;
                }
                // Upwards from `y` within the iteration: the leaves must be `a` or new buffers.
                let mut stack = vec![y];
                let mut visited: FxHashSet<Value> = FxHashSet::default();
                while let Some(x) = stack.pop() {
                    if x == a || !visited.insert(x) {
                        continue;
                    }
                    if self.roots.contains(&x) {
                        safe = false;
                        break 'all;
                    }
                    let mut up = vec![];
                    match ir.value_def(x) {
                        ValueDef::Result(d, ri) => {
                            if !ir.is_ancestor(owner, d) {
                                safe = false;
                                break 'all;
                            }
                            up.extend(aliased_operands(ir, d, ri).into_iter().map(|(_, o)| o));
                        }
                        ValueDef::Arg(b, _) => {
                            // An argument of a region op inside the loop, or of another region
                            // of this loop fed within the iteration (`scf.while`'s "after"
                            // region from its condition): follow what flows into it. Another
                            // loop-carried argument, or one of a region op outside: not a new
                            // buffer.
                            let parent = ir.block_parent_op(b);
                            let inside = parent.is_some_and(|p| p != owner && ir.is_ancestor(owner, p))
                                || (parent == Some(owner) && self.preds.contains_key(&x));
                            if !inside {
                                safe = false;
                                break 'all;
                            }
                        }
                        ValueDef::Placeholder => {}
                    }
                    if let Some(p) = self.preds.get(&x) {
                        up.extend(p.iter().map(|&(v, _)| v));
                    }
                    stack.extend(up);
                }
            }
        }
        self.loop_memo.insert(owner, safe);
        safe
    }

    /// (`read_only`, whether the answer depended on a value still in progress: a cycle).
    fn ro(&mut self, ir: &Ir, v: Value, in_progress: &mut FxHashSet<Value>) -> (bool, bool) {
        if let Some(&r) = self.ro_memo.get(&v) {
            return (r, false);
        }
        if self.roots.contains(&v) {
            return (true, false);
        }
        if self.carried.contains_key(&v) && !self.loop_safe(ir, v) {
            self.ro_memo.insert(v, true);
            return (true, false);
        }
        if !in_progress.insert(v) {
            return (false, true);
        }
        let mut up: Vec<Value> = vec![];
        if let ValueDef::Result(d, ri) = ir.value_def(v) {
            for (j, x) in aliased_operands(ir, d, ri) {
                if !self.out_of_place.contains(&(d, j as u32)) {
                    up.push(x);
                }
            }
        }
        if let Some(p) = self.preds.get(&v) {
            // A region op's operand it writes (`scf.forall`'s shared_outs), decided out of
            // place, gives its region a new buffer.
            up.extend(p.iter().filter(|(_, u)| !self.out_of_place.contains(&(u.op, u.index))).map(|&(x, _)| x));
        }
        if let Some(c) = self.carried.get(&v) {
            up.extend(c.iter().copied());
        }
        let mut result = false;
        let mut cyclic = false;
        for x in up {
            let (r, c) = self.ro(ir, x, in_progress);
            cyclic |= c;
            if r {
                result = true;
                break;
            }
        }
        in_progress.remove(&v);
        if result || !cyclic {
            self.ro_memo.insert(v, result);
        }
        (result, cyclic && !result)
    }

    fn run(ir: &Ir, module: Op) -> Analysis {
        let mut a = Analysis {
            roots: FxHashSet::default(),
            ro_memo: FxHashMap::default(),
            preds: FxHashMap::default(),
            carried: FxHashMap::default(),
            loop_memo: FxHashMap::default(),
            out_of_place: FxHashSet::default(),
            in_place: FxHashSet::default(),
            loop_writes: FxHashSet::default(),
            classes: BufferClasses::default(),
        };
        let mut ops = vec![];
        ir.walk(module, &mut |o| ops.push(o));
        for &op in &ops {
            a.add_op(ir, op);
        }
        for &op in &ops {
            a.find_loop_writes(ir, op);
        }
        a.join_static_aliases(ir, &ops);
        for &op in &ops {
            if model(ir, op).is_some() {
                for i in 0..ir.operands(op).len() {
                    if is_tensor(ir, ir.operands(op)[i]) && a.writes(ir, op, i) {
                        a.decide(ir, op, i);
                    }
                }
            }
        }
        a
    }

    /// Whether `op` writes the buffer of its operand `i`: a destination of its model, or a
    /// loop entry operand in `loop_writes`.
    fn writes(&self, ir: &Ir, op: Op, i: usize) -> bool {
        model(ir, op).is_some_and(|m| (m.writes)(ir, op, i)) || self.loop_writes.contains(&(op, i as u32))
    }

    /// Records in `loop_writes` the tensor entry operands of loop `op` whose region argument
    /// (or a value sharing its buffer within the loop, nested loops included) some op writes.
    /// Deciding such an operand like a destination gives the loop one copy before it when its
    /// buffer must not be written (a constant, an argument, a value read after the loop),
    /// where the writes in its body would otherwise each copy, every iteration.
    fn find_loop_writes(&mut self, ir: &Ir, op: Op) {
        if ir.def(op).interfaces.loop_like.is_none() {
            return;
        }
        let Some(rb) = ir.def(op).interfaces.region_branch else { return };
        let Some(m) = model(ir, op) else { return };
        let range = (rb.entry_operands)(ir, op, 0);
        let inputs = (rb.inputs)(ir, op, RegionPoint::Region(0));
        for (k, &input) in inputs.iter().enumerate() {
            let i = range.start + k;
            if i >= range.end || !is_tensor(ir, input) || (m.writes)(ir, op, i) {
                continue;
            }
            // Downwards from the argument, within the loop.
            let mut stack = vec![input];
            let mut visited: FxHashSet<Value> = FxHashSet::default();
            let mut written = false;
            'walk: while let Some(x) = stack.pop() {
                if !visited.insert(x) {
                    continue;
                }
                for &u in ir.uses(x) {
                    let Some(um) = model(ir, u.op) else {
                        written = true;
                        break 'walk;
                    };
                    if (um.writes)(ir, u.op, u.index as usize) {
                        written = true;
                        break 'walk;
                    }
                    for r in (um.aliasing_results)(ir, u.op, u.index as usize) {
                        if let Some(&res) = ir.results(u.op).get(r) {
                            stack.push(res);
                        }
                    }
                    for f in self.forwarded_to(ir, u.op, x) {
                        let inside = match ir.value_def(f) {
                            ValueDef::Result(d, _) => d != op && ir.is_ancestor(op, d),
                            ValueDef::Arg(b, _) => ir.block_parent_op(b).is_some_and(|p| ir.is_ancestor(op, p)),
                            ValueDef::Placeholder => false,
                        };
                        if inside {
                            stack.push(f);
                        }
                    }
                }
            }
            if written {
                self.loop_writes.insert((op, i as u32));
            }
        }
    }

    /// Records the buffer flows of region op `op` and whether `op`'s tensor results are roots
    /// whose buffers must not be written.
    fn add_op(&mut self, ir: &Ir, op: Op) {
        let m = model(ir, op);
        let name = ir.op_name(op);
        let read_only_results = match name {
            "bufferization.to_tensor" => ir.prop(op, "writable").is_none(),
            "arith.constant" | "ml_program.global_load_const" => true,
            _ => m.is_none() && ir.def(op).interfaces.region_branch.is_none(),
        };
        if read_only_results {
            for &r in ir.results(op) {
                if is_tensor(ir, r) {
                    self.roots.insert(r);
                }
            }
        }
        let Some(rb) = ir.def(op).interfaces.region_branch else { return };
        let mut succ = vec![];
        (rb.successors)(ir, op, RegionPoint::Parent, &mut succ);
        let nregions = ir.regions(op).len();
        for (ri, &region) in ir.regions(op).iter().enumerate() {
            let point = RegionPoint::Region(ri as u32);
            if succ.contains(&point) {
                let range = (rb.entry_operands)(ir, op, ri as u32);
                let inputs = (rb.inputs)(ir, op, point);
                for (k, (&v, &input)) in ir.operands(op)[range.clone()].iter().zip(&inputs).enumerate() {
                    if is_tensor(ir, v) {
                        let u = Use { op, index: (range.start + k) as u32 };
                        self.preds.entry(input).or_default().push((v, u));
                    }
                }
            }
            let mut from_region = vec![];
            (rb.successors)(ir, op, point, &mut from_region);
            for b in ir.blocks(region) {
                let Some(term) = ir.terminator(b) else { continue };
                let Some(rt) = ir.def(term).interfaces.region_terminator else { continue };
                for &to in &from_region {
                    let range = (rt.successor_operands)(ir, term, to);
                    let inputs = (rb.inputs)(ir, op, to);
                    // An edge to the parent or to a later region (`scf.while`'s "before" to
                    // "after") stays within one iteration; one to this region or an earlier one
                    // starts the next iteration (loop-carried).
                    let back = matches!(to, RegionPoint::Region(j) if j as usize <= ri);
                    for (k, (&v, &input)) in ir.operands(term)[range.clone()].iter().zip(&inputs).enumerate() {
                        if is_tensor(ir, v) {
                            if !back {
                                let u = Use { op: term, index: (range.start + k) as u32 };
                                self.preds.entry(input).or_default().push((v, u));
                            } else {
                                self.carried.entry(input).or_default().push(v);
                            }
                        }
                    }
                }
            }
        }
        // An op that may be left without entering a region (a loop running zero times)
        // forwards its entry operands to its results.
        if succ.contains(&RegionPoint::Parent) && nregions > 0 {
            let range = (rb.entry_operands)(ir, op, 0);
            let results = ir.results(op).to_vec();
            for (k, (&v, &res)) in ir.operands(op)[range.clone()].iter().zip(&results).enumerate() {
                if is_tensor(ir, v) {
                    self.preds.entry(res).or_default().push((v, Use { op, index: (range.start + k) as u32 }));
                }
            }
        }
    }

    /// Joins into buffer classes the values that share a buffer whatever the decisions: an
    /// op's results and the operands they alias without being written (views, casts), and
    /// the values region control flow forwards.
    fn join_static_aliases(&mut self, ir: &Ir, ops: &[Op]) {
        for &op in ops {
            for ri in 0..ir.results(op).len() {
                let r = ir.results(op)[ri];
                if !is_tensor(ir, r) {
                    continue;
                }
                for (j, v) in aliased_operands(ir, op, ri as u32) {
                    if !self.writes(ir, op, j) {
                        self.classes.union(r, v);
                    }
                }
            }
        }
        let flows: Vec<(Value, Value)> = (self.preds.iter().flat_map(|(&to, p)| p.iter().map(move |&(v, _)| (to, v))))
            .chain(self.carried.iter().flat_map(|(&to, p)| p.iter().map(move |&v| (to, v))))
            .collect();
        for (a, b) in flows {
            self.classes.union(a, b);
        }
    }

    /// Whether an upward walk may stop at write `(d, j)` into `v` (decided before the write
    /// being checked): out of place it made a new buffer; in place its own check covered
    /// what lies above, as long as no later write in place went into the same buffer.
    fn covers(&self, d: Op, j: usize, v: Value) -> bool {
        self.out_of_place.contains(&(d, j as u32)) || self.classes.is_latest(d, j as u32, v)
    }

    fn decide(&mut self, ir: &Ir, w: Op, i: usize) {
        let t = ir.operands(w)[i];
        let in_place = !self.read_only(ir, t) && !crosses_loop(ir, ir.parent_block(w), t) && !self.conflict(ir, w, i);
        if in_place {
            self.in_place.insert((w, i as u32));
            // The results that share the destination's buffer (a region op's: through the
            // recorded region flows, already joined).
            if let Some(m) = model(ir, w) {
                for r in (m.aliasing_results)(ir, w, i) {
                    if let Some(&res) = ir.results(w).get(r) {
                        self.classes.union(res, t);
                    }
                }
            }
            self.classes.write_in_place(w, i as u32, t);
        } else {
            self.out_of_place.insert((w, i as u32));
        }
    }

    /// Whether some op reading a value sharing `t`'s buffer that does not derive from `w`'s write
    /// may run after `w` (see the module doc).
    fn conflict(&self, ir: &Ir, w: Op, wi: usize) -> bool {
        let t = ir.operands(w)[wi];
        let mut visited: FxHashSet<Value> = FxHashSet::default();
        // The path upwards: (value, the use through which the path came down from it).
        let mut path: Vec<(Value, Option<Use>)> = vec![(t, None)];
        while let Some((cur, came)) = path.pop() {
            if !visited.insert(cur) {
                continue;
            }
            for &u in ir.uses(cur) {
                if u.op == w {
                    if self.self_use_ok(ir, w, wi, u) {
                        continue;
                    }
                    return true;
                }
                if Some(u) == came {
                    continue;
                }
                // `insert_slice %x into %cur[S]` after a write into `extract_slice %cur[S]`:
                // the write stays inside S, which the insert overwrites; the rest of the
                // buffer, which the insert keeps, is untouched (upstream's matching slices).
                if came.is_some_and(|c| matching_slices(ir, c, u)) && !happens_before(ir, u.op, w, cur) {
                    continue;
                }
                if self.side_use_conflicts(ir, w, wi, cur, u, &mut visited) {
                    return true;
                }
            }
            // Upwards.
            match ir.value_def(cur) {
                ValueDef::Result(d, ri) => {
                    for (j, v) in aliased_operands(ir, d, ri) {
                        // A write decided before: its own check covered what lies above
                        // (in place, while no later write in place shares the buffer), or its
                        // result is a new buffer (out of place).
                        if self.writes(ir, d, j) && self.covers(d, j, v) {
                            continue;
                        }
                        path.push((v, Some(Use { op: d, index: j as u32 })));
                    }
                    self.push_preds(ir, cur, &mut path);
                }
                ValueDef::Arg(..) => self.push_preds(ir, cur, &mut path),
                ValueDef::Placeholder => {}
            }
        }
        false
    }

    /// Pushes on the upward `path` the values region control flow forwards into `v`, except
    /// through an operand its region op writes (`scf.forall`'s shared_outs): that write was
    /// decided before, like a destination's (its own check covered what lies above).
    fn push_preds(&self, ir: &Ir, v: Value, path: &mut Vec<(Value, Option<Use>)>) {
        let Some(p) = self.preds.get(&v) else { return };
        for &(x, u) in p {
            if self.writes(ir, u.op, u.index as usize) && self.covers(u.op, u.index as usize, x) {
                continue;
            }
            path.push((x, Some(u)));
        }
    }

    /// Use `u` of `v` (a value `w`'s write does not produce): a conflict if it reads and may
    /// run after `w`, or if an alias it creates is read after `w`.
    fn side_use_conflicts(&self, ir: &Ir, w: Op, wi: usize, v: Value, u: Use, visited: &mut FxHashSet<Value>) -> bool {
        let op = u.op;
        let i = u.index as usize;
        let m = model(ir, op);
        let reads = m.is_none_or(|m| (m.reads)(ir, op, i));
        if reads && !happens_before(ir, op, w, v) {
            return true;
        }
        // A write decided out of place makes a new buffer: no alias past it.
        if self.out_of_place.contains(&(op, u.index)) {
            return false;
        }
        // A later write of the whole buffer that does not read it (a destination whose old
        // contents the op does not keep: `linalg.fill`, `materialize_in_destination`, a generic
        // not reading its init): the values past it hold that op's data, not `w`'s.
        if !reads && m.is_some() && self.writes(ir, op, i) && happens_before(ir, w, op, v) {
            return false;
        }
        let mut aliases: Vec<Value> = vec![];
        if let Some(m) = m {
            for r in (m.aliasing_results)(ir, op, i) {
                if let Some(&res) = ir.results(op).get(r) {
                    aliases.push(res);
                }
            }
        }
        // Values a region op or region terminator forwards this operand to. A terminator in a
        // branch exclusive with `w`'s (another case of one `scf.if` / `scf.index_switch`)
        // forwards a buffer that `w` did not write on that path: the values it reaches see
        // `w`'s write only through `w`'s own branch, which derives from `w`.
        if ir.def(op).interfaces.region_terminator.is_none() || !exclusive(ir, op, w) {
            aliases.extend(self.forwarded_to(ir, op, v));
        }
        for a in aliases {
            if !visited.insert(a) {
                continue;
            }
            for &u2 in ir.uses(a) {
                if u2.op == w {
                    if self.self_use_ok(ir, w, wi, u2) {
                        continue;
                    }
                    return true;
                }
                if self.side_use_conflicts(ir, w, wi, a, u2, visited) {
                    return true;
                }
            }
        }
        false
    }

    /// Whether `w`'s use `u` of a value sharing the buffer of `w`'s destination operand `wi` is
    /// compatible with writing that buffer in place: the destination itself; an operand `w`
    /// neither reads nor writes; a read of the same elements at the same iteration that writes
    /// them (a linalg op with only parallel loops reading the same view of the buffer through
    /// the same permutation map as the destination's: each element is read, then written, once);
    /// the source of a `tensor.parallel_insert_slice` (as upstream); the source of a
    /// `bufferization.materialize_in_destination` computed in the destination itself; the
    /// source of a `tensor.insert_slice` whose buffer is
    /// (through writes in place) a `tensor.extract_slice` of the destination at the same
    /// offsets, sizes and strides (a no-op copy). Any other read by `w` of its own
    /// destination's buffer (a matmul reading its accumulator as an input), or a second
    /// operand `w` writes, is a conflict.
    fn self_use_ok(&self, ir: &Ir, w: Op, wi: usize, u: Use) -> bool {
        let j = u.index as usize;
        if j == wi {
            return true;
        }
        let Some(m) = model(ir, w) else { return false };
        if self.writes(ir, w, j) {
            return false;
        }
        if !(m.reads)(ir, w, j) {
            return true;
        }
        let ops = ir.operands(w);
        if ir.op_name(w) == "tensor.parallel_insert_slice" {
            // Its source is one iteration's value, read before the in_parallel block's writes.
            return true;
        }
        if matches!(ir.op_name(w), "tensor.insert_slice" | "bufferization.materialize_in_destination") && j == 0 {
            return self.same_slice_or_new(ir, ops[0], w);
        }
        let Some(s) = ir.def(w).interfaces.structured else { return false };
        let (Ok(maps), Ok(iters)) = ((s.indexing_maps)(ir, w), (s.iterator_types)(ir, w)) else { return false };
        let (Some(mr), Some(mw)) = (maps.get(j), maps.get(wi)) else { return false };
        let permutation = {
            let mut seen = vec![false; mw.dims as usize];
            mw.syms == 0
                && mw.results.len() == seen.len()
                && mw.results.iter().all(|e| match e {
                    AffineExpr::Dim(d) => !std::mem::replace(&mut seen[*d as usize], true),
                    _ => false,
                })
        };
        iters.iter().all(|&t| t == IteratorType::Parallel)
            && mr == mw
            && permutation
            && self.view_base(ir, ops[j]) == self.view_base(ir, ops[wi])
    }

    /// Whether every buffer the source `src` of `tensor.insert_slice` `w` may have is either the
    /// slice `w` writes (a `tensor.extract_slice` of `w`'s destination at the same offsets,
    /// sizes and strides) or a new buffer (for `materialize_in_destination`: the destination
    /// itself, or a new buffer): upwards through writes in place (a result is its
    /// destination's buffer), region flows (yielded values, entry operands, loop-carried
    /// values); a write out of place, or a result with no aliased operand and no region flow
    /// (`tensor.empty`, `tensor.generate`, ...), is a new buffer; anything else (a view at
    /// another place, an argument) may alias the destination elsewhere.
    fn same_slice_or_new(&self, ir: &Ir, src: Value, w: Op) -> bool {
        let dest = ir.operands(w)[1];
        // `materialize_in_destination` copies into the whole destination.
        let whole = ir.op_name(w) == "bufferization.materialize_in_destination";
        let mut stack = vec![src];
        let mut visited: FxHashSet<Value> = FxHashSet::default();
        while let Some(x) = stack.pop() {
            if !visited.insert(x) {
                continue;
            }
            let flows = self.preds.get(&x).map(|p| p.iter().map(|&(v, _)| v).collect::<Vec<_>>());
            let carried = self.carried.get(&x).cloned();
            if whole && x == dest {
                continue;
            }
            if let ValueDef::Result(d, ri) = ir.value_def(x) {
                if !whole
                    && ir.op_name(d) == "tensor.extract_slice"
                    && ir.operands(d)[0] == dest
                    && matching_slices(ir, Use { op: d, index: 0 }, Use { op: w, index: 1 })
                {
                    continue;
                }
                if !whole && matches!(ir.op_name(d), "tensor.expand_shape" | "tensor.collapse_shape") {
                    // The same elements, as a view of its source's buffer (or a new buffer
                    // when that does not collapse).
                    stack.push(ir.operands(d)[0]);
                    continue;
                }
                if model(ir, d).is_none() {
                    return false;
                }
                let aliased = aliased_operands(ir, d, ri);
                for &(j, o) in &aliased {
                    if !self.writes(ir, d, j) {
                        return false;
                    }
                    if !self.out_of_place.contains(&(d, j as u32)) {
                        stack.push(o);
                    }
                }
                if aliased.is_empty() && flows.is_none() {
                    continue;
                }
            } else if flows.is_none() {
                return false;
            }
            stack.extend(flows.into_iter().flatten());
            stack.extend(carried.into_iter().flatten());
        }
        true
    }

    /// The value whose buffer, at the same offsets, `v` is: up through the results of writes
    /// decided in place (a destination-passing op's result is its destination's buffer).
    fn view_base(&self, ir: &Ir, mut v: Value) -> Value {
        while let ValueDef::Result(d, ri) = ir.value_def(v) {
            let Some(m) = model(ir, d) else { break };
            let next = aliased_operands(ir, d, ri)
                .into_iter()
                .find(|&(j, _)| (m.writes)(ir, d, j) && self.in_place.contains(&(d, j as u32)));
            match next {
                Some((_, x)) => v = x,
                None => break,
            }
        }
        v
    }

    /// The values `op` forwards `v` into, through region control flow (as recorded in
    /// `preds`, plus loop-carried arguments).
    fn forwarded_to(&self, ir: &Ir, op: Op, v: Value) -> Vec<Value> {
        let mut out = vec![];
        // Region op: its entry operands flow to region arguments and (zero trips) results.
        if let Some(rb) = ir.def(op).interfaces.region_branch {
            for (ri, _) in ir.regions(op).iter().enumerate() {
                let range = (rb.entry_operands)(ir, op, ri as u32);
                let inputs = (rb.inputs)(ir, op, RegionPoint::Region(ri as u32));
                for (k, &x) in ir.operands(op)[range].iter().enumerate() {
                    if x == v {
                        if let Some(&input) = inputs.get(k) {
                            out.push(input);
                        }
                        if let Some(&res) = ir.results(op).get(k) {
                            out.push(res);
                        }
                    }
                }
            }
        }
        // Region terminator: to the parent's results and to loop-carried arguments.
        if let Some(rt) = ir.def(op).interfaces.region_terminator {
            let Some(parent) = ir.parent_op(op) else { return out };
            let Some(rb) = ir.def(parent).interfaces.region_branch else { return out };
            let Some(region) = ir.parent_region(op) else { return out };
            let ri = ir.regions(parent).iter().position(|&r| r == region).unwrap_or(0);
            let mut succ = vec![];
            (rb.successors)(ir, parent, RegionPoint::Region(ri as u32), &mut succ);
            for to in succ {
                let range = (rt.successor_operands)(ir, op, to);
                let inputs = (rb.inputs)(ir, parent, to);
                for (k, &x) in ir.operands(op)[range].iter().enumerate() {
                    if x == v {
                        if let Some(&input) = inputs.get(k) {
                            out.push(input);
                        }
                    }
                }
            }
        }
        out
    }
}

/// Whether `e` is operand 0 of a `tensor.extract_slice` and `i` operand 1 (the destination)
/// of a `tensor.insert_slice` or `tensor.parallel_insert_slice` with the same offsets, sizes
/// and strides.
fn matching_slices(ir: &Ir, e: Use, i: Use) -> bool {
    if e.index != 0 || i.index != 1 {
        return false;
    }
    if ir.op_name(e.op) != "tensor.extract_slice"
        || !matches!(ir.op_name(i.op), "tensor.insert_slice" | "tensor.parallel_insert_slice")
    {
        return false;
    }
    let statics = ["static_offsets", "static_sizes", "static_strides"];
    if statics.iter().any(|n| ir.attr(e.op, n) != ir.attr(i.op, n)) {
        return false;
    }
    let (ge, gi) = (crate::dialects::common::segments(ir, e.op), crate::dialects::common::segments(ir, i.op));
    ge.len() == 4 && gi.len() == 5 && ge[1..] == gi[2..]
}

/// Whether a loop region lies between block `b` and the region defining `v`: a region that
/// holds `b` (at any depth), does not define `v`, and re-executes (`LoopLike`). None does when
/// `v` is defined in a region that does not hold `b` (nested in an op of `b`): every loop
/// around `b` also defines `v` anew.
fn crosses_loop(ir: &Ir, b: Option<Block>, v: Value) -> bool {
    let Some(b) = b else { return false };
    let Some(def_region) = ir.value_region(v) else { return false };
    if !region_within(ir, ir.block_region(b), def_region) {
        return false;
    }
    let mut r = ir.block_region(b);
    while let Some(region) = r {
        if region == def_region {
            return false;
        }
        let Some(parent) = ir.region_op(region) else { return false };
        if let Some(ll) = ir.def(parent).interfaces.loop_like {
            let idx = ir.regions(parent).iter().position(|&x| x == region).unwrap_or(usize::MAX);
            if ll.loop_regions.contains(&idx) {
                return true;
            }
        }
        r = ir.parent_region(parent);
    }
    false
}

/// Whether op `r` (reading `v`) runs before op `w` whenever both run, with no loop around
/// them that would run `r` again after `w` on the same `v`.
fn happens_before(ir: &Ir, r: Op, w: Op, v: Value) -> bool {
    if r == w {
        return false;
    }
    if ir.is_ancestor(r, w) {
        // `r` is a region op around `w`: it reads its operands when entered.
        return true;
    }
    if ir.is_ancestor(w, r) {
        return false;
    }
    // `w`'s ancestors by block.
    let mut chain: FxHashMap<Block, Op> = FxHashMap::default();
    let mut x = w;
    while let Some(b) = ir.parent_block(x) {
        chain.insert(b, x);
        match ir.block_parent_op(b) {
            Some(p) => x = p,
            None => break,
        }
    }
    let mut y = r;
    // The region of `y` holding `r` (once `y` is an ancestor of `r`).
    let mut r_region = None;
    loop {
        let Some(b) = ir.parent_block(y) else { return false };
        if let Some(&aw) = chain.get(&b) {
            if aw == y {
                // Both inside one op, in different regions: exclusive for `scf.if`; otherwise
                // `r` runs first when `v` is defined in `r`'s region (its every read of this `v`
                // ends before control leaves that region for `w`'s, and entering `r`'s region
                // again defines a new `v`: `scf.while`'s "before" region reading its argument
                // that the "after" region writes).
                return has_exclusive_regions(ir, y)
                    || r_region.is_some_and(|rr| region_within(ir, ir.value_region(v), rr));
            }
            return ir.is_before_in_block(y, aw) && !crosses_loop(ir, Some(b), v);
        }
        match ir.block_parent_op(b) {
            Some(p) => {
                r_region = ir.block_region(b);
                y = p;
            }
            None => return false,
        }
    }
}

/// Whether at most one of `op`'s regions runs each time it runs (`scf.if`, `scf.index_switch`).
fn has_exclusive_regions(ir: &Ir, op: Op) -> bool {
    matches!(ir.op_name(op), "scf.if" | "scf.index_switch")
}

/// Whether ops `a` and `b` lie in different regions of one `scf.if` or `scf.index_switch`
/// (at any depth): at most one of them runs each time that op runs.
fn exclusive(ir: &Ir, a: Op, b: Op) -> bool {
    // `a`'s ancestors, each with the region of it that holds `a`.
    let mut regions_of_a: FxHashMap<Op, Region> = FxHashMap::default();
    let mut x = a;
    while let (Some(r), Some(p)) = (ir.parent_region(x), ir.parent_op(x)) {
        regions_of_a.insert(p, r);
        x = p;
    }
    let mut y = b;
    while let (Some(r), Some(p)) = (ir.parent_region(y), ir.parent_op(y)) {
        if let Some(&ra) = regions_of_a.get(&p) {
            return ra != r && has_exclusive_regions(ir, p);
        }
        y = p;
    }
    false
}

/// Whether region `r` is `outer` or nested in it.
fn region_within(ir: &Ir, mut r: Option<Region>, outer: Region) -> bool {
    while let Some(region) = r {
        if region == outer {
            return true;
        }
        r = ir.region_op(region).and_then(|p| ir.parent_region(p));
    }
    false
}

// ----- 3. rewrite -----

struct State<'a> {
    analysis: &'a Analysis,
}

impl BufferizeState for State<'_> {
    fn buffer(&mut self, rw: &mut Rewriter, op: Op, i: usize) -> Value {
        let v = rw.ir.operands(op)[i];
        if let Some(d) = rw.ir.defining_op(v) {
            if rw.ir.op_name(d) == "bufferization.to_tensor" {
                return rw.ir.operands(d)[0];
            }
        }
        let t = rw.ir.value_ty(v);
        let ty = memref_type(&mut rw.ir.ctx, t);
        rw.create_value("bufferization.to_buffer", vec![v], ty, vec![])
    }
    fn dest_buffer(&mut self, rw: &mut Rewriter, op: Op, i: usize, copy_contents: bool) -> Result<Value, String> {
        let m = self.buffer(rw, op, i);
        if !self.analysis.out_of_place.contains(&(op, i as u32)) {
            return Ok(m);
        }
        if !matches!(rw.ir.ctx.type_kind(rw.ir.value_ty(m)), TypeKind::MemRef { .. }) {
            return Err("writes into a tensor of unranked type, which would need a copy: not supported yet".into());
        }
        let new = alloc_like(rw, m);
        if copy_contents {
            copy(rw, m, new);
        }
        Ok(new)
    }
    fn in_place(&self, op: Op, i: usize) -> bool {
        !self.analysis.out_of_place.contains(&(op, i as u32))
    }
    fn replace_op(&mut self, rw: &mut Rewriter, op: Op, values: &[Value]) {
        let results = rw.ir.results(op).to_vec();
        let mut keep = false;
        for (&r, &v) in results.iter().zip(values) {
            if r == v {
                keep = true;
            } else if is_tensor(rw.ir, r) && !rw.ir.ctx.is_tensor(rw.ir.value_ty(v)) {
                let t = rw.ir.value_ty(r);
                let x = rw.create_value("bufferization.to_tensor", vec![v], t, vec![]);
                rw.replace_all_uses_with(r, x);
            } else {
                rw.replace_all_uses_with(r, v);
            }
        }
        if !keep {
            rw.erase_op(op);
        }
    }
}

fn rewrite(ir: &mut Ir, module: Op, analysis: Analysis) -> Result<(), Vec<Diagnostic>> {
    let mut ops = vec![];
    ir.walk(module, &mut |o| ops.push(o));
    let mut state = State { analysis: &analysis };
    for op in ops {
        if ir.is_erased(op) || ir.parent_block(op).is_none() {
            continue;
        }
        let name = ir.op_name(op).to_string();
        if matches!(name.as_str(), "func.func" | "builtin.module" | "bufferization.to_tensor") {
            continue;
        }
        let touches = ir.operands(op).iter().any(|&v| is_tensor(ir, v))
            || ir.results(op).iter().any(|&v| is_tensor(ir, v))
            || declares_tensor(ir, op);
        if !touches {
            continue;
        }
        if ir.results_unused(op) && ir.is_trivially_dead_candidate(op) && ir.regions(op).is_empty() {
            // A dead op without effects: nothing to bufferize.
            let loc = ir.loc(op);
            Rewriter::new(ir, loc).erase_op(op);
            continue;
        }
        let Some(m) = model(ir, op) else {
            let msg = format!("'{name}' op cannot be bufferized by mlirc yet (no bufferization model for this op)");
            return Err(vec![Diagnostic::error(ir.loc(op), msg)]);
        };
        let loc = ir.loc(op);
        let mut rw = Rewriter::new(ir, loc);
        rw.set_insertion_point_before(op);
        if let Err(msg) = (m.bufferize)(&mut rw, op, &mut state) {
            return Err(vec![Diagnostic::error(loc, format!("'{name}' op {msg}"))]);
        }
    }
    Ok(())
}

// ----- 4. cleanup -----

fn cleanup(ir: &mut Ir, module: Op) -> Result<(), Vec<Diagnostic>> {
    let mut to_buffers = vec![];
    let mut to_tensors = vec![];
    ir.walk(module, &mut |o| match ir.op_name(o) {
        "bufferization.to_buffer" => to_buffers.push(o),
        "bufferization.to_tensor" => to_tensors.push(o),
        _ => {}
    });
    for tb in to_buffers {
        let v = ir.operands(tb)[0];
        let Some(d) = ir.defining_op(v) else { continue };
        if ir.op_name(d) != "bufferization.to_tensor" {
            continue;
        }
        let m = ir.operands(d)[0];
        let want = ir.value_ty(ir.result(tb, 0));
        let loc = ir.loc(tb);
        let mut rw = Rewriter::new(ir, loc);
        rw.set_insertion_point_before(tb);
        let b = buffer_as(&mut rw, m, want);
        rw.replace_op(tb, &[b]);
    }
    // Unused to_tensors go, users first.
    for &tt in to_tensors.iter().rev() {
        if !ir.is_erased(tt) && ir.results_unused(tt) {
            let loc = ir.loc(tt);
            Rewriter::new(ir, loc).erase_op(tt);
        }
    }
    for &tt in &to_tensors {
        if ir.is_erased(tt) {
            continue;
        }
        let r = ir.result(tt, 0);
        if let Some(&u) = ir.uses(r).first() {
            let name = ir.op_name(u.op).to_string();
            let msg = format!("'{name}' op uses a tensor that mlirc could not bufferize");
            return Err(vec![Diagnostic::error(ir.loc(u.op), msg)]);
        }
    }
    Ok(())
}
