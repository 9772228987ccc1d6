// Broadcasting loop-varying scalars and rows into 2-D and 3-D vectors.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %row = arith.constant dense<[1.0, 10.0, 100.0]> : vector<3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %s = vector.broadcast %f : f32 to vector<2x3xf32>
    %r = vector.broadcast %row : vector<3xf32> to vector<2x3xf32>
    %p = arith.mulf %s, %r : vector<2x3xf32>
    vector.print %p : vector<2x3xf32>
    %col = vector.broadcast %f : f32 to vector<2x1xf32>
    %q = vector.broadcast %col : vector<2x1xf32> to vector<2x2x4xf32>
    vector.print %q : vector<2x2x4xf32>
  }
  return
}
