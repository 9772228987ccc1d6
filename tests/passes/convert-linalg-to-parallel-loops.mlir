// convert-linalg-to-parallel-loops: runs of parallel loops become one scf.parallel,
// reductions stay scf.for; the output is byte-identical to mlir-opt-22's.
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-parallel-loops))' > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-parallel-loops))' > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc

// CHECK-LABEL: func.func @mm(
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%c4, %c16) step (%c1, %c1) {
// CHECK-NEXT: scf.for
func.func @mm(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>) {
  linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
  return
}

// CHECK-LABEL: func.func @add(
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%c0, %c0) to (%dim, %dim_0) step (%c1, %c1) {
func.func @add(%a: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a : memref<?x?xf32>) outs(%c : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

// A reduction between parallel loops splits the runs.
// CHECK-LABEL: func.func @mixed(
// CHECK: scf.parallel (%{{[a-z0-9]+}}) =
// CHECK: scf.for
// CHECK: scf.parallel (%{{[a-z0-9]+}}) =
func.func @mixed(%a: memref<2x3x4xf32>, %c: memref<2x4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%a : memref<2x3x4xf32>) outs(%c : memref<2x4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
