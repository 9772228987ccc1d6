// vector.contract: matmul, matvec, dot product into a scalar, batched and transposed
// forms, combining kinds and extra attributes.

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
#mv_a = affine_map<(m, k) -> (m, k)>
#mv_x = affine_map<(m, k) -> (k)>
#mv_y = affine_map<(m, k) -> (m)>
#dot = affine_map<(k) -> (k)>
#dot_acc = affine_map<(k) -> ()>
#b_lhs = affine_map<(b, m, n, k) -> (b, m, k)>
#b_rhs = affine_map<(b, m, n, k) -> (b, k, n)>
#b_acc = affine_map<(b, m, n, k) -> (b, m, n)>

func.func @matmul(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %bt: vector<16x8xf32>, %c: vector<4x16xf32>) -> vector<4x16xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %bt, %0 : vector<4x8xf32>, vector<16x8xf32> into vector<4x16xf32>
  %2 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %1 {tag = "mm"} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return %2 : vector<4x16xf32>
}

func.func @matvec_dot(%a: vector<4x8xi32>, %x: vector<8xi32>, %y: vector<4xi32>, %u: vector<8xf16>, %s: f16) {
  %0 = vector.contract {indexing_maps = [#mv_a, #mv_x, #mv_y], iterator_types = ["parallel", "reduction"], kind = #vector.kind<mul>} %a, %x, %y : vector<4x8xi32>, vector<8xi32> into vector<4xi32>
  %1 = vector.contract {indexing_maps = [#dot, #dot, #dot_acc], iterator_types = ["reduction"], kind = #vector.kind<add>} %u, %u, %s : vector<8xf16>, vector<8xf16> into f16
  return
}

func.func @batched(%a: vector<2x4x8xf32>, %b: vector<2x8x3xf32>, %c: vector<2x4x3xf32>) -> vector<2x4x3xf32> {
  %0 = vector.contract {indexing_maps = [#b_lhs, #b_rhs, #b_acc], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4x8xf32>, vector<2x8x3xf32> into vector<2x4x3xf32>
  return %0 : vector<2x4x3xf32>
}
