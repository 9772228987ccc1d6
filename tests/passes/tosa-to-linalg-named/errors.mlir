// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named))' --verify-diagnostics --split-input-file

// What tosa-to-linalg-named refuses is upstream's `failed to legalize operation`, with why.

func.func @dynamic(%x: tensor<?x8x8x3xf32>, %w: tensor<4x3x3x3xf32>, %b: tensor<4xf32>) -> tensor<?x8x8x4xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+2 {{failed to legalize operation 'tosa.conv2d'}}
  // expected-note @+1 {{mlirc lowers it on static shapes only}}
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<?x8x8x3xf32>, tensor<4x3x3x3xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x8x8x4xf32>
  return %0 : tensor<?x8x8x4xf32>
}

// -----

func.func @zp_not_constant(%a: tensor<1x3x4xi8>, %b: tensor<1x4x5xi8>, %z: tensor<1xi8>) -> tensor<1x3x5xi32> {
  // expected-error @+2 {{failed to legalize operation 'tosa.matmul'}}
  // expected-note @+1 {{input a zero point cannot be statically determined}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x3x4xi8>, tensor<1x4x5xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x5xi32>
  return %0 : tensor<1x3x5xi32>
}

// -----

func.func @zp_not_int8(%a: tensor<1x3x4xi16>, %b: tensor<1x4x5xi16>) -> tensor<1x3x5xi64> {
  %z = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+2 {{failed to legalize operation 'tosa.matmul'}}
  // expected-note @+1 {{input a zero point must be zero for non-int8 integer types}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<1x3x4xi16>, tensor<1x4x5xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x3x5xi64>
  return %0 : tensor<1x3x5xi64>
}

// -----

func.func @avg_pool_int(%x: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+2 {{failed to legalize operation 'tosa.avg_pool2d'}}
  // expected-note @+1 {{mlirc lowers it with float types only}}
  %0 = tosa.avg_pool2d %x, %z, %z {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi8>
  return %0 : tensor<1x2x2x2xi8>
}

// -----

func.func @matmul_shapes(%a: tensor<2x3x4xf32>, %b: tensor<2x5x6xf32>) -> tensor<2x3x6xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+2 {{failed to legalize operation 'tosa.matmul'}}
  // expected-note @+1 {{the shapes of a, b and the result do not agree}}
  %0 = tosa.matmul %a, %b, %z, %z : (tensor<2x3x4xf32>, tensor<2x5x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x6xf32>
  return %0 : tensor<2x3x6xf32>
}

// -----

func.func @transpose_conv_negative_out_pad(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x5x6x3xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+2 {{failed to legalize operation 'tosa.transpose_conv2d'}}
  // expected-note @+1 {{mlirc lowers it with a non-negative out_pad only}}
  %0 = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: -1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x6x3xf32>
  return %0 : tensor<1x5x6x3xf32>
}
