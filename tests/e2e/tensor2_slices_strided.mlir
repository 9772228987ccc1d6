// extract_slice / insert_slice with strides and offsets: every other element of a row,
// a strided 2-D block written back into another tensor.
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %t = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0], [10.0, 11.0, 12.0, 13.0, 14.0, 15.0], [20.0, 21.0, 22.0, 23.0, 24.0, 25.0], [30.0, 31.0, 32.0, 33.0, 34.0, 35.0]]> : tensor<4x6xf32>
  %s = tensor.extract_slice %t[1, 1] [2, 3] [2, 2] : tensor<4x6xf32> to tensor<2x3xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %c = linalg.copy ins(%s : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %uc = tensor.cast %c : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%uc) : (tensor<*xf32>) -> ()
  %z = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<4x6xf32>
  %dst = linalg.fill ins(%z : f32) outs(%e2 : tensor<4x6xf32>) -> tensor<4x6xf32>
  %ins = tensor.insert_slice %s into %dst[0, 0] [2, 3] [3, 2] : tensor<2x3xf32> into tensor<4x6xf32>
  %row = tensor.extract_slice %t[2, 0] [1, 3] [1, 2] : tensor<4x6xf32> to tensor<3xf32>
  %ins2 = tensor.insert_slice %row into %ins[1, 1] [1, 3] [1, 2] : tensor<3xf32> into tensor<4x6xf32>
  %ui = tensor.cast %ins2 : tensor<4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%ui) : (tensor<*xf32>) -> ()
  return
}
