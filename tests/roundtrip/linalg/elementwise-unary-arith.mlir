// Named unary elementwise ops whose bodies are arith ops: negf, reciprocal (1.0 / x in the
// element type), square.

func.func @unary(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>, %h: memref<16xf16>, %d: memref<16xf64>, %bf: memref<3xbf16>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.negf ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.reciprocal ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.square ins(%a : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  linalg.reciprocal ins(%h : memref<16xf16>) outs(%h : memref<16xf16>)
  linalg.reciprocal ins(%d : memref<16xf64>) outs(%d : memref<16xf64>)
  linalg.reciprocal ins(%bf : memref<3xbf16>) outs(%bf : memref<3xbf16>)
  linalg.negf ins(%d : memref<16xf64>) outs(%d : memref<16xf64>)
  linalg.square ins(%h : memref<16xf16>) outs(%h : memref<16xf16>)
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
