// linalg.softmax on buffers is not decomposed: it stays unsupported, a diagnostic naming it.
// RUN: not mlirc %s -c -o %t.o 2>&1 | FileCheck %s
// CHECK: error: 'linalg.softmax' op cannot be translated to LLVM by mlirc yet
func.func @f(%x: memref<4xf32>, %o: memref<4xf32>) {
  linalg.softmax dimension(0) ins(%x : memref<4xf32>) outs(%o : memref<4xf32>)
  return
}
