module {
  func.func @test_clip_default_int8_inbounds(%arg0: tensor<3xi8>) -> tensor<3xi8> {
    return %arg0 : tensor<3xi8>
  }
}

