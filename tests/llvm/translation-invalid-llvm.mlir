// What MLIR's verifiers allow but LLVM's rejects is a diagnostic at the op, not an invalid LLVM
// module: a function with a body named like an LLVM intrinsic, and an llvm.return inside a
// func.func with other results (MLIR checks llvm.return only in an llvm.func). Found by make fuzz.
// RUN: not mlirc %s -c -o %t.o 2>&1 | FileCheck %s
// CHECK: :[[@LINE+2]]:1: error: 'func.func' op '@llvm.prefetch.p0': LLVM reserves the names starting with 'llvm.' for its intrinsics, which cannot have a body
// CHECK-NOT: internal compiler error
func.func @llvm.prefetch.p0(%a: memref<2xf32>) {
  return
}

// CHECK: :[[@LINE+3]]:3: error: 'llvm.return' op returns values that are not those of the function it is in
func.func @f() {
  %0 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
  llvm.return %0 : vector<2xi1>
}
