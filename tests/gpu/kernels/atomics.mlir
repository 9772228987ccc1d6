// Atomics on global and shared memory: memref.atomic_rmw kinds and generic_atomic_rmw.
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
  gpu.module @atomics {
    // CHECK-LABEL: .visible .entry histogram(
    // CHECK: atom.global.add.u32
    gpu.func @histogram(%data: memref<?xi32>, %bins: memref<256xi32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %data[%i] : memref<?xi32>
      %c255 = arith.constant 255 : i32
      %b = arith.andi %v, %c255 : i32
      %bi = arith.index_cast %b : i32 to index
      %one = arith.constant 1 : i32
      %old = memref.atomic_rmw addi %one, %bins[%bi] : (i32, memref<256xi32>) -> i32
      gpu.return
    }
    // CHECK-LABEL: .visible .entry float_sum(
    // CHECK: atom.global.add.f32
    gpu.func @float_sum(%data: memref<?xf32>, %sum: memref<1xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %data[%i] : memref<?xf32>
      %c0 = arith.constant 0 : index
      %old = memref.atomic_rmw addf %v, %sum[%c0] : (f32, memref<1xf32>) -> f32
      gpu.return
    }
    // CHECK-LABEL: .visible .entry min_max(
    // CHECK-DAG: atom.global.max.s32
    // CHECK-DAG: atom.global.min.u32
    // CHECK-DAG: atom.global.exch.b32
    // CHECK-DAG: atom.global.or.b32
    gpu.func @min_max(%data: memref<?xi32>, %out: memref<4xi32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %data[%i] : memref<?xi32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %a = memref.atomic_rmw maxs %v, %out[%c0] : (i32, memref<4xi32>) -> i32
      %b = memref.atomic_rmw minu %v, %out[%c1] : (i32, memref<4xi32>) -> i32
      %c = memref.atomic_rmw assign %v, %out[%c2] : (i32, memref<4xi32>) -> i32
      %d = memref.atomic_rmw ori %v, %out[%c3] : (i32, memref<4xi32>) -> i32
      gpu.return
    }
    // Atomics on a shared-memory histogram, then one global add per bin.
    // CHECK-LABEL: .visible .entry shared_histogram(
    // CHECK: atom.shared.add.u32
    // CHECK: atom.global.add.u32
    gpu.func @shared_histogram(%data: memref<?xi32>, %bins: memref<64xi32>)
        workgroup(%local: memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %t = gpu.thread_id x
      %c64 = arith.constant 64 : index
      %zero = arith.constant 0 : i32
      %low = arith.cmpi ult, %t, %c64 : index
      scf.if %low {
        memref.store %zero, %local[%t] : memref<64xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %i = gpu.global_id x
      %v = memref.load %data[%i] : memref<?xi32>
      %c63 = arith.constant 63 : i32
      %b = arith.andi %v, %c63 : i32
      %bi = arith.index_cast %b : i32 to index
      %one = arith.constant 1 : i32
      %o = memref.atomic_rmw addi %one, %local[%bi] : (i32, memref<64xi32, #gpu.address_space<workgroup>>) -> i32
      gpu.barrier
      scf.if %low {
        %n = memref.load %local[%t] : memref<64xi32, #gpu.address_space<workgroup>>
        %g = memref.atomic_rmw addi %n, %bins[%t] : (i32, memref<64xi32>) -> i32
      }
      gpu.return
    }
    // No float max instruction before sm_90 for f32 maximumf semantics: a CAS loop.
    // CHECK-LABEL: .visible .entry float_max(
    // CHECK: atom.{{.*}}global.cas.b32
    gpu.func @float_max(%data: memref<?xf32>, %out: memref<1xf32>) kernel {
      %i = gpu.global_id x
      %v = memref.load %data[%i] : memref<?xf32>
      %c0 = arith.constant 0 : index
      %m = memref.atomic_rmw maximumf %v, %out[%c0] : (f32, memref<1xf32>) -> f32
      gpu.return
    }
  }
}
