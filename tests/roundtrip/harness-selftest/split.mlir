// Harness self-test: a file in several chunks, checked with FileCheck.
// RUN: mlirc %s --emit=mlir --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @first
// CHECK: arith.subi
func.func @first(%a: index, %b: index) -> index {
  %0 = arith.subi %a, %b : index
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @second
// CHECK: arith.constant dense<1.000000e+00> : vector<4xf32>
func.func @second() -> vector<4xf32> {
  %0 = arith.constant dense<1.0> : vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @third
// CHECK: arith.index_cast
func.func @third(%i: index) -> i64 {
  %0 = arith.index_cast %i : index to i64
  return %0 : i64
}
