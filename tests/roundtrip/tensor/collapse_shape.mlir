// tensor.collapse_shape: static and dynamic shapes, to rank 0, encodings, attributes.

func.func @collapse_shape(%a: tensor<2x3xf32>, %b: tensor<4x?x2xf32>, %c: tensor<1x1xi8>) {
  %0 = tensor.collapse_shape %a [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %1 = tensor.collapse_shape %b [[0, 1, 2]] : tensor<4x?x2xf32> into tensor<?xf32>
  %2 = tensor.collapse_shape %b [[0], [1, 2]] : tensor<4x?x2xf32> into tensor<4x?xf32>
  %3 = tensor.collapse_shape %c [] : tensor<1x1xi8> into tensor<i8>
  %4 = tensor.collapse_shape %a [[0], [1]] {tag} : tensor<2x3xf32> into tensor<2x3xf32>
  %5 = tensor.collapse_shape %b [[0, 1], [2]] : tensor<4x?x2xf32> into tensor<?x2xf32, "enc">
  return
}
