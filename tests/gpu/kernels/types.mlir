// Element types in kernels: f16 and bf16 arithmetic, i8/i16/i64 integers, index casts,
// conversions between them, and i1 masks.
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

module attributes {gpu.container_module} {
  gpu.module @types {
    // CHECK-LABEL: .visible .entry half_axpy(
    // CHECK: fma.rn.f16
    gpu.func @half_axpy(%a: f16, %x: memref<?xf16>, %y: memref<?xf16>) kernel {
      %i = gpu.global_id x
      %xi = memref.load %x[%i] : memref<?xf16>
      %yi = memref.load %y[%i] : memref<?xf16>
      %p = arith.mulf %a, %xi fastmath<contract> : f16
      %s = arith.addf %p, %yi fastmath<contract> : f16
      memref.store %s, %y[%i] : memref<?xf16>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry bf16_scale(
    gpu.func @bf16_scale(%x: memref<?xbf16>, %out: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %x[%i] : memref<?xbf16>
      %w = arith.extf %v : bf16 to f32
      %two = arith.constant 2.0 : f32
      %m = arith.mulf %w, %two : f32
      %t = arith.truncf %m : f32 to bf16
      %b = arith.extf %t : bf16 to f32
      memref.store %b, %out[%i] : memref<?xf32>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry int_widths(
    gpu.func @int_widths(%a: memref<?xi8>, %b: memref<?xi16>, %c: memref<?xi64>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xi8>
      %y = memref.load %b[%i] : memref<?xi16>
      %xe = arith.extsi %x : i8 to i64
      %ye = arith.extui %y : i16 to i64
      %s = arith.addi %xe, %ye : i64
      %big = arith.constant 1099511627776 : i64
      %m = arith.muli %s, %big : i64
      %d = arith.divsi %m, %xe : i64
      memref.store %d, %c[%i] : memref<?xi64>
      %t = arith.trunci %d : i64 to i8
      memref.store %t, %a[%i] : memref<?xi8>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry convert_mask(
    gpu.func @convert_mask(%a: memref<?xf32>, %m: memref<?xi1>, %o: memref<?xi32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<?xf32>
      %mask = memref.load %m[%i] : memref<?xi1>
      %n = arith.fptosi %v : f32 to i32
      %u = arith.fptoui %v : f32 to i32
      %z = arith.constant 0 : i32
      %s = arith.select %mask, %n, %u : i32
      %neg = arith.cmpi slt, %s, %z : i32
      %r = arith.select %neg, %z, %s : i32
      %back = arith.sitofp %r : i32 to f32
      memref.store %r, %o[%i] : memref<?xi32>
      memref.store %back, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
}
