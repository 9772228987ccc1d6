// RUN: mlirc %s --pass-pipeline='builtin.module(lower-affine)' | FileCheck %s
// lower-affine on affine.parallel bands that upstream's pass turns into invalid scf.parallel
// ops (mlir-opt-22 --lower-affine fails on both: "needs at least one tuple element", "constant
// step operand must be positive"); what the programs compute is checked in tests/run/.

// A 0-D band: its body, inlined, once; a reduction combines its identity with the yield.
// CHECK-LABEL: func.func @parallel_0d(
// CHECK-SAME: %[[M:[^:]*]]: memref<4xf32>, %[[X:[^:]*]]: f32)
func.func @parallel_0d(%m: memref<4xf32>, %x: f32) -> f32 {
  // CHECK-NEXT: %[[ID:.*]] = arith.constant 1.000000e+00 : f32
  // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: memref.store %[[X]], %[[M]][%[[C0]]] : memref<4xf32>
  // CHECK-NEXT: %[[R:.*]] = arith.mulf %[[ID]], %[[X]] : f32
  // CHECK-NEXT: return %[[R]] : f32
  %r = affine.parallel () = () to () reduce ("mulf") -> f32 {
    affine.store %x, %m[0] : memref<4xf32>
    affine.yield %x : f32
  }
  return %r : f32
}

// Steps <= 0: an scf.while over those dimensions, looping while every dimension is
// non-empty (forever, or not at all), around an scf.parallel over the others; the results
// are the identities.
// CHECK-LABEL: func.func @parallel_nonpositive_steps(
// CHECK-SAME: %[[M:[^:]*]]: memref<4x4xf32>, %[[N:[^:]*]]: index)
func.func @parallel_nonpositive_steps(%m: memref<4x4xf32>, %n: index) -> f32 {
  // CHECK-NEXT: %[[LB0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[LB1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[UB1:.*]] = arith.constant 3 : index
  // CHECK-NEXT: %[[S0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[S1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[ID:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK-NEXT: %[[NE0:.*]] = arith.cmpi slt, %[[LB0]], %[[N]] : index
  // CHECK-NEXT: %[[NE1:.*]] = arith.cmpi slt, %[[LB1]], %[[UB1]] : index
  // CHECK-NEXT: %[[NE:.*]] = arith.andi %[[NE0]], %[[NE1]] : i1
  // CHECK-NEXT: %{{.*}} = scf.while (%[[B:.*]] = %[[LB0]]) : (index) -> index {
  // CHECK-NEXT: scf.condition(%[[NE]]) %[[B]] : index
  // CHECK-NEXT: } do {
  // CHECK-NEXT: ^bb0(%[[I:.*]]: index):
  // CHECK-NEXT: %{{.*}} = scf.parallel (%[[J:.*]]) = (%[[LB1]]) to (%[[UB1]]) step (%[[S1]]) init (%[[ID]]) -> f32 {
  // CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[I]], %[[J]]] : memref<4x4xf32>
  // CHECK-NEXT: scf.reduce(%[[V]] : f32) {
  // CHECK: }
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[I]], %[[S0]] : index
  // CHECK-NEXT: scf.yield %[[NEXT]] : index
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[ID]] : f32
  %r = affine.parallel (%i, %j) = (0, 1) to (%n, 3) step (0, 1) reduce ("addf") -> f32 {
    %v = affine.load %m[%i, %j] : memref<4x4xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
