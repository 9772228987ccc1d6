// Floating-point flags. By default only the ops' own fastmath flags reach LLVM (no contraction:
// a multiply and an add stay two instructions, even for a target with FMA); -ffp-contract=fast
// adds `contract` to every float op, -ffast-math all flags (`fast`); -ffp-contract=on|off add
// nothing (an MLIR op is one expression). -ffast-math also lets the vectorizer reassociate float
// reductions (its `reassociate` option).
// RUN: mlirc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: mlirc -O0 -S -emit-llvm -ffp-contract=off %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: mlirc -O0 -S -emit-llvm -ffp-contract=on %s -o - | FileCheck %s --check-prefix=DEFAULT
// RUN: mlirc -O0 -S -emit-llvm -ffp-contract=fast %s -o - | FileCheck %s --check-prefix=CONTRACT
// RUN: mlirc -O0 -S -emit-llvm -ffast-math %s -o - | FileCheck %s --check-prefix=FAST
// RUN: mlirc -O0 -S -emit-llvm -ffast-math -fno-fast-math %s -o - | FileCheck %s --check-prefix=DEFAULT
// The default at -O3 on a CPU with FMA: still no fma.
// RUN: mlirc -O3 -mcpu=znver4 -S %s -o - | FileCheck %s --check-prefix=ASM
// RUN: mlirc -O3 -mcpu=znver4 -ffp-contract=fast -S %s -o - | FileCheck %s --check-prefix=ASM-FMA
// RUN: mlirc -O2 -ffast-math --print-pipeline %s | FileCheck %s --check-prefix=PIPELINE
// mlirc-vectorize-contractions fuses products and sums into FMAs only under -ffp-contract=fast
// or -ffast-math (its `contract` option), even on a target with FMA.
// RUN: mlirc -O2 --target=aarch64-unknown-linux-gnu --print-pipeline %s | FileCheck %s --check-prefix=NO-CONTRACT-PIPELINE
// RUN: mlirc -O2 --target=aarch64-unknown-linux-gnu -ffp-contract=fast --print-pipeline %s | FileCheck %s --check-prefix=CONTRACT-PIPELINE
// RUN: mlirc -O2 -mcpu=znver4 -ffast-math --print-pipeline %s | FileCheck %s --check-prefix=CONTRACT-PIPELINE
// RUN: not mlirc -ffp-contract=maybe %s 2>&1 | FileCheck %s --check-prefix=BAD

// DEFAULT-LABEL: define float @f(
// DEFAULT: fmul float
// DEFAULT: fadd ninf float
// DEFAULT: fcmp olt float
// DEFAULT: call float @llvm.sqrt.f32(
// CONTRACT-LABEL: define float @f(
// CONTRACT: fmul contract float
// CONTRACT: fadd ninf contract float
// CONTRACT: fcmp contract olt float
// CONTRACT: call contract float @llvm.sqrt.f32(
// FAST-LABEL: define float @f(
// FAST: fmul fast float
// FAST: fadd fast float
// FAST: fcmp fast olt float
// FAST: call fast float @llvm.sqrt.f32(
// ASM-LABEL: f:
// ASM-NOT: vfmadd
// ASM: ret
// ASM-FMA-LABEL: f:
// ASM-FMA: vfmadd
// PIPELINE: mlirc-vectorize-elementwise{vector-bits={{[0-9]+}} fma={{true|false}} l2-cache={{[0-9]+}} reassociate=true}
// NO-CONTRACT-PIPELINE: mlirc-vectorize-contractions{vector-bits={{[^}]*}} fma=true masked=false pack-a=true},mlirc-vectorize-elementwise
// CONTRACT-PIPELINE: mlirc-vectorize-contractions{vector-bits={{[^}]*}} fma=true masked={{true|false}}{{( pack-a=true)?( vnni=[0-9]+)?( bf16=true)?}} contract=true{{( reassociate=true)?}}},mlirc-vectorize-elementwise
// BAD: invalid value 'maybe' in '-ffp-contract=' (supported: fast, on, off)
func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %m = arith.mulf %a, %b : f32
  %s = arith.addf %m, %c fastmath<ninf> : f32
  %lt = arith.cmpf olt, %s, %c : f32
  %q = math.sqrt %s : f32
  %r = arith.select %lt, %q, %s : f32
  return %r : f32
}
