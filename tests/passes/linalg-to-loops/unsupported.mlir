// RUN: mlirc %s -c -o %t.o --verify-diagnostics
// The default pipeline lowers the structured ops on buffers and leaves the others, which the
// translation names.
func.func @softmax(%a: memref<2x4xf32>, %b: memref<2x4xf32>) {
  linalg.copy ins(%a : memref<2x4xf32>) outs(%b : memref<2x4xf32>)
  // expected-error @+1 {{'linalg.softmax' op cannot be translated to LLVM by mlirc yet}}
  linalg.softmax dimension(1) ins(%a : memref<2x4xf32>) outs(%b : memref<2x4xf32>)
  return
}
