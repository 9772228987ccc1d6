// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(mlirc-buffer-deallocation))' --split-input-file | FileCheck %s
// Function boundaries: a function returns buffers it owns (the caller frees them) and copies
// a returned memref it may not own; a call to a function defined here hands over ownership,
// one to an external function does not.

// CHECK-LABEL: func.func @make(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NOT: dealloc
// CHECK: return %[[A]] : memref<4xf32>
func.func @make() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
// CHECK-LABEL: func.func @caller(
// CHECK: %[[M:.*]] = call @make() : () -> memref<4xf32>
// CHECK-NEXT: %[[V:.*]] = memref.load %[[M]]
// CHECK-NEXT: memref.dealloc %[[M]] : memref<4xf32>
// CHECK-NEXT: return %[[V]]
func.func @caller() -> f32 {
  %c0 = arith.constant 0 : index
  %m = call @make() : () -> memref<4xf32>
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// An argument is returned as a copy.
// CHECK-LABEL: func.func @identity(
// CHECK-SAME: %[[ARG:.*]]: memref<?xf32>)
// CHECK: %[[D:.*]] = memref.dim %[[ARG]], %{{.*}} : memref<?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.alloc(%[[D]]) : memref<?xf32>
// CHECK-NEXT: memref.copy %[[ARG]], %[[C]]
// CHECK-NOT: dealloc
// CHECK: return %[[C]] : memref<?xf32>
func.func @identity(%a: memref<?xf32>) -> memref<?xf32> {
  return %a : memref<?xf32>
}

// -----

// A view of an allocation is returned as a copy with the view's offset, sizes and strides (a
// flat buffer spanning it, reinterpreted); the allocation is freed.
// CHECK-LABEL: func.func @view(
// CHECK: %[[A:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[S:.*]] = memref.subview %[[A]]
// CHECK: %[[BASE:[a-z_0-9]+]], %[[OFF:[a-z_0-9]+]], %[[SIZE:[a-z_0-9]+]], %[[STRIDE:[a-z_0-9]+]] = memref.extract_strided_metadata %[[S]]
// CHECK: %[[F:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: %[[C:.*]] = memref.reinterpret_cast %[[F]] to offset: [%[[OFF]]], sizes: [%[[SIZE]]], strides: [1]
// CHECK-NEXT: memref.copy %[[S]], %[[C]]
// CHECK-NEXT: memref.dealloc %[[A]] : memref<8xf32>
// CHECK-NEXT: return %[[C]]
func.func @view(%o: index, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[%o] [%n] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// Ownership known only at run time: the copy is made behind a branch.
// CHECK-LABEL: func.func @maybe(
// CHECK: ^[[J:.*]](%[[R:.*]]: memref<4xf32>, %[[O:.*]]: i1):
// CHECK-NEXT: cf.cond_br %[[O]], ^[[RET:.*]](%[[R]] : memref<4xf32>), ^[[COPY:.*]]
// CHECK: ^[[COPY]]:
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[R]], %[[C]]
// CHECK-NEXT: cf.br ^[[RET]](%[[C]] : memref<4xf32>)
// CHECK: ^[[RET]](%[[X:.*]]: memref<4xf32>):
// CHECK-NEXT: bufferization.dealloc (%[[R]] : memref<4xf32>) if (%[[O]]) retain (%[[X]] : memref<4xf32>)
// CHECK-NEXT: return %[[X]]
func.func @maybe(%c: i1, %arg: memref<4xf32>) -> memref<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  %m = memref.alloc() : memref<4xf32>
  cf.br ^j(%m : memref<4xf32>)
^b:
  cf.br ^j(%arg : memref<4xf32>)
^j(%r: memref<4xf32>):
  return %r : memref<4xf32>
}

// -----

// The same buffer returned twice: the second result is a copy, so the caller owns two.
// CHECK-LABEL: func.func @twice(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[C:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[A]], %[[C]]
// CHECK-NEXT: return %[[A]], %[[C]]
func.func @twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  return %a, %a : memref<4xf32>, memref<4xf32>
}

// -----

// An external function might return its argument: neither is freed.
// CHECK-LABEL: func.func @external(
// CHECK-NOT: dealloc
// CHECK: return
func.func private @ext(memref<4xf32>) -> memref<4xf32>
func.func @external() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  %b = call @ext(%a) : (memref<4xf32>) -> memref<4xf32>
  %v = memref.load %b[%c0] : memref<4xf32>
  return %v : f32
}
