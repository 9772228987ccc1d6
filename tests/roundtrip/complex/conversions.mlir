// Moving between complex values and other types: bitcasts to and from integers, floats and
// other complex types of the same width, create/re/im with float widths of each kind, and
// part-wise extension and truncation through arith.
func.func @bitcasts(%a: complex<f32>, %d: complex<f64>, %h: complex<f16>) -> (i64, f64, i128, i32, complex<f32>) {
  %0 = complex.bitcast %a : complex<f32> to i64
  %1 = complex.bitcast %a : complex<f32> to f64
  %2 = complex.bitcast %d : complex<f64> to i128
  %3 = complex.bitcast %h : complex<f16> to i32
  %4 = complex.bitcast %0 : i64 to complex<f32>
  %5 = complex.bitcast %1 : f64 to complex<f32>
  %6 = complex.bitcast %4 : complex<f32> to complex<f32>
  return %0, %1, %2, %3, %6 : i64, f64, i128, i32, complex<f32>
}

func.func @from_int(%i: i32) -> complex<f16> {
  %0 = complex.bitcast %i : i32 to complex<f16>
  return %0 : complex<f16>
}

func.func @widen(%a: complex<f32>) -> complex<f64> {
  %re = complex.re %a : complex<f32>
  %im = complex.im %a : complex<f32>
  %re64 = arith.extf %re : f32 to f64
  %im64 = arith.extf %im : f32 to f64
  %r = complex.create %re64, %im64 : complex<f64>
  return %r : complex<f64>
}

func.func @narrow(%a: complex<f64>) -> complex<f16> {
  %re = complex.re %a : complex<f64>
  %im = complex.im %a : complex<f64>
  %re16 = arith.truncf %re : f64 to f16
  %im16 = arith.truncf %im : f64 to f16
  %r = complex.create %re16, %im16 : complex<f16>
  return %r : complex<f16>
}

func.func @from_ints(%x: i32, %y: i32) -> complex<f32> {
  %fx = arith.sitofp %x : i32 to f32
  %fy = arith.uitofp %y : i32 to f32
  %r = complex.create %fx, %fy : complex<f32>
  return %r : complex<f32>
}

func.func @bf16_parts(%a: bf16, %b: bf16) -> complex<bf16> {
  %c = complex.create %a, %b : complex<bf16>
  %d = complex.add %c, %c : complex<bf16>
  return %d : complex<bf16>
}
