// func.func: declarations, visibility, argument and result attributes, function attributes.
func.func private @decl(i32, f32) -> i64
func.func nested @nested_decl()
func.func private @arg_attrs(i32 {test.a}, memref<4xf32> {llvm.noalias, test.b = 1 : i32}) -> (f32 {test.r})
func.func @multi_results(%a: i32, %b: f64) -> (i32, f64) {
  return %a, %b : i32, f64
}
func.func public @pub(%x: index) -> index attributes {llvm.emit_c_interface, test.n = 3 : i64} {
  return %x : index
}
func.func @named_arg_attrs(%a: i32 {test.arg}, %b: i32) -> (i32 {test.res}) {
  return %a : i32
}
func.func @returns_function() -> ((i32) -> i32) {
  %f = func.constant @callee : (i32) -> i32
  return %f : (i32) -> i32
}
func.func private @callee(i32) -> i32
func.func @no_inline() attributes {no_inline} {
  return
}
