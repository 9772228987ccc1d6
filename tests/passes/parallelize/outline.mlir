// RUN: mlirc %s --pass-pipeline='builtin.module(mlirc-parallelize{threads=2 min-work=0})' | FileCheck %s
// RUN: mlirc %s --threads=2 -S -emit-llvm -o - | FileCheck %s --check-prefix=LLVM
// RUN: mlirc %s --threads=2 --codegen=parallel-min-work=0 -S -emit-llvm -o - | FileCheck %s --check-prefix=NOCOST

// The outer loop moves into a private function taking its outer bounds, its step and what it
// uses; constants are copied, other bounds are passed; the inner parallel loop moves with it.
// CHECK-LABEL: func.func @f(
// CHECK: call @f_par(%c0, %dim, %c1, %arg1, %arg0, %dim_0) {mlirc.parallel_threads = 2 : i64}
// CHECK-NOT: scf.parallel
// CHECK: return
// CHECK-LABEL: func.func private @f_par(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: memref<?x?xf32>, %arg5: index)
// CHECK: scf.parallel (%[[I:.*]]) = (%arg0) to (%arg1) step (%arg2)
// CHECK: scf.parallel
// CHECK: memref.store %arg3, %arg4
// Reductions stay where they are.
// CHECK-LABEL: func.func @g(
// CHECK: scf.parallel
// CHECK-NOT: call

// With the cost model (the default), the runtime gets the work of one iteration (the inner
// loop: 16 iterations assumed of its store and scf.reduce, and the loop itself) and decides; with min-work=0, plain.
// LLVM: call void @mlirc_parallel_for_cost(ptr {{.*}}@f_par.chunk, ptr {{.*}}, i64 0, i64 %{{.*}}, i64 1, i32 2, i64 34)
// NOCOST: call void @mlirc_parallel_for(ptr {{.*}}@f_par.chunk, ptr {{.*}}, i64 0, i64 %{{.*}}, i64 1, i32 2)
// LLVM: define private void @f_par.chunk(ptr {{.*}}, i64 %{{.*}}, i64 %{{.*}})
func.func @f(%m: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?x?xf32>
  %k = memref.dim %m, %c1 : memref<?x?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

func.func @g(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %s = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %r = arith.addf %a, %b : f32
      scf.reduce.return %r : f32
    }
  }
  return %s : f32
}

// An scf.forall on buffers runs the same way (as the scf.parallel of its iterations).
// CHECK-LABEL: func.func @h(
// CHECK: call @h_par(%c0, %c10, %c1_1, %dim, %arg0) {mlirc.parallel_threads = 2 : i64}
// CHECK-LABEL: func.func private @h_par(
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%arg0, %c0) to (%arg1, %arg3) step (%arg2, %c1)
func.func @h(%m: memref<10x?xf32>) {
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<10x?xf32>
  %z = arith.constant 0.0 : f32
  scf.forall (%i, %j) in (10, %n) {
    memref.store %z, %m[%i, %j] : memref<10x?xf32>
  }
  return
}
