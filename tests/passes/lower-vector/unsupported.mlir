// mlirc-lower-vector names what it cannot lower yet.
// RUN: mlirc --pass-pipeline='builtin.module(func.func(mlirc-lower-vector))' %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'func.func' op with n-D vector arguments cannot be lowered by mlirc yet}}
func.func @arg(%v: vector<2x2xf32>) {
  return
}

// -----

func.func @result() -> vector<2x2xf32> {
  %c = arith.constant dense<1.0> : vector<2x2xf32>
  // expected-error @+1 {{'func.return' op on n-D vectors cannot be lowered by mlirc yet}}
  return %c : vector<2x2xf32>
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

func.func @scalable(%a: vector<[4]xf32>, %b: vector<[4]xf32>) -> vector<[4]x[4]xf32> {
  // expected-error @+1 {{'vector.outerproduct' op on scalable vectors cannot be lowered by mlirc yet}}
  %o = vector.outerproduct %a, %b : vector<[4]xf32>, vector<[4]xf32>
  return %o : vector<[4]x[4]xf32>
}
