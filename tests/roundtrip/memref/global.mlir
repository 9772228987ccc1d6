// memref.global (visibility, constant, uninitialized, dense initializers, alignment) and
// memref.get_global.

memref.global "private" @x : memref<2xf32> = dense<[0.0, 2.0]>
memref.global "private" @xa : memref<2xf32> = dense<[0.0, 2.0]> {alignment = 64 : i64}
memref.global "private" @y : memref<4xi32>
memref.global @z : memref<3xf16> = uninitialized
memref.global constant @c : memref<2xi32> = dense<[1, 4]>
memref.global "public" constant @pc : memref<2x2xi8> = dense<[[1, 2], [3, 4]]>
memref.global "private" constant @splat : memref<4x4xf64> = dense<1.5>
memref.global "nested" @n : memref<i1> = dense<true>
memref.global @scalar : memref<f32> = dense<3.0>
memref.global "private" constant @cplx : memref<2xcomplex<f32>> = dense<[(1.0, 2.0), (3.0, 4.0)]>
memref.global "private" @spaced : memref<4xi64, 1> = uninitialized {alignment = 16 : i64, tag}
memref.global "private" @res : memref<2xf32> = dense_resource<blob1>
memref.global "private" @empty : memref<0xf32> = dense<>

func.func @get() -> memref<2xf32> {
  %0 = memref.get_global @x : memref<2xf32>
  %1 = memref.get_global @c : memref<2xi32>
  %2 = memref.get_global @z : memref<3xf16> {tag}
  %3 = memref.get_global @scalar : memref<f32>
  %4 = memref.get_global @spaced : memref<4xi64, 1>
  return %0 : memref<2xf32>
}
