// vector.outerproduct: 2-D with and without accumulator, combining kinds, integer, AXPY form.
func.func @main() {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<[10.0, 20.0]> : vector<2xf32>
  %o = vector.outerproduct %a, %b : vector<3xf32>, vector<2xf32>
  vector.print %o : vector<3x2xf32>
  %acc = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : vector<3x2xf32>
  %p = vector.outerproduct %a, %b, %acc : vector<3xf32>, vector<2xf32>
  vector.print %p : vector<3x2xf32>
  %q = vector.outerproduct %a, %b, %acc {kind = #vector.kind<mul>} : vector<3xf32>, vector<2xf32>
  vector.print %q : vector<3x2xf32>
  %r = vector.outerproduct %a, %b, %acc {kind = #vector.kind<maxnumf>} : vector<3xf32>, vector<2xf32>
  vector.print %r : vector<3x2xf32>
  %ia = arith.constant dense<[1, -2]> : vector<2xi64>
  %ib = arith.constant dense<[3, 4, 5]> : vector<3xi64>
  %io = vector.outerproduct %ia, %ib : vector<2xi64>, vector<3xi64>
  vector.print %io : vector<2x3xi64>
  %s = arith.constant 2.0 : f32
  %x = vector.outerproduct %a, %s, %a : vector<3xf32>, f32
  vector.print %x : vector<3xf32>
  %y = vector.outerproduct %a, %s : vector<3xf32>, f32
  vector.print %y : vector<3xf32>
  return
}
