//! Bounded mutation fuzzing of the parser, verifier, printer and lowering.
//!
//! The corpus is every `.mlir` file under `tests/roundtrip/`, `tests/invalid/`,
//! `tests/passes/`, `tests/llvm/` and `tests/e2e/` plus a few built-in seeds.
//! Input number `i` is a pure function of (seed, i, corpus): mutations (byte
//! flips, range deletes and duplicates, token inserts, word swaps, splices of
//! two files, deep-nesting and long-token bombs) drawn from a xorshift
//! generator seeded by both. Each input goes through
//! `mlirc::driver::roundtrip_text(input, false)`; when that accepts it (it parses
//! and verifies):
//!
//! - `roundtrip_text(input, true)` must accept it too (generic form);
//! - print → parse → print must be stable: both printed forms (custom and
//!   generic), parsed and printed again, must give the same text;
//! - `mlirc::driver::lower_text(input)` (the default -O2 pipeline, translation to
//!   LLVM IR and LLVM's module verifier, in process) must end in a module that
//!   verifies or in an ordinary diagnostic (an op it cannot lower), never in an
//!   internal error (a pass leaving IR that does not verify, an invalid LLVM
//!   module, a diagnostic saying "internal", or one at `loc(unknown)` when the
//!   input names no unknown location).
//!
//! A failure is any of those, a panic, a call slower than the limit (1 s in
//! release), a hang, or a crash of the process (a stack overflow aborts rather
//! than panics). To see crashes and hangs the test re-runs its own binary as a
//! child that does the fuzzing; each child worker records in a small file
//! which input it is on, so the supervisor can name (and regenerate) the
//! culprit. Failing inputs are saved as `target/fuzz-failures/<i>.mlir`. The
//! child prints how many inputs it generated, how many verified, how many
//! printed stably and how many lowered.
//!
//! Environment:
//! - `MLIRC_FUZZ_SEED`: the seed (decimal or 0x-hex; default fixed).
//! - `MLIRC_FUZZ_ITERS`: how many inputs (default 200000 in release, 20000 in debug).
//! - `MLIRC_FUZZ_SECONDS`: stop after this many seconds even if inputs remain
//!   (default 0 = no time budget in release, 20 in debug).
//! - `MLIRC_FUZZ_LIMIT_MS`: slowest allowed call (default 1000 in release, 10000 in debug).
//! - `MLIRC_FUZZ_THREADS`: worker threads (default: available parallelism).
//! - `MLIRC_FUZZ_ONLY`: run only input number `i` (to replay a failure; the
//!   panic then prints with Rust's usual hook, so `RUST_BACKTRACE=1` works).
//! - `MLIRC_FUZZ_REPARSE=0`: skip the print → parse → print check.
//! - `MLIRC_FUZZ_LOWER=0`: skip the lowering.

use std::fs::File;
use std::os::unix::fs::FileExt;
use std::panic::{self, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use libtest_mimic::{Arguments, Failed, Trial};

/// Set (to the progress file's path) in the child process that does the fuzzing.
const CHILD_ENV: &str = "MLIRC_FUZZ_CHILD";
/// Stack of each worker thread: deep inputs must not overflow a small stack.
const WORKER_STACK: usize = 256 << 20;
/// The child stops after this many failures.
const MAX_FAILURES: usize = 10;
/// Bytes per worker slot in the progress file: (input number + 1, start time in ms).
const SLOT: u64 = 16;

fn main() {
    if let Ok(progress) = std::env::var(CHILD_ENV) {
        std::process::exit(child_main(Path::new(&progress)));
    }
    let args = Arguments::from_args();
    let trial = Trial::test("fuzz::mutations", supervise);
    libtest_mimic::run(&args, vec![trial]).exit();
}

// ---------------------------------------------------------------------------
// Configuration

struct Config {
    seed: u64,
    iters: u64,
    seconds: u64,
    limit: Duration,
    threads: usize,
    only: Option<u64>,
    reparse: bool,
    lower: bool,
}

impl Config {
    fn from_env() -> Config {
        fn var(name: &str) -> Option<u64> {
            let v = std::env::var(name).ok()?;
            let v = v.trim();
            match v.strip_prefix("0x") {
                Some(hex) => u64::from_str_radix(hex, 16).ok(),
                None => v.parse().ok(),
            }
        }
        let release = !cfg!(debug_assertions);
        let parallelism = thread::available_parallelism().map_or(2, |n| n.get());
        Config {
            seed: var("MLIRC_FUZZ_SEED").unwrap_or(0x6d6c_6972_63f0_2201),
            iters: var("MLIRC_FUZZ_ITERS").unwrap_or(if release { 200_000 } else { 20_000 }),
            seconds: var("MLIRC_FUZZ_SECONDS").unwrap_or(if release { 0 } else { 20 }),
            limit: Duration::from_millis(var("MLIRC_FUZZ_LIMIT_MS").unwrap_or(if release { 1_000 } else { 10_000 })),
            threads: var("MLIRC_FUZZ_THREADS").map_or(parallelism, |n| n.max(1) as usize),
            only: var("MLIRC_FUZZ_ONLY"),
            reparse: var("MLIRC_FUZZ_REPARSE") != Some(0),
            lower: var("MLIRC_FUZZ_LOWER") != Some(0),
        }
    }

    /// After this long on one input the supervisor declares a hang and kills the child.
    fn hang_limit(&self) -> Duration {
        (self.limit * 10).max(Duration::from_secs(10))
    }

    fn replay_hint(&self, i: u64) -> String {
        format!("replay: MLIRC_FUZZ_SEED={:#x} MLIRC_FUZZ_ONLY={i} cargo test --release --test fuzz", self.seed)
    }
}

fn target_dir() -> PathBuf {
    let tmp = Path::new(env!("CARGO_TARGET_TMPDIR"));
    tmp.parent().unwrap_or(tmp).to_path_buf()
}

fn failures_dir() -> PathBuf {
    target_dir().join("fuzz-failures")
}

fn save_input(i: u64, input: &str) -> PathBuf {
    let path = failures_dir().join(format!("{i}.mlir"));
    let _ = std::fs::create_dir_all(failures_dir());
    if let Err(e) = std::fs::write(&path, input) {
        eprintln!("fuzz: cannot save {}: {e}", path.display());
    }
    path
}

fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64)
}

// ---------------------------------------------------------------------------
// Supervisor (the test itself)

fn supervise() -> Result<(), Failed> {
    let cfg = Config::from_env();
    if cfg.only.is_none() {
        let _ = std::fs::remove_dir_all(failures_dir());
    }
    let progress_path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("fuzz-progress-{}", std::process::id()));
    let progress = File::options()
        .create(true)
        .truncate(true)
        .read(true)
        .write(true)
        .open(&progress_path)
        .map_err(|e| format!("cannot create {}: {e}", progress_path.display()))?;
    progress.set_len(cfg.threads as u64 * SLOT).map_err(|e| format!("cannot size {}: {e}", progress_path.display()))?;

    let exe = std::env::current_exe().map_err(|e| format!("cannot find own binary: {e}"))?;
    let mut child = Command::new(exe)
        .env(CHILD_ENV, &progress_path)
        .spawn()
        .map_err(|e| format!("cannot start the fuzzing child: {e}"))?;

    let hang_limit = cfg.hang_limit();
    let outcome = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Ok(status),
            Ok(None) => {}
            Err(e) => break Err(format!("waiting for the fuzzing child: {e}")),
        }
        let now = now_ms();
        let hung = in_flight(&progress, cfg.threads)
            .into_iter()
            .find(|&(_, start)| now.saturating_sub(start) > hang_limit.as_millis() as u64);
        if let Some((i, _)) = hung {
            let _ = child.kill();
            let _ = child.wait();
            let corpus = Corpus::load();
            let path = save_input(i, &generate(cfg.seed, i, &corpus));
            break Err(format!(
                "input {i} hangs: a call did not return within {} s; saved as {}\n{}",
                hang_limit.as_secs(),
                path.display(),
                cfg.replay_hint(i)
            ));
        }
        thread::sleep(Duration::from_millis(50));
    };
    let in_flight_at_exit = in_flight(&progress, cfg.threads);
    drop(progress);
    let _ = std::fs::remove_file(&progress_path);

    let status: ExitStatus = outcome?;
    match status.code() {
        Some(0) => Ok(()),
        Some(1) => {
            let mut saved: Vec<String> = std::fs::read_dir(failures_dir())
                .map(|d| d.flatten().map(|e| e.path().display().to_string()).collect())
                .unwrap_or_default();
            saved.sort();
            Err(format!("fuzzing found failures (details above); inputs saved:\n  {}", saved.join("\n  ")).into())
        }
        _ => {
            // A crash (stack overflow, abort, signal): blame the inputs in flight.
            let corpus = Corpus::load();
            let mut msg = format!(
                "the fuzzing process crashed ({status}); a stack overflow or an abort in \
                 mlirc is the likely cause. Inputs in flight:\n"
            );
            for (i, _) in &in_flight_at_exit {
                let path = save_input(*i, &generate(cfg.seed, *i, &corpus));
                msg += &format!("  input {i}: saved as {}\n  {}\n", path.display(), cfg.replay_hint(*i));
            }
            if in_flight_at_exit.is_empty() {
                msg += "  (none recorded)\n";
            }
            Err(msg.into())
        }
    }
}

/// (input number, start time in ms) of every busy worker slot.
fn in_flight(progress: &File, threads: usize) -> Vec<(u64, u64)> {
    let mut busy = Vec::new();
    for w in 0..threads as u64 {
        let mut buf = [0u8; SLOT as usize];
        if progress.read_exact_at(&mut buf, w * SLOT).is_err() {
            continue;
        }
        let tag = u64::from_le_bytes(buf[..8].try_into().unwrap());
        let start = u64::from_le_bytes(buf[8..].try_into().unwrap());
        if tag != 0 {
            busy.push((tag - 1, start));
        }
    }
    busy
}

// ---------------------------------------------------------------------------
// Child (does the fuzzing)

#[derive(Default)]
struct Stats {
    accepted: AtomicU64,
    rejected: AtomicU64,
    stable: AtomicU64,
    lowered: AtomicU64,
    diagnosed: AtomicU64,
    slowest_us: AtomicU64,
    slowest_input: AtomicU64,
}

fn child_main(progress_path: &Path) -> i32 {
    let cfg = Arc::new(Config::from_env());
    let corpus = Arc::new(Corpus::load());
    let progress = match File::options().write(true).open(progress_path) {
        Ok(f) => Arc::new(f),
        Err(e) => {
            eprintln!("fuzz: cannot open {}: {e}", progress_path.display());
            return 2;
        }
    };
    if cfg.only.is_none() {
        install_quiet_panic_hook();
    }
    let (first, end) = match cfg.only {
        Some(i) => (i, i + 1),
        None => (0, cfg.iters),
    };
    println!(
        "fuzz: seed {:#x}, up to {} inputs, {} threads, corpus of {} files, limit {} ms per call{}",
        cfg.seed,
        end - first,
        cfg.threads,
        corpus.files.len(),
        cfg.limit.as_millis(),
        if cfg.seconds > 0 { format!(", time budget {} s", cfg.seconds) } else { String::new() }
    );

    let next = Arc::new(AtomicU64::new(first));
    let ran = Arc::new(AtomicU64::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let failures = Arc::new(AtomicUsize::new(0));
    let stats = Arc::new(Stats::default());
    let started = Instant::now();
    let budget = (cfg.seconds > 0).then(|| Duration::from_secs(cfg.seconds));
    let out_of_time = Arc::new(AtomicBool::new(false));
    let report_lock = Arc::new(Mutex::new(()));

    let mut workers = Vec::new();
    for w in 0..cfg.threads as u64 {
        let (cfg, corpus, progress) = (cfg.clone(), corpus.clone(), progress.clone());
        let (next, ran, stop, failures, stats) =
            (next.clone(), ran.clone(), stop.clone(), failures.clone(), stats.clone());
        let (out_of_time, report_lock) = (out_of_time.clone(), report_lock.clone());
        let worker = thread::Builder::new()
            .name(format!("fuzz-{w}"))
            .stack_size(WORKER_STACK)
            .spawn(move || loop {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                if budget.is_some_and(|b| started.elapsed() > b) {
                    out_of_time.store(true, Ordering::Relaxed);
                    break;
                }
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= end {
                    break;
                }
                let input = generate(cfg.seed, i, &corpus);
                let mut slot = [0u8; SLOT as usize];
                slot[..8].copy_from_slice(&(i + 1).to_le_bytes());
                slot[8..].copy_from_slice(&now_ms().to_le_bytes());
                let _ = progress.write_all_at(&slot, w * SLOT);

                let result = check(&input, &cfg, &stats, i);
                ran.fetch_add(1, Ordering::Relaxed);
                if let Err(why) = result {
                    let n = failures.fetch_add(1, Ordering::Relaxed) + 1;
                    let path = save_input(i, &input);
                    let _guard = report_lock.lock();
                    eprintln!(
                        "fuzz: FAILURE on input {i} ({} bytes): {why}\n  saved as {}\n  {}\n",
                        input.len(),
                        path.display(),
                        cfg.replay_hint(i)
                    );
                    if n >= MAX_FAILURES {
                        eprintln!("fuzz: stopping after {MAX_FAILURES} failures");
                        stop.store(true, Ordering::Relaxed);
                    }
                }
                let _ = progress.write_all_at(&[0u8; SLOT as usize], w * SLOT);
            })
            .expect("spawn fuzz worker");
        workers.push(worker);
    }
    for w in workers {
        let _ = w.join();
    }

    let n = ran.load(Ordering::Relaxed);
    let secs = started.elapsed().as_secs_f64();
    println!(
        "fuzz: ran {n} inputs in {secs:.1} s ({:.0}/s){}; rejected {}, verified {} (printing stable: {}; lowered to \
         valid LLVM IR: {}, stopped by a diagnostic: {}); slowest call {:.1} ms (input {}); {} failures",
        n as f64 / secs.max(1e-9),
        if out_of_time.load(Ordering::Relaxed) { ", stopped by the time budget" } else { "" },
        stats.rejected.load(Ordering::Relaxed),
        stats.accepted.load(Ordering::Relaxed),
        stats.stable.load(Ordering::Relaxed),
        stats.lowered.load(Ordering::Relaxed),
        stats.diagnosed.load(Ordering::Relaxed),
        stats.slowest_us.load(Ordering::Relaxed) as f64 / 1000.0,
        stats.slowest_input.load(Ordering::Relaxed),
        failures.load(Ordering::Relaxed),
    );
    if failures.load(Ordering::Relaxed) > 0 {
        1
    } else {
        0
    }
}

/// One input: `roundtrip_text` in custom form; when accepted, in generic form, the printed
/// forms parsed and printed again (each must print the same text), and `lower_text`.
fn check(input: &str, cfg: &Config, stats: &Stats, i: u64) -> Result<(), String> {
    let first = call("roundtrip_text(generic=false)", cfg, stats, i, || mlirc::driver::roundtrip_text(input, false))?;
    let Ok(printed) = first else {
        stats.rejected.fetch_add(1, Ordering::Relaxed);
        return Ok(());
    };
    stats.accepted.fetch_add(1, Ordering::Relaxed);
    let generic = call("roundtrip_text(generic=true)", cfg, stats, i, || mlirc::driver::roundtrip_text(input, true))?;
    let generic = generic.map_err(|diags| {
        format!("accepted in custom form but rejected when printing generic:\n{}", first_lines(&diags, 10))
    })?;
    if cfg.reparse {
        for (form, text, is_generic) in [("custom", &printed, false), ("generic", &generic, true)] {
            let again =
                call("roundtrip_text(printed)", cfg, stats, i, || mlirc::driver::roundtrip_text(text, is_generic))?;
            match again {
                Err(diags) => {
                    return Err(format!(
                        "its printed {form} form does not parse again:\n{}\n  printed:\n{}",
                        first_lines(&diags, 10),
                        first_lines(text, 40)
                    ))
                }
                Ok(again) if &again != text => {
                    return Err(format!(
                        "printing is not stable: the printed {form} form, parsed and printed, differs:\n{}",
                        first_difference(text, &again)
                    ))
                }
                Ok(_) => {}
            }
        }
        stats.stable.fetch_add(1, Ordering::Relaxed);
    }
    if cfg.lower {
        use mlirc::driver::LowerOutcome;
        match call("lower_text", cfg, stats, i, || mlirc::driver::lower_text(input))? {
            LowerOutcome::Lowered => {
                stats.lowered.fetch_add(1, Ordering::Relaxed);
            }
            LowerOutcome::Diagnosed(diags) => {
                // As in the lit harness's `::compile` trials, an ordinary error has a location
                // (unless the input itself gives an op `loc(unknown)`). Some name no op, as
                // upstream's do ("division by non-positive value is not supported").
                let unknown_in_input = input.contains("unknown");
                if let Some(l) = diags.lines().find(|l| !unknown_in_input && l.starts_with("loc(unknown):")) {
                    return Err(format!("lowering reported a diagnostic at loc(unknown): {l}"));
                }
                stats.diagnosed.fetch_add(1, Ordering::Relaxed);
            }
            LowerOutcome::Rejected(diags) => {
                return Err(format!(
                    "accepted by roundtrip_text but rejected by lower_text:\n{}",
                    first_lines(&diags, 10)
                ))
            }
            LowerOutcome::Internal(why) => {
                return Err(format!("lowering hit an internal error:\n{}", first_lines(&why, 20)));
            }
        }
    }
    Ok(())
}

/// The first line where `a` and `b` differ, with both versions.
fn first_difference(a: &str, b: &str) -> String {
    let (mut la, mut lb) = (a.lines(), b.lines());
    for n in 1.. {
        match (la.next(), lb.next()) {
            (None, None) => break,
            (x, y) if x == y => {}
            (x, y) => {
                return format!(
                    "    line {n}:\n    first:  {}\n    second: {}",
                    x.unwrap_or("<end>"),
                    y.unwrap_or("<end>")
                )
            }
        }
    }
    "    (only line endings differ)".into()
}

/// Runs `f` (one library call), turning a panic or a slow call into `Err`.
fn call<T>(what: &str, cfg: &Config, stats: &Stats, i: u64, f: impl FnOnce() -> T) -> Result<T, String> {
    let start = Instant::now();
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    let elapsed = start.elapsed();
    let us = elapsed.as_micros() as u64;
    if stats.slowest_us.fetch_max(us, Ordering::Relaxed) < us {
        stats.slowest_input.store(i, Ordering::Relaxed);
    }
    match result {
        Err(payload) => {
            let msg = LAST_PANIC.with(|p| p.borrow_mut().take()).unwrap_or_else(|| panic_message(&payload));
            Err(format!("{what} panicked: {msg}"))
        }
        Ok(_) if elapsed > cfg.limit => {
            Err(format!("{what} took {} ms (limit {} ms)", elapsed.as_millis(), cfg.limit.as_millis()))
        }
        Ok(r) => Ok(r),
    }
}

thread_local! {
    static LAST_PANIC: std::cell::RefCell<Option<String>> = const { std::cell::RefCell::new(None) };
}

/// Records panics (message and location) instead of printing them mid-run.
fn install_quiet_panic_hook() {
    panic::set_hook(Box::new(|info| {
        let msg = panic_message(info.payload());
        let at = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
        LAST_PANIC.with(|p| *p.borrow_mut() = Some(format!("{msg}{at}")));
    }));
}

fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        s.to_string()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else {
        "(non-string panic payload)".to_string()
    }
}

fn first_lines(text: &str, n: usize) -> String {
    text.lines().take(n).map(|l| format!("    {l}")).collect::<Vec<_>>().join("\n")
}

// ---------------------------------------------------------------------------
// Corpus and input generation

/// Seeds that exist even before the test suite has many files.
const BUILTIN_SEEDS: &[&str] = &[
    "func.func @f(%a: i32, %b: i32) -> i32 {\n  %0 = arith.addi %a, %b : i32\n  return %0 : i32\n}\n",
    "module {\n  func.func private @g(f32) -> (f32, index)\n}\n",
    "\"builtin.module\"() ({\n  \"func.func\"() <{function_type = () -> (), sym_name = \"h\"}> ({\n    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n",
    "#map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1 * 2)>\nfunc.func @m(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) {\n  return\n}\n",
    "func.func @c(%c: i1) -> i64 {\n  cf.cond_br %c, ^bb1, ^bb2(%c : i1)\n^bb1:\n  %0 = arith.constant dense<[1, 2]> : vector<2xi64>\n  cf.br ^bb2(%c : i1)\n^bb2(%x: i1):\n  %1 = arith.constant 0x7FF0000000000000 : f64\n  %2 = arith.constant -1 : i64 loc(\"a.mlir\":3:4)\n  return %2 : i64\n}\n",
    "func.func @s(%lb: index, %ub: index) {\n  scf.for %i = %lb to %ub step %lb {\n    %t = tensor.empty(%i) : tensor<?x4xf32>\n  }\n  return\n}\n// -----\nfunc.func @t() attributes {a = [1, \"s\", @sym, unit, 1.5 : f16]} { return }\n",
];

/// Tokens inserted by the token mutation.
const TOKENS: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    "%",
    "^",
    "#",
    "!",
    "@",
    ":",
    ",",
    "=",
    "->",
    "//",
    "\"",
    "loc",
    "dense",
    "affine_map",
    " ",
    "\n",
    "\n// -----\n",
    "0x",
    "1.0e",
    "-1",
    "?",
    "x",
    "*",
    "...",
    "i32",
    "index",
    "f32",
    "tensor<?x",
    "memref<",
    "vector<",
    "func.func",
    "arith.constant",
    "^bb0:",
    "%0",
    "%arg0",
    "@f",
    "#map",
    "#loc",
    "{-#",
    "#-}",
    "dialect_resources",
    "unit",
    "true",
    "nan",
    "99999999999999999999999999",
    "(d0)[s0] -> (d0 + s0)",
    "strided<[1], offset: ?>",
    "\\",
    "\"\\00\"",
    "\"builtin.module\"() ({",
    "})",
    "^bb1(%x: i1):",
    "cf.br ^bb1",
    "return",
    "loc(unknown)",
    "<{",
    "}>",
    "!llvm.ptr",
    "0.0",
    "-0x1",
    "#arith.fastmath<fast>",
];

struct Corpus {
    files: Vec<String>,
    words: Vec<String>,
}

impl Corpus {
    fn load() -> Corpus {
        let tests = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
        let mut paths = Vec::new();
        for sub in ["roundtrip", "invalid", "passes", "llvm", "e2e"] {
            collect(&tests.join(sub), &mut paths);
        }
        paths.sort();
        let mut files: Vec<String> = BUILTIN_SEEDS.iter().map(|s| s.to_string()).collect();
        files.extend(
            paths.iter().filter_map(|p| std::fs::read(p).ok()).map(|b| String::from_utf8_lossy(&b).into_owned()),
        );

        let mut words: Vec<String> = files
            .iter()
            .flat_map(|f| f.split(|c: char| !(c.is_ascii_alphanumeric() || "_.%^#!@$-".contains(c))))
            .filter(|w| !w.is_empty() && w.len() < 64)
            .map(str::to_string)
            .collect();
        words.sort();
        words.dedup();
        Corpus { files, words }
    }
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "mlir") {
            out.push(path);
        }
    }
}

/// A tiny xorshift64 generator; deterministic for a given seed.
struct Rng(u64);

impl Rng {
    /// The generator for input `i` under `seed` (splitmix64-mixed, never zero).
    fn for_input(seed: u64, i: u64) -> Rng {
        fn splitmix(mut z: u64) -> u64 {
            z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        }
        Rng(splitmix(seed ^ splitmix(i)) | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// Uniform in `0..n` (`n > 0`).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn one_in(&mut self, n: u64) -> bool {
        self.next().is_multiple_of(n)
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// A short length, mostly small, sometimes large.
    fn len(&mut self, max: usize) -> usize {
        let cap = if self.one_in(8) { max } else { max.min(16) };
        1 + self.below(cap)
    }
}

/// Input number `i`: a corpus file with 1-6 stacked mutations (or a bomb).
fn generate(seed: u64, i: u64, corpus: &Corpus) -> String {
    let mut rng = Rng::for_input(seed, i);
    let mut data = rng.pick(&corpus.files).as_bytes().to_vec();
    if rng.one_in(200) {
        bomb(&mut rng, &mut data);
    } else {
        let rounds = 1 + rng.below(3) + if rng.one_in(4) { rng.below(3) } else { 0 };
        for _ in 0..rounds {
            mutate(&mut rng, &mut data, corpus);
        }
    }
    String::from_utf8_lossy(&data).into_owned()
}

fn mutate(rng: &mut Rng, data: &mut Vec<u8>, corpus: &Corpus) {
    let pos = rng.below(data.len() + 1);
    match rng.below(8) {
        // Byte flip, or a random (mostly ASCII) byte.
        0 if !data.is_empty() => {
            let at = pos.min(data.len() - 1);
            data[at] = if rng.one_in(2) { data[at] ^ (1 << rng.below(8)) } else { rng.below(128) as u8 };
        }
        // Delete a range.
        1 => {
            let n = rng.len(256).min(data.len() - pos);
            data.drain(pos..pos + n);
        }
        // Duplicate a range somewhere.
        2 if !data.is_empty() => {
            let from = rng.below(data.len());
            let n = rng.len(512).min(data.len() - from);
            let piece = data[from..from + n].to_vec();
            let to = rng.below(data.len() + 1);
            data.splice(to..to, piece);
        }
        // Insert tokens.
        3 | 4 => {
            let mut ins = Vec::new();
            for _ in 0..rng.len(4) {
                ins.extend_from_slice(rng.pick(TOKENS).as_bytes());
                if rng.one_in(2) {
                    ins.push(b' ');
                }
            }
            data.splice(pos..pos, ins);
        }
        // Replace a word with a word from the corpus.
        5 if !corpus.words.is_empty() => {
            let is_word = |c: u8| c.is_ascii_alphanumeric() || b"_.%^#!@$-".contains(&c);
            let mut start = pos.min(data.len());
            while start > 0 && is_word(data[start - 1]) {
                start -= 1;
            }
            let mut end = start;
            while end < data.len() && is_word(data[end]) {
                end += 1;
            }
            let word = rng.pick(&corpus.words).as_bytes().to_vec();
            data.splice(start..end, word);
        }
        // Splice: this file's head with another file's tail.
        6 => {
            let other = rng.pick(&corpus.files).as_bytes();
            let from = rng.below(other.len() + 1);
            data.truncate(pos);
            data.extend_from_slice(&other[from..]);
        }
        // Replace a range with a piece of another file.
        _ => {
            let other = rng.pick(&corpus.files).as_bytes();
            let from = rng.below(other.len() + 1);
            let n = rng.len(256).min(other.len() - from);
            let end = (pos + rng.len(64)).min(data.len());
            data.splice(pos..end, other[from..from + n].iter().copied());
        }
    }
}

/// Deep nesting or a huge token, alone or inside the input.
fn bomb(rng: &mut Rng, data: &mut Vec<u8>) {
    let n = 100_000 + rng.below(100_000);
    let opener = |s: &str| s.repeat(n);
    let b = match rng.below(12) {
        0 => opener("("),
        1 => opener("["),
        2 => opener("{"),
        3 => opener("<"),
        4 => format!("func.func @f(%a: {}", opener("tensor<")),
        5 => format!("func.func @f() {{\n{}", opener("\"t.op\"() ({\n")),
        6 => format!("#a = {}", opener("[")),
        7 => {
            format!("func.func @f() {{ %0 = arith.constant dense<{}1{}> : tensor<1xi32> }}", opener("["), "]".repeat(n))
        }
        8 => format!("{}{}", opener("("), ")".repeat(n)),
        9 => format!("#m = affine_map<(d0) -> ({}d0{})>", opener("(d0 + "), ")".repeat(n)),
        10 => format!("%{} = arith.constant 1 : i32", "a".repeat(10 * n)),
        _ => format!("func.func @f() attributes {{s = \"{}\", n = {} : i64}}", "x".repeat(10 * n), "9".repeat(n)),
    };
    if rng.one_in(2) {
        *data = b.into_bytes();
    } else {
        let pos = rng.below(data.len() + 1);
        data.splice(pos..pos, b.into_bytes());
    }
}
