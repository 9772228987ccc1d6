// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(mlirc-buffer-deallocation))' --split-input-file | FileCheck %s
// Views alias their source: a view that outlives its allocation's name keeps the buffer
// alive, and the claim on the buffer moves to the view, which frees it (through its
// allocated pointer) after its last use.

// CHECK-LABEL: func.func @view_passed(
// CHECK: %[[A:.*]] = memref.alloc() : memref<8xf32>
// CHECK: %[[S:.*]] = memref.subview %[[A]]
// CHECK-NOT: dealloc
// CHECK: %[[T:.*]] = arith.constant true
// CHECK-NEXT: cf.br ^[[B:.*]](%[[S]], %[[T]] : memref<4xf32, strided<[1], offset: 2>>, i1)
// CHECK: ^[[B]](%[[X:.*]]: memref<4xf32, strided<[1], offset: 2>>, %[[O:.*]]: i1):
// CHECK-NEXT: memref.load %[[X]]
// CHECK-NEXT: bufferization.dealloc (%[[X]] : memref<4xf32, strided<[1], offset: 2>>) if (%[[O]])
// CHECK-NEXT: return
func.func @view_passed() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  cf.br ^b(%s : memref<4xf32, strided<[1], offset: 2>>)
^b(%x: memref<4xf32, strided<[1], offset: 2>>):
  %v = memref.load %x[%c0] : memref<4xf32, strided<[1], offset: 2>>
  return %v : f32
}

// -----

// A view live into the next block (by dominance, not as an argument) keeps the buffer too.
// CHECK-LABEL: func.func @view_live(
// CHECK: %[[A:.*]] = memref.alloc() : memref<2x4xf32>
// CHECK: %[[C:.*]] = memref.collapse_shape %[[A]]
// CHECK-NOT: dealloc
// CHECK: cf.br ^[[B:.*]](%{{.*}} : i1)
// CHECK: ^[[B]](%[[O:.*]]: i1):
// CHECK: bufferization.dealloc (%[[C]] : memref<8xf32>) if (%[[O]])
func.func @view_live() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2x4xf32>
  %c = memref.collapse_shape %a [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  cf.br ^b
^b:
  %v = memref.load %c[%c0] : memref<8xf32>
  return %v : f32
}

// -----

// Two buffers merged into one block argument, one of them also live on by itself: which buffer
// the argument holds is known at run time only, so the dealloc compares pointers.
// CHECK-LABEL: func.func @merge(
// CHECK: ^[[J:.*]](%[[X:.*]]: memref<4xf32>, %[[OX:.*]]: i1, %[[OA:.*]]: i1):
// CHECK: bufferization.dealloc (%[[X]], %[[A:.*]] : memref<4xf32>, memref<4xf32>) if (%[[OX]], %[[OA]])
func.func @merge(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  cf.cond_br %c, ^p, ^q
^p:
  %b = memref.alloc() : memref<4xf32>
  cf.br ^j(%b : memref<4xf32>)
^q:
  cf.br ^j(%a : memref<4xf32>)
^j(%x: memref<4xf32>):
  %v = memref.load %x[%c0] : memref<4xf32>
  %w = memref.load %a[%c0] : memref<4xf32>
  %r = arith.addf %v, %w : f32
  return %r : f32
}

// -----

// A select between a fresh buffer and an older one may be either: the fresh one is kept
// alive (claim moved to the select's result at run time), not freed.
// CHECK-LABEL: func.func @select(
// CHECK-SAME: %[[C:.*]]: i1) -> f32
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: ^[[B:.*]](%[[OA:.*]]: i1):
// CHECK: %[[F:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[F]], %[[A]] : memref<4xf32>
// CHECK-NOT: memref.dealloc %[[F]]
// CHECK: %[[R:.*]] = bufferization.dealloc (%[[A]], %[[F]] : memref<4xf32>, memref<4xf32>) if (%[[OA]], %{{.*}}) retain (%[[S]] : memref<4xf32>)
// CHECK-NEXT: cf.br ^[[E:.*]](%[[R]] : i1)
// CHECK: ^[[E]](%[[OS:.*]]: i1):
// CHECK-NEXT: memref.load %[[S]]
// CHECK-NEXT: bufferization.dealloc (%[[S]] : memref<4xf32>) if (%[[OS]])
func.func @select(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  cf.br ^b
^b:
  %f = memref.alloc() : memref<4xf32>
  %s = arith.select %c, %f, %a : memref<4xf32>
  cf.br ^e
^e:
  %v = memref.load %s[%c0] : memref<4xf32>
  return %v : f32
}
