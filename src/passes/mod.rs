//! Passes over verified IR, one file per pass, named like upstream's. Each pass states what
//! it takes and what it gives in its module doc.
//!
//! `REGISTRY` lists every pass (name, options, constructor); `default_pipeline` is what the
//! driver runs before LLVM translation at each optimization level, in mlir-opt's pipeline
//! syntax (`pipeline.rs`), run by the pass manager (`manager.rs`). The driver's
//! `--compile-to=<pass>` stops after the named pass; `--pass-pipeline=` replaces the default.
//!
//! Shared machinery: `greedy.rs` (the greedy pattern driver with folding), `side_effects.rs`
//! (memoized effect and speculatability summaries); op builders on top of the rewriter are
//! `dialects::build`.

pub mod buffer_deallocation;
pub mod buffer_hoisting;
pub mod buffer_loop_hoisting;
pub mod canonicalize;
pub mod conv_to_channels_last;
pub mod copy_removal;
pub mod cse;
pub mod decompose_linalg;
pub mod drop_unit_dims;
pub mod elementwise_to_linalg;
pub mod eliminate_empty_tensors;
pub mod fold_constants;
pub mod fuse_elementwise;
pub mod gpu_kernel_outlining;
pub mod gpu_offload;
pub mod greedy;
pub mod linalg_to_loops;
pub mod loop_invariant_code_motion;
pub mod lower_affine;
pub mod lower_vector;
pub mod manager;
pub mod math_approximation;
pub mod one_shot_bufferize;
pub mod pack_constants;
pub mod parallelize;
pub mod pipeline;
pub mod promote_buffers_to_stack;
pub mod scf_to_cf;
pub mod side_effects;
pub mod static_memory_plan;
pub mod symbol_dce;
pub mod tm_tensor_to_loops;
pub mod tosa_common;
pub mod tosa_to_arith;
pub mod tosa_to_linalg;
pub mod tosa_to_linalg_named;
pub mod tosa_to_scf;
pub mod tosa_to_tensor;
pub mod vectorize_contractions;
pub mod vectorize_elementwise;

use crate::diag::Diagnostic;
use crate::ir::{Ir, Op};
use manager::{Analyses, OptionValues, Pass, PassInfo, PassResult, Preserved};

/// A pass that is a function over the op it runs on and preserves nothing.
struct FnPass(fn(&mut Ir, Op) -> Result<(), Vec<Diagnostic>>);

impl Pass for FnPass {
    fn run(&mut self, ir: &mut Ir, op: Op, _: &mut Analyses) -> PassResult {
        (self.0)(ir, op).map(|()| Preserved::None)
    }
}

/// Every pass mlirc has.
pub static REGISTRY: &[PassInfo] = &[
    canonicalize::INFO,
    PassInfo {
        name: "convert-scf-to-cf",
        class: "SCFToControlFlowPass",
        summary: "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG",
        options: &[manager::OptionInfo {
            name: "allow-pattern-rollback",
            kind: manager::OptionKind::Bool,
            default: "true",
            help: "Accepted for compatibility with mlir-opt; mlirc's lowering never rolls back",
        }],
        create: |_: &OptionValues| Box::new(FnPass(scf_to_cf::run)),
    },
    PassInfo {
        name: "mlirc-gpu-offload",
        class: "GpuOffloadPass",
        summary: "Run outermost scf.parallel loops as GPU kernels (gpu.launch), with device copies of the memrefs they use",
        options: &[],
        create: |_: &OptionValues| Box::new(FnPass(gpu_offload::run)),
    },
    PassInfo {
        name: "lower-affine",
        class: "LowerAffinePass",
        summary: "Lower Affine operations to a combination of Arith and SCF operations",
        options: &[],
        create: |_: &OptionValues| Box::new(FnPass(lower_affine::run)),
    },
    PassInfo {
        name: "mlirc-lower-vector",
        class: "LowerVectorPass",
        summary: "Lower n-D vector ops (contract, transfers, multi_reduction, shape casts, ...) to 1-D vector ops",
        options: &[],
        create: |_: &OptionValues| Box::new(FnPass(lower_vector::run)),
    },
    linalg_to_loops::INFO,
    PassInfo {
        name: "convert-linalg-to-parallel-loops",
        class: "ConvertLinalgToParallelLoopsPass",
        summary: "Lower the operations from the linalg dialect into parallel loops",
        options: &[],
        create: |_: &OptionValues| Box::new(FnPass(linalg_to_loops::run_parallel)),
    },
    PassInfo {
        name: "tm-tensor-to-loops",
        class: "TMTensorToLoops",
        summary: "Convert TMTensor ops to loops and Linalg ops.",
        options: &[],
        create: |_: &OptionValues| Box::new(FnPass(tm_tensor_to_loops::run)),
    },
    cse::INFO,
    elementwise_to_linalg::INFO,
    decompose_linalg::INFO,
    conv_to_channels_last::INFO,
    fold_constants::INFO,
    drop_unit_dims::INFO,
    eliminate_empty_tensors::INFO,
    one_shot_bufferize::INFO,
    promote_buffers_to_stack::INFO,
    static_memory_plan::INFO,
    buffer_hoisting::INFO,
    copy_removal::INFO,
    buffer_loop_hoisting::INFO,
    PassInfo {
        name: "mlirc-buffer-deallocation",
        class: "BufferDeallocationPass",
        summary: "Free every buffer a cf-level function allocates: ownership-based deallocation on the CFG, unstructured loops included",
        options: &[],
        create: |_: &OptionValues| Box::new(FnPass(buffer_deallocation::run)),
    },
    loop_invariant_code_motion::INFO,
    symbol_dce::INFO,
    gpu_kernel_outlining::INFO,
    gpu_kernel_outlining::SINK_INFO,
    math_approximation::INFO,
    vectorize_elementwise::INFO,
    fuse_elementwise::INFO,
    parallelize::INFO,
    vectorize_contractions::INFO,
    tosa_to_scf::INFO,
    tosa_to_linalg_named::INFO,
    tosa_to_linalg::INFO,
    tosa_to_arith::INFO,
    tosa_to_tensor::INFO,
];

/// The pass named `name`.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    REGISTRY.iter().find(|p| p.name == name)
}

/// The pipeline the driver runs before translating to LLVM: element-wise ops on tensors to
/// linalg, softmax/pack/unpack decomposed into ops that bufferize, tensors to buffers
/// (one-shot-bufferize), torch-mlir's tm_tensor ops and linalg ops on buffers to loops, then the lowering to cf-level IR,
/// n-D vector code to 1-D (`mlirc-lower-vector`, after `lower-affine`, whose `affine.vector_load`s it
/// may meet, and before `convert-scf-to-cf`, as it emits `scf.if`s), with cleanups around it from -O1 on: dead private symbols go first (no time spent on
/// them); then, on structured control flow (the loops of the linalg ops included),
/// canonicalization, CSE and hoisting out of the structured loops (where loops are still
/// explicit); after the lowering, canonicalization and CSE again on the CFG (hoisted ops meet
/// their twins, lowered bounds repeat constants). At every level, buffer deallocation runs on
/// the CFG right after the lowering (before the cleanups, which fold the ownership constants
/// it leaves). Last, from -O1, `mlirc-static-memory-plan` puts each function's static
/// intermediate buffers in one arena (and adds the `@<f>_arena` entry points).
pub fn default_pipeline(opt_level: u8) -> String {
    default_pipeline_with(opt_level, 1024)
}

/// `default_pipeline` with buffers of up to `max_stack_bytes` promoted to the stack (from -O1).
pub fn default_pipeline_with(opt_level: u8, max_stack_bytes: i64) -> String {
    default_pipeline_for(opt_level, max_stack_bytes, Gpu::None, &CodegenParams::default(), None)
}

/// What the target machine offers the vectorizing passes: the driver derives it from the
/// target (`target::codegen`); the default is a conservative machine.
pub use crate::target::codegen::CodegenParams;

impl CodegenParams {
    /// The `mlirc-vectorize-contractions` and `mlirc-vectorize-elementwise` elements of a
    /// pipeline for these parameters, with a trailing comma ("" when there are no vectors).
    /// With `threads` (`--threads=N`), their loops have parallel blocks for N threads (0: the
    /// cores of the compiling machine).
    fn vectorize_passes(&self, threads: Option<u32>) -> String {
        if self.vector_bits == 0 {
            return String::new();
        }
        let CodegenParams {
            vector_bits,
            vector_registers,
            l1_cache,
            l2_cache,
            l3_cache,
            fma,
            masked,
            pack_a,
            vnni,
            bf16_dot,
            ..
        } = self;
        let pack = if *pack_a { " pack-a=true" } else { "" };
        let vnni = if *vnni > 0 { format!(" vnni={vnni}") } else { String::new() };
        let vnni = if *bf16_dot { format!("{vnni} bf16=true") } else { vnni };
        let (t, par) = match threads {
            Some(n) => (format!(" threads={n}"), " parallel-outer=true"),
            None => (String::new(), ""),
        };
        format!(
            "mlirc-vectorize-contractions{{vector-bits={vector_bits} vector-registers={vector_registers} \
             l1-cache={l1_cache} l2-cache={l2_cache} l3-cache={l3_cache} fma={fma} masked={masked}{pack}{vnni}{t}}},\
             mlirc-vectorize-elementwise{{vector-bits={vector_bits} fma={fma} l2-cache={l2_cache}{par}}},"
        )
    }
}

/// What the default pipeline does for GPUs.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Gpu {
    /// Nothing (a host program without `--gpu-arch`, or device code alone).
    None,
    /// `--gpu-arch`: `gpu.launch`es are outlined into kernels (as upstream's
    /// `gpu-lower-to-nvvm-pipeline`: index computations sunk, then `gpu-kernel-outlining`).
    Outline,
    /// `--offload=gpu`: parallel loops become launches first.
    Offload,
}

/// The default pipeline. With `Gpu::Outline` (`--gpu-arch`), `gpu.launch`es are outlined after
/// `lower-affine`; with `Gpu::Offload` (`--offload=gpu`), linalg ops become parallel loops and,
/// after `lower-affine`, `mlirc-gpu-offload` turns the outermost parallel loops into
/// `gpu.launch`es that `gpu-kernel-outlining` moves into a `gpu.module`.
///
/// From -O1 on (and without `--offload=gpu`), `mlirc-vectorize-contractions` runs with the
/// target's `cg` parameters after `promote-buffers-to-stack` and before
/// `convert-linalg-to-loops`: on buffers, before the loops, the contractions it recognizes
/// become tiled vector code and every other linalg op still goes to loops. With `threads`
/// (`--threads=N`, N ≠ 1), every op gets parallel loops: the contraction kernels enough
/// parallel blocks for N threads (`threads=N`), the element-wise ops, reductions and the loops
/// of the other linalg ops their outermost parallel dimension (`parallel-outer`, from -O1; at
/// -O0 only the loops the input has), and `mlirc-parallelize` runs the outermost parallel loops
/// with enough work on the runtime's thread pool.
pub fn default_pipeline_for(
    opt_level: u8,
    max_stack_bytes: i64,
    gpu: Gpu,
    cg: &CodegenParams,
    threads: Option<u32>,
) -> String {
    let vectorize = if gpu == Gpu::Offload { String::new() } else { cg.vectorize_passes(threads) };
    let bufferize =
        "one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}";
    let to_loops = match (gpu, threads) {
        (Gpu::Offload, _) => "convert-linalg-to-parallel-loops",
        (_, Some(_)) if opt_level > 0 => "convert-linalg-to-loops{parallel-outer=true}",
        _ => "convert-linalg-to-loops",
    };
    // Loops offloaded to a GPU stay scalar (each thread takes one element).
    let offload = match gpu {
        Gpu::None => "",
        Gpu::Outline => "gpu-launch-sink-index-computations,gpu-kernel-outlining,",
        Gpu::Offload => "mlirc-gpu-offload,gpu-launch-sink-index-computations,gpu-kernel-outlining,",
    };
    // Outer parallel loops left on the CPU run on the thread pool (`--threads=N`).
    let offload = match threads {
        Some(n) => format!("{offload}mlirc-parallelize{{threads={n} min-work={}}},", cg.parallel_min_work),
        None => offload.to_string(),
    };
    // TOSA first, in the order of upstream's `tosa-to-linalg-pipeline` (scatter, which
    // `tosa-to-linalg` leaves illegal, before it); a module without TOSA ops is left as is.
    let tosa = "func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor)";
    if opt_level == 0 {
        format!(
            "builtin.module({tosa},convert-elementwise-to-linalg,mlirc-decompose-linalg,{bufferize},func.func(tm-tensor-to-loops,{to_loops}),lower-affine,func.func(mlirc-lower-vector),{offload}convert-scf-to-cf,\
             func.func(mlirc-buffer-deallocation))"
        )
    } else {
        format!(
            "builtin.module({tosa},convert-elementwise-to-linalg,mlirc-decompose-linalg,mlirc-conv-to-channels-last,mlirc-fold-constants,mlirc-drop-unit-dims,linalg-fuse-elementwise-ops,eliminate-empty-tensors,{bufferize},symbol-dce,func.func(buffer-hoisting,buffer-loop-hoisting,mlirc-copy-removal,promote-buffers-to-stack{{max-alloc-size-in-bytes=\
             {max_stack_bytes} max-rank-of-allocated-memref=8}},{vectorize}tm-tensor-to-loops,{to_loops},canonicalize,cse,\
             loop-invariant-code-motion),lower-affine,func.func(mlirc-lower-vector),{offload}convert-scf-to-cf,func.func(mlirc-buffer-deallocation,\
             canonicalize,cse),mlirc-static-memory-plan)"
        )
    }
}

/// Whether `name` is a pass of the default pipeline at some level (what `--compile-to` takes).
pub fn is_pipeline_pass(name: &str) -> bool {
    [0u8, 2].iter().any(|&l| {
        pipeline::Pipeline::parse(&default_pipeline(l)).is_ok_and(|p| p.passes().iter().any(|s| s.name == name))
    })
}
