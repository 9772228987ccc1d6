// 0-D memrefs: alloc, alloca and a global of rank 0, loads and stores with no indices,
// 0-D memrefs passed to and returned from functions, cast to unranked and printed, and a
// 0-D subview (an element of a 2-D buffer) used as an accumulator in a loop.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

memref.global "private" @counter : memref<i64> = dense<41>
memref.global "private" constant @scale : memref<f64> = dense<2.5>

func.func @bump(%c: memref<i64>) -> i64 {
  %v = memref.load %c[] : memref<i64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %c[] : memref<i64>
  return %w : i64
}

func.func @boxed(%x: f64) -> memref<f64> {
  %m = memref.alloc() : memref<f64>
  %s = memref.get_global @scale : memref<f64>
  %k = memref.load %s[] : memref<f64>
  %y = arith.mulf %x, %k : f64
  memref.store %y, %m[] : memref<f64>
  return %m : memref<f64>
}

func.func @main() {
  %g = memref.get_global @counter : memref<i64>
  %a = call @bump(%g) : (memref<i64>) -> i64
  call @printI64(%a) : (i64) -> ()
  call @printNewline() : () -> ()
  %b = call @bump(%g) : (memref<i64>) -> i64
  call @printI64(%b) : (i64) -> ()
  call @printNewline() : () -> ()
  %ug = memref.cast %g : memref<i64> to memref<*xi64>
  call @printMemrefI64(%ug) : (memref<*xi64>) -> ()
  %st = memref.alloca() : memref<i64>
  %z = arith.constant -10 : i64
  memref.store %z, %st[] : memref<i64>
  %c = call @bump(%st) : (memref<i64>) -> i64
  call @printI64(%c) : (i64) -> ()
  call @printNewline() : () -> ()
  %x = arith.constant 1.5 : f64
  %bx = call @boxed(%x) : (f64) -> memref<f64>
  %ub = memref.cast %bx : memref<f64> to memref<*xf64>
  call @printMemrefF64(%ub) : (memref<*xf64>) -> ()
  memref.dealloc %bx : memref<f64>
  // A 0-D view of one element of a 2-D buffer as an accumulator.
  %m = memref.alloc() : memref<3x3xi64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0 : i64
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %zero, %m[%i, %j] : memref<3x3xi64>
    }
  }
  %cell = memref.subview %m[1, 2] [1, 1] [1, 1] : memref<3x3xi64> to memref<i64, strided<[], offset: 5>>
  scf.for %i = %c0 to %c10 step %c1 {
    %v = memref.load %cell[] : memref<i64, strided<[], offset: 5>>
    %ix = arith.index_cast %i : index to i64
    %w = arith.addi %v, %ix : i64
    memref.store %w, %cell[] : memref<i64, strided<[], offset: 5>>
  }
  %um = memref.cast %m : memref<3x3xi64> to memref<*xi64>
  call @printMemrefI64(%um) : (memref<*xi64>) -> ()
  %uc = memref.cast %cell : memref<i64, strided<[], offset: 5>> to memref<*xi64>
  call @printMemrefI64(%uc) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<3x3xi64>
  return
}
