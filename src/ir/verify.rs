//! The verifier. It checks, for every op below the top:
//! - the op is known, its regions' blocks end in a terminator (unless the op's regions need
//!   none), and a terminator only ends a block;
//! - successors are blocks of the same region;
//! - every operand's definition dominates its use (SSA dominance across blocks and nested
//!   regions; graph regions are exempt) and no value crosses into an isolated-from-above op;
//! - symbol tables hold unique names;
//! - the op's own checks (`OpDef::verify`), whose wording follows upstream's messages, and
//!   after its nested ops, the checks that need them verified (`OpDef::verify_regions`).

use super::dominance::DominanceInfo;
use super::registry::{self, OpDef};
use super::*;
use crate::diag::Diagnostic;
use std::collections::HashMap;

pub struct Verifier<'a> {
    pub ir: &'a Ir,
    pub diags: Vec<Diagnostic>,
    /// Dominator trees of the regions with more than one block.
    doms: DominanceInfo,
    /// Symbol tables built on first lookup: table op → name → symbol op.
    symbols: HashMap<Op, crate::ir::fxhash::FxHashMap<Vec<u8>, Op>>,
}

/// Verifies `top` and everything nested in it.
pub fn verify(ir: &Ir, top: Op) -> Vec<Diagnostic> {
    let mut v = Verifier { ir, diags: vec![], doms: DominanceInfo::new(), symbols: HashMap::new() };
    v.verify_op(top);
    v.diags
}

impl<'a> Verifier<'a> {
    /// Reports `'name' op msg` at the op.
    pub fn err(&mut self, op: Op, msg: impl AsRef<str>) {
        let loc = self.ir.loc(op);
        let name = self.ir.op_name(op).to_string();
        self.diags.push(Diagnostic::error(loc, format!("'{name}' op {}", msg.as_ref())));
    }
    /// Where `def` is seen from `user`, as upstream's dominance note says it: ` (op in the same
    /// block)`, `region`, `a parent region`, `a child region`, or neither.
    fn relative_place(&self, user: Op, def: Op) -> &'static str {
        let ir = self.ir;
        let (b1, b2) = (ir.parent_block(user), ir.parent_block(def));
        if b1 == b2 {
            return " (op in the same block)";
        }
        let region_of = |b: Option<Block>| b.and_then(|b| ir.block_region(b));
        let (r1, r2) = (region_of(b1), region_of(b2));
        if r1 == r2 {
            return " (op in the same region)";
        }
        // Whether region `a` properly contains region `b`.
        let contains = |a: Option<Region>, b: Option<Region>| {
            let mut cur = b.and_then(|r| ir.region_op(r));
            while let Some(o) = cur {
                let r = ir.parent_block(o).and_then(|blk| ir.block_region(blk));
                if r.is_some() && r == a {
                    return true;
                }
                cur = r.and_then(|r| ir.region_op(r));
            }
            false
        };
        if contains(r2, r1) {
            " (op in a parent region)"
        } else if contains(r1, r2) {
            " (op in a child region)"
        } else {
            " (op is neither in a parent nor in a child region)"
        }
    }
    /// Reports with a note at another op.
    pub fn err_note(&mut self, op: Op, msg: impl AsRef<str>, at: Op, note: impl Into<String>) {
        self.err(op, msg);
        let loc = self.ir.loc(at);
        if let Some(d) = self.diags.last_mut() {
            d.notes.push((loc, note.into()));
        }
    }
    /// Resolves `@root::@nested...` from the symbol table op `table` (first definition wins, as
    /// duplicate names are reported separately). Each table is indexed once.
    pub fn lookup_symbol(&mut self, table: Op, root: Sym, nested: &[Sym]) -> Option<Op> {
        let mut cur = self.symbol_in(table, root)?;
        for &n in nested {
            cur = self.symbol_in(cur, n)?;
        }
        Some(cur)
    }

    fn symbol_in(&mut self, table: Op, name: Sym) -> Option<Op> {
        let ir = self.ir;
        let index = self.symbols.entry(table).or_insert_with(|| {
            let mut m = crate::ir::fxhash::FxHashMap::default();
            for &r in ir.regions(table) {
                for b in ir.blocks(r) {
                    for o in ir.ops(b) {
                        if let Some(n) = ir.attr(o, "sym_name").and_then(|a| ir.ctx.as_str(a)) {
                            m.entry(n.to_vec()).or_insert(o);
                        }
                    }
                }
            }
            m
        });
        index.get(ir.ctx.str(name).as_bytes()).copied()
    }

    pub fn ctx(&self) -> &Context {
        &self.ir.ctx
    }
    pub fn ty_str(&self, t: Type) -> String {
        self.ir.ctx.display_type(t).to_string()
    }

    /// The definition of a registered op.
    fn def_of(&self, op: Op) -> Option<&'static OpDef> {
        (self.ir.op_id(op) != OpId::UNREGISTERED).then(|| self.ir.def(op))
    }

    fn verify_op(&mut self, op: Op) {
        let ir = self.ir;
        let def = self.def_of(op);
        let traits = def.map(|d| d.traits).unwrap_or(0);
        let before = self.diags.len();
        // structure of regions
        for &r in ir.regions(op) {
            for b in ir.blocks(r) {
                let n = ir.num_ops(b);
                for (i, o) in ir.ops(b).enumerate() {
                    let is_term = self.def_of(o).map(|d| d.is_terminator()).unwrap_or(false);
                    if is_term && i + 1 != n {
                        self.err(o, "must be the last operation in the parent block");
                    }
                }
                // An unregistered op's single-block regions may need no terminator, and an
                // unregistered op may be a terminator (upstream's `mightHaveTrait`).
                let unregistered_single = def.is_none() && ir.blocks(r).count() == 1;
                // Upstream stops at an op with successors before the end of the block.
                let misplaced_branch =
                    ir.ops(b).take(ir.num_ops(b).saturating_sub(1)).any(|o| !ir.successors(o).is_empty());
                if traits & registry::NO_TERMINATOR == 0 && !unregistered_single && !misplaced_branch {
                    match ir.last_op(b) {
                        None => {
                            let loc = ir.loc(op);
                            self.diags.push(Diagnostic::error(loc, "empty block: expect at least a terminator"));
                        }
                        Some(last) => {
                            let is_term = self.def_of(last).map(|d| d.is_terminator()).unwrap_or(true);
                            if !is_term {
                                let name = ir.op_name(last).to_string();
                                self.err(last, "");
                                self.diags.last_mut().unwrap().msg = format!("block with no terminator, has '{name}'");
                            }
                        }
                    }
                }
            }
            for b in ir.blocks(r) {
                let n = ir.num_ops(b);
                for (i, t) in ir.ops(b).enumerate() {
                    if ir.successors(t).is_empty() {
                        continue;
                    }
                    if i + 1 != n {
                        self.err(t, "operation with block successors must terminate its parent block");
                    }
                    for &s in ir.successors(t) {
                        if ir.block_region(s) != Some(r) {
                            self.err(t, "reference to block defined in another region");
                        } else if Some(s) == ir.entry_block(r) {
                            self.err(t, "entry block of region may not have predecessors");
                        }
                    }
                }
            }
        }
        if traits & registry::SYMBOL_TABLE != 0 {
            self.verify_symbol_table(op);
        }
        // operands: dominance
        // An unregistered op's regions may be graph regions: no dominance is required there.
        let graph = |o: Op| {
            ir.op_id(o) == OpId::UNREGISTERED
                || ir.def(o).traits & (registry::GRAPH_REGION | registry::NO_TERMINATOR) != 0
        };
        for (i, &v) in ir.operands(op).iter().enumerate() {
            if let Some(isolated) = self.crosses_isolation(op, v) {
                let loc = ir.loc(isolated);
                self.err(op, "using value defined outside the region");
                self.diags.last_mut().unwrap().notes.push((loc, "required by region isolation constraints".into()));
            } else if let Some(msg) = self.check_dominance(op, v, &graph) {
                self.err(op, format!("operand #{i} {msg}"));
                if let Some(d) = ir.defining_op(v) {
                    let loc = ir.loc(d);
                    let note = format!("operand defined here{}", self.relative_place(op, d));
                    self.diags.last_mut().unwrap().notes.push((loc, note));
                }
            }
        }
        match def {
            Some(_) if !ir.props(op).is_empty() && !(ir.registry().verify_common)(self, op) => {}
            Some(d) => (d.verify)(self, op),
            None => {
                // Only `--allow-unregistered-dialect` parses ops of unknown dialects; the dialects
                // mlirc knows allow no unknown op.
                let name = ir.op_name(op).to_string();
                let dialect = name.split_once('.').map(|x| x.0).unwrap_or("");
                if ir.registry().has_dialect(dialect) {
                    self.diags.push(Diagnostic::error(
                        ir.loc(op),
                        format!(
                            "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow \
                             unknown operations"
                        ),
                    ));
                }
            }
        }
        // A symbol lives in a symbol table (upstream's SymbolOpInterface check; an unregistered
        // parent might be one).
        if traits & registry::SYMBOL != 0 && self.diags.len() == before {
            let parent = ir.parent_op(op).and_then(|p| self.def_of(p));
            if parent.is_some_and(|d| d.traits & registry::SYMBOL_TABLE == 0) {
                self.err(op, "symbol's parent must have the SymbolTable trait");
            }
        }
        if self.diags.len() > before {
            return;
        }
        for &r in ir.regions(op) {
            for b in ir.blocks(r) {
                for o in ir.ops(b) {
                    self.verify_op(o);
                    if !self.diags.is_empty() {
                        return;
                    }
                }
            }
        }
        if let Some(d) = def {
            (d.verify_regions)(self, op);
        }
    }

    fn verify_symbol_table(&mut self, op: Op) {
        let ir = self.ir;
        let mut seen: HashMap<Vec<u8>, Op> = HashMap::new();
        for &r in ir.regions(op) {
            for b in ir.blocks(r) {
                for o in ir.ops(b) {
                    if let Some(n) = ir.attr(o, "sym_name").and_then(|a| ir.ctx.as_str(a)) {
                        if let Some(&prev) = seen.get(n) {
                            let name = String::from_utf8_lossy(n).into_owned();
                            let loc = ir.loc(o);
                            let ploc = ir.loc(prev);
                            self.diags.push(
                                Diagnostic::error(loc, format!("redefinition of symbol named '{name}'"))
                                    .note(ploc, "see existing symbol definition here"),
                            );
                        } else {
                            seen.insert(n.to_vec(), o);
                        }
                    }
                }
            }
        }
    }

    /// The ancestor of `op` (or `op` itself) whose parent block lies in region `r`.
    fn ancestor_in(&self, op: Op, r: Region) -> Option<Op> {
        self.ir.ancestor_in_region(op, r)
    }

    /// The isolated-from-above op, if any, standing between the use of `v` in `user` and the
    /// region defining `v`.
    fn crosses_isolation(&self, user: Op, v: Value) -> Option<Op> {
        let ir = self.ir;
        let def_block = ir.value_block(v)?;
        let r = ir.block_region(def_block)?;
        let anc = self.ancestor_in(user, r)?;
        let mut o = user;
        while o != anc {
            let p = ir.parent_op(o)?;
            if self.def_of(p).map(|d| d.is_isolated()).unwrap_or(false) {
                return Some(p);
            }
            o = p;
        }
        None
    }

    fn check_dominance(&mut self, user: Op, v: Value, graph: &dyn Fn(Op) -> bool) -> Option<&'static str> {
        let ir = self.ir;
        // A value whose definition was erased or detached (or never given) dominates nothing.
        let (def_block, def_op) = match ir.value_def(v) {
            ValueDef::Result(o, _) => match ir.parent_block(o) {
                Some(b) if !ir.is_erased(o) => (b, Some(o)),
                _ => return Some("does not dominate this use (its defining op was erased or detached)"),
            },
            ValueDef::Arg(b, _) => (b, None),
            ValueDef::Placeholder => return Some("does not dominate this use"),
        };
        let Some(r) = ir.block_region(def_block) else {
            return Some("does not dominate this use (its block was erased or detached)");
        };
        let Some(anc) = self.ancestor_in(user, r) else {
            return Some("does not dominate this use");
        };
        // (Uses across an isolated-from-above op were reported by `crosses_isolation`.)
        let owner = ir.region_op(r);
        if owner.map(graph).unwrap_or(true) {
            return None;
        }
        let use_block = ir.parent_block(anc)?;
        if use_block == def_block {
            let d = def_op?;
            return if d != anc && ir.is_before_in_block(d, anc) { None } else { Some("does not dominate this use") };
        }
        if self.doms.block_dominates(ir, def_block, use_block) {
            None
        } else {
            Some("does not dominate this use")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> (Ir, Op) {
        let mut ir = crate::dialects::new_ir();
        let top = crate::syntax::parse(&mut ir, "t", text, 0, text.len()).expect("parses");
        (ir, top)
    }

    fn find(ir: &Ir, top: Op, name: &str) -> Op {
        let mut found = None;
        ir.walk(top, &mut |o| {
            if found.is_none() && ir.op_name(o) == name {
                found = Some(o);
            }
        });
        found.expect("op present")
    }

    #[test]
    fn a_use_of_a_detached_definition_is_rejected() {
        let (mut ir, top) =
            parse("func.func @f(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}\n");
        assert!(verify(&ir, top).is_empty());
        let add = find(&ir, top, "arith.addi");
        ir.detach_op(add);
        let d = verify(&ir, top);
        assert_eq!(d.len(), 1);
        assert!(
            d[0].msg.contains("operand #0 does not dominate this use (its defining op was erased or detached)"),
            "{}",
            d[0].msg
        );
    }

    #[test]
    fn a_use_of_an_argument_of_a_detached_block_is_rejected() {
        let (mut ir, top) = parse(
            "func.func @f(%c: i1, %a: i32) -> i32 {\n  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)\n^bb1(%x: i32):\n  %y = arith.addi %x, %x : i32\n  return %y : i32\n}\n",
        );
        assert!(verify(&ir, top).is_empty());
        // Move the ops of ^bb1 into a new block nobody holds, leaving ^bb1's argument behind.
        let add = find(&ir, top, "arith.addi");
        let bb1 = ir.parent_block(add).unwrap();
        let orphan = ir.new_block();
        let i32t = ir.ctx.int_ty(32);
        ir.add_block_arg(orphan, i32t);
        ir.move_op(add, InsertPoint::at_end(orphan));
        let ret = find(&ir, top, "func.return");
        ir.move_op(ret, InsertPoint::at_end(orphan));
        ir.detach_block(bb1);
        let outer = ir.block_region(ir.parent_block(find(&ir, top, "cf.cond_br")).unwrap()).unwrap();
        ir.append_block(outer, orphan);
        let cond_br = find(&ir, top, "cf.cond_br");
        ir.set_successor(cond_br, 0, orphan);
        ir.set_successor(cond_br, 1, orphan);
        let d = verify(&ir, top);
        assert!(
            d.iter().any(|d| d.msg.contains("does not dominate this use (its block was erased or detached)")),
            "{:?}",
            d.iter().map(|d| &d.msg).collect::<Vec<_>>()
        );
    }
}
