// A matmul as a sum of rank-1 updates: vector.outerproduct in a loop over k.
// Upstream cannot lower this program (no lowering of dynamic positions into n-D vectors): the expected output is written here.
func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : vector<3x3xf32>
  %b = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : vector<3x2xf32>
  %at = vector.transpose %a, [1, 0] : vector<3x3xf32> to vector<3x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant dense<0.0> : vector<3x2xf32>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (vector<3x2xf32>) {
    %col = vector.extract %at[%k] : vector<3xf32> from vector<3x3xf32>
    %row = vector.extract %b[%k] : vector<2xf32> from vector<3x2xf32>
    %n = vector.outerproduct %col, %row, %acc : vector<3xf32>, vector<2xf32>
    scf.yield %n : vector<3x2xf32>
  }
  vector.print %r : vector<3x2xf32>
  return
}
// EXPECTED-OUTPUT: ( ( 4, 5 ), ( 10, 11 ), ( 16, 17 ) )
