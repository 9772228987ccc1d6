// --gpu-bare-ptr-call-conv: a kernel takes each memref (static shape) as its aligned pointer,
// on the device (one .param per memref) and in the host's launch (one parameter).
// RUN: mlirc %s --target=nvptx64-nvidia-cuda --gpu-bare-ptr-call-conv -S -o %t.ptx
// RUN: FileCheck %s --check-prefix=PTX < %t.ptx
// RUN: ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: cc -shared -fPIC -o %t.mock.so %S/../runtime/Inputs/mock_cuda.c -lpthread
// RUN: mlirc %s --gpu-arch=sm_80 --gpu-bare-ptr-call-conv -o %t.exe
// RUN: rm -f %t.log && env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.log %t.exe
// RUN: FileCheck %s < %t.log
// Without the flag: the descriptor's 5 fields.
// RUN: mlirc %s --gpu-arch=sm_80 -o %t.full.exe
// RUN: rm -f %t.full.log && env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.full.log %t.full.exe
// RUN: FileCheck %s --check-prefix=FULL < %t.full.log

// PTX: .visible .entry scale(
// PTX-NEXT: .param .u64 .ptr .align 1 scale_param_0,
// PTX-NEXT: .param .f32 scale_param_1
// PTX-NEXT: )
// CHECK: cuLaunchKernel kernel=scale grid=1,1,1 block=256,1,1 smem=0 stream={{.*}} params=2 {{\[}}[[B:buf[0-9]+]]+0, 2]
// FULL: cuLaunchKernel kernel=scale grid=1,1,1 block=256,1,1 smem=0 stream={{.*}} params=6 {{\[}}[[B:buf[0-9]+]]+0, [[B]]+0, 0, 256, 1, 2]

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @scale(%a: memref<256xf32>, %s: f32) kernel {
      %i = gpu.thread_id x
      %v = memref.load %a[%i] : memref<256xf32>
      %m = arith.mulf %v, %s : f32
      memref.store %m, %a[%i] : memref<256xf32>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %c256 = arith.constant 256 : index
    %two = arith.constant 2.0 : f32
    %d = gpu.alloc () : memref<256xf32>
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c256, %c1, %c1) args(%d : memref<256xf32>, %two : f32)
    gpu.dealloc %d : memref<256xf32>
    return
  }
}
