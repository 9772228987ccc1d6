// RUN: mlirc %s --emit=mlir --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @no_terminator(%a: i32) {
  // expected-error @+1 {{block with no terminator, has }}
  %0 = arith.addi %a, %a : i32
}

// -----

func.func @terminator_in_middle() {
  // expected-error @+1 {{'func.return' op must be the last operation in the parent block}}
  return
  return
}

// -----

func.func @dominance(%a: i32) -> i32 {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %a : i32
  // expected-note @+1 {{operand defined here}}
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}

// -----

func.func @dominance_across_blocks(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here}}
  %x = arith.constant 1 : i32
  cf.br ^bb2
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  return %x : i32
}

// -----

func.func @branch_operand_count(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @branch_operand_type(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%b: i64):
  return
}

// -----

module {
  func.func @call_missing() {
    // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
    call @missing() : () -> ()
    return
  }
}

// -----

func.func @return_count(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@return_count) returns 2}}
  return %a : i32
}

// -----

func.func private @callee(i32) -> i32
func.func @call_types(%a: i64) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @callee(%a) : (i64) -> i32
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_decl(i32)

// -----

// expected-note @+1 {{prior use here}}
func.func @cond_br_type(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %a, ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_count(%f: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.switch %f : i32, [
    default: ^bb1(%f : i32),
    5: ^bb1
  ]
^bb1(%x: i32):
  return
}

// -----

// expected-note @+1 {{previously defined here}}
%c0 = arith.constant 0 : index
func.func @redefined_across_isolation() -> index {
  // expected-error @+1 {{redefinition of SSA value '%c0'}}
  %c0 = arith.constant 1 : index
  return %c0 : index
}

// -----

%outer = arith.constant 0 : index
// expected-note @+1 {{required by region isolation constraints}}
func.func @use_across_isolation() -> index {
  // expected-error @+1 {{using value defined outside the region}}
  return %outer : index
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo = 1} {
}
