// tosa-to-linalg's reverse (each axis, a size-1 axis) and tile (multiples of 1, and tile's
// tosa.reshape lowered by tosa-to-tensor).
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a = "tosa.const"() <{values = dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : tensor<2x3x4xf32>}> : () -> tensor<2x3x4xf32>
  %i = "tosa.const"() <{values = dense<[[1, -2, 3]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %r0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %u0 = tensor.cast %r0 : tensor<2x3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %r1 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %u1 = tensor.cast %r1 : tensor<2x3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %r2 = tosa.reverse %a {axis = 2 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %u2 = tensor.cast %r2 : tensor<2x3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %ri0 = tosa.reverse %i {axis = 0 : i32} : (tensor<1x3xi32>) -> tensor<1x3xi32>
  %ri = tosa.reverse %ri0 {axis = 1 : i32} : (tensor<1x3xi32>) -> tensor<1x3xi32>
  %u3 = tensor.cast %ri : tensor<1x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u3) : (tensor<*xi32>) -> ()
  %m = tosa.const_shape {values = dense<[2, 1, 3]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %t = tosa.tile %a, %m : (tensor<2x3x4xf32>, !tosa.shape<3>) -> tensor<4x3x12xf32>
  %u4 = tensor.cast %t : tensor<4x3x12xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  %mi = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %ti = tosa.tile %i, %mi : (tensor<1x3xi32>, !tosa.shape<2>) -> tensor<3x6xi32>
  %u5 = tensor.cast %ti : tensor<3x6xi32> to tensor<*xi32>
  call @printMemrefI32(%u5) : (tensor<*xi32>) -> ()
  return
}
