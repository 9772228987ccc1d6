// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @empty_dynamic_count(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<4x5xf32>
  return
}

// -----

func.func @empty_unranked() {
  // expected-error @+1 {{custom op 'tensor.empty' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.empty() : tensor<*xf32>
  return
}

// -----

func.func @empty_generic_unranked() {
  // expected-error @+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %0 = "tensor.empty"() : () -> tensor<*xf32>
  return
}

// -----

func.func @extract_index_count(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @extract_result_type(%t: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  %0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
  return
}

// -----

func.func @insert_index_count(%t: tensor<4x4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @insert_result_type(%t: tensor<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
  %1 = "tensor.insert"(%f, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<5xf32>
  return
}

// -----

func.func @extract_slice_offset_count(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [1] [1] : tensor<4x4xf32> to tensor<1xf32>
  return
}

// -----

func.func @extract_slice_mixed_ranks(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0, 0] [2, 2, 1] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @extract_slice_size_mismatch(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<3x2xf32>
  return
}

// -----

func.func @extract_slice_dynamic_size(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{expected type to be 'tensor<2x?xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [2, %i] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @extract_slice_elem_type(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xi32>
  return
}

// -----

func.func @extract_slice_rank_too_large(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2x2xf32>
  return
}

// -----

func.func @extract_slice_out_of_bounds(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %t[3, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @extract_slice_offset_out_of_bounds(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %t[4, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @extract_slice_negative_offset(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return
}

// -----

func.func @insert_slice_size_mismatch(%t: tensor<4x4xf32>, %s: tensor<3x2xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %s into %t[0, 0] [2, 2] [1, 1] : tensor<3x2xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @insert_slice_result(%s: tensor<2xf32>, %d: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.insert_slice' op failed to verify that expected result type to match dest type}}
  %1 = "tensor.insert_slice"(%s, %d) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (tensor<2xf32>, tensor<4x4xf32>) -> tensor<5x4xf32>
  return
}

// -----

func.func @parallel_insert_slice_parent(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return
}

// -----

func.func @cast_static_mismatch(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4x4xf32>' and result type 'tensor<5x4xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4x4xf32> to tensor<5x4xf32>
  return
}

// -----

func.func @cast_elem_mismatch(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4x4xf32>' and result type 'tensor<4x4xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4x4xf32> to tensor<4x4xi32>
  return
}

// -----

func.func @cast_memref(%t: memref<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.cast' invalid kind of type specified}}
  %0 = tensor.cast %t : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @bitcast_width(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<2x3xf32>' and result type 'tensor<2x3xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<2x3xf32> to tensor<2x3xi64>
  return
}

// -----

func.func @dim_rank0(%t: tensor<f32>, %i: index) {
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @dim_index_type(%t: tensor<4xf32>, %i: i32) {
  // expected-error @+1 {{'tensor.dim' op operand #1 must be index, but got 'i32'}}
  %0 = "tensor.dim"(%t, %i) : (tensor<4xf32>, i32) -> index
  return
}

// -----

func.func @from_elements_count(%f: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %f : tensor<2xf32>
  return
}

// -----

func.func @from_elements_dynamic(%f: f32) {
  // expected-error @+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %1 = "tensor.from_elements"(%f) : (f32) -> tensor<?xf32>
  return
}

// -----

func.func @generate_args(%f: f32, %i: index) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @generate_dynamic_count(%f: f32) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.generate {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @generate_yield_type(%f: i32, %i: index) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : i32
  } : tensor<?x3xf32>
  return
}

// -----

func.func @generate_two_blocks(%f: f32) {
  // expected-error @+1 {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  %0 = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %f : f32
  ^bb1:
    tensor.yield %f : f32
  } : tensor<4xf32>
  return
}

// -----

func.func @yield_parent(%f: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}

// -----

func.func @pad_result_type(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{specified type 'tensor<5xf32>' does not match the inferred type 'tensor<6xf32>'}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @pad_block_args(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{expected the block to have 1 arguments}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @pad_block_arg_type(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: i32):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @pad_yield_type(%t: tensor<4xf32>, %f: i32) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : i32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @pad_low_rank(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<6xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}

// -----

func.func @expand_static_size(%t: tensor<6xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<6xf32> into tensor<2x4xf32>
  return
}

// -----

func.func @expand_group_count(%t: tensor<6xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.expand_shape %t [[0], [1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return
}

// -----

func.func @expand_map_size(%t: tensor<6xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %0 = tensor.expand_shape %t [[0, 2]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return
}

// -----

func.func @expand_output_shape_rank(%t: tensor<6xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 1 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2] : tensor<6xf32> into tensor<2x3xf32>
  return
}

// -----

func.func @expand_elem_type(%t: tensor<6xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected collapsed type to be 'tensor<6xi32>', but got 'tensor<6xf32>'}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xi32>
  return
}

// -----

func.func @collapse_static_size(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<5xf32>
  return
}

// -----

func.func @collapse_not_contiguous(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[1, 0]] : tensor<2x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_dynamic(%t: tensor<2x?xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x?xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_empty_group(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %t [[0, 1], []] : tensor<2x3xf32> into tensor<6x1xf32>
  return
}

// -----

func.func @reshape_length(%t: tensor<2x3xf32>, %s: tensor<3xindex>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<3xindex>) -> tensor<3x2xf32>
  return
}

// -----

func.func @reshape_elements(%t: tensor<2x3xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<3x3xf32>
  return
}

// -----

func.func @reshape_elem_type(%t: tensor<2x3xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<3x2xi32>
  return
}

// -----

func.func @reshape_dynamic_shape(%t: tensor<2x3xf32>, %s: tensor<?xindex>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<2x3xf32>, tensor<?xindex>) -> tensor<3x2xf32>
  return
}

// -----

func.func @concat_dim(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %t, %t : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @concat_result_size(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<5x3xf32>'does not match inferred shape 'tensor<4x3xf32>' static sizes}}
  %0 = tensor.concat dim(0) %t, %t : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<5x3xf32>
  return
}

// -----

func.func @concat_other_dim(%t: tensor<2x3xf32>, %u: tensor<2x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %t, %u : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @concat_elem_type(%t: tensor<2x3xf32>, %u: tensor<2x3xi32>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %t, %u : (tensor<2x3xf32>, tensor<2x3xi32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @concat_rank(%t: tensor<2x3xf32>, %u: tensor<3xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %t, %u : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @concat_no_input() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<4x3xf32>
  return
}

// -----

func.func @splat_dynamic_count(%f: f32) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.splat %f : tensor<?x4xf32>
  return
}

// -----

func.func @splat_extra_size(%f: f32, %i: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.splat %f[%i] : tensor<4x4xf32>
  return
}

// -----

func.func @empty_with_region() {
  // expected-error @+1 {{'tensor.empty' op requires zero regions}}
  %0 = "tensor.empty"() ({
  ^bb0:
    "func.return"() : () -> ()
  }) : () -> tensor<2xf32>
  return
}

// -----

func.func @pad_without_region(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.pad' op requires one region}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0>, static_low = array<i64: 0>}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @collapse_reassociation_i32(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [[0 : i32]]}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @extract_slice_missing_strides(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.extract_slice' op requires attribute 'static_strides'}}
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>}> : (tensor<4xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @concat_dim_i32(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "tensor.concat"(%t) <{dim = 0 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @gather_result(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x1x1xf32>' or its rank-reduced variant 'tensor<1x2xf32>' (got: 'tensor<1x2x1x1xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1xf32>
  return
}

// -----

func.func @gather_dims_order(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([0, 2, 1]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_dims_length(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @gather_indices_type(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xf32>) {
  // expected-error @+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x3xf32>'}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<1x2x3xf32>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @scatter_not_unique(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>, %v: tensor<1x2x1x1x1xf32>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %v into %s[%i] scatter_dims([0, 1, 2]) : (tensor<1x2x1x1x1xf32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_dims_value(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>, %v: tensor<1x2x4x5x6xf32>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %0 = tensor.scatter %v into %s[%i] scatter_dims([3]) unique : (tensor<1x2x4x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<4x5x6xf32>
  return
}
