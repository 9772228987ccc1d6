// Functions declared with argument types only, whose body gives the entry block's arguments
// in its own block header (func.func and llvm.func, as upstream's parseFunctionOp allows).
func.func @typed_only(i32, f64) -> i32 {
^bb0(%x: i32, %y: f64):
  return %x : i32
}
llvm.func @llvm_typed_only(i64) -> i64 {
^entry(%v: i64):
  llvm.return %v : i64
}
