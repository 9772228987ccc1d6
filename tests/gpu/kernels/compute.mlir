// Whole kernels: saxpy, naive and shared-memory-tiled matmul, a 2-D stencil, a softmax row,
// affine and scf control flow, strided views and dynamic shapes.
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
  gpu.module @compute {
    // CHECK-LABEL: .visible .entry saxpy(
    // CHECK: fma.rn.f32
    gpu.func @saxpy(%a: f32, %x: memref<?xf32>, %y: memref<?xf32>) kernel {
      %i = gpu.global_id x
      %c0 = arith.constant 0 : index
      %n = memref.dim %x, %c0 : memref<?xf32>
      %in = arith.cmpi ult, %i, %n : index
      scf.if %in {
        %xi = memref.load %x[%i] : memref<?xf32>
        %yi = memref.load %y[%i] : memref<?xf32>
        %r = math.fma %a, %xi, %yi : f32
        memref.store %r, %y[%i] : memref<?xf32>
      }
      gpu.return
    }
    // CHECK-LABEL: .visible .entry matmul_naive(
    gpu.func @matmul_naive(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) kernel {
      %col = gpu.global_id x
      %row = gpu.global_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %K = memref.dim %A, %c1 : memref<?x?xf32>
      %zero = arith.constant 0.0 : f32
      %acc = scf.for %k = %c0 to %K step %c1 iter_args(%s = %zero) -> f32 {
        %a = memref.load %A[%row, %k] : memref<?x?xf32>
        %b = memref.load %B[%k, %col] : memref<?x?xf32>
        %p = arith.mulf %a, %b : f32
        %n = arith.addf %s, %p : f32
        scf.yield %n : f32
      }
      memref.store %acc, %C[%row, %col] : memref<?x?xf32>
      gpu.return
    }
    // 16x16 tiles of A and B staged through shared memory.
    // CHECK-LABEL: .visible .entry matmul_tiled(
    // CHECK: bar.sync 0;
    // CHECK: ld.shared
    gpu.func @matmul_tiled(%A: memref<1024x1024xf32>, %B: memref<1024x1024xf32>, %C: memref<1024x1024xf32>)
        workgroup(%As: memref<16x16xf32, #gpu.address_space<workgroup>>, %Bs: memref<16x16xf32, #gpu.address_space<workgroup>>)
        kernel attributes {known_block_size = array<i32: 16, 16, 1>} {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %c1024 = arith.constant 1024 : index
      %r0 = arith.muli %by, %c16 : index
      %row = arith.addi %r0, %ty : index
      %q0 = arith.muli %bx, %c16 : index
      %col = arith.addi %q0, %tx : index
      %zero = arith.constant 0.0 : f32
      %acc = scf.for %t = %c0 to %c1024 step %c16 iter_args(%s = %zero) -> f32 {
        %ak = arith.addi %t, %tx : index
        %a = memref.load %A[%row, %ak] : memref<1024x1024xf32>
        memref.store %a, %As[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        %bk = arith.addi %t, %ty : index
        %b = memref.load %B[%bk, %col] : memref<1024x1024xf32>
        memref.store %b, %Bs[%ty, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
        gpu.barrier
        %part = scf.for %k = %c0 to %c16 step %c1 iter_args(%p = %s) -> f32 {
          %x = memref.load %As[%ty, %k] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %y = memref.load %Bs[%k, %tx] : memref<16x16xf32, #gpu.address_space<workgroup>>
          %n = math.fma %x, %y, %p : f32
          scf.yield %n : f32
        }
        gpu.barrier
        scf.yield %part : f32
      }
      memref.store %acc, %C[%row, %col] : memref<1024x1024xf32>
      gpu.return
    }
    // A 5-point stencil on the interior, with affine index arithmetic.
    // CHECK-LABEL: .visible .entry stencil(
    gpu.func @stencil(%in: memref<?x?xf32>, %out: memref<?x?xf32>) kernel {
      %x = gpu.global_id x
      %y = gpu.global_id y
      %c1 = arith.constant 1 : index
      %c0 = arith.constant 0 : index
      %h = memref.dim %in, %c0 : memref<?x?xf32>
      %w = memref.dim %in, %c1 : memref<?x?xf32>
      %hm = arith.subi %h, %c1 : index
      %wm = arith.subi %w, %c1 : index
      %a = arith.cmpi uge, %x, %c1 : index
      %b = arith.cmpi ult, %x, %wm : index
      %c = arith.cmpi uge, %y, %c1 : index
      %d = arith.cmpi ult, %y, %hm : index
      %ab = arith.andi %a, %b : i1
      %cd = arith.andi %c, %d : i1
      %ok = arith.andi %ab, %cd : i1
      scf.if %ok {
        %xm = affine.apply affine_map<(d0) -> (d0 - 1)>(%x)
        %xp = affine.apply affine_map<(d0) -> (d0 + 1)>(%x)
        %ym = affine.apply affine_map<(d0) -> (d0 - 1)>(%y)
        %yp = affine.apply affine_map<(d0) -> (d0 + 1)>(%y)
        %v0 = memref.load %in[%y, %x] : memref<?x?xf32>
        %v1 = memref.load %in[%y, %xm] : memref<?x?xf32>
        %v2 = memref.load %in[%y, %xp] : memref<?x?xf32>
        %v3 = memref.load %in[%ym, %x] : memref<?x?xf32>
        %v4 = memref.load %in[%yp, %x] : memref<?x?xf32>
        %s1 = arith.addf %v1, %v2 : f32
        %s2 = arith.addf %v3, %v4 : f32
        %s3 = arith.addf %s1, %s2 : f32
        %q = arith.constant 0.25 : f32
        %m = arith.mulf %s3, %q : f32
        %r = arith.subf %m, %v0 : f32
        memref.store %r, %out[%y, %x] : memref<?x?xf32>
      }
      gpu.return
    }
    // One thread per row: max, exp-sum, normalize (libdevice's exp).
    // CHECK-LABEL: .visible .entry softmax_rows(
    gpu.func @softmax_rows(%in: memref<?x?xf32>, %out: memref<?x?xf32>) kernel {
      %r = gpu.global_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %n = memref.dim %in, %c1 : memref<?x?xf32>
      %ninf = arith.constant 0xFF800000 : f32
      %mx = scf.for %j = %c0 to %n step %c1 iter_args(%m = %ninf) -> f32 {
        %v = memref.load %in[%r, %j] : memref<?x?xf32>
        %nm = arith.maximumf %m, %v : f32
        scf.yield %nm : f32
      }
      %zero = arith.constant 0.0 : f32
      %sum = scf.for %j = %c0 to %n step %c1 iter_args(%s = %zero) -> f32 {
        %v = memref.load %in[%r, %j] : memref<?x?xf32>
        %d = arith.subf %v, %mx : f32
        %e = math.exp %d : f32
        memref.store %e, %out[%r, %j] : memref<?x?xf32>
        %ns = arith.addf %s, %e : f32
        scf.yield %ns : f32
      }
      scf.for %j = %c0 to %n step %c1 {
        %e = memref.load %out[%r, %j] : memref<?x?xf32>
        %q = arith.divf %e, %sum : f32
        memref.store %q, %out[%r, %j] : memref<?x?xf32>
      }
      gpu.return
    }
    // An affine loop nest inside a kernel (lowered with the rest of the pipeline).
    // CHECK-LABEL: .visible .entry affine_rows(
    gpu.func @affine_rows(%m: memref<64x128xf32>) kernel {
      %r = gpu.thread_id x
      affine.for %j = 0 to 128 step 4 {
        affine.for %k = 0 to 4 {
          %v = affine.load %m[%r, %j + %k] : memref<64x128xf32>
          %d = arith.addf %v, %v : f32
          affine.store %d, %m[%r, %j + %k] : memref<64x128xf32>
        }
      }
      gpu.return
    }
    // scf.while, early exit by condition, cf branches with block arguments.
    // CHECK-LABEL: .visible .entry collatz(
    gpu.func @collatz(%a: memref<?xi32>) kernel {
      %i = gpu.global_id x
      %x0 = memref.load %a[%i] : memref<?xi32>
      %c1 = arith.constant 1 : i32
      %c2 = arith.constant 2 : i32
      %c3 = arith.constant 3 : i32
      %zero = arith.constant 0 : i32
      %r:2 = scf.while (%x = %x0, %steps = %zero) : (i32, i32) -> (i32, i32) {
        %go = arith.cmpi sgt, %x, %c1 : i32
        scf.condition(%go) %x, %steps : i32, i32
      } do {
      ^bb0(%x: i32, %steps: i32):
        %rem = arith.remsi %x, %c2 : i32
        %even = arith.cmpi eq, %rem, %zero : i32
        %nx = scf.if %even -> i32 {
          %h = arith.divsi %x, %c2 : i32
          scf.yield %h : i32
        } else {
          %t = arith.muli %x, %c3 : i32
          %t1 = arith.addi %t, %c1 : i32
          scf.yield %t1 : i32
        }
        %ns = arith.addi %steps, %c1 : i32
        scf.yield %nx, %ns : i32, i32
      }
      memref.store %r#1, %a[%i] : memref<?xi32>
      gpu.return
    }
    // A strided view (every other column) through memref.subview, and a device function call
    // (inlined; the public function stays a .func).
    // CHECK-LABEL: .visible .entry strided_view(
    // CHECK: mul.rn.f32
    // CHECK: .visible .func (.param .b32 func_retval0) scale_noinline(
    gpu.func @strided_view(%m: memref<?x?xf32>, %s: f32) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %h = memref.dim %m, %c0 : memref<?x?xf32>
      %w = memref.dim %m, %c1 : memref<?x?xf32>
      %c2 = arith.constant 2 : index
      %hw = arith.divui %w, %c2 : index
      %v = memref.subview %m[0, 0] [%h, %hw] [1, 2] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 2]>>
      %x = gpu.global_id x
      %y = gpu.global_id y
      %e = memref.load %v[%y, %x] : memref<?x?xf32, strided<[?, 2]>>
      %r = func.call @scale_noinline(%e, %s) : (f32, f32) -> f32
      memref.store %r, %v[%y, %x] : memref<?x?xf32, strided<[?, 2]>>
      gpu.return
    }
    func.func @scale_noinline(%x: f32, %s: f32) -> f32 {
      %r = arith.mulf %x, %s : f32
      return %r : f32
    }
  }
}
