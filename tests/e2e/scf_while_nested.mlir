// Nested scf.while loops: an outer while whose after region runs an inner while and an
// scf.for, a while whose condition region holds an scf.if, and a do-while shape (the body
// work done in the before region) computing integer square roots by Newton's method.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// floor(sqrt(n)) for n >= 1: do { y = (x + n/x) / 2 } while (y < x).
func.func @isqrt(%n: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %r = scf.while (%x = %n) : (i64) -> i64 {
    %q = arith.divui %n, %x : i64
    %s = arith.addi %x, %q : i64
    %y = arith.divui %s, %c2 : i64
    %less = arith.cmpi ult, %y, %x : i64
    %out = arith.select %less, %y, %x : i64
    scf.condition(%less) %out : i64
  } do {
  ^bb0(%y: i64):
    scf.yield %y : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c3 = arith.constant 3 : i64
  %c10 = arith.constant 10 : i64
  // Sum over i < 10 of (number of halvings of 3^i until 0), by two nested whiles.
  %res:2 = scf.while (%i = %c0, %acc = %c0) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi slt, %i, %c10 : i64
    scf.condition(%more) %i, %acc : i64, i64
  } do {
  ^bb0(%i2: i64, %a2: i64):
    %ii = arith.index_cast %i2 : i64 to index
    %z = arith.constant 0 : index
    %o = arith.constant 1 : index
    %p = scf.for %k = %z to %ii step %o iter_args(%v = %c1) -> i64 {
      %w = arith.muli %v, %c3 : i64
      scf.yield %w : i64
    }
    %h:2 = scf.while (%x = %p, %n = %c0) : (i64, i64) -> (i64, i64) {
      %nz = arith.cmpi ne, %x, %c0 : i64
      scf.condition(%nz) %x, %n : i64, i64
    } do {
    ^bb0(%x2: i64, %n2: i64):
      %x3 = arith.shrui %x2, %c1 : i64
      %n3 = arith.addi %n2, %c1 : i64
      scf.yield %x3, %n3 : i64, i64
    }
    func.call @show(%h#1) : (i64) -> ()
    %i3 = arith.addi %i2, %c1 : i64
    %a3 = arith.addi %a2, %h#1 : i64
    scf.yield %i3, %a3 : i64, i64
  }
  call @show(%res#1) : (i64) -> ()
  // A condition region with an scf.if: count down by 3 while positive, or by 1 below 10.
  %start = arith.constant 40 : i64
  %cnt:2 = scf.while (%v = %start, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %pos = arith.cmpi sgt, %v, %c0 : i64
    %next = scf.if %pos -> i64 {
      %small = arith.cmpi slt, %v, %c10 : i64
      %d = arith.select %small, %c1, %c3 : i64
      %nv = arith.subi %v, %d : i64
      scf.yield %nv : i64
    } else {
      scf.yield %v : i64
    }
    scf.condition(%pos) %next, %steps : i64, i64
  } do {
  ^bb0(%nv: i64, %s: i64):
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %nv, %s1 : i64, i64
  }
  call @show(%cnt#0) : (i64) -> ()
  call @show(%cnt#1) : (i64) -> ()
  // Integer square roots.
  %n1 = arith.constant 1 : i64
  %n2 = arith.constant 99 : i64
  %n3 = arith.constant 100 : i64
  %n4 = arith.constant 1000000007 : i64
  %n5 = arith.constant 9223372036854775807 : i64
  %s1 = call @isqrt(%n1) : (i64) -> i64
  call @show(%s1) : (i64) -> ()
  %s2 = call @isqrt(%n2) : (i64) -> i64
  call @show(%s2) : (i64) -> ()
  %s3 = call @isqrt(%n3) : (i64) -> i64
  call @show(%s3) : (i64) -> ()
  %s4 = call @isqrt(%n4) : (i64) -> i64
  call @show(%s4) : (i64) -> ()
  %s5 = call @isqrt(%n5) : (i64) -> i64
  call @show(%s5) : (i64) -> ()
  return
}
