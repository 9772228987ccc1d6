// memref.transpose: permutation maps, strided and dynamic inputs.

func.func @transpose(%a: memref<4x8xf32>, %d: memref<?x?xf32>, %s: memref<4x8xf32, strided<[?, 1], offset: ?>>, %t: memref<2x3x4xi8>) {
  %0 = memref.transpose %a (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  %1 = memref.transpose %d (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %2 = memref.transpose %s (i, j) -> (j, i) : memref<4x8xf32, strided<[?, 1], offset: ?>> to memref<8x4xf32, strided<[1, ?], offset: ?>>
  %3 = memref.transpose %t (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xi8> to memref<4x2x3xi8, strided<[1, 12, 4]>>
  %4 = memref.transpose %a (d0, d1) -> (d0, d1) : memref<4x8xf32> to memref<4x8xf32>
  %5 = memref.transpose %a (i, j) -> (j, i) {tag} : memref<4x8xf32> to memref<8x4xf32, affine_map<(d0, d1) -> (d1 * 8 + d0)>>
  return
}
