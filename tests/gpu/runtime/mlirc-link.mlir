// A program compiled and linked by mlirc gets the GPU runtime with the rest of runtime-c: its
// mgpu* calls reach the driver (here the mock) through dlopen, and the executable depends on
// no CUDA library (it starts, and fails cleanly, on a machine without one).
// RUN: cc -shared -fPIC -o %t.mock.so %S/Inputs/mock_cuda.c -lpthread
// RUN: mlirc %s -o %t.exe
// RUN: rm -f %t.log && MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.log %t.exe
// RUN: FileCheck %s < %t.log
// RUN: readelf -d %t.exe | grep NEEDED | FileCheck %s --check-prefix=NEEDED
// RUN: env MLIRC_CUDA_LIBRARY=/nonexistent/libcuda.so.1 not %t.exe 2>&1 | FileCheck %s --check-prefix=NOLIB
// The same for AArch64, run under qemu.
// RUN: mlirc %s --target=aarch64-unknown-linux-gnu -o %t.arm
// RUN: env MLIRC_CUDA_LIBRARY=/nonexistent/libcuda.so.1 not qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOLIB

// NEEDED-NOT: cuda
// NEEDED: libc.so.6
// NEEDED-NOT: cuda
// NOLIB: mlirc runtime: cannot load the CUDA driver library '/nonexistent/libcuda.so.1': {{.*}}No such file or directory

// CHECK:      cuInit flags=0
// CHECK-NEXT: cuDeviceGetCount -> 1
// CHECK-NEXT: cuDeviceGet ordinal=0 -> dev0
// CHECK-NEXT: cuDevicePrimaryCtxRetain dev0 -> ctx0
// CHECK-NEXT: cuCtxSetCurrent ctx0
// CHECK-NEXT: cuStreamCreate flags=1 -> stream1
// CHECK-NEXT: cuMemAlloc_v2 bytes=256 -> buf1
// CHECK-NEXT: cuMemsetD32Async dst=buf1+0 value=7 count=64 stream=stream1
// CHECK-NEXT: cuMemcpyAsync DtoH bytes=256 src=buf1+0 stream=stream1
// CHECK-NEXT: cuStreamSynchronize stream1
// CHECK-NEXT: cuMemFree_v2 buf1
// CHECK-NEXT: cuStreamDestroy_v2 stream1
// CHECK-NOT: {{.}}

// The declarations are upstream gpu-to-llvm's.
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
llvm.func @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
llvm.func @mgpuStreamSynchronize(!llvm.ptr)
llvm.func @mgpuStreamDestroy(!llvm.ptr)
// Returns 0 when the 64 words that came back are all 7.
llvm.func @main() -> i32 {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %bytes = llvm.mlir.constant(256 : i64) : i64
  %count = llvm.mlir.constant(64 : i64) : i64
  %seven = llvm.mlir.constant(7 : i32) : i32
  %no = llvm.mlir.constant(0 : i8) : i8
  %host = llvm.alloca %count x i32 : (i64) -> !llvm.ptr
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  %p = llvm.call @mgpuMemAlloc(%bytes, %s, %no) : (i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.call @mgpuMemset32(%p, %seven, %count, %s) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
  llvm.call @mgpuMemcpy(%host, %p, %bytes, %s) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
  llvm.call @mgpuStreamSynchronize(%s) : (!llvm.ptr) -> ()
  llvm.call @mgpuMemFree(%p, %s) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  %last = llvm.getelementptr %host[63] : (!llvm.ptr) -> !llvm.ptr, i32
  %v = llvm.load %last : !llvm.ptr -> i32
  %ok = llvm.icmp "eq" %v, %seven : i32
  %r = llvm.select %ok, %c0, %c1 : i1, i32
  llvm.return %r : i32
}
