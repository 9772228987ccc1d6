// scf.execute_region: single-block and multi-block regions with results (early returns via
// cf.cond_br to blocks joining at the one scf.yield that one-shot-bufferize accepts), no results, and inside loops.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// clamp(x, lo, hi) with three exits.
func.func @clamp(%x: i64, %lo: i64, %hi: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    %below = arith.cmpi slt, %x, %lo : i64
    cf.cond_br %below, ^lo, ^check
  ^check:
    %above = arith.cmpi sgt, %x, %hi : i64
    cf.cond_br %above, ^hi, ^mid
  ^lo:
    cf.br ^exit(%lo : i64)
  ^hi:
    cf.br ^exit(%hi : i64)
  ^mid:
    cf.br ^exit(%x : i64)
  ^exit(%v: i64):
    scf.yield %v : i64
  }
  return %r : i64
}

// Two results, a block argument, a cf.br inside.
func.func @minmax(%a: i64, %b: i64) -> (i64, i64) {
  %r:2 = scf.execute_region -> (i64, i64) {
    %lt = arith.cmpi slt, %a, %b : i64
    cf.cond_br %lt, ^out(%a, %b : i64, i64), ^out(%b, %a : i64, i64)
  ^out(%p: i64, %q: i64):
    scf.yield %p, %q : i64, i64
  }
  return %r#0, %r#1 : i64, i64
}

func.func @main() {
  %lo = arith.constant -5 : i64
  %hi = arith.constant 5 : i64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %sum = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> index {
    %x = arith.index_cast %i : index to i64
    %c3 = arith.constant 3 : i64
    %c10 = arith.constant 10 : i64
    %y = arith.muli %x, %c3 : i64
    %z = arith.subi %y, %c10 : i64
    %cl = func.call @clamp(%z, %lo, %hi) : (i64, i64, i64) -> i64
    func.call @show(%cl) : (i64) -> ()
    scf.execute_region {
      %e = arith.cmpi eq, %cl, %hi : i64
      cf.cond_br %e, ^p, ^q
    ^p:
      %m = arith.constant 999 : i64
      func.call @show(%m) : (i64) -> ()
      cf.br ^q
    ^q:
      scf.yield
    }
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  %s = arith.index_cast %sum : index to i64
  call @show(%s) : (i64) -> ()
  %a = arith.constant 42 : i64
  %b = arith.constant -42 : i64
  %m0, %m1 = call @minmax(%a, %b) : (i64, i64) -> (i64, i64)
  call @show(%m0) : (i64) -> ()
  call @show(%m1) : (i64) -> ()
  %m2, %m3 = call @minmax(%b, %a) : (i64, i64) -> (i64, i64)
  call @show(%m2) : (i64) -> ()
  call @show(%m3) : (i64) -> ()
  return
}
