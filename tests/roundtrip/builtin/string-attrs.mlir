// Strings with escapes, typed strings, symbol references, type attributes, unit.
module attributes {
  test.s1 = "hello", test.s2 = "tab\09and\0Anewline", test.s3 = "quote\22 backslash\\", test.s4 = "",
  test.s5 = "typed" : i32, test.sym = @foo, test.nested = @a::@b::@c, test.quoted = @"weird name",
  test.ty = i32, test.ty2 = memref<4xf32>, test.ty3 = (i32) -> f32, test.unit, test.u2 = unit
} {
}
