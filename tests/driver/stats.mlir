// --stats: per function, the buffers, copies and deallocations in the IR the pipeline leaves,
// and the writes one-shot-bufferize did in place and out of place.
// RUN: mlirc %s -c -o %t.o --stats 2>&1 | FileCheck %s
// RUN: mlirc %s -c -o %t.o 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty
// RUN: mlirc %s -c -o %t.o --stats --max-stack-alloc-bytes=8 2>&1 | FileCheck %s --check-prefix=NOSTACK
// RUN: not mlirc %s -c -o %t.o --max-stack-alloc-bytes=lots 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: invalid value 'lots' in '--max-stack-alloc-bytes=' (a number of bytes)

// CHECK: mlirc: statistics
// CHECK-NEXT: function allocs copies deallocs in-place out-of-place stack
// CHECK-NEXT: @update 1 1 {{[0-9]+}} 0 1 0
// CHECK-NEXT: @fresh 1 0 {{[0-9]+}} 2 0 0
// CHECK-NEXT: @temp 0 0 0 1 0 1
// NOSTACK: @temp 1 0 1 1 0 0
// QUIET-NOT: statistics

// The argument is not writable: the insert copies.
func.func @update(%t: tensor<4xf32>, %x: f32, %i: index) -> tensor<4xf32> {
  %r = tensor.insert %x into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// A new tensor, filled and updated in place.
func.func @fresh(%x: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert %x into %f[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

// A temporary that never leaves the function: promoted to the stack (16 bytes).
func.func @temp(%x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%x : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %v = tensor.extract %f[%c1] : tensor<4xf32>
  return %v : f32
}
