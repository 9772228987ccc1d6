//! `symbol-dce`: erases the symbols nothing live refers to, as upstream's `SymbolDCE.cpp`.
//!
//! Takes: an op with a symbol table (`builtin.module`, `gpu.module`); on any other op it fails
//! with upstream's error ("... was scheduled to run under SymbolDCE, but does not define a
//! symbol table"). Gives: the same op without the dead symbols of it and of its nested symbol
//! tables.
//!
//! A symbol is an op with a `sym_name` (upstream's `SymbolOpInterface` applies exactly to the
//! ops that have one). Liveness, computed per symbol table from a worklist:
//! - roots: the ops of the table that are not symbols, and the symbols that cannot be
//!   discarded: public ones (no `sym_visibility`, or `"public"`), and `nested` ones when the
//!   table is visible from above (a symbol table that is itself a public or nested symbol
//!   with a parent; the top-level op and private tables are hidden);
//! - a live op makes live every symbol its attributes and properties (and those of the ops
//!   nested in it, not looking into nested symbol tables) refer to, resolved from the table
//!   holding it; `@a::@b` makes both `@a` and `@b` live; references to unknown symbols are
//!   ignored;
//! - a live symbol table's own symbols get the same treatment (it is hidden if its parent
//!   table is, or if it is private or not a symbol), as do symbol tables nested in live ops
//!   that are not symbol tables.
//!
//! Then every symbol that is not live is erased, in every symbol table below the op (inner
//! tables first). So a private function called only by a dead private function is dead too.
//!
//! Cost: linear in the size of the op: each live op's attributes are visited once, each
//! table's symbols are indexed once for lookups, and the erasure is one walk. (Upstream
//! re-walks each op with regions once per enclosing op when looking for nested tables.)

use super::manager::{Analyses, Pass, PassInfo, PassResult, Preserved};
use crate::diag::Diagnostic;
use crate::ir::entity::EntitySet;
use crate::ir::fxhash::FxHashMap;
use crate::ir::registry::SYMBOL_TABLE;
use crate::ir::rewrite::Rewriter;
use crate::ir::symbols::{symbol_name, SymbolTable};
use crate::ir::*;

pub const INFO: PassInfo = PassInfo {
    name: "symbol-dce",
    class: "SymbolDCE",
    summary: "Eliminate dead symbols",
    options: &[],
    create: |_| Box::new(SymbolDcePass),
};

struct SymbolDcePass;

impl Pass for SymbolDcePass {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        match run(ir, op)? {
            true => Ok(Preserved::None),
            false => Ok(Preserved::All),
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Visibility {
    Public,
    Private,
    Nested,
}

fn visibility(ir: &Ir, op: Op) -> Visibility {
    match ir.attr(op, "sym_visibility").and_then(|a| ir.ctx.as_str(a)) {
        Some(b"private") => Visibility::Private,
        Some(b"nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

fn is_symbol(ir: &Ir, op: Op) -> bool {
    symbol_name(ir, op).is_some()
}

fn is_table(ir: &Ir, op: Op) -> bool {
    ir.def(op).has(SYMBOL_TABLE)
}

/// Erases the dead symbols below the symbol table `top`; returns whether any was erased.
pub fn run(ir: &mut Ir, top: Op) -> Result<bool, Vec<Diagnostic>> {
    if !is_table(ir, top) {
        let msg = format!(
            "'{}' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
            ir.op_name(top)
        );
        return Err(vec![Diagnostic::error(ir.loc(top), msg)]);
    }
    let hidden = match ir.parent_op(top) {
        Some(_) if is_symbol(ir, top) => visibility(ir, top) == Visibility::Private,
        _ => true,
    };
    let mut l = Liveness { live: EntitySet::new(), tables: FxHashMap::default(), refs: vec![] };
    l.compute(ir, top, hidden)?;

    // Erase: every symbol table below `top` (inner ones first), its dead symbols.
    let mut tables = vec![];
    ir.walk_with(top, WalkOrder::Post, &mut |ir, o| {
        if is_table(ir, o) {
            tables.push(o);
        }
        WalkResult::Advance
    });
    let mut dead = vec![];
    for t in tables {
        let Some(&r) = ir.regions(t).first() else { continue };
        for b in ir.blocks(r) {
            dead.extend(ir.ops(b).filter(|&o| is_symbol(ir, o) && !l.live.contains(o)));
        }
    }
    let changed = !dead.is_empty();
    let loc = ir.loc(top);
    let mut rw = Rewriter::new(ir, loc);
    for o in dead {
        if !rw.ir.is_erased(o) {
            rw.erase_op(o);
        }
    }
    Ok(changed)
}

struct Liveness {
    live: EntitySet<Op>,
    /// The symbol index of each table looked into.
    tables: FxHashMap<Op, SymbolTable>,
    refs: Vec<(Sym, Vec<Sym>)>,
}

impl Liveness {
    /// Marks the live symbols of the symbol table `table` (and of tables they lead to).
    fn compute(&mut self, ir: &Ir, table: Op, hidden: bool) -> Result<(), Vec<Diagnostic>> {
        let mut work = vec![];
        if let Some(&r) = ir.regions(table).first() {
            for b in ir.blocks(r) {
                for o in ir.ops(b) {
                    if !is_symbol(ir, o) {
                        work.push(o);
                        continue;
                    }
                    let discardable = match visibility(ir, o) {
                        Visibility::Public => false,
                        Visibility::Private => true,
                        Visibility::Nested => hidden,
                    };
                    if !discardable && self.live.insert(o) {
                        work.push(o);
                    }
                }
            }
        }
        while let Some(op) = work.pop() {
            // Nested symbol tables are computed on their own; the references of the others
            // are collected below `op`, not looking into nested tables, whose liveness is
            // then computed.
            let mut nested_tables = vec![];
            if is_table(ir, op) {
                nested_tables.push(op);
            }
            self.refs.clear();
            let mut unknown = false;
            let mut walk = vec![op];
            while let Some(o) = walk.pop() {
                if ir.op_id(o) == OpId::UNREGISTERED && ir.regions(o).len() == 1 {
                    unknown = true;
                    break;
                }
                for &(_, a) in ir.props(o).iter().chain(ir.attrs(o)) {
                    collect_refs(&ir.ctx, a, &mut self.refs);
                }
                if o != op && is_table(ir, o) {
                    nested_tables.push(o);
                    continue;
                }
                if o == op && is_table(ir, o) {
                    continue;
                }
                for &r in ir.regions(o) {
                    for b in ir.blocks(r) {
                        walk.extend(ir.ops(b));
                    }
                }
            }
            if unknown {
                // Upstream reports at the live op whose uses could not be collected.
                return Err(vec![Diagnostic::error(
                    ir.loc(op),
                    "operation contains potentially unknown symbol table, meaning that we can't reliable compute \
                     symbol uses",
                )]);
            }
            let refs = std::mem::take(&mut self.refs);
            for (root, nested) in &refs {
                let mut resolved = vec![];
                if self.resolve(ir, table, *root, nested, &mut resolved) {
                    for s in resolved {
                        if self.live.insert(s) {
                            work.push(s);
                        }
                    }
                }
            }
            self.refs = refs;
            for t in nested_tables {
                // Hidden if this table is, or if it is not a public or nested symbol.
                let h = hidden || !is_symbol(ir, t) || visibility(ir, t) == Visibility::Private;
                self.compute(ir, t, h)?;
            }
        }
        Ok(())
    }

    /// Looks `@root::@nested...` up from `table`, pushing every symbol on the path; false if
    /// some part is missing.
    fn resolve(&mut self, ir: &Ir, table: Op, root: Sym, nested: &[Sym], out: &mut Vec<Op>) -> bool {
        let mut cur = table;
        for (i, &name) in std::iter::once(&root).chain(nested).enumerate() {
            if i > 0 && !is_table(ir, cur) {
                return false;
            }
            let t = self.tables.entry(cur).or_insert_with(|| SymbolTable::new(ir, cur));
            match t.lookup(ir.ctx.str(name).as_bytes()) {
                Some(s) => {
                    out.push(s);
                    cur = s;
                }
                None => return false,
            }
        }
        true
    }
}

/// Every symbol reference in `a` (inside arrays and dictionaries too), root and nested parts.
fn collect_refs(ctx: &Context, a: Attr, out: &mut Vec<(Sym, Vec<Sym>)>) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { root, nested } => out.push((*root, nested.clone())),
        AttrKind::Array(v) => {
            for &x in v {
                collect_refs(ctx, x, out);
            }
        }
        AttrKind::Dict(entries) => {
            for &(_, x) in entries {
                collect_refs(ctx, x, out);
            }
        }
        _ => {}
    }
}
