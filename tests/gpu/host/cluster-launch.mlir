// A launch with thread-block clusters (sm_90): mgpuLaunchClusterKernel, as upstream lowers it;
// the mock records the cluster shape with the grid and block.
// RUN: cc -shared -fPIC -o %t.mock.so %S/../runtime/Inputs/mock_cuda.c -lpthread
// RUN: mlirc %s --gpu-arch=sm_90 -S -emit-llvm -o - | FileCheck %s --check-prefix=IR
// RUN: mlirc %s --gpu-arch=sm_90 -o %t.exe
// RUN: rm -rf %t.dir && mkdir -p %t.dir && rm -f %t.log
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.log MOCK_CUDA_DIR=%t.dir %t.exe
// RUN: FileCheck %s < %t.log
// RUN: ptxas -arch=sm_90 %t.dir/module0.ptx -o %t.cubin
// IR: call void @mgpuLaunchClusterKernel(ptr %{{.*}}, i64 2, i64 1, i64 1, i64 8, i64 1, i64 1, i64 128, i64 1, i64 1, i32 0, ptr %{{.*}}, ptr nonnull %{{.*}}, ptr null)
// CHECK: cuLaunchKernelEx kernel=k cluster=2,1,1 cluster_policy=1 grid=8,1,1 block=128,1,1 smem=0 stream={{.*}} params=5 {{\[}}buf1+0, buf1+0, 0, 1024, 1]
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<1024xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<1024xf32>
      %d = arith.addf %v, %v : f32
      memref.store %d, %a[%i] : memref<1024xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c8 = arith.constant 8 : index
    %c128 = arith.constant 128 : index
    %d = gpu.alloc () : memref<1024xf32>
    gpu.launch_func @kernels::@k clusters in (%c2, %c1, %c1) blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) args(%d : memref<1024xf32>)
    gpu.dealloc %d : memref<1024xf32>
    return
  }
}
