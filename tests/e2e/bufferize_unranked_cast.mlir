// A tensor cast to an unranked tensor (printed through an external function) whose source
// is then updated, and the unranked tensor printed again: the update must not show through.
// Upstream refuses the program ("cannot avoid RaW conflict"); the expected output is derived
// by hand: t = [1,1,1,1] and u = t printed twice, t2 = t with t2[0] = 2.
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [1,  1,  1,  1]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [2,  1,  1,  1]
// EXPECTED-OUTPUT: Unranked Memref base@ = 0x? rank = 1 offset = 0 sizes = [4] strides = [1] data =
// EXPECTED-OUTPUT: [1,  1,  1,  1]
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %t2 = tensor.insert %two into %t[%c0] : tensor<4xf32>
  %u2 = tensor.cast %t2 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
