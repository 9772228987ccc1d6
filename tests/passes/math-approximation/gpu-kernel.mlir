// On a GPU, the expanded math needs no libdevice: the kernel compiles to PTX with
// --libdevice=none and ptxas assembles it for sm_80 and sm_90. The driver expands device math
// itself when there is no libdevice (polynomials through fma: every NVPTX target has it), so the
// kernel as written gives the same PTX.
// RUN: mlirc --pass-pipeline='builtin.module(mlirc-math-approximation{fma=true})' %s -o %t.mlir
// RUN: mlirc %t.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_80 --libdevice=none -S -o %t80.ptx
// RUN: FileCheck %s < %t80.ptx
// RUN: ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// RUN: mlirc %t.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_90 --libdevice=none -S -o %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 --libdevice=none -S -o %t.direct.ptx
// RUN: diff %t80.ptx %t.direct.ptx
// A --libdevice naming a missing file is an error.
// RUN: not mlirc %s --target=nvptx64-nvidia-cuda --libdevice=%t.nonexistent.bc -S -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=NEEDS
// NEEDS: error: --libdevice: no such file

// CHECK-NOT: __nv_
// CHECK-LABEL: .visible .entry math_f32(
// CHECK: fma.rn.f32
// CHECK-LABEL: .visible .entry math_f64(
// CHECK: fma.rn.f64
// CHECK-NOT: __nv_
module attributes {gpu.container_module} {
  gpu.module @m {
    gpu.func @math_f32(%a: memref<?xf32>, %b: memref<?xf32>, %n: memref<?xi32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %k = memref.load %n[%i] : memref<?xi32>
      %0 = math.exp %x : f32
      %1 = math.log %0 : f32
      %2 = math.sin %1 : f32
      %3 = math.cos %2 : f32
      %4 = math.tanh %3 : f32
      %5 = math.erf %4 : f32
      %6 = math.erfc %5 : f32
      %7 = math.atan2 %6, %y : f32
      %8 = math.powf %7, %y : f32
      %9 = math.fpowi %8, %k : f32, i32
      %10 = math.cbrt %9 : f32
      %11 = math.asin %10 : f32
      %12 = math.acos %11 : f32
      %13 = math.expm1 %12 : f32
      %14 = math.log1p %13 : f32
      %15 = math.sinh %14 : f32
      %16 = math.cosh %15 : f32
      %17 = math.tan %16 : f32
      %18 = math.log10 %17 : f32
      %19 = math.exp2 %18 : f32
      %20 = math.log2 %19 : f32
      %21 = math.rsqrt %20 : f32
      %22 = math.atan %21 : f32
      memref.store %22, %b[%i] : memref<?xf32>
      gpu.return
    }
    gpu.func @math_f64(%a: memref<?xf64>, %h: memref<?xf16>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf64>
      %0 = math.exp %x : f64
      %1 = math.log %0 : f64
      %2 = math.sin %1 : f64
      %3 = math.cos %2 : f64
      %4 = math.tanh %3 : f64
      %5 = math.atan2 %4, %x : f64
      memref.store %5, %a[%i] : memref<?xf64>
      %y = memref.load %h[%i] : memref<?xf16>
      %6 = math.exp %y : f16
      memref.store %6, %h[%i] : memref<?xf16>
      gpu.return
    }
  }
}
