// scf.while: Collatz step counts (condition region computing the next values), Euclid's
// gcd carrying two values, a loop whose before region forwards different values than its
// arguments (types change between regions), and a zero-trip while.
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @collatz(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %r:2 = scf.while (%x = %n, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%y: i64, %s: i64):
    %odd = arith.andi %y, %c1 : i64
    %isodd = arith.cmpi eq, %odd, %c1 : i64
    %t = arith.muli %y, %c3 : i64
    %t1 = arith.addi %t, %c1 : i64
    %h = arith.divui %y, %c2 : i64
    %nx = arith.select %isodd, %t1, %h : i64
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %nx, %s1 : i64, i64
  }
  return %r#1 : i64
}

func.func @gcd(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %r:2 = scf.while (%x = %a, %y = %b) : (i64, i64) -> (i64, i64) {
    %nz = arith.cmpi ne, %y, %c0 : i64
    scf.condition(%nz) %x, %y : i64, i64
  } do {
  ^bb0(%p: i64, %q: i64):
    %m = arith.remui %p, %q : i64
    scf.yield %q, %m : i64, i64
  }
  return %r#0 : i64
}

// Halves a float until it drops below 1, counting; the after region receives (f64, i32)
// while the loop carries (i32, f64).
func.func @halvings(%v: f64) -> (i64, f64) {
  %z = arith.constant 0 : i32
  %one = arith.constant 1.0 : f64
  %half = arith.constant 0.5 : f64
  %i1 = arith.constant 1 : i32
  %r:2 = scf.while (%k = %z, %x = %v) : (i32, f64) -> (f64, i32) {
    %big = arith.cmpf oge, %x, %one : f64
    scf.condition(%big) %x, %k : f64, i32
  } do {
  ^bb0(%y: f64, %kk: i32):
    %h = arith.mulf %y, %half : f64
    %k1 = arith.addi %kk, %i1 : i32
    scf.yield %k1, %h : i32, f64
  }
  %k64 = arith.extsi %r#1 : i32 to i64
  return %k64, %r#0 : i64, f64
}

func.func @main() {
  %n1 = arith.constant 1 : i64
  %n6 = arith.constant 6 : i64
  %n27 = arith.constant 27 : i64
  %n97 = arith.constant 97 : i64
  %a = call @collatz(%n1) : (i64) -> i64
  call @show(%a) : (i64) -> ()
  %b = call @collatz(%n6) : (i64) -> i64
  call @show(%b) : (i64) -> ()
  %c = call @collatz(%n27) : (i64) -> i64
  call @show(%c) : (i64) -> ()
  %d = call @collatz(%n97) : (i64) -> i64
  call @show(%d) : (i64) -> ()
  %g1a = arith.constant 1071 : i64
  %g1b = arith.constant 462 : i64
  %g1 = call @gcd(%g1a, %g1b) : (i64, i64) -> i64
  call @show(%g1) : (i64) -> ()
  %g2a = arith.constant 0 : i64
  %g2 = call @gcd(%g1a, %g2a) : (i64, i64) -> i64
  call @show(%g2) : (i64) -> ()
  %g3a = arith.constant 832040 : i64
  %g3b = arith.constant 514229 : i64
  %g3 = call @gcd(%g3a, %g3b) : (i64, i64) -> i64
  call @show(%g3) : (i64) -> ()
  %v1 = arith.constant 1000.0 : f64
  %k1, %x1 = call @halvings(%v1) : (f64) -> (i64, f64)
  call @show(%k1) : (i64) -> ()
  call @printF64(%x1) : (f64) -> ()
  call @printNewline() : () -> ()
  %v2 = arith.constant 0.25 : f64
  %k2, %x2 = call @halvings(%v2) : (f64) -> (i64, f64)
  call @show(%k2) : (i64) -> ()
  call @printF64(%x2) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
