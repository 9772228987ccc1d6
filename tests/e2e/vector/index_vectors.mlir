// Vectors of index: arithmetic in 1-D and 2-D, index_cast to and from integers.
func.func @main() {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xindex>
  %b = arith.constant dense<[[10, 20, 30], [40, 50, 60]]> : vector<2x3xindex>
  %c = arith.addi %a, %b : vector<2x3xindex>
  %d = arith.muli %c, %a : vector<2x3xindex>
  vector.print %d : vector<2x3xindex>
  %e = arith.index_cast %d : vector<2x3xindex> to vector<2x3xi32>
  vector.print %e : vector<2x3xi32>
  %f = arith.constant dense<[[-1, 0, 1], [2, 3, 4]]> : vector<2x3xi64>
  %g = arith.index_cast %f : vector<2x3xi64> to vector<2x3xindex>
  %h = arith.remsi %d, %b : vector<2x3xindex>
  vector.print %h : vector<2x3xindex>
  vector.print %g : vector<2x3xindex>
  return
}
