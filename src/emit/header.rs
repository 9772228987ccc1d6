//! The generated C header (`--emit-header=PATH`) for a module's exported functions, and the
//! ABI description (`--emit-abi=PATH`) from the same signature walk. Both describe the module
//! at the end of the whole pass pipeline (what an object holds), whatever the output: the
//! driver runs the pipeline on a copy when it prints IR from before that point.
//!
//! The header is the contract users and tests rely on:
//! - ranked descriptors `mlirc_memref_<R>d_<T>` = `{ T *allocated; T *aligned; int64_t offset;
//!   int64_t sizes[R]; int64_t strides[R]; }` (no arrays for R = 0), each guarded so two headers
//!   can share one translation unit; `mlirc_unranked_memref` = `{ int64_t rank; void *descriptor; }`;
//! - `mlirc_memref_<R>d_<T>_from(T *data, sizes...)` builds a contiguous row-major descriptor;
//! - a multi-result function `@f` returns through `mlirc_result_f`;
//! - one `_mlir_ciface_<name>` prototype per exported function, MLIR signature in a comment;
//!   descriptors and struct results are passed by pointer (a result becomes the first parameter);
//! - only `<stdint.h>` and `<stddef.h>`; `i1` is `bool` (`_Bool` in C);
//! - f16 is `_Float16` and bf16 is `__bf16`, for scalars (which the wrappers pass as LLVM `half`
//!   and `bfloat`, as upstream's do: in floating-point registers, so a 16-bit integer in their
//!   place would be a different ABI) and for memref elements alike (`_Float16 *allocated`, and
//!   the `_from` builders take `_Float16 *`), so one C type stands for one MLIR type. A header
//!   that uses them checks that the compiler has them, with an `#error` naming the type when it
//!   does not: `_Float16` through `__FLT16_MAX__` (GCC 12+, Clang 15+ on x86-64 and AArch64),
//!   `__bf16` through `__BFLT16_MAX__` (GCC 13+) or Clang 17+ on x86-64 or AArch64 (Clang
//!   defines no macro for it); defining `MLIRC_HAVE_BF16` skips the `__bf16` check for another
//!   compiler that has the type. Their declarations are wrapped so that GCC's `-pedantic` does
//!   not warn about the (non-ISO C11) types;
//! - nothing from the input reaches the header but identifiers and comments: a function whose
//!   name is not a C identifier cannot be declared (a diagnostic; the object still has its
//!   `_mlir_ciface_` symbol, and the ABI file names it), and the MLIR signature in each comment
//!   is printable ASCII with no sequence that could end the comment or splice lines. The ABI
//!   file escapes names as JSON strings.
//!
//! The ABI file (`--emit-abi`) is one JSON object, `{"functions": [F, ...]}`, one `F` per
//! exported function in module order: `{"name": N, "symbol": "_mlir_ciface_" + N, "a": [T, ...],
//! "r": [T, ...]}` (arguments, results). A scalar `T` is its short type name: `"i1"`, `"i8"`,
//! ..., `"u32"`, `"index"`, `"f16"`, `"bf16"`, `"f32"`, `"f64"`; the narrow integers `"i2"` to
//! `"i7"` and `"u2"` to `"u7"` (C `int8_t`/`uint8_t`: one byte each, as LLVM stores them) and
//! the small floats by their MLIR names (`"f8E4M3FN"`, ..., `"f4E2M1FN"`: C `uint8_t`, the bit
//! pattern in the low bits of a byte). A ranked memref `T` is
//! `{"type": "memref", "element": E, "rank": R, "shape": [..], "strides": [..], "offset": O}`:
//! the sizes of the type (`null` for a dynamic `?`), and the strides and offset of its layout,
//! in elements (the identity layout's row-major strides, computed where the sizes to the right
//! are static; a `strided<[...], offset: ...>` or strided affine-map layout's own numbers;
//! `null` for each dynamic one, which the descriptor carries at run time; both `strides` and
//! `offset` are `null` for a layout that is not strided). An unranked memref `T` is
//! `{"type": "memref", "element": E, "rank": null}`.

use crate::ir::*;
use std::fmt::Write;

/// How a value of one MLIR type crosses the C interface.
#[derive(Clone, Debug, PartialEq)]
pub enum CType {
    /// A scalar C type (`int32_t`, `float`, `bool`, ...) and its short name (`i32`, `f32`, ...).
    Scalar {
        c: &'static str,
        short: &'static str,
    },
    /// A ranked memref descriptor of `rank` with element `elem` (a `Scalar`).
    Memref {
        rank: usize,
        c: &'static str,
        short: &'static str,
    },
    Unranked {
        c: &'static str,
        short: &'static str,
    },
}

/// The C spelling of a scalar element type, or `None` if it has none.
pub fn scalar(ctx: &Context, t: Type) -> Option<(&'static str, &'static str)> {
    Some(match ctx.type_kind(t) {
        TypeKind::Int { width, sign } => {
            let unsigned = *sign == Signedness::Unsigned;
            match (width, unsigned) {
                (1, _) => ("bool", "i1"),
                (8, false) => ("int8_t", "i8"),
                (16, false) => ("int16_t", "i16"),
                (32, false) => ("int32_t", "i32"),
                (64, false) => ("int64_t", "i64"),
                (8, true) => ("uint8_t", "u8"),
                (16, true) => ("uint16_t", "u16"),
                (32, true) => ("uint32_t", "u32"),
                (64, true) => ("uint64_t", "u64"),
                // Narrow integers take a byte each in memory (LLVM's store size), as upstream.
                (2..=7, false) => ("int8_t", ["i2", "i3", "i4", "i5", "i6", "i7"][*width as usize - 2]),
                (2..=7, true) => ("uint8_t", ["u2", "u3", "u4", "u5", "u6", "u7"][*width as usize - 2]),
                _ => return None,
            }
        }
        TypeKind::Index => ("int64_t", "index"),
        TypeKind::Float(FloatKind::F16) => ("_Float16", "f16"),
        TypeKind::Float(FloatKind::BF16) => ("__bf16", "bf16"),
        TypeKind::Float(FloatKind::F32) => ("float", "f32"),
        TypeKind::Float(FloatKind::F64) => ("double", "f64"),
        // The f8, f6 and f4 types: their bit pattern in a byte (C has no such types).
        TypeKind::Float(k) if k.is_small() => ("uint8_t", k.name()),
        _ => return None,
    })
}

/// The C interface form of a type, or a reason it has none.
pub fn c_type(ctx: &Context, t: Type) -> Result<CType, String> {
    let bad = || format!("type '{}' has no C interface form", crate::syntax::printer::type_to_string(ctx, t));
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => {
            let (c, short) = scalar(ctx, *elem).ok_or_else(bad)?;
            Ok(CType::Memref { rank: shape.len(), c, short })
        }
        TypeKind::UnrankedMemRef { elem, .. } => {
            let (c, short) = scalar(ctx, *elem).ok_or_else(bad)?;
            Ok(CType::Unranked { c, short })
        }
        _ => {
            let (c, short) = scalar(ctx, t).ok_or_else(bad)?;
            Ok(CType::Scalar { c, short })
        }
    }
}

fn descriptor_name(rank: usize, short: &str) -> String {
    format!("mlirc_memref_{rank}d_{short}")
}

/// The C type name of a value (descriptors by value, as they appear in result structs).
fn value_c_name(t: &CType) -> String {
    match t {
        CType::Scalar { c, .. } => c.to_string(),
        CType::Memref { rank, short, .. } => descriptor_name(*rank, short),
        CType::Unranked { .. } => "mlirc_unranked_memref".to_string(),
    }
}

/// An exported function: its symbol, MLIR signature text and C types.
pub struct Export {
    /// The `func.func` op.
    pub op: Op,
    /// The symbol name (text; `symbol` has its exact bytes).
    pub name: String,
    pub symbol: Vec<u8>,
    pub signature: String,
    pub inputs: Vec<CType>,
    pub results: Vec<CType>,
    /// Whether a result buffer is returned (the caller frees it with `mlirc_free`).
    pub returns_buffer: bool,
    /// Whether an unranked memref is returned (borrowed: the caller must not free it).
    pub returns_unranked: bool,
    /// For an arena entry point (`mlirc.arena_size`, made by `mlirc-static-memory-plan`): the
    /// arena's bytes and alignment. Its first argument, the arena, is not in `inputs`: the C
    /// interface takes it as `void *arena`.
    pub arena: Option<(i64, i64)>,
}

/// The functions a header or ABI file describes: public `func.func`s with a body for which
/// `declared` holds (those the object has `_mlir_ciface_` wrappers for), in order.
pub fn exports(ir: &Ir, top: Op, declared: &dyn Fn(Op) -> bool) -> Result<Vec<Export>, Vec<(Op, String)>> {
    let mut out = vec![];
    let mut errs = vec![];
    let Some(&r) = ir.regions(top).first() else { return Ok(out) };
    for b in ir.blocks(r) {
        for op in ir.ops(b) {
            if ir.op_name(op) != "func.func" {
                continue;
            }
            let private = ir.attr(op, "sym_visibility").and_then(|a| ir.ctx.as_str(a)).is_some_and(|v| v != b"public");
            let has_body = ir.regions(op).first().is_some_and(|&r| !ir.region_is_empty(r));
            if private || !has_body || !declared(op) {
                continue;
            }
            let symbol = ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a)).unwrap_or_default().to_vec();
            let name = String::from_utf8_lossy(&symbol).into_owned();
            let Some((ins, res)) = crate::dialects::func::function_type(ir, op) else { continue };
            let conv = |ts: &[Type], errs: &mut Vec<(Op, String)>| -> Vec<CType> {
                ts.iter()
                    .filter_map(|&t| match c_type(&ir.ctx, t) {
                        Ok(c) => Some(c),
                        Err(e) => {
                            let sym = crate::ir::display::symbol(&name);
                            errs.push((op, format!("cannot export '{sym}' through the C interface: {e}")));
                            None
                        }
                    })
                    .collect()
            };
            let arena = crate::dialects::func::arena_of(ir, op);
            let inputs = conv(&ins[usize::from(arena.is_some())..], &mut errs);
            let results = conv(&res, &mut errs);
            // Ranked results are buffers the callee hands over (buffer deallocation copies what
            // it does not own); unranked ones are borrowed.
            let returns_buffer = results.iter().any(|r| !matches!(r, CType::Scalar { .. } | CType::Unranked { .. }));
            let returns_unranked = results.iter().any(|r| matches!(r, CType::Unranked { .. }));
            let ft = ir.attr(op, "function_type").and_then(|a| ir.ctx.as_type(a));
            let signature = format!(
                "func.func {}: {}",
                crate::ir::display::symbol(&name),
                ft.map(|t| crate::syntax::printer::type_to_string(&ir.ctx, t)).unwrap_or_default()
            );
            out.push(Export { op, name, symbol, signature, inputs, results, returns_buffer, returns_unranked, arena });
        }
    }
    if errs.is_empty() {
        Ok(out)
    } else {
        Err(errs)
    }
}

/// Whether `name` is a C identifier (`[A-Za-z_][A-Za-z0-9_]*`): what a header can declare as
/// `_mlir_ciface_<name>`.
pub fn is_c_identifier(name: &[u8]) -> bool {
    name.first().is_some_and(|c| c.is_ascii_alphabetic() || *c == b'_')
        && name.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'_')
}

/// `s` made safe inside a C `/* ... */` comment on one line: printable ASCII only (anything
/// else, and the backslash, which could splice lines, as `xNN`), and no `*/` (which would end
/// the comment), `/*` or `??` (a trigraph) left: a space goes between their characters.
fn comment_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut prev = 0u8;
    for &b in s.as_bytes() {
        match b {
            b'/' if prev == b'*' => out.push_str(" /"),
            b'*' if prev == b'/' => out.push_str(" *"),
            b'?' if prev == b'?' => out.push_str(" ?"),
            b'\\' => out.push_str("x5C"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "x{b:02X}");
            }
        }
        prev = b;
    }
    out
}

/// `bytes` as a JSON string: quotes, backslashes and control characters escaped; valid UTF-8
/// kept as it is; a byte that is not part of valid UTF-8 as `\u00NN` (its Latin-1 reading).
pub fn json_string(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() + 2);
    out.push('"');
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '"' => out.push_str("\\\""),
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                '\r' => out.push_str("\\r"),
                c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                    let _ = write!(out, "\\u{:04x}", c as u32);
                }
                c => out.push(c),
            }
        }
        for &b in chunk.invalid() {
            let _ = write!(out, "\\u{:04x}", b);
        }
    }
    out.push('"');
    out
}

fn sanitize(s: &str) -> String {
    s.chars().map(|c| if c.is_ascii_alphanumeric() { c.to_ascii_uppercase() } else { '_' }).collect()
}

fn write_descriptor(h: &mut String, rank: usize, c: &str, short: &str) {
    let name = descriptor_name(rank, short);
    let guard = format!("{}_DEFINED", sanitize(&name));
    let _ = writeln!(h, "#ifndef {guard}\n#define {guard}");
    let _ = writeln!(h, "typedef struct {name} {{\n  {c} *allocated;\n  {c} *aligned;\n  int64_t offset;");
    if rank > 0 {
        let _ = writeln!(h, "  int64_t sizes[{rank}];\n  int64_t strides[{rank}];");
    }
    let _ = writeln!(h, "}} {name};");
    // Contiguous row-major descriptor over a plain array.
    let params: Vec<String> = (0..rank).map(|i| format!(", int64_t size{i}")).collect();
    let _ = writeln!(h, "static inline {name} {name}_from({c} *data{}) {{", params.concat());
    let _ = writeln!(h, "  {name} d;\n  d.allocated = data;\n  d.aligned = data;\n  d.offset = 0;");
    if rank > 0 {
        for i in 0..rank {
            let _ = writeln!(h, "  d.sizes[{i}] = size{i};");
        }
        let _ = writeln!(h, "  d.strides[{}] = 1;", rank - 1);
        for i in (0..rank - 1).rev() {
            let _ = writeln!(h, "  d.strides[{i}] = d.strides[{}] * size{};", i + 1, i + 1);
        }
    }
    let _ = writeln!(h, "  return d;\n}}\n#endif\n");
}

/// Generates the header text. `guard_seed` names the include guard (usually the output path).
/// Refuses (the function and why) an export whose name is not a C identifier: no text from the
/// input reaches the header other than identifiers checked here and comments made safe by
/// `comment_text`.
pub fn generate(exports: &[Export], guard_seed: &str) -> Result<String, Vec<(Op, String)>> {
    let bad: Vec<(Op, String)> = exports
        .iter()
        .filter(|e| !is_c_identifier(&e.symbol))
        .map(|e| {
            (
                e.op,
                format!(
                    "cannot declare {} in the C header: '_mlir_ciface_' followed by its name is not a C identifier \
                     (letters, digits and '_', not starting with a digit); --emit-abi describes any name",
                    crate::ir::display::symbol(&e.name)
                ),
            )
        })
        .collect();
    if !bad.is_empty() {
        return Err(bad);
    }
    let base =
        std::path::Path::new(guard_seed).file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let guard = format!("MLIRC_{}", sanitize(&base));
    let mut h = String::new();
    let _ = writeln!(h, "/* Generated by mlirc. C interface of the module's exported functions. */");
    let _ = writeln!(h, "#ifndef {guard}\n#define {guard}\n");
    let _ = writeln!(h, "#include <stddef.h>\n#include <stdint.h>\n");
    let _ = writeln!(h, "#if !defined(__cplusplus) && !defined(bool)\n#define bool _Bool\n#endif\n");
    let uses = |short: &str| {
        exports.iter().flat_map(|e| e.inputs.iter().chain(&e.results)).any(|t| match t {
            CType::Scalar { short: s, .. } | CType::Memref { short: s, .. } => *s == short,
            CType::Unranked { .. } => false,
        })
    };
    let (f16, bf16) = (uses("f16"), uses("bf16"));
    if f16 {
        let _ = writeln!(
            h,
            "/* f16 values are _Float16 (GCC 12+, Clang 15+ on x86-64 and AArch64). */\n\
             #ifndef __FLT16_MAX__\n\
             #error \"this mlirc header declares f16 values as _Float16, which this C compiler does not have \
             (GCC 12+ and Clang 15+ have it on x86-64 and AArch64)\"\n\
             #endif\n"
        );
    }
    if bf16 {
        let _ = writeln!(
            h,
            "/* bf16 values are __bf16 (GCC 13+, Clang 17+ on x86-64 and AArch64; define MLIRC_HAVE_BF16 to use \
             another compiler that has it). */\n\
             #if !defined(__BFLT16_MAX__) && !defined(MLIRC_HAVE_BF16) && \\\n    \
             !(defined(__clang__) && __clang_major__ >= 17 && (defined(__x86_64__) || defined(__aarch64__)))\n\
             #error \"this mlirc header declares bf16 values as __bf16, which this C compiler does not have \
             (GCC 13+ and Clang 17+ have it on x86-64 and AArch64; define MLIRC_HAVE_BF16 if it does)\"\n\
             #endif\n"
        );
    }
    let _ = writeln!(h, "#ifdef __cplusplus\nextern \"C\" {{\n#endif\n");
    if f16 || bf16 {
        // _Float16 and __bf16 are extensions to ISO C11: GCC's -pedantic would warn at each use.
        let _ = writeln!(
            h,
            "#ifdef __GNUC__\n#pragma GCC diagnostic push\n#pragma GCC diagnostic ignored \"-Wpedantic\"\n#endif\n"
        );
    }
    let _ = writeln!(h, "#ifndef MLIRC_UNRANKED_MEMREF_DEFINED\n#define MLIRC_UNRANKED_MEMREF_DEFINED");
    let _ = writeln!(
        h,
        "typedef struct mlirc_unranked_memref {{\n  int64_t rank;\n  void *descriptor;\n}} mlirc_unranked_memref;"
    );
    let _ = writeln!(h, "/* Releases a buffer a function returned (its `allocated` pointer). */");
    let _ = writeln!(h, "void mlirc_free(void *allocated);\n#endif\n");
    // descriptor typedefs, each once, in first-use order
    let mut seen: Vec<(usize, &str)> = vec![];
    for e in exports {
        for t in e.inputs.iter().chain(&e.results) {
            if let CType::Memref { rank, c, short } = t {
                if !seen.contains(&(*rank, short)) {
                    seen.push((*rank, short));
                    write_descriptor(&mut h, *rank, c, short);
                }
            }
        }
    }
    for e in exports {
        let _ = writeln!(h, "/* {} */", comment_text(&e.signature));
        let mut params: Vec<String> = vec![];
        let ret = match e.results.as_slice() {
            [] => "void".to_string(),
            [CType::Scalar { c, .. }] => c.to_string(),
            [single] => {
                params.push(format!("{} *result", value_c_name(single)));
                "void".to_string()
            }
            many => {
                let sname = format!("mlirc_result_{}", e.name);
                let mut s = format!("typedef struct {sname} {{\n");
                for (i, r) in many.iter().enumerate() {
                    let _ = writeln!(s, "  {} r{i};", value_c_name(r));
                }
                let _ = writeln!(s, "}} {sname};");
                h.push_str(&s);
                params.push(format!("{sname} *result"));
                "void".to_string()
            }
        };
        if let Some((size, align)) = e.arena {
            params.push("void *arena".to_string());
            let base = e.name.strip_suffix("_arena").unwrap_or(&e.name);
            let _ = writeln!(
                h,
                "/* {base}'s computation in a caller-provided arena of {} bytes (any alignment: the first\n   \
                 {align}-aligned byte is used; at most {} bytes are), with no heap allocation. Its results live in\n   \
                 the arena: do not free them; they are valid until the arena is used again. */",
                size + align - 1,
                size
            );
            let _ = writeln!(h, "#define MLIRC_{}_SIZE {}", sanitize(&e.name), size + align - 1);
        }
        for (i, t) in e.inputs.iter().enumerate() {
            params.push(match t {
                CType::Scalar { c, .. } => format!("{c} arg{i}"),
                other => format!("{} *arg{i}", value_c_name(other)),
            });
        }
        if e.returns_buffer && e.arena.is_none() {
            let _ = writeln!(
                h,
                "/* Returned buffers belong to the caller: release each with mlirc_free(result.allocated). */"
            );
        }
        if e.returns_unranked {
            let _ = writeln!(h, "/* Returned unranked memrefs are borrowed: do not free them. */");
        }
        let params = if params.is_empty() { "void".to_string() } else { params.join(", ") };
        let _ = writeln!(h, "{ret} _mlir_ciface_{}({params});\n", e.name);
    }
    if f16 || bf16 {
        let _ = writeln!(h, "#ifdef __GNUC__\n#pragma GCC diagnostic pop\n#endif\n");
    }
    let _ = writeln!(h, "#ifdef __cplusplus\n}}\n#endif\n\n#endif /* {guard} */");
    Ok(h)
}

/// The ABI description (the format is in the module doc).
pub fn abi_json(ir: &Ir, exports: &[Export]) -> String {
    let mut s = String::from("{\n  \"functions\": [");
    let mut first = true;
    for e in exports {
        // An arena entry point is described with its function (`"arena"`).
        if e.arena.is_some() {
            continue;
        }
        let Some((ins, res)) = crate::dialects::func::function_type(ir, e.op) else { continue };
        if !first {
            s.push(',');
        }
        first = false;
        let with_arena = exports.iter().find(|x| x.arena.is_some() && x.symbol == [&e.symbol[..], b"_arena"].concat());
        let arena = match with_arena.and_then(|x| x.arena.map(|a| (x, a))) {
            Some((x, (size, align))) => format!(
                ", \"arena\": {{\"symbol\": {}, \"size\": {}, \"alignment\": {align}}}",
                json_string(&[b"_mlir_ciface_".as_slice(), &x.symbol].concat()),
                size + align - 1
            ),
            None => String::new(),
        };
        let a: Vec<String> = ins.iter().map(|&t| abi_record(&ir.ctx, t)).collect();
        let r: Vec<String> = res.iter().map(|&t| abi_record(&ir.ctx, t)).collect();
        let _ = write!(
            s,
            "\n    {{\"name\": {}, \"symbol\": {}, \"a\": [{}], \"r\": [{}]{arena}}}",
            json_string(&e.symbol),
            json_string(&[b"_mlir_ciface_".as_slice(), &e.symbol].concat()),
            a.join(", "),
            r.join(", ")
        );
    }
    s.push_str("\n  ]\n}\n");
    s
}

/// A number of a memref type, `null` when dynamic.
fn json_dim(d: i64) -> String {
    if d == DYNAMIC {
        "null".into()
    } else {
        d.to_string()
    }
}

fn json_list(ds: &[i64]) -> String {
    format!("[{}]", ds.iter().map(|&d| json_dim(d)).collect::<Vec<_>>().join(", "))
}

/// The ABI record of one argument or result type (see the module doc).
fn abi_record(ctx: &Context, t: Type) -> String {
    let elem_name = |e: Type| scalar(ctx, e).map(|x| x.1).unwrap_or("?");
    match ctx.type_kind(t) {
        TypeKind::MemRef { shape, elem, .. } => {
            let (strides, offset) = match crate::ir::layout::strides_and_offset(ctx, t) {
                Some((st, off)) => (json_list(&st), json_dim(off)),
                None => ("null".into(), "null".into()),
            };
            format!(
                "{{\"type\": \"memref\", \"element\": \"{}\", \"rank\": {}, \"shape\": {}, \"strides\": {strides}, \
                 \"offset\": {offset}}}",
                elem_name(*elem),
                shape.len(),
                json_list(shape)
            )
        }
        TypeKind::UnrankedMemRef { elem, .. } => {
            format!("{{\"type\": \"memref\", \"element\": \"{}\", \"rank\": null}}", elem_name(*elem))
        }
        _ => format!("\"{}\"", elem_name(t)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comment_text_cannot_end_or_splice_the_comment() {
        let hostile = "x */ int injected = 1; /* y ??/ \\\n z \u{e9}";
        let safe = comment_text(hostile);
        assert!(!safe.contains("*/") && !safe.contains("/*") && !safe.contains("??"), "{safe}");
        assert!(!safe.contains('\\') && !safe.contains('\n'), "{safe}");
        assert!(safe.bytes().all(|b| (0x20..=0x7e).contains(&b)), "{safe}");
        assert_eq!(comment_text("func.func @f: (i32) -> i32"), "func.func @f: (i32) -> i32");
    }

    #[test]
    fn json_strings_escape_quotes_controls_and_invalid_utf8() {
        assert_eq!(json_string(b"q\" x\\"), r#""q\" x\\""#);
        assert_eq!(json_string(b"a\nb\x01"), r#""a\nb\u0001""#);
        assert_eq!(json_string("caf\u{e9}".as_bytes()), "\"caf\u{e9}\"");
        assert_eq!(json_string(b"\xff"), r#""\u00ff""#);
    }

    #[test]
    fn c_identifiers() {
        assert!(is_c_identifier(b"_k1"));
        assert!(!is_c_identifier(b"1k") && !is_c_identifier(b"k.dot") && !is_c_identifier(b""));
    }
}
