// linalg.transpose and linalg.broadcast on tensors, then an element-wise add of the two.
// REFERENCE-PASSES-BEFORE: --convert-elementwise-to-linalg
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %et = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%et : tensor<3x2xf32>) permutation = [1, 0]
  %v = arith.constant dense<[10.0, 20.0]> : tensor<2xf32>
  %eb = tensor.empty() : tensor<3x2xf32>
  %b = linalg.broadcast ins(%v : tensor<2xf32>) outs(%eb : tensor<3x2xf32>) dimensions = [0]
  %s = arith.addf %t, %b : tensor<3x2xf32>
  %w = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %ec = tensor.empty() : tensor<3x4xf32>
  %c = linalg.broadcast ins(%w : tensor<3xf32>) outs(%ec : tensor<3x4xf32>) dimensions = [1]
  %u1 = tensor.cast %t : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %s : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %u3 = tensor.cast %c : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
