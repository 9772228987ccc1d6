// math ops on 2-D float vectors.
func.func @main() {
  %a = arith.constant dense<[[1.0, 4.0], [9.0, 16.0], [0.25, 2.25]]> : vector<3x2xf32>
  %s = math.sqrt %a : vector<3x2xf32>
  vector.print %s : vector<3x2xf32>
  %n = arith.constant dense<[[-1.5, 2.5], [-3.25, 0.0], [7.0, -8.0]]> : vector<3x2xf32>
  %ab = math.absf %n : vector<3x2xf32>
  vector.print %ab : vector<3x2xf32>
  %fl = math.floor %n : vector<3x2xf32>
  vector.print %fl : vector<3x2xf32>
  %ce = math.ceil %n : vector<3x2xf32>
  vector.print %ce : vector<3x2xf32>
  %fma = math.fma %a, %n, %s : vector<3x2xf32>
  vector.print %fma : vector<3x2xf32>
  return
}
