// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The index dialect's verifiers and custom-form parsers beyond tests/invalid/index.mlir:
// constant literals out of the signed 64-bit range, attribute and result constraints of the
// constants, index.cmp's predicate, operand/result constraints and counts of the binary ops,
// casts, sizeof, and the custom forms' syntax errors (where upstream reports them).

func.func @constant_too_large() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = index.constant 9223372036854775808
  return
}

// -----

func.func @constant_too_small() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = index.constant -9223372036854775809
  return
}

// -----

func.func @constant_i64_value() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 3 : i64}> : () -> index
  return
}

// -----

func.func @constant_result_i64() {
  // expected-error @+1 {{'index.constant' op result #0 must be index, but got 'i64'}}
  %0 = "index.constant"() <{value = 3 : index}> : () -> i64
  return
}

// -----

func.func @bool_constant_no_value() {
  // expected-error @+1 {{'index.bool.constant' op requires attribute 'value'}}
  %0 = "index.bool.constant"() : () -> i1
  return
}

// -----

func.func @bool_constant_keyword() {
  // expected-error @+1 {{expected attribute value}}
  %0 = index.bool.constant yes
  return
}

// -----

func.func @cmp_no_pred(%x: index) {
  // expected-error @+1 {{'index.cmp' op requires attribute 'pred'}}
  %0 = "index.cmp"(%x, %x) : (index, index) -> i1
  return
}

// -----

func.func @cmp_operand_i64(%x: index, %y: i64) {
  // expected-error @+1 {{'index.cmp' op operand #1 must be index, but got 'i64'}}
  %0 = "index.cmp"(%x, %y) <{pred = #index<cmp_predicate eq>}> : (index, i64) -> i1
  return
}

// -----

func.func @cmp_no_parens(%x: index) {
  // expected-error @+1 {{expected '('}}
  %0 = index.cmp eq %x, %x
  return
}

// -----

func.func @sub_operand_1(%x: index, %y: i64) {
  // expected-error @+1 {{'index.sub' op operand #1 must be index, but got 'i64'}}
  %0 = "index.sub"(%x, %y) : (index, i64) -> index
  return
}

// -----

func.func @shl_result(%x: index) {
  // expected-error @+1 {{'index.shl' op result #0 must be index, but got 'i64'}}
  %0 = "index.shl"(%x, %x) : (index, index) -> i64
  return
}

// -----

func.func @maxs_one_operand(%x: index) {
  // expected-error @+1 {{'index.maxs' op expected 2 operands, but found 1}}
  %0 = "index.maxs"(%x) : (index) -> index
  return
}

// -----

func.func @missing_comma(%x: index) {
  // expected-error @+1 {{expected ','}}
  %0 = index.mul %x %x
  return
}

// -----

func.func @trailing_type(%x: index) {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = index.divs %x, %x : index
  return
}

// -----

func.func @casts_float_result(%x: index) {
  // expected-error @+1 {{'index.casts' op result #0 must be integer or index, but got 'f32'}}
  %0 = "index.casts"(%x) : (index) -> f32
  return
}

// -----

func.func @castu_index_index(%x: index) {
  // expected-error @+1 {{'index.castu' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = index.castu %x : index to index
  return
}

// -----

func.func @casts_missing_to(%x: i32) {
  // expected-error @+1 {{custom op 'index.casts' expected 'to'}}
  %0 = index.casts %x : i32 index
  return
}

// -----

func.func @casts_vector(%x: vector<4xi32>) {
  // expected-error @+1 {{'index.casts' op operand #0 must be integer or index, but got 'vector<4xi32>'}}
  %0 = "index.casts"(%x) : (vector<4xi32>) -> index
  return
}

// -----

func.func @sizeof_result_i32() {
  // expected-error @+1 {{'index.sizeof' op result #0 must be index, but got 'i32'}}
  %0 = "index.sizeof"() : () -> i32
  return
}

// -----

func.func @sizeof_two_results() {
  // expected-error @+1 {{'index.sizeof' op requires one result}}
  %0:2 = "index.sizeof"() : () -> (index, index)
  return
}

// -----

func.func @undefined_operand() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = index.add %x, %x
  return
}

// -----

func.func @rems_region(%x: index) {
  // expected-error @+1 {{'index.rems' op requires zero regions}}
  %0 = "index.rems"(%x, %x) ({
  }) : (index, index) -> index
  return
}

// -----

func.func @constant_keyword() {
  // expected-error @+1 {{expected attribute value}}
  %0 = index.constant foo
  return
}

// -----

func.func @constant_attr_dict_after_value() {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = index.constant 3 {tag}
  return
}

// -----

func.func @bool_constant_attr_dict_after_value() {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = index.bool.constant true {tag}
  return
}
