// scf ops written in the generic form with explicit terminators.

"builtin.module"() ({
  "func.func"() <{function_type = (index, i1, f32) -> f32, sym_name = "generic"}> ({
  ^bb0(%n: index, %c: i1, %x: f32):
    %0 = "scf.for"(%n, %n, %n, %x) ({
    ^bb0(%i: index, %acc: f32):
      "scf.yield"(%acc) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    %1 = "scf.if"(%c) ({
      "scf.yield"(%0) : (f32) -> ()
    }, {
      "scf.yield"(%x) : (f32) -> ()
    }) : (i1) -> f32
    "scf.if"(%c) ({
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %2 = "scf.while"(%1) ({
    ^bb0(%a: f32):
      "scf.condition"(%c, %a) : (i1, f32) -> ()
    }, {
    ^bb0(%b: f32):
      "scf.yield"(%b) : (f32) -> ()
    }) : (f32) -> f32
    %3 = "scf.parallel"(%n, %n, %n, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%i: index):
      "scf.reduce"(%x) ({
      ^bb0(%l: f32, %r: f32):
        "scf.reduce.return"(%l) : (f32) -> ()
      }) : (f32) -> ()
    }) : (index, index, index, f32) -> f32
    "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
    ^bb0(%i: index, %j: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    %4 = "scf.index_switch"(%n) <{cases = array<i64: 3>}> ({
      "scf.yield"(%3) : (f32) -> ()
    }, {
      "scf.yield"(%x) : (f32) -> ()
    }) : (index) -> f32
    %5 = "scf.execute_region"() <{no_inline}> ({
      "scf.yield"(%4) : (f32) -> ()
    }) : () -> f32
    "func.return"(%5) : (f32) -> ()
  }) : () -> ()
}) : () -> ()
