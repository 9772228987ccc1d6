#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @test_reduce_min_default_axes_keepdims_random(%arg0: tensor<3x2x2xf32>) -> tensor<1x1x1xf32> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0x7F800000 : f32
    %0 = tensor.empty() : tensor<3x2xi64>
    %1 = linalg.fill ins(%c0_i64 : i64) outs(%0 : tensor<3x2xi64>) -> tensor<3x2xi64>
    %2 = tensor.empty() : tensor<3x2xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3x2xf32>) -> tensor<3x2xf32>
    %4:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0 : tensor<3x2x2xf32>) outs(%3, %1 : tensor<3x2xf32>, tensor<3x2xi64>) {
    ^bb0(%in: f32, %out: f32, %out_2: i64):
      %15 = linalg.index 2 : index
      %16 = arith.index_cast %15 : index to i64
      %17 = arith.minimumf %in, %out : f32
      %18 = arith.cmpf olt, %in, %out : f32
      %19 = arith.select %18, %16, %out_2 : i64
      linalg.yield %17, %19 : f32, i64
    } -> (tensor<3x2xf32>, tensor<3x2xi64>)
    %expanded = tensor.expand_shape %4#0 [[0], [1, 2]] output_shape [3, 2, 1] : tensor<3x2xf32> into tensor<3x2x1xf32>
    %5 = tensor.empty() : tensor<3x1xi64>
    %6 = linalg.fill ins(%c0_i64 : i64) outs(%5 : tensor<3x1xi64>) -> tensor<3x1xi64>
    %7 = tensor.empty() : tensor<3x1xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<3x1xf32>) -> tensor<3x1xf32>
    %9:2 = linalg.generic {indexing_maps = [#map, #map2, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%expanded : tensor<3x2x1xf32>) outs(%8, %6 : tensor<3x1xf32>, tensor<3x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_2: i64):
      %15 = linalg.index 1 : index
      %16 = arith.index_cast %15 : index to i64
      %17 = arith.minimumf %in, %out : f32
      %18 = arith.cmpf olt, %in, %out : f32
      %19 = arith.select %18, %16, %out_2 : i64
      linalg.yield %17, %19 : f32, i64
    } -> (tensor<3x1xf32>, tensor<3x1xi64>)
    %expanded_0 = tensor.expand_shape %9#0 [[0, 1], [2]] output_shape [3, 1, 1] : tensor<3x1xf32> into tensor<3x1x1xf32>
    %10 = tensor.empty() : tensor<1x1xi64>
    %11 = linalg.fill ins(%c0_i64 : i64) outs(%10 : tensor<1x1xi64>) -> tensor<1x1xi64>
    %12 = tensor.empty() : tensor<1x1xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %14:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["reduction", "parallel", "parallel"]} ins(%expanded_0 : tensor<3x1x1xf32>) outs(%13, %11 : tensor<1x1xf32>, tensor<1x1xi64>) {
    ^bb0(%in: f32, %out: f32, %out_2: i64):
      %15 = linalg.index 0 : index
      %16 = arith.index_cast %15 : index to i64
      %17 = arith.minimumf %in, %out : f32
      %18 = arith.cmpf olt, %in, %out : f32
      %19 = arith.select %18, %16, %out_2 : i64
      linalg.yield %17, %19 : f32, i64
    } -> (tensor<1x1xf32>, tensor<1x1xi64>)
    %expanded_1 = tensor.expand_shape %14#0 [[0, 1], [2]] output_shape [1, 1, 1] : tensor<1x1xf32> into tensor<1x1x1xf32>
    return %expanded_1 : tensor<1x1x1xf32>
  }
}

