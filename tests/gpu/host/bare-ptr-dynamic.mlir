// A memref of dynamic shape cannot be passed as a bare pointer: an error naming the kernel.
// RUN: not mlirc %s --target=nvptx64-nvidia-cuda --gpu-bare-ptr-call-conv -S -o %t.bad.ptx 2>&1 | FileCheck %s
// RUN: test ! -e %t.bad.ptx
// CHECK: bare-ptr-dynamic.mlir:8:5: error: 'gpu.func' op takes 'memref<?xf32>': with --gpu-bare-ptr-call-conv, memref arguments need a static shape and the identity layout
module attributes {gpu.container_module} {
  gpu.module @dynamic {
    // (line 7)
    gpu.func @k(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
}
