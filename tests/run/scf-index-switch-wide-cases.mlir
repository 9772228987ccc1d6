// scf.index_switch with case values outside i32: cases compare with the index at its full
// width. Upstream's convert-scf-to-cf switches on the index cast to i32 (case values
// truncated too), so with mlir-opt-22 → mlir-runner-22 `case 4294967296` matches the index 0,
// and two cases equal modulo 2^32 make an LLVM switch with a duplicate case, which LLVM
// rejects: the CHECK lines are derived by hand, not compared with upstream. (The case
// 2^63 - 1 comes first: mlir-opt-22's verifier wrongly reports it as a duplicate anywhere
// else, "has duplicate case value: 9223372036854775807".)
// RUN: mlirc %s -o %t && %t | FileCheck %s --match-full-lines
// RUN: mlirc %s -O0 -o %t0 && %t0 | FileCheck %s --match-full-lines
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sw(%n: index) -> i64 {
  %r = scf.index_switch %n -> i64
  case 9223372036854775807 {
    %c = arith.constant 5 : i64
    scf.yield %c : i64
  }
  case 0 {
    %c = arith.constant 1 : i64
    scf.yield %c : i64
  }
  case 4294967296 {
    %c = arith.constant 2 : i64
    scf.yield %c : i64
  }
  case -1 {
    %c = arith.constant 3 : i64
    scf.yield %c : i64
  }
  case 4294967295 {
    %c = arith.constant 4 : i64
    scf.yield %c : i64
  }
  case -9223372036854775808 {
    %c = arith.constant 6 : i64
    scf.yield %c : i64
  }
  default {
    %c = arith.constant 0 : i64
    scf.yield %c : i64
  }
  return %r : i64
}

// Only a case outside i32 (upstream: it matches 0).
func.func @single(%n: index) -> i64 {
  %r = scf.index_switch %n -> i64
  case 8589934593 {
    %c = arith.constant 7 : i64
    scf.yield %c : i64
  }
  default {
    %c = arith.constant 0 : i64
    scf.yield %c : i64
  }
  return %r : i64
}

func.func @show(%n: index) {
  %r = call @sw(%n) : (index) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @show_single(%n: index) {
  %r = call @single(%n) : (index) -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @main() {
  // CHECK: 1
  // CHECK-NEXT: 2
  // CHECK-NEXT: 3
  // CHECK-NEXT: 4
  // CHECK-NEXT: 5
  // CHECK-NEXT: 6
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  %a = arith.constant 0 : index
  %b = arith.constant 4294967296 : index
  %c = arith.constant -1 : index
  %d = arith.constant 4294967295 : index
  %e = arith.constant 9223372036854775807 : index
  %f = arith.constant -9223372036854775808 : index
  %g = arith.constant 1 : index
  %h = arith.constant 4294967297 : index
  %i = arith.constant 2147483647 : index
  %j = arith.constant -4294967296 : index
  call @show(%a) : (index) -> ()
  call @show(%b) : (index) -> ()
  call @show(%c) : (index) -> ()
  call @show(%d) : (index) -> ()
  call @show(%e) : (index) -> ()
  call @show(%f) : (index) -> ()
  call @show(%g) : (index) -> ()
  call @show(%h) : (index) -> ()
  call @show(%i) : (index) -> ()
  call @show(%j) : (index) -> ()
  // 2^33 + 1 -> 7; 1 and 0 -> default.
  // CHECK-NEXT: 7
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  %k = arith.constant 8589934593 : index
  call @show_single(%k) : (index) -> ()
  call @show_single(%g) : (index) -> ()
  call @show_single(%a) : (index) -> ()
  return
}
