// lower-affine: affine.for with iter_args and results (several, nested, over floats and
// integers), loops whose bounds come from outer induction variables.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %z = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  // Fibonacci: 20 steps with two iter_args.
  %fib:2 = affine.for %i = 0 to 20 iter_args(%a = %z, %b = %one) -> (i64, i64) {
    %s = arith.addi %a, %b : i64
    affine.yield %b, %s : i64, i64
  }
  call @printI64(%fib#0) : (i64) -> ()
  call @printNewline() : () -> ()
  // Sum over a triangle of (i - j) floordiv 2, nested iter_args.
  %t = affine.for %i = 0 to 8 iter_args(%acc = %z) -> (i64) {
    %inner = affine.for %j = affine_map<(d0) -> (d0 - 5)>(%i) to affine_map<(d0) -> (d0 + 1)>(%i) step 2 iter_args(%acc2 = %acc) -> (i64) {
      %d = affine.apply affine_map<(d0, d1) -> ((d1 - d0 * 3) floordiv 2)>(%i, %j)
      %di = arith.index_cast %d : index to i64
      %s = arith.addi %acc2, %di : i64
      affine.yield %s : i64
    }
    affine.yield %inner : i64
  }
  call @printI64(%t) : (i64) -> ()
  call @printNewline() : () -> ()
  // A float accumulation with a zero-trip loop inside.
  %f0 = arith.constant 0.5 : f32
  %f = affine.for %i = 1 to 6 iter_args(%x = %f0) -> (f32) {
    %y = affine.for %j = 3 to 1 iter_args(%w = %x) -> (f32) {
      affine.yield %f0 : f32
    }
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %p = arith.mulf %y, %fi : f32
    affine.yield %p : f32
  }
  call @printF32(%f) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}
