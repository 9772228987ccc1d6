// A shufflevector mask index past the two vectors' lanes (MLIR's verifier allows it, LLVM's
// does not): a diagnostic at the op, not an invalid LLVM module. Found by make fuzz.
// RUN: not mlirc %s -c -o %t.o 2>&1 | FileCheck %s
// CHECK: :[[@LINE+3]]:8: error: 'llvm.shufflevector' op mask index 61 is out of range for two vectors of 4 elements (LLVM takes 0 to 7 or -1)
// CHECK-NOT: error
llvm.func @f(%a: vector<4xf32>, %b: vector<4xf32>) -> vector<2xf32> {
  %0 = llvm.shufflevector %a, %b [0, 61] : vector<4xf32>
  llvm.return %0 : vector<2xf32>
}
