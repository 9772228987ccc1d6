// gpu-kernel-outlining: known_block_size / known_grid_size when the three sizes are integer
// constants that fit in 32 unsigned bits; none when one is not a constant, or too large (a
// negative index is too large: its 64 bits compare unsigned). 2^32-1 is kept, written as an
// i32 (-1). mlirc's output is upstream's, byte for byte.
// RUN: mlirc %s --pass-pipeline='builtin.module(gpu-kernel-outlining)' --split-input-file > %t.mlirc
// RUN: mlir-opt %s --gpu-kernel-outlining --split-input-file > %t.upstream
// RUN: diff %t.mlirc %t.upstream
// RUN: FileCheck %s < %t.mlirc

// CHECK-LABEL: gpu.module @all_constant_kernel
// CHECK-NEXT: gpu.func @all_constant_kernel() kernel attributes {known_block_size = array<i32: 128, 2, 1>, known_grid_size = array<i32: 16, 8, 4>} {
func.func @all_constant() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c16, %gy = %c8, %gz = %c4)
             threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c2, %sz = %c1) {
    gpu.terminator
  }
  return
}

// -----

// One size not constant: no attribute for that group; the other group keeps its own.
// CHECK-LABEL: gpu.module @partial_kernel
// CHECK-NEXT: gpu.func @partial_kernel() kernel attributes {known_block_size = array<i32: 32, 1, 1>} {
func.func @partial(%n: index) {
  %c1 = arith.constant 1 : index
  %c32 = arith.constant 32 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %n, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c32, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// -----

// Too large (2^32), negative: none. 2^32-1 and 0: kept.
// CHECK-LABEL: gpu.module @large_kernel
// CHECK-NEXT: gpu.func @large_kernel() kernel attributes {known_grid_size = array<i32: -1, 0, 1>} {
// CHECK-LABEL: gpu.module @large_kernel_0
// CHECK-NEXT: gpu.func @large_kernel() kernel {
func.func @large() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cmax = arith.constant 4294967295 : index
  %cbig = arith.constant 4294967296 : index
  %cneg = arith.constant -1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cmax, %gy = %c0, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %cbig, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %cneg, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %cneg) {
    gpu.terminator
  }
  return
}

// -----

// Constants of other constant-like ops count too (index.constant).
// CHECK-LABEL: gpu.module @index_constant_kernel
// CHECK-NEXT: gpu.func @index_constant_kernel() kernel attributes {known_block_size = array<i32: 3, 3, 3>, known_grid_size = array<i32: 3, 3, 3>} {
func.func @index_constant() {
  %c3 = index.constant 3
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c3, %gy = %c3, %gz = %c3)
             threads(%tx, %ty, %tz) in (%sx = %c3, %sy = %c3, %sz = %c3) {
    gpu.terminator
  }
  return
}
