// Lanes and subgroups (warps): lane id, subgroup id, count and size.
// (Upstream's convert-gpu-to-nvvm does not lower gpu.subgroup_id.)
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t80.ptx
// RUN: ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
// RUN: FileCheck %s < %t80.ptx

module attributes {gpu.container_module} {
  gpu.module @subgroups {
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
