// Math in kernels: ops with a GPU instruction become it (sqrt, fma, fabs, floor, ...); the
// others call libdevice's `__nv_*` functions, linked in and internalized, so the PTX has no
// unresolved function and ptxas accepts it for sm_80 and sm_90.
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 --libdevice=%libdevice -S -o %t80.ptx
// RUN: ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
// RUN: FileCheck %s < %t80.ptx
// mlir-opt-22's own lowering of these kernels (convert-gpu-to-nvvm after lower-affine and
// convert-scf-to-cf) compiles with mlirc to PTX that ptxas accepts:
// RUN: mlir-opt %s --lower-affine --convert-scf-to-cf --convert-gpu-to-nvvm -o %t.upstream.mlir
// RUN: mlirc %t.upstream.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_80 --libdevice=%libdevice -S -o %t.upstream.ptx
// RUN: ptxas -arch=sm_80 %t.upstream.ptx -o %t.upstream.cubin
// Without libdevice (--libdevice=none), mlirc's own polynomial expansions: no call at all.
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 --libdevice=none -S -o %t.nolib80.ptx
// RUN: ptxas -arch=sm_80 %t.nolib80.ptx -o %t.nolib80.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 --libdevice=none -S -o %t.nolib90.ptx
// RUN: ptxas -arch=sm_90 %t.nolib90.ptx -o %t.nolib90.cubin
// RUN: not grep -E 'call|__nv_' %t.nolib80.ptx
// RUN: grep -q '.visible .entry transcendental_f32(' %t.nolib80.ptx
// RUN: not mlirc %s --target=nvptx64-nvidia-cuda --libdevice=%t.nonexistent.bc -S -o %t.bad.ptx 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: --libdevice: no such file

// CHECK-NOT: .extern .func {{.*}}__nv_
// CHECK-NOT: call{{.*}}__nv_
module attributes {gpu.container_module} {
  gpu.module @math {
    // CHECK-LABEL: .visible .entry transcendental_f32(
    // CHECK: ex2.approx
    gpu.func @transcendental_f32(%a: memref<?xf32>, %b: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %e = math.exp %x : f32
      %l = math.log %e : f32
      %t = math.tanh %l : f32
      %r = math.erf %t : f32
      %s = math.sin %r : f32
      %c = math.cos %s : f32
      memref.store %c, %b[%i] : memref<?xf32>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry binary_f32(
    gpu.func @binary_f32(%a: memref<?xf32>, %b: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %y = memref.load %b[%i] : memref<?xf32>
      %p = math.powf %x, %y : f32
      %t = math.atan2 %p, %y : f32
      memref.store %t, %b[%i] : memref<?xf32>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry native_f32(
    // CHECK-DAG: sqrt.rn.f32
    // CHECK-DAG: fma.rn.f32
    // CHECK-DAG: abs.f32
    // CHECK-DAG: cvt.rmi.f32.f32
    gpu.func @native_f32(%a: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %s = math.sqrt %x : f32
      %f = math.fma %s, %x, %x : f32
      %b = math.absf %f : f32
      %fl = math.floor %b : f32
      %r = math.rsqrt %fl : f32
      memref.store %r, %a[%i] : memref<?xf32>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry transcendental_f64(
    gpu.func @transcendental_f64(%a: memref<?xf64>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf64>
      %e = math.exp %x : f64
      %l = math.log1p %e : f64
      %s = math.sinh %l : f64
      %c = math.cbrt %s : f64
      %t = math.tan %c : f64
      memref.store %t, %a[%i] : memref<?xf64>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry half_math(
    gpu.func @half_math(%a: memref<?xf16>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf16>
      %e = math.exp %x : f16
      %s = math.sqrt %e : f16
      memref.store %s, %a[%i] : memref<?xf16>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry powi(
    gpu.func @powi(%a: memref<?xf32>, %e: i32) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %p = math.fpowi %x, %e : f32, i32
      memref.store %p, %a[%i] : memref<?xf32>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry int_math(
    // CHECK-DAG: popc.b32
    // CHECK-DAG: clz.b32
    gpu.func @int_math(%a: memref<?xi32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xi32>
      %p = math.ctpop %x : i32
      %z = math.ctlz %x : i32
      %s = arith.addi %p, %z : i32
      %b = math.absi %s : i32
      memref.store %b, %a[%i] : memref<?xi32>
      gpu.return
    }
  }
}
