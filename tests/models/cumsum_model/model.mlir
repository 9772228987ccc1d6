#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<6x8xf32>) -> (tensor<6x16xf32>, tensor<6x16xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_1 = arith.constant dense_resource<torch_tensor_16_8_torch.float32> : tensor<16x8xf32>
    %0 = tensor.empty() : tensor<8x16xf32>
    %transposed = linalg.transpose ins(%cst_1 : tensor<16x8xf32>) outs(%0 : tensor<8x16xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<6x16xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<6x16xf32>) -> tensor<6x16xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<6x8xf32>, tensor<8x16xf32>) outs(%2 : tensor<6x16xf32>) -> tensor<6x16xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_0 : tensor<16xf32>) outs(%1 : tensor<6x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<6x16xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<6x16xf32>, tensor<6x16xf32>) outs(%1 : tensor<6x16xf32>) {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %12 = arith.addf %in, %in_2 : f32
      linalg.yield %12 : f32
    } -> tensor<6x16xf32>
    %6 = tensor.empty() : tensor<6xf32>
    %7 = linalg.fill ins(%cst : f32) outs(%6 : tensor<6xf32>) -> tensor<6xf32>
    %8:2 = tm_tensor.scan dimension(1) inclusive(true) ins(%5 : tensor<6x16xf32>) outs(%2, %7 : tensor<6x16xf32>, tensor<6xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %12 = arith.addf %arg1, %arg2 : f32
      tm_tensor.yield %12 : f32
    } -> tensor<6x16xf32>, tensor<6xf32>
    %9 = tensor.empty() : tensor<16xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<16xf32>) -> tensor<16xf32>
    %11:2 = tm_tensor.scan dimension(0) inclusive(true) ins(%5 : tensor<6x16xf32>) outs(%2, %10 : tensor<6x16xf32>, tensor<16xf32>) {
    ^bb0(%arg1: f32, %arg2: f32):
      %12 = arith.addf %arg1, %arg2 : f32
      tm_tensor.yield %12 : f32
    } -> tensor<6x16xf32>, tensor<16xf32>
    return %8#0, %11#0 : tensor<6x16xf32>, tensor<6x16xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_16_torch.float32: "0x04000000AF4172BDB736B0BE42C3FF3A87DE87BEE3792F3E4FAC62BE0FF0BABD5C219DBD00EF87BD135A5E3E36122A3E5ABD4E3D27B30D3DACB264BED8952C3DAEB026BE",
      torch_tensor_16_8_torch.float32: "0x04000000429D84BD9B9A5ABE217CEE3DAA8069BE562E833D87D6A13E48090B3EA30B9D3E95967E3EC27D82BE2879863EC9EA6D3EDE1F823E3DF5A73EE55B69BEE800B1BED003A6BD53F4ABBEA0C122BEFCA5973EC11F703E91CC863E85C88D3D06003BBEA733A1BE533EAFBEAF43CEBD72A4B9BDC1E6E03CCECAC2BDCADA603EF65D973D689CB13EBEE8C3BD282F93BE2BC2B33E749948BEF2C8273E234033BEA9FA04BEF56B86BE18C5C0BDD6AA82BC8237893E7305113E59EB52BEB368863EF12F833EB2B14A3EA1FDA4BE689A693E2527EE3DFBF4693E71AE7BBE1B522ABEC5C0DC3D72D742BE1E14423E986352BE8AFAA43EAF00DBBD88182E3E742F6CBE55B3503E1DDB183D98908DBE982D1ABD1AA92E3D56BFEC3D6287B6BB4A93FE3C726F553EDB0ED1BD06C73ABE2D2695BCC3A4E63D71F89A3E69E0A1BE5930A13E4AC637BEA4B32A3EED60A73DAACB2BBE8624DBBC3E8D53BE8E37523E96A28C3E6A5381BEA05CCF3DED93FB3D4EB699BE1CD9B0BE66535A3EB87F663E0D7B503E75F4313DF9E0563D1055A13ED9B5A53E3CFAC0BD4EAC87BE6ECB45BEFE53FCBDBD4D48BE8EDDD9BDD33C99BEA81A2DBE99539EBE309D0BBEF064013E0ACEE23CAE72D73DF331AE3E86AF833E54F19FBD546524BE9BDD193EF52033BEEF0B193EE7116B3EEF28093ECB84D43CA1E2913E8E02FEBD8023693E3CFC23BE1152CABD65DF083E"
    }
  }
#-}
