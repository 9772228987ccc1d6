// affine.parallel with a step of 0 or below. Upstream's verifier accepts any constant step
// (mlir-opt-22 parses and verifies `step (0)` and `step (-2)`), but its lower-affine then
// builds an scf.parallel with that step, which does not verify ("constant step operand must
// be positive"), so there is no upstream reference: the CHECK lines are derived by hand.
//
// The iterations of a band are the products of each dimension's `lb + k * step` (k >= 0)
// below `ub`. A dimension with `lb >= ub` is empty, so is the band: zero iterations, the
// results are the reductions' identities. A non-empty dimension of step <= 0 never reaches
// `ub`: when every dimension is non-empty, the band never terminates (its induction variable
// stays at `lb` for step 0, goes lb, lb + step, ... for a negative step).
//
// RUN: mlirc %s -o %t && %t | FileCheck %s --match-full-lines
// RUN: mlirc %s -O0 -o %t0 && %t0 | FileCheck %s --match-full-lines
// The non-terminating bands: their first iterations, then the program is cut short (by
// `head`'s closing the pipe, or by `timeout` if it stops printing).
// RUN: mlirc %s --entry=forever_zero -o %tz && { timeout 60 %tz || true; } | head -n 4 \
// RUN:   | FileCheck %s --match-full-lines --check-prefix=ZERO
// RUN: mlirc %s --entry=forever_negative -o %tn && { timeout 60 %tn || true; } | head -n 8 \
// RUN:   | FileCheck %s --match-full-lines --check-prefix=NEG
func.func private @printI64(i64)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @show_index(%v: index) {
  %i = arith.index_cast %v : index to i64
  call @show(%i) : (i64) -> ()
  return
}

// One dimension of step 0 over [%lb, %ub), with a body that prints and two reductions.
func.func @zero_step(%lb: index, %ub: index) -> (i64, i64) {
  %c7 = arith.constant 7 : i64
  %s, %p = affine.parallel (%i) = (%lb) to (%ub) step (0) reduce ("addi", "muli") -> (i64, i64) {
    func.call @show_index(%i) : (index) -> ()
    affine.yield %c7, %c7 : i64, i64
  }
  return %s, %p : i64, i64
}

// A step 0 dimension from 1, a step 1 dimension from 0 and a step -2 dimension from 5; the
// body prints 100 * %i + 10 * %l + %j.
func.func @mixed(%n: index, %m: index, %k: index) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = affine.parallel (%i, %j, %l) = (1, 0, 5) to (%n, %m, %k) step (0, 1, -2) reduce ("addi") -> i64 {
    %v = affine.apply affine_map<(i, j, l) -> (i * 100 + l * 10 + j)>(%i, %j, %l)
    func.call @show_index(%v) : (index) -> ()
    affine.yield %c1 : i64
  }
  return %r : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c9 = arith.constant 9 : index
  // Empty (lb == ub, lb > ub): no iteration, the results are the identities 0 and 1.
  // CHECK: 0
  // CHECK-NEXT: 1
  %a:2 = call @zero_step(%c3, %c3) : (index, index) -> (i64, i64)
  call @show(%a#0) : (i64) -> ()
  call @show(%a#1) : (i64) -> ()
  // CHECK-NEXT: 0
  // CHECK-NEXT: 1
  %b:2 = call @zero_step(%c5, %c3) : (index, index) -> (i64, i64)
  call @show(%b#0) : (i64) -> ()
  call @show(%b#1) : (i64) -> ()
  // The step 0 and step -2 dimensions are non-empty (1 < 9, 5 < 6), the step 1 one is not
  // (0 >= 0): the band is empty and terminates.
  // CHECK-NEXT: 0
  %m1 = call @mixed(%c9, %c0, %c6) : (index, index, index) -> i64
  call @show(%m1) : (i64) -> ()
  // The step 0 dimension is empty (1 >= 1).
  // CHECK-NEXT: 0
  %m2 = call @mixed(%c1, %c3, %c6) : (index, index, index) -> i64
  call @show(%m2) : (i64) -> ()
  // The step -2 dimension is empty (5 >= 5).
  // CHECK-NEXT: 0
  %m3 = call @mixed(%c9, %c3, %c5) : (index, index, index) -> i64
  call @show(%m3) : (i64) -> ()
  // CHECK-NEXT: 1000000
  %d = arith.constant 1000000 : i64
  call @show(%d) : (i64) -> ()
  return
}

// [2, 3) with step 0: the body runs forever with %i = 2.
// ZERO: 2
// ZERO-NEXT: 2
// ZERO-NEXT: 2
// ZERO-NEXT: 2
func.func @forever_zero() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r:2 = call @zero_step(%c2, %c3) : (index, index) -> (i64, i64)
  %d = arith.constant -1 : i64
  call @show(%d) : (i64) -> ()
  return
}

// %i stays 1 and %l goes 5, 3, 1, -1, ... (all below 6), forever; each time, %j runs over
// [0, 1).
// NEG: 150
// NEG-NEXT: 130
// NEG-NEXT: 110
// NEG-NEXT: 90
// NEG-NEXT: 70
// NEG-NEXT: 50
// NEG-NEXT: 30
// NEG-NEXT: 10
func.func @forever_negative() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %r = call @mixed(%c2, %c1, %c6) : (index, index, index) -> i64
  %d = arith.constant -1 : i64
  call @show(%d) : (i64) -> ()
  return
}
