// vector.contract on i32: a matmul.
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
#nk = affine_map<(i, j, k) -> (j, k)>
func.func @main() {
  %a = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %b = arith.constant dense<[[7, 8, 9], [10, 11, 12]]> : vector<2x3xi32>
  %c = arith.constant dense<0> : vector<3x3xi32>
  %r = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<3x2xi32>, vector<2x3xi32> into vector<3x3xi32>
  vector.print %r : vector<3x3xi32>
  return
}
