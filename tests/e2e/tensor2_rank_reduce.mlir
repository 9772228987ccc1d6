// Rank-reducing slices: a row and a column of a 2-D tensor as 1-D tensors, a 2-D plane of a
// 3-D tensor, and a 1-D tensor inserted as a column (a strided view).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %t = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]], [[9.0, 10.0], [11.0, 12.0]]]> : tensor<3x2x2xf32>
  %plane = tensor.extract_slice %t[1, 0, 0] [1, 2, 2] [1, 1, 1] : tensor<3x2x2xf32> to tensor<2x2xf32>
  %col = tensor.extract_slice %t[0, 1, 0] [3, 1, 2] [1, 1, 1] : tensor<3x2x2xf32> to tensor<3x2xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %d = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %a = tensor.insert_slice %plane into %d[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %b = tensor.insert_slice %col into %a[1, 2] [3, 2] [1, 1] : tensor<3x2xf32> into tensor<4x4xf32>
  %v = tensor.extract_slice %t[2, 1, 0] [1, 1, 2] [1, 1, 1] : tensor<3x2x2xf32> to tensor<2xf32>
  %c = tensor.insert_slice %v into %b[2, 0] [2, 1] [1, 1] : tensor<2xf32> into tensor<4x4xf32>
  %u = tensor.cast %c : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}
