// Integer attributes: widths, signs, hex, negative, bools, index; as discardable attributes.
module attributes {
  test.a = 42, test.b = -7 : i32, test.c = 0x1F : i64, test.d = 255 : i8, test.e = -128 : i8,
  test.f = true, test.g = false, test.h = 3 : index, test.i = 18446744073709551615 : ui64,
  test.j = -1 : si16, test.k = 1 : i1, test.l = 170141183460469231731687303715884105727 : i128,
  test.m = 0 : i0, test.n = -9223372036854775808 : i64
} {
}
