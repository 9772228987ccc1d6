// i1 as an integer type: addi/subi (xor), muli (and), andi/ori/xori, signed comparisons
// (true is -1 when signed), maxsi/minsi/maxui/minui, divui/remui by true, extsi/extui to
// wider types, trunci into i1, and a 3-input truth table computed through memory.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

func.func @b(%v: i1) -> i64 {
  %x = arith.extsi %v : i1 to i64
  return %x : i64
}

func.func @row(%p: i1, %q: i1, %out: memref<?xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  %c10 = arith.constant 10 : index
  %c11 = arith.constant 11 : index
  %a = arith.addi %p, %q : i1
  %s = arith.subi %p, %q : i1
  %m = arith.muli %p, %q : i1
  %o = arith.ori %p, %q : i1
  %x1 = arith.xori %p, %q : i1
  %lt = arith.cmpi slt, %p, %q : i1
  %ult = arith.cmpi ult, %p, %q : i1
  %sge = arith.cmpi sge, %p, %q : i1
  %mx = arith.maxsi %p, %q : i1
  %mn = arith.minsi %p, %q : i1
  %mxu = arith.maxui %p, %q : i1
  %mnu = arith.minui %p, %q : i1
  %va = call @b(%a) : (i1) -> i64
  memref.store %va, %out[%c0] : memref<?xi64>
  %vs = call @b(%s) : (i1) -> i64
  memref.store %vs, %out[%c1] : memref<?xi64>
  %vm = call @b(%m) : (i1) -> i64
  memref.store %vm, %out[%c2] : memref<?xi64>
  %vo = call @b(%o) : (i1) -> i64
  memref.store %vo, %out[%c3] : memref<?xi64>
  %vx = call @b(%x1) : (i1) -> i64
  memref.store %vx, %out[%c4] : memref<?xi64>
  %vl = call @b(%lt) : (i1) -> i64
  memref.store %vl, %out[%c5] : memref<?xi64>
  %vu = call @b(%ult) : (i1) -> i64
  memref.store %vu, %out[%c6] : memref<?xi64>
  %vg = call @b(%sge) : (i1) -> i64
  memref.store %vg, %out[%c7] : memref<?xi64>
  %v8 = call @b(%mx) : (i1) -> i64
  memref.store %v8, %out[%c8] : memref<?xi64>
  %v9 = call @b(%mn) : (i1) -> i64
  memref.store %v9, %out[%c9] : memref<?xi64>
  %v10 = call @b(%mxu) : (i1) -> i64
  memref.store %v10, %out[%c10] : memref<?xi64>
  %v11 = call @b(%mnu) : (i1) -> i64
  memref.store %v11, %out[%c11] : memref<?xi64>
  return
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c12 = arith.constant 12 : index
  %out = memref.alloc(%c12) : memref<?xi64>
  %u = memref.cast %out : memref<?xi64> to memref<*xi64>
  call @row(%f, %f, %out) : (i1, i1, memref<?xi64>) -> ()
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  call @row(%f, %t, %out) : (i1, i1, memref<?xi64>) -> ()
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  call @row(%t, %f, %out) : (i1, i1, memref<?xi64>) -> ()
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  call @row(%t, %t, %out) : (i1, i1, memref<?xi64>) -> ()
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  // Division by true.
  %d1 = arith.divui %t, %t : i1
  %d1x = arith.extui %d1 : i1 to i64
  call @printI64(%d1x) : (i64) -> ()
  call @printNewline() : () -> ()
  %d2 = arith.remui %f, %t : i1
  %d2x = arith.extui %d2 : i1 to i64
  call @printI64(%d2x) : (i64) -> ()
  call @printNewline() : () -> ()
  // Widening and narrowing.
  %w8 = arith.extsi %t : i1 to i8
  %w8x = arith.extui %w8 : i8 to i64
  call @printI64(%w8x) : (i64) -> ()
  call @printNewline() : () -> ()
  %w32 = arith.extui %t : i1 to i32
  %w32x = arith.extsi %w32 : i32 to i64
  call @printI64(%w32x) : (i64) -> ()
  call @printNewline() : () -> ()
  %six = arith.constant 6 : i32
  %tr = arith.trunci %six : i32 to i1
  %trx = arith.extsi %tr : i1 to i64
  call @printI64(%trx) : (i64) -> ()
  call @printNewline() : () -> ()
  // Majority of three inputs for all 8 combinations, through an i1 buffer.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %bits = memref.alloc() : memref<8x3xi1>
  %maj = memref.alloc() : memref<8xi64>
  scf.for %i = %c0 to %c8 step %c1 {
    %x = arith.index_cast %i : index to i8
    %one = arith.constant 1 : i8
    %two = arith.constant 2 : i8
    %x0 = arith.trunci %x : i8 to i1
    %y = arith.shrui %x, %one : i8
    %x1 = arith.trunci %y : i8 to i1
    %z = arith.shrui %x, %two : i8
    %x2 = arith.trunci %z : i8 to i1
    %c2 = arith.constant 2 : index
    memref.store %x0, %bits[%i, %c0] : memref<8x3xi1>
    memref.store %x1, %bits[%i, %c1] : memref<8x3xi1>
    memref.store %x2, %bits[%i, %c2] : memref<8x3xi1>
  }
  scf.for %i = %c0 to %c8 step %c1 {
    %c2 = arith.constant 2 : index
    %p = memref.load %bits[%i, %c0] : memref<8x3xi1>
    %q = memref.load %bits[%i, %c1] : memref<8x3xi1>
    %r = memref.load %bits[%i, %c2] : memref<8x3xi1>
    %pq = arith.andi %p, %q : i1
    %pr = arith.andi %p, %r : i1
    %qr = arith.andi %q, %r : i1
    %o1 = arith.ori %pq, %pr : i1
    %m = arith.ori %o1, %qr : i1
    %mx = arith.extui %m : i1 to i64
    memref.store %mx, %maj[%i] : memref<8xi64>
  }
  %um = memref.cast %maj : memref<8xi64> to memref<*xi64>
  call @printMemrefI64(%um) : (memref<*xi64>) -> ()
  memref.dealloc %out : memref<?xi64>
  memref.dealloc %bits : memref<8x3xi1>
  memref.dealloc %maj : memref<8xi64>
  return
}
