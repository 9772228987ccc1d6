// Accuracy of the f32 expansions against libm (the double functions): Inputs/accuracy.c
// evaluates each function over 2^19 strided bit patterns of the type, 2^19 samples of its
// interesting range and the special values (signed zeros, infinities, NaN, subnormals,
// overflow and underflow thresholds), prints its maximum error in ulp, and fails when a
// bound is exceeded or a special value is wrong. sin/cos/tan are checked for |x| <= 2^17
// (beyond: finite, and within [-1, 1] for sin and cos).
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation)' %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: mlirc %t.mlir -c -o %t.o
// RUN: cc -O2 -DF32 %S/Inputs/accuracy.c %t.o -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same with the polynomials through fma (what the vectorizer asks for on targets with FMA):
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation{fma=true})' %s -o %t.fma.mlir
// RUN: mlirc %t.fma.mlir -c -o %t.fma.o
// RUN: cc -O2 -DF32 %S/Inputs/accuracy.c %t.fma.o -lm -o %t.fma.exe
// RUN: %t.fma.exe | FileCheck %s

// Nothing but the ops that are LLVM intrinsics everywhere is left.
// IR-NOT: math.{{(exp|exp2|expm1|log|log2|log10|log1p|sin|cos|tan|tanh|sinh|cosh|erf|erfc|atan|atan2|asin|acos|powf|fpowi|cbrt|rsqrt) }}
// CHECK: exp f32: max {{[0-9]+\.[0-9]+}} ulp (bound 1.5) ok
// CHECK: exp2 f32: max {{[0-9]+\.[0-9]+}} ulp (bound 1.5) ok
// CHECK: expm1 f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: log f32: max {{[0-9]+\.[0-9]+}} ulp (bound 1) ok
// CHECK: log2 f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: log10 f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: log1p f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2.5) ok
// CHECK: sin f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: cos f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: sin-wide f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: cos-wide f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: tan f32: max {{[0-9]+\.[0-9]+}} ulp (bound 3) ok
// CHECK: tanh f32: max {{[0-9]+\.[0-9]+}} ulp (bound 3) ok
// CHECK: sinh f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2.5) ok
// CHECK: cosh f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: erf f32: max {{[0-9]+\.[0-9]+}} ulp (bound 1.5) ok
// CHECK: erfc f32: max {{[0-9]+\.[0-9]+}} ulp (bound 4) ok
// CHECK: atan f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2.5) ok
// CHECK: asin f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2.5) ok
// CHECK: acos f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: cbrt f32: max {{[0-9]+\.[0-9]+}} ulp (bound 1) ok
// CHECK: rsqrt f32: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: atan2 f32: max {{[0-9]+\.[0-9]+}} ulp (bound 3) ok
// CHECK: powf f32: max {{[0-9]+\.[0-9]+}} ulp (bound 1) ok
// CHECK: fpowi f32: max {{[0-9]+\.[0-9]+}} ulp (bound 1) ok

func.func @exp_f32(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}

func.func @exp2_f32(%x: f32) -> f32 {
  %r = math.exp2 %x : f32
  return %r : f32
}

func.func @expm1_f32(%x: f32) -> f32 {
  %r = math.expm1 %x : f32
  return %r : f32
}

func.func @log_f32(%x: f32) -> f32 {
  %r = math.log %x : f32
  return %r : f32
}

func.func @log2_f32(%x: f32) -> f32 {
  %r = math.log2 %x : f32
  return %r : f32
}

func.func @log10_f32(%x: f32) -> f32 {
  %r = math.log10 %x : f32
  return %r : f32
}

func.func @log1p_f32(%x: f32) -> f32 {
  %r = math.log1p %x : f32
  return %r : f32
}

func.func @sin_f32(%x: f32) -> f32 {
  %r = math.sin %x : f32
  return %r : f32
}

func.func @cos_f32(%x: f32) -> f32 {
  %r = math.cos %x : f32
  return %r : f32
}

func.func @tan_f32(%x: f32) -> f32 {
  %r = math.tan %x : f32
  return %r : f32
}

func.func @tanh_f32(%x: f32) -> f32 {
  %r = math.tanh %x : f32
  return %r : f32
}

func.func @sinh_f32(%x: f32) -> f32 {
  %r = math.sinh %x : f32
  return %r : f32
}

func.func @cosh_f32(%x: f32) -> f32 {
  %r = math.cosh %x : f32
  return %r : f32
}

func.func @erf_f32(%x: f32) -> f32 {
  %r = math.erf %x : f32
  return %r : f32
}

func.func @erfc_f32(%x: f32) -> f32 {
  %r = math.erfc %x : f32
  return %r : f32
}

func.func @atan_f32(%x: f32) -> f32 {
  %r = math.atan %x : f32
  return %r : f32
}

func.func @asin_f32(%x: f32) -> f32 {
  %r = math.asin %x : f32
  return %r : f32
}

func.func @acos_f32(%x: f32) -> f32 {
  %r = math.acos %x : f32
  return %r : f32
}

func.func @cbrt_f32(%x: f32) -> f32 {
  %r = math.cbrt %x : f32
  return %r : f32
}

func.func @rsqrt_f32(%x: f32) -> f32 {
  %r = math.rsqrt %x : f32
  return %r : f32
}

func.func @atan2_f32(%x: f32, %y: f32) -> f32 {
  %r = math.atan2 %x, %y : f32
  return %r : f32
}

func.func @powf_f32(%x: f32, %y: f32) -> f32 {
  %r = math.powf %x, %y : f32
  return %r : f32
}

func.func @fpowi_f32(%x: f32, %n: i32) -> f32 {
  %r = math.fpowi %x, %n : f32, i32
  return %r : f32
}
