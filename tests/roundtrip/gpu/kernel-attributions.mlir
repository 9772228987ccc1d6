// A kernel with workgroup/private attributions and attributes, id ops, shuffle,
// and the host side: launch (sync, async with dynamic shared memory), launch_func.

module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @f(%a: memref<?xf32>, %n: index) workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>) private(%p: memref<4xf32, #gpu.address_space<private>>) kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
      %tx = gpu.thread_id x
      %bx = gpu.block_id y
      %bd = gpu.block_dim z
      %gd = gpu.grid_dim x
      %l = gpu.lane_id
      %sg = gpu.subgroup_id : index
      %v = memref.load %a[%tx] : memref<?xf32>
      %off = arith.constant 1 : i32
      %wid = arith.constant 32 : i32
      %s, %ok = gpu.shuffle xor %v, %off, %wid : f32
      gpu.barrier
      gpu.return
    }
  }
  func.func @host(%a: memref<?xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      %v = memref.load %a[%tx] : memref<?xf32>
      gpu.terminator
    }
    %t = gpu.wait async
    %shm = arith.constant 128 : i32
    %t2 = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %shm {
      gpu.terminator
    }
    gpu.launch_func @k::@f blocks in (%n, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>, %n : index)
    gpu.wait [%t2]
    return
  }
}
