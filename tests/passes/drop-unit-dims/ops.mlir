// mlirc-drop-unit-dims: a keepdim row sum (torch-mlir's form) loses its unit loop and
// dimensions: a plain reduction of 4x8 into 4 between a collapse and an expand; an element-wise
// consumer of its expanded result takes the collapsed value back (no reshape between the two
// generics, not even a dead one); linalg.index of a dropped loop becomes 0, the others are renumbered. A generic
// without unit dimensions is left alone. The output is IR mlir-opt reads.
// RUN: mlirc %s --pass-pipeline='builtin.module(mlirc-drop-unit-dims)' | mlir-opt | FileCheck %s

#in = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#keep = affine_map<(d0, d1, d2) -> (d0, d1, 0)>

// CHECK-DAG: #[[ID2:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[ID1:.*]] = affine_map<(d0) -> (d0)>
// CHECK-LABEL: func.func @row_sum(
// CHECK-SAME: %[[X:.*]]: tensor<1x4x8xf32>
// CHECK: %[[XC:.*]] = tensor.collapse_shape %[[X]] {{\[}}[0, 1], [2]] : tensor<1x4x8xf32> into tensor<4x8xf32>
// CHECK: %[[IC:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : tensor<1x4x1xf32> into tensor<4xf32>
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#[[ID2]], #[[ROW]]], iterator_types = ["parallel", "reduction"]} ins(%[[XC]] : tensor<4x8xf32>) outs(%[[IC]] : tensor<4xf32>)
// The expand of %S that the consumer took back is gone (a dead use would stop fusion).
// CHECK-NOT: tensor.expand_shape %[[S]]
// CHECK: %[[D:.*]] = linalg.generic {indexing_maps = [#[[ID1]], #[[ID1]]], iterator_types = ["parallel"]} ins(%[[S]] : tensor<4xf32>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[I:.*]] = linalg.index 0 : index
// CHECK: arith.addi %[[C0]], %[[I]]
// CHECK: %[[E:.*]] = tensor.expand_shape %[[D]] {{\[}}[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
// CHECK: return %[[E]]
func.func @row_sum(%x: tensor<1x4x8xf32>, %init: tensor<1x4x1xf32>) -> tensor<1x4x1xf32> {
  %s = linalg.generic {indexing_maps = [#in, #keep], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<1x4x8xf32>) outs(%init : tensor<1x4x1xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %y = arith.addf %acc, %a : f32
    linalg.yield %y : f32
  } -> tensor<1x4x1xf32>
  %e = tensor.empty() : tensor<1x4x1xf32>
  %d = linalg.generic {indexing_maps = [#in, #in], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<1x4x1xf32>) outs(%e : tensor<1x4x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i0 = linalg.index 0 : index
    %i1 = linalg.index 1 : index
    %k = arith.addi %i0, %i1 : index
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    %y = arith.mulf %a, %kf : f32
    linalg.yield %y : f32
  } -> tensor<1x4x1xf32>
  return %d : tensor<1x4x1xf32>
}

// CHECK-LABEL: func.func @no_unit(
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic
// CHECK-NOT: tensor.expand_shape
func.func @no_unit(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %y = arith.negf %a : f32
    linalg.yield %y : f32
  } -> tensor<2x3xf32>
  return %d : tensor<2x3xf32>
}
