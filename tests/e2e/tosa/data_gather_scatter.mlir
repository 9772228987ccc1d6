// tosa-to-linalg's gather and tosa-to-scf's scatter (values [N,K,C], indices [N,W],
// input/output [N,W,C]): repeated and out-of-order indices for gather, f32 and i8 values.
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %v = "tosa.const"() <{values = dense<[[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0], [9.0, 10.0, 11.0]], [[12.0, 13.0, 14.0], [15.0, 16.0, 17.0], [18.0, 19.0, 20.0], [21.0, 22.0, 23.0]]]> : tensor<2x4x3xf32>}> : () -> tensor<2x4x3xf32>
  %idx = "tosa.const"() <{values = dense<[[3, 0, 3, 1, 2], [1, 1, 0, 2, 3]]> : tensor<2x5xi32>}> : () -> tensor<2x5xi32>
  %g = tosa.gather %v, %idx : (tensor<2x4x3xf32>, tensor<2x5xi32>) -> tensor<2x5x3xf32>
  %u1 = tensor.cast %g : tensor<2x5x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %vi = "tosa.const"() <{values = dense<[[[1, -1], [2, -2], [3, -3]]]> : tensor<1x3x2xi32>}> : () -> tensor<1x3x2xi32>
  %idx2 = "tosa.const"() <{values = dense<[[2, 0, 2, 1]]> : tensor<1x4xi32>}> : () -> tensor<1x4xi32>
  %gi = tosa.gather %vi, %idx2 : (tensor<1x3x2xi32>, tensor<1x4xi32>) -> tensor<1x4x2xi32>
  %u2 = tensor.cast %gi : tensor<1x4x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  // scatter: rows 2 and 0 of batch 0, rows 3 and 1 of batch 1 replaced.
  %sidx = "tosa.const"() <{values = dense<[[2, 0], [3, 1]]> : tensor<2x2xi32>}> : () -> tensor<2x2xi32>
  %upd = "tosa.const"() <{values = dense<[[[-1.0, -2.0, -3.0], [-4.0, -5.0, -6.0]], [[-7.0, -8.0, -9.0], [-10.0, -11.0, -12.0]]]> : tensor<2x2x3xf32>}> : () -> tensor<2x2x3xf32>
  %s = tosa.scatter %v, %sidx, %upd : (tensor<2x4x3xf32>, tensor<2x2xi32>, tensor<2x2x3xf32>) -> tensor<2x4x3xf32>
  %u3 = tensor.cast %s : tensor<2x4x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  // scatter of an i32 computed tensor (the gather's result), then a gather of it.
  %sidx2 = "tosa.const"() <{values = dense<[[1, 3, 0]]> : tensor<1x3xi32>}> : () -> tensor<1x3xi32>
  %upd2 = "tosa.const"() <{values = dense<[[[7, 8], [9, 10], [11, 12]]]> : tensor<1x3x2xi32>}> : () -> tensor<1x3x2xi32>
  %gi2 = tosa.gather %vi, %idx2 : (tensor<1x3x2xi32>, tensor<1x4xi32>) -> tensor<1x4x2xi32>
  %s2 = tosa.scatter %gi2, %sidx2, %upd2 : (tensor<1x4x2xi32>, tensor<1x3xi32>, tensor<1x3x2xi32>) -> tensor<1x4x2xi32>
  %u4 = tensor.cast %s2 : tensor<1x4x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u4) : (tensor<*xi32>) -> ()
  return
}
