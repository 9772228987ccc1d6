// mlirc-lower-vector names what it cannot lower yet (and leaves functions with n-D signatures).
// RUN: mlirc --pass-pipeline='builtin.module(func.func(mlirc-lower-vector))' %s --split-input-file --verify-diagnostics

// A function whose signature has n-D vectors is left alone (the translation names it).
func.func @arg(%v: vector<2x2xf32>) -> vector<2x2xf32> {
  %w = arith.addf %v, %v : vector<2x2xf32>
  return %w : vector<2x2xf32>
}

// -----

func.func @tensor(%t: tensor<4xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  // expected-error @+1 {{'vector.transfer_read' op on tensors cannot be lowered by mlirc yet (bufferize first)}}
  %v = vector.transfer_read %t[%c0], %p : tensor<4xf32>, vector<4xf32>
  return %v : vector<4xf32>
}

// -----

func.func @scalable(%a: vector<[4]xf32>, %b: vector<[4]xf32>) -> vector<[4]xf32> {
  // expected-error @+1 {{'vector.outerproduct' op on scalable vectors cannot be lowered by mlirc yet}}
  %o = vector.outerproduct %a, %b : vector<[4]xf32>, vector<[4]xf32>
  %r = vector.extract %o[0] : vector<[4]xf32> from vector<[4]x[4]xf32>
  return %r : vector<[4]xf32>
}
