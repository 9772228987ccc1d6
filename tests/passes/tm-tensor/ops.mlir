// RUN: mlirc %s --emit=mlir | FileCheck %s
// RUN: mlirc %s --emit=mlir > %t.custom
// RUN: mlirc %s --emit=mlir --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlirc %s --emit=mlir --mlir-print-op-generic | mlirc - --emit=mlir | diff %t.custom -
// RUN: mlirc %t.custom --emit=mlir | diff %t.custom -
// torch-mlir's tm_tensor ops in the form torch-mlir prints them (mlir-opt-22 does not know
// the dialect): custom and generic forms read back to the same IR, on tensors and buffers.

// CHECK-LABEL: func.func @sort(
// CHECK: %[[I:.*]] = tensor.empty() : tensor<3x8xi64>
// CHECK: %[[S:.*]]:2 = tm_tensor.sort dimension(1) outs(%arg0, %[[I]] : tensor<3x8xf32>, tensor<3x8xi64>) {
// CHECK-NEXT: ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
// CHECK-NEXT: %[[C:.*]] = arith.cmpf oge, %arg1, %arg2 : f32
// CHECK-NEXT: tm_tensor.yield %[[C]] : i1
// CHECK-NEXT: } -> tensor<3x8xf32>, tensor<3x8xi64>
// CHECK: return %[[S]]#0, %[[S]]#1
// GENERIC-LABEL: "func.func"() <{function_type = (tensor<3x8xf32>) -> (tensor<3x8xf32>, tensor<3x8xi64>), sym_name = "sort"}>
// GENERIC: "tm_tensor.sort"(%{{.*}}, %{{.*}}) <{dimension = 1 : i64, operandSegmentSizes = array<i32: 0, 2>}> ({
// GENERIC: "tm_tensor.yield"(%{{.*}}) : (i1) -> ()
// GENERIC-NEXT: }) : (tensor<3x8xf32>, tensor<3x8xi64>) -> (tensor<3x8xf32>, tensor<3x8xi64>)
func.func @sort(%arg0: tensor<3x8xf32>) -> (tensor<3x8xf32>, tensor<3x8xi64>) {
  %0 = tensor.empty() : tensor<3x8xi64>
  %2:2 = tm_tensor.sort dimension(1) outs(%arg0, %0 : tensor<3x8xf32>, tensor<3x8xi64>) {
  ^bb0(%arg1: f32, %arg2: f32, %arg3: i64, %arg4: i64):
    %3 = arith.cmpf oge, %arg1, %arg2 : f32
    tm_tensor.yield %3 : i1
  } -> tensor<3x8xf32>, tensor<3x8xi64>
  return %2#0, %2#1 : tensor<3x8xf32>, tensor<3x8xi64>
}

// CHECK-LABEL: func.func @scan(
// CHECK: %[[R:.*]]:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg0 : tensor<3x8xf32>) outs(%arg1, %arg2 : tensor<3x8xf32>, tensor<3xf32>) {
// CHECK-NEXT: ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT: %[[A:.*]] = arith.addf %arg4, %arg5 : f32
// CHECK-NEXT: tm_tensor.yield %[[A]] : f32
// CHECK-NEXT: } -> tensor<3x8xf32>, tensor<3xf32>
// CHECK: tm_tensor.scan dimension(0) inclusive(false) ins(%arg0 : tensor<3x8xf32>)
// GENERIC: "tm_tensor.scan"(%{{.*}}, %{{.*}}, %{{.*}}) <{dimension = 1 : i64, inclusive = true, operandSegmentSizes = array<i32: 1, 2>}> ({
func.func @scan(%arg0: tensor<3x8xf32>, %arg1: tensor<3x8xf32>, %arg2: tensor<3xf32>, %arg3: tensor<8xf32>) -> (tensor<3x8xf32>, tensor<8xf32>) {
  %4:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%arg0 : tensor<3x8xf32>) outs(%arg1, %arg2 : tensor<3x8xf32>, tensor<3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %5 = arith.addf %a, %b : f32
    tm_tensor.yield %5 : f32
  } -> tensor<3x8xf32>, tensor<3xf32>
  %6:2 = tm_tensor.scan dimension(0) inclusive(false) ins(%arg0 : tensor<3x8xf32>) outs(%4#0, %arg3 : tensor<3x8xf32>, tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %5 = arith.mulf %a, %b : f32
    tm_tensor.yield %5 : f32
  } -> tensor<3x8xf32>, tensor<8xf32>
  return %6#0, %6#1 : tensor<3x8xf32>, tensor<8xf32>
}

// CHECK-LABEL: func.func @scatter(
// CHECK: tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%arg1, %arg2 : tensor<12xf32>, tensor<12x2xi64>) outs(%arg0 : tensor<3x8xf32>) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT: arith.addf %arg6, %arg5 : f32
// CHECK: } -> tensor<3x8xf32>
// CHECK: tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%{{.*}}, %{{.*}} : tensor<3x1x8xf32>, tensor<3x1xi32>) outs(%{{.*}} : tensor<3x8xf32>)
// GENERIC: "tm_tensor.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{dimension_map = array<i64: 0, 1>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = false}> ({
// GENERIC: "tm_tensor.scatter"(%{{.*}}, %{{.*}}, %{{.*}}) <{dimension_map = array<i64: 0>, operandSegmentSizes = array<i32: 2, 1>, unique_indices = true}> ({
func.func @scatter(%arg0: tensor<3x8xf32>, %arg1: tensor<12xf32>, %arg2: tensor<12x2xi64>, %u: tensor<3x1x8xf32>, %i: tensor<3x1xi32>) -> tensor<3x8xf32> {
  %7 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%arg1, %arg2 : tensor<12xf32>, tensor<12x2xi64>) outs(%arg0 : tensor<3x8xf32>) {
  ^bb0(%arg3: f32, %arg4: f32):
    %8 = arith.addf %arg4, %arg3 : f32
    tm_tensor.yield %8 : f32
  } -> tensor<3x8xf32>
  %9 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(true) ins(%u, %i : tensor<3x1x8xf32>, tensor<3x1xi32>) outs(%7 : tensor<3x8xf32>) {
  ^bb0(%arg3: f32, %arg4: f32):
    tm_tensor.yield %arg3 : f32
  } -> tensor<3x8xf32>
  return %9 : tensor<3x8xf32>
}

// CHECK-LABEL: func.func @topk(
// CHECK: tm_tensor.topk dimension(1) ins(%arg0 : tensor<2x10xf32>) outs(%arg1, %arg2 : tensor<2x3xf32>, tensor<2x3xi32>) {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK: } -> tensor<2x3xf32>, tensor<2x3xi32>
// CHECK: tm_tensor.topk dimension(1) ins(%arg0, %arg3 : tensor<2x10xf32>, tensor<2x10xi64>) outs(%arg1, %arg4 : tensor<2x3xf32>, tensor<2x3xi64>)
func.func @topk(%arg0: tensor<2x10xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xi32>, %arg3: tensor<2x10xi64>, %arg4: tensor<2x3xi64>) -> (tensor<2x3xi32>, tensor<2x3xi64>) {
  %0:2 = tm_tensor.topk dimension(1) ins(%arg0 : tensor<2x10xf32>) outs(%arg1, %arg2 : tensor<2x3xf32>, tensor<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    tm_tensor.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi32>
  %1:2 = tm_tensor.topk dimension(1) ins(%arg0, %arg3 : tensor<2x10xf32>, tensor<2x10xi64>) outs(%arg1, %arg4 : tensor<2x3xf32>, tensor<2x3xi64>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf olt, %a, %b : f32
    tm_tensor.yield %c : i1
  } -> tensor<2x3xf32>, tensor<2x3xi64>
  return %0#1, %1#1 : tensor<2x3xi32>, tensor<2x3xi64>
}

// On buffers the ops have no results and print no arrow.
// CHECK-LABEL: func.func @buffers(
// CHECK: tm_tensor.sort dimension(0) outs(%arg0 : memref<?xi32>) {
// CHECK: }
// CHECK-NEXT: tm_tensor.scan dimension(0) inclusive(true) ins(%arg0 : memref<?xi32>) outs(%arg1, %arg2 : memref<?xi32>, memref<i32>) {
// CHECK: }
// CHECK-NEXT: return
// GENERIC: "tm_tensor.sort"(%{{.*}}) <{dimension = 0 : i64, operandSegmentSizes = array<i32: 0, 1>}> ({
// GENERIC: }) : (memref<?xi32>) -> ()
func.func @buffers(%arg0: memref<?xi32>, %arg1: memref<?xi32>, %arg2: memref<i32>) {
  tm_tensor.sort dimension(0) outs(%arg0 : memref<?xi32>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.cmpi sle, %a, %b : i32
    tm_tensor.yield %c : i1
  }
  tm_tensor.scan dimension(0) inclusive(true) ins(%arg0 : memref<?xi32>) outs(%arg1, %arg2 : memref<?xi32>, memref<i32>) {
  ^bb0(%a: i32, %b: i32):
    %c = arith.addi %a, %b : i32
    tm_tensor.yield %c : i32
  }
  return
}
