// memref.global (constant and mutable, dense and splat initializers, uninitialized) with
// get_global, and memref.copy between contiguous buffers (memcpy) and strided views
// (memrefCopy).
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.5, 2.5, 3.5], [4.5, 5.5, 6.5]]> {alignment = 64 : i64}
memref.global "private" @counters : memref<4xi32> = dense<7>
memref.global "private" @scratch : memref<3xi16> = uninitialized
memref.global @ones : memref<2x2xi32> = dense<1>

func.func @bump() {
  %g = memref.get_global @counters : memref<4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %g[%i] : memref<4xi32>
    %ii = arith.index_cast %i : index to i32
    %w = arith.addi %v, %ii : i32
    memref.store %w, %g[%i] : memref<4xi32>
  }
  return
}

func.func @main() {
  %t = memref.get_global @table : memref<2x3xf32>
  %tu = memref.cast %t : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  call @bump() : () -> ()
  call @bump() : () -> ()
  %g = memref.get_global @counters : memref<4xi32>
  %gu = memref.cast %g : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%gu) : (memref<*xi32>) -> ()
  %s = memref.get_global @scratch : memref<3xi16>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %k = arith.constant -300 : i16
  memref.store %k, %s[%c2] : memref<3xi16>
  %su = memref.cast %s : memref<3xi16> to memref<*xi16>
  call @printMemrefI16(%su) : (memref<*xi16>) -> ()
  %o = memref.get_global @ones : memref<2x2xi32>
  %ou = memref.cast %o : memref<2x2xi32> to memref<*xi32>
  call @printMemrefI32(%ou) : (memref<*xi32>) -> ()
  // Contiguous copy: a global into a heap buffer.
  %h = memref.alloc() : memref<2x3xf32>
  memref.copy %t, %h : memref<2x3xf32> to memref<2x3xf32>
  %hu = memref.cast %h : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%hu) : (memref<*xf32>) -> ()
  // Strided copies: a column into a row, and a transposed view into a buffer.
  %big = memref.alloc() : memref<3x3xf32>
  %z = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c3 step %c1 {
      memref.store %z, %big[%i, %j] : memref<3x3xf32>
    }
  }
  %col = memref.subview %t[0, 1] [2, 1] [1, 1] : memref<2x3xf32> to memref<2xf32, strided<[3], offset: 1>>
  %row = memref.subview %big[2, 0] [1, 2] [1, 1] : memref<3x3xf32> to memref<2xf32, strided<[1], offset: 6>>
  memref.copy %col, %row : memref<2xf32, strided<[3], offset: 1>> to memref<2xf32, strided<[1], offset: 6>>
  %tr = memref.transpose %t (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %win = memref.subview %big[0, 0] [3, 2] [1, 1] : memref<3x3xf32> to memref<3x2xf32, strided<[3, 1]>>
  %part = memref.subview %tr[0, 0] [2, 2] [1, 1] : memref<3x2xf32, strided<[1, 3]>> to memref<2x2xf32, strided<[1, 3]>>
  %dst = memref.subview %win[0, 0] [2, 2] [1, 1] : memref<3x2xf32, strided<[3, 1]>> to memref<2x2xf32, strided<[3, 1]>>
  memref.copy %part, %dst : memref<2x2xf32, strided<[1, 3]>> to memref<2x2xf32, strided<[3, 1]>>
  %bu = memref.cast %big : memref<3x3xf32> to memref<*xf32>
  call @printMemrefF32(%bu) : (memref<*xf32>) -> ()
  memref.dealloc %h : memref<2x3xf32>
  memref.dealloc %big : memref<3x3xf32>
  return
}
