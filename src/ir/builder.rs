//! Building and rewriting: a builder with an insertion point, and the rewrite helpers passes
//! use (replace all uses, erase, move, inline a region, clone with a value mapping), plus symbol
//! lookup with nested references (`@a::@b`).

use super::*;
use std::collections::HashMap;

/// Where new ops go: before `before` in `block`, or at its end.
#[derive(Copy, Clone, Debug)]
pub struct InsertPoint {
    pub block: Block,
    pub before: Option<Op>,
}

pub struct Builder<'a> {
    pub ir: &'a mut Ir,
    pub ip: InsertPoint,
    pub loc: Attr,
}

impl<'a> Builder<'a> {
    pub fn at_end(ir: &'a mut Ir, block: Block, loc: Attr) -> Builder<'a> {
        Builder { ir, ip: InsertPoint { block, before: None }, loc }
    }
    pub fn before(ir: &'a mut Ir, op: Op) -> Builder<'a> {
        let block = ir.op(op).parent.expect("op in a block");
        let loc = ir.op(op).loc;
        Builder { ir, ip: InsertPoint { block, before: Some(op) }, loc }
    }
    /// Creates an op with the given parts and inserts it at the insertion point.
    pub fn create(
        &mut self,
        name: &str,
        operands: Vec<Value>,
        result_types: &[Type],
        props: Vec<(&str, Attr)>,
        regions: Vec<Region>,
    ) -> Op {
        let name = self.ir.ctx.sym(name);
        let mut p = vec![];
        for (n, a) in props {
            let s = self.ir.ctx.sym(n);
            p = insert_sorted(&self.ir.ctx, p, s, a);
        }
        let op = self.ir.create_op(name, operands, result_types, p, vec![], regions, vec![], self.loc);
        insert(self.ir, self.ip, op);
        op
    }
}

/// Inserts a detached op at an insertion point.
pub fn insert(ir: &mut Ir, ip: InsertPoint, op: Op) {
    ir.op_mut(op).parent = Some(ip.block);
    let ops = &mut ir.block_mut(ip.block).ops;
    match ip.before.and_then(|b| ops.iter().position(|&o| o == b)) {
        Some(i) => ops.insert(i, op),
        None => ops.push(op),
    }
}

/// Detaches an op from its block (it stays in the tables).
pub fn detach(ir: &mut Ir, op: Op) {
    if let Some(b) = ir.op(op).parent {
        ir.block_mut(b).ops.retain(|&o| o != op);
    }
    ir.op_mut(op).parent = None;
}

/// Erases an op: detaches it and drops its operands so it no longer uses anything.
pub fn erase(ir: &mut Ir, op: Op) {
    detach(ir, op);
    ir.op_mut(op).operands.clear();
}

/// Moves `op` before `before`.
pub fn move_before(ir: &mut Ir, op: Op, before: Op) {
    detach(ir, op);
    let block = ir.op(before).parent.expect("op in a block");
    insert(ir, InsertPoint { block, before: Some(before) }, op);
}

/// Replaces every use of `from` with `to` in the ops below `scope`.
pub fn replace_all_uses(ir: &mut Ir, scope: Op, from: Value, to: Value) {
    let mut ops = vec![];
    ir.walk(scope, &mut |o| ops.push(o));
    for o in ops {
        for v in &mut ir.op_mut(o).operands {
            if *v == from {
                *v = to;
            }
        }
    }
}

/// Moves the blocks of `src` into `dst` before block index `at` (or at the end).
pub fn inline_region(ir: &mut Ir, src: Region, dst: Region, at: Option<usize>) {
    let blocks = std::mem::take(&mut ir.region_mut(src).blocks);
    for &b in &blocks {
        ir.block_mut(b).parent = Some(dst);
    }
    let list = &mut ir.region_mut(dst).blocks;
    let i = at.unwrap_or(list.len()).min(list.len());
    list.splice(i..i, blocks);
}

/// Deep-copies `op` (regions included), mapping operands through `map`; the copy's results
/// and block arguments are added to `map`. The copy is detached.
pub fn clone_op(ir: &mut Ir, op: Op, map: &mut HashMap<Value, Value>) -> Op {
    let d = ir.op(op).clone();
    let operands = d.operands.iter().map(|v| *map.get(v).unwrap_or(v)).collect();
    let mut regions = vec![];
    let mut block_map: HashMap<Block, Block> = HashMap::new();
    for &r in &d.regions {
        let nr = ir.new_region();
        for &b in &ir.region(r).blocks.clone() {
            let nb = ir.new_block();
            block_map.insert(b, nb);
            ir.push_block(nr, nb);
            for &a in &ir.block(b).args.clone() {
                let t = ir.value_ty(a);
                let na = ir.add_block_arg(nb, t);
                map.insert(a, na);
            }
        }
        regions.push(nr);
    }
    for (&r, &nr) in d.regions.iter().zip(&regions) {
        for (&b, &nb) in ir.region(r).blocks.clone().iter().zip(ir.region(nr).blocks.clone().iter()) {
            for &o in &ir.block(b).ops.clone() {
                let c = clone_op(ir, o, map);
                let succ: Vec<Block> = ir.op(c).successors.iter().map(|s| *block_map.get(s).unwrap_or(s)).collect();
                ir.op_mut(c).successors = succ;
                ir.append_op(nb, c);
            }
        }
    }
    let tys: Vec<Type> = d.results.iter().map(|&v| ir.value_ty(v)).collect();
    let c = ir.create_op(d.name, operands, &tys, d.props, d.attrs, regions, d.successors, d.loc);
    for (&a, &b) in d.results.iter().zip(ir.results(c).to_vec().iter()) {
        map.insert(a, b);
    }
    c
}

/// Finds the op named `@root::@nested...` starting at the symbol table `table`.
pub fn lookup_symbol(ir: &Ir, table: Op, root: Sym, nested: &[Sym]) -> Option<Op> {
    let find = |t: Op, name: Sym| -> Option<Op> {
        let want = ir.ctx.str(name).as_bytes();
        for &r in &ir.op(t).regions {
            for &b in &ir.region(r).blocks {
                for &o in &ir.block(b).ops {
                    if ir.attr(o, "sym_name").and_then(|a| ir.ctx.as_str(a)) == Some(want) {
                        return Some(o);
                    }
                }
            }
        }
        None
    };
    let mut cur = find(table, root)?;
    for &n in nested {
        cur = find(cur, n)?;
    }
    Some(cur)
}

/// The nearest enclosing op with a symbol table (or the top op).
pub fn symbol_table_of(ir: &Ir, mut op: Op) -> Op {
    while let Some(p) = ir.parent_op(op) {
        if crate::dialects::lookup(ir.op_name(p))
            .map(|d| d.traits & crate::dialects::SYMBOL_TABLE != 0)
            .unwrap_or(false)
        {
            return p;
        }
        op = p;
    }
    op
}
