// A C program calling an exported function that launches a kernel, through the header mlirc
// generated, linked with the archive mlirc wrote (module object + runtime): it needs only libc
// to start (no CUDA library), records one launch under the mock driver, and without a driver
// exits non-zero naming libcuda.
// RUN: cc -shared -fPIC -o %t.mock.so %S/../runtime/Inputs/mock_cuda.c -lpthread
// RUN: mlirc %s --gpu-arch=sm_80 --emit=lib -o %t.lib.a --emit-header=%T/scale.h
// RUN: cc -I%T %S/Inputs/scale_main.c %t.lib.a -o %t.c.exe
// RUN: readelf -d %t.c.exe | grep NEEDED | FileCheck %s --check-prefix=NEEDED
// RUN: rm -f %t.c.log && env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.c.log %t.c.exe | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=CHOST < %t.c.log
// RUN: env MLIRC_CUDA_LIBRARY=/nonexistent/libcuda.so.1 not %t.c.exe 2>&1 | FileCheck %s --check-prefix=NOLIB
// RUN: env LD_LIBRARY_PATH=/nonexistent not %t.c.exe 2>&1 | FileCheck %s --check-prefix=NODRIVER
// NEEDED-NOT: cuda
// NEEDED: libc.so.6
// NEEDED-NOT: cuda
// The mock computes nothing: the data comes back as it went.
// OUT: done 0 999
// CHOST: cuLaunchKernel kernel=scale grid=4,1,1 block=256,1,1 smem=0 stream={{.*}} params=6 {{\[}}buf1+0, buf1+0, 0, 1000, 1, 2]
// NOLIB: mlirc runtime: cannot load the CUDA driver library '/nonexistent/libcuda.so.1'
// NODRIVER: mlirc runtime: cannot load the CUDA driver library 'libcuda.so.1'

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
}
