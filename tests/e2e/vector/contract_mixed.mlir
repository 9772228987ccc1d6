// vector.contract with i8 operands into an i32 accumulator (operands sign-extended), and the maxsi kind.
// Upstream cannot lower this program (its convert-vector-to-llvm leaves mixed-precision and non-add integer contractions): the expected output is written here.
#mk = affine_map<(i, j, k) -> (i, k)>
#kn = affine_map<(i, j, k) -> (k, j)>
#mn = affine_map<(i, j, k) -> (i, j)>
#nk = affine_map<(i, j, k) -> (j, k)>
func.func @main() {
  %a = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  %b = arith.constant dense<[[7, 8, 9], [10, 11, 12]]> : vector<2x3xi32>
  %c = arith.constant dense<0> : vector<3x3xi32>
  %a8 = arith.constant dense<[[100, -100], [127, 2]]> : vector<2x2xi8>
  %b8 = arith.constant dense<[[3, 4], [5, -128]]> : vector<2x2xi8>
  %c32 = arith.constant dense<1> : vector<2x2xi32>
  %m = vector.contract {indexing_maps = [#mk, #nk, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a8, %b8, %c32 : vector<2x2xi8>, vector<2x2xi8> into vector<2x2xi32>
  vector.print %m : vector<2x2xi32>
  %mx = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %a, %b, %c : vector<3x2xi32>, vector<2x3xi32> into vector<3x3xi32>
  vector.print %mx : vector<3x3xi32>
  return
}
// EXPECTED-OUTPUT: ( ( -99, 13301 ), ( 390, 380 ) )
// EXPECTED-OUTPUT: ( ( 20, 22, 24 ), ( 40, 44, 48 ), ( 60, 66, 72 ) )
