// tosa-to-linalg's element-wise rules on f32: size-1 dimensions broadcast, NaN and the
// nan_mode of maximum/minimum/clamp (IGNORE takes the other operand, clamp gives min_val),
// comparisons with NaN, select, and the activation and unary math ops.
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor))
func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @pf(%t: tensor<2x4xf32>) {
  %u = tensor.cast %t : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @pb(%t: tensor<2x4xi1>) {
  %i = tosa.cast %t : (tensor<2x4xi1>) -> tensor<2x4xi32>
  %u = tensor.cast %i : tensor<2x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %a = "tosa.const"() <{values = dense<[[1.5, -2.0, 0x7FC00000, 4.0], [-0.5, 0.25, 3.0, 0x7FC00000]]> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %b = "tosa.const"() <{values = dense<[[2.0, 0x7FC00000, 0x7FC00000, -1.0]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
  %c = "tosa.const"() <{values = dense<[[10.0], [-10.0]]> : tensor<2x1xf32>}> : () -> tensor<2x1xf32>
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.add %a, %b : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  call @pf(%0) : (tensor<2x4xf32>) -> ()
  // (No NaN operand to sub: LLVM may fold `c - NaN` to a NaN of either sign.)
  %b2 = "tosa.const"() <{values = dense<[[2.0, -0.5, 0.75, -1.0]]> : tensor<1x4xf32>}> : () -> tensor<1x4xf32>
  %1 = tosa.sub %c, %b2 : (tensor<2x1xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  call @pf(%1) : (tensor<2x4xf32>) -> ()
  %2 = tosa.mul %a, %c, %s : (tensor<2x4xf32>, tensor<2x1xf32>, tensor<1xi8>) -> tensor<2x4xf32>
  call @pf(%2) : (tensor<2x4xf32>) -> ()
  %3 = tosa.maximum %a, %b : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  call @pf(%3) : (tensor<2x4xf32>) -> ()
  %4 = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  call @pf(%4) : (tensor<2x4xf32>) -> ()
  %5 = tosa.minimum %a, %b : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  call @pf(%5) : (tensor<2x4xf32>) -> ()
  %6 = tosa.minimum %a, %b {nan_mode = IGNORE} : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  call @pf(%6) : (tensor<2x4xf32>) -> ()
  %7 = tosa.clamp %a {min_val = -1.0 : f32, max_val = 2.0 : f32} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%7) : (tensor<2x4xf32>) -> ()
  %8 = tosa.clamp %a {min_val = -1.0 : f32, max_val = 2.0 : f32, nan_mode = IGNORE} : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%8) : (tensor<2x4xf32>) -> ()
  %9 = tosa.pow %a, %b : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xf32>
  call @pf(%9) : (tensor<2x4xf32>) -> ()
  %e = tosa.equal %a, %b : (tensor<2x4xf32>, tensor<1x4xf32>) -> tensor<2x4xi1>
  call @pb(%e) : (tensor<2x4xi1>) -> ()
  %g = tosa.greater %a, %c : (tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xi1>
  call @pb(%g) : (tensor<2x4xi1>) -> ()
  %ge = tosa.greater_equal %b, %a : (tensor<1x4xf32>, tensor<2x4xf32>) -> tensor<2x4xi1>
  call @pb(%ge) : (tensor<2x4xi1>) -> ()
  %sel = tosa.select %g, %a, %c : (tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x1xf32>) -> tensor<2x4xf32>
  call @pf(%sel) : (tensor<2x4xf32>) -> ()
  %x = "tosa.const"() <{values = dense<[[0.5, -1.25, 2.5, -3.5], [0.0, 7.75, -0.75, 1.0]]> : tensor<2x4xf32>}> : () -> tensor<2x4xf32>
  %u0 = tosa.abs %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u0) : (tensor<2x4xf32>) -> ()
  %u1 = tosa.ceil %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u1) : (tensor<2x4xf32>) -> ()
  %u2 = tosa.floor %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u2) : (tensor<2x4xf32>) -> ()
  %u3 = tosa.exp %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u3) : (tensor<2x4xf32>) -> ()
  %u4 = tosa.log %u0 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u4) : (tensor<2x4xf32>) -> ()
  %u5 = tosa.sin %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u5) : (tensor<2x4xf32>) -> ()
  %u6 = tosa.cos %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u6) : (tensor<2x4xf32>) -> ()
  %u7 = tosa.tanh %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u7) : (tensor<2x4xf32>) -> ()
  %u8 = tosa.erf %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u8) : (tensor<2x4xf32>) -> ()
  %u9 = tosa.sigmoid %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u9) : (tensor<2x4xf32>) -> ()
  %u10 = tosa.rsqrt %u0 : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u10) : (tensor<2x4xf32>) -> ()
  %u11 = tosa.reciprocal %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u11) : (tensor<2x4xf32>) -> ()
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %u12 = tosa.negate %x, %z, %z : (tensor<2x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x4xf32>
  call @pf(%u12) : (tensor<2x4xf32>) -> ()
  %u13 = tosa.identity %x : (tensor<2x4xf32>) -> tensor<2x4xf32>
  call @pf(%u13) : (tensor<2x4xf32>) -> ()
  return
}
