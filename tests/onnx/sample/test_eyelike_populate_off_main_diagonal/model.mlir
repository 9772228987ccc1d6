#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> (d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
module {
  func.func @test_eyelike_populate_off_main_diagonal(%arg0: tensor<4x5xi32>) -> tensor<4x5xf32> {
    %cst = arith.constant dense<0.000000e+00> : tensor<4x5xf32>
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %0 = tensor.empty() : tensor<4xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<4xi64>) {
    ^bb0(%out: i64):
      %6 = linalg.index 0 : index
      %7 = arith.index_cast %6 : index to i64
      linalg.yield %7 : i64
    } -> tensor<4xi64>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [4, 1] : tensor<4xi64> into tensor<4x1xi64>
    %2 = tensor.empty() : tensor<4x4xi1>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %1 : tensor<4x1xi64>, tensor<4xi64>) outs(%2 : tensor<4x4xi1>) {
    ^bb0(%in: i64, %in_2: i64, %out: i1):
      %6 = arith.cmpi eq, %in, %in_2 : i64
      linalg.yield %6 : i1
    } -> tensor<4x4xi1>
    %4 = tensor.empty() : tensor<4x4xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%3, %cst_1, %cst_0 : tensor<4x4xi1>, tensor<f32>, tensor<f32>) outs(%4 : tensor<4x4xf32>) {
    ^bb0(%in: i1, %in_2: f32, %in_3: f32, %out: f32):
      %6 = arith.select %in, %in_2, %in_3 : f32
      linalg.yield %6 : f32
    } -> tensor<4x4xf32>
    %inserted_slice = tensor.insert_slice %5 into %cst[0, 1] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x5xf32>
    return %inserted_slice : tensor<4x5xf32>
  }
}

