// linalg.softmax on tensors (with a result) and memrefs, with attributes.

func.func @softmax(%a: tensor<2x16x32xf32>, %init: tensor<2x16x32xf32>, %d: tensor<?x?xf16>, %m: memref<4x8xf32>) -> (tensor<2x16x32xf32>, tensor<?x?xf16>) {
  %0 = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%init : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
  %1 = linalg.softmax {tag} dimension(0) ins(%d : tensor<?x?xf16>) outs(%d : tensor<?x?xf16>) -> tensor<?x?xf16>
  linalg.softmax dimension(1) ins(%m : memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  return %0, %1 : tensor<2x16x32xf32>, tensor<?x?xf16>
}
