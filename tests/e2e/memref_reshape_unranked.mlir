// memref.reshape into an unranked memref whose rank is only known at run time (the shape
// buffer's length), from a ranked and from an unranked source, then printed and reshaped
// back to a ranked view.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @reshape(%src: memref<*xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %src(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %m = memref.alloc() : memref<12xf32>
  scf.for %i = %c0 to %c12 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %m[%i] : memref<12xf32>
  }
  %s3 = memref.alloc(%c3) : memref<?xindex>
  memref.store %c2, %s3[%c0] : memref<?xindex>
  memref.store %c3, %s3[%c1] : memref<?xindex>
  memref.store %c2, %s3[%c2] : memref<?xindex>
  %r3 = memref.reshape %m(%s3) : (memref<12xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%r3) : (memref<*xf32>) -> ()
  %s2 = memref.alloc(%c2) : memref<?xindex>
  %c4 = arith.constant 4 : index
  memref.store %c4, %s2[%c0] : memref<?xindex>
  memref.store %c3, %s2[%c1] : memref<?xindex>
  %r2 = call @reshape(%r3, %s2) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  call @printMemrefF32(%r2) : (memref<*xf32>) -> ()
  %ranked = memref.cast %r2 : memref<*xf32> to memref<4x3xf32>
  %sub = memref.subview %ranked[1, 1] [2, 2] [1, 1] : memref<4x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 4>>
  %su = memref.cast %sub : memref<2x2xf32, strided<[3, 1], offset: 4>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<12xf32>
  memref.dealloc %s3 : memref<?xindex>
  memref.dealloc %s2 : memref<?xindex>
  return
}
