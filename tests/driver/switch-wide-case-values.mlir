// cf.switch case values print zero-extended from the flag's width, as mlir-opt-22 prints them,
// and read back: a negative i64 case prints as its unsigned pattern, which mlirc parses again
// (mlir-opt-22 rejects its own output here with "integer value too large").
// RUN: mlirc %s | FileCheck %s
// RUN: mlirc %s | mlirc - | FileCheck %s
// CHECK: cf.switch %arg0 : i64, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 18446744073708551616: ^bb1,
// CHECK-NEXT: 5: ^bb1
func.func @f(%x: i64) {
  cf.switch %x : i64, [
    default: ^bb1,
    -1000000: ^bb1,
    5: ^bb1
  ]
^bb1:
  return
}
