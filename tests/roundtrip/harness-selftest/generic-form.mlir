// Harness self-test: input written in the generic op form, with an explicit
// module, attributes and a multi-block function body.

"builtin.module"() ({
  "func.func"() <{function_type = (i1, i64, i64) -> i64, sym_name = "pick"}> ({
  ^bb0(%c: i1, %x: i64, %y: i64):
    %0 = "arith.constant"() <{value = -7 : i64}> : () -> i64
    %1 = "arith.addi"(%x, %0) <{overflowFlags = #arith.overflow<nsw>}> : (i64, i64) -> i64
    %2 = "arith.select"(%c, %1, %y) : (i1, i64, i64) -> i64
    "func.return"(%2) : (i64) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) {test.note = "generic"} : () -> ()
