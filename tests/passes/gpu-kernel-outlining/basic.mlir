// gpu-kernel-outlining: a launch becomes a kernel in a gpu.module of its own and a
// gpu.launch_func of it. mlirc's output is upstream's, byte for byte; the CHECK lines say what
// that output is.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining)' --split-input-file > %t.mlirc
// RUN: mlir-opt %s --gpu-kernel-outlining --split-input-file > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc
// mlirc reads its output back as it printed it.
// RUN: mlirc %t.mlirc --split-input-file --emit=mlir | diff %t.mlirc -

// Values defined above the body become the kernel's arguments, in the order a post-order walk
// of the body first meets them; constants too (MLIR 22's pass sinks nothing). The twelve ids
// and sizes are read at the kernel's entry; gpu.terminator becomes gpu.return.
// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK: func.func @simple(%[[A:.*]]: memref<?xf32>, %[[N:.*]]: index) {
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[DIM:.*]] = memref.dim %[[A]], %[[C1]]
// CHECK: %[[F:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: gpu.launch_func  @simple_kernel::@simple_kernel blocks in (%[[C4]], %[[C1]], %[[C1]]) threads in (%[[N]], %[[C1]], %[[C1]])  args(%[[DIM]] : index, %[[F]] : f32, %[[A]] : memref<?xf32>)
// CHECK-NEXT: return
// CHECK: gpu.module @simple_kernel {
// CHECK-NEXT: gpu.func @simple_kernel(%[[KD:.*]]: index, %[[KF:.*]]: f32, %[[KA:.*]]: memref<?xf32>) kernel attributes {known_grid_size = array<i32: 4, 1, 1>} {
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_id_z = gpu.block_id  z
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %block_dim_y = gpu.block_dim  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: %[[X:.*]] = arith.addi %thread_id_x, %[[KD]] : index
// CHECK-NEXT: %[[Y:.*]] = arith.addi %[[X]], %block_dim_z : index
// CHECK-NEXT: memref.store %[[KF]], %[[KA]][%[[Y]]] : memref<?xf32>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @simple(%arg0: memref<?xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %d = memref.dim %arg0, %c1 : memref<?xf32>
  %f = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %x = arith.addi %tx, %d : index
    %y = arith.addi %x, %sz : index
    memref.store %f, %arg0[%y] : memref<?xf32>
    gpu.terminator
  }
  return
}

// -----

// Several launches: each gets a module named after the enclosing function, made unique with
// one counter per symbol table (a name taken by a function counts too: @two_kernel is a
// function, so the modules are @two_kernel_0, @two_kernel_1; @other_kernel is free). The
// modules of a function come right after it, in order; the launch of another function puts
// its own after that function.
// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT: func.func @two_kernel()
// CHECK: func.func @two(%[[N:.*]]: index, %[[M:.*]]: memref<?xi32>) {
// CHECK-NEXT: gpu.launch_func  @two_kernel_0::@two_kernel blocks in (%[[N]], %[[N]], %[[N]]) threads in (%[[N]], %[[N]], %[[N]])  args(%[[N]] : index, %[[M]] : memref<?xi32>)
// CHECK-NEXT: gpu.launch_func  @two_kernel_1::@two_kernel blocks in (%[[N]], %[[N]], %[[N]]) threads in (%[[N]], %[[N]], %[[N]])
// CHECK-NEXT: return
// CHECK: gpu.module @two_kernel_0 {
// CHECK-NEXT: gpu.func @two_kernel(%{{.*}}: index, %{{.*}}: memref<?xi32>) kernel {
// CHECK: gpu.module @two_kernel_1 {
// CHECK-NEXT: gpu.func @two_kernel() kernel {
// CHECK: func.func @between()
// CHECK: func.func @other(
// CHECK: gpu.module @other_kernel {
// CHECK-NEXT: gpu.func @other_kernel() kernel {
// CHECK: func.func @last()
func.func @two_kernel() {
  return
}
func.func @two(%n: index, %m: memref<?xi32>) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %i = arith.index_cast %n : index to i32
    memref.store %i, %m[%tx] : memref<?xi32>
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}
func.func @between() {
  return
}
func.func @other(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  return
}
func.func @last() {
  return
}

// -----

// A launch nested in host control flow: the launch_func stays where the launch was; the loop's
// induction variable and the condition's operands are captured like any value.
// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: gpu.launch_func  @nested_kernel::@nested_kernel blocks in (%[[I]], %{{.*}}, %{{.*}}) threads in ({{.*}})  args(%[[I]] : index, %{{.*}} : memref<?xindex>)
// CHECK: gpu.module @nested_kernel {
// CHECK-NEXT: gpu.func @nested_kernel(%{{.*}}: index, %{{.*}}: memref<?xindex>) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
func.func @nested(%n: index, %m: memref<?xindex>, %p: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %p {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %i, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
        memref.store %i, %m[%bx] : memref<?xindex>
        gpu.terminator
      }
    }
  }
  return
}

// -----

// No launch: nothing changes, not even the module's attributes.
// CHECK-LABEL: module {
// CHECK-NEXT: func.func @none()
func.func @none() {
  return
}

