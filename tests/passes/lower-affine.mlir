// RUN: mlirc %s --pass-pipeline='builtin.module(lower-affine)' | FileCheck %s
// RUN: mlir-opt %s --lower-affine | FileCheck %s
// lower-affine: the expansion of affine expressions (as upstream's pass emits it) and the
// structure of the scf ops that replace affine.for/if/parallel.

// CHECK-LABEL: func.func @exprs(
// CHECK-SAME: %[[A:[^:]*]]: index, %[[B:[^:]*]]: index, %[[S:[^:]*]]: index)
func.func @exprs(%a: index, %b: index, %s: index) -> (index, index, index, index, index, index) {
  // CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-NEXT: %[[R:.*]] = arith.remsi %[[A]], %[[C4]] : index
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[N:.*]] = arith.cmpi slt, %[[R]], %[[Z]] : index
  // CHECK-NEXT: %[[P:.*]] = arith.addi %[[R]], %[[C4]] : index
  // CHECK-NEXT: %[[MOD:.*]] = arith.select %[[N]], %[[P]], %[[R]] : index
  %0 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%a)
  // CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[M1:.*]] = arith.constant -1 : index
  // CHECK-NEXT: %[[N:.*]] = arith.cmpi slt, %[[A]], %[[Z]] : index
  // CHECK-NEXT: %[[ND:.*]] = arith.subi %[[M1]], %[[A]] : index
  // CHECK-NEXT: %[[D:.*]] = arith.select %[[N]], %[[ND]], %[[A]] : index
  // CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[D]], %[[C3]] : index
  // CHECK-NEXT: %[[CQ:.*]] = arith.subi %[[M1]], %[[Q]] : index
  // CHECK-NEXT: %[[FD:.*]] = arith.select %[[N]], %[[CQ]], %[[Q]] : index
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%a)
  // CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[NP:.*]] = arith.cmpi sle, %[[A]], %[[Z]] : index
  // CHECK-NEXT: %[[NEG:.*]] = arith.subi %[[Z]], %[[A]] : index
  // CHECK-NEXT: %[[DEC:.*]] = arith.subi %[[A]], %[[ONE]] : index
  // CHECK-NEXT: %[[D:.*]] = arith.select %[[NP]], %[[NEG]], %[[DEC]] : index
  // CHECK-NEXT: %[[Q:.*]] = arith.divsi %[[D]], %[[C5]] : index
  // CHECK-NEXT: %[[NQ:.*]] = arith.subi %[[Z]], %[[Q]] : index
  // CHECK-NEXT: %[[IQ:.*]] = arith.addi %[[Q]], %[[ONE]] : index
  // CHECK-NEXT: %[[CD:.*]] = arith.select %[[NP]], %[[NQ]], %[[IQ]] : index
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 5)>(%a)
  // CHECK-NEXT: %[[CM3:.*]] = arith.constant -3 : index
  // CHECK-NEXT: %[[T:.*]] = arith.muli %[[B]], %[[CM3]] overflow<nsw> : index
  // CHECK-NEXT: %[[U:.*]] = arith.addi %[[A]], %[[T]] : index
  // CHECK-NEXT: %[[C7:.*]] = arith.constant 7 : index
  // CHECK-NEXT: %[[LIN:.*]] = arith.addi %[[U]], %[[C7]] : index
  %3 = affine.apply affine_map<(d0, d1) -> (d0 - d1 * 3 + 7)>(%a, %b)
  // CHECK-NEXT: %[[SM:.*]] = arith.muli %[[A]], %[[S]] overflow<nsw> : index
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%s]
  // CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : index
  // CHECK-NEXT: %[[M:.*]] = arith.minsi %[[A]], %[[S]] : index
  // CHECK-NEXT: %[[MIN:.*]] = arith.minsi %[[M]], %[[C10]] : index
  %5 = affine.min affine_map<(d0)[s0] -> (d0, s0, 10)>(%a)[%s]
  // CHECK-NEXT: return %[[MOD]], %[[FD]], %[[CD]], %[[LIN]], %[[SM]], %[[MIN]]
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// CHECK-LABEL: func.func @loops(
// CHECK-SAME: %[[A:[^:]*]]: index, %[[S:[^:]*]]: index, %[[M:[^:]*]]: memref<10x10xf32>)
func.func @loops(%a: index, %s: index, %m: memref<10x10xf32>) -> index {
  // CHECK-NEXT: %[[CM2:.*]] = arith.constant -2 : index
  // CHECK-NEXT: %[[T:.*]] = arith.addi %[[S]], %[[CM2]] : index
  // CHECK-NEXT: %[[LB:.*]] = arith.maxsi %[[A]], %[[T]] : index
  // CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : index
  // CHECK-NEXT: %[[U:.*]] = arith.addi %[[A]], %[[C10]] : index
  // CHECK-NEXT: %[[C20:.*]] = arith.constant 20 : index
  // CHECK-NEXT: %[[UB:.*]] = arith.minsi %[[U]], %[[C20]] : index
  // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
  // CHECK-NEXT: %[[R:.*]] = scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[C2]] iter_args(%[[ACC:.*]] = %[[A]]) -> (index) {
  %r = affine.for %i = max affine_map<(d0)[s0] -> (d0, s0 - 2)>(%a)[%s] to min affine_map<(d0) -> (d0 + 10, 20)>(%a) step 2 iter_args(%acc = %a) -> index {
    // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
    // CHECK-NEXT: %[[CM3:.*]] = arith.constant -3 : index
    // CHECK-NEXT: %[[E1:.*]] = arith.addi %[[I]], %[[CM3]] : index
    // CHECK-NEXT: %[[B1:.*]] = arith.cmpi sge, %[[E1]], %[[Z]] : index
    // CHECK-NEXT: %[[CM1:.*]] = arith.constant -1 : index
    // CHECK-NEXT: %[[NI:.*]] = arith.muli %[[I]], %[[CM1]] overflow<nsw> : index
    // CHECK-NEXT: %[[E2:.*]] = arith.addi %[[NI]], %[[S]] : index
    // CHECK-NEXT: %[[B2:.*]] = arith.cmpi eq, %[[E2]], %[[Z]] : index
    // CHECK-NEXT: %[[C:.*]] = arith.andi %[[B1]], %[[B2]] : i1
    // CHECK-NEXT: scf.if %[[C]] {
    affine.if affine_set<(d0)[s0] : (d0 - 3 >= 0, s0 - d0 == 0)>(%i)[%s] {
      // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
      // CHECK-NEXT: %[[I1:.*]] = arith.addi %[[I]], %[[C1]] : index
      // CHECK: %[[V:.*]] = memref.load %[[M]][%[[I1]], %{{.*}}] : memref<10x10xf32>
      %v = affine.load %m[%i + 1, %i floordiv 2] : memref<10x10xf32>
      // CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
      // CHECK-NEXT: memref.store %[[V]], %[[M]][%[[I]], %[[C3]]] : memref<10x10xf32>
      affine.store %v, %m[%i, 3] : memref<10x10xf32>
    }
    // CHECK-NEXT: }
    // CHECK-NEXT: %[[N:.*]] = arith.addi %[[ACC]], %[[I]] : index
    // CHECK-NEXT: scf.yield %[[N]] : index
    %n = arith.addi %acc, %i : index
    affine.yield %n : index
  }
  // CHECK-NEXT: }
  // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[C10:.*]] = arith.constant 10 : index
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: scf.for %{{.*}} = %[[C0]] to %[[C10]] step %[[C1]] {
  // CHECK-NEXT: }
  affine.for %i = 0 to 10 {
  }
  // CHECK-NEXT: return %[[R]] : index
  return %r : index
}

// CHECK-LABEL: func.func @par(
// CHECK-SAME: %[[A:[^:]*]]: index, %[[S:[^:]*]]: index, %[[M:[^:]*]]: memref<10x10xf32>)
func.func @par(%a: index, %s: index, %m: memref<10x10xf32>) -> (f32, index) {
  // CHECK-NEXT: %[[L0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[U0:.*]] = arith.constant 10 : index
  // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
  // CHECK-NEXT: %[[L1:.*]] = arith.maxsi %[[A]], %[[C2]] : index
  // CHECK-NEXT: %[[C8:.*]] = arith.constant 8 : index
  // CHECK-NEXT: %[[U1:.*]] = arith.minsi %[[S]], %[[C8]] : index
  // CHECK-NEXT: %[[S0:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[S1:.*]] = arith.constant 2 : index
  // CHECK-NEXT: %[[ID:.*]] = arith.constant 0.000000e+00 : f32
  // CHECK-NEXT: %[[R:.*]] = scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[L0]], %[[L1]]) to (%[[U0]], %[[U1]]) step (%[[S0]], %[[S1]]) init (%[[ID]]) -> f32 {
  // CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[I]], %[[J]]] : memref<10x10xf32>
  // CHECK-NEXT: scf.reduce(%[[V]] : f32) {
  // CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[Y:.*]]: f32):
  // CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[X]], %[[Y]] : f32
  // CHECK-NEXT: scf.reduce.return %[[SUM]] : f32
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  %r = affine.parallel (%i, %j) = (0, max(%a, 2)) to (10, min(%s, 8)) step (1, 2) reduce ("addf") -> f32 {
    %v = affine.load %m[%i, %j] : memref<10x10xf32>
    affine.yield %v : f32
  }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[C:.*]] = arith.cmpi sge, %[[A]], %[[Z]] : index
  // CHECK-NEXT: %[[X:.*]] = scf.if %[[C]] -> (index) {
  // CHECK-NEXT: scf.yield %[[A]] : index
  // CHECK-NEXT: } else {
  // CHECK-NEXT: scf.yield %[[S]] : index
  // CHECK-NEXT: }
  %x = affine.if affine_set<(d0) : (d0 >= 0)>(%a) -> index {
    affine.yield %a : index
  } else {
    affine.yield %s : index
  }
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[Z2:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[T:.*]] = arith.cmpi eq, %[[Z2]], %[[Z]] : index
  // CHECK-NEXT: scf.if %[[T]] {
  affine.if affine_set<() : ()>() {
    affine.store %r, %m[0, 0] : memref<10x10xf32>
  }
  // CHECK-NOT: affine.
  // CHECK: return %[[R]], %[[X]] : f32, index
  return %r, %x : f32, index
}

// CHECK-LABEL: func.func @index_ops(
// CHECK-SAME: %[[A:[^:]*]]: index, %[[B:[^:]*]]: index, %[[C:[^:]*]]: index, %[[Y:[^:]*]]: index)
func.func @index_ops(%a: index, %b: index, %c: index, %y: index) -> (index, index, index, index) {
  // CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-NEXT: %[[C4Y:.*]] = arith.constant 4 : index
  // CHECK-NEXT: %[[S0:.*]] = arith.muli %[[Y]], %[[C4Y]] overflow<nsw> : index
  // CHECK-NEXT: %[[T0:.*]] = arith.muli %[[A]], %[[S0]] overflow<nsw> : index
  // CHECK-NEXT: %[[T1:.*]] = arith.muli %[[B]], %[[C4]] overflow<nsw> : index
  // CHECK-NEXT: %[[U:.*]] = arith.addi %[[T0]], %[[T1]] overflow<nsw> : index
  // CHECK-NEXT: %[[L:.*]] = arith.addi %[[U]], %[[C]] overflow<nsw> : index
  %l = affine.linearize_index [%a, %b, %c] by (2, %y, 4) : index
  // CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
  // CHECK-NEXT: %[[C12:.*]] = arith.constant 12 : index
  // CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
  // CHECK-NEXT: %[[D0:.*]] = arith.floordivsi %[[A]], %[[C12]] : index
  // CHECK-NEXT: %[[R:.*]] = arith.remsi %[[A]], %[[C12]] : index
  // CHECK-NEXT: %[[N:.*]] = arith.cmpi slt, %[[R]], %[[Z]] : index
  // CHECK-NEXT: %[[P:.*]] = arith.addi %[[R]], %[[C12]] overflow<nsw> : index
  // CHECK-NEXT: %[[M:.*]] = arith.select %[[N]], %[[P]], %[[R]] : index
  // CHECK-NEXT: %[[D1:.*]] = arith.divsi %[[M]], %[[C4]] : index
  // CHECK-NEXT: %[[R:.*]] = arith.remsi %[[A]], %[[C4]] : index
  // CHECK-NEXT: %[[N:.*]] = arith.cmpi slt, %[[R]], %[[Z]] : index
  // CHECK-NEXT: %[[P:.*]] = arith.addi %[[R]], %[[C4]] overflow<nsw> : index
  // CHECK-NEXT: %[[D2:.*]] = arith.select %[[N]], %[[P]], %[[R]] : index
  %d:3 = affine.delinearize_index %a into (3, 4) : index, index, index
  // CHECK-NEXT: return %[[L]], %[[D0]], %[[D1]], %[[D2]]
  return %l, %d#0, %d#1, %d#2 : index, index, index, index
}

// CHECK-LABEL: func.func @access(
// CHECK-SAME: %[[M:[^:]*]]: memref<10x10xf32>, %[[I:[^:]*]]: index, %[[V:[^:]*]]: vector<4xf32>)
func.func @access(%m: memref<10x10xf32>, %i: index, %v: vector<4xf32>) -> vector<4xf32> {
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[I1:.*]] = arith.addi %[[I]], %[[C1]] : index
  // CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
  // CHECK-NEXT: memref.prefetch %[[M]][%[[I1]], %[[C3]]], read, locality<3>, data : memref<10x10xf32>
  affine.prefetch %m[%i + 1, 3], read, locality<3>, data : memref<10x10xf32>
  // CHECK-NEXT: memref.prefetch %[[M]][%[[I]], %[[I]]], write, locality<0>, instr : memref<10x10xf32>
  affine.prefetch %m[%i, %i], write, locality<0>, instr : memref<10x10xf32>
  // CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
  // CHECK-NEXT: %[[J:.*]] = arith.muli %[[I]], %[[C2]] overflow<nsw> : index
  // CHECK-NEXT: %[[X:.*]] = vector.load %[[M]][%[[I]], %[[J]]] : memref<10x10xf32>, vector<4xf32>
  %x = affine.vector_load %m[%i, %i * 2] : memref<10x10xf32>, vector<4xf32>
  // CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
  // CHECK-NEXT: %[[I1:.*]] = arith.addi %[[I]], %[[C1]] : index
  // CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
  // CHECK-NEXT: vector.store %[[V]], %[[M]][%[[I1]], %[[C0]]] : memref<10x10xf32>, vector<4xf32>
  affine.vector_store %v, %m[%i + 1, 0] : memref<10x10xf32>, vector<4xf32>
  // CHECK-NEXT: return %[[X]] : vector<4xf32>
  return %x : vector<4xf32>
}
