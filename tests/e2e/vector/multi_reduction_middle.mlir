// vector.multi_reduction keeping the middle dimension of a 3-D vector, in a loop.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %v = arith.constant dense<[[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]]]> : vector<2x2x3xi32>
  %z = arith.constant dense<0> : vector<2xi32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %z) -> (vector<2xi32>) {
    %ii = arith.index_cast %i : index to i32
    %s = vector.broadcast %ii : i32 to vector<2x2x3xi32>
    %w = arith.muli %v, %s : vector<2x2x3xi32>
    %m = vector.multi_reduction <add>, %w, %acc [0, 2] : vector<2x2x3xi32> to vector<2xi32>
    vector.print %m : vector<2xi32>
    scf.yield %m : vector<2xi32>
  }
  %a = arith.constant dense<-100> : vector<2x3xi32>
  %mx = vector.multi_reduction <maxsi>, %v, %a [1] : vector<2x2x3xi32> to vector<2x3xi32>
  vector.print %mx : vector<2x3xi32>
  return
}
