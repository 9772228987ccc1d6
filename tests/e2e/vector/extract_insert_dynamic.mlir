// vector.extract / vector.insert with dynamic positions into 2-D and 3-D vectors.
// Upstream cannot lower this program (no lowering of dynamic positions into n-D vectors): the expected output is written here.
func.func @main() {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]> : vector<3x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %row = vector.extract %c[%i] : vector<3xf32> from vector<3x3xf32>
    vector.print %row : vector<3xf32>
    %d = vector.extract %c[%i, %i] : f32 from vector<3x3xf32>
    vector.print %d : f32
    %j = arith.subi %c3, %i : index
    %j1 = arith.subi %j, %c1 : index
    %e = vector.extract %c[1, %j1] : f32 from vector<3x3xf32>
    vector.print %e : f32
  }
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %c) -> (vector<3x3xf32>) {
    %n = vector.insert %z, %acc[%i, %i] : f32 into vector<3x3xf32>
    scf.yield %n : vector<3x3xf32>
  }
  vector.print %r : vector<3x3xf32>
  %v = arith.constant dense<[-1.0, -2.0, -3.0]> : vector<3xf32>
  %w = vector.insert %v, %r[%c1] : vector<3xf32> into vector<3x3xf32>
  vector.print %w : vector<3x3xf32>
  return
}
// EXPECTED-OUTPUT: ( 1, 2, 3 )
// EXPECTED-OUTPUT: 1
// EXPECTED-OUTPUT: 6
// EXPECTED-OUTPUT: ( 4, 5, 6 )
// EXPECTED-OUTPUT: 5
// EXPECTED-OUTPUT: 5
// EXPECTED-OUTPUT: ( 7, 8, 9 )
// EXPECTED-OUTPUT: 9
// EXPECTED-OUTPUT: 4
// EXPECTED-OUTPUT: ( ( 0, 2, 3 ), ( 4, 0, 6 ), ( 7, 8, 0 ) )
// EXPECTED-OUTPUT: ( ( 0, 2, 3 ), ( -1, -2, -3 ), ( 7, 8, 0 ) )
