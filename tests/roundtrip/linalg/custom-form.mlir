// RUN: mlirc %s --emit=mlir | FileCheck %s
// The exact custom text of the forms with optional parts: generic's trait dictionary and
// `attrs =`, elided default matmul maps, map/reduce short and long forms, elementwise `kind=`.

// CHECK-LABEL: func.func @generic
// CHECK: linalg.generic {doc = "d", indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"], library_call = "f"} ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) attrs = {foo = 1 : i32} {
// CHECK-NEXT: ^bb0(%{{.*}}: f32, %{{.*}}: f32):
// CHECK-NEXT: linalg.yield %{{.*}} : f32
// CHECK-NEXT: } -> tensor<4xf32>
func.func @generic(%a: tensor<4x8xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {library_call = "f", iterator_types = ["parallel", "reduction"], indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], doc = "d"}
      ins(%a : tensor<4x8xf32>) outs(%b : tensor<4xf32>) attrs = {foo = 1 : i32} {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @named
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x8xf32>, memref<8x16xf32>) outs(%{{.*}} : memref<4x16xf32>)
// CHECK: linalg.matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] {cast = #linalg.type_fn<cast_unsigned>} ins(
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(
// CHECK: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(
func.func @named(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %at: memref<8x4xf32>,
                 %i: memref<1x9x9x3xf32>, %k: memref<3x3x3x8xf32>, %o: memref<1x4x4x8xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] {cast = #linalg.type_fn<cast_unsigned>}
      ins(%at, %b : memref<8x4xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.elementwise kind = #linalg.elementwise_kind<add> ins(%c, %c : memref<4x16xf32>, memref<4x16xf32>) outs(%c : memref<4x16xf32>)
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%i, %k : memref<1x9x9x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x4x8xf32>)
  return
}

// CHECK-LABEL: func.func @map_reduce
// CHECK: linalg.map { arith.addf } ins(%{{.*}}, %{{.*}} : tensor<8xf32>, tensor<8xf32>) outs(%{{.*}} : tensor<8xf32>)
// CHECK: linalg.map { arith.addi {overflowFlags = #arith.overflow<none>} } ins(
// CHECK: linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%{{.*}} : tensor<8xf32>) outs(%{{.*}} : tensor<f32>) dimensions = [0]
// CHECK: linalg.map ins(%{{.*}} : tensor<8xf32>) outs(%{{.*}} : tensor<8xf32>)
// CHECK-NEXT: (%{{.*}}: f32, %{{.*}}: f32) {
// CHECK-NEXT: arith.negf
// CHECK-NEXT: linalg.yield
// CHECK-NEXT: }
// CHECK: linalg.transpose ins(%{{.*}} : tensor<8xf32>) outs(%{{.*}} : tensor<8xf32>) permutation = [0] {tag}
func.func @map_reduce(%a: tensor<8xf32>, %s: tensor<f32>, %i: tensor<8xi32>) -> (tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>) {
  %0 = linalg.map { arith.addf } ins(%a, %a : tensor<8xf32>, tensor<8xf32>) outs(%a : tensor<8xf32>)
  %1 = linalg.map { arith.addi } ins(%i, %i : tensor<8xi32>, tensor<8xi32>) outs(%i : tensor<8xi32>)
  %2 = linalg.reduce { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%a : tensor<8xf32>) outs(%s : tensor<f32>) dimensions = [0]
  %3 = linalg.map ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>)
    (%x: f32, %y: f32) {
      %n = arith.negf %y : f32
      linalg.yield %n : f32
    }
  %4 = linalg.transpose ins(%a : tensor<8xf32>) outs(%a : tensor<8xf32>) permutation = [0] {tag}
  return %0, %1, %2, %3, %4 : tensor<8xf32>, tensor<8xi32>, tensor<f32>, tensor<8xf32>, tensor<8xf32>
}
