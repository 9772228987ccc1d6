// RUN: mlirc --split-input-file %s --pass-pipeline='builtin.module(func.func(mlirc-vectorize-elementwise{vector-bits=256}))' | FileCheck %s
// RUN: mlirc --split-input-file %s --pass-pipeline='builtin.module(func.func(mlirc-vectorize-elementwise{vector-bits=256 reassociate}))' | FileCheck %s --check-prefix=REASSOC
// RUN: mlirc --split-input-file %s --pass-pipeline='builtin.module(func.func(mlirc-vectorize-elementwise{vector-bits=256 l2-cache=8192}))' | FileCheck %s --check-prefix=MASKS
// RUN: mlirc --split-input-file %s --pass-pipeline='builtin.module(func.func(mlirc-vectorize-elementwise{vector-bits=512 l2-cache=8192}))' | FileCheck %s --check-prefix=STREAM512
// RUN: mlirc --split-input-file %s --pass-pipeline='builtin.module(func.func(mlirc-vectorize-elementwise{vector-bits=512}))' | FileCheck %s --check-prefix=NARROW

// Element-wise with a dynamic size: a vector loop stepped by 8 up to n - n mod 8, vector math
// expanded (no math.exp on vectors), then a scalar epilogue keeping math.exp.
// CHECK-LABEL: func.func @exp_fma
// CHECK: %[[N:.*]] = memref.dim %arg0
// CHECK: %[[REM:.*]] = arith.remsi %[[N]], %{{.*}} : index
// CHECK: %[[END:.*]] = arith.subi %[[N]], %[[REM]] : index
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[END]] step %{{.*}} {
// CHECK: vector.load %arg0[%[[I]]] : memref<?xf32>, vector<8xf32>
// CHECK: vector.load %arg1[%[[I]]] : memref<?xf32>, vector<8xf32>
// CHECK: vector.load %arg2[%[[I]]] : memref<?xf32>, vector<8xf32>
// CHECK: arith.mulf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK-NOT: math.exp
// CHECK: math.fma
// CHECK-NOT: math.exp
// CHECK: vector.store %{{.*}}, %arg3[%[[I]]] : memref<?xf32>, vector<8xf32>
// The loops are marked for LLVM: not to be unrolled or vectorized again.
// CHECK: } {llvm.loop_annotation = #llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = true>, unroll = #llvm.loop_unroll<disable = true>>}
// CHECK: scf.for %[[J:.*]] = %[[END]] to %[[N]] step %{{.*}} {
// CHECK: memref.load %arg0[%[[J]]]
// CHECK: math.exp %{{.*}} : f32
// CHECK: memref.store %{{.*}}, %arg3[%[[J]]]
// CHECK: } {llvm.loop_annotation = #llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = true>, unroll = #llvm.loop_unroll<disable = true>>}
// CHECK-NOT: linalg.generic
#id = affine_map<(d0) -> (d0)>
func.func @exp_fma(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %o: memref<?xf32>) {
  linalg.generic {indexing_maps = [#id, #id, #id, #id], iterator_types = ["parallel"]}
    ins(%a, %b, %c : memref<?xf32>, memref<?xf32>, memref<?xf32>) outs(%o : memref<?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    %e = math.exp %s : f32
    linalg.yield %e : f32
  }
  return
}

// -----

// A broadcast row vector, a scalar operand, i64 (4 lanes); 64 columns: no epilogue.
// CHECK-LABEL: func.func @broadcast_add
// CHECK: scf.for %[[I:.*]] =
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %c64{{(_[0-9]+)?}} step %c4{{(_[0-9]+)?}} {
// CHECK-DAG: vector.load %arg0[%[[I]], %[[J]]] : memref<3x64xi64>, vector<4xi64>
// CHECK-DAG: %[[S:.*]] = memref.load %arg1[%[[I]]] : memref<3xi64>
// CHECK-DAG: vector.broadcast %[[S]] : i64 to vector<4xi64>
// CHECK-DAG: vector.broadcast %arg2 : i64 to vector<4xi64>
// CHECK: arith.addi
// CHECK: arith.muli
// CHECK: vector.store %{{.*}}, %arg3[%[[I]], %[[J]]] : memref<3x64xi64>, vector<4xi64>
// CHECK-NOT: scf.for
// CHECK: return
func.func @broadcast_add(%a: memref<3x64xi64>, %b: memref<3xi64>, %k: i64, %o: memref<3x64xi64>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b, %k : memref<3x64xi64>, memref<3xi64>, i64) outs(%o : memref<3x64xi64>) {
  ^bb0(%x: i64, %y: i64, %s: i64, %out: i64):
    %t = arith.addi %x, %y : i64
    %u = arith.muli %t, %s : i64
    linalg.yield %u : i64
  }
  return
}

// -----

// Row maxima: maxnumf reassociates exactly: a vector accumulator from NaN, one reduction per
// row with the init as accumulator, then the scalar remainder (37 = 4*8 + 5).
// CHECK-LABEL: func.func @row_max
// CHECK: scf.for %[[R:.*]] =
// CHECK: %[[INIT:.*]] = memref.load %arg1[%[[R]]]
// CHECK: %[[NAN:.*]] = arith.constant dense<0x7FC00000> : vector<8xf32>
// CHECK: %[[V:.*]] = scf.for %[[C:.*]] = %{{.*}} to %c32{{(_[0-9]+)?}} step %c8{{(_[0-9]+)?}} iter_args(%[[ACC:.*]] = %[[NAN]]) -> (vector<8xf32>) {
// CHECK: %[[X:.*]] = vector.load %arg0[%[[R]], %[[C]]]
// CHECK: %[[M:.*]] = arith.maxnumf %[[X]], %[[ACC]] : vector<8xf32>
// CHECK: scf.yield %[[M]]
// CHECK: %[[RED:.*]] = vector.reduction <maxnumf>, %[[V]], %[[INIT]] : vector<8xf32> into f32
// CHECK: %[[T:.*]] = scf.for %{{.*}} = %c32{{(_[0-9]+)?}} to %c37{{(_[0-9]+)?}} step %{{.*}} iter_args(%[[S:.*]] = %[[RED]]) -> (f32) {
// CHECK: arith.maxnumf %{{.*}}, %[[S]] : f32
// CHECK: memref.store %[[T]], %arg1[%[[R]]]
func.func @row_max(%a: memref<4x37xf32>, %o: memref<4xf32>) {
  linalg.reduce ins(%a : memref<4x37xf32>) outs(%o : memref<4xf32>) dimensions = [1]
  (%in: f32, %init: f32) {
    %m = arith.maxnumf %in, %init : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// Row sums without reassoc keep the scalar order: lanes are rows, 8x8 blocks transposed by
// shuffles, columns added in order; the remaining 3 rows are scalar. With `reassociate`
// (-ffast-math), a vector accumulator and a reassoc reduction instead.
// CHECK-LABEL: func.func @row_sum_ordered
// CHECK: scf.for %[[P:.*]] = %{{.*}} to %c16{{(_[0-9]+)?}} step %c8{{(_[0-9]+)?}} {
// CHECK: %[[A0:.*]] = vector.load %arg1[%[[P]]] : memref<19xf32>, vector<8xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64{{(_[0-9]+)?}} step %c8{{(_[0-9]+)?}} iter_args(%{{.*}} = %[[A0]]) -> (vector<8xf32>) {
// CHECK-COUNT-8: vector.load %arg0
// CHECK-COUNT-24: vector.shuffle
// CHECK-COUNT-8: arith.addf %{{.*}} : vector<8xf32>
// CHECK: vector.store %{{.*}}, %arg1[%[[P]]] : memref<19xf32>, vector<8xf32>
// CHECK: scf.for %{{.*}} = %c16{{(_[0-9]+)?}} to %c19{{(_[0-9]+)?}} step
// CHECK-NOT: vector.reduction
// CHECK: return
// The transpose's rounds pair vectors i and i + 1, i + 2, i + 4: lanes within 128-bit blocks
// (unpcklps/unpckhps), pairs of lanes within blocks (unpcklpd/unpckhpd), then the blocks
// (vperm2f128).
// MASKS-LABEL: func.func @row_sum_ordered
// MASKS: %[[R0:.*]] = vector.load %arg0
// MASKS: %[[R1:.*]] = vector.load %arg0
// MASKS: %[[R2:.*]] = vector.load %arg0
// MASKS: %[[R3:.*]] = vector.load %arg0
// MASKS: %[[R4:.*]] = vector.load %arg0
// MASKS: %[[S0:.*]] = vector.shuffle %[[R0]], %[[R1]] [0, 8, 1, 9, 4, 12, 5, 13]
// MASKS-NEXT: %[[S1:.*]] = vector.shuffle %[[R0]], %[[R1]] [2, 10, 3, 11, 6, 14, 7, 15]
// MASKS: %[[S2:.*]] = vector.shuffle %{{.*}}, %{{.*}} [0, 8, 1, 9, 4, 12, 5, 13]
// MASKS: %[[T0:.*]] = vector.shuffle %[[S0]], %[[S2]] [0, 1, 8, 9, 4, 5, 12, 13]
// MASKS-NEXT: vector.shuffle %[[S0]], %[[S2]] [2, 3, 10, 11, 6, 7, 14, 15]
// MASKS: vector.shuffle %[[T0]], %{{.*}} [0, 1, 2, 3, 8, 9, 10, 11]
// MASKS-NEXT: vector.shuffle %[[T0]], %{{.*}} [4, 5, 6, 7, 12, 13, 14, 15]
// MASKS-NOT: memref.prefetch
// MASKS: return
// REASSOC-LABEL: func.func @row_sum_ordered
// REASSOC: arith.constant dense<-0.000000e+00> : vector<8xf32>
// REASSOC: vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<8xf32> into f32
// REASSOC-NOT: vector.shuffle
func.func @row_sum_ordered(%a: memref<19x64xf32>, %o: memref<19xf32>) {
  linalg.reduce ins(%a : memref<19x64xf32>) outs(%o : memref<19xf32>) dimensions = [1]
  (%in: f32, %init: f32) {
    %m = arith.addf %in, %init : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// An ordered reduction over an input larger than the L2 cache (or of dynamic size) prefetches
// each of its 8 rows 16 KiB / 8 = 2048 bytes (512 f32) ahead into the L2 cache; past a row's
// end, the start of the row 8 rows down (the next block's), clamped to the matrix. The vector it
// multiplies by is not prefetched. With 512-bit vectors (STREAM512), a streamed reduction still
// takes 8 rows (vector<8xf32>), one in cache 16.
// MASKS-LABEL: func.func @matvec_prefetch
// MASKS: scf.for %[[P:.*]] = %{{.*}} to %c8192{{(_[0-9]+)?}} step %[[C8:c8(_[0-9]+)?]] {
// MASKS: %[[NEXT:.*]] = arith.addi %[[P]], %[[C8]] : index
// MASKS: %[[LASTCOL:.*]] = arith.subi %c1024{{(_[0-9]+)?}}, %c1{{(_[0-9]+)?}} : index
// MASKS: %[[LASTBLOCK:.*]] = arith.subi %c8192{{(_[0-9]+)?}}, %[[C8]] : index
// MASKS: scf.for %[[R:.*]] = %{{.*}} to %c1024{{(_[0-9]+)?}} step %[[C8]]
// MASKS: %[[AHEAD:.*]] = arith.addi %[[R]], %c512{{(_[0-9]+)?}} : index
// MASKS: %[[IN:.*]] = arith.cmpi slt, %[[AHEAD]], %c1024{{(_[0-9]+)?}} : index
// MASKS: %[[WRAP:.*]] = arith.subi %[[AHEAD]], %c1024{{(_[0-9]+)?}} : index
// MASKS: %[[C:.*]] = arith.select %[[IN]], %[[AHEAD]], %[[WRAP]] : index
// MASKS: %[[COL:.*]] = arith.minsi %[[C]], %[[LASTCOL]] : index
// MASKS: %[[D:.*]] = arith.select %[[IN]], %[[P]], %[[NEXT]] : index
// MASKS: %[[ROW:.*]] = arith.minsi %[[D]], %[[LASTBLOCK]] : index
// MASKS: %[[P0:.*]] = arith.addi %[[P]], %[[K0:c0(_[0-9]+)?]] : index
// MASKS-NEXT: %[[R0:.*]] = arith.addi %[[ROW]], %[[K0]] : index
// MASKS-NEXT: memref.prefetch %arg0[%[[R0]], %[[COL]]], read, locality<1>, data : memref<8192x1024xf32>
// MASKS-NEXT: vector.load %arg0[%[[P0]], %[[R]]]
// MASKS-NOT: memref.prefetch %arg1
// MASKS-COUNT-7: memref.prefetch %arg0
// MASKS-NOT: memref.prefetch
// MASKS: return
// MASKS-LABEL: func.func @matvec_dynamic
// MASKS-COUNT-8: memref.prefetch %arg0
// MASKS-NOT: memref.prefetch
// MASKS: return
// STREAM512-LABEL: func.func @matvec_prefetch
// STREAM512: scf.for {{.*}} step %c8
// STREAM512: memref.prefetch %arg0
// STREAM512: vector.load %arg0[%{{.*}}, %{{.*}}] : memref<8192x1024xf32>, vector<8xf32>
// STREAM512-NOT: vector<16xf32>
// STREAM512: return
// STREAM512-LABEL: func.func @matvec_small
// STREAM512-NOT: memref.prefetch
// STREAM512: vector.load %arg0[%{{.*}}, %{{.*}}] : memref<32x64xf32>, vector<16xf32>
// STREAM512: return
// MASKS-LABEL: func.func @matvec_small
// MASKS-NOT: memref.prefetch
// MASKS: return
func.func @matvec_prefetch(%a: memref<8192x1024xf32>, %x: memref<1024xf32>, %y: memref<8192xf32>) {
  linalg.matvec ins(%a, %x : memref<8192x1024xf32>, memref<1024xf32>) outs(%y : memref<8192xf32>)
  return
}
func.func @matvec_dynamic(%a: memref<?x?xf32>, %x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.matvec ins(%a, %x : memref<?x?xf32>, memref<?xf32>) outs(%y : memref<?xf32>)
  return
}
func.func @matvec_small(%a: memref<32x64xf32>, %x: memref<64xf32>, %y: memref<32xf32>) {
  linalg.matvec ins(%a, %x : memref<32x64xf32>, memref<64xf32>) outs(%y : memref<32xf32>)
  return
}

// -----

// The op's own reassoc flag allows the vector accumulator.
// CHECK-LABEL: func.func @row_sum_reassoc
// CHECK: vector.reduction <add>, %{{.*}}, %{{.*}} fastmath<reassoc> : vector<8xf32> into f32
// CHECK-NOT: vector.shuffle
func.func @row_sum_reassoc(%a: memref<19x64xf32>, %o: memref<19xf32>) {
  linalg.reduce ins(%a : memref<19x64xf32>) outs(%o : memref<19xf32>) dimensions = [1]
  (%in: f32, %init: f32) {
    %m = arith.addf %in, %init fastmath<reassoc> : f32
    linalg.yield %m : f32
  }
  return
}

// -----

// Column sums: the reduction is the outer loop, the columns are vectorized, each element's
// additions keep their order (f64: 4 lanes).
// CHECK-LABEL: func.func @col_sum
// CHECK: scf.for %[[R:.*]] =
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %c12{{(_[0-9]+)?}} step %c4{{(_[0-9]+)?}} {
// CHECK: %[[X:.*]] = vector.load %arg0[%[[R]], %[[C]]] : memref<5x12xf64>, vector<4xf64>
// CHECK: %[[Y:.*]] = vector.load %arg1[%[[C]]] : memref<12xf64>, vector<4xf64>
// CHECK: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : vector<4xf64>
// CHECK: vector.store %[[S]], %arg1[%[[C]]]
func.func @col_sum(%a: memref<5x12xf64>, %o: memref<12xf64>) {
  linalg.reduce ins(%a : memref<5x12xf64>) outs(%o : memref<12xf64>) dimensions = [0]
  (%in: f64, %init: f64) {
    %m = arith.addf %in, %init : f64
    linalg.yield %m : f64
  }
  return
}

// -----

// linalg.fill: a broadcast store.
// CHECK-LABEL: func.func @fill
// CHECK: %[[B:.*]] = vector.broadcast %arg0 : f32 to vector<8xf32>
// CHECK: vector.store %[[B]], %arg1[%{{.*}}] : memref<40xf32>, vector<8xf32>
func.func @fill(%v: f32, %o: memref<40xf32>) {
  linalg.fill ins(%v : f32) outs(%o : memref<40xf32>)
  return
}

// -----

// Left alone: a transposed input (not contiguous along the vector dimension), a non-unit
// innermost stride, a shape narrower than a vector, a payload with linalg.index, tensors, i1
// buffers (a byte per element in memory).
// CHECK-LABEL: func.func @left_alone
// CHECK-NOT: vector.
// CHECK-COUNT-6: linalg.
// CHECK-NOT: vector.
// CHECK: return
func.func @left_alone(%a: memref<16x16xf32>, %o: memref<16x16xf32>, %s: memref<16xf32, strided<[2]>>, %small: memref<3xf32>, %t: tensor<16xf32>, %bits: memref<64xi1>) -> tensor<16xf32> {
  %true = arith.constant true
  linalg.fill ins(%true : i1) outs(%bits : memref<64xi1>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    ins(%a : memref<16x16xf32>) outs(%o : memref<16x16xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  }
  %c = arith.constant 1.0 : f32
  linalg.fill ins(%c : f32) outs(%s : memref<16xf32, strided<[2]>>)
  linalg.fill ins(%c : f32) outs(%small : memref<3xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
    outs(%o : memref<16x16xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 1 : index
    %f = arith.index_cast %i : index to i32
    %g = arith.sitofp %f : i32 to f32
    linalg.yield %g : f32
  }
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
    outs(%t : tensor<16xf32>) {
  ^bb0(%out: f32):
    %n = arith.negf %out : f32
    linalg.yield %n : f32
  } -> tensor<16xf32>
  return %r : tensor<16xf32>
}

// -----

// Windowed inputs (pooling, depthwise convolution: affine expressions of several loops in the
// input's indices): the parallel strategy along the channels, the window's reduction loops
// inside the vector loop carrying the accumulators (the output loaded once and stored once per
// vector), in their order, the innermost (at most 7 iterations) unrolled; the output columns
// (the innermost outer loop) unrolled around the channel loop, up to 8 accumulators per step
// (4 columns here); input indices through affine.apply. Remainder channels: the same on scalars.
// CHECK-LABEL: func.func @pool_max
// CHECK: scf.for %[[X:.*]] = %{{.*}} to %c4{{(_[0-9]+)?}} step %c4{{(_[0-9]+)?}} {
// CHECK: %[[X1:.*]] = arith.addi %[[X]], %c1{{(_[0-9]+)?}} : index
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %c8{{(_[0-9]+)?}} step %c8{{(_[0-9]+)?}} {
// CHECK: %[[ACC:.*]] = vector.load %arg2[%{{.*}}, %{{.*}}, %[[X]], %[[C]]] : memref<1x4x4x11xf32>, vector<8xf32>
// CHECK: %[[ACC1:.*]] = vector.load %arg2[%{{.*}}, %{{.*}}, %[[X1]], %[[C]]] : memref<1x4x4x11xf32>, vector<8xf32>
// CHECK: %[[R:.*]]:4 = scf.for %[[KH:.*]] = {{.*}} iter_args(%[[A1:.*]] = %[[ACC]], %{{.*}} = %[[ACC1]], {{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// CHECK-NOT: scf.for
// CHECK: affine.apply
// CHECK: affine.apply
// CHECK: %[[IN:.*]] = vector.load %arg0[{{.*}}, %[[C]]] : memref<1x6x6x11xf32>, vector<8xf32>
// CHECK: %[[M:.*]] = arith.maximumf %[[A1]], %[[IN]] : vector<8xf32>
// CHECK-COUNT-11: arith.maximumf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK-NOT: arith.maximumf
// CHECK: scf.yield
// CHECK: vector.store %[[R]]#0, %arg2[%{{.*}}, %{{.*}}, %[[X]], %[[C]]] : memref<1x4x4x11xf32>, vector<8xf32>
// CHECK: vector.store %[[R]]#1, %arg2[%{{.*}}, %{{.*}}, %[[X1]], %[[C]]] : memref<1x4x4x11xf32>, vector<8xf32>
// CHECK: scf.for %[[S:.*]] = %c8{{(_[0-9]+)?}} to %c11{{(_[0-9]+)?}} step
// CHECK: iter_args(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (f32, f32, f32, f32)
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : f32
// CHECK-NOT: linalg.pooling
func.func @pool_max(%in: memref<1x6x6x11xf32>, %w: memref<3x3xf32>, %out: memref<1x4x4x11xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x6x6x11xf32>, memref<3x3xf32>) outs(%out : memref<1x4x4x11xf32>)
  return
}

// Channels a static multiple of several vectors: with 4 output columns per step, 2 vectors
// (up to 8 accumulators), their accumulators carried side by side through the window's loops
// (independent chains).
// CHECK-LABEL: func.func @pool_sum_wide
// CHECK: scf.for %[[X:.*]] = %{{.*}} to %c4{{(_[0-9]+)?}} step %c4{{(_[0-9]+)?}} {
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %c32{{(_[0-9]+)?}} step %c16{{(_[0-9]+)?}} {
// CHECK: %[[C1:.*]] = arith.addi %[[C]], %c8{{(_[0-9]+)?}} : index
// CHECK: %[[A0:.*]] = vector.load %arg2[%{{.*}}, %{{.*}}, %[[X]], %[[C]]] : memref<1x4x4x32xf32>, vector<8xf32>
// CHECK: %[[A1:.*]] = vector.load %arg2[%{{.*}}, %{{.*}}, %[[X]], %[[C1]]] : memref<1x4x4x32xf32>, vector<8xf32>
// CHECK: %[[R:.*]]:8 = scf.for {{.*}} iter_args(%{{.*}} = %[[A0]], %{{.*}} = %[[A1]], {{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// CHECK-COUNT-24: arith.addf %{{.*}}, %{{.*}} : vector<8xf32>
// CHECK: vector.store %[[R]]#0, %arg2[%{{.*}}, %{{.*}}, %[[X]], %[[C]]]
// CHECK: vector.store %[[R]]#1, %arg2[%{{.*}}, %{{.*}}, %[[X]], %[[C1]]]
// CHECK-NOT: linalg.pooling
func.func @pool_sum_wide(%in: memref<1x6x6x32xf32>, %w: memref<3x3xf32>, %out: memref<1x4x4x32xf32>) {
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x6x6x32xf32>, memref<3x3xf32>) outs(%out : memref<1x4x4x32xf32>)
  return
}

// A column sum (its reduction loop before the vectorized one) keeps the loops' order: the
// rows stream, the output vector is loaded and stored per row.
// CHECK-LABEL: func.func @column_sum
// CHECK: scf.for %[[I:.*]] =
// CHECK-NOT: iter_args
// CHECK: vector.load %arg1[%{{.*}}] : memref<16xf32>, vector<8xf32>
// CHECK: vector.store
func.func @column_sum(%a: memref<5x16xf32>, %o: memref<16xf32>) {
  linalg.reduce ins(%a : memref<5x16xf32>) outs(%o : memref<16xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// -----

// A fill that the reduction right after it overwrites (only allocations between, the filled
// buffer not among its inputs, each init element read once as the reduction's start): the
// reduction starts from the fill's value and the fill goes (one pass over the output instead
// of three).
// CHECK-LABEL: func.func @fill_pool
// CHECK-SAME: (%{{.*}}: memref<1x6x6x16xf32>, %[[OUT:.*]]: memref<1x4x4x16xf32>)
// CHECK: %[[CST:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NOT: vector.load %[[OUT]]
// CHECK-NOT: memref.load %[[OUT]]
// CHECK: %[[S:.*]] = vector.broadcast %[[CST]] : f32 to vector<8xf32>
// CHECK-COUNT-7: vector.broadcast %[[CST]] : f32 to vector<8xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[S]], {{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>)
// CHECK: arith.maximumf
// CHECK: vector.store %{{.*}}, %[[OUT]]
// CHECK-NOT: vector.load %[[OUT]]
// CHECK: return
// CHECK-LABEL: func.func @fill_row_sum
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NOT: vector.store %{{.*}}, %arg1
// CHECK: %[[V:.*]] = vector.broadcast %[[ONE]] : f32 to vector<8xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[V]]) -> (vector<8xf32>)
// CHECK: vector.store %{{.*}}, %arg1
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[ONE]]) -> (f32)
// CHECK-NOT: memref.load %arg1
// CHECK: return
// A store between the fill and the reduction, or a column sum (which reads its init once per
// row): the fill stays and the init is loaded.
// CHECK-LABEL: func.func @fill_stored_between
// CHECK: vector.store %{{.*}}, %arg1
// CHECK: memref.store %arg2, %arg1
// CHECK: vector.load %arg1
// CHECK-LABEL: func.func @fill_column_sum
// CHECK: vector.store %{{.*}}, %arg1
// CHECK: scf.for
// CHECK: vector.load %arg1
// The same with a reduction loop outside the strategy's accumulation (mmt4d's k1 around the
// ordered reduction over k0): the init is read once per k1.
// CHECK-LABEL: func.func @fill_mmt4d
// CHECK: vector.store %{{.*}}, %arg2
// CHECK: scf.for
// CHECK: vector.load %arg2
func.func @fill_pool(%in: memref<1x6x6x16xf32>, %out: memref<1x4x4x16xf32>) {
  %cst = arith.constant 0xFF800000 : f32
  linalg.fill ins(%cst : f32) outs(%out : memref<1x4x4x16xf32>)
  %w = memref.alloca() : memref<3x3xf32>
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x6x6x16xf32>, memref<3x3xf32>) outs(%out : memref<1x4x4x16xf32>)
  return
}
func.func @fill_row_sum(%a: memref<19x64xf32>, %o: memref<19xf32>) {
  %cst = arith.constant 1.0 : f32
  linalg.fill ins(%cst : f32) outs(%o : memref<19xf32>)
  linalg.reduce ins(%a : memref<19x64xf32>) outs(%o : memref<19xf32>) dimensions = [1]
  (%in: f32, %init: f32) {
    %m = arith.addf %in, %init : f32
    linalg.yield %m : f32
  }
  return
}
func.func @fill_stored_between(%a: memref<19x64xf32>, %o: memref<19xf32>, %v: f32) {
  %cst = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  linalg.fill ins(%cst : f32) outs(%o : memref<19xf32>)
  memref.store %v, %o[%c0] : memref<19xf32>
  linalg.reduce ins(%a : memref<19x64xf32>) outs(%o : memref<19xf32>) dimensions = [1]
  (%in: f32, %init: f32) {
    %m = arith.addf %in, %init : f32
    linalg.yield %m : f32
  }
  return
}
func.func @fill_column_sum(%a: memref<5x16xf32>, %o: memref<16xf32>) {
  %cst = arith.constant 0.0 : f32
  linalg.fill ins(%cst : f32) outs(%o : memref<16xf32>)
  linalg.reduce ins(%a : memref<5x16xf32>) outs(%o : memref<16xf32>) dimensions = [0]
  (%in: f32, %init: f32) {
    %m = arith.addf %in, %init : f32
    linalg.yield %m : f32
  }
  return
}
func.func @fill_mmt4d(%a: memref<?x?x?x?xf32>, %b: memref<?x?x?x?xf32>, %c: memref<?x?x?x?xf32>) {
  %cst = arith.constant 0.0 : f32
  linalg.fill ins(%cst : f32) outs(%c : memref<?x?x?x?xf32>)
  linalg.mmt4d ins(%a, %b : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%c : memref<?x?x?x?xf32>)
  return
}

// -----

// Channels fewer than the register's lanes (8 on 512 bits): 8-lane vectors, the window loops
// inside carrying the accumulator.
// NARROW-LABEL: func.func @narrow_channels
// NARROW: vector.load %arg2{{.*}} : memref<1x4x4x8xf32>, vector<8xf32>
// NARROW: vector.load %arg0{{.*}} : memref<1x6x6x8xf32>, vector<8xf32>
// NARROW: arith.maximumf {{.*}} : vector<8xf32>
// NARROW: vector.store {{.*}} : memref<1x4x4x8xf32>, vector<8xf32>
// NARROW-NOT: linalg.pooling
func.func @narrow_channels(%in: memref<1x6x6x8xf32>, %w: memref<3x3xf32>, %o: memref<1x4x4x8xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x6x6x8xf32>, memref<3x3xf32>) outs(%o : memref<1x4x4x8xf32>)
  return
}
