// vector.create_mask with bounds below zero and above the size (clamped), in 1-D and 2-D.
func.func @main() {
  %n = arith.constant -3 : index
  %c2 = arith.constant 2 : index
  %big = arith.constant 10 : index
  %a = vector.create_mask %n : vector<4xi1>
  %b = vector.create_mask %big : vector<4xi1>
  vector.print %a : vector<4xi1>
  vector.print %b : vector<4xi1>
  %c = vector.create_mask %big, %c2 : vector<2x3xi1>
  %d = vector.create_mask %c2, %n : vector<3x3xi1>
  %e = vector.create_mask %n, %big : vector<2x2xi1>
  vector.print %c : vector<2x3xi1>
  vector.print %d : vector<3x3xi1>
  vector.print %e : vector<2x2xi1>
  return
}
