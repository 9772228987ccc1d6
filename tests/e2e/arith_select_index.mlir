// arith.select on integers, floats, index, i1 and memrefs (choosing a buffer), selects
// driven by cmpi on index values with negative numbers (signed vs unsigned predicates),
// index arithmetic (wrap, divsi/remsi/floordivsi/ceildivsi on index) and index casts.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printU64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

func.func @i(%v: index) {
  %x = arith.index_cast %v : index to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @u(%v: index) {
  %x = arith.index_castui %v : index to i64
  call @printU64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}
func.func @b(%v: i1) {
  %x = arith.extui %v : i1 to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m7 = arith.constant -7 : index
  %p2 = arith.constant 2 : index
  %m2 = arith.constant -2 : index
  // cmpi on index, signed and unsigned.
  %s1 = arith.cmpi slt, %m7, %p2 : index
  call @b(%s1) : (i1) -> ()
  %s2 = arith.cmpi ult, %m7, %p2 : index
  call @b(%s2) : (i1) -> ()
  %s3 = arith.cmpi sge, %m2, %m7 : index
  call @b(%s3) : (i1) -> ()
  %s4 = arith.cmpi ugt, %m2, %m7 : index
  call @b(%s4) : (i1) -> ()
  // Selects of each kind.
  %a = arith.select %s1, %m7, %p2 : index
  call @i(%a) : (index) -> ()
  %bb = arith.select %s2, %m7, %p2 : index
  call @i(%bb) : (index) -> ()
  %f1 = arith.constant 1.25 : f32
  %f2 = arith.constant -8.5 : f32
  %fs = arith.select %s4, %f1, %f2 : f32
  call @printF32(%fs) : (f32) -> ()
  call @printNewline() : () -> ()
  %t = arith.constant true
  %fl = arith.constant false
  %bs = arith.select %s2, %t, %fl : i1
  call @b(%bs) : (i1) -> ()
  %x8 = arith.constant -100 : i8
  %y8 = arith.constant 100 : i8
  %s8 = arith.select %s3, %x8, %y8 : i8
  %s8x = arith.extsi %s8 : i8 to i64
  call @printI64(%s8x) : (i64) -> ()
  call @printNewline() : () -> ()
  // Select between two buffers, then write through the chosen one.
  %ba = memref.alloc() : memref<3xi64>
  %bz = memref.alloc() : memref<3xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i64
  scf.for %k = %c0 to %c3 step %c1 {
    memref.store %z, %ba[%k] : memref<3xi64>
    memref.store %z, %bz[%k] : memref<3xi64>
  }
  scf.for %k = %c0 to %c3 step %c1 {
    %odd = arith.remui %k, %p2 : index
    %isodd = arith.cmpi ne, %odd, %c0 : index
    %dst = arith.select %isodd, %ba, %bz : memref<3xi64>
    %kx = arith.index_cast %k : index to i64
    %v = arith.addi %kx, %kx : i64
    %w = arith.addi %v, %kx : i64
    %o = arith.constant 10 : i64
    %w2 = arith.addi %w, %o : i64
    memref.store %w2, %dst[%k] : memref<3xi64>
  }
  %ua = memref.cast %ba : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%ua) : (memref<*xi64>) -> ()
  %uz = memref.cast %bz : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%uz) : (memref<*xi64>) -> ()
  // Index arithmetic with negatives.
  %q1 = arith.divsi %m7, %p2 : index
  call @i(%q1) : (index) -> ()
  %q2 = arith.remsi %m7, %p2 : index
  call @i(%q2) : (index) -> ()
  %q3 = arith.floordivsi %m7, %p2 : index
  call @i(%q3) : (index) -> ()
  %q4 = arith.ceildivsi %m7, %m2 : index
  call @i(%q4) : (index) -> ()
  %q5 = arith.divui %m7, %p2 : index
  call @u(%q5) : (index) -> ()
  %q6 = arith.muli %m7, %m2 : index
  call @i(%q6) : (index) -> ()
  %q7 = arith.maxsi %m7, %p2 : index
  call @i(%q7) : (index) -> ()
  %q8 = arith.maxui %m7, %p2 : index
  call @u(%q8) : (index) -> ()
  %q9 = arith.minsi %m7, %m2 : index
  call @i(%q9) : (index) -> ()
  %big = arith.constant 9223372036854775807 : index
  %q10 = arith.addi %big, %p2 : index
  call @i(%q10) : (index) -> ()
  call @u(%q10) : (index) -> ()
  // index_cast to narrow integers and back.
  %n = arith.constant 70000 : index
  %n16 = arith.index_cast %n : index to i16
  %n16x = arith.extsi %n16 : i16 to i64
  call @printI64(%n16x) : (i64) -> ()
  call @printNewline() : () -> ()
  %n32 = arith.index_cast %m7 : index to i32
  %back = arith.index_castui %n32 : i32 to index
  call @i(%back) : (index) -> ()
  %back2 = arith.index_cast %n32 : i32 to index
  call @i(%back2) : (index) -> ()
  memref.dealloc %ba : memref<3xi64>
  memref.dealloc %bz : memref<3xi64>
  return
}
