// tosa-to-tensor: reshape (collapse, expand, both, to and from rank 0, -1 in the shape),
// slice, pad (f32 and i32 pad_const, low and high per dim), concat (2 and 3 inputs, each
// axis, one input).
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a = "tosa.const"() <{values = dense<[[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0]]]> : tensor<2x3x4xf32>}> : () -> tensor<2x3x4xf32>
  %i = "tosa.const"() <{values = dense<[[1, -2, 3], [-4, 5, -6]]> : tensor<2x3xi32>}> : () -> tensor<2x3xi32>
  // reshape
  %s1 = tosa.const_shape {values = dense<[6, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r1 = tosa.reshape %a, %s1 : (tensor<2x3x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
  %u1 = tensor.cast %r1 : tensor<6x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %s2 = tosa.const_shape {values = dense<[4, -1, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %r2 = tosa.reshape %a, %s2 : (tensor<2x3x4xf32>, !tosa.shape<3>) -> tensor<4x3x2xf32>
  %u2 = tensor.cast %r2 : tensor<4x3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %s3 = tosa.const_shape {values = dense<[1, 2, 1, 12, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
  %r3 = tosa.reshape %a, %s3 : (tensor<2x3x4xf32>, !tosa.shape<5>) -> tensor<1x2x1x12x1xf32>
  %u3 = tensor.cast %r3 : tensor<1x2x1x12x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %s4 = tosa.const_shape {values = dense<[3, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r4 = tosa.reshape %r3, %s4 : (tensor<1x2x1x12x1xf32>, !tosa.shape<2>) -> tensor<3x8xf32>
  %u4 = tensor.cast %r4 : tensor<3x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  %st = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sz = tosa.const_shape {values = dense<[1, 1, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %one = tosa.slice %a, %st, %sz : (tensor<2x3x4xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x1xf32>
  %s0 = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  %r5 = tosa.reshape %one, %s0 : (tensor<1x1x1xf32>, !tosa.shape<0>) -> tensor<f32>
  %u5 = tensor.cast %r5 : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  %s6 = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r6 = tosa.reshape %r5, %s6 : (tensor<f32>, !tosa.shape<2>) -> tensor<1x1xf32>
  %u6 = tensor.cast %r6 : tensor<1x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u6) : (tensor<*xf32>) -> ()
  // slice
  %st2 = tosa.const_shape {values = dense<[1, 0, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sz2 = tosa.const_shape {values = dense<[1, 3, 2]> : tensor<3xindex>} : () -> !tosa.shape<3>
  %sl = tosa.slice %a, %st2, %sz2 : (tensor<2x3x4xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x3x2xf32>
  %st3 = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz3 = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sli = tosa.slice %i, %st3, %sz3 : (tensor<2x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xi32>
  // pad
  %p1 = tosa.const_shape {values = dense<[1, 0, 0, 2, 2, 1]> : tensor<6xindex>} : () -> !tosa.shape<6>
  %pc = "tosa.const"() <{values = dense<-1.5> : tensor<1xf32>}> : () -> tensor<1xf32>
  %pa = tosa.pad %a, %p1, %pc : (tensor<2x3x4xf32>, !tosa.shape<6>, tensor<1xf32>) -> tensor<3x5x7xf32>
  %u9 = tensor.cast %pa : tensor<3x5x7xf32> to tensor<*xf32>
  call @printMemrefF32(%u9) : (tensor<*xf32>) -> ()
  %p2 = tosa.const_shape {values = dense<[0, 1, 3, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %pci = "tosa.const"() <{values = dense<42> : tensor<1xi32>}> : () -> tensor<1xi32>
  %pi = tosa.pad %i, %p2, %pci : (tensor<2x3xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<3x6xi32>
  %u10 = tensor.cast %pi : tensor<3x6xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()
  // concat
  %c2 = tosa.concat %sl, %sl {axis = 2 : i32} : (tensor<1x3x2xf32>, tensor<1x3x2xf32>) -> tensor<1x3x4xf32>
  %c3 = tosa.concat %a, %c2 {axis = 0 : i32} : (tensor<2x3x4xf32>, tensor<1x3x4xf32>) -> tensor<3x3x4xf32>
  %u11 = tensor.cast %c3 : tensor<3x3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u11) : (tensor<*xf32>) -> ()
  %c4 = tosa.concat %i, %sli, %i {axis = 1 : i32} : (tensor<2x3xi32>, tensor<2x2xi32>, tensor<2x3xi32>) -> tensor<2x8xi32>
  %u12 = tensor.cast %c4 : tensor<2x8xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  %pj = tosa.pad %i, %p2, %pci : (tensor<2x3xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<3x6xi32>
  %c5 = tosa.concat %pj {axis = 0 : i32} : (tensor<3x6xi32>) -> tensor<3x6xi32>
  %u13 = tensor.cast %c5 : tensor<3x6xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  return
}
