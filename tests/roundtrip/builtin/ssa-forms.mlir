// SSA names: forward references across blocks, multi-result groups, numbered uses, odd names.
func.func @ssa(%arg: i32, %c: i1) -> i32 {
  cf.br ^bb2
^bb1:
  %r = arith.addi %late, %pair#1 : i32
  return %r : i32
^bb2:
  %late = arith.addi %arg, %arg : i32
  %pair:2 = arith.mulsi_extended %late, %late : i32
  %weird.name$-1 = arith.subi %pair#0, %late : i32
  %42 = arith.addi %weird.name$-1, %arg : i32
  cf.cond_br %c, ^bb1, ^bb3(%42 : i32)
^bb3(%v: i32):
  return %v : i32
}
