// An executable's entry may return i64, f32 or f64: main prints the result as
// `mlir-runner -entry-point-result=i64|f32` does (compared with mlir-runner's output for each
// entry here) and exits with 0. mlir-runner has no f64: an f64 result prints as an f32 one
// would (CHECK lines by hand). An i32 result stays the exit code; other results are refused.
// RUN: for e in i64_neg i64_max index_val; do \
// RUN:   mlirc %s --entry=$e -o %t.$e && %t.$e > %t.$e.out && \
// RUN:   mlir-opt %s --convert-to-llvm | mlir-runner -e $e -entry-point-result=i64 > %t.$e.ref && \
// RUN:   diff %t.$e.ref %t.$e.out || exit 1; done
// RUN: for e in f32_half f32_neg f32_big f32_tiny f32_zero f32_negzero f32_nan f32_negnan f32_inf f32_neginf; do \
// RUN:   mlirc %s --entry=$e -o %t.$e && %t.$e > %t.$e.out && \
// RUN:   mlir-opt %s --convert-to-llvm | mlir-runner -e $e -entry-point-result=f32 > %t.$e.ref && \
// RUN:   diff %t.$e.ref %t.$e.out || exit 1; done
// RUN: cat %t.i64_neg.out %t.f32_half.out %t.f32_nan.out %t.f32_neginf.out | FileCheck %s --check-prefix=SAMPLE --match-full-lines
// RUN: mlirc %s -O0 --entry=f32_inf -o %t.O0 && %t.O0 | FileCheck %s --check-prefix=INF --match-full-lines
// RUN: for e in f64_third f64_nan f64_inf; do mlirc %s --entry=$e -o %t.$e && %t.$e || exit 1; done > %t.f64.out
// RUN: FileCheck %s --check-prefix=F64 --match-full-lines < %t.f64.out
// RUN: mlirc %s --target=aarch64-unknown-linux-gnu --entry=f32_big -o %t.arm && qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm | diff %t.f32_big.ref -
// RUN: mlirc %s --entry=i32_val -o %t.i32; %t.i32 > %t.i32.out; test $? = 7 && test ! -s %t.i32.out
// RUN: not mlirc %s --entry=i16_val -o %t.bad 2>&1 | FileCheck %s --check-prefix=BAD

// SAMPLE:      -5
// SAMPLE-NEXT: 3.500000e+00
// SAMPLE-NEXT: nan
// SAMPLE-NEXT: -INF
// INF: INF
// F64:      3.333333e-01
// F64-NEXT: nan
// F64-NEXT: INF
// BAD: mlirc: error: the entry function '@i16_val' must return nothing, i32, i64, f32 or f64

func.func @i64_neg() -> i64 {
  %r = arith.constant -5 : i64
  return %r : i64
}
func.func @i64_max() -> i64 {
  %r = arith.constant 9223372036854775807 : i64
  return %r : i64
}
func.func @index_val() -> index {
  %r = arith.constant 123456789012 : index
  return %r : index
}
func.func @f32_half() -> f32 {
  %r = arith.constant 3.5 : f32
  return %r : f32
}
func.func @f32_neg() -> f32 {
  %r = arith.constant -2.25 : f32
  return %r : f32
}
func.func @f32_big() -> f32 {
  %r = arith.constant 1.0e20 : f32
  return %r : f32
}
func.func @f32_tiny() -> f32 {
  %r = arith.constant 1.0e-40 : f32
  return %r : f32
}
func.func @f32_zero() -> f32 {
  %r = arith.constant 0.0 : f32
  return %r : f32
}
func.func @f32_negzero() -> f32 {
  %r = arith.constant -0.0 : f32
  return %r : f32
}
func.func @f32_nan() -> f32 {
  %r = arith.constant 0x7FC00000 : f32
  return %r : f32
}
func.func @f32_negnan() -> f32 {
  %r = arith.constant 0xFFC00001 : f32
  return %r : f32
}
func.func @f32_inf() -> f32 {
  %r = arith.constant 0x7F800000 : f32
  return %r : f32
}
func.func @f32_neginf() -> f32 {
  %r = arith.constant 0xFF800000 : f32
  return %r : f32
}
func.func @f64_third() -> f64 {
  %one = arith.constant 1.0 : f64
  %three = arith.constant 3.0 : f64
  %r = arith.divf %one, %three : f64
  return %r : f64
}
func.func @f64_nan() -> f64 {
  %r = arith.constant 0x7FF8000000000000 : f64
  return %r : f64
}
func.func @f64_inf() -> f64 {
  %r = arith.constant 0x7FF0000000000000 : f64
  return %r : f64
}
func.func @i32_val() -> i32 {
  %r = arith.constant 7 : i32
  return %r : i32
}
func.func @i16_val() -> i16 {
  %r = arith.constant 7 : i16
  return %r : i16
}
