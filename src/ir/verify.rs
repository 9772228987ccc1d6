//! The verifier. It checks, for every op below the top:
//! - the op is known, its regions' blocks end in a terminator (unless the op's regions need
//!   none), and a terminator only ends a block;
//! - successors are blocks of the same region;
//! - every operand's definition dominates its use (SSA dominance across blocks and nested
//!   regions; graph regions are exempt) and no value crosses into an isolated-from-above op;
//! - symbol tables hold unique names;
//! - the op's own checks (`OpDef::verify`), whose wording follows upstream's messages, and
//!   after its nested ops, the checks that need them verified (`OpDef::verify_regions`).
//!
//! The order is upstream's (`OperationVerifier`), so the first error reported is the one
//! mlir-opt reports: an op's own checks, then its blocks (each op in a block before the
//! block's terminator is asked for), then its isolated-from-above ops (every one of them, each
//! reporting its own errors), and only when all of that holds, dominance.

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
    v.verify_isolated(top);
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

    /// Verifies `op` and everything in it, then the dominance of the values its regions use
    /// (MLIR's `verifyOpAndDominance`, for the top and each isolated-from-above op): dominance
    /// is checked only once the structure of the whole op holds.
    fn verify_isolated(&mut self, op: Op) {
        let before = self.diags.len();
        self.verify_op(op);
        if self.diags.len() == before {
            self.verify_operands(op);
        }
    }

    /// The structure of `op` and its regions, in the order of upstream's verifier (so the
    /// first error is upstream's): the op's own checks; then block by block, the empty-block
    /// and mid-block-branch checks, the ops of the block (isolated ones after the whole
    /// region tree of `op`), the block's terminator; then the isolated ops, each reporting its
    /// own errors, and the checks that need the nested ops verified. Stops at an error, except
    /// that every isolated op gets verified (upstream verifies them in parallel).
    fn verify_op(&mut self, op: Op) {
        let ir = self.ir;
        let def = self.def_of(op);
        let traits = def.map(|d| d.traits).unwrap_or(0);
        let before = self.diags.len();
        // The op's invariants (its traits, then its own verifier).
        if def.is_some_and(|d| d.is_terminator()) && ir.parent_block(op).is_some_and(|b| ir.last_op(b) != Some(op)) {
            self.err(op, "must be the last operation in the parent block");
            return;
        }
        match def {
            Some(_) if !ir.props(op).is_empty() && !(ir.registry().verify_common)(self, op) => {}
            Some(d) => (d.verify)(self, op),
            None => {}
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
            if ir.entry_block(r).is_some_and(|e| !ir.block_uses(e).is_empty()) {
                let loc = ir.loc(op);
                self.diags.push(Diagnostic::error(loc, "entry block of region may not have predecessors"));
                return;
            }
        }
        // The blocks, in order; isolated ops are verified after the whole region tree.
        let mut isolated = vec![];
        if !self.verify_regions_of(op, def, &mut isolated) {
            return;
        }
        for o in isolated {
            self.verify_isolated(o);
        }
        if self.diags.len() > before {
            return;
        }
        if traits & registry::SYMBOL_TABLE != 0 {
            self.verify_symbol_table(op);
        }
        if let Some(d) = def {
            if self.diags.len() == before {
                (d.verify_regions)(self, op);
            }
        } else {
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

    /// The blocks of `op`'s regions and the ops in them (see `verify_op`), collecting the
    /// isolated-from-above ops into `isolated`. False after an error.
    fn verify_regions_of(&mut self, op: Op, def: Option<&OpDef>, isolated: &mut Vec<Op>) -> bool {
        let ir = self.ir;
        let traits = def.map(|d| d.traits).unwrap_or(0);
        for &r in ir.regions(op) {
            // Upstream's `mayBeValidWithoutTerminator`: a single block of a `NoTerminator` op
            // or of an unregistered one (which might be such an op).
            let single = ir.blocks(r).count() == 1;
            let needs_terminator = !(single && (def.is_none() || traits & registry::NO_TERMINATOR != 0));
            for b in ir.blocks(r) {
                let Some(last) = ir.last_op(b) else {
                    if needs_terminator {
                        let loc = ir.loc(op);
                        self.diags.push(Diagnostic::error(loc, "empty block: expect at least a terminator"));
                        return false;
                    }
                    continue;
                };
                if let Some(t) = ir.ops(b).find(|&o| o != last && !ir.successors(o).is_empty()) {
                    self.err(t, "operation with block successors must terminate its parent block");
                    return false;
                }
                let before = self.diags.len();
                for o in ir.ops(b) {
                    if !ir.regions(o).is_empty() && self.def_of(o).is_some_and(|d| d.is_isolated()) {
                        isolated.push(o);
                        continue;
                    }
                    self.verify_op(o);
                    if self.diags.len() > before {
                        return false;
                    }
                }
                if ir.successors(last).iter().any(|&s| ir.block_region(s) != Some(r)) {
                    self.err(last, "reference to block defined in another region");
                    return false;
                }
                // An unregistered op may be a terminator (upstream's `mightHaveTrait`).
                if needs_terminator && self.def_of(last).is_some_and(|d| !d.is_terminator()) {
                    let loc = ir.loc(last);
                    let text = (ir.registry().print_op)(ir, last);
                    self.diags.push(Diagnostic::error(loc, format!("block with no terminator, has {text}")));
                    return false;
                }
            }
        }
        true
    }

    /// Every operand of the ops in `op`'s regions (not inside isolated-from-above ops, which
    /// were checked on their own) is visible there: defined outside no isolated-from-above op
    /// between, and dominating its use. Reports the first violation.
    fn verify_operands(&mut self, top: Op) {
        let ir = self.ir;
        // An unregistered op's regions may be graph regions: no dominance is required there.
        let graph = |o: Op| {
            ir.op_id(o) == OpId::UNREGISTERED
                || ir.def(o).traits & (registry::GRAPH_REGION | registry::NO_TERMINATOR) != 0
        };
        let children = |op: Op| -> Vec<Op> {
            // In reverse, so that they come off the stack in program order.
            let mut v: Vec<Op> = ir.regions(op).iter().flat_map(|&r| ir.blocks(r)).flat_map(|b| ir.ops(b)).collect();
            v.reverse();
            v
        };
        let mut stack = children(top);
        while let Some(op) = stack.pop() {
            for (i, &v) in ir.operands(op).iter().enumerate() {
                if let Some(isolated) = self.crosses_isolation(op, v) {
                    let loc = ir.loc(isolated);
                    self.err(op, "using value defined outside the region");
                    self.diags.last_mut().unwrap().notes.push((loc, "required by region isolation constraints".into()));
                    return;
                } else if let Some(msg) = self.check_dominance(op, v, &graph) {
                    self.err(op, format!("operand #{i} {msg}"));
                    if let Some(d) = ir.defining_op(v) {
                        let loc = ir.loc(d);
                        let note = format!("operand defined here{}", self.relative_place(op, d));
                        self.diags.last_mut().unwrap().notes.push((loc, note));
                    }
                    return;
                }
            }
            if !self.def_of(op).is_some_and(|d| d.is_isolated()) {
                stack.extend(children(op));
            }
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
