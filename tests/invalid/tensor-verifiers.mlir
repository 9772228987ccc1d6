// Negative cases for the tensor dialect's verifiers, worded as upstream words them.
// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @empty_dyn(%n: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%n) : tensor<4xf32>
  return
}

// -----

func.func @generate_args(%n: index) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  return
}

// -----

func.func @from_elements_type(%a: f32) {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%a) : (f32) -> tensor<1xi32>
  return
}

// -----

func.func @expand_dyn_mismatch(%t: tensor<?xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 2>}> : (tensor<?xf32>) -> tensor<?x2xf32>
  return
}

// -----

func.func @gather_empty_dims(%s: tensor<4x4xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x4xf32>, tensor<1x1xindex>) -> tensor<1x4x4xf32>
  return
}

// -----

func.func @gather_overflow(%s: tensor<4xf32>, %i: tensor<1x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4xf32>, tensor<1x2xindex>) -> tensor<1x1xf32>
  return
}

// -----

func.func @scatter_negative(%s: tensor<1x1x4xf32>, %d: tensor<4x4xf32>, %i: tensor<1x1xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims value must be non-negative}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([-1]) unique : (tensor<1x1x4xf32>, tensor<4x4xf32>, tensor<1x1xindex>) -> tensor<4x4xf32>
  return
}

// -----

func.func @extract_slice_strides(%t: tensor<8xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[0] [4] [1, 1] : tensor<8xf32> to tensor<4xf32>
  return
}

// -----

func.func @insert_slice_sizes_negative(%s: tensor<4xf32>, %d: tensor<8xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -4}}
  %0 = tensor.insert_slice %s into %d[0] [-4] [1] : tensor<4xf32> into tensor<8xf32>
  return
}

// -----

func.func @collapse_static(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<5xf32>
  return
}

// -----

func.func @splat_type(%a: i32) {
  // expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  %0 = "tensor.splat"(%a) : (i32) -> tensor<4xf32>
  return
}
