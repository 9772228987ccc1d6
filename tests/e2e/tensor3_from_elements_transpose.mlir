// tensor.from_elements of computed scalars, transposed into a new tensor, one element updated.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main(){
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.addf %a, %b : f32
  %d = arith.mulf %c, %c : f32
  %m = tensor.from_elements %a, %b, %c, %d, %a, %d : tensor<2x3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%m : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %n = tensor.insert %b into %t[%c1, %c0] : tensor<3x2xf32>
  %un = tensor.cast %n : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%un) : (tensor<*xf32>) -> ()
  %ut = tensor.cast %t : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%ut) : (tensor<*xf32>) -> ()
  return
}
