// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @store_rank(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'affine.store' op affine map num results must equal memref rank}}
  "affine.store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @vector_store_elem(%m: memref<8xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error @+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %m[%i] : memref<8xf32>, vector<4xi32>
  return
}

// -----

func.func @load_symbol(%m: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    // expected-error @+1 {{'affine.load' op operand cannot be used as a symbol}}
    %x = affine.load %m[symbol(%i)] : memref<8xf32>
  }
  return
}

// -----

func.func @for_upper_map_results(%n: index) {
  // expected-error @+1 {{'affine.for' op expected upper bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> ()>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @parallel_lower_groups(%n: index) {
  // expected-error @+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (8)>}> ({
  ^bb0(%i: index):
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @prefetch_rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  "affine.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf32>, index) -> ()
  return
}

// -----

func.func @dma_start_tag(%a: memref<8xf32>, %b: memref<8xf32, 1>, %t: index, %n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'affine.dma_start' op expected DMA tag to be of memref type}}
  "affine.dma_start"(%a, %c0, %b, %c0, %t, %c0, %n) {src_map = affine_map<(d0) -> (d0)>, dst_map = affine_map<(d0) -> (d0)>, tag_map = affine_map<(d0) -> (d0)>} : (memref<8xf32>, index, memref<8xf32, 1>, index, index, index, index) -> ()
  return
}

// -----

func.func @min_operand_type(%n: i32) {
  // expected-error @+1 {{'affine.min' op operand #0 must be variadic of index, but got 'i32'}}
  %r = "affine.min"(%n) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return
}

// -----

func.func @if_operand_dim(%m: memref<8xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %k = %c0 to %c1 step %c1 {
    %x = memref.load %m[%k] : memref<8xindex>
    // expected-error @+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%x) {
    }
  }
  return
}

// -----

func.func @linearize_basis_count(%i: index, %j: index) {
  // expected-error @+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %r = affine.linearize_index [%i, %j] by (2, 3, 4) : index
  return
}

// -----

func.func @apply_operand_count(%n: index) {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %r = "affine.apply"(%n, %n) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @parallel_reduction_kind(%n: index) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (8) reduce ("addf") -> (i32) {
    %c = arith.constant 0 : i32
    affine.yield %c : i32
  }
  return
}
