#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @test_castlike_FLOAT_to_FLOAT8E4M3FNUZ(%arg0: tensor<3x4xf32>, %arg1: tensor<1xf8E4M3FNUZ>) -> tensor<3x4xf8E4M3FNUZ> {
    %0 = tensor.empty() : tensor<3x4xf8E4M3FNUZ>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<3x4xf32>) outs(%0 : tensor<3x4xf8E4M3FNUZ>) {
    ^bb0(%in: f32, %out: f8E4M3FNUZ):
      %2 = arith.truncf %in : f32 to f8E4M3FNUZ
      linalg.yield %2 : f8E4M3FNUZ
    } -> tensor<3x4xf8E4M3FNUZ>
    return %1 : tensor<3x4xf8E4M3FNUZ>
  }
}

