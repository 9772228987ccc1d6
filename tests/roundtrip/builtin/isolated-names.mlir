// RUN: mlirc --emit=mlir %s | FileCheck %s
// RUN: mlirc --emit=mlir %s | mlirc --emit=mlir - | FileCheck %s
// Names given inside an isolated-from-above op (func.func) continue the numbering and the
// conflict counter of the region around it, as mlir-opt's do: a module-level `%cst` makes the
// function's constant `%cst_2`, so that the printed text parses again (found by the fuzzer).

// CHECK:      %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_0 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %cst, %cst_0 : f32
// CHECK-LABEL: func.func @main()
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %cst_3 = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %1 = arith.addf %cst_2, %cst_3 : f32
// CHECK-NEXT: %2 = arith.addf %1, %cst_3 : f32
// CHECK-LABEL: func.func @main2()
// CHECK-NEXT: %cst_2 = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: %1 = arith.addf %cst_2, %cst_2 : f32
// CHECK:      %cst_1 = arith.constant 4.000000e+00 : f32
%cst = arith.constant 2.000000e+00 : f32
%cst_0 = arith.constant 3.000000e+00 : f32
%x = arith.addf %cst, %cst_0 : f32
func.func @main() {
  %c = arith.constant 0.000000e+00 : f32
  %d = arith.constant 1.000000e+00 : f32
  %e = arith.addf %c, %d : f32
  %f = arith.addf %e, %d : f32
  return
}
func.func @main2() {
  %c = arith.constant 0.000000e+00 : f32
  %e = arith.addf %c, %c : f32
  return
}
%cst2 = arith.constant 4.000000e+00 : f32
