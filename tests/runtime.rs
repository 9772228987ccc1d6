//! The runtime-c tests: `cargo test --test runtime`.
//!
//! Tests are data. `tests/runtime/driver.c` is one C program that calls the
//! runtime's functions as its arguments say; each line `name: args...` of
//! `tests/runtime/cases.txt` is one call. The driver is built against
//! mlirc's `runtime-c/` with gcc, clang-22, aarch64-linux-gnu-gcc (run under
//! `qemu-aarch64 -L /usr/aarch64-linux-gnu`) and gcc with AddressSanitizer
//! and UBSan, and once against upstream MLIR 22's runner-utils libraries
//! (the reference). Each case gives one test per build, `<case>::<build>`,
//! which passes when stdout, stderr and the exit status equal the
//! reference's byte for byte, heap addresses (`base@ = 0x...`) masked.
//! Each build runs all cases in one `driver batch` process that forks a
//! child per case (a process start costs ~0.1 s with upstream's libraries,
//! which load libLLVM, and under qemu).
//!
//! Other tests:
//! - `compile::<cc>`: runtime-c (mlirc_runtime.c, mlirc_parallel.c) compiles with `-std=c11 -Wall -Wextra
//!   -Werror -O2` (and `-pedantic`), and its header as C++17;
//! - `<program>::<build>` for each `tests/runtime/*.c` other than the
//!   driver (mlirc-only behavior: allocation, replacing the allocator):
//!   the program must exit 0 and print `ok` as its last line.
//!
//! Filter by name as usual: `cargo test --test runtime -- f16`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex, OnceLock};

use libtest_mimic::{Arguments, Failed, Trial};

const STRICT: &[&str] = &["-std=c11", "-Wall", "-Wextra", "-Werror", "-O2"];
const UPSTREAM_LIB: &str = "/usr/lib/llvm-22/lib";
const UPSTREAM_SOS: &[&str] =
    &["libmlir_runner_utils.so.22.1", "libmlir_c_runner_utils.so.22.1", "libmlir_float16_utils.so.22.1"];
/// Every process is bounded by this many seconds (through `timeout`).
const TIMEOUT_SECS: &str = "120";

/// A way of building and running a C program with mlirc's runtime.
#[derive(Clone, Copy)]
struct Build {
    name: &'static str,
    cc: &'static str,
    flags: &'static [&'static str],
    /// Run through this emulator (with its arguments) when set.
    runner: &'static [&'static str],
}

const BUILDS: &[Build] = &[
    Build { name: "gcc", cc: "gcc", flags: &[], runner: &[] },
    Build { name: "clang", cc: "clang-22", flags: &[], runner: &[] },
    Build {
        name: "aarch64",
        cc: "aarch64-linux-gnu-gcc",
        flags: &[],
        runner: &["qemu-aarch64", "-L", "/usr/aarch64-linux-gnu"],
    },
    Build {
        name: "asan",
        cc: "gcc",
        flags: &["-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=all"],
        runner: &[],
    },
];

struct Env {
    root: PathBuf,
    out: PathBuf,
    /// Built executables by key (`<program>-<build>`, `driver-upstream`).
    exes: Memo<PathBuf>,
    /// Every case: (line number, driver arguments).
    cases: Vec<(usize, Vec<String>)>,
    /// Batch outputs per build (`upstream` or a build's name), by line.
    batches: Memo<Arc<Batch>>,
}

/// Values computed once per key, by whichever test needs them first.
type Memo<T> = Mutex<HashMap<String, Arc<OnceLock<Result<T, String>>>>>;

fn memo<T: Clone>(m: &Memo<T>, key: &str, f: impl FnOnce() -> Result<T, String>) -> Result<T, String> {
    let cell = m.lock().map_err(|_| "lock poisoned".to_string())?.entry(key.to_string()).or_default().clone();
    cell.get_or_init(f).clone()
}

/// What one case printed and how it ended.
#[derive(Clone, PartialEq)]
struct CaseOut {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    status: String,
}

type Batch = HashMap<usize, CaseOut>;

fn main() {
    let args = Arguments::from_args();
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let out = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("runtime");
    let cases_path = root.join("tests/runtime/cases.txt");
    let cases_text = std::fs::read_to_string(&cases_path);
    let cases = cases_text.as_deref().map(parse_cases).unwrap_or_default();
    let env = Arc::new(Env {
        root: root.clone(),
        out,
        exes: Mutex::new(HashMap::new()),
        cases: cases.iter().map(|(l, _, a)| (*l, a.clone())).collect(),
        batches: Mutex::new(HashMap::new()),
    });
    let mut trials = Vec::new();

    // compile::*
    for cc in ["gcc", "clang-22", "aarch64-linux-gnu-gcc"] {
        let e = env.clone();
        trials.push(Trial::test(format!("compile::{cc}"), move || compile_check(&e, cc)));
    }
    {
        let e = env.clone();
        trials.push(Trial::test("compile::header-c++17", move || header_cxx(&e)));
    }

    // driver cases
    match cases_text {
        Ok(_) => {
            let mut seen = HashMap::new();
            for (lineno, name, _) in cases {
                if let Some(first) = seen.insert(name.clone(), lineno) {
                    let msg = format!("cases.txt:{lineno}: case name `{name}` also on line {first}");
                    trials.push(Trial::test(format!("{name}::duplicate-{lineno}"), move || Err(msg.into())));
                    continue;
                }
                for b in BUILDS {
                    let e = env.clone();
                    trials.push(Trial::test(format!("{name}::{}", b.name), move || {
                        run_case(&e, *b, lineno).map_err(|m| format!("cases.txt:{lineno}: {m}").into())
                    }));
                }
            }
        }
        Err(e) => {
            let msg = format!("cannot read {}: {e}", cases_path.display());
            trials.push(Trial::test("cases", move || Err(msg.into())));
        }
    }

    // stand-alone programs
    let mut programs: Vec<PathBuf> = std::fs::read_dir(root.join("tests/runtime"))
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    programs.retain(|p| p.extension().is_some_and(|x| x == "c") && p.file_stem().is_some_and(|s| s != "driver"));
    programs.sort();
    for p in programs {
        let stem = p.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
        for b in BUILDS {
            let e = env.clone();
            let (stem2, p2) = (stem.clone(), p.clone());
            trials.push(Trial::test(format!("{stem}::{}", b.name), move || run_program(&e, *b, &stem2, &p2)));
        }
    }

    libtest_mimic::run(&args, trials).exit();
}

/// `name: args...` lines; `#` starts a comment line.
fn parse_cases(text: &str) -> Vec<(usize, String, Vec<String>)> {
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (name, rest) = match line.split_once(':') {
            Some((n, r)) => (n.trim().to_string(), r),
            None => (format!("line{}", i + 1), ""),
        };
        cases.push((i + 1, name, rest.split_whitespace().map(String::from).collect()));
    }
    cases
}

fn runtime_dir(env: &Env) -> PathBuf {
    env.root.join("runtime-c")
}

fn show_output(what: &str, o: &Output) -> String {
    format!(
        "{what}: {}\n--- stdout ---\n{}\n--- stderr ---\n{}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn run(cmd: &mut Command) -> Result<Output, String> {
    cmd.output().map_err(|e| format!("cannot run {cmd:?}: {e}"))
}

fn timed(argv: &[&str]) -> Command {
    let mut c = Command::new("timeout");
    c.arg(TIMEOUT_SECS).args(argv);
    c
}

fn compile_check(env: &Env, cc: &str) -> Result<(), Failed> {
    std::fs::create_dir_all(&env.out).map_err(|e| e.to_string())?;
    let obj = env.out.join(format!("check-{cc}.o"));
    for src in ["mlirc_runtime.c", "mlirc_parallel.c"] {
        let o = run(Command::new(cc)
            .args(STRICT)
            .arg("-pedantic")
            .arg("-c")
            .arg(runtime_dir(env).join(src))
            .arg("-o")
            .arg(&obj))?;
        if !o.status.success() || !o.stderr.is_empty() {
            return Err(show_output(&format!("{cc} runtime-c/{src}"), &o).into());
        }
    }
    Ok(())
}

fn header_cxx(env: &Env) -> Result<(), Failed> {
    let o = run(Command::new("g++")
        .args(["-std=c++17", "-Wall", "-Wextra", "-Werror", "-pedantic", "-fsyntax-only", "-x", "c++"])
        .arg(runtime_dir(env).join("mlirc_runtime.h")))?;
    if !o.status.success() || !o.stderr.is_empty() {
        return Err(show_output("g++ -std=c++17 mlirc_runtime.h", &o).into());
    }
    Ok(())
}

/// Builds `src` (once per key) with the build's compiler and flags, linked
/// against runtime-c, or against upstream's libraries when `b` is None.
fn exe(env: &Env, key: &str, src: &Path, b: Option<Build>) -> Result<PathBuf, String> {
    memo(&env.exes, key, || {
        std::fs::create_dir_all(&env.out).map_err(|e| e.to_string())?;
        let path = env.out.join(key);
        let rt = runtime_dir(env);
        let mut cmd = Command::new(b.map_or("gcc", |b| b.cc));
        cmd.args(STRICT).arg("-I").arg(&rt).arg(src);
        match b {
            Some(b) => {
                cmd.args(b.flags).arg(rt.join("mlirc_runtime.c")).arg(rt.join("mlirc_parallel.c")).arg("-lpthread");
            }
            None => {
                for so in UPSTREAM_SOS {
                    cmd.arg(Path::new(UPSTREAM_LIB).join(so));
                }
                cmd.arg(format!("-Wl,-rpath,{UPSTREAM_LIB}"));
            }
        }
        cmd.arg("-o").arg(&path);
        let o = run(&mut cmd)?;
        if !o.status.success() {
            return Err(show_output(&format!("building {key}: {cmd:?}"), &o));
        }
        Ok(path)
    })
}

fn exec(b: Option<Build>, exe: &Path, argv: &[String]) -> Result<Output, String> {
    let exe = exe.to_string_lossy();
    let mut full: Vec<&str> = b.map_or(&[][..], |b| b.runner).to_vec();
    full.push(&exe);
    full.extend(argv.iter().map(String::as_str));
    let mut cmd = timed(&full);
    if b.is_some_and(|b| b.name == "asan") {
        cmd.env("ASAN_OPTIONS", "detect_leaks=1");
    }
    run(&mut cmd)
}

/// Replaces the hex digits after each `base@ = 0x` by `<addr>`.
fn mask(bytes: &[u8]) -> Vec<u8> {
    const KEY: &[u8] = b"base@ = 0x";
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i..].starts_with(KEY) {
            out.extend_from_slice(b"base@ = <addr>");
            i += KEY.len();
            while i < bytes.len() && bytes[i].is_ascii_hexdigit() {
                i += 1;
            }
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    out
}

/// Runs every case with one build (`None`: upstream) in one batch process.
fn batch(env: &Env, b: Option<Build>) -> Result<Arc<Batch>, String> {
    let key = b.map_or("upstream", |b| b.name);
    memo(&env.batches, key, || {
        let driver = env.root.join("tests/runtime/driver.c");
        let exe = exe(env, &format!("driver-{key}"), &driver, b)?;
        let dir = env.out.join(format!("cases-{key}"));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let list = env.out.join(format!("cases-{key}.txt"));
        let mut text = String::new();
        for (line, argv) in &env.cases {
            text.push_str(&line.to_string());
            for a in argv {
                text.push('\t');
                text.push_str(a);
            }
            text.push('\n');
        }
        std::fs::write(&list, text).map_err(|e| format!("{}: {e}", list.display()))?;
        let args = ["batch".to_string(), list.to_string_lossy().into_owned(), dir.to_string_lossy().into_owned()];
        let o = exec(b, &exe, &args)?;
        let mut outs = Batch::new();
        for (line, _) in &env.cases {
            let read = |ext: &str| std::fs::read(dir.join(format!("{line}.{ext}")));
            if let (Ok(stdout), Ok(mut stderr), Ok(status)) = (read("out"), read("err"), read("status")) {
                let status = String::from_utf8_lossy(&status).trim().to_string();
                if b.is_some_and(|b| !b.runner.is_empty()) {
                    stderr = drop_emulator_lines(&stderr);
                }
                outs.insert(*line, CaseOut { stdout, stderr, status });
            }
        }
        if !o.status.success() && outs.len() < env.cases.len() {
            return Err(show_output(&format!("driver-{key} batch"), &o));
        }
        Ok(Arc::new(outs))
    })
}

/// Removes qemu's own report of a fatal signal ("qemu: uncaught target
/// signal 6 (Aborted) - core dumped"); the status already says it.
fn drop_emulator_lines(stderr: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    for line in stderr.split_inclusive(|&c| c == b'\n') {
        if !line.starts_with(b"qemu: uncaught target signal") {
            out.extend_from_slice(line);
        }
    }
    out
}

fn show_case(what: &str, o: &CaseOut) -> String {
    format!(
        "{what}: {}\n--- stdout ---\n{}\n--- stderr ---\n{}",
        o.status,
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

fn run_case(env: &Env, b: Build, line: usize) -> Result<(), String> {
    let missing = |who: &str| format!("the {who} batch has no output for this case");
    let reference = batch(env, None)?;
    let want = reference.get(&line).ok_or_else(|| missing("upstream"))?;
    if want.status == "exit 2" {
        return Err(show_case("the driver rejected the case (upstream build)", want));
    }
    let ours = batch(env, Some(b))?;
    let got = ours.get(&line).ok_or_else(|| missing(b.name))?;
    let masked = |o: &CaseOut| CaseOut { stdout: mask(&o.stdout), ..o.clone() };
    if masked(got) == masked(want) {
        return Ok(());
    }
    Err(format!(
        "output differs from upstream's runner utils\n{}\n{}\n{}",
        show_case("upstream", want),
        show_case(&format!("mlirc runtime ({})", b.name), got),
        first_difference(&mask(&want.stdout), &mask(&got.stdout)),
    ))
}

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let i = a.iter().zip(b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
    if i == a.len() && i == b.len() {
        return "stdout identical (stderr or exit status differ)".into();
    }
    let ctx = |s: &[u8]| {
        let lo = i.saturating_sub(20);
        let hi = (i + 20).min(s.len());
        format!("{:?}", String::from_utf8_lossy(&s[lo..hi]))
    };
    format!("first stdout difference at byte {i}: upstream {} vs mlirc {}", ctx(a), ctx(b))
}

fn run_program(env: &Env, b: Build, stem: &str, src: &Path) -> Result<(), Failed> {
    let path = exe(env, &format!("{stem}-{}", b.name), src, Some(b))?;
    let o = exec(Some(b), &path, &[])?;
    let stdout = String::from_utf8_lossy(&o.stdout);
    if !o.status.success() || stdout.lines().last() != Some("ok") {
        return Err(show_output(stem, &o).into());
    }
    Ok(())
}
