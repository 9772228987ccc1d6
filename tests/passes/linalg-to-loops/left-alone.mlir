// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' | FileCheck %s
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// What convert-linalg-to-loops leaves alone: structured ops on tensors (bufferization comes
// first) and linalg ops that are not structured (softmax, pack, unpack), next to ops it
// lowers in the same function (unsupported.mlir: what the translation then says).

// CHECK-LABEL: func.func @tensors(
// CHECK-NEXT: %[[R:.*]] = linalg.copy ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: %[[S:.*]] = linalg.generic
// CHECK: linalg.yield
// CHECK: return %[[S]] : tensor<4xf32>
func.func @tensors(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.copy ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%r : tensor<4xf32>) outs(%b : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.addf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}

// CHECK-LABEL: func.func @not_structured(
// CHECK: scf.for
// CHECK: linalg.softmax dimension(1) ins(%{{.*}} : memref<2x4xf32>) outs(%{{.*}} : memref<2x4xf32>)
// CHECK-NEXT: linalg.pack
// CHECK-NEXT: linalg.unpack
// CHECK-NEXT: return %{{.*}} : tensor<4x4xf32>
func.func @not_structured(%a: memref<2x4xf32>, %b: memref<2x4xf32>, %t: tensor<4x4xf32>, %p: tensor<2x2x2x2xf32>) -> tensor<4x4xf32> {
  linalg.copy ins(%a : memref<2x4xf32>) outs(%b : memref<2x4xf32>)
  linalg.softmax dimension(1) ins(%a : memref<2x4xf32>) outs(%b : memref<2x4xf32>)
  %0 = linalg.pack %t inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %p : tensor<4x4xf32> -> tensor<2x2x2x2xf32>
  %1 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %t : tensor<2x2x2x2xf32> -> tensor<4x4xf32>
  return %1 : tensor<4x4xf32>
}
