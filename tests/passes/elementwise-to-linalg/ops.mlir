// The pass gives upstream's IR (compared in the generic form, renumbered by mlir-opt).
// RUN: mlirc %s --pass-pipeline='builtin.module(convert-elementwise-to-linalg)' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --convert-elementwise-to-linalg --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(convert-elementwise-to-linalg))' | FileCheck %s

// Inits: an operand of the result type, else a tensor.empty sized like the first operand.
// CHECK-LABEL: func.func @mixed(
// CHECK-SAME: %[[A:[a-z0-9]+]]: tensor<4x?xf32>, %[[B:[a-z0-9]+]]: tensor<4x?xf32>, %[[S:[a-z0-9]+]]: f32, %[[C:[a-z0-9]+]]: i1
// CHECK: %[[ADD:.*]] = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%[[A]], %[[B]] : tensor<4x?xf32>, tensor<4x?xf32>) outs(%[[A]] : tensor<4x?xf32>)
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<fast> : f32
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[ADD]], %[[C1]] : tensor<4x?xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D]]) : tensor<4x?xi1>
// CHECK-NEXT: linalg.generic {{.*}} ins(%[[ADD]], %[[B]] : tensor<4x?xf32>, tensor<4x?xf32>) outs(%[[E]] : tensor<4x?xi1>)
// The scalar condition of a select is broadcast: a map with no results.
// CHECK: linalg.generic {indexing_maps = [#map1, #map, #map, #map], {{.*}} ins(%[[C]], %[[A]], %[[ADD]] : i1, tensor<4x?xf32>, tensor<4x?xf32>) outs(%[[A]] : tensor<4x?xf32>)
// CHECK: arith.select
func.func @mixed(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>, %s: f32, %c: i1, %ci: tensor<4x?xi1>) -> (tensor<4x?xf32>, tensor<4x?xi1>, tensor<4x?xf32>, tensor<4x?xf32>, tensor<4x?xi32>) {
  %0 = arith.addf %a, %b fastmath<fast> : tensor<4x?xf32>
  %1 = arith.cmpf olt, %0, %b : tensor<4x?xf32>
  %2 = arith.select %c, %a, %0 : tensor<4x?xf32>
  %3 = arith.select %ci, %a, %0 : tensor<4x?xi1>, tensor<4x?xf32>
  %4 = arith.fptosi %3 : tensor<4x?xf32> to tensor<4x?xi32>
  return %0, %1, %2, %3, %4 : tensor<4x?xf32>, tensor<4x?xi1>, tensor<4x?xf32>, tensor<4x?xf32>, tensor<4x?xi32>
}

// Several results, three operands, rank 0, two dynamic sizes.
// CHECK-LABEL: func.func @more(
// CHECK: math.fma
// CHECK: outs(%{{.*}}, %{{.*}} : tensor<3xi32>, tensor<3xi32>) {
// CHECK: arith.mulsi_extended
// CHECK: linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []}
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: tensor.dim %{{.*}}, %[[C0]] : tensor<?x?xi64>
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: tensor.dim %{{.*}}, %[[C1]] : tensor<?x?xi64>
// CHECK-NEXT: tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf64>
func.func @more(%a: tensor<3xf32>, %b: tensor<3xi32>, %z: tensor<f32>, %i: tensor<?x?xi64>, %n: tensor<?x?xindex>) -> (tensor<3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<f32>, tensor<?x?xf64>, tensor<3xf32>, tensor<?x?xi32>, tensor<?x?xi64>, tensor<3xi32>) {
  %0 = math.fma %a, %a, %a : tensor<3xf32>
  %1:2 = arith.mulsi_extended %b, %b : tensor<3xi32>
  %2 = math.exp %z : tensor<f32>
  %3 = arith.sitofp %i : tensor<?x?xi64> to tensor<?x?xf64>
  %4 = math.fpowi %a, %b : tensor<3xf32>, tensor<3xi32>
  %5 = arith.index_cast %n : tensor<?x?xindex> to tensor<?x?xi32>
  %6 = arith.addi %i, %i overflow<nsw> : tensor<?x?xi64>
  %7 = math.ctpop %b : tensor<3xi32>
  return %0, %1#0, %1#1, %2, %3, %4, %5, %6, %7 : tensor<3xf32>, tensor<3xi32>, tensor<3xi32>, tensor<f32>, tensor<?x?xf64>, tensor<3xf32>, tensor<?x?xi32>, tensor<?x?xi64>, tensor<3xi32>
}

// Left alone: scalars, vectors, unranked tensors, constants.
// CHECK-LABEL: func.func @alone(
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @alone(%s: f32, %v: vector<4xf32>, %u: tensor<*xf32>) -> (f32, vector<4xf32>, tensor<*xf32>, tensor<2xf32>) {
  %0 = arith.addf %s, %s : f32
  %1 = arith.mulf %v, %v : vector<4xf32>
  %2 = arith.negf %u : tensor<*xf32>
  %3 = arith.constant dense<1.0> : tensor<2xf32>
  return %0, %1, %2, %3 : f32, vector<4xf32>, tensor<*xf32>, tensor<2xf32>
}
