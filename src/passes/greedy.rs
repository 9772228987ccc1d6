//! The greedy pattern driver (MLIR's `applyPatternsGreedily`): applies folders and patterns
//! to the ops below an op until nothing changes.
//!
//! A worklist is seeded with every op in the regions of the root (pre-order, processed top
//! down). For each op taken off the list: a trivially dead op (unused, no effect but reads
//! and allocating its results) is erased; a constant is uniqued (one per value and type in
//! the entry block of the nearest isolated-from-above region, where folded constants go too);
//! else a commutative op gets its constant operand on the right, its folder runs
//! (`OpDef::fold`), then its patterns by decreasing benefit. The
//! rewriter's listener puts back on the list whatever a change touched: inserted and modified
//! ops, the users of replaced results, the definitions of an erased op's operands. When the
//! list is empty, regions are simplified (unreachable blocks erased, unused block arguments
//! dropped from blocks whose predecessors implement the branch interface) and, if anything
//! changed, the whole thing runs again, at most `max_iterations` times.
//!
//! Cost: each op is visited a bounded number of times per change near it; a sweep is linear
//! in the size of the region tree.

use crate::diag::Diagnostic;
use crate::ir::entity::{EntitySet, SecondaryMap};
use crate::ir::fxhash::FxHashMap;
use crate::ir::registry::{COMMUTATIVE, CONSTANT_LIKE, ISOLATED};
use crate::ir::rewrite::{FoldResult, Folded, Listener, Pattern, Rewriter};
use crate::ir::*;

/// How much control-flow simplification runs between sweeps (upstream's `region-simplify`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RegionSimplify {
    Disabled,
    Normal,
    Aggressive,
}

#[derive(Clone, Debug)]
pub struct GreedyConfig {
    /// Seed the worklist so that ops are processed in pre-order.
    pub top_down: bool,
    /// Sweeps at most (`-1`: unbounded).
    pub max_iterations: i64,
    /// Rewrites per sweep at most (`-1`: unbounded).
    pub max_num_rewrites: i64,
    pub region_simplify: RegionSimplify,
    /// Run folders.
    pub fold: bool,
    /// Only patterns with these names (when set).
    pub enable_patterns: Vec<String>,
    /// Never patterns with these names.
    pub disable_patterns: Vec<String>,
}

impl Default for GreedyConfig {
    fn default() -> Self {
        GreedyConfig {
            top_down: true,
            max_iterations: 10,
            max_num_rewrites: -1,
            region_simplify: RegionSimplify::Normal,
            fold: true,
            enable_patterns: vec![],
            disable_patterns: vec![],
        }
    }
}

/// Patterns by the op kind they are rooted at.
#[derive(Default)]
pub struct PatternSet {
    by_op: FxHashMap<OpId, Vec<&'static dyn Pattern>>,
}

impl PatternSet {
    pub fn new() -> PatternSet {
        PatternSet::default()
    }
    /// Every op's canonicalization patterns (`OpDef::canonicalize`), filtered by the config's
    /// enabled/disabled names.
    pub fn canonicalization(ir: &Ir, config: &GreedyConfig) -> PatternSet {
        let mut set = PatternSet::new();
        for (id, def) in ir.registry().defs() {
            for &p in def.canonicalize {
                let name = p.name();
                if !config.enable_patterns.is_empty() && !config.enable_patterns.iter().any(|n| n == name) {
                    continue;
                }
                if config.disable_patterns.iter().any(|n| n == name) {
                    continue;
                }
                set.add_id(id, p);
            }
        }
        set
    }
    /// Adds a pattern rooted at ops named `name`.
    pub fn add(&mut self, ir: &Ir, name: &str, p: &'static dyn Pattern) {
        if let Some(id) = ir.registry().lookup(name) {
            self.add_id(id, p);
        }
    }
    /// Adds the canonicalization patterns of the op named `name` (`OpDef::canonicalize`).
    pub fn add_canonicalization_of(&mut self, ir: &Ir, name: &str) {
        if let Some(id) = ir.registry().lookup(name) {
            for &p in ir.registry().def(id).canonicalize {
                self.add_id(id, p);
            }
        }
    }
    fn add_id(&mut self, id: OpId, p: &'static dyn Pattern) {
        let v = self.by_op.entry(id).or_default();
        v.push(p);
        v.sort_by_key(|p| std::cmp::Reverse(p.benefit()));
    }
    fn for_op(&self, id: OpId) -> &[&'static dyn Pattern] {
        self.by_op.get(&id).map(|v| v.as_slice()).unwrap_or(&[])
    }
}

/// The constant value of `v`, when a constant-like op defines it.
pub fn constant_value(ir: &Ir, v: Value) -> Option<Attr> {
    ir.constant_value(v)
}

/// The worklist and the uniqued constants; the rewriter's listener.
struct State {
    list: Vec<Op>,
    present: EntitySet<Op>,
    /// (insertion region, value, type) → the constant op holding it.
    constants: FxHashMap<(Region, Attr, Type), Op>,
    /// The key under which a constant op is cached.
    constant_key: SecondaryMap<Op, Option<(Region, Attr, Type)>>,
    changed: bool,
}

impl State {
    fn push(&mut self, op: Op) {
        if self.present.insert(op) {
            self.list.push(op);
        }
    }
    fn forget_constant(&mut self, op: Op) {
        if let Some(k) = self.constant_key[op].take() {
            if self.constants.get(&k) == Some(&op) {
                self.constants.remove(&k);
            }
        }
    }
}

impl Listener for State {
    fn op_inserted(&mut self, _ir: &Ir, op: Op) {
        self.changed = true;
        self.push(op);
    }
    fn op_modified(&mut self, _ir: &Ir, op: Op) {
        self.changed = true;
        self.push(op);
    }
    fn op_replaced(&mut self, ir: &Ir, op: Op, _with: &[Value]) {
        self.changed = true;
        for &r in ir.results(op) {
            for u in ir.users(r) {
                self.push(u);
            }
        }
    }
    fn op_erased(&mut self, ir: &Ir, op: Op) {
        self.changed = true;
        self.present.remove(op);
        self.forget_constant(op);
        for &v in ir.operands(op) {
            if let Some(d) = ir.defining_op(v) {
                self.push(d);
            }
        }
    }
    fn block_inserted(&mut self, _ir: &Ir, _b: Block) {
        self.changed = true;
    }
}

/// Where constants for ops in `block` go: the nearest region owned by an isolated-from-above
/// op (or by a detached or unregistered op, which might be isolated), as MLIR's
/// `OperationFolder` does.
fn insertion_region(ir: &Ir, mut block: Block) -> Option<Region> {
    loop {
        let r = ir.block_region(block)?;
        let owner = ir.region_op(r)?;
        if ir.def(owner).has(ISOLATED) || ir.op_id(owner) == crate::ir::OpId::UNREGISTERED {
            return Some(r);
        }
        match ir.parent_block(owner) {
            Some(b) => block = b,
            None => return Some(r),
        }
    }
}

/// Whether `op` can go: unused, not a terminator or symbol, and its only effects read memory
/// or allocate its own results (MLIR's `isOpTriviallyDead`).
pub fn is_trivially_dead(ir: &Ir, op: Op) -> bool {
    ir.results_unused(op) && ir.is_trivially_dead_candidate(op)
}

/// Applies `patterns` and the folders to the ops in the regions of `root` until a fixed point
/// (or the iteration limit). Returns whether it converged; a diagnostic only for a pattern
/// that misbehaves.
pub fn apply_patterns_greedily(
    ir: &mut Ir,
    root: Op,
    patterns: &PatternSet,
    config: &GreedyConfig,
) -> Result<bool, Diagnostic> {
    let mut st = State {
        list: vec![],
        present: EntitySet::new(),
        constants: FxHashMap::default(),
        constant_key: SecondaryMap::new(),
        changed: false,
    };
    let mut iteration = 0i64;
    loop {
        iteration += 1;
        st.changed = false;
        // Seed: every op below the root, so that popping processes them in pre-order (or
        // post-order when not top-down).
        let mut seed = vec![];
        for &r in ir.regions(root) {
            for b in ir.blocks(r) {
                for o in ir.ops(b) {
                    ir.walk(o, &mut |x| seed.push(x));
                }
            }
        }
        if config.top_down {
            seed.reverse();
        }
        st.list.clear();
        st.present.clear();
        for op in seed {
            st.push(op);
        }
        // Pattern applications in this iteration (as upstream, folds and erasures of dead ops
        // do not count): `max_num_rewrites` ends the iteration, not the run.
        let mut rewrites = 0i64;
        while let Some(op) = st.list.pop() {
            if !st.present.contains(op) {
                continue;
            }
            st.present.remove(op);
            if ir.is_erased(op) || ir.parent_block(op).is_none() {
                continue;
            }
            if config.max_num_rewrites >= 0 && rewrites >= config.max_num_rewrites {
                break;
            }
            let loc = ir.loc(op);
            if is_trivially_dead(ir, op) {
                let mut rw = Rewriter::with_listener(ir, loc, &mut st);
                rw.erase_op(op);
                continue;
            }
            if ir.def(op).has(CONSTANT_LIKE) {
                unique_constant(ir, op, &mut st);
                continue;
            }
            if config.fold && try_fold(ir, op, &mut st) {
                continue;
            }
            let id = ir.op_id(op);
            for &p in patterns.for_op(id) {
                let mut rw = Rewriter::with_listener(ir, loc, &mut st);
                rw.set_insertion_point_before(op);
                if p.match_and_rewrite(&mut rw, op) {
                    rewrites += 1;
                    break;
                }
            }
        }
        if config.region_simplify != RegionSimplify::Disabled && simplify_regions(ir, root, &mut st) {
            st.changed = true;
        }
        if !st.changed {
            return Ok(true);
        }
        if config.max_iterations >= 0 && iteration >= config.max_iterations {
            return Ok(false);
        }
    }
}

/// Keeps one constant per value and type in each insertion region, at the start of its entry
/// block. Returns whether it changed anything.
fn unique_constant(ir: &mut Ir, op: Op, st: &mut State) -> bool {
    let Some(value) = ir.attr(op, "value") else { return false };
    let Some(&ty) = ir.result_types(op).first() else { return false };
    let Some(block) = ir.parent_block(op) else { return false };
    let Some(region) = insertion_region(ir, block) else { return false };
    let key = (region, value, ty);
    let loc = ir.loc(op);
    if let Some(&existing) = st.constants.get(&key) {
        if existing == op {
            return false;
        }
        if !ir.is_erased(existing) && ir.op_id(existing) == ir.op_id(op) {
            let v = ir.result(existing, 0);
            let mut rw = Rewriter::with_listener(ir, loc, st);
            rw.replace_op(op, &[v]);
            return true;
        }
    }
    let entry = ir.entry_block(region);
    let mut moved = false;
    // Constants go to the start of the entry block, unless already among the uniqued
    // constants there (upstream's `OperationFolder::insertKnownConstant`).
    let in_place = entry == Some(block)
        && (ir.first_op(block) == Some(op) || ir.prev_op(op).is_some_and(|p| st.constant_key[p].is_some()));
    if !in_place {
        if let Some(e) = entry {
            let mut rw = Rewriter::with_listener(ir, loc, st);
            match rw.ir.first_op(e) {
                Some(first) => rw.move_op_before(op, first),
                None => {
                    rw.ir.detach_op(op);
                    rw.ir.append_op(e, op);
                }
            }
            moved = true;
        }
    }
    st.constants.insert(key, op);
    st.constant_key[op] = Some(key);
    moved
}

/// A constant holding `value : ty` for ops in `block`, made (at the start of the insertion
/// region's entry block) if none exists.
fn materialize(ir: &mut Ir, block: Block, value: Attr, ty: Type, loc: Attr, st: &mut State) -> Option<Value> {
    let region = insertion_region(ir, block)?;
    let key = (region, value, ty);
    if let Some(&c) = st.constants.get(&key) {
        if !ir.is_erased(c) {
            return Some(ir.result(c, 0));
        }
    }
    let entry = ir.entry_block(region)?;
    let make = ir.registry().materialize_constant?;
    let mut rw = Rewriter::with_listener(ir, loc, st);
    match rw.ir.first_op(entry) {
        Some(first) => rw.set_insertion_point_before(first),
        None => rw.set_insertion_point_to_end(entry),
    }
    let c = make(&mut rw, value, ty)?;
    st.constants.insert(key, c);
    st.constant_key[c] = Some(key);
    Some(ir.result(c, 0))
}

/// Runs `op`'s folder; replaces the op by the folded values (constants materialized and
/// uniqued). Returns whether it changed anything.
fn try_fold(ir: &mut Ir, op: Op, st: &mut State) -> bool {
    // Commutative ops keep constants on the right (MLIR's `foldCommutative`).
    if ir.def(op).has(COMMUTATIVE) && ir.operands(op).len() == 2 {
        let (a, b) = (ir.operand(op, 0), ir.operand(op, 1));
        if constant_value(ir, a).is_some() && constant_value(ir, b).is_none() {
            ir.set_operands(op, vec![b, a]);
            st.op_modified(ir, op);
            return true;
        }
    }
    let Some(fold) = ir.def(op).fold else { return false };
    let consts: Vec<Option<Attr>> = ir.operands(op).iter().map(|&v| constant_value(ir, v)).collect();
    match fold(ir, op, &consts) {
        Folded::Failed => false,
        Folded::InPlace => {
            st.op_modified(ir, op);
            true
        }
        Folded::Results(rs) => {
            let results = ir.results(op).to_vec();
            if rs.len() != results.len() {
                return false;
            }
            let block = ir.parent_block(op).expect("attached");
            let loc = ir.loc(op);
            let mut vals = vec![];
            for (r, &res) in rs.iter().zip(&results) {
                match *r {
                    FoldResult::Value(v) => vals.push(v),
                    FoldResult::Attr(a) => {
                        let ty = ir.value_ty(res);
                        match materialize(ir, block, a, ty, loc, st) {
                            Some(v) => vals.push(v),
                            None => return false,
                        }
                    }
                }
            }
            if vals.iter().zip(&results).all(|(a, b)| a == b) {
                return false;
            }
            let mut rw = Rewriter::with_listener(ir, loc, st);
            rw.replace_op(op, &vals);
            true
        }
    }
}

// ----- region simplification -----

/// Erases unreachable blocks and drops unused block arguments, in every region below `root`.
/// Returns whether anything changed.
fn simplify_regions(ir: &mut Ir, root: Op, st: &mut State) -> bool {
    let mut regions = vec![];
    ir.walk(root, &mut |o| regions.extend(ir.regions(o).iter().copied()));
    let mut changed = false;
    for r in regions {
        if ir.region_op(r).is_none_or(|o| ir.is_erased(o)) {
            continue;
        }
        changed |= erase_unreachable_blocks(ir, r, st);
        changed |= drop_unused_block_args(ir, r, st);
    }
    changed
}

fn erase_unreachable_blocks(ir: &mut Ir, r: Region, st: &mut State) -> bool {
    let Some(entry) = ir.entry_block(r) else { return false };
    if ir.num_blocks(r) < 2 {
        return false;
    }
    let mut reached = EntitySet::new();
    let mut stack = vec![entry];
    reached.insert(entry);
    while let Some(b) = stack.pop() {
        if let Some(t) = ir.terminator(b) {
            for &s in ir.successors(t) {
                if reached.insert(s) {
                    stack.push(s);
                }
            }
        }
    }
    let dead: Vec<Block> = ir.blocks(r).filter(|&b| !reached.contains(b)).collect();
    if dead.is_empty() {
        return false;
    }
    for &b in &dead {
        for o in ir.ops(b).collect::<Vec<_>>() {
            ir.walk(o, &mut |x| st.op_erased(ir, x));
        }
    }
    // Values of unreachable blocks are used only in unreachable blocks (they dominate no
    // reachable one), so the set can go as a whole.
    ir.erase_blocks(&dead).is_ok()
}

/// Removes block arguments nobody uses, or that receive one value from every predecessor,
/// from blocks (not entry blocks) whose predecessors all implement the branch interface,
/// together with the operands passed to them.
fn drop_unused_block_args(ir: &mut Ir, r: Region, st: &mut State) -> bool {
    let mut changed = false;
    let blocks: Vec<Block> = ir.blocks(r).skip(1).collect();
    for b in blocks {
        let n = ir.args(b).len();
        if n == 0 {
            continue;
        }
        let uses: Vec<Use> = ir.block_uses(b).to_vec();
        let all_branches = uses.iter().all(|u| ir.def(u.op).interfaces.branch.is_some());
        if !all_branches {
            continue;
        }
        for i in (0..n).rev() {
            let a = ir.arg(b, i);
            if !ir.use_empty(a) {
                // Every predecessor passes the same value (or the argument itself, around a
                // loop): the argument is that value (upstream's region simplification does
                // the same). Not for a value defined in `b`, which cannot reach its entry.
                let mut incoming = uses.iter().map(|u| {
                    let iface = ir.def(u.op).interfaces.branch.unwrap();
                    let range = (iface.successor_operands)(ir, u.op, u.index as usize);
                    ir.operands(u.op)[range].get(i).copied()
                });
                let mut same: Option<Value> = None;
                let uniform = incoming.all(|v| match v {
                    Some(v) if v == a => true,
                    Some(v) => *same.get_or_insert(v) == v,
                    None => false,
                });
                let Some(v) = same.filter(|&v| uniform && ir.value_block(v) != Some(b)) else { continue };
                let users: Vec<Op> = ir.users(a).collect();
                ir.replace_all_uses_with(a, v);
                for u in users {
                    st.op_modified(ir, u);
                }
            }
            for u in &uses {
                let iface = ir.def(u.op).interfaces.branch.unwrap();
                let range = (iface.successor_operands)(ir, u.op, u.index as usize);
                let mut vals: Vec<Value> = ir.operands(u.op)[range].to_vec();
                if i < vals.len() {
                    vals.remove(i);
                }
                (iface.set_successor_operands)(ir, u.op, u.index as usize, vals);
                st.op_modified(ir, u.op);
            }
            let _ = ir.erase_block_arg(b, i);
            changed = true;
        }
    }
    changed
}
