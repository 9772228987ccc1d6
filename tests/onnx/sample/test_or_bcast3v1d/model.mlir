#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @test_or_bcast3v1d(%arg0: tensor<3x4x5xi1>, %arg1: tensor<5xi1>) -> tensor<3x4x5xi1> {
    %0 = tensor.empty() : tensor<3x4x5xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x4x5xi1>, tensor<5xi1>) outs(%0 : tensor<3x4x5xi1>) {
    ^bb0(%in: i1, %in_0: i1, %out: i1):
      %2 = arith.ori %in, %in_0 : i1
      linalg.yield %2 : i1
    } -> tensor<3x4x5xi1>
    return %1 : tensor<3x4x5xi1>
  }
}

