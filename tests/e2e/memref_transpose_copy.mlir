// memref.transpose of 2-D and 3-D buffers (permuted strides), memref.copy from and into
// strided views (transposed, every other column, subviews of 3-D), and an in-place
// matrix transpose through a transposed view into a fresh buffer.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }

func.func @fill(%m: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf64>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f64
    %h = arith.constant 0.5 : f64
    %g = arith.addf %f, %h : f64
    memref.store %g, %m[%i] : memref<?xf64>
  }
  return
}

func.func @main() {
  %flat = memref.alloc() : memref<24xf64>
  %fd = memref.cast %flat : memref<24xf64> to memref<?xf64>
  call @fill(%fd) : (memref<?xf64>) -> ()
  %m = memref.expand_shape %flat [[0, 1]] output_shape [4, 6] : memref<24xf64> into memref<4x6xf64>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x6xf64> to memref<6x4xf64, strided<[1, 6]>>
  %ut = memref.cast %t : memref<6x4xf64, strided<[1, 6]>> to memref<*xf64>
  call @printMemrefF64(%ut) : (memref<*xf64>) -> ()
  // Materialize the transpose.
  %tm = memref.alloc() : memref<6x4xf64>
  memref.copy %t, %tm : memref<6x4xf64, strided<[1, 6]>> to memref<6x4xf64>
  %utm = memref.cast %tm : memref<6x4xf64> to memref<*xf64>
  call @printMemrefF64(%utm) : (memref<*xf64>) -> ()
  // 3-D permutation.
  %c = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf64> into memref<2x3x4xf64>
  %p = memref.transpose %c (i, j, k) -> (k, i, j) : memref<2x3x4xf64> to memref<4x2x3xf64, strided<[1, 12, 4]>>
  %up = memref.cast %p : memref<4x2x3xf64, strided<[1, 12, 4]>> to memref<*xf64>
  call @printMemrefF64(%up) : (memref<*xf64>) -> ()
  %pm = memref.alloc() : memref<4x2x3xf64>
  memref.copy %p, %pm : memref<4x2x3xf64, strided<[1, 12, 4]>> to memref<4x2x3xf64>
  %upm = memref.cast %pm : memref<4x2x3xf64> to memref<*xf64>
  call @printMemrefF64(%upm) : (memref<*xf64>) -> ()
  // Copy every other column of m into the odd columns of a zeroed buffer.
  %z = memref.alloc() : memref<4x6xf64>
  %zero = arith.constant 0.0 : f64
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      memref.store %zero, %z[%i, %j] : memref<4x6xf64>
    }
  }
  %src = memref.subview %m[0, 0] [4, 3] [1, 2] : memref<4x6xf64> to memref<4x3xf64, strided<[6, 2]>>
  %dst = memref.subview %z[0, 1] [4, 3] [1, 2] : memref<4x6xf64> to memref<4x3xf64, strided<[6, 2], offset: 1>>
  memref.copy %src, %dst : memref<4x3xf64, strided<[6, 2]>> to memref<4x3xf64, strided<[6, 2], offset: 1>>
  %uz = memref.cast %z : memref<4x6xf64> to memref<*xf64>
  call @printMemrefF64(%uz) : (memref<*xf64>) -> ()
  // Copy a 3-D subview into a transposed 3-D view.
  %s3 = memref.subview %c[0, 1, 1] [2, 2, 3] [1, 1, 1] : memref<2x3x4xf64> to memref<2x2x3xf64, strided<[12, 4, 1], offset: 5>>
  %d3 = memref.alloc() : memref<3x2x2xf64>
  %d3t = memref.transpose %d3 (i, j, k) -> (k, j, i) : memref<3x2x2xf64> to memref<2x2x3xf64, strided<[1, 2, 4]>>
  memref.copy %s3, %d3t : memref<2x2x3xf64, strided<[12, 4, 1], offset: 5>> to memref<2x2x3xf64, strided<[1, 2, 4]>>
  %ud3 = memref.cast %d3 : memref<3x2x2xf64> to memref<*xf64>
  call @printMemrefF64(%ud3) : (memref<*xf64>) -> ()
  memref.dealloc %flat : memref<24xf64>
  memref.dealloc %tm : memref<6x4xf64>
  memref.dealloc %pm : memref<4x2x3xf64>
  memref.dealloc %z : memref<4x6xf64>
  memref.dealloc %d3 : memref<3x2x2xf64>
  return
}
