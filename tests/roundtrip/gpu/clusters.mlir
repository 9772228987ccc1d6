// Thread-block clusters: gpu.launch and gpu.launch_func with cluster sizes, and the
// cluster id ops.

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%m: memref<?xf32>) kernel attributes {known_cluster_size = array<i32: 2, 2, 1>} {
      %cx = gpu.cluster_id x
      %cd = gpu.cluster_dim y
      %cb = gpu.cluster_block_id z
      %cn = gpu.cluster_dim_blocks x
      gpu.return
    }
  }

  func.func @host(%m: memref<?xf32>, %n: index, %i: i32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    gpu.launch_func @kernels::@k clusters in (%c2, %c2, %c1) blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>)
    gpu.launch_func @kernels::@k clusters in (%i, %i, %i) blocks in (%i, %i, %i) threads in (%i, %i, %i) : i32 args(%m : memref<?xf32>)
    gpu.launch clusters(%cx, %cy, %cz) in (%csx = %c2, %csy = %c1, %csz = %c1)
               blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %s = arith.addi %cx, %csx : index
      gpu.terminator
    }
    return
  }
}
