// --c-interface=all gives every public function a _mlir_ciface_ wrapper (private ones none),
// and external declarations with llvm.emit_c_interface are called through their
// _mlir_ciface_ symbol (here defined by the C program): a memref argument by pointer, several
// results through a first pointer argument, an unranked memref argument.
// RUN: mlirc %s --c-interface=all -c -o %t.o
// RUN: nm %t.o | FileCheck %s --check-prefix=SYMS
// RUN: cc -std=c11 -Wall -Wextra -Werror -o %t %S/Inputs/c_interface_all_main.c %t.o
// RUN: %t | FileCheck %S/Inputs/c_interface_all_main.c
// RUN: mlirc %s --c-interface=all --target=aarch64-unknown-linux-gnu -c -o %t.arm.o
// RUN: aarch64-linux-gnu-gcc -std=c11 -Wall -Wextra -Werror -o %t.arm %S/Inputs/c_interface_all_main.c %t.arm.o
// RUN: qemu-aarch64 -L /usr/aarch64-linux-gnu %t.arm | FileCheck %S/Inputs/c_interface_all_main.c

// SYMS-DAG: U _mlir_ciface_host_fill
// SYMS-DAG: U _mlir_ciface_host_pair
// SYMS-DAG: U _mlir_ciface_host_rank
// SYMS-DAG: T _mlir_ciface_run
// SYMS-DAG: T run
// SYMS-NOT: _mlir_ciface_helper

func.func private @host_fill(memref<?xf32>, f32) attributes {llvm.emit_c_interface}
func.func private @host_pair(i32) -> (i32, i64) attributes {llvm.emit_c_interface}
func.func private @host_rank(memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}

func.func private @helper(%a: f32, %b: f32) -> f32 {
  %r = arith.addf %a, %b : f32
  return %r : f32
}

// Fills a buffer through the host, sums it, and asks the host two more things.
func.func @run(%m: memref<?xf32>, %k: i32) -> (f32, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %start = arith.constant 0.5 : f32
  call @host_fill(%m, %start) : (memref<?xf32>, f32) -> ()
  %n = memref.dim %m, %c0 : memref<?xf32>
  %z = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %b = func.call @helper(%a, %v) : (f32, f32) -> f32
    scf.yield %b : f32
  }
  %p:2 = call @host_pair(%k) : (i32) -> (i32, i64)
  %u = memref.cast %m : memref<?xf32> to memref<*xf32>
  %r = call @host_rank(%u) : (memref<*xf32>) -> i64
  %p0 = arith.extsi %p#0 : i32 to i64
  %t = arith.addi %p0, %p#1 : i64
  %t2 = arith.addi %t, %r : i64
  return %s, %t2 : f32, i64
}
