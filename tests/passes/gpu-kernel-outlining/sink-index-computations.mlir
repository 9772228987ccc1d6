// gpu-launch-sink-index-computations (upstream's companion of gpu-kernel-outlining): the ops
// defining captured values that are likely index computations (constants, memref.dim,
// arith.select, arith.cmpi) are copied to the start of the launch body when everything they
// need is available there (captured already, or sunk too), so the outlined kernel computes them
// instead of taking them as arguments. mlirc's output is upstream's, byte for byte, for the
// pass alone and followed by the outlining.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-launch-sink-index-computations)' --split-input-file > %t.mlirc
// RUN: mlir-opt %s --gpu-launch-sink-index-computations --split-input-file > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-launch-sink-index-computations,gpu-kernel-outlining)' --split-input-file > %t.both.mlirc
// RUN: mlir-opt %s --gpu-launch-sink-index-computations --gpu-kernel-outlining --split-input-file > %t.both.upstream
// RUN: diff %t.both.mlirc %t.both.upstream
// RUN: FileCheck %s --check-prefix=OUTLINED < %t.both.mlirc

// Sunk: the constants, the memref.dim of a captured memref (its index a constant); not sunk:
// a select whose condition the body does not use, a cmpi on a value the body does not use, an
// addi (not an index computation); a select of a sinkable op's results and such an addi stays
// captured. The copies come first in the body, in the order they were chosen.
// CHECK-LABEL: func.func @sink(
// CHECK-SAME: %[[M:[a-z0-9]+]]: memref<?x?xf32>
// CHECK: %[[SEL:.*]] = arith.select %{{.*}}, %{{.*}}, %{{.*}} : index
// CHECK: %[[ADD:.*]] = arith.addi
// CHECK: %[[SEL2:.*]] = arith.select
// CHECK: gpu.launch
// CHECK-NEXT: %[[F:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D:.*]] = memref.dim %[[M]], %[[C1]]
// CHECK-NEXT: memref.store %[[F]], %[[M]][%[[SEL]], %[[C0]]]
// CHECK-NEXT: %{{.*}} = arith.addi %[[SEL2]], %[[ADD]] : index
// CHECK-NEXT: %{{.*}} = arith.addi %[[D]], %[[C0]] : index
// OUTLINED-LABEL: func.func @sink(
// OUTLINED: gpu.launch_func  @sink_kernel::@sink_kernel {{.*}} args(%{{.*}} : memref<?x?xf32>, %{{.*}} : index, %{{.*}} : index, %{{.*}} : index)
// OUTLINED: gpu.func @sink_kernel(%{{.*}}: memref<?x?xf32>, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
// OUTLINED: %block_dim_z = gpu.block_dim  z
// OUTLINED-NEXT: arith.constant 1.000000e+00 : f32
func.func @sink(%m: memref<?x?xf32>, %n: index, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant 1.0 : f32
  %d = memref.dim %m, %c1 : memref<?x?xf32>
  %s = arith.select %p, %d, %c2 : index
  %cmp = arith.cmpi slt, %c0, %n : index
  %add = arith.addi %c1, %c2 : index
  %sel2 = arith.select %cmp, %add, %n : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    memref.store %f, %m[%s, %c0] : memref<?x?xf32>
    %x = arith.addi %sel2, %add : index
    %y = arith.addi %d, %c0 : index
    gpu.terminator
  }
  return
}

// -----

// Chains: a select of a cmpi of captured values and constants is sunk whole (%a and %b are
// used in the body: captured; a value used only as a launch size is not).
// CHECK-LABEL: func.func @chain(
// CHECK-SAME: %[[A:[a-z0-9]+]]: index, %[[B:[a-z0-9]+]]: index
// CHECK: gpu.launch
// CHECK-NEXT: %[[C:.*]] = arith.constant 7 : index
// CHECK-NEXT: %[[CMP:.*]] = arith.cmpi slt, %[[A]], %[[C]] : index
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[CMP]], %[[A]], %[[B]] : index
// CHECK-NEXT: memref.store %[[SEL]], %{{.*}}[%[[B]]]
// CHECK-NEXT: memref.store %[[A]], %{{.*}}[%[[B]]]
// OUTLINED-LABEL: func.func @chain(
// OUTLINED: gpu.launch_func  @chain_kernel::@chain_kernel {{.*}} args(%{{.*}} : index, %{{.*}} : index, %{{.*}} : memref<?xindex>)
// OUTLINED: gpu.func @chain_kernel(
// OUTLINED: %block_dim_z = gpu.block_dim  z
// OUTLINED-NEXT: arith.constant 7 : index
// OUTLINED-NEXT: arith.cmpi
// OUTLINED-NEXT: arith.select
func.func @chain(%a: index, %b: index, %m: memref<?xindex>) {
  %c7 = arith.constant 7 : index
  %cmp = arith.cmpi slt, %a, %c7 : index
  %sel = arith.select %cmp, %a, %b : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, %gy = %a, %gz = %a)
             threads(%tx, %ty, %tz) in (%sx = %a, %sy = %a, %sz = %a) {
    memref.store %sel, %m[%b] : memref<?xindex>
    memref.store %a, %m[%b] : memref<?xindex>
    gpu.terminator
  }
  return
}
