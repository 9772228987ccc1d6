// memref.subview: static, dynamic and mixed offsets, sizes and strides; strided and
// affine-map sources; memory spaces.

func.func @static(%m: memref<8x16x4xf32>) {
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %1 = memref.subview %m[1, 2, 0] [4, 4, 4] [2, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[128, 4, 1], offset: 72>>
  %2 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
  return
}

func.func @dynamic(%m: memref<64x4xf32>, %o0: index, %o1: index, %s0: index, %s1: index, %t0: index, %t1: index) {
  %0 = memref.subview %m[%o0, %o1] [%s0, %s1] [%t0, %t1] : memref<64x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %m[%o0, 1] [4, %s1] [1, %t1] : memref<64x4xf32> to memref<4x?xf32, strided<[4, ?], offset: ?>>
  %2 = memref.subview %m[0, 0] [%s0, 4] [1, 1] : memref<64x4xf32> to memref<?x4xf32>
  return
}

func.func @strided_source(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %a: memref<64x4xf32, strided<[7, 9], offset: 91>>, %i: index) {
  %0 = memref.subview %m[%i, %i] [4, 4] [%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %a[4, 2] [8, 2] [3, 1] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<8x2xf32, strided<[21, 9], offset: 137>>
  return
}

func.func @affine_source(%m: memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1)>>) {
  %0 = memref.subview %m[2, 3] [4, 4] [1, 1] : memref<16x16xf32, affine_map<(d0, d1) -> (d0 * 32 + d1)>> to memref<4x4xf32, strided<[32, 1], offset: 67>>
  return
}

func.func @spaces(%m: memref<8x8xf32, 3>, %g: memref<8xi32, #gpu.address_space<workgroup>>) {
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x8xf32, 3> to memref<4x4xf32, strided<[8, 1]>, 3>
  %1 = memref.subview %g[2] [4] [1] : memref<8xi32, #gpu.address_space<workgroup>> to memref<4xi32, strided<[1], offset: 2>, #gpu.address_space<workgroup>>
  %2 = memref.subview %m[0, 0] [4, 4] [1, 1] {tag = "x"} : memref<8x8xf32, 3> to memref<4x4xf32, strided<[8, 1]>, 3>
  return
}

func.func @zero_d(%m: memref<f32>) {
  %0 = memref.subview %m[] [] [] : memref<f32> to memref<f32>
  return
}
