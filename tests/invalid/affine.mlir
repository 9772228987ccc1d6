// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @step_negative() {
  // expected-error @+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @lower_bound_needs_max(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 1)>(%n) to 10 {
  }
  return
}

// -----

func.func @upper_bound_needs_min(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<(d0) -> (d0, 1)>(%n) {
  }
  return
}

// -----

func.func @bound_dim_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n, %n) to 10 {
  }
  return
}

// -----

func.func @bound_symbol_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = affine_map<(d0)[s0] -> (d0)>(%n) to 10 {
  }
  return
}

// -----

func.func @two_bound_operands(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %n, %n to 10 {
  }
  return
}

// -----

func.func @bound_not_a_map(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "x" to 10 {
  }
  return
}

// -----

func.func @iter_args_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  %r = affine.for %i = 0 to 10 iter_args(%a = %n) -> (index, index) {
  }
  return
}

// -----

func.func @implicit_yield_with_results(%n: index) {
  // expected-error @+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
  affine.for %i = 0 to 10 iter_args(%a = %n) -> (index) {
  }
  return
}

// -----

func.func @yield_type(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> (f32) {
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %i : index
  }
  return
}

// -----

func.func @yield_outside() {
  // expected-error @+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"() : () -> ()
}

// -----

func.func @bound_operand_index(%x: f32) {
  // expected-error @+1 {{'affine.for' op operand #0 must be variadic of index, but got 'f32'}}
  "affine.for"(%x) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 1, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (f32) -> ()
  return
}

// -----

func.func @missing_lower_bound() {
  // expected-error @+1 {{'affine.for' op requires attribute 'lowerBoundMap'}}
  "affine.for"() <{operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @empty_lower_bound_map() {
  // expected-error @+1 {{'affine.for' op expected lower bound map to have at least one result}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> ()>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @iv_type() {
  // expected-error @+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @inits_without_iter_args(%x: f32) {
  // expected-error @+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @step_type() {
  // expected-error @+1 {{'affine.for' op attribute 'step' failed to satisfy constraint: index attribute}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : i32, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @wrong_terminator() {
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    "func.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @bound_not_a_symbol(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

func.func @iv_arith_not_a_dim(%A: memref<10xf32>) {
  %c = arith.constant 1 : index
  affine.for %i = 0 to 10 {
    %t = arith.addi %i, %c : index
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %w = affine.load %A[%t] : memref<10xf32>
  }
  return
}

// -----

func.func @dim_as_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{dimensional operand cannot be used as a symbol}}
    %r = affine.apply affine_map<()[s0] -> (s0)>()[%i]
  }
  return
}

// -----

func.func @load_rank(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = affine.load %A[%n, %n] : memref<10xf32>
  return
}

// -----

func.func @load_result_type(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> f64
  return
}

// -----

func.func @load_subscript_count(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %v = "affine.load"(%A, %n, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  return
}

// -----

func.func @load_subscript_type(%A: memref<10xf32>, %n: i32) {
  // expected-error @+1 {{'affine.load' op operand #1 must be variadic of index, but got 'i32'}}
  %v = "affine.load"(%A, %n) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, i32) -> f32
  return
}

// -----

func.func @store_value_type(%A: memref<10xf32>, %x: f64, %n: index) {
  // expected-error @+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%x, %A, %n) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<10xf32>, index) -> ()
  return
}

// -----

func.func @subscript_dims_multiply(%A: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
    %v = affine.load %A[%i * %i] : memref<10xf32>
  }
  return
}

// -----

func.func @subscript_undeclared(%A: memref<10xf32>) {
  // expected-error @+1 {{use of undeclared identifier}}
  %v = affine.load %A[i] : memref<10xf32>
  return
}

// -----

func.func @vector_element_type(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %A[%n] : memref<10xf32>, vector<4xf64>
  return
}

// -----

func.func @apply_index_mismatch(%n: index) {
  // expected-error @+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %r = affine.apply affine_map<(d0) -> (d0)>(%n, %n)
  return
}

// -----

func.func @apply_operand_count(%n: index) {
  // expected-error @+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %r = "affine.apply"(%n, %n) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_two_results(%n: index) {
  // expected-error @+1 {{'affine.apply' op mapping must produce one value}}
  %r = "affine.apply"(%n) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @min_no_result(%n: index) {
  // expected-error @+1 {{'affine.min' op affine map expect at least one result}}
  %r = affine.min affine_map<(d0) -> ()>(%n)
  return
}

// -----

func.func @max_operand_count(%n: index) {
  // expected-error @+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %r = "affine.max"(%n, %n) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n, %n) {
  }
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error @+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 >= 0)>(%n) {
  }
  return
}

// -----

func.func @if_operand_count(%n: index) {
  // expected-error @+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n, %n) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()
  return
}

// -----

func.func @if_symbol(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%i] {
    }
  }
  return
}

// -----

func.func @if_results_without_else(%n: index) {
  // expected-error @+2 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note @+1 {{region branch point}}
  %r = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> index {
    affine.yield %n : index
  }
  return
}

// -----

func.func @parallel_reduction_type(%n: index, %c: i32) {
  // expected-error @+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("addf") -> (i32) {
    affine.yield %c : i32
  }
  return
}

// -----

func.func @parallel_reduction_name(%n: index, %c: i32) {
  // expected-error @+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  %r = affine.parallel (%i) = (0) to (%n) reduce ("foo") -> (i32) {
    affine.yield %c : i32
  }
  return
}

// -----

func.func @parallel_reduction_count(%n: index) {
  // expected-error @+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = affine.parallel (%i) = (0) to (%n) -> (index) {
    affine.yield %i : index
  }
  return
}

// -----

func.func @parallel_steps(%n: index) {
  // expected-error @+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @parallel_groups(%n: index) {
  // expected-error @+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (1), and the number of steps (1) must all match}}
  affine.parallel (%i) = (0, 0) to (10) {
  }
  return
}

// -----

func.func @linearize_basis(%n: index) {
  // expected-error @+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %1 = affine.linearize_index [%n] by (10, 20, 30) : index
  return
}

// -----

func.func @delinearize_basis(%n: index) {
  // expected-error @+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %1:2 = affine.delinearize_index %n into (0, 20) : index, index
  return
}

// -----

func.func @delinearize_results(%n: index) {
  // expected-error @+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %1:4 = affine.delinearize_index %n into (10, 20) : index, index, index, index
  return
}

// -----

func.func @prefetch_rw(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[%n], load, locality<3>, data : memref<10xf32>
  return
}

// -----

func.func @prefetch_locality(%A: memref<10xf32>, %n: index) {
  // expected-error @+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %A[%n], read, locality<5>, data : memref<10xf32>
  return
}

// -----

func.func @dma_strides(%A: memref<10xf32>, %T: memref<1xi32>, %c: index) {
  // expected-error @+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %A[%c], %A[%c], %T[%c], %c, %c : memref<10xf32>, memref<10xf32>, memref<1xi32>
  return
}

// -----

func.func @dma_wait_index(%T: memref<1xi32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+1 {{'affine.dma_wait' op index must be a valid dimension or symbol identifier}}
    affine.dma_wait %T[%i], %c1 : memref<1xi32>
  }
  return
}
