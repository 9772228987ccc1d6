// Buffer deallocation: scf.while carrying a buffer that grows (a new, larger buffer each
// iteration, the old one copied into it and never freed by the program).
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %limit = arith.constant 40 : index
  %first = memref.alloc(%c1) : memref<?xi64>
  %one = arith.constant 1 : i64
  memref.store %one, %first[%c0] : memref<?xi64>
  %buf, %len = scf.while (%b = %first, %n = %c1) : (memref<?xi64>, index) -> (memref<?xi64>, index) {
    %go = arith.cmpi ult, %n, %limit : index
    scf.condition(%go) %b, %n : memref<?xi64>, index
  } do {
  ^bb0(%b: memref<?xi64>, %n: index):
    %m = arith.addi %n, %n : index
    %m3 = arith.addi %m, %c1 : index
    %nb = memref.alloc(%m3) : memref<?xi64>
    %sub = memref.subview %nb[0] [%n] [1] : memref<?xi64> to memref<?xi64, strided<[1]>>
    memref.copy %b, %sub : memref<?xi64> to memref<?xi64, strided<[1]>>
    scf.for %i = %n to %m3 step %c1 {
      %j = arith.subi %i, %n : index
      %jm = arith.remui %j, %n : index
      %v = memref.load %b[%jm] : memref<?xi64>
      %ii = arith.index_cast %i : index to i64
      %w = arith.addi %v, %ii : i64
      memref.store %w, %nb[%i] : memref<?xi64>
    }
    scf.yield %nb, %m3 : memref<?xi64>, index
  }
  %l = arith.index_cast %len : index to i64
  call @printI64(%l) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = memref.cast %buf : memref<?xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
