#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> ()>
module {
  func.func @test_nllloss_NCd1d2_with_weight_reduction_sum_ii_expanded(%arg0: tensor<3x5x6x6xf32>, %arg1: tensor<3x6x6xi64>, %arg2: tensor<5xf32>) -> tensor<f32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c5 = arith.constant 5 : index
    %cst_0 = arith.constant dense<0.000000e+00> : tensor<1xf32>
    %c0_i64 = arith.constant 0 : i64
    %c5_i64 = arith.constant 5 : i64
    %cst_1 = arith.constant dense<0> : tensor<1xi64>
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2], [3]] output_shape [3, 1, 6, 6] : tensor<3x6x6xi64> into tensor<3x1x6x6xi64>
    %0 = tensor.empty() : tensor<3x1x6x6xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded : tensor<3x1x6x6xi64>, tensor<3x1x6x6xi64>) outs(%0 : tensor<3x1x6x6xi64>) {
    ^bb0(%in: i64, %in_5: i64, %out: i64):
      %21 = arith.subi %in, %in_5 : i64
      linalg.yield %21 : i64
    } -> tensor<3x1x6x6xi64>
    %2 = tensor.empty() : tensor<3x1x6x6xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %cst_1 : tensor<3x1x6x6xi64>, tensor<1xi64>) outs(%2 : tensor<3x1x6x6xi1>) {
    ^bb0(%in: i64, %in_5: i64, %out: i1):
      %21 = arith.cmpi eq, %in, %in_5 : i64
      linalg.yield %21 : i1
    } -> tensor<3x1x6x6xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %1, %expanded : tensor<3x1x6x6xi1>, tensor<3x1x6x6xi64>, tensor<3x1x6x6xi64>) outs(%0 : tensor<3x1x6x6xi64>) {
    ^bb0(%in: i1, %in_5: i64, %in_6: i64, %out: i64):
      %21 = arith.select %in, %in_5, %in_6 : i64
      linalg.yield %21 : i64
    } -> tensor<3x1x6x6xi64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<3x1x6x6xi64>) outs(%0 : tensor<3x1x6x6xi64>) {
    ^bb0(%in: i64, %out: i64):
      %21 = arith.addi %in, %c5_i64 : i64
      linalg.yield %21 : i64
    } -> tensor<3x1x6x6xi64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<3x1x6x6xi64>) outs(%2 : tensor<3x1x6x6xi1>) {
    ^bb0(%in: i64, %out: i1):
      %21 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %21 : i1
    } -> tensor<3x1x6x6xi1>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %5, %4 : tensor<3x1x6x6xi1>, tensor<3x1x6x6xi64>, tensor<3x1x6x6xi64>) outs(%0 : tensor<3x1x6x6xi64>) {
    ^bb0(%in: i1, %in_5: i64, %in_6: i64, %out: i64):
      %21 = arith.select %in, %in_5, %in_6 : i64
      linalg.yield %21 : i64
    } -> tensor<3x1x6x6xi64>
    %8 = tensor.empty() : tensor<3x1x6x6xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<3x1x6x6xf32>) -> tensor<3x1x6x6xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<3x1x6x6xi64>) outs(%9 : tensor<3x1x6x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %21 = linalg.index 0 : index
      %22 = arith.index_cast %in : i64 to index
      %23 = linalg.index 2 : index
      %24 = linalg.index 3 : index
      %25 = arith.cmpi slt, %22, %c5 : index
      cf.assert %25, "index must be smaller than dim size"
      %26 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %26, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%21, %22, %23, %24] : tensor<3x5x6x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x1x6x6xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %cst_0, %10 : tensor<3x1x6x6xi1>, tensor<1xf32>, tensor<3x1x6x6xf32>) outs(%8 : tensor<3x1x6x6xf32>) {
    ^bb0(%in: i1, %in_5: f32, %in_6: f32, %out: f32):
      %21 = arith.select %in, %in_5, %in_6 : f32
      linalg.yield %21 : f32
    } -> tensor<3x1x6x6xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<3x1x6x6xf32>) outs(%8 : tensor<3x1x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.negf %in : f32
      linalg.yield %21 : f32
    } -> tensor<3x1x6x6xf32>
    %collapsed = tensor.collapse_shape %7 [[0, 1, 2, 3]] : tensor<3x1x6x6xi64> into tensor<108xi64>
    %13 = tensor.empty() : tensor<108xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%collapsed : tensor<108xi64>) outs(%13 : tensor<108xf32>) {
    ^bb0(%in: i64, %out: f32):
      %21 = arith.index_cast %in : i64 to index
      %extracted = tensor.extract %arg2[%21] : tensor<5xf32>
      linalg.yield %extracted : f32
    } -> tensor<108xf32>
    %expanded_2 = tensor.expand_shape %14 [[0, 1, 2, 3]] output_shape [3, 1, 6, 6] : tensor<108xf32> into tensor<3x1x6x6xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %cst_0, %expanded_2 : tensor<3x1x6x6xi1>, tensor<1xf32>, tensor<3x1x6x6xf32>) outs(%8 : tensor<3x1x6x6xf32>) {
    ^bb0(%in: i1, %in_5: f32, %in_6: f32, %out: f32):
      %21 = arith.select %in, %in_5, %in_6 : f32
      linalg.yield %21 : f32
    } -> tensor<3x1x6x6xf32>
    %collapsed_3 = tensor.collapse_shape %15 [[0, 1], [2], [3]] : tensor<3x1x6x6xf32> into tensor<3x6x6xf32>
    %collapsed_4 = tensor.collapse_shape %12 [[0, 1], [2], [3]] : tensor<3x1x6x6xf32> into tensor<3x6x6xf32>
    %16 = tensor.empty() : tensor<3x6x6xf32>
    %17 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed_4, %collapsed_3 : tensor<3x6x6xf32>, tensor<3x6x6xf32>) outs(%16 : tensor<3x6x6xf32>) {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %21 = arith.mulf %in, %in_5 : f32
      linalg.yield %21 : f32
    } -> tensor<3x6x6xf32>
    %18 = tensor.empty() : tensor<f32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<f32>) -> tensor<f32>
    %20 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["reduction", "reduction", "reduction"]} ins(%17 : tensor<3x6x6xf32>) outs(%19 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %21 = arith.addf %in, %out : f32
      linalg.yield %21 : f32
    } -> tensor<f32>
    return %20 : tensor<f32>
  }
}

