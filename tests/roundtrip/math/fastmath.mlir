// RUN: mlirc %s --emit=mlir | FileCheck %s
// Fast-math flags: printed canonically (enum order, `fast` for all, nothing for `none`).

// CHECK-LABEL: func.func @flags
func.func @flags(%a: f32, %b: f32, %c: f32, %i: i32) -> f32 {
  // CHECK: math.exp %{{.*}} fastmath<fast> : f32
  %0 = math.exp %a fastmath<fast> : f32
  // CHECK: math.sqrt %{{.*}} : f32
  %1 = math.sqrt %0 fastmath<none> : f32
  // CHECK: math.powf %{{.*}}, %{{.*}} fastmath<nnan,afn> : f32
  %2 = math.powf %1, %b fastmath<afn,nnan> : f32
  // CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} fastmath<reassoc,contract> : f32
  %3 = math.fma %2, %b, %c fastmath<contract, reassoc> : f32
  // CHECK: math.atan2 %{{.*}}, %{{.*}} fastmath<fast> : f32
  %4 = math.atan2 %3, %c fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc> : f32
  // CHECK: math.copysign %{{.*}}, %{{.*}} fastmath<ninf,nsz,arcp> : f32
  %5 = math.copysign %4, %a fastmath<arcp,nsz,ninf> : f32
  // CHECK: math.fpowi %{{.*}}, %{{.*}} fastmath<afn> : f32, i32
  %6 = math.fpowi %5, %i fastmath<afn> : f32, i32
  // CHECK: math.clampf %{{.*}} to [%{{.*}}, %{{.*}}] fastmath<nnan> : f32
  %7 = math.clampf %6 to [%a, %b] fastmath<nnan> : f32
  // CHECK: math.tanh %{{.*}} fastmath<fast> {note = "x"} : f32
  %8 = math.tanh %7 fastmath<fast> {note = "x"} : f32
  // CHECK: math.log1p %{{.*}} fastmath<fast> : f32
  %9 = math.log1p %8 fastmath<none, fast> : f32
  return %9 : f32
}

// Generic-form properties print in the same canonical form.
// CHECK-LABEL: func.func @generic_flags
func.func @generic_flags(%a: f64) -> f64 {
  // CHECK: math.cos %{{.*}} fastmath<nnan,ninf> : f64
  %0 = "math.cos"(%a) <{fastmath = #arith.fastmath<ninf, nnan>}> : (f64) -> f64
  // CHECK: math.sin %{{.*}} : f64
  %1 = "math.sin"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
  return %1 : f64
}
