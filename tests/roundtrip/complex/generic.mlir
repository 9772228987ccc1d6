// The generic form, properties spelled out.
"builtin.module"() ({
  "func.func"() <{function_type = (complex<f32>, i32, f32) -> (), sym_name = "f"}> ({
  ^bb0(%a: complex<f32>, %n: i32, %x: f32):
    %0 = "complex.constant"() <{value = [1.0 : f32, 2.0 : f32]}> : () -> complex<f32>
    %1 = "complex.create"(%x, %x) : (f32, f32) -> complex<f32>
    %2 = "complex.re"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
    %3 = "complex.add"(%a, %0) <{fastmath = #arith.fastmath<nnan>}> : (complex<f32>, complex<f32>) -> complex<f32>
    %4 = "complex.powi"(%a, %n) : (complex<f32>, i32) -> complex<f32>
    %5 = "complex.powi"(%a, %n) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, i32) -> complex<f32>
    %6 = "complex.eq"(%a, %1) : (complex<f32>, complex<f32>) -> i1
    %7 = "complex.bitcast"(%a) : (complex<f32>) -> i64
    %8 = "complex.abs"(%a) <{fastmath = #arith.fastmath<fast>}> {tag} : (complex<f32>) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()
