// A tensor.empty that only feeds a copy (through a chain of destination writes) becomes the
// destination or its slice, as upstream's eliminate-empty-tensors does (same IR once both are
// canonicalized: upstream leaves the dead tensor.empty behind).
// RUN: mlirc %s --pass-pipeline='builtin.module(eliminate-empty-tensors)' --mlir-print-op-generic | mlir-opt --canonicalize --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --eliminate-empty-tensors --canonicalize --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='builtin.module(eliminate-empty-tensors)' | FileCheck %s

// CHECK-LABEL: func.func @materialize_tensor(
// CHECK-SAME: %[[D:[a-z0-9]+]]: tensor<4xf32>
// CHECK-NOT: tensor.empty
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[D]] : tensor<4xf32>)
// CHECK: bufferization.materialize_in_destination %[[F]] in %[[D]]
func.func @materialize_tensor(%x: f32, %d: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %f in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @insert_slice(
// CHECK-SAME: %[[D:[a-z0-9]+]]: tensor<8x8xf32>, %[[I:[a-z0-9]+]]: index
// CHECK: %[[S:.*]] = tensor.extract_slice %[[D]][%[[I]], 2] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : tensor<4x4xf32>)
// CHECK: tensor.insert_slice %[[F]] into %[[D]][%[[I]], 2] [4, 4] [1, 1]
func.func @insert_slice(%x: f32, %d: tensor<8x8xf32>, %i: index) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = tensor.insert_slice %f into %d[%i, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// Rank-reducing: the slice has the source's type.
// CHECK-LABEL: func.func @rank_reducing(
// CHECK: tensor.extract_slice %{{.*}}[1, 0] [1, 8] [1, 1] : tensor<8x8xf32> to tensor<8xf32>
func.func @rank_reducing(%x: f32, %d: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %f into %d[1, 0] [1, 8] [1, 1] : tensor<8xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
