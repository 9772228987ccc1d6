// tensor.reshape with a shape tensor, expand/collapse_shape, and arith.select between two
// tensors by an i1 (converted element-wise first).
// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %shape = arith.constant dense<[3, 2]> : tensor<2xindex>
  %r = tensor.reshape %a(%shape) : (tensor<6xf32>, tensor<2xindex>) -> tensor<3x2xf32>
  %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %ue = tensor.cast %e : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%ue) : (tensor<*xf32>) -> ()
  %c = tensor.collapse_shape %r [[0, 1]] : tensor<3x2xf32> into tensor<6xf32>
  %b = arith.constant dense<[6.0, 5.0, 4.0, 3.0, 2.0, 1.0]> : tensor<6xf32>
  %t = arith.constant true
  %f = arith.constant false
  %s1 = arith.select %t, %c, %b : tensor<6xf32>
  %s2 = arith.select %f, %c, %b : tensor<6xf32>
  %sum = arith.addf %s1, %s2 : tensor<6xf32>
  %us = tensor.cast %sum : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%us) : (tensor<*xf32>) -> ()
  %ur = tensor.cast %r : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ur) : (tensor<*xf32>) -> ()
  return
}
