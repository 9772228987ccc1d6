// fastmath flags on every op that has them: printed unless `none`; powi's are optional and
// printed whenever present.
func.func @f(%a: complex<f32>, %b: complex<f32>, %n: i32) {
  %0 = complex.add %a, %b fastmath<nnan> : complex<f32>
  %1 = complex.sub %a, %b fastmath<fast> : complex<f32>
  %2 = complex.mul %a, %b fastmath<nnan,ninf> : complex<f32>
  %3 = complex.div %a, %b fastmath<none> : complex<f32>
  %4 = complex.abs %a fastmath<contract> : complex<f32>
  %5 = complex.re %a fastmath<nnan> : complex<f32>
  %6 = complex.im %a fastmath<ninf> : complex<f32>
  %7 = complex.exp %a fastmath<afn> : complex<f32>
  %8 = complex.angle %a fastmath<reassoc,nsz> : complex<f32>
  %9 = complex.powi %a, %n fastmath<none> : complex<f32>, i32
  %10 = complex.powi %a, %n fastmath<arcp> : complex<f32>, i32
  %11 = complex.pow %a, %b fastmath<fast> : complex<f32>
  %12 = complex.sign %a fastmath<nnan> : complex<f32>
  return
}
