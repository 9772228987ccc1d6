// Elementary functions of complex numbers: exp/expm1/log/log1p, sqrt/rsqrt, pow/powi, the
// trigonometric and hyperbolic functions, abs/angle/sign, atan2, on f32 and f64, with and
// without fastmath flags.
func.func @exp_log(%a: complex<f32>) -> complex<f32> {
  %0 = complex.exp %a : complex<f32>
  %1 = complex.log %0 : complex<f32>
  %2 = complex.expm1 %1 fastmath<afn> : complex<f32>
  %3 = complex.log1p %2 fastmath<afn> : complex<f32>
  return %3 : complex<f32>
}

func.func @roots_and_powers(%a: complex<f64>, %b: complex<f64>, %n: i32, %m: i64) -> complex<f64> {
  %0 = complex.sqrt %a : complex<f64>
  %1 = complex.rsqrt %0 : complex<f64>
  %2 = complex.pow %1, %b : complex<f64>
  %3 = complex.powi %2, %n : complex<f64>, i32
  %4 = complex.powi %3, %m fastmath<fast> : complex<f64>, i64
  return %4 : complex<f64>
}

func.func @trig(%a: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %0 = complex.sin %a : complex<f32>
  %1 = complex.cos %a : complex<f32>
  %2 = complex.tan %a fastmath<nnan> : complex<f32>
  %3 = complex.tanh %a : complex<f32>
  return %0, %1, %2, %3 : complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @polar(%a: complex<f64>) -> complex<f64> {
  %r = complex.abs %a : complex<f64>
  %t = complex.angle %a : complex<f64>
  %c = math.cos %t : f64
  %s = math.sin %t : f64
  %x = arith.mulf %r, %c : f64
  %y = arith.mulf %r, %s : f64
  %z = complex.create %x, %y : complex<f64>
  return %z : complex<f64>
}

func.func @sign_atan2(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.sign %a : complex<f32>
  %1 = complex.atan2 %0, %b fastmath<contract> : complex<f32>
  %2 = complex.abs %1 fastmath<nnan> : complex<f32>
  %3 = complex.create %2, %2 : complex<f32>
  return %3 : complex<f32>
}
