#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_max_float32(%arg0: tensor<3xf32>, %arg1: tensor<3xf32>) -> tensor<3xf32> {
    %0 = tensor.empty() : tensor<3xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : tensor<3xf32>, tensor<3xf32>) outs(%0 : tensor<3xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %2 = arith.cmpf ogt, %in, %in_0 : f32
      %3 = arith.select %2, %in, %in_0 : f32
      linalg.yield %3 : f32
    } -> tensor<3xf32>
    return %1 : tensor<3xf32>
  }
}

