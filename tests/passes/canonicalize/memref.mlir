// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' --split-input-file | FileCheck %s --check-prefixes=CHECK,MLIRC
// RUN: mlir-opt %s --canonicalize --split-input-file --verify-diagnostics | FileCheck %s --check-prefixes=CHECK,UPSTREAM
// The memref folders and canonicalization patterns. The same CHECK lines hold for
// mlir-opt-22 (second RUN line); MLIRC/UPSTREAM lines mark deliberate differences.

// memref.cast folds into load/store when its source is ranked, not when it is unranked.
// CHECK-LABEL: func.func @load_store_cast(
// CHECK-SAME: %[[M:[^:]*]]: memref<4xf32>, %[[U:[^:]*]]: memref<*xf32>, %[[I:[^:]*]]: index)
// CHECK-NEXT: %[[V:.*]] = memref.load %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: memref.store %[[V]], %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[U]] : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: memref.load %[[C]][%[[I]]] : memref<4xf32>
func.func @load_store_cast(%m: memref<4xf32>, %u: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %d = memref.cast %u : memref<*xf32> to memref<4xf32>
  %w = memref.load %d[%i] : memref<4xf32>
  %s = arith.addf %v, %w : f32
  return %s : f32
}

// -----

// A cast of a cast back to the original type is the original value.
// CHECK-LABEL: func.func @cast_chain(
// CHECK-SAME: %[[M:[^:]*]]: memref<4xf32>)
// CHECK-NEXT: return %[[M]] : memref<4xf32>
func.func @cast_chain(%m: memref<4xf32>) -> memref<4xf32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %d = memref.cast %c : memref<?xf32> to memref<4xf32>
  return %d : memref<4xf32>
}

// -----

// dim: static sizes fold, dynamic ones of an alloc fold to its size operand, an
// out-of-range index and an unknown dynamic size do not fold.
// CHECK-LABEL: func.func @dim(
// CHECK-SAME: %[[M:[^:]*]]: memref<4x?xf32>, %[[N:[^:]*]]: index, %[[K:[^:]*]]: index)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[D1:.*]] = memref.dim %[[M]], %[[C1]] : memref<4x?xf32>
// CHECK: %[[D2:.*]] = memref.dim %[[M]], %[[C2]] : memref<4x?xf32>
// CHECK-NOT: memref.alloc
// CHECK: return %[[C4]], %[[D1]], %[[D2]], %[[K]]
func.func @dim(%m: memref<4x?xf32>, %n: index, %k: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.dim %m, %c0 : memref<4x?xf32>
  %b = memref.dim %m, %c1 : memref<4x?xf32>
  %c = memref.dim %m, %c2 : memref<4x?xf32>
  %al = memref.alloc(%n, %k) : memref<?x4x?xf32>
  %d = memref.dim %al, %c2 : memref<?x4x?xf32>
  memref.dealloc %al : memref<?x4x?xf32>
  return %a, %b, %c, %d : index, index, index, index
}

// -----

// dim of a (rank-reducing) subview is its size operand.
// CHECK-LABEL: func.func @dim_subview(
// CHECK-SAME: %{{[^:]*}}: memref<?x?xf32>, %[[N:[^:]*]]: index)
// CHECK-NEXT: return %[[N]] : index
func.func @dim_subview(%m: memref<?x?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[0, 0] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
  %d = memref.dim %s, %c0 : memref<?xf32, strided<[1]>>
  return %d : index
}

// -----

// dim of a reshape loads the size from the shape operand.
// CHECK-LABEL: func.func @dim_reshape(
// CHECK-SAME: %{{[^:]*}}: memref<*xf32>, %[[S:[^:]*]]: memref<2xi32>, %[[I:[^:]*]]: index)
// CHECK-NEXT: %[[L:.*]] = memref.load %[[S]][%[[I]]] : memref<2xi32>
// CHECK-NEXT: %[[X:.*]] = arith.index_cast %[[L]] : i32 to index
// CHECK-NEXT: return %[[X]] : index
func.func @dim_reshape(%m: memref<*xf32>, %s: memref<2xi32>, %i: index) -> index {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d = memref.dim %r, %i : memref<?x?xf32>
  return %d : index
}

// -----

// rank of a ranked memref is a constant; of an unranked one it stays.
// CHECK-LABEL: func.func @rank(
// CHECK-SAME: %{{[^:]*}}: memref<4x?xf32>, %[[U:[^:]*]]: memref<*xf32>)
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[R:.*]] = memref.rank %[[U]] : memref<*xf32>
// CHECK: return %[[C2]], %[[R]] : index, index
func.func @rank(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %a = memref.rank %m : memref<4x?xf32>
  %b = memref.rank %u : memref<*xf32>
  return %a, %b : index, index
}

// -----

// Allocations only stored into and deallocated go with their users; one that is
// read stays.
// CHECK-LABEL: func.func @dead_alloc(
// CHECK-SAME: %[[F:[^:]*]]: f32, %[[I:[^:]*]]: index)
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %[[F]], %[[A]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: %[[V:.*]] = memref.load %[[A]][%[[I]]] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %[[A]] : memref<4xf32>
// CHECK-NEXT: return %[[V]] : f32
func.func @dead_alloc(%f: f32, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.store %f, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  memref.store %f, %b[%i] : memref<4xf32>
  %c = memref.alloc() : memref<4xf32>
  memref.store %f, %c[%i] : memref<4xf32>
  %v = memref.load %c[%i] : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return %v : f32
}

// -----

// Constant dynamic sizes of alloc/alloca become static, with a cast back.
// CHECK-LABEL: func.func @alloc_const(
// CHECK-SAME: %[[N:[^:]*]]: index)
// CHECK-NEXT: %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<4x?xf32>
// CHECK-NEXT: %[[AC:.*]] = memref.cast %[[A]] : memref<4x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %[[B:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %[[BC:.*]] = memref.cast %[[B]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %[[AC]], %[[BC]]
func.func @alloc_const(%n: index) -> (memref<?x?xf32>, memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %n) {alignment = 64} : memref<?x?xf32>
  %b = memref.alloca(%c4) : memref<?xf32>
  return %a, %b : memref<?x?xf32>, memref<?xf32>
}

// -----

// copy: to itself and of empty memrefs goes; a cast losing static sizes folds in, one
// adding them does not.
// CHECK-LABEL: func.func @copy(
// CHECK-SAME: %[[M:[^:]*]]: memref<4xf32>, %[[N:[^:]*]]: memref<4xf32>, %{{[^:]*}}: memref<0xf32>, %{{[^:]*}}: memref<0xf32>, %[[D:[^:]*]]: memref<?xf32>)
// CHECK-NEXT: memref.copy %[[M]], %[[N]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %[[S:.*]] = memref.cast %[[D]] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT: memref.copy %[[S]], %[[N]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return
func.func @copy(%m: memref<4xf32>, %n: memref<4xf32>, %e: memref<0xf32>, %e2: memref<0xf32>, %d: memref<?xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  memref.copy %e, %e2 : memref<0xf32> to memref<0xf32>
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c, %n : memref<?xf32> to memref<4xf32>
  %s = memref.cast %d : memref<?xf32> to memref<4xf32>
  memref.copy %s, %n : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Constant subview operands become static; the result type follows, with a cast back.
// CHECK-LABEL: func.func @subview_constants(
// CHECK-SAME: %[[M:[^:]*]]: memref<8x8xf32>)
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[M]][1, 2] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 10>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[S]] : memref<4x4xf32, strided<[8, 1], offset: 10>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @subview_constants(%m: memref<8x8xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c1, %c2] [%c4, %c4] [%c1, %c1] : memref<8x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// A subview of the whole memref is its source (through a cast when the types differ).
// CHECK-LABEL: func.func @subview_trivial(
// CHECK-SAME: %[[M:[^:]*]]: memref<8x8xf32>)
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[M]] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
// CHECK-NEXT: return %[[C]], %[[M]]
func.func @subview_trivial(%m: memref<8x8xf32>) -> (memref<8x8xf32, strided<[8, 1]>>, memref<8x8xf32>) {
  %s = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32, strided<[8, 1]>>
  %t = memref.subview %m[0, 0] [8, 8] [1, 1] : memref<8x8xf32> to memref<8x8xf32>
  return %s, %t : memref<8x8xf32, strided<[8, 1]>>, memref<8x8xf32>
}

// -----

// subview(cast(x)) becomes cast(subview(x)) with the more static layout.
// CHECK-LABEL: func.func @subview_of_cast(
// CHECK-SAME: %[[M:[^:]*]]: memref<8x8xf32>, %[[I:[^:]*]]: index)
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[M]][%[[I]], %[[I]]] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[S]] : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @subview_of_cast(%m: memref<8x8xf32>, %i: index) -> memref<4x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %i] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// Deliberate difference: the cast is not folded into a subview that would then run out
// of the bounds of its source (upstream folds it and the result fails verification).
// MLIRC-LABEL: func.func @subview_of_cast_out_of_bounds(
// MLIRC: %[[C:.*]] = memref.cast
// MLIRC-NEXT: memref.subview %[[C]][1, 0] [2, 3] [1, 2] : memref<?x?xf32> to
// UPSTREAM-NOT: func.func @subview_of_cast_out_of_bounds(
func.func @subview_of_cast_out_of_bounds(%m: memref<4x4xf32>) -> memref<2x3xf32, strided<[?, 2], offset: ?>> {
  %c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  // (mlir-opt's error, for its RUN line)
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 4 >= 4}}
  %s = memref.subview %c[1, 0] [2, 3] [1, 2] : memref<?x?xf32> to memref<2x3xf32, strided<[?, 2], offset: ?>>
  return %s : memref<2x3xf32, strided<[?, 2], offset: ?>>
}

// -----

// extract_strided_metadata results known from the type become constants.
// CHECK-LABEL: func.func @extract_strided_metadata(
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: memref.extract_strided_metadata
// CHECK: return %[[C0]], %[[C4]], %{{.*}}#{{.*}}, %{{.*}}#{{.*}}, %[[C1]] : index
func.func @extract_strided_metadata(%m: memref<4x?xf32>) -> (index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
  return %o, %s#0, %s#1, %t#0, %t#1 : index, index, index, index, index
}

// -----

// A reinterpret_cast rebuilding the source of an extract_strided_metadata is a cast of it.
// CHECK-LABEL: func.func @reinterpret_cast_of_metadata(
// CHECK-SAME: %[[M:[^:]*]]: memref<4x8xf32>)
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[M]] : memref<4x8xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @reinterpret_cast_of_metadata(%m: memref<4x8xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, %s#1], strides: [%t#0, %t#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Constant reinterpret_cast operands become static, with a cast back.
// CHECK-LABEL: func.func @reinterpret_cast_constants(
// CHECK-SAME: %[[M:[^:]*]]: memref<?xf32>)
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<?xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[R]] : memref<4x4xf32, strided<[4, 1]>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @reinterpret_cast_constants(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c4], strides: [%c4, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Two transposes compose into one.
// CHECK-LABEL: func.func @transpose_chain(
// CHECK-SAME: %[[M:[^:]*]]: memref<?x?xf32>)
// CHECK-NEXT: %[[T:.*]] = memref.transpose %[[M]] (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1]>>
// CHECK-NEXT: return %[[T]]
func.func @transpose_chain(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[?, 1]>> {
  %a = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %b = memref.transpose %a (i, j) -> (j, i) : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32, strided<[?, 1]>>
  return %b : memref<?x?xf32, strided<[?, 1]>>
}

// -----

// collapse(expand(x)) and expand(collapse(y)) back to the same type fold.
// CHECK-LABEL: func.func @expand_collapse(
// CHECK-SAME: %[[M:[^:]*]]: memref<8xf32>)
// CHECK-NEXT: %[[E:.*]] = memref.expand_shape %[[M]] {{\[\[}}0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
// CHECK-NEXT: return %[[M]], %[[E]]
func.func @expand_collapse(%m: memref<8xf32>) -> (memref<8xf32>, memref<2x4xf32>) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %e2 = memref.expand_shape %m [[0, 1]] output_shape [4, 2] : memref<8xf32> into memref<4x2xf32>
  %c2 = memref.collapse_shape %e2 [[0, 1]] : memref<4x2xf32> into memref<8xf32>
  %e3 = memref.expand_shape %c2 [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return %c, %e3 : memref<8xf32>, memref<2x4xf32>
}

// -----

// Constant view sizes become static, with a cast back.
// CHECK-LABEL: func.func @view_constant_size(
// CHECK: %[[A:.*]] = memref.alloc() : memref<64xi8>
// CHECK-NEXT: %[[V:.*]] = memref.view %[[A]][%{{.*}}][] : memref<64xi8> to memref<2x4xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<2x4xf32> to memref<?x4xf32>
// CHECK-NEXT: return %[[C]]
func.func @view_constant_size() -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<64xi8>
  %v = memref.view %a[%c0][%c2] : memref<64xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// -----

// alloca_scope: inlined when it allocates nothing, or when it is the last op of an
// allocation scope; kept otherwise.
// CHECK-LABEL: func.func @alloca_scope(
// CHECK-SAME: %[[I:[^:]*]]: index, %[[N:[^:]*]]: index)
// CHECK: %[[R:.*]] = affine.apply #{{.*}}()[%[[I]]]
// CHECK: scf.for
// CHECK-NEXT: memref.alloca_scope
// CHECK-NEXT: memref.alloca()
// CHECK: call @other()
// CHECK-NEXT: }
// CHECK-NEXT: %[[A:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: return %[[R]] : index
func.func private @use(memref<4xf32>)
func.func private @other()
func.func @alloca_scope(%i: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloca_scope -> (index) {
    %g = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    memref.alloca_scope.return %g : index
  }
  scf.for %k = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      func.call @use(%a) : (memref<4xf32>) -> ()
    }
    func.call @other() : () -> ()
  }
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    func.call @use(%a) : (memref<4xf32>) -> ()
  }
  return %r : index
}

// -----

// Chains of memory_space_cast and of assume_alignment (same alignment) fold.
// CHECK-LABEL: func.func @casts_and_alignment(
// CHECK-SAME: %[[M:[^:]*]]: memref<4xf32>)
// CHECK-NEXT: %[[A:.*]] = memref.memory_space_cast %[[M]] : memref<4xf32> to memref<4xf32, 2>
// CHECK-NEXT: %[[B:.*]] = memref.assume_alignment %[[M]], 16 : memref<4xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @casts_and_alignment(%m: memref<4xf32>) -> (memref<4xf32, 2>, memref<4xf32>) {
  %a = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %b = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32, 2>
  %c = memref.assume_alignment %m, 16 : memref<4xf32>
  %d = memref.assume_alignment %c, 16 : memref<4xf32>
  return %b, %d : memref<4xf32, 2>, memref<4xf32>
}

// -----

// dealloc of a cast deallocates the cast's source.
// CHECK-LABEL: func.func @dealloc_cast(
// CHECK: %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]]
// CHECK-NEXT: call @keep(%[[C]])
// CHECK-NEXT: memref.dealloc %[[A]] : memref<4xf32>
func.func @dealloc_cast() {
  %a = memref.alloc() : memref<4xf32>
  %c = memref.cast %a : memref<4xf32> to memref<?xf32>
  func.call @keep(%c) : (memref<?xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  return
}
func.func private @keep(memref<?xf32>)
