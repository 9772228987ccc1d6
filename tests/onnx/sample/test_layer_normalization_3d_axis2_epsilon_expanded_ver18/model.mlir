#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (0, d1)>
module {
  func.func @test_layer_normalization_3d_axis2_epsilon_expanded_ver18(%arg0: tensor<2x3x5xf32>, %arg1: tensor<5xf32>, %arg2: tensor<5xf32>) -> (tensor<2x3x5xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<1.000000e-01> : tensor<f32>
    %cst_2 = arith.constant 5.000000e+00 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x3x5xf32> into tensor<6x5xf32>
    %0 = tensor.empty() : tensor<6x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<6x1xf32>) -> tensor<6x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<6x5xf32>) outs(%1 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.addf %in, %out : f32
      linalg.yield %17 : f32
    } -> tensor<6x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<6x1xf32>) outs(%0 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.divf %in, %cst_2 : f32
      linalg.yield %17 : f32
    } -> tensor<6x1xf32>
    %4 = tensor.empty() : tensor<6x5xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %collapsed : tensor<6x5xf32>, tensor<6x5xf32>) outs(%4 : tensor<6x5xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.mulf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<6x5xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<6x5xf32>) outs(%1 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.addf %in, %out : f32
      linalg.yield %17 : f32
    } -> tensor<6x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<6x1xf32>) outs(%0 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.divf %in, %cst_2 : f32
      linalg.yield %17 : f32
    } -> tensor<6x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %3 : tensor<6x1xf32>, tensor<6x1xf32>) outs(%0 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.mulf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<6x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<6x1xf32>, tensor<6x1xf32>) outs(%0 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.subf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<6x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_1 : tensor<6x1xf32>, tensor<f32>) outs(%0 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.addf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<6x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<6x1xf32>) outs(%0 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = math.sqrt %in : f32
      linalg.yield %17 : f32
    } -> tensor<6x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%collapsed, %3 : tensor<6x5xf32>, tensor<6x1xf32>) outs(%4 : tensor<6x5xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.subf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<6x5xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %11 : tensor<6x5xf32>, tensor<6x1xf32>) outs(%4 : tensor<6x5xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.divf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<6x5xf32>
    %expanded = tensor.expand_shape %arg1 [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %expanded : tensor<6x5xf32>, tensor<1x5xf32>) outs(%4 : tensor<6x5xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.mulf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<6x5xf32>
    %expanded_3 = tensor.expand_shape %arg2 [[0, 1]] output_shape [1, 5] : tensor<5xf32> into tensor<1x5xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_3 : tensor<6x5xf32>, tensor<1x5xf32>) outs(%4 : tensor<6x5xf32>) {
    ^bb0(%in: f32, %in_7: f32, %out: f32):
      %17 = arith.addf %in, %in_7 : f32
      linalg.yield %17 : f32
    } -> tensor<6x5xf32>
    %expanded_4 = tensor.expand_shape %15 [[0, 1], [2]] output_shape [2, 3, 5] : tensor<6x5xf32> into tensor<2x3x5xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<6x1xf32>) outs(%0 : tensor<6x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.cmpf one, %in, %cst : f32
      cf.assert %17, "unimplemented: tensor with zero element"
      %18 = arith.divf %cst_0, %in : f32
      linalg.yield %18 : f32
    } -> tensor<6x1xf32>
    %expanded_5 = tensor.expand_shape %3 [[0, 1], [2]] output_shape [2, 3, 1] : tensor<6x1xf32> into tensor<2x3x1xf32>
    %expanded_6 = tensor.expand_shape %16 [[0, 1], [2]] output_shape [2, 3, 1] : tensor<6x1xf32> into tensor<2x3x1xf32>
    return %expanded_4, %expanded_5, %expanded_6 : tensor<2x3x5xf32>, tensor<2x3x1xf32>, tensor<2x3x1xf32>
  }
}

