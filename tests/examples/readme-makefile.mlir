// README's Makefile recipe (between its makefile-recipe markers), run as written: this file is
// k.mlir (a tensor program like torch-mlir's @forward: no llvm.emit_c_interface), and main.c
// calls it through the header. `make` must build and link the program with nothing else.
// RUN: rm -rf %t.dir && mkdir %t.dir && cp %s %t.dir/k.mlir && cp %S/Inputs/readme_main.c %t.dir/main.c
// RUN: sed -n '/^<!-- makefile-recipe -->$/,/^<!-- end makefile-recipe -->$/p' %S/../../README.md | sed '/^<!--/d; /^```/d' > %t.dir/Makefile
// RUN: grep -q -e '--emit-header=k.h' %t.dir/Makefile
// RUN: cd %t.dir && PATH="$(dirname -- "$(realpath -- mlirc )"):$PATH" make -s
// RUN: %t.dir/prog | FileCheck %s

// CHECK: forward: 11 22 33 44
// CHECK-NEXT: scaled: 2 4 6 8

func.func @forward(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %b : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @scale(%m: memref<?xf32>, %s: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %v = memref.load %m[%i] : memref<?xf32>
    %r = arith.mulf %v, %s : f32
    memref.store %r, %m[%i] : memref<?xf32>
  }
  return
}
