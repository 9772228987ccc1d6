// A transposed matrix-vector product: vector.transpose, then contract and multi_reduction forms.
#ik = affine_map<(i, k) -> (i, k)>
#k = affine_map<(i, k) -> (k)>
#i = affine_map<(i, k) -> (i)>
func.func @main() {
  %a = arith.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]> : vector<3x4xi32>
  %t = vector.transpose %a, [1, 0] : vector<3x4xi32> to vector<4x3xi32>
  %x = arith.constant dense<[1, 0, -1]> : vector<3xi32>
  %z = arith.constant dense<0> : vector<4xi32>
  %y = vector.contract {indexing_maps = [#ik, #k, #i], iterator_types = ["parallel", "reduction"]} %t, %x, %z : vector<4x3xi32>, vector<3xi32> into vector<4xi32>
  vector.print %y : vector<4xi32>
  %xb = vector.broadcast %x : vector<3xi32> to vector<4x3xi32>
  %p = arith.muli %t, %xb : vector<4x3xi32>
  %y2 = vector.multi_reduction <add>, %p, %z [1] : vector<4x3xi32> to vector<4xi32>
  vector.print %y2 : vector<4xi32>
  return
}
