// arith.constant of every kind: ints, index, bools, floats, dense vectors and tensors.
func.func @constants() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant -1 : i64
  %2 = arith.constant 255 : i8
  %3 = arith.constant 42 : index
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 1.5 : f32
  %7 = arith.constant -0.0 : f64
  %8 = arith.constant 0x7FC00000 : f32
  %9 = arith.constant 6.1e-5 : f16
  %10 = arith.constant 3.0 : bf16
  %11 = arith.constant dense<0> : vector<8xi32>
  %12 = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %13 = arith.constant dense<true> : vector<4xi1>
  %14 = arith.constant {test.attr} 7 : i16
  %15 = arith.constant 9223372036854775807 : i64
  %16 = arith.constant 1 : i1
  %17 = arith.constant 0xFFFF : i16
  return
}
