// cf.br and cf.cond_br with and without operands, loops, weights, cf.assert.
func.func @branches(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^header(%c0 : index)
^header(%i: index):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^body, ^exit(%i : index)
^body:
  %next = arith.addi %i, %c1 : index
  cf.cond_br %c, ^header(%next : index), ^header(%c0 : index)
^exit(%r: index):
  cf.assert %c, "must hold: \"quoted\""
  cf.cond_br %c weights([3, 7]), ^a, ^b
^a:
  return %r : index
^b:
  return %c0 : index
}
