// cf.switch with a case value listed more than once (upstream's verifier accepts it): the
// first matching case wins, as in upstream's canonicalization of a switch on a constant
// (`mlir-opt-22 --canonicalize` folds `cf.switch %c1 [default: ^a, 1: ^b, 1: ^c]` to a
// branch to ^b). LLVM rejects a `switch` with a duplicate case, so upstream's pipeline cannot
// run these programs ("Duplicate integer as switch case"): the CHECK lines are derived by
// hand. Case values are equal when they are at the flag's width (255 and -1 on i8), and
// distinct ones compare at the full width (i64, i128, i256).
// RUN: mlirc %s -o %t && %t | FileCheck %s --match-full-lines
// RUN: mlirc %s -O0 -o %t0 && %t0 | FileCheck %s --match-full-lines
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// 1 twice (to different blocks), 2 twice (to one block with different operands).
func.func @dup32(%v: i32) -> i64 {
  %c20 = arith.constant 20 : i64
  %c21 = arith.constant 21 : i64
  cf.switch %v : i32, [
    default: ^d,
    1: ^one,
    2: ^r(%c20 : i64),
    1: ^d,
    2: ^r(%c21 : i64),
    3: ^r(%c21 : i64)
  ]
^d:
  %c0 = arith.constant 0 : i64
  return %c0 : i64
^one:
  %c10 = arith.constant 10 : i64
  return %c10 : i64
^r(%x: i64):
  return %x : i64
}

// 255 and -1 are the same i8 case; 127 and -129 too.
func.func @dup8(%v: i8) -> i64 {
  cf.switch %v : i8, [
    default: ^d,
    255: ^a,
    -1: ^b,
    -129: ^b,
    127: ^a
  ]
^d:
  %c0 = arith.constant 0 : i64
  return %c0 : i64
^a:
  %c1 = arith.constant 1 : i64
  return %c1 : i64
^b:
  %c2 = arith.constant 2 : i64
  return %c2 : i64
}

// Distinct i64 cases that are equal modulo 2^32, and a duplicate.
func.func @wide64(%v: i64) -> i64 {
  cf.switch %v : i64, [
    default: ^d,
    0: ^a,
    4294967296: ^b,
    -1: ^c,
    4294967295: ^e,
    4294967296: ^a
  ]
^d:
  %c0 = arith.constant 0 : i64
  return %c0 : i64
^a:
  %c1 = arith.constant 1 : i64
  return %c1 : i64
^b:
  %c2 = arith.constant 2 : i64
  return %c2 : i64
^c:
  %c3 = arith.constant 3 : i64
  return %c3 : i64
^e:
  %c4 = arith.constant 4 : i64
  return %c4 : i64
}

// i128 and i256 cases beyond 64 bits (the custom form only takes 64-bit values): 2^64,
// -2^64 - 1, and 0; cases 1, 2, 3.
"func.func"() <{function_type = (i128) -> i64, sym_name = "wide128"}> ({
^bb0(%v: i128):
  "cf.switch"(%v)[^d, ^a, ^b, ^c, ^c] <{case_operand_segments = array<i32: 0, 0, 0, 0>, case_values = dense<[18446744073709551616, -18446744073709551617, 0, 18446744073709551616]> : vector<4xi128>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i128) -> ()
^d:
  %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "func.return"(%c0) : (i64) -> ()
^a:
  %c1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
  "func.return"(%c1) : (i64) -> ()
^b:
  %c2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
  "func.return"(%c2) : (i64) -> ()
^c:
  %c3 = "arith.constant"() <{value = 3 : i64}> : () -> i64
  "func.return"(%c3) : (i64) -> ()
}) : () -> ()

"func.func"() <{function_type = (i256) -> i64, sym_name = "wide256"}> ({
^bb0(%v: i256):
  "cf.switch"(%v)[^d, ^a, ^b, ^c] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[18446744073709551616, -18446744073709551617, 0]> : vector<3xi256>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i256) -> ()
^d:
  %c0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
  "func.return"(%c0) : (i64) -> ()
^a:
  %c1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
  "func.return"(%c1) : (i64) -> ()
^b:
  %c2 = "arith.constant"() <{value = 2 : i64}> : () -> i64
  "func.return"(%c2) : (i64) -> ()
^c:
  %c3 = "arith.constant"() <{value = 3 : i64}> : () -> i64
  "func.return"(%c3) : (i64) -> ()
}) : () -> ()

func.func @main() {
  // CHECK: 0
  // CHECK-NEXT: 10
  // CHECK-NEXT: 20
  // CHECK-NEXT: 21
  // CHECK-NEXT: 0
  %i0 = arith.constant 0 : i32
  %i1 = arith.constant 1 : i32
  %i2 = arith.constant 2 : i32
  %i3 = arith.constant 3 : i32
  %i4 = arith.constant 4 : i32
  %r0 = call @dup32(%i0) : (i32) -> i64
  call @show(%r0) : (i64) -> ()
  %r1 = call @dup32(%i1) : (i32) -> i64
  call @show(%r1) : (i64) -> ()
  %r2 = call @dup32(%i2) : (i32) -> i64
  call @show(%r2) : (i64) -> ()
  %r3 = call @dup32(%i3) : (i32) -> i64
  call @show(%r3) : (i64) -> ()
  %r4 = call @dup32(%i4) : (i32) -> i64
  call @show(%r4) : (i64) -> ()

  // -1 (255) -> ^a; 127 (-129 mod 256) -> ^b; -128, 0 -> default.
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  %b255 = arith.constant -1 : i8
  %b127 = arith.constant 127 : i8
  %b128 = arith.constant -128 : i8
  %b0 = arith.constant 0 : i8
  %s0 = call @dup8(%b255) : (i8) -> i64
  call @show(%s0) : (i64) -> ()
  %s1 = call @dup8(%b127) : (i8) -> i64
  call @show(%s1) : (i64) -> ()
  %s2 = call @dup8(%b128) : (i8) -> i64
  call @show(%s2) : (i64) -> ()
  %s3 = call @dup8(%b0) : (i8) -> i64
  call @show(%s3) : (i64) -> ()

  // 0 -> 1, 2^32 -> 2 (its second listing, to ^a, loses), -1 -> 3, 2^32 - 1 -> 4,
  // 2^32 + 1 -> default.
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: 3
  // CHECK-NEXT: 4
  // CHECK-NEXT: 0
  %l0 = arith.constant 0 : i64
  %l1 = arith.constant 4294967296 : i64
  %l2 = arith.constant -1 : i64
  %l3 = arith.constant 4294967295 : i64
  %l4 = arith.constant 4294967297 : i64
  %w0 = call @wide64(%l0) : (i64) -> i64
  call @show(%w0) : (i64) -> ()
  %w1 = call @wide64(%l1) : (i64) -> i64
  call @show(%w1) : (i64) -> ()
  %w2 = call @wide64(%l2) : (i64) -> i64
  call @show(%w2) : (i64) -> ()
  %w3 = call @wide64(%l3) : (i64) -> i64
  call @show(%w3) : (i64) -> ()
  %w4 = call @wide64(%l4) : (i64) -> i64
  call @show(%w4) : (i64) -> ()

  // The flags are built from i64 values (2^64 = 2^32 * 2^32, -2^64 - 1 = -1 - 2^64), so that
  // only cf.switch handles wide constants: 2^64 -> 1, -2^64 - 1 -> 2, 0 -> 3,
  // -1 -> default, for i128 and i256 alike.
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: 3
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: 3
  // CHECK-NEXT: 0
  %q32 = arith.extsi %l1 : i64 to i128
  %q64 = arith.muli %q32, %q32 : i128
  %qm1 = arith.extsi %l2 : i64 to i128
  %qneg = arith.subi %qm1, %q64 : i128
  %q0 = arith.extsi %l0 : i64 to i128
  %x0 = call @wide128(%q64) : (i128) -> i64
  call @show(%x0) : (i64) -> ()
  %x1 = call @wide128(%qneg) : (i128) -> i64
  call @show(%x1) : (i64) -> ()
  %x2 = call @wide128(%q0) : (i128) -> i64
  call @show(%x2) : (i64) -> ()
  %x3 = call @wide128(%qm1) : (i128) -> i64
  call @show(%x3) : (i64) -> ()
  %o64 = arith.extsi %q64 : i128 to i256
  %oneg = arith.extsi %qneg : i128 to i256
  %o0 = arith.extsi %q0 : i128 to i256
  %om1 = arith.extsi %qm1 : i128 to i256
  %y0 = call @wide256(%o64) : (i256) -> i64
  call @show(%y0) : (i64) -> ()
  %y1 = call @wide256(%oneg) : (i256) -> i64
  call @show(%y1) : (i64) -> ()
  %y2 = call @wide256(%o0) : (i256) -> i64
  call @show(%y2) : (i64) -> ()
  %y3 = call @wide256(%om1) : (i256) -> i64
  call @show(%y3) : (i64) -> ()
  return
}
