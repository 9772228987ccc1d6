// Arrays, dictionaries (nested, quoted keys), dense arrays of every element type.
module attributes {
  test.empty = [], test.arr = [1, "two", 3.0 : f32, [4, [5]], {k = 6}],
  test.dict = {b = 1, a = 2, "quoted key" = 3, nested = {x = [true, false]}}, test.edict = {},
  test.i8 = array<i8: 1, -2, 3>, test.i16 = array<i16: 300>, test.i32 = array<i32: 1, 2, 3>,
  test.i64 = array<i64: -9223372036854775807, 0>, test.f32 = array<f32: 1.5, -2.0>,
  test.f64 = array<f64: 0.25>, test.bool = array<i1: true, false, true>, test.none = array<i64>
} {
}
