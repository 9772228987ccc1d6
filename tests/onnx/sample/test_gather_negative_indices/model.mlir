#map = affine_map<(d0) -> (d0)>
module {
  func.func @test_gather_negative_indices(%arg0: tensor<10xf32>, %arg1: tensor<3xi64>) -> tensor<3xf32> {
    %c10_i64 = arith.constant 10 : i64
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
      %7 = arith.addi %in, %c10_i64 : i64
      linalg.yield %7 : i64
    } -> tensor<3xi64>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%1, %3, %arg1 : tensor<3xi1>, tensor<3xi64>, tensor<3xi64>) outs(%2 : tensor<3xi64>) {
    ^bb0(%in: i1, %in_0: i64, %in_1: i64, %out: i64):
      %7 = arith.select %in, %in_0, %in_1 : i64
      linalg.yield %7 : i64
    } -> tensor<3xi64>
    %5 = tensor.empty() : tensor<3xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<3xi64>) outs(%5 : tensor<3xf32>) {
    ^bb0(%in: i64, %out: f32):
      %7 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %arg0[%7] : tensor<10xf32>
      linalg.yield %extracted : f32
    } -> tensor<3xf32>
    return %6 : tensor<3xf32>
  }
}

