// Float digits in dense and array/dictionary attributes (f16, bf16, f32, f64, f8E4M3FN):
// six significant digits when they read back, else the shortest round-trip form or hex.

func.func @d() {
  %0 = arith.constant dense<[0.1, 1.0e-5, 3.14159274, 65504.0]> : tensor<4xf16>
  %1 = arith.constant dense<0.333333343> : tensor<2x2xf32>
  %2 = arith.constant dense<[1.0e20, 16777217.0, 1.5]> : vector<3xf32>
  %3 = arith.constant dense<[[0.1, 0.2], [0.3, 0.4]]> : tensor<2x2xbf16>
  %4 = arith.constant dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>
  %5 = arith.constant dense<[1.0e-300, 1.7976931348623157e308]> : tensor<2xf64>
  %6 = arith.constant 1.0e-45 : f32
  %7 = arith.constant 4.0e-8 : f16
  %8 = arith.constant dense<[2.0, 0.5, 448.0]> : tensor<3xf8E4M3FN>
  return
}
func.func @e() attributes {a = [1.5 : f16, 0.1 : bf16], b = {c = 2.71828182845904 : f64}} {
  return
}
