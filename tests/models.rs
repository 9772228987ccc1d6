//! The model zoo: `cargo test --test models`.
//!
//! Tests are data. Each folder `tests/models/NAME/` holds a model exported from PyTorch by
//! torch-mlir (`tests/models/export.py`, run by `make models`): `model.mlir` (its
//! linalg-on-tensors output as torch-mlir prints it, weights as `dense_resource` blobs, the
//! function `@forward`), `inputs.bin` and `expected.bin` (the inputs and PyTorch's eager
//! outputs, raw little-endian, in argument and result order) and `model.txt` (one line
//! `input|output DTYPE DIM...` per argument and result, then the error bounds `atol` and
//! `rtol` and `why` they are what they are).
//!
//! `model.tosa.mlir`, where torch-mlir exports the model as TOSA too, gets `NAME::tosa-O0`,
//! `NAME::tosa-O3` (host) and `NAME::tosa-print`, against the same inputs and outputs.
//! `tests/models/KNOWN` (as the ONNX sample's, below) names trials that do not pass yet, by
//! `NAME` or, for the TOSA trials alone, `tosa-NAME`.
//!
//! Each model gets one trial per build, `NAME::BUILD`:
//! - `O0`, `O3`: `mlirc -ON model.mlir -o model.a --emit-header=model.h` for the host;
//! - `aarch64`: `-O3` for `aarch64-unknown-linux-gnu`, run under `qemu-aarch64` (models whose
//!   file is under `SMALL_BYTES`);
//! - `valgrind`: the `O3` program under valgrind, which must report no invalid access and no
//!   definite or indirect leak (models under `SMALL_BYTES`);
//! - `print`: `mlirc --emit=mlir model.mlir` is byte for byte what `mlir-opt-22 model.mlir`
//!   prints (resources, hex constants and all), and printing that output again changes
//!   nothing (no data lost on the way round); ignored for models with torch-mlir's `tm_tensor`
//!   ops, which mlir-opt-22 cannot read.
//!
//! The C driver is generated from `model.txt` and the generated header: the prototype of the
//! one `_mlir_ciface_` function the header declares gives the descriptor types
//! (`mlirc_memref_<R>d_<T>`, `mlirc_result_<name>` for several results); the driver reads the
//! inputs, calls it, writes the results (walked by their strides) and frees them with
//! `mlirc_free`. An element passes when |got - want| <= atol or |got - want| <= rtol * |want|
//! (integers and booleans must be equal; NaN only matches NaN). Each trial prints the model's
//! largest absolute and relative errors next to its bounds. `MLIRC_MODELS=DIR` runs the
//! models of another folder of the same layout instead.
//!
//! `tests/onnx/sample/` holds a fixed sample of the ONNX backend node tests in the same layout
//! (`tests/onnx/run.py sample`: torch-mlir's import of each, ONNX's inputs and outputs and
//! tolerances): each gets `onnx/TEST::O0` and `onnx/TEST::O2`, ignored (and named with the
//! reason) for the tests `tests/onnx/sample/KNOWN` lists. The whole suite, with its
//! classification, is `make test-onnx`.

use std::path::{Path, PathBuf};
use std::process::Command;

use libtest_mimic::{Arguments, Failed, Trial};

/// Models whose `model.mlir` is smaller than this also run on AArch64 and under valgrind.
const SMALL_BYTES: u64 = 1 << 20;
/// Every process is bounded by this many seconds (through `timeout`).
const TIMEOUT_SECS: &str = "600";

#[derive(Clone, Copy, PartialEq)]
enum Build {
    O0,
    O2,
    O3,
    Aarch64,
    Valgrind,
}

impl Build {
    fn name(self) -> &'static str {
        match self {
            Build::O0 => "O0",
            Build::O2 => "O2",
            Build::O3 => "O3",
            Build::Aarch64 => "aarch64",
            Build::Valgrind => "valgrind",
        }
    }
}

/// One argument or result: element type and shape.
#[derive(Clone)]
struct Tensor {
    dtype: String,
    shape: Vec<i64>,
}

impl Tensor {
    fn elements(&self) -> usize {
        self.shape.iter().product::<i64>() as usize
    }
    /// (bytes per element, kind): `model.txt` names element types as MLIR (`f32`, `i64`) or
    /// numpy (`float32`, `uint8`) does.
    fn layout(&self) -> Result<(usize, Elem), String> {
        Ok(match self.dtype.as_str() {
            "f32" | "float32" => (4, Elem::F32),
            "f64" | "float64" => (8, Elem::F64),
            "f16" | "float16" => (2, Elem::F16),
            "i64" | "int64" | "ui64" | "uint64" => (8, Elem::Int),
            "i32" | "int32" | "ui32" | "uint32" => (4, Elem::Int),
            "i16" | "int16" | "ui16" | "uint16" => (2, Elem::Int),
            "i8" | "int8" | "ui8" | "uint8" | "i1" | "bool" => (1, Elem::Int),
            d => return Err(format!("model.txt: unknown dtype '{d}'")),
        })
    }
}

/// How results of an element type compare: floats within the bounds, integers exactly.
#[derive(Clone, Copy, PartialEq)]
enum Elem {
    F32,
    F64,
    F16,
    Int,
}

struct Model {
    name: String,
    dir: PathBuf,
    inputs: Vec<Tensor>,
    outputs: Vec<Tensor>,
    atol: f64,
    rtol: f64,
}

fn parse_model(dir: &Path) -> Result<Model, String> {
    let name = dir.file_name().unwrap().to_string_lossy().to_string();
    let text = std::fs::read_to_string(dir.join("model.txt")).map_err(|e| format!("model.txt: {e}"))?;
    let mut m = Model { name, dir: dir.to_path_buf(), inputs: vec![], outputs: vec![], atol: -1.0, rtol: -1.0 };
    for (i, line) in text.lines().enumerate() {
        let mut w = line.split_whitespace();
        let bad = || format!("model.txt:{}: cannot read '{line}'", i + 1);
        match w.next() {
            Some(kind @ ("input" | "output")) => {
                let dtype = w.next().ok_or_else(bad)?.to_string();
                let shape = w.map(|d| d.parse::<i64>().map_err(|_| bad())).collect::<Result<Vec<_>, _>>()?;
                let t = Tensor { dtype, shape };
                t.layout()?;
                if kind == "input" { &mut m.inputs } else { &mut m.outputs }.push(t);
            }
            Some("atol") => m.atol = w.next().and_then(|v| v.parse().ok()).ok_or_else(bad)?,
            Some("rtol") => m.rtol = w.next().and_then(|v| v.parse().ok()).ok_or_else(bad)?,
            Some("why") | None => {}
            Some(_) => return Err(bad()),
        }
    }
    if m.atol < 0.0 || m.rtol < 0.0 || m.outputs.is_empty() {
        return Err("model.txt: needs outputs, atol and rtol".into());
    }
    Ok(m)
}

/// The prototype the generated header declares for the one exported function:
/// (symbol, result type, argument types), e.g. (`_mlir_ciface_forward`,
/// `mlirc_result_forward`, [`mlirc_memref_2d_f32`]).
fn prototype(header: &str) -> Result<(String, String, Vec<String>), String> {
    let line = header
        .lines()
        .find(|l| l.starts_with("void _mlir_ciface_"))
        .ok_or("the header declares no _mlir_ciface_ function")?;
    let open = line.find('(').ok_or("malformed prototype")?;
    let symbol = line["void ".len()..open].to_string();
    let params: Vec<&str> = line[open + 1..line.rfind(')').ok_or("malformed prototype")?].split(", ").collect();
    let ty = |p: &str| p.split(" *").next().unwrap_or("").to_string();
    let (result, args) = params.split_first().ok_or("the function has no result")?;
    if !result.ends_with("*result") {
        return Err(format!("unexpected first parameter '{result}' (a result is expected)"));
    }
    Ok((symbol, ty(result), args.iter().map(|a| ty(a)).collect()))
}

/// The rank of a descriptor type of the header (`mlirc_memref_<R>d_<T>`).
fn rank_of(ty: &str) -> Result<usize, String> {
    ty.strip_prefix("mlirc_memref_")
        .and_then(|r| r.split_once("d_"))
        .and_then(|(r, _)| r.parse().ok())
        .ok_or_else(|| format!("'{ty}' is not a ranked memref descriptor"))
}

/// The descriptor types of the results: the result type itself, or the fields of the
/// header's `mlirc_result_<name>` struct.
fn result_types(header: &str, result: &str) -> Vec<String> {
    if result.starts_with("mlirc_memref_") {
        return vec![result.to_string()];
    }
    let start = format!("typedef struct {result} {{");
    header
        .lines()
        .skip_while(|l| !l.starts_with(&start))
        .skip(1)
        .take_while(|l| !l.starts_with('}'))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect()
}

/// The C driver: reads the inputs from argv[1], calls the model through the header's
/// prototype and descriptor types, writes the results (walked by their own sizes and
/// strides) to argv[2]. An input's sizes are the data's when the ranks agree; a scalar the
/// framework gives as shape [] or [1] fills a 0-D or 1-D descriptor alike.
fn driver(m: &Model, header: &str) -> Result<String, String> {
    let (symbol, result, args) = prototype(header)?;
    if args.len() != m.inputs.len() {
        return Err(format!("the function takes {} arguments; model.txt lists {} inputs", args.len(), m.inputs.len()));
    }
    let results = result_types(header, &result);
    if results.len() != m.outputs.len() {
        return Err(format!(
            "the function gives {} results; model.txt lists {} outputs",
            results.len(),
            m.outputs.len()
        ));
    }
    let mut c = String::from(
        "#include <stdio.h>\n#include <stdlib.h>\n#include HEADER\n\n\
         static void *read_exactly(FILE *f, size_t n) {\n  void *p = malloc(n ? n : 1);\n  \
         if (!p || fread(p, 1, n, f) != n) { fprintf(stderr, \"driver: short input\\n\"); exit(3); }\n  return p;\n}\n\n\
         int main(int argc, char **argv) {\n  (void)read_exactly;\n  if (argc != 3) return 2;\n  \
         FILE *in = fopen(argv[1], \"rb\");\n  FILE *out = fopen(argv[2], \"wb\");\n  if (!in || !out) return 2;\n",
    );
    for (i, (t, ty)) in m.inputs.iter().zip(&args).enumerate() {
        let (size, _) = t.layout()?;
        let rank = rank_of(ty)?;
        let dims: Vec<i64> = if rank == t.shape.len() {
            t.shape.clone()
        } else if rank <= 1 && t.elements() == 1 {
            vec![1; rank]
        } else {
            return Err(format!("input {i}: data of shape {:?} for a {ty}", t.shape));
        };
        c += &format!(
            "  void *in{i} = read_exactly(in, {});\n  {ty} a{i};\n  a{i}.allocated = in{i};\n  a{i}.aligned = in{i};\n  a{i}.offset = 0;\n",
            t.elements() * size
        );
        let mut stride = 1;
        for (d, n) in dims.iter().enumerate().rev() {
            c += &format!("  a{i}.sizes[{d}] = {n};\n  a{i}.strides[{d}] = {stride};\n");
            stride *= n;
        }
    }
    c += &format!("  {result} r;\n");
    let call_args: String = (0..args.len()).map(|i| format!(", &a{i}")).collect();
    c += &format!("  {symbol}(&r{call_args});\n");
    for (k, (t, ty)) in m.outputs.iter().zip(&results).enumerate() {
        let (size, _) = t.layout()?;
        let r = if results.len() == 1 { "r".to_string() } else { format!("r.r{k}") };
        let rank = rank_of(ty)?;
        let offset: String = (0..rank).map(|d| format!(" + i{d} * {r}.strides[{d}]")).collect();
        c += "  {\n";
        for d in 0..rank {
            c += &format!("  for (int64_t i{d} = 0; i{d} < {r}.sizes[{d}]; i{d}++)\n");
        }
        c += &format!(
            "    if (fwrite((char *){r}.aligned + ({r}.offset{offset}) * {size}, {size}, 1, out) != 1) return 4;\n  }}\n  mlirc_free({r}.allocated);\n"
        );
    }
    for i in 0..m.inputs.len() {
        c += &format!("  free(in{i});\n");
    }
    c += "  fclose(in);\n  return fclose(out) == 0 ? 0 : 4;\n}\n";
    Ok(c)
}

fn run(cmd: &mut Command, what: &str) -> Result<std::process::Output, String> {
    let out = cmd.output().map_err(|e| format!("{what}: {e}"))?;
    if !out.status.success() {
        let err = String::from_utf8_lossy(&out.stderr);
        let tail: String = err.lines().take(30).collect::<Vec<_>>().join("\n");
        return Err(format!("{what} failed ({}):\n{tail}", out.status));
    }
    Ok(out)
}

/// The value of an IEEE half-precision bit pattern.
fn half(bits: u16) -> f64 {
    let (sign, exp, frac) = ((bits >> 15) as i32, ((bits >> 10) & 0x1f) as i32, (bits & 0x3ff) as f64);
    let v = match exp {
        0 => frac * 2f64.powi(-24),
        31 if frac == 0.0 => f64::INFINITY,
        31 => f64::NAN,
        _ => (1.0 + frac / 1024.0) * 2f64.powi(exp - 15),
    };
    if sign == 1 {
        -v
    } else {
        v
    }
}

fn read_values(t: &Tensor, bytes: &[u8]) -> Vec<f64> {
    let (size, elem) = t.layout().unwrap();
    let unsigned = t.dtype.starts_with('u') || t.dtype == "bool" || t.dtype == "i1";
    bytes
        .chunks_exact(size)
        .map(|b| match (elem, size) {
            (Elem::F32, _) => f32::from_le_bytes(b.try_into().unwrap()) as f64,
            (Elem::F64, _) => f64::from_le_bytes(b.try_into().unwrap()),
            (Elem::F16, _) => half(u16::from_le_bytes(b.try_into().unwrap())),
            (_, 8) if unsigned => u64::from_le_bytes(b.try_into().unwrap()) as f64,
            (_, 8) => i64::from_le_bytes(b.try_into().unwrap()) as f64,
            (_, 4) if unsigned => u32::from_le_bytes(b.try_into().unwrap()) as f64,
            (_, 4) => i32::from_le_bytes(b.try_into().unwrap()) as f64,
            (_, 2) if unsigned => u16::from_le_bytes(b.try_into().unwrap()) as f64,
            (_, 2) => i16::from_le_bytes(b.try_into().unwrap()) as f64,
            _ if unsigned => b[0] as f64,
            _ => b[0] as i8 as f64,
        })
        .collect()
}

/// Compares the results with the framework's; returns the largest absolute and relative errors.
fn compare(m: &Model, got: &[u8], want: &[u8]) -> Result<(f64, f64), String> {
    if got.len() != want.len() {
        return Err(format!("{} result bytes, expected {}", got.len(), want.len()));
    }
    let (mut max_abs, mut max_rel) = (0f64, 0f64);
    let mut at = 0;
    for (k, t) in m.outputs.iter().enumerate() {
        let (size, elem) = t.layout()?;
        let n = t.elements() * size;
        let (g, w) = (read_values(t, &got[at..at + n]), read_values(t, &want[at..at + n]));
        at += n;
        let exact = elem == Elem::Int;
        for (i, (&g, &w)) in g.iter().zip(&w).enumerate() {
            if g.is_nan() || w.is_nan() {
                if g.is_nan() != w.is_nan() {
                    return Err(format!("result {k} element {i}: {g} where the framework gives {w}"));
                }
                continue;
            }
            if g == w {
                continue;
            }
            let abs = (g - w).abs();
            let rel = if w != 0.0 { abs / w.abs() } else { f64::INFINITY };
            max_abs = max_abs.max(abs);
            max_rel = max_rel.max(rel);
            let ok = !exact && (abs <= m.atol || abs <= m.rtol * w.abs());
            if !ok {
                return Err(format!(
                    "result {k} element {i}: {g} where the framework gives {w} (error {abs:.3e}, relative {rel:.3e}; bounds atol {} rtol {})",
                    m.atol, m.rtol
                ));
            }
        }
    }
    Ok((max_abs, max_rel))
}

/// The two exports of a model: torch-mlir's linalg-on-tensors output (`model.mlir`) and its
/// TOSA output (`model.tosa.mlir`, when torch-mlir can export the model as TOSA).
#[derive(Clone, Copy, PartialEq)]
enum Source {
    Linalg,
    Tosa,
}

impl Source {
    fn file(self) -> &'static str {
        match self {
            Source::Linalg => "model.mlir",
            Source::Tosa => "model.tosa.mlir",
        }
    }
    /// The prefix of the trial's build name (`O3`, `tosa-O3`).
    fn tag(self) -> &'static str {
        match self {
            Source::Linalg => "",
            Source::Tosa => "tosa-",
        }
    }
}

fn run_model(m: &Model, src_kind: Source, build: Build, work: &Path) -> Result<(), Failed> {
    let dir = work.join(&m.name).join(format!("{}{}", src_kind.tag(), build.name()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mlirc = std::env::var("MLIRC_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_mlirc").to_string());
    let (opt, target, cc) = match build {
        Build::O0 => ("-O0", None, "cc"),
        Build::O2 => ("-O2", None, "cc"),
        Build::O3 | Build::Valgrind => ("-O3", None, "cc"),
        Build::Aarch64 => ("-O3", Some("aarch64-unknown-linux-gnu"), "aarch64-linux-gnu-gcc"),
    };
    let (lib, header, exe, out) = (dir.join("model.a"), dir.join("model.h"), dir.join("model"), dir.join("out.bin"));
    let mut cmd = Command::new("timeout");
    cmd.args([TIMEOUT_SECS, &mlirc, opt]).arg(m.dir.join(src_kind.file())).arg("-o").arg(&lib);
    cmd.arg(format!("--emit-header={}", header.display()));
    if let Some(t) = target {
        cmd.arg(format!("--target={t}"));
    }
    run(&mut cmd, "mlirc")?;
    let src = dir.join("driver.c");
    let header_text = std::fs::read_to_string(&header).map_err(|e| format!("{}: {e}", header.display()))?;
    std::fs::write(&src, driver(m, &header_text)?).map_err(|e| e.to_string())?;
    // A header with bf16 values needs `__bf16`: GCC 13+ or Clang 17+ (make setup installs clang-22).
    let cc = if cc == "cc" && header_text.contains("__bf16") { "clang-22" } else { cc };
    let mut cmd = Command::new(cc);
    cmd.args(["-std=c11", "-O1", "-Wall", "-Werror"]).arg(format!("-DHEADER=\"{}\"", header.display()));
    cmd.arg(&src).arg(&lib).args(["-lm", "-o"]).arg(&exe);
    run(&mut cmd, cc)?;
    let input = m.dir.join("inputs.bin");
    let mut cmd = Command::new("timeout");
    cmd.arg(TIMEOUT_SECS);
    match build {
        Build::Aarch64 => {
            cmd.args(["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"]);
        }
        Build::Valgrind => {
            cmd.args([
                "valgrind",
                "-q",
                "--error-exitcode=99",
                "--leak-check=full",
                "--errors-for-leak-kinds=definite,indirect",
            ]);
        }
        _ => {}
    }
    cmd.arg(&exe).arg(&input).arg(&out);
    run(&mut cmd, "the model")?;
    let got = std::fs::read(&out).map_err(|e| e.to_string())?;
    let want = std::fs::read(m.dir.join("expected.bin")).map_err(|e| e.to_string())?;
    let (abs, rel) = compare(m, &got, &want)?;
    println!(
        "{}::{}{}: max abs error {abs:.3e}, max rel error {rel:.3e} (bounds: atol {}, rtol {})",
        m.name,
        src_kind.tag(),
        build.name(),
        m.atol,
        m.rtol
    );
    Ok(())
}

/// `mlirc --emit=mlir` against `mlir-opt-22`, and mlirc's output printed again.
fn print_model(m: &Model, src_kind: Source, work: &Path) -> Result<(), Failed> {
    let dir = work.join(&m.name).join(format!("{}print", src_kind.tag()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mlirc = std::env::var("MLIRC_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_mlirc").to_string());
    let (ours, theirs, again) = (dir.join("mlirc.mlir"), dir.join("mlir-opt.mlir"), dir.join("again.mlir"));
    let input = m.dir.join(src_kind.file());
    run(Command::new(&mlirc).arg("--emit=mlir").arg(&input).arg("-o").arg(&ours), "mlirc --emit=mlir")?;
    run(Command::new("mlir-opt-22").arg(&input).arg("-o").arg(&theirs), "mlir-opt-22")?;
    run(Command::new(&mlirc).arg("--emit=mlir").arg(&ours).arg("-o").arg(&again), "mlirc --emit=mlir (again)")?;
    let read = |p: &Path| std::fs::read(p).map_err(|e| format!("{}: {e}", p.display()));
    let (a, b, c) = (read(&ours)?, read(&theirs)?, read(&again)?);
    let first_diff = |x: &[u8], y: &[u8]| {
        let at = x.iter().zip(y).position(|(p, q)| p != q).unwrap_or(x.len().min(y.len()));
        let line = x[..at].iter().filter(|&&ch| ch == b'\n').count() + 1;
        format!("first difference on line {line} (byte {at}; {} and {} bytes)", x.len(), y.len())
    };
    if a != b {
        return Err(format!("mlirc --emit=mlir differs from mlir-opt-22: {}", first_diff(&a, &b)).into());
    }
    if a != c {
        return Err(format!("printing mlirc's output again changes it: {}", first_diff(&a, &c)).into());
    }
    Ok(())
}

fn has(tool: &str) -> bool {
    Command::new("sh").args(["-c", &format!("command -v {tool}")]).output().is_ok_and(|o| o.status.success())
}

/// The trials of the models under `root` (each a folder with `model.mlir`), named
/// `PREFIX NAME::BUILD`, for `builds` (aarch64 and valgrind only for small models), plus
/// `print` when `print` is set.
fn zoo_trials(root: &Path, prefix: &str, builds: &[Build], print: bool, work: &Path) -> Vec<Trial> {
    // `KNOWN`: lines `TEST CLASS: reason` for the tests that do not pass yet (ignored, named).
    let known: Vec<(String, String)> = std::fs::read_to_string(root.join("KNOWN"))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| l.split_once(' ').map(|(n, why)| (n.to_string(), why.to_string())))
        .collect();
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(root)
        .map(|r| r.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.join("model.mlir").exists()).collect())
        .unwrap_or_default();
    dirs.sort();
    let mut trials = vec![];
    if dirs.is_empty() {
        let msg = format!("no model under {}", root.display());
        trials.push(Trial::test(format!("{prefix}zoo::present"), move || Err(msg.into())));
    }
    let cross = has("aarch64-linux-gnu-gcc") && has("qemu-aarch64");
    let valgrind = has("valgrind");
    for dir in dirs {
        let name = format!("{prefix}{}", dir.file_name().unwrap().to_string_lossy());
        let model = match parse_model(&dir) {
            Ok(m) => std::sync::Arc::new(m),
            Err(e) => {
                trials.push(Trial::test(format!("{name}::model"), move || Err(e.into())));
                continue;
            }
        };
        // The TOSA export, where there is one: host builds and the print check.
        let sources: &[Source] =
            if dir.join(Source::Tosa.file()).exists() { &[Source::Linalg, Source::Tosa] } else { &[Source::Linalg] };
        for &src_kind in sources {
            if print {
                let (m, w) = (model.clone(), work.to_path_buf());
                let t = Trial::test(format!("{name}::{}print", src_kind.tag()), move || print_model(&m, src_kind, &w));
                // torch-mlir's tm_tensor ops are not an upstream dialect: mlir-opt-22 cannot read them.
                let tm = std::fs::read_to_string(dir.join(src_kind.file())).is_ok_and(|s| s.contains("tm_tensor."));
                trials.push(if !has("mlir-opt-22") {
                    t.with_ignored_flag(true).with_kind("no mlir-opt-22")
                } else if tm {
                    t.with_ignored_flag(true).with_kind("mlir-opt-22 cannot read tm_tensor")
                } else {
                    t
                });
            }
            let small = std::fs::metadata(dir.join(src_kind.file())).map(|m| m.len() < SMALL_BYTES).unwrap_or(false);
            for &build in builds {
                if !small && matches!(build, Build::Aarch64 | Build::Valgrind) {
                    continue;
                }
                // The TOSA export runs on the host at -O0 and -O3 (its kernels are the
                // linalg ones the other export checks everywhere).
                if src_kind == Source::Tosa && !matches!(build, Build::O0 | Build::O3) {
                    continue;
                }
                let (m, w) = (model.clone(), work.to_path_buf());
                let base = dir.file_name().unwrap().to_string_lossy().to_string();
                let key = format!("{}{base}", src_kind.tag());
                let missing = match build {
                    Build::Aarch64 if !cross => Some("no aarch64 cross tools".to_string()),
                    Build::Valgrind if !valgrind => Some("no valgrind".to_string()),
                    _ => known.iter().find(|(n, _)| *n == base || *n == key).map(|(_, why)| format!("known: {why}")),
                };
                let t = Trial::test(format!("{name}::{}{}", src_kind.tag(), build.name()), move || {
                    run_model(&m, src_kind, build, &w)
                });
                trials.push(match missing {
                    Some(why) => t.with_ignored_flag(true).with_kind(why),
                    None => t,
                });
            }
        }
    }
    trials
}

fn main() {
    let args = Arguments::from_args();
    let manifest = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let work = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("models");
    // `MLIRC_MODELS=DIR` runs another zoo of the same layout (a full-size export, say).
    let root = std::env::var_os("MLIRC_MODELS").map(PathBuf::from).unwrap_or_else(|| manifest.join("tests/models"));
    let mut trials = zoo_trials(&root, "", &[Build::O0, Build::O3, Build::Aarch64, Build::Valgrind], true, &work);
    // The fixed sample of the ONNX node suite (tests/onnx/run.py sample), at -O0 and -O2.
    trials.extend(zoo_trials(
        &manifest.join("tests/onnx/sample"),
        "onnx/",
        &[Build::O0, Build::O2],
        false,
        &work.join("onnx"),
    ));
    libtest_mimic::run(&args, trials).exit();
}
