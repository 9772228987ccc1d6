// The pass replaces the math ops it expands by arith ops (and fma/absf/copysign/floor/
// sqrt, LLVM intrinsics on every target), on scalars and vectors, in any
// function-like op; f16/bf16 are computed in f32; ops and types it does not expand stay.
// Upstream accepts what it prints.
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation)' %s | FileCheck %s
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation)' %s | mlir-opt-22 --verify-each | FileCheck %s --check-prefix=UP

// CHECK-LABEL: func.func @scalar_exp
// CHECK-NOT: math.exp
// CHECK: %[[M:.*]] = arith.constant 0x4B400000 : f32
// CHECK: %[[T:.*]] = arith.addf %{{.*}}, %[[M]] : f32
// CHECK: arith.subf %[[T]], %{{.*}} : f32
// CHECK: math.fma
// CHECK: arith.shli
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: arith.cmpf uno
// CHECK: return
func.func @scalar_exp(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}

// Vectors: every op of the vector type, constants as splats.
// CHECK-LABEL: func.func @vector_sin
// CHECK-NOT: math.sin
// CHECK: arith.constant dense<0.636619746> : vector<4xf32>
// CHECK: arith.constant dense<0x4B400000> : vector<4xf32>
// CHECK: arith.fptosi %{{.*}} : vector<4xf32> to vector<4xi32>
// CHECK: arith.cmpi eq, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK: return %{{.*}} : vector<4xf32>
func.func @vector_sin(%x: vector<4xf32>) -> vector<4xf32> {
  %r = math.sin %x : vector<4xf32>
  return %r : vector<4xf32>
}

// f16 and bf16: extended to f32, expanded, truncated.
// CHECK-LABEL: func.func @half_tanh
// CHECK: arith.extf %arg0 : vector<2xf16> to vector<2xf32>
// CHECK-NOT: math.tanh
// CHECK: %[[T:.*]] = arith.truncf %{{.*}} : vector<2xf32> to vector<2xf16>
// CHECK: return %[[T]]
func.func @half_tanh(%x: vector<2xf16>) -> vector<2xf16> {
  %r = math.tanh %x : vector<2xf16>
  return %r : vector<2xf16>
}
// CHECK-LABEL: func.func @bf16_fpowi
// CHECK: arith.extf %arg0 : bf16 to f32
// CHECK: arith.sitofp %arg1 : i32 to f64
// CHECK-NOT: math.fpowi
// CHECK: arith.truncf %{{.*}} : f32 to bf16
func.func @bf16_fpowi(%x: bf16, %n: i32) -> bf16 {
  %r = math.fpowi %x, %n : bf16, i32
  return %r : bf16
}

// f64: expanded in f64 (exp, log, sin, cos, tanh, ...).
// CHECK-LABEL: func.func @f64_log
// CHECK-NOT: math.log
// CHECK: arith.constant 4604544271217802189 : i64
// CHECK-NOT: math.log
// CHECK: return %{{.*}} : f64
func.func @f64_log(%x: f64) -> f64 {
  %r = math.log %x : f64
  return %r : f64
}

// Not expanded: f64 erf/powf/fpowi, ops without an expansion, tensors, scalable vectors.
// CHECK-LABEL: func.func @left_alone
// CHECK-NEXT: math.erf %arg0 : f64
// CHECK-NEXT: math.powf %arg0, %arg0 : f64
// CHECK-NEXT: arith.constant 3 : i32
// CHECK-NEXT: math.fpowi %arg0, %{{.*}} : f64, i32
// CHECK-NEXT: math.acosh %arg1 : f32
// CHECK-NEXT: math.sqrt %arg1 : f32
// CHECK-NEXT: math.exp %arg2 : tensor<4xf32>
// CHECK-NEXT: math.exp %arg3 : vector<[4]xf32>
// CHECK-NEXT: math.absf %arg1 : f32
func.func @left_alone(%d: f64, %f: f32, %t: tensor<4xf32>, %s: vector<[4]xf32>) {
  %0 = math.erf %d : f64
  %1 = math.powf %d, %d : f64
  %i = arith.constant 3 : i32
  %2 = math.fpowi %d, %i : f64, i32
  %3 = math.acosh %f : f32
  %4 = math.sqrt %f : f32
  %5 = math.exp %t : tensor<4xf32>
  %6 = math.exp %s : vector<[4]xf32>
  %7 = math.absf %f : f32
  return
}

// Bodies of gpu.func and llvm.func are expanded too.
// CHECK-LABEL: gpu.func @kernel
// CHECK-NOT: math.cos
// CHECK: gpu.return
// CHECK-LABEL: llvm.func @plain
// CHECK-NOT: math.erf
// CHECK: llvm.return
gpu.module @kernels {
  gpu.func @kernel(%p: memref<4xf32>) kernel {
    %c0 = arith.constant 0 : index
    %v = memref.load %p[%c0] : memref<4xf32>
    %r = math.cos %v : f32
    memref.store %r, %p[%c0] : memref<4xf32>
    gpu.return
  }
}
llvm.func @plain(%x: f32) -> f32 {
  %r = math.erf %x : f32
  llvm.return %r : f32
}

// UP-LABEL: func.func @scalar_exp
// UP-NOT: math.exp
// UP: return
