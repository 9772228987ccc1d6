//! Helpers the Rust integration tests share (`mod common;`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// Runs `cmd`; its standard output on success, else an error naming `what` with its stderr.
pub fn run(cmd: &mut Command, what: &str) -> Result<String, String> {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    if !out.status.success() {
        return Err(format!("{what} failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8(out.stdout).expect("utf-8 output"))
}

/// The programs of tests/e2e/, sorted.
pub fn e2e_programs() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/e2e");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/e2e")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    files
}
