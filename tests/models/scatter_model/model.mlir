#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0, 0)>
#map3 = affine_map<(d0) -> (d0)>
module {
  func.func @forward(%arg0: tensor<6x8xf32>, %arg1: tensor<6x4xi64>, %arg2: tensor<3xi64>) -> (tensor<6x8xf32>, tensor<6x8xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %c4 = arith.constant 4 : index
    %c6 = arith.constant 6 : index
    %cst_0 = arith.constant dense_resource<torch_tensor_8_8_torch.float32> : tensor<8x8xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_2 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<8x8xf32>
    %transposed = linalg.transpose ins(%cst_0 : tensor<8x8xf32>) outs(%0 : tensor<8x8xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<6x8xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<6x8xf32>) -> tensor<6x8xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<6x8xf32>, tensor<8x8xf32>) outs(%2 : tensor<6x8xf32>) -> tensor<6x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_1 : tensor<8xf32>) outs(%1 : tensor<6x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<6x8xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<6x8xf32>, tensor<6x8xf32>) outs(%1 : tensor<6x8xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %17 = arith.addf %in, %in_6 : f32
      linalg.yield %17 : f32
    } -> tensor<6x8xf32>
    %extracted_slice = tensor.extract_slice %5[0, 0] [6, 4] [1, 1] : tensor<6x8xf32> to tensor<6x4xf32>
    %6 = tensor.empty() : tensor<6x4xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<6x4xf32>) outs(%6 : tensor<6x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %17 = arith.mulf %in, %cst_2 : f32
      linalg.yield %17 : f32
    } -> tensor<6x4xf32>
    %8 = tensor.empty() : tensor<24x1xi64>
    %9 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<24x1xi64>) -> tensor<24x1xi64>
    %10 = tensor.empty() : tensor<24xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<24xf32>) -> tensor<24xf32>
    %12:3 = linalg.generic {indexing_maps = [#map2, #map2, #map3], iterator_types = ["parallel"]} outs(%9, %9, %11 : tensor<24x1xi64>, tensor<24x1xi64>, tensor<24xf32>) {
    ^bb0(%out: i64, %out_6: i64, %out_7: f32):
      %17 = linalg.index 0 : index
      %18 = arith.remsi %17, %c4 : index
      %19 = arith.divsi %17, %c4 : index
      %20 = arith.remsi %19, %c6 : index
      %extracted = tensor.extract %arg1[%20, %18] : tensor<6x4xi64>
      %extracted_8 = tensor.extract %7[%20, %18] : tensor<6x4xf32>
      %21 = arith.index_cast %20 : index to i64
      linalg.yield %21, %extracted, %extracted_8 : i64, i64, f32
    } -> (tensor<24x1xi64>, tensor<24x1xi64>, tensor<24xf32>)
    %13 = tensor.empty() : tensor<24x2xi64>
    %14 = linalg.fill ins(%c0_i64 : i64) outs(%13 : tensor<24x2xi64>) -> tensor<24x2xi64>
    %inserted_slice = tensor.insert_slice %12#0 into %14[0, 0] [24, 1] [1, 1] : tensor<24x1xi64> into tensor<24x2xi64>
    %inserted_slice_3 = tensor.insert_slice %12#1 into %inserted_slice[0, 1] [24, 1] [1, 1] : tensor<24x1xi64> into tensor<24x2xi64>
    %15 = tm_tensor.scatter {dimension_map = array<i64: 0, 1>} unique_indices(false) ins(%12#2, %inserted_slice_3 : tensor<24xf32>, tensor<24x2xi64>) outs(%5 : tensor<6x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %17 = arith.addf %arg4, %arg3 : f32
      tm_tensor.yield %17 : f32
    } -> tensor<6x8xf32>
    %extracted_slice_4 = tensor.extract_slice %5[0, 0] [3, 8] [1, 1] : tensor<6x8xf32> to tensor<3x8xf32>
    %expanded = tensor.expand_shape %arg2 [[0, 1]] output_shape [3, 1] : tensor<3xi64> into tensor<3x1xi64>
    %expanded_5 = tensor.expand_shape %extracted_slice_4 [[0], [1, 2]] output_shape [3, 1, 8] : tensor<3x8xf32> into tensor<3x1x8xf32>
    %16 = tm_tensor.scatter {dimension_map = array<i64: 0>} unique_indices(false) ins(%expanded_5, %expanded : tensor<3x1x8xf32>, tensor<3x1xi64>) outs(%5 : tensor<6x8xf32>) {
    ^bb0(%arg3: f32, %arg4: f32):
      %17 = arith.addf %arg4, %arg3 : f32
      tm_tensor.yield %17 : f32
    } -> tensor<6x8xf32>
    return %15, %16 : tensor<6x8xf32>, tensor<6x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_8_8_torch.float32: "0x0400000063E82E3D40B656BEBF43833D8714373ECB8790BEBE6F55BE4F99893E0C813D3EE81D513DBBAC83BE8BC129BD0858053EB9D6123EFC03AD3E90BF283ED35C603E66AAE63C7F1B96BE83A059BEB97AA13D9936253EEB38983E65889EBB9F3C7FBEA0CACF3D6250083E19264EBE4B17873E8ABAAA3EC7029D3AAC328D3E8381A4BD6252873E94AB9F3EA0290CBE6A552D3EFBE02FBE075C9C3EE6CC85BEE18C86BE8B6F983C45B4ACBEC8D9693D8CEC143E1A9A183D1F2C86BE8FDC23BE4676B43E6E4374BE0FC72F3E6BE9273D728AE2BD148589BD217681BE39947D3E73DF71BE5561B43E7CF8B0BED8B402BE1012AD3E8AF282BDD378CF3D90307E3D51F98C3C",
      torch_tensor_8_torch.float32: "0x04000000A590A53D408A333E0CB15E3E2885D7BDA6D392BE159889BDB8A73DBCEF098D3B"
    }
  }
#-}
