// RUN: mlirc %s --pass-pipeline='builtin.module(cse)' --split-input-file | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(cse)' --split-input-file | FileCheck %s
// cse: region-aware common subexpression elimination; the same checks on mlirc's output and
// on mlir-opt-22's.

// CHECK-LABEL: func.func @simple(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
func.func @simple(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  // CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
  // CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[C]] : i32
  // CHECK-NEXT: %[[M:.*]] = arith.muli %[[S]], %[[S]] : i32
  // CHECK-NEXT: return %[[S]], %[[S]], %[[M]], %[[M]]
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %a, %c1_0 : i32
  %2 = arith.muli %0, %0 : i32
  %3 = arith.muli %1, %1 : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// Commutative ops match with their operands swapped; others do not. The first addi and muli
// are dead (unused), so they are erased before they can be the ones later ones match.
// CHECK-LABEL: func.func @commutative(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32)
func.func @commutative(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  // CHECK-NEXT: %[[BA:.*]] = arith.addi %[[B]], %[[A]] : i32
  // CHECK-NEXT: %[[M:.*]] = arith.muli %[[B]], %[[A]] : i32
  // CHECK-NEXT: %[[S1:.*]] = arith.subi %[[A]], %[[B]] : i32
  // CHECK-NEXT: %[[S2:.*]] = arith.subi %[[B]], %[[A]] : i32
  // CHECK-NEXT: return %[[BA]], %[[BA]], %[[M]], %[[S1]], %[[S2]]
  %dead = arith.addi %a, %b : i32
  %0 = arith.addi %b, %a : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.muli %b, %a : i32
  %4 = arith.subi %a, %b : i32
  %5 = arith.subi %b, %a : i32
  return %0, %1, %3, %4, %5 : i32, i32, i32, i32, i32
}

// -----

// Properties, discardable attributes and result types must be equal.
// CHECK-LABEL: func.func @attributes(
func.func @attributes(%a: i32, %b: i32, %x: index) -> (i1, i1, i1, i32, i32, i32, i32) {
  // CHECK-NEXT: %[[LT:.*]] = arith.cmpi slt
  // CHECK-NEXT: %[[GT:.*]] = arith.cmpi sgt
  // CHECK-NEXT: %[[N:.*]] = arith.addi {{.*}} overflow<nsw>
  // CHECK-NEXT: %[[P:.*]] = arith.addi
  // CHECK-NOT: overflow
  // CHECK-SAME: : i32
  // CHECK-NEXT: %[[T:.*]] = arith.addi {{.*}} {tag = 1 : i32} : i32
  // CHECK-NEXT: return %[[LT]], %[[GT]], %[[LT]], %[[N]], %[[P]], %[[T]], %[[T]]
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi sgt, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.addi %a, %b overflow<nsw> : i32
  %4 = arith.addi %a, %b : i32
  %5 = arith.addi %a, %b {tag = 1 : i32} : i32
  %6 = arith.addi %a, %b {tag = 1 : i32} : i32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i32, i32, i32, i32
}

// -----

// Trivially dead ops met on the way are erased; an op whose only user goes stays (one pass).
// Ops that may trap but have no memory effects (integer division) are merged too.
// CHECK-LABEL: func.func @dead_and_div(
func.func @dead_and_div(%a: i32, %b: i32) -> (i32, i32) {
  // CHECK-NEXT: %[[D:.*]] = arith.divsi
  // CHECK-NEXT: %[[S:.*]] = arith.subi
  // CHECK-NEXT: return %[[D]], %[[D]]
  %0 = arith.divsi %a, %b : i32
  %1 = arith.divsi %a, %b : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.muli %2, %2 : i32
  %4 = arith.divsi %a, %b : i32
  return %0, %1 : i32, i32
}

// -----

// Allocations are never merged; an unused one is erased.
// CHECK-LABEL: func.func @allocs(
func.func @allocs() -> (memref<4xi32>, memref<4xi32>) {
  // CHECK-NEXT: %[[X:.*]] = memref.alloc()
  // CHECK-NEXT: %[[Y:.*]] = memref.alloc()
  // CHECK-NEXT: return %[[X]], %[[Y]]
  %0 = memref.alloc() : memref<4xi32>
  %1 = memref.alloc() : memref<4xi32>
  %2 = memref.alloc() : memref<4xi32>
  return %0, %1 : memref<4xi32>, memref<4xi32>
}

// -----

// A read is replaced by an equal earlier read of the same block when nothing between them
// may write.
// CHECK-LABEL: func.func @loads(
// CHECK-SAME: %[[M:[^:]*]]: memref<10xi32>, %[[I:[^:]*]]: index, %[[V:[^:]*]]: i32)
func.func @loads(%m: memref<10xi32>, %i: index, %v: i32) -> (i32, i32, i32, i32, i32) {
  // CHECK-NEXT: %[[L0:.*]] = memref.load %[[M]][%[[I]]]
  // CHECK-NEXT: %[[S:.*]] = arith.addi
  // CHECK-NEXT: memref.store %[[V]], %[[M]][%[[I]]]
  // CHECK-NEXT: %[[L1:.*]] = memref.load %[[M]][%[[I]]]
  // CHECK-NEXT: return %[[L0]], %[[L0]], %[[L1]], %[[L1]], %[[S]]
  %0 = memref.load %m[%i] : memref<10xi32>
  %s = arith.addi %v, %v : i32
  %1 = memref.load %m[%i] : memref<10xi32>
  memref.store %v, %m[%i] : memref<10xi32>
  %2 = memref.load %m[%i] : memref<10xi32>
  %3 = memref.load %m[%i] : memref<10xi32>
  return %0, %1, %2, %3, %s : i32, i32, i32, i32, i32
}

// -----

// A call has unknown effects: a barrier. So is a region op with a write inside; one without
// is not.
func.func private @ext()
// CHECK-LABEL: func.func @load_barriers(
func.func @load_barriers(%m: memref<10xi32>, %i: index, %v: i32, %c: i1) -> (i32, i32, i32, i32, i32) {
  // CHECK-NEXT: %[[L0:.*]] = memref.load
  // CHECK-NEXT: call @ext()
  // CHECK-NEXT: %[[L1:.*]] = memref.load
  // CHECK-NEXT: scf.if
  // CHECK-NEXT: arith.addi
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[L2:.*]] = memref.load
  // CHECK-NEXT: scf.if
  // CHECK-NEXT: func.call @ext()
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[L3:.*]] = memref.load
  // CHECK-NEXT: return %[[L0]], %[[L1]], %[[L2]], %[[L2]], %[[L3]]
  %0 = memref.load %m[%i] : memref<10xi32>
  func.call @ext() : () -> ()
  %1 = memref.load %m[%i] : memref<10xi32>
  scf.if %c {
    %w = arith.addi %v, %v : i32
    memref.store %w, %m[%i] : memref<10xi32>
  }
  %2 = memref.load %m[%i] : memref<10xi32>
  %r = scf.if %c -> i32 {
    %x = arith.addi %v, %v : i32
    scf.yield %x : i32
  } else {
    scf.yield %v : i32
  }
  %3 = memref.load %m[%i] : memref<10xi32>
  scf.if %c {
    %y = arith.addi %v, %v : i32
    func.call @ext() : () -> ()
  }
  %4 = memref.load %m[%i] : memref<10xi32>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

// -----

// Reads only match reads of the same block: not across blocks, not into nested regions.
// CHECK-LABEL: func.func @loads_other_blocks(
func.func @loads_other_blocks(%m: memref<10xi32>, %i: index, %c: i1) -> (i32, i32) {
  // CHECK-NEXT: %[[L0:.*]] = memref.load
  // CHECK-NEXT: %[[R:.*]] = scf.if
  // CHECK-NEXT: %[[L1:.*]] = memref.load
  // CHECK-NEXT: scf.yield %[[L1]]
  // CHECK: cf.cond_br
  // CHECK: ^bb1:
  // CHECK-NEXT: %[[L2:.*]] = memref.load
  // CHECK-NEXT: return %[[L0]], %[[L2]]
  %0 = memref.load %m[%i] : memref<10xi32>
  %r = scf.if %c -> i32 {
    %1 = memref.load %m[%i] : memref<10xi32>
    scf.yield %1 : i32
  } else {
    scf.yield %0 : i32
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %2 = memref.load %m[%i] : memref<10xi32>
  return %0, %2 : i32, i32
^bb2:
  return %r, %0 : i32, i32
}

// -----

// Blocks are visited along the dominator tree: an op in a dominating block replaces one in a
// dominated block; ops in sibling blocks, or in a block they do not dominate, stay.
// CHECK-LABEL: func.func @dominance(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32, %[[C:[^:]*]]: i1)
func.func @dominance(%a: i32, %b: i32, %c: i1) -> i32 {
  // CHECK-NEXT: %[[M:.*]] = arith.muli %[[A]], %[[B]]
  // CHECK-NEXT: cf.cond_br
  // CHECK-NEXT: ^bb1:
  // CHECK-NEXT: %[[X1:.*]] = arith.addi %[[A]], %[[B]]
  // CHECK-NEXT: %[[Y1:.*]] = arith.addi %[[X1]], %[[M]]
  // CHECK-NEXT: cf.br ^bb3(%[[Y1]] : i32)
  // CHECK-NEXT: ^bb2:
  // CHECK-NEXT: %[[X2:.*]] = arith.addi %[[A]], %[[B]]
  // CHECK-NEXT: %[[Y2:.*]] = arith.addi %[[X2]], %[[M]]
  // CHECK-NEXT: cf.br ^bb3(%[[Y2]] : i32)
  // CHECK-NEXT: ^bb3(%[[P:.*]]: i32):
  // CHECK-NEXT: %[[X3:.*]] = arith.addi %[[A]], %[[B]]
  // CHECK-NEXT: %[[Z:.*]] = arith.addi %[[P]], %[[X3]]
  // CHECK-NEXT: %[[W:.*]] = arith.addi %[[Z]], %[[M]]
  // CHECK-NEXT: return %[[W]]
  %m = arith.muli %a, %b : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %0 = arith.addi %a, %b : i32
  %m1 = arith.muli %a, %b : i32
  %y = arith.addi %0, %m1 : i32
  cf.br ^bb3(%y : i32)
^bb2:
  %1 = arith.addi %a, %b : i32
  %z = arith.addi %1, %m : i32
  cf.br ^bb3(%z : i32)
^bb3(%p: i32):
  %2 = arith.addi %a, %b : i32
  %3 = arith.addi %p, %2 : i32
  %m2 = arith.muli %b, %a : i32
  %4 = arith.addi %3, %m2 : i32
  return %4 : i32
}

// -----

// Unreachable blocks are left alone.
// CHECK-LABEL: func.func @unreachable(
func.func @unreachable(%a: i32) -> i32 {
  // CHECK-NEXT: %[[X:.*]] = arith.addi
  // CHECK-NEXT: return %[[X]]
  // CHECK-NEXT: ^bb1:
  // CHECK-NEXT: arith.addi
  // CHECK-NEXT: arith.addi
  // CHECK-NEXT: arith.subi
  %0 = arith.addi %a, %a : i32
  return %0 : i32
^bb1:
  %1 = arith.addi %a, %a : i32
  %2 = arith.addi %a, %a : i32
  %3 = arith.subi %1, %2 : i32
  return %3 : i32
}

// -----

// Nested regions see the enclosing scope; what is inside a region is not seen after it, nor
// in a sibling region.
// CHECK-LABEL: func.func @nested(
// CHECK-SAME: %[[A:[^:]*]]: i32, %[[B:[^:]*]]: i32
func.func @nested(%a: i32, %b: i32, %lb: index, %ub: index, %s: index, %c: i1, %m: memref<4xi32>) -> (i32, i32) {
  // CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %[[B]]
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: %[[IN:.*]] = arith.muli %[[A]], %[[B]]
  // CHECK-NEXT: memref.store %[[X]]
  // CHECK-NEXT: memref.store %[[IN]]
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[AFTER:.*]] = arith.muli %[[A]], %[[B]]
  // CHECK-NEXT: %[[R:.*]] = scf.if
  // CHECK-NEXT: %[[T:.*]] = arith.subi %[[A]], %[[B]]
  // CHECK-NEXT: scf.yield %[[T]]
  // CHECK-NEXT: } else {
  // CHECK-NEXT: %[[E:.*]] = arith.subi %[[A]], %[[B]]
  // CHECK-NEXT: scf.yield %[[E]]
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[F:.*]] = arith.addi %[[R]], %[[AFTER]]
  // CHECK-NEXT: return %[[F]], %[[X]]
  %x = arith.addi %a, %b : i32
  scf.for %i = %lb to %ub step %s {
    %y = arith.addi %a, %b : i32
    %in = arith.muli %a, %b : i32
    memref.store %y, %m[%i] : memref<4xi32>
    memref.store %in, %m[%i] : memref<4xi32>
  }
  %after = arith.muli %a, %b : i32
  %r = scf.if %c -> i32 {
    %t = arith.subi %a, %b : i32
    scf.yield %t : i32
  } else {
    %e = arith.subi %a, %b : i32
    scf.yield %e : i32
  }
  %f = arith.addi %r, %after : i32
  return %f, %x : i32, i32
}

// -----

// Ops with regions are equivalent when their regions are (bodies compared op by op, block
// arguments mapped); the ops in the regions are simplified first, but those replaced or dead
// are still there: %y's else region holds 'muli %b, %a', which differs from 'muli %a, %b'
// (inside regions, operands of commutative ops are compared in order, as mlir-opt-22 does).
// CHECK-LABEL: func.func @equal_regions(
func.func @equal_regions(%a: i32, %b: i32, %c: i1, %lb: index, %ub: index) -> (i32, i32, i32, i32, i32, i32) {
  // CHECK-NEXT: %[[M:.*]] = arith.muli
  // CHECK-NEXT: %[[X:.*]] = scf.if
  // CHECK-NEXT: scf.yield %[[M]]
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[M]]
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Y:.*]] = scf.if
  // CHECK-NEXT: scf.yield %[[M]]
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[M]]
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[Z:.*]] = scf.if
  // CHECK-NEXT: scf.yield %[[M]]
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[B:[^ ]*]]
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[L:.*]] = scf.for
  // CHECK-NEXT: %[[Q:.*]] = arith.addi
  // CHECK-NEXT: scf.yield %[[Q]]
  // CHECK-NEXT: }
  // CHECK-NEXT: return %[[X]], %[[Y]], %[[Z]], %[[L]], %[[L]], %[[X]]
  %m = arith.muli %a, %b : i32
  %x = scf.if %c -> i32 {
    %0 = arith.muli %a, %b : i32
    scf.yield %0 : i32
  } else {
    %1 = arith.muli %a, %b : i32
    scf.yield %1 : i32
  }
  %y = scf.if %c -> i32 {
    %0 = arith.muli %a, %b : i32
    scf.yield %0 : i32
  } else {
    %1 = arith.muli %b, %a : i32
    scf.yield %1 : i32
  }
  %z = scf.if %c -> i32 {
    scf.yield %m : i32
  } else {
    scf.yield %b : i32
  }
  %w = scf.if %c -> i32 {
    %0 = arith.muli %a, %b : i32
    scf.yield %0 : i32
  } else {
    %1 = arith.muli %a, %b : i32
    scf.yield %1 : i32
  }
  %c1 = arith.constant 1 : index
  %l1 = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %a) -> i32 {
    %q = arith.addi %acc, %b : i32
    scf.yield %q : i32
  }
  %l2 = scf.for %j = %lb to %ub step %c1 iter_args(%acc2 = %a) -> i32 {
    %q2 = arith.addi %acc2, %b : i32
    scf.yield %q2 : i32
  }
  return %x, %y, %z, %l1, %l2, %w : i32, i32, i32, i32, i32, i32
}

// -----

// Unused region ops without effects are dead; with a write they stay.
// CHECK-LABEL: func.func @dead_regions(
func.func @dead_regions(%c: i1, %a: i32, %lb: index, %ub: index, %s: index, %m: memref<4xi32>) {
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  %x = scf.if %c -> i32 {
    %y = arith.addi %a, %a : i32
    scf.yield %y : i32
  } else {
    scf.yield %a : i32
  }
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> i32 {
    %q = arith.addi %acc, %a : i32
    scf.yield %q : i32
  }
  scf.for %i = %lb to %ub step %s {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  return
}

// -----

// The regions of an op isolated from above start from an empty scope (the top level of a
// module is a graph region, visited too: uses that follow move, the op goes once unused).
// CHECK-LABEL: module {
// CHECK-NEXT: %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT: func.func @isolated() -> i32 {
// CHECK-NEXT: %[[D:.*]] = arith.constant 1 : i32
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[D]], %[[D]]
// CHECK-NEXT: return %[[S]]
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  %2 = arith.addi %1, %1 : i32
  func.func @isolated() -> i32 {
    %c = arith.constant 1 : i32
    %d = arith.constant 1 : i32
    %s = arith.addi %c, %d : i32
    return %s : i32
  }
}

// -----

// Dead ops using a value twice (erasing them once crashed the use-lists); %z stays: it still
// had a user when it was visited.
// CHECK-LABEL: func.func @dead_twice(
// CHECK-SAME: %[[N:[^:]*]]: index)
func.func @dead_twice(%n: index) {
  // CHECK-NEXT: arith.subi %[[N]], %[[N]]
  // CHECK-NEXT: return
  %z = arith.subi %n, %n : index
  %a = arith.addi %n, %z : index
  %b = arith.muli %n, %n : index
  return
}
