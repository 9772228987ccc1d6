module {
  func.func @test_constantofshape_int_shape_zero(%arg0: tensor<1xi64>) -> tensor<0xi32> {
    %cst = arith.constant dense<0> : tensor<0xi32>
    return %cst : tensor<0xi32>
  }
}

