// Folders of the complex ops, checked against what mlir-opt-22 --canonicalize gives on the
// same input (second RUN line; see arith.mlir).
// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' --split-input-file | FileCheck %s
// RUN: python3 %S/Inputs/upstream_diff.py mlirc mlir-opt %s

// Parts of a create and of a constant; create of the parts; involutions; log/exp; the
// identity bitcast.
// CHECK-LABEL: func.func @values(
// CHECK-SAME: %[[A:[a-zA-Z0-9_]+]]: complex<f32>, %[[X:[a-zA-Z0-9_]+]]: f32, %[[Y:[a-zA-Z0-9_]+]]: f32
// CHECK: %[[C:.*]] = arith.constant 1.500000e+00 : f32
// CHECK-NOT: complex.
// CHECK: return %[[X]], %[[Y]], %[[A]], %[[A]], %[[A]], %[[A]], %[[C]], %[[A]], %[[A]] :
func.func @values(%a: complex<f32>, %x: f32, %y: f32) -> (f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>) {
  %c = complex.create %x, %y : complex<f32>
  %0 = complex.re %c : complex<f32>
  %1 = complex.im %c : complex<f32>
  %r = complex.re %a : complex<f32>
  %i = complex.im %a : complex<f32>
  %2 = complex.create %r, %i : complex<f32>
  %n = complex.neg %a : complex<f32>
  %3 = complex.neg %n : complex<f32>
  %j = complex.conj %a : complex<f32>
  %4 = complex.conj %j : complex<f32>
  %5 = complex.bitcast %a : complex<f32> to complex<f32>
  %k = complex.constant [1.5 : f32, 2.5 : f32] : complex<f32>
  %6 = complex.re %k : complex<f32>
  %e = complex.exp %a : complex<f32>
  %7 = complex.log %e : complex<f32>
  %l = complex.log %a : complex<f32>
  %8 = complex.exp %l : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, complex<f32>, complex<f32>, complex<f32>, complex<f32>, f32, complex<f32>, complex<f32>
}

// -----

// Equal complex constants are uniqued; the parts of a used constant fold to arith constants.
// CHECK-LABEL: func.func @constants(
// CHECK: arith.constant 2.500000e+00 : f32
// CHECK: complex.constant [1.500000e+00 : f32, 2.500000e+00 : f32] : complex<f32>
// CHECK-NOT: complex.constant
// CHECK: complex.add
// CHECK: complex.mul
func.func @constants(%a: complex<f32>) -> (complex<f32>, complex<f32>, f32) {
  %k = complex.constant [1.5 : f32, 2.5 : f32] : complex<f32>
  %0 = complex.add %a, %k : complex<f32>
  %k2 = complex.constant [1.5 : f32, 2.5 : f32] : complex<f32>
  %1 = complex.mul %k2, %0 : complex<f32>
  %2 = complex.im %k2 : complex<f32>
  return %0, %1, %2 : complex<f32>, complex<f32>, f32
}

// -----

// Not folded: parts of different values, mixed ops, a real bitcast.
// CHECK-LABEL: func.func @kept(
// CHECK: complex.re
// CHECK: complex.im
// CHECK: complex.create
// CHECK: complex.neg
// CHECK: complex.conj
// CHECK: complex.bitcast
func.func @kept(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, i64) {
  %r = complex.re %a : complex<f32>
  %i = complex.im %b : complex<f32>
  %0 = complex.create %r, %i : complex<f32>
  %n = complex.neg %a : complex<f32>
  %1 = complex.conj %n : complex<f32>
  %2 = complex.bitcast %a : complex<f32> to i64
  return %0, %1, %2 : complex<f32>, complex<f32>, i64
}
