// Differential sanity: the expansions, run on a few values (f32, f64, f16 and bf16 through
// f32 wrappers, and a vector<4xf32> whose lanes are computed together), print what libm
// prints. Inputs/differential.c is built twice, once on the expanded functions and once on
// libm's, and the two outputs must be equal.
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation)' %s -o %t.mlir
// RUN: mlirc %t.mlir -c -o %t.o
// RUN: cc -O2 %S/Inputs/differential.c %t.o -lm -o %t.exe
// RUN: cc -O2 -DLIBM %S/Inputs/differential.c -lm -o %t.libm.exe
// RUN: %t.exe > %t.out
// RUN: %t.libm.exe > %t.libm.out
// RUN: diff %t.libm.out %t.out
// RUN: FileCheck %s < %t.out
// CHECK: sin f64 0.5 = 0.479425538604
// CHECK: tanh bf16 0.5 = 0.4629
// CHECK: exp f32 1 = 2.71828
// CHECK: exp f16 1 = 2.719
// CHECK: log f32 -3 = nan
// CHECK: pow f32 2 10 = 1024
// CHECK: exp v4 0.5 1 2 -3 = 1.64872 2.71828 7.38906 0.0497871

func.func @exp_f32(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}
func.func @log_f32(%x: f32) -> f32 {
  %r = math.log %x : f32
  return %r : f32
}
func.func @sin_f32(%x: f32) -> f32 {
  %r = math.sin %x : f32
  return %r : f32
}
func.func @erf_f32(%x: f32) -> f32 {
  %r = math.erf %x : f32
  return %r : f32
}
func.func @pow_f32(%x: f32, %y: f32) -> f32 {
  %r = math.powf %x, %y : f32
  return %r : f32
}
func.func @exp_f64(%x: f64) -> f64 {
  %r = math.exp %x : f64
  return %r : f64
}
func.func @sin_f64(%x: f64) -> f64 {
  %r = math.sin %x : f64
  return %r : f64
}
func.func @tanh_f64(%x: f64) -> f64 {
  %r = math.tanh %x : f64
  return %r : f64
}
func.func @exp_f16(%x: f32) -> f32 {
  %h = arith.truncf %x : f32 to f16
  %r = math.exp %h : f16
  %e = arith.extf %r : f16 to f32
  return %e : f32
}
func.func @tanh_bf16(%x: f32) -> f32 {
  %h = arith.truncf %x : f32 to bf16
  %r = math.tanh %h : bf16
  %e = arith.extf %r : bf16 to f32
  return %e : f32
}
func.func @exp_v4(%v: vector<4xf32>) -> vector<4xf32> {
  %r = math.exp %v : vector<4xf32>
  return %r : vector<4xf32>
}
