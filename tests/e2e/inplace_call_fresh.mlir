// A private function returning a new tensor that the caller then updates in place.
func.func private @printMemrefF32(tensor<*xf32>)

func.func private @make(%x: f32) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  return %f : tensor<5xf32>
}
func.func @main() {
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %nine = arith.constant 9.0 : f32
  %t = call @make(%one) : (f32) -> tensor<5xf32>
  %u = tensor.insert %nine into %t[%c2] : tensor<5xf32>
  %u_u = tensor.cast %u : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u_u) : (tensor<*xf32>) -> ()
  return
}
