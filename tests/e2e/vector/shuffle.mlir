// vector.shuffle: interleaving, concatenation, reversal, of one or two operands.
func.func @main() {
  %a = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %b = arith.constant dense<[10, 20, 30]> : vector<3xi32>
  %c = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3] : vector<4xi32>, vector<3xi32>
  vector.print %c : vector<7xi32>
  %d = vector.shuffle %a, %b [0, 1, 2, 3, 4, 5, 6] : vector<4xi32>, vector<3xi32>
  vector.print %d : vector<7xi32>
  %e = vector.shuffle %a, %a [3, 2, 1, 0] : vector<4xi32>, vector<4xi32>
  vector.print %e : vector<4xi32>
  %f = vector.shuffle %b, %b [2, 2] : vector<3xi32>, vector<3xi32>
  vector.print %f : vector<2xi32>
  return
}
