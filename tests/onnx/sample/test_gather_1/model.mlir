#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @test_gather_1(%arg0: tensor<5x4x3x2xf32>, %arg1: tensor<3xi64>) -> tensor<5x3x3x2xf32> {
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %0 = tensor.empty() : tensor<3xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<3xi64>) outs(%0 : tensor<3xi1>) {
    ^bb0(%in: i64, %out: i1):
      %7 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %7 : i1
    } -> tensor<3xi1>
    %2 = tensor.empty() : tensor<3xi64>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg1 : tensor<3xi64>) outs(%2 : tensor<3xi64>) {
    ^bb0(%in: i64, %out: i64):
      %7 = arith.addi %in, %c4_i64 : i64
      linalg.yield %7 : i64
    } -> tensor<3xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%1, %3, %arg1 : tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) outs(%2 : tensor<3xi64>) {
    ^bb0(%in: i1, %in_0: i64, %in_1: i64, %out: i64):
      %7 = arith.select %in, %in_0, %in_1 : i64
      linalg.yield %7 : i64
    } -> tensor<3xi64>
    %5 = tensor.empty() : tensor<5x3x3x2xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<3xi64>) outs(%5 : tensor<5x3x3x2xf32>) {
    ^bb0(%in: i64, %out: f32):
      %7 = arith.index_cast %in : i64 to index
      %8 = linalg.index 0 : index
      %9 = linalg.index 2 : index
      %10 = linalg.index 3 : index
      %extracted = tensor.extract %arg0[%8, %7, %9, %10] : tensor<5x4x3x2xf32>
      linalg.yield %extracted : f32
    } -> tensor<5x3x3x2xf32>
    return %6 : tensor<5x3x3x2xf32>
  }
}

