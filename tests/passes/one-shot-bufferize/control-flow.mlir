// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})' | FileCheck %s
// Tensors through loops, branches, calls and unstructured control flow.

// An insert into the iter_arg runs in place: the loop carries one buffer.
// CHECK-LABEL: func.func @loop(
// CHECK: %[[T:.*]] = memref.alloc() : memref<8xi32>
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[T]]) -> (memref<8xi32>) {
// CHECK-NEXT: %[[V:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT: memref.store %[[V]], %[[A]][%[[I]]] : memref<8xi32>
// CHECK-NEXT: scf.yield %[[A]] : memref<8xi32>
// CHECK: return %[[R]]
func.func @loop() -> tensor<8xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %t = tensor.empty() : tensor<8xi32>
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xi32>) {
    %v = arith.index_cast %i : index to i32
    %b = tensor.insert %v into %a[%i] : tensor<8xi32>
    scf.yield %b : tensor<8xi32>
  }
  return %r : tensor<8xi32>
}

// -----

// The loop's init is read after the loop: the loop, which writes its argument, gets a copy
// of it, once, before it; the insert inside writes in place.
// CHECK-LABEL: func.func @loop_init_read_after(
// CHECK: %[[T:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT: linalg.fill ins(%{{.*}} : i32) outs(%[[T]] :
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT: memref.copy %[[T]], %[[C]]
// CHECK-NEXT: scf.for %{{.*}} iter_args(%[[A:.*]] = %[[C]]) -> (memref<8xi32>) {
// CHECK-NEXT: memref.store %{{.*}}, %[[A]]
// CHECK-NEXT: scf.yield %[[A]]
// CHECK: memref.load %[[T]]
func.func @loop_init_read_after(%x: i32) -> (tensor<8xi32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<8xi32>
  %t = linalg.fill ins(%x : i32) outs(%e : tensor<8xi32>) -> tensor<8xi32>
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %t) -> (tensor<8xi32>) {
    %b = tensor.insert %x into %a[%i] : tensor<8xi32>
    scf.yield %b : tensor<8xi32>
  }
  %old = tensor.extract %t[%c0] : tensor<8xi32>
  return %r, %old : tensor<8xi32>, i32
}

// -----

// A write inside a loop into a tensor defined outside it (not an iter_arg): every iteration
// must see the same tensor, so the write copies.
// CHECK-LABEL: func.func @write_outside_value(
// CHECK: %[[T:.*]] = memref.alloc() : memref<8xi32>
// CHECK: scf.for
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<8xi32>
// CHECK-NEXT: memref.copy %[[T]], %[[C]]
// CHECK-NEXT: memref.store %{{.*}}, %[[C]]
func.func @write_outside_value(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8xi32>
  %t = linalg.fill ins(%z : i32) outs(%e : tensor<8xi32>) -> tensor<8xi32>
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%s = %z) -> (i32) {
    %b = tensor.insert %x into %t[%i] : tensor<8xi32>
    %v = tensor.extract %b[%c0] : tensor<8xi32>
    %n = arith.addi %s, %v : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// -----

// A loop whose body yields a new tensor each iteration: the loop passes the new buffer on.
// CHECK-LABEL: func.func @new_each_iteration(
// CHECK: scf.for {{.*}} iter_args(%[[A:.*]] = %{{.*}}) -> (memref<4xf32>) {
// CHECK-NEXT: %[[N:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[A]] : memref<4xf32>) outs(%[[N]] : memref<4xf32>)
// CHECK: scf.yield %[[N]] : memref<4xf32>
func.func @new_each_iteration(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> (tensor<4xf32>) {
    %e = tensor.empty() : tensor<4xf32>
    %g = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%e : tensor<4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %in : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// -----

// scf.if yields buffers; the branches' types are the identity layout.
// CHECK-LABEL: func.func @branches(
// CHECK: %[[R:.*]] = scf.if %{{.*}} -> (memref<4xf32>) {
// CHECK: scf.yield %{{.*}} : memref<4xf32>
// CHECK: } else {
// CHECK: scf.yield %{{.*}} : memref<4xf32>
// CHECK: memref.load %[[R]]
func.func @branches(%c: i1, %a: tensor<4xf32>, %x: f32, %i: index) -> f32 {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  } else {
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  %v = tensor.extract %r[%i] : tensor<4xf32>
  return %v : f32
}

// -----

// Calls pass and return identity-layout buffers; an external function taking an unranked
// tensor takes an unranked memref (whose descriptor carries a slice's strides: no copy).
// CHECK-LABEL: func.func private @printMemrefF32(memref<*xf32>)
// CHECK-LABEL: func.func @callee(
// CHECK-SAME: memref<4xf32>) -> memref<4xf32>
// CHECK-LABEL: func.func @caller(
// CHECK: %[[R:.*]] = call @callee(%{{.*}}) : (memref<4xf32>) -> memref<4xf32>
// CHECK: %[[S:.*]] = memref.subview %[[R]][1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: %[[U:.*]] = memref.cast %[[S]] : memref<2xf32, strided<[1], offset: 1>> to memref<*xf32>
// CHECK-NEXT: call @printMemrefF32(%[[U]]) : (memref<*xf32>) -> ()
func.func private @printMemrefF32(tensor<*xf32>)
func.func @callee(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @caller(%a: tensor<4xf32>) {
  %r = call @callee(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %s = tensor.extract_slice %r[1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %u = tensor.cast %s : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

// Tensors through cf branches: block arguments become buffers; a write into one copies.
// CHECK-LABEL: func.func @cf(
// CHECK: cf.cond_br %{{.*}}, ^bb1(%{{.*}} : memref<4xf32>), ^bb1(%{{.*}} : memref<4xf32>)
// CHECK: ^bb1(%[[B:.*]]: memref<4xf32>):
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[B]], %[[C]]
// CHECK-NEXT: memref.store %{{.*}}, %[[C]]
func.func @cf(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %x: f32, %i: index) -> tensor<4xf32> {
  cf.cond_br %c, ^bb1(%a : tensor<4xf32>), ^bb1(%b : tensor<4xf32>)
^bb1(%t: tensor<4xf32>):
  %r = tensor.insert %x into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

