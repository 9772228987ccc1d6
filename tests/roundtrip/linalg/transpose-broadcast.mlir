// linalg.transpose (`permutation`) and linalg.broadcast (`dimensions`) on tensors and memrefs.

func.func @transpose(%a: tensor<2x3x4xf32>, %init: tensor<4x2x3xf32>, %m: memref<?x8xi8>, %n: memref<8x?xi8>) -> tensor<4x2x3xf32> {
  %0 = linalg.transpose ins(%a : tensor<2x3x4xf32>) outs(%init : tensor<4x2x3xf32>) permutation = [2, 0, 1]
  linalg.transpose ins(%m : memref<?x8xi8>) outs(%n : memref<8x?xi8>) permutation = [1, 0] {tag = "t"}
  return %0 : tensor<4x2x3xf32>
}

func.func @transpose_identity(%a: tensor<5xi32>, %init: tensor<5xi32>) -> tensor<5xi32> {
  %0 = linalg.transpose ins(%a : tensor<5xi32>) outs(%init : tensor<5xi32>) permutation = [0]
  return %0 : tensor<5xi32>
}

func.func @broadcast(%a: tensor<8xf32>, %init: tensor<4x8x16xf32>, %s: memref<f64>, %m: memref<3x3xf64>) -> tensor<4x8x16xf32> {
  %0 = linalg.broadcast ins(%a : tensor<8xf32>) outs(%init : tensor<4x8x16xf32>) dimensions = [0, 2]
  linalg.broadcast ins(%s : memref<f64>) outs(%m : memref<3x3xf64>) dimensions = [0, 1]
  return %0 : tensor<4x8x16xf32>
}
