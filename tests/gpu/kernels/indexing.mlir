// Thread, block and grid indexing in 1-D, 2-D and 3-D launches: every kernel assembles with
// ptxas for sm_80 and sm_90.
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
  gpu.module @indexing {
    // CHECK-LABEL: .visible .entry copy1d(
    // CHECK-DAG: %tid.x
    // CHECK-DAG: %ctaid.x
    // CHECK-DAG: %ntid.x
    gpu.func @copy1d(%src: memref<?xf32>, %dst: memref<?xf32>, %n: index) kernel {
      %i = gpu.global_id x
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %v = memref.load %src[%i] : memref<?xf32>
        memref.store %v, %dst[%i] : memref<?xf32>
      }
      gpu.return
    }
    // CHECK-LABEL: .visible .entry copy2d(
    // CHECK-DAG: %tid.y
    // CHECK-DAG: %ctaid.y
    gpu.func @copy2d(%src: memref<?x?xf32>, %dst: memref<?x?xf32>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %x0 = arith.muli %bx, %dx : index
      %x = arith.addi %x0, %tx : index
      %y0 = arith.muli %by, %dy : index
      %y = arith.addi %y0, %ty : index
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %rows = memref.dim %src, %c0 : memref<?x?xf32>
      %cols = memref.dim %src, %c1 : memref<?x?xf32>
      %okr = arith.cmpi ult, %y, %rows : index
      %okc = arith.cmpi ult, %x, %cols : index
      %ok = arith.andi %okr, %okc : i1
      scf.if %ok {
        %v = memref.load %src[%y, %x] : memref<?x?xf32>
        memref.store %v, %dst[%y, %x] : memref<?x?xf32>
      }
      gpu.return
    }
    // CHECK-LABEL: .visible .entry fill3d(
    // CHECK-DAG: %tid.z
    // CHECK-DAG: %ctaid.z
    // CHECK-DAG: %ntid.z
    gpu.func @fill3d(%dst: memref<8x16x32xi32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %z = gpu.global_id z
      %xi = arith.index_cast %x : index to i32
      %yi = arith.index_cast %y : index to i32
      %zi = arith.index_cast %z : index to i32
      %s0 = arith.addi %xi, %yi : i32
      %s = arith.addi %s0, %zi : i32
      memref.store %s, %dst[%z, %y, %x] : memref<8x16x32xi32>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry grid_sizes(
    // CHECK-DAG: %nctaid.x
    // CHECK-DAG: %nctaid.y
    // CHECK-DAG: %nctaid.z
    gpu.func @grid_sizes(%out: memref<6xindex>) kernel {
      %gx = gpu.grid_dim x
      %gy = gpu.grid_dim y
      %gz = gpu.grid_dim z
      %bx = gpu.block_dim x
      %by = gpu.block_dim y
      %bz = gpu.block_dim z
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c3 = arith.constant 3 : index
      %c4 = arith.constant 4 : index
      %c5 = arith.constant 5 : index
      memref.store %gx, %out[%c0] : memref<6xindex>
      memref.store %gy, %out[%c1] : memref<6xindex>
      memref.store %gz, %out[%c2] : memref<6xindex>
      memref.store %bx, %out[%c3] : memref<6xindex>
      memref.store %by, %out[%c4] : memref<6xindex>
      memref.store %bz, %out[%c5] : memref<6xindex>
      gpu.return
    }
    // CHECK-LABEL: .visible .entry grid_stride(
    // CHECK: %nctaid.x
    gpu.func @grid_stride(%a: memref<?xf32>, %s: f32) kernel {
      %i0 = gpu.global_id x
      %gx = gpu.grid_dim x
      %bx = gpu.block_dim x
      %step = arith.muli %gx, %bx : index
      %c0 = arith.constant 0 : index
      %n = memref.dim %a, %c0 : memref<?xf32>
      scf.for %i = %i0 to %n step %step {
        %v = memref.load %a[%i] : memref<?xf32>
        %m = arith.mulf %v, %s : f32
        memref.store %m, %a[%i] : memref<?xf32>
      }
      gpu.return
    }
  }
}
