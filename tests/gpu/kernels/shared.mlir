// Shared (workgroup) memory and barriers: workgroup attributions, private attributions,
// dynamic shared memory, `#gpu.address_space` memrefs.
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t80.ptx
// RUN: ptxas -arch=sm_80 %t80.ptx -o %t80.cubin
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
// RUN: FileCheck %s < %t80.ptx
// known_block_size bounds the thread id (the kernel's `.maxntid` too):
// RUN: mlirc %s --target=nvptx64-nvidia-cuda -S -emit-llvm -o - | FileCheck %s --check-prefix=RANGE
// RANGE-LABEL: define ptx_kernel void @block_sum(
// RANGE: call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// mlir-opt-22's own lowering of these kernels (convert-gpu-to-nvvm after lower-affine and
// convert-scf-to-cf) compiles with mlirc to PTX that ptxas accepts:
// RUN: mlir-opt %s --lower-affine --convert-scf-to-cf --convert-gpu-to-nvvm -o %t.upstream.mlir
// RUN: mlirc %t.upstream.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_80 --libdevice=%libdevice -S -o %t.upstream.ptx
// RUN: ptxas -arch=sm_80 %t.upstream.ptx -o %t.upstream.cubin

// Workgroup attributions are shared-memory arrays (LLVM moves each into the one kernel using it).
// CHECK: .extern .shared .align 16 .b8 __dynamic_shmem__[];
module attributes {gpu.container_module} {
  gpu.module @shared {
    // A tree reduction of 256 values per block in shared memory.
    // CHECK-LABEL: .visible .entry block_sum(
    // CHECK: .shared .align 16 .b8 __wg_block_sum_0[1024];
    // CHECK: st.shared.b32
    // CHECK: bar.sync 0;
    // CHECK: ld.shared.b32
    gpu.func @block_sum(%in: memref<?xf32>, %out: memref<?xf32>)
        workgroup(%buf: memref<256xf32, #gpu.address_space<workgroup>>) kernel
        attributes {known_block_size = array<i32: 256, 1, 1>} {
      %t = gpu.thread_id x
      %b = gpu.block_id x
      %i = gpu.global_id x
      %v = memref.load %in[%i] : memref<?xf32>
      memref.store %v, %buf[%t] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c128 = arith.constant 128 : index
      %r = scf.while (%s = %c128) : (index) -> index {
        %more = arith.cmpi ugt, %s, %c0 : index
        scf.condition(%more) %s : index
      } do {
      ^bb0(%s: index):
        %low = arith.cmpi ult, %t, %s : index
        scf.if %low {
          %j = arith.addi %t, %s : index
          %x = memref.load %buf[%t] : memref<256xf32, #gpu.address_space<workgroup>>
          %y = memref.load %buf[%j] : memref<256xf32, #gpu.address_space<workgroup>>
          %z = arith.addf %x, %y : f32
          memref.store %z, %buf[%t] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
        %h = arith.shrui %s, %c1 : index
        scf.yield %h : index
      }
      %first = arith.cmpi eq, %t, %c0 : index
      scf.if %first {
        %sum = memref.load %buf[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %sum, %out[%b] : memref<?xf32>
      }
      gpu.return
    }
    // A 32x32 tiled transpose through a padded shared tile.
    // CHECK-LABEL: .visible .entry transpose(
    // CHECK: .shared .align 16 .b8 __wg_transpose_0[4224];
    gpu.func @transpose(%in: memref<?x?xf32>, %out: memref<?x?xf32>)
        workgroup(%tile: memref<32x33xf32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c32 = arith.constant 32 : index
      %x0 = arith.muli %bx, %c32 : index
      %y0 = arith.muli %by, %c32 : index
      %x = arith.addi %x0, %tx : index
      %y = arith.addi %y0, %ty : index
      %v = memref.load %in[%y, %x] : memref<?x?xf32>
      memref.store %v, %tile[%ty, %tx] : memref<32x33xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %ox = arith.addi %y0, %tx : index
      %oy = arith.addi %x0, %ty : index
      %w = memref.load %tile[%tx, %ty] : memref<32x33xf32, #gpu.address_space<workgroup>>
      memref.store %w, %out[%oy, %ox] : memref<?x?xf32>
      gpu.return
    }
    // Private (per-thread) scratch.
    // CHECK-LABEL: .visible .entry private_scratch(
    gpu.func @private_scratch(%a: memref<?xf32>)
        private(%tmp: memref<4xf32, #gpu.address_space<private>>) kernel {
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<?xf32>
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c4 = arith.constant 4 : index
      scf.for %k = %c0 to %c4 step %c1 {
        %kf = arith.index_cast %k : index to i32
        %f = arith.sitofp %kf : i32 to f32
        %m = arith.mulf %v, %f : f32
        memref.store %m, %tmp[%k] : memref<4xf32, #gpu.address_space<private>>
      }
      %zero = arith.constant 0.0 : f32
      %s = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
        %e = memref.load %tmp[%k] : memref<4xf32, #gpu.address_space<private>>
        %n = arith.addf %acc, %e : f32
        scf.yield %n : f32
      }
      memref.store %s, %a[%i] : memref<?xf32>
      gpu.return
    }
    // Dynamic shared memory, viewed as f32.
    // CHECK-LABEL: .visible .entry dynamic_shared(
    gpu.func @dynamic_shared(%a: memref<?xf32>) kernel {
      %raw = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
      %c0 = arith.constant 0 : index
      %n = gpu.block_dim x
      %view = memref.view %raw[%c0][%n] : memref<?xi8, #gpu.address_space<workgroup>> to memref<?xf32, #gpu.address_space<workgroup>>
      %t = gpu.thread_id x
      %i = gpu.global_id x
      %v = memref.load %a[%i] : memref<?xf32>
      memref.store %v, %view[%t] : memref<?xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c1 = arith.constant 1 : index
      %nm1 = arith.subi %n, %c1 : index
      %r = arith.subi %nm1, %t : index
      %w = memref.load %view[%r] : memref<?xf32, #gpu.address_space<workgroup>>
      memref.store %w, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
}
