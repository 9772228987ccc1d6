// The complex dialect's ops in their custom forms: construction and access, arithmetic,
// comparisons, elementary functions, bitcasts, on f32, f64, f16 and bf16 parts.
func.func @f(%a: complex<f32>, %b: complex<f32>, %x: f32, %y: f32, %n: i32, %d: complex<f64>) -> complex<f32> {
  %c = complex.create %x, %y : complex<f32>
  %re = complex.re %a : complex<f32>
  %im = complex.im %a : complex<f32>
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b : complex<f32>
  %2 = complex.mul %a, %b : complex<f32>
  %3 = complex.div %a, %b : complex<f32>
  %4 = complex.neg %a : complex<f32>
  %5 = complex.conj %a : complex<f32>
  %6 = complex.abs %a : complex<f32>
  %7 = complex.exp %a : complex<f32>
  %8 = complex.expm1 %a : complex<f32>
  %9 = complex.log %a : complex<f32>
  %10 = complex.log1p %a : complex<f32>
  %11 = complex.sqrt %a : complex<f32>
  %12 = complex.rsqrt %a : complex<f32>
  %13 = complex.pow %a, %b : complex<f32>
  %14 = complex.powi %a, %n : complex<f32>, i32
  %15 = complex.sin %a : complex<f32>
  %16 = complex.cos %a : complex<f32>
  %17 = complex.tan %a : complex<f32>
  %18 = complex.tanh %a : complex<f32>
  %19 = complex.sign %a : complex<f32>
  %20 = complex.angle %a : complex<f32>
  %21 = complex.atan2 %a, %b : complex<f32>
  %22 = complex.eq %a, %b : complex<f32>
  %23 = complex.neq %a, %b : complex<f32>
  %24 = complex.bitcast %d : complex<f64> to i128
  %25 = complex.bitcast %24 : i128 to complex<f64>
  %26 = complex.bitcast %a : complex<f32> to f64
  %27 = complex.bitcast %26 : f64 to complex<f32>
  %28 = complex.bitcast %a : complex<f32> to complex<f32>
  %29 = complex.add %d, %d : complex<f64>
  %30 = complex.abs %d : complex<f64>
  return %c : complex<f32>
}

func.func @half(%h: complex<f16>, %b: complex<bf16>) -> (complex<f16>, bf16) {
  %0 = complex.mul %h, %h : complex<f16>
  %1 = complex.im %b : complex<bf16>
  return %0, %1 : complex<f16>, bf16
}

func.func @attrs(%a: complex<f32>, %x: f32, %n: i64) {
  %0 = complex.re %a {tag} : complex<f32>
  %1 = complex.create %x, %x {tag = 1 : i32} : complex<f32>
  %2 = complex.eq %a, %a {tag} : complex<f32>
  %3 = complex.powi %a, %n {tag} : complex<f32>, i64
  %4 = complex.exp %a {tag} : complex<f32>
  %5 = complex.bitcast %a {tag} : complex<f32> to i64
  return
}
