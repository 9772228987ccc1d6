// linalg.elementwise with `kind` (arith-bodied kinds): default identity maps (not printed),
// explicit maps (transpose, broadcast), attributes, tensors and memrefs.

func.func @kinds(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>, %c: memref<4x8xi1>, %i: memref<4x8xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind = #linalg.elementwise_kind<sub> ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%i, %i : memref<4x8xi32>, memref<4x8xi32>) outs(%i : memref<4x8xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %a, %b : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

func.func @maps(%at: tensor<8x4xf32>, %b: tensor<4x8xf32>, %v: tensor<8xf32>, %o: tensor<4x8xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
      ins(%at, %b : tensor<8x4xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>]
      ins(%v, %b : tensor<8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<sub> {tag = "x"} ins(%b, %b : tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0, %1, %2 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>
}
