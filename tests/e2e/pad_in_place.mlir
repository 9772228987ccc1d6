// A padded activation (`tensor.pad` of an element-wise op's result, through the reshapes
// mlirc-drop-unit-dims leaves, as before each 3x3 convolution of mobilenet and resnet): the
// pad becomes a fill and an insert_slice (eliminate-empty-tensors), the element-wise op
// computes into the padded buffer's interior (a strided view, collapsed and expanded without
// copies), and the insert of that interior into itself goes: no copy is left. Also a pad whose
// source was collapsed (the inverse: an expand_shape), and one by a non-zero value.
// RUN: mlirc %s -O2 --emit=mlir --compile-to=loop-invariant-code-motion | FileCheck %s
// CHECK-LABEL: func.func @pads(
// CHECK-NOT: memref.copy
// CHECK: return
func.func private @printMemrefF32(tensor<*xf32>)

#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>

func.func @pads(%x: tensor<2x3x2xf32>, %y: tensor<1x2x3xf32>) -> (tensor<1x4x6x2xf32>, tensor<4x4xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3x2xf32>
  %g = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x3x2xf32>) outs(%e : tensor<2x3x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %in : f32
    %r = arith.maximumf %m, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x3x2xf32>
  %ex = tensor.expand_shape %g [[0, 1], [2], [3]] output_shape [1, 2, 3, 2] : tensor<2x3x2xf32> into tensor<1x2x3x2xf32>
  %p = tensor.pad %ex low[0, 1, 1, 0] high[0, 1, 2, 0] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %zero : f32
  } : tensor<1x2x3x2xf32> to tensor<1x4x6x2xf32>
  %e2 = tensor.empty() : tensor<1x2x3xf32>
  %h = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%y : tensor<1x2x3xf32>) outs(%e2 : tensor<1x2x3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<1x2x3xf32>
  %co = tensor.collapse_shape %h [[0, 1], [2]] : tensor<1x2x3xf32> into tensor<2x3xf32>
  %nine = arith.constant 9.0 : f32
  %q = tensor.pad %co low[2, 0] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %nine : f32
  } : tensor<2x3xf32> to tensor<4x4xf32>
  return %p, %q : tensor<1x4x6x2xf32>, tensor<4x4xf32>
}

func.func @main() {
  %x = arith.constant dense<[[[1.0, -2.0], [3.0, -4.0], [5.0, -6.0]], [[-1.5, 2.5], [0.5, -0.25], [7.0, 8.0]]]> : tensor<2x3x2xf32>
  %y = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]> : tensor<1x2x3xf32>
  %p, %q = call @pads(%x, %y) : (tensor<2x3x2xf32>, tensor<1x2x3xf32>) -> (tensor<1x4x6x2xf32>, tensor<4x4xf32>)
  %pc = tensor.cast %p : tensor<1x4x6x2xf32> to tensor<*xf32>
  call @printMemrefF32(%pc) : (tensor<*xf32>) -> ()
  %qc = tensor.cast %q : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%qc) : (tensor<*xf32>) -> ()
  return
}
