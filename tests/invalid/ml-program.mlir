// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// ml_program: upstream's verifier and parser messages.

// expected-error @+1 {{custom op 'ml_program.global' expected 'public', 'private', or 'nested'}}
ml_program.global @no_visibility(dense<0> : tensor<i32>) : tensor<i32>

// -----

// expected-error @+1 {{'ml_program.global' op immutable global must have an initial value}}
ml_program.global private @no_value : tensor<i32>

// -----

func.func @undefined() -> tensor<i64> {
  // expected-error @+1 {{'ml_program.global_load' op undefined global: @nope}}
  %0 = ml_program.global_load @nope : tensor<i64>
  return %0 : tensor<i64>
}

// -----

func.func @not_a_global() -> tensor<i64> {
  // expected-error @+1 {{'ml_program.global_load' op undefined global: @not_a_global}}
  %0 = ml_program.global_load @not_a_global : tensor<i64>
  return %0 : tensor<i64>
}

// -----

ml_program.global private mutable @g(dense<1> : tensor<i64>) : tensor<i64>
func.func @load_type() -> tensor<i32> {
  // expected-error @+1 {{'ml_program.global_load' op cannot load from global typed 'tensor<i64>' as 'tensor<i32>'}}
  %0 = ml_program.global_load @g : tensor<i32>
  return %0 : tensor<i32>
}

// -----

ml_program.global private @c(dense<1> : tensor<i64>) : tensor<i64>
func.func @store_immutable(%a: tensor<i64>) {
  // expected-error @+1 {{'ml_program.global_store' op cannot store to an immutable global @c}}
  ml_program.global_store @c = %a : tensor<i64>
  return
}

// -----

ml_program.global private mutable @g(dense<1> : tensor<i64>) : tensor<i64>
func.func @store_type(%a: tensor<i32>) {
  // expected-error @+1 {{'ml_program.global_store' op cannot store to a global typed 'tensor<i64>' from 'tensor<i32>'}}
  ml_program.global_store @g = %a : tensor<i32>
  return
}

// -----

ml_program.global private mutable @g(dense<1> : tensor<i64>) : tensor<i64>
func.func @load_const_mutable() -> tensor<i64> {
  // expected-error @+1 {{'ml_program.global_load_const' op cannot load as const from mutable global @g}}
  %0 = ml_program.global_load_const @g : tensor<i64>
  return %0 : tensor<i64>
}

// -----

ml_program.global private @c(dense<1> : tensor<i64>) : tensor<i64>
func.func @load_const_type() -> tensor<2xi64> {
  // expected-error @+1 {{'ml_program.global_load_const' op cannot load from global typed 'tensor<i64>' as 'tensor<2xi64>'}}
  %0 = ml_program.global_load_const @c : tensor<2xi64>
  return %0 : tensor<2xi64>
}

// -----

ml_program.global private @c(dense<1> : tensor<i64>) : tensor<i64>
ml_program.subgraph @store_graph_immutable(%a: tensor<i64>) {
  // expected-error @+1 {{'ml_program.global_store_graph' op cannot store to an immutable global @c}}
  %t = ml_program.global_store_graph @c = %a ordering(() -> !ml_program.token) : tensor<i64>
  ml_program.output
}

// -----

ml_program.global private mutable @g(dense<1> : tensor<i64>) : tensor<i64>
ml_program.subgraph @load_graph_type() {
  // expected-error @+1 {{'ml_program.global_load_graph' op cannot load from global typed 'tensor<i64>' as 'tensor<i32>'}}
  %0, %t = ml_program.global_load_graph @g ordering(() -> !ml_program.token) : tensor<i32>
  ml_program.output
}

// -----

ml_program.subgraph @output_type() -> i32 {
  %c = arith.constant 1 : i64
  // expected-error @+1 {{type of output operand 0 ('i64') doesn't match function result type ('i32') in function @output_type}}
  ml_program.output %c : i64
}

// -----

ml_program.subgraph @output_count() -> i32 {
  // expected-error @+1 {{'ml_program.output' op has 0 operands, but enclosing function (@output_count) outputs 1}}
  ml_program.output
}

// -----

ml_program.func @return_type() -> i32 {
  %c = arith.constant 1 : i64
  // expected-error @+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @return_type}}
  ml_program.return %c : i64
}

// -----

ml_program.func @return_count() -> i32 {
  // expected-error @+1 {{'ml_program.return' op has 0 operands, but enclosing function (@return_count) returns 1}}
  ml_program.return
}

// -----

func.func @return_parent() {
  // expected-error @+1 {{'ml_program.return' op expects parent op 'ml_program.func'}}
  ml_program.return
}

// -----

func.func @output_parent() {
  // expected-error @+1 {{'ml_program.output' op expects parent op 'ml_program.subgraph'}}
  ml_program.output
}
