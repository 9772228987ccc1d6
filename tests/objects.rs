//! Object-file checks with the `object` crate: mlirc's objects and archives for x86-64 and
//! AArch64 carry the right ELF machine, define the module's functions and their C-interface
//! wrappers, and archives hold the module and the runtime with a symbol index.

use object::read::archive::ArchiveFile;
use object::{Architecture, Object, ObjectSymbol};
use std::process::Command;

const SOURCE: &str = r#"
func.func @scale(%a: f32, %m: memref<?xf32>) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<?xf32>
  %y = arith.mulf %a, %x : f32
  memref.store %y, %m[%c0] : memref<?xf32>
  return
}
"#;

fn compile(dir: &std::path::Path, target: &str, out: &str) -> Vec<u8> {
    let src = dir.join("k.mlir");
    std::fs::write(&src, SOURCE).unwrap();
    let path = dir.join(out);
    let status = Command::new(env!("CARGO_BIN_EXE_mlirc"))
        .arg(&src)
        .arg(format!("--target={target}"))
        .arg("-o")
        .arg(&path)
        .status()
        .expect("run mlirc");
    assert!(status.success(), "mlirc failed for {target} -> {out}");
    std::fs::read(path).unwrap()
}

fn defined_symbols(file: &object::File) -> Vec<String> {
    file.symbols().filter(|s| s.is_definition()).filter_map(|s| s.name().ok().map(str::to_string)).collect()
}

fn check_object(target: &str, arch: Architecture) {
    let dir = tempfile::tempdir().unwrap();
    let bytes = compile(dir.path(), target, "k.o");
    let file = object::File::parse(&*bytes).expect("an object file");
    assert_eq!(file.architecture(), arch, "{target}: ELF machine");
    assert!(file.is_little_endian());
    let syms = defined_symbols(&file);
    for want in ["scale", "_mlir_ciface_scale"] {
        assert!(syms.iter().any(|s| s == want), "{target}: '{want}' not defined in {syms:?}");
    }
    // The same input and flags give the same bytes.
    assert_eq!(bytes, compile(dir.path(), target, "k2.o"), "{target}: objects differ between runs");
}

fn check_archive(target: &str, arch: Architecture) {
    let dir = tempfile::tempdir().unwrap();
    let bytes = compile(dir.path(), target, "libk.a");
    let ar = ArchiveFile::parse(&*bytes).expect("an archive");
    assert!(ar.symbols().ok().flatten().is_some(), "{target}: archive has no symbol index");
    let mut names = vec![];
    let mut all_syms = vec![];
    for m in ar.members() {
        let m = m.unwrap();
        names.push(String::from_utf8_lossy(m.name()).into_owned());
        let data = m.data(&*bytes).unwrap();
        let file = object::File::parse(data).expect("an object member");
        assert_eq!(file.architecture(), arch, "{target}: member machine");
        all_syms.extend(defined_symbols(&file));
    }
    for want in ["_mlir_ciface_scale", "mlirc_alloc", "memrefCopy", "printMemrefF32"] {
        assert!(all_syms.iter().any(|s| s == want), "{target}: '{want}' not in the archive ({names:?})");
    }
    assert_eq!(bytes, compile(dir.path(), target, "libk2.a"), "{target}: archives differ between runs");
}

#[test]
fn x86_64_object() {
    check_object("x86_64-unknown-linux-gnu", Architecture::X86_64);
}

#[test]
fn aarch64_object() {
    check_object("aarch64-unknown-linux-gnu", Architecture::Aarch64);
}

#[test]
fn x86_64_archive() {
    check_archive("x86_64-unknown-linux-gnu", Architecture::X86_64);
}

#[test]
fn aarch64_archive() {
    check_archive("aarch64-unknown-linux-gnu", Architecture::Aarch64);
}
