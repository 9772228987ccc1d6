// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' --split-input-file | FileCheck %s
// RUN: mlirc %s --pass-pipeline='builtin.module(convert-scf-to-cf,canonicalize)' --split-input-file \
// RUN:   | FileCheck %s --check-prefix=CFG
// Canonicalization of cf ops, compared with `mlir-opt-22 --canonicalize` on the same input
// (SSA names differ; the structure is the same unless a comment says otherwise).

func.func private @use(i32)
func.func private @use_i1(i1)

// A branch to a block with no other predecessor merges the blocks.
// CHECK-LABEL: func.func @merge(
// CHECK-SAME: %[[A:.*]]: i32)
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: return %[[A]] : i32
func.func @merge(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  call @use(%x) : (i32) -> ()
  return %x : i32
}

// A block with other predecessors is not merged; the loop header stays (its argument, the
// same value on entry and around the loop, becomes that value: upstream keeps it).
// CHECK-LABEL: func.func @no_merge_two_preds(
// CHECK-SAME: %[[A:[a-z0-9]*]]: i32
// CHECK: cf.br ^[[H:[a-z0-9]*]]
// CHECK: ^[[H]]:
// CHECK: call @use(%[[A]])
// CHECK: cf.cond_br %{{.*}}, ^[[H]], ^[[E:.*]]
// CHECK: ^[[E]]:
// CHECK-NEXT: return
func.func @no_merge_two_preds(%a: i32, %c: i1) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  call @use(%x) : (i32) -> ()
  cf.cond_br %c, ^bb1(%x : i32), ^bb2
^bb2:
  return
}

// Blocks that only branch on are skipped; two edges into one block with different operands
// become an arith.select.
// CHECK-LABEL: func.func @pass_through(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[A]], %[[B]] : i32
// CHECK-NEXT: call @use(%[[S]])
// CHECK-NEXT: return
func.func @pass_through(%c: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%y: i32):
  cf.br ^bb3(%y : i32)
^bb2:
  cf.br ^bb3(%b : i32)
^bb3(%x: i32):
  call @use(%x) : (i32) -> ()
  return
}

// An unconditional branch into a block that only branches on goes straight to its target
// (the loop header here has other predecessors, so nothing merges).
// CHECK-LABEL: func.func @pass_through_br(
// CHECK-SAME: %[[C:.*]]: i1, %[[D:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: cf.cond_br %[[C]], ^[[B1:.*]], ^[[B2:.*]]
// CHECK: ^[[B1]]:
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: cf.br ^[[L:.*]]
// CHECK: ^[[B2]]:
// CHECK-NEXT: call @use(%[[B]])
// CHECK-NEXT: cf.br ^[[L]]
// CHECK: ^[[L]]:
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: cf.cond_br %[[D]], ^[[L]], ^
func.func @pass_through_br(%c: i1, %d: i1, %a: i32, %b: i32) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  call @use(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  call @use(%b) : (i32) -> ()
  cf.br ^bb3
^bb3:
  cf.br ^bb4
^bb4:
  call @use(%a) : (i32) -> ()
  cf.cond_br %d, ^bb4, ^bb5
^bb5:
  return
}

// A pass-through block whose argument is used elsewhere is not skipped. Its argument receives
// one value from its only predecessor, so it becomes that value (upstream keeps the argument).
// CHECK-LABEL: func.func @no_pass_through_used_arg(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32)
// CHECK: cf.cond_br %{{.*}}, ^[[B1:.*]], ^[[B2:.*]]
// CHECK: ^[[B1]]:
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: cf.br ^[[B2]]
func.func @no_pass_through_used_arg(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%y: i32):
  call @use(%y) : (i32) -> ()
  cf.br ^bb2
^bb2:
  return
}

// A pass-through into a cycle of unconditional branches is left alone (it would never end).
// CHECK-LABEL: func.func @no_pass_through_cycle(
// CHECK: cf.cond_br %{{.*}}, ^[[B1:.*]], ^[[B3:.*]]
// CHECK: ^[[B1]]:
// CHECK-NEXT: cf.br ^[[B2:.*]]
// CHECK: ^[[B2]]:
// CHECK-NEXT: cf.br ^[[B2]]
// CHECK: ^[[B3]]:
// CHECK-NEXT: return
func.func @no_pass_through_cycle(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb4
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.br ^bb2
^bb4:
  return
}

// -----

// A constant condition picks a side; the other block becomes unreachable and goes.
// CHECK-LABEL: func.func @const_cond(
// CHECK-SAME: %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: return %[[B]] : i32
func.func @const_cond(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  return %x : i32
^bb2(%y: i32):
  return %y : i32
}

// Identical successors with identical operands: an unconditional branch.
// CHECK-LABEL: func.func @same_successor(
// CHECK-SAME: %{{.*}}: i1, %[[A:.*]]: i32)
// CHECK-NEXT: return %[[A]] : i32
func.func @same_successor(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  return %x : i32
}

// Different operands into a block with another predecessor: no select.
// CHECK-LABEL: func.func @no_select_other_pred(
// CHECK: cf.cond_br %{{.*}}, ^[[B:.*]](%{{.*}} : i32), ^[[B]](%{{.*}} : i32)
func.func @no_select_other_pred(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %d, ^bb1, ^bb2(%a : i32)
^bb1:
  call @use(%a) : (i32) -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32)
^bb2(%x: i32):
  return %x : i32
}

func.func private @use(i32)

// -----

func.func private @use_i1(i1)

// The condition is known in each successor only it reaches; a cond_br on the same condition
// there takes the side the first one implies.
// CHECK-LABEL: func.func @same_condition(
// CHECK-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: cf.cond_br %[[C]], ^[[B1:.*]], ^[[B2:.*]](%[[B]] : i32)
// CHECK: ^[[B1]]:
// CHECK-NEXT: call @use_i1(%[[T]])
// CHECK-NEXT: cf.br ^[[B2]](%[[A]] : i32)
// CHECK: ^[[B2]](%[[X:.*]]: i32):
// CHECK-NEXT: return %[[X]] : i32
func.func @same_condition(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%b : i32)
^bb1:
  call @use_i1(%c) : (i1) -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb3
^bb2(%x: i32):
  return %x : i32
^bb3:
  call @use_i1(%c) : (i1) -> ()
  return %b : i32
}

// CHECK-LABEL: func.func @truth(
// CHECK-SAME: %[[C:.*]]: i1)
// CHECK-DAG: %[[T:.*]] = arith.constant true
// CHECK-DAG: %[[F:.*]] = arith.constant false
// CHECK: cf.cond_br %[[C]], ^[[B1:.*]], ^[[B2:.*]]
// CHECK: ^[[B1]]:
// CHECK-NEXT: call @use_i1(%[[T]])
// CHECK: ^[[B2]]:
// CHECK-NEXT: call @use_i1(%[[F]])
func.func @truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  call @use_i1(%c) : (i1) -> ()
  return
^bb2:
  call @use_i1(%c) : (i1) -> ()
  return
}

// A successor with two predecessors does not learn the condition.
// CHECK-LABEL: func.func @no_truth_two_preds(
// CHECK-SAME: %[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK: ^{{.*}}:
// CHECK: call @use_i1(%[[C]])
func.func @no_truth_two_preds(%c: i1, %d: i1) {
  cf.cond_br %d, ^bb1, ^bb2
^bb1:
  call @use_i1(%d) : (i1) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  call @use_i1(%c) : (i1) -> ()
  return
^bb3:
  return
}

// -----

func.func private @use(i32)

// CHECK-LABEL: func.func @switch_only_default(
// CHECK-SAME: %{{.*}}: i32, %[[A:.*]]: i32)
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: return
func.func @switch_only_default(%x: i32, %a: i32) {
  cf.switch %x : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%v: i32):
  call @use(%v) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_const(
// CHECK-SAME: %{{.*}}: i32, %[[B:.*]]: i32)
// CHECK-NEXT: call @use(%[[B]])
// CHECK-NEXT: return
func.func @switch_const(%a: i32, %b: i32) {
  %c = arith.constant 42 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32),
    43: ^bb2
  ]
^bb1(%v: i32):
  call @use(%v) : (i32) -> ()
  return
^bb2:
  return
}

// Case values compare in the flag's width: -1 : i8 is the case 255.
// CHECK-LABEL: func.func @switch_const_wide(
// CHECK-NEXT: return
func.func @switch_const_wide(%a: i32) {
  %c = arith.constant -1 : i8
  cf.switch %c : i8, [
    default: ^bb1,
    255: ^bb2
  ]
^bb1:
  call @use(%a) : (i32) -> ()
  return
^bb2:
  return
}

// Cases going where the default goes (same operands) are dropped; edges into pass-through
// blocks skip them.
// CHECK-LABEL: func.func @switch_cases(
// CHECK-SAME: %[[X:.*]]: i32, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: cf.switch %[[X]] : i32, [
// CHECK-NEXT: default: ^[[U:.*]](%[[A]] : i32),
// CHECK-NEXT: 43: ^[[U]](%[[B]] : i32),
// CHECK-NEXT: 44: ^[[R:.*]]
// CHECK-NEXT: ]
func.func @switch_cases(%x: i32, %a: i32, %b: i32) {
  cf.switch %x : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2,
    44: ^bb3
  ]
^bb1(%v: i32):
  call @use(%v) : (i32) -> ()
  return
^bb2:
  cf.br ^bb1(%b : i32)
^bb3:
  return
}

// Behind a switch on the same flag, the value is known (case edge) or some values are
// impossible (default edge).
// CHECK-LABEL: func.func @switch_same_flag(
// CHECK-SAME: %[[X:.*]]: i32, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK: cf.switch %[[X]] : i32, [
// CHECK-NEXT: default: ^[[D:.*]],
// CHECK-NEXT: 42: ^[[C:.*]]
// CHECK-NEXT: ]
// CHECK: ^[[D]]:
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: cf.switch %[[X]] : i32, [
// CHECK-NEXT: default: ^{{.*}},
// CHECK-NEXT: 43: ^{{.*}}
// CHECK-NEXT: ]
// CHECK: ^[[C]]:
// CHECK-NEXT: call @use(%[[B]])
// CHECK-NEXT: call @use(%[[A]])
// CHECK-NEXT: return
func.func @switch_same_flag(%x: i32, %a: i32, %b: i32) {
  cf.switch %x : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  call @use(%a) : (i32) -> ()
  cf.switch %x : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  call @use(%b) : (i32) -> ()
  cf.switch %x : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb3:
  call @use(%x) : (i32) -> ()
  return
^bb4:
  call @use(%a) : (i32) -> ()
  return
^bb5:
  call @use(%b) : (i32) -> ()
  return
}

// -----

// A true assertion goes; an unknown one stays (it writes: it may end the program).
// CHECK-LABEL: func.func @assert(
// CHECK-SAME: %[[C:.*]]: i1)
// CHECK-NEXT: cf.assert %[[C]], "maybe"
// CHECK-NEXT: return
func.func @assert(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "always"
  cf.assert %c, "maybe"
  return
}

// -----

func.func private @use(i32)

// After convert-scf-to-cf, canonicalize leaves no pass-through blocks: the loop is a header
// block, a body ending in the back edge, and the exit; the scf.if's join has two
// predecessors and nothing else branches on.
// CFG-LABEL: func.func @loop_if(
// CFG-SAME: %[[N:.*]]: index, %[[A:.*]]: i32)
// CFG: cf.br ^[[H:.*]](%{{.*}}, %[[A]] : index, i32)
// CFG: ^[[H]](%[[I:.*]]: index, %[[X:.*]]: i32):
// CFG-NEXT: %[[C:.*]] = arith.cmpi slt, %[[I]], %[[N]] : index
// CFG-NEXT: cf.cond_br %[[C]], ^[[BODY:.*]], ^[[EXIT:.*]]
// CFG: ^[[BODY]]:
// CFG-NEXT: %[[C2:.*]] = arith.cmpi slt, %[[I]], %{{.*}} : index
// CFG-NEXT: cf.cond_br %[[C2]], ^[[T:.*]], ^[[E:.*]]
// CFG: ^[[T]]:
// CFG-NEXT: call @use(%[[X]])
// CFG-NEXT: cf.br ^[[J:.*]](%[[X]] : i32)
// CFG: ^[[E]]:
// CFG-NEXT: %[[Y:.*]] = arith.addi %[[X]], %[[X]] : i32
// CFG-NEXT: cf.br ^[[J]](%[[Y]] : i32)
// CFG: ^[[J]](%[[Z:.*]]: i32):
// CFG-NEXT: %[[I2:.*]] = arith.addi %[[I]], %{{.*}} : index
// CFG-NEXT: cf.br ^[[H]](%[[I2]], %[[Z]] : index, i32)
// CFG: ^[[EXIT]]:
// CFG-NEXT: return %[[X]] : i32
func.func @loop_if(%n: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %a) -> i32 {
    %c = arith.cmpi slt, %i, %c1 : index
    %y = scf.if %c -> i32 {
      func.call @use(%x) : (i32) -> ()
      scf.yield %x : i32
    } else {
      %z = arith.addi %x, %x : i32
      scf.yield %z : i32
    }
    scf.yield %y : i32
  }
  return %r : i32
}

// An scf.if without else: the then block falls into the join, which merges with nothing.
// CFG-LABEL: func.func @if_no_else(
// CFG-SAME: %[[C:.*]]: i1, %[[A:.*]]: i32)
// CFG-NEXT: cf.cond_br %[[C]], ^[[T:.*]], ^[[J:.*]]
// CFG: ^[[T]]:
// CFG-NEXT: call @use(%[[A]])
// CFG-NEXT: cf.br ^[[J]]
// CFG: ^[[J]]:
// CFG-NEXT: call @use(%[[A]])
// CFG-NEXT: return
func.func @if_no_else(%c: i1, %a: i32) {
  scf.if %c {
    func.call @use(%a) : (i32) -> ()
  }
  func.call @use(%a) : (i32) -> ()
  return
}

// Nested loops: each inner block has real work; no block only branches on.
// CFG-LABEL: func.func @nest(
// CFG: ^[[H1:.*]](%[[I:.*]]: index):
// CFG: cf.cond_br %{{.*}}, ^[[H2:.*]](%{{.*}} : index), ^[[EXIT:.*]]
// CFG: ^[[H2]](%[[J:.*]]: index):
// CFG: cf.cond_br %{{.*}}, ^[[B:.*]], ^[[L:.*]]
// CFG: ^[[B]]:
// CFG-NEXT: call @use(
// CFG-NEXT: arith.addi %[[J]]
// CFG-NEXT: cf.br ^[[H2]]
// CFG: ^[[L]]:
// CFG-NEXT: arith.addi %[[I]]
// CFG-NEXT: cf.br ^[[H1]]
// CFG: ^[[EXIT]]:
// CFG-NEXT: return
func.func @nest(%n: index, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      func.call @use(%a) : (i32) -> ()
    }
  }
  return
}

// -----

// A loop-carried argument that receives the same value on entry and around the loop is that
// value (upstream keeps it): here the flag of a loop, and the block after the loop.
// CHECK-LABEL: func.func @invariant_arg(
// CHECK: %[[T:.*]] = arith.constant true
// CHECK: cf.br ^[[H:.*]](%{{.*}} : index)
// CHECK: ^[[H]](%{{.*}}: index):
// CHECK: cf.cond_br %{{.*}}, ^{{.*}}, ^[[X:[a-z0-9]*]]
// CHECK: ^[[X]]:
// CHECK-NEXT: return %[[T]] : i1
func.func @invariant_arg(%n: index) -> i1 {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^bb1(%c0, %t : index, i1)
^bb1(%i: index, %f: i1):
  %lt = arith.cmpi slt, %i, %n : index
  cf.cond_br %lt, ^bb2(%f : i1), ^bb3(%f : i1)
^bb2(%g: i1):
  %j = arith.addi %i, %c1 : index
  cf.br ^bb1(%j, %g : index, i1)
^bb3(%h: i1):
  return %h : i1
}
