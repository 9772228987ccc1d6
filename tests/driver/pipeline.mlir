// The pipeline's phases: --compile-to stops after a lowering pass (with --emit=mlir the IR
// is printed there), --print-ir-after-all dumps each pass, --time-passes times each phase,
// -v shows the target and the tools mlirc runs.
// RUN: mlirc %s --compile-to=convert-scf-to-cf --emit=mlir | FileCheck %s --check-prefix=CF
// RUN: mlirc %s --compile-to=parse --emit=mlir | FileCheck %s --check-prefix=PARSE
// RUN: mlirc %s -c -o %t.o --print-ir-after-all 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: mlirc %s -c -o %t.o --time-passes 2>&1 | FileCheck %s --check-prefix=TIME
// RUN: mlirc %s -o %t.a -v 2>&1 | FileCheck %s --check-prefix=VERBOSE
// RUN: not mlirc %s --compile-to=frobnicate 2>&1 | FileCheck %s --check-prefix=BAD
// Upstream's spellings: dumps before or after the named passes only, the timing report (with
// the verification after each pass as its own row, gone with --no-verify-each).
// RUN: mlirc %s -c -o %t.o --mlir-print-ir-before=convert-scf-to-cf --mlir-print-ir-after=lower-affine 2>&1 | FileCheck %s --check-prefix=NAMED
// RUN: mlirc %s -c -o %t.o --mlir-print-ir-after-all 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: mlirc %s -c -o %t.o --mlir-timing 2>&1 | FileCheck %s --check-prefix=TIMING
// RUN: mlirc %s -c -o %t.o --mlir-timing --no-verify-each 2>&1 | FileCheck %s --check-prefix=NOVERIFY
// RUN: mlirc %s -c -o %t.o --mlir-timing --verify-each=false 2>&1 | FileCheck %s --check-prefix=NOVERIFY

// CF-LABEL: func.func @sum
// CF: cf.br ^bb1
// CF: arith.cmpi slt
// CF: cf.cond_br
// CF-NOT: scf.for
// PARSE: scf.for
// DUMP: // -----// IR Dump After SCFToControlFlowPass (convert-scf-to-cf) //----- //
// DUMP: cf.cond_br
// TIME: parse
// TIME: convert-scf-to-cf
// TIME: translate-to-llvm
// TIME: llvm-optimize
// TIME: emit
// VERBOSE: Target: x86_64
// BAD: invalid value 'frobnicate' in '--compile-to='
// NAMED-NOT: IR Dump
// NAMED: // -----// IR Dump After LowerAffinePass (lower-affine) //----- //
// NAMED-NEXT: module {
// NAMED: scf.for
// NAMED-NOT: IR Dump
// NAMED: // -----// IR Dump Before SCFToControlFlowPass (convert-scf-to-cf) //----- //
// NAMED: scf.for
// NAMED-NOT: IR Dump
// TIMING: ... Execution time report ...
// TIMING: Total Execution Time:
// TIMING: tm-tensor-to-loops
// TIMING: (verify after each pass)
// TIMING: canonicalize (2 runs)
// TIMING: convert-scf-to-cf
// TIMING: (100.0%)  Total
// NOVERIFY: canonicalize (2 runs)
// NOVERIFY-NOT: verify after each pass
// NOVERIFY: (100.0%)  Total

func.func @sum(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
    %b = arith.addi %a, %i : index
    scf.yield %b : index
  }
  return %r : index
}
