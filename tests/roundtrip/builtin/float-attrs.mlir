// Float attributes: decimal, exponent, negative, hex bit patterns (inf, nan), every float type.
module attributes {
  test.a = 1.0, test.b = -2.5 : f32, test.c = 1.0e10 : f64, test.d = 3.0e-5 : f16,
  test.e = 0.1 : bf16, test.f = 0x7F800000 : f32, test.g = 0xFF800000 : f32, test.h = 0x7FC00000 : f32,
  test.i = 0x7FF0000000000000 : f64, test.j = 0x7C00 : f16, test.k = 65504.0 : f16, test.l = 1.2345678901234567 : f64,
  test.m = 0.0 : f32, test.n = -0.0 : f64, test.o = 1.5 : tf32, test.p = 0.3333333 : f32, test.q = 2.0 : f8E5M2
} {
}
