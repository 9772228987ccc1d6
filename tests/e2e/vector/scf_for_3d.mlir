// scf.for carrying a 3-D vector, updated by element inserts and whole-vector arithmetic.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %init = arith.constant dense<1> : vector<2x2x2xi64>
  %two = arith.constant dense<2> : vector<2x2x2xi64>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (vector<2x2x2xi64>) {
    %m = arith.muli %a, %two : vector<2x2x2xi64>
    %ii = arith.index_cast %i : index to i64
    %n = vector.insert %ii, %m[1, 0, 1] : i64 into vector<2x2x2xi64>
    scf.yield %n : vector<2x2x2xi64>
  }
  vector.print %r : vector<2x2x2xi64>
  return
}
