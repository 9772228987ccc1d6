// A 0-D affine.parallel (`() = () to ()`) has exactly one iteration: its body runs once, and
// each reduction combines the reduction's identity with the value yielded by that iteration.
// Upstream's lower-affine builds an scf.parallel without dimensions, which does not verify,
// so there is no upstream reference: the CHECK lines are derived by hand.
// RUN: mlirc %s -o %t && %t | FileCheck %s --match-full-lines
// RUN: mlirc %s -O0 -o %t0 && %t0 | FileCheck %s --match-full-lines
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @show(%v: i64) {
  call @printI64(%v) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

func.func @showf(%v: f32) {
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// The body alone, with side effects: runs once per call.
func.func @once(%m: memref<1xi64>) {
  affine.parallel () = () to () {
    %old = affine.load %m[0] : memref<1xi64>
    %c1 = arith.constant 1 : i64
    %new = arith.addi %old, %c1 : i64
    affine.store %new, %m[0] : memref<1xi64>
    func.call @show(%new) : (i64) -> ()
  }
  return
}

// Reductions: identity combined with the yielded value, once.
// (maxs, mins, xori, ... are not valid affine.parallel reductions: upstream's verifier
// rejects them.)
func.func @reduce(%x: f32, %k: i64) -> (f32, f32, i64, i64, i32) {
  %n = arith.negf %x : f32
  %kk = arith.trunci %k : i64 to i32
  %a, %b, %c, %d, %e = affine.parallel () = () to ()
      reduce ("addf", "mulf", "addi", "muli", "andi") -> (f32, f32, i64, i64, i32) {
    affine.yield %n, %n, %k, %k, %kk : f32, f32, i64, i64, i32
  }
  return %a, %b, %c, %d, %e : f32, f32, i64, i64, i32
}

func.func @main() {
  %m = memref.alloca() : memref<1xi64>
  %z = arith.constant 0 : i64
  %c0 = arith.constant 0 : index
  memref.store %z, %m[%c0] : memref<1xi64>
  // CHECK: 1
  call @once(%m) : (memref<1xi64>) -> ()
  // Inside a 3-trip loop: once per trip.
  // CHECK-NEXT: 2
  // CHECK-NEXT: 3
  // CHECK-NEXT: 4
  affine.for %i = 0 to 3 {
    func.call @once(%m) : (memref<1xi64>) -> ()
  }
  // A 0-D band inside a 0-D band.
  // CHECK-NEXT: 5
  affine.parallel () = () to () {
    affine.parallel () = () to () {
      func.call @once(%m) : (memref<1xi64>) -> ()
    }
  }

  // Both floats yield -0.0: addf: 0.0 + -0.0 is +0.0 (the yielded value alone would print
  // as -0); mulf: 1.0 * -0.0 is -0.0; addi: 0 + -7; muli: 1 * -7; andi: -1 & -7.
  %zero = arith.constant 0.0 : f32
  %m7 = arith.constant -7 : i64
  %r:5 = call @reduce(%zero, %m7) : (f32, i64) -> (f32, f32, i64, i64, i32)
  // CHECK-NEXT: 0
  call @showf(%r#0) : (f32) -> ()
  // CHECK-NEXT: -0
  call @showf(%r#1) : (f32) -> ()
  // CHECK-NEXT: -7
  call @show(%r#2) : (i64) -> ()
  // CHECK-NEXT: -7
  call @show(%r#3) : (i64) -> ()
  %e = arith.extsi %r#4 : i32 to i64
  // CHECK-NEXT: -7
  call @show(%e) : (i64) -> ()

  // -2.5 twice (0.0 + -2.5, 1.0 * -2.5), then 5 three times (0 + 5, 1 * 5, -1 & 5).
  %x = arith.constant 2.5 : f32
  %five = arith.constant 5 : i64
  %s:5 = call @reduce(%x, %five) : (f32, i64) -> (f32, f32, i64, i64, i32)
  // CHECK-NEXT: -2.5
  call @showf(%s#0) : (f32) -> ()
  // CHECK-NEXT: -2.5
  call @showf(%s#1) : (f32) -> ()
  // CHECK-NEXT: 5
  call @show(%s#2) : (i64) -> ()
  // CHECK-NEXT: 5
  call @show(%s#3) : (i64) -> ()
  %e2 = arith.extsi %s#4 : i32 to i64
  // CHECK-NEXT: 5
  call @show(%e2) : (i64) -> ()
  return
}
