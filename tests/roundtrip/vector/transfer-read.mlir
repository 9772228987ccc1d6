// vector.transfer_read: memref and tensor sources, default and explicit permutation
// maps (transposes, broadcasts, minor identities), in_bounds, masks.
// Default permutation maps and all-false in_bounds are left out of the custom form.
// RUN: mlirc %s --emit=mlir | FileCheck %s
// CHECK-LABEL: func.func @read_memref
// CHECK: = vector.transfer_read %arg0[%arg2, %arg3], %arg4 : memref<?x?xf32>, vector<4xf32>
// CHECK: = vector.transfer_read %arg0[%arg2, %arg3], %arg4 : memref<?x?xf32>, vector<4x8xf32>
// CHECK: = vector.transfer_read %arg0[%arg2, %arg3], %arg4 {permutation_map = #map{{[0-9]*}}} : memref<?x?xf32>, vector<8x4xf32>
// CHECK: = vector.transfer_read %arg1[%arg2, %arg3, %arg2], %arg4 {in_bounds = [true, true]} : memref<4x8x16xf32>, vector<8x16xf32>
// CHECK: = vector.transfer_read %arg1[%arg2, %arg3, %arg2], %arg4 : memref<4x8x16xf32>, vector<8x16xf32>

#transpose = affine_map<(d0, d1) -> (d1, d0)>
#bcast = affine_map<(d0, d1) -> (0, d1)>
#minor = affine_map<(d0, d1, d2) -> (d1, d2)>
#proj = affine_map<(d0, d1, d2) -> (d2, d0)>

func.func @read_memref(%m: memref<?x?xf32>, %m3: memref<4x8x16xf32>, %i: index, %j: index, %pad: f32) {
  %0 = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %j], %pad : memref<?x?xf32>, vector<4x8xf32>
  %2 = vector.transfer_read %m[%i, %j], %pad {permutation_map = #transpose} : memref<?x?xf32>, vector<8x4xf32>
  %3 = vector.transfer_read %m[%i, %j], %pad {in_bounds = [true, false], permutation_map = #bcast} : memref<?x?xf32>, vector<2x4xf32>
  %4 = vector.transfer_read %m3[%i, %j, %i], %pad {in_bounds = [true, true]} : memref<4x8x16xf32>, vector<8x16xf32>
  %5 = vector.transfer_read %m3[%i, %j, %i], %pad {permutation_map = #proj} : memref<4x8x16xf32>, vector<16x4xf32>
  %6 = vector.transfer_read %m3[%i, %j, %i], %pad {permutation_map = #minor} : memref<4x8x16xf32>, vector<8x16xf32>
  return
}

func.func @read_masked(%m: memref<?x?xf32>, %i: index, %pad: f32, %m1: vector<4xi1>, %m2: vector<4x8xi1>, %mt: vector<8x4xi1>) {
  %0 = vector.transfer_read %m[%i, %i], %pad, %m1 : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %pad, %m2 {in_bounds = [false, true]} : memref<?x?xf32>, vector<4x8xf32>
  // With a transposing map the mask has the source dimension order.
  %2 = vector.transfer_read %m[%i, %i], %pad, %mt {permutation_map = #transpose} : memref<?x?xf32>, vector<4x8xf32>
  // A broadcast dimension takes no mask dimension.
  %3 = vector.transfer_read %m[%i, %i], %pad, %m1 {permutation_map = #bcast} : memref<?x?xf32>, vector<2x4xf32>
  return
}

func.func @read_tensor(%t: tensor<?x?xi32>, %i: index, %pad: i32, %s: tensor<8xf16>, %p16: f16) {
  %0 = vector.transfer_read %t[%i, %i], %pad : tensor<?x?xi32>, vector<4x4xi32>
  %1 = vector.transfer_read %t[%i, %i], %pad {in_bounds = [true]} : tensor<?x?xi32>, vector<4xi32>
  %2 = vector.transfer_read %s[%i], %p16 {in_bounds = [true], tag = 1 : i32} : tensor<8xf16>, vector<8xf16>
  %3 = vector.transfer_read %s[%i], %p16 : tensor<8xf16>, vector<[4]xf16>
  return
}
