// complex.constant: float parts of each width (%cst names), untyped parts (f64), special
// values, integer parts, discardable attributes.
func.func @f() {
  %0 = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %1 = complex.constant [0.1, -1.0] : complex<f64>
  %2 = complex.constant [1.5 : f16, -0.0 : f16] : complex<f16>
  %3 = complex.constant [1.0 : bf16, 2.5 : bf16] : complex<bf16>
  %4 = complex.constant [0x7FC00000 : f32, 0x7F800000 : f32] : complex<f32>
  %5 = complex.constant [-0.0, 1.0e300] : complex<f64>
  %6 = complex.constant [1 : i32, -2 : i32] : complex<i32>
  %7 = complex.constant [3.0 : f32, 4.0 : f32] {tag} : complex<f32>
  return
}
