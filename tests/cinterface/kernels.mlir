// C programs call _mlir_ciface_ wrappers of llvm.emit_c_interface functions: scalars of every
// type, ranked memrefs of rank 0-4 (static, dynamic, strided with an offset), unranked
// memrefs, several results, a returned buffer released with mlirc_free. The archive holds the
// kernels and the runtime, so `cc main.c lib.a -lm` links with nothing else; host and aarch64.
// f16 and bf16 are _Float16 and __bf16 in C: Clang compiles the caller (GCC 12 has no __bf16 on
// x86-64, and no arithmetic on it on AArch64).
// RUN: mlirc %s --emit=lib -o %t.a
// RUN: clang-22 -std=c11 -Wall -Wextra -Werror -o %t %S/Inputs/kernels_main.c %t.a -lm
// RUN: %t | FileCheck %S/Inputs/kernels_main.c
// RUN: valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect %t > /dev/null
// RUN: mlirc %s --target=aarch64-unknown-linux-gnu --emit=lib -o %t.arm.a
// RUN: clang-22 --target=aarch64-linux-gnu -std=c11 -Wall -Wextra -Werror -o %t.arm %S/Inputs/kernels_main.c %t.arm.a -lm
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm | FileCheck %S/Inputs/kernels_main.c

func.func @add_i8(%a: i8, %b: i8) -> i8 attributes {llvm.emit_c_interface} {
  %r = arith.addi %a, %b : i8
  return %r : i8
}
func.func @add_i16(%a: i16, %b: i16) -> i16 attributes {llvm.emit_c_interface} {
  %r = arith.addi %a, %b : i16
  return %r : i16
}
func.func @add_i32(%a: i32, %b: i32) -> i32 attributes {llvm.emit_c_interface} {
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @add_i64(%a: i64, %b: i64) -> i64 attributes {llvm.emit_c_interface} {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @add_index(%a: index, %b: index) -> index attributes {llvm.emit_c_interface} {
  %r = arith.addi %a, %b : index
  return %r : index
}
func.func @and_i1(%a: i1, %b: i1) -> i1 attributes {llvm.emit_c_interface} {
  %r = arith.andi %a, %b : i1
  return %r : i1
}
func.func @div_f32(%a: f32, %b: f32) -> f32 attributes {llvm.emit_c_interface} {
  %r = arith.divf %a, %b : f32
  return %r : f32
}
func.func @div_f64(%a: f64, %b: f64) -> f64 attributes {llvm.emit_c_interface} {
  %r = arith.divf %a, %b : f64
  return %r : f64
}
func.func @add_f16(%a: f16, %b: f16) -> f16 attributes {llvm.emit_c_interface} {
  %r = arith.addf %a, %b : f16
  return %r : f16
}
func.func @mul_bf16(%a: bf16, %b: bf16) -> bf16 attributes {llvm.emit_c_interface} {
  %r = arith.mulf %a, %b : bf16
  return %r : bf16
}

func.func @get0(%m: memref<f32>) -> f32 attributes {llvm.emit_c_interface} {
  %v = memref.load %m[] : memref<f32>
  return %v : f32
}

func.func @sum1(%m: memref<?xf32>) -> f32 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0.0 : f32
  %n = memref.dim %m, %c0 : memref<?xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %b = arith.addf %a, %v : f32
    scf.yield %b : f32
  }
  return %s : f32
}

// Weighted sum over a static 3x4 buffer: sum of m[i][j] * (10 * i + j).
func.func @wsum2(%m: memref<3x4xf64>) -> f64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0.0 : f64
  %s = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %z) -> (f64) {
    %t = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (f64) {
      %v = memref.load %m[%i, %j] : memref<3x4xf64>
      %k = arith.muli %i, %c10 : index
      %w = arith.addi %k, %j : index
      %wi = arith.index_cast %w : index to i64
      %wf = arith.sitofp %wi : i64 to f64
      %p = arith.mulf %v, %wf : f64
      %q = arith.addf %b, %p : f64
      scf.yield %q : f64
    }
    scf.yield %t : f64
  }
  return %s : f64
}

// Sum of a 2x?x3 i32 buffer, widened to i64.
func.func @sum3(%m: memref<2x?x3xi32>) -> i64 attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %m, %c1 : memref<2x?x3xi32>
  %z = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %z) -> (i64) {
    %t = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> (i64) {
      %u = scf.for %k = %c0 to %c3 step %c1 iter_args(%c = %b) -> (i64) {
        %v = memref.load %m[%i, %j, %k] : memref<2x?x3xi32>
        %w = arith.extsi %v : i32 to i64
        %d = arith.addi %c, %w : i64
        scf.yield %d : i64
      }
      scf.yield %u : i64
    }
    scf.yield %t : i64
  }
  return %s : i64
}

// Count of elements and sum over a strided 4-d view with an offset.
func.func @sum4(%m: memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>) -> (f32, index) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %d0 = memref.dim %m, %c0 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  %d1 = memref.dim %m, %c1 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  %d2 = memref.dim %m, %c2 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  %d3 = memref.dim %m, %c3 : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
  %z = arith.constant 0.0 : f32
  %r:2 = scf.for %a = %c0 to %d0 step %c1 iter_args(%s0 = %z, %n0 = %c0) -> (f32, index) {
    %q:2 = scf.for %b = %c0 to %d1 step %c1 iter_args(%s1 = %s0, %n1 = %n0) -> (f32, index) {
      %p:2 = scf.for %c = %c0 to %d2 step %c1 iter_args(%s2 = %s1, %n2 = %n1) -> (f32, index) {
        %o:2 = scf.for %d = %c0 to %d3 step %c1 iter_args(%s3 = %s2, %n3 = %n2) -> (f32, index) {
          %v = memref.load %m[%a, %b, %c, %d] : memref<?x?x?x?xf32, strided<[?, ?, ?, ?], offset: ?>>
          %s4 = arith.addf %s3, %v : f32
          %n4 = arith.addi %n3, %c1 : index
          scf.yield %s4, %n4 : f32, index
        }
        scf.yield %o#0, %o#1 : f32, index
      }
      scf.yield %p#0, %p#1 : f32, index
    }
    scf.yield %q#0, %q#1 : f32, index
  }
  return %r#0, %r#1 : f32, index
}

// Scales a strided 2-d view in place.
func.func @scale(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %k: f32) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.dim %m, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c = memref.dim %m, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  scf.for %i = %c0 to %r step %c1 {
    scf.for %j = %c0 to %c step %c1 {
      %v = memref.load %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
      %w = arith.mulf %v, %k : f32
      memref.store %w, %m[%i, %j] : memref<?x?xf32, strided<[?, ?], offset: ?>>
    }
  }
  return
}

// Rank and first dimension of an unranked memref.
func.func @describe(%m: memref<*xf32>) -> (index, index) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %r = memref.rank %m : memref<*xf32>
  %d = memref.dim %m, %c0 : memref<*xf32>
  return %r, %d : index, index
}

// Minimum, maximum and the position of the maximum.
func.func @minmax(%m: memref<?xi32>) -> (i32, i32, index) attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi32>
  %f = memref.load %m[%c0] : memref<?xi32>
  %r:3 = scf.for %i = %c1 to %n step %c1 iter_args(%lo = %f, %hi = %f, %at = %c0) -> (i32, i32, index) {
    %v = memref.load %m[%i] : memref<?xi32>
    %l = arith.minsi %lo, %v : i32
    %g = arith.cmpi sgt, %v, %hi : i32
    %h = arith.select %g, %v, %hi : i32
    %a = arith.select %g, %i, %at : index
    scf.yield %l, %h, %a : i32, i32, index
  }
  return %r#0, %r#1, %r#2 : i32, i32, index
}

// A fresh buffer the caller owns (released with mlirc_free).
func.func @iota(%n: index) -> memref<?xi64> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %v = arith.index_cast %i : index to i64
    %w = arith.muli %v, %v : i64
    memref.store %w, %m[%i] : memref<?xi64>
  }
  return %m : memref<?xi64>
}
