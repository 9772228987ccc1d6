// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(mlirc-buffer-deallocation))' --split-input-file | FileCheck %s
// An allocation is freed once, after its last use, at the end of its block; stack buffers,
// globals and arguments are never freed; a function with nothing owned is left unchanged.

// CHECK-LABEL: func.func @last_use(
// CHECK: %[[A:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT: %[[V:.*]] = memref.load %[[A]]
// CHECK-NEXT: memref.dealloc %[[A]] : memref<?xf32>
// CHECK-NEXT: return %[[V]] : f32
func.func @last_use(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %v = memref.load %a[%c0] : memref<?xf32>
  return %v : f32
}

// -----

// Two allocations of one block, each freed once; a cast to unranked passed to a call does
// not keep its buffer alive past the call.
// CHECK-LABEL: func.func @two(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[B:.*]] = memref.alloc() : memref<8xi32>
// CHECK: call @use(
// CHECK-DAG: memref.dealloc %[[A]] : memref<4xf32>
// CHECK-DAG: memref.dealloc %[[B]] : memref<8xi32>
// CHECK-NOT: dealloc
// CHECK: return
func.func private @use(memref<*xf32>)
func.func @two() {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<8xi32>
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  call @use(%u) : (memref<*xf32>) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @not_owned(
// CHECK-NOT: dealloc
// CHECK: return
memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @not_owned(%arg: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %s = memref.alloca() : memref<4xf32>
  %g = memref.get_global @g : memref<2xf32>
  %x = memref.load %arg[%c0] : memref<4xf32>
  memref.store %x, %s[%c0] : memref<4xf32>
  %y = memref.load %g[%c0] : memref<2xf32>
  %z = memref.load %s[%c0] : memref<4xf32>
  %r = arith.addf %y, %z : f32
  return %r : f32
}

// -----

// An allocation used in a later block is freed there, not where it is made; the block
// receiving it gets an ownership argument.
// CHECK-LABEL: func.func @later(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: cf.br ^[[B:.*]](%[[T]] : i1)
// CHECK: ^[[B]](%[[O:.*]]: i1):
// CHECK-NEXT: memref.load %[[A]]
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<4xf32>) if (%[[O]])
// CHECK-NEXT: return
func.func @later() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<4xf32>
  cf.br ^b
^b:
  %v = memref.load %a[%c0] : memref<4xf32>
  return %v : f32
}
