// vector.shape_cast between 3-D, 2-D and 4-D shapes whose rows do not line up.
func.func @main() {
  %v = arith.constant dense<[[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0]], [[13.0, 14.0, 15.0, 16.0], [17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]]]> : vector<2x3x4xf32>
  %a = vector.shape_cast %v : vector<2x3x4xf32> to vector<6x4xf32>
  vector.print %a : vector<6x4xf32>
  %b = vector.shape_cast %v : vector<2x3x4xf32> to vector<4x6xf32>
  vector.print %b : vector<4x6xf32>
  %c = vector.shape_cast %v : vector<2x3x4xf32> to vector<2x2x2x3xf32>
  vector.print %c : vector<2x2x2x3xf32>
  %d = vector.shape_cast %c : vector<2x2x2x3xf32> to vector<3x8xf32>
  vector.print %d : vector<3x8xf32>
  %e = vector.shape_cast %d : vector<3x8xf32> to vector<24xf32>
  vector.print %e : vector<24xf32>
  return
}
