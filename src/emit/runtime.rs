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

/// The runtime's allocation functions as weak definitions over libc (`aligned_alloc`, `free`),
/// with the runtime's semantics: the alignment raised to 16 (`max_align_t`'s on x86-64 and
/// AArch64), a zero-size block of one alignment unit, zero-filled, and a message and `abort`
/// when memory runs out. `{oom}`/`{align}` are the lengths of the messages.
const ALLOC_FALLBACKS: &str = r#"
declare ptr @aligned_alloc(i64, i64)
declare void @free(ptr)
declare void @abort()
declare i64 @write(i32, ptr, i64)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1 immarg)

@mlirc.oom = private unnamed_addr constant [{oom} x i8] c"mlirc: out of memory\0A"
@mlirc.bad_align = private unnamed_addr constant [{align} x i8] c"mlirc: allocation alignment is not a power of two\0A"

define weak ptr @mlirc_alloc(i64 %size, i64 %align) {
entry:
  %small = icmp ult i64 %align, 16
  %a = select i1 %small, i64 16, i64 %align
  %mask = sub i64 %a, 1
  %bits = and i64 %a, %mask
  %pow2 = icmp eq i64 %bits, 0
  br i1 %pow2, label %sized, label %bad_align
sized:
  %zero = icmp eq i64 %size, 0
  %n = select i1 %zero, i64 %a, i64 %size
  %limit = xor i64 %mask, -1
  %too_big = icmp ugt i64 %n, %limit
  br i1 %too_big, label %oom, label %allocate
allocate:
  %sum = add i64 %n, %mask
  %rounded = and i64 %sum, %limit
  %p = call ptr @aligned_alloc(i64 %a, i64 %rounded)
  %failed = icmp eq ptr %p, null
  br i1 %failed, label %oom, label %got
got:
  br i1 %zero, label %clear, label %done
clear:
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 %n, i1 false)
  br label %done
done:
  ret ptr %p
bad_align:
  %w1 = call i64 @write(i32 2, ptr @mlirc.bad_align, i64 {align})
  call void @abort()
  unreachable
oom:
  %w2 = call i64 @write(i32 2, ptr @mlirc.oom, i64 {oom})
  call void @abort()
  unreachable
}

define weak void @mlirc_dealloc(ptr %p) {
  call void @free(ptr %p)
  ret void
}

define weak void @mlirc_free(ptr %p) {
entry:
  %null = icmp eq ptr %p, null
  br i1 %null, label %done, label %release
release:
  call void @mlirc_dealloc(ptr %p)
  br label %done
done:
  ret void
}
"#;

/// The functions `ALLOC_FALLBACKS` defines or calls, with their LLVM types.
const ALLOC_FALLBACK_SYMBOLS: &[(&str, &str)] = &[
    ("mlirc_alloc", "ptr (i64, i64)"),
    ("mlirc_dealloc", "void (ptr)"),
    ("mlirc_free", "void (ptr)"),
    ("aligned_alloc", "ptr (i64, i64)"),
    ("free", "void (ptr)"),
    ("abort", "void ()"),
    ("write", "i64 (i32, ptr, i64)"),
];

/// Gives an object that calls the runtime's allocation functions (`mlirc_alloc`,
/// `mlirc_dealloc`, `mlirc_free`) weak definitions of all three over libc, so that
/// `cc main.c k.o` links with nothing else. Weak, they give way to any other definition: the
/// runtime's (an archive or executable mlirc links, `--emit=runtime`), a program's own
/// allocator (see `runtime-c/README.md`), or the same fallback in another object. Nothing is
/// added when the module calls none of them, defines one itself, or declares one of the
/// functions involved with another type.
pub fn add_alloc_fallbacks(module: &inkwell::module::Module) -> Result<(), String> {
    let called = ALLOC_FALLBACK_SYMBOLS[..3].iter().any(|(n, _)| module.get_function(n).is_some());
    let clash = ALLOC_FALLBACK_SYMBOLS.iter().any(|(n, ty)| {
        module.get_function(n).is_some_and(|f| {
            (f.count_basic_blocks() > 0 && n.starts_with("mlirc_")) || f.get_type().print_to_string().to_str() != Ok(ty)
        })
    });
    if !called || clash {
        return Ok(());
    }
    let oom = "mlirc: out of memory\n".len();
    let align = "mlirc: allocation alignment is not a power of two\n".len();
    let text = ALLOC_FALLBACKS.replace("{oom}", &oom.to_string()).replace("{align}", &align.to_string());
    let buf = inkwell::memory_buffer::MemoryBuffer::create_from_memory_range_copy(text.as_bytes(), "mlirc-alloc");
    let cx = module.get_context();
    let fallbacks = cx
        .create_module_from_ir(buf)
        .map_err(|e| format!("internal error: the allocation fallbacks do not parse: {}", e.to_string_lossy()))?;
    fallbacks.set_triple(&module.get_triple());
    fallbacks.set_data_layout(&module.get_data_layout());
    module
        .link_in_module(fallbacks)
        .map_err(|e| format!("internal error: cannot link the allocation fallbacks: {}", e.to_string_lossy()))
}
