// linalg.matmul with explicit `indexing_maps`: transposed operands, broadcast operands, the
// default maps spelled out (elided when printed), and with other attributes.

#mk = affine_map<(m, n, k) -> (m, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#k = affine_map<(m, n, k) -> (k)>

func.func @transpose_a(%a: memref<8x4xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul indexing_maps = [#km, #kn, #mn] ins(%a, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

func.func @transpose_b(%a: tensor<4x8xf32>, %b: tensor<16x8xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.matmul indexing_maps = [#mk, #nk, #mn] ins(%a, %b : tensor<4x8xf32>, tensor<16x8xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @broadcast(%a: memref<8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %a2: memref<4x8xf32>, %b1: memref<8xf32>) {
  linalg.matmul indexing_maps = [#k, #kn, #mn] ins(%a, %b : memref<8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul indexing_maps = [#mk, #k, #mn] ins(%a2, %b1 : memref<4x8xf32>, memref<8xf32>) outs(%c : memref<4x16xf32>)
  return
}

func.func @defaults_and_attrs(%a: tensor<4x8xi8>, %b: tensor<8x16xi8>, %c: tensor<4x16xi32>, %bt: tensor<16x8xi8>) -> (tensor<4x16xi32>, tensor<4x16xi32>) {
  %0 = linalg.matmul indexing_maps = [#mk, #kn, #mn] ins(%a, %b : tensor<4x8xi8>, tensor<8x16xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  %1 = linalg.matmul indexing_maps = [#mk, #nk, #mn] {cast = #linalg.type_fn<cast_unsigned>, foo = "bar"} ins(%a, %bt : tensor<4x8xi8>, tensor<16x8xi8>) outs(%c : tensor<4x16xi32>) -> tensor<4x16xi32>
  return %0, %1 : tensor<4x16xi32>, tensor<4x16xi32>
}
