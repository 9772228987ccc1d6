// complex arithmetic chains: add/sub/mul/div/neg/conj on f32 and f64, mixed with
// construction (create, re, im) and constants, with fastmath flags on some and equality tests.
func.func @poly(%z: complex<f32>) -> complex<f32> {
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %two = complex.constant [2.0 : f32, -1.0 : f32] : complex<f32>
  %0 = complex.mul %z, %z : complex<f32>
  %1 = complex.mul %0, %two fastmath<contract> : complex<f32>
  %2 = complex.add %1, %z : complex<f32>
  %3 = complex.sub %2, %one fastmath<nnan,ninf> : complex<f32>
  %4 = complex.div %3, %z : complex<f32>
  return %4 : complex<f32>
}

func.func @by_parts(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %ar = complex.re %a : complex<f64>
  %ai = complex.im %a : complex<f64>
  %br = complex.re %b : complex<f64>
  %bi = complex.im %b : complex<f64>
  %rr = arith.mulf %ar, %br : f64
  %ii = arith.mulf %ai, %bi : f64
  %ri = arith.mulf %ar, %bi : f64
  %ir = arith.mulf %ai, %br : f64
  %re = arith.subf %rr, %ii : f64
  %im = arith.addf %ri, %ir : f64
  %p = complex.create %re, %im : complex<f64>
  %q = complex.mul %a, %b : complex<f64>
  %d = complex.sub %p, %q : complex<f64>
  return %d : complex<f64>
}

func.func @signs(%a: complex<f32>) -> (complex<f32>, i1, i1) {
  %0 = complex.neg %a : complex<f32>
  %1 = complex.conj %0 fastmath<nsz> : complex<f32>
  %2 = complex.neg %1 {tag} : complex<f32>
  %3 = complex.conj %2 : complex<f32>
  %4 = complex.eq %3, %a : complex<f32>
  %5 = complex.neq %0, %a : complex<f32>
  return %3, %4, %5 : complex<f32>, i1, i1
}

func.func @norm_squared(%a: complex<f32>) -> f32 {
  %c = complex.conj %a : complex<f32>
  %m = complex.mul %a, %c : complex<f32>
  %r = complex.re %m : complex<f32>
  return %r : f32
}
