// An inclusive prefix sum of 8 lanes by log-step shuffles against a zero vector.
func.func @main() {
  %v = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8]> : vector<8xi32>
  %z = arith.constant dense<0> : vector<8xi32>
  %s1 = vector.shuffle %z, %v [0, 8, 9, 10, 11, 12, 13, 14] : vector<8xi32>, vector<8xi32>
  %a1 = arith.addi %v, %s1 : vector<8xi32>
  vector.print %a1 : vector<8xi32>
  %s2 = vector.shuffle %z, %a1 [0, 1, 8, 9, 10, 11, 12, 13] : vector<8xi32>, vector<8xi32>
  %a2 = arith.addi %a1, %s2 : vector<8xi32>
  vector.print %a2 : vector<8xi32>
  %s4 = vector.shuffle %z, %a2 [0, 1, 2, 3, 8, 9, 10, 11] : vector<8xi32>, vector<8xi32>
  %a4 = arith.addi %a2, %s4 : vector<8xi32>
  vector.print %a4 : vector<8xi32>
  return
}
