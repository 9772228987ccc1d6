// scf.for carrying 2-D vectors (and a scalar) through iter_args.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %init = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %step = arith.constant dense<[[0.5, 0.25], [1.0, -1.0]]> : vector<2x2xf32>
  %z = arith.constant 0 : i32
  %r:3 = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %init, %n = %z, %b = %step) -> (vector<2x2xf32>, i32, vector<2x2xf32>) {
    %s = arith.addf %a, %b : vector<2x2xf32>
    %one = arith.constant 1 : i32
    %n1 = arith.addi %n, %one : i32
    %t = vector.transpose %b, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
    vector.print %s : vector<2x2xf32>
    scf.yield %s, %n1, %t : vector<2x2xf32>, i32, vector<2x2xf32>
  }
  vector.print %r#0 : vector<2x2xf32>
  vector.print %r#1 : i32
  vector.print %r#2 : vector<2x2xf32>
  return
}
