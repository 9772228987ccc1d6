// mlirc-conv-to-channels-last: NCHW convolutions and poolings on tensors become their NHWC
// forms between transposes, and the transposes move past element-wise ops, pads, fills,
// broadcasts and each other until they cancel. The output is IR mlir-opt reads.
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(mlirc-conv-to-channels-last)' | FileCheck %s
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(mlirc-conv-to-channels-last)' | FileCheck %s --check-prefix=NET
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(mlirc-conv-to-channels-last)' -o %t.mlir
// RUN: mlir-opt --split-input-file %t.mlir -o /dev/null

// Each NCHW op becomes its NHWC form between transposes; the init's transpose folds into its
// fill (a fill of a new empty).
// The convolution: a generic with conv_2d_nhwc_hwcf's maps, the filter as CHWF, and the loops
// (n, oh, ow, f, c, kh, kw): its sums run over c, kh, kw as the NCHW op's. Strides (3, 2) and
// dilations (2, 1) in the input's map.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 3 + d5 * 2, d2 * 2 + d6, d4)>
// CHECK-DAG: #[[FILT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
// CHECK-LABEL: func.func @conv(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<2x3x11x13xf32>, %[[W:[a-z0-9]+]]: tensor<5x3x3x2xf32>
// CHECK: %[[XT:.*]] = linalg.transpose ins(%[[X]] : tensor<2x3x11x13xf32>) outs(%{{.*}} : tensor<2x11x13x3xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[WT:.*]] = linalg.transpose ins(%[[W]] : tensor<5x3x3x2xf32>) outs(%{{.*}} : tensor<3x3x2x5xf32>) permutation = [1, 2, 3, 0]
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2x3x6x5xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<2x3x6x5xf32>)
// CHECK: %[[C:.*]] = linalg.generic {indexing_maps = [#[[IN]], #[[FILT]], #[[OUT]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%[[XT]], %[[WT]] : tensor<2x11x13x3xf32>, tensor<3x3x2x5xf32>) outs(%[[F]] : tensor<2x3x6x5xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[O:.*]]: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[O]], %[[M]] : f32
// CHECK-NEXT: linalg.yield %[[S]]
// CHECK: %[[R:.*]] = linalg.transpose ins(%[[C]] : tensor<2x3x6x5xf32>) outs(%{{.*}} : tensor<2x5x3x6xf32>) permutation = [0, 3, 1, 2]
// CHECK: return %[[R]]
func.func @conv(%x: tensor<2x3x11x13xf32>, %w: tensor<5x3x3x2xf32>) -> tensor<2x5x3x6xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x5x3x6xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x5x3x6xf32>) -> tensor<2x5x3x6xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<[2, 1]> : vector<2xi64>, strides = dense<[3, 2]> : vector<2xi64>} ins(%x, %w : tensor<2x3x11x13xf32>, tensor<5x3x3x2xf32>) outs(%f : tensor<2x5x3x6xf32>) -> tensor<2x5x3x6xf32>
  return %r : tensor<2x5x3x6xf32>
}

// -----

// An init that is not a fill or an empty is transposed too.
// CHECK-LABEL: func.func @depthwise(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<1x7x9x9xf32>, %[[W:[a-z0-9]+]]: tensor<7x3x3xf32>, %[[I:[a-z0-9]+]]: tensor<1x7x4x4xf32>
// CHECK: %[[XT:.*]] = linalg.transpose ins(%[[X]] : {{.*}}) outs(%{{.*}} : tensor<1x9x9x7xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[WT:.*]] = linalg.transpose ins(%[[W]] : {{.*}}) outs(%{{.*}} : tensor<3x3x7xf32>) permutation = [1, 2, 0]
// CHECK: %[[IT:.*]] = linalg.transpose ins(%[[I]] : {{.*}}) outs(%{{.*}} : tensor<1x4x4x7xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[D:.*]] = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%[[XT]], %[[WT]] : tensor<1x9x9x7xf32>, tensor<3x3x7xf32>) outs(%[[IT]] : tensor<1x4x4x7xf32>)
// CHECK: %[[R:.*]] = linalg.transpose ins(%[[D]] : {{.*}}) outs(%{{.*}} : tensor<1x7x4x4xf32>) permutation = [0, 3, 1, 2]
// CHECK: return %[[R]]
func.func @depthwise(%x: tensor<1x7x9x9xf32>, %w: tensor<7x3x3xf32>, %i: tensor<1x7x4x4xf32>) -> tensor<1x7x4x4xf32> {
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x7x9x9xf32>, tensor<7x3x3xf32>) outs(%i : tensor<1x7x4x4xf32>) -> tensor<1x7x4x4xf32>
  return %r : tensor<1x7x4x4xf32>
}

// -----

// The input's transpose serves both ops.
// CHECK-LABEL: func.func @pooling(
// CHECK: %[[WIN:.*]] = tensor.empty() : tensor<2x2xf32>
// CHECK: %[[XT:.*]] = linalg.transpose ins(%{{.*}} : tensor<1x3x8x8xf32>) outs(%{{.*}} : tensor<1x8x8x3xf32>) permutation = [0, 2, 3, 1]
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x4x4x3xf32>)
// CHECK: %[[M:.*]] = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%[[XT]], %[[WIN]] : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%[[F]] : tensor<1x4x4x3xf32>)
// CHECK: %[[MR:.*]] = linalg.transpose ins(%[[M]] : {{.*}}) outs(%{{.*}} : tensor<1x3x4x4xf32>) permutation = [0, 3, 1, 2]
// CHECK-NOT: linalg.transpose ins(%{{.*}} : tensor<1x3x8x8xf32>)
// CHECK: %[[S:.*]] = linalg.pooling_nhwc_sum {{.*}} ins(%[[XT]], %[[WIN]] : tensor<1x8x8x3xf32>, tensor<2x2xf32>) outs(%{{.*}} : tensor<1x7x7x3xf32>)
// CHECK: %[[SR:.*]] = linalg.transpose ins(%[[S]] : {{.*}}) outs(%{{.*}} : tensor<1x3x7x7xf32>) permutation = [0, 3, 1, 2]
// CHECK: return %[[MR]], %[[SR]]
func.func @pooling(%x: tensor<1x3x8x8xf32>) -> (tensor<1x3x4x4xf32>, tensor<1x3x7x7xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %z = arith.constant 0.0 : f32
  %win = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x3x4x4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %m = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %win : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%f : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
  %e2 = tensor.empty() : tensor<1x3x7x7xf32>
  %f2 = linalg.fill ins(%z : f32) outs(%e2 : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  %s = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %win : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%f2 : tensor<1x3x7x7xf32>) -> tensor<1x3x7x7xf32>
  return %m, %s : tensor<1x3x4x4xf32>, tensor<1x3x7x7xf32>
}

// -----

// A network: pad, conv (bias as a broadcast init), batch norm (per-channel Cx1x1 operands,
// one an expand_shape of a 1-D tensor), relu, max pooling, pad, conv, a residual add, an
// average (a reduction over h, w). One transpose at the input, one at the output.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[CH:.*]] = affine_map<(d0, d1, d2, d3) -> (d3)>
// CHECK-DAG: #[[RED:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
// CHECK-LABEL: func.func @net(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<1x3x8x8xf32>, %{{.*}}: tensor<4x3x3x3xf32>, %[[B:[a-z0-9]+]]: tensor<4xf32>, %[[S:[a-z0-9]+]]: tensor<4x1x1xf32>
// CHECK: %[[P:.*]] = tensor.pad %[[X]] low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: %[[PT:.*]] = linalg.transpose ins(%[[P]] : tensor<1x3x10x10xf32>) {{.*}} permutation = [0, 2, 3, 1]
// CHECK: %[[BIAS:.*]] = linalg.broadcast ins(%[[B]] : tensor<4xf32>) outs(%{{.*}} : tensor<1x8x8x4xf32>) dimensions = [0, 1, 2]
// CHECK: %[[C1:.*]] = linalg.generic {{.*}} ins(%[[PT]], %{{.*}} : tensor<1x10x10x3xf32>, tensor<3x3x3x4xf32>) outs(%[[BIAS]] : tensor<1x8x8x4xf32>)
// The per-channel operands are read as 1-D tensors (the source of an expand_shape, else a
// collapse_shape), their channels innermost as the generic's.
// CHECK: %[[SC:.*]] = tensor.collapse_shape %[[S]] {{\[\[}}0, 1, 2]] : tensor<4x1x1xf32> into tensor<4xf32>
// CHECK: %[[BN:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[CH]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[C1]], %[[SC]] : tensor<1x8x8x4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<1x8x8x4xf32>)
// CHECK: %[[RELU:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[CH]], #[[ID]]], {{.*}} ins(%[[BN]], %[[B]] : tensor<1x8x8x4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<1x8x8x4xf32>)
// CHECK: %[[MP:.*]] = linalg.pooling_nhwc_max {{.*}} ins(%[[RELU]], %{{.*}} : tensor<1x8x8x4xf32>, tensor<2x2xf32>)
// CHECK: %[[P2:.*]] = tensor.pad %[[MP]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK: } : tensor<1x4x4x4xf32> to tensor<1x6x6x4xf32>
// CHECK: %[[C2:.*]] = linalg.generic {{.*}} ins(%[[P2]], %{{.*}} : tensor<1x6x6x4xf32>, tensor<4x3x3x4xf32>)
// CHECK: %[[ADD:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[ID]], #[[ID]]], {{.*}} ins(%[[C2]], %[[MP]] : tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>)
// CHECK: %[[F4:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<1x1x1x4xf32>)
// CHECK: %[[AVG:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[RED]]], iterator_types = ["parallel", "reduction", "reduction", "parallel"]} ins(%[[ADD]] : tensor<1x4x4x4xf32>) outs(%[[F4]] : tensor<1x1x1x4xf32>)
// CHECK: %[[R:.*]] = linalg.transpose ins(%[[AVG]] : tensor<1x1x1x4xf32>) outs(%{{.*}} : tensor<1x4x1x1xf32>) permutation = [0, 3, 1, 2]
// CHECK: return %[[R]]
// Two transposes of activations (and two of the filters) in all.
// NET-LABEL: func.func @net(
// NET-COUNT-4: linalg.transpose
// NET-NOT: linalg.transpose
// NET-LABEL: func.func @index(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
func.func @net(%x: tensor<1x3x8x8xf32>, %w1: tensor<4x3x3x3xf32>, %b1: tensor<4xf32>, %s: tensor<4x1x1xf32>, %w2: tensor<4x4x3x3xf32>) -> tensor<1x4x1x1xf32> {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x3x8x8xf32> to tensor<1x3x10x10xf32>
  %e = tensor.empty() : tensor<1x4x8x8xf32>
  %bias = linalg.broadcast ins(%b1 : tensor<4xf32>) outs(%e : tensor<1x4x8x8xf32>) dimensions = [0, 2, 3]
  %c1 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p, %w1 : tensor<1x3x10x10xf32>, tensor<4x3x3x3xf32>) outs(%bias : tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
  %bn = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c1, %s : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %sc: f32, %out: f32):
    %m = arith.mulf %in, %sc : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x8xf32>
  %shift = tensor.expand_shape %b1 [[0, 1, 2]] output_shape [4, 1, 1] : tensor<4xf32> into tensor<4x1x1xf32>
  %relu = linalg.generic {indexing_maps = [#id, #ch, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%bn, %shift : tensor<1x4x8x8xf32>, tensor<4x1x1xf32>) outs(%e : tensor<1x4x8x8xf32>) {
  ^bb0(%in: f32, %sh: f32, %out: f32):
    %a = arith.addf %in, %sh : f32
    %m = arith.maximumf %a, %z : f32
    linalg.yield %m : f32
  } -> tensor<1x4x8x8xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<1x4x4x4xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %mp = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%relu, %win : tensor<1x4x8x8xf32>, tensor<2x2xf32>) outs(%f2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %p2 = tensor.pad %mp low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f32
  } : tensor<1x4x4x4xf32> to tensor<1x4x6x6xf32>
  %f3 = linalg.fill ins(%z : f32) outs(%e2 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %c2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p2, %w2 : tensor<1x4x6x6xf32>, tensor<4x4x3x3xf32>) outs(%f3 : tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32>
  %add = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c2, %mp : tensor<1x4x4x4xf32>, tensor<1x4x4x4xf32>) outs(%e2 : tensor<1x4x4x4xf32>) {
  ^bb0(%in: f32, %in2: f32, %out: f32):
    %a = arith.addf %in, %in2 : f32
    linalg.yield %a : f32
  } -> tensor<1x4x4x4xf32>
  %e3 = tensor.empty() : tensor<1x4x1x1xf32>
  %f4 = linalg.fill ins(%z : f32) outs(%e3 : tensor<1x4x1x1xf32>) -> tensor<1x4x1x1xf32>
  %avg = linalg.generic {indexing_maps = [#id, affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%add : tensor<1x4x4x4xf32>) outs(%f4 : tensor<1x4x1x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %in, %out : f32
    linalg.yield %a : f32
  } -> tensor<1x4x1x1xf32>
  return %avg : tensor<1x4x1x1xf32>
}

// -----

// linalg.index follows its loop; a consumer the transpose cannot move past keeps it.
// CHECK-LABEL: func.func @index(
// CHECK: %[[C:.*]] = linalg.generic {{.*}}"reduction"]} ins({{.*}}) outs(%{{.*}} : tensor<1x5x5x2xf32>)
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[C]] : tensor<1x5x5x2xf32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: linalg.index 3 : index
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[G]] : tensor<1x5x5x2xf32>) outs(%{{.*}} : tensor<1x2x5x5xf32>) permutation = [0, 3, 1, 2]
// CHECK: tensor.collapse_shape %[[T]]
func.func @index(%x: tensor<1x2x5x5xf32>, %w: tensor<2x2x1x1xf32>) -> tensor<1x50xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x5x5xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %c = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x2x5x5xf32>, tensor<2x2x1x1xf32>) outs(%f : tensor<1x2x5x5xf32>) -> tensor<1x2x5x5xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%c : tensor<1x2x5x5xf32>) outs(%e : tensor<1x2x5x5xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %fi = arith.sitofp %ii : i32 to f32
    %a = arith.addf %in, %fi : f32
    linalg.yield %a : f32
  } -> tensor<1x2x5x5xf32>
  %r = tensor.collapse_shape %g [[0], [1, 2, 3]] : tensor<1x2x5x5xf32> into tensor<1x50xf32>
  return %r : tensor<1x50xf32>
}

// -----

// Not taken: dynamic shapes.
// CHECK-LABEL: func.func @dynamic(
// CHECK-NOT: linalg.transpose
// CHECK: linalg.conv_2d_nchw_fchw
func.func @dynamic(%x: tensor<1x3x?x?xf32>, %w: tensor<4x3x3x3xf32>, %i: tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x?x?xf32>, tensor<4x3x3x3xf32>) outs(%i : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
  return %r : tensor<1x4x?x?xf32>
}
