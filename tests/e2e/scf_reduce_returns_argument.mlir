// scf.parallel reductions whose scf.reduce region returns one of its block arguments (the
// accumulated value %l or the new value %r) instead of combining them, and whose reduced
// operand is defined outside the loop; also with zero trips (lb == ub, step == ub). The
// combination of (acc, v) that returns acc keeps the init value; returning v gives the value
// of the last iteration combined, here the same in every iteration. The CHECK lines are
// derived by hand; mlir-opt-22 → mlir-runner-22 computes the same (differential test).
// RUN: mlirc %s -o %t && %t | FileCheck %s --match-full-lines
// RUN: mlirc %s -O0 -o %t0 && %t0 | FileCheck %s --match-full-lines
func.func private @printF32(f32)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @showf(%v: f32) {
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// tests/roundtrip/scf/generic.mlir's loop: zero trips (or, with %m > %n, %m - %n trips of
// step %n), reducing %x itself, returning the accumulator.
func.func @generic(%n: index, %m: index, %x: f32) -> f32 {
  %r = "scf.parallel"(%n, %m, %n, %x) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%x) ({
    ^bb0(%l: f32, %r: f32):
      "scf.reduce.return"(%l) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  return %r : f32
}

// Two reductions over a 2-D loop: the first returns the new value, the second the
// accumulator; the reduced values are an outside value and a value computed inside.
func.func @two(%n: index, %init: i64, %outside: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a, %b = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c2) step (%c1, %c1) init (%init, %init) -> (i64, i64) {
    %k = arith.constant 100 : i64
    scf.reduce(%outside, %k : i64, i64) {
    ^bb0(%l: i64, %r: i64):
      scf.reduce.return %r : i64
    }, {
    ^bb0(%l: i64, %r: i64):
      scf.reduce.return %l : i64
    }
  }
  return %a, %b : i64, i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %x = arith.constant 1.5 : f32
  // Zero trips: the init, 1.5.
  // CHECK: 1.5
  %g0 = call @generic(%c3, %c3, %x) : (index, index, f32) -> f32
  call @showf(%g0) : (f32) -> ()
  // [3, 7) step 3: two trips, each combine returns the accumulator: 1.5.
  // CHECK-NEXT: 1.5
  %g1 = call @generic(%c3, %c7, %x) : (index, index, f32) -> f32
  call @showf(%g1) : (f32) -> ()
  %init = arith.constant -4 : i64
  %out = arith.constant 9 : i64
  // Three by two trips: 9 (the new value), -4 (the init).
  // CHECK-NEXT: 9
  // CHECK-NEXT: -4
  %t:2 = call @two(%c3, %init, %out) : (index, i64, i64) -> (i64, i64)
  call @show(%t#0) : (i64) -> ()
  call @show(%t#1) : (i64) -> ()
  // Zero trips: -4 and -4.
  // CHECK-NEXT: -4
  // CHECK-NEXT: -4
  %z:2 = call @two(%c0, %init, %out) : (index, i64, i64) -> (i64, i64)
  call @show(%z#0) : (i64) -> ()
  call @show(%z#1) : (i64) -> ()
  return
}
