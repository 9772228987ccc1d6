//! The `.mlir` test runner: one named test per `.mlir` file under `tests/`.
//!
//! Tests are data. Every `.mlir` file under `tests/` (except `tests/bench/` and
//! any `Inputs/` folder, which hold helper files, and `tests/models/` and `tests/onnx/`, whose
//! model files `tests/models.rs` runs) becomes one test named by its
//! path relative to `tests/`, e.g. `roundtrip/arith/ops.mlir`, that runs the
//! file's `// RUN:` lines, as LLVM's lit does:
//!
//! - a line ending in `\` continues on the next `// RUN:` line;
//! - `%s` is the file's absolute path, `%S` its folder, `%t` a per-test
//!   scratch path, `%T` the per-test scratch folder (also the working
//!   directory), `%%` a literal `%`;
//! - the words `mlirc`, `FileCheck`, `mlir-opt`, `not`, `mlir-translate`,
//!   `mlir-runner` and `llc` name the built `mlirc` and the LLVM/MLIR 22 tools; `ptxas` and
//!   `%libdevice` the PTX assembler and `libdevice.10.bc` that `make setup` installs into
//!   `.deps/cuda` (`$MLIRC_CUDA_DEPS` overrides the folder);
//! - each RUN line runs in `bash -o pipefail -c` and must exit 0.
//!
//! A file with no RUN line fails (every test must assert something), except
//! under `tests/roundtrip/`, where each file also gets three differential
//! tests against `mlir-opt-22` (FLAGS is `--split-input-file` when the file has
//! a line `// -----`, with `--allow-unregistered-dialect` for the files under
//! `tests/roundtrip/unregistered/`, and R is `mlir-opt-22 FLAGS --mlir-print-op-generic file`):
//!
//! - `<name>::rt-custom`: `mlirc FLAGS --emit=mlir file`, normalized through
//!   `mlir-opt-22 FLAGS --mlir-print-op-generic`, equals R;
//! - `<name>::rt-generic`: the same with `mlirc --mlir-print-op-generic`;
//! - `<name>::reparse`: what `mlir-opt-22` prints for the file, in custom and
//!   in generic form, fed to `mlirc FLAGS --emit=mlir -` and normalized, equals R.
//!
//! Files under `tests/e2e/` are differential end-to-end programs (a RUN line is optional):
//! each is a `func.func @main()` that prints through the runner-utils functions, and gets
//!
//! - `<name>::host`: `mlirc file -o prog` for the host, run, versus the upstream reference;
//! - `<name>::aarch64`: the same for `aarch64-unknown-linux-gnu`, run under
//!   `qemu-aarch64 -L /usr/aarch64-linux-gnu` (ignored when the cross tools are missing);
//! - `<name>::valgrind`: the host program under valgrind, which must report no invalid
//!   access and no definite or indirect leak (ignored without valgrind);
//! - `<name>::lowered`: the program lowered to the `llvm` dialect by the upstream pipeline
//!   (`mlir-opt-22 PASSES file`, the reference's first step), compiled by `mlirc` for the host
//!   and run, versus the same reference; ignored, with the kind `upstream cannot lower` (and
//!   listed after the run), for a program whose reference is written in the file;
//!
//! where the reference is the upstream pipeline of ARCHITECTURE.md (`mlir-opt-22 PASSES file |
//! mlir-runner-22 -e main -entry-point-result=void --mattr=-avx512bf16` with the runner-utils libraries:
//! that CPU feature's bf16 conversion flushes subnormals), run once
//! per file. Standard outputs must be equal once heap addresses (`base@ = 0x...`) are masked,
//! and both programs must exit with 0. The reference runs on the x86-64 host, whose default
//! NaN is negative while AArch64's is positive, so the aarch64 comparison ignores NaN signs. Directives in the file adjust a test:
//!
//! - `// REFERENCE-PASSES-BEFORE: <passes>`: upstream passes run before the reference pipeline
//!   (e.g. `--arith-expand` for ops upstream's `convert-arith-to-llvm` does not lower); a
//!   `--pass-pipeline=...` (e.g. the TOSA conversions, which nest in `func.func`) runs in a
//!   first `mlir-opt` of its own, whose output the reference pipeline reads;
//! - `// REFERENCE-NO-DEALLOC`: leave `--buffer-deallocation-pipeline` out (upstream rejects
//!   functions with unstructured loops);
//! - `// MLIRC-FLAGS: <flags>`: extra mlirc flags (e.g. `-O0`);
//! - `// EXPECTED-OUTPUT: <line>` (one directive per output line, in order, heap addresses
//!   written `base@ = 0x?`): for a program the upstream pipeline refuses, the output derived
//!   by hand replaces the upstream reference (lines compare without trailing blanks; the text
//!   starts after the one space that follows the colon, so leading blanks count).
//!
//! Every file under `tests/roundtrip/` and `tests/e2e/` is also compiled to an object:
//!
//! - `<name>::compile`: `mlirc -c file -o obj` for the host (no MLIRC-FLAGS;
//!   `--allow-unregistered-dialect` under `roundtrip/unregistered/`). mlirc refuses
//!   `--split-input-file` with `-c`, so a file with `// -----` lines is compiled chunk by
//!   chunk, each chunk from a copy of the file whose other lines are blanked (diagnostics keep
//!   the file's line numbers). Each run (each chunk) has one of three outcomes:
//!   (a) it compiles: exit 0 and an object written;
//!   (b) unsupported: exit 1, and the first `error:` line reads `FILE:LINE:COL: error: 'OP' op
//!   ...` (or `failed to legalize operation 'OP'`, a conversion's), which names OP, the first
//!   op mlirc cannot lower yet;
//!   (c) an internal error: anything else, i.e. a signal, a timeout, exit 101, exit 2, output
//!   containing "internal error", "internal compiler error", "does not verify" or an
//!   invalid LLVM module, any diagnostic at `loc(unknown)`, or a first error naming no op.
//!   The file's outcome is (c) if any chunk's is, else the first (b) chunk's (so OP is the one
//!   of the first failing chunk's first diagnostic), else (a). `tests/compile-expected.txt`
//!   says what to expect: a file not listed must compile; a line `<name> <op>` expects (b) with
//!   that op, and the trial fails, saying which line to remove or change, if the file now
//!   compiles or stops at another op (the list only shrinks); (c) always fails. A line
//!   `ice <name> <reason>` marks a known internal error, to be fixed: its trial is ignored and
//!   named `<name>::compile (known ICE: <reason>)`; run with `--ignored`, it fails while the
//!   error is there and says how to update the line once it is gone;
//! - `compile-expected.txt::compile-list`: the data file parses, lists each file once, and
//!   names only files that get a `::compile` trial.
//!
//! Filter by name as with any cargo test: `cargo test --test lit -- arith/`, or `-- ::compile`.
//! Environment: `MLIRC_BIN` runs another `mlirc` binary than the one cargo
//! built; `MLIRC_LIT_TIMEOUT` (seconds, default 120) bounds every process.

use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::{mpsc, Arc, OnceLock};
use std::thread;
use std::time::Duration;

use libtest_mimic::{Arguments, Failed, Trial};

/// The split marker of `--split-input-file`, as a whole line.
const SPLIT_MARKER: &str = "// -----";
/// How many lines of a process's output a failure message shows.
const TAIL_LINES: usize = 40;

fn main() {
    let args = Arguments::from_args();
    // mlirc caches the runtime it compiles for each target; keep that cache in target/.
    if std::env::var_os("MLIRC_CACHE_DIR").is_none() {
        std::env::set_var("MLIRC_CACHE_DIR", Path::new(env!("CARGO_TARGET_TMPDIR")).join("mlirc-cache"));
    }
    let tests_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    collect_mlir_files(&tests_dir, &tests_dir, &mut files);
    files.sort();

    let mut trials = Vec::new();
    let mut lowered_skipped: Vec<String> = vec![];
    let expected = Arc::new(CompileExpected::load(&tests_dir.join(COMPILE_EXPECTED)));
    {
        let names: Vec<String> = files
            .iter()
            .filter_map(|p| p.strip_prefix(&tests_dir).ok())
            .map(|p| p.to_string_lossy().into_owned())
            .filter(|n| compiles_everything(n))
            .collect();
        let e = expected.clone();
        trials.push(Trial::test(format!("{COMPILE_EXPECTED}::compile-list"), move || e.check(&names)));
    }
    for path in files {
        let name = path.strip_prefix(&tests_dir).expect("collected under tests/").to_string_lossy().into_owned();
        let text = match std::fs::read(&path) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(e) => {
                let msg = format!("cannot read {}: {e}", path.display());
                trials.push(Trial::test(name, move || Err(msg.into())));
                continue;
            }
        };
        let file = Arc::new(TestFile {
            run_lines: run_lines(&text),
            split: text.lines().any(|l| l.trim_end() == SPLIT_MARKER),
            reference: OnceLock::new(),
            name: name.clone(),
            path,
        });
        let is_roundtrip = name.starts_with("roundtrip/");
        let is_e2e = name.starts_with("e2e/");

        if is_e2e {
            let e2e = Arc::new(E2eFile::new(file.clone(), &text));
            for target in [E2eTarget::Host, E2eTarget::Aarch64, E2eTarget::Valgrind] {
                let f = e2e.clone();
                let trial = Trial::test(format!("{name}::{}", target.name()), move || run_e2e(&f, target));
                let missing = target.missing_tools();
                trials.push(match missing {
                    Some(why) => trial.with_ignored_flag(true).with_kind(why),
                    None => trial,
                });
            }
            let f = e2e.clone();
            let trial = Trial::test(format!("{name}::lowered"), move || run_lowered(&f));
            let skip = E2eTarget::Host.missing_tools().or(e2e.expected_output.is_some().then_some(LOWERED_SKIP));
            trials.push(match skip {
                Some(why) => {
                    if why == LOWERED_SKIP {
                        lowered_skipped.push(name.clone());
                    }
                    trial.with_ignored_flag(true).with_kind(why)
                }
                None => trial,
            });
        }
        if !file.run_lines.is_empty() || (!is_roundtrip && !is_e2e) {
            let f = file.clone();
            trials.push(Trial::test(name.clone(), move || run_file(&f)));
        }
        if is_roundtrip {
            let f = file.clone();
            trials.push(Trial::test(format!("{name}::rt-custom"), move || roundtrip_via_mlirc(&f, false)));
            let f = file.clone();
            trials.push(Trial::test(format!("{name}::rt-generic"), move || roundtrip_via_mlirc(&f, true)));
            let f = file.clone();
            trials.push(Trial::test(format!("{name}::reparse"), move || reparse(&f)));
        }
        if compiles_everything(&name) {
            let expect = expected.get(&name);
            let trial_name = match &expect {
                Expect::Ice(reason) => format!("{name}::compile (known ICE: {reason})"),
                _ => format!("{name}::compile"),
            };
            let is_ice = matches!(expect, Expect::Ice(_));
            let f = file;
            let trial = Trial::test(trial_name, move || compile_object(&f, &expect));
            trials.push(trial.with_ignored_flag(is_ice));
        }
    }
    let listing = args.list;
    let conclusion = libtest_mimic::run(&args, trials);
    if !listing && !lowered_skipped.is_empty() && conclusion.num_ignored > 0 {
        println!(
            "::lowered: {} e2e programs skipped ({LOWERED_SKIP}: they have EXPECTED-OUTPUT lines): {}",
            lowered_skipped.len(),
            lowered_skipped.join(", ")
        );
    }
    conclusion.exit();
}

/// One `.mlir` test file, shared by the tests made from it.
struct TestFile {
    name: String,
    path: PathBuf,
    run_lines: Vec<(usize, String)>,
    /// Whether the file has `// -----` lines, so that tools need `--split-input-file`.
    split: bool,
    /// `mlir-opt-22 FLAGS --mlir-print-op-generic file`, computed once.
    reference: OnceLock<Result<String, String>>,
}

impl TestFile {
    /// FLAGS: `--split-input-file` for a split file, `--allow-unregistered-dialect` under
    /// `roundtrip/unregistered/`.
    fn split_flags(&self) -> Vec<&'static str> {
        let mut f = self.unregistered_flags();
        if self.split {
            f.push("--split-input-file");
        }
        f
    }

    /// `--allow-unregistered-dialect` for the files under `roundtrip/unregistered/`.
    fn unregistered_flags(&self) -> Vec<&'static str> {
        if self.name.starts_with("roundtrip/unregistered/") {
            vec!["--allow-unregistered-dialect"]
        } else {
            vec![]
        }
    }

    /// R: what `mlir-opt-22` prints for the file in generic form.
    fn reference(&self) -> Result<&str, Failed> {
        let r = self.reference.get_or_init(|| {
            let mut args = self.split_flags();
            args.push("--mlir-print-op-generic");
            let path = self.path.to_string_lossy();
            args.push(&path);
            let out = run_tool(&tool("mlir-opt"), &args, None)?;
            if out.ok() {
                Ok(out.stdout)
            } else {
                Err(format!("the test file is invalid MLIR: `{}` rejects it\n{}", out.command, out.report()))
            }
        });
        r.as_deref().map_err(|e| Failed::from(e.clone()))
    }
}

/// Collects `*.mlir` files under `dir`, skipping `tests/bench`, `Inputs/`, hidden folders and
/// the model data of `tests/models` and `tests/onnx` (which `tests/models.rs` runs).
fn collect_mlir_files(tests_dir: &Path, dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let file_name = entry.file_name();
        let file_name = file_name.to_string_lossy();
        if path.is_dir() {
            let skip = file_name.starts_with('.')
                || file_name == "Inputs"
                || ["bench", "models", "onnx"].iter().any(|d| path == tests_dir.join(d));
            if !skip {
                collect_mlir_files(tests_dir, &path, out);
            }
        } else if file_name.ends_with(".mlir") {
            out.push(path);
        }
    }
}

/// The file's RUN commands with their 1-based line numbers, continuations joined.
fn run_lines(text: &str) -> Vec<(usize, String)> {
    let mut commands = Vec::new();
    let mut pending: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let Some(rest) = trimmed.strip_prefix("//") else {
            continue;
        };
        let Some(cmd) = rest.trim_start().strip_prefix("RUN:") else {
            continue;
        };
        let cmd = cmd.trim();
        let (start, mut acc) = pending.take().unwrap_or((i + 1, String::new()));
        if let Some(head) = cmd.strip_suffix('\\') {
            acc.push_str(head);
            acc.push(' ');
            pending = Some((start, acc));
        } else {
            acc.push_str(cmd);
            commands.push((start, acc));
        }
    }
    if let Some((start, acc)) = pending {
        commands.push((start, acc));
    }
    commands
}

// ---------------------------------------------------------------------------
// RUN lines

fn run_file(file: &TestFile) -> Result<(), Failed> {
    if file.run_lines.is_empty() {
        return Err(format!("{} has no `// RUN:` line: every test file must assert something", file.name).into());
    }
    let scratch = scratch_dir(&file.name)?;
    let subst = Substitutions {
        file: shell_quote(&file.path.to_string_lossy()),
        file_dir: shell_quote(&file.path.parent().unwrap_or(Path::new("/")).to_string_lossy()),
        temp: shell_quote(&scratch.join("t").to_string_lossy()),
        temp_dir: shell_quote(&scratch.to_string_lossy()),
    };
    for (line_no, raw) in &file.run_lines {
        let cmd = substitute(raw, &subst);
        let mut c = Command::new("bash");
        c.args(["-o", "pipefail", "-c", &cmd]).current_dir(&scratch);
        let out = run_command(c, None, cmd.clone())?;
        if !out.ok() {
            return Err(format!("RUN line {line_no} of {} failed\n  $ {}\n{}", file.name, cmd, out.report()).into());
        }
    }
    Ok(())
}

/// A fresh per-test scratch folder: `%T`, and the working directory of RUN lines.
fn scratch_dir(name: &str) -> Result<PathBuf, Failed> {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("lit").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create scratch folder {}: {e}", dir.display()))?;
    Ok(dir)
}

struct Substitutions {
    file: String,
    file_dir: String,
    temp: String,
    temp_dir: String,
}

/// Applies lit-style substitutions: tool names as whole words, then `%` sequences.
fn substitute(cmd: &str, s: &Substitutions) -> String {
    fn is_boundary(c: char) -> bool {
        c.is_whitespace() || "|&;()<>\"'`".contains(c)
    }
    let mut out = String::with_capacity(cmd.len() * 2);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        if let Some(t) = tool_for_word(word) {
            out.push_str(&t);
        } else {
            expand_percent(word, s, out);
        }
        word.clear();
    };
    for c in cmd.chars() {
        if is_boundary(c) {
            flush(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

fn tool_for_word(word: &str) -> Option<String> {
    match word {
        "mlirc" => Some(shell_quote(&mlirc_bin())),
        "FileCheck" | "mlir-opt" | "not" | "mlir-translate" | "mlir-runner" | "llc" => Some(shell_quote(&tool(word))),
        "ptxas" => Some(shell_quote(&cuda_dep("nvidia/cu13/bin/ptxas", "ptxas-missing-run-make-setup"))),
        _ => None,
    }
}

fn expand_percent(word: &str, s: &Substitutions, out: &mut String) {
    let mut chars = word.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let rest: String = chars.clone().collect();
        if rest.starts_with("libdevice") {
            out.push_str(&cuda_dep("nvidia/cu13/nvvm/libdevice/libdevice.10.bc", "libdevice-missing-run-make-setup"));
            for _ in 0.."libdevice".len() {
                chars.next();
            }
            continue;
        }
        match chars.peek() {
            Some('s') => out.push_str(&s.file),
            Some('S') => out.push_str(&s.file_dir),
            Some('t') => out.push_str(&s.temp),
            Some('T') => out.push_str(&s.temp_dir),
            Some('%') => out.push('%'),
            _ => {
                out.push('%');
                continue;
            }
        }
        chars.next();
    }
}

fn shell_quote(s: &str) -> String {
    let plain = s.chars().all(|c| c.is_ascii_alphanumeric() || "/._-+=,:@".contains(c));
    if plain && !s.is_empty() {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

// ---------------------------------------------------------------------------
// End-to-end programs against the upstream reference

/// Where an e2e program runs.
#[derive(Copy, Clone)]
enum E2eTarget {
    Host,
    Aarch64,
    /// The host program under valgrind.
    Valgrind,
}

impl E2eTarget {
    fn name(self) -> &'static str {
        match self {
            E2eTarget::Host => "host",
            E2eTarget::Aarch64 => "aarch64",
            E2eTarget::Valgrind => "valgrind",
        }
    }
    fn mlirc_flags(self) -> Vec<&'static str> {
        match self {
            E2eTarget::Host | E2eTarget::Valgrind => vec![],
            E2eTarget::Aarch64 => vec!["--target=aarch64-unknown-linux-gnu"],
        }
    }
    /// The command prefix that runs a program of this target.
    fn runner(self) -> Vec<&'static str> {
        match self {
            E2eTarget::Host => vec![],
            E2eTarget::Aarch64 => vec!["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
            E2eTarget::Valgrind => vec![
                "valgrind",
                "-q",
                "--error-exitcode=99",
                "--leak-check=full",
                "--errors-for-leak-kinds=definite,indirect",
            ],
        }
    }
    /// Why the test cannot run here (a missing tool), if it cannot.
    fn missing_tools(self) -> Option<&'static str> {
        let runtime = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime-c");
        let has_runtime = std::fs::read_dir(runtime)
            .map(|rd| rd.flatten().any(|e| e.path().extension().is_some_and(|x| x == "c")))
            .unwrap_or(false);
        if !has_runtime {
            return Some("no runtime-c sources yet");
        }
        match self {
            E2eTarget::Host => None,
            E2eTarget::Valgrind => (!on_path("valgrind")).then_some("no valgrind"),
            E2eTarget::Aarch64 => {
                if !on_path("aarch64-linux-gnu-gcc") {
                    Some("no aarch64-linux-gnu-gcc")
                } else if !on_path("qemu-aarch64") {
                    Some("no qemu-aarch64")
                } else {
                    None
                }
            }
        }
    }
}

fn on_path(prog: &str) -> bool {
    std::env::var_os("PATH").map(|p| std::env::split_paths(&p).any(|d| d.join(prog).is_file())).unwrap_or(false)
}

/// Why an e2e program gets no `::lowered` trial run: the upstream pipeline cannot lower or
/// run it (its reference is written in the file).
const LOWERED_SKIP: &str = "upstream cannot lower";

/// An e2e program: its directives, upstream's lowering to the `llvm` dialect and the
/// reference output, each computed once.
struct E2eFile {
    file: Arc<TestFile>,
    passes_before: Vec<String>,
    no_dealloc: bool,
    /// `EXPECTED-OUTPUT:` lines, when the reference is written in the file.
    expected_output: Option<String>,
    mlirc_flags: Vec<String>,
    /// `mlir-opt-22 PASSES file`: the program in the `llvm` dialect.
    lowered: OnceLock<Result<String, String>>,
    reference: OnceLock<Result<String, String>>,
}

/// The reference CPU pipeline of ARCHITECTURE.md ("Testing").
const REFERENCE_PIPELINE: &[&str] = &[
    "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline",
    "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops",
    "--expand-strided-metadata",
    "--lower-vector-mask",
    "--lower-vector-multi-reduction",
    "--convert-vector-to-scf",
    "--lower-affine",
    "--convert-scf-to-cf",
    "--convert-vector-to-llvm",
    "--convert-math-to-llvm",
    "--convert-math-to-libm",
    "--convert-arith-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-index-to-llvm",
    "--finalize-memref-to-llvm",
    "--convert-func-to-llvm",
    "--convert-ub-to-llvm",
    "--reconcile-unrealized-casts",
];

impl E2eFile {
    fn new(file: Arc<TestFile>, text: &str) -> E2eFile {
        let directive = |key: &str| -> Vec<String> {
            text.lines()
                .filter_map(|l| {
                    l.trim_start().strip_prefix("//")?.trim_start().strip_prefix(key).map(|r| r.trim().to_string())
                })
                .collect()
        };
        let words = |key: &str| -> Vec<String> {
            directive(key).iter().flat_map(|l| l.split_whitespace().map(String::from).collect::<Vec<_>>()).collect()
        };
        E2eFile {
            passes_before: words("REFERENCE-PASSES-BEFORE:"),
            no_dealloc: !directive("REFERENCE-NO-DEALLOC").is_empty(),
            mlirc_flags: words("MLIRC-FLAGS:"),
            expected_output: {
                // Leading blanks after the one space that follows the colon are output (the rows
                // of a printed memref start with one).
                let lines: Vec<String> = text
                    .lines()
                    .filter_map(|l| {
                        let r = l.trim_start().strip_prefix("//")?.trim_start().strip_prefix("EXPECTED-OUTPUT:")?;
                        Some(r.strip_prefix(' ').unwrap_or(r).trim_end().to_string())
                    })
                    .collect();
                (!lines.is_empty()).then(|| lines.join("\n") + "\n")
            },
            file,
            lowered: OnceLock::new(),
            reference: OnceLock::new(),
        }
    }

    /// The program lowered to the `llvm` dialect by the upstream reference pipeline.
    fn lowered(&self) -> Result<&str, String> {
        let r = self.lowered.get_or_init(|| {
            let path = self.file.path.to_string_lossy().into_owned();
            // A `--pass-pipeline=...` before the reference pipeline runs on its own (mlir-opt
            // takes a textual pipeline or pass flags, not both), its output piped on.
            let separate = self.passes_before.iter().any(|a| a.starts_with("--pass-pipeline="));
            let mut args: Vec<String> = if separate { vec![] } else { self.passes_before.clone() };
            let mut input = None;
            if separate {
                let mut first: Vec<&str> = self.passes_before.iter().map(String::as_str).collect();
                first.push(&path);
                let out = run_tool(&tool("mlir-opt"), &first, None)?;
                if !out.ok() {
                    return Err(format!(
                        "the upstream passes before the reference pipeline reject the program\n  $ {}\n{}",
                        out.command,
                        out.report()
                    ));
                }
                input = Some(out.stdout);
            }
            for p in REFERENCE_PIPELINE {
                if self.no_dealloc && *p == "--buffer-deallocation-pipeline" {
                    continue;
                }
                args.push(p.to_string());
            }
            if input.is_none() {
                args.push(path);
            }
            let arg_refs: Vec<&str> = args.iter().map(String::as_str).collect();
            let lowered = run_tool(&tool("mlir-opt"), &arg_refs, input.as_deref().map(str::as_bytes))?;
            if !lowered.ok() {
                return Err(format!(
                    "the upstream reference pipeline rejects the program\n  $ {}\n{}",
                    lowered.command,
                    lowered.report()
                ));
            }
            Ok(lowered.stdout)
        });
        r.as_deref().map_err(|e| e.clone())
    }

    /// The upstream program's masked standard output.
    fn reference(&self) -> Result<&str, Failed> {
        let r = self.reference.get_or_init(|| {
            if let Some(e) = &self.expected_output {
                return Ok(e.clone());
            }
            let lowered = self.lowered()?;
            let libs = runner_libs();
            let shared = format!("-shared-libs={libs}");
            // Without AVX512_BF16: its conversion to bf16 (`vcvtneps2bf16`) flushes subnormals,
            // so on a host that has it the JIT's bf16 results would not be IEEE's (nor mlirc's).
            let run = run_tool(
                &tool("mlir-runner"),
                &["-e", "main", "-entry-point-result=void", "--mattr=-avx512bf16", &shared],
                Some(lowered.as_bytes()),
            )?;
            if !run.ok() {
                return Err(format!("the upstream reference program fails\n  $ {}\n{}", run.command, run.report()));
            }
            Ok(mask_addresses(&run.stdout))
        });
        r.as_deref().map_err(|e| Failed::from(e.clone()))
    }
}

/// The runner-utils libraries: the unversioned `.so` when libmlir-22-dev is installed, else
/// the `.so.22.1` files that mlir-22-tools ships.
fn runner_libs() -> String {
    let dir = Path::new("/usr/lib/llvm-22/lib");
    ["libmlir_runner_utils", "libmlir_c_runner_utils"]
        .iter()
        .map(|n| {
            let plain = dir.join(format!("{n}.so"));
            if plain.exists() {
                plain
            } else {
                dir.join(format!("{n}.so.22.1"))
            }
        })
        .map(|p| p.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(",")
}

/// Replaces heap addresses in `printMemref*` headers (`base@ = 0x55d...`) by `0x?`.
fn mask_addresses(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    const KEY: &str = "base@ = 0x";
    while let Some(i) = rest.find(KEY) {
        out.push_str(&rest[..i + KEY.len()]);
        rest = &rest[i + KEY.len()..];
        let n = rest.find(|c: char| !c.is_ascii_hexdigit()).unwrap_or(rest.len());
        out.push('?');
        rest = &rest[n..];
    }
    out.push_str(rest);
    out
}

fn run_e2e(f: &E2eFile, target: E2eTarget) -> Result<(), Failed> {
    let scratch = scratch_dir(&format!("{}::{}", f.file.name, target.name()))?;
    let prog = scratch.join("prog");
    let path = f.file.path.to_string_lossy().into_owned();
    let prog_s = prog.to_string_lossy().into_owned();
    let mut args: Vec<&str> = target.mlirc_flags();
    args.extend(f.mlirc_flags.iter().map(String::as_str));
    args.extend([path.as_str(), "-o", prog_s.as_str()]);
    let compiled = run_tool(&mlirc_bin(), &args, None)?;
    if !compiled.ok() {
        return Err(format!("`{}` failed\n{}", compiled.command, compiled.report()).into());
    }
    let mut runner = target.runner();
    runner.push(prog_s.as_str());
    let ran = run_tool(runner[0], &runner[1..], None)?;
    if !ran.ok() {
        return Err(format!("the program compiled by mlirc fails\n  $ {}\n{}", ran.command, ran.report()).into());
    }
    let mut expected = f.reference()?.to_string();
    let mut actual = mask_addresses(&ran.stdout);
    if f.expected_output.is_some() {
        actual = actual.lines().map(str::trim_end).collect::<Vec<_>>().join("\n") + "\n";
    }
    if matches!(target, E2eTarget::Aarch64) {
        expected = expected.replace("-nan", "nan");
        actual = actual.replace("-nan", "nan");
    }
    if expected == actual {
        return Ok(());
    }
    Err(format!(
        "the output of the program compiled by mlirc ({}) differs from the upstream reference's\n{}",
        target.name(),
        diff(&expected, &actual).replace("(mlir-opt-22)", "(upstream reference)").replace("(via mlirc)", "(mlirc)")
    )
    .into())
}

/// `<name>::lowered`: upstream's lowering of the program to the `llvm` dialect, compiled by
/// mlirc for the host and run, prints what the upstream reference prints.
fn run_lowered(f: &E2eFile) -> Result<(), Failed> {
    let scratch = scratch_dir(&format!("{}::lowered", f.file.name))?;
    let input = scratch.join("lowered.mlir");
    std::fs::write(&input, f.lowered()?).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
    let prog = scratch.join("prog");
    let (input_s, prog_s) = (input.to_string_lossy().into_owned(), prog.to_string_lossy().into_owned());
    let mut args: Vec<&str> = f.mlirc_flags.iter().map(String::as_str).collect();
    args.extend([input_s.as_str(), "-o", prog_s.as_str()]);
    let compiled = run_tool(&mlirc_bin(), &args, None)?;
    if !compiled.ok() {
        return Err(format!(
            "`{}` on upstream's lowering of the program (`mlir-opt-22 PASSES {}`) failed\n{}",
            compiled.command,
            f.file.name,
            compiled.report()
        )
        .into());
    }
    let ran = run_tool(&prog_s, &[], None)?;
    if !ran.ok() {
        return Err(
            format!("the lowered program compiled by mlirc fails\n  $ {}\n{}", ran.command, ran.report()).into()
        );
    }
    let expected = f.reference()?;
    let actual = mask_addresses(&ran.stdout);
    if expected == actual {
        return Ok(());
    }
    Err(format!(
        "the output of upstream's lowering compiled by mlirc differs from the upstream reference's\n{}",
        diff(expected, &actual).replace("(mlir-opt-22)", "(upstream reference)").replace("(via mlirc)", "(mlirc)")
    )
    .into())
}

// ---------------------------------------------------------------------------
// Differential round trips against mlir-opt-22

/// `mlirc FLAGS --emit=mlir [--mlir-print-op-generic] file`, normalized, equals R.
fn roundtrip_via_mlirc(file: &TestFile, generic: bool) -> Result<(), Failed> {
    let reference = file.reference()?;
    let mut args = file.split_flags();
    args.push("--emit=mlir");
    if generic {
        args.push("--mlir-print-op-generic");
    }
    let path = file.path.to_string_lossy();
    args.push(&path);
    let printed = run_mlirc(&args, None)?;
    let normalized = normalize(file, &printed, "mlirc's output")?;
    compare(reference, &normalized, &format!("mlirc {}", args.join(" ")))
}

/// What mlir-opt-22 prints for the file, custom and generic, goes through
/// `mlirc FLAGS --emit=mlir -` and normalizes back to R.
fn reparse(file: &TestFile) -> Result<(), Failed> {
    let reference = file.reference()?;
    let mut custom_args = file.split_flags();
    let path = file.path.to_string_lossy();
    custom_args.push(&path);
    let custom = run_tool(&tool("mlir-opt"), &custom_args, None)?;
    if !custom.ok() {
        return Err(
            format!("the test file is invalid MLIR: `{}` rejects it\n{}", custom.command, custom.report()).into()
        );
    }
    for (form, text) in [("custom", custom.stdout.as_str()), ("generic", reference)] {
        let mut args = file.split_flags();
        args.extend(["--emit=mlir", "-"]);
        let printed = run_mlirc(&args, Some(text.as_bytes()))
            .map_err(|e| format!("on mlir-opt-22's {form}-form print of the file:\n{e}"))?;
        let normalized = normalize(file, &printed, "mlirc's output")?;
        compare(reference, &normalized, &format!("mlir-opt-22 ({form} form) | mlirc {}", args.join(" ")))?;
    }
    Ok(())
}

/// Runs mlirc; its stdout on success, a readable failure otherwise.
fn run_mlirc(args: &[&str], stdin: Option<&[u8]>) -> Result<String, String> {
    let out = run_tool(&mlirc_bin(), args, stdin)?;
    if out.ok() {
        Ok(out.stdout)
    } else {
        Err(format!("`{}` failed\n{}", out.command, out.report()))
    }
}

/// Re-prints `text` through `mlir-opt-22 FLAGS --mlir-print-op-generic`.
fn normalize(file: &TestFile, text: &str, what: &str) -> Result<String, Failed> {
    let mut args = file.split_flags();
    args.push("--mlir-print-op-generic");
    let out = run_tool(&tool("mlir-opt"), &args, Some(text.as_bytes()))?;
    if out.ok() {
        Ok(out.stdout)
    } else {
        Err(format!(
            "mlir-opt-22 rejects {what}\n{}\n--- {what} (first {TAIL_LINES} lines) ---\n{}",
            out.report(),
            head(text, TAIL_LINES)
        )
        .into())
    }
}

fn compare(expected: &str, actual: &str, how: &str) -> Result<(), Failed> {
    if expected == actual {
        return Ok(());
    }
    Err(format!(
        "`{how}`, normalized by mlir-opt-22 --mlir-print-op-generic, differs from \
         mlir-opt-22's own generic print of the file\n{}",
        diff(expected, actual)
    )
    .into())
}

/// A unified-style diff of the first differing region (common prefix and suffix trimmed).
fn diff(expected: &str, actual: &str) -> String {
    const CONTEXT: usize = 3;
    const MAX_LINES: usize = 25;
    let e: Vec<&str> = expected.lines().collect();
    let a: Vec<&str> = actual.lines().collect();
    let prefix = e.iter().zip(&a).take_while(|(x, y)| x == y).count();
    let max_suffix = e.len().min(a.len()) - prefix;
    let suffix = e.iter().rev().zip(a.iter().rev()).take(max_suffix).take_while(|(x, y)| x == y).count();
    let (e_mid, a_mid) = (&e[prefix..e.len() - suffix], &a[prefix..a.len() - suffix]);

    let mut out = String::from("--- expected (mlir-opt-22)\n+++ actual (via mlirc)\n");
    let chunk = e[..prefix].iter().filter(|l| l.trim_end() == SPLIT_MARKER).count();
    if chunk > 0 || e.iter().any(|l| l.trim_end() == SPLIT_MARKER) {
        out += &format!("(first difference in split chunk {}, counting from 1)\n", chunk + 1);
    }
    let from = prefix.saturating_sub(CONTEXT);
    let trailing = suffix.min(CONTEXT);
    let before = prefix - from;
    out += &format!(
        "@@ -{},{} +{},{} @@\n",
        from + 1,
        before + e_mid.len() + trailing,
        from + 1,
        before + a_mid.len() + trailing
    );
    for l in &e[from..prefix] {
        out += &format!(" {l}\n");
    }
    for (sign, lines) in [('-', e_mid), ('+', a_mid)] {
        for l in lines.iter().take(MAX_LINES) {
            out += &format!("{sign}{l}\n");
        }
        if lines.len() > MAX_LINES {
            out += &format!("{sign}... ({} more lines)\n", lines.len() - MAX_LINES);
        }
    }
    for l in e[e.len() - suffix..].iter().take(CONTEXT) {
        out += &format!(" {l}\n");
    }
    if expected.ends_with('\n') != actual.ends_with('\n') {
        out += "(the two differ in their final newline)\n";
    }
    out
}

// ---------------------------------------------------------------------------
// Every round-trip and e2e file compiled to an object

/// The data file of expected `::compile` failures, under `tests/`.
const COMPILE_EXPECTED: &str = "compile-expected.txt";

/// Whether the file gets a `::compile` trial.
fn compiles_everything(name: &str) -> bool {
    name.starts_with("roundtrip/") || name.starts_with("e2e/")
}

/// What `tests/compile-expected.txt` says about one file.
#[derive(Clone, PartialEq)]
enum Expect {
    /// Not listed: the file must compile.
    Compiles,
    /// `<name> <op>`: mlirc must stop at `op`, which it cannot lower yet.
    Unsupported(String),
    /// `ice <name> <reason>`: a known internal error, to be fixed (the trial is ignored).
    Ice(String),
}

/// `tests/compile-expected.txt`, parsed; format errors are reported by the `::compile-list` trial.
struct CompileExpected {
    entries: std::collections::BTreeMap<String, Expect>,
    errors: Vec<String>,
}

impl CompileExpected {
    fn load(path: &Path) -> CompileExpected {
        let mut e = CompileExpected { entries: Default::default(), errors: vec![] };
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound => return e,
            Err(err) => {
                e.errors.push(format!("cannot read {}: {err}", path.display()));
                return e;
            }
        };
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let at = format!("{COMPILE_EXPECTED}:{}", i + 1);
            let words: Vec<&str> = line.split_whitespace().collect();
            let (name, expect) = match words.as_slice() {
                ["ice", name, reason @ ..] if !reason.is_empty() => (*name, Expect::Ice(reason.join(" "))),
                ["ice", ..] => {
                    e.errors.push(format!("{at}: `ice <test name> <reason>` needs a reason: {line}"));
                    continue;
                }
                [name, op] if is_op_name(op) => (*name, Expect::Unsupported(op.to_string())),
                _ => {
                    e.errors.push(format!(
                        "{at}: expected `<test name> <dialect.op>` or `ice <test name> <reason>`, got: {line}"
                    ));
                    continue;
                }
            };
            if e.entries.insert(name.to_string(), expect).is_some() {
                e.errors.push(format!("{at}: {name} is listed twice"));
            }
        }
        e
    }

    fn get(&self, name: &str) -> Expect {
        self.entries.get(name).cloned().unwrap_or(Expect::Compiles)
    }

    /// The `::compile-list` trial: the file parses and names only files that get a `::compile` trial.
    fn check(&self, names: &[String]) -> Result<(), Failed> {
        let mut errors = self.errors.clone();
        for name in self.entries.keys() {
            if !names.iter().any(|n| n == name) {
                errors.push(format!(
                    "{COMPILE_EXPECTED} lists {name}, which is not a file under tests/roundtrip/ or tests/e2e/: \
                     remove its line"
                ));
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors.join("\n").into())
        }
    }
}

/// `dialect.op` (letters, digits, `_`, `$` and dots, with a dot not at either end).
fn is_op_name(s: &str) -> bool {
    let (head, tail) = s.split_once('.').unwrap_or(("", ""));
    !head.is_empty()
        && !tail.is_empty()
        && !tail.ends_with('.')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || "._$".contains(c))
}

/// What `mlirc -c` did with a file: the first failing chunk decides.
enum Outcome {
    /// Exit 0 for every chunk.
    Compiled,
    /// Exit 1, the first diagnostic (of the first failing chunk) being `LOC: error: 'OP' op ...`.
    Unsupported { op: String, report: String },
    /// Anything else: a crash, a timeout, an "internal error", IR that does not verify, an invalid
    /// LLVM module, a diagnostic that names no op or has no location. `why` is one line.
    Internal { why: String, report: String },
}

impl Outcome {
    fn describe(&self) -> String {
        match self {
            Outcome::Compiled => "it compiles".into(),
            Outcome::Unsupported { op, .. } => format!("mlirc stops at '{op}', which it cannot lower yet"),
            Outcome::Internal { why, .. } => format!("internal error: {why}"),
        }
    }
    fn report(&self) -> &str {
        match self {
            Outcome::Compiled => "",
            Outcome::Unsupported { report, .. } | Outcome::Internal { report, .. } => report,
        }
    }
}

/// Words in mlirc's `error:` lines that mark an internal error whatever the exit code.
const ICE_MARKERS: &[&str] =
    &["internal error", "internal compiler error", "does not verify", "llvm module is invalid", "invalid llvm"];

/// `mlirc -c` on the file for the host. mlirc refuses `--split-input-file` for objects, so a
/// file with `// -----` lines is compiled one chunk at a time: chunk `i` is a copy of the file
/// with every line outside the chunk blanked, so diagnostics keep the file's line numbers.
fn compile_outcome(file: &TestFile) -> Result<Outcome, Failed> {
    let scratch = scratch_dir(&format!("{}::compile", file.name))?;
    let path = file.path.to_string_lossy().into_owned();
    let inputs: Vec<PathBuf> = if file.split {
        let text = std::fs::read_to_string(&file.path).map_err(|e| format!("cannot read {path}: {e}"))?;
        let lines: Vec<&str> = text.lines().collect();
        let n_chunks = 1 + lines.iter().filter(|l| l.trim_end() == SPLIT_MARKER).count();
        let mut inputs = vec![];
        for k in 0..n_chunks {
            let mut chunk = 0;
            let mut out = String::with_capacity(text.len());
            for l in &lines {
                if l.trim_end() == SPLIT_MARKER {
                    chunk += 1;
                } else if chunk == k {
                    out.push_str(l);
                }
                out.push('\n');
            }
            let p = scratch.join(format!("chunk-{}.mlir", k + 1));
            std::fs::write(&p, out).map_err(|e| format!("cannot write {}: {e}", p.display()))?;
            inputs.push(p);
        }
        inputs
    } else {
        vec![file.path.clone()]
    };
    let n_chunks = inputs.len();
    let mut first_unsupported = None;
    for (k, input) in inputs.iter().enumerate() {
        let input_s = input.to_string_lossy().into_owned();
        let obj = scratch.join(format!("out-{}.o", k + 1)).to_string_lossy().into_owned();
        let mut args = file.unregistered_flags();
        args.extend(["-c", &input_s, "-o", &obj]);
        let out = run_tool(&mlirc_bin(), &args, None)?;
        let mut report = format!("  $ {}\n{}", out.command, out.report().replace(&input_s, &path));
        if file.split {
            // The diagnostics above name the test file, at its own line numbers.
            report = format!("(split chunk {} of {n_chunks}: the file with the other chunks blanked)\n{report}", k + 1);
        }
        let internal = |why: String| Outcome::Internal { why, report: report.clone() };
        let stderr = out.stderr.replace(&input_s, &path);
        // Diagnostic lines only: quoted source lines may say anything.
        let ice_line = stderr.lines().chain(out.stdout.lines()).filter(|l| l.contains("error:")).find(|l| {
            let l = l.to_lowercase();
            ICE_MARKERS.iter().any(|m| l.contains(m))
        });
        let outcome = if out.timed_out {
            internal(format!("killed after the {} s timeout", timeout().as_secs()))
        } else if out.status.code().is_none() {
            internal("killed by a signal".into())
        } else if out.status.code() == Some(101) {
            internal("exit code 101".into())
        } else if let Some(line) = ice_line {
            internal(line.split_once("error: ").map_or(line, |(_, msg)| msg).trim().to_string())
        } else if out.status.success() {
            match std::fs::metadata(&obj) {
                Ok(m) if m.len() > 0 => Outcome::Compiled,
                _ => internal("exit code 0 but no object written".into()),
            }
        } else if out.status.code() != Some(1) {
            internal(format!("exit code {}", out.status.code().unwrap_or(-1)))
        } else if stderr.lines().any(|l| l.starts_with("loc(unknown):")) {
            internal("a diagnostic at loc(unknown)".into())
        } else {
            match stderr.lines().find(|l| l.contains("error:")) {
                None => internal("exit code 1 without an error diagnostic".into()),
                Some(l) => match diagnostic_op(l) {
                    Some(op) => Outcome::Unsupported { op, report },
                    None => internal(format!("the first diagnostic names no op: {}", l.trim())),
                },
            }
        };
        match outcome {
            Outcome::Compiled => {}
            Outcome::Internal { .. } => return Ok(outcome),
            Outcome::Unsupported { .. } => {
                // An internal error in a later chunk still counts: keep going.
                first_unsupported.get_or_insert(outcome);
            }
        }
    }
    Ok(first_unsupported.unwrap_or(Outcome::Compiled))
}

/// The op of a diagnostic line `FILE:LINE:COL: error: 'OP' op ...` (or `... error: failed to
/// legalize operation 'OP'`), if it reads so.
fn diagnostic_op(line: &str) -> Option<String> {
    let (loc, msg) = line.split_once(": error: ")?;
    let mut parts = loc.rsplitn(3, ':');
    let (col, line_no) = (parts.next()?, parts.next()?);
    if parts.next().is_none_or(str::is_empty) || col.parse::<u32>().is_err() || line_no.parse::<u32>().is_err() {
        return None;
    }
    // Upstream's dialect-conversion failure names the op too (the TOSA conversions).
    if let Some(rest) = msg.strip_prefix("failed to legalize operation '") {
        let op = rest.split_once('\'')?.0;
        return is_op_name(op).then(|| op.to_string());
    }
    let rest = msg.strip_prefix('\'')?;
    let (op, tail) = rest.split_once('\'')?;
    (is_op_name(op) && tail.starts_with(" op ")).then(|| op.to_string())
}

/// The `::compile` trial: the outcome of `mlirc -c` must be what `tests/compile-expected.txt` says.
fn compile_object(file: &TestFile, expect: &Expect) -> Result<(), Failed> {
    let outcome = compile_outcome(file)?;
    let name = &file.name;
    let list = format!("tests/{COMPILE_EXPECTED}");
    let msg = match (expect, &outcome) {
        (Expect::Compiles, Outcome::Compiled) => return Ok(()),
        (Expect::Unsupported(want), Outcome::Unsupported { op, .. }) if want == op => return Ok(()),
        (Expect::Compiles, Outcome::Unsupported { op, .. }) => format!(
            "mlirc -c fails: it cannot lower '{op}' yet. If that is expected, add the line `{name} {op}` to {list}"
        ),
        (Expect::Unsupported(want), Outcome::Compiled) => {
            format!("{name} compiles now: remove its line `{name} {want}` from {list} (the list only shrinks)")
        }
        (Expect::Unsupported(want), Outcome::Unsupported { op, .. }) => format!(
            "{list} expects mlirc to stop at '{want}', but it stops at '{op}': if '{want}' is lowered now, \
             change the line to `{name} {op}`"
        ),
        (Expect::Compiles | Expect::Unsupported(_), Outcome::Internal { why, .. }) => format!(
            "mlirc -c fails with an internal error ({why}). Fix mlirc: an internal error on a valid \
             program cannot be an expected failure"
        ),
        (Expect::Ice(reason), Outcome::Internal { why, .. }) => {
            format!("known internal error ({reason}) still happens: {why}")
        }
        (Expect::Ice(reason), _) => {
            let now = match &outcome {
                Outcome::Unsupported { op, .. } => format!("replace it by `{name} {op}`"),
                _ => "remove it".into(),
            };
            format!(
                "the known internal error ({reason}) is gone: {}. Its line `ice {name} ...` in {list} is \
                 stale: {now}",
                outcome.describe()
            )
        }
    };
    Err(format!("{msg}\n{}", outcome.report()).into())
}

// ---------------------------------------------------------------------------
// Processes

fn mlirc_bin() -> String {
    std::env::var("MLIRC_BIN").unwrap_or_else(|_| env!("CARGO_BIN_EXE_mlirc").to_string())
}

/// A file of the CUDA wheels `make setup` installs (`.deps/cuda`, or `$MLIRC_CUDA_DEPS`), or
/// `missing` (a name that fails loudly as a command or a path) when it is not there.
fn cuda_dep(rel: &str, missing: &str) -> String {
    let root = std::env::var_os("MLIRC_CUDA_DEPS")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join(".deps/cuda"));
    let p = root.join(rel);
    if p.is_file() {
        p.to_string_lossy().into_owned()
    } else {
        missing.to_string()
    }
}

/// The LLVM/MLIR 22 tool `name`: `name-22` on PATH, else /usr/lib/llvm-22/bin/name.
fn tool(name: &str) -> String {
    static PATH: OnceLock<Vec<PathBuf>> = OnceLock::new();
    let dirs =
        PATH.get_or_init(|| std::env::var_os("PATH").map(|p| std::env::split_paths(&p).collect()).unwrap_or_default());
    let versioned = format!("{name}-22");
    if let Some(found) = dirs.iter().map(|d| d.join(&versioned)).find(|p| p.is_file()) {
        return found.to_string_lossy().into_owned();
    }
    let fallback = Path::new("/usr/lib/llvm-22/bin").join(name);
    if fallback.is_file() {
        return fallback.to_string_lossy().into_owned();
    }
    versioned
}

struct ProcessOutput {
    command: String,
    status: ExitStatus,
    timed_out: bool,
    stdout: String,
    stderr: String,
}

impl ProcessOutput {
    fn ok(&self) -> bool {
        self.status.success() && !self.timed_out
    }

    /// Exit status and the tails of stdout and stderr, for a failure message.
    fn report(&self) -> String {
        let status = if self.timed_out {
            format!("killed after the {} s timeout", timeout().as_secs())
        } else if let Some(code) = self.status.code() {
            format!("exit code {code}")
        } else {
            use std::os::unix::process::ExitStatusExt;
            format!("killed by signal {}", self.status.signal().unwrap_or(0))
        };
        let mut r = format!("  ({status})\n");
        for (what, text) in [("stdout", &self.stdout), ("stderr", &self.stderr)] {
            if !text.trim().is_empty() {
                r += &format!("--- {what} (last {TAIL_LINES} lines) ---\n{}", tail(text, TAIL_LINES));
                if !r.ends_with('\n') {
                    r.push('\n');
                }
            }
        }
        r
    }
}

fn run_tool(program: &str, args: &[&str], stdin: Option<&[u8]>) -> Result<ProcessOutput, String> {
    let mut c = Command::new(program);
    c.args(args);
    let shown = std::iter::once(program).chain(args.iter().copied()).collect::<Vec<_>>().join(" ");
    let shown = if stdin.is_some() { format!("... | {shown}") } else { shown };
    run_command(c, stdin, shown)
}

fn timeout() -> Duration {
    let secs = std::env::var("MLIRC_LIT_TIMEOUT").ok().and_then(|s| s.parse().ok()).unwrap_or(120);
    Duration::from_secs(secs)
}

/// Runs `cmd` in its own process group with piped stdio; kills the whole group on timeout.
fn run_command(mut cmd: Command, stdin: Option<&[u8]>, shown: String) -> Result<ProcessOutput, String> {
    cmd.stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let mut child = cmd.spawn().map_err(|e| format!("cannot start `{shown}`: {e}"))?;
    let pid = child.id();

    let writer = child.stdin.take().map(|mut pipe| {
        let input = stdin.unwrap_or_default().to_vec();
        // A child that exits without reading all its input is not an error here.
        thread::spawn(move || drop(pipe.write_all(&input)))
    });
    let read_all = |mut r: Box<dyn Read + Send>| {
        thread::spawn(move || {
            let mut v = Vec::new();
            let _ = r.read_to_end(&mut v);
            String::from_utf8_lossy(&v).into_owned()
        })
    };
    let stdout = read_all(Box::new(child.stdout.take().expect("piped")));
    let stderr = read_all(Box::new(child.stderr.take().expect("piped")));

    let (done_tx, done_rx) = mpsc::channel::<()>();
    let limit = timeout();
    let watchdog = thread::spawn(move || {
        if done_rx.recv_timeout(limit) == Err(mpsc::RecvTimeoutError::Timeout) {
            let _ = Command::new("kill").args(["-KILL", "--", &format!("-{pid}")]).status();
            return true;
        }
        false
    });
    let status = child.wait().map_err(|e| format!("waiting for `{shown}`: {e}"))?;
    drop(done_tx);
    let timed_out = watchdog.join().unwrap_or(false);
    if let Some(w) = writer {
        let _ = w.join();
    }
    Ok(ProcessOutput {
        command: shown,
        status,
        timed_out,
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
    })
}

fn tail(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let skipped = lines.len().saturating_sub(n);
    let mut out = if skipped > 0 { format!("[... {skipped} lines]\n") } else { String::new() };
    out += &lines[skipped..].join("\n");
    out
}

fn head(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = lines[..lines.len().min(n)].join("\n");
    if lines.len() > n {
        out += &format!("\n[... {} more lines]", lines.len() - n);
    }
    out
}
