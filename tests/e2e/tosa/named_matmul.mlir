// tosa.matmul (tosa-to-linalg-named): linalg.batch_matmul into zeros, linalg.quantized_batch_matmul
// with zero points. f32, f16 into f32 and f16, i8 with and without zero points, i16 into i64.
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefI64(tensor<*xi64>)

func.func @main() {
  %c1 = "tosa.const"() <{values = dense<[[[-1.5, 2.0, 0.0, -2.0], [1.5, -0.5, -2.5, 1.0], [-1.0, 2.5, 0.5, -1.5]], [[2.0, 0.0, -2.0, 1.5], [-0.5, -2.5, 1.0, -1.0], [2.5, 0.5, -1.5, 2.0]]]> : tensor<2x3x4xf32>}> : () -> tensor<2x3x4xf32>
  %c2 = "tosa.const"() <{values = dense<[[[-0.5, -2.5, 1.0, -1.0, 2.5], [0.5, -1.5, 2.0, 0.0, -2.0], [1.5, -0.5, -2.5, 1.0, -1.0], [2.5, 0.5, -1.5, 2.0, 0.0]], [[-2.0, 1.5, -0.5, -2.5, 1.0], [-1.0, 2.5, 0.5, -1.5, 2.0], [0.0, -2.0, 1.5, -0.5, -2.5], [1.0, -1.0, 2.5, 0.5, -1.5]]]> : tensor<2x4x5xf32>}> : () -> tensor<2x4x5xf32>
  %c3 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c4 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %r5 = tosa.matmul %c1, %c2, %c3, %c4 : (tensor<2x3x4xf32>, tensor<2x4x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3x5xf32>
  %u6 = tensor.cast %r5 : tensor<2x3x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()
  %c7 = "tosa.const"() <{values = dense<[[[0.5, -1.5, 2.0, 0.0, -2.0, 1.5, -0.5, -2.5, 1.0, -1.0, 2.5, 0.5, -1.5, 2.0, 0.0, -2.0]]]> : tensor<1x1x16xf32>}> : () -> tensor<1x1x16xf32>
  %c8 = "tosa.const"() <{values = dense<[[[1.5, -0.5, -2.5, 1.0, -1.0, 2.5, 0.5], [-1.5, 2.0, 0.0, -2.0, 1.5, -0.5, -2.5], [1.0, -1.0, 2.5, 0.5, -1.5, 2.0, 0.0], [-2.0, 1.5, -0.5, -2.5, 1.0, -1.0, 2.5], [0.5, -1.5, 2.0, 0.0, -2.0, 1.5, -0.5], [-2.5, 1.0, -1.0, 2.5, 0.5, -1.5, 2.0], [0.0, -2.0, 1.5, -0.5, -2.5, 1.0, -1.0], [2.5, 0.5, -1.5, 2.0, 0.0, -2.0, 1.5], [-0.5, -2.5, 1.0, -1.0, 2.5, 0.5, -1.5], [2.0, 0.0, -2.0, 1.5, -0.5, -2.5, 1.0], [-1.0, 2.5, 0.5, -1.5, 2.0, 0.0, -2.0], [1.5, -0.5, -2.5, 1.0, -1.0, 2.5, 0.5], [-1.5, 2.0, 0.0, -2.0, 1.5, -0.5, -2.5], [1.0, -1.0, 2.5, 0.5, -1.5, 2.0, 0.0], [-2.0, 1.5, -0.5, -2.5, 1.0, -1.0, 2.5], [0.5, -1.5, 2.0, 0.0, -2.0, 1.5, -0.5]]]> : tensor<1x16x7xf32>}> : () -> tensor<1x16x7xf32>
  %c9 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c10 = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %r11 = tosa.matmul %c7, %c8, %c9, %c10 : (tensor<1x1x16xf32>, tensor<1x16x7xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x7xf32>
  %u12 = tensor.cast %r11 : tensor<1x1x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u12) : (tensor<*xf32>) -> ()
  %c13 = "tosa.const"() <{values = dense<[[[2.5, 0.5, -1.5], [2.0, 0.0, -2.0], [1.5, -0.5, -2.5], [1.0, -1.0, 2.5]]]> : tensor<1x4x3xf16>}> : () -> tensor<1x4x3xf16>
  %c14 = "tosa.const"() <{values = dense<[[[-2.0, 1.5], [-0.5, -2.5], [1.0, -1.0]]]> : tensor<1x3x2xf16>}> : () -> tensor<1x3x2xf16>
  %c15 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %c16 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %r17 = tosa.matmul %c13, %c14, %c15, %c16 : (tensor<1x4x3xf16>, tensor<1x3x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x2xf32>
  %u18 = tensor.cast %r17 : tensor<1x4x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u18) : (tensor<*xf32>) -> ()
  %c19 = "tosa.const"() <{values = dense<[[[-2.0, 1.5, -0.5], [-2.5, 1.0, -1.0], [2.5, 0.5, -1.5], [2.0, 0.0, -2.0]]]> : tensor<1x4x3xf16>}> : () -> tensor<1x4x3xf16>
  %c20 = "tosa.const"() <{values = dense<[[[-1.0, 2.5], [0.5, -1.5], [2.0, 0.0]]]> : tensor<1x3x2xf16>}> : () -> tensor<1x3x2xf16>
  %c21 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %c22 = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %r23 = tosa.matmul %c19, %c20, %c21, %c22 : (tensor<1x4x3xf16>, tensor<1x3x2xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x2xf16>
  %z24 = tensor.empty() : tensor<1x4x2xf32>
  %e24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%r23 : tensor<1x4x2xf16>) outs(%z24 : tensor<1x4x2xf32>) {
  ^bb0(%h: f16, %o: f32):
    %x = arith.extf %h : f16 to f32
    linalg.yield %x : f32
  } -> tensor<1x4x2xf32>
  %u25 = tensor.cast %e24 : tensor<1x4x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u25) : (tensor<*xf32>) -> ()
  %c26 = "tosa.const"() <{values = dense<[[[-2, 5, 1, -3, 4], [0, -4, 3, -1, -5], [2, -2, 5, 1, -3]], [[4, 0, -4, 3, -1], [-5, 2, -2, 5, 1], [-3, 4, 0, -4, 3]]]> : tensor<2x3x5xi8>}> : () -> tensor<2x3x5xi8>
  %c27 = "tosa.const"() <{values = dense<[[[0, -4, 3, -1], [-5, 2, -2, 5], [1, -3, 4, 0], [-4, 3, -1, -5], [2, -2, 5, 1]], [[-3, 4, 0, -4], [3, -1, -5, 2], [-2, 5, 1, -3], [4, 0, -4, 3], [-1, -5, 2, -2]]]> : tensor<2x5x4xi8>}> : () -> tensor<2x5x4xi8>
  %c28 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c29 = "tosa.const"() <{values = dense<-4> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r30 = tosa.matmul %c26, %c27, %c28, %c29 : (tensor<2x3x5xi8>, tensor<2x5x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3x4xi32>
  %u31 = tensor.cast %r30 : tensor<2x3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u31) : (tensor<*xi32>) -> ()
  %c32 = "tosa.const"() <{values = dense<[[[2, -2, 5, 1, -3], [4, 0, -4, 3, -1], [-5, 2, -2, 5, 1]]]> : tensor<1x3x5xi8>}> : () -> tensor<1x3x5xi8>
  %c33 = "tosa.const"() <{values = dense<[[[4, 0, -4, 3], [-1, -5, 2, -2], [5, 1, -3, 4], [0, -4, 3, -1], [-5, 2, -2, 5]]]> : tensor<1x5x4xi8>}> : () -> tensor<1x5x4xi8>
  %c34 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %c35 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r36 = tosa.matmul %c32, %c33, %c34, %c35 : (tensor<1x3x5xi8>, tensor<1x5x4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x4xi32>
  %u37 = tensor.cast %r36 : tensor<1x3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u37) : (tensor<*xi32>) -> ()
  %c38 = "tosa.const"() <{values = dense<[[[-5, 2, -2, 5, 1], [-3, 4, 0, -4, 3], [-1, -5, 2, -2, 5]]]> : tensor<1x3x5xi16>}> : () -> tensor<1x3x5xi16>
  %c39 = "tosa.const"() <{values = dense<[[[-3, 4, 0, -4], [3, -1, -5, 2], [-2, 5, 1, -3], [4, 0, -4, 3], [-1, -5, 2, -2]]]> : tensor<1x5x4xi16>}> : () -> tensor<1x5x4xi16>
  %c40 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %c41 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %r42 = tosa.matmul %c38, %c39, %c40, %c41 : (tensor<1x3x5xi16>, tensor<1x5x4xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<1x3x4xi64>
  %u43 = tensor.cast %r42 : tensor<1x3x4xi64> to tensor<*xi64>
  call @printMemrefI64(%u43) : (tensor<*xi64>) -> ()
  return
}
