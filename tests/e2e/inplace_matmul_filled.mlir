// linalg.matmul into a zero-filled init, then a second matmul accumulating into the result.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %z = arith.constant 0.0 : f32
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%f : tensor<2x2xf32>) -> tensor<2x2xf32>
  %m2 = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%m : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u_m2 = tensor.cast %m2 : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u_m2) : (tensor<*xf32>) -> ()
  return
}
