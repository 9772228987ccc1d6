// tosa.transpose_conv2d (tosa-to-linalg-named): the input with stride - 1 zeros between elements,
// padded by kernel - 1 + out_pad, convolved with the reversed kernel; compared with upstream's
// tosa-optional-decompositions. Strides 1, 2 and 3, out_pad, a one-element bias, 1x1, f16.
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-optional-decompositions,tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c1 = "tosa.const"() <{values = dense<[[[[-1.5, 2.0], [0.0, -2.0], [1.5, -0.5]], [[-2.5, 1.0], [-1.0, 2.5], [0.5, -1.5]], [[2.0, 0.0], [-2.0, 1.5], [-0.5, -2.5]]]]> : tensor<1x3x3x2xf32>}> : () -> tensor<1x3x3x2xf32>
  %c2 = "tosa.const"() <{values = dense<[[[[-0.5, -2.5], [1.0, -1.0], [2.5, 0.5]], [[-1.5, 2.0], [0.0, -2.0], [1.5, -0.5]], [[-2.5, 1.0], [-1.0, 2.5], [0.5, -1.5]]], [[[2.0, 0.0], [-2.0, 1.5], [-0.5, -2.5]], [[1.0, -1.0], [2.5, 0.5], [-1.5, 2.0]], [[0.0, -2.0], [1.5, -0.5], [-2.5, 1.0]]]]> : tensor<2x3x3x2xf32>}> : () -> tensor<2x3x3x2xf32>
  %c3 = "tosa.const"() <{values = dense<[0.5, -1.5]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c4 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c5 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %r6 = tosa.transpose_conv2d %c1, %c2, %c3, %c4, %c5 {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x2xf32>, tensor<2x3x3x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x5x5x2xf32>
  %u7 = tensor.cast %r6 : tensor<1x5x5x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u7) : (tensor<*xf32>) -> ()
  %c8 = "tosa.const"() <{values = dense<[[[[0.5, -1.5], [2.0, 0.0], [-2.0, 1.5], [-0.5, -2.5]], [[1.0, -1.0], [2.5, 0.5], [-1.5, 2.0], [0.0, -2.0]], [[1.5, -0.5], [-2.5, 1.0], [-1.0, 2.5], [0.5, -1.5]]]]> : tensor<1x3x4x2xf32>}> : () -> tensor<1x3x4x2xf32>
  %c9 = "tosa.const"() <{values = dense<[[[[1.5, -0.5], [-2.5, 1.0], [-1.0, 2.5]], [[0.5, -1.5], [2.0, 0.0], [-2.0, 1.5]], [[-0.5, -2.5], [1.0, -1.0], [2.5, 0.5]]], [[[-1.5, 2.0], [0.0, -2.0], [1.5, -0.5]], [[-2.5, 1.0], [-1.0, 2.5], [0.5, -1.5]], [[2.0, 0.0], [-2.0, 1.5], [-0.5, -2.5]]], [[[1.0, -1.0], [2.5, 0.5], [-1.5, 2.0]], [[0.0, -2.0], [1.5, -0.5], [-2.5, 1.0]], [[-1.0, 2.5], [0.5, -1.5], [2.0, 0.0]]]]> : tensor<3x3x3x2xf32>}> : () -> tensor<3x3x3x2xf32>
  %c10 = "tosa.const"() <{values = dense<[2.5, 0.5, -1.5]> : tensor<3xf32>}> : () -> tensor<3xf32>
  %c11 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c12 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %r13 = tosa.transpose_conv2d %c8, %c9, %c10, %c11, %c12 {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x4x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x7x9x3xf32>
  %u14 = tensor.cast %r13 : tensor<1x7x9x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u14) : (tensor<*xf32>) -> ()
  %c15 = "tosa.const"() <{values = dense<[[[[2.5], [0.5], [-1.5]], [[2.0], [0.0], [-2.0]]], [[[1.5], [-0.5], [-2.5]], [[1.0], [-1.0], [2.5]]]]> : tensor<2x2x3x1xf32>}> : () -> tensor<2x2x3x1xf32>
  %c16 = "tosa.const"() <{values = dense<[[[[-2.0], [1.5], [-0.5]], [[-2.5], [1.0], [-1.0]]], [[[2.5], [0.5], [-1.5]], [[2.0], [0.0], [-2.0]]]]> : tensor<2x2x3x1xf32>}> : () -> tensor<2x2x3x1xf32>
  %c17 = "tosa.const"() <{values = dense<-1.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c18 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c19 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %r20 = tosa.transpose_conv2d %c15, %c16, %c17, %c18, %c19 {acc_type = f32, out_pad = array<i64: 1, 0, 0, 2>, stride = array<i64: 2, 3>} : (tensor<2x2x3x1xf32>, tensor<2x2x3x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x5x11x2xf32>
  %u21 = tensor.cast %r20 : tensor<2x5x11x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u21) : (tensor<*xf32>) -> ()
  %c22 = "tosa.const"() <{values = dense<[[[[-1.0, 2.5, 0.5], [-1.5, 2.0, 0.0], [-2.0, 1.5, -0.5], [-2.5, 1.0, -1.0]], [[2.5, 0.5, -1.5], [2.0, 0.0, -2.0], [1.5, -0.5, -2.5], [1.0, -1.0, 2.5]], [[0.5, -1.5, 2.0], [0.0, -2.0, 1.5], [-0.5, -2.5, 1.0], [-1.0, 2.5, 0.5]], [[-1.5, 2.0, 0.0], [-2.0, 1.5, -0.5], [-2.5, 1.0, -1.0], [2.5, 0.5, -1.5]]]]> : tensor<1x4x4x3xf32>}> : () -> tensor<1x4x4x3xf32>
  %c23 = "tosa.const"() <{values = dense<[[[[0.0, -2.0, 1.5]]], [[[-0.5, -2.5, 1.0]]]]> : tensor<2x1x1x3xf32>}> : () -> tensor<2x1x1x3xf32>
  %c24 = "tosa.const"() <{values = dense<[1.0, -1.0]> : tensor<2xf32>}> : () -> tensor<2xf32>
  %c25 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c26 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %r27 = tosa.transpose_conv2d %c22, %c23, %c24, %c25, %c26 {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xf32>, tensor<2x1x1x3xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %u28 = tensor.cast %r27 : tensor<1x4x4x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u28) : (tensor<*xf32>) -> ()
  %c29 = "tosa.const"() <{values = dense<[[[[1.0, -1.0], [2.5, 0.5]], [[-1.5, 2.0], [0.0, -2.0]]]]> : tensor<1x2x2x2xf16>}> : () -> tensor<1x2x2x2xf16>
  %c30 = "tosa.const"() <{values = dense<[[[[2.0, 0.0], [-2.0, 1.5], [-0.5, -2.5]], [[1.0, -1.0], [2.5, 0.5], [-1.5, 2.0]], [[0.0, -2.0], [1.5, -0.5], [-2.5, 1.0]]], [[[-1.0, 2.5], [0.5, -1.5], [2.0, 0.0]], [[-2.0, 1.5], [-0.5, -2.5], [1.0, -1.0]], [[2.5, 0.5], [-1.5, 2.0], [0.0, -2.0]]]]> : tensor<2x3x3x2xf16>}> : () -> tensor<2x3x3x2xf16>
  %c31 = "tosa.const"() <{values = dense<[-2.5, 1.0]> : tensor<2xf16>}> : () -> tensor<2xf16>
  %c32 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %c33 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %r34 = tosa.transpose_conv2d %c29, %c30, %c31, %c32, %c33 {acc_type = f16, out_pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x2xf16>, tensor<2x3x3x2xf16>, tensor<2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x5x5x2xf16>
  %z35 = tensor.empty() : tensor<1x5x5x2xf32>
  %e35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r34 : tensor<1x5x5x2xf16>) outs(%z35 : tensor<1x5x5x2xf32>) {
  ^bb0(%h: f16, %o: f32):
    %x = arith.extf %h : f16 to f32
    linalg.yield %x : f32
  } -> tensor<1x5x5x2xf32>
  %u36 = tensor.cast %e35 : tensor<1x5x5x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u36) : (tensor<*xf32>) -> ()
  return
}
