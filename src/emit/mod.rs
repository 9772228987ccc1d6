//! Outputs: the LLVM optimization pipeline, then object files, assembly, LLVM IR and bitcode
//! (through the target machine), static archives with the runtime compiled for the target,
//! and executables and shared libraries linked by the target's C compiler; the runtime alone as an archive
//! (`--emit=runtime`); weak fallbacks of the runtime's allocation functions in objects
//! (`runtime::add_alloc_fallbacks`).
//!
//! Takes: a translated `inkwell` module and a `TargetSpec`. Gives: the bytes of the output
//! file. Same module and flags → byte-identical objects and archives.

mod archive;
pub mod cc;
pub mod header;
pub mod libdevice;
mod link;
pub mod runtime;

pub use archive::archive;
pub use link::{executable, shared_library};

use crate::target::TargetSpec;
use inkwell::module::Module;
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{FileType, TargetMachine};

/// What the compiler writes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OutputKind {
    /// Textual MLIR (after parsing, verification and the requested passes).
    Mlir,
    /// A relocatable object file (`.o`).
    Obj,
    /// Assembly (`.s`; PTX for nvptx64).
    Asm,
    /// Textual LLVM IR (`.ll`).
    LlvmIr,
    /// LLVM bitcode (`.bc`).
    LlvmBc,
    /// A static archive with the runtime (`.a`).
    Lib,
    /// An executable.
    Exe,
    /// A shared library (`.so`, `-shared`) with the runtime, its functions exported.
    Shared,
    /// The runtime alone, as a static archive (`--emit=runtime`, no input).
    Runtime,
}

impl OutputKind {
    pub fn from_name(s: &str) -> Option<OutputKind> {
        Some(match s {
            "mlir" => OutputKind::Mlir,
            "obj" => OutputKind::Obj,
            "asm" => OutputKind::Asm,
            "llvm-ir" => OutputKind::LlvmIr,
            "llvm-bc" => OutputKind::LlvmBc,
            "lib" => OutputKind::Lib,
            "exe" => OutputKind::Exe,
            "shared" => OutputKind::Shared,
            "runtime" => OutputKind::Runtime,
            _ => return None,
        })
    }
    /// The kind an output file name implies: `.o .s .ll .bc .a .so .mlir`, anything else an
    /// executable.
    pub fn from_path(p: &str) -> OutputKind {
        match std::path::Path::new(p).extension().and_then(|e| e.to_str()) {
            Some("o") => OutputKind::Obj,
            Some("s") | Some("ptx") => OutputKind::Asm,
            Some("ll") => OutputKind::LlvmIr,
            Some("bc") => OutputKind::LlvmBc,
            Some("a") => OutputKind::Lib,
            Some("so") => OutputKind::Shared,
            Some("mlir") => OutputKind::Mlir,
            _ => OutputKind::Exe,
        }
    }
    /// Whether the output is binary (not to be written to a terminal by default).
    pub fn is_binary(self) -> bool {
        matches!(
            self,
            OutputKind::Obj
                | OutputKind::LlvmBc
                | OutputKind::Lib
                | OutputKind::Exe
                | OutputKind::Shared
                | OutputKind::Runtime
        )
    }
}

/// Sets the module's triple and data layout from the target machine.
pub fn set_target(module: &Module, tm: &TargetMachine) {
    module.set_triple(&tm.get_triple());
    module.set_data_layout(&tm.get_target_data().get_data_layout());
}

/// Runs LLVM's `default<On>` pipeline (new pass manager) on a module the caller has verified.
pub fn optimize(module: &Module, tm: &TargetMachine, opt_level: u8) -> Result<(), String> {
    let passes = format!("default<O{}>", opt_level.min(3));
    module
        .run_passes(&passes, tm, PassBuilderOptions::create())
        .map_err(|e| format!("LLVM optimization failed: {}", e.to_string_lossy()))
}

/// Object code or assembly from the target machine.
pub fn machine_code(module: &Module, tm: &TargetMachine, asm: bool) -> Result<Bytes, String> {
    let ft = if asm { FileType::Assembly } else { FileType::Object };
    tm.write_to_memory_buffer(module, ft)
        .map(Bytes::Llvm)
        .map_err(|e| format!("LLVM code generation failed: {}", e.to_string_lossy()))
}

/// An output's bytes: owned, or LLVM's buffer as code generation wrote it (an object as large
/// as the module's weights is not copied on its way to the file).
pub enum Bytes {
    Owned(Vec<u8>),
    Llvm(inkwell::memory_buffer::MemoryBuffer<'static>),
}

impl Bytes {
    pub fn as_slice(&self) -> &[u8] {
        match self {
            Bytes::Owned(v) => v,
            Bytes::Llvm(b) => b.as_slice(),
        }
    }
    pub fn into_vec(self) -> Vec<u8> {
        match self {
            Bytes::Owned(v) => v,
            Bytes::Llvm(b) => b.as_slice().to_vec(),
        }
    }
}

impl From<Vec<u8>> for Bytes {
    fn from(v: Vec<u8>) -> Bytes {
        Bytes::Owned(v)
    }
}

pub fn llvm_ir(module: &Module) -> Vec<u8> {
    module.print_to_string().to_bytes().to_vec()
}

pub fn bitcode(module: &Module) -> Vec<u8> {
    module.write_bitcode_to_memory().as_slice().to_vec()
}

/// The output for `kind` from an optimized module. `stem` names the module's object inside
/// an archive.
pub fn output(
    module: &Module,
    tm: &TargetMachine,
    spec: &TargetSpec,
    kind: OutputKind,
    stem: &str,
    verbose: bool,
) -> Result<Bytes, String> {
    match kind {
        OutputKind::Mlir | OutputKind::Runtime => {
            Err(format!("internal error: {kind:?} output does not go through LLVM"))
        }
        OutputKind::Obj => machine_code(module, tm, false),
        OutputKind::Asm => machine_code(module, tm, true),
        OutputKind::LlvmIr => Ok(llvm_ir(module).into()),
        OutputKind::LlvmBc => Ok(bitcode(module).into()),
        OutputKind::Lib => {
            let obj = machine_code(module, tm, false)?;
            let runtime = runtime::objects(spec, &cc::c_compiler(spec)?, verbose)?;
            let mut members = vec![(format!("{stem}.o"), obj.as_slice())];
            members.extend(runtime.iter().map(|(n, d)| (n.clone(), d.as_slice())));
            archive(&members).map(Bytes::from)
        }
        OutputKind::Exe => {
            let obj = machine_code(module, tm, false)?;
            executable(obj.as_slice(), spec, verbose).map(Bytes::from)
        }
        OutputKind::Shared => {
            let obj = machine_code(module, tm, false)?;
            shared_library(obj.as_slice(), spec, verbose).map(Bytes::from)
        }
    }
}

/// `--emit=runtime`: the runtime compiled for `spec`, as a static archive (what `-o lib.a` adds
/// to the module's object), for builds that link objects themselves.
pub fn runtime_archive(spec: &TargetSpec, verbose: bool) -> Result<Vec<u8>, String> {
    if spec.arch == crate::target::Arch::Nvptx64 {
        return Err(format!("--emit=runtime: the runtime is host code, and '{}' is a GPU target", spec.triple));
    }
    let objects = runtime::objects(spec, &cc::c_compiler(spec)?, verbose)?;
    archive(&objects.iter().map(|(n, d)| (n.clone(), d.as_slice())).collect::<Vec<_>>())
}

/// A small function with the kinds of code mlirc's kernels have (vector loads, arithmetic, FMA,
/// shuffles and stores in a loop, scalar index arithmetic), for `warm_up`.
const WARM_UP_IR: &str = r#"
declare <8 x float> @llvm.fma.v8f32(<8 x float>, <8 x float>, <8 x float>)
define void @warm_up(ptr noalias %a, ptr noalias %b, ptr noalias %c, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %acc = phi <8 x float> [ zeroinitializer, %entry ], [ %sum, %loop ]
  %pa = getelementptr float, ptr %a, i64 %i
  %pb = getelementptr float, ptr %b, i64 %i
  %va = load <8 x float>, ptr %pa, align 4
  %vb = load <8 x float>, ptr %pb, align 4
  %m = fmul <8 x float> %va, %vb
  %s = shufflevector <8 x float> %m, <8 x float> %va, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 4, i32 12, i32 5, i32 13>
  %f = call <8 x float> @llvm.fma.v8f32(<8 x float> %s, <8 x float> %vb, <8 x float> %acc)
  %sum = fadd <8 x float> %f, %m
  %next = add nuw nsw i64 %i, 8
  %done = icmp sge i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  store <8 x float> %sum, ptr %c, align 4
  ret void
}
"#;

/// Makes `tm` build its subtarget (the target's lowering tables and cost model, cached in `tm`
/// for functions without their own `target-cpu`/`target-features`, as mlirc's are) by running
/// `instcombine`, which asks for the target's cost model, on a small function. The driver does it
/// on a second thread while the compiler thread lowers the module: about 2 ms of every
/// compilation off the critical path. A whole `default<O3>` run or code generation here cost more
/// than they saved (measured). Failures are ignored: the real compilation reports its own.
pub fn warm_up(tm: &TargetMachine) {
    let cx = inkwell::context::Context::create();
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(WARM_UP_IR.as_bytes(), "warm-up");
    let Ok(module) = cx.create_module_from_ir(buf) else { return };
    set_target(&module, tm);
    let _ = module.run_passes("function(instcombine)", tm, PassBuilderOptions::create());
}
