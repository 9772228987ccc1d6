// Harness self-test: negative cases checked with --verify-diagnostics.
// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @result_type_mismatch(%a: i32, %b: i32) -> i64 {
  %0 = arith.addi %a, %b : i32
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @result_type_mismatch}}
  return %0 : i32
}

// -----

func.func @undefined_value() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %x, %x : i32
  return
}
