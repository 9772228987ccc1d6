//! The C runtime (`runtime-c/`), compiled for a target with that target's C compiler.
//!
//! Its sources are embedded in mlirc (see `build.rs`), so an installed mlirc needs no source
//! tree. Objects are cached per (compiler, target, flags, sources) in `$MLIRC_CACHE_DIR`, else
//! `$XDG_CACHE_HOME/mlirc`, else `~/.cache/mlirc`; without a writable cache they are rebuilt.
//! They are compiled with relative file names in a scratch folder, so they are reproducible.

use super::cc::CCompiler;
use crate::target::TargetSpec;
use std::path::PathBuf;
use std::process::Command;

include!(concat!(env!("OUT_DIR"), "/runtime_sources.rs"));

/// Flags for every runtime object.
const CFLAGS: &[&str] = &["-std=c11", "-O2", "-fPIC", "-ffunction-sections", "-fdata-sections", "-w"];

/// `(object name, bytes)` of the runtime compiled for `spec` by `cc`, in a fixed order.
pub fn objects(spec: &TargetSpec, cc: &CCompiler, verbose: bool) -> Result<Vec<(String, Vec<u8>)>, String> {
    let sources: Vec<&(&str, &str)> = RUNTIME_SOURCES.iter().filter(|(n, _)| n.ends_with(".c")).collect();
    if sources.is_empty() {
        return Ok(vec![]);
    }
    let key = cache_key(&cc.display, &spec.triple);
    let cache = cache_dir().map(|d| d.join(format!("runtime-{}-{key:016x}", spec.arch.name())));
    if let Some(dir) = &cache {
        if let Some(objs) = read_cached(dir, &sources) {
            return Ok(objs);
        }
    }
    let tmp = tempfile::tempdir().map_err(|e| format!("cannot create a temporary folder: {e}"))?;
    for (name, text) in RUNTIME_SOURCES {
        std::fs::write(tmp.path().join(name), text)
            .map_err(|e| format!("cannot write the runtime source {name}: {e}"))?;
    }
    let mut out = vec![];
    for (name, _) in &sources {
        let obj = obj_name(name);
        let mut c = cc.command();
        c.args(CFLAGS).arg("-c").arg(name).arg("-o").arg(&obj).current_dir(tmp.path());
        run(c, verbose, &format!("compiling the runtime ({name}) with '{}'", cc.display))?;
        let bytes = std::fs::read(tmp.path().join(&obj)).map_err(|e| format!("cannot read {obj}: {e}"))?;
        out.push((obj, bytes));
    }
    if let Some(dir) = &cache {
        write_cached(dir, &out);
    }
    Ok(out)
}

fn obj_name(src: &str) -> String {
    format!("{}.o", src.trim_end_matches(".c"))
}

/// Runs a tool; its failure (or absence) is an error message naming `what`.
pub fn run(mut c: Command, verbose: bool, what: &str) -> Result<(), String> {
    if verbose {
        let args: Vec<String> =
            std::iter::once(c.get_program()).chain(c.get_args()).map(|a| a.to_string_lossy().into_owned()).collect();
        eprintln!(" \"{}\"", args.join("\" \""));
    }
    match c.output() {
        Ok(o) if o.status.success() => Ok(()),
        Ok(o) => Err(format!("{what} failed ({}):\n{}", o.status, String::from_utf8_lossy(&o.stderr).trim_end())),
        Err(e) => Err(format!("{what}: cannot run '{}': {e}", c.get_program().to_string_lossy())),
    }
}

fn cache_dir() -> Option<PathBuf> {
    if let Some(d) = std::env::var_os("MLIRC_CACHE_DIR") {
        return (!d.is_empty()).then(|| PathBuf::from(d));
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        if !d.is_empty() {
            return Some(PathBuf::from(d).join("mlirc"));
        }
    }
    std::env::var_os("HOME").filter(|h| !h.is_empty()).map(|h| PathBuf::from(h).join(".cache").join("mlirc"))
}

/// FNV-1a over everything that determines the objects.
fn cache_key(cc: &str, triple: &str) -> u64 {
    let mut h: u64 = 0xcbf29ce484222325;
    let mut feed = |b: &[u8]| {
        for &x in b {
            h ^= x as u64;
            h = h.wrapping_mul(0x100000001b3);
        }
        h ^= 0xff;
        h = h.wrapping_mul(0x100000001b3);
    };
    feed(env!("CARGO_PKG_VERSION").as_bytes());
    feed(cc.as_bytes());
    feed(triple.as_bytes());
    for f in CFLAGS {
        feed(f.as_bytes());
    }
    for (n, t) in RUNTIME_SOURCES {
        feed(n.as_bytes());
        feed(t.as_bytes());
    }
    h
}

fn read_cached(dir: &std::path::Path, sources: &[&(&str, &str)]) -> Option<Vec<(String, Vec<u8>)>> {
    let mut out = vec![];
    for (name, _) in sources {
        let obj = obj_name(name);
        out.push((obj.clone(), std::fs::read(dir.join(&obj)).ok()?));
    }
    Some(out)
}

/// Best effort: a failed cache write only costs a recompilation next time.
fn write_cached(dir: &std::path::Path, objs: &[(String, Vec<u8>)]) {
    let Some(parent) = dir.parent() else { return };
    if std::fs::create_dir_all(parent).is_err() {
        return;
    }
    // Fill a fresh folder, then rename it into place: readers never see half a cache entry.
    let Ok(tmp) = tempfile::tempdir_in(parent) else { return };
    for (name, data) in objs {
        if std::fs::write(tmp.path().join(name), data).is_err() {
            return;
        }
    }
    let tmp = tmp.keep();
    if std::fs::rename(&tmp, dir).is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
}
