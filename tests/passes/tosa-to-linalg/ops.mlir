// tosa-to-linalg gives upstream's IR for the element-wise ops, rescale, reductions and argmax
// (compared in the generic form, renumbered by mlir-opt): maps, bodies, constants, order.
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' | FileCheck %s

// CHECK-LABEL: func.func @mul_shift
// CHECK: linalg.generic
// CHECK: tosa.apply_scale %{{.*}}, %{{.*}}, %{{.*}} {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
// CHECK: arith.extsi %{{.*}} : i8 to i32
// CHECK: arith.muli
// CHECK: tosa.apply_scale %{{.*}}, %{{.*}}, %{{.*}} {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
func.func @mul_shift(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>, %c: tensor<2x3xi8>, %d: tensor<2x1xi8>, %s: tensor<1xi8>) -> (tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>) {
  %s1 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s1 : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  %1 = tosa.mul %c, %d, %s0 : (tensor<2x3xi8>, tensor<2x1xi8>, tensor<1xi8>) -> tensor<2x3xi32>
  %2 = tosa.mul %a, %a, %s : (tensor<2x3xi32>, tensor<2x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  return %0, %1, %2 : tensor<2x3xi32>, tensor<2x3xi32>, tensor<2x3xi32>
}

// CHECK-LABEL: func.func @rescale
// CHECK: tosa.apply_scale %{{.*}} {rounding_mode = DOUBLE_ROUND}
func.func @rescale(%i8: tensor<2x3xi8>, %i16: tensor<2x3xi16>, %i32: tensor<2x3xi32>, %i48: tensor<2x3xi48>) -> () {
  %m = "tosa.const"() <{values = dense<1073741824> : tensor<1xi32>}> : () -> tensor<1xi32>
  %sh = "tosa.const"() <{values = dense<30> : tensor<1xi8>}> : () -> tensor<1xi8>
  %mc = "tosa.const"() <{values = dense<[1073741824, 2000000000, 5]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %shc = "tosa.const"() <{values = dense<[30, 40, 2]> : tensor<3xi8>}> : () -> tensor<3xi8>
  %zi = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zo = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %zi16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zo16 = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %zi32 = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %zi48 = "tosa.const"() <{values = dense<0> : tensor<1xi48>}> : () -> tensor<1xi48>
  %0 = tosa.rescale %i8, %m, %sh, %zi, %zo {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  %1 = tosa.rescale %i16, %mc, %shc, %zi16, %zo {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = DOUBLE_ROUND, scale32 = true} : (tensor<2x3xi16>, tensor<3xi32>, tensor<3xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2x3xi8>
  %2 = tosa.rescale %i8, %m, %sh, %zi, %zo16 {input_unsigned = true, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi16>) -> tensor<2x3xi16>
  %3 = tosa.rescale %i32, %m, %sh, %zi32, %zo {input_unsigned = false, output_unsigned = true, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<2x3xi8>
  %4 = tosa.rescale %i48, %m, %sh, %zi48, %zo {input_unsigned = false, output_unsigned = false, per_channel = false, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi48>, tensor<1xi32>, tensor<1xi8>, tensor<1xi48>, tensor<1xi8>) -> tensor<2x3xi8>
  return
}

func.func @integer(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>, %c: tensor<2x3xi8>, %d: tensor<2x1xi8>, %t16: tensor<2x3xi16>) -> () {
  %s1 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %s0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s1 : (tensor<2x3xi32>, tensor<1x3xi32>, tensor<1xi8>) -> tensor<2x3xi32>
  %1 = tosa.mul %c, %d, %s0 : (tensor<2x3xi8>, tensor<2x1xi8>, tensor<1xi8>) -> tensor<2x3xi32>
  %z1 = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
  %z2 = "tosa.const"() <{values = dense<-3> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.negate %c, %z1, %z2 : (tensor<2x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  %n2 = tosa.negate %c, %s0, %s0 : (tensor<2x3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  %3 = tosa.clamp %c {min_val = -5 : i8, max_val = 100 : i8} : (tensor<2x3xi8>) -> tensor<2x3xi8>
  %4 = tosa.abs %a : (tensor<2x3xi32>) -> tensor<2x3xi32>
  %5 = tosa.maximum %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  %6 = tosa.cast %a : (tensor<2x3xi32>) -> tensor<2x3xi1>
  %7 = tosa.cast %c : (tensor<2x3xi8>) -> tensor<2x3xf16>
  %8 = tosa.cast %a : (tensor<2x3xi32>) -> tensor<2x3xi8>
  %9 = tosa.cast %c : (tensor<2x3xi8>) -> tensor<2x3xi32>
  %t2 = "tosa.const"() <{values = dense<7> : tensor<513xi16>}> : () -> tensor<513xi16>
  %11 = tosa.table %t16, %t2 : (tensor<2x3xi16>, tensor<513xi16>) -> tensor<2x3xi32>
  %12 = tosa.greater %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi1>
  %13 = tosa.clamp %a {min_val = -5 : i32, max_val = 100 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return
}

func.func @cast(%a: tensor<4xf32>, %p: tensor<4xi1>, %h: tensor<4xf16>, %b: tensor<4xbf16>, %i: tensor<4xi32>, %s: tensor<1xi8>, %j: tensor<4xi32>) -> () {
  %0 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi8>
  %1 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi1>
  %2 = tosa.cast %p : (tensor<4xi1>) -> tensor<4xf32>
  %3 = tosa.cast %p : (tensor<4xi1>) -> tensor<4xi32>
  %4 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf16>
  %5 = tosa.cast %h : (tensor<4xf16>) -> tensor<4xf32>
  %6 = tosa.cast %b : (tensor<4xbf16>) -> tensor<4xi32>
  %7 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi64>
  %8 = tosa.cast %h : (tensor<4xf16>) -> tensor<4xi32>
  %9 = tosa.cast %i : (tensor<4xi32>) -> tensor<4xf32>
  %10 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi16>
  %11 = tosa.mul %i, %j, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %12 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xbf16>
  %13 = tosa.cast %p : (tensor<4xi1>) -> tensor<4xi1>
  %14 = tosa.cast %i : (tensor<4xi32>) -> tensor<4xi64>
  return
}

func.func @nan_modes(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xi8>, %d: tensor<4xi8>, %s: tensor<1xi8>, %p: tensor<4xi1>, %q: tensor<1xi1>, %u: tensor<1xf32>) -> () {
  %s2 = "tosa.const"() <{values = dense<2> : tensor<1xi8>}> : () -> tensor<1xi8>
  %2 = tosa.clamp %a {min_val = -1.0 : f32, max_val = 1.0 : f32, nan_mode = IGNORE} : (tensor<4xf32>) -> tensor<4xf32>
  %3 = tosa.maximum %a, %b {nan_mode = IGNORE} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %4 = tosa.select %q, %a, %u : (tensor<1xi1>, tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  %5 = tosa.identity %a : (tensor<4xf32>) -> tensor<4xf32>
  %6 = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf32>
  %7 = tosa.equal %c, %d : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  return
}

func.func @table16(%t16: tensor<2x3xi16>, %tb: tensor<513xi16>) -> tensor<2x3xi32> {
  %11 = tosa.table %t16, %tb : (tensor<2x3xi16>, tensor<513xi16>) -> tensor<2x3xi32>
  return %11 : tensor<2x3xi32>
}

func.func @reduce(%a: tensor<2x3xf32>, %i: tensor<2x3xi32>, %p: tensor<2x3xi1>) -> (tensor<1x3xf32>, tensor<2x1xf32>, tensor<2x1xi32>, tensor<1x3xi1>, tensor<3xi32>, tensor<2xi32>, tensor<2x1xf32>) {
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<1x3xf32>
  %1 = tosa.reduce_max %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %2 = tosa.reduce_min %i {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %3 = tosa.reduce_all %p {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  %4 = tosa.argmax %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  %5 = tosa.argmax %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3xf32>) -> tensor<2xi32>
  %6 = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<1x3xf32>, tensor<2x1xf32>, tensor<2x1xi32>, tensor<1x3xi1>, tensor<3xi32>, tensor<2xi32>, tensor<2x1xf32>
}

func.func @reduce3d(%a: tensor<2x3x4xf32>, %v: tensor<5xi32>, %h: tensor<3xf16>, %i: tensor<2x3xi8>) -> (tensor<2x1x4xf32>, tensor<1xi32>, tensor<1xf16>, tensor<2x3xi32>, tensor<i32>, tensor<1x3x4xf32>) {
  %0 = tosa.reduce_min %a {axis = 1 : i32, nan_mode = IGNORE} : (tensor<2x3x4xf32>) -> tensor<2x1x4xf32>
  %1 = tosa.reduce_product %v {axis = 0 : i32} : (tensor<5xi32>) -> tensor<1xi32>
  %2 = tosa.reduce_max %h {axis = 0 : i32} : (tensor<3xf16>) -> tensor<1xf16>
  %3 = tosa.argmax %a {axis = 2 : i32} : (tensor<2x3x4xf32>) -> tensor<2x3xi32>
  %4 = tosa.argmax %v {axis = 0 : i32} : (tensor<5xi32>) -> tensor<i32>
  %6 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3x4xf32>) -> tensor<1x3x4xf32>
  return %0, %1, %2, %3, %4, %6 : tensor<2x1x4xf32>, tensor<1xi32>, tensor<1xf16>, tensor<2x3xi32>, tensor<i32>, tensor<1x3x4xf32>
}

func.func @all_ops(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>, %i: tensor<2x3xi32>, %j: tensor<2x3xi32>, %p: tensor<2x3xi1>, %q: tensor<2x3xi1>, %s: tensor<1xi8>, %i8: tensor<2x3xi8>, %t: tensor<256xi8>) {
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
  %39 = tosa.table %i8, %t : (tensor<2x3xi8>, tensor<256xi8>) -> tensor<2x3xi8>
  return
}

func.func @rescale_splat_shift(%i8: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %mc = "tosa.const"() <{values = dense<[1073741824, 2000000000, 5]> : tensor<3xi32>}> : () -> tensor<3xi32>
  %sh = "tosa.const"() <{values = dense<30> : tensor<3xi8>}> : () -> tensor<3xi8>
  %zi = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.rescale %i8, %mc, %sh, %zi, %zi {input_unsigned = false, output_unsigned = false, per_channel = true, rounding_mode = SINGLE_ROUND, scale32 = true} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %0 : tensor<2x3xi8>
}
