// tensor.splat: static and dynamic result shapes, attributes.

func.func @splat(%f: f32, %i: i64, %d0: index, %d1: index) {
  %0 = tensor.splat %f : tensor<4x4xf32>
  %1 = tensor.splat %f[%d0] : tensor<?x4xf32>
  %2 = tensor.splat %i[%d0, %d1] : tensor<?x8x?xi64>
  %3 = tensor.splat %i : tensor<i64>
  %4 = tensor.splat %f[%d1] {tag} : tensor<?xf32>
  %5 = tensor.splat %f : tensor<2xf32, "enc">
  return
}
