// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=512 vector-registers=32 fma=true contract=true},canonicalize,cse))' | FileCheck %s
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=256 vector-registers=16 fma=false},canonicalize,cse))' | FileCheck %s --check-prefix=AVX
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=0}))' | FileCheck %s --check-prefix=OFF
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=512 vector-registers=32 fma=true masked=true contract=true},canonicalize,cse))' | FileCheck %s --check-prefix=MASKED
// A matmul on buffers: B packed into a scratch buffer (KC x N rounded up to NR), an 8 x 32
// register tile of 16 vector<16xf32> accumulators carried through the k loop, A broadcast
// one element at a time, C loaded before and stored after; edge tiles go through an 8 x 32
// scratch tile (the same k loop). With 256-bit vectors and 16 registers: 6 x 16 (12 accumulators of
// vector<8xf32>), multiply then add without FMA.

// CHECK-LABEL: func.func @matmul(
// CHECK-DAG: %[[BP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4608xf32>
// CHECK-DAG: %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<8x32xf32>
// Packing: full panels with vectors, the last one element by element with zeros past N.
// CHECK: scf.if
// CHECK: vector.load %arg1[%{{.*}}, %{{.*}}] : memref<48x80xf32>, vector<16xf32>
// CHECK: vector.store %{{.*}}, %[[BP]][%{{.*}}] : memref<4608xf32>, vector<16xf32>
// CHECK: } else {
// CHECK: arith.select
// CHECK: memref.store %{{.*}}, %[[BP]][%{{.*}}] : memref<4608xf32>
// The accumulators: from C when the tile is whole, else from the scratch tile after the valid
// part of C was copied in; one k loop for both; stored back the same way.
// CHECK: %[[IN:.*]]:16 = scf.if %{{.*}} -> (vector<16xf32>,
// CHECK: vector.load %arg2[%{{.*}}, %{{.*}}] : memref<64x80xf32>, vector<16xf32>
// CHECK: } else {
// CHECK: memref.load %arg2
// CHECK: memref.store %{{.*}}, %[[T]]
// CHECK: vector.load %[[T]][%c0, %c0] : memref<8x32xf32>, vector<16xf32>
// CHECK: %[[ACC:.*]]:16 = scf.for %{{.*}} = %c0 to %c48 step %c1 iter_args(%{{.*}} = %[[IN]]#0, {{.*}}) -> (vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>, vector<16xf32>) {
// CHECK: %[[B0:.*]] = vector.load %[[BP]][%{{.*}}] : memref<4608xf32>, vector<16xf32>
// CHECK: %[[B1:.*]] = vector.load %[[BP]][%{{.*}}] : memref<4608xf32>, vector<16xf32>
// CHECK: %[[A0:.*]] = memref.load %arg0[%{{.*}}, %{{.*}}] : memref<64x48xf32>
// CHECK: %[[S0:.*]] = vector.broadcast %[[A0]] : f32 to vector<16xf32>
// CHECK: vector.fma %[[S0]], %[[B0]], %{{.*}} : vector<16xf32>
// CHECK: vector.fma %[[S0]], %[[B1]], %{{.*}} : vector<16xf32>
// CHECK-COUNT-14: vector.fma
// CHECK: scf.yield
// CHECK-NOT: vector.fma
// CHECK: scf.if
// CHECK: vector.store %[[ACC]]#0, %arg2[%{{.*}}, %{{.*}}] : memref<64x80xf32>, vector<16xf32>
// CHECK: } else {
// CHECK: vector.store %[[ACC]]#15, %[[T]][%c7, %c16] : memref<8x32xf32>, vector<16xf32>
// CHECK: memref.load %[[T]]
// CHECK: memref.store %{{.*}}, %arg2
// CHECK: memref.dealloc %[[T]] : memref<8x32xf32>
// CHECK: memref.dealloc %[[BP]] : memref<4608xf32>
// CHECK-NOT: linalg.matmul

// AVX-LABEL: func.func @matmul(
// AVX: memref.alloc() {alignment = 64 : i64} : memref<6x16xf32>
// AVX: scf.for %{{.*}} = %c0 to %c48 step %c1 iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// AVX: %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
// AVX: arith.addf %{{.*}}, %[[M]] : vector<8xf32>
// AVX-NOT: vector.fma

// OFF-LABEL: func.func @matmul(
// OFF: linalg.matmul

// With masked loads and stores (AVX2, AVX-512): the last panel is packed with vectors whose
// lanes past N are masked to zeros; every register tile loads and stores C under masks of its
// valid rows and columns (rows past M have no lanes and the address of the last valid row):
// no branch, no scratch tile, no scalar loop.
// MASKED-LABEL: func.func @matmul(
// MASKED-NOT: memref<8x32xf32>
// MASKED-NOT: scf.if
// MASKED: %[[PM:.*]] = vector.create_mask %{{.*}} : vector<16xi1>
// MASKED: vector.maskedload %arg1[%{{.*}}, %{{.*}}], %[[PM]], %{{.*}} : memref<48x80xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// MASKED-NOT: arith.select %{{.*}} : f32
// MASKED: %[[LIVE:.*]] = arith.cmpi sgt, %{{.*}}, %c0 : index
// MASKED: %[[LANES:.*]] = arith.select %[[LIVE]], %{{.*}}, %c0 : index
// MASKED: %[[CM:.*]] = vector.create_mask %[[LANES]] : vector<16xi1>
// MASKED: %[[C0:.*]] = vector.maskedload %arg2[%{{.*}}, %{{.*}}], %[[CM]], %{{.*}} : memref<64x80xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// MASKED-NOT: scf.if
// MASKED: %[[ACC:.*]]:16 = scf.for %{{.*}} iter_args(%{{.*}} = %[[C0]], {{.*}}) -> (vector<16xf32>,
// MASKED-COUNT-16: vector.fma
// MASKED: scf.yield
// MASKED: vector.maskedstore %arg2[%{{.*}}, %{{.*}}], %[[CM]], %[[ACC]]#0 : memref<64x80xf32>, vector<16xi1>, vector<16xf32>
// MASKED-COUNT-15: vector.maskedstore %arg2
// MASKED-NOT: memref.store
// MASKED-NOT: scf.if
// MASKED: return
func.func @matmul(%a: memref<64x48xf32>, %b: memref<48x80xf32>, %c: memref<64x80xf32>) {
  linalg.matmul ins(%a, %b : memref<64x48xf32>, memref<48x80xf32>) outs(%c : memref<64x80xf32>)
  return
}

// -----

// Dynamic sizes: from memref.dim, the packed buffer sized by N at run time.
// CHECK-LABEL: func.func @dynamic(
// CHECK-DAG: %[[M:.*]] = memref.dim %arg2, %c0 : memref<?x?xf32>
// CHECK-DAG: %[[N:.*]] = memref.dim %arg2, %c1 : memref<?x?xf32>
// CHECK-DAG: %[[K:.*]] = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%[[N]]) step (%c128) {
// CHECK: memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?xf32>
// CHECK: scf.for %{{.*}} = %c0 to %[[K]] step %c256 {
// CHECK: vector.fma
// CHECK-NOT: linalg.matmul
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.matmul ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>)
  return
}

// -----

// i8 x i8 -> i32: A's elements sign-extended before the broadcast, B's when packed (as
// vectors), integer multiply and add. 16 x 64 is whole 8 x 32 tiles and 32-column panels:
// no edge code (no scf.if, no scratch tile).
// CHECK-LABEL: func.func @int8(
// CHECK-NOT: scf.if
// CHECK-NOT: memref<8x32xi32>
// CHECK: %[[V:.*]] = vector.load %arg1[%{{.*}}, %{{.*}}] : memref<40x64xi8>, vector<16xi8>
// CHECK: arith.extsi %[[V]] : vector<16xi8> to vector<16xi32>
// CHECK: scf.for {{.*}} -> (vector<16xi32>,
// CHECK: %[[X:.*]] = memref.load %arg0[%{{.*}}, %{{.*}}] : memref<16x40xi8>
// CHECK: %[[E:.*]] = arith.extsi %[[X]] : i8 to i32
// CHECK: %[[S:.*]] = vector.broadcast %[[E]] : i32 to vector<16xi32>
// CHECK: %[[P:.*]] = arith.muli %[[S]], %{{.*}} : vector<16xi32>
// CHECK: arith.addi %{{.*}}, %[[P]] : vector<16xi32>
// CHECK-NOT: linalg.matmul
// CHECK-NOT: scf.if
func.func @int8(%a: memref<16x40xi8>, %b: memref<40x64xi8>, %c: memref<16x64xi32>) {
  linalg.matmul ins(%a, %b : memref<16x40xi8>, memref<40x64xi8>) outs(%c : memref<16x64xi32>)
  return
}

// -----

// Transposed B (explicit maps) and batch_matmul: B packed element by element (its n
// dimension is not innermost); the batch is the outermost loop.
// CHECK-LABEL: func.func @transpose_b(
// CHECK-NOT: vector.load %arg1
// CHECK: memref.load %arg1[%{{.*}}, %{{.*}}] : memref<64x40xf32>
// CHECK: vector.fma
// CHECK-NOT: linalg.matmul
func.func @transpose_b(%a: memref<16x40xf32>, %b: memref<64x40xf32>, %c: memref<16x64xf32>) {
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>,
                                 affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%a, %b : memref<16x40xf32>, memref<64x40xf32>) outs(%c : memref<16x64xf32>)
  return
}
// CHECK-LABEL: func.func @batch(
// CHECK: scf.for %[[BI:.*]] = %c0 to %c4 step %c1 {
// CHECK: vector.load %arg1[%[[BI]], %{{.*}}, %{{.*}}] : memref<4x40x64xf32>, vector<16xf32>
// CHECK: memref.load %arg0[%[[BI]], %{{.*}}, %{{.*}}] : memref<4x16x40xf32>
// CHECK: vector.fma
// CHECK-NOT: linalg.batch_matmul
func.func @batch(%a: memref<4x16x40xf32>, %b: memref<4x40x64xf32>, %c: memref<4x16x64xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<4x16x40xf32>, memref<4x40x64xf32>) outs(%c : memref<4x16x64xf32>)
  return
}

// -----

// Left for convert-linalg-to-loops: tensors, a matvec (no n dimension), a body that is not
// c + a * b, C with a strided layout, a convolution with an odd F (no vector length divides
// it). A transposed C is a contraction with
// the roles of A and B exchanged (C^T = B^T A^T): vectorized.
// CHECK-LABEL: func.func @left(
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<4x4xf32>, tensor<4x4xf32>)
// CHECK: linalg.matvec
// CHECK: linalg.generic
// CHECK: arith.subf
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : memref<4x4xf32>, memref<4x4xf32>) outs(%{{.*}} : memref<4x4xf32, strided<[8, 1]>>)
// CHECK: vector.fma
// CHECK: linalg.conv_2d_nhwc_hwcf ins(%{{.*}}, %{{.*}} : memref<1x6x6x3xf32>, memref<3x3x3x7xf32>
// CHECK-NOT: vector.
func.func @left(%t: tensor<4x4xf32>, %a: memref<4x4xf32>, %x: memref<4xf32>, %y: memref<4xf32>,
                %c: memref<4x4xf32>, %s: memref<4x4xf32, strided<[8, 1]>>,
                %in: memref<1x6x6x3xf32>, %f: memref<3x3x3x7xf32>, %o: memref<1x4x4x7xf32>) -> tensor<4x4xf32> {
  %r = linalg.matmul ins(%t, %t : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  linalg.matvec ins(%a, %x : memref<4x4xf32>, memref<4xf32>) outs(%y : memref<4xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
    ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %d = arith.subf %acc, %m : f32
    linalg.yield %d : f32
  }
  linalg.matmul ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%s : memref<4x4xf32, strided<[8, 1]>>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
    ins(%a, %a : memref<4x4xf32>, memref<4x4xf32>) outs(%c : memref<4x4xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %d = arith.addf %acc, %m : f32
    linalg.yield %d : f32
  }
  linalg.conv_2d_nhwc_hwcf ins(%in, %f : memref<1x6x6x3xf32>, memref<3x3x3x7xf32>) outs(%o : memref<1x4x4x7xf32>)
  return %r : tensor<4x4xf32>
}

// -----

// conv_2d_nhwc_hwcf: 7 output pixels x 32 channels per register tile (OW 19 in tiles of equal
// rows: at most 8, so 7, 7 and an edge of 5), the loops kh, kw, c inside (in that order), the
// filter's rows loaded as vectors in place (an argument, not a constant), the input broadcast;
// strides scale the input's indices.
// CHECK-LABEL: func.func @conv(
// CHECK: scf.for %[[KH:.*]] = %c0 to %c3 step %c1 iter_args({{.*}}) -> (vector<16xf32>,
// CHECK: scf.for %[[KW:.*]] = %c0 to %c3 step %c1 iter_args({{.*}}) -> (vector<16xf32>,
// CHECK: scf.for %[[C:.*]] = %c0 to %c4 step %c1 iter_args({{.*}}) -> (vector<16xf32>,
// CHECK: vector.load %arg1[%[[KH]], %[[KW]], %[[C]], %{{.*}}] : memref<3x3x4x64xf32>, vector<16xf32>
// CHECK: memref.load %arg0[%{{.*}}, %{{.*}}, %{{.*}}, %[[C]]] : memref<1x20x40x4xf32>
// CHECK: vector.broadcast
// CHECK-COUNT-14: vector.fma
// CHECK-NOT: vector.fma
// CHECK: scf.yield
// CHECK-NOT: linalg.conv_2d_nhwc_hwcf
func.func @conv(%in: memref<1x20x40x4xf32>, %f: memref<3x3x4x64xf32>, %o: memref<1x9x19x64xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
    ins(%in, %f : memref<1x20x40x4xf32>, memref<3x3x4x64xf32>) outs(%o : memref<1x9x19x64xf32>)
  return
}

// -----

// The form mlirc-conv-to-channels-last gives conv_2d_nchw_fchw: a generic with the filter as
// CHWF and the loops (n, oh, ow, f, c, kh, kw). The loops c, kh, kw run in that order (the
// order of the op's sums), the filter read at [c, kh, kw, f]; 8 channels on 512-bit vectors
// take 8-lane vectors; dilations scale the window's indices.
// CHECK-LABEL: func.func @conv_generic(
// CHECK: scf.for %[[C:.*]] = %c0 to %c5 step %c1 iter_args({{.*}}) -> (vector<8xf32>,
// CHECK: scf.for %[[KH:.*]] = %c0 to %c3 step %c1 iter_args({{.*}}) -> (vector<8xf32>,
// CHECK: scf.for %[[KW:.*]] = %c0 to %c2 step %c1 iter_args({{.*}}) -> (vector<8xf32>,
// CHECK: vector.load %arg1[%[[C]], %[[KH]], %[[KW]], %{{.*}}] : memref<5x3x2x8xf32>, vector<8xf32>
// CHECK: memref.load %arg0[%{{.*}}, %{{.*}}, %{{.*}}, %[[C]]] : memref<1x10x12x5xf32>
// CHECK: vector.broadcast
// CHECK: vector.fma
// CHECK-NOT: linalg.generic
func.func @conv_generic(%in: memref<1x10x12x5xf32>, %f: memref<5x3x2x8xf32>, %o: memref<1x6x11x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5 * 2, d2 + d6, d4)>,
                                   affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>,
                                   affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
    ins(%in, %f : memref<1x10x12x5xf32>, memref<5x3x2x8xf32>) outs(%o : memref<1x6x11x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}
