// Math ops written in the generic form, with and without the fastmath property.

"builtin.module"() ({
  "func.func"() <{function_type = (f32, i32) -> (f32, i1), sym_name = "generic"}> ({
  ^bb0(%a: f32, %i: i32):
    %0 = "math.absf"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "math.exp"(%0) <{fastmath = #arith.fastmath<fast>}> {tag} : (f32) -> f32
    %2 = "math.fpowi"(%1, %i) <{fastmath = #arith.fastmath<afn>}> : (f32, i32) -> f32
    %3 = "math.ctlz"(%i) : (i32) -> i32
    %4 = "math.isinf"(%2) <{fastmath = #arith.fastmath<ninf>}> : (f32) -> i1
    %5:2 = "math.sincos"(%2) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
    %6 = "math.clampf"(%5#0, %5#1, %a) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %7 = "math.ipowi"(%3, %3) : (i32, i32) -> i32
    "func.return"(%6, %4) : (f32, i1) -> ()
  }) : () -> ()
}) : () -> ()
