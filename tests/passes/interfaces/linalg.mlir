// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// RUN: mlir-opt %s --canonicalize | FileCheck %s
// Memory effects of the linalg ops seen through canonicalize's dead-op removal, as upstream
// (`getGenericEffectsImpl`): on tensors a structured op has no effects of its own and goes when
// its results are unused; on buffers it reads its inputs and writes its inits, so it stays; the
// effects of its payload count too (a payload that writes keeps it). linalg.pack is
// NoMemoryEffect; the Winograd transforms declare no effects, so they stay.

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>

// CHECK-LABEL: func.func @unused_on_tensors(
// CHECK-NEXT: return
func.func @unused_on_tensors(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %t: tensor<8x4xf32>, %r: tensor<4xf32>,
                             %p: tensor<2x4x2x2xf32>, %f: f32) {
  %0 = linalg.fill ins(%f : f32) outs(%a : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.copy ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) permutation = [1, 0]
  %3 = linalg.broadcast ins(%r : tensor<4xf32>) outs(%a : tensor<4x8xf32>) dimensions = [1]
  %4 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %5 = linalg.map ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  %6 = linalg.reduce ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
    (%x: f32, %y: f32) {
      linalg.yield %x : f32
    }
  %7 = linalg.softmax dimension(1) ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %8 = linalg.pack %a inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %p : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
  return
}

// CHECK-LABEL: func.func @on_buffers(
// CHECK-NEXT: linalg.fill
// CHECK-NEXT: linalg.copy
// CHECK-NEXT: linalg.transpose
// CHECK-NEXT: linalg.generic
// CHECK: linalg.softmax
// CHECK-NEXT: return
func.func @on_buffers(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %t: memref<8x4xf32>, %r: memref<4xf32>, %f: f32) {
  linalg.fill ins(%f : f32) outs(%a : memref<4x8xf32>)
  linalg.copy ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  linalg.transpose ins(%a : memref<4x8xf32>) outs(%t : memref<8x4xf32>) permutation = [1, 0]
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  linalg.softmax dimension(1) ins(%a : memref<4x8xf32>) outs(%b : memref<4x8xf32>)
  return
}

// CHECK-LABEL: func.func @payload_effects(
// CHECK-NEXT: linalg.generic
// CHECK: memref.store
// CHECK: linalg.map
// CHECK: vector.print
// CHECK-NOT: linalg.map
// CHECK: return
func.func @payload_effects(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %r: tensor<4xf32>, %m: memref<f32>) {
  %0 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%r : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    memref.store %x, %m[] : memref<f32>
    linalg.yield %x : f32
  } -> tensor<4xf32>
  %1 = linalg.map ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      vector.print %x : f32
      linalg.yield %x : f32
    }
  %2 = linalg.map ins(%a : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      linalg.yield %y : f32
    }
  return
}

// CHECK-LABEL: func.func @unknown_effects(
// CHECK-NEXT: linalg.winograd_filter_transform
// CHECK-NEXT: return
func.func @unknown_effects(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) {
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return
}
