// Channels-last convolutions (nwc, nhwc, ndhwc) with default, tensor-typed and vector-typed
// strides/dilations.

func.func @conv_1d_nwc_wcf_tensor(%a0: tensor<3x5x2xf32>, %a1: tensor<2x2x5xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.conv_1d_nwc_wcf ins(%a0, %a1 : tensor<3x5x2xf32>, tensor<2x2x5xf32>) outs(%o : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @conv_1d_nwc_wcf_memref(%a0: memref<3x5x2xf32>, %a1: memref<2x2x5xf32>, %o: memref<3x4x5xf32>) {
  linalg.conv_1d_nwc_wcf ins(%a0, %a1 : memref<3x5x2xf32>, memref<2x2x5xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @conv_2d_nhwc_hwcf_tensor(%a0: tensor<3x5x6x2xf32>, %a1: tensor<2x2x2x3xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf ins(%a0, %a1 : tensor<3x5x6x2xf32>, tensor<2x2x2x3xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @conv_2d_nhwc_hwcf_memref(%a0: memref<3x5x6x2xf32>, %a1: memref<2x2x2x3xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.conv_2d_nhwc_hwcf ins(%a0, %a1 : memref<3x5x6x2xf32>, memref<2x2x2x3xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @conv_2d_nhwc_fhwc_tensor(%a0: tensor<3x5x6x2xf32>, %a1: tensor<3x2x2x2xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc ins(%a0, %a1 : tensor<3x5x6x2xf32>, tensor<3x2x2x2xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @conv_2d_nhwc_fhwc_memref(%a0: memref<3x5x6x2xf32>, %a1: memref<3x2x2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.conv_2d_nhwc_fhwc ins(%a0, %a1 : memref<3x5x6x2xf32>, memref<3x2x2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @conv_3d_ndhwc_dhwcf_tensor(%a0: tensor<3x5x6x4x2xf32>, %a1: tensor<2x2x2x2x4xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.conv_3d_ndhwc_dhwcf ins(%a0, %a1 : tensor<3x5x6x4x2xf32>, tensor<2x2x2x2x4xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @conv_3d_ndhwc_dhwcf_memref(%a0: memref<3x5x6x4x2xf32>, %a1: memref<2x2x2x2x4xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.conv_3d_ndhwc_dhwcf ins(%a0, %a1 : memref<3x5x6x4x2xf32>, memref<2x2x2x2x4xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @conv_1d_nwc_wcf_memref_s2d3(%a0: memref<3x10x2xf32>, %a1: memref<2x2x5xf32>, %o: memref<3x4x5xf32>) {
  linalg.conv_1d_nwc_wcf {dilations = dense<3> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>} ins(%a0, %a1 : memref<3x10x2xf32>, memref<2x2x5xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @conv_2d_nhwc_hwcf_memref_s2d3(%a0: memref<3x10x12x2xf32>, %a1: memref<2x2x2x3xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : memref<3x10x12x2xf32>, memref<2x2x2x3xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @conv_3d_ndhwc_dhwcf_memref_s2d3(%a0: memref<3x10x12x8x2xf32>, %a1: memref<2x2x2x2x4xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.conv_3d_ndhwc_dhwcf {dilations = dense<3> : tensor<3xi64>, strides = dense<2> : tensor<3xi64>} ins(%a0, %a1 : memref<3x10x12x8x2xf32>, memref<2x2x2x2x4xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @conv_2d_nhwc_fhwc_tensor_s2d1(%a0: tensor<3x8x10x2xf32>, %a1: tensor<3x2x2x2xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%a0, %a1 : tensor<3x8x10x2xf32>, tensor<3x2x2x2xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @conv_2d_nhwc_fhwc_memref_s2d1(%a0: memref<3x8x10x2xf32>, %a1: memref<3x2x2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%a0, %a1 : memref<3x8x10x2xf32>, memref<3x2x2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @conv_2d_nhwc_hwcf_memref_i8i8i32(%a0: memref<3x5x6x2xi8>, %a1: memref<2x2x2x3xi8>, %o: memref<3x4x5x3xi32>) {
  linalg.conv_2d_nhwc_hwcf ins(%a0, %a1 : memref<3x5x6x2xi8>, memref<2x2x2x3xi8>) outs(%o : memref<3x4x5x3xi32>)
  return
}
