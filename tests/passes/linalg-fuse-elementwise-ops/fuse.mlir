// Producer/consumer fusion of linalg.generic on tensors, checked against mlir-opt-22 (the same
// CHECK lines hold for both; upstream also replaces an unread init by a tensor.empty, which
// mlirc keeps: see the pass's doc, the MLIRC/UPSTREAM prefixes).
// RUN: mlirc --split-input-file %s --pass-pipeline='builtin.module(linalg-fuse-elementwise-ops)' | FileCheck %s --check-prefixes=CHECK,MLIRC
// RUN: mlir-opt --split-input-file %s --linalg-fuse-elementwise-ops | FileCheck %s --check-prefixes=CHECK,UPSTREAM

// A chain of three: one generic, no temporaries.
// CHECK-LABEL: func.func @chain
// UPSTREAM: %[[E:.*]] = tensor.empty
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>)
// MLIRC-SAME: outs(%arg3 : tensor<?xf32>)
// UPSTREAM-SAME: outs(%[[E]] : tensor<?xf32>)
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %[[C:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[M]], %[[C]] : f32
// CHECK-NEXT: %[[X:.*]] = math.exp %[[S]] : f32
// CHECK-NEXT: linalg.yield %[[X]] : f32
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
#id = affine_map<(i) -> (i)>
func.func @chain(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  %mul = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
           ins(%a, %b : tensor<?xf32>, tensor<?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  } -> tensor<?xf32>
  %add = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
           ins(%mul, %c : tensor<?xf32>, tensor<?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
         ins(%add : tensor<?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%x: f32, %o: f32):
    %e = math.exp %x : f32
    linalg.yield %e : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
// -----

// A transposed producer fused into a reduction: its input's map composed with the inverse of
// its result map.
// CHECK-LABEL: func.func @transposed
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg1, %arg0 : tensor<8x4xf32>, tensor<4x8xf32>) outs(%arg3 : tensor<8xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32, %[[O:.*]]: f32):
// CHECK-NEXT: %[[N:.*]] = arith.negf %[[Y]] : f32
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[N]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[M]], %[[O]] : f32
// CHECK-NEXT: linalg.yield %[[S]] : f32
// CHECK-NOT: linalg.generic
func.func @transposed(%a: tensor<4x8xf32>, %b: tensor<8x4xf32>, %init: tensor<8x4xf32>, %i2: tensor<8xf32>) -> tensor<8xf32> {
  %t = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>], iterator_types = ["parallel", "parallel"]}
           ins(%a : tensor<4x8xf32>) outs(%init : tensor<8x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<8x4xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
         ins(%b, %t : tensor<8x4xf32>, tensor<8x4xf32>) outs(%i2 : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %o : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Not fused: a producer with two uses, a producer with a reduction, a producer feeding an init.
// CHECK-LABEL: func.func @not_fused
// CHECK-COUNT-5: linalg.generic
// CHECK-NOT: linalg.generic
#id = affine_map<(d0) -> (d0)>
func.func @not_fused(%a: tensor<8xf32>, %b: tensor<8x8xf32>, %i: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%i : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  %u = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%n : tensor<8xf32>) outs(%i : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.absf %x : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  %v = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%n : tensor<8xf32>) outs(%i : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = math.sqrt %x : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%b : tensor<8x8xf32>) outs(%i : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  %w = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%r : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  return %u, %v, %w : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}

// -----

// A consumer reading the producer through a window (a convolution as a generic) reads each
// element several times: mlirc does not fuse it (upstream does, computing the producer's
// payload once per read).
// CHECK-LABEL: func.func @window
// MLIRC: %[[P:.*]] = linalg.generic
// MLIRC: math.absf
// MLIRC: linalg.generic {{.*}} ins(%[[P]], %arg1 :
// MLIRC-NOT: math.absf
// UPSTREAM: linalg.generic
// UPSTREAM: math.absf
// UPSTREAM-NOT: linalg.generic
func.func @window(%x: tensor<1x6x6x2xf32>, %w: tensor<2x3x3x4xf32>, %o: tensor<1x4x4x4xf32>) -> tensor<1x4x4x4xf32> {
  %e = tensor.empty() : tensor<1x6x6x2xf32>
  %a = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%x : tensor<1x6x6x2xf32>) outs(%e : tensor<1x6x6x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.absf %in : f32
    linalg.yield %y : f32
  } -> tensor<1x6x6x2xf32>
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d4)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%a, %w : tensor<1x6x6x2xf32>, tensor<2x3x3x4xf32>) outs(%o : tensor<1x4x4x4xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %m = arith.mulf %in, %in_0 : f32
    %s = arith.addf %out, %m : f32
    linalg.yield %s : f32
  } -> tensor<1x4x4x4xf32>
  return %c : tensor<1x4x4x4xf32>
}

// -----

// Hard swish's shape: %y feeds an add and the multiply that consumes the add. Fusing the add
// into the multiply reads %y twice (ins(%y, %y)); the repeated input is dropped, %y then has
// one use and fuses too: one generic, the negation computed once.
// CHECK-LABEL: func.func @repeated_input
// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<8xf32>)
// CHECK: %[[N:.*]] = arith.negf
// CHECK-NOT: arith.negf
// CHECK: %[[A:.*]] = arith.addf %[[N]],
// CHECK: arith.mulf %[[N]], %[[A]]
// CHECK-NOT: linalg.generic
func.func @repeated_input(%x: tensor<8xf32>) -> tensor<8xf32> {
  %c3 = arith.constant 3.0 : f32
  %e0 = tensor.empty() : tensor<8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.negf %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e1 = tensor.empty() : tensor<8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%y : tensor<8xf32>) outs(%e1 : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %c3 : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %e2 = tensor.empty() : tensor<8xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%y, %s : tensor<8xf32>, tensor<8xf32>) outs(%e2 : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  return %m : tensor<8xf32>
}

// -----

// A result nothing uses goes, with its init and the payload only it needs: the indices of
// aten.max.dim (torch-mlir's softmax reads only the maxima).
// CHECK-LABEL: func.func @unused_indices
// CHECK: linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%arg0 : tensor<4x8xf32>) outs(%arg1 : tensor<4xf32>)
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: arith.maximumf
// CHECK-NEXT: linalg.yield
func.func @unused_indices(%x: tensor<4x8xf32>, %m0: tensor<4xf32>, %i0: tensor<4xi64>) -> tensor<4xf32> {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%m0, %i0 : tensor<4xf32>, tensor<4xi64>) {
  ^bb0(%in: f32, %m: f32, %i: i64):
    %k = linalg.index 1 : index
    %ki = arith.index_cast %k : index to i64
    %mx = arith.maximumf %in, %m : f32
    %gt = arith.cmpf ogt, %in, %m : f32
    %ni = arith.select %gt, %ki, %i : i64
    linalg.yield %mx, %ni : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %r#0 : tensor<4xf32>
}

// -----

// An unused result whose init the used one reads stays.
// CHECK-LABEL: func.func @read_by_kept
// CHECK: outs(%arg1, %arg2 : tensor<4xf32>, tensor<4xf32>)
func.func @read_by_kept(%x: tensor<4x8xf32>, %m0: tensor<4xf32>, %s0: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x8xf32>) outs(%m0, %s0 : tensor<4xf32>, tensor<4xf32>) {
  ^bb0(%in: f32, %m: f32, %s: f32):
    %a = arith.addf %in, %s : f32
    %mx = arith.maximumf %a, %m : f32
    linalg.yield %mx, %a : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %r#0 : tensor<4xf32>
}

// -----

// Splat and scalar constant inputs become scalar constants the payload reads (upstream's
// FoldScalarOrSplatConstant: batch norm's folded rsqrt(var + eps) of a splat variance is then
// one multiplication by a constant), unless the input is the only one that gives a loop its
// bound.
// CHECK-LABEL: func.func @splat_inputs
// CHECK-DAG: %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<4x8xf32>)
// CHECK: arith.mulf %in, %[[TWO]] : f32
// CHECK-LABEL: func.func @splat_bounds
// CHECK: %[[S:.*]] = arith.constant dense<2.000000e+00> : tensor<4x8xf32>
// CHECK: linalg.generic {{.*}} ins(%arg0, %[[S]] : tensor<4xf32>, tensor<4x8xf32>)
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @splat_inputs(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %s = arith.constant dense<2.0> : tensor<8xf32>
  %t = arith.constant dense<3> : tensor<4xi32>
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #col, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %s, %t : tensor<4x8xf32>, tensor<8xf32>, tensor<4xi32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: i32, %out: f32):
    %cf = arith.sitofp %c : i32 to f32
    %m = arith.mulf %a, %b : f32
    %y = arith.addf %m, %cf : f32
    linalg.yield %y : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
func.func @splat_bounds(%x: tensor<4xf32>) -> tensor<4xf32> {
  %s = arith.constant dense<2.0> : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#row, #id, #row], iterator_types = ["parallel", "reduction"]} ins(%x, %s : tensor<4xf32>, tensor<4x8xf32>) outs(%x : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %m = arith.mulf %a, %b : f32
    %y = arith.addf %m, %out : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
