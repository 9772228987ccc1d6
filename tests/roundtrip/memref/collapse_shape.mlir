// memref.collapse_shape: reassociation groups, dynamic dims, strided layouts, rank 0.

func.func @collapse(%a: memref<4x8xf32>, %d: memref<?x?x?xf32>, %b: memref<2x3x4xi8, 1>) {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x8xf32> into memref<32xf32>
  %1 = memref.collapse_shape %d [[0, 1], [2]] : memref<?x?x?xf32> into memref<?x?xf32>
  %2 = memref.collapse_shape %d [[0], [1, 2]] {tag} : memref<?x?x?xf32> into memref<?x?xf32>
  %3 = memref.collapse_shape %b [[0, 1, 2]] : memref<2x3x4xi8, 1> into memref<24xi8, 1>
  return
}

func.func @collapse_strided(%a: memref<4x8xf32, strided<[16, 1], offset: 3>>, %b: memref<4x4xf32, strided<[8, 2]>>,
                            %c: memref<?x?xf32, strided<[?, 1], offset: ?>>, %e: memref<2x1x4xf32, strided<[4, 100, 1]>>) {
  %0 = memref.collapse_shape %a [[0], [1]] : memref<4x8xf32, strided<[16, 1], offset: 3>> into memref<4x8xf32, strided<[16, 1], offset: 3>>
  %1 = memref.collapse_shape %b [[0, 1]] : memref<4x4xf32, strided<[8, 2]>> into memref<16xf32, strided<[2]>>
  %2 = memref.collapse_shape %c [[0, 1]] : memref<?x?xf32, strided<[?, 1], offset: ?>> into memref<?xf32, strided<[?], offset: ?>>
  %3 = memref.collapse_shape %e [[0, 1, 2]] : memref<2x1x4xf32, strided<[4, 100, 1]>> into memref<8xf32, strided<[1]>>
  return
}

func.func @collapse_rank0(%a: memref<1x1xf32>) {
  %0 = memref.collapse_shape %a [] : memref<1x1xf32> into memref<f32>
  return
}
