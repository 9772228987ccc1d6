// Functions allocating and returning several memrefs of different ranks and element types
// at once (with scalars between them), callees writing into caller buffers and returning
// views of them, and results passed straight into another call.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printI64(i64)
func.func private @printNewline()

func.func @make(%n: index) -> (memref<?xi32>, i64, memref<2x?xf32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n) : memref<?xi32>
  %b = memref.alloc(%n) : memref<2x?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.index_cast %i : index to i32
    %y = arith.muli %x, %x : i32
    memref.store %y, %a[%i] : memref<?xi32>
    scf.for %r = %c0 to %c2 step %c1 {
      %rx = arith.index_cast %r : index to i32
      %s = arith.addi %x, %rx : i32
      %f = arith.sitofp %s : i32 to f32
      %h = arith.constant 0.25 : f32
      %g = arith.mulf %f, %h : f32
      memref.store %g, %b[%r, %i] : memref<2x?xf32>
    }
  }
  %nn = arith.index_cast %n : index to i64
  %twice = arith.muli %n, %c2 : index
  return %a, %nn, %b, %twice : memref<?xi32>, i64, memref<2x?xf32>, index
}

// Writes -1 into every other element of %m and returns the view of those elements and
// the row of %b chosen by %r.
func.func @mark(%m: memref<?xi32>, %b: memref<2x?xf32>, %r: index) -> (memref<?xi32, strided<[2]>>, memref<?xf32, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %n1 = arith.addi %n, %c1 : index
  %h = arith.divui %n1, %c2 : index
  %v = memref.subview %m[0] [%h] [2] : memref<?xi32> to memref<?xi32, strided<[2]>>
  %neg = arith.constant -1 : i32
  scf.for %i = %c0 to %h step %c1 {
    memref.store %neg, %v[%i] : memref<?xi32, strided<[2]>>
  }
  %w = memref.dim %b, %c1 : memref<2x?xf32>
  %row = memref.subview %b[%r, 0] [1, %w] [1, 1] : memref<2x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %v, %row : memref<?xi32, strided<[2]>>, memref<?xf32, strided<[1], offset: ?>>
}

func.func @print_both(%v: memref<?xi32, strided<[2]>>, %row: memref<?xf32, strided<[1], offset: ?>>) {
  %uv = memref.cast %v : memref<?xi32, strided<[2]>> to memref<*xi32>
  call @printMemrefI32(%uv) : (memref<*xi32>) -> ()
  %ur = memref.cast %row : memref<?xf32, strided<[1], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a, %n, %b, %t = call @make(%c5) : (index) -> (memref<?xi32>, i64, memref<2x?xf32>, index)
  call @printI64(%n) : (i64) -> ()
  call @printNewline() : () -> ()
  %tx = arith.index_cast %t : index to i64
  call @printI64(%tx) : (i64) -> ()
  call @printNewline() : () -> ()
  %ua = memref.cast %a : memref<?xi32> to memref<*xi32>
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  %ub = memref.cast %b : memref<2x?xf32> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %v, %row = call @mark(%a, %b, %c1) : (memref<?xi32>, memref<2x?xf32>, index) -> (memref<?xi32, strided<[2]>>, memref<?xf32, strided<[1], offset: ?>>)
  call @print_both(%v, %row) : (memref<?xi32, strided<[2]>>, memref<?xf32, strided<[1], offset: ?>>) -> ()
  call @printMemrefI32(%ua) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<?xi32>
  memref.dealloc %b : memref<2x?xf32>
  return
}
