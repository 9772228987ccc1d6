// Shifts, bitwise ops and integer division on 2-D vectors of i16 and i64.
func.func @main() {
  %a = arith.constant dense<[[1, -16, 255], [1024, -1, 7]]> : vector<2x3xi16>
  %s = arith.constant dense<[[1, 2, 3], [4, 5, 15]]> : vector<2x3xi16>
  %l = arith.shli %a, %s : vector<2x3xi16>
  %r = arith.shrsi %a, %s : vector<2x3xi16>
  %u = arith.shrui %a, %s : vector<2x3xi16>
  vector.print %l : vector<2x3xi16>
  vector.print %r : vector<2x3xi16>
  vector.print %u : vector<2x3xi16>
  %x = arith.constant dense<[[100, -100], [12345678901, 7]]> : vector<2x2xi64>
  %y = arith.constant dense<[[7, 7], [1000, -2]]> : vector<2x2xi64>
  %q = arith.divsi %x, %y : vector<2x2xi64>
  %m = arith.remsi %x, %y : vector<2x2xi64>
  %fd = arith.floordivsi %x, %y : vector<2x2xi64>
  %cd = arith.ceildivsi %x, %y : vector<2x2xi64>
  vector.print %q : vector<2x2xi64>
  vector.print %m : vector<2x2xi64>
  vector.print %fd : vector<2x2xi64>
  vector.print %cd : vector<2x2xi64>
  %an = arith.andi %x, %y : vector<2x2xi64>
  %o = arith.ori %x, %y : vector<2x2xi64>
  %xo = arith.xori %x, %y : vector<2x2xi64>
  vector.print %an : vector<2x2xi64>
  vector.print %o : vector<2x2xi64>
  vector.print %xo : vector<2x2xi64>
  return
}
