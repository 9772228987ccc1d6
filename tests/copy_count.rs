//! Buffer copies against upstream: for every program of tests/e2e/, the number of allocations
//! plus copies in the IR after bufferization and deallocation, mlirc's (after the whole of
//! the default pipeline, `--pass-pipeline="$(mlirc --print-pipeline)" --emit=mlir`, whose last
//! passes clean up after deallocation) against upstream's (`mlir-opt-22 --one-shot-bufferize=...
//! --buffer-deallocation-pipeline`). Counted in the generic form: `memref.alloc`,
//! `memref.realloc`, `memref.copy`, and `bufferization.clone` as two (an allocation and a
//! copy). The programs named `inplace_*` are written to be bufferizable in place: for each,
//! mlirc's count must be at most upstream's; over the whole suite (the programs upstream
//! accepts), mlirc's total must be at most upstream's. The test prints both totals and the
//! programs where the counts differ (`cargo test --release --test copy_count -- --nocapture`).

mod common;

use common::run;
use std::process::Command;

/// Allocations plus copies in a generic-form print.
fn count(text: &str) -> usize {
    let n = |key: &str| text.matches(key).count();
    n("\"memref.alloc\"(") + n("\"memref.realloc\"(") + n("\"memref.copy\"(") + 2 * n("\"bufferization.clone\"(")
}

#[test]
fn allocations_and_copies_are_at_most_upstreams() {
    let files = common::e2e_programs();
    let pipeline = run(
        // Without the vectorizing passes, whose scratch buffers are not bufferization's.
        Command::new(env!("CARGO_BIN_EXE_mlirc")).args(["--print-pipeline", "--codegen=vector-bits=0"]),
        "mlirc --print-pipeline",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let pipeline = format!("--pass-pipeline={}", pipeline.trim());
    let (mut ours_total, mut ref_total, mut inplace) = (0usize, 0usize, 0usize);
    let mut rows = vec![];
    let mut worse = vec![];
    for f in &files {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let ours = run(
            Command::new(env!("CARGO_BIN_EXE_mlirc")).arg(f).args([
                pipeline.as_str(),
                "--emit=mlir",
                "--mlir-print-op-generic",
            ]),
            &format!("mlirc on {name}"),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let reference = run(
            Command::new("mlir-opt-22").arg(f).args([
                "--one-shot-bufferize=bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map",
                "--buffer-deallocation-pipeline",
                "--mlir-print-op-generic",
            ]),
            &format!("mlir-opt-22 on {name}"),
        );
        // Programs upstream refuses (unstructured loops for its deallocation, the ones
        // one-shot-bufferize rejects) have no upstream count.
        let Ok(reference) = reference else { continue };
        let (a, b) = (count(&ours), count(&reference));
        ours_total += a;
        ref_total += b;
        if name.starts_with("inplace_") {
            inplace += 1;
            if a > b {
                worse.push(format!("{name}: mlirc {a}, mlir-opt-22 {b}"));
            }
        }
        if a != b {
            rows.push((a as i64 - b as i64, name, a, b));
        }
    }
    rows.sort_by(|x, y| y.0.cmp(&x.0).then(x.1.cmp(&y.1)));
    println!("allocations + copies after bufferization and deallocation: mlirc {ours_total}, mlir-opt-22 {ref_total}");
    for (d, name, a, b) in &rows {
        println!("  {name}: mlirc {a}, mlir-opt-22 {b} ({d:+})");
    }
    assert!(inplace >= 15, "only {inplace} inplace_* programs (at least 15 expected)");
    assert!(
        worse.is_empty(),
        "programs written to bufferize in place where mlirc allocates or copies more:\n{}",
        worse.join("\n")
    );
    assert!(
        ours_total <= ref_total,
        "mlirc makes {ours_total} allocations and copies where upstream makes {ref_total}"
    );
}

#[test]
fn counter_counts_allocations_and_copies() {
    let text = r#"%0 = "memref.alloc"() : () -> memref<4xf32>
    "memref.copy"(%a, %0) : (memref<4xf32>, memref<4xf32>) -> ()
    %1 = "bufferization.clone"(%0) : (memref<4xf32>) -> memref<4xf32>
    %2 = "memref.alloca"() : () -> memref<4xf32>"#;
    assert_eq!(count(text), 4);
}
