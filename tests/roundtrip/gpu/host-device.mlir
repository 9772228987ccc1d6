// A whole outlined program: a kernel module whose kernel indexes with thread and block
// ids, and host code that allocates device memory, copies, launches asynchronously and
// waits.

module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    gpu.func @scale(%buf: memref<?xf32>, %n: index, %s: f32) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %bid = gpu.block_id x
      %bdim = gpu.block_dim x
      %tid = gpu.thread_id x upper_bound 128
      %base = arith.muli %bid, %bdim : index
      %i = arith.addi %base, %tid : index
      %in = arith.cmpi ult, %i, %n : index
      cf.cond_br %in, ^body, ^done
    ^body:
      %v = vector.load %buf[%i] : memref<?xf32>, vector<f32>
      %sv = vector.broadcast %s : f32 to vector<f32>
      %r = arith.mulf %v, %sv : vector<f32>
      vector.store %r, %buf[%i] : memref<?xf32>, vector<f32>
      cf.br ^done
    ^done:
      gpu.return
    }
  }

  func.func @scale_on_device(%host: memref<?xf32>, %n: index, %s: f32) {
    %c1 = arith.constant 1 : index
    %c128 = arith.constant 128 : index
    %c127 = arith.constant 127 : index
    %np = arith.addi %n, %c127 : index
    %blocks = arith.divui %np, %c128 : index
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %dev, %host : memref<?xf32>, memref<?xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@scale blocks in (%blocks, %c1, %c1) threads in (%c128, %c1, %c1) args(%dev : memref<?xf32>, %n : index, %s : f32)
    %t4 = gpu.memcpy async [%t3] %host, %dev : memref<?xf32>, memref<?xf32>
    %t5 = gpu.dealloc async [%t4] %dev : memref<?xf32>
    gpu.wait [%t5]
    return
  }
}
