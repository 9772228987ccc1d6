// cf and scf mixed in one function: a cf loop whose body holds scf.for and scf.if with
// results, an scf.for whose body holds an scf.execute_region with cf branches, and
// cf.cond_br on values produced by scf.while (a prime counter by trial division).
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Is n prime (n >= 2)? Trial division with scf.while.
func.func @is_prime(%n: i64) -> i1 {
  %c2 = arith.constant 2 : i64
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %r:2 = scf.while (%d = %c2) : (i64) -> (i64, i1) {
    %sq = arith.muli %d, %d : i64
    %in = arith.cmpi sle, %sq, %n : i64
    %m = arith.remui %n, %d : i64
    %nz = arith.cmpi ne, %m, %c0 : i64
    %go = arith.andi %in, %nz : i1
    scf.condition(%go) %d, %in : i64, i1
  } do {
  ^bb0(%d: i64, %unused: i1):
    %d1 = arith.addi %d, %c1 : i64
    scf.yield %d1 : i64
  }
  // The loop stopped either past sqrt(n) (prime) or at a divisor.
  %t = arith.constant true
  %p = arith.xori %r#1, %t : i1
  return %p : i1
}

func.func @main() {
  %c2 = arith.constant 2 : i64
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %lim = arith.constant 60 : i64
  // cf loop over n, with a prime test and an scf.if accumulating.
  cf.br ^loop(%c2, %c0, %c0 : i64, i64, i64)
^loop(%n: i64, %count: i64, %sum: i64):
  %done = arith.cmpi sge, %n, %lim : i64
  cf.cond_br %done, ^after(%count, %sum : i64, i64), ^body
^body:
  %p = func.call @is_prime(%n) : (i64) -> i1
  %nc, %ns = scf.if %p -> (i64, i64) {
    %a = arith.addi %count, %c1 : i64
    %b = arith.addi %sum, %n : i64
    scf.yield %a, %b : i64, i64
  } else {
    scf.yield %count, %sum : i64, i64
  }
  %n1 = arith.addi %n, %c1 : i64
  cf.cond_br %p, ^print(%n, %n1, %nc, %ns : i64, i64, i64, i64), ^loop(%n1, %nc, %ns : i64, i64, i64)
^print(%pn: i64, %pn1: i64, %pc: i64, %ps: i64):
  func.call @show(%pn) : (i64) -> ()
  cf.br ^loop(%pn1, %pc, %ps : i64, i64, i64)
^after(%fc: i64, %fs: i64):
  func.call @show(%fc) : (i64) -> ()
  func.call @show(%fs) : (i64) -> ()
  // scf.for with an execute_region holding branches: sum of |i - 5| for i < 10.
  %i0 = arith.constant 0 : index
  %i1 = arith.constant 1 : index
  %i10 = arith.constant 10 : index
  %c5 = arith.constant 5 : i64
  %tot = scf.for %i = %i0 to %i10 step %i1 iter_args(%acc = %c0) -> i64 {
    %x = arith.index_cast %i : index to i64
    %d = scf.execute_region -> i64 {
      %lt = arith.cmpi slt, %x, %c5 : i64
      cf.cond_br %lt, ^neg, ^pos
    ^neg:
      %a = arith.subi %c5, %x : i64
      cf.br ^join(%a : i64)
    ^pos:
      %b = arith.subi %x, %c5 : i64
      cf.br ^join(%b : i64)
    ^join(%v: i64):
      scf.yield %v : i64
    }
    %s = arith.addi %acc, %d : i64
    scf.yield %s : i64
  }
  func.call @show(%tot) : (i64) -> ()
  return
}
