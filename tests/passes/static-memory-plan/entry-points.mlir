// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(mlirc-static-memory-plan)' | FileCheck %s
// A public function with a plan, whose results are its own static allocations and which
// allocates nothing else, gets @<f>_arena: its body moves to @<f>_impl, which takes the arena
// and the result buffers; @<f> allocates them, @<f>_arena views the caller's arena.

// CHECK-LABEL: func.func @f(%arg0: f32) -> memref<16xf32> {
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<127xi8>
// CHECK-NEXT: %[[R:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NEXT: %[[C:.*]] = call @f_impl(%[[A]], %[[R]], %arg0) : (memref<127xi8>, memref<16xf32>, f32) -> memref<16xf32>
// CHECK-NEXT: memref.dealloc %[[A]] : memref<127xi8>
// CHECK-NEXT: return %[[C]] : memref<16xf32>
// CHECK-LABEL: func.func @f_arena(%arg0: memref<192xi8>, %arg1: f32) -> memref<16xf32> attributes {mlirc.arena_alignment = 64 : i64, mlirc.arena_size = 192 : i64} {
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V:.*]] = memref.view %arg0[%[[Z]]][] : memref<192xi8> to memref<127xi8>
// CHECK-NEXT: %[[O:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[W:.*]] = memref.view %arg0[%[[O]]][] : memref<192xi8> to memref<16xf32>
// CHECK-NEXT: %[[C:.*]] = call @f_impl(%[[V]], %[[W]], %arg1)
// CHECK-NEXT: return %[[C]] : memref<16xf32>
// CHECK-LABEL: func.func private @f_impl(%arg0: memref<127xi8>, %arg1: memref<16xf32>, %arg2: f32) -> memref<16xf32> {
// CHECK: %[[PAD:.*]] = arith.andi
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[PAD]], %[[Z]] : index
// CHECK-NEXT: %[[T:.*]] = memref.view %arg0[%[[S]]][] : memref<127xi8> to memref<16xf32>
// CHECK-NEXT: linalg.fill ins(%arg2 : f32) outs(%[[T]] : memref<16xf32>)
// CHECK-NEXT: memref.copy %[[T]], %arg1
// CHECK-NOT: dealloc
// CHECK: return %arg1 : memref<16xf32>
func.func @f(%x: f32) -> memref<16xf32> {
  %t = memref.alloc() : memref<16xf32>
  linalg.fill ins(%x : f32) outs(%t : memref<16xf32>)
  %r = memref.alloc() : memref<16xf32>
  memref.copy %t, %r : memref<16xf32> to memref<16xf32>
  memref.dealloc %t : memref<16xf32>
  return %r : memref<16xf32>
}

// -----

// No entry point: a private function; one that returns its argument; one that leaves a buffer
// on the heap; one that calls a function that allocates.
// CHECK-LABEL: func.func private @priv(
// CHECK-LABEL: func.func @arg(
// CHECK-LABEL: func.func @heap(
// CHECK: memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-LABEL: func.func @caller(
// CHECK-NOT: _arena
// CHECK-NOT: _impl
func.func private @use(memref<16xf32>)
func.func private @priv() -> memref<16xf32> {
  %t = memref.alloc() : memref<16xf32>
  call @use(%t) : (memref<16xf32>) -> ()
  memref.dealloc %t : memref<16xf32>
  %r = memref.alloc() : memref<16xf32>
  return %r : memref<16xf32>
}
func.func @arg(%a: memref<16xf32>) -> memref<16xf32> {
  %t = memref.alloc() : memref<16xf32>
  call @use(%t) : (memref<16xf32>) -> ()
  memref.dealloc %t : memref<16xf32>
  return %a : memref<16xf32>
}
func.func @heap(%n: index) {
  %t = memref.alloc() : memref<16xf32>
  call @use(%t) : (memref<16xf32>) -> ()
  memref.dealloc %t : memref<16xf32>
  %d = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %d : memref<?xf32>
  return
}
func.func @caller() {
  %t = memref.alloc() : memref<16xf32>
  call @use(%t) : (memref<16xf32>) -> ()
  memref.dealloc %t : memref<16xf32>
  %r = call @priv() : () -> memref<16xf32>
  memref.dealloc %r : memref<16xf32>
  return
}
