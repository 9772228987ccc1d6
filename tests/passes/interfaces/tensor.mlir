// RUN: mlirc %s --pass-pipeline='builtin.module(canonicalize)' | FileCheck %s
// RUN: mlir-opt %s --canonicalize | FileCheck %s
// Traits of the tensor ops seen through canonicalize's dead-op removal, as upstream: the
// value ops are Pure (or NoMemoryEffect: tensor.dim) and go when unused; tensor.generate's
// effects are those of its body (RecursiveMemoryEffects), so it stays when its body writes.

// CHECK-LABEL: func.func @unused_values(
// CHECK-NEXT: return
func.func @unused_values(%t: tensor<8xf32>, %s: tensor<4xf32>, %m: tensor<2x4xf32>, %u: tensor<*xf32>,
                         %sh: tensor<2xi32>, %ix: tensor<2x1xindex>, %g: tensor<2x1x4xf32>, %q: tensor<8x4xf32>,
                         %w: tensor<8xi32>, %i: index, %f: f32) {
  %0 = tensor.empty(%i) : tensor<?xf32>
  %1 = tensor.extract %t[%i] : tensor<8xf32>
  %2 = tensor.insert %f into %t[%i] : tensor<8xf32>
  %3 = tensor.extract_slice %t[%i] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %4 = tensor.insert_slice %s into %t[%i] [4] [1] : tensor<4xf32> into tensor<8xf32>
  %5 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %6 = tensor.dim %u, %i : tensor<*xf32>
  %7 = tensor.rank %u : tensor<*xf32>
  %8 = tensor.from_elements %f, %f : tensor<2xf32>
  %9 = tensor.generate %i {
  ^bb0(%j: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  %10 = tensor.pad %t low[%i] high[1] {
  ^bb0(%j: index):
    tensor.yield %f : f32
  } : tensor<8xf32> to tensor<?xf32>
  %11 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %12 = tensor.collapse_shape %m [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %13 = tensor.reshape %t(%sh) : (tensor<8xf32>, tensor<2xi32>) -> tensor<2x4xf32>
  %14 = tensor.splat %f : tensor<4xf32>
  %15 = tensor.concat dim(0) %s, %s : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
  %16 = tensor.bitcast %w : tensor<8xi32> to tensor<8xf32>
  %17 = tensor.gather %q[%ix] gather_dims([0]) : (tensor<8x4xf32>, tensor<2x1xindex>) -> tensor<2x1x4xf32>
  %18 = tensor.scatter %g into %q[%ix] scatter_dims([0]) unique : (tensor<2x1x4xf32>, tensor<8x4xf32>, tensor<2x1xindex>) -> tensor<8x4xf32>
  return
}

// CHECK-LABEL: func.func @generate_with_effects(
// CHECK: tensor.generate
// CHECK: vector.print
// CHECK: tensor.yield
// CHECK-NOT: tensor.generate
// CHECK: return
func.func @generate_with_effects(%i: index, %f: f32) {
  %0 = tensor.generate %i {
  ^bb0(%j: index):
    vector.print %f : f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  %1 = tensor.generate %i {
  ^bb0(%j: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
