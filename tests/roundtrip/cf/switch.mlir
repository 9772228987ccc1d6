// cf.switch with a default only, with cases carrying operands, on several integer types.
func.func @switch(%flag: i32, %x: f32, %y: i8) -> f32 {
  cf.switch %flag : i32, [
    default: ^bb1(%x : f32),
    42: ^bb2,
    -7: ^bb1(%x : f32),
    1000: ^bb3(%x, %x : f32, f32)
  ]
^bb1(%a: f32):
  cf.switch %y : i8, [
    default: ^bb2
  ]
^bb2:
  return %x : f32
^bb3(%b: f32, %c: f32):
  return %c : f32
}
