// scf.while carrying a 1-D vector: doubling lanes until the sum passes a bound.
func.func @main() {
  %init = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %bound = arith.constant 100 : i32
  %r = scf.while (%v = %init) : (vector<3xi32>) -> vector<3xi32> {
    %s = vector.reduction <add>, %v : vector<3xi32> into i32
    %c = arith.cmpi slt, %s, %bound : i32
    scf.condition(%c) %v : vector<3xi32>
  } do {
  ^bb0(%v: vector<3xi32>):
    %d = arith.addi %v, %v : vector<3xi32>
    vector.print %d : vector<3xi32>
    scf.yield %d : vector<3xi32>
  }
  vector.print %r : vector<3xi32>
  return
}
