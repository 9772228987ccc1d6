// Host code compiled by mlirc with --gpu-arch launches its kernel through the runtime, here
// over the mock CUDA driver: the module handed to the driver is the embedded PTX (ptxas
// accepts it), the kernel is found by name, launched with the grid, block, shared memory and
// the parameters the host passed (a memref is 5 fields), around two copies.
// RUN: cc -shared -fPIC -o %t.mock.so %S/../runtime/Inputs/mock_cuda.c -lpthread
// RUN: mlirc %s --gpu-arch=sm_80 -o %t.exe
// RUN: rm -rf %t.dir && mkdir -p %t.dir && rm -f %t.log
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.log MOCK_CUDA_DIR=%t.dir %t.exe
// RUN: FileCheck %s < %t.log
// RUN: ptxas -arch=sm_80 %t.dir/module0.ptx -o %t.cubin
// RUN: env MLIRC_CUDA_LIBRARY=/nonexistent/libcuda.so.1 not %t.exe 2>&1 | FileCheck %s --check-prefix=NOLIB
// NOLIB: mlirc runtime: cannot load the CUDA driver library '/nonexistent/libcuda.so.1'

// Several architectures: the runtime loads the PTX of the newest one the device runs.
// RUN: mlirc %s --gpu-arch=sm_80,sm_90 -o %t.multi.exe
// RUN: rm -rf %t.d80 && mkdir -p %t.d80 && env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_SM=86 MOCK_CUDA_DIR=%t.d80 %t.multi.exe
// RUN: grep -q '^.target sm_80' %t.d80/module0.ptx
// RUN: rm -rf %t.d90 && mkdir -p %t.d90 && env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_SM=90 MOCK_CUDA_DIR=%t.d90 %t.multi.exe
// RUN: grep -q '^.target sm_90' %t.d90/module0.ptx
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_SM=75 not %t.multi.exe 2>&1 | FileCheck %s --check-prefix=OLD
// OLD: mlirc runtime: mlircModuleLoadPtx: the device is sm_75, but the program has PTX only for sm_80, sm_90

// CHECK: cuModuleLoadDataEx
// CHECK: entry scale(.u64:8, .u64:8, .u64:8, .u64:8, .u64:8, .f32:4)
// CHECK: cuMemAlloc_v2 bytes=4000 -> [[BUF:buf[0-9]+]]
// CHECK: cuMemcpyAsync HtoD bytes=4000 dst=[[BUF]]+0
// CHECK: cuModuleGetFunction {{.*}}name=scale
// CHECK: cuLaunchKernel kernel=scale grid=4,1,1 block=256,1,1 smem=0 stream={{.*}} params=6 {{\[}}[[BUF]]+0, [[BUF]]+0, 0, 1000, 1, 2]
// CHECK: cuMemcpyAsync DtoH bytes=4000 src=[[BUF]]+0
// CHECK: cuMemFree_v2 [[BUF]]
// CHECK: cuModuleUnload

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<?xf32>, %s: f32) kernel {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %n = memref.dim %a, %c0 : memref<?xf32>
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %v = memref.load %a[%i] : memref<?xf32>
        %m = arith.mulf %v, %s : f32
        memref.store %m, %a[%i] : memref<?xf32>
      }
      gpu.return
    }
  }

  func.func @scale_on_gpu(%host: memref<?xf32>, %s: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c256 = arith.constant 256 : index
    %n = memref.dim %host, %c0 : memref<?xf32>
    %t0 = gpu.wait async
    %dev, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    %t2 = gpu.memcpy async [%t1] %dev, %host : memref<?xf32>, memref<?xf32>
    %t3 = gpu.launch_func async [%t2] @kernels::@scale blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
        args(%dev : memref<?xf32>, %s : f32)
    %t4 = gpu.memcpy async [%t3] %host, %dev : memref<?xf32>, memref<?xf32>
    %t5 = gpu.dealloc async [%t4] %dev : memref<?xf32>
    gpu.wait [%t5]
    return
  }

  func.func @main() {
    %m = memref.alloc() : memref<1000xf32>
    %u = memref.cast %m : memref<1000xf32> to memref<?xf32>
    %two = arith.constant 2.0 : f32
    func.call @scale_on_gpu(%u, %two) : (memref<?xf32>, f32) -> ()
    memref.dealloc %m : memref<1000xf32>
    return
  }
}
