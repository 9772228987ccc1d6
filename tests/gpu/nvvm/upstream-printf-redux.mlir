// Upstream's device code for gpu.printf (a vprintf call on a stack buffer) and for uniform
// subgroup reductions with `has-redux` (nvvm.redux.sync), compiled by mlirc to PTX that
// ptxas accepts (redux.sync needs sm_80).
// RUN: mlir-opt %s --convert-gpu-to-nvvm='has-redux=1' | sed -e '/gpu.module/d' -e '/^  }$/d' > %t.mlir
// RUN: FileCheck %s --check-prefix=MLIR < %t.mlir
// RUN: mlirc %t.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_80 %t.ptx -o %t.cubin

// MLIR: nvvm.redux.sync  add
// MLIR: nvvm.redux.sync  max

// CHECK: .extern .func {{.*}}vprintf
// CHECK-LABEL: .visible .entry hello(
// CHECK: call.uni (retval0), vprintf
// CHECK-LABEL: .visible .entry reduce(
// CHECK: redux.sync.add.s32
// CHECK: redux.sync.max.s32
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @hello(%i: i32, %f: f32) kernel {
      gpu.printf "hello %d %f\n", %i, %f : i32, f32
      gpu.return
    }
    gpu.func @reduce(%o: memref<?xi32>, %i: i32) kernel {
      %r1 = gpu.subgroup_reduce add %i uniform : (i32) -> i32
      %r2 = gpu.subgroup_reduce maxsi %i uniform : (i32) -> i32
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      memref.store %r1, %o[%c0] : memref<?xi32>
      memref.store %r2, %o[%c1] : memref<?xi32>
      gpu.return
    }
  }
}
