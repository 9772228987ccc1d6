#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @test_gru_batchwise(%arg0: tensor<3x1x2xf32>, %arg1: tensor<1x18x2xf32>, %arg2: tensor<1x18x6xf32>) -> (tensor<3x1x1x6xf32>, tensor<3x1x6xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<3x6xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<6xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<3x6xf32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x18x2xf32> into tensor<18x2xf32>
    %collapsed_4 = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<1x18x6xf32> into tensor<18x6xf32>
    %extracted_slice = tensor.extract_slice %collapsed[0, 0] [6, 2] [1, 1] : tensor<18x2xf32> to tensor<6x2xf32>
    %extracted_slice_5 = tensor.extract_slice %collapsed[6, 0] [6, 2] [1, 1] : tensor<18x2xf32> to tensor<6x2xf32>
    %extracted_slice_6 = tensor.extract_slice %collapsed[12, 0] [6, 2] [1, 1] : tensor<18x2xf32> to tensor<6x2xf32>
    %extracted_slice_7 = tensor.extract_slice %collapsed_4[0, 0] [6, 6] [1, 1] : tensor<18x6xf32> to tensor<6x6xf32>
    %extracted_slice_8 = tensor.extract_slice %collapsed_4[6, 0] [6, 6] [1, 1] : tensor<18x6xf32> to tensor<6x6xf32>
    %extracted_slice_9 = tensor.extract_slice %collapsed_4[12, 0] [6, 6] [1, 1] : tensor<18x6xf32> to tensor<6x6xf32>
    %0 = tensor.empty() : tensor<1x3x2xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<3x1x2xf32>) outs(%0 : tensor<1x3x2xf32>) permutation = [1, 0, 2] 
    %collapsed_10 = tensor.collapse_shape %transposed [[0, 1], [2]] : tensor<1x3x2xf32> into tensor<3x2xf32>
    %1 = tensor.empty() : tensor<2x6xf32>
    %transposed_11 = linalg.transpose ins(%extracted_slice : tensor<6x2xf32>) outs(%1 : tensor<2x6xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<3x6xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %4 = linalg.matmul ins(%collapsed_10, %transposed_11 : tensor<3x2xf32>, tensor<2x6xf32>) outs(%3 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_2 : tensor<3x6xf32>, tensor<6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %6 = tensor.empty() : tensor<6x6xf32>
    %transposed_12 = linalg.transpose ins(%extracted_slice_7 : tensor<6x6xf32>) outs(%6 : tensor<6x6xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%cst_3, %transposed_12 : tensor<3x6xf32>, tensor<6x6xf32>) outs(%3 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_2 : tensor<3x6xf32>, tensor<6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %8 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.negf %in : f32
      %31 = math.exp %30 : f32
      %32 = arith.addf %31, %cst_0 : f32
      %33 = arith.divf %cst_0, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<3x6xf32>
    %transposed_13 = linalg.transpose ins(%extracted_slice_5 : tensor<6x2xf32>) outs(%1 : tensor<2x6xf32>) permutation = [1, 0] 
    %11 = linalg.matmul ins(%collapsed_10, %transposed_13 : tensor<3x2xf32>, tensor<2x6xf32>) outs(%3 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_2 : tensor<3x6xf32>, tensor<6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %transposed_14 = linalg.transpose ins(%extracted_slice_8 : tensor<6x6xf32>) outs(%6 : tensor<6x6xf32>) permutation = [1, 0] 
    %13 = linalg.matmul ins(%cst_3, %transposed_14 : tensor<3x6xf32>, tensor<6x6xf32>) outs(%3 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_2 : tensor<3x6xf32>, tensor<6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %14 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.negf %in : f32
      %31 = math.exp %30 : f32
      %32 = arith.addf %31, %cst_0 : f32
      %33 = arith.divf %cst_0, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<3x6xf32>
    %transposed_15 = linalg.transpose ins(%extracted_slice_6 : tensor<6x2xf32>) outs(%1 : tensor<2x6xf32>) permutation = [1, 0] 
    %17 = linalg.matmul ins(%collapsed_10, %transposed_15 : tensor<3x2xf32>, tensor<2x6xf32>) outs(%3 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_2 : tensor<3x6xf32>, tensor<6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %16 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.mulf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %transposed_16 = linalg.transpose ins(%extracted_slice_9 : tensor<6x6xf32>) outs(%6 : tensor<6x6xf32>) permutation = [1, 0] 
    %20 = linalg.matmul ins(%19, %transposed_16 : tensor<3x6xf32>, tensor<6x6xf32>) outs(%3 : tensor<3x6xf32>) -> tensor<3x6xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%20, %cst_2 : tensor<3x6xf32>, tensor<6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%18, %21 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = math.tanh %in : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_1, %10 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.subf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %23 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.mulf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_3, %10 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.mulf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%25, %26 : tensor<3x6xf32>, tensor<3x6xf32>) outs(%2 : tensor<3x6xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %30 = arith.addf %in, %in_21 : f32
      linalg.yield %30 : f32
    } -> tensor<3x6xf32>
    %expanded = tensor.expand_shape %27 [[0, 1], [2]] output_shape [1, 3, 6] : tensor<3x6xf32> into tensor<1x3x6xf32>
    %expanded_17 = tensor.expand_shape %expanded [[0], [1, 2], [3]] output_shape [1, 1, 3, 6] : tensor<1x3x6xf32> into tensor<1x1x3x6xf32>
    %28 = tensor.empty() : tensor<3x1x1x6xf32>
    %transposed_18 = linalg.transpose ins(%expanded_17 : tensor<1x1x3x6xf32>) outs(%28 : tensor<3x1x1x6xf32>) permutation = [2, 0, 1, 3] 
    %expanded_19 = tensor.expand_shape %27 [[0, 1], [2]] output_shape [1, 3, 6] : tensor<3x6xf32> into tensor<1x3x6xf32>
    %29 = tensor.empty() : tensor<3x1x6xf32>
    %transposed_20 = linalg.transpose ins(%expanded_19 : tensor<1x3x6xf32>) outs(%29 : tensor<3x1x6xf32>) permutation = [1, 0, 2] 
    return %transposed_18, %transposed_20 : tensor<3x1x1x6xf32>, tensor<3x1x6xf32>
  }
}

