//! Canonicalization quality against upstream: over every program of tests/e2e/, the number of
//! ops left by mlirc's `canonicalize,cse` is at most 1.05× the number left by
//! `mlir-opt-22 --canonicalize --cse` on the same files. Both outputs are printed in the
//! generic form and ops are counted the same way (one `"dialect.op"(` per op). The test
//! prints both totals and the files where mlirc leaves the most ops beyond upstream's
//! (`cargo test --release --test canonicalize_quality -- --nocapture`).

mod common;

use common::run;
use std::process::Command;

const PIPELINE: &str = "builtin.module(canonicalize,cse)";
const MAX_RATIO: f64 = 1.05;

/// Ops in a generic-form print: lines whose first token (after the results) is a quoted name.
fn count_ops(text: &str) -> usize {
    text.lines()
        .filter(|l| {
            let l = l.trim_start();
            let l = match l.find(" = \"") {
                Some(i) if l.starts_with('%') => &l[i + 3..],
                _ => l,
            };
            l.starts_with('"') && l[1..].find('"').is_some_and(|e| l[1 + e + 1..].starts_with('('))
        })
        .count()
}

#[test]
fn canonicalize_cse_op_count_is_within_5_percent_of_upstream() {
    let files = common::e2e_programs();
    assert!(!files.is_empty(), "no e2e programs found");
    let (mut ours_total, mut ref_total) = (0usize, 0usize);
    let mut rows = vec![];
    let mut skipped = 0;
    for f in &files {
        let ours = run(
            Command::new(env!("CARGO_BIN_EXE_mlirc"))
                .arg(f)
                .arg(format!("--pass-pipeline={PIPELINE}"))
                .arg("--mlir-print-op-generic"),
            &format!("mlirc on {}", f.display()),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        // Upstream's canonicalizer rejects some valid programs (it folds a subview's dynamic
        // sizes into static ones its verifier then finds out of bounds): those are skipped.
        let reference = match run(
            Command::new("mlir-opt-22").arg(f).args(["--canonicalize", "--cse", "--mlir-print-op-generic"]),
            &format!("mlir-opt-22 on {}", f.display()),
        ) {
            Ok(r) => r,
            Err(e) => {
                println!("skipped {}: {}", f.display(), e.lines().next().unwrap_or(""));
                skipped += 1;
                continue;
            }
        };
        let (a, b) = (count_ops(&ours), count_ops(&reference));
        assert!(a > 0 && b > 0, "no ops counted for {}", f.display());
        ours_total += a;
        ref_total += b;
        rows.push((a as i64 - b as i64, f.file_name().unwrap().to_string_lossy().into_owned(), a, b));
    }
    rows.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    let ratio = ours_total as f64 / ref_total as f64;
    println!(
        "ops after canonicalize,cse over {} e2e programs ({skipped} skipped): mlirc {ours_total}, mlir-opt-22 {ref_total} (ratio {ratio:.3}, limit {MAX_RATIO})",
        files.len() - skipped
    );
    assert!(skipped * 10 < files.len(), "too many programs skipped ({skipped})");
    for (d, name, a, b) in rows.iter().take(10) {
        println!("  {name}: mlirc {a}, mlir-opt-22 {b} ({d:+})");
    }
    assert!(
        ratio <= MAX_RATIO,
        "mlirc leaves {ours_total} ops where mlir-opt-22 leaves {ref_total} (ratio {ratio:.3} > {MAX_RATIO})"
    );
}

#[test]
fn op_counter_counts_generic_ops() {
    let text = r#"module {
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1:2 = "test.two"(%0) : (i32) -> (i32, i32)
    "func.return"() : () -> ()
  }) : () -> ()
}"#;
    assert_eq!(count_ops(text), 4);
}
