// fma_fused.mlir at -O0, where LLVM split llvm.fmuladd into a multiply and an add.
// vector.fma is a fused multiply-add (one rounding) at every -O level: 1e30 * 1e30 - 1e60 is
// 9.04e43 fused and 1.78e44 with the product rounded first; (1 + 2^-23)^2 - (1 + 2^-22) is
// 2^-46 fused and 0 otherwise. The AXPY outer product with an accumulator is the same fused
// op. The operands get `+ 0 * rtclock()` so that LLVM cannot fold the products at compile time.
// MLIRC-FLAGS: -O0
// The output is written here rather than taken from upstream's pipeline: upstream lowers
// vector.fma to llvm.intr.fmuladd, which is fused only where the JIT's CPU has FMA (so its
// reference, and its lowering compiled for a baseline x86-64, would depend on the machine).
// EXPECTED-OUTPUT: ( 9.03821e+43, 0 )
// EXPECTED-OUTPUT: ( 1.42109e-14, 1.42109e-14, 0, 5.21541e-10 )
// EXPECTED-OUTPUT: ( 1.42109e-14, 1.42109e-14, -2, 0.09 )
// EXPECTED-OUTPUT: ( ( 9.03821e+43, 1e+60 ), ( 0, 9.03821e+43 ) )
func.func private @rtclock() -> f64

func.func @main() {
  %t = call @rtclock() : () -> f64
  %zero = arith.constant 0.0 : f64
  %z = arith.mulf %t, %zero : f64
  %z32 = arith.truncf %z : f64 to f32
  %zd = vector.broadcast %z : f64 to vector<2xf64>
  %zf = vector.broadcast %z32 : f32 to vector<4xf32>

  %a0 = arith.constant dense<[1.0e30, 3.0]> : vector<2xf64>
  %c0 = arith.constant dense<[-1.0e60, -9.0]> : vector<2xf64>
  %a = arith.addf %a0, %zd : vector<2xf64>
  %c = arith.addf %c0, %zd : vector<2xf64>
  %r = vector.fma %a, %a, %c : vector<2xf64>
  vector.print %r : vector<2xf64>

  // 1 + 2^-23 and -(1 + 2^-22).
  %x0 = arith.constant dense<[1.00000011920928955078125, 1.00000011920928955078125, 2.0, 0.1]> : vector<4xf32>
  %y0 = arith.constant dense<[-1.0000002384185791015625, -1.0000002384185791015625, -4.0, -0.01]> : vector<4xf32>
  %x = arith.addf %x0, %zf : vector<4xf32>
  %y = arith.addf %y0, %zf : vector<4xf32>
  %s = vector.fma %x, %x, %y : vector<4xf32>
  vector.print %s : vector<4xf32>

  %e0 = arith.constant 1.00000011920928955078125 : f32
  %e = arith.addf %e0, %z32 : f32
  %o = vector.outerproduct %x, %e, %y : vector<4xf32>, f32
  vector.print %o : vector<4xf32>

  // 2-D: rewritten into rows by mlirc-lower-vector, each row one fused op.
  %m0 = arith.constant dense<[[1.0e30, 1.0e30], [3.0, 1.0e30]]> : vector<2x2xf64>
  %n0 = arith.constant dense<[[-1.0e60, 1.0], [-9.0, -1.0e60]]> : vector<2x2xf64>
  %zm = vector.broadcast %z : f64 to vector<2x2xf64>
  %m = arith.addf %m0, %zm : vector<2x2xf64>
  %n = arith.addf %n0, %zm : vector<2x2xf64>
  %q = vector.fma %m, %m, %n : vector<2x2xf64>
  vector.print %q : vector<2x2xf64>
  return
}
