// Dynamic subviews: offsets, sizes and strides from SSA values, of a dynamically shaped
// buffer, nested dynamic subviews, dim of the views, and a loop sliding a window over a row.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum(%v: memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %r = memref.dim %v, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %c = memref.dim %v, %c1 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %s = scf.for %i = %c0 to %r step %c1 iter_args(%a = %z) -> i64 {
    %t = scf.for %j = %c0 to %c step %c1 iter_args(%b = %a) -> i64 {
      %x = memref.load %v[%i, %j] : memref<?x?xi64, strided<[?, ?], offset: ?>>
      %y = arith.addi %b, %x : i64
      scf.yield %y : i64
    }
    scf.yield %t : i64
  }
  return %s : i64
}

func.func @print(%v: memref<?x?xi64, strided<[?, ?], offset: ?>>) {
  %u = memref.cast %v : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %s = call @sum(%v) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64
  call @printI64(%s) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %m = memref.alloc(%c5, %c7) : memref<?x?xi64>
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      %k = arith.muli %i, %c7 : index
      %l = arith.addi %k, %j : index
      %x = arith.index_cast %l : index to i64
      memref.store %x, %m[%i, %j] : memref<?x?xi64>
    }
  }
  %full = memref.cast %m : memref<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  call @print(%full) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %a = memref.subview %m[%c1, %c2] [%c3, %c5] [1, 1] : memref<?x?xi64> to memref<?x?xi64, strided<[?, 1], offset: ?>>
  %ac = memref.cast %a : memref<?x?xi64, strided<[?, 1], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  call @print(%ac) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %b = memref.subview %ac[%c0, %c1] [%c2, %c2] [%c2, %c3] : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  call @print(%b) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  %d0 = memref.dim %b, %c0 : memref<?x?xi64, strided<[?, ?], offset: ?>>
  %d0x = arith.index_cast %d0 : index to i64
  call @printI64(%d0x) : (i64) -> ()
  call @printNewline() : () -> ()
  // Sliding 2x3 windows along row 2 with stride 2.
  %lim = arith.constant 5 : index
  scf.for %j = %c0 to %lim step %c2 {
    %w = memref.subview %m[%c2, %j] [2, 3] [1, 1] : memref<?x?xi64> to memref<2x3xi64, strided<[?, 1], offset: ?>>
    %wc = memref.cast %w : memref<2x3xi64, strided<[?, 1], offset: ?>> to memref<?x?xi64, strided<[?, ?], offset: ?>>
    func.call @print(%wc) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> ()
  }
  // An empty view.
  %e = memref.subview %m[%c3, %c3] [%c0, %c2] [%c1, %c1] : memref<?x?xi64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %es = call @sum(%e) : (memref<?x?xi64, strided<[?, ?], offset: ?>>) -> i64
  call @printI64(%es) : (i64) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %m : memref<?x?xi64>
  return
}
