// vector.reduction on f64, i64, i16 and i32 vectors, with accumulators.
func.func @main() {
  %d = arith.constant dense<[0.25, 1.5, -3.0, 8.0, 2.0, 0.125]> : vector<6xf64>
  %dacc = arith.constant -1.0 : f64
  %d0 = vector.reduction <add>, %d, %dacc : vector<6xf64> into f64
  %d1 = vector.reduction <mul>, %d : vector<6xf64> into f64
  %d2 = vector.reduction <maxnumf>, %d : vector<6xf64> into f64
  vector.print %d0 : f64
  vector.print %d1 : f64
  vector.print %d2 : f64
  %l = arith.constant dense<[1000000000000, -7, 3]> : vector<3xi64>
  %lacc = arith.constant 5 : i64
  %l0 = vector.reduction <add>, %l, %lacc : vector<3xi64> into i64
  %l1 = vector.reduction <mul>, %l : vector<3xi64> into i64
  %l2 = vector.reduction <minui>, %l : vector<3xi64> into i64
  vector.print %l0 : i64
  vector.print %l1 : i64
  vector.print %l2 : i64
  %s = arith.constant dense<[300, 300, 300, 300]> : vector<4xi16>
  %s0 = vector.reduction <mul>, %s : vector<4xi16> into i16
  %s1 = vector.reduction <xor>, %s : vector<4xi16> into i16
  vector.print %s0 : i16
  vector.print %s1 : i16
  %i = arith.constant dense<[6, 12, 18, 24, 30, 36, 42, 48]> : vector<8xi32>
  %iacc = arith.constant 7 : i32
  %i0 = vector.reduction <and>, %i, %iacc : vector<8xi32> into i32
  %i1 = vector.reduction <or>, %i, %iacc : vector<8xi32> into i32
  vector.print %i0 : i32
  vector.print %i1 : i32
  return
}
