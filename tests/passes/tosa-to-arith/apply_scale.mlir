// tosa-to-arith gives upstream's IR for tosa.apply_scale with include-apply-rescale (the
// 64-bit expansion, generic form: constants, order, properties), and leaves it without.
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tosa-to-arith{include-apply-rescale=true}))' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-arith{include-apply-rescale=true}))' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tosa-to-arith))' | FileCheck %s --check-prefix=OFF
// OFF-COUNT-3: tosa.apply_scale
// OFF-NOT: arith.muli
func.func @f(%v: i32, %m: i32, %s: i8) -> i32 {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %0 : i32
}
func.func @g(%v: i32, %m: i32, %s: i8) -> i32 {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %0 : i32
}
func.func @h(%v: i48, %m: i32, %s: i8) -> i32 {
  %0 = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i48, i32, i8) -> i32
  return %0 : i32
}
