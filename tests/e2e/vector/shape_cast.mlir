// vector.shape_cast: flattening, splitting rows, regrouping, and to/from 0-D and unit dims.
func.func @main() {
  %v = arith.constant dense<[[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]]> : vector<2x6xi32>
  %a = vector.shape_cast %v : vector<2x6xi32> to vector<12xi32>
  vector.print %a : vector<12xi32>
  %b = vector.shape_cast %v : vector<2x6xi32> to vector<4x3xi32>
  vector.print %b : vector<4x3xi32>
  %c = vector.shape_cast %v : vector<2x6xi32> to vector<3x4xi32>
  vector.print %c : vector<3x4xi32>
  %d = vector.shape_cast %b : vector<4x3xi32> to vector<2x2x3xi32>
  vector.print %d : vector<2x2x3xi32>
  %e = vector.shape_cast %b : vector<4x3xi32> to vector<1x12xi32>
  vector.print %e : vector<1x12xi32>
  %f = vector.shape_cast %a : vector<12xi32> to vector<6x2xi32>
  vector.print %f : vector<6x2xi32>
  %g = vector.shape_cast %f : vector<6x2xi32> to vector<2x6xi32>
  vector.print %g : vector<2x6xi32>
  %s = arith.constant dense<5> : vector<1x1xi32>
  %h = vector.shape_cast %s : vector<1x1xi32> to vector<i32>
  %i = vector.shape_cast %h : vector<i32> to vector<1xi32>
  vector.print %i : vector<1xi32>
  return
}
