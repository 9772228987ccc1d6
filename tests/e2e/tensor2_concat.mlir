// tensor.concat along each dimension, static and with a dynamic input.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %c = tensor.concat dim(0) %a, %b, %a : (tensor<2x2xf32>, tensor<1x2xf32>, tensor<2x2xf32>) -> tensor<5x2xf32>
  %uc = tensor.cast %c : tensor<5x2xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %ad = tensor.cast %a : tensor<2x2xf32> to tensor<2x?xf32>
  %d = tensor.concat dim(1) %ad, %a : (tensor<2x?xf32>, tensor<2x2xf32>) -> tensor<2x?xf32>
  %ud = tensor.cast %d : tensor<2x?xf32> to tensor<*xf32>
  call @printMemrefF32(%ud) : (tensor<*xf32>) -> ()
  return
}
