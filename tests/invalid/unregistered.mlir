// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

// Without --allow-unregistered-dialect, ops, types and attributes of unknown dialects are
// errors, where and as upstream reports them.

func.func @generic_op(%a: i32) {
  // expected-error @+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
  %0 = "foo.bar"(%a) {x = 1} : (i32) -> i32
  return
}

// -----

func.func @custom_op() {
  // expected-error @+2 {{Dialect `foo' not found for custom op 'foo.bar'}}
  // expected-note @+1 {{Available dialects: }}
  foo.bar
  return
}

// -----

// expected-error @+1 {{`!"foo"<"bar<"x", 3>">` type created with unregistered dialect.}}
func.func @type(%x: !foo.bar<"x", 3>) {
  return
}

// -----

// expected-error @+1 {{`!"foo"<""abc"">` type created with unregistered dialect.}}
func.func @pretty_type(%x: !foo<"abc">) {
  return
}

// -----

// expected-error @+1 {{#"foo"<"baz"> : 'none' attribute created with unregistered dialect.}}
func.func @attr() attributes {a = #foo.baz} {
  return
}

// -----

// expected-error @+1 {{#"foo"<"baz<1>"> : 'i64' attribute created with unregistered dialect.}}
func.func @typed_attr() attributes {a = #foo.baz<1> : i64} {
  return
}

// -----

func.func @unknown_op_of_known_dialect() {
  // expected-error @+1 {{unregistered operation 'arith.foo' found in dialect ('arith') that does not allow unknown operations}}
  %0 = "arith.foo"() : () -> i32
  return
}
