// RUN: mlirc %s --pass-pipeline='builtin.module(convert-scf-to-cf,func.func(mlirc-buffer-deallocation))' --split-input-file | FileCheck %s
// Buffers carried around loops: an unstructured loop (a cf.br back edge carrying a memref,
// which upstream's pass rejects) and a lowered scf.for. The buffer a back edge replaces is
// freed in the iteration that replaces it; the last one at the loop's exit.

// CHECK-LABEL: func.func @cf_loop(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: cf.br ^[[H:.*]](%{{.*}}, %[[A]], %[[T]] : index, memref<4xf32>, i1)
// CHECK: ^[[H]](%{{.*}}: index, %[[X:.*]]: memref<4xf32>, %[[OX:.*]]: i1):
// CHECK: cf.cond_br %{{.*}}, ^[[BODY:.*]](%[[OX]] : i1), ^[[EXIT:.*]](%[[OX]] : i1)
// CHECK: ^[[BODY]](%[[OB:.*]]: i1):
// CHECK: %[[N:.*]] = memref.alloc() : memref<4xf32>
// CHECK: bufferization.dealloc (%[[X]] : memref<4xf32>) if (%[[OB]])
// CHECK-NEXT: %[[T2:.*]] = arith.constant true
// CHECK-NEXT: cf.br ^[[H]](%{{.*}}, %[[N]], %[[T2]] : index, memref<4xf32>, i1)
// CHECK: ^[[EXIT]](%[[OE:.*]]: i1):
// CHECK-NEXT: memref.load %[[X]]
// CHECK-NEXT: bufferization.dealloc (%[[X]] : memref<4xf32>) if (%[[OE]])
// CHECK-NEXT: return
func.func @cf_loop(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  cf.br ^h(%c0, %a : index, memref<4xf32>)
^h(%i: index, %x: memref<4xf32>):
  %c = arith.cmpi slt, %i, %n : index
  cf.cond_br %c, ^body, ^exit
^body:
  %b = memref.alloc() : memref<4xf32>
  %v = memref.load %x[%c0] : memref<4xf32>
  memref.store %v, %b[%c0] : memref<4xf32>
  %i1 = arith.addi %i, %c1 : index
  cf.br ^h(%i1, %b : index, memref<4xf32>)
^exit:
  %r = memref.load %x[%c0] : memref<4xf32>
  return %r : f32
}

// -----

// A scratch buffer of each iteration is freed in that iteration.
// CHECK-LABEL: func.func @scratch(
// CHECK: cf.cond_br
// CHECK: %[[S:.*]] = memref.alloc() : memref<16xf32>
// CHECK: memref.dealloc %[[S]] : memref<16xf32>
// CHECK-NEXT: cf.br
// CHECK-NOT: dealloc
// CHECK: return
func.func @scratch(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %s = memref.alloc() : memref<16xf32>
    memref.store %f, %s[%c0] : memref<16xf32>
  }
  return
}

// -----

// scf.for iter_args: the initial buffer and each new one flow through the loop header; the
// buffer the loop returns is freed after its last use.
// CHECK-LABEL: func.func @iter_args(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK: cf.br ^[[H:.*]](%{{.*}}, %[[A]], %{{.*}} : index, memref<4xf32>, i1)
// CHECK: ^[[H]](%{{.*}}: index, %[[X:.*]]: memref<4xf32>, %{{.*}}: i1):
// CHECK: %[[N:.*]] = memref.alloc() : memref<4xf32>
// CHECK: bufferization.dealloc (%[[X]] : memref<4xf32>) if (%{{.*}})
// CHECK: cf.br ^[[H]](%{{.*}}, %[[N]], %{{.*}} : index, memref<4xf32>, i1)
// CHECK: memref.load %[[X]]
// CHECK-NEXT: bufferization.dealloc (%[[X]] : memref<4xf32>) if (%{{.*}})
// CHECK-NEXT: return
func.func @iter_args(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> (memref<4xf32>) {
    %b = memref.alloc() : memref<4xf32>
    %v = memref.load %x[%c0] : memref<4xf32>
    memref.store %v, %b[%c0] : memref<4xf32>
    scf.yield %b : memref<4xf32>
  }
  %v = memref.load %r[%c0] : memref<4xf32>
  return %v : f32
}
