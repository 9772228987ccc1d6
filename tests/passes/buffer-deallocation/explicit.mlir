// RUN: mlirc %s --pass-pipeline='builtin.module(convert-scf-to-cf,func.func(mlirc-buffer-deallocation))' --split-input-file | FileCheck %s
// Buffers the program frees itself (any alias of an operand of an explicit memref.dealloc)
// are left to it; buffers an op the pass does not understand takes are never freed (a leak
// rather than a use after free); the other buffers of the function are still managed.

// CHECK-LABEL: func.func @explicit(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK: memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT: arith.addf
// CHECK-NEXT: memref.dealloc %[[B]] : memref<4xf32>
// CHECK-NOT: dealloc
// CHECK: return
func.func @explicit() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.load %a[%c0] : memref<4xf32>
  %w = memref.load %b[%c0] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %r = arith.addf %v, %w : f32
  return %r : f32
}

// -----

// A loop whose body frees the buffer it replaces, and frees the last one after the loop:
// nothing is added.
// CHECK-LABEL: func.func @explicit_loop(
// CHECK-NOT: bufferization.dealloc
// CHECK-COUNT-2: memref.dealloc
// CHECK-NOT: dealloc
// CHECK: return
func.func @explicit_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    %v = memref.load %x[%c0] : memref<4xf32>
    memref.store %v, %b[%c0] : memref<4xf32>
    memref.dealloc %x : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  memref.dealloc %r : memref<4xf32>
  return %v : f32
}

// -----

// An op with unknown memory effects (a DMA) takes %a: only %b is freed.
// CHECK-LABEL: func.func @unknown(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK: memref.dma_start %[[A]]
// CHECK-NEXT: memref.dealloc %[[B]] : memref<4xf32>
// CHECK-NEXT: return
func.func @unknown() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %d = memref.alloca() : memref<4xf32, 1>
  %tag = memref.alloca() : memref<1xi32>
  memref.dma_start %a[%c0], %d[%c0], %c4, %tag[%c0] : memref<4xf32>, memref<4xf32, 1>, memref<1xi32>
  return
}

// -----

// A callee that frees its argument takes the buffer over: the caller does not free it.
// CHECK-LABEL: func.func @consumer(
// CHECK: memref.dealloc %{{.*}} : memref<4xf32>
// CHECK-LABEL: func.func @giver(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK: call @consumer(%[[A]])
// CHECK-NEXT: call @reader(%[[B]])
// CHECK-NEXT: memref.dealloc %[[B]] : memref<4xf32>
// CHECK-NEXT: return
func.func @consumer(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  return
}
func.func @reader(%m: memref<4xf32>) {
  return
}
func.func @giver() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  call @consumer(%a) : (memref<4xf32>) -> ()
  call @reader(%b) : (memref<4xf32>) -> ()
  return
}

// -----

// The same through a second call: @forward passes its argument to a function that frees it.
// CHECK-LABEL: func.func @giver2(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: call @forward(%[[A]])
// CHECK-NEXT: return
func.func @consumer2(%m: memref<4xf32>) {
  memref.dealloc %m : memref<4xf32>
  return
}
func.func @forward(%m: memref<4xf32>) {
  call @consumer2(%m) : (memref<4xf32>) -> ()
  return
}
func.func @giver2() {
  %a = memref.alloc() : memref<4xf32>
  call @forward(%a) : (memref<4xf32>) -> ()
  return
}
