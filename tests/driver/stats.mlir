// --stats: per function, the buffers, copies and deallocations in the IR the pipeline leaves,
// and the writes one-shot-bufferize did in place and out of place.
// RUN: mlirc %s -c -o %t.o --stats 2>&1 | FileCheck %s
// RUN: mlirc %s -c -o %t.o 2>&1 | FileCheck %s --check-prefix=QUIET --allow-empty

// CHECK: mlirc: statistics
// CHECK-NEXT: function allocs copies deallocs in-place out-of-place
// CHECK-NEXT: @update 1 1 {{[0-9]+}} 0 1
// CHECK-NEXT: @fresh 1 0 {{[0-9]+}} 2 0
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
