// memref.generic_atomic_rmw on f32: a compare-and-swap loop on the value's bits.
// (Upstream's convert-gpu-to-nvvm rejects it: its llvm.cmpxchg takes no f32.)
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t80.ptx
// RUN: ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
// RUN: FileCheck %s < %t80.ptx

module attributes {gpu.container_module} {
  gpu.module @atomics_generic {
    // A read-modify-write with an arbitrary body: a compare-and-swap loop.
    // CHECK-LABEL: .visible .entry generic_rmw(
    // CHECK: atom.{{.*}}global.cas.b32
    gpu.func @generic_rmw(%data: memref<?xf32>, %acc: memref<1xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %data[%i] : memref<?xf32>
      %c0 = arith.constant 0 : index
      %r = memref.generic_atomic_rmw %acc[%c0] : memref<1xf32> {
      ^bb0(%cur: f32):
        %m = arith.mulf %cur, %v : f32
        %s = arith.addf %m, %v : f32
        memref.atomic_yield %s : f32
      }
      gpu.return
    }
  }
}
