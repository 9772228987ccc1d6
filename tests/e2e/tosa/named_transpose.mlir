// tosa.transpose (tosa-to-linalg-named): linalg.transpose into a tensor.empty; ranks 1 to 5, the
// zoo's attention head swaps, f32 and i32.
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %c1 = "tosa.const"() <{values = dense<[[[-13.5, -10.0, -6.5, -3.0], [0.5, 4.0, 7.5, 11.0], [14.5, 18.0, 21.5, 25.0]], [[-20.0, -16.5, -13.0, -9.5], [-6.0, -2.5, 1.0, 4.5], [8.0, 11.5, 15.0, 18.5]]]> : tensor<2x3x4xf32>}> : () -> tensor<2x3x4xf32>
  %r2 = tosa.transpose %c1 {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %u3 = tensor.cast %r2 : tensor<4x2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %c4 = "tosa.const"() <{values = dense<[[[[-7.0, -3.5, 0.0, 3.5, 7.0], [10.5, 14.0, 17.5, 21.0, 24.5], [28.0, -17.0, -13.5, -10.0, -6.5], [-3.0, 0.5, 4.0, 7.5, 11.0]], [[14.5, 18.0, 21.5, 25.0, -20.0], [-16.5, -13.0, -9.5, -6.0, -2.5], [1.0, 4.5, 8.0, 11.5, 15.0], [18.5, 22.0, 25.5, -19.5, -16.0]], [[-12.5, -9.0, -5.5, -2.0, 1.5], [5.0, 8.5, 12.0, 15.5, 19.0], [22.5, 26.0, -19.0, -15.5, -12.0], [-8.5, -5.0, -1.5, 2.0, 5.5]]], [[[9.0, 12.5, 16.0, 19.5, 23.0], [26.5, -18.5, -15.0, -11.5, -8.0], [-4.5, -1.0, 2.5, 6.0, 9.5], [13.0, 16.5, 20.0, 23.5, 27.0]], [[-18.0, -14.5, -11.0, -7.5, -4.0], [-0.5, 3.0, 6.5, 10.0, 13.5], [17.0, 20.5, 24.0, 27.5, -17.5], [-14.0, -10.5, -7.0, -3.5, 0.0]], [[3.5, 7.0, 10.5, 14.0, 17.5], [21.0, 24.5, 28.0, -17.0, -13.5], [-10.0, -6.5, -3.0, 0.5, 4.0], [7.5, 11.0, 14.5, 18.0, 21.5]]]]> : tensor<2x3x4x5xf32>}> : () -> tensor<2x3x4x5xf32>
  %r5 = tosa.transpose %c4 {perms = array<i32: 0, 2, 3, 1>} : (tensor<2x3x4x5xf32>) -> tensor<2x4x5x3xf32>
  %u6 = tensor.cast %r5 : tensor<2x4x5x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()
  %c7 = "tosa.const"() <{values = dense<[[[-0.5, 3.0, 6.5, 10.0], [13.5, 17.0, 20.5, 24.0], [27.5, -17.5, -14.0, -10.5], [-7.0, -3.5, 0.0, 3.5], [7.0, 10.5, 14.0, 17.5], [21.0, 24.5, 28.0, -17.0], [-13.5, -10.0, -6.5, -3.0], [0.5, 4.0, 7.5, 11.0], [14.5, 18.0, 21.5, 25.0], [-20.0, -16.5, -13.0, -9.5], [-6.0, -2.5, 1.0, 4.5], [8.0, 11.5, 15.0, 18.5], [22.0, 25.5, -19.5, -16.0], [-12.5, -9.0, -5.5, -2.0], [1.5, 5.0, 8.5, 12.0], [15.5, 19.0, 22.5, 26.0]]]> : tensor<1x16x4xf32>}> : () -> tensor<1x16x4xf32>
  %r8 = tosa.transpose %c7 {perms = array<i32: 0, 2, 1>} : (tensor<1x16x4xf32>) -> tensor<1x4x16xf32>
  %u9 = tensor.cast %r8 : tensor<1x4x16xf32> to tensor<*xf32>
  call @printMemrefF32(%u9) : (tensor<*xf32>) -> ()
  %c10 = "tosa.const"() <{values = dense<[[12, 19], [26, 33], [40, 47]]> : tensor<3x2xi32>}> : () -> tensor<3x2xi32>
  %r11 = tosa.transpose %c10 {perms = array<i32: 1, 0>} : (tensor<3x2xi32>) -> tensor<2x3xi32>
  %u12 = tensor.cast %r11 : tensor<2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  %c13 = "tosa.const"() <{values = dense<[[[[[12.5, 16.0, 19.5], [23.0, 26.5, -18.5]], [[-15.0, -11.5, -8.0], [-4.5, -1.0, 2.5]]], [[[6.0, 9.5, 13.0], [16.5, 20.0, 23.5]], [[27.0, -18.0, -14.5], [-11.0, -7.5, -4.0]]], [[[-0.5, 3.0, 6.5], [10.0, 13.5, 17.0]], [[20.5, 24.0, 27.5], [-17.5, -14.0, -10.5]]]], [[[[-7.0, -3.5, 0.0], [3.5, 7.0, 10.5]], [[14.0, 17.5, 21.0], [24.5, 28.0, -17.0]]], [[[-13.5, -10.0, -6.5], [-3.0, 0.5, 4.0]], [[7.5, 11.0, 14.5], [18.0, 21.5, 25.0]]], [[[-20.0, -16.5, -13.0], [-9.5, -6.0, -2.5]], [[1.0, 4.5, 8.0], [11.5, 15.0, 18.5]]]]]> : tensor<2x3x2x2x3xf32>}> : () -> tensor<2x3x2x2x3xf32>
  %r14 = tosa.transpose %c13 {perms = array<i32: 4, 3, 2, 1, 0>} : (tensor<2x3x2x2x3xf32>) -> tensor<3x2x2x3x2xf32>
  %u15 = tensor.cast %r14 : tensor<3x2x2x3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u15) : (tensor<*xf32>) -> ()
  %c16 = "tosa.const"() <{values = dense<[19.0, 22.5, 26.0, -19.0, -15.5]> : tensor<5xf32>}> : () -> tensor<5xf32>
  %r17 = tosa.transpose %c16 {perms = array<i32: 0>} : (tensor<5xf32>) -> tensor<5xf32>
  %u18 = tensor.cast %r17 : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u18) : (tensor<*xf32>) -> ()
  return
}
