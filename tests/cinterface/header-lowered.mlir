// The header and the ABI description describe the compiled module: they come from the IR at
// the end of the whole pipeline, whatever is printed or written. Plain --emit=mlir prints the
// parsed IR and --compile-to stops early: the driver then runs the pipeline on a copy for
// them. No pass changes a public function's signature today, so the three headers are the
// same bytes; a module the pipeline rejects has no C interface, with --emit=mlir too (a header
// made from the unlowered input would be written there, and the run would succeed).
// RUN: mkdir -p %T/obj %T/mlir %T/cut
// RUN: mlirc %s -c -o %t.o --emit-header=%T/obj/k.h --emit-abi=%T/obj/k.json
// RUN: mlirc %s --emit=mlir -o %t.mlir --emit-header=%T/mlir/k.h --emit-abi=%T/mlir/k.json
// RUN: mlirc %s --compile-to=lower-affine --emit=mlir -o %t.cut.mlir --emit-header=%T/cut/k.h --emit-abi=%T/cut/k.json
// RUN: cmp %T/obj/k.h %T/mlir/k.h && cmp %T/obj/k.h %T/cut/k.h
// RUN: cmp %T/obj/k.json %T/mlir/k.json && cmp %T/obj/k.json %T/cut/k.json
// RUN: FileCheck %s --check-prefix=HDR < %T/mlir/k.h
// RUN: FileCheck %s --check-prefix=PARSED < %t.mlir
// RUN: FileCheck %s --check-prefix=CUT < %t.cut.mlir
// The copy's pipeline prints nothing: only the printed pipeline's passes are dumped.
// RUN: mlirc %s --emit=mlir -o /dev/null --emit-header=%t.quiet.h --mlir-print-ir-after-all 2>&1 | (! grep .)
// RUN: not mlirc %S/Inputs/unlowerable.mlir --emit=mlir -o %t.u.mlir --emit-header=%t.u.h 2>&1 | FileCheck %s --check-prefix=REJECTED
// RUN: not test -e %t.u.h

// HDR: /* func.func @sum: (memref<?xf32>, index) -> f32 */
// HDR-NEXT: float _mlir_ciface_sum(mlirc_memref_1d_f32 *arg0, int64_t arg1);
// HDR-NOT: hidden
// PARSED: affine.for
// CUT: scf.for
// CUT-NOT: affine.for
// REJECTED: error: 'affine.dma_wait' op cannot be lowered by lower-affine yet

func.func @sum(%m: memref<?xf32>, %n: index) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to %n iter_args(%a = %z) -> (f32) {
    %x = affine.load %m[%i] : memref<?xf32>
    %b = arith.addf %a, %x : f32
    affine.yield %b : f32
  }
  return %r : f32
}

func.func private @hidden(%a: i32) -> i32 {
  return %a : i32
}
