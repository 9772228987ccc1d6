// RUN: mlirc --emit=mlir %s | FileCheck %s
// An f64 element of an array printed in hex keeps its type (`0x7FF0000000000000 : f64`):
// without it the element reads back as an integer. Other f64 elements stay untyped.
// CHECK-LABEL: func.func @f
// CHECK: complex.constant [0x7FF0000000000000 : f64, 1.000000e+00] : complex<f64>
// CHECK: complex.constant [-1.000000e+00, 0xFFF0000000000000 : f64] : complex<f64>
// CHECK: complex.constant [0x7FF8000000000000 : f64, 0.000000e+00] : complex<f64>
func.func @f() -> (complex<f64>, complex<f64>, complex<f64>) {
  %a = complex.constant [0x7FF0000000000000 : f64, 1.0] : complex<f64>
  %b = complex.constant [-1.0, 0xFFF0000000000000 : f64] : complex<f64>
  %c = complex.constant [0x7FF8000000000000 : f64, 0.0] : complex<f64>
  return %a, %b, %c : complex<f64>, complex<f64>, complex<f64>
}
