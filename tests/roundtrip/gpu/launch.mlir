// gpu.launch: the region's id and size arguments, async tokens and dependencies,
// dynamic shared memory, workgroup and private attributions, kernel names, and
// attributes.

func.func @launch(%n: index, %m: memref<?xf32>, %smem: i32) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    %i = arith.muli %bx, %sx : index
    %j = arith.addi %i, %tx : index
    %v = vector.load %m[%j] : memref<?xf32>, vector<f32>
    %w = arith.addf %v, %v : vector<f32>
    vector.store %w, %m[%j] : memref<?xf32>, vector<f32>
    gpu.terminator
  }
  return
}

func.func @launch_async(%n: index, %smem: i32) {
  %c1 = arith.constant 1 : index
  %t0 = gpu.wait async
  %t1 = gpu.launch async blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
                         threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  %t2 = gpu.launch async [%t0, %t1] blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
                                   threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
                                   dynamic_shared_memory_size %smem {
    gpu.terminator
  }
  gpu.wait [%t2]
  return
}

func.func @launch_attributions(%n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>)
             private(%p : memref<1xf32, #gpu.address_space<private>>, %q : memref<2xi32, 5>) {
    %c0 = arith.constant 0 : index
    %v = vector.load %w[%tx] : memref<32xf32, #gpu.address_space<workgroup>>, vector<1xf32>
    vector.store %v, %p[%c0] : memref<1xf32, #gpu.address_space<private>>, vector<1xf32>
    gpu.terminator
  } {tag = "launch"}
  return
}

func.func @launch_names(%n: index, %smem: i32) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %smem module(@kernels) function(@body) {
    gpu.terminator
  }
  return
}

func.func @launch_cfg(%n: index, %c: i1) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    gpu.barrier
    cf.br ^bb2
  ^bb2:
    gpu.terminator
  }
  return
}
