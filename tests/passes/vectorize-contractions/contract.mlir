// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=128 vector-registers=32 fma=true},canonicalize,cse))' | FileCheck %s --check-prefix=NOFUSE
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=128 vector-registers=32 fma=true contract=true},canonicalize,cse))' | FileCheck %s --check-prefix=FUSE
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=128 vector-registers=32 fma=false contract=true},canonicalize,cse))' | FileCheck %s --check-prefix=NOFMA
// Contraction of a product and its sum into an FMA changes the result (one rounding instead
// of two), so the vectorized code fuses them only when the target has FMA (`fma`) and
// contraction is allowed: by the `contract` option (the driver sets it under
// -ffp-contract=fast and -ffast-math) or by the op, whose body multiply and add both carry
// `contract` (or `fast`). Otherwise: arith.mulf then arith.addf, as the loops compute.
// Integers are exact: muli and addi in every case.

// NOFUSE-LABEL: func.func @matmul(
// NOFUSE-NOT: fma
// NOFUSE: arith.mulf %{{.*}} : vector<4xf32>
// NOFUSE-NEXT: arith.addf %{{.*}} : vector<4xf32>
// NOFUSE-NOT: fma
// NOFUSE: return
// FUSE-LABEL: func.func @matmul(
// FUSE-NOT: arith.mulf {{.*}} : vector<4xf32>
// FUSE: vector.fma %{{.*}} : vector<4xf32>
// FUSE-NOT: arith.mulf {{.*}} : vector<4xf32>
// FUSE: return
// NOFMA-LABEL: func.func @matmul(
// NOFMA-NOT: fma
// NOFMA: arith.mulf %{{.*}} : vector<4xf32>
// NOFMA-NEXT: arith.addf %{{.*}} : vector<4xf32>
// NOFMA-NOT: fma
// NOFMA: return
func.func @matmul(%a: memref<8x16xf32>, %b: memref<16x8xf32>, %c: memref<8x8xf32>) {
  linalg.matmul ins(%a, %b : memref<8x16xf32>, memref<16x8xf32>) outs(%c : memref<8x8xf32>)
  return
}

// -----

// Both body ops allow contraction: fused without the option too (given FMA).
// NOFUSE-LABEL: func.func @generic_contract(
// NOFUSE-NOT: arith.mulf {{.*}} : vector<4xf32>
// NOFUSE: vector.fma %{{.*}} : vector<4xf32>
// NOFUSE: return
// FUSE-LABEL: func.func @generic_contract(
// FUSE: vector.fma %{{.*}} : vector<4xf32>
// NOFMA-LABEL: func.func @generic_contract(
// NOFMA-NOT: fma
// NOFMA: arith.mulf %{{.*}} : vector<4xf32>
// NOFMA: return
#ma = affine_map<(m, n, k) -> (m, k)>
#mb = affine_map<(m, n, k) -> (k, n)>
#mc = affine_map<(m, n, k) -> (m, n)>
func.func @generic_contract(%a: memref<8x16xf32>, %b: memref<16x8xf32>, %c: memref<8x8xf32>) {
  linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x16xf32>, memref<16x8xf32>) outs(%c : memref<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y fastmath<contract> : f32
    %s = arith.addf %acc, %p fastmath<contract> : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// `fast` includes `contract`.
// NOFUSE-LABEL: func.func @generic_fast(
// NOFUSE: vector.fma %{{.*}} : vector<2xf64>
#ma = affine_map<(m, n, k) -> (m, k)>
#mb = affine_map<(m, n, k) -> (k, n)>
#mc = affine_map<(m, n, k) -> (m, n)>
func.func @generic_fast(%a: memref<8x16xf64>, %b: memref<16x8xf64>, %c: memref<8x8xf64>) {
  linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x16xf64>, memref<16x8xf64>) outs(%c : memref<8x8xf64>) {
  ^bb0(%x: f64, %y: f64, %acc: f64):
    %p = arith.mulf %x, %y fastmath<fast> : f64
    %s = arith.addf %acc, %p fastmath<fast> : f64
    linalg.yield %s : f64
  }
  return
}

// -----

// Only the add allows contraction: not fused.
// NOFUSE-LABEL: func.func @generic_add_only(
// NOFUSE-NOT: fma
// NOFUSE: arith.mulf %{{.*}} : vector<4xf32>
// NOFUSE-NEXT: arith.addf %{{.*}} : vector<4xf32>
// NOFUSE-NOT: fma
// NOFUSE: return
#ma = affine_map<(m, n, k) -> (m, k)>
#mb = affine_map<(m, n, k) -> (k, n)>
#mc = affine_map<(m, n, k) -> (m, n)>
func.func @generic_add_only(%a: memref<8x16xf32>, %b: memref<16x8xf32>, %c: memref<8x8xf32>) {
  linalg.generic {indexing_maps = [#ma, #mb, #mc], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<8x16xf32>, memref<16x8xf32>) outs(%c : memref<8x8xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p fastmath<contract,nnan> : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// batch_matmul, mmt4d and the convolution follow the same rule.
// NOFUSE-LABEL: func.func @others(
// NOFUSE-NOT: fma
// NOFUSE: return
// FUSE-LABEL: func.func @others(
// FUSE-COUNT-3: scf.for
// FUSE: vector.fma
// FUSE: vector.fma
// FUSE: vector.fma
// FUSE: return
func.func @others(%a: memref<2x8x16xf32>, %b: memref<2x16x8xf32>, %c: memref<2x8x8xf32>,
                  %ta: memref<2x4x4x1xf32>, %tb: memref<2x4x8x1xf32>, %tc: memref<2x2x4x8xf32>,
                  %x: memref<1x6x6x3xf32>, %w: memref<3x3x3x8xf32>, %o: memref<1x4x4x8xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x8x16xf32>, memref<2x16x8xf32>) outs(%c : memref<2x8x8xf32>)
  linalg.mmt4d ins(%ta, %tb : memref<2x4x4x1xf32>, memref<2x4x8x1xf32>) outs(%tc : memref<2x2x4x8xf32>)
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : memref<1x6x6x3xf32>, memref<3x3x3x8xf32>) outs(%o : memref<1x4x4x8xf32>)
  return
}

// -----

// NOFUSE-LABEL: func.func @matmul_i32(
// NOFUSE: arith.muli %{{.*}} : vector<4xi32>
// NOFUSE: arith.addi %{{.*}} : vector<4xi32>
// FUSE-LABEL: func.func @matmul_i32(
// FUSE-NOT: fma
// FUSE: arith.muli %{{.*}} : vector<4xi32>
// FUSE: arith.addi %{{.*}} : vector<4xi32>
// FUSE-NOT: fma
// FUSE: return
func.func @matmul_i32(%a: memref<8x16xi32>, %b: memref<16x8xi32>, %c: memref<8x8xi32>) {
  linalg.matmul ins(%a, %b : memref<8x16xi32>, memref<16x8xi32>) outs(%c : memref<8x8xi32>)
  return
}
