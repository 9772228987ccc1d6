// Logic on n-D i1 vectors: and/or/xor of masks, selects by mask, compares of floats.
func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m1 = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %m2 = vector.constant_mask [3, 1] : vector<3x4xi1>
  %and = arith.andi %m1, %m2 : vector<3x4xi1>
  %or = arith.ori %m1, %m2 : vector<3x4xi1>
  %xor = arith.xori %m1, %m2 : vector<3x4xi1>
  vector.print %and : vector<3x4xi1>
  vector.print %or : vector<3x4xi1>
  vector.print %xor : vector<3x4xi1>
  %a = arith.constant dense<1.0> : vector<3x4xf32>
  %b = arith.constant dense<-1.0> : vector<3x4xf32>
  %s = arith.select %xor, %a, %b : vector<3x4xi1>, vector<3x4xf32>
  vector.print %s : vector<3x4xf32>
  %x = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [4.0, 3.0, 2.0, 1.0], [0.0, 0.0, 5.0, 5.0]]> : vector<3x4xf32>
  %y = arith.constant dense<2.5> : vector<3x4xf32>
  %lt = arith.cmpf olt, %x, %y : vector<3x4xf32>
  vector.print %lt : vector<3x4xi1>
  %e = arith.extui %lt : vector<3x4xi1> to vector<3x4xi32>
  vector.print %e : vector<3x4xi32>
  return
}
