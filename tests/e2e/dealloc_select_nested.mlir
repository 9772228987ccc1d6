// Buffer deallocation with aliasing decided at run time: an arith.select between a fresh
// buffer and the loop-carried one inside nested loops, a buffer live across a loop and merged
// with per-iteration ones in an scf.if, and scf.while rotating buffers through its arguments.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @live_across(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xi64>
  %z = arith.constant 3 : i64
  memref.store %z, %a[%c0] : memref<4xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %v = memref.load %a[%c0] : memref<4xi64>
    %t = memref.alloc() : memref<4xi64>
    memref.store %v, %t[%c1] : memref<4xi64>
    %odd = arith.remui %i, %c1 : index
    %b = arith.cmpi eq, %odd, %c0 : index
    %r = scf.if %b -> (memref<4xi64>) {
      scf.yield %t : memref<4xi64>
    } else {
      scf.yield %a : memref<4xi64>
    }
    %w = memref.load %r[%c1] : memref<4xi64>
    %x = arith.addi %acc, %w : i64
    scf.yield %x : i64
  }
  return %s : i64
}
func.func @nested(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc() : memref<2xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %init[%c0] : memref<2xi64>
  %res = scf.for %i = %c0 to %n step %c1 iter_args(%o = %init) -> (memref<2xi64>) {
    %inner = scf.for %j = %c0 to %c2 step %c1 iter_args(%p = %o) -> (memref<2xi64>) {
      %q = memref.alloc() : memref<2xi64>
      %v = memref.load %p[%c0] : memref<2xi64>
      %w = arith.addi %v, %v : i64
      memref.store %w, %q[%c0] : memref<2xi64>
      %keep = arith.cmpi eq, %j, %c0 : index
      %sel = arith.select %keep, %q, %p : memref<2xi64>
      scf.yield %sel : memref<2xi64>
    }
    scf.yield %inner : memref<2xi64>
  }
  %r = memref.load %res[%c0] : memref<2xi64>
  return %r : i64
}
func.func @while_swap(%n: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<1xi64>
  %b = memref.alloc() : memref<1xi64>
  %z = arith.constant 0 : i64
  %o = arith.constant 1 : i64
  memref.store %z, %a[%c0] : memref<1xi64>
  memref.store %o, %b[%c0] : memref<1xi64>
  %r:3 = scf.while (%x = %a, %y = %b, %k = %z) : (memref<1xi64>, memref<1xi64>, i64) -> (memref<1xi64>, memref<1xi64>, i64) {
    %c = arith.cmpi slt, %k, %n : i64
    scf.condition(%c) %x, %y, %k : memref<1xi64>, memref<1xi64>, i64
  } do {
  ^bb0(%x: memref<1xi64>, %y: memref<1xi64>, %k: i64):
    %u = memref.load %x[%c0] : memref<1xi64>
    %v = memref.load %y[%c0] : memref<1xi64>
    %s = arith.addi %u, %v : i64
    %nw = memref.alloc() : memref<1xi64>
    memref.store %s, %nw[%c0] : memref<1xi64>
    %k1 = arith.addi %k, %o : i64
    scf.yield %y, %nw, %k1 : memref<1xi64>, memref<1xi64>, i64
  }
  %f = memref.load %r#1[%c0] : memref<1xi64>
  return %f : i64
}
func.func @main() {
  %c5 = arith.constant 5 : index
  %a = call @live_across(%c5) : (index) -> i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  %b = call @nested(%c5) : (index) -> i64
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  %n = arith.constant 20 : i64
  %c = call @while_swap(%n) : (i64) -> i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
