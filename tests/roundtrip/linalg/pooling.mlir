// Pooling: sum, max, min and their unsigned variants in nwc/ncw/nhwc/nchw/ndhwc layouts.

func.func @pooling_nhwc_sum_tensor(%a0: tensor<3x5x6x3xf32>, %a1: tensor<2x2xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.pooling_nhwc_sum ins(%a0, %a1 : tensor<3x5x6x3xf32>, tensor<2x2xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @pooling_nhwc_sum_memref(%a0: memref<3x5x6x3xf32>, %a1: memref<2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.pooling_nhwc_sum ins(%a0, %a1 : memref<3x5x6x3xf32>, memref<2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @pooling_nhwc_max_tensor(%a0: tensor<3x5x6x3xf32>, %a1: tensor<2x2xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.pooling_nhwc_max ins(%a0, %a1 : tensor<3x5x6x3xf32>, tensor<2x2xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @pooling_nhwc_max_memref(%a0: memref<3x5x6x3xf32>, %a1: memref<2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.pooling_nhwc_max ins(%a0, %a1 : memref<3x5x6x3xf32>, memref<2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @pooling_nhwc_max_unsigned_tensor_i8i8i32(%a0: tensor<3x5x6x3xi8>, %a1: tensor<2x2xi8>, %o: tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32> {
  %0 = linalg.pooling_nhwc_max_unsigned ins(%a0, %a1 : tensor<3x5x6x3xi8>, tensor<2x2xi8>) outs(%o : tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32>
  return %0 : tensor<3x4x5x3xi32>
}

func.func @pooling_nhwc_max_unsigned_memref_i8i8i32(%a0: memref<3x5x6x3xi8>, %a1: memref<2x2xi8>, %o: memref<3x4x5x3xi32>) {
  linalg.pooling_nhwc_max_unsigned ins(%a0, %a1 : memref<3x5x6x3xi8>, memref<2x2xi8>) outs(%o : memref<3x4x5x3xi32>)
  return
}

func.func @pooling_nhwc_min_tensor(%a0: tensor<3x5x6x3xf32>, %a1: tensor<2x2xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.pooling_nhwc_min ins(%a0, %a1 : tensor<3x5x6x3xf32>, tensor<2x2xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @pooling_nhwc_min_memref(%a0: memref<3x5x6x3xf32>, %a1: memref<2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.pooling_nhwc_min ins(%a0, %a1 : memref<3x5x6x3xf32>, memref<2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @pooling_nhwc_min_unsigned_tensor_i8i8i32(%a0: tensor<3x5x6x3xi8>, %a1: tensor<2x2xi8>, %o: tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32> {
  %0 = linalg.pooling_nhwc_min_unsigned ins(%a0, %a1 : tensor<3x5x6x3xi8>, tensor<2x2xi8>) outs(%o : tensor<3x4x5x3xi32>) -> tensor<3x4x5x3xi32>
  return %0 : tensor<3x4x5x3xi32>
}

func.func @pooling_nhwc_min_unsigned_memref_i8i8i32(%a0: memref<3x5x6x3xi8>, %a1: memref<2x2xi8>, %o: memref<3x4x5x3xi32>) {
  linalg.pooling_nhwc_min_unsigned ins(%a0, %a1 : memref<3x5x6x3xi8>, memref<2x2xi8>) outs(%o : memref<3x4x5x3xi32>)
  return
}

func.func @pooling_nchw_sum_tensor(%a0: tensor<3x4x6x4xf32>, %a1: tensor<2x2xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.pooling_nchw_sum ins(%a0, %a1 : tensor<3x4x6x4xf32>, tensor<2x2xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @pooling_nchw_sum_memref(%a0: memref<3x4x6x4xf32>, %a1: memref<2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.pooling_nchw_sum ins(%a0, %a1 : memref<3x4x6x4xf32>, memref<2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @pooling_nchw_max_tensor(%a0: tensor<3x4x6x4xf32>, %a1: tensor<2x2xf32>, %o: tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32> {
  %0 = linalg.pooling_nchw_max ins(%a0, %a1 : tensor<3x4x6x4xf32>, tensor<2x2xf32>) outs(%o : tensor<3x4x5x3xf32>) -> tensor<3x4x5x3xf32>
  return %0 : tensor<3x4x5x3xf32>
}

func.func @pooling_nchw_max_memref(%a0: memref<3x4x6x4xf32>, %a1: memref<2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.pooling_nchw_max ins(%a0, %a1 : memref<3x4x6x4xf32>, memref<2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @pooling_nwc_sum_tensor(%a0: tensor<3x5x5xf32>, %a1: tensor<2xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.pooling_nwc_sum ins(%a0, %a1 : tensor<3x5x5xf32>, tensor<2xf32>) outs(%o : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @pooling_nwc_sum_memref(%a0: memref<3x5x5xf32>, %a1: memref<2xf32>, %o: memref<3x4x5xf32>) {
  linalg.pooling_nwc_sum ins(%a0, %a1 : memref<3x5x5xf32>, memref<2xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @pooling_nwc_max_tensor(%a0: tensor<3x5x5xf32>, %a1: tensor<2xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.pooling_nwc_max ins(%a0, %a1 : tensor<3x5x5xf32>, tensor<2xf32>) outs(%o : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @pooling_nwc_max_memref(%a0: memref<3x5x5xf32>, %a1: memref<2xf32>, %o: memref<3x4x5xf32>) {
  linalg.pooling_nwc_max ins(%a0, %a1 : memref<3x5x5xf32>, memref<2xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @pooling_nwc_max_unsigned_tensor_i8i8i32(%a0: tensor<3x5x5xi8>, %a1: tensor<2xi8>, %o: tensor<3x4x5xi32>) -> tensor<3x4x5xi32> {
  %0 = linalg.pooling_nwc_max_unsigned ins(%a0, %a1 : tensor<3x5x5xi8>, tensor<2xi8>) outs(%o : tensor<3x4x5xi32>) -> tensor<3x4x5xi32>
  return %0 : tensor<3x4x5xi32>
}

func.func @pooling_nwc_max_unsigned_memref_i8i8i32(%a0: memref<3x5x5xi8>, %a1: memref<2xi8>, %o: memref<3x4x5xi32>) {
  linalg.pooling_nwc_max_unsigned ins(%a0, %a1 : memref<3x5x5xi8>, memref<2xi8>) outs(%o : memref<3x4x5xi32>)
  return
}

func.func @pooling_nwc_min_tensor(%a0: tensor<3x5x5xf32>, %a1: tensor<2xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.pooling_nwc_min ins(%a0, %a1 : tensor<3x5x5xf32>, tensor<2xf32>) outs(%o : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @pooling_nwc_min_memref(%a0: memref<3x5x5xf32>, %a1: memref<2xf32>, %o: memref<3x4x5xf32>) {
  linalg.pooling_nwc_min ins(%a0, %a1 : memref<3x5x5xf32>, memref<2xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @pooling_nwc_min_unsigned_tensor_i8i8i32(%a0: tensor<3x5x5xi8>, %a1: tensor<2xi8>, %o: tensor<3x4x5xi32>) -> tensor<3x4x5xi32> {
  %0 = linalg.pooling_nwc_min_unsigned ins(%a0, %a1 : tensor<3x5x5xi8>, tensor<2xi8>) outs(%o : tensor<3x4x5xi32>) -> tensor<3x4x5xi32>
  return %0 : tensor<3x4x5xi32>
}

func.func @pooling_nwc_min_unsigned_memref_i8i8i32(%a0: memref<3x5x5xi8>, %a1: memref<2xi8>, %o: memref<3x4x5xi32>) {
  linalg.pooling_nwc_min_unsigned ins(%a0, %a1 : memref<3x5x5xi8>, memref<2xi8>) outs(%o : memref<3x4x5xi32>)
  return
}

func.func @pooling_ncw_sum_tensor(%a0: tensor<3x4x6xf32>, %a1: tensor<2xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.pooling_ncw_sum ins(%a0, %a1 : tensor<3x4x6xf32>, tensor<2xf32>) outs(%o : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @pooling_ncw_sum_memref(%a0: memref<3x4x6xf32>, %a1: memref<2xf32>, %o: memref<3x4x5xf32>) {
  linalg.pooling_ncw_sum ins(%a0, %a1 : memref<3x4x6xf32>, memref<2xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @pooling_ncw_max_tensor(%a0: tensor<3x4x6xf32>, %a1: tensor<2xf32>, %o: tensor<3x4x5xf32>) -> tensor<3x4x5xf32> {
  %0 = linalg.pooling_ncw_max ins(%a0, %a1 : tensor<3x4x6xf32>, tensor<2xf32>) outs(%o : tensor<3x4x5xf32>) -> tensor<3x4x5xf32>
  return %0 : tensor<3x4x5xf32>
}

func.func @pooling_ncw_max_memref(%a0: memref<3x4x6xf32>, %a1: memref<2xf32>, %o: memref<3x4x5xf32>) {
  linalg.pooling_ncw_max ins(%a0, %a1 : memref<3x4x6xf32>, memref<2xf32>) outs(%o : memref<3x4x5xf32>)
  return
}

func.func @pooling_ndhwc_sum_tensor(%a0: tensor<3x5x6x4x4xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.pooling_ndhwc_sum ins(%a0, %a1 : tensor<3x5x6x4x4xf32>, tensor<2x2x2xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @pooling_ndhwc_sum_memref(%a0: memref<3x5x6x4x4xf32>, %a1: memref<2x2x2xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.pooling_ndhwc_sum ins(%a0, %a1 : memref<3x5x6x4x4xf32>, memref<2x2x2xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @pooling_ndhwc_max_tensor(%a0: tensor<3x5x6x4x4xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.pooling_ndhwc_max ins(%a0, %a1 : tensor<3x5x6x4x4xf32>, tensor<2x2x2xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @pooling_ndhwc_max_memref(%a0: memref<3x5x6x4x4xf32>, %a1: memref<2x2x2xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.pooling_ndhwc_max ins(%a0, %a1 : memref<3x5x6x4x4xf32>, memref<2x2x2xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @pooling_ndhwc_min_tensor(%a0: tensor<3x5x6x4x4xf32>, %a1: tensor<2x2x2xf32>, %o: tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32> {
  %0 = linalg.pooling_ndhwc_min ins(%a0, %a1 : tensor<3x5x6x4x4xf32>, tensor<2x2x2xf32>) outs(%o : tensor<3x4x5x3x4xf32>) -> tensor<3x4x5x3x4xf32>
  return %0 : tensor<3x4x5x3x4xf32>
}

func.func @pooling_ndhwc_min_memref(%a0: memref<3x5x6x4x4xf32>, %a1: memref<2x2x2xf32>, %o: memref<3x4x5x3x4xf32>) {
  linalg.pooling_ndhwc_min ins(%a0, %a1 : memref<3x5x6x4x4xf32>, memref<2x2x2xf32>) outs(%o : memref<3x4x5x3x4xf32>)
  return
}

func.func @pooling_nhwc_max_memref_s2d1(%a0: memref<3x8x10x3xf32>, %a1: memref<2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : memref<3x8x10x3xf32>, memref<2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @pooling_nchw_sum_memref_s2d1(%a0: memref<3x4x10x6xf32>, %a1: memref<2x2xf32>, %o: memref<3x4x5x3xf32>) {
  linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%a0, %a1 : memref<3x4x10x6xf32>, memref<2x2xf32>) outs(%o : memref<3x4x5x3xf32>)
  return
}

func.func @pooling_nhwc_sum_memref_i8i8i32(%a0: memref<3x5x6x3xi8>, %a1: memref<2x2xi8>, %o: memref<3x4x5x3xi32>) {
  linalg.pooling_nhwc_sum ins(%a0, %a1 : memref<3x5x6x3xi8>, memref<2x2xi8>) outs(%o : memref<3x4x5x3xi32>)
  return
}

func.func @pooling_nhwc_max_memref_i8i8i32(%a0: memref<3x5x6x3xi8>, %a1: memref<2x2xi8>, %o: memref<3x4x5x3xi32>) {
  linalg.pooling_nhwc_max ins(%a0, %a1 : memref<3x5x6x3xi8>, memref<2x2xi8>) outs(%o : memref<3x4x5x3xi32>)
  return
}

func.func @pooling_nhwc_min_memref_i8i8i32(%a0: memref<3x5x6x3xi8>, %a1: memref<2x2xi8>, %o: memref<3x4x5x3xi32>) {
  linalg.pooling_nhwc_min ins(%a0, %a1 : memref<3x5x6x3xi8>, memref<2x2xi8>) outs(%o : memref<3x4x5x3xi32>)
  return
}
