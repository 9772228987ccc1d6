//! The printer: custom form by default (each op's `print` hook), generic form on request,
//! aliases for affine maps and integer sets. Types and attributes print through
//! `ir::display`.

use crate::dialects;
pub use crate::ir::display::{attr_to_string, symbol, type_to_string, write_attr, write_type};
use crate::ir::display::{
    escape_string, write_dict_entries, write_hex, write_hex_digits, write_resource_key, write_sym_name, write_type_list,
};
use crate::ir::entity::SecondaryMap;
use crate::ir::enums::EnumDef;
use crate::ir::*;
use std::collections::HashMap;
use std::fmt::Write;

/// How a value is named when printed.
#[derive(Copy, Clone, Debug)]
enum Name {
    None,
    /// `%N`
    Num(u32),
    /// `%argN`
    Arg(u32),
    /// `%N#i`
    Multi(u32, u32),
    /// `%name`: a result name hint (`%c0`, `%alloc`, `%cst_0`), index into `Printer::hints`.
    Named(u32),
    /// `%name#k`: result `k` of a named group of several results (`%sizes#1`).
    NamedMember(u32, u32),
}

fn write_name(s: &mut String, hints: &[String], n: Name, v: Value) {
    let _ = match n {
        Name::Named(i) => write!(s, "%{}", hints[i as usize]),
        Name::NamedMember(i, k) => write!(s, "%{}#{k}", hints[i as usize]),
        Name::Num(i) => write!(s, "%{i}"),
        Name::Arg(i) => write!(s, "%arg{i}"),
        Name::Multi(i, k) => write!(s, "%{i}#{k}"),
        // A value defined in an unprinted scope (or a dangling placeholder).
        Name::None => write!(s, "%<<UNKNOWN SSA VALUE {}>>", v.0),
    };
}

/// Prints ops; custom printers get `&mut Printer` and write through its helpers.
pub struct Printer<'a> {
    pub ir: &'a Ir,
    pub out: String,
    pub generic: bool,
    pub debug_info: bool,
    indent: usize,
    /// Printed name of each value.
    names: SecondaryMap<Value, Name>,
    /// Number of each block within its region.
    block_names: SecondaryMap<Block, u32>,
    aliases: HashMap<Attr, String>,
    /// The names of `Name::Named` values.
    hints: Vec<String>,
    /// In the dry run that finds aliases: the attributes printed so far, in order.
    seen: Option<Vec<Attr>>,
    /// Where `print_to` streams the text: `out` is handed to it between ops once it holds
    /// `FLUSH_AT` bytes, so that a large module is never held in memory as one string.
    sink: Option<&'a mut dyn std::io::Write>,
    /// The first error of the sink (later writes are skipped).
    sink_error: Option<std::io::Error>,
}

/// How much text `print_to` gathers before writing it to its sink.
const FLUSH_AT: usize = 1 << 16;

impl<'a> Printer<'a> {
    pub fn new(ir: &'a Ir, generic: bool) -> Printer<'a> {
        Printer {
            ir,
            out: String::new(),
            generic,
            debug_info: false,
            indent: 0,
            names: SecondaryMap::with_capacity(ir.value_capacity(), Name::None),
            block_names: SecondaryMap::with_capacity(ir.block_capacity(), u32::MAX),
            aliases: HashMap::new(),
            hints: vec![],
            seen: None,
            sink: None,
            sink_error: None,
        }
    }

    /// Prints a top-level op (normally `builtin.module`) with alias definitions first.
    pub fn print_top(mut self, op: Op) -> String {
        self.print_top_inner(op);
        self.out
    }

    /// `op` in generic form with its values named as in the generic print of its top-level
    /// ancestor and attributes written out (no aliases), as upstream's `Operation::print`
    /// shows an op in a diagnostic.
    pub fn op_in_context(ir: &Ir, op: Op) -> String {
        let top = std::iter::successors(Some(op), |&o| ir.parent_op(o)).last().unwrap_or(op);
        let mut pr = Printer::new(ir, true);
        pr.number(top);
        pr.op(op);
        pr.out
    }

    /// `print_top`, streamed to `sink` (the text is written in pieces as it is printed).
    pub fn print_top_to(mut self, op: Op, sink: &'a mut dyn std::io::Write) -> std::io::Result<()> {
        self.sink = Some(sink);
        self.print_top_inner(op);
        self.flush(0);
        match self.sink_error.take() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    fn print_top_inner(&mut self, op: Op) {
        self.collect_aliases(op);
        self.number(op);
        let mut defs: Vec<(&String, Attr)> = self.aliases.iter().map(|(a, n)| (n, *a)).collect();
        defs.sort_by_key(|a| alias_order(a.0));
        let mut head = String::new();
        for (n, a) in defs {
            head.push_str(n);
            head.push_str(" = ");
            write_attr(&mut head, &self.ir.ctx, a, &HashMap::new());
            head.push('\n');
        }
        self.out = head;
        self.op(op);
        self.resources(op);
        self.out.push('\n');
    }

    /// The `{-# ... #-}` section after the top op, as upstream's `AsmPrinter` writes it: the
    /// blobs of the `builtin` resources `top` still refers to, in the order they are first
    /// printed, then the `external_resources` kept from the input. Nothing when both are empty.
    fn resources(&mut self, top: Op) {
        let ir = self.ir;
        let ctx = &ir.ctx;
        let mut used: Vec<&str> = vec![];
        if ctx.has_resources() {
            let mut seen = std::collections::HashSet::new();
            let mut stack: Vec<Attr> = vec![];
            ir.walk(top, &mut |op| {
                for &(_, a) in ir.props(op).iter().chain(ir.attrs(op)) {
                    stack.push(a);
                    while let Some(a) = stack.pop() {
                        match ctx.attr_kind(a) {
                            AttrKind::DenseResource { handle, .. } => {
                                if ctx.resource(handle).is_some() && seen.insert(handle.as_str()) {
                                    used.push(handle);
                                }
                            }
                            AttrKind::Array(v) => stack.extend(v.iter().rev()),
                            AttrKind::Dict(v) => stack.extend(v.iter().rev().map(|x| x.1)),
                            _ => {}
                        }
                    }
                }
            });
        }
        if used.is_empty() && ctx.external_resources.is_empty() {
            return;
        }
        self.w("\n\n{-#\n");
        if !used.is_empty() {
            self.w("  dialect_resources: {\n    builtin: {\n");
            for (i, h) in used.iter().enumerate() {
                let Some(blob) = ctx.resource(h) else { continue };
                self.w("      ");
                write_resource_key(&mut self.out, h);
                self.w(": \"");
                write_hex(&mut self.out, &blob.align.to_le_bytes());
                write_hex_digits(&mut self.out, &blob.bytes);
                self.w(if i + 1 < used.len() { "\",\n" } else { "\"\n" });
                self.flush(FLUSH_AT);
            }
            self.w("    }\n  }");
        }
        if !ctx.external_resources.is_empty() {
            if !used.is_empty() {
                self.w(",\n");
            }
            self.w("  external_resources: {\n");
            let groups = &ctx.external_resources;
            for (gi, g) in groups.iter().enumerate() {
                self.w("    ");
                write_resource_key(&mut self.out, &g.name);
                self.w(": {\n");
                for (i, (k, v)) in g.entries.iter().enumerate() {
                    self.w("      ");
                    write_resource_key(&mut self.out, k);
                    self.w(": ");
                    self.w(v);
                    self.w(if i + 1 < g.entries.len() { ",\n" } else { "\n" });
                }
                self.w(if gi + 1 < groups.len() { "    },\n" } else { "    }\n" });
            }
            self.w("  }");
        }
        self.w("\n#-}");
    }

    /// With a sink, writes out what was printed once it holds at least `at` bytes. Called only
    /// between ops (custom printers may look back at the text of the op they are printing).
    fn flush(&mut self, at: usize) {
        if self.out.len() < at || self.seen.is_some() {
            return;
        }
        if let Some(sink) = self.sink.as_mut() {
            if self.sink_error.is_none() {
                if let Err(e) = sink.write_all(self.out.as_bytes()) {
                    self.sink_error = Some(e);
                }
            }
            self.out.clear();
        }
    }

    /// Names `#map`/`#set` aliases as upstream does: the attributes that printing actually
    /// writes (a dry run of the printer, so a custom form that prints a map as `0` or `%n`
    /// gives it no alias), numbered in the order they are first printed. In the generic form
    /// an op's regions come before its own types and attributes, as in MLIR's alias pass.
    fn collect_aliases(&mut self, top: Op) {
        let ir = self.ir;
        // Most modules hold no affine map or integer set at all: then there is nothing to alias
        // and no need for the dry run.
        if !ir.ctx.has_attr(|k| matches!(k, AttrKind::AffineMap(_) | AttrKind::IntegerSet(_))) {
            return;
        }
        let mut dry = Printer::new(ir, self.generic);
        dry.seen = Some(vec![]);
        dry.number(top);
        dry.op(top);
        let printed = dry.seen.take().unwrap_or_default();
        let mut maps: Vec<Attr> = vec![];
        let mut sets: Vec<Attr> = vec![];
        let mut seen = std::collections::HashSet::new();
        for a in printed {
            let mut stack = vec![a];
            while let Some(a) = stack.pop() {
                if !seen.insert(a) {
                    continue;
                }
                match ir.ctx.attr_kind(a) {
                    AttrKind::AffineMap(_) => maps.push(a),
                    AttrKind::IntegerSet(_) => sets.push(a),
                    AttrKind::Array(v) => stack.extend(v.iter().rev()),
                    AttrKind::Dict(v) => stack.extend(v.iter().rev().map(|x| x.1)),
                    AttrKind::Type(t) => stack.extend(type_attrs(&ir.ctx, *t).into_iter().rev()),
                    _ => {}
                }
            }
        }
        for (i, a) in maps.into_iter().enumerate() {
            self.aliases.insert(a, if i == 0 { "#map".to_string() } else { format!("#map{i}") });
        }
        for (i, a) in sets.into_iter().enumerate() {
            self.aliases.insert(a, if i == 0 { "#set".to_string() } else { format!("#set{i}") });
        }
    }

    // ----- low-level writing -----

    pub fn w(&mut self, s: &str) {
        self.out.push_str(s);
    }
    /// Indents what `newline` starts by one more level (MLIR's `increaseIndent`).
    pub fn indent(&mut self) {
        self.indent += 1;
    }
    /// Undoes `indent`.
    pub fn dedent(&mut self) {
        self.indent = self.indent.saturating_sub(1);
    }
    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }
    pub fn ty(&mut self, t: Type) {
        if let Some(seen) = &mut self.seen {
            seen.extend(type_attrs(&self.ir.ctx, t));
        }
        write_type(&mut self.out, &self.ir.ctx, t, &self.aliases);
    }
    pub fn types(&mut self, ts: &[Type]) {
        if let Some(seen) = &mut self.seen {
            for &t in ts {
                seen.extend(type_attrs(&self.ir.ctx, t));
            }
        }
        write_type_list(&mut self.out, &self.ir.ctx, ts, &self.aliases);
    }
    /// `(a, b)` or `a` for a single non-function type (function results style).
    pub fn result_types(&mut self, ts: &[Type]) {
        let wrap = ts.len() != 1 || matches!(self.ir.ctx.type_kind(ts[0]), TypeKind::Function { .. });
        if wrap {
            self.w("(");
        }
        self.types(ts);
        if wrap {
            self.w(")");
        }
    }
    pub fn attr(&mut self, a: Attr) {
        if let Some(seen) = &mut self.seen {
            seen.push(a);
        }
        write_attr(&mut self.out, &self.ir.ctx, a, &self.aliases);
    }
    /// An attribute without its `: type` suffix when the type is `ty` (for `arith.constant`-like forms the
    /// full attribute is printed instead).
    pub fn symbol(&mut self, name: &str) {
        write_sym_name(&mut self.out, name);
    }
    pub fn value_name(&mut self, v: Value) -> String {
        let mut s = String::new();
        write_name(&mut s, &self.hints, self.names[v], v);
        s
    }
    pub fn operand(&mut self, v: Value) {
        write_name(&mut self.out, &self.hints, self.names[v], v);
    }
    pub fn operands(&mut self, vs: &[Value]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            self.operand(v);
        }
    }
    pub fn block_name(&self, b: Block) -> String {
        match self.block_names[b] {
            n if n != u32::MAX => format!("^bb{n}"),
            _ => format!("^INVALID_BLOCK{}", b.0),
        }
    }
    pub fn successor(&mut self, b: Block) {
        let n = self.block_name(b);
        self.w(&n);
    }
    /// `^bb1(%a, %b : i32, i32)` or `^bb1`.
    pub fn successor_with_operands(&mut self, b: Block, vals: &[Value]) {
        self.successor(b);
        if !vals.is_empty() {
            self.w("(");
            self.operands(vals);
            self.w(" : ");
            let tys: Vec<Type> = vals.iter().map(|&v| self.ir.value_ty(v)).collect();
            self.types(&tys);
            self.w(")");
        }
    }

    /// ` {a = 1, b}` for every attribute and property not in `elided` (nothing if none).
    pub fn attr_dict(&mut self, op: Op, elided: &[&str]) {
        self.attr_dict_impl(op, elided, false, &[])
    }
    /// ` attributes {a = 1}` (nothing if none).
    pub fn attr_dict_with_keyword(&mut self, op: Op, elided: &[&str]) {
        self.attr_dict_impl(op, elided, true, &[])
    }
    /// As `attr_dict`, with the attributes of the enums in `bare` written as their keyword
    /// alone (` {nan_mode = IGNORE}`, as TOSA's printers write them).
    pub fn attr_dict_bare_enums(&mut self, op: Op, elided: &[&str], bare: &[&'static EnumDef]) {
        self.attr_dict_impl(op, elided, false, bare)
    }
    fn attr_dict_impl(&mut self, op: Op, elided: &[&str], keyword: bool, bare: &[&'static EnumDef]) {
        let ir = self.ir;
        let ctx = &ir.ctx;
        let mut entries: Vec<(Sym, Attr)> = ir
            .props(op)
            .iter()
            .chain(ir.attrs(op).iter())
            .filter(|(n, _)| {
                !elided.contains(&ctx.str(*n))
                    && ctx.str(*n) != "operandSegmentSizes"
                    && ctx.str(*n) != "resultSegmentSizes"
            })
            .copied()
            .collect();
        if entries.is_empty() {
            return;
        }
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        if let Some(seen) = &mut self.seen {
            seen.extend(entries.iter().map(|e| e.1));
        }
        self.w(if keyword { " attributes {" } else { " {" });
        for (i, e) in entries.iter().enumerate() {
            if i > 0 {
                self.w(", ");
            }
            match bare.iter().find_map(|d| ctx.enum_keyword(e.1, d)) {
                Some(kw) => {
                    self.out.push_str(ctx.str(e.0));
                    self.out.push_str(" = ");
                    self.out.push_str(kw);
                }
                None => write_dict_entries(&mut self.out, &self.ir.ctx, std::slice::from_ref(e), &self.aliases),
            }
        }
        self.w("}");
    }

    // ----- ops, regions, blocks -----

    /// Names every value below `op` as mlir-opt does (its `SSANameState`): region by region,
    /// each region's own ops before the regions nested in them (taken from a stack, the last
    /// one first). In the custom form every nested region, isolated from above or not, starts
    /// from the counters its parent region ended with (sibling regions reuse numbers: their
    /// names are not visible to each other); the generic form numbers everything in one
    /// sequence.
    /// Results get `%N` (`%N#i` for several), or in the custom form their op's name hint
    /// (`dialects::result_name`: `%c0`, `%cst`, `%alloc`), made unique among the names
    /// visible in the scope with `_K` from a counter of conflicts; entry block arguments get
    /// `%argN`, other block arguments `%N`.
    fn number(&mut self, top: Op) {
        let ir = self.ir;
        let mut scope = NameScope::default();
        let mut counters = (0u32, 0u32, 0u32);
        self.number_results(top, &mut scope, &mut counters);
        // (region, value/argument/conflict counters, scope depth of the parent region)
        let mut stack: Vec<(Region, (u32, u32, u32), usize)> = vec![];
        for &r in ir.regions(top) {
            stack.push((r, counters, 0));
        }
        // The generic form keeps one sequence of numbers through every region, in the order
        // regions leave the stack; the custom form starts each region from its parent's.
        let mut shared = counters;
        while let Some((r, c, depth)) = stack.pop() {
            scope.truncate(depth);
            scope.push();
            let mut counters = if self.generic { shared } else { c };
            // Names the op gives its entry-block arguments (`%in`, `%out`), before any other.
            let arg_names =
                if self.generic { None } else { ir.region_op(r).and_then(|o| dialects::block_arg_names(ir, o, r)) };
            if let (Some(names), Some(entry)) = (&arg_names, ir.entry_block(r)) {
                for (&v, name) in ir.args(entry).iter().zip(names) {
                    if let Some(name) = name {
                        let name = scope.unique(name.to_string(), &mut counters.2);
                        self.hints.push(name);
                        self.names[v] = Name::Named(self.hints.len() as u32 - 1);
                    }
                }
            }
            for (bi, b) in ir.blocks(r).enumerate() {
                for (ai, &v) in ir.args(b).iter().enumerate() {
                    if bi == 0 && arg_names.as_ref().is_some_and(|n| n.get(ai).is_some_and(|n| n.is_some())) {
                        continue;
                    }
                    if bi == 0 {
                        self.names[v] = Name::Arg(counters.1);
                        counters.1 += 1;
                    } else {
                        self.names[v] = Name::Num(counters.0);
                        counters.0 += 1;
                    }
                }
                for o in ir.ops(b) {
                    self.number_results(o, &mut scope, &mut counters);
                }
            }
            shared = counters;
            let here = scope.depth();
            // Isolated-from-above ops are no exception: their regions also continue from the
            // counters and see the names of the region around them (a module-level `%cst`
            // makes a function's constant `%cst_1`), so that the printed text parses again.
            for b in ir.blocks(r) {
                for o in ir.ops(b) {
                    for &nested in ir.regions(o) {
                        stack.push((nested, counters, here));
                    }
                }
            }
        }
    }

    /// Names the results of `op` (see `number`).
    fn number_results(&mut self, op: Op, scope: &mut NameScope, counters: &mut (u32, u32, u32)) {
        let ir = self.ir;
        let results = ir.results(op);
        if results.is_empty() {
            return;
        }
        if results.len() == 1 && !self.generic {
            if let Some(hint) = dialects::result_name(ir, op) {
                let name = scope.unique(hint, &mut counters.2);
                self.hints.push(name);
                self.names[results[0]] = Name::Named(self.hints.len() as u32 - 1);
                return;
            }
        }
        if results.len() > 1 && !self.generic {
            // Named groups of results (`%sum, %overflow`, `%base_buffer, %offset, %sizes:2`):
            // each group starts at its result and runs to the next group; a name for the first
            // result alone names them all (`%reduced:2`).
            let groups = dialects::result_group_names(ir, op)
                .or_else(|| dialects::result_name(ir, op).map(|hint| vec![(0, hint)]));
            if let Some(groups) = groups {
                for (g, (start, hint)) in groups.iter().enumerate() {
                    let end = groups.get(g + 1).map_or(results.len(), |n| n.0);
                    let name = scope.unique(hint.clone(), &mut counters.2);
                    self.hints.push(name);
                    let h = self.hints.len() as u32 - 1;
                    for (k, &v) in results.iter().enumerate().take(end).skip(*start) {
                        self.names[v] =
                            if end - start == 1 { Name::Named(h) } else { Name::NamedMember(h, (k - start) as u32) };
                    }
                }
                return;
            }
        }
        if results.len() == 1 {
            self.names[results[0]] = Name::Num(counters.0);
        } else {
            for (i, &v) in results.iter().enumerate() {
                self.names[v] = Name::Multi(counters.0, i as u32);
            }
        }
        counters.0 += 1;
    }

    pub fn op(&mut self, op: Op) {
        let ir = self.ir;
        let results = ir.results(op);
        if !results.is_empty() && matches!(self.names[results[0]], Name::Named(_) | Name::NamedMember(..)) {
            // Named groups: `%a, %b:2 = ...`.
            let mut k = 0;
            while k < results.len() {
                let (n, len) = match self.names[results[k]] {
                    Name::NamedMember(h, _) => {
                        let len = results[k..]
                            .iter()
                            .take_while(|&&v| matches!(self.names[v], Name::NamedMember(g, _) if g == h))
                            .count();
                        (h, len)
                    }
                    Name::Named(h) => (h, 1),
                    _ => break,
                };
                if k > 0 {
                    self.w(", ");
                }
                let _ = write!(self.out, "%{}", self.hints[n as usize]);
                if len > 1 {
                    let _ = write!(self.out, ":{len}");
                }
                k += len;
            }
            self.w(" = ");
        } else if !results.is_empty() {
            match self.names[results[0]] {
                Name::Multi(i, _) => write_name(&mut self.out, &self.hints, Name::Num(i), results[0]),
                n => write_name(&mut self.out, &self.hints, n, results[0]),
            }
            if results.len() > 1 {
                let _ = write!(self.out, ":{}", results.len());
            }
            self.w(" = ");
        }
        let asm = dialects::asm(ir.op_id(op));
        match asm.print {
            Some(print) if !self.generic && (asm.can_print)(ir, op) => print(self, op),
            _ => self.generic_op(op),
        }
        if self.debug_info {
            self.w(" ");
            let l = ir.loc(op);
            self.attr(l);
        }
    }

    pub fn generic_op(&mut self, op: Op) {
        let ir = self.ir;
        if self.seen.is_some() {
            // The alias dry run visits regions, then types, then attributes (MLIR's order).
            for &r in ir.regions(op) {
                self.region_with(r, true, true, true);
            }
            let ts: Vec<Type> = ir.operand_types(op).into_iter().chain(ir.result_types(op)).collect();
            self.types(&ts);
            if let Some(seen) = &mut self.seen {
                seen.extend(ir.props(op).iter().chain(ir.attrs(op)).map(|e| e.1));
            }
            return;
        }
        self.w(&escape_string(ir.op_name(op).as_bytes()));
        self.w("(");
        self.operands(ir.operands(op));
        self.w(")");
        if !ir.successors(op).is_empty() {
            // Successors need names before the op is printed: the region printer names blocks first.
            self.w("[");
            for (i, &b) in ir.successors(op).iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.successor(b);
            }
            self.w("]");
        }
        if !ir.props(op).is_empty() {
            self.w(" <{");
            write_dict_entries(&mut self.out, &ir.ctx, ir.props(op), &self.aliases);
            self.w("}>");
        }
        if !ir.regions(op).is_empty() {
            self.w(" (");
            for (i, &r) in ir.regions(op).iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.region_with(r, true, true, true);
            }
            self.w(")");
        }
        if !ir.attrs(op).is_empty() {
            self.w(" {");
            write_dict_entries(&mut self.out, &ir.ctx, ir.attrs(op), &self.aliases);
            self.w("}");
        }
        self.w(" : ");
        let ins = ir.operand_types(op);
        let outs = ir.result_types(op);
        self.w("(");
        self.types(&ins);
        self.w(") -> ");
        self.result_types(&outs);
    }

    /// Names the entry block's arguments (for ops that print them in their own syntax,
    /// like `func.func` or `scf.for`) and returns the names.
    pub fn name_region_args(&mut self, r: Region) -> Vec<String> {
        let Some(b) = self.ir.entry_block(r) else { return vec![] };
        self.ir.args(b).to_vec().into_iter().map(|v| self.value_name(v)).collect()
    }

    /// Prints `{ ... }`. `print_entry_args`: print the entry block header with its arguments;
    /// `print_terminators`: print the block terminators (false for implicit ones).
    pub fn region(&mut self, r: Region, print_entry_args: bool, print_terminators: bool) {
        self.region_with(r, print_entry_args, print_terminators, false)
    }

    /// `region`, and with `print_empty_block` an empty entry block still gets its `^bb0:`
    /// header (as the generic form needs, so that the block is not lost on re-parsing).
    pub fn region_with(&mut self, r: Region, print_entry_args: bool, print_terminators: bool, print_empty_block: bool) {
        let ir = self.ir;
        let blocks: Vec<Block> = ir.blocks(r).collect();
        self.w("{");
        self.indent += 1;
        // name blocks and their arguments first (successors may refer forward)
        for (i, &b) in blocks.iter().enumerate() {
            self.block_names[b] = i as u32;
        }
        for (i, &b) in blocks.iter().enumerate() {
            let args = ir.args(b);
            let has_preds = i > 0;
            let show_header = has_preds
                || (print_entry_args && !args.is_empty())
                || (print_empty_block && i == 0 && ir.block_is_empty(b));
            if show_header {
                self.out.push('\n');
                for _ in 0..self.indent.saturating_sub(1) {
                    self.out.push_str("  ");
                }
                let n = self.block_name(b);
                self.w(&n);
                if !args.is_empty() {
                    self.w("(");
                    for (j, &v) in args.iter().enumerate() {
                        if j > 0 {
                            self.w(", ");
                        }
                        self.operand(v);
                        self.w(": ");
                        self.ty(ir.value_ty(v));
                        if self.debug_info {
                            if let Some(l) = ir.value_loc(v) {
                                self.w(" ");
                                self.attr(l);
                            }
                        }
                    }
                    self.w(")");
                }
                self.w(":");
                // The predecessors, as mlir-opt notes them (in block order, once per edge).
                if i > 0 {
                    let mut preds: Vec<u32> = ir.predecessors(b).map(|p| self.block_names[p]).collect();
                    preds.sort_unstable();
                    match preds.as_slice() {
                        [] => self.w("  // no predecessors"),
                        [p] => {
                            let _ = write!(self.out, "  // pred: ^bb{p}");
                        }
                        many => {
                            let _ = write!(self.out, "  // {} preds: ", many.len());
                            let names: Vec<String> = many.iter().map(|p| format!("^bb{p}")).collect();
                            self.w(&names.join(", "));
                        }
                    }
                }
            }
            let n_ops = ir.num_ops(b);
            for (k, o) in ir.ops(b).enumerate() {
                if !print_terminators && k + 1 == n_ops && blocks.len() == 1 {
                    let name = ir.op_name(o);
                    if dialects::is_elidable_terminator(ir, o, name) {
                        continue;
                    }
                }
                self.flush(FLUSH_AT);
                self.newline();
                self.op(o);
            }
        }
        self.indent -= 1;
        self.newline();
        self.w("}");
    }

    /// A region printed with `print_terminators = false` keeps terminators that carry operands.
    pub fn region_elide_empty_terminator(&mut self, r: Region, print_entry_args: bool) {
        self.region(r, print_entry_args, false)
    }
}

fn alias_order(n: &str) -> (u8, usize) {
    let (kind, rest) = if let Some(r) = n.strip_prefix("#map") {
        (0, r)
    } else if let Some(r) = n.strip_prefix("#set") {
        (1, r)
    } else {
        (2, n)
    };
    (kind, rest.parse().unwrap_or(0))
}

/// Attributes that appear inside a type (layouts, memory spaces, encodings).
fn type_attrs(ctx: &Context, t: Type) -> Vec<Attr> {
    match ctx.type_kind(t) {
        TypeKind::MemRef { layout, space, elem, .. } => {
            let mut v: Vec<Attr> = layout.iter().chain(space.iter()).copied().collect();
            v.extend(type_attrs(ctx, *elem));
            v
        }
        TypeKind::Tensor { encoding, .. } => encoding.iter().copied().collect(),
        TypeKind::Function { inputs, results } => {
            inputs.iter().chain(results).flat_map(|&t| type_attrs(ctx, t)).collect()
        }
        _ => vec![],
    }
}

/// The result names visible while numbering: a stack of scopes (one per region being named).
#[derive(Default)]
struct NameScope {
    used: std::collections::HashSet<String>,
    /// Names added by each open scope, to forget them when it closes.
    scopes: Vec<Vec<String>>,
}

impl NameScope {
    fn depth(&self) -> usize {
        self.scopes.len()
    }
    fn push(&mut self) {
        self.scopes.push(vec![]);
    }
    /// Closes scopes until `depth` are open.
    fn truncate(&mut self, depth: usize) {
        while self.scopes.len() > depth {
            for n in self.scopes.pop().unwrap_or_default() {
                self.used.remove(&n);
            }
        }
    }
    /// `name` (made a valid identifier), or with `_K` appended for the next `K` of `conflicts`
    /// that makes it unused; recorded in the current scope.
    fn unique(&mut self, name: String, conflicts: &mut u32) -> String {
        let mut name: String =
            name.chars().map(|c| if c.is_ascii_alphanumeric() || "_$.-".contains(c) { c } else { '_' }).collect();
        if name.starts_with(|c: char| c.is_ascii_digit()) {
            name.insert(0, '_');
        }
        let mut candidate = name.clone();
        while self.used.contains(&candidate) {
            candidate = format!("{name}_{conflicts}");
            *conflicts += 1;
        }
        self.used.insert(candidate.clone());
        if let Some(s) = self.scopes.last_mut() {
            s.push(candidate.clone());
        }
        candidate
    }
}
