module {
  func.func @test_concat_2d_axis_0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>) -> tensor<4x2xf32> {
    %concat = tensor.concat dim(0) %arg0, %arg1 : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
    return %concat : tensor<4x2xf32>
  }
}

