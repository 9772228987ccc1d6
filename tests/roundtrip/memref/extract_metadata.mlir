// memref.extract_strided_metadata and memref.extract_aligned_pointer_as_index.

func.func @metadata(%a: memref<10x?xf32>, %z: memref<f64>, %s: memref<4x4xi8, strided<[8, 2], offset: ?>, 1>, %u: memref<*xf32>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %a : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %z : memref<f64> -> memref<f64>, index
  %b1, %o1, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<4x4xi8, strided<[8, 2], offset: ?>, 1> -> memref<i8, 1>, index, index, index, index, index
  %b2, %o2, %sz2:2, %st2:2 = memref.extract_strided_metadata %a : memref<10x?xf32> -> memref<f32>, index, index, index, index, index {tag}
  %p0 = memref.extract_aligned_pointer_as_index %a : memref<10x?xf32> -> index
  %p1 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %p2 = memref.extract_aligned_pointer_as_index %z : memref<f64> -> index {tag}
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return
}
