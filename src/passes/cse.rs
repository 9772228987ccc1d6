//! `cse`: common subexpression elimination over the region tree, as upstream's `CSE.cpp`.
//!
//! Takes: verified IR. Gives: the same IR where an op equivalent to one that dominates it (and
//! that it can see) is replaced by that one, and trivially dead ops met on the way are erased.
//!
//! How (upstream's algorithm):
//! - A scoped hash table of the ops seen so far. A region with one block is one scope; the
//!   blocks of a region with several are visited along its dominator tree (children after
//!   their parent, one scope per tree node), so an op only sees ops that dominate it. A
//!   multi-block region without SSA dominance (graph region) is skipped; unreachable blocks
//!   are not visited.
//! - An op's regions are visited before the op itself, inside the enclosing scope: an op in an
//!   `scf.for` body is replaced by an equivalent op before the loop. The regions of an op that
//!   is (or, unregistered, might be) isolated from above start from an empty table.
//! - For each op, in order: terminators stay; an op whose results are unused and that would be
//!   trivially dead is queued for erasure; an op with a region of several blocks stays; an op
//!   with memory effects takes part only if all of its own effects are reads: it is replaced by
//!   an equivalent earlier read in the same block when no op between them may write (a write
//!   effect or unknown effects, nested ones included), else it becomes the one later reads
//!   match; an op without memory effects is replaced by the equivalent op in scope, or enters
//!   the table.
//! - Equivalence (upstream's `OperationEquivalence`, locations ignored): same name, properties,
//!   discardable attributes, result types, operands (as a multiset for `COMMUTATIVE` ops), and
//!   equivalent regions: same block structure, block argument types, and ops equivalent in
//!   order, values defined inside mapped to their counterparts (there, as mlir-opt-22 does,
//!   the operands of commutative ops are compared in order).
//! - Replacement rewrites the uses of the op's results at once (in a graph region, only the
//!   uses by ops not yet in the table) and erases the op at the end, with the queued dead ops.
//!   An op kept as the replacement with an unknown location takes the replaced op's.
//!
//! Cost: linear in the size of the op. Each op is hashed once (name, properties, attributes,
//! result types, operands, and the shape of its regions: their blocks and the names of the
//! ops directly in them, so ops with regions that differ rarely share a hash) and compared only
//! with ops of the same hash; "no write in between" is a counter of the writing ops passed in
//! the block, not a scan; effect queries are memoized bottom-up (`side_effects.rs`).
//! Upstream rescans the block from the earlier read for every later read.

use super::manager::{Analyses, Pass, PassInfo, PassResult, Preserved};
use super::side_effects::Summaries;
use crate::analysis::DomTree;
use crate::ir::dominance::{has_ssa_dominance, DominanceInfo, PostDominanceInfo, RegionCfg};
use crate::ir::entity::SecondaryMap;
use crate::ir::fxhash::{FxHashMap, FxHasher};
use crate::ir::registry::COMMUTATIVE;
use crate::ir::rewrite::Rewriter;
use crate::ir::*;
use std::any::TypeId;
use std::hash::{Hash, Hasher};

pub const INFO: PassInfo = PassInfo {
    name: "cse",
    class: "CSE",
    summary: "Eliminate common sub-expressions",
    options: &[],
    create: |_| Box::new(CsePass),
};

struct CsePass;

impl Pass for CsePass {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        if run(ir, op) {
            // Only ops without successors are erased: the control flow stays.
            Ok(Preserved::Some(vec![TypeId::of::<DominanceInfo>(), TypeId::of::<PostDominanceInfo>()]))
        } else {
            Ok(Preserved::All)
        }
    }
}

/// Runs CSE on the regions of `top`; returns whether anything changed.
pub fn run(ir: &mut Ir, top: Op) -> bool {
    let mut d = Driver {
        ir,
        table: Table::default(),
        to_erase: vec![],
        fx: Summaries::new(),
        writes: vec![],
        read_mark: SecondaryMap::new(),
    };
    let regions = d.ir.regions(top).to_vec();
    for r in regions {
        d.simplify_region(r);
    }
    let to_erase = std::mem::take(&mut d.to_erase);
    let changed = !to_erase.is_empty();
    let loc = d.ir.loc(top);
    let mut rw = Rewriter::new(d.ir, loc);
    for op in to_erase {
        if !rw.ir.is_erased(op) {
            rw.erase_op(op);
        }
    }
    changed
}

/// The scoped hash table: for each hash, a chain of the ops entered with it, latest first
/// (entries in one vector, linked by index); popping a scope unlinks what it entered.
#[derive(Default)]
struct Table {
    heads: FxHashMap<u64, u32>,
    /// (hash, op, the previous head of its chain).
    entries: Vec<(u64, Op, Option<u32>)>,
    marks: Vec<usize>,
}

impl Table {
    fn push_scope(&mut self) {
        self.marks.push(self.entries.len());
    }
    fn pop_scope(&mut self) {
        let m = self.marks.pop().expect("scope");
        while self.entries.len() > m {
            let (h, _, prev) = self.entries.pop().unwrap();
            match prev {
                Some(p) => {
                    self.heads.insert(h, p);
                }
                None => {
                    self.heads.remove(&h);
                }
            }
        }
    }
    fn insert(&mut self, h: u64, op: Op) {
        let prev = self.heads.insert(h, self.entries.len() as u32);
        self.entries.push((h, op, prev));
    }
    /// The latest op of hash `h` equivalent to `op`.
    fn lookup(&self, ir: &Ir, h: u64, op: Op) -> Option<Op> {
        let mut cur = self.heads.get(&h).copied();
        while let Some(i) = cur {
            let (_, e, prev) = self.entries[i as usize];
            if equivalent(ir, e, op) {
                return Some(e);
            }
            cur = prev;
        }
        None
    }
}

struct Driver<'a> {
    ir: &'a mut Ir,
    table: Table,
    to_erase: Vec<Op>,
    fx: Summaries,
    /// For each block being visited (innermost last): how many ops that may write were passed.
    writes: Vec<u32>,
    /// For a read-only op in the table: the write count of its block when it was entered.
    read_mark: SecondaryMap<Op, u32>,
}

impl Driver<'_> {
    fn simplify_region(&mut self, r: Region) {
        let Some(entry) = self.ir.entry_block(r) else { return };
        let ssa = has_ssa_dominance(self.ir, r);
        if self.ir.num_blocks(r) == 1 {
            self.table.push_scope();
            self.simplify_block(entry, ssa);
            self.table.pop_scope();
            return;
        }
        if !ssa {
            return;
        }
        let mut index = SecondaryMap::new();
        let Some(g) = RegionCfg::new(self.ir, r, &mut index) else { return };
        let dom = DomTree::compute(&g.cfg);
        // Depth-first over the dominator tree: (node, next child).
        let mut stack: Vec<(u32, usize)> = vec![(dom.entry(), 0)];
        self.table.push_scope();
        self.simplify_block(g.blocks[dom.entry() as usize], ssa);
        while let Some(top) = stack.last_mut() {
            let (n, i) = *top;
            if let Some(&c) = dom.children(n).get(i) {
                top.1 += 1;
                stack.push((c, 0));
                self.table.push_scope();
                self.simplify_block(g.blocks[c as usize], ssa);
            } else {
                stack.pop();
                self.table.pop_scope();
            }
        }
    }

    fn simplify_block(&mut self, b: Block, ssa: bool) {
        self.writes.push(0);
        let mut next = self.ir.first_op(b);
        while let Some(op) = next {
            next = self.ir.next_op(op);
            if !self.ir.regions(op).is_empty() {
                let regions = self.ir.regions(op).to_vec();
                let def = self.ir.def(op);
                if def.is_isolated() || self.ir.op_id(op) == OpId::UNREGISTERED {
                    let outer = std::mem::take(&mut self.table);
                    for r in regions {
                        self.simplify_region(r);
                    }
                    self.table = outer;
                } else {
                    for r in regions {
                        self.simplify_region(r);
                    }
                }
            }
            self.simplify_op(op, ssa);
            if self.fx.may_write(self.ir, op) {
                *self.writes.last_mut().unwrap() += 1;
            }
        }
        self.writes.pop();
    }

    fn simplify_op(&mut self, op: Op, ssa: bool) {
        let ir = &*self.ir;
        if ir.def(op).is_terminator() {
            return;
        }
        if ir.results_unused(op) && self.fx.is_dead_if_unused(ir, op) {
            self.to_erase.push(op);
            return;
        }
        if ir.regions(op).iter().any(|&r| ir.num_blocks(r) > 1) {
            return;
        }
        if !self.fx.is_effect_free(ir, op) {
            if !self.fx.only_reads(ir, op) {
                return;
            }
            let h = hash_op(ir, op);
            let writes = *self.writes.last().unwrap();
            if let Some(existing) = self.table.lookup(ir, h, op) {
                if ir.parent_block(existing) == ir.parent_block(op) && self.read_mark[existing] == writes {
                    self.replace(op, existing, ssa);
                    return;
                }
            }
            self.table.insert(h, op);
            self.read_mark[op] = writes;
            return;
        }
        let h = hash_op(ir, op);
        match self.table.lookup(ir, h, op) {
            Some(existing) => self.replace(op, existing, ssa),
            None => self.table.insert(h, op),
        }
    }

    /// Replaces `op`'s results by `existing`'s and queues `op` for erasure once unused.
    fn replace(&mut self, op: Op, existing: Op, ssa: bool) {
        let results = self.ir.results(op).to_vec();
        let with = self.ir.results(existing).to_vec();
        let loc = self.ir.loc(op);
        if ssa {
            let mut rw = Rewriter::new(self.ir, loc);
            for (&r, &w) in results.iter().zip(&with) {
                rw.replace_all_uses_with(r, w);
            }
            self.to_erase.push(op);
        } else {
            // In a graph region a use may come before `op`: only the uses by ops not in the
            // table (as upstream: an op equivalent to the user is not in scope) move.
            let table = &self.table;
            let mut rw = Rewriter::new(self.ir, loc);
            for (&r, &w) in results.iter().zip(&with) {
                rw.replace_uses_if(r, w, &mut |ir, u| table.lookup(ir, hash_op(ir, u.op), u.op).is_none());
            }
            if self.ir.results_unused(op) {
                self.to_erase.push(op);
            }
        }
        let is_unknown = |ir: &Ir, l: Attr| matches!(ir.ctx.attr_kind(l), AttrKind::Loc(LocKind::Unknown));
        if is_unknown(self.ir, self.ir.loc(existing)) && !is_unknown(self.ir, loc) {
            let mut rw = Rewriter::new(self.ir, loc);
            rw.modify_in_place(existing, |ir| ir.set_loc(existing, loc));
        }
    }
}

fn fx_hash<T: Hash>(t: T) -> u64 {
    let mut h = FxHasher::default();
    t.hash(&mut h);
    h.finish()
}

/// A hash of what equivalence compares (regions only by their shape and the names of the ops
/// directly in them).
fn hash_op(ir: &Ir, op: Op) -> u64 {
    let mut h = FxHasher::default();
    ir.op_name_sym(op).hash(&mut h);
    ir.props(op).hash(&mut h);
    ir.attrs(op).hash(&mut h);
    for &r in ir.results(op) {
        ir.value_ty(r).hash(&mut h);
    }
    if ir.def(op).has(COMMUTATIVE) {
        let sum = ir.operands(op).iter().fold(0u64, |s, &v| s.wrapping_add(fx_hash(v)));
        h.write_u64(sum);
    } else {
        ir.operands(op).hash(&mut h);
    }
    for &r in ir.regions(op) {
        h.write_usize(ir.num_blocks(r));
        for b in ir.blocks(r) {
            h.write_usize(ir.args(b).len());
            h.write_usize(ir.num_ops(b));
            for o in ir.ops(b) {
                ir.op_name_sym(o).hash(&mut h);
            }
        }
    }
    h.finish()
}

/// The parts of two ops that must be equal, operands and regions aside.
fn same_shape(ir: &Ir, a: Op, b: Op) -> bool {
    ir.op_name_sym(a) == ir.op_name_sym(b)
        && ir.attrs(a) == ir.attrs(b)
        && ir.props(a) == ir.props(b)
        && ir.operands(a).len() == ir.operands(b).len()
        && ir.results(a).len() == ir.results(b).len()
        && ir.regions(a).len() == ir.regions(b).len()
        && ir.successors(a).len() == ir.successors(b).len()
        && ir.results(a).iter().zip(ir.results(b)).all(|(&x, &y)| ir.value_ty(x) == ir.value_ty(y))
}

/// Whether `a` and `b` compute the same thing (see the module doc).
fn equivalent(ir: &Ir, a: Op, b: Op) -> bool {
    if a == b {
        return true;
    }
    if !same_shape(ir, a, b) {
        return false;
    }
    if ir.regions(a).is_empty() {
        // Fast path: no values to map.
        return if ir.def(a).has(COMMUTATIVE) {
            sorted(ir.operands(a).iter().copied()) == sorted(ir.operands(b).iter().copied())
        } else {
            ir.operands(a) == ir.operands(b)
        };
    }
    Equiv::default().ops(ir, a, b, true)
}

fn sorted(vals: impl Iterator<Item = Value>) -> Vec<Value> {
    let mut v: Vec<Value> = vals.collect();
    v.sort_unstable();
    v
}

/// Structural comparison of ops with regions: values and blocks of `a`'s side mapped to
/// their counterparts on `b`'s side.
#[derive(Default)]
struct Equiv {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<Block, Block>,
}

impl Equiv {
    fn map(&self, v: Value) -> Value {
        *self.values.get(&v).unwrap_or(&v)
    }

    /// Whether `a` and `b` are equivalent; operands of commutative ops are compared as
    /// multisets only at the top (`top`): nested ones in order, as upstream does.
    fn ops(&mut self, ir: &Ir, a: Op, b: Op, top: bool) -> bool {
        if a == b {
            return true;
        }
        if !same_shape(ir, a, b) {
            return false;
        }
        let (oa, ob) = (ir.operands(a), ir.operands(b));
        if top && ir.def(a).has(COMMUTATIVE) {
            if sorted(oa.iter().map(|&v| self.map(v))) != sorted(ob.iter().copied()) {
                return false;
            }
        } else if !oa.iter().zip(ob).all(|(&x, &y)| x == y || (ir.value_ty(x) == ir.value_ty(y) && self.map(x) == y)) {
            return false;
        }
        for (&x, &y) in ir.results(a).iter().zip(ir.results(b)) {
            self.values.insert(x, y);
        }
        ir.regions(a).iter().zip(ir.regions(b)).all(|(&ra, &rb)| self.regions(ir, ra, rb))
    }

    fn regions(&mut self, ir: &Ir, ra: Region, rb: Region) -> bool {
        if ir.num_blocks(ra) != ir.num_blocks(rb) {
            return false;
        }
        for (ba, bb) in ir.blocks(ra).zip(ir.blocks(rb)) {
            if ir.args(ba).len() != ir.args(bb).len() || ir.num_ops(ba) != ir.num_ops(bb) {
                return false;
            }
            if *self.blocks.entry(ba).or_insert(bb) != bb {
                return false;
            }
            for (&x, &y) in ir.args(ba).iter().zip(ir.args(bb)) {
                if ir.value_ty(x) != ir.value_ty(y) {
                    return false;
                }
                self.values.insert(x, y);
            }
            for (oa, ob) in ir.ops(ba).zip(ir.ops(bb)) {
                if !self.ops(ir, oa, ob, false) {
                    return false;
                }
                for (&sa, &sb) in ir.successors(oa).iter().zip(ir.successors(ob)) {
                    if *self.blocks.entry(sa).or_insert(sb) != sb {
                        return false;
                    }
                }
            }
        }
        true
    }
}
