// vector.broadcast: scalar, 0-D, 1-D and n-D sources, dims of size 1 stretched.
func.func @main() {
  %s = arith.constant 3.5 : f32
  %a = vector.broadcast %s : f32 to vector<2x3xf32>
  vector.print %a : vector<2x3xf32>
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi16>
  %b = vector.broadcast %v : vector<4xi16> to vector<3x4xi16>
  vector.print %b : vector<3x4xi16>
  %c = vector.broadcast %v : vector<4xi16> to vector<2x2x4xi16>
  vector.print %c : vector<2x2x4xi16>
  %col = arith.constant dense<[[10], [20], [30]]> : vector<3x1xi32>
  %d = vector.broadcast %col : vector<3x1xi32> to vector<3x4xi32>
  vector.print %d : vector<3x4xi32>
  %row = arith.constant dense<[[1, 2]]> : vector<1x2xi32>
  %e = vector.broadcast %row : vector<1x2xi32> to vector<2x3x2xi32>
  vector.print %e : vector<2x3x2xi32>
  %z = arith.constant dense<7> : vector<i32>
  %f = vector.broadcast %z : vector<i32> to vector<2x2xi32>
  vector.print %f : vector<2x2xi32>
  %g = vector.broadcast %s : f32 to vector<5xf32>
  vector.print %g : vector<5xf32>
  return
}
