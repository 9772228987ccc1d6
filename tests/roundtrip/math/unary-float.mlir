// Every one-operand float op of the math dialect, scalar f32.

func.func @unary_f32(%x: f32) -> f32 {
  %0 = math.absf %x : f32
  %1 = math.acos %0 : f32
  %2 = math.acosh %1 : f32
  %3 = math.asin %2 : f32
  %4 = math.asinh %3 : f32
  %5 = math.atan %4 : f32
  %6 = math.atanh %5 : f32
  %7 = math.cbrt %6 : f32
  %8 = math.ceil %7 : f32
  %9 = math.cos %8 : f32
  %10 = math.cosh %9 : f32
  %11 = math.erf %10 : f32
  %12 = math.erfc %11 : f32
  %13 = math.exp %12 : f32
  %14 = math.exp2 %13 : f32
  %15 = math.expm1 %14 : f32
  %16 = math.floor %15 : f32
  %17 = math.log %16 : f32
  %18 = math.log10 %17 : f32
  %19 = math.log1p %18 : f32
  %20 = math.log2 %19 : f32
  %21 = math.round %20 : f32
  %22 = math.roundeven %21 : f32
  %23 = math.rsqrt %22 : f32
  %24 = math.sin %23 : f32
  %25 = math.sinh %24 : f32
  %26 = math.sqrt %25 : f32
  %27 = math.tan %26 : f32
  %28 = math.tanh %27 : f32
  %29 = math.trunc %28 : f32
  return %29 : f32
}

// Other float widths.
func.func @unary_widths(%h: f16, %b: bf16, %d: f64, %t: tf32, %e: f8E4M3FN) -> (f16, bf16, f64, tf32, f8E4M3FN) {
  %0 = math.sqrt %h : f16
  %1 = math.exp %b : bf16
  %2 = math.log %d : f64
  %3 = math.absf %t : tf32
  %4 = math.floor %e : f8E4M3FN
  return %0, %1, %2, %3, %4 : f16, bf16, f64, tf32, f8E4M3FN
}
