// Depthwise convolutions (1-D, 2-D, 3-D; channel multiplier variants; quantized).

func.func @depthwise_conv_1d_nwc_wc_tensor(%a0: tensor<3x5x5xf32>, %a1: tensor<2x5xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wc ins(%a0, %a1 : tensor<3x5x5xf32>, tensor<2x5xf32>) outs(%o : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @depthwise_conv_1d_nwc_wc_memref(%a0: memref<3x5x5xf32>, %a1: memref<2x5xf32>, %o: memref<3x4x5xf32>) {
  linalg.depthwise_conv_1d_nwc_wc ins(%a0, %a1 : memref<3x5x5xf32>, memref<2x5xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @depthwise_conv_1d_ncw_cw_tensor(%a0: tensor<3x5x5xf32>, %a1: tensor<5x2xf32>, %o: tensor<3x5x4xf32>) -> tensor<3x5x4xf32> {
  %0 = linalg.depthwise_conv_1d_ncw_cw ins(%a0, %a1 : tensor<3x5x5xf32>, tensor<5x2xf32>) outs(%o : tensor<3x5x4xf32>) -> tensor<3x5x4xf32>
  return %0 : tensor<3x5x4xf32>
}

func.func @depthwise_conv_1d_ncw_cw_memref(%a0: memref<3x5x5xf32>, %a1: memref<5x2xf32>, %o: memref<3x5x4xf32>) {
  linalg.depthwise_conv_1d_ncw_cw ins(%a0, %a1 : memref<3x5x5xf32>, memref<5x2xf32>) outs(%o : memref<3x5x4xf32>)
  return
}

func.func @depthwise_conv_1d_nwc_wcm_tensor(%a0: tensor<3x5x5xf32>, %a1: tensor<2x5x3xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.depthwise_conv_1d_nwc_wcm ins(%a0, %a1 : tensor<3x5x5xf32>, tensor<2x5x3xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @depthwise_conv_1d_nwc_wcm_memref(%a0: memref<3x5x5xf32>, %a1: memref<2x5x3xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.depthwise_conv_1d_nwc_wcm ins(%a0, %a1 : memref<3x5x5xf32>, memref<2x5x3xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @depthwise_conv_2d_nchw_chw_tensor(%a0: tensor<3x3x5x6xf32>, %a1: tensor<3x2x2xf32>, %o: tensor<3x3x4x5xf32>) -> tensor<3x3x4x5xf32> {
  %0 = linalg.depthwise_conv_2d_nchw_chw ins(%a0, %a1 : tensor<3x3x5x6xf32>, tensor<3x2x2xf32>) outs(%o : tensor<3x3x4x5xf32>) -> tensor<3x3x4x5xf32>
  return %0 : tensor<3x3x4x5xf32>
}

func.func @depthwise_conv_2d_nchw_chw_memref(%a0: memref<3x3x5x6xf32>, %a1: memref<3x2x2xf32>, %o: memref<3x3x4x5xf32>) {
  linalg.depthwise_conv_2d_nchw_chw ins(%a0, %a1 : memref<3x3x5x6xf32>, memref<3x2x2xf32>) outs(%o : memref<3x3x4x5xf32>)
  return
}

func.func @depthwise_conv_2d_nhwc_hwc_tensor(%a0: tensor<3x5x6x3xf32>, %a1: tensor<2x2x3xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc ins(%a0, %a1 : tensor<3x5x6x3xf32>, tensor<2x2x3xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @depthwise_conv_2d_nhwc_hwc_memref(%a0: memref<3x5x6x3xf32>, %a1: memref<2x2x3xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%a0, %a1 : memref<3x5x6x3xf32>, memref<2x2x3xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @depthwise_conv_2d_nhwc_hwcm_tensor(%a0: tensor<3x5x6x3xf32>, %a1: tensor<2x2x3x4xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm ins(%a0, %a1 : tensor<3x5x6x3xf32>, tensor<2x2x3x4xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @depthwise_conv_2d_nhwc_hwcm_memref(%a0: memref<3x5x6x3xf32>, %a1: memref<2x2x3x4xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm ins(%a0, %a1 : memref<3x5x6x3xf32>, memref<2x2x3x4xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @depthwise_conv_3d_ndhwc_dhwc_tensor(%a0: tensor<3x5x6x4x4xf32>, %a1: tensor<2x2x2x4xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwc ins(%a0, %a1 : tensor<3x5x6x4x4xf32>, tensor<2x2x2x4xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @depthwise_conv_3d_ndhwc_dhwc_memref(%a0: memref<3x5x6x4x4xf32>, %a1: memref<2x2x2x4xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%a0, %a1 : memref<3x5x6x4x4xf32>, memref<2x2x2x4xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @depthwise_conv_3d_ncdhw_cdhw_tensor(%a0: tensor<3x4x5x6x4xf32>, %a1: tensor<4x2x2x2xf32>, %o: tensor<3x4x4x5x3xf32>) -> tensor<3x4x4x5x3xf32> {
  %0 = linalg.depthwise_conv_3d_ncdhw_cdhw ins(%a0, %a1 : tensor<3x4x5x6x4xf32>, tensor<4x2x2x2xf32>) outs(%o : tensor<3x4x4x5x3xf32>) -> tensor<3x4x4x5x3xf32>
  return %0 : tensor<3x4x4x5x3xf32>
}

func.func @depthwise_conv_3d_ncdhw_cdhw_memref(%a0: memref<3x4x5x6x4xf32>, %a1: memref<4x2x2x2xf32>, %o: memref<3x4x4x5x3xf32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw ins(%a0, %a1 : memref<3x4x5x6x4xf32>, memref<4x2x2x2xf32>) outs(%o : memref<3x4x4x5x3xf32>)
  return
}

func.func @depthwise_conv_3d_ndhwc_dhwcm_tensor(%a0: tensor<3x5x6x4x5xf32>, %a1: tensor<2x2x2x5x4xf32>, %o: tensor<3x4x5x3x5x4xf32>) -> tensor<3x4x5x3x5x4xf32> {
  %0 = linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%a0, %a1 : tensor<3x5x6x4x5xf32>, tensor<2x2x2x5x4xf32>) outs(%o : tensor<3x4x5x3x5x4xf32>) -> tensor<3x4x5x3x5x4xf32>
  return %0 : tensor<3x4x5x3x5x4xf32>
}

func.func @depthwise_conv_3d_ndhwc_dhwcm_memref(%a0: memref<3x5x6x4x5xf32>, %a1: memref<2x2x2x5x4xf32>, %o: memref<3x4x5x3x5x4xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%a0, %a1 : memref<3x5x6x4x5xf32>, memref<2x2x2x5x4xf32>) outs(%o : memref<3x4x5x3x5x4xf32>)
  return
}

func.func @depthwise_conv_2d_nhwc_hwc_q_tensor_i8i8i32(%a0: tensor<3x5x6x3xi8>, %a1: tensor<2x2x3xi8>, %a2: i32, %a3: i32, %o: tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%a0, %a1, %a2, %a3 : tensor<3x5x6x3xi8>, tensor<2x2x3xi8>, i32, i32) outs(%o : tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32>
  return %0 : tensor<3x4x5x3xi32>
}

func.func @depthwise_conv_2d_nhwc_hwc_q_memref_i8i8i32(%a0: memref<3x5x6x3xi8>, %a1: memref<2x2x3xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5x3xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q ins(%a0, %a1, %a2, %a3 : memref<3x5x6x3xi8>, memref<2x2x3xi8>, i32, i32) outs(%o : memref<3x4x5x3xi32>)
  return
}

func.func @depthwise_conv_2d_nhwc_hwcm_q_tensor_i8i8i32(%a0: tensor<3x5x6x3xi8>, %a1: tensor<2x2x3x4xi8>, %a2: i32, %a3: i32, %o: tensor<3x4x5x3x4xi32>) -> tensor<3x4x5x3x4xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%a0, %a1, %a2, %a3 : tensor<3x5x6x3xi8>, tensor<2x2x3x4xi8>, i32, i32) outs(%o : tensor<3x4x5x3x4xi32>) -> tensor<3x4x5x3x4xi32>
  return %0 : tensor<3x4x5x3x4xi32>
}

func.func @depthwise_conv_2d_nhwc_hwcm_q_memref_i8i8i32(%a0: memref<3x5x6x3xi8>, %a1: memref<2x2x3x4xi8>, %a2: i32, %a3: i32, %o: memref<3x4x5x3x4xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%a0, %a1, %a2, %a3 : memref<3x5x6x3xi8>, memref<2x2x3x4xi8>, i32, i32) outs(%o : memref<3x4x5x3x4xi32>)
  return
}

func.func @depthwise_conv_2d_nhwc_hwc_memref_s2d2(%a0: memref<3x9x11x3xf32>, %a1: memref<2x2x3xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : memref<3x9x11x3xf32>, memref<2x2x3xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @depthwise_conv_1d_nwc_wc_memref_s2d2(%a0: memref<3x9x5xf32>, %a1: memref<2x5xf32>, %o: memref<3x4x5xf32>) {
  linalg.depthwise_conv_1d_nwc_wc {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : memref<3x9x5xf32>, memref<2x5xf32>) outs(%o : memref<3x4x5xf32>)
  return
}
