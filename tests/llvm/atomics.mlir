// Atomic read-modify-writes upstream's pipeline cannot lower (so no differential test):
// atomic_rmw muli/mulf (compare-and-swap loops) and generic_atomic_rmw on floats.
// RUN: mlirc %s -o %t && %t | FileCheck %s
// RUN: mlirc %s -O0 -o %t0 && %t0 | FileCheck %s
func.func private @printI64(i64)
func.func private @printF64(f64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = memref.alloca() : memref<2xi32>
  %three = arith.constant 3 : i32
  memref.store %three, %i[%c0] : memref<2xi32>
  %m5 = arith.constant -5 : i32
  %old = memref.atomic_rmw muli %m5, %i[%c0] : (i32, memref<2xi32>) -> i32
  %new = memref.load %i[%c0] : memref<2xi32>
  %o64 = arith.extsi %old : i32 to i64
  %n64 = arith.extsi %new : i32 to i64
  // CHECK: 3
  call @printI64(%o64) : (i64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: -15
  call @printI64(%n64) : (i64) -> ()
  call @printNewline() : () -> ()
  %f = memref.alloca() : memref<2xf32>
  %two = arith.constant 2.0 : f32
  %onehalf = arith.constant 1.5 : f32
  memref.store %two, %f[%c0] : memref<2xf32>
  memref.store %onehalf, %f[%c1] : memref<2xf32>
  %k = arith.constant 2.5 : f32
  %fold = memref.atomic_rmw mulf %k, %f[%c0] : (f32, memref<2xf32>) -> f32
  %fnew = memref.load %f[%c0] : memref<2xf32>
  %g = memref.generic_atomic_rmw %f[%c1] : memref<2xf32> {
  ^bb0(%cur: f32):
    %h = arith.constant 0.5 : f32
    %d = arith.subf %cur, %h : f32
    memref.atomic_yield %d : f32
  }
  %gnew = memref.load %f[%c1] : memref<2xf32>
  %a = arith.extf %fold : f32 to f64
  %b = arith.extf %fnew : f32 to f64
  %c = arith.extf %g : f32 to f64
  %e = arith.extf %gnew : f32 to f64
  // CHECK-NEXT: 2
  call @printF64(%a) : (f64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 5
  call @printF64(%b) : (f64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 1.5
  call @printF64(%c) : (f64) -> ()
  call @printNewline() : () -> ()
  // CHECK-NEXT: 1
  call @printF64(%e) : (f64) -> ()
  call @printNewline() : () -> ()
  return
}
