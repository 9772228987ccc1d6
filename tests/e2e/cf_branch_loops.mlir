// Unstructured loops written directly with cf.br and cf.cond_br: a counted loop carrying two
// block arguments, a nested loop (triangular sum), and an early exit out of a search loop.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// Sum and product of 1..n.
func.func @sum_prod(%n: i64) -> (i64, i64) {
  %c1 = arith.constant 1 : i64
  %c0 = arith.constant 0 : i64
  cf.br ^head(%c1, %c0, %c1 : i64, i64, i64)
^head(%i: i64, %s: i64, %p: i64):
  %done = arith.cmpi sgt, %i, %n : i64
  cf.cond_br %done, ^exit(%s, %p : i64, i64), ^body
^body:
  %s2 = arith.addi %s, %i : i64
  %p2 = arith.muli %p, %i : i64
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^head(%i2, %s2, %p2 : i64, i64, i64)
^exit(%rs: i64, %rp: i64):
  return %rs, %rp : i64, i64
}

// sum over i < n, j <= i of i*j, with two nested cf loops.
func.func @triangle(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^outer(%c0, %c0 : i64, i64)
^outer(%i: i64, %acc: i64):
  %oc = arith.cmpi slt, %i, %n : i64
  cf.cond_br %oc, ^inner(%c0, %acc : i64, i64), ^done
^inner(%j: i64, %a: i64):
  %ic = arith.cmpi sle, %j, %i : i64
  cf.cond_br %ic, ^ibody, ^onext
^ibody:
  %m = arith.muli %i, %j : i64
  %a2 = arith.addi %a, %m : i64
  %j2 = arith.addi %j, %c1 : i64
  cf.br ^inner(%j2, %a2 : i64, i64)
^onext:
  %i2 = arith.addi %i, %c1 : i64
  cf.br ^outer(%i2, %a : i64, i64)
^done:
  return %acc : i64
}

// First k in [start, limit) with k*k > target, or -1.
func.func @first_square_above(%start: i64, %limit: i64, %target: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %m1 = arith.constant -1 : i64
  cf.br ^loop(%start : i64)
^loop(%k: i64):
  %in = arith.cmpi slt, %k, %limit : i64
  cf.cond_br %in, ^check, ^exit(%m1 : i64)
^check:
  %sq = arith.muli %k, %k : i64
  %found = arith.cmpi sgt, %sq, %target : i64
  %k2 = arith.addi %k, %c1 : i64
  cf.cond_br %found, ^exit(%k : i64), ^loop(%k2 : i64)
^exit(%r: i64):
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c10 = arith.constant 10 : i64
  %c20 = arith.constant 20 : i64
  %c100 = arith.constant 100 : i64
  %c1000 = arith.constant 1000 : i64
  %s, %p = call @sum_prod(%c10) : (i64) -> (i64, i64)
  call @show(%s) : (i64) -> ()
  call @show(%p) : (i64) -> ()
  %s0, %p0 = call @sum_prod(%c0) : (i64) -> (i64, i64)
  call @show(%s0) : (i64) -> ()
  call @show(%p0) : (i64) -> ()
  %s20, %p20 = call @sum_prod(%c20) : (i64) -> (i64, i64)
  call @show(%s20) : (i64) -> ()
  call @show(%p20) : (i64) -> ()
  %t = call @triangle(%c10) : (i64) -> i64
  call @show(%t) : (i64) -> ()
  %t0 = call @triangle(%c0) : (i64) -> i64
  call @show(%t0) : (i64) -> ()
  %f1 = call @first_square_above(%c1, %c100, %c1000) : (i64, i64, i64) -> i64
  call @show(%f1) : (i64) -> ()
  %f2 = call @first_square_above(%c1, %c10, %c1000) : (i64, i64, i64) -> i64
  call @show(%f2) : (i64) -> ()
  return
}
