// Locations of every kind, on ops, block arguments and function arguments; location aliases.
#loc0 = loc("alias.mlir":7:3)
func.func @locs(%a: i32 loc("args.mlir":1:2), %b: i32 loc(unknown)) -> i32 {
  %0 = arith.addi %a, %b : i32 loc("file.mlir":10:8)
  %1 = arith.muli %0, %0 : i32 loc("named"("file.mlir":11:2))
  %2 = arith.subi %1, %0 : i32 loc("just a name")
  %3 = arith.xori %2, %1 : i32 loc(callsite("callee.mlir":1:1 at "caller.mlir":2:2))
  %4 = arith.ori %3, %2 : i32 loc(fused["a.mlir":1:1, "b.mlir":2:2])
  %5 = arith.andi %4, %3 : i32 loc(fused<"meta">["c.mlir":3:3])
  %6 = arith.addi %5, %4 : i32 loc(#loc0)
  cf.br ^bb1(%6 : i32) loc(unknown)
^bb1(%x: i32 loc("blockarg.mlir":5:5)):
  return %x : i32 loc(callsite("f"("x.mlir":1:1) at fused["y.mlir":2:2, unknown]))
} loc("func.mlir":1:1)
