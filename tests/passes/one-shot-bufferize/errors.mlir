// RUN: mlirc %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})'
// RUN: not mlirc %s --split-input-file --pass-pipeline='builtin.module(one-shot-bufferize)' 2>&1 | FileCheck %s --check-prefix=BOUNDARIES
// RUN: not mlirc %s --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map})' 2>&1 | FileCheck %s --check-prefix=LAYOUT
// Ops without a bufferization model are errors naming the op.

// BOUNDARIES: error: one-shot-bufferize: this function takes or returns tensors; mlirc bufferizes such functions only with bufferize-function-boundaries
// LAYOUT: error: one-shot-bufferize: mlirc supports only function-boundary-type-conversion=identity-layout-map, not 'fully-dynamic-layout-map'

func.func @elementwise(%a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'arith.addf' op cannot be bufferized by mlirc yet (no bufferization model for this op)}}
  %r = arith.addf %a, %a : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @unranked_copy(%u: tensor<*xf32>) -> tensor<*xf32> {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op writes into a tensor of unranked type, which would need a copy: not supported yet}}
  %r = bufferization.materialize_in_destination %u in %u : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// -----

// A select with a tensor condition is element-wise: convert-elementwise-to-linalg first.
func.func @select_tensor_condition(%c: tensor<4xi1>, %a: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'arith.select' op with a tensor condition cannot be bufferized (convert-elementwise-to-linalg handles it)}}
  %r = arith.select %c, %a, %a : tensor<4xi1>, tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @bitcast_unranked(%u: tensor<*xf32>) -> tensor<*xi32> {
  // expected-error @+1 {{'tensor.bitcast' op on an unranked tensor cannot be bufferized by mlirc yet}}
  %r = tensor.bitcast %u : tensor<*xf32> to tensor<*xi32>
  return %r : tensor<*xi32>
}

// -----

// A parallel_insert_slice always writes in place: a later read of the slice it overwrote
// (another parallel_insert_slice's source) is refused rather than miscompiled.
func.func @pis_conflict(%f: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %e = tensor.empty() : tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %e, %o2 = %e2) -> (tensor<4xf32>, tensor<4xf32>) {
    %s = tensor.from_elements %f : tensor<1xf32>
    %t = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op cannot be bufferized by mlirc: a read of its destination may see this write}}
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %t into %o2[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}

// -----

// Negative padding cuts the source (mlir-opt-22 accepts the op, and its bufferization fails to
// verify the negative subview offset it makes).
func.func @negative_pad(%t: tensor<4x?xf32>, %f: f32) -> tensor<7x?xf32> {
  // expected-error @+1 {{'tensor.pad' op cannot bufferize a pad with negative padding (-12345)}}
  %0 = tensor.pad %t low[1, -12345] high[2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  return %0 : tensor<7x?xf32>
}
