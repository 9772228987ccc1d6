//! Command-line flags, spelled like clang's and mlir-opt's.

use crate::emit::OutputKind;

pub const HELP: &str = "\
OVERVIEW: mlirc - an ahead-of-time compiler for MLIR

USAGE: mlirc [options] <input.mlir | ->

OUTPUT:
  -o <file | ->               Write output to <file> ('-' for standard output). Without --emit, -c, -S
                              or -emit-llvm the extension picks the output: .o .s .ll .bc .a .so
                              .mlir, anything else an executable. Without -o: MLIR goes to standard
                              output, other outputs to <input stem>.o/.s/.ll/.bc/.a/.so, executables
                              to a.out
  --emit=<kind>               mlir (the default), obj, asm, llvm-ir, llvm-bc, lib, exe, shared;
                              runtime: no input, the runtime alone for the target (-o
                              libmlirc_rt.a, the default)
  -shared                     Emit a shared library (= --emit=shared) with the runtime, exporting the
                              _mlir_ciface_ wrappers and mlirc_free
  -c                          Emit an object file (with -emit-llvm: LLVM bitcode)
  -S                          Emit assembly (with -emit-llvm: textual LLVM IR)
  -emit-llvm                  Emit LLVM IR instead of machine code
  --entry=<name>              The function an executable's main calls (default: main); it must take
                              nothing and return nothing (exit code 0), i32 (the exit code), or i64,
                              f32 or f64 (printed as mlir-runner -entry-point-result=i64|f32 prints
                              it, exit code 0)
  --c-interface=<which>       _mlir_ciface_ wrappers for 'all' public functions with a body (the
                              default) or only the 'marked' ones (llvm.emit_c_interface, as upstream)
  --emit-header=<file>        Also write a C header for the _mlir_ciface_ functions the object defines
  --emit-abi=<file>           Also write a JSON description of the exported functions' arguments/results
  -MD                         Also write a Makefile dependency file (<output>.d unless -MF is given)
  -MF <file>                  Write the dependency file to <file> (implies -MD)
  -MT <target>                The target named in the dependency file (default: the output file)
  --cc=<compiler>             The C compiler that builds the runtime and links executables. Default:
                              $MLIRC_CC, else as Cargo build scripts find it: $CC_<triple> (dashes or
                              underscores), $TARGET_CC (cross) or $HOST_CC (host), $CC, with $CFLAGS;
                              else cc for the host, the cross compiler (aarch64-linux-gnu-gcc) otherwise

TARGET:
  --target=<triple>           Generate code for <triple> (default: the host); see --print-targets
  -mcpu=<cpu>                 Target CPU ('native' for this machine's, 'help' to list them)
  -mattr=<+a,-b,...>          Target features to enable or disable
  -O0, -O1, -O2, -O3          LLVM optimization level (default: -O2)
  --print-targets             List the target presets and the LLVM targets, and exit

FLOATING POINT (default: MLIR's fastmath flags on each op are honored and nothing else, so results
are those of the ops as written, bit for bit):
  -ffast-math                 Every floating-point op gets all fast-math flags (fast: reassoc, nnan,
                              ninf, nsz, arcp, contract, afn); vectorized reductions reassociate
  -fno-fast-math              Undo -ffast-math (the default)
  -ffp-contract=<mode>        fast: every floating-point op gets the contract flag (LLVM may fuse a
                              multiply and an add into an FMA; vectorized matmuls and convolutions
                              use FMAs on targets that have them); on, off: no contraction beyond explicit
                              math.fma / vector.fma ops (an MLIR op is one expression, so clang's 'on'
                              has nothing to contract); default: off

GPU (--target=nvptx64-nvidia-cuda):
  -mcpu=sm_XX                 The GPU architecture (default: sm_80); without -mattr=+ptxNN the PTX
                              version is the oldest one the architecture allows (sm_80: 7.0, sm_90: 7.8)
                              Every gpu.module becomes one PTX module (-S, or LLVM IR with -emit-llvm);
                              with several, --gpu-module=<name> picks the one to write
  --gpu-module=<name>         The gpu.module to compile when the input has several
  --gpu-arch=sm_XX[,sm_YY]    On a host target: compile every gpu.module to PTX for these architectures
                              (repeatable) and embed it; gpu.launch_func, gpu.alloc, gpu.memcpy, ...
                              become calls to the mgpu* runtime (runtime-c/), which loads the PTX for
                              the newest listed architecture the device runs
  --gpu-bare-ptr-call-conv    Kernels take each memref argument as its aligned pointer (static shapes and
                              the identity layout only), on the device and in launches, as upstream's
                              use-bare-ptr-memref-call-conv / use-bare-pointers-for-kernels
  --offload=gpu               Run the outermost parallel loops (scf.parallel, affine.parallel, the
                              parallel dimensions of linalg ops) as GPU kernels, with device copies of
                              the buffers they use; needs --gpu-arch. Loops a kernel cannot run (with
                              reductions, calls or allocations) stay on the CPU
  --libdevice=<file>          NVIDIA's libdevice.10.bc, linked into device code that needs math
                              functions the GPU has no instruction for (exp, log, sin, ...). Default:
                              $MLIRC_LIBDEVICE, else the copy 'make setup' installs (.deps/cuda), else
                              $CUDA_HOME/nvvm/libdevice or /usr/local/cuda/nvvm/libdevice

THREADS:
  --threads=<N>               Run the outermost parallel loops (scf.parallel, affine.parallel, the
                              parallel loops of tiled code) on N threads of the runtime's pool
                              (0: as many as the machine has cores, or $MLIRC_NUM_THREADS at run
                              time); default: on the calling thread

PIPELINE:
  --pass-pipeline=<pipeline>  Run this pipeline instead of the default one, in mlir-opt's syntax, e.g.
                              'builtin.module(func.func(canonicalize,cse),lower-affine,convert-scf-to-cf)'
  --print-pipeline            Print the pipeline that would run (at this -O level) and exit
  --list-passes               List the passes and their options, and exit
  --compile-to=<pass>         Stop after the named pass of the pipeline (with --emit=mlir: print the IR
                              there; 'parse': right after parsing)
  --mlir-print-ir-before=<pass>, --mlir-print-ir-after=<pass>
                              Print the IR to standard error before/after every run of <pass>
  --mlir-print-ir-before-all, --mlir-print-ir-after-all (or --print-ir-after-all)
                              Print the IR to standard error before/after every pass
  --verify-each=<bool>, --no-verify-each
                              Verify the IR after each pass (default: true); a pass whose output does
                              not verify is an internal compiler error
  --mlir-timing               Print a report of the time each pass took to standard error
  --time-passes               Print the time every phase and pass took to standard error, as it ends
  --max-stack-alloc-bytes=N   Promote buffers of up to N bytes that never leave their function to
                              the stack (from -O1; default 1024; 0: none)
  --max-fold-bytes=N          Compute at compile time the values that depend only on constants (weights
                              transposed, reshaped, cast, batch-norm factors) when they take at most
                              N bytes (from -O1; default 1073741824; 0: fold nothing)
  --codegen=KEY=V,...         Override the code generation parameters the target gives the
                              vectorizing passes: vector-bits, vector-registers, l1-cache, l2-cache,
                              l3-cache (bytes), fma (0/1), masked (0/1: masked vector loads and
                              stores), pack-a (0/1: contraction kernels pack A and multiply by
                              vector element, AArch64's default), parallel-min-work (--threads: the estimated work below which
                              a loop stays on one thread; 0: none); e.g. --codegen=vector-bits=256,fma=1
  --stats                     Print per function what bufferization and the pipeline made: buffers
                              allocated, copies, writes done in place and out of place (standard error)
  -v                          Print the target and the commands mlirc runs to standard error

MLIR TEXT:
  --mlir-print-op-generic     Print operations in the generic form
  --mlir-print-debuginfo      Print locations
  --split-input-file          Split the input on '// -----' lines and process each chunk on its own
  --verify-diagnostics        Check diagnostics against '// expected-error' (-note, -warning) annotations
  --allow-unregistered-dialect
                              Accept ops (in the generic form), types and attributes of unknown
                              dialects; such ops have unknown effects, passes leave them alone and
                              translating one to LLVM is an error

  --version                   Print the version and exit
  --help                      Print this help and exit

EXIT STATUS: 0 success, 1 diagnostics were reported, 2 usage error, 101 internal compiler error.
";

#[derive(Clone, Debug)]
pub struct Options {
    pub input: String,
    pub output: Option<String>,
    /// What to write, resolved from --emit, -c/-S/-emit-llvm and the -o extension.
    pub emit: OutputKind,
    pub generic: bool,
    pub debug_info: bool,
    pub split: bool,
    pub verify_diagnostics: bool,
    /// `--allow-unregistered-dialect`
    pub allow_unregistered: bool,
    pub target: Option<String>,
    pub cpu: Option<String>,
    pub features: Option<String>,
    pub opt_level: u8,
    pub entry: String,
    /// `--c-interface=all` (the default): a `_mlir_ciface_` wrapper for every public function with
    /// a body; `marked`: only for those with `llvm.emit_c_interface`.
    pub c_interface_all: bool,
    pub cc: Option<String>,
    pub compile_to: Option<String>,
    /// `--pass-pipeline=`: the pipeline to run instead of the default one.
    pub pass_pipeline: Option<String>,
    pub print_ir_before_all: bool,
    pub print_ir_after_all: bool,
    pub print_ir_before: Vec<String>,
    pub print_ir_after: Vec<String>,
    pub verify_each: bool,
    pub mlir_timing: bool,
    pub time_passes: bool,
    /// `--stats`: per-function statistics of the pipeline.
    pub stats: bool,
    /// `--max-stack-alloc-bytes=N`: the largest buffer promoted to the stack (from -O1).
    pub max_stack_alloc_bytes: i64,
    /// `--max-fold-bytes=N`: the largest value `mlirc-fold-constants` computes (None: its default).
    pub max_fold_bytes: Option<u64>,
    /// `--codegen=key=value,...`: overrides of the target's code generation parameters.
    pub codegen: Vec<(String, u64)>,
    pub verbose: bool,
    /// `--emit-header=PATH`
    pub emit_header: Option<String>,
    /// `--emit-abi=PATH`
    pub emit_abi: Option<String>,
    /// The dependency file to write (`-MD`, `-MF`), and its target (`-MT`).
    pub depfile: Option<String>,
    pub dep_target: Option<String>,
    /// `--libdevice=PATH`
    pub libdevice: Option<String>,
    /// `--gpu-module=NAME`
    pub gpu_module: Option<String>,
    /// `--gpu-arch=sm_XX` (repeatable): embed the gpu.modules as PTX for these architectures.
    pub gpu_archs: Vec<String>,
    /// `--offload=gpu`: run outermost parallel loops as GPU kernels.
    pub offload_gpu: bool,
    /// `--threads=N`: run outermost parallel loops on N threads (0: all cores); `None` or 1:
    /// on the calling thread.
    pub threads: Option<u32>,
    /// `--gpu-bare-ptr-call-conv`: kernels take memrefs as bare pointers.
    pub gpu_bare_ptr: bool,
    /// `-ffast-math`.
    pub fast_math: bool,
    /// `-ffp-contract=fast`.
    pub fp_contract_fast: bool,
}

impl Options {
    /// The LLVM fast-math bits every floating-point instruction gets (`llvm::Options`).
    pub fn extra_fastmath(&self) -> u32 {
        // LLVM's `LLVMFastMathFlags`: all seven bits, or `contract` (32).
        if self.fast_math {
            127
        } else if self.fp_contract_fast {
            32
        } else {
            0
        }
    }
}

pub enum Parsed {
    Run(Box<Options>),
    Help,
    Version,
    PrintTargets,
    ListPasses,
    /// `--print-pipeline`: the pipeline text to print.
    PrintPipeline(String),
}

/// Parses argv (without the program name). Errors are usage messages.
pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut input = None;
    let mut o = Options {
        input: String::new(),
        output: None,
        emit: OutputKind::Mlir,
        generic: false,
        debug_info: false,
        split: false,
        verify_diagnostics: false,
        allow_unregistered: false,
        target: None,
        cpu: None,
        features: None,
        opt_level: crate::target::DEFAULT_OPT_LEVEL,
        entry: "main".into(),
        c_interface_all: true,
        cc: None,
        compile_to: None,
        pass_pipeline: None,
        print_ir_before_all: false,
        print_ir_after_all: false,
        print_ir_before: vec![],
        print_ir_after: vec![],
        verify_each: true,
        mlir_timing: false,
        time_passes: false,
        stats: false,
        max_stack_alloc_bytes: 1024,
        max_fold_bytes: None,
        codegen: vec![],
        verbose: false,
        emit_header: None,
        emit_abi: None,
        depfile: None,
        dep_target: None,
        libdevice: None,
        gpu_module: None,
        gpu_archs: vec![],
        offload_gpu: false,
        threads: None,
        gpu_bare_ptr: false,
        fast_math: false,
        fp_contract_fast: false,
    };
    let mut dash_md = false;
    let mut print_pipeline = false;
    let mut emit: Option<OutputKind> = None;
    let (mut dash_c, mut dash_s, mut emit_llvm, mut dash_shared) = (false, false, false, false);
    let mut i = 0;
    let value = |i: &mut usize, flag: &str| -> Result<String, String> {
        *i += 1;
        args.get(*i).cloned().ok_or_else(|| format!("argument to '{flag}' is missing (expected 1 value)"))
    };
    while i < args.len() {
        let a = args[i].as_str();
        // Accept `--flag` and `-flag` alike, as LLVM tools do.
        let flag = if a.starts_with("--") { &a[1..] } else { a };
        let (name, val) = match flag.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (flag, None),
        };
        match (name, val) {
            ("-help" | "-h", None) => return Ok(Parsed::Help),
            ("-version", None) => return Ok(Parsed::Version),
            ("-print-targets", None) => return Ok(Parsed::PrintTargets),
            ("-mlir-print-op-generic", None) => o.generic = true,
            ("-mlir-print-debuginfo", None) => o.debug_info = true,
            ("-split-input-file", None) => o.split = true,
            ("-verify-diagnostics", None) => o.verify_diagnostics = true,
            ("-allow-unregistered-dialect", None) => o.allow_unregistered = true,
            ("-c", None) => dash_c = true,
            ("-shared", None) => dash_shared = true,
            ("-S", None) => dash_s = true,
            ("-emit-llvm", None) => emit_llvm = true,
            ("-v", None) => o.verbose = true,
            ("-print-ir-after-all" | "-mlir-print-ir-after-all", None) => o.print_ir_after_all = true,
            ("-mlir-print-ir-before-all", None) => o.print_ir_before_all = true,
            ("-mlir-print-ir-before", Some(v)) => o.print_ir_before.extend(pass_names(v, "--mlir-print-ir-before=")?),
            ("-mlir-print-ir-after", Some(v)) => o.print_ir_after.extend(pass_names(v, "--mlir-print-ir-after=")?),
            ("-verify-each", None) => o.verify_each = true,
            ("-verify-each", Some(v)) => {
                o.verify_each = match v {
                    "true" | "1" => true,
                    "false" | "0" => false,
                    _ => return Err(format!("invalid value '{v}' in '--verify-each=' (true or false)")),
                }
            }
            ("-no-verify-each", None) => o.verify_each = false,
            ("-mlir-timing", None) => o.mlir_timing = true,
            ("-time-passes", None) => o.time_passes = true,
            ("-stats", None) => o.stats = true,
            ("-max-stack-alloc-bytes", Some(v)) => {
                o.max_stack_alloc_bytes =
                    v.parse::<i64>().ok().filter(|&n| n >= 0).ok_or_else(|| {
                        format!("invalid value '{v}' in '--max-stack-alloc-bytes=' (a number of bytes)")
                    })?
            }
            ("-max-fold-bytes", Some(v)) => {
                o.max_fold_bytes = Some(
                    v.parse::<u64>()
                        .map_err(|_| format!("invalid value '{v}' in '--max-fold-bytes=' (a number of bytes)"))?,
                )
            }
            ("-codegen", Some(v)) => {
                for kv in v.split(',').filter(|s| !s.is_empty()) {
                    let bad = || {
                        format!(
                            "invalid '--codegen=' entry '{kv}' (expected KEY=NUMBER with KEY one of {})",
                            CODEGEN_KEYS.join(", ")
                        )
                    };
                    let (k, n) = kv.split_once('=').ok_or_else(bad)?;
                    let n: u64 = n.parse().map_err(|_| bad())?;
                    if !CODEGEN_KEYS.contains(&k) {
                        return Err(bad());
                    }
                    o.codegen.push((k.to_string(), n));
                }
            }
            ("-list-passes", None) => return Ok(Parsed::ListPasses),
            ("-print-pipeline", None) => print_pipeline = true,
            ("-pass-pipeline", Some(v)) => {
                check_pipeline(v)?;
                o.pass_pipeline = Some(v.to_string());
            }
            ("-O0" | "-O1" | "-O2" | "-O3", None) => o.opt_level = name.as_bytes()[2] - b'0',
            ("-O", None) => o.opt_level = 2,
            ("-o", None) => o.output = Some(value(&mut i, "-o")?),
            ("-target", None) => o.target = Some(value(&mut i, "-target")?),
            ("-target", Some(v)) => o.target = Some(v.to_string()),
            ("-mcpu", Some(v)) => o.cpu = Some(v.to_string()),
            ("-mattr", Some(v)) => o.features = Some(v.to_string()),
            ("-entry", Some(v)) if !v.is_empty() => o.entry = v.to_string(),
            ("-cc", Some(v)) if !v.is_empty() => o.cc = Some(v.to_string()),
            ("-compile-to", Some(v)) => {
                if v != "parse" && crate::passes::lookup(v).is_none() {
                    let names: Vec<&str> = crate::passes::REGISTRY.iter().map(|p| p.name).collect();
                    return Err(format!(
                        "invalid value '{v}' in '--compile-to=' (one of: parse, {})",
                        names.join(", ")
                    ));
                }
                o.compile_to = Some(v.to_string());
            }
            ("-emit-header", Some(v)) if !v.is_empty() => o.emit_header = Some(v.to_string()),
            ("-emit-abi", Some(v)) if !v.is_empty() => o.emit_abi = Some(v.to_string()),
            ("-libdevice", Some(v)) if !v.is_empty() => o.libdevice = Some(v.to_string()),
            ("-gpu-module", Some(v)) if !v.is_empty() => o.gpu_module = Some(v.to_string()),
            ("-gpu-arch", Some(v)) if !v.is_empty() => o.gpu_archs.extend(v.split(',').map(str::to_string)),
            ("-gpu-bare-ptr-call-conv", None) => o.gpu_bare_ptr = true,
            ("-ffast-math", None) => o.fast_math = true,
            ("-fno-fast-math", None) => o.fast_math = false,
            ("-ffp-contract", Some(v)) => {
                o.fp_contract_fast = match v {
                    "fast" => true,
                    "on" | "off" => false,
                    _ => return Err(format!("invalid value '{v}' in '-ffp-contract=' (supported: fast, on, off)")),
                }
            }
            ("-offload", Some(v)) => {
                o.offload_gpu = match v {
                    "gpu" => true,
                    "none" => false,
                    _ => return Err(format!("invalid value '{v}' in '--offload=' (supported: gpu, none)")),
                }
            }
            ("-threads", Some(v)) => {
                o.threads = Some(v.parse::<u32>().ok().filter(|&n| n <= 256).ok_or_else(|| {
                    format!("invalid value '{v}' in '--threads=' (a number of threads from 0 to 256; 0: all cores)")
                })?)
            }
            ("-MD", None) => dash_md = true,
            ("-MF", None) => o.depfile = Some(value(&mut i, "-MF")?),
            ("-MT", None) => o.dep_target = Some(value(&mut i, "-MT")?),
            ("-c-interface", Some(v)) => {
                o.c_interface_all = match v {
                    "all" => true,
                    "marked" => false,
                    _ => return Err(format!("invalid value '{v}' in '--c-interface=' (supported: marked, all)")),
                }
            }
            ("-emit", Some(v)) => {
                emit = Some(OutputKind::from_name(v).ok_or_else(|| {
                    format!(
                    "invalid value '{v}' in '--emit=' (supported: mlir, obj, asm, llvm-ir, llvm-bc, lib, exe, shared, runtime)"
                )
                })?)
            }
            ("-", None) => {
                if input.replace("-".to_string()).is_some() {
                    return Err("only one input file is supported".into());
                }
            }
            _ if flag.starts_with("-o") && flag.len() > 2 && !a.starts_with("--") => {
                o.output = Some(flag[2..].to_string())
            }
            _ if flag.starts_with("-O") && !a.starts_with("--") => {
                return Err(format!("invalid optimization level '{a}' (use -O0, -O1, -O2 or -O3)"));
            }
            _ if a.starts_with('-') => return Err(format!("unknown argument: '{a}'")),
            _ => {
                if input.replace(a.to_string()).is_some() {
                    return Err("only one input file is supported".into());
                }
            }
        }
        i += 1;
    }
    if print_pipeline {
        return Ok(Parsed::PrintPipeline(pipeline_text(&o)));
    }
    if let Some(stop) = o.compile_to.as_deref().filter(|&s| s != "parse") {
        let p = crate::passes::pipeline::Pipeline::parse(&pipeline_text(&o)).map_err(|e| e.msg)?;
        if !p.passes().iter().any(|s| s.name == stop) {
            return Err(format!("'--compile-to={stop}': the pipeline has no pass '{stop}' (see --print-pipeline)"));
        }
    }
    match input {
        _ if emit == Some(OutputKind::Runtime) => {
            if input.is_some() || o.emit_header.is_some() || o.emit_abi.is_some() {
                return Err(
                    "'--emit=runtime' writes the runtime alone: it takes no input file, header or ABI file".into()
                );
            }
        }
        Some(f) => o.input = f,
        None => return Err("no input file (use '-' for standard input)".into()),
    }
    // clang's `-shared` is a link mode; mlirc's is the output kind `--emit=shared`.
    if dash_shared {
        if dash_c || dash_s || emit_llvm {
            return Err("'-shared' links a shared library: it cannot be combined with -c, -S or -emit-llvm".into());
        }
        match emit {
            None | Some(OutputKind::Shared) => emit = Some(OutputKind::Shared),
            Some(_) => return Err("'-shared' cannot be combined with another '--emit=' kind".into()),
        }
    }
    o.emit = match (emit, dash_c, dash_s, emit_llvm) {
        (Some(k), false, false, false) => k,
        (Some(_), ..) => return Err("'--emit=' cannot be combined with -c, -S or -emit-llvm".into()),
        (None, true, true, _) => return Err("-c and -S cannot be combined".into()),
        (None, true, false, false) => OutputKind::Obj,
        (None, false, true, false) => OutputKind::Asm,
        (None, true, false, true) => OutputKind::LlvmBc,
        (None, false, _, true) => OutputKind::LlvmIr,
        (None, false, false, false) => match o.output.as_deref() {
            Some(p) if p != "-" => OutputKind::from_path(p),
            _ => OutputKind::Mlir,
        },
    };
    if o.split && o.emit != OutputKind::Mlir && !o.verify_diagnostics {
        return Err("--split-input-file only works with MLIR output (--emit=mlir) or --verify-diagnostics".into());
    }
    if o.offload_gpu && o.gpu_archs.is_empty() && o.emit != OutputKind::Mlir {
        return Err("--offload=gpu needs --gpu-arch=sm_XX (the architecture of the kernels it makes)".into());
    }
    if o.split && (o.emit_header.is_some() || o.emit_abi.is_some()) {
        return Err("--split-input-file cannot be combined with --emit-header or --emit-abi".into());
    }
    if o.output.is_none() {
        o.output = default_output(&o.input, o.emit);
    }
    if dash_md && o.depfile.is_none() {
        // clang's -MD: the output's name with `.d` in place of its extension.
        let out = o.output.clone().filter(|p| p != "-").unwrap_or_else(|| "mlirc-out".into());
        let p = std::path::Path::new(&out);
        o.depfile = Some(p.with_extension("d").to_string_lossy().into_owned());
    }
    Ok(Parsed::Run(Box::new(o)))
}

/// clang's default output names: `<stem>.o` etc. next to the current folder, `a.out`.
fn default_output(input: &str, kind: OutputKind) -> Option<String> {
    let stem = if input == "-" {
        "-".to_string()
    } else {
        std::path::Path::new(input)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "out".into())
    };
    let ext = match kind {
        OutputKind::Mlir => return None,
        OutputKind::Exe => return Some("a.out".into()),
        OutputKind::Runtime => return Some("libmlirc_rt.a".into()),
        OutputKind::Obj => "o",
        OutputKind::Asm => "s",
        OutputKind::LlvmIr => "ll",
        OutputKind::LlvmBc => "bc",
        OutputKind::Lib => "a",
        OutputKind::Shared => "so",
    };
    Some(format!("{stem}.{ext}"))
}

/// The pipeline the options run: `--pass-pipeline=`, or the default one at the `-O` level.
pub fn pipeline_text(o: &Options) -> String {
    o.pass_pipeline.clone().unwrap_or_else(|| {
        use crate::passes::Gpu;
        let gpu = match (o.offload_gpu, o.gpu_archs.is_empty()) {
            (true, _) => Gpu::Offload,
            (false, false) => Gpu::Outline,
            (false, true) => Gpu::None,
        };
        let threads = o.threads.filter(|&n| n != 1);
        let text =
            crate::passes::default_pipeline_for(o.opt_level, o.max_stack_alloc_bytes, gpu, &codegen_params(o), threads);
        let text = if o.fast_math || o.fp_contract_fast { fast_math_pipeline(&text, o.fast_math) } else { text };
        match o.max_fold_bytes {
            Some(n) => fold_limit_pipeline(&text, n),
            None => text,
        }
    })
}

/// `--max-fold-bytes=N`: the default pipeline's `mlirc-fold-constants` with that limit, or
/// without the pass for 0.
fn fold_limit_pipeline(text: &str, n: u64) -> String {
    let pass = "mlirc-fold-constants,";
    let with = if n == 0 { String::new() } else { format!("mlirc-fold-constants{{max-fold-bytes={n}}},") };
    text.replacen(pass, &with, 1)
}

/// The keys of `--codegen=` (`codegen_params` applies them).
const CODEGEN_KEYS: &[&str] = &[
    "vector-bits",
    "vector-registers",
    "l1-cache",
    "l2-cache",
    "l3-cache",
    "fma",
    "masked",
    "pack-a",
    "parallel-min-work",
];

/// The code generation parameters of the options' target (the conservative defaults when the
/// target does not resolve: that error is reported where the target is resolved).
fn codegen_params(o: &Options) -> crate::passes::CodegenParams {
    use crate::target::{codegen, TargetSpec};
    let mut p = match TargetSpec::resolve(o.target.as_deref(), o.cpu.as_deref(), o.features.as_deref(), o.opt_level) {
        Ok(spec) if spec.cpu != "help" => codegen::params(&spec),
        _ => crate::passes::CodegenParams::default(),
    };
    for (k, n) in &o.codegen {
        match k.as_str() {
            "vector-bits" => p.vector_bits = *n as u32,
            "vector-registers" => p.vector_registers = *n as u32,
            "l1-cache" => p.l1_cache = *n,
            "l2-cache" => p.l2_cache = *n,
            "l3-cache" => p.l3_cache = *n,
            "masked" => p.masked = *n != 0,
            "pack-a" => p.pack_a = *n != 0,
            "parallel-min-work" => p.parallel_min_work = *n,
            _ => p.fma = *n != 0,
        }
    }
    p
}

/// Under `-ffp-contract=fast` and `-ffast-math`, the default pipeline's contraction vectorizer
/// may fuse multiplies and adds (`contract`); under `-ffast-math` (`reassociate`), the
/// element-wise vectorizer may also reassociate float reductions, and the contraction
/// vectorizer use `vdpbf16ps` for bf16 contractions.
fn fast_math_pipeline(text: &str, reassociate: bool) -> String {
    use crate::passes::pipeline::{Element, Pipeline};
    fn set(options: &mut Vec<(String, Option<String>)>, key: &str) {
        options.retain(|(k, _)| k != key);
        options.push((key.into(), Some("true".into())));
    }
    fn visit(p: &mut Pipeline, reassociate: bool) {
        for e in &mut p.elements {
            match e {
                Element::Pass(s) if s.name == "mlirc-vectorize-contractions" => {
                    set(&mut s.options, "contract");
                    if reassociate {
                        set(&mut s.options, "reassociate")
                    }
                }
                Element::Pass(s) if s.name == "mlirc-vectorize-elementwise" && reassociate => {
                    set(&mut s.options, "reassociate")
                }
                Element::Pass(_) => {}
                Element::Nested(n) => visit(n, reassociate),
            }
        }
    }
    match Pipeline::parse(text) {
        Ok(mut p) => {
            visit(&mut p, reassociate);
            p.to_string()
        }
        Err(_) => text.to_string(),
    }
}

/// Checks a `--pass-pipeline=` value: syntax, pass names and options. The error quotes the
/// pipeline with a caret under the offending spot.
fn check_pipeline(text: &str) -> Result<(), String> {
    use crate::passes::{manager, pipeline::Pipeline};
    let caret = |pos: usize, msg: &str| {
        format!(
            "invalid '--pass-pipeline=': {msg}\n  {text}\n  {}^",
            " ".repeat(text[..pos.min(text.len())].chars().count())
        )
    };
    let p = Pipeline::parse(text).map_err(|e| caret(e.pos, &e.msg))?;
    manager::PassManager::new(&p, manager::Instrumentation::default()).map_err(|e| caret(e.pos, &e.msg))?;
    Ok(())
}

/// Pass names of a `--mlir-print-ir-*=` flag (comma-separated), each a registered pass.
fn pass_names(v: &str, flag: &str) -> Result<Vec<String>, String> {
    v.split(',')
        .map(|n| {
            let n = n.trim();
            if crate::passes::lookup(n).is_some() {
                Ok(n.to_string())
            } else {
                let names: Vec<&str> = crate::passes::REGISTRY.iter().map(|p| p.name).collect();
                Err(format!("invalid value '{n}' in '{flag}' (one of: {})", names.join(", ")))
            }
        })
        .collect()
}

/// `--list-passes`: every pass with its summary and options.
pub fn list_passes() -> String {
    let mut s = String::from("Passes:\n");
    let mut passes: Vec<_> = crate::passes::REGISTRY.iter().collect();
    passes.sort_by_key(|p| p.name);
    for p in passes {
        s.push_str(&format!("  --{:<40} -   {}\n", p.name, p.summary));
        for o in p.options {
            let kind = match o.kind {
                crate::passes::manager::OptionKind::Bool => String::new(),
                crate::passes::manager::OptionKind::Int => "=<long>".into(),
                crate::passes::manager::OptionKind::Enum(w) => format!("=<{}>", w.join("|")),
                crate::passes::manager::OptionKind::List => "=<string>".into(),
            };
            s.push_str(&format!(
                "    --{:<38} - {} (default: {})\n",
                format!("{}{kind}", o.name),
                o.help,
                if o.default.is_empty() { "none" } else { o.default }
            ));
        }
    }
    s
}
