//! Embeds the C runtime's sources (`runtime-c/*.c`, `runtime-c/*.h`) into the compiler, so
//! that mlirc can compile the runtime for any target with that target's C compiler.

use std::io::Write;
use std::path::Path;

fn main() {
    // A position-dependent executable: the statically linked LLVM otherwise carries ~95k dynamic
    // relocations that the loader applies on every start (copy-on-write of its vtables) before
    // main runs; linked at a fixed address they are resolved once, by the linker.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux") {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("runtime-c");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut files: Vec<_> =
        std::fs::read_dir(&dir).map(|rd| rd.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    files.retain(|p: &std::path::PathBuf| matches!(p.extension().and_then(|e| e.to_str()), Some("c" | "h")));
    files.sort();
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("runtime_sources.rs");
    let mut f = std::fs::File::create(&out).expect("create runtime_sources.rs");
    writeln!(f, "/// (file name, contents) of every runtime-c source and header, sorted by name.").unwrap();
    writeln!(f, "pub static RUNTIME_SOURCES: &[(&str, &str)] = &[").unwrap();
    for p in &files {
        println!("cargo:rerun-if-changed={}", p.display());
        let name = p.file_name().unwrap().to_string_lossy();
        writeln!(f, "    ({name:?}, include_str!({:?})),", p.display().to_string()).unwrap();
    }
    writeln!(f, "];").unwrap();
}
