// 1-D vector.extract / vector.insert at static and dynamic positions, rotating a vector.
func.func @main() {
  %v = arith.constant dense<[1.5, 2.5, 3.5, 4.5, 5.5]> : vector<5xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %init = arith.constant dense<0.0> : vector<5xf32>
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %init) -> (vector<5xf32>) {
    %x = vector.extract %v[%i] : f32 from vector<5xf32>
    %j = arith.addi %i, %c1 : index
    %k = arith.remui %j, %c5 : index
    %n = vector.insert %x, %acc[%k] : f32 into vector<5xf32>
    scf.yield %n : vector<5xf32>
  }
  vector.print %r : vector<5xf32>
  %e = vector.extract %r[2] : f32 from vector<5xf32>
  vector.print %e : f32
  %s = arith.constant 9.0 : f32
  %t = vector.insert %s, %r[4] : f32 into vector<5xf32>
  vector.print %t : vector<5xf32>
  return
}
