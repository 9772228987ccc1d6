//! The printer: custom form by default (each op's `print` hook), generic form on request,
//! aliases for affine maps and integer sets.

use super::lexer::escape_string;
use crate::dialects;
use crate::ir::float;
use crate::ir::*;
use std::collections::HashMap;
use std::fmt::Write;

pub fn type_to_string(ctx: &Context, t: Type) -> String {
    let mut s = String::new();
    write_type(&mut s, ctx, t, &HashMap::new());
    s
}

pub fn attr_to_string(ctx: &Context, a: Attr) -> String {
    let mut s = String::new();
    write_attr(&mut s, ctx, a, &HashMap::new());
    s
}

fn write_dims(s: &mut String, shape: &[i64], scalable: Option<&[bool]>) {
    for (i, &d) in shape.iter().enumerate() {
        let sc = scalable.map(|v| v.get(i).copied().unwrap_or(false)).unwrap_or(false);
        if sc {
            s.push('[');
        }
        if d == DYNAMIC {
            s.push('?');
        } else {
            let _ = write!(s, "{d}");
        }
        if sc {
            s.push(']');
        }
        s.push('x');
    }
}

fn write_type_list(s: &mut String, ctx: &Context, ts: &[Type], aliases: &HashMap<Attr, String>) {
    for (i, &t) in ts.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        write_type(s, ctx, t, aliases);
    }
}

pub fn write_type(s: &mut String, ctx: &Context, t: Type, aliases: &HashMap<Attr, String>) {
    match ctx.type_kind(t) {
        TypeKind::Int { width, sign } => {
            let p = match sign {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            let _ = write!(s, "{p}{width}");
        }
        TypeKind::Index => s.push_str("index"),
        TypeKind::Float(k) => s.push_str(k.name()),
        TypeKind::None => s.push_str("none"),
        TypeKind::Complex(e) => {
            s.push_str("complex<");
            write_type(s, ctx, *e, aliases);
            s.push('>');
        }
        TypeKind::Tuple(v) => {
            s.push_str("tuple<");
            write_type_list(s, ctx, v, aliases);
            s.push('>');
        }
        TypeKind::Function { inputs, results } => {
            s.push('(');
            write_type_list(s, ctx, inputs, aliases);
            s.push_str(") -> ");
            let wrap = results.len() != 1 || matches!(ctx.type_kind(results[0]), TypeKind::Function { .. });
            if wrap {
                s.push('(');
            }
            write_type_list(s, ctx, results, aliases);
            if wrap {
                s.push(')');
            }
        }
        TypeKind::Vector { shape, scalable, elem } => {
            s.push_str("vector<");
            write_dims(s, shape, Some(scalable));
            write_type(s, ctx, *elem, aliases);
            s.push('>');
        }
        TypeKind::Tensor { shape, elem, encoding } => {
            s.push_str("tensor<");
            write_dims(s, shape, None);
            write_type(s, ctx, *elem, aliases);
            if let Some(e) = encoding {
                s.push_str(", ");
                write_attr(s, ctx, *e, aliases);
            }
            s.push('>');
        }
        TypeKind::UnrankedTensor { elem } => {
            s.push_str("tensor<*x");
            write_type(s, ctx, *elem, aliases);
            s.push('>');
        }
        TypeKind::MemRef { shape, elem, layout, space } => {
            s.push_str("memref<");
            write_dims(s, shape, None);
            write_type(s, ctx, *elem, aliases);
            if let Some(l) = layout {
                s.push_str(", ");
                write_attr(s, ctx, *l, aliases);
            }
            if let Some(m) = space {
                s.push_str(", ");
                write_attr_elide_default_type(s, ctx, *m, aliases);
            }
            s.push('>');
        }
        TypeKind::UnrankedMemRef { elem, space } => {
            s.push_str("memref<*x");
            write_type(s, ctx, *elem, aliases);
            if let Some(m) = space {
                s.push_str(", ");
                write_attr_elide_default_type(s, ctx, *m, aliases);
            }
            s.push('>');
        }
        TypeKind::Dialect { dialect, body } => {
            let dot = if body.starts_with('<') { "" } else { "." };
            let _ = write!(s, "!{}{dot}{}", ctx.str(*dialect), body);
        }
    }
}

fn write_int(s: &mut String, ctx: &Context, ty: Type, v: i128) {
    match ctx.type_kind(ty) {
        TypeKind::Int { width: 1, sign: Signedness::Signless } => s.push_str(if v != 0 { "true" } else { "false" }),
        _ => {
            let _ = write!(s, "{v}");
        }
    }
}

fn write_float(s: &mut String, ctx: &Context, ty: Type, bits: u64) {
    let k = ctx.float_kind(ty).unwrap_or(FloatKind::F64);
    s.push_str(&float::print(k, bits));
}

fn write_sym_name(s: &mut String, name: &str) {
    let simple = name.bytes().next().map(|c| c.is_ascii_alphabetic() || c == b'_').unwrap_or(false)
        && name.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.' | b'-'));
    s.push('@');
    if simple {
        s.push_str(name);
    } else {
        s.push_str(&escape_string(name.as_bytes()));
    }
}

/// Writes a symbol name as `@name`.
pub fn symbol(name: &str) -> String {
    let mut s = String::new();
    write_sym_name(&mut s, name);
    s
}

fn write_dense_elems(s: &mut String, ctx: &Context, ty: Type, data: &DenseData) {
    let elem = ctx.elem_ty(ty);
    let shape: Vec<i64> = ctx.shape(ty).map(|x| x.to_vec()).unwrap_or_default();
    let count: i64 = shape.iter().product();
    let n = data.len();
    let write_one = |s: &mut String, i: usize| match data {
        DenseData::Int(v) => write_int(s, ctx, elem, v[i]),
        DenseData::Float(v) => write_float(s, ctx, elem, v[i]),
        DenseData::ComplexInt(v) => {
            let _ = write!(s, "({}, {})", v[i].0, v[i].1);
        }
        DenseData::ComplexFloat(v) => {
            let inner = ctx.elem_ty(match ctx.type_kind(elem) {
                TypeKind::Complex(t) => *t,
                _ => elem,
            });
            s.push('(');
            write_float(s, ctx, inner, v[i].0);
            s.push_str(", ");
            write_float(s, ctx, inner, v[i].1);
            s.push(')');
        }
        DenseData::String(v) => s.push_str(&escape_string(&v[i])),
    };
    let all_same = n > 0
        && match data {
            DenseData::Int(v) => v.iter().all(|x| *x == v[0]),
            DenseData::Float(v) => v.iter().all(|x| *x == v[0]),
            DenseData::ComplexInt(v) => v.iter().all(|x| *x == v[0]),
            DenseData::ComplexFloat(v) => v.iter().all(|x| *x == v[0]),
            DenseData::String(v) => v.iter().all(|x| *x == v[0]),
        };
    if n == 0 || count == 0 {
        // `dense<>` for zero elements; rank shows in `[]` nesting for non-zero ranks.
        if shape.is_empty() {
            return;
        }
        let mut t = String::new();
        write_nested(&mut t, &shape, 0, &mut 0, &mut |_, _| {});
        s.push_str(&t);
        return;
    }
    if all_same && (n == 1 || count > 1) && (n as i64 == count || n == 1) {
        write_one(s, 0);
        return;
    }
    if shape.is_empty() {
        write_one(s, 0);
        return;
    }
    let mut idx = 0usize;
    write_nested(s, &shape, 0, &mut idx, &mut |s, i| write_one(s, i));
}

fn write_nested(s: &mut String, shape: &[i64], d: usize, idx: &mut usize, f: &mut dyn FnMut(&mut String, usize)) {
    s.push('[');
    for i in 0..shape[d] {
        if i > 0 {
            s.push_str(", ");
        }
        if d + 1 == shape.len() {
            f(s, *idx);
            *idx += 1;
        } else {
            write_nested(s, shape, d + 1, idx, f);
        }
    }
    s.push(']');
}

/// An attribute printed with MLIR's `AttrTypeElision::May`: integers of type `i64` and floats of
/// type `f64` without their `: type` (array elements, memref memory spaces).
fn write_attr_elide_default_type(s: &mut String, ctx: &Context, a: Attr, aliases: &HashMap<Attr, String>) {
    match ctx.attr_kind(a) {
        AttrKind::Int { ty, value }
            if matches!(ctx.type_kind(*ty), TypeKind::Int { width: 64, sign: Signedness::Signless }) =>
        {
            write_int(s, ctx, *ty, *value)
        }
        AttrKind::Float { ty, bits } if ctx.float_kind(*ty) == Some(FloatKind::F64) => write_float(s, ctx, *ty, *bits),
        _ => write_attr(s, ctx, a, aliases),
    }
}

pub fn write_attr(s: &mut String, ctx: &Context, a: Attr, aliases: &HashMap<Attr, String>) {
    if let Some(name) = aliases.get(&a) {
        s.push_str(name);
        return;
    }
    match ctx.attr_kind(a) {
        AttrKind::Unit => s.push_str("unit"),
        AttrKind::Int { ty, value } => {
            write_int(s, ctx, *ty, *value);
            let is_bool = matches!(ctx.type_kind(*ty), TypeKind::Int { width: 1, sign: Signedness::Signless });
            if !is_bool {
                s.push_str(" : ");
                write_type(s, ctx, *ty, aliases);
            }
        }
        AttrKind::Float { ty, bits } => {
            write_float(s, ctx, *ty, *bits);
            s.push_str(" : ");
            write_type(s, ctx, *ty, aliases);
        }
        AttrKind::String { bytes, ty } => {
            s.push_str(&escape_string(bytes));
            if let Some(t) = ty {
                s.push_str(" : ");
                write_type(s, ctx, *t, aliases);
            }
        }
        AttrKind::Type(t) => write_type(s, ctx, *t, aliases),
        AttrKind::Array(v) => {
            s.push('[');
            for (i, &x) in v.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                // Inside an array, MLIR elides the default types (`i64`, `f64`) of elements.
                write_attr_elide_default_type(s, ctx, x, aliases);
            }
            s.push(']');
        }
        AttrKind::Dict(entries) => {
            s.push('{');
            write_dict_entries(s, ctx, entries, aliases);
            s.push('}');
        }
        AttrKind::Dense { ty, data } => {
            s.push_str("dense<");
            write_dense_elems(s, ctx, *ty, data);
            s.push_str("> : ");
            write_type(s, ctx, *ty, aliases);
        }
        AttrKind::DenseResource { ty, handle } => {
            let _ = write!(s, "dense_resource<{handle}> : ");
            write_type(s, ctx, *ty, aliases);
        }
        AttrKind::DenseArray { elem, values } => {
            s.push_str("array<");
            write_type(s, ctx, *elem, aliases);
            if !values.is_empty() {
                s.push_str(": ");
                for (i, &v) in values.iter().enumerate() {
                    if i > 0 {
                        s.push_str(", ");
                    }
                    match ctx.type_kind(*elem) {
                        TypeKind::Float(_) => write_float(s, ctx, *elem, v as u64),
                        TypeKind::Int { width: 1, .. } => s.push_str(if v != 0 { "true" } else { "false" }),
                        _ => {
                            let _ = write!(s, "{v}");
                        }
                    }
                }
            }
            s.push('>');
        }
        AttrKind::AffineMap(m) => {
            let _ = write!(s, "affine_map<{m}>");
        }
        AttrKind::IntegerSet(m) => {
            let _ = write!(s, "affine_set<{m}>");
        }
        AttrKind::Strided { offset, strides } => {
            s.push_str("strided<[");
            for (i, &st) in strides.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                if st == DYNAMIC {
                    s.push('?');
                } else {
                    let _ = write!(s, "{st}");
                }
            }
            s.push(']');
            if *offset != 0 {
                if *offset == DYNAMIC {
                    s.push_str(", offset: ?");
                } else {
                    let _ = write!(s, ", offset: {offset}");
                }
            }
            s.push('>');
        }
        AttrKind::SymbolRef { root, nested } => {
            write_sym_name(s, ctx.str(*root));
            for n in nested {
                s.push_str("::");
                write_sym_name(s, ctx.str(*n));
            }
        }
        AttrKind::Dialect { dialect, body } => {
            let dot = if body.starts_with('<') { "" } else { "." };
            let _ = write!(s, "#{}{dot}{}", ctx.str(*dialect), body);
        }
        AttrKind::Loc(l) => {
            s.push_str("loc(");
            write_loc(s, ctx, l);
            s.push(')');
        }
    }
}

fn write_loc(s: &mut String, ctx: &Context, l: &LocKind) {
    match l {
        LocKind::Unknown => s.push_str("unknown"),
        LocKind::FileLineCol { file, line, col } => {
            let _ = write!(s, "{}:{line}:{col}", escape_string(ctx.str(*file).as_bytes()));
        }
        LocKind::Name { name, child } => {
            s.push_str(&escape_string(ctx.str(*name).as_bytes()));
            if let Some(c) = child {
                s.push('(');
                write_loc_attr(s, ctx, *c);
                s.push(')');
            }
        }
        LocKind::CallSite { callee, caller } => {
            s.push_str("callsite(");
            write_loc_attr(s, ctx, *callee);
            s.push_str(" at ");
            write_loc_attr(s, ctx, *caller);
            s.push(')');
        }
        LocKind::Fused { locs, metadata } => {
            s.push_str("fused");
            if let Some(m) = metadata {
                s.push('<');
                write_attr(s, ctx, *m, &HashMap::new());
                s.push('>');
            }
            s.push('[');
            for (i, &x) in locs.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                write_loc_attr(s, ctx, x);
            }
            s.push(']');
        }
    }
}

fn write_loc_attr(s: &mut String, ctx: &Context, a: Attr) {
    match ctx.attr_kind(a) {
        AttrKind::Loc(l) => write_loc(s, ctx, l),
        _ => s.push_str("unknown"),
    }
}

fn write_dict_entries(s: &mut String, ctx: &Context, entries: &[(Sym, Attr)], aliases: &HashMap<Attr, String>) {
    for (i, &(n, a)) in entries.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        let name = ctx.str(n);
        let simple = name.bytes().next().map(|c| c.is_ascii_alphabetic() || c == b'_').unwrap_or(false)
            && name.bytes().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'));
        if simple {
            s.push_str(name);
        } else {
            s.push_str(&escape_string(name.as_bytes()));
        }
        if !matches!(ctx.attr_kind(a), AttrKind::Unit) {
            s.push_str(" = ");
            write_attr(s, ctx, a, aliases);
        }
    }
}

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
}

fn write_name(s: &mut String, n: Name, v: Value) {
    let _ = match n {
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
    /// Printed name of each value (indexed by value id).
    names: Vec<Name>,
    /// Number of each block within its region (indexed by block id).
    block_names: Vec<u32>,
    aliases: HashMap<Attr, String>,
    next_value: usize,
    next_arg: usize,
    /// In the dry run that finds aliases: the attributes printed so far, in order.
    seen: Option<Vec<Attr>>,
}

impl<'a> Printer<'a> {
    pub fn new(ir: &'a Ir, generic: bool) -> Printer<'a> {
        Printer {
            ir,
            out: String::new(),
            generic,
            debug_info: false,
            indent: 0,
            names: vec![Name::None; ir.values.len()],
            block_names: vec![u32::MAX; ir.blocks.len()],
            aliases: HashMap::new(),
            next_value: 0,
            next_arg: 0,
            seen: None,
        }
    }

    /// Prints a top-level op (normally `builtin.module`) with alias definitions first.
    pub fn print_top(mut self, op: Op) -> String {
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
        self.op(op);
        self.out.push('\n');
        head + &self.out
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
        write_name(&mut s, self.names.get(v.index()).copied().unwrap_or(Name::None), v);
        s
    }
    pub fn operand(&mut self, v: Value) {
        write_name(&mut self.out, self.names.get(v.index()).copied().unwrap_or(Name::None), v);
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
        match self.block_names.get(b.index()) {
            Some(&n) if n != u32::MAX => format!("^bb{n}"),
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
        self.attr_dict_impl(op, elided, false)
    }
    /// ` attributes {a = 1}` (nothing if none).
    pub fn attr_dict_with_keyword(&mut self, op: Op, elided: &[&str]) {
        self.attr_dict_impl(op, elided, true)
    }
    fn attr_dict_impl(&mut self, op: Op, elided: &[&str], keyword: bool) {
        let d = self.ir.op(op);
        let ctx = &self.ir.ctx;
        let mut entries: Vec<(Sym, Attr)> = d
            .props
            .iter()
            .chain(d.attrs.iter())
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
        write_dict_entries(&mut self.out, &self.ir.ctx, &entries, &self.aliases);
        self.w("}");
    }

    // ----- ops, regions, blocks -----

    /// Names every value below `op` in print order: results `%N`, entry block arguments
    /// `%argN`, other block arguments `%N`; counters restart inside isolated-from-above ops.
    fn number(&mut self, op: Op) {
        let ir = self.ir;
        let results = ir.results(op);
        if results.len() == 1 {
            self.names[results[0].index()] = Name::Num(self.next_value as u32);
            self.next_value += 1;
        } else if results.len() > 1 {
            let first = self.next_value as u32;
            self.next_value += 1;
            for (i, &v) in results.iter().enumerate() {
                self.names[v.index()] = Name::Multi(first, i as u32);
            }
        }
        let isolated = dialects::lookup(ir.op_name(op)).map(|d| d.is_isolated()).unwrap_or(false);
        let saved = (self.next_value, self.next_arg);
        if isolated {
            self.next_value = 0;
            self.next_arg = 0;
        }
        for &r in &ir.op(op).regions {
            for (i, &b) in ir.region(r).blocks.iter().enumerate() {
                for &v in &ir.block(b).args {
                    if i == 0 {
                        self.names[v.index()] = Name::Arg(self.next_arg as u32);
                        self.next_arg += 1;
                    } else {
                        self.names[v.index()] = Name::Num(self.next_value as u32);
                        self.next_value += 1;
                    }
                }
                for &o in &ir.block(b).ops {
                    self.number(o);
                }
            }
        }
        if isolated {
            (self.next_value, self.next_arg) = saved;
        }
    }

    pub fn op(&mut self, op: Op) {
        let ir = self.ir;
        let results = ir.results(op);
        if !results.is_empty() {
            match self.names.get(results[0].index()).copied().unwrap_or(Name::None) {
                Name::Multi(i, _) => write_name(&mut self.out, Name::Num(i), results[0]),
                n => write_name(&mut self.out, n, results[0]),
            }
            if results.len() > 1 {
                let _ = write!(self.out, ":{}", results.len());
            }
            self.w(" = ");
        }
        let def = dialects::lookup(ir.op_name(op));
        match def.and_then(|d| d.print) {
            Some(print) if !self.generic && (def.unwrap().can_print)(ir, op) => print(self, op),
            _ => self.generic_op(op),
        }
        if self.debug_info {
            self.w(" ");
            let l = ir.op(op).loc;
            self.attr(l);
        }
    }

    pub fn generic_op(&mut self, op: Op) {
        let ir = self.ir;
        let d = ir.op(op);
        if self.seen.is_some() {
            // The alias dry run visits regions, then types, then attributes (MLIR's order).
            for &r in &d.regions {
                self.region_with(r, true, true, true);
            }
            let ts: Vec<Type> = ir.operand_types(op).into_iter().chain(ir.result_types(op)).collect();
            self.types(&ts);
            if let Some(seen) = &mut self.seen {
                seen.extend(d.props.iter().chain(&d.attrs).map(|e| e.1));
            }
            return;
        }
        self.w(&escape_string(ir.op_name(op).as_bytes()));
        self.w("(");
        self.operands(&d.operands);
        self.w(")");
        if !d.successors.is_empty() {
            // Successors need names before the op is printed: the region printer names blocks first.
            self.w("[");
            for (i, &b) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.successor(b);
            }
            self.w("]");
        }
        if !d.props.is_empty() {
            self.w(" <{");
            write_dict_entries(&mut self.out, &ir.ctx, &d.props, &self.aliases);
            self.w("}>");
        }
        if !d.regions.is_empty() {
            self.w(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.w(", ");
                }
                self.region_with(r, true, true, true);
            }
            self.w(")");
        }
        if !d.attrs.is_empty() {
            self.w(" {");
            write_dict_entries(&mut self.out, &ir.ctx, &d.attrs, &self.aliases);
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
        self.ir.block(b).args.clone().into_iter().map(|v| self.value_name(v)).collect()
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
        let blocks = &ir.region(r).blocks;
        self.w("{");
        self.indent += 1;
        // name blocks and their arguments first (successors may refer forward)
        for (i, &b) in blocks.iter().enumerate() {
            self.block_names[b.index()] = i as u32;
        }
        for (i, &b) in blocks.iter().enumerate() {
            let args = &ir.block(b).args;
            let has_preds = i > 0;
            let show_header = has_preds
                || (print_entry_args && !args.is_empty())
                || (print_empty_block && i == 0 && ir.block(b).ops.is_empty());
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
                            if let Some(l) = ir.value(v).loc {
                                self.w(" ");
                                self.attr(l);
                            }
                        }
                    }
                    self.w(")");
                }
                self.w(":");
            }
            let ops = &ir.block(b).ops;
            for (k, &o) in ops.iter().enumerate() {
                if !print_terminators && k + 1 == ops.len() && blocks.len() == 1 {
                    let name = ir.op_name(o);
                    if dialects::is_elidable_terminator(ir, o, name) {
                        continue;
                    }
                }
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
