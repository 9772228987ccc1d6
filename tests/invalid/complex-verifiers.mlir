// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The complex dialect's verifiers and custom-form parsers beyond tests/invalid/complex.mlir:
// constants of other shapes and element types, operand and result constraints of the
// arithmetic, elementary and comparison ops, bitcast widths, custom-form type errors, and
// fastmath syntax.

func.func @constant_f16_parts_f32_result() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f16', 'f16') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f16, 2.0 : f16] : complex<f32>
  return
}

// -----

func.func @constant_no_value() {
  // expected-error @+1 {{'complex.constant' op requires attribute 'value'}}
  %0 = "complex.constant"() : () -> complex<f32>
  return
}

// -----

func.func @constant_int_for_float() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('i32', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1 : i32, 2.0 : f32] : complex<f32>
  return
}

// -----

func.func @add_float_operands(%a: f32) {
  // expected-error @+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.add"(%a, %a) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  return
}

// -----

func.func @sub_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.sub' op requires the same type for all operands and results}}
  %0 = "complex.sub"(%a, %a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>) -> complex<f64>
  return
}

// -----

func.func @div_int(%a: complex<i32>) {
  // expected-error @+1 {{'complex.div' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.div"(%a, %a) <{fastmath = #arith.fastmath<none>}> : (complex<i32>, complex<i32>) -> complex<i32>
  return
}

// -----

func.func @conj_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.conj' op result #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.conj"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
  return
}

// -----

func.func @log_float(%a: f32) {
  // expected-error @+1 {{'complex.log' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.log"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  return
}

// -----

func.func @sin_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.sin' op requires the same type for all operands and results}}
  %0 = "complex.sin"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> complex<f16>
  return
}

// -----

func.func @pow_mixed(%a: complex<f32>, %b: complex<f64>) {
  // expected-error @+1 {{'complex.pow' op requires the same type for all operands and results}}
  %0 = "complex.pow"(%a, %b) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f64>) -> complex<f32>
  return
}

// -----

func.func @atan2_three(%a: complex<f32>) {
  // expected-error @+1 {{'complex.atan2' op expected 2 operands, but found 3}}
  %0 = "complex.atan2"(%a, %a, %a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, complex<f32>, complex<f32>) -> complex<f32>
  return
}

// -----

func.func @abs_int_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.abs' op result #0 must be floating-point, but got 'i32'}}
  %0 = "complex.abs"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> i32
  return
}

// -----

func.func @abs_operand(%a: f32) {
  // expected-error @+1 {{'complex.abs' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.abs"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  return
}

// -----

func.func @re_operand(%a: f32) {
  // expected-error @+1 {{'complex.re' op operand #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.re"(%a) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  return
}

// -----

func.func @im_no_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.im' op requires one result}}
  "complex.im"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> ()
  return
}

// -----

func.func @angle_operand_int(%a: complex<i32>) {
  // expected-error @+1 {{'complex.angle' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = "complex.angle"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<i32>) -> i32
  return
}

// -----

func.func @sign_result(%a: complex<f32>) {
  // expected-error @+1 {{'complex.sign' op result #0 must be complex type with floating-point elements, but got 'f32'}}
  %0 = "complex.sign"(%a) <{fastmath = #arith.fastmath<none>}> : (complex<f32>) -> f32
  return
}

// -----

func.func @eq_one_operand(%a: complex<f32>) {
  // expected-error @+1 {{'complex.eq' op expected 2 operands, but found 1}}
  %0 = "complex.eq"(%a) : (complex<f32>) -> i1
  return
}

// -----

func.func @neq_result_vector(%a: complex<f32>) {
  // expected-error @+1 {{'complex.neq' op result #0 must be 1-bit signless integer, but got 'vector<2xi1>'}}
  %0 = "complex.neq"(%a, %a) : (complex<f32>, complex<f32>) -> vector<2xi1>
  return
}

// -----

func.func @create_three(%a: f32) {
  // expected-error @+1 {{'complex.create' op expected 2 operands, but found 3}}
  %0 = "complex.create"(%a, %a, %a) : (f32, f32, f32) -> complex<f32>
  return
}

// -----

func.func @powi_vector_exponent(%a: complex<f32>, %b: vector<2xi32>) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'vector<2xi32>'}}
  %0 = "complex.powi"(%a, %b) : (complex<f32>, vector<2xi32>) -> complex<f32>
  return
}

// -----

func.func @bitcast_f64_to_complex_f64(%a: f64) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : f64 to complex<f64>
  return
}

// -----

func.func @bitcast_complex_f16_to_i64(%a: complex<f16>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %a : complex<f16> to i64
  return
}

// -----

func.func @custom_add_not_complex(%a: f32) {
  // expected-error @+1 {{custom op 'complex.add' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.add %a, %a : f32
  return
}

// -----

func.func @custom_re_not_complex(%a: f32) {
  // expected-error @+1 {{custom op 'complex.re' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.re %a : f32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @custom_eq_wrong_type(%a: complex<f32>) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'complex<f64>' vs 'complex<f32>'}}
  %0 = complex.eq %a, %a : complex<f64>
  return
}

// -----

func.func @custom_abs_missing_type(%a: complex<f32>) {
  // expected-error @+1 {{expected ':'}}
  %0 = complex.abs %a
  return
}

// -----

func.func @custom_fastmath_unknown(%a: complex<f32>) {
  // expected-error @+2 {{custom op 'complex.add' expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{custom op 'complex.add' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = complex.add %a, %a fastmath<fastest> : complex<f32>
  return
}

// -----

func.func @custom_create_missing_comma(%a: f32) {
  // expected-error @+1 {{expected ','}}
  %0 = complex.create %a %a : complex<f32>
  return
}

// -----

func.func @custom_bitcast_missing_to(%a: complex<f32>) {
  // expected-error @+1 {{custom op 'complex.bitcast' expected 'to'}}
  %0 = complex.bitcast %a : complex<f32> i64
  return
}

// -----

// expected-error @+1 {{invalid element type for complex}}
func.func @complex_of_index(%a: complex<index>) {
  return
}

// -----

// expected-error @+1 {{invalid element type for complex}}
func.func @complex_of_vector(%a: complex<vector<2xf32>>) {
  return
}

// -----

func.func @custom_create_not_complex(%a: f32) {
  // expected-error @+1 {{custom op 'complex.create' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.create %a, %a : f32
  return
}

// -----

func.func @custom_re_int_complex(%a: complex<i32>) {
  // expected-error @+1 {{custom op 'complex.re' 'complex' must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.re %a : complex<i32>
  return
}

// -----

func.func @custom_fastmath_trailing_comma(%a: complex<f32>) {
  // expected-error @+2 {{custom op 'complex.mul' expected valid keyword or string}}
  // expected-error @+1 {{custom op 'complex.mul' failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = complex.mul %a, %a fastmath<nnan,> : complex<f32>
  return
}

// -----

func.func @generic_fastmath_unknown(%a: complex<f32>) {
  // expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = "complex.exp"(%a) <{fastmath = #arith.fastmath<slow>}> : (complex<f32>) -> complex<f32>
  return
}
