#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @test_lstm_batchwise(%arg0: tensor<3x1x2xf32>, %arg1: tensor<1x28x2xf32>, %arg2: tensor<1x28x7xf32>) -> (tensor<3x1x1x7xf32>, tensor<3x1x7xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<7xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<3x7xf32>
    %collapsed = tensor.collapse_shape %arg1 [[0, 1], [2]] : tensor<1x28x2xf32> into tensor<28x2xf32>
    %collapsed_3 = tensor.collapse_shape %arg2 [[0, 1], [2]] : tensor<1x28x7xf32> into tensor<28x7xf32>
    %0 = tensor.empty() : tensor<1x3x2xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<3x1x2xf32>) outs(%0 : tensor<1x3x2xf32>) permutation = [1, 0, 2] 
    %extracted_slice = tensor.extract_slice %collapsed[21, 0] [7, 2] [1, 1] : tensor<28x2xf32> to tensor<7x2xf32>
    %extracted_slice_4 = tensor.extract_slice %collapsed[14, 0] [7, 2] [1, 1] : tensor<28x2xf32> to tensor<7x2xf32>
    %extracted_slice_5 = tensor.extract_slice %collapsed[7, 0] [7, 2] [1, 1] : tensor<28x2xf32> to tensor<7x2xf32>
    %extracted_slice_6 = tensor.extract_slice %collapsed[0, 0] [7, 2] [1, 1] : tensor<28x2xf32> to tensor<7x2xf32>
    %extracted_slice_7 = tensor.extract_slice %collapsed_3[21, 0] [7, 7] [1, 1] : tensor<28x7xf32> to tensor<7x7xf32>
    %extracted_slice_8 = tensor.extract_slice %collapsed_3[14, 0] [7, 7] [1, 1] : tensor<28x7xf32> to tensor<7x7xf32>
    %extracted_slice_9 = tensor.extract_slice %collapsed_3[7, 0] [7, 7] [1, 1] : tensor<28x7xf32> to tensor<7x7xf32>
    %extracted_slice_10 = tensor.extract_slice %collapsed_3[0, 0] [7, 7] [1, 1] : tensor<28x7xf32> to tensor<7x7xf32>
    %collapsed_11 = tensor.collapse_shape %transposed [[0, 1], [2]] : tensor<1x3x2xf32> into tensor<3x2xf32>
    %1 = tensor.empty() : tensor<2x7xf32>
    %transposed_12 = linalg.transpose ins(%extracted_slice_6 : tensor<7x2xf32>) outs(%1 : tensor<2x7xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<3x7xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %4 = linalg.matmul ins(%collapsed_11, %transposed_12 : tensor<3x2xf32>, tensor<2x7xf32>) outs(%3 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %cst_1 : tensor<3x7xf32>, tensor<7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %6 = tensor.empty() : tensor<7x7xf32>
    %transposed_13 = linalg.transpose ins(%extracted_slice_10 : tensor<7x7xf32>) outs(%6 : tensor<7x7xf32>) permutation = [1, 0] 
    %7 = linalg.matmul ins(%cst_2, %transposed_13 : tensor<3x7xf32>, tensor<7x7xf32>) outs(%3 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_1 : tensor<3x7xf32>, tensor<7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%5, %8 : tensor<3x7xf32>, tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = arith.negf %in : f32
      %37 = math.exp %36 : f32
      %38 = arith.addf %37, %cst_0 : f32
      %39 = arith.divf %cst_0, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<3x7xf32>
    %transposed_14 = linalg.transpose ins(%extracted_slice_5 : tensor<7x2xf32>) outs(%1 : tensor<2x7xf32>) permutation = [1, 0] 
    %11 = linalg.matmul ins(%collapsed_11, %transposed_14 : tensor<3x2xf32>, tensor<2x7xf32>) outs(%3 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %cst_1 : tensor<3x7xf32>, tensor<7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %transposed_15 = linalg.transpose ins(%extracted_slice_9 : tensor<7x7xf32>) outs(%6 : tensor<7x7xf32>) permutation = [1, 0] 
    %13 = linalg.matmul ins(%cst_2, %transposed_15 : tensor<3x7xf32>, tensor<7x7xf32>) outs(%3 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_1 : tensor<3x7xf32>, tensor<7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%12, %14 : tensor<3x7xf32>, tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = arith.negf %in : f32
      %37 = math.exp %36 : f32
      %38 = arith.addf %37, %cst_0 : f32
      %39 = arith.divf %cst_0, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<3x7xf32>
    %transposed_16 = linalg.transpose ins(%extracted_slice_4 : tensor<7x2xf32>) outs(%1 : tensor<2x7xf32>) permutation = [1, 0] 
    %17 = linalg.matmul ins(%collapsed_11, %transposed_16 : tensor<3x2xf32>, tensor<2x7xf32>) outs(%3 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_1 : tensor<3x7xf32>, tensor<7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %transposed_17 = linalg.transpose ins(%extracted_slice_8 : tensor<7x7xf32>) outs(%6 : tensor<7x7xf32>) permutation = [1, 0] 
    %19 = linalg.matmul ins(%cst_2, %transposed_17 : tensor<3x7xf32>, tensor<7x7xf32>) outs(%3 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%19, %cst_1 : tensor<3x7xf32>, tensor<7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%18, %20 : tensor<3x7xf32>, tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = arith.negf %in : f32
      %37 = math.exp %36 : f32
      %38 = arith.addf %37, %cst_0 : f32
      %39 = arith.divf %cst_0, %38 : f32
      linalg.yield %39 : f32
    } -> tensor<3x7xf32>
    %transposed_18 = linalg.transpose ins(%extracted_slice : tensor<7x2xf32>) outs(%1 : tensor<2x7xf32>) permutation = [1, 0] 
    %23 = linalg.matmul ins(%collapsed_11, %transposed_18 : tensor<3x2xf32>, tensor<2x7xf32>) outs(%3 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %cst_1 : tensor<3x7xf32>, tensor<7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %transposed_19 = linalg.transpose ins(%extracted_slice_7 : tensor<7x7xf32>) outs(%6 : tensor<7x7xf32>) permutation = [1, 0] 
    %25 = linalg.matmul ins(%cst_2, %transposed_19 : tensor<3x7xf32>, tensor<7x7xf32>) outs(%3 : tensor<3x7xf32>) -> tensor<3x7xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%25, %cst_1 : tensor<3x7xf32>, tensor<7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %26 : tensor<3x7xf32>, tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%27 : tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = math.tanh %in : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %cst_2 : tensor<3x7xf32>, tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.mulf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %30 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%10, %28 : tensor<3x7xf32>, tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.mulf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%29, %30 : tensor<3x7xf32>, tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.addf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %out: f32):
      %36 = math.tanh %in : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%16, %32 : tensor<3x7xf32>, tensor<3x7xf32>) outs(%2 : tensor<3x7xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %36 = arith.mulf %in, %in_24 : f32
      linalg.yield %36 : f32
    } -> tensor<3x7xf32>
    %expanded = tensor.expand_shape %33 [[0, 1], [2]] output_shape [1, 3, 7] : tensor<3x7xf32> into tensor<1x3x7xf32>
    %expanded_20 = tensor.expand_shape %33 [[0, 1], [2]] output_shape [1, 3, 7] : tensor<3x7xf32> into tensor<1x3x7xf32>
    %expanded_21 = tensor.expand_shape %expanded [[0], [1, 2], [3]] output_shape [1, 1, 3, 7] : tensor<1x3x7xf32> into tensor<1x1x3x7xf32>
    %34 = tensor.empty() : tensor<3x1x1x7xf32>
    %transposed_22 = linalg.transpose ins(%expanded_21 : tensor<1x1x3x7xf32>) outs(%34 : tensor<3x1x1x7xf32>) permutation = [2, 0, 1, 3] 
    %35 = tensor.empty() : tensor<3x1x7xf32>
    %transposed_23 = linalg.transpose ins(%expanded_20 : tensor<1x3x7xf32>) outs(%35 : tensor<3x1x7xf32>) permutation = [1, 0, 2] 
    return %transposed_22, %transposed_23 : tensor<3x1x1x7xf32>, tensor<3x1x7xf32>
  }
}

