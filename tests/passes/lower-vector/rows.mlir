// mlirc-lower-vector: n-D values become their rows; element-wise ops, constants, broadcasts,
// extracts, prints and scf.for iter_args are rewritten row by row; no n-D vector remains.
// Upstream accepts what it prints.
// RUN: mlirc --pass-pipeline='builtin.module(func.func(mlirc-lower-vector))' %s | FileCheck %s
// RUN: mlirc --pass-pipeline='builtin.module(func.func(mlirc-lower-vector))' %s | mlir-opt-22 --verify-each > /dev/null

// CHECK-LABEL: func.func @elementwise
// CHECK-NOT: vector<2x3xf32>
// CHECK: %[[A:.*]] = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>
// CHECK: %[[B:.*]] = arith.constant dense<[4.000000e+00, 5.000000e+00, 6.000000e+00]> : vector<3xf32>
// CHECK: %[[S0:.*]] = arith.addf %[[A]], %[[A]] : vector<3xf32>
// CHECK: %[[S1:.*]] = arith.addf %[[B]], %[[B]] : vector<3xf32>
// CHECK: vector.print punctuation <open>
// CHECK: vector.print %[[S0]] : vector<3xf32> punctuation <no_punctuation>
// CHECK: vector.print punctuation <comma>
// CHECK: vector.print %[[S1]] : vector<3xf32> punctuation <no_punctuation>
// CHECK: vector.print punctuation <close>
// CHECK: vector.print
// CHECK: return
func.func @elementwise() {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %d = arith.addf %c, %c : vector<2x3xf32>
  vector.print %d : vector<2x3xf32>
  return
}

// CHECK-LABEL: func.func @broadcast_extract
// CHECK-SAME: (%[[S:.*]]: f32, %[[M:.*]]: memref<4xf32>)
// CHECK: %[[R:.*]] = vector.broadcast %[[S]] : f32 to vector<4xf32>
// CHECK: vector.store %[[R]], %[[M]]
// CHECK-NOT: vector<3x4xf32>
func.func @broadcast_extract(%s: f32, %m: memref<4xf32>) {
  %b = vector.broadcast %s : f32 to vector<3x4xf32>
  %r = vector.extract %b[2] : vector<4xf32> from vector<3x4xf32>
  %c0 = arith.constant 0 : index
  vector.store %r, %m[%c0] : memref<4xf32>, vector<4xf32>
  return
}

// CHECK-LABEL: func.func @loop
// CHECK: %[[R:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[X:.*]] = %{{.*}}, %[[Y:.*]] = %{{.*}}) -> (vector<2xi32>, vector<2xi32>) {
// CHECK:   %[[X1:.*]] = arith.addi %[[X]], %[[X]] : vector<2xi32>
// CHECK:   %[[Y1:.*]] = arith.addi %[[Y]], %[[Y]] : vector<2xi32>
// CHECK:   scf.yield %[[X1]], %[[Y1]] : vector<2xi32>, vector<2xi32>
// CHECK: vector.store %[[R]]#1
func.func @loop(%m: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (vector<2x2xi32>) {
    %s = arith.addi %a, %a : vector<2x2xi32>
    scf.yield %s : vector<2x2xi32>
  }
  %row = vector.extract %r[1] : vector<2xi32> from vector<2x2xi32>
  vector.store %row, %m[%c0] : memref<2xi32>, vector<2xi32>
  return
}
