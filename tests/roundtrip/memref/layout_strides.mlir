// Strides and offsets of layouts (ir/layout.rs) as upstream computes them: the identity layout
// makes a stride left of a zero size dynamic, and an affine layout is flattened first.
// RUN: mlirc %s --split-input-file | FileCheck %s

// CHECK-LABEL: func.func @identity_zero_size
// CHECK: memref.cast %{{.*}} : memref<4x0xf32> to memref<4x0xf32, strided<[7, 1]>>
// CHECK: memref.cast %{{.*}} : memref<4x0xf32> to memref<4x0xf32, strided<[0, 1]>>
func.func @identity_zero_size(%a: memref<4x0xf32>) {
  %0 = memref.cast %a : memref<4x0xf32> to memref<4x0xf32, strided<[7, 1]>>
  %1 = memref.cast %a : memref<4x0xf32> to memref<4x0xf32, strided<[0, 1]>>
  return
}

// -----

// CHECK-LABEL: func.func @affine_distributed
// CHECK: memref.cast %{{.*}} : memref<4x6xf32, #map> to memref<4x6xf32, strided<[8, 1], offset: 8>>
func.func @affine_distributed(%a: memref<4x6xf32, affine_map<(d0, d1) -> ((d0 + 1) * 8 + d1)>>) {
  %0 = memref.cast %a : memref<4x6xf32, affine_map<(d0, d1) -> ((d0 + 1) * 8 + d1)>> to memref<4x6xf32, strided<[8, 1], offset: 8>>
  return
}

// -----

// CHECK-LABEL: func.func @affine_symbolic
// CHECK: memref.cast %{{.*}} : memref<4x6xf32, #map> to memref<4x6xf32, strided<[?, 1]>>
// CHECK: memref.cast %{{.*}} : memref<4x6xf32, #map1> to memref<4x6xf32, strided<[6, 2], offset: ?>>
func.func @affine_symbolic(%a: memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 + 1) + d1)>>,
                           %b: memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * 6 + (d1 + s0) * 2)>>) {
  %0 = memref.cast %a : memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * (s0 + 1) + d1)>> to memref<4x6xf32, strided<[?, 1]>>
  %1 = memref.cast %b : memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * 6 + (d1 + s0) * 2)>> to memref<4x6xf32, strided<[6, 2], offset: ?>>
  return
}
