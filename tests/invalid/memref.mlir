// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @alloc_dynamic_count(%n: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = memref.alloc(%n) : memref<?x?xf32>
  return
}

// -----

func.func @alloc_symbol_count(%n: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%n] : memref<4xf32>
  return
}

// -----

func.func @alloc_strided_symbols(%n: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %0 = memref.alloc()[%n] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @alloc_not_memref() {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> tensor<4xf32>
  return
}

// -----

// expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%0 = memref.alloca() : memref<4xf32>

// -----

func.func @alloca_scope_result_count(%v: f32) {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = memref.alloca_scope -> f32 {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return
  }
  return
}

// -----

func.func @alloca_scope_result_type() {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'f64' should match successor input type #0 'f32'}}
  %0 = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f64
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %c : f64
  }
  return
}

// -----

func.func @alloca_scope_return_parent() {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----

func.func @load_index_count(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 0}}
  %0 = "memref.load"(%m) : (memref<4xf32>) -> f32
  return
}

// -----

func.func @load_result_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> f64
  return
}

// -----

func.func @load_index_type(%m: memref<4xf32>, %i: i32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'i32'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, i32) -> f32
  return
}

// -----

func.func @load_unranked(%m: memref<*xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %0 = memref.load %m[%i] : memref<*xf32>
  return
}

// -----

func.func @load_alignment(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.load"(%m, %i) <{alignment = 3 : i64}> : (memref<4xf32>, index) -> f32
  return
}

// -----

func.func @store_index_count(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  "memref.store"(%v, %m) : (f32, memref<4xf32>) -> ()
  return
}

// -----

func.func @store_value_type(%m: memref<4xf32>, %v: f64, %i: index) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (f64, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @subview_layout(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @subview_elem(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<2x2xf64, strided<[4, 1]>>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf64, strided<[4, 1]>>
  return
}

// -----

func.func @subview_space(%m: memref<4x4xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<4x4xf32>' and subview memref type 'memref<2x2xf32, strided<[4, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>, 1>
  return
}

// -----

func.func @subview_sizes(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x3xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<2x2xf32, strided<[4, 1]>>'}}
  %0 = memref.subview %m[0, 0] [2, 3] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @subview_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<2x2x2xf32>'}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2x2xf32>
  return
}

// -----

func.func @subview_list_ranks(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @subview_out_of_bounds(%m: memref<4x4xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %0 = memref.subview %m[3, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 12>>
  return
}

// -----

func.func @subview_negative_offset(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 0] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: -4>>
  return
}

// -----

func.func @subview_dynamic_count(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>) -> memref<2x2xf32, strided<[4, 1], offset: ?>>
  return
}

// -----

func.func @subview_not_strided(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>) {
  // expected-error @+1 {{base type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>> to memref<2x2xf32, strided<[4, 1]>>
  return
}

// -----

func.func @cast_shape(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x5xf32>
  return
}

// -----

func.func @cast_unranked_to_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_strides(%m: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<12x4xf32, strided<[4, 1], offset: 5>>' and result type 'memref<12x4xf32, strided<[4, 1], offset: 6>>' are cast incompatible}}
  %0 = memref.cast %m : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[4, 1], offset: 6>>
  return
}

// -----

func.func @cast_operand(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.cast"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @reinterpret_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<4xf32>' and result memref type 'memref<4xf32, 1>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<4xf32> to memref<4xf32, 1>
  return
}

// -----

func.func @reinterpret_size(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type with size = 4 instead of 5 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x5xf32>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type with stride = 2 instead of 1 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4, 4], strides: [4, 2] : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reinterpret_offsets_count(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @reshape_elem(%m: memref<4xf32>, %s: memref<1xindex>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<1xindex>) -> memref<4xf64>
  return
}

// -----

func.func @reshape_dynamic_shape(%m: memref<4xf32>, %s: memref<?xindex>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @reshape_rank(%m: memref<4xf32>, %s: memref<3xindex>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<3xindex>) -> memref<2x2xf32>
  return
}

// -----

func.func @view_sizes(%m: memref<64xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%i][] : memref<64xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_source(%m: memref<64xf32>, %i: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<64xf32>'}}
  %0 = memref.view %m[%i][] : memref<64xf32> to memref<4x4xf32>
  return
}

// -----

func.func @view_layout(%m: memref<64xi8>, %i: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[4, 1], offset: 1>>'}}
  %0 = memref.view %m[%i][] : memref<64xi8> to memref<4x4xf32, strided<[4, 1], offset: 1>>
  return
}

// -----

func.func @dim_zero_rank(%m: memref<f32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @rank_operand(%i: index) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'index'}}
  %0 = "memref.rank"(%i) : (index) -> index
  return
}

// -----

func.func @copy_shape(%a: memref<4xf32>, %b: memref<5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @copy_elem(%a: memref<4xf32>, %b: memref<4xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4xf32> to memref<4xi32>
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dyn : memref<?xf32>

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 1 : i32}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 1 : i32}> : () -> ()

// -----

func.func @get_global_undefined() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xf32>
  return
}

// -----

func.func @get_global_not_a_global() {
  // expected-error @+1 {{'memref.get_global' op 'get_global_not_a_global' does not reference a valid global memref}}
  %0 = memref.get_global @get_global_not_a_global : memref<4xf32>
  return
}

// -----

memref.global @g : memref<4xf32>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<5xf32>
  return
}

// -----

func.func @collapse_groups(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<4x4xf32> into memref<16xf32>
  return
}

// -----

func.func @collapse_contiguous(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[1, 0]] : memref<4x4xf32> into memref<16xf32>
  return
}

// -----

func.func @collapse_size(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (15) must equal reassociation group size (16)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<15xf32>
  return
}

// -----

func.func @collapse_layout(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<16xf32>' but found 'memref<16xf32, strided<[2]>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32, strided<[2]>>
  return
}

// -----

func.func @collapse_non_contiguous(%m: memref<2x1x4xf32, strided<[8, 100, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<2x1x4xf32, strided<[8, 100, 1]>> into memref<8xf32, strided<[1]>>
  return
}

// -----

func.func @expand_size(%m: memref<16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (16) must equal reassociation group size (20)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<16xf32> into memref<4x5xf32>
  return
}

// -----

func.func @expand_output_shape(%m: memref<16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 5] : memref<16xf32> into memref<4x4xf32>
  return
}

// -----

func.func @expand_output_rank(%m: memref<16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 1 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4] : memref<16xf32> into memref<4x4xf32>
  return
}

// -----

func.func @expand_layout(%m: memref<16xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<4x4xf32>' but found 'memref<4x4xf32, strided<[4, 1]>>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32, strided<[4, 1]>>
  return
}

// -----

func.func @transpose_not_permutation(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @transpose_rank(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (i) -> (i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @transpose_type(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, 4]>>' is not equivalent to the canonical transposed input type 'memref<8x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>'}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 4]>>
  return
}

// -----

func.func @transpose_identity_type(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<8x4xf32, strided<[1, 8]>>' is not equivalent to the canonical transposed input type 'memref<4x8xf32>'}}
  %0 = memref.transpose %m (i, j) -> (i, j) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @metadata_types(%m: memref<4x4xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f64>', 'index', 'index', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f64>, index, index, index, index, index
  return
}

// -----

func.func @atomic_rmw_kind_type(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_float_kind(%m: memref<4xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %0 = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @atomic_rmw_subscripts(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return
}

// -----

func.func @atomic_rmw_bad_kind(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %0 = memref.atomic_rmw bogus %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}

// -----

func.func @generic_atomic_rmw_side_effect(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %m[%i] : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @generic_atomic_rmw_arg_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f64):
    memref.atomic_yield %cur : f64
  }
  return
}

// -----

func.func @generic_atomic_rmw_no_arg(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
    %c = arith.constant 1.0 : f32
    memref.atomic_yield %c : f32
  }
  return
}

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %c = arith.constant 1.0 : f64
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'f64' and its parent: 'f32'}}
    memref.atomic_yield %c : f64
  }
  return
}

// -----

func.func @assume_alignment_pow2(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @memory_space_cast_shape(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}

// -----

func.func @prefetch_indices(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[], read, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i], read, locality<5>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rw, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @dma_wait_indices(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %m[], %i : memref<4xf32>
  return
}

// -----

func.func @dma_start_operands(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 10 operands}}
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %m[%i] : memref<4x4xf32>, memref<4x4xf32>, memref<4x4xf32>
  return
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @distinct_objects_types(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> memref<5xf32>
  return
}

// -----

func.func @dealloc_operands() {
  // expected-error @+1 {{'memref.dealloc' op requires a single operand}}
  "memref.dealloc"() : () -> ()
  return
}

// -----

func.func @dealloc_results(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.dealloc' op requires zero results}}
  %0 = "memref.dealloc"(%m) : (memref<4xf32>) -> i32
  return
}

// -----

func.func @rank_results(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.rank' op requires one result}}
  "memref.rank"(%m) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @alloc_missing_segments(%i: index) {
  // expected-error @+1 {{'memref.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%i) : (index) -> memref<?xf32>
  return
}

// -----

func.func @subview_dynamic_before_ranks(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (0 vs 1)}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>) -> memref<2x2xf32, strided<[4, 1], offset: ?>>
  return
}

// -----

func.func @alloc_alignment() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3 : i64} : memref<4xf32>
  return
}

// -----

func.func @strides_rank(%m: memref<4x4xf32, strided<[1]>>) {
  // expected-error @-1 {{expected the number of strides to match the rank}}
  return
}

// -----

func.func @alloca_scope_no_block() {
  // expected-error @+1 {{'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "memref.alloca_scope"() ({
  }) : () -> ()
  return
}

// -----

func.func @alloca_scope_two_blocks() {
  // expected-error @+1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  ^bb1:
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @alloca_scope_arguments() {
  // expected-error @+1 {{'memref.alloca_scope' op region should have no arguments}}
  "memref.alloca_scope"() ({
  ^bb0(%a: i32):
    "memref.alloca_scope.return"() : () -> ()
  }) : () -> ()
  return
}
