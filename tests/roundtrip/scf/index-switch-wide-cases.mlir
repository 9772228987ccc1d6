// scf.index_switch with case values outside i32, two of them equal modulo 2^32: valid MLIR
// (tests/run/scf-index-switch-wide-cases.mlir runs such switches).

func.func @wide_cases(%n: index) -> i32 {
  %r = scf.index_switch %n -> i32
  case 0 {
    %c1 = arith.constant 1 : i32
    scf.yield %c1 : i32
  }
  case 4294967296 {
    %c2 = arith.constant 2 : i32
    scf.yield %c2 : i32
  }
  default {
    %c0 = arith.constant 0 : i32
    scf.yield %c0 : i32
  }
  return %r : i32
}
