// Block arguments as parallel copies: loops that swap or rotate their block arguments
// (fibonacci by swapping, a 3-way rotation), cf.cond_br whose two successors are the same
// block with different operands, and a branch passing one value to several arguments.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @fib(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^loop(%c0, %c0, %c1 : i64, i64, i64)
^loop(%i: i64, %a: i64, %b: i64):
  %done = arith.cmpi sge, %i, %n : i64
  %s = arith.addi %a, %b : i64
  %i1 = arith.addi %i, %c1 : i64
  cf.cond_br %done, ^exit(%a : i64), ^loop(%i1, %b, %s : i64, i64, i64)
^exit(%r: i64):
  return %r : i64
}

// Rotates (x, y, z) -> (y, z, x) k times, then returns x*100 + y*10 + z.
func.func @rotate(%k: i64, %x0: i64, %y0: i64, %z0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  cf.br ^loop(%c0, %x0, %y0, %z0 : i64, i64, i64, i64)
^loop(%i: i64, %x: i64, %y: i64, %z: i64):
  %more = arith.cmpi slt, %i, %k : i64
  %i1 = arith.addi %i, %c1 : i64
  cf.cond_br %more, ^loop(%i1, %y, %z, %x : i64, i64, i64, i64), ^exit
^exit:
  %c100 = arith.constant 100 : i64
  %c10 = arith.constant 10 : i64
  %a = arith.muli %x, %c100 : i64
  %b = arith.muli %y, %c10 : i64
  %s = arith.addi %a, %b : i64
  %t = arith.addi %s, %z : i64
  return %t : i64
}

// Same successor on both edges with swapped operands: returns (a - b) or (b - a).
func.func @ordered_diff(%flag: i1, %a: i64, %b: i64) -> i64 {
  cf.cond_br %flag, ^d(%a, %b : i64, i64), ^d(%b, %a : i64, i64)
^d(%p: i64, %q: i64):
  %r = arith.subi %p, %q : i64
  return %r : i64
}

// Swaps in a loop until the pair is ordered, also passing one value twice.
func.func @sort2(%a: i64, %b: i64) -> i64 {
  cf.br ^check(%a, %b, %a : i64, i64, i64)
^check(%x: i64, %y: i64, %first: i64):
  %gt = arith.cmpi sgt, %x, %y : i64
  cf.cond_br %gt, ^check(%y, %x, %x : i64, i64, i64), ^done(%x, %y, %first : i64, i64, i64)
^done(%lo: i64, %hi: i64, %f: i64):
  %c1000 = arith.constant 1000 : i64
  %m = arith.muli %lo, %c1000 : i64
  %s = arith.addi %m, %hi : i64
  %c1000000 = arith.constant 1000000 : i64
  %fm = arith.muli %f, %c1000000 : i64
  %r = arith.addi %s, %fm : i64
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %c7 = arith.constant 7 : i64
  %c50 = arith.constant 50 : i64
  %c90 = arith.constant 90 : i64
  %f0 = call @fib(%c0) : (i64) -> i64
  call @show(%f0) : (i64) -> ()
  %f7 = call @fib(%c7) : (i64) -> i64
  call @show(%f7) : (i64) -> ()
  %f50 = call @fib(%c50) : (i64) -> i64
  call @show(%f50) : (i64) -> ()
  %f90 = call @fib(%c90) : (i64) -> i64
  call @show(%f90) : (i64) -> ()
  %r0 = call @rotate(%c0, %c1, %c2, %c3) : (i64, i64, i64, i64) -> i64
  call @show(%r0) : (i64) -> ()
  %r1 = call @rotate(%c1, %c1, %c2, %c3) : (i64, i64, i64, i64) -> i64
  call @show(%r1) : (i64) -> ()
  %r2 = call @rotate(%c2, %c1, %c2, %c3) : (i64, i64, i64, i64) -> i64
  call @show(%r2) : (i64) -> ()
  %r7 = call @rotate(%c7, %c1, %c2, %c3) : (i64, i64, i64, i64) -> i64
  call @show(%r7) : (i64) -> ()
  %t = arith.constant true
  %f = arith.constant false
  %d1 = call @ordered_diff(%t, %c7, %c2) : (i1, i64, i64) -> i64
  call @show(%d1) : (i64) -> ()
  %d2 = call @ordered_diff(%f, %c7, %c2) : (i1, i64, i64) -> i64
  call @show(%d2) : (i64) -> ()
  %s1 = call @sort2(%c7, %c3) : (i64, i64) -> i64
  call @show(%s1) : (i64) -> ()
  %s2 = call @sort2(%c3, %c7) : (i64, i64) -> i64
  call @show(%s2) : (i64) -> ()
  return
}
