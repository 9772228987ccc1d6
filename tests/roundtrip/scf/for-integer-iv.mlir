// RUN: mlirc %s --emit=mlir | FileCheck %s
// scf.for over signless integers (`: iN` after the header) and the `unsigned` comparison.

// CHECK-LABEL: func.func @i32_loop
func.func @i32_loop(%lb: i32, %ub: i32, %step: i32, %x: f32) -> f32 {
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}}  : i32 {
  scf.for %i = %lb to %ub step %step : i32 {
    %0 = arith.addi %i, %i : i32
  }
  // CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (f32)  : i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %x) -> (f32) : i32 {
    scf.yield %acc : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @unsigned_loops
func.func @unsigned_loops(%lb: i64, %ub: i64, %step: i64, %l: index, %u: index) {
  // CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}}  : i64 {
  scf.for unsigned %i = %lb to %ub step %step : i64 {
  }
  // CHECK: scf.for unsigned %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
  scf.for unsigned %i = %l to %u step %u {
  }
  %c0 = arith.constant 0 : i8
  %c4 = arith.constant 4 : i8
  %c1 = arith.constant 1 : i8
  scf.for unsigned %i = %c0 to %c4 step %c1 iter_args(%a = %c0) -> (i8) : i8 {
    %0 = arith.addi %a, %i : i8
    scf.yield %0 : i8
  }
  return
}
