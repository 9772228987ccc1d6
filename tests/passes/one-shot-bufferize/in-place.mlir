// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s
// In-place decisions: a destination is written in place unless its buffer must not be
// written (a function argument, a constant) or an older value of it is read later.

// A chain of destination-passing ops on a new tensor: one buffer, no copy.
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[A:.*]]: memref<4xf32>, %[[X:.*]]: f32) -> memref<4xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%[[X]] : f32) outs(%[[B]] : memref<4xf32>)
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<4xf32>) outs(%[[B]] : memref<4xf32>)
// CHECK: return %[[B]] : memref<4xf32>
func.func @chain(%a: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%f : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %out : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

// A function does not write into its arguments' buffers: a copy first.
// CHECK-LABEL: func.func @arg(
// CHECK-SAME: %[[A:.*]]: memref<?xf32>, %[[I:.*]]: index, %[[X:.*]]: f32)
// CHECK: %[[N:.*]] = memref.dim %[[A]], %{{.*}} : memref<?xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK-NEXT: memref.copy %[[A]], %[[B]] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: memref.store %[[X]], %[[B]][%[[I]]] : memref<?xf32>
// CHECK-NEXT: return %[[B]]
func.func @arg(%a: tensor<?xf32>, %i: index, %x: f32) -> tensor<?xf32> {
  %r = tensor.insert %x into %a[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Unless the argument is marked writable.
// CHECK-LABEL: func.func @writable_arg(
// CHECK-SAME: %[[A:.*]]: memref<?xf32> {bufferization.writable = true}, %[[I:.*]]: index, %[[X:.*]]: f32)
// CHECK-NEXT: memref.store %[[X]], %[[A]][%[[I]]] : memref<?xf32>
// CHECK-NEXT: return %[[A]]
func.func @writable_arg(%a: tensor<?xf32> {bufferization.writable = true}, %i: index, %x: f32) -> tensor<?xf32> {
  %r = tensor.insert %x into %a[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}

// -----

// Read after write: the old value is read after the insert, which therefore copies; the
// second insert into the same old value may then run in place.
// CHECK-LABEL: func.func @raw(
// CHECK: %[[T:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[C:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[T]], %[[C]]
// CHECK-NEXT: memref.store %{{.*}}, %[[C]][%{{.*}}]
// CHECK-NEXT: memref.store %{{.*}}, %[[T]][%{{.*}}]
// CHECK-NOT: memref.copy
// CHECK: return
func.func @raw(%x: f32, %y: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = tensor.insert %y into %t[%c0] : tensor<4xf32>
  %b = tensor.insert %x into %t[%c0] : tensor<4xf32>
  return %a, %b : tensor<4xf32>, tensor<4xf32>
}

// -----

// A write into a slice of a new tensor is a write into the tensor's buffer (a subview), and
// inserting the slice back into the same place needs no copy.
// CHECK-LABEL: func.func @slices(
// CHECK: %[[T:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[T]][2, 0] [4, 8] [1, 1] : memref<8x8xf32> to memref<4x8xf32, strided<[8, 1], offset: 16>>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[S]] : memref<4x8xf32, strided<[8, 1], offset: 16>>)
// CHECK-NEXT: return %[[T]]
func.func @slices(%x: f32) -> tensor<8x8xf32> {
  %t = tensor.empty() : tensor<8x8xf32>
  %s = tensor.extract_slice %t[2, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %f = linalg.fill ins(%x : f32) outs(%s : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = tensor.insert_slice %f into %t[2, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}

// -----

// A constant is a read-only global; writing into it copies.
// CHECK: memref.global "private" constant @__constant_2xi32 : memref<2xi32> = dense<[1, 2]>
// CHECK-LABEL: func.func @constant(
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[G:.*]] = memref.get_global @__constant_2xi32 : memref<2xi32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<2xi32>
// CHECK-NEXT: memref.copy %[[G]], %[[B]]
// CHECK-NEXT: memref.store %{{.*}}, %[[B]][%[[C0]]]
func.func @constant(%x: i32) -> tensor<2xi32> {
  %c0 = arith.constant 0 : index
  %c = arith.constant dense<[1, 2]> : tensor<2xi32>
  %r = tensor.insert %x into %c[%c0] : tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// Slices that do not match: the fill writes into rows 0-3, the insert keeps them from the
// old tensor, so the fill copies.
// CHECK-LABEL: func.func @other_slices(
// CHECK: %[[T:.*]] = memref.alloc() : memref<8x8xf32>
// CHECK: memref.subview %[[T]][0, 0] [4, 8] [1, 1]
// CHECK-NEXT: memref.alloc() : memref<4x8xf32>
// CHECK: linalg.fill
// CHECK: memref.subview %[[T]][4, 0] [4, 8] [1, 1]
// CHECK-NEXT: memref.copy
func.func @other_slices(%x: f32) -> tensor<8x8xf32> {
  %e = tensor.empty() : tensor<8x8xf32>
  %t = linalg.fill ins(%x : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<8x8xf32> to tensor<4x8xf32>
  %f = linalg.fill ins(%x : f32) outs(%s : tensor<4x8xf32>) -> tensor<4x8xf32>
  %r = tensor.insert_slice %f into %t[4, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<8x8xf32>
  return %r : tensor<8x8xf32>
}
