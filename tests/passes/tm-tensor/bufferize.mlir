// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map})' | FileCheck %s
// tm_tensor ops bufferize in destination-passing style: `outs` are written in place when the
// analysis allows (else into a copy, or into a new buffer when the op does not read them),
// `ins` are read where they are.

// A writable argument is sorted in place.
// CHECK-LABEL: func.func @sort_in_place(
// CHECK-SAME: %[[A:.*]]: memref<8xf32>
// CHECK-NOT: memref.alloc
// CHECK-NOT: memref.copy
// CHECK: tm_tensor.sort dimension(0) outs(%[[A]] : memref<8xf32>)
// CHECK: return %[[A]]
func.func @sort_in_place(%a: tensor<8xf32> {bufferization.writable = true}) -> tensor<8xf32> {
  %0 = tm_tensor.sort dimension(0) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf ole, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// A read-only argument is copied first (the sort reads what it sorts).
// CHECK-LABEL: func.func @sort_copy(
// CHECK-SAME: %[[A:.*]]: memref<8xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<8xf32>
// CHECK: memref.copy %[[A]], %[[B]]
// CHECK: tm_tensor.sort dimension(0) outs(%[[B]] : memref<8xf32>)
// CHECK: return %[[B]]
func.func @sort_copy(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = tm_tensor.sort dimension(0) outs(%a : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %c = arith.cmpf ole, %x, %y : f32
    tm_tensor.yield %c : i1
  } -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// An inclusive scan reads neither its output nor its accumulator: read-only destinations get
// new buffers, not copies. The input is read where it is.
// CHECK-LABEL: func.func @scan_inclusive(
// CHECK-SAME: %[[IN:[^:]*]]: memref<4xf32>, %[[O:[^:]*]]: memref<4xf32>, %[[ACC:[^:]*]]: memref<f32>
// CHECK-NOT: memref.copy
// CHECK: %[[NO:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NOT: memref.copy
// CHECK: %[[NA:.*]] = memref.alloc() : memref<f32>
// CHECK-NOT: memref.copy
// CHECK: tm_tensor.scan dimension(0) inclusive(true) ins(%[[IN]] : memref<4xf32>) outs(%[[NO]], %[[NA]] : memref<4xf32>, memref<f32>)
func.func @scan_inclusive(%in: tensor<4xf32>, %o: tensor<4xf32>, %acc: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %0:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%in : tensor<4xf32>) outs(%o, %acc : tensor<4xf32>, tensor<f32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tm_tensor.yield %s : f32
  } -> tensor<4xf32>, tensor<f32>
  return %0#0, %0#1 : tensor<4xf32>, tensor<f32>
}

// -----

// An exclusive scan starts from its accumulator: that one is copied.
// CHECK-LABEL: func.func @scan_exclusive(
// CHECK-SAME: %[[IN:[^:]*]]: memref<4xf32>, %[[O:[^:]*]]: memref<4xf32>, %[[ACC:[^:]*]]: memref<f32>
// CHECK: %[[NO:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NOT: memref.copy %[[O]]
// CHECK: %[[NA:.*]] = memref.alloc() : memref<f32>
// CHECK: memref.copy %[[ACC]], %[[NA]]
// CHECK: tm_tensor.scan dimension(0) inclusive(false) ins(%[[IN]] : memref<4xf32>) outs(%[[NO]], %[[NA]] : memref<4xf32>, memref<f32>)
func.func @scan_exclusive(%in: tensor<4xf32>, %o: tensor<4xf32>, %acc: tensor<f32>) -> (tensor<4xf32>, tensor<f32>) {
  %0:2 = tm_tensor.scan dimension(0) inclusive(false) ins(%in : tensor<4xf32>) outs(%o, %acc : tensor<4xf32>, tensor<f32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tm_tensor.yield %s : f32
  } -> tensor<4xf32>, tensor<f32>
  return %0#0, %0#1 : tensor<4xf32>, tensor<f32>
}

// -----

// A scatter into a tensor that is read afterwards writes into a copy of it.
// CHECK-LABEL: func.func @scatter_then_read(
// CHECK-SAME: %[[O:[^:]*]]: memref<8xf32> {bufferization.writable = true}, %[[U:[^:]*]]: memref<2xf32>, %[[I:[^:]*]]: memref<2x1xi64>
// CHECK: %[[C:.*]] = memref.alloc() : memref<8xf32>
// CHECK: memref.copy %[[O]], %[[C]]
// CHECK: tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%[[U]], %[[I]] : memref<2xf32>, memref<2x1xi64>) outs(%[[C]] : memref<8xf32>)
// CHECK: memref.load %[[O]]
func.func @scatter_then_read(%o: tensor<8xf32> {bufferization.writable = true}, %u: tensor<2xf32>, %i: tensor<2x1xi64>) -> (tensor<8xf32>, f32) {
  %0 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %i : tensor<2xf32>, tensor<2x1xi64>) outs(%o : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    tm_tensor.yield %s : f32
  } -> tensor<8xf32>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %o[%c0] : tensor<8xf32>
  return %0, %e : tensor<8xf32>, f32
}
