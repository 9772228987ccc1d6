// Index ops: thread, block and global ids, block and grid sizes in every dimension,
// upper bounds, lane and subgroup ids and sizes.
// RUN: mlirc %s --emit=mlir | FileCheck %s --strict-whitespace
// CHECK: = gpu.thread_id  x{{$}}
// CHECK: = gpu.thread_id  z upper_bound 64{{$}}
// CHECK: = gpu.global_id  z {tag}{{$}}
// CHECK: = gpu.lane_id{{$}}
// CHECK: = gpu.lane_id upper_bound 32{{$}}
// CHECK: = gpu.subgroup_id upper_bound 8 : index{{$}}

gpu.module @ids {
  gpu.func @ids() kernel {
    %0 = gpu.thread_id x
    %1 = gpu.thread_id y
    %2 = gpu.thread_id z upper_bound 64
    %3 = gpu.block_id x
    %4 = gpu.block_id y upper_bound 1024
    %5 = gpu.block_id z
    %6 = gpu.block_dim x
    %7 = gpu.block_dim y
    %8 = gpu.block_dim z upper_bound 4
    %9 = gpu.grid_dim x
    %10 = gpu.grid_dim y upper_bound 65535
    %11 = gpu.grid_dim z
    %12 = gpu.global_id x
    %13 = gpu.global_id y upper_bound 100000
    %14 = gpu.global_id z {tag}
    %15 = gpu.lane_id
    %16 = gpu.lane_id upper_bound 32
    %17 = gpu.subgroup_id : index
    %18 = gpu.subgroup_id upper_bound 8 : index
    %19 = gpu.num_subgroups : index
    %20 = gpu.num_subgroups upper_bound 8 : index
    %21 = gpu.subgroup_size : index
    %22 = gpu.subgroup_size upper_bound 64 : index
    gpu.return
  }
}
