// Strided and offset views: subview (static and dynamic offsets/sizes/strides, rank
// reduction), reinterpret_cast, transpose, expand_shape, collapse_shape, reshape, view and
// casts between them; loads and stores through the views and printing of the views.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printF32(f32)
func.func private @printNewline()

func.func @print(%m: memref<*xf32>) {
  call @printMemrefF32(%m) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<6x6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %x = arith.index_cast %l : index to i32
      %f = arith.sitofp %x : i32 to f32
      memref.store %f, %m[%i, %j] : memref<6x6xf32>
    }
  }
  // Static subview with strides.
  %s1 = memref.subview %m[1, 2] [2, 2] [2, 1] : memref<6x6xf32> to memref<2x2xf32, strided<[12, 1], offset: 8>>
  %u1 = memref.cast %s1 : memref<2x2xf32, strided<[12, 1], offset: 8>> to memref<*xf32>
  call @print(%u1) : (memref<*xf32>) -> ()
  // Dynamic subview of a subview.
  %s2 = memref.subview %m[%c1, %c1] [%c4, %c4] [%c1, %c1] : memref<6x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s3 = memref.subview %s2[%c1, 0] [2, %c3] [1, %c2] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x?xf32, strided<[?, ?], offset: ?>>
  %u3 = memref.cast %s3 : memref<2x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @print(%u3) : (memref<*xf32>) -> ()
  // Rank-reducing subview: one row, one column.
  %row = memref.subview %m[3, 0] [1, 6] [1, 1] : memref<6x6xf32> to memref<6xf32, strided<[1], offset: 18>>
  %ur = memref.cast %row : memref<6xf32, strided<[1], offset: 18>> to memref<*xf32>
  call @print(%ur) : (memref<*xf32>) -> ()
  %col = memref.subview %m[0, 5] [6, 1] [1, 1] : memref<6x6xf32> to memref<6xf32, strided<[6], offset: 5>>
  %uc = memref.cast %col : memref<6xf32, strided<[6], offset: 5>> to memref<*xf32>
  call @print(%uc) : (memref<*xf32>) -> ()
  // Store through a view, read through the base.
  %neg = arith.constant -1.0 : f32
  memref.store %neg, %s3[%c1, %c1] : memref<2x?xf32, strided<[?, ?], offset: ?>>
  %back = memref.load %m[%c3, %c3] : memref<6x6xf32>
  call @printF32(%back) : (f32) -> ()
  call @printNewline() : () -> ()
  // Transpose.
  %t = memref.transpose %s1 (i, j) -> (j, i) : memref<2x2xf32, strided<[12, 1], offset: 8>> to memref<2x2xf32, strided<[1, 12], offset: 8>>
  %ut = memref.cast %t : memref<2x2xf32, strided<[1, 12], offset: 8>> to memref<*xf32>
  call @print(%ut) : (memref<*xf32>) -> ()
  // reinterpret_cast: a 3x2 window with a custom stride and offset.
  %r = memref.reinterpret_cast %m to offset: [7], sizes: [3, 2], strides: [12, 2] : memref<6x6xf32> to memref<3x2xf32, strided<[12, 2], offset: 7>>
  %urc = memref.cast %r : memref<3x2xf32, strided<[12, 2], offset: 7>> to memref<*xf32>
  call @print(%urc) : (memref<*xf32>) -> ()
  %rd = memref.reinterpret_cast %m to offset: [%c2], sizes: [%c2, %c3], strides: [%c6, %c2] : memref<6x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %urd = memref.cast %rd : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @print(%urd) : (memref<*xf32>) -> ()
  // collapse_shape / expand_shape.
  %flat = memref.collapse_shape %m [[0, 1]] : memref<6x6xf32> into memref<36xf32>
  %cube = memref.expand_shape %flat [[0, 1, 2]] output_shape [3, 3, 4] : memref<36xf32> into memref<3x3x4xf32>
  %ucube = memref.cast %cube : memref<3x3x4xf32> to memref<*xf32>
  call @print(%ucube) : (memref<*xf32>) -> ()
  %rowd = memref.cast %row : memref<6xf32, strided<[1], offset: 18>> to memref<?xf32, strided<[1], offset: 18>>
  %rows = memref.expand_shape %rowd [[0, 1]] output_shape [%c2, 3] : memref<?xf32, strided<[1], offset: 18>> into memref<?x3xf32, strided<[3, 1], offset: 18>>
  %urows = memref.cast %rows : memref<?x3xf32, strided<[3, 1], offset: 18>> to memref<*xf32>
  call @print(%urows) : (memref<*xf32>) -> ()
  %strip = memref.subview %m[0, 0] [6, 2] [1, 1] : memref<6x6xf32> to memref<6x2xf32, strided<[6, 1]>>
  %strip2 = memref.collapse_shape %cube [[0, 1], [2]] : memref<3x3x4xf32> into memref<9x4xf32>
  %us2 = memref.cast %strip2 : memref<9x4xf32> to memref<*xf32>
  call @print(%us2) : (memref<*xf32>) -> ()
  %ustrip = memref.cast %strip : memref<6x2xf32, strided<[6, 1]>> to memref<*xf32>
  call @print(%ustrip) : (memref<*xf32>) -> ()
  // reshape with a shape buffer.
  %shape = memref.alloca() : memref<2xindex>
  memref.store %c4, %shape[%c0] : memref<2xindex>
  %c9 = arith.constant 9 : index
  memref.store %c9, %shape[%c1] : memref<2xindex>
  %rs = memref.reshape %flat(%shape) : (memref<36xf32>, memref<2xindex>) -> memref<?x?xf32>
  %urs = memref.cast %rs : memref<?x?xf32> to memref<*xf32>
  call @print(%urs) : (memref<*xf32>) -> ()
  // view on a byte buffer.
  %raw = memref.alloc() : memref<64xi8>
  %v = memref.view %raw[%c4][%c3] : memref<64xi8> to memref<?x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %q = arith.muli %i, %c4 : index
      %w = arith.addi %q, %j : index
      %x = arith.index_cast %w : index to i32
      %f = arith.sitofp %x : i32 to f32
      %h = arith.constant 0.25 : f32
      %g = arith.mulf %f, %h : f32
      memref.store %g, %v[%i, %j] : memref<?x4xf32>
    }
  }
  %uv = memref.cast %v : memref<?x4xf32> to memref<*xf32>
  call @print(%uv) : (memref<*xf32>) -> ()
  // Unranked back to ranked.
  %again = memref.cast %uv : memref<*xf32> to memref<?x4xf32>
  %e = memref.load %again[%c2, %c3] : memref<?x4xf32>
  call @printF32(%e) : (f32) -> ()
  call @printNewline() : () -> ()
  memref.dealloc %raw : memref<64xi8>
  memref.dealloc %m : memref<6x6xf32>
  return
}
