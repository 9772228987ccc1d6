// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named))' | FileCheck %s

// What tosa-to-linalg-named emits where the e2e programs cannot see it: the tosa.cast of a
// wider accumulator (lowered later by tosa-to-linalg), the pooling windows' vector
// attributes, the NaN-ignoring max pool body, the zero-stuffed transpose_conv2d input.

// CHECK-LABEL: func.func @conv_f16_acc_f32
// CHECK: linalg.generic
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%{{.*}}, %{{.*}} : tensor<1x4x4x2xf16>, tensor<3x2x2x2xf16>) outs(%{{.*}} : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
// CHECK: tosa.cast %{{.*}} : (tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf16>
func.func @conv_f16_acc_f32(%x: tensor<1x4x4x2xf16>, %w: tensor<3x2x2x2xf16>, %b: tensor<3xf16>) -> tensor<1x3x3x3xf16> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf16>, tensor<3x2x2x2xf16>, tensor<3xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x3x3x3xf16>
  return %0 : tensor<1x3x3x3xf16>
}

// CHECK-LABEL: func.func @max_pool_ignore
// CHECK: %[[LOW:.*]] = arith.constant -3.40282347E+38 : f32
// CHECK: tensor.pad %{{.*}} low[0, 1, 1, 0] high[0, 0, 0, 0]
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]
// CHECK: ^bb0(%[[IN:.*]]: f32, %{{.*}}: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.maximumf %[[OUT]], %[[IN]] : f32
// CHECK-NEXT: %[[NAN:.*]] = arith.cmpf uno, %[[IN]], %[[IN]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.select %[[NAN]], %[[OUT]], %[[M]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
func.func @max_pool_ignore(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>, nan_mode = IGNORE} : (tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// CHECK-LABEL: func.func @max_pool
// CHECK: linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
func.func @max_pool(%x: tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32> {
  %0 = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x3xf32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}

// CHECK-LABEL: func.func @transpose_conv
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[0, 2, 2, 0] [1, 3, 4, 2] [1, 2, 2, 1] : tensor<1x3x4x2xf32> into tensor<1x9x11x2xf32>
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}]
// CHECK: linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
func.func @transpose_conv(%x: tensor<1x3x4x2xf32>, %w: tensor<3x3x3x2xf32>, %b: tensor<3xf32>) -> tensor<1x7x9x3xf32> {
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %0 = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x9x3xf32>
  return %0 : tensor<1x7x9x3xf32>
}
