// RUN: mlirc %s --pass-pipeline='builtin.module(convert-scf-to-cf,func.func(mlirc-buffer-deallocation))' --split-input-file | FileCheck %s
// Buffers in branches: an allocation in one arm of a diamond, merged with a buffer the
// function does not own; a buffer that lives on along one edge of a cf.cond_br only is freed
// on the other edge, in a block made for it.

// CHECK-LABEL: func.func @diamond(
// CHECK-SAME: %[[C:.*]]: i1, %[[ARG:.*]]: memref<4xf32>)
// CHECK: cf.cond_br %[[C]], ^[[A:.*]], ^[[B:.*]](%[[F:.*]] : i1)
// CHECK: ^[[A]]:
// CHECK: %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK: cf.br ^[[J:.*]](%[[M]], %{{.*}} : memref<4xf32>, i1)
// CHECK: ^[[B]](%[[OB:.*]]: i1):
// CHECK: cf.br ^[[J]](%[[ARG]], %[[OB]] : memref<4xf32>, i1)
// CHECK: ^[[J]](%[[R:.*]]: memref<4xf32>, %[[OR:.*]]: i1):
// CHECK-NEXT: memref.load %[[R]]
// CHECK-NEXT: bufferization.dealloc (%[[R]] : memref<4xf32>) if (%[[OR]])
// CHECK-NEXT: return
func.func @diamond(%c: i1, %arg: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> memref<4xf32> {
    %m = memref.alloc() : memref<4xf32>
    scf.yield %m : memref<4xf32>
  } else {
    scf.yield %arg : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @one_edge(
// CHECK: %[[M:.*]] = memref.alloc() : memref<4xf32>
// CHECK: cf.cond_br %{{.*}}, ^[[EDGE:.*]], ^[[ELSE:.*]](%{{.*}} : i1)
// CHECK: ^[[EDGE]]:
// CHECK-NEXT: memref.dealloc %[[M]] : memref<4xf32>
// CHECK-NEXT: cf.br ^[[THEN:.*]]
// CHECK: ^[[THEN]]:
// CHECK-NOT: dealloc
// CHECK: ^[[ELSE]](%[[O:.*]]: i1):
// CHECK: memref.load %[[M]]
// CHECK: bufferization.dealloc (%[[M]] : memref<4xf32>) if (%[[O]])
func.func @one_edge(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %f = arith.constant 2.0 : f32
  %m = memref.alloc() : memref<4xf32>
  memref.store %f, %m[%c0] : memref<4xf32>
  cf.cond_br %c, ^then, ^else
^then:
  return %f : f32
^else:
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}
