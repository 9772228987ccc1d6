// Accuracy of the f64 expansions against libm (the long double functions): Inputs/accuracy.c
// evaluates each function over 2^19 strided bit patterns of the type, 2^19 samples of its
// interesting range and the special values (signed zeros, infinities, NaN, subnormals,
// overflow and underflow thresholds), prints its maximum error in ulp, and fails when a
// bound is exceeded or a special value is wrong. sin/cos/tan are checked for |x| <= 2^17
// (beyond: finite, and within [-1, 1] for sin and cos).
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation)' %s -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: mlirc %t.mlir -c -o %t.o
// RUN: cc -O2 -DF64 %S/Inputs/accuracy.c %t.o -lm -o %t.exe
// RUN: %t.exe | FileCheck %s
// The same with the polynomials through fma (what the vectorizer asks for on targets with FMA):
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation{fma=true})' %s -o %t.fma.mlir
// RUN: mlirc %t.fma.mlir -c -o %t.fma.o
// RUN: cc -O2 -DF64 %S/Inputs/accuracy.c %t.fma.o -lm -o %t.fma.exe
// RUN: %t.fma.exe | FileCheck %s

// Nothing but the ops that are LLVM intrinsics everywhere is left.
// IR-NOT: math.{{(exp|exp2|expm1|log|log2|log10|log1p|sin|cos|tan|tanh|sinh|cosh|atan|atan2|asin|acos|cbrt|rsqrt) }}
// CHECK: exp f64: max {{[0-9]+\.[0-9]+}} ulp (bound 1.5) ok
// CHECK: exp2 f64: max {{[0-9]+\.[0-9]+}} ulp (bound 1.5) ok
// CHECK: expm1 f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: log f64: max {{[0-9]+\.[0-9]+}} ulp (bound 1) ok
// CHECK: log2 f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: log10 f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: log1p f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2.5) ok
// CHECK: sin f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: cos f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: sin-wide f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: cos-wide f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: tan f64: max {{[0-9]+\.[0-9]+}} ulp (bound 3) ok
// CHECK: tanh f64: max {{[0-9]+\.[0-9]+}} ulp (bound 3) ok
// CHECK: sinh f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2.5) ok
// CHECK: cosh f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: atan f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2.5) ok
// CHECK: asin f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2.5) ok
// CHECK: acos f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: cbrt f64: max {{[0-9]+\.[0-9]+}} ulp (bound 1) ok
// CHECK: rsqrt f64: max {{[0-9]+\.[0-9]+}} ulp (bound 2) ok
// CHECK: atan2 f64: max {{[0-9]+\.[0-9]+}} ulp (bound 3) ok

func.func @exp_f64(%x: f64) -> f64 {
  %r = math.exp %x : f64
  return %r : f64
}

func.func @exp2_f64(%x: f64) -> f64 {
  %r = math.exp2 %x : f64
  return %r : f64
}

func.func @expm1_f64(%x: f64) -> f64 {
  %r = math.expm1 %x : f64
  return %r : f64
}

func.func @log_f64(%x: f64) -> f64 {
  %r = math.log %x : f64
  return %r : f64
}

func.func @log2_f64(%x: f64) -> f64 {
  %r = math.log2 %x : f64
  return %r : f64
}

func.func @log10_f64(%x: f64) -> f64 {
  %r = math.log10 %x : f64
  return %r : f64
}

func.func @log1p_f64(%x: f64) -> f64 {
  %r = math.log1p %x : f64
  return %r : f64
}

func.func @sin_f64(%x: f64) -> f64 {
  %r = math.sin %x : f64
  return %r : f64
}

func.func @cos_f64(%x: f64) -> f64 {
  %r = math.cos %x : f64
  return %r : f64
}

func.func @tan_f64(%x: f64) -> f64 {
  %r = math.tan %x : f64
  return %r : f64
}

func.func @tanh_f64(%x: f64) -> f64 {
  %r = math.tanh %x : f64
  return %r : f64
}

func.func @sinh_f64(%x: f64) -> f64 {
  %r = math.sinh %x : f64
  return %r : f64
}

func.func @cosh_f64(%x: f64) -> f64 {
  %r = math.cosh %x : f64
  return %r : f64
}

func.func @atan_f64(%x: f64) -> f64 {
  %r = math.atan %x : f64
  return %r : f64
}

func.func @asin_f64(%x: f64) -> f64 {
  %r = math.asin %x : f64
  return %r : f64
}

func.func @acos_f64(%x: f64) -> f64 {
  %r = math.acos %x : f64
  return %r : f64
}

func.func @cbrt_f64(%x: f64) -> f64 {
  %r = math.cbrt %x : f64
  return %r : f64
}

func.func @rsqrt_f64(%x: f64) -> f64 {
  %r = math.rsqrt %x : f64
  return %r : f64
}

func.func @atan2_f64(%x: f64, %y: f64) -> f64 {
  %r = math.atan2 %x, %y : f64
  return %r : f64
}
