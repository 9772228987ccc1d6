// Integer constants wider than 64 bits keep their value: words beyond the stored 128 bits
// repeat the sign.
// RUN: mlirc %s -S -emit-llvm -O0 -o - | FileCheck %s

// CHECK-LABEL: define i256 @minus_one_i256()
// CHECK: ret i256 -1
func.func @minus_one_i256() -> i256 {
  %c = arith.constant -1 : i256
  return %c : i256
}

// CHECK-LABEL: define i256 @negative_i256()
// CHECK: ret i256 -18446744073709551617
func.func @negative_i256() -> i256 {
  %c = arith.constant -18446744073709551617 : i256
  return %c : i256
}

// CHECK-LABEL: define i128 @big_i128()
// CHECK: ret i128 18446744073709551616
func.func @big_i128() -> i128 {
  %c = arith.constant 18446744073709551616 : i128
  return %c : i128
}

// CHECK-LABEL: define i192 @positive_i192()
// CHECK: ret i192 36893488147419103232
func.func @positive_i192() -> i192 {
  %c = arith.constant 36893488147419103232 : i192
  return %c : i192
}
