// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @extui_narrower(%c: i32) {
  // expected-error @+1 {{'arith.extui' op operand type 'i32' and result type 'i8' are cast incompatible}}
  %0 = arith.extui %c : i32 to i8
  return
}

// -----

func.func @extui_float(%b: f32) {
  // expected-error @+1 {{'arith.extui' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.extui %b : f32 to i64
  return
}

// -----

func.func @extui_shape(%c: i32) {
  // expected-error @+1 {{'arith.extui' op requires the same shape for all operands and results}}
  %0 = arith.extui %c : i32 to vector<4xi64>
  return
}

// -----

func.func @truncf_wider(%a: f16) {
  // expected-error @+1 {{'arith.truncf' op operand type 'f16' and result type 'f32' are cast incompatible}}
  %0 = arith.truncf %a : f16 to f32
  return
}

// -----

func.func @sitofp_float(%b: f32) {
  // expected-error @+1 {{'arith.sitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = arith.sitofp %b : f32 to f32
  return
}

// -----

func.func @index_cast_no_index(%c: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %c : i32 to i64
  return
}

// -----

func.func @bitcast_width(%c: i32) {
  // expected-error @+1 {{'arith.bitcast' op operand type 'i32' and result type 'f16' are cast incompatible}}
  %0 = arith.bitcast %c : i32 to f16
  return
}

// -----

func.func @cmpi_bad_case(%c: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%c, %c) {predicate = 42 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @cmpi_mixed(%c: i32, %i: index) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%c, %i) {predicate = 0 : i64} : (i32, index) -> i1
  return
}

// -----

func.func @cmpi_result_int(%c: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%c, %c) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @cmpi_result_shape(%c: i32) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%c, %c) {predicate = 0 : i64} : (i32, i32) -> vector<4xi1>
  return
}

// -----

func.func @addui_extended_types(%c: i32) {
  // expected-error @+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%c, %c) : (i32, i32) -> (i64, i1)
  return
}

// -----

func.func @addui_extended_overflow(%c: i32) {
  // expected-error @+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = "arith.addui_extended"(%c, %c) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @mulsi_extended_types(%c: i32) {
  // expected-error @+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%c, %c) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @select_shape(%m: vector<2xi1>, %v: vector<4xi32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %m, %v, %v : vector<2xi1>, vector<4xi32>
  return
}

// -----

func.func @constant_string() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "x"} : () -> i32
  return
}

// -----

func.func @constant_unsigned() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = "arith.constant"() {value = 1 : ui32} : () -> ui32
  return
}

// -----

func.func @constant_unit() {
  // expected-error @+1 {{'arith.constant' op attribute 'value' failed to satisfy constraint: TypedAttr instance}}
  %0 = "arith.constant"() {value = unit} : () -> f64
  return
}

// -----

func.func @bitcast_tensor_memref(%t: tensor<4xi32>) {
  // expected-error @+1 {{'arith.bitcast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.bitcast"(%t) : (tensor<4xi32>) -> memref<4xf32>
  return
}

// -----

func.func @index_cast_memref_scalar(%m: memref<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op requires the same shape for all operands and results}}
  %0 = "arith.index_cast"(%m) : (memref<4xi32>) -> index
  return
}

// -----

func.func @fptosi_result(%b: f32) {
  // expected-error @+1 {{'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'}}
  %0 = "arith.fptosi"(%b) : (f32) -> f32
  return
}

// -----

func.func @uitofp_result(%c: i32) {
  // expected-error @+1 {{'arith.uitofp' op result #0 must be floating-point-like, but got 'i32'}}
  %0 = "arith.uitofp"(%c) : (i32) -> i32
  return
}

// -----

func.func @cmpi_string_predicate(%c: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' invalid predicate attribute specification}}
  %0 = arith.cmpi "foo", %c, %c : i32
  return
}

// -----

func.func @cmpi_integer_predicate(%c: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi 3, %c, %c : i32
  return
}

// -----

func.func @addf_fastmath_without_flags(%a: f32, %b: f32) {
  // expected-error @+1 {{expected '<'}}
  %0 = arith.addf %a, %b fastmath : f32
  return
}
