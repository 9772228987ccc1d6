// Accuracy of vectorized math (the polynomials of mlirc-math-approximation, expanded on vectors
// by mlirc-vectorize-elementwise in the default pipeline) against libm: Inputs/accuracy.c runs each
// kernel below over 2^21 + 32 inputs (2^20 bit patterns strided over every f32, 2^20 samples of
// the function's interesting range, and the special values: signed zeros, infinities, NaN,
// subnormals, the largest finite values), all in the vector loop (the count is a multiple of
// the vector length), compares each result with the double libm function rounded to float, and
// prints the maximum error in ulp; it fails when a bound is exceeded or a special value is
// wrong. sin/cos are measured for |x| <= 2^17 (beyond: finite and in [-1, 1]). Bounds: exp 1.5,
// log 1, tanh 3, erf 3, sin 2, cos 2, sigmoid 1/(1+exp(-x)) 4 ulp (against the same f32 chain with libm's expf).
// RUN: mlirc %s --compile-to=convert-linalg-to-loops | FileCheck %s --check-prefix=IR
// RUN: mlirc -O2 %s -c --c-interface=all -o %t.o
// RUN: cc -O2 %S/Inputs/accuracy.c %t.o -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// Polynomials through fma, as on targets with FMA (without the instruction, fmaf gives the same):
// RUN: mlirc -O2 --codegen=fma=1 %s -c --c-interface=all -o %t.fma.o
// RUN: cc -O2 %S/Inputs/accuracy.c %t.fma.o -lm -o %t.fma.exe
// RUN: %t.fma.exe | FileCheck %s

// No math op is left on vectors: every vector loop holds the expansion.
// IR-NOT: math.{{(exp|log|tanh|erf|sin|cos) .*}}vector
// IR: vector.load
// IR-NOT: math.{{(exp|log|tanh|erf|sin|cos) .*}}vector
// CHECK: exp f32 vectorized: max {{[0-9]+\.[0-9]+}} ulp (bound 1.5) ok
// CHECK: log f32 vectorized: max {{[0-9]+\.[0-9]+}} ulp (bound 1) ok
// CHECK: tanh f32 vectorized: max {{[0-9]+\.[0-9]+}} ulp (bound 3) ok
// CHECK: erf f32 vectorized: max {{[0-9]+\.[0-9]+}} ulp (bound 3) ok
// CHECK: sin f32 vectorized: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: cos f32 vectorized: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: sigmoid f32 vectorized: max {{[0-9]+\.[0-9]+}} ulp (bound 4) ok
// CHECK: all ok

#id = affine_map<(d0) -> (d0)>
func.func @vexp(%x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  }
  return
}

func.func @vlog(%x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.log %a : f32
    linalg.yield %r : f32
  }
  return
}

func.func @vtanh(%x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.tanh %a : f32
    linalg.yield %r : f32
  }
  return
}

func.func @verf(%x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.erf %a : f32
    linalg.yield %r : f32
  }
  return
}

func.func @vsin(%x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.sin %a : f32
    linalg.yield %r : f32
  }
  return
}

func.func @vcos(%x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.cos %a : f32
    linalg.yield %r : f32
  }
  return
}

func.func @vsigmoid(%x: memref<?xf32>, %y: memref<?xf32>) {
  %one = arith.constant 1.0 : f32
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<?xf32>) outs(%y : memref<?xf32>) {
  ^bb0(%a: f32, %o: f32):
    %n = arith.negf %a : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %r = arith.divf %one, %d : f32
    linalg.yield %r : f32
  }
  return
}
