#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<() -> ()>
module {
  func.func @test_nllloss_NCd1d2_reduction_mean_expanded(%arg0: tensor<3x5x6x6xf32>, %arg1: tensor<3x6x6xi64>) -> tensor<f32> {
    %c5_i64 = arith.constant 5 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c5 = arith.constant 5 : index
    %cst_0 = arith.constant 1.080000e+02 : f32
    %expanded = tensor.expand_shape %arg1 [[0], [1, 2], [3]] output_shape [3, 1, 6, 6] : tensor<3x6x6xi64> into tensor<3x1x6x6xi64>
    %0 = tensor.empty() : tensor<3x1x6x6xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<3x1x6x6xi64>) outs(%0 : tensor<3x1x6x6xi64>) {
    ^bb0(%in: i64, %out: i64):
      %13 = arith.addi %in, %c5_i64 : i64
      linalg.yield %13 : i64
    } -> tensor<3x1x6x6xi64>
    %2 = tensor.empty() : tensor<3x1x6x6xi1>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<3x1x6x6xi64>) outs(%2 : tensor<3x1x6x6xi1>) {
    ^bb0(%in: i64, %out: i1):
      %13 = arith.cmpi slt, %in, %c0_i64 : i64
      linalg.yield %13 : i1
    } -> tensor<3x1x6x6xi1>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3, %1, %expanded : tensor<3x1x6x6xi1>, tensor<3x1x6x6xi64>, tensor<3x1x6x6xi64>) outs(%0 : tensor<3x1x6x6xi64>) {
    ^bb0(%in: i1, %in_1: i64, %in_2: i64, %out: i64):
      %13 = arith.select %in, %in_1, %in_2 : i64
      linalg.yield %13 : i64
    } -> tensor<3x1x6x6xi64>
    %5 = tensor.empty() : tensor<3x1x6x6xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<3x1x6x6xf32>) -> tensor<3x1x6x6xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<3x1x6x6xi64>) outs(%6 : tensor<3x1x6x6xf32>) {
    ^bb0(%in: i64, %out: f32):
      %13 = linalg.index 0 : index
      %14 = arith.index_cast %in : i64 to index
      %15 = linalg.index 2 : index
      %16 = linalg.index 3 : index
      %17 = arith.cmpi slt, %14, %c5 : index
      cf.assert %17, "index must be smaller than dim size"
      %18 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %18, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg0[%13, %14, %15, %16] : tensor<3x5x6x6xf32>
      linalg.yield %extracted : f32
    } -> tensor<3x1x6x6xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<3x1x6x6xf32>) outs(%5 : tensor<3x1x6x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.negf %in : f32
      linalg.yield %13 : f32
    } -> tensor<3x1x6x6xf32>
    %collapsed = tensor.collapse_shape %8 [[0, 1], [2], [3]] : tensor<3x1x6x6xf32> into tensor<3x6x6xf32>
    %9 = tensor.empty() : tensor<f32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<f32>) -> tensor<f32>
    %11 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["reduction", "reduction", "reduction"]} ins(%collapsed : tensor<3x6x6xf32>) outs(%10 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.addf %in, %out : f32
      linalg.yield %13 : f32
    } -> tensor<f32>
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = []} ins(%11 : tensor<f32>) outs(%9 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %13 = arith.divf %in, %cst_0 : f32
      linalg.yield %13 : f32
    } -> tensor<f32>
    return %12 : tensor<f32>
  }
}

