// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// Canonicalization around func ops, as `mlir-opt-22 --canonicalize` does it: an indirect call
// of a func.constant is a direct call; func.constant is a pure constant (unused ones go, equal
// ones are one).

func.func private @f(i32) -> i32

// CHECK-LABEL: func.func @indirect(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-NEXT: %[[X:.*]] = call @f(%[[A]]) : (i32) -> i32
// CHECK-NEXT: %[[Y:.*]] = call @f(%[[X]]) : (i32) -> i32
// CHECK-NEXT: return %[[Y]] : i32
func.func @indirect(%a: i32) -> i32 {
  %g = func.constant @f : (i32) -> i32
  %x = func.call_indirect %g(%a) : (i32) -> i32
  %h = func.constant @f : (i32) -> i32
  %y = func.call_indirect %h(%x) : (i32) -> i32
  return %y : i32
}

// Constants stay when used otherwise, once.
// CHECK-LABEL: func.func @kept(
// CHECK-NEXT: %[[G:.*]] = constant @f : (i32) -> i32
// CHECK-NEXT: return %[[G]], %[[G]]
func.func @kept() -> ((i32) -> i32, (i32) -> i32) {
  %g = func.constant @f : (i32) -> i32
  %h = func.constant @f : (i32) -> i32
  return %g, %h : (i32) -> i32, (i32) -> i32
}

// An indirect call of an argument stays.
// CHECK-LABEL: func.func @unknown(
// CHECK-SAME: %[[F:.*]]: (i32) -> i32, %[[A:.*]]: i32)
// CHECK-NEXT: %[[X:.*]] = call_indirect %[[F]](%[[A]])
func.func @unknown(%f: (i32) -> i32, %a: i32) -> i32 {
  %x = func.call_indirect %f(%a) : (i32) -> i32
  return %x : i32
}
