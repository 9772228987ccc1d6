// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @assert_no_msg(%p: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%p) : (i1) -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{'cf.switch' op requires at least 1 successors but found 0}}
  "cf.switch"(%x) <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{'cf.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error@+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32: -1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @f(%x: f32) {
  // expected-error@+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%x)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}
