// vector.contract with a batch dimension and a transposed output.
#a = affine_map<(b, i, j, k) -> (b, i, k)>
#bb = affine_map<(b, i, j, k) -> (b, k, j)>
#c = affine_map<(b, i, j, k) -> (b, j, i)>
func.func @main() {
  %x = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[0.5, 1.5], [2.5, 3.5]]]> : vector<2x2x2xf32>
  %y = arith.constant dense<[[[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]], [[2.0, 2.0, 0.0], [1.0, 0.0, 1.0]]]> : vector<2x2x3xf32>
  %z = arith.constant dense<0.0> : vector<2x3x2xf32>
  %res = vector.contract {indexing_maps = [#a, #bb, #c], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} %x, %y, %z : vector<2x2x2xf32>, vector<2x2x3xf32> into vector<2x3x2xf32>
  vector.print %res : vector<2x3x2xf32>
  return
}
