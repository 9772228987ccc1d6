// vector.multi_reduction on integers: add, mul, min/max (signed, unsigned), and, or, xor.
func.func @main() {
  %v = arith.constant dense<[[1, -2, 3, 12], [5, 6, -7, 8], [9, 10, 11, -1]]> : vector<3x4xi32>
  %a3 = arith.constant dense<0> : vector<3xi32>
  %a4 = arith.constant dense<0> : vector<4xi32>
  %one4 = arith.constant dense<1> : vector<4xi32>
  %ones = arith.constant dense<-1> : vector<4xi32>
  %r0 = vector.multi_reduction <add>, %v, %a3 [1] : vector<3x4xi32> to vector<3xi32>
  vector.print %r0 : vector<3xi32>
  %r1 = vector.multi_reduction <mul>, %v, %one4 [0] : vector<3x4xi32> to vector<4xi32>
  vector.print %r1 : vector<4xi32>
  %r2 = vector.multi_reduction <minsi>, %v, %a4 [0] : vector<3x4xi32> to vector<4xi32>
  vector.print %r2 : vector<4xi32>
  %r3 = vector.multi_reduction <maxui>, %v, %a4 [0] : vector<3x4xi32> to vector<4xi32>
  vector.print %r3 : vector<4xi32>
  %r4 = vector.multi_reduction <and>, %v, %ones [0] : vector<3x4xi32> to vector<4xi32>
  vector.print %r4 : vector<4xi32>
  %r5 = vector.multi_reduction <or>, %v, %a3 [1] : vector<3x4xi32> to vector<3xi32>
  vector.print %r5 : vector<3xi32>
  %r6 = vector.multi_reduction <xor>, %v, %a3 [1] : vector<3x4xi32> to vector<3xi32>
  vector.print %r6 : vector<3xi32>
  %s = arith.constant 1000 : i32
  %r7 = vector.multi_reduction <minui>, %v, %s [0, 1] : vector<3x4xi32> to i32
  vector.print %r7 : i32
  %r8 = vector.multi_reduction <maxsi>, %v, %s [0, 1] : vector<3x4xi32> to i32
  vector.print %r8 : i32
  return
}
