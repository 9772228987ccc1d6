// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @call_indirect_not_function(%c: i32) {
  // expected-error @+1 {{'func.call_indirect' op operand #0 must be function type, but got 'i32'}}
  %0 = "func.call_indirect"(%c, %c) : (i32, i32) -> i32
  return
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}

func.func @call_indirect_args(%p: i1) {
  %f = func.constant @g : (i32) -> i32
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %0 = "func.call_indirect"(%f, %p) : ((i32) -> i32, i1) -> i32
  return
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}

func.func @call_indirect_results(%c: i32) {
  %f = func.constant @g : (i32) -> i32
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %0 = "func.call_indirect"(%f, %c) : ((i32) -> i32, i32) -> i1
  return
}

// -----

func.func @constant_string() {
  // expected-error @+1 {{'func.constant' op attribute 'value' failed to satisfy constraint: flat symbol reference attribute}}
  %1 = "func.constant"() {value = "g"} : () -> ((i32) -> i32)
  return
}
