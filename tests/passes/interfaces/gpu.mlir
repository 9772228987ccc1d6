// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// RUN: mlir-opt %s --canonicalize | FileCheck %s
// Traits and memory effects of the gpu and builtin ops seen through canonicalize's dead-op
// removal, as upstream: the index ops and gpu.shuffle are Pure, gpu.alloc only allocates its
// result, gpu.launch has its body's effects (RecursiveMemoryEffects); gpu.barrier declares no
// effects, gpu.printf writes, gpu.dealloc frees, gpu.memcpy/memset write. Symbols
// (gpu.module, gpu.func, a nested builtin.module) stay; unrealized_conversion_cast is Pure.

// CHECK-LABEL: func.func @host(
// CHECK-NEXT: gpu.dealloc
// CHECK-NEXT: gpu.memcpy
// CHECK-NEXT: gpu.memset
// CHECK-NEXT: gpu.launch
// CHECK: gpu.printf
// CHECK: gpu.terminator
// CHECK-NOT: gpu.launch
// CHECK-NOT: gpu.alloc
// CHECK: return
func.func @host(%n: index, %a: memref<?xf32>, %b: memref<?xf32>, %f: f32, %i: i32) {
  %m = gpu.alloc (%n) : memref<?xf32>
  gpu.dealloc %a : memref<?xf32>
  gpu.memcpy %a, %b : memref<?xf32>, memref<?xf32>
  gpu.memset %a, %f : memref<?xf32>, f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.printf "%d\n", %i : i32
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %x = gpu.thread_id x
    gpu.terminator
  }
  %c = builtin.unrealized_conversion_cast %i : i32 to f32
  return
}

// CHECK-LABEL: gpu.module @kernels
// CHECK-NEXT: gpu.func @k(
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.printf
// CHECK-NEXT: gpu.return
gpu.module @kernels {
  gpu.func @k(%v: f32, %i: i32) kernel {
    %0 = gpu.thread_id x
    %1 = gpu.block_id y
    %2 = gpu.block_dim z
    %3 = gpu.grid_dim x
    %4 = gpu.global_id x
    %5 = gpu.cluster_id x
    %6 = gpu.cluster_dim x
    %7 = gpu.cluster_block_id x
    %8 = gpu.lane_id
    %9 = gpu.subgroup_id : index
    %10 = gpu.num_subgroups : index
    %11 = gpu.subgroup_size : index
    %12, %13 = gpu.shuffle xor %v, %i, %i : f32
    gpu.barrier
    gpu.printf "%f\n", %v : f32
    gpu.return
  }
}

// CHECK: module @nested
module @nested {
}
