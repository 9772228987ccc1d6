//! How types, attributes and locations print, as MLIR 22 prints them. Part of what a type
//! is (the verifier's messages name types), so it lives with them; the op printer
//! (`syntax::printer`) adds aliases and ops. `Context::display_type` and
//! `Context::display_attr` give `Display` values.

use super::float;
use super::*;
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

pub fn write_dims(s: &mut String, shape: &[i64], scalable: Option<&[bool]>) {
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

pub fn write_type_list(s: &mut String, ctx: &Context, ts: &[Type], aliases: &HashMap<Attr, String>) {
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
        TypeKind::LlvmPtr { .. }
        | TypeKind::LlvmStruct { .. }
        | TypeKind::LlvmArray { .. }
        | TypeKind::LlvmFunc { .. }
        | TypeKind::LlvmVoid => {
            s.push_str("!llvm.");
            write_llvm_body(s, ctx, t, aliases);
        }
        TypeKind::Dialect { dialect, body } => {
            let dot = if body.starts_with('<') { "" } else { "." };
            let _ = write!(s, "!{}{dot}{}", ctx.str(*dialect), body);
        }
    }
}

/// An `llvm` dialect type without its `!llvm.` prefix, as the dialect prints it (and the
/// types nested in it: `llvm` types short, others in full).
fn write_llvm_body(s: &mut String, ctx: &Context, t: Type, aliases: &HashMap<Attr, String>) {
    let elem = |s: &mut String, e: Type| {
        if is_llvm_type(ctx, e) {
            write_llvm_body(s, ctx, e, aliases)
        } else {
            write_type(s, ctx, e, aliases)
        }
    };
    match ctx.type_kind(t) {
        TypeKind::LlvmPtr { space: 0 } => s.push_str("ptr"),
        TypeKind::LlvmPtr { space } => {
            let _ = write!(s, "ptr<{space}>");
        }
        TypeKind::LlvmStruct { packed, elems } => {
            s.push_str(if *packed { "struct<packed (" } else { "struct<(" });
            for (i, &e) in elems.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                elem(s, e);
            }
            s.push_str(")>");
        }
        TypeKind::LlvmArray { len, elem: e } => {
            let _ = write!(s, "array<{len} x ");
            elem(s, *e);
            s.push('>');
        }
        TypeKind::LlvmFunc { ret, params, vararg } => {
            s.push_str("func<");
            elem(s, *ret);
            s.push_str(" (");
            for (i, &e) in params.iter().enumerate() {
                if i > 0 {
                    s.push_str(", ");
                }
                elem(s, e);
            }
            if *vararg {
                s.push_str(if params.is_empty() { "..." } else { ", ..." });
            }
            s.push_str(")>");
        }
        TypeKind::LlvmVoid => s.push_str("void"),
        _ => write_type(s, ctx, t, aliases),
    }
}

/// Whether `t` is one of the typed `llvm` dialect types.
pub fn is_llvm_type(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::LlvmPtr { .. }
            | TypeKind::LlvmStruct { .. }
            | TypeKind::LlvmArray { .. }
            | TypeKind::LlvmFunc { .. }
            | TypeKind::LlvmVoid
    )
}

pub fn write_int(s: &mut String, ctx: &Context, ty: Type, v: i128) {
    match ctx.type_kind(ty) {
        TypeKind::Int { width: 1, sign: Signedness::Signless } => s.push_str(if v != 0 { "true" } else { "false" }),
        _ => {
            let _ = write!(s, "{v}");
        }
    }
}

pub fn write_float(s: &mut String, ctx: &Context, ty: Type, bits: u64) {
    let k = ctx.float_kind(ty).unwrap_or(FloatKind::F64);
    s.push_str(&float::print(k, bits));
}

pub fn write_sym_name(s: &mut String, name: &str) {
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

pub fn write_dense_elems(s: &mut String, ctx: &Context, ty: Type, data: &DenseData) {
    let elem = ctx.elem_ty(ty);
    let shape: Vec<i64> = ctx.shape(ty).map(|x| x.to_vec()).unwrap_or_default();
    let count: i64 = shape.iter().product();
    let n = data.len();
    let inner = match ctx.type_kind(elem) {
        TypeKind::Complex(t) => *t,
        _ => elem,
    };
    let write_one = |s: &mut String, i: usize| match data.kind() {
        DenseKind::Int => write_int(s, ctx, elem, data.int_at(i)),
        DenseKind::Float => write_float(s, ctx, elem, data.float_bits_at(i)),
        DenseKind::ComplexInt => {
            let (re, im) = data.complex_int_at(i);
            let _ = write!(s, "({re},{im})");
        }
        DenseKind::ComplexFloat => {
            let (re, im) = data.complex_float_at(i);
            s.push('(');
            write_float(s, ctx, inner, re);
            s.push(',');
            write_float(s, ctx, inner, im);
            s.push(')');
        }
        DenseKind::String => s.push_str(&escape_string(&data.string_list()[i])),
    };
    if n == 0 || count == 0 {
        // `dense<>` for zero elements, whatever the shape (as mlir-opt prints it).
        return;
    }
    if (n == 1 || count > 1) && (n as i64 == count || n == 1) && data.all_same() {
        write_one(s, 0);
        return;
    }
    if shape.is_empty() {
        write_one(s, 0);
        return;
    }
    // More than 100 elements (not a splat): the raw little-endian storage as one hex string,
    // as upstream prints with `--mlir-elide-elementsattrs-if-larger` unset.
    if count > HEX_ELEMENTS_ABOVE && n as i64 == count && write_dense_hex(s, data) {
        return;
    }
    let mut idx = 0usize;
    write_nested(s, &shape, 0, &mut idx, &mut |s, i| write_one(s, i));
}

/// Elements attributes with more elements than this print as hex (upstream's
/// `kHexElementsThreshold`: numbers and complex numbers; strings always print as a list).
const HEX_ELEMENTS_ABOVE: i64 = 100;

/// Bytes of a stored element of an integer or float type, as MLIR's dense storage lays it out
/// (`i1` is a bit: `None`).
pub fn dense_storage_bytes(ctx: &Context, elem: Type) -> Option<usize> {
    match ctx.type_kind(elem) {
        TypeKind::Int { width: 1, .. } => None,
        TypeKind::Int { width, .. } => Some((*width as usize).div_ceil(8)),
        TypeKind::Index => Some(8),
        TypeKind::Float(k) => Some(float_storage_bytes(*k)),
        _ => None,
    }
}

/// `"0x..."`: the elements in MLIR's raw storage, which `DenseData` holds (`i1` packed eight
/// to a byte here, the first in the lowest bit). False (nothing written) for strings.
fn write_dense_hex(s: &mut String, data: &DenseData) -> bool {
    match data.kind() {
        DenseKind::String => return false,
        DenseKind::ComplexInt if data.width() == 1 => return false,
        DenseKind::Int if data.width() == 1 => {
            let mut bits = vec![0u8; data.len().div_ceil(8)];
            for (i, &b) in data.raw_bytes().iter().enumerate() {
                bits[i / 8] |= (b & 1) << (i % 8);
            }
            s.push('"');
            write_hex(s, &bits);
        }
        _ => {
            s.push('"');
            write_hex(s, data.raw_bytes());
        }
    }
    s.push('"');
    true
}

pub fn write_nested(s: &mut String, shape: &[i64], d: usize, idx: &mut usize, f: &mut dyn FnMut(&mut String, usize)) {
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
pub fn write_attr_elide_default_type(s: &mut String, ctx: &Context, a: Attr, aliases: &HashMap<Attr, String>) {
    match ctx.attr_kind(a) {
        AttrKind::Int { ty, value }
            if matches!(ctx.type_kind(*ty), TypeKind::Int { width: 64, sign: Signedness::Signless }) =>
        {
            write_int(s, ctx, *ty, *value)
        }
        // A hex float keeps its type: without it the literal reads back as an integer.
        AttrKind::Float { ty, bits } if ctx.float_kind(*ty) == Some(FloatKind::F64) => {
            let at = s.len();
            write_float(s, ctx, *ty, *bits);
            if s[at..].trim_start_matches('-').starts_with("0x") {
                s.push_str(" : f64");
            }
        }
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
            s.push_str("dense_resource<");
            write_resource_key(s, handle);
            s.push_str("> : ");
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
        AttrKind::Enum { def, value } => def.write(s, *value),
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

pub fn write_loc(s: &mut String, ctx: &Context, l: &LocKind) {
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

pub fn write_loc_attr(s: &mut String, ctx: &Context, a: Attr) {
    match ctx.attr_kind(a) {
        AttrKind::Loc(l) => write_loc(s, ctx, l),
        _ => s.push_str("unknown"),
    }
}

pub fn write_dict_entries(s: &mut String, ctx: &Context, entries: &[(Sym, Attr)], aliases: &HashMap<Attr, String>) {
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

/// Escapes bytes for a string literal, as MLIR prints them.
pub fn escape_string(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len() + 2);
    s.push('"');
    for &b in bytes {
        match b {
            b'"' => s.push_str("\\22"),
            b'\\' => s.push_str("\\\\"),
            b'\n' => s.push_str("\\0A"),
            b'\t' => s.push_str("\\09"),
            0x20..=0x7e => s.push(b as char),
            _ => s.push_str(&format!("\\{b:02X}")),
        }
    }
    s.push('"');
    s
}

/// A type that prints itself (`ctx.display_type(t)`).
pub struct TypeDisplay<'a>(&'a Context, Type);
/// An attribute that prints itself (`ctx.display_attr(a)`).
pub struct AttrDisplay<'a>(&'a Context, Attr);

impl std::fmt::Display for TypeDisplay<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&type_to_string(self.0, self.1))
    }
}

impl std::fmt::Display for AttrDisplay<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&attr_to_string(self.0, self.1))
    }
}

impl Context {
    pub fn display_type(&self, t: Type) -> TypeDisplay<'_> {
        TypeDisplay(self, t)
    }
    pub fn display_attr(&self, a: Attr) -> AttrDisplay<'_> {
        AttrDisplay(self, a)
    }
}

/// A resource handle or key: bare when it reads back as an identifier, else a string.
pub fn write_resource_key(s: &mut String, key: &str) {
    let b = key.as_bytes();
    let bare = b.first().is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        && b.iter().all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'));
    if bare {
        s.push_str(key);
    } else {
        s.push_str(&escape_string(b));
    }
}

/// `0x` and the bytes as upper-case hex digits, as MLIR prints blobs and hex elements.
pub fn write_hex(s: &mut String, bytes: &[u8]) {
    s.push_str("0x");
    write_hex_digits(s, bytes);
}

/// The bytes as upper-case hex digits, two a byte.
pub fn write_hex_digits(s: &mut String, bytes: &[u8]) {
    // Both digits of each byte value.
    const PAIRS: [[u8; 2]; 256] = {
        const DIGITS: &[u8; 16] = b"0123456789ABCDEF";
        let mut t = [[0u8; 2]; 256];
        let mut i = 0;
        while i < 256 {
            t[i] = [DIGITS[i >> 4], DIGITS[i & 15]];
            i += 1;
        }
        t
    };
    s.reserve(2 * bytes.len());
    // Through a small buffer: one append per 4 KiB of digits, not one per digit.
    let mut buf = [0u8; 4096];
    for chunk in bytes.chunks(buf.len() / 2) {
        for (d, &b) in buf.chunks_exact_mut(2).zip(chunk) {
            d.copy_from_slice(&PAIRS[b as usize]);
        }
        s.push_str(std::str::from_utf8(&buf[..2 * chunk.len()]).unwrap_or_default());
    }
}
