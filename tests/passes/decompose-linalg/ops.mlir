// mlirc-decompose-linalg: upstream's decompositions of linalg.softmax (decomposeOperation, with the division
// in place), linalg.pack (lowerPack) and linalg.unpack (lowerUnPack). The output is IR mlir-opt reads.
// RUN: mlirc %s --pass-pipeline='builtin.module(mlirc-decompose-linalg)' | mlir-opt | FileCheck %s
// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(mlirc-decompose-linalg))' | FileCheck %s --check-prefix=NONE

// NONE-NOT: linalg.softmax {{.*}}tensor
// NONE-NOT: linalg.pack
// NONE-NOT: linalg.unpack

// Max (from maxnumf's identity, -NaN), exp(x - max) into the init, sum (from 0), division
// into the exponentials (read as the init); the reductions' tensor is the input's shape without the dimension.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[DROP1:.*]] = affine_map<(d0, d1) -> (d0)>
// CHECK-DAG: #[[ID3:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-DAG: #[[DROP31:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-LABEL: func.func @softmax(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<2x?xf32>, %[[O:[a-z0-9]+]]: tensor<2x?xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<2xf32>
// CHECK: %[[NAN:.*]] = arith.constant 0xFFC00000 : f32
// CHECK: %[[M0:.*]] = linalg.fill ins(%[[NAN]] : f32) outs(%[[E]] : tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[M:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[DROP1]]], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<2x?xf32>) outs(%[[M0]] : tensor<2xf32>)
// CHECK: ^bb0(%[[IN:.*]]: f32, %[[OUT:.*]]: f32):
// CHECK-NEXT: %[[MAX:.*]] = arith.maxnumf %[[IN]], %[[OUT]] : f32
// CHECK-NEXT: linalg.yield %[[MAX]]
// CHECK: %[[N:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[DROP1]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[X]], %[[M]] : tensor<2x?xf32>, tensor<2xf32>) outs(%[[O]] : tensor<2x?xf32>)
// CHECK: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT: %[[SUB:.*]] = arith.subf %[[A]], %[[B]] : f32
// CHECK-NEXT: %[[EXP:.*]] = math.exp %[[SUB]] : f32
// CHECK-NEXT: linalg.yield %[[EXP]]
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[S0:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]] : tensor<2xf32>) -> tensor<2xf32>
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[DROP1]]], iterator_types = ["parallel", "reduction"]} ins(%[[N]] : tensor<2x?xf32>) outs(%[[S0]] : tensor<2xf32>)
// CHECK: arith.addf
// CHECK: %[[R:.*]] = linalg.generic {indexing_maps = [#[[DROP1]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[S]] : tensor<2xf32>) outs(%[[N]] : tensor<2x?xf32>)
// CHECK: ^bb0(%[[Q:.*]]: f32, %[[P:.*]]: f32):
// CHECK-NEXT: %[[DIV:.*]] = arith.divf %[[P]], %[[Q]] : f32
// CHECK: return %[[R]]
func.func @softmax(%x: tensor<2x?xf32>, %o: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %r = linalg.softmax dimension(1) ins(%x : tensor<2x?xf32>) outs(%o : tensor<2x?xf32>) -> tensor<2x?xf32>
  return %r : tensor<2x?xf32>
}

// Dynamic sizes of the reductions' tensor come from tensor.dim of the input (not of the
// reduced dimension).
// CHECK-LABEL: func.func @softmax_dyn(
// CHECK-SAME: %[[X:[a-z0-9]+]]: tensor<?x3x?xf16>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D0:.*]] = tensor.dim %[[X]], %[[C0]]
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[D2:.*]] = tensor.dim %[[X]], %[[C2]]
// CHECK-NEXT: tensor.empty(%[[D0]], %[[D2]]) : tensor<?x?xf16>
// CHECK: arith.constant 0xFE00 : f16
// CHECK: linalg.generic {indexing_maps = [#[[ID3]], #[[DROP31]]], iterator_types = ["parallel", "reduction", "parallel"]}
func.func @softmax_dyn(%x: tensor<?x3x?xf16>, %o: tensor<?x3x?xf16>) -> tensor<?x3x?xf16> {
  %r = linalg.softmax dimension(1) ins(%x : tensor<?x3x?xf16>) outs(%o : tensor<?x3x?xf16>) -> tensor<?x3x?xf16>
  return %r : tensor<?x3x?xf16>
}

// Softmax on buffers stays (unsupported: the translation names it).
// CHECK-LABEL: func.func @softmax_buffers(
// CHECK: linalg.softmax dimension(0)
func.func @softmax_buffers(%x: memref<4xf32>, %o: memref<4xf32>) {
  linalg.softmax dimension(0) ins(%x : memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// Pack: pad (high = outer * tile - size), expand into the strip-mined shape (each tiled
// dimension as [outer, tile], in source order), transpose into the dest.
// CHECK-LABEL: func.func @pack(
// CHECK-SAME: %[[S:[a-z0-9]+]]: tensor<5x7xf32>, %[[D:[a-z0-9]+]]: tensor<2x3x2x4xf32>, %[[PV:[a-z0-9]+]]: f32
// CHECK: %[[P:.*]] = tensor.pad %[[S]] low[0, 0] high[1, 1]
// CHECK: tensor.yield %[[PV]] : f32
// CHECK: } : tensor<5x7xf32> to tensor<6x8xf32>
// CHECK: %[[EX:.*]] = tensor.expand_shape %[[P]] {{\[}}[0, 1], [2, 3]] output_shape [3, 2, 2, 4] : tensor<6x8xf32> into tensor<3x2x2x4xf32>
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[EX]] : tensor<3x2x2x4xf32>) outs(%[[D]] : tensor<2x3x2x4xf32>) permutation = [2, 0, 1, 3]
// CHECK: return %[[T]]
func.func @pack(%s: tensor<5x7xf32>, %d: tensor<2x3x2x4xf32>, %pv: f32) -> tensor<2x3x2x4xf32> {
  %r = linalg.pack %s padding_value(%pv : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<5x7xf32> -> tensor<2x3x2x4xf32>
  return %r : tensor<2x3x2x4xf32>
}

// Full tiles: no pad; inner_dims_pos permuted: the tiles go in its order; an untiled
// dimension keeps its place in the strip-mined shape.
// CHECK-LABEL: func.func @pack_permuted(
// CHECK-SAME: %[[S:[a-z0-9]+]]: tensor<4x5x6xi32>, %[[D:[a-z0-9]+]]: tensor<2x5x2x3x2xi32>
// CHECK-NOT: tensor.pad
// CHECK: %[[EX:.*]] = tensor.expand_shape %[[S]] {{\[}}[0, 1], [2], [3, 4]] output_shape [2, 2, 5, 2, 3] : tensor<4x5x6xi32> into tensor<2x2x5x2x3xi32>
// CHECK: linalg.transpose ins(%[[EX]] : tensor<2x2x5x2x3xi32>) outs(%[[D]] : tensor<2x5x2x3x2xi32>) permutation = [0, 2, 3, 4, 1]
func.func @pack_permuted(%s: tensor<4x5x6xi32>, %d: tensor<2x5x2x3x2xi32>) -> tensor<2x5x2x3x2xi32> {
  %r = linalg.pack %s inner_dims_pos = [2, 0] inner_tiles = [3, 2] into %d : tensor<4x5x6xi32> -> tensor<2x5x2x3x2xi32>
  return %r : tensor<2x5x2x3x2xi32>
}

// Dynamic sizes and a dynamic tile: the high padding is computed; the zero padding value
// when none is given (dynamic tiles may leave partial tiles).
// CHECK-LABEL: func.func @pack_dyn(
// CHECK-SAME: %[[S:[a-z0-9]+]]: tensor<?x8xf32>, %[[D:[a-z0-9]+]]: tensor<?x2x?x4xf32>, %[[T:[a-z0-9]+]]: index
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[O0:.*]] = tensor.dim %[[D]], %[[C0]]
// CHECK-NEXT: %[[FULL:.*]] = arith.muli %[[O0]], %[[T]] : index
// CHECK: %[[SZ:.*]] = tensor.dim %[[S]], %{{.*}}
// CHECK-NEXT: %[[HIGH:.*]] = arith.subi %[[FULL]], %[[SZ]] : index
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[P:.*]] = tensor.pad %[[S]] low[0, 0] high[%[[HIGH]], 0]
// CHECK: tensor.yield %[[ZERO]]
// CHECK: } : tensor<?x8xf32> to tensor<?x8xf32>
// CHECK: %[[O0B:.*]] = tensor.dim %[[D]], %{{.*}}
// CHECK: tensor.expand_shape %[[P]] {{\[}}[0, 1], [2, 3]] output_shape [%[[O0B]], %[[T]], 2, 4] : tensor<?x8xf32> into tensor<?x?x2x4xf32>
// CHECK: permutation = [0, 2, 1, 3]
func.func @pack_dyn(%s: tensor<?x8xf32>, %d: tensor<?x2x?x4xf32>, %t: index) -> tensor<?x2x?x4xf32> {
  %r = linalg.pack %s inner_dims_pos = [0, 1] inner_tiles = [%t, 4] into %d : tensor<?x8xf32> -> tensor<?x2x?x4xf32>
  return %r : tensor<?x2x?x4xf32>
}

// Unpack: transpose into the strip-mined shape, collapse, slice off the padding, copy into
// the dest.
// CHECK-LABEL: func.func @unpack(
// CHECK-SAME: %[[S:[a-z0-9]+]]: tensor<2x3x2x4xf32>, %[[D:[a-z0-9]+]]: tensor<5x7xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<3x2x2x4xf32>
// CHECK: %[[T:.*]] = linalg.transpose ins(%[[S]] : tensor<2x3x2x4xf32>) outs(%[[E]] : tensor<3x2x2x4xf32>) permutation = [1, 2, 0, 3]
// CHECK: %[[C:.*]] = tensor.collapse_shape %[[T]] {{\[}}[0, 1], [2, 3]] : tensor<3x2x2x4xf32> into tensor<6x8xf32>
// CHECK: %[[X:.*]] = tensor.extract_slice %[[C]][0, 0] [5, 7] [1, 1] : tensor<6x8xf32> to tensor<5x7xf32>
// CHECK: %[[R:.*]] = linalg.copy ins(%[[X]] : tensor<5x7xf32>) outs(%[[D]] : tensor<5x7xf32>) -> tensor<5x7xf32>
// CHECK: return %[[R]]
func.func @unpack(%s: tensor<2x3x2x4xf32>, %d: tensor<5x7xf32>) -> tensor<5x7xf32> {
  %r = linalg.unpack %s outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 4] into %d : tensor<2x3x2x4xf32> -> tensor<5x7xf32>
  return %r : tensor<5x7xf32>
}

// Dynamic: the strip-mined tensor sized by tensor.dim of the source, the slice by tensor.dim
// of the dest (kept even when the types agree: the sizes may not).
// CHECK-LABEL: func.func @unpack_dyn(
// CHECK-SAME: %[[S:[a-z0-9]+]]: tensor<?x?x4xf32>, %[[D:[a-z0-9]+]]: tensor<?x?xf32>
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D1:.*]] = tensor.dim %[[S]], %[[C1]]
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[D0:.*]] = tensor.dim %[[S]], %[[C0]]
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[D1]], %[[D0]]) : tensor<?x?x4xf32>
// CHECK: linalg.transpose ins(%[[S]] : tensor<?x?x4xf32>) outs(%[[E]] : tensor<?x?x4xf32>) permutation = [1, 0, 2]
// CHECK: %[[C:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0], [1, 2]] : tensor<?x?x4xf32> into tensor<?x?xf32>
// CHECK: tensor.extract_slice %[[C]][0, 0] [%{{.*}}, %{{.*}}] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK: linalg.copy
func.func @unpack_dyn(%s: tensor<?x?x4xf32>, %d: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.unpack %s outer_dims_perm = [1, 0] inner_dims_pos = [1] inner_tiles = [4] into %d : tensor<?x?x4xf32> -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
