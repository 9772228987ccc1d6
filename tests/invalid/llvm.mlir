// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

llvm.func @callee(i64)

llvm.func @call_mismatch(%a: i32) {
  // expected-error @+1 {{'llvm.call' op operand type mismatch for operand 0: 'i32' != 'i64'}}
  llvm.call @callee(%a) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @callee(i64)

llvm.func @call_count(%a: i64) {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (2) for callee (expecting: 1)}}
  llvm.call @callee(%a, %a) : (i64, i64) -> ()
  llvm.return
}

// -----

llvm.func @callee(i64) -> i64

llvm.func @call_no_result(%a: i64) {
  // expected-error @+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @callee(%a) : (i64) -> ()
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @return_mismatch(%a: i32) -> i64 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @return_missing() -> i64 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

llvm.func @add_types(%a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.add' op requires the same type for all operands and results}}
  %0 = "llvm.add"(%a, %b) <{overflowFlags = 0 : i32}> : (i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @extract_type(%s: !llvm.struct<(i32, f32)>) {
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @insert_type(%s: !llvm.struct<(i32, f32)>, %x: f32) {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'f32' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %x) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, f32) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @declaration(i64)
