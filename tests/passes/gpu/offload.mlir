// mlirc-gpu-offload: outermost scf.parallel loops become gpu.launch with device copies of
// the memrefs they use; loops a kernel cannot run stay on the host. The output verifies
// under mlir-opt-22.
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(mlirc-gpu-offload)' > %t.mlir
// RUN: FileCheck %s < %t.mlir
// RUN: mlir-opt %t.mlir --split-input-file > /dev/null

// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func.func @scale_1d(
// CHECK: %[[DEV:.*]] = gpu.alloc  (%{{.*}}) : memref<?xf32>
// CHECK: gpu.memcpy  %[[DEV]], %arg0 : memref<?xf32>, memref<?xf32>
// CHECK: %[[TRIP:.*]] = arith.maxsi
// CHECK: %[[C256:.*]] = arith.constant 256 : index
// CHECK: %[[G:.*]] = arith.ceildivsi %[[TRIP]], %[[C256]] : index
// CHECK: %[[GX:.*]] = arith.maxsi %[[G]], %{{.*}} : index
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[GX]], {{.*}} threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%[[BD:.*]] = %[[C256]],
// CHECK: %[[T0:.*]] = arith.muli %[[BX]], %[[BD]] : index
// CHECK: %[[T:.*]] = arith.addi %[[T0]], %[[TX]] : index
// CHECK: arith.cmpi slt, %[[T]], %[[TRIP]] : index
// CHECK: memref.load %[[DEV]]
// CHECK: memref.store %{{.*}}, %[[DEV]]
// CHECK: gpu.terminator
// CHECK: gpu.memcpy  %arg0, %[[DEV]] : memref<?xf32>, memref<?xf32>
// CHECK: gpu.dealloc  %[[DEV]] : memref<?xf32>
// CHECK-NOT: scf.parallel
func.func @scale_1d(%a: memref<?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %a[%i] : memref<?xf32>
    %m = arith.mulf %v, %s : f32
    memref.store %m, %a[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// 2-D: the inner loop dimension is x (32 threads), the outer one y (8); a read-only input is
// copied in but not back.
// CHECK-LABEL: func.func @add_2d(
// CHECK: %[[B:.*]] = gpu.alloc  (%{{.*}}, %{{.*}}) : memref<?x?xf32>
// CHECK: %[[R:.*]] = gpu.alloc  (%{{.*}}) : memref<?xf32>
// CHECK: gpu.memcpy  %[[R]], %arg1
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[C32:.*]] = arith.constant 32 : index
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %[[C32]], %{{.*}} = %[[C8]], %{{.*}} = %{{.*}})
// CHECK: gpu.memcpy  %arg0, %[[B]]
// CHECK-NOT: gpu.memcpy  %arg1
// CHECK: gpu.dealloc  %[[R]]
func.func @add_2d(%b: memref<?x?xf32>, %row: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %b, %c0 : memref<?x?xf32>
  %q = memref.dim %b, %c1 : memref<?x?xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%r, %q) step (%c1, %c1) {
    %v = memref.load %b[%i, %j] : memref<?x?xf32>
    %x = memref.load %row[%j] : memref<?xf32>
    %m = arith.addf %v, %x : f32
    memref.store %m, %b[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// -----

// Stays on the host: a reduction, an allocation in the body, a call.
// CHECK-LABEL: func.func @host_only(
// CHECK-NOT: gpu.
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: scf.parallel
func.func @host_only(%a: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero) -> f32 {
    %v = memref.load %a[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      scf.reduce.return %s : f32
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %t = memref.alloc() : memref<4xf32>
    memref.dealloc %t : memref<4xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    func.call @side_effect(%i) : (index) -> ()
    scf.reduce
  }
  return %sum : f32
}
func.func private @side_effect(index)

// -----

// scf.forall on buffers, static and dynamic bounds: the inner dimension (8) on x.
// CHECK-LABEL: func.func @forall_2d(
// CHECK: gpu.alloc
// CHECK: gpu.launch
// CHECK: memref.store
// CHECK: gpu.memcpy  %arg0
// CHECK-NOT: scf.forall
func.func @forall_2d(%m: memref<?x8xf32>, %n: index) {
  scf.forall (%i, %j) in (%n, 8) {
    %v = memref.load %m[%i, %j] : memref<?x8xf32>
    %d = arith.addf %v, %v : f32
    memref.store %d, %m[%i, %j] : memref<?x8xf32>
  }
  return
}
