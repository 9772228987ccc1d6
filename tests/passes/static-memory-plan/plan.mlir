// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(mlirc-static-memory-plan{entry-points=false})' | FileCheck %s
// Static intermediate buffers become views of one arena at offsets planned by liveness:
// buffers whose live ranges overlap never share bytes, the others may.

// Three buffers: %a and %b live together, %c only after %a is freed (it takes %a's bytes).
// CHECK-LABEL: func.func @reuse(
// The arena: a plain allocation with 63 bytes to align its start at run time (%[[PAD]] bytes).
// CHECK-NEXT: %[[ARENA:.*]] = memref.alloc() : memref<255xi8>
// CHECK-NEXT: %[[P:.*]] = memref.extract_aligned_pointer_as_index %[[ARENA]] : memref<255xi8> -> index
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[N:.*]] = arith.subi %[[Z]], %[[P]] : index
// CHECK-NEXT: %[[M:.*]] = arith.constant 63 : index
// CHECK-NEXT: %[[PAD:.*]] = arith.andi %[[N]], %[[M]] : index
// CHECK-NEXT: %[[O1:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[S1:.*]] = arith.addi %[[PAD]], %[[O1]] : index
// CHECK-NEXT: %[[A:.*]] = memref.view %[[ARENA]][%[[S1]]][] : memref<255xi8> to memref<32xf32>
// CHECK-NEXT: %[[O2:.*]] = arith.constant 128 : index
// CHECK-NEXT: %[[S2:.*]] = arith.addi %[[PAD]], %[[O2]] : index
// CHECK-NEXT: %[[B:.*]] = memref.view %[[ARENA]][%[[S2]]][] : memref<255xi8> to memref<16xf32>
// CHECK-NEXT: call @use32(%[[A]])
// CHECK-NEXT: call @use(%[[B]])
// CHECK-NEXT: %[[O3:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[S3:.*]] = arith.addi %[[PAD]], %[[O3]] : index
// CHECK-NEXT: %[[C:.*]] = memref.view %[[ARENA]][%[[S3]]][] : memref<255xi8> to memref<16xf32>
// CHECK-NEXT: call @use(%[[C]])
// CHECK-NEXT: memref.dealloc %[[ARENA]] : memref<255xi8>
// CHECK-NEXT: return
func.func private @use(memref<16xf32>)
func.func private @use32(memref<32xf32>)
func.func @reuse() {
  %a = memref.alloc() : memref<32xf32>
  %b = memref.alloc() : memref<16xf32>
  call @use32(%a) : (memref<32xf32>) -> ()
  call @use(%b) : (memref<16xf32>) -> ()
  memref.dealloc %a : memref<32xf32>
  %c = memref.alloc() : memref<16xf32>
  call @use(%c) : (memref<16xf32>) -> ()
  memref.dealloc %c : memref<16xf32>
  memref.dealloc %b : memref<16xf32>
  return
}

// -----

// A buffer live across a loop (%x) overlaps the one its body allocates each iteration (%t);
// %y, after the loop, reuses %x's bytes. Each offset honours the buffer's own alignment (and
// the arena's start is aligned to the largest).
// CHECK-LABEL: func.func @loop(
// CHECK-NEXT: %[[ARENA:.*]] = memref.alloc() : memref<767xi8>
// CHECK: %[[M:.*]] = arith.constant 255 : index
// CHECK-NEXT: %[[PAD:.*]] = arith.andi %{{.*}}, %[[M]] : index
// CHECK: %[[SX:.*]] = arith.addi %[[PAD]], %c0{{(_[0-9]+)?}} : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[SX]]][] : memref<767xi8> to memref<16xf32>
// CHECK: ^bb2:
// CHECK-NEXT: %[[OT:.*]] = arith.constant 256 : index
// CHECK-NEXT: %[[ST:.*]] = arith.addi %[[PAD]], %[[OT]] : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[ST]]][] : memref<767xi8> to memref<16xf32>
// CHECK-NOT: memref.dealloc
// CHECK: ^bb3:
// CHECK-NEXT: call @use
// CHECK-NEXT: %[[OY:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[SY:.*]] = arith.addi %[[PAD]], %[[OY]] : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[SY]]][] : memref<767xi8> to memref<16xf32>
// CHECK: memref.dealloc %[[ARENA]] : memref<767xi8>
// CHECK-NEXT: return
func.func private @use(memref<16xf32>)
func.func @loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.alloc() : memref<16xf32>
  call @use(%x) : (memref<16xf32>) -> ()
  cf.br ^bb1(%c0 : index)
^bb1(%i: index):
  %p = arith.cmpi slt, %i, %n : index
  cf.cond_br %p, ^bb2, ^bb3
^bb2:
  %t = memref.alloc() {alignment = 256 : i64} : memref<16xf32>
  call @use(%t) : (memref<16xf32>) -> ()
  memref.dealloc %t : memref<16xf32>
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j : index)
^bb3:
  call @use(%x) : (memref<16xf32>) -> ()
  memref.dealloc %x : memref<16xf32>
  %y = memref.alloc() : memref<16xf32>
  call @use(%y) : (memref<16xf32>) -> ()
  memref.dealloc %y : memref<16xf32>
  return
}

// -----

// Blocks laid out against the control flow: %x is allocated in ^bb2 and freed in ^bb1, which
// comes first; its live range takes both blocks, so %z (in ^bb1, before the free) does not
// share its bytes.
// CHECK-LABEL: func.func @order(
// CHECK-NEXT: %[[ARENA:.*]] = memref.alloc() : memref<191xi8>
// CHECK: %[[PAD:.*]] = arith.andi
// CHECK: ^bb1:
// CHECK-NEXT: %[[OZ:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[SZ:.*]] = arith.addi %[[PAD]], %[[OZ]] : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[SZ]]][] : memref<191xi8> to memref<16xf32>
// CHECK: ^bb2:
// CHECK-NEXT: %[[OX:.*]] = arith.constant 64 : index
// CHECK-NEXT: %[[SX:.*]] = arith.addi %[[PAD]], %[[OX]] : index
// CHECK-NEXT: memref.view %[[ARENA]][%[[SX]]][] : memref<191xi8> to memref<16xf32>
func.func private @use(memref<16xf32>)
func.func @order() {
  cf.br ^bb2
^bb1:
  %z = memref.alloc() : memref<16xf32>
  call @use(%z) : (memref<16xf32>) -> ()
  memref.dealloc %z : memref<16xf32>
  memref.dealloc %x : memref<16xf32>
  return
^bb2:
  %x = memref.alloc() : memref<16xf32>
  call @use(%x) : (memref<16xf32>) -> ()
  cf.br ^bb1
}

// -----

// What buffer deallocation leaves as `bufferization.dealloc ... if (%true)` frees the buffer
// too (the view of it there included); a conditional one, or one that retains, does not.
// CHECK-LABEL: func.func @bufferization_dealloc(
// CHECK-NEXT: memref.alloc() : memref<127xi8>
// CHECK: %[[K:.*]] = memref.alloc() : memref<16xf32>
// CHECK-NOT: bufferization.dealloc (%{{.*}} : memref<4x4xf32>)
// CHECK: bufferization.dealloc (%[[K]] : memref<16xf32>) if (%{{.*}})
// CHECK-NOT: bufferization.dealloc
// CHECK: return
func.func private @use(memref<16xf32>)
func.func @bufferization_dealloc(%c: i1) {
  %true = arith.constant true
  %a = memref.alloc() : memref<16xf32>
  %k = memref.alloc() : memref<16xf32>
  call @use(%a) : (memref<16xf32>) -> ()
  call @use(%k) : (memref<16xf32>) -> ()
  %v = memref.expand_shape %a [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
  bufferization.dealloc (%v, %k : memref<4x4xf32>, memref<16xf32>) if (%true, %c)
  return
}

// -----

// Left on the heap: a dynamic shape, a buffer passed to a branch, one returned, one never
// freed here, one in a nested region (the scratch of a parallel loop: concurrent iterations
// must not share it). Nothing to plan: no arena.
// CHECK-LABEL: func.func @stay(
// CHECK-NOT: memref.view
// CHECK-NOT: xi8>
// CHECK: return
func.func private @use(memref<16xf32>)
func.func private @used(memref<?xf32>)
func.func @stay(%n: index) -> memref<16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d = memref.alloc(%n) : memref<?xf32>
  call @used(%d) : (memref<?xf32>) -> ()
  memref.dealloc %d : memref<?xf32>
  %r = memref.alloc() : memref<16xf32>
  %leak = memref.alloc() : memref<16xf32>
  call @use(%leak) : (memref<16xf32>) -> ()
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %s = memref.alloc() : memref<16xf32>
    func.call @use(%s) : (memref<16xf32>) -> ()
    memref.dealloc %s : memref<16xf32>
    scf.reduce
  }
  %b = memref.alloc() : memref<16xf32>
  cf.br ^bb1(%b : memref<16xf32>)
^bb1(%m: memref<16xf32>):
  call @use(%m) : (memref<16xf32>) -> ()
  memref.dealloc %m : memref<16xf32>
  return %r : memref<16xf32>
}
