// vector.contract in matmul form (f32), with an accumulator.
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %b = arith.constant dense<[[1.0, 0.0, 2.0, -1.0], [0.5, 1.0, 0.0, 2.0], [3.0, 1.0, 1.0, 0.0]]> : vector<3x4xf32>
  %c = arith.constant dense<100.0> : vector<2x4xf32>
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  vector.print %r : vector<2x4xf32>
  return
}
