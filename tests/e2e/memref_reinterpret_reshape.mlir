// memref.reinterpret_cast (static and dynamic offsets/sizes/strides, overlapping views,
// zero strides that broadcast) and expand_shape/collapse_shape round trips, static and
// dynamic, including a strided source.
// REFERENCE-NO-DEALLOC
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c24 = arith.constant 24 : index
  %m = memref.alloc() : memref<24xf32>
  scf.for %i = %c0 to %c24 step %c1 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    memref.store %f, %m[%i] : memref<24xf32>
  }
  // 4x6 view, then an overlapping 3x3 view (rows step 5).
  %a = memref.reinterpret_cast %m to offset: [0], sizes: [4, 6], strides: [6, 1] : memref<24xf32> to memref<4x6xf32>
  %ua = memref.cast %a : memref<4x6xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %b = memref.reinterpret_cast %m to offset: [2], sizes: [3, 3], strides: [5, 1] : memref<24xf32> to memref<3x3xf32, strided<[5, 1], offset: 2>>
  %ub = memref.cast %b : memref<3x3xf32, strided<[5, 1], offset: 2>> to memref<*xf32>
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  // A zero stride repeats a row.
  %z = memref.reinterpret_cast %m to offset: [%c3], sizes: [%c3, %c4], strides: [0, %c2] : memref<24xf32> to memref<?x?xf32, strided<[0, ?], offset: ?>>
  %uz = memref.cast %z : memref<?x?xf32, strided<[0, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%uz) : (memref<*xf32>) -> ()
  // reinterpret_cast of an unranked memref.
  %um = memref.cast %m : memref<24xf32> to memref<*xf32>
  %r = memref.reinterpret_cast %um to offset: [1], sizes: [2, 2, 2], strides: [8, 4, 2] : memref<*xf32> to memref<2x2x2xf32, strided<[8, 4, 2], offset: 1>>
  %ur = memref.cast %r : memref<2x2x2xf32, strided<[8, 4, 2], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  // expand then collapse, static.
  %e = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %ue = memref.cast %e : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%ue) : (memref<*xf32>) -> ()
  %cl = memref.collapse_shape %e [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %ucl = memref.cast %cl : memref<6x4xf32> to memref<*xf32>
  call @printMemrefF32(%ucl) : (memref<*xf32>) -> ()
  %cl2 = memref.collapse_shape %e [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  %ucl2 = memref.cast %cl2 : memref<2x12xf32> to memref<*xf32>
  call @printMemrefF32(%ucl2) : (memref<*xf32>) -> ()
  // Dynamic expand.
  %md = memref.cast %m : memref<24xf32> to memref<?xf32>
  %ed = memref.expand_shape %md [[0, 1]] output_shape [%c4, 6] : memref<?xf32> into memref<?x6xf32>
  %ued = memref.cast %ed : memref<?x6xf32> to memref<*xf32>
  call @printMemrefF32(%ued) : (memref<*xf32>) -> ()
  // Collapse the contiguous outer dims of a strided view (the first two columns).
  %sv = memref.subview %e[0, 0, 1] [2, 3, 2] [1, 1, 1] : memref<2x3x4xf32> to memref<2x3x2xf32, strided<[12, 4, 1], offset: 1>>
  %cs = memref.collapse_shape %sv [[0, 1], [2]] : memref<2x3x2xf32, strided<[12, 4, 1], offset: 1>> into memref<6x2xf32, strided<[4, 1], offset: 1>>
  %ucs = memref.cast %cs : memref<6x2xf32, strided<[4, 1], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%ucs) : (memref<*xf32>) -> ()
  %col = memref.subview %a[0, 2] [4, 1] [1, 1] : memref<4x6xf32> to memref<4x1xf32, strided<[6, 1], offset: 2>>
  %ex = memref.expand_shape %col [[0, 1], [2]] output_shape [2, 2, 1] : memref<4x1xf32, strided<[6, 1], offset: 2>> into memref<2x2x1xf32, strided<[12, 6, 1], offset: 2>>
  %uex = memref.cast %ex : memref<2x2x1xf32, strided<[12, 6, 1], offset: 2>> to memref<*xf32>
  call @printMemrefF32(%uex) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<24xf32>
  return
}
