// scf.if yielding 2-D vectors, inside a loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi64>
  %b = arith.constant dense<[[-1, -2, -3], [-4, -5, -6]]> : vector<2x3xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i64
    %two = arith.constant 2 : i64
    %rem = arith.remui %ii, %two : i64
    %z = arith.constant 0 : i64
    %even = arith.cmpi eq, %rem, %z : i64
    %v, %w = scf.if %even -> (vector<2x3xi64>, i64) {
      %s = vector.broadcast %ii : i64 to vector<2x3xi64>
      %m = arith.muli %a, %s : vector<2x3xi64>
      scf.yield %m, %ii : vector<2x3xi64>, i64
    } else {
      scf.yield %b, %z : vector<2x3xi64>, i64
    }
    vector.print %v : vector<2x3xi64>
    vector.print %w : i64
  }
  return
}
