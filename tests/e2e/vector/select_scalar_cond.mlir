// arith.select with a scalar condition between 2-D and 3-D vectors.
func.func @main() {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi16>
  %b = arith.constant dense<[[5, 6], [7, 8]]> : vector<2x2xi16>
  %t = arith.constant true
  %f = arith.constant false
  %x = arith.select %t, %a, %b : vector<2x2xi16>
  %y = arith.select %f, %a, %b : vector<2x2xi16>
  vector.print %x : vector<2x2xi16>
  vector.print %y : vector<2x2xi16>
  %p = arith.constant dense<1.5> : vector<2x1x3xf32>
  %q = arith.constant dense<-1.5> : vector<2x1x3xf32>
  %z = arith.select %f, %p, %q : vector<2x1x3xf32>
  vector.print %z : vector<2x1x3xf32>
  return
}
