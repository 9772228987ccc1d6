// Recursive top-down merge sort over dynamic strided subviews: each call splits its view
// with memref.subview, recurses, merges into a scratch buffer allocated per call and
// copies back with memref.copy; sorts i64 keys with duplicates and negatives.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @msort(%v: memref<?xi64, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %v, %c0 : memref<?xi64, strided<[1], offset: ?>>
  %small = arith.cmpi ule, %n, %c1 : index
  scf.if %small {
  } else {
    %h = arith.divui %n, %c2 : index
    %r = arith.subi %n, %h : index
    %lo = memref.subview %v[0] [%h] [1] : memref<?xi64, strided<[1], offset: ?>> to memref<?xi64, strided<[1], offset: ?>>
    %hi = memref.subview %v[%h] [%r] [1] : memref<?xi64, strided<[1], offset: ?>> to memref<?xi64, strided<[1], offset: ?>>
    func.call @msort(%lo) : (memref<?xi64, strided<[1], offset: ?>>) -> ()
    func.call @msort(%hi) : (memref<?xi64, strided<[1], offset: ?>>) -> ()
    %tmp = memref.alloc(%n) : memref<?xi64>
    %fin:2 = scf.for %k = %c0 to %n step %c1 iter_args(%i = %c0, %j = %c0) -> (index, index) {
      %iok = arith.cmpi ult, %i, %h : index
      %jok = arith.cmpi ult, %j, %r : index
      // Take from lo when j is exhausted, or when lo[i] <= hi[j] (stable).
      %take_lo = scf.if %iok -> i1 {
        %t = scf.if %jok -> i1 {
          %a = memref.load %lo[%i] : memref<?xi64, strided<[1], offset: ?>>
          %b = memref.load %hi[%j] : memref<?xi64, strided<[1], offset: ?>>
          %le = arith.cmpi sle, %a, %b : i64
          scf.yield %le : i1
        } else {
          %tt = arith.constant true
          scf.yield %tt : i1
        }
        scf.yield %t : i1
      } else {
        %ff = arith.constant false
        scf.yield %ff : i1
      }
      %res:2 = scf.if %take_lo -> (index, index) {
        %a = memref.load %lo[%i] : memref<?xi64, strided<[1], offset: ?>>
        memref.store %a, %tmp[%k] : memref<?xi64>
        %i1 = arith.addi %i, %c1 : index
        scf.yield %i1, %j : index, index
      } else {
        %b = memref.load %hi[%j] : memref<?xi64, strided<[1], offset: ?>>
        memref.store %b, %tmp[%k] : memref<?xi64>
        %j1 = arith.addi %j, %c1 : index
        scf.yield %i, %j1 : index, index
      }
      scf.yield %res#0, %res#1 : index, index
    }
    memref.copy %tmp, %v : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
    memref.dealloc %tmp : memref<?xi64>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 37 : index
  %buf = memref.alloc(%n) : memref<?xi64>
  %seed = arith.constant 7 : i64
  %mul = arith.constant 6364136223846793005 : i64
  %inc = arith.constant 1442695040888963407 : i64
  %sh = arith.constant 58 : i64
  %off = arith.constant 20 : i64
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%s = %seed) -> i64 {
    %m = arith.muli %s, %mul : i64
    %s2 = arith.addi %m, %inc : i64
    %top = arith.shrui %s2, %sh : i64
    %v = arith.subi %top, %off : i64
    memref.store %v, %buf[%i] : memref<?xi64>
    scf.yield %s2 : i64
  }
  %u = memref.cast %buf : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %v = memref.cast %buf : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
  call @msort(%v) : (memref<?xi64, strided<[1], offset: ?>>) -> ()
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  // Sort only the middle of a second buffer: a view with a non-zero offset.
  %c5 = arith.constant 5 : index
  %c20 = arith.constant 20 : index
  %b2 = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i64
    %z = arith.constant 100 : i64
    %y = arith.subi %z, %x : i64
    memref.store %y, %b2[%i] : memref<?xi64>
  }
  %mid = memref.subview %b2[%c5] [%c20] [1] : memref<?xi64> to memref<?xi64, strided<[1], offset: ?>>
  call @msort(%mid) : (memref<?xi64, strided<[1], offset: ?>>) -> ()
  %u2 = memref.cast %b2 : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u2) : (memref<*xi64>) -> ()
  memref.dealloc %buf : memref<?xi64>
  memref.dealloc %b2 : memref<?xi64>
  return
}
