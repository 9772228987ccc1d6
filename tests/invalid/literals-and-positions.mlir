// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Integer literals out of range for their type, and errors upstream reports right after the
// previous token (`emitWrongTokenError`), on the line where the expected token belongs.

func.func @affine_bound_out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  affine.for %i = 1 to 9223372036854775810 {
  }
  return
}

// -----

func.func @index_constant_out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 9223372036854775808 : index
  return
}

// -----

func.func @i8_constant_out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = arith.constant 256 : i8
  return
}

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
func.func @si8_out_of_range() attributes {v = 128 : si8} {
  return
}

// -----

func.func @dense_out_of_range() {
  // expected-error @+1 {{integer constant out of range for type}}
  %0 = arith.constant dense<[1, -129]> : tensor<2xi8>
  return
}

// -----

func.func @dense_negative_unsigned() attributes {a = dense<[-1]> : tensor<1xui8>} {
  // expected-error @-1 {{expected unsigned integer elements, but parsed negative value}}
  return
}

// -----

// expected-error @+1 {{integer constant out of range}}
func.func @array_out_of_range() attributes {a = array<i8: 1, 256>} {
  return
}

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @arg_attr(%a: i32 {foo = 1}) {
  return
}

// -----

// expected-error @+1 {{'func.func' op results may only have dialect attributes}}
func.func @res_attr() -> (i32 {foo = 1}) {
  %0 = arith.constant 1 : i32
  return %0 : i32
}

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @foo() {}

// -----

func.func @branch_weights(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c, ^bb1, ^bb2 {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  return
^bb2:
  return
}

// -----

func.func @operand_list_cut(%a: i32) {
  // expected-error @+1 {{expected SSA operand}}
  %0 = arith.addi %a,
  return
}

// -----

func.func @type_cut(%a: i32) {
  // expected-error @+1 {{expected non-function type}}
  %0 = arith.addi %a, %a :
  // a comment between
  return
}

// -----

func.func @missing_x(%a: memref<3i32>) {
  // expected-error @-1 {{expected 'x' in dimension list}}
  return
}

// -----

func.func @int_type_as_op_name(%a: i1) {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = arith.select %a, %a, %a : i1
  i1 = arith.select %a, %a, %a : i1
  return
}

// -----

func.func @custom_op_prefix() {
  // The symbol name is expected at the next token, on the next line.
  func.func private
  // expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
  return
}

// -----

func.func @generic_in_custom_region() {
  // `return` resolves to func.return inside a generic op in a function.
  "scf.execute_region"() ({
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    return
  }) : () -> ()
  return
}
