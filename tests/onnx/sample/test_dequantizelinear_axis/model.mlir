#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
module {
  func.func @test_dequantizelinear_axis(%arg0: tensor<1x3x3x2xi8>, %arg1: tensor<3xf32>, %arg2: tensor<3xi8>) -> tensor<1x3x3x2xf32> {
    %0 = tensor.empty() : tensor<1x3x3x2xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<1x3x3x2xi8>, tensor<3xf32>, tensor<3xi8>) outs(%0 : tensor<1x3x3x2xf32>) {
    ^bb0(%in: i8, %in_0: f32, %in_1: i8, %out: f32):
      %2 = arith.extsi %in_1 : i8 to i16
      %3 = arith.extui %in : i8 to i16
      %4 = arith.subi %3, %2 : i16
      %5 = arith.sitofp %4 : i16 to f32
      %6 = arith.mulf %5, %in_0 : f32
      linalg.yield %6 : f32
    } -> tensor<1x3x3x2xf32>
    return %1 : tensor<1x3x3x2xf32>
  }
}

