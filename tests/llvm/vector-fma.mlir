// vector.fma, and the AXPY vector.outerproduct with an accumulator (kind add, floats), are
// fused multiply-adds by definition: llvm.fma, never llvm.fmuladd (which LLVM may split into
// a multiply and an add, so the result would depend on -O and the target), at every -O level.
// RUN: mlirc %s -O0 -S -emit-llvm -o - | FileCheck %s
// RUN: mlirc %s -O2 -S -emit-llvm -o - | FileCheck %s
// RUN: mlirc %s -O2 --target=aarch64-unknown-linux-gnu -S -emit-llvm -o - | FileCheck %s

// CHECK-LABEL: define <4 x float> @fma(
// CHECK-NOT: fmuladd
// CHECK: call <4 x float> @llvm.fma.v4f32(<4 x float> %0, <4 x float> %1, <4 x float> %2)
// CHECK-NOT: fmuladd
// CHECK: ret
func.func @fma(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) -> vector<4xf32> {
  %r = vector.fma %a, %b, %c : vector<4xf32>
  return %r : vector<4xf32>
}

// CHECK-LABEL: define <2 x double> @axpy(
// CHECK-NOT: fmuladd
// CHECK: call <2 x double> @llvm.fma.v2f64(<2 x double> %0, <2 x double> %{{.*}}, <2 x double> %2)
// CHECK-NOT: fmuladd
// CHECK: ret
func.func @axpy(%a: vector<2xf64>, %s: f64, %c: vector<2xf64>) -> vector<2xf64> {
  %r = vector.outerproduct %a, %s, %c : vector<2xf64>, f64
  return %r : vector<2xf64>
}

// CHECK-LABEL: define <2 x float> @fma_2d(
// CHECK-NOT: fmuladd
// CHECK: call <2 x float> @llvm.fma.v2f32(
// CHECK-NOT: fmuladd
// CHECK: ret
func.func @fma_2d(%u: vector<2xf32>, %v: vector<2xf32>, %w: vector<2xf32>) -> vector<2xf32> {
  %a = vector.broadcast %u : vector<2xf32> to vector<2x2xf32>
  %b = vector.broadcast %v : vector<2xf32> to vector<2x2xf32>
  %c = vector.broadcast %w : vector<2xf32> to vector<2x2xf32>
  %r = vector.fma %a, %b, %c : vector<2x2xf32>
  %x = vector.extract %r[0] : vector<2xf32> from vector<2x2xf32>
  %y = vector.extract %r[1] : vector<2xf32> from vector<2x2xf32>
  %s = arith.addf %x, %y : vector<2xf32>
  return %s : vector<2xf32>
}
