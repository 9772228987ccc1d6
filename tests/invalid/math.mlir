// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @absf_int(%i: i32) {
  // expected-error @+1 {{'math.absf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.absf %i : i32
  return
}

// -----

func.func @exp_memref(%m: memref<4xf32>) {
  // expected-error @+1 {{'math.exp' op operand #0 must be floating-point-like, but got 'memref<4xf32>'}}
  %0 = math.exp %m : memref<4xf32>
  return
}

// -----

func.func @absf_int_result(%a: f32) {
  // expected-error @+1 {{'math.absf' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.absf"(%a) : (f32) -> i32
  return
}

// -----

func.func @atan2_mixed(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.atan2' op requires the same type for all operands and results}}
  %0 = "math.atan2"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @fma_result(%a: f32) {
  // expected-error @+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %a) : (f32, f32, f32) -> f64
  return
}

// -----

func.func @absf_two_operands(%a: f32) {
  // expected-error @+1 {{'math.absf' op requires a single operand}}
  %0 = "math.absf"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @absf_region(%a: f32) {
  // expected-error @+1 {{'math.absf' op requires zero regions}}
  %0 = "math.absf"(%a) ({}) : (f32) -> f32
  return
}

// -----

func.func @ctlz_float(%a: f32) {
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctlz %a : f32
  return
}

// -----

func.func @ipowi_result(%a: i32) {
  // expected-error @+1 {{'math.ipowi' op requires the same type for all operands and results}}
  %0 = "math.ipowi"(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func @isnan_int_result(%a: f32) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'i32'}}
  %0 = "math.isnan"(%a) : (f32) -> i32
  return
}

// -----

func.func @isinf_shape(%a: vector<4xf32>) {
  // expected-error @+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%a) : (vector<4xf32>) -> vector<3xi1>
  return
}

// -----

func.func @isnan_int_operand(%a: tensor<4xi32>) {
  // expected-error @+1 {{'operand' must be floating-point-like, but got 'tensor<4xi32>'}}
  %0 = math.isnan %a : tensor<4xi32>
  return
}

// -----

func.func @fpowi_result(%a: f32, %i: i64) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%a, %i) : (f32, i64) -> f64
  return
}

// -----

func.func @fpowi_shape(%a: vector<4xf32>, %i: i64) {
  // expected-error @+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %a, %i : vector<4xf32>, i64
  return
}

// -----

func.func @fpowi_float_exponent(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.fpowi' op operand #1 must be signless-integer-like, but got 'f64'}}
  %0 = "math.fpowi"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @sincos_types(%a: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%a) : (f32) -> (f32, f64)
  return
}

// -----

func.func @sincos_three_results(%a: f32) {
  // expected-error @+1 {{'math.sincos' op expected 2 results}}
  %0:3 = "math.sincos"(%a) : (f32) -> (f32, f32, f32)
  return
}

// -----

func.func @clampf_operands(%a: f32) {
  // expected-error @+1 {{'math.clampf' op expected 3 operands, but found 2}}
  %0 = "math.clampf"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @clampf_types(%a: f32, %b: f64) {
  // expected-error @+1 {{'math.clampf' op requires the same type for all operands and results}}
  %0 = "math.clampf"(%a, %b, %a) : (f32, f64, f32) -> f32
  return
}

// -----

func.func @absf_two_results(%a: f32) {
  // expected-error @+1 {{'math.absf' op requires one result}}
  %0:2 = "math.absf"(%a) : (f32) -> (f32, f32)
  return
}

// -----

func.func @isnan_i8_result(%a: tensor<4xf32>) {
  // expected-error @+1 {{'math.isnan' op result #0 must be bool-like, but got 'tensor<4xi8>'}}
  %0 = "math.isnan"(%a) : (tensor<4xf32>) -> tensor<4xi8>
  return
}

// -----

func.func @fpowi_int_base(%i: i32) {
  // expected-error @+1 {{'math.fpowi' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.fpowi %i, %i : i32, i32
  return
}

// -----

func.func @sincos_int(%i: i32) {
  // expected-error @+1 {{'math.sincos' op operand #0 must be floating-point-like, but got 'i32'}}
  %0:2 = math.sincos %i : i32
  return
}

// -----

func.func @clampf_int(%i: i32) {
  // expected-error @+1 {{'math.clampf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.clampf %i to [%i, %i] : i32
  return
}
