// gpu.printf becomes vprintf with the arguments packed as a C variadic call promotes them.
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t80.ptx
// RUN: ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
// RUN: FileCheck %s < %t80.ptx
// mlir-opt-22's own lowering of these kernels (convert-gpu-to-nvvm after lower-affine and
// convert-scf-to-cf) compiles with mlirc to PTX that ptxas accepts:
// RUN: mlir-opt %s --lower-affine --convert-scf-to-cf --convert-gpu-to-nvvm -o %t.upstream.mlir
// RUN: mlirc %t.upstream.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_80 --libdevice=%libdevice -S -o %t.upstream.ptx
// RUN: ptxas -arch=sm_80 %t.upstream.ptx -o %t.upstream.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -S -emit-llvm -o - | FileCheck %s --check-prefix=IR

// CHECK: .extern .func (.param .b32 func_retval0) vprintf
// IR-DAG: c"thread %d of %d: %f\0A\00"
// IR-DAG: c"hello\0A\00"
// IR: define ptx_kernel void @hello(
// IR: call i32 @vprintf(ptr {{.*}}, ptr null)
// IR: define ptx_kernel void @values(
// IR: store double
// IR: call i32 @vprintf(
module attributes {gpu.container_module} {
  gpu.module @printing {
    // CHECK-LABEL: .visible .entry hello(
    // CHECK: call.uni (retval0), vprintf
    gpu.func @hello() kernel {
      gpu.printf "hello\n"
      gpu.return
    }
    // CHECK-LABEL: .visible .entry values(
    // CHECK: cvt.f64.f32
    // CHECK: call.uni (retval0), vprintf
    gpu.func @values(%a: memref<?xf32>) kernel {
      %t = gpu.thread_id x
      %n = gpu.block_dim x
      %ti = arith.index_cast %t : index to i32
      %ni = arith.index_cast %n : index to i32
      %v = memref.load %a[%t] : memref<?xf32>
      gpu.printf "thread %d of %d: %f\n", %ti, %ni, %v : i32, i32, f32
      gpu.return
    }
  }
}
