//! The C compiler that compiles the runtime and links executables for a target.
//!
//! Found, first match wins:
//! 1. `--cc=<compiler>` (the command, split at blanks);
//! 2. `$MLIRC_CC` (the same);
//! 3. the `cc` crate's lookup, as a Cargo build script would find the C compiler for the target:
//!    `$CC_<triple>` (e.g. `CC_aarch64-unknown-linux-gnu`), `$CC_<triple with underscores>`,
//!    `$TARGET_CC` for a cross target or `$HOST_CC` for the host, then `$CC`; without any, `cc`
//!    for the host and the usual cross compiler name for another target
//!    (`aarch64-linux-gnu-gcc`). `$CFLAGS` (and `CFLAGS_<triple>`, `TARGET_CFLAGS`, ...) are
//!    added to every command, and Clang gets `--target=<triple>` for a cross target.
//!
//! The crate is used outside a build script: the target, host and optimization level are set
//! here, so it reads none of Cargo's variables, and it prints nothing (no `cargo:` lines, no
//! warnings). A target without a C compiler (nvptx64) and a cross compiler that is not
//! installed are errors in mlirc's words.

use crate::target::TargetSpec;
use std::ffi::OsString;
use std::process::Command;

/// A C compiler command: what to run, its leading arguments, and variables to set for it.
pub struct CCompiler {
    words: Vec<OsString>,
    env: Vec<(OsString, OsString)>,
    /// The command as the user would write it (for messages, `-v` and the runtime cache key).
    pub display: String,
}

impl CCompiler {
    fn new(words: Vec<OsString>, env: Vec<(OsString, OsString)>) -> CCompiler {
        let display = words.iter().map(|w| w.to_string_lossy()).collect::<Vec<_>>().join(" ");
        CCompiler { words, env, display }
    }

    /// From a command line (`--cc`, `MLIRC_CC`): the program, then arguments, split at blanks.
    fn from_words(cmd: &str) -> CCompiler {
        CCompiler::new(cmd.split_whitespace().map(OsString::from).collect(), vec![])
    }

    /// The program (the first word).
    pub fn program(&self) -> String {
        self.words.first().map(|w| w.to_string_lossy().into_owned()).unwrap_or_else(|| "cc".into())
    }

    /// A command running the compiler with its leading arguments; the caller adds the rest.
    pub fn command(&self) -> Command {
        let mut c = Command::new(self.program());
        c.args(self.words.iter().skip(1));
        c.envs(self.env.iter().map(|(k, v)| (k, v)));
        c
    }
}

/// The C compiler for `spec` (see the module doc).
pub fn c_compiler(spec: &TargetSpec) -> Result<CCompiler, String> {
    if let Some(cc) = spec.cc_override.as_deref().filter(|c| !c.trim().is_empty()) {
        return Ok(CCompiler::from_words(cc));
    }
    if let Some(cc) = std::env::var("MLIRC_CC").ok().filter(|c| !c.trim().is_empty()) {
        return Ok(CCompiler::from_words(&cc));
    }
    if spec.preset.as_ref().is_some_and(|p| p.cc.is_empty()) {
        return Err(format!(
            "target '{}' has no C compiler: it cannot be linked into an executable or archive",
            spec.triple
        ));
    }
    let from_env = set_by_environment(&spec.triple, spec.is_host);
    let host = crate::target::host_triple();
    let out = tempfile::tempdir().map_err(|e| format!("cannot create a temporary folder: {e}"))?;
    let mut b = cc::Build::new();
    b.target(&spec.triple)
        .host(if spec.is_host { &spec.triple } else { &host })
        .opt_level(u32::from(spec.opt_level))
        .debug(false)
        .out_dir(out.path())
        .cargo_metadata(false)
        .cargo_warnings(false)
        .cargo_debug(false)
        .cargo_output(false)
        .emit_rerun_if_env_changed(false)
        .inherit_rustflags(false)
        .no_default_flags(true)
        .warnings(false)
        .extra_warnings(false);
    let tool = match b.try_get_compiler() {
        Ok(t) => t,
        Err(e) => {
            let how = if from_env { "the C compiler the environment names" } else { "a C compiler" };
            // cc's message, without the scratch folder it may name.
            let why = e.to_string().replace(&*out.path().to_string_lossy(), "<scratch>");
            return Err(format!("cannot find {how} for target '{}': {why}", spec.triple));
        }
    };
    // The program (or a wrapper such as ccache, then the compiler) and cc's arguments, less
    // its `-w` (`warnings(false)`, which keeps it from adding `-Wall`): a link needs none, and
    // the runtime passes its own flags.
    let cmd = tool.to_command();
    let mut words: Vec<OsString> =
        std::iter::once(cmd.get_program()).chain(cmd.get_args()).map(|a| a.to_os_string()).collect();
    // One `-w` is cc's (one the user gave in CC or CFLAGS stays).
    if let Some(i) = words.iter().skip(1).position(|a| a == "-w") {
        words.remove(i + 1);
    }
    let program = words[0].to_string_lossy().into_owned();
    if tool.is_like_clang() && !spec.is_host && !words.iter().any(|a| a.to_string_lossy().starts_with("--target")) {
        words.push(format!("--target={}", spec.triple).into());
    }
    if !from_env && crate::target::find_in_path(&program).is_none() {
        let package = spec.preset.as_ref().map(|p| p.cc_package.as_str()).filter(|p| !p.is_empty());
        return Err(match package {
            Some(pkg) if !spec.is_host => format!(
                "the C compiler for target '{}' ('{program}') is not installed; install the Debian package '{pkg}' \
                 (apt-get install {pkg}), or name one with CC_{}, --cc or MLIRC_CC",
                spec.triple,
                spec.triple.replace('-', "_")
            ),
            _ => format!(
                "no C compiler for target '{}': '{program}' is not installed (name one with CC, --cc or MLIRC_CC)",
                spec.triple
            ),
        });
    }
    // Variables cc sets for the compiler (e.g. `LC_ALL=C`); the rest of its environment is the
    // process's, which the command inherits.
    let env = tool.get_envs().map(|(k, v)| (k.to_os_string(), v.to_os_string())).collect();
    Ok(CCompiler::new(words, env))
}

/// Whether one of the variables cc reads for the compiler is set (then a missing program is
/// the user's choice, reported as such, not a missing package).
fn set_by_environment(triple: &str, is_host: bool) -> bool {
    let kind = if is_host { "HOST_CC" } else { "TARGET_CC" };
    [format!("CC_{triple}"), format!("CC_{}", triple.replace('-', "_")), kind.to_string(), "CC".to_string()]
        .iter()
        .any(|v| std::env::var_os(v).is_some_and(|x| !x.is_empty()))
}
