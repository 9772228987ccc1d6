// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @add_i32(%x: i32) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%x, %x) : (i32, i32) -> index
  return
}

// -----

func.func @add_result_i32(%x: index) {
  // expected-error @+1 {{'index.add' op result #0 must be index, but got 'i32'}}
  %0 = "index.add"(%x, %x) : (index, index) -> i32
  return
}

// -----

func.func @add_three(%x: index) {
  // expected-error @+1 {{'index.add' op expected 2 operands, but found 3}}
  %0 = "index.add"(%x, %x, %x) : (index, index, index) -> index
  return
}

// -----

func.func @add_two_results(%x: index) {
  // expected-error @+1 {{'index.add' op requires one result}}
  %0:2 = "index.add"(%x, %x) : (index, index) -> (index, index)
  return
}

// -----

func.func @casts_index_index(%x: index) {
  // expected-error @+1 {{'index.casts' op operand type 'index' and result type 'index' are cast incompatible}}
  %0 = "index.casts"(%x) : (index) -> index
  return
}

// -----

func.func @castu_int_int(%x: i32) {
  // expected-error @+1 {{'index.castu' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.castu %x : i32 to i64
  return
}

// -----

func.func @casts_float(%x: f32) {
  // expected-error @+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %x : f32 to index
  return
}

// -----

func.func @constant_no_value() {
  // expected-error @+1 {{'index.constant' op requires attribute 'value'}}
  %0 = "index.constant"() : () -> index
  return
}

// -----

func.func @constant_i32_value() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() <{value = 3 : i32}> : () -> index
  return
}

// -----

func.func @bool_constant_index() {
  // expected-error @+1 {{'index.bool.constant' op result #0 must be 1-bit signless integer, but got 'index'}}
  %0 = "index.bool.constant"() <{value = true}> : () -> index
  return
}

// -----

func.func @cmp_bad_predicate(%x: index) {
  // expected-error @+2 {{custom op 'index.cmp' expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp foo(%x, %x)
  return
}

// -----

func.func @cmp_result_index(%x: index) {
  // expected-error @+1 {{'index.cmp' op result #0 must be 1-bit signless integer, but got 'index'}}
  %0 = "index.cmp"(%x, %x) <{pred = #index<cmp_predicate eq>}> : (index, index) -> index
  return
}

// -----

func.func @sizeof_operand(%x: index) {
  // expected-error @+1 {{'index.sizeof' op requires zero operands}}
  %0 = "index.sizeof"(%x) : (index) -> index
  return
}
