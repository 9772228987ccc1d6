// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s
// scf.forall with shared_outs and tensor.parallel_insert_slice (upstream's bufferization:
// the loop loses its shared_outs and results, the body writes slices of the buffers).

// A forall over tiles of a new tensor: the shared_out's buffer is the body's and the
// result's; each tile is filled in place (the parallel_insert_slice of the slice it came
// from copies nothing); the terminator ends up empty.
// CHECK-LABEL: func.func @tiles(
// CHECK: %[[B:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: scf.forall (%[[I:.*]]) in (4) {
// CHECK: %[[S:.*]] = memref.subview %[[B]][%{{.*}}] [2] [1]
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%[[S]] :
// CHECK-NEXT: }
// CHECK-NEXT: return %[[B]] : memref<8xf32>
func.func @tiles(%n: index) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<8xf32>) {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %o[%off] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %f = arith.constant 1.0 : f32
    %fill = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// A shared_out that is a (read-only) function argument: the forall works on a copy; the
// parallel_insert_slice becomes a subview and a copy in the body.
// CHECK-LABEL: func.func @arg(
// CHECK-SAME: %[[A:[^:]*]]: memref<4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[A]], %[[B]]
// CHECK-NEXT: scf.forall (%[[I:.*]]) in (4) {
// CHECK: %[[S:.*]] = memref.subview %[[B]][%[[I]]] [1] [1]
// CHECK-NEXT: memref.copy %{{.*}}, %[[S]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[B]] : memref<4xf32>
func.func @arg(%t: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = tensor.from_elements %x : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

// A writable argument: in place.
// CHECK-LABEL: func.func @writable(
// CHECK-SAME: %[[A:[^:]*]]: memref<4xf32>
// CHECK-NOT: memref.copy %[[A]]
// CHECK: memref.subview %[[A]]
// CHECK: return %[[A]] : memref<4xf32>
func.func @writable(%t: tensor<4xf32> {bufferization.writable = true}, %x: f32) -> tensor<4xf32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = tensor.from_elements %x : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

// The shared_out's old value is read after the forall: the forall works on a copy.
// CHECK-LABEL: func.func @read_after(
// CHECK: %[[F:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : f32) outs(%[[F]] :
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[F]], %[[C]]
// CHECK: memref.subview %[[C]]
// CHECK: memref.load %[[F]]
// CHECK: return %[[C]],
func.func @read_after(%x: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %f) -> (tensor<4xf32>) {
    %s = tensor.from_elements %x : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  %v = tensor.extract %f[%c0] : tensor<4xf32>
  return %r, %v : tensor<4xf32>, f32
}

// -----

// A loop inside the body reads the slice the parallel_insert_slice writes back: the loop's
// values are defined anew in each iteration of the forall, so that is no read after the
// write (the write stays in place; the loop works in the column itself, a strided buffer, and
// the parallel_insert_slice of the loop's result into that very column copies nothing).
// CHECK-LABEL: func.func @loop_in_body(
// CHECK: %[[B:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK-NEXT: scf.forall (%[[J:.*]]) in (4) {
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[B]][0, %[[J]]] [2, 1] [1, 1]
// CHECK-NOT: memref.alloc
// CHECK: %[[C:.*]] = memref.cast %[[S]] : memref<2xf32, strided<[4], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.for %{{.*}} iter_args(%[[A:.*]] = %[[C]])
// CHECK-NEXT: memref.store %{{.*}}, %[[A]]
// CHECK-NEXT: scf.yield %[[A]]
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %[[B]]
func.func @loop_in_body(%f: f32) -> tensor<2x4xf32> {
  %e = tensor.empty() : tensor<2x4xf32>
  %r = scf.forall (%j) in (4) shared_outs(%p = %e) -> (tensor<2x4xf32>) {
    %col = tensor.extract_slice %p[0, %j] [2, 1] [1, 1] : tensor<2x4xf32> to tensor<2xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %filled = scf.for %k = %c0 to %c2 step %c1 iter_args(%acc = %col) -> (tensor<2xf32>) {
      %n = tensor.insert %f into %acc[%k] : tensor<2xf32>
      scf.yield %n : tensor<2xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %filled into %p[0, %j] [2, 1] [1, 1] : tensor<2xf32> into tensor<2x4xf32>
    }
  }
  return %r : tensor<2x4xf32>
}
