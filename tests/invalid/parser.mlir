// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @undefined_value() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %x, %x : i32
  return
}

// -----

func.func @redefinition(%a: i32) {
  %0 = arith.addi %a, %a : i32
  // expected-note @-1 {{previously defined here}}
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = arith.addi %a, %a : i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @type_mismatch(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.addi %a, %a : i64
  return
}

// -----

func.func @unknown_op() {
  // expected-error @+1 {{custom op 'foo' is unknown (tried 'func.foo' as well)}}
  foo
}

// -----

func.func @unknown_arith_op(%a: i32) {
  // expected-error @+1 {{custom op 'arith.frobnicate' is unknown}}
  %0 = arith.frobnicate %a : i32
  return
}

// -----

// expected-error @+1 {{undefined symbol alias id 'nope'}}
func.func private @alias(!nope)

// -----

func.func @undefined_block() {
  // expected-error @+1 {{reference to an undefined block}}
  cf.br ^missing
}

// -----

func.func @result_count(%a: i32) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %0, %1 = arith.addi %a, %a : i32
  return
}

// -----

func.func @int_out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 256 : i8
  return
}

// -----

func.func @float_needs_dot() {
  // expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
  // expected-note @+1 {{add a trailing dot to make the literal a float}}
  %0 = arith.constant 1 : f32
  return
}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @bad_type(i32, ) -> ()

// -----

func.func @dense_shape() {
  // expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([4])}}
  %0 = arith.constant dense<[1, 2, 3]> : tensor<4xi32>
  return
}

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @nonaffine(memref<4x4xf32, affine_map<(d0, d1) -> (d0 * d1)>>)

// -----

// expected-error @+1 {{use of undeclared identifier}}
func.func private @bad_map(memref<4xf32, affine_map<(d0) -> (d2)>>)

// -----

func.func @unterminated_string() {
  // expected-error @+1 {{expected '"' in string literal}}
  cf.assert %c, "oops
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func private @twice()
// expected-error @+1 {{redefinition of symbol named 'twice'}}
func.func private @twice()

// -----

func.func @block_redefinition() {
  cf.br ^bb1
^bb1:
  cf.br ^bb1
// expected-error @+1 {{redefinition of block '^bb1'}}
^bb1:
  return
}

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @unbalanced(!llvm.ptr<1)

// -----

func.func @generic_operand_count(%a: i32) {
  // expected-error @+1 {{expected 2 operand types but had 1}}
  %0 = "arith.addi"(%a, %a) : (i32) -> i32
  return
}

// -----

func.func @unknown_generic() {
  // expected-error @+1 {{unregistered operation 'arith.nothing' found in dialect ('arith') that does not allow unknown operations}}
  "arith.nothing"() : () -> ()
  return
}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @memref_negative(memref<-1xf32>)

// -----

func.func private @g()
func.func @no_default_dialect_in_scf(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error @+2 {{not found for custom op 'call'}}
    // expected-note @+1 {{Available dialects: }}
    call @g() : () -> ()
  }
  return
}

// -----

// A signature of types only leaves the entry block's arguments to the body, which must match.
// expected-error @+1 {{'func.func' op entry block must have 2 arguments to match function signature}}
func.func @unnamed_no_header(index, i1) {
  return
}

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #1('i8') must match the type of the corresponding argument in function signature('i1')}}
func.func @unnamed_wrong_header(index, i1) {
^bb0(%a: index, %b: i8):
  return
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{gpu.func requires named arguments}}
  gpu.func @k(f32) {
  ^bb0(%a: f32):
    gpu.return
  }
}

// -----

// expected-error @+1 {{expected 'x' in dimension list}}
func.func private @spaced_missing_x(vector<4 f32>)
