// @f's wrapper name is taken by a function of the module: @f gets no wrapper (only
// --c-interface=all asked for one), the other function keeps the symbol.
func.func @f(%a: i32) -> i32 {
  return %a : i32
}

func.func @_mlir_ciface_f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.addi %a, %c : i32
  return %r : i32
}

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
