// Upstream's device code compiles: mlir-opt-22's convert-gpu-to-nvvm output of these kernels
// (ids, shuffles, barrier, workgroup and private attributions, atomics; tid.y folds away,
// `known_block_size` saying y is 1), its gpu.module
// wrapper stripped, compiled by mlirc to PTX that ptxas accepts.
// RUN: mlir-opt %s --convert-gpu-to-nvvm | sed -e '/gpu.module/d' -e '/^  }$/d' > %t.mlir
// RUN: mlirc %t.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_80 %t.ptx -o %t.cubin
// RUN: mlirc %t.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_90 -S -o %t90.ptx
// RUN: ptxas -arch=sm_90 %t90.ptx -o %t90.cubin
// With 32-bit indices:
// RUN: mlir-opt %s --convert-gpu-to-nvvm='index-bitwidth=32' | sed -e '/gpu.module/d' -e '/^  }$/d' > %t32.mlir
// RUN: mlirc %t32.mlir --target=nvptx64-nvidia-cuda -mcpu=sm_80 -S -o %t32.ptx
// RUN: FileCheck %s --check-prefix=IDX32 < %t32.ptx
// RUN: ptxas -arch=sm_80 %t32.ptx -o %t32.cubin

// CHECK-LABEL: .visible .entry ids(
// CHECK: .maxntid 128, 1, 1
// CHECK-DAG: mov.u32 {{.*}}, %tid.x;
// CHECK-DAG: mov.u32 {{.*}}, %ctaid.x;
// CHECK-DAG: mov.u32 {{.*}}, %ctaid.z;
// CHECK-DAG: mov.u32 {{.*}}, %ntid.x;
// CHECK-DAG: mov.u32 {{.*}}, %nctaid.y;
// CHECK-DAG: mov.u32 {{.*}}, %laneid;
// CHECK-LABEL: .visible .entry warp(
// CHECK-DAG: shfl.sync.bfly.b32 {{%r[0-9]+}}|{{%p[0-9]+}}
// CHECK-DAG: shfl.sync.down.b32
// CHECK-DAG: shfl.sync.up.b32
// CHECK-DAG: shfl.sync.idx.b32
// CHECK: bar.sync 0;
// CHECK-LABEL: .visible .entry shared(
// CHECK: .shared .align 4 .b8 __wg_shared_0[128];
// CHECK: st.shared.b32
// CHECK: bar.sync 0;
// CHECK: ld.shared.b32
// CHECK: atom.global.add.f32
// CHECK: atom.global.add.u32
// CHECK: atom.global.max.s32
// CHECK: atom.{{.*}}cas.b32

// IDX32-LABEL: .visible .entry ids(
// IDX32: .param .u32 ids_param_2
// IDX32: mov.u32 {{.*}}, %tid.x;

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @ids(%o: memref<?xindex>) kernel attributes {known_block_size = array<i32: 128, 1, 1>} {
      %t0 = gpu.thread_id x
      %t1 = gpu.thread_id y
      %b0 = gpu.block_id x
      %b2 = gpu.block_id z
      %d0 = gpu.block_dim x
      %g1 = gpu.grid_dim y
      %gi = gpu.global_id x
      %ln = gpu.lane_id
      %s0 = arith.addi %t0, %t1 : index
      %s1 = arith.addi %s0, %b0 : index
      %s2 = arith.addi %s1, %b2 : index
      %s3 = arith.addi %s2, %d0 : index
      %s4 = arith.addi %s3, %g1 : index
      %s5 = arith.addi %s4, %ln : index
      memref.store %s5, %o[%gi] : memref<?xindex>
      gpu.return
    }
    gpu.func @warp(%of: memref<?xf32>, %oi: memref<?xi32>, %f: f32, %i: i32) kernel {
      %t0 = gpu.thread_id x
      %c1 = arith.constant 1 : i32
      %c32 = arith.constant 32 : i32
      %s1, %v1 = gpu.shuffle xor %f, %c1, %c32 : f32
      %s2, %v2 = gpu.shuffle down %i, %c1, %c32 : i32
      %s3, %v3 = gpu.shuffle up %f, %c1, %c32 : f32
      %s4, %v4 = gpu.shuffle idx %i, %c1, %c32 : i32
      %a = arith.addf %s1, %s3 : f32
      %b = arith.addi %s2, %s4 : i32
      %zf = arith.constant 0.0 : f32
      %af = arith.select %v1, %a, %zf : f32
      memref.store %af, %of[%t0] : memref<?xf32>
      memref.store %b, %oi[%t0] : memref<?xi32>
      gpu.barrier
      gpu.return
    }
    gpu.func @shared(%o: memref<?xf32>, %oi: memref<?xi32>, %f: f32, %i: i32)
        workgroup(%w: memref<32xf32, #gpu.address_space<workgroup>>) private(%p: memref<4xf32, #gpu.address_space<private>>) kernel {
      %t0 = gpu.thread_id x
      %c0 = arith.constant 0 : index
      memref.store %f, %w[%t0] : memref<32xf32, #gpu.address_space<workgroup>>
      memref.store %f, %p[%c0] : memref<4xf32, #gpu.address_space<private>>
      gpu.barrier
      %x = memref.load %w[%c0] : memref<32xf32, #gpu.address_space<workgroup>>
      %y = memref.load %p[%c0] : memref<4xf32, #gpu.address_space<private>>
      %s = arith.addf %x, %y : f32
      %at = memref.atomic_rmw addf %s, %o[%t0] : (f32, memref<?xf32>) -> f32
      %at2 = memref.atomic_rmw addi %i, %oi[%t0] : (i32, memref<?xi32>) -> i32
      %at3 = memref.atomic_rmw maxs %i, %oi[%c0] : (i32, memref<?xi32>) -> i32
      %ga = memref.generic_atomic_rmw %oi[%t0] : memref<?xi32> {
      ^bb0(%cur: i32):
        %n = arith.muli %cur, %i : i32
        memref.atomic_yield %n : i32
      }
      gpu.return
    }
  }
}
