// TOSA reductions: sum/product/min/max (nan_mode: PROPAGATE gives NaN, IGNORE skips NaNs and
// gives NaN only when all are NaN), all/any on i1, the reduced dimension kept as size 1;
// argmax keeps the first index of the maximum (PROPAGATE: the first NaN; IGNORE: skipped).
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %a = "tosa.const"() <{values = dense<[[1.5, -2.0, 0x7FC00000, 4.0], [-0.5, 4.0, 3.0, 4.0], [0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000]]> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<3x1xf32>
  %u0 = tensor.cast %0 : tensor<3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %1 = tosa.reduce_product %a {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<1x4xf32>
  %u1 = tensor.cast %1 : tensor<1x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %2 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<3x1xf32>
  %u2 = tensor.cast %2 : tensor<3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  %3 = tosa.reduce_max %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<3x4xf32>) -> tensor<3x1xf32>
  %u3 = tensor.cast %3 : tensor<3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()
  %4 = tosa.reduce_min %a {axis = 0 : i32, nan_mode = IGNORE} : (tensor<3x4xf32>) -> tensor<1x4xf32>
  %u4 = tensor.cast %4 : tensor<1x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  %5 = tosa.reduce_min %a {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<3x1xf32>
  %u5 = tensor.cast %5 : tensor<3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u5) : (tensor<*xf32>) -> ()
  %6 = tosa.argmax %a {axis = 1 : i32} : (tensor<3x4xf32>) -> tensor<3xi32>
  %u6 = tensor.cast %6 : tensor<3xi32> to tensor<*xi32>
  call @printMemrefI32(%u6) : (tensor<*xi32>) -> ()
  %7 = tosa.argmax %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<3x4xf32>) -> tensor<3xi32>
  %u7 = tensor.cast %7 : tensor<3xi32> to tensor<*xi32>
  call @printMemrefI32(%u7) : (tensor<*xi32>) -> ()
  %8 = tosa.argmax %a {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<4xi32>
  %u8 = tensor.cast %8 : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%u8) : (tensor<*xi32>) -> ()
  // Integers: a 3-d input, each axis; argmax ties take the first index.
  %i = "tosa.const"() <{values = dense<[[[3, -7], [3, 9]], [[-2147483648, 5], [2147483647, 5]]]> : tensor<2x2x2xi32>}> : () -> tensor<2x2x2xi32>
  %9 = tosa.reduce_sum %i {axis = 0 : i32} : (tensor<2x2x2xi32>) -> tensor<1x2x2xi32>
  %u9 = tensor.cast %9 : tensor<1x2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u9) : (tensor<*xi32>) -> ()
  %10 = tosa.reduce_max %i {axis = 1 : i32} : (tensor<2x2x2xi32>) -> tensor<2x1x2xi32>
  %u10 = tensor.cast %10 : tensor<2x1x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u10) : (tensor<*xi32>) -> ()
  %11 = tosa.reduce_min %i {axis = 2 : i32} : (tensor<2x2x2xi32>) -> tensor<2x2x1xi32>
  %u11 = tensor.cast %11 : tensor<2x2x1xi32> to tensor<*xi32>
  call @printMemrefI32(%u11) : (tensor<*xi32>) -> ()
  %12 = tosa.reduce_product %i {axis = 2 : i32} : (tensor<2x2x2xi32>) -> tensor<2x2x1xi32>
  %u12 = tensor.cast %12 : tensor<2x2x1xi32> to tensor<*xi32>
  call @printMemrefI32(%u12) : (tensor<*xi32>) -> ()
  %13 = tosa.argmax %i {axis = 1 : i32} : (tensor<2x2x2xi32>) -> tensor<2x2xi32>
  %u13 = tensor.cast %13 : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u13) : (tensor<*xi32>) -> ()
  %14 = tosa.argmax %i {axis = 0 : i32} : (tensor<2x2x2xi32>) -> tensor<2x2xi32>
  %u14 = tensor.cast %14 : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%u14) : (tensor<*xi32>) -> ()
  // i1: all and any, then a rank-1 reduction to tensor<1xi1>.
  %p = "tosa.const"() <{values = dense<[[true, true, false], [true, true, true]]> : tensor<2x3xi1>}> : () -> tensor<2x3xi1>
  %15 = tosa.reduce_all %p {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  %w15 = tosa.cast %15 : (tensor<2x1xi1>) -> tensor<2x1xi32>
  %u15 = tensor.cast %w15 : tensor<2x1xi32> to tensor<*xi32>
  call @printMemrefI32(%u15) : (tensor<*xi32>) -> ()
  %16 = tosa.reduce_any %p {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  %w16 = tosa.cast %16 : (tensor<1x3xi1>) -> tensor<1x3xi32>
  %u16 = tensor.cast %w16 : tensor<1x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u16) : (tensor<*xi32>) -> ()
  %v = "tosa.const"() <{values = dense<[2.0, 8.0, -1.0, 8.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
  %17 = tosa.reduce_max %v {axis = 0 : i32} : (tensor<4xf32>) -> tensor<1xf32>
  %u17 = tensor.cast %17 : tensor<1xf32> to tensor<*xf32>
  call @printMemrefF32(%u17) : (tensor<*xf32>) -> ()
  %18 = tosa.argmax %v {axis = 0 : i32} : (tensor<4xf32>) -> tensor<i32>
  %u18 = tensor.cast %18 : tensor<i32> to tensor<*xi32>
  call @printMemrefI32(%u18) : (tensor<*xi32>) -> ()
  return
}
