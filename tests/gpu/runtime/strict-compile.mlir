// The GPU runtime builds without any CUDA header, warning-free under the strict flags the rest of
// runtime-c meets, with gcc, clang-22 and the AArch64 cross compiler; its header is valid C++17.
// RUN: gcc -std=c11 -Wall -Wextra -Werror -O2 -pedantic -c %S/../../../runtime-c/mlirc_gpu.c -o %t.gcc.o
// RUN: clang-22 -std=c11 -Wall -Wextra -Werror -O2 -pedantic -c %S/../../../runtime-c/mlirc_gpu.c -o %t.clang.o
// RUN: aarch64-linux-gnu-gcc -std=c11 -Wall -Wextra -Werror -O2 -pedantic -c %S/../../../runtime-c/mlirc_gpu.c -o %t.arm.o
// RUN: g++ -std=c++17 -Wall -Wextra -Werror -pedantic -fsyntax-only -x c++ %S/../../../runtime-c/mlirc_gpu.h
// It defines the whole mgpu* ABI that MLIR 22's gpu-to-llvm and launch_func translation declare,
// and references no CUDA symbol at link time (only dlopen/dlsym and libc).
// RUN: nm %t.gcc.o | FileCheck %s
// RUN: nm -u %t.gcc.o | FileCheck %s --check-prefix=UNDEF
// CHECK-DAG: T mgpuEventCreate
// CHECK-DAG: T mgpuEventDestroy
// CHECK-DAG: T mgpuEventRecord
// CHECK-DAG: T mgpuEventSynchronize
// CHECK-DAG: T mgpuLaunchClusterKernel
// CHECK-DAG: T mgpuLaunchKernel
// CHECK-DAG: T mgpuMemAlloc
// CHECK-DAG: T mgpuMemFree
// CHECK-DAG: T mgpuMemHostRegister
// CHECK-DAG: T mgpuMemHostRegisterMemRef
// CHECK-DAG: T mgpuMemHostUnregister
// CHECK-DAG: T mgpuMemHostUnregisterMemRef
// CHECK-DAG: T mgpuMemcpy
// CHECK-DAG: T mgpuMemset16
// CHECK-DAG: T mgpuMemset32
// CHECK-DAG: T mgpuModuleGetFunction
// CHECK-DAG: T mgpuModuleLoad
// CHECK-DAG: T mgpuModuleLoadJIT
// CHECK-DAG: T mgpuModuleUnload
// CHECK-DAG: T mgpuSetDefaultDevice
// CHECK-DAG: T mgpuStreamCreate
// CHECK-DAG: T mgpuStreamDestroy
// CHECK-DAG: T mgpuStreamSynchronize
// CHECK-DAG: T mgpuStreamWaitEvent
// CHECK-DAG: T mgpuTensorMapEncodeTiled
// CHECK-DAG: T mgpuTensorMapEncodeTiledMemref
// UNDEF-NOT: {{ cu[A-Z]}}
// UNDEF: U dlopen
// UNDEF-NOT: {{ cu[A-Z]}}
