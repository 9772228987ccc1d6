// Float arithmetic whose results depend on exact IEEE rounding: remf (fmod semantics, the
// sign of the dividend) with negative operands in f32 and f64, divf results that are not
// representable, accumulation order (1e16 + 1 - 1e16), f32 vs f64 sums of 0.1, negf of
// zeros, and subnormal products.
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @f(%v: f64) {
  call @printF64(%v) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @g(%v: f32) {
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @rem64(%a: f64, %b: f64) {
  %r = arith.remf %a, %b : f64
  call @f(%r) : (f64) -> ()
  return
}

func.func @main() {
  %a = arith.constant 7.5 : f64
  %b = arith.constant 2.0 : f64
  %na = arith.constant -7.5 : f64
  %nb = arith.constant -2.0 : f64
  call @rem64(%a, %b) : (f64, f64) -> ()
  call @rem64(%na, %b) : (f64, f64) -> ()
  call @rem64(%a, %nb) : (f64, f64) -> ()
  call @rem64(%na, %nb) : (f64, f64) -> ()
  %big = arith.constant 1.0e20 : f64
  %three = arith.constant 3.0 : f64
  call @rem64(%big, %three) : (f64, f64) -> ()
  %small = arith.constant 0.1 : f64
  call @rem64(%a, %small) : (f64, f64) -> ()
  %x32 = arith.constant -10.25 : f32
  %y32 = arith.constant 3.0 : f32
  %r32 = arith.remf %x32, %y32 : f32
  call @g(%r32) : (f32) -> ()
  %ny32 = arith.constant -3.0 : f32
  %r32b = arith.remf %y32, %ny32 : f32
  call @g(%r32b) : (f32) -> ()
  // Division.
  %one = arith.constant 1.0 : f64
  %d1 = arith.divf %one, %three : f64
  call @f(%d1) : (f64) -> ()
  %one32 = arith.constant 1.0 : f32
  %d2 = arith.divf %one32, %y32 : f32
  call @g(%d2) : (f32) -> ()
  %d3 = arith.divf %na, %three : f64
  call @f(%d3) : (f64) -> ()
  // Order of accumulation.
  %e16 = arith.constant 1.0e16 : f64
  %s1 = arith.addf %e16, %one : f64
  %s2 = arith.subf %s1, %e16 : f64
  call @f(%s2) : (f64) -> ()
  %s3 = arith.subf %e16, %e16 : f64
  %s4 = arith.addf %s3, %one : f64
  call @f(%s4) : (f64) -> ()
  // Sum 0.1 ten times in f32 and f64.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z64 = arith.constant 0.0 : f64
  %z32 = arith.constant 0.0 : f32
  %tenth32 = arith.constant 0.1 : f32
  %sums:2 = scf.for %i = %c0 to %c10 step %c1 iter_args(%p = %z64, %q = %z32) -> (f64, f32) {
    %p2 = arith.addf %p, %small : f64
    %q2 = arith.addf %q, %tenth32 : f32
    scf.yield %p2, %q2 : f64, f32
  }
  call @f(%sums#0) : (f64) -> ()
  call @g(%sums#1) : (f32) -> ()
  %eq = arith.cmpf oeq, %sums#0, %one : f64
  %eqf = arith.uitofp %eq : i1 to f64
  call @f(%eqf) : (f64) -> ()
  // Subnormals.
  %tiny = arith.constant 1.0e-310 : f64
  %t2 = arith.mulf %tiny, %small : f64
  call @f(%t2) : (f64) -> ()
  %tiny32 = arith.constant 1.0e-40 : f32
  %t3 = arith.mulf %tiny32, %tiny32 : f32
  call @g(%t3) : (f32) -> ()
  %t4 = arith.divf %tiny32, %y32 : f32
  call @g(%t4) : (f32) -> ()
  return
}
