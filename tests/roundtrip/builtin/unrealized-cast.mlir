// builtin.unrealized_conversion_cast with zero, one and many operands and results.
func.func @casts(%a: i32, %b: f32) -> (i64, index) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to index, i8
  %2 = builtin.unrealized_conversion_cast to i16
  %3 = builtin.unrealized_conversion_cast %b : f32 to f16 {test.note}
  return %0, %1#0 : i64, index
}
