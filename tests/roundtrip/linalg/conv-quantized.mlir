// Quantized convolutions (_q): i8 input and filter, i32 zero points and accumulator.

func.func @conv_2d_nhwc_hwcf_q_tensor_i8i8i32(%a0: tensor<3x5x6x2xi8>, %a1: tensor<2x2x2x3xi8>, %a2: i32, %a3: i32, %o: tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32> {
  %0 = linalg.conv_2d_nhwc_hwcf_q ins(%a0, %a1, %a2, %a3 : tensor<3x5x6x2xi8>, tensor<2x2x2x3xi8>, i32, i32) outs(%o : tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32>
  return %0 : tensor<3x4x5x3xi32>
}

func.func @conv_2d_nhwc_hwcf_q_memref_i8i8i32(%a0: memref<3x5x6x2xi8>, %a1: memref<2x2x2x3xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5x3xi32>) {
  linalg.conv_2d_nhwc_hwcf_q ins(%a0, %a1, %a2, %a3 : memref<3x5x6x2xi8>, memref<2x2x2x3xi8>, i32, i32) outs(%o : memref<3x4x5x3xi32>)
  return
}

func.func @conv_2d_nhwc_fhwc_q_tensor_i8i8i32(%a0: tensor<3x5x6x2xi8>, %a1: tensor<3x2x2x2xi8>, %a2: i32, %a3: i32, %o: tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32> {
  %0 = linalg.conv_2d_nhwc_fhwc_q ins(%a0, %a1, %a2, %a3 : tensor<3x5x6x2xi8>, tensor<3x2x2x2xi8>, i32, i32) outs(%o : tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32>
  return %0 : tensor<3x4x5x3xi32>
}

func.func @conv_2d_nhwc_fhwc_q_memref_i8i8i32(%a0: memref<3x5x6x2xi8>, %a1: memref<3x2x2x2xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5x3xi32>) {
  linalg.conv_2d_nhwc_fhwc_q ins(%a0, %a1, %a2, %a3 : memref<3x5x6x2xi8>, memref<3x2x2x2xi8>, i32, i32) outs(%o : memref<3x4x5x3xi32>)
  return
}

func.func @conv_2d_nchw_fchw_q_tensor_i8i8i32(%a0: tensor<3x2x6x4xi8>, %a1: tensor<4x2x2x2xi8>, %a2: i32, %a3: i32, %o: tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32> {
  %0 = linalg.conv_2d_nchw_fchw_q ins(%a0, %a1, %a2, %a3 : tensor<3x2x6x4xi8>, tensor<4x2x2x2xi8>, i32, i32) outs(%o : tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32>
  return %0 : tensor<3x4x5x3xi32>
}

func.func @conv_2d_nchw_fchw_q_memref_i8i8i32(%a0: memref<3x2x6x4xi8>, %a1: memref<4x2x2x2xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5x3xi32>) {
  linalg.conv_2d_nchw_fchw_q ins(%a0, %a1, %a2, %a3 : memref<3x2x6x4xi8>, memref<4x2x2x2xi8>, i32, i32) outs(%o : memref<3x4x5x3xi32>)
  return
}

func.func @conv_2d_ngchw_gfchw_q_tensor_i8i8i32(%a0: tensor<3x4x2x4x5xi8>, %a1: tensor<4x5x2x2x2xi8>, %a2: i32, %a3: i32, %o: tensor<3x4x5x3x4xi32>) -> tensor<3x4x5x3x4xi32> {
  %0 = linalg.conv_2d_ngchw_gfchw_q ins(%a0, %a1, %a2, %a3 : tensor<3x4x2x4x5xi8>, tensor<4x5x2x2x2xi8>, i32, i32) outs(%o : tensor<3x4x5x3x4xi32>) -> tensor<3x4x5x3x4xi32>
  return %0 : tensor<3x4x5x3x4xi32>
}

func.func @conv_2d_ngchw_gfchw_q_memref_i8i8i32(%a0: memref<3x4x2x4x5xi8>, %a1: memref<4x5x2x2x2xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5x3x4xi32>) {
  linalg.conv_2d_ngchw_gfchw_q ins(%a0, %a1, %a2, %a3 : memref<3x4x2x4x5xi8>, memref<4x5x2x2x2xi8>, i32, i32) outs(%o : memref<3x4x5x3x4xi32>)
  return
}

func.func @conv_2d_nhwgc_gfhwc_q_tensor_i8i8i32(%a0: tensor<3x5x6x3x2xi8>, %a1: tensor<3x4x2x2x2xi8>, %a2: i32, %a3: i32, %o: tensor<3x4x5x3x4xi32>) -> tensor<3x4x5x3x4xi32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc_q ins(%a0, %a1, %a2, %a3 : tensor<3x5x6x3x2xi8>, tensor<3x4x2x2x2xi8>, i32, i32) outs(%o : tensor<3x4x5x3x4xi32>) -> tensor<3x4x5x3x4xi32>
  return %0 : tensor<3x4x5x3x4xi32>
}

func.func @conv_2d_nhwgc_gfhwc_q_memref_i8i8i32(%a0: memref<3x5x6x3x2xi8>, %a1: memref<3x4x2x2x2xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5x3x4xi32>) {
  linalg.conv_2d_nhwgc_gfhwc_q ins(%a0, %a1, %a2, %a3 : memref<3x5x6x3x2xi8>, memref<3x4x2x2x2xi8>, i32, i32) outs(%o : memref<3x4x5x3x4xi32>)
  return
}

func.func @conv_3d_ndhwc_dhwcf_q_tensor_i8i8i32(%a0: tensor<3x5x6x4x2xi8>, %a1: tensor<2x2x2x2x4xi8>, %a2: i32, %a3: i32, %o: tensor<3x4x5x3x4xi32>) -> tensor<3x4x5x3x4xi32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf_q ins(%a0, %a1, %a2, %a3 : tensor<3x5x6x4x2xi8>, tensor<2x2x2x2x4xi8>, i32, i32) outs(%o : tensor<3x4x5x3x4xi32>) -> tensor<3x4x5x3x4xi32>
  return %0 : tensor<3x4x5x3x4xi32>
}

func.func @conv_3d_ndhwc_dhwcf_q_memref_i8i8i32(%a0: memref<3x5x6x4x2xi8>, %a1: memref<2x2x2x2x4xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5x3x4xi32>) {
  linalg.conv_3d_ndhwc_dhwcf_q ins(%a0, %a1, %a2, %a3 : memref<3x5x6x4x2xi8>, memref<2x2x2x2x4xi8>, i32, i32) outs(%o : memref<3x4x5x3x4xi32>)
  return
}

func.func @conv_2d_nhwc_hwcf_q_memref_s2d1_i8i8i32(%a0: memref<3x8x10x2xi8>, %a1: memref<2x2x2x3xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5x3xi32>) {
  linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1, %a2, %a3 : memref<3x8x10x2xi8>, memref<2x2x2x3xi8>, i32, i32) outs(%o : memref<3x4x5x3xi32>)
  return
}
