// vector.contract as matrix-vector products (row-major and transposed) and a dot product.
#ik = affine_map<(i, k) -> (i, k)>
#ki = affine_map<(i, k) -> (k, i)>
#k = affine_map<(i, k) -> (k)>
#i = affine_map<(i, k) -> (i)>
#d = affine_map<(k) -> (k)>
#s = affine_map<(k) -> ()>
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf64>
  %x = arith.constant dense<[1.0, -1.0, 2.0]> : vector<3xf64>
  %y0 = arith.constant dense<0.5> : vector<2xf64>
  %y = vector.contract {indexing_maps = [#ik, #k, #i], iterator_types = ["parallel", "reduction"]} %a, %x, %y0 : vector<2x3xf64>, vector<3xf64> into vector<2xf64>
  vector.print %y : vector<2xf64>
  %z2 = arith.constant dense<[10.0, 20.0]> : vector<2xf64>
  %z3 = arith.constant dense<0.0> : vector<3xf64>
  %t = vector.contract {indexing_maps = [#ki, #k, #i], iterator_types = ["parallel", "reduction"]} %a, %z2, %z3 : vector<2x3xf64>, vector<2xf64> into vector<3xf64>
  vector.print %t : vector<3xf64>
  %acc = arith.constant 1.0 : f64
  %dot = vector.contract {indexing_maps = [#d, #d, #s], iterator_types = ["reduction"]} %x, %x, %acc : vector<3xf64>, vector<3xf64> into f64
  vector.print %dot : f64
  return
}
