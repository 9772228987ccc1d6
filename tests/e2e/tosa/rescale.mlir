// tosa.rescale and tosa.mul of i32 with a shift: tosa-to-linalg writes tosa.apply_scale in
// the bodies, which tosa-to-arith{include-apply-rescale=true} expands in i64 (rounding ties
// of positive and negative values, DOUBLE_ROUND with shifts above and below 31, zero points,
// saturation to i8, per-channel multipliers and shifts, unsigned input and output).
// REFERENCE-PASSES-BEFORE: --pass-pipeline=builtin.module(func.func(tosa-to-scf,tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith{include-apply-rescale=true},tosa-to-tensor))
func.func private @printMemrefI32(tensor<*xi32>)

func.func @show8(%x: tensor<2x4xi8>) {
  %w = tosa.cast %x : (tensor<2x4xi8>) -> tensor<2x4xi32>
  %u = tensor.cast %w : tensor<2x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @show32(%x: tensor<2x4xi32>) {
  %u = tensor.cast %x : tensor<2x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

func.func @main() {
  %i8 = "tosa.const"() <{values = dense<[[-128, -3, -1, 0], [1, 3, 5, 127]]> : tensor<2x4xi8>}> : () -> tensor<2x4xi8>
  %i32 = "tosa.const"() <{values = dense<[[-2147483648, -1000001, -513, -1], [255, 256, 767, 2147483647]]> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
  %half = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %mmax = "tosa.const"() <{values = dense<2147483647> : tensor<1xi32>}> : () -> tensor<1xi32>
  %s31 = "tosa.const"() <{values = dense<31> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s30 = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s40 = "tosa.const"() <{values = dense<40> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z8 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zm3 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z5 = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>

  // i8 -> i32, x0.5 with input zero point -3: SINGLE_ROUND then DOUBLE_ROUND (shift 31: no
  // double rounding).
  %a = tosa.rescale %i8, %half, %s31, %zm3, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x4xi32>
  call @show32(%a) : (tensor<2x4xi32>) -> ()
  %b = tosa.rescale %i8, %half, %s31, %zm3, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x4xi32>
  call @show32(%b) : (tensor<2x4xi32>) -> ()

  // i32 -> i8 by about 2^-9 (shift 40) with output zero point 5: saturates.
  %c = tosa.rescale %i32, %mmax, %s40, %z32, %z5 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x4xi8>
  call @show8(%c) : (tensor<2x4xi8>) -> ()
  %d = tosa.rescale %i32, %mmax, %s40, %z32, %z5 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x4xi8>
  call @show8(%d) : (tensor<2x4xi8>) -> ()
  // i32 -> i32, x0.5 (shift 30 with multiplier 2^29 would be the same): ties of negatives.
  %e = tosa.rescale %i32, %half, %s31, %z32, %z32 {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi32>) -> tensor<2x4xi32>
  call @show32(%e) : (tensor<2x4xi32>) -> ()

  // Per-channel i32 -> i8: one multiplier and shift per innermost index.
  %pm = "tosa.const"() <{values = dense<[1073741824, 2147483647, 1431655765, 1]> : tensor<4xi32>}> : () -> tensor<4xi32>
  %ps = "tosa.const"() <{values = dense<[30, 38, 40, 2]> : tensor<4xi8>}> : () -> tensor<4xi8>
  %f = tosa.rescale %i32, %pm, %ps, %z32, %z8 {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x4xi8>
  call @show8(%f) : (tensor<2x4xi8>) -> ()

  // Unsigned input (the i8 bits read as 0..255) with zero point 0, and unsigned output.
  %g = tosa.rescale %i8, %half, %s30, %z8, %z32 {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x4xi32>
  call @show32(%g) : (tensor<2x4xi32>) -> ()
  %h = tosa.rescale %i8, %half, %s30, %z8, %z8 {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x4xi8>
  call @show8(%h) : (tensor<2x4xi8>) -> ()

  // tosa.mul of i32 with shift 3 (apply_scale, rounding) and shift 0 (plain muli, wraps).
  %y = "tosa.const"() <{values = dense<[[3, -3, 5, -5], [7, 100000, -77777, 65536]]> : tensor<2x4xi32>}> : () -> tensor<2x4xi32>
  %sh3 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %sh0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %m1 = tosa.mul %i32, %y, %sh3 : (tensor<2x4xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x4xi32>
  call @show32(%m1) : (tensor<2x4xi32>) -> ()
  %m0 = tosa.mul %i32, %y, %sh0 : (tensor<2x4xi32>, tensor<2x4xi32>, tensor<1xi8>) -> tensor<2x4xi32>
  call @show32(%m0) : (tensor<2x4xi32>) -> ()
  return
}
