// Named ops written in the generic form: the region given in the input is kept (even when it
// differs from the one the custom form would build), properties such as strides and cast, and
// upstream's memoized indexing maps attribute.

func.func @generic_form(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %x: f32) {
  "linalg.matmul"(%a, %b, %c) <{indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], operandSegmentSizes = array<i32: 2, 1>}> ({
  ^bb0(%p: f32, %q: f32, %r: f32):
    %0 = "arith.mulf"(%p, %q) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.addf"(%r, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%1) : (f32) -> ()
  }) : (memref<4x8xf32>, memref<8x16xf32>, memref<4x16xf32>) -> ()
  "linalg.fill"(%x, %c) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%in: f32, %out: f32):
    "linalg.yield"(%in) : (f32) -> ()
  }) : (f32, memref<4x16xf32>) -> ()
  return
}

func.func @memoized(%i: memref<1x8x8x3xf32>, %k: memref<3x3x3x16xf32>, %o: memref<1x3x3x16xf32>) {
  "linalg.conv_2d_nhwc_hwcf"(%i, %k, %o) <{operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}> ({
  ^bb0(%p: f32, %q: f32, %r: f32):
    %0 = "arith.mulf"(%p, %q) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.addf"(%r, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%1) : (f32) -> ()
  }) {linalg.memoized_indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>]} : (memref<1x8x8x3xf32>, memref<3x3x3x16xf32>, memref<1x3x3x16xf32>) -> ()
  return
}

func.func @generic_generic(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "linalg.generic"(%a, %o) <{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    "linalg.yield"(%x) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %1 = "linalg.map"(%a, %a, %o) ({
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = "arith.addf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "linalg.yield"(%s) : (f32) -> ()
  }) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}
