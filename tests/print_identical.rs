//! Printing against mlir-opt-22, byte for byte: every file of tests/roundtrip/ is printed by
//! mlirc and by `mlir-opt-22` in the custom and in the generic form (`--split-input-file` for
//! files with `// -----`), with no normalization at all (SSA names, float digits, aliases,
//! spacing, the trailing empty line). The prints that still differ are listed, one
//! `<file> <form>` per line, in tests/print-known-diffs.txt; the test fails when a print not
//! listed differs (a regression) and when a listed one has become identical (take its line
//! out), so the list only shrinks. `cargo test --release --test print_identical -- --nocapture`
//! prints the counts.

use std::path::{Path, PathBuf};
use std::process::Command;

fn roundtrip_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/roundtrip");
    let mut out = vec![];
    let mut dirs = vec![root];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).expect("tests/roundtrip").flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// What a tool prints for `file` (standard output, whatever the exit status: a split file may
/// hold chunks both tools reject).
fn print(tool: &str, file: &Path, generic: bool, split: bool) -> Vec<u8> {
    let mut cmd = Command::new(tool);
    cmd.arg(file);
    if generic {
        cmd.arg("--mlir-print-op-generic");
    }
    if split {
        cmd.arg("--split-input-file");
    }
    cmd.output().unwrap_or_else(|e| panic!("cannot run {tool}: {e}")).stdout
}

#[test]
fn roundtrip_files_print_as_mlir_opt_does() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let known_path = root.join("tests/print-known-diffs.txt");
    let known_text = std::fs::read_to_string(&known_path).unwrap_or_default();
    let known: std::collections::BTreeSet<&str> =
        known_text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')).collect();
    let mut differ = std::collections::BTreeSet::new();
    let (mut total, mut identical) = (0usize, 0usize);
    for f in roundtrip_files() {
        let text = std::fs::read_to_string(&f).expect("readable");
        let split = text.contains("// -----");
        let rel = f.strip_prefix(root).unwrap_or(&f).to_string_lossy().into_owned();
        for (form, generic) in [("custom", false), ("generic", true)] {
            total += 1;
            let ours = print(env!("CARGO_BIN_EXE_mlirc"), &f, generic, split);
            let theirs = print("mlir-opt-22", &f, generic, split);
            if ours == theirs {
                identical += 1;
            } else {
                differ.insert(format!("{rel} {form}"));
            }
        }
    }
    println!("prints byte-identical to mlir-opt-22: {identical} of {total}");
    let regressions: Vec<&String> = differ.iter().filter(|d| !known.contains(d.as_str())).collect();
    let fixed: Vec<&&str> = known.iter().filter(|k| !differ.contains(**k)).collect();
    let mut msg = String::new();
    for r in &regressions {
        msg.push_str(&format!("  {r}: differs from mlir-opt-22 (compare: mlirc vs mlir-opt-22 on the file)\n"));
    }
    for k in &fixed {
        msg.push_str(&format!("  {k}: now identical: remove the line from tests/print-known-diffs.txt\n"));
    }
    assert!(msg.is_empty(), "prints against mlir-opt-22:\n{msg}");
}
