// Recursion through func.call: factorial, naive fibonacci, mutual recursion (even/odd),
// Ackermann for small arguments, and a recursive power with scf.if inside.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %le = arith.cmpi sle, %n, %c1 : i64
  %r = scf.if %le -> (i64) {
    scf.yield %c1 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %f = func.call @fact(%m) : (i64) -> i64
    %p = arith.muli %n, %f : i64
    scf.yield %p : i64
  }
  return %r : i64
}

func.func @fib(%n: i32) -> i64 {
  %c2 = arith.constant 2 : i32
  %lt = arith.cmpi slt, %n, %c2 : i32
  cf.cond_br %lt, ^base, ^rec
^base:
  %e = arith.extsi %n : i32 to i64
  return %e : i64
^rec:
  %c1 = arith.constant 1 : i32
  %a = arith.subi %n, %c1 : i32
  %b = arith.subi %n, %c2 : i32
  %fa = call @fib(%a) : (i32) -> i64
  %fb = call @fib(%b) : (i32) -> i64
  %s = arith.addi %fa, %fb : i64
  return %s : i64
}

func.func @is_even(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %z, ^yes, ^no
^yes:
  %t = arith.constant true
  return %t : i1
^no:
  %c1 = arith.constant 1 : i64
  %m = arith.subi %n, %c1 : i64
  %r = call @is_odd(%m) : (i64) -> i1
  return %r : i1
}

func.func @is_odd(%n: i64) -> i1 {
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %z, ^yes, ^no
^yes:
  %f = arith.constant false
  return %f : i1
^no:
  %c1 = arith.constant 1 : i64
  %m = arith.subi %n, %c1 : i64
  %r = call @is_even(%m) : (i64) -> i1
  return %r : i1
}

func.func @ack(%m: i64, %n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %mz = arith.cmpi eq, %m, %c0 : i64
  cf.cond_br %mz, ^m0, ^mpos
^m0:
  %r0 = arith.addi %n, %c1 : i64
  return %r0 : i64
^mpos:
  %m1 = arith.subi %m, %c1 : i64
  %nz = arith.cmpi eq, %n, %c0 : i64
  cf.cond_br %nz, ^n0, ^npos
^n0:
  %r1 = call @ack(%m1, %c1) : (i64, i64) -> i64
  return %r1 : i64
^npos:
  %n1 = arith.subi %n, %c1 : i64
  %inner = call @ack(%m, %n1) : (i64, i64) -> i64
  %r2 = call @ack(%m1, %inner) : (i64, i64) -> i64
  return %r2 : i64
}

// x^n by squaring, in f64.
func.func @pow(%x: f64, %n: i64) -> f64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %one = arith.constant 1.0 : f64
  %z = arith.cmpi eq, %n, %c0 : i64
  %r = scf.if %z -> (f64) {
    scf.yield %one : f64
  } else {
    %h = arith.shrui %n, %c1 : i64
    %hp = func.call @pow(%x, %h) : (f64, i64) -> f64
    %sq = arith.mulf %hp, %hp : f64
    %odd = arith.andi %n, %c1 : i64
    %isodd = arith.cmpi ne, %odd, %c0 : i64
    %t = arith.mulf %sq, %x : f64
    %s = arith.select %isodd, %t, %sq : f64
    scf.yield %s : f64
  }
  return %r : f64
}

func.func private @printF64(f64)

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %c20 = arith.constant 20 : i64
  %c21 = arith.constant 21 : i64
  %f0 = call @fact(%c0) : (i64) -> i64
  call @show(%f0) : (i64) -> ()
  %f5 = call @fact(%c5) : (i64) -> i64
  call @show(%f5) : (i64) -> ()
  %f20 = call @fact(%c20) : (i64) -> i64
  call @show(%f20) : (i64) -> ()
  %f21 = call @fact(%c21) : (i64) -> i64
  call @show(%f21) : (i64) -> ()
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i10 = arith.constant 10 : i32
  %i25 = arith.constant 25 : i32
  %g0 = call @fib(%i0) : (i32) -> i64
  call @show(%g0) : (i64) -> ()
  %g1 = call @fib(%i1) : (i32) -> i64
  call @show(%g1) : (i64) -> ()
  %g10 = call @fib(%i10) : (i32) -> i64
  call @show(%g10) : (i64) -> ()
  %g25 = call @fib(%i25) : (i32) -> i64
  call @show(%g25) : (i64) -> ()
  %n7 = arith.constant 7 : i64
  %n100 = arith.constant 100 : i64
  %e7 = call @is_even(%n7) : (i64) -> i1
  %e7x = arith.extui %e7 : i1 to i64
  call @show(%e7x) : (i64) -> ()
  %e100 = call @is_even(%n100) : (i64) -> i1
  %e100x = arith.extui %e100 : i1 to i64
  call @show(%e100x) : (i64) -> ()
  %o100 = call @is_odd(%n100) : (i64) -> i1
  %o100x = arith.extui %o100 : i1 to i64
  call @show(%o100x) : (i64) -> ()
  %a1 = call @ack(%c2, %c3) : (i64, i64) -> i64
  call @show(%a1) : (i64) -> ()
  %a2 = call @ack(%c3, %c3) : (i64, i64) -> i64
  call @show(%a2) : (i64) -> ()
  %x = arith.constant 1.5 : f64
  %p = call @pow(%x, %c21) : (f64, i64) -> f64
  call @printF64(%p) : (f64) -> ()
  call @printNewline() : () -> ()
  %y = arith.constant -2.0 : f64
  %q = call @pow(%y, %c5) : (f64, i64) -> f64
  call @printF64(%q) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
