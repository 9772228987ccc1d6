// A C program calls the GPU runtime's mgpu* functions (runtime-c/mlirc_gpu.c) as lowered host
// code does, under the mock CUDA driver (Inputs/mock_cuda.c, loaded through MLIRC_CUDA_LIBRARY).
// The driver calls, their order and their arguments are checked in the mock's log: kernel names,
// grid and block sizes, dynamic shared memory, parameter count and values (device pointers as
// the mock's buffers), copy sizes and directions. The program checks the data that came back.
// RUN: cc -shared -fPIC -o %t.mock.so %S/Inputs/mock_cuda.c -lpthread
// RUN: cc -std=c11 -I%S/../../../runtime-c %S/Inputs/mgpu_calls.c %S/../../../runtime-c/mlirc_gpu.c \
// RUN:   -o %t.exe -lpthread -ldl
// RUN: rm -rf %t.dir %t.log && mkdir -p %t.dir
// RUN: MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.log MOCK_CUDA_DIR=%t.dir %t.exe | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.log
// The PTX image the runtime handed to the driver is what the program embedded, and ptxas accepts it.
// RUN: ptxas -arch=sm_80 %t.dir/module0.ptx -o %t.cubin
// RUN: grep -q 'handwritten for the' %t.dir/module0.ptx
// The program needs no CUDA library to link or start: only libc (and the dynamic loader).
// RUN: readelf -d %t.exe | grep NEEDED | FileCheck %s --check-prefix=NEEDED
// Under valgrind: no invalid access, no leak.
// RUN: MLIRC_CUDA_LIBRARY=%t.mock.so valgrind -q --error-exitcode=9 --leak-check=full \
// RUN:   --errors-for-leak-kinds=definite,indirect %t.exe | FileCheck %s --check-prefix=OUT
// Four threads start at once: the driver is initialized once, and each thread makes the
// primary context current before its first call.
// RUN: rm -f %t.threads.log && MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.threads.log %t.exe threads \
// RUN:   | FileCheck %s --check-prefix=OUT
// RUN: test $(grep -c '^cuInit' %t.threads.log) = 1 && test $(grep -c '^cuDevicePrimaryCtxRetain' %t.threads.log) = 1
// RUN: test $(grep -c '^cuCtxSetCurrent ctx0$' %t.threads.log) = 4 && test $(grep -c '^cuStreamDestroy_v2' %t.threads.log) = 4
// A tensor map (TMA) for a memref<64x128xf16> at offset 128: dimensions and box innermost
// first, the row stride in bytes, the first element's address; a device copy is returned.
// RUN: rm -f %t.tma.log && MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.tma.log %t.exe tma | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=TMA < %t.tma.log
// TMA:      cuMemAlloc_v2 bytes=16640 -> buf1
// TMA-NEXT: cuTensorMapEncodeTiled type=6 rank=2 address=buf1+256 dims=128,64 strides=256 box=64,32 element_strides=1,1 interleave=0 swizzle=1 l2=2 oob=0
// TMA-NEXT: cuMemAlloc_v2 bytes=128 -> buf2
// TMA-NEXT: cuMemcpyHtoD_v2 HtoD bytes=128 dst=buf2+0
// TMA-NEXT: cuMemcpyAsync DtoH bytes=8 src=buf2+0 stream=stream1

// OUT: ok

// NEEDED-NOT: cuda
// NEEDED: libc.so.6
// NEEDED-NOT: cuda

// Lazy initialization on the first call: the driver, device 0, its primary context made current.
// CHECK:      cuInit flags=0
// CHECK-NEXT: cuDeviceGetCount -> 1
// CHECK-NEXT: cuDeviceGet ordinal=0 -> dev0
// CHECK-NEXT: cuDevicePrimaryCtxRetain dev0 -> ctx0
// CHECK-NEXT: cuCtxSetCurrent ctx0
// mgpuModuleLoadJIT: an error log buffer and the optimization level.
// CHECK-NEXT: cuModuleLoadDataEx image=module0.ptx bytes={{[0-9]+}} options=[error_log_buffer,error_log_buffer_size={{[0-9]+}},optimization_level=2]
// CHECK-NEXT:   entry scale(.u64:8, .u64:8, .u64:8, .u64:8, .u64:8, .f32:4)
// CHECK-NEXT:   entry mixed(.b8:16, .s32:4, .u16:2, .s8:1, .f64:8)
// CHECK-NEXT:   -> mod0
// CHECK-NEXT: cuModuleGetFunction mod0 name=scale
// CHECK-NEXT: cuModuleGetFunction mod0 name=mixed
// mgpuStreamCreate makes a non-blocking stream.
// CHECK-NEXT: cuStreamCreate flags=1 -> stream1
// CHECK-NEXT: cuMemAlloc_v2 bytes=4096 -> buf1
// CHECK-NEXT: cuMemcpyAsync HtoD bytes=4096 dst=buf1+0 stream=stream1
// A memref<1024xf32> descriptor (allocated, aligned, offset, size, stride) and an f32.
// CHECK-NEXT: cuLaunchKernel kernel=scale grid=4,1,1 block=256,1,1 smem=0 stream=stream1 params=6 [buf1+0, buf1+0, 0, 1024, 1, 2.5]
// More than 48 KiB of dynamic shared memory: checked against the device's opt-in limit, then allowed.
// CHECK-NEXT: cuDeviceGet ordinal=0 -> dev0
// CHECK-NEXT: cuDeviceGetAttribute attr=97 dev0 -> 232448
// CHECK-NEXT: cuFuncSetAttribute kernel=scale attr=8 value=65536
// CHECK-NEXT: cuLaunchKernel kernel=scale grid=1,1,1 block=32,1,1 smem=65536 stream=stream1 params=6 [buf1+0, buf1+64, 16, 32, 1, 2.5]
// CHECK-NEXT: cuLaunchKernel kernel=mixed grid=2,3,4 block=8,4,2 smem=0 stream=stream1 params=5 [0x000102030405060708090a0b0c0d0e0f, -7, 65535, -2, 0.125]
// A cluster launch: cuLaunchKernelEx with the cluster dimension and the spread scheduling policy.
// CHECK-NEXT: cuFuncSetAttribute kernel=mixed attr=14 value=1
// CHECK-NEXT: cuLaunchKernelEx kernel=mixed cluster=2,1,1 cluster_policy=1 grid=4,3,1 block=128,1,1 smem=0 stream=stream1 params=5
// CHECK-NEXT: cuMemcpyAsync DtoH bytes=4096 src=buf1+0 stream=stream1
// Events without timing.
// CHECK-NEXT: cuEventCreate flags=2 -> event1
// CHECK-NEXT: cuEventRecord event1 stream=stream1
// CHECK-NEXT: cuStreamCreate flags=1 -> stream2
// CHECK-NEXT: cuStreamWaitEvent stream2 event1 flags=0
// CHECK-NEXT: cuEventSynchronize event1
// CHECK-NEXT: cuEventDestroy_v2 event1
// CHECK-NEXT: cuMemAlloc_v2 bytes=4096 -> buf2
// CHECK-NEXT: cuMemcpyAsync DtoD bytes=4096 dst=buf2+0 src=buf1+0 stream=stream2
// CHECK-NEXT: cuMemsetD32Async dst=buf2+0 value=1065353216 count=8 stream=stream2
// CHECK-NEXT: cuMemsetD16Async dst=buf2+32 value=48879 count=8 stream=stream2
// CHECK-NEXT: cuMemcpyAsync DtoH bytes=48 src=buf2+0 stream=stream2
// CHECK-NEXT: cuStreamSynchronize stream2
// host_shared: managed memory attached globally.
// CHECK-NEXT: cuMemAllocManaged bytes=64 flags=1 -> buf3
// A memref<4x8xf32> at offset 8: 128 bytes registered from its first element.
// CHECK-NEXT: cuMemHostRegister_v2 host1 bytes=128 flags=0
// CHECK-NEXT: cuMemHostUnregister host1
// A zero-byte allocation calls nothing (and its NULL is freed by calling nothing).
// CHECK-NEXT: cuStreamSynchronize stream1
// CHECK-NEXT: cuMemFree_v2 buf1
// CHECK-NEXT: cuMemFree_v2 buf2
// CHECK-NEXT: cuMemFree_v2 buf3
// CHECK-NEXT: cuStreamDestroy_v2 stream2
// CHECK-NEXT: cuStreamDestroy_v2 stream1
// CHECK-NEXT: cuModuleUnload mod0
// CHECK-NOT: {{.}}
