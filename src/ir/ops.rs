//! Operations, blocks, regions and values: dense tables indexed by `u32` ids.
//!
//! Data lives in `Ir`'s tables; order lives in each block's op list and each region's block
//! list. Erased entities stay in the tables (detached) so ids are never reused.

use super::context::{entity, Attr, Context, Sym, Type};

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

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    Result(Op, u32),
    Arg(Block, u32),
    /// A forward reference not yet defined (parser only).
    Placeholder,
}

#[derive(Clone, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
    /// Location of a block argument.
    pub loc: Option<Attr>,
}

#[derive(Clone, Debug)]
pub struct OpData {
    pub name: Sym,
    pub operands: Vec<Value>,
    pub results: Vec<Value>,
    /// Inherent attributes (MLIR's properties), sorted by name.
    pub props: Vec<(Sym, Attr)>,
    /// Discardable attributes, sorted by name.
    pub attrs: Vec<(Sym, Attr)>,
    pub regions: Vec<Region>,
    pub successors: Vec<Block>,
    pub loc: Attr,
    pub parent: Option<Block>,
}

#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub args: Vec<Value>,
    pub ops: Vec<Op>,
    pub parent: Option<Region>,
}

#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub blocks: Vec<Block>,
    pub parent: Option<Op>,
}

/// Everything a program is: the context and the op/block/region/value tables.
pub struct Ir {
    pub ctx: Context,
    pub ops: Vec<OpData>,
    pub blocks: Vec<BlockData>,
    pub regions: Vec<RegionData>,
    pub values: Vec<ValueData>,
}

impl Default for Ir {
    fn default() -> Self {
        Self::new()
    }
}

impl Ir {
    pub fn new() -> Ir {
        Ir { ctx: Context::new(), ops: vec![], blocks: vec![], regions: vec![], values: vec![] }
    }

    pub fn op(&self, op: Op) -> &OpData {
        &self.ops[op.index()]
    }
    pub fn op_mut(&mut self, op: Op) -> &mut OpData {
        &mut self.ops[op.index()]
    }
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }
    pub fn block_mut(&mut self, b: Block) -> &mut BlockData {
        &mut self.blocks[b.index()]
    }
    pub fn region(&self, r: Region) -> &RegionData {
        &self.regions[r.index()]
    }
    pub fn region_mut(&mut self, r: Region) -> &mut RegionData {
        &mut self.regions[r.index()]
    }
    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }
    pub fn value_ty(&self, v: Value) -> Type {
        self.values[v.index()].ty
    }
    pub fn op_name(&self, op: Op) -> &str {
        self.ctx.str(self.ops[op.index()].name)
    }
    pub fn operands(&self, op: Op) -> &[Value] {
        &self.ops[op.index()].operands
    }
    pub fn results(&self, op: Op) -> &[Value] {
        &self.ops[op.index()].results
    }
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.ops[op.index()].results[i]
    }
    pub fn operand_types(&self, op: Op) -> Vec<Type> {
        self.operands(op).iter().map(|&v| self.value_ty(v)).collect()
    }
    pub fn result_types(&self, op: Op) -> Vec<Type> {
        self.results(op).iter().map(|&v| self.value_ty(v)).collect()
    }

    pub fn new_value(&mut self, ty: Type, def: ValueDef) -> Value {
        let v = Value(self.values.len() as u32);
        self.values.push(ValueData { ty, def, loc: None });
        v
    }
    pub fn new_block(&mut self) -> Block {
        let b = Block(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        b
    }
    pub fn new_region(&mut self) -> Region {
        let r = Region(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        r
    }
    pub fn add_block_arg(&mut self, b: Block, ty: Type) -> Value {
        let idx = self.blocks[b.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::Arg(b, idx));
        self.blocks[b.index()].args.push(v);
        v
    }
    pub fn push_block(&mut self, r: Region, b: Block) {
        self.blocks[b.index()].parent = Some(r);
        self.regions[r.index()].blocks.push(b);
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
        let op = Op(self.ops.len() as u32);
        let results =
            result_types.iter().enumerate().map(|(i, &t)| self.new_value(t, ValueDef::Result(op, i as u32))).collect();
        for &r in &regions {
            self.regions[r.index()].parent = Some(op);
        }
        self.ops.push(OpData { name, operands, results, props, attrs, regions, successors, loc, parent: None });
        op
    }

    pub fn append_op(&mut self, b: Block, op: Op) {
        self.ops[op.index()].parent = Some(b);
        self.blocks[b.index()].ops.push(op);
    }

    // ----- navigation -----

    pub fn parent_op(&self, op: Op) -> Option<Op> {
        let b = self.ops[op.index()].parent?;
        let r = self.blocks[b.index()].parent?;
        self.regions[r.index()].parent
    }
    pub fn block_parent_op(&self, b: Block) -> Option<Op> {
        let r = self.blocks[b.index()].parent?;
        self.regions[r.index()].parent
    }
    pub fn entry_block(&self, r: Region) -> Option<Block> {
        self.regions[r.index()].blocks.first().copied()
    }
    pub fn terminator(&self, b: Block) -> Option<Op> {
        self.blocks[b.index()].ops.last().copied()
    }
    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: Value) -> Option<Op> {
        match self.values[v.index()].def {
            ValueDef::Result(op, _) => Some(op),
            _ => None,
        }
    }

    // ----- attributes -----

    fn find(list: &[(Sym, Attr)], ctx: &Context, name: &str) -> Option<Attr> {
        let s = ctx.lookup_sym(name)?;
        list.iter().find(|(n, _)| *n == s).map(|&(_, a)| a)
    }
    /// An inherent attribute (property), or a discardable attribute of that name.
    pub fn attr(&self, op: Op, name: &str) -> Option<Attr> {
        let d = &self.ops[op.index()];
        Self::find(&d.props, &self.ctx, name).or_else(|| Self::find(&d.attrs, &self.ctx, name))
    }
    pub fn prop(&self, op: Op, name: &str) -> Option<Attr> {
        Self::find(&self.ops[op.index()].props, &self.ctx, name)
    }
    pub fn has_attr(&self, op: Op, name: &str) -> bool {
        self.attr(op, name).is_some()
    }
    pub fn set_prop(&mut self, op: Op, name: &str, a: Attr) {
        let s = self.ctx.sym(name);
        let list = std::mem::take(&mut self.ops[op.index()].props);
        self.ops[op.index()].props = insert_sorted(&self.ctx, list, s, a);
    }
    pub fn set_attr(&mut self, op: Op, name: &str, a: Attr) {
        let s = self.ctx.sym(name);
        let list = std::mem::take(&mut self.ops[op.index()].attrs);
        self.ops[op.index()].attrs = insert_sorted(&self.ctx, list, s, a);
    }
    pub fn remove_attr(&mut self, op: Op, name: &str) {
        if let Some(s) = self.ctx.lookup_sym(name) {
            let d = &mut self.ops[op.index()];
            d.props.retain(|(n, _)| *n != s);
            d.attrs.retain(|(n, _)| *n != s);
        }
    }

    /// Visits `op` and every op nested in it, parents before children.
    pub fn walk(&self, op: Op, f: &mut dyn FnMut(Op)) {
        f(op);
        for &r in &self.ops[op.index()].regions {
            for &b in &self.regions[r.index()].blocks {
                for &o in &self.blocks[b.index()].ops {
                    self.walk(o, f);
                }
            }
        }
    }
}

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
