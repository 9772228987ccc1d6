// Host code lowered by upstream MLIR 22 (gpu-lower-to-nvvm-pipeline, PTX embedded; then
// mlir-translate and llc) links against mlirc's GPU runtime and runs under the mock driver:
// mlirc's runtime implements the mgpu* ABI that upstream's lowering calls.
// RUN: cc -shared -fPIC -o %t.mock.so %S/Inputs/mock_cuda.c -lpthread
// RUN: mlir-opt %s --gpu-kernel-outlining \
// RUN:   --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-features=+ptx70 cubin-format=isa" \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: llc -filetype=obj -relocation-model=pic %t.ll -o %t.o
// RUN: cc %t.o %S/../../../runtime-c/mlirc_gpu.c %S/../../../runtime-c/mlirc_runtime.c -o %t.exe -lm -ldl -lpthread
// RUN: rm -rf %t.dir %t.log && mkdir -p %t.dir
// RUN: MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.log MOCK_CUDA_DIR=%t.dir %t.exe | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s < %t.log
// RUN: ptxas -arch=sm_80 %t.dir/module0.ptx -o %t.cubin
// The same program with a cubin (mlir-opt runs ptxas): mgpuModuleLoad hands the driver the whole
// image, whose size the lowering passes.
// RUN: PATH=$(dirname ptxas):$PATH mlir-opt %s --gpu-kernel-outlining \
// RUN:   --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-features=+ptx70 cubin-format=bin" \
// RUN:   | mlir-translate --mlir-to-llvmir -o %t.bin.ll
// RUN: llc -filetype=obj -relocation-model=pic %t.bin.ll -o %t.bin.o
// RUN: cc %t.bin.o %S/../../../runtime-c/mlirc_gpu.c %S/../../../runtime-c/mlirc_runtime.c -o %t.bin.exe -lm -ldl -lpthread
// RUN: rm -rf %t.bindir %t.bin.log && mkdir -p %t.bindir
// RUN: MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.bin.log MOCK_CUDA_DIR=%t.bindir %t.bin.exe | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=BIN < %t.bin.log \
// RUN:   -DSIZE=$(grep -o 'mgpuModuleLoad(ptr @main_kernel_binary, i64 [0-9]*' %t.bin.ll | grep -o '[0-9]*$')
// RUN: readelf -h %t.bindir/module0.cubin | FileCheck %s --check-prefix=ELF
// BIN: cuModuleLoadDataEx image=module0.cubin bytes=[[SIZE]] options=[error_log_buffer,error_log_buffer_size={{[0-9]+}}]
// BIN: cuLaunchKernel kernel=main_kernel grid=4,1,1 block=64,1,1 smem=0 stream=stream1 params=? (binary module)
// BIN: cuModuleUnload mod0
// ELF: Machine: NVIDIA CUDA architecture
// Without a driver the program stops at start-up (the module loads in a constructor).
// RUN: env MLIRC_CUDA_LIBRARY=/nonexistent/libcuda.so.1 not %t.exe 2>&1 | FileCheck %s --check-prefix=NOLIB
// NOLIB: mlirc runtime: cannot load the CUDA driver library '/nonexistent/libcuda.so.1': {{.*}}
// NOLIB-NOT: {{.}}

// The program's own output: the memset's 1.0 everywhere (0..7 were copied in and overwritten;
// the mock computes no kernel, which would have doubled them).
// OUT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 1 offset = 0 sizes = [8] strides = [1] data =
// OUT-NEXT: [1, 1, 1, 1, 1, 1, 1, 1]

// The module loads at start-up (a global constructor), JIT-compiled at level 2.
// CHECK:      cuInit flags=0
// CHECK:      cuModuleLoadDataEx image=module0.ptx bytes={{[0-9]+}} options=[error_log_buffer,error_log_buffer_size={{[0-9]+}},optimization_level=2]
// CHECK-NEXT:   entry main_kernel(.u64:8, .u64:8, .u64:8, .u64:8, .u64:8, .u64:8, .f32:4)
// CHECK-NEXT:   -> mod0
// CHECK-NEXT: cuStreamCreate flags=1 -> stream1
// CHECK-NEXT: cuMemAlloc_v2 bytes=1024 -> buf1
// CHECK-NEXT: cuMemcpyAsync HtoD bytes=1024 dst=buf1+0 stream=stream1
// gpu.memset of f32 is a 32-bit memset of 256 elements (the bits of 1.0).
// CHECK-NEXT: cuMemsetD32Async dst=buf1+0 value=1065353216 count=256 stream=stream1
// The kernel's arguments: the index 64, then the memref's fields, then the f32 constant.
// CHECK-NEXT: cuModuleGetFunction mod0 name=main_kernel
// CHECK-NEXT: cuLaunchKernel kernel=main_kernel grid=4,1,1 block=64,1,1 smem=0 stream=stream1 params=7 [64, buf1+0, buf1+0, 0, 256, 1, 2]
// A second chain on its own stream (a 16-bit memset); the two join through events.
// CHECK-NEXT: cuEventCreate flags=2 -> event1
// CHECK-NEXT: cuEventRecord event1 stream=stream1
// CHECK-NEXT: cuStreamCreate flags=1 -> stream2
// CHECK-NEXT: cuMemAlloc_v2 bytes=32 -> buf2
// CHECK-NEXT: cuMemsetD16Async dst=buf2+0 value=7 count=16 stream=stream2
// CHECK-NEXT: cuEventCreate flags=2 -> event2
// CHECK-NEXT: cuEventRecord event2 stream=stream2
// CHECK-NEXT: cuStreamCreate flags=1 -> stream3
// CHECK-NEXT: cuStreamWaitEvent stream3 event1 flags=0
// CHECK-NEXT: cuStreamWaitEvent stream3 event2 flags=0
// CHECK-NEXT: cuEventDestroy_v2 event1
// CHECK-NEXT: cuEventDestroy_v2 event2
// CHECK-NEXT: cuMemcpyAsync DtoH bytes=1024 src=buf1+0 stream=stream3
// CHECK-NEXT: cuMemFree_v2 buf2
// CHECK-NEXT: cuMemFree_v2 buf1
// CHECK-NEXT: cuStreamSynchronize stream3
// CHECK-NEXT: cuStreamDestroy_v2 stream3
// gpu.alloc host_shared: managed memory; gpu.host_register of a memref<*xf32>.
// CHECK-NEXT: cuMemAllocManaged bytes=32 flags=1 -> buf3
// CHECK-NEXT: cuMemHostRegister_v2 host1 bytes=32 flags=0
// CHECK-NEXT: cuMemHostUnregister host1
// CHECK-NEXT: cuStreamCreate flags=1 -> stream4
// CHECK-NEXT: cuMemFree_v2 buf3
// CHECK-NEXT: cuStreamSynchronize stream4
// CHECK-NEXT: cuStreamDestroy_v2 stream4
// The module unloads at exit (a global destructor).
// CHECK-NEXT: cuModuleUnload mod0
// CHECK-NOT: {{.}}

module attributes {gpu.container_module} {
  func.func private @printMemrefF32(memref<*xf32>)
  func.func @main() {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %c64 = arith.constant 64 : index
    %one = arith.constant 1.0 : f32
    %two = arith.constant 2.0 : f32
    %h = memref.alloc() : memref<256xf32>
    scf.for %i = %c0 to %c8 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %f = arith.sitofp %ii : i32 to f32
      memref.store %f, %h[%i] : memref<256xf32>
    }
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] () : memref<256xf32>
    %t2 = gpu.memcpy async [%t1] %d, %h : memref<256xf32>, memref<256xf32>
    %t3 = gpu.memset async [%t2] %d, %one : memref<256xf32>, f32
    %t4 = gpu.launch async [%t3] blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
        threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
      %i = arith.muli %bx, %c64 : index
      %j = arith.addi %i, %tx : index
      %v = memref.load %d[%j] : memref<256xf32>
      %w = arith.mulf %v, %two : f32
      memref.store %w, %d[%j] : memref<256xf32>
      gpu.terminator
    }
    %e0 = gpu.wait async
    %e, %t5 = gpu.alloc async [%e0] () : memref<16xi16>
    %c7 = arith.constant 7 : i16
    %t5a = gpu.memset async [%t5] %e, %c7 : memref<16xi16>, i16
    %t5b = gpu.wait async [%t4, %t5a]
    %t6 = gpu.memcpy async [%t5b] %h, %d : memref<256xf32>, memref<256xf32>
    %t6e = gpu.dealloc async [%t6] %e : memref<16xi16>
    %t7 = gpu.dealloc async [%t6e] %d : memref<256xf32>
    gpu.wait [%t7]
    %s = memref.subview %h[0] [8] [1] : memref<256xf32> to memref<8xf32, strided<[1]>>
    %u = memref.cast %s : memref<8xf32, strided<[1]>> to memref<*xf32>
    call @printMemrefF32(%u) : (memref<*xf32>) -> ()
    %m = gpu.alloc host_shared () : memref<8xf32>
    %mu = memref.cast %m : memref<8xf32> to memref<*xf32>
    gpu.host_register %mu : memref<*xf32>
    gpu.host_unregister %mu : memref<*xf32>
    %t10 = gpu.wait async
    %t11 = gpu.dealloc async [%t10] %m : memref<8xf32>
    gpu.wait [%t11]
    memref.dealloc %h : memref<256xf32>
    return
  }
}
