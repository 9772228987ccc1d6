// memref.expand_shape: static and dynamic output shapes, strided sources, rank 0.

func.func @expand(%a: memref<4x8xf32>, %d: memref<?x?xf32>, %e: memref<?x32xf32>, %s0: index, %s1: index) {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 8] : memref<4x8xf32> into memref<2x2x8xf32>
  %1 = memref.expand_shape %d [[0, 1], [2]] output_shape [%s0, 2, %s1] : memref<?x?xf32> into memref<?x2x?xf32>
  %2 = memref.expand_shape %e [[0, 1], [2]] output_shape [%s0, %s1, 32] : memref<?x32xf32> into memref<?x?x32xf32>
  %3 = memref.expand_shape %a [[0], [1, 2, 3]] output_shape [4, 2, 2, 2] {tag} : memref<4x8xf32> into memref<4x2x2x2xf32>
  return
}

func.func @expand_strided(%a: memref<4x8xf32, strided<[16, 1], offset: 5>>, %b: memref<16xf32, strided<[2]>>, %c: memref<?x8xf32, strided<[?, 1], offset: ?>>, %s: index) {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 8] : memref<4x8xf32, strided<[16, 1], offset: 5>> into memref<2x2x8xf32, strided<[32, 16, 1], offset: 5>>
  %1 = memref.expand_shape %b [[0, 1]] output_shape [4, 4] : memref<16xf32, strided<[2]>> into memref<4x4xf32, strided<[8, 2]>>
  %2 = memref.expand_shape %c [[0, 1], [2]] output_shape [%s, 2, 8] : memref<?x8xf32, strided<[?, 1], offset: ?>> into memref<?x2x8xf32, strided<[?, ?, 1], offset: ?>>
  return
}

func.func @expand_rank0(%a: memref<f32>, %s: memref<3xf32, 1>) {
  %0 = memref.expand_shape %a [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %1 = memref.expand_shape %s [[0, 1]] output_shape [3, 1] : memref<3xf32, 1> into memref<3x1xf32, 1>
  return
}
