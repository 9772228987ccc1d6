// RUN: mlirc --target=aarch64-unknown-linux-gnu -O3 -ffp-contract=fast -S %s -o - | FileCheck %s
// RUN: mlirc --target=aarch64-unknown-linux-gnu -O3 -S %s -o - | FileCheck %s --check-prefix=NOFMA
// RUN: mlirc --target=aarch64-unknown-linux-gnu -O3 -ffp-contract=fast --codegen=pack-a=0 -S %s -o - | FileCheck %s --check-prefix=BCAST
// On AArch64 the contraction kernel's A is packed and read as vectors (the target's pack-a):
// LLVM turns each lane splat and FMA into one `fmla` by element, 24 of them in the k loop
// (a 12 x 8 register tile, the last instruction before the loop's branch), with no A element
// loaded alone and broadcast (`ld1r`). Without contraction: a multiply by element and an add
// (an 8 x 8 tile, registers for the products), nothing spilled in the loop. With pack-a off: the broadcast kernel, 16 FMAs by vector.

// CHECK-LABEL: matmul:
// CHECK-NOT: ld1r
// CHECK-COUNT-24: fmla v{{[0-9]+}}.4s, v{{[0-9]+}}.4s, v{{[0-9]+}}.s[{{[0-3]}}]
// CHECK-NEXT: b.{{ne|lo|hi}} .LBB
// CHECK-NOT: fmla
// CHECK-NOT: ld1r
// CHECK: .cfi_endproc

// NOFMA-LABEL: matmul:
// NOFMA-COUNT-16: fmul v{{[0-9]+}}.4s, v{{[0-9]+}}.4s, v{{[0-9]+}}.s[{{[0-3]}}]
// NOFMA-NOT: [sp
// NOFMA: fadd v{{[0-9]+}}.4s
// NOFMA-NOT: [sp
// NOFMA: b.{{ne|lo|hi}} .LBB

// BCAST-LABEL: matmul:
// BCAST: ld1r
// BCAST-NOT: fmla v{{[0-9]+}}.4s, v{{[0-9]+}}.4s, v{{[0-9]+}}.s[{{[1-3]}}]
// BCAST: .cfi_endproc
func.func @matmul(%a: memref<48x64xf32>, %b: memref<64x32xf32>, %c: memref<48x32xf32>) {
  linalg.matmul ins(%a, %b : memref<48x64xf32>, memref<64x32xf32>) outs(%c : memref<48x32xf32>)
  return
}
