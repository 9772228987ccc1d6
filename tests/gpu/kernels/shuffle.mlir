// Warp shuffles in every mode, 32- and 64-bit values, a warp reduction, partial widths.
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
  gpu.module @shuffles {
    // CHECK-LABEL: .visible .entry modes_f32(
    // CHECK-DAG: shfl.sync.bfly.b32
    // CHECK-DAG: shfl.sync.down.b32
    // CHECK-DAG: shfl.sync.up.b32
    // CHECK-DAG: shfl.sync.idx.b32
    gpu.func @modes_f32(%a: memref<?xf32>, %ok: memref<?xi1>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c32 = arith.constant 32 : i32
      %s0, %v0 = gpu.shuffle xor %x, %c1, %c32 : f32
      %s1, %v1 = gpu.shuffle down %s0, %c2, %c32 : f32
      %s2, %v2 = gpu.shuffle up %s1, %c1, %c32 : f32
      %s3, %v3 = gpu.shuffle idx %s2, %c2, %c32 : f32
      %va = arith.andi %v0, %v1 : i1
      %vb = arith.andi %v2, %v3 : i1
      %v = arith.andi %va, %vb : i1
      memref.store %s3, %a[%i] : memref<?xf32>
      memref.store %v, %ok[%i] : memref<?xi1>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry warp_sum_i32(
    // CHECK-COUNT-5: shfl.sync.bfly.b32
    gpu.func @warp_sum_i32(%a: memref<?xi32>, %out: memref<?xi32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xi32>
      %c32 = arith.constant 32 : i32
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c4 = arith.constant 4 : i32
      %c8 = arith.constant 8 : i32
      %c16 = arith.constant 16 : i32
      %y1, %p1 = gpu.shuffle xor %x, %c16, %c32 : i32
      %s1 = arith.addi %x, %y1 : i32
      %y2, %p2 = gpu.shuffle xor %s1, %c8, %c32 : i32
      %s2 = arith.addi %s1, %y2 : i32
      %y3, %p3 = gpu.shuffle xor %s2, %c4, %c32 : i32
      %s3 = arith.addi %s2, %y3 : i32
      %y4, %p4 = gpu.shuffle xor %s3, %c2, %c32 : i32
      %s4 = arith.addi %s3, %y4 : i32
      %y5, %p5 = gpu.shuffle xor %s4, %c1, %c32 : i32
      %s5 = arith.addi %s4, %y5 : i32
      %l = gpu.lane_id
      %c0 = arith.constant 0 : index
      %first = arith.cmpi eq, %l, %c0 : index
      scf.if %first {
        %w = gpu.block_id x
        memref.store %s5, %out[%w] : memref<?xi32>
      }
      gpu.return
    }
    // 64-bit values move as two 32-bit halves.
    // CHECK-LABEL: .visible .entry wide_values(
    // CHECK-COUNT-4: shfl.sync.down.b32
    gpu.func @wide_values(%a: memref<?xf64>, %b: memref<?xi64>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf64>
      %y = memref.load %b[%i] : memref<?xi64>
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %sx, %px = gpu.shuffle down %x, %c1, %c32 : f64
      %sy, %py = gpu.shuffle down %y, %c1, %c32 : i64
      memref.store %sx, %a[%i] : memref<?xf64>
      memref.store %sy, %b[%i] : memref<?xi64>
      gpu.return
    }
    // A width below the warp size: a runtime width gives the mask and clamp.
    // CHECK-LABEL: .visible .entry partial_width(
    // CHECK: shfl.sync.idx.b32
    gpu.func @partial_width(%a: memref<?xf32>, %w: i32) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %c0 = arith.constant 0 : i32
      %s, %p = gpu.shuffle idx %x, %c0, %w : f32
      %r = arith.select %p, %s, %x : f32
      memref.store %r, %a[%i] : memref<?xf32>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry broadcast_lane0(
    // CHECK: shfl.sync.idx.b32
    gpu.func @broadcast_lane0(%a: memref<?xi32>) kernel {
      %i = gpu.global_id x
      %x = memref.load %a[%i] : memref<?xi32>
      %c0 = arith.constant 0 : i32
      %c16 = arith.constant 16 : i32
      %s, %p = gpu.shuffle idx %x, %c0, %c16 : i32
      memref.store %s, %a[%i] : memref<?xi32>
      gpu.return
    }
  }
}
