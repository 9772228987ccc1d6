//! The driver: command line → `compile` → outputs and exit code.
//!
//! `compile` is the pipeline, read top to bottom. Outputs are written atomically and only on
//! success; internal errors become a one-line banner and exit code 101.

pub mod cli;
pub mod input;

use crate::diag::{self, Diagnostic, Source};
use crate::emit::{self, OutputKind};
use crate::ir::verify;
use crate::ir::{Ir, IrMapping};
use crate::passes;
use crate::syntax;
use crate::target::{self, TargetSpec};
use cli::{Options, Parsed};
use std::io::{Read, Write};

/// Exit codes.
pub const EXIT_OK: i32 = 0;
pub const EXIT_DIAG: i32 = 1;
pub const EXIT_USAGE: i32 = 2;
pub const EXIT_ICE: i32 = 101;

/// Stack for the compiler thread: deep but bounded nesting must never overflow.
const STACK_SIZE: usize = 512 << 20;

/// The marker that splits an input with `--split-input-file`.
pub const SPLIT_MARKER: &str = "// -----";

/// Entry point of the binary: runs the compiler on a big-stack thread and turns panics into
/// an internal-error banner.
pub fn main(args: Vec<String>) -> i32 {
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let at = info.location().map(|l| format!(" at {}:{}", l.file(), l.line())).unwrap_or_default();
        eprintln!("mlirc: internal compiler error: {msg}{at} (please report this bug)");
    }));
    let h = std::thread::Builder::new().stack_size(STACK_SIZE).spawn(move || run(&args));
    match h.map(|h| h.join()) {
        Ok(Ok(code)) => code,
        _ => EXIT_ICE,
    }
}

/// The target machine, made and warmed up (`emit::warm_up`) on a second thread while the
/// compiler thread lowers the module; joined when the translation needs it, or when dropped.
/// Only for CPU object code, assembly, archives and executables, only with a second core, and
/// not for `--split-input-file` (whose chunks make their own).
struct WarmUp(Option<std::thread::JoinHandle<Option<SendTm>>>);

/// A target machine moved between threads: it is used by one thread at a time (the warm-up
/// thread, then, after the join, the compiler thread).
struct SendTm(inkwell::targets::TargetMachine);
// SAFETY: an LLVM TargetMachine has no thread affinity; ownership moves with the join.
unsafe impl Send for SendTm {}

impl WarmUp {
    fn start(opts: &Options, spec: &TargetSpec) -> WarmUp {
        let machine_code = matches!(
            opts.emit,
            OutputKind::Obj | OutputKind::Asm | OutputKind::Lib | OutputKind::Exe | OutputKind::Shared
        );
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        if !machine_code || cores < 2 || spec.arch == crate::target::Arch::Nvptx64 || opts.split {
            return WarmUp(None);
        }
        let spec = spec.clone();
        let h = std::thread::Builder::new().spawn(move || {
            let tm = spec.machine().ok()?;
            crate::emit::warm_up(&tm);
            Some(SendTm(tm))
        });
        WarmUp(h.ok())
    }
    fn take(&mut self) -> Option<inkwell::targets::TargetMachine> {
        self.0.take()?.join().ok().flatten().map(|t| t.0)
    }
}

impl Drop for WarmUp {
    fn drop(&mut self) {
        let _ = self.take();
    }
}

/// Parses flags and runs.
pub fn run(args: &[String]) -> i32 {
    let opts = match cli::parse(args) {
        Ok(Parsed::Run(o)) => *o,
        Ok(Parsed::Help) => {
            print!("{}", cli::HELP);
            return EXIT_OK;
        }
        Ok(Parsed::Version) => {
            println!("mlirc {} (LLVM {})", env!("CARGO_PKG_VERSION"), crate::llvm::version());
            return EXIT_OK;
        }
        Ok(Parsed::PrintTargets) => {
            print!("{}", target::print_targets());
            return EXIT_OK;
        }
        Ok(Parsed::ListPasses) => {
            print!("{}", cli::list_passes());
            return EXIT_OK;
        }
        Ok(Parsed::PrintPipeline(p)) => {
            println!("{p}");
            return EXIT_OK;
        }
        Err(msg) => {
            eprintln!("mlirc: error: {msg}");
            eprintln!("Run 'mlirc --help' for usage.");
            return EXIT_USAGE;
        }
    };
    let mut spec = match TargetSpec::resolve(
        opts.target.as_deref(),
        opts.cpu.as_deref(),
        opts.features.as_deref(),
        opts.opt_level,
    ) {
        Ok(s) => s,
        Err(msg) => {
            eprintln!("mlirc: error: {msg}");
            return EXIT_USAGE;
        }
    };
    if spec.cpu == "help" {
        print!("{}", target::print_cpus(&spec));
        return EXIT_OK;
    }
    spec.cc_override = opts.cc.clone();
    // A shared library is linked by the target's C compiler: a target without one (nvptx64, a
    // cross target whose compiler is not installed) is a usage error before anything is compiled.
    if opts.emit == OutputKind::Shared {
        let cc = match spec.arch {
            target::Arch::Nvptx64 => {
                Err(format!("target '{}' is a GPU target: it has no shared libraries", spec.triple))
            }
            _ => emit::cc::c_compiler(&spec).and_then(|cc| match target::find_in_path(&cc.program()) {
                Some(_) => Ok(()),
                None => Err(format!("the C compiler '{}' for target '{}' is not found", cc.display, spec.triple)),
            }),
        };
        if let Err(msg) = cc {
            eprintln!("mlirc: error: -shared: {msg}");
            eprintln!("Run 'mlirc --help' for usage.");
            return EXIT_USAGE;
        }
    }
    if opts.verbose {
        eprintln!("mlirc {} (LLVM {})", env!("CARGO_PKG_VERSION"), crate::llvm::version());
        eprintln!(
            "Target: {} (cpu '{}', features '{}', -O{}, index {} bits)",
            spec.triple, spec.cpu, spec.features, spec.opt_level, spec.index_bits
        );
    }
    // No output may overwrite the input or another output (GCC refuses the first too).
    if let Err(msg) = check_output_paths(&opts) {
        eprintln!("mlirc: error: {msg}");
        return EXIT_DIAG;
    }
    if opts.emit == OutputKind::Runtime {
        let result = emit::runtime_archive(&spec, opts.verbose).and_then(|a| write_output(opts.output.as_deref(), &a));
        return match result {
            Ok(()) => EXIT_OK,
            Err(e) => {
                eprintln!("mlirc: error: {e}");
                EXIT_DIAG
            }
        };
    }
    let (name, text) = match read_input(&opts.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("mlirc: error: could not open input file '{}': {e}", opts.input);
            return EXIT_DIAG;
        }
    };
    let input = text;
    let text = match std::str::from_utf8(input.bytes()) {
        Ok(t) => t,
        Err(e) => {
            // Lex what is valid; the first invalid byte is where the error is reported.
            let valid = e.valid_up_to();
            let bytes = input.bytes();
            let t = String::from_utf8_lossy(&bytes[..valid]).into_owned();
            let line = t.matches('\n').count() + 1;
            let col = valid - t.rfind('\n').map(|p| p + 1).unwrap_or(0) + 1;
            eprintln!("{name}:{line}:{col}: error: input is not valid UTF-8");
            return EXIT_DIAG;
        }
    };
    let (out, side, status) = process(&opts, &spec, &name, text);
    // Diagnostics are rendered: the input text is not needed any more (printing the module
    // reads only the IR).
    drop(input);
    if status != EXIT_OK {
        // With --split-input-file, mlir-opt still prints the chunks that went through on
        // standard output (never a partial file).
        let to_stdout = opts.output.as_deref().is_none_or(|o| o == "-");
        if status == EXIT_DIAG && opts.split && opts.emit == OutputKind::Mlir && to_stdout {
            let _ = write_output_with(None, &mut |w| out.write_to(w));
        }
        return status;
    }
    // The dependency rule is made before anything is written: a name make cannot spell is an
    // error that leaves no output behind.
    let dep = match opts.depfile.as_ref().map(|_| depfile(&opts)).transpose() {
        Ok(d) => d,
        Err(e) => {
            eprintln!("mlirc: error: {e}");
            return EXIT_DIAG;
        }
    };
    let result = write_output_with(opts.output.as_deref(), &mut |w| out.write_to(w))
        .and_then(|()| match (opts.emit, opts.output.as_deref()) {
            (OutputKind::Exe, Some(p)) if p != "-" => make_executable(p),
            _ => Ok(()),
        })
        .and_then(|()| side.iter().try_for_each(|(p, data)| write_output(Some(p), data)))
        .and_then(|()| match (&opts.depfile, &dep) {
            (Some(d), Some(rule)) => write_output(Some(d), rule.as_bytes()),
            _ => Ok(()),
        });
    // The process ends soon: freeing every table of the IR one by one would only cost time.
    std::mem::forget(out);
    match result {
        Ok(()) => EXIT_OK,
        Err(e) => {
            eprintln!("mlirc: error: {e}");
            EXIT_DIAG
        }
    }
}

/// The files a run writes, with the flag that names each (standard output excluded).
fn output_paths(opts: &Options) -> Vec<(&'static str, &str)> {
    let named = [
        ("-o", &opts.output),
        ("--emit-header", &opts.emit_header),
        ("--emit-abi", &opts.emit_abi),
        ("-MF", &opts.depfile),
    ];
    named.into_iter().filter_map(|(flag, p)| p.as_deref().filter(|&p| p != "-").map(|p| (flag, p))).collect()
}

/// What makes two paths name one file: its device and inode when it exists, else its absolute
/// path with the folder resolved (symbolic links, `..`). `None` for what is not a regular file
/// (`/dev/null`, a pipe: written in place, so two outputs may share it) and for names that
/// cannot be files.
#[derive(PartialEq)]
enum FileId {
    Inode(u64, u64),
    Path(std::path::PathBuf),
}

fn file_id(p: &str) -> Option<FileId> {
    use std::os::unix::fs::MetadataExt;
    let path = std::path::Path::new(p);
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => Some(FileId::Inode(m.dev(), m.ino())),
        Ok(_) => None,
        Err(_) => {
            let name = path.file_name()?;
            let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
            let dir = std::fs::canonicalize(dir).or_else(|_| std::path::absolute(dir)).ok()?;
            Some(FileId::Path(dir.join(name)))
        }
    }
}

/// Refuses a run that would write over its input (`mlirc x.mlir -c -o x.mlir`, GCC's "input
/// file is the same as output file") or write two outputs to one file (one would replace the
/// other).
fn check_output_paths(opts: &Options) -> Result<(), String> {
    let outputs: Vec<(&str, &str, FileId)> =
        output_paths(opts).into_iter().filter_map(|(flag, p)| file_id(p).map(|id| (flag, p, id))).collect();
    if opts.input != "-" {
        if let Some(input) = file_id(&opts.input) {
            if let Some((flag, _, _)) = outputs.iter().find(|(_, _, id)| *id == input) {
                return Err(format!("input file '{}' is the same as output file ({flag})", opts.input));
            }
        }
    }
    for (i, (flag, p, id)) in outputs.iter().enumerate() {
        if let Some((first, q, _)) = outputs[..i].iter().find(|(_, _, other)| other == id) {
            let same = if p == q { format!("'{p}'") } else { format!("'{q}' and '{p}'") };
            return Err(format!("{first} and {flag} name the same output file {same}"));
        }
    }
    Ok(())
}

/// A Makefile rule naming what the outputs depend on: the input file (mlirc reads no other
/// file; standard input is no file, so the rule then has no prerequisite).
fn depfile(opts: &Options) -> Result<String, String> {
    let target = opts.dep_target.clone().or_else(|| opts.output.clone()).unwrap_or_else(|| "a.out".into());
    let mut targets = vec![make_escape(&target)?];
    for p in opts.emit_header.iter().chain(opts.emit_abi.iter()) {
        targets.push(make_escape(p)?);
    }
    let input = if opts.input == "-" { String::new() } else { format!(" {}", make_escape(&opts.input)?) };
    Ok(format!("{}:{input}\n", targets.join(" ")))
}

/// A file name as make reads it in a rule (as GCC's `-MD` writes it): a space, tab or `#`
/// escaped with a backslash (backslashes right before it doubled), `$` as `$$`. A line break
/// cannot be written at all.
fn make_escape(s: &str) -> Result<String, String> {
    if s.contains(['\n', '\r']) {
        return Err(format!(
            "cannot write a dependency rule naming {s:?}: make cannot read a file name with a line break"
        ));
    }
    let mut out = String::with_capacity(s.len());
    let mut backslashes = 0usize;
    for c in s.chars() {
        match c {
            ' ' | '\t' | '#' => {
                out.extend(std::iter::repeat_n('\\', backslashes + 1));
                out.push(c);
            }
            '$' => out.push_str("$$"),
            c => out.push(c),
        }
        backslashes = if c == '\\' { backslashes + 1 } else { 0 };
    }
    Ok(out)
}

/// Sets the executable bits of a linked program (rwxr-xr-x, less the umask's, as a linker does).
fn make_executable(p: &str) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(p, std::fs::Permissions::from_mode(0o755))
        .map_err(|e| format!("cannot make '{p}' executable: {e}"))
}

fn read_input(path: &str) -> std::io::Result<(String, input::Input)> {
    if path == "-" {
        let mut v = vec![];
        std::io::stdin().read_to_end(&mut v)?;
        Ok(("<stdin>".to_string(), input::Input::Owned(v)))
    } else {
        Ok((path.to_string(), input::Input::open(path)?))
    }
}

/// Writes `data` to `path` atomically (temp file in the same folder, then rename); `None` or
/// `-` is standard output.
pub fn write_output(path: Option<&str>, data: &[u8]) -> Result<(), String> {
    write_output_with(path, &mut |w| w.write_all(data))
}

/// `write_output` of what `write` writes (through a buffer; it may write in many pieces).
pub fn write_output_with(
    path: Option<&str>,
    write: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    let mut buffered = |w: &mut dyn Write| {
        let mut b = std::io::BufWriter::with_capacity(1 << 16, w);
        write(&mut b)?;
        b.flush()
    };
    match path {
        None | Some("-") => {
            let mut o = std::io::stdout().lock();
            buffered(&mut o).map_err(|e| format!("cannot write output: {e}"))
        }
        Some(p) => {
            let path = std::path::Path::new(p);
            // A device or pipe (`-o /dev/null`, `-o /dev/stdout`) is written in place: renaming a
            // temp file over it would replace the device with a regular file.
            if std::fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir()) {
                let mut f = std::fs::OpenOptions::new()
                    .write(true)
                    .open(path)
                    .map_err(|e| format!("cannot write '{p}': {e}"))?;
                return buffered(&mut f).map_err(|e| format!("cannot write '{p}': {e}"));
            }
            let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
            let mut tmp = tempfile::NamedTempFile::new_in(dir).map_err(|e| format!("cannot write '{p}': {e}"))?;
            buffered(tmp.as_file_mut()).map_err(|e| format!("cannot write '{p}': {e}"))?;
            // A temp file is private (0600); an output is an ordinary file (0644, as cc makes them).
            {
                use std::os::unix::fs::PermissionsExt;
                let _ = tmp.as_file().set_permissions(std::fs::Permissions::from_mode(0o644));
            }
            tmp.persist(path).map_err(|e| format!("cannot write '{p}': {}", e.error))?;
            Ok(())
        }
    }
}

/// Byte ranges of the chunks of `text` (one chunk unless splitting). Lines holding the split
/// marker belong to no chunk.
pub fn chunks(text: &str, split: bool) -> Vec<(usize, usize)> {
    if !split {
        return vec![(0, text.len())];
    }
    let mut out = vec![];
    let mut start = 0;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        if line.contains(SPLIT_MARKER) {
            out.push((start, pos));
            start = pos + line.len();
        }
        pos += line.len();
    }
    out.push((start, text.len()));
    out
}

/// A further output file: path and contents.
pub type SideFile = (String, Vec<u8>);

/// What a chunk produced.
pub enum ChunkOutput {
    Bytes(emit::Bytes),
    /// MLIR text: this op of the chunk's IR, printed when the output is written (streamed, so
    /// that a large module is never held in memory as text).
    Mlir(crate::ir::Op),
}

/// The output of a run: bytes, or the one module of the input printed while it is written.
pub enum RunOutput {
    Bytes(emit::Bytes),
    Module { ir: Box<Ir>, top: crate::ir::Op, generic: bool, debug_info: bool },
}

impl RunOutput {
    pub fn write_to(&self, w: &mut dyn Write) -> std::io::Result<()> {
        match self {
            RunOutput::Bytes(b) => w.write_all(b.as_slice()),
            RunOutput::Module { ir, top, generic, debug_info } => {
                syntax::print_to(ir, *top, *generic, *debug_info, w)?;
                // mlir-opt ends each module it prints with an empty line.
                w.write_all(b"\n")
            }
        }
    }
}

/// The result of compiling one chunk.
pub struct ChunkResult {
    pub ir: Ir,
    pub output: Option<ChunkOutput>,
    /// Diagnostics at IR locations.
    pub diags: Vec<Diagnostic>,
    /// Errors of later phases with no IR location (LLVM, the C compiler, the linker).
    pub errors: Vec<String>,
    /// Further output files (header, ABI description).
    pub side: Vec<SideFile>,
    /// The diagnostics report a compiler bug (exit code 101).
    pub ice: bool,
}

impl ChunkResult {
    fn failed(ir: Ir, diags: Vec<Diagnostic>) -> ChunkResult {
        ChunkResult { ir, output: None, diags, errors: vec![], side: vec![], ice: false }
    }
    fn error(ir: Ir, msg: String) -> ChunkResult {
        ChunkResult { ir, output: None, diags: vec![], errors: vec![msg], side: vec![], ice: false }
    }
}

/// Measures one phase for `--time-passes`.
struct PhaseTimer<'a> {
    name: &'a str,
    start: std::time::Instant,
    on: bool,
}

impl<'a> PhaseTimer<'a> {
    fn start(opts: &Options, name: &'a str) -> PhaseTimer<'a> {
        PhaseTimer { name, start: std::time::Instant::now(), on: opts.time_passes }
    }
}

impl Drop for PhaseTimer<'_> {
    fn drop(&mut self) {
        if self.on {
            // With the process's resident memory now and at its peak (Linux), where weights
            // make compilation memory-bound.
            let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
            let kb = |key: &str| {
                status
                    .lines()
                    .find_map(|l| l.strip_prefix(key)?.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
            };
            let mem = match (kb("VmRSS:"), kb("VmHWM:")) {
                (Some(now), Some(peak)) => format!("  (rss {} MB, peak {} MB)", now / 1024, peak / 1024),
                _ => String::new(),
            };
            eprintln!("  {:>9.3} ms  {}{mem}", self.start.elapsed().as_secs_f64() * 1e3, self.name);
        }
    }
}

/// Runs the pass pipeline of the options (`--pass-pipeline` or the default one, cut after
/// `--compile-to`'s pass) on `top`. `whole`: the whole pipeline, uncut, without printing or
/// timing (the run that gives the C interface its IR).
/// The passes' warnings are appended to `warnings`.
fn run_pipeline(
    opts: &Options,
    ir: &mut Ir,
    top: crate::ir::Op,
    whole: bool,
    warnings: &mut Vec<Diagnostic>,
) -> Result<(), passes::manager::Failure> {
    use passes::manager::{Instrumentation, PassManager};
    let mut pipeline = passes::pipeline::Pipeline::parse(&cli::pipeline_text(opts))
        .map_err(|e| passes::manager::Failure::Diagnostics(vec![Diagnostic::error(ir.loc(top), e.msg)]))?;
    if whole {
        let ins = Instrumentation { verify_each: opts.verify_each, ..Instrumentation::default() };
        let mut pm = PassManager::new(&pipeline, ins)
            .map_err(|e| passes::manager::Failure::Diagnostics(vec![Diagnostic::error(ir.loc(top), e.msg)]))?;
        let r = pm.run(ir, top);
        warnings.extend(pm.take_warnings());
        pm.take_stats();
        return r;
    }
    if let Some(stop) = &opts.compile_to {
        pipeline.truncate_after(stop);
    }
    let ins = Instrumentation {
        verify_each: opts.verify_each,
        print_before_all: opts.print_ir_before_all,
        print_after_all: opts.print_ir_after_all,
        print_before: opts.print_ir_before.clone(),
        print_after: opts.print_ir_after.clone(),
        print_generic: opts.generic,
        print_debug_info: opts.debug_info,
        time_each: opts.time_passes,
        timing_report: opts.mlir_timing,
    };
    let mut pm = PassManager::new(&pipeline, ins)
        .map_err(|e| passes::manager::Failure::Diagnostics(vec![Diagnostic::error(ir.loc(top), e.msg)]))?;
    let start = std::time::Instant::now();
    let r = pm.run(ir, top);
    warnings.extend(pm.take_warnings());
    if opts.stats && r.is_ok() {
        print_stats(ir, top, pm.take_stats());
    }
    if opts.mlir_timing {
        eprint!("{}", pm.timing_report(start.elapsed()));
    }
    r
}

/// `--stats`: per function, the heap buffers allocated (`memref.alloc`, `memref.realloc`), the
/// copies (`memref.copy`) and the deallocations in the IR the pipeline left, with what the
/// passes reported (in-place and out-of-place writes of one-shot-bufferize, promotions to the
/// stack).
fn print_stats(ir: &Ir, top: crate::ir::Op, reported: Vec<passes::manager::Statistic>) {
    let mut rows: Vec<(String, [u64; 6])> = vec![];
    for &r in ir.regions(top) {
        for b in ir.blocks(r) {
            for f in ir.ops(b) {
                if ir.op_name(f) != "func.func" || ir.regions(f).iter().all(|&r| ir.region_is_empty(r)) {
                    continue;
                }
                let name = crate::ir::symbols::symbol_name(ir, f).map(|n| String::from_utf8_lossy(n).into_owned());
                let name = name.unwrap_or_default();
                let mut c = [0u64; 6];
                ir.walk(f, &mut |o| match ir.op_name(o) {
                    "memref.alloc" | "memref.realloc" => c[0] += 1,
                    "memref.copy" => c[1] += 1,
                    "memref.dealloc" | "bufferization.dealloc" => c[2] += 1,
                    _ => {}
                });
                for s in reported.iter().filter(|s| s.function == name) {
                    match s.name {
                        "in-place writes" => c[3] += s.value,
                        "out-of-place writes" => c[4] += s.value,
                        "stack promotions" => c[5] += s.value,
                        _ => {}
                    }
                }
                rows.push((name, c));
            }
        }
    }
    eprintln!(
        "mlirc: statistics (heap buffers allocated, copies and deallocations in the final IR; writes bufferized \
         in place and out of place; buffers promoted to the stack):"
    );
    eprintln!(
        "  {:<24} {:>7} {:>7} {:>9} {:>9} {:>13} {:>6}",
        "function", "allocs", "copies", "deallocs", "in-place", "out-of-place", "stack"
    );
    for (name, c) in rows {
        let name = format!("@{name}");
        eprintln!("  {name:<24} {:>7} {:>7} {:>9} {:>9} {:>13} {:>6}", c[0], c[1], c[2], c[3], c[4], c[5]);
    }
    print_memory_plan(&reported);
}

/// `--stats`, `mlirc-static-memory-plan`'s part: per function it planned or looked at, the
/// arena's bytes (the peak of the planned buffers), their bytes without reuse, how many were
/// planned and how many stay on the heap, with why.
fn print_memory_plan(reported: &[passes::manager::Statistic]) {
    use passes::static_memory_plan::{STAT_ARENA, STAT_LEFT, STAT_PLANNED, STAT_UNSHARED};
    let mut names: Vec<&str> = vec![];
    for s in reported {
        if (s.name == STAT_ARENA || STAT_LEFT.contains(&s.name)) && !names.contains(&s.function.as_str()) {
            names.push(&s.function);
        }
    }
    if names.is_empty() {
        return;
    }
    let get =
        |f: &str, n: &str| reported.iter().filter(|s| s.function == f && s.name == n).map(|s| s.value).sum::<u64>();
    eprintln!(
        "mlirc: static memory plan (arena bytes, with buffers reused; the planned buffers' bytes without reuse; \
         buffers planned; buffers left on the heap, and why):"
    );
    eprintln!("  {:<24} {:>12} {:>12} {:>8} {:>5}  why", "function", "arena", "unshared", "planned", "heap");
    for f in names {
        let why: Vec<String> = STAT_LEFT
            .iter()
            .filter(|&&n| get(f, n) > 0)
            .map(|&n| format!("{} {}", get(f, n), n.trim_start_matches("heap: ")))
            .collect();
        let heap: u64 = STAT_LEFT.iter().map(|&n| get(f, n)).sum();
        let name = format!("@{f}");
        eprintln!(
            "  {name:<24} {:>12} {:>12} {:>8} {:>5}  {}",
            get(f, STAT_ARENA),
            get(f, STAT_UNSHARED),
            get(f, STAT_PLANNED),
            heap,
            why.join(", ")
        );
    }
}

/// An executable's entry function is used from outside the module (by the `main` that
/// `llvm::entry` adds): a private one becomes public, so that `symbol-dce` keeps it. A
/// declaration cannot be public (nor be the entry): that is reported here, as `add_main`
/// would.
fn keep_entry(ir: &mut Ir, top: crate::ir::Op, entry: &str) -> Result<(), String> {
    let Some(f) = crate::ir::symbols::SymbolTable::new(ir, top).lookup(entry.as_bytes()) else { return Ok(()) };
    if ir.attr(f, "sym_visibility").and_then(|a| ir.ctx.as_str(a)) != Some(b"private") {
        return Ok(());
    }
    if ir.regions(f).iter().all(|&r| ir.region_is_empty(r)) {
        return Err(format!("the entry function '@{entry}' is only declared, not defined"));
    }
    ir.remove_attr(f, "sym_visibility");
    Ok(())
}

/// The pipeline for one chunk, phase by phase: parse → verify → the pass pipeline (lowering
/// to cf-level IR) → [print MLIR] → translate to LLVM → optimize → emit the output.
/// Warnings come first among the result's diagnostics.
pub fn compile(opts: &Options, spec: &TargetSpec, file: &str, text: &str, range: (usize, usize)) -> ChunkResult {
    let mut warnings = vec![];
    let mut r = compile_chunk(opts, spec, file, text, range, &mut warnings);
    if !r.ice {
        // The C interface's copy of the module may go through the same passes again.
        let mut seen = crate::ir::fxhash::FxHashSet::default();
        warnings.retain(|d| seen.insert((d.loc, d.msg.clone())));
        warnings.append(&mut r.diags);
        r.diags = warnings;
    }
    r
}

fn compile_chunk(
    opts: &Options,
    spec: &TargetSpec,
    file: &str,
    text: &str,
    range: (usize, usize),
    warnings: &mut Vec<Diagnostic>,
) -> ChunkResult {
    let mut ir = crate::dialects::new_ir();

    // Parse and verify.
    let top = {
        let _t = PhaseTimer::start(opts, "parse");
        match syntax::parse_with(&mut ir, file, text, range, opts.allow_unregistered) {
            Ok(op) => op,
            Err(diags) => return ChunkResult::failed(ir, diags),
        }
    };
    // Parsed: the text's pages go back (a mapped input is read again for diagnostics).
    input::release(&text[range.0..range.1]);
    let diags = {
        let _t = PhaseTimer::start(opts, "verify");
        verify::verify(&ir, top)
    };
    if !diags.is_empty() {
        return ChunkResult::failed(ir, diags);
    }
    let mut warm = WarmUp::start(opts, spec);

    // Lower to cf-level IR through the pass pipeline. Plain `--emit=mlir` prints what was
    // parsed; `--compile-to` stops after the named pass; `--pass-pipeline` runs its pipeline.
    let lowering = opts.emit != OutputKind::Mlir || opts.compile_to.is_some() || opts.pass_pipeline.is_some();
    if opts.emit == OutputKind::Exe {
        if let Err(e) = keep_entry(&mut ir, top, &opts.entry) {
            return ChunkResult::error(ir, e);
        }
    }
    // The C header and the ABI description describe the functions of the compiled module: the IR
    // at the end of the whole pipeline. When the IR this run stops at is not that (plain
    // `--emit=mlir`, `--compile-to`), a copy made now goes through the whole pipeline for them.
    let wants_interface = opts.emit_header.is_some() || opts.emit_abi.is_some();
    let interface_copy =
        (wants_interface && !(lowering && opts.compile_to.is_none())).then(|| ir.clone_op(top, &mut IrMapping::new()));
    let failed = |ir: Ir, f: passes::manager::Failure| match f {
        passes::manager::Failure::Diagnostics(d) => ChunkResult::failed(ir, d),
        passes::manager::Failure::Internal(d) => ChunkResult { ice: true, ..ChunkResult::failed(ir, d) },
    };
    if lowering && opts.compile_to.as_deref() != Some("parse") {
        if let Err(f) = run_pipeline(opts, &mut ir, top, false, warnings) {
            return failed(ir, f);
        }
    }
    let interface_top = match interface_copy {
        Some(copy) => {
            let _t = PhaseTimer::start(opts, "pipeline for the C interface");
            if let Err(f) = run_pipeline(opts, &mut ir, copy, true, warnings) {
                return failed(ir, f);
            }
            copy
        }
        None => top,
    };
    let side = interface_files(opts, &ir, interface_top);
    if interface_top != top {
        // Detached and unused: nothing outside it refers to it.
        let _ = ir.erase_op(interface_top);
    }
    let side = match side {
        Ok(s) => s,
        Err(diags) => return ChunkResult::failed(ir, diags),
    };
    if opts.emit == OutputKind::Mlir {
        return ChunkResult {
            ir,
            output: Some(ChunkOutput::Mlir(top)),
            diags: vec![],
            errors: vec![],
            side,
            ice: false,
        };
    }

    // Math in device code: without libdevice, mlirc's own expansions (no `__nv_*` calls).
    if spec.arch == target::Arch::Nvptx64 || !opts.gpu_archs.is_empty() {
        match emit::libdevice::find(opts.libdevice.as_deref()) {
            Err(e) => return ChunkResult::error(ir, e),
            Ok(None) => {
                for gmod in gpu_modules(&ir, top) {
                    passes::math_approximation::run(&mut ir, gmod, true);
                }
            }
            Ok(Some(_)) => {}
        }
    }

    // Device code: for an NVPTX target, the `gpu.module`s are what is compiled.
    if spec.arch == target::Arch::Nvptx64 {
        let gmods = gpu_modules(&ir, top);
        if !gmods.is_empty() {
            let r = device_code(opts, spec, &ir, &gmods);
            return match r {
                Ok(bytes) => ChunkResult {
                    ir,
                    output: Some(ChunkOutput::Bytes(bytes.into())),
                    diags: vec![],
                    errors: vec![],
                    side,
                    ice: false,
                },
                Err((diags, ice)) => ChunkResult { ice, ..ChunkResult::failed(ir, diags) },
            };
        }
    }

    // Translate to LLVM. Globals beyond what 32-bit offsets reach need x86-64's medium code
    // model, as clang's `-mcmodel=medium`: LLVM puts large globals in `.lrodata`/`.ldata`
    // (addressed with 64-bit offsets) and keeps code and small data near.
    let large = spec.arch == target::Arch::X86_64 && global_data_bytes(&ir, top) > LARGE_DATA_BYTES;
    let tm = {
        let _t = PhaseTimer::start(opts, "llvm-target-machine");
        let made = if large {
            spec.machine_with(inkwell::targets::CodeModel::Medium)
        } else {
            warm.take().map_or_else(|| spec.machine(), Ok)
        };
        match made {
            Ok(tm) => tm,
            Err(e) => return ChunkResult::error(ir, e),
        }
    };
    // Host code launching kernels: each gpu.module compiled to PTX for every --gpu-arch.
    let mut gpu_binaries = vec![];
    for gmod in gpu_modules(&ir, top) {
        if opts.gpu_archs.is_empty() {
            break;
        }
        let name = gpu_module_name(&ir, gmod);
        let mut ptx = vec![];
        for arch in &opts.gpu_archs {
            let dev = match TargetSpec::resolve(Some("nvptx64-nvidia-cuda"), Some(arch), None, spec.opt_level) {
                Ok(d) => d,
                Err(e) => return ChunkResult::error(ir, format!("--gpu-arch={arch}: {e}")),
            };
            let sm = arch.trim_start_matches("sm_").trim_end_matches(|c: char| c.is_ascii_alphabetic());
            let sm: u32 = sm.parse().unwrap_or(0);
            match compile_gpu_module(opts, &dev, &ir, gmod, OutputKind::Asm) {
                Ok(bytes) => ptx.push((sm, bytes)),
                Err((diags, ice)) => return ChunkResult { ice, ..ChunkResult::failed(ir, diags) },
            }
        }
        gpu_binaries.push(crate::llvm::GpuBinary { module: name, ptx });
    }
    let llctx = inkwell::context::Context::create();
    let stem = module_stem(file);
    let module = {
        let _t = PhaseTimer::start(opts, "translate-to-llvm");
        let lopts = crate::llvm::Options {
            index_bits: spec.index_bits,
            c_interface_all: opts.c_interface_all,
            device: false,
            gpu_binaries,
            opt_level: spec.opt_level,
            bare_ptr_kernels: opts.gpu_bare_ptr,
            extra_fastmath: opts.extra_fastmath(),
            bf16_via_f32: crate::target::codegen::bf16_via_f32(&spec),
        };
        let module = llctx.create_module(&stem);
        emit::set_target(&module, &tm);
        match crate::llvm::translate(&ir, top, &llctx, module, &lopts) {
            Ok(m) => m,
            Err(e) => return ChunkResult { ice: e.internal, ..ChunkResult::failed(ir, e.diags) },
        }
    };
    if opts.emit == OutputKind::Exe {
        if let Err(e) = crate::llvm::entry::add_main(&llctx, &module, &opts.entry) {
            return ChunkResult::error(ir, e);
        }
    }

    // An invalid LLVM module is a bug of the translation: exit 101, naming the function.
    if let Err(msg) = module.verify() {
        let d = invalid_llvm(&ir, top, &module, &msg.to_string_lossy());
        return ChunkResult { ice: true, ..ChunkResult::failed(ir, vec![d]) };
    }
    // The weights are in the LLVM module now: the resource blobs are not needed any more
    // (nothing after translation reads elements), and code generation adds an object as large.
    let mut ir = ir;
    ir.ctx.release_resources();

    // An object or assembly file is linked by its user: calls to the runtime's allocation
    // functions get weak fallbacks, so that it links without the runtime (an archive or an
    // executable has the runtime itself).
    if matches!(opts.emit, OutputKind::Obj | OutputKind::Asm) {
        if let Err(e) = emit::runtime::add_alloc_fallbacks(&module) {
            return ChunkResult { ice: true, ..ChunkResult::error(ir, e) };
        }
    }

    // Optimize and emit.
    {
        let _t = PhaseTimer::start(opts, "llvm-optimize");
        if let Err(e) = emit::optimize(&module, &tm, spec.opt_level) {
            return ChunkResult::error(ir, e);
        }
    }
    let _t = PhaseTimer::start(opts, "emit");
    match emit::output(&module, &tm, spec, opts.emit, &stem, opts.verbose) {
        Ok(bytes) => {
            ChunkResult { ir, output: Some(ChunkOutput::Bytes(bytes)), diags: vec![], errors: vec![], side, ice: false }
        }
        Err(e) => ChunkResult::error(ir, e),
    }
}

/// Global data from which on x86-64 objects use the medium code model: 1 GiB, well within the
/// 2 GiB that 32-bit PC-relative offsets reach once code and the rest of the program are added.
const LARGE_DATA_BYTES: u64 = 1 << 30;

/// Bytes of the `memref.global`s and `llvm.mlir.global`s of static shape directly in `top`.
fn global_data_bytes(ir: &Ir, top: crate::ir::Op) -> u64 {
    use crate::ir::TypeKind;
    fn bytes(ctx: &crate::ir::Context, t: crate::ir::Type) -> u64 {
        match ctx.type_kind(t) {
            TypeKind::MemRef { shape, elem, .. } | TypeKind::Tensor { shape, elem, .. } => {
                shape.iter().map(|&d| d.max(0) as u64).product::<u64>().saturating_mul(bytes(ctx, *elem))
            }
            TypeKind::LlvmArray { len, elem } => len.saturating_mul(bytes(ctx, *elem)),
            TypeKind::Int { width, .. } => (*width as u64).div_ceil(8),
            TypeKind::Float(k) => (k.width() as u64).div_ceil(8),
            _ => 8,
        }
    }
    let mut total = 0u64;
    for &r in ir.regions(top) {
        for b in ir.blocks(r) {
            for o in ir.ops(b) {
                let key = match ir.op_name(o) {
                    "memref.global" => "type",
                    "llvm.mlir.global" => "global_type",
                    _ => continue,
                };
                if let Some(t) = ir.attr(o, key).and_then(|a| ir.ctx.as_type(a)) {
                    total = total.saturating_add(bytes(&ir.ctx, t));
                }
            }
        }
    }
    total
}

/// The `gpu.module`s directly inside `top`.
fn gpu_modules(ir: &Ir, top: crate::ir::Op) -> Vec<crate::ir::Op> {
    let mut out = vec![];
    for &r in ir.regions(top) {
        for b in ir.blocks(r) {
            out.extend(ir.ops(b).filter(|&o| ir.op_name(o) == "gpu.module"));
        }
    }
    out
}

/// A `gpu.module`'s symbol name.
fn gpu_module_name(ir: &Ir, m: crate::ir::Op) -> String {
    crate::ir::symbols::symbol_name(ir, m).map(|s| String::from_utf8_lossy(s).into_owned()).unwrap_or_default()
}

/// Compiles one `gpu.module` (the only one, or `--gpu-module`'s) for the NVPTX target: its own
/// LLVM module, libdevice linked in when its math needs it, optimized, written as PTX (or LLVM
/// IR). Errors: diagnostics, and whether they report a compiler bug.
fn device_code(
    opts: &Options,
    spec: &TargetSpec,
    ir: &Ir,
    gmods: &[crate::ir::Op],
) -> Result<Vec<u8>, (Vec<Diagnostic>, bool)> {
    let err = |op: crate::ir::Op, msg: String| (vec![Diagnostic::error(ir.loc(op), msg)], false);
    let name_of = |m: crate::ir::Op| gpu_module_name(ir, m);
    let gmod = match (&opts.gpu_module, gmods) {
        (Some(want), _) => match gmods.iter().find(|&&m| name_of(m) == *want) {
            Some(&m) => m,
            None => {
                let names: Vec<String> = gmods.iter().map(|&m| format!("@{}", name_of(m))).collect();
                return Err(err(
                    gmods[0],
                    format!("--gpu-module: no gpu.module named '{want}' (there are {})", names.join(", ")),
                ));
            }
        },
        (None, [m]) => *m,
        (None, _) => {
            let names: Vec<String> = gmods.iter().map(|&m| format!("@{}", name_of(m))).collect();
            return Err(err(
                gmods[1],
                format!(
                    "the input has {} gpu.modules ({}) and a PTX file holds one: pick it with --gpu-module=<name>",
                    gmods.len(),
                    names.join(", ")
                ),
            ));
        }
    };
    if !matches!(opts.emit, OutputKind::Asm | OutputKind::LlvmIr | OutputKind::LlvmBc) {
        return Err(err(
            gmod,
            "for nvptx64, mlirc writes PTX (-S) or LLVM IR (-S -emit-llvm, -c -emit-llvm); objects, archives and executables are host outputs".into(),
        ));
    }
    compile_gpu_module(opts, spec, ir, gmod, opts.emit)
}

/// One `gpu.module` compiled for the NVPTX target `spec`: its own LLVM module, libdevice
/// linked in when its math needs it, optimized, written as `emit` (PTX or LLVM IR).
fn compile_gpu_module(
    opts: &Options,
    spec: &TargetSpec,
    ir: &Ir,
    gmod: crate::ir::Op,
    emit: OutputKind,
) -> Result<Vec<u8>, (Vec<Diagnostic>, bool)> {
    let err = |op: crate::ir::Op, msg: String| (vec![Diagnostic::error(ir.loc(op), msg)], false);
    let name = gpu_module_name(ir, gmod);
    let tm = spec.machine().map_err(|e| err(gmod, e))?;
    let llctx = inkwell::context::Context::create();
    let module = llctx.create_module(&name);
    emit::set_target(&module, &tm);
    let lopts = crate::llvm::Options {
        index_bits: spec.index_bits,
        c_interface_all: false,
        device: true,
        gpu_binaries: vec![],
        opt_level: spec.opt_level,
        bare_ptr_kernels: opts.gpu_bare_ptr,
        extra_fastmath: opts.extra_fastmath(),
        bf16_via_f32: crate::target::codegen::bf16_via_f32(&spec),
    };
    let module = {
        let _t = PhaseTimer::start(opts, "translate-to-llvm");
        crate::llvm::translate(ir, gmod, &llctx, module, &lopts).map_err(|e| (e.diags, e.internal))?
    };
    if let Err(msg) = module.verify() {
        return Err((vec![invalid_llvm(ir, gmod, &module, &msg.to_string_lossy())], true));
    }
    let needed = emit::libdevice::needed(&module);
    if !needed.is_empty() {
        let path = emit::libdevice::find(opts.libdevice.as_deref()).map_err(|e| err(gmod, e))?;
        let Some(path) = path else {
            return Err(err(
                gmod,
                format!(
                    "device code needs '{}' from NVIDIA's libdevice, which was not found: run 'make setup' (installs it into .deps/cuda) or pass --libdevice=<path to libdevice.10.bc>",
                    needed[0]
                ),
            ));
        };
        emit::libdevice::link(&module, &path).map_err(|e| err(gmod, e))?;
    }
    {
        let _t = PhaseTimer::start(opts, "llvm-optimize");
        emit::optimize(&module, &tm, spec.opt_level).map_err(|e| err(gmod, e))?;
    }
    let _t = PhaseTimer::start(opts, "emit");
    emit::output(&module, &tm, spec, emit, &name, opts.verbose).map(emit::Bytes::into_vec).map_err(|e| err(gmod, e))
}

/// The internal-error diagnostic for an LLVM module that does not verify, at the function
/// whose translation is invalid (the module's location when none can be named).
fn invalid_llvm(ir: &Ir, top: crate::ir::Op, module: &inkwell::module::Module, msg: &str) -> Diagnostic {
    let bad = module.get_functions().find(|f| !f.verify(false));
    let name = bad.map(|f| f.get_name().to_string_lossy().into_owned());
    let op = name.as_deref().and_then(|n| {
        let n = n.strip_prefix("_mlir_ciface_").unwrap_or(n);
        crate::ir::symbols::SymbolTable::new(ir, top).lookup(n.as_bytes())
    });
    let what = name.map(|n| format!(" in '@{n}'")).unwrap_or_default();
    Diagnostic::error(
        ir.loc(op.unwrap_or(top)),
        format!("internal compiler error: the translated LLVM module is invalid{what}: {}", msg.trim_end()),
    )
}

/// `--emit-header` and `--emit-abi` outputs: (path, contents), from the module `top` at the end
/// of the pipeline.
fn interface_files(opts: &Options, ir: &Ir, top: crate::ir::Op) -> Result<Vec<SideFile>, Vec<Diagnostic>> {
    if opts.emit_header.is_none() && opts.emit_abi.is_none() {
        return Ok(vec![]);
    }
    // Declared: the functions the object has wrappers for (`--c-interface=marked`: only the
    // marked ones).
    let symbols = crate::ir::symbols::SymbolTable::new(ir, top);
    let declared = |op| crate::llvm::has_c_interface(ir, op, opts.c_interface_all, &symbols);
    let exports = emit::header::exports(ir, top, &declared)
        .map_err(|errs| errs.into_iter().map(|(op, msg)| Diagnostic::error(ir.loc(op), msg)).collect::<Vec<_>>())?;
    let mut side = vec![];
    if let Some(h) = &opts.emit_header {
        let text = emit::header::generate(&exports, h)
            .map_err(|errs| errs.into_iter().map(|(op, msg)| Diagnostic::error(ir.loc(op), msg)).collect::<Vec<_>>())?;
        side.push((h.clone(), text.into_bytes()));
    }
    if let Some(a) = &opts.emit_abi {
        side.push((a.clone(), emit::header::abi_json(ir, &exports).into_bytes()));
    }
    Ok(side)
}

/// The name of the LLVM module (and of its object in an archive): the input's file stem.
fn module_stem(file: &str) -> String {
    if file == "<stdin>" {
        return "stdin".into();
    }
    std::path::Path::new(file).file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "module".into())
}

/// Runs every chunk; returns the joined output and whether everything succeeded. Diagnostics go
/// to standard error.
/// The status is `EXIT_OK`, `EXIT_DIAG`, or `EXIT_ICE` when a chunk hit a compiler bug.
pub fn process(opts: &Options, spec: &TargetSpec, file: &str, text: &str) -> (RunOutput, Vec<SideFile>, i32) {
    let mut outputs: Vec<Vec<u8>> = vec![];
    let ranges = chunks(text, opts.split);
    let single = ranges.len() == 1;
    let mut module = None;
    let mut side = vec![];
    let mut ok = true;
    let mut ice = false;
    let src = [Source { name: file, text }];
    for range in ranges {
        let r = compile(opts, spec, file, text, range);
        ice |= r.ice;
        if opts.verify_diagnostics && !r.ice {
            let first_line = text[..range.0].matches('\n').count() as u32 + 1;
            let report = diag::verify(&r.ir.ctx, file, &text[range.0..range.1], first_line, &r.diags);
            if !report.is_empty() {
                eprint!("{report}");
                ok = false;
            }
        } else if !r.diags.is_empty() {
            eprint!("{}", diag::render(&r.ir.ctx, &src, &r.diags));
            ok &= !r.diags.iter().any(Diagnostic::is_error);
        }
        for e in &r.errors {
            eprintln!("mlirc: error: {e}");
            ok = false;
        }
        match r.output {
            // The only module: printed while it is written.
            Some(ChunkOutput::Mlir(top)) if single => {
                side.extend(r.side);
                let (generic, debug_info) = (opts.generic, opts.debug_info);
                module = Some(RunOutput::Module { ir: Box::new(r.ir), top, generic, debug_info });
                continue;
            }
            Some(ChunkOutput::Mlir(top)) => {
                let mut text = vec![];
                let _ = syntax::print_to(&r.ir, top, opts.generic, opts.debug_info, &mut text);
                text.push(b'\n');
                outputs.push(text);
            }
            // One output goes to the file as code generation wrote it (no copy of an object
            // as large as the weights); several are joined.
            Some(ChunkOutput::Bytes(o)) if single => {
                side.extend(r.side);
                module = Some(RunOutput::Bytes(o));
                std::mem::forget(r.ir);
                continue;
            }
            Some(ChunkOutput::Bytes(o)) => outputs.push(o.into_vec()),
            // A chunk that failed still has its place between the markers, as mlir-opt shows.
            None if opts.split && opts.emit == OutputKind::Mlir => outputs.push(vec![]),
            None => {}
        }
        side.extend(r.side);
        // The process ends soon: freeing every table one by one would only cost time.
        std::mem::forget(r.ir);
    }
    let status = if ice {
        EXIT_ICE
    } else if ok {
        EXIT_OK
    } else {
        EXIT_DIAG
    };
    if let Some(m) = module {
        return (m, side, status);
    }
    let out = if outputs.len() == 1 {
        outputs.pop().unwrap_or_default()
    } else {
        outputs.join(format!("{SPLIT_MARKER}\n").as_bytes())
    };
    (RunOutput::Bytes(out.into()), side, status)
}

/// Parses, verifies and prints `src` in one call (used by the fuzz test). Never panics by
/// contract; errors come back rendered.
pub fn roundtrip_text(src: &str, generic: bool) -> Result<String, String> {
    let mut ir = crate::dialects::new_ir();
    let top = syntax::parse(&mut ir, "<input>", src, 0, src.len())
        .map_err(|d| diag::render(&ir.ctx, &[Source { name: "<input>", text: src }], &d))?;
    let diags = verify::verify(&ir, top);
    if !diags.is_empty() {
        return Err(diag::render(&ir.ctx, &[Source { name: "<input>", text: src }], &diags));
    }
    Ok(syntax::print(&ir, top, generic, false))
}

/// What [`lower_text`] made of an input.
#[derive(Debug)]
pub enum LowerOutcome {
    /// The input does not parse or verify (rendered diagnostics).
    Rejected(String),
    /// The pipeline or the translation reported an ordinary error (an unsupported op, ...).
    Diagnosed(String),
    /// Lowered to an LLVM module that verifies.
    Lowered,
    /// A compiler bug: a pass left IR that does not verify, the translation reported an
    /// internal error, the LLVM module is invalid, or a diagnostic says "internal".
    Internal(String),
}

/// Parses and verifies `src`, runs the default -O2 pipeline on it, translates it to LLVM IR for
/// the host and runs LLVM's module verifier: what `mlirc -c` does up to LLVM's optimizer, in
/// process (used by the fuzz test).
pub fn lower_text(src: &str) -> LowerOutcome {
    let render = |ir: &Ir, d: &[Diagnostic]| diag::render(&ir.ctx, &[Source { name: "<input>", text: src }], d);
    let mut ir = crate::dialects::new_ir();
    let top = match syntax::parse(&mut ir, "<input>", src, 0, src.len()) {
        Ok(top) => top,
        Err(d) => return LowerOutcome::Rejected(render(&ir, &d)),
    };
    let diags = verify::verify(&ir, top);
    if !diags.is_empty() {
        return LowerOutcome::Rejected(render(&ir, &diags));
    }
    let opts = match cli::parse(&["<input>".to_string(), "-c".to_string()]) {
        Ok(Parsed::Run(o)) => *o,
        _ => return LowerOutcome::Internal("the default options do not parse".into()),
    };
    let diagnosed = |ir: &Ir, d: &[Diagnostic]| {
        let text = render(ir, d);
        // The messages, not the rendered source lines (`llvm.mlir.global internal ...`).
        if d.iter().any(|x| x.msg.contains("internal") || x.notes.iter().any(|n| n.1.contains("internal"))) {
            LowerOutcome::Internal(text)
        } else {
            LowerOutcome::Diagnosed(text)
        }
    };
    let mut warnings = vec![];
    match run_pipeline(&opts, &mut ir, top, false, &mut warnings) {
        Ok(()) => {}
        Err(passes::manager::Failure::Internal(d)) => return LowerOutcome::Internal(render(&ir, &d)),
        Err(passes::manager::Failure::Diagnostics(d)) => return diagnosed(&ir, &d),
    }
    let diags = verify::verify(&ir, top);
    if !diags.is_empty() {
        return LowerOutcome::Internal(format!("the IR after the pipeline does not verify:\n{}", render(&ir, &diags)));
    }
    let spec = match TargetSpec::resolve(None, None, None, opts.opt_level) {
        Ok(s) => s,
        Err(e) => return LowerOutcome::Internal(e),
    };
    let tm = match spec.machine() {
        Ok(tm) => tm,
        Err(e) => return LowerOutcome::Internal(e),
    };
    let llctx = inkwell::context::Context::create();
    let module = llctx.create_module("fuzz");
    emit::set_target(&module, &tm);
    let lopts = crate::llvm::Options {
        index_bits: spec.index_bits,
        c_interface_all: opts.c_interface_all,
        device: false,
        gpu_binaries: vec![],
        opt_level: spec.opt_level,
        bare_ptr_kernels: opts.gpu_bare_ptr,
        extra_fastmath: opts.extra_fastmath(),
        bf16_via_f32: crate::target::codegen::bf16_via_f32(&spec),
    };
    let module = match crate::llvm::translate(&ir, top, &llctx, module, &lopts) {
        Ok(m) => m,
        Err(e) if e.internal => return LowerOutcome::Internal(render(&ir, &e.diags)),
        Err(e) => return diagnosed(&ir, &e.diags),
    };
    if let Err(msg) = module.verify() {
        let d = invalid_llvm(&ir, top, &module, &msg.to_string_lossy());
        return LowerOutcome::Internal(render(&ir, &[d]));
    }
    LowerOutcome::Lowered
}
