// gpu-kernel-outlining: what the launch_func keeps of the launch: async dependencies and
// token, dynamic shared memory size, cluster sizes (with the cluster ids and sizes read in
// the kernel). mlirc's output is upstream's, byte for byte.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining)' --split-input-file > %t.mlirc
// RUN: mlir-opt %s --gpu-kernel-outlining --split-input-file > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc

// An async launch: its dependencies and its token carry over to the launch_func.
// CHECK-LABEL: func.func @async(
// CHECK-SAME: %[[N:[a-z0-9]+]]: index, %[[T:[a-z0-9]+]]: !gpu.async.token, %[[S:[a-z0-9]+]]: i32
// CHECK: %[[U:.*]] = gpu.wait async
// CHECK-NEXT: %[[TOK:.*]] = gpu.launch_func async [%[[T]], %[[U]]] @async_kernel::@async_kernel blocks in (%[[N]], %[[N]], %[[N]]) threads in (%[[N]], %[[N]], %[[N]])  dynamic_shared_memory_size %[[S]] args(%[[N]] : index)
// CHECK-NEXT: gpu.wait [%[[TOK]]]
// CHECK: gpu.func @async_kernel(%{{.*}}: index) kernel {
func.func @async(%n: index, %t: !gpu.async.token, %s: i32) {
  %u = gpu.wait async
  %tok = gpu.launch async [%t, %u] blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) dynamic_shared_memory_size %s {
    %x = arith.addi %tx, %n : index
    gpu.terminator
  }
  gpu.wait [%tok]
  return
}

// -----

// Async with no dependency. (Not tested: a synchronous launch with dependencies,
// `gpu.launch [%t]`, which mlirc's parser rejects unless it is the first gpu.launch it reads,
// a parser bug outside this pass; upstream outlines it to `gpu.launch_func [%t] ...`.)
// CHECK-LABEL: func.func @async_forms(
// CHECK: %[[TOK:.*]] = gpu.launch_func async @async_forms_kernel::@async_forms_kernel blocks
// CHECK-NEXT: gpu.wait [%[[TOK]]]
func.func @async_forms(%n: index) {
  %tok = gpu.launch async blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.terminator
  }
  gpu.wait [%tok]
  return
}

// -----

// Clusters: the launch_func gets the cluster sizes; the kernel reads the cluster ids and sizes
// after the twelve others.
// CHECK-LABEL: func.func @clusters(
// CHECK: gpu.launch_func  @clusters_kernel::@clusters_kernel clusters in (%[[C2:.*]], %[[C1:.*]], %[[C1]]) blocks in (%{{.*}}, %[[C1]], %[[C1]]) threads in (%{{.*}}, %[[C1]], %[[C1]])  args(%{{.*}} : memref<?xindex>)
// CHECK: gpu.func @clusters_kernel(%[[M:.*]]: memref<?xindex>) kernel {
// CHECK: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: %cluster_id_x = gpu.cluster_id  x
// CHECK-NEXT: %cluster_id_y = gpu.cluster_id  y
// CHECK-NEXT: %cluster_id_z = gpu.cluster_id  z
// CHECK-NEXT: %cluster_dim_x = gpu.cluster_dim  x
// CHECK-NEXT: %cluster_dim_y = gpu.cluster_dim  y
// CHECK-NEXT: %cluster_dim_z = gpu.cluster_dim  z
// CHECK-NEXT: %[[A:.*]] = arith.addi %cluster_id_x, %cluster_dim_y : index
// CHECK-NEXT: memref.store %[[A]], %[[M]][%thread_id_x]
func.func @clusters(%n: index, %m: memref<?xindex>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  gpu.launch clusters(%cx, %cy, %cz) in (%csx = %c2, %csy = %c1, %csz = %c1)
             blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    %a = arith.addi %cx, %csy : index
    memref.store %a, %m[%tx] : memref<?xindex>
    gpu.terminator
  }
  return
}

// -----

// Clusters, dynamic shared memory and async together.
// CHECK-LABEL: func.func @everything(
// CHECK: %{{.*}} = gpu.launch_func async [%{{.*}}] @everything_kernel::@everything_kernel clusters in ({{.*}}) blocks in ({{.*}}) threads in ({{.*}})  dynamic_shared_memory_size %{{.*}} args(%{{.*}} : f32)
func.func @everything(%n: index, %t: !gpu.async.token, %s: i32, %f: f32) -> !gpu.async.token {
  %tok = gpu.launch async [%t] clusters(%cx, %cy, %cz) in (%csx = %n, %csy = %n, %csz = %n)
             blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) dynamic_shared_memory_size %s {
    %g = arith.addf %f, %f : f32
    gpu.terminator
  }
  return %tok : !gpu.async.token
}
