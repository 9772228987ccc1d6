// Casts at the edges of their ranges: fptosi/fptoui of in-range values (truncation toward
// zero, negative fractions, the largest exact values), sitofp/uitofp of extreme integers
// (rounding), truncf rounding and overflow to inf, extf of subnormals, trunci/extsi/extui
// of extreme values, index_cast/index_castui, and bitcast.
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @si(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @ui(%v: i64) {
  call @printU64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @f32(%v: f32) {
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @f64(%v: f64) {
  call @printF64(%v) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  // fptosi / fptoui, in range.
  %a = arith.constant -2.75 : f64
  %a1 = arith.fptosi %a : f64 to i64
  call @si(%a1) : (i64) -> ()
  %a2 = arith.fptosi %a : f64 to i8
  %a2x = arith.extsi %a2 : i8 to i64
  call @si(%a2x) : (i64) -> ()
  %b = arith.constant -0.999 : f32
  %b1 = arith.fptosi %b : f32 to i32
  %b1x = arith.extsi %b1 : i32 to i64
  call @si(%b1x) : (i64) -> ()
  %c = arith.constant 127.9 : f32
  %c1 = arith.fptosi %c : f32 to i8
  %c1x = arith.extsi %c1 : i8 to i64
  call @si(%c1x) : (i64) -> ()
  %d = arith.constant -128.5 : f64
  %d1 = arith.fptosi %d : f64 to i8
  %d1x = arith.extsi %d1 : i8 to i64
  call @si(%d1x) : (i64) -> ()
  %e = arith.constant 255.5 : f32
  %e1 = arith.fptoui %e : f32 to i8
  %e1x = arith.extui %e1 : i8 to i64
  call @si(%e1x) : (i64) -> ()
  %f = arith.constant 9.2233720368547748e18 : f64
  %f1 = arith.fptoui %f : f64 to i64
  call @ui(%f1) : (i64) -> ()
  %g = arith.constant -9.2233720368547758e18 : f64
  %g1 = arith.fptosi %g : f64 to i64
  call @si(%g1) : (i64) -> ()
  %h = arith.constant 4294967295.0 : f64
  %h1 = arith.fptoui %h : f64 to i32
  %h1x = arith.extui %h1 : i32 to i64
  call @si(%h1x) : (i64) -> ()
  // sitofp / uitofp.
  %m64 = arith.constant 9223372036854775807 : i64
  %n64 = arith.constant -9223372036854775808 : i64
  %allones = arith.constant -1 : i64
  %s1 = arith.sitofp %m64 : i64 to f64
  call @f64(%s1) : (f64) -> ()
  %s2 = arith.sitofp %n64 : i64 to f32
  call @f32(%s2) : (f32) -> ()
  %s3 = arith.uitofp %allones : i64 to f64
  call @f64(%s3) : (f64) -> ()
  %s4 = arith.uitofp %allones : i64 to f32
  call @f32(%s4) : (f32) -> ()
  %odd = arith.constant 16777217 : i32
  %s5 = arith.sitofp %odd : i32 to f32
  call @f32(%s5) : (f32) -> ()
  %m8 = arith.constant -1 : i8
  %s6 = arith.uitofp %m8 : i8 to f32
  call @f32(%s6) : (f32) -> ()
  %s7 = arith.sitofp %m8 : i8 to f64
  call @f64(%s7) : (f64) -> ()
  // truncf / extf.
  %t1 = arith.constant 3.4028235677973366e38 : f64
  %t1f = arith.truncf %t1 : f64 to f32
  call @f32(%t1f) : (f32) -> ()
  %t2 = arith.constant 1.0e39 : f64
  %t2f = arith.truncf %t2 : f64 to f32
  call @f32(%t2f) : (f32) -> ()
  %t3 = arith.constant 0.1 : f64
  %t3f = arith.truncf %t3 : f64 to f32
  %t3d = arith.extf %t3f : f32 to f64
  call @f64(%t3d) : (f64) -> ()
  %t4 = arith.constant 1.0e-45 : f32
  %t4d = arith.extf %t4 : f32 to f64
  call @f64(%t4d) : (f64) -> ()
  %t5 = arith.constant 1.0e-50 : f64
  %t5f = arith.truncf %t5 : f64 to f32
  call @f32(%t5f) : (f32) -> ()
  // trunci / extsi / extui.
  %w = arith.constant 0x123456789ABCDEF0 : i64
  %w8 = arith.trunci %w : i64 to i8
  %w8s = arith.extsi %w8 : i8 to i64
  call @si(%w8s) : (i64) -> ()
  %w8u = arith.extui %w8 : i8 to i64
  call @si(%w8u) : (i64) -> ()
  %w16 = arith.trunci %w : i64 to i16
  %w16s = arith.extsi %w16 : i16 to i64
  call @si(%w16s) : (i64) -> ()
  %w32 = arith.trunci %w : i64 to i32
  %w32s = arith.extsi %w32 : i32 to i64
  call @si(%w32s) : (i64) -> ()
  %w32u = arith.extui %w32 : i32 to i64
  call @si(%w32u) : (i64) -> ()
  %w1 = arith.trunci %w : i64 to i1
  %w1s = arith.extsi %w1 : i1 to i64
  call @si(%w1s) : (i64) -> ()
  %odd64 = arith.constant 7 : i64
  %o1 = arith.trunci %odd64 : i64 to i1
  %o1s = arith.extsi %o1 : i1 to i64
  call @si(%o1s) : (i64) -> ()
  %o1u = arith.extui %o1 : i1 to i64
  call @si(%o1u) : (i64) -> ()
  // index_cast / index_castui.
  %neg32 = arith.constant -5 : i32
  %i1 = arith.index_cast %neg32 : i32 to index
  %i1x = arith.index_cast %i1 : index to i64
  call @si(%i1x) : (i64) -> ()
  %i2 = arith.index_castui %neg32 : i32 to index
  %i2x = arith.index_cast %i2 : index to i64
  call @si(%i2x) : (i64) -> ()
  %i3 = arith.index_cast %n64 : i64 to index
  %i3b = arith.index_cast %i3 : index to i16
  %i3x = arith.extsi %i3b : i16 to i64
  call @si(%i3x) : (i64) -> ()
  // bitcast.
  %fb = arith.constant -1.5 : f64
  %bi = arith.bitcast %fb : f64 to i64
  call @si(%bi) : (i64) -> ()
  %ib = arith.constant 1078530011 : i32
  %bf = arith.bitcast %ib : i32 to f32
  call @f32(%bf) : (f32) -> ()
  return
}
