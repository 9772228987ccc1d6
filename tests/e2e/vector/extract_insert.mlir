// vector.extract / vector.insert with static positions at every rank.
func.func @main() {
  %c = arith.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : vector<2x2x3xi32>
  %a = vector.extract %c[1] : vector<2x3xi32> from vector<2x2x3xi32>
  vector.print %a : vector<2x3xi32>
  %b = vector.extract %c[0, 1] : vector<3xi32> from vector<2x2x3xi32>
  vector.print %b : vector<3xi32>
  %e = vector.extract %c[1, 0, 2] : i32 from vector<2x2x3xi32>
  vector.print %e : i32
  %x = arith.constant 100 : i32
  %i1 = vector.insert %x, %c[0, 1, 1] : i32 into vector<2x2x3xi32>
  vector.print %i1 : vector<2x2x3xi32>
  %r = arith.constant dense<[-1, -2, -3]> : vector<3xi32>
  %i2 = vector.insert %r, %i1[1, 1] : vector<3xi32> into vector<2x2x3xi32>
  vector.print %i2 : vector<2x2x3xi32>
  %m = arith.constant dense<0> : vector<2x3xi32>
  %i3 = vector.insert %m, %i2[0] : vector<2x3xi32> into vector<2x2x3xi32>
  vector.print %i3 : vector<2x2x3xi32>
  return
}
