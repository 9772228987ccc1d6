// Nested scf.for loops carrying several iter_args of different types through two and
// three levels, loops with non-unit steps and bounds that are not multiples of the step,
// zero-trip inner loops passing their inits through, and i32/i64 induction variables.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i64
  %zf = arith.constant 0.0 : f64
  %one = arith.constant 1 : i64
  // Triangular loops: inner bound is the outer iv (zero trips when i = 0).
  %r:3 = scf.for %i = %c0 to %c10 step %c3 iter_args(%cnt = %z, %sum = %zf, %last = %c0) -> (i64, f64, index) {
    %q:3 = scf.for %j = %c0 to %i step %c4 iter_args(%c2 = %cnt, %s2 = %sum, %l2 = %last) -> (i64, f64, index) {
      %c2n = arith.addi %c2, %one : i64
      %ij = arith.muli %i, %j : index
      %ijx = arith.index_cast %ij : index to i64
      %ijf = arith.sitofp %ijx : i64 to f64
      %half = arith.constant 0.5 : f64
      %t = arith.mulf %ijf, %half : f64
      %s2n = arith.addf %s2, %t : f64
      scf.yield %c2n, %s2n, %j : i64, f64, index
    }
    scf.yield %q#0, %q#1, %q#2 : i64, f64, index
  }
  call @show(%r#0) : (i64) -> ()
  call @printF64(%r#1) : (f64) -> ()
  call @printNewline() : () -> ()
  %lx = arith.index_cast %r#2 : index to i64
  call @show(%lx) : (i64) -> ()
  // Three levels with i32 and i64 ivs: count (a, b, c) with a < b < c < 12 and a+b+c
  // divisible by 5, and the largest product among them.
  %lo = arith.constant 0 : i32
  %hi = arith.constant 12 : i32
  %st = arith.constant 1 : i32
  %five = arith.constant 5 : i64
  %res:2 = scf.for %a = %lo to %hi step %st iter_args(%n = %z, %best = %z) -> (i64, i64) : i32 {
    %a64 = arith.extsi %a : i32 to i64
    %b0 = arith.addi %a64, %one : i64
    %hi64 = arith.constant 12 : i64
    %r2:2 = scf.for %b = %b0 to %hi64 step %one iter_args(%n2 = %n, %best2 = %best) -> (i64, i64) : i64 {
      %c0x = arith.addi %b, %one : i64
      %r3:2 = scf.for %c = %c0x to %hi64 step %one iter_args(%n3 = %n2, %best3 = %best2) -> (i64, i64) : i64 {
        %s1 = arith.addi %a64, %b : i64
        %s = arith.addi %s1, %c : i64
        %m = arith.remui %s, %five : i64
        %ok = arith.cmpi eq, %m, %z : i64
        %n4 = arith.addi %n3, %one : i64
        %nn = arith.select %ok, %n4, %n3 : i64
        %p1 = arith.muli %a64, %b : i64
        %p = arith.muli %p1, %c : i64
        %pb = arith.maxsi %p, %best3 : i64
        %bb = arith.select %ok, %pb, %best3 : i64
        scf.yield %nn, %bb : i64, i64
      }
      scf.yield %r3#0, %r3#1 : i64, i64
    }
    scf.yield %r2#0, %r2#1 : i64, i64
  }
  call @show(%res#0) : (i64) -> ()
  call @show(%res#1) : (i64) -> ()
  // A loop whose step overshoots the bound, and one that never runs.
  %s7 = scf.for %i = %c1 to %c10 step %c7 iter_args(%a = %z) -> i64 {
    %x = arith.index_cast %i : index to i64
    %y = arith.addi %a, %x : i64
    scf.yield %y : i64
  }
  call @show(%s7) : (i64) -> ()
  %never = arith.constant 42 : i64
  %s0 = scf.for %i = %c10 to %c3 step %c1 iter_args(%a = %never) -> i64 {
    %y = arith.addi %a, %one : i64
    scf.yield %y : i64
  }
  call @show(%s0) : (i64) -> ()
  return
}
