// Where mlirc's buffer-hoisting differs from upstream's: an allocation under a condition in a
// loop body moves to the loop body (upstream's leaves it in place), so that
// buffer-loop-hoisting can then take it out of the loop; an allocation the function
// deallocates itself, or that may reach a dealloc, stays (upstream's moves it, and a path that
// skips the dealloc would leak it); nothing moves in irreducible control flow.
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(buffer-hoisting))' | FileCheck %s
// RUN: mlirc %s --split-input-file --pass-pipeline='builtin.module(func.func(buffer-hoisting,buffer-loop-hoisting))' | FileCheck %s --check-prefix=LOOP

func.func private @use(memref<2xf32>)

// Out of an scf.if in a loop body, but not out of the loop (buffer-loop-hoisting's job, which
// then takes it out); an alloca does not move.
// CHECK-LABEL: func.func @if_in_loop(
// CHECK: scf.for
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.alloca() : memref<2xf32>
// LOOP-LABEL: func.func @if_in_loop(
// LOOP: memref.alloc() : memref<2xf32>
// LOOP-NEXT: scf.for
func.func @if_in_loop(%c: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %s = memref.alloca() : memref<2xf32>
      %a = memref.alloc() : memref<2xf32>
      func.call @use(%a) : (memref<2xf32>) -> ()
      func.call @use(%s) : (memref<2xf32>) -> ()
    }
  }
  return
}

// -----

func.func private @use(memref<2xf32>)

// Deallocated in the branch by the program: stays.
// CHECK-LABEL: func.func @own_dealloc(
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.alloc() : memref<2xf32>
// CHECK-NEXT: func.call @use
// CHECK-NEXT: memref.dealloc
func.func @own_dealloc(%c: i1) {
  scf.if %c {
    %a = memref.alloc() : memref<2xf32>
    func.call @use(%a) : (memref<2xf32>) -> ()
    memref.dealloc %a : memref<2xf32>
  }
  return
}

// In a function with deallocs, one passed on by a branch may reach one: stays; one only used
// in place moves.
// CHECK-LABEL: func.func @may_reach_dealloc(
// CHECK-NEXT: %[[B:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.cond_br
// CHECK: ^bb2:
// CHECK-NEXT: %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: cf.br ^bb3(%[[A]] : memref<2xf32>)
func.func @may_reach_dealloc(%c: i1, %x: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc() : memref<2xf32>
  func.call @use(%b) : (memref<2xf32>) -> ()
  cf.br ^bb3(%x : memref<2xf32>)
^bb2:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%r: memref<2xf32>):
  memref.dealloc %r : memref<2xf32>
  return
}

// -----

func.func private @use(memref<2xf32>)

// Irreducible control flow (a cycle entered at ^bb1 and at ^bb2): nothing moves.
// CHECK-LABEL: func.func @irreducible(
// CHECK-NEXT: cf.cond_br
// CHECK: ^bb1:
// CHECK: ^bb2:
// CHECK-NEXT: memref.alloc() : memref<2xf32>
func.func @irreducible(%c: i1, %d: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %d, ^bb2, ^bb3
^bb2:
  %a = memref.alloc() : memref<2xf32>
  func.call @use(%a) : (memref<2xf32>) -> ()
  cf.br ^bb1
^bb3:
  return
}
