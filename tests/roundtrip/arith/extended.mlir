// Ops with two results: addui_extended, mulsi_extended, mului_extended.
func.func @extended(%a: i32, %b: i32, %v: vector<3xi64>) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %low, %high = arith.mulsi_extended %a, %b : i32
  %0:2 = arith.mului_extended %v, %v : vector<3xi64>
  %1:2 = arith.addui_extended %v, %v : vector<3xi64>, vector<3xi1>
  return %sum, %overflow : i32, i1
}
