module {
  func.func @test_matmul_3d(%arg0: tensor<2x3x4xf32>, %arg1: tensor<2x4x3xf32>) -> tensor<2x3x3xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x3x3xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    %2 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x3x4xf32>, tensor<2x4x3xf32>) outs(%1 : tensor<2x3x3xf32>) -> tensor<2x3x3xf32>
    return %2 : tensor<2x3x3xf32>
  }
}

