// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// Verifiers of TOSA's element-wise ops, reductions and argmax, with upstream's messages.

func.func @f1(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have matching ranks}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @f2(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op operands don't have broadcast-compatible shapes}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @f3(%a: tensor<2x3xf32>, %b: tensor<2x3xf16>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf16>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @f4(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.add' op requires the same element type for all operands and results}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @f5(%a: tensor<2x3xf32>) -> tensor<2x1xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect input tensor rank (2) to be larger than reduce axis (2)}}
  %0 = tosa.reduce_sum %a {axis = 2 : i32} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}

// -----

func.func @f6(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op expect reduced dimension size to be 1, got 3}}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @f7(%a: tensor<2x3xf32>) -> tensor<3xi32> {
  // expected-error @+1 {{'tosa.argmax' op expected output shape '2', got '3'}}
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

func.func @f8(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val <= max_val, got min_val=2.000000e+00 : f32, max_val=1.000000e+00 : f32}}
  %0 = tosa.clamp %a {min_val = 2.0 : f32, max_val = 1.0 : f32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @f9(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %a {min_val = 0 : i32, max_val = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @f10(%a: tensor<2x3xf32>, %p: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.select' op operand #0 must be tosa-conformant tensor of 1-bit signless integer values, but got 'tensor<2x3xf32>'}}
  %0 = tosa.select %p, %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @f11(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.equal' op result #0 must be tosa-conformant tensor of 1-bit signless integer values, but got 'tensor<2x3xf32>'}}
  %0 = tosa.equal %a, %a : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @f12(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.logical_and' op operand #0 must be tosa-conformant tensor of 1-bit signless integer values, but got 'tensor<2x3xi32>'}}
  %0 = tosa.logical_and %a, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @f14(%a: tensor<2x3xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'tosa.exp' op requires the same shape for all operands and results}}
  %0 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @f15(%a: tensor<2x3xf32>, %s: tensor<1xi8>) -> tensor<2x3xf32> {
  %s1 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
  // expected-error @+1 {{'tosa.mul' op require shift to be 0 for float type}}
  %0 = tosa.mul %a, %a, %s1 : (tensor<2x3xf32>, tensor<2x3xf32>, tensor<1xi8>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @f19(%a: tensor<2x3xf32>) -> tensor<2x1xi32> {
  // expected-error @+2 {{'tosa.reduce_sum' op failed to infer returned types}}
  // expected-error @+1 {{'tosa.reduce_sum' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<2x1xi32>'}}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// -----

func.func @g1(%a: tensor<2x3x4xf32>) -> tensor<2x5xi32> {
  // expected-error @+1 {{'tosa.argmax' op expected output shape '2, 4', got '2, 5'}}
  %0 = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3x4xf32>) -> tensor<2x5xi32>
  return %0 : tensor<2x5xi32>
}

// -----

func.func @g2(%a: tensor<2x3xf32>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.exp' op requires the same element type for all operands and results}}
  %0 = tosa.exp %a : (tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

func.func @g3(%a: tensor<2x3xf32>) -> tensor<2xi32> {
  // expected-error @+1 {{'tosa.argmax' op specified axis is outside the rank of the tensor}}
  %0 = tosa.argmax %a {axis = 3 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

func.func @g4(%a: tensor<2x3xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'tosa.clamp' op expected min_val <= max_val, got min_val=5 : i32, max_val=1 : i32}}
  %0 = tosa.clamp %a {min_val = 5 : i32, max_val = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @g5(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.reduce_sum' op reduce axis must not be negative}}
  %0 = tosa.reduce_sum %a {axis = -1 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @g6(%a: tensor<2x3xf32>) -> tensor<3x1xf32> {
  // expected-error @+2 {{'tosa.reduce_sum' op failed to infer returned types}}
  // expected-error @+1 {{'tosa.reduce_sum' op inferred type(s) 'tensor<2x1xf32>' are incompatible with return type(s) of operation 'tensor<3x1xf32>'}}
  %0 = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<3x1xf32>
  return %0 : tensor<3x1xf32>
}

// -----

func.func @g7(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'tosa.add' op result type '3x3' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

func.func @g8(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3x1xf32> {
  // expected-error @+1 {{'tosa.add' op result type '2x3x1' not broadcast compatible with broadcasted operands's shapes '2x3'}}
  %0 = tosa.add %a, %b : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3x1xf32>
  return %0 : tensor<2x3x1xf32>
}

// -----

func.func @g9(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %p: tensor<2x3xi1>) -> tensor<2x3xf16> {
  // expected-error @+1 {{'tosa.select' op expect input and output to have same element type, got 'f32' and 'f16'}}
  %0 = tosa.select %p, %a, %b : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf16>
  return %0 : tensor<2x3xf16>
}

// -----

func.func @negate_zp(%b: tensor<2xi16>) -> tensor<2xi16> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi16>}> : () -> tensor<1xi16>
  %y = "tosa.const"() <{values = dense<3> : tensor<1xi16>}> : () -> tensor<1xi16>
  // expected-error @+1 {{'tosa.negate' op output zero point must be zero for non-int8 integer types}}
  %1 = tosa.negate %b, %z, %y : (tensor<2xi16>, tensor<1xi16>, tensor<1xi16>) -> tensor<2xi16>
  return %1 : tensor<2xi16>
}

// -----

func.func @clamp_attr_type(%f: tensor<2xf16>) -> tensor<2xf16> {
  // expected-error @+1 {{'tosa.clamp' op min/max attributes types are incompatible with input/output element types.}}
  %0 = tosa.clamp %f {min_val = -1.0 : f32, max_val = 1.0 : f32} : (tensor<2xf16>) -> tensor<2xf16>
  return %0 : tensor<2xf16>
}
