// RUN: mlirc %s --pass-pipeline='builtin.module(mlirc-parallelize{threads=2 min-work=40000})' | FileCheck %s

// The cost model: a loop with static bounds and too little work stays (sequential); one with
// enough is outlined with the work of one outer iteration; one with a dynamic trip count is
// outlined and the runtime decides from that work.

// 100 x 16 x 2 ops: stays.
// CHECK-LABEL: func.func @small(
// CHECK-NOT: call
// CHECK: scf.parallel
func.func @small(%m: memref<100x16xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %c100 = arith.constant 100 : index
  scf.parallel (%i) = (%c0) to (%c100) step (%c1) {
    scf.for %j = %c0 to %c16 step %c1 {
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%i, %j] : memref<100x16xf32>
    }
    scf.reduce
  }
  return
}

// 1000 x (64 x 3 ops (add, store, yield) + the loop + scf.reduce): outlined, 194 per iteration.
// CHECK-LABEL: func.func @large(
// CHECK: call @large_par({{.*}}) {mlirc.parallel_threads = 2 : i64, mlirc.parallel_work = 194 : i64}
func.func @large(%m: memref<1000x64xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c1000 = arith.constant 1000 : index
  scf.parallel (%i) = (%c0) to (%c1000) step (%c1) {
    scf.for %j = %c0 to %c64 step %c1 {
      %w = arith.addf %v, %v : f32
      memref.store %w, %m[%i, %j] : memref<1000x64xf32>
    }
    scf.reduce
  }
  return
}

// Dynamic outer trip count: outlined; the inner dimension of 8 (static) times 3 ops.
// CHECK-LABEL: func.func @dynamic(
// CHECK: call @dynamic_par({{.*}}) {mlirc.parallel_threads = 2 : i64, mlirc.parallel_work = 24 : i64}
func.func @dynamic(%m: memref<?x8xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %m, %c0 : memref<?x8xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c8) step (%c1, %c1) {
    %w = arith.mulf %v, %v : f32
    memref.store %w, %m[%i, %j] : memref<?x8xf32>
    scf.reduce
  }
  return
}
