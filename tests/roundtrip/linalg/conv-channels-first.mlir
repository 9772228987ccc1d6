// Channels-first convolutions (ncw, nchw, ncdhw) and grouped convolutions (ngchw, nhwgc).

func.func @conv_1d_ncw_fcw_tensor(%a0: tensor<3x2x6xf32>, %a1: tensor<4x2x2xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.conv_1d_ncw_fcw ins(%a0, %a1 : tensor<3x2x6xf32>, tensor<4x2x2xf32>) outs(%o : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @conv_1d_ncw_fcw_memref(%a0: memref<3x2x6xf32>, %a1: memref<4x2x2xf32>, %o: memref<3x4x5xf32>) {
  linalg.conv_1d_ncw_fcw ins(%a0, %a1 : memref<3x2x6xf32>, memref<4x2x2xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @conv_2d_nchw_fchw_tensor(%a0: tensor<3x2x6x4xf32>, %a1: tensor<4x2x2x2xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.conv_2d_nchw_fchw ins(%a0, %a1 : tensor<3x2x6x4xf32>, tensor<4x2x2x2xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @conv_2d_nchw_fchw_memref(%a0: memref<3x2x6x4xf32>, %a1: memref<4x2x2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.conv_2d_nchw_fchw ins(%a0, %a1 : memref<3x2x6x4xf32>, memref<4x2x2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @conv_3d_ncdhw_fcdhw_tensor(%a0: tensor<3x2x6x4x5xf32>, %a1: tensor<4x2x2x2x2xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.conv_3d_ncdhw_fcdhw ins(%a0, %a1 : tensor<3x2x6x4x5xf32>, tensor<4x2x2x2x2xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @conv_3d_ncdhw_fcdhw_memref(%a0: memref<3x2x6x4x5xf32>, %a1: memref<4x2x2x2x2xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.conv_3d_ncdhw_fcdhw ins(%a0, %a1 : memref<3x2x6x4x5xf32>, memref<4x2x2x2x2xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @conv_2d_ngchw_fgchw_tensor(%a0: tensor<3x4x2x4x5xf32>, %a1: tensor<5x4x2x2x2xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.conv_2d_ngchw_fgchw ins(%a0, %a1 : tensor<3x4x2x4x5xf32>, tensor<5x4x2x2x2xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @conv_2d_ngchw_fgchw_memref(%a0: memref<3x4x2x4x5xf32>, %a1: memref<5x4x2x2x2xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.conv_2d_ngchw_fgchw ins(%a0, %a1 : memref<3x4x2x4x5xf32>, memref<5x4x2x2x2xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @conv_2d_ngchw_gfchw_tensor(%a0: tensor<3x4x2x4x5xf32>, %a1: tensor<4x5x2x2x2xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.conv_2d_ngchw_gfchw ins(%a0, %a1 : tensor<3x4x2x4x5xf32>, tensor<4x5x2x2x2xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @conv_2d_ngchw_gfchw_memref(%a0: memref<3x4x2x4x5xf32>, %a1: memref<4x5x2x2x2xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.conv_2d_ngchw_gfchw ins(%a0, %a1 : memref<3x4x2x4x5xf32>, memref<4x5x2x2x2xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @conv_2d_nhwgc_gfhwc_tensor(%a0: tensor<3x5x6x3x2xf32>, %a1: tensor<3x4x2x2x2xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.conv_2d_nhwgc_gfhwc ins(%a0, %a1 : tensor<3x5x6x3x2xf32>, tensor<3x4x2x2x2xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @conv_2d_nhwgc_gfhwc_memref(%a0: memref<3x5x6x3x2xf32>, %a1: memref<3x4x2x2x2xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.conv_2d_nhwgc_gfhwc ins(%a0, %a1 : memref<3x5x6x3x2xf32>, memref<3x4x2x2x2xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @conv_2d_nchw_fchw_memref_s2d2(%a0: memref<3x2x11x7xf32>, %a1: memref<4x2x2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : memref<3x2x11x7xf32>, memref<4x2x2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @conv_2d_ngchw_gfchw_memref_s2d2(%a0: memref<3x4x2x7x9xf32>, %a1: memref<4x5x2x2x2xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.conv_2d_ngchw_gfchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : memref<3x4x2x7x9xf32>, memref<4x5x2x2x2xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @conv_2d_nhwgc_gfhwc_memref_s2d2(%a0: memref<3x9x11x3x2xf32>, %a1: memref<3x4x2x2x2xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.conv_2d_nhwgc_gfhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : memref<3x9x11x3x2xf32>, memref<3x4x2x2x2xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}
