// dense<...> elements: splat, nested, bool, float, complex, hex, empty, string, vectors.
func.func @dense() {
  %0 = arith.constant dense<1.0> : tensor<4xf32>
  %1 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %2 = arith.constant dense<[true, false, true]> : vector<3xi1>
  %3 = arith.constant dense<[1.5, -2.0, 0x7F800000]> : vector<3xf32>
  %4 = arith.constant dense<"0x0000803F00000040"> : tensor<2xf32>
  %5 = arith.constant dense<> : tensor<0xi32>
  %6 = arith.constant dense<7> : tensor<i64>
  %7 = arith.constant dense<[[[1]], [[2]]]> : tensor<2x1x1xi8>
  %8 = arith.constant dense<-1> : vector<2x2xindex>
  %9 = arith.constant dense<[0.5, 0.25]> : tensor<2xbf16>
  %10 = arith.constant dense<[1.0, 2.0]> : tensor<2xf16>
  %11 = arith.constant dense<"0x01020304"> : tensor<4xi8>
  %12 = arith.constant dense<[255, 128]> : tensor<2xi8>
  return
}
module attributes {
  test.c = dense<[(1.0, 2.0), (3.0, -4.0)]> : tensor<2xcomplex<f32>>,
  test.ci = dense<(1, 2)> : tensor<complex<i32>>,
  test.r = dense_resource<blob1> : tensor<4xf32>
} {
}
