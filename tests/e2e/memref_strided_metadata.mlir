// memref.extract_strided_metadata of identity, subview, transposed, dynamic and 0-D memrefs
// (base buffer, offset, sizes, strides), rebuilding a view from the metadata with
// reinterpret_cast, and extract_aligned_pointer_as_index differences between views.
// REFERENCE-NO-DEALLOC
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @i(%v: index) {
  %x = arith.index_cast %v : index to i64
  call @printI64(%x) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @meta2(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %base, %off, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  call @i(%off) : (index) -> ()
  call @i(%s#0) : (index) -> ()
  call @i(%s#1) : (index) -> ()
  call @i(%st#0) : (index) -> ()
  call @i(%st#1) : (index) -> ()
  // Rebuild the view from its pieces and print it.
  %v = memref.reinterpret_cast %base to offset: [%off], sizes: [%s#0, %s#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %u = memref.cast %v : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %m = memref.alloc() : memref<5x7xf32>
  scf.for %i = %c0 to %c5 step %c1 {
    scf.for %j = %c0 to %c7 step %c1 {
      %k = arith.muli %i, %c7 : index
      %l = arith.addi %k, %j : index
      %x = arith.index_cast %l : index to i32
      %f = arith.sitofp %x : i32 to f32
      memref.store %f, %m[%i, %j] : memref<5x7xf32>
    }
  }
  %a = memref.cast %m : memref<5x7xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @meta2(%a) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %s = memref.subview %m[1, 2] [3, 2] [1, 3] : memref<5x7xf32> to memref<3x2xf32, strided<[7, 3], offset: 9>>
  %sc = memref.cast %s : memref<3x2xf32, strided<[7, 3], offset: 9>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @meta2(%sc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %t = memref.transpose %s (i, j) -> (j, i) : memref<3x2xf32, strided<[7, 3], offset: 9>> to memref<2x3xf32, strided<[3, 7], offset: 9>>
  %tc = memref.cast %t : memref<2x3xf32, strided<[3, 7], offset: 9>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @meta2(%tc) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  // Static metadata of a static subview.
  %b2, %o2, %z:2, %y:2 = memref.extract_strided_metadata %s : memref<3x2xf32, strided<[7, 3], offset: 9>> -> memref<f32>, index, index, index, index, index
  call @i(%o2) : (index) -> ()
  call @i(%y#0) : (index) -> ()
  // 0-D.
  %e = memref.subview %m[4, 6] [1, 1] [1, 1] : memref<5x7xf32> to memref<f32, strided<[], offset: 34>>
  %b3, %o3 = memref.extract_strided_metadata %e : memref<f32, strided<[], offset: 34>> -> memref<f32>, index
  call @i(%o3) : (index) -> ()
  // Pointer differences: the aligned pointers of the base and of a subview are equal
  // (a view only changes the offset).
  %p0 = memref.extract_aligned_pointer_as_index %m : memref<5x7xf32> -> index
  %p1 = memref.extract_aligned_pointer_as_index %s : memref<3x2xf32, strided<[7, 3], offset: 9>> -> index
  %d = arith.subi %p1, %p0 : index
  call @i(%d) : (index) -> ()
  memref.dealloc %m : memref<5x7xf32>
  return
}
