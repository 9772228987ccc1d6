// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s
// The models added for tensor.splat/generate/pad/concat/bitcast/reshape, arith.select,
// bufferization.dealloc_tensor and scf.while/index_switch/execute_region, and in-place
// decisions through them.

// CHECK-LABEL: func.func @splat(
// CHECK-SAME: %[[X:.*]]: f32, %[[N:.*]]: index) -> memref<?x4xf32>
// CHECK-NEXT: %[[M:.*]] = memref.alloc(%[[N]]) : memref<?x4xf32>
// CHECK-NEXT: linalg.map outs(%[[M]] : memref<?x4xf32>)
// CHECK-NEXT: (%{{.*}}: f32) {
// CHECK-NEXT: linalg.yield %[[X]] : f32
// CHECK: return %[[M]]
func.func @splat(%x: f32, %n: index) -> tensor<?x4xf32> {
  %0 = tensor.splat %x[%n] : tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @generate(
// CHECK-NEXT: %[[M:.*]] = memref.alloc(%{{.*}}) : memref<?x3xindex>
// CHECK-NEXT: linalg.map outs(%[[M]] : memref<?x3xindex>)
// CHECK-NEXT: (%{{.*}}: index) {
// CHECK-NEXT: %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT: %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[I]], %[[J]] : index
// CHECK-NEXT: linalg.yield %[[S]] : index
// CHECK-NOT: tensor.
func.func @generate(%n: index) -> tensor<?x3xindex> {
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x3xindex>
  return %0 : tensor<?x3xindex>
}

// -----

// The padded size is source + low + high; the body fills everything, then the source is
// copied into the subview at the low padding.
// CHECK-LABEL: func.func @pad(
// CHECK-SAME: %[[T:.*]]: memref<2x?xf32>, %[[H:.*]]: index, %[[V:.*]]: f32)
// CHECK: %[[D:.*]] = memref.dim %[[T]], %{{.*}} : memref<2x?xf32>
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[D]], %[[H]] : index
// CHECK: %[[B:.*]] = arith.addi %[[A]], %{{.*}} : index
// CHECK-NEXT: %[[M:.*]] = memref.alloc(%[[B]]) : memref<5x?xf32>
// CHECK-NEXT: linalg.map outs(%[[M]] : memref<5x?xf32>)
// CHECK: linalg.yield %[[V]] : f32
// CHECK: %[[SV:.*]] = memref.subview %[[M]][1, %[[H]]] [2, %[[D]]] [1, 1] : memref<5x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: memref.copy %[[T]], %[[SV]]
// CHECK-NEXT: return %[[M]]
func.func @pad(%t: tensor<2x?xf32>, %h: index, %v: f32) -> tensor<5x?xf32> {
  %0 = tensor.pad %t low[1, %h] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<2x?xf32> to tensor<5x?xf32>
  return %0 : tensor<5x?xf32>
}

// -----

// CHECK-LABEL: func.func @concat(
// CHECK-SAME: %[[A:.*]]: memref<2x3xf32>, %[[B:.*]]: memref<?x3xf32>)
// CHECK: %[[D:.*]] = memref.dim %[[B]], %{{.*}} : memref<?x3xf32>
// CHECK: %[[S:.*]] = arith.addi %{{.*}}, %[[D]] : index
// CHECK-NEXT: %[[M:.*]] = memref.alloc(%[[S]]) : memref<?x3xf32>
// CHECK-NEXT: %[[V0:.*]] = memref.subview %[[M]][0, 0] [2, 3] [1, 1]
// CHECK-NEXT: memref.copy %[[A]], %[[V0]]
// CHECK-NEXT: %[[V1:.*]] = memref.subview %[[M]][2, 0] [%[[D]], 3] [1, 1] : memref<?x3xf32> to memref<?x3xf32, strided<[3, 1], offset: 6>>
// CHECK-NEXT: memref.copy %[[B]], %[[V1]]
func.func @concat(%a: tensor<2x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}

// -----

// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: %[[A:.*]]: memref<6xf32>, %[[S:.*]]: memref<2xindex>)
// CHECK-NEXT: %[[R:.*]] = memref.reshape %[[A]](%[[S]]) : (memref<6xf32>, memref<2xindex>) -> memref<?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @reshape(%a: tensor<6xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %0 = tensor.reshape %a(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A reshaped slice (not the identity layout) is copied first.
// CHECK-LABEL: func.func @reshape_slice(
// CHECK: %[[V:.*]] = memref.subview
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<6xf32>
// CHECK-NEXT: memref.copy %[[V]], %[[C]]
// CHECK-NEXT: memref.reshape %[[C]]
func.func @reshape_slice(%a: tensor<8xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %x = tensor.extract_slice %a[2] [6] [1] : tensor<8xf32> to tensor<6xf32>
  %0 = tensor.reshape %x(%s) : (tensor<6xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @bitcast(
// CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<4xi32>
// CHECK-NEXT: linalg.map { arith.bitcast } ins(%{{.*}} : memref<4xf32>) outs(%[[M]] : memref<4xi32>)
func.func @bitcast(%a: tensor<4xf32>) -> tensor<4xi32> {
  %0 = tensor.bitcast %a : tensor<4xf32> to tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// Both operands alias the result: writing into it needs a copy when either must not be
// written (here: function arguments).
// CHECK-LABEL: func.func @select(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>, %[[X:.*]]: f32
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[A]], %[[B]] : memref<4xf32>
// CHECK: %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[S]], %[[M]]
// CHECK-NEXT: memref.store %[[X]], %[[M]]
func.func @select(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %x: f32) -> tensor<4xf32> {
  %0 = arith.select %c, %a, %b : tensor<4xf32>
  %i = arith.constant 0 : index
  %1 = tensor.insert %x into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// -----

// On new tensors, in place; a read of one of them after the write is a conflict.
// CHECK-LABEL: func.func @select_new(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[S:.*]] = arith.select %{{.*}}, %[[A]], %[[B]] : memref<4xf32>
// CHECK-NEXT: memref.store %{{.*}}, %[[S]]
// CHECK-NEXT: return %[[S]]
func.func @select_new(%c: i1, %x: f32) -> tensor<4xf32> {
  %a = tensor.empty() : tensor<4xf32>
  %b = tensor.empty() : tensor<4xf32>
  %i = arith.constant 0 : index
  %0 = arith.select %c, %a, %b : tensor<4xf32>
  %1 = tensor.insert %x into %0[%i] : tensor<4xf32>
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @select_read_after(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[S:.*]] = arith.select %{{.*}}, %[[A]], %[[B]] : memref<4xf32>
// CHECK-NEXT: %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[S]], %[[M]]
// CHECK-NEXT: memref.store %{{.*}}, %[[M]]
// CHECK-NEXT: memref.load %[[B]]
func.func @select_read_after(%c: i1, %x: f32) -> (tensor<4xf32>, f32) {
  %a = tensor.empty() : tensor<4xf32>
  %b = tensor.empty() : tensor<4xf32>
  %i = arith.constant 0 : index
  %0 = arith.select %c, %a, %b : tensor<4xf32>
  %1 = tensor.insert %x into %0[%i] : tensor<4xf32>
  %2 = tensor.extract %b[%i] : tensor<4xf32>
  return %1, %2 : tensor<4xf32>, f32
}

// -----

// CHECK-LABEL: func.func @dealloc(
// CHECK-NOT: dealloc
// CHECK: return
func.func @dealloc(%n: index) -> index {
  %0 = tensor.empty(%n) : tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  bufferization.dealloc_tensor %0 : tensor<?xf32>
  return %d : index
}

// -----

// The "after" region writes into its argument in place: the "before" region's read of its
// own argument runs before it in each iteration.
// CHECK-LABEL: func.func @while(
// CHECK: %[[E:.*]] = memref.alloc() : memref<4xf32>
// CHECK: scf.while (%[[T:.*]] = %[[E]], %{{.*}}) : (memref<4xf32>, index, f32) -> (memref<4xf32>, index, f32) {
// CHECK: memref.load %[[T]]
// CHECK: scf.condition(%{{.*}}) %[[T]], %{{.*}} : memref<4xf32>, index, f32
// CHECK: ^bb0(%[[A:.*]]: memref<4xf32>, %[[I:.*]]: index, %{{.*}}: f32):
// CHECK-NEXT: memref.store %{{.*}}, %[[A]][%[[I]]] : memref<4xf32>
// CHECK-NOT: memref.alloc
// CHECK: scf.yield %[[A]], %{{.*}} : memref<4xf32>, index, f32
func.func @while(%n: index, %x: f32) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:3 = scf.while (%t = %e, %i = %c0, %s = %x) : (tensor<4xf32>, index, f32) -> (tensor<4xf32>, index, f32) {
    %v = tensor.extract %t[%c0] : tensor<4xf32>
    %go = arith.cmpi ult, %i, %n : index
    scf.condition(%go) %t, %i, %v : tensor<4xf32>, index, f32
  } do {
  ^bb0(%t: tensor<4xf32>, %i: index, %s: f32):
    %t2 = tensor.insert %x into %t[%i] : tensor<4xf32>
    %i2 = arith.addi %i, %c1 : index
    scf.yield %t2, %i2, %s : tensor<4xf32>, index, f32
  }
  return %r#0, %r#2 : tensor<4xf32>, f32
}

// -----

// The init is read inside the loop after the write, and after the loop: the loop gets a copy
// of it before it, and writes that in place.
// CHECK-LABEL: func.func @while_init_read(
// CHECK: %[[E:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[E]], %[[M]]
// CHECK-NEXT: scf.while (%{{.*}} = %[[M]])
// CHECK: ^bb0(%[[A:.*]]: memref<4xf32>):
// CHECK-NEXT: memref.store %{{.*}}, %[[A]]
// CHECK-NEXT: memref.load %[[E]]
// CHECK: memref.load %[[E]]
func.func @while_init_read(%n: index, %x: f32) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %r = scf.while (%t = %e) : (tensor<4xf32>) -> tensor<4xf32> {
    %go = arith.cmpf olt, %x, %x : f32
    scf.condition(%go) %t : tensor<4xf32>
  } do {
  ^bb0(%t: tensor<4xf32>):
    %t2 = tensor.insert %x into %t[%c0] : tensor<4xf32>
    %old = tensor.extract %e[%c0] : tensor<4xf32>
    %t3 = tensor.insert %old into %t2[%c0] : tensor<4xf32>
    scf.yield %t3 : tensor<4xf32>
  }
  %v = tensor.extract %e[%c0] : tensor<4xf32>
  return %r, %v : tensor<4xf32>, f32
}

// -----

// CHECK-LABEL: func.func @switch(
// CHECK: %[[R:.*]] = scf.index_switch %{{.*}} -> memref<2xf32>
// CHECK: default {
// CHECK: %[[S:.*]] = scf.execute_region -> memref<2xf32> {
// CHECK-NEXT: scf.yield %[[R]] : memref<2xf32>
// CHECK: return %[[S]] : memref<2xf32>
func.func @switch(%i: index, %x: f32) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %c0 = arith.constant 0 : index
  %r = scf.index_switch %i -> tensor<2xf32>
  case 1 {
    %t = tensor.insert %x into %e[%c0] : tensor<2xf32>
    scf.yield %t : tensor<2xf32>
  }
  default {
    scf.yield %e : tensor<2xf32>
  }
  %s = scf.execute_region -> tensor<2xf32> {
    scf.yield %r : tensor<2xf32>
  }
  return %s : tensor<2xf32>
}

// -----

// A loop-carried buffer starting at a slice with a dynamic offset keeps the slice's layout (no
// copy into the loop); returning it copies to the identity layout.
// CHECK-LABEL: func.func @slice_iter(
// CHECK: %[[V:.*]] = memref.subview %{{.*}}[%{{.*}}, 0] [1, 2] [1, 1] : memref<3x2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %[[R:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[V]], %{{.*}}) -> (memref<2xf32, strided<[1], offset: ?>>, f32)
// CHECK: %[[C:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: memref.copy %[[R]]#0, %[[C]]
// CHECK-NEXT: return %[[C]], %[[R]]#1

func.func @slice_iter(%m: tensor<3x2xf32>, %i: index, %x: f32) -> (tensor<2xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %row = tensor.extract_slice %m[%i, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<2xf32>
  %r:2 = scf.for %k = %c0 to %c1 step %c1 iter_args(%t = %row, %s = %x) -> (tensor<2xf32>, f32) {
    %v = tensor.extract %t[%k] : tensor<2xf32>
    scf.yield %t, %v : tensor<2xf32>, f32
  }
  return %r#0, %r#1 : tensor<2xf32>, f32
}

// -----

// A loop over a slice whose body yields a new buffer in some iterations: the new buffer (the
// identity layout) is cast to the loop's layout.
// CHECK-LABEL: func.func @slice_iter_new(
// CHECK: %[[V:.*]] = memref.subview %{{.*}} : memref<4x2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[V]]) -> (memref<2xf32, strided<[1], offset: ?>>)
// CHECK: %[[N:.*]] = memref.alloc() : memref<2xf32>
// CHECK: %[[K:.*]] = memref.cast %[[N]] : memref<2xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK: scf.yield %[[K]]
func.func @slice_iter_new(%i: index, %x: f32) -> tensor<4x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4x2xf32>
  %m = linalg.fill ins(%x : f32) outs(%e : tensor<4x2xf32>) -> tensor<4x2xf32>
  %row = tensor.extract_slice %m[%i, 0] [1, 2] [1, 1] : tensor<4x2xf32> to tensor<2xf32>
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%t = %row) -> (tensor<2xf32>) {
    %n = tensor.empty() : tensor<2xf32>
    %f = linalg.fill ins(%x : f32) outs(%n : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %f : tensor<2xf32>
  }
  %s = tensor.insert_slice %r into %m[%i, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<4x2xf32>
  return %s : tensor<4x2xf32>
}
