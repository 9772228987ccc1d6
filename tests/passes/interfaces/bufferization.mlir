// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// RUN: mlir-opt %s --canonicalize | FileCheck %s
// Memory effects of the bufferization ops seen through canonicalize's dead-op removal, as
// upstream: clone (reads its operand, allocates and writes its result), to_tensor (reads),
// to_buffer (Pure) and materialize_in_destination on tensors go when unused;
// materialize_in_destination into a buffer writes it; alloc_tensor, dealloc_tensor and dealloc
// declare no effects, so they stay.

// CHECK-LABEL: func.func @unused(
// CHECK-NEXT: return
func.func @unused(%m: memref<4xf32>, %t: tensor<4xf32>, %d: tensor<4xf32>) {
  %0 = bufferization.clone %m : memref<4xf32> to memref<4xf32>
  %1 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %2 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %3 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// CHECK-LABEL: func.func @kept(
// CHECK-NEXT: bufferization.alloc_tensor
// CHECK-NEXT: bufferization.materialize_in_destination
// CHECK-NEXT: bufferization.dealloc_tensor
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: return
func.func @kept(%m: memref<4xf32>, %t: tensor<4xf32>, %c: i1) {
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  bufferization.dealloc_tensor %t : tensor<4xf32>
  bufferization.dealloc (%m : memref<4xf32>) if (%c)
  return
}
