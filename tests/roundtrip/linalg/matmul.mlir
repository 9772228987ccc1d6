// linalg.matmul with default indexing maps: f32, i32, mixed-precision inputs (casts in the
// hidden region: extsi/extui, extf, sitofp, trunci, fptosi), `cast` attribute, memrefs,
// dynamic shapes, discardable attributes.

func.func @f32(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @i32(%a: memref<4x8xi32>, %b: memref<8x16xi32>, %c: memref<4x16xi32>) {
  linalg.matmul ins(%a, %b : memref<4x8xi32>, memref<8x16xi32>) outs(%c : memref<4x16xi32>)
  return
}

func.func @mixed(%a8: tensor<4x8xi8>, %b8: tensor<8x16xi8>, %c32: tensor<4x16xi32>, %a16: tensor<4x8xf16>, %b16: tensor<8x16xf16>,
                 %cf: tensor<4x16xf32>, %bf: tensor<8x16xf32>, %c8: tensor<4x16xi8>, %a32: tensor<4x8xi32>, %b32: tensor<8x16xi32>, %af: tensor<4x8xf32>)
    -> (tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi8>, tensor<4x16xi8>) {
  %0 = linalg.matmul ins(%a8, %b8 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c32 : tensor<4x16xi32>) -> tensor<4x16xi32>
  %1 = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a8, %b8 : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c32 : tensor<4x16xi32>) -> tensor<4x16xi32>
  %2 = linalg.matmul ins(%a16, %b16 : tensor<4x8xf16>, tensor<8x16xf16>) outs(%cf : tensor<4x16xf32>) -> tensor<4x16xf32>
  %3 = linalg.matmul ins(%a8, %bf : tensor<4x8xi8>, tensor<8x16xf32>) outs(%cf : tensor<4x16xf32>) -> tensor<4x16xf32>
  %4 = linalg.matmul ins(%a32, %b32 : tensor<4x8xi32>, tensor<8x16xi32>) outs(%c8 : tensor<4x16xi8>) -> tensor<4x16xi8>
  %5 = linalg.matmul ins(%af, %bf : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c8 : tensor<4x16xi8>) -> tensor<4x16xi8>
  return %0, %1, %2, %3, %4, %5 : tensor<4x16xi32>, tensor<4x16xi32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<4x16xi8>, tensor<4x16xi8>
}

func.func @dynamic(%a: memref<?x?xf64>, %b: memref<?x?xf64>, %c: memref<?x?xf64>, %i1: memref<?x?xi1>) {
  linalg.matmul {tag} ins(%a, %b : memref<?x?xf64>, memref<?x?xf64>) outs(%c : memref<?x?xf64>)
  linalg.matmul ins(%i1, %i1 : memref<?x?xi1>, memref<?x?xi1>) outs(%i1 : memref<?x?xi1>)
  return
}
