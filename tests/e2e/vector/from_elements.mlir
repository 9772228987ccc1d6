// vector.from_elements for 0-D, 1-D and n-D vectors, from computed scalars.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    %x = arith.index_cast %i : index to i32
    %one = arith.constant 1 : i32
    %y = arith.addi %x, %one : i32
    %z = arith.muli %y, %y : i32
    %v = vector.from_elements %x, %y, %z : vector<3xi32>
    vector.print %v : vector<3xi32>
    %w = vector.from_elements %x, %y, %z, %x, %y, %z : vector<2x3xi32>
    vector.print %w : vector<2x3xi32>
    %u = vector.from_elements %z, %y, %x, %z : vector<2x1x2xi32>
    vector.print %u : vector<2x1x2xi32>
  }
  return
}
