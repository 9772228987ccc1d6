// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' | FileCheck %s
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// On the module as a whole (the pass runs on any op), and upstream's class name in IR dumps.
// RUN: mlirc %s --pass-pipeline='builtin.module(convert-linalg-to-loops)' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --convert-linalg-to-loops --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: mlirc %s --pass-pipeline='builtin.module(convert-linalg-to-loops)' --mlir-print-ir-after-all --emit=mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// RUN: mlir-opt %s --convert-linalg-to-loops --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
// DUMP: // -----// IR Dump After ConvertLinalgToLoopsPass (convert-linalg-to-loops) //----- //
// convert-linalg-to-loops on linalg.generic: loop d0 outermost, bounds from the first operand
// dimension that is exactly each loop dimension, loads of what the body reads (inputs, then
// inits), the body cloned, a store per yielded value; non-trivial map results through
// affine.apply; linalg.index as the induction variable; dynamic sizes through memref.dim.

// CHECK-DAG: #[[SHIFT:.*]] = affine_map<(d0) -> (d0 + 2)>

// A row sum: d1 is a reduction, bounded by the input's second dimension.
// CHECK-LABEL: func.func @row_sum(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x6xf32>, %[[S:[^:]*]]: memref<4xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %[[C0]] to %[[C6]] step %[[C1]] {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[J]]] : memref<4x6xf32>
// CHECK-NEXT: %[[ACC:.*]] = memref.load %[[S]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: %[[SUM:.*]] = arith.addf %[[X]], %[[ACC]] : f32
// CHECK-NEXT: memref.store %[[SUM]], %[[S]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @row_sum(%a: memref<4x6xf32>, %s: memref<4xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xf32>) outs(%s : memref<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.addf %x, %acc : f32
    linalg.yield %r : f32
  }
  return
}

// Column-major reads: the loops follow the maps, not the input's dimension order (d0 is the
// input's second dimension); the init is not read by this body, so it is not loaded.
// CHECK-LABEL: func.func @col_neg(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x6xf32>, %[[M:[^:]*]]: memref<6xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[C6:.*]] step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %[[C4:.*]] step
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[J]], %[[I]]] : memref<4x6xf32>
// CHECK-NEXT: %[[Y:.*]] = arith.negf %[[X]] : f32
// CHECK-NEXT: memref.store %[[Y]], %[[M]][%[[I]]] : memref<6xf32>
func.func @col_neg(%a: memref<4x6xf32>, %m: memref<6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : memref<4x6xf32>) outs(%m : memref<6xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %r = arith.negf %x : f32
    linalg.yield %r : f32
  }
  return
}

// Non-trivial results: affine.apply at the induction variables (and a constant index); a
// scalar operand is used as it is; two inits, two stores in yield order.
// CHECK-LABEL: func.func @shifted(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x6xf32>, %[[K:[^:]*]]: f32, %[[P:[^:]*]]: memref<2xf32>, %[[Q:[^:]*]]: memref<2x6xf32>)
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: %[[R:.*]] = affine.apply #[[SHIFT]](%[[I]])
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[R]], %[[J]]] : memref<4x6xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[A]][%[[C3]], %[[J]]] : memref<4x6xf32>
// CHECK-NEXT: %[[ACC:.*]] = memref.load %[[P]][%[[I]]] : memref<2xf32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[K]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[ACC]], %[[M]] : f32
// CHECK-NEXT: %[[D:.*]] = arith.subf %[[X]], %[[Y]] : f32
// CHECK-NEXT: memref.store %[[S]], %[[P]][%[[I]]] : memref<2xf32>
// CHECK-NEXT: memref.store %[[D]], %[[Q]][%[[I]], %[[J]]] : memref<2x6xf32>
func.func @shifted(%a: memref<4x6xf32>, %k: f32, %p: memref<2xf32>, %q: memref<2x6xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + 2, d1)>, affine_map<(d0, d1) -> (3, d1)>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]}
      ins(%a, %a, %k : memref<4x6xf32>, memref<4x6xf32>, f32) outs(%p, %q : memref<2xf32>, memref<2x6xf32>) {
  ^bb0(%x: f32, %y: f32, %s: f32, %acc: f32, %out: f32):
    %m = arith.mulf %x, %s : f32
    %r = arith.addf %acc, %m : f32
    %d = arith.subf %x, %y : f32
    linalg.yield %r, %d : f32, f32
  }
  return
}

// linalg.index d is the induction variable of loop d.
// CHECK-LABEL: func.func @index(
// CHECK-SAME: %[[O:[^:]*]]: memref<3x5xindex>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: %[[S:.*]] = arith.subi %[[J]], %[[I]] : index
// CHECK-NEXT: memref.store %[[S]], %[[O]][%[[I]], %[[J]]] : memref<3x5xindex>
// CHECK-NOT: linalg.index
func.func @index(%o: memref<3x5xindex>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%o : memref<3x5xindex>) {
  ^bb0(%out: index):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.subi %j, %i : index
    linalg.yield %s : index
  }
  return
}

// Dynamic sizes: memref.dim of the first operand dimension of each loop.
// CHECK-LABEL: func.func @dynamic(
// CHECK-SAME: %[[A:[^:]*]]: memref<?x?xf32>, %[[B:[^:]*]]: memref<?x8xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[D0:.*]] = memref.dim %[[A]], %[[C0]] : memref<?x?xf32>
// CHECK-DAG: %[[D1:.*]] = memref.dim %[[A]], %[[C1]] : memref<?x?xf32>
// CHECK: scf.for %[[I:.*]] = %[[C0]] to %[[D0]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[J:.*]] = %[[C0]] to %[[D1]] step %[[C1]] {
// CHECK-NEXT: memref.load %[[A]][%[[I]], %[[J]]]
// CHECK-NEXT: memref.load %[[B]][%[[I]], %[[J]]]
// CHECK-NEXT: arith.addf
// CHECK-NEXT: memref.store
// The first operand dimension of each loop gives its size: a static one where it comes first.
// CHECK: %[[E0:.*]] = memref.dim %[[B]], %{{.*}} : memref<?x8xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %[[E0]] step
// CHECK-NEXT: scf.for %{{.*}} = %{{.*}} to %[[C8]] step
func.func @dynamic(%a: memref<?x?xf32>, %b: memref<?x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : memref<?x?xf32>) outs(%b : memref<?x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  }
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%b : memref<?x8xf32>) outs(%a : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}

// Rank 0: no loops, loads and stores without indices.
// CHECK-LABEL: func.func @rank0(
// CHECK-SAME: %[[A:[^:]*]]: memref<f32>, %[[B:[^:]*]]: memref<f32>)
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][] : memref<f32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][] : memref<f32>
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: memref.store %[[M]], %[[B]][] : memref<f32>
// CHECK-NEXT: return
func.func @rank0(%a: memref<f32>, %b: memref<f32>) {
  linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%a : memref<f32>) outs(%b : memref<f32>) {
  ^bb0(%x: f32, %y: f32):
    %m = arith.mulf %x, %y : f32
    linalg.yield %m : f32
  }
  return
}
