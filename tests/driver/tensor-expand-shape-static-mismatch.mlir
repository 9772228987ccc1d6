// A static output_shape entry that contradicts the result type is an error in mlirc. mlir-opt-22
// accepts it, and its one-shot-bufferize then makes a memref.expand_shape that does not verify
// (mlirc reported that as an internal error; a fuzzer find). mlirc-only: no upstream RUN line.
// RUN: not mlirc %s --emit=mlir 2>&1 | FileCheck %s
// RUN: not mlirc %s -c -o %t.o 2>&1 | FileCheck %s
// RUN: test ! -e %t.o
// CHECK: mismatch.mlir:[[# @LINE + 3]]:8: error: 'tensor.expand_shape' op invalid output shape provided at pos 2
// CHECK-NOT: internal
func.func @f(%n: tensor<3x4xf32>) -> tensor<3x2x2xf32> {
  %y = tensor.expand_shape %n [[0], [1, 2]] output_shape [3, 2, 117] : tensor<3x4xf32> into tensor<3x2x2xf32>
  return %y : tensor<3x2x2xf32>
}
