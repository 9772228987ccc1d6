// A tensor.pad whose result's element type is not its source's: mlir-opt-22 accepts it (its
// verifier compares only the shapes and the yield's type with the result's element type), and
// mlirc parses and prints it too, but cannot lower it: bufferization reports that at the op
// (it was an internal error, the IR after one-shot-bufferize not verifying; a fuzzer find).
// RUN: mlirc %s --emit=mlir | FileCheck %s --check-prefix=PRINT
// RUN: not mlirc %s -c -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
// PRINT: tensor.pad %arg0 low[1] high[1]
// PRINT: } : tensor<3xi32> to tensor<5xi3>
// CHECK: element-type.mlir:[[# @LINE + 3]]:8: error: 'tensor.pad' op cannot bufferize a pad whose result's element type is not its source's
// CHECK-NOT: internal
func.func @pad(%s: tensor<3xi32>) -> tensor<5xi3> {
  %p = tensor.pad %s low[1] high[1] {
  ^bb0(%i: index):
    %c = arith.constant 0 : i3
    tensor.yield %c : i3
  } : tensor<3xi32> to tensor<5xi3>
  return %p : tensor<5xi3>
}
