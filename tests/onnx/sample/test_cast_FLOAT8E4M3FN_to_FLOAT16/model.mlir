#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_cast_FLOAT8E4M3FN_to_FLOAT16(%arg0: tensor<3x5xf8E4M3FN>) -> tensor<3x5xf16> {
    %0 = tensor.empty() : tensor<3x5xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x5xf8E4M3FN>) outs(%0 : tensor<3x5xf16>) {
    ^bb0(%in: f8E4M3FN, %out: f16):
      %2 = arith.extf %in : f8E4M3FN to f16
      linalg.yield %2 : f16
    } -> tensor<3x5xf16>
    return %1 : tensor<3x5xf16>
  }
}

