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
//! Each model gets one trial per build, `NAME::BUILD`:
//! - `O0`, `O3`: `mlirc -ON model.mlir -o model.a --emit-header=model.h` for the host;
//! - `aarch64`: `-O3` for `aarch64-unknown-linux-gnu`, run under `qemu-aarch64` (models whose
//!   file is under `SMALL_BYTES`);
//! - `valgrind`: the `O3` program under valgrind, which must report no invalid access and no
//!   definite or indirect leak (models under `SMALL_BYTES`).
//!
//! The C driver is generated from `model.txt` and uses the generated header's types
//! (`mlirc_memref_<R>d_<T>`, its `_from` helpers, `mlirc_result_forward` for several results):
//! it reads the inputs, calls `_mlir_ciface_forward`, writes the results and frees them with
//! `mlirc_free`. An element passes when |got - want| <= atol or |got - want| <= rtol * |want|
//! (integers and booleans must be equal; NaN only matches NaN). Each trial prints the model's
//! largest absolute and relative errors next to its bounds. `MLIRC_MODELS=DIR` runs the
//! models of another folder of the same layout instead.

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
    O3,
    Aarch64,
    Valgrind,
}

impl Build {
    fn name(self) -> &'static str {
        match self {
            Build::O0 => "O0",
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
    /// (MLIR element type, C type, bytes per element).
    fn ctype(&self) -> Result<(&'static str, &'static str, usize), String> {
        Ok(match self.dtype.as_str() {
            "f32" => ("f32", "float", 4),
            "i64" => ("i64", "int64_t", 8),
            "i32" => ("i32", "int32_t", 4),
            "i1" => ("i1", "bool", 1),
            d => return Err(format!("model.txt: unknown dtype '{d}'")),
        })
    }
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
                t.ctype()?;
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

/// The C driver: reads the inputs from argv[1], calls the model, writes the results to argv[2].
fn driver(m: &Model) -> Result<String, String> {
    let mut c = String::from(
        "#include <stdio.h>\n#include <stdlib.h>\n#include HEADER\n\n\
         static void *read_exactly(FILE *f, size_t n) {\n  void *p = malloc(n ? n : 1);\n  \
         if (!p || fread(p, 1, n, f) != n) { fprintf(stderr, \"driver: short input\\n\"); exit(3); }\n  return p;\n}\n\n\
         int main(int argc, char **argv) {\n  if (argc != 3) return 2;\n  FILE *in = fopen(argv[1], \"rb\");\n  \
         FILE *out = fopen(argv[2], \"wb\");\n  if (!in || !out) return 2;\n",
    );
    let desc =
        |t: &Tensor| -> Result<String, String> { Ok(format!("mlirc_memref_{}d_{}", t.shape.len(), t.ctype()?.0)) };
    let mut args = vec![];
    for (i, t) in m.inputs.iter().enumerate() {
        let (_, cty, size) = t.ctype()?;
        let sizes: String = t.shape.iter().map(|d| format!(", {d}")).collect();
        c += &format!(
            "  {cty} *in{i} = read_exactly(in, {});\n  {} a{i} = {}_from(in{i}{sizes});\n",
            t.elements() * size,
            desc(t)?,
            desc(t)?
        );
        args.push(format!("&a{i}"));
    }
    let results: Vec<String> = if m.outputs.len() == 1 {
        c += &format!("  {} r;\n", desc(&m.outputs[0])?);
        vec!["r".into()]
    } else {
        c += "  mlirc_result_forward r;\n";
        (0..m.outputs.len()).map(|i| format!("r.r{i}")).collect()
    };
    c += &format!("  _mlir_ciface_forward(&r, {});\n", args.join(", "));
    for (t, r) in m.outputs.iter().zip(&results) {
        let (_, _, size) = t.ctype()?;
        // A returned buffer has the identity layout: its elements are contiguous from offset.
        c += &format!(
            "  if (fwrite({r}.aligned + {r}.offset, {size}, {n}, out) != {n}) return 4;\n  mlirc_free({r}.allocated);\n",
            n = t.elements()
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

fn read_values(t: &Tensor, bytes: &[u8]) -> Vec<f64> {
    let size = t.ctype().unwrap().2;
    bytes
        .chunks_exact(size)
        .map(|b| match t.dtype.as_str() {
            "f32" => f32::from_le_bytes(b.try_into().unwrap()) as f64,
            "i64" => i64::from_le_bytes(b.try_into().unwrap()) as f64,
            "i32" => i32::from_le_bytes(b.try_into().unwrap()) as f64,
            _ => b[0] as f64,
        })
        .collect()
}

/// Compares the results with PyTorch's; returns the largest absolute and relative errors.
fn compare(m: &Model, got: &[u8], want: &[u8]) -> Result<(f64, f64), String> {
    if got.len() != want.len() {
        return Err(format!("{} result bytes, expected {}", got.len(), want.len()));
    }
    let (mut max_abs, mut max_rel) = (0f64, 0f64);
    let mut at = 0;
    for (k, t) in m.outputs.iter().enumerate() {
        let n = t.elements() * t.ctype()?.2;
        let (g, w) = (read_values(t, &got[at..at + n]), read_values(t, &want[at..at + n]));
        at += n;
        let exact = t.dtype != "f32";
        for (i, (&g, &w)) in g.iter().zip(&w).enumerate() {
            if g.is_nan() || w.is_nan() {
                if g.is_nan() != w.is_nan() {
                    return Err(format!("result {k} element {i}: {g} where PyTorch gives {w}"));
                }
                continue;
            }
            let abs = (g - w).abs();
            let rel = if w != 0.0 {
                abs / w.abs()
            } else if abs == 0.0 {
                0.0
            } else {
                f64::INFINITY
            };
            max_abs = max_abs.max(abs);
            max_rel = max_rel.max(rel);
            let ok = if exact { abs == 0.0 } else { abs <= m.atol || abs <= m.rtol * w.abs() };
            if !ok {
                return Err(format!(
                    "result {k} element {i}: {g} where PyTorch gives {w} (error {abs:.3e}, relative {rel:.3e}; bounds atol {} rtol {})",
                    m.atol, m.rtol
                ));
            }
        }
    }
    Ok((max_abs, max_rel))
}

fn run_model(m: &Model, build: Build, work: &Path) -> Result<(), Failed> {
    let dir = work.join(&m.name).join(build.name());
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mlirc = std::env::var("MLIRC_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_mlirc").to_string());
    let (opt, target, cc) = match build {
        Build::O0 => ("-O0", None, "cc"),
        Build::O3 | Build::Valgrind => ("-O3", None, "cc"),
        Build::Aarch64 => ("-O3", Some("aarch64-unknown-linux-gnu"), "aarch64-linux-gnu-gcc"),
    };
    let (lib, header, exe, out) = (dir.join("model.a"), dir.join("model.h"), dir.join("model"), dir.join("out.bin"));
    let mut cmd = Command::new("timeout");
    cmd.args([TIMEOUT_SECS, &mlirc, opt]).arg(m.dir.join("model.mlir")).arg("-o").arg(&lib);
    cmd.arg(format!("--emit-header={}", header.display()));
    if let Some(t) = target {
        cmd.arg(format!("--target={t}"));
    }
    run(&mut cmd, "mlirc")?;
    let src = dir.join("driver.c");
    std::fs::write(&src, driver(m)?).map_err(|e| e.to_string())?;
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
        "{}::{}: max abs error {abs:.3e}, max rel error {rel:.3e} (bounds: atol {}, rtol {})",
        m.name,
        build.name(),
        m.atol,
        m.rtol
    );
    Ok(())
}

fn has(tool: &str) -> bool {
    Command::new("sh").args(["-c", &format!("command -v {tool}")]).output().is_ok_and(|o| o.status.success())
}

fn main() {
    let args = Arguments::from_args();
    // `MLIRC_MODELS=DIR` runs another zoo of the same layout (a full-size export, say).
    let root = std::env::var_os("MLIRC_MODELS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/models"));
    let work = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("models");
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(&root)
        .map(|r| r.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.join("model.mlir").exists()).collect())
        .unwrap_or_default();
    dirs.sort();
    let mut trials = vec![];
    if dirs.is_empty() {
        trials.push(Trial::test("zoo::present", || Err("no model under tests/models/".into())));
    }
    let cross = has("aarch64-linux-gnu-gcc") && has("qemu-aarch64");
    let valgrind = has("valgrind");
    for dir in dirs {
        let name = dir.file_name().unwrap().to_string_lossy().to_string();
        let model = match parse_model(&dir) {
            Ok(m) => std::sync::Arc::new(m),
            Err(e) => {
                trials.push(Trial::test(format!("{name}::model"), move || Err(e.into())));
                continue;
            }
        };
        let small = std::fs::metadata(dir.join("model.mlir")).map(|m| m.len() < SMALL_BYTES).unwrap_or(false);
        for build in [Build::O0, Build::O3, Build::Aarch64, Build::Valgrind] {
            if !small && matches!(build, Build::Aarch64 | Build::Valgrind) {
                continue;
            }
            let (m, w) = (model.clone(), work.clone());
            let missing = match build {
                Build::Aarch64 if !cross => Some("no aarch64 cross tools"),
                Build::Valgrind if !valgrind => Some("no valgrind"),
                _ => None,
            };
            let t = Trial::test(format!("{name}::{}", build.name()), move || run_model(&m, build, &w));
            trials.push(match missing {
                Some(why) => t.with_ignored_flag(true).with_kind(why),
                None => t,
            });
        }
    }
    libtest_mimic::run(&args, trials).exit();
}
