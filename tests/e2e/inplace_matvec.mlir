// linalg.matvec into a filled init, then a dot product of the result with itself.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %z = arith.constant 0.0 : f32
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %x = arith.constant dense<[1.0, -1.0]> : tensor<2xf32>
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %y = linalg.matvec ins(%a, %x : tensor<3x2xf32>, tensor<2xf32>) outs(%f : tensor<3xf32>) -> tensor<3xf32>
  %e2 = tensor.empty() : tensor<f32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<f32>) -> tensor<f32>
  %d = linalg.dot ins(%y, %y : tensor<3xf32>, tensor<3xf32>) outs(%f2 : tensor<f32>) -> tensor<f32>
  %ud = tensor.cast %d : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%ud) : (tensor<*xf32>) -> ()
  %u_y = tensor.cast %y : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u_y) : (tensor<*xf32>) -> ()
  return
}
