// Lanes, subgroups (warps) and subgroup reductions. (Upstream's convert-gpu-to-nvvm lowers neither
// gpu.subgroup_id nor, without its has-redux option, gpu.subgroup_reduce.)
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t80.ptx
// RUN: ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
// RUN: FileCheck %s < %t80.ptx

module attributes {gpu.container_module} {
  gpu.module @subgroups {
    // Subgroup (warp) reductions: a butterfly of shfl.sync.bfly over the warp or a cluster.
    // CHECK-LABEL: .visible .entry subgroup_reductions(
    // CHECK-COUNT-5: shfl.sync.bfly.b32
    // CHECK: max.s32
    gpu.func @subgroup_reductions(%a: memref<?xf32>, %b: memref<?xi32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xi32>
      %s = gpu.subgroup_reduce add %x : (f32) -> f32
      %m = gpu.subgroup_reduce maxsi %y uniform : (i32) -> i32
      %c = gpu.subgroup_reduce mul %x cluster(size = 4, stride = 2) : (f32) -> f32
      %n = gpu.subgroup_reduce minimumf %c cluster(size = 8) : (f32) -> f32
      %t = arith.addf %s, %n : f32
      memref.store %t, %a[%i] : memref<?xf32>
      memref.store %m, %b[%i] : memref<?xi32>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry lanes(
    // CHECK: %laneid
    // The warp size is 32 on every NVIDIA GPU: LLVM folds it (warps are `tid >> 5`).
    // CHECK: shr.u32 {{.*}}, 5;
    gpu.func @lanes(%out: memref<?xi32>) kernel {
      %l = gpu.lane_id
      %w = gpu.subgroup_id : index
      %n = gpu.num_subgroups : index
      %s = gpu.subgroup_size : index
      %i = gpu.global_id x
      %a = arith.addi %l, %w : index
      %b = arith.addi %n, %s : index
      %c = arith.muli %a, %b : index
      %ci = arith.index_cast %c : index to i32
      memref.store %ci, %out[%i] : memref<?xi32>
      gpu.return
    }
  }
}
