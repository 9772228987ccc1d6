// Location aliases defined after their use, as mlir-opt --mlir-print-debuginfo and torch-mlir
// print them: a trailing loc(#alias) of an op, a function argument or a block argument may
// name an alias the file defines later.
// RUN: mlirc --emit=mlir --mlir-print-debuginfo %s | FileCheck %s

// CHECK: func.func @f(%arg0: i32 loc("model.py":3:4)) -> i32 {
// CHECK:   %0 = arith.addi %arg0, %arg0 : i32 loc("model.py":5:6)
// CHECK:   cf.br ^bb1(%0 : i32) loc(callsite("model.py":1:2 at "model.py":5:6))
// CHECK: ^bb1(%1: i32 loc(fused["model.py":1:2, "model.py":5:6])):
// CHECK:   return %1 : i32 loc("model.py":1:2)
// CHECK: } loc("f"("model.py":1:2))
#loc = loc("model.py":1:2)
func.func @f(%arg0: i32 loc(#loc2)) -> i32 {
  %0 = arith.addi %arg0, %arg0 : i32 loc(#loc3)
  cf.br ^bb1(%0 : i32) loc(#loc4)
^bb1(%1: i32 loc(#loc5)):
  return %1 : i32 loc(#loc)
} loc(#loc6)
#loc2 = loc("model.py":3:4)
#loc3 = loc("model.py":5:6)
#loc4 = loc(callsite(#loc at #loc3))
#loc5 = loc(fused[#loc, #loc3])
#loc6 = loc("f"(#loc))
