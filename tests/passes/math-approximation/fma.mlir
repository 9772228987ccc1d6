// With the option fma (a target with fused multiply-add), polynomials are evaluated by
// math.fma; without it, by a multiply and an add per term (only the Cody-Waite reduction of
// exp uses fma). f32 exp: a degree-7 polynomial, so 7 more fma. Upstream accepts both.
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation)' %s | FileCheck %s
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation{fma=true})' %s | FileCheck %s --check-prefix=FMA
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation{fma=true})' %s | mlir-opt-22 --verify-each | FileCheck %s --check-prefix=FMA

// CHECK-LABEL: func.func @exp
// CHECK-COUNT-2: math.fma
// CHECK-NOT: math.fma
// CHECK-COUNT-7: arith.mulf
// CHECK: return
// FMA-LABEL: func.func @exp
// FMA-COUNT-9: math.fma
// FMA-NOT: math.fma
// FMA: return
func.func @exp(%x: vector<16xf32>) -> vector<16xf32> {
  %r = math.exp %x : vector<16xf32>
  return %r : vector<16xf32>
}
