// examples/ptx builds as its Makefile says: PTX that ptxas accepts, and a C program linked
// with the library mlirc wrote, which launches the kernel (here under the mock driver).
// RUN: rm -rf %T/ptx && cp -r %S/../../examples/ptx %T/ptx
// RUN: make -s -C %T/ptx MLIRC="mlirc" PTXAS="ptxas" all check
// RUN: FileCheck %s --check-prefix=PTX < %T/ptx/saxpy.ptx
// RUN: cc -shared -fPIC -o %t.mock.so %S/runtime/Inputs/mock_cuda.c -lpthread
// RUN: rm -f %t.log && env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.log %T/ptx/main | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.log
// RUN: env MLIRC_CUDA_LIBRARY=/nonexistent/libcuda.so.1 not %T/ptx/main 2>&1 | FileCheck %s --check-prefix=NOLIB

// PTX: .target sm_80
// PTX: .visible .entry saxpy(
// PTX: fma.rn.f32
// The mock computes nothing: y comes back as it went.
// OUT: y[0] = 1, y[4095] = 1
// CHECK: cuLaunchKernel kernel=saxpy grid=16,1,1 block=256,1,1 smem=0 stream={{.*}} params=11
// NOLIB: cannot load the CUDA driver library
