// Where mlirc leaves the tensor.empty (upstream's pass goes further in both cases).
// RUN: mlirc %s --pass-pipeline='builtin.module(eliminate-empty-tensors)' | FileCheck %s

// The destination is defined after the chain starts: the empty tensor stays.
// CHECK-LABEL: func.func @late_dest(
// CHECK: tensor.empty
func.func @late_dest(%x: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %d = linalg.fill ins(%x : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %f in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// The chain's value is used twice: stays.
// CHECK-LABEL: func.func @two_uses(
// CHECK: tensor.empty
func.func @two_uses(%x: f32, %d: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %f in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r, %f : tensor<4xf32>, tensor<4xf32>
}

// A memref destination is used only when restrict writable and used by nothing else; then the
// chain writes into it and bufferization copies nothing.
// CHECK-LABEL: func.func @memref_dest(
// CHECK-SAME: %[[M:[a-z0-9]+]]: memref<4xf32>
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[M]] restrict writable : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[T]] : tensor<4xf32>)
// CHECK-LABEL: func.func @memref_dest_not_writable(
// CHECK: tensor.empty
// CHECK-LABEL: func.func @memref_dest_read(
// CHECK: tensor.empty
func.func @memref_dest(%x: f32, %m: memref<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
func.func @memref_dest_not_writable(%x: f32, %m: memref<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}
func.func @memref_dest_read(%x: f32, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  bufferization.materialize_in_destination %f in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> ()
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
