// expand_shape / collapse_shape, static and dynamic, a write through the reshaped view,
// and a collapse of a strided slice (printed through a copy: upstream collapses the strided
// view itself, mlirc copies it to the identity layout first, so the printed strides differ).
func.func private @printMemrefF32(tensor<*xf32>)

func.func @main() {
  %t = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0]> : tensor<12xf32>
  %x = tensor.expand_shape %t [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
  %e = tensor.empty() : tensor<3x4xf32>
  %n = linalg.negf ins(%x : tensor<3x4xf32>) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
  %y = tensor.expand_shape %n [[0], [1, 2]] output_shape [3, 2, 2] : tensor<3x4xf32> into tensor<3x2x2xf32>
  %c0 = arith.constant 0 : index
  %nine = arith.constant 9.0 : f32
  %y2 = tensor.insert %nine into %y[%c0, %c0, %c0] : tensor<3x2x2xf32>
  %flat = tensor.collapse_shape %y2 [[0, 1, 2]] : tensor<3x2x2xf32> into tensor<12xf32>
  %uf = tensor.cast %flat : tensor<12xf32> to tensor<*xf32>
  call @printMemrefF32(%uf) : (tensor<*xf32>) -> ()
  %d = tensor.cast %t : tensor<12xf32> to tensor<?xf32>
  %c6 = arith.constant 6 : index
  %dx = tensor.expand_shape %d [[0, 1]] output_shape [%c6, 2] : tensor<?xf32> into tensor<?x2xf32>
  %s = tensor.extract_slice %x[0, 1] [3, 2] [1, 2] : tensor<3x4xf32> to tensor<3x2xf32>
  %cs = tensor.collapse_shape %s [[0, 1]] : tensor<3x2xf32> into tensor<6xf32>
  %e6 = tensor.empty() : tensor<6xf32>
  %cc = linalg.copy ins(%cs : tensor<6xf32>) outs(%e6 : tensor<6xf32>) -> tensor<6xf32>
  %ucs = tensor.cast %cc : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%ucs) : (tensor<*xf32>) -> ()
  %udx = tensor.cast %dx : tensor<?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%udx) : (tensor<*xf32>) -> ()
  return
}
