// tensor.from_elements: 0-D, 1-D, 2-D and 3-D tensors of computed scalars, one of them then
// updated in place.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %a = arith.constant 1.5 : f32
  %b = arith.constant -2.0 : f32
  %c = arith.addf %a, %b : f32
  %d = arith.mulf %a, %b : f32
  %t0 = tensor.from_elements %c : tensor<f32>
  %u0 = tensor.cast %t0 : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %t2 = tensor.from_elements %a, %b, %c, %d, %a, %b : tensor<2x3xf32>
  %c1 = arith.constant 1 : index
  %t2b = tensor.insert %d into %t2[%c1, %c1] : tensor<2x3xf32>
  %u2 = tensor.cast %t2b : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %t3 = tensor.from_elements %a, %b, %c, %d, %d, %c, %b, %a : tensor<2x2x2xf32>
  %u3 = tensor.cast %t3 : tensor<2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  return
}
