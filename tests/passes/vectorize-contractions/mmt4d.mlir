// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=512 vector-registers=32 fma=true contract=true},canonicalize,cse))' | FileCheck %s
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=256 vector-registers=16 fma=false},canonicalize,cse))' | FileCheck %s --check-prefix=AVX
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=0}))' | FileCheck %s --check-prefix=OFF
// linalg.mmt4d on buffers: each (m1, n1) tile of C in a register tile of M0 rows x N0
// columns, carried through the k1 loop; with K0 = 1, B's n0 rows are read in place (through a
// collapse_shape of the unit k0 dimension), A's elements broadcast one at a time, the m1 loop
// parallel. With 256-bit vectors and 16 registers: the 16 rows in groups of 6 (a loop over
// two groups, then 4 rows), multiply then add without FMA.

// CHECK-LABEL: func.func @mmt4d(
// CHECK: %[[BV:.*]] = memref.collapse_shape %arg1 {{\[}}[0], [1], [2, 3]] : memref<5x8x16x1xf32> into memref<5x8x16xf32>
// CHECK: scf.parallel (%[[M1:.*]]) = (%c0) to (%c4) step (%c1) {
// CHECK: scf.for %[[N1:.*]] = %c0 to %c5 step %c1 {
// CHECK: vector.load %arg2[%[[M1]], %[[N1]], %c0, %c0] : memref<4x5x16x16xf32>, vector<16xf32>
// CHECK-COUNT-15: vector.load %arg2
// CHECK: %[[ACC:.*]]:16 = scf.for %[[K1:.*]] = %c0 to %c8 step %c1 iter_args(
// CHECK: %[[B:.*]] = vector.load %[[BV]][%[[N1]], %[[K1]], %c0] : memref<5x8x16xf32>, vector<16xf32>
// CHECK: %[[A:.*]] = memref.load %arg0[%[[M1]], %[[K1]], %c0, %c0] : memref<4x8x16x1xf32>
// CHECK: %[[S:.*]] = vector.broadcast %[[A]] : f32 to vector<16xf32>
// CHECK: vector.fma %[[S]], %[[B]], %{{.*}} : vector<16xf32>
// CHECK-COUNT-15: vector.fma
// CHECK: scf.yield
// CHECK: vector.store %[[ACC]]#0, %arg2[%[[M1]], %[[N1]], %c0, %c0] : memref<4x5x16x16xf32>, vector<16xf32>
// CHECK: vector.store %[[ACC]]#15, %arg2[%[[M1]], %[[N1]], %c15, %c0] : memref<4x5x16x16xf32>, vector<16xf32>
// CHECK: scf.reduce
// CHECK-NOT: linalg.mmt4d

// AVX-LABEL: func.func @mmt4d(
// AVX: scf.parallel
// AVX: scf.for %[[N1:.*]] = %c0 to %c5 step %c1 {
// AVX: scf.for %[[R:.*]] = %c0 to %c12 step %c6 {
// AVX: scf.for %{{.*}} = %c0 to %c8 step %c1 iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// AVX: %[[M:.*]] = arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
// AVX: arith.addf %{{.*}}, %[[M]] : vector<8xf32>
// AVX-NOT: vector.fma
// The last 4 rows.
// AVX: scf.for %{{.*}} = %c0 to %c8 step %c1 iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// AVX: vector.store %{{.*}}, %arg2[%{{.*}}, %[[N1]], %c15, %c8] : memref<4x5x16x16xf32>, vector<8xf32>

// OFF-LABEL: func.func @mmt4d(
// OFF: linalg.mmt4d
func.func @mmt4d(%a: memref<4x8x16x1xf32>, %b: memref<5x8x16x1xf32>, %c: memref<4x5x16x16xf32>) {
  linalg.mmt4d ins(%a, %b : memref<4x8x16x1xf32>, memref<5x8x16x1xf32>) outs(%c : memref<4x5x16x16xf32>)
  return
}

// -----

// K0 = 2 (B's n0 stride is 2) and dynamic outer sizes: the n1 loop is parallel, B[n1] is
// packed into bp[k1][k0][n0] once for all m1; the k0 loop inside the k1 loop (the order of
// each element's sum); N0 = 20 is a vector of 16 and one of 4.
// CHECK-LABEL: func.func @packed(
// CHECK-DAG: %[[M1S:.*]] = memref.dim %arg2, %c0 : memref<?x?x8x20xf32>
// CHECK-DAG: %[[N1S:.*]] = memref.dim %arg2, %c1 : memref<?x?x8x20xf32>
// CHECK-DAG: %[[K1S:.*]] = memref.dim %arg0, %c1 : memref<?x?x8x2xf32>
// CHECK: scf.parallel (%[[N1:.*]]) = (%c0) to (%[[N1S]]) step (%c1) {
// CHECK: %[[LEN:.*]] = arith.muli %[[K1S]], %c40 : index
// CHECK: %[[BP:.*]] = memref.alloc(%[[LEN]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK: memref.load %arg1[%[[N1]], %{{.*}}, %{{.*}}, %{{.*}}] : memref<?x?x20x2xf32>
// CHECK: memref.store %{{.*}}, %[[BP]][%{{.*}}] : memref<?xf32>
// CHECK: scf.for %[[M1:.*]] = %c0 to %[[M1S]] step %c1 {
// CHECK: vector.load %arg2[%[[M1]], %[[N1]], %c0, %c0] : memref<?x?x8x20xf32>, vector<16xf32>
// CHECK: vector.load %arg2[%[[M1]], %[[N1]], %c0, %c16] : memref<?x?x8x20xf32>, vector<4xf32>
// CHECK: scf.for %[[K1:.*]] = %c0 to %[[K1S]] step %c1 iter_args(
// CHECK: scf.for %[[K0:.*]] = %c0 to %c2 step %c1 iter_args(
// CHECK: vector.load %[[BP]][%{{.*}}] : memref<?xf32>, vector<16xf32>
// CHECK: vector.load %[[BP]][%{{.*}}] : memref<?xf32>, vector<4xf32>
// CHECK: %[[A:.*]] = memref.load %arg0[%[[M1]], %[[K1]], %c0, %[[K0]]] : memref<?x?x8x2xf32>
// CHECK: vector.broadcast %[[A]] : f32 to vector<16xf32>
// CHECK: vector.fma {{.*}} : vector<16xf32>
// CHECK: vector.broadcast %[[A]] : f32 to vector<4xf32>
// CHECK: vector.fma {{.*}} : vector<4xf32>
// CHECK: vector.store %{{.*}}, %arg2[%[[M1]], %[[N1]], %c7, %c16] : memref<?x?x8x20xf32>, vector<4xf32>
// CHECK: memref.dealloc %[[BP]] : memref<?xf32>
// CHECK-NOT: linalg.mmt4d
func.func @packed(%a: memref<?x?x8x2xf32>, %b: memref<?x?x20x2xf32>, %c: memref<?x?x8x20xf32>) {
  linalg.mmt4d ins(%a, %b : memref<?x?x8x2xf32>, memref<?x?x20x2xf32>) outs(%c : memref<?x?x8x20xf32>)
  return
}

// -----

// The generic form, B the first operand and the product written b * a: the same code.
// CHECK-LABEL: func.func @generic(
// CHECK: %[[BV:.*]] = memref.collapse_shape %arg0 {{\[}}[0], [1], [2, 3]] : memref<4x3x24x1xf32> into memref<4x3x24xf32>
// CHECK: scf.parallel (%[[M1:.*]]) = (%c0) to (%c2) step (%c1) {
// CHECK: scf.for %{{.*}} = %c0 to %c3 step %c1 iter_args({{.*}}) -> (vector<16xf32>, vector<8xf32>,
// CHECK: vector.load %[[BV]]{{.*}} : memref<4x3x24xf32>, vector<16xf32>
// CHECK: vector.load %[[BV]]{{.*}} : memref<4x3x24xf32>, vector<8xf32>
// CHECK: memref.load %arg1[%[[M1]], %{{.*}}, %c0, %c0] : memref<2x3x6x1xf32>
// CHECK-NOT: linalg.generic
func.func @generic(%b: memref<4x3x24x1xf32>, %a: memref<2x3x6x1xf32>, %c: memref<2x4x6x24xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]}
      ins(%b, %a : memref<4x3x24x1xf32>, memref<2x3x6x1xf32>) outs(%c : memref<2x4x6x24xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}

// -----

// Left alone: dynamic inner tile sizes (M0, N0 unknown), a body that is not c + a * b.
// CHECK-LABEL: func.func @dynamic_tile(
// CHECK: linalg.mmt4d
func.func @dynamic_tile(%a: memref<?x?x?x1xf32>, %b: memref<?x?x?x1xf32>, %c: memref<?x?x?x?xf32>) {
  linalg.mmt4d ins(%a, %b : memref<?x?x?x1xf32>, memref<?x?x?x1xf32>) outs(%c : memref<?x?x?x?xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @not_a_sum(
// CHECK: linalg.generic
// CHECK: arith.subf
func.func @not_a_sum(%a: memref<2x3x6x1xf32>, %b: memref<4x3x24x1xf32>, %c: memref<2x4x6x24xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x3x6x1xf32>, memref<4x3x24x1xf32>) outs(%c : memref<2x4x6x24xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.subf %o, %p : f32
    linalg.yield %s : f32
  }
  return
}
