// `--allow-unregistered-dialect` (also spelled `-allow-unregistered-dialect`, as mlir-opt does):
// ops of unknown dialects with one region (which tests/roundtrip/unregistered/ leaves out:
// symbol-dce rejects them in the default pipeline) print as mlir-opt-22 prints them, the
// passes leave unregistered ops alone (unknown effects), and translating one to LLVM is a
// diagnostic naming the op.
// RUN: mlirc --allow-unregistered-dialect %s --split-input-file > %t.mlirc
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file > %t.ref
// RUN: diff %t.ref %t.mlirc
// RUN: mlirc -allow-unregistered-dialect %s --split-input-file --mlir-print-op-generic > %t.mlirc-generic
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --mlir-print-op-generic > %t.ref-generic
// RUN: diff %t.ref-generic %t.mlirc-generic
// RUN: mlirc --allow-unregistered-dialect %s --split-input-file --pass-pipeline='builtin.module(func.func(canonicalize,cse),lower-affine,convert-scf-to-cf,canonicalize)' > %t.mlirc-canon
// RUN: mlir-opt --allow-unregistered-dialect %s --split-input-file --pass-pipeline='builtin.module(func.func(canonicalize,cse),lower-affine,convert-scf-to-cf,canonicalize)' > %t.ref-canon
// RUN: diff %t.ref-canon %t.mlirc-canon
// RUN: FileCheck %s --input-file=%t.mlirc-canon --check-prefix=CANON
// RUN: not mlirc --allow-unregistered-dialect %s --pass-pipeline='builtin.module(symbol-dce)' 2>&1 | FileCheck %s --check-prefix=DCE
// RUN: sed -n '/^\/\/ LOWER-BEGIN/,/^\/\/ LOWER-END/p' %s > %t.lower.mlir
// RUN: not mlirc --allow-unregistered-dialect -c %t.lower.mlir -o %t.o 2>&1 | FileCheck %s --check-prefix=LOWER

// A single-block region of an unregistered op needs no terminator, and its values need not
// dominate their uses (it may be a graph region). Constants fold into it (it might be
// isolated from above), and custom ops in it resolve with the enclosing default dialect.
// CANON-LABEL: func.func @single_region
// CANON: "foo.b"
// CANON: "foo.graph"() ({
// CANON-NEXT: %[[C:.*]] = arith.constant 5 : i32
// CANON-NEXT: "foo.use"(%[[C]])
// DCE: error: operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses
func.func @single_region(%a: i32) -> i32 {
  "foo.graph"() ({
    %0 = "foo.a"(%1) : (i32) -> i32
    %1 = "foo.b"(%0) : (i32) -> i32
  }) : () -> ()
  "foo.graph"() ({
    %c2 = arith.constant 2 : i32
    %c3 = arith.constant 3 : i32
    %s = arith.addi %c2, %c3 : i32
    "foo.use"(%s) : (i32) -> ()
  }) : () -> ()
  "foo.empty"() ({
  }) : () -> ()
  return %a : i32
}

// -----

// Unregistered ops stay, used or not, duplicated or not, hoistable or not.
// CANON-LABEL: func.func @kept
// CANON: "foo.dead"() : () -> i32
// CANON: "foo.same"
// CANON: "foo.same"
// CANON: "foo.in_loop"
func.func @kept(%a: i32, %n: index) -> i32 {
  %dead = "foo.dead"() : () -> i32
  %0 = "foo.same"(%a) : (i32) -> i32
  %1 = "foo.same"(%a) : (i32) -> i32
  %2 = arith.addi %0, %1 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    "foo.in_loop"(%a) : (i32) -> ()
  }
  return %2 : i32
}

// -----

// LOWER-BEGIN
// LOWER: error: 'foo.compute' op cannot be translated to LLVM by mlirc yet
func.func @lower(%a: i32) -> i32 {
  %0 = "foo.compute"(%a) : (i32) -> i32
  return %0 : i32
}
// LOWER-END
