// memref.reinterpret_cast: static and dynamic offset, sizes and strides; ranked and unranked sources.

func.func @reinterpret(%m: memref<8x8xf32>, %d: memref<?x?xf32>, %u: memref<*xf32>, %o: index, %s0: index, %s1: index, %t: index) {
  %0 = memref.reinterpret_cast %m to offset: [9], sizes: [4, 4], strides: [16, 2] : memref<8x8xf32> to memref<4x4xf32, strided<[16, 2], offset: 9>>
  %1 = memref.reinterpret_cast %d to offset: [0], sizes: [%s0, 10], strides: [1, %t] : memref<?x?xf32> to memref<?x10xf32, strided<[1, ?]>>
  %2 = memref.reinterpret_cast %u to offset: [%o], sizes: [%s0, %s1], strides: [%t, %t] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = memref.reinterpret_cast %m to offset: [0], sizes: [64], strides: [1] : memref<8x8xf32> to memref<64xf32>
  %4 = memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [] : memref<8x8xf32> to memref<f32>
  %5 = memref.reinterpret_cast %m to offset: [%o], sizes: [2, 32], strides: [32, 1] {tag} : memref<8x8xf32> to memref<2x32xf32, strided<[32, 1], offset: ?>>
  %6 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<8x8xf32> to memref<8x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  return
}

func.func @spaces(%m: memref<16xi8, 1>) {
  %0 = memref.reinterpret_cast %m to offset: [4], sizes: [2, 2], strides: [2, 1] : memref<16xi8, 1> to memref<2x2xi8, strided<[2, 1], offset: 4>, 1>
  return
}
