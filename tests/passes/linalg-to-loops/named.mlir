// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' | FileCheck %s
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' | FileCheck %s
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' --mlir-print-op-generic | mlir-opt --mlir-print-op-generic > %t.mlirc
// RUN: mlir-opt %s --pass-pipeline='builtin.module(func.func(convert-linalg-to-loops))' --mlir-print-op-generic > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// convert-linalg-to-loops on named structured ops: their maps and bodies come through the
// structured-op interface and the region the parser builds, so each gives the loops of its
// generic form.

// CHECK-DAG: #[[ROW:.*]] = affine_map<(d0, d1) -> (d0 * 3 + d1 * 2)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d0 * 2 + d1)>

// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: %[[A:[^:]*]]: memref<4x5xf32>, %[[B:[^:]*]]: memref<5x6xf32>, %[[C:[^:]*]]: memref<4x6xf32>)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[C6:.*]] = arith.constant 6 : index
// CHECK-NEXT: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NEXT: scf.for %[[M:.*]] = %[[C0]] to %[[C4]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[N:.*]] = %[[C0]] to %[[C6]] step %[[C1]] {
// CHECK-NEXT: scf.for %[[K:.*]] = %[[C0]] to %[[C5]] step %[[C1]] {
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[M]], %[[K]]] : memref<4x5xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[B]][%[[K]], %[[N]]] : memref<5x6xf32>
// CHECK-NEXT: %[[Z:.*]] = memref.load %[[C]][%[[M]], %[[N]]] : memref<4x6xf32>
// CHECK-NEXT: %[[P:.*]] = arith.mulf %[[X]], %[[Y]] : f32
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[Z]], %[[P]] : f32
// CHECK-NEXT: memref.store %[[S]], %[[C]][%[[M]], %[[N]]] : memref<4x6xf32>
func.func @matmul(%a: memref<4x5xf32>, %b: memref<5x6xf32>, %c: memref<4x6xf32>) {
  linalg.matmul ins(%a, %b : memref<4x5xf32>, memref<5x6xf32>) outs(%c : memref<4x6xf32>)
  return
}

// Strides [3, 2] and dilations [2, 1]: the input rows are oh * 3 + kh * 2, the columns
// ow * 2 + kw. Loops (n, oh, ow, f, kh, kw, c).
// CHECK-LABEL: func.func @conv(
// CHECK-SAME: %[[I:[^:]*]]: memref<1x9x9x2xf32>, %[[K:[^:]*]]: memref<2x2x2x3xf32>, %[[O:[^:]*]]: memref<1x3x4x3xf32>)
// CHECK: scf.for %[[N:[^ ]*]] =
// CHECK-NEXT: scf.for %[[OH:[^ ]*]] =
// CHECK-NEXT: scf.for %[[OW:[^ ]*]] =
// CHECK-NEXT: scf.for %[[F:[^ ]*]] =
// CHECK-NEXT: scf.for %[[KH:[^ ]*]] =
// CHECK-NEXT: scf.for %[[KW:[^ ]*]] =
// CHECK-NEXT: scf.for %[[CH:[^ ]*]] =
// CHECK-NEXT: %[[H:.*]] = affine.apply #[[ROW]](%[[OH]], %[[KH]])
// CHECK-NEXT: %[[W:.*]] = affine.apply #[[COL]](%[[OW]], %[[KW]])
// CHECK-NEXT: memref.load %[[I]][%[[N]], %[[H]], %[[W]], %[[CH]]] : memref<1x9x9x2xf32>
// CHECK-NEXT: memref.load %[[K]][%[[KH]], %[[KW]], %[[CH]], %[[F]]] : memref<2x2x2x3xf32>
// CHECK-NEXT: memref.load %[[O]][%[[N]], %[[OH]], %[[OW]], %[[F]]] : memref<1x3x4x3xf32>
// CHECK-NEXT: arith.mulf
// CHECK-NEXT: arith.addf
// CHECK-NEXT: memref.store %{{.*}}, %[[O]][%[[N]], %[[OH]], %[[OW]], %[[F]]] : memref<1x3x4x3xf32>
func.func @conv(%i: memref<1x9x9x2xf32>, %k: memref<2x2x2x3xf32>, %o: memref<1x3x4x3xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<[3, 2]> : tensor<2xi64>, dilations = dense<[2, 1]> : tensor<2xi64>}
      ins(%i, %k : memref<1x9x9x2xf32>, memref<2x2x2x3xf32>) outs(%o : memref<1x3x4x3xf32>)
  return
}

// Pooling: the window operand gives the bounds of the window loops and is never loaded.
// CHECK-LABEL: func.func @pool(
// CHECK-SAME: %[[I:[^:]*]]: memref<1x4x4x1xi32>, %[[W:[^:]*]]: memref<2x2xi32>, %[[O:[^:]*]]: memref<1x2x2x1xi32>)
// CHECK-NOT: memref.load %[[W]]
// CHECK: arith.maxsi
// CHECK-NOT: memref.load %[[W]]
// CHECK: return
func.func @pool(%i: memref<1x4x4x1xi32>, %w: memref<2x2xi32>, %o: memref<1x2x2x1xi32>) {
  linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%i, %w : memref<1x4x4x1xi32>, memref<2x2xi32>) outs(%o : memref<1x2x2x1xi32>)
  return
}

// Fill: the scalar is stored, nothing is loaded.
// CHECK-LABEL: func.func @fill(
// CHECK-SAME: %[[M:[^:]*]]: memref<3x4xf32>, %[[F:[^:]*]]: f32)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: memref.store %[[F]], %[[M]][%[[I]], %[[J]]] : memref<3x4xf32>
// CHECK-NEXT: }
func.func @fill(%m: memref<3x4xf32>, %f: f32) {
  linalg.fill ins(%f : f32) outs(%m : memref<3x4xf32>)
  return
}

// Copy with an unsigned cast.
// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %[[A:[^:]*]]: memref<4xi8>, %[[B:[^:]*]]: memref<4xi32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]]] : memref<4xi8>
// CHECK-NEXT: %[[Y:.*]] = arith.extui %[[X]] : i8 to i32
// CHECK-NEXT: memref.store %[[Y]], %[[B]][%[[I]]] : memref<4xi32>
func.func @copy(%a: memref<4xi8>, %b: memref<4xi32>) {
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%a : memref<4xi8>) outs(%b : memref<4xi32>)
  return
}

// Transpose: loops over the output, the input read through the permutation.
// CHECK-LABEL: func.func @transpose(
// CHECK-SAME: %[[A:[^:]*]]: memref<3x4x5xf32>, %[[B:[^:]*]]: memref<5x3x4xf32>)
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %[[C5]] step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %[[C3]] step
// CHECK-NEXT: scf.for %[[K:.*]] = %{{.*}} to %[[C4]] step
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[J]], %[[K]], %[[I]]] : memref<3x4x5xf32>
// CHECK-NEXT: memref.store %[[X]], %[[B]][%[[I]], %[[J]], %[[K]]] : memref<5x3x4xf32>
func.func @transpose(%a: memref<3x4x5xf32>, %b: memref<5x3x4xf32>) {
  linalg.transpose ins(%a : memref<3x4x5xf32>) outs(%b : memref<5x3x4xf32>) permutation = [2, 0, 1]
  return
}

// Broadcast: the input indexed by the kept dimension only.
// CHECK-LABEL: func.func @broadcast(
// CHECK-SAME: %[[A:[^:]*]]: memref<4xf32>, %[[B:[^:]*]]: memref<3x4x5xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[J]]] : memref<4xf32>
// CHECK-NEXT: memref.store %[[X]], %[[B]][%[[I]], %[[J]], %[[K]]] : memref<3x4x5xf32>
func.func @broadcast(%a: memref<4xf32>, %b: memref<3x4x5xf32>) {
  linalg.broadcast ins(%a : memref<4xf32>) outs(%b : memref<3x4x5xf32>) dimensions = [0, 2]
  return
}

// Map (the init's block argument unused, not loaded) and reduce.
// CHECK-LABEL: func.func @map_reduce(
// CHECK-SAME: %[[A:[^:]*]]: memref<3x4xf32>, %[[B:[^:]*]]: memref<3x4xf32>, %[[R:[^:]*]]: memref<3xf32>)
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: %[[X:.*]] = memref.load %[[A]][%[[I]], %[[J]]] : memref<3x4xf32>
// CHECK-NEXT: %[[Y:.*]] = math.exp %[[X]] : f32
// CHECK-NEXT: memref.store %[[Y]], %[[B]][%[[I]], %[[J]]] : memref<3x4xf32>
// CHECK: scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step
// CHECK-NEXT: %[[X:.*]] = memref.load %[[B]][%[[I]], %[[J]]] : memref<3x4xf32>
// CHECK-NEXT: %[[Y:.*]] = memref.load %[[R]][%[[I]]] : memref<3xf32>
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[Y]] : f32
// CHECK-NEXT: memref.store %[[S]], %[[R]][%[[I]]] : memref<3xf32>
func.func @map_reduce(%a: memref<3x4xf32>, %b: memref<3x4xf32>, %r: memref<3xf32>) {
  linalg.map ins(%a : memref<3x4xf32>) outs(%b : memref<3x4xf32>)
    (%x: f32, %o: f32) {
      %e = math.exp %x : f32
      linalg.yield %e : f32
    }
  linalg.reduce ins(%b : memref<3x4xf32>) outs(%r : memref<3xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return
}

// The other named families through the same path: batch_matmul, matvec, dot (a rank-0
// init), mmt4d, contract, depthwise conv, elementwise.
// CHECK-LABEL: func.func @others(
// CHECK-NOT: linalg.
// CHECK: return
func.func @others(%a: memref<2x3x4xf32>, %b: memref<2x4x5xf32>, %c: memref<2x3x5xf32>,
                  %m: memref<3x4xf32>, %v: memref<4xf32>, %w: memref<3xf32>, %d: memref<f32>,
                  %p: memref<2x3x4x5xi8>, %q: memref<6x3x7x5xi8>, %r: memref<2x6x4x7xi32>,
                  %i: memref<1x5x5x2xf32>, %k: memref<2x2x2xf32>, %o: memref<1x4x4x2xf32>, %s: memref<3x3xf32>) {
  linalg.batch_matmul ins(%a, %b : memref<2x3x4xf32>, memref<2x4x5xf32>) outs(%c : memref<2x3x5xf32>)
  linalg.matvec ins(%m, %v : memref<3x4xf32>, memref<4xf32>) outs(%w : memref<3xf32>)
  linalg.dot ins(%v, %v : memref<4xf32>, memref<4xf32>) outs(%d : memref<f32>)
  linalg.mmt4d ins(%p, %q : memref<2x3x4x5xi8>, memref<6x3x7x5xi8>) outs(%r : memref<2x6x4x7xi32>)
  linalg.contract indexing_maps = [affine_map<(x, y, z) -> (x, z)>, affine_map<(x, y, z) -> (y, z)>, affine_map<(x, y, z) -> (x, y)>]
      ins(%m, %m : memref<3x4xf32>, memref<3x4xf32>) outs(%s : memref<3x3xf32>)
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<1> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%i, %k : memref<1x5x5x2xf32>, memref<2x2x2xf32>) outs(%o : memref<1x4x4x2xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%m : memref<3x4xf32>) outs(%m : memref<3x4xf32>)
  return
}
