// A slice of a new tensor filled in place and inserted back where it came from.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %s = tensor.extract_slice %t[1, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  %f = linalg.fill ins(%two : f32) outs(%s : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = tensor.insert_slice %f into %t[1, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %u_r = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u_r) : (tensor<*xf32>) -> ()
  return
}
