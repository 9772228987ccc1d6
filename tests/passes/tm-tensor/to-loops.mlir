// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tm-tensor-to-loops))' | FileCheck %s
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tm-tensor-to-loops))' | mlir-opt > /dev/null
// tm-tensor-to-loops: each tm_tensor op on buffers becomes scf loops, memref loads and stores
// and its region inlined (the output is plain upstream IR, which mlir-opt-22 reads).

// sort: a loop per other dimension, then an insertion sort of the line: element j moves left
// while the comparator of (out[j-1], out[j]) is false, every operand swapped alike.
// CHECK-LABEL: func.func @sort(
// CHECK-SAME: %[[V:[^:]*]]: memref<?x4xf32>, %[[I:[^:]*]]: memref<?x4xi64>
// CHECK: %[[D:.*]] = memref.dim %[[V]], %c0
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %[[D]] step
// CHECK: scf.for %[[K:.*]] = %c1{{.*}} to %c4 step
// CHECK: scf.while (%[[J:.*]] = %[[K]]) : (index) -> index {
// CHECK: %[[POS:.*]] = arith.cmpi slt, %{{.*}}, %[[J]] : index
// CHECK: %[[SWAP:.*]] = scf.if %[[POS]] -> (i1) {
// CHECK: %[[JM1:.*]] = arith.subi %[[J]], %{{.*}} : index
// CHECK: %[[L:.*]] = memref.load %[[V]][%[[R]], %[[JM1]]]
// CHECK: %[[RR:.*]] = memref.load %[[V]][%[[R]], %[[J]]]
// CHECK: %[[C:.*]] = arith.cmpf ole, %[[L]], %[[RR]] : f32
// CHECK: %[[N:.*]] = arith.xori %[[C]], %true : i1
// CHECK: scf.yield %[[N]] : i1
// CHECK: } else {
// CHECK: scf.yield %false : i1
// CHECK: scf.condition(%[[SWAP]]) %[[J]] : index
// CHECK: } do {
// CHECK: ^bb0(%[[J2:.*]]: index):
// CHECK: %[[P:.*]] = arith.subi %[[J2]], %{{.*}} : index
// CHECK: %[[A:.*]] = memref.load %[[V]][%[[R]], %[[P]]]
// CHECK: %[[B:.*]] = memref.load %[[V]][%[[R]], %[[J2]]]
// CHECK: memref.store %[[B]], %[[V]][%[[R]], %[[P]]]
// CHECK: memref.store %[[A]], %[[V]][%[[R]], %[[J2]]]
// CHECK: %[[X:.*]] = memref.load %[[I]][%[[R]], %[[P]]]
// CHECK: %[[Y:.*]] = memref.load %[[I]][%[[R]], %[[J2]]]
// CHECK: memref.store %[[Y]], %[[I]][%[[R]], %[[P]]]
// CHECK: memref.store %[[X]], %[[I]][%[[R]], %[[J2]]]
// CHECK: scf.yield %[[P]] : index

// scan (exclusive, along dimension 0): the running value is carried by the inner loop, from
// the accumulator, which gets the last value.
// CHECK-LABEL: func.func @scan(
// CHECK-SAME: %[[IN:[^:]*]]: memref<4x?xi32>, %[[OUT:[^:]*]]: memref<4x?xi32>, %[[ACC:[^:]*]]: memref<?xi32>
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %{{.*}} step
// CHECK: %[[INIT:.*]] = memref.load %[[ACC]][%[[C]]]
// CHECK: %[[LAST:.*]] = scf.for %[[R:.*]] = %{{.*}} to %c4 step %{{.*}} iter_args(%[[RUN:.*]] = %[[INIT]]) -> (i32) {
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[R]], %{{.*}} : index
// CHECK: %[[V:.*]] = scf.if %[[FIRST]] -> (i32) {
// CHECK: scf.yield %[[RUN]] : i32
// CHECK: } else {
// CHECK: %[[RM1:.*]] = arith.subi %[[R]], %{{.*}} : index
// CHECK: %[[X:.*]] = memref.load %[[IN]][%[[RM1]], %[[C]]]
// CHECK: %[[S:.*]] = arith.addi %[[RUN]], %[[X]] : i32
// CHECK: scf.yield %[[S]] : i32
// CHECK: memref.store %[[V]], %[[OUT]][%[[R]], %[[C]]]
// CHECK: scf.yield %[[V]] : i32
// CHECK: memref.store %[[LAST]], %[[ACC]][%[[C]]]

// scatter: a loop per update dimension; the index, sign-extended, offsets the mapped dimension.
// CHECK-LABEL: func.func @scatter(
// CHECK-SAME: %[[U:[^:]*]]: memref<5x4xf32>, %[[IDX:[^:]*]]: memref<5x1xi32>, %[[O:[^:]*]]: memref<8x4xf32>
// CHECK: scf.for %[[N:.*]] = %{{.*}} to %c5 step
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %c4 step
// CHECK: %[[UV:.*]] = memref.load %[[U]][%[[N]], %[[K]]]
// CHECK: %[[RAW:.*]] = memref.load %[[IDX]][%[[N]], %c0{{.*}}]
// CHECK: %[[ROW:.*]] = arith.index_cast %[[RAW]] : i32 to index
// CHECK: %[[OV:.*]] = memref.load %[[O]][%[[ROW]], %[[K]]]
// CHECK: %[[S:.*]] = arith.addf %[[OV]], %[[UV]] : f32
// CHECK: memref.store %[[S]], %[[O]][%[[ROW]], %[[K]]]

// topk: each input element passes along the k outputs, keeping the better one in place.
// CHECK-LABEL: func.func @topk(
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %c2 step
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %c10 step
// CHECK: %[[V0:.*]] = memref.load %{{.*}}[%[[R]], %[[J]]] : memref<2x10xf32>
// CHECK: %[[I0:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK: scf.for %[[K:.*]] = %{{.*}} to %c3 step %{{.*}} iter_args(%[[CV:.*]] = %[[V0]], %[[CI:.*]] = %[[I0]]) -> (f32, i32) {
// CHECK: %[[KV:.*]] = memref.load %{{.*}}[%[[R]], %[[K]]] : memref<2x3xf32>
// CHECK: %[[KI:.*]] = memref.load %{{.*}}[%[[R]], %[[K]]] : memref<2x3xi32>
// CHECK: %[[F:.*]] = arith.cmpf ogt, %[[CV]], %[[KV]] : f32
// CHECK: %[[B:.*]] = arith.cmpf ogt, %[[KV]], %[[CV]] : f32
// CHECK: %[[TIE:.*]] = arith.cmpi eq, %[[F]], %[[B]] : i1
// CHECK: %[[EARLIER:.*]] = arith.cmpi slt, %[[CI]], %[[KI]] : i32
// CHECK: %[[TE:.*]] = arith.andi %[[TIE]], %[[EARLIER]] : i1
// CHECK: %[[TAKE:.*]] = arith.ori %[[F]], %[[TE]] : i1
// CHECK: arith.select %[[F]], %[[CV]], %[[KV]] : f32
// CHECK: arith.select %[[TAKE]], %[[CI]], %[[KI]] : i32
// CHECK: memref.store
// CHECK: memref.store
// CHECK: %[[NV:.*]] = arith.select %[[F]], %[[KV]], %[[CV]] : f32
// CHECK: %[[NI:.*]] = arith.select %[[TAKE]], %[[KI]], %[[CI]] : i32
// CHECK: scf.yield %[[NV]], %[[NI]] : f32, i32

func.func @sort(%v: memref<?x4xf32>, %i: memref<?x4xi64>) {
  tm_tensor.sort dimension(1) outs(%v, %i : memref<?x4xf32>, memref<?x4xi64>) {
  ^bb0(%a: f32, %b: f32, %p: i64, %q: i64):
    %c = arith.cmpf ole, %a, %b : f32
    tm_tensor.yield %c : i1
  }
  return
}
func.func @scan(%in: memref<4x?xi32>, %out: memref<4x?xi32>, %acc: memref<?xi32>) {
  tm_tensor.scan dimension(0) inclusive(false) ins(%in : memref<4x?xi32>) outs(%out, %acc : memref<4x?xi32>, memref<?xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    tm_tensor.yield %s : i32
  }
  return
}
func.func @scatter(%u: memref<5x4xf32>, %idx: memref<5x1xi32>, %o: memref<8x4xf32>) {
  tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%u, %idx : memref<5x4xf32>, memref<5x1xi32>) outs(%o : memref<8x4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %b, %a : f32
    tm_tensor.yield %s : f32
  }
  return
}
func.func @topk(%in: memref<2x10xf32>, %v: memref<2x3xf32>, %i: memref<2x3xi32>) {
  tm_tensor.topk dimension(1) ins(%in : memref<2x10xf32>) outs(%v, %i : memref<2x3xf32>, memref<2x3xi32>) {
  ^bb0(%a: f32, %b: f32):
    %c = arith.cmpf ogt, %a, %b : f32
    tm_tensor.yield %c : i1
  }
  return
}
