// vector.create_mask (dynamic bounds) and vector.constant_mask in 1-D, 2-D and 3-D.
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %m = vector.create_mask %i, %c4 : vector<3x4xi1>
    vector.print %m : vector<3x4xi1>
    %n = vector.create_mask %c4, %i : vector<2x3xi1>
    vector.print %n : vector<2x3xi1>
    %o = vector.create_mask %i : vector<3xi1>
    vector.print %o : vector<3xi1>
  }
  %a = vector.constant_mask [2, 1] : vector<3x2xi1>
  vector.print %a : vector<3x2xi1>
  %b = vector.constant_mask [1, 2, 2] : vector<2x2x3xi1>
  vector.print %b : vector<2x2x3xi1>
  %c = vector.constant_mask [3] : vector<5xi1>
  vector.print %c : vector<5xi1>
  %c2 = arith.constant 2 : index
  %d = vector.create_mask %c1, %c2, %c1 : vector<2x3x2xi1>
  vector.print %d : vector<2x3x2xi1>
  return
}
