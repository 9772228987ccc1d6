//! Helpers the Rust integration tests share (`mod common;`).

use std::process::Command;

/// Runs `cmd`; its standard output on success, else an error naming `what` with its stderr.
pub fn run(cmd: &mut Command, what: &str) -> Result<String, String> {
    let out = cmd.output().unwrap_or_else(|e| panic!("cannot run {what}: {e}"));
    if !out.status.success() {
        return Err(format!("{what} failed: {}", String::from_utf8_lossy(&out.stderr)));
    }
    Ok(String::from_utf8(out.stdout).expect("utf-8 output"))
}
