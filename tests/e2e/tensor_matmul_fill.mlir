// linalg.matmul on tensors into a filled init, then matvec and a second matmul accumulating
// into the first result.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.5], [2.0, -1.0], [0.0, 3.0]]> : tensor<3x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %c = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%init : tensor<2x2xf32>) -> tensor<2x2xf32>
  %sq = linalg.matmul ins(%c, %c : tensor<2x2xf32>, tensor<2x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  %v = arith.constant dense<[1.0, -1.0, 2.0]> : tensor<3xf32>
  %ev = tensor.empty() : tensor<2xf32>
  %iv = linalg.fill ins(%zero : f32) outs(%ev : tensor<2xf32>) -> tensor<2xf32>
  %mv = linalg.matvec ins(%a, %v : tensor<2x3xf32>, tensor<3xf32>) outs(%iv : tensor<2xf32>) -> tensor<2xf32>
  %u1 = tensor.cast %c : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %sq : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %mv : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
