// linalg.conv_1d / conv_2d / conv_3d: no batch or channels, no strides; tensor and memref
// operands, f32 and mixed i8 x i8 -> i32 (sign-extending casts in the hidden region).

func.func @conv_1d_tensor(%a0: tensor<4xf32>, %a1: tensor<2xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.conv_1d ins(%a0, %a1 : tensor<4xf32>, tensor<2xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @conv_1d_memref(%a0: memref<4xf32>, %a1: memref<2xf32>, %o: memref<3xf32>) {
  linalg.conv_1d ins(%a0, %a1 : memref<4xf32>, memref<2xf32>) outs(%o : memref<3xf32>)
  return
}

func.func @conv_2d_tensor(%a0: tensor<4x5xf32>, %a1: tensor<2x2xf32>, %o: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = linalg.conv_2d ins(%a0, %a1 : tensor<4x5xf32>, tensor<2x2xf32>) outs(%o : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

func.func @conv_2d_memref(%a0: memref<4x5xf32>, %a1: memref<2x2xf32>, %o: memref<3x4xf32>) {
  linalg.conv_2d ins(%a0, %a1 : memref<4x5xf32>, memref<2x2xf32>) outs(%o : memref<3x4xf32>)
  return
}

func.func @conv_3d_tensor(%a0: tensor<4x5x6xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.conv_3d ins(%a0, %a1 : tensor<4x5x6xf32>, tensor<2x2x2xf32>) outs(%o : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @conv_3d_memref(%a0: memref<4x5x6xf32>, %a1: memref<2x2x2xf32>, %o: memref<3x4x5xf32>) {
  linalg.conv_3d ins(%a0, %a1 : memref<4x5x6xf32>, memref<2x2x2xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @conv_2d_memref_i8i8i32(%a0: memref<4x5xi8>, %a1: memref<2x2xi8>, %o: memref<3x4xi32>) {
  linalg.conv_2d ins(%a0, %a1 : memref<4x5xi8>, memref<2x2xi8>) outs(%o : memref<3x4xi32>)
  return
}

func.func @conv_1d_memref_f16f16f32(%a0: memref<4xf16>, %a1: memref<2xf16>, %o: memref<3xf32>) {
  linalg.conv_1d ins(%a0, %a1 : memref<4xf16>, memref<2xf16>) outs(%o : memref<3xf32>)
  return
}
