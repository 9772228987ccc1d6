// linalg.contract: required indexing_maps (always printed); matmul, batched, transposed and
// dot-product contractions; casts; memrefs.

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>

func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %c: tensor<4x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [#mk, #kn, #mn] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%c : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

func.func @transposed(%a: memref<4x8xi8>, %b: memref<16x8xi8>, %c: memref<4x16xi32>) {
  linalg.contract indexing_maps = [#mk, #nk, #mn] ins(%a, %b : memref<4x8xi8>, memref<16x8xi8>) outs(%c : memref<4x16xi32>)
  linalg.contract indexing_maps = [#mk, #nk, #mn] {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<16x8xi8>) outs(%c : memref<4x16xi32>)
  return
}

func.func @batched_and_dot(%a: memref<2x4x8xf32>, %b: memref<2x8x16xf32>, %c: memref<2x4x16xf32>, %v: memref<8xf32>, %s: memref<f32>) {
  linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%a, %b : memref<2x4x8xf32>, memref<2x8x16xf32>) outs(%c : memref<2x4x16xf32>)
  linalg.contract indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
      ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  return
}
