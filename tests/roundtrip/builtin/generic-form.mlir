// Ops written in the generic form: properties, attributes, regions, successors, results.
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> (i32, i32), sym_name = "generic", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %1:2 = "arith.mulsi_extended"(%0, %0) : (i32, i32) -> (i32, i32)
    "cf.cond_br"(%arg1, %1#0, %1#1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> {test.tag = "x"} : (i1, i32, i32) -> ()
  ^bb1(%2: i32):
    "func.return"(%2, %2) : (i32, i32) -> ()
  ^bb2(%3: i32):
    "func.return"(%3, %0) : (i32, i32) -> ()
  }) {test.discardable} : () -> ()
}) {test.mod = 1 : i32} : () -> ()
