// vector.contract with float kinds other than add: mul, maxnumf, minnumf.
// Upstream cannot lower this program (its convert-vector-to-llvm leaves contractions of kinds other than add): the expected output is written here.
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, -4.0]]> : vector<2x2xf32>
  %b = arith.constant dense<[[0.5, 2.0], [1.0, -1.0]]> : vector<2x2xf32>
  %c = arith.constant dense<1.0> : vector<2x2xf32>
  %m = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<mul>} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  vector.print %m : vector<2x2xf32>
  %x = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  vector.print %x : vector<2x2xf32>
  %n = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<minnumf>} %a, %b, %c : vector<2x2xf32>, vector<2x2xf32> into vector<2x2xf32>
  vector.print %n : vector<2x2xf32>
  return
}
// EXPECTED-OUTPUT: ( ( 1, -4 ), ( -6, 24 ) )
// EXPECTED-OUTPUT: ( ( 2, 2 ), ( 1.5, 6 ) )
// EXPECTED-OUTPUT: ( ( 0.5, -2 ), ( -4, 1 ) )
