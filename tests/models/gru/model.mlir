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
    %cst_5 = arith.constant dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_48_16_torch.float32> : tensor<48x16xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_48_torch.float32> : tensor<48xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_48_8_torch.float32> : tensor<48x8xf32>
    %0 = tensor.empty() : tensor<6x1x8xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<1x6x8xf32>) outs(%0 : tensor<6x1x8xf32>) permutation = [1, 0, 2] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1, 2]] : tensor<6x1x8xf32> into tensor<6x8xf32>
    %1 = tensor.empty() : tensor<8x48xf32>
    %transposed_9 = linalg.transpose ins(%cst_8 : tensor<48x8xf32>) outs(%1 : tensor<8x48xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<6x48xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<6x48xf32>) -> tensor<6x48xf32>
    %4 = linalg.matmul ins(%collapsed, %transposed_9 : tensor<6x8xf32>, tensor<8x48xf32>) outs(%3 : tensor<6x48xf32>) -> tensor<6x48xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<48xf32>) outs(%2 : tensor<6x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<6x48xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%4, %5 : tensor<6x48xf32>, tensor<6x48xf32>) outs(%2 : tensor<6x48xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<6x48xf32>
    %expanded = tensor.expand_shape %6 [[0], [1, 2]] output_shape [6, 1, 48] : tensor<6x48xf32> into tensor<6x1x48xf32>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [1, 1, 48] [1, 1, 1] : tensor<6x1x48xf32> to tensor<1x1x48xf32>
    %extracted_slice_10 = tensor.extract_slice %expanded[1, 0, 0] [1, 1, 48] [1, 1, 1] : tensor<6x1x48xf32> to tensor<1x1x48xf32>
    %extracted_slice_11 = tensor.extract_slice %expanded[2, 0, 0] [1, 1, 48] [1, 1, 1] : tensor<6x1x48xf32> to tensor<1x1x48xf32>
    %extracted_slice_12 = tensor.extract_slice %expanded[3, 0, 0] [1, 1, 48] [1, 1, 1] : tensor<6x1x48xf32> to tensor<1x1x48xf32>
    %extracted_slice_13 = tensor.extract_slice %expanded[4, 0, 0] [1, 1, 48] [1, 1, 1] : tensor<6x1x48xf32> to tensor<1x1x48xf32>
    %extracted_slice_14 = tensor.extract_slice %expanded[5, 0, 0] [1, 1, 48] [1, 1, 1] : tensor<6x1x48xf32> to tensor<1x1x48xf32>
    %collapsed_15 = tensor.collapse_shape %extracted_slice [[0, 1], [2]] : tensor<1x1x48xf32> into tensor<1x48xf32>
    %collapsed_16 = tensor.collapse_shape %extracted_slice_10 [[0, 1], [2]] : tensor<1x1x48xf32> into tensor<1x48xf32>
    %collapsed_17 = tensor.collapse_shape %extracted_slice_11 [[0, 1], [2]] : tensor<1x1x48xf32> into tensor<1x48xf32>
    %collapsed_18 = tensor.collapse_shape %extracted_slice_12 [[0, 1], [2]] : tensor<1x1x48xf32> into tensor<1x48xf32>
    %collapsed_19 = tensor.collapse_shape %extracted_slice_13 [[0, 1], [2]] : tensor<1x1x48xf32> into tensor<1x48xf32>
    %collapsed_20 = tensor.collapse_shape %extracted_slice_14 [[0, 1], [2]] : tensor<1x1x48xf32> into tensor<1x48xf32>
    %extracted_slice_21 = tensor.extract_slice %collapsed_15[0, 0] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_22 = tensor.extract_slice %collapsed_15[0, 16] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_23 = tensor.extract_slice %collapsed_15[0, 32] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %7 = tensor.empty() : tensor<16x48xf32>
    %transposed_24 = linalg.transpose ins(%cst_6 : tensor<48x16xf32>) outs(%7 : tensor<16x48xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<1x48xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %10 = linalg.matmul ins(%cst_1, %transposed_24 : tensor<1x16xf32>, tensor<16x48xf32>) outs(%9 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<48xf32>) outs(%8 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x48xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<1x48xf32>, tensor<1x48xf32>) outs(%8 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x48xf32>
    %expanded_25 = tensor.expand_shape %12 [[0], [1, 2]] output_shape [1, 1, 48] : tensor<1x48xf32> into tensor<1x1x48xf32>
    %extracted_slice_26 = tensor.extract_slice %expanded_25[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_27 = tensor.extract_slice %expanded_25[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_28 = tensor.extract_slice %expanded_25[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %13 = tensor.empty() : tensor<1x1x16xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_26, %extracted_slice_21 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_27, %extracted_slice_22 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %18 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_28, %15 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_23, %18 : tensor<1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%19 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.tanh %in : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2, %20 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.subf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %22 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%21, %17 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22, %20 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %extracted_slice_29 = tensor.extract_slice %collapsed_16[0, 0] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_30 = tensor.extract_slice %collapsed_16[0, 16] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_31 = tensor.extract_slice %collapsed_16[0, 32] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %collapsed_32 = tensor.collapse_shape %23 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %24 = linalg.matmul ins(%collapsed_32, %transposed_24 : tensor<1x16xf32>, tensor<16x48xf32>) outs(%9 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %11 : tensor<1x48xf32>, tensor<1x48xf32>) outs(%8 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x48xf32>
    %expanded_33 = tensor.expand_shape %25 [[0], [1, 2]] output_shape [1, 1, 48] : tensor<1x48xf32> into tensor<1x1x48xf32>
    %extracted_slice_34 = tensor.extract_slice %expanded_33[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_35 = tensor.extract_slice %expanded_33[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_36 = tensor.extract_slice %expanded_33[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %26 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_34, %extracted_slice_29 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_35, %extracted_slice_30 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %29 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_36, %27 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_31, %30 : tensor<1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %32 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.tanh %in : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23, %32 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.subf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %34 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33, %29 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %35 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34, %32 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %extracted_slice_37 = tensor.extract_slice %collapsed_17[0, 0] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_38 = tensor.extract_slice %collapsed_17[0, 16] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_39 = tensor.extract_slice %collapsed_17[0, 32] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %collapsed_40 = tensor.collapse_shape %35 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %36 = linalg.matmul ins(%collapsed_40, %transposed_24 : tensor<1x16xf32>, tensor<16x48xf32>) outs(%9 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %37 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%36, %11 : tensor<1x48xf32>, tensor<1x48xf32>) outs(%8 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x48xf32>
    %expanded_41 = tensor.expand_shape %37 [[0], [1, 2]] output_shape [1, 1, 48] : tensor<1x48xf32> into tensor<1x1x48xf32>
    %extracted_slice_42 = tensor.extract_slice %expanded_41[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_43 = tensor.extract_slice %expanded_41[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_44 = tensor.extract_slice %expanded_41[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_42, %extracted_slice_37 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_43, %extracted_slice_38 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_44, %39 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %43 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_39, %42 : tensor<1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.tanh %in : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35, %44 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.subf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%45, %41 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %47 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%46, %44 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %extracted_slice_45 = tensor.extract_slice %collapsed_18[0, 0] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_46 = tensor.extract_slice %collapsed_18[0, 16] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_47 = tensor.extract_slice %collapsed_18[0, 32] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %collapsed_48 = tensor.collapse_shape %47 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %48 = linalg.matmul ins(%collapsed_48, %transposed_24 : tensor<1x16xf32>, tensor<16x48xf32>) outs(%9 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%48, %11 : tensor<1x48xf32>, tensor<1x48xf32>) outs(%8 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x48xf32>
    %expanded_49 = tensor.expand_shape %49 [[0], [1, 2]] output_shape [1, 1, 48] : tensor<1x48xf32> into tensor<1x1x48xf32>
    %extracted_slice_50 = tensor.extract_slice %expanded_49[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_51 = tensor.extract_slice %expanded_49[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_52 = tensor.extract_slice %expanded_49[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %50 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_50, %extracted_slice_45 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %51 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%50 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %52 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_51, %extracted_slice_46 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%52 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %54 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_52, %51 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %55 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_47, %54 : tensor<1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %56 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%55 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.tanh %in : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %57 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%47, %56 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.subf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %58 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%57, %53 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%58, %56 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %extracted_slice_53 = tensor.extract_slice %collapsed_19[0, 0] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_54 = tensor.extract_slice %collapsed_19[0, 16] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_55 = tensor.extract_slice %collapsed_19[0, 32] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %collapsed_56 = tensor.collapse_shape %59 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %60 = linalg.matmul ins(%collapsed_56, %transposed_24 : tensor<1x16xf32>, tensor<16x48xf32>) outs(%9 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60, %11 : tensor<1x48xf32>, tensor<1x48xf32>) outs(%8 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x48xf32>
    %expanded_57 = tensor.expand_shape %61 [[0], [1, 2]] output_shape [1, 1, 48] : tensor<1x48xf32> into tensor<1x1x48xf32>
    %extracted_slice_58 = tensor.extract_slice %expanded_57[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_59 = tensor.extract_slice %expanded_57[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_60 = tensor.extract_slice %expanded_57[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %62 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_58, %extracted_slice_53 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %63 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%62 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %64 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_59, %extracted_slice_54 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %65 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%64 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %66 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_60, %63 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %67 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_55, %66 : tensor<1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %68 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%67 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.tanh %in : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %69 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%59, %68 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.subf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %70 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%69, %65 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %71 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%70, %68 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %extracted_slice_61 = tensor.extract_slice %collapsed_20[0, 0] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_62 = tensor.extract_slice %collapsed_20[0, 16] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %extracted_slice_63 = tensor.extract_slice %collapsed_20[0, 32] [1, 16] [1, 1] : tensor<1x48xf32> to tensor<1x16xf32>
    %collapsed_64 = tensor.collapse_shape %71 [[0], [1, 2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %72 = linalg.matmul ins(%collapsed_64, %transposed_24 : tensor<1x16xf32>, tensor<16x48xf32>) outs(%9 : tensor<1x48xf32>) -> tensor<1x48xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%72, %11 : tensor<1x48xf32>, tensor<1x48xf32>) outs(%8 : tensor<1x48xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x48xf32>
    %expanded_65 = tensor.expand_shape %73 [[0], [1, 2]] output_shape [1, 1, 48] : tensor<1x48xf32> into tensor<1x1x48xf32>
    %extracted_slice_66 = tensor.extract_slice %expanded_65[0, 0, 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_67 = tensor.extract_slice %expanded_65[0, 0, 16] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %extracted_slice_68 = tensor.extract_slice %expanded_65[0, 0, 32] [1, 1, 16] [1, 1, 1] : tensor<1x1x48xf32> to tensor<1x1x16xf32>
    %74 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_66, %extracted_slice_61 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %75 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%74 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %76 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_67, %extracted_slice_62 : tensor<1x1x16xf32>, tensor<1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %77 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%76 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = arith.negf %in : f32
      %92 = math.exp %91 : f32
      %93 = arith.addf %92, %cst_0 : f32
      %94 = arith.divf %cst_0, %93 : f32
      linalg.yield %94 : f32
    } -> tensor<1x1x16xf32>
    %78 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_68, %75 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %79 = linalg.generic {indexing_maps = [#map3, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice_63, %78 : tensor<1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %80 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%79 : tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %91 = math.tanh %in : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %81 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%71, %80 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.subf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %82 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81, %77 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.mulf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %83 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%82, %80 : tensor<1x1x16xf32>, tensor<1x1x16xf32>) outs(%13 : tensor<1x1x16xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x1x16xf32>
    %concat = tensor.concat dim(0) %23, %35, %47, %59, %71, %83 : (tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>, tensor<1x1x16xf32>) -> tensor<6x1x16xf32>
    %84 = tensor.empty() : tensor<1x6x16xf32>
    %transposed_69 = linalg.transpose ins(%concat : tensor<6x1x16xf32>) outs(%84 : tensor<1x6x16xf32>) permutation = [1, 0, 2] 
    %extracted_slice_70 = tensor.extract_slice %transposed_69[0, 5, 0] [1, 1, 16] [1, 1, 1] : tensor<1x6x16xf32> to tensor<1x1x16xf32>
    %collapsed_71 = tensor.collapse_shape %extracted_slice_70 [[0, 1], [2]] : tensor<1x1x16xf32> into tensor<1x16xf32>
    %85 = tensor.empty() : tensor<16x4xf32>
    %transposed_72 = linalg.transpose ins(%cst_4 : tensor<4x16xf32>) outs(%85 : tensor<16x4xf32>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<1x4xf32>
    %87 = linalg.fill ins(%cst : f32) outs(%86 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %88 = linalg.matmul ins(%collapsed_71, %transposed_72 : tensor<1x16xf32>, tensor<16x4xf32>) outs(%87 : tensor<1x4xf32>) -> tensor<1x4xf32>
    %89 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<4xf32>) outs(%86 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%88, %89 : tensor<1x4xf32>, tensor<1x4xf32>) outs(%86 : tensor<1x4xf32>) {
    ^bb0(%in: f32, %in_73: f32, %out: f32):
      %91 = arith.addf %in, %in_73 : f32
      linalg.yield %91 : f32
    } -> tensor<1x4xf32>
    return %90 : tensor<1x4xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x0400000000E964BE40414D3C7896313E58DE97BD",
      torch_tensor_4_16_torch.float32: "0x04000000E458FFBDB065263EB0354F3EE029EDBC78B67F3E2C3E92BD60A4023EA8ABF3BD8ACF323E54A1D0BD9836613DCC53FFBDD83606BD8EF6623E0401BE3DA0F90C3CD6E2623E4895793EA8E762BDFA3B73BE846029BE00EE6FBAC87171BE1C54C43D00BBEBBB0065CE3CDC26593E2C0899BD50EE66BD5436963DB4C2D3BD7C5E4E3E3068C63D3C785C3EF893D83DEE16583EC005003E0085103B783DD43D64EAD1BD72C56BBEE0F4A1BC2089BFBD7A243A3EC0FCF5BD9C35553E700A1C3E78E82ABE522B033E288F27BEDC63D13D8865E53D8028403B0009EB3C80417B3E4E5C03BEBAF60C3E36746E3E8067353D10231BBD6CA883BD224B693E4086943D2050FD3C",
      torch_tensor_48_torch.float32_1: "0x04000000D22712BEA447B73D2E6E25BEC6714FBE9ED6023E786B6E3DC0A9A8BC5AE23B3E2A1020BE02B8263EBE940F3EECF33F3E04C5EB3D06AE3E3EE29362BECC0BF93D6AC3233E8436B0BD20083B3EB403EDBDF83C61BD3C00D43D464F58BE90ED9D3DD8D662BE809240BB8A1A313E2C844D3E8C358CBDD28362BE586026BD5CAE6BBE3A0E2B3E704BB9BCD884863D5E7421BEB20949BE507E98BC44663A3E8076043D00E9493EC84DC03D90D8F53DF44B393E08FC9B3D88D82DBE3C8881BDFEC537BE",
      torch_tensor_48_16_torch.float32: "0x04000000989573BD4CBBAABDA4BEBE3DDE741F3E38C33B3E6C7D0E3E163D2ABE42BA28BEE89D3BBD605C51BC6402A83DD03DDABC744B163EB2045F3EA0439E3C686E52BD80995E3D62DF36BEA2E4293E5A8729BEE6AF10BE1A38053EF8AAD83D403B18BD922847BE606101BCACD8713E782D583E4091EFBD289B0A3D9E7A70BE60EC4C3E7CA3703E00C630BA307797BC8E95353E86315CBE6C5A2CBEF09A873D546BCDBD80634E3CBEE774BE283926BE92AD703ED0B6EF3D806BE8BB06B44B3EA0EB2F3CE0435CBD00B3E83D68A3163D7430C73D782ED8BDF019D23C9667493EC8543DBD50ECE9BD50A956BE78EC3BBD8EAD33BE6001D8BDC8CF403EA8C4563D70386FBDF0AED63C30E126BD781F84BD9602343E08DA16BD62904ABEB4155C3EC052A03C0C210FBE90E6603E9A310C3E9AFE37BECE5F55BE0452483E9620033E02ED50BE202F87BC4EC632BE60D765BEA056593D0EF147BE30AF99BCAAA674BE809F093EB03485BC08116BBD72D212BEA0F90DBDF8A03EBE10ED023D924B19BE541F66BEC0422ABD201D653CFEED553E12ED3C3EFC063BBEC6E01A3EBC14ADBD94E65ABE24B6543E204B173EE44CA7BD60B856BE3A6B6F3E702ED93CB83A09BDA86CAD3DF0822CBEA869A8BD7A4871BE5C8080BD2C52EEBD0EC5683E10D0C63DBE1D143E94CF8ABD54410BBED8101F3DD8A6D03DDC41E03DA6F7253E8C4B613EC4A8CC3D7C2BB8BDCC4EE83DB6E45CBE76B400BE00B2EBBCA4EA7D3E404A73BDDCF5283EE8CE1FBEA2B561BEE0D586BC948D0BBE7C15CB3DCA06113EAA10243E38019F3D4AAD163EC8F2CD3D043DB5BD804C80BC1C3239BE4226013EFABC36BE044E07BE6097B33C642F7ABEE8CC223D3098853C16E26ABE84A0203E4EE45DBE0073903DF0F9363D44009DBD2417D2BD5042EFBC50CCB23D6863333E4EE20D3E7067DF3C44EF593E7C59C7BD04222E3E28645FBEF26F20BE74674D3EE84A05BDC02B923C583C74BEFCB561BEE012AD3D20D3F03D0CED95BD0E50153E5E387BBED21147BEC6BC183E247D743EB48E093E5A8C083E1490E8BD780C623DF421533EA66102BE407BA83C0C43D0BD42183CBE9484F13D44E295BD707E433D8CDB74BE888D17BD328301BE20E9703E86EA74BE50B8FC3D101C163D682B6C3DF0844EBDE8FD843DDE63283E463354BE60BA6B3EB0F1473D202A58BE10DB00BD106AB43D0861A23DA00596BCB0E294BD00AF683B3878473D601C10BD58B9CDBD4C5052BEF0D0BD3C408A49BD1C9DABBDCAE32B3E100BA9BD00E301BCC894BF3D006E55BC38046EBD786F433E18CF26BD0E1D113E206C88BC98A8463E086884BD803FDFBC18E9363D58ACFCBD1452D2BD822A163E0C91253EAEC121BEA8D7273E34152EBEB48BD5BD126E7DBE346B8DBD04CB4F3E587E3ABE02587B3E5C2945BE00D47A3DA07420BDF88992BD80945ABBC6911D3EE0353E3E22485F3E589258BEB2E9553E542A973D780F683E60987E3CB037383EF0602FBDF0ECC83DA4A33D3E20DAE13DF0E79D3DA4DA623EE66663BE7A3977BE50AE083D68B331BED02E52BDD0A898BDE4E581BDAC0B4DBE0055883A40A6B8BD963268BE9A28533EBC6E2ABE047EC3BD703338BD0865603EBE1E443E889FD73D52B657BEB49B35BE22B201BE8050083C00779D3A9C74513E402873BEFA4234BECEDF7E3E78FF84BD5C9E56BE6424FC3DB486703ED40C4CBE204BDC3D88A56DBEB4BE18BE5CAAF9BD04016E3E7435C3BD2C2368BE621173BEF25769BEDC15063ED07336BE52857BBE82924ABE38C272BDA6BD53BE80CA983D14C7D13DBED526BE885E1ABDF8C4733EE048343D68694D3E78B374BE4AD81A3EAC04193EF008993D604A36BD7CBF74BEACC3C23DBE572D3EC094DABB4AB440BE0024233D00EF083CA03D9BBC00A84EB9467D40BE00340CBA782446BDACA45F3E88A6263DD0C8E63C684B413E460A61BEA8D9A93D18D404BD8410D4BDE84935BEA0732EBE9878843D12736A3E10A704BD5C1F073EC663193E92A91D3EF840C5BDAA9452BED0919EBCE6D7783EB87A01BEACCB15BEAAE445BEA0C6D43C508E9B3D3C80533ED293463EC847673D60A916BCFA3410BE78C92B3D683ED4BD8C7BEFBDF2F95C3E1CE1E73D282D78BD38C63ABE80AC15BBA08F163E0CE8153E587E0CBE405A95BDE0D677BC8A0D6DBE82D626BEB88B073E14F7B13D60CC2CBC805505BCE8E6E3BD9EF072BEEE2863BEE69612BE4ADE093E14A98BBD6AEB193E40FE013EDCC6A6BD2E555F3E10495CBD160A263E9211363E00EDFC3D384827BDA2520FBEFE4F5F3E781B21BE80159F3D1E8E643EAE85103E3CA97A3E4833243E24D688BD6ED46E3EF877223E7074A63CF8604FBE500E03BE781915BEE6E0413E34115A3EC0A9F1BB3A84333EE009E8BC44BA09BE0E050C3E843563BE5402AE3D7819B1BD009850BAD857FF3D948308BE1E6207BE00E79D3C2C47C9BD1C504CBE585C0D3DD8B5AEBDF0F267BDD07398BD20176A3DD220053E2458063E6021E33DB0146CBE58EE7FBEF8F01D3E984EF4BD00CF7ABE0A6C1C3E243D8F3D00BA17BB589BD53D7059993D44BBA3BD901909BD0037843BB03778BD7034EF3DF816883D48076BBDE464503E1062813D10894F3DE422473EEE1118BEACBF0C3E980CC03DBCD4103EC0ADDB3D74B4333EB461D63DC217393E34BB173EBE600A3EC087A33B60A543BCDAB457BEC01CDC3DD4FEA1BD1C1D1E3EC871C33D806EE5BB42133A3E38993B3D3A3763BEA8DB7E3E9635393E0C5BD53D5C4C373E6AF86BBE1850793D00D8F9BAF0815E3EF097223D6849D5BD4C5023BEA41A86BDF8B732BD1C45253EC8316B3EB0F8ABBC9CDB503E224F5E3E38F921BE001380BDD098CD3D4C986ABEA014653D90FD89BD1A335E3E46B06E3EE0884D3EA07980BCC070823BE0EC783C9C9405BEB822333D7C112DBE04AAFDBD0C052ABE7A1E123E126C5D3E3816FA3DDCD42A3EDA9868BEDC35C5BD502E073E34E4B63DD860F03D8C3058BE002C833CD213593E68C1FF3D7084B93D6CC0CD3D4C3CF5BDB05E1F3E008AAE3DCC69D63D7814023D1E3B05BE60752D3D8C3D42BE00A4013CD42C073E76395FBEB818423D02120A3ED6DA58BE883C0F3EFC05E6BDE0C0AA3DA8C3753EA4F759BEB04DD53D7C0C053E3C46E33D08320DBD30341DBDA8181B3E46BB6ABEFAAE2ABE3A5E76BE6C5F893D6ADD303E86B83F3EC65C213ED64E513EF8AC0B3ED08A7EBD368559BE8CF6E23DE0E6AD3D802CAF3DDA877F3E78DD27BE38AD96BD9A2D71BE388F363E54B6273ED02E7DBE76406BBE80F3063C20F4F43D0C88FEBD3415C1BDE0511D3C368F22BE28EA45BE402FCBBB4458463EB8E7A0BD96E06EBEF4DD423E58EC783E12D95F3E7E6A6CBE2A0824BEF0D0F93CD4FED73D98468ABDBA5344BEAC2D1FBE7023A0BDCC39253E8EFF51BE50D200BD94EE503E1CE2473E5425F0BD3095FB3DD84F52BEEC1FC4BD7C37CABD00633A3C785B12BE981630BDCC6205BE0095173BC068FBBCB63C313E723F4CBE288DC6BD603C84BDD036E83D8891C4BDB8C834BD4AD654BE4EBC48BE548C943DA0152F3E6C0FFEBD7095143EF0758ABC60C7F5BD1026BA3DE852903D581298BD288B0EBD04CA66BE307B4C3EBCBFAEBDE0D1B73D20A6CEBDC21A663E14CBC0BD10AB4A3E48CC4A3DD86EF8BDD0106BBED6A4113E98771D3DA02F5D3CA2BA313EA4CBB5BD84BAB3BDB82C3CBD5044613DC0B3F7BD10EAFB3DD6867ABE5052F53CFC2634BE80D82CBBF8345F3E727D2CBE36973BBE506EEFBC0070513D342AB1BD68D2843DF001583EC08B7A3EC0A20DBC8A8955BED077023E74C988BD10DABFBCFE41003E0E53293E7C55273E286C2F3D9A09743E560A053E303D78BE088397BD544C713E584656BD745295BD803E843CB0152ABDF050DBBD5AF92BBE1CA2033EAE512F3E303F3ABE00A70A3EC85E3DBD162762BE0C7EB3BD006BE83D80D1DF3BD04955BE60D542BE0CB4A9BDE84C67BE78782D3E02672E3E8845163DD0DD683D080F203DA0A1B53DF8AE833D927A343EE083C4BC94462BBE80571EBD9C5431BEC4B2AE3D0006B63DF8BFEA3D50006F3D2498DBBDA82221BDC2A812BE0AEC643E209EBE3CA48215BE580F5A3D241E5EBE50B471BDC455EB3D4C78B5BDA635243E10DCC13D103E733E380E3C3DB4770DBEB68A693E6818EDBDC8BF363D2421B03D00B2BEBA003AE03B8C7001BE00F473BE842CBC3D3000B13CACD48EBD50E208BD6E7C5E3E64C8643E8447AFBD80C52F3EF6DB60BE0462EB3D40E124BC14D139BEC0B8F4BB962F22BEA4062E3E78E578BE5C840B3E",
      torch_tensor_48_torch.float32: "0x04000000C04852BC5AA1113E0025833AC668643EC4EF263E72432B3E50315A3DECF06D3E7C98B93D80A5683E407941BCA8E78A3D3499E43D1A177F3EAA2207BE606A04BE002F7E3E562910BE902CCDBCD400CFBD3434D83DBA06103E28630FBE68EB40BEE0069DBC963F47BE5EDD46BE14D166BEA844363E14CBCEBDDCC0323EC0EE28BD6AEB0B3E0680273E6442B13D7C67F6BD30480ABD2A2C36BE10E7FEBC7CE84C3EB880323DC078243C182C633D28FD743D58FF55BDB897123E2C61193EB60331BE",
      torch_tensor_48_8_torch.float32: "0x04000000C0150B3D36E34B3EBAA375BEB8560F3D6869143DFE1C31BE624E4BBE00C77ABDB847483DFCE9B53D8A27413E207232BCDCDCE9BDA0C7513EA058493E20A7E9BCC8DA08BD90E3073E40A3CDBDB2674BBE4049603DDCA867BE5E8265BE18A86DBD4CB268BE20D3C53C507A2CBD36FE2F3E702466BEA806643D68CF043E28D259BD807F1FBE709F783EB02C063E32B93F3E98747B3D44A7283E88C961BEEC49133EC2E61E3E106DB83C801747BB3CBB6EBE087177BDE47D38BED25F623E48EFBA3D94436F3E66F956BE3072033EB017C03CA8EA5E3E7A490A3E18C4E1BD10BD493E205A33BD70505A3DB035C33D4A7B713EC491993D00195ABB00D190BD68B1693DA8BA103D70D56D3E50CF9C3D5A06343EB0A85CBDDCD373BE56B0113E00AF58BCA20965BE60C432BDFE681FBECCFDD53D2884B73D78E1E4BD74998ABD3A7805BE981EDABDD07B113D1AAE49BE183988BD84F0D7BDA858FFBD4015823D8E241FBEF03F53BEDE5F033EF027B2BD5C9506BE6EAB57BE460C1E3E2048CABD60BA95BD8CD3073E1C7B66BE084FF2BD30E8A0BC20B4063D0006A8BC9A9764BEE0DEA8BDF0E8123E5C31A6BDAC296B3EEC99E63DFCD260BE4A14563E142687BD103B62BEB2040B3E7456723E4C1C39BE18E574BEB415F43D0092473C58C64A3D9CE0583EC8BF563D28987F3E5809083EE07D39BE00E0E939F45F253EA62B0BBE2CD863BEAC820C3EB4F7A9BDFC5C2E3E2407763E429F11BE006A4E3EA0C7C5BD50BC41BEA01595BD400B2A3C402909BDA05671BE1860AABD988D0B3DFA1B6B3E80B6783CA499E5BDC43F573E2C7BF83DE040ECBC40AE3D3EC8D3BDBDF0E3E53D44DF1BBE2083083C206662BC7431463E76911BBEB25F78BE0800383DBC0D853DC06E9BBBF87BA03D0866743D4EB06A3E36B0773E22262A3E48D051BDE4AD5F3EA4D5A53DB06120BD1AB43ABE60991BBC5070B03D6C0A91BD489813BDDC18A1BD1A2A343E967F75BEF8E8FC3DA857D33D80B6233C2CDCCF3D7855423D009F8C3CFCAEB1BD96B2633E20DB97BC70EC663DF0C0FEBC5CFC9ABDF069C03C18090DBDCE0C463E2C092CBE08AFA1BD2E1230BE70B2BFBC98B709BD66857DBEA8D14B3E9E4708BEECD29C3DA41EF9BD1CE37CBEA078233ECCE725BEFC34E13D64A676BEF2937DBE00F02A3C3059CFBD680336BE468128BE5E48443E008EEC3BD8238A3D10CA85BCCCA065BEFE2D51BE84F436BE408FA1BD3034EA3D26F73E3E8CDBD83D202DE13CA07FC13D48CB2CBD20137FBCA88EC03D603627BDEE100E3E8079763C949803BEEE3C223E5A7E29BE92BC41BE682717BD00F9FF3D6CDBD73DA0F2353E7CAF94BD30279D3C3CD61EBE7C24EBBD904D46BD982562BDB69C0C3E6CFC55BEB8CA163E8006A6BBB24860BEEE3209BE4033C23D245F4ABEC8DF9ABDA8605B3E7447CC3D1423D6BD9C244D3ECCB6B53DD012F83C046B2DBE240B6CBE546C7CBE1A182C3ED0DA53BDCE6F433EA29921BED090183EC8E865BEAC120C3E00F4563DD071373EF0DABB3C3023EABDF0EFF9BC2CAF4D3E989A9DBDE03A19BE9C1538BE2288103E40AD1A3E005056B9187D34BEC065DC3CB2B365BE30C95B3ECE2D7C3E404D92BB0AA871BE78331BBD8447FD3D180D913D684100BEE6B9263E00F897B9B8C116BEC0258EBBC46ABC3DC26F443EF0F89FBC383D54BE06A6173EF0202DBD002E523AEECB3EBE78E4923DE0A18FBCB8B9DF3DC04934BE1047863C6CCA89BD40852CBE080477BDE648103EBAD635BE281C213D66267FBE16C0333E94CF39BE6AB8693E5C12413E6E79373EE8CE023ED8C6023D3ECC393ECA0F1ABE42B8783E6060B43C382E083E409E723C9E405CBE90ACE63CBC244E3ECCEDAD3D64A33CBE7887913D480EC83D705328BD4C2380BDC4B1DD3DD01489BC121102BE56A5793ED07B57BDC6E4643EF87CCD3D508E4E3E10B8D93DD80AE63DE4C907BE688ACABD683F643D6C32663E74114EBEFC5B0C3E02CF483E80760DBEB467BA3D90E0953D88DD673E2CAB943D809605BD76895ABE106C65BEE4A4AFBD30F9C4BD70D54D3D6E0C4FBEE484D2BDD87E753E1E49613E58F0663E1CC41B3E589262BDBCABCD3DF84C4F3E3C380D3EAAF46B3E0E0F333E383B763E304D0BBE5878B73DEE9F46BE0838503E"
    }
  }
#-}
