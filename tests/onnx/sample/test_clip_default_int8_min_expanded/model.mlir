#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @test_clip_default_int8_min_expanded(%arg0: tensor<3x4x5xi8>, %arg1: tensor<i8>) -> tensor<3x4x5xi8> {
    %0 = tensor.empty() : tensor<3x4x5xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x4x5xi8>, tensor<i8>) outs(%0 : tensor<3x4x5xi1>) {
    ^bb0(%in: i8, %in_0: i8, %out: i1):
      %4 = arith.cmpi slt, %in, %in_0 : i8
      linalg.yield %4 : i1
    } -> tensor<3x4x5xi1>
    %2 = tensor.empty() : tensor<3x4x5xi8>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%1, %arg1, %arg0 : tensor<3x4x5xi1>, tensor<i8>, tensor<3x4x5xi8>) outs(%2 : tensor<3x4x5xi8>) {
    ^bb0(%in: i1, %in_0: i8, %in_1: i8, %out: i8):
      %4 = arith.select %in, %in_0, %in_1 : i8
      linalg.yield %4 : i8
    } -> tensor<3x4x5xi8>
    return %3 : tensor<3x4x5xi8>
  }
}

