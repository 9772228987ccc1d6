// Negative cases for vector.gather/scatter/expandload/compressstore, worded as upstream words them.
// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @g1(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %m[%c0] [%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return
}
// -----
func.func @g2(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op requires 1 indices}}
  %0 = vector.gather %m[%c0, %c0] [%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @g3(%m: memref<8xf32>, %i: vector<3xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%c0] [%i], %k, %p : memref<8xf32>, vector<3xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @g4(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<3xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%c0] [%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<3xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @g5(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<2x2xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %m[%c0] [%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<2x2xf32> into vector<4xf32>
  return
}
// -----
func.func @s1(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%c0] [%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xi32>
  return
}
// -----
func.func @s2(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.scatter' op requires 1 indices}}
  vector.scatter %m[] [%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @s3(%m: memref<8xf32>, %i: vector<3xi32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%c0] [%i], %k, %p : memref<8xf32>, vector<3xi32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @s4(%m: memref<8xf32>, %i: vector<4xi32>, %k: vector<3xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%c0] [%i], %k, %p : memref<8xf32>, vector<4xi32>, vector<3xi1>, vector<4xf32>
  return
}
// -----
func.func @e1(%m: memref<8xf32>, %k: vector<4xi1>, %p: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %m[%c0], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return
}
// -----
func.func @e2(%m: memref<8xf32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.expandload' op requires 1 indices}}
  %0 = vector.expandload %m[], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @e3(%m: memref<8xf32>, %k: vector<3xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%c0], %k, %p : memref<8xf32>, vector<3xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @e4(%m: memref<8xf32>, %k: vector<4xi1>, %p: vector<4xf64>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = vector.expandload %m[%c0], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xf64> into vector<4xf32>
  return
}
// -----
func.func @c1(%m: memref<8xf32>, %k: vector<4xi1>, %p: vector<4xi32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%c0], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xi32>
  return
}
// -----
func.func @c2(%m: memref<8xf32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.compressstore' op requires 1 indices}}
  vector.compressstore %m[], %k, %p : memref<8xf32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @c3(%m: memref<8xf32>, %k: vector<3xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%c0], %k, %p : memref<8xf32>, vector<3xi1>, vector<4xf32>
  return
}
// -----
// A float index vector (mlirc passed it to the LLVM translation, which crashed).
func.func @g_float_indices(%m: memref<16xf32>, %i: vector<4xf32>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<4xf32>'}}
  %0 = vector.gather %m[%c0] [%i], %k, %p : memref<16xf32>, vector<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @g_half_indices(%m: memref<4x16xf32>, %i: vector<4xf16>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op operand #3 must be vector of integer or index values, but got 'vector<4xf16>'}}
  %0 = vector.gather %m[%c0, %c0] [%i], %k, %p : memref<4x16xf32>, vector<4xf16>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @g_tensor_float_indices(%t: tensor<16xf32>, %i: vector<4xf64>, %k: vector<4xi1>, %p: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<4xf64>'}}
  %0 = vector.gather %t[%c0] [%i], %k, %p : tensor<16xf32>, vector<4xf64>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
// -----
func.func @g_0d_indices(%m: memref<16xf32>, %i: vector<i32>, %k: vector<i1>, %p: vector<f32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.gather' op operand #2 must be vector of integer or index values, but got 'vector<i32>'}}
  %0 = vector.gather %m[%c0] [%i], %k, %p : memref<16xf32>, vector<i32>, vector<i1>, vector<f32> into vector<f32>
  return
}
// -----
func.func @s_float_indices(%m: memref<16xf32>, %i: vector<4xf32>, %k: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.scatter' op operand #2 must be vector of integer or index values, but got 'vector<4xf32>'}}
  vector.scatter %m[%c0] [%i], %k, %v : memref<16xf32>, vector<4xf32>, vector<4xi1>, vector<4xf32>
  return
}
// -----
func.func @s_bf16_indices(%m: memref<4x16xf32>, %i: vector<4xbf16>, %k: vector<4xi1>, %v: vector<4xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'vector.scatter' op operand #3 must be vector of integer or index values, but got 'vector<4xbf16>'}}
  vector.scatter %m[%c0, %c0] [%i], %k, %v : memref<4x16xf32>, vector<4xbf16>, vector<4xi1>, vector<4xf32>
  return
}
