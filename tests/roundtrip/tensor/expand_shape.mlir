// tensor.expand_shape: static and dynamic output shapes, rank-0 sources, encodings, attributes.

func.func @expand_shape(%a: tensor<6xf32>, %b: tensor<4x?xf32>, %c: tensor<f32>, %d: index) {
  %0 = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %1 = tensor.expand_shape %b [[0], [1, 2]] output_shape [4, %d, 2] : tensor<4x?xf32> into tensor<4x?x2xf32>
  %2 = tensor.expand_shape %c [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %3 = tensor.expand_shape %a [[0, 1, 2]] output_shape [1, 6, 1] {tag} : tensor<6xf32> into tensor<1x6x1xf32>
  %4 = tensor.expand_shape %b [[0, 1], [2, 3]] output_shape [2, 2, %d, 1] : tensor<4x?xf32> into tensor<2x2x?x1xf32>
  %5 = tensor.expand_shape %a [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32, "enc">
  return
}
