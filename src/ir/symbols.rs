//! Symbols: ops with a `sym_name` inside an op with a symbol table (`builtin.module`,
//! `gpu.module`), referred to by `@name` attributes (`@a::@b` for nested tables).
//!
//! `SymbolTable` indexes one table op once: lookup is O(1), insertion renames a colliding
//! symbol (`name_0`, `name_1`, ... as MLIR does) and `symbol_uses` finds the references to a
//! symbol below an op.

use super::fxhash::FxHashMap;
use super::registry::SYMBOL_TABLE;
use super::*;

/// The symbol name of `op`, if it defines one.
pub fn symbol_name(ir: &Ir, op: Op) -> Option<&[u8]> {
    ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a))
}

/// An index of the symbols directly inside one symbol-table op.
pub struct SymbolTable {
    pub table: Op,
    map: FxHashMap<Vec<u8>, Op>,
    /// Suffix counter for unique names.
    counter: u32,
}

impl SymbolTable {
    /// Indexes the symbols of `table` (first definition wins, as duplicates are a verifier
    /// error).
    pub fn new(ir: &Ir, table: Op) -> SymbolTable {
        let mut map = FxHashMap::default();
        for &r in ir.regions(table) {
            for b in ir.blocks(r) {
                for o in ir.ops(b) {
                    if let Some(n) = symbol_name(ir, o) {
                        map.entry(n.to_vec()).or_insert(o);
                    }
                }
            }
        }
        SymbolTable { table, map, counter: 0 }
    }
    pub fn lookup(&self, name: &[u8]) -> Option<Op> {
        self.map.get(name).copied()
    }
    /// Inserts detached symbol op `op` at the end of the table's body (before its terminator
    /// if the body has one), renaming it if its name is taken; returns the name it got.
    pub fn insert(&mut self, ir: &mut Ir, op: Op) -> Vec<u8> {
        let name = symbol_name(ir, op).map(|n| n.to_vec()).unwrap_or_default();
        let mut unique = name.clone();
        while self.map.contains_key(&unique) {
            unique = name.clone();
            unique.extend_from_slice(format!("_{}", self.counter).as_bytes());
            self.counter += 1;
        }
        if unique != name {
            let s = String::from_utf8_lossy(&unique).into_owned();
            let a = ir.ctx.str_attr(&s);
            ir.set_prop(op, "sym_name", a);
        }
        let body = ir.regions(self.table).first().and_then(|&r| ir.entry_block(r));
        if let Some(b) = body {
            ir.append_op(b, op);
        }
        self.map.insert(unique.clone(), op);
        unique
    }
    /// Forgets the symbol `name` (the op itself is left alone).
    pub fn remove(&mut self, name: &[u8]) {
        self.map.remove(name);
    }
}

/// Finds the op named `@root::@nested...` starting at the symbol table `table`.
pub fn lookup_symbol(ir: &Ir, table: Op, root: Sym, nested: &[Sym]) -> Option<Op> {
    let find = |t: Op, name: Sym| -> Option<Op> {
        let want = ir.ctx.str(name).as_bytes();
        for &r in ir.regions(t) {
            for b in ir.blocks(r) {
                for o in ir.ops(b) {
                    if symbol_name(ir, o) == Some(want) {
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
        if ir.def(p).has(SYMBOL_TABLE) {
            return p;
        }
        op = p;
    }
    op
}

/// Every root symbol name referenced by `a` (inside arrays and dictionaries too).
pub fn symbol_refs_in(ctx: &Context, a: Attr, out: &mut Vec<Sym>) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, .. } => out.push(*root),
        AttrKind::Array(v) => {
            for &x in v.clone().iter() {
                symbol_refs_in(ctx, x, out);
            }
        }
        AttrKind::Dict(entries) => {
            for &(_, x) in entries.clone().iter() {
                symbol_refs_in(ctx, x, out);
            }
        }
        _ => {}
    }
}

/// The ops below `root` (itself included) whose attributes refer to the symbol `name`.
pub fn symbol_uses(ir: &Ir, root: Op, name: &[u8]) -> Vec<Op> {
    let mut out = vec![];
    let mut refs = vec![];
    ir.walk(root, &mut |o| {
        refs.clear();
        for &(_, a) in ir.props(o).iter().chain(ir.attrs(o)) {
            symbol_refs_in(&ir.ctx, a, &mut refs);
        }
        if refs.iter().any(|&s| ir.ctx.str(s).as_bytes() == name) {
            out.push(o);
        }
    });
    out
}
