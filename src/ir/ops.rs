//! Operations, blocks, regions and values: the tables of `Ir`, and the API that reads and
//! mutates them.
//!
//! Data lives in `Ir`'s private tables, keyed by `u32` entities; ids are never reused (an
//! erased op keeps its row, detached and marked erased). Every mutation goes through the
//! methods below, which keep three structures exact:
//!
//! - **Use-lists.** Each value knows its uses (`uses(v)`: user op and operand index), each
//!   block the terminators branching to it (`block_uses(b)`). An operand slot remembers its
//!   position in its value's use-list, so adding or removing a use is O(1) and
//!   `replace_all_uses_with` is O(uses).
//! - **Layout.** Ops of a block form a doubly linked list, blocks of a region too, each element
//!   with an order key (`seq`) increasing along the list; keys are renumbered locally when an
//!   insertion finds no gap (Cranelift's `Layout`), so insert, move, erase and
//!   `is_before_in_block` are O(1) amortized. A block's ops live in an op list that the block
//!   points to: `split_block` and `merge_blocks` move the shorter part and swap lists, so any
//!   sequence of splits costs O(n log n), not O(n²).
//! - **Parents.** Every op knows its block, every block its region, every region its op.
//!
//! `parse → verify → passes` all mutate through this API (`syntax` builds IR with it; passes
//! through `rewrite::Rewriter`, which adds a listener).

use super::context::{Attr, Context, Sym, Type};
use super::entity::{entity, PackedOption, PrimaryMap};
use super::fxhash::FxHashMap;
use super::registry::{OpDef, OpId, Registry};

entity!(
    /// An operation.
    Op
);
entity!(
    /// A basic block.
    Block
);
entity!(
    /// A region: a list of blocks owned by an op.
    Region
);
entity!(
    /// An SSA value: an op result or a block argument.
    Value
);
entity!(
    /// The physical list holding a block's ops (see the module doc).
    OpList
);

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    Result(Op, u32),
    Arg(Block, u32),
    /// A forward reference not yet defined (parser only).
    Placeholder,
}

/// A use of a value (operand `index` of `op`) or of a block (successor `index` of `op`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    pub op: Op,
    pub index: u32,
}

#[derive(Clone, Debug)]
struct ValueData {
    ty: Type,
    def: ValueDef,
    /// Location of a block argument.
    loc: Option<Attr>,
    uses: Vec<Use>,
}

/// An op's row. Kept small (88 bytes): most ops have no regions and no successors, so those
/// live behind one optional box, and operands, results and the operands' use positions share
/// one allocation.
#[derive(Clone, Debug)]
struct OpData {
    name: Sym,
    id: OpId,
    loc: Attr,
    list: PackedOption<OpList>,
    prev: PackedOption<Op>,
    next: PackedOption<Op>,
    /// How many entries of `attrs` are inherent attributes (they come first).
    n_props: u16,
    erased: bool,
    seq: u64,
    /// The operands, then the results, then the position of each operand's use in its value's
    /// use-list (stored as `Value(pos)`): one allocation per op instead of three.
    slots: Box<[Value]>,
    n_operands: u32,
    n_results: u32,
    /// Inherent attributes (MLIR's properties) sorted by name, then discardable attributes
    /// sorted by name.
    attrs: Box<[(Sym, Attr)]>,
    extra: Option<Box<OpExtra>>,
}

// The row stays small: it is most of the IR's memory.
const _: () = assert!(std::mem::size_of::<OpData>() <= 88);

/// The regions and successors of an op that has any.
#[derive(Clone, Debug, Default)]
struct OpExtra {
    regions: Box<[Region]>,
    successors: Box<[Block]>,
    /// Position of each successor's use in its block's use-list.
    successor_pos: Box<[u32]>,
}

impl OpData {
    #[inline]
    fn operands(&self) -> &[Value] {
        &self.slots[..self.n_operands as usize]
    }
    #[inline]
    fn results(&self) -> &[Value] {
        let n = self.n_operands as usize;
        &self.slots[n..n + self.n_results as usize]
    }
    /// Position of operand `i`'s use in its value's use-list.
    #[inline]
    fn operand_pos(&self, i: usize) -> u32 {
        self.slots[(self.n_operands + self.n_results) as usize + i].0
    }
    #[inline]
    fn set_operand_pos(&mut self, i: usize, pos: u32) {
        self.slots[(self.n_operands + self.n_results) as usize + i] = Value(pos);
    }
    #[inline]
    fn set_operand_slot(&mut self, i: usize, v: Value, pos: u32) {
        self.slots[i] = v;
        self.set_operand_pos(i, pos);
    }
    /// Replaces the operands (and their use positions), keeping the results.
    fn set_operand_slots(&mut self, operands: &[Value], pos: &[u32]) {
        let mut slots = Vec::with_capacity(2 * operands.len() + self.n_results as usize);
        slots.extend_from_slice(operands);
        slots.extend_from_slice(self.results());
        slots.extend(pos.iter().map(|&p| Value(p)));
        self.slots = slots.into();
        self.n_operands = operands.len() as u32;
    }
    fn props(&self) -> &[(Sym, Attr)] {
        &self.attrs[..self.n_props as usize]
    }
    fn discardable(&self) -> &[(Sym, Attr)] {
        &self.attrs[self.n_props as usize..]
    }
    fn set_attr_lists(&mut self, props: Vec<(Sym, Attr)>, mut attrs: Vec<(Sym, Attr)>) {
        self.n_props = u16::try_from(props.len()).expect("at most 65535 properties");
        let mut all = props;
        all.append(&mut attrs);
        self.attrs = all.into();
    }
    fn regions(&self) -> &[Region] {
        self.extra.as_deref().map(|e| &e.regions[..]).unwrap_or(&[])
    }
    fn successors(&self) -> &[Block] {
        self.extra.as_deref().map(|e| &e.successors[..]).unwrap_or(&[])
    }
    fn successor_pos(&self) -> &[u32] {
        self.extra.as_deref().map(|e| &e.successor_pos[..]).unwrap_or(&[])
    }
    fn extra_mut(&mut self) -> &mut OpExtra {
        self.extra.get_or_insert_with(Default::default)
    }
}

#[derive(Clone, Debug, Default)]
struct ListData {
    block: PackedOption<Block>,
    first: PackedOption<Op>,
    last: PackedOption<Op>,
    len: u32,
}

#[derive(Clone, Debug)]
struct BlockData {
    args: Vec<Value>,
    list: OpList,
    parent: PackedOption<Region>,
    prev: PackedOption<Block>,
    next: PackedOption<Block>,
    seq: u64,
    /// Terminators naming this block as a successor.
    uses: Vec<Use>,
    erased: bool,
}

#[derive(Clone, Debug, Default)]
struct RegionData {
    parent: PackedOption<Op>,
    first: PackedOption<Block>,
    last: PackedOption<Block>,
    len: u32,
}

/// Order keys: a fresh list starts in the middle of the key space so that both appending and
/// prepending find room; `STRIDE` apart after a renumbering.
const SEQ_START: u64 = 1 << 40;
const STRIDE: u64 = 64;
/// How far a local renumbering may go before the whole list is renumbered.
const LOCAL_LIMIT: u32 = 64;
/// The spacing of keys a local renumbering gives.
const MINOR: u64 = 8;

/// Where new ops go: before `before` in `block`, or at its end.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct InsertPoint {
    pub block: Block,
    pub before: Option<Op>,
}

impl InsertPoint {
    pub fn at_end(block: Block) -> InsertPoint {
        InsertPoint { block, before: None }
    }
}

/// Everything a program is: the context, the registry and the op/block/region/value tables.
pub struct Ir {
    pub ctx: Context,
    registry: &'static Registry,
    ops: PrimaryMap<Op, OpData>,
    lists: PrimaryMap<OpList, ListData>,
    blocks: PrimaryMap<Block, BlockData>,
    regions: PrimaryMap<Region, RegionData>,
    values: PrimaryMap<Value, ValueData>,
}

/// Why an op or block could not be erased.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EraseError {
    /// A result (or block argument) still has this use.
    StillUsed(Use),
    /// The block is still a successor of this terminator.
    StillBranchedTo(Use),
}

impl Ir {
    pub fn new(registry: &'static Registry) -> Ir {
        Ir {
            ctx: Context::new(),
            registry,
            ops: PrimaryMap::new(),
            lists: PrimaryMap::new(),
            blocks: PrimaryMap::new(),
            regions: PrimaryMap::new(),
            values: PrimaryMap::new(),
        }
    }

    pub fn registry(&self) -> &'static Registry {
        self.registry
    }
    /// How many ops were ever created (ids are below this).
    pub fn op_capacity(&self) -> usize {
        self.ops.len()
    }
    pub fn block_capacity(&self) -> usize {
        self.blocks.len()
    }
    pub fn value_capacity(&self) -> usize {
        self.values.len()
    }

    // ----- ops: reading -----

    #[inline]
    pub fn def(&self, op: Op) -> &'static OpDef {
        self.registry.def(self.ops[op].id)
    }
    #[inline]
    pub fn op_id(&self, op: Op) -> OpId {
        self.ops[op].id
    }
    pub fn op_name(&self, op: Op) -> &str {
        self.ctx.str(self.ops[op].name)
    }
    pub fn op_name_sym(&self, op: Op) -> Sym {
        self.ops[op].name
    }
    #[inline]
    pub fn operands(&self, op: Op) -> &[Value] {
        self.ops[op].operands()
    }
    #[inline]
    pub fn operand(&self, op: Op, i: usize) -> Value {
        self.ops[op].operands()[i]
    }
    #[inline]
    pub fn results(&self, op: Op) -> &[Value] {
        self.ops[op].results()
    }
    #[inline]
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.ops[op].results()[i]
    }
    pub fn operand_types(&self, op: Op) -> Vec<Type> {
        self.operands(op).iter().map(|&v| self.value_ty(v)).collect()
    }
    pub fn result_types(&self, op: Op) -> Vec<Type> {
        self.results(op).iter().map(|&v| self.value_ty(v)).collect()
    }
    #[inline]
    pub fn regions(&self, op: Op) -> &[Region] {
        self.ops[op].regions()
    }
    #[inline]
    pub fn successors(&self, op: Op) -> &[Block] {
        self.ops[op].successors()
    }
    #[inline]
    pub fn loc(&self, op: Op) -> Attr {
        self.ops[op].loc
    }
    pub fn props(&self, op: Op) -> &[(Sym, Attr)] {
        self.ops[op].props()
    }
    pub fn attrs(&self, op: Op) -> &[(Sym, Attr)] {
        self.ops[op].discardable()
    }
    /// The block holding `op`, if attached.
    #[inline]
    pub fn parent_block(&self, op: Op) -> Option<Block> {
        let l = self.ops[op].list.expand()?;
        self.lists[l].block.expand()
    }
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        self.block_parent_op(self.parent_block(op)?)
    }
    /// The region holding `op`, if attached.
    pub fn parent_region(&self, op: Op) -> Option<Region> {
        self.block_region(self.parent_block(op)?)
    }
    pub fn next_op(&self, op: Op) -> Option<Op> {
        self.ops[op].next.expand()
    }
    pub fn prev_op(&self, op: Op) -> Option<Op> {
        self.ops[op].prev.expand()
    }
    pub fn is_erased(&self, op: Op) -> bool {
        self.ops[op].erased
    }
    /// Whether `a` comes before `b`; both must be in the same block.
    pub fn is_before_in_block(&self, a: Op, b: Op) -> bool {
        debug_assert_eq!(self.ops[a].list, self.ops[b].list, "is_before_in_block: different blocks");
        self.ops[a].seq < self.ops[b].seq
    }
    /// The ancestor of `op` (or `op` itself) that is in block `b`.
    pub fn ancestor_in_block(&self, mut op: Op, b: Block) -> Option<Op> {
        loop {
            let pb = self.parent_block(op)?;
            if pb == b {
                return Some(op);
            }
            op = self.block_parent_op(pb)?;
        }
    }
    /// The ancestor of `op` (or `op` itself) whose block lies in region `r`.
    pub fn ancestor_in_region(&self, mut op: Op, r: Region) -> Option<Op> {
        loop {
            let b = self.parent_block(op)?;
            if self.blocks[b].parent.expand() == Some(r) {
                return Some(op);
            }
            op = self.block_parent_op(b)?;
        }
    }
    /// Whether `anc` is `op` or contains it.
    pub fn is_ancestor(&self, anc: Op, mut op: Op) -> bool {
        loop {
            if op == anc {
                return true;
            }
            match self.parent_op(op) {
                Some(p) => op = p,
                None => return false,
            }
        }
    }
    /// Whether region `r` contains `op` (at any depth).
    pub fn region_contains(&self, r: Region, op: Op) -> bool {
        self.ancestor_in_region(op, r).is_some()
    }

    // ----- attributes -----

    fn find(list: &[(Sym, Attr)], ctx: &Context, name: &str) -> Option<Attr> {
        let s = ctx.lookup_sym(name)?;
        list.iter().find(|(n, _)| *n == s).map(|&(_, a)| a)
    }
    /// An inherent attribute (property), or a discardable attribute of that name.
    pub fn attr(&self, op: Op, name: &str) -> Option<Attr> {
        let d = &self.ops[op];
        Self::find(d.props(), &self.ctx, name).or_else(|| Self::find(d.discardable(), &self.ctx, name))
    }
    pub fn prop(&self, op: Op, name: &str) -> Option<Attr> {
        Self::find(self.ops[op].props(), &self.ctx, name)
    }
    pub fn has_attr(&self, op: Op, name: &str) -> bool {
        self.attr(op, name).is_some()
    }
    pub fn set_prop(&mut self, op: Op, name: &str, a: Attr) {
        let s = self.ctx.sym(name);
        let d = &self.ops[op];
        let (props, attrs) = (insert_sorted(&self.ctx, d.props().to_vec(), s, a), d.discardable().to_vec());
        self.ops[op].set_attr_lists(props, attrs);
    }
    pub fn set_attr(&mut self, op: Op, name: &str, a: Attr) {
        let s = self.ctx.sym(name);
        let d = &self.ops[op];
        let (props, attrs) = (d.props().to_vec(), insert_sorted(&self.ctx, d.discardable().to_vec(), s, a));
        self.ops[op].set_attr_lists(props, attrs);
    }
    pub fn set_attrs(&mut self, op: Op, attrs: Vec<(Sym, Attr)>) {
        let props = self.ops[op].props().to_vec();
        self.ops[op].set_attr_lists(props, attrs);
    }
    pub fn set_props(&mut self, op: Op, props: Vec<(Sym, Attr)>) {
        let attrs = self.ops[op].discardable().to_vec();
        self.ops[op].set_attr_lists(props, attrs);
    }
    pub fn remove_attr(&mut self, op: Op, name: &str) {
        if let Some(s) = self.ctx.lookup_sym(name) {
            let d = &mut self.ops[op];
            let props = d.props().iter().copied().filter(|(n, _)| *n != s).collect();
            let attrs = d.discardable().iter().copied().filter(|(n, _)| *n != s).collect();
            d.set_attr_lists(props, attrs);
        }
    }
    pub fn set_loc(&mut self, op: Op, loc: Attr) {
        self.ops[op].loc = loc;
    }

    // ----- blocks and regions: reading -----

    #[inline]
    pub fn args(&self, b: Block) -> &[Value] {
        &self.blocks[b].args
    }
    #[inline]
    pub fn arg(&self, b: Block, i: usize) -> Value {
        self.blocks[b].args[i]
    }
    /// The ops of `b`, in order.
    pub fn ops(&self, b: Block) -> Ops<'_> {
        let l = &self.lists[self.blocks[b].list];
        Ops { ir: self, front: l.first, back: l.last, len: l.len as usize }
    }
    pub fn first_op(&self, b: Block) -> Option<Op> {
        self.lists[self.blocks[b].list].first.expand()
    }
    pub fn last_op(&self, b: Block) -> Option<Op> {
        self.lists[self.blocks[b].list].last.expand()
    }
    /// The last op of `b` (its terminator once verified).
    pub fn terminator(&self, b: Block) -> Option<Op> {
        self.last_op(b)
    }
    pub fn num_ops(&self, b: Block) -> usize {
        self.lists[self.blocks[b].list].len as usize
    }
    pub fn block_is_empty(&self, b: Block) -> bool {
        self.num_ops(b) == 0
    }
    /// The region holding `b`, if attached.
    #[inline]
    pub fn block_region(&self, b: Block) -> Option<Region> {
        self.blocks[b].parent.expand()
    }
    pub fn block_parent_op(&self, b: Block) -> Option<Op> {
        self.regions[self.blocks[b].parent.expand()?].parent.expand()
    }
    pub fn next_block(&self, b: Block) -> Option<Block> {
        self.blocks[b].next.expand()
    }
    pub fn prev_block(&self, b: Block) -> Option<Block> {
        self.blocks[b].prev.expand()
    }
    /// The terminators naming `b` as a successor (op and successor index).
    pub fn block_uses(&self, b: Block) -> &[Use] {
        &self.blocks[b].uses
    }
    /// The blocks branching to `b` (once per edge).
    pub fn predecessors(&self, b: Block) -> impl Iterator<Item = Block> + '_ {
        self.blocks[b].uses.iter().filter_map(|u| self.parent_block(u.op))
    }
    pub fn is_entry_block(&self, b: Block) -> bool {
        self.blocks[b].prev.is_none() && !self.blocks[b].parent.is_none()
    }
    pub fn block_is_erased(&self, b: Block) -> bool {
        self.blocks[b].erased
    }
    /// Whether block `a` comes before block `b`; both must be in the same region.
    pub fn block_is_before(&self, a: Block, b: Block) -> bool {
        self.blocks[a].seq < self.blocks[b].seq
    }

    /// The blocks of `r`, in order.
    pub fn blocks(&self, r: Region) -> Blocks<'_> {
        let d = &self.regions[r];
        Blocks { ir: self, front: d.first, back: d.last, len: d.len as usize }
    }
    pub fn entry_block(&self, r: Region) -> Option<Block> {
        self.regions[r].first.expand()
    }
    pub fn last_block(&self, r: Region) -> Option<Block> {
        self.regions[r].last.expand()
    }
    pub fn num_blocks(&self, r: Region) -> usize {
        self.regions[r].len as usize
    }
    pub fn region_is_empty(&self, r: Region) -> bool {
        self.regions[r].len == 0
    }
    /// The op owning `r`.
    pub fn region_op(&self, r: Region) -> Option<Op> {
        self.regions[r].parent.expand()
    }
    /// The position of `r` among its op's regions.
    pub fn region_index(&self, r: Region) -> Option<usize> {
        let op = self.region_op(r)?;
        self.regions(op).iter().position(|&x| x == r)
    }

    // ----- values: reading -----

    #[inline]
    pub fn value_ty(&self, v: Value) -> Type {
        self.values[v].ty
    }
    #[inline]
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }
    pub fn value_loc(&self, v: Value) -> Option<Attr> {
        self.values[v].loc
    }
    /// The uses of `v`: user op and operand index (in no particular order).
    #[inline]
    pub fn uses(&self, v: Value) -> &[Use] {
        &self.values[v].uses
    }
    /// The ops using `v` (an op using it twice appears twice).
    pub fn users(&self, v: Value) -> impl Iterator<Item = Op> + '_ {
        self.values[v].uses.iter().map(|u| u.op)
    }
    pub fn has_one_use(&self, v: Value) -> bool {
        self.values[v].uses.len() == 1
    }
    pub fn use_empty(&self, v: Value) -> bool {
        self.values[v].uses.is_empty()
    }
    /// Whether no result of `op` is used.
    pub fn results_unused(&self, op: Op) -> bool {
        self.results(op).iter().all(|&r| self.use_empty(r))
    }
    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.values[v].def {
            ValueDef::Result(op, _) => Some(op),
            _ => None,
        }
    }
    /// The block where `v` is defined (the defining op's block, or the argument's block).
    pub fn value_block(&self, v: Value) -> Option<Block> {
        match self.values[v].def {
            ValueDef::Result(op, _) => self.parent_block(op),
            ValueDef::Arg(b, _) => Some(b),
            ValueDef::Placeholder => None,
        }
    }
    /// The region where `v` is defined.
    pub fn value_region(&self, v: Value) -> Option<Region> {
        self.block_region(self.value_block(v)?)
    }

    // ----- creation -----

    fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        self.values.push(ValueData { ty, def, loc: None, uses: Vec::new() })
    }
    /// A value standing for a forward reference (parser only); `replace_all_uses_with` then
    /// gives its uses the defined value.
    pub fn new_placeholder(&mut self, ty: Type) -> Value {
        self.new_value(ty, ValueDef::Placeholder)
    }
    /// A new detached, empty block.
    pub fn new_block(&mut self) -> Block {
        let list = self.lists.push(ListData::default());
        let b = self.blocks.push(BlockData {
            args: Vec::new(),
            list,
            parent: PackedOption::NONE,
            prev: PackedOption::NONE,
            next: PackedOption::NONE,
            seq: 0,
            uses: Vec::new(),
            erased: false,
        });
        self.lists[list].block = PackedOption::some(b);
        b
    }
    /// A new empty region, owned by no op until an op is created with it.
    pub fn new_region(&mut self) -> Region {
        self.regions.push(RegionData::default())
    }
    /// A new region holding one new block with arguments of the given types.
    pub fn new_region_with_block(&mut self, arg_types: &[Type]) -> (Region, Block) {
        let r = self.new_region();
        let b = self.new_block();
        for &t in arg_types {
            self.add_block_arg(b, t);
        }
        self.append_block(r, b);
        (r, b)
    }

    /// Creates a detached op; its regions are adopted (their parent becomes the op).
    #[allow(clippy::too_many_arguments)]
    pub fn create_op(
        &mut self,
        name: Sym,
        operands: Vec<Value>,
        result_types: &[Type],
        props: Vec<(Sym, Attr)>,
        attrs: Vec<(Sym, Attr)>,
        regions: Vec<Region>,
        successors: Vec<Block>,
        loc: Attr,
    ) -> Op {
        let id = self.registry.lookup(self.ctx.str(name)).unwrap_or(OpId::UNREGISTERED);
        let op = self.ops.next_key();
        let slots: Box<[Value]> =
            result_types.iter().enumerate().map(|(i, &t)| self.new_value(t, ValueDef::Result(op, i as u32))).collect();
        for &r in &regions {
            debug_assert!(self.regions[r].parent.is_none(), "create_op: region already owned");
            self.regions[r].parent = PackedOption::some(op);
        }
        let n_succ = successors.len();
        let extra = (!regions.is_empty() || n_succ > 0).then(|| {
            Box::new(OpExtra {
                regions: regions.into(),
                successors: vec![Block(0); n_succ].into(),
                successor_pos: vec![0; n_succ].into(),
            })
        });
        let mut data = OpData {
            name,
            id,
            loc,
            list: PackedOption::NONE,
            prev: PackedOption::NONE,
            next: PackedOption::NONE,
            n_props: 0,
            erased: false,
            seq: 0,
            n_operands: 0,
            n_results: slots.len() as u32,
            slots,
            attrs: Box::new([]),
            extra,
        };
        data.set_attr_lists(props, attrs);
        let pushed = self.ops.push(data);
        debug_assert_eq!(pushed, op);
        self.set_operands(op, operands);
        for (i, s) in successors.into_iter().enumerate() {
            self.link_successor(op, i, s);
        }
        op
    }

    // ----- operands and use-lists -----

    fn add_use(&mut self, v: Value, u: Use) -> u32 {
        let uses = &mut self.values[v].uses;
        uses.push(u);
        (uses.len() - 1) as u32
    }
    fn remove_use(&mut self, v: Value, pos: u32) {
        let uses = &mut self.values[v].uses;
        uses.swap_remove(pos as usize);
        if let Some(&moved) = uses.get(pos as usize) {
            self.ops[moved.op].set_operand_pos(moved.index as usize, pos);
        }
    }
    /// Sets operand `i` of `op` to `v`.
    pub fn set_operand(&mut self, op: Op, i: usize, v: Value) {
        let (old, pos) = (self.ops[op].operands()[i], self.ops[op].operand_pos(i));
        if old == v {
            return;
        }
        self.remove_use(old, pos);
        let pos = self.add_use(v, Use { op, index: i as u32 });
        self.ops[op].set_operand_slot(i, v, pos);
    }
    /// Replaces all operands of `op`.
    pub fn set_operands(&mut self, op: Op, vals: Vec<Value>) {
        self.drop_operands(op);
        let mut pos = Vec::with_capacity(vals.len());
        for (i, &v) in vals.iter().enumerate() {
            pos.push(self.add_use(v, Use { op, index: i as u32 }));
        }
        self.ops[op].set_operand_slots(&vals, &pos);
    }
    /// Inserts `vals` as operands of `op` starting at index `at`.
    pub fn insert_operands(&mut self, op: Op, at: usize, vals: &[Value]) {
        let mut all = self.ops[op].operands().to_vec();
        all.splice(at..at, vals.iter().copied());
        self.set_operands(op, all);
    }
    /// Removes operand `i` of `op`; later operands shift down.
    pub fn erase_operand(&mut self, op: Op, i: usize) {
        let mut all = self.ops[op].operands().to_vec();
        all.remove(i);
        self.set_operands(op, all);
    }
    /// Removes every operand of `op` (its uses disappear).
    pub fn drop_operands(&mut self, op: Op) {
        // Remove from the back, one operand at a time, keeping the positions of the remaining
        // operands live: when `op` uses a value twice, removing one use may move the other
        // one's entry in the value's use-list, and `remove_use` records its new position.
        for i in (0..self.ops[op].n_operands as usize).rev() {
            let (v, p) = (self.ops[op].operands()[i], self.ops[op].operand_pos(i));
            self.remove_use(v, p);
        }
        if self.ops[op].n_operands > 0 {
            self.ops[op].set_operand_slots(&[], &[]);
        }
    }

    fn link_successor(&mut self, op: Op, i: usize, b: Block) {
        let uses = &mut self.blocks[b].uses;
        uses.push(Use { op, index: i as u32 });
        let pos = (uses.len() - 1) as u32;
        let e = self.ops[op].extra_mut();
        e.successors[i] = b;
        e.successor_pos[i] = pos;
    }
    fn unlink_successor(&mut self, op: Op, i: usize) {
        let (b, pos) = (self.ops[op].successors()[i], self.ops[op].successor_pos()[i]);
        let uses = &mut self.blocks[b].uses;
        uses.swap_remove(pos as usize);
        if let Some(&moved) = uses.get(pos as usize) {
            self.ops[moved.op].extra_mut().successor_pos[moved.index as usize] = pos;
        }
    }
    /// Sets successor `i` of `op` to `b`.
    pub fn set_successor(&mut self, op: Op, i: usize, b: Block) {
        if self.ops[op].successors()[i] == b {
            return;
        }
        self.unlink_successor(op, i);
        self.link_successor(op, i, b);
    }

    /// Replaces every use of `from` with `to`. O(uses of `from`).
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from].uses);
        for u in uses {
            let pos = self.add_use(to, u);
            self.ops[u.op].set_operand_slot(u.index as usize, to, pos);
        }
    }
    /// Replaces the uses of `from` for which `pred` holds. O(uses of `from`).
    pub fn replace_uses_if(&mut self, from: Value, to: Value, pred: &mut dyn FnMut(&Ir, Use) -> bool) {
        if from == to {
            return;
        }
        let uses: Vec<Use> = self.values[from].uses.iter().copied().filter(|&u| pred(self, u)).collect();
        for u in uses {
            self.set_operand(u.op, u.index as usize, to);
        }
    }
    /// Replaces every use of `from` except those in `except` (MLIR's
    /// `replaceAllUsesExcept`).
    pub fn replace_all_uses_except(&mut self, from: Value, to: Value, except: Op) {
        self.replace_uses_if(from, to, &mut |_, u| u.op != except);
    }
    /// Replaces the uses of each result of `op` by the corresponding value of `vals`.
    pub fn replace_op_uses(&mut self, op: Op, vals: &[Value]) {
        let results = self.ops[op].results().to_vec();
        debug_assert_eq!(results.len(), vals.len(), "replace_op_uses: result count");
        for (&r, &v) in results.iter().zip(vals) {
            self.replace_all_uses_with(r, v);
        }
    }
    /// Makes every terminator branching to `from` branch to `to`.
    pub fn replace_all_block_uses_with(&mut self, from: Block, to: Block) {
        let uses = self.blocks[from].uses.clone();
        for u in uses {
            self.set_successor(u.op, u.index as usize, to);
        }
    }
    /// Changes the type of `v` (bufferization turns tensors into memrefs).
    pub fn set_type(&mut self, v: Value, ty: Type) {
        self.values[v].ty = ty;
    }
    pub fn set_value_loc(&mut self, v: Value, loc: Option<Attr>) {
        self.values[v].loc = loc;
    }

    // ----- block arguments -----

    pub fn add_block_arg(&mut self, b: Block, ty: Type) -> Value {
        let idx = self.blocks[b].args.len() as u32;
        let v = self.new_value(ty, ValueDef::Arg(b, idx));
        self.blocks[b].args.push(v);
        v
    }
    /// Inserts an argument at position `i`; later ones are renumbered.
    pub fn insert_block_arg(&mut self, b: Block, i: usize, ty: Type) -> Value {
        let v = self.new_value(ty, ValueDef::Arg(b, i as u32));
        self.blocks[b].args.insert(i, v);
        self.renumber_args(b, i + 1);
        v
    }
    /// Erases argument `i`, which must be unused; later ones are renumbered.
    pub fn erase_block_arg(&mut self, b: Block, i: usize) -> Result<(), EraseError> {
        let v = self.blocks[b].args[i];
        if let Some(&u) = self.values[v].uses.first() {
            debug_assert!(false, "erase_block_arg: the argument is still used");
            return Err(EraseError::StillUsed(u));
        }
        self.blocks[b].args.remove(i);
        self.values[v].def = ValueDef::Placeholder;
        self.renumber_args(b, i);
        Ok(())
    }
    /// Removes every argument of `b` (they must be unused or replaced first); returns them.
    pub fn take_block_args(&mut self, b: Block) -> Vec<Value> {
        std::mem::take(&mut self.blocks[b].args)
    }
    fn renumber_args(&mut self, b: Block, from: usize) {
        for k in from..self.blocks[b].args.len() {
            let a = self.blocks[b].args[k];
            self.values[a].def = ValueDef::Arg(b, k as u32);
        }
    }

    // ----- op layout -----

    fn list_of(&self, b: Block) -> OpList {
        self.blocks[b].list
    }
    /// Links detached `op` into list `l` before `before` (or at the end).
    fn link_op(&mut self, op: Op, l: OpList, before: Option<Op>) {
        debug_assert!(self.ops[op].list.is_none(), "op is already in a block");
        let prev = match before {
            Some(n) => self.ops[n].prev,
            None => self.lists[l].last,
        };
        let next: PackedOption<Op> = before.into();
        {
            let d = &mut self.ops[op];
            d.list = PackedOption::some(l);
            d.prev = prev;
            d.next = next;
        }
        match prev.expand() {
            Some(p) => self.ops[p].next = PackedOption::some(op),
            None => self.lists[l].first = PackedOption::some(op),
        }
        match next.expand() {
            Some(n) => self.ops[n].prev = PackedOption::some(op),
            None => self.lists[l].last = PackedOption::some(op),
        }
        self.lists[l].len += 1;
        self.assign_op_seq(op);
    }
    fn unlink_op(&mut self, op: Op) {
        let Some(l) = self.ops[op].list.expand() else { return };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev.expand() {
            Some(p) => self.ops[p].next = next,
            None => self.lists[l].first = next,
        }
        match next.expand() {
            Some(n) => self.ops[n].prev = prev,
            None => self.lists[l].last = prev,
        }
        self.lists[l].len -= 1;
        let d = &mut self.ops[op];
        d.list = PackedOption::NONE;
        d.prev = PackedOption::NONE;
        d.next = PackedOption::NONE;
    }
    fn assign_op_seq(&mut self, op: Op) {
        let prev = self.ops[op].prev.expand().map(|p| self.ops[p].seq);
        let next = self.ops[op].next.expand().map(|n| self.ops[n].seq);
        let seq = match (prev, next) {
            (None, None) => SEQ_START,
            (Some(p), None) => p.saturating_add(STRIDE),
            (None, Some(n)) => n.saturating_sub(STRIDE),
            (Some(p), Some(n)) => p + (n - p) / 2,
        };
        let fits = prev.is_none_or(|p| seq > p) && next.is_none_or(|n| seq < n) && seq != u64::MAX;
        if fits {
            self.ops[op].seq = seq;
            return;
        }
        // No gap: renumber forward from `op` until the keys fit again, or the whole list.
        let mut key = prev.unwrap_or(0);
        let mut cur = Some(op);
        for _ in 0..LOCAL_LIMIT {
            let Some(c) = cur else { return };
            key += MINOR;
            self.ops[c].seq = key;
            cur = self.ops[c].next.expand();
            match cur {
                Some(n) if self.ops[n].seq > key => return,
                None => return,
                _ => {}
            }
        }
        let l = self.ops[op].list.expand().expect("linked");
        self.renumber_list(l);
    }
    fn renumber_list(&mut self, l: OpList) {
        let mut key = SEQ_START;
        let mut cur = self.lists[l].first.expand();
        while let Some(c) = cur {
            self.ops[c].seq = key;
            key += STRIDE;
            cur = self.ops[c].next.expand();
        }
    }

    /// Inserts detached `op` at `ip`.
    pub fn insert_op(&mut self, ip: InsertPoint, op: Op) {
        let l = self.list_of(ip.block);
        debug_assert!(ip.before.is_none_or(|b| self.ops[b].list.expand() == Some(l)), "insertion point not in block");
        self.link_op(op, l, ip.before);
    }
    /// Appends detached `op` to `b`.
    pub fn append_op(&mut self, b: Block, op: Op) {
        let l = self.list_of(b);
        self.link_op(op, l, None);
    }
    /// Inserts detached `op` right before `before`.
    pub fn insert_op_before(&mut self, op: Op, before: Op) {
        let l = self.ops[before].list.expand().expect("insert_op_before: anchor not in a block");
        self.link_op(op, l, Some(before));
    }
    /// Inserts detached `op` right after `after`.
    pub fn insert_op_after(&mut self, op: Op, after: Op) {
        let l = self.ops[after].list.expand().expect("insert_op_after: anchor not in a block");
        let next = self.ops[after].next.expand();
        self.link_op(op, l, next);
    }
    /// Takes `op` out of its block; it keeps its operands, regions and uses.
    pub fn detach_op(&mut self, op: Op) {
        self.unlink_op(op);
    }
    /// Moves `op` (attached or not) to `ip`.
    pub fn move_op(&mut self, op: Op, ip: InsertPoint) {
        self.unlink_op(op);
        self.insert_op(ip, op);
    }
    /// Moves `op` right before `before`.
    pub fn move_op_before(&mut self, op: Op, before: Op) {
        self.unlink_op(op);
        self.insert_op_before(op, before);
    }
    /// Moves `op` right after `after`.
    pub fn move_op_after(&mut self, op: Op, after: Op) {
        self.unlink_op(op);
        self.insert_op_after(op, after);
    }

    /// Erases `op` and everything nested in it. Refused (and a debug assertion) while a
    /// result of `op` is used by an op outside it.
    pub fn erase_op(&mut self, op: Op) -> Result<(), EraseError> {
        if let Some(u) = self.external_use(op) {
            debug_assert!(false, "erase_op: '{}' still has a use by '{}'", self.op_name(op), self.op_name(u.op));
            return Err(EraseError::StillUsed(u));
        }
        self.unlink_op(op);
        self.destroy_op(op);
        Ok(())
    }
    /// The first use of a value defined by `op` or inside it, by an op outside it.
    fn external_use(&self, op: Op) -> Option<Use> {
        self.escaping_use(op, &|ir, u| ir.is_ancestor(op, u))
    }
    /// The first use of a value defined by `op` or inside it whose user is not `inside`.
    fn escaping_use(&self, op: Op, inside: &dyn Fn(&Ir, Op) -> bool) -> Option<Use> {
        let mut found = None;
        self.walk(op, &mut |o| {
            if found.is_some() {
                return;
            }
            for &r in self.results(o) {
                if let Some(&u) = self.uses(r).iter().find(|u| !inside(self, u.op)) {
                    found = Some(u);
                    return;
                }
            }
            for &r in self.regions(o) {
                for b in self.blocks(r) {
                    for &a in self.args(b) {
                        if let Some(&u) = self.uses(a).iter().find(|u| !inside(self, u.op)) {
                            found = Some(u);
                            return;
                        }
                    }
                }
            }
        });
        found
    }
    /// Drops every reference held by `op` and its nested ops, and marks them erased.
    fn destroy_op(&mut self, op: Op) {
        // Drop all references first (uses among the nested ops go with them), then mark.
        let mut all = vec![];
        self.walk(op, &mut |o| all.push(o));
        for &o in &all {
            self.drop_operands(o);
            for i in 0..self.ops[o].successors().len() {
                self.unlink_successor(o, i);
            }
            if let Some(e) = self.ops[o].extra.as_deref_mut() {
                e.successors = Box::new([]);
                e.successor_pos = Box::new([]);
            }
        }
        for &o in all.iter().rev() {
            for r in self.ops[o].regions().to_vec().iter() {
                let blocks: Vec<Block> = self.blocks(*r).collect();
                for b in blocks {
                    self.blocks[b].erased = true;
                    self.blocks[b].parent = PackedOption::NONE;
                }
                let d = &mut self.regions[*r];
                d.first = PackedOption::NONE;
                d.last = PackedOption::NONE;
                d.len = 0;
            }
            self.ops[o].erased = true;
        }
    }
    /// Erases every op of `b`, last first (each must be unused outside `b` by then).
    pub fn clear_block(&mut self, b: Block) -> Result<(), EraseError> {
        while let Some(o) = self.last_op(b) {
            self.erase_op(o)?;
        }
        Ok(())
    }

    // ----- block layout -----

    fn link_block(&mut self, b: Block, r: Region, before: Option<Block>) {
        debug_assert!(self.blocks[b].parent.is_none(), "block is already in a region");
        let prev = match before {
            Some(n) => self.blocks[n].prev,
            None => self.regions[r].last,
        };
        let next: PackedOption<Block> = before.into();
        {
            let d = &mut self.blocks[b];
            d.parent = PackedOption::some(r);
            d.prev = prev;
            d.next = next;
        }
        match prev.expand() {
            Some(p) => self.blocks[p].next = PackedOption::some(b),
            None => self.regions[r].first = PackedOption::some(b),
        }
        match next.expand() {
            Some(n) => self.blocks[n].prev = PackedOption::some(b),
            None => self.regions[r].last = PackedOption::some(b),
        }
        self.regions[r].len += 1;
        let ps = prev.expand().map(|p| self.blocks[p].seq);
        let ns = next.expand().map(|n| self.blocks[n].seq);
        let seq = match (ps, ns) {
            (None, None) => SEQ_START,
            (Some(p), None) => p.saturating_add(STRIDE),
            (None, Some(n)) => n.saturating_sub(STRIDE),
            (Some(p), Some(n)) => p + (n - p) / 2,
        };
        if ps.is_none_or(|p| seq > p) && ns.is_none_or(|n| seq < n) && seq != u64::MAX {
            self.blocks[b].seq = seq;
        } else {
            let mut key = SEQ_START;
            let mut cur = self.regions[r].first.expand();
            while let Some(c) = cur {
                self.blocks[c].seq = key;
                key += STRIDE;
                cur = self.blocks[c].next.expand();
            }
        }
    }
    fn unlink_block(&mut self, b: Block) {
        let Some(r) = self.blocks[b].parent.expand() else { return };
        let (prev, next) = (self.blocks[b].prev, self.blocks[b].next);
        match prev.expand() {
            Some(p) => self.blocks[p].next = next,
            None => self.regions[r].first = next,
        }
        match next.expand() {
            Some(n) => self.blocks[n].prev = prev,
            None => self.regions[r].last = prev,
        }
        self.regions[r].len -= 1;
        let d = &mut self.blocks[b];
        d.parent = PackedOption::NONE;
        d.prev = PackedOption::NONE;
        d.next = PackedOption::NONE;
    }
    /// Appends detached block `b` to region `r`.
    pub fn append_block(&mut self, r: Region, b: Block) {
        self.link_block(b, r, None);
    }
    /// Inserts detached block `b` before `before`.
    pub fn insert_block_before(&mut self, b: Block, before: Block) {
        let r = self.blocks[before].parent.expand().expect("insert_block_before: anchor not in a region");
        self.link_block(b, r, Some(before));
    }
    /// Inserts detached block `b` after `after`.
    pub fn insert_block_after(&mut self, b: Block, after: Block) {
        let r = self.blocks[after].parent.expand().expect("insert_block_after: anchor not in a region");
        let next = self.blocks[after].next.expand();
        self.link_block(b, r, next);
    }
    /// Inserts detached block `b` into `r` before `before` (or at the end).
    pub fn insert_block(&mut self, r: Region, before: Option<Block>, b: Block) {
        self.link_block(b, r, before);
    }
    /// Takes `b` out of its region; it keeps its ops.
    pub fn detach_block(&mut self, b: Block) {
        self.unlink_block(b);
    }
    /// Moves `b` to region `r` before `before` (or at the end).
    pub fn move_block(&mut self, b: Block, r: Region, before: Option<Block>) {
        self.unlink_block(b);
        self.link_block(b, r, before);
    }
    /// Erases block `b` and its ops. Refused while it is a successor or while a value defined
    /// in it is used outside it.
    pub fn erase_block(&mut self, b: Block) -> Result<(), EraseError> {
        if let Some(&u) = self.blocks[b].uses.first() {
            debug_assert!(false, "erase_block: the block is still a successor");
            return Err(EraseError::StillBranchedTo(u));
        }
        let inside = |ir: &Ir, u: Op| ir.ancestor_in_block(u, b).is_some();
        for &a in &self.blocks[b].args {
            if let Some(&u) = self.values[a].uses.iter().find(|u| !inside(self, u.op)) {
                debug_assert!(false, "erase_block: an argument is still used");
                return Err(EraseError::StillUsed(u));
            }
        }
        let ops: Vec<Op> = self.ops(b).collect();
        for &o in &ops {
            if let Some(u) = self.escaping_use(o, &inside) {
                debug_assert!(false, "erase_block: a value of the block is still used");
                return Err(EraseError::StillUsed(u));
            }
        }
        // Drop the references of all ops first: uses among them need no order.
        for &o in &ops {
            self.unlink_op(o);
            self.destroy_op(o);
        }
        self.unlink_block(b);
        self.blocks[b].erased = true;
        Ok(())
    }

    /// Erases a set of blocks that may branch to and use one another but are not used from
    /// outside the set (e.g. the unreachable blocks of a region).
    pub fn erase_blocks(&mut self, blocks: &[Block]) -> Result<(), EraseError> {
        let mut set = super::entity::EntitySet::new();
        for &b in blocks {
            set.insert(b);
        }
        let inside = |ir: &Ir, u: Op| {
            let mut o = u;
            loop {
                let Some(b) = ir.parent_block(o) else { return false };
                if set.contains(b) {
                    return true;
                }
                match ir.block_parent_op(b) {
                    Some(p) => o = p,
                    None => return false,
                }
            }
        };
        for &b in blocks {
            if let Some(&u) = self.blocks[b].uses.iter().find(|u| !inside(self, u.op)) {
                debug_assert!(false, "erase_blocks: a block is a successor of an op outside the set");
                return Err(EraseError::StillBranchedTo(u));
            }
            for &a in &self.blocks[b].args {
                if let Some(&u) = self.values[a].uses.iter().find(|u| !inside(self, u.op)) {
                    debug_assert!(false, "erase_blocks: an argument is used outside the set");
                    return Err(EraseError::StillUsed(u));
                }
            }
            for o in self.ops(b).collect::<Vec<_>>() {
                if let Some(u) = self.escaping_use(o, &inside) {
                    debug_assert!(false, "erase_blocks: a value is used outside the set");
                    return Err(EraseError::StillUsed(u));
                }
            }
        }
        for &b in blocks {
            for o in self.ops(b).collect::<Vec<_>>() {
                self.unlink_op(o);
                self.destroy_op(o);
            }
        }
        for &b in blocks {
            self.unlink_block(b);
            self.blocks[b].erased = true;
        }
        Ok(())
    }

    // ----- region surgery -----

    /// Moves every block of `src` into `dst` before `before` (or at the end); `src` is left
    /// empty. O(blocks of `src`).
    pub fn inline_region_before(&mut self, src: Region, dst: Region, before: Option<Block>) -> Vec<Block> {
        let blocks: Vec<Block> = self.blocks(src).collect();
        for &b in &blocks {
            self.unlink_block(b);
            self.link_block(b, dst, before);
        }
        blocks
    }
    /// Moves the ops of `b` from `before` to the end into a new block placed right after `b`
    /// (with no arguments), and returns it. `b` keeps the ops before `before`, its arguments
    /// and its predecessors. O(min(ops moved, ops kept)).
    pub fn split_block(&mut self, b: Block, before: Option<Op>) -> Block {
        let nb = self.new_block();
        if let Some(r) = self.blocks[b].parent.expand() {
            let next = self.blocks[b].next.expand();
            self.link_block(nb, r, next);
        }
        let Some(split) = before else { return nb };
        let l = self.list_of(b);
        debug_assert_eq!(self.ops[split].list.expand(), Some(l), "split_block: op not in block");
        // Count the ops before `split` and after it, walking both ends at once so the cost is
        // bounded by the shorter part.
        let (mut fwd, mut back) = (self.lists[l].first.expand(), Some(split));
        let prefix_shorter = loop {
            match fwd {
                Some(f) if f == split => break true,
                None => break true,
                Some(f) => fwd = self.ops[f].next.expand(),
            }
            match back {
                None => break false,
                Some(x) => back = self.ops[x].next.expand(),
            }
        };
        let new_list = self.list_of(nb);
        if prefix_shorter {
            // Move the prefix into the new list, then swap lists: `b` keeps its prefix.
            while let Some(o) = self.lists[l].first.expand() {
                if o == split {
                    break;
                }
                self.unlink_op(o);
                self.link_op_keep_seq(o, new_list);
            }
            self.blocks[b].list = new_list;
            self.lists[new_list].block = PackedOption::some(b);
            self.blocks[nb].list = l;
            self.lists[l].block = PackedOption::some(nb);
        } else {
            let mut cur = Some(split);
            while let Some(o) = cur {
                cur = self.ops[o].next.expand();
                self.unlink_op(o);
                self.link_op_keep_seq(o, new_list);
            }
        }
        nb
    }
    /// Appends `op` to list `l` keeping its order key (keys stay increasing when ops move in
    /// order out of one list into an empty one).
    fn link_op_keep_seq(&mut self, op: Op, l: OpList) {
        let seq = self.ops[op].seq;
        let prev = self.lists[l].last;
        let ok = prev.expand().is_none_or(|p| self.ops[p].seq < seq);
        if !ok {
            self.link_op(op, l, None);
            return;
        }
        let d = &mut self.ops[op];
        d.list = PackedOption::some(l);
        d.prev = prev;
        d.next = PackedOption::NONE;
        match prev.expand() {
            Some(p) => self.ops[p].next = PackedOption::some(op),
            None => self.lists[l].first = PackedOption::some(op),
        }
        self.lists[l].last = PackedOption::some(op);
        self.lists[l].len += 1;
    }
    /// Moves the ops of `src` to the end of `dst`, replacing `src`'s arguments by `args`, and
    /// erases `src` (which must have no predecessors). O(min(|src|, |dst|)).
    pub fn merge_blocks(&mut self, src: Block, dst: Block, args: &[Value]) {
        debug_assert!(self.blocks[src].uses.is_empty(), "merge_blocks: the source block still has predecessors");
        let src_args = self.blocks[src].args.clone();
        debug_assert_eq!(src_args.len(), args.len(), "merge_blocks: argument count");
        for (&a, &v) in src_args.iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        let (ls, ld) = (self.list_of(src), self.list_of(dst));
        if self.lists[ls].len > self.lists[ld].len {
            // Prepend dst's ops to src's list, then give that list to dst.
            while let Some(o) = self.lists[ld].last.expand() {
                self.unlink_op(o);
                let first = self.lists[ls].first.expand();
                self.link_op(o, ls, first);
            }
            self.blocks[dst].list = ls;
            self.lists[ls].block = PackedOption::some(dst);
            self.blocks[src].list = ld;
            self.lists[ld].block = PackedOption::some(src);
        } else {
            while let Some(o) = self.lists[ls].first.expand() {
                self.unlink_op(o);
                self.link_op(o, ld, None);
            }
        }
        self.blocks[src].args.clear();
        self.unlink_block(src);
        self.blocks[src].erased = true;
    }
    /// Moves the ops of `src` right before `before` (in another block), replacing `src`'s
    /// arguments by `args`, and erases `src` (MLIR's `inlineBlockBefore`).
    pub fn inline_block_before(&mut self, src: Block, before: Op, args: &[Value]) {
        debug_assert!(self.blocks[src].uses.is_empty(), "inline_block_before: the block still has predecessors");
        let src_args = self.blocks[src].args.clone();
        for (&a, &v) in src_args.iter().zip(args) {
            self.replace_all_uses_with(a, v);
        }
        while let Some(o) = self.first_op(src) {
            self.unlink_op(o);
            self.insert_op_before(o, before);
        }
        self.blocks[src].args.clear();
        self.unlink_block(src);
        self.blocks[src].erased = true;
    }

    // ----- queries over regions -----

    /// The values used inside `r` (at any depth) but defined outside it, in order of first use.
    pub fn values_defined_above(&self, r: Region) -> Vec<Value> {
        let mut out = vec![];
        let mut seen = super::entity::EntitySet::new();
        for b in self.blocks(r) {
            for o in self.ops(b) {
                self.walk(o, &mut |x| {
                    for &v in self.operands(x) {
                        if !seen.contains(v) && !self.value_defined_in(v, r) {
                            seen.insert(v);
                            out.push(v);
                        }
                    }
                });
            }
        }
        out
    }
    /// Whether `v` is defined inside region `r` (at any depth).
    pub fn value_defined_in(&self, v: Value, r: Region) -> bool {
        let Some(mut region) = self.value_region(v) else { return false };
        loop {
            if region == r {
                return true;
            }
            match self.region_op(region).and_then(|o| self.parent_region(o)) {
                Some(p) => region = p,
                None => return false,
            }
        }
    }

    // ----- walks -----

    /// Visits `op` and every op nested in it, parents before children.
    pub fn walk(&self, op: Op, f: &mut dyn FnMut(Op)) {
        f(op);
        for &r in self.regions(op) {
            for b in self.blocks(r) {
                for o in self.ops(b) {
                    self.walk(o, f);
                }
            }
        }
    }
    /// Walks `op` and its nested ops in `order`; the callback may skip an op's regions (in
    /// pre-order) or stop the walk.
    pub fn walk_with(&self, op: Op, order: WalkOrder, f: &mut dyn FnMut(&Ir, Op) -> WalkResult) -> WalkResult {
        if order == WalkOrder::Pre {
            match f(self, op) {
                WalkResult::Interrupt => return WalkResult::Interrupt,
                WalkResult::Skip => return WalkResult::Advance,
                WalkResult::Advance => {}
            }
        }
        for &r in self.regions(op) {
            for b in self.blocks(r) {
                for o in self.ops(b) {
                    if self.walk_with(o, order, f) == WalkResult::Interrupt {
                        return WalkResult::Interrupt;
                    }
                }
            }
        }
        if order == WalkOrder::Post && f(self, op) == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    }
    /// Like `walk_with`, with a callback that may mutate the IR: it may erase or move the op
    /// it visits (and anything nested in it); the walk continues with the op that followed.
    pub fn walk_mut(&mut self, op: Op, order: WalkOrder, f: &mut dyn FnMut(&mut Ir, Op) -> WalkResult) -> WalkResult {
        if order == WalkOrder::Pre {
            match f(self, op) {
                WalkResult::Interrupt => return WalkResult::Interrupt,
                WalkResult::Skip => return WalkResult::Advance,
                WalkResult::Advance => {}
            }
            if self.ops[op].erased {
                return WalkResult::Advance;
            }
        }
        let regions = self.ops[op].regions().to_vec();
        for &r in regions.iter() {
            let mut b = self.entry_block(r);
            while let Some(blk) = b {
                let mut o = self.first_op(blk);
                while let Some(x) = o {
                    let next = self.next_op(x);
                    if self.walk_mut(x, order, f) == WalkResult::Interrupt {
                        return WalkResult::Interrupt;
                    }
                    o = next;
                }
                b = self.next_block(blk);
            }
        }
        if order == WalkOrder::Post && f(self, op) == WalkResult::Interrupt {
            return WalkResult::Interrupt;
        }
        WalkResult::Advance
    }
    /// Every op nested in `op` (not `op` itself), parents before children.
    pub fn nested_ops(&self, op: Op) -> Vec<Op> {
        let mut v = vec![];
        self.walk(op, &mut |o| v.push(o));
        v.remove(0);
        v
    }

    // ----- cloning -----

    /// Deep-copies `op` (regions included) as a detached op. Operands defined outside `op`
    /// are mapped through `map` (left as they are when unmapped); the copy's results, blocks,
    /// block arguments and nested ops are added to `map`. Two phases (create every op, then
    /// set operands and successors), so any block order and graph regions are copied right.
    pub fn clone_op(&mut self, op: Op, map: &mut IrMapping) -> Op {
        let mut pairs = vec![];
        let c = self.clone_structure(op, map, &mut pairs);
        self.clone_fill(&pairs, map);
        c
    }
    /// Copies the blocks of `src` into `dst` before `before` (or at the end), mapping as
    /// `clone_op` does; returns the new blocks.
    pub fn clone_region_into(
        &mut self,
        src: Region,
        dst: Region,
        before: Option<Block>,
        map: &mut IrMapping,
    ) -> Vec<Block> {
        let mut pairs = vec![];
        let new_blocks = self.clone_blocks(src, map, &mut pairs);
        for &nb in &new_blocks {
            self.link_block(nb, dst, before);
        }
        self.clone_fill(&pairs, map);
        new_blocks
    }
    fn clone_blocks(&mut self, src: Region, map: &mut IrMapping, pairs: &mut Vec<(Op, Op)>) -> Vec<Block> {
        let blocks: Vec<Block> = self.blocks(src).collect();
        let mut out = vec![];
        for &b in &blocks {
            let nb = self.new_block();
            map.blocks.insert(b, nb);
            for i in 0..self.blocks[b].args.len() {
                let a = self.blocks[b].args[i];
                let na = self.add_block_arg(nb, self.values[a].ty);
                self.values[na].loc = self.values[a].loc;
                map.values.insert(a, na);
            }
            out.push(nb);
        }
        for (&b, &nb) in blocks.iter().zip(&out) {
            let ops: Vec<Op> = self.ops(b).collect();
            for o in ops {
                let c = self.clone_structure(o, map, pairs);
                self.append_op(nb, c);
            }
        }
        out
    }
    fn clone_structure(&mut self, op: Op, map: &mut IrMapping, pairs: &mut Vec<(Op, Op)>) -> Op {
        let regions = self.ops[op].regions().to_vec();
        let mut new_regions = vec![];
        for &r in regions.iter() {
            let nr = self.new_region();
            let blocks = self.clone_blocks(r, map, pairs);
            for nb in blocks {
                self.link_block(nb, nr, None);
            }
            new_regions.push(nr);
        }
        let d = &self.ops[op];
        let (name, props, attrs, loc) = (d.name, d.props().to_vec(), d.discardable().to_vec(), d.loc);
        let tys = self.result_types(op);
        let c = self.create_op(name, vec![], &tys, props, attrs, new_regions, vec![], loc);
        for i in 0..tys.len() {
            map.values.insert(self.ops[op].results()[i], self.ops[c].results()[i]);
        }
        map.ops.insert(op, c);
        pairs.push((op, c));
        c
    }
    fn clone_fill(&mut self, pairs: &[(Op, Op)], map: &IrMapping) {
        for &(old, new) in pairs {
            let operands: Vec<Value> = self.ops[old].operands().iter().map(|&v| map.value(v)).collect();
            self.set_operands(new, operands);
            let succ: Vec<Block> = self.ops[old].successors().iter().map(|&b| map.block(b)).collect();
            let n = succ.len();
            if n > 0 {
                let e = self.ops[new].extra_mut();
                e.successors = vec![Block(0); n].into();
                e.successor_pos = vec![0; n].into();
            }
            for (i, s) in succ.into_iter().enumerate() {
                self.link_successor(new, i, s);
            }
        }
    }
}

/// What a walk does after visiting an op.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkResult {
    Advance,
    /// Do not visit this op's regions (pre-order only).
    Skip,
    Interrupt,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    Pre,
    Post,
}

/// The correspondence `clone_op` builds from originals to copies.
#[derive(Default, Debug, Clone)]
pub struct IrMapping {
    pub values: FxHashMap<Value, Value>,
    pub blocks: FxHashMap<Block, Block>,
    pub ops: FxHashMap<Op, Op>,
}

impl IrMapping {
    pub fn new() -> IrMapping {
        IrMapping::default()
    }
    /// The copy of `v`, or `v` itself.
    pub fn value(&self, v: Value) -> Value {
        *self.values.get(&v).unwrap_or(&v)
    }
    pub fn block(&self, b: Block) -> Block {
        *self.blocks.get(&b).unwrap_or(&b)
    }
    pub fn map_value(&mut self, from: Value, to: Value) {
        self.values.insert(from, to);
    }
}

/// The ops of a block, in order (double-ended, with its length known).
#[derive(Clone)]
pub struct Ops<'a> {
    ir: &'a Ir,
    front: PackedOption<Op>,
    back: PackedOption<Op>,
    len: usize,
}

impl Iterator for Ops<'_> {
    type Item = Op;
    #[inline]
    fn next(&mut self) -> Option<Op> {
        if self.len == 0 {
            return None;
        }
        let o = self.front.expand()?;
        self.front = self.ir.ops[o].next;
        self.len -= 1;
        Some(o)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.len, Some(self.len))
    }
    fn last(mut self) -> Option<Op> {
        self.next_back()
    }
}

impl DoubleEndedIterator for Ops<'_> {
    fn next_back(&mut self) -> Option<Op> {
        if self.len == 0 {
            return None;
        }
        let o = self.back.expand()?;
        self.back = self.ir.ops[o].prev;
        self.len -= 1;
        Some(o)
    }
}

impl ExactSizeIterator for Ops<'_> {}

/// The blocks of a region, in order.
#[derive(Clone)]
pub struct Blocks<'a> {
    ir: &'a Ir,
    front: PackedOption<Block>,
    back: PackedOption<Block>,
    len: usize,
}

impl Iterator for Blocks<'_> {
    type Item = Block;
    #[inline]
    fn next(&mut self) -> Option<Block> {
        if self.len == 0 {
            return None;
        }
        let b = self.front.expand()?;
        self.front = self.ir.blocks[b].next;
        self.len -= 1;
        Some(b)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.len, Some(self.len))
    }
    fn last(mut self) -> Option<Block> {
        self.next_back()
    }
}

impl DoubleEndedIterator for Blocks<'_> {
    fn next_back(&mut self) -> Option<Block> {
        if self.len == 0 {
            return None;
        }
        let b = self.back.expand()?;
        self.back = self.ir.blocks[b].prev;
        self.len -= 1;
        Some(b)
    }
}

impl ExactSizeIterator for Blocks<'_> {}

/// Inserts or replaces `(name, a)` keeping the list sorted by name.
pub fn insert_sorted(ctx: &Context, mut list: Vec<(Sym, Attr)>, name: Sym, a: Attr) -> Vec<(Sym, Attr)> {
    if let Some(e) = list.iter_mut().find(|(n, _)| *n == name) {
        e.1 = a;
        return list;
    }
    let key = ctx.str(name);
    let pos = list.iter().position(|(n, _)| ctx.str(*n) > key).unwrap_or(list.len());
    list.insert(pos, (name, a));
    list
}

// ----- consistency checks (tests and debug builds) -----

impl Ir {
    /// Recomputes every use-list, block-use list, parent link, list length and order key of
    /// the ops reachable from `top` from scratch and compares with the maintained ones.
    /// Returns a description of the first mismatch.
    pub fn check_consistency(&self, top: Op) -> Result<(), String> {
        let mut uses: FxHashMap<Value, Vec<Use>> = FxHashMap::default();
        let mut buses: FxHashMap<Block, Vec<Use>> = FxHashMap::default();
        let mut values = vec![];
        let mut blocks_seen = vec![];
        let mut err = None;
        self.walk(top, &mut |o| {
            let d = &self.ops[o];
            if d.erased {
                err.get_or_insert(format!("reachable op {o:?} is marked erased"));
            }
            if d.slots.len() != (2 * d.n_operands + d.n_results) as usize {
                err.get_or_insert(format!("{o:?}: operand positions out of sync"));
            }
            for (i, &v) in d.operands().iter().enumerate() {
                uses.entry(v).or_default().push(Use { op: o, index: i as u32 });
                values.push(v);
                let pos = d.operand_pos(i) as usize;
                if self.values[v].uses.get(pos) != Some(&Use { op: o, index: i as u32 }) {
                    err.get_or_insert(format!("{o:?} operand {i}: recorded use position is wrong"));
                }
            }
            for (i, &b) in d.successors().iter().enumerate() {
                buses.entry(b).or_default().push(Use { op: o, index: i as u32 });
                let pos = d.successor_pos()[i] as usize;
                if self.blocks[b].uses.get(pos) != Some(&Use { op: o, index: i as u32 }) {
                    err.get_or_insert(format!("{o:?} successor {i}: recorded use position is wrong"));
                }
            }
            for (i, &r) in d.results().iter().enumerate() {
                values.push(r);
                if self.values[r].def != ValueDef::Result(o, i as u32) {
                    err.get_or_insert(format!("{o:?} result {i}: wrong definition"));
                }
            }
            for &r in d.regions().iter() {
                if self.regions[r].parent.expand() != Some(o) {
                    err.get_or_insert(format!("{o:?}: region {r:?} has the wrong parent"));
                }
                let mut n = 0;
                let mut prev: Option<Block> = None;
                for b in self.blocks(r) {
                    n += 1;
                    blocks_seen.push(b);
                    if self.blocks[b].parent.expand() != Some(r) || self.blocks[b].prev.expand() != prev {
                        err.get_or_insert(format!("{b:?}: wrong parent or prev link"));
                    }
                    if let Some(p) = prev {
                        if self.blocks[p].seq >= self.blocks[b].seq {
                            err.get_or_insert(format!("{b:?}: block order keys not increasing"));
                        }
                    }
                    prev = Some(b);
                    for (k, &a) in self.blocks[b].args.iter().enumerate() {
                        values.push(a);
                        if self.values[a].def != ValueDef::Arg(b, k as u32) {
                            err.get_or_insert(format!("{b:?} arg {k}: wrong definition"));
                        }
                    }
                    let l = self.blocks[b].list;
                    if self.lists[l].block.expand() != Some(b) {
                        err.get_or_insert(format!("{b:?}: op list owned by another block"));
                    }
                    let mut m = 0;
                    let mut p: Option<Op> = None;
                    for x in self.ops(b) {
                        m += 1;
                        if self.parent_block(x) != Some(b) || self.ops[x].prev.expand() != p {
                            err.get_or_insert(format!("{x:?}: wrong parent block or prev link"));
                        }
                        if let Some(p) = p {
                            if self.ops[p].seq >= self.ops[x].seq {
                                err.get_or_insert(format!("{x:?}: op order keys not increasing"));
                            }
                        }
                        p = Some(x);
                    }
                    let counted = {
                        let mut c = 0;
                        let mut cur = self.lists[l].first.expand();
                        while let Some(x) = cur {
                            c += 1;
                            cur = self.ops[x].next.expand();
                        }
                        c
                    };
                    if counted != self.lists[l].len || m != counted {
                        err.get_or_insert(format!(
                            "{b:?}: op count is {} but the list holds {counted}",
                            self.lists[l].len
                        ));
                    }
                }
                if n != self.regions[r].len {
                    err.get_or_insert(format!("{r:?}: block count is wrong"));
                }
            }
        });
        if let Some(e) = err {
            return Err(e);
        }
        // A value used several times (or a used block argument) is listed more than once.
        let mut seen = super::entity::EntitySet::new();
        values.retain(|&v| seen.insert(v));
        for v in values {
            let mut want = uses.remove(&v).unwrap_or_default();
            let mut have = self.values[v].uses.clone();
            want.sort_by_key(|u| (u.op, u.index));
            have.sort_by_key(|u| (u.op, u.index));
            // Uses from ops outside `top` are allowed only if they are not erased.
            have.retain(|u| !self.ops[u.op].erased || want.contains(u));
            if have.iter().any(|u| self.ops[u.op].erased) {
                return Err(format!("{v:?}: a use by an erased op remains"));
            }
            let have_inside: Vec<Use> = have.iter().copied().filter(|u| self.is_ancestor(top, u.op)).collect();
            if have_inside != want {
                return Err(format!("{v:?}: use-list {have_inside:?} but operands say {want:?}"));
            }
        }
        for b in blocks_seen {
            let mut want = buses.remove(&b).unwrap_or_default();
            let mut have = self.blocks[b].uses.clone();
            want.sort_by_key(|u| (u.op, u.index));
            have.sort_by_key(|u| (u.op, u.index));
            // As for values: a detached terminator outside `top` may still name the block.
            if have.iter().any(|u| self.ops[u.op].erased) {
                return Err(format!("{b:?}: a successor use by an erased op remains"));
            }
            have.retain(|u| self.is_ancestor(top, u.op));
            if have != want {
                return Err(format!("{b:?}: block uses {have:?} but successors say {want:?}"));
            }
        }
        Ok(())
    }
}
