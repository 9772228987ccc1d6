// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' --split-input-file | FileCheck %s
// Canonicalization of scf ops, compared with `mlir-opt-22 --canonicalize` on the same input
// (SSA names differ; the structure is the same unless a comment says otherwise). Bodies call
// functions so that they have effects and stay.

func.func private @use(i32)
func.func private @use_i1(i1)
func.func private @use_index(index)
func.func private @get() -> i32

// CHECK-LABEL: func.func @if_true(
// CHECK-SAME: %[[A:.*]]: i32, %{{.*}}: i32)
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: return %[[A]] : i32
func.func @if_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %r = scf.if %t -> i32 {
    func.call @use(%a) : (i32) -> ()
    scf.yield %a : i32
  } else {
    func.call @use(%b) : (i32) -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_false_no_else(
// CHECK-NEXT: return
func.func @if_false_no_else(%a: i32) {
  %f = arith.constant false
  scf.if %f {
    func.call @use(%a) : (i32) -> ()
  }
  return
}

// Both sides yield one value: the result is that value (and the if keeps its effects).
// CHECK-LABEL: func.func @if_same_yield(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: func.call @use(%[[A]])
// CHECK-NEXT: }
// CHECK-NEXT: return %[[A]] : i32
func.func @if_same_yield(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    func.call @use(%a) : (i32) -> ()
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// Unused results go; the bodies stay.
// CHECK-LABEL: func.func @if_unused_result(
// CHECK-NEXT: %[[R:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK-NEXT: %[[X:.*]] = func.call @get()
// CHECK-NEXT: scf.yield %[[X]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[Y:.*]] = func.call @get()
// CHECK-NEXT: scf.yield %[[Y]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: call @use(%[[R]])
func.func @if_unused_result(%c: i1, %a: i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = func.call @get() : () -> i32
    scf.yield %a, %x : i32, i32
  } else {
    %y = func.call @get() : () -> i32
    scf.yield %a, %y : i32, i32
  }
  func.call @use(%r#1) : (i32) -> ()
  return
}

// Unused results whose values are defined inside go too.
// CHECK-LABEL: func.func @if_unused_inside(
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: func.call @get()
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @get()
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @if_unused_inside(%c: i1) {
  %r = scf.if %c -> i32 {
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  } else {
    %y = func.call @get() : () -> i32
    scf.yield %y : i32
  }
  return
}

// Yielding true/false (false/true): the condition (its negation).
// CHECK-LABEL: func.func @if_yield_condition(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: %[[N:.*]] = arith.xori %[[C]], %[[T]] : i1
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: func.call @use(%[[A]])
// CHECK-NEXT: }
// CHECK-NEXT: return %[[C]], %[[N]] : i1, i1
func.func @if_yield_condition(%c: i1, %a: i32) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %r:2 = scf.if %c -> (i1, i1) {
    func.call @use(%a) : (i32) -> ()
    scf.yield %t, %f : i1, i1
  } else {
    scf.yield %f, %t : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

// Values from outside on both sides: an arith.select; an "else" that only yields goes.
// CHECK-LABEL: func.func @if_select(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[A]], %[[B]] : i32
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: func.call @use(%[[A]])
// CHECK-NEXT: }
// CHECK-NEXT: return %[[S]] : i32
func.func @if_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    func.call @use(%a) : (i32) -> ()
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// A value defined inside is not hoisted.
// CHECK-LABEL: func.func @if_no_select(
// CHECK: scf.if %{{.*}} -> (i32) {
// CHECK: scf.yield %{{.*}} : i32
// CHECK-NEXT: } else {
func.func @if_no_select(%c: i1, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// Inside its regions, the condition is known.
// CHECK-LABEL: func.func @if_condition_known(
// CHECK-SAME: %[[C:.*]]: i1)
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK: scf.if %[[C]] {
// CHECK-NEXT: func.call @use_i1(%[[T]])
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @use_i1(%[[F]])
func.func @if_condition_known(%c: i1) {
  scf.if %c {
    func.call @use_i1(%c) : (i1) -> ()
  } else {
    func.call @use_i1(%c) : (i1) -> ()
  }
  return
}

// Consecutive ifs on one condition merge; the second one reads the first one's yields.
// CHECK-LABEL: func.func @combine_ifs(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK-NEXT: %[[R:.*]]:2 = scf.if %[[C]] -> (i32, i32) {
// CHECK-NEXT: %[[X:.*]] = func.call @get()
// CHECK-NEXT: func.call @use(%[[X]])
// CHECK-NEXT: %[[Y:.*]] = func.call @get()
// CHECK-NEXT: scf.yield %[[X]], %[[Y]] : i32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: func.call @use(%[[A]])
// CHECK-NEXT: scf.yield %[[A]], %[[A]] : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]#0, %[[R]]#1 : i32, i32
func.func @combine_ifs(%c: i1, %a: i32) -> (i32, i32) {
  %r = scf.if %c -> i32 {
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %s = scf.if %c -> i32 {
    func.call @use(%r) : (i32) -> ()
    %y = func.call @get() : () -> i32
    scf.yield %y : i32
  } else {
    func.call @use(%r) : (i32) -> ()
    scf.yield %r : i32
  }
  return %r, %s : i32, i32
}

// Ifs on different conditions stay apart.
// CHECK-LABEL: func.func @no_combine_ifs(
// CHECK: scf.if
// CHECK: scf.if
func.func @no_combine_ifs(%c: i1, %d: i1, %a: i32) {
  scf.if %c {
    func.call @use(%a) : (i32) -> ()
  }
  scf.if %d {
    func.call @use(%a) : (i32) -> ()
  }
  return
}

// `if (c xor true)` is `if c` with the regions swapped.
// CHECK-LABEL: func.func @if_not(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK: %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT: func.call @use(%[[A]])
// CHECK-NEXT: scf.yield %[[A]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[X:.*]] = func.call @get()
// CHECK-NEXT: scf.yield %[[X]] : i32
func.func @if_not(%c: i1, %a: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = scf.if %n -> i32 {
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  } else {
    func.call @use(%a) : (i32) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// -----

func.func private @use(i32)
func.func private @use_index(index)
func.func private @get() -> i32
func.func private @step(i32) -> i32

// CHECK-LABEL: func.func @for_zero_trips(
// CHECK-SAME: %[[A:.*]]: i32, %{{.*}}: index)
// CHECK-NEXT: return %[[A]], %[[A]] : i32, i32
func.func @for_zero_trips(%a: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%x = %a) -> i32 {
    %y = func.call @step(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  // The same value as both bounds.
  %s = scf.for %i = %n to %n step %c1 iter_args(%x = %a) -> i32 {
    %y = func.call @step(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r, %s : i32, i32
}

// A step that is not positive counts as no iteration, as upstream has it.
// CHECK-LABEL: func.func @for_negative_step(
// CHECK-SAME: %[[A:.*]]: i32, %{{.*}}: index)
// CHECK-NEXT: return %[[A]] : i32
func.func @for_negative_step(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %r = scf.for %i = %c0 to %n step %cm1 iter_args(%x = %a) -> i32 {
    %y = func.call @step(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// One iteration: the body, inlined, with the lower bound for the induction variable.
// CHECK-LABEL: func.func @for_one_trip(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-NEXT: %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT: call @use_index(%[[C2]])
// CHECK-NEXT: %[[Y:.*]] = call @step(%[[A]])
// CHECK-NEXT: return %[[Y]] : i32
func.func @for_one_trip(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c2 to %c6 step %c5 iter_args(%x = %a) -> i32 {
    func.call @use_index(%i) : (index) -> ()
    %y = func.call @step(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// Unsigned comparison: -3 : i8 is 253, two below -1 (255), so one iteration of step 2.
// CHECK-LABEL: func.func @for_one_trip_unsigned(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-NEXT: %[[Y:.*]] = call @step(%[[A]])
// CHECK-NEXT: return %[[Y]] : i32
func.func @for_one_trip_unsigned(%a: i32) -> i32 {
  %lb = arith.constant -3 : i8
  %ub = arith.constant -1 : i8
  %s = arith.constant 2 : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%x = %a) -> i32 : i8 {
    %y = func.call @step(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// The same bounds compared signed: -3 < -1, also one iteration. Unsigned 0 to -1 (255) is
// 255 iterations: kept.
// CHECK-LABEL: func.func @for_unsigned_many(
// CHECK: scf.for unsigned
func.func @for_unsigned_many(%a: i32) -> i32 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant -1 : i8
  %s = arith.constant 1 : i8
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%x = %a) -> i32 : i8 {
    %y = func.call @step(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// Deliberate difference: upstream subtracts the bounds in i8 (100 - -100 wraps to -56) and
// drops this loop, which runs twice (-100, 27); mlirc counts exactly and keeps it.
// CHECK-LABEL: func.func @for_wrapping_bounds(
// CHECK: scf.for
func.func @for_wrapping_bounds(%a: i32) -> i32 {
  %lb = arith.constant -100 : i8
  %ub = arith.constant 100 : i8
  %s = arith.constant 127 : i8
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> i32 : i8 {
    %y = func.call @step(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// Unknown trip count: nothing happens.
// CHECK-LABEL: func.func @for_unknown(
// CHECK-SAME: %[[A:.*]]: i32, %[[N:.*]]: index)
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[X:.*]] = %[[A]]) -> (i32) {
// CHECK-NEXT: %[[Y:.*]] = func.call @step(%[[X]])
// CHECK-NEXT: scf.yield %[[Y]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : i32
func.func @for_unknown(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
    %y = func.call @step(%x) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// Several iterations of an empty body yielding a value from outside: that value.
// CHECK-LABEL: func.func @for_empty_body(
// CHECK-NEXT: %[[B:.*]] = call @get()
// CHECK-NEXT: return %[[B]] : i32
func.func @for_empty_body(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %b = func.call @get() : () -> i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a) -> i32 {
    scf.yield %b : i32
  }
  return %r : i32
}

// Iteration arguments yielded unchanged, re-yielding their init, or dead go.
// CHECK-LABEL: func.func @for_iter_args(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32, %[[N:.*]]: index)
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[X:.*]] = %[[A]]) -> (i32) {
// CHECK-NEXT: func.call @use(%[[B]])
// CHECK-NEXT: func.call @use(%[[A]])
// CHECK-NEXT: %[[Y:.*]] = func.call @step(%[[X]])
// CHECK-NEXT: %{{.*}} = func.call @get()
// CHECK-NEXT: scf.yield %[[Y]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]], %[[B]], %[[A]] : i32, i32, i32
func.func @for_iter_args(%a: i32, %b: i32, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:4 = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a, %z = %b, %w = %a, %d = %a) -> (i32, i32, i32, i32) {
    func.call @use(%z) : (i32) -> ()
    func.call @use(%w) : (i32) -> ()
    %y = func.call @step(%x) : (i32) -> i32
    %g = func.call @get() : () -> i32
    scf.yield %y, %z, %a, %g : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// -----

func.func private @use(i32)
func.func private @get() -> i32
func.func private @cond(i32) -> i1

// Unused results (with unused "after" arguments) and unused "before" arguments go.
// CHECK-LABEL: func.func @while_unused(
// CHECK-SAME: %[[A:.*]]: i32, %{{.*}}: i32)
// CHECK-NEXT: %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT: %[[C:.*]] = func.call @cond(%[[X]])
// CHECK-NEXT: %{{.*}} = func.call @get()
// CHECK-NEXT: scf.condition(%[[C]]) %[[X]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT: %[[Z:.*]] = func.call @get()
// CHECK-NEXT: scf.yield %[[Z]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: call @use(%[[R]])
func.func @while_unused(%a: i32, %b: i32) {
  %r:2 = scf.while (%x = %a, %u = %b) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%x) : (i32) -> i1
    %v = func.call @get() : () -> i32
    scf.condition(%c) %x, %v : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    %z = func.call @get() : () -> i32
    scf.yield %z, %y : i32, i32
  }
  func.call @use(%r#0) : (i32) -> ()
  return
}

// A value from outside forwarded by scf.condition is used directly; an argument passed
// around unchanged is its init.
// CHECK-LABEL: func.func @while_invariant(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: scf.while (%[[X:.*]] = %[[A]]) : (i32) -> () {
// CHECK-NEXT: func.call @use(%[[B]])
// CHECK-NEXT: %[[C:.*]] = func.call @cond(%[[X]])
// CHECK-NEXT: scf.condition(%[[C]])
// CHECK-NEXT: } do {
// CHECK-NEXT: func.call @use(%[[B]])
// CHECK-NEXT: %[[Z:.*]] = func.call @get()
// CHECK-NEXT: scf.yield %[[Z]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[B]] : i32
func.func @while_invariant(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %u = %b) : (i32, i32) -> (i32, i32) {
    func.call @use(%u) : (i32) -> ()
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %x, %b : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    func.call @use(%w) : (i32) -> ()
    %z = func.call @get() : () -> i32
    scf.yield %z, %b : i32, i32
  }
  return %r#1 : i32
}

// The condition forwarded to "after" is true there; a value forwarded twice is forwarded
// once.
// CHECK-LABEL: func.func @while_truth_dup(
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: %[[R:.*]] = scf.while
// CHECK: scf.condition(%{{.*}}) %{{.*}} : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT: func.call @use_i1(%[[T]])
// CHECK-NEXT: func.call @use(%[[Y]])
// CHECK-NEXT: func.call @use(%[[Y]])
// CHECK: return %[[R]], %[[R]] : i32, i32
func.func private @use_i1(i1)
func.func @while_truth_dup(%a: i32) -> (i32, i32) {
  %r:3 = scf.while (%x = %a) : (i32) -> (i32, i32, i1) {
    %c = func.call @cond(%x) : (i32) -> i1
    %v = func.call @get() : () -> i32
    scf.condition(%c) %v, %v, %c : i32, i32, i1
  } do {
  ^bb0(%y: i32, %z: i32, %k: i1):
    func.call @use_i1(%k) : (i1) -> ()
    func.call @use(%y) : (i32) -> ()
    func.call @use(%z) : (i32) -> ()
    scf.yield %y : i32
  }
  return %r#0, %r#1 : i32, i32
}

// "After" compares what it received with the value the condition compared it to.
// CHECK-LABEL: func.func @while_cmp(
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK: } do {
// CHECK-NEXT: ^bb0(%{{.*}}: i32):
// CHECK-NEXT: func.call @use_i1(%[[T]])
// CHECK-NEXT: func.call @use_i1(%[[F]])
func.func @while_cmp(%a: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %c2 = arith.cmpi slt, %y, %n : i32
    %c3 = arith.cmpi sge, %y, %n : i32
    func.call @use_i1(%c2) : (i1) -> ()
    func.call @use_i1(%c3) : (i1) -> ()
    %z = func.call @get() : () -> i32
    scf.yield %z : i32
  }
  return %r : i32
}

// scf.condition forwarding the "before" arguments in another order: it forwards them in
// their order.
// CHECK-LABEL: func.func @while_align(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[R:.*]]:2 = scf.while (%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]]) : (i32, i32) -> (i32, i32) {
// CHECK: scf.condition(%{{.*}}) %[[X]], %[[Y]] : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[P:.*]]: i32, %[[Q:.*]]: i32):
// CHECK-NEXT: func.call @use(%[[Q]])
// CHECK-NEXT: %[[G:.*]] = func.call @get()
// CHECK-NEXT: scf.yield %[[G]], %[[P]] : i32, i32
// CHECK: return %[[R]]#1, %[[R]]#0 : i32, i32
func.func @while_align(%a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = func.call @cond(%x) : (i32) -> i1
    scf.condition(%c) %y, %x : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    func.call @use(%p) : (i32) -> ()
    %g = func.call @get() : () -> i32
    scf.yield %g, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Deliberate difference: upstream keeps an scf.while whose condition is a constant false;
// mlirc runs its "before" region once in place.
// CHECK-LABEL: func.func @while_false(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: return %[[A]] : i32
func.func @while_false(%a: i32) -> i32 {
  %f = arith.constant false
  %r = scf.while (%x = %a) : (i32) -> i32 {
    func.call @use(%x) : (i32) -> ()
    scf.condition(%f) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = func.call @get() : () -> i32
    scf.yield %z : i32
  }
  return %r : i32
}

// -----

func.func private @use(i32)
func.func private @get() -> i32

// CHECK-LABEL: func.func @execute_region(
// CHECK-NEXT: %[[X:.*]] = call @get()
// CHECK-NEXT: return %[[X]] : i32
func.func @execute_region() -> i32 {
  %r = scf.execute_region -> i32 {
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// Several blocks in a function body: they become blocks of the function.
// CHECK-LABEL: func.func @execute_region_blocks(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK-NEXT: cf.cond_br %[[C]], ^[[B1:.*]], ^[[B2:.*]](%[[A]] : i32)
// CHECK: ^[[B1]]:
// CHECK-NEXT: %[[X:.*]] = call @get()
// CHECK-NEXT: cf.br ^[[B2]](%[[X]] : i32)
// CHECK: ^[[B2]](%[[V:.*]]: i32):
// CHECK-NEXT: return %[[V]] : i32
func.func @execute_region_blocks(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  ^bb2:
    scf.yield %a : i32
  }
  return %r : i32
}

// A single block inside a loop body is inlined there.
// CHECK-LABEL: func.func @execute_region_in_loop(
// CHECK: scf.for
// CHECK-NEXT: %[[X:.*]] = func.call @get()
// CHECK-NEXT: func.call @use(%[[X]])
// CHECK-NEXT: }
func.func @execute_region_in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.execute_region -> i32 {
      %x = func.call @get() : () -> i32
      scf.yield %x : i32
    }
    func.call @use(%r) : (i32) -> ()
  }
  return
}

// Several blocks are not inlined into a loop body (which must stay one block), and nothing
// is with no_inline.
// CHECK-LABEL: func.func @execute_region_kept(
// CHECK: scf.execute_region -> i32 {
// CHECK: scf.execute_region -> i32 no_inline {
func.func @execute_region_kept(%c: i1, %a: i32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %r = scf.execute_region -> i32 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = func.call @get() : () -> i32
      scf.yield %x : i32
    ^bb2:
      scf.yield %a : i32
    }
    func.call @use(%r) : (i32) -> ()
  }
  %s = scf.execute_region -> i32 no_inline {
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  }
  func.call @use(%s) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @index_switch_const(
// CHECK-NEXT: %[[X:.*]] = call @get()
// CHECK-NEXT: return %[[X]] : i32
func.func @index_switch_const(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    func.call @use(%a) : (i32) -> ()
    scf.yield %a : i32
  }
  case 2 {
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// No case matches: the default.
// CHECK-LABEL: func.func @index_switch_default(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: return
func.func @index_switch_default(%a: i32) {
  %c7 = arith.constant 7 : index
  scf.index_switch %c7
  case 1 {
    %x = func.call @get() : () -> i32
    scf.yield
  }
  default {
    func.call @use(%a) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @index_switch_unused(
// CHECK-NEXT: {{^ +}}scf.index_switch %{{[a-z0-9]+}} {{$}}
// CHECK-NEXT: case 1 {
// CHECK-NEXT: func.call @get()
// CHECK-NEXT: scf.yield{{$}}
// CHECK-NEXT: }
func.func @index_switch_unused(%i: index, %a: i32) {
  %r = scf.index_switch %i -> i32
  case 1 {
    %x = func.call @get() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return
}

// -----

func.func private @get() -> i32
func.func private @use_index(index)

// A dimension of one iteration goes; the induction variable is its lower bound.
// CHECK-LABEL: func.func @parallel_one_dim(
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: scf.parallel (%[[J:.*]]) = (%[[C0]]) to (%[[C4]]) step (%[[C1]]) {
// CHECK-NEXT: func.call @use_index(%[[C0]])
// CHECK-NEXT: func.call @use_index(%[[J]])
func.func @parallel_one_dim() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %c4) step (%c1, %c1) {
    func.call @use_index(%i) : (index) -> ()
    func.call @use_index(%j) : (index) -> ()
    scf.reduce
  }
  return
}

// All dimensions of one iteration: the body and the reductions inlined.
// CHECK-LABEL: func.func @parallel_single(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-NEXT: %[[G:.*]] = call @get()
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[G]] : i32
// CHECK-NEXT: return %[[S]] : i32
func.func @parallel_single(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%a) -> i32 {
    %g = func.call @get() : () -> i32
    scf.reduce(%g : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}

// A dimension of no iteration: the inits.
// CHECK-LABEL: func.func @parallel_zero(
// CHECK-SAME: %[[A:.*]]: i32, %{{.*}}: index)
// CHECK-NEXT: return %[[A]] : i32
func.func @parallel_zero(%a: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c1) step (%c1, %c1) init (%a) -> i32 {
    %g = func.call @get() : () -> i32
    scf.reduce(%g : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
