// Element-wise arith on 2-D vectors: int and float, compares and selects.
func.func @main() {
  %a = arith.constant dense<[[1, -2, 3], [4, 5, -6]]> : vector<2x3xi32>
  %b = arith.constant dense<[[7, 8, 9], [-1, 2, 3]]> : vector<2x3xi32>
  %s = arith.addi %a, %b : vector<2x3xi32>
  %m = arith.muli %a, %b : vector<2x3xi32>
  %d = arith.divsi %b, %a : vector<2x3xi32>
  %mx = arith.maxsi %a, %b : vector<2x3xi32>
  vector.print %s : vector<2x3xi32>
  vector.print %m : vector<2x3xi32>
  vector.print %d : vector<2x3xi32>
  vector.print %mx : vector<2x3xi32>
  %c = arith.cmpi slt, %a, %b : vector<2x3xi32>
  vector.print %c : vector<2x3xi1>
  %sel = arith.select %c, %a, %b : vector<2x3xi1>, vector<2x3xi32>
  vector.print %sel : vector<2x3xi32>
  %f = arith.sitofp %sel : vector<2x3xi32> to vector<2x3xf64>
  %h = arith.constant dense<0.5> : vector<2x3xf64>
  %g = arith.mulf %f, %h : vector<2x3xf64>
  vector.print %g : vector<2x3xf64>
  %n = arith.negf %g : vector<2x3xf64>
  vector.print %n : vector<2x3xf64>
  return
}
