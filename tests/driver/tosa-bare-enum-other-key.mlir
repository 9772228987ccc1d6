// mlir-opt-22 prints a TOSA enum attribute as its bare keyword whatever its key (a discardable
// `nan_de` as `nan_de = IGNORE`, as mlirc does, byte for byte), and then cannot read that back
// ("expected attribute value"); mlirc reads a bare keyword under another key when exactly one of
// TOSA's bare enums has it (found by the fuzzer: printing must be stable).
// RUN: mlirc %s | mlirc - | FileCheck %s
// CHECK: tosa.minimum %arg0, %arg0 {nan_de = IGNORE, nan_mode = IGNORE} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = tosa.minimum %a, %a {nan_de = #tosa.nan_mode<IGNORE>, nan_mode = IGNORE} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
