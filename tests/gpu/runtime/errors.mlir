// The GPU runtime's failures: one line `mlirc runtime: ...` on stderr and exit status 1, naming
// what failed (the driver library, the device, the driver call and its error text, the JIT log).
// RUN: cc -shared -fPIC -o %t.mock.so %S/Inputs/mock_cuda.c -lpthread
// RUN: cc -std=c11 -I%S/../../../runtime-c %S/Inputs/mgpu_calls.c %S/../../../runtime-c/mlirc_gpu.c \
// RUN:   -o %t.exe -lpthread -ldl
// No driver library: the message names libcuda and the loader's reason.
// RUN: env MLIRC_CUDA_LIBRARY=/nonexistent/libcuda.so.1 %t.exe > %t.out 2> %t.err; test $? = 1
// RUN: FileCheck %s --check-prefix=NOLIB < %t.err && test ! -s %t.out
// NOLIB: mlirc runtime: cannot load the CUDA driver library '/nonexistent/libcuda.so.1': {{.*}}No such file or directory
// Not a driver: a library without the entry points.
// RUN: env MLIRC_CUDA_LIBRARY=libm.so.6 %t.exe 2>&1 >/dev/null | FileCheck %s --check-prefix=NOTDRIVER; test ${PIPESTATUS[0]} = 1
// NOTDRIVER: mlirc runtime: the CUDA driver library 'libm.so.6' has no entry point 'cuInit' (the driver is too old)
// No device.
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_DEVICES=0 not %t.exe 2>&1 | FileCheck %s --check-prefix=NODEV
// NODEV: mlirc runtime: mgpuModuleLoadJIT: no CUDA device found (cuDeviceGetCount reports 0 devices)
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_FAIL=cuInit not %t.exe 2>&1 | FileCheck %s --check-prefix=NODEV2
// NODEV2: mlirc runtime: mgpuModuleLoadJIT: no CUDA device found (cuInit: no CUDA-capable device is detected)
// A module the JIT rejects: the error text, then the JIT's log.
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_FAIL=cuModuleLoadDataEx \
// RUN:   MOCK_CUDA_JIT_LOG="mock JIT, line 9; error: Unknown symbol 'foo'" \
// RUN:   not %t.exe 2>&1 | FileCheck %s --check-prefix=JIT --match-full-lines
// JIT:      mlirc runtime: mgpuModuleLoadJIT: cannot load the GPU module: cuModuleLoadDataEx failed: a PTX JIT compilation failed (CUDA_ERROR_INVALID_PTX); JIT error log:
// JIT-NEXT: mock JIT, line 9; error: Unknown symbol 'foo'
// JIT-NOT: {{.}}
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so not %t.exe bad-ptx 2>&1 | FileCheck %s --check-prefix=BADPTX
// BADPTX: mlirc runtime: mgpuModuleLoadJIT: cannot load the GPU module: cuModuleLoadDataEx failed: {{.*}}; JIT error log:
// BADPTX-NEXT: {{.*}}not PTX: no .version or .target directive
// BADPTX-NOT: unreachable
// A kernel the module does not define.
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so not %t.exe no-kernel 2>&1 | FileCheck %s --check-prefix=NOKERNEL
// NOKERNEL: mlirc runtime: mgpuModuleGetFunction: no kernel 'missing' in the GPU module: cuModuleGetFunction failed: named symbol not found (CUDA_ERROR_NOT_FOUND)
// Other driver errors name the mgpu function, the driver call and the driver's text.
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_FAIL=cuMemAlloc_v2 not %t.exe 2>&1 | FileCheck %s --check-prefix=OOM
// OOM: mlirc runtime: mgpuMemAlloc: cuMemAlloc failed: out of memory (CUDA_ERROR_OUT_OF_MEMORY)
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_FAIL=cuLaunchKernel MOCK_CUDA_FAIL_CODE=700 not %t.exe 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LAUNCH
// LAUNCH: mlirc runtime: mgpuLaunchKernel: cuLaunchKernel failed: CUDA error 700
// A device that does not exist.
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so not %t.exe device1 2>&1 | FileCheck %s --check-prefix=DEVICE
// DEVICE: mlirc runtime: mgpuModuleLoadJIT: device 1 does not exist (the CUDA driver reports 1 device)
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_DEVICES=2 MOCK_CUDA_LOG=%t.log %t.exe device1
// RUN: FileCheck %s --check-prefix=DEVICE1 < %t.log
// DEVICE1: cuDeviceGetCount -> 2
// DEVICE1-NEXT: cuDeviceGet ordinal=1 -> dev1
// DEVICE1-NEXT: cuDevicePrimaryCtxRetain dev1 -> ctx1
// DEVICE1-NEXT: cuCtxSetCurrent ctx1
// A memref that is not contiguous cannot be registered.
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so not %t.exe strided 2>&1 | FileCheck %s --check-prefix=STRIDED
// STRIDED: mlirc runtime: mgpuMemHostRegisterMemRef: only row-major contiguous memrefs can be registered (dimension 0 has stride 8, expected 4)
