//! Targets: a `TargetSpec` (triple + cpu + features + opt level + index width) resolved from
//! the command line and the presets in `targets/*.toml`, and the LLVM `TargetMachine` it makes.
//!
//! Takes: `--target=`, `-mcpu=`, `-mattr=`, `-O<n>`. Gives: a `TargetSpec` that `llvm` (index
//! width), `emit` (machine, C compiler) and the driver share.

pub mod codegen;
mod preset;

pub use preset::{presets, Preset};

use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target, TargetMachine, TargetTriple};
use inkwell::OptimizationLevel;
use std::str::FromStr;

/// CPU architectures mlirc generates code for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arch {
    X86_64,
    AArch64,
    Nvptx64,
}

impl Arch {
    pub fn name(self) -> &'static str {
        match self {
            Arch::X86_64 => "x86_64",
            Arch::AArch64 => "aarch64",
            Arch::Nvptx64 => "nvptx64",
        }
    }
}

/// Everything code generation needs to know about the target.
#[derive(Clone, Debug)]
pub struct TargetSpec {
    /// The LLVM-normalized triple, e.g. `x86_64-unknown-linux-gnu`.
    pub triple: String,
    pub arch: Arch,
    pub cpu: String,
    pub features: String,
    /// 0..=3 (`-O0` … `-O3`).
    pub opt_level: u8,
    /// Width of `index` in bits (the pointer width).
    pub index_bits: u32,
    /// Whether the target is the machine mlirc runs on (its executables run natively).
    pub is_host: bool,
    /// The preset the target matched, if any.
    pub preset: Option<Preset>,
    /// `--cc=`: the C compiler to use instead of the preset's.
    pub cc_override: Option<String>,
}

/// The default optimization level, as llc's.
pub const DEFAULT_OPT_LEVEL: u8 = 2;

/// Registers the LLVM targets mlirc was built with (idempotent).
pub fn init_llvm_targets() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let cfg = InitializationConfig::default();
        Target::initialize_x86(&cfg);
        Target::initialize_aarch64(&cfg);
        Target::initialize_nvptx(&cfg);
        // LLVM's fatal errors (e.g. "Cannot select" for an instruction the chosen GPU
        // architecture lacks) end the process with this message and exit code 1, not an abort.
        // SAFETY: the handler only reads the NUL-terminated reason LLVM passes.
        unsafe { inkwell::support::error_handling::install_fatal_error_handler(llvm_fatal_error) };
    });
}

extern "C" fn llvm_fatal_error(reason: *const std::os::raw::c_char) {
    let text = if reason.is_null() {
        String::new()
    } else {
        // SAFETY: LLVM passes a valid C string.
        unsafe { std::ffi::CStr::from_ptr(reason) }.to_string_lossy().into_owned()
    };
    let hint = if text.contains("Cannot select") {
        " (the target CPU or GPU architecture, -mcpu/-mattr, lacks an instruction the program needs)"
    } else {
        ""
    };
    eprintln!("mlirc: error: LLVM cannot compile the program: {}{hint}", text.trim_end());
    // LLVM would abort after some errors ("crash diagnostics"): a user error exits with 1.
    std::process::exit(1);
}

/// The triple of the machine mlirc runs on, normalized.
pub fn host_triple() -> String {
    let t = TargetMachine::get_default_triple();
    normalize(&t.as_str().to_string_lossy())
}

/// LLVM's normalization of a triple (`aarch64-linux-gnu` → `aarch64-unknown-linux-gnu`).
pub fn normalize(triple: &str) -> String {
    let t = TargetMachine::normalize_triple(&TargetTriple::create(triple));
    t.as_str().to_string_lossy().into_owned()
}

impl TargetSpec {
    /// Resolves the command line's target flags. `triple` None means the host; `cpu` may be
    /// `native` (host only); `features` is LLVM's `+a,-b` list, appended to the preset's.
    pub fn resolve(
        triple: Option<&str>,
        cpu: Option<&str>,
        features: Option<&str>,
        opt_level: u8,
    ) -> Result<TargetSpec, String> {
        init_llvm_targets();
        let host = host_triple();
        let triple = match triple {
            Some(t) => normalize(t),
            None => host.clone(),
        };
        let parsed =
            target_lexicon::Triple::from_str(&triple).map_err(|e| format!("invalid target triple '{triple}': {e}"))?;
        let arch = match parsed.architecture {
            target_lexicon::Architecture::X86_64 => Arch::X86_64,
            target_lexicon::Architecture::Aarch64(_) => Arch::AArch64,
            target_lexicon::Architecture::Nvptx64 => Arch::Nvptx64,
            a => {
                return Err(format!(
                    "unsupported target '{triple}': mlirc generates code for x86_64, aarch64 and nvptx64 (architecture '{a}'); see --print-targets"
                ))
            }
        };
        let host_arch = host.split('-').next().unwrap_or("");
        let is_host = triple == host || (arch.name() == host_arch && same_os(&triple, &host));
        let preset = presets().into_iter().find(|p| p.triple == triple).or_else(|| {
            // An unlisted vendor/OS spelling of a listed architecture: use that preset's defaults.
            presets().into_iter().find(|p| p.triple.split('-').next() == Some(arch.name()))
        });
        let index_bits = match parsed.pointer_width() {
            Ok(w) => w.bits() as u32,
            Err(_) => preset.as_ref().map(|p| p.index_width).unwrap_or(64),
        };
        let mut feats = preset.as_ref().map(|p| p.features.clone()).unwrap_or_default();
        let cpu = match cpu {
            Some("native") => {
                if !is_host {
                    return Err(format!("-mcpu=native is only valid for the host target ({host}), not '{triple}'"));
                }
                let f = TargetMachine::get_host_cpu_features().to_string();
                feats = join_features(&feats, &f);
                TargetMachine::get_host_cpu_name().to_string()
            }
            Some(c) => c.to_string(),
            None => preset.as_ref().map(|p| p.cpu.clone()).unwrap_or_else(|| "generic".into()),
        };
        if let Some(f) = features {
            feats = join_features(&feats, f);
        }
        if arch == Arch::Nvptx64 && cpu != "help" {
            check_ptx_version(&cpu, &feats)?;
        }
        if cpu != "help" {
            let tt = TargetTriple::create(&triple);
            if let Ok(t) = Target::from_triple(&tt) {
                if !cpu_is_known(&t, &tt, &cpu) {
                    return Err(format!("unknown CPU '{cpu}' for target '{triple}' (-mcpu=help lists them)"));
                }
            }
        }
        Ok(TargetSpec {
            triple,
            arch,
            cpu,
            features: feats,
            opt_level: opt_level.min(3),
            index_bits,
            is_host,
            preset,
            cc_override: None,
        })
    }

    /// The LLVM target machine for this spec. Position-independent code, as Linux executables
    /// (PIE) and shared objects need.
    pub fn machine(&self) -> Result<TargetMachine, String> {
        self.machine_with(CodeModel::Default)
    }

    /// `machine` with the code model `cm` (the medium model for weights beyond 2 GB: see
    /// `needs_large_data`).
    pub fn machine_with(&self, cm: CodeModel) -> Result<TargetMachine, String> {
        init_llvm_targets();
        let tt = TargetTriple::create(&self.triple);
        let target = Target::from_triple(&tt).map_err(|e| format!("no LLVM target for '{}': {e}", self.triple))?;
        let level = match self.opt_level {
            0 => OptimizationLevel::None,
            1 => OptimizationLevel::Less,
            2 => OptimizationLevel::Default,
            _ => OptimizationLevel::Aggressive,
        };
        target.create_target_machine(&tt, &self.cpu, &self.features, level, RelocMode::PIC, cm).ok_or_else(|| {
            format!(
                "LLVM cannot create a target machine for '{}' (cpu '{}', features '{}')",
                self.triple, self.cpu, self.features
            )
        })
    }
}

/// The PTX ISA versions (×10) LLVM 22's NVPTX backend knows (`+ptxNN`).
const PTX_VERSIONS: &[u32] = &[
    32, 40, 41, 42, 43, 50, 60, 61, 62, 63, 64, 65, 70, 71, 72, 73, 74, 75, 76, 77, 78, 80, 81, 82, 83, 84, 85, 86, 87,
    88, 90,
];

/// The oldest PTX ISA version (×10) LLVM 22 accepts for each NVPTX CPU, measured with llc-22
/// (`-mcpu=sm_XX -mattr=+ptxNN`: below it LLVM aborts the process). Without a `+ptxNN`
/// feature LLVM uses exactly this version.
const NVPTX_MIN_PTX: &[(&str, u32)] = &[
    ("sm_20", 32),
    ("sm_21", 32),
    ("sm_30", 32),
    ("sm_32", 40),
    ("sm_35", 32),
    ("sm_37", 41),
    ("sm_50", 40),
    ("sm_52", 41),
    ("sm_53", 42),
    ("sm_60", 50),
    ("sm_61", 50),
    ("sm_62", 50),
    ("sm_70", 60),
    ("sm_72", 61),
    ("sm_75", 63),
    ("sm_80", 70),
    ("sm_86", 71),
    ("sm_87", 74),
    ("sm_88", 90),
    ("sm_89", 78),
    ("sm_90", 78),
    ("sm_90a", 80),
    ("sm_100", 86),
    ("sm_100a", 86),
    ("sm_100f", 88),
    ("sm_101", 86),
    ("sm_101a", 86),
    ("sm_101f", 88),
    ("sm_103", 88),
    ("sm_103a", 88),
    ("sm_103f", 88),
    ("sm_110", 90),
    ("sm_110a", 90),
    ("sm_110f", 90),
    ("sm_120", 87),
    ("sm_120a", 87),
    ("sm_120f", 88),
    ("sm_121", 88),
    ("sm_121a", 88),
    ("sm_121f", 88),
];

/// The PTX version a feature list asks for (the last `+ptxNN`), checked against what LLVM
/// knows and what `cpu` needs, so that a bad combination is a diagnostic, not an LLVM abort.
fn check_ptx_version(cpu: &str, feats: &str) -> Result<Option<u32>, String> {
    let mut asked = None;
    for f in feats.split(',').map(str::trim) {
        let Some(v) = f.strip_prefix("+ptx") else { continue };
        match v.parse::<u32>() {
            Ok(n) if PTX_VERSIONS.contains(&n) => asked = Some(n),
            _ => return Err(format!("unknown PTX version '{}' in -mattr (LLVM 22 knows ptx32 to ptx90)", &f[1..])),
        }
    }
    let min = NVPTX_MIN_PTX.iter().find(|(c, _)| *c == cpu).map(|&(_, v)| v);
    if let (Some(a), Some(m)) = (asked, min) {
        if a < m {
            return Err(format!(
                "{cpu} needs PTX {}.{} or newer, but -mattr asks for PTX {}.{} (use -mattr=+ptx{m}, or no +ptx feature for the minimum)",
                m / 10,
                m % 10,
                a / 10,
                a % 10
            ));
        }
    }
    Ok(asked.or(min))
}

/// Whether two normalized triples name the same OS and environment.
fn same_os(a: &str, b: &str) -> bool {
    let rest = |t: &str| t.splitn(3, '-').nth(2).unwrap_or("").to_string();
    rest(a) == rest(b)
}

fn join_features(a: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (true, _) => b.to_string(),
        (_, true) => a.to_string(),
        _ => format!("{a},{b}"),
    }
}

/// Whether LLVM knows `cpu` for this target, asked without printing anything: LLVM warns on
/// stderr for unknown CPUs, so the check is done on the subtarget table instead.
fn cpu_is_known(target: &Target, tt: &TargetTriple, cpu: &str) -> bool {
    // LLVMCreateTargetMachine accepts any CPU name and warns later; a machine made with the
    // name reports it back unchanged either way, so compare against LLVM's CPU list.
    match cpu_list(target, tt) {
        Some(list) => list.iter().any(|c| c == cpu),
        None => true,
    }
}

/// The CPU names LLVM knows for the target, if they can be listed.
pub fn cpu_list(_target: &Target, tt: &TargetTriple) -> Option<Vec<String>> {
    let arch = tt.as_str().to_string_lossy().split('-').next().unwrap_or("").to_string();
    let list: &[&str] = match arch.as_str() {
        "x86_64" => X86_CPUS,
        "aarch64" => AARCH64_CPUS,
        "nvptx64" => NVPTX_CPUS,
        _ => return None,
    };
    Some(list.iter().map(|s| s.to_string()).collect())
}

/// Finds an executable on PATH (or an explicit path).
pub fn find_in_path(prog: &str) -> Option<std::path::PathBuf> {
    let first = prog.split_whitespace().next()?;
    if first.contains('/') {
        let p = std::path::PathBuf::from(first);
        return p.is_file().then_some(p);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(first)).find(|p| p.is_file())
}

/// `--print-targets`: the presets, then the LLVM targets compiled in.
pub fn print_targets() -> String {
    init_llvm_targets();
    let mut s = String::from("Target presets (targets/*.toml):\n");
    for p in presets() {
        s += &format!("  {:<28} cpu={:<10} index={}  {}\n", p.triple, p.cpu, p.index_width, p.notes);
    }
    s += &format!("\nHost: {}\n\nRegistered LLVM targets:\n", host_triple());
    let mut t = Target::get_first();
    while let Some(x) = t {
        s += &format!("  {:<12} - {}\n", x.get_name().to_string_lossy(), x.get_description().to_string_lossy());
        t = x.get_next();
    }
    s
}

/// `-mcpu=help`: the CPUs known for the target.
pub fn print_cpus(spec: &TargetSpec) -> String {
    init_llvm_targets();
    let tt = TargetTriple::create(&spec.triple);
    let mut s = format!("Available CPUs for {} (besides 'native' on the host):\n", spec.triple);
    if let Ok(t) = Target::from_triple(&tt) {
        for c in cpu_list(&t, &tt).unwrap_or_default() {
            s += &format!("  {c}\n");
        }
    }
    s
}

// The CPU names of LLVM 22's x86, AArch64 and NVPTX subtarget tables (from `llc-22 -mcpu=help`).
const X86_CPUS: &[&str] = &[
    "alderlake",
    "amdfam10",
    "arrowlake",
    "arrowlake-s",
    "arrowlake_s",
    "athlon",
    "athlon-4",
    "athlon-fx",
    "athlon-mp",
    "athlon-tbird",
    "athlon-xp",
    "athlon64",
    "athlon64-sse3",
    "atom",
    "atom_sse4_2",
    "atom_sse4_2_movbe",
    "barcelona",
    "bdver1",
    "bdver2",
    "bdver3",
    "bdver4",
    "bonnell",
    "broadwell",
    "btver1",
    "btver2",
    "c3",
    "c3-2",
    "cannonlake",
    "cascadelake",
    "clearwaterforest",
    "cooperlake",
    "core-avx-i",
    "core-avx2",
    "core2",
    "core_2_duo_sse4_1",
    "core_2_duo_ssse3",
    "core_2nd_gen_avx",
    "core_3rd_gen_avx",
    "core_4th_gen_avx",
    "core_4th_gen_avx_tsx",
    "core_5th_gen_avx",
    "core_5th_gen_avx_tsx",
    "core_aes_pclmulqdq",
    "core_i7_sse4_2",
    "corei7",
    "corei7-avx",
    "diamondrapids",
    "emeraldrapids",
    "generic",
    "geode",
    "goldmont",
    "goldmont-plus",
    "goldmont_plus",
    "gracemont",
    "grandridge",
    "graniterapids",
    "graniterapids-d",
    "graniterapids_d",
    "haswell",
    "i386",
    "i486",
    "i586",
    "i686",
    "icelake-client",
    "icelake-server",
    "icelake_client",
    "icelake_server",
    "ivybridge",
    "k6",
    "k6-2",
    "k6-3",
    "k8",
    "k8-sse3",
    "knl",
    "knm",
    "lakemont",
    "lunarlake",
    "meteorlake",
    "mic_avx512",
    "nehalem",
    "nocona",
    "novalake",
    "opteron",
    "opteron-sse3",
    "pantherlake",
    "penryn",
    "pentium",
    "pentium-m",
    "pentium-mmx",
    "pentium2",
    "pentium3",
    "pentium3m",
    "pentium4",
    "pentium4m",
    "pentium_4",
    "pentium_4_sse3",
    "pentium_ii",
    "pentium_iii",
    "pentium_iii_no_xmm_regs",
    "pentium_m",
    "pentium_mmx",
    "pentium_pro",
    "pentiumpro",
    "prescott",
    "raptorlake",
    "rocketlake",
    "sandybridge",
    "sapphirerapids",
    "sierraforest",
    "silvermont",
    "skx",
    "skylake",
    "skylake-avx512",
    "skylake_avx512",
    "slm",
    "tigerlake",
    "tremont",
    "westmere",
    "wildcatlake",
    "winchip-c6",
    "winchip2",
    "x86-64",
    "x86-64-v2",
    "x86-64-v3",
    "x86-64-v4",
    "yonah",
    "znver1",
    "znver2",
    "znver3",
    "znver4",
    "znver5",
];
const AARCH64_CPUS: &[&str] = &[
    "a64fx",
    "ampere1",
    "ampere1a",
    "ampere1b",
    "ampere1c",
    "apple-a10",
    "apple-a11",
    "apple-a12",
    "apple-a13",
    "apple-a14",
    "apple-a15",
    "apple-a16",
    "apple-a17",
    "apple-a18",
    "apple-a19",
    "apple-a7",
    "apple-a8",
    "apple-a9",
    "apple-m1",
    "apple-m2",
    "apple-m3",
    "apple-m4",
    "apple-m5",
    "apple-s10",
    "apple-s4",
    "apple-s5",
    "apple-s6",
    "apple-s7",
    "apple-s8",
    "apple-s9",
    "c1-nano",
    "c1-premium",
    "c1-pro",
    "c1-ultra",
    "carmel",
    "cobalt-100",
    "cortex-a320",
    "cortex-a34",
    "cortex-a35",
    "cortex-a510",
    "cortex-a520",
    "cortex-a520ae",
    "cortex-a53",
    "cortex-a55",
    "cortex-a57",
    "cortex-a65",
    "cortex-a65ae",
    "cortex-a710",
    "cortex-a715",
    "cortex-a72",
    "cortex-a720",
    "cortex-a720ae",
    "cortex-a725",
    "cortex-a73",
    "cortex-a75",
    "cortex-a76",
    "cortex-a76ae",
    "cortex-a77",
    "cortex-a78",
    "cortex-a78ae",
    "cortex-a78c",
    "cortex-r82",
    "cortex-r82ae",
    "cortex-x1",
    "cortex-x1c",
    "cortex-x2",
    "cortex-x3",
    "cortex-x4",
    "cortex-x925",
    "cyclone",
    "exynos-m3",
    "exynos-m4",
    "exynos-m5",
    "falkor",
    "fujitsu-monaka",
    "gb10",
    "generic",
    "grace",
    "kryo",
    "neoverse-512tvb",
    "neoverse-e1",
    "neoverse-n1",
    "neoverse-n2",
    "neoverse-n3",
    "neoverse-v1",
    "neoverse-v2",
    "neoverse-v3",
    "neoverse-v3ae",
    "olympus",
    "oryon-1",
    "saphira",
    "thunderx",
    "thunderx2t99",
    "thunderx3t110",
    "thunderxt81",
    "thunderxt83",
    "thunderxt88",
    "tsv110",
];
const NVPTX_CPUS: &[&str] = &[
    "sm_100", "sm_100a", "sm_100f", "sm_101", "sm_101a", "sm_101f", "sm_103", "sm_103a", "sm_103f", "sm_110",
    "sm_110a", "sm_110f", "sm_120", "sm_120a", "sm_120f", "sm_121", "sm_121a", "sm_121f", "sm_20", "sm_21", "sm_30",
    "sm_32", "sm_35", "sm_37", "sm_50", "sm_52", "sm_53", "sm_60", "sm_61", "sm_62", "sm_70", "sm_72", "sm_75",
    "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a",
];

/// llvm-sys's C shim defines `LLVM_InitializeAll*` and `LLVM_InitializeNative*` over every
/// target LLVM was built with; inkwell refers to them (from functions mlirc never calls), and
/// that reference alone made the static link pull in all of LLVM's backends (AMDGPU, PowerPC,
/// ...), whose static constructors then ran at every start. These definitions, over the three
/// targets mlirc is built with, take the shim's place, so only those three are linked.
mod llvm_init_shim {
    use inkwell::llvm_sys::target as t;

    macro_rules! each {
        ($($f:ident),*) => {
            // SAFETY: LLVM's target initializers take no arguments and may run more than once.
            unsafe { $(t::$f();)* }
        };
    }

    macro_rules! all {
        ($name:ident, [$($f:ident),*]) => {
            #[no_mangle]
            pub extern "C" fn $name() {
                each!($($f),*);
            }
        };
    }
    all!(
        LLVM_InitializeAllTargetInfos,
        [LLVMInitializeX86TargetInfo, LLVMInitializeAArch64TargetInfo, LLVMInitializeNVPTXTargetInfo]
    );
    all!(LLVM_InitializeAllTargets, [LLVMInitializeX86Target, LLVMInitializeAArch64Target, LLVMInitializeNVPTXTarget]);
    all!(
        LLVM_InitializeAllTargetMCs,
        [LLVMInitializeX86TargetMC, LLVMInitializeAArch64TargetMC, LLVMInitializeNVPTXTargetMC]
    );
    all!(
        LLVM_InitializeAllAsmPrinters,
        [LLVMInitializeX86AsmPrinter, LLVMInitializeAArch64AsmPrinter, LLVMInitializeNVPTXAsmPrinter]
    );
    all!(LLVM_InitializeAllAsmParsers, [LLVMInitializeX86AsmParser, LLVMInitializeAArch64AsmParser]);
    all!(LLVM_InitializeAllDisassemblers, [LLVMInitializeX86Disassembler, LLVMInitializeAArch64Disassembler]);
    /// The native target's parts (x86-64 or AArch64, the hosts mlirc builds on): 0, or 1
    /// (failure) elsewhere.
    macro_rules! native {
        ($name:ident, [$($x86:ident),*], [$($a64:ident),*]) => {
            #[no_mangle]
            pub extern "C" fn $name() -> i32 {
                if cfg!(target_arch = "x86_64") {
                    each!($($x86),*);
                } else if cfg!(target_arch = "aarch64") {
                    each!($($a64),*);
                } else {
                    return 1;
                }
                0
            }
        };
    }
    native!(
        LLVM_InitializeNativeTarget,
        [LLVMInitializeX86TargetInfo, LLVMInitializeX86Target, LLVMInitializeX86TargetMC],
        [LLVMInitializeAArch64TargetInfo, LLVMInitializeAArch64Target, LLVMInitializeAArch64TargetMC]
    );
    native!(LLVM_InitializeNativeAsmParser, [LLVMInitializeX86AsmParser], [LLVMInitializeAArch64AsmParser]);
    native!(LLVM_InitializeNativeAsmPrinter, [LLVMInitializeX86AsmPrinter], [LLVMInitializeAArch64AsmPrinter]);
    native!(LLVM_InitializeNativeDisassembler, [LLVMInitializeX86Disassembler], [LLVMInitializeAArch64Disassembler]);
}
