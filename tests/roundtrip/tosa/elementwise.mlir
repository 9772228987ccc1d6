// TOSA's element-wise, comparison, activation and type-conversion ops in their custom form: enum
// attributes as bare keywords, nan_mode = PROPAGATE left out, tosa.const in the generic form.

func.func @elementwise(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %i: tensor<2x3xi32>, %j: tensor<2x3xi32>, %p: tensor<2x3xi1>, %q: tensor<2x3xi1>, %s: tensor<1xi8>, %i8: tensor<2x3xi8>) {
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %1 = tosa.sub %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %2 = tosa.mul %a, %b, %s : (tensor<2x3xf32>, tensor<1x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  %3 = tosa.maximum %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %4 = tosa.minimum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %5 = tosa.pow %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %6 = tosa.intdiv %i, %j : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %7 = tosa.arithmetic_right_shift %i, %j {round = true} : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %8 = tosa.bitwise_and %i, %j : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %9 = tosa.bitwise_or %i, %j : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %10 = tosa.bitwise_xor %i, %j : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %11 = tosa.logical_left_shift %i, %j : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %12 = tosa.logical_right_shift %i, %j : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  %13 = tosa.logical_and %p, %q : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %14 = tosa.logical_or %p, %q : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %15 = tosa.logical_xor %p, %q : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  %16 = tosa.equal %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %17 = tosa.greater %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %18 = tosa.greater_equal %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xi1>
  %19 = tosa.select %p, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  %20 = tosa.abs %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %21 = tosa.bitwise_not %i : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %22 = tosa.ceil %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %23 = tosa.clz %i : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %24 = tosa.cos %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %25 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %26 = tosa.floor %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %27 = tosa.log %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %28 = tosa.logical_not %p : (tensor<2x3xi1>) -> tensor<2x3xi1>
  %29 = tosa.reciprocal %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %30 = tosa.rsqrt %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %31 = tosa.sin %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %32 = tosa.sigmoid %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %33 = tosa.tanh %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %34 = tosa.erf %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %35 = tosa.negate %a, %z, %z : (tensor<2x3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x3xf32>
  %36 = tosa.clamp %a {max_val = 6.0 : f32, min_val = 0.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %37 = tosa.cast %a : (tensor<2x3xf32>) -> tensor<2x3xi32>
  %38 = tosa.identity %a : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %t = "tosa.const"() <{values = dense<1> : tensor<256xi8>}> : () -> tensor<256xi8>
  %39 = tosa.table %i8, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sh = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zi = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zo = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %40 = tosa.rescale %i8, %m, %sh, %zi, %zo {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = #tosa.rounding_mode<SINGLE_ROUND>, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x3xi32>
  return
}
