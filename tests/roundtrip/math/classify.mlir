// RUN: mlirc %s --emit=mlir | FileCheck %s
// isfinite/isinf/isnan/isnormal: i1-like results; fastmath only through the attribute dictionary.

// CHECK-LABEL: func.func @classify
func.func @classify(%a: f32, %v: vector<4xf64>, %t: tensor<2x?xf16>, %s: vector<[8]xbf16>) {
  // CHECK: math.isfinite %{{.*}} : f32
  %0 = math.isfinite %a : f32
  // CHECK: math.isinf %{{.*}} : vector<4xf64>
  %1 = math.isinf %v : vector<4xf64>
  // CHECK: math.isnan %{{.*}} : tensor<2x?xf16>
  %2 = math.isnan %t : tensor<2x?xf16>
  // CHECK: math.isnormal %{{.*}} : vector<[8]xbf16>
  %3 = math.isnormal %s : vector<[8]xbf16>
  // CHECK: math.isnan %{{.*}} {fastmath = #arith.fastmath<nnan>} : f32
  %4 = math.isnan %a {fastmath = #arith.fastmath<nnan>} : f32
  // CHECK: math.isinf %{{.*}} {other} : f32
  %5 = math.isinf %a {fastmath = #arith.fastmath<none>, other} : f32
  return
}

// The results are usable as i1 values.
func.func @use(%a: f32, %v: vector<4xf32>) -> (i1, vector<4xi1>) {
  %0 = math.isnan %a : f32
  %1 = math.isfinite %v : vector<4xf32>
  %2 = arith.andi %0, %0 : i1
  return %2, %1 : i1, vector<4xi1>
}
