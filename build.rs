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
    link_cxx_runtime();
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

/// The C++ runtime LLVM needs. `.cargo/config.toml` tells llvm-sys to link none
/// (`LLVM_SYS_LIBCPP=c`, the C library every program links anyway); here, with GNU's libstdc++,
/// its static archive when the C compiler has one: the dynamic one made the loader bind about
/// 4,600 relocations (LLVM's type information points into libstdc++) at every start, about 1 ms
/// of each compilation. Otherwise (or with LLVM's shared library) the shared one, as llvm-sys
/// would have linked it.
fn link_cxx_runtime() {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    if matches!(os.as_str(), "macos" | "ios" | "freebsd" | "openbsd") {
        println!("cargo:rustc-link-lib=dylib=c++");
        return;
    }
    if std::env::var("CARGO_CFG_TARGET_ENV").as_deref() == Ok("msvc") {
        return;
    }
    println!("cargo:rerun-if-env-changed=CC");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let archive = std::process::Command::new(&cc)
        .arg("-print-file-name=libstdc++.a")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .filter(|p| Path::new(p).is_absolute() && Path::new(p).exists());
    // With LLVM's shared library (llvm-sys's fallback when the static one is missing), the C++
    // runtime must be the shared one LLVM's library uses too.
    println!("cargo:rerun-if-env-changed=LLVM_SYS_221_PREFIX");
    let static_llvm = std::env::var("LLVM_SYS_221_PREFIX")
        .map(|p| Path::new(&p).join("lib").join("libLLVMCore.a").exists())
        .unwrap_or(false);
    if os == "linux" && archive.is_some() && static_llvm {
        for arg in ["-Wl,-Bstatic", "-lstdc++", "-Wl,-Bdynamic"] {
            println!("cargo:rustc-link-arg={arg}");
        }
    } else {
        println!("cargo:rustc-link-lib=dylib=stdc++");
    }
}
