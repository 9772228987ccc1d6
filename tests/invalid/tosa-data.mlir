// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The verifiers of TOSA's data-movement ops, with mlir-opt-22's messages.

func.func @reshape_count(%x: tensor<2x3xf32>) -> tensor<5xf32> {
  %s = tosa.const_shape {values = dense<[5]> : tensor<1xindex>} : () -> !tosa.shape<1>
  // expected-error @+1 {{'tosa.reshape' op cannot reshape 6 elements into 5}}
  %r = tosa.reshape %x, %s : (tensor<2x3xf32>, !tosa.shape<1>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// -----

func.func @reshape_elem(%x: tensor<2x3xf32>) -> tensor<2x3xi32> {
  %s = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.reshape' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %r = tosa.reshape %x, %s : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}

// -----

func.func @concat_sum(%x: tensor<2x3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tosa.concat' op requires sum of axis dimensions of input1 equal to output axis dimension, got 6 and 4}}
  %a = tosa.concat %x, %x {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x4xf32>
  return %a : tensor<2x4xf32>
}

// -----

func.func @concat_axis(%x: tensor<2x3xf32>) -> tensor<2x6xf32> {
  // expected-error @+1 {{'tosa.concat' op expect axis to be within range 0 < axis < rank(input1[firstRankedTensorIdx]), got 2}}
  %a = tosa.concat %x, %x {axis = 2 : i32} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x6xf32>
  return %a : tensor<2x6xf32>
}

// -----

func.func @reverse_axis(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reverse' op expect input tensor rank (2) to be larger than reverse axis (2)}}
  %a = tosa.reverse %x {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %a : tensor<2x3xf32>
}

// -----

func.func @reverse_negative(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reverse' op expected non-negative reverse axis}}
  %r = tosa.reverse %x {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// -----

func.func @pad_shape(%x: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %p = tosa.const_shape {values = dense<[1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %c = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  // expected-error @+1 {{'tosa.pad' op mismatch in output shape at dimension 0: expected 2 + 1 + 0 = 3, but got 4}}
  %r = tosa.pad %x, %p, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

func.func @gather_elem(%v: tensor<2x3x4xf32>, %i: tensor<2x5xi32>) -> tensor<2x5x4xi32> {
  // expected-error @+1 {{'tosa.gather' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %r = tosa.gather %v, %i : (tensor<2x3x4xf32>, tensor<2x5xi32>) -> tensor<2x5x4xi32>
  return %r : tensor<2x5x4xi32>
}

// -----

func.func @slice_elem(%x: tensor<2x3xf32>) -> tensor<1x2xi32> {
  %a = tosa.const_shape {values = dense<[1, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.slice' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %r = tosa.slice %x, %a, %b : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xi32>
  return %r : tensor<1x2xi32>
}

// -----

func.func @tile_elem(%x: tensor<2x3xf32>) -> tensor<2x6xi32> {
  %m = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error @+1 {{'tosa.tile' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %r = tosa.tile %x, %m : (tensor<2x3xf32>, !tosa.shape<2>) -> tensor<2x6xi32>
  return %r : tensor<2x6xi32>
}
