// RUN: mlirc %s --emit=mlir | FileCheck %s
// scf.forall with explicit `= (lbs) to (ubs) step (steps)`, static and dynamic entries.

// CHECK-LABEL: func.func @bounds
func.func @bounds(%lb: index, %ub: index, %st: index) {
  // CHECK: scf.forall (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) {
  scf.forall (%i) = (%lb) to (%ub) step (%st) {
    %0 = arith.addi %i, %i : index
  }
  // CHECK: scf.forall (%{{.*}}, %{{.*}}) = (0, %{{.*}}) to (%{{.*}}, 8) step (2, %{{.*}}) {
  scf.forall (%i, %j) = (0, %lb) to (%ub, 8) step (2, %st) {
  }
  // CHECK: scf.forall (%{{.*}}) = (1) to (9) step (1) {
  scf.forall (%i) = (1) to (9) step (1) {
  }
  return
}

// Zero lower bounds with unit steps print in the normalized `in` form.
// CHECK-LABEL: func.func @normalized
func.func @normalized(%n: index) {
  // CHECK: scf.forall (%{{.*}}, %{{.*}}) in (%{{.*}}, 4) {
  scf.forall (%i, %j) = (0, 0) to (%n, 4) step (1, 1) {
  }
  return
}
