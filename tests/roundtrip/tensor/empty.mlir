// tensor.empty: static, dynamic, rank-0, encodings, attribute dictionary.

func.func @empty(%d0: index, %d1: index) -> tensor<?x4x?xf32> {
  %0 = tensor.empty() : tensor<4x5xf32>
  %1 = tensor.empty(%d0) : tensor<?xi8>
  %2 = tensor.empty(%d0, %d1) : tensor<?x4x?xf32>
  %3 = tensor.empty() : tensor<f64>
  %4 = tensor.empty() : tensor<0x3xindex>
  %5 = tensor.empty(%d1) : tensor<2x?xf16, "sparse">
  %6 = tensor.empty() {tag = "x", unit_attr} : tensor<8xcomplex<f32>>
  %7 = tensor.empty(%d0) : tensor<?x2xi32, {dim = 1 : i64}>
  return %2 : tensor<?x4x?xf32>
}
