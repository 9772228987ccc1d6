// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @constant_one_part() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_three_parts() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32, 2.0 : f32, 3.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_mixed_types() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 2.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_int_parts() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('i32', 'i32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1 : i32, 2 : i32] : complex<f32>
  return
}

// -----

func.func @constant_not_complex() {
  // expected-error @+1 {{'complex.constant' op result #0 must be complex-type, but got 'f32'}}
  %0 = "complex.constant"() <{value = [1.0 : f32, 2.0 : f32]}> : () -> f32
  return
}

// -----

func.func @bitcast_width(%a: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f32> to i32
  return
}

// -----

func.func @bitcast_no_complex(%a: i64) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : i64 to f64
  return
}

// -----

func.func @bitcast_two_complex(%a: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %a : complex<f32> to complex<i32>
  return
}

// -----

func.func @bitcast_to_index(%a: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %a : complex<f32> to index
  return
}

// -----

func.func @bitcast_from_vector(%a: vector<2xf32>) {
  // expected-error @+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %a : vector<2xf32> to complex<f32>
  return
}

// -----

func.func @add_mixed(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.add' op requires the same type for all operands and results}}
  %0 = "complex.add"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @neg_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.neg' op requires the same type for all operands and results}}
  %0 = "complex.neg"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f64>
  return
}

// -----

func.func @exp_int(%a: complex<i32>) {
  // expected-error @+1 {{'complex.exp' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.exp"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<i32>) -> complex<i32>
  return
}

// -----

func.func @mul_float(%a: f32) {
  // expected-error @+1 {{'complex.mul' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.mul"(%a, %a) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  return
}

// -----

func.func @re_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f64
  return
}

// -----

func.func @im_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.im' op failed to verify that complex element type matches result type}}
  %0 = "complex.im"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f64
  return
}

// -----

func.func @abs_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.abs' op failed to verify that complex element type matches result type}}
  %0 = "complex.abs"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f64
  return
}

// -----

func.func @angle_result_int(%a: complex<f32>) {
  // expected-error @+1 {{'complex.angle' op result #0 must be floating-point, but got 'i32'}}
  %0 = "complex.angle"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> i32
  return
}

// -----

func.func @create_mixed(%a: f32, %b: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @create_element(%a: f64) {
  // expected-error @+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %a) : (f64, f64) -> complex<f32>
  return
}

// -----

func.func @create_int(%a: i32) {
  // expected-error @+1 {{'complex.create' op operand #0 must be floating-point, but got 'i32'}}
  %0 = "complex.create"(%a, %a) : (i32, i32) -> complex<i32>
  return
}

// -----

func.func @create_not_complex(%a: f32) {
  // expected-error @+1 {{'complex.create' op result #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.create"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @eq_mixed(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%a, %b) : (complex<f32>, complex<f64>) -> i1
  return
}

// -----

func.func @neq_int(%a: complex<i32>) {
  // expected-error @+1 {{'complex.neq' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.neq"(%a, %a) : (complex<i32>, complex<i32>) -> i1
  return
}

// -----

func.func @eq_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.eq' op result #0 must be 1-bit signless integer, but got 'i32'}}
  %0 = "complex.eq"(%a, %a) : (complex<f32>, complex<f32>) -> i32
  return
}

// -----

func.func @powi_float_exponent(%a: complex<f32>, %b: f32) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "complex.powi"(%a, %b) : (complex<f32>, f32) -> complex<f32>
  return
}

// -----

func.func @powi_result(%a: complex<f32>, %b: i32) {
  // expected-error @+1 {{'complex.powi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "complex.powi"(%a, %b) : (complex<f32>, i32) -> complex<f64>
  return
}

// -----

func.func @powi_index(%a: complex<f32>, %b: index) {
  // expected-error @+1 {{custom op 'complex.powi' invalid kind of type specified: expected builtin.integer, but found 'index'}}
  %0 = complex.powi %a, %b : complex<f32>, index
  return
}

// -----

func.func @add_two_operands(%a: complex<f32>) {
  // expected-error @+1 {{'complex.add' op expected 2 operands, but found 1}}
  %0 = "complex.add"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f32>
  return
}

// -----

func.func @sqrt_two_results(%a: complex<f32>) {
  // expected-error @+1 {{'complex.sqrt' op requires one result}}
  %0:2 = "complex.sqrt"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> (complex<f32>, complex<f32>)
  return
}
