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
//! - only `<stdint.h>` and `<stddef.h>`; `i1` is `bool` (`_Bool` in C); f16 and bf16 values,
//!   scalars included, are their 16-bit patterns (`uint16_t`), as the wrappers pass them.

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
                _ => return None,
            }
        }
        TypeKind::Index => ("int64_t", "index"),
        TypeKind::Float(FloatKind::F16) => ("uint16_t", "f16"),
        TypeKind::Float(FloatKind::BF16) => ("uint16_t", "bf16"),
        TypeKind::Float(FloatKind::F32) => ("float", "f32"),
        TypeKind::Float(FloatKind::F64) => ("double", "f64"),
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
    pub name: String,
    pub signature: String,
    pub inputs: Vec<CType>,
    pub results: Vec<CType>,
    /// Whether a result buffer is returned (the caller frees it with `mlirc_free`).
    pub returns_buffer: bool,
    /// Whether an unranked memref is returned (borrowed: the caller must not free it).
    pub returns_unranked: bool,
}

/// The functions a header or ABI file describes: public `func.func`s with a body, in order.
pub fn exports(ir: &Ir, top: Op) -> Result<Vec<Export>, Vec<(Op, String)>> {
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
            if private || !has_body {
                continue;
            }
            let name = ir
                .attr(op, "sym_name")
                .and_then(|a| ir.ctx.as_str(a))
                .map(|s| String::from_utf8_lossy(s).into_owned())
                .unwrap_or_default();
            let Some((ins, res)) = crate::dialects::func::function_type(ir, op) else { continue };
            let conv = |ts: &[Type], errs: &mut Vec<(Op, String)>| -> Vec<CType> {
                ts.iter()
                    .filter_map(|&t| match c_type(&ir.ctx, t) {
                        Ok(c) => Some(c),
                        Err(e) => {
                            errs.push((op, format!("cannot export '@{name}' through the C interface: {e}")));
                            None
                        }
                    })
                    .collect()
            };
            let inputs = conv(&ins, &mut errs);
            let results = conv(&res, &mut errs);
            // Ranked results are buffers the callee hands over (buffer deallocation copies what
            // it does not own); unranked ones are borrowed.
            let returns_buffer = results.iter().any(|r| !matches!(r, CType::Scalar { .. } | CType::Unranked { .. }));
            let returns_unranked = results.iter().any(|r| matches!(r, CType::Unranked { .. }));
            let ft = ir.attr(op, "function_type").and_then(|a| ir.ctx.as_type(a));
            let signature = format!(
                "func.func @{name}: {}",
                ft.map(|t| crate::syntax::printer::type_to_string(&ir.ctx, t)).unwrap_or_default()
            );
            out.push(Export { name, signature, inputs, results, returns_buffer, returns_unranked });
        }
    }
    if errs.is_empty() {
        Ok(out)
    } else {
        Err(errs)
    }
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
pub fn generate(exports: &[Export], guard_seed: &str) -> String {
    let base =
        std::path::Path::new(guard_seed).file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let guard = format!("MLIRC_{}", sanitize(&base));
    let mut h = String::new();
    let _ = writeln!(h, "/* Generated by mlirc. C interface of the module's exported functions. */");
    let _ = writeln!(h, "#ifndef {guard}\n#define {guard}\n");
    let _ = writeln!(h, "#include <stddef.h>\n#include <stdint.h>\n");
    let _ = writeln!(h, "#if !defined(__cplusplus) && !defined(bool)\n#define bool _Bool\n#endif\n");
    let _ = writeln!(h, "#ifdef __cplusplus\nextern \"C\" {{\n#endif\n");
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
        let _ = writeln!(h, "/* {} */", e.signature);
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
        for (i, t) in e.inputs.iter().enumerate() {
            params.push(match t {
                CType::Scalar { c, .. } => format!("{c} arg{i}"),
                other => format!("{} *arg{i}", value_c_name(other)),
            });
        }
        if e.returns_buffer {
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
    let _ = writeln!(h, "#ifdef __cplusplus\n}}\n#endif\n\n#endif /* {guard} */");
    h
}

/// The ABI description: `{"functions": [{"name": ..., "a": [...], "r": [...]}]}` with records in
/// the spirit of IREE's reflection: `["ndarray", "f32", 2, 4, null]` (rank, then sizes, `null`
/// for dynamic), `["ndarray", "f32", null]` for unranked, `"i32"` for scalars.
pub fn abi_json(ir: &Ir, top: Op, exports: &[Export]) -> String {
    let mut types: Vec<(Vec<Type>, Vec<Type>)> = vec![];
    if let Some(&r) = ir.regions(top).first() {
        for b in ir.blocks(r) {
            for op in ir.ops(b) {
                let name = ir.attr(op, "sym_name").and_then(|a| ir.ctx.as_str(a));
                if ir.op_name(op) == "func.func" && exports.iter().any(|e| Some(e.name.as_bytes()) == name) {
                    if let Some(t) = crate::dialects::func::function_type(ir, op) {
                        types.push(t);
                    }
                }
            }
        }
    }
    let record = |t: Type| -> String {
        let ctx = &ir.ctx;
        let elem_name = |e: Type| scalar(ctx, e).map(|x| x.1).unwrap_or("?");
        match ctx.type_kind(t) {
            TypeKind::MemRef { shape, elem, .. } => {
                let mut s = format!("[\"ndarray\", \"{}\", {}", elem_name(*elem), shape.len());
                for &d in shape {
                    if d == DYNAMIC {
                        s.push_str(", null");
                    } else {
                        let _ = write!(s, ", {d}");
                    }
                }
                s.push(']');
                s
            }
            TypeKind::UnrankedMemRef { elem, .. } => format!("[\"ndarray\", \"{}\", null]", elem_name(*elem)),
            _ => format!("\"{}\"", elem_name(t)),
        }
    };
    let mut s = String::from("{\n  \"functions\": [");
    for (i, (e, (ins, res))) in exports.iter().zip(&types).enumerate() {
        if i > 0 {
            s.push(',');
        }
        let a: Vec<String> = ins.iter().map(|&t| record(t)).collect();
        let r: Vec<String> = res.iter().map(|&t| record(t)).collect();
        let _ = write!(
            s,
            "\n    {{\"name\": \"{}\", \"symbol\": \"_mlir_ciface_{}\", \"a\": [{}], \"r\": [{}]}}",
            e.name,
            e.name,
            a.join(", "),
            r.join(", ")
        );
    }
    s.push_str("\n  ]\n}\n");
    s
}
