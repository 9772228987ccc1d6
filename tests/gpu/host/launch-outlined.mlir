// A host program written with gpu.launch: with --gpu-arch the default pipeline outlines it
// (index computations sunk into the kernel, as upstream's gpu-lower-to-nvvm-pipeline), embeds
// the kernel's PTX and launches it; under the mock driver one launch with the block and grid
// sizes, dynamic shared memory and the captured values as parameters.
// RUN: mlirc %s --gpu-arch=sm_80 --emit=mlir --compile-to=gpu-kernel-outlining | FileCheck %s --check-prefix=IR
// RUN: cc -shared -fPIC -o %t.mock.so %S/../runtime/Inputs/mock_cuda.c -lpthread
// RUN: mlirc %s --gpu-arch=sm_80 -o %t.exe
// RUN: rm -rf %t.dir && mkdir -p %t.dir && rm -f %t.log
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.log MOCK_CUDA_DIR=%t.dir %t.exe
// RUN: FileCheck %s < %t.log
// RUN: ptxas -arch=sm_80 %t.dir/module0.ptx -o %t.cubin
// Without --gpu-arch the launch is not outlined, and the host cannot run it.
// RUN: not mlirc %s -o %t.host.exe 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: error: 'gpu.launch' op

// IR: gpu.launch_func  @main_kernel::@main_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}})  dynamic_shared_memory_size %{{.*}} args(
// IR: gpu.module @main_kernel
// IR: gpu.func @main_kernel({{.*}}) workgroup(%{{.*}} : memref<64xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 64, 1, 1>, known_grid_size = array<i32: 4, 1, 1>}

// CHECK: cuMemAlloc_v2 bytes=1024 -> [[BUF:buf[0-9]+]]
// CHECK: cuLaunchKernel kernel=main_kernel grid=4,1,1 block=64,1,1 smem=128 stream={{.*}} params=5 {{\[}}[[BUF]]+0, [[BUF]]+0, 0, 256, 1]
// CHECK: cuMemcpyAsync DtoH bytes=1024 src=[[BUF]]+0
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  %smem = arith.constant 128 : i32
  %host = memref.alloca() : memref<256xf32>
  %dev = gpu.alloc (%c0) : memref<?xf32>
  gpu.dealloc %dev : memref<?xf32>
  %d = gpu.alloc () : memref<256xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c4, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             dynamic_shared_memory_size %smem
             workgroup(%tile : memref<64xf32, #gpu.address_space<workgroup>>) {
    %i0 = arith.muli %bx, %sx : index
    %i = arith.addi %i0, %tx : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %tile[%tx] : memref<64xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    %j = arith.subi %c64, %c1 : index
    %r = arith.subi %j, %tx : index
    %g = memref.load %tile[%r] : memref<64xf32, #gpu.address_space<workgroup>>
    memref.store %g, %d[%i] : memref<256xf32>
    gpu.terminator
  }
  gpu.memcpy %host, %d : memref<256xf32>, memref<256xf32>
  gpu.dealloc %d : memref<256xf32>
  return
}
