#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0, 0)>
#map2 = affine_map<(d0, d1) -> ()>
module {
  func.func @test_layer_normalization_2d_axis_negative_2_expanded(%arg0: tensor<3x4xf32>, %arg1: tensor<3x4xf32>, %arg2: tensor<3x4xf32>) -> (tensor<3x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<9.99999974E-6> : tensor<f32>
    %cst_2 = arith.constant 1.200000e+01 : f32
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
    %expanded = tensor.expand_shape %collapsed [[0, 1]] output_shape [1, 12] : tensor<12xf32> into tensor<1x12xf32>
    %0 = tensor.empty() : tensor<1x1xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x1xf32>) -> tensor<1x1xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%expanded : tensor<1x12xf32>) outs(%1 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.addf %in, %out : f32
      linalg.yield %17 : f32
    } -> tensor<1x1xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<1x1xf32>) outs(%0 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.divf %in, %cst_2 : f32
      linalg.yield %17 : f32
    } -> tensor<1x1xf32>
    %4 = tensor.empty() : tensor<1x12xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded : tensor<1x12xf32>, tensor<1x12xf32>) outs(%4 : tensor<1x12xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.mulf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<1x12xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%5 : tensor<1x12xf32>) outs(%1 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.addf %in, %out : f32
      linalg.yield %17 : f32
    } -> tensor<1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<1x1xf32>) outs(%0 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.divf %in, %cst_2 : f32
      linalg.yield %17 : f32
    } -> tensor<1x1xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %3 : tensor<1x1xf32>, tensor<1x1xf32>) outs(%0 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.mulf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %8 : tensor<1x1xf32>, tensor<1x1xf32>) outs(%0 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.subf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%9, %cst_1 : tensor<1x1xf32>, tensor<f32>) outs(%0 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.addf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%10 : tensor<1x1xf32>) outs(%0 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = math.sqrt %in : f32
      linalg.yield %17 : f32
    } -> tensor<1x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%expanded, %3 : tensor<1x12xf32>, tensor<1x1xf32>) outs(%4 : tensor<1x12xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.subf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<1x12xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %11 : tensor<1x12xf32>, tensor<1x1xf32>) outs(%4 : tensor<1x12xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.divf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<1x12xf32>
    %collapsed_3 = tensor.collapse_shape %arg1 [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
    %expanded_4 = tensor.expand_shape %collapsed_3 [[0, 1]] output_shape [1, 12] : tensor<12xf32> into tensor<1x12xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %expanded_4 : tensor<1x12xf32>, tensor<1x12xf32>) outs(%4 : tensor<1x12xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.mulf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<1x12xf32>
    %collapsed_5 = tensor.collapse_shape %arg2 [[0, 1]] : tensor<3x4xf32> into tensor<12xf32>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1]] output_shape [1, 12] : tensor<12xf32> into tensor<1x12xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%14, %expanded_6 : tensor<1x12xf32>, tensor<1x12xf32>) outs(%4 : tensor<1x12xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %17 = arith.addf %in, %in_9 : f32
      linalg.yield %17 : f32
    } -> tensor<1x12xf32>
    %collapsed_7 = tensor.collapse_shape %15 [[0, 1]] : tensor<1x12xf32> into tensor<12xf32>
    %expanded_8 = tensor.expand_shape %collapsed_7 [[0, 1]] output_shape [3, 4] : tensor<12xf32> into tensor<3x4xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<1x1xf32>) outs(%0 : tensor<1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.cmpf one, %in, %cst : f32
      cf.assert %17, "unimplemented: tensor with zero element"
      %18 = arith.divf %cst_0, %in : f32
      linalg.yield %18 : f32
    } -> tensor<1x1xf32>
    return %expanded_8, %3, %16 : tensor<3x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>
  }
}

