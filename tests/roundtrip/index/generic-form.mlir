// The index dialect in the generic form: properties (`value`, `pred`) spelled out, the
// predicate attribute `#index<cmp_predicate ...>`, bool constants as `true`/`false`, and
// discardable attributes beside properties.
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, i32) -> (index, i1), sym_name = "g"}> ({
  ^bb0(%a: index, %b: index, %i: i32):
    %0 = "index.constant"() <{value = 5 : index}> : () -> index
    %1 = "index.constant"() <{value = -5 : index}> {tag} : () -> index
    %2 = "index.bool.constant"() <{value = true}> : () -> i1
    %3 = "index.add"(%a, %0) : (index, index) -> index
    %4 = "index.sub"(%3, %1) : (index, index) -> index
    %5 = "index.floordivs"(%4, %b) : (index, index) -> index
    %6 = "index.shrs"(%5, %0) : (index, index) -> index
    %7 = "index.maxu"(%6, %b) {note = "x"} : (index, index) -> index
    %8 = "index.casts"(%i) : (i32) -> index
    %9 = "index.castu"(%7) : (index) -> i64
    %10 = "index.sizeof"() : () -> index
    %11 = "index.cmp"(%8, %10) <{pred = #index<cmp_predicate sge>}> : (index, index) -> i1
    %12 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate ne>}> {tag} : (index, index) -> i1
    %13 = "arith.andi"(%11, %12) : (i1, i1) -> i1
    %14 = "arith.andi"(%13, %2) : (i1, i1) -> i1
    "func.return"(%7, %14) : (index, i1) -> ()
  }) : () -> ()
}) : () -> ()
