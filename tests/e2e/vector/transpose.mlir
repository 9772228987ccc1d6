// vector.transpose of 2-D and 3-D vectors, with and without the last dimension moving.
func.func @main() {
  %v = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %t : vector<3x2xf32>
  %w = arith.constant dense<[[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]]> : vector<2x3x2xi8>
  %a = vector.transpose %w, [1, 0, 2] : vector<2x3x2xi8> to vector<3x2x2xi8>
  vector.print %a : vector<3x2x2xi8>
  %b = vector.transpose %w, [2, 1, 0] : vector<2x3x2xi8> to vector<2x3x2xi8>
  vector.print %b : vector<2x3x2xi8>
  %c = vector.transpose %w, [1, 2, 0] : vector<2x3x2xi8> to vector<3x2x2xi8>
  vector.print %c : vector<3x2x2xi8>
  %d = vector.transpose %w, [0, 2, 1] : vector<2x3x2xi8> to vector<2x2x3xi8>
  vector.print %d : vector<2x2x3xi8>
  return
}
