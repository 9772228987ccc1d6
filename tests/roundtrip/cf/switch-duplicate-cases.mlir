// cf.switch with a case value listed twice: valid MLIR (the verifier allows it); the first
// matching case wins (tests/run/cf-switch-duplicate-cases.mlir runs such switches).

func.func @duplicate_cases(%v: i32) -> i32 {
  cf.switch %v : i32, [
    default: ^bb1,
    1: ^bb2,
    1: ^bb1
  ]
^bb1:
  %c0 = arith.constant 0 : i32
  return %c0 : i32
^bb2:
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}
