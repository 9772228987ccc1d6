// What tosa-to-linalg's element-wise and reduction rules refuse: upstream's "failed to
// legalize" with a note saying why (mlirc lowers static shapes only; upstream also fails on a
// non-constant zero point, a float mul with a shift, an unsupported rounding mode).
// RUN: not mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' 2>&1 | FileCheck %s

// CHECK: error: failed to legalize operation 'tosa.add'
// CHECK: note: mlirc lowers TOSA element-wise ops on static shapes only
func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
  %0 = tosa.add %a, %b : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// CHECK: error: failed to legalize operation 'tosa.reduce_sum'
// CHECK: note: mlirc lowers TOSA reductions on static shapes only
func.func @dynamic_reduce(%a: tensor<?x3xf32>) -> tensor<?x1xf32> {
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<?x3xf32>) -> tensor<?x1xf32>
  return %0 : tensor<?x1xf32>
}

// -----

// CHECK: error: failed to legalize operation 'tosa.negate'
// CHECK: note: the zero points of tosa.negate must be constants
func.func @negate_zp(%a: tensor<4xi8>, %z: tensor<1xi8>) -> tensor<4xi8> {
  %0 = tosa.negate %a, %z, %z : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: error: failed to legalize operation 'tosa.rescale'
// CHECK: note: tosa.rescale with rounding mode = 'INEXACT_ROUND' is not currently supported
func.func @rescale_inexact(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %a, %m, %s, %z, %z {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = INEXACT_ROUND, scale32 = true} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %0 : tensor<4xi8>
}

// -----

// CHECK: error: failed to legalize operation 'tosa.exp'
// CHECK: note: no lowering of tosa.exp for element type i32
func.func @exp_int(%a: tensor<4xi32>) -> tensor<4xi32> {
  %0 = tosa.exp %a : (tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
