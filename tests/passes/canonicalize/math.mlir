// Folders of the math ops, checked against what mlir-opt-22 --canonicalize gives on the same
// input (second RUN line; see arith.mlir).
// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' --split-input-file | FileCheck %s
// RUN: python3 %S/Inputs/upstream_diff.py mlirc mlir-opt %s

// Exact float folds in every format: absf, copysign, ceil, floor, roundeven.
// CHECK-LABEL: func.func @exact_f16(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 4.000000e+00 : f16
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -3.000000e+00 : f16
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant -2.000000e+00 : f16
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant -3.500000e+00 : f16
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 2.500000e+00 : f16
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant -0.000000e+00 : f16
// CHECK: return [[C5]], [[C4]], [[C3]], [[C2]], [[C3]], [[C1]], [[C6]], [[C0]] : f16, f16, f16, f16, f16, f16, f16, f16
func.func @exact_f16() -> (f16, f16, f16, f16, f16, f16, f16, f16) {
  %a = arith.constant -2.5 : f16
  %b = arith.constant 3.5 : f16
  %nz = arith.constant -0.0 : f16
  %s = arith.constant -0.25 : f16
  %0 = math.absf %a : f16
  %1 = math.copysign %b, %a : f16
  %2 = math.ceil %a : f16
  %3 = math.floor %a : f16
  %4 = math.roundeven %a : f16
  %5 = math.roundeven %b : f16
  %6 = math.ceil %s : f16
  %7 = math.absf %nz : f16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, f16, f16, f16, f16, f16
}

// -----

// Same in bf16 and f64, NaNs are quieted, infinities kept.
// CHECK-LABEL: func.func @exact_other(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 2.000000e+00 : f64
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FF8000000000001 : f64
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant -2.500000e+00 : bf16
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 2.000000e+00 : bf16
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 0xFFF0000000000000 : f64
// CHECK: return [[C4]], [[C3]], [[C2]], [[C5]], [[C1]], [[C0]] : bf16, bf16, f64, f64, f64, f32
func.func @exact_other() -> (bf16, bf16, f64, f64, f64, f32) {
  %a = arith.constant 2.5 : bf16
  %b = arith.constant -1.0 : bf16
  %snan = arith.constant 0x7FF0000000000001 : f64
  %inf = arith.constant 0xFFF0000000000000 : f64
  %d = arith.constant 1.5 : f64
  %n = arith.constant 0xFFC00000 : f32
  %0 = math.floor %a : bf16
  %1 = math.copysign %a, %b : bf16
  %2 = math.ceil %snan : f64
  %3 = math.floor %inf : f64
  %4 = math.roundeven %d : f64
  %5 = math.absf %n : f32
  return %0, %1, %2, %3, %4, %5 : bf16, bf16, f64, f64, f64, f32
}

// -----

// Elementary functions fold for f32 and f64 through the C library, as upstream.
// CHECK-LABEL: func.func @elementary(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.4142135623730951 : f64
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.46211715726000974 : f64
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.52049987781304652 : f64
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.69314718055994529 : f64
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.87758256189037276 : f64
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.41421354 : f32
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.244978666 : f32
// CHECK-DAG: [[C8:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.64872122 : f32
// CHECK-DAG: [[C9:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.47942555 : f32
// CHECK-DAG: [[C10:%[a-zA-Z0-9_.$-]+]] = arith.constant 2.000000e+00 : f32
// CHECK: return [[C9]], [[C8]], [[C7]], [[C6]], [[C5]], [[C4]], [[C3]], [[C2]], [[C6]], [[C1]], [[C0]], [[C10]] : f32, f32, f32, f32, f64, f64, f64, f64, f32, f64, f32, f32
func.func @elementary() -> (f32, f32, f32, f32, f64, f64, f64, f64, f32, f64, f32, f32) {
  %h = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f32
  %d = arith.constant 0.5 : f64
  %d2 = arith.constant 2.0 : f64
  %0 = math.sin %h : f32
  %1 = math.exp %h : f32
  %2 = math.atan2 %h, %two : f32
  %3 = math.powf %two, %h : f32
  %4 = math.cos %d : f64
  %5 = math.log %d2 : f64
  %6 = math.erf %d : f64
  %7 = math.tanh %d : f64
  %8 = math.sqrt %two : f32
  %9 = math.exp2 %d : f64
  %10 = math.round %h : f32
  %11 = math.trunc %two : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f64, f64, f64, f64, f32, f64, f32, f32
}

// -----

// The remaining elementary functions, f32.
// CHECK-LABEL: func.func @elementary_all(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.405465096 : f32
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 3.010300e-01 : f32
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.648721277 : f32
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.479500115 : f32
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.546302497 : f32
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.521095276 : f32
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.12762594 : f32
// CHECK-DAG: [[C8:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.549306154 : f32
// CHECK-DAG: [[C9:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.463647604 : f32
// CHECK-DAG: [[C10:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.481211841 : f32
// CHECK-DAG: [[C11:%[a-zA-Z0-9_.$-]+]] = arith.constant 0.52359879 : f32
// CHECK-DAG: [[C12:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.31695795 : f32
// CHECK-DAG: [[C13:%[a-zA-Z0-9_.$-]+]] = arith.constant 1.04719758 : f32
// CHECK: return [[C13]], [[C12]], [[C11]], [[C10]], [[C9]], [[C8]], [[C7]], [[C6]], [[C5]], [[C4]], [[C3]], [[C2]], [[C1]], [[C0]] : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @elementary_all(%x: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %h = arith.constant 0.5 : f32
  %two = arith.constant 2.0 : f32
  %0 = math.acos %h : f32
  %1 = math.acosh %two : f32
  %2 = math.asin %h : f32
  %3 = math.asinh %h : f32
  %4 = math.atan %h : f32
  %5 = math.atanh %h : f32
  %6 = math.cosh %h : f32
  %7 = math.sinh %h : f32
  %8 = math.tan %h : f32
  %9 = math.erfc %h : f32
  %10 = math.expm1 %h : f32
  %11 = math.log10 %two : f32
  %12 = math.log1p %h : f32
  %13 = math.log2 %two : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// Domain edges: negative operands (even -0.0) of sqrt/log are left alone, log1p below -1
// too; NaN results of the C library keep its bits; atan2(0, 0) is APFloat's NaN.
// CHECK-LABEL: func.func @elementary_edges(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 0x7FC00000 : f32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant -0.000000e+00 : f32
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant -1.000000e+00 : f32
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant -2.000000e+00 : f32
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant 0xFFC00000 : f32
// CHECK: [[V6:%[a-zA-Z0-9_.$-]+]] = math.sqrt [[C2]] : f32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_.$-]+]] = math.log [[C3]] : f32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_.$-]+]] = math.log1p [[C4]] : f32
// CHECK-NEXT: [[V9:%[a-zA-Z0-9_.$-]+]] = math.sqrt [[C5]] : f32
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_.$-]+]] = math.log2 [[C2]] : f32
// CHECK-NEXT: return [[V6]], [[V7]], [[C1]], [[C1]], [[V8]], [[V9]], [[C0]], [[C0]], [[V10]] : f32, f32, f32, f32, f32, f32, f32, f32, f32
func.func @elementary_edges() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %nz = arith.constant -0.0 : f32
  %z = arith.constant 0.0 : f32
  %m1 = arith.constant -1.0 : f32
  %m2 = arith.constant -2.0 : f32
  %nnan = arith.constant 0xFFC00000 : f32
  %0 = math.sqrt %nz : f32
  %1 = math.log %m1 : f32
  %2 = math.log %z : f32
  %3 = math.log1p %m1 : f32
  %4 = math.log1p %m2 : f32
  %5 = math.sqrt %nnan : f32
  %6 = math.atan2 %z, %nz : f32
  %7 = math.acos %m2 : f32
  %8 = math.log2 %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

// Elementary functions are not folded for f16 and bf16; fma, fpowi, clampf, sincos, cbrt
// and rsqrt are not folded at all (as upstream).
// CHECK-LABEL: func.func @not_folded(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant 5.000000e-01 : f16
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 5.000000e-01 : bf16
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 5.000000e-01 : f32
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 3 : i32
// CHECK: [[V4:%[a-zA-Z0-9_.$-]+]] = math.sin [[C0]] : f16
// CHECK-NEXT: [[V5:%[a-zA-Z0-9_.$-]+]] = math.exp [[C1]] : bf16
// CHECK-NEXT: [[V6:%[a-zA-Z0-9_.$-]+]] = math.fma [[C2]], [[C2]], [[C2]] : f32
// CHECK-NEXT: [[V7:%[a-zA-Z0-9_.$-]+]] = math.fpowi [[C2]], [[C3]] : f32, i32
// CHECK-NEXT: [[V8:%[a-zA-Z0-9_.$-]+]] = math.clampf [[C2]] to {{\[}}[[C2]], [[C2]]] : f32
// CHECK-NEXT: [[SIN:%[a-zA-Z0-9_.$-]+]], [[COS:%[a-zA-Z0-9_.$-]+]] = math.sincos [[C2]] : f32
// CHECK-NEXT: [[V10:%[a-zA-Z0-9_.$-]+]] = math.cbrt [[C2]] : f32
// CHECK-NEXT: [[V11:%[a-zA-Z0-9_.$-]+]] = math.rsqrt [[C2]] : f32
// CHECK-NEXT: return [[V4]], [[V5]], [[V6]], [[V7]], [[V8]], [[SIN]], [[COS]], [[V10]], [[V11]] : f16, bf16, f32, f32, f32, f32, f32, f32, f32
func.func @not_folded() -> (f16, bf16, f32, f32, f32, f32, f32, f32, f32) {
  %h = arith.constant 0.5 : f16
  %b = arith.constant 0.5 : bf16
  %f = arith.constant 0.5 : f32
  %i = arith.constant 3 : i32
  %0 = math.sin %h : f16
  %1 = math.exp %b : bf16
  %2 = math.fma %f, %f, %f : f32
  %3 = math.fpowi %f, %i : f32, i32
  %4 = math.clampf %f to [%f, %f] : f32
  %5, %6 = math.sincos %f : f32
  %7 = math.cbrt %f : f32
  %8 = math.rsqrt %f : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f16, bf16, f32, f32, f32, f32, f32, f32, f32
}

// -----

// Classification of scalar constants (any format); vectors are not folded.
// CHECK-LABEL: func.func @classify(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant true
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant false
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[0x7FC00000, 1.000000e+00]> : vector<2xf32>
// CHECK: [[V3:%[a-zA-Z0-9_.$-]+]] = math.isnan [[C2]] : vector<2xf32>
// CHECK-NEXT: return [[C1]], [[C0]], [[C1]], [[C1]], [[C0]], [[C0]], [[C0]], [[C1]], [[V3]] : i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>
func.func @classify(%v: vector<2xf32>) -> (i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>) {
  %inf = arith.constant 0x7C00 : f16
  %sub = arith.constant 0x0001 : f16
  %nan = arith.constant 0x7FF8000000000000 : f64
  %one = arith.constant 1.0 : bf16
  %vc = arith.constant dense<[0x7FC00000, 1.0]> : vector<2xf32>
  %0 = math.isnan %inf : f16
  %1 = math.isinf %inf : f16
  %2 = math.isfinite %inf : f16
  %3 = math.isnormal %sub : f16
  %4 = math.isfinite %sub : f16
  %5 = math.isnan %nan : f64
  %6 = math.isnormal %one : bf16
  %7 = math.isinf %one : bf16
  %8 = math.isnan %vc : vector<2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i1, i1, i1, i1, i1, i1, i1, i1, vector<2xi1>
}

// -----

// Integer ops: absi (the minimum value stays), bit counts at the width, ipowi wraps.
// CHECK-LABEL: func.func @integer(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant -2147483648 : i32
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant 1 : i8
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = arith.constant 2 : i8
// CHECK-DAG: [[C3:%[a-zA-Z0-9_.$-]+]] = arith.constant 8 : i8
// CHECK-DAG: [[C4:%[a-zA-Z0-9_.$-]+]] = arith.constant 5 : i8
// CHECK-DAG: [[C5:%[a-zA-Z0-9_.$-]+]] = arith.constant -128 : i8
// CHECK-DAG: [[C6:%[a-zA-Z0-9_.$-]+]] = arith.constant -1 : i32
// CHECK-DAG: [[C7:%[a-zA-Z0-9_.$-]+]] = arith.constant 0 : i32
// CHECK: [[V8:%[a-zA-Z0-9_.$-]+]] = math.ipowi [[C7]], [[C6]] : i32
// CHECK-NEXT: return [[C4]], [[C5]], [[C3]], [[C2]], [[C1]], [[C3]], [[C0]], [[C7]], [[C6]], [[C7]], [[V8]], [[C1]] : i8, i8, i8, i8, i8, i8, i32, i32, i32, i32, i32, i8
func.func @integer() -> (i8, i8, i8, i8, i8, i8, i32, i32, i32, i32, i32, i8) {
  %m5 = arith.constant -5 : i8
  %min = arith.constant -128 : i8
  %z = arith.constant 0 : i8
  %c12 = arith.constant 12 : i8
  %two = arith.constant 2 : i32
  %m2 = arith.constant -2 : i32
  %m1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  %c31 = arith.constant 31 : i32
  %c3 = arith.constant 3 : i32
  %c32 = arith.constant 32 : i32
  %0 = math.absi %m5 : i8
  %1 = math.absi %min : i8
  %2 = math.ctlz %z : i8
  %3 = math.cttz %c12 : i8
  %4 = math.ctpop %min : i8
  %5 = math.cttz %z : i8
  %6 = math.ipowi %two, %c31 : i32
  %7 = math.ipowi %two, %c32 : i32
  %8 = math.ipowi %m1, %c3 : i32
  %9 = math.ipowi %m2, %m1 : i32
  %10 = math.ipowi %c0, %m1 : i32
  %11 = math.ipowi %m5, %z : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i8, i8, i8, i8, i8, i8, i32, i32, i32, i32, i32, i8
}

// -----

// Dense constants fold element by element; poison stays poison.
// CHECK-LABEL: func.func @dense(
// CHECK-DAG: [[C0:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[1, 8, 16]> : vector<3xi16>
// CHECK-DAG: [[C1:%[a-zA-Z0-9_.$-]+]] = arith.constant dense<[-2.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-DAG: [[C2:%[a-zA-Z0-9_.$-]+]] = ub.poison : f32
// CHECK: return [[C1]], [[C0]], [[C2]] : vector<2xf32>, vector<3xi16>, f32
func.func @dense() -> (vector<2xf32>, vector<3xi16>, f32) {
  %a = arith.constant dense<[-1.5, 2.25]> : vector<2xf32>
  %b = arith.constant dense<[1, 255, -1]> : vector<3xi16>
  %p = ub.poison : f32
  %0 = math.floor %a : vector<2xf32>
  %1 = math.ctpop %b : vector<3xi16>
  %2 = math.absf %p : f32
  return %0, %1, %2 : vector<2xf32>, vector<3xi16>, f32
}
