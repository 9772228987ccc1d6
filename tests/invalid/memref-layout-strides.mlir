// Layouts that are not strided, and strides that differ, as upstream computes them
// (ir/layout.rs).
// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @floordiv_offset(%a: memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * 6 + d1 + s0 floordiv 2)>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * 6 + d1 + s0 floordiv 2)>>' and result type 'memref<4x6xf32, strided<[6, 1], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %a : memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * 6 + d1 + s0 floordiv 2)>> to memref<4x6xf32, strided<[6, 1], offset: ?>>
  return
}

// -----

func.func @distributed_stride(%a: memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * 6 + (d1 + s0) * 2)>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * 6 + (d1 + s0) * 2)>>' and result type 'memref<4x6xf32, strided<[6, 3], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %a : memref<4x6xf32, affine_map<(d0, d1)[s0] -> (d0 * 6 + (d1 + s0) * 2)>> to memref<4x6xf32, strided<[6, 3], offset: ?>>
  return
}

// -----

func.func @leading_zero_size(%a: memref<0x4x5xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<0x4x5xf32>' and result type 'memref<0x4x5xf32, strided<[9, 5, 1]>>' are cast incompatible}}
  %0 = memref.cast %a : memref<0x4x5xf32> to memref<0x4x5xf32, strided<[9, 5, 1]>>
  return
}

// -----

func.func @subview_zero_size(%a: memref<4x0x3xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x0x3xf32, strided<[?, 3, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x0x3xf32, strided<[5, 1, 1]>>'}}
  %0 = memref.subview %a[0, 0, 0] [2, 0, 3] [1, 1, 1] : memref<4x0x3xf32> to memref<2x0x3xf32, strided<[5, 1, 1]>>
  return
}
