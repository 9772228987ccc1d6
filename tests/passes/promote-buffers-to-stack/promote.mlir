// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(promote-buffers-to-stack{max-alloc-size-in-bytes=64 max-rank-of-allocated-memref=2}))' | FileCheck %s
// Small static buffers that stay in their function's frame become allocas; the others stay.

// CHECK-LABEL: func.func @local(
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %[[V:.*]] = memref.subview %[[A]][1] [2] [1]
// CHECK-NEXT: memref.store %{{.*}}, %[[V]][%{{.*}}]
// CHECK-NEXT: %[[U:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<*xf32>
// CHECK-NEXT: call @print(%[[U]])
// CHECK-NOT: memref.dealloc
// CHECK: return
func.func private @print(memref<*xf32>)
func.func @local(%x: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  memref.store %x, %v[%i] : memref<2xf32, strided<[1], offset: 1>>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @print(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Returned, too big, dynamic, of rank 3, or in a loop: not promoted.
// CHECK-LABEL: func.func @stay(
// CHECK: memref.alloc() : memref<4xf32>
// CHECK: memref.alloc() : memref<32xf32>
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK: memref.alloc() : memref<1x1x1xf32>
// CHECK: scf.for
// CHECK-NEXT: memref.alloc() : memref<2xf32>
// CHECK-NOT: memref.alloca
func.func private @use(memref<32xf32>, memref<?xf32>, memref<1x1x1xf32>)
func.func @stay(%n: index) -> memref<4xf32> {
  %r = memref.alloc() : memref<4xf32>
  %big = memref.alloc() : memref<32xf32>
  %dyn = memref.alloc(%n) : memref<?xf32>
  %r3 = memref.alloc() : memref<1x1x1xf32>
  call @use(%big, %dyn, %r3) : (memref<32xf32>, memref<?xf32>, memref<1x1x1xf32>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = memref.alloc() : memref<2xf32>
    memref.dealloc %t : memref<2xf32>
  }
  return %r : memref<4xf32>
}
