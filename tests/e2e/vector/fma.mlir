// vector.fma on 1-D and 2-D vectors, f32 and f64.
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<[0.5, -1.0, 2.0]> : vector<3xf32>
  %c = arith.constant dense<[10.0, 10.0, 10.0]> : vector<3xf32>
  %r = vector.fma %a, %b, %c : vector<3xf32>
  vector.print %r : vector<3xf32>
  %x = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf64>
  %y = arith.constant dense<[[2.0, 2.0], [-1.0, 0.5]]> : vector<2x2xf64>
  %z = arith.constant dense<0.25> : vector<2x2xf64>
  %s = vector.fma %x, %y, %z : vector<2x2xf64>
  vector.print %s : vector<2x2xf64>
  return
}
