// vector.print of each element type: i1, i8, i16, i32, i64, index, f32, f64, in 1-D and 2-D.
func.func @main() {
  %b = arith.constant dense<[true, false, true]> : vector<3xi1>
  vector.print %b : vector<3xi1>
  %i8 = arith.constant dense<[[-128, 127], [0, -1]]> : vector<2x2xi8>
  vector.print %i8 : vector<2x2xi8>
  %i16 = arith.constant dense<[-32768, 32767]> : vector<2xi16>
  vector.print %i16 : vector<2xi16>
  %i64 = arith.constant dense<[[9223372036854775807], [-9223372036854775808]]> : vector<2x1xi64>
  vector.print %i64 : vector<2x1xi64>
  %ix = arith.constant dense<[[0, 1], [2, 3]]> : vector<2x2xindex>
  vector.print %ix : vector<2x2xindex>
  %f = arith.constant dense<[[1.0e+10, -2.5e-3], [3.14159, 0.0]]> : vector<2x2xf32>
  vector.print %f : vector<2x2xf32>
  %d = arith.constant dense<[1.0e+100, -0.1]> : vector<2xf64>
  vector.print %d : vector<2xf64>
  %s1 = arith.constant 1 : i1
  vector.print %s1 : i1
  %s64 = arith.constant -42 : i64
  vector.print %s64 : i64
  %sf = arith.constant 6.25 : f64
  vector.print %sf : f64
  return
}
