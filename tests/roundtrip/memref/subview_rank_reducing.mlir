// Rank-reducing memref.subview: unit dimensions dropped, strides disambiguating.

func.func @reduce(%m: memref<8x16x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  %1 = memref.subview %m[3, 4, 1] [1, 6, 3] [1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 209>>
  %2 = memref.subview %m[%i, 0, 0] [1, 1, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<4xf32, strided<[1], offset: ?>>
  %3 = memref.subview %m[0, %i, 0] [1, 1, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<f32, strided<[], offset: ?>>
  %4 = memref.subview %m[0, 0, 0] [1, 16, 1] [1, 1, 1] : memref<8x16x4xf32> to memref<16xf32, strided<[4]>>
  return
}

func.func @unit_dims(%m: memref<1x1x4xf32>, %d: memref<?x1x?xf32>, %i: index) {
  %0 = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x4xf32> to memref<1x4xf32>
  %1 = memref.subview %m[0, 0, 0] [1, 1, 4] [1, 1, 1] : memref<1x1x4xf32> to memref<4xf32>
  %2 = memref.subview %d[0, 0, 0] [%i, 1, %i] [1, 1, 1] : memref<?x1x?xf32> to memref<?x?xf32, strided<[?, 1]>>
  return
}
