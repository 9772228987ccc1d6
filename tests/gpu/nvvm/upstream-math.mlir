// Math in kernels: upstream's convert-gpu-to-nvvm turns math ops into calls of libdevice's
// `__nv_*` functions; mlirc compiles them as calls of external device functions (ptxas
// needs libdevice linked to resolve them, so this file only checks the PTX).
// RUN: mlir-opt %s --convert-gpu-to-nvvm | sed -e '/gpu.module/d' -e '/^  }$/d' > %t.mlir
// RUN: FileCheck %s --check-prefix=MLIR < %t.mlir
// RUN: mlirc %t.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t.ptx
// RUN: FileCheck %s < %t.ptx

// MLIR: llvm.call @__nv_expf
// MLIR: llvm.call @__nv_sqrt
// CHECK-DAG: .extern .func {{.*}}__nv_expf
// CHECK-DAG: .extern .func {{.*}}__nv_sqrt
// CHECK-LABEL: .visible .entry math(
// CHECK: call.uni (retval0), __nv_expf
// CHECK: call.uni (retval0), __nv_sqrt
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @math(%o: memref<?xf32>, %d: memref<?xf64>) kernel {
      %t = gpu.thread_id x
      %x = memref.load %o[%t] : memref<?xf32>
      %e = math.exp %x : f32
      memref.store %e, %o[%t] : memref<?xf32>
      %y = memref.load %d[%t] : memref<?xf64>
      %s = math.sqrt %y : f64
      memref.store %s, %d[%t] : memref<?xf64>
      gpu.return
    }
  }
}
