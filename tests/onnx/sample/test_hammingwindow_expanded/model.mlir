#map = affine_map<() -> ()>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0) -> ()>
module {
  func.func @test_hammingwindow_expanded(%arg0: tensor<i32>) -> tensor<10xf32> {
    %cst = arith.constant dense<0.543478251> : tensor<f32>
    %cst_0 = arith.constant dense<0.456521749> : tensor<f32>
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense<2.000000e+00> : tensor<f32>
    %cst_4 = arith.constant dense<6.28318548> : tensor<f32>
    %cst_5 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = []} ins(%arg0 : tensor<i32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: i32, %out: f32):
      %17 = arith.sitofp %in : i32 to f32
      linalg.yield %17 : f32
    } -> tensor<f32>
    %2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%1, %cst_2 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.subf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<f32>
    %3 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%1, %cst_2 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.mulf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<f32>
    %4 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%2, %cst_1 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.mulf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<f32>
    %5 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%3, %4 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.addf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<f32>
    %6 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = []} ins(%cst_4, %5 : tensor<f32>, tensor<f32>) outs(%0 : tensor<f32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.divf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<f32>
    %7 = tensor.empty() : tensor<10xf32>
    %8 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%7 : tensor<10xf32>) {
    ^bb0(%out: f32):
      %17 = linalg.index 0 : index
      %18 = arith.index_cast %17 : index to i64
      %19 = arith.sitofp %18 : i64 to f32
      %20 = arith.addf %19, %cst_5 : f32
      linalg.yield %20 : f32
    } -> tensor<10xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%8, %6 : tensor<10xf32>, tensor<f32>) outs(%7 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.mulf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<10xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel"]} ins(%9, %cst_3 : tensor<10xf32>, tensor<f32>) outs(%7 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.mulf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<10xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%10 : tensor<10xf32>) outs(%7 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = math.cos %in : f32
      linalg.yield %17 : f32
    } -> tensor<10xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel"]} ins(%cst_1, %11 : tensor<f32>, tensor<10xf32>) outs(%7 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.mulf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<10xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%9 : tensor<10xf32>) outs(%7 : tensor<10xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = math.cos %in : f32
      linalg.yield %17 : f32
    } -> tensor<10xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel"]} ins(%cst_0, %13 : tensor<f32>, tensor<10xf32>) outs(%7 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.mulf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<10xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel"]} ins(%cst, %14 : tensor<f32>, tensor<10xf32>) outs(%7 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.subf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<10xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel"]} ins(%15, %12 : tensor<10xf32>, tensor<10xf32>) outs(%7 : tensor<10xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.addf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<10xf32>
    return %16 : tensor<10xf32>
  }
}

