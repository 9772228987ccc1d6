// Named elementwise binary/ternary ops (add, sub, mul, div, div_unsigned, max, min, select) on
// floats, integers and i1 (add -> ori, mul -> andi), tensors and memrefs of any rank.

func.func @float(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.add ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.sub ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.mul ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %3 = linalg.div ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %4 = linalg.max ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %5 = linalg.min ins(%a, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}

func.func @int(%a: memref<?xi32>, %b: memref<?xi32>, %o: memref<?xi32>) {
  linalg.add ins(%a, %b : memref<?xi32>, memref<?xi32>) outs(%o : memref<?xi32>)
  linalg.sub ins(%a, %b : memref<?xi32>, memref<?xi32>) outs(%o : memref<?xi32>)
  linalg.mul ins(%a, %b : memref<?xi32>, memref<?xi32>) outs(%o : memref<?xi32>)
  linalg.div ins(%a, %b : memref<?xi32>, memref<?xi32>) outs(%o : memref<?xi32>)
  linalg.div_unsigned ins(%a, %b : memref<?xi32>, memref<?xi32>) outs(%o : memref<?xi32>)
  linalg.max ins(%a, %b : memref<?xi32>, memref<?xi32>) outs(%o : memref<?xi32>)
  linalg.min {tag} ins(%a, %b : memref<?xi32>, memref<?xi32>) outs(%o : memref<?xi32>)
  return
}

func.func @bool(%a: memref<2x2xi1>, %b: memref<2x2xi1>, %o: memref<2x2xi1>) {
  linalg.add ins(%a, %b : memref<2x2xi1>, memref<2x2xi1>) outs(%o : memref<2x2xi1>)
  linalg.mul ins(%a, %b : memref<2x2xi1>, memref<2x2xi1>) outs(%o : memref<2x2xi1>)
  return
}

func.func @select(%c: tensor<8xi1>, %a: tensor<8xf64>, %b: tensor<8xf64>, %o: tensor<8xf64>) -> tensor<8xf64> {
  %0 = linalg.select ins(%c, %a, %b : tensor<8xi1>, tensor<8xf64>, tensor<8xf64>) outs(%o : tensor<8xf64>) -> tensor<8xf64>
  return %0 : tensor<8xf64>
}

func.func @rank0(%a: tensor<f32>, %b: tensor<f32>, %o: tensor<f32>) -> tensor<f32> {
  %0 = linalg.add ins(%a, %b : tensor<f32>, tensor<f32>) outs(%o : tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
