// A tensor program with parallel loops: elementwise linalg.generic, a matmul and an explicit
// scf.parallel. Built for the CPU (the e2e trials) it prints upstream's output; built with
// --offload=gpu each parallel loop nest is one kernel launch, recorded by the mock CUDA driver
// with its grid and block (the mock computes nothing: only the launch sequence is checked).
// RUN: cc -shared -fPIC -o %t.mock.so %S/../gpu/runtime/Inputs/mock_cuda.c -lpthread
// RUN: mlirc %s --offload=gpu --gpu-arch=sm_80 -o %t.gpu.exe
// RUN: rm -rf %t.dir && mkdir -p %t.dir && rm -f %t.log
// RUN: env MLIRC_CUDA_LIBRARY=%t.mock.so MOCK_CUDA_LOG=%t.log MOCK_CUDA_DIR=%t.dir %t.gpu.exe > /dev/null
// RUN: FileCheck %s < %t.log
// RUN: for f in %t.dir/*.ptx; do ptxas -arch=sm_80 $f -o %t.cubin || exit 1; done
// RUN: mlirc %s --offload=gpu --gpu-arch=sm_80 --emit=mlir --compile-to=gpu-kernel-outlining | FileCheck %s --check-prefix=IR
// RUN: not mlirc %s --offload=gpu -o %t.noarch.exe 2>&1 | FileCheck %s --check-prefix=NOARCH
// NOARCH: --offload=gpu needs --gpu-arch=sm_XX

// IR-COUNT-6: gpu.launch_func
// IR-NOT: gpu.launch_func
// IR-NOT: scf.parallel

// Six loop nests, six launches, each between the copies of the buffers it uses (x: columns /
// 32, y: rows / 8).
// The two tensor.generate: 16x8 (x 1, y 2) and 8x24 (x 1, y 1), each copied in and back.
// CHECK: cuMemcpyAsync HtoD bytes=512
// CHECK: cuLaunchKernel kernel=main_kernel grid=1,2,1 block=32,8,1 smem=0 stream={{.*}} params=9 [16, 8, [[G1:buf[0-9]+]]+0, [[G1]]+0, 0, 16, 8, 8, 1]
// CHECK: cuMemcpyAsync DtoH bytes=512 src=[[G1]]+0
// CHECK: cuLaunchKernel kernel=main_kernel grid=1,1,1 block=32,8,1
// The elementwise generic over 16x8, reading one buffer and writing another.
// CHECK: cuLaunchKernel kernel=main_kernel grid=1,2,1 block=32,8,1 smem=0 stream={{.*}} params=16
// The fill of the 16x24 result.
// CHECK: cuLaunchKernel kernel=main_kernel grid=1,2,1 block=32,8,1 smem=0 stream={{.*}} params=9 [16, 24,
// The matmul's parallel (i, j) loops, 16x24 (k stays a loop inside the kernel): three buffers.
// CHECK: cuLaunchKernel kernel=main_kernel grid=1,2,1 block=32,8,1 smem=0 stream={{.*}} params=23
// The 1-D scf.parallel over 1000 elements: 4 blocks of 256.
// CHECK: cuMemcpyAsync HtoD bytes=4000
// CHECK: cuLaunchKernel kernel=main_kernel grid=4,1,1 block=256,1,1 smem=0 stream={{.*}} params=6 [1000,
// CHECK: cuMemcpyAsync DtoH bytes=4000
// CHECK-NOT: cuLaunchKernel

func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %a = tensor.generate {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %f = arith.sitofp %si : i32 to f32
    tensor.yield %f : f32
  } : tensor<16x8xf32>
  %b = tensor.generate {
  ^bb0(%i: index, %j: index):
    %d = arith.subi %i, %j : index
    %di = arith.index_cast %d : index to i32
    %f = arith.sitofp %di : i32 to f32
    tensor.yield %f : f32
  } : tensor<8x24xf32>
  // Elementwise: a * 0.5 + 1.
  %e = tensor.empty() : tensor<16x8xf32>
  %a2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                        iterator_types = ["parallel", "parallel"]} ins(%a : tensor<16x8xf32>) outs(%e : tensor<16x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %h = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %m = arith.mulf %x, %h : f32
    %r = arith.addf %m, %one : f32
    linalg.yield %r : f32
  } -> tensor<16x8xf32>
  %zero = arith.constant 0.0 : f32
  %ce = tensor.empty() : tensor<16x24xf32>
  %c = linalg.fill ins(%zero : f32) outs(%ce : tensor<16x24xf32>) -> tensor<16x24xf32>
  %mm = linalg.matmul ins(%a2, %b : tensor<16x8xf32>, tensor<8x24xf32>) outs(%c : tensor<16x24xf32>) -> tensor<16x24xf32>
  %buf = bufferization.to_buffer %mm : tensor<16x24xf32> to memref<16x24xf32>
  %u = memref.cast %buf : memref<16x24xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // An explicit parallel loop on a buffer: v[i] = i * i / 1000.
  %v = memref.alloca() : memref<1000xf32>
  scf.parallel (%i) = (%c0) to (%c1000) step (%c1) {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %sq = arith.mulf %f, %f : f32
    %k = arith.constant 1000.0 : f32
    %q = arith.divf %sq, %k : f32
    memref.store %q, %v[%i] : memref<1000xf32>
    scf.reduce
  }
  %s = memref.subview %v[990] [10] [1] : memref<1000xf32> to memref<10xf32, strided<[1], offset: 990>>
  %su = memref.cast %s : memref<10xf32, strided<[1], offset: 990>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  return
}
