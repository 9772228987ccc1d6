// vector.bitcast of 1-D and 2-D vectors between element widths.
func.func @main() {
  %a = arith.constant dense<[1, 256, 65535, -1]> : vector<4xi32>
  %b = vector.bitcast %a : vector<4xi32> to vector<8xi16>
  vector.print %b : vector<8xi16>
  %c = vector.bitcast %a : vector<4xi32> to vector<2xi64>
  vector.print %c : vector<2xi64>
  %f = arith.constant dense<[[1.0, -2.0], [0.5, 0.0]]> : vector<2x2xf32>
  %g = vector.bitcast %f : vector<2x2xf32> to vector<2x2xi32>
  vector.print %g : vector<2x2xi32>
  %h = vector.bitcast %g : vector<2x2xi32> to vector<2x8xi8>
  vector.print %h : vector<2x8xi8>
  return
}
