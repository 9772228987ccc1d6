//! Tests of the IR mutation API (`ops.rs`), the rewriter (`rewrite.rs`) and dominance
//! (`dominance.rs`).
//!
//! The main test applies thousands of random edits of every kind to IR built with several
//! regions, blocks and nested ops, mirrors each edit on a plain reference model (vectors of
//! ops, blocks and operands, no use-lists, no order keys), and after every edit compares the
//! whole IR with the model: layout in both directions, parents, operands, successors, every
//! value's use-list and every block's predecessors recomputed from the model, order keys
//! against list positions, erased entities; plus `Ir::check_consistency`. The other tests
//! check single operations against hand-written expectations.

use super::dominance::DominanceInfo;
use super::rewrite::{Listener, Rewriter};
use super::*;
use std::collections::{BTreeMap, BTreeSet};

// ----- helpers -----

/// splitmix64: a small deterministic generator.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        assert!(n > 0);
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<T: Copy>(&mut self, v: &[T]) -> Option<T> {
        if v.is_empty() {
            None
        } else {
            Some(v[self.below(v.len())])
        }
    }
}

/// Creates a detached op with `nres` results of type i32.
fn mk(ir: &mut Ir, name: &str, operands: Vec<Value>, nres: usize, regions: Vec<Region>, succ: Vec<Block>) -> Op {
    let ty = ir.ctx.int_ty(32);
    let loc = ir.ctx.unknown_loc();
    let name = ir.ctx.sym(name);
    ir.create_op(name, operands, &vec![ty; nres], vec![], vec![], regions, succ, loc)
}

/// Creates an op with `mk` and appends it to `b`.
fn add(ir: &mut Ir, b: Block, name: &str, operands: Vec<Value>, nres: usize) -> Op {
    let op = mk(ir, name, operands, nres, vec![], vec![]);
    ir.append_op(b, op);
    op
}

fn i32_ty(ir: &mut Ir) -> Type {
    ir.ctx.int_ty(32)
}

fn sorted_uses(ir: &Ir, v: Value) -> Vec<Use> {
    let mut u = ir.uses(v).to_vec();
    u.sort_by_key(|u| (u.op, u.index));
    u
}

fn messages(d: &[crate::diag::Diagnostic]) -> Vec<String> {
    d.iter().map(|d| d.msg.clone()).collect()
}

/// Parses `text` and checks that it verifies.
fn parse(ir: &mut Ir, text: &str) -> Op {
    let top = match crate::syntax::parse(ir, "test.mlir", text, 0, text.len()) {
        Ok(op) => op,
        Err(d) => panic!("parse failed: {:?}", messages(&d)),
    };
    assert_valid(ir, top);
    top
}

/// `top` verifies and its use-lists and layout are consistent.
fn assert_valid(ir: &Ir, top: Op) {
    let d = verify::verify(ir, top);
    assert!(d.is_empty(), "verify: {:?}\n{}", messages(&d), crate::syntax::print(ir, top, false, false));
    ir.check_consistency(top).unwrap();
}

/// Every op under `top` (itself included), parents first.
fn all_ops(ir: &Ir, top: Op) -> Vec<Op> {
    let mut v = vec![];
    ir.walk(top, &mut |o| v.push(o));
    v
}

/// The op under `top` carrying the discardable attribute `tag = "<tag>"`.
fn tagged(ir: &Ir, top: Op, tag: &str) -> Op {
    let found: Vec<Op> = all_ops(ir, top)
        .into_iter()
        .filter(|&o| ir.attr(o, "tag").and_then(|a| ir.ctx.as_str(a)) == Some(tag.as_bytes()))
        .collect();
    assert_eq!(found.len(), 1, "tag {tag}");
    found[0]
}

/// The values defined by `op` and inside it (results and block arguments at any depth).
fn defined_inside(ir: &Ir, op: Op) -> BTreeSet<Value> {
    let mut s = BTreeSet::new();
    ir.walk(op, &mut |o| {
        s.extend(ir.results(o).iter().copied());
        for &r in ir.regions(o) {
            for b in ir.blocks(r) {
                s.extend(ir.args(b).iter().copied());
            }
        }
    });
    s
}

/// The blocks inside `op`, at any depth.
fn blocks_inside(ir: &Ir, op: Op) -> Vec<Block> {
    let mut v = vec![];
    ir.walk(op, &mut |o| {
        for &r in ir.regions(o) {
            v.extend(ir.blocks(r));
        }
    });
    v
}

/// Runs an erasure that must be refused. In release builds it returns the error; in debug
/// builds the refusal is also a `debug_assert!`, so it must panic before changing anything.
fn refused(ir: &mut Ir, f: impl FnOnce(&mut Ir) -> Result<(), EraseError>) -> Option<EraseError> {
    if cfg!(debug_assertions) {
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(ir)));
        assert!(r.is_err(), "a refused erasure must trip its debug assertion");
        None
    } else {
        match f(ir) {
            Err(e) => Some(e),
            Ok(()) => panic!("the erasure was not refused"),
        }
    }
}

// ----- randomized edit sequences checked against a reference model -----

/// The model of an op: what it refers to and where it is.
#[derive(Clone, Debug, Default)]
struct MOp {
    operands: Vec<Value>,
    results: Vec<Value>,
    successors: Vec<Block>,
    regions: Vec<Region>,
    parent: Option<Block>,
}

#[derive(Clone, Debug)]
struct MBlock {
    args: Vec<Value>,
    ops: Vec<Op>,
    parent: Option<Region>,
}

#[derive(Clone, Debug)]
struct MRegion {
    blocks: Vec<Block>,
    parent: Op,
}

/// An IR and its model, kept equal by applying every edit to both. The model holds exactly
/// the live (attached, not erased) entities under `top`.
struct World {
    ir: Ir,
    rng: Rng,
    ty: Type,
    top: Op,
    ops: BTreeMap<Op, MOp>,
    blocks: BTreeMap<Block, MBlock>,
    regions: BTreeMap<Region, MRegion>,
    /// Arguments removed by `erase_block_arg` (their definition becomes a placeholder).
    erased_args: Vec<Value>,
    /// What the current edit is, for failure messages.
    what: String,
    /// How many times each kind of edit ran (and was refused, for erasures).
    stats: BTreeMap<String, usize>,
}

const NAMES: &[&str] = &["test.a", "test.b", "arith.addi", "cf.br"];

impl World {
    fn new(seed: u64) -> World {
        let mut ir = crate::dialects::new_ir();
        let ty = i32_ty(&mut ir);
        let (r1, r2) = (ir.new_region(), ir.new_region());
        let top = mk(&mut ir, "test.top", vec![], 0, vec![r1, r2], vec![]);
        let mut w = World {
            ir,
            rng: Rng(seed),
            ty,
            top,
            ops: BTreeMap::new(),
            blocks: BTreeMap::new(),
            regions: BTreeMap::new(),
            erased_args: vec![],
            what: "setup".into(),
            stats: BTreeMap::new(),
        };
        w.ops.insert(top, MOp { regions: vec![r1, r2], ..MOp::default() });
        for r in [r1, r2] {
            w.regions.insert(r, MRegion { blocks: vec![], parent: top });
            for _ in 0..3 {
                let n = w.rng.below(3);
                let b = w.fresh_block(n);
                w.ir.append_block(r, b);
                w.m_link_block(b, r, None);
            }
        }
        for _ in 0..30 {
            w.e_create();
        }
        w.check().unwrap();
        w
    }

    fn count(&mut self, what: &str) {
        *self.stats.entry(what.to_string()).or_default() += 1;
        self.what = what.to_string();
    }

    // ----- model helpers -----

    fn fresh_block(&mut self, nargs: usize) -> Block {
        let b = self.ir.new_block();
        let args = (0..nargs).map(|_| self.ir.add_block_arg(b, self.ty)).collect();
        self.blocks.insert(b, MBlock { args, ops: vec![], parent: None });
        b
    }
    fn m_link_block(&mut self, b: Block, r: Region, before: Option<Block>) {
        let list = &mut self.regions.get_mut(&r).unwrap().blocks;
        let pos = before.map(|x| list.iter().position(|&y| y == x).unwrap()).unwrap_or(list.len());
        list.insert(pos, b);
        self.blocks.get_mut(&b).unwrap().parent = Some(r);
    }
    fn m_unlink_block(&mut self, b: Block) {
        let r = self.blocks.get_mut(&b).unwrap().parent.take().unwrap();
        self.regions.get_mut(&r).unwrap().blocks.retain(|&x| x != b);
    }
    fn m_insert(&mut self, op: Op, b: Block, pos: usize) {
        self.blocks.get_mut(&b).unwrap().ops.insert(pos, op);
        self.ops.get_mut(&op).unwrap().parent = Some(b);
    }
    fn m_detach(&mut self, op: Op) {
        let b = self.ops.get_mut(&op).unwrap().parent.take().unwrap();
        self.blocks.get_mut(&b).unwrap().ops.retain(|&x| x != op);
    }
    fn m_pos(&self, op: Op) -> (Block, usize) {
        let b = self.ops[&op].parent.unwrap();
        (b, self.blocks[&b].ops.iter().position(|&x| x == op).unwrap())
    }
    fn op_of_block(&self, b: Block) -> Option<Op> {
        Some(self.regions[&self.blocks[&b].parent?].parent)
    }
    /// Whether `anc` is `op` or contains it.
    fn m_contains_op(&self, anc: Op, mut op: Op) -> bool {
        loop {
            if op == anc {
                return true;
            }
            match self.ops[&op].parent.and_then(|b| self.op_of_block(b)) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }
    /// Whether op `anc` contains block `b` (at any depth).
    fn m_op_contains_block(&self, anc: Op, b: Block) -> bool {
        self.op_of_block(b).is_some_and(|p| self.m_contains_op(anc, p))
    }
    /// Whether block `b` is `outer` or nested in one of its ops.
    fn m_block_within(&self, outer: Block, mut b: Block) -> bool {
        loop {
            if b == outer {
                return true;
            }
            match self.op_of_block(b).and_then(|p| self.ops[&p].parent) {
                Some(pb) => b = pb,
                None => return false,
            }
        }
    }
    /// Whether region `r` is `outer` or nested in it.
    fn m_region_within(&self, outer: Region, r: Region) -> bool {
        let mut p = self.regions[&r].parent;
        if r == outer {
            return true;
        }
        loop {
            let Some(pb) = self.ops[&p].parent else { return false };
            let pr = self.blocks[&pb].parent.unwrap();
            if pr == outer {
                return true;
            }
            p = self.regions[&pr].parent;
        }
    }
    /// The ops, blocks and values of the tree of `op`, parents first.
    fn m_tree(&self, op: Op, ops: &mut Vec<Op>, blocks: &mut Vec<Block>, values: &mut Vec<Value>) {
        ops.push(op);
        values.extend(&self.ops[&op].results);
        for r in &self.ops[&op].regions {
            for b in &self.regions[r].blocks {
                blocks.push(*b);
                values.extend(&self.blocks[b].args);
                for &o in &self.blocks[b].ops {
                    self.m_tree(o, ops, blocks, values);
                }
            }
        }
    }
    /// Forgets the tree of `op` (after it was erased).
    fn m_forget(&mut self, op: Op) {
        let (mut ops, mut blocks, mut values) = (vec![], vec![], vec![]);
        self.m_tree(op, &mut ops, &mut blocks, &mut values);
        for o in ops {
            for r in self.ops.remove(&o).unwrap().regions {
                self.regions.remove(&r);
            }
        }
        for b in blocks {
            self.blocks.remove(&b);
        }
    }
    /// Every use of a value, from the model's operands.
    fn m_uses(&self) -> BTreeMap<Value, Vec<Use>> {
        let mut m: BTreeMap<Value, Vec<Use>> = BTreeMap::new();
        for (&o, d) in &self.ops {
            for (i, &v) in d.operands.iter().enumerate() {
                m.entry(v).or_default().push(Use { op: o, index: i as u32 });
            }
        }
        m
    }
    fn m_block_uses(&self) -> BTreeMap<Block, Vec<Use>> {
        let mut m: BTreeMap<Block, Vec<Use>> = BTreeMap::new();
        for (&o, d) in &self.ops {
            for (i, &b) in d.successors.iter().enumerate() {
                m.entry(b).or_default().push(Use { op: o, index: i as u32 });
            }
        }
        m
    }
    /// A use of a value of `values` by an op for which `inside` is false.
    fn m_outside_use(&self, values: &[Value], inside: &dyn Fn(&World, Op) -> bool) -> Option<Use> {
        let set: BTreeSet<Value> = values.iter().copied().collect();
        for (&o, d) in &self.ops {
            for (i, v) in d.operands.iter().enumerate() {
                if set.contains(v) && !inside(self, o) {
                    return Some(Use { op: o, index: i as u32 });
                }
            }
        }
        None
    }
    /// Whether a block of `blocks` is a successor of an op for which `inside` is false.
    fn m_outside_branch(&self, blocks: &[Block], inside: &dyn Fn(&World, Op) -> bool) -> bool {
        let set: BTreeSet<Block> = blocks.iter().copied().collect();
        self.ops.iter().any(|(&o, d)| d.successors.iter().any(|b| set.contains(b)) && !inside(self, o))
    }
    fn m_replace_uses(&mut self, from: Value, to: Value) {
        for d in self.ops.values_mut() {
            for v in d.operands.iter_mut() {
                if *v == from {
                    *v = to;
                }
            }
        }
    }

    fn live_values(&self) -> Vec<Value> {
        let mut v: Vec<Value> = self.ops.values().flat_map(|d| d.results.iter().copied()).collect();
        v.extend(self.blocks.values().flat_map(|d| d.args.iter().copied()));
        v
    }
    fn used_values(&self) -> Vec<Value> {
        self.m_uses().into_keys().collect()
    }
    fn rand_value(&mut self) -> Option<Value> {
        let v = self.live_values();
        self.rng.pick(&v)
    }
    fn rand_op(&mut self) -> Option<Op> {
        let v: Vec<Op> = self.ops.keys().copied().filter(|&o| o != self.top).collect();
        self.rng.pick(&v)
    }
    fn rand_op_where(&mut self, f: impl Fn(&World, Op, &MOp) -> bool) -> Option<Op> {
        let v: Vec<Op> = self.ops.iter().filter(|(&o, d)| o != self.top && f(self, o, d)).map(|(&o, _)| o).collect();
        self.rng.pick(&v)
    }
    fn rand_block_where(&mut self, f: impl Fn(&World, Block) -> bool) -> Option<Block> {
        let v: Vec<Block> = self.blocks.keys().copied().filter(|&b| f(self, b)).collect();
        self.rng.pick(&v)
    }
    fn rand_region_where(&mut self, f: impl Fn(&World, Region) -> bool) -> Option<Region> {
        let v: Vec<Region> = self.regions.keys().copied().filter(|&r| f(self, r)).collect();
        self.rng.pick(&v)
    }
    /// Random operands: live values, some repeated.
    fn rand_operands(&mut self, n: usize, pool: &[Value]) -> Vec<Value> {
        let mut out: Vec<Value> = vec![];
        for _ in 0..n {
            if !out.is_empty() && self.rng.chance(30) {
                let v = self.rng.pick(&out).unwrap();
                out.push(v);
            } else if let Some(v) = self.rng.pick(pool) {
                out.push(v);
            }
        }
        out
    }

    /// Creates a detached op (recorded in the model without a parent): operands from `vals`,
    /// 0-2 results, maybe successors from `succ_pool`, maybe a region whose blocks hold
    /// nested ops (which may use the new block arguments and results).
    fn build_op(&mut self, vals: &[Value], succ_pool: &[Block], depth: u32) -> Op {
        let name = NAMES[self.rng.below(NAMES.len())];
        let n = self.rng.below(4);
        let operands = self.rand_operands(n, vals);
        let nres = self.rng.below(3);
        let mut succ = vec![];
        if !succ_pool.is_empty() && self.rng.chance(25) {
            for _ in 0..1 + self.rng.below(2) {
                succ.push(self.rng.pick(succ_pool).unwrap());
            }
        }
        let mut regions = vec![];
        if depth < 2 && self.rng.chance(25) {
            let r = self.ir.new_region();
            let nb = 1 + self.rng.below(2);
            let mut blocks = vec![];
            for _ in 0..nb {
                let na = self.rng.below(3);
                let b = self.fresh_block(na);
                self.ir.append_block(r, b);
                blocks.push(b);
            }
            let mut inner = vals.to_vec();
            for b in &blocks {
                inner.extend(&self.blocks[b].args);
            }
            for &b in &blocks {
                for _ in 0..self.rng.below(4) {
                    let o = self.build_op(&inner, &blocks, depth + 1);
                    self.ir.append_op(b, o);
                    let pos = self.blocks[&b].ops.len();
                    self.m_insert(o, b, pos);
                    inner.extend(&self.ops[&o].results);
                }
            }
            for &b in &blocks {
                self.blocks.get_mut(&b).unwrap().parent = Some(r);
            }
            self.regions.insert(r, MRegion { blocks, parent: Op(u32::MAX) });
            regions.push(r);
        }
        let op = mk(&mut self.ir, name, operands.clone(), nres, regions.clone(), succ.clone());
        let results = self.ir.results(op).to_vec();
        assert_eq!(results.len(), nres);
        for r in &regions {
            self.regions.get_mut(r).unwrap().parent = op;
        }
        self.ops.insert(op, MOp { operands, results, successors: succ, regions, parent: None });
        op
    }

    /// Inserts detached `op` into `b` at a random position, with one of the insertion methods.
    fn insert_random(&mut self, op: Op, b: Block) {
        let ops = self.blocks[&b].ops.clone();
        let pos = self.rng.below(ops.len() + 1);
        match self.rng.below(4) {
            1 if pos < ops.len() => self.ir.insert_op_before(op, ops[pos]),
            2 if pos > 0 => self.ir.insert_op_after(op, ops[pos - 1]),
            3 if pos == ops.len() => self.ir.append_op(b, op),
            _ => self.ir.insert_op(InsertPoint { block: b, before: ops.get(pos).copied() }, op),
        }
        self.m_insert(op, b, pos);
    }
}

// The edits. Each picks its operands at random among the live entities, skips itself when no
// valid choice exists, applies the edit to the IR and to the model, and checks what the edit
// itself promises.
impl World {
    fn e_create(&mut self) {
        let Some(b) = self.rand_block_where(|_, _| true) else { return };
        self.count("create+insert");
        let pool = self.regions[&self.blocks[&b].parent.unwrap()].blocks.clone();
        let vals = self.live_values();
        let op = self.build_op(&vals, &pool, 0);
        self.insert_random(op, b);
    }
    fn e_set_operand(&mut self) {
        let Some(op) = self.rand_op_where(|_, _, d| !d.operands.is_empty()) else { return };
        self.count("set_operand");
        let i = self.rng.below(self.ops[&op].operands.len());
        let v = self.rand_value().unwrap();
        self.ir.set_operand(op, i, v);
        self.ops.get_mut(&op).unwrap().operands[i] = v;
    }
    fn e_set_operands(&mut self) {
        let Some(op) = self.rand_op() else { return };
        self.count("set_operands");
        // Reuse the op's own operands often: the same value twice, moved to another slot.
        let mut pool = self.live_values();
        pool.extend(self.ops[&op].operands.clone().repeat(8));
        let n = self.rng.below(5);
        let vals = self.rand_operands(n, &pool);
        self.ir.set_operands(op, vals.clone());
        self.ops.get_mut(&op).unwrap().operands = vals;
    }
    fn e_insert_operands(&mut self) {
        let Some(op) = self.rand_op() else { return };
        self.count("insert_operands");
        let mut pool = self.live_values();
        pool.extend(self.ops[&op].operands.clone().repeat(8));
        let n = 1 + self.rng.below(3);
        let vals = self.rand_operands(n, &pool);
        let at = self.rng.below(self.ops[&op].operands.len() + 1);
        self.ir.insert_operands(op, at, &vals);
        self.ops.get_mut(&op).unwrap().operands.splice(at..at, vals);
    }
    fn e_erase_operand(&mut self) {
        let Some(op) = self.rand_op_where(|_, _, d| !d.operands.is_empty()) else { return };
        self.count("erase_operand");
        let i = self.rng.below(self.ops[&op].operands.len());
        self.ir.erase_operand(op, i);
        self.ops.get_mut(&op).unwrap().operands.remove(i);
    }
    /// A value with uses most of the time, and a replacement.
    fn rand_from_to(&mut self) -> Option<(Value, Value)> {
        let used = self.used_values();
        let from = if self.rng.chance(80) { self.rng.pick(&used) } else { self.rand_value() }?;
        let to = if self.rng.chance(10) { from } else { self.rand_value()? };
        Some((from, to))
    }
    fn e_rauw(&mut self) {
        let Some((from, to)) = self.rand_from_to() else { return };
        self.count("replace_all_uses_with");
        let n = self.ir.uses(from).len() + self.ir.uses(to).len();
        self.ir.replace_all_uses_with(from, to);
        if from != to {
            assert!(self.ir.use_empty(from), "{}", self.what);
            assert_eq!(self.ir.uses(to).len(), n, "{}", self.what);
        }
        self.m_replace_uses(from, to);
    }
    fn e_replace_uses_if(&mut self) {
        let Some((from, to)) = self.rand_from_to() else { return };
        self.count("replace_uses_if");
        let parity = self.rng.below(2) as u32;
        let pred = move |o: Op, i: u32| (o.0 ^ i) & 1 == parity;
        self.ir.replace_uses_if(from, to, &mut |_, u| pred(u.op, u.index));
        for (&o, d) in self.ops.iter_mut() {
            for (i, v) in d.operands.iter_mut().enumerate() {
                if *v == from && pred(o, i as u32) {
                    *v = to;
                }
            }
        }
    }
    fn e_replace_all_uses_except(&mut self) {
        let Some((from, to)) = self.rand_from_to() else { return };
        self.count("replace_all_uses_except");
        let users: Vec<Op> = self.ir.users(from).collect();
        let except = match self.rng.pick(&users) {
            Some(u) => u,
            None => self.rand_op().unwrap_or(self.top),
        };
        self.ir.replace_all_uses_except(from, to, except);
        for (&o, d) in self.ops.iter_mut() {
            if o != except {
                for v in d.operands.iter_mut() {
                    if *v == from {
                        *v = to;
                    }
                }
            }
        }
    }
    fn e_set_successor(&mut self) {
        let Some(op) = self.rand_op_where(|_, _, d| !d.successors.is_empty()) else { return };
        self.count("set_successor");
        let i = self.rng.below(self.ops[&op].successors.len());
        let r = self.blocks[&self.ops[&op].parent.unwrap()].parent.unwrap();
        let b = if self.rng.chance(85) {
            self.rand_block_where(|w, b| w.blocks[&b].parent == Some(r)).unwrap()
        } else {
            self.rand_block_where(|_, _| true).unwrap()
        };
        self.ir.set_successor(op, i, b);
        self.ops.get_mut(&op).unwrap().successors[i] = b;
    }
    fn e_replace_block_uses(&mut self) {
        let used: Vec<Block> = self.m_block_uses().into_keys().collect();
        let Some(from) = self.rng.pick(&used) else { return };
        self.count("replace_all_block_uses_with");
        let r = self.blocks[&from].parent.unwrap();
        let to = self.rand_block_where(|w, b| w.blocks[&b].parent == Some(r)).unwrap();
        self.ir.replace_all_block_uses_with(from, to);
        if from != to {
            assert!(self.ir.block_uses(from).is_empty(), "{}", self.what);
        }
        for d in self.ops.values_mut() {
            for s in d.successors.iter_mut() {
                if *s == from {
                    *s = to;
                }
            }
        }
    }
    /// An op and another op outside it, as anchor for a move.
    fn rand_op_and_anchor(&mut self) -> Option<(Op, Op)> {
        let op = self.rand_op()?;
        let anchor = self.rand_op_where(|w, a, _| !w.m_contains_op(op, a))?;
        Some((op, anchor))
    }
    fn e_move_before(&mut self) {
        let Some((op, anchor)) = self.rand_op_and_anchor() else { return };
        self.count("move_op_before");
        self.ir.move_op_before(op, anchor);
        self.m_detach(op);
        let (b, pos) = self.m_pos(anchor);
        self.m_insert(op, b, pos);
        assert_eq!(self.ir.next_op(op), Some(anchor), "{}", self.what);
    }
    fn e_move_after(&mut self) {
        let Some((op, anchor)) = self.rand_op_and_anchor() else { return };
        self.count("move_op_after");
        self.ir.move_op_after(op, anchor);
        self.m_detach(op);
        let (b, pos) = self.m_pos(anchor);
        self.m_insert(op, b, pos + 1);
        assert_eq!(self.ir.prev_op(op), Some(anchor), "{}", self.what);
    }
    fn e_move_op(&mut self) {
        let Some(op) = self.rand_op() else { return };
        let Some(b) = self.rand_block_where(|w, b| !w.m_op_contains_block(op, b)) else { return };
        self.count("move_op");
        let cands: Vec<Op> = self.blocks[&b].ops.iter().copied().filter(|&o| o != op).collect();
        let before = if self.rng.chance(75) { self.rng.pick(&cands) } else { None };
        self.ir.move_op(op, InsertPoint { block: b, before });
        self.m_detach(op);
        let pos = match before {
            Some(x) => self.m_pos(x).1,
            None => self.blocks[&b].ops.len(),
        };
        self.m_insert(op, b, pos);
    }
    fn e_detach_reinsert(&mut self) {
        let Some(op) = self.rand_op() else { return };
        self.count("detach+insert");
        self.ir.detach_op(op);
        assert_eq!(self.ir.parent_block(op), None, "{}", self.what);
        assert_eq!((self.ir.prev_op(op), self.ir.next_op(op)), (None, None), "{}", self.what);
        self.m_detach(op);
        // The rest stays consistent while `op` is out.
        self.ir.check_consistency(self.top).unwrap_or_else(|e| panic!("{}: {e}", self.what));
        let b = self.rand_block_where(|w, b| !w.m_op_contains_block(op, b)).unwrap();
        self.insert_random(op, b);
    }
    /// Makes the ops for which `inside` is false stop using `values` and branching to
    /// `blocks` (as a pass does before erasing), with `set_operand` and `set_successor`.
    /// False if there is nothing else to use.
    fn drop_outside_refs(&mut self, values: &[Value], blocks: &[Block], inside: &dyn Fn(&World, Op) -> bool) -> bool {
        let vals: Vec<Value> = self.live_values().into_iter().filter(|v| !values.contains(v)).collect();
        let targets: Vec<Block> = self.blocks.keys().copied().filter(|b| !blocks.contains(b)).collect();
        let users: Vec<Op> = self.ops.keys().copied().filter(|&o| !inside(self, o)).collect();
        for o in users {
            for i in 0..self.ops[&o].operands.len() {
                if values.contains(&self.ops[&o].operands[i]) {
                    let Some(v) = self.rng.pick(&vals) else { return false };
                    self.ir.set_operand(o, i, v);
                    self.ops.get_mut(&o).unwrap().operands[i] = v;
                }
            }
            for i in 0..self.ops[&o].successors.len() {
                if blocks.contains(&self.ops[&o].successors[i]) {
                    let Some(b) = self.rng.pick(&targets) else { return false };
                    self.ir.set_successor(o, i, b);
                    self.ops.get_mut(&o).unwrap().successors[i] = b;
                }
            }
        }
        true
    }
    fn e_erase_op(&mut self) {
        let Some(op) = self.rand_op() else { return };
        let (mut ops, mut blocks, mut values) = (vec![], vec![], vec![]);
        self.m_tree(op, &mut ops, &mut blocks, &mut values);
        let inside = move |w: &World, o: Op| w.m_contains_op(op, o);
        if self.rng.chance(50) && !self.drop_outside_refs(&values, &blocks, &inside) {
            return;
        }
        if let Some(_u) = self.m_outside_use(&values, &inside) {
            // Refused: only checked in release builds (it is also a debug assertion).
            if cfg!(debug_assertions) {
                return;
            }
            self.count("erase_op refused");
            match self.ir.erase_op(op) {
                Err(EraseError::StillUsed(u)) => {
                    assert!(!inside(self, u.op), "{}", self.what);
                    assert!(values.contains(&self.ir.operand(u.op, u.index as usize)), "{}", self.what);
                }
                r => panic!("{}: erase_op gave {r:?}", self.what),
            }
            assert!(!self.ir.is_erased(op));
            return;
        }
        // A successor naming a block inside `op` from outside: invalid IR, not erased here.
        if self.m_outside_branch(&blocks, &inside) {
            return;
        }
        self.count(if ops.len() > 1 { "erase_op (nested)" } else { "erase_op" });
        self.ir.erase_op(op).unwrap_or_else(|e| panic!("{}: {e:?}", self.what));
        for &o in &ops {
            assert!(self.ir.is_erased(o), "{}", self.what);
        }
        for &b in &blocks {
            assert!(self.ir.block_is_erased(b), "{}", self.what);
        }
        self.m_detach(op);
        self.m_forget(op);
    }
    fn e_insert_block_arg(&mut self) {
        let Some(b) = self.rand_block_where(|_, _| true) else { return };
        self.count("insert_block_arg");
        let i = self.rng.below(self.blocks[&b].args.len() + 1);
        let v = self.ir.insert_block_arg(b, i, self.ty);
        self.blocks.get_mut(&b).unwrap().args.insert(i, v);
    }
    fn e_add_block_arg(&mut self) {
        let Some(b) = self.rand_block_where(|_, _| true) else { return };
        self.count("add_block_arg");
        let v = self.ir.add_block_arg(b, self.ty);
        self.blocks.get_mut(&b).unwrap().args.push(v);
    }
    fn e_erase_block_arg(&mut self) {
        let Some(b) = self.rand_block_where(|w, b| !w.blocks[&b].args.is_empty()) else { return };
        let i = self.rng.below(self.blocks[&b].args.len());
        let a = self.blocks[&b].args[i];
        if self.rng.chance(50) && !self.drop_outside_refs(&[a], &[], &|_, _| false) {
            return;
        }
        if !self.ir.use_empty(a) || self.m_uses().contains_key(&a) {
            if cfg!(debug_assertions) {
                return;
            }
            self.count("erase_block_arg refused");
            match self.ir.erase_block_arg(b, i) {
                Err(EraseError::StillUsed(u)) => {
                    assert_eq!(self.ir.operand(u.op, u.index as usize), a, "{}", self.what)
                }
                r => panic!("{}: erase_block_arg gave {r:?}", self.what),
            }
            return;
        }
        self.count("erase_block_arg");
        self.ir.erase_block_arg(b, i).unwrap();
        self.blocks.get_mut(&b).unwrap().args.remove(i);
        self.erased_args.push(a);
    }
    fn e_split_block(&mut self) {
        let Some(b) = self.rand_block_where(|_, _| true) else { return };
        self.count("split_block");
        let ops = self.blocks[&b].ops.clone();
        let before = if self.rng.chance(85) { self.rng.pick(&ops) } else { None };
        let nb = self.ir.split_block(b, before);
        assert!(!self.blocks.contains_key(&nb), "{}", self.what);
        assert!(self.ir.args(nb).is_empty(), "{}", self.what);
        let pos = before.map(|x| ops.iter().position(|&y| y == x).unwrap()).unwrap_or(ops.len());
        let moved = self.blocks.get_mut(&b).unwrap().ops.split_off(pos);
        for &o in &moved {
            self.ops.get_mut(&o).unwrap().parent = Some(nb);
        }
        self.blocks.insert(nb, MBlock { args: vec![], ops: moved, parent: None });
        let r = self.blocks[&b].parent.unwrap();
        let list = &self.regions[&r].blocks;
        let next = list.get(list.iter().position(|&x| x == b).unwrap() + 1).copied();
        self.m_link_block(nb, r, next);
    }
    /// Replacement values for the arguments of `src`, none of them an argument of `src`.
    fn rand_args_for(&mut self, src: Block) -> Option<Vec<Value>> {
        let src_args = self.blocks[&src].args.clone();
        let pool: Vec<Value> = self.live_values().into_iter().filter(|v| !src_args.contains(v)).collect();
        src_args.iter().map(|_| self.rng.pick(&pool)).collect()
    }
    /// Moves the ops of `src` into `dst` at `pos`, replaces its arguments, forgets it.
    fn m_absorb(&mut self, src: Block, dst: Block, pos: usize, args: &[Value]) {
        let src_args = self.blocks[&src].args.clone();
        for (&a, &v) in src_args.iter().zip(args) {
            self.m_replace_uses(a, v);
        }
        let moved = std::mem::take(&mut self.blocks.get_mut(&src).unwrap().ops);
        for &o in &moved {
            self.ops.get_mut(&o).unwrap().parent = Some(dst);
        }
        self.blocks.get_mut(&dst).unwrap().ops.splice(pos..pos, moved);
        self.m_unlink_block(src);
        self.blocks.remove(&src);
    }
    fn e_merge_blocks(&mut self) {
        let branched = self.m_block_uses();
        let Some(src) = self.rand_block_where(|_, b| !branched.contains_key(&b)) else { return };
        let Some(dst) = self.rand_block_where(|w, b| !w.m_block_within(src, b)) else { return };
        let Some(args) = self.rand_args_for(src) else { return };
        self.count(if self.blocks[&src].ops.len() > self.blocks[&dst].ops.len() {
            "merge_blocks (longer src)"
        } else {
            "merge_blocks"
        });
        let src_args = self.blocks[&src].args.clone();
        self.ir.merge_blocks(src, dst, &args);
        assert!(self.ir.block_is_erased(src), "{}", self.what);
        for a in src_args {
            assert!(self.ir.use_empty(a), "{}", self.what);
        }
        let pos = self.blocks[&dst].ops.len();
        self.m_absorb(src, dst, pos, &args);
    }
    fn e_inline_block_before(&mut self) {
        let branched = self.m_block_uses();
        let Some(src) = self.rand_block_where(|_, b| !branched.contains_key(&b)) else { return };
        let Some(before) = self.rand_op_where(|w, _, d| !w.m_block_within(src, d.parent.unwrap())) else { return };
        let Some(args) = self.rand_args_for(src) else { return };
        self.count("inline_block_before");
        self.ir.inline_block_before(src, before, &args);
        assert!(self.ir.block_is_erased(src), "{}", self.what);
        let (dst, pos) = self.m_pos(before);
        self.m_absorb(src, dst, pos, &args);
    }
    fn e_inline_region_before(&mut self) {
        let Some(src) = self.rand_region_where(|_, _| true) else { return };
        let Some(dst) = self.rand_region_where(|w, r| !w.m_region_within(src, r)) else { return };
        self.count("inline_region_before");
        let before = if self.rng.chance(60) {
            let list = self.regions[&dst].blocks.clone();
            self.rng.pick(&list)
        } else {
            None
        };
        let moved = self.ir.inline_region_before(src, dst, before);
        assert_eq!(moved, self.regions[&src].blocks, "{}", self.what);
        assert!(self.ir.region_is_empty(src), "{}", self.what);
        for b in moved {
            self.m_unlink_block(b);
            self.m_link_block(b, dst, before);
        }
    }
    fn e_move_block(&mut self) {
        let Some(b) = self.rand_block_where(|_, _| true) else { return };
        let Some(r) = self.rand_region_where(|w, r| !w.region_in_block(r, b)) else { return };
        self.count("move_block");
        let cands: Vec<Block> = self.regions[&r].blocks.iter().copied().filter(|&x| x != b).collect();
        let before = if self.rng.chance(60) { self.rng.pick(&cands) } else { None };
        self.ir.move_block(b, r, before);
        self.m_unlink_block(b);
        self.m_link_block(b, r, before);
    }
    /// Whether region `r` is nested in block `b`.
    fn region_in_block(&self, r: Region, b: Block) -> bool {
        self.ops[&self.regions[&r].parent].parent.is_some_and(|pb| self.m_block_within(b, pb))
    }
    fn e_new_block(&mut self) {
        let Some(r) = self.rand_region_where(|_, _| true) else { return };
        self.count("new block");
        let n = self.rng.below(3);
        let b = self.fresh_block(n);
        let list = self.regions[&r].blocks.clone();
        let anchor = self.rng.pick(&list);
        let before = match (self.rng.below(4), anchor) {
            (0, Some(a)) => {
                self.ir.insert_block_before(b, a);
                Some(a)
            }
            (1, Some(a)) => {
                self.ir.insert_block_after(b, a);
                list.get(list.iter().position(|&x| x == a).unwrap() + 1).copied()
            }
            (2, _) => {
                self.ir.append_block(r, b);
                None
            }
            _ => {
                self.ir.insert_block(r, anchor, b);
                anchor
            }
        };
        self.m_link_block(b, r, before);
    }
    fn e_clone(&mut self) {
        let Some(op) = self.rand_op() else { return };
        let (mut ops, mut blocks, mut values) = (vec![], vec![], vec![]);
        self.m_tree(op, &mut ops, &mut blocks, &mut values);
        let Some(dst) = self.rand_block_where(|_, _| true) else { return };
        self.count(if ops.len() > 1 { "clone_op (nested)" } else { "clone_op" });
        let mut map = IrMapping::new();
        // Sometimes map a value from outside, which the copy must then use instead.
        let mut pre = None;
        if self.rng.chance(30) {
            let outside: Vec<Value> = self.live_values().into_iter().filter(|v| !values.contains(v)).collect();
            if let (Some(a), Some(b)) = (self.rng.pick(&outside), self.rng.pick(&outside)) {
                map.map_value(a, b);
                pre = Some(a);
            }
        }
        let (ops_before, blocks_before, values_before) =
            (self.ir.op_capacity(), self.ir.block_capacity(), self.ir.value_capacity());
        let c = self.ir.clone_op(op, &mut map);
        assert_eq!(self.ir.parent_block(c), None, "{}", self.what);
        assert_eq!(map.ops.get(&op), Some(&c), "{}", self.what);
        // The mapping holds exactly the tree's entities, each to a fresh copy.
        let keys: BTreeSet<Op> = map.ops.keys().copied().collect();
        assert_eq!(keys, ops.iter().copied().collect(), "{}", self.what);
        assert!(map.ops.values().all(|o| o.index() >= ops_before), "{}", self.what);
        let keys: BTreeSet<Block> = map.blocks.keys().copied().collect();
        assert_eq!(keys, blocks.iter().copied().collect(), "{}", self.what);
        assert!(map.blocks.values().all(|b| b.index() >= blocks_before), "{}", self.what);
        let mut keys: BTreeSet<Value> = map.values.keys().copied().collect();
        if let Some(a) = pre {
            keys.remove(&a);
        }
        assert_eq!(keys, values.iter().copied().collect(), "{}", self.what);
        assert!(values.iter().all(|v| map.values[v].index() >= values_before), "{}", self.what);
        // No operand of the copy refers to a value of the original.
        let defined: BTreeSet<Value> = values.iter().copied().collect();
        for &o in &ops {
            let co = map.ops[&o];
            assert!(self.ir.operands(co).iter().all(|v| !defined.contains(v)), "{}", self.what);
            assert!(self.ir.successors(co).iter().all(|b| !blocks.contains(b)), "{}", self.what);
        }
        // The model of the copy, from the model of the original and the mapping.
        for &o in &ops {
            let d = self.ops[&o].clone();
            let co = map.ops[&o];
            let regions = self.ir.regions(co).to_vec();
            assert_eq!(regions.len(), d.regions.len(), "{}", self.what);
            for (r, nr) in d.regions.iter().zip(&regions) {
                let bl = self.regions[r].blocks.iter().map(|b| map.blocks[b]).collect();
                self.regions.insert(*nr, MRegion { blocks: bl, parent: co });
            }
            let parent = if o == op { None } else { Some(map.blocks[&d.parent.unwrap()]) };
            let m = MOp {
                operands: d.operands.iter().map(|&v| map.value(v)).collect(),
                results: d.results.iter().map(|v| map.values[v]).collect(),
                successors: d.successors.iter().map(|&b| map.block(b)).collect(),
                regions,
                parent,
            };
            self.ops.insert(co, m);
        }
        for &b in &blocks {
            let d = self.blocks[&b].clone();
            let m = MBlock {
                args: d.args.iter().map(|v| map.values[v]).collect(),
                ops: d.ops.iter().map(|o| map.ops[o]).collect(),
                parent: None,
            };
            self.blocks.insert(map.blocks[&b], m);
        }
        for &b in &blocks {
            let r = self.blocks[&b].parent.unwrap();
            let nr = self.ops[&map.ops[&self.regions[&r].parent]].regions[self.region_pos(r)];
            self.blocks.get_mut(&map.blocks[&b]).unwrap().parent = Some(nr);
        }
        self.insert_random(c, dst);
    }
    fn region_pos(&self, r: Region) -> usize {
        self.ops[&self.regions[&r].parent].regions.iter().position(|&x| x == r).unwrap()
    }
    fn e_erase_block(&mut self) {
        let Some(b) = self.rand_block_where(|_, _| true) else { return };
        let (mut ops, mut blocks, mut values) = (vec![], vec![], self.blocks[&b].args.clone());
        for o in self.blocks[&b].ops.clone() {
            self.m_tree(o, &mut ops, &mut blocks, &mut values);
        }
        let inside = move |w: &World, o: Op| w.ops[&o].parent.is_some_and(|pb| w.m_block_within(b, pb));
        if self.rng.chance(50) {
            let mut all = blocks.clone();
            all.push(b);
            if !self.drop_outside_refs(&values, &all, &inside) {
                return;
            }
        }
        let preds = self.m_block_uses().remove(&b).unwrap_or_default();
        let outside = self.m_outside_use(&values, &inside);
        if !preds.is_empty() || outside.is_some() {
            if cfg!(debug_assertions) {
                return;
            }
            self.count("erase_block refused");
            match self.ir.erase_block(b) {
                Err(EraseError::StillBranchedTo(u)) if !preds.is_empty() => {
                    assert!(preds.contains(&u), "{}", self.what)
                }
                Err(EraseError::StillUsed(u)) if preds.is_empty() => {
                    assert!(!inside(self, u.op), "{}", self.what);
                    assert!(values.contains(&self.ir.operand(u.op, u.index as usize)), "{}", self.what);
                }
                r => panic!("{}: erase_block gave {r:?}", self.what),
            }
            return;
        }
        if self.m_outside_branch(&blocks, &inside) {
            return;
        }
        self.count("erase_block");
        self.ir.erase_block(b).unwrap_or_else(|e| panic!("{}: {e:?}", self.what));
        assert!(self.ir.block_is_erased(b), "{}", self.what);
        for o in self.blocks[&b].ops.clone() {
            self.m_forget(o);
        }
        self.m_unlink_block(b);
        self.blocks.remove(&b);
        for o in ops {
            assert!(self.ir.is_erased(o), "{}", self.what);
        }
        for x in blocks {
            assert!(self.ir.block_is_erased(x), "{}", self.what);
        }
    }
}

macro_rules! ensure {
    ($c:expr, $($t:tt)*) => {
        if !$c {
            return Err(format!($($t)*));
        }
    };
}

impl World {
    /// Compares the whole IR with the model, and runs `check_consistency`.
    fn check(&mut self) -> Result<(), String> {
        let ir = &self.ir;
        ir.check_consistency(self.top)?;
        for (&r, d) in &self.regions {
            let blocks: Vec<Block> = ir.blocks(r).collect();
            ensure!(blocks == d.blocks, "{r:?}: blocks {blocks:?}, model {:?}", d.blocks);
            let back: Vec<Block> = ir.blocks(r).rev().collect();
            ensure!(back.iter().rev().eq(blocks.iter()), "{r:?}: backward iteration differs");
            // Follow the links by hand (the iterators stop after `num_blocks`).
            let mut fwd = vec![];
            let mut cur = ir.entry_block(r);
            while let Some(b) = cur {
                ensure!(fwd.len() <= blocks.len(), "{r:?}: next_block links loop");
                fwd.push(b);
                cur = ir.next_block(b);
            }
            ensure!(fwd == blocks, "{r:?}: next_block links give {fwd:?}");
            let mut bwd = vec![];
            let mut cur = ir.last_block(r);
            while let Some(b) = cur {
                ensure!(bwd.len() <= blocks.len(), "{r:?}: prev_block links loop");
                bwd.push(b);
                cur = ir.prev_block(b);
            }
            bwd.reverse();
            ensure!(bwd == blocks, "{r:?}: prev_block links give {bwd:?}");
            ensure!(ir.num_blocks(r) == blocks.len() && ir.region_is_empty(r) == blocks.is_empty(), "{r:?}: count");
            ensure!(ir.region_op(r) == Some(d.parent), "{r:?}: region_op");
            ensure!(ir.region_index(r) == Some(self.region_pos(r)), "{r:?}: region_index");
            for (i, &a) in blocks.iter().enumerate() {
                ensure!(ir.is_entry_block(a) == (i == 0), "{a:?}: is_entry_block");
                if let Some(&b) = blocks.get(i + 1) {
                    ensure!(ir.block_is_before(a, b) && !ir.block_is_before(b, a), "{a:?} {b:?}: block order");
                }
            }
            for _ in 0..2.min(blocks.len()) {
                let (i, j) = (self.rng.below(blocks.len()), self.rng.below(blocks.len()));
                ensure!(ir.block_is_before(blocks[i], blocks[j]) == (i < j), "{r:?}: block order {i} {j}");
            }
        }
        let block_uses = self.m_block_uses();
        for (&b, d) in &self.blocks {
            ensure!(!ir.block_is_erased(b), "{b:?}: erased");
            ensure!(ir.block_region(b) == d.parent, "{b:?}: block_region");
            ensure!(ir.block_parent_op(b) == d.parent.map(|r| self.regions[&r].parent), "{b:?}: block_parent_op");
            ensure!(ir.args(b) == d.args, "{b:?}: args {:?}, model {:?}", ir.args(b), d.args);
            for (i, &a) in d.args.iter().enumerate() {
                ensure!(ir.value_def(a) == ValueDef::Arg(b, i as u32), "{a:?}: def {:?}", ir.value_def(a));
                ensure!(ir.arg(b, i) == a && ir.value_block(a) == Some(b), "{a:?}: arg");
            }
            let ops: Vec<Op> = ir.ops(b).collect();
            ensure!(ops == d.ops, "{b:?}: ops {ops:?}, model {:?}", d.ops);
            ensure!(ir.ops(b).rev().eq(d.ops.iter().rev().copied()), "{b:?}: backward iteration differs");
            ensure!(ir.ops(b).len() == ops.len(), "{b:?}: iterator length");
            let mut fwd = vec![];
            let mut cur = ir.first_op(b);
            while let Some(o) = cur {
                ensure!(fwd.len() <= ops.len(), "{b:?}: next_op links loop");
                fwd.push(o);
                cur = ir.next_op(o);
            }
            ensure!(fwd == ops, "{b:?}: next_op links give {fwd:?}");
            let mut bwd = vec![];
            let mut cur = ir.last_op(b);
            while let Some(o) = cur {
                ensure!(bwd.len() <= ops.len(), "{b:?}: prev_op links loop");
                bwd.push(o);
                cur = ir.prev_op(o);
            }
            bwd.reverse();
            ensure!(bwd == ops, "{b:?}: prev_op links give {bwd:?}");
            ensure!(ir.num_ops(b) == ops.len() && ir.block_is_empty(b) == ops.is_empty(), "{b:?}: num_ops");
            ensure!(ir.terminator(b) == ops.last().copied(), "{b:?}: terminator");
            for w in ops.windows(2) {
                ensure!(ir.is_before_in_block(w[0], w[1]), "{b:?}: {:?} not before {:?}", w[0], w[1]);
                ensure!(!ir.is_before_in_block(w[1], w[0]), "{b:?}: {:?} before {:?}", w[1], w[0]);
            }
            for _ in 0..4.min(ops.len()) {
                let (i, j) = (self.rng.below(ops.len()), self.rng.below(ops.len()));
                ensure!(ir.is_before_in_block(ops[i], ops[j]) == (i < j), "{b:?}: order of {i} and {j}");
            }
            let mut want = block_uses.get(&b).cloned().unwrap_or_default();
            let mut have = ir.block_uses(b).to_vec();
            want.sort_by_key(|u| (u.op, u.index));
            have.sort_by_key(|u| (u.op, u.index));
            ensure!(have == want, "{b:?}: block uses {have:?}, model {want:?}");
            let mut preds: Vec<Block> = ir.predecessors(b).collect();
            let mut want_preds: Vec<Block> = want.iter().map(|u| self.ops[&u.op].parent.unwrap()).collect();
            preds.sort();
            want_preds.sort();
            ensure!(preds == want_preds, "{b:?}: predecessors");
        }
        for (&o, d) in &self.ops {
            ensure!(!ir.is_erased(o), "{o:?}: erased");
            let parent = if o == self.top { None } else { d.parent };
            ensure!(ir.parent_block(o) == parent, "{o:?}: parent_block {:?}", ir.parent_block(o));
            let parent_op = parent.and_then(|b| self.op_of_block(b));
            ensure!(ir.parent_op(o) == parent_op && ir.is_ancestor(self.top, o), "{o:?}: parent_op");
            ensure!(ir.parent_region(o) == parent.and_then(|b| self.blocks[&b].parent), "{o:?}: parent_region");
            ensure!(ir.operands(o) == d.operands, "{o:?}: operands {:?}, model {:?}", ir.operands(o), d.operands);
            ensure!(ir.results(o) == d.results, "{o:?}: results");
            for (i, &v) in d.results.iter().enumerate() {
                ensure!(ir.value_def(v) == ValueDef::Result(o, i as u32), "{v:?}: def {:?}", ir.value_def(v));
                ensure!(ir.defining_op(v) == Some(o), "{v:?}: defining_op");
            }
            ensure!(ir.successors(o) == d.successors, "{o:?}: successors {:?}", ir.successors(o));
            ensure!(ir.regions(o) == d.regions, "{o:?}: regions");
        }
        // Every value's use-list, recomputed from the model's operands; values that are not
        // live (erased, merged away) must have no uses left.
        let mut want_uses: Vec<Vec<Use>> = vec![vec![]; ir.value_capacity()];
        for (&o, d) in &self.ops {
            for (i, &v) in d.operands.iter().enumerate() {
                ensure!(v.index() < want_uses.len(), "{o:?} uses an unknown value {v:?}");
                // In (op, index) order, as `sorted_uses` gives.
                want_uses[v.index()].push(Use { op: o, index: i as u32 });
            }
        }
        for (i, want) in want_uses.iter().enumerate() {
            let v = Value(i as u32);
            ensure!(ir.users(v).eq(ir.uses(v).iter().map(|u| u.op)), "{v:?}: users differ from uses");
            ensure!(ir.has_one_use(v) == (want.len() == 1) && ir.use_empty(v) == want.is_empty(), "{v:?}");
            if !want.is_empty() {
                ensure!(&sorted_uses(ir, v) == want, "{v:?}: uses {:?}, model {want:?}", sorted_uses(ir, v));
            }
        }
        for i in 0..ir.op_capacity() {
            let o = Op(i as u32);
            ensure!(self.ops.contains_key(&o) || ir.is_erased(o), "{o:?}: dead but not erased");
        }
        for i in 0..ir.block_capacity() {
            let b = Block(i as u32);
            if !self.blocks.contains_key(&b) {
                ensure!(ir.block_is_erased(b), "{b:?}: dead but not erased");
                ensure!(ir.block_uses(b).is_empty(), "{b:?}: dead but still a successor");
            }
        }
        for &a in &self.erased_args {
            ensure!(ir.value_def(a) == ValueDef::Placeholder, "{a:?}: erased argument keeps a definition");
        }
        Ok(())
    }

    fn edit(&mut self) {
        // Grow while small, shrink while big.
        let n = self.ops.len();
        let k = self.rng.below(27);
        match k {
            _ if n > 120 && k < 8 => {
                if self.rng.chance(50) {
                    self.e_erase_op()
                } else {
                    self.e_erase_block()
                }
            }
            0 | 1 => self.e_create(),
            2 => self.e_set_operand(),
            3 => self.e_set_operands(),
            4 => self.e_insert_operands(),
            5 => self.e_erase_operand(),
            6 => self.e_rauw(),
            7 => self.e_replace_uses_if(),
            8 => self.e_replace_all_uses_except(),
            9 => self.e_set_successor(),
            10 => self.e_replace_block_uses(),
            11 => self.e_move_before(),
            12 => self.e_move_after(),
            13 => self.e_move_op(),
            14 => self.e_detach_reinsert(),
            15 | 16 => self.e_erase_op(),
            17 => self.e_insert_block_arg(),
            18 => self.e_add_block_arg(),
            19 => self.e_erase_block_arg(),
            20 => self.e_split_block(),
            21 => self.e_merge_blocks(),
            22 => self.e_inline_block_before(),
            23 => self.e_inline_region_before(),
            24 => self.e_clone(),
            25 => self.e_erase_block(),
            _ => {
                if self.rng.chance(50) {
                    self.e_new_block()
                } else {
                    self.e_move_block()
                }
            }
        }
    }
}

// 200 sequences of 200 edits, in two tests that can run in parallel.
#[test]
fn random_edit_sequences_a() {
    random_edit_sequences(0);
}

#[test]
fn random_edit_sequences_b() {
    random_edit_sequences(1000);
}

fn random_edit_sequences(first_seed: u64) {
    // Fewer sequences in debug builds, where it is much slower.
    let (seqs, edits): (usize, usize) = if cfg!(debug_assertions) { (10, 200) } else { (100, 200) };
    let mut stats: BTreeMap<String, usize> = BTreeMap::new();
    let mut max_ops = 0;
    for seed in first_seed..first_seed + seqs as u64 {
        let mut w = World::new(seed);
        for step in 0..edits {
            w.what = String::new();
            w.edit();
            max_ops = max_ops.max(w.ops.len());
            if let Err(e) = w.check() {
                panic!("seed {seed}, edit {step} ({}): {e}", w.what);
            }
        }
        for (k, v) in std::mem::take(&mut w.stats) {
            *stats.entry(k).or_default() += v;
        }
    }
    eprintln!("edits run: {stats:?}; largest IR: {max_ops} ops");
    // Every kind of edit ran, many times.
    for kind in [
        "create+insert",
        "set_operand",
        "set_operands",
        "insert_operands",
        "erase_operand",
        "replace_all_uses_with",
        "replace_uses_if",
        "replace_all_uses_except",
        "set_successor",
        "replace_all_block_uses_with",
        "move_op_before",
        "move_op_after",
        "move_op",
        "detach+insert",
        "erase_op",
        "erase_op (nested)",
        "insert_block_arg",
        "add_block_arg",
        "erase_block_arg",
        "split_block",
        "merge_blocks",
        "merge_blocks (longer src)",
        "inline_block_before",
        "inline_region_before",
        "clone_op",
        "clone_op (nested)",
        "erase_block",
        "new block",
        "move_block",
    ] {
        assert!(stats.get(kind).copied().unwrap_or(0) >= seqs / 4, "{kind} ran {:?} times", stats.get(kind));
    }
    if !cfg!(debug_assertions) {
        for kind in ["erase_op refused", "erase_block refused", "erase_block_arg refused"] {
            assert!(stats.get(kind).copied().unwrap_or(0) >= seqs / 4, "{kind} ran {:?} times", stats.get(kind));
        }
    }
}

// ----- use-lists -----

/// A detached-region top op holding one block, for hand-built tests.
fn top_with_block(ir: &mut Ir) -> (Op, Block) {
    let (r, b) = ir.new_region_with_block(&[]);
    let top = mk(ir, "test.top", vec![], 0, vec![r], vec![]);
    (top, b)
}

#[test]
fn replace_all_uses_with_moves_every_use() {
    let mut ir = crate::dialects::new_ir();
    let (top, b) = top_with_block(&mut ir);
    let a = add(&mut ir, b, "test.def", vec![], 1);
    let c = add(&mut ir, b, "test.def", vec![], 1);
    let (va, vc) = (ir.result(a, 0), ir.result(c, 0));
    let u1 = add(&mut ir, b, "test.use", vec![va, vc, va], 0);
    let u2 = add(&mut ir, b, "test.use", vec![va], 0);
    let u3 = add(&mut ir, b, "test.use", vec![vc], 1);
    let use_ = |op: Op, index: u32| Use { op, index };
    assert_eq!(sorted_uses(&ir, va), vec![use_(u1, 0), use_(u1, 2), use_(u2, 0)]);
    assert_eq!(sorted_uses(&ir, vc), vec![use_(u1, 1), use_(u3, 0)]);
    assert!(!ir.has_one_use(va) && !ir.has_one_use(vc) && ir.use_empty(ir.result(u3, 0)));
    assert!(!ir.results_unused(a));

    ir.replace_all_uses_with(va, vc);
    assert!(ir.uses(va).is_empty() && ir.use_empty(va) && !ir.has_one_use(va));
    assert!(ir.results_unused(a));
    assert_eq!(ir.users(va).count(), 0);
    assert_eq!(ir.operands(u1), &[vc, vc, vc]);
    assert_eq!(ir.operands(u2), &[vc]);
    assert_eq!(sorted_uses(&ir, vc), vec![use_(u1, 0), use_(u1, 1), use_(u1, 2), use_(u2, 0), use_(u3, 0)]);
    let mut users: Vec<Op> = ir.users(vc).collect();
    users.sort();
    assert_eq!(users, vec![u1, u1, u1, u2, u3], "an op using a value three times is listed three times");
    ir.check_consistency(top).unwrap();

    // Replacing a value by itself changes nothing.
    ir.replace_all_uses_with(vc, vc);
    assert_eq!(ir.uses(vc).len(), 5);

    // Only the uses the predicate selects move; then all but one op's.
    ir.replace_uses_if(vc, va, &mut |_, u| u.op == u1 && u.index != 1);
    assert_eq!(ir.operands(u1), &[va, vc, va]);
    assert_eq!(sorted_uses(&ir, va), vec![use_(u1, 0), use_(u1, 2)]);
    ir.replace_all_uses_except(vc, va, u3);
    assert_eq!(ir.operands(u1), &[va, va, va]);
    assert_eq!(ir.operands(u2), &[va]);
    assert_eq!(ir.operands(u3), &[vc]);
    assert!(ir.has_one_use(vc));
    assert_eq!(ir.users(vc).collect::<Vec<_>>(), vec![u3]);
    ir.check_consistency(top).unwrap();

    // replace_op_uses gives each result's uses the matching value; the op can then go.
    ir.replace_op_uses(a, &[vc]);
    assert!(ir.results_unused(a));
    assert_eq!(ir.uses(vc).len(), 5);
    ir.erase_op(a).unwrap();
    assert!(ir.is_erased(a));
    ir.check_consistency(top).unwrap();
}

#[test]
fn operand_edits_keep_use_positions() {
    // An op using one value several times, whose uses are shuffled in the use-list, then
    // dropped: each removal moves another use (possibly of the same op) into its slot.
    let mut ir = crate::dialects::new_ir();
    let (top, b) = top_with_block(&mut ir);
    let d = add(&mut ir, b, "test.def", vec![], 2);
    let (v, w) = (ir.result(d, 0), ir.result(d, 1));
    let other = add(&mut ir, b, "test.use", vec![v], 0);
    let op = add(&mut ir, b, "test.use", vec![v, v, v], 0);
    ir.set_operand(op, 0, w);
    ir.set_operand(op, 0, v);
    ir.set_operand(op, 1, w);
    ir.set_operand(op, 1, v);
    ir.check_consistency(top).unwrap();
    ir.erase_operand(op, 2);
    assert_eq!(ir.operands(op), &[v, v]);
    ir.check_consistency(top).unwrap();
    ir.insert_operands(op, 1, &[w, v, w]);
    assert_eq!(ir.operands(op), &[v, w, v, w, v]);
    ir.check_consistency(top).unwrap();
    ir.set_operands(op, vec![w, w]);
    assert_eq!(sorted_uses(&ir, v), vec![Use { op: other, index: 0 }]);
    ir.check_consistency(top).unwrap();
    ir.set_operands(op, vec![v, w, v]);
    ir.drop_operands(op);
    assert!(ir.operands(op).is_empty());
    assert_eq!(sorted_uses(&ir, v), vec![Use { op: other, index: 0 }]);
    assert!(ir.use_empty(w));
    ir.check_consistency(top).unwrap();
}

#[test]
fn block_uses_follow_successors() {
    let mut ir = crate::dialects::new_ir();
    let (top, b0) = top_with_block(&mut ir);
    let r = ir.block_region(b0).unwrap();
    let (b1, b2) = (ir.new_block(), ir.new_block());
    ir.append_block(r, b1);
    ir.append_block(r, b2);
    let t0 = mk(&mut ir, "test.br", vec![], 0, vec![], vec![b1, b2, b1]);
    ir.append_op(b0, t0);
    let t1 = mk(&mut ir, "test.br", vec![], 0, vec![], vec![b1]);
    ir.append_op(b1, t1);
    let preds = |ir: &Ir, b| {
        let mut p: Vec<Block> = ir.predecessors(b).collect();
        p.sort();
        p
    };
    assert_eq!(preds(&ir, b1), vec![b0, b0, b1]);
    assert_eq!(preds(&ir, b2), vec![b0]);
    ir.replace_all_block_uses_with(b1, b2);
    assert!(ir.block_uses(b1).is_empty());
    assert_eq!(ir.successors(t0), &[b2, b2, b2]);
    assert_eq!(ir.successors(t1), &[b2]);
    assert_eq!(preds(&ir, b2), vec![b0, b0, b0, b1]);
    ir.set_successor(t0, 1, b0);
    assert_eq!(preds(&ir, b0), vec![b0]);
    ir.check_consistency(top).unwrap();
}

// ----- refused erasures -----

#[test]
fn erase_refused_while_used() {
    let mut ir = crate::dialects::new_ir();
    let (top, b) = top_with_block(&mut ir);
    let r = ir.block_region(b).unwrap();
    let ty = i32_ty(&mut ir);
    let d = add(&mut ir, b, "test.def", vec![], 1);
    let v = ir.result(d, 0);
    let user = add(&mut ir, b, "test.use", vec![v, v], 0);

    // An op whose result is used.
    let e = refused(&mut ir, |ir| ir.erase_op(d));
    if let Some(e) = e {
        assert!(matches!(e, EraseError::StillUsed(Use { op, index: 0 | 1 }) if op == user), "{e:?}");
    }
    assert!(!ir.is_erased(d) && ir.parent_block(d) == Some(b));
    ir.check_consistency(top).unwrap();

    // An op whose region defines a value used after it (at the results and arguments level).
    let (inner_r, inner_b) = ir.new_region_with_block(&[ty]);
    let inner_def = add(&mut ir, inner_b, "test.def", vec![v], 1);
    let (iv, ia) = (ir.result(inner_def, 0), ir.arg(inner_b, 0));
    let inner_use = add(&mut ir, inner_b, "test.use", vec![iv, ia], 0);
    let holder = mk(&mut ir, "test.holder", vec![], 0, vec![inner_r], vec![]);
    ir.insert_op_before(holder, user);
    let leak = add(&mut ir, b, "test.use", vec![iv], 0);
    if let Some(e) = refused(&mut ir, |ir| ir.erase_op(holder)) {
        assert_eq!(e, EraseError::StillUsed(Use { op: leak, index: 0 }));
    }
    ir.set_operand(leak, 0, v);
    let arg_leak = add(&mut ir, b, "test.use", vec![ia], 0);
    if let Some(e) = refused(&mut ir, |ir| ir.erase_op(holder)) {
        assert_eq!(e, EraseError::StillUsed(Use { op: arg_leak, index: 0 }));
    }
    ir.check_consistency(top).unwrap();
    // Uses inside the op do not count.
    ir.erase_op(arg_leak).unwrap();
    ir.erase_op(holder).unwrap();
    assert!(ir.is_erased(holder) && ir.is_erased(inner_def) && ir.is_erased(inner_use));
    assert!(ir.block_is_erased(inner_b));
    assert_eq!(
        sorted_uses(&ir, v),
        vec![Use { op: user, index: 0 }, Use { op: user, index: 1 }, Use { op: leak, index: 0 }]
    );
    ir.check_consistency(top).unwrap();

    // Blocks: a successor, an argument used in another block, a result used in another block.
    let b1 = ir.new_block();
    let a1 = ir.add_block_arg(b1, ty);
    ir.append_block(r, b1);
    let d1 = add(&mut ir, b1, "test.def", vec![a1], 1);
    let br = mk(&mut ir, "test.br", vec![], 0, vec![], vec![b1]);
    ir.append_op(b, br);
    if let Some(e) = refused(&mut ir, |ir| ir.erase_block(b1)) {
        assert_eq!(e, EraseError::StillBranchedTo(Use { op: br, index: 0 }));
    }
    ir.erase_op(br).unwrap();
    let use_a1 = add(&mut ir, b, "test.use", vec![a1], 0);
    if let Some(e) = refused(&mut ir, |ir| ir.erase_block(b1)) {
        assert_eq!(e, EraseError::StillUsed(Use { op: use_a1, index: 0 }));
    }
    ir.erase_op(use_a1).unwrap();
    let v1 = ir.result(d1, 0);
    let use_d1 = add(&mut ir, b, "test.use", vec![v1], 0);
    if let Some(e) = refused(&mut ir, |ir| ir.erase_block(b1)) {
        assert_eq!(e, EraseError::StillUsed(Use { op: use_d1, index: 0 }));
    }
    assert!(!ir.block_is_erased(b1) && ir.num_blocks(r) == 2 && ir.num_ops(b1) == 1);
    ir.check_consistency(top).unwrap();
    ir.erase_op(use_d1).unwrap();
    // A block branching to itself still counts as branched to.
    let self_br = mk(&mut ir, "test.br", vec![a1], 0, vec![], vec![b1]);
    ir.append_op(b1, self_br);
    if let Some(e) = refused(&mut ir, |ir| ir.erase_block(b1)) {
        assert_eq!(e, EraseError::StillBranchedTo(Use { op: self_br, index: 0 }));
    }
    ir.set_successor(self_br, 0, b);
    ir.erase_block(b1).unwrap();
    assert!(ir.block_is_erased(b1) && ir.is_erased(d1) && ir.is_erased(self_br));
    assert!(ir.block_uses(b).is_empty() && ir.use_empty(a1));
    assert_eq!(ir.num_blocks(r), 1);
    ir.check_consistency(top).unwrap();

    // A used block argument.
    let a0 = ir.add_block_arg(b, ty);
    let use_a0 = add(&mut ir, b, "test.use", vec![a0], 0);
    if let Some(e) = refused(&mut ir, |ir| ir.erase_block_arg(b, 0)) {
        assert_eq!(e, EraseError::StillUsed(Use { op: use_a0, index: 0 }));
    }
    assert_eq!(ir.args(b), &[a0]);
    ir.erase_op(use_a0).unwrap();
    ir.erase_block_arg(b, 0).unwrap();
    assert!(ir.args(b).is_empty());
    ir.check_consistency(top).unwrap();
}

// ----- cloning -----

/// Checks that `copy` (from `clone_op(orig, map)`) mirrors `orig` through `map`: the mapping
/// holds exactly the entities of `orig`, every operand and successor of a copied op is the
/// mapping of the original's, and no operand of the copy refers to a value of the original.
fn check_clone(ir: &Ir, orig: Op, copy: Op, map: &IrMapping) {
    let ops = all_ops(ir, orig);
    let inside = defined_inside(ir, orig);
    let blocks = blocks_inside(ir, orig);
    assert_eq!(map.ops.get(&orig), Some(&copy));
    assert_eq!(map.ops.keys().copied().collect::<BTreeSet<_>>(), ops.iter().copied().collect());
    assert_eq!(map.blocks.keys().copied().collect::<BTreeSet<_>>(), blocks.iter().copied().collect());
    for v in &inside {
        assert!(map.values.contains_key(v), "{v:?} defined in the original is not mapped");
    }
    // The copy has the same shape, in the same order.
    assert_eq!(all_ops(ir, copy), ops.iter().map(|o| map.ops[o]).collect::<Vec<_>>());
    assert_eq!(blocks_inside(ir, copy), blocks.iter().map(|b| map.blocks[b]).collect::<Vec<_>>());
    for &o in &ops {
        let c = map.ops[&o];
        assert_ne!(c, o);
        assert_eq!(ir.op_name(c), ir.op_name(o));
        let want: Vec<Value> = ir.operands(o).iter().map(|&v| map.value(v)).collect();
        assert_eq!(ir.operands(c), want, "operands of the copy of {}", ir.op_name(o));
        assert!(ir.operands(c).iter().all(|v| !inside.contains(v)), "the copy uses a value of the original");
        let want: Vec<Block> = ir.successors(o).iter().map(|&b| map.block(b)).collect();
        assert_eq!(ir.successors(c), want);
        for (r, &v) in ir.results(o).iter().zip(ir.results(c)) {
            assert_eq!(map.values[r], v);
            assert_eq!(ir.value_ty(v), ir.value_ty(*r));
        }
        for (&r, &cr) in ir.regions(o).iter().zip(ir.regions(c)) {
            for (b, cb) in ir.blocks(r).zip(ir.blocks(cr)) {
                assert_eq!(map.blocks[&b], cb);
                for (a, &ca) in ir.args(b).iter().zip(ir.args(cb)) {
                    assert_eq!(map.values[a], ca);
                }
            }
        }
    }
}

/// Renames the copy of a symbol, inserts it after the original and checks the module.
fn insert_renamed(ir: &mut Ir, top: Op, orig: Op, copy: Op, name: &str) {
    let s = ir.ctx.str_attr(name);
    assert!(ir.prop(copy, "sym_name").is_some());
    ir.set_prop(copy, "sym_name", s);
    ir.insert_op_after(copy, orig);
    assert_valid(ir, top);
}

#[test]
fn clone_region_whose_block_order_is_not_dominance_order() {
    let mut ir = crate::dialects::new_ir();
    // ^bb1 uses %0, defined in ^bb2, which comes after it in the list but dominates it.
    let top = parse(
        &mut ir,
        r#"func.func @f(%arg0: i32) -> i32 {
  cf.br ^bb2
^bb1:
  %1 = arith.addi %0, %arg0 {tag = "use"} : i32
  return %1 : i32
^bb2:
  %0 = arith.addi %arg0, %arg0 {tag = "def"} : i32
  cf.br ^bb1
}"#,
    );
    let (use_op, def_op) = (tagged(&ir, top, "use"), tagged(&ir, top, "def"));
    let f = ir.parent_op(use_op).unwrap();
    let before = crate::syntax::print(&ir, top, false, false);
    let mut map = IrMapping::new();
    let c = ir.clone_op(f, &mut map);
    assert_eq!(ir.parent_block(c), None);
    assert_eq!(map.blocks.len(), 3);
    assert_eq!(map.ops.len(), 6);
    // %arg0, %0 and %1.
    assert_eq!(map.values.len(), 3);
    check_clone(&ir, f, c, &map);
    let (cuse, cdef) = (map.ops[&use_op], map.ops[&def_op]);
    assert_eq!(ir.operand(cuse, 0), ir.result(cdef, 0));
    assert_eq!(ir.operand(cuse, 1), ir.arg(ir.entry_block(ir.regions(c)[0]).unwrap(), 0));
    // The original is untouched.
    ir.check_consistency(top).unwrap();
    assert_eq!(crate::syntax::print(&ir, top, false, false), before);
    insert_renamed(&mut ir, top, f, c, "g");
    let f_text = crate::syntax::print(&ir, f, false, false);
    let after_bb2 = f_text.split("^bb2:").nth(1).and_then(|t| t.split_once('\n')).map(|t| t.1);
    assert!(after_bb2.is_some_and(|t| t.starts_with("  %1 = arith.addi %arg0, %arg0")), "{f_text}");
    assert_eq!(crate::syntax::print(&ir, c, false, false), f_text.replace("@f", "@g"));

    // Cloning with a pre-filled mapping: the copy of one op uses the mapped value instead.
    let arg0 = ir.arg(ir.entry_block(ir.regions(f)[0]).unwrap(), 0);
    let mut map = IrMapping::new();
    map.map_value(arg0, ir.result(def_op, 0));
    let c2 = ir.clone_op(use_op, &mut map);
    assert_eq!(ir.operands(c2), &[ir.result(def_op, 0), ir.result(def_op, 0)]);
    assert_eq!(map.ops.len(), 1);
    assert_eq!(map.values[&ir.result(use_op, 0)], ir.result(c2, 0));
    ir.insert_op_before(c2, use_op);
    assert_valid(&ir, top);
}

#[test]
fn clone_nested_regions_and_graph_regions() {
    let mut ir = crate::dialects::new_ir();
    // A graph region: %0 uses %1, defined after it in the same block; and a function whose
    // nested regions use values of the enclosing blocks.
    let top = parse(
        &mut ir,
        r#"module {
  module @inner {
    %0 = arith.addi %1, %1 {tag = "first"} : i32
    %1 = arith.constant 1 : i32
    %2 = arith.addi %0, %1 : i32
  }
  func.func @h(%a: i32, %b: i32, %c: i1) -> i32 {
    %0 = arith.addi %a, %b : i32
    %1 = scf.if %c -> (i32) {
      %2 = arith.addi %b, %0 : i32
      %3 = scf.if %c -> (i32) {
        %4 = arith.addi %2, %a : i32
        scf.yield %4 : i32
      } else {
        scf.yield %b : i32
      }
      scf.yield %3 : i32
    } else {
      scf.yield %a : i32
    } {tag = "if"}
    cf.br ^bb1(%1 : i32)
  ^bb1(%5: i32):
    return %5 : i32
  }
}"#,
    );
    let first = tagged(&ir, top, "first");
    let inner = ir.parent_op(first).unwrap();
    let mut map = IrMapping::new();
    let c = ir.clone_op(inner, &mut map);
    check_clone(&ir, inner, c, &map);
    let cfirst = map.ops[&first];
    let cconst = ir.next_op(cfirst).unwrap();
    assert_eq!(ir.operands(cfirst), &[ir.result(cconst, 0), ir.result(cconst, 0)]);
    insert_renamed(&mut ir, top, inner, c, "inner2");

    // The op defining the value used before it, cloned alone, keeps using the original.
    let mut map = IrMapping::new();
    let c1 = ir.clone_op(first, &mut map);
    assert_eq!(ir.operands(c1), ir.operands(first));
    ir.insert_op_after(c1, first);
    assert_valid(&ir, top);

    // An scf.if nested two deep: the copy uses the function's values from outside, and its own
    // copies inside.
    let if_op = tagged(&ir, top, "if");
    let func = ir.parent_op(if_op).unwrap();
    let mut map = IrMapping::new();
    let c = ir.clone_op(if_op, &mut map);
    check_clone(&ir, if_op, c, &map);
    let outside: BTreeSet<Value> = ir.values_defined_above(ir.regions(c)[0]).into_iter().collect();
    let orig_outside: BTreeSet<Value> = ir.values_defined_above(ir.regions(if_op)[0]).into_iter().collect();
    assert_eq!(outside, orig_outside);
    ir.insert_op_after(c, if_op);
    assert_valid(&ir, top);
    // And the whole function.
    let mut map = IrMapping::new();
    let c = ir.clone_op(func, &mut map);
    check_clone(&ir, func, c, &map);
    insert_renamed(&mut ir, top, func, c, "h2");

    // clone_region_into: the blocks of the function body, into a new region, in order.
    let body = ir.regions(func)[0];
    let (dst, keep) = ir.new_region_with_block(&[]);
    let mut map = IrMapping::new();
    let new_blocks = ir.clone_region_into(body, dst, Some(keep), &mut map);
    let mut want: Vec<Block> = ir.blocks(body).map(|b| map.blocks[&b]).collect();
    assert_eq!(new_blocks, want);
    want.push(keep);
    assert_eq!(ir.blocks(dst).collect::<Vec<_>>(), want);
    let inside: BTreeSet<Value> = ir.blocks(body).flat_map(|b| ir.args(b).to_vec()).collect();
    for b in new_blocks {
        for o in ir.ops(b) {
            assert!(ir.operands(o).iter().all(|v| !inside.contains(v)));
        }
    }
}

// ----- block arguments -----

fn assert_args_numbered(ir: &Ir, b: Block, want: &[Value]) {
    assert_eq!(ir.args(b), want);
    for (i, &a) in want.iter().enumerate() {
        assert_eq!(ir.value_def(a), ValueDef::Arg(b, i as u32), "argument {i}");
        assert_eq!(ir.arg(b, i), a);
    }
}

#[test]
fn block_argument_insertion_and_erasure_renumber() {
    let mut ir = crate::dialects::new_ir();
    let (top, b) = top_with_block(&mut ir);
    let ty = i32_ty(&mut ir);
    let i1 = ir.ctx.int_ty(1);
    let a: Vec<Value> = (0..3).map(|_| ir.add_block_arg(b, ty)).collect();
    assert_args_numbered(&ir, b, &a);
    let user = add(&mut ir, b, "test.use", vec![a[2], a[0]], 0);

    let x = ir.insert_block_arg(b, 1, i1);
    assert_eq!(ir.value_ty(x), i1);
    assert_args_numbered(&ir, b, &[a[0], x, a[1], a[2]]);
    let y = ir.insert_block_arg(b, 0, ty);
    assert_args_numbered(&ir, b, &[y, a[0], x, a[1], a[2]]);
    let z = ir.insert_block_arg(b, 5, ty);
    assert_args_numbered(&ir, b, &[y, a[0], x, a[1], a[2], z]);

    ir.erase_block_arg(b, 2).unwrap();
    assert_eq!(ir.value_def(x), ValueDef::Placeholder);
    assert_args_numbered(&ir, b, &[y, a[0], a[1], a[2], z]);
    ir.erase_block_arg(b, 0).unwrap();
    assert_args_numbered(&ir, b, &[a[0], a[1], a[2], z]);
    ir.erase_block_arg(b, 3).unwrap();
    assert_args_numbered(&ir, b, &[a[0], a[1], a[2]]);
    ir.erase_block_arg(b, 1).unwrap();
    assert_args_numbered(&ir, b, &[a[0], a[2]]);
    let w = ir.add_block_arg(b, ty);
    assert_args_numbered(&ir, b, &[a[0], a[2], w]);
    // The user still sees its values, whose positions changed.
    assert_eq!(ir.operands(user), &[a[2], a[0]]);
    ir.check_consistency(top).unwrap();
}

// ----- order keys -----

/// Checks `is_before_in_block` against list positions: every adjacent pair, the first and last
/// against all, and `samples` random pairs.
fn check_order(ir: &Ir, b: Block, rng: &mut Rng, samples: usize) {
    let ops: Vec<Op> = ir.ops(b).collect();
    assert_eq!(ops.len(), ir.num_ops(b));
    for w in ops.windows(2) {
        assert!(ir.is_before_in_block(w[0], w[1]) && !ir.is_before_in_block(w[1], w[0]));
    }
    if let (Some(&f), Some(&l)) = (ops.first(), ops.last()) {
        for &o in &ops[1..] {
            assert!(ir.is_before_in_block(f, o));
        }
        for &o in &ops[..ops.len() - 1] {
            assert!(ir.is_before_in_block(o, l));
        }
    }
    for _ in 0..samples.min(ops.len() * ops.len()) {
        let (i, j) = (rng.below(ops.len()), rng.below(ops.len()));
        assert_eq!(ir.is_before_in_block(ops[i], ops[j]), i < j, "positions {i} and {j} of {}", ops.len());
    }
}

#[test]
fn order_keys_after_many_inserts_splits_and_merges() {
    let mut ir = crate::dialects::new_ir();
    let (top, b) = top_with_block(&mut ir);
    let mut rng = Rng(7);
    let first = add(&mut ir, b, "test.first", vec![], 0);
    let last = add(&mut ir, b, "test.last", vec![], 0);
    // Right after the first op, 10,000 times: the gap halves until there is none, then the
    // keys are renumbered locally, and when that runs too far, the whole list.
    let mut want = vec![first, last];
    for _ in 0..10_000 {
        let o = mk(&mut ir, "test.x", vec![], 0, vec![], vec![]);
        ir.insert_op_after(o, first);
        want.insert(1, o);
    }
    assert_eq!(ir.ops(b).collect::<Vec<_>>(), want);
    check_order(&ir, b, &mut rng, 100_000);
    ir.check_consistency(top).unwrap();
    // Right before the last op, before the first (at the front), and at random places.
    for k in 0..6_000 {
        let o = mk(&mut ir, "test.y", vec![], 0, vec![], vec![]);
        match k % 3 {
            0 => {
                let l = ir.last_op(b).unwrap();
                ir.insert_op_before(o, l);
                want.insert(want.len() - 1, o);
            }
            1 => {
                let f = ir.first_op(b).unwrap();
                ir.insert_op_before(o, f);
                want.insert(0, o);
            }
            _ => {
                let i = rng.below(want.len());
                ir.insert_op(InsertPoint { block: b, before: Some(want[i]) }, o);
                want.insert(i, o);
            }
        }
    }
    assert_eq!(ir.ops(b).collect::<Vec<_>>(), want);
    check_order(&ir, b, &mut rng, 100_000);
    ir.check_consistency(top).unwrap();

    // Splits near the start, the end and the middle (the shorter part moves), and merges
    // back (the shorter block's ops move), inserting into each part in between.
    let n = want.len();
    for at in [1, 5, n / 2, n - 5, n - 1, 0] {
        let nb = ir.split_block(b, Some(want[at]));
        assert_eq!(ir.next_block(b), Some(nb));
        assert_eq!(ir.ops(b).collect::<Vec<_>>(), want[..at]);
        assert_eq!(ir.ops(nb).collect::<Vec<_>>(), want[at..]);
        assert!(ir.ops(b).all(|o| ir.parent_block(o) == Some(b)));
        assert!(ir.ops(nb).all(|o| ir.parent_block(o) == Some(nb)));
        check_order(&ir, b, &mut rng, 20_000);
        check_order(&ir, nb, &mut rng, 20_000);
        ir.check_consistency(top).unwrap();
        // Insert at the seam on both sides.
        let (o1, o2) =
            (mk(&mut ir, "test.z", vec![], 0, vec![], vec![]), mk(&mut ir, "test.z", vec![], 0, vec![], vec![]));
        ir.append_op(b, o1);
        ir.insert_op(InsertPoint { block: nb, before: ir.first_op(nb) }, o2);
        want.splice(at..at, [o1, o2]);
        check_order(&ir, b, &mut rng, 20_000);
        check_order(&ir, nb, &mut rng, 20_000);
        ir.merge_blocks(nb, b, &[]);
        assert!(ir.block_is_erased(nb));
        assert_eq!(ir.ops(b).collect::<Vec<_>>(), want);
        check_order(&ir, b, &mut rng, 50_000);
        ir.check_consistency(top).unwrap();
    }
    // Splitting at no op gives an empty block; merging a short block into a long one and a
    // long one into a short one.
    let nb = ir.split_block(b, None);
    assert!(ir.block_is_empty(nb) && ir.num_ops(b) == want.len());
    let extra: Vec<Op> = (0..3).map(|_| add(&mut ir, nb, "test.w", vec![], 0)).collect();
    ir.merge_blocks(nb, b, &[]);
    want.extend(&extra);
    assert_eq!(ir.ops(b).collect::<Vec<_>>(), want);
    check_order(&ir, b, &mut rng, 20_000);
    let r = ir.block_region(b).unwrap();
    let short = ir.new_block();
    ir.insert_block_before(short, b);
    let head: Vec<Op> = (0..3).map(|_| add(&mut ir, short, "test.w", vec![], 0)).collect();
    ir.merge_blocks(b, short, &[]);
    let mut all = head.clone();
    all.extend(&want);
    assert_eq!(ir.ops(short).collect::<Vec<_>>(), all);
    assert_eq!(ir.blocks(r).collect::<Vec<_>>(), vec![short]);
    check_order(&ir, short, &mut rng, 50_000);
    ir.check_consistency(top).unwrap();

    // Block order keys: 300 blocks right after the entry block, and 300 before the last.
    let mut want = vec![short];
    for k in 0..600 {
        let nb = ir.new_block();
        if k % 2 == 0 {
            ir.insert_block_after(nb, short);
            want.insert(1, nb);
        } else {
            let last = ir.last_block(r).unwrap();
            ir.insert_block_before(nb, last);
            want.insert(want.len() - 1, nb);
        }
    }
    assert_eq!(ir.blocks(r).collect::<Vec<_>>(), want);
    for _ in 0..20_000 {
        let (i, j) = (rng.below(want.len()), rng.below(want.len()));
        assert_eq!(ir.block_is_before(want[i], want[j]), i < j);
    }
    ir.check_consistency(top).unwrap();
}

#[test]
fn clear_block_erases_last_first() {
    let mut ir = crate::dialects::new_ir();
    let (top, b) = top_with_block(&mut ir);
    let r = ir.block_region(b).unwrap();
    let b1 = ir.new_block();
    ir.append_block(r, b1);
    // A chain: each op uses the previous one; the last op's result is used from `b`.
    let mut prev = add(&mut ir, b1, "test.def", vec![], 1);
    let mut chain = vec![prev];
    for _ in 0..5 {
        let v = ir.result(prev, 0);
        prev = add(&mut ir, b1, "test.use", vec![v, v], 1);
        chain.push(prev);
    }
    ir.clear_block(b1).unwrap();
    assert!(ir.block_is_empty(b1) && chain.iter().all(|&o| ir.is_erased(o)));
    ir.check_consistency(top).unwrap();
    // Refused at the first op whose result is used outside the block; the ops after it are gone.
    let d = add(&mut ir, b1, "test.def", vec![], 1);
    let v = ir.result(d, 0);
    let mid = add(&mut ir, b1, "test.use", vec![v], 1);
    let tail = add(&mut ir, b1, "test.use", vec![v], 0);
    let m = ir.result(mid, 0);
    let outside = add(&mut ir, b, "test.use", vec![m], 0);
    if let Some(e) = refused(&mut ir, |ir| ir.clear_block(b1)) {
        assert_eq!(e, EraseError::StillUsed(Use { op: outside, index: 0 }));
        assert!(ir.is_erased(tail) && !ir.is_erased(mid) && !ir.is_erased(d));
        assert_eq!(ir.ops(b1).collect::<Vec<_>>(), vec![d, mid]);
        ir.check_consistency(top).unwrap();
    }
}

// ----- walks -----

/// top { a0; k1 { n1; n2 }; a2 { k3; a4 { n5 } }; k6; a7 }, with every op named by its tag:
/// ops named `k*` are erased by the walks below. No op uses another's results.
fn walk_fixture(ir: &mut Ir) -> (Op, BTreeMap<&'static str, Op>) {
    let mut names = BTreeMap::new();
    let block_with =
        |ir: &mut Ir, names: &mut BTreeMap<&'static str, Op>, children: &[(&'static str, Option<Region>)]| {
            let (r, b) = ir.new_region_with_block(&[]);
            for &(name, region) in children {
                let op = mk(ir, name, vec![], 1, region.into_iter().collect(), vec![]);
                ir.append_op(b, op);
                names.insert(name, op);
            }
            r
        };
    let r_n5 = block_with(ir, &mut names, &[("n5", None)]);
    let r_a2 = block_with(ir, &mut names, &[("k3", None), ("a4", Some(r_n5))]);
    let r_k1 = block_with(ir, &mut names, &[("n1", None), ("n2", None)]);
    let r_top =
        block_with(ir, &mut names, &[("a0", None), ("k1", Some(r_k1)), ("a2", Some(r_a2)), ("k6", None), ("a7", None)]);
    let top = mk(ir, "top", vec![], 0, vec![r_top], vec![]);
    names.insert("top", top);
    ir.check_consistency(top).unwrap();
    (top, names)
}

fn names_of(ir: &Ir, ops: &[Op]) -> Vec<String> {
    ops.iter().map(|&o| ir.op_name(o).to_string()).collect()
}

#[test]
fn walks_erasing_skipping_interrupting() {
    let pre_all = ["top", "a0", "k1", "n1", "n2", "a2", "k3", "a4", "n5", "k6", "a7"];
    let post_all = ["a0", "n1", "n2", "k1", "k3", "n5", "a4", "a2", "k6", "a7", "top"];
    for order in [WalkOrder::Pre, WalkOrder::Post] {
        // Plain walks.
        let mut ir = crate::dialects::new_ir();
        let (top, _) = walk_fixture(&mut ir);
        let mut seen = vec![];
        let r = ir.walk_with(top, order, &mut |_, o| {
            seen.push(o);
            WalkResult::Advance
        });
        assert_eq!(r, WalkResult::Advance);
        let want = if order == WalkOrder::Pre { &pre_all } else { &post_all };
        assert_eq!(names_of(&ir, &seen), want);
        if order == WalkOrder::Pre {
            assert_eq!(seen, all_ops(&ir, top));
        }

        // Erasing each `k*` op when visited: in pre-order its nested ops are never visited;
        // in post-order they were visited just before. Every other op is visited exactly once.
        let mut ir = crate::dialects::new_ir();
        let (top, names) = walk_fixture(&mut ir);
        let mut seen = vec![];
        let r = ir.walk_mut(top, order, &mut |ir, o| {
            seen.push(o);
            if ir.op_name(o).starts_with('k') {
                ir.erase_op(o).unwrap();
            }
            WalkResult::Advance
        });
        assert_eq!(r, WalkResult::Advance);
        let want: Vec<&str> = if order == WalkOrder::Pre {
            vec!["top", "a0", "k1", "a2", "k3", "a4", "n5", "k6", "a7"]
        } else {
            post_all.to_vec()
        };
        assert_eq!(names_of(&ir, &seen), want);
        for k in ["k1", "n1", "n2", "k3", "k6"] {
            assert!(ir.is_erased(names[k]), "{k}");
        }
        assert_eq!(names_of(&ir, &all_ops(&ir, top)), ["top", "a0", "a2", "a4", "n5", "a7"]);
        ir.check_consistency(top).unwrap();

        // Erasing every op below the top as it is visited.
        let mut ir = crate::dialects::new_ir();
        let (top, _) = walk_fixture(&mut ir);
        let mut seen = vec![];
        ir.walk_mut(top, order, &mut |ir, o| {
            seen.push(o);
            if o != top {
                ir.erase_op(o).unwrap();
            }
            WalkResult::Advance
        });
        let want: Vec<&str> =
            if order == WalkOrder::Pre { vec!["top", "a0", "k1", "a2", "k6", "a7"] } else { post_all.to_vec() };
        assert_eq!(names_of(&ir, &seen), want);
        assert_eq!(all_ops(&ir, top), vec![top]);
        assert!(ir.block_is_empty(ir.entry_block(ir.regions(top)[0]).unwrap()));
        ir.check_consistency(top).unwrap();

        // Moving the visited op to the end of the top block: the walk continues with the op
        // that followed it, and meets the moved ops again at the end.
        let mut ir = crate::dialects::new_ir();
        let (top, names) = walk_fixture(&mut ir);
        let tb = ir.entry_block(ir.regions(top)[0]).unwrap();
        let mut seen = vec![];
        let mut moved = false;
        ir.walk_mut(top, order, &mut |ir, o| {
            seen.push(o);
            if o == names["a0"] && !moved {
                moved = true;
                ir.move_op(o, InsertPoint::at_end(tb));
            }
            WalkResult::Advance
        });
        let mut want: Vec<&str> = if order == WalkOrder::Pre { pre_all.to_vec() } else { post_all.to_vec() };
        let pos = want.iter().position(|&n| n == "a7").unwrap();
        want.insert(pos + 1, "a0");
        assert_eq!(names_of(&ir, &seen), want);
        ir.check_consistency(top).unwrap();
    }

    // Skip (pre-order): the regions of the op are not visited.
    let mut ir = crate::dialects::new_ir();
    let (top, names) = walk_fixture(&mut ir);
    let mut seen = vec![];
    ir.walk_with(top, WalkOrder::Pre, &mut |_, o| {
        seen.push(o);
        if o == names["a2"] || o == names["k1"] {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!(names_of(&ir, &seen), ["top", "a0", "k1", "a2", "k6", "a7"]);
    let mut seen = vec![];
    ir.walk_mut(top, WalkOrder::Pre, &mut |_, o| {
        seen.push(o);
        if o == names["a4"] {
            WalkResult::Skip
        } else {
            WalkResult::Advance
        }
    });
    assert_eq!(names_of(&ir, &seen), ["top", "a0", "k1", "n1", "n2", "a2", "k3", "a4", "k6", "a7"]);

    // Interrupt: the walk stops at once and says so.
    for (order, at, want) in [
        (WalkOrder::Pre, "k3", &pre_all[..7]),
        (WalkOrder::Post, "a4", &post_all[..7]),
        (WalkOrder::Pre, "top", &pre_all[..1]),
        (WalkOrder::Post, "top", &post_all[..]),
    ] {
        let stop = names[at];
        let mut seen = vec![];
        let r = ir.walk_with(top, order, &mut |_, o| {
            seen.push(o);
            if o == stop {
                WalkResult::Interrupt
            } else {
                WalkResult::Advance
            }
        });
        assert_eq!((r, names_of(&ir, &seen)), (WalkResult::Interrupt, want.iter().map(|s| s.to_string()).collect()));
        let mut seen = vec![];
        let r = ir.walk_mut(top, order, &mut |_, o| {
            seen.push(o);
            if o == stop {
                WalkResult::Interrupt
            } else {
                WalkResult::Advance
            }
        });
        assert_eq!((r, names_of(&ir, &seen)), (WalkResult::Interrupt, want.iter().map(|s| s.to_string()).collect()));
    }
    assert_eq!(names_of(&ir, &ir.nested_ops(top)), &pre_all[1..]);
}

// ----- values defined above -----

#[test]
fn values_defined_above_nested_regions() {
    let mut ir = crate::dialects::new_ir();
    let top = parse(
        &mut ir,
        r#"func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %b {tag = "zero"} : i32
  %1 = scf.if %c -> (i32) {
    %2 = arith.addi %b, %0 {tag = "two"} : i32
    %3 = scf.if %c -> (i32) {
      %4 = arith.addi %2, %a : i32
      scf.yield %4 : i32
    } else {
      scf.yield %b : i32
    } {tag = "inner"}
    scf.yield %3 : i32
  } else {
    scf.yield %a : i32
  } {tag = "outer"}
  return %1 : i32
}"#,
    );
    let (outer, inner) = (tagged(&ir, top, "outer"), tagged(&ir, top, "inner"));
    let func = ir.parent_op(outer).unwrap();
    let entry = ir.entry_block(ir.regions(func)[0]).unwrap();
    let (a, b, c) = (ir.arg(entry, 0), ir.arg(entry, 1), ir.arg(entry, 2));
    let v0 = ir.result(tagged(&ir, top, "zero"), 0);
    let v2 = ir.result(tagged(&ir, top, "two"), 0);
    let (then_r, else_r) = (ir.regions(outer)[0], ir.regions(outer)[1]);
    // In order of first use: %b and %0 (by %2), %c (by the inner scf.if), %a (by %4).
    assert_eq!(ir.values_defined_above(then_r), vec![b, v0, c, a]);
    assert_eq!(ir.values_defined_above(else_r), vec![a]);
    assert_eq!(ir.values_defined_above(ir.regions(inner)[0]), vec![v2, a]);
    assert_eq!(ir.values_defined_above(ir.regions(inner)[1]), vec![b]);
    // Nothing comes from above the function (which is isolated from above).
    assert_eq!(ir.values_defined_above(ir.regions(func)[0]), vec![]);
    assert!(ir.value_defined_in(v2, then_r) && !ir.value_defined_in(v2, ir.regions(inner)[0]));
    assert!(ir.value_defined_in(ir.result(inner, 0), ir.regions(func)[0]));
    assert!(!ir.value_defined_in(v0, then_r) && ir.value_defined_in(v0, ir.regions(func)[0]));

    // After moving %2 out of the region, it is defined above; after moving %0 in, it is not.
    let two = tagged(&ir, top, "two");
    let zero = tagged(&ir, top, "zero");
    ir.move_op_before(two, outer);
    ir.move_op_before(zero, two);
    assert_eq!(ir.values_defined_above(then_r), vec![c, v2, a, b]);
    ir.move_op(zero, InsertPoint { block: ir.entry_block(then_r).unwrap(), before: None });
    ir.move_op(
        two,
        InsertPoint { block: ir.entry_block(then_r).unwrap(), before: ir.first_op(ir.entry_block(then_r).unwrap()) },
    );
    assert_eq!(ir.values_defined_above(then_r), vec![b, c, a]);
}

// ----- dominance -----

#[test]
fn dominance_queries() {
    let mut ir = crate::dialects::new_ir();
    // entry -> bb1 | bb2 -> bb3; bb4 is unreachable and branches to bb3; bb2 holds an scf.if.
    let top = parse(
        &mut ir,
        r#"module {
  func.func @f(%c: i1, %x: i32) -> i32 {
    %0 = arith.addi %x, %x {tag = "A"} : i32
    %1 = arith.addi %0, %x {tag = "B"} : i32
    cf.cond_br %c, ^bb1, ^bb2 {tag = "br0"}
  ^bb1:
    %2 = arith.addi %1, %1 {tag = "C"} : i32
    cf.br ^bb3(%2 : i32)
  ^bb2:
    %3 = scf.if %c -> (i32) {
      %4 = arith.addi %1, %x {tag = "N1"} : i32
      %5 = arith.addi %4, %4 {tag = "N2"} : i32
      scf.yield %5 : i32
    } else {
      scf.yield %x : i32
    } {tag = "if"}
    cf.br ^bb3(%3 : i32) {tag = "br2"}
  ^bb3(%6: i32):
    return %6 : i32
  ^bb4:
    %7 = arith.addi %x, %x {tag = "U"} : i32
    %8 = arith.addi %7, %x {tag = "U2"} : i32
    cf.br ^bb3(%8 : i32)
  }
  module @g {
    %0 = arith.addi %1, %1 {tag = "G1"} : i32
    %1 = arith.constant {tag = "G2"} 1 : i32
    %2 = arith.addi %2, %1 {tag = "G3"} : i32
  }
}"#,
    );
    let t = |name: &str| tagged(&ir, top, name);
    let (a, b, c, n1, n2, if_op, u, u2) = (t("A"), t("B"), t("C"), t("N1"), t("N2"), t("if"), t("U"), t("U2"));
    let (br0, br2, g1, g2, g3) = (t("br0"), t("br2"), t("G1"), t("G2"), t("G3"));
    let func = ir.parent_op(a).unwrap();
    let blocks: Vec<Block> = ir.blocks(ir.regions(func)[0]).collect();
    let (entry, bb1, bb2, bb3, bb4) = (blocks[0], blocks[1], blocks[2], blocks[3], blocks[4]);
    let ret = ir.terminator(bb3).unwrap();
    let x = ir.arg(entry, 1);
    let arg6 = ir.arg(bb3, 0);
    let mut dom = DominanceInfo::new();
    let mut pd = |a: Op, b: Op| dom.properly_dominates(&ir, a, b);

    // Same block: order decides; an op does not properly dominate itself.
    assert!(pd(a, b) && !pd(b, a) && !pd(a, a) && pd(a, br0));
    // Different blocks: the entry dominates everything reachable; the branches do not
    // dominate each other or the join.
    assert!(pd(b, c) && pd(a, if_op) && pd(br0, ret) && pd(a, ret));
    assert!(!pd(c, if_op) && !pd(c, ret) && !pd(if_op, c) && !pd(br2, ret) && !pd(ret, a));
    // Nested regions: an op properly dominates the ops nested in it; ops above dominate what
    // their block dominates, at any depth; a nested op dominates nothing outside its region.
    assert!(pd(if_op, n1) && pd(if_op, n2) && pd(b, n1) && pd(n1, n2) && !pd(n2, n1));
    assert!(!pd(n1, br2) && !pd(n2, ret) && !pd(c, n1) && !pd(n1, if_op));
    // Unreachable blocks are dominated by every block; they dominate no reachable block.
    assert!(pd(c, u) && pd(ret, u) && pd(if_op, u) && pd(a, u) && pd(u, u2) && !pd(u2, u));
    assert!(!pd(u, ret) && !pd(u, a) && !pd(u, c));
    // (Not a nested op though: it dominates nothing outside its region.)
    assert!(!pd(n1, u));
    // Graph regions: every op dominates every other, in any order, and itself (as in MLIR);
    // none across the module.
    assert!(pd(g1, g2) && pd(g2, g1) && pd(g1, g1));
    assert!(!pd(g1, a) && !pd(a, g1));
    assert!(dom.dominates(&ir, a, a) && dom.dominates(&ir, a, b) && !dom.dominates(&ir, b, a));

    // Blocks.
    assert!(dom.block_dominates(&ir, entry, bb3) && dom.block_dominates(&ir, bb3, bb3));
    assert!(!dom.block_dominates(&ir, bb1, bb3) && !dom.block_dominates(&ir, bb2, bb3));
    assert!(!dom.block_properly_dominates(&ir, bb3, bb3) && dom.block_properly_dominates(&ir, entry, bb1));
    assert!(
        dom.block_dominates(&ir, bb1, bb4) && dom.block_dominates(&ir, bb3, bb4) && !dom.block_dominates(&ir, bb4, bb3)
    );
    assert_eq!(dom.idom(&ir, bb3), Some(entry));
    assert_eq!(dom.idom(&ir, bb1), Some(entry));
    assert_eq!(dom.idom(&ir, entry), None);
    assert_eq!(dom.idom(&ir, bb4), None);
    assert!(dom.is_reachable(&ir, bb3) && !dom.is_reachable(&ir, bb4));

    // Values.
    let mut vd = |v: Value, user: Op| dom.value_dominates(&ir, v, user);
    let r = |o: Op| ir.result(o, 0);
    assert!(vd(r(a), b) && !vd(r(b), a) && !vd(r(a), a));
    assert!(vd(r(b), c) && vd(r(b), n1) && vd(r(n1), n2) && !vd(r(n2), n1));
    // A result is not visible inside its own op's regions.
    assert!(!vd(r(if_op), n1) && vd(r(if_op), br2) && !vd(r(if_op), ret) && !vd(r(c), ret));
    assert!(!vd(r(n1), br2) && !vd(r(c), n1));
    // Block arguments: visible in their block and what it dominates, nested ops included.
    assert!(vd(x, a) && vd(x, n2) && vd(x, ret) && vd(x, u));
    assert!(vd(arg6, ret) && !vd(arg6, c) && !vd(arg6, n1) && vd(arg6, u));
    // Unreachable users see everything defined in a reachable block of the region.
    assert!(vd(r(c), u) && !vd(r(n2), u) && vd(r(u), u2) && !vd(r(u2), u) && !vd(r(u), ret));
    // Graph region: either order, and an op may use its own result.
    assert!(vd(r(g2), g1) && vd(r(g1), g2) && vd(r(g1), g1) && vd(r(g3), g3));
    assert!(!vd(r(g1), a) && !vd(x, g1));

    // After a change of control flow (and `invalidate`), the answers follow: make bb1 branch to
    // bb4, which becomes reachable and dominated by bb1.
    let br1 = ir.terminator(bb1).unwrap();
    ir.set_successor(br1, 0, bb4);
    dom.invalidate();
    assert!(dom.is_reachable(&ir, bb4) && dom.block_dominates(&ir, bb1, bb4) && !dom.block_dominates(&ir, bb4, bb3));
    assert!(dom.properly_dominates(&ir, c, u) && !dom.properly_dominates(&ir, n1, u));
    assert_eq!(dom.idom(&ir, bb4), Some(bb1));
}

// ----- the rewriter and its listener -----

#[derive(Default)]
struct Recorder {
    events: Vec<String>,
}

impl Listener for Recorder {
    fn op_inserted(&mut self, ir: &Ir, op: Op) {
        assert!(ir.parent_block(op).is_some(), "reported inserted while detached");
        self.events.push(format!("inserted {}", ir.op_name(op)));
    }
    fn op_modified(&mut self, ir: &Ir, op: Op) {
        self.events.push(format!("modified {}", ir.op_name(op)));
    }
    fn op_replaced(&mut self, ir: &Ir, op: Op, with: &[Value]) {
        self.events.push(format!("replaced {} by {}", ir.op_name(op), with.len()));
    }
    fn op_erased(&mut self, ir: &Ir, op: Op) {
        assert!(!ir.is_erased(op), "reported after the erasure");
        self.events.push(format!("erased {}", ir.op_name(op)));
    }
    fn block_inserted(&mut self, ir: &Ir, b: Block) {
        assert!(ir.block_region(b).is_some());
        self.events.push(format!("block {}", ir.num_ops(b)));
    }
}

#[test]
fn rewriter_reports_every_change() {
    let mut ir = crate::dialects::new_ir();
    let (top, b) = top_with_block(&mut ir);
    let r = ir.block_region(b).unwrap();
    let ty = i32_ty(&mut ir);
    let loc = ir.ctx.unknown_loc();
    let mut rec = Recorder::default();
    {
        let mut rw = Rewriter::with_listener(&mut ir, loc, &mut rec);
        rw.set_insertion_point_to_end(b);
        let x = rw.create_value("x.def", vec![], ty, vec![]);
        let y = rw.create_value("y.def", vec![], ty, vec![]);
        let (ir_r, ib) = rw.ir.new_region_with_block(&[]);
        let user = rw.create("u.use", vec![x, x, y], &[ty], vec![], vec![ir_r]);
        rw.set_insertion_point_to_start(ib);
        let nested = rw.create("n.nested", vec![x], &[], vec![], vec![]);
        assert_eq!(rw.ir.parent_op(nested), Some(user));
        rw.set_insertion_point_after(user);
        let last = rw.create("l.last", vec![rw.ir.result(user, 0)], &[], vec![], vec![]);
        assert_eq!(rw.insertion_point(), Some(InsertPoint { block: b, before: None }));
        // Uses of x move to y; each user is reported once per use.
        rw.replace_all_uses_with(x, y);
        rw.replace_uses_if(y, x, &mut |_, u| u.index == 2);
        rw.set_operand(last, 0, y);
        // Replacing an op with a region: its nested op is erased first.
        let xo = rw.ir.defining_op(x).unwrap();
        rw.replace_op(user, &[x]);
        assert!(rw.ir.is_erased(user) && rw.ir.is_erased(nested));
        assert!(rw.ir.results_unused(last));
        rw.erase_op(last);
        assert!(rw.ir.results_unused(xo) && rw.ir.use_empty(y));
        // Blocks: split, create, merge back, inline.
        let yo = rw.ir.defining_op(y).unwrap();
        let nb = rw.split_block(b, Some(yo));
        let extra = rw.create_block(r, None, &[ty]);
        rw.set_insertion_point_to_end(extra);
        let arg = rw.ir.arg(extra, 0);
        rw.create("e.use", vec![arg], &[], vec![], vec![]);
        rw.merge_blocks(extra, nb, &[y]);
        rw.merge_blocks(nb, b, &[]);
        let src = rw.create_block(r, None, &[]);
        rw.set_insertion_point_to_end(src);
        rw.create("s.op", vec![], &[], vec![], vec![]);
        let first = rw.ir.first_op(b).unwrap();
        rw.inline_block_before(src, first, &[]);
        rw.move_op_after(first, yo);
        rw.move_op_before(first, yo);
        let mut map = IrMapping::new();
        rw.set_insertion_point_to_end(b);
        let c = rw.clone_op(yo, &mut map);
        assert_eq!(map.ops[&yo], c);
        let gone = rw.create_block(r, None, &[]);
        rw.set_insertion_point_to_end(gone);
        rw.create("g.op", vec![], &[], vec![], vec![]);
        rw.erase_block(gone).unwrap();
    }
    let want = [
        "inserted x.def",
        "inserted y.def",
        "inserted u.use",
        "inserted n.nested",
        "inserted l.last",
        "modified u.use",
        "modified u.use",
        "modified n.nested",
        "modified u.use",
        "modified l.last",
        "replaced u.use by 1",
        "erased n.nested",
        "erased u.use",
        "erased l.last",
        "block 1",
        "block 0",
        "inserted e.use",
        "inserted e.use",
        "modified e.use",
        "inserted y.def",
        "inserted e.use",
        "block 0",
        "inserted s.op",
        "inserted s.op",
        "inserted x.def",
        "inserted x.def",
        "inserted y.def",
        "block 0",
        "inserted g.op",
        "erased g.op",
    ];
    assert_eq!(rec.events, want);
    let names: Vec<&str> = ir.ops(b).map(|o| ir.op_name(o)).collect();
    assert_eq!(names, ["s.op", "x.def", "y.def", "e.use", "y.def"]);
    assert_eq!(ir.blocks(r).collect::<Vec<_>>(), vec![b]);
    ir.check_consistency(top).unwrap();
}

// ----- analyses over the IR: liveness, loops, symbols, external interface models -----

/// The blocks of the body of the function at `top`'s first op.
fn func_blocks(ir: &Ir, top: Op) -> (Region, Vec<Block>) {
    let module_block = ir.entry_block(ir.regions(top)[0]).unwrap();
    let f = ir.ops(module_block).next().unwrap();
    let r = ir.regions(f)[0];
    (r, ir.blocks(r).collect())
}

fn value_set(v: Vec<Value>) -> BTreeSet<Value> {
    v.into_iter().collect()
}

#[test]
fn block_liveness_of_a_loop_with_nested_uses() {
    let mut ir = crate::dialects::new_ir();
    // %x is used only inside the scf.if nested in the loop body: live around the whole loop.
    // %n is used by the header's compare; %s is the loop's accumulator (a block argument).
    let top = parse(
        &mut ir,
        r#"module {
  func.func @f(%n: index, %x: i32, %c: i1) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %z = arith.constant 0 : i32
    cf.br ^bb1(%c0, %z : index, i32)
  ^bb1(%i: index, %s: i32):
    %lt = arith.cmpi slt, %i, %n : index
    cf.cond_br %lt, ^bb2, ^bb3
  ^bb2:
    %t = scf.if %c -> (i32) {
      %u = arith.addi %s, %x : i32
      scf.yield %u : i32
    } else {
      scf.yield %s : i32
    }
    %j = arith.addi %i, %c1 : index
    cf.br ^bb1(%j, %t : index, i32)
  ^bb3:
    return %s : i32
  }
}"#,
    );
    let (r, b) = func_blocks(&ir, top);
    let entry_args = ir.args(b[0]).to_vec();
    let (n, x, c) = (entry_args[0], entry_args[1], entry_args[2]);
    let c1 = ir.result(ir.ops(b[0]).nth(1).unwrap(), 0);
    let (i, s) = (ir.args(b[1])[0], ir.args(b[1])[1]);
    let live = dominance::BlockLiveness::compute(&ir, r).unwrap();
    // Function arguments are defined in the entry block: not live into it.
    assert_eq!(value_set(live.live_in(b[0])), BTreeSet::new());
    assert_eq!(value_set(live.live_out(b[0])), value_set(vec![n, x, c, c1]));
    // The header's own arguments are defined there; what the body needs passes through.
    assert_eq!(value_set(live.live_in(b[1])), value_set(vec![n, x, c, c1]));
    assert_eq!(value_set(live.live_out(b[1])), value_set(vec![n, x, c, c1, i, s]));
    assert_eq!(value_set(live.live_in(b[2])), value_set(vec![n, x, c, c1, i, s]));
    assert_eq!(value_set(live.live_out(b[2])), value_set(vec![n, x, c, c1]));
    assert_eq!(value_set(live.live_in(b[3])), value_set(vec![s]));
    assert_eq!(value_set(live.live_out(b[3])), BTreeSet::new());
}

#[test]
fn cf_loop_info_finds_nested_loops_latches_and_exits() {
    let mut ir = crate::dialects::new_ir();
    // bb1 heads the outer loop (latch bb4), bb2 the inner one (latch bb2 itself); the outer
    // loop exits bb1 -> bb5, the inner one bb2 -> bb4 (inside the outer loop).
    let top = parse(
        &mut ir,
        r#"module {
  func.func @f(%a: i1, %b: i1) {
    cf.br ^bb1
  ^bb1:
    cf.cond_br %a, ^bb2, ^bb5
  ^bb2:
    cf.cond_br %b, ^bb2, ^bb3
  ^bb3:
    cf.br ^bb4
  ^bb4:
    cf.br ^bb1
  ^bb5:
    return
  }
}"#,
    );
    let (r, b) = func_blocks(&ir, top);
    let info = dominance::CfLoopInfo::compute(&ir, r).unwrap();
    assert!(info.is_reducible());
    let loops = info.loops();
    assert_eq!(loops.len(), 2);
    let (outer, inner) = (&loops[0], &loops[1]);
    assert_eq!(outer.header, b[1]);
    assert_eq!(outer.latches, vec![b[4]]);
    assert_eq!(outer.blocks.iter().copied().collect::<BTreeSet<_>>(), [b[1], b[2], b[3], b[4]].into());
    assert_eq!(outer.exits, vec![(b[1], b[5])]);
    assert_eq!(outer.depth, 1);
    assert_eq!(inner.header, b[2]);
    assert_eq!(inner.latches, vec![b[2]]);
    assert_eq!(inner.blocks, vec![b[2]]);
    assert_eq!(inner.exits, vec![(b[2], b[3])]);
    assert_eq!(inner.depth, 2);

    // Two entries into one cycle: irreducible.
    let mut ir = crate::dialects::new_ir();
    let top = parse(
        &mut ir,
        r#"module {
  func.func @g(%a: i1) {
    cf.cond_br %a, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb2
  ^bb2:
    cf.cond_br %a, ^bb1, ^bb3
  ^bb3:
    return
  }
}"#,
    );
    let (r, _) = func_blocks(&ir, top);
    assert!(!dominance::CfLoopInfo::compute(&ir, r).unwrap().is_reducible());
}

#[test]
fn symbol_table_inserts_with_unique_names_and_finds_uses() {
    let mut ir = crate::dialects::new_ir();
    let top = parse(
        &mut ir,
        r#"module {
  func.func private @f() -> i32
  func.func @f_0() -> i32 {
    %0 = func.call @f() : () -> i32
    return %0 : i32
  }
  func.func @g() -> i32 {
    %0 = func.call @f() : () -> i32
    %1 = func.call @f_0() : () -> i32
    return %1 : i32
  }
}"#,
    );
    let mut table = symbols::SymbolTable::new(&ir, top);
    let f = table.lookup(b"f").unwrap();
    assert_eq!(symbols::symbol_name(&ir, f), Some(&b"f"[..]));
    assert!(table.lookup(b"h").is_none());
    // `@f` is called from two functions; `@f_0` from one.
    let callers = |ir: &Ir, name: &[u8]| -> Vec<String> {
        symbols::symbol_uses(ir, top, name)
            .into_iter()
            .map(|u| String::from_utf8_lossy(symbols::symbol_name(ir, ir.parent_op(u).unwrap()).unwrap()).into_owned())
            .collect()
    };
    assert_eq!(callers(&ir, b"f"), vec!["f_0", "g"]);
    assert_eq!(callers(&ir, b"f_0"), vec!["g"]);
    // Copies of `@f` get fresh names, skipping the taken `f_0`; the originals keep theirs.
    let copy1 = ir.clone_op(f, &mut IrMapping::new());
    assert_eq!(table.insert(&mut ir, copy1), b"f_1".to_vec());
    let copy2 = ir.clone_op(f, &mut IrMapping::new());
    assert_eq!(table.insert(&mut ir, copy2), b"f_2".to_vec());
    assert_eq!(table.lookup(b"f_1"), Some(copy1));
    assert_eq!(table.lookup(b"f_2"), Some(copy2));
    assert_eq!(symbols::symbol_name(&ir, copy2), Some(&b"f_2"[..]));
    assert_eq!(table.lookup(b"f"), Some(f));
    // The copies are at the end of the module, which still verifies (names are unique).
    let module_block = ir.entry_block(ir.regions(top)[0]).unwrap();
    assert_eq!(ir.last_op(module_block), Some(copy2));
    assert_valid(&ir, top);
    // A new name is used as is.
    let copy3 = ir.clone_op(f, &mut IrMapping::new());
    let a = ir.ctx.str_attr("fresh");
    ir.set_prop(copy3, "sym_name", a);
    assert_eq!(table.insert(&mut ir, copy3), b"fresh".to_vec());
    assert_valid(&ir, top);
}

/// An interface a later pass defines and attaches to ops it does not own (as bufferization
/// will for the ops of other dialects).
struct TestModel {
    answer: u32,
}
static MODEL_A: TestModel = TestModel { answer: 1 };
static MODEL_B: TestModel = TestModel { answer: 2 };
/// A second interface type: lookups are per interface type.
struct OtherModel;
static OTHER: OtherModel = OtherModel;
static DEF_X: registry::OpDef = registry::OpDef::new("test.x");
static DEF_Y: registry::OpDef = registry::OpDef::new("test.y");

#[test]
fn external_interface_models_attach_by_op_and_interface() {
    let mut reg = registry::Registry::new();
    let x = reg.register(&DEF_X);
    let y = reg.register(&DEF_Y);
    // Registering a name again keeps the first id.
    assert_eq!(reg.register(&DEF_X), x);
    assert_eq!(reg.lookup("test.y"), Some(y));
    assert!(reg.interface::<TestModel>(x).is_none());
    reg.attach("test.x", &MODEL_A);
    reg.attach("test.y", &MODEL_B);
    reg.attach("test.y", &OTHER);
    // An unknown op name attaches nothing.
    reg.attach("test.unknown", &MODEL_A);
    assert_eq!(reg.interface::<TestModel>(x).map(|m| m.answer), Some(1));
    assert_eq!(reg.interface::<TestModel>(y).map(|m| m.answer), Some(2));
    assert!(reg.interface::<OtherModel>(x).is_none());
    assert!(reg.interface::<OtherModel>(y).is_some());
    // Attaching again replaces the model.
    reg.attach("test.x", &MODEL_B);
    assert_eq!(reg.interface::<TestModel>(x).map(|m| m.answer), Some(2));
    // Ops created in an IR over this registry carry the ids.
    let reg: &'static registry::Registry = Box::leak(Box::new(reg));
    let mut ir = Ir::new(reg);
    let op = mk(&mut ir, "test.y", vec![], 0, vec![], vec![]);
    assert_eq!(ir.op_id(op), y);
    assert_eq!(ir.registry().interface::<TestModel>(ir.op_id(op)).map(|m| m.answer), Some(2));
}
