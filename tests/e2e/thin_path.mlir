// The thin path: func, arith and cf with printI64 — recursion, a loop in blocks, calls.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fact(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  %z = arith.cmpi sle, %n, %c0 : i64
  cf.cond_br %z, ^done(%c1 : i64), ^rec
^rec:
  %m = arith.subi %n, %c1 : i64
  %r = func.call @fact(%m) : (i64) -> i64
  %p = arith.muli %n, %r : i64
  cf.br ^done(%p : i64)
^done(%v: i64):
  return %v : i64
}

// Sum of 0..n-1 with a back edge.
func.func @sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^head(%c0, %c0 : i64, i64)
^head(%i: i64, %acc: i64):
  %more = arith.cmpi slt, %i, %n : i64
  cf.cond_br %more, ^body, ^exit(%acc : i64)
^body:
  %acc2 = arith.addi %acc, %i : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^head(%i2, %acc2 : i64, i64)
^exit(%r: i64):
  return %r : i64
}

func.func @main() {
  %c10 = arith.constant 10 : i64
  %f = call @fact(%c10) : (i64) -> i64
  call @printI64(%f) : (i64) -> ()
  call @printNewline() : () -> ()
  %c100 = arith.constant 100 : i64
  %s = call @sum(%c100) : (i64) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  %a = arith.constant -7 : i32
  %b = arith.constant 2 : i32
  %q = arith.floordivsi %a, %b : i32
  %qe = arith.extsi %q : i32 to i64
  call @printI64(%qe) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
