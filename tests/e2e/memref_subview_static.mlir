// Static subviews of a 4x6 buffer: offsets, unit and non-unit strides, a subview of a
// subview, rank-reducing to 1-D and to 0-D, writes through views visible in the base.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<4x6xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %x = arith.index_cast %l : index to i32
      %f = arith.sitofp %x : i32 to f32
      memref.store %f, %m[%i, %j] : memref<4x6xf32>
    }
  }
  %a = memref.subview %m[1, 1] [3, 4] [1, 1] : memref<4x6xf32> to memref<3x4xf32, strided<[6, 1], offset: 7>>
  %ua = memref.cast %a : memref<3x4xf32, strided<[6, 1], offset: 7>> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = memref.subview %m[0, 1] [2, 3] [3, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[18, 2], offset: 1>>
  %ub = memref.cast %b : memref<2x3xf32, strided<[18, 2], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %c = memref.subview %a[1, 0] [2, 2] [1, 3] : memref<3x4xf32, strided<[6, 1], offset: 7>> to memref<2x2xf32, strided<[6, 3], offset: 13>>
  %uc = memref.cast %c : memref<2x2xf32, strided<[6, 3], offset: 13>> to memref<*xf32>
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %d = memref.subview %m[2, 0] [1, 3] [1, 2] : memref<4x6xf32> to memref<1x3xf32, strided<[6, 2], offset: 12>>
  %ud = memref.cast %d : memref<1x3xf32, strided<[6, 2], offset: 12>> to memref<*xf32>
  call @printMemrefF32(%ud) : (memref<*xf32>) -> ()
  %e = memref.subview %m[0, 4] [4, 1] [1, 1] : memref<4x6xf32> to memref<4xf32, strided<[6], offset: 4>>
  %ue = memref.cast %e : memref<4xf32, strided<[6], offset: 4>> to memref<*xf32>
  call @printMemrefF32(%ue) : (memref<*xf32>) -> ()
  %s = memref.subview %m[3, 5] [1, 1] [1, 1] : memref<4x6xf32> to memref<f32, strided<[], offset: 23>>
  %us = memref.cast %s : memref<f32, strided<[], offset: 23>> to memref<*xf32>
  call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  %v = memref.load %s[] : memref<f32, strided<[], offset: 23>>
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  // Writes through the views.
  %neg = arith.constant -1.0 : f32
  %neg2 = arith.constant -2.0 : f32
  %neg3 = arith.constant -3.0 : f32
  memref.store %neg, %c[%c1, %c1] : memref<2x2xf32, strided<[6, 3], offset: 13>>
  memref.store %neg2, %e[%c0] : memref<4xf32, strided<[6], offset: 4>>
  memref.store %neg3, %s[] : memref<f32, strided<[], offset: 23>>
  %um = memref.cast %m : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4x6xf32>
  return
}
