// gpu-kernel-outlining: workgroup and private attributions of the launch become the kernel's.
// mlirc's output is upstream's, byte for byte.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining)' --split-input-file > %t.mlirc
// RUN: mlir-opt %s --gpu-kernel-outlining --split-input-file > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc

// CHECK-LABEL: func.func @both(
// CHECK: gpu.launch_func  @both_kernel::@both_kernel blocks in ({{.*}}) threads in ({{.*}})  args(%{{.*}} : index, %{{.*}} : memref<?xf32>)
// CHECK: gpu.func @both_kernel(%[[C0:[a-z0-9]+]]: index, %[[OUT:[a-z0-9]+]]: memref<?xf32>) workgroup(%[[W:.*]] : memref<32xf32, #gpu.address_space<workgroup>>, %[[W2:.*]] : memref<4xi32, #gpu.address_space<workgroup>>) private(%[[P:.*]] : memref<1xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
// CHECK: %[[V:.*]] = memref.load %[[W]][%thread_id_x]
// CHECK-NEXT: memref.store %[[V]], %[[P]][%[[C0]]]
// CHECK-NEXT: %[[V2:.*]] = memref.load %[[P]][%[[C0]]]
// CHECK-NEXT: memref.store %[[V2]], %[[OUT]][%thread_id_x]
// CHECK-NEXT: %[[I:.*]] = memref.load %[[W2]]
func.func @both(%out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1)
             workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>, %w2 : memref<4xi32, #gpu.address_space<workgroup>>)
             private(%p : memref<1xf32, #gpu.address_space<private>>) {
    %v = memref.load %w[%tx] : memref<32xf32, #gpu.address_space<workgroup>>
    memref.store %v, %p[%c0] : memref<1xf32, #gpu.address_space<private>>
    %v2 = memref.load %p[%c0] : memref<1xf32, #gpu.address_space<private>>
    memref.store %v2, %out[%tx] : memref<?xf32>
    %i = memref.load %w2[%c0] : memref<4xi32, #gpu.address_space<workgroup>>
    gpu.terminator
  }
  return
}

// -----

// Private attributions only.
// CHECK-LABEL: func.func @private_only(
// CHECK: gpu.func @private_only_kernel() private(%[[P:.*]] : memref<2xi64, #gpu.address_space<private>>) kernel
// CHECK: memref.load %[[P]]
func.func @private_only(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             private(%p : memref<2xi64, #gpu.address_space<private>>) {
    %v = memref.load %p[%tx] : memref<2xi64, #gpu.address_space<private>>
    gpu.terminator
  }
  return
}

// -----

// Workgroup attributions only, with no memory space.
// CHECK-LABEL: func.func @workgroup_only(
// CHECK: gpu.func @workgroup_only_kernel() workgroup(%[[W:.*]] : memref<8xf16>) kernel
// CHECK: memref.load %[[W]]
func.func @workgroup_only(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n)
             workgroup(%w : memref<8xf16>) {
    %v = memref.load %w[%tx] : memref<8xf16>
    gpu.terminator
  }
  return
}
