// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=128 vector-registers=32 fma=true contract=true pack-a=true},canonicalize,cse))' | FileCheck %s
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(mlirc-vectorize-contractions{vector-bits=128 vector-registers=32 fma=true contract=true},canonicalize,cse))' | FileCheck %s --check-prefix=BCAST
// The pack-a option (AArch64's default, from the target): A's micro-panel is packed k-major
// (the MR values of one k contiguous) and read as vectors, each row's value taken from a lane
// (a vector.shuffle splat, which LLVM's AArch64 backend folds into `fmla v.4s, v.4s, v.s[i]`);
// with 128-bit vectors and 32 registers, a 12 x 8 register tile (24 accumulators, 2 B vectors,
// 3 A vectors). Without it: an 8 x 8 tile, A broadcast one element at a time.

// CHECK-LABEL: func.func @matmul(
// CHECK-DAG: %[[AP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<480xf32>
// Packing: for each k, the 12 rows' values stored at k * 12 + r.
// CHECK: scf.for %[[I0:.*]] = %c0 to %c24 step %c12 {
// CHECK: scf.for %[[K:.*]] = %c0 to %c40 step %c1 {
// CHECK: %[[KB:.*]] = arith.muli %[[K]], %c12 : index
// CHECK: %[[X:.*]] = memref.load %arg0[%[[I0]], %[[K]]] : memref<24x40xf32>
// CHECK: memref.store %[[X]], %[[AP]][%[[KB]]] : memref<480xf32>
// CHECK-COUNT-11: memref.store %{{.*}}, %[[AP]]
// The k loop: 24 accumulators; 2 B vectors, 3 A vectors, 24 FMAs by lane.
// CHECK: %[[ACC:.*]]:24 = scf.for %[[KK:.*]] = %c0 to %c40 step %c1 iter_args(
// CHECK: vector.load %{{.*}} : memref<640xf32>, vector<4xf32>
// CHECK: %[[B1:.*]] = vector.load %{{.*}} : memref<640xf32>, vector<4xf32>
// CHECK: %[[AB:.*]] = arith.muli %[[KK]], %c12 : index
// CHECK: %[[A0:.*]] = vector.load %[[AP]][%[[AB]]] : memref<480xf32>, vector<4xf32>
// CHECK: vector.load %[[AP]][%{{.*}}] : memref<480xf32>, vector<4xf32>
// CHECK: %[[A2:.*]] = vector.load %[[AP]][%{{.*}}] : memref<480xf32>, vector<4xf32>
// CHECK: %[[S0:.*]] = vector.shuffle %[[A0]], %[[A0]] [0, 0, 0, 0] : vector<4xf32>, vector<4xf32>
// CHECK: vector.fma %[[S0]], %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK: vector.fma %[[S0]], %[[B1]], %{{.*}} : vector<4xf32>
// CHECK-COUNT-20: vector.fma
// CHECK: %[[S11:.*]] = vector.shuffle %[[A2]], %[[A2]] [3, 3, 3, 3] : vector<4xf32>, vector<4xf32>
// CHECK: vector.fma %[[S11]]
// CHECK: vector.fma %[[S11]]
// CHECK-NEXT: scf.yield
// CHECK-NOT: vector.broadcast
// CHECK: memref.dealloc %[[AP]] : memref<480xf32>
// CHECK-NOT: linalg.matmul

// BCAST-LABEL: func.func @matmul(
// BCAST-NOT: vector.shuffle
// BCAST: scf.for %{{.*}} = %c0 to %c40 step %c1 iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// BCAST: memref.load %arg0
// BCAST: vector.broadcast %{{.*}} : f32 to vector<4xf32>
// BCAST-NOT: vector.shuffle
func.func @matmul(%a: memref<24x40xf32>, %b: memref<40x16xf32>, %c: memref<24x16xf32>) {
  linalg.matmul ins(%a, %b : memref<24x40xf32>, memref<40x16xf32>) outs(%c : memref<24x16xf32>)
  return
}

// -----

// The convolution: for each tile of 12 output columns, the input patch (KH x KW x C x 12) is
// packed once for all its F tiles; the (kh, kw, c) loops read 3 vectors of it per step.

// CHECK-LABEL: func.func @conv(
// CHECK: %[[AP:.*]] = memref.alloc() {alignment = 64 : i64} : memref<864xf32>
// CHECK: scf.for %{{.*}} = %c0 to %c3 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c3 step %c1 {
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 {
// CHECK: memref.load %arg0
// CHECK: memref.store %{{.*}}, %[[AP]]
// CHECK-COUNT-11: memref.store %{{.*}}, %[[AP]]
// CHECK: scf.for %{{.*}} = %c0 to %c8 step %c1 iter_args({{.*}}) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK: vector.load %arg1
// CHECK: vector.load %arg1
// CHECK: %[[A0:.*]] = vector.load %[[AP]][%{{.*}}] : memref<864xf32>, vector<4xf32>
// CHECK: vector.load %[[AP]]
// CHECK: vector.load %[[AP]]
// CHECK: %[[S0:.*]] = vector.shuffle %[[A0]], %[[A0]] [0, 0, 0, 0] : vector<4xf32>, vector<4xf32>
// CHECK: vector.fma %[[S0]]
// CHECK-COUNT-23: vector.fma
// CHECK-NEXT: scf.yield
// CHECK: memref.dealloc %[[AP]] : memref<864xf32>
// CHECK-NOT: linalg.conv_2d_nhwc_hwcf

// BCAST-LABEL: func.func @conv(
// BCAST-NOT: vector.shuffle
// BCAST: vector.broadcast %{{.*}} : f32 to vector<4xf32>
func.func @conv(%in: memref<1x6x14x8xf32>, %f: memref<3x3x8x8xf32>, %out: memref<1x4x12x8xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %f : memref<1x6x14x8xf32>, memref<3x3x8x8xf32>) outs(%out : memref<1x4x12x8xf32>)
  return
}

// -----

// mmt4d with K0 = 1: A's m0 run is contiguous, so nothing is packed: A is read in place as
// vectors (through a collapse_shape of the unit k0 dimension), a 4 x 16 register tile, and
// the k1 loop does 4 steps per iteration (16 FMAs and 5 loads per step dispatch below the FMA
// pipes' rate on Neoverse cores), k in order.

// CHECK-LABEL: func.func @mmt4d(
// CHECK: %[[AV:.*]] = memref.collapse_shape %arg0 {{\[}}[0], [1], [2, 3]] : memref<4x8x16x1xf32> into memref<4x8x16xf32>
// CHECK: %[[BV:.*]] = memref.collapse_shape %arg1
// CHECK: scf.parallel (%[[M1:.*]]) = (%c0) to (%c4) step (%c1) {
// CHECK: scf.for %[[N1:.*]] = %c0 to %c5 step %c1 {
// CHECK: scf.for %[[R:.*]] = %c0 to %c16 step %c4 {
// CHECK: scf.for %[[K1:.*]] = %c0 to %c8 step %c4 iter_args(
// CHECK: vector.load %[[BV]][%[[N1]], %[[K1]], %c0] : memref<5x8x16xf32>, vector<4xf32>
// CHECK-COUNT-3: vector.load %[[BV]]
// CHECK: %[[A:.*]] = vector.load %[[AV]][%[[M1]], %[[K1]], %[[R]]] : memref<4x8x16xf32>, vector<4xf32>
// CHECK: %[[S:.*]] = vector.shuffle %[[A]], %[[A]] [0, 0, 0, 0] : vector<4xf32>, vector<4xf32>
// CHECK: vector.fma %[[S]]
// CHECK-COUNT-15: vector.fma
// CHECK: %[[K2:.*]] = arith.addi %[[K1]], %c1 : index
// CHECK: vector.load %[[BV]][%[[N1]], %[[K2]], %c0]
// CHECK-COUNT-48: vector.fma
// CHECK-NEXT: scf.yield
// CHECK-NOT: linalg.mmt4d

// BCAST-LABEL: func.func @mmt4d(
// BCAST-NOT: vector.shuffle
// BCAST: vector.broadcast %{{.*}} : f32 to vector<4xf32>
func.func @mmt4d(%a: memref<4x8x16x1xf32>, %b: memref<5x8x16x1xf32>, %c: memref<4x5x16x16xf32>) {
  linalg.mmt4d ins(%a, %b : memref<4x8x16x1xf32>, memref<5x8x16x1xf32>) outs(%c : memref<4x5x16x16xf32>)
  return
}
