// RUN: mlirc %s --emit=mlir | FileCheck %s
// Bufferization ops in context: a loop that copies a tensor into a buffer slice by slice,
// ownership-based deallocation with retained values, and the exact custom text of the
// optional parts.

// CHECK-LABEL: func.func @copy_in_loop
// CHECK: bufferization.alloc_tensor(%{{.*}}) : tensor<?xf32>
// CHECK: tensor.extract_slice
// CHECK: tensor.insert_slice
// CHECK: bufferization.materialize_in_destination %{{.*}} in restrict writable %{{.*}} : (tensor<?xf32>, memref<?xf32>) -> ()
func.func @copy_in_loop(%src: tensor<?xf32>, %dst: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %empty = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %empty) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %src[%i] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %u = tensor.insert_slice %s into %acc[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %u : tensor<?xf32>
  }
  bufferization.materialize_in_destination %r in restrict writable %dst : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @ownership
// CHECK: %[[C:.*]] = bufferization.clone %{{.*}} : memref<8xi32> to memref<8xi32>
// CHECK: bufferization.to_tensor %[[C]] restrict : memref<8xi32> to tensor<8xi32>
// CHECK: %{{.*}}:2 = bufferization.dealloc (%{{.*}}, %[[C]] : memref<8xi32>, memref<8xi32>) if (%{{.*}}, %{{.*}}) retain (%{{.*}}, %{{.*}} : memref<8xi32>, memref<4xf32>)
// CHECK: bufferization.dealloc{{$}}
func.func @ownership(%m: memref<8xi32>, %k: memref<4xf32>, %cond: i1) -> (tensor<8xi32>, i1, i1) {
  %c = bufferization.clone %m : memref<8xi32> to memref<8xi32>
  %t = bufferization.to_tensor %c restrict : memref<8xi32> to tensor<8xi32>
  %true = arith.constant true
  %o:2 = bufferization.dealloc (%m, %c : memref<8xi32>, memref<8xi32>) if (%cond, %true) retain (%m, %k : memref<8xi32>, memref<4xf32>)
  bufferization.dealloc
  return %t, %o#0, %o#1 : tensor<8xi32>, i1, i1
}

// CHECK-LABEL: func.func @read_only
// CHECK: bufferization.to_buffer %{{.*}} read_only : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK: bufferization.dealloc_tensor %{{.*}} : tensor<4x4xf32>
func.func @read_only(%t: tensor<4x4xf32>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> {
  %b = bufferization.to_buffer %t read_only : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  bufferization.dealloc_tensor %t : tensor<4x4xf32>
  return %b : memref<4x4xf32, strided<[?, ?], offset: ?>>
}
