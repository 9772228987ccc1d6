// RUN: mlirc %s --pass-pipeline='builtin.module(mlirc-decompose-linalg)' --verify-diagnostics --split-input-file

// Upstream's decomposition builds float ops: other element types are a diagnostic.
func.func @int_softmax(%x: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'linalg.softmax' op cannot be decomposed: its element type is not a float type}}
  %r = linalg.softmax dimension(0) ins(%x : tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
