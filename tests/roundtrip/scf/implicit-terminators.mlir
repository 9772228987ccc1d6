// RUN: mlirc %s --emit=mlir | FileCheck %s
// RUN: mlirc %s --emit=mlir --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// Terminators without operands are left out of the custom form and re-created by the parser.

// CHECK-LABEL: func.func @implicit
// GENERIC-LABEL: sym_name = "implicit"
func.func @implicit(%lb: index, %c: i1, %n: index) {
  // CHECK: scf.for
  // CHECK-NEXT: }
  // GENERIC: "scf.for"
  // GENERIC: "scf.yield"() : () -> ()
  scf.for %i = %lb to %lb step %lb {
  }
  // CHECK: scf.if
  // CHECK-NEXT: } else {
  // CHECK-NEXT: }
  // GENERIC: "scf.if"
  // GENERIC: "scf.yield"() : () -> ()
  // GENERIC: "scf.yield"() : () -> ()
  scf.if %c {
  } else {
  }
  // CHECK: scf.parallel
  // CHECK-NEXT: scf.reduce
  // GENERIC: "scf.parallel"
  // GENERIC: "scf.reduce"() : () -> ()
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
  }
  // CHECK: scf.forall
  // CHECK-NEXT: }
  // GENERIC: "scf.forall"
  // GENERIC: "scf.forall.in_parallel"() ({
  // GENERIC-NEXT: ^bb0:
  // GENERIC-NEXT: }) : () -> ()
  scf.forall (%i) in (%n) {
  }
  // CHECK: default {
  // CHECK-NEXT: }
  // GENERIC: "scf.index_switch"
  // GENERIC: "scf.yield"() : () -> ()
  scf.index_switch %n
  default {
  }
  return
}
