//! Code generation parameters of a target: the vector width and register count the vectorizing
//! passes tile for, whether the target has fused multiply-add, and the cache sizes that choose
//! cache blocking.
//!
//! Takes: a resolved `TargetSpec`. Gives: `CodegenParams`, from the preset's defaults
//! (`vector-bits`, `vector-registers`, `l1-cache-kb`, `l2-cache-kb`, `l3-cache-kb` in
//! `targets/*.toml`) refined by the CPU and features of the target machine:
//! - x86-64: `+avx512f` (or a CPU that has it: `-mcpu=x86-64-v4`, `skylake-avx512`, `znver4`,
//!   ...) gives 512 bits and 32 registers, `+avx2`/`+avx` (or an AVX2 CPU) 256 bits and 16
//!   registers, the baseline (SSE2) 128 bits and 16 registers; `+fma` (or an AVX2 CPU) gives
//!   fused multiply-add; AVX2 (or AVX-512) gives masked vector loads and stores; a `-feature`
//!   later in the list turns it off again;
//! - AArch64: NEON, 128 bits, 32 registers, fused multiply-add always, no masked loads; the
//!   contraction kernels pack A and multiply by vector element (`pack_a`: NEON's `fmla` by
//!   element takes the A value from a lane, so A is loaded as vectors, not one element at a time);
//! - the caches of the host, from `/sys/devices/system/cpu/cpu0/cache/index*/`, when the target
//!   is the host and its CPU is the host's (`-mcpu=native` or no `-mcpu`).

use super::{Arch, TargetSpec};

/// What the vectorizing passes tile for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodegenParams {
    /// Width of a vector register in bits (0: do not vectorize).
    pub vector_bits: u32,
    /// Number of vector registers.
    pub vector_registers: u32,
    /// Data cache sizes in bytes (per core for L1 and L2).
    pub l1_cache: u64,
    pub l2_cache: u64,
    pub l3_cache: u64,
    /// The target has fused multiply-add.
    pub fma: bool,
    /// The target has masked vector loads and stores of 32- and 64-bit elements (LLVM's
    /// `llvm.masked.load`/`store` are single instructions, not branches per lane).
    pub masked: bool,
    /// The contraction kernels pack A's micro-panel (k-major) and take its values from vector
    /// lanes (`mlirc-vectorize-contractions{pack-a}`): for targets with a multiply-add by
    /// element (AArch64's `fmla v.4s, v.4s, v.s[i]`); x86 broadcasts from memory instead.
    pub pack_a: bool,
    /// Width in bits of the x86 VNNI byte dot product (`vpdpbusd`): 512 with AVX-512 VNNI, 256
    /// with AVX-VNNI (or AVX-512 VNNI on 256-bit vectors), 0 without.
    pub vnni: u32,
    /// The target has AVX512_BF16 (`vdpbf16ps`: bf16 pairs' dot product into f32).
    pub bf16_dot: bool,
    /// The estimated work (about one op of a loop body per unit) below which a parallel loop
    /// stays on one thread (`mlirc-parallelize{min-work}`; 0: every parallel loop goes to the
    /// pool, as the threads tests ask). Measured; see `runtime-c/mlirc_parallel.c`.
    pub parallel_min_work: u64,
}

impl Default for CodegenParams {
    /// A conservative machine: 128-bit vectors, 16 registers, 32 KiB / 256 KiB / 8 MiB, no FMA,
    /// no masked loads.
    fn default() -> CodegenParams {
        CodegenParams {
            vector_bits: 128,
            vector_registers: 16,
            l1_cache: 32 << 10,
            l2_cache: 256 << 10,
            l3_cache: 8 << 20,
            fma: false,
            masked: false,
            pack_a: false,
            vnni: 0,
            bf16_dot: false,
            parallel_min_work: 40000,
        }
    }
}

/// x86 CPUs (LLVM names) with AVX-512F, and with AVX2 + FMA.
const X86_AVX512: &[&str] = &[
    "x86-64-v4",
    "skylake-avx512",
    "skx",
    "cascadelake",
    "cooperlake",
    "cannonlake",
    "icelake-client",
    "icelake-server",
    "tigerlake",
    "rocketlake",
    "sapphirerapids",
    "emeraldrapids",
    "graniterapids",
    "graniterapids-d",
    "diamondrapids",
    "knl",
    "knm",
    "znver4",
    "znver5",
];
const X86_AVX2: &[&str] = &[
    "x86-64-v3",
    "haswell",
    "broadwell",
    "skylake",
    "alderlake",
    "raptorlake",
    "meteorlake",
    "arrowlake",
    "arrowlake-s",
    "lunarlake",
    "pantherlake",
    "gracemont",
    "sierraforest",
    "grandridge",
    "clearwaterforest",
    "znver1",
    "znver2",
    "znver3",
    "bdver4",
];

/// x86 CPUs (LLVM names) with AVX-512 VNNI, and with AVX-VNNI (VEX-encoded, 256-bit).
const X86_AVX512_VNNI: &[&str] = &[
    "cascadelake",
    "cooperlake",
    "icelake-client",
    "icelake-server",
    "tigerlake",
    "rocketlake",
    "sapphirerapids",
    "emeraldrapids",
    "graniterapids",
    "graniterapids-d",
    "diamondrapids",
    "znver4",
    "znver5",
];
const X86_AVX512_BF16: &[&str] = &[
    "cooperlake",
    "sapphirerapids",
    "emeraldrapids",
    "graniterapids",
    "graniterapids-d",
    "diamondrapids",
    "znver4",
    "znver5",
];
const X86_AVX_VNNI: &[&str] = &[
    "alderlake",
    "raptorlake",
    "meteorlake",
    "arrowlake",
    "arrowlake-s",
    "lunarlake",
    "pantherlake",
    "gracemont",
    "sierraforest",
    "grandridge",
    "clearwaterforest",
];

/// Whether `feature` (without sign) is on in an LLVM feature list (`+a,-b`; the last mention wins).
fn feature(list: &str, feature: &str) -> Option<bool> {
    list.split(',').rev().find_map(|f| {
        let f = f.trim();
        match f.strip_prefix('+') {
            Some(n) if n == feature => Some(true),
            _ => match f.strip_prefix('-') {
                Some(n) if n == feature => Some(false),
                _ => None,
            },
        }
    })
}

/// The parameters of `spec`'s target machine.
pub fn params(spec: &TargetSpec) -> CodegenParams {
    let mut p = CodegenParams::default();
    if let Some(pr) = &spec.preset {
        p.vector_bits = pr.vector_bits;
        p.vector_registers = pr.vector_registers;
        p.l1_cache = pr.l1_cache_kb as u64 * 1024;
        p.l2_cache = pr.l2_cache_kb as u64 * 1024;
        p.l3_cache = pr.l3_cache_kb as u64 * 1024;
    }
    let f = spec.features.as_str();
    match spec.arch {
        Arch::X86_64 => {
            let cpu = spec.cpu.as_str();
            let cpu512 = X86_AVX512.contains(&cpu);
            let avx512 = feature(f, "avx512f").unwrap_or(cpu512);
            let avx2 = feature(f, "avx2").unwrap_or(avx512 || cpu512 || X86_AVX2.contains(&cpu));
            let avx = feature(f, "avx").unwrap_or(avx2);
            if avx512 {
                (p.vector_bits, p.vector_registers) = (512, 32);
            } else if avx2 || avx {
                (p.vector_bits, p.vector_registers) = (256, 16);
            } else {
                (p.vector_bits, p.vector_registers) = (p.vector_bits.min(128), 16);
            }
            p.fma = feature(f, "fma").unwrap_or(avx512 || avx2);
            p.masked = avx512 || avx2;
            let vnni512 = avx512 && feature(f, "avx512vnni").unwrap_or(X86_AVX512_VNNI.contains(&cpu));
            let avxvnni = avx2 && feature(f, "avxvnni").unwrap_or(X86_AVX_VNNI.contains(&cpu));
            p.vnni = match p.vector_bits {
                512 if vnni512 => 512,
                256.. if vnni512 || avxvnni => 256,
                _ => 0,
            };
            p.bf16_dot = avx512 && feature(f, "avx512bf16").unwrap_or(X86_AVX512_BF16.contains(&cpu));
        }
        Arch::AArch64 => {
            if feature(f, "neon") != Some(false) {
                (p.vector_bits, p.vector_registers) = (128, 32);
            } else {
                p.vector_bits = 0;
            }
            p.fma = true;
            p.pack_a = p.vector_bits > 0;
        }
        Arch::Nvptx64 => p.vector_bits = 0,
    }
    if spec.is_host && (spec.cpu == super::TargetMachine::get_host_cpu_name().to_string()) {
        if let Some((l1, l2, l3)) = host_caches() {
            (p.l1_cache, p.l2_cache, p.l3_cache) = (l1, l2, l3);
        }
    }
    p
}

/// Whether the LLVM translation computes bf16 arithmetic in f32 and rounds it back with integer
/// operations (`llvm::Options::bf16_via_f32`): AArch64 without `+bf16`, where LLVM 22 expands
/// the rounding of vector bf16 arithmetic wrongly (1 ulp off on ties). A CPU with bf16 named
/// only by `-mcpu=` gets it too: correct, a few instructions more than its `bfcvtn`.
pub fn bf16_via_f32(spec: &TargetSpec) -> bool {
    matches!(spec.arch, Arch::AArch64) && feature(&spec.features, "bf16") != Some(true)
}

/// The host's data caches from sysfs (L1 data, L2, L3; per level the first listed).
fn host_caches() -> Option<(u64, u64, u64)> {
    let mut c = [0u64; 3];
    for i in 0..8 {
        let dir = format!("/sys/devices/system/cpu/cpu0/cache/index{i}");
        let read = |f: &str| std::fs::read_to_string(format!("{dir}/{f}")).ok().map(|s| s.trim().to_string());
        let (Some(level), Some(ty), Some(size)) = (read("level"), read("type"), read("size")) else {
            continue;
        };
        if ty == "Instruction" {
            continue;
        }
        let bytes = match size.strip_suffix('K') {
            Some(n) => n.parse::<u64>().ok()? << 10,
            None => match size.strip_suffix('M') {
                Some(n) => n.parse::<u64>().ok()? << 20,
                None => size.parse().ok()?,
            },
        };
        match level.as_str() {
            "1" if c[0] == 0 => c[0] = bytes,
            "2" if c[1] == 0 => c[1] = bytes,
            "3" if c[2] == 0 => c[2] = bytes,
            _ => {}
        }
    }
    (c[0] > 0 && c[1] > 0).then(|| (c[0], c[1], if c[2] > 0 { c[2] } else { c[1] }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(triple: &str, cpu: Option<&str>, features: Option<&str>) -> CodegenParams {
        params(&TargetSpec::resolve(Some(triple), cpu, features, 2).unwrap())
    }

    #[test]
    fn features_choose_the_vector_width() {
        let x = "x86_64-unknown-linux-gnu";
        assert_eq!(spec(x, Some("x86-64"), None).vector_bits, 128);
        assert!(!spec(x, Some("x86-64"), None).fma);
        let v3 = spec(x, Some("x86-64-v3"), None);
        assert_eq!((v3.vector_bits, v3.vector_registers, v3.fma, v3.masked), (256, 16, true, true));
        assert!(!spec(x, Some("x86-64"), None).masked);
        let v4 = spec(x, Some("x86-64-v4"), None);
        assert_eq!((v4.vector_bits, v4.vector_registers), (512, 32));
        assert_eq!(spec(x, Some("x86-64"), Some("+avx512f")).vector_bits, 512);
        assert_eq!(spec(x, Some("x86-64-v4"), Some("-avx512f")).vector_bits, 256);
        let a = spec("aarch64-unknown-linux-gnu", None, None);
        assert_eq!((a.vector_bits, a.vector_registers, a.fma, a.masked, a.pack_a), (128, 32, true, false, true));
        assert!(!v4.pack_a);
        // VNNI: 512 bits with AVX-512 VNNI, 256 with AVX-VNNI, none without (or without AVX-512F).
        assert_eq!(spec(x, Some("znver4"), None).vnni, 512);
        assert_eq!(spec(x, Some("x86-64-v4"), None).vnni, 0);
        assert_eq!(spec(x, Some("x86-64-v4"), Some("+avx512vnni")).vnni, 512);
        assert_eq!(spec(x, Some("znver4"), Some("-avx512vnni")).vnni, 0);
        assert_eq!(spec(x, Some("znver4"), Some("-avx512f")).vnni, 0);
        assert_eq!(spec(x, Some("alderlake"), None).vnni, 256);
        assert_eq!(spec(x, Some("x86-64-v3"), Some("+avxvnni")).vnni, 256);
        assert_eq!(a.vnni, 0);
        assert!(spec(x, Some("znver4"), None).bf16_dot);
        assert!(!spec(x, Some("x86-64-v4"), None).bf16_dot);
        assert!(!spec(x, Some("znver4"), Some("-avx512bf16")).bf16_dot);
        assert!(bf16_via_f32(&TargetSpec::resolve(Some("aarch64-unknown-linux-gnu"), None, None, 2).unwrap()));
        assert!(!bf16_via_f32(
            &TargetSpec::resolve(Some("aarch64-unknown-linux-gnu"), None, Some("+bf16"), 2).unwrap()
        ));
        assert!(!bf16_via_f32(&TargetSpec::resolve(Some(x), None, None, 2).unwrap()));
        assert_eq!(feature("+a,-b,+b", "b"), Some(true));
        assert_eq!(feature("+a,-b", "b"), Some(false));
    }
}
