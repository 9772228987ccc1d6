// tensor.cast: ranked <-> ranked, ranked <-> unranked, encodings, attributes.

func.func @cast(%a: tensor<*xf32>, %b: tensor<4x?xi32, "enc">) -> tensor<4x4xf32> {
  %0 = tensor.cast %a : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.cast %0 : tensor<?x?xf32> to tensor<4x?xf32>
  %2 = tensor.cast %1 : tensor<4x?xf32> to tensor<4x4xf32>
  %3 = tensor.cast %2 : tensor<4x4xf32> to tensor<*xf32>
  %4 = tensor.cast %b : tensor<4x?xi32, "enc"> to tensor<?x?xi32>
  %5 = tensor.cast %4 {tag = 2 : i64} : tensor<?x?xi32> to tensor<?x8xi32, "other">
  %6 = tensor.cast %a : tensor<*xf32> to tensor<*xf32>
  %7 = tensor.cast %a : tensor<*xf32> to tensor<f32>
  return %2 : tensor<4x4xf32>
}
