// A GPU kernel (saxpy) and the host function that launches it. `make saxpy.ptx` writes the
// kernel's PTX; `make main` embeds it in a host library launched from C.
module attributes {gpu.container_module} {
  gpu.module @device {
    gpu.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %n = memref.dim %x, %c0 : memref<?xf32>
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %xi = memref.load %x[%i] : memref<?xf32>
        %yi = memref.load %y[%i] : memref<?xf32>
        %r = math.fma %a, %xi, %yi : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  // y = a * x + y on the GPU: copies in, one launch of 256-thread blocks, copy back.
  func.func @saxpy_gpu(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c255 = arith.constant 255 : index
    %c256 = arith.constant 256 : index
    %n = memref.dim %x, %c0 : memref<?xf32>
    %n255 = arith.addi %n, %c255 : index
    %blocks = arith.divui %n255, %c256 : index
    %t0 = gpu.wait async
    %dx, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %dy, %t2 = gpu.alloc async [%t1] (%n) : memref<?xf32>
    %t3 = gpu.memcpy async [%t2] %dx, %x : memref<?xf32>, memref<?xf32>
    %t4 = gpu.memcpy async [%t3] %dy, %y : memref<?xf32>, memref<?xf32>
    %t5 = gpu.launch_func async [%t4] @device::@saxpy blocks in (%blocks, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%a : f32, %dx : memref<?xf32>, %dy : memref<?xf32>)
    %t6 = gpu.memcpy async [%t5] %y, %dy : memref<?xf32>, memref<?xf32>
    %t7 = gpu.dealloc async [%t6] %dx : memref<?xf32>
    %t8 = gpu.dealloc async [%t7] %dy : memref<?xf32>
    gpu.wait [%t8]
    return
  }
}
