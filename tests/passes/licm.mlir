// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' --split-input-file \
// RUN:   | FileCheck %s --check-prefixes=CHECK,MLIRC
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(loop-invariant-code-motion))' --split-input-file \
// RUN:   | FileCheck %s --check-prefixes=CHECK,UPSTREAM
// loop-invariant-code-motion: the same checks on mlirc's output and on mlir-opt-22's; the
// MLIRC and UPSTREAM lines are the deliberate differences.

// Invariant ops move before the loop in order, then their users (upstream's worklist order);
// ops using the induction variable, or values computed from it, stay.
// CHECK-LABEL: func.func @simple(
// CHECK-SAME: %[[LB:[^:]*]]: index, %[[UB:[^:]*]]: index, %[[S:[^:]*]]: index, %[[A:[^:]*]]: index, %[[B:[^:]*]]: index, %[[M:[^:]*]]: memref<?xindex>)
func.func @simple(%lb: index, %ub: index, %s: index, %a: index, %b: index, %m: memref<?xindex>) {
  // CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %[[B]]
  // CHECK-NEXT: %[[Y:.*]] = arith.muli %[[X]], %[[A]]
  // CHECK-NEXT: %[[Z:.*]] = arith.subi %[[Y]], %[[B]]
  // CHECK-NEXT: scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[S]] {
  // CHECK-NEXT: %[[U:.*]] = arith.addi %[[I]], %[[X]]
  // CHECK-NEXT: %[[V:.*]] = arith.muli %[[U]], %[[Y]]
  // CHECK-NEXT: memref.store %[[V]], %[[M]][%[[I]]]
  // CHECK-NEXT: memref.store %[[Z]], %[[M]][%[[I]]]
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  scf.for %i = %lb to %ub step %s {
    %x = arith.addi %a, %b : index
    %u = arith.addi %i, %x : index
    %y = arith.muli %x, %a : index
    %v = arith.muli %u, %y : index
    memref.store %v, %m[%i] : memref<?xindex>
    %z = arith.subi %y, %b : index
    memref.store %z, %m[%i] : memref<?xindex>
  }
  return
}

// -----

// Not speculatable (a division by a value that may be zero), reads of memory, and their
// users stay. Upstream also hoists a division by a constant that cannot trap (it decides per
// instance); mlirc's NO_MEMORY_EFFECT trait says "may trap" for every division.
// CHECK-LABEL: func.func @not_hoisted(
func.func @not_hoisted(%lb: index, %ub: index, %s: index, %a: i32, %b: i32, %m: memref<?xi32>) {
  // CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : i32
  // UPSTREAM-NEXT: %[[D4:.*]] = arith.divui {{.*}}, %[[C4]]
  // CHECK-NEXT: scf.for
  // CHECK-NEXT: %[[D:.*]] = arith.divsi
  // MLIRC-NEXT: %[[D4:.*]] = arith.divui {{.*}}, %[[C4]]
  // CHECK-NEXT: %[[L:.*]] = memref.load
  // CHECK-NEXT: arith.addi %[[L]]
  // CHECK-NEXT: arith.addi %[[D]], %[[D4]]
  // CHECK-NEXT: arith.addi
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: }
  scf.for %i = %lb to %ub step %s {
    %d = arith.divsi %a, %b : i32
    %c4 = arith.constant 4 : i32
    %d4 = arith.divui %a, %c4 : i32
    %l = memref.load %m[%lb] : memref<?xi32>
    %e = arith.addi %l, %a : i32
    %f = arith.addi %d, %d4 : i32
    %g = arith.addi %e, %f : i32
    memref.store %g, %m[%i] : memref<?xi32>
  }
  return
}

// -----

// Inner loops first: an op moves out of every loop it does not depend on.
// CHECK-LABEL: func.func @nested(
func.func @nested(%lb: index, %ub: index, %s: index, %a: index, %m: memref<?xindex>) {
  // CHECK-NEXT: %[[X:.*]] = arith.muli
  // CHECK-NEXT: scf.for %[[I:[^ ]*]] =
  // CHECK-NEXT: %[[Y:.*]] = arith.addi %[[I]], %[[X]]
  // CHECK-NEXT: scf.for %[[J:[^ ]*]] =
  // CHECK-NEXT: %[[Z:.*]] = arith.addi %[[J]], %[[Y]]
  // CHECK-NEXT: memref.store %[[Z]]
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %lb to %ub step %s {
      %x = arith.muli %a, %a : index
      %y = arith.addi %i, %x : index
      %z = arith.addi %j, %y : index
      memref.store %z, %m[%j] : memref<?xindex>
    }
  }
  return
}

// -----

// Ops with regions move when nothing in them has effects, everything in them may be
// speculated, they always terminate (scf.for with step 1, affine.for; not scf.for with
// another step, not scf.while) and they use no value of the loop, nested uses included.
// CHECK-LABEL: func.func @region_ops(
func.func @region_ops(%lb: index, %ub: index, %s: index, %a: index, %c: i1, %m: memref<?xindex>) {
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[R:.*]] = scf.if
  // CHECK-NEXT: arith.addi
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R3:.*]] = scf.for {{.*}} step %[[C1]]
  // CHECK: %[[R5:.*]] = affine.for
  // CHECK: scf.for
  // CHECK-NEXT: %[[R2:.*]] = scf.if
  // CHECK: scf.if
  // CHECK-NEXT: memref.store
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[R4:.*]] = scf.for
  // CHECK: %[[R6:.*]] = scf.while
  // CHECK: arith.addi %[[R]], %[[R2]]
  // CHECK-NEXT: arith.addi %[[R3]], %[[R4]]
  // CHECK-NEXT: arith.addi %[[R5]], %[[R6]]
  %c1 = arith.constant 1 : index
  scf.for %i = %lb to %ub step %s {
    %r = scf.if %c -> index {
      %x = arith.addi %a, %a : index
      scf.yield %x : index
    } else {
      scf.yield %a : index
    }
    %r2 = scf.if %c -> index {
      %x = arith.addi %a, %i : index
      scf.yield %x : index
    } else {
      scf.yield %a : index
    }
    scf.if %c {
      memref.store %a, %m[%a] : memref<?xindex>
    }
    %r3 = scf.for %j = %lb to %ub step %c1 iter_args(%acc = %a) -> index {
      %q = arith.addi %acc, %j : index
      scf.yield %q : index
    }
    %r4 = scf.for %j = %lb to %ub step %s iter_args(%acc = %a) -> index {
      %q = arith.addi %acc, %j : index
      scf.yield %q : index
    }
    %r5 = affine.for %j = 0 to 10 iter_args(%acc = %a) -> index {
      %q = arith.addi %acc, %j : index
      affine.yield %q : index
    }
    %r6 = scf.while (%arg = %a) : (index) -> index {
      %cond = arith.cmpi slt, %arg, %ub : index
      scf.condition(%cond) %arg : index
    } do {
    ^bb0(%arg2: index):
      %n = arith.addi %arg2, %s : index
      scf.yield %n : index
    }
    %t1 = arith.addi %r, %r2 : index
    %t2 = arith.addi %r3, %r4 : index
    %t3 = arith.addi %r5, %r6 : index
    %t4 = arith.addi %t1, %t2 : index
    %t5 = arith.addi %t3, %t4 : index
    memref.store %t5, %m[%i] : memref<?xindex>
  }
  return
}

// -----

// Every loop-like op: both regions of scf.while, scf.parallel, affine.for, affine.parallel,
// scf.forall.
// CHECK-LABEL: func.func @other_loops(
// CHECK-SAME: %[[A:[^:]*]]: index, %[[B:[^:]*]]: index, %[[M:[^:]*]]: memref<?xindex>)
func.func @other_loops(%lb: index, %ub: index, %s: index, %a: index, %b: index, %m: memref<?xindex>) {
  // CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %[[B]]
  // CHECK-NEXT: %[[Y:.*]] = arith.muli %[[A]], %[[B]]
  // CHECK-NEXT: %[[W:.*]] = scf.while
  // CHECK-NEXT: arith.cmpi slt, %{{.*}}, %[[X]]
  // CHECK: arith.addi %{{.*}}, %[[Y]]
  // CHECK: %[[P:.*]] = arith.subi %[[A]], %[[B]]
  // CHECK-NEXT: scf.parallel
  // CHECK-NEXT: arith.addi %[[P]]
  // CHECK: %[[Q:.*]] = arith.muli %[[A]], %[[W]]
  // CHECK-NEXT: affine.for
  // CHECK-NEXT: memref.store %[[Q]]
  // CHECK: %[[R:.*]] = arith.muli %[[B]], %[[W]]
  // CHECK-NEXT: affine.parallel
  // CHECK-NEXT: memref.store %[[R]]
  // CHECK: %[[T:.*]] = arith.subi %[[W]], %[[A]]
  // CHECK-NEXT: scf.forall
  // CHECK-NEXT: memref.store %[[T]]
  %w = scf.while (%arg = %a) : (index) -> index {
    %x = arith.addi %a, %b : index
    %cond = arith.cmpi slt, %arg, %x : index
    scf.condition(%cond) %arg : index
  } do {
  ^bb0(%arg2: index):
    %y = arith.muli %a, %b : index
    %n = arith.addi %arg2, %y : index
    scf.yield %n : index
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %x = arith.subi %a, %b : index
    %y = arith.addi %x, %i : index
    memref.store %y, %m[%i] : memref<?xindex>
    scf.reduce
  }
  affine.for %i = 0 to 10 {
    %x = arith.muli %a, %w : index
    memref.store %x, %m[%i] : memref<?xindex>
  }
  affine.parallel (%i) = (0) to (10) {
    %x = arith.muli %b, %w : index
    memref.store %x, %m[%i] : memref<?xindex>
  }
  scf.forall (%i) in (%ub) {
    %x = arith.subi %w, %a : index
    memref.store %x, %m[%i] : memref<?xindex>
  }
  return
}

// -----

// Upstream declares speculatability per op and does not hoist scf.execute_region (nor
// scf.index_switch); mlirc's rule (a non-loop op with recursive effects and single-block
// regions is speculatable when its contents are) hoists them.
// CHECK-LABEL: func.func @execute_region(
func.func @execute_region(%lb: index, %ub: index, %s: index, %a: index, %m: memref<?xindex>) {
  // MLIRC-NEXT: scf.execute_region
  // CHECK: scf.for
  // UPSTREAM-NEXT: scf.execute_region
  %e0 = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> index {
    %e = scf.execute_region -> index {
      %y = arith.muli %a, %a : index
      scf.yield %y : index
    }
    %n = arith.addi %acc, %e : index
    scf.yield %n : index
  }
  memref.store %e0, %m[%a] : memref<?xindex>
  return
}
