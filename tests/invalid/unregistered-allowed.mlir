// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: mlir-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// With --allow-unregistered-dialect, ops of unknown dialects parse, and what is still wrong
// around them is reported as upstream does: dominance (with upstream's "(op in the same
// block/region)" notes), types of uses, successors, block structure, syntax of the generic
// form, unknown ops of registered dialects, and malformed pretty dialect type/attribute bodies.

func.func @use_before_def() {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = "foo.use"(%1) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = "foo.def"() : () -> i32
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @type_mismatch(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = "foo.op"(%a) : (i64) -> i32
  return
}

// -----

func.func @operand_count(%a: i32) {
  // expected-error @+1 {{expected 2 operand types but had 1}}
  %0 = "foo.op"(%a, %a) : (i32) -> i32
  return
}

// -----

func.func @result_count() {
  // expected-error @+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "foo.op"() : () -> (i32, i32)
  return
}

// -----

func.func @undefined_successor() {
  // expected-error @+1 {{reference to an undefined block}}
  "foo.br"()[^bb7] : () -> ()
}

// -----

func.func @successor_args_mismatch(%a: i32) {
  "foo.br"()[^bb1] : () -> ()
^bb1(%x: i32):
  return
}

// -----

func.func @not_last_in_block(%a: i32) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  "foo.br"()[^bb1] : () -> ()
  %0 = arith.addi %a, %a : i32
^bb1:
  return
}

// -----

func.func @value_from_region_escapes() {
  "foo.region"() ({
    %x = "foo.inner"() : () -> i32
    "foo.yield"() : () -> ()
  }) : () -> ()
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = "foo.use"(%x) : (i32) -> i32
  return
}

// -----

func.func @missing_type_list(%a: i32) {
  // expected-error @+1 {{expected ':' followed by operation type}}
  %0 = "foo.op"(%a)
  return
}

// -----

func.func @non_function_type(%a: i32) {
  // expected-error @+1 {{expected function type}}
  %0 = "foo.op"(%a) : i32
  return
}

// -----

func.func @unterminated_region() {
  "foo.region"() ({
    // expected-error @+1 {{expected operation name in quotes}}
    "foo.inner"() : () -> ()
  : () -> ()
  return
}

// -----

func.func @redefinition() {
  // expected-note @+1 {{previously defined here}}
  %0 = "foo.a"() : () -> i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = "foo.b"() : () -> i32
  return
}

// -----

func.func @unknown_op_of_registered_dialect() {
  // expected-error @+1 {{unregistered operation 'arith.nonsense' found in dialect ('arith') that does not allow unknown operations}}
  "arith.nonsense"() : () -> ()
  return
}

// -----

func.func @unregistered_in_func_return_mismatch() -> i64 {
  %0 = "foo.a"() : () -> i32
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @unregistered_in_func_return_mismatch}}
  return %0 : i32
}

// -----

func.func @bad_dialect_type_body() {
  // expected-error @+1 {{expected '"' in string literal}}
  %0 = "foo.a"() : () -> !foo.t<"unterminated>
  return
}

// -----

func.func @unbalanced_dialect_type() {
  // expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
  %0 = "foo.a"() : () -> !foo.t<(1, 2>
  return
}

// -----

func.func @bad_properties() {
  // expected-error @+1 {{expected attribute value}}
  "foo.a"() <{p = }> : () -> ()
  return
}

// -----

func.func @result_group_mismatch() {
  // expected-error @+1 {{operation defines 2 results but was provided 3 to bind}}
  %0:3 = "foo.a"() : () -> (i32, i32)
  return
}

// -----

func.func @dominance_across_blocks(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = "foo.def"() : () -> i32
  cf.br ^bb2
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  "foo.use"(%0) : (i32) -> ()
  return
}

// -----

func.func @isolated_region_use(%a: i32) {
  "foo.container"() ({
    // expected-note @+1 {{required by region isolation constraints}}
    func.func @inner() -> i32 {
      // expected-error @+1 {{'func.return' op using value defined outside the region}}
      return %a : i32
    }
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @block_arg_in_entry_of_func_body() {
  "foo.a"() ({
  // expected-error @+2 {{redefinition of SSA value '%x'}}
  // expected-note @+1 {{previously defined here}}
  ^bb0(%x: i32, %x: i32):
    "foo.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @value_from_scf_if_region(%c: i1) {
  scf.if %c {
    %0 = "foo.def"() : () -> i32
    scf.yield
  }
  // expected-error @+1 {{use of undeclared SSA value name}}
  "foo.use"(%0) : (i32) -> ()
  return
}

// -----

func.func @unbalanced_bracket_in_attr() {
  // expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
  "foo.a"() {x = #foo.t<[1, 2>} : () -> ()
  return
}

// -----

func.func @unterminated_string_in_attr() {
  // expected-error @+1 {{expected '"' in string literal}}
  "foo.a"() {x = #foo.t<"abc>} : () -> ()
  return
}

// -----

// Dialects that define no types or attributes have no parsing hook for them, even with
// --allow-unregistered-dialect.
func.func @no_type_hook() {
  // expected-error @+1 {{dialect 'arith' provides no type parsing hook}}
  %0 = "foo.x"() : () -> !arith.foo
  return
}

// -----

func.func @no_type_hook_builtin() {
  // expected-error @+1 {{dialect 'builtin' provides no type parsing hook}}
  %0 = "foo.x"() : () -> !builtin.nonsense
  return
}

// -----

func.func @no_attr_hook() {
  // expected-error @+1 {{dialect 'memref' provides no attribute parsing hook}}
  "foo.x"() {a = #memref.foo} : () -> ()
  return
}

// -----

func.func @no_attr_hook_scf() {
  // expected-error @+1 {{dialect 'scf' provides no attribute parsing hook}}
  "foo.x"() {a = #scf.bar<1>} : () -> ()
  return
}
