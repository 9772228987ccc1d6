// RUN: mlirc %s --pass-pipeline='builtin.module(func.func(tosa-to-tensor))' | FileCheck %s
// As mlir-opt-22's tosa-to-tensor: reshape is a collapse_shape to the intermediate shape
// upstream infers then an expand_shape, either left out when it would not change the type;
// slice an extract_slice; pad a tensor.pad of pad_const's element; concat insert_slices into
// a tensor.empty. The const_shape ops are erased once dead (upstream leaves them).

// CHECK-LABEL: func.func @reshape(
// CHECK-NOT:     tosa.
// CHECK:         %[[C:.*]] = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
// CHECK-NEXT:    %[[E:.*]] = tensor.expand_shape %[[C]] {{\[\[}}0, 1, 2], [3]] output_shape [1, 2, 1, 12] : tensor<2x12xf32> into tensor<1x2x1x12xf32>
// CHECK-NEXT:    %[[R:.*]] = tensor.collapse_shape %arg3 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT:    %[[X:.*]] = tensor.expand_shape %arg2 [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
// CHECK-NEXT:    return %[[E]], %arg1, %[[R]], %[[X]]
func.func @reshape(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6x4xf32>, %arg2: tensor<f32>, %arg3: tensor<1x1xf32>) -> (tensor<1x2x1x12xf32>, tensor<6x4xf32>, tensor<f32>, tensor<1x1x1xf32>) {
  %s = tosa.const_shape {values = dense<[1, 2, 1, 12]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %r = tosa.reshape %arg0, %s : (tensor<2x3x4xf32>, !tosa.shape<4>) -> tensor<1x2x1x12xf32>
  %s2 = tosa.const_shape {values = dense<[6, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %same = tosa.reshape %arg1, %s2 : (tensor<6x4xf32>, !tosa.shape<2>) -> tensor<6x4xf32>
  %s0 = tosa.const_shape {values = dense<> : tensor<0xindex>} : () -> !tosa.shape<0>
  %x = tosa.reshape %arg3, %s0 : (tensor<1x1xf32>, !tosa.shape<0>) -> tensor<f32>
  %one = tosa.const_shape {values = dense<1> : tensor<3xindex>} : () -> !tosa.shape<3>
  %y = tosa.reshape %arg2, %one : (tensor<f32>, !tosa.shape<3>) -> tensor<1x1x1xf32>
  return %r, %same, %x, %y : tensor<1x2x1x12xf32>, tensor<6x4xf32>, tensor<f32>, tensor<1x1x1xf32>
}

// CHECK-LABEL: func.func @slice_pad_concat(
// CHECK-NOT:     tosa.
// CHECK:         %[[S:.*]] = tensor.extract_slice %arg0[1, 2] [2, 3] [1, 1] : tensor<6x8xf32> to tensor<2x3xf32>
// CHECK:         %[[V:.*]] = tensor.extract %arg1[%{{.*}}] : tensor<1xf32>
// CHECK-NEXT:    %[[P:.*]] = tensor.pad %[[S]] low[1, 0] high[2, 1] {
// CHECK-NEXT:    ^bb0(%{{.*}}: index, %{{.*}}: index):
// CHECK-NEXT:      tensor.yield %[[V]] : f32
// CHECK-NEXT:    } : tensor<2x3xf32> to tensor<5x4xf32>
// CHECK-NEXT:    %[[Z:.*]] = tensor.empty() : tensor<5x7xf32>
// CHECK-NEXT:    %[[I:.*]] = tensor.insert_slice %[[P]] into %[[Z]][0, 0] [5, 4] [1, 1] : tensor<5x4xf32> into tensor<5x7xf32>
// CHECK-NEXT:    %[[J:.*]] = tensor.insert_slice %arg2 into %[[I]][0, 4] [5, 3] [1, 1] : tensor<5x3xf32> into tensor<5x7xf32>
// CHECK-NEXT:    return %[[J]]
func.func @slice_pad_concat(%arg0: tensor<6x8xf32>, %arg1: tensor<1xf32>, %arg2: tensor<5x3xf32>) -> tensor<5x7xf32> {
  %a = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s = tosa.slice %arg0, %a, %b : (tensor<6x8xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xf32>
  %p = tosa.const_shape {values = dense<[1, 2, 0, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %padded = tosa.pad %s, %p, %arg1 : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<5x4xf32>
  %c = tosa.concat %padded, %arg2 {axis = 1 : i32} : (tensor<5x4xf32>, tensor<5x3xf32>) -> tensor<5x7xf32>
  return %c : tensor<5x7xf32>
}
