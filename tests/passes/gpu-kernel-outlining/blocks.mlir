// gpu-kernel-outlining: bodies with several blocks and nested regions. The blocks stay as they
// are, after the kernel's entry (where the body's entry block joins the id ops); every
// gpu.terminator becomes a gpu.return. Captured values are numbered in the order a post-order
// walk meets them: the ops of a nested region before the op that holds them.
// mlirc's output is upstream's, byte for byte.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining)' --split-input-file > %t.mlirc
// RUN: mlir-opt %s --gpu-kernel-outlining --split-input-file > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc

// CHECK-LABEL: func.func @branches(
// CHECK-SAME: %[[N:[a-z0-9]+]]: index, %[[P:[a-z0-9]+]]: i1, %[[M:[a-z0-9]+]]: memref<?xindex>
// CHECK: gpu.launch_func  @branches_kernel::@branches_kernel {{.*}} args(%[[P]] : i1, %[[M]] : memref<?xindex>, %[[N]] : index)
// CHECK: gpu.func @branches_kernel(%[[KP:.*]]: i1, %[[KM:.*]]: memref<?xindex>, %[[KN:.*]]: index) kernel {
// CHECK: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: cf.cond_br %[[KP]], ^bb1, ^bb2(%thread_id_x : index)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: memref.store %block_id_x, %[[KM]][%thread_id_x]
// CHECK-NEXT: gpu.return
// CHECK-NEXT: ^bb2(%[[A:.*]]: index):  // pred: ^bb0
// CHECK-NEXT: memref.store %[[KN]], %[[KM]][%[[A]]]
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
func.func @branches(%n: index, %p: i1, %m: memref<?xindex>) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    cf.cond_br %p, ^bb1, ^bb2(%tx : index)
  ^bb1:
    memref.store %bx, %m[%tx] : memref<?xindex>
    gpu.terminator
  ^bb2(%a : index):
    memref.store %n, %m[%a] : memref<?xindex>
    cf.br ^bb3
  ^bb3:
    gpu.terminator
  }
  return
}

// -----

// A loop in the CFG of the body: a block branching back to itself.
// CHECK-LABEL: func.func @loop(
// CHECK: gpu.func @loop_kernel(
// CHECK: cf.br ^bb1(%{{.*}} : index)
// CHECK-NEXT: ^bb1(%[[I:.*]]: index):  // 2 preds: ^bb0, ^bb1
// CHECK: cf.cond_br %{{.*}}, ^bb1(%{{.*}} : index), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: gpu.return
func.func @loop(%n: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    cf.br ^bb1(%c0 : index)
  ^bb1(%i : index):
    memref.store %i, %m[%i] : memref<?xindex>
    %j = arith.addi %i, %c1 : index
    %c = arith.cmpi slt, %j, %n : index
    cf.cond_br %c, ^bb1(%j : index), ^bb2
  ^bb2:
    gpu.terminator
  }
  return
}

// -----

// Nested regions: the uses inside scf.if and scf.for come before the operands of the ops
// holding them; scf ops are copied as they are.
// CHECK-LABEL: func.func @regions(
// CHECK-SAME: %[[N:[a-z0-9]+]]: index, %[[S:[a-z0-9]+]]: index, %[[P:[a-z0-9]+]]: i1, %[[F:[a-z0-9]+]]: f32, %[[M:[a-z0-9]+]]: memref<?xf32>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: gpu.launch_func  @regions_kernel::@regions_kernel {{.*}} args(%[[F]] : f32, %[[M]] : memref<?xf32>, %[[S]] : index, %[[P]] : i1, %[[C0]] : index, %[[N]] : index)
// CHECK: gpu.func @regions_kernel(%[[KF:.*]]: f32, %[[KM:.*]]: memref<?xf32>, %[[KS:.*]]: index, %[[KP:.*]]: i1, %[[K0:.*]]: index, %[[KN:.*]]: index) kernel {
// CHECK: scf.if %[[KP]] {
// CHECK-NEXT: memref.store %[[KF]], %[[KM]][%[[KS]]]
// CHECK: scf.for %[[I:.*]] = %[[K0]] to %[[KN]] step %[[KS]] {
// CHECK-NEXT: %{{.*}} = arith.addi %[[I]], %[[KS]] : index
func.func @regions(%n: index, %s: index, %p: i1, %f: f32, %m: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    scf.if %p {
      memref.store %f, %m[%s] : memref<?xf32>
    }
    scf.for %i = %c0 to %n step %s {
      %x = arith.addi %i, %s : index
    }
    gpu.terminator
  }
  return
}

// -----

// An scf.execute_region in the body keeps its own terminators.
// CHECK-LABEL: func.func @execute_region(
// CHECK: gpu.func @execute_region_kernel(
// CHECK: scf.execute_region {
// CHECK: scf.yield
// CHECK: gpu.return
func.func @execute_region(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    scf.execute_region {
      %x = arith.addi %tx, %n : index
      scf.yield
    }
    gpu.terminator
  }
  return
}
