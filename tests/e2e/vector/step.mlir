// vector.step, used to build index vectors and masks.
func.func @main() {
  %s = vector.step : vector<6xindex>
  vector.print %s : vector<6xindex>
  %c2 = arith.constant dense<2> : vector<6xindex>
  %m = arith.muli %s, %c2 : vector<6xindex>
  vector.print %m : vector<6xindex>
  %b = arith.constant dense<3> : vector<6xindex>
  %lt = arith.cmpi ult, %s, %b : vector<6xindex>
  vector.print %lt : vector<6xi1>
  %i = arith.index_cast %m : vector<6xindex> to vector<6xi32>
  vector.print %i : vector<6xi32>
  return
}
