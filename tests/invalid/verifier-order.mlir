// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// The ops of a block are verified before its terminator is asked for, so the op's own error
// is the one reported.
func.func @op_error_before_missing_terminator(%p: i64) {
  // expected-error @+1 {{'arith.mulf' op operand #0 must be floating-point-like, but got 'i64'}}
  %m = arith.mulf %p, %p : i64
}

// -----

// A block that does not end in a terminator names its last op as upstream prints it: generic
// form, values numbered across the module.
func.func @no_terminator(%u: f16, %w: f16) {
  %s = arith.subf %u, %w : f16
  // expected-error @+1 {{block with no terminator, has %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16}}
  %n = arith.negf %s : f16
}

// -----

// Dominance is checked once the structure of the whole function holds: a later op's error
// comes first.
func.func @structure_before_dominance(%k: i16) {
  %early = arith.addi %late, %k : i16
  %late = arith.muli %k, %k : i16
  // expected-error @+1 {{'arith.divf' op operand #0 must be floating-point-like, but got 'i16'}}
  %bad = arith.divf %k, %k : i16
  return
}

// -----

// Every function is verified, each reporting its own error.
func.func @first_bad(%v: index) {
  // expected-error @+1 {{'arith.negf' op operand #0 must be floating-point-like, but got 'index'}}
  %0 = arith.negf %v : index
  return
}
func.func @second_bad(%v: i1) {
  // expected-error @+1 {{'arith.addf' op operand #0 must be floating-point-like, but got 'i1'}}
  %0 = arith.addf %v, %v : i1
  return
}
