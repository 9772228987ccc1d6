// Allocations with loop-invariant sizes whose buffer stays within an iteration move out of
// the loop, as upstream's buffer-loop-hoisting does (same IR; compared in the generic form).
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(buffer-loop-hoisting))' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(buffer-loop-hoisting))' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(buffer-loop-hoisting))' | FileCheck %s

// CHECK-LABEL: func.func @f(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[C:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: scf.for
// CHECK-NEXT: memref.store %{{.*}}, %[[A]]
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: memref.dealloc
// CHECK-LABEL: func.func @g(
// CHECK: scf.for
// CHECK-NEXT: memref.alloc() : memref<4xf32>
// CHECK-NEXT: scf.yield
func.func private @use(memref<4xf32>)
func.func @f(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %a = memref.alloc() : memref<4xf32>
    memref.store %x, %a[%c0] : memref<4xf32>
    func.call @use(%a) : (memref<4xf32>) -> ()
    %b = memref.alloc(%i) : memref<?xf32>
    memref.dealloc %b : memref<?xf32>
    %c = memref.alloc(%n) : memref<?xf32>
  }
  return
}
func.func @g(%n: index, %x: f32) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a0 = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%it = %a0) -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  return %r : memref<4xf32>
}

// Out of two nested loops; a size defined in the outer loop keeps it in the outer loop.
// CHECK-LABEL: func.func @nested(
// CHECK: %[[A:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: scf.for %[[I:.*]] =
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[I]]
// CHECK-NEXT: memref.alloc(%[[S]]) : memref<?xf32>
// CHECK-NEXT: scf.for
func.func @nested(%n: index, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = arith.addi %i, %c1 : index
    scf.for %j = %c0 to %n step %c1 {
      %a = memref.alloc() : memref<8xf32>
      memref.store %x, %a[%c0] : memref<8xf32>
      %b = memref.alloc(%s) : memref<?xf32>
      memref.store %x, %b[%c0] : memref<?xf32>
    }
  }
  return
}
