// linalg.batch_matmul and linalg.batch_reduce_matmul, default and explicit indexing maps
// (transposes, broadcast batch), tensors and memrefs, mixed precision.

func.func @batch_matmul(%a: tensor<2x4x8xf32>, %b: tensor<2x8x16xf32>, %c: tensor<2x4x16xf32>) -> tensor<2x4x16xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x16xf32>) outs(%c : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
  return %0 : tensor<2x4x16xf32>
}

func.func @batch_matmul_memref(%a: memref<2x4x8xi8>, %b: memref<2x8x16xi8>, %c: memref<2x4x16xi32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x4x8xi8>, memref<2x8x16xi8>) outs(%c : memref<2x4x16xi32>)
  linalg.batch_matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<2x4x8xi8>, memref<2x8x16xi8>) outs(%c : memref<2x4x16xi32>)
  return
}

func.func @batch_matmul_maps(%at: memref<2x8x4xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>, %a2: memref<4x8xf32>, %bt: memref<2x16x8xf32>) {
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%at, %b : memref<2x8x4xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]
      ins(%a2, %bt : memref<4x8xf32>, memref<2x16x8xf32>) outs(%c : memref<2x4x16xf32>)
  return
}

func.func @batch_reduce_matmul(%a: tensor<2x4x8xf16>, %b: tensor<2x8x16xf16>, %c: tensor<4x16xf32>, %m: memref<2x4x8xf32>, %n: memref<2x8x16xf32>, %o: memref<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x4x8xf16>, tensor<2x8x16xf16>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  linalg.batch_reduce_matmul ins(%m, %n : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%o : memref<4x16xf32>)
  return %0 : tensor<4x16xf32>
}

func.func @batch_reduce_matmul_maps(%a: memref<2x8x4xf32>, %b: memref<2x8x16xf32>, %c: memref<4x16xf32>) {
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>]
      ins(%a, %b : memref<2x8x4xf32>, memref<2x8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}
