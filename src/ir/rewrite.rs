//! The rewriter: how passes build and change IR (MLIR's `OpBuilder` + `RewriterBase`).
//!
//! A `Rewriter` borrows the `Ir`, carries an insertion point and a location for new ops, and
//! reports every change to an optional `Listener` (the greedy pattern driver listens, to put
//! the ops a change affects back on its worklist). Passes mutate IR only through it; the
//! mutation primitives it calls are `Ir`'s (`ops.rs`), which keep use-lists and layout exact.
//!
//! Also here: the `Pattern` trait (a rewrite rooted at one op, as MLIR's `RewritePattern`) and
//! the folder hook type (`FoldFn`), which op definitions in the registry refer to.

use super::context::{Attr, Sym, Type};
use super::ops::{insert_sorted, Block, EraseError, InsertPoint, Ir, IrMapping, Op, Region, Value};

/// Told of every change a rewriter makes. Every method has an empty default.
pub trait Listener {
    /// `op` was inserted (created, moved or cloned into a block).
    fn op_inserted(&mut self, _ir: &Ir, _op: Op) {}
    /// `op`'s operands, attributes or successors changed in place.
    fn op_modified(&mut self, _ir: &Ir, _op: Op) {}
    /// `op` is about to be replaced by `with` (its results' uses move to them).
    fn op_replaced(&mut self, _ir: &Ir, _op: Op, _with: &[Value]) {}
    /// `op` is about to be erased (called for nested ops first).
    fn op_erased(&mut self, _ir: &Ir, _op: Op) {}
    /// `b` was inserted into a region.
    fn block_inserted(&mut self, _ir: &Ir, _b: Block) {}
}

/// A constant a folder produced, or an existing value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FoldResult {
    Attr(Attr),
    Value(Value),
}

/// What a folder did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Folded {
    /// Nothing.
    Failed,
    /// It changed the op itself (operands or attributes), which stays.
    InPlace,
    /// The op's results are these (one per result); the op can go.
    Results(Vec<FoldResult>),
}

/// Folds `op` given the constant value of each operand (`None` when not a constant), without
/// creating ops (MLIR's `fold`). It may change `op` in place and say so.
pub type FoldFn = fn(&mut Ir, Op, &[Option<Attr>]) -> Folded;

/// A rewrite rooted at one op (MLIR's `RewritePattern`).
pub trait Pattern: Sync {
    /// A name for debugging output.
    fn name(&self) -> &'static str;
    /// Tries to rewrite `op`; returns whether it changed anything. A pattern that returns
    /// false must leave the IR untouched; one that returns true must have changed it.
    fn match_and_rewrite(&self, rw: &mut Rewriter, op: Op) -> bool;
    /// Patterns with a higher benefit are tried first.
    fn benefit(&self) -> u16 {
        1
    }
}

/// Builds and rewrites IR at an insertion point, telling a listener.
pub struct Rewriter<'a> {
    pub ir: &'a mut Ir,
    ip: Option<InsertPoint>,
    /// The location of ops `create` makes.
    pub loc: Attr,
    listener: Option<&'a mut dyn Listener>,
}

impl<'a> Rewriter<'a> {
    /// A rewriter with no insertion point (set one before creating ops).
    pub fn new(ir: &'a mut Ir, loc: Attr) -> Rewriter<'a> {
        Rewriter { ir, ip: None, loc, listener: None }
    }
    pub fn with_listener(ir: &'a mut Ir, loc: Attr, listener: &'a mut dyn Listener) -> Rewriter<'a> {
        Rewriter { ir, ip: None, loc, listener: Some(listener) }
    }
    /// A rewriter inserting at the end of `block`.
    pub fn at_end(ir: &'a mut Ir, block: Block, loc: Attr) -> Rewriter<'a> {
        Rewriter { ir, ip: Some(InsertPoint::at_end(block)), loc, listener: None }
    }
    /// A rewriter inserting before `op`, with its location.
    pub fn before(ir: &'a mut Ir, op: Op) -> Rewriter<'a> {
        let loc = ir.loc(op);
        let mut rw = Rewriter::new(ir, loc);
        rw.set_insertion_point_before(op);
        rw
    }

    // ----- insertion point -----

    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }
    pub fn set_insertion_point(&mut self, ip: InsertPoint) {
        self.ip = Some(ip);
    }
    pub fn set_insertion_point_before(&mut self, op: Op) {
        let block = self.ir.parent_block(op).expect("insertion point: op not in a block");
        self.ip = Some(InsertPoint { block, before: Some(op) });
    }
    pub fn set_insertion_point_after(&mut self, op: Op) {
        let block = self.ir.parent_block(op).expect("insertion point: op not in a block");
        self.ip = Some(InsertPoint { block, before: self.ir.next_op(op) });
    }
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.ip = Some(InsertPoint::at_end(block));
    }
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.ip = Some(InsertPoint { block, before: self.ir.first_op(block) });
    }
    /// The block new ops go into.
    pub fn insertion_block(&self) -> Option<Block> {
        self.ip.map(|ip| ip.block)
    }

    // ----- creating -----

    /// Inserts detached `op` at the insertion point.
    pub fn insert(&mut self, op: Op) -> Op {
        let ip = self.ip.expect("rewriter: no insertion point");
        self.ir.insert_op(ip, op);
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_inserted(self.ir, op);
        }
        op
    }
    /// Creates an op with the given parts (properties by name) at the insertion point.
    pub fn create(
        &mut self,
        name: &str,
        operands: Vec<Value>,
        result_types: &[Type],
        props: Vec<(&str, Attr)>,
        regions: Vec<Region>,
    ) -> Op {
        self.create_full(name, operands, result_types, props, regions, vec![])
    }
    /// `create` with successors.
    pub fn create_full(
        &mut self,
        name: &str,
        operands: Vec<Value>,
        result_types: &[Type],
        props: Vec<(&str, Attr)>,
        regions: Vec<Region>,
        successors: Vec<Block>,
    ) -> Op {
        let name = self.ir.ctx.sym(name);
        let mut p: Vec<(Sym, Attr)> = vec![];
        for (n, a) in props {
            let s = self.ir.ctx.sym(n);
            p = insert_sorted(&self.ir.ctx, p, s, a);
        }
        let op = self.ir.create_op(name, operands, result_types, p, vec![], regions, successors, self.loc);
        self.insert(op)
    }
    /// Creates a one-result op and returns its result.
    pub fn create_value(&mut self, name: &str, operands: Vec<Value>, ty: Type, props: Vec<(&str, Attr)>) -> Value {
        let op = self.create(name, operands, &[ty], props, vec![]);
        self.ir.result(op, 0)
    }
    /// Copies `op` (see `Ir::clone_op`) to the insertion point.
    pub fn clone_op(&mut self, op: Op, map: &mut IrMapping) -> Op {
        let c = self.ir.clone_op(op, map);
        self.insert(c)
    }
    /// A new block with arguments of `types`, inserted in `r` before `before` (or at the end).
    pub fn create_block(&mut self, r: Region, before: Option<Block>, types: &[Type]) -> Block {
        let b = self.ir.new_block();
        for &t in types {
            self.ir.add_block_arg(b, t);
        }
        self.ir.insert_block(r, before, b);
        if let Some(l) = self.listener.as_deref_mut() {
            l.block_inserted(self.ir, b);
        }
        b
    }

    // ----- changing -----

    /// Replaces `op`'s results by `vals` and erases it.
    pub fn replace_op(&mut self, op: Op, vals: &[Value]) {
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_replaced(self.ir, op, vals);
        }
        self.replace_all_op_uses(op, vals);
        self.erase_op(op);
    }
    /// Replaces the uses of `op`'s results by `vals` (the users are modified).
    pub fn replace_all_op_uses(&mut self, op: Op, vals: &[Value]) {
        let results = self.ir.results(op).to_vec();
        for (&r, &v) in results.iter().zip(vals) {
            self.replace_all_uses_with(r, v);
        }
    }
    /// Replaces every use of `from` by `to` (each user is modified).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if let Some(l) = self.listener.as_deref_mut() {
            let users: Vec<Op> = self.ir.users(from).collect();
            self.ir.replace_all_uses_with(from, to);
            for u in users {
                l.op_modified(self.ir, u);
            }
        } else {
            self.ir.replace_all_uses_with(from, to);
        }
    }
    /// Replaces the uses of `from` for which `pred` holds.
    pub fn replace_uses_if(&mut self, from: Value, to: Value, pred: &mut dyn FnMut(&Ir, super::ops::Use) -> bool) {
        let uses: Vec<super::ops::Use> = self.ir.uses(from).iter().copied().filter(|&u| pred(self.ir, u)).collect();
        for u in uses {
            self.ir.set_operand(u.op, u.index as usize, to);
            if let Some(l) = self.listener.as_deref_mut() {
                l.op_modified(self.ir, u.op);
            }
        }
    }
    /// Erases `op` (and its nested ops); its results must be unused.
    pub fn erase_op(&mut self, op: Op) {
        if let Some(l) = self.listener.as_deref_mut() {
            let mut nested = vec![];
            self.ir.walk(op, &mut |o| nested.push(o));
            for &o in nested.iter().rev() {
                l.op_erased(self.ir, o);
            }
        }
        if let Err(e) = self.ir.erase_op(op) {
            panic!("rewriter: cannot erase '{}': {e:?}", self.ir.op_name(op));
        }
    }
    /// Erases block `b` and its ops; it must have no predecessors and no outside uses.
    pub fn erase_block(&mut self, b: Block) -> Result<(), EraseError> {
        if let Some(l) = self.listener.as_deref_mut() {
            let ops: Vec<Op> = self.ir.ops(b).collect();
            for o in ops.into_iter().rev() {
                let mut nested = vec![];
                self.ir.walk(o, &mut |x| nested.push(x));
                for &x in nested.iter().rev() {
                    l.op_erased(self.ir, x);
                }
            }
        }
        self.ir.erase_block(b)
    }
    /// Runs `f` on `op` and reports `op` as modified.
    pub fn modify_in_place<R>(&mut self, op: Op, f: impl FnOnce(&mut Ir) -> R) -> R {
        let r = f(self.ir);
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_modified(self.ir, op);
        }
        r
    }
    /// Sets operand `i` of `op`.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        self.modify_in_place(op, |ir| ir.set_operand(op, i, v));
    }
    /// Moves `op` before `before`.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.ir.move_op_before(op, before);
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_inserted(self.ir, op);
        }
    }
    /// Moves `op` after `after`.
    pub fn move_op_after(&mut self, op: Op, after: Op) {
        self.ir.move_op_after(op, after);
        if let Some(l) = self.listener.as_deref_mut() {
            l.op_inserted(self.ir, op);
        }
    }
    /// See `Ir::split_block`.
    pub fn split_block(&mut self, b: Block, before: Option<Op>) -> Block {
        let nb = self.ir.split_block(b, before);
        if let Some(l) = self.listener.as_deref_mut() {
            l.block_inserted(self.ir, nb);
        }
        nb
    }
    /// See `Ir::inline_region_before`.
    pub fn inline_region_before(&mut self, src: Region, dst: Region, before: Option<Block>) -> Vec<Block> {
        let blocks = self.ir.inline_region_before(src, dst, before);
        if let Some(l) = self.listener.as_deref_mut() {
            for &b in &blocks {
                l.block_inserted(self.ir, b);
            }
        }
        blocks
    }
    /// See `Ir::merge_blocks`; the moved ops are reported as inserted.
    pub fn merge_blocks(&mut self, src: Block, dst: Block, args: &[Value]) {
        let moved: Vec<Op> = if self.listener.is_some() { self.ir.ops(src).collect() } else { vec![] };
        let arg_users: Vec<Op> = if self.listener.is_some() {
            self.ir.args(src).iter().flat_map(|&a| self.ir.users(a).collect::<Vec<_>>()).collect()
        } else {
            vec![]
        };
        self.ir.merge_blocks(src, dst, args);
        if let Some(l) = self.listener.as_deref_mut() {
            for o in moved {
                l.op_inserted(self.ir, o);
            }
            for o in arg_users {
                l.op_modified(self.ir, o);
            }
        }
    }
    /// See `Ir::inline_block_before`.
    pub fn inline_block_before(&mut self, src: Block, before: Op, args: &[Value]) {
        let moved: Vec<Op> = if self.listener.is_some() { self.ir.ops(src).collect() } else { vec![] };
        self.ir.inline_block_before(src, before, args);
        if let Some(l) = self.listener.as_deref_mut() {
            for o in moved {
                l.op_inserted(self.ir, o);
            }
        }
    }
}
