// A private function returning its argument: the caller's update of the result must not
// change the argument (the callee returns a copy it owns).
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @id(%a: tensor<3xf32>) -> tensor<3xf32> { return %a : tensor<3xf32> }
func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %v = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %a = linalg.fill ins(%one : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %c = call @id(%a) : (tensor<3xf32>) -> tensor<3xf32>
  %c2 = tensor.insert %v into %c[%c0] : tensor<3xf32>
  %u = tensor.cast %a : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %u2 = tensor.cast %c2 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}
