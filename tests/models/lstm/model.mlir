#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @forward(%arg0: tensor<1x6x8xf32>) -> tensor<1x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<1x16xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<1x1x16xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_4_16_torch.float32> : tensor<4x16xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_64_16_torch.float32> : tensor<64x16xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_8_torch.float32> : tensor<64x8xf32>
    %0 = tensor.empty() : tensor<6x1x8xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x6x8xf32>) outs(%0 : tensor<6x1x8xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<6x1x8xf32> into tensor<6x8xf32>
    %1 = tensor.empty() : tensor<8x64xf32>
    %transposed_9 = linalg.transpose ins(%cst_8 : tensor<64x8xf32>) outs(%1 : tensor<8x64xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<6x64xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<6x64xf32>) -> tensor<6x64xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed_9 : tensor<6x8xf32>, tensor<8x64xf32>) outs(%3 : tensor<6x64xf32>) -> tensor<6x64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<64xf32>) outs(%2 : tensor<6x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<6x64xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %5 : tensor<6x64xf32>, tensor<6x64xf32>) outs(%2 : tensor<6x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<6x64xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [6, 1, 64] : tensor<6x64xf32> into tensor<6x1x64xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<6x1x64xf32> to tensor<1x1x64xf32>
    %extracted_slice_10 = tensor.extract_slice %expanded[1, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<6x1x64xf32> to tensor<1x1x64xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[2, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<6x1x64xf32> to tensor<1x1x64xf32>
    %extracted_slice_12 = tensor.extract_slice %expanded[3, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<6x1x64xf32> to tensor<1x1x64xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded[4, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<6x1x64xf32> to tensor<1x1x64xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded[5, 0, 0] [1, 1, 64] [1, 1, 1] : tensor<6x1x64xf32> to tensor<1x1x64xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %collapsed_16 = tensor.collapse_shape %extracted_slice_10 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %collapsed_18 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %collapsed_19 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %collapsed_20 = tensor.collapse_shape %extracted_slice_14 [[0, 1], [2]] : tensor<1x1x64xf32> into tensor<1x64xf32>
    %7 = tensor.empty() : tensor<16x64xf32>
    %transposed_21 = linalg.transpose ins(%cst_6 : tensor<64x16xf32>) outs(%7 : tensor<16x64xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<1x64xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %10 = linalg.matmul ins(%cst_1, %transposed_21 : tensor<1x16xf32>, tensor<16x64xf32>) outs(%9 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<64xf32>) outs(%8 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x64xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%8 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x64xf32>
    %expanded_22 = tensor.expand_shape %12 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %13 = tensor.empty() : tensor<1x1x64xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_22, %collapsed_15 : tensor<1x1x64xf32>, tensor<1x64xf32>) outs(%13 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x64xf32>
    %extracted_slice_23 = tensor.extract_slice %14[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_24 = tensor.extract_slice %14[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_25 = tensor.extract_slice %14[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_26 = tensor.extract_slice %14[0, 0, 48] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %15 = tensor.empty() : tensor<1x1x16xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_23 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_24 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_25 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %cst_2 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %21 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19, %23 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_27 = tensor.collapse_shape %24 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %25 = linalg.matmul ins(%collapsed_27, %transposed_21 : tensor<1x16xf32>, tensor<16x64xf32>) outs(%9 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%25, %11 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%8 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x64xf32>
    %expanded_28 = tensor.expand_shape %26 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_28, %collapsed_16 : tensor<1x1x64xf32>, tensor<1x64xf32>) outs(%13 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x64xf32>
    %extracted_slice_29 = tensor.extract_slice %27[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_30 = tensor.extract_slice %27[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_31 = tensor.extract_slice %27[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_32 = tensor.extract_slice %27[0, 0, 48] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_29 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_30 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_31 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29, %22 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %30 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32, %33 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %35 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_33 = tensor.collapse_shape %36 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %37 = linalg.matmul ins(%collapsed_33, %transposed_21 : tensor<1x16xf32>, tensor<16x64xf32>) outs(%9 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%37, %11 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%8 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x64xf32>
    %expanded_34 = tensor.expand_shape %38 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_34, %collapsed_17 : tensor<1x1x64xf32>, tensor<1x64xf32>) outs(%13 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x64xf32>
    %extracted_slice_35 = tensor.extract_slice %39[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_36 = tensor.extract_slice %39[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_37 = tensor.extract_slice %39[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_38 = tensor.extract_slice %39[0, 0, 48] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_35 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_36 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_37 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_38 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%41, %34 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40, %42 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %45 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %48 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %47 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_39 = tensor.collapse_shape %48 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %49 = linalg.matmul ins(%collapsed_39, %transposed_21 : tensor<1x16xf32>, tensor<16x64xf32>) outs(%9 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %11 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%8 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x64xf32>
    %expanded_40 = tensor.expand_shape %50 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_40, %collapsed_18 : tensor<1x1x64xf32>, tensor<1x64xf32>) outs(%13 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x64xf32>
    %extracted_slice_41 = tensor.extract_slice %51[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_42 = tensor.extract_slice %51[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_43 = tensor.extract_slice %51[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_44 = tensor.extract_slice %51[0, 0, 48] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_41 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_42 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_43 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %55 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_44 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%53, %46 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52, %54 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%56, %57 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55, %59 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_45 = tensor.collapse_shape %60 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %61 = linalg.matmul ins(%collapsed_45, %transposed_21 : tensor<1x16xf32>, tensor<16x64xf32>) outs(%9 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%61, %11 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%8 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x64xf32>
    %expanded_46 = tensor.expand_shape %62 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_46, %collapsed_19 : tensor<1x1x64xf32>, tensor<1x64xf32>) outs(%13 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x64xf32>
    %extracted_slice_47 = tensor.extract_slice %63[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_48 = tensor.extract_slice %63[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_49 = tensor.extract_slice %63[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_50 = tensor.extract_slice %63[0, 0, 48] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_47 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_48 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_49 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %67 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_50 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%65, %58 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64, %66 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68, %69 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %72 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67, %71 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %collapsed_51 = tensor.collapse_shape %72 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %73 = linalg.matmul ins(%collapsed_51, %transposed_21 : tensor<1x16xf32>, tensor<16x64xf32>) outs(%9 : tensor<1x64xf32>) -> tensor<1x64xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%73, %11 : tensor<1x64xf32>, tensor<1x64xf32>) outs(%8 : tensor<1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x64xf32>
    %expanded_52 = tensor.expand_shape %74 [[0], [1, 2]] output_shape [1, 1, 64] : tensor<1x64xf32> into tensor<1x1x64xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_52, %collapsed_20 : tensor<1x1x64xf32>, tensor<1x64xf32>) outs(%13 : tensor<1x1x64xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x64xf32>
    %extracted_slice_53 = tensor.extract_slice %75[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_54 = tensor.extract_slice %75[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_55 = tensor.extract_slice %75[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %extracted_slice_56 = tensor.extract_slice %75[0, 0, 48] [1, 1, 16] [1, 1, 1] : tensor<1x1x64xf32> to tensor<1x1x16xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_53 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_54 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_55 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %79 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_56 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = arith.negf %in : f32
      %93 = math.exp %92 : f32
      %94 = arith.addf %93, %cst_0 : f32
      %95 = arith.divf %cst_0, %94 : f32
      linalg.yield %95 : f32
    } -> tensor<1x1x16xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%77, %70 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76, %78 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%80, %81 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82 : tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %92 = math.tanh %in : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %84 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79, %83 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%15 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.mulf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x1x16xf32>
    %concat = tensor.concat dim(0) %24, %36, %48, %60, %72, %84 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<6x1x16xf32>
    %85 = tensor.empty() : tensor<1x6x16xf32>
    %transposed_57 = linalg.transpose ins(%concat : tensor<6x1x16xf32>) outs(%85 : tensor<1x6x16xf32>) permutation = [1, 0, 2] 
    %extracted_slice_58 = tensor.extract_slice %transposed_57[0, 5, 0] [1, 1, 16] [1, 1, 1] : tensor<1x6x16xf32> to tensor<1x1x16xf32>
    %collapsed_59 = tensor.collapse_shape %extracted_slice_58 [[0, 1], [2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %86 = tensor.empty() : tensor<16x4xf32>
    %transposed_60 = linalg.transpose ins(%cst_4 : tensor<4x16xf32>) outs(%86 : tensor<16x4xf32>) permutation = [1, 0] 
    %87 = tensor.empty() : tensor<1x4xf32>
    %88 = linalg.fill ins(%cst : f32) outs(%87 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %89 = linalg.matmul ins(%collapsed_59, %transposed_60 : tensor<1x16xf32>, tensor<16x4xf32>) outs(%88 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %90 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<4xf32>) outs(%87 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%89, %90 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%87 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_61: f32, %out: f32):
      %92 = arith.addf %in, %in_61 : f32
      linalg.yield %92 : f32
    } -> tensor<1x4xf32>
    return %91 : tensor<1x4xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x04000000BCBF12BE928B403ECE0114BEB444FE3D",
      torch_tensor_4_16_torch.float32: "0x0400000010CBAABD40C53E3D043356BE9C528B3D6406DFBD0038EA3980AF723C2C8D77BE20DC57BE2029753CAED6273ED044D93C800FA03BCEA63ABE2014513E481AAE3D92092CBE143FCBBD406F523D36B3133E38C378BDF2134ABE462E53BE2E446CBEA815CE3DC04389BC326003BE26517F3ED03D81BD5026DCBCD8981DBD9862473EE0A5243C6053B9BDD44951BEECC8943D9E4E0E3EF860EDBD50F3B43D58B915BD9E80383ECABA34BE60A2293D2C4D9F3D70F593BC641179BE3855053D70711E3D02066EBE6C3218BEA8E2CE3D90E2DF3C0060113A88CF913DD891B9BD0A377CBE84901E3EDA7F12BE4C3FDFBD10D1FC3DB489DB3D70AE2FBD9ADD72BEBCE2D8BD",
      torch_tensor_64_torch.float32_1: "0x04000000668549BE0010F6386CCF0DBE30168CBC30043EBDE4A4413E70860F3DF86991BD2A7023BEACE8323E1A1A63BE5801AB3DBEAE703E0C43963D843A13BE566F6FBE444CE7BD542232BE582227BEE82E82BD4005A73C701A00BEB878FF3D7298253E502141BE74B9AFBD9021EE3C80E1933D90995CBE003149BCD86A8BBDF00B8FBC0042473E64D6EFBDB083BEBD488905BD5CCED13DB6BF25BECCE50D3E34ABB53DDA4C413ECE8F383E16915B3ED86DBBBD464D273E0EAA21BE709B8EBD0492103EE073E33D389401BE409E73BC50A1D0BC68BCD63DE0A59FBCB4AB95BD001DC13C60D413BCE871A23D5CD190BDA829563E20ABCB3CE4CEB83D887E36BD2AC044BE",
      torch_tensor_64_16_torch.float32: "0x0400000030C637BE067D6DBE7E837FBE0E855FBE222831BE729A67BE00BC12BB6CF909BEA0D84BBC7C14D23DA435A93D4863243E9EBC0EBE68A2EFBD9A63573E342D863D243DCA3D103453BEA689623E464730BE9002F0BC78C692BDF0E55ABDD63466BEC0022D3D0C045D3E70548BBCD4C0F93D386C5FBE3E327EBE7024603DA8EF3B3E6017D23D90FBC93D084C1B3D20FD593DC81F253D48EC3F3DBED956BE0AAE70BECECF563E581222BDF0A6803C7478A4BD32CD2ABED03EC13C24FB603E14A3DD3DEC0622BE602F133ECE836DBE383910BD26F6483EF61D6DBE78D3EABD901EADBD50ACD4BD8004A63D88C069BE00F3F53CB02FA8BCB4DFE7BD60C27C3CFE8C2F3EC0D5F2BD048CA2BDFABC64BE9471ECBD3A29063EBAF27DBED0CF6FBE40B1F0BDD2F41F3EB2A5433E5A6E21BE100E95BC808A143E28D30A3D90DD793E68A4563E38E483BD503D00BE08193DBD0EE95A3EDC4961BEBC75853DDA2026BE266F3FBEA26B383E9020ACBDDC926F3EB88A7FBD608C2F3D90B6B3BC9CAE213EDCBBA3BD70FEF1BC0C13F03D9EE7243E2A3C313EA068CF3D08D9DFBDC2C04D3EE47FBE3D9CEE1A3EDC74BA3DB699313E666D55BED81E093E4093A6BD60AA9DBDD6A9153E206B3B3DDEA1293EF88F4CBD000E9EBC408748BDBCF6423E3296263E587B143D32527EBE1E7E563EC48475BEC8B4B7BDF02DD3BDF2CA12BEAC36A1BD78B8423E986815BE501326BEEE932A3E8E4227BE8893B73D8459663E10BF98BDD8879EBD6C2C2F3E8CFAEABDC8A1013D2C6304BEEC0E503E80B98EBC96CC17BE7A596B3E8083AE3CAC9B0ABEEC33213E00B49839A89CDC3D3CEB21BE1CDC04BE00DA2C3C5E3E313E6CB3CA3DE00AC9BCC80B343DFEE6083EC035A73BC639483EC05CE5BD6810CF3D387DC13D502B683D14154DBEA853F13D0C76843D1014033E74CBB4BD8AEF26BE60E80B3D14A93BBEFE972E3E6017DDBC601F5EBD00336B3CBA43113E440544BEFAA07FBE6029CA3C08D1543E9A7862BE6007693C1CAFBB3D56BD29BE98BB593E4C95D6BD4A620B3E801F76BB04678B3D6ABB01BE0CCE8B3D5896183D40193BBD1CAA82BDE41D393E2013F23C242B85BD76834B3EACFFE3BDE03E463C56995FBEA29C41BE18824B3D8A34313E3CDB773EA266003EDE947CBE302F18BD60DBE03CC0B9CDBCD053443E4E4B1CBE708864BD88B6C33DC0D1FDBD98DB21BE98C81CBD6EF3513E026E54BE08ED7DBEA4C707BECCA3FABD4ECB013EFC72173EB2F20BBE78F9FFBD94E4D7BD306FE93D80497D3D94419ABD0858DF3D50EE7B3DE86D883D4423693E385279BD70D0E03DAA6071BE3C23733EB8D794BD02DB783E02EF65BEB4BDD03D244E3A3E5C53043E6871FB3D0075AC3BD422FF3D805DA6BD48EE843DE063413E18D335BD6ED34BBE8822193D12591E3EC85247BD6AD93C3E4CD279BEF0CC283D0092023A706E0F3DA0CC3BBC30083C3DA8FC7E3D84E0BA3D0CD051BE648DB83D10470EBEF0CFEBBCCCBFAB3DA02CD9BD2489313E104F4B3E26081ABE302E663EBEE62E3E683A78BEF801433EC8325FBE08A79CBDA636773E62E479BE38804D3D686700BEF493A63DE0E2E53D482456BE081A513EF8E1243EC67071BEBA69643EF08E6FBE8C8BE63D4846E83D2C77E63DDCA7F13D6A066D3EE6454DBEBC640F3E20A654BD2C771DBE6401473EC2020DBE9C1C6EBE6813ABBDCAD74F3E9815313DC86395BDE00449BE344D75BE5A4D6D3EDEC463BEE84D293E648EEDBD649C703E30AD353E70A6623DDEC736BEB839FABD4C4A6E3E005CA13CE452193EBE5447BEE05A953CF48FDFBD3E401E3ECA80233E00C6233E7446E13D5CC4C3BD00EDE9BC00867BBEC0F228BEEAC62D3E6236593E68C3CABDD00D5DBED6FF6C3E92E26FBE203C3ABC24E9F13D900719BE8A94203ED60017BEF04512BE801A4C3D00127DBB601B373EE0C605BEC0D3F23C80815C3B20C5AC3C908AC33DC03DED3DE0EAB93DA6ED23BE04053EBED2AB08BE78AD55BD8C8BB43D42AD2F3EECF629BE5C3BECBD34E4063E9C45523EBA8520BEF21E323E005188BB40580BBD540B20BE9048023E6AF320BE56263EBE2A2237BE1ADB4A3EE09FA13CEC16C43D0A7220BEBA853ABE0008A2BAF02710BDDEAE663E882D63BD4CC74DBEE042353EF8B7863DF8AA493E947A453E262C163E3C43BCBD18CC603E1CE6C83D1829633EF47830BE78C9653ECC3DF83DF0C30ABEB0491D3D3EC62F3EC0726CBD00B00639B4F9C0BDB0852EBE50D29DBC3C63ADBD143B1ABEF094FFBCB6FE793EA0E600BE687F24BE06BD7CBEB88AE0BDF8C8073E30DBB2BC0E8B333EC23D583E1024243DBCCF41BE4458A5BD300160BEA0693ABD38B5B43D0267503E3A7A45BEBCEEDC3D96B844BEDA292A3E700D32BD462203BEBAFD38BEE09DC83DC04BB23D6CE5563ED4323DBE207C2DBC8A15343E34E684BDECB5CABDC851983D826969BE34C82F3EC81C433E68066DBE54C7553EF091043DAAAE443E7AD632BE304E70BE4077703C543885BD80BCE0BB40A4F6BC64E518BE64D247BEEC6DE6BDA8E5473E941729BE301DACBC38E8843D2E1754BE2ACE173E98945EBD1CC4C2BD8A25443E1034983D40CBF73D006E3F3B4E7942BE8839603E2EA820BE985AD13DC4C9D63D9414253EA888E6BD6A4E28BE80AA6EBB94BADB3D1C7D06BE38B73CBED8521D3D44E9533E06005EBE50E950BE067657BE06A731BE2040C43C106EACBC80CF133D106E40BD0A8564BEAC6AF43D42E129BE883257BD8E92343EE055D53C24B89D3D6080123D58F762BE24526E3EA00EA33C3092C63D38C86E3EB85F713D58BD253E1CCE9C3D004FA23B7C13843D44F973BEC44B95BD10A25ABE24E908BE469B61BEB87D343D6864473E92FE02BE24D6F73D3C5DF4BD96A56C3E309939BE84AA9C3D58A4373E5C63F5BD00CCDDBB366F1BBE0CB1C2BD764A673E44A639BED0474A3D7072E8BC1C0CE6BD723E3EBEDEE352BE78846DBDAC02FB3D38A9013EC0A9F7BBEE4A35BE803F623E2406E2BDB0CC76BDD627203E0446A5BDC88F7B3DB8E52CBE5644483E502063BEE0DBEDBC80469CBBD04E313E40095DBE48DAF1BD0CA1133E9CC0C53DA073013C8436BDBD8E0C75BE741F093E44FECFBD3C50BF3DE0C7543D20AFEDBCE0B49C3C10C4AE3DE86C11BE8072593ED638553E586C6CBEF09E16BDFCF86F3ED61A0B3E06FA1B3E02C04C3E1A71763EA058323EBE64633EB0D2F63C8CCD5ABE805039BD3860A13D0A4336BE88911DBD508F1FBE64A8703EEC90CA3D9852D9BD201566BDC0811A3E7C9BF73DDC4D8ABD9AD310BEA01214BD0AA14FBEC661513E4021453E46A4523E88801DBDCE764FBE98887E3ED82649BDD8F2D7BD501A09BD842E873D44D678BEA68D08BE2C47473E386413BD7C16963D04924FBE58F6893D606017BC00710C3E60EA2C3CB022AFBD90BD783DDC9A9F3DF82F70BE729C103E7C25463EC8C3443E900B7FBECED7263EE045193E060A123E6A5D193EB05163BE80CB223D1CB9703EA2DD41BE20902ABE2A4F6FBEF06D1CBEF0B2743E2ACD65BECA240C3E7ED4183E06D8213ED404C5BD805303BB640295BDD0BC133D723752BE2C964F3E3063FFBD26BD30BE6652513EEE4F3C3EB477673E7037E43CF89E2BBD0C0FFE3DDCFC813D649573BE345EFF3DB0DE8EBC4450D63D0C9E953D50A1B3BD1833293EBCEC383EA8DE4D3E5E0B783E16736FBEFEBD3D3ECEC336BE20137C3C505B29BD04B24C3ED05F703DEEBC6B3EF4C548BE48E34DBDF087363E6CE25A3EE2B05BBEA0452ABC942C063EB09EBABD9C5C33BEDC3768BE647B73BEEC7DC6BD5A942A3ECE1066BEF0C3D53C88DF083E6EE1003E5E185FBEB0C296BD441CD7BDC0E7123C905224BD2E4B7C3EE8316E3E244FC7BD609FD2BDBC4E7C3E3000AF3D20ADEEBC4CB2AF3D024878BED0D7AABC2C4DB3BDA00B82BD1C43893D08B07D3D3ACE193ED86C7DBE10D7BF3DB083C83C5ED84CBE5CE0AF3DAE4E48BE4093583C9CE09CBDC052DF3DF421A7BDACCCF4BD80AB78BD94C5D43D68948EBD4C5D85BDBCCBC0BDF025A33CD8F317BE840C773E064F543EAA85413E1C2BE13DD0D7253DD611633E484E7E3D9CC2D63D12675F3EAA620DBE347ECABDC4D0D13D580D93BD50886F3D80DDDC3C7CC80EBE389C83BD40916EBE4AD22A3E30573E3EE0588A3C8842733E50F8D7BC584E2DBED0BAF63D38B0133D2CDDB83D2C75E53DC4514E3E568E263E120A63BEF8F5BB3D40C755BE8E6778BEBA21643E3C4A9BBD28A87ABE2CC72D3EA8E412BED8B601BEA8D65D3D5422373E00CFB0BADEA945BE3C944F3E78B939BEE03C013C0EBB11BE4EF83DBE9477E4BDB8F1AFBDBEAC08BEACDB393EB81F043E6490AD3D388382BD500D2EBE4EE0763E527869BE60B45B3E7E6B0E3EF0BE9E3D74D895BDA0D41C3E486648BD102FE83C74D086BDAC5C2EBE0CA7BCBDE80D7D3E789526BEB6B0273E823147BE98810ABDE4AF67BE180C4FBDE873733EB86403BEC42EB9BDFAB26ABE4CA0683E289AA83D8078F3BC882809BEEA9F12BE6C8A893DA08368BDF26678BECC0D2BBEB09BBBBC40521A3DA0A7E1BDD8C733BDACDB28BE7843B4BDCCF6B33D228E4F3E00C6E6BD80BB01BB8850333DFCC3C4BDA4D4523E387E033D96E27D3E5829673EB88AAEBD30FA053D3492B6BDB2B34BBEE8574BBE129B013E98416E3DF8778B3D82083A3E9E0C2EBEDCF69B3D844BEFBD94355E3E58FDD3BDD0722DBDDEBF4E3EC0348DBB482D8A3DF03A9F3D50B7E0BC62AA45BEFC70633E98CA0DBED87E353D44FEFFBDD0CA2C3D6E9C5C3EF6761ABE38404DBE1C1E0B3EE08E9D3D6C7420BE60CDD53D68F0C4BDBC4C4F3EA83D3ABD46131ABEB69F3F3E7A1441BEA07A1FBED8F1313D20210E3DF0D277BD1A434A3E345F58BED401AFBD8880183D9CAD423EA48F57BED80E653EFAA435BE702C8D3C6EF23DBE506BD3BC722D6C3E16A94A3E86A0143EC6173A3E0E26163EE2CF4D3E785FC9BD006008B998E420BE342603BEC042623CE05911BCF01AEC3DD46F4ABEC833273D4CEE9CBD7C4F2B3E1C3FF8BDC020CEBC244EFDBD5A3E54BEF02DB5BC3096ADBCE4F8283EE0C053BDB03E4BBD086B2EBE30F127BEC8DEAB3D7C5A723E2E52163E24EC78BE486D973DC028CBBC2E694DBE70E2E43C50C6623D04CC9C3DAEA8183EDC76203EC450C8BD009F8DBAC4AF923D6EA147BE321E37BE40BD7C3DFC4E563EA407A43D205779BD5C564EBED2A6283EFE2E493EC4AA85BDA4ECDABD10F9193E12AE4FBEB4DAA3BD70A0123EFC87BCBDA8D15FBD404D81BB286A083DE8846CBDE48CEF3D4EB5293EA0C35DBE10AF263E1C4DCEBD0C34E7BD508D723D0EDF623E40EAC63BF850793EC20371BE1411E63D96AB53BE80F1A8BD2A5055BE5AF53C3E8CA802BE98AEAEBD9E124DBEB2C41C3E68530B3D1080DDBD4427853DC20A44BE74B6333E62315D3E404FC5BB901A3B3EA04B303EC8BB5F3E343A61BE38EF11BE5A175E3EBCD824BEC66C4A3E526C46BEDA272F3EA25D773EE02F37BEE09CAFBDC88D7E3E94F4623EC604263E80A1C73B40CDC7BD90E0CEBCCCB0223EA07C4D3D1C0C11BEBC29EABDCA74423EF026E7BD9276553E46F946BE12765A3E9EAE65BE00DD9EBA004BBBBC182A9FBD46EE103E24E0493ED076CC3DF498E4BD9A301B3E84AE4E3E001EFD3AE8546DBE3872A53DD86B2BBDD89924BE8CA6183E74B89C3D6051753E0C68923DF4590D3EB8D6163D88FD523E72185DBE9493293E",
      torch_tensor_64_torch.float32: "0x04000000C0462F3E281427BE0C573E3EC00C363EE61D3E3EC87FB6BDE61732BEB033143EA8F47BBD9AB13E3EB044E4BCE0CB613D809C343C2C327CBE6AB03DBE38357A3E40CB44BC508E5FBE608F8C3C52E0133E7261113E385346BE8092E1BBB408C43D40C27A3C0030D83AE8DB883D1AF00EBEEC03333E006959BDC4A2EA3D3C2267BE72501BBED00C67BDC89148BEEA416C3ECAE9443E10CEA83C201D723C10AF7ABECCC6E3BD987710BDEAA57B3E000A7B3DF0F3A53C18DED0BD825C513E18277FBD982001BEA8CAF73D90FB44BE30599A3D946BC8BD240B383E28A5323D0062C4BBFE3A13BE604238BCD27B5CBE30D3BB3C80529B3B188B1ABDA0F003BDAA0976BE",
      torch_tensor_64_8_torch.float32: "0x04000000681E60BDA879053E02394A3EC04A7ABE486A973D4271343EA03E6EBEDA7452BEC0B3CB3C64AFEEBD90CC043DC8D7D4BD124D33BED21836BE5421B23D0275193E2E7A763E0CD318BE2CEE6CBEC8EE04BD6C836EBEE4021F3EBEFF41BEAC2B45BE78D016BE60FC573DE8CF12BD08C64FBE9EA0713ECC2D583E9094FBBC0C8F57BEC07017BC3A2B06BE9426FE3D2468613E70B5793E680C4CBD40622F3EBA8675BEF65321BEDCE0933D20F62ABC002C653E6C96D73D78EC723D08F535BEB0F2A03CBC0C7B3ECCA571BE34D5FB3D766A1EBE4C2451BE00FA723DD08B76BD56DA6D3E803EC33BA494E43DDE9407BE3C51B63DC67051BE14F374BE14C9073EEC78C63D440DC8BDEC80993D646EE03D68FDFE3D18AFDFBD806EC9BC30E9533DACCF2D3E40B243BD10BCB23CF0E2C0BD8A654ABE106177BEA26117BE9458673EB8108C3DA8F5913D381117BE3669043EE89977BD8E7F09BE807D6E3C5E1A3B3E186112BD48DE3F3E2CCD62BEE4422D3E3811203ED882F0BD3C21BFBDD0FD023EC23B3DBECCC5C43DE0DF72BDE2261CBE8862583D9004FF3CFA94553ECC3FC6BDF244433E40C9EFBBB60F313E40F8AB3DEC4420BE6CDCDF3DAA0C453E3E0655BE26355DBE5C22E4BDB8C81FBE3EFF543E561A47BEB026AB3D66920C3E7EAB24BE607DE93D08C336BD18DA123EEAD8363E682766BD0452F8BD00D285BAE407C83D78F051BD70AE25BECEE706BE2E7D45BEC6590BBE7CB582BDFAAF743E18A0563DDC6403BEE06264BDE63F6CBE6461D9BD3C8AC3BD1AF35C3EA4C6BEBDC050DD3C5C9F35BEE6CA3C3E10082ABD0C0A063EB8F7B6BDF0148CBC5E8B26BED2B9393E7461FB3D0CB4E5BD3E874F3E001FE73A001E6FBD401E773C38D2003ED4139B3DBCB442BE40489B3DDEEB073EA09E73BC4CE71CBE785557BDCC294B3E7E70493EEE2D0E3EC4F762BE009AFF3C8E6A0EBEFCA6B33DC0550EBD32571D3EC016DE3CD8A3F3BD185E723EE0E1C73CC011BCBB009DD1BB00EA36BDACC3593ED28901BE781BADBD8072AE3DE09A163E5845F23DDAE522BE4466873DF46AA83D4CE2213E905B05BEC45204BE28736C3EF0BBD83D9E8C043E06D93B3E305EABBD487495BDE05BC03C20B48F3D2E3A29BE18C103BEE05C41BED8FD2ABDA2C31FBE684886BD984B5DBDFECD53BE4825153E803A423E3C8DE13DBE4E35BEA85553BD88FD35BDE02A65BD8067273B8033DFBB544FF13D92237C3E1077C2BD787226BD781E153E5C62CCBD206B813C0E1415BE181F663D0C3124BECC18F0BD42D8633EF68750BEA09AF3BCA0DF8BBC20600F3DCE7757BE48EB03BEB83E65BD104353BD884955BE76DA6EBE207E97BD685A23BD32197DBEE07340BEA0D9A7BDA8D4CE3D7257723E30A9763E3ED73F3E582833BD70F2BC3DA6AC7FBE28B05E3EFAA52B3E3849403EE023ADBCCE83463E30D7D93C60BE5CBCB4EBC13DC00BB43B749320BE40F1EB3D80ABF0BDAA0C27BE80603DBBBC9106BE4040113DFA9163BEDA0036BE64C0B73DFC6E68BE3041343DC61F1CBE14CE9DBD3441B83D824E603EC492C03DE8DA6FBD2C4B09BE4CC6A23D407D44BC2A1A333E4AD611BE0AF5523E0860403D36E61E3E866037BE62C3013E7A1A2EBE78B3843DC0F3E6BD2E81733E00A5913C320153BE283FD33D5A5A103EE8E66C3D2833343E20332E3C86E1293EE6217EBE5AE620BEDE27263E5E9412BE603C0E3C405ACCBDC801743EF8B01F3DD0220BBE000E9A3A2CE8693E506F9CBC64D9B2BDB0DC1F3E24BF7BBE547D65BE526767BE40CDA9BCA033063DE89112BDE0763ABD242D8B3D38E692BD24D3B9BDC6B17ABE4AA912BEB0A114BDE892733E9C7351BEDCB8B63DC89B50BD948DF6BD7E167DBE305CD7BC488394BD2A7A153EC4E50EBED0DBC53C422A42BE4057D73C324C633E5804C13DA00996BD804AF4BC78EC65BDB829083D38AF283DBAD531BE62BA26BE98250F3DE066DB3CFCDD013E1477863D36C547BE0034223C7CAC3D3E18E354BDCC82593EDE7A4ABEA4EDD53D401041BE6C88CA3D40D41F3C32A16DBE0E26773E98F723BD96EF413E504165BE208D32BD4802093E405C44BECEDF5BBEC0BA74BCCAF91FBEAA7F543E7AE144BE704CAB3D580642BD8659633E6CB53E3EACE6C6BDB068E5BD0042FE3B387BC63DBAF5223EC0D1B6BD3052D03D6E55243EF06B24BD70F5CC3C3A63253EB4E7AFBD7E703DBE609299BD3E525A3E10D0843D08A3753E00D1503DBC22F4BD889882BD0CDD85BDCE4C4DBE62C57ABE0061013C404799BBE29B373ECC626ABE00F6433BF048733DC014033D441D143ECC4BAC3DFC77673EAEE20BBE747496BDD054BE3D2ADC2B3EBC6604BECA9E4C3E402374BC8430213E1C55FEBDB4F4543EE02B52BD88A8923D68F4153D3AE5523E54B6423E6AF040BE38ECFC3DD4E687BDEEF00EBE64DEA6BDE213583EBAFA453E94D22C3E52557F3E1A4157BE56871EBEEE2342BEC47D59BEA4B861BE906F253D1E847FBE80A3133ED0F3E23D28801ABE905A743E50AE40BE3ACF493E1C22203EC2F65A3ED28E12BE484A50BDAEFE5F3E601804BD80CF5BBEDCA2773E982D05BE4ACD6D3E549E05BE508679BE341D2C3EF2F1573ED63C43BE1CE5243E18667BBE72B671BE68C45D3EE0C3CB3D66D1003E38BBFEBD000079BD166B63BE00D04D3A3C811DBED82DA2BD9CC9283EA826B63D600033BC0C58C73D2C77C33DE0E9623CF0F0A83D681535BEB0C465BE42F24D3E46E861BEF01C54BD80C15DBE1E482C3E185BBBBD424B13BE64C9993DAC4982BD8C8EA73D2026EABDFA832A3E0842BE3DF015A03C0050CB3B40874C3EC8244BBEC05E823C9478273E1445B5BD604C7FBC8AD3623E52F164BE8494863D306F403D"
    }
  }
#-}
