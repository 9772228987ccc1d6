// linalg.fill and linalg.copy on buffers: fills of several element types, fills and copies
// through strided subviews, and copies that convert element types (signed and unsigned).
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }

func.func @main() {
  %f = memref.alloca() : memref<2x4xf32>
  %x = arith.constant 2.75 : f32
  linalg.fill ins(%x : f32) outs(%f : memref<2x4xf32>)
  %uf = memref.cast %f : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  // the second column of %f
  %col = memref.subview %f[0, 1] [2, 1] [1, 1] : memref<2x4xf32> to memref<2xf32, strided<[4], offset: 1>>
  %neg = arith.constant -0.5 : f32
  linalg.fill ins(%neg : f32) outs(%col : memref<2xf32, strided<[4], offset: 1>>)
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %g = memref.alloca() : memref<2x4xf32>
  linalg.copy ins(%f : memref<2x4xf32>) outs(%g : memref<2x4xf32>)
  // the first column of %g gets the second column of %f
  %gcol = memref.subview %g[0, 0] [2, 1] [1, 1] : memref<2x4xf32> to memref<2xf32, strided<[4]>>
  %eight = arith.constant 8.0 : f32
  linalg.fill ins(%eight : f32) outs(%gcol : memref<2xf32, strided<[4]>>)
  linalg.copy ins(%col : memref<2xf32, strided<[4], offset: 1>>) outs(%gcol : memref<2xf32, strided<[4]>>)
  %ug = memref.cast %g : memref<2x4xf32> to memref<*xf32>
  call @printMemrefF32(%ug) : (memref<*xf32>) -> ()
  %i = memref.alloca() : memref<3xi32>
  %m = arith.constant -5 : i32
  linalg.fill ins(%m : i32) outs(%i : memref<3xi32>)
  %ui = memref.cast %i : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  %i1 = memref.subview %i[1] [1] [1] : memref<3xi32> to memref<1xi32, strided<[1], offset: 1>>
  %big = arith.constant 2147483647 : i32
  linalg.fill ins(%big : i32) outs(%i1 : memref<1xi32, strided<[1], offset: 1>>)
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  // copies with casts: i32 -> i64 signed (default) and unsigned, i32 -> f32
  %l = memref.alloca() : memref<3xi64>
  linalg.copy ins(%i : memref<3xi32>) outs(%l : memref<3xi64>)
  %ul = memref.cast %l : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%ul) : (memref<*xi64>) -> ()
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i : memref<3xi32>) outs(%l : memref<3xi64>)
  call @printMemrefI64(%ul) : (memref<*xi64>) -> ()
  %h = memref.alloca() : memref<3xf32>
  linalg.copy ins(%i : memref<3xi32>) outs(%h : memref<3xf32>)
  %uh = memref.cast %h : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%uh) : (memref<*xf32>) -> ()
  return
}
