// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// tosa.const: the elements' shape and element type are the result's (found by the fuzzer:
// a mismatch reached tosa-to-arith and made an arith.constant that does not verify).

func.func @shape() -> tensor<1xf16> {
  // expected-error@+1 {{'tosa.const' op failed to verify that all of {values, output} have same shape}}
  %z = "tosa.const"() <{values = dense<0.0> : tensor<9xf16>}> : () -> tensor<1xf16>
  return %z : tensor<1xf16>
}

// -----

func.func @element_type() -> tensor<1xf16> {
  // expected-error@+1 {{'tosa.const' op expected same attr/result element types}}
  %z = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf16>
  return %z : tensor<1xf16>
}
